//! The child side of `dmdpy score`: one (submission, seed) in a process of
//! its own. `dmdpy __score-worker` reads a `Job` as JSON on stdin, loads the
//! submission, generates the seed's data with the harness, measures
//! `solve`, checks the answer, and writes a `Reply` as JSON on stdout.
//!
//! Inside the worker the sandbox's typed limits apply (steps, depth, the
//! heap budget, the wall clock: each a Python error, reported with the
//! stage it stopped); what the sandbox cannot catch — a crash, a native
//! operation that never polls — the parent (`crate::workers`) sees as a
//! signal, an OS limit or its own kill.

use std::time::{Duration, Instant};

use num_bigint::BigInt;
use serde::{Deserialize, Serialize};

use crate::error::Exception;
use crate::eval::{Interpreter, Limits, Output};
use crate::machine::Model;
use crate::value::Value;

use super::{Measured, HARNESS, HARNESS_NAME};

/// What the parent asks of one worker.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Job {
    /// The submission's module name (its file stem).
    pub name: String,
    pub text: String,
    pub seed: i64,
    pub n_bits: i64,
    pub k_sparse: i64,
    pub samples: i64,
    pub strict: bool,
    pub max_steps: u64,
    pub max_depth: u32,
    pub max_memory_mib: u64,
    pub timeout_s: f64,
    /// Also return the per-line profile of what was priced
    /// (`score --profile`).
    #[serde(default)]
    pub profile: bool,
    /// Also return the page of what was priced (`score --html`), made by
    /// this command line.
    #[serde(default)]
    pub html_command: Option<String>,
}

impl crate::workers::Job for Job {
    type Reply = Reply;
    const SUBCOMMAND: &'static str = "__score-worker";
    fn limits(&self) -> crate::workers::ProcessLimits {
        crate::workers::ProcessLimits {
            timeout_s: Some(self.timeout_s),
            max_memory_mib: self.max_memory_mib,
            max_depth: self.max_depth,
        }
    }
}

/// What a worker answers (one a seed, moved once: its size does not
/// matter).
#[derive(Debug, Clone, Serialize, Deserialize)]
#[allow(clippy::large_enum_variant)]
pub enum Reply {
    /// The seed ran (a failure of the measured call or of the answer is in
    /// `SeedOk::error`).
    Seed(SeedOk),
    /// The submission could not be loaded, or has no usable `solve`: the
    /// same for every seed.
    Load(String),
}

/// What one seed's run produced, with whatever was measured before a
/// failure.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
pub struct SeedOk {
    /// The secret as the harness computed it (checked against the
    /// scorer's own).
    pub secret: Option<Vec<i64>>,
    /// Not flattened: serde cannot read a flattened `u128` back.
    pub measured: Measured,
    /// `score --profile`: the listing of the load (strict) and the
    /// measured call.
    #[serde(default)]
    pub profile: Option<String>,
    /// `score --html`: the page of the load (strict) and the measured call.
    #[serde(default)]
    pub html: Option<String>,
}

impl SeedOk {
    pub fn failed(reason: String) -> SeedOk {
        let (error, diagnostic) = crate::score::split_reason(&reason);
        let measured = Measured { error: Some(error), diagnostic, ..Measured::default() };
        SeedOk { secret: None, measured, profile: None, html: None }
    }
}

/// `dmdpy __score-worker`: one job from stdin, its reply on stdout.
/// Returns the exit code (0 whenever a reply was written).
pub fn main() -> i32 {
    crate::workers::serve("__score-worker", |job: Job, began| {
        crate::sandbox::memory::set_limit(job.max_memory_mib.saturating_mul(1 << 20));
        let stack = crate::sandbox::stack::bytes_for_depth(job.max_depth);
        crate::driver::on_stack_of(stack, move || run(&job, began))
    })
}

/// The seed's run, on the worker's big-stack thread; its clock started at
/// `began`.
fn run(job: &Job, began: Instant) -> Reply {
    match seed_job(job, began) {
        Ok(ok) => Reply::Seed(ok),
        Err(JobError::Load(reason)) => Reply::Load(reason),
        Err(JobError::Stopped { stage: "loading", reason }) => Reply::Load(reason),
        Err(JobError::Stopped { reason, .. }) => Reply::Seed(SeedOk::failed(reason)),
    }
}

enum JobError {
    Load(String),
    /// A limit that ends the run whatever the stage (the wall clock): the
    /// reason names the stage.
    Stopped {
        stage: &'static str,
        reason: String,
    },
}

/// The seed of the generators a submission makes without one, from the
/// submission alone (its name and text): a score reproduces even when a
/// program calls `random.random()` unseeded, and nothing a submission
/// draws tells one contest seed from another (only `x` and `y` may).
fn unseeded_seed(name: &str, text: &str) -> BigInt {
    // FNV-1a: stable across machines and releases.
    let fnv = |bytes: &[u8]| {
        bytes.iter().fold(0xcbf2_9ce4_8422_2325u64, |h, b| (h ^ u64::from(*b)).wrapping_mul(0x0100_0000_01b3))
    };
    (BigInt::from(fnv(name.as_bytes())) << 64) + BigInt::from(fnv(text.as_bytes()))
}

fn seed_job(job: &Job, began: Instant) -> Result<SeedOk, JobError> {
    let model = if job.strict { Model::Strict } else { Model::Reference };
    let timeout = Duration::from_secs_f64(job.timeout_s);
    // Strict: every value of the seed's run has a block (the harness's
    // own measurement, never priced), and the module load is a measurement
    // of its own, priced as part of the submission.
    let (mut interp, _harness_scope) = crate::driver::metered_interpreter(model, Output::Buffer(String::new()), false);
    let limits = Limits { max_depth: job.max_depth, max_steps: job.max_steps, timeout: Some(timeout) };
    crate::sandbox::install_since(limits, began);
    interp.set_unseeded(unseeded_seed(&job.name, &job.text));
    let stopped = |stage: &'static str, interp: &Interpreter, e: &Exception| match e.name {
        "TimeoutError" => JobError::Stopped {
            stage,
            reason: format!("timeout: {stage} exceeded the {} s wall-clock limit", job.timeout_s),
        },
        _ if stage == "loading" => JobError::Load(reason(interp, e)),
        _ => JobError::Stopped { stage, reason: reason(interp, e) },
    };

    let load_scope = (model == Model::Strict).then(|| interp.machine.begin_measure(false));
    let name = &job.name;
    let globals =
        match crate::driver::load_submission(&mut interp, &crate::source::submission_source(name), &job.text, name) {
            Ok(globals) => globals,
            Err(crate::driver::LoadError::Syntax(d)) => {
                let line = d.span.map(|s| interp.sources.line_of(s.file as usize, s.start as usize)).unwrap_or(0);
                let rendered = crate::diag::render(&d, &interp.sources, false);
                return Err(JobError::Load(format!("{} (line {line})\n{rendered}", d.message)));
            }
            Err(crate::driver::LoadError::Runtime(e)) => return Err(stopped("loading", &interp, &e)),
        };
    // Strict: what the load cost, and the stack it leaves for the call.
    let (load, load_stack) = match load_scope {
        Some(scope) => {
            // What the module keeps in its globals stays live to the end.
            let live = crate::value::reach::reachable_keys(&interp.machine, scope, &globals)
                .map_err(|e| stopped("loading", &interp, &e))?
                .iter()
                .collect();
            let mut trace = interp.machine.end_measure(scope, live);
            let replay = crate::cost::replay_within_limits(&mut trace, crate::cost::ReplayOptions::summary(1))
                .map_err(|e| stopped("loading", &interp, &e))?;
            (Some(replay.summary), replay.final_stack)
        }
        None => (None, Vec::new()),
    };
    let load_cost = load.as_ref().map(|l| l.cost);
    let solve = globals.get("solve").ok_or_else(|| JobError::Load("no function `solve` defined".into()))?;
    check_solve(&solve).map_err(JobError::Load)?;

    // The harness, in the same interpreter.
    let harness_file = interp.sources.add(HARNESS_NAME, HARNESS);
    let harness = crate::driver::parse_and_resolve(HARNESS, harness_file)
        .map_err(|d| JobError::Load(format!("internal error in the harness: {}", d.message)))?;
    let harness = interp.run_module(&harness, "dmdpy_score").map_err(|e| stopped("loading", &interp, &e))?;
    let function = |name: &str| harness.get(name).expect("the harness defines it");
    let int = |interp: &Interpreter, i: i64| interp.int_value(i);

    // The data.
    let data_stage = "generating the data";
    let args =
        vec![int(&interp, job.seed), int(&interp, job.n_bits), int(&interp, job.k_sparse), int(&interp, job.samples)];
    let data = match interp.call_value(function("make_data"), args, Vec::new()) {
        Ok(Value::Tuple(t)) if t.len() == 3 => t,
        Ok(_) => return Err(JobError::Load("internal error: make_data returned something else".into())),
        Err(e) => return Err(stopped(data_stage, &interp, &e)),
    };
    let mut secret = Vec::new();
    for item in interp.collect(data[2].clone()).map_err(|e| stopped(data_stage, &interp, &e))? {
        secret.push(interp.int_arg(&item).map_err(|e| stopped(data_stage, &interp, &e))?);
    }

    // The measured call.
    let args = vec![solve, int(&interp, job.n_bits), int(&interp, job.k_sparse)];
    let lambda =
        interp.call_value(function("measured"), args, Vec::new()).map_err(|e| stopped("loading", &interp, &e))?;
    let started = Instant::now();
    let args = interp.new_tuple(vec![data[0].clone(), data[1].clone()]).map_err(|e| stopped("loading", &interp, &e))?;
    // The call continues the load: what the module keeps is on its stack,
    // below the data, in the order the load left it.
    let measured = crate::builtins::bytedmd::priced_call(&mut interp, &lambda, &args, false, &load_stack);
    let elapsed = started.elapsed();
    let (replay, found) = match measured {
        Ok(m) => m,
        Err(e) => return Err(stopped("solve", &interp, &e)),
    };
    let solve_cost = replay.summary.cost;
    let mut measured = Measured {
        found: None,
        found_items: None,
        cost: Some(solve_cost.saturating_add(load_cost.unwrap_or(0))),
        load_cost,
        solve_cost: Some(solve_cost),
        reads: Some(replay.summary.reads),
        time_s: Some(elapsed.as_secs_f64()),
        error: None,
        diagnostic: None,
        priced: None,
    };
    drop(replay);
    // `traced_eval` summarized the call it priced.
    let solve = &interp.record.calls.last().expect("the measured call is recorded").summary;
    let parts = crate::report::ScoreParts { model: model.name(), seed: job.seed, load: load.as_ref(), solve };
    measured.priced = Some(crate::report::score_priced_json(&parts, &interp.functions, &interp.sources));
    // A profile the heap budget refused says so in its place.
    let profile = job.profile.then(|| {
        crate::report::score_profile_text(&parts, &interp.functions, &interp.sources).unwrap_or_else(|why| why + "\n")
    });
    let html = job.html_command.as_ref().map(|command| {
        let title = crate::source::submission_source(&job.name);
        crate::report::html::score_page(&parts, &interp.functions, &interp.sources, &title, command)
    });
    let html = html.transpose().map_err(|reason| JobError::Stopped { stage: "making the page", reason })?;

    // The answer.
    let normalized = interp.call_value(function("answer"), vec![found], Vec::new()).and_then(|v| {
        let items = interp.collect(v)?;
        items.iter().map(|i| interp.int_arg(i)).collect::<Result<Vec<i64>, _>>()
    });
    match normalized {
        Ok(mut found) => {
            let keep = job.k_sparse.max(0) as usize + 1;
            if found.len() > keep {
                measured.found_items = Some(found.len() as u64);
                found.truncate(keep);
            }
            measured.found = Some(found);
        }
        Err(e) if e.name == "TimeoutError" => return Err(stopped("checking the answer", &interp, &e)),
        Err(e) => measured.error = Some(format!("invalid answer: {}", shorten(&e.headline()))),
    }
    Ok(SeedOk { secret: Some(secret), measured, profile, html })
}

/// `solve` must be a .dmd function callable with 4 positional arguments.
fn check_solve(solve: &Value) -> Result<(), String> {
    let Value::Function(f) = solve else {
        return Err(format!("`solve` is a {}, not a function", solve.type_name()));
    };
    let def = &f.def;
    let required = def.params.iter().filter(|p| p.default.is_none()).count();
    let kwonly_required = f.kw_defaults.iter().any(|d| d.is_none());
    crate::check::takes_contest_arguments(required, def.params.len(), def.vararg.is_some(), kwonly_required)
}

/// `ZeroDivisionError: division by zero (gf2.dmd, line 12)`, the message
/// shortened to `MESSAGE_CHARS` (a program chooses it), then on the lines
/// after it the diagnostic `run` would show: the source excerpt and the
/// traceback (`score::split_reason` takes them apart).
fn reason(interp: &Interpreter, e: &Exception) -> String {
    let mut text = shorten(&e.headline());
    if let Some(span) = e.span.or(e.cursor) {
        let file = span.file as usize;
        let line = interp.sources.line_of(file, span.start as usize);
        text.push_str(&format!(" ({}, line {line})", interp.sources.name(file)));
    }
    let rendered = crate::diag::render(&e.clone().into_diagnostic(), &interp.sources, false);
    text.push('\n');
    text.push_str(&shorten_to(&rendered, DIAGNOSTIC_CHARS));
    text
}

/// The most of a rendered diagnostic a reply keeps (a traceback repeats
/// itself in a line, but a program chooses its messages and names).
const DIAGNOSTIC_CHARS: usize = 8000;

/// The most of a program's own text (an exception message) a reply keeps.
const MESSAGE_CHARS: usize = 500;

fn shorten(text: &str) -> String {
    shorten_to(text, MESSAGE_CHARS)
}

fn shorten_to(text: &str, chars: usize) -> String {
    match text.char_indices().nth(chars) {
        None => text.to_string(),
        Some((cut, _)) => format!("{}… ({} more characters)", &text[..cut], text[cut..].chars().count()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn unseeded_generators_depend_on_the_submission_only() {
        assert_eq!(unseeded_seed("a", "x = 1"), unseeded_seed("a", "x = 1"));
        assert_ne!(unseeded_seed("a", "x = 1"), unseeded_seed("b", "x = 1"));
        assert_ne!(unseeded_seed("a", "x = 1"), unseeded_seed("a", "x = 2"));
        let _ = crate::pyrandom::Random::new(&unseeded_seed("a", ""));
    }

    #[test]
    fn long_messages_are_shortened() {
        assert_eq!(shorten("short"), "short");
        let long = "é".repeat(MESSAGE_CHARS + 7);
        assert_eq!(shorten(&long), format!("{}… (7 more characters)", "é".repeat(MESSAGE_CHARS)));
    }
}
