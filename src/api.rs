//! The embedding API, the crate's only public module: what the `dmdpy`
//! binary and the Python module (`python/`) both call, so a run, a score
//! and the command line each have one path. Run a program's text
//! under a model and limits ([`run_program`]) and get its reports
//! ([`Run::json_text`] is exactly `dmdpy run --json`, [`Run::html_page`]
//! the `--html` page); score contest submissions ([`score`], whose
//! report's `to_json` is `dmdpy score --json`; [`entropy_seeds`] draws
//! fresh seeds); run the command line itself ([`cli_main`]).
//!
//! The heap budget (`sandbox::memory`, the crate's counting allocator)
//! and the report deadline are process-wide, so runs in one process take
//! turns: [`run_program`] holds a lock for the run, and each report of a
//! [`Run`] for its making, under that run's limits again.
//!
//! ```
//! let options = dmdpy::api::RunOptions { limits: dmdpy::api::RunLimits::default(), ..Default::default() };
//! let run = dmdpy::api::run_program("demo.dmd", "print(sum([1, 2, 3]))\n", options);
//! assert_eq!(run.outcome.stdout, "6\n");
//! let json = run.json_text(false).expect("the program ran").expect("within its limits");
//! assert!(json.contains("\"model\": \"strict\""), "{json}");
//! ```

use std::path::PathBuf;
use std::sync::{Mutex, MutexGuard};
use std::time::{Duration, Instant};

pub use crate::driver::{Fault, Outcome};
pub use crate::machine::Model;
pub use crate::score::{
    entropy_seeds, Config as ScoreConfig, Progress as ScoreProgress, Report as ScoreReport, Status as ScoreStatus,
};
pub use crate::workers::{set_worker_command, WorkerCommand};

/// Under `DMDPY_AUDIT_BUDGET=1`, tells the process's peak resident memory
/// on stderr (the binary calls it as a command ends; the hostile-program
/// tests read it).
pub fn audit_peak() {
    crate::sandbox::memory::audit_peak();
}

/// Runs the `dmdpy` command line `args` (`args[0]` is the program's name)
/// and returns its exit code: the binary's `main`, and the wheel's `dmdpy`.
pub fn cli_main(args: Vec<std::ffi::OsString>) -> u8 {
    crate::cli::main(args)
}

/// The sandbox of a run, as `--max-steps`, `--max-depth`, `--max-memory`
/// and `--timeout` give it.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct RunLimits {
    /// Steps (statements, loop iterations, items of native loops); 0: no limit.
    pub max_steps: u64,
    /// Depth of .dmd calls and nested data (`RecursionError` beyond it).
    pub max_depth: u32,
    /// Heap budget in MiB (`MemoryError` beyond it; 0: no limit; None:
    /// half the machine's memory, or less under an address-space limit).
    pub max_memory_mib: Option<u64>,
    /// Wall-clock limit in seconds (`TimeoutError` beyond it).
    pub timeout: Option<f64>,
}

impl Default for RunLimits {
    fn default() -> RunLimits {
        RunLimits { max_steps: 0, max_depth: 1000, max_memory_mib: None, timeout: None }
    }
}

impl RunLimits {
    /// The interpreter's limits; also sets the process's heap budget.
    pub(crate) fn install(&self) -> crate::eval::Limits {
        use crate::sandbox::{memory, stack};
        let memory = self.max_memory_mib.map(|mib| mib.saturating_mul(1 << 20));
        let stack = stack::bytes_for_depth(self.max_depth) as u64;
        memory::set_limit(memory.unwrap_or_else(|| memory::default_limit(stack)));
        crate::eval::Limits {
            max_depth: self.max_depth,
            max_steps: self.max_steps,
            timeout: self.timeout.map(std::time::Duration::from_secs_f64),
        }
    }
}

/// Where a run's `print`s go.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Stdout {
    /// Kept in `Outcome::stdout`.
    #[default]
    Capture,
    /// The process's stdout.
    Write,
    /// The process's stderr (`run --json -`: stdout is the report).
    Stderr,
}

/// How to run a program.
#[derive(Debug, Clone)]
pub struct RunOptions {
    pub model: Model,
    /// Bytes per element for the costs (at least 1, 0 taken as 1; at most
    /// `cost::MAX_BYTES_PER_ELEMENT`, more is a `ValueError` of the run).
    pub bytes_per_element: i64,
    pub limits: RunLimits,
    /// `--set NAME=VALUE`: every module-level `NAME = ...` assigns VALUE.
    pub overrides: Vec<(String, String)>,
    pub stdout: Stdout,
    /// Keep the step-through of small runs for the HTML page.
    pub html: bool,
    /// Log calls for `--callgrind`.
    pub calls: bool,
    /// Render diagnostics with ANSI colours.
    pub color: bool,
}

impl Default for RunOptions {
    fn default() -> RunOptions {
        RunOptions {
            model: Model::Strict,
            bytes_per_element: 1,
            limits: RunLimits::default(),
            overrides: Vec::new(),
            stdout: Stdout::Capture,
            html: false,
            calls: false,
            color: false,
        }
    }
}

/// The process-wide state a run sets (heap budget, report deadline) is one
/// run's at a time.
static RUNNING: Mutex<()> = Mutex::new(());

/// A turn of the process: its heap budget and report deadline are those
/// of one run until the guard drops.
fn turn(limits: &RunLimits, deadline: Option<Instant>) -> (MutexGuard<'static, ()>, crate::eval::Limits) {
    // A run that panicked leaves no state the next one reads: each turn
    // sets all of it.
    let guard = RUNNING.lock().unwrap_or_else(|e| e.into_inner());
    let installed = limits.install();
    crate::report::report_by(deadline);
    (guard, installed)
}

/// A finished run. Its reports are made under its own limits (the heap
/// budget, and no later than its `timeout` allows), each in a turn of the
/// process: holding a `Run` does not keep other runs waiting.
pub struct Run {
    pub outcome: Outcome,
    limits: RunLimits,
    deadline: Option<Instant>,
}

/// Runs `source` as the program `name` (a path, for error messages and
/// reports). A program error is in `outcome.error` (rendered) and
/// `outcome.fault` (as data); never a panic.
pub fn run_program(name: &str, source: &str, options: RunOptions) -> Run {
    let deadline = options.limits.timeout.map(|t| Instant::now() + Duration::from_secs_f64(t));
    let (_turn, limits) = turn(&options.limits, deadline);
    let driver_options = crate::driver::Options {
        model: options.model,
        bytes_per_element: options.bytes_per_element.max(1),
        limits,
        capture: options.stdout == Stdout::Capture,
        output_to_stderr: options.stdout == Stdout::Stderr,
        color: options.color,
        overrides: options.overrides,
        steps: options.html,
        calls: options.calls,
        ..crate::driver::Options::default()
    };
    let outcome = crate::driver::run_source(name, source, driver_options);
    Run { outcome, limits: options.limits, deadline }
}

impl Run {
    /// The `--json` document's text (`with_time`: include `wall_seconds`);
    /// None when the program did not get as far as a report (a syntax
    /// error, a crash); an error when a limit stopped the report.
    pub fn json_text(&self, with_time: bool) -> Option<Result<String, String>> {
        let (report, sources) = self.parts()?;
        let _turn = turn(&self.limits, self.deadline);
        Some(crate::report::json_document(report, sources, with_time).and_then(|doc| crate::report::json_text(&doc)))
    }

    /// The `--html` page of the program `name`, made by `command`.
    pub fn html_page(&self, name: &str, command: &str) -> Option<Result<String, String>> {
        let (report, sources) = self.parts()?;
        let _turn = turn(&self.limits, self.deadline);
        Some(crate::report::html::run_page(report, sources, name, command))
    }

    /// The `--profile` listing.
    pub fn profile_text(&self) -> Option<Result<String, String>> {
        let (report, sources) = self.parts()?;
        let _turn = turn(&self.limits, self.deadline);
        Some(crate::report::profile_text(report, sources))
    }

    /// The `--callgrind` profile, made by `command`.
    pub fn callgrind_text(&self, command: &str) -> Option<Result<String, String>> {
        let (report, sources) = self.parts()?;
        let _turn = turn(&self.limits, self.deadline);
        Some(crate::report::callgrind::callgrind_text(report, sources, command))
    }

    fn parts(&self) -> Option<(&crate::report::RunReport, &crate::source::SourceMap)> {
        Some((self.outcome.report.as_ref()?, self.outcome.sources.as_ref()?))
    }
}

/// Reads a program file (at most `source::MAX_SOURCE_BYTES`, UTF-8).
pub fn read_program(path: &std::path::Path) -> Result<String, String> {
    crate::source::read_source(path, crate::source::MAX_SOURCE_BYTES)
}

/// Scores `files` as `dmdpy score` does: each (file, seed) in a worker
/// process (`set_worker_command` says how one starts), `progress` told as
/// seeds fail and files finish. An error for a configuration
/// `ScoreConfig::validate` refuses.
pub fn score(
    files: &[PathBuf],
    config: &ScoreConfig,
    progress: impl FnMut(ScoreProgress),
) -> Result<ScoreReport, String> {
    config.validate()?;
    let files: Vec<&std::path::Path> = files.iter().map(|p| p.as_path()).collect();
    Ok(crate::score::score_files(&files, config, progress))
}
