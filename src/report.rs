//! Cost reports over a priced run: attribution of every read to the source
//! line of the instruction that performed it and to the function whose
//! body holds that line, depth histograms, the `--profile` listing, the
//! `--json` document (schema in docs/commands.md, "Cost report JSON", version
//! `SCHEMA_VERSION`) and the invariant that the parts add up exactly to
//! the whole.

pub mod callgrind;
pub mod diff;
pub mod html;
pub mod steps;

use std::collections::BTreeMap;
use std::fmt::Write;

use serde_json::json;

use crate::cost::sites::Sites;
use crate::source::{Site, SourceMap};
use crate::terminal::{printable, printable_line};

/// Version of the `--json` document's layout.
pub const SCHEMA_VERSION: u32 = 1;

pub use crate::cost::tally::{CallEdge, LineCost, MeasuredCall, TimePoint, TraceSummary};
pub use crate::syntax::functions::FunctionRange;

/// A function's total, keyed by where it is defined: two functions of one
/// name (nested `def`s, lambdas) stay apart.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FunctionCost {
    pub name: String,
    /// The file and first line of the definition (`<module>`: line 0).
    pub file: u32,
    pub line: u32,
    pub reads: u64,
    pub cost: u128,
}

/// Everything a run's reports need.
#[derive(Debug, Clone)]
pub struct RunReport {
    pub model: &'static str,
    pub bytes_per_element: i64,
    /// Strict: the whole run's own trace.
    pub run: Option<TraceSummary>,
    pub measured: Vec<MeasuredCall>,
    pub functions: Vec<FunctionRange>,
    pub wall_seconds: f64,
    /// Strict, when asked for (`run --html`): the run's stack, read by read.
    pub steps: Option<steps::Steps>,
}

/// Summarizes reads at `depths` made at `sites` (parallel slices), one
/// word each (the pricing loop sums its blocks with the same `Tally`).
pub fn summarize(depths: &[u32], sites: &Sites, peak_live: usize, bytes_per_element: i64) -> TraceSummary {
    let mut tally = crate::cost::tally::Tally::new(bytes_per_element);
    for (&depth, site) in depths.iter().zip(sites.each_word()) {
        tally.block(depth, 1, site, 0);
    }
    tally.finish(peak_live)
}

/// Per-line totals, in (file, line) order.
pub fn by_line(depths: &[u32], sites: &Sites, bytes_per_element: i64) -> Vec<LineCost> {
    summarize(depths, sites, 0, bytes_per_element).lines
}

/// The innermost function whose lines hold `site`, or `<module>`.
/// The innermost function holding `site`: (file, first line, name); the
/// module's top level is line 0 of its file.
fn function_of(site: Site, functions: &[FunctionRange]) -> (u32, u32, &str) {
    functions
        .iter()
        .filter(|f| f.file == site.file && f.first_line <= site.line && site.line <= f.last_line)
        .min_by_key(|f| f.last_line - f.first_line)
        .map(|f| (f.file, f.first_line, f.name.as_str()))
        .unwrap_or((site.file, 0, "<module>"))
}

/// Per-function totals, costliest first; they add up to the lines' total.
pub fn by_function(lines: &[LineCost], functions: &[FunctionRange]) -> Vec<FunctionCost> {
    let mut totals: BTreeMap<(u32, u32, &str), (u64, u128)> = BTreeMap::new();
    for line in lines {
        let entry = totals.entry(function_of(line.site, functions)).or_default();
        entry.0 += line.reads;
        entry.1 += line.cost;
    }
    let mut out: Vec<FunctionCost> = totals
        .into_iter()
        .map(|((file, line, name), (reads, cost))| FunctionCost { name: name.to_string(), file, line, reads, cost })
        .collect();
    out.sort_by(|a, b| b.cost.cmp(&a.cost).then_with(|| (&a.name, a.file, a.line).cmp(&(&b.name, b.file, b.line))));
    out
}

/// A function's label in listings: its name, and its definition line when
/// another function of the run has the same name.
fn function_label(f: &FunctionCost, all: &[FunctionCost]) -> String {
    if all.iter().filter(|g| g.name == f.name).count() > 1 {
        format!("{} (line {})", f.name, f.line)
    } else {
        f.name.clone()
    }
}

/// Checks that lines and functions add up exactly to the summary's totals.
pub fn check_sums(summary: &TraceSummary, functions: &[FunctionRange]) -> Result<(), String> {
    let (reads, cost) = summary.lines.iter().fold((0, 0), |(r, c), l| (r + l.reads, c + l.cost));
    if reads != summary.reads || cost != summary.cost {
        return Err(format!("per-line totals {reads} reads / {cost} differ from {} / {}", summary.reads, summary.cost));
    }
    let per_function = by_function(&summary.lines, functions);
    let (reads, cost) = per_function.iter().fold((0, 0), |(r, c), f| (r + f.reads, c + f.cost));
    if reads != summary.reads || cost != summary.cost {
        return Err(format!(
            "per-function totals {reads} reads / {cost} differ from {} / {}",
            summary.reads, summary.cost
        ));
    }
    Ok(())
}

// ----- the --profile listing -----

/// Share of the total at or above which a line is marked hot.
const HOT_PERCENT: f64 = 10.0;

/// Looks at the heap budget and the clock between two measured calls of
/// a report: a run can make millions of measured calls, and each is
/// kilobytes of report, made after the run (found by `tests/mutfuzz`: a
/// `traced_eval` loop under `--max-memory 64` made a 1.2 GB `--json`
/// document for 10 s past `--timeout 1`). The report of a run the clock
/// stopped is still made when it takes less than `REPORT_GRACE`. The
/// error says which limit.
pub fn within_limits() -> Result<(), String> {
    let refused = |e: Box<crate::error::Exception>| format!("the report was not made: {}", printable(&e.headline()));
    crate::sandbox::memory::check().map_err(refused)?;
    let deadline = *REPORT_DEADLINE.lock().unwrap_or_else(|e| e.into_inner());
    match deadline {
        Some(deadline) if std::time::Instant::now() > deadline + REPORT_GRACE => Err(format!(
            "the report was not made: it would have taken the run past its --timeout by more than {} s",
            REPORT_GRACE.as_secs_f64()
        )),
        _ => Ok(()),
    }
}

/// When the run's `--timeout` ends: the run's clock stays on the thread
/// that ran it, and reports are made after, on the caller's thread.
/// Process-wide: one run at a time sets it (`api::run` holds its lock).
static REPORT_DEADLINE: std::sync::Mutex<Option<std::time::Instant>> = std::sync::Mutex::new(None);

/// Reports made from now on look at `deadline` (None: no deadline); set
/// by each run before it starts.
pub fn report_by(deadline: Option<std::time::Instant>) {
    *REPORT_DEADLINE.lock().unwrap_or_else(|e| e.into_inner()) = deadline;
}

/// How long past `--timeout` a report may still be made.
const REPORT_GRACE: std::time::Duration = std::time::Duration::from_millis(250);

/// The annotated source listing of `--profile`: the run (strict), then a
/// section per measured call; an error when a limit stops it
/// (`within_limits`, and the heap budget as the text grows).
pub fn profile_text(report: &RunReport, sources: &SourceMap) -> Result<String, String> {
    let mut out = Text::default();
    profile_header(report.model, report.bytes_per_element, &mut out).map_err(|_| out.refusal())?;
    if let Some(run) = &report.run {
        let title = format!("the run: cost {} · {} reads · peak live {}", run.cost, run.reads, run.peak_live);
        section(&title, &mut out).map_err(|_| out.refusal())?;
        listing(run, &report.functions, sources, &mut out).map_err(|_| out.refusal())?;
    }
    for (i, call) in report.measured.iter().enumerate() {
        within_limits()?;
        let s = &call.summary;
        let title = format!(
            "measured call {} · {}() at line {} · cost {} · {} reads · peak live {}",
            i + 1,
            printable(&call.function),
            call.call_site.line,
            s.cost,
            s.reads,
            s.peak_live
        );
        section(&title, &mut out).map_err(|_| out.refusal())?;
        listing(s, &report.functions, sources, &mut out).map_err(|_| out.refusal())?;
    }
    if report.run.is_none() && report.measured.is_empty() {
        let nothing = "\nnothing was metered (the reference model meters only bytedmd/traced_eval calls)\n";
        out.write_str(nothing).map_err(|_| out.refusal())?;
    }
    Ok(out.text)
}

/// A report's text, grown inside the heap budget: each piece asks for
/// its room first, and the first refusal ends the report (a listing per
/// measured call, thousands of calls, grew a 24 MiB string past a 64 MiB
/// budget unasked).
#[derive(Default)]
struct Text {
    text: String,
    refused: Option<Box<crate::error::Exception>>,
}

impl Text {
    /// Why the text stopped growing, as `within_limits` says it.
    fn refusal(&mut self) -> String {
        let why = self.refused.take().map_or_else(|| "MemoryError".to_string(), |e| e.headline());
        format!("the report was not made: {}", printable(&why))
    }
}

impl Write for Text {
    fn write_str(&mut self, s: &str) -> std::fmt::Result {
        match crate::sandbox::memory::make_room_str(&mut self.text, s.len()) {
            Ok(()) => {
                self.text.push_str(s);
                Ok(())
            }
            Err(e) => {
                self.refused.get_or_insert(e);
                Err(std::fmt::Error)
            }
        }
    }
}

/// What one seed of `dmdpy score` priced, part by part.
pub struct ScoreParts<'a> {
    pub model: &'static str,
    pub seed: i64,
    /// Strict: loading the submission's module, on a stack of its own.
    pub load: Option<&'a TraceSummary>,
    /// The measured call `solve(x, y, n_bits, k_sparse)`.
    pub solve: &'a TraceSummary,
}

/// `dmdpy score --profile`: the listing of exactly what the scorer prices
/// for one seed — the module's load (strict) and the measured call — and
/// their sum, the seed's cost on the leaderboard; an error when the heap
/// budget stops it.
pub fn score_profile_text(
    parts: &ScoreParts,
    functions: &[FunctionRange],
    sources: &SourceMap,
) -> Result<String, String> {
    let mut out = Text::default();
    score_profile(parts, functions, sources, &mut out).map_err(|_| out.refusal())?;
    Ok(out.text)
}

fn score_profile(
    parts: &ScoreParts,
    functions: &[FunctionRange],
    sources: &SourceMap,
    out: &mut Text,
) -> std::fmt::Result {
    profile_header(parts.model, 1, out)?;
    let load_cost = parts.load.map_or(0, |l| l.cost);
    writeln!(
        out,
        "seed {}: cost {} = {}solve {}",
        parts.seed,
        load_cost + parts.solve.cost,
        parts.load.map_or(String::new(), |l| format!("load {} + ", l.cost)),
        parts.solve.cost
    )?;
    if let Some(load) = parts.load {
        let title =
            format!("loading the module: cost {} · {} reads · peak live {}", load.cost, load.reads, load.peak_live);
        section(&title, out)?;
        if load.reads == 0 {
            out.write_str("(no reads)\n")?;
        } else {
            listing(load, functions, sources, out)?;
        }
    }
    let s = parts.solve;
    let title = format!(
        "the measured call solve(x, y, n_bits, k_sparse): cost {} · {} reads · peak live {}",
        s.cost, s.reads, s.peak_live
    );
    section(&title, out)?;
    listing(s, functions, sources, out)
}

fn profile_header(model: &str, bytes_per_element: i64, out: &mut impl Write) -> std::fmt::Result {
    writeln!(out, "dmdpy profile · model {model} · {bytes_per_element} byte(s) per element")
}

fn section(title: &str, out: &mut impl Write) -> std::fmt::Result {
    write!(out, "\n== {title} ==\n")
}

fn listing(
    summary: &TraceSummary,
    functions: &[FunctionRange],
    sources: &SourceMap,
    out: &mut impl Write,
) -> std::fmt::Result {
    let total = summary.cost.max(1) as f64;
    writeln!(out, "{:>6} {:>10} {:>12} {:>7}   source", "line", "reads", "cost", "%")?;
    let mut by_file: BTreeMap<u32, Vec<&LineCost>> = BTreeMap::new();
    for line in &summary.lines {
        by_file.entry(line.site.file).or_default().push(line);
    }
    for (file, lines) in by_file {
        writeln!(out, "-- {}", printable(sources.name(file as usize)))?;
        let costs: BTreeMap<u32, &LineCost> = lines.iter().map(|l| (l.site.line, *l)).collect();
        let (first, last) = (costs.keys().next().copied().unwrap_or(1), costs.keys().last().copied().unwrap_or(0));
        for number in first..=last {
            let text = printable_line(sources.line_text(file as usize, number));
            match costs.get(&number) {
                Some(l) => {
                    let percent = 100.0 * l.cost as f64 / total;
                    let mark = if percent >= HOT_PERCENT { "*" } else { " " };
                    writeln!(out, "{number:>6} {:>10} {:>12} {percent:>6.1}%{mark}  {text}", l.reads, l.cost)?;
                }
                None => writeln!(out, "{number:>6} {:>10} {:>12} {:>7}   {text}", "", "", "")?,
            }
        }
    }
    out.write_str("per function:\n")?;
    let per_function = by_function(&summary.lines, functions);
    for f in &per_function {
        let percent = 100.0 * f.cost as f64 / total;
        let label = printable(&function_label(f, &per_function));
        writeln!(out, "  {label:<24} {:>10} reads {:>12} cost {percent:>6.1}%", f.reads, f.cost)?;
    }
    out.write_str("depths:\n")?;
    for b in &summary.histogram {
        writeln!(out, "  {:>10}..{:<10} {:>10} reads {:>12} cost", b.min_depth, b.max_depth, b.reads, b.cost)?;
    }
    Ok(())
}

// ----- the trace listing -----

/// The IR of a priced trace in `format_ir`'s text, each READ and OP line
/// followed by the source line it is attributed to, and totals that count
/// every read (escape reads included, unlike `format_ir`), added to `out`.
/// The text of a long run is many times its IR: it grows inside the heap
/// budget and under the clock (`StrBuilder`), as a program's strings do.
pub fn ir_text(
    out: &mut crate::sandbox::paced::StrBuilder,
    ir: &[crate::cost::IrEntry],
    sites: &Sites,
    sources: &SourceMap,
    bytes_per_element: i64,
) -> crate::error::RtResult<()> {
    use crate::cost::IrEntry;
    let mut reads = sites.cursor();
    let mut last_site: Option<Site> = None;
    let (mut n_reads, mut total) = (0u64, 0u128);
    for entry in ir {
        let (text, _) = crate::cost::format_ir_entry(entry)?;
        let site = match entry {
            IrEntry::Read { depth, width, .. } => {
                // A wide block is `width` reads, one per word (each with its
                // site), priced together: a block of millions of words is
                // no longer to list than one.
                if let Some(last) = width.checked_sub(1) {
                    n_reads += u64::from(*width);
                    let (from, to) = (u64::from(*depth), u64::from(*depth) + u64::from(last));
                    total = total.saturating_add(crate::cost::tally::span_cost(from, to, bytes_per_element));
                    last_site = reads.take(*width);
                }
                last_site
            }
            IrEntry::Op { .. } => last_site,
            IrEntry::Store(_) => None,
        };
        match site {
            Some(s) => {
                out.push_str(&format!("{text:<44} # {}:{}\n", printable(sources.name(s.file as usize)), s.line))?
            }
            None => out.push_str(&format!("{text}\n"))?,
        }
    }
    out.push_str(&format!("# {n_reads} reads, total cost = {total}\n"))
}

// ----- the --json document -----

fn summary_json(
    summary: &TraceSummary,
    functions: &[FunctionRange],
    sources: &SourceMap,
    bpe: i64,
) -> serde_json::Value {
    json!({
        "cost": summary.cost,
        "reads": summary.reads,
        "peak_live_elements": summary.peak_live,
        "peak_live_bytes": summary.peak_live as u128 * bpe.max(0) as u128,
        "histogram": summary.histogram.iter().map(|b| json!({
            "min_depth": b.min_depth, "max_depth": b.max_depth, "reads": b.reads, "cost": b.cost,
        })).collect::<Vec<_>>(),
        "lines": summary.lines.iter().map(|l| json!({
            "file": sources.name(l.site.file as usize), "line": l.site.line, "reads": l.reads, "cost": l.cost,
        })).collect::<Vec<_>>(),
        "functions": by_function(&summary.lines, functions).iter().map(|f| json!({
            "name": f.name, "file": sources.name(f.file as usize), "line": f.line, "reads": f.reads, "cost": f.cost,
        })).collect::<Vec<_>>(),
        "timeline": summary.timeline.iter().map(|p| json!({
            "reads": p.reads, "cost": p.cost, "live": p.live,
        })).collect::<Vec<_>>(),
    })
}

/// What one seed of `dmdpy score` priced, for its `--json` (and for
/// `dmdpy diff` of two of them): the load's summary (strict; else null)
/// and the measured call's, as `--json` writes a summary, without the
/// timeline (per seed of every submission, it would outweigh the rest).
pub fn score_priced_json(parts: &ScoreParts, functions: &[FunctionRange], sources: &SourceMap) -> serde_json::Value {
    let part = |summary: &TraceSummary| {
        let mut v = summary_json(summary, functions, sources, 1);
        if let Some(fields) = v.as_object_mut() {
            fields.remove("timeline");
        }
        v
    };
    json!({ "load": parts.load.map(part), "solve": part(parts.solve) })
}

/// One of the `--json` report's `measured_calls`.
fn measured_json(m: &MeasuredCall, functions: &[FunctionRange], sources: &SourceMap, bpe: i64) -> serde_json::Value {
    let mut v = summary_json(&m.summary, functions, sources, bpe);
    v["function"] = json!(m.function);
    v["call_line"] = json!(m.call_site.line);
    v["call_file"] = json!(sources.name(m.call_site.file as usize));
    v
}

/// The run's cost and reads (strict), or its measured calls' totals
/// (reference, where nothing else is priced).
pub fn run_totals(report: &RunReport) -> (u128, u64) {
    match &report.run {
        Some(r) => (r.cost, r.reads),
        None => report.measured.iter().fold((0, 0), |(c, n), m| (c + m.summary.cost, n + m.summary.reads)),
    }
}

/// The `--json` report. `with_time` includes the wall time (off for goldens).
pub fn json_document(report: &RunReport, sources: &SourceMap, with_time: bool) -> Result<serde_json::Value, String> {
    let bpe = report.bytes_per_element;
    let measured = (report.measured.iter())
        .map(|m| within_limits().map(|()| measured_json(m, &report.functions, sources, bpe)))
        .collect::<Result<Vec<_>, String>>()?;
    let mut doc = json!({
        "schema_version": SCHEMA_VERSION,
        "model": report.model,
        "bytes_per_element": bpe,
        "run": report.run.as_ref().map(|r| summary_json(r, &report.functions, sources, bpe)),
        "measured_calls": measured,
    });
    let (cost, reads) = run_totals(report);
    doc["total_cost"] = json!(cost);
    doc["total_reads"] = json!(reads);
    if with_time {
        doc["wall_seconds"] = json!(report.wall_seconds);
    }
    Ok(doc)
}

/// `value` as pretty JSON text, its growth asked of the heap budget and
/// the clock looked at every mebibyte (`within_limits`).
pub fn json_text(value: &serde_json::Value) -> Result<String, String> {
    let mut out = BudgetedText { bytes: Vec::new(), since_look: 0, for_script: false };
    serde_json::to_writer_pretty(&mut out, value).map_err(|e| e.to_string())?;
    out.bytes.push(b'\n');
    String::from_utf8(out.bytes).map_err(|e| e.to_string())
}

/// A report's text as a serializer writes it: its growth asked of the heap
/// budget and the clock looked at every mebibyte (`within_limits`), so a
/// report of a huge run is refused as the run would be, not made unasked.
pub struct BudgetedText {
    pub bytes: Vec<u8>,
    since_look: usize,
    /// JSON to sit inside an HTML `<script>` element: `<`, `>` and `&`
    /// written as `\u003c` and so on (they occur only inside strings,
    /// where the escape means the same, and a program's text could hold
    /// `</script>`).
    for_script: bool,
}

impl BudgetedText {
    /// Text to go after `bytes`, escaped for a `<script>` element when
    /// `for_script`.
    pub fn after(bytes: Vec<u8>, for_script: bool) -> BudgetedText {
        BudgetedText { bytes, since_look: 0, for_script }
    }
}

impl std::io::Write for BudgetedText {
    fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
        self.since_look += bytes.len();
        if self.since_look >= 1 << 20 {
            self.since_look = 0;
            within_limits().map_err(std::io::Error::other)?;
        }
        let refused = |e: Box<crate::error::Exception>| std::io::Error::other(printable(&e.headline()));
        crate::sandbox::memory::make_room(&mut self.bytes, bytes.len()).map_err(refused)?;
        if !self.for_script {
            self.bytes.extend_from_slice(bytes);
            return Ok(bytes.len());
        }
        for &b in bytes {
            match b {
                b'<' | b'>' | b'&' => {
                    crate::sandbox::memory::make_room(&mut self.bytes, 6).map_err(refused)?;
                    self.bytes.extend_from_slice(format!("\\u{:04x}", b).as_bytes());
                }
                _ => self.bytes.push(b),
            }
        }
        Ok(bytes.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_and_buckets_add_up_to_the_total() {
        let site = |line| Site { file: 0, line };
        let depths = [1, 4, 9, 2, 16];
        let mut sites = Sites::default();
        for line in [3, 1, 3, 2, 1] {
            sites.push(site(line), 1);
        }
        let summary = summarize(&depths, &sites, 5, 1);
        assert_eq!(summary.lines.iter().map(|l| l.site.line).collect::<Vec<_>>(), [1, 2, 3]);
        assert_eq!(summary.cost, crate::cost::trace_cost(&depths, 1));
        assert_eq!(summary.lines[0], LineCost { site: site(1), reads: 2, cost: 2 + 4 });
        let buckets: Vec<(u64, u64)> = summary.histogram.iter().map(|b| (b.min_depth, b.reads)).collect();
        assert_eq!(buckets, [(1, 1), (2, 1), (4, 1), (8, 1), (16, 1)]);
        let functions = [FunctionRange { file: 0, first_line: 2, last_line: 3, name: "f".into() }];
        check_sums(&summary, &functions).expect("sums");
        let per_function = by_function(&summary.lines, &functions);
        let f = per_function.iter().find(|f| f.name == "f").expect("f");
        assert_eq!((f.reads, f.cost), (3, 2 + 1 + 3));
        assert_eq!(per_function.iter().map(|f| f.cost).sum::<u128>(), summary.cost);
    }

    #[test]
    fn functions_of_one_name_stay_apart() {
        let site = |line| Site { file: 0, line };
        let mut sites = Sites::default();
        for line in [2, 6, 9] {
            sites.push(site(line), 1);
        }
        let summary = summarize(&[1, 4, 9], &sites, 3, 1);
        let functions = [
            FunctionRange { file: 0, first_line: 1, last_line: 3, name: "helper".into() },
            FunctionRange { file: 0, first_line: 5, last_line: 7, name: "helper".into() },
        ];
        let per_function = by_function(&summary.lines, &functions);
        let keyed: Vec<(&str, u32, u64)> = per_function.iter().map(|f| (f.name.as_str(), f.line, f.reads)).collect();
        assert_eq!(keyed, [("<module>", 0, 1), ("helper", 5, 1), ("helper", 1, 1)]);
        assert_eq!(function_label(&per_function[1], &per_function), "helper (line 5)");
        assert_eq!(function_label(&per_function[0], &per_function), "<module>");
    }
}
