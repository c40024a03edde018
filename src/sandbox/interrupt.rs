//! Ctrl-C while .dmd code runs: SIGINT sets the flag the sandbox looks at
//! (`set_interrupt`), and the next look turns it into `KeyboardInterrupt`,
//! as CPython does. For a command that should not outlive an operator who
//! insists (`dmdpy run`), a Ctrl-C that finds the last one not yet taken
//! ends the process as SIGINT would have.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, OnceLock};

/// The process's flag: every session of a REPL shares it.
static FLAG: OnceLock<Arc<AtomicBool>> = OnceLock::new();
/// Whether a second Ctrl-C, before the first is taken, ends the process.
static INSISTENT_QUITS: AtomicBool = AtomicBool::new(false);

extern "C" fn on_sigint(_: libc::c_int) {
    // Atomics, `signal` and `raise` only: async-signal-safe.
    let Some(flag) = FLAG.get() else { return };
    if flag.swap(true, Ordering::Relaxed) && INSISTENT_QUITS.load(Ordering::Relaxed) {
        // SAFETY: restores the default action and re-raises, both
        // async-signal-safe; the process ends as an unhandled SIGINT.
        unsafe {
            libc::signal(libc::SIGINT, libc::SIG_DFL);
            libc::raise(libc::SIGINT);
        }
    }
}

/// Makes SIGINT set `flag` (the first flag given is the process's; later
/// calls install the handler again, as after rustyline has installed its
/// own). With `insistent_quits`, a Ctrl-C while the last is still pending
/// ends the process.
pub fn on_ctrl_c(flag: Arc<AtomicBool>, insistent_quits: bool) {
    let _ = FLAG.set(flag);
    INSISTENT_QUITS.store(insistent_quits, Ordering::Relaxed);
    // SAFETY: installs a handler that only performs async-signal-safe calls.
    unsafe {
        let handler: extern "C" fn(libc::c_int) = on_sigint;
        libc::signal(libc::SIGINT, handler as libc::sighandler_t);
    }
}

/// The process's Ctrl-C flag, once `on_ctrl_c` has installed it.
pub fn flag() -> Option<Arc<AtomicBool>> {
    FLAG.get().cloned()
}
