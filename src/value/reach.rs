//! What is still reachable at the end of a REPL entry: the blocks (keys of
//! the session measurement) of every scalar a global name can reach through
//! lists, tuples, dicts, sets, dict views, bound methods, functions
//! (defaults and closure cells), modules written in .dmd and iterators
//! (including a suspended generator's frame), plus the blocks of literal
//! constants. Also remembers, for `:stack`, a few names that refer to each
//! block (`xs[2]`, `d['a']`, `f.<closure>`).
//!
//! Walking the globals is not a read: the machine's `key_in` tells a
//! block's key without revealing its payload. Nor can it fail: it runs
//! between entries (and at the end of a `score` load), where a value
//! nested a million deep must still be found live, so it keeps its own
//! list of tasks rather than recursing.
//!
//! `reachable_keys` is the walk without the names, for the REPL's pricing
//! after every entry: a bit per key, no name made; `named` makes names
//! and shown values for a few keys only (`:stack`'s top N). Either way a
//! scalar in a container is marked where it is met instead of queued, a
//! container's items are taken one queued child at a time (the list of
//! tasks is as long as the nesting is deep, not as the values are many),
//! and the heap is compared with the budget every few thousand tasks, so a
//! session whose values fill the heap budget is walked in little more;
//! past the budget the walk stops with `MemoryError`.

use std::collections::{HashMap, HashSet};
use std::rc::Rc;

use crate::error::RtResult;
use crate::eventlog::trace::Key;
use crate::machine::{Block, Machine, ScopeId};
use crate::value::{Globals, Iter, Value};

/// How many names `:stack` keeps per block.
const NAMES_PER_KEY: usize = 3;

#[derive(Debug, Default)]
pub struct Reach {
    pub keys: HashSet<Key>,
    /// A few names referring to each key, shortest path first.
    pub names: HashMap<Key, Vec<String>>,
    /// The places each place block was met in (a scalar's block, an
    /// object's reference): one, unless two places share a block, which
    /// the strict model never lets happen (`shared_places`).
    pub places: HashMap<Key, Vec<String>>,
    /// A wanted scalar's value as `show` makes it (`named`).
    pub texts: HashMap<Key, String>,
}

/// What a walk keeps.
enum Mode<'m> {
    /// A bit per key (`reachable_keys`).
    Keys,
    /// Every key, with names and places (`shared_places`).
    Places,
    /// Names and shown values of these keys only (`named`).
    Named(&'m HashSet<Key>),
}

/// Everything reachable from `globals` (and the literal blocks) in the
/// session measurement `scope`.
///
/// `show` names a scalar dict key in the paths (`d['a']`): the REPL's
/// `:stack` looks at payloads, which only it may do; without it a key is
/// `…`.
fn reachable<'m>(machine: &'m Machine, scope: ScopeId, globals: &Rc<Globals>, show: Option<&'m KeyText<'m>>) -> Reach {
    let mut walker = Walker::new(machine, scope, show, Mode::Places);
    // A test's check: a walk the budget stopped checks what it reached.
    let _ = walker.walk(Task::Globals(globals.clone(), String::new()));
    walker.own_blocks();
    walker.out
}

/// The names (`Reach::names`) and shown values (`Reach::texts`, by
/// `show`) of the `wanted` keys reachable from `globals`: `:stack`'s
/// few blocks, named without naming every value of the session.
/// `MemoryError` when the heap budget runs out first.
pub fn named<'m>(
    machine: &'m Machine,
    scope: ScopeId,
    globals: &Rc<Globals>,
    wanted: &'m HashSet<Key>,
    show: &'m KeyText<'m>,
) -> RtResult<Reach> {
    let mut walker = Walker::new(machine, scope, Some(show), Mode::Named(wanted));
    walker.walk(Task::Globals(globals.clone(), String::new()))?;
    Ok(walker.out)
}

/// The keys `reachable` finds, without the names (see the module's
/// comment); `MemoryError` when the heap budget runs out first.
pub fn reachable_keys(machine: &Machine, scope: ScopeId, globals: &Rc<Globals>) -> RtResult<KeySet> {
    let mut walker = Walker::new(machine, scope, None, Mode::Keys);
    walker.walk(Task::Globals(globals.clone(), String::new()))?;
    walker.own_blocks();
    Ok(walker.bits)
}

/// A set of keys: a bit each, up to the largest.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct KeySet {
    bits: Vec<u64>,
}

impl KeySet {
    pub fn insert(&mut self, key: Key) {
        let word = key as usize / 64;
        if word >= self.bits.len() {
            self.bits.resize(word + 1, 0);
        }
        self.bits[word] |= 1 << (key % 64);
    }

    pub fn contains(&self, key: Key) -> bool {
        self.bits.get(key as usize / 64).is_some_and(|w| w >> (key % 64) & 1 == 1)
    }

    /// The number of keys.
    pub fn len(&self) -> usize {
        self.bits.iter().map(|w| w.count_ones() as usize).sum()
    }

    /// The keys, in increasing order.
    pub fn iter(&self) -> impl Iterator<Item = Key> + '_ {
        self.bits.iter().enumerate().flat_map(|(i, &word)| {
            let mut bits = word;
            std::iter::from_fn(move || {
                let bit = (bits != 0).then(|| bits.trailing_zeros())?;
                bits &= bits - 1;
                Some(i as Key * 64 + bit)
            })
        })
    }
}

impl FromIterator<Key> for KeySet {
    fn from_iter<I: IntoIterator<Item = Key>>(keys: I) -> KeySet {
        let mut set = KeySet::default();
        keys.into_iter().for_each(|k| set.insert(k));
        set
    }
}

/// Tasks walked between two looks at the heap budget (`reachable_keys`).
const TASKS_PER_LOOK: usize = 4096;

/// The blocks that two places reachable from `globals` hold (or a place
/// and a literal's or builtin's own block): each, with where it was met.
/// Empty under the strict model, where a value put into a place is copied
/// unless it moves: a test's check that no path forgot to.
pub fn shared_places(machine: &Machine, scope: ScopeId, globals: &Rc<Globals>) -> Vec<String> {
    let mut shared: Vec<String> = reachable(machine, scope, globals, None)
        .places
        .into_iter()
        .filter(|(_, places)| places.len() > 1)
        .map(|(key, places)| format!("block {key} in {}", places.join(", ")))
        .collect();
    shared.sort();
    shared
}

/// Longest name kept for `:stack`: a value nested a million deep would
/// otherwise be named in quadratic time and memory. Longer names end in …
const MAX_NAME: usize = 200;

/// `path` extended, cut to `MAX_NAME` bytes.
fn name(extended: String) -> String {
    if extended.len() <= MAX_NAME {
        return extended;
    }
    let mut cut = MAX_NAME;
    while !extended.is_char_boundary(cut) {
        cut -= 1;
    }
    let mut short = extended[..cut].to_string();
    short.push('…');
    short
}

/// One step of the walk, with the name of what it reaches.
enum Task {
    Globals(Rc<Globals>, String),
    Value(Value, String),
    /// A value an iterator's snapshot holds (a dict's key or value, or
    /// the internal pair holder an `items()` iterator copies into a new
    /// tuple at each step): its blocks are live, but they are the table's
    /// places, not the iterator's, so they are not counted as places again.
    Snapshot(Value, String),
    Block(Block, String),
    /// A container's items from this position on (`Walker::items`);
    /// whether they are places (not an iterator's snapshot pair).
    Items(Value, usize, String, bool),
    /// An iterator's snapshot from this position on; whether its items
    /// were made for it (`Walker::snapshot`).
    Rest(Rc<Vec<Value>>, usize, String, bool),
}

/// How a scalar dict key is shown in a path.
pub type KeyText<'a> = dyn Fn(&crate::machine::Operand) -> String + 'a;

struct Walker<'m> {
    machine: &'m Machine,
    show: Option<&'m KeyText<'m>>,
    scope: ScopeId,
    /// Objects already walked (by address), so cycles and aliases end.
    seen: HashSet<usize>,
    mode: Mode<'m>,
    out: Reach,
    bits: KeySet,
    /// The budget ran out where the walk could not say so at once.
    failed: Option<Box<crate::error::Exception>>,
}

impl<'m> Walker<'m> {
    fn new(machine: &'m Machine, scope: ScopeId, show: Option<&'m KeyText<'m>>, mode: Mode<'m>) -> Walker<'m> {
        let (seen, out, bits) = (HashSet::new(), Reach::default(), KeySet::default());
        Walker { machine, show, scope, seen, mode, out, bits, failed: None }
    }

    /// Whether paths are named at all.
    fn names(&self) -> bool {
        !matches!(self.mode, Mode::Keys)
    }

    /// Whether `key`'s names are kept.
    fn wants(&self, key: Key) -> bool {
        match self.mode {
            Mode::Keys => false,
            Mode::Places => true,
            Mode::Named(wanted) => wanted.contains(&key),
        }
    }

    /// The path `make` names, when names are made (none is made otherwise).
    fn label(&self, make: impl FnOnce() -> String) -> String {
        if self.names() {
            name(make())
        } else {
            String::new()
        }
    }

    /// The blocks of the literals and builtins the measurement holds: a
    /// later entry may use any of them again.
    fn own_blocks(&mut self) {
        let (machine, scope) = (self.machine, self.scope);
        let own_blocks = machine.constants(scope).into_iter().map(|op| op.block()).chain(machine.named_blocks(scope));
        for block in own_blocks.collect::<Vec<_>>() {
            if let Some(key) = machine.key_in(block, scope) {
                self.mark(key);
                if matches!(self.mode, Mode::Places) {
                    self.out.places.entry(key).or_default().push("<a literal or builtin>".to_string());
                }
            }
        }
    }

    fn mark(&mut self, key: Key) {
        match self.mode {
            Mode::Keys => self.bits.insert(key),
            Mode::Places => {
                self.out.keys.insert(key);
            }
            Mode::Named(_) => {}
        }
    }

    /// Whether `rc` is met for the first time. The set of objects met
    /// grows by doubling, in one allocation as large as a third of the
    /// containers' own: the budget is asked first (past it, the walk stops
    /// as if everything had been met, and `walk` says why).
    fn first_visit<T: ?Sized>(&mut self, rc: &Rc<T>) -> bool {
        if self.failed.is_some() {
            return false;
        }
        if self.seen.len() == self.seen.capacity() {
            // A bucket per 7/8 of an entry, of a word and a control byte.
            let buckets = (self.seen.capacity().max(8) * 2).saturating_mul(8) / 7;
            if let Err(e) = crate::sandbox::memory::reserve(buckets.saturating_mul(9)) {
                self.failed = Some(e);
                return false;
            }
        }
        self.seen.insert(Rc::as_ptr(rc) as *const u8 as usize)
    }

    /// Depth first, in the order a recursive walk would take, but with a
    /// list of tasks instead of the native stack (values nest without limit).
    fn walk(&mut self, first: Task) -> RtResult<()> {
        let mut stack = vec![first];
        let mut children = Vec::new();
        let mut walked = 0usize;
        while let Some(task) = stack.pop() {
            walked += 1;
            if walked.is_multiple_of(TASKS_PER_LOOK) {
                crate::sandbox::memory::check()?;
            }
            match task {
                Task::Globals(globals, prefix) => self.globals(&globals, &prefix, &mut children),
                Task::Value(value, path) => self.value(&value, &path, true, &mut children),
                Task::Snapshot(value, path) => self.value(&value, &path, false, &mut children),
                Task::Block(block, path) => self.block(block, &path),
                Task::Items(container, from, path, place) => self.items(&container, from, &path, place, &mut children),
                Task::Rest(items, from, path, made) => self.snapshot(&items, from, &path, made, &mut children),
            }
            if let Some(e) = self.failed.take() {
                return Err(e);
            }
            stack.extend(children.drain(..).rev());
        }
        Ok(())
    }

    fn globals(&mut self, globals: &Rc<Globals>, prefix: &str, out: &mut Vec<Task>) {
        if !self.first_visit(globals) {
            return;
        }
        let names = globals.names.borrow().clone();
        let values = globals.values.borrow().clone();
        for (n, value) in names.iter().zip(values) {
            if let Some(value) = value {
                out.push(Task::Value(value, self.label(|| format!("{prefix}{n}"))));
            }
        }
    }

    /// Marks a block reachable, under the name `path`.
    fn block(&mut self, block: Block, path: &str) {
        if let Some(key) = self.machine.key_in(block, self.scope) {
            self.mark(key);
            if !self.wants(key) {
                return;
            }
            let names = self.out.names.entry(key).or_default();
            if names.len() < NAMES_PER_KEY {
                names.push(path.to_string());
            }
        }
    }

    /// Marks a place's block (`Reach::places`) as reached.
    fn place(&mut self, block: Block, path: &str) {
        self.block(block, path);
        if !matches!(self.mode, Mode::Places) {
            return;
        }
        if let Some(key) = self.machine.key_in(block, self.scope) {
            self.out.places.entry(key).or_default().push(path.to_string());
        }
    }

    /// Marks a value's own blocks; what it holds goes to `out`. `place`:
    /// whether the value sits in a place of its own here (not in an
    /// iterator's snapshot).
    fn value(&mut self, value: &Value, path: &str, place: bool, out: &mut Vec<Task>) {
        match place {
            true => self.place(value.place_block(), path),
            false => self.block(value.place_block(), path),
        }
        if !matches!(value, Value::Scalar(_)) {
            if let Some(header) = value.identity_block().filter(|b| *b != value.place_block()) {
                let label = self.label(|| format!("len({path})"));
                self.block(header, &label);
            }
        }
        match value {
            Value::Scalar(op) => self.shown(op),
            Value::List(list) => {
                if self.first_visit(list) {
                    self.items(value, 0, path, true, out);
                }
            }
            // A snapshot's pair holder (not `place`): its items are the table's.
            Value::Tuple(items) => {
                if self.first_visit(items) {
                    self.items(value, 0, path, place, out);
                }
            }
            Value::Dict(t) | Value::DictKeys(t) | Value::DictValues(t) | Value::DictItems(t) | Value::Set(t) => {
                if self.first_visit(t) {
                    self.items(value, 0, path, true, out);
                }
            }
            Value::Function(f) => {
                if self.first_visit(f) {
                    let defaults = f.defaults.iter().chain(f.kw_defaults.iter().flatten());
                    for d in defaults {
                        self.item(d, || format!("{path}.<default>"), true, out);
                    }
                    for cell in &f.closure {
                        if let Some(v) = &*cell.borrow() {
                            self.item(v, || format!("{path}.<closure>"), true, out);
                        }
                    }
                    out.push(Task::Globals(f.globals.clone(), self.label(|| format!("{path}.<globals>."))));
                }
            }
            Value::Method(bound) => {
                out.push(Task::Value(bound.receiver.clone(), self.label(|| format!("{path}.__self__"))))
            }
            Value::Module(m) => {
                if let crate::value::ModuleKind::Dmd(globals) = &m.kind {
                    out.push(Task::Globals(globals.clone(), self.label(|| format!("{path}."))));
                }
            }
            Value::Iterator(it) => {
                if self.first_visit(it) {
                    if let Ok(state) = it.state.try_borrow() {
                        self.iter(&state, path, out);
                    }
                }
            }
            Value::Exception(e) => {
                if let Some(arg) = &e.arg {
                    self.item(arg, || format!("{path}.args[0]"), true, out);
                }
            }
            Value::Range(r) => {
                let label = self.label(|| format!("{path}.start"));
                self.block(r.params.block(), &label);
            }
            Value::Builtin(_) | Value::Random(_) => {}
        }
    }

    /// A value a container holds, under the name `make` gives (a place,
    /// or a value of an iterator's snapshot): a scalar is marked at once
    /// (a long list of numbers then queues nothing), anything else queued.
    /// Whether it was queued.
    fn item(&mut self, v: &Value, make: impl FnOnce() -> String, place: bool, out: &mut Vec<Task>) -> bool {
        match v {
            Value::Scalar(op) => {
                let Some(key) = self.machine.key_in(op.block(), self.scope) else { return false };
                self.mark(key);
                if self.wants(key) {
                    let path = name(make());
                    match place {
                        true => self.place(op.block(), &path),
                        false => self.block(op.block(), &path),
                    }
                    self.shown(op);
                }
                false
            }
            _ => {
                let label = self.label(make);
                out.push(if place { Task::Value(v.clone(), label) } else { Task::Snapshot(v.clone(), label) });
                true
            }
        }
    }

    /// Keeps a wanted scalar's value as `show` makes it (`named`).
    fn shown(&mut self, op: &crate::machine::Operand) {
        let (Mode::Named(wanted), Some(show)) = (&self.mode, self.show) else { return };
        if let Some(key) = self.machine.key_in(op.block(), self.scope).filter(|k| wanted.contains(k)) {
            self.out.texts.entry(key).or_insert_with(|| show(op));
        }
    }

    /// A container's items from position `from` on, in order, until one
    /// is queued: the rest is queued after it, to be taken once it is
    /// walked (`Task::Items`). `place`: whether they are places.
    fn items(&mut self, container: &Value, from: usize, path: &str, place: bool, out: &mut Vec<Task>) {
        let rest = |at: usize| Task::Items(container.clone(), at, path.to_string(), place);
        let show = self.show;
        match container {
            Value::List(list) => {
                let list = list.borrow();
                for (i, v) in list.iter().enumerate().skip(from) {
                    if self.item(v, || format!("{path}[{i}]"), true, out) {
                        return out.push(rest(i + 1));
                    }
                }
            }
            Value::Tuple(items) => {
                for (i, v) in items.iter().enumerate().skip(from) {
                    if self.item(v, || format!("{path}[{i}]"), place, out) {
                        return out.push(rest(i + 1));
                    }
                }
            }
            Value::Set(set) => {
                let set = set.borrow();
                for pos in from..set.positions() {
                    let Some(entry) = set.entry(pos) else { continue };
                    if self.item(&entry.pair.0, || format!("item of {path}"), true, out) {
                        return out.push(rest(pos + 1));
                    }
                }
            }
            Value::Dict(t) | Value::DictKeys(t) | Value::DictValues(t) | Value::DictItems(t) => {
                let table = t.borrow();
                for pos in from..table.positions() {
                    let Some(entry) = table.entry(pos) else { continue };
                    let (k, v) = &entry.pair;
                    let key = self.item(k, || format!("key {} of {path}", key_text(show, k)), true, out);
                    let value = self.item(v, || format!("{path}[{}]", key_text(show, k)), true, out);
                    if key || value {
                        return out.push(rest(pos + 1));
                    }
                }
            }
            _ => {}
        }
    }

    /// An iterator's snapshot from position `from` on, as `items` takes a
    /// container's; `made`: its items were made for it (its own places).
    fn snapshot(&mut self, items: &Rc<Vec<Value>>, from: usize, path: &str, made: bool, out: &mut Vec<Task>) {
        for (i, v) in items.iter().enumerate().skip(from) {
            if self.item(v, || path.to_string(), made, out) {
                return out.push(Task::Rest(items.clone(), i + 1, path.to_string(), made));
            }
        }
    }

    /// What an iterator's state holds, in order. Its own nesting is
    /// shallow: an iterator over an iterator holds it as `Shared`.
    fn iter(&mut self, it: &Iter, path: &str, out: &mut Vec<Task>) {
        match it {
            Iter::List { list, .. } | Iter::ReversedList { list, .. } => {
                out.push(Task::Value(Value::List(inner(list.clone())), path.to_string()))
            }
            Iter::Tuple { tuple, .. } => out.push(Task::Value(Value::Tuple(inner(tuple.clone())), path.to_string())),
            Iter::Values { items, header, watch, made, .. } => {
                out.push(Task::Block(header.block(), path.to_string()));
                if let Some(w) = watch {
                    let table =
                        if w.is_set { Value::Set(inner(w.table.clone())) } else { Value::Dict(inner(w.table.clone())) };
                    out.push(Task::Value(table, path.to_string()));
                }
                if self.first_visit(items) {
                    let item_path = self.label(|| format!("{path}.<item>"));
                    // Items made for the iteration (a string's characters)
                    // are the iterator's own; any other is a snapshot of
                    // values held elsewhere.
                    self.snapshot(items, 0, &item_path, *made, out);
                }
            }
            Iter::Enumerate { inner, .. } | Iter::Filter { inner, .. } => {
                if let Iter::Filter { func, .. } = it {
                    out.push(Task::Value(func.clone(), path.to_string()));
                }
                self.iter(inner, path, out);
            }
            Iter::Zip(inners) => inners.iter().for_each(|i| self.iter(i, path, out)),
            Iter::Map { func, inners } => {
                out.push(Task::Value(func.clone(), path.to_string()));
                inners.iter().for_each(|i| self.iter(i, path, out));
            }
            Iter::Generator(state) => {
                let frame_path = self.label(|| format!("{path}.<frame>"));
                for v in state.frame.locals.iter().flatten() {
                    out.push(Task::Value(v.clone(), frame_path.clone()));
                }
                for cell in state.frame.cells.iter().chain(&state.frame.frees) {
                    if let Some(v) = &*cell.borrow() {
                        out.push(Task::Value(v.clone(), frame_path.clone()));
                    }
                }
                out.push(Task::Globals(state.frame.globals.clone(), self.label(|| format!("{path}.<globals>."))));
                state.iters.iter().for_each(|i| self.iter(i, path, out));
            }
            Iter::Shared(shared) => out.push(Task::Value(Value::Iterator(inner(shared.clone())), path.to_string())),
            Iter::Range { header, .. } => out.push(Task::Block(header.block(), path.to_string())),
        }
    }
}

/// A dict key as `:stack` shows it (looking is not a read).
fn key_text(show: Option<&KeyText<'_>>, key: &Value) -> String {
    match (key, show) {
        (Value::Scalar(op), Some(show)) => show(op),
        (Value::Tuple(_), _) => "(…)".into(),
        _ => "…".into(),
    }
}

/// An object an iterator holds, as a value to walk: the iterator's own
/// reference to it is no place of the program's, so it has no block.
fn inner<T>(obj: T) -> crate::machine::Held<T> {
    crate::machine::Held::new(obj, crate::machine::Tag::UNTRACKED)
}
