//! Comparisons: exact across int and float, by code point for str.

use super::*;

/// `a <op> b` for comparisons: exact across int and float, lexicographic
/// by code point for str; `==`/`!=` never fail.
#[inline(always)]
pub fn compare(op: CompareOp, a: &Scalar, b: &Scalar) -> Result<bool, OpError> {
    match fast_compare(op, a, b) {
        Some(r) => Ok(r),
        None => general_compare(op, a, b),
    }
}

/// `compare` on small ints and floats (`Plain`: the common case), decided
/// inline; `None` for the general path.
#[inline(always)]
pub fn fast_compare(op: CompareOp, a: &Scalar, b: &Scalar) -> Option<bool> {
    Some(plain_compare(op, Plain::of(a)?, Plain::of(b)?))
}

pub(super) fn general_compare(op: CompareOp, a: &Scalar, b: &Scalar) -> Result<bool, OpError> {
    let ord = match (a, b) {
        (Scalar::Str(s), Scalar::Str(t)) => Some(s.cmp(t)),
        (Scalar::None, Scalar::None) if matches!(op, CompareOp::Eq | CompareOp::Ne) => Some(Ordering::Equal),
        _ => match (num(a), num(b)) {
            (Some(x), Some(y)) => num_cmp(x, y),
            _ => {
                return match op {
                    CompareOp::Eq => Ok(false),
                    CompareOp::Ne => Ok(true),
                    _ => Err(err(
                        "TypeError",
                        format!(
                            "'{}' not supported between instances of '{}' and '{}'",
                            op.symbol(),
                            a.type_name(),
                            b.type_name()
                        ),
                    )),
                };
            }
        },
    };
    Ok(op.holds(ord))
}

/// Exact numeric ordering; `None` when a NaN is involved.
pub(super) fn num_cmp(x: Num, y: Num) -> Option<Ordering> {
    match (x, y) {
        (Num::Int(i), Num::Int(j)) => Some(int_cmp(i, j)),
        (Num::Float(f), Num::Float(g)) => f.partial_cmp(&g),
        (Num::Int(i), Num::Float(f)) => int_float_cmp(i, f),
        (Num::Float(f), Num::Int(i)) => int_float_cmp(i, f).map(Ordering::reverse),
    }
}

pub(super) fn int_cmp(x: Int, y: Int) -> Ordering {
    match (x, y) {
        (Int::Small(a), Int::Small(b)) => a.cmp(&b),
        _ => x.big().cmp(&y.big()),
    }
}

/// Compares an int with a float exactly (no rounding of the int).
pub(super) fn int_float_cmp(x: Int, f: f64) -> Option<Ordering> {
    if f.is_nan() {
        return None;
    }
    if f.is_infinite() {
        return Some(if f > 0.0 { Ordering::Less } else { Ordering::Greater });
    }
    if let Int::Small(a) = x {
        if a.unsigned_abs() <= 1 << 53 {
            // Exactly representable: a float comparison is exact.
            return (a as f64).partial_cmp(&f);
        }
    }
    let floor = f.floor();
    match x.big().cmp(&Cow::Owned(float_to_bigint(floor))) {
        Ordering::Equal if f > floor => Some(Ordering::Less),
        ord => Some(ord),
    }
}
