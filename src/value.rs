//! `Value`: everything a .dmd variable can hold. Scalars are `Operand`s
//! (opaque: only the machine reads them); containers, functions, modules
//! and iterators are reference-counted objects. This file owns the object
//! layouts and the structural operations that are not reads: element fetch
//! and store, identity of objects. Every container carries a `Header`, the
//! block its structural uses read (the interpreter reads it through the
//! machine; nothing here does). Containers drop their children through
//! `release`, with bounded stack however deeply values nest.

use std::cell::{Cell, Ref, RefCell, RefMut};
use std::rc::Rc;

use crate::machine::{Block, Header, Held, Kind, Operand, Tag};
use crate::natives::{Builtin, Method};
use crate::ops::HashKey;
use crate::pyrandom::Random;
use crate::syntax::ast::{Comprehension, FunctionDef, Ident};

pub mod frame;
pub mod gc;
mod hash;
pub mod reach;
mod release;
mod table;

use gc::GcHead;
pub use hash::{hash_of, Hash};
pub use table::{Dict, Entry, EntryId};

pub type ListRef = Rc<ListObj>;
pub type CellRef = Rc<CellObj>;

/// A list: its items and its header (replaced when the length changes).
#[derive(Debug)]
pub struct ListObj {
    items: RefCell<Vec<Value>>,
    header: Cell<Header>,
    gc: GcHead,
}

impl ListObj {
    pub fn new(items: Vec<Value>, header: Header) -> ListObj {
        ListObj { items: RefCell::new(items), header: Cell::new(header), gc: GcHead::default() }
    }

    pub fn borrow(&self) -> Ref<'_, Vec<Value>> {
        self.items.borrow()
    }

    pub fn borrow_mut(&self) -> RefMut<'_, Vec<Value>> {
        self.items.borrow_mut()
    }

    pub fn try_borrow(&self) -> Result<Ref<'_, Vec<Value>>, std::cell::BorrowError> {
        self.items.try_borrow()
    }

    pub fn header(&self) -> Header {
        self.header.get()
    }

    pub fn set_header(&self, header: Header) {
        self.header.set(header);
    }

    /// The items, taken out of a list that is going away.
    pub fn into_items(self) -> Vec<Value> {
        std::mem::take(&mut *self.items.borrow_mut())
    }
}

// Containers drop their children through `release`, so that dropping a
// value nested millions deep does not recurse millions deep.

impl Drop for ListObj {
    fn drop(&mut self) {
        self.gc.dying();
        release::release(std::mem::take(self.items.get_mut()));
    }
}

/// A tuple: immutable items and the header made with them.
#[derive(Debug)]
pub struct TupleObj {
    items: Vec<Value>,
    pub header: Header,
    gc: GcHead,
}

impl TupleObj {
    pub fn new(items: Vec<Value>, header: Header) -> TupleObj {
        TupleObj { items, header, gc: GcHead::default() }
    }

    /// The items, taken out of a tuple that is going away.
    pub fn take_items(&mut self) -> Vec<Value> {
        std::mem::take(&mut self.items)
    }
}

impl Drop for TupleObj {
    fn drop(&mut self) {
        self.gc.dying();
        release::release(std::mem::take(&mut self.items));
    }
}

impl std::ops::Deref for TupleObj {
    type Target = Vec<Value>;

    fn deref(&self) -> &Vec<Value> {
        &self.items
    }
}

/// A value: a scalar in its block, or an object held through a
/// reference block of the place's (`Held`).
#[derive(Debug)]
pub enum Value {
    Scalar(Operand),
    List(Held<ListRef>),
    Tuple(Held<Rc<TupleObj>>),
    Dict(Held<Table>),
    Set(Held<Table>),
    Range(Held<Rc<RangeObj>>),
    Function(Held<Rc<Function>>),
    Builtin(Held<Builtin>),
    /// A method bound to its receiver (`xs.append`).
    Method(Held<Rc<BoundMethod>>),
    Module(Held<Rc<ModuleObj>>),
    Iterator(Held<Rc<IterObj>>),
    /// `d.keys()`, `d.values()`, `d.items()`: views of a dict's table.
    DictKeys(Held<Table>),
    DictValues(Held<Table>),
    DictItems(Held<Table>),
    Random(Held<Rc<RandomObj>>),
    /// An exception instance, made by calling an exception class.
    Exception(Held<Rc<ExceptionObj>>),
}

/// A dict's or set's table, shared by every place that refers to it.
pub type Table = Rc<RefCell<Dict>>;

/// A new table, known to the cycle collector.
#[inline]
pub fn new_table(dict: Dict) -> Table {
    gc::tracked(Rc::new(RefCell::new(dict)))
}

/// A method bound to its receiver (`xs.append`): the receiver sits in a
/// place of the method's own.
#[derive(Debug)]
pub struct BoundMethod {
    pub receiver: Value,
    pub method: Method,
    gc: GcHead,
}

impl BoundMethod {
    /// The bound method, known to the cycle collector.
    pub fn new_ref(receiver: Value, method: Method) -> Rc<BoundMethod> {
        gc::tracked(Rc::new(BoundMethod { receiver, method, gc: GcHead::default() }))
    }
}

impl Drop for BoundMethod {
    fn drop(&mut self) {
        self.gc.dying();
    }
}

/// A variable shared between a frame and the functions that close over
/// it. Derefs to its contents.
#[derive(Debug)]
pub struct CellObj {
    value: RefCell<Option<Value>>,
    gc: GcHead,
}

impl CellObj {
    /// An empty cell, known to the cycle collector.
    pub fn new_ref() -> CellRef {
        gc::tracked(Rc::new(CellObj { value: RefCell::new(None), gc: GcHead::default() }))
    }
}

impl std::ops::Deref for CellObj {
    type Target = RefCell<Option<Value>>;

    fn deref(&self) -> &RefCell<Option<Value>> {
        &self.value
    }
}

impl Drop for CellObj {
    fn drop(&mut self) {
        self.gc.dying();
        release::release(self.value.get_mut().take());
    }
}

// A scalar (the common case: a name load) is cloned inline, in registers;
// objects take the out-of-line path (a reference count and three words).
impl Clone for Value {
    #[inline(always)]
    fn clone(&self) -> Value {
        match self {
            Value::Scalar(op) => Value::Scalar(op.clone()),
            _ => self.clone_object(),
        }
    }
}

impl Value {
    /// Drops the value. A scalar that owns no heap data (the common case
    /// in a loop) is forgotten inline: the enum's drop glue is an
    /// out-of-line call, which hot paths would otherwise make per operand.
    #[inline(always)]
    pub fn discard(self) {
        match &self {
            Value::Scalar(op) if op.is_plain_data() => std::mem::forget(self),
            _ => drop(self),
        }
    }

    #[inline(never)]
    fn clone_object(&self) -> Value {
        match self {
            Value::Scalar(op) => Value::Scalar(op.clone()),
            Value::List(l) => Value::List(l.clone()),
            Value::Tuple(t) => Value::Tuple(t.clone()),
            Value::Dict(d) => Value::Dict(d.clone()),
            Value::Set(s) => Value::Set(s.clone()),
            Value::Range(r) => Value::Range(r.clone()),
            Value::Function(f) => Value::Function(f.clone()),
            Value::Builtin(b) => Value::Builtin(b.clone()),
            Value::Method(m) => Value::Method(m.clone()),
            Value::Module(m) => Value::Module(m.clone()),
            Value::Iterator(i) => Value::Iterator(i.clone()),
            Value::DictKeys(d) => Value::DictKeys(d.clone()),
            Value::DictValues(d) => Value::DictValues(d.clone()),
            Value::DictItems(d) => Value::DictItems(d.clone()),
            Value::Random(r) => Value::Random(r.clone()),
            Value::Exception(e) => Value::Exception(e.clone()),
        }
    }
}

/// The table a dict or set iterator walks: CPython stops the iterator with
/// a `RuntimeError` once the table's size differs from when it began.
#[derive(Debug, Clone)]
pub struct Watch {
    pub table: Rc<RefCell<Dict>>,
    pub len: usize,
    pub is_set: bool,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[repr(align(8))]
pub enum ViewKind {
    Keys,
    Values,
    Items,
}

impl Value {
    /// A list with its header, under the reference `tag`
    /// (`Interpreter::new_list` makes one).
    #[inline]
    pub fn list(items: Vec<Value>, header: Header, tag: Tag) -> Value {
        Value::List(Held::new(gc::tracked(Rc::new(ListObj::new(items, header))), tag))
    }

    /// A tuple with its header, under the reference `tag`
    /// (`Interpreter::new_tuple` makes one).
    pub fn tuple(items: Vec<Value>, header: Header, tag: Tag) -> Value {
        // A tuple's items are fixed: one of scalars alone is never in a
        // cycle, so the collector need not know of it (most tuples).
        let may_cycle = items.iter().any(Value::may_hold_objects);
        let tuple = Rc::new(TupleObj::new(items, header));
        Value::Tuple(Held::new(if may_cycle { gc::tracked(tuple) } else { tuple }, tag))
    }

    /// Whether the value is, or may come to hold, an object the cycle
    /// collector tracks.
    fn may_hold_objects(&self) -> bool {
        match self {
            Value::Scalar(_) | Value::Range(_) | Value::Builtin(_) | Value::Module(_) | Value::Random(_) => false,
            Value::List(_)
            | Value::Tuple(_)
            | Value::Dict(_)
            | Value::Set(_)
            | Value::Function(_)
            | Value::Method(_)
            | Value::Iterator(_)
            | Value::DictKeys(_)
            | Value::DictValues(_)
            | Value::DictItems(_)
            | Value::Exception(_) => true,
        }
    }

    /// A set the interpreter's own code passes on (set algebra's
    /// operands), used through its place by the instruction already: no
    /// reference block. Never given to the program.
    pub fn inner_set(table: Table) -> Value {
        Value::Set(Held::new(table, Tag::UNTRACKED))
    }

    /// A view of `table` (`d.keys()` and the like).
    pub fn view(table: Held<Table>, kind: ViewKind) -> Value {
        match kind {
            ViewKind::Keys => Value::DictKeys(table),
            ViewKind::Values => Value::DictValues(table),
            ViewKind::Items => Value::DictItems(table),
        }
    }

    /// The table and kind of a dict view.
    pub fn as_view(&self) -> Option<(&Held<Table>, ViewKind)> {
        match self {
            Value::DictKeys(d) => Some((d, ViewKind::Keys)),
            Value::DictValues(d) => Some((d, ViewKind::Values)),
            Value::DictItems(d) => Some((d, ViewKind::Items)),
            _ => None,
        }
    }

    /// The block a use of the value through its place reads: a scalar's
    /// own block, an object's reference.
    pub fn place_block(&self) -> Block {
        match self {
            Value::Scalar(op) => op.block(),
            Value::List(h) => h.block(),
            Value::Tuple(h) => h.block(),
            Value::Dict(h) | Value::Set(h) | Value::DictKeys(h) | Value::DictValues(h) | Value::DictItems(h) => {
                h.block()
            }
            Value::Range(h) => h.block(),
            Value::Function(h) => h.block(),
            Value::Builtin(h) => h.block(),
            Value::Method(h) => h.block(),
            Value::Module(h) => h.block(),
            Value::Iterator(h) => h.block(),
            Value::Random(h) => h.block(),
            Value::Exception(h) => h.block(),
        }
    }

    /// The value's block as a place takes it (`Machine::place_all`).
    pub fn slot(&mut self) -> crate::machine::Slot<'_> {
        match self {
            Value::Scalar(op) => op.slot(),
            Value::List(h) => h.slot(),
            Value::Tuple(h) => h.slot(),
            Value::Dict(h) | Value::Set(h) | Value::DictKeys(h) | Value::DictValues(h) | Value::DictItems(h) => {
                h.slot()
            }
            Value::Range(h) => h.slot(),
            Value::Function(h) => h.slot(),
            Value::Builtin(h) => h.slot(),
            Value::Method(h) => h.slot(),
            Value::Module(h) => h.slot(),
            Value::Iterator(h) => h.slot(),
            Value::Random(h) => h.slot(),
            Value::Exception(h) => h.slot(),
        }
    }

    /// The block a structural use of this value reads: a scalar's own
    /// block, a container's or function's header; `None` for objects that
    /// carry no data (builtins, modules).
    pub fn identity_block(&self) -> Option<Block> {
        match self {
            Value::Scalar(op) => Some(op.block()),
            Value::List(l) => Some(l.header().block()),
            Value::Tuple(t) => Some(t.header.block()),
            Value::Dict(d) | Value::Set(d) => d.try_borrow().ok().map(|d| d.header.block()),
            Value::DictKeys(d) | Value::DictValues(d) | Value::DictItems(d) => {
                d.try_borrow().ok().map(|d| d.header.block())
            }
            Value::Range(r) => Some(r.header.block()),
            Value::Function(f) => Some(f.header.block()),
            Value::Iterator(it) => Some(it.header().block()),
            Value::Method(m) => m.receiver.identity_block(),
            Value::Random(r) => Some(r.state().block()),
            Value::Exception(e) => Some(e.header.block()),
            Value::Builtin(b) => Some(b.block()),
            Value::Module(m) => Some(m.block()),
        }
    }

    /// Python's type name of the value, for messages.
    pub fn type_name(&self) -> &'static str {
        match self {
            Value::Scalar(op) => op.type_name(),
            Value::List(_) => "list",
            Value::Tuple(_) => "tuple",
            Value::Dict(_) => "dict",
            Value::Set(_) => "set",
            Value::Range(_) => "range",
            Value::Function(_) => "function",
            Value::Builtin(b) => b.type_name(),
            Value::Method(_) => "builtin_function_or_method",
            Value::Module(_) => "module",
            Value::Iterator(it) => it.state.try_borrow().map(|it| it.type_name()).unwrap_or("generator"),
            Value::DictKeys(_) => "dict_keys",
            Value::DictValues(_) => "dict_values",
            Value::DictItems(_) => "dict_items",
            Value::Random(_) => "Random",
            Value::Exception(e) => e.name,
        }
    }

    pub fn scalar_kind(&self) -> Option<Kind> {
        match self {
            Value::Scalar(op) => Some(op.kind()),
            _ => None,
        }
    }

    /// Identity of non-scalar objects (`is` between containers).
    pub fn same_object(&self, other: &Value) -> bool {
        match (self, other) {
            (Value::List(a), Value::List(b)) => Rc::ptr_eq(a, b),
            (Value::Tuple(a), Value::Tuple(b)) => Rc::ptr_eq(a, b),
            (Value::Dict(a), Value::Dict(b)) => Rc::ptr_eq(a, b),
            (Value::Set(a), Value::Set(b)) => Rc::ptr_eq(a, b),
            (Value::Range(a), Value::Range(b)) => Rc::ptr_eq(a, b),
            (Value::Function(a), Value::Function(b)) => Rc::ptr_eq(a, b),
            (Value::Builtin(a), Value::Builtin(b)) => a.obj == b.obj,
            (Value::Module(a), Value::Module(b)) => Rc::ptr_eq(a, b),
            (Value::Iterator(a), Value::Iterator(b)) => Rc::ptr_eq(a, b),
            (Value::Random(a), Value::Random(b)) => Rc::ptr_eq(a, b),
            (Value::Exception(a), Value::Exception(b)) => Rc::ptr_eq(a, b),
            _ => false,
        }
    }
}

/// A `range` object. Bounds are `i64`; larger ranges are rejected when made.
#[derive(Debug, Clone)]
pub struct RangeObj {
    pub start: i64,
    pub stop: i64,
    pub step: i64,
    /// Its length (read by `len`, truth and each step of an iteration).
    pub header: Header,
    /// Its start and step, two words (read when an item's value or the
    /// range itself is revealed: indexing, slicing, `repr`, `==`, starting
    /// an iteration).
    pub params: Header,
}

impl RangeObj {
    pub fn len(&self) -> i64 {
        i64::try_from(self.exact_len()).unwrap_or(i64::MAX)
    }

    /// The number of items, which `range()` keeps within `i64` (see
    /// `fits`): `len` never saturates on a range that exists.
    pub fn exact_len(&self) -> i128 {
        RangeObj::count(self.start, self.stop, self.step)
    }

    /// Whether a range of these bounds has at most `i64::MAX` items.
    pub fn fits(start: i64, stop: i64, step: i64) -> bool {
        RangeObj::count(start, stop, step) <= i128::from(i64::MAX)
    }

    fn count(start: i64, stop: i64, step: i64) -> i128 {
        let (start, stop, step) = (start as i128, stop as i128, step as i128);
        if step > 0 && start < stop {
            (stop - start - 1) / step + 1
        } else if step < 0 && start > stop {
            (start - stop - 1) / (-step) + 1
        } else {
            0
        }
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    pub fn get(&self, index: i64) -> i64 {
        self.start + index * self.step
    }

    /// Whether the int `v` is one of the items, by arithmetic.
    pub fn holds(&self, v: &num_bigint::BigInt) -> bool {
        use num_bigint::BigInt;
        let offset = v - BigInt::from(self.start);
        let step = BigInt::from(self.step);
        let k = &offset / &step;
        (&offset % &step) == BigInt::from(0) && k >= BigInt::from(0) && k < BigInt::from(self.len())
    }
}

/// A user-defined function or lambda, with what it closed over.
#[derive(Debug)]
pub struct Function {
    /// The function object's identity (read by `is`).
    pub header: Header,
    pub def: Rc<FunctionDef>,
    pub defaults: Vec<Value>,
    pub kw_defaults: Vec<Option<Value>>,
    pub closure: Vec<CellRef>,
    pub globals: Rc<Globals>,
    pub gc: GcHead,
}

impl Drop for Function {
    fn drop(&mut self) {
        self.gc.dying();
        let defaults = std::mem::take(&mut self.defaults);
        let kw_defaults = std::mem::take(&mut self.kw_defaults);
        release::release((defaults, kw_defaults, std::mem::take(&mut self.closure)));
    }
}

/// A module's global variables, by slot (see `resolve`).
#[derive(Debug)]
pub struct Globals {
    pub module_name: Rc<str>,
    /// Grows when a REPL entry binds new names.
    pub names: RefCell<Vec<Ident>>,
    pub values: RefCell<Vec<Option<Value>>>,
}

impl Globals {
    pub fn slot_of(&self, name: &str) -> Option<usize> {
        self.names.borrow().iter().position(|n| &**n == name)
    }

    /// Makes room for the globals of a module resolved with more names.
    pub fn grow_to(&self, names: &[Ident]) {
        let mut own = self.names.borrow_mut();
        for name in names.iter().skip(own.len()) {
            own.push(name.clone());
        }
        self.values.borrow_mut().resize(own.len(), None);
    }

    pub fn get(&self, name: &str) -> Option<Value> {
        let slot = self.slot_of(name)?;
        self.values.borrow().get(slot).cloned().flatten()
    }
}

#[derive(Debug)]
pub struct ModuleObj {
    pub name: Rc<str>,
    pub kind: ModuleKind,
}

#[derive(Debug)]
pub enum ModuleKind {
    /// `math`, `random`, `bytedmd`: members are builtins and constants.
    Native,
    /// A module written in .dmd (from `stdlib/`).
    Dmd(Rc<Globals>),
}

/// The key a dict or set indexes by: equal Python values give equal keys.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum DictKey {
    Scalar(HashKey),
    Tuple(Rc<[DictKey]>),
}

/// A `random.Random` generator. Its state is data (a seed or the draws
/// so far decide every later draw), so it has a block: each draw reads it
/// and stores the next one.
#[derive(Debug)]
pub struct RandomObj {
    rng: RefCell<Random>,
    state: Cell<Header>,
}

impl RandomObj {
    pub fn new(rng: Random, state: Header) -> RandomObj {
        RandomObj { rng: RefCell::new(rng), state: Cell::new(state) }
    }

    pub fn borrow_mut(&self) -> RefMut<'_, Random> {
        self.rng.borrow_mut()
    }

    pub fn state(&self) -> Header {
        self.state.get()
    }

    pub fn set_state(&self, state: Header) {
        self.state.set(state);
    }
}

/// An exception instance: its class name and its argument, kept as the
/// value it was made from (formatting it reads it).
#[derive(Debug)]
pub struct ExceptionObj {
    pub name: &'static str,
    pub arg: Option<Value>,
    pub header: Header,
    pub gc: GcHead,
}

impl Drop for ExceptionObj {
    fn drop(&mut self) {
        self.gc.dying();
        release::release(self.arg.take());
    }
}

/// An iterator object: its state and a header standing for it (its
/// position, an `enumerate` count): each step reads it and stores the next.
#[derive(Debug)]
pub struct IterObj {
    pub state: RefCell<Iter>,
    header: Cell<Header>,
    gc: GcHead,
}

impl IterObj {
    pub fn new(state: Iter, header: Header) -> IterObj {
        IterObj { state: RefCell::new(state), header: Cell::new(header), gc: GcHead::default() }
    }

    pub fn header(&self) -> Header {
        self.header.get()
    }

    pub fn set_header(&self, header: Header) {
        self.header.set(header);
    }
}

impl Drop for IterObj {
    fn drop(&mut self) {
        self.gc.dying();
        // A chain of iterators (`it = enumerate(it)`, generators over
        // generators) is a chain of these.
        release::release(std::mem::replace(self.state.get_mut(), Iter::Zip(Vec::new())));
    }
}

/// The state of an iterator object.
#[derive(Debug)]
pub enum Iter {
    /// Walks a list by index, seeing later appends as CPython does.
    List {
        list: ListRef,
        index: usize,
    },
    Tuple {
        tuple: Rc<TupleObj>,
        index: usize,
    },
    /// `reversed(list)`: walks down by index, seeing the list as it is at
    /// each step, as CPython's `listreviter` does; an index past the end (the
    /// list shrank) ends it for good.
    ReversedList {
        list: ListRef,
        next: Option<usize>,
    },
    /// A fixed sequence of values (string characters, snapshots).
    Values {
        items: Rc<Vec<Value>>,
        index: usize,
        kind: &'static str,
        /// Read at each step: the header of what is iterated (a fresh one
        /// for a string's characters, made after reading the string).
        header: Header,
        /// The dict or set a snapshot was taken of.
        watch: Option<Watch>,
        /// Whether the items were made for the iteration (a string's
        /// characters): each is a fresh value when it comes out, not one
        /// sitting in a place.
        made: bool,
    },
    Range {
        next: i64,
        remaining: i64,
        step: i64,
        header: Header,
    },
    Enumerate {
        inner: Box<Iter>,
        /// Wide, so the index after the largest int .dmd holds is an
        /// OverflowError rather than a wrapped number.
        count: i128,
    },
    Zip(Vec<Iter>),
    Map {
        func: Value,
        inners: Vec<Iter>,
    },
    Filter {
        func: Value,
        inner: Box<Iter>,
    },
    /// A generator expression suspended between items.
    Generator(Box<GenState>),
    /// An iterator object held by a variable: advancing it advances the
    /// shared object.
    Shared(Rc<IterObj>),
}

impl Iter {
    pub fn type_name(&self) -> &'static str {
        match self {
            Iter::List { .. } => "list_iterator",
            Iter::Tuple { .. } => "tuple_iterator",
            Iter::ReversedList { .. } => "list_reverseiterator",
            Iter::Values { kind, .. } => kind,
            Iter::Range { .. } => "range_iterator",
            Iter::Enumerate { .. } => "enumerate",
            Iter::Zip(_) => "zip",
            Iter::Map { .. } => "map",
            Iter::Filter { .. } => "filter",
            Iter::Generator(_) => "generator",
            Iter::Shared(_) => "iterator",
        }
    }
}

/// A generator expression: its own frame and one iterator per `for`
/// clause that is currently open.
#[derive(Debug)]
pub struct GenState {
    pub comp: Rc<Comprehension>,
    pub frame: crate::value::frame::Frame,
    pub iters: Vec<Iter>,
}

#[cfg(test)]
mod size_tests {
    #[test]
    fn a_value_is_three_words() {
        assert_eq!(std::mem::size_of::<super::Value>(), 24);
        assert_eq!(std::mem::size_of::<Option<super::Value>>(), 24);
    }
}
