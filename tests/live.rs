//! `dmdpy run` as an operator watches it: output that appears as the
//! program prints it on a terminal, the progress line of a long run (and
//! where it must not appear), and Ctrl-C, which keeps what was printed,
//! prices what ran and exits 130 — on a terminal and through a pipe.
//!
//! No assertion here is on elapsed time: the waits are hang limits.

mod support;

use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

fn dmdpy() -> &'static str {
    env!("CARGO_BIN_EXE_dmdpy")
}

/// How long a session may show nothing new before the test calls it hung.
const HANG_MS: u64 = 60_000;

fn program(name: &str, text: &str) -> String {
    let dir = support::manifest_dir().join("target/tmp");
    std::fs::create_dir_all(&dir).expect("target/tmp");
    let path = dir.join(format!("live-{}-{name}", std::process::id()));
    std::fs::write(&path, text).expect("write the program");
    path.display().to_string()
}

/// A program that prints, then loops until Ctrl-C.
const PRINTS_THEN_LOOPS: &str = "print('started')\nn = 0\nwhile True:\n    n = n + 1\n";

fn on_a_terminal(args: &[&str], term: &str) -> rexpect::session::PtySession {
    let mut command = Command::new(dmdpy());
    command.args(args).env("TERM", term).env_remove("NO_COLOR");
    rexpect::session::spawn_command(command, Some(HANG_MS)).expect("spawn dmdpy in a pty")
}

/// The exit code of a session's process once it has ended.
fn exit_code(p: &mut rexpect::session::PtySession) -> Option<i32> {
    use rexpect::process::WaitStatus;
    let deadline = Instant::now() + Duration::from_millis(HANG_MS);
    loop {
        match p.process().status() {
            Some(WaitStatus::Exited(_, code)) => return Some(code),
            Some(WaitStatus::StillAlive) | None if Instant::now() < deadline => {
                std::thread::sleep(Duration::from_millis(20))
            }
            _ => return None,
        }
    }
}

#[test]
fn output_appears_while_the_program_runs_and_ctrl_c_prices_what_ran() {
    let file = program("loops.dmd", PRINTS_THEN_LOOPS);
    let mut p = on_a_terminal(&["run", &file], "xterm");
    // The loop never ends: `started` can only come before the end.
    p.exp_string("started").expect("output before the program ends");
    assert!(
        matches!(p.process().status(), Some(rexpect::process::WaitStatus::StillAlive)),
        "the program ended before Ctrl-C"
    );
    p.send_control('c').expect("ctrl-c");
    p.exp_string("KeyboardInterrupt").expect("the interruption");
    let (_, summary) = p.exp_regex(r"up to there: cost \d+").expect("the cost so far");
    assert!(summary.contains("cost"), "{summary}");
    p.exp_eof().expect("the end");
    assert_eq!(exit_code(&mut p), Some(130));
}

#[test]
fn a_long_run_shows_its_progress_on_a_terminal() {
    let file = program("progress.dmd", PRINTS_THEN_LOOPS);
    let mut p = on_a_terminal(&["run", &file], "xterm");
    p.exp_string("started").expect("output");
    p.exp_regex(r"running: [\d,]+ steps").expect("the progress line");
    p.send_control('c').expect("ctrl-c");
    p.exp_string("KeyboardInterrupt").expect("the interruption");
    p.exp_eof().expect("the end");
}

#[test]
fn no_progress_line_on_a_dumb_terminal_or_when_quiet() {
    // Ended by the step limit after long enough for a line to be drawn,
    // were it wanted.
    let file = program("quiet.dmd", "n = 0\nwhile True:\n    n = n + 1\n");
    for (args, term) in [
        (vec!["run", "--max-steps", "20000000", &file], "dumb"),
        (vec!["run", "-q", "--max-steps", "20000000", &file], "xterm"),
    ] {
        let mut p = on_a_terminal(&args, term);
        let shown = p.exp_eof().expect("the end");
        assert!(shown.contains("step limit exceeded"), "{shown}");
        assert!(!shown.contains("running:"), "{args:?} TERM={term}: {shown}");
    }
}

/// Whether process `pid` catches SIGINT (its handler is installed).
fn catches_sigint(pid: u32) -> bool {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap_or_default();
    let caught = status.lines().find_map(|l| l.strip_prefix("SigCgt:")).map(str::trim).unwrap_or("0");
    u64::from_str_radix(caught, 16).is_ok_and(|mask| mask & (1 << (libc::SIGINT - 1)) != 0)
}

/// `dmdpy ARGS` through pipes, sent SIGINT once it catches it (as a
/// terminal's Ctrl-C would), to its end.
fn interrupted(args: &[&str]) -> std::process::Output {
    let child = Command::new(dmdpy())
        .args(args)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("start dmdpy");
    let deadline = Instant::now() + Duration::from_millis(HANG_MS);
    while !catches_sigint(child.id()) {
        assert!(Instant::now() < deadline, "dmdpy never installed its Ctrl-C handler");
        std::thread::sleep(Duration::from_millis(10));
    }
    // SAFETY: signals this test's own child.
    unsafe { libc::kill(child.id() as libc::pid_t, libc::SIGINT) };
    child.wait_with_output().expect("wait")
}

#[test]
fn ctrl_c_through_a_pipe_keeps_the_output_block_buffered_till_then() {
    if !std::path::Path::new("/proc/self/status").exists() {
        eprintln!("SKIPPED: no /proc to see when dmdpy catches SIGINT");
        return;
    }
    let file = program("piped.dmd", PRINTS_THEN_LOOPS);
    let out = interrupted(&["run", &file]);
    let (stdout, stderr) = (String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr));
    assert_eq!(out.status.code(), Some(130), "{stderr}");
    assert_eq!(stdout, "started\n");
    assert!(stderr.contains("KeyboardInterrupt"), "{stderr}");
    assert!(stderr.contains("up to there: cost"), "{stderr}");
    assert!(!stderr.contains("running:"), "no progress line off a terminal: {stderr}");
}

/// `trace` died of SIGINT (no traceback, no listing, no exit 130) where
/// `run` stops the program (attack helper).
#[test]
fn ctrl_c_stops_a_traced_program_as_it_stops_a_run() {
    if !std::path::Path::new("/proc/self/status").exists() {
        eprintln!("SKIPPED: no /proc to see when dmdpy catches SIGINT");
        return;
    }
    let file = program("traced.dmd", PRINTS_THEN_LOOPS);
    let out = interrupted(&["trace", &file]);
    let (stdout, stderr) = (String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr));
    assert_eq!(out.status.code(), Some(130), "{stderr}");
    assert!(stderr.contains("KeyboardInterrupt"), "{stderr}");
    assert!(stdout.contains("READ"), "the listing of what ran: {stdout}");
}

/// The pids of `pid`'s child processes (`/proc/PID/task/*/children`).
fn children_of(pid: u32) -> Vec<u32> {
    let Ok(tasks) = std::fs::read_dir(format!("/proc/{pid}/task")) else { return Vec::new() };
    let mut found = Vec::new();
    for task in tasks.flatten() {
        let text = std::fs::read_to_string(task.path().join("children")).unwrap_or_default();
        found.extend(text.split_whitespace().filter_map(|p| p.parse::<u32>().ok()));
    }
    found
}

/// Whether process `pid` still runs (neither gone nor a zombie).
fn alive(pid: u32) -> bool {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap_or_default();
    status.lines().find_map(|l| l.strip_prefix("State:")).is_some_and(|state| !state.trim_start().starts_with('Z'))
}

/// Ctrl-C killed `score` by the signal and left its workers running (each
/// in its own process group, which the terminal's SIGINT does not reach)
/// until their own clocks ended them (attack helper). The scorer now ends
/// them, says so and exits 130.
#[test]
fn ctrl_c_on_score_ends_its_workers() {
    if !std::path::Path::new("/proc/self/task").exists() {
        eprintln!("SKIPPED: no /proc to find the scorer's workers");
        return;
    }
    let file = program("endless_solve.dmd", "def solve(x, y, n_bits, k_sparse):\n    while True:\n        pass\n");
    let child = Command::new(dmdpy())
        .args(["score", "--jobs", "2", "--seeds", "1,2,3,4", "--timeout", "600", &file])
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("start dmdpy");
    let deadline = Instant::now() + Duration::from_millis(HANG_MS);
    let workers = loop {
        let workers = children_of(child.id());
        if catches_sigint(child.id()) && workers.len() == 2 {
            break workers;
        }
        assert!(Instant::now() < deadline, "the scorer never started its workers");
        std::thread::sleep(Duration::from_millis(10));
    };
    // SAFETY: signals this test's own child.
    unsafe { libc::kill(child.id() as libc::pid_t, libc::SIGINT) };
    let out = child.wait_with_output().expect("wait");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(130), "{stderr}");
    assert!(stderr.contains("KeyboardInterrupt"), "{stderr}");
    for pid in workers {
        let deadline = Instant::now() + Duration::from_millis(HANG_MS);
        while alive(pid) {
            assert!(Instant::now() < deadline, "worker {pid} outlived the scorer");
            std::thread::sleep(Duration::from_millis(10));
        }
    }
}
