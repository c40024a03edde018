//! The pipeline: load → parse → resolve → run under a meter → summarize.
//! `metered_interpreter` and `load_module` are the one way a program is
//! started, shared by `dmdpy run`, `dmdpy score` and the REPL: under strict
//! the outermost measurement is open before the first value exists, so no
//! value is ever unmetered. Runs the interpreter on a thread with a large
//! stack (so deep .dmd recursion ends in `RecursionError`, never a Rust
//! stack overflow) and turns any error into a rendered diagnostic. Used by
//! the CLI, the REPL, `score` and the tests.

use std::time::{Duration, Instant};

use crate::diag::Diagnostic;
use crate::eval::{Interpreter, Limits, Output};
use crate::machine::{Model, ScopeId};
use crate::source::SourceMap;
use crate::value::Globals;
use std::rc::Rc;

/// Stack size of the interpreter thread.
const STACK_BYTES: usize = 1 << 30;

#[derive(Debug, Clone)]
pub struct Options {
    pub model: Model,
    /// Bytes per element used to price the run's summary.
    pub bytes_per_element: i64,
    pub limits: Limits,
    /// Capture stdout in the outcome instead of writing it.
    pub capture: bool,
    /// Write the program's output to stderr (`run --json -`).
    pub output_to_stderr: bool,
    /// Render diagnostics with ANSI colours.
    pub color: bool,
    /// Keep the priced IR (`dmdpy trace`).
    pub trace: bool,
    /// Keep the depth and site of every read of the run
    /// (`Outcome::run_trace`, `run_sites`): memory in proportion to the
    /// run, for tests and tools that look at single reads.
    pub keep_reads: bool,
    /// `--set NAME=VALUE`: replace the value of every module-level
    /// `NAME = ...` with the literal VALUE before the run.
    pub overrides: Vec<(String, String)>,
    /// Strict: keep the step-through of the run's stack for the report
    /// (`run --html`; only small runs get one, `report::steps`).
    pub steps: bool,
    /// Log function calls, for inclusive costs by call edge
    /// (`TraceSummary::calls`; `run --callgrind`).
    pub calls: bool,
    /// Strict: at the end of a run that succeeds, look for blocks that two
    /// places reachable from the program's globals share
    /// (`Outcome::shared_places`; tests ask, to catch a path that put a
    /// value into a place without copying it).
    pub check_places: bool,
}

impl Default for Options {
    fn default() -> Options {
        Options {
            model: Model::Strict,
            bytes_per_element: 1,
            limits: Limits::default(),
            capture: false,
            output_to_stderr: false,
            color: false,
            trace: false,
            keep_reads: false,
            overrides: Vec::new(),
            steps: false,
            calls: false,
            check_places: false,
        }
    }
}

pub use crate::cost::tally::RunStats;

#[derive(Debug, Clone)]
pub struct Outcome {
    /// The program's stdout, when captured.
    pub stdout: String,
    /// Strict: the whole run's measurement (every read, including those
    /// inside measured calls).
    pub run: Option<RunStats>,
    /// Strict, with `Options::keep_reads`: the depth of every read of the
    /// run, in order.
    pub run_trace: Vec<u32>,
    /// Strict: where each of those reads happened.
    pub run_sites: crate::cost::sites::Sites,
    /// Names of the loaded files, by file id (for per-line reports).
    pub files: Vec<String>,
    /// Everything `--profile` and `--json` report.
    pub report: Option<crate::report::RunReport>,
    /// The loaded sources (for listings).
    pub sources: Option<SourceMap>,
    /// With `Options::trace`: the priced IR of the run (strict) and of each
    /// measured call, with source lines.
    pub ir: String,
    /// The rendered diagnostic of a failed run.
    pub error: Option<String>,
    /// 0 on success, 1 on a program error (syntax or runtime), 130 when
    /// Ctrl-C stopped the program or its pricing.
    pub exit_code: i32,
    pub stats: RunStats,
    /// Strict: the run's trace was not priced because this limit stopped
    /// the pricing (`TimeoutError`, `KeyboardInterrupt`).
    pub unpriced: Option<&'static str>,
    /// Where a failed run stopped (`NameError at prog.dmd:3`).
    pub failure: Option<String>,
    pub wall: Duration,
    pub model: Model,
    /// With `Options::check_places`: the blocks two places share (none
    /// when every path copies what it puts into a place).
    pub shared_places: Vec<String>,
    /// The error of a failed run, as data (`error` is its rendering).
    pub fault: Option<Fault>,
}

/// A failed run's exception as data: what the Python module's `DmdError`
/// carries.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Fault {
    /// The exception's type: `ZeroDivisionError`, `SyntaxError`, ...
    /// (`error` for a failure that has none).
    pub kind: String,
    /// The text after the type.
    pub message: String,
    /// Where it was raised (None: no source position).
    pub file: Option<String>,
    pub line: Option<usize>,
}

impl Fault {
    fn of(d: &Diagnostic, sources: &SourceMap) -> Fault {
        let (kind, message) = match d.message.split_once(':') {
            Some((kind, rest)) if !kind.trim().contains(' ') => (kind.trim().to_string(), rest.trim().to_string()),
            _ if !d.message.trim().contains(' ') => (d.message.trim().to_string(), String::new()),
            _ => ("error".to_string(), d.message.clone()),
        };
        let (file, line) = match d.span {
            Some(span) => (Some(sources.name(span.file as usize).to_string()), Some(sources.site(span).line as usize)),
            None => (None, None),
        };
        Fault { kind, message, file, line }
    }
}

impl Outcome {
    /// The one-line summary printed on stderr: the run's cost (strict) or
    /// the measured calls' total (reference).
    pub fn summary_line(&self) -> String {
        let calls = self.stats.measurements;
        let plural = if calls == 1 { "" } else { "s" };
        let time = self.wall.as_secs_f64();
        if let Some(limit) = self.unpriced {
            return format!(
                "dmdpy: model {} · no cost: the run was stopped ({limit}) · {time:.3} s",
                self.model.name()
            );
        }
        // A failed run is priced up to where it failed, and says so.
        let failed = match &self.failure {
            Some(f) => format!("failed: {f} · up to there: "),
            None => String::new(),
        };
        match &self.run {
            Some(run) => format!(
                "dmdpy: model {} · {failed}cost {} for the whole run · {} reads · peak live {} · {calls} measured call{plural} (cost {} alone, included) · {time:.3} s",
                self.model.name(),
                run.cost,
                run.reads,
                run.peak_live,
                self.stats.cost
            ),
            None => format!(
                "dmdpy: model {} · {failed}cost {} for {calls} measured call{plural} (nothing else is priced) · {} reads · peak live {} · {time:.3} s",
                self.model.name(),
                self.stats.cost,
                self.stats.reads,
                self.stats.peak_live
            ),
        }
    }
}

/// Runs `job` on a thread with a large stack, turning a panic into `None`.
pub fn on_big_stack<T: Send + 'static>(job: impl FnOnce() -> T + Send + 'static) -> Option<T> {
    on_stack_of(STACK_BYTES, job)
}

/// Runs `job` on a thread with a stack of `bytes`, turning a panic into `None`.
pub fn on_stack_of<T: Send + 'static>(bytes: usize, job: impl FnOnce() -> T + Send + 'static) -> Option<T> {
    match on_stack_until(bytes, None, job) {
        Ended::Done(value) => Some(value),
        Ended::Crashed | Ended::Stuck => None,
    }
}

/// What became of a job on a thread of its own.
pub enum Ended<T> {
    Done(T),
    /// It panicked (or the thread could not start).
    Crashed,
    /// It was still running at the hard deadline: stuck in one native
    /// operation that never polls the sandbox. The thread is left behind;
    /// the process is expected to end soon.
    Stuck,
}

/// `on_stack_of` with a deadline: once `deadline` has passed, the job has
/// `GRACE` more of its own thread's CPU time to stop by itself (a loaded
/// machine gives it less CPU per second of wall time, and that is not the
/// job's fault), or `GRACE_WALL` of wall time at most; then the caller
/// gets `Stuck` instead of waiting on.
pub fn on_stack_until<T: Send + 'static>(
    bytes: usize,
    deadline: Option<Duration>,
    job: impl FnOnce() -> T + Send + 'static,
) -> Ended<T> {
    let (tx, rx) = std::sync::mpsc::channel();
    let spawned = std::thread::Builder::new().name("dmdpy".into()).stack_size(bytes).spawn(move || {
        let _ = tx.send(std::panic::catch_unwind(std::panic::AssertUnwindSafe(job)));
    });
    let Ok(thread) = spawned else { return Ended::Crashed };
    let received = match deadline {
        Some(deadline) => receive_within_grace(&rx, deadline, &thread),
        None => rx.recv().map_err(|_| false),
    };
    match received {
        Ok(Ok(value)) => Ended::Done(value),
        Ok(Err(_)) | Err(false) => Ended::Crashed,
        Err(true) => Ended::Stuck,
    }
}

/// What the job sent, or `Err(true)` when it outlived its deadline and
/// grace, `Err(false)` when it ended without sending.
fn receive_within_grace<T>(
    rx: &std::sync::mpsc::Receiver<T>,
    deadline: Duration,
    thread: &std::thread::JoinHandle<()>,
) -> Result<T, bool> {
    use std::sync::mpsc::RecvTimeoutError;
    let started = Instant::now();
    let cpu = || crate::sandbox::thread_cpu_time(thread);
    match rx.recv_timeout(deadline) {
        Err(RecvTimeoutError::Timeout) => {}
        other => return other.map_err(|_| false),
    }
    let cpu_at_deadline = cpu();
    loop {
        match rx.recv_timeout(Duration::from_millis(50)) {
            Err(RecvTimeoutError::Timeout) => {}
            other => return other.map_err(|_| false),
        }
        let past = started.elapsed().saturating_sub(deadline);
        let used = match (cpu(), cpu_at_deadline) {
            (Some(now), Some(then)) => now.saturating_sub(then),
            // No CPU clock for the thread: wall time stands in.
            _ => past,
        };
        if used >= GRACE || past >= GRACE_WALL {
            return Err(true);
        }
    }
}

/// How much CPU time a run gets past its `--timeout` to stop by itself
/// before `run_source` gives up on it.
const GRACE: Duration = Duration::from_secs(5);

/// The wall time past `--timeout` after which a run is given up on however
/// little CPU it was given.
const GRACE_WALL: Duration = Duration::from_secs(60);

const CRASH: &str = "internal error: dmdpy crashed; please report this program\n";

/// Runs a program given as text.
pub fn run_source(name: &str, text: &str, options: Options) -> Outcome {
    let started = Instant::now();
    let model = options.model;
    if !(1..=crate::cost::MAX_BYTES_PER_ELEMENT).contains(&options.bytes_per_element) {
        let message = format!("bytes_per_element must be from 1 to {}", crate::cost::MAX_BYTES_PER_ELEMENT);
        let fault = Fault { kind: "ValueError".into(), message: message.clone(), file: None, line: None };
        return stopped_outcome(format!("error: ValueError: {message}\n"), fault, 2, model, started);
    }
    // The run's thread takes a copy of the text, and the source map one
    // more: asked of the heap budget first (an 80 MB comment took 237 MiB
    // at `--max-memory 64`).
    if let Err(refused) = crate::sandbox::memory::reserve(text.len().saturating_mul(2)) {
        let fault = Fault { kind: refused.name.to_string(), message: refused.message.clone(), file: None, line: None };
        return stopped_outcome(format!("error: {}\n", refused.headline()), fault, 1, model, started);
    }
    let (name, text) = (name.to_string(), text.to_string());
    let stack = crate::sandbox::stack::bytes_for_depth(options.limits.max_depth);
    let timeout = options.limits.timeout;
    let ended = on_stack_until(stack, timeout, move || run_on_this_thread(&name, &text, options));
    let (error, code) = match ended {
        Ended::Done(outcome) => return finish(outcome, started),
        Ended::Crashed => (CRASH.to_string(), 70),
        Ended::Stuck => (stuck_message(timeout.unwrap_or_default()), 1),
    };
    let fault = match code {
        70 => Fault {
            kind: "InternalError".into(),
            message: CRASH.trim_start_matches("internal error: ").trim().into(),
            file: None,
            line: None,
        },
        _ => {
            let message = error.trim_start_matches("error: TimeoutError: ").trim().to_string();
            Fault { kind: "TimeoutError".into(), message, file: None, line: None }
        }
    };
    stopped_outcome(error, fault, code, model, started)
}

/// The outcome of a run that ended before its program could report:
/// `error` said, exit `code`, nothing priced.
fn stopped_outcome(error: String, fault: Fault, code: i32, model: Model, started: Instant) -> Outcome {
    let unpriced = match (code, fault.kind.as_str()) {
        (1, "MemoryError") => Some("MemoryError"),
        (1, _) => Some("TimeoutError"),
        _ => None,
    };
    let outcome = Outcome {
        stdout: String::new(),
        run: None,
        run_trace: Vec::new(),
        run_sites: Default::default(),
        files: Vec::new(),
        report: None,
        sources: None,
        ir: String::new(),
        error: Some(error),
        exit_code: code,
        stats: RunStats::default(),
        unpriced,
        failure: None,
        wall: Duration::ZERO,
        model,
        shared_places: Vec::new(),
        fault: Some(fault),
    };
    finish(outcome, started)
}

fn stuck_message(timeout: Duration) -> String {
    format!(
        "error: TimeoutError: time limit exceeded: the program ran longer than {} s, inside one native operation \
         that could not be stopped\n",
        timeout.as_secs_f64()
    )
}

/// The wall time, in the outcome and its report.
fn finish(outcome: Outcome, started: Instant) -> Outcome {
    let wall = started.elapsed();
    let report = outcome.report.map(|r| crate::report::RunReport { wall_seconds: wall.as_secs_f64(), ..r });
    Outcome { wall, report, ..outcome }
}

/// A new interpreter with, under strict, its outermost measurement open
/// (`want_ir`: keep what the IR needs): every value the program makes from
/// now on has a block. Returns the measurement.
pub fn metered_interpreter(model: Model, output: Output, want_ir: bool) -> (Interpreter, Option<ScopeId>) {
    let interp = Interpreter::new(model, output);
    let scope = (model == Model::Strict).then(|| interp.machine.begin_measure(want_ir));
    (interp, scope)
}

/// Prices the whole run's log, from its share of a measured call priced
/// beside the call when there is one and it holds.
fn price_run(
    interp: &mut Interpreter,
    trace: &mut crate::eventlog::trace::Trace,
    keep: crate::cost::ReplayOptions,
) -> crate::error::RtResult<crate::cost::Replay> {
    crate::terminal::progress::pricing(trace.len());
    if let Some(shared) = interp.record.shared_run.take() {
        if let Some(replay) = crate::cost::share::price_after(trace, shared)? {
            return Ok(replay);
        }
    }
    crate::cost::replay_within_limits(trace, keep)
}

/// Why loading a module failed.
pub enum LoadError {
    /// It does not parse or resolve.
    Syntax(Diagnostic),
    /// Running its body raised (with the `<module>` frame in the traceback).
    Runtime(Box<crate::error::Exception>),
}

impl LoadError {
    pub fn into_diagnostic(self) -> Diagnostic {
        match self {
            LoadError::Syntax(d) => d,
            LoadError::Runtime(e) => e.into_diagnostic(),
        }
    }
}

/// Parses `text` as file `file_name`, applies `--set` overrides, resolves
/// it and runs its body as module `module_name` in `interp`, under
/// whatever measurements are open.
pub fn load_module(
    interp: &mut Interpreter,
    file_name: &str,
    text: &str,
    module_name: &str,
    overrides: &[(String, String)],
) -> Result<Rc<Globals>, LoadError> {
    crate::sandbox::memory::reserve_source(file_name, text).map_err(LoadError::Runtime)?;
    let file = interp.sources.add(file_name, text);
    let module = parse_with_overrides(text, file, overrides, &mut interp.sources).map_err(LoadError::Syntax)?;
    run_loaded(interp, &module, module_name)
}

/// `load_module` for a contest submission (`score`'s worker, under the
/// run's limits): one that certainly lacks the contest's entry point
/// (`check::contest_entry`) is refused before it runs, as a syntax error
/// is.
pub fn load_submission(
    interp: &mut Interpreter,
    file_name: &str,
    text: &str,
    module_name: &str,
) -> Result<Rc<Globals>, LoadError> {
    crate::sandbox::memory::reserve_source(file_name, text).map_err(LoadError::Runtime)?;
    let file = interp.sources.add(file_name, text);
    let module = parse_with_overrides(text, file, &[], &mut interp.sources).map_err(LoadError::Syntax)?;
    if let Some(problem) = crate::check::contest_entry(&module, file) {
        return Err(LoadError::Syntax(problem));
    }
    run_loaded(interp, &module, module_name)
}

/// Runs a parsed module, its errors with the module's line in the
/// traceback.
fn run_loaded(
    interp: &mut Interpreter,
    module: &crate::syntax::ast::Module,
    module_name: &str,
) -> Result<Rc<Globals>, LoadError> {
    interp.run_module(module, module_name).map_err(|mut e| {
        if let Some(span) = e.cursor.or(e.span) {
            e.traceback.push(crate::diag::TraceEntry { function: "<module>".into(), span });
        }
        LoadError::Runtime(e)
    })
}

fn run_on_this_thread(name: &str, text: &str, options: Options) -> Outcome {
    let output = if options.capture {
        Output::Buffer(String::new())
    } else if options.output_to_stderr {
        Output::Stderr(std::io::BufWriter::new(std::io::stderr()))
    } else {
        Output::stdout()
    };
    // Strict meters the whole script from its first statement.
    let (mut interp, run_scope) = metered_interpreter(options.model, output, options.trace);
    interp.siblings = Some(crate::stdlib::Siblings::of_program(name));
    interp.set_limits(options.limits);
    // Ctrl-C, where the command has made it stop the program.
    if let Some(flag) = crate::sandbox::interrupt::flag() {
        crate::sandbox::set_interrupt(flag);
    }
    interp.record.bytes_per_element = options.bytes_per_element;
    interp.record.keep_ir = options.trace;
    if options.calls {
        interp.machine.record_calls();
    }
    // The whole run is priced around its first measured call, not over it
    // twice, when only its summary is wanted (`cost::share`;
    // `DMDPY_SPLIT_RUNS=0` prices it in full, as a check: the numbers are
    // the same either way).
    let summary_only = !(options.trace || options.keep_reads || options.calls);
    if summary_only && std::env::var("DMDPY_SPLIT_RUNS").map_or(true, |v| v.trim() != "0") {
        interp.machine.split_runs();
    }
    let loaded = load_module(&mut interp, name, text, "__main__", &options.overrides);
    let shared_places = match (&loaded, run_scope) {
        (Ok(globals), Some(scope)) if options.check_places => {
            crate::value::reach::shared_places(&interp.machine, scope, globals)
        }
        _ => Vec::new(),
    };
    // A run the limits stopped is not priced: its clock is out, or its
    // memory (pricing needs memory in proportion to the trace).
    let interrupted = matches!(&loaded, Err(LoadError::Runtime(e)) if e.name == "KeyboardInterrupt");
    let stopped_by = match &loaded {
        Err(LoadError::Runtime(e)) => crate::sandbox::unpriceable_stop(e),
        _ => None,
    };
    let mut error = loaded.err().map(LoadError::into_diagnostic);
    let failure = error.as_ref().map(|d| where_it_failed(d, &interp.sources));
    interp.out.flush();
    let bpe = options.bytes_per_element;
    let mut run_replay = crate::cost::Replay::default();
    let mut ir = crate::sandbox::paced::StrBuilder::new();
    let mut listing_failed = false;
    let mut unpriced = stopped_by;
    let mut steps = None;
    let run_summary = run_scope.and_then(|scope| {
        let mut trace = interp.machine.end_measure(scope, Vec::new());
        if unpriced.is_some() {
            return None;
        }
        // Ctrl-C or the clock can stop the pricing too: then there is no
        // cost, and the summary says so instead of printing a partial one.
        let keep = crate::cost::ReplayOptions {
            ir: options.trace,
            depths: options.keep_reads,
            sites: options.trace || options.keep_reads,
            bytes_per_element: bpe,
        };
        run_replay = match price_run(&mut interp, &mut trace, keep) {
            Ok(replay) => replay,
            Err(e) => {
                unpriced = Some(e.name);
                error.get_or_insert_with(|| e.into_diagnostic());
                return None;
            }
        };
        if options.steps {
            match crate::report::steps::steps_of(&trace, run_replay.summary.reads, bpe) {
                Ok(found) => steps = Some(found),
                Err(e) => {
                    unpriced = Some(e.name);
                    error.get_or_insert_with(|| e.into_diagnostic());
                    return None;
                }
            }
        }
        if options.trace {
            let listed = ir.push_str("# the run\n").and_then(|()| {
                crate::report::ir_text(&mut ir, &run_replay.ir, &run_replay.sites, &interp.sources, bpe)
            });
            if let Err(e) = listed {
                unpriced = Some(e.name);
                listing_failed = true;
                error.get_or_insert_with(|| e.into_diagnostic());
                return None;
            }
        }
        Some(std::mem::take(&mut run_replay.summary))
    });
    // The listing of the measured calls, unless the run's met a limit.
    if !listing_failed {
        for call in &interp.record.ir {
            let listed = ir
                .push_str(&format!("# measured call {}: {}()\n", call.number, call.function))
                .and_then(|()| crate::report::ir_text(&mut ir, &call.ir, &call.sites, &interp.sources, bpe));
            if let Err(e) = listed {
                unpriced.get_or_insert(e.name);
                error.get_or_insert_with(|| e.into_diagnostic());
                break;
            }
        }
    }
    let ir = ir.finish();
    let run = run_summary.as_ref().map(|s| RunStats {
        measurements: 1,
        reads: s.reads,
        cost: s.cost,
        peak_live: s.peak_live,
    });
    let report = crate::report::RunReport {
        model: options.model.name(),
        bytes_per_element: bpe,
        run: run_summary,
        measured: std::mem::take(&mut interp.record.calls),
        functions: std::mem::take(&mut interp.functions),
        wall_seconds: 0.0,
        steps,
    };
    let (run_trace, run_sites) = (run_replay.depths, run_replay.sites);
    let fault = error.as_ref().map(|d| Fault::of(d, &interp.sources));
    let rendered = error.map(|d| crate::diag::render(&d, &interp.sources, options.color));
    Outcome {
        report: Some(report),
        ir,
        stdout: interp.out.take_buffer(),
        run,
        run_trace,
        run_sites,
        files: (0..interp.sources.len()).map(|f| interp.sources.name(f).to_string()).collect(),
        // As a shell reports a process SIGINT ended (CPython's own exit).
        exit_code: match (interrupted || unpriced == Some("KeyboardInterrupt"), rendered.is_some()) {
            (true, _) => 130,
            (false, true) => 1,
            (false, false) => 0,
        },
        error: rendered,
        stats: interp.record.stats.clone(),
        unpriced,
        failure,
        wall: Duration::ZERO,
        model: options.model,
        sources: Some(std::mem::take(&mut interp.sources)),
        shared_places,
        fault,
    }
}

/// `NameError at prog.dmd:3`: the exception and the line it was raised on.
fn where_it_failed(d: &Diagnostic, sources: &SourceMap) -> String {
    let kind = d.message.split(':').next().unwrap_or("error").trim();
    let kind = if kind.contains(' ') { "error".to_string() } else { crate::terminal::printable(kind) };
    match d.span {
        Some(span) => {
            let site = sources.site(span);
            format!("{kind} at {}:{}", crate::terminal::printable(sources.name(span.file as usize)), site.line)
        }
        None => kind,
    }
}

/// `--set NAME=VALUE`: makes every module-level `NAME = ...` assign the
/// literal VALUE instead (numbers, strings, True/False/None, and lists or
/// tuples of them), so a program's configuration constants can be changed
/// from the command line.
pub fn apply_overrides(
    module: &mut crate::syntax::ast::Module,
    overrides: &[(String, String)],
    sources: &mut SourceMap,
) -> Result<(), Diagnostic> {
    use crate::syntax::ast::{ExprKind, StmtKind};
    for (name, text) in overrides {
        let file = sources.add(format!("--set {name}"), text.as_str());
        let span = crate::source::Span::new(file, 0, text.len());
        let parsed = crate::syntax::parse(text, file)?;
        let value = match parsed.body.as_slice() {
            [stmt] => match &stmt.kind {
                StmtKind::Expr(e) if is_literal(e) => e.clone(),
                _ => return Err(Diagnostic::error(format!("--set {name}: the value must be a literal"), span)),
            },
            _ => return Err(Diagnostic::error(format!("--set {name}: the value must be one literal"), span)),
        };
        let mut found = false;
        for stmt in module.body.iter_mut() {
            if let StmtKind::Assign { targets, value: assigned } = &mut stmt.kind {
                if matches!(targets.as_slice(), [t] if matches!(&t.kind, ExprKind::Name(n) if &*n.id == name)) {
                    **assigned = value.clone();
                    found = true;
                }
            }
        }
        if !found {
            return Err(Diagnostic::error(
                format!("--set {name}: the program has no module-level assignment `{name} = ...`"),
                span,
            ));
        }
    }
    Ok(())
}

fn is_literal(expr: &crate::syntax::ast::Expr) -> bool {
    use crate::syntax::ast::{ExprKind, UnaryOp};
    match &expr.kind {
        ExprKind::Constant(_) => true,
        ExprKind::UnaryOp { op: UnaryOp::Neg | UnaryOp::Pos, operand } => matches!(operand.kind, ExprKind::Constant(_)),
        ExprKind::List(items) | ExprKind::Tuple(items) => items.iter().all(is_literal),
        _ => false,
    }
}

/// Parses and resolves one file.
pub fn parse_and_resolve(text: &str, file: usize) -> Result<crate::syntax::ast::Module, Diagnostic> {
    parse_with_overrides(text, file, &[], &mut SourceMap::new())
}

/// Parses a file, applies `--set` overrides (their text is added to
/// `sources`), and resolves it.
fn parse_with_overrides(
    text: &str,
    file: usize,
    overrides: &[(String, String)],
    sources: &mut SourceMap,
) -> Result<crate::syntax::ast::Module, Diagnostic> {
    let mut module = crate::syntax::parse(text, file)?;
    apply_overrides(&mut module, overrides, sources)?;
    crate::resolve::resolve_module(&mut module)?;
    Ok(module)
}

/// Parses a file and reports diagnostics only (`dmdpy check`).
pub fn check_source(name: &str, text: &str, color: bool) -> Result<(), String> {
    check_with(name, text, color, false, crate::eval::Limits::default())
}

/// The most problems `check` shows of one file.
const CHECK_SHOWN: usize = 100;

/// `check_source`, and with `contest` whether the program is a contest
/// submission: it defines `solve(x, y, n_bits, k_sparse)`.
pub fn check_with(
    name: &str,
    text: &str,
    color: bool,
    contest: bool,
    limits: crate::eval::Limits,
) -> Result<(), String> {
    let (name, text) = (name.to_string(), text.to_string());
    on_big_stack(move || {
        // The parse meets the heap budget and the clock as it goes.
        crate::sandbox::install(limits);
        let mut sources = SourceMap::new();
        let siblings = crate::stdlib::Siblings::of_program(&name);
        let file = sources.add(name, text.as_str());
        let module = parse_and_resolve(&text, file).map_err(|d| crate::diag::render(&d, &sources, color))?;
        let mut found = crate::check::check(&module, Some(&siblings));
        if contest {
            found.extend(crate::check::contest_entry(&module, file));
        }
        if found.is_empty() {
            return Ok(());
        }
        // The first problems, as a compiler shows them: a file of a
        // million undefined names is not a million diagnostics.
        let mut shown: String =
            found.iter().take(CHECK_SHOWN).map(|d| crate::diag::render(d, &sources, color)).collect();
        if found.len() > CHECK_SHOWN {
            shown.push_str(&format!("... and {} more problems not shown\n", found.len() - CHECK_SHOWN));
        }
        Err(shown)
    })
    .unwrap_or_else(|| Err(CRASH.to_string()))
}
