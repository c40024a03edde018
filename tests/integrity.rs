//! Adversarial twins for the strict model's invariant ("Nothing a computation
//! reveals comes for free", `../shared/spec/cost-models.md`; issues 9, 36).
//!
//! `tests/integrity/<class>__<topic>__honest.dmd` and `..__trick.dmd` do the
//! same work and print the same stdout (under dmdpy and under CPython); the
//! trick keeps its data where the meter might not look — a lazy result, a
//! nested measurement, a metering result, a structure, a shared block, a
//! wide scalar, staged copies — and must still cost at least `ratio` × the honest twin
//! under `strict`, *at every size*: a trick may be cheaper than its twin by
//! a bounded constant, never by a factor that grows with the data.
//! `tests/integrity/score/<topic>__{honest,trick}.dmd` are contest
//! submissions compared by `dmdpy score --model strict` (load-time values).
//!
//! Every pair runs at two data sizes at least 8× apart, and each compared
//! cost (the run's, and the measured calls' the headers ask for) passes
//! when, with `ratio = trick / honest`,
//! - at the larger size, `ratio >= R` (`# integrity-ratio:`), and
//! - the ratio does not fall as the data grows:
//!   `ratio_large >= 0.7 × min(ratio_small, 1)`.
//!
//! Header comments in a program (either twin; the trick's wins):
//! - `# integrity-sizes: N=40 N=320` — required: the module-level literal
//!   `N = ...` (one name) both twins read their data size from, and its
//!   small and large values (at least 8× apart). The harness replaces the
//!   literal as `dmdpy run --set N=320` does (`driver::Options::overrides`;
//!   for `score/` pairs, in copies of the submissions' text). A pair
//!   without a data size says `# integrity-sizes: none` and why, in a
//!   comment; it runs once and only `ratio >= R` is checked;
//! - `# integrity-ratio: R` — the ratio the trick must reach (default 0.5);
//! - `# integrity-measured: yes` — also compare the measured calls' total
//!   (`Outcome::stats.cost`), not only the whole run's cost;
//! - `# integrity-measured-function: NAME` — also compare the cost of the
//!   measured calls of the function NAME (the outermost measured function,
//!   i.e. what `bytedmd(NAME, ...)` returns);
//! - `# integrity-score-args: ARGS` (`score/` pairs) — more arguments for
//!   `dmdpy score`, `{N}` standing for the size (`--n-bits {N}`);
//! - `# integrity-known-open: REASON` — a channel the model does not close
//!   yet: the pair must still fail the verdict, so the test fails once the
//!   channel closes and the header must go.
//!
//! Every compared cost prints a line
//! `class/topic: N=40 ratio 0.830, N=320 ratio 0.810 (needs >= 0.5 and >= 0.581) ...`
//! (see them with `cargo test --release --test integrity -- --nocapture`).

mod support;

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::process::Command;

use dmdpy::api::Model;
use dmdpy::api::Outcome;
use dmdpy::testing::driver;

const DEFAULT_RATIO: f64 = 0.5;
/// The larger size's ratio must be at least this share of the smaller's
/// (capped at 1): a trick whose advantage grows with the data fails.
const SCALING: f64 = 0.7;
/// The sizes of a pair are at least this far apart.
const MIN_SPREAD: i64 = 8;
const CLASSES: [&str; 8] = ["lazy", "nested", "load", "launder", "structure", "wide", "aliasing", "copies"];

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

/// The data sizes a pair runs at (`# integrity-sizes:`).
#[derive(Debug, Clone, PartialEq)]
enum Sizes {
    /// `none`: one run, no data size.
    None,
    /// The module-level literal `name`, at `small` then at `large`.
    Two { name: String, small: i64, large: i64 },
}

impl Sizes {
    /// One entry per run: the (name, value) to set, if any.
    fn runs(&self) -> Vec<Option<(String, i64)>> {
        match self {
            Sizes::None => vec![None],
            Sizes::Two { name, small, large } => vec![Some((name.clone(), *small)), Some((name.clone(), *large))],
        }
    }
}

/// Parses the pair's `# integrity-sizes:` header; an error says what is wrong.
fn sizes_of(honest: &str, trick: &str) -> Result<Sizes, String> {
    let (h, t) = (header(honest, "sizes"), header(trick, "sizes"));
    if let (Some(h), Some(t)) = (&h, &t) {
        if h != t {
            return Err(format!("the twins declare different sizes ({h:?}, {t:?})"));
        }
    }
    let Some(text) = t.or(h) else {
        return Err("no `# integrity-sizes: N=small N=large` header (or `none`, with the reason)".into());
    };
    if text == "none" {
        return Ok(Sizes::None);
    }
    let parse = |item: &str| -> Result<(String, i64), String> {
        let (name, value) = item.split_once('=').ok_or_else(|| format!("`{item}` is not NAME=VALUE"))?;
        let value: i64 = value.parse().map_err(|_| format!("`{item}`: the size is not an integer"))?;
        if name.is_empty() || !name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') {
            return Err(format!("`{item}`: `{name}` is not a name"));
        }
        Ok((name.to_string(), value))
    };
    let items: Vec<&str> = text.split_whitespace().collect();
    let [small, large] = items.as_slice() else {
        return Err(format!("`{text}`: two sizes expected, `NAME=small NAME=large`"));
    };
    let ((name, small), (other, large)) = (parse(small)?, parse(large)?);
    if name != other {
        return Err(format!("`{text}`: one name for both sizes"));
    }
    if small < 1 || large < MIN_SPREAD * small {
        return Err(format!("`{text}`: the sizes must be positive and at least {MIN_SPREAD}x apart"));
    }
    Ok(Sizes::Two { name, small, large })
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

/// Runs one twin under `strict`, with its size literal set.
fn run_strict(path: &Path, source: &str, size: &Option<(String, i64)>) -> Outcome {
    let mut options = support::options_for(source, Model::Strict);
    // Summaries only: the large sizes need neither the reads nor their memory.
    options.keep_reads = false;
    if let Some((name, value)) = size {
        options.overrides.push((name.clone(), value.to_string()));
    }
    let name = path.file_name().map(|n| n.to_string_lossy().to_string()).unwrap_or_default();
    let outcome = driver::run_source(&name, source, options);
    assert_eq!(
        outcome.exit_code,
        0,
        "{}{} failed under strict:\n{}",
        path.display(),
        size.as_ref().map(|(n, v)| format!(" (--set {n}={v})")).unwrap_or_default(),
        outcome.error.clone().unwrap_or_default()
    );
    outcome
}

/// One compared cost of a pair: (honest, trick) at each of its sizes.
struct Compared {
    what: String,
    costs: Vec<(f64, f64)>,
}

/// The verdict on one compared cost: prints its line; `Err` when the
/// pair proves nothing (an honest twin that costs nothing).
fn judge(label: &str, sizes: &Sizes, compared: &Compared, floor: f64) -> Result<(bool, String), String> {
    let ratios: Vec<f64> = compared.costs.iter().map(|&(h, t)| t / h).collect();
    let costs = compared.costs.iter().map(|(h, t)| format!("{h}/{t}")).collect::<Vec<_>>().join(", ");
    let detail = format!("{}; honest/trick {costs}", compared.what);
    let (line, pass) = match (sizes, ratios.as_slice()) {
        (Sizes::Two { name, small, large }, &[r_small, r_large]) => {
            let growth = SCALING * r_small.min(1.0);
            let pass = r_large >= floor && r_large >= growth;
            let line = format!(
                "{label}: {name}={small} ratio {r_small:.3}, {name}={large} ratio {r_large:.3} \
                 (needs >= {floor} and >= {growth:.3}) {detail}"
            );
            (line, pass)
        }
        (_, &[r]) => (format!("{label}: ratio {r:.3} (needs >= {floor}) {detail}"), r >= floor),
        _ => unreachable!("one cost per size"),
    };
    if compared.costs.iter().any(|&(h, _)| h <= 0.0 || h.is_nan()) {
        return Err(format!("{line}: the honest twin costs nothing, so the pair proves nothing"));
    }
    Ok((pass, line))
}

/// Judges every compared cost of a pair and records what fails: a cost
/// that falls behind, or, for a known-open pair, a verdict that passes
/// (the channel is closed: its header must go).
fn judge_pair(label: &str, sizes: &Sizes, compared: &[Compared], floor: f64, open: bool, failures: &mut Vec<String>) {
    let mut lines = Vec::new();
    let mut all_pass = true;
    for c in compared {
        match judge(label, sizes, c, floor) {
            Ok((pass, line)) => {
                let mark = match (pass, open) {
                    (false, true) => " [known open]",
                    (false, false) => " [ESCAPES]",
                    _ => "",
                };
                println!("{line}{mark}");
                all_pass &= pass;
                lines.push((pass, line));
            }
            Err(e) => {
                println!("{e}");
                failures.push(e);
                return;
            }
        }
    }
    if open && all_pass {
        failures.push(format!(
            "{label}: the known-open channel is closed now: remove its integrity-known-open header\n  {}",
            lines.iter().map(|(_, l)| l.as_str()).collect::<Vec<_>>().join("\n  ")
        ));
    } else if !open {
        for (_, line) in lines.iter().filter(|(pass, _)| !pass) {
            failures.push(format!("{line}: the trick escapes the meter"));
        }
    }
}

/// Cost of the measured calls of function `name`, from the run's report.
fn measured_function_cost(outcome: &Outcome, name: &str) -> f64 {
    let report = outcome.report.as_ref().expect("a run report");
    report.measured.iter().filter(|m| m.function == name).map(|m| m.summary.cost as f64).sum()
}

fn sizes_or_fail(label: &str, honest: &str, trick: &str) -> Sizes {
    sizes_of(honest, trick).unwrap_or_else(|e| panic!("{label}: {e}"))
}

/// Runs every pair of one class under `strict`, at each of its sizes, and
/// judges the ratios.
fn check_class(class: &str) {
    let pairs = pairs_in(&integrity_dir(), &format!("{class}__"));
    assert!(!pairs.is_empty(), "no {class}__*__honest.dmd pairs in {}", integrity_dir().display());
    let mut failures = Vec::new();
    for (topic, honest_path, trick_path) in pairs {
        let label = format!("{class}/{topic}");
        let (honest_src, trick_src) = (read(&honest_path), read(&trick_path));
        let floor = ratio_of(&honest_src, &trick_src);
        let open = pair_header(&honest_src, &trick_src, "known-open").is_some();
        let sizes = sizes_or_fail(&label, &honest_src, &trick_src);
        let measured = pair_header(&honest_src, &trick_src, "measured").is_some_and(|v| v == "yes");
        let function = pair_header(&honest_src, &trick_src, "measured-function");
        let mut compared = vec![Compared { what: "run cost".into(), costs: Vec::new() }];
        if measured {
            compared.push(Compared { what: "measured calls".into(), costs: Vec::new() });
        }
        if let Some(name) = &function {
            compared.push(Compared { what: format!("measured calls of {name}"), costs: Vec::new() });
        }
        for size in sizes.runs() {
            let honest = run_strict(&honest_path, &honest_src, &size);
            let trick = run_strict(&trick_path, &trick_src, &size);
            let at = size.as_ref().map(|(n, v)| format!(" at {n}={v}")).unwrap_or_default();
            assert_eq!(
                honest.stdout,
                trick.stdout,
                "{label}{at}: the twins must print the same stdout\n{}",
                support::diff(&honest.stdout, &trick.stdout)
            );
            let run_cost = |o: &Outcome| o.run.as_ref().expect("strict has a run summary").cost as f64;
            let mut costs = vec![(run_cost(&honest), run_cost(&trick))];
            if measured {
                costs.push((honest.stats.cost as f64, trick.stats.cost as f64));
            }
            if let Some(name) = &function {
                costs.push((measured_function_cost(&honest, name), measured_function_cost(&trick, name)));
            }
            for (c, cost) in compared.iter_mut().zip(costs) {
                c.costs.push(cost);
            }
        }
        judge_pair(&label, &sizes, &compared, floor, open, &mut failures);
    }
    assert!(failures.is_empty(), "\n{}", failures.join("\n"));
}

/// The text of a submission with every module-level `name = ...` line
/// assigning `value` instead (what `--set` does, for `dmdpy score`).
fn with_size(label: &str, path: &Path, text: &str, name: &str, value: i64) -> String {
    let prefix = format!("{name} = ");
    let mut found = false;
    let lines: Vec<String> = text
        .lines()
        .map(|l| {
            if l.starts_with(&prefix) {
                found = true;
                format!("{prefix}{value}")
            } else {
                l.to_string()
            }
        })
        .collect();
    assert!(found, "{label}: {} has no module-level `{name} = ...` to set", path.display());
    lines.join("\n") + "\n"
}

/// `dmdpy score --model strict` of one submission, its JSON written to
/// `json`: (status, mean cost).
fn score(path: &Path, args: &[String], json: &Path) -> (String, f64) {
    let _ = std::fs::remove_file(json);
    let output = Command::new(env!("CARGO_BIN_EXE_dmdpy"))
        .args(["score", "--model", "strict", "--no-time", "--json"])
        .arg(json)
        .args(args)
        .arg(path)
        .current_dir(support::manifest_dir())
        .output()
        .expect("run dmdpy score");
    let text = std::fs::read_to_string(json).unwrap_or_else(|e| {
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

/// Every integrity program, with its class: `(class, path)`.
fn all_programs() -> Vec<(String, PathBuf)> {
    let dir = integrity_dir();
    let mut out = Vec::new();
    for path in support::dmd_files(&dir) {
        let name = path.file_name().unwrap().to_string_lossy().to_string();
        let in_score = path.parent() == Some(dir.join("score").as_path());
        let class = if in_score { "load" } else { name.split("__").next().unwrap() };
        out.push((class.to_string(), path));
    }
    out
}

#[test]
fn every_class_has_pairs() {
    let mut seen = BTreeSet::new();
    for (class, path) in all_programs() {
        let name = path.file_name().unwrap().to_string_lossy().to_string();
        let twin = if let Some(stem) = name.strip_suffix("__honest.dmd") {
            format!("{stem}__trick.dmd")
        } else if let Some(stem) = name.strip_suffix("__trick.dmd") {
            format!("{stem}__honest.dmd")
        } else {
            panic!("{}: integrity programs end in __honest.dmd or __trick.dmd", path.display());
        };
        assert!(path.with_file_name(&twin).is_file(), "{} has no twin {twin}", path.display());
        assert!(CLASSES.contains(&class.as_str()), "{}: unknown class {class}", path.display());
        seen.insert(class);
    }
    for class in CLASSES {
        assert!(seen.contains(class), "no pair for class {class}");
    }
}

/// Checked apart from the runs, so that a missing header fails at once.
#[test]
fn every_pair_declares_its_sizes() {
    let mut problems = Vec::new();
    for (_, path) in all_programs() {
        let name = path.file_name().unwrap().to_string_lossy().to_string();
        let Some(stem) = name.strip_suffix("__honest.dmd") else { continue };
        let trick = path.with_file_name(format!("{stem}__trick.dmd"));
        let (h, t) = (read(&path), read(&trick));
        match sizes_of(&h, &t) {
            Err(e) => problems.push(format!("{}: {e}", path.display())),
            Ok(Sizes::None) => {}
            Ok(Sizes::Two { name, .. }) => {
                // Both twins read the size from a module-level literal.
                for (p, src) in [(&path, &h), (&trick, &t)] {
                    if !src.lines().any(|l| l.starts_with(&format!("{name} = "))) {
                        problems.push(format!("{}: no module-level `{name} = ...` for the size", p.display()));
                    }
                }
            }
        }
    }
    assert!(problems.is_empty(), "\n{}", problems.join("\n"));
}

#[test]
fn sizes_headers_parse() {
    let two = |s: &str| sizes_of(&format!("# integrity-sizes: {s}\n"), "");
    assert_eq!(two("N=40 N=320"), Ok(Sizes::Two { name: "N".into(), small: 40, large: 320 }));
    assert_eq!(two("none"), Ok(Sizes::None));
    assert!(two("N=40 N=200").is_err(), "less than 8x apart");
    assert!(two("N=40 M=320").is_err(), "two names");
    assert!(two("N=40").is_err(), "one size");
    assert!(two("N=0 N=0").is_err(), "not positive");
    assert!(sizes_of("", "").is_err(), "no header");
    let differ = sizes_of("# integrity-sizes: N=1 N=8\n", "# integrity-sizes: N=2 N=16\n");
    assert!(differ.is_err(), "the twins disagree");
}

#[test]
fn the_verdict_needs_the_floor_and_no_fall() {
    let sizes = Sizes::Two { name: "N".into(), small: 1, large: 8 };
    let pass = |small: (f64, f64), large: (f64, f64)| {
        let c = Compared { what: "run cost".into(), costs: vec![small, large] };
        judge("t", &sizes, &c, 0.5).unwrap().0
    };
    assert!(pass((100.0, 80.0), (100.0, 60.0)), "0.8 -> 0.6: within 0.7x and above 0.5");
    assert!(!pass((100.0, 90.0), (100.0, 60.0)), "0.9 -> 0.6 falls more than 0.7x");
    assert!(!pass((100.0, 60.0), (100.0, 45.0)), "below the floor at the large size");
    assert!(pass((100.0, 500.0), (100.0, 70.0)), "a ratio above 1 counts as 1");
    assert!(!pass((100.0, 500.0), (100.0, 69.0)), "0.69 < 0.7 x min(5, 1)");
    let zero = Compared { what: "run cost".into(), costs: vec![(0.0, 1.0), (10.0, 10.0)] };
    assert!(judge("t", &sizes, &zero, 0.5).is_err(), "an honest twin that costs nothing proves nothing");
    let mut failures = Vec::new();
    let good = Compared { what: "run cost".into(), costs: vec![(100.0, 100.0), (100.0, 100.0)] };
    judge_pair("t", &sizes, std::slice::from_ref(&good), 0.5, true, &mut failures);
    assert_eq!(failures.len(), 1, "a known-open pair that passes fails the test");
    failures.clear();
    let bad = Compared { what: "run cost".into(), costs: vec![(100.0, 100.0), (100.0, 10.0)] };
    judge_pair("t", &sizes, &[good, bad], 0.5, true, &mut failures);
    assert!(failures.is_empty(), "a known-open pair fails on one of its costs");
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
fn shared_blocks_are_stored_in_each_place() {
    check_class("aliasing");
}

#[test]
fn wide_scalars_cost_their_width() {
    check_class("wide");
}

/// Staged copies: the model's rules (free writes, one read per copy)
/// leave them open; the pairs are known-open and fail the test once a rule
/// closes them.
#[test]
fn copies_pay_for_what_they_stage() {
    check_class("copies");
}

#[test]
fn load_time_values_are_metered_under_score() {
    let dir = integrity_dir().join("score");
    let pairs = pairs_in(&dir, "");
    assert!(!pairs.is_empty(), "no score pairs in {}", dir.display());
    let tmp = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("integrity-score");
    let mut failures = Vec::new();
    for (topic, honest_path, trick_path) in pairs {
        let label = format!("load/{topic}");
        let (honest_src, trick_src) = (read(&honest_path), read(&trick_path));
        let floor = ratio_of(&honest_src, &trick_src);
        let open = pair_header(&honest_src, &trick_src, "known-open").is_some();
        let sizes = sizes_or_fail(&label, &honest_src, &trick_src);
        let extra = pair_header(&honest_src, &trick_src, "score-args").unwrap_or_default();
        let mut compared = Compared { what: "score mean_cost".into(), costs: Vec::new() };
        for size in sizes.runs() {
            // The submissions keep their file names (a submission's name
            // is part of what the scorer derives from it).
            let (honest, trick, args) = match &size {
                None => (honest_path.clone(), trick_path.clone(), Vec::new()),
                Some((name, value)) => {
                    let dir = tmp.join(format!("{topic}-{name}-{value}"));
                    std::fs::create_dir_all(&dir).expect("make a temporary directory");
                    let write = |path: &Path, src: &str| {
                        let copy = dir.join(path.file_name().unwrap());
                        std::fs::write(&copy, with_size(&label, path, src, name, *value)).expect("write a copy");
                        copy
                    };
                    let args = extra.split_whitespace().map(|a| a.replace(&format!("{{{name}}}"), &value.to_string()));
                    (write(&honest_path, &honest_src), write(&trick_path, &trick_src), args.collect())
                }
            };
            let at = size.as_ref().map(|(n, v)| format!(" at {n}={v}")).unwrap_or_default();
            std::fs::create_dir_all(&tmp).expect("make a temporary directory");
            let json = |twin: &str| tmp.join(format!("{topic}__{twin}{}.json", at.replace(' ', "-")));
            let (honest_status, honest_cost) = score(&honest, &args, &json("honest"));
            let (trick_status, trick_cost) = score(&trick, &args, &json("trick"));
            assert_eq!(honest_status, "PASS", "{label}{at}: the honest submission must pass");
            assert_eq!(trick_status, "PASS", "{label}{at}: the trick submission must pass");
            compared.costs.push((honest_cost, trick_cost));
        }
        judge_pair(&label, &sizes, &[compared], floor, open, &mut failures);
    }
    assert!(failures.is_empty(), "\n{}", failures.join("\n"));
}
