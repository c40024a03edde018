//! Plain numbers: a small int or a float, small enough to be passed in
//! registers, and the operators on them that are decided without the
//! general path. Each gives exactly what `binary`, `compare` or `neg` gives
//! on the same scalars, or `None` where those would widen an int, raise, or
//! make something other than an int or float.

use super::*;

/// An int that fits 64 bits, or a float (never a bool: `True + 1` is the
/// general path's).
///
/// A float is held as its bits (`Plain::float`, `Plain::Float(bits)`):
/// with both payloads integers of one size, `Plain` and `Option<Plain>`
/// are a pair of scalars, which functions return in two registers. With
/// an `f64` payload they were returned through memory, and the caller's
/// 16-byte load of two 8-byte stores stalled on store forwarding.
#[derive(Clone, Copy, PartialEq)]
pub enum Plain {
    Int(i64),
    /// `f64::to_bits` of the float.
    Float(u64),
}

impl Plain {
    #[inline(always)]
    pub fn float(f: f64) -> Plain {
        Plain::Float(f.to_bits())
    }

    #[inline(always)]
    pub fn of(scalar: &Scalar) -> Option<Plain> {
        match scalar {
            Scalar::Int(i) => Some(Plain::Int(*i)),
            Scalar::Float(f) => Some(Plain::float(*f)),
            _ => None,
        }
    }

    #[inline(always)]
    pub fn scalar(self) -> Scalar {
        match self {
            Plain::Int(i) => Scalar::Int(i),
            Plain::Float(bits) => Scalar::Float(f64::from_bits(bits)),
        }
    }

    #[inline(always)]
    pub fn is_nan(self) -> bool {
        matches!(self, Plain::Float(bits) if f64::from_bits(bits).is_nan())
    }

    /// `float(self)`: `as` rounds to nearest, ties to even, like CPython.
    #[inline(always)]
    fn to_f64(self) -> f64 {
        match self {
            Plain::Int(i) => i as f64,
            Plain::Float(bits) => f64::from_bits(bits),
        }
    }
}

impl std::fmt::Debug for Plain {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match *self {
            Plain::Int(i) => write!(f, "Int({i})"),
            Plain::Float(bits) => write!(f, "Float({:?})", f64::from_bits(bits)),
        }
    }
}

/// `a <op> b`, as `binary` computes it, when the result is plain.
#[inline(always)]
pub fn plain_binary(op: BinaryOp, a: Plain, b: Plain) -> Option<Plain> {
    if let (Plain::Int(i), Plain::Int(j)) = (a, b) {
        return small_binary(op, i, j).map(Plain::Int);
    }
    // A float with an int or a float: the int is widened, as in
    // `numeric_binary` (bitwise operators fail there, and so here).
    let (x, y) = (a.to_f64(), b.to_f64());
    match op {
        BinaryOp::Add => Some(Plain::float(x + y)),
        BinaryOp::Sub => Some(Plain::float(x - y)),
        BinaryOp::Mul => Some(Plain::float(x * y)),
        _ => rare_float_binary(op, x, y),
    }
}

/// Division, modulo and powers of floats: out of line, they are rare in a
/// loop.
#[inline(never)]
fn rare_float_binary(op: BinaryOp, x: f64, y: f64) -> Option<Plain> {
    float_binary(op, x, y).ok().map(Plain::float)
}

/// `a <op> b`, as `compare` decides it (exact across int and float).
#[inline(always)]
pub fn plain_compare(op: CompareOp, a: Plain, b: Plain) -> bool {
    let ord = match (a, b) {
        (Plain::Int(i), Plain::Int(j)) => Some(i.cmp(&j)),
        (Plain::Float(_), Plain::Float(_)) => a.to_f64().partial_cmp(&b.to_f64()),
        (Plain::Int(i), Plain::Float(_)) => int_float_cmp(Int::Small(i), b.to_f64()),
        (Plain::Float(_), Plain::Int(i)) => int_float_cmp(Int::Small(i), a.to_f64()).map(Ordering::reverse),
    };
    op.holds(ord)
}

/// `-a`, when it is plain (not `-(-2**63)`).
#[inline(always)]
pub fn plain_neg(a: Plain) -> Option<Plain> {
    match a {
        Plain::Int(i) => i.checked_neg().map(Plain::Int),
        Plain::Float(bits) => Some(Plain::float(-f64::from_bits(bits))),
    }
}
