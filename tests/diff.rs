//! `dmdpy diff A.json B.json`: the comparison of two runs of
//! `tests/diff/kernel.dmd` (a matrix product by columns, then by rows)
//! matches `tests/diff/kernel.diff`; its numbers are checked against the
//! two reports; a report against itself changes nothing; unreadable or
//! foreign input is an error with exit code 2, never a panic. Re-bless
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
    std::fs::write(dir.join("broken.json"), r#"{"schema_version": 1, "model": "strict", "bytes_per_element": 1, "total_cost": 5, "total_reads": 2, "run": {"cost": 1}, "measured_calls": []}"#).unwrap();
    for (file, message) in [
        ("missing.json", "error: cannot read missing.json: No such file or directory"),
        ("not-json.json", "error: not-json.json is not JSON: "),
        ("v2.json", "error: v2.json: schema_version 2, but this dmdpy reads version 1"),
        ("score.json", "error: score.json: not a dmdpy run report"),
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
