//! Plain numbers: a small int or a float, small enough to be passed in
//! registers, and the operators on them that are decided without the
//! general path. Each gives exactly what `binary`, `compare` or `neg` gives
//! on the same scalars, or `None` where those would widen an int, raise, or
//! make something other than an int or float.

use super::*;

/// An int that fits 64 bits, or a float (never a bool: `True + 1` is the
/// general path's).
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Plain {
    Int(i64),
    Float(f64),
}

impl Plain {
    #[inline(always)]
    pub fn of(scalar: &Scalar) -> Option<Plain> {
        match scalar {
            Scalar::Int(i) => Some(Plain::Int(*i)),
            Scalar::Float(f) => Some(Plain::Float(*f)),
            _ => None,
        }
    }

    #[inline(always)]
    pub fn scalar(self) -> Scalar {
        match self {
            Plain::Int(i) => Scalar::Int(i),
            Plain::Float(f) => Scalar::Float(f),
        }
    }

    #[inline(always)]
    pub fn is_nan(self) -> bool {
        matches!(self, Plain::Float(f) if f.is_nan())
    }

    /// `float(self)`: `as` rounds to nearest, ties to even, like CPython.
    #[inline(always)]
    fn to_f64(self) -> f64 {
        match self {
            Plain::Int(i) => i as f64,
            Plain::Float(f) => f,
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
        BinaryOp::Add => Some(Plain::Float(x + y)),
        BinaryOp::Sub => Some(Plain::Float(x - y)),
        BinaryOp::Mul => Some(Plain::Float(x * y)),
        _ => rare_float_binary(op, x, y),
    }
}

/// Division, modulo and powers of floats: out of line, they are rare in a
/// loop.
#[inline(never)]
fn rare_float_binary(op: BinaryOp, x: f64, y: f64) -> Option<Plain> {
    float_binary(op, x, y).ok().map(Plain::Float)
}

/// `a <op> b`, as `compare` decides it (exact across int and float).
#[inline(always)]
pub fn plain_compare(op: CompareOp, a: Plain, b: Plain) -> bool {
    let ord = match (a, b) {
        (Plain::Int(i), Plain::Int(j)) => Some(i.cmp(&j)),
        (Plain::Float(x), Plain::Float(y)) => x.partial_cmp(&y),
        (Plain::Int(i), Plain::Float(f)) => int_float_cmp(Int::Small(i), f),
        (Plain::Float(f), Plain::Int(i)) => int_float_cmp(Int::Small(i), f).map(Ordering::reverse),
    };
    op.holds(ord)
}

/// `-a`, when it is plain (not `-(-2**63)`).
#[inline(always)]
pub fn plain_neg(a: Plain) -> Option<Plain> {
    match a {
        Plain::Int(i) => i.checked_neg().map(Plain::Int),
        Plain::Float(f) => Some(Plain::Float(-f)),
    }
}
