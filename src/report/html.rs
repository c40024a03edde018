//! `run --html` and `score --html`: one self-contained HTML page of a
//! priced run — the summary and the command that made it, a depth
//! histogram per priced trace (inline SVG drawn here, on axes shared by
//! all of them so they compare at a glance), the source listing shaded by
//! each line's share of the cost with per-function totals, the cost and the
//! live stack over the run (inline SVG of each trace's bounded timeline)
//! (the listing drawn by the
//! page's own small script from the embedded data, so that a click can
//! filter it), and for small strict runs a step-through of the stack.
//!
//! Nothing is fetched: style, script and data are inline. The data holds
//! each trace's object of the `--json` document as it is, the text of the
//! files that were read from, and the step-through (at most
//! `steps::MAX_READS` reads and `steps::MAX_EVENTS` events): it grows with the source and the number of
//! measured calls, never with the number of reads.

use std::collections::{BTreeMap, BTreeSet};

use serde_json::{json, Value};

use super::steps::{Steps, MAX_EVENTS, MAX_READS, SHOWN};
use super::{measured_json, run_totals, summary_json, FunctionRange, RunReport, ScoreParts, TraceSummary};
use crate::source::SourceMap;

const STYLE: &str = include_str!("html/page.css");
const SCRIPT: &str = include_str!("html/page.js");

/// One priced trace on the page.
pub struct Section<'a> {
    pub title: String,
    pub summary: &'a TraceSummary,
    /// Its object in the `--json` document, embedded as it is.
    pub report: Value,
    /// Its histogram gets a row of its own (the run's, above its calls').
    pub own_row: bool,
}

/// What the step-through panel shows.
pub enum StepPanel<'a> {
    Run(&'a Steps),
    /// Why there is none.
    Unavailable(&'static str),
}

/// Everything one page shows.
pub struct Page<'a> {
    /// What the page is of (the program).
    pub title: String,
    /// The command line that made it.
    pub command: String,
    /// The summary table: (label, value) rows.
    pub facts: Vec<(String, String)>,
    pub sections: Vec<Section<'a>>,
    pub functions: &'a [FunctionRange],
    pub sources: &'a SourceMap,
    pub steps: StepPanel<'a>,
}

/// The page of `dmdpy run --html`: the run (strict) and each measured call.
pub fn run_page(report: &RunReport, sources: &SourceMap, program: &str, command: &str) -> Result<String, String> {
    let bpe = report.bytes_per_element;
    let mut sections = Vec::new();
    if let Some(run) = &report.run {
        let report_json = summary_json(run, &report.functions, sources, bpe);
        sections.push(Section { title: "the run".into(), summary: run, report: report_json, own_row: true });
    }
    for (i, m) in report.measured.iter().enumerate() {
        crate::report::within_limits()?;
        // The program is file 0: its calls need no file name.
        let at = match m.call_site.file {
            0 => format!("line {}", m.call_site.line),
            f => format!("{}:{}", sources.name(f as usize), m.call_site.line),
        };
        sections.push(Section {
            title: format!("call {}: {}() at {at}", i + 1, m.function),
            summary: &m.summary,
            report: measured_json(m, &report.functions, sources, bpe),
            own_row: false,
        });
    }
    let steps = match (&report.steps, &report.run) {
        (Some(steps), Some(_)) => StepPanel::Run(steps),
        (_, None) if report.model == "reference" => StepPanel::Unavailable(
            "the reference model prices only the measured calls: there is no run to step through",
        ),
        (_, None) => StepPanel::Unavailable("the run was stopped by a limit before it was priced"),
        (None, Some(_)) => StepPanel::Unavailable("the step-through was not recorded for this run"),
    };
    let page = Page {
        title: program.to_string(),
        command: command.to_string(),
        facts: run_facts(report),
        sections,
        functions: &report.functions,
        sources,
        steps,
    };
    render(&page)
}

fn run_facts(report: &RunReport) -> Vec<(String, String)> {
    let bpe = report.bytes_per_element;
    let (cost, reads) = run_totals(report);
    let peak = match &report.run {
        Some(r) => r.peak_live,
        None => report.measured.iter().map(|m| m.summary.peak_live).max().unwrap_or(0),
    };
    let measured_cost: u128 = report.measured.iter().map(|m| m.summary.cost).sum();
    let whose = match report.run {
        Some(_) => "the whole run",
        None => "the measured calls (nothing else is priced)",
    };
    vec![
        ("model".into(), report.model.to_string()),
        ("bytes per element".into(), bpe.to_string()),
        ("cost".into(), format!("{} for {whose}", grouped(cost))),
        ("reads".into(), grouped(u128::from(reads))),
        ("peak live".into(), peak_text(peak, bpe)),
        ("measured calls".into(), format!("{} (cost {} alone)", report.measured.len(), grouped(measured_cost))),
        ("wall time".into(), format!("{:.3} s", report.wall_seconds)),
    ]
}

fn peak_text(elements: usize, bpe: i64) -> String {
    let bytes = elements as u128 * bpe.max(0) as u128;
    format!("{} elements ({} bytes)", grouped(elements as u128), grouped(bytes))
}

/// The page of `dmdpy score --html`: what the scorer priced for one seed.
pub fn score_page(
    parts: &ScoreParts,
    functions: &[FunctionRange],
    sources: &SourceMap,
    program: &str,
    command: &str,
) -> Result<String, String> {
    let mut sections = Vec::new();
    if let Some(load) = parts.load {
        let report = summary_json(load, functions, sources, 1);
        sections.push(Section { title: "loading the module".into(), summary: load, report, own_row: false });
    }
    let report = summary_json(parts.solve, functions, sources, 1);
    let title = "the measured call solve(x, y, n_bits, k_sparse)".into();
    sections.push(Section { title, summary: parts.solve, report, own_row: false });
    let load_cost = parts.load.map_or(0, |l| l.cost);
    let cost = match parts.load {
        Some(l) => format!(
            "{} = load {} + solve {}",
            grouped(l.cost + parts.solve.cost),
            grouped(l.cost),
            grouped(parts.solve.cost)
        ),
        None => format!("{} (the measured call alone)", grouped(load_cost + parts.solve.cost)),
    };
    let facts = vec![
        ("model".into(), parts.model.to_string()),
        ("bytes per element".into(), "1".into()),
        ("seed".into(), parts.seed.to_string()),
        ("cost".into(), cost),
        ("reads".into(), grouped(u128::from(parts.solve.reads + parts.load.map_or(0, |l| l.reads)))),
        ("peak live (solve)".into(), peak_text(parts.solve.peak_live, 1)),
    ];
    let page = Page {
        title: program.to_string(),
        command: command.to_string(),
        facts,
        sections,
        functions,
        sources,
        steps: StepPanel::Unavailable("score pages have no step-through (the worker keeps no event log)"),
    };
    render(&page)
}

/// The whole document; an error when it would pass the heap budget or
/// the report's deadline.
pub fn render(page: &Page) -> Result<String, String> {
    let axes = Axes::of(&page.sections);
    let mut out = String::with_capacity(64 << 10);
    out.push_str("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n");
    out.push_str("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n");
    // First, so that an error anywhere later is caught into the DOM.
    out.push_str(
        "<script>window.addEventListener(\"error\", function (e) { \
         document.documentElement.setAttribute(\"data-error\", String(e.message)); });</script>\n",
    );
    out.push_str(&format!(
        "<title>dmdpy · {}</title>\n<style>\n{STYLE}</style>\n</head>\n<body>\n",
        escape(&page.title)
    ));
    out.push_str(&format!(
        "<header><h1>dmdpy report · {}</h1>\n<p class=\"command\">made by <code>{}</code> (dmdpy {})</p></header>\n",
        escape(&page.title),
        escape(&page.command),
        env!("CARGO_PKG_VERSION")
    ));
    out.push_str("<section id=\"summary\"><h2>Summary</h2>\n<table class=\"facts\">\n");
    for (label, value) in &page.facts {
        out.push_str(&format!("<tr><th>{}</th><td>{}</td></tr>\n", escape(label), escape(value)));
    }
    out.push_str("</table></section>\n");
    histograms(page, &axes, &mut out);
    timelines(page, &mut out);
    out.push_str(
        "<section id=\"profile\"><h2>Cost by line</h2>\n\
         <p class=\"hint\">Pick a priced trace; click a function or a line to show only that function, click it again to show all.</p>\n\
         <nav id=\"tabs\"></nav><div id=\"filter\"></div>\n\
         <div class=\"columns\"><div id=\"functions\"></div><div id=\"listing\"></div></div></section>\n",
    );
    out.push_str("<section id=\"steps\"><h2>Step-through of the stack</h2><div id=\"stepper\"></div></section>\n");
    out.push_str("<noscript><p>The listing and the step-through are drawn by the page's script; the summary and the histograms are not.</p></noscript>\n");
    out.push_str("<script type=\"application/json\" id=\"dmdpy-data\">");
    let mut out = write_script_json(out.into_bytes(), &page_data(page))?;
    out.push_str("</script>\n");
    out.push_str(&format!("<script>\n{SCRIPT}</script>\n</body>\n</html>\n"));
    Ok(out)
}

// ----- the embedded data -----

/// The data the page's script draws from, borrowing the sections'
/// reports: a run of 33,000 measured calls had them copied into a second
/// tree, then its text copied three times, 140 MiB past `--max-memory 128`.
/// Fields in the order `json!` wrote them (sorted).
#[derive(serde::Serialize)]
struct PageData<'p> {
    command: &'p str,
    files: Vec<Value>,
    functions: Vec<Value>,
    sections: Vec<SectionData<'p>>,
    steps: Value,
    title: &'p str,
}

#[derive(serde::Serialize)]
struct SectionData<'p> {
    report: &'p Value,
    title: &'p str,
}

fn page_data<'p>(page: &'p Page) -> PageData<'p> {
    let files = files_read(page);
    let file_index: BTreeMap<u32, usize> = files.iter().enumerate().map(|(i, &f)| (f, i)).collect();
    let sources = page.sources;
    PageData {
        command: &page.command,
        files: files
            .iter()
            .map(|&f| {
                json!({
                    "name": sources.name(f as usize),
                    "lines": sources.text(f as usize).lines().collect::<Vec<_>>(),
                })
            })
            .collect(),
        functions: page
            .functions
            .iter()
            .filter(|f| file_index.contains_key(&f.file))
            .map(|f| {
                json!({
                    "name": f.name, "file": sources.name(f.file as usize), "first_line": f.first_line, "last_line": f.last_line,
                })
            })
            .collect(),
        sections: page.sections.iter().map(|s| SectionData { report: &s.report, title: &s.title }).collect(),
        steps: steps_data(&page.steps, &file_index),
        title: &page.title,
    }
}

/// The files any section read from, in file-id order.
fn files_read(page: &Page) -> Vec<u32> {
    let files: BTreeSet<u32> = page.sections.iter().flat_map(|s| s.summary.lines.iter().map(|l| l.site.file)).collect();
    files.into_iter().collect()
}

fn steps_data(panel: &StepPanel, file_index: &BTreeMap<u32, usize>) -> Value {
    let steps = match panel {
        StepPanel::Unavailable(why) => return json!({"state": "unavailable", "message": why}),
        StepPanel::Run(steps) => steps,
    };
    match steps {
        Steps::TooLarge { reads, events } => json!({
            "state": "too_large", "reads": reads, "max_reads": MAX_READS, "events": events, "max_events": MAX_EVENTS,
        }),
        Steps::Disagrees(why) => json!({
            "state": "disagrees",
            "message": format!("the re-simulated stack disagrees with the pricing ({why}); please report this program"),
        }),
        Steps::Ready(s) => json!({
            "state": "ready",
            "max_reads": MAX_READS,
            "shown": SHOWN,
            "words": s.reads.iter().map(|r| u64::from(r.block.width)).sum::<u64>(),
            // [blocks, words, key, width, key, width, ...] (top first).
            "batches": s.batches.iter().map(|b| {
                let mut row = vec![json!(b.blocks), json!(b.words)];
                row.extend(b.top.iter().flat_map(|t| [json!(t.key), json!(t.width)]));
                row
            }).collect::<Vec<_>>(),
            // [batch, key, width, depth, imported, cost, file index, line].
            "reads": s.reads.iter().map(|r| json!([
                r.batch, r.block.key, r.block.width, r.depth, u8::from(r.imported), r.cost,
                file_index.get(&r.site.file).map_or(-1, |&i| i as i64), r.site.line,
            ])).collect::<Vec<_>>(),
        }),
    }
}

/// `data` as JSON that can sit inside a `<script>` element, appended to
/// `page`: no `<`, `>` or `&` (a program's text could hold `</script>`;
/// they occur only inside strings, where `\u003c` means the same).
/// Written once, its growth asked of the heap budget and the clock looked
/// at every mebibyte (`within_limits`).
fn write_script_json(page: Vec<u8>, data: &impl serde::Serialize) -> Result<String, String> {
    let mut out = crate::report::BudgetedText::after(page, true);
    serde_json::to_writer(&mut out, data).map_err(|e| e.to_string())?;
    String::from_utf8(out.bytes).map_err(|e| e.to_string())
}

/// Text for HTML content and attribute values.
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '&' => out.push_str("&amp;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

/// `1,234,567` (`terminal::grouped`).
pub use crate::terminal::grouped;

// ----- the histograms (inline SVG) -----

/// Axes shared by every histogram of the page: buckets 0..=`buckets`
/// (bucket k holds depths 2^k..2^(k+1)-1) and counts up to 10^`decades`.
struct Axes {
    buckets: u32,
    decades: u32,
}

impl Axes {
    fn of(sections: &[Section]) -> Axes {
        let all = || sections.iter().flat_map(|s| s.summary.histogram.iter());
        let buckets = all().map(|b| b.min_depth.max(1).ilog2()).max().unwrap_or(0);
        let top = all().map(|b| (b.reads as u128).max(b.cost)).max().unwrap_or(1).max(1);
        // The smallest power of ten at or above every count.
        let decades = (0..=38u32).find(|&d| 10u128.pow(d) >= top).unwrap_or(38).max(1);
        Axes { buckets, decades }
    }
}

const CHART_W: f64 = 300.0;
const CHART_H: f64 = 190.0;
const LEFT: f64 = 46.0;
const RIGHT: f64 = 8.0;
const TOP: f64 = 10.0;
const BOTTOM: f64 = 40.0;

fn histograms(page: &Page, axes: &Axes, out: &mut String) {
    out.push_str(
        "<section id=\"histograms\"><h2>Depth histograms</h2>\n<p class=\"hint\">Reads and cost by depth, in \
         power-of-two buckets; both axes are logarithmic and shared by every chart. \
         <span class=\"key reads\"></span> reads <span class=\"key cost\"></span> cost</p>\n<div class=\"charts\">\n",
    );
    for (i, section) in page.sections.iter().enumerate() {
        // After a chart of its own row, the next ones start a new row, so
        // that a run's pairs of calls (naive, flash) line up.
        if i > 0 && page.sections[i - 1].own_row {
            out.push_str("</div>\n<div class=\"charts\">\n");
        }
        let s = section.summary;
        out.push_str(&format!(
            "<figure class=\"chart\" data-section=\"{i}\"><figcaption>{}<br><small>cost {} · {} reads · peak live {}</small></figcaption>\n",
            escape(&section.title),
            grouped(s.cost),
            grouped(u128::from(s.reads)),
            grouped(s.peak_live as u128)
        ));
        out.push_str(&histogram_svg(s, axes));
        out.push_str("</figure>\n");
    }
    out.push_str("</div></section>\n");
}

/// One histogram: per bucket a reads bar and a cost bar, on log axes.
fn histogram_svg(summary: &TraceSummary, axes: &Axes) -> String {
    let plot_w = CHART_W - LEFT - RIGHT;
    let plot_h = CHART_H - TOP - BOTTOM;
    let slot = plot_w / f64::from(axes.buckets + 1);
    // The baseline is half a count below 1, so that a bucket of one read shows.
    let floor = 0.5f64.log10();
    let y = |v: f64| TOP + plot_h - (v.log10() - floor) / (f64::from(axes.decades) - floor) * plot_h;
    let mut svg = format!(
        "<svg class=\"histogram\" viewBox=\"0 0 {CHART_W} {CHART_H}\" width=\"{CHART_W}\" height=\"{CHART_H}\" role=\"img\">\n"
    );
    let step = axes.decades.div_ceil(5).max(1);
    for d in (0..=axes.decades).step_by(step as usize) {
        let at = y(10f64.powi(d as i32));
        svg.push_str(&format!(
            "<line class=\"grid\" x1=\"{LEFT}\" x2=\"{:.1}\" y1=\"{at:.1}\" y2=\"{at:.1}\"/><text class=\"tick\" x=\"{:.1}\" y=\"{:.1}\" text-anchor=\"end\">{}</text>\n",
            CHART_W - RIGHT,
            LEFT - 4.0,
            at + 3.5,
            power_of_ten(d)
        ));
    }
    for b in &summary.histogram {
        let k = b.min_depth.max(1).ilog2();
        let x = LEFT + slot * f64::from(k);
        let tip = format!(
            "depths {}–{}: {} reads, cost {}",
            grouped(u128::from(b.min_depth)),
            grouped(u128::from(b.max_depth)),
            grouped(u128::from(b.reads)),
            grouped(b.cost)
        );
        for (class, value, offset) in [("reads", b.reads as f64, 0.1), ("cost", b.cost as f64, 0.5)] {
            if value <= 0.0 {
                continue;
            }
            let top = y(value);
            svg.push_str(&format!(
                "<rect class=\"bar {class}\" x=\"{:.1}\" y=\"{top:.1}\" width=\"{:.1}\" height=\"{:.1}\"><title>{tip}</title></rect>\n",
                x + slot * offset,
                slot * 0.4,
                (TOP + plot_h - top).max(0.5)
            ));
        }
    }
    let label_step = (axes.buckets + 1).div_ceil(9).max(1);
    for k in (0..=axes.buckets).step_by(label_step as usize) {
        svg.push_str(&format!(
            "<text class=\"tick\" x=\"{:.1}\" y=\"{:.1}\" text-anchor=\"middle\">{}</text>\n",
            LEFT + slot * (f64::from(k) + 0.5),
            TOP + plot_h + 14.0,
            power_of_two(k)
        ));
    }
    svg.push_str(&format!(
        "<line class=\"axis\" x1=\"{LEFT}\" x2=\"{:.1}\" y1=\"{:.1}\" y2=\"{:.1}\"/><text class=\"label\" x=\"{:.1}\" y=\"{:.1}\" text-anchor=\"middle\">depth (bucket's smallest)</text>\n</svg>\n",
        CHART_W - RIGHT,
        TOP + plot_h,
        TOP + plot_h,
        LEFT + plot_w / 2.0,
        CHART_H - 6.0
    ));
    svg
}

// ----- cost over time (inline SVG) -----

fn timelines(page: &Page, out: &mut String) {
    out.push_str(
        "<section id=\"timelines\"><h2>Cost over time</h2>\n<p class=\"hint\">Against the read index: \
         the cumulative cost (left axis) and the words live on the stack (right axis), so that the \
         phases of an algorithm show. <span class=\"key cost\"></span> cost <span class=\"key live\"></span> \
         live words</p>\n<div class=\"charts\">\n",
    );
    for (i, section) in page.sections.iter().enumerate() {
        if i > 0 && page.sections[i - 1].own_row {
            out.push_str("</div>\n<div class=\"charts\">\n");
        }
        out.push_str(&format!(
            "<figure class=\"chart\" data-section=\"{i}\"><figcaption>{}</figcaption>\n",
            escape(&section.title)
        ));
        match section.summary.timeline.is_empty() {
            true => out.push_str("<p class=\"message\">no reads</p>\n"),
            false => out.push_str(&timeline_svg(section.summary)),
        }
        out.push_str("</figure>\n");
    }
    out.push_str("</div></section>\n");
}

/// One trace's timeline: cumulative cost and live words, linear axes from 0.
fn timeline_svg(summary: &TraceSummary) -> String {
    const RIGHT_AXIS: f64 = 40.0;
    let plot_w = CHART_W - LEFT - RIGHT_AXIS;
    let plot_h = CHART_H - TOP - BOTTOM;
    let points = &summary.timeline;
    let reads = points.last().map_or(1, |p| p.reads).max(1) as f64;
    let cost = points.last().map_or(1, |p| p.cost).max(1) as f64;
    let live = points.iter().map(|p| p.live).max().unwrap_or(1).max(1) as f64;
    let x = |r: u64| LEFT + r as f64 / reads * plot_w;
    let y = |v: f64, top: f64| TOP + plot_h - v / top * plot_h;
    let path = |value: &dyn Fn(&super::TimePoint) -> f64, top: f64| {
        let mut d = format!("M{:.1},{:.1}", x(0), y(0.0, top));
        for p in points {
            d.push_str(&format!(" L{:.1},{:.1}", x(p.reads), y(value(p), top)));
        }
        d
    };
    let mut svg = format!(
        "<svg class=\"timeline\" viewBox=\"0 0 {CHART_W} {CHART_H}\" width=\"{CHART_W}\" height=\"{CHART_H}\" role=\"img\">\n"
    );
    for f in [0.0, 0.5, 1.0] {
        let at = y(f, 1.0);
        svg.push_str(&format!(
            "<line class=\"grid\" x1=\"{LEFT}\" x2=\"{:.1}\" y1=\"{at:.1}\" y2=\"{at:.1}\"/>\
             <text class=\"tick\" x=\"{:.1}\" y=\"{:.1}\" text-anchor=\"end\">{}</text>\
             <text class=\"tick\" x=\"{:.1}\" y=\"{:.1}\" text-anchor=\"start\">{}</text>\n",
            LEFT + plot_w,
            LEFT - 4.0,
            at + 3.5,
            short((cost * f) as u128),
            LEFT + plot_w + 4.0,
            at + 3.5,
            short((live * f) as u128)
        ));
    }
    svg.push_str(&format!(
        "<path class=\"line live\" d=\"{}\"/>\n<path class=\"line cost\" d=\"{}\"><title>cost {} after {} reads</title></path>\n",
        path(&|p| p.live as f64, live),
        path(&|p| p.cost as f64, cost),
        grouped(cost as u128),
        grouped(reads as u128)
    ));
    for f in [0.0, 0.5, 1.0] {
        svg.push_str(&format!(
            "<text class=\"tick\" x=\"{:.1}\" y=\"{:.1}\" text-anchor=\"middle\">{}</text>\n",
            x((reads * f) as u64),
            TOP + plot_h + 14.0,
            short((reads * f) as u128)
        ));
    }
    svg.push_str(&format!(
        "<line class=\"axis\" x1=\"{LEFT}\" x2=\"{:.1}\" y1=\"{:.1}\" y2=\"{:.1}\"/><text class=\"label\" x=\"{:.1}\" y=\"{:.1}\" text-anchor=\"middle\">reads</text>\n</svg>\n",
        LEFT + plot_w,
        TOP + plot_h,
        TOP + plot_h,
        LEFT + plot_w / 2.0,
        CHART_H - 6.0
    ));
    svg
}

/// A count in three significant figures: `950`, `1.2k`, `34M`, `5.6G`.
fn short(n: u128) -> String {
    const UNITS: [&str; 7] = ["", "k", "M", "G", "T", "P", "E"];
    let mut v = n as f64;
    let mut unit = 0;
    while v >= 1000.0 && unit + 1 < UNITS.len() {
        v /= 1000.0;
        unit += 1;
    }
    match (unit, v < 10.0) {
        (0, _) => n.to_string(),
        (_, true) => format!("{v:.1}{}", UNITS[unit]),
        _ => format!("{v:.0}{}", UNITS[unit]),
    }
}

/// `1`, `10`, `100`, `1k`, ... `100T`, then `1e15`.
fn power_of_ten(d: u32) -> String {
    const UNITS: [&str; 5] = ["", "k", "M", "G", "T"];
    match UNITS.get((d / 3) as usize) {
        Some(unit) => format!("{}{unit}", 10u32.pow(d % 3)),
        None => format!("1e{d}"),
    }
}

/// `1`, `2`, ... `512`, `1K`, ... `512K`, `1M`, ... (binary units).
fn power_of_two(k: u32) -> String {
    const UNITS: [&str; 4] = ["", "K", "M", "G"];
    match UNITS.get((k / 10) as usize) {
        Some(unit) => format!("{}{unit}", 1u32 << (k % 10)),
        None => format!("2^{k}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn labels_and_numbers() {
        assert_eq!(grouped(0), "0");
        assert_eq!(grouped(1234567), "1,234,567");
        assert_eq!(grouped(100), "100");
        assert_eq!(power_of_ten(0), "1");
        assert_eq!(power_of_ten(4), "10k");
        assert_eq!(power_of_ten(15), "1e15");
        assert_eq!(power_of_two(3), "8");
        assert_eq!(power_of_two(10), "1K");
        assert_eq!(power_of_two(21), "2M");
        assert_eq!(escape("<a href='x'>&\"</a>"), "&lt;a href=&#39;x&#39;&gt;&amp;&quot;&lt;/a&gt;");
    }

    #[test]
    fn embedded_json_cannot_close_its_script() {
        let text = write_script_json(b"x".to_vec(), &json!({"line": "print('</script><b>&')"})).expect("small");
        let text = text.strip_prefix('x').expect("appended to the page");
        assert!(!text.contains('<') && !text.contains('>') && !text.contains('&'));
        let back: Value = serde_json::from_str(text).unwrap();
        assert_eq!(back["line"], "print('</script><b>&')");
    }
}
