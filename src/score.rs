//! `dmdpy score`: the sparse-parity contest harness.
//!
//! A submission is a .dmd file defining `solve(x, y, n_bits, k_sparse)`.
//! For each seed the protocol of the contest's Python scorer is replayed
//! inside the interpreter (the .dmd program `stdlib/contest.dmd`, run in the
//! same interpreter as the submission):
//!
//! - `rng = random.Random(seed)`; `idx = list(range(n_bits))`;
//!   `rng.shuffle(idx)`; `secret = sorted(idx[:k_sparse])`;
//! - `x`: `n_samples` rows of `1 if rng.random() < 0.5 else -1`, row by row;
//!   `y`: per row, the product of its entries at `secret`;
//! - the cost is `bytedmd(lambda xx, yy: solve(xx, yy, n_bits, k_sparse),
//!   (x, y))` — the lambda is built by the harness in .dmd, and measured by
//!   the same `traced_eval` the `bytedmd` builtin uses;
//! - the answer is correct when `sorted(int(i) for i in found) == secret`.
//!
//! Under `strict` (the default) the submission's module load is metered
//! too, on its own stack, and its cost is part of the price: a seed's cost
//! is `load_cost + solve_cost` (both reported). The measured call's stack
//! starts with what the load left live (the module's values, in the
//! load's final order) under the data, so a table built at import is as
//! deep in `solve` as in one run of the whole program. Under `reference` the price is the Python
//! scorer's: the measured call alone (`load_cost` is absent).
//!
//! Isolation: every (file, seed) runs in a process of its own (`workers`:
//! `dmdpy` re-executing itself as `dmdpy __score-worker`, see `worker`),
//! `jobs` at a time. Inside it the sandbox's typed limits apply (steps,
//! depth, a heap budget, the wall clock: a Python error naming the stage);
//! around it the OS's (address space, CPU time) and the parent's kill at
//! the wall-clock limit plus a grace period. A crash, a signal or a kill
//! is an `ERROR` row with its reason (`crashed: stack overflow`, `killed:
//! timeout`); the other files and seeds are scored as if it had not been
//! there. The table and the JSON do not depend on `jobs`.
//!
//! Programs that make a generator without a seed get one derived from the
//! (submission, seed) pair, so every score reproduces.

pub mod worker;

use std::path::Path;

use num_bigint::BigInt;
use serde::{Deserialize, Serialize};

use crate::machine::Model;
use crate::pyrandom::Random;
use crate::workers as pool;
use worker::{Job, Reply, SeedOk};

/// The .dmd program that generates the data and builds the measured call.
pub const HARNESS: &str = include_str!("../stdlib/contest.dmd");
const HARNESS_NAME: &str = "<dmdpy score harness>";

/// Accuracy a submission needs to pass.
pub const PASS_ACCURACY: f64 = 0.95;

/// What to score and under which limits.
#[derive(Debug, Clone, Serialize)]
pub struct Config {
    pub seeds: Vec<i64>,
    pub n_bits: i64,
    pub k_sparse: i64,
    pub samples: i64,
    #[serde(serialize_with = "model_name")]
    pub model: Model,
    /// Wall-clock limit per seed (load + data + measured call), seconds.
    pub timeout_s: f64,
    /// Statements and loop iterations per seed; 0 = unlimited.
    pub max_steps: u64,
    /// Depth of .dmd calls (RecursionError beyond it).
    pub max_depth: u32,
    /// Heap of each worker, MiB (`MemoryError` beyond it; its address
    /// space is limited to this plus its stack and 1 GiB); 0 = unlimited.
    pub max_memory_mib: u64,
    /// The seeds were drawn from OS entropy (`--hidden-seeds`): the table
    /// does not print them (the JSON does).
    pub hidden_seeds: bool,
    /// Leave wall times out of the output (for reproducible output).
    #[serde(skip)]
    pub no_time: bool,
    /// Workers also return the per-line profile of what they priced.
    #[serde(skip)]
    pub profile: bool,
    /// Workers also return the page of what they priced (`score --html`),
    /// made by this command line.
    #[serde(skip)]
    pub html_command: Option<String>,
    /// Workers run at once.
    #[serde(skip)]
    pub jobs: usize,
    /// The worker executable (`None`: this program).
    #[serde(skip)]
    pub worker: Option<crate::workers::WorkerCommand>,
}

fn model_name<S: serde::Serializer>(model: &Model, s: S) -> Result<S::Ok, S::Error> {
    s.serialize_str(model.name())
}

impl Default for Config {
    fn default() -> Config {
        Config {
            seeds: vec![42, 123, 456],
            n_bits: 20,
            k_sparse: 3,
            samples: 500,
            model: Model::Reference,
            timeout_s: 60.0,
            max_steps: 1_000_000_000,
            max_depth: 1000,
            max_memory_mib: 4096,
            hidden_seeds: false,
            no_time: false,
            profile: false,
            html_command: None,
            jobs: 1,
            worker: None,
        }
    }
}

impl Config {
    /// Checks the protocol parameters; the message is a usage error.
    pub fn validate(&self) -> Result<(), String> {
        if self.seeds.is_empty() {
            return Err("--seeds needs at least one seed".into());
        }
        if self.n_bits < 1 || self.n_bits > 1 << 20 {
            return Err("--n-bits must be between 1 and 2^20".into());
        }
        if self.k_sparse < 0 || self.k_sparse > self.n_bits {
            return Err("--k-sparse must be between 0 and --n-bits".into());
        }
        if self.samples < 1 || self.samples.saturating_mul(self.n_bits) > 1 << 26 {
            return Err("--samples must be at least 1 (and samples × n_bits at most 2^26)".into());
        }
        if !(self.timeout_s > 0.0 && self.timeout_s <= 1e6) {
            return Err("--timeout must be a positive number of seconds".into());
        }
        Ok(())
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub enum Status {
    #[serde(rename = "PASS")]
    Pass,
    #[serde(rename = "FAIL_ACC")]
    FailAcc,
    #[serde(rename = "ERROR")]
    Error,
}

impl Status {
    pub fn label(self) -> &'static str {
        match self {
            Status::Pass => "PASS",
            Status::FailAcc => "FAIL_ACC",
            Status::Error => "ERROR",
        }
    }
}

/// One seed of one submission.
#[derive(Debug, Clone, Serialize)]
pub struct SeedResult {
    pub seed: i64,
    /// The secret; left out under hidden seeds, as `found` is (the
    /// report says only whether they matched).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub secret: Option<Vec<i64>>,
    pub correct: bool,
    #[serde(flatten)]
    pub measured: Measured,
    /// `score --profile`: the worker's listing of what it priced.
    #[serde(skip)]
    pub profile: Option<String>,
    /// `score --html`: the worker's page of what it priced.
    #[serde(skip)]
    pub html: Option<String>,
}

/// What a seed's run measured: the worker's answer, and the row's.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
pub struct Measured {
    /// `sorted(int(i) for i in found)`, when `solve` returned a usable
    /// answer; cut to `k_sparse + 1` items when longer (it is wrong then,
    /// and a huge answer must not grow the report).
    pub found: Option<Vec<i64>>,
    /// How many items the answer had, when `found` was cut.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub found_items: Option<u64>,
    /// The price: `load_cost` (strict) plus `solve_cost`.
    pub cost: Option<u128>,
    /// Strict: what loading the submission's module cost.
    pub load_cost: Option<u128>,
    /// The measured call's cost.
    pub solve_cost: Option<u128>,
    pub reads: Option<u64>,
    /// Wall time of the measured call (run and pricing), seconds.
    pub time_s: Option<f64>,
    pub error: Option<String>,
    /// With `error`, what `run` would show of it: the source excerpt and
    /// the traceback.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub diagnostic: Option<String>,
    /// What was priced, line by line and function by function: `load`
    /// (strict; else null) and `solve`, each as `run --json` writes a
    /// summary (without the timeline). `dmdpy diff` compares two
    /// versions of a submission with them.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub priced: Option<serde_json::Value>,
}

/// One submission.
#[derive(Debug, Clone, Serialize)]
pub struct FileResult {
    pub file: String,
    pub name: String,
    pub status: Status,
    /// Why the status is ERROR: the load error or the first failing seed's.
    pub error: Option<String>,
    /// With `error`, what `run` would show of it: the source excerpt and
    /// the traceback.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub diagnostic: Option<String>,
    pub correct: usize,
    pub accuracy: f64,
    pub mean_cost: Option<f64>,
    /// Strict: the mean cost of loading the module (part of `mean_cost`).
    pub mean_load_cost: Option<f64>,
    /// The mean cost of the measured call (part of `mean_cost`).
    pub mean_solve_cost: Option<f64>,
    pub min_cost: Option<u128>,
    pub max_cost: Option<u128>,
    pub mean_reads: Option<f64>,
    pub mean_time_s: Option<f64>,
    pub seeds: Vec<SeedResult>,
}

#[derive(Debug, Clone, Serialize)]
pub struct Report {
    /// The version of the document's layout, as `run --json` has one
    /// (`dmdpy diff` reads both).
    pub schema_version: u32,
    pub config: Config,
    /// PASS first, then FAIL_ACC, then ERROR; by mean cost within each
    /// (files without a cost last), then by name.
    pub results: Vec<FileResult>,
}

impl Report {
    /// 0 when at least one submission passes, 1 otherwise.
    pub fn exit_code(&self) -> i32 {
        if self.results.iter().any(|r| r.status == Status::Pass) {
            0
        } else {
            1
        }
    }

    pub fn to_json(&self) -> String {
        serde_json::to_string_pretty(self).expect("a report serializes") + "\n"
    }

    /// The leaderboard: one row per file, then the error reasons.
    pub fn table(&self) -> String {
        let c = &self.config;
        let seeds: Vec<String> = c.seeds.iter().map(|s| s.to_string()).collect();
        let seeds = if c.hidden_seeds { format!("{} hidden", seeds.len()) } else { seeds.join(",") };
        let mut out = format!(
            "dmdpy score · model {} · seeds {} · n_bits {} · k_sparse {} · samples {}\n\n",
            c.model.name(),
            seeds,
            c.n_bits,
            c.k_sparse,
            c.samples
        );
        let header = [
            "#",
            "submission",
            "status",
            "accuracy",
            "mean cost",
            "load",
            "solve",
            "min cost",
            "max cost",
            "mean reads",
            "mean time",
        ];
        let mut rows: Vec<[String; 11]> = Vec::new();
        // Two files of one name (`a/gf2.dmd`, `b/gf2.dmd`) are shown by path.
        let label = |r: &FileResult| {
            let same_name = self.results.iter().filter(|o| o.name == r.name).count();
            printable(if same_name > 1 { &r.file } else { &r.name })
        };
        for (i, r) in self.results.iter().enumerate() {
            let opt = |v: Option<String>| v.unwrap_or_else(|| "-".into());
            rows.push([
                (i + 1).to_string(),
                label(r),
                r.status.label().into(),
                format!("{}/{} {:.2}", r.correct, r.seeds.len().max(c.seeds.len()), r.accuracy),
                opt(r.mean_cost.map(|m| format!("{m:.1}"))),
                opt(r.mean_load_cost.map(|m| format!("{m:.1}"))),
                opt(r.mean_solve_cost.map(|m| format!("{m:.1}"))),
                opt(r.min_cost.map(|m| m.to_string())),
                opt(r.max_cost.map(|m| m.to_string())),
                opt(r.mean_reads.map(|m| format!("{m:.1}"))),
                opt(r.mean_time_s.filter(|_| !c.no_time).map(|t| format!("{t:.3} s"))),
            ]);
        }
        let mut widths: Vec<usize> = header.iter().map(|h| h.chars().count()).collect();
        for row in &rows {
            for (w, cell) in widths.iter_mut().zip(row) {
                *w = (*w).max(cell.chars().count());
            }
        }
        // Text columns left-aligned, numbers right-aligned.
        let left = [false, true, true, false, false, false, false, false, false, false, false];
        let line = |cells: Vec<&str>| {
            let mut s = String::new();
            for (i, cell) in cells.iter().enumerate() {
                let pad = " ".repeat(widths[i] - cell.chars().count());
                if i > 0 {
                    s.push_str("  ");
                }
                if left[i] {
                    s.push_str(cell);
                    s.push_str(&pad);
                } else {
                    s.push_str(&pad);
                    s.push_str(cell);
                }
            }
            s.trim_end().to_string() + "\n"
        };
        out.push_str(&line(header.to_vec()));
        for row in &rows {
            out.push_str(&line(row.iter().map(|s| s.as_str()).collect()));
        }
        let errors: Vec<&FileResult> = self.results.iter().filter(|r| r.error.is_some()).collect();
        if !errors.is_empty() {
            out.push('\n');
            for r in errors {
                out.push_str(&format!("{}: {}\n", label(r), printable(r.error.as_deref().unwrap_or(""))));
                for line in r.diagnostic.iter().flat_map(|d| d.lines()) {
                    out.push_str(&format!("    {}\n", crate::terminal::printable_line(line)));
                }
            }
        }
        for r in self.results.iter().filter(|r| r.status == Status::FailAcc) {
            out.push_str(&format!("\n{}: wrong answers\n", label(r)));
            out.push_str(&wrong_answers(r, c.hidden_seeds));
        }
        let passed = self.results.iter().filter(|r| r.status == Status::Pass).count();
        out.push_str(&format!(
            "\n{passed} of {} submission{} passed (accuracy ≥ {PASS_ACCURACY})\n",
            self.results.len(),
            if self.results.len() == 1 { "" } else { "s" }
        ));
        out
    }
}

/// The lines that say, for each seed a submission answered wrongly, what
/// it found against the secret (under hidden seeds, only that it missed).
fn wrong_answers(r: &FileResult, hidden: bool) -> String {
    let mut out = String::new();
    for (i, s) in r.seeds.iter().enumerate().filter(|(_, s)| !s.correct && s.measured.error.is_none()) {
        let list = |v: &Option<Vec<i64>>| match v {
            Some(v) => format!("{v:?}"),
            None => "nothing usable".into(),
        };
        let line = match hidden {
            true => format!("    hidden seed {} of {}: the answer is not the secret\n", i + 1, r.seeds.len()),
            false => format!("    seed {}: found {}, secret {}\n", s.seed, list(&s.measured.found), list(&s.secret)),
        };
        out.push_str(&line);
    }
    out
}

/// A worker's reason for a failure: its first line is the reason, the
/// lines after it (if any) the diagnostic `run` would show.
pub fn split_reason(reason: &str) -> (String, Option<String>) {
    match reason.split_once('\n') {
        Some((first, rest)) if !rest.trim().is_empty() => (first.to_string(), Some(rest.trim_end().to_string())),
        Some((first, _)) => (first.to_string(), None),
        None => (reason.to_string(), None),
    }
}

/// `count` seeds from OS entropy (`--hidden-seeds`), in `0..2^31`.
pub fn entropy_seeds(count: usize) -> Vec<i64> {
    let mut rng = Random::from_entropy();
    (0..count).map(|_| i64::from(rng.next_u32() >> 1)).collect()
}

/// The leaderboard's escaping of names and messages (`terminal`).
pub use crate::terminal::printable;

/// What `score_files` tells as it goes.
pub enum Progress<'a> {
    /// A seed of `file` failed (a timeout, an error, a crash): told as soon
    /// as it is known, before the file's other seeds end.
    SeedFailed { file: &'a str, seed: i64, reason: &'a str },
    /// Every seed of a file is done: its row, as soon as it is known.
    File(&'a FileResult),
}

/// Scores every file; `progress` is told of each failed seed and each
/// finished file as they happen (files in the order they finish). The
/// report is sorted as `Report::results` says.
pub fn score_files(paths: &[&Path], config: &Config, mut progress: impl FnMut(Progress)) -> Report {
    let Some(exe) = config.worker.clone().or_else(pool::this_program) else {
        let results = paths.iter().map(|p| unreadable(p, "cannot find the dmdpy executable".into())).collect();
        return Report { schema_version: crate::report::SCHEMA_VERSION, config: config.clone(), results };
    };
    // Every file read once, up front: all its seeds score the same text.
    // Parsing it, and refusing what certainly cannot be scored (a syntax
    // error, no `solve` that takes the contest's arguments), is the
    // workers' (under the limits: the parent parsing a 16 MiB submission
    // took 6.6 s and 1.4 GB past `--timeout 2 --max-memory 256`).
    let texts: Vec<Result<String, String>> = paths.iter().map(|p| read_submission(p)).collect();
    let mut work = Vec::new();
    let mut owner = Vec::new();
    for (f, (path, text)) in paths.iter().zip(&texts).enumerate() {
        if let Ok(text) = text {
            for &seed in &config.seeds {
                work.push(job(&submission_name(path), text, seed, config));
                owner.push((f, seed));
            }
        }
    }
    let mut outcomes: Vec<Option<pool::Outcome<Reply>>> = (0..work.len()).map(|_| None).collect();
    let mut remaining: Vec<usize> = paths.iter().map(|_| 0).collect();
    for &(f, _) in &owner {
        remaining[f] += 1;
    }
    let mut results: Vec<Option<FileResult>> = paths.iter().map(|_| None).collect();
    let mut finish =
        |f: usize, outcomes: &mut Vec<Option<pool::Outcome<Reply>>>, progress: &mut dyn FnMut(Progress)| {
            let path = paths[f];
            let result = match &texts[f] {
                Err(reason) => unreadable(path, reason.clone()),
                Ok(_) => {
                    let mine: Vec<pool::Outcome<Reply>> = owner
                        .iter()
                        .zip(outcomes.iter_mut())
                        .filter(|((o, _), _)| *o == f)
                        .filter_map(|(_, x)| x.take())
                        .collect();
                    file_result(path, mine, config)
                }
            };
            progress(Progress::File(&result));
            results[f] = Some(result);
        };
    // Files without work (unreadable) are finished at once.
    for (f, left) in remaining.iter().enumerate() {
        if *left == 0 {
            finish(f, &mut outcomes, &mut progress);
        }
    }
    // A file that cannot load fails the same way in every seed: told once.
    let mut load_told = vec![false; paths.len()];
    pool::run_all(&exe, work, config.jobs, |i, outcome| {
        let (f, seed) = owner[i];
        let load = matches!(outcome, pool::Outcome::Reply(Reply::Load(_)));
        let told = load && std::mem::replace(&mut load_told[f], true);
        if let Some(reason) = seed_failure(&outcome).filter(|_| !told) {
            let file = paths[f].display().to_string();
            progress(Progress::SeedFailed { file: &file, seed, reason: &reason });
        }
        outcomes[i] = Some(outcome);
        remaining[f] -= 1;
        if remaining[f] == 0 {
            finish(f, &mut outcomes, &mut progress);
        }
    });
    let mut results: Vec<FileResult> = results.into_iter().flatten().collect();
    results.sort_by(|a, b| {
        let cost = |r: &FileResult| r.mean_cost.unwrap_or(f64::INFINITY);
        (a.status as u8).cmp(&(b.status as u8)).then(cost(a).total_cmp(&cost(b))).then_with(|| a.name.cmp(&b.name))
    });
    Report { schema_version: crate::report::SCHEMA_VERSION, config: config.clone(), results }
}

/// Why a seed failed, in one line, if it did.
fn seed_failure(outcome: &pool::Outcome<Reply>) -> Option<String> {
    let reason = match outcome {
        pool::Outcome::Failed(reason) => reason.as_str(),
        pool::Outcome::Reply(Reply::Load(reason)) => reason.as_str(),
        pool::Outcome::Reply(Reply::Seed(ok)) => ok.measured.error.as_deref()?,
    };
    Some(split_reason(reason).0)
}

/// The largest submission `score` reads: code, not data (a bigger file
/// would only make the parent and each worker hold it, escaped, in JSON).
pub const MAX_SUBMISSION_BYTES: usize = 16 << 20;

fn read_submission(path: &Path) -> Result<String, String> {
    crate::source::read_source(path, MAX_SUBMISSION_BYTES)
}

fn submission_name(path: &Path) -> String {
    path.file_stem().map(|s| s.to_string_lossy().to_string()).unwrap_or_else(|| path.display().to_string())
}

fn unreadable(path: &Path, reason: String) -> FileResult {
    file_error(path.display().to_string(), submission_name(path), reason)
}

fn job(name: &str, text: &str, seed: i64, config: &Config) -> Job {
    Job {
        name: name.to_string(),
        text: text.to_string(),
        seed,
        n_bits: config.n_bits,
        k_sparse: config.k_sparse,
        samples: config.samples,
        strict: config.model == Model::Strict,
        max_steps: config.max_steps,
        max_depth: config.max_depth,
        max_memory_mib: config.max_memory_mib,
        timeout_s: config.timeout_s,
        profile: config.profile,
        html_command: config.html_command.clone(),
    }
}

/// A file's row from its seeds' outcomes, in seed order. A load failure
/// is the same for every seed: the first one decides, the rest are moot.
fn file_result(path: &Path, outcomes: Vec<pool::Outcome<Reply>>, config: &Config) -> FileResult {
    let (file, name) = (path.display().to_string(), submission_name(path));
    let mut seeds = Vec::new();
    for (&seed, outcome) in config.seeds.iter().zip(outcomes) {
        let ok = match outcome {
            pool::Outcome::Reply(Reply::Load(reason)) => return file_error(file, name, reason),
            pool::Outcome::Reply(Reply::Seed(ok)) => ok,
            pool::Outcome::Failed(reason) => SeedOk::failed(reason),
        };
        seeds.push(seed_result(seed, ok, config));
    }
    summarize(file, name, seeds, config)
}

fn seed_result(seed: i64, ok: SeedOk, config: &Config) -> SeedResult {
    let secret = secret_of(seed, config);
    let mut measured = ok.measured;
    if ok.secret.as_ref().is_some_and(|s| *s != secret) {
        measured.error = Some("internal error: the harness and dmdpy disagree on the secret".into());
    }
    if config.no_time {
        measured.time_s = None;
    }
    let correct = measured.found.as_ref() == Some(&secret);
    // Under hidden seeds the report says only whether the answer matched.
    let secret = match config.hidden_seeds {
        true => {
            measured.found = None;
            None
        }
        false => Some(secret),
    };
    SeedResult { seed, secret, correct, measured, profile: ok.profile, html: ok.html }
}

fn file_error(file: String, name: String, reason: String) -> FileResult {
    let (error, diagnostic) = split_reason(&reason);
    FileResult {
        file,
        name,
        status: Status::Error,
        error: Some(error),
        diagnostic,
        correct: 0,
        accuracy: 0.0,
        mean_cost: None,
        mean_load_cost: None,
        mean_solve_cost: None,
        min_cost: None,
        max_cost: None,
        mean_reads: None,
        mean_time_s: None,
        seeds: Vec::new(),
    }
}

fn summarize(file: String, name: String, seeds: Vec<SeedResult>, config: &Config) -> FileResult {
    let correct = seeds.iter().filter(|s| s.correct).count();
    let accuracy = correct as f64 / config.seeds.len() as f64;
    let costs: Vec<u128> = seeds.iter().filter_map(|s| s.measured.cost).collect();
    let part_mean = |part: fn(&SeedResult) -> Option<u128>| {
        let parts: Vec<f64> = seeds.iter().filter_map(part).map(|c| c as f64).collect();
        (!parts.is_empty()).then(|| parts.iter().sum::<f64>() / parts.len() as f64)
    };
    let (mean_load_cost, mean_solve_cost) = (part_mean(|s| s.measured.load_cost), part_mean(|s| s.measured.solve_cost));
    let reads: Vec<u64> = seeds.iter().filter_map(|s| s.measured.reads).collect();
    let times: Vec<f64> = seeds.iter().filter_map(|s| s.measured.time_s).collect();
    let mean = |xs: &[f64]| if xs.is_empty() { None } else { Some(xs.iter().sum::<f64>() / xs.len() as f64) };
    let failed = seeds.iter().find(|s| s.measured.error.is_some());
    let error = failed.and_then(|s| s.measured.error.as_ref().map(|e| format!("seed {}: {e}", s.seed)));
    let diagnostic = failed.and_then(|s| s.measured.diagnostic.clone());
    let status = if error.is_some() {
        Status::Error
    } else if accuracy >= PASS_ACCURACY {
        Status::Pass
    } else {
        Status::FailAcc
    };
    FileResult {
        file,
        name,
        status,
        error,
        diagnostic,
        correct,
        accuracy,
        mean_cost: mean(&costs.iter().map(|&c| c as f64).collect::<Vec<_>>()),
        mean_load_cost,
        mean_solve_cost,
        min_cost: costs.iter().min().copied(),
        max_cost: costs.iter().max().copied(),
        mean_reads: mean(&reads.iter().map(|&r| r as f64).collect::<Vec<_>>()),
        mean_time_s: mean(&times),
        seeds,
    }
}

/// The secret of a seed, computed natively (the harness computes it again
/// in .dmd; both must agree).
fn secret_of(seed: i64, config: &Config) -> Vec<i64> {
    let mut rng = Random::new(&BigInt::from(seed));
    let mut idx: Vec<i64> = (0..config.n_bits).collect();
    rng.shuffle(&mut idx);
    let mut secret = idx[..config.k_sparse as usize].to_vec();
    secret.sort_unstable();
    secret
}
