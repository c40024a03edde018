//! What each kind of tracked object holds, as the collector sees it: its
//! head, its references to other tracked objects — exactly the strong
//! references it owns, no more, or a live object could be taken for
//! garbage — and how a garbage one is taken apart.
//!
//! An object whose contents are being changed (a `RefCell` borrowed
//! mutably by the interpreter when the collection runs) shows no
//! references: what it holds then counts as held from outside, which can
//! only keep objects alive.

use std::cell::{Ref, RefCell};
use std::rc::Rc;

use super::super::frame::Frame;
use super::super::release::release;
use super::super::{BoundMethod, CellObj, Dict, ExceptionObj, Function, Iter, IterObj, ListObj, TupleObj, Value};
use super::GcHead;

/// An object the collector can examine.
pub trait Traced {
    /// Its head; `None` when it cannot be looked at now (a table being
    /// changed), which leaves it out of the collection.
    fn head(&self) -> Option<Head<'_>>;

    /// Calls `visit` once per reference to a tracked object that this
    /// object owns; returns how many references it looked at (the work).
    fn edges(&self, visit: &mut dyn FnMut(Edge<'_>)) -> usize;

    /// About how many references it holds, told without looking at them.
    fn size(&self) -> usize;

    /// Drops what the object holds that can close a cycle (the contents of
    /// a mutable object; an immutable one refers only to objects older
    /// than itself, so every cycle passes through a mutable one).
    fn break_up(&self);
}

/// An object's `GcHead`, looked at: a table's sits inside its `RefCell`.
pub enum Head<'a> {
    Plain(&'a GcHead),
    InTable(Ref<'a, Dict>),
}

impl std::ops::Deref for Head<'_> {
    type Target = GcHead;

    fn deref(&self) -> &GcHead {
        match self {
            Head::Plain(head) => head,
            Head::InTable(dict) => &dict.gc,
        }
    }
}

/// A reference from one tracked object to another.
#[derive(Clone, Copy)]
pub enum Edge<'a> {
    List(&'a Rc<ListObj>),
    Tuple(&'a Rc<TupleObj>),
    Table(&'a Rc<RefCell<Dict>>),
    Function(&'a Rc<Function>),
    Method(&'a Rc<BoundMethod>),
    Iter(&'a Rc<IterObj>),
    Exception(&'a Rc<ExceptionObj>),
    Cell(&'a Rc<CellObj>),
}

fn shared<T: Traced + 'static>(rc: &Rc<T>) -> Rc<dyn Traced> {
    rc.clone()
}

impl<'a> Edge<'a> {
    /// The object referred to, when the value is one the collector tracks.
    pub fn of(value: &'a Value) -> Option<Edge<'a>> {
        match value {
            Value::List(l) => Some(Edge::List(&l.obj)),
            Value::Tuple(t) => Some(Edge::Tuple(&t.obj)),
            Value::Dict(d) | Value::Set(d) | Value::DictKeys(d) | Value::DictValues(d) | Value::DictItems(d) => {
                Some(Edge::Table(&d.obj))
            }
            Value::Function(f) => Some(Edge::Function(&f.obj)),
            Value::Method(m) => Some(Edge::Method(&m.obj)),
            Value::Iterator(i) => Some(Edge::Iter(&i.obj)),
            Value::Exception(e) => Some(Edge::Exception(&e.obj)),
            Value::Scalar(_) | Value::Range(_) | Value::Builtin(_) | Value::Module(_) | Value::Random(_) => None,
        }
    }

    pub fn node(self) -> &'a dyn Traced {
        match self {
            Edge::List(r) => &**r,
            Edge::Tuple(r) => &**r,
            Edge::Table(r) => &**r,
            Edge::Function(r) => &**r,
            Edge::Method(r) => &**r,
            Edge::Iter(r) => &**r,
            Edge::Exception(r) => &**r,
            Edge::Cell(r) => &**r,
        }
    }

    /// A strong reference to the object (for the collector's work list).
    pub fn to_rc(self) -> Rc<dyn Traced> {
        match self {
            Edge::List(r) => shared(r),
            Edge::Tuple(r) => shared(r),
            Edge::Table(r) => shared(r),
            Edge::Function(r) => shared(r),
            Edge::Method(r) => shared(r),
            Edge::Iter(r) => shared(r),
            Edge::Exception(r) => shared(r),
            Edge::Cell(r) => shared(r),
        }
    }
}

/// Visits the objects among `values`; returns how many values there were.
fn values<'a>(values: impl Iterator<Item = &'a Value>, visit: &mut dyn FnMut(Edge<'_>)) -> usize {
    let mut seen = 0;
    for value in values {
        seen += 1;
        // Most items are scalars: one comparison tells them.
        if matches!(value, Value::Scalar(_)) {
            continue;
        }
        if let Some(edge) = Edge::of(value) {
            visit(edge);
        }
    }
    seen
}

/// Visits `cells`; returns how many there were.
fn cells<'a>(cells: impl Iterator<Item = &'a Rc<CellObj>>, visit: &mut dyn FnMut(Edge<'_>)) -> usize {
    cells.map(|cell| visit(Edge::Cell(cell))).count()
}

impl Traced for ListObj {
    fn head(&self) -> Option<Head<'_>> {
        Some(Head::Plain(&self.gc))
    }

    fn edges(&self, visit: &mut dyn FnMut(Edge<'_>)) -> usize {
        self.items.try_borrow().map_or(0, |items| values(items.iter(), visit))
    }

    fn size(&self) -> usize {
        self.items.try_borrow().map_or(0, |items| items.len())
    }

    fn break_up(&self) {
        if let Ok(mut items) = self.items.try_borrow_mut() {
            release(std::mem::take(&mut *items));
        }
    }
}

impl Traced for TupleObj {
    fn head(&self) -> Option<Head<'_>> {
        Some(Head::Plain(&self.gc))
    }

    fn edges(&self, visit: &mut dyn FnMut(Edge<'_>)) -> usize {
        values(self.items.iter(), visit)
    }

    fn size(&self) -> usize {
        self.items.len()
    }

    fn break_up(&self) {}
}

impl Traced for RefCell<Dict> {
    fn head(&self) -> Option<Head<'_>> {
        self.try_borrow().ok().map(Head::InTable)
    }

    fn edges(&self, visit: &mut dyn FnMut(Edge<'_>)) -> usize {
        self.try_borrow().map_or(0, |d| values(d.iter().flat_map(|(k, v)| [k, v]), visit))
    }

    fn size(&self) -> usize {
        self.try_borrow().map_or(0, |d| 2 * d.len())
    }

    fn break_up(&self) {
        if let Ok(mut d) = self.try_borrow_mut() {
            d.clear();
        }
    }
}

impl Traced for Function {
    fn head(&self) -> Option<Head<'_>> {
        Some(Head::Plain(&self.gc))
    }

    fn edges(&self, visit: &mut dyn FnMut(Edge<'_>)) -> usize {
        values(self.defaults.iter().chain(self.kw_defaults.iter().flatten()), visit) + cells(self.closure.iter(), visit)
    }

    fn size(&self) -> usize {
        self.defaults.len() + self.kw_defaults.len() + self.closure.len()
    }

    fn break_up(&self) {}
}

impl Traced for BoundMethod {
    fn head(&self) -> Option<Head<'_>> {
        Some(Head::Plain(&self.gc))
    }

    fn edges(&self, visit: &mut dyn FnMut(Edge<'_>)) -> usize {
        values(std::iter::once(&self.receiver), visit)
    }

    fn size(&self) -> usize {
        1
    }

    fn break_up(&self) {}
}

impl Traced for ExceptionObj {
    fn head(&self) -> Option<Head<'_>> {
        Some(Head::Plain(&self.gc))
    }

    fn edges(&self, visit: &mut dyn FnMut(Edge<'_>)) -> usize {
        values(self.arg.iter(), visit)
    }

    fn size(&self) -> usize {
        1
    }

    fn break_up(&self) {}
}

impl Traced for CellObj {
    fn head(&self) -> Option<Head<'_>> {
        Some(Head::Plain(&self.gc))
    }

    fn edges(&self, visit: &mut dyn FnMut(Edge<'_>)) -> usize {
        self.value.try_borrow().map_or(0, |value| values(value.iter(), visit))
    }

    fn size(&self) -> usize {
        1
    }

    fn break_up(&self) {
        if let Ok(mut value) = self.value.try_borrow_mut() {
            release(value.take());
        }
    }
}

impl Traced for IterObj {
    fn head(&self) -> Option<Head<'_>> {
        Some(Head::Plain(&self.gc))
    }

    fn edges(&self, visit: &mut dyn FnMut(Edge<'_>)) -> usize {
        self.state.try_borrow().map_or(0, |state| iter_edges(&state, visit))
    }

    fn size(&self) -> usize {
        match self.state.try_borrow().as_deref() {
            Ok(Iter::Values { items, .. }) => 1 + items.len(),
            _ => 1,
        }
    }

    fn break_up(&self) {
        if let Ok(mut state) = self.state.try_borrow_mut() {
            release(std::mem::replace(&mut *state, Iter::Zip(Vec::new())));
        }
    }
}

/// What an iterator's state holds. Iterators nest (`enumerate(zip(...))`),
/// so the nesting is walked with a list, not recursion.
fn iter_edges(first: &Iter, visit: &mut dyn FnMut(Edge<'_>)) -> usize {
    let mut open = vec![first];
    let mut seen = 0;
    while let Some(it) = open.pop() {
        seen += 1;
        match it {
            Iter::List { list, .. } | Iter::ReversedList { list, .. } => visit(Edge::List(list)),
            Iter::Tuple { tuple, .. } => visit(Edge::Tuple(tuple)),
            Iter::Values { items, watch, .. } => {
                // A snapshot shared with another iterator is not this
                // one's to count: its items then count as held from outside.
                if Rc::strong_count(items) == 1 && Rc::weak_count(items) == 0 {
                    seen += values(items.iter(), visit);
                }
                if let Some(w) = watch {
                    visit(Edge::Table(&w.table));
                }
            }
            Iter::Range { .. } => {}
            Iter::Enumerate { inner, .. } => open.push(inner),
            Iter::Zip(inners) => open.extend(inners.iter()),
            Iter::Map { func, inners } => {
                seen += values(std::iter::once(func), visit);
                open.extend(inners.iter());
            }
            Iter::Filter { func, inner } => {
                seen += values(std::iter::once(func), visit);
                open.push(inner);
            }
            Iter::Generator(gen) => {
                seen += frame_edges(&gen.frame, visit);
                open.extend(gen.iters.iter());
            }
            Iter::Shared(obj) => visit(Edge::Iter(obj)),
        }
    }
    seen
}

/// A suspended generator's variables (its globals are the module's, which
/// the collector does not track: they live as long as the program).
fn frame_edges(frame: &Frame, visit: &mut dyn FnMut(Edge<'_>)) -> usize {
    values(frame.locals.iter().flatten(), visit) + cells(frame.cells.iter().chain(&frame.frees), visit)
}
