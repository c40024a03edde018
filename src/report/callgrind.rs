//! `run --callgrind PATH`: a run's per-line and per-function costs in the
//! profile format of Valgrind's callgrind (version 1), so that KCachegrind,
//! QCachegrind and `callgrind_annotate` open it. Two events: `Reads` (words
//! read) and `Cost` (their ByteDMD cost); one cost line per source line,
//! under the `fl=` of its file and the `fn=` of the function holding it.
//!
//! What is profiled: the whole run (strict), or under the reference model,
//! where nothing else is priced, its measured calls together. A function's
//! cost lines are its exclusive (self) costs; after them, one `calls=`
//! entry per call edge (an instruction calling a function) gives the
//! inclusive reads and cost of those calls, callees' callees included,
//! from the call edges the run logged (`TraceSummary::calls`).

use std::collections::BTreeMap;

use std::collections::BTreeSet;

use super::{function_of, CallEdge, FunctionRange, LineCost, RunReport};
use crate::source::{Site, SourceMap};

/// The profile, or why it cannot be written.
pub fn callgrind_text(report: &RunReport, sources: &SourceMap, command: &str) -> Result<String, String> {
    let (lines, priced) = profiled_lines(report);
    // Viewers merge functions by name: a name two functions share gets
    // where each is defined (`helper (prog.dmd:5)`).
    let total_reads: u64 = lines.iter().map(|l| l.reads).sum();
    let total_cost = counter(lines.iter().map(|l| l.cost).sum())?;
    let mut out = String::new();
    out.push_str("# callgrind format\nversion: 1\n");
    out.push_str(&format!("creator: dmdpy {}\n", env!("CARGO_PKG_VERSION")));
    out.push_str(&format!("cmd: {}\n", one_line(command)));
    out.push_str(&format!("desc: Model: {}\n", report.model));
    out.push_str(&format!("desc: Bytes per element: {}\n", report.bytes_per_element));
    out.push_str(&format!("desc: Priced: {priced}\n"));
    // `events:` last, as callgrind writes it: callgrind_annotate takes it
    // for the header's end.
    out.push_str("positions: line\n");
    out.push_str("event: Reads : words read\nevent: Cost : ByteDMD cost, ceil(sqrt(depth)) per byte read\n");
    out.push_str("events: Reads Cost\n");
    out.push_str(&format!("summary: {total_reads} {total_cost}\n\n"));
    let mut names = Names::default();
    let edges = profiled_edges(report);
    let mut grouped = by_file_and_function(&lines, &report.functions);
    // Calls by calling function; a caller with no reads of its own still
    // gets a block for its calls.
    let mut calls_of: BTreeMap<FnKey, Vec<(FnKey, &CallEdge)>> = BTreeMap::new();
    for edge in &edges {
        let caller = function_of(edge.site, &report.functions);
        grouped.entry(caller.0).or_default().entry((caller.1, caller.2)).or_default();
        calls_of.entry(caller).or_default().push((function_of(edge.callee, &report.functions), edge));
    }
    let known: BTreeSet<FnKey> = grouped
        .iter()
        .flat_map(|(&file, functions)| functions.keys().map(move |&(line, name)| (file, line, name)))
        .chain(calls_of.values().flatten().map(|&(callee, _)| callee))
        .collect();
    // Viewers merge functions by name: a name two functions share gets
    // where each is defined (`helper (prog.dmd:5)`).
    let label = |(file, line, name): FnKey| match known.iter().filter(|k| k.2 == name).count() {
        0 | 1 => one_line(name),
        _ => one_line(&format!("{name} ({}:{line})", sources.name(file as usize))),
    };
    for (file, functions) in grouped {
        out.push_str(&format!("fl={}\n", names.file(file, sources)));
        for ((line, name), costs) in functions {
            function_block(&names.function(&label((file, line, name))), &costs, &mut out)?;
            for &(callee, edge) in calls_of.get(&(file, line, name)).map_or(&[][..], Vec::as_slice) {
                // Without `cfi=` the callee is in the caller's file.
                if callee.0 != file {
                    out.push_str(&format!("cfi={}\n", names.file(callee.0, sources)));
                }
                out.push_str(&format!("cfn={}\n", names.function(&label(callee))));
                out.push_str(&format!("calls={} {}\n", edge.calls, callee.1));
                out.push_str(&format!("{} {} {}\n", edge.site.line, edge.reads, counter(edge.cost)?));
            }
        }
    }
    out.push_str(&format!("\ntotals: {total_reads} {total_cost}\n"));
    Ok(out)
}

/// A function: its file, the line of its definition, its name.
type FnKey<'a> = (u32, u32, &'a str);

/// The call edges of what is profiled (merged across measured calls).
fn profiled_edges(report: &RunReport) -> Vec<CallEdge> {
    match &report.run {
        Some(run) => run.calls.clone(),
        None => {
            let mut merged: BTreeMap<(Site, Site), (u64, u64, u128)> = BTreeMap::new();
            for edge in report.measured.iter().flat_map(|m| &m.summary.calls) {
                let entry = merged.entry((edge.site, edge.callee)).or_default();
                entry.0 += edge.calls;
                entry.1 += edge.reads;
                entry.2 = entry.2.saturating_add(edge.cost);
            }
            merged
                .into_iter()
                .map(|((site, callee), (calls, reads, cost))| CallEdge { site, callee, calls, reads, cost })
                .collect()
        }
    }
}

/// The lines profiled and what they are.
fn profiled_lines(report: &RunReport) -> (Vec<LineCost>, &'static str) {
    match &report.run {
        Some(run) => (run.lines.clone(), "the whole run (every read, measured calls included)"),
        None => {
            let mut merged: BTreeMap<Site, (u64, u128)> = BTreeMap::new();
            for line in report.measured.iter().flat_map(|m| &m.summary.lines) {
                let entry = merged.entry(line.site).or_default();
                entry.0 += line.reads;
                entry.1 += line.cost;
            }
            let lines = merged.into_iter().map(|(site, (reads, cost))| LineCost { site, reads, cost }).collect();
            // Strict prices the whole run unless the run was stopped first.
            let what = match report.model {
                "strict" => "the measured calls together (the run was stopped before the whole run was priced)",
                _ => "the measured calls together (the reference model prices nothing else)",
            };
            (lines, what)
        }
    }
}

/// Per file, per function (keyed by its definition line and name), the
/// function's lines, in source order.
type Grouped<'a> = BTreeMap<u32, BTreeMap<(u32, &'a str), Vec<&'a LineCost>>>;

fn by_file_and_function<'a>(lines: &'a [LineCost], functions: &'a [FunctionRange]) -> Grouped<'a> {
    let mut grouped: Grouped = BTreeMap::new();
    for line in lines {
        let (file, first_line, name) = function_of(line.site, functions);
        grouped.entry(file).or_default().entry((first_line, name)).or_default().push(line);
    }
    grouped
}

/// One function's own cost lines: `line reads cost`.
fn function_block(name: &str, lines: &[&LineCost], out: &mut String) -> Result<(), String> {
    out.push_str(&format!("fn={name}\n"));
    for l in lines {
        out.push_str(&format!("{} {} {}\n", l.site.line, l.reads, counter(l.cost)?));
    }
    Ok(())
}

/// A cost as callgrind's 64-bit counter.
fn counter(cost: u128) -> Result<u64, String> {
    u64::try_from(cost).map_err(|_| format!("a cost of {cost} does not fit callgrind's 64-bit counters"))
}

/// Position names end at the line's end.
fn one_line(text: &str) -> String {
    text.replace(['\n', '\r'], " ")
}

/// The format's name compression: a file or function gets a number at its
/// first mention, `(1) name`, and is `(1)` after that.
#[derive(Default)]
struct Names {
    files: BTreeMap<u32, usize>,
    functions: BTreeMap<String, usize>,
}

impl Names {
    fn file(&mut self, file: u32, sources: &SourceMap) -> String {
        if let Some(id) = self.files.get(&file) {
            return format!("({id})");
        }
        let id = self.files.len() + 1;
        self.files.insert(file, id);
        format!("({id}) {}", one_line(sources.name(file as usize)))
    }

    fn function(&mut self, label: &str) -> String {
        if let Some(id) = self.functions.get(label) {
            return format!("({id})");
        }
        let id = self.functions.len() + 1;
        self.functions.insert(label.to_string(), id);
        format!("({id}) {label}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_compressed_after_their_first_mention() {
        let mut names = Names::default();
        let mut sources = SourceMap::new();
        sources.add("a.dmd", "");
        assert_eq!(names.file(0, &sources), "(1) a.dmd");
        assert_eq!(names.file(0, &sources), "(1)");
        assert_eq!(names.function("f"), "(1) f");
        assert_eq!(names.function("g"), "(2) g");
        assert_eq!(names.function("f"), "(1)");
        assert_eq!(counter(u128::from(u64::MAX)), Ok(u64::MAX));
        assert!(counter(u128::from(u64::MAX) + 1).is_err());
    }

    /// Without the whole run's summary, the profile says why only the
    /// measured calls are priced: the model, or a strict run stopped
    /// before its end.
    #[test]
    fn the_profile_says_what_it_prices() {
        let report = |model: &'static str, run: Option<crate::cost::tally::TraceSummary>| RunReport {
            model,
            bytes_per_element: 1,
            run,
            measured: Vec::new(),
            functions: Vec::new(),
            wall_seconds: 0.0,
            steps: None,
        };
        let said = |r: &RunReport| profiled_lines(r).1;
        assert_eq!(
            said(&report("reference", None)),
            "the measured calls together (the reference model prices nothing else)"
        );
        assert_eq!(
            said(&report("strict", None)),
            "the measured calls together (the run was stopped before the whole run was priced)"
        );
        assert_eq!(
            said(&report("strict", Some(Default::default()))),
            "the whole run (every read, measured calls included)"
        );
    }
}
