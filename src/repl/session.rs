//! `Session`: one REPL session — an interpreter with persistent globals,
//! the session's measurement (strict) and its incremental stack, what each
//! entry cost, and the `:` commands. Knows nothing about terminals: text in
//! (`entry`, `command`), transcript out (the interpreter's `Output`).

use std::collections::{BTreeMap, HashSet};
use std::rc::Rc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

use crate::cost::incremental::{EntryReplay, IncrementalStack};
use crate::cost::{format_ir, read_cost};
use crate::diag::{Diagnostic, TraceEntry};
use crate::error::RtResult;
use crate::eval::{Interpreter, Limits, Output};
use crate::eventlog::trace::Trace;
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

/// An entry that failed: its diagnostic, whether any of it ran, and the
/// limit that stopped it when what ran cannot be priced.
struct Failed {
    diagnostic: Box<Diagnostic>,
    ran: bool,
    stopped: Option<&'static str>,
}

/// One priced entry, for `:cost`.
struct EntryRecord {
    no: usize,
    label: String,
    reads: u64,
    /// depth → number of reads at that depth (re-priced by `:bpe`).
    depths: BTreeMap<u32, u64>,
    /// Reference: the measured calls' cost (priced by the calls themselves).
    fixed_cost: u128,
}

/// The last entry, for `:ir` and `:lines`.
struct LastEntry {
    no: usize,
    file: usize,
    replay: EntryReplay,
    ir_kept: bool,
    events: usize,
}

pub struct Session {
    pub interp: Interpreter,
    globals: Rc<Globals>,
    /// Strict: the session's measurement (the whole session is one).
    scope: Option<ScopeId>,
    stack: IncrementalStack,
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
}

impl Session {
    pub fn new(model: Model, sink: Sink) -> Session {
        Session::with_flag(model, sink, Arc::new(AtomicBool::new(false)))
    }

    /// A session whose interpreter stops when `interrupt` is set (Ctrl-C).
    pub fn with_flag(model: Model, sink: Sink, interrupt: Arc<AtomicBool>) -> Session {
        let out = match sink {
            Sink::Stdout => Output::Stdout(std::io::BufWriter::new(std::io::stdout())),
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
        Session {
            interp,
            globals,
            scope,
            stack: IncrementalStack::new(),
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
        }
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
        e.depths.iter().fold(e.fixed_cost, |sum, (&d, &n)| {
            sum.saturating_add(read_cost(u64::from(d), self.bpe).saturating_mul(u128::from(n)))
        })
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
        match crate::source::read_source(std::path::Path::new(path), crate::source::MAX_SOURCE_BYTES) {
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
        let file = self.interp.sources.add(name, text);
        self.interrupt.store(false, Ordering::Relaxed);
        // Each entry gets the whole step and time budget.
        crate::sandbox::restart();
        let stats_before = self.interp.record.stats.clone();
        let mut trace = Trace::default();
        let result = self.execute(text, file);
        if let Some(scope) = self.scope {
            trace.append(&self.interp.machine.drain_events(scope));
        }
        self.interp.out.flush();
        let ran = !matches!(result, Err(Failed { ran: false, .. }));
        let mut stopped = None;
        match result {
            Ok(()) => self.replayable.push((name.to_string(), text.to_string())),
            Err(failed) => {
                let rendered = crate::diag::render(&failed.diagnostic, &self.interp.sources, self.color);
                self.write(&rendered);
                stopped = failed.stopped;
            }
        }
        if !ran {
            return;
        }
        let line = match stopped {
            // As `run` does: what a limit stopped is not priced (the clock
            // or the memory is out). The session's stack keeps what it
            // had; a value the entry left reachable is read later from
            // below the whole stack, the deepest a read can be.
            Some(limit) => {
                let (_, total) = self.totals();
                self.styled(&format!("not priced: the entry was stopped ({limit}) · total {total} without it"))
            }
            None => self.price(file, name, text, &trace, &stats_before),
        };
        if report && self.show_costs {
            self.write(&line);
        }
        self.interp.out.flush();
    }

    /// Parses, resolves and runs an entry statement by statement, showing
    /// the value of each top-level expression statement.
    fn execute(&mut self, text: &str, file: usize) -> Result<(), Failed> {
        let unran = |diagnostic| Failed { diagnostic: Box::new(diagnostic), ran: false, stopped: None };
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
                // Ctrl-C at the prompt's entry is the user's own stop:
                // what ran is priced, as the README promises.
                let stopped = crate::sandbox::unpriceable_stop(&e).filter(|&name| name != "KeyboardInterrupt");
                Failed { diagnostic: Box::new(e.into_diagnostic()), ran: true, stopped }
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

    /// Prices the entry's events; returns the cost line.
    fn price(
        &mut self,
        file: usize,
        name: &str,
        text: &str,
        trace: &Trace,
        stats_before: &crate::driver::RunStats,
    ) -> String {
        let stats = self.interp.record.stats.clone();
        let calls = stats.measurements - stats_before.measurements;
        let calls_cost = stats.cost.saturating_sub(stats_before.cost);
        let plural = if calls == 1 { "" } else { "s" };
        let label = if name.starts_with("<entry") {
            text.lines().find(|l| !l.trim().is_empty()).unwrap_or("").trim().to_string()
        } else {
            format!(":load {name}")
        };
        let mut line = match self.scope {
            Some(scope) => {
                let reach = reach::reachable(
                    &self.interp.machine,
                    scope,
                    &self.globals,
                    Some(&|op| scalar_text(self.interp.machine.observe(op))),
                );
                let want_ir = trace.len() <= IR_EVENT_LIMIT;
                let replay = self.stack.price_entry(trace, &reach.keys, want_ir);
                let mut depths = BTreeMap::new();
                for &d in &replay.depths {
                    *depths.entry(d).or_insert(0u64) += 1;
                }
                let reads = replay.depths.len() as u64;
                let record = EntryRecord { no: self.entry_no, label, reads, depths, fixed_cost: 0 };
                let cost = self.cost_of(&record);
                self.entries.push(record);
                let (_, total) = self.totals();
                let live = replay.live;
                let events = trace.len();
                self.last = Some(LastEntry { no: self.entry_no, file, ir_kept: want_ir, events, replay });
                format!("cost {cost} · {reads} read{} · live {live} · total {total}", plural_s(reads))
            }
            None => {
                // Reference: only measured calls are metered.
                let reads = stats.reads - stats_before.reads;
                let depths = BTreeMap::new();
                self.entries.push(EntryRecord { no: self.entry_no, label, reads, depths, fixed_cost: calls_cost });
                self.last = None;
                let (_, total) = self.totals();
                format!(
                    "cost {calls_cost} · {reads} read{} · {calls} measured call{plural} · total {total}",
                    plural_s(reads)
                )
            }
        };
        if self.scope.is_some() && calls > 0 {
            line.push_str(&format!(" · {calls} measured call{plural} (cost {calls_cost} alone, included)"));
        }
        self.styled(&line)
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
        let mut fresh = Session::with_flag(model, self.sink, self.interrupt.clone());
        fresh.dim = self.dim;
        fresh.color = self.color;
        fresh.show_costs = self.show_costs;
        fresh.set_limits(self.limits);
        fresh.set_bytes_per_element(self.bpe);
        // Flush what is pending before the old interpreter goes.
        self.interp.out.flush();
        let pending = self.interp.out.take_buffer();
        if keep {
            let saved = std::mem::replace(&mut fresh.interp.out, Output::Buffer(String::new()));
            for (name, text) in &self.replayable {
                fresh.run_text(name, text, false);
            }
            fresh.interp.out = saved;
            fresh.entries.clear();
            fresh.last = None;
        }
        fresh.entry_no = self.entry_no;
        let replayed = fresh.replayable.len();
        *self = fresh;
        self.write(&pending);
        if keep {
            self.write(&format!(
                "model {} · {replayed} earlier entr{} re-run silently · totals restart from 0\n",
                model.name(),
                if replayed == 1 { "y" } else { "ies" }
            ));
        }
    }

    fn cmd_cost(&mut self) {
        let (reads, total) = self.totals();
        let mut out = format!(
            "session · model {} · {} entr{} · {reads} read{} · cost {total}",
            self.model.name(),
            self.entries.len(),
            if self.entries.len() == 1 { "y" } else { "ies" },
            plural_s(reads),
        );
        if self.scope.is_some() {
            out.push_str(&format!(" · live {} · peak live {}", self.stack.len(), self.stack.peak_live()));
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
        let reach = reach::reachable(
            &self.interp.machine,
            scope,
            &self.globals,
            Some(&|op| scalar_text(self.interp.machine.observe(op))),
        );
        let keys = self.stack.keys_top_first();
        let values = self.key_values(scope);
        let mut out = format!("{} live block{} (top first)\n", keys.len(), plural_s(keys.len() as u64));
        if !keys.is_empty() {
            out.push_str("  depth  cost  block  value         names\n");
        }
        for &(depth, key) in keys.iter().take(n) {
            let names = match reach.names.get(&key) {
                Some(names) => names.join(", "),
                None if values.1.contains(&key) => "<literal>".to_string(),
                None => String::new(),
            };
            let value = values.0.get(&key).cloned().unwrap_or_default();
            let cost = read_cost(u64::from(depth), self.bpe);
            out.push_str(&format!("  {depth:>5}  {cost:>4}  v{key:<4}  {value:<12}  {names}\n"));
        }
        if keys.len() > n {
            out.push_str(&format!("  … {} more (:stack {})\n", keys.len() - n, keys.len()));
        }
        self.write(&out);
    }

    /// Values of the session's blocks reachable from globals, and the literal keys.
    fn key_values(&self, scope: ScopeId) -> (std::collections::HashMap<u32, String>, HashSet<u32>) {
        let mut map = std::collections::HashMap::new();
        let mut stack: Vec<Value> = self.globals.values.borrow().iter().flatten().cloned().collect();
        let mut seen = HashSet::new();
        while let Some(v) = stack.pop() {
            match &v {
                Value::Scalar(op) => {
                    if let Some(k) = self.interp.machine.key_in(op.block(), scope) {
                        map.entry(k).or_insert_with(|| scalar_text(self.interp.machine.observe(op)));
                    }
                }
                Value::List(l) if seen.insert(Rc::as_ptr(l) as usize) => stack.extend(l.borrow().iter().cloned()),
                Value::Tuple(t) if seen.insert(Rc::as_ptr(t) as usize) => stack.extend(t.iter().cloned()),
                Value::Dict(d) | Value::Set(d) if seen.insert(Rc::as_ptr(d) as usize) => {
                    for (k, val) in d.borrow().iter() {
                        stack.push(k.clone());
                        stack.push(val.clone());
                    }
                }
                Value::Function(f) if seen.insert(Rc::as_ptr(f) as usize) => {
                    stack.extend(f.defaults.iter().cloned());
                    stack.extend(f.closure.iter().filter_map(|c| c.borrow().clone()));
                }
                _ => {}
            }
        }
        let mut literals = HashSet::new();
        for op in self.interp.machine.constants(scope) {
            if let Some(k) = self.interp.machine.key_in(op.block(), scope) {
                map.entry(k).or_insert_with(|| scalar_text(self.interp.machine.observe(&op)));
                literals.insert(k);
            }
        }
        (map, literals)
    }

    fn cmd_ir(&mut self) {
        match &self.last {
            None => self.write(match self.model {
                Model::Strict => "no entry has run yet\n",
                Model::Reference => "the reference model prices no REPL entries (use inspect_ir inside one)\n",
            }),
            Some(last) if !last.ir_kept => {
                let text = format!(
                    "entry {} recorded {} events: too many to list (limit {IR_EVENT_LIMIT})\n",
                    last.no, last.events
                );
                self.write(&text);
            }
            Some(last) => {
                // format_ir's total counts OP lines only (the tracer's
                // rule); the entry's cost line counts every read.
                let reads = last.replay.depths.len();
                let cost = crate::cost::trace_cost(&last.replay.depths, self.bpe);
                let text = format!(
                    "{} (OP lines only, as format_ir counts)\n# the entry: {reads} reads, cost {cost} (its cost line)\n",
                    format_ir(&last.replay.ir)
                );
                self.write(&text);
            }
        }
    }

    fn cmd_lines(&mut self) {
        let Some(last) = &self.last else {
            self.write("no entry priced yet\n");
            return;
        };
        let mut per_line: BTreeMap<(u32, u32), (u64, u128)> = BTreeMap::new();
        for (&d, site) in last.replay.depths.iter().zip(&last.replay.sites) {
            let slot = per_line.entry((site.file, site.line)).or_default();
            slot.0 += 1;
            slot.1 = slot.1.saturating_add(read_cost(u64::from(d), self.bpe));
        }
        if per_line.is_empty() {
            let text = format!("entry {}: no reads\n", last.no);
            self.write(&text);
            return;
        }
        let mut out = format!("entry {}: cost per line\n", last.no);
        out.push_str(&format!("  {:<12}  {:>6}  {:>8}  source\n", "line", "reads", "cost"));
        for ((file, line), (reads, cost)) in per_line {
            let text = crate::terminal::printable_line(self.interp.sources.line_text(file as usize, line).trim_end());
            let place = if file as usize == last.file {
                format!("{line}")
            } else {
                format!("{}:{line}", crate::terminal::printable(self.interp.sources.name(file as usize)))
            };
            out.push_str(&format!("  {place:<12}  {reads:>6}  {cost:>8}  {text}\n"));
        }
        self.write(&out);
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
after its last read. Showing a value at the prompt is free (not a read).
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
                     running computation
";

/// A scalar's repr, shortened for one `:stack` line.
fn scalar_text(s: &crate::scalar::Scalar) -> String {
    let text = crate::format::scalar_repr(s);
    if text.chars().count() > 24 {
        let short: String = text.chars().take(22).collect();
        format!("{short}…")
    } else {
        text
    }
}
