//! The sandbox under `dmdpy run`: each program in `tests/sandbox/` is a
//! hostile (or honest) program with the limits it runs under and what it
//! must end with, in its header:
//!
//! ```text
//! # sandbox: --max-memory 512 --timeout 20     (options for `dmdpy run`)
//! # expect: MemoryError: memory limit exceeded (or `ok`)
//! # stdout: ...                                (the exact stdout: with `ok`
//!                                                 always, before an error
//!                                                 when given)
//! ```
//!
//! Every run happens under an 8 GiB address-space limit (what a shared
//! machine would set), and must end with exit 1 and the typed Python error
//! — never a signal, a Rust panic or a stack overflow — or, for `ok`, exit
//! 0 and the expected stdout. No test here measures time: a run that does
//! not end within a generous bound is killed and reported as a failure.

mod support;

use std::path::Path;
use std::process::Command;

const ADDRESS_SPACE: u64 = 8 << 30;

struct Run {
    code: Option<i32>,
    stdout: String,
    stderr: String,
}

fn run_limited(args: &[&str]) -> Run {
    run_within(args, ADDRESS_SPACE)
}

/// `dmdpy ARGS` under an address-space limit of `address_space` bytes.
fn run_within(args: &[&str], address_space: u64) -> Run {
    use std::os::unix::process::CommandExt;
    let mut command = Command::new(env!("CARGO_BIN_EXE_dmdpy"));
    command.args(args);
    // SAFETY: only setrlimit runs between fork and exec.
    unsafe {
        command.pre_exec(move || {
            let limit =
                libc::rlimit { rlim_cur: address_space as libc::rlim_t, rlim_max: address_space as libc::rlim_t };
            libc::setrlimit(libc::RLIMIT_AS, &limit);
            Ok(())
        });
    }
    let finished = support::run_to_end(&mut command);
    Run { code: finished.code, stdout: finished.stdout, stderr: finished.stderr }
}

/// `text` written as program `name` in the test's scratch folder; its path.
fn program_file(name: &str, text: &str) -> String {
    let path = std::path::PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(name);
    std::fs::write(&path, text).unwrap();
    path.display().to_string()
}

fn header<'a>(text: &'a str, key: &str) -> Option<&'a str> {
    text.lines().find_map(|l| l.strip_prefix(&format!("# {key}: "))).map(str::trim)
}

fn check_case(path: &Path) -> Result<(), String> {
    let text = std::fs::read_to_string(path).expect("read case");
    let options = header(&text, "sandbox").unwrap_or("");
    let expect = header(&text, "expect").ok_or("no `# expect:` line")?;
    let mut args = vec!["run"];
    args.extend(options.split_whitespace());
    let file = path.display().to_string();
    args.push(&file);
    let run = run_limited(&args);
    let what = format!("exit {:?}\nstdout:\n{}\nstderr:\n{}", run.code, run.stdout, run.stderr);
    if run.stderr.contains("overflowed its stack") || run.stderr.contains("panicked") {
        return Err(format!("crashed: {what}"));
    }
    if expect == "ok" {
        let stdout = header(&text, "stdout").ok_or("`ok` needs a `# stdout:` line")?;
        if run.code != Some(0) || run.stdout.trim_end() != stdout {
            return Err(format!("expected exit 0 and {stdout:?}; {what}"));
        }
        return Ok(());
    }
    if run.code != Some(1) || !run.stderr.contains(&format!("error: {expect}")) {
        return Err(format!("expected exit 1 and `error: {expect}`; {what}"));
    }
    // What the program printed before its error, when the case says.
    if let Some(stdout) = header(&text, "stdout") {
        if run.stdout.trim_end() != stdout {
            return Err(format!("expected the stdout {stdout:?} before the error; {what}"));
        }
    }
    Ok(())
}

#[test]
fn hostile_programs_end_with_a_typed_error() {
    let dir = support::manifest_dir().join("tests/sandbox");
    let mut failures = Vec::new();
    let cases = support::dmd_files(&dir);
    assert!(cases.len() >= 10, "the sandbox cases are missing");
    for path in cases {
        if let Err(e) = check_case(&path) {
            failures.push(format!("{}: {e}", path.display()));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

#[test]
fn a_depth_the_stack_cannot_hold_is_refused() {
    let run = run_limited(&["run", "--max-depth", "600000", "programs/example.dmd"]);
    assert_eq!(run.code, Some(2), "{}", run.stderr);
    assert!(run.stderr.contains("--max-depth"), "{}", run.stderr);
}

#[test]
fn deep_recursion_fits_the_stack_sized_for_it() {
    // 100000 .dmd calls: the deepest --max-depth accepted must be reachable.
    let file = program_file(
        "sandbox-deep-recursion.dmd",
        "def f(n):\n    return 0 if n == 0 else 1 + f(n - 1)\nprint(f(99990))\n",
    );
    let run = run_limited(&["run", "--max-depth", "100000", "--model", "reference", &file]);
    assert_eq!((run.code, run.stdout.trim()), (Some(0), "99990"), "{}", run.stderr);
    let run = run_limited(&["run", "--max-depth", "1000", &file]);
    assert_eq!(run.code, Some(1), "{}", run.stderr);
    assert!(run.stderr.contains("RecursionError: maximum recursion depth exceeded"), "{}", run.stderr);
}

/// Deep expressions in deep recursion: 900 calls, each nesting 150
/// operators (a frame of `eval` each), fit the stack the default depth
/// limit sizes, whatever the compiler's frame sizes of the day (the
/// budget had room for about 800 such levels on one build and 890 on
/// another).
#[test]
fn deep_expressions_in_deep_recursion_fit_the_stack() {
    let nested = format!("{}f(n - 1){}", "(1 + ".repeat(150), ")".repeat(150));
    let file = program_file(
        "sandbox-deep-expressions.dmd",
        &format!("def f(n):\n    if n < 1:\n        return 0\n    return {nested}\nprint(f(900))\n"),
    );
    for model in ["strict", "reference"] {
        let run = run_limited(&["run", "-q", "--model", model, &file]);
        assert_eq!((run.code, run.stdout.trim()), (Some(0), "135000"), "{model}: {}", run.stderr);
    }
}

/// A long run meets its heap budget at the same step every time: the
/// last-use table that a long log keeps on a second core is counted only
/// when the run hands that thread a chunk, never while it works, so how
/// far the thread has got changes nothing (`sandbox::memory::account_later`).
#[test]
fn a_long_run_meets_the_budget_at_the_same_step_every_time() {
    let file = program_file(
        "sandbox-budget-same-step.dmd",
        "j = 0\nwhile True:\n    j = j + 1\n    if j % 500 == 0:\n        print(j)\n",
    );
    let last_line = || {
        let run = run_limited(&["run", "--max-memory", "64", &file]);
        assert_eq!(run.code, Some(1), "{}", run.stderr);
        assert!(run.stderr.contains("MemoryError: memory limit exceeded"), "{}", run.stderr);
        run.stdout.lines().last().unwrap_or_default().to_string()
    };
    let first = last_line();
    assert!(first.parse::<u64>().is_ok_and(|j| j > 500_000), "a long log: {first}");
    for _ in 0..3 {
        assert_eq!(last_line(), first);
    }
}

/// `traced_eval` of wide reads under a 4 GB address-space limit: a trace
/// has one depth per word read, and an int of 35,000 words read 70,000
/// times gives 2.45 billion of them. The depths are kept as the trace is
/// priced and the sandbox looks at the heap only every 65,536 events:
/// grown unasked, they doubled past the address space between two looks
/// and the process aborted. Each growth now asks the budget first.
#[test]
fn wide_reads_in_a_trace_ask_the_budget() {
    meets_memory_error(
        "sandbox-traced-wide-reads.dmd",
        "from bytedmd import traced_eval\n\
         def f(x):\n\
         \x20   s = 0\n\
         \x20   for i in range(70000):\n\
         \x20       s = x + 0\n\
         \x20   return 1\n\
         x = 7 ** 800000\n\
         print(len(traced_eval(f, (x,))[0]))\n",
        &["--max-memory", "2000"],
        4_000_000 << 10,
    );
}

/// `inspect_ir` of wide reads under a 1.5 GB address-space limit and the
/// budget that limit gives: the IR keeps a site per word read, and a read
/// of an 8 MB string is a million words. Kept unasked, the sites grew past
/// the address space and the process aborted (found by a review).
#[test]
fn wide_reads_in_an_ir_ask_the_budget() {
    meets_memory_error(
        "sandbox-ir-wide-reads.dmd",
        "from bytedmd import inspect_ir\n\
         def f(s, n):\n\
         \x20   k = 0\n\
         \x20   for i in range(n):\n\
         \x20       k = k + (s == s)\n\
         \x20   return k\n\
         print(len(inspect_ir(f, ('x' * 8000000, 100))))\n",
        &[],
        1_500_000 << 10,
    );
}

/// Runs the program `text` (written as `name`) with `options` under an
/// address-space limit of `address_space` bytes: it must end with a
/// clean `MemoryError`, never a signal.
fn meets_memory_error(name: &str, text: &str, options: &[&str], address_space: u64) {
    let file = program_file(name, text);
    let args: Vec<&str> = std::iter::once("run").chain(options.iter().copied()).chain([file.as_str()]).collect();
    let run = run_within(&args, address_space);
    assert_eq!(run.code, Some(1), "{}", run.stderr);
    assert!(run.stderr.contains("MemoryError: memory limit exceeded"), "{}", run.stderr);
}

/// Measured calls nested twelve deep, each with a long log, under a 1 GB
/// address-space limit: one thread at a time keeps a log's last uses (a
/// thread per log took 1.3 GB of address space, and one that failed to
/// grow its table aborted the process).
#[test]
fn nested_long_logs_fit_a_tight_address_space() {
    let file = program_file(
        "sandbox-nested-long-logs.dmd",
        "from bytedmd import bytedmd\n\
         def rec(xs, d):\n\
         \x20   s = 0\n\
         \x20   for i in range(400000 if d == 0 else 1000):\n\
         \x20       s = s + xs[i % 10]\n\
         \x20   return s if d == 0 else bytedmd(rec, (xs, d - 1)) + s\n\
         print(bytedmd(rec, (list(range(1, 11)), 12)))\n",
    );
    let run = run_within(&["run", &file], 1_000_000 << 10);
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    assert!(run.stderr.contains("13 measured calls"), "{}", run.stderr);
}
