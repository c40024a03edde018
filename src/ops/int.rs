//! Int arithmetic as CPython's longobject.c does it: the `i64` fast path,
//! big ints, true division correctly rounded, powers and shifts.

use super::*;

pub(super) fn int_binary(op: BinaryOp, x: Int, y: Int) -> Result<Scalar, OpError> {
    if let (Int::Small(a), Int::Small(b)) = (x, y) {
        if let Some(r) = small_binary(op, a, b) {
            return Ok(Scalar::Int(r));
        }
    }
    match op {
        BinaryOp::Add => {
            room_for_int(x.bits().max(y.bits()) + 1)?;
            Ok(big_scalar(&*x.big() + &*y.big()))
        }
        BinaryOp::Sub => {
            room_for_int(x.bits().max(y.bits()) + 1)?;
            Ok(big_scalar(&*x.big() - &*y.big()))
        }
        BinaryOp::Mul => {
            check_int_bits(x.bits() + y.bits())?;
            Ok(big_scalar(polled::signed_mul(&x.big(), &y.big()).map_err(Exception::into_pair)?))
        }
        BinaryOp::TrueDiv => int_true_div(x, y).map(Scalar::Float),
        BinaryOp::FloorDiv | BinaryOp::Mod | BinaryOp::And | BinaryOp::Or | BinaryOp::Xor => big_binary(op, x, y),
        BinaryOp::Pow => int_pow(x, y),
        BinaryOp::LShift => lshift(x, y),
        BinaryOp::RShift => rshift(x, y),
    }
}

/// The `i64` fast path; `None` when the result needs the general path
/// (overflow, division by zero, true division, powers, shifts).
/// Inlined into the loops that make ints (the power's loop is not).
#[inline(always)]
pub(super) fn small_binary(op: BinaryOp, a: i64, b: i64) -> Option<i64> {
    match op {
        BinaryOp::Add => a.checked_add(b),
        BinaryOp::Sub => a.checked_sub(b),
        BinaryOp::Mul => a.checked_mul(b),
        BinaryOp::FloorDiv => floor_div_i64(a, b),
        BinaryOp::Mod if b != 0 => Some(floor_mod_i64(a, b)),
        BinaryOp::Pow => small_pow(a, b),
        BinaryOp::And => Some(a & b),
        BinaryOp::Or => Some(a | b),
        BinaryOp::Xor => Some(a ^ b),
        _ => None,
    }
}

#[inline(never)]
fn small_pow(a: i64, b: i64) -> Option<i64> {
    a.checked_pow(u32::try_from(b).ok()?)
}

pub(super) fn floor_div_i64(a: i64, b: i64) -> Option<i64> {
    let q = a.checked_div(b)?;
    let r = a % b;
    Some(if r != 0 && ((r < 0) != (b < 0)) { q - 1 } else { q })
}

/// `b` must be nonzero.
pub(super) fn floor_mod_i64(a: i64, b: i64) -> i64 {
    let r = a.wrapping_rem(b);
    if r != 0 && ((r < 0) != (b < 0)) {
        r + b
    } else {
        r
    }
}

pub(super) fn big_binary(op: BinaryOp, x: Int, y: Int) -> Result<Scalar, OpError> {
    room_for_int(x.bits().max(y.bits()) + 1)?;
    let (a, b) = (x.big(), y.big());
    let r = match op {
        BinaryOp::FloorDiv | BinaryOp::Mod if b.is_zero() => {
            let msg = if op == BinaryOp::Mod { "integer modulo by zero" } else { "integer division or modulo by zero" };
            return Err(zero_div(msg));
        }
        BinaryOp::FloorDiv => polled::div_mod_floor(&a, &b).map_err(|x| (x.name, x.message))?.0,
        BinaryOp::Mod => polled::div_mod_floor(&a, &b).map_err(|x| (x.name, x.message))?.1,
        // num-bigint's bitwise ops use two's complement semantics.
        BinaryOp::And => &*a & &*b,
        BinaryOp::Or => &*a | &*b,
        _ => &*a ^ &*b,
    };
    Ok(big_scalar(r))
}

/// `x / y` correctly rounded, as CPython's `long_true_divide`.
pub(super) fn int_true_div(x: Int, y: Int) -> Result<f64, OpError> {
    if y.is_zero() {
        return Err(zero_div("division by zero"));
    }
    pub(super) const EXACT: u64 = 1 << 53;
    if let (Int::Small(a), Int::Small(b)) = (x, y) {
        if a.unsigned_abs() <= EXACT && b.unsigned_abs() <= EXACT {
            // Both convert exactly, so one IEEE division rounds correctly.
            return Ok(a as f64 / b as f64);
        }
    }
    let negate = x.is_negative() != y.is_negative();
    let q = positive_true_div(&x.magnitude(), &y.magnitude())
        .ok_or_else(|| overflow("integer division result too large for a float"))?;
    Ok(if negate { -q } else { q })
}

/// `n / d` for magnitudes (`d > 0`) rounded half to even; `None` when it
/// overflows a double.
pub(super) fn positive_true_div(n: &BigUint, d: &BigUint) -> Option<f64> {
    if n.is_zero() {
        return Some(0.0);
    }
    let e = n.bits() as i64 - d.bits() as i64;
    if e > 1025 {
        return None;
    }
    // Scale so the quotient has ≥ 55 bits (53 + round + sticky), but no
    // more than two bits below the smallest subnormal.
    let k = (55 - e).min(1076);
    let (num, den) = if k >= 0 { (n << k as u64, Cow::Borrowed(d)) } else { (n.clone(), Cow::Owned(d << (-k) as u64)) };
    let (q, r) = num.div_rem(&den);
    round_to_f64(&q, -k, !r.is_zero())
}

pub(super) fn int_pow(x: Int, y: Int) -> Result<Scalar, OpError> {
    if y.is_negative() {
        // CPython hands negative exponents to float pow.
        return float_pow(x.to_f64()?, y.to_f64()?).map(Scalar::Float);
    }
    let base = x.big();
    if base.is_zero() || base.is_one() {
        return Ok(if y.is_zero() { Scalar::Int(1) } else { big_scalar(base.into_owned()) });
    }
    let odd = match y {
        Int::Small(e) => e & 1 == 1,
        Int::Big(e) => e.is_odd(),
    };
    if *base == BigInt::from(-1) {
        return Ok(Scalar::Int(if odd { -1 } else { 1 }));
    }
    let log2 = match x {
        Int::Small(a) => (a.unsigned_abs() as f64).log2(),
        Int::Big(_) => (x.bits() - 1) as f64,
    };
    let exp = match y {
        Int::Small(e) => e as f64,
        Int::Big(_) => f64::INFINITY,
    };
    if exp * log2 > MAX_INT_BITS as f64 {
        return Err(memory_error());
    }
    let e = match y {
        Int::Small(e) => u32::try_from(e).map_err(|_| memory_error())?,
        Int::Big(_) => return Err(memory_error()),
    };
    room_for_int((exp * log2) as u64 + 1)?;
    Ok(big_scalar(polled::pow(&base, e).map_err(Exception::into_pair)?))
}

pub(super) fn shift_count(y: Int) -> Result<Option<u64>, OpError> {
    if y.is_negative() {
        return Err(err("ValueError", "negative shift count"));
    }
    Ok(match y {
        Int::Small(n) => Some(n as u64),
        Int::Big(n) => n.to_u64(),
    })
}

pub(super) fn rshift(x: Int, y: Int) -> Result<Scalar, OpError> {
    let count = shift_count(y)?;
    let all_out = count.is_none_or(|n| n >= x.bits());
    if all_out {
        return Ok(Scalar::Int(if x.is_negative() { -1 } else { 0 }));
    }
    let n = count.unwrap_or(0);
    Ok(match x {
        // n < bits ≤ 64 here; arithmetic shift floors like Python.
        Int::Small(a) => Scalar::Int(a >> n.min(63)),
        Int::Big(a) => big_scalar(a >> n),
    })
}

pub(super) fn lshift(x: Int, y: Int) -> Result<Scalar, OpError> {
    let count = shift_count(y)?;
    if x.is_zero() {
        return Ok(Scalar::Int(0));
    }
    let bits = count.and_then(|n| n.checked_add(x.bits()));
    match bits {
        Some(b) if b <= MAX_INT_BITS => {}
        _ => return Err(huge_lshift_error(x, y)),
    }
    let n = count.unwrap_or(0);
    if let Int::Small(a) = x {
        if n < 63 && (a << n) >> n == a {
            return Ok(Scalar::Int(a << n));
        }
    }
    room_for_int(x.bits() + n)?;
    Ok(big_scalar(&*x.big() << n))
}

/// The error CPython gives for a left shift too big to build: it sizes
/// the result in 30-bit digits and reports an impossible size as
/// `OverflowError`, a merely huge one as `MemoryError`.
pub(super) fn huge_lshift_error(x: Int, y: Int) -> OpError {
    pub(super) const SSIZE_MAX: u64 = i64::MAX as u64;
    pub(super) const MAX_LONG_DIGITS: u64 = (SSIZE_MAX - 24) / 4;
    let count = y.big();
    let (word, rem) = count.div_rem(&BigInt::from(30));
    let (word, rem) = match word.to_u64() {
        Some(w) if w < SSIZE_MAX / 4 => (w, rem.is_zero()),
        _ => (SSIZE_MAX / 4, true),
    };
    let old = x.bits().div_ceil(30);
    let size = old + word + u64::from(!rem);
    if size > MAX_LONG_DIGITS {
        overflow("too many digits in integer")
    } else {
        memory_error()
    }
}
