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
use std::process::{Command, Output};

fn dmdpy(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_dmdpy"))
        .args(args)
        .current_dir(support::manifest_dir())
        .output()
        .expect("run dmdpy")
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
    assert_eq!(out.status.code(), Some(0), "stderr: {}", String::from_utf8_lossy(&out.stderr));
    let mut failures = Vec::new();
    compare(&root.join("programs/contest/scores.txt"), &String::from_utf8_lossy(&out.stdout), &mut failures);
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
        ("hog", "def solve(x, y, n_bits, k_sparse):\n    xs = []\n    while True:\n        xs.append([0] * 100000)\n"),
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
    let stdout = String::from_utf8_lossy(&out.stdout);
    let expect = [
        "spin: seed 42: timeout: solve exceeded the 0.5 s wall-clock limit",
        "hog: seed 42: MemoryError: memory limit exceeded: the program needs more than 400 MiB (hog.dmd, line 3)",
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
    assert_eq!(out.status.code(), Some(0));

    let none = dmdpy(&["score", "--seeds", "42", &dir.join("wrong.dmd").display().to_string()]);
    assert_eq!(none.status.code(), Some(1), "no submission passes");
    let usage = dmdpy(&["score", "--k-sparse", "30", &dir.join("wrong.dmd").display().to_string()]);
    assert_eq!(usage.status.code(), Some(2), "k_sparse > n_bits is a usage error");
}
