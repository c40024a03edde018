//! Numeric views of scalars: bools, ints and floats as the operators see
//! them (`Num`, `Int`).

use super::*;

/// An int operand: bools and small ints share the `i64` path.
#[derive(Clone, Copy)]
pub(super) enum Int<'a> {
    Small(i64),
    Big(&'a BigInt),
}

#[derive(Clone, Copy)]
pub(super) enum Num<'a> {
    Int(Int<'a>),
    Float(f64),
}

pub(super) fn num(a: &Scalar) -> Option<Num<'_>> {
    match a {
        Scalar::Bool(b) => Some(Num::Int(Int::Small(*b as i64))),
        Scalar::Int(i) => Some(Num::Int(Int::Small(*i))),
        Scalar::BigInt(b) => Some(Num::Int(Int::Big(b))),
        Scalar::Float(f) => Some(Num::Float(*f)),
        _ => None,
    }
}

pub(super) fn int_of(a: &Scalar) -> Option<Int<'_>> {
    match num(a) {
        Some(Num::Int(i)) => Some(i),
        _ => None,
    }
}

impl<'a> Int<'a> {
    pub(super) fn big(self) -> Cow<'a, BigInt> {
        match self {
            Int::Small(i) => Cow::Owned(BigInt::from(i)),
            Int::Big(b) => Cow::Borrowed(b),
        }
    }

    pub(super) fn is_zero(self) -> bool {
        matches!(self, Int::Small(0))
    }

    pub(super) fn is_negative(self) -> bool {
        match self {
            Int::Small(i) => i < 0,
            Int::Big(b) => b.is_negative(),
        }
    }

    /// Bit length of the magnitude.
    pub(super) fn bits(self) -> u64 {
        match self {
            Int::Small(i) => 64 - u64::from(i.unsigned_abs().leading_zeros()),
            Int::Big(b) => b.bits(),
        }
    }

    pub(super) fn magnitude(self) -> BigUint {
        match self {
            Int::Small(i) => BigUint::from(i.unsigned_abs()),
            Int::Big(b) => b.magnitude().clone(),
        }
    }

    /// `float(self)`, correctly rounded (half to even).
    pub(super) fn to_f64(self) -> Result<f64, OpError> {
        match self {
            // `as` rounds to nearest, ties to even, like CPython.
            Int::Small(i) => Ok(i as f64),
            Int::Big(b) => match round_to_f64(b.magnitude(), 0, false) {
                Some(f) if b.is_negative() => Ok(-f),
                Some(f) => Ok(f),
                None => Err(overflow("int too large to convert to float")),
            },
        }
    }
}

pub(super) fn big_scalar(value: BigInt) -> Scalar {
    Scalar::from_bigint(value)
}
