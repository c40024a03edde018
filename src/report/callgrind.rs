//! `run --callgrind PATH`: a run's per-line and per-function costs in the
//! profile format of Valgrind's callgrind (version 1), so that KCachegrind,
//! QCachegrind and `callgrind_annotate` open it. Two events: `Reads` (words
//! read) and `Cost` (their ByteDMD cost); one cost line per source line,
//! under the `fl=` of its file and the `fn=` of the function holding it.
//!
//! What is profiled: the whole run (strict), or under the reference model,
//! where nothing else is priced, its measured calls together. The costs
//! are exclusive (self) costs: inclusive costs through calls (`calls=`
//! lines) need the call edges the metering core does not record yet; they
//! belong in `function_block`, after a function's own cost lines.

use std::collections::BTreeMap;

use super::{by_function, function_of, FunctionRange, LineCost, RunReport};
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
    let totals = by_function(&lines, &report.functions);
    for (file, functions) in by_file_and_function(&lines, &report.functions) {
        out.push_str(&format!("fl={}\n", names.file(file, sources)));
        for ((line, name), costs) in functions {
            let twins = totals.iter().filter(|f| f.name == name).count();
            let label = match twins {
                0 | 1 => one_line(name),
                _ => one_line(&format!("{name} ({}:{line})", sources.name(file as usize))),
            };
            function_block(&names.function(&label), &costs, &mut out)?;
        }
    }
    out.push_str(&format!("\ntotals: {total_reads} {total_cost}\n"));
    Ok(out)
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
            (lines, "the measured calls together (the reference model prices nothing else)")
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

/// One function's cost lines: `line reads cost`. (Its `calls=` lines will
/// follow here once calls are recorded.)
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
}
