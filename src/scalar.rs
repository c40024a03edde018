//! `Scalar`: the payload of one stack block — None, bool, int (a fast
//! `i64` path with a `BigInt` fallback), float or str. Plain data; the
//! machine decides who may look at it.

use std::rc::Rc;

use num_bigint::BigInt;
use num_traits::ToPrimitive;

pub use crate::text::Text;

/// A Python scalar value.
///
/// Invariant: `BigInt` holds only values outside the `i64` range, so two
/// equal ints always have the same representation. Build ints through
/// `Scalar::from_bigint` to keep it.
// An 8-byte tag keeps every field word-aligned: a `Value` (which nests
// its own tag in this one's spare values) then moves as three words, which
// the CPU forwards from store to load; a one-byte tag with the bool beside
// it made moves of values byte-and-word mixes that stalled.
#[derive(Debug)]
#[repr(u64)]
pub enum Scalar {
    None,
    Bool(bool),
    Int(i64),
    BigInt(Rc<BigInt>),
    Float(f64),
    Str(Text),
}

// Cloned inline (a derived clone is an out-of-line call): a value copied
// out of a variable then stays in registers instead of going through a
// stack slot the caller reloads with different-sized moves.
impl Clone for Scalar {
    #[inline(always)]
    fn clone(&self) -> Scalar {
        match self {
            Scalar::None => Scalar::None,
            Scalar::Bool(b) => Scalar::Bool(*b),
            Scalar::Int(i) => Scalar::Int(*i),
            Scalar::Float(f) => Scalar::Float(*f),
            Scalar::BigInt(i) => Scalar::BigInt(Rc::clone(i)),
            Scalar::Str(s) => Scalar::Str(s.clone()),
        }
    }
}

impl Scalar {
    pub fn from_bigint(value: BigInt) -> Scalar {
        match value.to_i64() {
            Some(small) => Scalar::Int(small),
            None => Scalar::BigInt(Rc::new(value)),
        }
    }

    /// A str of `text`; a `String` is taken over without a copy (a long
    /// result is never held twice).
    pub fn str(text: impl Into<Text>) -> Scalar {
        Scalar::Str(text.into())
    }

    /// The block's width in 64-bit words (strict): an int takes
    /// ceil(bit_length / 64) words, a str ceil(UTF-8 bytes / 8), every
    /// other value one; never less than one.
    pub fn words(&self) -> u32 {
        let words = match self {
            Scalar::BigInt(b) => b.bits().div_ceil(64),
            Scalar::Str(s) => (s.len() as u64).div_ceil(8),
            _ => 1,
        };
        words.clamp(1, u32::MAX as u64) as u32
    }

    /// Python's type name, as used in error messages (`'int'`, `'NoneType'`).
    pub fn type_name(&self) -> &'static str {
        match self {
            Scalar::None => "NoneType",
            Scalar::Bool(_) => "bool",
            Scalar::Int(_) | Scalar::BigInt(_) => "int",
            Scalar::Float(_) => "float",
            Scalar::Str(_) => "str",
        }
    }

    /// The int value of an int or bool, as a `BigInt`.
    pub fn to_bigint(&self) -> Option<BigInt> {
        match self {
            Scalar::Bool(b) => Some(BigInt::from(*b as i64)),
            Scalar::Int(i) => Some(BigInt::from(*i)),
            Scalar::BigInt(b) => Some((**b).clone()),
            _ => None,
        }
    }
}
