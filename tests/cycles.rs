//! Reference cycles do not leak (issue 37): the cycle collector frees
//! what programs can no longer reach, under the heap budget, and costs
//! nothing a program can see.
//!
//! Each program in `tests/cycles/` makes one kind of cycle per iteration
//! (lists, tuples, dicts and their views, closures, defaults, bound
//! methods, exceptions, iterators, generators), each holding a 2 KB
//! string: leaked, the 100,000 or 200,000 of them would take 200 to 400
//! MB, past the 160 MiB budget the programs run under. Every run goes
//! through the built binary, audited (`DMDPY_AUDIT_BUDGET=1`), and is
//! judged by its exit, stdout and peak resident memory — never by time.
//!
//! `DMDPY_GC=off` turns the collector off and `DMDPY_GC=1` collects at
//! every registration: the same programs, and every golden program,
//! report the same costs, in both models, either way.

mod support;

use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;

/// The heap budget the programs of `tests/cycles/` run under, in MiB.
const BUDGET_MIB: u64 = 160;

/// How far past the budget a peak may go: code, libraries, stacks and the
/// event log's chunks (as `tests/sandbox.rs` allows).
const RESIDENT_SLACK_MIB: u64 = 24;

const MODELS: [&str; 2] = ["strict", "reference"];

struct Run {
    code: Option<i32>,
    stdout: String,
    stderr: String,
    peak_mib: u64,
}

fn dmdpy(args: &[&str], gc: Option<&str>) -> Run {
    let mut command = Command::new(env!("CARGO_BIN_EXE_dmdpy"));
    command.args(args).env("DMDPY_AUDIT_BUDGET", "1").env_remove("DMDPY_GC");
    if let Some(gc) = gc {
        command.env("DMDPY_GC", gc);
    }
    let measured = support::run_measured(&mut command);
    let f = measured.finished;
    Run { code: f.code, stdout: f.stdout, stderr: f.stderr, peak_mib: measured.peak_rss >> 20 }
}

fn cycle_programs() -> Vec<PathBuf> {
    let programs = support::dmd_files(&support::manifest_dir().join("tests/cycles"));
    assert!(programs.len() >= 14, "the cycle programs are missing");
    programs
}

/// The stdout CPython prints for each program (checked by hand; the
/// programs are plain Python).
fn expected_stdout(path: &Path) -> &'static str {
    let name = path.file_stem().and_then(|s| s.to_str()).unwrap_or_default();
    match name {
        "list_self" => "3 True\n",
        "list_pair" => "2 1\n",
        "tuple_list" => "2 True\n",
        "dict_self" => "3 True\n",
        "dict_list" => "2 2\n",
        "dict_views" => "4\n",
        "closure_self" => "2000\n",
        "closure_mutual" => "True False\n",
        "function_default" => "2\n",
        "bound_method" => "2\n",
        "exception" => "2\n",
        "iterators" => "8 True\n",
        "dict_iterators" => "3\n",
        "generators" => "3 2\n",
        other => panic!("no expected stdout for {other}"),
    }
}

/// Exit 0 with `stdout`, nothing grown past the budget unasked, and the
/// peak within the budget and its slack.
fn ran_within(run: &Run, stdout: &str, budget_mib: u64) -> Result<(), String> {
    let what = format!("exit {:?}, peak {} MiB\nstderr:\n{}", run.code, run.peak_mib, run.stderr);
    if run.code != Some(0) || run.stdout != stdout {
        return Err(format!("expected exit 0 and {stdout:?}, got {:?}; {what}", run.stdout));
    }
    if run.stderr.contains("passed the heap budget unasked") {
        return Err(format!("grew past the budget unasked; {what}"));
    }
    if run.peak_mib > budget_mib + RESIDENT_SLACK_MIB {
        return Err(format!("peak past {budget_mib} + {RESIDENT_SLACK_MIB} MiB; {what}"));
    }
    Ok(())
}

#[test]
fn every_kind_of_cycle_is_collected_within_the_heap_budget() {
    let budget = BUDGET_MIB.to_string();
    let mut failures = Vec::new();
    for path in cycle_programs() {
        for model in MODELS {
            let run = dmdpy(&["run", "-q", "--model", model, "--max-memory", &budget, &path.to_string_lossy()], None);
            if let Err(e) = ran_within(&run, expected_stdout(&path), BUDGET_MIB) {
                failures.push(format!("{} ({model}): {e}", path.display()));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

const CYCLE_A_ITERATION: &str = "\
for i in range(10**6):
    a = []
    b = [a]
    a.append(b)
print(len(a), len(b))
";

/// The same loop, its lists not closing a cycle.
const NO_CYCLE: &str = "\
for i in range(10**6):
    a = []
    b = [a]
    b.append(i)
print(len(a), len(b))
";

fn program_file(name: &str, text: &str) -> String {
    let path = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(name);
    std::fs::write(&path, text).expect("write a program");
    path.display().to_string()
}

#[test]
fn a_million_cycles_run_in_the_memory_of_none() {
    // Without a collector the cycles alone take the strict run past its
    // 256 MiB budget (a MemoryError after about 600,000 of them).
    let cyclic = program_file("cycle_a_iteration.dmd", CYCLE_A_ITERATION);
    let acyclic = program_file("no_cycle.dmd", NO_CYCLE);
    for model in MODELS {
        let args = |p: &str| ["run", "-q", "--model", model, "--max-memory", "256", p].map(String::from);
        let with = dmdpy(&args(&cyclic).each_ref().map(String::as_str), None);
        let without = dmdpy(&args(&acyclic).each_ref().map(String::as_str), None);
        ran_within(&with, "1 1\n", 256).unwrap_or_else(|e| panic!("{model}, with cycles: {e}"));
        ran_within(&without, "0 2\n", 256).unwrap_or_else(|e| panic!("{model}, without: {e}"));
        // The strict event log grows with the run either way; what the
        // cycles add must not.
        let extra = with.peak_mib.saturating_sub(without.peak_mib);
        assert!(
            extra <= RESIDENT_SLACK_MIB + without.peak_mib / 2,
            "{model}: {} MiB with a cycle an iteration, {} MiB without",
            with.peak_mib,
            without.peak_mib
        );
    }
}

/// A JSON report without its wall-clock time.
fn costs_of(report: &str) -> serde_json::Value {
    let mut value: serde_json::Value = serde_json::from_str(report).expect("a JSON report");
    if let Some(object) = value.as_object_mut() {
        object.remove("wall_seconds");
    }
    value
}

/// The JSON report and stdout of `path` in `model`, the collector set by
/// `gc`.
fn report(path: &Path, model: &str, gc: &str, extra: &[&str]) -> (serde_json::Value, String) {
    let stem = path.strip_prefix(support::manifest_dir()).unwrap_or(path).to_string_lossy().replace('/', "_");
    let json = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(format!("cycles-{stem}-{model}-{gc}.json"));
    let path = path.to_string_lossy();
    let json_arg = json.to_string_lossy();
    let mut args = vec!["run", "-q", "--model", model, "--json", &json_arg];
    args.extend_from_slice(extra);
    args.push(&path);
    let run = dmdpy(&args, Some(gc));
    let text = std::fs::read_to_string(&json).unwrap_or_else(|_| format!("{{\"missing\": {:?}}}", run.stderr));
    (costs_of(&text), format!("exit {:?}\n{}{}", run.code, run.stdout, run.stderr))
}

/// The options a golden program's `# dmdpy-options:` line asks for, as
/// `dmdpy run` takes them.
fn options_of(path: &Path) -> Vec<String> {
    let source = std::fs::read_to_string(path).unwrap_or_default();
    let mut args = Vec::new();
    for setting in source.lines().filter_map(|l| l.strip_prefix("# dmdpy-options:")).flat_map(str::split_whitespace) {
        let (key, value) = setting.split_once('=').unwrap_or((setting, ""));
        args.push(format!("--{}", key.replace('_', "-")));
        args.push(value.to_string());
    }
    args
}

/// Every golden program and every cycle program (at 3,000 iterations),
/// with the collector off and collecting at every registration: stdout,
/// errors and the whole cost report (total, per line, per measured call)
/// are the same.
#[test]
fn collection_changes_no_cost() {
    let root = support::manifest_dir();
    let mut programs: Vec<(PathBuf, Vec<String>)> = Vec::new();
    for dir in ["programs", "tests/cases/run", "tests/cases/err"] {
        programs.extend(support::dmd_files(&root.join(dir)).into_iter().map(|p| {
            let options = options_of(&p);
            (p, options)
        }));
    }
    let fewer = ["--set", "N=3000"].map(String::from).to_vec();
    programs.extend(cycle_programs().into_iter().map(|p| (p, fewer.clone())));
    // Two runs at a time: each is a process of its own.
    let (next, failures) = (AtomicUsize::new(0), Mutex::new(Vec::new()));
    std::thread::scope(|scope| {
        for _ in 0..2 {
            scope.spawn(|| {
                while let Some((path, extra)) = programs.get(next.fetch_add(1, Ordering::Relaxed)) {
                    let found = same_costs(path, extra);
                    failures.lock().unwrap_or_else(|e| e.into_inner()).extend(found);
                }
            });
        }
    });
    let failures = failures.into_inner().unwrap_or_else(|e| e.into_inner());
    assert!(failures.is_empty(), "costs changed with collection:\n{}", failures.join("\n"));
}

/// What differs in `path`'s runs with the collector off and eager, in
/// each model.
fn same_costs(path: &Path, extra: &[String]) -> Vec<String> {
    let extra: Vec<&str> = extra.iter().map(String::as_str).collect();
    let mut failures = Vec::new();
    for model in MODELS {
        let off = report(path, model, "off", &extra);
        let eager = report(path, model, "1", &extra);
        if off != eager {
            let text = |r: &(serde_json::Value, String)| format!("{}\n{:#}\n", r.1, r.0);
            failures.push(format!("{} ({model}):\n{}", path.display(), support::diff(&text(&off), &text(&eager))));
        }
    }
    failures
}
