//! `dmdpy test`: golden-file tests of what users' own programs print and
//! cost. Every `X.dmd` under the paths runs in a process of its own
//! (`workers`, `dmdpy __test-worker`: `worker`), under the model(s) its
//! golden `X.golden` names, and is compared with it (`compare`): its exit
//! status and error line, stdout, the run's cost and measured calls, per
//! function costs and, opt-in, per line. A number may be a budget
//! (`budget`). `--bless` writes what the runs did, keeping budgets.
//! Results come out as a line per file, the failures' details and a
//! summary (here), and as JSON or JUnit XML (`results`).
//!
//! The file format is `format`'s; finding the programs is `discover`'s.

pub mod budget;
pub mod compare;
pub mod discover;
pub mod format;
pub mod results;
pub mod worker;

use std::fmt::Write as _;
use std::path::PathBuf;

use crate::machine::Model;
use crate::terminal::printable;
use crate::workers::{self, Outcome};
use compare::Failure;
use format::Golden;
use worker::{Observed, TestJob};

/// How `dmdpy test` runs.
#[derive(Debug, Clone)]
pub struct Config {
    pub bless: bool,
    /// `--bless` also writes per-line costs (a golden that has them keeps
    /// them).
    pub lines: bool,
    /// Only this model; None: the models each golden names (strict for a
    /// program without one).
    pub model: Option<Model>,
    pub jobs: usize,
    /// Only programs whose path contains this text.
    pub filter: Option<String>,
    pub max_steps: u64,
    pub max_depth: u32,
    pub max_memory_mib: Option<u64>,
    pub timeout_s: Option<f64>,
    /// The worker executable (tests); None: this program.
    pub worker: Option<crate::workers::WorkerCommand>,
}

/// One program to test, its golden read and checked before anything runs.
#[derive(Debug, Clone)]
pub struct Plan {
    pub file: PathBuf,
    pub golden_path: PathBuf,
    pub golden: Option<Golden>,
    /// Its golden's text as read (so `--bless` writes only what changed).
    pub text: Option<String>,
    pub models: Vec<Model>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Status {
    Ok,
    Failed,
    /// `--bless` changed its golden.
    Blessed,
    /// `--bless` wrote its first golden.
    New,
}

impl Status {
    pub fn label(self) -> &'static str {
        match self {
            Status::Ok => "ok",
            Status::Failed => "FAILED",
            Status::Blessed => "blessed",
            Status::New => "new",
        }
    }
}

/// What became of one program.
#[derive(Debug, Clone)]
pub struct FileResult {
    pub file: PathBuf,
    pub golden: PathBuf,
    pub status: Status,
    pub models: Vec<&'static str>,
    pub failures: Vec<Failure>,
}

/// The programs to test and their goldens; an error (a path that does not
/// exist, a golden that cannot be read) is a usage error.
pub fn plan(paths: &[PathBuf], config: &Config) -> Result<Vec<Plan>, String> {
    let files = discover::dmd_files(paths)?;
    let wanted = |f: &PathBuf| config.filter.as_ref().is_none_or(|t| f.to_string_lossy().contains(t.as_str()));
    let files: Vec<PathBuf> = files.into_iter().filter(wanted).collect();
    if files.is_empty() {
        let under: Vec<String> = paths.iter().map(|p| printable(&p.display().to_string())).collect();
        let filter = config.filter.as_ref().map(|t| format!(" matching --filter {}", printable(t))).unwrap_or_default();
        return Err(format!("no .dmd files{filter} under {}", under.join(", ")));
    }
    files
        .into_iter()
        .map(|file| {
            let golden_path = file.with_extension("golden");
            let shown = printable(&golden_path.display().to_string());
            let text = match std::fs::read_to_string(&golden_path) {
                Ok(text) => Some(text),
                Err(e) if e.kind() == std::io::ErrorKind::NotFound => None,
                Err(e) => return Err(format!("cannot read {shown}: {e}")),
            };
            let golden = text.as_deref().map(Golden::parse).transpose().map_err(|why| format!("{shown}: {why}"))?;
            let models = match (config.model, &golden) {
                (Some(model), _) => vec![model],
                (None, Some(g)) if !g.models.is_empty() => g.models.iter().map(|(m, _)| *m).collect(),
                (None, _) => vec![Model::Strict],
            };
            Ok(Plan { file, golden_path, golden, text, models })
        })
        .collect()
}

/// Runs every planned program, `config.jobs` processes at a time, and
/// tells `on_file` of each result in the plan's order, as soon as it and
/// those before it are known.
pub fn run(plans: &[Plan], config: &Config, mut on_file: impl FnMut(&FileResult)) -> Vec<FileResult> {
    let Some(exe) = config.worker.clone().or_else(workers::this_program) else {
        let failed = |p: &Plan| FileResult {
            file: p.file.clone(),
            golden: p.golden_path.clone(),
            status: Status::Failed,
            models: Vec::new(),
            failures: vec![Failure { model: "", section: "run", message: "cannot find the dmdpy executable".into() }],
        };
        return plans.iter().map(failed).inspect(&mut on_file).collect();
    };
    let mut work = Vec::new();
    let mut owner = Vec::new();
    for (p, plan) in plans.iter().enumerate() {
        for (m, model) in plan.models.iter().enumerate() {
            let dir = match plan.file.parent() {
                Some(dir) if !dir.as_os_str().is_empty() => dir.to_path_buf(),
                _ => PathBuf::from("."),
            };
            let name = plan.file.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
            work.push(TestJob {
                dir,
                name,
                strict: *model == Model::Strict,
                max_steps: config.max_steps,
                max_depth: config.max_depth,
                max_memory_mib: config.max_memory_mib,
                timeout_s: config.timeout_s,
            });
            owner.push((p, m));
        }
    }
    let mut outcomes: Vec<Vec<Option<Outcome<Observed>>>> =
        plans.iter().map(|p| p.models.iter().map(|_| None).collect()).collect();
    let mut results = Vec::with_capacity(plans.len());
    workers::run_all(&exe, work, config.jobs, |i, outcome| {
        let (p, m) = owner[i];
        outcomes[p][m] = Some(outcome);
        while results.len() < plans.len() && outcomes[results.len()].iter().all(Option::is_some) {
            let p = results.len();
            let mine = std::mem::take(&mut outcomes[p]).into_iter().flatten();
            let result = finish(&plans[p], plans[p].models.iter().copied().zip(mine).collect(), config);
            on_file(&result);
            results.push(result);
        }
    });
    results
}

/// A program's runs against its golden (and, blessing, the golden
/// written).
fn finish(plan: &Plan, runs: Vec<(Model, Outcome<Observed>)>, config: &Config) -> FileResult {
    let main = plan.file.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
    let mut golden = plan.golden.clone().unwrap_or_default();
    let mut failures = Vec::new();
    for (model, outcome) in runs {
        let name = model.name();
        let observed = match outcome {
            Outcome::Reply(observed) => observed,
            Outcome::Failed(reason) => {
                failures.push(Failure { model: name, section: "run", message: reason });
                continue;
            }
        };
        let actual = compare::expected_of(&observed, &main, true);
        if config.bless {
            let blessed = compare::bless(golden.get(model), &actual, config.lines);
            // What still fails after blessing: a budget it breaks.
            failures.extend(compare::compare(name, &blessed, &actual, &observed));
            golden.set(model, blessed);
            continue;
        }
        match golden.get(model) {
            Some(expect) => failures.extend(compare::compare(name, expect, &actual, &observed)),
            None => failures.push(Failure { model: name, section: "run", message: missing(plan, model, config) }),
        }
    }
    let mut status = if failures.is_empty() { Status::Ok } else { Status::Failed };
    if config.bless && !golden.models.is_empty() {
        let text = golden.write();
        if plan.text.as_deref() != Some(text.as_str()) {
            match std::fs::write(&plan.golden_path, &text) {
                Ok(()) if status == Status::Ok => {
                    status = if plan.text.is_none() { Status::New } else { Status::Blessed };
                }
                Ok(()) => {}
                Err(e) => {
                    let shown = printable(&plan.golden_path.display().to_string());
                    failures.push(Failure { model: "", section: "run", message: format!("cannot write {shown}: {e}") });
                    status = Status::Failed;
                }
            }
        }
    }
    let models = plan.models.iter().map(|m| m.name()).collect();
    FileResult { file: plan.file.clone(), golden: plan.golden_path.clone(), status, models, failures }
}

/// Why a program without a golden (for this model) fails, and the command
/// that writes one.
fn missing(plan: &Plan, model: Model, config: &Config) -> String {
    let file = printable(&plan.file.display().to_string());
    let golden = printable(&plan.golden_path.display().to_string());
    let flag = match config.model {
        Some(m) => format!(" --model {}", m.name()),
        None => String::new(),
    };
    match plan.golden {
        None => format!("no golden file {golden}: `dmdpy test --bless{flag} {file}` writes one"),
        Some(_) => format!("{golden} has no {} sections: `dmdpy test --bless{flag} {file}` adds them", model.name()),
    }
}

/// `ok      kernel.dmd`, `new     kernel.golden`.
pub fn status_line(result: &FileResult) -> String {
    let path = match result.status {
        Status::Blessed | Status::New => &result.golden,
        Status::Ok | Status::Failed => &result.file,
    };
    format!("{:<7} {}", result.status.label(), printable(&path.display().to_string()))
}

/// What failed, file by file, section by section.
pub fn details(results: &[FileResult]) -> String {
    let mut out = String::new();
    for result in results.iter().filter(|r| !r.failures.is_empty()) {
        for failure in &result.failures {
            let file = printable(&result.file.display().to_string());
            let model = if failure.model.is_empty() { String::new() } else { format!(" [{}]", failure.model) };
            let _ = writeln!(out, "\n---- {file}{model}: {} ----", failure.section);
            out.push_str(&failure.message);
            if !failure.message.ends_with('\n') {
                out.push('\n');
            }
        }
    }
    out
}

/// `3 passed, 1 failed` (and how many goldens were blessed or new).
pub fn summary_line(results: &[FileResult]) -> String {
    let count = |s: Status| results.iter().filter(|r| r.status == s).count();
    let failed = count(Status::Failed);
    let mut line = format!("{} passed, {failed} failed", results.len() - failed);
    let (blessed, new) = (count(Status::Blessed), count(Status::New));
    if blessed + new > 0 {
        let _ = write!(line, " ({blessed} blessed, {new} new)");
    }
    line
}

/// 0 when every program passed, else 1.
pub fn exit_code(results: &[FileResult]) -> i32 {
    i32::from(results.iter().any(|r| r.status == Status::Failed))
}
