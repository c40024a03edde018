//! What is still reachable at the end of a REPL entry: the blocks (keys of
//! the session measurement) of every scalar a global name can reach through
//! lists, tuples, dicts, sets, dict views, bound methods, functions
//! (defaults and closure cells), modules written in .dmd and iterators
//! (including a suspended generator's frame), plus the blocks of literal
//! constants. Also remembers, for `:stack`, a few names that refer to each
//! block (`xs[2]`, `d['a']`, `f.<closure>`).
//!
//! Walking the globals is not a read: the machine's `key_in` tells a
//! block's key without revealing its payload.

use std::collections::{HashMap, HashSet};
use std::rc::Rc;

use crate::machine::scalar::Scalar;
use crate::machine::trace::Key;
use crate::machine::{Block, Machine, ScopeId};
use crate::value::{Globals, Iter, Value};

/// How many names `:stack` keeps per block.
const NAMES_PER_KEY: usize = 3;

#[derive(Debug, Default)]
pub struct Reach {
    pub keys: HashSet<Key>,
    /// A few names referring to each key, shortest path first.
    pub names: HashMap<Key, Vec<String>>,
}

/// Everything reachable from `globals` (and the literal blocks) in the
/// session measurement `scope`.
pub fn reachable(machine: &Machine, scope: ScopeId, globals: &Rc<Globals>) -> Reach {
    let mut walker = Walker { machine, scope, seen: HashSet::new(), out: Reach::default() };
    walker.globals(globals, "");
    for op in machine.constants(scope) {
        if let Some(key) = machine.key_in(op.block(), scope) {
            walker.out.keys.insert(key);
        }
    }
    walker.out
}

struct Walker<'m> {
    machine: &'m Machine,
    scope: ScopeId,
    /// Objects already walked (by address), so cycles and aliases end.
    seen: HashSet<usize>,
    out: Reach,
}

impl Walker<'_> {
    fn first_visit<T: ?Sized>(&mut self, rc: &Rc<T>) -> bool {
        self.seen.insert(Rc::as_ptr(rc) as *const u8 as usize)
    }

    fn globals(&mut self, globals: &Rc<Globals>, prefix: &str) {
        if !self.first_visit(globals) {
            return;
        }
        let names = globals.names.borrow().clone();
        let values = globals.values.borrow().clone();
        for (name, value) in names.iter().zip(values) {
            if let Some(value) = value {
                self.value(&value, &format!("{prefix}{name}"));
            }
        }
    }

    /// Marks a block reachable, under the name `path`.
    fn block(&mut self, block: Block, path: &str) {
        if let Some(key) = self.machine.key_in(block, self.scope) {
            self.out.keys.insert(key);
            let names = self.out.names.entry(key).or_default();
            if names.len() < NAMES_PER_KEY {
                names.push(path.to_string());
            }
        }
    }

    fn value(&mut self, value: &Value, path: &str) {
        if !matches!(value, Value::Scalar(_)) {
            if let Some(header) = value.identity_block() {
                self.block(header, &format!("len({path})"));
            }
        }
        match value {
            Value::Scalar(op) => self.block(op.block(), path),
            Value::List(list) => {
                if self.first_visit(list) {
                    let items = list.borrow().clone();
                    for (i, item) in items.iter().enumerate() {
                        self.value(item, &format!("{path}[{i}]"));
                    }
                }
            }
            Value::Tuple(items) => {
                if self.first_visit(items) {
                    for (i, item) in items.iter().enumerate() {
                        self.value(item, &format!("{path}[{i}]"));
                    }
                }
            }
            Value::Dict(dict) | Value::DictView(dict, _) => {
                if self.first_visit(dict) {
                    let entries: Vec<(Value, Value)> = dict.borrow().iter().cloned().collect();
                    for (k, v) in entries {
                        let shown = self.key_text(&k);
                        self.value(&k, &format!("key {shown} of {path}"));
                        self.value(&v, &format!("{path}[{shown}]"));
                    }
                }
            }
            Value::Set(set) => {
                if self.first_visit(set) {
                    let items = set.borrow().keys();
                    for item in items {
                        self.value(&item, &format!("item of {path}"));
                    }
                }
            }
            Value::Function(f) => {
                if self.first_visit(f) {
                    for d in &f.defaults {
                        self.value(d, &format!("{path}.<default>"));
                    }
                    for d in f.kw_defaults.iter().flatten() {
                        self.value(d, &format!("{path}.<default>"));
                    }
                    for cell in &f.closure {
                        if let Some(v) = cell.borrow().clone() {
                            self.value(&v, &format!("{path}.<closure>"));
                        }
                    }
                    let globals = f.globals.clone();
                    self.globals(&globals, &format!("{path}.<globals>."));
                }
            }
            Value::Method(bound) => self.value(&bound.0, path),
            Value::Module(m) => {
                if let crate::value::ModuleKind::Dmd(globals) = &m.kind {
                    let globals = globals.clone();
                    self.globals(&globals, &format!("{path}."));
                }
            }
            Value::Iterator(it) => {
                if self.first_visit(it) {
                    if let Ok(state) = it.state.try_borrow() {
                        self.iter(&state, path);
                    }
                }
            }
            Value::Exception(e) => {
                if let Some(arg) = &e.arg {
                    self.value(arg, &format!("{path}.args[0]"));
                }
            }
            Value::Range(r) => self.block(r.params.block(), &format!("{path}.start")),
            Value::Builtin(_) | Value::Random(_) => {}
        }
    }

    fn iter(&mut self, it: &Iter, path: &str) {
        match it {
            Iter::List { list, .. } => self.value(&Value::List(list.clone()), path),
            Iter::Tuple { tuple, .. } => self.value(&Value::Tuple(tuple.clone()), path),
            Iter::Values { items, header, .. } => {
                self.block(header.block(), path);
                if self.first_visit(items) {
                    for item in items.iter() {
                        self.value(item, &format!("{path}.<item>"));
                    }
                }
            }
            Iter::Enumerate { inner, .. } | Iter::Filter { inner, .. } => {
                if let Iter::Filter { func, .. } = it {
                    self.value(func, path);
                }
                self.iter(inner, path);
            }
            Iter::Zip(inners) => inners.iter().for_each(|i| self.iter(i, path)),
            Iter::Map { func, inners } => {
                self.value(func, path);
                inners.iter().for_each(|i| self.iter(i, path));
            }
            Iter::Generator(state) => {
                let frame_path = format!("{path}.<frame>");
                for v in state.frame.locals.iter().flatten() {
                    self.value(v, &frame_path);
                }
                for cell in state.frame.cells.iter().chain(&state.frame.frees) {
                    if let Some(v) = cell.borrow().clone() {
                        self.value(&v, &frame_path);
                    }
                }
                let globals = state.frame.globals.clone();
                self.globals(&globals, &format!("{path}.<globals>."));
                state.iters.iter().for_each(|i| self.iter(i, path));
            }
            Iter::Shared(shared) => self.value(&Value::Iterator(shared.clone()), path),
            Iter::Range { header, .. } => self.block(header.block(), path),
        }
    }

    /// A dict key as `:stack` shows it (looking is not a read).
    fn key_text(&self, key: &Value) -> String {
        match key {
            Value::Scalar(op) => scalar_text(self.machine.observe(op)),
            Value::Tuple(_) => "(…)".into(),
            _ => "…".into(),
        }
    }
}

/// A scalar's repr, shortened for one `:stack` line.
pub fn scalar_text(s: &Scalar) -> String {
    let text = crate::format::scalar_repr(s);
    if text.chars().count() > 24 {
        let short: String = text.chars().take(22).collect();
        format!("{short}…")
    } else {
        text
    }
}
