//! `dmdpy diff A.json B.json`: what changed between two `--json` reports,
//! as `cg_diff` tells it for cachegrind — the totals, each measured call,
//! then per function and per line the cost differences sorted by absolute
//! change, and the shift of the depth histogram.
//!
//! A run report's profile is its run (strict), or under the reference
//! model, where nothing else is priced, its measured calls together. A
//! `score --json` report holds a profile per submission: what the scorer
//! priced (the load under strict, and `solve`) over the seeds it priced;
//! two score reports are compared submission by submission, paired by
//! name (two reports of one submission each are paired whatever their
//! names: two versions of a file). Functions are matched by (file,
//! definition line, name), lines by (file, line): diff two runs of one
//! source (other inputs, `--set`, models, widths), or two versions of a
//! file whose lines did not move.

use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write as _;

use serde_json::Value;

use super::SCHEMA_VERSION;
use crate::terminal::printable;

/// Reads and cost of one part of a profile.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Cost {
    pub reads: u128,
    pub cost: u128,
}

impl Cost {
    fn add(&mut self, other: Cost) {
        self.reads += other.reads;
        self.cost += other.cost;
    }
}

/// A function: (file, definition line, name); `<module>` is line 0.
pub type FunctionKey = (String, u64, String);

/// What `diff` compares of one report, or of one submission of a score
/// report.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Profile {
    pub model: String,
    pub bytes_per_element: i64,
    /// What was priced, in words: `the whole run`, `the measured calls
    /// together`, or which seeds of a submission.
    pub scope: String,
    pub total: Cost,
    pub peak_live: u128,
    /// What `calls` are.
    pub parts: Parts,
    /// Each measured call (its function's name) or seed (`seed 42`), in
    /// order, with its own totals.
    pub calls: Vec<(String, Cost)>,
    pub functions: BTreeMap<FunctionKey, Cost>,
    pub lines: BTreeMap<(String, u64), Cost>,
    /// By the bucket's smallest depth: (its largest depth, its totals).
    pub histogram: BTreeMap<u64, (u64, Cost)>,
}

impl Profile {
    /// This profile with the file `from` called `to`.
    fn renamed(&self, from: &str, to: &str) -> Profile {
        let name = |file: &String| if file == from { to.to_string() } else { file.clone() };
        let mut profile = self.clone();
        profile.functions = self.functions.iter().map(|((f, l, n), c)| ((name(f), *l, n.clone()), *c)).collect();
        profile.lines = self.lines.iter().map(|((f, l), c)| ((name(f), *l), *c)).collect();
        profile
    }
}

/// The parts of a profile, listed in order with their totals.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub enum Parts {
    #[default]
    MeasuredCalls,
    /// The seeds of one submission under `score`.
    Seeds,
}

impl Parts {
    fn title(self) -> &'static str {
        match self {
            Parts::MeasuredCalls => "measured calls",
            Parts::Seeds => "seeds",
        }
    }

    /// How one of the parts is named in the text: `f()`, `seed 42`.
    fn label(self, name: &str) -> String {
        match self {
            Parts::MeasuredCalls => format!("{}()", printable(name)),
            Parts::Seeds => printable(name),
        }
    }

    fn column(self) -> &'static str {
        match self {
            Parts::MeasuredCalls => "function",
            Parts::Seeds => "seed",
        }
    }
}

/// A submission's name and profile.
pub type Submission = (String, Profile);

/// What `diff` read of a document.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Document {
    /// A `run --json` report.
    Run(Profile),
    /// A `score --json` report: each submission's.
    Score(Vec<Submission>),
}

impl Document {
    fn kind(&self) -> &'static str {
        match self {
            Document::Run(_) => "run",
            Document::Score(_) => "score",
        }
    }
}

/// Reads the report at `path` (a clear sentence when it cannot).
pub fn load(path: &std::path::Path) -> Result<Document, String> {
    let shown = crate::terminal::printable(&path.display().to_string());
    let text = crate::source::read_source(path, crate::source::MAX_SOURCE_BYTES)?;
    let doc: Value = serde_json::from_str(&text).map_err(|e| format!("{shown} is not JSON: {e}"))?;
    document_of(&doc).map_err(|why| format!("{shown}: {why}"))
}

/// A `run --json` or a `score --json` document.
pub fn document_of(doc: &Value) -> Result<Document, String> {
    check_version(doc)?;
    match doc.get("results") {
        Some(results) => score_document(doc, results).map(Document::Score),
        None => profile_of(doc).map(Document::Run),
    }
}

fn check_version(doc: &Value) -> Result<(), String> {
    match doc.get("schema_version").map(|v| v.as_u64()) {
        None => {
            Err("not a dmdpy report (`dmdpy run --json` and `dmdpy score --json` write one): no schema_version".into())
        }
        Some(Some(v)) if v == u64::from(SCHEMA_VERSION) => Ok(()),
        Some(v) => {
            let found = v.map_or_else(|| doc["schema_version"].to_string(), |v| v.to_string());
            Err(format!("schema_version {found}, but this dmdpy reads version {SCHEMA_VERSION}"))
        }
    }
}

/// The profile of a `run --json` document.
pub fn profile_of(doc: &Value) -> Result<Profile, String> {
    check_version(doc)?;
    let model = doc["model"].as_str().ok_or("model: not a string")?.to_string();
    let bytes_per_element = doc["bytes_per_element"].as_i64().ok_or("bytes_per_element: not an integer")?;
    let calls = doc["measured_calls"].as_array().ok_or("measured_calls: not an array")?;
    let whole_run = !doc["run"].is_null();
    let mut profile = Profile {
        model,
        bytes_per_element,
        scope: if whole_run { "the whole run" } else { "the measured calls together" }.into(),
        total: Cost { reads: uint(&doc["total_reads"], "total_reads")?, cost: uint(&doc["total_cost"], "total_cost")? },
        parts: Parts::MeasuredCalls,
        ..Profile::default()
    };
    for (i, call) in calls.iter().enumerate() {
        let at = format!("measured_calls[{i}]");
        let name = call["function"].as_str().ok_or(format!("{at}.function: not a string"))?;
        profile.calls.push((name.to_string(), cost_of(call, &at)?));
    }
    let parts: Vec<(&Value, String)> = match whole_run {
        true => vec![(&doc["run"], "run".to_string())],
        false => calls.iter().enumerate().map(|(i, c)| (c, format!("measured_calls[{i}]"))).collect(),
    };
    for (summary, at) in parts {
        add_summary(&mut profile, summary, &at)?;
    }
    Ok(profile)
}

/// Each submission of a `score --json` document: what the scorer priced
/// of it (`priced` of each seed: the load under strict, and `solve`),
/// over the seeds it priced.
fn score_document(doc: &Value, results: &Value) -> Result<Vec<Submission>, String> {
    let model = doc["config"]["model"].as_str().ok_or("config.model: not a string")?;
    let results = results.as_array().ok_or("results: not an array")?;
    let mut submissions = Vec::new();
    for (i, result) in results.iter().enumerate() {
        let at = format!("results[{i}]");
        let name = text(&result["name"], &at, "name")?;
        submissions.push((name, submission_profile(model, result, &at)?));
    }
    Ok(submissions)
}

fn submission_profile(model: &str, result: &Value, at: &str) -> Result<Profile, String> {
    let mut profile = Profile { model: model.into(), bytes_per_element: 1, parts: Parts::Seeds, ..Profile::default() };
    let (mut priced, mut failed) = (Vec::new(), Vec::new());
    for (i, seed) in items(result, "seeds", at)?.iter().enumerate() {
        let at = format!("{at}.seeds[{i}]");
        let number = seed["seed"].as_i64().ok_or(format!("{at}.seed: not an integer"))?;
        let parts = match seed.get("priced") {
            Some(Value::Object(parts)) => parts,
            None if !seed["cost"].is_null() => {
                return Err(format!(
                    "{at}: no per-line data (`priced`): the report was written by an older dmdpy; score again"
                ));
            }
            _ => {
                failed.push(number.to_string());
                continue;
            }
        };
        let mut cost = Cost::default();
        for part in ["load", "solve"] {
            let summary = &parts.get(part).unwrap_or(&Value::Null);
            if !summary.is_null() {
                let at = format!("{at}.priced.{part}");
                add_summary(&mut profile, summary, &at)?;
                cost.add(cost_of(summary, &at)?);
            }
        }
        profile.total.add(cost);
        profile.calls.push((format!("seed {number}"), cost));
        priced.push(number.to_string());
    }
    let what = if model == "strict" { "load + solve" } else { "solve" };
    profile.scope = match (priced.is_empty(), failed.is_empty()) {
        (true, _) => "nothing (no seed was priced)".into(),
        (false, true) => format!("{what} of seeds {} together", priced.join(", ")),
        (false, false) => {
            format!("{what} of seeds {} together (not seeds {}, which failed)", priced.join(", "), failed.join(", "))
        }
    };
    Ok(profile)
}

fn add_summary(profile: &mut Profile, summary: &Value, at: &str) -> Result<(), String> {
    let peak = uint(&summary["peak_live_elements"], &format!("{at}.peak_live_elements"))?;
    profile.peak_live = profile.peak_live.max(peak);
    for (i, f) in items(summary, "functions", at)?.iter().enumerate() {
        let at = format!("{at}.functions[{i}]");
        let key = (text(&f["file"], &at, "file")?, uint(&f["line"], &at)? as u64, text(&f["name"], &at, "name")?);
        profile.functions.entry(key).or_default().add(cost_of(f, &at)?);
    }
    for (i, l) in items(summary, "lines", at)?.iter().enumerate() {
        let at = format!("{at}.lines[{i}]");
        let key = (text(&l["file"], &at, "file")?, uint(&l["line"], &at)? as u64);
        profile.lines.entry(key).or_default().add(cost_of(l, &at)?);
    }
    for (i, b) in items(summary, "histogram", at)?.iter().enumerate() {
        let at = format!("{at}.histogram[{i}]");
        let (min, max) = (uint(&b["min_depth"], &at)? as u64, uint(&b["max_depth"], &at)? as u64);
        let bucket = profile.histogram.entry(min).or_insert((max, Cost::default()));
        bucket.1.add(cost_of(b, &at)?);
    }
    Ok(())
}

fn items<'a>(summary: &'a Value, key: &str, at: &str) -> Result<&'a Vec<Value>, String> {
    summary[key].as_array().ok_or(format!("{at}.{key}: not an array"))
}

fn text(v: &Value, at: &str, key: &str) -> Result<String, String> {
    v.as_str().map(str::to_string).ok_or(format!("{at}.{key}: not a string"))
}

fn cost_of(v: &Value, at: &str) -> Result<Cost, String> {
    Ok(Cost { reads: uint(&v["reads"], &format!("{at}.reads"))?, cost: uint(&v["cost"], &format!("{at}.cost"))? })
}

/// A non-negative integer of any size (reports write costs past 2^64 exactly).
fn uint(v: &Value, at: &str) -> Result<u128, String> {
    v.as_number().and_then(|n| n.to_string().parse::<u128>().ok()).ok_or(format!("{at}: not a non-negative integer"))
}

// ----- the text -----

/// `B - A`, signed.
fn change(a: u128, b: u128) -> i128 {
    let signed = |x: u128| i128::try_from(x).unwrap_or(i128::MAX);
    signed(b).saturating_sub(signed(a))
}

/// `+6 (+4.8%)`, `-3 (-100.0%)`, `+5 (new)`, `0`.
pub fn change_text(a: u128, b: u128) -> String {
    let d = change(a, b);
    match (d, a) {
        (0, _) => "0".into(),
        (_, 0) => format!("{d:+} (new)"),
        _ => format!("{d:+} ({:+.1}%)", 100.0 * d as f64 / a as f64),
    }
}

/// The comparison of two documents of one kind; `a_name` and `b_name`
/// say which file is which.
pub fn diff_documents(a: &Document, b: &Document, a_name: &str, b_name: &str) -> Result<String, String> {
    match (a, b) {
        (Document::Run(x), Document::Run(y)) => Ok(diff_text(x, y, a_name, b_name)),
        (Document::Score(xs), Document::Score(ys)) => Ok(score_diff_text(xs, ys, a_name, b_name)),
        _ => Err(format!(
            "{} is a {} report and {} a {} report: diff compares two run reports or two score reports",
            printable(a_name),
            a.kind(),
            printable(b_name),
            b.kind()
        )),
    }
}

/// Two score reports, submission by submission: paired by name, or the
/// two submissions of two one-submission reports (versions of a file).
fn score_diff_text(xs: &[Submission], ys: &[Submission], a_name: &str, b_name: &str) -> String {
    let pairs: Vec<(&Submission, &Submission)> = match (xs, ys) {
        ([x], [y]) => vec![(x, y)],
        _ => xs.iter().filter_map(|x| ys.iter().find(|y| y.0 == x.0).map(|y| (x, y))).collect(),
    };
    let mut out = String::new();
    for ((x_name, x), (y_name, y)) in &pairs {
        if x_name == y_name {
            let _ = writeln!(out, "== submission {} ==", printable(x_name));
            out.push_str(&diff_text(x, y, a_name, b_name));
        } else {
            // Two versions of a file: B's lines and functions are matched
            // to A's under A's file name.
            let (x_file, y_file) = (crate::source::submission_source(x_name), crate::source::submission_source(y_name));
            let _ = writeln!(
                out,
                "== submission {} (A) / {} (B): the lines of {} are matched to {}'s ==",
                printable(x_name),
                printable(y_name),
                printable(&y_file),
                printable(&x_file)
            );
            out.push_str(&diff_text(x, &y.renamed(&y_file, &x_file), a_name, b_name));
        }
        out.push('\n');
    }
    let paired = |name: &String, side: usize| pairs.iter().any(|p| [&p.0 .0, &p.1 .0][side] == name);
    for (label, list, side) in [("A", xs, 0), ("B", ys, 1)] {
        let alone: Vec<String> = list.iter().filter(|s| !paired(&s.0, side)).map(|s| printable(&s.0)).collect();
        if !alone.is_empty() {
            let _ = writeln!(out, "only in {label}: {}", alone.join(", "));
        }
    }
    if pairs.is_empty() {
        out.push_str(
            "no submission is in both reports (submissions pair by name; two reports of one submission each pair whatever their names)\n",
        );
    }
    out
}

/// The whole comparison; `a_name` and `b_name` say which file is which.
/// The reports' names (files, functions, the model) are anyone's text:
/// each is shown escaped (`terminal::printable`).
pub fn diff_text(a: &Profile, b: &Profile, a_name: &str, b_name: &str) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "dmdpy diff · A = {} · B = {}", printable(a_name), printable(b_name));
    for (label, p) in [("A", a), ("B", b)] {
        let model = printable(&p.model);
        let _ = writeln!(out, "{label}: model {model} · {} byte(s) per element · {}", p.bytes_per_element, p.scope);
    }
    if a.model != b.model || a.bytes_per_element != b.bytes_per_element {
        out.push_str(
            "note: the reports were priced differently (model or bytes per element); every cost differs by that too\n",
        );
    }
    totals(a, b, &mut out);
    calls(a, b, &mut out);
    let function_label = |(file, line, name): &FunctionKey| match line {
        0 => format!("{} ({})", printable(name), printable(file)),
        _ => format!("{} ({}:{line})", printable(name), printable(file)),
    };
    changes("per function", "function", &a.functions, &b.functions, function_label, &mut out);
    let line_label = |(file, line): &(String, u64)| format!("{}:{line}", printable(file));
    changes("per line", "line", &a.lines, &b.lines, line_label, &mut out);
    histogram(a, b, &mut out);
    out
}

fn totals(a: &Profile, b: &Profile, out: &mut String) {
    let _ = writeln!(out, "\ntotals:\n  {:<10} {:>14} {:>14}   change", "", "A", "B");
    for (label, x, y) in [
        ("cost", a.total.cost, b.total.cost),
        ("reads", a.total.reads, b.total.reads),
        ("peak live", a.peak_live, b.peak_live),
    ] {
        let _ = writeln!(out, "  {label:<10} {x:>14} {y:>14}   {}", change_text(x, y));
    }
}

fn calls(a: &Profile, b: &Profile, out: &mut String) {
    if a.calls.is_empty() && b.calls.is_empty() {
        return;
    }
    let _ = writeln!(
        out,
        "\n{}, in order:\n  {:>3}  {:<24} {:>14} {:>14}   change",
        a.parts.title(),
        "#",
        a.parts.column(),
        "cost A",
        "cost B"
    );
    for i in 0..a.calls.len().max(b.calls.len()) {
        let (x, y) = (a.calls.get(i), b.calls.get(i));
        let name = match (x, y) {
            (Some((p, _)), Some((q, _))) if p != q => format!("{} / {}", a.parts.label(p), b.parts.label(q)),
            (Some((p, _)), _) | (None, Some((p, _))) => a.parts.label(p),
            (None, None) => continue,
        };
        let cost = |c: Option<&(String, Cost)>| c.map_or("-".to_string(), |(_, c)| c.cost.to_string());
        let (ca, cb) = (x.map_or(0, |c| c.1.cost), y.map_or(0, |c| c.1.cost));
        let _ = writeln!(out, "  {:>3}  {name:<24} {:>14} {:>14}   {}", i + 1, cost(x), cost(y), change_text(ca, cb));
    }
}

/// The keys of both maps whose costs or reads differ, by absolute cost
/// change (then reads change), largest first.
fn changed<K: Ord + Clone>(a: &BTreeMap<K, Cost>, b: &BTreeMap<K, Cost>) -> (Vec<(K, Cost, Cost)>, usize) {
    let keys: BTreeSet<&K> = a.keys().chain(b.keys()).collect();
    let mut rows = Vec::new();
    let mut unchanged = 0;
    for key in keys {
        let (x, y) = (a.get(key).copied().unwrap_or_default(), b.get(key).copied().unwrap_or_default());
        match x == y {
            true => unchanged += 1,
            false => rows.push((key.clone(), x, y)),
        }
    }
    // A stable sort: equal changes stay in key order.
    rows.sort_by_key(|(_, x, y)| {
        std::cmp::Reverse((change(x.cost, y.cost).unsigned_abs(), change(x.reads, y.reads).unsigned_abs()))
    });
    (rows, unchanged)
}

/// A table of the rows of `a` and `b` that differ, by absolute change
/// (`dmdpy diff`'s per-function and per-line view; `dmdpy test`'s too).
pub fn changes<K: Ord + Clone>(
    title: &str,
    what: &str,
    a: &BTreeMap<K, Cost>,
    b: &BTreeMap<K, Cost>,
    label: impl Fn(&K) -> String,
    out: &mut String,
) {
    let (rows, unchanged) = changed(a, b);
    let _ = writeln!(out, "\n{title}, by absolute change ({} changed, {unchanged} unchanged):", rows.len());
    if rows.is_empty() {
        return;
    }
    let _ = writeln!(
        out,
        "  {:>22} {:>14} {:>14} {:>12} {:>12}   {what}",
        "cost change", "cost A", "cost B", "reads A", "reads B"
    );
    for (key, x, y) in rows {
        let _ = writeln!(
            out,
            "  {:>22} {:>14} {:>14} {:>12} {:>12}   {}",
            change_text(x.cost, y.cost),
            x.cost,
            y.cost,
            x.reads,
            y.reads,
            label(&key)
        );
    }
}

fn histogram(a: &Profile, b: &Profile, out: &mut String) {
    let buckets: BTreeSet<u64> = a.histogram.keys().chain(b.histogram.keys()).copied().collect();
    let _ = writeln!(out, "\ndepths (histogram shift):");
    let _ = writeln!(
        out,
        "  {:>23} {:>12} {:>12} {:>20} {:>14} {:>14} {:>22}",
        "depths", "reads A", "reads B", "reads change", "cost A", "cost B", "cost change"
    );
    for min in buckets {
        let get = |p: &Profile| p.histogram.get(&min).copied();
        let max = get(a).or(get(b)).map_or(min, |(max, _)| max);
        let (x, y) = (get(a).map(|(_, c)| c).unwrap_or_default(), get(b).map(|(_, c)| c).unwrap_or_default());
        let _ = writeln!(
            out,
            "  {:>23} {:>12} {:>12} {:>20} {:>14} {:>14} {:>22}",
            format!("{min}..{max}"),
            x.reads,
            y.reads,
            change_text(x.reads, y.reads),
            x.cost,
            y.cost,
            change_text(x.cost, y.cost)
        );
    }
    // Where the reads sit, in one number per report: the mean bucket.
    let mean = |p: &Profile| {
        let reads: u128 = p.histogram.values().map(|(_, c)| c.reads).sum();
        let weighted: f64 =
            p.histogram.iter().map(|(min, (_, c))| f64::from(min.max(&1).ilog2()) * c.reads as f64).sum();
        (reads > 0).then(|| weighted / reads as f64)
    };
    if let (Some(x), Some(y)) = (mean(a), mean(b)) {
        let _ = writeln!(
            out,
            "  mean log2(depth) bucket: A {x:.2} · B {y:.2} ({:+.2}: reads sit {} as deep)",
            y - x,
            shift_words(y - x)
        );
    }
}

/// `1.41x`, said of a shift of mean log2 bucket.
fn shift_words(delta: f64) -> String {
    format!("{:.2}x", 2f64.powf(delta))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn changes_are_signed_and_relative_to_a() {
        assert_eq!(change_text(100, 106), "+6 (+6.0%)");
        assert_eq!(change_text(8, 0), "-8 (-100.0%)");
        assert_eq!(change_text(0, 5), "+5 (new)");
        assert_eq!(change_text(7, 7), "0");
        assert_eq!(change(u128::MAX, 0), -i128::MAX);
    }

    #[test]
    fn rows_sort_by_absolute_change_then_key() {
        let c = |reads, cost| Cost { reads, cost };
        let a = BTreeMap::from([("x", c(1, 10)), ("y", c(1, 10)), ("z", c(5, 50)), ("w", c(1, 1))]);
        let b = BTreeMap::from([("x", c(1, 4)), ("y", c(1, 16)), ("z", c(5, 50)), ("v", c(2, 30))]);
        let (rows, unchanged) = changed(&a, &b);
        let keys: Vec<&str> = rows.iter().map(|r| r.0).collect();
        assert_eq!(keys, ["v", "x", "y", "w"]);
        assert_eq!(unchanged, 1);
    }

    #[test]
    fn wrong_documents_say_why() {
        let err = |v: Value| profile_of(&v).unwrap_err();
        assert!(err(serde_json::json!({"rows": []})).contains("not a dmdpy report"));
        assert!(
            err(serde_json::json!({"schema_version": 2})).contains("schema_version 2, but this dmdpy reads version 1")
        );
        assert!(err(serde_json::json!({"schema_version": "1"})).contains("schema_version \"1\""));
        let missing = serde_json::json!({"schema_version": 1, "model": "strict", "bytes_per_element": 1,
            "total_cost": 1, "total_reads": 1, "run": null, "measured_calls": [{"function": "f"}]});
        assert!(err(missing).contains("measured_calls[0].reads: not a non-negative integer"));
    }
}
