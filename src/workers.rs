//! The worker pool of `dmdpy score` and `dmdpy test`: runs each job as a
//! child process of this program (a hidden subcommand: `__score-worker`,
//! `__test-worker`) under OS limits, `jobs` at a time, its job as JSON on
//! stdin and its reply as JSON on stdout, and turns what comes back — a
//! reply, a signal, an OS limit, its own kill — into an outcome. Nothing
//! of a program outlives its process, so no program can slow, starve or
//! crash the ones run beside or after it.

use std::ffi::OsString;
use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, ExitStatus, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{mpsc, Arc};
use std::time::{Duration, Instant};

use serde::de::DeserializeOwned;
use serde::Serialize;

/// What a worker may use, as the parent enforces it from outside (the
/// worker's sandbox enforces the same limits from inside, as Python
/// errors; these catch what it cannot).
#[derive(Debug, Clone, Copy)]
pub struct ProcessLimits {
    /// The worker's own wall-clock limit, in seconds (none: no kill, no
    /// CPU limit).
    pub timeout_s: Option<f64>,
    /// The heap budget in MiB (0: no address-space limit).
    pub max_memory_mib: u64,
    pub max_depth: u32,
}

/// How a worker process starts: `program`, then `args`, then the job's
/// hidden subcommand. By default this program itself; an embedding whose
/// executable is not dmdpy (the Python module, where it is `python`) sets
/// its own with `set_worker_command`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct WorkerCommand {
    pub program: PathBuf,
    pub args: Vec<OsString>,
}

impl From<PathBuf> for WorkerCommand {
    fn from(program: PathBuf) -> WorkerCommand {
        WorkerCommand { program, args: Vec::new() }
    }
}

/// The worker command an embedding set (None: this program).
static WORKER_COMMAND: std::sync::Mutex<Option<WorkerCommand>> = std::sync::Mutex::new(None);

/// Workers started from now on run `command` (e.g. `python -m dmdpy`).
pub fn set_worker_command(command: WorkerCommand) {
    *WORKER_COMMAND.lock().unwrap_or_else(|e| e.into_inner()) = Some(command);
}

/// One job for a worker process.
pub trait Job: Serialize + Send + Sync {
    /// What the worker answers.
    type Reply: DeserializeOwned + Send + 'static;
    /// The hidden subcommand that runs one job.
    const SUBCOMMAND: &'static str;
    fn limits(&self) -> ProcessLimits;
    /// The folder the worker runs in (None: the parent's).
    fn current_dir(&self) -> Option<&Path> {
        None
    }
}

/// The child side of a job: the job as JSON from stdin, `run`'s reply as
/// JSON on stdout. Returns the process's exit code: 0 whenever a reply was
/// written, 2 for a job that is not JSON, 70 when stdin or stdout fails or
/// `run` gives no reply (a panic, whose message is on stderr for the parent).
/// `run` is given the instant the job began, where its clock starts: the
/// job's reading and parsing count, as the parent's watch counts them.
pub fn serve<J: DeserializeOwned, R: Serialize>(subcommand: &str, run: impl FnOnce(J, Instant) -> Option<R>) -> i32 {
    let began = Instant::now();
    crate::sandbox::memory::end_when_the_clock_is_out();
    let mut input = String::new();
    if std::io::stdin().read_to_string(&mut input).is_err() {
        return 70;
    }
    let Ok(job) = serde_json::from_str::<J>(&input) else {
        eprintln!("dmdpy {subcommand}: the job is not valid JSON");
        return 2;
    };
    drop(input);
    let Some(reply) = run(job, began) else { return 70 };
    let text = serde_json::to_string(&reply).expect("a reply serializes");
    let mut out = std::io::stdout().lock();
    if out.write_all(text.as_bytes()).and_then(|_| out.flush()).is_err() {
        return 70;
    }
    0
}

/// How long a worker gets past its own wall-clock limit (which it enforces
/// itself, as a `TimeoutError`) before the parent kills it.
const GRACE: Duration = Duration::from_secs(5);
/// Address space a worker needs beyond its heap budget and stack: the
/// binary, the allocator's arenas, the reply.
const AS_SLACK: u64 = 1 << 30;
/// The most of a worker's stderr kept to explain a crash.
const STDERR_KEEP: usize = 64 * 1024;
/// A reply longer than this is not read (messages in it are shortened by
/// the worker; only a huge `found` could get near).
const STDOUT_KEEP: usize = 64 << 20;

/// What became of one worker (one a seed, moved once: its size does not
/// matter).
#[derive(Debug)]
#[allow(clippy::large_enum_variant)]
pub enum Outcome<R> {
    Reply(R),
    /// It did not answer: why, for its row (`crashed: stack overflow`).
    Failed(String),
}

/// Runs every job, `jobs` at a time; `done(i, outcome)` is called as each
/// finishes (in any order).
pub fn run_all<J: Job + 'static>(
    exe: &WorkerCommand,
    work: Vec<J>,
    jobs: usize,
    mut done: impl FnMut(usize, Outcome<J::Reply>),
) {
    let work = Arc::new(work);
    let next = Arc::new(AtomicUsize::new(0));
    let (tx, rx) = mpsc::channel();
    let threads: Vec<_> = (0..jobs.max(1).min(work.len().max(1)))
        .map(|_| {
            let (work, next, tx, exe) = (work.clone(), next.clone(), tx.clone(), exe.clone());
            std::thread::spawn(move || loop {
                if interrupted() {
                    break;
                }
                let i = next.fetch_add(1, Ordering::Relaxed);
                let Some(job) = work.get(i) else { break };
                if tx.send((i, run_one(&exe, job))).is_err() {
                    break;
                }
            })
        })
        .collect();
    drop(tx);
    for (i, outcome) in rx {
        done(i, outcome);
    }
    for t in threads {
        let _ = t.join();
    }
}

/// One worker, start to end.
pub fn run_one<J: Job>(exe: &WorkerCommand, job: &J) -> Outcome<J::Reply> {
    let input = serde_json::to_vec(job).expect("a job serializes");
    let limits = job.limits();
    let mut child = match spawn(exe, J::SUBCOMMAND, limits, job.current_dir()) {
        Ok(child) => child,
        Err(e) => {
            return Outcome::Failed(format!("internal error: cannot start a worker ({}): {e}", exe.program.display()))
        }
    };
    let stdout = child.stdout.take().map(|s| drain(s, STDOUT_KEEP + 1));
    let stderr = child.stderr.take().map(|s| drain(s, STDERR_KEEP));
    if let Some(mut stdin) = child.stdin.take() {
        // A worker that dies first closes the pipe: its status explains it.
        let _ = stdin.write_all(&input);
    }
    let deadline = limits.timeout_s.map(|t| Duration::from_secs_f64(t) + GRACE);
    let (status, stop) = wait(&mut child, deadline);
    let stdout = stdout.and_then(|h| h.join().ok()).unwrap_or_default();
    let stderr = stderr.and_then(|h| h.join().ok()).unwrap_or_default();
    classify(status, stop, &stdout, &String::from_utf8_lossy(&stderr), limits)
}

/// Whether Ctrl-C was pressed (the command's flag, `sandbox::interrupt`):
/// the pool starts no more workers and ends the running ones, each in its
/// own process group, which the terminal's SIGINT does not reach (they
/// outlived a scorer killed by it).
pub fn interrupted() -> bool {
    crate::sandbox::interrupt::flag().is_some_and(|flag| flag.load(Ordering::Relaxed))
}

/// Why the pool ended a worker before it ended by itself.
#[derive(Debug, Clone, Copy, PartialEq)]
enum Stop {
    /// It ended by itself.
    No,
    /// No answer `GRACE` past its wall-clock limit.
    Timeout,
    /// Ctrl-C.
    Interrupted,
}

fn spawn(exe: &WorkerCommand, subcommand: &str, limits: ProcessLimits, dir: Option<&Path>) -> std::io::Result<Child> {
    let mut command = Command::new(&exe.program);
    command.args(&exe.args);
    if let Some(dir) = dir {
        command.current_dir(dir);
    }
    command.arg(subcommand).stdin(Stdio::piped()).stdout(Stdio::piped()).stderr(Stdio::piped());
    let address_space = (limits.max_memory_mib != 0).then(|| {
        let stack = crate::sandbox::stack::bytes_for_depth(limits.max_depth) as u64;
        (limits.max_memory_mib << 20).saturating_add(stack).saturating_add(AS_SLACK)
    });
    os::limit_child(&mut command, address_space, limits.timeout_s.map(cpu_seconds));
    command.spawn()
}

/// The CPU limit backs the wall clock for a worker that spins where the
/// sandbox cannot look (SIGXCPU, then SIGKILL at the hard limit). A run
/// may keep two cores busy (its last uses, its pricing), so it is twice
/// the wall clock's.
fn cpu_seconds(timeout_s: f64) -> u64 {
    (timeout_s * 2.0).ceil() as u64 + GRACE.as_secs() * 2
}

/// Reads a pipe to its end on a thread of its own, keeping at most `keep`
/// bytes.
fn drain(mut pipe: impl Read + Send + 'static, keep: usize) -> std::thread::JoinHandle<Vec<u8>> {
    std::thread::spawn(move || {
        let mut kept = Vec::new();
        let mut buf = [0u8; 8192];
        while let Ok(n) = pipe.read(&mut buf) {
            if n == 0 {
                break;
            }
            let room = keep.saturating_sub(kept.len()).min(n);
            kept.extend_from_slice(&buf[..room]);
        }
        kept
    })
}

/// Waits for the worker until `limit` has passed (if there is one), then
/// kills it. Returns its status and whether it was killed here.
fn wait(child: &mut Child, limit: Option<Duration>) -> (Option<ExitStatus>, Stop) {
    let started = Instant::now();
    loop {
        let stop = match child.try_wait() {
            Ok(Some(status)) => return (Some(status), Stop::No),
            Err(_) => return (None, Stop::No),
            Ok(None) if interrupted() => Stop::Interrupted,
            Ok(None) if limit.is_some_and(|limit| started.elapsed() >= limit) => Stop::Timeout,
            Ok(None) => {
                std::thread::sleep(Duration::from_millis(5));
                continue;
            }
        };
        os::kill_group(child);
        return (child.wait().ok(), stop);
    }
}

/// A worker's end, in words for its row.
fn classify<R: DeserializeOwned>(
    status: Option<ExitStatus>,
    stop: Stop,
    stdout: &[u8],
    stderr: &str,
    limits: ProcessLimits,
) -> Outcome<R> {
    if stop == Stop::Interrupted {
        return Outcome::Failed("KeyboardInterrupt: stopped by Ctrl-C".into());
    }
    if stop == Stop::Timeout {
        return Outcome::Failed(format!(
            "killed: timeout (no answer {} s after the {} s wall-clock limit)",
            GRACE.as_secs(),
            limits.timeout_s.unwrap_or_default()
        ));
    }
    let Some(status) = status else {
        return Outcome::Failed("internal error: lost track of the worker".into());
    };
    if status.success() {
        if stdout.len() > STDOUT_KEEP {
            return Outcome::Failed("invalid answer: the reply is larger than 64 MiB".into());
        }
        return match serde_json::from_slice::<R>(stdout) {
            Ok(reply) => Outcome::Reply(reply),
            Err(_) => Outcome::Failed("internal error: the worker's answer is not valid JSON".into()),
        };
    }
    let first_line = stderr.lines().find(|l| !l.trim().is_empty()).unwrap_or("").trim();
    let first_line: String = first_line.chars().take(200).collect();
    let detail = if first_line.is_empty() { String::new() } else { format!(" ({first_line})") };
    let reason = if stderr.contains("has overflowed its stack") {
        "crashed: stack overflow".to_string()
    } else if stderr.contains("memory allocation of") || stderr.contains("out of memory") {
        format!("crashed: out of memory (limit {} MiB)", limits.max_memory_mib)
    } else if let Some(signal) = os::signal_of(&status) {
        match signal {
            os::SIGXCPU | os::SIGKILL => match limits.timeout_s {
                Some(t) => format!("killed: CPU time limit ({} s)", t.ceil() as u64 + GRACE.as_secs() * 2),
                None => "killed: by a signal".to_string(),
            },
            os::SIGSEGV => "crashed: segmentation fault".to_string(),
            os::SIGABRT => format!("crashed: aborted{detail}"),
            other => format!("crashed: signal {other}"),
        }
    } else if stderr.contains("panicked") {
        format!("internal error: dmdpy crashed; please report this program{detail}")
    } else {
        format!("crashed: the worker exited with status {}{detail}", status.code().unwrap_or(-1))
    };
    Outcome::Failed(reason)
}

/// The worker command: the embedding's (`set_worker_command`), else
/// this program.
pub fn this_program() -> Option<WorkerCommand> {
    let set = WORKER_COMMAND.lock().unwrap_or_else(|e| e.into_inner()).clone();
    set.or_else(|| std::env::current_exe().ok().map(WorkerCommand::from))
}

/// The operating system's process limits and signals.
#[cfg(unix)]
mod os {
    use std::os::unix::process::{CommandExt, ExitStatusExt};
    use std::process::{Command, ExitStatus};

    pub const SIGABRT: i32 = libc::SIGABRT;
    pub const SIGKILL: i32 = libc::SIGKILL;
    pub const SIGSEGV: i32 = libc::SIGSEGV;
    pub const SIGXCPU: i32 = libc::SIGXCPU;

    /// Sets the child's address-space and CPU-time limits, and no core
    /// dumps, between fork and exec.
    pub fn limit_child(command: &mut Command, address_space: Option<u64>, cpu_seconds: Option<u64>) {
        // SAFETY: only setrlimit (async-signal-safe) runs in the child.
        unsafe {
            command.pre_exec(move || {
                let set = |resource, soft: u64, hard: u64| {
                    let limit = libc::rlimit { rlim_cur: soft as libc::rlim_t, rlim_max: hard as libc::rlim_t };
                    libc::setrlimit(resource, &limit);
                };
                if let Some(bytes) = address_space {
                    set(libc::RLIMIT_AS, bytes, bytes);
                }
                if let Some(cpu) = cpu_seconds {
                    set(libc::RLIMIT_CPU, cpu, cpu + 5);
                }
                set(libc::RLIMIT_CORE, 0, 0);
                // A group of its own, so a kill reaches anything it started.
                libc::setpgid(0, 0);
                Ok(())
            });
        }
    }

    pub fn signal_of(status: &ExitStatus) -> Option<i32> {
        status.signal()
    }

    /// SIGKILL to the worker's process group (see `limit_child`).
    pub fn kill_group(child: &mut std::process::Child) {
        // SAFETY: kill has no memory preconditions; the group is the child's.
        unsafe { libc::kill(-(child.id() as libc::pid_t), libc::SIGKILL) };
        let _ = child.kill();
    }
}

#[cfg(not(unix))]
mod os {
    use std::process::{Command, ExitStatus};

    pub const SIGABRT: i32 = 6;
    pub const SIGKILL: i32 = 9;
    pub const SIGSEGV: i32 = 11;
    pub const SIGXCPU: i32 = 24;

    pub fn limit_child(_: &mut Command, _: Option<u64>, _: Option<u64>) {}

    pub fn signal_of(_: &ExitStatus) -> Option<i32> {
        None
    }

    pub fn kill_group(child: &mut std::process::Child) {
        let _ = child.kill();
    }
}

#[cfg(all(test, unix))]
mod tests {
    use super::*;
    use std::os::unix::process::ExitStatusExt;

    const LIMITS: ProcessLimits = ProcessLimits { timeout_s: Some(2.0), max_memory_mib: 256, max_depth: 1000 };

    fn reason(status: Option<ExitStatus>, stop: Stop, stdout: &[u8], stderr: &str) -> String {
        match classify::<serde_json::Value>(status, stop, stdout, stderr, LIMITS) {
            Outcome::Failed(reason) => reason,
            Outcome::Reply(reply) => format!("reply {reply:?}"),
        }
    }

    #[test]
    fn every_way_a_worker_ends_has_a_reason() {
        let signal = |s: i32| Some(ExitStatus::from_raw(s));
        let exit = |c: i32| Some(ExitStatus::from_raw(c << 8));
        assert_eq!(
            reason(signal(9), Stop::Timeout, b"", ""),
            "killed: timeout (no answer 5 s after the 2 s wall-clock limit)"
        );
        let overflow = "\nthread 'dmdpy' has overflowed its stack\nfatal runtime error: stack overflow";
        assert_eq!(reason(signal(libc::SIGABRT), Stop::No, b"", overflow), "crashed: stack overflow");
        let oom = "memory allocation of 10737418240 bytes failed\n";
        assert_eq!(reason(signal(libc::SIGABRT), Stop::No, b"", oom), "crashed: out of memory (limit 256 MiB)");
        assert_eq!(reason(signal(libc::SIGXCPU), Stop::No, b"", ""), "killed: CPU time limit (12 s)");
        assert_eq!(reason(signal(libc::SIGSEGV), Stop::No, b"", ""), "crashed: segmentation fault");
        assert_eq!(reason(signal(libc::SIGBUS), Stop::No, b"", ""), format!("crashed: signal {}", libc::SIGBUS));
        assert!(reason(exit(70), Stop::No, b"", "thread 'dmdpy' panicked at src/x.rs").starts_with("internal error"));
        assert_eq!(reason(exit(0), Stop::No, b"{", ""), "internal error: the worker's answer is not valid JSON");
        assert!(reason(exit(0), Stop::No, br#"{"Load":"no function `solve` defined"}"#, "").starts_with("reply Object"));
        assert_eq!(reason(signal(9), Stop::Interrupted, b"", ""), "KeyboardInterrupt: stopped by Ctrl-C");
    }
}
