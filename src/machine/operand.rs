//! `Operand`: the handle through which the interpreter holds a scalar.
//!
//! An operand pairs a payload with the stack block it lives in. Outside
//! `crate::machine` an operand can be cloned, stored, passed and returned
//! (pure data movement, which is free), but its payload cannot be read:
//! the fields are private to the machine, and every accessor that reveals
//! the value is a `Machine` method that records the read. Code outside
//! the machine may move an operand:
//!
//! ```
//! use dmdpy::testing::machine::Operand;
//! fn moved(op: &Operand) -> Operand {
//!     op.clone()
//! }
//! ```
//!
//! but not look at its payload (the same code, reading the field):
//!
//! ```compile_fail
//! use dmdpy::testing::machine::Operand;
//! fn peek(op: &Operand) -> Operand {
//!     let _ = &op.payload;
//!     op.clone()
//! }
//! ```

use crate::scalar::Scalar;

/// Which stack block a value occupies. Reference: `(measurement, key)`,
/// measurement 0 meaning "no block" (an untracked value). Strict: `key`
/// is the block of the place the value sits in (or of the temporary it
/// is), and `scope` its identity (`origin`: the key it was first stored
/// under, which its copies keep, so `is` answers as CPython) with the
/// `FRESH` bit of a value no place holds yet.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Tag {
    pub(in crate::machine) scope: u32,
    pub(in crate::machine) key: u32,
}

/// Strict: `Tag::scope`'s bit for a fresh value: a result (of an
/// operator, a conversion, a call) or a value whose place died, which
/// the next place it is put into takes over without a read. A clone is
/// never fresh: the original holds the block.
pub(in crate::machine) const FRESH: u32 = 1 << 31;

impl Tag {
    pub const UNTRACKED: Tag = Tag { scope: 0, key: 0 };

    /// Strict: a new block's tag, the first of its object.
    #[inline(always)]
    pub(in crate::machine) fn fresh(key: u32) -> Tag {
        Tag { scope: key | FRESH, key }
    }

    /// Strict: the value's identity (the key its object was first stored
    /// under).
    #[inline(always)]
    pub(in crate::machine) fn origin(self) -> u32 {
        self.scope & !FRESH
    }

    #[inline(always)]
    pub(in crate::machine) fn is_fresh(self) -> bool {
        self.scope & FRESH != 0
    }

    /// The tag of a clone: held by the same place, so not fresh (a no-op
    /// in reference, whose measurement ids never reach `FRESH`).
    #[inline(always)]
    pub fn cloned(self) -> Tag {
        Tag { scope: self.scope & !FRESH, key: self.key }
    }
}

/// A stack block as a read names it: which block, and how many words wide.
/// Opaque outside the machine, like `Tag`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Block {
    pub(in crate::machine) tag: Tag,
    pub(in crate::machine) width: u32,
}

impl Block {
    pub(in crate::machine) const NONE: Block = Block { tag: Tag::UNTRACKED, width: 1 };

    /// The block `tag` names, `width` words wide.
    pub fn new(tag: Tag, width: u32) -> Block {
        Block { tag, width }
    }
}

/// A container's header block: it stands for the container's length and
/// identity (strict), so structural uses (`len`, truth, `is`, each step of
/// an iteration) have something to read. One word, unless made wider for
/// an object that holds more (a range's start and step). No block in the
/// reference model.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Header {
    pub(in crate::machine) tag: Tag,
    pub(in crate::machine) width: u32,
}

impl Header {
    /// A header with no block (for objects made where nothing is metered).
    pub const NONE: Header = Header { tag: Tag::UNTRACKED, width: 1 };

    pub fn block(self) -> Block {
        Block { tag: self.tag, width: self.width }
    }

    /// A block read as a header: each step of iterating a string reads the
    /// string, as indexing it does.
    pub fn of(block: Block) -> Header {
        Header { tag: block.tag, width: block.width }
    }
}

/// The kind of a scalar: type metadata, free to inspect in every model.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    None,
    Bool,
    Int,
    Float,
    Str,
}

impl Kind {
    pub fn type_name(self) -> &'static str {
        match self {
            Kind::None => "NoneType",
            Kind::Bool => "bool",
            Kind::Int => "int",
            Kind::Float => "float",
            Kind::Str => "str",
        }
    }
}

#[derive(Debug)]
pub struct Operand {
    pub(in crate::machine) payload: Scalar,
    pub(in crate::machine) tag: Tag,
}

// Inline for the reason `Scalar`'s clone is. A clone is not fresh: the
// block stays with the original, so a clone put into a place is copied.
impl Clone for Operand {
    #[inline(always)]
    fn clone(&self) -> Operand {
        Operand { payload: self.payload.clone(), tag: self.tag.cloned() }
    }
}

impl Operand {
    pub fn kind(&self) -> Kind {
        match self.payload {
            Scalar::None => Kind::None,
            Scalar::Bool(_) => Kind::Bool,
            Scalar::Int(_) | Scalar::BigInt(_) => Kind::Int,
            Scalar::Float(_) => Kind::Float,
            Scalar::Str(_) => Kind::Str,
        }
    }

    pub fn type_name(&self) -> &'static str {
        self.kind().type_name()
    }

    /// True when dropping the operand frees nothing (its payload is not
    /// a big int or a str): `Value::discard` then skips the drop glue.
    #[inline(always)]
    pub fn is_plain_data(&self) -> bool {
        !matches!(self.payload, Scalar::BigInt(_) | Scalar::Str(_))
    }

    /// The block a read of this value names; as wide as the payload.
    pub fn block(&self) -> Block {
        Block { tag: self.tag, width: self.payload.words() }
    }

    /// The value as `Machine::place_all` puts it into a place.
    pub fn slot(&mut self) -> Slot<'_> {
        let width = self.payload.words();
        Slot { tag: &mut self.tag, width }
    }
}

/// An object as a value holds it: the shared object (`obj`: a container,
/// a function, a builtin, ...) and the one-word reference block of the
/// place it sits in (strict; none in reference). Every place that refers
/// to one object has a reference block of its own, and using the object
/// through the place reads it. Derefs to the object.
#[derive(Debug)]
pub struct Held<T> {
    pub obj: T,
    tag: Tag,
}

impl<T> Held<T> {
    /// `obj` under the reference `tag` (`Machine::reference`, or a
    /// per-measurement block for builtins and modules).
    pub fn new(obj: T, tag: Tag) -> Held<T> {
        Held { obj, tag }
    }

    /// The reference block a use of the object through this place reads.
    pub fn block(&self) -> Block {
        Block { tag: self.tag, width: 1 }
    }

    /// The reference as `Machine::place_all` puts it into a place.
    pub fn slot(&mut self) -> Slot<'_> {
        Slot { tag: &mut self.tag, width: 1 }
    }

    /// The object and its reference, apart (to be put back together with
    /// `Held::new`).
    pub fn into_parts(self) -> (T, Tag) {
        (self.obj, self.tag)
    }
}

// A clone is held by the same place, so it is not fresh (as `Operand`'s).
impl<T: Clone> Clone for Held<T> {
    #[inline(always)]
    fn clone(&self) -> Held<T> {
        Held { obj: self.obj.clone(), tag: self.tag.cloned() }
    }
}

impl<T> std::ops::Deref for Held<T> {
    type Target = T;

    #[inline(always)]
    fn deref(&self) -> &T {
        &self.obj
    }
}

/// A value being put into a place, as `Machine::place_all` sees it: its
/// block (moved in when fresh, else replaced by a copy's) and its width.
pub struct Slot<'a> {
    pub(in crate::machine) tag: &'a mut Tag,
    pub(in crate::machine) width: u32,
}
