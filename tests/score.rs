//! `dmdpy score`: the leaderboard and the JSON of the example submissions in
//! `programs/contest/` against committed golden files, and the isolation of
//! failing submissions (timeout, memory, recursion, missing `solve`).
//!
//! The reference-model costs in the goldens were checked against a Python
//! scorer running CPython 3.11 + the reference tracer (see
//! `programs/contest/README.md`); re-bless after an intended change with
//! `DMDPY_BLESS=1 cargo test --release --test score` and review the diff.

mod support;

use std::path::{Path, PathBuf};
use std::process::Command;

/// `dmdpy ARGS` from the repository's root, to its end (a hang fails).
fn dmdpy(args: &[&str]) -> support::Finished {
    let out =
        support::run_to_end(Command::new(env!("CARGO_BIN_EXE_dmdpy")).args(args).current_dir(support::manifest_dir()));
    assert!(!out.hung, "dmdpy {args:?} hung");
    out
}

fn compare(golden: &Path, actual: &str, failures: &mut Vec<String>) {
    let expected = std::fs::read_to_string(golden).unwrap_or_default();
    if expected == actual {
        return;
    }
    if std::env::var_os("DMDPY_BLESS").is_some() {
        std::fs::write(golden, actual).expect("write golden");
        eprintln!("blessed {}", golden.display());
    } else {
        failures.push(format!("{} differs:\n{}", golden.display(), support::diff(&expected, actual)));
    }
}

#[test]
fn contest_leaderboard_and_json() {
    let root = support::manifest_dir();
    let files: Vec<String> = support::dmd_files(&root.join("programs/contest"))
        .iter()
        .map(|p| p.strip_prefix(&root).expect("under the repository").display().to_string())
        .collect();
    assert!(files.len() >= 5, "example submissions missing: {files:?}");
    let json = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("contest-scores.json");
    let mut args =
        vec!["score", "--model", "reference", "--no-time", "--max-steps", "2000000", "--json", json.to_str().unwrap()];
    args.extend(files.iter().map(|s| s.as_str()));
    let out = dmdpy(&args);
    assert_eq!(out.code, Some(0), "stderr: {}", out.stderr);
    let mut failures = Vec::new();
    compare(&root.join("programs/contest/scores.txt"), &out.stdout, &mut failures);
    let json = std::fs::read_to_string(&json).expect("the JSON report");
    compare(&root.join("programs/contest/scores.json"), &json, &mut failures);
    assert!(failures.is_empty(), "\n{}", failures.join("\n"));
}

/// Each failing submission is reported with its reason; the others still
/// score, and the exit code says whether any passed.
#[test]
fn failures_are_isolated() {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("score-failures");
    std::fs::create_dir_all(&dir).unwrap();
    let cases = [
        ("spin", "def solve(x, y, n_bits, k_sparse):\n    while True:\n        pass\n"),
        // Asks more than the heap budget at its first step, before any
        // time passes: which limit a slower hog met first would depend on
        // the machine (the 0.5 s clock is looked at promptly since a
        // deadline wakes the run).
        ("hog", "def solve(x, y, n_bits, k_sparse):\n    xs = []\n    while True:\n        xs.append([0] * 10**8)\n"),
        ("deep", "def solve(x, y, n_bits, k_sparse):\n    return solve(x, y, n_bits, k_sparse)\n"),
        ("nosolve", "def solver(x, y, n_bits, k_sparse):\n    return [0]\n"),
        ("arity", "def solve(x, y):\n    return [0]\n"),
        ("none", "def solve(x, y, n_bits, k_sparse):\n    return None\n"),
        ("wrong", "def solve(x, y, n_bits, k_sparse):\n    return [0, 1, 2]\n"),
        ("cheat", "def solve(x, y, n_bits, k_sparse):\n    return [5.0, 14, True * 19]\n"),
    ];
    let mut args: Vec<String> =
        ["score", "--seeds", "42", "--timeout", "0.5", "--max-memory", "400", "--max-steps", "0"]
            .map(String::from)
            .into();
    for (name, text) in cases {
        let path = dir.join(format!("{name}.dmd"));
        std::fs::write(&path, text).unwrap();
        args.push(path.display().to_string());
    }
    let out = dmdpy(&args.iter().map(|s| s.as_str()).collect::<Vec<_>>());
    let stdout = out.stdout;
    let expect = [
        "spin: seed 42: timeout: solve exceeded the 0.5 s wall-clock limit",
        // The while test (line 3) or the append (line 4), whichever meets the budget.
        "hog: seed 42: MemoryError: memory limit exceeded: the program needs more than 400 MiB (hog.dmd, line ",
        "deep: seed 42: RecursionError: maximum recursion depth exceeded (deep.dmd, line 2)",
        "nosolve: no function `solve` defined",
        "arity: `solve` must take 4 arguments (x, y, n_bits, k_sparse); it takes 2",
        "none: seed 42: invalid answer: TypeError: 'NoneType' object is not iterable",
    ];
    for line in expect {
        assert!(stdout.contains(line), "missing {line:?} in\n{stdout}");
    }
    let row = |name: &str| stdout.lines().find(|l| l.split_whitespace().nth(1) == Some(name)).unwrap_or("").to_string();
    assert!(row("wrong").contains("FAIL_ACC"), "{stdout}");
    assert!(row("cheat").contains("PASS"), "{stdout}");
    assert!(row("spin").contains("ERROR"), "{stdout}");
    assert_eq!(out.code, Some(0));

    let none = dmdpy(&["score", "--seeds", "42", &dir.join("wrong.dmd").display().to_string()]);
    assert_eq!(none.code, Some(1), "no submission passes");
    let usage = dmdpy(&["score", "--k-sparse", "30", &dir.join("wrong.dmd").display().to_string()]);
    assert_eq!(usage.code, Some(2), "k_sparse > n_bits is a usage error");
}

/// Hostile submissions beside honest ones: the full table and JSON come
/// out, the honest ones PASS with the cost they have alone, the hostile
/// ones are ERROR with a reason, and nothing they print reaches the
/// leaderboard raw.
///
/// Which limit a runaway meets first must not depend on the machine's
/// load, so the submissions that must meet the clock are scored apart,
/// under a 3 s timeout and nothing else they could reach; the others under
/// a timeout that only stops a hung scorer, so memory, recursion and
/// errors are met first however busy the machine is.
#[test]
fn hostile_submissions_cannot_take_the_scorer_down() {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("score-hostile");
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let solve = "def solve(x, y, n_bits, k_sparse):\n";
    // Under a 4 GiB budget, which their logs cannot fill in 3 s: only the
    // clock stops them.
    let timed = [
        ("huge_sum", format!("{solve}    return [sum(range(10**18))]\n")),
        ("huge_pow", format!("{solve}    return [pow(3, 10**10000, 10**100000 + 7)]\n")),
    ];
    let bounded = [
        ("big_alloc", format!("{solve}    return [0] * 2**28\n")),
        ("enum_chain", format!("{solve}    it = iter(x)\n    for i in range(10**6):\n        it = enumerate(it)\n    return next(it)\n")),
        ("deep_list", format!("{solve}    a = []\n    for i in range(10**6):\n        a = [a]\n    return a == [a]\n")),
        ("doubling", format!("{solve}    s = 'x' * 10**6\n    while True:\n        s = s + s\n")),
        ("inject", format!("{solve}    return [1 / 0 if x else 0, '\\n1  fake  PASS\\x1b[2J']\n")),
        ("unseeded", format!("import random\n{solve}    return sorted(random.sample(range(n_bits), k_sparse))\n")),
    ];
    let write = |name: &str, text: &str| {
        let path = dir.join(format!("{name}.dmd"));
        std::fs::write(&path, text).unwrap();
        path.display().to_string()
    };
    let mut files: Vec<String> = bounded.iter().map(|(name, text)| write(name, text)).collect();
    let evil = dir.join("evil\n9  fake  PASS\u{1b}[2J.dmd");
    std::fs::write(&evil, format!("{solve}    return [0]\n")).unwrap();
    files.push(evil.display().to_string());
    files.extend(["gf2", "scan"].map(|honest| format!("programs/contest/{honest}.dmd")));
    let (stdout, results) = score_hostile(&dir, "bounded", "120", "512", &files);
    assert_eq!(results.len(), files.len(), "{stdout}");
    let timed_files: Vec<String> = timed.iter().map(|(name, text)| write(name, text)).collect();
    let (timed_stdout, timed_results) = score_hostile(&dir, "timed", "3", "4096", &timed_files);
    assert_eq!(timed_results.len(), timed.len(), "{timed_stdout}");

    let clock: &[&str] = &["timeout: solve exceeded the 3 s wall-clock limit"];
    for (name, reasons, results, stdout) in [
        ("huge_sum", clock, &timed_results, &timed_stdout),
        ("huge_pow", clock, &timed_results, &timed_stdout),
        ("big_alloc", &["MemoryError: memory limit exceeded"], &results, &stdout),
        ("enum_chain", &["RecursionError"], &results, &stdout),
        ("deep_list", &["RecursionError"], &results, &stdout),
        ("doubling", &["MemoryError: memory limit exceeded"], &results, &stdout),
        ("inject", &["ZeroDivisionError"], &results, &stdout),
    ] {
        let (s, e) = status(results, name, stdout);
        assert_eq!(s, "ERROR", "{name}: {stdout}");
        assert!(reasons.iter().any(|r| e.contains(r)), "{name}: {e:?} is none of {reasons:?}\n{stdout}");
    }
    // The honest submissions score exactly what they score alone.
    for honest in ["gf2", "scan"] {
        let alone = dmdpy(&[
            "score",
            "--seeds",
            "42,123",
            "--no-time",
            "--json",
            "-",
            &format!("programs/contest/{honest}.dmd"),
        ]);
        let alone: serde_json::Value = serde_json::from_str(&alone.stdout).expect("JSON on stdout");
        let mine = results.iter().find(|r| r["name"] == honest).unwrap();
        assert_eq!(mine["status"], "PASS", "{stdout}");
        assert_eq!(
            mine["seeds"], alone["results"][0]["seeds"],
            "{honest} scored differently beside hostile submissions"
        );
    }
    // Unseeded random is seeded from (submission, seed): it reproduces.
    let (s, _) = status(&results, "unseeded", &stdout);
    assert_ne!(s, "ERROR", "{stdout}");
    // Nothing a submission controls reaches the table raw.
    assert!(!stdout.contains('\u{1b}'), "{stdout:?}");
    // (A diagnostic's excerpt, indented under its row, shows the source
    // as written: the escapes stay text.)
    assert!(!stdout.lines().any(|l| l.contains("fake") && !l.starts_with(' ') && !l.contains("\\u{")), "{stdout}");
}

/// Scores `files` on two seeds, two at a time, under `timeout` seconds and
/// `memory` MiB: the leaderboard and the JSON's results.
fn score_hostile(
    dir: &Path,
    label: &str,
    timeout: &str,
    memory: &str,
    files: &[String],
) -> (String, Vec<serde_json::Value>) {
    let json = dir.join(format!("scores-{label}.json"));
    let mut args =
        vec!["score", "--seeds", "42,123", "--timeout", timeout, "--max-memory", memory, "--jobs", "2", "--no-time"];
    args.extend(files.iter().map(|f| f.as_str()));
    let json_arg = json.display().to_string();
    args.extend(["--json", &json_arg]);
    let out = dmdpy(&args);
    let stdout = out.stdout.clone();
    let doc: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(&json).expect("JSON written"))
        .unwrap_or_else(|e| panic!("{e}: {stdout}"));
    let code = out.code;
    let results = doc["results"].as_array().unwrap().clone();
    let any_pass = results.iter().any(|r| r["status"] == "PASS");
    assert_eq!(code, Some(if any_pass { 0 } else { 1 }), "{stdout}\n{}", out.stderr);
    (stdout, results)
}

/// A row's status and error.
fn status(results: &[serde_json::Value], name: &str, stdout: &str) -> (String, String) {
    let r = results.iter().find(|r| r["name"] == name).unwrap_or_else(|| panic!("{name} missing:\n{stdout}"));
    (r["status"].as_str().unwrap().to_string(), r["error"].as_str().unwrap_or("").to_string())
}

/// The table and the JSON do not depend on how many workers run at once,
/// and a submission using unseeded `random` scores the same every time.
#[test]
fn results_do_not_depend_on_jobs() {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("score-jobs");
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("lucky.dmd");
    std::fs::write(
        &path,
        "import random\ndef solve(x, y, n_bits, k_sparse):\n    return random.sample(range(n_bits), k_sparse)\n",
    )
    .unwrap();
    let file = path.display().to_string();
    let run = |jobs: &str| {
        let out = dmdpy(&[
            "score",
            "--seeds",
            "1,2,3,4",
            "--no-time",
            "--jobs",
            jobs,
            "--json",
            "-",
            &file,
            "programs/contest/gf2.dmd",
            "programs/contest/crash.dmd",
        ]);
        out.stdout.clone()
    };
    let one = run("1");
    assert!(one.contains("\"lucky\""), "{one}");
    assert_eq!(one, run("3"));
    assert_eq!(one, run("1"));
}

/// `--hidden-seeds K`: K seeds the table does not show; the JSON has them.
#[test]
fn hidden_seeds_stay_out_of_the_table() {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("score-hidden");
    std::fs::create_dir_all(&dir).unwrap();
    let json = dir.join("hidden.json");
    let out = dmdpy(&[
        "score",
        "--hidden-seeds",
        "2",
        "--no-time",
        "--json",
        &json.display().to_string(),
        "programs/contest/gf2.dmd",
    ]);
    let stdout = out.stdout;
    assert!(stdout.contains("seeds 2 hidden"), "{stdout}");
    let doc: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(&json).unwrap()).unwrap();
    let seeds = doc["config"]["seeds"].as_array().unwrap();
    assert_eq!(seeds.len(), 2);
    for s in seeds {
        assert!(!stdout.contains(&s.to_string()), "seed {s} printed:\n{stdout}");
    }
    let both = dmdpy(&["score", "--hidden-seeds", "2", "--seeds", "1", "programs/contest/gf2.dmd"]);
    assert_eq!(both.code, Some(2));
}

/// What the parent makes of a worker that crashes, hangs or babbles, with
/// stand-in workers (shell scripts) doing each on purpose.
#[test]
fn a_worker_that_crashes_or_hangs_is_an_error_row() {
    use std::os::unix::fs::PermissionsExt;
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("score-workers");
    std::fs::create_dir_all(&dir).unwrap();
    let submission = dir.join("any.dmd");
    std::fs::write(&submission, "def solve(x, y, n_bits, k_sparse):\n    return [0]\n").unwrap();
    let cases = [
        ("hangs", "sleep 30", "killed: timeout"),
        ("overflows", "echo \"thread 'dmdpy' has overflowed its stack\" >&2; kill -ABRT $$", "crashed: stack overflow"),
        ("segfaults", "kill -SEGV $$", "crashed: segmentation fault"),
        (
            "runs_out",
            "echo 'memory allocation of 10737418240 bytes failed' >&2; kill -ABRT $$",
            "crashed: out of memory",
        ),
        ("babbles", "echo not json", "internal error: the worker's answer is not valid JSON"),
        ("exits", "exit 3", "crashed: the worker exited with status 3"),
    ];
    for (name, body, reason) in cases {
        let worker = dir.join(format!("{name}.sh"));
        std::fs::write(&worker, format!("#!/bin/sh\ncat > /dev/null\n{body}\n")).unwrap();
        std::fs::set_permissions(&worker, std::fs::Permissions::from_mode(0o755)).unwrap();
        let config = dmdpy::api::ScoreConfig {
            seeds: vec![42],
            timeout_s: 0.5,
            worker: Some(worker.into()),
            ..dmdpy::api::ScoreConfig::default()
        };
        let started = std::time::Instant::now();
        let report =
            dmdpy::api::score(std::slice::from_ref(&submission), &config, |_| {}).expect("a valid configuration");
        let result = report.results.into_iter().next().expect("one file, one result");
        eprintln!("{name}: {:?} in {:?}", result.error, started.elapsed());
        assert_eq!(result.status, dmdpy::api::ScoreStatus::Error, "{name}");
        let error = result.error.unwrap_or_default();
        assert!(error.contains(reason), "{name}: {error:?} lacks {reason:?}");
    }
}

/// `score --profile` lists exactly what the scorer priced for the seed: its
/// sections add up to the seed's cost in the JSON (load + solve under
/// strict, the measured call alone under reference), and each section's
/// lines add up to the section.
#[test]
fn profile_lists_what_the_seed_costs() {
    for model in ["strict", "reference"] {
        let json = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(format!("profile-{model}.json"));
        let args = [
            "score",
            "--profile",
            "programs/contest/gf2.dmd",
            "--seed",
            "123",
            "--model",
            model,
            "--no-time",
            "--json",
            json.to_str().unwrap(),
        ];
        let out = dmdpy(&args);
        assert_eq!(out.code, Some(0), "stderr: {}", out.stderr);
        let text = out.stdout.clone();
        let report: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(&json).unwrap()).unwrap();
        let seed = &report["results"][0]["seeds"][0];
        assert_eq!(seed["seed"], 123, "{model}: the profiled seed alone is scored");
        let cost = seed["cost"].as_u64().expect("a cost");
        let headline = text.lines().nth(1).expect("a headline");
        assert!(headline.starts_with(&format!("seed 123: cost {cost} = ")), "{model}: {headline}");
        let sections = section_costs(&text);
        assert_eq!(sections.len(), if model == "strict" { 2 } else { 1 }, "{model}: {text}");
        assert_eq!(sections.iter().map(|(total, _)| total).sum::<u64>(), cost, "{model}: {text}");
        for (total, lines) in &sections {
            assert!(*lines == *total || (*lines == 0 && text.contains("(no reads)")), "{model}: {text}");
        }
        assert!(text.contains("solve "), "{model}: per-function totals: {text}");
        assert!(text.contains("dmdpy score · model"), "{model}: the table follows the profile");
    }
    let two = dmdpy(&["score", "--profile", "programs/contest/gf2.dmd", "programs/contest/scan.dmd"]);
    assert_eq!(two.code, Some(2));
    assert!(two.stderr.contains("--profile profiles one file"));
    let seed_alone = dmdpy(&["score", "--seed", "3", "programs/contest/gf2.dmd"]);
    assert_eq!(seed_alone.code, Some(2));
}

/// Each `== … cost N · … ==` section of a profile: (N, the sum of its
/// lines' costs).
fn section_costs(text: &str) -> Vec<(u64, u64)> {
    let mut sections: Vec<(u64, u64)> = Vec::new();
    let mut in_lines = false;
    for line in text.lines() {
        if line.starts_with("== ") {
            let total = line.split("cost ").nth(1).and_then(|r| r.split(' ').next()).and_then(|n| n.parse().ok());
            sections.push((total.expect("a section's cost"), 0));
            in_lines = true;
        } else if line.starts_with("per function:") || line.starts_with("dmdpy score") {
            in_lines = false;
        } else if in_lines {
            // `  line  reads  cost  %  source`: numbered lines with a cost.
            let fields: Vec<&str> = line.split_whitespace().collect();
            if fields.len() >= 4 && fields[0].parse::<u64>().is_ok() && fields[3].contains('%') {
                sections.last_mut().unwrap().1 += fields[2].parse::<u64>().unwrap();
            }
        }
    }
    sections
}

/// Paths no submission should be read from (a FIFO, a device, a
/// directory, a file past the size limit) are ERROR rows, found at once;
/// a huge answer is cut in the report; two files of one name are shown by
/// path. The honest file beside them is scored.
#[test]
fn unreadable_paths_huge_answers_and_twin_names_are_rows() {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("score-paths");
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(dir.join("twin")).unwrap();
    let path = |name: &str| dir.join(name).display().to_string();
    let fifo = Command::new("mkfifo").arg(path("fifo.dmd")).status().expect("mkfifo");
    assert!(fifo.success());
    std::os::unix::fs::symlink("/dev/zero", dir.join("zero.dmd")).unwrap();
    std::fs::create_dir_all(dir.join("folder.dmd")).unwrap();
    let mut huge = "#".repeat(dmdpy::testing::score::MAX_SUBMISSION_BYTES);
    huge.push_str("\ndef solve(x, y, n_bits, k_sparse):\n    return [0]\n");
    std::fs::write(dir.join("huge.dmd"), huge).unwrap();
    std::fs::write(dir.join("many.dmd"), "def solve(x, y, n_bits, k_sparse):\n    return list(range(10**5))\n")
        .unwrap();
    std::fs::write(dir.join("twin/gf2.dmd"), "def solve(x, y, n_bits, k_sparse):\n    return [0, 1, 2]\n").unwrap();
    let files = ["fifo.dmd", "zero.dmd", "folder.dmd", "huge.dmd", "many.dmd", "twin/gf2.dmd"].map(path);
    let mut args = vec!["score", "--seeds", "42", "--no-time", "--json", "-", "programs/contest/gf2.dmd"];
    args.extend(files.iter().map(|s| s.as_str()));
    // A path that blocked the scorer would hang: `dmdpy` fails on that.
    let out = dmdpy(&args);
    let table = out.stderr.clone();
    assert_eq!(out.code, Some(0), "{table}");
    let doc: serde_json::Value = serde_json::from_str(&out.stdout).expect("JSON on stdout");
    let result =
        |file: &str| doc["results"].as_array().unwrap().iter().find(|r| r["file"] == file).cloned().expect(file);
    for (file, reason) in [
        (&files[0], "not a regular file"),
        (&files[1], "not a regular file"),
        (&files[2], "not a regular file"),
        (&files[3], "larger than 16 MiB"),
    ] {
        let r = result(file);
        assert_eq!(r["status"], "ERROR", "{file}: {table}");
        assert!(r["error"].as_str().unwrap().contains(reason), "{file}: {}", r["error"]);
    }
    let many = &result(&files[4])["seeds"][0];
    assert_eq!(many["found"].as_array().unwrap().len(), 4, "k_sparse + 1 items kept");
    assert_eq!(many["found_items"], 100_000);
    assert_eq!(result("programs/contest/gf2.dmd")["status"], "PASS");
    assert!(table.contains("programs/contest/gf2.dmd") && table.contains(&files[5]), "twins by path: {table}");
}

/// A submission `score` can tell is broken before running it (no `solve`,
/// one of the wrong arity, a syntax error) is an ERROR row at once with the
/// diagnostic `check --contest` shows; `check --contest` passes a good one.
#[test]
fn check_contest_and_score_catch_a_bad_solve_before_running() {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("score-contest-check");
    std::fs::create_dir_all(&dir).unwrap();
    let cases = [
        ("two_args", "def solve(x, y):\n    return [0, 1, 2]\n", "it takes 2"),
        ("no_solve", "def solver(x, y, n_bits, k_sparse):\n    return [0, 1, 2]\n", "no function `solve` defined"),
        ("kwonly", "def solve(x, y, n_bits, k_sparse, *, extra):\n    return []\n", "keyword-only"),
    ];
    for (name, text, reason) in cases {
        let path = dir.join(format!("{name}.dmd"));
        std::fs::write(&path, text).unwrap();
        let path = path.display().to_string();
        let check = dmdpy(&["check", "--contest", &path]);
        assert_eq!(check.code, Some(1), "{name}: {}", check.stderr);
        assert!(check.stderr.contains(reason), "{name}: {}", check.stderr);
        // Plain `check` does not ask for a contest entry point.
        assert_eq!(dmdpy(&["check", &path]).code, Some(0), "{name}");
        let score = dmdpy(&["score", "--seeds", "42", "--no-time", &path]);
        assert!(score.stdout.contains(reason), "{name}: {}", score.stdout);
        // The diagnostic, indented under the reason: the excerpt of line 1.
        assert!(score.stdout.contains("    1 │ def "), "{name}: {}", score.stdout);
    }
    // A `solve` bound another way is checked when it is called, not before.
    let made = dir.join("made.dmd");
    std::fs::write(&made, "def make():\n    return lambda x, y, n, k: [0, 1, 2]\nsolve = make()\n").unwrap();
    assert_eq!(dmdpy(&["check", "--contest", &made.display().to_string()]).code, Some(0));
    assert_eq!(dmdpy(&["check", "--contest", "programs/contest/gf2.dmd"]).code, Some(0));
}

/// A runtime error's row carries the traceback and the excerpt `run` shows,
/// in the table and the JSON; a wrong answer shows what was found against
/// the secret, except under hidden seeds.
#[test]
fn error_rows_show_the_diagnostic_and_wrong_answers_the_secret() {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("score-explained");
    std::fs::create_dir_all(&dir).unwrap();
    let json = dir.join("crash.json").display().to_string();
    let out = dmdpy(&["score", "--seeds", "42", "--no-time", "--json", &json, "programs/contest/crash.dmd"]);
    assert!(out.stdout.contains("      File \"crash.dmd\", line 7, in solve"), "{}", out.stdout);
    let doc: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(&json).unwrap()).unwrap();
    let diagnostic = doc["results"][0]["diagnostic"].as_str().expect("a diagnostic in the JSON");
    assert!(diagnostic.contains("ZeroDivisionError"), "{diagnostic}");
    assert!(doc["results"][0]["seeds"][0]["diagnostic"].is_string());

    let out = dmdpy(&["score", "--seeds", "42", "--no-time", "programs/contest/guess.dmd"]);
    assert!(out.stdout.contains("guess: wrong answers"), "{}", out.stdout);
    assert!(out.stdout.contains("    seed 42: found ["), "{}", out.stdout);
    assert!(out.stdout.contains("], secret [5, 14, 19]"), "{}", out.stdout);

    let json = dir.join("hidden.json").display().to_string();
    let args = ["score", "--hidden-seeds", "2", "--no-time", "--json", &json, "programs/contest/guess.dmd"];
    let out = dmdpy(&args);
    assert!(out.stdout.contains("hidden seed 1 of 2: the answer is not the secret"), "{}", out.stdout);
    assert!(!out.stdout.contains("secret ["), "{}", out.stdout);
    let doc: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(&json).unwrap()).unwrap();
    for seed in doc["results"][0]["seeds"].as_array().unwrap() {
        assert!(seed.get("secret").is_none() && seed["found"].is_null(), "{seed}");
        assert_eq!(seed["correct"], false);
    }
}

/// Rows are told as files finish, not in the order given: a quick file
/// after one that runs to its timeout is reported first, and the seed that
/// timed out is told when it does.
#[test]
fn rows_stream_as_files_finish() {
    let out = dmdpy(&[
        "score",
        "--seeds",
        "42",
        "--jobs",
        "2",
        "--max-steps",
        "0",
        "--timeout",
        "20",
        "programs/contest/forever.dmd",
        "programs/contest/gf2.dmd",
    ]);
    let quick = out.stderr.find("scored programs/contest/gf2.dmd: PASS").expect("gf2's line");
    let slow = out.stderr.find("scored programs/contest/forever.dmd: ERROR").expect("forever's line");
    assert!(quick < slow, "{}", out.stderr);
    // The seed's failure is told when it happens: the timeout, or on a fast
    // machine whatever limit the endless loop's growing event log meets first.
    let failed = out.stderr.find("programs/contest/forever.dmd: seed 42: ").expect("the seed's line");
    assert!(failed < slow, "{}", out.stderr);
}

/// The endless measured call of `forever.dmd` with no step limit ends as a
/// `MemoryError` row. At the default 4096 MiB the worker crashed ("out of
/// memory") instead: when the limit stopped the call, its log's last uses
/// (a gigabyte of them) moved into the run's table, grown unasked past the
/// worker's address space; that growth asks the budget now and, refused,
/// drops the table. (A smaller budget keeps the test quick: it holds the
/// kind of row; the crash itself needed the default budget's gigabyte.)
#[test]
fn an_endless_measured_call_ends_as_a_memory_error_row() {
    let out = dmdpy(&[
        "score",
        "--seeds",
        "42",
        "--max-steps",
        "0",
        "--timeout",
        "300",
        "--max-memory",
        "384",
        "programs/contest/forever.dmd",
    ]);
    let row = "forever: seed 42: MemoryError: memory limit exceeded: the program needs more than 384 MiB";
    assert!(out.stdout.contains(row), "{}\n{}", out.stdout, out.stderr);
    assert!(!out.stdout.contains("crashed") && !out.stderr.contains("crashed"), "{}\n{}", out.stdout, out.stderr);
}
