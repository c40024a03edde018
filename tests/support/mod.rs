//! Helpers shared by the integration tests: running a program in-process
//! with captured output, and locating the shared conformance corpus.

#![allow(dead_code)]

pub mod browser;

use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use dmdpy::api::Model;
use dmdpy::api::Outcome;
use dmdpy::testing::driver::{self, Options};
use dmdpy::testing::eval::Limits;

/// Every `*.rs` file under `dir`, recursively (unsorted).
pub fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).expect("read a source directory").flatten() {
        let path = entry.path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

pub fn manifest_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// `../shared` beside the repository, if it is there: CI has it, a
/// user's clone does not, and tests that need it say they skipped.
pub fn shared_dir() -> Option<PathBuf> {
    let dir = manifest_dir().join("../shared");
    if dir.join("conformance").is_dir() {
        Some(dir)
    } else {
        eprintln!("SKIPPED: ../shared/conformance not found beside the repository ({})", dir.display());
        None
    }
}

/// Options a program asks for in a `# dmdpy-options: key=value ...` line.
pub fn options_for(source: &str, model: Model) -> Options {
    // Every read is kept so that tests can check the pricing loop's sums
    // against the reads themselves.
    let mut options = Options { model, capture: true, keep_reads: true, check_places: true, ..Options::default() };
    let mut limits = Limits::default();
    for line in source.lines().filter_map(|l| l.strip_prefix("# dmdpy-options:")) {
        for setting in line.split_whitespace() {
            match setting.split_once('=') {
                Some(("max_steps", v)) => limits.max_steps = v.parse().expect("max_steps"),
                Some(("max_depth", v)) => limits.max_depth = v.parse().expect("max_depth"),
                Some(("bytes_per_element", v)) => options.bytes_per_element = v.parse().expect("bpe"),
                _ => panic!("unknown dmdpy-options setting {setting}"),
            }
        }
    }
    options.limits = limits;
    options
}

pub fn run_file(path: &Path, model: Model) -> Outcome {
    let source = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("read {}: {e}", path.display()));
    let name = path.file_name().map(|n| n.to_string_lossy().to_string()).unwrap_or_default();
    driver::run_source(&name, &source, options_for(&source, model))
}

/// Every `*.dmd` under `dir`, recursively, sorted.
pub fn dmd_files(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let Ok(entries) = std::fs::read_dir(dir) else { return out };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            out.extend(dmd_files(&path));
        } else if path.extension().is_some_and(|e| e == "dmd") {
            out.push(path);
        }
    }
    out.sort();
    out
}

/// A short line-based diff for failure messages.
pub fn diff(expected: &str, actual: &str) -> String {
    let (e, a): (Vec<&str>, Vec<&str>) = (expected.lines().collect(), actual.lines().collect());
    let mut out = String::new();
    for i in 0..e.len().max(a.len()) {
        let (x, y) = (e.get(i), a.get(i));
        if x != y {
            out.push_str(&format!(
                "  line {}:\n    expected: {}\n    actual:   {}\n",
                i + 1,
                x.unwrap_or(&"<none>"),
                y.unwrap_or(&"<none>")
            ));
            if out.len() > 2000 {
                break;
            }
        }
    }
    if out.is_empty() && expected != actual {
        out.push_str("  (differs in trailing newlines)\n");
    }
    out
}

/// Far beyond what any command of the tests needs, even on a loaded
/// machine: only a hang meets it. No test asserts on how long a command
/// took; this only stops one that never ends.
pub const HANG: Duration = Duration::from_secs(180);

/// What a command run under the hang limit did; `code` is None when it
/// was killed by a signal or for hanging (`hung`).
pub struct Finished {
    pub code: Option<i32>,
    pub stdout: String,
    pub stderr: String,
    pub hung: bool,
}

/// All of `pipe`, read on a thread of its own (so that a child filling
/// one pipe cannot block the reading of the other), as text.
fn read_to_end_apart(mut pipe: impl Read + Send + 'static) -> std::thread::JoinHandle<String> {
    std::thread::spawn(move || {
        let mut s = Vec::new();
        let _ = pipe.read_to_end(&mut s);
        String::from_utf8_lossy(&s).to_string()
    })
}

/// Runs `command` to its end, or kills it after `HANG`.
pub fn run_to_end(command: &mut Command) -> Finished {
    run_with_input(command, b"")
}

/// Runs `command` with `input` on its stdin to its end, or kills it after
/// `HANG`.
pub fn run_with_input(command: &mut Command, input: &[u8]) -> Finished {
    let mut child =
        command.stdin(Stdio::piped()).stdout(Stdio::piped()).stderr(Stdio::piped()).spawn().expect("start a command");
    let mut stdin = child.stdin.take().expect("stdin");
    let input = input.to_vec();
    // Written apart, so a command that does not read it cannot block this.
    let writer = std::thread::spawn(move || {
        let _ = std::io::Write::write_all(&mut stdin, &input);
    });
    let (out, err) = (child.stdout.take().unwrap(), child.stderr.take().unwrap());
    let (reader, err_reader) = (read_to_end_apart(out), read_to_end_apart(err));
    let started = Instant::now();
    let (status, hung) = loop {
        if let Some(status) = child.try_wait().expect("wait") {
            break (Some(status), false);
        }
        if started.elapsed() > HANG {
            let _ = child.kill();
            let _ = child.wait();
            break (None, true);
        }
        std::thread::sleep(Duration::from_millis(20));
    };
    let _ = writer.join();
    Finished {
        code: status.and_then(|s| s.code()),
        stdout: reader.join().unwrap_or_default(),
        stderr: err_reader.join().unwrap_or_default(),
        hung,
    }
}

/// What `run_measured` saw: the command's end, and the peak resident
/// memory of its process (the kernel's high-water mark of the program it
/// runs, in bytes).
pub struct Measured {
    pub finished: Finished,
    pub peak_rss: u64,
}

/// `run_to_end`, watching the child's peak resident memory.
#[cfg(unix)]
#[allow(clippy::zombie_processes)] // reaped by `wait4`, which clippy does not see
pub fn run_measured(command: &mut Command) -> Measured {
    run_measured_from(command, Stdio::null())
}

/// `run_measured` with `stdin` as the command's standard input (a file
/// of REPL entries).
#[cfg(unix)]
#[allow(clippy::zombie_processes)] // reaped by `wait4`, which clippy does not see
pub fn run_measured_from(command: &mut Command, stdin: Stdio) -> Measured {
    let mut child =
        command.stdin(stdin).stdout(Stdio::piped()).stderr(Stdio::piped()).spawn().expect("start a command");
    let pid = child.id() as libc::pid_t;
    let (out, err) = (child.stdout.take().unwrap(), child.stderr.take().unwrap());
    let (reader, err_reader) = (read_to_end_apart(out), read_to_end_apart(err));
    let started = Instant::now();
    let mut status = 0;
    // SAFETY: rusage is plain data that wait4 fills.
    let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
    let mut hung = false;
    let mut watched = 0;
    loop {
        // Read before the first wait: a run of a millisecond that ended
        // before the first look was measured by `ru_maxrss` alone (below),
        // 125 MiB for a refusal that took 5 MiB.
        watched = watched.max(high_water_mark(pid).unwrap_or(0));
        // SAFETY: waits for this test's own child, writing into locals.
        let reaped = unsafe { libc::wait4(pid, &mut status, libc::WNOHANG, &mut usage) };
        if reaped == pid {
            break;
        }
        if started.elapsed() > HANG && !hung {
            hung = true;
            let _ = child.kill();
        }
        std::thread::sleep(Duration::from_millis(WATCH_MS));
    }
    let code = (libc::WIFEXITED(status) && !hung).then(|| libc::WEXITSTATUS(status));
    let finished = Finished {
        code,
        stdout: reader.join().unwrap_or_default(),
        stderr: err_reader.join().unwrap_or_default(),
        hung,
    };
    // `ru_maxrss` (KiB) is no measure of the program: the kernel folds
    // into it the high-water mark of the memory the child had before its
    // `exec`, a copy of this test process's (which holds other tests'
    // outputs: a run of 70 MiB measured 170 MiB while the suite ran). The
    // program's own mark is read while it runs; it misses at most the last
    // few milliseconds, and `ru_maxrss` still bounds it from above.
    let reaped = (usage.ru_maxrss as u64) << 10;
    let watched_peak = if watched == 0 { reaped } else { watched.min(reaped) };
    // An audited command says its own peak as it ends: exact, however
    // soon it ended (a busy machine can keep this thread from looking
    // before a run of a few milliseconds is over).
    let (stderr, told) = take_told_peak(finished.stderr);
    let finished = Finished { stderr, ..finished };
    Measured { finished, peak_rss: told.unwrap_or(watched_peak) }
}

/// `stderr` without the audit's `peak resident N KiB` line, and N in bytes.
fn take_told_peak(stderr: String) -> (String, Option<u64>) {
    const TOLD: &str = "dmdpy: audit: peak resident ";
    let Some(at) = stderr.rfind(TOLD) else { return (stderr, None) };
    let end = stderr[at..].find('\n').map_or(stderr.len(), |n| at + n + 1);
    let kib = stderr[at + TOLD.len()..end].trim().trim_end_matches("KiB").trim().parse::<u64>().ok();
    let rest = format!("{}{}", &stderr[..at], &stderr[end..]);
    (rest, kib.map(|k| k << 10))
}

/// How often `run_measured` reads its child's peak resident memory.
const WATCH_MS: u64 = 5;

/// The peak resident memory of process `pid`'s program so far (`VmHWM`,
/// which starts afresh at `exec`: `Command::spawn` returns after it), in
/// bytes; `None` once it has exited.
fn high_water_mark(pid: libc::pid_t) -> Option<u64> {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    let kib: u64 = line.trim_start_matches("VmHWM:").trim().trim_end_matches("kB").trim().parse().ok()?;
    Some(kib << 10)
}
