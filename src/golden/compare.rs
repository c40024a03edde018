//! A run against its golden: what a run's golden would say
//! (`expected_of`), what differs (`compare`: a unified diff of a changed
//! exit or stdout, and for costs each number that moved or broke its
//! budget, then the change per row with its percentage, in `dmdpy diff`'s
//! table), and what `--bless` writes (`bless`: the run's numbers, the
//! golden's budgets kept).

use std::collections::BTreeMap;
use std::fmt::Write as _;

use super::budget::Check;
use super::format::{Exit, Expect, Key, Kind, Row};
use super::worker::{Costs, Observed};
use crate::report::diff::{change_text, changes, Cost};
use crate::terminal::{printable, printable_line, printable_message};

/// One section of one model's run that does not match its golden.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Failure {
    /// `strict`, `reference`.
    pub model: &'static str,
    /// `exit`, `stdout`, `cost`, `functions`, `lines`, or `run` when the
    /// run itself failed (a crash, a kill) or has no golden.
    pub section: &'static str,
    pub message: String,
}

/// Every section a run's golden has when blessed from scratch (`lines`
/// only when asked for); `main` is the program's file name.
pub fn expected_of(observed: &Observed, main: &str, lines: bool) -> Expect {
    let exit = Exit { code: observed.exit_code, error: observed.error_line.clone() };
    let mut expect = Expect { exit: Some(exit), stdout: Some(observed.stdout.clone()), ..Expect::default() };
    if let Some(costs) = &observed.costs {
        expect.cost = Some(cost_rows(costs));
        expect.functions = Some(function_rows(costs, main));
        expect.lines = lines.then(|| line_rows(costs, main));
    }
    expect
}

fn row(label: String, cost: u128, reads: u128) -> Row {
    Row { label, items: vec![(Key::Cost, Check::Exact(cost)), (Key::Reads, Check::Exact(reads))] }
}

fn cost_rows(costs: &Costs) -> Vec<Row> {
    let mut total = row("total".into(), costs.cost, costs.reads);
    total.items.push((Key::PeakLive, Check::Exact(costs.peak_live)));
    let calls = costs
        .calls
        .iter()
        .enumerate()
        .map(|(i, (name, reads, cost))| row(format!("call {} {name}", i + 1), *cost, *reads));
    std::iter::once(total).chain(calls).collect()
}

/// A function by its name; by its file too when it is not the program's;
/// by its line too when two of them share the rest.
fn function_rows(costs: &Costs, main: &str) -> Vec<Row> {
    let mut functions: Vec<_> = costs.functions.iter().collect();
    functions.sort_by(|a, b| (a.0 != main, &a.0, a.1, &a.2).cmp(&(b.0 != main, &b.0, b.1, &b.2)));
    let twins = |file: &str, name: &str| functions.iter().filter(|f| f.0 == file && f.2 == name).count() > 1;
    functions
        .iter()
        .map(|(file, line, name, reads, cost)| {
            let label = match (file == main, twins(file, name)) {
                (true, false) => name.clone(),
                (false, false) => format!("{name} ({file})"),
                (_, true) => format!("{name} ({file}:{line})"),
            };
            row(label, *cost, *reads)
        })
        .collect()
}

fn line_rows(costs: &Costs, main: &str) -> Vec<Row> {
    let mut lines: Vec<_> = costs.lines.iter().collect();
    lines.sort_by(|a, b| (a.0 != main, &a.0, a.1).cmp(&(b.0 != main, &b.0, b.1)));
    lines.iter().map(|(file, line, reads, cost)| row(format!("{file}:{line}"), *cost, *reads)).collect()
}

/// What differs between a golden's expectations and a run (`actual`, as
/// `expected_of` makes it, with every section).
pub fn compare(model: &'static str, expected: &Expect, actual: &Expect, observed: &Observed) -> Vec<Failure> {
    let mut failures = Vec::new();
    let fail = |section: &'static str, message: String| Failure { model, section, message };
    if expected.exit.is_some() && expected.exit != actual.exit {
        let mut message = unified_diff(&expected.body(Kind::Exit), &actual.body(Kind::Exit), "expected", "this run");
        if let Some(diagnostic) = observed.diagnostic.as_deref().filter(|_| observed.exit_code != 0) {
            let _ = write!(message, "the run's diagnostic:\n{}", printable_message(diagnostic));
        }
        failures.push(fail("exit", message));
    }
    if expected.stdout.is_some() && expected.stdout != actual.stdout {
        let (a, b) = (expected.body(Kind::Stdout), actual.body(Kind::Stdout));
        failures.push(fail("stdout", unified_diff(&a, &b, "expected", "this run")));
    }
    for kind in [Kind::Cost, Kind::Functions, Kind::Lines] {
        let Some(rows) = expected.rows(kind) else { continue };
        match actual.rows(kind) {
            None => failures.push(fail(kind.name(), "the run was not priced (it was stopped)".into())),
            Some(got) => {
                if let Some(message) = compare_rows(kind, rows, got) {
                    failures.push(fail(kind.name(), message));
                }
            }
        }
    }
    failures
}

/// Each number that moved or broke its budget, then `dmdpy diff`'s table
/// of the section's rows; None when all hold.
fn compare_rows(kind: Kind, expected: &[Row], actual: &[Row]) -> Option<String> {
    let mut out = String::new();
    let find = |rows: &'_ [Row], label: &str| rows.iter().find(|r| r.label == label).cloned();
    for want in expected {
        let Some(got) = find(actual, &want.label) else {
            let _ = writeln!(out, "  {}: not in this run", printable(&want.label));
            continue;
        };
        for (key, check) in &want.items {
            let value = got.get(*key).map(Check::reference).unwrap_or(0);
            if check.holds(value) {
                continue;
            }
            let (label, key) = (printable(&want.label), key.name());
            let _ = match check {
                Check::Exact(n) => writeln!(out, "  {label}: {key} {n} -> {value}, {}", change_text(*n, value)),
                _ => writeln!(
                    out,
                    "  {label}: {key} {value} breaks the budget `{key} {check}` ({} of {})",
                    change_text(check.reference(), value),
                    check.reference()
                ),
            };
        }
    }
    for got in actual.iter().filter(|r| find(expected, &r.label).is_none()) {
        let _ = writeln!(out, "  {}: new in this run ({})", printable(&got.label), items_text(got));
    }
    if out.is_empty() {
        return None;
    }
    // The table: the golden's numbers (a budget's reference value; what it
    // does not pin, as this run) against this run's.
    let as_cost = |row: &Row, fallback: Option<&Row>| {
        let pick = |key| row.get(key).or_else(|| fallback.and_then(|f| f.get(key))).map_or(0, Check::reference);
        Cost { cost: pick(Key::Cost), reads: pick(Key::Reads) }
    };
    let a: BTreeMap<String, Cost> =
        expected.iter().map(|r| (r.label.clone(), as_cost(r, find(actual, &r.label).as_ref()))).collect();
    let b: BTreeMap<String, Cost> = actual.iter().map(|r| (r.label.clone(), as_cost(r, None))).collect();
    let (title, what) = match kind {
        Kind::Functions => ("per function (A = the golden, B = this run)", "function"),
        Kind::Lines => ("per line (A = the golden, B = this run)", "line"),
        _ => ("totals and measured calls (A = the golden, B = this run)", "row"),
    };
    let mut table = String::new();
    changes(title, what, &a, &b, |k| printable(k), &mut table);
    out.push_str(table.trim_start_matches('\n'));
    Some(out)
}

fn items_text(row: &Row) -> String {
    row.items.iter().map(|(k, c)| format!("{} {c}", k.name())).collect::<Vec<_>>().join(", ")
}

/// What `--bless` makes of a model's expectations: the run's, in the
/// sections the golden had (all of them for a new one; `lines` added when
/// asked for), every budget kept as written.
pub fn bless(old: Option<&Expect>, fresh: &Expect, lines: bool) -> Expect {
    let Some(old) = old else {
        let mut new = fresh.clone();
        new.lines = new.lines.filter(|_| lines);
        return new;
    };
    let mut new = Expect {
        exit: old.exit.as_ref().and(fresh.exit.clone()),
        stdout: old.stdout.as_ref().and(fresh.stdout.clone()),
        ..Expect::default()
    };
    for kind in [Kind::Cost, Kind::Functions, Kind::Lines] {
        let wanted = old.has(kind) || (kind == Kind::Lines && lines);
        let rows = match (wanted, fresh.rows(kind), old.rows(kind)) {
            (false, _, _) => None,
            // Not priced this time: what the golden said stays.
            (true, None, previous) => previous.cloned(),
            (true, Some(rows), previous) => Some(rows.iter().map(|r| keep_budgets(r, previous)).collect()),
        };
        *new.rows_mut(kind).expect("a section of rows") = rows;
    }
    new
}

/// A row as this run has it, or, when the golden gave it a budget, the
/// golden's row with its exact numbers brought up to date.
fn keep_budgets(fresh: &Row, old: Option<&Vec<Row>>) -> Row {
    let Some(old) = old.and_then(|rows| rows.iter().find(|r| r.label == fresh.label)) else { return fresh.clone() };
    if !old.items.iter().any(|(_, c)| c.is_budget()) {
        return fresh.clone();
    }
    let items = old
        .items
        .iter()
        .filter_map(|(key, check)| match check {
            Check::Exact(_) => fresh.get(*key).map(|c| (*key, c.clone())),
            budget => Some((*key, budget.clone())),
        })
        .collect();
    Row { label: fresh.label.clone(), items }
}

/// The most lines of a section diffed line by line (longer sections are
/// shown as their differing middles, removed then added).
const DIFF_CELLS: usize = 4_000_000;

/// A unified diff (3 lines of context) of two texts.
pub fn unified_diff(a: &str, b: &str, a_name: &str, b_name: &str) -> String {
    let x: Vec<&str> = a.lines().collect();
    let y: Vec<&str> = b.lines().collect();
    let prefix = x.iter().zip(&y).take_while(|(p, q)| p == q).count();
    let suffix = x[prefix..].iter().rev().zip(y[prefix..].iter().rev()).take_while(|(p, q)| p == q).count();
    let (xm, ym) = (&x[prefix..x.len() - suffix], &y[prefix..y.len() - suffix]);
    // (tag, line in a, line in b): ' ', '-', '+'.
    let mut ops: Vec<(char, usize, usize)> = (0..prefix).map(|i| (' ', i, i)).collect();
    if (xm.len() + 1).saturating_mul(ym.len() + 1) <= DIFF_CELLS {
        let (n, m) = (xm.len(), ym.len());
        // lcs[i][j]: the longest common subsequence of xm[i..] and ym[j..].
        let mut lcs = vec![0u32; (n + 1) * (m + 1)];
        for i in (0..n).rev() {
            for j in (0..m).rev() {
                lcs[i * (m + 1) + j] = if xm[i] == ym[j] {
                    lcs[(i + 1) * (m + 1) + j + 1] + 1
                } else {
                    lcs[(i + 1) * (m + 1) + j].max(lcs[i * (m + 1) + j + 1])
                };
            }
        }
        let (mut i, mut j) = (0, 0);
        while i < n || j < m {
            if i < n && j < m && xm[i] == ym[j] {
                ops.push((' ', prefix + i, prefix + j));
                (i, j) = (i + 1, j + 1);
            } else if i < n && (j == m || lcs[(i + 1) * (m + 1) + j] >= lcs[i * (m + 1) + j + 1]) {
                ops.push(('-', prefix + i, prefix + j));
                i += 1;
            } else {
                ops.push(('+', prefix + i, prefix + j));
                j += 1;
            }
        }
    } else {
        ops.extend((0..xm.len()).map(|i| ('-', prefix + i, prefix)));
        ops.extend((0..ym.len()).map(|j| ('+', prefix + xm.len(), prefix + j)));
    }
    ops.extend((0..suffix).map(|k| (' ', x.len() - suffix + k, y.len() - suffix + k)));

    let mut out = format!("--- {a_name}\n+++ {b_name}\n");
    let changed: Vec<usize> = ops.iter().enumerate().filter(|(_, o)| o.0 != ' ').map(|(k, _)| k).collect();
    let mut k = 0;
    while k < changed.len() {
        let start = changed[k].saturating_sub(3);
        let mut end = changed[k];
        while k < changed.len() && changed[k] <= end + 7 {
            end = changed[k];
            k += 1;
        }
        let end = (end + 4).min(ops.len());
        let hunk = &ops[start..end];
        let a_len = hunk.iter().filter(|o| o.0 != '+').count();
        let b_len = hunk.iter().filter(|o| o.0 != '-').count();
        let from = |len: usize, at: usize| if len == 0 { at } else { at + 1 };
        let _ = writeln!(out, "@@ -{},{a_len} +{},{b_len} @@", from(a_len, hunk[0].1), from(b_len, hunk[0].2));
        for (tag, i, j) in hunk {
            let line = if *tag == '+' { y[*j] } else { x[*i] };
            let _ = writeln!(out, "{tag}{}", printable_line(line));
        }
    }
    if !a.is_empty() && !b.is_empty() && a.ends_with('\n') != b.ends_with('\n') {
        out.push_str("(the texts differ in their final newline)\n");
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_unified_diff_shows_hunks_with_context() {
        let a = "1\n2\n3\n4\n5\n6\n7\n8\n9\n10\n11\n12\n";
        let b = "1\n2\n3\n4\n5\nsix\n7\n8\n9\n10\n11\n12\nthirteen\n";
        let diff = unified_diff(a, b, "a", "b");
        assert_eq!(
            diff,
            "--- a\n+++ b\n@@ -3,10 +3,11 @@\n 3\n 4\n 5\n-6\n+six\n 7\n 8\n 9\n 10\n 11\n 12\n+thirteen\n"
        );
        assert_eq!(unified_diff("", "x\n", "a", "b"), "--- a\n+++ b\n@@ -0,0 +1,1 @@\n+x\n");
        assert!(unified_diff("x", "x\n", "a", "b").ends_with("(the texts differ in their final newline)\n"));
    }

    fn observed(cost: u128) -> Observed {
        let costs = Costs {
            cost,
            reads: 10,
            peak_live: 4,
            calls: vec![],
            functions: vec![
                ("k.dmd".into(), 0, "<module>".into(), 4, 5),
                ("k.dmd".into(), 3, "kernel".into(), 6, cost - 5),
                ("stdlib/nn.dmd".into(), 9, "relu".into(), 0, 0),
            ],
            lines: vec![("k.dmd".into(), 4, 6, cost - 5)],
        };
        Observed { stdout: "hi\n".into(), costs: Some(costs), ..Observed::default() }
    }

    #[test]
    fn rows_are_labelled_by_name_and_file() {
        let e = expected_of(&observed(100), "k.dmd", true);
        let labels: Vec<&str> = e.functions.as_ref().unwrap().iter().map(|r| r.label.as_str()).collect();
        assert_eq!(labels, ["<module>", "kernel", "relu (stdlib/nn.dmd)"]);
        assert_eq!(e.lines.as_ref().unwrap()[0].label, "k.dmd:4");
        assert_eq!(expected_of(&observed(100), "k.dmd", false).lines, None);
    }

    #[test]
    fn a_cost_change_is_shown_per_function_with_its_percentage() {
        let golden = expected_of(&observed(100), "k.dmd", false);
        let now = expected_of(&observed(120), "k.dmd", false);
        let failures = compare("strict", &golden, &now, &observed(120));
        let sections: Vec<&str> = failures.iter().map(|f| f.section).collect();
        assert_eq!(sections, ["cost", "functions"]);
        let functions = &failures[1].message;
        assert!(functions.contains("  kernel: cost 95 -> 115, +20 (+21.1%)\n"), "{functions}");
        assert!(functions
            .contains("per function (A = the golden, B = this run), by absolute change (1 changed, 2 unchanged)"));
    }

    #[test]
    fn budgets_pass_fail_and_survive_blessing() {
        let mut golden = expected_of(&observed(100), "k.dmd", false);
        golden.functions.as_mut().unwrap()[1].items = vec![(Key::Cost, Check::parse("within 10% of 95").unwrap())];
        golden.cost.as_mut().unwrap()[0].items[0].1 = Check::AtMost(110);
        let near = expected_of(&observed(104), "k.dmd", false);
        assert!(compare("strict", &golden, &near, &observed(104)).is_empty());
        let far = expected_of(&observed(120), "k.dmd", false);
        let failures = compare("strict", &golden, &far, &observed(120));
        assert!(failures[0].message.contains("total: cost 120 breaks the budget `cost <= 110` (+10 (+9.1%) of 110)"));
        assert!(failures[1].message.contains("kernel: cost 115 breaks the budget `cost within 10% of 95`"));
        let blessed = bless(Some(&golden), &far, false);
        assert_eq!(blessed.functions.as_ref().unwrap()[1], golden.functions.as_ref().unwrap()[1]);
        let total = &blessed.cost.as_ref().unwrap()[0];
        assert_eq!(
            total.items,
            vec![(Key::Cost, Check::AtMost(110)), (Key::Reads, Check::Exact(10)), (Key::PeakLive, Check::Exact(4))]
        );
    }

    #[test]
    fn blessing_keeps_the_sections_a_golden_has() {
        let mut golden = expected_of(&observed(100), "k.dmd", false);
        golden.functions = None;
        let blessed = bless(Some(&golden), &expected_of(&observed(120), "k.dmd", true), false);
        assert!(blessed.functions.is_none() && blessed.lines.is_none() && blessed.cost.is_some());
        let with_lines = bless(Some(&golden), &expected_of(&observed(120), "k.dmd", true), true);
        assert!(with_lines.lines.is_some());
    }
}
