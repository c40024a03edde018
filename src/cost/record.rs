//! `RunRecord`: what a run's measured calls leave for its report, kept
//! apart from the interpreter's own state. The `bytedmd` builtin adds to
//! it as each measured call is priced (the program is handed the cost, so
//! the pricing happens during the run); the driver, the REPL and `score`
//! read it, and the evaluator itself never does.

use super::share::SharedRun;
use super::tally::{MeasuredCall, RunStats};
use super::MeasuredIr;

pub struct RunRecord {
    /// Totals over the run's measured calls, for the summary.
    pub stats: RunStats,
    /// Bytes per element the summary's cost is priced with.
    pub bytes_per_element: i64,
    /// Every measured call, summarized, in the order they ran.
    pub calls: Vec<MeasuredCall>,
    /// Keep each measured call's IR (`dmdpy trace`).
    pub keep_ir: bool,
    /// The IR of each measured call, when `keep_ir` is set.
    pub ir: Vec<MeasuredIr>,
    /// Strict: the whole run priced through its first measured call's
    /// window, priced beside the call (`Machine::split_runs`), for the
    /// run's pricing to go on from when it ends.
    pub shared_run: Option<SharedRun>,
}

impl Default for RunRecord {
    fn default() -> RunRecord {
        RunRecord {
            stats: RunStats::default(),
            bytes_per_element: 1,
            calls: Vec::new(),
            keep_ir: false,
            ir: Vec::new(),
            shared_run: None,
        }
    }
}
