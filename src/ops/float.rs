//! Float arithmetic as CPython's floatobject.c does it (remainder, floor
//! division, powers), and exact float rounding and float-to-int conversion.

use super::*;

/// Rounds `(n + sticky·ε) · 2^exp` to the nearest double, ties to even,
/// subnormals included; `sticky` says nonzero bits lie below `n`'s last bit
/// (callers then give `n` at least two bits below the double's last kept
/// bit). `None` when the result is ≥ 2^1024 (overflow).
pub(super) fn round_to_f64(n: &BigUint, exp: i64, sticky: bool) -> Option<f64> {
    if n.is_zero() {
        return Some(0.0);
    }
    let bit_len = n.bits() as i64;
    let top = bit_len - 1 + exp;
    if top > 1023 {
        return None;
    }
    // Absolute position of the last bit a double can keep here.
    let last = (top - 52).max(-1074);
    let drop = last - exp;
    if drop <= 0 {
        return compose_f64(n.to_u64()?, exp);
    }
    let kept = (n >> drop as u64).to_u64()?;
    let half = n.bit(drop as u64 - 1);
    let below = sticky || n.trailing_zeros().is_some_and(|tz| (tz as i64) < drop - 1);
    let up = half && (below || kept & 1 == 1);
    compose_f64(kept + up as u64, last)
}

/// Builds `m · 2^e` (exactly representable, `m ≤ 2^54`) as a double;
/// `None` on overflow.
pub(super) fn compose_f64(m: u64, e: i64) -> Option<f64> {
    if m == 0 {
        return Some(0.0);
    }
    let bits = 64 - i64::from(m.leading_zeros());
    let top = bits - 1 + e;
    if top > 1023 {
        return None;
    }
    if top >= -1022 {
        let frac = if bits >= 53 { m >> (bits - 53) } else { m << (53 - bits) };
        let biased = (top + 1023) as u64;
        return Some(f64::from_bits((biased << 52) | (frac & ((1 << 52) - 1))));
    }
    // Subnormal: the encoding is the mantissa counted in units of 2^-1074.
    let shift = e + 1074;
    if !(0..64).contains(&shift) {
        return None;
    }
    Some(f64::from_bits(m << shift))
}

/// The integer part of a finite float, exactly.
pub(super) fn float_to_bigint(f: f64) -> BigInt {
    if f.abs() < 9.2e18 {
        return BigInt::from(f as i64);
    }
    let bits = f.to_bits();
    let biased = ((bits >> 52) & 0x7ff) as i64;
    let mant = (bits & ((1 << 52) - 1)) | (1 << 52);
    // |f| ≥ 2^63 here, so the exponent is positive.
    let mag = BigInt::from(mant) << (biased - 1075).max(0) as u64;
    if f < 0.0 {
        -mag
    } else {
        mag
    }
}

/// `int(f)` for a float that must be integral-valued already or is
/// truncated; errors as CPython's `PyLong_FromDouble`.
pub fn float_to_int(f: f64) -> Result<Scalar, OpError> {
    if f.is_nan() {
        return Err(err("ValueError", "cannot convert float NaN to integer"));
    }
    if f.is_infinite() {
        return Err(overflow("cannot convert float infinity to integer"));
    }
    Ok(big_scalar(float_to_bigint(f.trunc())))
}

pub(super) fn float_binary(op: BinaryOp, x: f64, y: f64) -> Result<f64, OpError> {
    match op {
        BinaryOp::Add => Ok(x + y),
        BinaryOp::Sub => Ok(x - y),
        BinaryOp::Mul => Ok(x * y),
        BinaryOp::TrueDiv if y == 0.0 => Err(zero_div("float division by zero")),
        BinaryOp::TrueDiv => Ok(x / y),
        BinaryOp::FloorDiv if y == 0.0 => Err(zero_div("float floor division by zero")),
        BinaryOp::FloorDiv => Ok(float_div_mod(x, y).0),
        BinaryOp::Mod if y == 0.0 => Err(zero_div("float modulo")),
        BinaryOp::Mod => Ok(float_rem(x, y)),
        BinaryOp::Pow => float_pow(x, y),
        // Bitwise ops never reach here: the caller rejects floats first.
        _ => Err(err("TypeError", "unsupported operand type(s)")),
    }
}

/// CPython's `float_rem`: the remainder takes the divisor's sign.
pub(super) fn float_rem(x: f64, y: f64) -> f64 {
    let m = x % y;
    if m != 0.0 || m.is_nan() {
        if (y < 0.0) != (m < 0.0) {
            m + y
        } else {
            m
        }
    } else {
        // Signed zeros differ across fmod implementations: use y's sign.
        0.0f64.copysign(y)
    }
}

/// CPython's `_float_div_mod`: floor quotient snapped to an integer and a
/// remainder consistent with `float_rem`. `y` must be nonzero.
pub(super) fn float_div_mod(x: f64, y: f64) -> (f64, f64) {
    let mut m = x % y;
    // fmod is exact, so x - m is (nearly) an exact multiple of y.
    let mut div = (x - m) / y;
    if m != 0.0 || m.is_nan() {
        if (y < 0.0) != (m < 0.0) {
            m += y;
            div -= 1.0;
        }
    } else {
        m = 0.0f64.copysign(y);
    }
    let floordiv = if div != 0.0 || div.is_nan() {
        let f = div.floor();
        if div - f > 0.5 {
            f + 1.0
        } else {
            f
        }
    } else {
        // Zero quotient takes the sign of the true quotient.
        0.0f64.copysign(x / y)
    };
    (floordiv, m)
}

pub(super) fn is_odd_integer(f: f64) -> bool {
    f.is_finite() && f.trunc() == f && (f % 2.0).abs() == 1.0
}

/// CPython's `float_pow`, special cases first, then libm `pow`.
pub(super) fn float_pow(x: f64, y: f64) -> Result<f64, OpError> {
    if y == 0.0 {
        return Ok(1.0);
    }
    if x.is_nan() {
        return Ok(x);
    }
    if y.is_nan() {
        return Ok(if x == 1.0 { 1.0 } else { y });
    }
    if y.is_infinite() {
        let ax = x.abs();
        return Ok(if ax == 1.0 {
            1.0
        } else if (y > 0.0) == (ax > 1.0) {
            f64::INFINITY
        } else {
            0.0
        });
    }
    if x.is_infinite() {
        let odd = is_odd_integer(y);
        return Ok(match (y > 0.0, odd) {
            (true, true) => x,
            (true, false) => x.abs(),
            (false, true) => 0.0f64.copysign(x),
            (false, false) => 0.0,
        });
    }
    if x == 0.0 {
        if y < 0.0 {
            return Err(zero_div("0.0 cannot be raised to a negative power"));
        }
        return Ok(if is_odd_integer(y) { x } else { 0.0 });
    }
    let mut base = x;
    let mut negate = false;
    if x < 0.0 {
        if y != y.floor() {
            return Err(complex_pow(x, y));
        }
        base = -x;
        negate = is_odd_integer(y);
    }
    if base == 1.0 {
        // Also covers (-1) ** huge, where some libms misbehave.
        return Ok(if negate { -1.0 } else { 1.0 });
    }
    let r = base.powf(y);
    if r.is_infinite() {
        return Err(overflow("(34, 'Numerical result out of range')"));
    }
    Ok(if negate { -r } else { r })
}

/// A negative finite base to a fractional finite power: CPython builds a
/// complex, which this language lacks. Mirror CPython's overflow error.
pub(super) fn complex_pow(x: f64, y: f64) -> OpError {
    if x.abs().powf(y).is_infinite() {
        overflow("complex exponentiation")
    } else {
        err("ValueError", "complex results are not supported in .dmd")
    }
}
