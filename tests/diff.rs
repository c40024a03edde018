//! `dmdpy diff A.json B.json`: the comparison of two runs of
//! `tests/diff/kernel.dmd` (a matrix product by columns, then by rows)
//! matches `tests/diff/kernel.diff`; its numbers are checked against the
//! two reports; a report against itself changes nothing; unreadable or
//! foreign input is an error with exit code 2, never a panic. Two
//! `score --json` reports compare submission by submission. Re-bless
//! with `DMDPY_BLESS=1 cargo test --release --test diff`.

mod support;

use std::path::{Path, PathBuf};
use std::process::Command;

use serde_json::Value;

fn dmdpy(args: &[&str], dir: &Path) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_dmdpy")).args(args).current_dir(dir).output().expect("run dmdpy");
    let text = |b: &[u8]| String::from_utf8_lossy(b).to_string();
    (out.status.code().unwrap_or(-1), text(&out.stdout), text(&out.stderr))
}

fn out_dir() -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("diff");
    std::fs::create_dir_all(&dir).expect("make the directory");
    dir
}

/// Runs the kernel with `args` and writes its report to `out_dir()/name`.
fn report(name: &str, args: &[&str]) -> Value {
    let json = out_dir().join(name);
    let mut all = vec!["run", "-q", "--json", json.to_str().unwrap()];
    all.extend(args);
    all.push("tests/diff/kernel.dmd");
    let (code, _, stderr) = dmdpy(&all, &support::manifest_dir());
    assert_eq!(code, 0, "{stderr}");
    serde_json::from_str(&std::fs::read_to_string(&json).expect("the report")).expect("JSON")
}

/// The numbers on the line of `label` in a section that starts with `title`.
fn row<'a>(text: &'a str, title: &str, label: &str) -> Vec<&'a str> {
    let section = &text[text.find(title).unwrap_or_else(|| panic!("no {title:?}"))..];
    let line = section.lines().find(|l| l.trim_end().ends_with(label)).unwrap_or_else(|| panic!("no {label}"));
    line.split_whitespace().collect()
}

#[test]
fn diff_of_two_runs_matches_its_golden() {
    let a = report("a.json", &[]);
    let b = report("b.json", &["--set", "BY_ROWS=True"]);
    let (code, text, stderr) = dmdpy(&["diff", "a.json", "b.json"], &out_dir());
    assert_eq!(code, 0, "{stderr}");
    assert_eq!(stderr, "");
    let golden = support::manifest_dir().join("tests/diff/kernel.diff");
    if std::env::var_os("DMDPY_BLESS").is_some() {
        std::fs::write(&golden, &text).expect("bless");
    }
    let expected = std::fs::read_to_string(&golden).expect("tests/diff/kernel.diff (bless with DMDPY_BLESS=1)");
    assert!(expected == text, "the diff differs from its golden:\n{}", support::diff(&expected, &text));
    // Its numbers are the reports'.
    let total = |v: &Value, k: &str| v[k].to_string();
    let cost_line: Vec<&str> = row(&text, "totals:", "%)");
    assert_eq!(cost_line[0], "cost");
    assert_eq!(&cost_line[1..3], [total(&a, "total_cost"), total(&b, "total_cost")]);
    let matmul = |v: &Value| {
        let f = v["run"]["functions"].as_array().unwrap().iter().find(|f| f["name"] == "matmul").unwrap().clone();
        (f["cost"].to_string(), f["reads"].to_string())
    };
    // `change (pct) costA costB readsA readsB matmul (file:line)`
    let r = row(&text, "per function", "matmul (tests/diff/kernel.dmd:11)");
    let n = r.len();
    assert_eq!((r[n - 6].to_string(), r[n - 4].to_string()), matmul(&a), "{r:?}");
    assert_eq!((r[n - 5].to_string(), r[n - 3].to_string()), matmul(&b), "{r:?}");
    // Sorted by absolute change.
    let section = &text[text.find("per line").unwrap()..text.find("depths").unwrap()];
    let changes: Vec<i64> = section
        .lines()
        .skip(2)
        .filter_map(|l| l.split_whitespace().next().and_then(|w| w.parse().ok()))
        .map(|d: i64| d.abs())
        .collect();
    assert!(changes.len() > 5 && changes.windows(2).all(|w| w[0] >= w[1]), "{changes:?}");
}

#[test]
fn a_report_against_itself_changes_nothing() {
    report("same.json", &["--bytes-per-element", "2"]);
    let (code, text, _) = dmdpy(&["diff", "same.json", "same.json"], &out_dir());
    assert_eq!(code, 0);
    assert!(text.contains("per function, by absolute change (0 changed, 2 unchanged)"), "{text}");
    assert!(text.contains("(0 changed,"), "{text}");
    assert!(!text.contains("note:"), "{text}");
    assert!(text.contains("+0.00: reads sit 1.00x as deep"), "{text}");
    // Other models or widths are said, and compared all the same.
    report("reference.json", &["--model", "reference"]);
    let (code, text, _) = dmdpy(&["diff", "same.json", "reference.json"], &out_dir());
    assert_eq!(code, 0);
    assert!(text.contains("note: the reports were priced differently"), "{text}");
    assert!(text.contains("B: model reference · 1 byte(s) per element · the measured calls together"), "{text}");
}

#[test]
fn bad_input_is_an_error_not_a_panic() {
    let dir = out_dir();
    report("good.json", &[]);
    std::fs::write(dir.join("not-json.json"), "{ nope").unwrap();
    std::fs::write(dir.join("v2.json"), r#"{"schema_version": 2, "model": "strict"}"#).unwrap();
    std::fs::write(dir.join("score.json"), r#"{"config": {}, "results": []}"#).unwrap();
    std::fs::write(dir.join("old-score.json"), r#"{"schema_version": 1, "config": {"model": "strict"}, "results": [{"name": "a", "seeds": [{"seed": 1, "cost": 5}]}]}"#).unwrap();
    std::fs::write(dir.join("broken.json"), r#"{"schema_version": 1, "model": "strict", "bytes_per_element": 1, "total_cost": 5, "total_reads": 2, "run": {"cost": 1}, "measured_calls": []}"#).unwrap();
    for (file, message) in [
        ("missing.json", "error: cannot read missing.json: No such file or directory"),
        ("not-json.json", "error: not-json.json is not JSON: "),
        ("v2.json", "error: v2.json: schema_version 2, but this dmdpy reads version 1"),
        ("score.json", "error: score.json: not a dmdpy report"),
        ("old-score.json", "error: old-score.json: results[0].seeds[0]: no per-line data (`priced`)"),
        ("broken.json", "error: broken.json: run.peak_live_elements: not a non-negative integer"),
        (".", "error: cannot read .:"),
    ] {
        for args in [["diff", "good.json", file], ["diff", file, "good.json"]] {
            let (code, stdout, stderr) = dmdpy(&args, &dir);
            assert_eq!((code, stdout.as_str()), (2, ""), "{args:?}: {stderr}");
            assert!(stderr.starts_with(message), "{args:?}: {stderr}");
        }
    }
    assert_eq!(dmdpy(&["diff", "good.json"], &dir).0, 2);
}

/// Scores `files` (paths under `out_dir()`) on two seeds into `name`.
fn score(name: &str, files: &[&str]) -> Value {
    let mut args = vec!["score", "--seeds", "1,2", "--no-time", "--jobs", "1", "--json", name];
    args.extend(files);
    let (code, _, stderr) = dmdpy(&args, &out_dir());
    assert_eq!(code, 0, "{stderr}");
    serde_json::from_str(&std::fs::read_to_string(out_dir().join(name)).expect("the report")).expect("JSON")
}

#[test]
fn two_versions_of_a_submission_compare_line_by_line() {
    let dir = out_dir();
    let gf2 = std::fs::read_to_string(support::manifest_dir().join("programs/contest/gf2.dmd")).unwrap();
    // v2 eliminates over half again as many samples: the same lines, each dearer.
    let more = gf2.replace("for r in range(2 * n_bits):", "for r in range(3 * n_bits):");
    assert_ne!(more, gf2, "gf2.dmd no longer has the line this test changes");
    std::fs::write(dir.join("v1.dmd"), &gf2).unwrap();
    std::fs::write(dir.join("v2.dmd"), &more).unwrap();
    let a = score("v1.json", &["v1.dmd"]);
    let b = score("v2.json", &["v2.dmd"]);
    let (code, text, stderr) = dmdpy(&["diff", "v1.json", "v2.json"], &dir);
    assert_eq!(code, 0, "{stderr}");
    assert!(
        text.starts_with("== submission v1 (A) / v2 (B): the lines of v2.dmd are matched to v1.dmd's ==\n"),
        "{text}"
    );
    assert!(text.contains("A: model strict · 1 byte(s) per element · load + solve of seeds 1, 2 together"), "{text}");
    // The totals are the scorer's prices, summed over the seeds.
    let sum = |doc: &Value| -> u64 {
        doc["results"][0]["seeds"].as_array().unwrap().iter().map(|s| s["cost"].as_u64().unwrap()).sum()
    };
    let totals = row(&text, "totals:", "%)");
    assert_eq!(totals[1..3], [sum(&a).to_string(), sum(&b).to_string()], "{text}");
    for (i, seed) in [1, 2].iter().enumerate() {
        let label = format!("  seed {seed}  ");
        let line = text.lines().find(|l| l.contains(&label)).unwrap_or_else(|| panic!("no {label}: {text}"));
        let numbers: Vec<&str> = line.split_whitespace().collect();
        let cost = |doc: &Value| doc["results"][0]["seeds"][i]["cost"].to_string();
        assert_eq!(numbers[3..5], [cost(&a), cost(&b)], "{line}");
    }
    // One function, matched across the versions; every changed line grew.
    assert!(text.contains("per function, by absolute change (2 changed, 0 unchanged)"), "{text}");
    assert!(row(&text, "per function", "solve (v1.dmd:9)")[0].starts_with('+'), "{text}");
    assert!(!text.contains("v2.dmd:"), "B's lines are shown under A's file name:\n{text}");
    let lines = &text[text.find("per line").unwrap()..text.find("depths (histogram shift)").unwrap()];
    assert!(lines.lines().skip(2).filter(|l| !l.trim().is_empty()).all(|l| l.trim_start().starts_with('+')), "{lines}");
    // A score report against itself changes nothing; against a run report it is refused.
    let (code, text, _) = dmdpy(&["diff", "v1.json", "v1.json"], &dir);
    assert_eq!(code, 0);
    assert!(text.starts_with("== submission v1 ==\n") && text.contains("(0 changed, 2 unchanged)"), "{text}");
    report("run.json", &[]);
    let (code, stdout, stderr) = dmdpy(&["diff", "v1.json", "run.json"], &dir);
    assert_eq!((code, stdout.as_str()), (2, ""));
    assert!(stderr.contains("v1.json is a score report and run.json a run report"), "{stderr}");
}

#[test]
fn score_reports_pair_submissions_by_name() {
    let dir = out_dir();
    let gf2 = std::fs::read_to_string(support::manifest_dir().join("programs/contest/gf2.dmd")).unwrap();
    let scan = std::fs::read_to_string(support::manifest_dir().join("programs/contest/scan.dmd")).unwrap();
    for (name, text) in [("p_gf2.dmd", &gf2), ("p_scan.dmd", &scan), ("q_gf2.dmd", &gf2)] {
        std::fs::create_dir_all(dir.join(&name[..1])).unwrap();
        std::fs::write(dir.join(&name[..1]).join(&name[2..]), text).unwrap();
    }
    std::fs::create_dir_all(dir.join("q")).unwrap();
    std::fs::write(
        dir.join("q/neuron.dmd"),
        std::fs::read_to_string(support::manifest_dir().join("programs/contest/neuron.dmd")).unwrap(),
    )
    .unwrap();
    score("p.json", &["p/gf2.dmd", "p/scan.dmd"]);
    score("q.json", &["q/gf2.dmd", "q/neuron.dmd"]);
    let (code, text, stderr) = dmdpy(&["diff", "p.json", "q.json"], &dir);
    assert_eq!(code, 0, "{stderr}");
    assert!(text.starts_with("== submission gf2 ==\n"), "{text}");
    assert_eq!(text.matches("== submission").count(), 1, "{text}");
    assert!(text.contains("only in A: scan\nonly in B: neuron\n"), "{text}");
}
