//! Golden tests of the reports: for every program in `programs/`, the
//! `--profile` listing and the `--json` document (wall time left out) under
//! the strict model match `tests/reports/<name>.profile` / `.json`; the JSON
//! follows the documented schema (docs/commands.md, "Cost report JSON"; the golden
//! leaves out the timelines, checked for shape instead); per-line and
//! per-function costs add up to every total; and `dmdpy trace` lists every
//! priced read. Re-bless with `DMDPY_BLESS=1 cargo test --release --test reports`.

mod support;

use dmdpy::api::Model;
use dmdpy::testing::driver::{self, Options};
use dmdpy::testing::report;
use serde_json::Value;

fn compare_or_bless(path: &std::path::Path, actual: &str, bless: bool, failures: &mut Vec<String>) {
    match std::fs::read_to_string(path) {
        Ok(expected) if expected == actual => {}
        _ if bless => std::fs::write(path, actual).expect("write golden"),
        Ok(expected) => failures.push(format!("{} differs:\n{}", path.display(), support::diff(&expected, actual))),
        Err(_) => failures.push(format!("{} is missing (bless with DMDPY_BLESS=1)", path.display())),
    }
}

/// Checks the documented layout of a trace summary object.
fn check_summary(v: &Value, at: &str) -> Result<(), String> {
    for key in ["cost", "reads", "peak_live_elements", "peak_live_bytes"] {
        v[key].as_u64().ok_or(format!("{at}.{key} must be a non-negative integer"))?;
    }
    for (key, fields) in [
        ("histogram", &["min_depth", "max_depth", "reads", "cost"][..]),
        ("lines", &["line", "reads", "cost"][..]),
        ("functions", &["reads", "cost"][..]),
    ] {
        let items = v[key].as_array().ok_or(format!("{at}.{key} must be an array"))?;
        for item in items {
            for f in fields {
                item[*f].as_u64().ok_or(format!("{at}.{key}[].{f} must be an integer"))?;
            }
        }
        let sum: u64 = items.iter().map(|i| i["cost"].as_u64().unwrap_or(0)).sum();
        if sum != v["cost"].as_u64().unwrap_or(0) {
            return Err(format!("{at}.{key} costs add up to {sum}, not {}", v["cost"]));
        }
    }
    check_timeline(v, at)
}

/// The timeline is bounded, increasing, and ends at the summary's totals.
fn check_timeline(v: &Value, at: &str) -> Result<(), String> {
    let points = v["timeline"].as_array().ok_or(format!("{at}.timeline must be an array"))?;
    if points.len() > dmdpy::testing::cost::tally::TIMELINE_POINTS {
        return Err(format!("{at}.timeline has {} points", points.len()));
    }
    let mut previous = (0, 0);
    for p in points {
        let [reads, cost, live] = ["reads", "cost", "live"].map(|f| p[f].as_u64());
        let (Some(reads), Some(cost), Some(_)) = (reads, cost, live) else {
            return Err(format!("{at}.timeline[] must have integer reads, cost and live"));
        };
        if reads <= previous.0 || cost < previous.1 {
            return Err(format!("{at}.timeline must increase: {p} after {previous:?}"));
        }
        previous = (reads, cost);
    }
    let end = (v["reads"].as_u64().unwrap_or(0), v["cost"].as_u64().unwrap_or(0));
    match points.is_empty() {
        true if end.0 == 0 => Ok(()),
        false if previous == end => Ok(()),
        _ => Err(format!("{at}.timeline ends at {previous:?}, not at the totals {end:?}")),
    }
}

fn check_schema(doc: &Value) -> Result<(), String> {
    if doc["schema_version"].as_u64() != Some(report::SCHEMA_VERSION as u64) {
        return Err("schema_version".into());
    }
    doc["model"].as_str().ok_or("model must be a string")?;
    doc["bytes_per_element"].as_i64().ok_or("bytes_per_element must be an integer")?;
    doc["total_cost"].as_u64().ok_or("total_cost must be an integer")?;
    doc["total_reads"].as_u64().ok_or("total_reads must be an integer")?;
    if !doc["run"].is_null() {
        check_summary(&doc["run"], "run")?;
    }
    for (i, call) in doc["measured_calls"].as_array().ok_or("measured_calls must be an array")?.iter().enumerate() {
        check_summary(call, &format!("measured_calls[{i}]"))?;
        call["function"].as_str().ok_or("measured_calls[].function must be a string")?;
        call["call_line"].as_u64().ok_or("measured_calls[].call_line must be an integer")?;
    }
    Ok(())
}

/// Programs making more reads than this are not traced: the listing takes
/// about 100 bytes a read (the largest program's would take 10 GB), and the
/// smaller programs exercise the same listing code.
const TRACE_CAP: u64 = 5_000_000;

#[test]
fn profile_json_and_trace_for_every_program() {
    let bless = std::env::var_os("DMDPY_BLESS").is_some();
    let root = support::manifest_dir();
    let mut failures = Vec::new();
    let programs = support::dmd_files(&root.join("programs"));
    assert!(!programs.is_empty());
    for path in &programs {
        let source = std::fs::read_to_string(path).expect("read");
        let name = path.file_stem().unwrap().to_string_lossy().to_string();
        let options = support::options_for(&source, Model::Strict);
        let outcome = driver::run_source(&format!("{name}.dmd"), &source, options);
        assert_eq!(outcome.exit_code, 0, "{name}: {:?}", outcome.error);
        let (report, sources) = (outcome.report.as_ref().unwrap(), outcome.sources.as_ref().unwrap());
        for summary in report.run.iter().chain(report.measured.iter().map(|m| &m.summary)) {
            if let Err(why) = report::check_sums(summary, &report.functions) {
                failures.push(format!("{name}: {why}"));
            }
        }
        let profile = report::profile_text(report, sources).expect("no limit");
        compare_or_bless(&root.join(format!("tests/reports/{name}.profile")), &profile, bless, &mut failures);
        let doc = report::json_document(report, sources, false).expect("no limit");
        if let Err(why) = check_schema(&doc) {
            failures.push(format!("{name}: JSON does not follow the schema: {why}"));
        }
        // Timelines (checked above) would make up most of the goldens.
        let mut pinned = doc.clone();
        let Value::Object(fields) = &mut pinned else { unreachable!("the document is an object") };
        for (key, value) in fields.iter_mut() {
            let summaries = match value {
                Value::Array(calls) if key == "measured_calls" => calls.iter_mut().collect(),
                Value::Object(_) if key == "run" => vec![value],
                _ => Vec::new(),
            };
            for summary in summaries {
                summary.as_object_mut().map(|s| s.remove("timeline"));
            }
        }
        let json = serde_json::to_string_pretty(&pinned).unwrap() + "\n";
        compare_or_bless(&root.join(format!("tests/reports/{name}.json")), &json, bless, &mut failures);
        // A READ line of a block `words=N` wide is N reads.
        let words = |l: &str| {
            l.split_whitespace().find_map(|w| w.strip_prefix("words=")).map_or(1, |n| n.parse::<u64>().unwrap_or(1))
        };
        let expected_reads = doc["total_reads"].as_u64().unwrap() + outcome.stats.reads;
        if expected_reads > TRACE_CAP {
            eprintln!("{name}: {expected_reads} reads; its trace listing is not checked (over {TRACE_CAP})");
            continue;
        }
        let options = Options { trace: true, ..support::options_for(&source, Model::Strict) };
        let traced = driver::run_source(&format!("{name}.dmd"), &source, options);
        let traced_reads: u64 = traced.ir.lines().filter(|l| l.trim_start().starts_with("READ ")).map(words).sum();
        if traced_reads != expected_reads {
            failures.push(format!("{name}: trace lists {traced_reads} reads, the run made {expected_reads}"));
        }
        if name == "example" {
            compare_or_bless(&root.join("tests/reports/example.trace"), &traced.ir, bless, &mut failures);
        }
    }
    assert!(failures.is_empty(), "\n{}", failures.join("\n"));
}
