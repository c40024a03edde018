//! Python 3.11 semantics of the operators and numeric conversions on
//! `Scalar` values: arithmetic, bitwise, comparisons, unary operators,
//! `pow`/`divmod`, int/float conversions, `floor`/`ceil`/`trunc`,
//! `__index__`, dict/set keys and `str * int`.
//!
//! This module owns pure value semantics only: no metering, no interpreter
//! state. Results and `(exception class, message)` errors match CPython 3.11
//! exactly, except for these documented deviations:
//!
//! - Ints are capped at [`MAX_INT_BITS`] bits: `*`, `**` and `<<` whose
//!   result would be larger return `MemoryError` instead of computing it
//!   (CPython would compute or slowly run out of memory). `<<` by an
//!   astronomically large count still gives CPython's `OverflowError`.
//! - `str * n` is capped at [`MAX_STR_BYTES`] bytes (`MemoryError`).
//! - A float power whose true result is complex (negative base, fractional
//!   exponent) returns `ValueError "complex results are not supported in
//!   .dmd"` (CPython returns a complex); when that complex would overflow we
//!   raise CPython's `OverflowError "complex exponentiation"`.
//! - `str % x` (printf-style formatting) is not handled here: the caller
//!   must intercept it; `binary` reports it as an unsupported operand type.
//! - `hash_key`: a NaN key equals any NaN with the same bit pattern
//!   (CPython matches NaNs by object identity only).

use std::borrow::Cow;
use std::cmp::Ordering;
use std::rc::Rc;

use num_bigint::{BigInt, BigUint};
use num_integer::Integer;
use num_traits::{One, Signed, ToPrimitive, Zero};

use crate::error::Exception;
use crate::scalar::Scalar;

/// An exception: (Python exception class name, message), e.g.
/// `("ZeroDivisionError", "division by zero")`.
pub type OpError = (&'static str, String);

mod arith;
mod compare;
mod convert;
mod float;
mod int;
mod numeric;
mod plain;
pub mod polled;
pub mod work;

pub use arith::{abs, binary, divmod, fast_binary, invert, neg, pos, pow3, truthy};
pub use compare::{compare, fast_compare};
pub use convert::{ceil, float_call, floor, hash_key, index, index_big, int_call, repeat_str, to_float, to_int, trunc};
pub use float::float_to_int;
pub use plain::{plain_binary, plain_compare, plain_neg, Plain};
// What the concerns share with one another and with the tests.
use self::{arith::*, compare::*, float::*, int::*, numeric::*};

/// Largest int (in bits) that `*`, `**` and `<<` will build: 64 Mi bits
/// (8 MiB). Larger results give `MemoryError` rather than hanging.
pub const MAX_INT_BITS: u64 = 1 << 26;

/// Largest string (in bytes) that `str * n` will build.
pub const MAX_STR_BYTES: usize = 1 << 31;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BinaryOp {
    Add,
    Sub,
    Mul,
    TrueDiv,
    FloorDiv,
    Mod,
    Pow,
    LShift,
    RShift,
    And,
    Or,
    Xor,
}

impl BinaryOp {
    /// The operator as Python spells it in error messages.
    pub fn symbol(self) -> &'static str {
        match self {
            BinaryOp::Add => "+",
            BinaryOp::Sub => "-",
            BinaryOp::Mul => "*",
            BinaryOp::TrueDiv => "/",
            BinaryOp::FloorDiv => "//",
            BinaryOp::Mod => "%",
            BinaryOp::Pow => "**",
            BinaryOp::LShift => "<<",
            BinaryOp::RShift => ">>",
            BinaryOp::And => "&",
            BinaryOp::Or => "|",
            BinaryOp::Xor => "^",
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CompareOp {
    Eq,
    Ne,
    Lt,
    Le,
    Gt,
    Ge,
}

impl CompareOp {
    /// The operator as Python spells it in error messages.
    pub fn symbol(self) -> &'static str {
        match self {
            CompareOp::Eq => "==",
            CompareOp::Ne => "!=",
            CompareOp::Lt => "<",
            CompareOp::Le => "<=",
            CompareOp::Gt => ">",
            CompareOp::Ge => ">=",
        }
    }

    /// Whether an ordering (`None` = unordered, i.e. NaN) satisfies the op.
    #[inline]
    fn holds(self, ord: Option<Ordering>) -> bool {
        match ord {
            None => self == CompareOp::Ne,
            Some(o) => match self {
                CompareOp::Eq => o == Ordering::Equal,
                CompareOp::Ne => o != Ordering::Equal,
                CompareOp::Lt => o == Ordering::Less,
                CompareOp::Le => o != Ordering::Greater,
                CompareOp::Gt => o == Ordering::Greater,
                CompareOp::Ge => o != Ordering::Less,
            },
        }
    }
}

/// A normalized dict/set key: equal Python values give equal keys
/// (`1 == 1.0 == True`, `-0.0 == 0`). Integral floats become ints; `Float`
/// holds only non-integral floats (incl. inf and NaN) by bit pattern, so
/// a NaN key equals NaNs with the same bits (see the module doc).
#[derive(Clone, Debug, Hash, PartialEq, Eq)]
pub enum HashKey {
    None,
    /// Ints in `i64` range.
    Int(i64),
    /// Ints outside `i64` range only.
    BigInt(Rc<BigInt>),
    Float(u64),
    Str(crate::text::Text),
}

// ---------------------------------------------------------------------------
// Errors

fn err(class: &'static str, msg: impl Into<String>) -> OpError {
    (class, msg.into())
}

fn overflow(msg: &str) -> OpError {
    err("OverflowError", msg)
}

fn zero_div(msg: &str) -> OpError {
    err("ZeroDivisionError", msg)
}

fn memory_error() -> OpError {
    err("MemoryError", "")
}

/// A str made of `pieces` one after the other, its size asked of the
/// heap budget first and its copying paced (`sandbox::paced`).
fn concat_str(pieces: &[&str]) -> Result<Scalar, OpError> {
    let bytes = pieces.iter().fold(0usize, |n, p| n.saturating_add(p.len()));
    let mut out = crate::sandbox::paced::StrBuilder::with_capacity(bytes).map_err(Exception::into_pair)?;
    for piece in pieces {
        out.push_str(piece).map_err(Exception::into_pair)?;
    }
    Ok(Scalar::str(out.finish()))
}

fn unsupported(op: BinaryOp, a: &Scalar, b: &Scalar) -> OpError {
    let sym = if op == BinaryOp::Pow { "** or pow()" } else { op.symbol() };
    err("TypeError", format!("unsupported operand type(s) for {sym}: '{}' and '{}'", a.type_name(), b.type_name()))
}

fn bad_unary(sym: &str, a: &Scalar) -> OpError {
    err("TypeError", format!("bad operand type for unary {sym}: '{}'", a.type_name()))
}

/// The heap budget's verdict on an int result of about `bits` bits, asked
/// before it is made.
fn room_for_int(bits: u64) -> Result<(), OpError> {
    crate::sandbox::memory::reserve((bits / 8) as usize + 16).map_err(Exception::into_pair)
}

fn check_int_bits(bits: u64) -> Result<(), OpError> {
    if bits > MAX_INT_BITS {
        Err(memory_error())
    } else {
        Ok(())
    }
}

#[cfg(test)]
mod tests;
