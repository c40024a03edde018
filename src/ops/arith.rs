//! The arithmetic operators on scalars: binary (`+` ... `>>`), unary,
//! `abs`, truth, three-argument `pow` and `divmod`.

use super::*;

/// `a <op> b` for scalars.
#[inline(always)]
pub fn binary(op: BinaryOp, a: &Scalar, b: &Scalar) -> Result<Scalar, OpError> {
    match fast_binary(op, a, b) {
        Some(r) => Ok(r),
        None => general_binary(op, a, b),
    }
}

/// `binary`'s common cases, decided without widening to `Num`: most
/// operators in a loop are on small ints and floats (`Plain`). `None`
/// when the general path decides (other types, overflow, errors).
#[inline(always)]
pub fn fast_binary(op: BinaryOp, a: &Scalar, b: &Scalar) -> Option<Scalar> {
    plain_binary(op, Plain::of(a)?, Plain::of(b)?).map(Plain::scalar)
}

pub(super) fn general_binary(op: BinaryOp, a: &Scalar, b: &Scalar) -> Result<Scalar, OpError> {
    if let (Some(x), Some(y)) = (num(a), num(b)) {
        return numeric_binary(op, x, y, a, b);
    }
    match (op, a, b) {
        (BinaryOp::Add, Scalar::Str(s), Scalar::Str(t)) => concat_str(&[s, t]),
        (BinaryOp::Add, Scalar::Str(_), other) => {
            Err(err("TypeError", format!("can only concatenate str (not \"{}\") to str", other.type_name())))
        }
        (BinaryOp::Mul, Scalar::Str(s), n) | (BinaryOp::Mul, n, Scalar::Str(s)) => repeat_str(s, n),
        _ => Err(unsupported(op, a, b)),
    }
}

pub(super) fn numeric_binary(op: BinaryOp, x: Num, y: Num, a: &Scalar, b: &Scalar) -> Result<Scalar, OpError> {
    let bitwise = matches!(op, BinaryOp::LShift | BinaryOp::RShift | BinaryOp::And | BinaryOp::Or | BinaryOp::Xor);
    match (x, y) {
        (Num::Int(i), Num::Int(j)) => {
            if let (Scalar::Bool(p), Scalar::Bool(q)) = (a, b) {
                // bool's own &, |, ^ keep the bool type.
                match op {
                    BinaryOp::And => return Ok(Scalar::Bool(p & q)),
                    BinaryOp::Or => return Ok(Scalar::Bool(p | q)),
                    BinaryOp::Xor => return Ok(Scalar::Bool(p ^ q)),
                    _ => {}
                }
            }
            int_binary(op, i, j)
        }
        _ if bitwise => Err(unsupported(op, a, b)),
        _ => float_binary(op, as_f64(x)?, as_f64(y)?).map(Scalar::Float),
    }
}

pub(super) fn as_f64(x: Num) -> Result<f64, OpError> {
    match x {
        Num::Int(i) => i.to_f64(),
        Num::Float(f) => Ok(f),
    }
}

/// Unary `-a`.
pub fn neg(a: &Scalar) -> Result<Scalar, OpError> {
    match a {
        Scalar::Bool(b) => Ok(Scalar::Int(-(*b as i64))),
        Scalar::Int(i) => Ok(match i.checked_neg() {
            Some(n) => Scalar::Int(n),
            None => big_scalar(-BigInt::from(*i)),
        }),
        Scalar::BigInt(b) => Ok(big_scalar(-(**b).clone())),
        Scalar::Float(f) => Ok(Scalar::Float(-f)),
        _ => Err(bad_unary("-", a)),
    }
}

/// Unary `+a` (a bool becomes an int).
pub fn pos(a: &Scalar) -> Result<Scalar, OpError> {
    match a {
        Scalar::Bool(b) => Ok(Scalar::Int(*b as i64)),
        Scalar::Int(_) | Scalar::BigInt(_) | Scalar::Float(_) => Ok(a.clone()),
        _ => Err(bad_unary("+", a)),
    }
}

/// Unary `~a`: `-(a + 1)` for ints and bools.
pub fn invert(a: &Scalar) -> Result<Scalar, OpError> {
    match a {
        Scalar::Bool(b) => Ok(Scalar::Int(!(*b as i64))),
        Scalar::Int(i) => Ok(Scalar::Int(!i)),
        Scalar::BigInt(b) => Ok(big_scalar(-(&**b + BigInt::one()))),
        _ => Err(bad_unary("~", a)),
    }
}

/// `abs(a)`.
pub fn abs(a: &Scalar) -> Result<Scalar, OpError> {
    match a {
        Scalar::Bool(b) => Ok(Scalar::Int(*b as i64)),
        Scalar::Int(i) => Ok(match i.checked_abs() {
            Some(n) => Scalar::Int(n),
            None => big_scalar(BigInt::from(*i).abs()),
        }),
        Scalar::BigInt(b) => Ok(big_scalar(b.abs())),
        Scalar::Float(f) => Ok(Scalar::Float(f.abs())),
        _ => Err(err("TypeError", format!("bad operand type for abs(): '{}'", a.type_name()))),
    }
}

/// Python truthiness of a scalar.
pub fn truthy(a: &Scalar) -> bool {
    match a {
        Scalar::None => false,
        Scalar::Bool(b) => *b,
        Scalar::Int(i) => *i != 0,
        // Normalised BigInts are never zero.
        Scalar::BigInt(b) => !b.is_zero(),
        Scalar::Float(f) => *f != 0.0,
        Scalar::Str(s) => !s.is_empty(),
    }
}

/// `pow(base, exp, modulus)`. A `None` modulus is plain `base ** exp`.
/// Negative exponents use the modular inverse (Python 3.8+).
pub fn pow3(base: &Scalar, exp: &Scalar, modulus: &Scalar) -> Result<Scalar, OpError> {
    if matches!(modulus, Scalar::None) {
        return binary(BinaryOp::Pow, base, exp);
    }
    let (Some(a), Some(e), Some(m)) = (int_of(base), int_of(exp), int_of(modulus)) else {
        // CPython: float's pow slot refuses any modulus; int's declines.
        let any_float = [base, exp, modulus].iter().any(|s| matches!(s, Scalar::Float(_)));
        let msg = if any_float {
            "pow() 3rd argument not allowed unless all arguments are integers".to_string()
        } else {
            format!(
                "unsupported operand type(s) for ** or pow(): '{}', '{}', '{}'",
                base.type_name(),
                exp.type_name(),
                modulus.type_name()
            )
        };
        return Err(err("TypeError", msg));
    };
    if m.is_zero() {
        return Err(err("ValueError", "pow() 3rd argument cannot be 0"));
    }
    let negative_out = m.is_negative();
    let m = m.magnitude();
    if m.is_one() {
        return Ok(Scalar::Int(0));
    }
    // What the loop holds at once besides its operands: the modulus, base
    // and exponent copied, the result, its square (two moduli), each asked
    // before it is made (a 2**25-bit modulus took 4 MiB past the budget).
    room_for_int(m.bits().saturating_mul(6).saturating_add(e.bits()))?;
    let m_signed = BigInt::from(m.clone());
    let limits = |x: Box<crate::error::Exception>| (x.name, x.message);
    let mut a = polled::div_mod_floor(&a.big(), &m_signed).map_err(limits)?.1;
    let mut e = e.big().into_owned();
    if e.is_negative() {
        e = -e;
        let inverse = polled::modinv(a.magnitude(), &m).map_err(limits)?;
        a = BigInt::from(inverse.ok_or_else(|| err("ValueError", "base is not invertible for the given modulus"))?);
    }
    let r = BigInt::from(modpow(a.magnitude(), e.magnitude(), &m)?);
    Ok(big_scalar(if negative_out && !r.is_zero() { r - m_signed } else { r }))
}

/// `a ** e % m` for `a < m`. Small operands take num-bigint's Montgomery
/// path (bounded time); big ones square and multiply bit by bit, polling
/// the sandbox at each bit so Ctrl-C and the clock can stop a `pow` that
/// would run for hours.
pub(super) fn modpow(a: &BigUint, e: &BigUint, m: &BigUint) -> Result<BigUint, OpError> {
    pub(super) const QUICK_BITS: u64 = 4096;
    if e.bits() <= QUICK_BITS && m.bits() <= QUICK_BITS {
        return Ok(a.modpow(e, m));
    }
    let mut r = BigUint::one();
    for i in (0..e.bits()).rev() {
        // The reductions divide a number of twice m's size by m: polled,
        // as `%` is (num-bigint's ran 2 s past the clock at 2^24 bits).
        let limits = |x: Box<crate::error::Exception>| (x.name, x.message);
        crate::sandbox::poll_costly().map_err(limits)?;
        r = polled::div_rem(&polled::mul(&r, &r).map_err(limits)?, m).map_err(limits)?.1;
        if e.bit(i) {
            r = polled::div_rem(&polled::mul(&r, a).map_err(limits)?, m).map_err(limits)?.1;
        }
    }
    Ok(r)
}

/// `divmod(a, b)`, consistent with `//` and `%`.
pub fn divmod(a: &Scalar, b: &Scalar) -> Result<(Scalar, Scalar), OpError> {
    let (Some(x), Some(y)) = (num(a), num(b)) else {
        return Err(err(
            "TypeError",
            format!("unsupported operand type(s) for divmod(): '{}' and '{}'", a.type_name(), b.type_name()),
        ));
    };
    match (x, y) {
        (Num::Int(i), Num::Int(j)) => {
            if j.is_zero() {
                return Err(zero_div("integer division or modulo by zero"));
            }
            if let (Int::Small(p), Int::Small(q)) = (i, j) {
                if let Some(d) = floor_div_i64(p, q) {
                    return Ok((Scalar::Int(d), Scalar::Int(floor_mod_i64(p, q))));
                }
            }
            let (d, m) = polled::div_mod_floor(&i.big(), &j.big()).map_err(|x| (x.name, x.message))?;
            Ok((big_scalar(d), big_scalar(m)))
        }
        _ => {
            let (f, g) = (as_f64(x)?, as_f64(y)?);
            if g == 0.0 {
                return Err(zero_div("float divmod()"));
            }
            let (d, m) = float_div_mod(f, g);
            Ok((Scalar::Float(d), Scalar::Float(m)))
        }
    }
}
