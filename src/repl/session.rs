//! `Session`: one REPL session — an interpreter with persistent globals,
//! the session's measurement (strict) and its pricer, what each entry
//! cost, and the `:` commands. Knows nothing about terminals: text in
//! (`entry`, `command`), transcript out (the interpreter's `Output`).
//!
//! An entry runs under the whole of `--max-steps` and `--timeout` (the
//! step count and the clock start again) and under `--max-memory`, as a
//! run does. What it printed and the error that stopped it show at once;
//! then its events go to the pricer. One the clock or the heap stopped is
//! not priced (`sandbox::unpriceable_stop`, as `run`); the pricing of the
//! others is the rest of the entry's time, and past its deadline the entry
//! is not priced either, so the prompt comes back near the limit. Ctrl-C
//! during an entry or its pricing leaves the price to the background: the
//! prompt comes back at once and the cost line follows when it is ready.

use std::collections::{HashSet, VecDeque};
use std::rc::Rc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::Duration;

use super::pricer::{Job, JobControl, Next, Pricer, Reply};
use super::pricing::{Depths, EntryCost};
use crate::cost::{format_ir, read_cost};
use crate::diag::{Diagnostic, TraceEntry};
use crate::error::RtResult;
use crate::eval::{Interpreter, Limits, Output};
use crate::machine::{Model, ScopeId};
use crate::value::frame::Frame;
use crate::value::{Globals, Value};

use crate::value::reach;

/// Entries whose IR is kept for `:ir` (beyond this many events, `:ir`
/// reports the size instead).
const IR_EVENT_LIMIT: usize = 200_000;

/// Where the session writes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Sink {
    Stdout,
    Capture,
}

/// What the caller should do after a command.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Control {
    Continue,
    Quit,
}

/// What `:stack` takes per block it lists, about: a few short names, a
/// value's text, the tables holding them.
const BYTES_PER_SHOWN_BLOCK: usize = 256;

/// How long the session waits for the pricer between two looks at Ctrl-C.
const WAIT_SLICE: Duration = Duration::from_millis(10);

/// An entry that failed: its diagnostic, whether any of it ran, the limit
/// that stopped it when what ran cannot be priced, and whether Ctrl-C did.
struct Failed {
    diagnostic: Box<Diagnostic>,
    ran: bool,
    stopped: Option<&'static str>,
    interrupted: bool,
}

/// One priced entry, for `:cost`.
struct EntryRecord {
    no: usize,
    label: String,
    reads: u64,
    /// Its reads by depth (re-priced by `:bpe`).
    depths: Depths,
    /// Reference: the measured calls' cost (priced by the calls themselves).
    fixed_cost: u128,
}

/// The last entry, for `:ir` and `:lines`.
struct LastEntry {
    no: usize,
    file: usize,
    cost: EntryCost,
    events: usize,
}

/// How an entry that ran ended: the limit that stopped it when what ran
/// is not priced, and whether Ctrl-C did.
struct Ended {
    stopped: Option<&'static str>,
    interrupted: bool,
}

/// An entry that ran and is being priced (strict): what its cost line and
/// records need besides the price.
struct Pending {
    no: usize,
    label: String,
    file: usize,
    events: usize,
    /// Measured calls made in it, and what they cost alone.
    calls: u64,
    calls_cost: u128,
    /// Print its cost line (not for the entries `:model` re-runs).
    report: bool,
    control: Arc<JobControl>,
    /// Priced in the background: nobody waits for it.
    detached: bool,
}

pub struct Session {
    pub interp: Interpreter,
    globals: Rc<Globals>,
    /// Strict: the session's measurement (the whole session is one).
    scope: Option<ScopeId>,
    /// Strict: prices the entries in order, beside the session.
    pricer: Option<Pricer>,
    pending: VecDeque<Pending>,
    /// Values on the session's stack after the latest priced entry, and
    /// the most at any time.
    live: usize,
    peak_live: usize,
    model: Model,
    bpe: i64,
    sink: Sink,
    /// ANSI dim for the cost line.
    pub dim: bool,
    /// ANSI colours in diagnostics.
    pub color: bool,
    /// Print the cost line after each entry (tests turn it off).
    pub show_costs: bool,
    interrupt: Arc<AtomicBool>,
    limits: Limits,
    entries: Vec<EntryRecord>,
    last: Option<LastEntry>,
    entry_no: usize,
    /// Entries that ran without error, re-run by `:model`.
    replayable: Vec<(String, String)>,
    /// While `:model` re-runs the earlier entries: they share one clock and
    /// one step budget, as one entry (each with its own, ten entries of
    /// half a second made one `:model` take five seconds under `--timeout 1`).
    replaying: bool,
    /// The headline of the latest entry's error, for a re-run that stops.
    last_error: Option<String>,
    /// Entries that raised (piped input then exits with 1).
    raised: usize,
}

impl Session {
    pub fn new(model: Model, sink: Sink) -> Session {
        Session::with_flag(model, sink, Arc::new(AtomicBool::new(false)))
    }

    /// A session whose interpreter stops when `interrupt` is set (Ctrl-C).
    pub fn with_flag(model: Model, sink: Sink, interrupt: Arc<AtomicBool>) -> Session {
        let out = match sink {
            Sink::Stdout => Output::stdout(),
            Sink::Capture => Output::Buffer(String::new()),
        };
        let (interp, scope) = crate::driver::metered_interpreter(model, out, true);
        crate::sandbox::set_interrupt(interrupt.clone());
        // `__name__` is made inside the measurement, as `dmdpy run` makes it.
        let name = interp.str_value("__main__");
        let globals = Rc::new(Globals {
            module_name: Rc::from("__main__"),
            // `_` holds the last value shown, as in CPython's REPL.
            names: std::cell::RefCell::new(vec![Rc::from("__name__"), Rc::from("_")]),
            values: std::cell::RefCell::new(vec![Some(name), None]),
        });
        if let Some(scope) = scope {
            // A longer entry's IR is not kept (`:ir` says so).
            interp.machine.bracket_ops_until(scope, IR_EVENT_LIMIT + 1);
        }
        let pricer = scope.map(|_| Pricer::start(interrupt.clone()));
        Session {
            interp,
            globals,
            scope,
            pricer,
            pending: VecDeque::new(),
            live: 0,
            peak_live: 0,
            model,
            bpe: 1,
            sink,
            dim: false,
            color: false,
            show_costs: true,
            interrupt,
            limits: Limits::default(),
            entries: Vec::new(),
            last: None,
            entry_no: 0,
            replayable: Vec::new(),
            replaying: false,
            last_error: None,
            raised: 0,
        }
    }

    /// How many entries raised (an error, a limit, Ctrl-C).
    pub fn raised(&self) -> usize {
        self.raised
    }

    pub fn model(&self) -> Model {
        self.model
    }

    pub fn set_limits(&mut self, limits: Limits) {
        self.limits = limits;
        self.interp.set_limits(limits);
    }

    pub fn set_bytes_per_element(&mut self, bpe: i64) {
        self.bpe = bpe;
        self.interp.record.bytes_per_element = bpe;
    }

    /// The global names, for completion.
    pub fn global_names(&self) -> Vec<String> {
        self.bound_globals().into_iter().map(|(n, _)| n).collect()
    }

    /// The globals that hold a value, with it.
    fn bound_globals(&self) -> Vec<(String, Value)> {
        let values = self.globals.values.borrow();
        let names = self.globals.names.borrow();
        names.iter().zip(values.iter()).filter_map(|(n, v)| Some((n.to_string(), v.clone()?))).collect()
    }

    /// The type of each global's value that is not a module (`xs` → list).
    pub fn global_types(&self) -> Vec<(String, &'static str)> {
        let globals = self.bound_globals().into_iter();
        globals.filter(|(_, v)| !matches!(v, Value::Module(_))).map(|(n, v)| (n, v.type_name())).collect()
    }

    /// Globals bound to a native module (`import math as m` → ("m", "math")).
    pub fn module_aliases(&self) -> Vec<(String, String)> {
        let globals = self.bound_globals().into_iter();
        globals
            .filter_map(|(n, v)| match v {
                Value::Module(m) => Some((n, m.name.to_string())),
                _ => None,
            })
            .collect()
    }

    /// Everything written so far (capture sink only).
    pub fn take_output(&mut self) -> String {
        self.interp.out.take_buffer()
    }

    pub fn write(&mut self, text: &str) {
        self.interp.out.write_str(text);
    }

    pub fn flush(&mut self) {
        self.interp.out.flush();
    }

    /// Session totals: (reads, cost) at the current bytes per element.
    pub fn totals(&self) -> (u64, u128) {
        let reads = self.entries.iter().map(|e| e.reads).sum();
        let cost = self.entries.iter().map(|e| self.cost_of(e)).fold(0u128, u128::saturating_add);
        (reads, cost)
    }

    fn cost_of(&self, e: &EntryRecord) -> u128 {
        e.depths.cost(self.bpe).saturating_add(e.fixed_cost)
    }

    // ----- entries -----

    /// Runs one complete entry (one or more statements) named `<entry N>`.
    pub fn entry(&mut self, text: &str) {
        self.entry_no += 1;
        let name = format!("<entry {}>", self.entry_no);
        self.run_text(&name, text, true);
    }

    /// Runs a file as one entry (`:load FILE`); one that cannot be read
    /// is said so.
    pub fn load(&mut self, path: &str) {
        match crate::sandbox::memory::read_program_source(std::path::Path::new(path)) {
            Ok(text) => self.load_text(path, &text),
            Err(why) => self.write(&format!("{why}\n")),
        }
    }

    /// Runs the text of the file `path` as one entry (`dmdpy repl FILE`).
    pub fn load_text(&mut self, path: &str, text: &str) {
        self.entry_no += 1;
        self.run_text(path, text, true);
    }

    fn run_text(&mut self, name: &str, text: &str, report: bool) {
        // Cost lines of entries priced in the background come first.
        self.collect_ready();
        // Each entry gets the whole step and time budget (a re-run's entries
        // share one), and, when the session's values fill the heap's, the
        // cycles nothing holds back and room for its first steps
        // (`memory::begin_entry`).
        if !self.replaying {
            self.interrupt.store(false, Ordering::Relaxed);
            crate::sandbox::restart();
        }
        if crate::sandbox::memory::at_budget() {
            crate::value::gc::collect();
        }
        crate::sandbox::memory::begin_entry();
        // The session keeps every entry's text (its tracebacks show it):
        // a text that does not fit the heap budget is not run, nor kept
        // (1,600 entries of 50 KB comments took 126 MiB at 32).
        if let Err(refused) = crate::sandbox::memory::reserve_source(name, text) {
            self.last_error = Some(refused.headline());
            return self.write(&format!("error: {}\n", refused.headline()));
        }
        let file = self.interp.sources.add(name, text);
        let stats_before = self.interp.record.stats.clone();
        let result = self.execute(text, file);
        let trace = self.scope.map(|scope| self.interp.machine.drain_events(scope)).unwrap_or_default();
        let Some(ended) = self.show_end(name, text, result) else { return };
        if let Some(limit) = ended.stopped {
            return self.unpriced(limit, report);
        }
        let entry = self.pending(name, text, file, trace.len(), report, &stats_before);
        match self.scope {
            Some(scope) => self.submit(scope, trace, entry, ended.interrupted),
            None => self.reference_line(entry, &stats_before),
        }
        self.interp.out.flush();
    }

    /// Shows what the entry printed and the error that stopped it, before
    /// any pricing; how it ended, or `None` when none of it ran.
    fn show_end(&mut self, name: &str, text: &str, result: Result<(), Failed>) -> Option<Ended> {
        let ended = match result {
            Ok(()) => {
                self.replayable.push((name.to_string(), text.to_string()));
                Some(Ended { stopped: None, interrupted: false })
            }
            Err(failed) => {
                self.raised += 1;
                self.last_error = Some(failed.diagnostic.message.clone());
                let rendered = crate::diag::render(&failed.diagnostic, &self.interp.sources, self.color);
                self.write(&rendered);
                failed.ran.then_some(Ended { stopped: failed.stopped, interrupted: failed.interrupted })
            }
        };
        self.interp.out.flush();
        ended
    }

    /// As `run` does: what a limit stopped is not priced (the clock or the
    /// memory is out). The session's stack keeps what it had; a value the
    /// entry left reachable is read later from below the whole stack, the
    /// deepest a read can be.
    fn unpriced(&mut self, limit: &str, report: bool) {
        let (_, total) = self.totals();
        let line = self.styled(&format!("not priced: the entry was stopped ({limit}) · total {total} without it"));
        self.write_if(report && self.show_costs, &line);
        self.interp.out.flush();
    }

    /// What the entry's cost line and record need besides its price.
    fn pending(
        &self,
        name: &str,
        text: &str,
        file: usize,
        events: usize,
        report: bool,
        before: &crate::driver::RunStats,
    ) -> Pending {
        let stats = &self.interp.record.stats;
        let label = match name.starts_with("<entry") {
            true => text.lines().find(|l| !l.trim().is_empty()).unwrap_or("").trim().to_string(),
            false => format!(":load {name}"),
        };
        Pending {
            no: self.entry_no,
            label,
            file,
            events,
            calls: stats.measurements - before.measurements,
            calls_cost: stats.cost.saturating_sub(before.cost),
            report,
            control: Arc::default(),
            detached: false,
        }
    }

    fn write_if(&mut self, shown: bool, text: &str) {
        if shown {
            self.write(text);
        }
    }

    /// Parses, resolves and runs an entry statement by statement, showing
    /// the value of each top-level expression statement.
    fn execute(&mut self, text: &str, file: usize) -> Result<(), Failed> {
        let unran =
            |diagnostic| Failed { diagnostic: Box::new(diagnostic), ran: false, stopped: None, interrupted: false };
        let mut module = crate::syntax::parse(text, file).map_err(unran)?;
        let known = self.globals.names.borrow().clone();
        crate::resolve::resolve_with_globals(&mut module, &known).map_err(unran)?;
        self.globals.grow_to(&module.globals);
        let mut frame = Frame::module(self.globals.clone());
        for stmt in &module.body {
            self.statement(stmt, &mut frame).map_err(|mut e| {
                if let Some(span) = e.cursor.or(e.span) {
                    e.traceback.push(TraceEntry { function: "<module>".into(), span });
                }
                // Ctrl-C is the user's own stop: what ran is priced (in
                // the background), as docs/repl.md promises.
                let interrupted = e.name == "KeyboardInterrupt";
                let stopped = crate::sandbox::unpriceable_stop(&e);
                Failed { diagnostic: Box::new(e.into_diagnostic()), ran: true, stopped, interrupted }
            })?;
        }
        Ok(())
    }

    fn statement(&mut self, stmt: &crate::syntax::ast::Stmt, frame: &mut Frame) -> RtResult<()> {
        // Expression statements echo their value (`Interpreter::echo_expressions`).
        self.interp.echo_expressions = true;
        let result = self.interp.exec_block(std::slice::from_ref(stmt), frame).map(|_| ());
        self.interp.echo_expressions = false;
        if let Some(value) = self.interp.last_echoed.take() {
            if let Some(slot) = self.globals.slot_of("_") {
                self.globals.values.borrow_mut()[slot] = Some(value);
            }
        }
        result
    }

    /// Reference: only measured calls are metered, priced by the calls
    /// themselves; the cost line says what they cost.
    fn reference_line(&mut self, entry: Pending, stats_before: &crate::driver::RunStats) {
        let reads = self.interp.record.stats.reads - stats_before.reads;
        let (calls, fixed_cost) = (entry.calls, entry.calls_cost);
        let record = EntryRecord { no: entry.no, label: entry.label, reads, depths: Depths::default(), fixed_cost };
        self.entries.push(record);
        self.last = None;
        let (_, total) = self.totals();
        let plural = if calls == 1 { "" } else { "s" };
        let line = self.styled(&format!(
            "cost {fixed_cost} · {reads} read{} · {calls} measured call{plural} · total {total}",
            plural_s(reads)
        ));
        self.write_if(entry.report && self.show_costs, &line);
    }

    /// Strict: hands the entry's events to the pricer and waits for its
    /// cost line, unless Ctrl-C stopped the entry (then it is priced in the
    /// background and the prompt comes back at once).
    fn submit(&mut self, scope: ScopeId, trace: crate::eventlog::trace::Trace, entry: Pending, interrupted: bool) {
        let no = entry.no;
        // Only the keys count here: no names are made.
        let reachable = match reach::reachable_keys(&self.interp.machine, scope, &self.globals) {
            Ok(keys) => keys,
            Err(e) => {
                // The session's values fill the heap budget: no room to price.
                return self.settle_as(entry, Err(e.name));
            }
        };
        let Some(pricer) = &mut self.pricer else { return };
        let want_ir = trace.len() <= IR_EVENT_LIMIT;
        let control = entry.control.clone();
        let deadline = crate::sandbox::deadline();
        pricer.submit(Job { no, trace, reachable, want_ir, deadline, control });
        self.pending.push_back(entry);
        if interrupted && self.detach() {
            return;
        }
        self.wait_for(no);
    }

    /// Waits until entry `no` is priced (printing the cost lines of those
    /// before it too); Ctrl-C leaves it to the background.
    fn wait_for(&mut self, no: usize) {
        while self.pending.front().is_some_and(|p| p.no <= no) {
            let Some(pricer) = &mut self.pricer else { return };
            match pricer.next(WAIT_SLICE) {
                Next::Reply(Reply::Priced { no, cost }) => self.settle(no, cost),
                Next::Reply(Reply::Stack(..)) => {}
                Next::Waiting => {
                    if self.interrupt.swap(false, Ordering::Relaxed) && self.detach() {
                        return;
                    }
                }
                Next::Idle => return self.lose_pending(),
            }
        }
    }

    /// Leaves every pending entry's pricing to the background and says so;
    /// false when the pricing cannot run beside the session.
    fn detach(&mut self) -> bool {
        if !self.pricer.as_ref().is_some_and(Pricer::in_background) {
            return false;
        }
        let mut which = Vec::new();
        for p in self.pending.iter_mut().filter(|p| !p.detached) {
            p.detached = true;
            p.control.detach();
            which.push(p.no.to_string());
        }
        if !which.is_empty() && self.show_costs {
            let plural = if which.len() == 1 { "y" } else { "ies" };
            let line = self.styled(&format!(
                "pricing entr{plural} {} in the background: the cost line follows when it is done",
                which.join(", ")
            ));
            self.write(&line);
        }
        self.flush();
        true
    }

    /// Prints the cost lines of the entries priced in the background that
    /// are done, without waiting.
    pub fn collect_ready(&mut self) {
        while !self.pending.is_empty() {
            let Some(pricer) = &mut self.pricer else { return };
            match pricer.next(Duration::ZERO) {
                Next::Reply(Reply::Priced { no, cost }) => self.settle(no, cost),
                Next::Reply(Reply::Stack(..)) => {}
                Next::Waiting => return,
                Next::Idle => return self.lose_pending(),
            }
        }
        self.flush();
    }

    /// Waits for every pending price (Ctrl-C stops the wait: false).
    fn catch_up(&mut self) -> bool {
        let Some(last) = self.pending.back().map(|p| p.no) else { return true };
        self.wait_for(last);
        if self.pending.is_empty() {
            return true;
        }
        let n = self.pending.len();
        self.write(&format!(
            "(entr{} still being priced: the totals leave {} out for now)\n",
            if n == 1 { "y" } else { "ies" },
            if n == 1 { "it" } else { "them" }
        ));
        false
    }

    /// The pricer answered nothing more (its thread is gone): what was
    /// waiting is not priced.
    fn lose_pending(&mut self) {
        while let Some(p) = self.pending.pop_front() {
            self.settle_as(p, Err("the pricer stopped"));
        }
    }

    /// Entry `no`'s price came: records it and prints its cost line.
    fn settle(&mut self, no: usize, cost: Result<EntryCost, &'static str>) {
        // Prices come in the order the entries were submitted.
        while let Some(p) = self.pending.pop_front() {
            if p.no == no {
                return self.settle_as(p, cost);
            }
            self.settle_as(p, Err("the pricer stopped"));
        }
    }

    fn settle_as(&mut self, entry: Pending, cost: Result<EntryCost, &'static str>) {
        let shown = entry.report && self.show_costs;
        // The record's map of reads by depth is as large as the entry's
        // histogram: asked of the budget, as the pricing's tables were.
        let cost = cost.and_then(|c| c.reads.ask_for_depths().map(|_| c).map_err(|_| "MemoryError"));
        let line = match cost {
            Ok(cost) => self.record(entry, cost),
            Err(why) => {
                let (_, total) = self.totals();
                let whose = if entry.detached { format!("entry {}: ", entry.no) } else { String::new() };
                format!("{whose}not priced: its pricing was stopped ({why}) · total {total} without it")
            }
        };
        let line = self.styled(&line);
        self.write_if(shown, &line);
    }

    /// Keeps a priced entry's record; returns its cost line.
    fn record(&mut self, entry: Pending, cost: EntryCost) -> String {
        let reads = cost.reads.count();
        let depths = cost.reads.depths();
        let record = EntryRecord { no: entry.no, label: entry.label, reads, depths, fixed_cost: 0 };
        let entry_cost = self.cost_of(&record);
        self.entries.push(record);
        self.live = cost.live;
        self.peak_live = self.peak_live.max(cost.peak_live);
        let (_, total) = self.totals();
        let whose =
            if entry.detached { format!("entry {} (priced in the background): ", entry.no) } else { String::new() };
        let mut line =
            format!("{whose}cost {entry_cost} · {reads} read{} · live {} · total {total}", plural_s(reads), cost.live);
        if entry.calls > 0 {
            let plural = if entry.calls == 1 { "" } else { "s" };
            line.push_str(&format!(
                " · {} measured call{plural} (cost {} alone, included)",
                entry.calls, entry.calls_cost
            ));
        }
        self.last = Some(LastEntry { no: entry.no, file: entry.file, cost, events: entry.events });
        line
    }

    fn styled(&self, line: &str) -> String {
        if self.dim {
            format!("{}\n", crate::diag::dimmed(line))
        } else {
            format!("{line}\n")
        }
    }

    // ----- commands -----

    /// Runs a `:command` line.
    pub fn command(&mut self, line: &str) -> Control {
        let mut words = line.split_whitespace();
        let head = words.next().unwrap_or(":");
        let args: Vec<&str> = words.collect();
        self.collect_ready();
        match head {
            ":help" | ":h" | ":?" => self.write(HELP),
            ":quit" | ":q" | ":exit" => return Control::Quit,
            ":cost" => self.cmd_cost(),
            ":stack" => match args.first().map(|a| a.parse::<usize>()) {
                None => self.cmd_stack(10),
                Some(Ok(n)) => self.cmd_stack(n),
                Some(Err(_)) => self.write("usage: :stack [N]  (N = how many blocks, from the top)\n"),
            },
            ":ir" => self.cmd_ir(),
            ":lines" => self.cmd_lines(),
            ":model" => match args.first().copied() {
                Some("strict") => self.restart(Model::Strict, true),
                Some("reference") => self.restart(Model::Reference, true),
                None => self.write(&format!("model {} (switch with :model strict|reference)\n", self.model.name())),
                Some(other) => self.write(&format!("unknown model '{other}': use :model strict or :model reference\n")),
            },
            ":bpe" => match args.first().map(|a| a.parse::<i64>()) {
                Some(Ok(n)) if n >= 1 => {
                    self.catch_up();
                    self.set_bytes_per_element(n);
                    let (_, total) = self.totals();
                    self.write(&format!("bytes per element {n} · total {total}\n"));
                }
                None => self.write(&format!("bytes per element {}\n", self.bpe)),
                _ => self.write("usage: :bpe N  (bytes per element, N ≥ 1)\n"),
            },
            ":reset" => {
                self.restart(self.model, false);
                self.write(&format!("session reset (model {})\n", self.model.name()));
            }
            ":load" => match args.first() {
                Some(path) => self.load(path),
                None => self.write("usage: :load FILE\n"),
            },
            other => {
                let known = COMMANDS.iter().map(|c| c.0).collect::<Vec<_>>().join(" ");
                self.write(&format!("unknown command '{other}'; commands: {known} (:help explains them)\n"));
            }
        }
        self.flush();
        Control::Continue
    }

    /// A fresh session with `model`; with `keep`, the earlier entries that
    /// ran without error are re-run silently so definitions survive, and
    /// the totals start again from zero.
    fn restart(&mut self, model: Model, keep: bool) {
        // The old session's prices are no longer wanted.
        for p in &self.pending {
            p.control.abandon();
        }
        let mut fresh = Session::with_flag(model, self.sink, self.interrupt.clone());
        fresh.dim = self.dim;
        fresh.color = self.color;
        fresh.show_costs = self.show_costs;
        fresh.set_limits(self.limits);
        fresh.set_bytes_per_element(self.bpe);
        // Flush what is pending before the old interpreter goes.
        self.interp.out.flush();
        let pending = self.interp.out.take_buffer();
        let (entry_no, raised) = (self.entry_no, self.raised);
        // The old session's values go before the entries run again, so
        // that they run under the whole memory budget, as they first did.
        let replayable = std::mem::take(&mut self.replayable);
        drop(std::mem::replace(self, fresh));
        let stopped = if keep { self.replay(&replayable) } else { None };
        (self.entry_no, self.raised) = (entry_no, raised);
        let replayed = self.replayable.len();
        self.write(&pending);
        if !keep {
            return;
        }
        let entries = |n: usize| format!("{n} earlier entr{}", if n == 1 { "y" } else { "ies" });
        let line = match stopped {
            None => format!("model {} · {} re-run silently · totals restart from 0\n", model.name(), entries(replayed)),
            Some((name, error)) => format!(
                "model {} · the re-run stopped at {name} ({error}): {} of {} re-run; what the others defined is \
                 gone · totals restart from 0\n",
                model.name(),
                replayed,
                entries(replayable.len()),
            ),
        };
        self.write(&line);
    }

    /// Re-runs `entries` silently, as one entry under the limits: the
    /// first that does not end well stops the re-run (the later ones may
    /// need what it defines, and past a limit none would run); its name
    /// and error.
    fn replay(&mut self, entries: &[(String, String)]) -> Option<(String, String)> {
        let saved = std::mem::replace(&mut self.interp.out, Output::Buffer(String::new()));
        self.interrupt.store(false, Ordering::Relaxed);
        crate::sandbox::restart();
        self.replaying = true;
        let mut stopped = None;
        for (name, text) in entries {
            let ran = self.replayable.len();
            self.last_error = None;
            self.run_text(name, text, false);
            if self.replayable.len() == ran {
                stopped = Some((name.clone(), self.last_error.take().unwrap_or_else(|| "an error".to_string())));
                break;
            }
        }
        self.replaying = false;
        self.interp.out = saved;
        self.entries.clear();
        self.last = None;
        stopped
    }

    fn cmd_cost(&mut self) {
        self.catch_up();
        let (reads, total) = self.totals();
        let mut out = format!(
            "session · model {} · {} entr{} · {reads} read{} · cost {total}",
            self.model.name(),
            self.entries.len(),
            if self.entries.len() == 1 { "y" } else { "ies" },
            plural_s(reads),
        );
        if self.scope.is_some() {
            out.push_str(&format!(" · live {} · peak live {}", self.live, self.peak_live));
        }
        out.push_str(&format!(" · bpe {}\n", self.bpe));
        if self.model == Model::Reference {
            let s = &self.interp.record.stats;
            out.push_str(&format!(
                "measured calls {} · reads {} · cost {} (reference meters only bytedmd/traced_eval calls)\n",
                s.measurements, s.reads, s.cost
            ));
        }
        let mut ranked: Vec<(u128, &EntryRecord)> = self.entries.iter().map(|e| (self.cost_of(e), e)).collect();
        ranked.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.no.cmp(&b.1.no)));
        let ranked: Vec<_> = ranked.into_iter().filter(|(c, _)| *c > 0).take(5).collect();
        if !ranked.is_empty() {
            out.push_str("costliest entries:\n");
            for (cost, e) in ranked {
                out.push_str(&format!(
                    "  [{}] cost {cost} · {} read{}  {}\n",
                    e.no,
                    e.reads,
                    plural_s(e.reads),
                    e.label
                ));
            }
        }
        self.write(&out);
    }

    fn cmd_stack(&mut self, n: usize) {
        let Some(scope) = self.scope else {
            self.write("the reference model keeps no session stack (only measured calls are metered)\n");
            return;
        };
        if !self.catch_up() {
            return;
        }
        // A block shown takes its names, its value's text and their
        // tables: the budget is asked for them before any is made.
        let n = n.min(self.live);
        if crate::sandbox::memory::reserve(n.saturating_mul(BYTES_PER_SHOWN_BLOCK)).is_err() {
            let line = format!("no room in the heap budget to list {n} blocks: ask for fewer (:stack N)\n");
            return self.write(&line);
        }
        let Some((live, keys)) = self.live_keys(n) else { return };
        // Only the blocks shown are named: naming every value of the
        // session would take memory in proportion to all of them.
        let wanted: HashSet<u32> = keys.iter().map(|&(_, k)| k).collect();
        let machine = &self.interp.machine;
        let show = |op: &crate::machine::Operand| scalar_text(machine.observe(op));
        let (reach, unnamed) = match reach::named(machine, scope, &self.globals, &wanted, &show) {
            Ok(reach) => (reach, false),
            Err(_) => (reach::Reach::default(), true),
        };
        let literals = self.literal_texts(scope, &wanted);
        self.write(&format!("{live} live block{} (top first)\n", plural_s(live as u64)));
        if unnamed {
            self.write("  (no names: the session's values leave no room in the heap budget to find them)\n");
        }
        if !keys.is_empty() {
            self.write("  depth  cost  block  value         names\n");
        }
        // Line by line: a long listing is written as it is made.
        for &(depth, key) in &keys {
            let names = match reach.names.get(&key) {
                Some(names) => names.join(", "),
                None if literals.contains_key(&key) => "<literal>".to_string(),
                None => String::new(),
            };
            let value = reach.texts.get(&key).or_else(|| literals.get(&key)).map_or("", String::as_str);
            let cost = read_cost(u64::from(depth), self.bpe);
            let line = format!("  {depth:>5}  {cost:>4}  v{key:<4}  {value:<12}  {names}\n");
            self.write(&line);
        }
        if live > keys.len() {
            self.write(&format!("  … {} more (:stack {live})\n", live - keys.len()));
        }
    }

    /// The shown values of the literals' blocks among `wanted`.
    fn literal_texts(&self, scope: ScopeId, wanted: &HashSet<u32>) -> std::collections::HashMap<u32, String> {
        let machine = &self.interp.machine;
        let mut texts = std::collections::HashMap::new();
        for op in machine.constants(scope) {
            if let Some(k) = machine.key_in(op.block(), scope).filter(|k| wanted.contains(k)) {
                texts.entry(k).or_insert_with(|| scalar_text(machine.observe(&op)));
            }
        }
        texts
    }

    fn cmd_ir(&mut self) {
        self.catch_up();
        let text = match &self.last {
            None => match self.model {
                Model::Strict => "no entry has run yet\n".to_string(),
                Model::Reference => {
                    "the reference model prices no REPL entries (use inspect_ir inside one)\n".to_string()
                }
            },
            Some(last) => match &last.cost.ir {
                None => format!(
                    "entry {} recorded {} events: too many to list (limit {IR_EVENT_LIMIT})\n",
                    last.no, last.events
                ),
                Some(ir) => {
                    // format_ir's total counts OP lines only (the tracer's
                    // rule); the entry's cost line counts every read.
                    let reads = last.cost.reads.count();
                    let cost = last.cost.reads.depths().cost(self.bpe);
                    match format_ir(ir) {
                        Ok(listing) => format!(
                            "{listing} (OP lines only, as format_ir counts)\n# the entry: {reads} reads, cost {cost} (its cost line)\n"
                        ),
                        Err(stopped) => format!("error: {}\n", stopped.headline()),
                    }
                }
            },
        };
        self.write(&text);
    }

    fn cmd_lines(&mut self) {
        self.catch_up();
        let Some(last) = &self.last else {
            self.write("no entry priced yet\n");
            return;
        };
        let per_line = last.cost.reads.per_line(self.bpe);
        if per_line.is_empty() {
            let text = format!("entry {}: no reads\n", last.no);
            self.write(&text);
            return;
        }
        let mut out = format!("entry {}: cost per line\n", last.no);
        out.push_str(&format!("  {:<12}  {:>6}  {:>8}  source\n", "line", "reads", "cost"));
        for (site, reads, cost) in per_line {
            let (file, line) = (site.file as usize, site.line);
            let text = crate::terminal::printable_line(self.interp.sources.line_text(file, line).trim_end());
            let place = if file == last.file {
                format!("{line}")
            } else {
                format!("{}:{line}", crate::terminal::printable(self.interp.sources.name(file)))
            };
            out.push_str(&format!("  {place:<12}  {reads:>6}  {cost:>8}  {text}\n"));
        }
        self.write(&out);
    }

    /// How many keys the session stack holds, and its top `n` live keys
    /// with their depths, top first, once every entry is priced (`None` if
    /// Ctrl-C stopped the wait).
    fn live_keys(&mut self, n: usize) -> Option<(usize, Vec<(u32, crate::eventlog::trace::Key)>)> {
        if !self.catch_up() {
            return None;
        }
        self.pricer.as_mut()?.ask_stack(n);
        loop {
            let pricer = self.pricer.as_mut()?;
            match pricer.next(WAIT_SLICE) {
                Next::Reply(Reply::Stack(live, keys)) => return Some((live, keys)),
                Next::Reply(Reply::Priced { no, cost }) => self.settle(no, cost),
                Next::Waiting if self.interrupt.swap(false, Ordering::Relaxed) => return None,
                Next::Waiting => {}
                Next::Idle => return None,
            }
        }
    }
}

fn plural_s(n: u64) -> &'static str {
    if n == 1 {
        ""
    } else {
        "s"
    }
}

/// The REPL commands and a one-line description (also for completion).
pub const COMMANDS: &[(&str, &str)] = &[
    (":help", "this text"),
    (":cost", "session totals and the costliest entries"),
    (":stack", "[N] the top N live blocks (default 10): depth, read cost, value, names"),
    (":ir", "the priced IR of the last entry (STORE / READ / OP lines, as format_ir, and the entry's total)"),
    (":lines", "the last entry's cost per source line"),
    (":model", "strict|reference  switch the cost model (re-runs earlier entries silently, totals restart)"),
    (":bpe", "N  bytes per element (re-prices the totals)"),
    (":reset", "forget every definition and restart metering"),
    (":load", "FILE  run a file as one entry"),
    (":quit", "leave (also Ctrl-D)"),
];

pub const HELP: &str = "\
dmdpy REPL: type .dmd (Python subset) statements; each entry shows its value
(repr, nothing for None) and a cost line:
  cost C · R reads · live L · total T
C is what the entry's reads cost (ceil(sqrt(depth)) per byte), R how many
values it read, L how many values stay on the stack after it, T the session
total. Blocks (def, if, for, while, open brackets) continue with `... ` and
end with a blank line.

Model strict (default): the whole session is one measurement; every scalar
is a block, every use a read. The future is unknown in a REPL, so a value
still reachable from a name (a global, through lists, tuples, dicts, sets,
closures, defaults, iterators) at the end of an entry stays live, and so
does each literal's block (a later entry may use it again); temporaries
leave the stack after their last read within the entry. Hence the same
program typed entry by entry costs at least as much as
`dmdpy run --model strict`, which sees the future and drops every value
after its last read. Showing a value at the prompt reads it, as print
would (its repr is made from what it holds).
Model reference: only bytedmd/traced_eval calls are metered, as in
bytedmd.py; the cost line shows their cost.

Commands:
  :help              this text
  :cost              session totals and the costliest entries
  :stack [N]         the top N live blocks (default 10): depth, read cost,
                     block, value and the names that refer to it
  :ir                the priced IR of the last entry (STORE / READ / OP)
  :lines             the last entry's cost per source line
  :model strict|reference
                     switch the model: restarts the session's metering (the
                     earlier entries are re-run silently so definitions
                     survive; totals restart from 0)
  :bpe N             bytes per element (re-prices the totals)
  :reset             forget every definition and restart metering
  :load FILE         run a file as one entry
  :quit              leave (also Ctrl-D); Ctrl-C cancels the input or a
                     running computation (what ran is priced in the
                     background; its cost line follows)
";

/// A scalar's repr, shortened for one `:stack` line.
fn scalar_text(s: &crate::scalar::Scalar) -> String {
    // Only what can show is made: a value may be a 100 MiB string.
    let text = crate::format::scalar_repr_prefix(s, 25);
    if text.chars().count() > 24 {
        let short: String = text.chars().take(22).collect();
        format!("{short}…")
    } else {
        text
    }
}
