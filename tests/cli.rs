//! The `dmdpy` binary end to end: exit codes (0 success, 1 program error,
//! 2 usage error), the summary on stderr, `--set`, `--json -` and `check`
//! (what it finds, and no false alarm on any program of the repository).

use std::process::Command;

fn dmdpy(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_dmdpy"))
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .expect("run dmdpy");
    let text = |b: &[u8]| String::from_utf8_lossy(b).to_string();
    (out.status.code().unwrap_or(-1), text(&out.stdout), text(&out.stderr))
}

#[test]
fn run_prints_stdout_and_a_summary() {
    let (code, stdout, stderr) = dmdpy(&["run", "programs/example.dmd"]);
    assert_eq!(code, 0, "{stderr}");
    assert!(stdout.ends_with("cost: 62\n"), "{stdout}");
    assert!(stderr.contains("dmdpy: model strict · cost 288 for the whole run · 139 reads"), "{stderr}");
    assert!(stderr.contains("2 measured calls (cost 124 alone, included)"), "{stderr}");
    let (_, _, stderr) = dmdpy(&["run", "--model", "reference", "programs/example.dmd"]);
    assert!(stderr.contains("cost 40 for 2 measured calls (nothing else is priced)"), "{stderr}");
    let (code, stdout, stderr) = dmdpy(&["run", "--model", "reference", "-q", "programs/example.dmd"]);
    assert_eq!((code, stderr.as_str()), (0, ""));
    assert_eq!(stdout, "([3, 6, 3, 5, 2, 1, 2, 3, 2, 1], 32)\ncost: 20\n");
}

#[test]
fn exit_codes() {
    let (code, _, stderr) = dmdpy(&["run", "tests/cases/err/runtime__zero_division.dmd"]);
    assert_eq!(code, 1);
    assert!(stderr.contains("ZeroDivisionError"), "{stderr}");
    assert_eq!(dmdpy(&["run", "--model", "nonsense", "programs/example.dmd"]).0, 2);
    assert_eq!(dmdpy(&["run", "no/such/file.dmd"]).0, 2);
    assert_eq!(dmdpy(&["run", "--bytes-per-element", "0", "programs/example.dmd"]).0, 2);
    // Past 2^20 bytes an element, the 128-bit sums could saturate and
    // print 2^128 - 1 as if exact.
    assert_eq!(dmdpy(&["run", "--bytes-per-element", "1048577", "programs/example.dmd"]).0, 2);
    assert_eq!(dmdpy(&["run", "-q", "--bytes-per-element", "1048576", "programs/example.dmd"]).0, 0);
    assert_eq!(dmdpy(&["check", "programs/example.dmd"]).0, 0);
    let (code, _, stderr) = dmdpy(&["check", "tests/cases/err/syntax__class.dmd"]);
    assert_eq!(code, 1);
    assert!(stderr.contains("classes are not supported in .dmd"), "{stderr}");
}

#[test]
fn set_overrides_module_constants() {
    let args = ["run", "-q", "--set", "N_BITS=12", "--set", "EPOCHS=2", "programs/sparse_parity.dmd"];
    let (code, stdout, stderr) = dmdpy(&args);
    assert_eq!(code, 0, "{stderr}");
    assert!(stdout.starts_with("sparse parity: n = 12 bits"), "{stdout}");
    let (code, _, stderr) = dmdpy(&["run", "--set", "NOPE=1", "programs/example.dmd"]);
    assert_eq!(code, 1);
    assert!(stderr.contains("no module-level assignment `NOPE = ...`"), "{stderr}");
    let (code, _, stderr) = dmdpy(&["run", "--set", "N_BITS=len([])", "programs/sparse_parity.dmd"]);
    assert_eq!(code, 1);
    assert!(stderr.contains("must be a literal"), "{stderr}");
    assert_eq!(dmdpy(&["run", "--set", "no-equals", "programs/example.dmd"]).0, 2);
}

#[test]
fn json_to_stdout() {
    // stdout is exactly one JSON document; the program's output goes to stderr.
    let (code, stdout, stderr) = dmdpy(&["run", "-q", "--model", "reference", "--json", "-", "programs/example.dmd"]);
    assert_eq!(code, 0);
    let doc: serde_json::Value = serde_json::from_str(&stdout).expect("stdout is one JSON document");
    assert_eq!(doc["total_cost"], 40);
    assert_eq!(doc["measured_calls"].as_array().map(Vec::len), Some(2));
    assert!(stderr.contains("cost: 20"), "{stderr}");
}

#[test]
fn a_failed_run_says_where_it_failed() {
    let (code, _, stderr) = dmdpy(&["run", "tests/cases/err/runtime__zero_division.dmd"]);
    assert_eq!(code, 1);
    let summary = stderr.lines().last().unwrap_or("");
    assert!(summary.contains("failed: ZeroDivisionError at tests/cases/err/runtime__zero_division.dmd:"), "{summary}");
    assert!(summary.contains("up to there: cost"), "{summary}");
}

#[test]
fn reference_refuses_a_metered_seed_as_random_py_does() {
    let path = std::env::temp_dir().join(format!("dmdpy-metered-seed-{}.dmd", std::process::id()));
    let source = "import random\nfrom bytedmd import bytedmd\n\ndef f(s):\n    random.seed(s)\n    return s\n\nprint(bytedmd(f, (5,)))\n";
    std::fs::write(&path, source).expect("write program");
    let file = path.to_string_lossy().to_string();
    let (code, _, stderr) = dmdpy(&["run", "--model", "reference", &file]);
    assert_eq!(code, 1, "{stderr}");
    assert!(stderr.contains("TypeError: The only supported seed types are: None,\nint, float"), "{stderr}");
    let (code, stdout, stderr) = dmdpy(&["run", "--model", "strict", &file]);
    assert_eq!(code, 0, "{stderr}");
    assert!(!stdout.is_empty());
    let _ = std::fs::remove_file(&path);
}

#[test]
fn reference_refuses_int_methods_on_a_tracked_value_as_the_tracer_does() {
    let path = std::env::temp_dir().join(format!("dmdpy-bit-length-{}.dmd", std::process::id()));
    let source = "from bytedmd import bytedmd\n\ndef f(x):\n    return x.bit_length() + (7).bit_count()\n\nprint(bytedmd(f, (5,)))\n";
    std::fs::write(&path, source).expect("write program");
    let file = path.to_string_lossy().to_string();
    let (code, _, stderr) = dmdpy(&["run", "--model", "reference", &file]);
    assert_eq!(code, 1, "{stderr}");
    assert!(stderr.contains("AttributeError: '_Tracked' object has no attribute 'bit_length'"), "{stderr}");
    let (code, stdout, stderr) = dmdpy(&["run", "--model", "strict", &file]);
    assert_eq!(code, 0, "{stderr}");
    assert!(!stdout.is_empty());
    let _ = std::fs::remove_file(&path);
}

#[test]
fn check_reports_what_will_certainly_fail() {
    let path = std::env::temp_dir().join(format!("dmdpy-check-{}.dmd", std::process::id()));
    let source = "import numpy\nimport math\nfrom random import shuffle, choices\n\ndef f(x, y=1):\n    totl = x + y\n    return total * 2\n\nprint(f(1, 2, 3), len(1, 2), sorted([1]).foo(), 'a'.title(), math.lcm(2), open('x'), f(1))\nprint(int.from_bytes([1], 'big'), (5).to_bytes(1, 'big'))\n";
    std::fs::write(&path, source).expect("write program");
    let file = path.to_string_lossy().to_string();
    let (code, _, stderr) = dmdpy(&["check", &file]);
    assert_eq!(code, 1, "{stderr}");
    for expected in [
        "No module named 'numpy'",
        "`random.choices` is not supported in .dmd",
        "name 'total' is not defined",
        "did you mean `totl`?",
        "f() takes from 1 to 2 positional arguments but 3 were given",
        "len() takes 1 positional argument but 2 were given",
        "no .dmd value has a method 'foo'",
        "`str.title` is not supported in .dmd",
        "`math.lcm` is not supported in .dmd",
        "`open` is not supported in .dmd",
        "`int.from_bytes` on the type object is not supported in .dmd",
        "`int.to_bytes` is not supported in .dmd",
    ] {
        assert!(stderr.contains(expected), "missing {expected:?} in\n{stderr}");
    }
    assert_eq!(stderr.matches("error:").count(), 11, "{stderr}");
    let _ = std::fs::remove_file(&path);
}

#[test]
fn check_passes_every_program_of_the_repository() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    for dir in ["programs", "stdlib", "tests/cases/run", "tests/sandbox", "tests/integrity"] {
        for entry in std::fs::read_dir(root.join(dir)).expect("read dir").flatten() {
            if entry.path().extension().is_some_and(|e| e == "dmd") {
                files.push(entry.path());
            }
        }
    }
    assert!(files.len() > 50);
    for file in files {
        let (code, _, stderr) = dmdpy(&["check", &file.to_string_lossy()]);
        assert_eq!(code, 0, "{}: {stderr}", file.display());
    }
}

#[test]
fn a_program_imports_its_sibling_modules() {
    let dir = std::env::temp_dir().join(format!("dmdpy-siblings-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    std::fs::write(dir.join("helpers.dmd"), "def double(x):\n    return 2 * x\n\nSCALE = 3\n").expect("write");
    std::fs::write(dir.join("main.dmd"), "import helpers\nfrom helpers import SCALE\nprint(helpers.double(SCALE))\n")
        .expect("write");
    std::fs::write(dir.join("loop.dmd"), "import ring_a\n").expect("write");
    std::fs::write(dir.join("ring_a.dmd"), "import ring_b\n").expect("write");
    std::fs::write(dir.join("ring_b.dmd"), "import ring_a\n").expect("write");
    // A program's own file is never the module its stem names (under
    // CPython it is `__main__`).
    std::fs::write(dir.join("itself.dmd"), "import itself\n").expect("write");
    std::fs::write(dir.join("missing.dmd"), "import nothere\n").expect("write");
    let path = |f: &str| dir.join(f).to_string_lossy().to_string();
    let (code, stdout, stderr) = dmdpy(&["run", &path("main.dmd")]);
    assert_eq!((code, stdout.as_str()), (0, "6\n"), "{stderr}");
    assert_eq!(dmdpy(&["check", &path("main.dmd")]).0, 0);
    let (code, _, stderr) = dmdpy(&["run", &path("loop.dmd")]);
    assert_eq!(code, 1);
    assert!(stderr.contains("cannot import 'ring_a': circular import"), "{stderr}");
    let (code, _, stderr) = dmdpy(&["run", &path("itself.dmd")]);
    assert_eq!(code, 1);
    assert!(stderr.contains("No module named 'itself'"), "{stderr}");
    let (code, _, stderr) = dmdpy(&["check", &path("missing.dmd")]);
    assert_eq!(code, 1);
    assert!(stderr.contains("No module named 'nothere'"), "{stderr}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn import_contest_replays_the_scorer_protocol() {
    let dir = std::env::temp_dir().join(format!("dmdpy-contest-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let solve = "def solve(x, y, n_bits, k_sparse):\n    for a in range(n_bits):\n        for b in range(a + 1, n_bits):\n            if all(x[r][a] * x[r][b] == y[r] for r in range(len(x))):\n                return [a, b]\n    return []\n";
    std::fs::write(dir.join("sub.dmd"), solve).expect("write");
    let script = "import contest\nfrom sub import solve\nfor seed, cost, correct in contest.run(solve, seeds=(1, 2), n_bits=8, k_sparse=2, n_samples=30):\n    print(seed, cost, correct)\n";
    std::fs::write(dir.join("script.dmd"), script).expect("write");
    let path = |f: &str| dir.join(f).to_string_lossy().to_string();
    let (code, stdout, stderr) = dmdpy(&["run", "-q", "--model", "reference", &path("script.dmd")]);
    assert_eq!(code, 0, "{stderr}");
    let costs: Vec<u64> =
        stdout.lines().map(|l| l.split(' ').nth(1).and_then(|c| c.parse().ok()).unwrap_or(0)).collect();
    assert!(stdout.lines().all(|l| l.ends_with("True")), "{stdout}");
    let args =
        ["score", "--model", "reference", "--seeds", "1,2", "--n-bits", "8", "--k-sparse", "2", "--samples", "30"];
    let (code, json, stderr) = dmdpy(&[&args[..], &["--no-time", "--json", "-", &path("sub.dmd")]].concat());
    assert_eq!(code, 0, "{stderr}");
    let doc: serde_json::Value = serde_json::from_str(&json).expect("score JSON");
    let scored: Vec<u64> = doc["results"][0]["seeds"]
        .as_array()
        .expect("seeds")
        .iter()
        .map(|s| s["solve_cost"].as_u64().or_else(|| s["cost"].as_u64()).unwrap_or(0))
        .collect();
    assert_eq!(costs, scored, "contest.run and dmdpy score price the same calls");
    let _ = std::fs::remove_dir_all(&dir);
}

/// `dmdpy trace`'s total for each measured call is the cost `bytedmd`
/// returns for it (the program itself checks `traced_eval`,
/// `trace_to_bytedmd`, `inspect_ir` and `format_ir` against each other).
#[test]
fn trace_totals_are_the_measured_costs() {
    let program = "tests/cases/run/metering__api_agrees.dmd";
    for model in ["strict", "reference"] {
        let (code, stdout, stderr) = dmdpy(&["run", "--model", model, "-q", program]);
        assert_eq!(code, 0, "{stderr}");
        // Each case is measured three times: bytedmd, traced_eval, inspect_ir.
        let costs: Vec<u64> = stdout
            .lines()
            .flat_map(|l| std::iter::repeat_n(l.split(' ').next().unwrap().parse::<u64>().unwrap(), 3))
            .collect();
        let (code, trace, stderr) = dmdpy(&["trace", "--model", model, program]);
        assert_eq!(code, 0, "{stderr}");
        // Each measured call's listing ends with `# N reads, total cost = C`.
        let calls = &trace[trace.find("# measured call ").expect("measured calls")..];
        let totals: Vec<u64> =
            calls.lines().filter_map(|l| l.split(" reads, total cost = ").nth(1)).map(|c| c.parse().unwrap()).collect();
        assert_eq!(totals, costs, "{model}");
    }
}

/// Runs dmdpy whose reader of stdout (`Out`) or stderr (`Err`) has gone
/// away at once: (exit code, what it wrote on the other stream).
fn with_closed(args: &[&str], closed: Closed) -> (Option<i32>, String) {
    use std::process::Stdio;
    let mut child = Command::new(env!("CARGO_BIN_EXE_dmdpy"))
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("spawn dmdpy");
    match closed {
        Closed::Out => drop(child.stdout.take()),
        Closed::Err => drop(child.stderr.take()),
    }
    let out = child.wait_with_output().expect("wait");
    let other = if matches!(closed, Closed::Out) { &out.stderr } else { &out.stdout };
    (out.status.code(), String::from_utf8_lossy(other).to_string())
}

#[derive(Clone, Copy)]
enum Closed {
    Out,
    Err,
}

/// A reader that stops early (`dmdpy trace f.dmd | head -1`) is not a
/// crash: no panic, exit 0.
#[test]
fn a_closed_stdout_is_not_a_crash() {
    let path = std::env::temp_dir().join(format!("dmdpy-epipe-{}.dmd", std::process::id()));
    std::fs::write(&path, "for i in range(100000):\n    print(i)\n").expect("write program");
    for command in ["trace", "run"] {
        let (code, stderr) = with_closed(&[command, &path.to_string_lossy()], Closed::Out);
        assert!(!stderr.contains("panicked"), "{command}: {stderr}");
        assert_eq!(code, Some(0), "{command}: {stderr}");
    }
    let _ = std::fs::remove_file(&path);
}

/// A closed stderr (`dmdpy run f.dmd 2>&1 | head`) is not a crash either:
/// the exit code is the run's own.
#[test]
fn a_closed_stderr_is_not_a_crash() {
    for (args, code) in [
        (&["run", "programs/example.dmd"][..], 0),
        (&["check", "no-such-file.dmd"][..], 2),
        (&["score", "--seeds", "42", "programs/contest/gf2.dmd"][..], 0),
    ] {
        assert_eq!(with_closed(args, Closed::Err).0, Some(code), "{args:?}");
    }
}

/// Costs past 2^64 (wide reads at the largest `--bytes-per-element`) are
/// written exactly in the JSON, as the summary prints them, not a panic.
#[test]
fn json_costs_past_u64_are_exact() {
    let path = std::env::temp_dir().join(format!("dmdpy-u128-{}.dmd", std::process::id()));
    let program = "s = 'a' * 8000000\nfor i in range(40):\n    t = s + 'b'\nprint(1)\n";
    std::fs::write(&path, program).expect("write program");
    let file = path.to_string_lossy().to_string();
    let (code, stdout, stderr) = dmdpy(&["run", "--json", "-", "--bytes-per-element", "1048576", &file]);
    assert_eq!(code, 0, "{stderr}");
    let summary_cost = stderr.split("cost ").nth(1).and_then(|r| r.split(' ').next()).expect("a cost").to_string();
    assert!(summary_cost.parse::<u128>().unwrap() > u128::from(u64::MAX), "{summary_cost}");
    assert!(stdout.contains(&format!("\"total_cost\": {summary_cost},")), "{stdout}");
    let _ = std::fs::remove_file(&path);
}

#[test]
fn completions_for_each_shell() {
    for (shell, marker) in [("bash", "_dmdpy()"), ("zsh", "#compdef dmdpy"), ("fish", "complete -c dmdpy")] {
        let (code, script, stderr) = dmdpy(&["completions", shell]);
        assert_eq!(code, 0, "{stderr}");
        assert!(script.contains(marker), "{shell}: {script}");
        for word in ["run", "score", "diff", "test", "--html", "--callgrind", "--json", "--model", "--bless"] {
            // fish names a long option `-l html`.
            let written = match shell {
                "fish" => word.strip_prefix("--").map_or(word.to_string(), |w| format!("-l {w}")),
                _ => word.to_string(),
            };
            assert!(script.contains(&written), "{shell} completes {word}");
        }
        assert!(!script.contains("__score-worker"), "{shell}: the internal worker is hidden");
        assert!(!script.contains("__test-worker"), "{shell}: the internal worker is hidden");
    }
    // bash can read its script.
    let (_, script, _) = dmdpy(&["completions", "bash"]);
    let checked = Command::new("bash").args(["-n", "-c", &script]).status().expect("bash");
    assert!(checked.success(), "bash -n rejects the completion script");
    assert_eq!(dmdpy(&["completions", "tcsh"]).0, 2);
}

#[test]
fn man_pages_from_the_clap_definitions() {
    let (code, page, stderr) = dmdpy(&["man"]);
    assert_eq!(code, 0, "{stderr}");
    assert!(page.contains(".TH dmdpy 1"), "{page}");
    for command in ["run", "trace", "check", "score", "diff", "test", "completions", "man"] {
        assert!(page.contains(&format!("dmdpy\\-{command}(1)")), "dmdpy(1) lists {command}");
        let (code, sub, stderr) = dmdpy(&["man", command]);
        assert_eq!(code, 0, "{stderr}");
        assert!(sub.contains(&format!(".TH dmdpy-{command} 1  \"dmdpy 0.1.0\"")), "{command}: {sub}");
    }
    let (_, run, _) = dmdpy(&["man", "run"]);
    assert!(run.contains("\\-\\-html") && run.contains("\\-\\-callgrind"), "{run}");
    let (code, _, stderr) = dmdpy(&["man", "__score-worker"]);
    assert_eq!(code, 2);
    assert!(stderr.contains("dmdpy has no command '__score-worker'"), "{stderr}");
    assert_eq!(dmdpy(&["man", "__test-worker"]).0, 2);
    let (_, test, _) = dmdpy(&["man", "test"]);
    assert!(test.contains("\\-\\-bless") && test.contains("budget"), "{test}");
}

#[test]
fn run_writes_the_reports_it_is_asked_for() {
    let dir = std::path::PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("cli-reports");
    std::fs::create_dir_all(&dir).unwrap();
    let (html, cg) = (dir.join("example.html"), dir.join("example.callgrind"));
    let args =
        ["run", "-q", "--html", html.to_str().unwrap(), "--callgrind", cg.to_str().unwrap(), "programs/example.dmd"];
    let (code, stdout, stderr) = dmdpy(&args);
    assert_eq!((code, stderr.as_str()), (0, ""));
    assert!(stdout.ends_with("cost: 62\n"), "{stdout}");
    let page = std::fs::read_to_string(&html).unwrap();
    assert!(page.starts_with("<!DOCTYPE html>") && page.contains("programs/example.dmd"));
    assert!(page.contains("\"state\":\"ready\""), "a small run's page has its step-through");
    assert!(std::fs::read_to_string(&cg).unwrap().starts_with("# callgrind format\n"));
    // `--html -`: the page alone on stdout, the program's output on stderr.
    let (code, stdout, stderr) = dmdpy(&["run", "-q", "--html", "-", "programs/example.dmd"]);
    assert_eq!(code, 0);
    assert!(stdout.starts_with("<!DOCTYPE html>") && stdout.ends_with("</html>\n"));
    assert!(stderr.ends_with("cost: 62\n"), "{stderr}");
    let (code, _, stderr) = dmdpy(&["run", "--html", "/no/such/dir/page.html", "programs/example.dmd"]);
    assert_eq!(code, 2);
    assert!(stderr.contains("error: cannot write /no/such/dir/page.html"), "{stderr}");
}

/// `dmdpy run -q --json - MORE` with `env` set: its JSON report, less
/// the wall time.
fn json_report(more: &[&std::ffi::OsStr], env: (&str, &str)) -> serde_json::Value {
    json_report_with(more, &[env])
}

/// `json_report` with every variable of `env` set.
fn json_report_with(more: &[&std::ffi::OsStr], env: &[(&str, &str)]) -> serde_json::Value {
    let out = Command::new(env!("CARGO_BIN_EXE_dmdpy"))
        .args(["run", "-q", "--json", "-"])
        .args(more)
        .envs(env.iter().copied())
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .expect("run dmdpy");
    assert!(out.status.success(), "{env:?}: {}", String::from_utf8_lossy(&out.stderr));
    let mut json: serde_json::Value = serde_json::from_slice(&out.stdout).expect("a JSON report");
    json.as_object_mut().expect("an object").remove("wall_seconds");
    json
}

/// The switches that take another path to the same numbers (each says
/// so where it is read): pricing on one thread or two, measured calls'
/// logs shared with the run's or recorded in full, a run priced around
/// its first measured call or over its whole log, numbers computed in
/// registers or on the general path. Every one of their 16 combinations
/// reports the same, number for number, on a long plain run, measured
/// calls nested and kept, and every shape of the registers.
#[test]
fn every_combination_of_the_equivalence_switches_reports_the_same() {
    let dir = std::env::temp_dir().join(format!("dmdpy-switches-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let kept = dir.join("kept.dmd");
    std::fs::write(
        &kept,
        "from bytedmd import bytedmd\n\
         table = [i * 3 for i in range(40)]\n\
         def f(xs, unused, k):\n    s = 0\n    for x in xs:\n        s = s + x * k + table[x % 40]\n    return [s, xs[1], 'kept' * 5]\n\
         r = []\n\
         def g(xs):\n    r.append(f(xs, 0, 1))\n    inner = bytedmd(f, (xs, 1, 3))\n    return r[0][0] + inner\n\
         data = [i % 7 for i in range(90)]\n\
         print(bytedmd(g, (data,)))\n\
         print(bytedmd(f, (data, [9], 2)))\n\
         print(r[0][0], sum(data))\n",
    )
    .expect("write program");
    let files = [kept.clone(), "benches/workloads/scan.dmd".into(), "tests/registers/numbers.dmd".into()];
    let switches = ["DMDPY_PRICING_THREADS", "DMDPY_SHARED_LOGS", "DMDPY_SPLIT_RUNS", "DMDPY_REGISTERS"];
    for file in &files {
        let mut first: Option<(String, serde_json::Value)> = None;
        for bits in 0..16u32 {
            let values: Vec<&str> = (0..4)
                .map(|i| match (i, bits >> i & 1) {
                    (0, 0) => "1",
                    (0, _) => "2",
                    (_, 0) => "0",
                    _ => "1",
                })
                .collect();
            let env: Vec<(&str, &str)> = switches.iter().copied().zip(values.iter().copied()).collect();
            let report = json_report_with(&[file.as_ref()], &env);
            let said = format!("{env:?}");
            match &first {
                None => first = Some((said, report)),
                Some((base, want)) => {
                    for part in ["run", "measured_calls"] {
                        assert!(report[part] == want[part], "{}: {part} differs, {said} vs {base}", file.display());
                    }
                    assert!(report == *want, "{}: the reports differ, {said} vs {base}", file.display());
                }
            }
        }
    }
    std::fs::remove_dir_all(&dir).ok();
}

/// A long run keeps its last uses on a second core as it goes and is
/// priced on two threads where it can: its report is the one a single
/// thread makes (`DMDPY_PRICING_THREADS=1`), number for number.
#[test]
fn two_pricing_threads_report_what_one_does() {
    let report =
        |threads: &str| json_report(&["benches/workloads/scan.dmd".as_ref()], ("DMDPY_PRICING_THREADS", threads));
    let (two, one) = (report("2"), report("1"));
    assert!(two["run"]["reads"].as_u64().unwrap_or(0) > 1 << 18, "long enough for two threads: {}", two["run"]);
    assert_eq!(two, one);
}

/// A measured call shares the whole run's log in strict (its events are
/// recorded once and handed over when it ends): every number is the one
/// recording each log in full gives (`DMDPY_SHARED_LOGS=0`), for calls
/// nested in calls, `traced_eval`, the IR, other element sizes and the
/// whole run's report with its calls.
#[test]
fn shared_logs_price_what_full_logs_do() {
    let dir = std::env::temp_dir().join(format!("dmdpy-shared-logs-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let program = dir.join("nested.dmd");
    std::fs::write(
        &program,
        "from bytedmd import bytedmd, traced_eval, inspect_ir\n\
         def f(xs, k):\n    s = 0\n    for x in xs:\n        s = s + x * k\n    return [s, xs[0], 'done' * 3]\n\
         def g(xs):\n    inner = bytedmd(f, (xs, 3))\n    return inner + len(xs) + f(xs, 1)[0]\n\
         data = [i * 2 for i in range(60)]\n\
         words = ['a' * 20, 'b']\n\
         print(bytedmd(f, (data, 2)))\n\
         print(bytedmd(g, (data,)))\n\
         d, r = traced_eval(f, (data, 5))\n\
         print(len(d), sum(d), r)\n\
         print(bytedmd(f, (data, 2), 8))\n\
         print(len(inspect_ir(f, (data[:3], 1))))\n\
         print(bytedmd(lambda w: w[0] + w[1], (words,)))\n\
         print(sum(data), f(data, 7))\n",
    )
    .expect("write program");
    let run = |shared: &str, file: &std::path::Path| {
        // One path for both runs: the profile quotes its command line.
        let callgrind = dir.join("callgrind.out");
        let json =
            json_report(&["--callgrind".as_ref(), callgrind.as_ref(), file.as_ref()], ("DMDPY_SHARED_LOGS", shared));
        (json, std::fs::read_to_string(&callgrind).expect("callgrind output"))
    };
    for file in [program.clone(), std::path::PathBuf::from("benches/workloads/scan.dmd")] {
        let (shared, full) = (run("1", &file), run("0", &file));
        assert!(shared.0["run"]["reads"].as_u64().unwrap_or(0) > 0, "{}", shared.0);
        // Compared by part, so that a failure says which.
        for part in ["run", "measured_calls"] {
            assert!(shared.0[part] == full.0[part], "{}: {part} differs", file.display());
        }
        assert!(shared.0 == full.0, "{}: the reports differ", file.display());
        assert!(shared.1 == full.1, "{}: the callgrind profiles differ:\n{}\n{}", file.display(), shared.1, full.1);
    }
    std::fs::remove_dir_all(&dir).ok();
}

/// A strict run is priced around its first measured call (`cost::share`:
/// the run's share of the call's window priced beside the call): every
/// number is the one pricing the whole log gives (`DMDPY_SPLIT_RUNS=0`),
/// whether what follows the call leaves older values alone (the split
/// holds) or reads them (its argument, its kept result, an older global:
/// the whole log is priced), for results the call keeps, arguments it
/// never reads, values it imports, a second measured call, and a long
/// run priced on two threads.
#[test]
fn runs_priced_around_a_call_report_what_whole_logs_do() {
    let dir = std::env::temp_dir().join(format!("dmdpy-split-runs-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let head = "from bytedmd import bytedmd\n\
         table = [i * 3 for i in range(40)]\n\
         def f(xs, unused, k):\n    s = 0\n    for x in xs:\n        s = s + x * k + table[x % 40]\n    return [s, xs[1], 'kept' * 5]\n\
         data = [i % 7 for i in range(90)]\n\
         other = [1, 2, 3]\n";
    let tails = [
        ("clean", "print(bytedmd(f, (data, other, 2)))\n"),
        ("two_calls", "print(bytedmd(f, (data, other, 2)))\nmore = [5] * 30\nprint(bytedmd(f, (more, [9], 1)))\n"),
        ("reads_argument", "print(bytedmd(f, (data, other, 2)))\nprint(sum(data))\n"),
        ("reads_global", "c = bytedmd(f, (data, other, 2))\nprint(c, table[3])\n"),
        ("keeps_result", "r = []\ndef g(xs):\n    r.append(f(xs, 0, 1))\n    return r[0]\nprint(bytedmd(g, (data,)))\nprint(r[0][0])\n"),
        // Older values met again only through a later measured call: as
        // arguments it never reads, and as ones it reads.
        ("later_call_unread", "print(bytedmd(f, (data, other, 2)))\nprint(bytedmd(lambda xs: 1, (data,)))\n"),
        ("later_call_reads", "print(bytedmd(f, (data, other, 2)))\nprint(bytedmd(lambda xs: xs[2] + table[1], (data,)))\n"),
    ];
    let run = |file: &std::path::Path, split: &str| json_report(&[file.as_ref()], ("DMDPY_SPLIT_RUNS", split));
    let mut files: Vec<std::path::PathBuf> = tails
        .iter()
        .map(|(name, tail)| {
            let file = dir.join(format!("{name}.dmd"));
            std::fs::write(&file, format!("{head}{tail}")).expect("write program");
            file
        })
        .collect();
    files.push(std::path::PathBuf::from("benches/workloads/scan.dmd"));
    for file in files {
        let (split, whole) = (run(&file, "1"), run(&file, "0"));
        assert!(split["run"]["reads"].as_u64().unwrap_or(0) > 0, "{}", split);
        for part in ["run", "measured_calls"] {
            assert!(split[part] == whole[part], "{}: {part} differs", file.display());
        }
        assert!(split == whole, "{}: the reports differ", file.display());
    }
    std::fs::remove_dir_all(&dir).ok();
}

/// Strict computes expressions of numbers in registers and records their
/// instructions at once (`eval/registers.rs`): the events, and so every
/// number, output and failure, are the ones the general path records
/// (`DMDPY_REGISTERS=0`), for each shape the registers take and the ones
/// that leave them (a bool, a NaN, an overflow, a first literal, a long or
/// deep expression, an index out of range, a division by zero, a step
/// limit reached inside them).
#[test]
fn registers_record_what_the_general_path_does() {
    let dir = std::env::temp_dir().join(format!("dmdpy-registers-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let run = |(file, more): &(std::path::PathBuf, &[&str]), registers: &str| {
        let json = dir.join(format!("report-{registers}.json"));
        let out = Command::new(env!("CARGO_BIN_EXE_dmdpy"))
            .arg("run")
            .arg("-q")
            .arg("--json")
            .arg(&json)
            .args(*more)
            .arg(file)
            .env("DMDPY_REGISTERS", registers)
            .current_dir(env!("CARGO_MANIFEST_DIR"))
            .output()
            .expect("run dmdpy");
        let mut report: serde_json::Value =
            serde_json::from_str(&std::fs::read_to_string(&json).expect("a report")).expect("JSON");
        report.as_object_mut().expect("an object").remove("wall_seconds");
        (out.status.code(), out.stdout, out.stderr, report)
    };
    let mut files: Vec<std::path::PathBuf> = std::fs::read_dir("tests/registers")
        .expect("tests/registers")
        .map(|entry| entry.expect("an entry").path())
        .filter(|path| path.extension().is_some_and(|e| e == "dmd"))
        .collect();
    files.sort();
    files.extend(["programs/xor.dmd", "programs/parity3.dmd", "benches/workloads/gf2.dmd"].map(Into::into));
    assert!(files.len() >= 7, "{files:?}");
    // And a step limit reached at points across the program.
    let limits = [["--max-steps", "50"], ["--max-steps", "300"], ["--max-steps", "1000"]];
    let mut runs: Vec<(std::path::PathBuf, &[&str])> = files.into_iter().map(|f| (f, &[][..])).collect();
    runs.extend(limits.iter().map(|limit| ("tests/registers/numbers.dmd".into(), &limit[..])));
    for case in runs {
        let file = case.0.clone();
        let (on, off) = (run(&case, "1"), run(&case, "0"));
        assert!(on.3["run"]["reads"].as_u64().unwrap_or(0) > 0, "{}: {}", file.display(), on.3);
        assert!(on.0 == off.0, "{}: exit codes {:?} and {:?}", file.display(), on.0, off.0);
        assert!(on.1 == off.1, "{}: stdout differs", file.display());
        assert!(on.2 == off.2, "{}: stderr differs", file.display());
        for part in ["run", "measured_calls"] {
            assert!(on.3[part] == off.3[part], "{}: {part} differs", file.display());
        }
        assert!(on.3 == off.3, "{}: the reports differ", file.display());
    }
    std::fs::remove_dir_all(&dir).ok();
}

/// The optional arguments docs/language.md's refused table lists end in
/// the error it documents, never in one that reads like dmdpy's own bug;
/// their cheap neighbours run.
#[test]
fn refused_optional_arguments_say_so() {
    let dir = std::env::temp_dir().join(format!("dmdpy-refused-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let cases = [
        (
            "print(list(zip([1], [2], strict=True)))",
            "NotImplementedError: `zip(..., strict=True)` is not supported in .dmd",
        ),
        ("print(list(iter(list, [])))", "NotImplementedError: `iter(callable, sentinel)` is not supported in .dmd"),
        (
            "import random\nprint(random.sample(['a', 'b'], 2, counts=[1, 1]))",
            "NotImplementedError: `random.sample(..., counts=...)` is not supported in .dmd",
        ),
        (
            "import random\nrandom.seed('x', version=1)",
            "NotImplementedError: `random.seed(str, version=1)` is not supported in .dmd",
        ),
        ("print(1, file=5)", "AttributeError: 'int' object has no attribute 'write'"),
    ];
    for (i, (source, error)) in cases.iter().enumerate() {
        let path = dir.join(format!("refused{i}.dmd"));
        std::fs::write(&path, format!("{source}\n")).unwrap();
        for model in ["strict", "reference"] {
            let (code, _, stderr) = dmdpy(&["run", "-q", "--model", model, path.to_str().unwrap()]);
            assert_eq!(code, 1, "{source} ({model}): {stderr}");
            assert!(stderr.contains(&format!("error: {error}\n")), "{source} ({model}): {stderr}");
        }
    }
    let path = dir.join("accepted.dmd");
    let source = "import random\nprint(list(zip([1], [2, 3], strict=False)), 1, file=None)\n\
                  random.seed(a=5, version=2)\nprint(random.randrange(start=1, stop=9, step=2), random.randint(a=1, b=3))\n\
                  print(random.Random(x=3).random(), random.sample(population=[1, 2], k=1, counts=None))\n\
                  print(list(enumerate(iterable='ab', start=1)), chr(97), ord('a'))\n";
    std::fs::write(&path, source).unwrap();
    let (code, stdout, stderr) = dmdpy(&["run", "-q", "--model", "reference", path.to_str().unwrap()]);
    assert_eq!(code, 0, "{stderr}");
    // CPython 3.11's output for the same program.
    let expected = "[(1, 2)] 1\n5 3\n0.23796462709189137 [2]\n[(1, 'a'), (2, 'b')] a 97\n";
    assert_eq!(stdout, expected);
    std::fs::remove_dir_all(&dir).ok();
}
