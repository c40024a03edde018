//! The progress line of a long command on the operator's terminal: after
//! about a second, a spinner on stderr with the steps a program has taken
//! or the events its pricing has ahead, and the time so far. Only on a
//! terminal that can redraw a line (not `TERM=dumb`), never when the
//! command's output is a report on stdout or asked to be quiet; drawn
//! without colours.
//!
//! The counters are plain atomics the interpreter's sandbox and the
//! driver store into now and then (one store per grant of steps): reading
//! them never slows a run down, and a command that draws nothing pays only
//! those stores.

use super::grouped;
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

/// Steps the running program has taken (stored at the end of each grant).
static STEPS: AtomicU64 = AtomicU64::new(0);
/// Events of the log being priced; 0 while the program runs.
static PRICING: AtomicU64 = AtomicU64::new(0);
/// The line while it is drawn: program output hides it while it writes.
static BAR: Mutex<Option<ProgressBar>> = Mutex::new(None);

/// How long a command runs before the line appears.
const QUIET_FOR: Duration = Duration::from_millis(1000);
/// How often the line is redrawn.
const TICK: Duration = Duration::from_millis(100);

/// The running program has taken `steps` steps.
#[inline]
pub fn steps_taken(steps: u64) {
    STEPS.store(steps, Ordering::Relaxed);
}

/// The program ended; its log of `events` events is being priced.
pub fn pricing(events: usize) {
    PRICING.store(events as u64, Ordering::Relaxed);
}

/// Whether a progress line can be drawn on this process's stderr.
pub fn wanted() -> bool {
    use std::io::IsTerminal;
    let dumb = std::env::var_os("TERM").is_some_and(|t| t == "dumb");
    std::io::stderr().is_terminal() && !dumb
}

/// The progress line of one command, removed when dropped.
pub struct Indicator {
    stop: Arc<AtomicBool>,
    thread: Option<std::thread::JoinHandle<()>>,
}

impl Indicator {
    /// Starts watching the counters; the line appears after `QUIET_FOR`.
    /// `None` when nothing can be drawn (`wanted`) or no thread starts.
    pub fn start() -> Option<Indicator> {
        if !wanted() {
            return None;
        }
        STEPS.store(0, Ordering::Relaxed);
        PRICING.store(0, Ordering::Relaxed);
        let stop = Arc::new(AtomicBool::new(false));
        let watching = stop.clone();
        let thread = std::thread::Builder::new()
            .name("dmdpy-progress".into())
            .stack_size(256 << 10)
            .spawn(move || watch(&watching))
            .ok()?;
        Some(Indicator { stop, thread: Some(thread) })
    }
}

impl Drop for Indicator {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
        if let Some(bar) = BAR.lock().map(|mut b| b.take()).unwrap_or(None) {
            bar.finish_and_clear();
        }
    }
}

/// The watching thread: waits out the quiet time, then redraws the line
/// until told to stop.
fn watch(stop: &AtomicBool) {
    let started = std::time::Instant::now();
    while started.elapsed() < QUIET_FOR {
        if stop.load(Ordering::Relaxed) {
            return;
        }
        std::thread::sleep(TICK);
    }
    let bar = ProgressBar::with_draw_target(None, ProgressDrawTarget::stderr());
    let style = ProgressStyle::with_template("{spinner} {msg} · {elapsed}")
        .unwrap_or_else(|_| ProgressStyle::default_spinner());
    bar.set_style(style);
    bar.set_elapsed(started.elapsed());
    if let Ok(mut slot) = BAR.lock() {
        *slot = Some(bar.clone());
    }
    while !stop.load(Ordering::Relaxed) {
        bar.set_message(message());
        bar.tick();
        std::thread::sleep(TICK);
    }
}

/// What the line says now.
fn message() -> String {
    match PRICING.load(Ordering::Relaxed) {
        0 => format!("running: {} steps", grouped(u128::from(STEPS.load(Ordering::Relaxed)))),
        events => format!("pricing {} events", grouped(u128::from(events))),
    }
}

/// Runs `write` with the line hidden, so that what it writes to the
/// terminal does not land in the middle of the line.
pub fn suspend<R>(write: impl FnOnce() -> R) -> R {
    let bar = BAR.lock().ok().and_then(|b| b.clone());
    match bar {
        Some(bar) => bar.suspend(write),
        None => write(),
    }
}
