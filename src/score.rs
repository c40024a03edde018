//! `dmdpy score`: the sparse-parity contest harness.
//!
//! A submission is a .dmd file defining `solve(x, y, n_bits, k_sparse)`.
//! For each seed the protocol of the contest's Python scorer is replayed
//! inside the interpreter (the .dmd program `score/harness.dmd`, run in the
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
//! is `load_cost + solve_cost` (both reported). Values the load leaves in
//! the module's globals are imported by the measured call on first use
//! (from below its stack). Under `reference` the price is the Python
//! scorer's: the measured call alone (`load_cost` is absent).
//!
//! Isolation: every (file, seed) runs in a fresh interpreter (the module is
//! loaded anew, no state carries over between seeds) on its own big-stack
//! thread, under a step limit, a recursion limit, a resident-memory limit
//! (`Interpreter::max_resident_bytes`, checked in `tick()`) and a wall-clock
//! timeout: the scoring thread waits for the result and, at the timeout,
//! sets the interpreter's `interrupt` flag (which `tick()` turns into an
//! exception, reported here as a timeout). A thread stuck inside one native
//! operation that never reaches `tick()` is abandoned after a grace period.
//! A panic is caught and reported. Any failure makes the file's status
//! ERROR; the other files and seeds are still scored.

use std::path::Path;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{mpsc, Arc};
use std::time::{Duration, Instant};

use num_bigint::BigInt;
use serde::Serialize;

use crate::builtins::pyrandom::Random;
use crate::error::Exception;
use crate::eval::{Interpreter, Limits, Output};
use crate::machine::Model;
use crate::value::Value;

/// The .dmd program that generates the data and builds the measured call.
pub const HARNESS: &str = include_str!("score/harness.dmd");
const HARNESS_NAME: &str = "<dmdpy score harness>";

/// Stack size of each scoring thread (as `driver`).
const STACK_BYTES: usize = 1 << 30;
/// How long a thread that ignores the interrupt flag gets after the timeout.
const GRACE: Duration = Duration::from_secs(5);
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
    /// Resident memory of the process, MiB; 0 = unlimited.
    pub max_memory_mib: u64,
    /// Leave wall times out of the output (for reproducible output).
    #[serde(skip)]
    pub no_time: bool,
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
            no_time: false,
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
        if !(self.timeout_s > 0.0 && self.timeout_s.is_finite()) {
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
    pub secret: Vec<i64>,
    /// `sorted(int(i) for i in found)`, when `solve` returned a usable answer.
    pub found: Option<Vec<i64>>,
    pub correct: bool,
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
}

/// One submission.
#[derive(Debug, Clone, Serialize)]
pub struct FileResult {
    pub file: String,
    pub name: String,
    pub status: Status,
    /// Why the status is ERROR: the load error or the first failing seed's.
    pub error: Option<String>,
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
        let mut out = format!(
            "dmdpy score · model {} · seeds {} · n_bits {} · k_sparse {} · samples {}\n\n",
            c.model.name(),
            seeds.join(","),
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
        for (i, r) in self.results.iter().enumerate() {
            let opt = |v: Option<String>| v.unwrap_or_else(|| "-".into());
            rows.push([
                (i + 1).to_string(),
                r.name.clone(),
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
                out.push_str(&format!("{}: {}\n", r.name, r.error.as_deref().unwrap_or("")));
            }
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

/// Scores every file, in order; `progress` is told about each file once it
/// is done. The report is sorted as `Report::results` says.
pub fn score_files(paths: &[&Path], config: &Config, mut progress: impl FnMut(&FileResult)) -> Report {
    let mut results = Vec::new();
    for path in paths {
        let result = score_file(path, config);
        progress(&result);
        results.push(result);
    }
    results.sort_by(|a, b| {
        let cost = |r: &FileResult| r.mean_cost.unwrap_or(f64::INFINITY);
        (a.status as u8).cmp(&(b.status as u8)).then(cost(a).total_cmp(&cost(b))).then_with(|| a.name.cmp(&b.name))
    });
    Report { config: config.clone(), results }
}

/// Scores one submission over every seed.
pub fn score_file(path: &Path, config: &Config) -> FileResult {
    let file = path.display().to_string();
    let name = path.file_stem().map(|s| s.to_string_lossy().to_string()).unwrap_or_else(|| file.clone());
    let text = match std::fs::read(path).map(String::from_utf8) {
        Ok(Ok(text)) => Some(text),
        Ok(Err(_)) => return file_error(file, name, format!("{} is not valid UTF-8", path.display())),
        Err(e) => return file_error(file, name, format!("cannot read {}: {e}", path.display())),
    };
    let text: Arc<str> = Arc::from(text.unwrap_or_default());
    let mut seeds = Vec::new();
    let mut load_error = None;
    for &seed in &config.seeds {
        let secret = secret_of(seed, config);
        match run_seed(&name, &text, seed, config) {
            Ok(mut ok) => {
                if ok.secret.as_ref().is_some_and(|s| *s != secret) {
                    ok.error = Some("internal error: the harness and dmdpy disagree on the secret".into());
                }
                let correct = ok.found.as_ref() == Some(&secret);
                seeds.push(SeedResult {
                    seed,
                    secret,
                    found: ok.found,
                    correct,
                    cost: ok.cost,
                    load_cost: ok.load_cost,
                    solve_cost: ok.solve_cost,
                    reads: ok.reads,
                    time_s: ok.time.map(|t| t.as_secs_f64()).filter(|_| !config.no_time),
                    error: ok.error,
                });
            }
            Err(Failure::Load(reason)) => {
                // Loading is the same for every seed: do not repeat it.
                load_error = Some(reason);
                break;
            }
        }
    }
    summarize(file, name, seeds, load_error, config)
}

fn file_error(file: String, name: String, reason: String) -> FileResult {
    FileResult {
        file,
        name,
        status: Status::Error,
        error: Some(reason),
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

fn summarize(
    file: String,
    name: String,
    seeds: Vec<SeedResult>,
    load_error: Option<String>,
    config: &Config,
) -> FileResult {
    if let Some(reason) = load_error {
        return file_error(file, name, reason);
    }
    let correct = seeds.iter().filter(|s| s.correct).count();
    let accuracy = correct as f64 / config.seeds.len() as f64;
    let costs: Vec<u128> = seeds.iter().filter_map(|s| s.cost).collect();
    let part_mean = |part: fn(&SeedResult) -> Option<u128>| {
        let parts: Vec<f64> = seeds.iter().filter_map(part).map(|c| c as f64).collect();
        (!parts.is_empty()).then(|| parts.iter().sum::<f64>() / parts.len() as f64)
    };
    let (mean_load_cost, mean_solve_cost) = (part_mean(|s| s.load_cost), part_mean(|s| s.solve_cost));
    let reads: Vec<u64> = seeds.iter().filter_map(|s| s.reads).collect();
    let times: Vec<f64> = seeds.iter().filter_map(|s| s.time_s).collect();
    let mean = |xs: &[f64]| if xs.is_empty() { None } else { Some(xs.iter().sum::<f64>() / xs.len() as f64) };
    let error = seeds.iter().find_map(|s| s.error.as_ref().map(|e| format!("seed {}: {e}", s.seed)));
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

/// What one seed's run produced. A failure of the measured call or of the
/// answer is recorded in `error`, with whatever was measured before it.
struct SeedOk {
    /// The secret as the harness computed it.
    secret: Option<Vec<i64>>,
    found: Option<Vec<i64>>,
    cost: Option<u128>,
    load_cost: Option<u128>,
    solve_cost: Option<u128>,
    reads: Option<u64>,
    time: Option<Duration>,
    error: Option<String>,
}

enum Failure {
    /// The submission could not be loaded, or has no usable `solve`.
    Load(String),
}

/// Runs one seed in a fresh interpreter on its own thread, with the
/// wall-clock watchdog.
fn run_seed(name: &str, text: &Arc<str>, seed: i64, config: &Config) -> Result<SeedOk, Failure> {
    let interrupt = Arc::new(AtomicBool::new(false));
    let (tx, rx) = mpsc::channel();
    let job = {
        let (name, text, config, interrupt) = (name.to_string(), text.clone(), config.clone(), interrupt.clone());
        move || {
            let result = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                seed_job(&name, &text, seed, &config, interrupt)
            }));
            let _ = tx.send(result);
        }
    };
    let spawned = std::thread::Builder::new().name(format!("score {name} {seed}")).stack_size(STACK_BYTES).spawn(job);
    if let Err(e) = spawned {
        return Ok(seed_error(format!("internal error: cannot start a thread: {e}")));
    }
    let timeout = Duration::from_secs_f64(config.timeout_s);
    let timed_out = |stage: &str| format!("timeout: {stage} exceeded the {} s wall-clock limit", config.timeout_s);
    let received = match rx.recv_timeout(timeout) {
        Err(mpsc::RecvTimeoutError::Timeout) => {
            // The watchdog: `tick()` sees the flag within 4096 steps.
            interrupt.store(true, Ordering::Relaxed);
            match rx.recv_timeout(GRACE) {
                Ok(r) => r,
                // Stuck in a native operation: abandon the thread.
                Err(_) => return Ok(seed_error(timed_out("the run"))),
            }
        }
        Ok(r) => r,
        Err(mpsc::RecvTimeoutError::Disconnected) => {
            return Ok(seed_error("internal error: the scoring thread died".into()))
        }
    };
    match received {
        Err(_) => Ok(seed_error("internal error: dmdpy crashed; please report this submission".into())),
        Ok(Err(JobError::Load(reason))) => Err(Failure::Load(reason)),
        Ok(Err(JobError::Interrupted("loading"))) => Err(Failure::Load(timed_out("loading"))),
        Ok(Err(JobError::Interrupted(stage))) => Ok(seed_error(timed_out(stage))),
        Ok(Ok(ok)) => Ok(ok),
    }
}

fn seed_error(reason: String) -> SeedOk {
    SeedOk {
        secret: None,
        found: None,
        cost: None,
        load_cost: None,
        solve_cost: None,
        reads: None,
        time: None,
        error: Some(reason),
    }
}

enum JobError {
    Load(String),
    /// The watchdog's interrupt arrived during this stage.
    Interrupted(&'static str),
}

/// The body of a seed's thread.
fn seed_job(
    name: &str,
    text: &str,
    seed: i64,
    config: &Config,
    interrupt: Arc<AtomicBool>,
) -> Result<SeedOk, JobError> {
    // Strict: every value of the seed's run has a block (the harness's
    // own measurement, never priced), and the module load is a measurement
    // of its own, priced as part of the submission.
    let (mut interp, _harness_scope) =
        crate::driver::metered_interpreter(config.model, Output::Buffer(String::new()), false);
    interp.limits = Limits { max_depth: config.max_depth, max_steps: config.max_steps };
    interp.max_resident_bytes = config.max_memory_mib.saturating_mul(1 << 20);
    interp.interrupt = interrupt;
    let fail = |interp: &Interpreter, stage: &'static str, e: &Exception| {
        if e.name == "KeyboardInterrupt" {
            JobError::Interrupted(stage)
        } else {
            JobError::Load(reason(interp, e))
        }
    };

    let load_scope = (config.model == Model::Strict).then(|| interp.machine.begin_measure(false));

    // The submission, loaded as a module named after its file.
    let globals = match crate::driver::load_module(&mut interp, &format!("{name}.dmd"), text, name, &[]) {
        Ok(globals) => globals,
        Err(crate::driver::LoadError::Syntax(d)) => {
            let line = d.span.map(|s| interp.sources.line_of(s.file as usize, s.start as usize)).unwrap_or(0);
            return Err(JobError::Load(format!("{} (line {line})", d.message)));
        }
        Err(crate::driver::LoadError::Runtime(e)) => return Err(fail(&interp, "loading", &e)),
    };
    let load_cost = load_scope.map(|scope| {
        // What the module keeps in its globals stays live to the end.
        let live = crate::repl::reach::reachable(&interp.machine, scope, &globals).keys.into_iter().collect();
        let trace = interp.machine.end_measure(scope, live);
        let replay = crate::cost::replay(&trace, false);
        crate::cost::trace_cost(&replay.depths, 1)
    });
    let solve = globals.get("solve").ok_or_else(|| JobError::Load("no function `solve` defined".into()))?;
    check_solve(&solve).map_err(JobError::Load)?;

    // The harness, in the same interpreter.
    let harness_file = interp.sources.add(HARNESS_NAME, HARNESS);
    let harness = crate::driver::parse_and_resolve(HARNESS, harness_file)
        .map_err(|d| JobError::Load(format!("internal error in the harness: {}", d.message)))?;
    let harness = interp.run_module(&harness, "dmdpy_score").map_err(|e| fail(&interp, "loading", &e))?;
    let function = |name: &str| harness.get(name).expect("the harness defines it");
    let int = |interp: &Interpreter, i: i64| interp.int_value(i);

    // The data.
    let args = vec![
        int(&interp, seed),
        int(&interp, config.n_bits),
        int(&interp, config.k_sparse),
        int(&interp, config.samples),
    ];
    let data = match interp.call_value(function("make_data"), args, Vec::new()) {
        Ok(Value::Tuple(t)) if t.len() == 3 => t,
        Ok(_) => return Err(JobError::Load("internal error: make_data returned something else".into())),
        Err(e) => return Err(fail(&interp, "generating the data", &e)),
    };
    let mut secret = Vec::new();
    for item in interp.collect(data[2].clone()).map_err(|e| fail(&interp, "generating the data", &e))? {
        secret.push(interp.int_arg(&item).map_err(|e| fail(&interp, "generating the data", &e))?);
    }

    // The measured call.
    let args = vec![solve, int(&interp, config.n_bits), int(&interp, config.k_sparse)];
    let lambda = interp.call_value(function("measured"), args, Vec::new()).map_err(|e| fail(&interp, "loading", &e))?;
    let started = Instant::now();
    let args = interp.new_tuple(vec![data[0].clone(), data[1].clone()]);
    let measured = crate::builtins::bytedmd::traced_eval(&mut interp, &lambda, &args);
    let elapsed = started.elapsed();
    let (depths, found) = match measured {
        Ok(m) => m,
        Err(e) if e.name == "KeyboardInterrupt" => return Err(JobError::Interrupted("solve")),
        Err(e) => return Ok(seed_error(reason(&interp, &e))),
    };
    let solve_cost = crate::cost::trace_cost(&depths, 1);
    let mut ok = SeedOk {
        secret: Some(secret),
        found: None,
        cost: Some(solve_cost.saturating_add(load_cost.unwrap_or(0))),
        load_cost,
        solve_cost: Some(solve_cost),
        reads: Some(depths.len() as u64),
        time: Some(elapsed),
        error: None,
    };
    drop(depths);

    // The answer.
    let normalized = interp.call_value(function("answer"), vec![found], Vec::new()).and_then(|v| {
        let items = interp.collect(v)?;
        items.iter().map(|i| interp.int_arg(i)).collect::<Result<Vec<i64>, _>>()
    });
    match normalized {
        Ok(found) => ok.found = Some(found),
        Err(e) if e.name == "KeyboardInterrupt" => return Err(JobError::Interrupted("checking the answer")),
        Err(e) => ok.error = Some(format!("invalid answer: {}", e.headline())),
    }
    Ok(ok)
}

/// `solve` must be a .dmd function callable with 4 positional arguments.
fn check_solve(solve: &Value) -> Result<(), String> {
    let Value::Function(f) = solve else {
        return Err(format!("`solve` is a {}, not a function", solve.type_name()));
    };
    let def = &f.def;
    let required = def.params.iter().filter(|p| p.default.is_none()).count();
    let takes_four = required <= 4 && (def.params.len() >= 4 || def.vararg.is_some());
    let kwonly_ok = f.kw_defaults.iter().all(|d| d.is_some());
    if takes_four && kwonly_ok {
        Ok(())
    } else {
        Err(format!(
            "`solve` must take 4 arguments (x, y, n_bits, k_sparse); it takes {}",
            if def.vararg.is_some() { format!("{required} or more") } else { def.params.len().to_string() }
        ))
    }
}

/// `ZeroDivisionError: division by zero (gf2.dmd, line 12)`.
fn reason(interp: &Interpreter, e: &Exception) -> String {
    let mut text = e.headline();
    if let Some(span) = e.span.or(e.cursor) {
        let file = span.file as usize;
        let line = interp.sources.line_of(file, span.start as usize);
        text.push_str(&format!(" ({}, line {line})", interp.sources.name(file)));
    }
    text
}
