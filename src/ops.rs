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
use num_traits::{One, Pow, Signed, ToPrimitive, Zero};

use crate::scalar::Scalar;

/// An exception: (Python exception class name, message), e.g.
/// `("ZeroDivisionError", "division by zero")`.
pub type OpError = (&'static str, String);

pub mod polled;

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
// Numeric views of scalars

/// An int operand: bools and small ints share the `i64` path.
#[derive(Clone, Copy)]
enum Int<'a> {
    Small(i64),
    Big(&'a BigInt),
}

#[derive(Clone, Copy)]
enum Num<'a> {
    Int(Int<'a>),
    Float(f64),
}

fn num(a: &Scalar) -> Option<Num<'_>> {
    match a {
        Scalar::Bool(b) => Some(Num::Int(Int::Small(*b as i64))),
        Scalar::Int(i) => Some(Num::Int(Int::Small(*i))),
        Scalar::BigInt(b) => Some(Num::Int(Int::Big(b))),
        Scalar::Float(f) => Some(Num::Float(*f)),
        _ => None,
    }
}

fn int_of(a: &Scalar) -> Option<Int<'_>> {
    match num(a) {
        Some(Num::Int(i)) => Some(i),
        _ => None,
    }
}

impl<'a> Int<'a> {
    fn big(self) -> Cow<'a, BigInt> {
        match self {
            Int::Small(i) => Cow::Owned(BigInt::from(i)),
            Int::Big(b) => Cow::Borrowed(b),
        }
    }

    fn is_zero(self) -> bool {
        matches!(self, Int::Small(0))
    }

    fn is_negative(self) -> bool {
        match self {
            Int::Small(i) => i < 0,
            Int::Big(b) => b.is_negative(),
        }
    }

    /// Bit length of the magnitude.
    fn bits(self) -> u64 {
        match self {
            Int::Small(i) => 64 - u64::from(i.unsigned_abs().leading_zeros()),
            Int::Big(b) => b.bits(),
        }
    }

    fn magnitude(self) -> BigUint {
        match self {
            Int::Small(i) => BigUint::from(i.unsigned_abs()),
            Int::Big(b) => b.magnitude().clone(),
        }
    }

    /// `float(self)`, correctly rounded (half to even).
    fn to_f64(self) -> Result<f64, OpError> {
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

fn big_scalar(value: BigInt) -> Scalar {
    Scalar::from_bigint(value)
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

/// The heap budget's verdict on a result of `bytes` (see `sandbox::memory`).
fn memory_for(bytes: usize) -> Result<(), OpError> {
    crate::sandbox::memory::reserve(bytes).map_err(|e| (e.name, e.message))
}

fn unsupported(op: BinaryOp, a: &Scalar, b: &Scalar) -> OpError {
    let sym = if op == BinaryOp::Pow { "** or pow()" } else { op.symbol() };
    err("TypeError", format!("unsupported operand type(s) for {sym}: '{}' and '{}'", a.type_name(), b.type_name()))
}

fn bad_unary(sym: &str, a: &Scalar) -> OpError {
    err("TypeError", format!("bad operand type for unary {sym}: '{}'", a.type_name()))
}

fn check_int_bits(bits: u64) -> Result<(), OpError> {
    if bits > MAX_INT_BITS {
        Err(memory_error())
    } else {
        Ok(())
    }
}

// ---------------------------------------------------------------------------
// Exact float rounding

/// Rounds `(n + sticky·ε) · 2^exp` to the nearest double, ties to even,
/// subnormals included; `sticky` says nonzero bits lie below `n`'s last bit
/// (callers then give `n` at least two bits below the double's last kept
/// bit). `None` when the result is ≥ 2^1024 (overflow).
fn round_to_f64(n: &BigUint, exp: i64, sticky: bool) -> Option<f64> {
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
fn compose_f64(m: u64, e: i64) -> Option<f64> {
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
fn float_to_bigint(f: f64) -> BigInt {
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

// ---------------------------------------------------------------------------
// Float arithmetic (CPython's floatobject.c)

fn float_binary(op: BinaryOp, x: f64, y: f64) -> Result<f64, OpError> {
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
fn float_rem(x: f64, y: f64) -> f64 {
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
fn float_div_mod(x: f64, y: f64) -> (f64, f64) {
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

fn is_odd_integer(f: f64) -> bool {
    f.is_finite() && f.trunc() == f && (f % 2.0).abs() == 1.0
}

/// CPython's `float_pow`, special cases first, then libm `pow`.
fn float_pow(x: f64, y: f64) -> Result<f64, OpError> {
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
fn complex_pow(x: f64, y: f64) -> OpError {
    if x.abs().powf(y).is_infinite() {
        overflow("complex exponentiation")
    } else {
        err("ValueError", "complex results are not supported in .dmd")
    }
}

// ---------------------------------------------------------------------------
// Int arithmetic (CPython's longobject.c)

fn int_binary(op: BinaryOp, x: Int, y: Int) -> Result<Scalar, OpError> {
    if let (Int::Small(a), Int::Small(b)) = (x, y) {
        if let Some(r) = small_binary(op, a, b) {
            return Ok(Scalar::Int(r));
        }
    }
    match op {
        BinaryOp::Add => Ok(big_scalar(&*x.big() + &*y.big())),
        BinaryOp::Sub => Ok(big_scalar(&*x.big() - &*y.big())),
        BinaryOp::Mul => {
            check_int_bits(x.bits() + y.bits())?;
            Ok(big_scalar(&*x.big() * &*y.big()))
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
fn small_binary(op: BinaryOp, a: i64, b: i64) -> Option<i64> {
    match op {
        BinaryOp::Add => a.checked_add(b),
        BinaryOp::Sub => a.checked_sub(b),
        BinaryOp::Mul => a.checked_mul(b),
        BinaryOp::FloorDiv => floor_div_i64(a, b),
        BinaryOp::Mod if b != 0 => Some(floor_mod_i64(a, b)),
        BinaryOp::Pow => {
            let e = u32::try_from(b).ok()?;
            a.checked_pow(e)
        }
        BinaryOp::And => Some(a & b),
        BinaryOp::Or => Some(a | b),
        BinaryOp::Xor => Some(a ^ b),
        _ => None,
    }
}

fn floor_div_i64(a: i64, b: i64) -> Option<i64> {
    let q = a.checked_div(b)?;
    let r = a % b;
    Some(if r != 0 && ((r < 0) != (b < 0)) { q - 1 } else { q })
}

/// `b` must be nonzero.
fn floor_mod_i64(a: i64, b: i64) -> i64 {
    let r = a.wrapping_rem(b);
    if r != 0 && ((r < 0) != (b < 0)) {
        r + b
    } else {
        r
    }
}

fn big_binary(op: BinaryOp, x: Int, y: Int) -> Result<Scalar, OpError> {
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
fn int_true_div(x: Int, y: Int) -> Result<f64, OpError> {
    if y.is_zero() {
        return Err(zero_div("division by zero"));
    }
    const EXACT: u64 = 1 << 53;
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
fn positive_true_div(n: &BigUint, d: &BigUint) -> Option<f64> {
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

fn int_pow(x: Int, y: Int) -> Result<Scalar, OpError> {
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
    Ok(big_scalar(Pow::pow(&*base, e)))
}

fn shift_count(y: Int) -> Result<Option<u64>, OpError> {
    if y.is_negative() {
        return Err(err("ValueError", "negative shift count"));
    }
    Ok(match y {
        Int::Small(n) => Some(n as u64),
        Int::Big(n) => n.to_u64(),
    })
}

fn rshift(x: Int, y: Int) -> Result<Scalar, OpError> {
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

fn lshift(x: Int, y: Int) -> Result<Scalar, OpError> {
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
    Ok(big_scalar(&*x.big() << n))
}

/// The error CPython gives for a left shift too big to build: it sizes
/// the result in 30-bit digits and reports an impossible size as
/// `OverflowError`, a merely huge one as `MemoryError`.
fn huge_lshift_error(x: Int, y: Int) -> OpError {
    const SSIZE_MAX: u64 = i64::MAX as u64;
    const MAX_LONG_DIGITS: u64 = (SSIZE_MAX - 24) / 4;
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

// ---------------------------------------------------------------------------
// Public operators

/// `a <op> b` for scalars.
pub fn binary(op: BinaryOp, a: &Scalar, b: &Scalar) -> Result<Scalar, OpError> {
    if let (Some(x), Some(y)) = (num(a), num(b)) {
        return numeric_binary(op, x, y, a, b);
    }
    match (op, a, b) {
        (BinaryOp::Add, Scalar::Str(s), Scalar::Str(t)) => {
            memory_for(s.len().saturating_add(t.len()))?;
            let mut out = String::with_capacity(s.len() + t.len());
            out.push_str(s);
            out.push_str(t);
            Ok(Scalar::str(&out))
        }
        (BinaryOp::Add, Scalar::Str(_), other) => {
            Err(err("TypeError", format!("can only concatenate str (not \"{}\") to str", other.type_name())))
        }
        (BinaryOp::Mul, Scalar::Str(s), n) | (BinaryOp::Mul, n, Scalar::Str(s)) => repeat_str(s, n),
        _ => Err(unsupported(op, a, b)),
    }
}

fn numeric_binary(op: BinaryOp, x: Num, y: Num, a: &Scalar, b: &Scalar) -> Result<Scalar, OpError> {
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

fn as_f64(x: Num) -> Result<f64, OpError> {
    match x {
        Num::Int(i) => i.to_f64(),
        Num::Float(f) => Ok(f),
    }
}

/// `a <op> b` for comparisons: exact across int and float, lexicographic
/// by code point for str; `==`/`!=` never fail.
pub fn compare(op: CompareOp, a: &Scalar, b: &Scalar) -> Result<bool, OpError> {
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
fn num_cmp(x: Num, y: Num) -> Option<Ordering> {
    match (x, y) {
        (Num::Int(i), Num::Int(j)) => Some(int_cmp(i, j)),
        (Num::Float(f), Num::Float(g)) => f.partial_cmp(&g),
        (Num::Int(i), Num::Float(f)) => int_float_cmp(i, f),
        (Num::Float(f), Num::Int(i)) => int_float_cmp(i, f).map(Ordering::reverse),
    }
}

fn int_cmp(x: Int, y: Int) -> Ordering {
    match (x, y) {
        (Int::Small(a), Int::Small(b)) => a.cmp(&b),
        _ => x.big().cmp(&y.big()),
    }
}

/// Compares an int with a float exactly (no rounding of the int).
fn int_float_cmp(x: Int, f: f64) -> Option<Ordering> {
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
    let m_signed = BigInt::from(m.clone());
    let mut a = a.big().mod_floor(&m_signed);
    let mut e = e.big().into_owned();
    if e.is_negative() {
        e = -e;
        a = a.modinv(&m_signed).ok_or_else(|| err("ValueError", "base is not invertible for the given modulus"))?;
    }
    let r = BigInt::from(modpow(a.magnitude(), e.magnitude(), &m)?);
    Ok(big_scalar(if negative_out && !r.is_zero() { r - m_signed } else { r }))
}

/// `a ** e % m` for `a < m`. Small operands take num-bigint's Montgomery
/// path (bounded time); big ones square and multiply bit by bit, polling
/// the sandbox at each bit so Ctrl-C and the clock can stop a `pow` that
/// would run for hours.
fn modpow(a: &BigUint, e: &BigUint, m: &BigUint) -> Result<BigUint, OpError> {
    const QUICK_BITS: u64 = 4096;
    if e.bits() <= QUICK_BITS && m.bits() <= QUICK_BITS {
        return Ok(a.modpow(e, m));
    }
    let mut r = BigUint::one();
    for i in (0..e.bits()).rev() {
        crate::sandbox::poll_costly().map_err(|x| (x.name, x.message))?;
        r = (&r * &r) % m;
        if e.bit(i) {
            r = (&r * a) % m;
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

/// Shared shape of `math.floor`/`math.ceil`: ints pass (bool → int),
/// floats are rounded by `round` then converted exactly.
fn float_round_to_int(a: &Scalar, round: fn(f64) -> f64) -> Result<Scalar, OpError> {
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

fn not_an_integer(a: &Scalar) -> OpError {
    err("TypeError", format!("'{}' object cannot be interpreted as an integer", a.type_name()))
}

/// `a.__index__()` limited to `i64`, for sequence indices.
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
            memory_for(bytes)?;
            Ok(Scalar::str(&s.repeat(count as usize)))
        }
        _ => Err(memory_error()),
    }
}

#[cfg(test)]
mod tests;
