//! The tree-walking interpreter. `Interpreter` owns the machine (metering),
//! the loaded sources, the output sink, imported modules and the resource
//! limits; it walks the resolved AST in CPython's evaluation order.
//! Statements live here; expressions, calls, assignment targets, operators
//! and iteration have a file each under `eval/`. Every use of a scalar
//! goes through `self.machine`, which records the read.

pub mod assign;
pub mod call;
pub mod constfold;
pub mod displays;
pub mod expr;
pub mod iter;
pub mod operators;
pub mod plain;
mod registers;
pub mod tables;

use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;

use crate::error::{At, Exception, RtResult};
use crate::machine::{Held, Machine, Model};
use crate::pyrandom::Random;
use crate::source::{Site, SourceMap, Span};
use crate::syntax::ast::{Expr, ExprKind, Module, Name, Slot, Stmt, StmtKind};
use crate::value::frame::Frame;
use crate::value::{Globals, Iter, ModuleObj, Value};

/// How a statement finished.
pub enum Flow {
    Normal,
    Break,
    Continue,
    Return(Value),
}

pub use crate::sandbox::Limits;

/// Where `print` writes.
pub enum Output {
    /// A pipe or a file: in blocks, as CPython writes there.
    Stdout(std::io::BufWriter<std::io::Stdout>),
    /// A terminal: line by line, as CPython writes there, so a long run
    /// shows its progress as it prints it (with the progress line hidden
    /// while it writes).
    Terminal(std::io::Stdout),
    /// `run --json -`: stdout carries the report alone.
    Stderr(std::io::BufWriter<std::io::Stderr>),
    Buffer(String),
}

impl Output {
    /// The process's stdout, buffered as CPython buffers it there.
    pub fn stdout() -> Output {
        use std::io::IsTerminal;
        let stdout = std::io::stdout();
        match stdout.is_terminal() {
            true => Output::Terminal(stdout),
            false => Output::Stdout(std::io::BufWriter::new(stdout)),
        }
    }

    /// Writes `text`. A failure is not the program's (CPython would
    /// raise only at exit, when the buffer is flushed): it is remembered
    /// for the command's exit code (`terminal::note`).
    pub fn write_str(&mut self, text: &str) {
        use crate::terminal::{note, Stream};
        use std::io::Write;
        match self {
            Output::Stdout(w) => {
                let _ = note(Stream::Stdout, w.write_all(text.as_bytes()));
            }
            Output::Terminal(w) => {
                // `Stdout` itself writes a line as soon as it is complete.
                let _ = crate::terminal::progress::suspend(|| note(Stream::Stdout, w.write_all(text.as_bytes())));
            }
            Output::Stderr(w) => {
                let _ = note(Stream::Stderr, w.write_all(text.as_bytes()));
            }
            Output::Buffer(b) => b.push_str(text),
        }
    }

    pub fn flush(&mut self) {
        use crate::terminal::{note, Stream};
        use std::io::Write;
        match self {
            Output::Stdout(w) => {
                let _ = note(Stream::Stdout, w.flush());
            }
            Output::Terminal(w) => {
                let _ = note(Stream::Stdout, w.flush());
            }
            Output::Stderr(w) => {
                let _ = note(Stream::Stderr, w.flush());
            }
            Output::Buffer(_) => {}
        }
    }

    pub fn take_buffer(&mut self) -> String {
        match self {
            Output::Buffer(b) => std::mem::take(b),
            Output::Stdout(_) | Output::Terminal(_) | Output::Stderr(_) => String::new(),
        }
    }
}

pub struct Interpreter {
    pub machine: Machine,
    pub sources: SourceMap,
    pub out: Output,
    /// The source line of the statement being executed: every read is
    /// attributed to it.
    pub site: Site,
    modules: HashMap<Rc<str>, Rc<ModuleObj>>,
    /// The module-level `random` generator.
    pub random: Rc<crate::value::RandomObj>,
    /// Where generators made without a seed get theirs: the OS (`None`,
    /// as CPython), or this generator (`score`, so every score reproduces).
    unseeded: Option<Random>,
    /// The addresses `repr` has shown, by real address: numbered in the
    /// order shown, so no output depends on where the allocator put an
    /// object (ASLR would make scores unreproducible).
    shown_addresses: HashMap<usize, usize>,
    /// .dmd modules that can be imported, by name → source text.
    pub stdlib: fn(&str) -> Option<&'static str>,
    /// The program run's sibling `NAME.dmd` files, importable ahead of
    /// `stdlib/`.
    pub siblings: Option<crate::stdlib::Siblings>,
    /// The modules named so far, in order: module `i`'s block is
    /// `Machine::named(MODULE_IDS + i)`.
    module_ids: Vec<Rc<str>>,
    /// Modules whose body is running: importing one again is circular.
    importing: Vec<Rc<str>>,
    /// What each open measurement has wrapped (the tracer's identity memo).
    pub wrap_memos: HashMap<crate::machine::ScopeId, operators::WrapMemo>,
    /// What the run's measured calls leave for its report (written by
    /// the `bytedmd` builtin, read by the driver; never by evaluation).
    pub record: crate::cost::record::RunRecord,
    /// The `def`s of every loaded module, for per-function attribution.
    pub functions: Vec<crate::syntax::functions::FunctionRange>,
    /// The REPL: echo the repr of expression statements run outside any
    /// function (as CPython's interactive mode does), without metering it.
    pub echo_expressions: bool,
    /// The last value echoed (not None): the REPL binds it to `_`.
    pub last_echoed: Option<Value>,
}

/// `Machine::named`'s ids of modules start here, above every builtin's.
const MODULE_IDS: u32 = 1 << 20;

impl Interpreter {
    pub fn new(model: Model, out: Output) -> Interpreter {
        Interpreter {
            machine: Machine::new(model),
            sources: SourceMap::new(),
            out,
            site: Site::default(),
            modules: HashMap::new(),
            random: Rc::new(crate::value::RandomObj::new(Random::from_entropy(), crate::machine::Header::NONE)),
            unseeded: None,
            shown_addresses: HashMap::new(),
            stdlib: crate::stdlib::source_of,
            siblings: None,
            module_ids: Vec::new(),
            importing: Vec::new(),
            wrap_memos: HashMap::new(),
            record: Default::default(),
            functions: Vec::new(),
            echo_expressions: false,
            last_echoed: None,
        }
    }

    /// Runs a resolved module body with fresh globals named `module_name`.
    pub fn run_module(&mut self, module: &Module, module_name: &str) -> RtResult<Rc<Globals>> {
        let globals = Rc::new(Globals {
            module_name: Rc::from(module_name),
            names: RefCell::new(module.globals.clone()),
            values: RefCell::new(vec![None; module.globals.len()]),
        });
        if let Some(slot) = globals.slot_of("__name__") {
            let name = Value::Scalar(self.machine.plain(crate::scalar::Scalar::str(module_name)));
            globals.values.borrow_mut()[slot] = Some(name);
        }
        if let Some(first) = module.body.first() {
            let file = first.span.file;
            self.functions.extend(crate::syntax::functions::function_ranges(module, file, &self.sources));
        }
        let mut frame = Frame::module(globals.clone());
        self.exec_block(&module.body, &mut frame)?;
        Ok(globals)
    }

    /// Counts one step against the thread's sandbox (every limit that
    /// running longer can reach).
    #[inline]
    pub fn tick(&mut self) -> RtResult<()> {
        crate::sandbox::poll()
    }

    /// Seeds, from `seed`, the module-level generator and every generator
    /// the program makes or reseeds without a seed of its own.
    pub fn set_unseeded(&mut self, seed: num_bigint::BigInt) {
        let mut source = Random::new(&seed);
        *self.random.borrow_mut() = Random::new(&source.getrandbits(128).unwrap_or_default());
        self.unseeded = Some(source);
    }

    /// The address `repr` shows for the object at `real`: the same for the
    /// same object, different for objects alive together, and the same on
    /// every run (a real address is reused only after its object is gone,
    /// as CPython's ids are).
    pub fn shown_address(&mut self, real: usize) -> usize {
        let next = 0x7f00_0000_0000 + 0x40 * (self.shown_addresses.len() + 1);
        *self.shown_addresses.entry(real).or_insert(next)
    }

    /// A generator for `random.Random()` or `random.seed()` without a seed.
    pub fn fresh_random(&mut self) -> Random {
        match &mut self.unseeded {
            Some(source) => Random::new(&source.getrandbits(128).unwrap_or_default()),
            None => Random::from_entropy(),
        }
    }

    /// Installs `limits` for the program this interpreter runs on this
    /// thread (steps and the clock start again).
    pub fn set_limits(&mut self, limits: Limits) {
        crate::sandbox::install(limits);
    }

    pub fn exec_block(&mut self, body: &[Stmt], frame: &mut Frame) -> RtResult<Flow> {
        for stmt in body {
            match self.exec_stmt(stmt, frame)? {
                Flow::Normal => {}
                other => return Ok(other),
            }
        }
        Ok(Flow::Normal)
    }

    fn exec_stmt(&mut self, stmt: &Stmt, frame: &mut Frame) -> RtResult<Flow> {
        self.site = Site { file: stmt.span.file, line: stmt.line };
        self.tick().at(stmt.span)?;
        match &stmt.kind {
            StmtKind::Expr(e) => {
                let value = self.eval(e, frame)?;
                if self.echo_expressions && crate::sandbox::depth() == 0 {
                    self.echo(&value).at(stmt.span)?;
                }
            }
            StmtKind::Assign { targets, value } => match targets.as_slice() {
                [target] if self.try_plain_assign(target, value, frame) => {}
                [target] if self.try_registers_assign(target, value, frame) => {}
                [target] => {
                    let v = self.eval(value, frame)?;
                    self.assign(target, v, frame)?;
                }
                targets => {
                    // `a = b = v`: `v` goes into `a`, then a copy of it
                    // into `b` (from `a`'s block).
                    let v = self.eval(value, frame)?;
                    let copies = v.clone();
                    let mut v = Some(v);
                    for t in targets {
                        self.assign(t, v.take().unwrap_or_else(|| copies.clone()), frame)?;
                    }
                }
            },
            StmtKind::AugAssign { target, op, value } => self.aug_assign(target, *op, value, frame)?,
            StmtKind::If { test, body, orelse } => {
                let branch = if self.eval_cond(test, frame)? { body } else { orelse };
                return self.exec_block(branch, frame);
            }
            StmtKind::While { test, body, orelse } => return self.exec_while(test, body, orelse, frame),
            StmtKind::For { target, iter, body, orelse } => return self.exec_for(target, iter, body, orelse, frame),
            StmtKind::Break => return Ok(Flow::Break),
            StmtKind::Continue => return Ok(Flow::Continue),
            StmtKind::Pass => {}
            StmtKind::Return(value) => {
                let v = match value {
                    Some(e) => self.eval_returned(e, frame)?,
                    None => self.none(),
                };
                return Ok(Flow::Return(v));
            }
            StmtKind::Assert { test, msg } => self.exec_assert(test, msg.as_deref(), stmt.span, frame)?,
            StmtKind::Raise(value) => return Err(self.exec_raise(value.as_ref(), stmt.span, frame)),
            StmtKind::Del(targets) => {
                for t in targets {
                    self.delete(t, frame)?;
                }
            }
            StmtKind::FunctionDef(def) => {
                let function = self.make_function(def, frame)?;
                self.store_name(&def.name, function, frame);
            }
            StmtKind::Global(_) | StmtKind::Nonlocal(_) => {}
            StmtKind::Import { module, alias } => {
                let m = self.import(module).at(stmt.span)?;
                let m = self.module_value(m);
                self.store_name(alias, m, frame);
            }
            StmtKind::ImportFrom { module, names } => {
                let m = self.import(module).at(stmt.span)?;
                for (member, alias) in names {
                    let v = self.module_member(&m, member).at(alias.span)?;
                    self.store_name(alias, v, frame);
                }
            }
        }
        Ok(Flow::Normal)
    }

    /// The value a `return` hands back. A plain local dies with the frame,
    /// so its value moves to the caller's place; any other value sits in a
    /// place that outlives the call and is copied when the caller puts it
    /// somewhere.
    pub fn eval_returned(&mut self, expr: &Expr, frame: &mut Frame) -> RtResult<Value> {
        if let ExprKind::Name(Name { slot: Slot::Local(slot), .. }) = &expr.kind {
            if let Some(v) = frame.locals[*slot as usize].take() {
                return Ok(self.released(v));
            }
        }
        self.eval(expr, frame)
    }

    fn exec_while(&mut self, test: &Expr, body: &[Stmt], orelse: &[Stmt], frame: &mut Frame) -> RtResult<Flow> {
        let header = self.site;
        loop {
            // The test's reads belong to the `while` line, not the body's last.
            self.site = header;
            if !self.eval_cond(test, frame)? {
                return self.exec_block(orelse, frame);
            }
            match self.exec_block(body, frame)? {
                Flow::Break => return Ok(Flow::Normal),
                Flow::Return(v) => return Ok(Flow::Return(v)),
                Flow::Normal | Flow::Continue => {}
            }
            self.tick().at(test.span)?;
        }
    }

    fn exec_for(
        &mut self,
        target: &Expr,
        iter: &Expr,
        body: &[Stmt],
        orelse: &[Stmt],
        frame: &mut Frame,
    ) -> RtResult<Flow> {
        let iterable = self.eval(iter, frame)?;
        let mut it = self.make_iter(iterable).at(iter.span)?;
        let header = self.site;
        loop {
            self.site = header;
            if !self.next_into(target, &mut it, iter.span, frame)? {
                break;
            }
            match self.exec_block(body, frame)? {
                Flow::Break => return Ok(Flow::Normal),
                Flow::Return(v) => return Ok(Flow::Return(v)),
                Flow::Normal | Flow::Continue => {}
            }
        }
        self.exec_block(orelse, frame)
    }

    /// One step of a `for`: the next item assigned to `target`; false when
    /// `it` is exhausted. A range into a plain local makes each int in the
    /// local's slot (the steps `iter_next` and `assign` take, without
    /// passing the value back).
    #[inline]
    fn next_into(&mut self, target: &Expr, it: &mut Iter, span: Span, frame: &mut Frame) -> RtResult<bool> {
        if let (ExprKind::Name(Name { slot: Slot::Local(slot), .. }), Iter::Range { .. }) = (&target.kind, &*it) {
            crate::sandbox::poll().at(span)?;
            return Ok(self.range_next_into(it, &mut frame.locals[*slot as usize]));
        }
        let Some(item) = self.iter_next(it).at(span)? else { return Ok(false) };
        self.assign(target, item, frame)?;
        Ok(true)
    }

    fn exec_assert(&mut self, test: &Expr, msg: Option<&Expr>, span: Span, frame: &mut Frame) -> RtResult<()> {
        if self.eval_cond(test, frame)? {
            return Ok(());
        }
        let message = match msg {
            Some(m) => {
                let v = self.eval(m, frame)?;
                self.to_str(&v)?
            }
            None => String::new(),
        };
        let mut e = Exception::new("AssertionError", message);
        e.span = Some(span);
        Err(e)
    }

    fn exec_raise(&mut self, value: Option<&Expr>, span: Span, frame: &mut Frame) -> Box<Exception> {
        let mut e = match value {
            None => Exception::new("RuntimeError", "No active exception to reraise"),
            Some(expr) => match self.eval(expr, frame) {
                Err(e) => return e,
                Ok(v @ Value::Exception(_)) => {
                    let Value::Exception(obj) = &v else { unreachable!() };
                    match self.to_str(&v) {
                        Ok(message) => Exception::new(obj.name, message),
                        Err(e) => return e,
                    }
                }
                Ok(Value::Builtin(b)) if matches!(*b, crate::builtins::Builtin::Exception(_)) => {
                    let crate::builtins::Builtin::Exception(i) = *b else { unreachable!() };
                    Exception::new(crate::error::EXCEPTION_NAMES[i as usize], "")
                }
                Ok(_) => Exception::type_error("exceptions must derive from BaseException"),
            },
        };
        e.span = Some(span);
        e
    }

    /// Imports a native module or a .dmd module from `stdlib/` (once).
    pub fn import(&mut self, name: &str) -> RtResult<Rc<ModuleObj>> {
        if let Some(m) = self.modules.get(name) {
            return Ok(m.clone());
        }
        if name == "random" && self.random.state() == crate::machine::Header::NONE {
            // The module's generator has a state from here on, which its
            // first draw reads (nothing about it is free to learn).
            self.random.set_state(self.machine.header());
        }
        let module = match name {
            "math" | "random" | "bytedmd" => {
                Rc::new(ModuleObj { name: Rc::from(name), kind: crate::value::ModuleKind::Native })
            }
            _ => self.import_dmd(name)?,
        };
        self.modules.insert(Rc::from(name), module.clone());
        Ok(module)
    }

    fn import_dmd(&mut self, name: &str) -> RtResult<Rc<ModuleObj>> {
        if self.importing.iter().any(|m| &**m == name) {
            return Err(Exception::new("ImportError", format!("cannot import '{name}': circular import")));
        }
        let sibling = match &self.siblings {
            Some(siblings) => siblings.source_of(name)?,
            None => None,
        };
        let (path, text) = match sibling {
            Some(found) => found,
            None => match (self.stdlib)(name) {
                Some(text) => (format!("stdlib/{name}.dmd"), text.to_string()),
                None => {
                    return Err(Exception::new(
                        "ModuleNotFoundError",
                        format!(
                            "No module named '{name}' (.dmd can import math, random, bytedmd, the modules of stdlib/ and the program's sibling .dmd files)"
                        ),
                    ))
                }
            },
        };
        crate::sandbox::memory::reserve_source(&path, &text)?;
        let file = self.sources.add(path, text.as_str());
        let mut module = crate::syntax::parse(&text, file)
            .map_err(|d| Exception::new("ImportError", format!("cannot import '{name}': {}", d.message)))?;
        crate::resolve::resolve_module(&mut module)
            .map_err(|d| Exception::new("ImportError", format!("cannot import '{name}': {}", d.message)))?;
        let saved_site = self.site;
        self.importing.push(Rc::from(name));
        let globals = self.run_module(&module, name);
        self.importing.pop();
        let globals = globals?;
        self.site = saved_site;
        Ok(Rc::new(ModuleObj { name: Rc::from(name), kind: crate::value::ModuleKind::Dmd(globals) }))
    }

    pub fn module_member(&mut self, module: &ModuleObj, member: &str) -> RtResult<Value> {
        match &module.kind {
            crate::value::ModuleKind::Native => {
                crate::builtins::native_member(self, &module.name, member).ok_or_else(|| {
                    Exception::new("ImportError", format!("cannot import name '{member}' from '{}'", module.name))
                })
            }
            crate::value::ModuleKind::Dmd(globals) => globals.get(member).ok_or_else(|| {
                Exception::new("ImportError", format!("cannot import name '{member}' from '{}'", module.name))
            }),
        }
    }

    /// The REPL's display of a value: its repr, nothing for None. Showing a
    /// value reveals it, so it is formatted (and read) as `repr()` would be.
    fn echo(&mut self, value: &Value) -> RtResult<()> {
        if value.scalar_kind() == Some(crate::machine::Kind::None) {
            return Ok(());
        }
        let mut text = self.to_repr(value)?;
        text.push('\n');
        self.write(&text);
        self.last_echoed = Some(value.clone());
        Ok(())
    }

    /// `value` put into a place (a name, an element, a parameter, a
    /// default, a cell): a fresh scalar moves in, any other is copied
    /// (`Machine::place`).
    #[inline(always)]
    pub fn place(&self, value: Value) -> Value {
        match value {
            Value::Scalar(op) => Value::Scalar(self.machine.place(self.site, op)),
            mut object => {
                self.machine.place_all(self.site, &mut [object.slot()]);
                object
            }
        }
    }

    /// `place` of a key this instruction has just hashed, which read it:
    /// a copy is not read again (`Machine::place_read`).
    pub fn place_hashed(&self, mut key: Value) -> Value {
        self.machine.place_read(key.slot());
        key
    }

    /// `values` put into places by one instruction (`Machine::place_all`).
    pub fn place_all(&self, values: &mut [Value]) -> RtResult<()> {
        self.place_each(values.iter_mut())
    }

    /// `place_all` of values where they lie. Strict sees them all at once,
    /// as slots beside the values: asked of the heap budget first
    /// (`PLACING_BYTES`: a new list of copies takes three times as much
    /// again while it is placed).
    pub fn place_each<'v>(&self, values: impl IntoIterator<Item = &'v mut Value>) -> RtResult<()> {
        if self.machine.model() == Model::Reference {
            // Places are strict's: the reference model has none to fill.
            return Ok(());
        }
        self.machine.place_all(self.site, &mut slots_of(values)?);
        Ok(())
    }

    /// Copies of `values` no place holds yet, made by one instruction
    /// (`Machine::copy_all`): a measured call's arguments, copied by its
    /// caller.
    pub fn copy_all(&self, values: &mut [Value]) -> RtResult<()> {
        self.machine.copy_all(self.site, &mut slots_of(values.iter_mut())?);
        Ok(())
    }

    /// A value whose place dies now (`Machine::released`): the place it
    /// goes to next takes it over.
    pub fn released(&self, value: Value) -> Value {
        match value {
            Value::Scalar(op) => Value::Scalar(self.machine.released(op)),
            mut object => {
                self.machine.release(object.slot());
                object
            }
        }
    }

    /// `obj` under a new reference (`Machine::reference`): a new object.
    pub fn held<T>(&self, obj: T) -> crate::machine::Held<T> {
        crate::machine::Held::new(obj, self.machine.reference())
    }

    /// A builtin as its name refers to it: its block in this measurement
    /// (`Machine::named`), as a literal's.
    pub fn builtin_value(&self, builtin: crate::builtins::Builtin) -> Value {
        Value::Builtin(crate::machine::Held::new(builtin, self.machine.named(builtin.id())))
    }

    /// A module as its name refers to it, as `builtin_value`.
    pub fn module_value(&mut self, module: Rc<ModuleObj>) -> Value {
        let known = self.module_ids.iter().position(|name| **name == *module.name);
        let index = known.unwrap_or_else(|| {
            self.module_ids.push(module.name.clone());
            self.module_ids.len() - 1
        });
        let id = MODULE_IDS + index as u32;
        Value::Module(crate::machine::Held::new(module, self.machine.named(id)))
    }

    /// A new dict value of `table`.
    pub fn new_dict_value(&self, table: crate::value::Dict) -> Value {
        Value::Dict(self.held(crate::value::new_table(table)))
    }

    /// A new set value of `table`.
    pub fn new_set_value(&self, table: crate::value::Dict) -> Value {
        Value::Set(self.held(crate::value::new_table(table)))
    }

    /// A new list of `items`, each put into its element's place (one
    /// instruction: `place_all`), then its header stored.
    pub fn new_list(&self, mut items: Vec<Value>) -> RtResult<Value> {
        self.place_all(&mut items)?;
        Ok(Value::list(items, self.machine.header(), self.machine.reference()))
    }

    /// A new tuple of `items`, placed as `new_list`'s.
    pub fn new_tuple(&self, mut items: Vec<Value>) -> RtResult<Value> {
        self.place_all(&mut items)?;
        Ok(Value::tuple(items, self.machine.header(), self.machine.reference()))
    }

    /// A new list of items already put into their places one by one (a
    /// comprehension's, as each was appended).
    pub fn list_of_placed(&self, items: Vec<Value>) -> Value {
        Value::list(items, self.machine.header(), self.machine.reference())
    }

    /// The items of a list or tuple that nothing else holds (a temporary
    /// being unpacked): the container dies, so its items move out
    /// (`released`). Any other value is given back.
    pub fn take_items(&self, value: Value) -> Result<Vec<Value>, Value> {
        let items = match value {
            Value::Tuple(t) => {
                let (obj, tag) = t.into_parts();
                match Rc::try_unwrap(obj) {
                    Ok(mut tuple) => tuple.take_items(),
                    Err(obj) => return Err(Value::Tuple(Held::new(obj, tag))),
                }
            }
            Value::List(l) => {
                let (obj, tag) = l.into_parts();
                match Rc::try_unwrap(obj) {
                    Ok(list) => list.into_items(),
                    Err(obj) => return Err(Value::List(Held::new(obj, tag))),
                }
            }
            other => return Err(other),
        };
        Ok(items.into_iter().map(|v| self.released(v)).collect())
    }

    /// A new range: its length header and its two-word start/step block.
    pub fn new_range(&self, start: i64, stop: i64, step: i64) -> Value {
        let (header, params) = (self.machine.header(), self.machine.header_wide(2));
        Value::Range(self.held(Rc::new(crate::value::RangeObj { start, stop, step, header, params })))
    }

    /// Reads what a range reveals when its items' values are used: its
    /// length and its start and step, in one batch.
    pub fn read_range(&self, range: &crate::value::RangeObj) {
        self.machine.read(self.site, &[range.header.block(), range.params.block()]);
    }

    /// A new iterator object (its identity header is stored now).
    pub fn new_iterator(&self, state: crate::value::Iter) -> Value {
        let obj = Rc::new(crate::value::IterObj::new(state, self.machine.header()));
        Value::Iterator(self.held(crate::value::gc::tracked(obj)))
    }

    /// An empty dict or set table with a new header.
    pub fn new_dict(&self) -> crate::value::Dict {
        crate::value::Dict::new_dict(self.machine.header())
    }

    pub fn new_set(&self) -> crate::value::Dict {
        let mut set = crate::value::Dict::new_set(self.machine.header());
        self.refresh_slots(&mut set, false);
        set
    }

    /// A list whose length just changed gets a new header: the new length
    /// is computed from the old one, so the old header is read, and the
    /// new one stored.
    pub fn resized(&self, list: &crate::value::ListObj) {
        self.read_header(list.header());
        list.set_header(self.machine.header());
    }

    /// A dict or set whose length just changed gets a new header (the old
    /// one read, as for lists).
    ///
    /// Strict: the slots of its hash table whose contents changed (all of
    /// them when it was rebuilt) get new blocks too (`refresh_slots`).
    pub fn resized_table(&self, table: &mut crate::value::Dict) {
        self.read_header(table.header);
        table.header = self.machine.header();
        self.refresh_slots(table, true);
    }

    /// Strict: a new block for each slot of `table`'s hash table whose
    /// contents changed since its blocks were made (every slot of a table
    /// rebuilt or new): stores, as any write. A rebuild places every entry
    /// it moves anew by its stored hash: it reads each of their keys first
    /// (`rebuilt`; not for a copy, which read the keys it copied).
    pub fn refresh_slots(&self, table: &mut crate::value::Dict, rebuilt: bool) {
        if self.machine.model() != Model::Strict {
            return;
        }
        let (slots, moved) = table.take_changed_slots();
        if rebuilt && moved > 0 {
            let keys: Vec<crate::machine::Block> = table.iter().take(moved).map(|(k, _)| k.place_block()).collect();
            self.machine.read(self.site, &keys);
        }
        for slot in slots {
            table.set_slot_tag(slot, self.machine.reference().cloned());
        }
    }

    /// One instruction's structural read of values used as objects: a
    /// scalar's block, a container's header (`len`, truth, `is`,
    /// `isinstance`, a step of an iteration).
    pub fn read_structure(&self, values: &[&Value]) {
        with_identity_blocks(values, |blocks| self.machine.read(self.site, blocks));
    }

    /// The same read, made only where identity is metered (strict): `is`
    /// between objects and the identity shortcut, which the tracer does
    /// for free.
    pub fn read_identity_of(&self, values: &[&Value]) {
        with_identity_blocks(values, |blocks| self.machine.read_identity(self.site, blocks));
    }

    /// Whether an optional argument is None (`key=None`, a slice bound,
    /// `round`'s digits, `split`'s separator...): which behaviour runs
    /// reveals it, so deciding it reads the value, as `is None` does
    /// (strict; the tracer never looks at a plain None).
    pub fn read_if_none(&self, value: &Value) -> bool {
        let none = value.scalar_kind() == Some(crate::machine::Kind::None);
        if none {
            self.read_structure(&[value]);
        }
        none
    }

    /// A use of `value` through its place that reveals nothing more: an
    /// object's reference read (a method's receiver, a subscript's
    /// container, an iteration's start), a scalar's block.
    pub fn read_place(&self, value: &Value) {
        self.machine.read(self.site, &[value.place_block()]);
    }

    /// `read_place` of the objects among `values`, in one instruction (a
    /// native's object arguments; its scalars it reads itself).
    pub fn read_object_places(&self, values: &[&Value]) {
        let blocks: Vec<crate::machine::Block> =
            values.iter().filter(|v| !matches!(v, Value::Scalar(_))).map(|v| v.place_block()).collect();
        if !blocks.is_empty() {
            self.machine.read(self.site, &blocks);
        }
    }

    /// A structural read of one header.
    pub fn read_header(&self, header: crate::machine::Header) {
        self.machine.read(self.site, &[header.block()]);
    }

    pub fn none(&self) -> Value {
        Value::Scalar(self.machine.plain(crate::scalar::Scalar::None))
    }

    pub fn bool_value(&self, b: bool) -> Value {
        Value::Scalar(self.machine.plain(crate::scalar::Scalar::Bool(b)))
    }

    pub fn int_value(&self, i: i64) -> Value {
        Value::Scalar(self.machine.plain(crate::scalar::Scalar::Int(i)))
    }

    /// A new str; a `String` is taken over without a copy.
    pub fn str_value(&self, s: impl Into<crate::text::Text>) -> Value {
        Value::Scalar(self.machine.plain(crate::scalar::Scalar::str(s)))
    }

    pub fn write(&mut self, text: &str) {
        self.out.write_str(text);
    }
}

/// Calls `f` with the blocks a structural use of `values` reads: each
/// value's place block (an object's reference, a scalar's own block) and
/// an object's identity (its header), gathered on the stack for the usual
/// one or two values (this runs on every structural read).
fn with_identity_blocks(values: &[&Value], f: impl FnOnce(&[crate::machine::Block])) {
    let blocks_of = |v: &Value| {
        let place = v.place_block();
        let identity = v.identity_block().filter(|b| *b != place);
        std::iter::once(place).chain(identity)
    };
    if values.len() > 2 {
        let blocks: Vec<crate::machine::Block> = values.iter().flat_map(|v| blocks_of(v)).collect();
        return f(&blocks);
    }
    let mut buf = [crate::machine::Header::NONE.block(); 4];
    let mut n = 0;
    for block in values.iter().flat_map(|v| blocks_of(v)) {
        buf[n] = block;
        n += 1;
    }
    f(&buf[..n])
}

/// Heap strict's placing takes for each value beside the value itself, in
/// one instruction over many: its slot and, when the values are copies,
/// the block each copy reads (in a vector grown by doubling), the set that
/// reads each source once and the log's record of the read (about 16
/// bytes each: `Machine::place_all`).
const PLACING_BYTES: usize =
    std::mem::size_of::<crate::machine::Slot>() + 2 * std::mem::size_of::<crate::machine::Block>() + 32;

/// The blocks of `values` as places take them (`Machine::place_all`),
/// with the heap their placing takes asked for first.
fn slots_of<'v>(values: impl IntoIterator<Item = &'v mut Value>) -> RtResult<Vec<crate::machine::Slot<'v>>> {
    let values = values.into_iter();
    crate::sandbox::memory::reserve(values.size_hint().0.saturating_mul(PLACING_BYTES))?;
    let mut slots = crate::sandbox::memory::vec_with_capacity(values.size_hint().0)?;
    for value in values {
        crate::sandbox::memory::make_room(&mut slots, 1)?;
        slots.push(value.slot());
    }
    Ok(slots)
}
