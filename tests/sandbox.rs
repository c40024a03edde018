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

use std::path::{Path, PathBuf};
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

// ----- what the commands take and give (issue 37: untrusted code, round 3) -----

/// `dmdpy ARGS` with `input` on stdin, under the hang watchdog.
fn dmdpy_with_input(args: &[&str], input: &str) -> Run {
    let mut command = Command::new(env!("CARGO_BIN_EXE_dmdpy"));
    command.args(args).current_dir(env!("CARGO_MANIFEST_DIR"));
    let finished = support::run_with_input(&mut command, input.as_bytes());
    Run { code: finished.code, stdout: finished.stdout, stderr: finished.stderr }
}

/// A FIFO or a device given as a program is refused at once by every
/// command, through one reading function: a FIFO blocked `run`, `check`,
/// `trace`, `repl` and `:load` until killed, and `repl /dev/zero` read
/// 4.2 GiB. (A command that blocked would meet the hang watchdog.)
#[test]
fn fifos_and_devices_are_refused_by_every_command() {
    let fifo = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("sandbox-fifo.dmd");
    let _ = std::fs::remove_file(&fifo);
    assert!(Command::new("mkfifo").arg(&fifo).status().expect("mkfifo").success());
    let fifo = fifo.display().to_string();
    for (path, what) in [(fifo.as_str(), "a FIFO"), ("/dev/zero", "a device"), ("/dev/null", "a device")] {
        let refusal = format!("cannot read {path}: not a regular file ({what})");
        for command in ["run", "check", "trace", "repl"] {
            let run = run_limited(&[command, path]);
            assert_eq!(run.code, Some(2), "{command} {path}: {}", run.stderr);
            assert!(run.stderr.contains(&refusal), "{command} {path}: {}", run.stderr);
        }
        let run = dmdpy_with_input(&["repl"], &format!(":load {path}\n1 + 1\n"));
        assert_eq!(run.code, Some(0), "{}", run.stderr);
        assert!(run.stdout.contains(&refusal) && run.stdout.contains("\n2\n"), "{}", run.stdout);
    }
    let run = run_limited(&["score", "--seeds", "42", &fifo]);
    assert!(run.stdout.contains("not a regular file (a FIFO)"), "{}\n{}", run.stdout, run.stderr);
}

/// A source that is not UTF-8 is refused with where its first bad byte
/// is, as CPython says it (`Non-UTF-8 code starting with '\xff' ... on
/// line 2`), by every command.
#[test]
fn invalid_utf8_is_refused_with_its_position() {
    let path = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("sandbox-latin1.dmd");
    std::fs::write(&path, b"x = 1\ny = \"caf\xe9\"\nprint(y)\n").unwrap();
    let path = path.display().to_string();
    let said = "Non-UTF-8 code starting with '\\xe9' on line 2, column 9 (byte offset 14)";
    for command in ["run", "check", "trace", "repl"] {
        let run = run_limited(&[command, &path]);
        assert_eq!(run.code, Some(2), "{command}: {}", run.stderr);
        assert!(run.stderr.contains(said), "{command}: {}", run.stderr);
    }
    let run = run_limited(&["score", "--seeds", "42", &path]);
    assert!(run.stdout.contains(said), "{}", run.stdout);
}

/// What a submission writes in its text (comments, names, messages it
/// raises) never reaches the operator's terminal as control characters:
/// ANSI escapes (clear the screen, retitle the window) are shown escaped
/// in `check`'s diagnostics, `run`'s and `score`'s `--profile` listings,
/// runtime tracebacks and `diff`'s names, as the leaderboard shows them.
#[test]
fn control_characters_of_a_program_never_reach_the_terminal() {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR"));
    let write = |name: &str, text: &str| {
        std::fs::write(dir.join(name), text).unwrap();
        dir.join(name).display().to_string()
    };
    let bad = write("sandbox-ansi-check.dmd", "x = 1  # \x1b[2J\x1b]0;owned\x07\ny = undefined_name  # \x1b[31m\n");
    let raises = write("sandbox-ansi-raise.dmd", "# \x1b[2J\nraise ValueError('\x1b]0;owned\x07\\n\x1b[2J')\n");
    let listed = write("sandbox-ansi-profile.dmd", "x = 1  # \x1b[2J\x1b]0;owned\x07\nprint(x)\n");
    let solve = write(
        "sandbox-ansi-solve.dmd",
        "def solve(x, y, n_bits, k_sparse):\n    return [0, 1, 2]  # \x1b[2J\x1b]0;owned\x07\n",
    );
    // A report is anyone's text too: names in it are escaped by `diff`.
    let (a, b) = (dir.join("sandbox-ansi-a.json"), dir.join("sandbox-ansi-b.json"));
    assert_eq!(run_limited(&["run", "-q", "--json", &a.display().to_string(), &listed]).code, Some(0));
    let report = std::fs::read_to_string(&a).unwrap().replace("sandbox-ansi-profile", "sandbox-\\u001b[2J");
    std::fs::write(&b, report).unwrap();
    let runs = [
        run_limited(&["diff", &a.display().to_string(), &b.display().to_string()]),
        run_limited(&["check", &bad]),
        run_limited(&["run", &bad]),
        run_limited(&["run", &raises]),
        run_limited(&["trace", &raises]),
        run_limited(&["run", "--profile", &listed]),
        run_limited(&["score", "--profile", "--seeds", "42", &solve]),
        dmdpy_with_input(&["repl"], &format!(":load {raises}\n")),
    ];
    for run in &runs {
        let all = format!("{}{}", run.stdout, run.stderr);
        assert!(!all.contains('\x1b') && !all.contains('\x07'), "a control character got through:\n{all}");
        assert!(all.contains("\\u{1b}"), "the escape is shown escaped:\n{all}");
    }
    // Its line break is kept, as CPython prints it; the escapes are not.
    assert!(runs[3].stderr.contains("ValueError: \\u{1b}]0;owned\\u{7}\n\\u{1b}[2J"), "{}", runs[3].stderr);
}

/// A write to stdout or stderr that fails (a full disk: `/dev/full`) is
/// said on stderr and fails the command (exit 1, as CPython), in every
/// command that writes there; output was silently lost with exit 0.
#[test]
fn a_failed_write_to_stdout_fails_the_command() {
    let program = program_file("sandbox-dev-full.dmd", "for i in range(1000):\n    print(i)\n");
    let quiet = program_file("sandbox-dev-full-quiet.dmd", "x = 1\n");
    let shell = |redirect: &str, args: &[&str]| {
        let mut command = Command::new("sh");
        command
            .arg("-c")
            .arg(format!("exec \"$0\" \"$@\" {redirect}"))
            .arg(env!("CARGO_BIN_EXE_dmdpy"))
            .args(args)
            .current_dir(env!("CARGO_MANIFEST_DIR"));
        support::run_to_end(&mut command)
    };
    let full = "cannot write to stdout: No space left on device";
    for args in [
        &["run", "-q", &program][..],
        &["trace", &program],
        &["score", "--seeds", "42", "programs/contest/gf2.dmd"],
        &["repl", &program],
        &["completions", "bash"],
    ] {
        let run = shell("> /dev/full", args);
        assert_eq!(run.code, Some(1), "{args:?}: {}", run.stderr);
        assert!(run.stderr.contains(full), "{args:?}: {}", run.stderr);
    }
    // A program that prints nothing has nothing to lose.
    assert_eq!(shell("> /dev/full", &["run", "-q", &quiet]).code, Some(0));
    // Nothing can be said when stderr is full; the exit code says it.
    for args in [&["check", &quiet][..], &["run", &quiet]] {
        let run = shell("2> /dev/full", args);
        assert_eq!(run.code, Some(1), "{args:?}: {}", run.stdout);
    }
    let run = shell("2> /dev/full", &["run", "-q", &program]);
    assert_eq!(run.code, Some(0), "stdout worked, nothing was written to stderr: {}", run.stdout.len());
}
