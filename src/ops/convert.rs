//! Conversions: `int()`/`float()` of numbers, `floor`/`ceil`/`trunc`,
//! `__index__`, dict and set keys, and `str * n`.

use super::*;

/// `int(a)` for ints, bools and floats (truncating). Strings are parsed by
/// the caller; here they get a TypeError.
pub fn to_int(a: &Scalar) -> Result<Scalar, OpError> {
    match a {
        Scalar::Bool(b) => Ok(Scalar::Int(*b as i64)),
        Scalar::Int(_) | Scalar::BigInt(_) => Ok(a.clone()),
        Scalar::Float(f) => float_to_int(*f),
        _ => Err(err(
            "TypeError",
            format!("int() argument must be a string, a bytes-like object or a real number, not '{}'", a.type_name()),
        )),
    }
}

/// `float(a)` for ints, bools and floats, correctly rounded.
pub fn to_float(a: &Scalar) -> Result<f64, OpError> {
    match num(a) {
        Some(x) => as_f64(x),
        None => Err(err(
            "TypeError",
            format!("float() argument must be a string or a real number, not '{}'", a.type_name()),
        )),
    }
}

/// The builtin `float(a)` of any payload: a string is parsed, `None` is a
/// TypeError. Also the tracer's `_Tracked.__float__`, which is
/// `float(self.val)`: what `math.sqrt(T)` or `'%f' % T` make of a proxy.
pub fn float_call(a: &Scalar) -> Result<f64, OpError> {
    match a {
        Scalar::Str(s) => crate::format::parse_float(s),
        Scalar::None => Err(err("TypeError", "float() argument must be a string or a real number, not 'NoneType'")),
        other => to_float(other),
    }
}

/// The builtin `int(a)` of any payload (base 10): a string is parsed,
/// `None` is a TypeError. Also the tracer's `_Tracked.__int__`, which is
/// `int(self.val)`: what `'%d' % T` makes of a proxy.
pub fn int_call(a: &Scalar) -> Result<Scalar, OpError> {
    match a {
        Scalar::Str(s) => crate::format::parse_int(s, 10),
        Scalar::None => Err(err(
            "TypeError",
            "int() argument must be a string, a bytes-like object or a real number, not 'NoneType'",
        )),
        other => to_int(other),
    }
}

/// Shared shape of `math.floor`/`math.ceil`: ints pass (bool → int),
/// floats are rounded by `round` then converted exactly.
pub(super) fn float_round_to_int(a: &Scalar, round: fn(f64) -> f64) -> Result<Scalar, OpError> {
    match a {
        Scalar::Float(f) => float_to_int(round(*f)),
        _ => match int_of(a) {
            Some(_) => pos(a),
            None => Err(err("TypeError", format!("must be real number, not {}", a.type_name()))),
        },
    }
}

/// `math.floor(a)`.
pub fn floor(a: &Scalar) -> Result<Scalar, OpError> {
    float_round_to_int(a, f64::floor)
}

/// `math.ceil(a)`.
pub fn ceil(a: &Scalar) -> Result<Scalar, OpError> {
    float_round_to_int(a, f64::ceil)
}

/// `math.trunc(a)`.
pub fn trunc(a: &Scalar) -> Result<Scalar, OpError> {
    match a {
        Scalar::Float(f) => float_to_int(*f),
        _ if int_of(a).is_some() => pos(a),
        _ => Err(err("TypeError", format!("type {} doesn't define __trunc__ method", a.type_name()))),
    }
}

pub(super) fn not_an_integer(a: &Scalar) -> OpError {
    err("TypeError", format!("'{}' object cannot be interpreted as an integer", a.type_name()))
}

/// `a.__index__()` limited to `i64`, for sequence indices.
#[inline]
pub fn index(a: &Scalar) -> Result<i64, OpError> {
    match a {
        Scalar::Bool(b) => Ok(*b as i64),
        Scalar::Int(i) => Ok(*i),
        Scalar::BigInt(_) => Err(err("IndexError", "cannot fit 'int' into an index-sized integer")),
        _ => Err(not_an_integer(a)),
    }
}

/// `a.__index__()` without a size limit (`range()`, `pow`).
pub fn index_big(a: &Scalar) -> Result<BigInt, OpError> {
    a.to_bigint().ok_or_else(|| not_an_integer(a))
}

/// The dict/set key of a scalar: equal Python values give equal keys.
pub fn hash_key(a: &Scalar) -> HashKey {
    match a {
        Scalar::None => HashKey::None,
        Scalar::Bool(b) => HashKey::Int(*b as i64),
        Scalar::Int(i) => HashKey::Int(*i),
        Scalar::BigInt(b) => HashKey::BigInt(b.clone()),
        Scalar::Float(f) if f.is_finite() && f.trunc() == *f => {
            match big_scalar(float_to_bigint(*f)) {
                Scalar::BigInt(b) => HashKey::BigInt(b),
                Scalar::Int(i) => HashKey::Int(i),
                // from_bigint only makes ints.
                _ => HashKey::Float(f.to_bits()),
            }
        }
        Scalar::Float(f) => HashKey::Float(f.to_bits()),
        Scalar::Str(s) => HashKey::Str(s.clone()),
    }
}

/// `s * n` (and `n * s`): `n <= 0` gives `""`; absurd sizes give CPython's
/// `OverflowError` or a `MemoryError` past [`MAX_STR_BYTES`].
pub fn repeat_str(s: &str, n: &Scalar) -> Result<Scalar, OpError> {
    let count = match n {
        Scalar::Bool(b) => *b as i64,
        Scalar::Int(i) => *i,
        Scalar::BigInt(_) => {
            return Err(overflow("cannot fit 'int' into an index-sized integer"));
        }
        _ => {
            return Err(err("TypeError", format!("can't multiply sequence by non-int of type '{}'", n.type_name())));
        }
    };
    if count <= 0 || s.is_empty() {
        return Ok(Scalar::str(""));
    }
    let chars = s.chars().count() as i64;
    if chars > i64::MAX / count {
        return Err(overflow("repeated string is too long"));
    }
    match s.len().checked_mul(count as usize) {
        Some(bytes) if bytes <= MAX_STR_BYTES => {
            let mut out = crate::sandbox::paced::StrBuilder::with_capacity(bytes).map_err(Exception::into_pair)?;
            out.push_repeated(s, count as usize).map_err(Exception::into_pair)?;
            Ok(Scalar::str(out.finish()))
        }
        _ => Err(memory_error()),
    }
}
