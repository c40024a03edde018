//! The parent side of `dmdpy score`: runs each (submission, seed) as a
//! child process (`dmdpy __score-worker`, see `worker`) under OS limits,
//! `jobs` at a time, and turns what comes back — a reply, a signal, an OS
//! limit, its own kill — into a seed's outcome. Nothing of a submission
//! outlives its process, so no submission can slow, starve or crash the
//! ones scored beside or after it.

use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, ExitStatus, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{mpsc, Arc};
use std::time::{Duration, Instant};

use super::worker::{Job, Reply};

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
pub enum Outcome {
    Reply(Reply),
    /// It did not answer: why, for its row (`crashed: stack overflow`).
    Failed(String),
}

/// Runs every job, `jobs` at a time; `done(i, outcome)` is called as each
/// finishes (in any order).
pub fn run_all(exe: &Path, work: Vec<Job>, jobs: usize, mut done: impl FnMut(usize, Outcome)) {
    let work = Arc::new(work);
    let next = Arc::new(AtomicUsize::new(0));
    let (tx, rx) = mpsc::channel();
    let threads: Vec<_> = (0..jobs.max(1).min(work.len().max(1)))
        .map(|_| {
            let (work, next, tx, exe) = (work.clone(), next.clone(), tx.clone(), exe.to_path_buf());
            std::thread::spawn(move || loop {
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
pub fn run_one(exe: &Path, job: &Job) -> Outcome {
    let input = serde_json::to_vec(job).expect("a job serializes");
    let mut child = match spawn(exe, job) {
        Ok(child) => child,
        Err(e) => return Outcome::Failed(format!("internal error: cannot start a worker ({}): {e}", exe.display())),
    };
    let stdout = child.stdout.take().map(|s| drain(s, STDOUT_KEEP + 1));
    let stderr = child.stderr.take().map(|s| drain(s, STDERR_KEEP));
    if let Some(mut stdin) = child.stdin.take() {
        // A worker that dies first closes the pipe: its status explains it.
        let _ = stdin.write_all(&input);
    }
    let deadline = Duration::from_secs_f64(job.timeout_s) + GRACE;
    let (status, killed) = wait(&mut child, deadline);
    let stdout = stdout.and_then(|h| h.join().ok()).unwrap_or_default();
    let stderr = stderr.and_then(|h| h.join().ok()).unwrap_or_default();
    classify(status, killed, &stdout, &String::from_utf8_lossy(&stderr), job)
}

fn spawn(exe: &Path, job: &Job) -> std::io::Result<Child> {
    let mut command = Command::new(exe);
    command.arg("__score-worker").stdin(Stdio::piped()).stdout(Stdio::piped()).stderr(Stdio::piped());
    let address_space = (job.max_memory_mib != 0).then(|| {
        let stack = crate::sandbox::stack::bytes_for_depth(job.max_depth) as u64;
        (job.max_memory_mib << 20).saturating_add(stack).saturating_add(AS_SLACK)
    });
    // The CPU limit backs the wall clock for a worker that spins where the
    // sandbox cannot look (SIGXCPU, then SIGKILL at the hard limit). A run
    // may keep two cores busy (its last uses, its pricing), so it is twice
    // the wall clock's.
    let cpu = (job.timeout_s * 2.0).ceil() as u64 + GRACE.as_secs() * 2;
    os::limit_child(&mut command, address_space, cpu);
    command.spawn()
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

/// Waits for the worker until `limit` has passed, then kills it. Returns
/// its status and whether it was killed here.
fn wait(child: &mut Child, limit: Duration) -> (Option<ExitStatus>, bool) {
    let started = Instant::now();
    loop {
        match child.try_wait() {
            Ok(Some(status)) => return (Some(status), false),
            Ok(None) if started.elapsed() < limit => std::thread::sleep(Duration::from_millis(5)),
            Ok(None) => {
                os::kill_group(child);
                return (child.wait().ok(), true);
            }
            Err(_) => return (None, false),
        }
    }
}

/// A worker's end, in words for its row.
fn classify(status: Option<ExitStatus>, killed: bool, stdout: &[u8], stderr: &str, job: &Job) -> Outcome {
    if killed {
        return Outcome::Failed(format!(
            "killed: timeout (no answer {} s after the {} s wall-clock limit)",
            GRACE.as_secs(),
            job.timeout_s
        ));
    }
    let Some(status) = status else {
        return Outcome::Failed("internal error: lost track of the worker".into());
    };
    if status.success() {
        if stdout.len() > STDOUT_KEEP {
            return Outcome::Failed("invalid answer: the reply is larger than 64 MiB".into());
        }
        return match serde_json::from_slice::<Reply>(stdout) {
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
        format!("crashed: out of memory (limit {} MiB)", job.max_memory_mib)
    } else if let Some(signal) = os::signal_of(&status) {
        match signal {
            os::SIGXCPU | os::SIGKILL => {
                format!("killed: CPU time limit ({} s)", job.timeout_s.ceil() as u64 + GRACE.as_secs() * 2)
            }
            os::SIGSEGV => "crashed: segmentation fault".to_string(),
            os::SIGABRT => format!("crashed: aborted{detail}"),
            other => format!("crashed: signal {other}"),
        }
    } else if stderr.contains("panicked") {
        format!("internal error: dmdpy crashed; please report this submission{detail}")
    } else {
        format!("crashed: the worker exited with status {}{detail}", status.code().unwrap_or(-1))
    };
    Outcome::Failed(reason)
}

/// The worker's executable: this program.
pub fn this_program() -> Option<PathBuf> {
    std::env::current_exe().ok()
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
    pub fn limit_child(command: &mut Command, address_space: Option<u64>, cpu_seconds: u64) {
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
                set(libc::RLIMIT_CPU, cpu_seconds, cpu_seconds + 5);
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

    pub fn limit_child(_: &mut Command, _: Option<u64>, _: u64) {}

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

    fn job() -> Job {
        Job {
            name: "x".into(),
            text: String::new(),
            seed: 1,
            n_bits: 20,
            k_sparse: 3,
            samples: 10,
            strict: true,
            max_steps: 0,
            max_depth: 1000,
            max_memory_mib: 256,
            timeout_s: 2.0,
            profile: false,
            html_command: None,
        }
    }

    fn reason(status: Option<ExitStatus>, killed: bool, stdout: &[u8], stderr: &str) -> String {
        match classify(status, killed, stdout, stderr, &job()) {
            Outcome::Failed(reason) => reason,
            Outcome::Reply(reply) => format!("reply {reply:?}"),
        }
    }

    #[test]
    fn every_way_a_worker_ends_has_a_reason() {
        let signal = |s: i32| Some(ExitStatus::from_raw(s));
        let exit = |c: i32| Some(ExitStatus::from_raw(c << 8));
        assert_eq!(reason(signal(9), true, b"", ""), "killed: timeout (no answer 5 s after the 2 s wall-clock limit)");
        let overflow = "\nthread 'dmdpy' has overflowed its stack\nfatal runtime error: stack overflow";
        assert_eq!(reason(signal(libc::SIGABRT), false, b"", overflow), "crashed: stack overflow");
        let oom = "memory allocation of 10737418240 bytes failed\n";
        assert_eq!(reason(signal(libc::SIGABRT), false, b"", oom), "crashed: out of memory (limit 256 MiB)");
        assert_eq!(reason(signal(libc::SIGXCPU), false, b"", ""), "killed: CPU time limit (12 s)");
        assert_eq!(reason(signal(libc::SIGSEGV), false, b"", ""), "crashed: segmentation fault");
        assert_eq!(reason(signal(libc::SIGBUS), false, b"", ""), format!("crashed: signal {}", libc::SIGBUS));
        assert!(reason(exit(70), false, b"", "thread 'dmdpy' panicked at src/x.rs").starts_with("internal error"));
        assert_eq!(reason(exit(0), false, b"{", ""), "internal error: the worker's answer is not valid JSON");
        assert!(reason(exit(0), false, br#"{"Load":"no function `solve` defined"}"#, "").starts_with("reply Load"));
    }
}
