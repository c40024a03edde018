//! The child side of `dmdpy test`: one (program, model) in a process of
//! its own. `dmdpy __test-worker` reads a `TestJob` as JSON on stdin, runs
//! the program as `dmdpy run` would, under the job's limits, and writes
//! what `test` compares (`Observed`) as JSON on stdout.

use std::path::PathBuf;

use serde::{Deserialize, Serialize};

use crate::driver::{self, Options};
use crate::eval::Limits;
use crate::machine::Model;
use crate::report::diff::Profile;

/// What the parent asks of one worker.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct TestJob {
    /// The program's folder: the worker runs there, so the program is
    /// named, and finds the modules beside it, as `dmdpy run` started in
    /// its folder would (the golden does not depend on where `test` was
    /// started).
    pub dir: PathBuf,
    /// Its file name.
    pub name: String,
    pub strict: bool,
    pub max_steps: u64,
    pub max_depth: u32,
    /// None: as `run`'s default (half the machine's memory).
    pub max_memory_mib: Option<u64>,
    pub timeout_s: Option<f64>,
}

impl crate::workers::Job for TestJob {
    type Reply = Observed;
    const SUBCOMMAND: &'static str = "__test-worker";
    fn limits(&self) -> crate::workers::ProcessLimits {
        crate::workers::ProcessLimits {
            timeout_s: self.timeout_s,
            max_memory_mib: self.max_memory_mib.unwrap_or(0),
            max_depth: self.max_depth,
        }
    }
    fn current_dir(&self) -> Option<&std::path::Path> {
        Some(&self.dir)
    }
}

/// What one run did, as far as a golden can pin it.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
pub struct Observed {
    pub exit_code: i32,
    /// The line of the diagnostic that says what went wrong.
    pub error_line: Option<String>,
    /// The whole diagnostic, shown when the exit status is not the one
    /// expected.
    pub diagnostic: Option<String>,
    pub stdout: String,
    /// None when the run was stopped before it was priced.
    pub costs: Option<Costs>,
}

/// A priced run's numbers: the profile `dmdpy diff` compares.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
pub struct Costs {
    pub cost: u128,
    pub reads: u128,
    pub peak_live: u128,
    /// Each measured call: its function, reads, cost.
    pub calls: Vec<(String, u128, u128)>,
    /// (file, definition line, name, reads, cost).
    pub functions: Vec<(String, u64, String, u128, u128)>,
    /// (file, line, reads, cost).
    pub lines: Vec<(String, u64, u128, u128)>,
}

impl Costs {
    fn of(profile: Profile) -> Costs {
        Costs {
            cost: profile.total.cost,
            reads: profile.total.reads,
            peak_live: profile.peak_live,
            calls: profile.calls.into_iter().map(|(name, c)| (name, c.reads, c.cost)).collect(),
            functions: profile.functions.into_iter().map(|((f, l, n), c)| (f, l, n, c.reads, c.cost)).collect(),
            lines: profile.lines.into_iter().map(|((f, l), c)| (f, l, c.reads, c.cost)).collect(),
        }
    }
}

/// `dmdpy __test-worker`: one job from stdin, what it did on stdout.
/// Returns the exit code (0 whenever a reply was written).
pub fn main() -> i32 {
    // A golden's clock starts with its run: its job is a file name.
    crate::workers::serve("__test-worker", |job: TestJob, _| Some(run(&job)))
}

fn run(job: &TestJob) -> Observed {
    let stack = crate::sandbox::stack::bytes_for_depth(job.max_depth) as u64;
    let memory = job.max_memory_mib.map(|mib| mib.saturating_mul(1 << 20));
    crate::sandbox::memory::set_limit(memory.unwrap_or_else(|| crate::sandbox::memory::default_limit(stack)));
    let text = match crate::source::read_source(std::path::Path::new(&job.name), crate::source::MAX_SOURCE_BYTES) {
        Ok(text) => text,
        Err(message) => {
            let line = format!("error: {message}");
            return Observed {
                exit_code: 2,
                error_line: Some(line.clone()),
                diagnostic: Some(line),
                ..Observed::default()
            };
        }
    };
    let options = Options {
        model: if job.strict { Model::Strict } else { Model::Reference },
        limits: Limits {
            max_depth: job.max_depth,
            max_steps: job.max_steps,
            timeout: job.timeout_s.map(std::time::Duration::from_secs_f64),
        },
        capture: true,
        ..Options::default()
    };
    let outcome = driver::run_source(&job.name, &text, options);
    let costs = match (&outcome.report, &outcome.sources, outcome.unpriced) {
        (Some(report), Some(sources), None) => {
            // A report the limits did not let be made has no costs to compare.
            let doc = crate::report::json_document(report, sources, false).ok();
            doc.and_then(|doc| crate::report::diff::profile_of(&doc).ok()).map(Costs::of)
        }
        _ => None,
    };
    let error_line = outcome.error.as_deref().map(|e| {
        let mut lines = e.lines().map(str::trim_end).filter(|l| !l.trim().is_empty());
        let first = lines.clone().next().unwrap_or("").to_string();
        lines.find(|l| l.starts_with("error")).map(str::to_string).unwrap_or(first)
    });
    Observed { exit_code: outcome.exit_code, error_line, diagnostic: outcome.error, stdout: outcome.stdout, costs }
}
