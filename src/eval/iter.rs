//! Iteration: turning a value into an iterator, advancing it, and
//! generator expressions, which are lazy as in CPython so that the reads
//! of `sum(x * x for x in xs)` interleave exactly as the tracer sees them.

use std::rc::Rc;

use crate::error::{At, Exception, RtResult};
use crate::eval::Interpreter;
use crate::machine::{Header, Kind, Tag};
use crate::syntax::ast::{Comprehension, Slot};
use crate::value::frame::Frame;
use crate::value::{GenState, Iter, Value, ViewKind};

/// Heap a `(key, value)` tuple of `dict.items()` takes (the tuple, its
/// items, its header): what iterating the items reserves per pair.
const PER_PAIR: usize = 160;

/// Pairs made between two looks at the heap (a few hundred KiB).
const PAIRS_PER_LOOK: usize = 2048;

/// A string's characters made between two looks at the heap.
const CHARS_PER_LOOK: usize = 4096;

impl Interpreter {
    /// `iter(value)`. Iterating a string reads it once, here; the
    /// characters then share a fresh header that each step reads.
    pub fn make_iter(&mut self, value: Value) -> RtResult<Iter> {
        self.make_iter_or(value, Exception::not_iterable)
    }

    /// `make_iter` with the caller's TypeError for a value that is not
    /// iterable (`cannot unpack non-iterable int object`): decided from the
    /// value's type, so no other error can be mistaken for it.
    pub fn make_iter_or(&mut self, value: Value, not_iterable: impl FnOnce(&str) -> Box<Exception>) -> RtResult<Iter> {
        // An object is used through its place once, here (`GET_ITER`).
        if !matches!(value, Value::Scalar(_)) {
            self.read_place(&value);
        }
        let type_name = self.type_name_of(&value);
        Ok(match value {
            Value::List(list) => Iter::List { list: list.obj, index: 0 },
            Value::Tuple(tuple) => Iter::Tuple { tuple: tuple.obj, index: 0 },
            Value::Range(r) => {
                // The counters' values come from the start and step.
                self.machine.read(self.site, &[r.params.block()]);
                Iter::Range { next: r.start, remaining: r.len(), step: r.step, header: r.header }
            }
            Value::Set(d) => {
                let (keys, header, watch) = (d.borrow().keys()?, d.borrow().header, watch(&d, true));
                Iter::Values { items: Rc::new(keys), index: 0, kind: "set_iterator", header, watch, made: false }
            }
            Value::Dict(d) | Value::DictKeys(d) => self.dict_iter(&d, ViewKind::Keys, false)?,
            Value::DictValues(d) => self.dict_iter(&d, ViewKind::Values, false)?,
            Value::DictItems(d) => self.dict_iter(&d, ViewKind::Items, false)?,
            Value::Iterator(it) => Iter::Shared(it.obj),
            Value::Scalar(op) => match self.machine.read_str(self.site, &op) {
                Some(s) => {
                    let chars = self.char_values(&s, false)?;
                    // Each step reads the string, as indexing it does.
                    let header = Header::of(op.block());
                    Iter::Values {
                        items: Rc::new(chars),
                        index: 0,
                        kind: "str_ascii_iterator",
                        header,
                        watch: None,
                        made: true,
                    }
                }
                None => return Err(not_iterable(type_name)),
            },
            _ => return Err(not_iterable(type_name)),
        })
    }

    /// A str value per character of `s`, last first when `reversed`: asked
    /// of the heap budget first, and made with a look at the heap, the
    /// clock and Ctrl-C every `CHARS_PER_LOOK` (the ask is an estimate, a
    /// value takes more under strict's blocks: 1M characters took 110 MB
    /// under `--max-memory 64`; `reversed` of 40M asked nothing and took
    /// 4 GB and 20 s in one call).
    pub fn char_values(&self, s: &str, reversed: bool) -> RtResult<Vec<Value>> {
        crate::sandbox::memory::reserve(s.len().saturating_mul(crate::builtins::methods::PER_STR_VALUE))?;
        let mut values = Vec::new();
        let mut make = |i: usize, c: char| {
            if i.is_multiple_of(CHARS_PER_LOOK) {
                crate::sandbox::look_at_heap_and_clock()?;
            }
            values.push(self.str_value(&*c.encode_utf8(&mut [0; 4])));
            Ok::<(), Box<Exception>>(())
        };
        match reversed {
            false => s.chars().enumerate().try_for_each(|(i, c)| make(i, c))?,
            true => s.chars().rev().enumerate().try_for_each(|(i, c)| make(i, c))?,
        }
        Ok(values)
    }

    /// The iterator over a dict's keys, values or pairs, from the last
    /// when `reverse` (`reversed(d.items())`); a change of the dict's size
    /// stops it, as in CPython.
    pub(crate) fn dict_iter(
        &mut self,
        d: &crate::eval::tables::Table,
        kind: ViewKind,
        reverse: bool,
    ) -> RtResult<Iter> {
        let header = d.borrow().header;
        let (items, name): (Vec<Value>, &'static str) = match kind {
            ViewKind::Keys => {
                (d.borrow().keys()?, if reverse { "dict_reversekeyiterator" } else { "dict_keyiterator" })
            }
            ViewKind::Values => {
                (d.borrow().values()?, if reverse { "dict_reversevalueiterator" } else { "dict_valueiterator" })
            }
            ViewKind::Items => {
                // All pairs are made now: ask the budget for them first.
                let count = d.borrow().len();
                crate::sandbox::memory::reserve(count.saturating_mul(PER_PAIR))?;
                // Each step's pair is made at that step (`iter_next`), its
                // items copied from the dict's places then. The holders
                // are made straight from the dict, the heap looked at as
                // they come: `PER_PAIR` is glibc's layout, which may differ.
                let mut items = crate::sandbox::memory::vec_with_capacity(count)?;
                for (k, v) in d.borrow().iter() {
                    if items.len() % PAIRS_PER_LOOK == 0 {
                        crate::sandbox::memory::check()?;
                    }
                    items.push(Value::tuple(vec![k.clone(), v.clone()], Header::NONE, Tag::UNTRACKED));
                }
                (items, if reverse { "dict_reverseitemiterator" } else { "dict_itemiterator" })
            }
        };
        let mut items = items;
        if reverse {
            items.reverse();
        }
        Ok(Iter::Values { items: Rc::new(items), index: 0, kind: name, header, watch: watch(d, false), made: false })
    }

    /// A range iterator's next int, once its step is counted (`iter_next`
    /// polls first): its header is read, the check whether there is one
    /// more.
    ///
    /// The next int of a range (`None` when it is done), after the read of
    /// its header: in strict while one measurement records, the read and
    /// the int's store under one borrow of the machine
    /// (`Machine::read_then_make_alone`); the general path's steps, which
    /// record the same events, otherwise.
    // Always inlined: `range_next_into` makes the int in its place.
    #[inline(always)]
    pub(super) fn range_next(&mut self, it: &mut Iter) -> Option<Value> {
        let Iter::Range { next, remaining, step, header } = it else { return None };
        let value = (*remaining > 0).then_some(*next);
        let made = match self.machine.read_then_make_alone(self.site, *header, value) {
            Some(made) => made.map(Value::Scalar),
            None => {
                self.read_header(*header);
                value.map(|i| self.int_value(i))
            }
        };
        if value.is_some() {
            *remaining -= 1;
            *next = next.wrapping_add(*step);
        }
        made
    }

    /// `range_next` stored into `place` (a `for` loop's local), the value
    /// it held discarded; false when the range is done. The int is made
    /// where it goes: returned to the loop, it came back through memory,
    /// and the loop's wide loads of the narrow stores that made it stalled
    /// on store forwarding (perf on sgd.dmd: a third of `exec_block`'s
    /// samples).
    #[inline(never)]
    pub(super) fn range_next_into(&mut self, it: &mut Iter, local: &mut Option<Value>) -> bool {
        let Some(i) = self.range_next(it) else { return false };
        // A new int: it moves into the local.
        let i = self.place(i);
        if let Some(old) = local.replace(i) {
            old.discard();
        }
        true
    }

    /// `next(it)`; `None` when exhausted. Each step over a container reads
    /// its header (the length check that decides whether there is one more).
    pub fn iter_next(&mut self, it: &mut Iter) -> RtResult<Option<Value>> {
        // Every item is a step: a native loop over an iterator (`sum`,
        // `list`, `sorted`, ...) stops at the limits like a `for` loop.
        crate::sandbox::poll()?;
        match it {
            Iter::List { list, index } => {
                self.read_header(list.header());
                let item = list.borrow().get(*index).cloned();
                *index += 1;
                Ok(item)
            }
            Iter::ReversedList { list, next } => {
                self.read_header(list.header());
                let item = next.and_then(|i| list.borrow().get(i).cloned());
                *next = next.filter(|_| item.is_some()).and_then(|i| i.checked_sub(1));
                Ok(item)
            }
            Iter::Tuple { tuple, index } => {
                self.read_header(tuple.header);
                let item = tuple.get(*index).cloned();
                *index += 1;
                Ok(item)
            }
            Iter::Values { items, index, header, watch, made, kind } => {
                self.read_header(*header);
                if let Some(w) = watch {
                    if w.table.borrow().len() != w.len {
                        let what = if w.is_set { "Set" } else { "dictionary" };
                        return Err(Exception::new("RuntimeError", format!("{what} changed size during iteration")));
                    }
                }
                let item = items.get(*index).cloned();
                *index += 1;
                Ok(match item {
                    // A string's characters are made for the iterator, one
                    // step each: fresh values.
                    Some(c) if *made => Some(self.released(c)),
                    // The pairs of `items()` are made at each step, their
                    // items copied from the dict's places then.
                    Some(Value::Tuple(pair)) if matches!(*kind, "dict_itemiterator" | "dict_reverseitemiterator") => {
                        Some(self.new_tuple(pair.to_vec())?)
                    }
                    item => item,
                })
            }
            Iter::Range { .. } => Ok(self.range_next(it)),
            Iter::Enumerate { inner, count } => {
                let Some(item) = self.iter_next(inner)? else { return Ok(None) };
                let index = i64::try_from(*count).map_err(|_| {
                    Exception::new("OverflowError", "an enumerate index past 2**63 - 1 is not supported in .dmd")
                })?;
                let index = self.int_value(index);
                *count += 1;
                Ok(Some(self.new_tuple(vec![index, item])?))
            }
            Iter::Zip(inners) => {
                let mut items = Vec::with_capacity(inners.len());
                for inner in inners.iter_mut() {
                    match self.iter_next(inner)? {
                        Some(item) => items.push(item),
                        None => return Ok(None),
                    }
                }
                if items.is_empty() {
                    return Ok(None);
                }
                Ok(Some(self.new_tuple(items)?))
            }
            Iter::Map { func, inners } => {
                let mut args = Vec::with_capacity(inners.len());
                for inner in inners.iter_mut() {
                    match self.iter_next(inner)? {
                        Some(item) => args.push(item),
                        None => return Ok(None),
                    }
                }
                let func = func.clone();
                self.call_value(func, args, Vec::new()).map(Some)
            }
            Iter::Filter { func, inner } => loop {
                let Some(item) = self.iter_next(inner)? else { return Ok(None) };
                // `filter(None, xs)`: the function slot holds None (a type
                // check of the program's own argument, not data).
                let is_none = func.scalar_kind() == Some(Kind::None);
                let keep = if is_none {
                    self.truth(&item)?
                } else {
                    let f = func.clone();
                    let r = self.call_value(f, vec![item.clone()], Vec::new())?;
                    self.truth(&r)?
                };
                if keep {
                    return Ok(Some(item));
                }
            },
            Iter::Generator(state) => self.generator_next(state),
            Iter::Shared(shared) => {
                // Iterators over iterators chain without limit (CPython's
                // generators count a level each).
                let _depth = crate::sandbox::enter()?;
                let shared = shared.clone();
                let Ok(mut inner) = shared.state.try_borrow_mut() else {
                    return Err(Exception::value_error("generator already executing"));
                };
                // The object's state (position, count) decides the item.
                self.read_header(shared.header());
                shared.set_header(self.machine.header());
                self.iter_next(&mut inner)
            }
        }
    }

    /// All remaining items of an iterable. A list or tuple is taken whole
    /// by one native operation, which reads its header once.
    pub fn collect(&mut self, value: Value) -> RtResult<Vec<Value>> {
        self.collect_or(value, Exception::not_iterable)
    }

    /// `collect` with the caller's TypeError for a value that is not
    /// iterable (`make_iter_or`).
    pub fn collect_or(
        &mut self,
        value: Value,
        not_iterable: impl FnOnce(&str) -> Box<Exception>,
    ) -> RtResult<Vec<Value>> {
        match value {
            Value::List(list) => {
                self.machine.read(self.site, &[list.block(), list.header().block()]);
                crate::sandbox::memory::reserve_items::<Value>(list.borrow().len())?;
                Ok(list.borrow().clone())
            }
            Value::Tuple(t) => {
                self.machine.read(self.site, &[t.block(), t.header.block()]);
                crate::sandbox::memory::reserve_items::<Value>(t.len())?;
                Ok(t.to_vec())
            }
            other => {
                let mut it = self.make_iter_or(other, not_iterable)?;
                let mut out = Vec::new();
                while let Some(item) = self.iter_next(&mut it)? {
                    crate::sandbox::memory::make_room(&mut out, 1)?;
                    out.push(item);
                }
                Ok(out)
            }
        }
    }

    /// `f` on each item of an iterable, in order, recording what `collect`
    /// and then `f` on each item would, but without a copy of a list or
    /// tuple: a native that only reads the items (`trace_to_bytedmd` over
    /// a call's trace of millions of depths) holds one item at a time
    /// beside the container. The items of a list are its first `len` items
    /// as they are when reached (what `collect` copies, when `f` does not
    /// change the list).
    pub fn for_each_item(
        &mut self,
        value: Value,
        mut f: impl FnMut(&mut Self, &Value) -> RtResult<()>,
    ) -> RtResult<()> {
        match value {
            Value::List(list) => {
                self.read_header(list.header());
                let len = list.borrow().len();
                for i in 0..len {
                    let Some(item) = list.borrow().get(i).cloned() else { break };
                    f(self, &item)?;
                }
                Ok(())
            }
            Value::Tuple(t) => {
                self.read_header(t.header);
                t.iter().try_for_each(|item| f(self, item))
            }
            // Drained first, as `collect` does: an iterator's steps are
            // recorded before any item is used.
            other => self.collect(other)?.iter().try_for_each(|item| f(self, item)),
        }
    }

    // ----- generator expressions and comprehensions -----

    /// Creates the state of a comprehension: its frame, with the outermost
    /// iterable evaluated now in the enclosing scope (as CPython does).
    pub fn start_generator(&mut self, comp: &Rc<Comprehension>, frame: &mut Frame) -> RtResult<Box<GenState>> {
        let first = &comp.generators[0];
        let iterable = self.eval(&first.iter, frame)?;
        let iter = self.make_iter(iterable).at(first.iter.span)?;
        let frees = self.capture(&comp.scope.free_sources, frame);
        let inner = Frame::for_scope(&comp.scope, frees, frame.globals.clone());
        Ok(Box::new(GenState { comp: comp.clone(), frame: inner, iters: vec![iter] }))
    }

    pub fn make_generator(&mut self, comp: &Rc<Comprehension>, frame: &mut Frame) -> RtResult<Value> {
        let state = self.start_generator(comp, frame)?;
        Ok(self.new_iterator(Iter::Generator(state)))
    }

    /// Advances a comprehension to its next item: the deepest open `for`
    /// clause takes its next value, its filters run, and either the next
    /// clause opens or the element is produced.
    pub fn generator_next(&mut self, state: &mut GenState) -> RtResult<Option<Value>> {
        let comp = state.comp.clone();
        loop {
            let level = state.iters.len();
            if level == 0 {
                return Ok(None);
            }
            let generator = &comp.generators[level - 1];
            let Some(item) = self.iter_next(&mut state.iters[level - 1]).at(generator.iter.span)? else {
                state.iters.pop();
                continue;
            };
            self.assign(&generator.target, item, &mut state.frame)?;
            if !self.filters_pass(&generator.ifs, &mut state.frame)? {
                continue;
            }
            if level < comp.generators.len() {
                let next = &comp.generators[level];
                let iterable = self.eval(&next.iter, &mut state.frame)?;
                let iter = self.make_iter(iterable).at(next.iter.span)?;
                state.iters.push(iter);
                continue;
            }
            let elt = self.eval(&comp.elt, &mut state.frame)?;
            return match &comp.value {
                Some(value) => {
                    let v = self.eval(value, &mut state.frame)?;
                    Ok(Some(self.new_tuple(vec![elt, v])?))
                }
                None => Ok(Some(elt)),
            };
        }
    }

    fn filters_pass(&mut self, ifs: &[crate::syntax::ast::Expr], frame: &mut Frame) -> RtResult<bool> {
        for cond in ifs {
            if !self.eval_cond(cond, frame)? {
                return Ok(false);
            }
        }
        Ok(true)
    }

    /// The cells a new function or comprehension closes over.
    pub fn capture(&self, sources: &[Slot], frame: &Frame) -> Vec<crate::value::CellRef> {
        sources
            .iter()
            .map(|slot| match slot {
                Slot::Cell(i) => frame.cells[*i as usize].clone(),
                Slot::Free(i) => frame.frees[*i as usize].clone(),
                _ => crate::value::CellObj::new_ref(),
            })
            .collect()
    }
}

/// What a dict or set iterator checks at each step.
fn watch(table: &Rc<std::cell::RefCell<crate::value::Dict>>, is_set: bool) -> Option<crate::value::Watch> {
    Some(crate::value::Watch { table: table.clone(), len: table.borrow().len(), is_set })
}
