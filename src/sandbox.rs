//! The sandbox: what a running program may use — steps, wall-clock time,
//! heap memory, call depth and native stack — and the one place each is
//! checked. Every limit ends the program with a Python-named error, never
//! with a crash.
//!
//! The limits live in a per-thread `Budget` (a run owns its thread: the
//! driver, the REPL and each `score` worker run one interpreter on one
//! thread), installed by `install`. The interpreter's `tick()` counts a
//! step per statement and loop iteration; native loops (every iterator
//! step, so `sum`, `list`, `sorted`...; a sort's comparisons; scans and
//! comparisons of sequences; repr; the bits of a big modular power) call
//! `poll` once per item, which counts the same steps, so Ctrl-C,
//! `--timeout` and `--max-steps` act inside a single native operation as
//! well (pricing a trace looks at Ctrl-C and the clock). One native
//! operation over a lot of memory (a repetition, a join, a replacement, a
//! search) looks at Ctrl-C, the clock and the heap every slice of its work
//! (`paced`), without counting steps.
//!
//! Recursion, in .dmd calls and in native code walking nested values
//! alike, goes through `enter` (one depth counter, as CPython's), backed
//! by a check of the thread's remaining stack; dropping nested values does
//! not recurse at all (`value::release`). Growth of values goes through
//! `memory` (a byte budget checked before allocating).

pub mod interrupt;
pub mod memory;
pub mod paced;
pub mod stack;

use std::cell::{Cell, RefCell};
use std::sync::atomic::{AtomicBool, AtomicU32, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

use crate::error::{Exception, RtResult};

/// Whether metering work may run on a second thread alongside the run's
/// (keeping a long log's last uses, pricing it): where a second core can
/// run it, unless `DMDPY_PRICING_THREADS=1` asks for one thread (a busy
/// shared machine, or a check that both ways agree: the numbers are the
/// same).
pub fn second_core() -> bool {
    match std::env::var("DMDPY_PRICING_THREADS").ok().and_then(|v| v.trim().parse::<usize>().ok()) {
        Some(n) => n >= 2,
        None => std::thread::available_parallelism().is_ok_and(|n| n.get() >= 2),
    }
}

/// A run's limits. `Default` is what `dmdpy run` uses without options
/// (except the memory limit, which the CLI computes from the machine).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Limits {
    /// Maximum depth of .dmd calls and native recursion (CPython's
    /// recursion limit): `RecursionError` beyond it.
    pub max_depth: u32,
    /// Maximum steps (statements, loop iterations, items of native
    /// loops); 0 = unlimited. `RuntimeError` beyond it.
    pub max_steps: u64,
    /// Wall-clock limit from `install` (or `restart`); `TimeoutError`.
    pub timeout: Option<Duration>,
}

impl Limits {
    /// CPython's recursion limit, no step limit, no clock.
    pub const DEFAULT: Limits = Limits { max_depth: 1000, max_steps: 0, timeout: None };
}

impl Default for Limits {
    fn default() -> Limits {
        Limits::DEFAULT
    }
}

/// How many steps pass between looks at the clock and the interrupt flag
/// (a few microseconds of work at most).
const POLL_EVERY: u32 = 1024;

/// Bumped when a deadline passes (`restart`'s timer): every running
/// program then looks at its clock at its next step, not at the end of its
/// grant, which steps of long native work (`s.count` over 100 MB) would
/// put seconds away. A wake with no deadline passed costs one look.
static WAKE: AtomicU32 = AtomicU32::new(0);

/// The installed limits of this thread and what has been used of them.
///
/// Steps are granted ahead, up to `POLL_EVERY` at a time: a step only
/// counts down `fuel`, and the step that empties it (step number
/// `granted_to`) does the checks. A grant never reaches past the step
/// limit, so the step that exceeds it is always one that checks.
struct Budget {
    limits: Cell<Limits>,
    /// The step whose count ends the current grant.
    granted_to: Cell<u64>,
    /// Steps left in the grant: `granted_to - fuel` have been taken.
    fuel: Cell<u32>,
    /// The `WAKE` count this thread last answered.
    woken: Cell<u32>,
    depth: Cell<u32>,
    deadline: Cell<Option<Instant>>,
    interrupt: RefCell<Option<Arc<AtomicBool>>>,
}

thread_local! {
    static BUDGET: Budget = const {
        Budget {
            limits: Cell::new(Limits::DEFAULT),
            granted_to: Cell::new(POLL_EVERY as u64),
            fuel: Cell::new(POLL_EVERY),
            woken: Cell::new(0),
            depth: Cell::new(0),
            deadline: Cell::new(None),
            interrupt: RefCell::new(None),
        }
    };
}

/// Installs `limits` on this thread and starts counting from zero (steps,
/// depth, the clock).
pub fn install(limits: Limits) {
    install_since(limits, Instant::now());
}

/// `install`, with the clock started at `origin`: a worker's, when its
/// process started, so that reading its job counts.
pub fn install_since(limits: Limits, origin: Instant) {
    BUDGET.with(|b| {
        b.limits.set(limits);
        b.depth.set(0);
    });
    restart_since(origin);
}

/// Starts the step count and the clock again (a new REPL entry).
pub fn restart() {
    restart_since(Instant::now());
}

fn restart_since(origin: Instant) {
    BUDGET.with(|b| {
        b.grant_after(0);
        let deadline = b.limits.get().timeout.map(|t| origin + t);
        b.deadline.set(deadline);
        if let Some(deadline) = deadline {
            wake_at(deadline);
        }
    });
}

/// Wakes every running program once `deadline` has passed, from the
/// process's one clock thread (started at the first call; if it cannot
/// be, the deadline is still met at the end of a grant). A thread per
/// call left one sleeping per REPL entry: 16,000 entries under
/// `--timeout` aborted the process when no more could start.
fn wake_at(deadline: Instant) {
    use std::cmp::Reverse;
    use std::collections::BinaryHeap;
    use std::sync::{Condvar, Mutex, OnceLock};
    /// The deadlines not yet passed, the earliest first.
    static DEADLINES: Mutex<BinaryHeap<Reverse<Instant>>> = Mutex::new(BinaryHeap::new());
    static CHANGED: Condvar = Condvar::new();
    static STARTED: OnceLock<bool> = OnceLock::new();
    fn lock() -> std::sync::MutexGuard<'static, BinaryHeap<Reverse<Instant>>> {
        DEADLINES.lock().unwrap_or_else(|e| e.into_inner())
    }
    lock().push(Reverse(deadline));
    CHANGED.notify_one();
    STARTED.get_or_init(|| {
        let clock = move || {
            let mut deadlines = lock();
            loop {
                let now = Instant::now();
                let mut passed = false;
                while deadlines.peek().is_some_and(|Reverse(d)| *d <= now) {
                    deadlines.pop();
                    passed = true;
                }
                if passed {
                    WAKE.fetch_add(1, Ordering::Relaxed);
                }
                deadlines = match deadlines.peek() {
                    Some(Reverse(d)) => {
                        let wait = d.saturating_duration_since(now);
                        CHANGED.wait_timeout(deadlines, wait).unwrap_or_else(|e| e.into_inner()).0
                    }
                    None => CHANGED.wait(deadlines).unwrap_or_else(|e| e.into_inner()),
                };
            }
        };
        std::thread::Builder::new().name("dmdpy-clock".into()).stack_size(64 << 10).spawn(clock).is_ok()
    });
}

/// The flag another thread sets to stop the program (Ctrl-C, a watchdog):
/// the next look turns it into `KeyboardInterrupt` and clears it.
pub fn set_interrupt(flag: Arc<AtomicBool>) {
    BUDGET.with(|b| *b.interrupt.borrow_mut() = Some(flag));
}

/// Counts one step of the interpreter or of a native loop and enforces
/// every limit that can be reached by running longer: the step limit
/// exactly, the heap at every step, Ctrl-C and the clock once per grant
/// of steps and at the first step after a deadline passed (`WAKE`).
/// (The heap is compared at every step because not all growth asks
/// `memory::reserve` first, and a loop keeping what it makes would pass
/// the limit many times over between two looks:
/// `tests/sandbox/list_slice_copies.dmd`.)
#[inline]
pub fn poll() -> RtResult<()> {
    BUDGET.with(|b| {
        let fuel = b.fuel.get() - 1;
        b.fuel.set(fuel);
        if fuel == 0 {
            return b.end_of_grant();
        }
        let wake = WAKE.load(Ordering::Relaxed);
        if wake != b.woken.get() {
            return b.woken_by(wake);
        }
        memory::check()
    })
}

/// The limits that do not count steps — Ctrl-C and the wall clock — for
/// work that is not the program's (pricing a finished trace).
pub fn look() -> RtResult<()> {
    BUDGET.with(|b| b.look(b.limits.get()))
}

/// The limits the front end meets as it reads a source: the heap budget,
/// Ctrl-C and the clock. No step is counted (parsing is no step of the
/// program, and `--max-steps` counts the same steps whatever the source's
/// size).
pub fn look_at_heap_and_clock() -> RtResult<()> {
    memory::check()?;
    look()
}

/// `poll` for a step that may take long by itself (one squaring of a huge
/// int): also looks at the interrupt flag and the clock every time.
pub fn poll_costly() -> RtResult<()> {
    poll()?;
    look()
}

/// The CPU time `thread` has used so far (its own clock, not the
/// process's): how much a run has really worked past its deadline on a
/// machine that gives it a fraction of a core.
pub fn thread_cpu_time<T>(thread: &std::thread::JoinHandle<T>) -> Option<Duration> {
    use std::os::unix::thread::JoinHandleExt;
    let mut clock: libc::clockid_t = 0;
    let mut now = libc::timespec { tv_sec: 0, tv_nsec: 0 };
    // SAFETY: the thread is not joined while its handle is borrowed, so
    // its pthread_t is valid; both out-pointers are locals.
    let ok = unsafe {
        libc::pthread_getcpuclockid(thread.as_pthread_t(), &mut clock) == 0 && libc::clock_gettime(clock, &mut now) == 0
    };
    ok.then(|| Duration::new(now.tv_sec as u64, now.tv_nsec as u32))
}

/// When the clock started by `install` or `restart` runs out, if there
/// is a `--timeout` (the REPL gives an entry's pricing the rest of it).
pub fn deadline() -> Option<Instant> {
    BUDGET.with(|b| b.deadline.get())
}

/// Steps taken since `install` or `restart`.
#[cfg(test)]
pub fn steps() -> u64 {
    BUDGET.with(|b| b.granted_to.get() - u64::from(b.fuel.get()))
}

impl Budget {
    /// The step that used up the grant: checks every limit, after granting
    /// the next steps. .dmd has no `try`, so an error here ends the
    /// program; the grant comes first so that code that polls again before
    /// the run is restarted meets the error again at its next step (past
    /// the limit a grant is one step), not after a stale grant.
    #[cold]
    fn end_of_grant(&self) -> RtResult<()> {
        let taken = self.granted_to.get();
        self.grant_after(taken);
        crate::terminal::progress::steps_taken(taken);
        let limits = self.limits.get();
        if limits.max_steps != 0 && taken > limits.max_steps {
            return Err(Exception::new(
                "RuntimeError",
                format!("step limit exceeded: the program ran more than {} steps", limits.max_steps),
            ));
        }
        memory::check()?;
        self.look(limits)
    }

    /// A step after a wake: the heap, Ctrl-C and the clock.
    #[cold]
    fn woken_by(&self, wake: u32) -> RtResult<()> {
        self.woken.set(wake);
        memory::check()?;
        self.look(self.limits.get())
    }

    /// Grants the steps after step `taken`: `POLL_EVERY`, or fewer so that
    /// the step past the limit ends a grant.
    fn grant_after(&self, taken: u64) {
        let max = self.limits.get().max_steps;
        let room = match max {
            0 => u64::from(POLL_EVERY),
            max => max.saturating_add(1).saturating_sub(taken).clamp(1, u64::from(POLL_EVERY)),
        };
        self.granted_to.set(taken + room);
        self.fuel.set(room as u32);
    }

    /// The checks too costly for every step: the interrupt flag and the clock.
    fn look(&self, limits: Limits) -> RtResult<()> {
        if let Some(flag) = &*self.interrupt.borrow() {
            if flag.swap(false, Ordering::Relaxed) {
                return Err(Exception::new("KeyboardInterrupt", ""));
            }
        }
        if let (Some(deadline), Some(timeout)) = (self.deadline.get(), limits.timeout) {
            if Instant::now() >= deadline {
                memory::clock_out();
                return Err(Exception::new(
                    "TimeoutError",
                    format!("time limit exceeded: the program ran longer than {}", seconds(timeout)),
                ));
            }
        }
        Ok(())
    }
}

/// The limit that stopped a program, when what it ran cannot be priced
/// within the limits: its clock is out (`TimeoutError`) or its memory is
/// (pricing needs memory in proportion to the trace). A step limit is
/// deterministic and leaves the clock, and Ctrl-C is the operator's own
/// stop: what ran is priced (a second Ctrl-C stops the pricing).
pub fn unpriceable_stop(e: &Exception) -> Option<&'static str> {
    let stopped = e.name == "TimeoutError" || memory::is_budget_error(e);
    stopped.then_some(e.name)
}

fn seconds(t: Duration) -> String {
    let s = t.as_secs_f64();
    if s.fract() == 0.0 {
        format!("{s:.0} s")
    } else {
        format!("{s} s")
    }
}

/// One level of recursion, released when dropped.
#[must_use]
pub struct Depth(());

impl Drop for Depth {
    fn drop(&mut self) {
        BUDGET.with(|b| b.depth.set(b.depth.get() - 1));
    }
}

/// What native code was doing when it entered a level of recursion: the
/// words CPython 3.11 adds to its `RecursionError` message there.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Within {
    /// A .dmd call, a generator or iterator chain, hashing, a metering walk.
    Plain,
    /// `==`, `<`... between containers (`in`, `index`, `sorted`...).
    Comparison,
    /// `repr`, `str`, `print`, f-strings of containers.
    Repr,
    /// `str` of an exception (whose argument may be an exception).
    Str,
    /// `isinstance` with nested tuples of classes.
    InstanceCheck,
}

impl Within {
    fn suffix(self) -> &'static str {
        match self {
            Within::Plain => "",
            Within::Comparison => " in comparison",
            Within::Repr => " while getting the repr of an object",
            Within::Str => " while getting the str of an object",
            Within::InstanceCheck => " in __instancecheck__",
        }
    }
}

/// Enters one level of recursion (a .dmd call, or native code descending
/// into a nested value): `RecursionError` beyond the depth limit, or when
/// the thread's stack is nearly used up whatever the limit.
#[inline]
pub fn enter() -> RtResult<Depth> {
    enter_within(Within::Plain)
}

/// `enter`, with CPython's message for what native code is doing.
#[inline]
pub fn enter_within(within: Within) -> RtResult<Depth> {
    BUDGET.with(|b| {
        let depth = b.depth.get();
        if depth >= b.limits.get().max_depth || stack::exhausted() {
            return Err(Exception::recursion_within(within.suffix()));
        }
        if stack::count_reached() {
            memory::check()?;
        }
        b.depth.set(depth + 1);
        Ok(Depth(()))
    })
}

/// The current recursion depth (0 at module level).
pub fn depth() -> u32 {
    BUDGET.with(|b| b.depth.get())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Installs a step limit of `max` (or none for 0) and polls until the
    /// first error: how many polls passed, and `steps()` then.
    fn polls_until_error(max: u64, cap: u64) -> (u64, u64) {
        install(Limits { max_steps: max, ..Limits::DEFAULT });
        let mut passed = 0;
        while passed < cap && poll().is_ok() {
            passed += 1;
        }
        (passed, steps())
    }

    #[test]
    fn the_step_limit_is_exact_across_grants() {
        for max in [1, 2, 5, 1023, 1024, 1025, 2047, 2048, 2049, 5000] {
            let (passed, steps) = polls_until_error(max, 10_000);
            assert_eq!((passed, steps), (max, max + 1), "limit {max}");
            // Polling again after the error meets it again at once.
            assert!(poll().is_err(), "limit {max}");
            assert_eq!(self::steps(), max + 2);
        }
    }

    #[test]
    fn a_clock_started_earlier_is_out_earlier() {
        // A worker's clock starts with its process: the time its job took
        // to arrive counts against the limit.
        let second = std::time::Duration::from_secs(1);
        let origin = Instant::now().checked_sub(2 * second).expect("the machine is up");
        install_since(Limits { timeout: Some(second), ..Limits::DEFAULT }, origin);
        assert_eq!(look().expect_err("the clock is out").name, "TimeoutError");
        install(Limits { timeout: Some(3600 * second), ..Limits::DEFAULT });
        assert!(look().is_ok(), "a clock started now has an hour");
    }

    #[test]
    fn steps_are_counted_one_by_one_without_a_limit() {
        let (passed, steps) = polls_until_error(0, 3000);
        assert_eq!((passed, steps), (3000, 3000));
        restart();
        assert_eq!(self::steps(), 0);
        poll().unwrap();
        assert_eq!(self::steps(), 1);
    }
}
