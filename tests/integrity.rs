//! Adversarial twins for the strict model's invariant ("Nothing a computation
//! reveals comes for free", `../shared/spec/cost-models.md`; issue 9).
//!
//! `tests/integrity/<class>__<topic>__honest.dmd` and `..__trick.dmd` do the
//! same work and print the same stdout (under dmdpy and under CPython); the
//! trick keeps its data where the meter might not look — a lazy result, a
//! nested measurement, a metering result, a structure, a wide scalar — and
//! must still cost at least `ratio` × the honest twin under `strict`.
//! `tests/integrity/score/<topic>__{honest,trick}.dmd` are contest
//! submissions compared by `dmdpy score --model strict` (load-time values).
//!
//! Header comments in a program (either twin):
//! - `# integrity-ratio: R` — the ratio the trick must reach (default 0.5;
//!   0.3 for set membership and laundering, where a table lookup may
//!   legitimately be cheaper);
//! - `# integrity-measured: yes` — also compare the measured calls' total
//!   (`Outcome::stats.cost`), not only the whole run's cost;
//! - `# integrity-measured-function: NAME` — also compare the cost of the
//!   measured calls of the function NAME (the outermost measured function,
//!   i.e. what `bytedmd(NAME, ...)` returns);
//! - `# integrity-known-open: REASON` — a channel the model does not close
//!   yet (README, "Known open channels"): the trick must still be cheaper
//!   than the ratio, so the test fails once the channel closes and the
//!   header must go.
//!
//! Every pair prints `class/topic: honest H, trick T, ratio R` (see them with
//! `cargo test --release --test integrity -- --nocapture`).

mod support;

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::process::Command;

use dmdpy::driver::Outcome;
use dmdpy::machine::Model;

const DEFAULT_RATIO: f64 = 0.5;
const CLASSES: [&str; 6] = ["lazy", "nested", "load", "launder", "structure", "wide"];

fn integrity_dir() -> PathBuf {
    support::manifest_dir().join("tests/integrity")
}

/// The value of a `# integrity-KEY: value` header line, if any.
fn header(source: &str, key: &str) -> Option<String> {
    let prefix = format!("# integrity-{key}:");
    source.lines().find_map(|l| l.strip_prefix(prefix.as_str()).map(|v| v.trim().to_string()))
}

/// A header set in either twin (the trick's wins).
fn pair_header(honest: &str, trick: &str, key: &str) -> Option<String> {
    header(trick, key).or_else(|| header(honest, key))
}

fn ratio_of(honest: &str, trick: &str) -> f64 {
    pair_header(honest, trick, "ratio").map_or(DEFAULT_RATIO, |r| r.parse().expect("integrity-ratio is a number"))
}

/// `(topic, honest, trick)` for every `<prefix><topic>__honest.dmd` in `dir`
/// (not recursive); a missing trick twin fails.
fn pairs_in(dir: &Path, prefix: &str) -> Vec<(String, PathBuf, PathBuf)> {
    let mut out = Vec::new();
    let Ok(entries) = std::fs::read_dir(dir) else { return out };
    let mut names: Vec<String> = entries.flatten().map(|e| e.file_name().to_string_lossy().to_string()).collect();
    names.sort();
    for name in names {
        let Some(rest) = name.strip_prefix(prefix) else { continue };
        let Some(topic) = rest.strip_suffix("__honest.dmd") else { continue };
        let honest = dir.join(&name);
        let trick = dir.join(format!("{prefix}{topic}__trick.dmd"));
        assert!(trick.is_file(), "{} has no trick twin {}", honest.display(), trick.display());
        out.push((topic.to_string(), honest, trick));
    }
    out
}

fn read(path: &Path) -> String {
    std::fs::read_to_string(path).unwrap_or_else(|e| panic!("read {}: {e}", path.display()))
}

fn run_strict(path: &Path) -> Outcome {
    let outcome = support::run_file(path, Model::Strict);
    assert_eq!(outcome.exit_code, 0, "{} failed under strict:\n{}", path.display(), outcome.error.unwrap_or_default());
    outcome
}

/// Compares one cost; prints the pair's line and records a failure. A
/// known-open pair fails the other way round: when its trick stops paying.
fn check(label: &str, what: &str, honest: f64, trick: f64, ratio: f64, open: bool, failures: &mut Vec<String>) {
    let actual = if honest > 0.0 { trick / honest } else { f64::INFINITY };
    let line = format!("{label}: honest {honest}, trick {trick}, ratio {actual:.3} ({what}, needs >= {ratio})");
    println!("{line}{}", if open { " [known open]" } else { "" });
    if honest <= 0.0 {
        failures.push(format!("{line}: the honest twin costs nothing, so the pair proves nothing"));
    } else if trick < ratio * honest && !open {
        failures.push(format!("{line}: the trick escapes the meter"));
    } else if trick >= ratio * honest && open {
        failures.push(format!("{line}: the known-open channel is closed now: remove its integrity-known-open header"));
    }
}

/// Cost of the measured calls of function `name`, from the run's report.
fn measured_function_cost(outcome: &Outcome, name: &str) -> f64 {
    let report = outcome.report.as_ref().expect("a run report");
    report.measured.iter().filter(|m| m.function == name).map(|m| m.summary.cost as f64).sum()
}

/// Runs every pair of one class under `strict` and checks the ratios.
fn check_class(class: &str) {
    let pairs = pairs_in(&integrity_dir(), &format!("{class}__"));
    assert!(!pairs.is_empty(), "no {class}__*__honest.dmd pairs in {}", integrity_dir().display());
    let mut failures = Vec::new();
    for (topic, honest_path, trick_path) in pairs {
        let label = format!("{class}/{topic}");
        let (honest_src, trick_src) = (read(&honest_path), read(&trick_path));
        let ratio = ratio_of(&honest_src, &trick_src);
        let open = pair_header(&honest_src, &trick_src, "known-open").is_some();
        let honest = run_strict(&honest_path);
        let trick = run_strict(&trick_path);
        assert_eq!(
            honest.stdout,
            trick.stdout,
            "{label}: the twins must print the same stdout\n{}",
            support::diff(&honest.stdout, &trick.stdout)
        );
        let run_cost = |o: &Outcome| o.run.as_ref().expect("strict has a run summary").cost as f64;
        check(&label, "run cost", run_cost(&honest), run_cost(&trick), ratio, open, &mut failures);
        if pair_header(&honest_src, &trick_src, "measured").is_some_and(|v| v == "yes") {
            let (h, t) = (honest.stats.cost as f64, trick.stats.cost as f64);
            check(&label, "measured calls", h, t, ratio, open, &mut failures);
        }
        if let Some(name) = pair_header(&honest_src, &trick_src, "measured-function") {
            check(
                &label,
                &format!("measured calls of {name}"),
                measured_function_cost(&honest, &name),
                measured_function_cost(&trick, &name),
                ratio,
                open,
                &mut failures,
            );
        }
    }
    assert!(failures.is_empty(), "\n{}", failures.join("\n"));
}

/// `dmdpy score --model strict` of one submission: (status, mean cost).
fn score(path: &Path) -> (String, f64) {
    let stem = path.file_stem().unwrap().to_string_lossy().to_string();
    let json = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(format!("integrity-score-{stem}.json"));
    let _ = std::fs::remove_file(&json);
    let output = Command::new(env!("CARGO_BIN_EXE_dmdpy"))
        .args(["score", "--model", "strict", "--no-time", "--json"])
        .arg(&json)
        .arg(path)
        .current_dir(support::manifest_dir())
        .output()
        .expect("run dmdpy score");
    let text = std::fs::read_to_string(&json).unwrap_or_else(|e| {
        panic!(
            "no JSON from dmdpy score {} ({e}); exit {:?}\nstdout:\n{}\nstderr:\n{}",
            path.display(),
            output.status.code(),
            String::from_utf8_lossy(&output.stdout),
            String::from_utf8_lossy(&output.stderr)
        )
    });
    let doc: serde_json::Value = serde_json::from_str(&text).expect("valid score JSON");
    let result = &doc["results"][0];
    let status = result["status"].as_str().unwrap_or("?").to_string();
    let mean = result["mean_cost"].as_f64().unwrap_or(f64::NAN);
    (status, mean)
}

#[test]
fn every_class_has_pairs() {
    let dir = integrity_dir();
    let mut seen = BTreeSet::new();
    for path in support::dmd_files(&dir) {
        let name = path.file_name().unwrap().to_string_lossy().to_string();
        let in_score = path.parent() == Some(dir.join("score").as_path());
        let twin = if let Some(stem) = name.strip_suffix("__honest.dmd") {
            format!("{stem}__trick.dmd")
        } else if let Some(stem) = name.strip_suffix("__trick.dmd") {
            format!("{stem}__honest.dmd")
        } else {
            panic!("{}: integrity programs end in __honest.dmd or __trick.dmd", path.display());
        };
        assert!(path.with_file_name(&twin).is_file(), "{} has no twin {twin}", path.display());
        let class = if in_score { "load" } else { name.split("__").next().unwrap() };
        assert!(CLASSES.contains(&class), "{}: unknown class {class}", path.display());
        seen.insert(class.to_string());
    }
    for class in CLASSES {
        assert!(seen.contains(class), "no pair for class {class}");
    }
}

#[test]
fn lazy_results_are_materialized_inside_the_measurement() {
    check_class("lazy");
}

#[test]
fn nested_measurements_are_charged_to_the_enclosing_one() {
    check_class("nested");
}

#[test]
fn metering_results_are_program_data() {
    check_class("launder");
}

#[test]
fn structure_is_read() {
    check_class("structure");
}

#[test]
fn wide_scalars_cost_their_width() {
    check_class("wide");
}

#[test]
fn load_time_values_are_metered_under_score() {
    let dir = integrity_dir().join("score");
    let pairs = pairs_in(&dir, "");
    assert!(!pairs.is_empty(), "no score pairs in {}", dir.display());
    let mut failures = Vec::new();
    for (topic, honest_path, trick_path) in pairs {
        let label = format!("load/{topic}");
        let ratio = ratio_of(&read(&honest_path), &read(&trick_path));
        let (honest_status, honest) = score(&honest_path);
        let (trick_status, trick) = score(&trick_path);
        assert_eq!(honest_status, "PASS", "{label}: the honest submission must pass");
        assert_eq!(trick_status, "PASS", "{label}: the trick submission must pass");
        check(&label, "score mean_cost", honest, trick, ratio, false, &mut failures);
    }
    assert!(failures.is_empty(), "\n{}", failures.join("\n"));
}
