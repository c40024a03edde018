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
mod tests {
    //! Tables generated by CPython 3.11 (`python3`) and embedded verbatim.
    //! Encoding: `N` None, `T`/`F` bools, `i<int>`, `f<float repr>`,
    //! `s<str>`, `E<Class>:<message>`, `x~y` a divmod pair, `-` skipped.
    //! `U`/`C` abbreviate CPython's generic "unsupported operand type(s)"
    //! and "not supported between instances" TypeErrors (the generator
    //! checked the full text); the test rebuilds them.

    use super::*;

    const BINARY_OPS: [BinaryOp; 12] = [
        BinaryOp::Add,
        BinaryOp::Sub,
        BinaryOp::Mul,
        BinaryOp::TrueDiv,
        BinaryOp::FloorDiv,
        BinaryOp::Mod,
        BinaryOp::Pow,
        BinaryOp::LShift,
        BinaryOp::RShift,
        BinaryOp::And,
        BinaryOp::Or,
        BinaryOp::Xor,
    ];

    const COMPARE_OPS: [CompareOp; 6] =
        [CompareOp::Eq, CompareOp::Ne, CompareOp::Lt, CompareOp::Le, CompareOp::Gt, CompareOp::Ge];

    fn parse(s: &str) -> Scalar {
        let body = &s[1..];
        match &s[..1] {
            "N" => Scalar::None,
            "T" => Scalar::Bool(true),
            "F" => Scalar::Bool(false),
            "i" => Scalar::from_bigint(body.parse::<BigInt>().expect("int literal")),
            "f" => Scalar::Float(body.parse::<f64>().expect("float literal")),
            "s" => Scalar::str(body),
            _ => panic!("bad table value {s:?}"),
        }
    }

    /// Same Python value and type; floats by bit pattern (any NaN matches).
    fn same(got: &Scalar, want: &Scalar) -> bool {
        match (got, want) {
            (Scalar::None, Scalar::None) => true,
            (Scalar::Bool(a), Scalar::Bool(b)) => a == b,
            (Scalar::Int(a), Scalar::Int(b)) => a == b,
            (Scalar::BigInt(a), Scalar::BigInt(b)) => a == b,
            (Scalar::Float(a), Scalar::Float(b)) => a.to_bits() == b.to_bits() || (a.is_nan() && b.is_nan()),
            (Scalar::Str(a), Scalar::Str(b)) => a == b,
            _ => false,
        }
    }

    fn show(got: &Result<Scalar, OpError>) -> String {
        match got {
            Ok(v) => format!("{v:?}"),
            Err((class, msg)) => format!("E{class}:{msg}"),
        }
    }

    /// Checks one result against its table cell; `generic` is the full
    /// text of a `U`/`C` cell.
    fn check(got: Result<Scalar, OpError>, want: &str, generic: &str, ctx: &str) {
        let ok = match (want, &got) {
            ("-", _) => true,
            ("U" | "C", Err((class, msg))) => *class == "TypeError" && msg == generic,
            (w, Err((class, msg))) if w.starts_with('E') => {
                let (wc, wm) = w[1..].split_once(':').expect("error cell");
                *class == wc && msg == wm
            }
            (w, Ok(v)) if !w.starts_with('E') && w != "U" && w != "C" => same(v, &parse(w)),
            _ => false,
        };
        assert!(ok, "{ctx}: got {}, want {want}", show(&got));
    }

    fn check_pair(got: Result<(Scalar, Scalar), OpError>, want: &str, generic: &str, ctx: &str) {
        match (got, want.split_once('~')) {
            (Ok((q, r)), Some((wq, wr))) => {
                check(Ok(q), wq, generic, ctx);
                check(Ok(r), wr, generic, ctx);
            }
            (Err(e), _) => check(Err(e), want, generic, ctx),
            (Ok(pair), None) => panic!("{ctx}: got {pair:?}, want {want}"),
        }
    }

    fn check_bool(got: Result<bool, OpError>, want: &str, generic: &str, ctx: &str) {
        check(got.map(Scalar::Bool), want, generic, ctx);
    }

    fn unsupported_text(sym: &str, a: &Scalar, b: &Scalar) -> String {
        format!("unsupported operand type(s) for {sym}: '{}' and '{}'", a.type_name(), b.type_name())
    }

    fn compare_text(op: CompareOp, a: &Scalar, b: &Scalar) -> String {
        format!("'{}' not supported between instances of '{}' and '{}'", op.symbol(), a.type_name(), b.type_name())
    }

    /// Every normalised int result must use `Int` when it fits `i64`.
    fn assert_normalised(v: &Scalar) {
        if let Scalar::BigInt(b) = v {
            assert!(b.to_i64().is_none(), "unnormalised BigInt {b}");
        }
    }

    #[test]
    fn grid_of_binary_ops_divmod_and_comparisons() {
        for row in GRID {
            let (a, b) = (parse(row[0]), parse(row[1]));
            for (i, op) in BINARY_OPS.iter().enumerate() {
                let sym = if *op == BinaryOp::Pow { "** or pow()" } else { op.symbol() };
                let got = binary(*op, &a, &b);
                if let Ok(v) = &got {
                    assert_normalised(v);
                }
                let ctx = format!("{} {} {}", row[0], op.symbol(), row[1]);
                check(got, row[2 + i], &unsupported_text(sym, &a, &b), &ctx);
            }
            let ctx = format!("divmod({}, {})", row[0], row[1]);
            let text = unsupported_text("divmod()", &a, &b);
            check_pair(divmod(&a, &b), row[14], &text, &ctx);
            for (i, op) in COMPARE_OPS.iter().enumerate() {
                let ctx = format!("{} {} {}", row[0], op.symbol(), row[1]);
                let text = compare_text(*op, &a, &b);
                check_bool(compare(*op, &a, &b), row[15 + i], &text, &ctx);
            }
        }
    }

    #[test]
    fn unary_ops_and_conversions() {
        for row in UNARY {
            let v = parse(row[0]);
            let ctx = |what: &str| format!("{what}({})", row[0]);
            check(neg(&v), row[1], "", &ctx("neg"));
            check(pos(&v), row[2], "", &ctx("pos"));
            check(invert(&v), row[3], "", &ctx("invert"));
            check(abs(&v), row[4], "", &ctx("abs"));
            check(Ok(Scalar::Bool(truthy(&v))), row[5], "", &ctx("truthy"));
            check(to_int(&v), row[6], "", &ctx("int"));
            check(to_float(&v).map(Scalar::Float), row[7], "", &ctx("float"));
            check(floor(&v), row[8], "", &ctx("floor"));
            check(ceil(&v), row[9], "", &ctx("ceil"));
            check(trunc(&v), row[10], "", &ctx("trunc"));
            check(index(&v).map(Scalar::Int), row[11], "", &ctx("index"));
            let big = index_big(&v).map(Scalar::from_bigint);
            check(big, row[12], "", &ctx("index_big"));
        }
    }

    #[test]
    fn int_true_division_is_correctly_rounded() {
        for row in TRUEDIV {
            let (a, b) = (parse(row[0]), parse(row[1]));
            let got = binary(BinaryOp::TrueDiv, &a, &b);
            check(got, row[2], "", &format!("{} / {}", row[0], row[1]));
        }
    }

    #[test]
    fn float_division_family() {
        for row in FLOATDIV {
            let (a, b) = (parse(row[0]), parse(row[1]));
            let ctx = |op: &str| format!("{} {op} {}", row[0], row[1]);
            check(binary(BinaryOp::FloorDiv, &a, &b), row[2], "", &ctx("//"));
            check(binary(BinaryOp::Mod, &a, &b), row[3], "", &ctx("%"));
            check_pair(divmod(&a, &b), row[4], "", &ctx("divmod"));
            check(binary(BinaryOp::TrueDiv, &a, &b), row[5], "", &ctx("/"));
            check(binary(BinaryOp::Mul, &a, &b), row[6], "", &ctx("*"));
            check(binary(BinaryOp::Add, &a, &b), row[7], "", &ctx("+"));
        }
    }

    #[test]
    fn int_float_comparisons_are_exact() {
        for row in INTFLOATCMP {
            let (n, f) = (parse(row[0]), parse(row[1]));
            for (i, op) in COMPARE_OPS.iter().enumerate() {
                let fwd = &row[2][i..i + 1];
                let back = &row[3][i..i + 1];
                let ctx = format!("{} {} {}", row[0], op.symbol(), row[1]);
                check_bool(compare(*op, &n, &f), fwd, "", &ctx);
                check_bool(compare(*op, &f, &n), back, "", &ctx);
            }
        }
    }

    #[test]
    fn powers() {
        for row in POW {
            let (a, b) = (parse(row[0]), parse(row[1]));
            let got = binary(BinaryOp::Pow, &a, &b);
            check(got, row[2], "", &format!("{} ** {}", row[0], row[1]));
        }
    }

    #[test]
    fn int_to_float_rounds_half_even() {
        for row in TOFLOAT {
            let got = to_float(&parse(row[0])).map(Scalar::Float);
            check(got, row[1], "", &format!("float({})", row[0]));
        }
    }

    #[test]
    fn random_int_arithmetic() {
        for row in INTRANDOM {
            let (a, b, s) = (parse(row[0]), parse(row[1]), parse(row[6]));
            let ctx = |op: &str| format!("{} {op} {}/{}", row[0], row[1], row[6]);
            check(binary(BinaryOp::And, &a, &b), row[2], "", &ctx("&"));
            check(binary(BinaryOp::Or, &a, &b), row[3], "", &ctx("|"));
            check(binary(BinaryOp::Xor, &a, &b), row[4], "", &ctx("^"));
            check(invert(&a), row[5], "", &ctx("~"));
            check(binary(BinaryOp::LShift, &a, &s), row[7], "", &ctx("<<"));
            check(binary(BinaryOp::RShift, &a, &s), row[8], "", &ctx(">>"));
            check(binary(BinaryOp::FloorDiv, &a, &b), row[9], "", &ctx("//"));
            check(binary(BinaryOp::Mod, &a, &b), row[10], "", &ctx("%"));
            check_pair(divmod(&a, &b), row[11], "", &ctx("divmod"));
            check(binary(BinaryOp::Mul, &a, &b), row[12], "", &ctx("*"));
            check(binary(BinaryOp::Sub, &a, &b), row[13], "", &ctx("-"));
            check(binary(BinaryOp::Add, &a, &b), row[14], "", &ctx("+"));
        }
    }

    #[test]
    fn three_argument_pow() {
        for row in POW3 {
            let (a, b, c) = (parse(row[0]), parse(row[1]), parse(row[2]));
            let ctx = format!("pow({}, {}, {})", row[0], row[1], row[2]);
            check(pow3(&a, &b, &c), row[3], "", &ctx);
        }
    }

    #[test]
    fn string_repetition() {
        for row in REPEAT {
            let (s, n) = (parse(row[0]), parse(row[1]));
            let ctx = format!("{} * {}", row[0], row[1]);
            check(binary(BinaryOp::Mul, &s, &n), row[2], "", &ctx);
            check(binary(BinaryOp::Mul, &n, &s), row[3], "", &ctx);
        }
    }

    #[test]
    fn size_guards_refuse_instead_of_hanging() {
        let memory = || Err::<Scalar, OpError>(("MemoryError", String::new()));
        let int = Scalar::Int;
        let cases = [
            (BinaryOp::Pow, int(3), int(100_000_000)),
            (BinaryOp::Pow, int(2), int(i64::MAX)),
            (BinaryOp::Pow, int(-5), parse("i100000000000000000000")),
            (BinaryOp::LShift, int(1), int(1 << 40)),
            (BinaryOp::LShift, int(-3), int(MAX_INT_BITS as i64)),
        ];
        for (op, a, b) in cases {
            let ctx = format!("{a:?} {} {b:?}", op.symbol());
            assert_eq!(show(&binary(op, &a, &b)), show(&memory()), "{ctx}");
        }
        // A product past the cap, built from operands under it.
        let half = binary(BinaryOp::LShift, &int(1), &int(MAX_INT_BITS as i64 / 2 + 8));
        let half = half.expect("under the cap");
        let got = binary(BinaryOp::Mul, &half, &half);
        assert_eq!(show(&got), show(&memory()));
        // Trivial bases never blow up, whatever the exponent.
        let huge = parse("i100000000000000000000");
        for (base, want) in [(1, 1), (0, 0), (-1, 1)] {
            let got = binary(BinaryOp::Pow, &int(base), &huge);
            assert_eq!(show(&got), show(&Ok(int(want))));
        }
        let got = binary(BinaryOp::LShift, &int(1), &parse("i1180591620717411303424"));
        let want = ("OverflowError", "too many digits in integer".to_string());
        assert_eq!(show(&got), show(&Err(want)));
        let got = repeat_str("abc", &int(1 << 40));
        assert_eq!(show(&got), show(&memory()));
    }

    #[test]
    fn i64_boundaries_promote() {
        let min = Scalar::Int(i64::MIN);
        let two63 = "9223372036854775808";
        assert_eq!(show(&neg(&min)), show(&Ok(parse(&format!("i{two63}")))));
        assert_eq!(show(&abs(&min)), show(&Ok(parse(&format!("i{two63}")))));
        let got = binary(BinaryOp::FloorDiv, &min, &Scalar::Int(-1));
        assert_eq!(show(&got), show(&Ok(parse(&format!("i{two63}")))));
        let back = neg(&parse(&format!("i{two63}"))).expect("int");
        assert!(matches!(back, Scalar::Int(i64::MIN)));
    }

    #[test]
    fn hash_keys_follow_python_equality() {
        let key = |s: &str| hash_key(&parse(s));
        assert_eq!(key("i1"), key("T"));
        assert_eq!(key("i1"), key("f1.0"));
        assert_eq!(key("i0"), key("f-0.0"));
        assert_eq!(key("i0"), key("F"));
        assert_eq!(key("i9007199254740992"), key("f9007199254740992.0"));
        assert_eq!(key("i1267650600228229401496703205376"), key("f1.2676506002282294e+30"));
        assert_ne!(key("i9007199254740993"), key("f9007199254740992.0"));
        assert_ne!(key("f0.5"), key("i0"));
        assert_ne!(key("s1"), key("i1"));
        assert_eq!(key("sab"), key("sab"));
        assert_eq!(key("N"), HashKey::None);
        assert_eq!(key("finf"), key("finf"));
        assert_ne!(key("finf"), key("f-inf"));
        // A NaN key matches the same NaN (bit pattern), like a reused object.
        assert_eq!(key("fnan"), key("fnan"));
        assert!(matches!(key("f1e300"), HashKey::BigInt(_)));
        assert!(matches!(key("f-5.0"), HashKey::Int(-5)));
    }

    #[test]
    fn no_input_panics() {
        let values: Vec<Scalar> = [
            "N",
            "T",
            "F",
            "i0",
            "i1",
            "i-1",
            "i2",
            "i-2",
            "i63",
            "i64",
            "i-9223372036854775808",
            "i9223372036854775807",
            "i18446744073709551616",
            "i-36893488147419103232",
            "i1180591620717411303424",
            "f0.0",
            "f-0.0",
            "f1e-320",
            "f0.5",
            "f-1.5",
            "f1e308",
            "f-1e308",
            "finf",
            "f-inf",
            "fnan",
            "f9.3e18",
            "f-9.3e18",
            "s",
            "sab",
            "sé",
        ]
        .iter()
        .map(|s| parse(s))
        .collect();
        for a in &values {
            let _ = (neg(a), pos(a), invert(a), abs(a), truthy(a), to_int(a), to_float(a));
            let _ = (floor(a), ceil(a), trunc(a), index(a), index_big(a), hash_key(a));
            for b in &values {
                for op in BINARY_OPS {
                    let _ = binary(op, a, b);
                }
                for op in COMPARE_OPS {
                    let _ = compare(op, a, b);
                }
                let _ = divmod(a, b);
                for c in &values {
                    let _ = pow3(a, b, c);
                }
            }
        }
    }

    #[rustfmt::skip]
    const GRID: &[[&str; 21]] = &[
        ["i0", "i0", "i0", "i0", "i0", "EZeroDivisionError:division by zero", "EZeroDivisionError:integer division or modulo by zero", "EZeroDivisionError:integer modulo by zero", "i1", "i0", "i0", "i0", "i0", "i0", "EZeroDivisionError:integer division or modulo by zero", "T", "F", "F", "T", "F", "T"],
        ["i0", "i1", "i1", "i-1", "i0", "f0.0", "i0", "i0", "i0", "i0", "i0", "i0", "i1", "i1", "i0~i0", "F", "T", "T", "T", "F", "F"],
        ["i0", "i-1", "i-1", "i1", "i0", "f-0.0", "i0", "i0", "EZeroDivisionError:0.0 cannot be raised to a negative power", "EValueError:negative shift count", "EValueError:negative shift count", "i0", "i-1", "i-1", "i0~i0", "F", "T", "F", "F", "T", "T"],
        ["i0", "i3", "i3", "i-3", "i0", "f0.0", "i0", "i0", "i0", "i0", "i0", "i0", "i3", "i3", "i0~i0", "F", "T", "T", "T", "F", "F"],
        ["i0", "i-7", "i-7", "i7", "i0", "f-0.0", "i0", "i0", "EZeroDivisionError:0.0 cannot be raised to a negative power", "EValueError:negative shift count", "EValueError:negative shift count", "i0", "i-7", "i-7", "i0~i0", "F", "T", "F", "F", "T", "T"],
        ["i0", "i9007199254740993", "i9007199254740993", "i-9007199254740993", "i0", "f0.0", "i0", "i0", "i0", "i0", "i0", "i0", "i9007199254740993", "i9007199254740993", "i0~i0", "F", "T", "T", "T", "F", "F"],
        ["i0", "i9223372036854775807", "i9223372036854775807", "i-9223372036854775807", "i0", "f0.0", "i0", "i0", "i0", "i0", "i0", "i0", "i9223372036854775807", "i9223372036854775807", "i0~i0", "F", "T", "T", "T", "F", "F"],
        ["i0", "i-9223372036854775808", "i-9223372036854775808", "i9223372036854775808", "i0", "f-0.0", "i0", "i0", "EZeroDivisionError:0.0 cannot be raised to a negative power", "EValueError:negative shift count", "EValueError:negative shift count", "i0", "i-9223372036854775808", "i-9223372036854775808", "i0~i0", "F", "T", "F", "F", "T", "T"],
        ["i0", "i1180591620717411303424", "i1180591620717411303424", "i-1180591620717411303424", "i0", "f0.0", "i0", "i0", "i0", "i0", "i0", "i0", "i1180591620717411303424", "i1180591620717411303424", "i0~i0", "F", "T", "T", "T", "F", "F"],
        ["i0", "i-36893488147419103232", "i-36893488147419103232", "i36893488147419103232", "i0", "f-0.0", "i0", "i0", "EZeroDivisionError:0.0 cannot be raised to a negative power", "EValueError:negative shift count", "EValueError:negative shift count", "i0", "i-36893488147419103232", "i-36893488147419103232", "i0~i0", "F", "T", "F", "F", "T", "T"],
        ["i0", "f0.0", "f0.0", "f0.0", "f0.0", "EZeroDivisionError:float division by zero", "EZeroDivisionError:float floor division by zero", "EZeroDivisionError:float modulo", "f1.0", "U", "U", "U", "U", "U", "EZeroDivisionError:float divmod()", "T", "F", "F", "T", "F", "T"],
        ["i0", "f-0.0", "f0.0", "f0.0", "f-0.0", "EZeroDivisionError:float division by zero", "EZeroDivisionError:float floor division by zero", "EZeroDivisionError:float modulo", "f1.0", "U", "U", "U", "U", "U", "EZeroDivisionError:float divmod()", "T", "F", "F", "T", "F", "T"],
        ["i0", "f0.5", "f0.5", "f-0.5", "f0.0", "f0.0", "f0.0", "f0.0", "f0.0", "U", "U", "U", "U", "U", "f0.0~f0.0", "F", "T", "T", "T", "F", "F"],
        ["i0", "f-1.5", "f-1.5", "f1.5", "f-0.0", "f-0.0", "f-0.0", "f-0.0", "EZeroDivisionError:0.0 cannot be raised to a negative power", "U", "U", "U", "U", "U", "f-0.0~f-0.0", "F", "T", "F", "F", "T", "T"],
        ["i0", "f1e+308", "f1e+308", "f-1e+308", "f0.0", "f0.0", "f0.0", "f0.0", "f0.0", "U", "U", "U", "U", "U", "f0.0~f0.0", "F", "T", "T", "T", "F", "F"],
        ["i0", "finf", "finf", "f-inf", "fnan", "f0.0", "f0.0", "f0.0", "f0.0", "U", "U", "U", "U", "U", "f0.0~f0.0", "F", "T", "T", "T", "F", "F"],
        ["i0", "f-inf", "f-inf", "finf", "fnan", "f-0.0", "f-0.0", "f-0.0", "finf", "U", "U", "U", "U", "U", "f-0.0~f-0.0", "F", "T", "F", "F", "T", "T"],
        ["i0", "fnan", "fnan", "fnan", "fnan", "fnan", "fnan", "fnan", "fnan", "U", "U", "U", "U", "U", "fnan~fnan", "F", "T", "F", "F", "F", "F"],
        ["i0", "f9007199254740992.0", "f9007199254740992.0", "f-9007199254740992.0", "f0.0", "f0.0", "f0.0", "f0.0", "f0.0", "U", "U", "U", "U", "U", "f0.0~f0.0", "F", "T", "T", "T", "F", "F"],
        ["i0", "f3.7", "f3.7", "f-3.7", "f0.0", "f0.0", "f0.0", "f0.0", "f0.0", "U", "U", "U", "U", "U", "f0.0~f0.0", "F", "T", "T", "T", "F", "F"],
        ["i0", "T", "i1", "i-1", "i0", "f0.0", "i0", "i0", "i0", "i0", "i0", "i0", "i1", "i1", "i0~i0", "F", "T", "T", "T", "F", "F"],
        ["i0", "F", "i0", "i0", "i0", "EZeroDivisionError:division by zero", "EZeroDivisionError:integer division or modulo by zero", "EZeroDivisionError:integer modulo by zero", "i1", "i0", "i0", "i0", "i0", "i0", "EZeroDivisionError:integer division or modulo by zero", "T", "F", "F", "T", "F", "T"],
        ["i0", "s", "U", "U", "s", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "F", "T", "C", "C", "C", "C"],
        ["i0", "sab", "U", "U", "s", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "F", "T", "C", "C", "C", "C"],
        ["i0", "N", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "F", "T", "C", "C", "C", "C"],
        ["i1", "i0", "i1", "i1", "i0", "EZeroDivisionError:division by zero", "EZeroDivisionError:integer division or modulo by zero", "EZeroDivisionError:integer modulo by zero", "i1", "i1", "i1", "i0", "i1", "i1", "EZeroDivisionError:integer division or modulo by zero", "F", "T", "F", "F", "T", "T"],
        ["i1", "i1", "i2", "i0", "i1", "f1.0", "i1", "i0", "i1", "i2", "i0", "i1", "i1", "i0", "i1~i0", "T", "F", "F", "T", "F", "T"],
        ["i1", "i-1", "i0", "i2", "i-1", "f-1.0", "i-1", "i0", "f1.0", "EValueError:negative shift count", "EValueError:negative shift count", "i1", "i-1", "i-2", "i-1~i0", "F", "T", "F", "F", "T", "T"],
        ["i1", "i3", "i4", "i-2", "i3", "f0.3333333333333333", "i0", "i1", "i1", "i8", "i0", "i1", "i3", "i2", "i0~i1", "F", "T", "T", "T", "F", "F"],
        ["i1", "i-7", "i-6", "i8", "i-7", "f-0.14285714285714285", "i-1", "i-6", "f1.0", "EValueError:negative shift count", "EValueError:negative shift count", "i1", "i-7", "i-8", "i-1~i-6", "F", "T", "F", "F", "T", "T"],
        ["i1", "i9007199254740993", "i9007199254740994", "i-9007199254740992", "i9007199254740993", "f1.1102230246251564e-16", "i0", "i1", "i1", "EMemoryError:", "i0", "i1", "i9007199254740993", "i9007199254740992", "i0~i1", "F", "T", "T", "T", "F", "F"],
        ["i1", "i9223372036854775807", "i9223372036854775808", "i-9223372036854775806", "i9223372036854775807", "f1.0842021724855044e-19", "i0", "i1", "i1", "EMemoryError:", "i0", "i1", "i9223372036854775807", "i9223372036854775806", "i0~i1", "F", "T", "T", "T", "F", "F"],
        ["i1", "i-9223372036854775808", "i-9223372036854775807", "i9223372036854775809", "i-9223372036854775808", "f-1.0842021724855044e-19", "i-1", "i-9223372036854775807", "f1.0", "EValueError:negative shift count", "EValueError:negative shift count", "i0", "i-9223372036854775807", "i-9223372036854775807", "i-1~i-9223372036854775807", "F", "T", "F", "F", "T", "T"],
        ["i1", "i1180591620717411303424", "i1180591620717411303425", "i-1180591620717411303423", "i1180591620717411303424", "f8.470329472543003e-22", "i0", "i1", "i1", "EOverflowError:too many digits in integer", "i0", "i0", "i1180591620717411303425", "i1180591620717411303425", "i0~i1", "F", "T", "T", "T", "F", "F"],
        ["i1", "i-36893488147419103232", "i-36893488147419103231", "i36893488147419103233", "i-36893488147419103232", "f-2.710505431213761e-20", "i-1", "i-36893488147419103231", "f1.0", "EValueError:negative shift count", "EValueError:negative shift count", "i0", "i-36893488147419103231", "i-36893488147419103231", "i-1~i-36893488147419103231", "F", "T", "F", "F", "T", "T"],
        ["i1", "f0.0", "f1.0", "f1.0", "f0.0", "EZeroDivisionError:float division by zero", "EZeroDivisionError:float floor division by zero", "EZeroDivisionError:float modulo", "f1.0", "U", "U", "U", "U", "U", "EZeroDivisionError:float divmod()", "F", "T", "F", "F", "T", "T"],
        ["i1", "f-0.0", "f1.0", "f1.0", "f-0.0", "EZeroDivisionError:float division by zero", "EZeroDivisionError:float floor division by zero", "EZeroDivisionError:float modulo", "f1.0", "U", "U", "U", "U", "U", "EZeroDivisionError:float divmod()", "F", "T", "F", "F", "T", "T"],
        ["i1", "f0.5", "f1.5", "f0.5", "f0.5", "f2.0", "f2.0", "f0.0", "f1.0", "U", "U", "U", "U", "U", "f2.0~f0.0", "F", "T", "F", "F", "T", "T"],
        ["i1", "f-1.5", "f-0.5", "f2.5", "f-1.5", "f-0.6666666666666666", "f-1.0", "f-0.5", "f1.0", "U", "U", "U", "U", "U", "f-1.0~f-0.5", "F", "T", "F", "F", "T", "T"],
        ["i1", "f1e+308", "f1e+308", "f-1e+308", "f1e+308", "f1e-308", "f0.0", "f1.0", "f1.0", "U", "U", "U", "U", "U", "f0.0~f1.0", "F", "T", "T", "T", "F", "F"],
        ["i1", "finf", "finf", "f-inf", "finf", "f0.0", "f0.0", "f1.0", "f1.0", "U", "U", "U", "U", "U", "f0.0~f1.0", "F", "T", "T", "T", "F", "F"],
        ["i1", "f-inf", "f-inf", "finf", "f-inf", "f-0.0", "f-1.0", "f-inf", "f1.0", "U", "U", "U", "U", "U", "f-1.0~f-inf", "F", "T", "F", "F", "T", "T"],
        ["i1", "fnan", "fnan", "fnan", "fnan", "fnan", "fnan", "fnan", "f1.0", "U", "U", "U", "U", "U", "fnan~fnan", "F", "T", "F", "F", "F", "F"],
        ["i1", "f9007199254740992.0", "f9007199254740992.0", "f-9007199254740991.0", "f9007199254740992.0", "f1.1102230246251565e-16", "f0.0", "f1.0", "f1.0", "U", "U", "U", "U", "U", "f0.0~f1.0", "F", "T", "T", "T", "F", "F"],
        ["i1", "f3.7", "f4.7", "f-2.7", "f3.7", "f0.27027027027027023", "f0.0", "f1.0", "f1.0", "U", "U", "U", "U", "U", "f0.0~f1.0", "F", "T", "T", "T", "F", "F"],
        ["i1", "T", "i2", "i0", "i1", "f1.0", "i1", "i0", "i1", "i2", "i0", "i1", "i1", "i0", "i1~i0", "T", "F", "F", "T", "F", "T"],
        ["i1", "F", "i1", "i1", "i0", "EZeroDivisionError:division by zero", "EZeroDivisionError:integer division or modulo by zero", "EZeroDivisionError:integer modulo by zero", "i1", "i1", "i1", "i0", "i1", "i1", "EZeroDivisionError:integer division or modulo by zero", "F", "T", "F", "F", "T", "T"],
        ["i1", "s", "U", "U", "s", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "F", "T", "C", "C", "C", "C"],
        ["i1", "sab", "U", "U", "sab", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "F", "T", "C", "C", "C", "C"],
        ["i1", "N", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "F", "T", "C", "C", "C", "C"],
        ["i-1", "i0", "i-1", "i-1", "i0", "EZeroDivisionError:division by zero", "EZeroDivisionError:integer division or modulo by zero", "EZeroDivisionError:integer modulo by zero", "i1", "i-1", "i-1", "i0", "i-1", "i-1", "EZeroDivisionError:integer division or modulo by zero", "F", "T", "T", "T", "F", "F"],
        ["i-1", "i1", "i0", "i-2", "i-1", "f-1.0", "i-1", "i0", "i-1", "i-2", "i-1", "i1", "i-1", "i-2", "i-1~i0", "F", "T", "T", "T", "F", "F"],
        ["i-1", "i-1", "i-2", "i0", "i1", "f1.0", "i1", "i0", "f-1.0", "EValueError:negative shift count", "EValueError:negative shift count", "i-1", "i-1", "i0", "i1~i0", "T", "F", "F", "T", "F", "T"],
        ["i-1", "i3", "i2", "i-4", "i-3", "f-0.3333333333333333", "i-1", "i2", "i-1", "i-8", "i-1", "i3", "i-1", "i-4", "i-1~i2", "F", "T", "T", "T", "F", "F"],
        ["i-1", "i-7", "i-8", "i6", "i7", "f0.14285714285714285", "i0", "i-1", "f-1.0", "EValueError:negative shift count", "EValueError:negative shift count", "i-7", "i-1", "i6", "i0~i-1", "F", "T", "F", "F", "T", "T"],
        ["i-1", "i9007199254740993", "i9007199254740992", "i-9007199254740994", "i-9007199254740993", "f-1.1102230246251564e-16", "i-1", "i9007199254740992", "i-1", "EMemoryError:", "i-1", "i9007199254740993", "i-1", "i-9007199254740994", "i-1~i9007199254740992", "F", "T", "T", "T", "F", "F"],
        ["i-1", "i9223372036854775807", "i9223372036854775806", "i-9223372036854775808", "i-9223372036854775807", "f-1.0842021724855044e-19", "i-1", "i9223372036854775806", "i-1", "EMemoryError:", "i-1", "i9223372036854775807", "i-1", "i-9223372036854775808", "i-1~i9223372036854775806", "F", "T", "T", "T", "F", "F"],
        ["i-1", "i-9223372036854775808", "i-9223372036854775809", "i9223372036854775807", "i9223372036854775808", "f1.0842021724855044e-19", "i0", "i-1", "f1.0", "EValueError:negative shift count", "EValueError:negative shift count", "i-9223372036854775808", "i-1", "i9223372036854775807", "i0~i-1", "F", "T", "F", "F", "T", "T"],
        ["i-1", "i1180591620717411303424", "i1180591620717411303423", "i-1180591620717411303425", "i-1180591620717411303424", "f-8.470329472543003e-22", "i-1", "i1180591620717411303423", "i1", "EOverflowError:too many digits in integer", "i-1", "i1180591620717411303424", "i-1", "i-1180591620717411303425", "i-1~i1180591620717411303423", "F", "T", "T", "T", "F", "F"],
        ["i-1", "i-36893488147419103232", "i-36893488147419103233", "i36893488147419103231", "i36893488147419103232", "f2.710505431213761e-20", "i0", "i-1", "f1.0", "EValueError:negative shift count", "EValueError:negative shift count", "i-36893488147419103232", "i-1", "i36893488147419103231", "i0~i-1", "F", "T", "F", "F", "T", "T"],
        ["i-1", "f0.0", "f-1.0", "f-1.0", "f-0.0", "EZeroDivisionError:float division by zero", "EZeroDivisionError:float floor division by zero", "EZeroDivisionError:float modulo", "f1.0", "U", "U", "U", "U", "U", "EZeroDivisionError:float divmod()", "F", "T", "T", "T", "F", "F"],
        ["i-1", "f-0.0", "f-1.0", "f-1.0", "f0.0", "EZeroDivisionError:float division by zero", "EZeroDivisionError:float floor division by zero", "EZeroDivisionError:float modulo", "f1.0", "U", "U", "U", "U", "U", "EZeroDivisionError:float divmod()", "F", "T", "T", "T", "F", "F"],
        ["i-1", "f0.5", "f-0.5", "f-1.5", "f-0.5", "f-2.0", "f-2.0", "f0.0", "EValueError:complex results are not supported in .dmd", "U", "U", "U", "U", "U", "f-2.0~f0.0", "F", "T", "T", "T", "F", "F"],
        ["i-1", "f-1.5", "f-2.5", "f0.5", "f1.5", "f0.6666666666666666", "f0.0", "f-1.0", "EValueError:complex results are not supported in .dmd", "U", "U", "U", "U", "U", "f0.0~f-1.0", "F", "T", "F", "F", "T", "T"],
        ["i-1", "f1e+308", "f1e+308", "f-1e+308", "f-1e+308", "f-1e-308", "f-1.0", "f1e+308", "f1.0", "U", "U", "U", "U", "U", "f-1.0~f1e+308", "F", "T", "T", "T", "F", "F"],
        ["i-1", "finf", "finf", "f-inf", "f-inf", "f-0.0", "f-1.0", "finf", "f1.0", "U", "U", "U", "U", "U", "f-1.0~finf", "F", "T", "T", "T", "F", "F"],
        ["i-1", "f-inf", "f-inf", "finf", "finf", "f0.0", "f0.0", "f-1.0", "f1.0", "U", "U", "U", "U", "U", "f0.0~f-1.0", "F", "T", "F", "F", "T", "T"],
        ["i-1", "fnan", "fnan", "fnan", "fnan", "fnan", "fnan", "fnan", "fnan", "U", "U", "U", "U", "U", "fnan~fnan", "F", "T", "F", "F", "F", "F"],
        ["i-1", "f9007199254740992.0", "f9007199254740991.0", "f-9007199254740992.0", "f-9007199254740992.0", "f-1.1102230246251565e-16", "f-1.0", "f9007199254740991.0", "f1.0", "U", "U", "U", "U", "U", "f-1.0~f9007199254740991.0", "F", "T", "T", "T", "F", "F"],
        ["i-1", "f3.7", "f2.7", "f-4.7", "f-3.7", "f-0.27027027027027023", "f-1.0", "f2.7", "EValueError:complex results are not supported in .dmd", "U", "U", "U", "U", "U", "f-1.0~f2.7", "F", "T", "T", "T", "F", "F"],
        ["i-1", "T", "i0", "i-2", "i-1", "f-1.0", "i-1", "i0", "i-1", "i-2", "i-1", "i1", "i-1", "i-2", "i-1~i0", "F", "T", "T", "T", "F", "F"],
        ["i-1", "F", "i-1", "i-1", "i0", "EZeroDivisionError:division by zero", "EZeroDivisionError:integer division or modulo by zero", "EZeroDivisionError:integer modulo by zero", "i1", "i-1", "i-1", "i0", "i-1", "i-1", "EZeroDivisionError:integer division or modulo by zero", "F", "T", "T", "T", "F", "F"],
        ["i-1", "s", "U", "U", "s", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "F", "T", "C", "C", "C", "C"],
        ["i-1", "sab", "U", "U", "s", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "F", "T", "C", "C", "C", "C"],
        ["i-1", "N", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "F", "T", "C", "C", "C", "C"],
        ["i3", "i0", "i3", "i3", "i0", "EZeroDivisionError:division by zero", "EZeroDivisionError:integer division or modulo by zero", "EZeroDivisionError:integer modulo by zero", "i1", "i3", "i3", "i0", "i3", "i3", "EZeroDivisionError:integer division or modulo by zero", "F", "T", "F", "F", "T", "T"],
        ["i3", "i1", "i4", "i2", "i3", "f3.0", "i3", "i0", "i3", "i6", "i1", "i1", "i3", "i2", "i3~i0", "F", "T", "F", "F", "T", "T"],
        ["i3", "i-1", "i2", "i4", "i-3", "f-3.0", "i-3", "i0", "f0.3333333333333333", "EValueError:negative shift count", "EValueError:negative shift count", "i3", "i-1", "i-4", "i-3~i0", "F", "T", "F", "F", "T", "T"],
        ["i3", "i3", "i6", "i0", "i9", "f1.0", "i1", "i0", "i27", "i24", "i0", "i3", "i3", "i0", "i1~i0", "T", "F", "F", "T", "F", "T"],
        ["i3", "i-7", "i-4", "i10", "i-21", "f-0.42857142857142855", "i-1", "i-4", "f0.0004572473708276177", "EValueError:negative shift count", "EValueError:negative shift count", "i1", "i-5", "i-6", "i-1~i-4", "F", "T", "F", "F", "T", "T"],
        ["i3", "i9007199254740993", "i9007199254740996", "i-9007199254740990", "i27021597764222979", "f3.330669073875469e-16", "i0", "i3", "-", "EMemoryError:", "i0", "i1", "i9007199254740995", "i9007199254740994", "i0~i3", "F", "T", "T", "T", "F", "F"],
        ["i3", "i9223372036854775807", "i9223372036854775810", "i-9223372036854775804", "i27670116110564327421", "f3.2526065174565133e-19", "i0", "i3", "-", "EMemoryError:", "i0", "i3", "i9223372036854775807", "i9223372036854775804", "i0~i3", "F", "T", "T", "T", "F", "F"],
        ["i3", "i-9223372036854775808", "i-9223372036854775805", "i9223372036854775811", "i-27670116110564327424", "f-3.2526065174565133e-19", "i-1", "i-9223372036854775805", "f0.0", "EValueError:negative shift count", "EValueError:negative shift count", "i0", "i-9223372036854775805", "i-9223372036854775805", "i-1~i-9223372036854775805", "F", "T", "F", "F", "T", "T"],
        ["i3", "i1180591620717411303424", "i1180591620717411303427", "i-1180591620717411303421", "i3541774862152233910272", "f2.541098841762901e-21", "i0", "i3", "-", "EOverflowError:too many digits in integer", "i0", "i0", "i1180591620717411303427", "i1180591620717411303427", "i0~i3", "F", "T", "T", "T", "F", "F"],
        ["i3", "i-36893488147419103232", "i-36893488147419103229", "i36893488147419103235", "i-110680464442257309696", "f-8.131516293641283e-20", "i-1", "i-36893488147419103229", "f0.0", "EValueError:negative shift count", "EValueError:negative shift count", "i0", "i-36893488147419103229", "i-36893488147419103229", "i-1~i-36893488147419103229", "F", "T", "F", "F", "T", "T"],
        ["i3", "f0.0", "f3.0", "f3.0", "f0.0", "EZeroDivisionError:float division by zero", "EZeroDivisionError:float floor division by zero", "EZeroDivisionError:float modulo", "f1.0", "U", "U", "U", "U", "U", "EZeroDivisionError:float divmod()", "F", "T", "F", "F", "T", "T"],
        ["i3", "f-0.0", "f3.0", "f3.0", "f-0.0", "EZeroDivisionError:float division by zero", "EZeroDivisionError:float floor division by zero", "EZeroDivisionError:float modulo", "f1.0", "U", "U", "U", "U", "U", "EZeroDivisionError:float divmod()", "F", "T", "F", "F", "T", "T"],
        ["i3", "f0.5", "f3.5", "f2.5", "f1.5", "f6.0", "f6.0", "f0.0", "f1.7320508075688772", "U", "U", "U", "U", "U", "f6.0~f0.0", "F", "T", "F", "F", "T", "T"],
        ["i3", "f-1.5", "f1.5", "f4.5", "f-4.5", "f-2.0", "f-2.0", "f-0.0", "f0.19245008972987526", "U", "U", "U", "U", "U", "f-2.0~f-0.0", "F", "T", "F", "F", "T", "T"],
        ["i3", "f1e+308", "f1e+308", "f-1e+308", "finf", "f2.9999999999999997e-308", "f0.0", "f3.0", "EOverflowError:(34, 'Numerical result out of range')", "U", "U", "U", "U", "U", "f0.0~f3.0", "F", "T", "T", "T", "F", "F"],
        ["i3", "finf", "finf", "f-inf", "finf", "f0.0", "f0.0", "f3.0", "finf", "U", "U", "U", "U", "U", "f0.0~f3.0", "F", "T", "T", "T", "F", "F"],
        ["i3", "f-inf", "f-inf", "finf", "f-inf", "f-0.0", "f-1.0", "f-inf", "f0.0", "U", "U", "U", "U", "U", "f-1.0~f-inf", "F", "T", "F", "F", "T", "T"],
        ["i3", "fnan", "fnan", "fnan", "fnan", "fnan", "fnan", "fnan", "fnan", "U", "U", "U", "U", "U", "fnan~fnan", "F", "T", "F", "F", "F", "F"],
        ["i3", "f9007199254740992.0", "f9007199254740996.0", "f-9007199254740989.0", "f2.7021597764222976e+16", "f3.3306690738754696e-16", "f0.0", "f3.0", "EOverflowError:(34, 'Numerical result out of range')", "U", "U", "U", "U", "U", "f0.0~f3.0", "F", "T", "T", "T", "F", "F"],
        ["i3", "f3.7", "f6.7", "f-0.7000000000000002", "f11.100000000000001", "f0.8108108108108107", "f0.0", "f3.0", "f58.25707055931402", "U", "U", "U", "U", "U", "f0.0~f3.0", "F", "T", "T", "T", "F", "F"],
        ["i3", "T", "i4", "i2", "i3", "f3.0", "i3", "i0", "i3", "i6", "i1", "i1", "i3", "i2", "i3~i0", "F", "T", "F", "F", "T", "T"],
        ["i3", "F", "i3", "i3", "i0", "EZeroDivisionError:division by zero", "EZeroDivisionError:integer division or modulo by zero", "EZeroDivisionError:integer modulo by zero", "i1", "i3", "i3", "i0", "i3", "i3", "EZeroDivisionError:integer division or modulo by zero", "F", "T", "F", "F", "T", "T"],
        ["i3", "s", "U", "U", "s", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "F", "T", "C", "C", "C", "C"],
        ["i3", "sab", "U", "U", "sababab", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "F", "T", "C", "C", "C", "C"],
        ["i3", "N", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "F", "T", "C", "C", "C", "C"],
        ["i-7", "i0", "i-7", "i-7", "i0", "EZeroDivisionError:division by zero", "EZeroDivisionError:integer division or modulo by zero", "EZeroDivisionError:integer modulo by zero", "i1", "i-7", "i-7", "i0", "i-7", "i-7", "EZeroDivisionError:integer division or modulo by zero", "F", "T", "T", "T", "F", "F"],
        ["i-7", "i1", "i-6", "i-8", "i-7", "f-7.0", "i-7", "i0", "i-7", "i-14", "i-4", "i1", "i-7", "i-8", "i-7~i0", "F", "T", "T", "T", "F", "F"],
        ["i-7", "i-1", "i-8", "i-6", "i7", "f7.0", "i7", "i0", "f-0.14285714285714285", "EValueError:negative shift count", "EValueError:negative shift count", "i-7", "i-1", "i6", "i7~i0", "F", "T", "T", "T", "F", "F"],
        ["i-7", "i3", "i-4", "i-10", "i-21", "f-2.3333333333333335", "i-3", "i2", "i-343", "i-56", "i-1", "i1", "i-5", "i-6", "i-3~i2", "F", "T", "T", "T", "F", "F"],
        ["i-7", "i-7", "i-14", "i0", "i49", "f1.0", "i1", "i0", "f-1.2142656789020123e-06", "EValueError:negative shift count", "EValueError:negative shift count", "i-7", "i-7", "i0", "i1~i0", "T", "F", "F", "T", "F", "T"],
        ["i-7", "i9007199254740993", "i9007199254740986", "i-9007199254741000", "i-63050394783186951", "f-7.771561172376095e-16", "i-1", "i9007199254740986", "-", "EMemoryError:", "i-1", "i9007199254740993", "i-7", "i-9007199254741000", "i-1~i9007199254740986", "F", "T", "T", "T", "F", "F"],
        ["i-7", "i9223372036854775807", "i9223372036854775800", "i-9223372036854775814", "i-64563604257983430649", "f-7.589415207398531e-19", "i-1", "i9223372036854775800", "-", "EMemoryError:", "i-1", "i9223372036854775801", "i-1", "i-9223372036854775802", "i-1~i9223372036854775800", "F", "T", "T", "T", "F", "F"],
        ["i-7", "i-9223372036854775808", "i-9223372036854775815", "i9223372036854775801", "i64563604257983430656", "f7.589415207398531e-19", "i0", "i-7", "f0.0", "EValueError:negative shift count", "EValueError:negative shift count", "i-9223372036854775808", "i-7", "i9223372036854775801", "i0~i-7", "F", "T", "F", "F", "T", "T"],
        ["i-7", "i1180591620717411303424", "i1180591620717411303417", "i-1180591620717411303431", "i-8264141345021879123968", "f-5.929230630780102e-21", "i-1", "i1180591620717411303417", "-", "EOverflowError:too many digits in integer", "i-1", "i1180591620717411303424", "i-7", "i-1180591620717411303431", "i-1~i1180591620717411303417", "F", "T", "T", "T", "F", "F"],
        ["i-7", "i-36893488147419103232", "i-36893488147419103239", "i36893488147419103225", "i258254417031933722624", "f1.8973538018496328e-19", "i0", "i-7", "f0.0", "EValueError:negative shift count", "EValueError:negative shift count", "i-36893488147419103232", "i-7", "i36893488147419103225", "i0~i-7", "F", "T", "F", "F", "T", "T"],
        ["i-7", "f0.0", "f-7.0", "f-7.0", "f-0.0", "EZeroDivisionError:float division by zero", "EZeroDivisionError:float floor division by zero", "EZeroDivisionError:float modulo", "f1.0", "U", "U", "U", "U", "U", "EZeroDivisionError:float divmod()", "F", "T", "T", "T", "F", "F"],
        ["i-7", "f-0.0", "f-7.0", "f-7.0", "f0.0", "EZeroDivisionError:float division by zero", "EZeroDivisionError:float floor division by zero", "EZeroDivisionError:float modulo", "f1.0", "U", "U", "U", "U", "U", "EZeroDivisionError:float divmod()", "F", "T", "T", "T", "F", "F"],
        ["i-7", "f0.5", "f-6.5", "f-7.5", "f-3.5", "f-14.0", "f-14.0", "f0.0", "EValueError:complex results are not supported in .dmd", "U", "U", "U", "U", "U", "f-14.0~f0.0", "F", "T", "T", "T", "F", "F"],
        ["i-7", "f-1.5", "f-8.5", "f-5.5", "f10.5", "f4.666666666666667", "f4.0", "f-1.0", "EValueError:complex results are not supported in .dmd", "U", "U", "U", "U", "U", "f4.0~f-1.0", "F", "T", "T", "T", "F", "F"],
        ["i-7", "f1e+308", "f1e+308", "f-1e+308", "f-inf", "f-7e-308", "f-1.0", "f1e+308", "EOverflowError:(34, 'Numerical result out of range')", "U", "U", "U", "U", "U", "f-1.0~f1e+308", "F", "T", "T", "T", "F", "F"],
        ["i-7", "finf", "finf", "f-inf", "f-inf", "f-0.0", "f-1.0", "finf", "finf", "U", "U", "U", "U", "U", "f-1.0~finf", "F", "T", "T", "T", "F", "F"],
        ["i-7", "f-inf", "f-inf", "finf", "finf", "f0.0", "f0.0", "f-7.0", "f0.0", "U", "U", "U", "U", "U", "f0.0~f-7.0", "F", "T", "F", "F", "T", "T"],
        ["i-7", "fnan", "fnan", "fnan", "fnan", "fnan", "fnan", "fnan", "fnan", "U", "U", "U", "U", "U", "fnan~fnan", "F", "T", "F", "F", "F", "F"],
        ["i-7", "f9007199254740992.0", "f9007199254740985.0", "f-9007199254741000.0", "f-6.305039478318694e+16", "f-7.771561172376096e-16", "f-1.0", "f9007199254740985.0", "EOverflowError:(34, 'Numerical result out of range')", "U", "U", "U", "U", "U", "f-1.0~f9007199254740985.0", "F", "T", "T", "T", "F", "F"],
        ["i-7", "f3.7", "f-3.3", "f-10.7", "f-25.900000000000002", "f-1.8918918918918919", "f-2.0", "f0.40000000000000036", "EValueError:complex results are not supported in .dmd", "U", "U", "U", "U", "U", "f-2.0~f0.40000000000000036", "F", "T", "T", "T", "F", "F"],
        ["i-7", "T", "i-6", "i-8", "i-7", "f-7.0", "i-7", "i0", "i-7", "i-14", "i-4", "i1", "i-7", "i-8", "i-7~i0", "F", "T", "T", "T", "F", "F"],
        ["i-7", "F", "i-7", "i-7", "i0", "EZeroDivisionError:division by zero", "EZeroDivisionError:integer division or modulo by zero", "EZeroDivisionError:integer modulo by zero", "i1", "i-7", "i-7", "i0", "i-7", "i-7", "EZeroDivisionError:integer division or modulo by zero", "F", "T", "T", "T", "F", "F"],
        ["i-7", "s", "U", "U", "s", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "F", "T", "C", "C", "C", "C"],
        ["i-7", "sab", "U", "U", "s", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "F", "T", "C", "C", "C", "C"],
        ["i-7", "N", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "F", "T", "C", "C", "C", "C"],
        ["i9007199254740993", "i0", "i9007199254740993", "i9007199254740993", "i0", "EZeroDivisionError:division by zero", "EZeroDivisionError:integer division or modulo by zero", "EZeroDivisionError:integer modulo by zero", "i1", "i9007199254740993", "i9007199254740993", "i0", "i9007199254740993", "i9007199254740993", "EZeroDivisionError:integer division or modulo by zero", "F", "T", "F", "F", "T", "T"],
        ["i9007199254740993", "i1", "i9007199254740994", "i9007199254740992", "i9007199254740993", "f9007199254740992.0", "i9007199254740993", "i0", "i9007199254740993", "i18014398509481986", "i4503599627370496", "i1", "i9007199254740993", "i9007199254740992", "i9007199254740993~i0", "F", "T", "F", "F", "T", "T"],
        ["i9007199254740993", "i-1", "i9007199254740992", "i9007199254740994", "i-9007199254740993", "f-9007199254740992.0", "i-9007199254740993", "i0", "f1.1102230246251565e-16", "EValueError:negative shift count", "EValueError:negative shift count", "i9007199254740993", "i-1", "i-9007199254740994", "i-9007199254740993~i0", "F", "T", "F", "F", "T", "T"],
        ["i9007199254740993", "i3", "i9007199254740996", "i9007199254740990", "i27021597764222979", "f3002399751580331.0", "i3002399751580331", "i0", "i730750818665451702490757660178213618792745926657", "i72057594037927944", "i1125899906842624", "i1", "i9007199254740995", "i9007199254740994", "i3002399751580331~i0", "F", "T", "F", "F", "T", "T"],
        ["i9007199254740993", "i-7", "i9007199254740986", "i9007199254741000", "i-63050394783186951", "f-1286742750677284.8", "i-1286742750677285", "i-2", "f2.07908195312898e-112", "EValueError:negative shift count", "EValueError:negative shift count", "i9007199254740993", "i-7", "i-9007199254741000", "i-1286742750677285~i-2", "F", "T", "F", "F", "T", "T"],
        ["i9007199254740993", "i9007199254740993", "i18014398509481986", "i0", "i81129638414606699710187514626049", "f1.0", "i1", "i0", "-", "EMemoryError:", "i0", "i9007199254740993", "i9007199254740993", "i0", "i1~i0", "T", "F", "F", "T", "F", "T"],
        ["i9007199254740993", "i9223372036854775807", "i9232379236109516800", "i-9214364837600034814", "i83076749736557251270852778867556351", "f0.0009765625000000002", "i0", "i9007199254740993", "-", "EMemoryError:", "i0", "i9007199254740993", "i9223372036854775807", "i9214364837600034814", "i0~i9007199254740993", "F", "T", "T", "T", "F", "F"],
        ["i9007199254740993", "i-9223372036854775808", "i-9214364837600034815", "i9232379236109516801", "i-83076749736557251279859978122297344", "f-0.0009765625", "i-1", "i-9214364837600034815", "f0.0", "EValueError:negative shift count", "EValueError:negative shift count", "i0", "i-9214364837600034815", "i-9214364837600034815", "i-1~i-9214364837600034815", "F", "T", "F", "F", "T", "T"],
        ["i9007199254740993", "i1180591620717411303424", "i1180600627916666044417", "i-1180582613518156562431", "i10633823966279328163822077199654060032", "f7.62939453125e-06", "i0", "i9007199254740993", "-", "EOverflowError:too many digits in integer", "i0", "i0", "i1180600627916666044417", "i1180600627916666044417", "i0~i9007199254740993", "F", "T", "T", "T", "F", "F"],
        ["i9007199254740993", "i-36893488147419103232", "i-36884480948164362239", "i36902495346673844225", "i-332306998946229005119439912489189376", "f-0.000244140625", "i-1", "i-36884480948164362239", "f0.0", "EValueError:negative shift count", "EValueError:negative shift count", "i0", "i-36884480948164362239", "i-36884480948164362239", "i-1~i-36884480948164362239", "F", "T", "F", "F", "T", "T"],
        ["i9007199254740993", "f0.0", "f9007199254740992.0", "f9007199254740992.0", "f0.0", "EZeroDivisionError:float division by zero", "EZeroDivisionError:float floor division by zero", "EZeroDivisionError:float modulo", "f1.0", "U", "U", "U", "U", "U", "EZeroDivisionError:float divmod()", "F", "T", "F", "F", "T", "T"],
        ["i9007199254740993", "f-0.0", "f9007199254740992.0", "f9007199254740992.0", "f-0.0", "EZeroDivisionError:float division by zero", "EZeroDivisionError:float floor division by zero", "EZeroDivisionError:float modulo", "f1.0", "U", "U", "U", "U", "U", "EZeroDivisionError:float divmod()", "F", "T", "F", "F", "T", "T"],
        ["i9007199254740993", "f0.5", "f9007199254740992.0", "f9007199254740992.0", "f4503599627370496.0", "f1.8014398509481984e+16", "f1.8014398509481984e+16", "f0.0", "f94906265.62425156", "U", "U", "U", "U", "U", "f1.8014398509481984e+16~f0.0", "F", "T", "F", "F", "T", "T"],
        ["i9007199254740993", "f-1.5", "f9007199254740990.0", "f9007199254740994.0", "f-1.3510798882111488e+16", "f-6004799503160661.0", "f-6004799503160662.0", "f-1.0", "f1.1698100408045763e-24", "U", "U", "U", "U", "U", "f-6004799503160662.0~f-1.0", "F", "T", "F", "F", "T", "T"],
        ["i9007199254740993", "f1e+308", "f1e+308", "f-1e+308", "finf", "f9.007199254740992e-293", "f0.0", "f9007199254740992.0", "EOverflowError:(34, 'Numerical result out of range')", "U", "U", "U", "U", "U", "f0.0~f9007199254740992.0", "F", "T", "T", "T", "F", "F"],
        ["i9007199254740993", "finf", "finf", "f-inf", "finf", "f0.0", "f0.0", "f9007199254740992.0", "finf", "U", "U", "U", "U", "U", "f0.0~f9007199254740992.0", "F", "T", "T", "T", "F", "F"],
        ["i9007199254740993", "f-inf", "f-inf", "finf", "f-inf", "f-0.0", "f-1.0", "f-inf", "f0.0", "U", "U", "U", "U", "U", "f-1.0~f-inf", "F", "T", "F", "F", "T", "T"],
        ["i9007199254740993", "fnan", "fnan", "fnan", "fnan", "fnan", "fnan", "fnan", "fnan", "U", "U", "U", "U", "U", "fnan~fnan", "F", "T", "F", "F", "F", "F"],
        ["i9007199254740993", "f9007199254740992.0", "f1.8014398509481984e+16", "f0.0", "f8.112963841460668e+31", "f1.0", "f1.0", "f0.0", "EOverflowError:(34, 'Numerical result out of range')", "U", "U", "U", "U", "U", "f1.0~f0.0", "F", "T", "F", "F", "T", "T"],
        ["i9007199254740993", "f3.7", "f9007199254740996.0", "f9007199254740988.0", "f3.332663724254167e+16", "f2434378176957024.5", "f2434378176957024.0", "f2.7675675675675677", "f1.0764209698604803e+59", "U", "U", "U", "U", "U", "f2434378176957024.0~f2.7675675675675677", "F", "T", "F", "F", "T", "T"],
        ["i9007199254740993", "T", "i9007199254740994", "i9007199254740992", "i9007199254740993", "f9007199254740992.0", "i9007199254740993", "i0", "i9007199254740993", "i18014398509481986", "i4503599627370496", "i1", "i9007199254740993", "i9007199254740992", "i9007199254740993~i0", "F", "T", "F", "F", "T", "T"],
        ["i9007199254740993", "F", "i9007199254740993", "i9007199254740993", "i0", "EZeroDivisionError:division by zero", "EZeroDivisionError:integer division or modulo by zero", "EZeroDivisionError:integer modulo by zero", "i1", "i9007199254740993", "i9007199254740993", "i0", "i9007199254740993", "i9007199254740993", "EZeroDivisionError:integer division or modulo by zero", "F", "T", "F", "F", "T", "T"],
        ["i9007199254740993", "s", "U", "U", "s", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "F", "T", "C", "C", "C", "C"],
        ["i9007199254740993", "sab", "U", "U", "EMemoryError:", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "F", "T", "C", "C", "C", "C"],
        ["i9007199254740993", "N", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "F", "T", "C", "C", "C", "C"],
        ["i9223372036854775807", "i0", "i9223372036854775807", "i9223372036854775807", "i0", "EZeroDivisionError:division by zero", "EZeroDivisionError:integer division or modulo by zero", "EZeroDivisionError:integer modulo by zero", "i1", "i9223372036854775807", "i9223372036854775807", "i0", "i9223372036854775807", "i9223372036854775807", "EZeroDivisionError:integer division or modulo by zero", "F", "T", "F", "F", "T", "T"],
        ["i9223372036854775807", "i1", "i9223372036854775808", "i9223372036854775806", "i9223372036854775807", "f9.223372036854776e+18", "i9223372036854775807", "i0", "i9223372036854775807", "i18446744073709551614", "i4611686018427387903", "i1", "i9223372036854775807", "i9223372036854775806", "i9223372036854775807~i0", "F", "T", "F", "F", "T", "T"],
        ["i9223372036854775807", "i-1", "i9223372036854775806", "i9223372036854775808", "i-9223372036854775807", "f-9.223372036854776e+18", "i-9223372036854775807", "i0", "f1.0842021724855044e-19", "EValueError:negative shift count", "EValueError:negative shift count", "i9223372036854775807", "i-1", "i-9223372036854775808", "i-9223372036854775807~i0", "F", "T", "F", "F", "T", "T"],
        ["i9223372036854775807", "i3", "i9223372036854775810", "i9223372036854775804", "i27670116110564327421", "f3.0744573456182584e+18", "i3074457345618258602", "i1", "i784637716923335095224261902710254454442933591094742482943", "i73786976294838206456", "i1152921504606846975", "i3", "i9223372036854775807", "i9223372036854775804", "i3074457345618258602~i1", "F", "T", "F", "F", "T", "T"],
        ["i9223372036854775807", "i-7", "i9223372036854775800", "i9223372036854775814", "i-64563604257983430649", "f-1.3176245766935393e+18", "i-1317624576693539401", "i0", "f1.761050914342067e-133", "EValueError:negative shift count", "EValueError:negative shift count", "i9223372036854775801", "i-1", "i-9223372036854775802", "i-1317624576693539401~i0", "F", "T", "F", "F", "T", "T"],
        ["i9223372036854775807", "i9007199254740993", "i9232379236109516800", "i9214364837600034814", "i83076749736557251270852778867556351", "f1023.9999999999999", "i1023", "i9007199254739968", "-", "EMemoryError:", "i0", "i9007199254740993", "i9223372036854775807", "i9214364837600034814", "i1023~i9007199254739968", "F", "T", "F", "F", "T", "T"],
        ["i9223372036854775807", "i9223372036854775807", "i18446744073709551614", "i0", "i85070591730234615847396907784232501249", "f1.0", "i1", "i0", "-", "EMemoryError:", "i0", "i9223372036854775807", "i9223372036854775807", "i0", "i1~i0", "T", "F", "F", "T", "F", "T"],
        ["i9223372036854775807", "i-9223372036854775808", "i-1", "i18446744073709551615", "i-85070591730234615856620279821087277056", "f-1.0", "i-1", "i-1", "f0.0", "EValueError:negative shift count", "EValueError:negative shift count", "i0", "i-1", "i-1", "i-1~i-1", "F", "T", "F", "F", "T", "T"],
        ["i9223372036854775807", "i1180591620717411303424", "i1189814992754266079231", "i-1171368248680556527617", "i10889035741470030829647395817099171463168", "f0.0078125", "i0", "i9223372036854775807", "-", "EOverflowError:too many digits in integer", "i0", "i0", "i1189814992754266079231", "i1189814992754266079231", "i0~i9223372036854775807", "F", "T", "T", "T", "F", "F"],
        ["i9223372036854775807", "i-36893488147419103232", "i-27670116110564327425", "i46116860184273879039", "i-340282366920938463426481119284349108224", "f-0.25", "i-1", "i-27670116110564327425", "f0.0", "EValueError:negative shift count", "EValueError:negative shift count", "i0", "i-27670116110564327425", "i-27670116110564327425", "i-1~i-27670116110564327425", "F", "T", "F", "F", "T", "T"],
        ["i9223372036854775807", "f0.0", "f9.223372036854776e+18", "f9.223372036854776e+18", "f0.0", "EZeroDivisionError:float division by zero", "EZeroDivisionError:float floor division by zero", "EZeroDivisionError:float modulo", "f1.0", "U", "U", "U", "U", "U", "EZeroDivisionError:float divmod()", "F", "T", "F", "F", "T", "T"],
        ["i9223372036854775807", "f-0.0", "f9.223372036854776e+18", "f9.223372036854776e+18", "f-0.0", "EZeroDivisionError:float division by zero", "EZeroDivisionError:float floor division by zero", "EZeroDivisionError:float modulo", "f1.0", "U", "U", "U", "U", "U", "EZeroDivisionError:float divmod()", "F", "T", "F", "F", "T", "T"],
        ["i9223372036854775807", "f0.5", "f9.223372036854776e+18", "f9.223372036854776e+18", "f4.611686018427388e+18", "f1.8446744073709552e+19", "f1.8446744073709552e+19", "f0.0", "f3037000499.97605", "U", "U", "U", "U", "U", "f1.8446744073709552e+19~f0.0", "F", "T", "F", "F", "T", "T"],
        ["i9223372036854775807", "f-1.5", "f9.223372036854776e+18", "f9.223372036854776e+18", "f-1.3835058055282164e+19", "f-6.148914691236517e+18", "f-6.148914691236517e+18", "f-1.0", "f3.5699769311663094e-29", "U", "U", "U", "U", "U", "f-6.148914691236517e+18~f-1.0", "F", "T", "F", "F", "T", "T"],
        ["i9223372036854775807", "f1e+308", "f1e+308", "f-1e+308", "finf", "f9.223372036854776e-290", "f0.0", "f9.223372036854776e+18", "EOverflowError:(34, 'Numerical result out of range')", "U", "U", "U", "U", "U", "f0.0~f9.223372036854776e+18", "F", "T", "T", "T", "F", "F"],
        ["i9223372036854775807", "finf", "finf", "f-inf", "finf", "f0.0", "f0.0", "f9.223372036854776e+18", "finf", "U", "U", "U", "U", "U", "f0.0~f9.223372036854776e+18", "F", "T", "T", "T", "F", "F"],
        ["i9223372036854775807", "f-inf", "f-inf", "finf", "f-inf", "f-0.0", "f-1.0", "f-inf", "f0.0", "U", "U", "U", "U", "U", "f-1.0~f-inf", "F", "T", "F", "F", "T", "T"],
        ["i9223372036854775807", "fnan", "fnan", "fnan", "fnan", "fnan", "fnan", "fnan", "fnan", "U", "U", "U", "U", "U", "fnan~fnan", "F", "T", "F", "F", "F", "F"],
        ["i9223372036854775807", "f9007199254740992.0", "f9.232379236109517e+18", "f9.214364837600035e+18", "f8.307674973655724e+34", "f1024.0", "f1024.0", "f0.0", "EOverflowError:(34, 'Numerical result out of range')", "U", "U", "U", "U", "U", "f1024.0~f0.0", "F", "T", "F", "F", "T", "T"],
        ["i9223372036854775807", "f3.7", "f9.223372036854776e+18", "f9.223372036854776e+18", "f3.4126476536362672e+19", "f2.492803253203993e+18", "f2.492803253203993e+18", "f3.4891891891892106", "f1.4794217159293985e+70", "U", "U", "U", "U", "U", "f2.492803253203993e+18~f3.4891891891892106", "F", "T", "F", "F", "T", "T"],
        ["i9223372036854775807", "T", "i9223372036854775808", "i9223372036854775806", "i9223372036854775807", "f9.223372036854776e+18", "i9223372036854775807", "i0", "i9223372036854775807", "i18446744073709551614", "i4611686018427387903", "i1", "i9223372036854775807", "i9223372036854775806", "i9223372036854775807~i0", "F", "T", "F", "F", "T", "T"],
        ["i9223372036854775807", "F", "i9223372036854775807", "i9223372036854775807", "i0", "EZeroDivisionError:division by zero", "EZeroDivisionError:integer division or modulo by zero", "EZeroDivisionError:integer modulo by zero", "i1", "i9223372036854775807", "i9223372036854775807", "i0", "i9223372036854775807", "i9223372036854775807", "EZeroDivisionError:integer division or modulo by zero", "F", "T", "F", "F", "T", "T"],
        ["i9223372036854775807", "s", "U", "U", "s", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "F", "T", "C", "C", "C", "C"],
        ["i9223372036854775807", "sab", "U", "U", "EOverflowError:repeated string is too long", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "F", "T", "C", "C", "C", "C"],
        ["i9223372036854775807", "N", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "F", "T", "C", "C", "C", "C"],
        ["i-9223372036854775808", "i0", "i-9223372036854775808", "i-9223372036854775808", "i0", "EZeroDivisionError:division by zero", "EZeroDivisionError:integer division or modulo by zero", "EZeroDivisionError:integer modulo by zero", "i1", "i-9223372036854775808", "i-9223372036854775808", "i0", "i-9223372036854775808", "i-9223372036854775808", "EZeroDivisionError:integer division or modulo by zero", "F", "T", "T", "T", "F", "F"],
        ["i-9223372036854775808", "i1", "i-9223372036854775807", "i-9223372036854775809", "i-9223372036854775808", "f-9.223372036854776e+18", "i-9223372036854775808", "i0", "i-9223372036854775808", "i-18446744073709551616", "i-4611686018427387904", "i0", "i-9223372036854775807", "i-9223372036854775807", "i-9223372036854775808~i0", "F", "T", "T", "T", "F", "F"],
        ["i-9223372036854775808", "i-1", "i-9223372036854775809", "i-9223372036854775807", "i9223372036854775808", "f9.223372036854776e+18", "i9223372036854775808", "i0", "f-1.0842021724855044e-19", "EValueError:negative shift count", "EValueError:negative shift count", "i-9223372036854775808", "i-1", "i9223372036854775807", "i9223372036854775808~i0", "F", "T", "T", "T", "F", "F"],
        ["i-9223372036854775808", "i3", "i-9223372036854775805", "i-9223372036854775811", "i-27670116110564327424", "f-3.0744573456182584e+18", "i-3074457345618258603", "i1", "i-784637716923335095479473677900958302012794430558004314112", "i-73786976294838206464", "i-1152921504606846976", "i0", "i-9223372036854775805", "i-9223372036854775805", "i-3074457345618258603~i1", "F", "T", "T", "T", "F", "F"],
        ["i-9223372036854775808", "i-7", "i-9223372036854775815", "i-9223372036854775801", "i64563604257983430656", "f1.3176245766935393e+18", "i1317624576693539401", "i-1", "f-1.761050914342067e-133", "EValueError:negative shift count", "EValueError:negative shift count", "i-9223372036854775808", "i-7", "i9223372036854775801", "i1317624576693539401~i-1", "F", "T", "T", "T", "F", "F"],
        ["i-9223372036854775808", "i9007199254740993", "i-9214364837600034815", "i-9232379236109516801", "i-83076749736557251279859978122297344", "f-1023.9999999999999", "i-1024", "i1024", "-", "EMemoryError:", "i-1", "i0", "i-9214364837600034815", "i-9214364837600034815", "i-1024~i1024", "F", "T", "T", "T", "F", "F"],
        ["i-9223372036854775808", "i9223372036854775807", "i-1", "i-18446744073709551615", "i-85070591730234615856620279821087277056", "f-1.0", "i-2", "i9223372036854775806", "-", "EMemoryError:", "i-1", "i0", "i-1", "i-1", "i-2~i9223372036854775806", "F", "T", "T", "T", "F", "F"],
        ["i-9223372036854775808", "i-9223372036854775808", "i-18446744073709551616", "i0", "i85070591730234615865843651857942052864", "f1.0", "i1", "i0", "f0.0", "EValueError:negative shift count", "EValueError:negative shift count", "i-9223372036854775808", "i-9223372036854775808", "i0", "i1~i0", "T", "F", "F", "T", "F", "T"],
        ["i-9223372036854775808", "i1180591620717411303424", "i1171368248680556527616", "i-1189814992754266079232", "i-10889035741470030830827987437816582766592", "f-0.0078125", "i-1", "i1171368248680556527616", "-", "EOverflowError:too many digits in integer", "i-1", "i1180591620717411303424", "i-9223372036854775808", "i-1189814992754266079232", "i-1~i1171368248680556527616", "F", "T", "T", "T", "F", "F"],
        ["i-9223372036854775808", "i-36893488147419103232", "i-46116860184273879040", "i27670116110564327424", "i340282366920938463463374607431768211456", "f0.25", "i0", "i-9223372036854775808", "f0.0", "EValueError:negative shift count", "EValueError:negative shift count", "i-36893488147419103232", "i-9223372036854775808", "i27670116110564327424", "i0~i-9223372036854775808", "F", "T", "F", "F", "T", "T"],
        ["i-9223372036854775808", "f0.0", "f-9.223372036854776e+18", "f-9.223372036854776e+18", "f-0.0", "EZeroDivisionError:float division by zero", "EZeroDivisionError:float floor division by zero", "EZeroDivisionError:float modulo", "f1.0", "U", "U", "U", "U", "U", "EZeroDivisionError:float divmod()", "F", "T", "T", "T", "F", "F"],
        ["i-9223372036854775808", "f-0.0", "f-9.223372036854776e+18", "f-9.223372036854776e+18", "f0.0", "EZeroDivisionError:float division by zero", "EZeroDivisionError:float floor division by zero", "EZeroDivisionError:float modulo", "f1.0", "U", "U", "U", "U", "U", "EZeroDivisionError:float divmod()", "F", "T", "T", "T", "F", "F"],
        ["i-9223372036854775808", "f0.5", "f-9.223372036854776e+18", "f-9.223372036854776e+18", "f-4.611686018427388e+18", "f-1.8446744073709552e+19", "f-1.8446744073709552e+19", "f0.0", "EValueError:complex results are not supported in .dmd", "U", "U", "U", "U", "U", "f-1.8446744073709552e+19~f0.0", "F", "T", "T", "T", "F", "F"],
        ["i-9223372036854775808", "f-1.5", "f-9.223372036854776e+18", "f-9.223372036854776e+18", "f1.3835058055282164e+19", "f6.148914691236517e+18", "f6.148914691236517e+18", "f-0.5", "EValueError:complex results are not supported in .dmd", "U", "U", "U", "U", "U", "f6.148914691236517e+18~f-0.5", "F", "T", "T", "T", "F", "F"],
        ["i-9223372036854775808", "f1e+308", "f1e+308", "f-1e+308", "f-inf", "f-9.223372036854776e-290", "f-1.0", "f1e+308", "EOverflowError:(34, 'Numerical result out of range')", "U", "U", "U", "U", "U", "f-1.0~f1e+308", "F", "T", "T", "T", "F", "F"],
        ["i-9223372036854775808", "finf", "finf", "f-inf", "f-inf", "f-0.0", "f-1.0", "finf", "finf", "U", "U", "U", "U", "U", "f-1.0~finf", "F", "T", "T", "T", "F", "F"],
        ["i-9223372036854775808", "f-inf", "f-inf", "finf", "finf", "f0.0", "f0.0", "f-9.223372036854776e+18", "f0.0", "U", "U", "U", "U", "U", "f0.0~f-9.223372036854776e+18", "F", "T", "F", "F", "T", "T"],
        ["i-9223372036854775808", "fnan", "fnan", "fnan", "fnan", "fnan", "fnan", "fnan", "fnan", "U", "U", "U", "U", "U", "fnan~fnan", "F", "T", "F", "F", "F", "F"],
        ["i-9223372036854775808", "f9007199254740992.0", "f-9.214364837600035e+18", "f-9.232379236109517e+18", "f-8.307674973655724e+34", "f-1024.0", "f-1024.0", "f0.0", "EOverflowError:(34, 'Numerical result out of range')", "U", "U", "U", "U", "U", "f-1024.0~f0.0", "F", "T", "T", "T", "F", "F"],
        ["i-9223372036854775808", "f3.7", "f-9.223372036854776e+18", "f-9.223372036854776e+18", "f-3.4126476536362672e+19", "f-2.492803253203993e+18", "f-2.492803253203993e+18", "f0.21081081081078956", "EValueError:complex results are not supported in .dmd", "U", "U", "U", "U", "U", "f-2.492803253203993e+18~f0.21081081081078956", "F", "T", "T", "T", "F", "F"],
        ["i-9223372036854775808", "T", "i-9223372036854775807", "i-9223372036854775809", "i-9223372036854775808", "f-9.223372036854776e+18", "i-9223372036854775808", "i0", "i-9223372036854775808", "i-18446744073709551616", "i-4611686018427387904", "i0", "i-9223372036854775807", "i-9223372036854775807", "i-9223372036854775808~i0", "F", "T", "T", "T", "F", "F"],
        ["i-9223372036854775808", "F", "i-9223372036854775808", "i-9223372036854775808", "i0", "EZeroDivisionError:division by zero", "EZeroDivisionError:integer division or modulo by zero", "EZeroDivisionError:integer modulo by zero", "i1", "i-9223372036854775808", "i-9223372036854775808", "i0", "i-9223372036854775808", "i-9223372036854775808", "EZeroDivisionError:integer division or modulo by zero", "F", "T", "T", "T", "F", "F"],
        ["i-9223372036854775808", "s", "U", "U", "s", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "F", "T", "C", "C", "C", "C"],
        ["i-9223372036854775808", "sab", "U", "U", "s", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "F", "T", "C", "C", "C", "C"],
        ["i-9223372036854775808", "N", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "F", "T", "C", "C", "C", "C"],
        ["i1180591620717411303424", "i0", "i1180591620717411303424", "i1180591620717411303424", "i0", "EZeroDivisionError:division by zero", "EZeroDivisionError:integer division or modulo by zero", "EZeroDivisionError:integer modulo by zero", "i1", "i1180591620717411303424", "i1180591620717411303424", "i0", "i1180591620717411303424", "i1180591620717411303424", "EZeroDivisionError:integer division or modulo by zero", "F", "T", "F", "F", "T", "T"],
        ["i1180591620717411303424", "i1", "i1180591620717411303425", "i1180591620717411303423", "i1180591620717411303424", "f1.1805916207174113e+21", "i1180591620717411303424", "i0", "i1180591620717411303424", "i2361183241434822606848", "i590295810358705651712", "i0", "i1180591620717411303425", "i1180591620717411303425", "i1180591620717411303424~i0", "F", "T", "F", "F", "T", "T"],
        ["i1180591620717411303424", "i-1", "i1180591620717411303423", "i1180591620717411303425", "i-1180591620717411303424", "f-1.1805916207174113e+21", "i-1180591620717411303424", "i0", "f8.470329472543003e-22", "EValueError:negative shift count", "EValueError:negative shift count", "i1180591620717411303424", "i-1", "i-1180591620717411303425", "i-1180591620717411303424~i0", "F", "T", "F", "F", "T", "T"],
        ["i1180591620717411303424", "i3", "i1180591620717411303427", "i1180591620717411303421", "i3541774862152233910272", "f3.935305402391371e+20", "i393530540239137101141", "i1", "i1645504557321206042154969182557350504982735865633579863348609024", "i9444732965739290427392", "i147573952589676412928", "i0", "i1180591620717411303427", "i1180591620717411303427", "i393530540239137101141~i1", "F", "T", "F", "F", "T", "T"],
        ["i1180591620717411303424", "i-7", "i1180591620717411303417", "i1180591620717411303431", "i-8264141345021879123968", "f-1.6865594581677303e+20", "i-168655945816773043347", "i-5", "f3.1282548362235952e-148", "EValueError:negative shift count", "EValueError:negative shift count", "i1180591620717411303424", "i-7", "i-1180591620717411303431", "i-168655945816773043347~i-5", "F", "T", "F", "F", "T", "T"],
        ["i1180591620717411303424", "i9007199254740993", "i1180600627916666044417", "i1180582613518156562431", "i10633823966279328163822077199654060032", "f131071.99999999999", "i131071", "i9007199254609921", "-", "EMemoryError:", "i0", "i0", "i1180600627916666044417", "i1180600627916666044417", "i131071~i9007199254609921", "F", "T", "F", "F", "T", "T"],
        ["i1180591620717411303424", "i9223372036854775807", "i1189814992754266079231", "i1171368248680556527617", "i10889035741470030829647395817099171463168", "f128.0", "i128", "i128", "-", "EMemoryError:", "i0", "i0", "i1189814992754266079231", "i1189814992754266079231", "i128~i128", "F", "T", "F", "F", "T", "T"],
        ["i1180591620717411303424", "i-9223372036854775808", "i1171368248680556527616", "i1189814992754266079232", "i-10889035741470030830827987437816582766592", "f-128.0", "i-128", "i0", "f0.0", "EValueError:negative shift count", "EValueError:negative shift count", "i1180591620717411303424", "i-9223372036854775808", "i-1189814992754266079232", "i-128~i0", "F", "T", "F", "F", "T", "T"],
        ["i1180591620717411303424", "i1180591620717411303424", "i2361183241434822606848", "i0", "i1393796574908163946345982392040522594123776", "f1.0", "i1", "i0", "-", "EOverflowError:too many digits in integer", "i0", "i1180591620717411303424", "i1180591620717411303424", "i0", "i1~i0", "T", "F", "F", "T", "F", "T"],
        ["i1180591620717411303424", "i-36893488147419103232", "i1143698132569992200192", "i1217485108864830406656", "i-43556142965880123323311949751266331066368", "f-32.0", "i-32", "i0", "f0.0", "EValueError:negative shift count", "EValueError:negative shift count", "i1180591620717411303424", "i-36893488147419103232", "i-1217485108864830406656", "i-32~i0", "F", "T", "F", "F", "T", "T"],
        ["i1180591620717411303424", "f0.0", "f1.1805916207174113e+21", "f1.1805916207174113e+21", "f0.0", "EZeroDivisionError:float division by zero", "EZeroDivisionError:float floor division by zero", "EZeroDivisionError:float modulo", "f1.0", "U", "U", "U", "U", "U", "EZeroDivisionError:float divmod()", "F", "T", "F", "F", "T", "T"],
        ["i1180591620717411303424", "f-0.0", "f1.1805916207174113e+21", "f1.1805916207174113e+21", "f-0.0", "EZeroDivisionError:float division by zero", "EZeroDivisionError:float floor division by zero", "EZeroDivisionError:float modulo", "f1.0", "U", "U", "U", "U", "U", "EZeroDivisionError:float divmod()", "F", "T", "F", "F", "T", "T"],
        ["i1180591620717411303424", "f0.5", "f1.1805916207174113e+21", "f1.1805916207174113e+21", "f5.902958103587057e+20", "f2.3611832414348226e+21", "f2.3611832414348226e+21", "f0.0", "f34359738368.0", "U", "U", "U", "U", "U", "f2.3611832414348226e+21~f0.0", "F", "T", "F", "F", "T", "T"],
        ["i1180591620717411303424", "f-1.5", "f1.1805916207174113e+21", "f1.1805916207174113e+21", "f-1.770887431076117e+21", "f-7.870610804782742e+20", "f-7.870610804782742e+20", "f-0.5", "f2.465190328815662e-32", "U", "U", "U", "U", "U", "f-7.870610804782742e+20~f-0.5", "F", "T", "F", "F", "T", "T"],
        ["i1180591620717411303424", "f1e+308", "f1e+308", "f-1e+308", "finf", "f1.1805916207174113e-287", "f0.0", "f1.1805916207174113e+21", "EOverflowError:(34, 'Numerical result out of range')", "U", "U", "U", "U", "U", "f0.0~f1.1805916207174113e+21", "F", "T", "T", "T", "F", "F"],
        ["i1180591620717411303424", "finf", "finf", "f-inf", "finf", "f0.0", "f0.0", "f1.1805916207174113e+21", "finf", "U", "U", "U", "U", "U", "f0.0~f1.1805916207174113e+21", "F", "T", "T", "T", "F", "F"],
        ["i1180591620717411303424", "f-inf", "f-inf", "finf", "f-inf", "f-0.0", "f-1.0", "f-inf", "f0.0", "U", "U", "U", "U", "U", "f-1.0~f-inf", "F", "T", "F", "F", "T", "T"],
        ["i1180591620717411303424", "fnan", "fnan", "fnan", "fnan", "fnan", "fnan", "fnan", "fnan", "U", "U", "U", "U", "U", "fnan~fnan", "F", "T", "F", "F", "F", "F"],
        ["i1180591620717411303424", "f9007199254740992.0", "f1.180600627916666e+21", "f1.1805826135181566e+21", "f1.0633823966279327e+37", "f131072.0", "f131072.0", "f0.0", "EOverflowError:(34, 'Numerical result out of range')", "U", "U", "U", "U", "U", "f131072.0~f0.0", "F", "T", "F", "F", "T", "T"],
        ["i1180591620717411303424", "f3.7", "f1.1805916207174113e+21", "f1.1805916207174113e+21", "f4.368188996654422e+21", "f3.190788164101111e+20", "f3.190788164101111e+20", "f2.6162162162189375", "f9.263367138985376e+77", "U", "U", "U", "U", "U", "f3.190788164101111e+20~f2.6162162162189375", "F", "T", "F", "F", "T", "T"],
        ["i1180591620717411303424", "T", "i1180591620717411303425", "i1180591620717411303423", "i1180591620717411303424", "f1.1805916207174113e+21", "i1180591620717411303424", "i0", "i1180591620717411303424", "i2361183241434822606848", "i590295810358705651712", "i0", "i1180591620717411303425", "i1180591620717411303425", "i1180591620717411303424~i0", "F", "T", "F", "F", "T", "T"],
        ["i1180591620717411303424", "F", "i1180591620717411303424", "i1180591620717411303424", "i0", "EZeroDivisionError:division by zero", "EZeroDivisionError:integer division or modulo by zero", "EZeroDivisionError:integer modulo by zero", "i1", "i1180591620717411303424", "i1180591620717411303424", "i0", "i1180591620717411303424", "i1180591620717411303424", "EZeroDivisionError:integer division or modulo by zero", "F", "T", "F", "F", "T", "T"],
        ["i1180591620717411303424", "s", "U", "U", "EOverflowError:cannot fit 'int' into an index-sized integer", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "F", "T", "C", "C", "C", "C"],
        ["i1180591620717411303424", "sab", "U", "U", "EOverflowError:cannot fit 'int' into an index-sized integer", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "F", "T", "C", "C", "C", "C"],
        ["i1180591620717411303424", "N", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "F", "T", "C", "C", "C", "C"],
        ["i-36893488147419103232", "i0", "i-36893488147419103232", "i-36893488147419103232", "i0", "EZeroDivisionError:division by zero", "EZeroDivisionError:integer division or modulo by zero", "EZeroDivisionError:integer modulo by zero", "i1", "i-36893488147419103232", "i-36893488147419103232", "i0", "i-36893488147419103232", "i-36893488147419103232", "EZeroDivisionError:integer division or modulo by zero", "F", "T", "T", "T", "F", "F"],
        ["i-36893488147419103232", "i1", "i-36893488147419103231", "i-36893488147419103233", "i-36893488147419103232", "f-3.6893488147419103e+19", "i-36893488147419103232", "i0", "i-36893488147419103232", "i-73786976294838206464", "i-18446744073709551616", "i0", "i-36893488147419103231", "i-36893488147419103231", "i-36893488147419103232~i0", "F", "T", "T", "T", "F", "F"],
        ["i-36893488147419103232", "i-1", "i-36893488147419103233", "i-36893488147419103231", "i36893488147419103232", "f3.6893488147419103e+19", "i36893488147419103232", "i0", "f-2.710505431213761e-20", "EValueError:negative shift count", "EValueError:negative shift count", "i-36893488147419103232", "i-1", "i36893488147419103231", "i36893488147419103232~i0", "F", "T", "T", "T", "F", "F"],
        ["i-36893488147419103232", "i3", "i-36893488147419103229", "i-36893488147419103235", "i-110680464442257309696", "f-1.2297829382473034e+19", "i-12297829382473034411", "i1", "i-50216813883093446110686315385661331328818843555712276103168", "i-295147905179352825856", "i-4611686018427387904", "i0", "i-36893488147419103229", "i-36893488147419103229", "i-12297829382473034411~i1", "F", "T", "T", "T", "F", "F"],
        ["i-36893488147419103232", "i-7", "i-36893488147419103239", "i-36893488147419103225", "i258254417031933722624", "f5.270498306774157e+18", "i5270498306774157604", "i-4", "f-1.0748601772107342e-137", "EValueError:negative shift count", "EValueError:negative shift count", "i-36893488147419103232", "i-7", "i36893488147419103225", "i5270498306774157604~i-4", "F", "T", "T", "T", "F", "F"],
        ["i-36893488147419103232", "i9007199254740993", "i-36884480948164362239", "i-36902495346673844225", "i-332306998946229005119439912489189376", "f-4095.9999999999995", "i-4096", "i4096", "-", "EMemoryError:", "i-1", "i0", "i-36884480948164362239", "i-36884480948164362239", "i-4096~i4096", "F", "T", "T", "T", "F", "F"],
        ["i-36893488147419103232", "i9223372036854775807", "i-27670116110564327425", "i-46116860184273879039", "i-340282366920938463426481119284349108224", "f-4.0", "i-5", "i9223372036854775803", "-", "EMemoryError:", "i-1", "i0", "i-27670116110564327425", "i-27670116110564327425", "i-5~i9223372036854775803", "F", "T", "T", "T", "F", "F"],
        ["i-36893488147419103232", "i-9223372036854775808", "i-46116860184273879040", "i-27670116110564327424", "i340282366920938463463374607431768211456", "f4.0", "i4", "i0", "f0.0", "EValueError:negative shift count", "EValueError:negative shift count", "i-36893488147419103232", "i-9223372036854775808", "i27670116110564327424", "i4~i0", "F", "T", "T", "T", "F", "F"],
        ["i-36893488147419103232", "i1180591620717411303424", "i1143698132569992200192", "i-1217485108864830406656", "i-43556142965880123323311949751266331066368", "f-0.03125", "i-1", "i1143698132569992200192", "-", "EOverflowError:too many digits in integer", "i-1", "i1180591620717411303424", "i-36893488147419103232", "i-1217485108864830406656", "i-1~i1143698132569992200192", "F", "T", "T", "T", "F", "F"],
        ["i-36893488147419103232", "i-36893488147419103232", "i-73786976294838206464", "i0", "i1361129467683753853853498429727072845824", "f1.0", "i1", "i0", "f0.0", "EValueError:negative shift count", "EValueError:negative shift count", "i-36893488147419103232", "i-36893488147419103232", "i0", "i1~i0", "T", "F", "F", "T", "F", "T"],
        ["i-36893488147419103232", "f0.0", "f-3.6893488147419103e+19", "f-3.6893488147419103e+19", "f-0.0", "EZeroDivisionError:float division by zero", "EZeroDivisionError:float floor division by zero", "EZeroDivisionError:float modulo", "f1.0", "U", "U", "U", "U", "U", "EZeroDivisionError:float divmod()", "F", "T", "T", "T", "F", "F"],
        ["i-36893488147419103232", "f-0.0", "f-3.6893488147419103e+19", "f-3.6893488147419103e+19", "f0.0", "EZeroDivisionError:float division by zero", "EZeroDivisionError:float floor division by zero", "EZeroDivisionError:float modulo", "f1.0", "U", "U", "U", "U", "U", "EZeroDivisionError:float divmod()", "F", "T", "T", "T", "F", "F"],
        ["i-36893488147419103232", "f0.5", "f-3.6893488147419103e+19", "f-3.6893488147419103e+19", "f-1.8446744073709552e+19", "f-7.378697629483821e+19", "f-7.378697629483821e+19", "f0.0", "EValueError:complex results are not supported in .dmd", "U", "U", "U", "U", "U", "f-7.378697629483821e+19~f0.0", "F", "T", "T", "T", "F", "F"],
        ["i-36893488147419103232", "f-1.5", "f-3.6893488147419103e+19", "f-3.6893488147419103e+19", "f5.5340232221128655e+19", "f2.4595658764946067e+19", "f2.4595658764946067e+19", "f-0.5", "EValueError:complex results are not supported in .dmd", "U", "U", "U", "U", "U", "f2.4595658764946067e+19~f-0.5", "F", "T", "T", "T", "F", "F"],
        ["i-36893488147419103232", "f1e+308", "f1e+308", "f-1e+308", "f-inf", "f-3.6893488147419104e-289", "f-1.0", "f1e+308", "EOverflowError:(34, 'Numerical result out of range')", "U", "U", "U", "U", "U", "f-1.0~f1e+308", "F", "T", "T", "T", "F", "F"],
        ["i-36893488147419103232", "finf", "finf", "f-inf", "f-inf", "f-0.0", "f-1.0", "finf", "finf", "U", "U", "U", "U", "U", "f-1.0~finf", "F", "T", "T", "T", "F", "F"],
        ["i-36893488147419103232", "f-inf", "f-inf", "finf", "finf", "f0.0", "f0.0", "f-3.6893488147419103e+19", "f0.0", "U", "U", "U", "U", "U", "f0.0~f-3.6893488147419103e+19", "F", "T", "F", "F", "T", "T"],
        ["i-36893488147419103232", "fnan", "fnan", "fnan", "fnan", "fnan", "fnan", "fnan", "fnan", "U", "U", "U", "U", "U", "fnan~fnan", "F", "T", "F", "F", "F", "F"],
        ["i-36893488147419103232", "f9007199254740992.0", "f-3.6884480948164362e+19", "f-3.6902495346673844e+19", "f-3.32306998946229e+35", "f-4096.0", "f-4096.0", "f0.0", "EOverflowError:(34, 'Numerical result out of range')", "U", "U", "U", "U", "U", "f-4096.0~f0.0", "F", "T", "T", "T", "F", "F"],
        ["i-36893488147419103232", "f3.7", "f-3.6893488147419103e+19", "f-3.6893488147419103e+19", "f-1.3650590614545069e+20", "f-9.971213012815972e+18", "f-9.971213012815972e+18", "f0.8432432432431582", "EValueError:complex results are not supported in .dmd", "U", "U", "U", "U", "U", "f-9.971213012815972e+18~f0.8432432432431582", "F", "T", "T", "T", "F", "F"],
        ["i-36893488147419103232", "T", "i-36893488147419103231", "i-36893488147419103233", "i-36893488147419103232", "f-3.6893488147419103e+19", "i-36893488147419103232", "i0", "i-36893488147419103232", "i-73786976294838206464", "i-18446744073709551616", "i0", "i-36893488147419103231", "i-36893488147419103231", "i-36893488147419103232~i0", "F", "T", "T", "T", "F", "F"],
        ["i-36893488147419103232", "F", "i-36893488147419103232", "i-36893488147419103232", "i0", "EZeroDivisionError:division by zero", "EZeroDivisionError:integer division or modulo by zero", "EZeroDivisionError:integer modulo by zero", "i1", "i-36893488147419103232", "i-36893488147419103232", "i0", "i-36893488147419103232", "i-36893488147419103232", "EZeroDivisionError:integer division or modulo by zero", "F", "T", "T", "T", "F", "F"],
        ["i-36893488147419103232", "s", "U", "U", "EOverflowError:cannot fit 'int' into an index-sized integer", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "F", "T", "C", "C", "C", "C"],
        ["i-36893488147419103232", "sab", "U", "U", "EOverflowError:cannot fit 'int' into an index-sized integer", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "F", "T", "C", "C", "C", "C"],
        ["i-36893488147419103232", "N", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "F", "T", "C", "C", "C", "C"],
        ["f0.0", "i0", "f0.0", "f0.0", "f0.0", "EZeroDivisionError:float division by zero", "EZeroDivisionError:float floor division by zero", "EZeroDivisionError:float modulo", "f1.0", "U", "U", "U", "U", "U", "EZeroDivisionError:float divmod()", "T", "F", "F", "T", "F", "T"],
        ["f0.0", "i1", "f1.0", "f-1.0", "f0.0", "f0.0", "f0.0", "f0.0", "f0.0", "U", "U", "U", "U", "U", "f0.0~f0.0", "F", "T", "T", "T", "F", "F"],
        ["f0.0", "i-1", "f-1.0", "f1.0", "f-0.0", "f-0.0", "f-0.0", "f-0.0", "EZeroDivisionError:0.0 cannot be raised to a negative power", "U", "U", "U", "U", "U", "f-0.0~f-0.0", "F", "T", "F", "F", "T", "T"],
        ["f0.0", "i3", "f3.0", "f-3.0", "f0.0", "f0.0", "f0.0", "f0.0", "f0.0", "U", "U", "U", "U", "U", "f0.0~f0.0", "F", "T", "T", "T", "F", "F"],
        ["f0.0", "i-7", "f-7.0", "f7.0", "f-0.0", "f-0.0", "f-0.0", "f-0.0", "EZeroDivisionError:0.0 cannot be raised to a negative power", "U", "U", "U", "U", "U", "f-0.0~f-0.0", "F", "T", "F", "F", "T", "T"],
        ["f0.0", "i9007199254740993", "f9007199254740992.0", "f-9007199254740992.0", "f0.0", "f0.0", "f0.0", "f0.0", "f0.0", "U", "U", "U", "U", "U", "f0.0~f0.0", "F", "T", "T", "T", "F", "F"],
        ["f0.0", "i9223372036854775807", "f9.223372036854776e+18", "f-9.223372036854776e+18", "f0.0", "f0.0", "f0.0", "f0.0", "f0.0", "U", "U", "U", "U", "U", "f0.0~f0.0", "F", "T", "T", "T", "F", "F"],
        ["f0.0", "i-9223372036854775808", "f-9.223372036854776e+18", "f9.223372036854776e+18", "f-0.0", "f-0.0", "f-0.0", "f-0.0", "EZeroDivisionError:0.0 cannot be raised to a negative power", "U", "U", "U", "U", "U", "f-0.0~f-0.0", "F", "T", "F", "F", "T", "T"],
        ["f0.0", "i1180591620717411303424", "f1.1805916207174113e+21", "f-1.1805916207174113e+21", "f0.0", "f0.0", "f0.0", "f0.0", "f0.0", "U", "U", "U", "U", "U", "f0.0~f0.0", "F", "T", "T", "T", "F", "F"],
        ["f0.0", "i-36893488147419103232", "f-3.6893488147419103e+19", "f3.6893488147419103e+19", "f-0.0", "f-0.0", "f-0.0", "f-0.0", "EZeroDivisionError:0.0 cannot be raised to a negative power", "U", "U", "U", "U", "U", "f-0.0~f-0.0", "F", "T", "F", "F", "T", "T"],
        ["f0.0", "f0.0", "f0.0", "f0.0", "f0.0", "EZeroDivisionError:float division by zero", "EZeroDivisionError:float floor division by zero", "EZeroDivisionError:float modulo", "f1.0", "U", "U", "U", "U", "U", "EZeroDivisionError:float divmod()", "T", "F", "F", "T", "F", "T"],
        ["f0.0", "f-0.0", "f0.0", "f0.0", "f-0.0", "EZeroDivisionError:float division by zero", "EZeroDivisionError:float floor division by zero", "EZeroDivisionError:float modulo", "f1.0", "U", "U", "U", "U", "U", "EZeroDivisionError:float divmod()", "T", "F", "F", "T", "F", "T"],
        ["f0.0", "f0.5", "f0.5", "f-0.5", "f0.0", "f0.0", "f0.0", "f0.0", "f0.0", "U", "U", "U", "U", "U", "f0.0~f0.0", "F", "T", "T", "T", "F", "F"],
        ["f0.0", "f-1.5", "f-1.5", "f1.5", "f-0.0", "f-0.0", "f-0.0", "f-0.0", "EZeroDivisionError:0.0 cannot be raised to a negative power", "U", "U", "U", "U", "U", "f-0.0~f-0.0", "F", "T", "F", "F", "T", "T"],
        ["f0.0", "f1e+308", "f1e+308", "f-1e+308", "f0.0", "f0.0", "f0.0", "f0.0", "f0.0", "U", "U", "U", "U", "U", "f0.0~f0.0", "F", "T", "T", "T", "F", "F"],
        ["f0.0", "finf", "finf", "f-inf", "fnan", "f0.0", "f0.0", "f0.0", "f0.0", "U", "U", "U", "U", "U", "f0.0~f0.0", "F", "T", "T", "T", "F", "F"],
        ["f0.0", "f-inf", "f-inf", "finf", "fnan", "f-0.0", "f-0.0", "f-0.0", "finf", "U", "U", "U", "U", "U", "f-0.0~f-0.0", "F", "T", "F", "F", "T", "T"],
        ["f0.0", "fnan", "fnan", "fnan", "fnan", "fnan", "fnan", "fnan", "fnan", "U", "U", "U", "U", "U", "fnan~fnan", "F", "T", "F", "F", "F", "F"],
        ["f0.0", "f9007199254740992.0", "f9007199254740992.0", "f-9007199254740992.0", "f0.0", "f0.0", "f0.0", "f0.0", "f0.0", "U", "U", "U", "U", "U", "f0.0~f0.0", "F", "T", "T", "T", "F", "F"],
        ["f0.0", "f3.7", "f3.7", "f-3.7", "f0.0", "f0.0", "f0.0", "f0.0", "f0.0", "U", "U", "U", "U", "U", "f0.0~f0.0", "F", "T", "T", "T", "F", "F"],
        ["f0.0", "T", "f1.0", "f-1.0", "f0.0", "f0.0", "f0.0", "f0.0", "f0.0", "U", "U", "U", "U", "U", "f0.0~f0.0", "F", "T", "T", "T", "F", "F"],
        ["f0.0", "F", "f0.0", "f0.0", "f0.0", "EZeroDivisionError:float division by zero", "EZeroDivisionError:float floor division by zero", "EZeroDivisionError:float modulo", "f1.0", "U", "U", "U", "U", "U", "EZeroDivisionError:float divmod()", "T", "F", "F", "T", "F", "T"],
        ["f0.0", "s", "U", "U", "ETypeError:can't multiply sequence by non-int of type 'float'", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "F", "T", "C", "C", "C", "C"],
        ["f0.0", "sab", "U", "U", "ETypeError:can't multiply sequence by non-int of type 'float'", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "F", "T", "C", "C", "C", "C"],
        ["f0.0", "N", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "F", "T", "C", "C", "C", "C"],
        ["f-0.0", "i0", "f0.0", "f-0.0", "f-0.0", "EZeroDivisionError:float division by zero", "EZeroDivisionError:float floor division by zero", "EZeroDivisionError:float modulo", "f1.0", "U", "U", "U", "U", "U", "EZeroDivisionError:float divmod()", "T", "F", "F", "T", "F", "T"],
        ["f-0.0", "i1", "f1.0", "f-1.0", "f-0.0", "f-0.0", "f-0.0", "f0.0", "f-0.0", "U", "U", "U", "U", "U", "f-0.0~f0.0", "F", "T", "T", "T", "F", "F"],
        ["f-0.0", "i-1", "f-1.0", "f1.0", "f0.0", "f0.0", "f0.0", "f-0.0", "EZeroDivisionError:0.0 cannot be raised to a negative power", "U", "U", "U", "U", "U", "f0.0~f-0.0", "F", "T", "F", "F", "T", "T"],
        ["f-0.0", "i3", "f3.0", "f-3.0", "f-0.0", "f-0.0", "f-0.0", "f0.0", "f-0.0", "U", "U", "U", "U", "U", "f-0.0~f0.0", "F", "T", "T", "T", "F", "F"],
        ["f-0.0", "i-7", "f-7.0", "f7.0", "f0.0", "f0.0", "f0.0", "f-0.0", "EZeroDivisionError:0.0 cannot be raised to a negative power", "U", "U", "U", "U", "U", "f0.0~f-0.0", "F", "T", "F", "F", "T", "T"],
        ["f-0.0", "i9007199254740993", "f9007199254740992.0", "f-9007199254740992.0", "f-0.0", "f-0.0", "f-0.0", "f0.0", "f0.0", "U", "U", "U", "U", "U", "f-0.0~f0.0", "F", "T", "T", "T", "F", "F"],
        ["f-0.0", "i9223372036854775807", "f9.223372036854776e+18", "f-9.223372036854776e+18", "f-0.0", "f-0.0", "f-0.0", "f0.0", "f0.0", "U", "U", "U", "U", "U", "f-0.0~f0.0", "F", "T", "T", "T", "F", "F"],
        ["f-0.0", "i-9223372036854775808", "f-9.223372036854776e+18", "f9.223372036854776e+18", "f0.0", "f0.0", "f0.0", "f-0.0", "EZeroDivisionError:0.0 cannot be raised to a negative power", "U", "U", "U", "U", "U", "f0.0~f-0.0", "F", "T", "F", "F", "T", "T"],
        ["f-0.0", "i1180591620717411303424", "f1.1805916207174113e+21", "f-1.1805916207174113e+21", "f-0.0", "f-0.0", "f-0.0", "f0.0", "f0.0", "U", "U", "U", "U", "U", "f-0.0~f0.0", "F", "T", "T", "T", "F", "F"],
        ["f-0.0", "i-36893488147419103232", "f-3.6893488147419103e+19", "f3.6893488147419103e+19", "f0.0", "f0.0", "f0.0", "f-0.0", "EZeroDivisionError:0.0 cannot be raised to a negative power", "U", "U", "U", "U", "U", "f0.0~f-0.0", "F", "T", "F", "F", "T", "T"],
        ["f-0.0", "f0.0", "f0.0", "f-0.0", "f-0.0", "EZeroDivisionError:float division by zero", "EZeroDivisionError:float floor division by zero", "EZeroDivisionError:float modulo", "f1.0", "U", "U", "U", "U", "U", "EZeroDivisionError:float divmod()", "T", "F", "F", "T", "F", "T"],
        ["f-0.0", "f-0.0", "f-0.0", "f0.0", "f0.0", "EZeroDivisionError:float division by zero", "EZeroDivisionError:float floor division by zero", "EZeroDivisionError:float modulo", "f1.0", "U", "U", "U", "U", "U", "EZeroDivisionError:float divmod()", "T", "F", "F", "T", "F", "T"],
        ["f-0.0", "f0.5", "f0.5", "f-0.5", "f-0.0", "f-0.0", "f-0.0", "f0.0", "f0.0", "U", "U", "U", "U", "U", "f-0.0~f0.0", "F", "T", "T", "T", "F", "F"],
        ["f-0.0", "f-1.5", "f-1.5", "f1.5", "f0.0", "f0.0", "f0.0", "f-0.0", "EZeroDivisionError:0.0 cannot be raised to a negative power", "U", "U", "U", "U", "U", "f0.0~f-0.0", "F", "T", "F", "F", "T", "T"],
        ["f-0.0", "f1e+308", "f1e+308", "f-1e+308", "f-0.0", "f-0.0", "f-0.0", "f0.0", "f0.0", "U", "U", "U", "U", "U", "f-0.0~f0.0", "F", "T", "T", "T", "F", "F"],
        ["f-0.0", "finf", "finf", "f-inf", "fnan", "f-0.0", "f-0.0", "f0.0", "f0.0", "U", "U", "U", "U", "U", "f-0.0~f0.0", "F", "T", "T", "T", "F", "F"],
        ["f-0.0", "f-inf", "f-inf", "finf", "fnan", "f0.0", "f0.0", "f-0.0", "finf", "U", "U", "U", "U", "U", "f0.0~f-0.0", "F", "T", "F", "F", "T", "T"],
        ["f-0.0", "fnan", "fnan", "fnan", "fnan", "fnan", "fnan", "fnan", "fnan", "U", "U", "U", "U", "U", "fnan~fnan", "F", "T", "F", "F", "F", "F"],
        ["f-0.0", "f9007199254740992.0", "f9007199254740992.0", "f-9007199254740992.0", "f-0.0", "f-0.0", "f-0.0", "f0.0", "f0.0", "U", "U", "U", "U", "U", "f-0.0~f0.0", "F", "T", "T", "T", "F", "F"],
        ["f-0.0", "f3.7", "f3.7", "f-3.7", "f-0.0", "f-0.0", "f-0.0", "f0.0", "f0.0", "U", "U", "U", "U", "U", "f-0.0~f0.0", "F", "T", "T", "T", "F", "F"],
        ["f-0.0", "T", "f1.0", "f-1.0", "f-0.0", "f-0.0", "f-0.0", "f0.0", "f-0.0", "U", "U", "U", "U", "U", "f-0.0~f0.0", "F", "T", "T", "T", "F", "F"],
        ["f-0.0", "F", "f0.0", "f-0.0", "f-0.0", "EZeroDivisionError:float division by zero", "EZeroDivisionError:float floor division by zero", "EZeroDivisionError:float modulo", "f1.0", "U", "U", "U", "U", "U", "EZeroDivisionError:float divmod()", "T", "F", "F", "T", "F", "T"],
        ["f-0.0", "s", "U", "U", "ETypeError:can't multiply sequence by non-int of type 'float'", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "F", "T", "C", "C", "C", "C"],
        ["f-0.0", "sab", "U", "U", "ETypeError:can't multiply sequence by non-int of type 'float'", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "F", "T", "C", "C", "C", "C"],
        ["f-0.0", "N", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "F", "T", "C", "C", "C", "C"],
        ["f0.5", "i0", "f0.5", "f0.5", "f0.0", "EZeroDivisionError:float division by zero", "EZeroDivisionError:float floor division by zero", "EZeroDivisionError:float modulo", "f1.0", "U", "U", "U", "U", "U", "EZeroDivisionError:float divmod()", "F", "T", "F", "F", "T", "T"],
        ["f0.5", "i1", "f1.5", "f-0.5", "f0.5", "f0.5", "f0.0", "f0.5", "f0.5", "U", "U", "U", "U", "U", "f0.0~f0.5", "F", "T", "T", "T", "F", "F"],
        ["f0.5", "i-1", "f-0.5", "f1.5", "f-0.5", "f-0.5", "f-1.0", "f-0.5", "f2.0", "U", "U", "U", "U", "U", "f-1.0~f-0.5", "F", "T", "F", "F", "T", "T"],
        ["f0.5", "i3", "f3.5", "f-2.5", "f1.5", "f0.16666666666666666", "f0.0", "f0.5", "f0.125", "U", "U", "U", "U", "U", "f0.0~f0.5", "F", "T", "T", "T", "F", "F"],
        ["f0.5", "i-7", "f-6.5", "f7.5", "f-3.5", "f-0.07142857142857142", "f-1.0", "f-6.5", "f128.0", "U", "U", "U", "U", "U", "f-1.0~f-6.5", "F", "T", "F", "F", "T", "T"],
        ["f0.5", "i9007199254740993", "f9007199254740992.0", "f-9007199254740992.0", "f4503599627370496.0", "f5.551115123125783e-17", "f0.0", "f0.5", "f0.0", "U", "U", "U", "U", "U", "f0.0~f0.5", "F", "T", "T", "T", "F", "F"],
        ["f0.5", "i9223372036854775807", "f9.223372036854776e+18", "f-9.223372036854776e+18", "f4.611686018427388e+18", "f5.421010862427522e-20", "f0.0", "f0.5", "f0.0", "U", "U", "U", "U", "U", "f0.0~f0.5", "F", "T", "T", "T", "F", "F"],
        ["f0.5", "i-9223372036854775808", "f-9.223372036854776e+18", "f9.223372036854776e+18", "f-4.611686018427388e+18", "f-5.421010862427522e-20", "f-1.0", "f-9.223372036854776e+18", "EOverflowError:(34, 'Numerical result out of range')", "U", "U", "U", "U", "U", "f-1.0~f-9.223372036854776e+18", "F", "T", "F", "F", "T", "T"],
        ["f0.5", "i1180591620717411303424", "f1.1805916207174113e+21", "f-1.1805916207174113e+21", "f5.902958103587057e+20", "f4.235164736271502e-22", "f0.0", "f0.5", "f0.0", "U", "U", "U", "U", "U", "f0.0~f0.5", "F", "T", "T", "T", "F", "F"],
        ["f0.5", "i-36893488147419103232", "f-3.6893488147419103e+19", "f3.6893488147419103e+19", "f-1.8446744073709552e+19", "f-1.3552527156068805e-20", "f-1.0", "f-3.6893488147419103e+19", "EOverflowError:(34, 'Numerical result out of range')", "U", "U", "U", "U", "U", "f-1.0~f-3.6893488147419103e+19", "F", "T", "F", "F", "T", "T"],
        ["f0.5", "f0.0", "f0.5", "f0.5", "f0.0", "EZeroDivisionError:float division by zero", "EZeroDivisionError:float floor division by zero", "EZeroDivisionError:float modulo", "f1.0", "U", "U", "U", "U", "U", "EZeroDivisionError:float divmod()", "F", "T", "F", "F", "T", "T"],
        ["f0.5", "f-0.0", "f0.5", "f0.5", "f-0.0", "EZeroDivisionError:float division by zero", "EZeroDivisionError:float floor division by zero", "EZeroDivisionError:float modulo", "f1.0", "U", "U", "U", "U", "U", "EZeroDivisionError:float divmod()", "F", "T", "F", "F", "T", "T"],
        ["f0.5", "f0.5", "f1.0", "f0.0", "f0.25", "f1.0", "f1.0", "f0.0", "f0.7071067811865476", "U", "U", "U", "U", "U", "f1.0~f0.0", "T", "F", "F", "T", "F", "T"],
        ["f0.5", "f-1.5", "f-1.0", "f2.0", "f-0.75", "f-0.3333333333333333", "f-1.0", "f-1.0", "f2.8284271247461903", "U", "U", "U", "U", "U", "f-1.0~f-1.0", "F", "T", "F", "F", "T", "T"],
        ["f0.5", "f1e+308", "f1e+308", "f-1e+308", "f5e+307", "f5e-309", "f0.0", "f0.5", "f0.0", "U", "U", "U", "U", "U", "f0.0~f0.5", "F", "T", "T", "T", "F", "F"],
        ["f0.5", "finf", "finf", "f-inf", "finf", "f0.0", "f0.0", "f0.5", "f0.0", "U", "U", "U", "U", "U", "f0.0~f0.5", "F", "T", "T", "T", "F", "F"],
        ["f0.5", "f-inf", "f-inf", "finf", "f-inf", "f-0.0", "f-1.0", "f-inf", "finf", "U", "U", "U", "U", "U", "f-1.0~f-inf", "F", "T", "F", "F", "T", "T"],
        ["f0.5", "fnan", "fnan", "fnan", "fnan", "fnan", "fnan", "fnan", "fnan", "U", "U", "U", "U", "U", "fnan~fnan", "F", "T", "F", "F", "F", "F"],
        ["f0.5", "f9007199254740992.0", "f9007199254740992.0", "f-9007199254740992.0", "f4503599627370496.0", "f5.551115123125783e-17", "f0.0", "f0.5", "f0.0", "U", "U", "U", "U", "U", "f0.0~f0.5", "F", "T", "T", "T", "F", "F"],
        ["f0.5", "f3.7", "f4.2", "f-3.2", "f1.85", "f0.13513513513513511", "f0.0", "f0.5", "f0.07694652583405726", "U", "U", "U", "U", "U", "f0.0~f0.5", "F", "T", "T", "T", "F", "F"],
        ["f0.5", "T", "f1.5", "f-0.5", "f0.5", "f0.5", "f0.0", "f0.5", "f0.5", "U", "U", "U", "U", "U", "f0.0~f0.5", "F", "T", "T", "T", "F", "F"],
        ["f0.5", "F", "f0.5", "f0.5", "f0.0", "EZeroDivisionError:float division by zero", "EZeroDivisionError:float floor division by zero", "EZeroDivisionError:float modulo", "f1.0", "U", "U", "U", "U", "U", "EZeroDivisionError:float divmod()", "F", "T", "F", "F", "T", "T"],
        ["f0.5", "s", "U", "U", "ETypeError:can't multiply sequence by non-int of type 'float'", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "F", "T", "C", "C", "C", "C"],
        ["f0.5", "sab", "U", "U", "ETypeError:can't multiply sequence by non-int of type 'float'", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "F", "T", "C", "C", "C", "C"],
        ["f0.5", "N", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "F", "T", "C", "C", "C", "C"],
        ["f-1.5", "i0", "f-1.5", "f-1.5", "f-0.0", "EZeroDivisionError:float division by zero", "EZeroDivisionError:float floor division by zero", "EZeroDivisionError:float modulo", "f1.0", "U", "U", "U", "U", "U", "EZeroDivisionError:float divmod()", "F", "T", "T", "T", "F", "F"],
        ["f-1.5", "i1", "f-0.5", "f-2.5", "f-1.5", "f-1.5", "f-2.0", "f0.5", "f-1.5", "U", "U", "U", "U", "U", "f-2.0~f0.5", "F", "T", "T", "T", "F", "F"],
        ["f-1.5", "i-1", "f-2.5", "f-0.5", "f1.5", "f1.5", "f1.0", "f-0.5", "f-0.6666666666666666", "U", "U", "U", "U", "U", "f1.0~f-0.5", "F", "T", "T", "T", "F", "F"],
        ["f-1.5", "i3", "f1.5", "f-4.5", "f-4.5", "f-0.5", "f-1.0", "f1.5", "f-3.375", "U", "U", "U", "U", "U", "f-1.0~f1.5", "F", "T", "T", "T", "F", "F"],
        ["f-1.5", "i-7", "f-8.5", "f5.5", "f10.5", "f0.21428571428571427", "f0.0", "f-1.5", "f-0.05852766346593507", "U", "U", "U", "U", "U", "f0.0~f-1.5", "F", "T", "F", "F", "T", "T"],
        ["f-1.5", "i9007199254740993", "f9007199254740990.0", "f-9007199254740994.0", "f-1.3510798882111488e+16", "f-1.6653345369377348e-16", "f-1.0", "f9007199254740990.0", "EOverflowError:(34, 'Numerical result out of range')", "U", "U", "U", "U", "U", "f-1.0~f9007199254740990.0", "F", "T", "T", "T", "F", "F"],
        ["f-1.5", "i9223372036854775807", "f9.223372036854776e+18", "f-9.223372036854776e+18", "f-1.3835058055282164e+19", "f-1.6263032587282567e-19", "f-1.0", "f9.223372036854776e+18", "EOverflowError:(34, 'Numerical result out of range')", "U", "U", "U", "U", "U", "f-1.0~f9.223372036854776e+18", "F", "T", "T", "T", "F", "F"],
        ["f-1.5", "i-9223372036854775808", "f-9.223372036854776e+18", "f9.223372036854776e+18", "f1.3835058055282164e+19", "f1.6263032587282567e-19", "f0.0", "f-1.5", "f0.0", "U", "U", "U", "U", "U", "f0.0~f-1.5", "F", "T", "F", "F", "T", "T"],
        ["f-1.5", "i1180591620717411303424", "f1.1805916207174113e+21", "f-1.1805916207174113e+21", "f-1.770887431076117e+21", "f-1.2705494208814505e-21", "f-1.0", "f1.1805916207174113e+21", "EOverflowError:(34, 'Numerical result out of range')", "U", "U", "U", "U", "U", "f-1.0~f1.1805916207174113e+21", "F", "T", "T", "T", "F", "F"],
        ["f-1.5", "i-36893488147419103232", "f-3.6893488147419103e+19", "f3.6893488147419103e+19", "f5.5340232221128655e+19", "f4.0657581468206416e-20", "f0.0", "f-1.5", "f0.0", "U", "U", "U", "U", "U", "f0.0~f-1.5", "F", "T", "F", "F", "T", "T"],
        ["f-1.5", "f0.0", "f-1.5", "f-1.5", "f-0.0", "EZeroDivisionError:float division by zero", "EZeroDivisionError:float floor division by zero", "EZeroDivisionError:float modulo", "f1.0", "U", "U", "U", "U", "U", "EZeroDivisionError:float divmod()", "F", "T", "T", "T", "F", "F"],
        ["f-1.5", "f-0.0", "f-1.5", "f-1.5", "f0.0", "EZeroDivisionError:float division by zero", "EZeroDivisionError:float floor division by zero", "EZeroDivisionError:float modulo", "f1.0", "U", "U", "U", "U", "U", "EZeroDivisionError:float divmod()", "F", "T", "T", "T", "F", "F"],
        ["f-1.5", "f0.5", "f-1.0", "f-2.0", "f-0.75", "f-3.0", "f-3.0", "f0.0", "EValueError:complex results are not supported in .dmd", "U", "U", "U", "U", "U", "f-3.0~f0.0", "F", "T", "T", "T", "F", "F"],
        ["f-1.5", "f-1.5", "f-3.0", "f0.0", "f2.25", "f1.0", "f1.0", "f-0.0", "EValueError:complex results are not supported in .dmd", "U", "U", "U", "U", "U", "f1.0~f-0.0", "T", "F", "F", "T", "F", "T"],
        ["f-1.5", "f1e+308", "f1e+308", "f-1e+308", "f-1.5e+308", "f-1.5e-308", "f-1.0", "f1e+308", "EOverflowError:(34, 'Numerical result out of range')", "U", "U", "U", "U", "U", "f-1.0~f1e+308", "F", "T", "T", "T", "F", "F"],
        ["f-1.5", "finf", "finf", "f-inf", "f-inf", "f-0.0", "f-1.0", "finf", "finf", "U", "U", "U", "U", "U", "f-1.0~finf", "F", "T", "T", "T", "F", "F"],
        ["f-1.5", "f-inf", "f-inf", "finf", "finf", "f0.0", "f0.0", "f-1.5", "f0.0", "U", "U", "U", "U", "U", "f0.0~f-1.5", "F", "T", "F", "F", "T", "T"],
        ["f-1.5", "fnan", "fnan", "fnan", "fnan", "fnan", "fnan", "fnan", "fnan", "U", "U", "U", "U", "U", "fnan~fnan", "F", "T", "F", "F", "F", "F"],
        ["f-1.5", "f9007199254740992.0", "f9007199254740990.0", "f-9007199254740994.0", "f-1.3510798882111488e+16", "f-1.6653345369377348e-16", "f-1.0", "f9007199254740990.0", "EOverflowError:(34, 'Numerical result out of range')", "U", "U", "U", "U", "U", "f-1.0~f9007199254740990.0", "F", "T", "T", "T", "F", "F"],
        ["f-1.5", "f3.7", "f2.2", "f-5.2", "f-5.550000000000001", "f-0.4054054054054054", "f-1.0", "f2.2", "EValueError:complex results are not supported in .dmd", "U", "U", "U", "U", "U", "f-1.0~f2.2", "F", "T", "T", "T", "F", "F"],
        ["f-1.5", "T", "f-0.5", "f-2.5", "f-1.5", "f-1.5", "f-2.0", "f0.5", "f-1.5", "U", "U", "U", "U", "U", "f-2.0~f0.5", "F", "T", "T", "T", "F", "F"],
        ["f-1.5", "F", "f-1.5", "f-1.5", "f-0.0", "EZeroDivisionError:float division by zero", "EZeroDivisionError:float floor division by zero", "EZeroDivisionError:float modulo", "f1.0", "U", "U", "U", "U", "U", "EZeroDivisionError:float divmod()", "F", "T", "T", "T", "F", "F"],
        ["f-1.5", "s", "U", "U", "ETypeError:can't multiply sequence by non-int of type 'float'", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "F", "T", "C", "C", "C", "C"],
        ["f-1.5", "sab", "U", "U", "ETypeError:can't multiply sequence by non-int of type 'float'", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "F", "T", "C", "C", "C", "C"],
        ["f-1.5", "N", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "F", "T", "C", "C", "C", "C"],
        ["f1e+308", "i0", "f1e+308", "f1e+308", "f0.0", "EZeroDivisionError:float division by zero", "EZeroDivisionError:float floor division by zero", "EZeroDivisionError:float modulo", "f1.0", "U", "U", "U", "U", "U", "EZeroDivisionError:float divmod()", "F", "T", "F", "F", "T", "T"],
        ["f1e+308", "i1", "f1e+308", "f1e+308", "f1e+308", "f1e+308", "f1e+308", "f0.0", "f1e+308", "U", "U", "U", "U", "U", "f1e+308~f0.0", "F", "T", "F", "F", "T", "T"],
        ["f1e+308", "i-1", "f1e+308", "f1e+308", "f-1e+308", "f-1e+308", "f-1e+308", "f-0.0", "f1e-308", "U", "U", "U", "U", "U", "f-1e+308~f-0.0", "F", "T", "F", "F", "T", "T"],
        ["f1e+308", "i3", "f1e+308", "f1e+308", "finf", "f3.333333333333333e+307", "f3.333333333333333e+307", "f2.0", "EOverflowError:(34, 'Numerical result out of range')", "U", "U", "U", "U", "U", "f3.333333333333333e+307~f2.0", "F", "T", "F", "F", "T", "T"],
        ["f1e+308", "i-7", "f1e+308", "f1e+308", "f-inf", "f-1.4285714285714286e+307", "f-1.4285714285714286e+307", "f-4.0", "f0.0", "U", "U", "U", "U", "U", "f-1.4285714285714286e+307~f-4.0", "F", "T", "F", "F", "T", "T"],
        ["f1e+308", "i9007199254740993", "f1e+308", "f1e+308", "finf", "f1.1102230246251566e+292", "f1.1102230246251566e+292", "f0.0", "EOverflowError:(34, 'Numerical result out of range')", "U", "U", "U", "U", "U", "f1.1102230246251566e+292~f0.0", "F", "T", "F", "F", "T", "T"],
        ["f1e+308", "i9223372036854775807", "f1e+308", "f1e+308", "finf", "f1.0842021724855044e+289", "f1.0842021724855044e+289", "f0.0", "EOverflowError:(34, 'Numerical result out of range')", "U", "U", "U", "U", "U", "f1.0842021724855044e+289~f0.0", "F", "T", "F", "F", "T", "T"],
        ["f1e+308", "i-9223372036854775808", "f1e+308", "f1e+308", "f-inf", "f-1.0842021724855044e+289", "f-1.0842021724855044e+289", "f-0.0", "f0.0", "U", "U", "U", "U", "U", "f-1.0842021724855044e+289~f-0.0", "F", "T", "F", "F", "T", "T"],
        ["f1e+308", "i1180591620717411303424", "f1e+308", "f1e+308", "finf", "f8.470329472543003e+286", "f8.470329472543003e+286", "f0.0", "EOverflowError:(34, 'Numerical result out of range')", "U", "U", "U", "U", "U", "f8.470329472543003e+286~f0.0", "F", "T", "F", "F", "T", "T"],
        ["f1e+308", "i-36893488147419103232", "f1e+308", "f1e+308", "f-inf", "f-2.710505431213761e+288", "f-2.710505431213761e+288", "f-0.0", "f0.0", "U", "U", "U", "U", "U", "f-2.710505431213761e+288~f-0.0", "F", "T", "F", "F", "T", "T"],
        ["f1e+308", "f0.0", "f1e+308", "f1e+308", "f0.0", "EZeroDivisionError:float division by zero", "EZeroDivisionError:float floor division by zero", "EZeroDivisionError:float modulo", "f1.0", "U", "U", "U", "U", "U", "EZeroDivisionError:float divmod()", "F", "T", "F", "F", "T", "T"],
        ["f1e+308", "f-0.0", "f1e+308", "f1e+308", "f-0.0", "EZeroDivisionError:float division by zero", "EZeroDivisionError:float floor division by zero", "EZeroDivisionError:float modulo", "f1.0", "U", "U", "U", "U", "U", "EZeroDivisionError:float divmod()", "F", "T", "F", "F", "T", "T"],
        ["f1e+308", "f0.5", "f1e+308", "f1e+308", "f5e+307", "finf", "finf", "f0.0", "f1e+154", "U", "U", "U", "U", "U", "finf~f0.0", "F", "T", "F", "F", "T", "T"],
        ["f1e+308", "f-1.5", "f1e+308", "f1e+308", "f-1.5e+308", "f-6.666666666666666e+307", "f-6.666666666666666e+307", "f-1.0", "f0.0", "U", "U", "U", "U", "U", "f-6.666666666666666e+307~f-1.0", "F", "T", "F", "F", "T", "T"],
        ["f1e+308", "f1e+308", "finf", "f0.0", "finf", "f1.0", "f1.0", "f0.0", "EOverflowError:(34, 'Numerical result out of range')", "U", "U", "U", "U", "U", "f1.0~f0.0", "T", "F", "F", "T", "F", "T"],
        ["f1e+308", "finf", "finf", "f-inf", "finf", "f0.0", "f0.0", "f1e+308", "finf", "U", "U", "U", "U", "U", "f0.0~f1e+308", "F", "T", "T", "T", "F", "F"],
        ["f1e+308", "f-inf", "f-inf", "finf", "f-inf", "f-0.0", "f-1.0", "f-inf", "f0.0", "U", "U", "U", "U", "U", "f-1.0~f-inf", "F", "T", "F", "F", "T", "T"],
        ["f1e+308", "fnan", "fnan", "fnan", "fnan", "fnan", "fnan", "fnan", "fnan", "U", "U", "U", "U", "U", "fnan~fnan", "F", "T", "F", "F", "F", "F"],
        ["f1e+308", "f9007199254740992.0", "f1e+308", "f1e+308", "finf", "f1.1102230246251566e+292", "f1.1102230246251566e+292", "f0.0", "EOverflowError:(34, 'Numerical result out of range')", "U", "U", "U", "U", "U", "f1.1102230246251566e+292~f0.0", "F", "T", "F", "F", "T", "T"],
        ["f1e+308", "f3.7", "f1e+308", "f1e+308", "finf", "f2.7027027027027027e+307", "f2.7027027027027027e+307", "f2.569435771875904", "EOverflowError:(34, 'Numerical result out of range')", "U", "U", "U", "U", "U", "f2.7027027027027027e+307~f2.569435771875904", "F", "T", "F", "F", "T", "T"],
        ["f1e+308", "T", "f1e+308", "f1e+308", "f1e+308", "f1e+308", "f1e+308", "f0.0", "f1e+308", "U", "U", "U", "U", "U", "f1e+308~f0.0", "F", "T", "F", "F", "T", "T"],
        ["f1e+308", "F", "f1e+308", "f1e+308", "f0.0", "EZeroDivisionError:float division by zero", "EZeroDivisionError:float floor division by zero", "EZeroDivisionError:float modulo", "f1.0", "U", "U", "U", "U", "U", "EZeroDivisionError:float divmod()", "F", "T", "F", "F", "T", "T"],
        ["f1e+308", "s", "U", "U", "ETypeError:can't multiply sequence by non-int of type 'float'", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "F", "T", "C", "C", "C", "C"],
        ["f1e+308", "sab", "U", "U", "ETypeError:can't multiply sequence by non-int of type 'float'", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "F", "T", "C", "C", "C", "C"],
        ["f1e+308", "N", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "F", "T", "C", "C", "C", "C"],
        ["finf", "i0", "finf", "finf", "fnan", "EZeroDivisionError:float division by zero", "EZeroDivisionError:float floor division by zero", "EZeroDivisionError:float modulo", "f1.0", "U", "U", "U", "U", "U", "EZeroDivisionError:float divmod()", "F", "T", "F", "F", "T", "T"],
        ["finf", "i1", "finf", "finf", "finf", "finf", "fnan", "fnan", "finf", "U", "U", "U", "U", "U", "fnan~fnan", "F", "T", "F", "F", "T", "T"],
        ["finf", "i-1", "finf", "finf", "f-inf", "f-inf", "fnan", "fnan", "f0.0", "U", "U", "U", "U", "U", "fnan~fnan", "F", "T", "F", "F", "T", "T"],
        ["finf", "i3", "finf", "finf", "finf", "finf", "fnan", "fnan", "finf", "U", "U", "U", "U", "U", "fnan~fnan", "F", "T", "F", "F", "T", "T"],
        ["finf", "i-7", "finf", "finf", "f-inf", "f-inf", "fnan", "fnan", "f0.0", "U", "U", "U", "U", "U", "fnan~fnan", "F", "T", "F", "F", "T", "T"],
        ["finf", "i9007199254740993", "finf", "finf", "finf", "finf", "fnan", "fnan", "finf", "U", "U", "U", "U", "U", "fnan~fnan", "F", "T", "F", "F", "T", "T"],
        ["finf", "i9223372036854775807", "finf", "finf", "finf", "finf", "fnan", "fnan", "finf", "U", "U", "U", "U", "U", "fnan~fnan", "F", "T", "F", "F", "T", "T"],
        ["finf", "i-9223372036854775808", "finf", "finf", "f-inf", "f-inf", "fnan", "fnan", "f0.0", "U", "U", "U", "U", "U", "fnan~fnan", "F", "T", "F", "F", "T", "T"],
        ["finf", "i1180591620717411303424", "finf", "finf", "finf", "finf", "fnan", "fnan", "finf", "U", "U", "U", "U", "U", "fnan~fnan", "F", "T", "F", "F", "T", "T"],
        ["finf", "i-36893488147419103232", "finf", "finf", "f-inf", "f-inf", "fnan", "fnan", "f0.0", "U", "U", "U", "U", "U", "fnan~fnan", "F", "T", "F", "F", "T", "T"],
        ["finf", "f0.0", "finf", "finf", "fnan", "EZeroDivisionError:float division by zero", "EZeroDivisionError:float floor division by zero", "EZeroDivisionError:float modulo", "f1.0", "U", "U", "U", "U", "U", "EZeroDivisionError:float divmod()", "F", "T", "F", "F", "T", "T"],
        ["finf", "f-0.0", "finf", "finf", "fnan", "EZeroDivisionError:float division by zero", "EZeroDivisionError:float floor division by zero", "EZeroDivisionError:float modulo", "f1.0", "U", "U", "U", "U", "U", "EZeroDivisionError:float divmod()", "F", "T", "F", "F", "T", "T"],
        ["finf", "f0.5", "finf", "finf", "finf", "finf", "fnan", "fnan", "finf", "U", "U", "U", "U", "U", "fnan~fnan", "F", "T", "F", "F", "T", "T"],
        ["finf", "f-1.5", "finf", "finf", "f-inf", "f-inf", "fnan", "fnan", "f0.0", "U", "U", "U", "U", "U", "fnan~fnan", "F", "T", "F", "F", "T", "T"],
        ["finf", "f1e+308", "finf", "finf", "finf", "finf", "fnan", "fnan", "finf", "U", "U", "U", "U", "U", "fnan~fnan", "F", "T", "F", "F", "T", "T"],
        ["finf", "finf", "finf", "fnan", "finf", "fnan", "fnan", "fnan", "finf", "U", "U", "U", "U", "U", "fnan~fnan", "T", "F", "F", "T", "F", "T"],
        ["finf", "f-inf", "fnan", "finf", "f-inf", "fnan", "fnan", "fnan", "f0.0", "U", "U", "U", "U", "U", "fnan~fnan", "F", "T", "F", "F", "T", "T"],
        ["finf", "fnan", "fnan", "fnan", "fnan", "fnan", "fnan", "fnan", "fnan", "U", "U", "U", "U", "U", "fnan~fnan", "F", "T", "F", "F", "F", "F"],
        ["finf", "f9007199254740992.0", "finf", "finf", "finf", "finf", "fnan", "fnan", "finf", "U", "U", "U", "U", "U", "fnan~fnan", "F", "T", "F", "F", "T", "T"],
        ["finf", "f3.7", "finf", "finf", "finf", "finf", "fnan", "fnan", "finf", "U", "U", "U", "U", "U", "fnan~fnan", "F", "T", "F", "F", "T", "T"],
        ["finf", "T", "finf", "finf", "finf", "finf", "fnan", "fnan", "finf", "U", "U", "U", "U", "U", "fnan~fnan", "F", "T", "F", "F", "T", "T"],
        ["finf", "F", "finf", "finf", "fnan", "EZeroDivisionError:float division by zero", "EZeroDivisionError:float floor division by zero", "EZeroDivisionError:float modulo", "f1.0", "U", "U", "U", "U", "U", "EZeroDivisionError:float divmod()", "F", "T", "F", "F", "T", "T"],
        ["finf", "s", "U", "U", "ETypeError:can't multiply sequence by non-int of type 'float'", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "F", "T", "C", "C", "C", "C"],
        ["finf", "sab", "U", "U", "ETypeError:can't multiply sequence by non-int of type 'float'", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "F", "T", "C", "C", "C", "C"],
        ["finf", "N", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "F", "T", "C", "C", "C", "C"],
        ["f-inf", "i0", "f-inf", "f-inf", "fnan", "EZeroDivisionError:float division by zero", "EZeroDivisionError:float floor division by zero", "EZeroDivisionError:float modulo", "f1.0", "U", "U", "U", "U", "U", "EZeroDivisionError:float divmod()", "F", "T", "T", "T", "F", "F"],
        ["f-inf", "i1", "f-inf", "f-inf", "f-inf", "f-inf", "fnan", "fnan", "f-inf", "U", "U", "U", "U", "U", "fnan~fnan", "F", "T", "T", "T", "F", "F"],
        ["f-inf", "i-1", "f-inf", "f-inf", "finf", "finf", "fnan", "fnan", "f-0.0", "U", "U", "U", "U", "U", "fnan~fnan", "F", "T", "T", "T", "F", "F"],
        ["f-inf", "i3", "f-inf", "f-inf", "f-inf", "f-inf", "fnan", "fnan", "f-inf", "U", "U", "U", "U", "U", "fnan~fnan", "F", "T", "T", "T", "F", "F"],
        ["f-inf", "i-7", "f-inf", "f-inf", "finf", "finf", "fnan", "fnan", "f-0.0", "U", "U", "U", "U", "U", "fnan~fnan", "F", "T", "T", "T", "F", "F"],
        ["f-inf", "i9007199254740993", "f-inf", "f-inf", "f-inf", "f-inf", "fnan", "fnan", "finf", "U", "U", "U", "U", "U", "fnan~fnan", "F", "T", "T", "T", "F", "F"],
        ["f-inf", "i9223372036854775807", "f-inf", "f-inf", "f-inf", "f-inf", "fnan", "fnan", "finf", "U", "U", "U", "U", "U", "fnan~fnan", "F", "T", "T", "T", "F", "F"],
        ["f-inf", "i-9223372036854775808", "f-inf", "f-inf", "finf", "finf", "fnan", "fnan", "f0.0", "U", "U", "U", "U", "U", "fnan~fnan", "F", "T", "T", "T", "F", "F"],
        ["f-inf", "i1180591620717411303424", "f-inf", "f-inf", "f-inf", "f-inf", "fnan", "fnan", "finf", "U", "U", "U", "U", "U", "fnan~fnan", "F", "T", "T", "T", "F", "F"],
        ["f-inf", "i-36893488147419103232", "f-inf", "f-inf", "finf", "finf", "fnan", "fnan", "f0.0", "U", "U", "U", "U", "U", "fnan~fnan", "F", "T", "T", "T", "F", "F"],
        ["f-inf", "f0.0", "f-inf", "f-inf", "fnan", "EZeroDivisionError:float division by zero", "EZeroDivisionError:float floor division by zero", "EZeroDivisionError:float modulo", "f1.0", "U", "U", "U", "U", "U", "EZeroDivisionError:float divmod()", "F", "T", "T", "T", "F", "F"],
        ["f-inf", "f-0.0", "f-inf", "f-inf", "fnan", "EZeroDivisionError:float division by zero", "EZeroDivisionError:float floor division by zero", "EZeroDivisionError:float modulo", "f1.0", "U", "U", "U", "U", "U", "EZeroDivisionError:float divmod()", "F", "T", "T", "T", "F", "F"],
        ["f-inf", "f0.5", "f-inf", "f-inf", "f-inf", "f-inf", "fnan", "fnan", "finf", "U", "U", "U", "U", "U", "fnan~fnan", "F", "T", "T", "T", "F", "F"],
        ["f-inf", "f-1.5", "f-inf", "f-inf", "finf", "finf", "fnan", "fnan", "f0.0", "U", "U", "U", "U", "U", "fnan~fnan", "F", "T", "T", "T", "F", "F"],
        ["f-inf", "f1e+308", "f-inf", "f-inf", "f-inf", "f-inf", "fnan", "fnan", "finf", "U", "U", "U", "U", "U", "fnan~fnan", "F", "T", "T", "T", "F", "F"],
        ["f-inf", "finf", "fnan", "f-inf", "f-inf", "fnan", "fnan", "fnan", "finf", "U", "U", "U", "U", "U", "fnan~fnan", "F", "T", "T", "T", "F", "F"],
        ["f-inf", "f-inf", "f-inf", "fnan", "finf", "fnan", "fnan", "fnan", "f0.0", "U", "U", "U", "U", "U", "fnan~fnan", "T", "F", "F", "T", "F", "T"],
        ["f-inf", "fnan", "fnan", "fnan", "fnan", "fnan", "fnan", "fnan", "fnan", "U", "U", "U", "U", "U", "fnan~fnan", "F", "T", "F", "F", "F", "F"],
        ["f-inf", "f9007199254740992.0", "f-inf", "f-inf", "f-inf", "f-inf", "fnan", "fnan", "finf", "U", "U", "U", "U", "U", "fnan~fnan", "F", "T", "T", "T", "F", "F"],
        ["f-inf", "f3.7", "f-inf", "f-inf", "f-inf", "f-inf", "fnan", "fnan", "finf", "U", "U", "U", "U", "U", "fnan~fnan", "F", "T", "T", "T", "F", "F"],
        ["f-inf", "T", "f-inf", "f-inf", "f-inf", "f-inf", "fnan", "fnan", "f-inf", "U", "U", "U", "U", "U", "fnan~fnan", "F", "T", "T", "T", "F", "F"],
        ["f-inf", "F", "f-inf", "f-inf", "fnan", "EZeroDivisionError:float division by zero", "EZeroDivisionError:float floor division by zero", "EZeroDivisionError:float modulo", "f1.0", "U", "U", "U", "U", "U", "EZeroDivisionError:float divmod()", "F", "T", "T", "T", "F", "F"],
        ["f-inf", "s", "U", "U", "ETypeError:can't multiply sequence by non-int of type 'float'", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "F", "T", "C", "C", "C", "C"],
        ["f-inf", "sab", "U", "U", "ETypeError:can't multiply sequence by non-int of type 'float'", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "F", "T", "C", "C", "C", "C"],
        ["f-inf", "N", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "F", "T", "C", "C", "C", "C"],
        ["fnan", "i0", "fnan", "fnan", "fnan", "EZeroDivisionError:float division by zero", "EZeroDivisionError:float floor division by zero", "EZeroDivisionError:float modulo", "f1.0", "U", "U", "U", "U", "U", "EZeroDivisionError:float divmod()", "F", "T", "F", "F", "F", "F"],
        ["fnan", "i1", "fnan", "fnan", "fnan", "fnan", "fnan", "fnan", "fnan", "U", "U", "U", "U", "U", "fnan~fnan", "F", "T", "F", "F", "F", "F"],
        ["fnan", "i-1", "fnan", "fnan", "fnan", "fnan", "fnan", "fnan", "fnan", "U", "U", "U", "U", "U", "fnan~fnan", "F", "T", "F", "F", "F", "F"],
        ["fnan", "i3", "fnan", "fnan", "fnan", "fnan", "fnan", "fnan", "fnan", "U", "U", "U", "U", "U", "fnan~fnan", "F", "T", "F", "F", "F", "F"],
        ["fnan", "i-7", "fnan", "fnan", "fnan", "fnan", "fnan", "fnan", "fnan", "U", "U", "U", "U", "U", "fnan~fnan", "F", "T", "F", "F", "F", "F"],
        ["fnan", "i9007199254740993", "fnan", "fnan", "fnan", "fnan", "fnan", "fnan", "fnan", "U", "U", "U", "U", "U", "fnan~fnan", "F", "T", "F", "F", "F", "F"],
        ["fnan", "i9223372036854775807", "fnan", "fnan", "fnan", "fnan", "fnan", "fnan", "fnan", "U", "U", "U", "U", "U", "fnan~fnan", "F", "T", "F", "F", "F", "F"],
        ["fnan", "i-9223372036854775808", "fnan", "fnan", "fnan", "fnan", "fnan", "fnan", "fnan", "U", "U", "U", "U", "U", "fnan~fnan", "F", "T", "F", "F", "F", "F"],
        ["fnan", "i1180591620717411303424", "fnan", "fnan", "fnan", "fnan", "fnan", "fnan", "fnan", "U", "U", "U", "U", "U", "fnan~fnan", "F", "T", "F", "F", "F", "F"],
        ["fnan", "i-36893488147419103232", "fnan", "fnan", "fnan", "fnan", "fnan", "fnan", "fnan", "U", "U", "U", "U", "U", "fnan~fnan", "F", "T", "F", "F", "F", "F"],
        ["fnan", "f0.0", "fnan", "fnan", "fnan", "EZeroDivisionError:float division by zero", "EZeroDivisionError:float floor division by zero", "EZeroDivisionError:float modulo", "f1.0", "U", "U", "U", "U", "U", "EZeroDivisionError:float divmod()", "F", "T", "F", "F", "F", "F"],
        ["fnan", "f-0.0", "fnan", "fnan", "fnan", "EZeroDivisionError:float division by zero", "EZeroDivisionError:float floor division by zero", "EZeroDivisionError:float modulo", "f1.0", "U", "U", "U", "U", "U", "EZeroDivisionError:float divmod()", "F", "T", "F", "F", "F", "F"],
        ["fnan", "f0.5", "fnan", "fnan", "fnan", "fnan", "fnan", "fnan", "fnan", "U", "U", "U", "U", "U", "fnan~fnan", "F", "T", "F", "F", "F", "F"],
        ["fnan", "f-1.5", "fnan", "fnan", "fnan", "fnan", "fnan", "fnan", "fnan", "U", "U", "U", "U", "U", "fnan~fnan", "F", "T", "F", "F", "F", "F"],
        ["fnan", "f1e+308", "fnan", "fnan", "fnan", "fnan", "fnan", "fnan", "fnan", "U", "U", "U", "U", "U", "fnan~fnan", "F", "T", "F", "F", "F", "F"],
        ["fnan", "finf", "fnan", "fnan", "fnan", "fnan", "fnan", "fnan", "fnan", "U", "U", "U", "U", "U", "fnan~fnan", "F", "T", "F", "F", "F", "F"],
        ["fnan", "f-inf", "fnan", "fnan", "fnan", "fnan", "fnan", "fnan", "fnan", "U", "U", "U", "U", "U", "fnan~fnan", "F", "T", "F", "F", "F", "F"],
        ["fnan", "fnan", "fnan", "fnan", "fnan", "fnan", "fnan", "fnan", "fnan", "U", "U", "U", "U", "U", "fnan~fnan", "F", "T", "F", "F", "F", "F"],
        ["fnan", "f9007199254740992.0", "fnan", "fnan", "fnan", "fnan", "fnan", "fnan", "fnan", "U", "U", "U", "U", "U", "fnan~fnan", "F", "T", "F", "F", "F", "F"],
        ["fnan", "f3.7", "fnan", "fnan", "fnan", "fnan", "fnan", "fnan", "fnan", "U", "U", "U", "U", "U", "fnan~fnan", "F", "T", "F", "F", "F", "F"],
        ["fnan", "T", "fnan", "fnan", "fnan", "fnan", "fnan", "fnan", "fnan", "U", "U", "U", "U", "U", "fnan~fnan", "F", "T", "F", "F", "F", "F"],
        ["fnan", "F", "fnan", "fnan", "fnan", "EZeroDivisionError:float division by zero", "EZeroDivisionError:float floor division by zero", "EZeroDivisionError:float modulo", "f1.0", "U", "U", "U", "U", "U", "EZeroDivisionError:float divmod()", "F", "T", "F", "F", "F", "F"],
        ["fnan", "s", "U", "U", "ETypeError:can't multiply sequence by non-int of type 'float'", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "F", "T", "C", "C", "C", "C"],
        ["fnan", "sab", "U", "U", "ETypeError:can't multiply sequence by non-int of type 'float'", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "F", "T", "C", "C", "C", "C"],
        ["fnan", "N", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "F", "T", "C", "C", "C", "C"],
        ["f9007199254740992.0", "i0", "f9007199254740992.0", "f9007199254740992.0", "f0.0", "EZeroDivisionError:float division by zero", "EZeroDivisionError:float floor division by zero", "EZeroDivisionError:float modulo", "f1.0", "U", "U", "U", "U", "U", "EZeroDivisionError:float divmod()", "F", "T", "F", "F", "T", "T"],
        ["f9007199254740992.0", "i1", "f9007199254740992.0", "f9007199254740991.0", "f9007199254740992.0", "f9007199254740992.0", "f9007199254740992.0", "f0.0", "f9007199254740992.0", "U", "U", "U", "U", "U", "f9007199254740992.0~f0.0", "F", "T", "F", "F", "T", "T"],
        ["f9007199254740992.0", "i-1", "f9007199254740991.0", "f9007199254740992.0", "f-9007199254740992.0", "f-9007199254740992.0", "f-9007199254740992.0", "f-0.0", "f1.1102230246251565e-16", "U", "U", "U", "U", "U", "f-9007199254740992.0~f-0.0", "F", "T", "F", "F", "T", "T"],
        ["f9007199254740992.0", "i3", "f9007199254740996.0", "f9007199254740989.0", "f2.7021597764222976e+16", "f3002399751580330.5", "f3002399751580330.0", "f2.0", "f7.307508186654515e+47", "U", "U", "U", "U", "U", "f3002399751580330.0~f2.0", "F", "T", "F", "F", "T", "T"],
        ["f9007199254740992.0", "i-7", "f9007199254740985.0", "f9007199254741000.0", "f-6.305039478318694e+16", "f-1286742750677284.5", "f-1286742750677285.0", "f-3.0", "f2.07908195312898e-112", "U", "U", "U", "U", "U", "f-1286742750677285.0~f-3.0", "F", "T", "F", "F", "T", "T"],
        ["f9007199254740992.0", "i9007199254740993", "f1.8014398509481984e+16", "f0.0", "f8.112963841460668e+31", "f1.0", "f1.0", "f0.0", "EOverflowError:(34, 'Numerical result out of range')", "U", "U", "U", "U", "U", "f1.0~f0.0", "F", "T", "T", "T", "F", "F"],
        ["f9007199254740992.0", "i9223372036854775807", "f9.232379236109517e+18", "f-9.214364837600035e+18", "f8.307674973655724e+34", "f0.0009765625", "f0.0", "f9007199254740992.0", "EOverflowError:(34, 'Numerical result out of range')", "U", "U", "U", "U", "U", "f0.0~f9007199254740992.0", "F", "T", "T", "T", "F", "F"],
        ["f9007199254740992.0", "i-9223372036854775808", "f-9.214364837600035e+18", "f9.232379236109517e+18", "f-8.307674973655724e+34", "f-0.0009765625", "f-1.0", "f-9.214364837600035e+18", "f0.0", "U", "U", "U", "U", "U", "f-1.0~f-9.214364837600035e+18", "F", "T", "F", "F", "T", "T"],
        ["f9007199254740992.0", "i1180591620717411303424", "f1.180600627916666e+21", "f-1.1805826135181566e+21", "f1.0633823966279327e+37", "f7.62939453125e-06", "f0.0", "f9007199254740992.0", "EOverflowError:(34, 'Numerical result out of range')", "U", "U", "U", "U", "U", "f0.0~f9007199254740992.0", "F", "T", "T", "T", "F", "F"],
        ["f9007199254740992.0", "i-36893488147419103232", "f-3.6884480948164362e+19", "f3.6902495346673844e+19", "f-3.32306998946229e+35", "f-0.000244140625", "f-1.0", "f-3.6884480948164362e+19", "f0.0", "U", "U", "U", "U", "U", "f-1.0~f-3.6884480948164362e+19", "F", "T", "F", "F", "T", "T"],
        ["f9007199254740992.0", "f0.0", "f9007199254740992.0", "f9007199254740992.0", "f0.0", "EZeroDivisionError:float division by zero", "EZeroDivisionError:float floor division by zero", "EZeroDivisionError:float modulo", "f1.0", "U", "U", "U", "U", "U", "EZeroDivisionError:float divmod()", "F", "T", "F", "F", "T", "T"],
        ["f9007199254740992.0", "f-0.0", "f9007199254740992.0", "f9007199254740992.0", "f-0.0", "EZeroDivisionError:float division by zero", "EZeroDivisionError:float floor division by zero", "EZeroDivisionError:float modulo", "f1.0", "U", "U", "U", "U", "U", "EZeroDivisionError:float divmod()", "F", "T", "F", "F", "T", "T"],
        ["f9007199254740992.0", "f0.5", "f9007199254740992.0", "f9007199254740992.0", "f4503599627370496.0", "f1.8014398509481984e+16", "f1.8014398509481984e+16", "f0.0", "f94906265.62425156", "U", "U", "U", "U", "U", "f1.8014398509481984e+16~f0.0", "F", "T", "F", "F", "T", "T"],
        ["f9007199254740992.0", "f-1.5", "f9007199254740990.0", "f9007199254740994.0", "f-1.3510798882111488e+16", "f-6004799503160661.0", "f-6004799503160662.0", "f-1.0", "f1.1698100408045763e-24", "U", "U", "U", "U", "U", "f-6004799503160662.0~f-1.0", "F", "T", "F", "F", "T", "T"],
        ["f9007199254740992.0", "f1e+308", "f1e+308", "f-1e+308", "finf", "f9.007199254740992e-293", "f0.0", "f9007199254740992.0", "EOverflowError:(34, 'Numerical result out of range')", "U", "U", "U", "U", "U", "f0.0~f9007199254740992.0", "F", "T", "T", "T", "F", "F"],
        ["f9007199254740992.0", "finf", "finf", "f-inf", "finf", "f0.0", "f0.0", "f9007199254740992.0", "finf", "U", "U", "U", "U", "U", "f0.0~f9007199254740992.0", "F", "T", "T", "T", "F", "F"],
        ["f9007199254740992.0", "f-inf", "f-inf", "finf", "f-inf", "f-0.0", "f-1.0", "f-inf", "f0.0", "U", "U", "U", "U", "U", "f-1.0~f-inf", "F", "T", "F", "F", "T", "T"],
        ["f9007199254740992.0", "fnan", "fnan", "fnan", "fnan", "fnan", "fnan", "fnan", "fnan", "U", "U", "U", "U", "U", "fnan~fnan", "F", "T", "F", "F", "F", "F"],
        ["f9007199254740992.0", "f9007199254740992.0", "f1.8014398509481984e+16", "f0.0", "f8.112963841460668e+31", "f1.0", "f1.0", "f0.0", "EOverflowError:(34, 'Numerical result out of range')", "U", "U", "U", "U", "U", "f1.0~f0.0", "T", "F", "F", "T", "F", "T"],
        ["f9007199254740992.0", "f3.7", "f9007199254740996.0", "f9007199254740988.0", "f3.332663724254167e+16", "f2434378176957024.5", "f2434378176957024.0", "f2.7675675675675677", "f1.0764209698604803e+59", "U", "U", "U", "U", "U", "f2434378176957024.0~f2.7675675675675677", "F", "T", "F", "F", "T", "T"],
        ["f9007199254740992.0", "T", "f9007199254740992.0", "f9007199254740991.0", "f9007199254740992.0", "f9007199254740992.0", "f9007199254740992.0", "f0.0", "f9007199254740992.0", "U", "U", "U", "U", "U", "f9007199254740992.0~f0.0", "F", "T", "F", "F", "T", "T"],
        ["f9007199254740992.0", "F", "f9007199254740992.0", "f9007199254740992.0", "f0.0", "EZeroDivisionError:float division by zero", "EZeroDivisionError:float floor division by zero", "EZeroDivisionError:float modulo", "f1.0", "U", "U", "U", "U", "U", "EZeroDivisionError:float divmod()", "F", "T", "F", "F", "T", "T"],
        ["f9007199254740992.0", "s", "U", "U", "ETypeError:can't multiply sequence by non-int of type 'float'", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "F", "T", "C", "C", "C", "C"],
        ["f9007199254740992.0", "sab", "U", "U", "ETypeError:can't multiply sequence by non-int of type 'float'", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "F", "T", "C", "C", "C", "C"],
        ["f9007199254740992.0", "N", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "F", "T", "C", "C", "C", "C"],
        ["f3.7", "i0", "f3.7", "f3.7", "f0.0", "EZeroDivisionError:float division by zero", "EZeroDivisionError:float floor division by zero", "EZeroDivisionError:float modulo", "f1.0", "U", "U", "U", "U", "U", "EZeroDivisionError:float divmod()", "F", "T", "F", "F", "T", "T"],
        ["f3.7", "i1", "f4.7", "f2.7", "f3.7", "f3.7", "f3.0", "f0.7000000000000002", "f3.7", "U", "U", "U", "U", "U", "f3.0~f0.7000000000000002", "F", "T", "F", "F", "T", "T"],
        ["f3.7", "i-1", "f2.7", "f4.7", "f-3.7", "f-3.7", "f-4.0", "f-0.2999999999999998", "f0.27027027027027023", "U", "U", "U", "U", "U", "f-4.0~f-0.2999999999999998", "F", "T", "F", "F", "T", "T"],
        ["f3.7", "i3", "f6.7", "f0.7000000000000002", "f11.100000000000001", "f1.2333333333333334", "f1.0", "f0.7000000000000002", "f50.653000000000006", "U", "U", "U", "U", "U", "f1.0~f0.7000000000000002", "F", "T", "F", "F", "T", "T"],
        ["f3.7", "i-7", "f-3.3", "f10.7", "f-25.900000000000002", "f-0.5285714285714286", "f-1.0", "f-3.3", "f0.00010533869446181866", "U", "U", "U", "U", "U", "f-1.0~f-3.3", "F", "T", "F", "F", "T", "T"],
        ["f3.7", "i9007199254740993", "f9007199254740996.0", "f-9007199254740988.0", "f3.332663724254167e+16", "f4.1078251911130794e-16", "f0.0", "f3.7", "EOverflowError:(34, 'Numerical result out of range')", "U", "U", "U", "U", "U", "f0.0~f3.7", "F", "T", "T", "T", "F", "F"],
        ["f3.7", "i9223372036854775807", "f9.223372036854776e+18", "f-9.223372036854776e+18", "f3.4126476536362672e+19", "f4.0115480381963666e-19", "f0.0", "f3.7", "EOverflowError:(34, 'Numerical result out of range')", "U", "U", "U", "U", "U", "f0.0~f3.7", "F", "T", "T", "T", "F", "F"],
        ["f3.7", "i-9223372036854775808", "f-9.223372036854776e+18", "f9.223372036854776e+18", "f-3.4126476536362672e+19", "f-4.0115480381963666e-19", "f-1.0", "f-9.223372036854776e+18", "f0.0", "U", "U", "U", "U", "U", "f-1.0~f-9.223372036854776e+18", "F", "T", "F", "F", "T", "T"],
        ["f3.7", "i1180591620717411303424", "f1.1805916207174113e+21", "f-1.1805916207174113e+21", "f4.368188996654422e+21", "f3.1340219048409114e-21", "f0.0", "f3.7", "EOverflowError:(34, 'Numerical result out of range')", "U", "U", "U", "U", "U", "f0.0~f3.7", "F", "T", "T", "T", "F", "F"],
        ["f3.7", "i-36893488147419103232", "f-3.6893488147419103e+19", "f3.6893488147419103e+19", "f-1.3650590614545069e+20", "f-1.0028870095490916e-19", "f-1.0", "f-3.6893488147419103e+19", "f0.0", "U", "U", "U", "U", "U", "f-1.0~f-3.6893488147419103e+19", "F", "T", "F", "F", "T", "T"],
        ["f3.7", "f0.0", "f3.7", "f3.7", "f0.0", "EZeroDivisionError:float division by zero", "EZeroDivisionError:float floor division by zero", "EZeroDivisionError:float modulo", "f1.0", "U", "U", "U", "U", "U", "EZeroDivisionError:float divmod()", "F", "T", "F", "F", "T", "T"],
        ["f3.7", "f-0.0", "f3.7", "f3.7", "f-0.0", "EZeroDivisionError:float division by zero", "EZeroDivisionError:float floor division by zero", "EZeroDivisionError:float modulo", "f1.0", "U", "U", "U", "U", "U", "EZeroDivisionError:float divmod()", "F", "T", "F", "F", "T", "T"],
        ["f3.7", "f0.5", "f4.2", "f3.2", "f1.85", "f7.4", "f7.0", "f0.20000000000000018", "f1.9235384061671346", "U", "U", "U", "U", "U", "f7.0~f0.20000000000000018", "F", "T", "F", "F", "T", "T"],
        ["f3.7", "f-1.5", "f2.2", "f5.2", "f-5.550000000000001", "f-2.466666666666667", "f-3.0", "f-0.7999999999999998", "f0.14050682294865846", "U", "U", "U", "U", "U", "f-3.0~f-0.7999999999999998", "F", "T", "F", "F", "T", "T"],
        ["f3.7", "f1e+308", "f1e+308", "f-1e+308", "finf", "f3.7e-308", "f0.0", "f3.7", "EOverflowError:(34, 'Numerical result out of range')", "U", "U", "U", "U", "U", "f0.0~f3.7", "F", "T", "T", "T", "F", "F"],
        ["f3.7", "finf", "finf", "f-inf", "finf", "f0.0", "f0.0", "f3.7", "finf", "U", "U", "U", "U", "U", "f0.0~f3.7", "F", "T", "T", "T", "F", "F"],
        ["f3.7", "f-inf", "f-inf", "finf", "f-inf", "f-0.0", "f-1.0", "f-inf", "f0.0", "U", "U", "U", "U", "U", "f-1.0~f-inf", "F", "T", "F", "F", "T", "T"],
        ["f3.7", "fnan", "fnan", "fnan", "fnan", "fnan", "fnan", "fnan", "fnan", "U", "U", "U", "U", "U", "fnan~fnan", "F", "T", "F", "F", "F", "F"],
        ["f3.7", "f9007199254740992.0", "f9007199254740996.0", "f-9007199254740988.0", "f3.332663724254167e+16", "f4.1078251911130794e-16", "f0.0", "f3.7", "EOverflowError:(34, 'Numerical result out of range')", "U", "U", "U", "U", "U", "f0.0~f3.7", "F", "T", "T", "T", "F", "F"],
        ["f3.7", "f3.7", "f7.4", "f0.0", "f13.690000000000001", "f1.0", "f1.0", "f0.0", "f126.57454621041283", "U", "U", "U", "U", "U", "f1.0~f0.0", "T", "F", "F", "T", "F", "T"],
        ["f3.7", "T", "f4.7", "f2.7", "f3.7", "f3.7", "f3.0", "f0.7000000000000002", "f3.7", "U", "U", "U", "U", "U", "f3.0~f0.7000000000000002", "F", "T", "F", "F", "T", "T"],
        ["f3.7", "F", "f3.7", "f3.7", "f0.0", "EZeroDivisionError:float division by zero", "EZeroDivisionError:float floor division by zero", "EZeroDivisionError:float modulo", "f1.0", "U", "U", "U", "U", "U", "EZeroDivisionError:float divmod()", "F", "T", "F", "F", "T", "T"],
        ["f3.7", "s", "U", "U", "ETypeError:can't multiply sequence by non-int of type 'float'", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "F", "T", "C", "C", "C", "C"],
        ["f3.7", "sab", "U", "U", "ETypeError:can't multiply sequence by non-int of type 'float'", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "F", "T", "C", "C", "C", "C"],
        ["f3.7", "N", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "F", "T", "C", "C", "C", "C"],
        ["T", "i0", "i1", "i1", "i0", "EZeroDivisionError:division by zero", "EZeroDivisionError:integer division or modulo by zero", "EZeroDivisionError:integer modulo by zero", "i1", "i1", "i1", "i0", "i1", "i1", "EZeroDivisionError:integer division or modulo by zero", "F", "T", "F", "F", "T", "T"],
        ["T", "i1", "i2", "i0", "i1", "f1.0", "i1", "i0", "i1", "i2", "i0", "i1", "i1", "i0", "i1~i0", "T", "F", "F", "T", "F", "T"],
        ["T", "i-1", "i0", "i2", "i-1", "f-1.0", "i-1", "i0", "f1.0", "EValueError:negative shift count", "EValueError:negative shift count", "i1", "i-1", "i-2", "i-1~i0", "F", "T", "F", "F", "T", "T"],
        ["T", "i3", "i4", "i-2", "i3", "f0.3333333333333333", "i0", "i1", "i1", "i8", "i0", "i1", "i3", "i2", "i0~i1", "F", "T", "T", "T", "F", "F"],
        ["T", "i-7", "i-6", "i8", "i-7", "f-0.14285714285714285", "i-1", "i-6", "f1.0", "EValueError:negative shift count", "EValueError:negative shift count", "i1", "i-7", "i-8", "i-1~i-6", "F", "T", "F", "F", "T", "T"],
        ["T", "i9007199254740993", "i9007199254740994", "i-9007199254740992", "i9007199254740993", "f1.1102230246251564e-16", "i0", "i1", "i1", "EMemoryError:", "i0", "i1", "i9007199254740993", "i9007199254740992", "i0~i1", "F", "T", "T", "T", "F", "F"],
        ["T", "i9223372036854775807", "i9223372036854775808", "i-9223372036854775806", "i9223372036854775807", "f1.0842021724855044e-19", "i0", "i1", "i1", "EMemoryError:", "i0", "i1", "i9223372036854775807", "i9223372036854775806", "i0~i1", "F", "T", "T", "T", "F", "F"],
        ["T", "i-9223372036854775808", "i-9223372036854775807", "i9223372036854775809", "i-9223372036854775808", "f-1.0842021724855044e-19", "i-1", "i-9223372036854775807", "f1.0", "EValueError:negative shift count", "EValueError:negative shift count", "i0", "i-9223372036854775807", "i-9223372036854775807", "i-1~i-9223372036854775807", "F", "T", "F", "F", "T", "T"],
        ["T", "i1180591620717411303424", "i1180591620717411303425", "i-1180591620717411303423", "i1180591620717411303424", "f8.470329472543003e-22", "i0", "i1", "i1", "EOverflowError:too many digits in integer", "i0", "i0", "i1180591620717411303425", "i1180591620717411303425", "i0~i1", "F", "T", "T", "T", "F", "F"],
        ["T", "i-36893488147419103232", "i-36893488147419103231", "i36893488147419103233", "i-36893488147419103232", "f-2.710505431213761e-20", "i-1", "i-36893488147419103231", "f1.0", "EValueError:negative shift count", "EValueError:negative shift count", "i0", "i-36893488147419103231", "i-36893488147419103231", "i-1~i-36893488147419103231", "F", "T", "F", "F", "T", "T"],
        ["T", "f0.0", "f1.0", "f1.0", "f0.0", "EZeroDivisionError:float division by zero", "EZeroDivisionError:float floor division by zero", "EZeroDivisionError:float modulo", "f1.0", "U", "U", "U", "U", "U", "EZeroDivisionError:float divmod()", "F", "T", "F", "F", "T", "T"],
        ["T", "f-0.0", "f1.0", "f1.0", "f-0.0", "EZeroDivisionError:float division by zero", "EZeroDivisionError:float floor division by zero", "EZeroDivisionError:float modulo", "f1.0", "U", "U", "U", "U", "U", "EZeroDivisionError:float divmod()", "F", "T", "F", "F", "T", "T"],
        ["T", "f0.5", "f1.5", "f0.5", "f0.5", "f2.0", "f2.0", "f0.0", "f1.0", "U", "U", "U", "U", "U", "f2.0~f0.0", "F", "T", "F", "F", "T", "T"],
        ["T", "f-1.5", "f-0.5", "f2.5", "f-1.5", "f-0.6666666666666666", "f-1.0", "f-0.5", "f1.0", "U", "U", "U", "U", "U", "f-1.0~f-0.5", "F", "T", "F", "F", "T", "T"],
        ["T", "f1e+308", "f1e+308", "f-1e+308", "f1e+308", "f1e-308", "f0.0", "f1.0", "f1.0", "U", "U", "U", "U", "U", "f0.0~f1.0", "F", "T", "T", "T", "F", "F"],
        ["T", "finf", "finf", "f-inf", "finf", "f0.0", "f0.0", "f1.0", "f1.0", "U", "U", "U", "U", "U", "f0.0~f1.0", "F", "T", "T", "T", "F", "F"],
        ["T", "f-inf", "f-inf", "finf", "f-inf", "f-0.0", "f-1.0", "f-inf", "f1.0", "U", "U", "U", "U", "U", "f-1.0~f-inf", "F", "T", "F", "F", "T", "T"],
        ["T", "fnan", "fnan", "fnan", "fnan", "fnan", "fnan", "fnan", "f1.0", "U", "U", "U", "U", "U", "fnan~fnan", "F", "T", "F", "F", "F", "F"],
        ["T", "f9007199254740992.0", "f9007199254740992.0", "f-9007199254740991.0", "f9007199254740992.0", "f1.1102230246251565e-16", "f0.0", "f1.0", "f1.0", "U", "U", "U", "U", "U", "f0.0~f1.0", "F", "T", "T", "T", "F", "F"],
        ["T", "f3.7", "f4.7", "f-2.7", "f3.7", "f0.27027027027027023", "f0.0", "f1.0", "f1.0", "U", "U", "U", "U", "U", "f0.0~f1.0", "F", "T", "T", "T", "F", "F"],
        ["T", "T", "i2", "i0", "i1", "f1.0", "i1", "i0", "i1", "i2", "i0", "T", "T", "F", "i1~i0", "T", "F", "F", "T", "F", "T"],
        ["T", "F", "i1", "i1", "i0", "EZeroDivisionError:division by zero", "EZeroDivisionError:integer division or modulo by zero", "EZeroDivisionError:integer modulo by zero", "i1", "i1", "i1", "F", "T", "T", "EZeroDivisionError:integer division or modulo by zero", "F", "T", "F", "F", "T", "T"],
        ["T", "s", "U", "U", "s", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "F", "T", "C", "C", "C", "C"],
        ["T", "sab", "U", "U", "sab", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "F", "T", "C", "C", "C", "C"],
        ["T", "N", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "F", "T", "C", "C", "C", "C"],
        ["F", "i0", "i0", "i0", "i0", "EZeroDivisionError:division by zero", "EZeroDivisionError:integer division or modulo by zero", "EZeroDivisionError:integer modulo by zero", "i1", "i0", "i0", "i0", "i0", "i0", "EZeroDivisionError:integer division or modulo by zero", "T", "F", "F", "T", "F", "T"],
        ["F", "i1", "i1", "i-1", "i0", "f0.0", "i0", "i0", "i0", "i0", "i0", "i0", "i1", "i1", "i0~i0", "F", "T", "T", "T", "F", "F"],
        ["F", "i-1", "i-1", "i1", "i0", "f-0.0", "i0", "i0", "EZeroDivisionError:0.0 cannot be raised to a negative power", "EValueError:negative shift count", "EValueError:negative shift count", "i0", "i-1", "i-1", "i0~i0", "F", "T", "F", "F", "T", "T"],
        ["F", "i3", "i3", "i-3", "i0", "f0.0", "i0", "i0", "i0", "i0", "i0", "i0", "i3", "i3", "i0~i0", "F", "T", "T", "T", "F", "F"],
        ["F", "i-7", "i-7", "i7", "i0", "f-0.0", "i0", "i0", "EZeroDivisionError:0.0 cannot be raised to a negative power", "EValueError:negative shift count", "EValueError:negative shift count", "i0", "i-7", "i-7", "i0~i0", "F", "T", "F", "F", "T", "T"],
        ["F", "i9007199254740993", "i9007199254740993", "i-9007199254740993", "i0", "f0.0", "i0", "i0", "i0", "i0", "i0", "i0", "i9007199254740993", "i9007199254740993", "i0~i0", "F", "T", "T", "T", "F", "F"],
        ["F", "i9223372036854775807", "i9223372036854775807", "i-9223372036854775807", "i0", "f0.0", "i0", "i0", "i0", "i0", "i0", "i0", "i9223372036854775807", "i9223372036854775807", "i0~i0", "F", "T", "T", "T", "F", "F"],
        ["F", "i-9223372036854775808", "i-9223372036854775808", "i9223372036854775808", "i0", "f-0.0", "i0", "i0", "EZeroDivisionError:0.0 cannot be raised to a negative power", "EValueError:negative shift count", "EValueError:negative shift count", "i0", "i-9223372036854775808", "i-9223372036854775808", "i0~i0", "F", "T", "F", "F", "T", "T"],
        ["F", "i1180591620717411303424", "i1180591620717411303424", "i-1180591620717411303424", "i0", "f0.0", "i0", "i0", "i0", "i0", "i0", "i0", "i1180591620717411303424", "i1180591620717411303424", "i0~i0", "F", "T", "T", "T", "F", "F"],
        ["F", "i-36893488147419103232", "i-36893488147419103232", "i36893488147419103232", "i0", "f-0.0", "i0", "i0", "EZeroDivisionError:0.0 cannot be raised to a negative power", "EValueError:negative shift count", "EValueError:negative shift count", "i0", "i-36893488147419103232", "i-36893488147419103232", "i0~i0", "F", "T", "F", "F", "T", "T"],
        ["F", "f0.0", "f0.0", "f0.0", "f0.0", "EZeroDivisionError:float division by zero", "EZeroDivisionError:float floor division by zero", "EZeroDivisionError:float modulo", "f1.0", "U", "U", "U", "U", "U", "EZeroDivisionError:float divmod()", "T", "F", "F", "T", "F", "T"],
        ["F", "f-0.0", "f0.0", "f0.0", "f-0.0", "EZeroDivisionError:float division by zero", "EZeroDivisionError:float floor division by zero", "EZeroDivisionError:float modulo", "f1.0", "U", "U", "U", "U", "U", "EZeroDivisionError:float divmod()", "T", "F", "F", "T", "F", "T"],
        ["F", "f0.5", "f0.5", "f-0.5", "f0.0", "f0.0", "f0.0", "f0.0", "f0.0", "U", "U", "U", "U", "U", "f0.0~f0.0", "F", "T", "T", "T", "F", "F"],
        ["F", "f-1.5", "f-1.5", "f1.5", "f-0.0", "f-0.0", "f-0.0", "f-0.0", "EZeroDivisionError:0.0 cannot be raised to a negative power", "U", "U", "U", "U", "U", "f-0.0~f-0.0", "F", "T", "F", "F", "T", "T"],
        ["F", "f1e+308", "f1e+308", "f-1e+308", "f0.0", "f0.0", "f0.0", "f0.0", "f0.0", "U", "U", "U", "U", "U", "f0.0~f0.0", "F", "T", "T", "T", "F", "F"],
        ["F", "finf", "finf", "f-inf", "fnan", "f0.0", "f0.0", "f0.0", "f0.0", "U", "U", "U", "U", "U", "f0.0~f0.0", "F", "T", "T", "T", "F", "F"],
        ["F", "f-inf", "f-inf", "finf", "fnan", "f-0.0", "f-0.0", "f-0.0", "finf", "U", "U", "U", "U", "U", "f-0.0~f-0.0", "F", "T", "F", "F", "T", "T"],
        ["F", "fnan", "fnan", "fnan", "fnan", "fnan", "fnan", "fnan", "fnan", "U", "U", "U", "U", "U", "fnan~fnan", "F", "T", "F", "F", "F", "F"],
        ["F", "f9007199254740992.0", "f9007199254740992.0", "f-9007199254740992.0", "f0.0", "f0.0", "f0.0", "f0.0", "f0.0", "U", "U", "U", "U", "U", "f0.0~f0.0", "F", "T", "T", "T", "F", "F"],
        ["F", "f3.7", "f3.7", "f-3.7", "f0.0", "f0.0", "f0.0", "f0.0", "f0.0", "U", "U", "U", "U", "U", "f0.0~f0.0", "F", "T", "T", "T", "F", "F"],
        ["F", "T", "i1", "i-1", "i0", "f0.0", "i0", "i0", "i0", "i0", "i0", "F", "T", "T", "i0~i0", "F", "T", "T", "T", "F", "F"],
        ["F", "F", "i0", "i0", "i0", "EZeroDivisionError:division by zero", "EZeroDivisionError:integer division or modulo by zero", "EZeroDivisionError:integer modulo by zero", "i1", "i0", "i0", "F", "F", "F", "EZeroDivisionError:integer division or modulo by zero", "T", "F", "F", "T", "F", "T"],
        ["F", "s", "U", "U", "s", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "F", "T", "C", "C", "C", "C"],
        ["F", "sab", "U", "U", "s", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "F", "T", "C", "C", "C", "C"],
        ["F", "N", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "F", "T", "C", "C", "C", "C"],
        ["s", "i0", "ETypeError:can only concatenate str (not \"int\") to str", "U", "s", "U", "U", "-", "U", "U", "U", "U", "U", "U", "U", "F", "T", "C", "C", "C", "C"],
        ["s", "i1", "ETypeError:can only concatenate str (not \"int\") to str", "U", "s", "U", "U", "-", "U", "U", "U", "U", "U", "U", "U", "F", "T", "C", "C", "C", "C"],
        ["s", "i-1", "ETypeError:can only concatenate str (not \"int\") to str", "U", "s", "U", "U", "-", "U", "U", "U", "U", "U", "U", "U", "F", "T", "C", "C", "C", "C"],
        ["s", "i3", "ETypeError:can only concatenate str (not \"int\") to str", "U", "s", "U", "U", "-", "U", "U", "U", "U", "U", "U", "U", "F", "T", "C", "C", "C", "C"],
        ["s", "i-7", "ETypeError:can only concatenate str (not \"int\") to str", "U", "s", "U", "U", "-", "U", "U", "U", "U", "U", "U", "U", "F", "T", "C", "C", "C", "C"],
        ["s", "i9007199254740993", "ETypeError:can only concatenate str (not \"int\") to str", "U", "s", "U", "U", "-", "U", "U", "U", "U", "U", "U", "U", "F", "T", "C", "C", "C", "C"],
        ["s", "i9223372036854775807", "ETypeError:can only concatenate str (not \"int\") to str", "U", "s", "U", "U", "-", "U", "U", "U", "U", "U", "U", "U", "F", "T", "C", "C", "C", "C"],
        ["s", "i-9223372036854775808", "ETypeError:can only concatenate str (not \"int\") to str", "U", "s", "U", "U", "-", "U", "U", "U", "U", "U", "U", "U", "F", "T", "C", "C", "C", "C"],
        ["s", "i1180591620717411303424", "ETypeError:can only concatenate str (not \"int\") to str", "U", "EOverflowError:cannot fit 'int' into an index-sized integer", "U", "U", "-", "U", "U", "U", "U", "U", "U", "U", "F", "T", "C", "C", "C", "C"],
        ["s", "i-36893488147419103232", "ETypeError:can only concatenate str (not \"int\") to str", "U", "EOverflowError:cannot fit 'int' into an index-sized integer", "U", "U", "-", "U", "U", "U", "U", "U", "U", "U", "F", "T", "C", "C", "C", "C"],
        ["s", "f0.0", "ETypeError:can only concatenate str (not \"float\") to str", "U", "ETypeError:can't multiply sequence by non-int of type 'float'", "U", "U", "-", "U", "U", "U", "U", "U", "U", "U", "F", "T", "C", "C", "C", "C"],
        ["s", "f-0.0", "ETypeError:can only concatenate str (not \"float\") to str", "U", "ETypeError:can't multiply sequence by non-int of type 'float'", "U", "U", "-", "U", "U", "U", "U", "U", "U", "U", "F", "T", "C", "C", "C", "C"],
        ["s", "f0.5", "ETypeError:can only concatenate str (not \"float\") to str", "U", "ETypeError:can't multiply sequence by non-int of type 'float'", "U", "U", "-", "U", "U", "U", "U", "U", "U", "U", "F", "T", "C", "C", "C", "C"],
        ["s", "f-1.5", "ETypeError:can only concatenate str (not \"float\") to str", "U", "ETypeError:can't multiply sequence by non-int of type 'float'", "U", "U", "-", "U", "U", "U", "U", "U", "U", "U", "F", "T", "C", "C", "C", "C"],
        ["s", "f1e+308", "ETypeError:can only concatenate str (not \"float\") to str", "U", "ETypeError:can't multiply sequence by non-int of type 'float'", "U", "U", "-", "U", "U", "U", "U", "U", "U", "U", "F", "T", "C", "C", "C", "C"],
        ["s", "finf", "ETypeError:can only concatenate str (not \"float\") to str", "U", "ETypeError:can't multiply sequence by non-int of type 'float'", "U", "U", "-", "U", "U", "U", "U", "U", "U", "U", "F", "T", "C", "C", "C", "C"],
        ["s", "f-inf", "ETypeError:can only concatenate str (not \"float\") to str", "U", "ETypeError:can't multiply sequence by non-int of type 'float'", "U", "U", "-", "U", "U", "U", "U", "U", "U", "U", "F", "T", "C", "C", "C", "C"],
        ["s", "fnan", "ETypeError:can only concatenate str (not \"float\") to str", "U", "ETypeError:can't multiply sequence by non-int of type 'float'", "U", "U", "-", "U", "U", "U", "U", "U", "U", "U", "F", "T", "C", "C", "C", "C"],
        ["s", "f9007199254740992.0", "ETypeError:can only concatenate str (not \"float\") to str", "U", "ETypeError:can't multiply sequence by non-int of type 'float'", "U", "U", "-", "U", "U", "U", "U", "U", "U", "U", "F", "T", "C", "C", "C", "C"],
        ["s", "f3.7", "ETypeError:can only concatenate str (not \"float\") to str", "U", "ETypeError:can't multiply sequence by non-int of type 'float'", "U", "U", "-", "U", "U", "U", "U", "U", "U", "U", "F", "T", "C", "C", "C", "C"],
        ["s", "T", "ETypeError:can only concatenate str (not \"bool\") to str", "U", "s", "U", "U", "-", "U", "U", "U", "U", "U", "U", "U", "F", "T", "C", "C", "C", "C"],
        ["s", "F", "ETypeError:can only concatenate str (not \"bool\") to str", "U", "s", "U", "U", "-", "U", "U", "U", "U", "U", "U", "U", "F", "T", "C", "C", "C", "C"],
        ["s", "s", "s", "U", "ETypeError:can't multiply sequence by non-int of type 'str'", "U", "U", "-", "U", "U", "U", "U", "U", "U", "U", "T", "F", "F", "T", "F", "T"],
        ["s", "sab", "sab", "U", "ETypeError:can't multiply sequence by non-int of type 'str'", "U", "U", "-", "U", "U", "U", "U", "U", "U", "U", "F", "T", "T", "T", "F", "F"],
        ["s", "N", "ETypeError:can only concatenate str (not \"NoneType\") to str", "U", "ETypeError:can't multiply sequence by non-int of type 'NoneType'", "U", "U", "-", "U", "U", "U", "U", "U", "U", "U", "F", "T", "C", "C", "C", "C"],
        ["sab", "i0", "ETypeError:can only concatenate str (not \"int\") to str", "U", "s", "U", "U", "-", "U", "U", "U", "U", "U", "U", "U", "F", "T", "C", "C", "C", "C"],
        ["sab", "i1", "ETypeError:can only concatenate str (not \"int\") to str", "U", "sab", "U", "U", "-", "U", "U", "U", "U", "U", "U", "U", "F", "T", "C", "C", "C", "C"],
        ["sab", "i-1", "ETypeError:can only concatenate str (not \"int\") to str", "U", "s", "U", "U", "-", "U", "U", "U", "U", "U", "U", "U", "F", "T", "C", "C", "C", "C"],
        ["sab", "i3", "ETypeError:can only concatenate str (not \"int\") to str", "U", "sababab", "U", "U", "-", "U", "U", "U", "U", "U", "U", "U", "F", "T", "C", "C", "C", "C"],
        ["sab", "i-7", "ETypeError:can only concatenate str (not \"int\") to str", "U", "s", "U", "U", "-", "U", "U", "U", "U", "U", "U", "U", "F", "T", "C", "C", "C", "C"],
        ["sab", "i9007199254740993", "ETypeError:can only concatenate str (not \"int\") to str", "U", "EMemoryError:", "U", "U", "-", "U", "U", "U", "U", "U", "U", "U", "F", "T", "C", "C", "C", "C"],
        ["sab", "i9223372036854775807", "ETypeError:can only concatenate str (not \"int\") to str", "U", "EOverflowError:repeated string is too long", "U", "U", "-", "U", "U", "U", "U", "U", "U", "U", "F", "T", "C", "C", "C", "C"],
        ["sab", "i-9223372036854775808", "ETypeError:can only concatenate str (not \"int\") to str", "U", "s", "U", "U", "-", "U", "U", "U", "U", "U", "U", "U", "F", "T", "C", "C", "C", "C"],
        ["sab", "i1180591620717411303424", "ETypeError:can only concatenate str (not \"int\") to str", "U", "EOverflowError:cannot fit 'int' into an index-sized integer", "U", "U", "-", "U", "U", "U", "U", "U", "U", "U", "F", "T", "C", "C", "C", "C"],
        ["sab", "i-36893488147419103232", "ETypeError:can only concatenate str (not \"int\") to str", "U", "EOverflowError:cannot fit 'int' into an index-sized integer", "U", "U", "-", "U", "U", "U", "U", "U", "U", "U", "F", "T", "C", "C", "C", "C"],
        ["sab", "f0.0", "ETypeError:can only concatenate str (not \"float\") to str", "U", "ETypeError:can't multiply sequence by non-int of type 'float'", "U", "U", "-", "U", "U", "U", "U", "U", "U", "U", "F", "T", "C", "C", "C", "C"],
        ["sab", "f-0.0", "ETypeError:can only concatenate str (not \"float\") to str", "U", "ETypeError:can't multiply sequence by non-int of type 'float'", "U", "U", "-", "U", "U", "U", "U", "U", "U", "U", "F", "T", "C", "C", "C", "C"],
        ["sab", "f0.5", "ETypeError:can only concatenate str (not \"float\") to str", "U", "ETypeError:can't multiply sequence by non-int of type 'float'", "U", "U", "-", "U", "U", "U", "U", "U", "U", "U", "F", "T", "C", "C", "C", "C"],
        ["sab", "f-1.5", "ETypeError:can only concatenate str (not \"float\") to str", "U", "ETypeError:can't multiply sequence by non-int of type 'float'", "U", "U", "-", "U", "U", "U", "U", "U", "U", "U", "F", "T", "C", "C", "C", "C"],
        ["sab", "f1e+308", "ETypeError:can only concatenate str (not \"float\") to str", "U", "ETypeError:can't multiply sequence by non-int of type 'float'", "U", "U", "-", "U", "U", "U", "U", "U", "U", "U", "F", "T", "C", "C", "C", "C"],
        ["sab", "finf", "ETypeError:can only concatenate str (not \"float\") to str", "U", "ETypeError:can't multiply sequence by non-int of type 'float'", "U", "U", "-", "U", "U", "U", "U", "U", "U", "U", "F", "T", "C", "C", "C", "C"],
        ["sab", "f-inf", "ETypeError:can only concatenate str (not \"float\") to str", "U", "ETypeError:can't multiply sequence by non-int of type 'float'", "U", "U", "-", "U", "U", "U", "U", "U", "U", "U", "F", "T", "C", "C", "C", "C"],
        ["sab", "fnan", "ETypeError:can only concatenate str (not \"float\") to str", "U", "ETypeError:can't multiply sequence by non-int of type 'float'", "U", "U", "-", "U", "U", "U", "U", "U", "U", "U", "F", "T", "C", "C", "C", "C"],
        ["sab", "f9007199254740992.0", "ETypeError:can only concatenate str (not \"float\") to str", "U", "ETypeError:can't multiply sequence by non-int of type 'float'", "U", "U", "-", "U", "U", "U", "U", "U", "U", "U", "F", "T", "C", "C", "C", "C"],
        ["sab", "f3.7", "ETypeError:can only concatenate str (not \"float\") to str", "U", "ETypeError:can't multiply sequence by non-int of type 'float'", "U", "U", "-", "U", "U", "U", "U", "U", "U", "U", "F", "T", "C", "C", "C", "C"],
        ["sab", "T", "ETypeError:can only concatenate str (not \"bool\") to str", "U", "sab", "U", "U", "-", "U", "U", "U", "U", "U", "U", "U", "F", "T", "C", "C", "C", "C"],
        ["sab", "F", "ETypeError:can only concatenate str (not \"bool\") to str", "U", "s", "U", "U", "-", "U", "U", "U", "U", "U", "U", "U", "F", "T", "C", "C", "C", "C"],
        ["sab", "s", "sab", "U", "ETypeError:can't multiply sequence by non-int of type 'str'", "U", "U", "-", "U", "U", "U", "U", "U", "U", "U", "F", "T", "F", "F", "T", "T"],
        ["sab", "sab", "sabab", "U", "ETypeError:can't multiply sequence by non-int of type 'str'", "U", "U", "-", "U", "U", "U", "U", "U", "U", "U", "T", "F", "F", "T", "F", "T"],
        ["sab", "N", "ETypeError:can only concatenate str (not \"NoneType\") to str", "U", "ETypeError:can't multiply sequence by non-int of type 'NoneType'", "U", "U", "-", "U", "U", "U", "U", "U", "U", "U", "F", "T", "C", "C", "C", "C"],
        ["N", "i0", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "F", "T", "C", "C", "C", "C"],
        ["N", "i1", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "F", "T", "C", "C", "C", "C"],
        ["N", "i-1", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "F", "T", "C", "C", "C", "C"],
        ["N", "i3", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "F", "T", "C", "C", "C", "C"],
        ["N", "i-7", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "F", "T", "C", "C", "C", "C"],
        ["N", "i9007199254740993", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "F", "T", "C", "C", "C", "C"],
        ["N", "i9223372036854775807", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "F", "T", "C", "C", "C", "C"],
        ["N", "i-9223372036854775808", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "F", "T", "C", "C", "C", "C"],
        ["N", "i1180591620717411303424", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "F", "T", "C", "C", "C", "C"],
        ["N", "i-36893488147419103232", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "F", "T", "C", "C", "C", "C"],
        ["N", "f0.0", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "F", "T", "C", "C", "C", "C"],
        ["N", "f-0.0", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "F", "T", "C", "C", "C", "C"],
        ["N", "f0.5", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "F", "T", "C", "C", "C", "C"],
        ["N", "f-1.5", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "F", "T", "C", "C", "C", "C"],
        ["N", "f1e+308", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "F", "T", "C", "C", "C", "C"],
        ["N", "finf", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "F", "T", "C", "C", "C", "C"],
        ["N", "f-inf", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "F", "T", "C", "C", "C", "C"],
        ["N", "fnan", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "F", "T", "C", "C", "C", "C"],
        ["N", "f9007199254740992.0", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "F", "T", "C", "C", "C", "C"],
        ["N", "f3.7", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "F", "T", "C", "C", "C", "C"],
        ["N", "T", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "F", "T", "C", "C", "C", "C"],
        ["N", "F", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "F", "T", "C", "C", "C", "C"],
        ["N", "s", "U", "U", "ETypeError:can't multiply sequence by non-int of type 'NoneType'", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "F", "T", "C", "C", "C", "C"],
        ["N", "sab", "U", "U", "ETypeError:can't multiply sequence by non-int of type 'NoneType'", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "F", "T", "C", "C", "C", "C"],
        ["N", "N", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "U", "T", "F", "C", "C", "C", "C"],
    ];
    #[rustfmt::skip]
    const UNARY: &[[&str; 13]] = &[
        ["i0", "i0", "i0", "i-1", "i0", "F", "i0", "f0.0", "i0", "i0", "i0", "i0", "i0"],
        ["i1", "i-1", "i1", "i-2", "i1", "T", "i1", "f1.0", "i1", "i1", "i1", "i1", "i1"],
        ["i-1", "i1", "i-1", "i0", "i1", "T", "i-1", "f-1.0", "i-1", "i-1", "i-1", "i-1", "i-1"],
        ["i3", "i-3", "i3", "i-4", "i3", "T", "i3", "f3.0", "i3", "i3", "i3", "i3", "i3"],
        ["i-7", "i7", "i-7", "i6", "i7", "T", "i-7", "f-7.0", "i-7", "i-7", "i-7", "i-7", "i-7"],
        ["i9007199254740993", "i-9007199254740993", "i9007199254740993", "i-9007199254740994", "i9007199254740993", "T", "i9007199254740993", "f9007199254740992.0", "i9007199254740993", "i9007199254740993", "i9007199254740993", "i9007199254740993", "i9007199254740993"],
        ["i9223372036854775807", "i-9223372036854775807", "i9223372036854775807", "i-9223372036854775808", "i9223372036854775807", "T", "i9223372036854775807", "f9.223372036854776e+18", "i9223372036854775807", "i9223372036854775807", "i9223372036854775807", "i9223372036854775807", "i9223372036854775807"],
        ["i-9223372036854775808", "i9223372036854775808", "i-9223372036854775808", "i9223372036854775807", "i9223372036854775808", "T", "i-9223372036854775808", "f-9.223372036854776e+18", "i-9223372036854775808", "i-9223372036854775808", "i-9223372036854775808", "i-9223372036854775808", "i-9223372036854775808"],
        ["i1180591620717411303424", "i-1180591620717411303424", "i1180591620717411303424", "i-1180591620717411303425", "i1180591620717411303424", "T", "i1180591620717411303424", "f1.1805916207174113e+21", "i1180591620717411303424", "i1180591620717411303424", "i1180591620717411303424", "EIndexError:cannot fit 'int' into an index-sized integer", "i1180591620717411303424"],
        ["i-36893488147419103232", "i36893488147419103232", "i-36893488147419103232", "i36893488147419103231", "i36893488147419103232", "T", "i-36893488147419103232", "f-3.6893488147419103e+19", "i-36893488147419103232", "i-36893488147419103232", "i-36893488147419103232", "EIndexError:cannot fit 'int' into an index-sized integer", "i-36893488147419103232"],
        ["f0.0", "f-0.0", "f0.0", "ETypeError:bad operand type for unary ~: 'float'", "f0.0", "F", "i0", "f0.0", "i0", "i0", "i0", "ETypeError:'float' object cannot be interpreted as an integer", "ETypeError:'float' object cannot be interpreted as an integer"],
        ["f-0.0", "f0.0", "f-0.0", "ETypeError:bad operand type for unary ~: 'float'", "f0.0", "F", "i0", "f-0.0", "i0", "i0", "i0", "ETypeError:'float' object cannot be interpreted as an integer", "ETypeError:'float' object cannot be interpreted as an integer"],
        ["f0.5", "f-0.5", "f0.5", "ETypeError:bad operand type for unary ~: 'float'", "f0.5", "T", "i0", "f0.5", "i0", "i1", "i0", "ETypeError:'float' object cannot be interpreted as an integer", "ETypeError:'float' object cannot be interpreted as an integer"],
        ["f-1.5", "f1.5", "f-1.5", "ETypeError:bad operand type for unary ~: 'float'", "f1.5", "T", "i-1", "f-1.5", "i-2", "i-1", "i-1", "ETypeError:'float' object cannot be interpreted as an integer", "ETypeError:'float' object cannot be interpreted as an integer"],
        ["f1e+308", "f-1e+308", "f1e+308", "ETypeError:bad operand type for unary ~: 'float'", "f1e+308", "T", "i100000000000000001097906362944045541740492309677311846336810682903157585404911491537163328978494688899061249669721172515611590283743140088328307009198146046031271664502933027185697489699588559043338384466165001178426897626212945177628091195786707458122783970171784415105291802893207873272974885715430223118336", "f1e+308", "i100000000000000001097906362944045541740492309677311846336810682903157585404911491537163328978494688899061249669721172515611590283743140088328307009198146046031271664502933027185697489699588559043338384466165001178426897626212945177628091195786707458122783970171784415105291802893207873272974885715430223118336", "i100000000000000001097906362944045541740492309677311846336810682903157585404911491537163328978494688899061249669721172515611590283743140088328307009198146046031271664502933027185697489699588559043338384466165001178426897626212945177628091195786707458122783970171784415105291802893207873272974885715430223118336", "i100000000000000001097906362944045541740492309677311846336810682903157585404911491537163328978494688899061249669721172515611590283743140088328307009198146046031271664502933027185697489699588559043338384466165001178426897626212945177628091195786707458122783970171784415105291802893207873272974885715430223118336", "ETypeError:'float' object cannot be interpreted as an integer", "ETypeError:'float' object cannot be interpreted as an integer"],
        ["finf", "f-inf", "finf", "ETypeError:bad operand type for unary ~: 'float'", "finf", "T", "EOverflowError:cannot convert float infinity to integer", "finf", "EOverflowError:cannot convert float infinity to integer", "EOverflowError:cannot convert float infinity to integer", "EOverflowError:cannot convert float infinity to integer", "ETypeError:'float' object cannot be interpreted as an integer", "ETypeError:'float' object cannot be interpreted as an integer"],
        ["f-inf", "finf", "f-inf", "ETypeError:bad operand type for unary ~: 'float'", "finf", "T", "EOverflowError:cannot convert float infinity to integer", "f-inf", "EOverflowError:cannot convert float infinity to integer", "EOverflowError:cannot convert float infinity to integer", "EOverflowError:cannot convert float infinity to integer", "ETypeError:'float' object cannot be interpreted as an integer", "ETypeError:'float' object cannot be interpreted as an integer"],
        ["fnan", "fnan", "fnan", "ETypeError:bad operand type for unary ~: 'float'", "fnan", "T", "EValueError:cannot convert float NaN to integer", "fnan", "EValueError:cannot convert float NaN to integer", "EValueError:cannot convert float NaN to integer", "EValueError:cannot convert float NaN to integer", "ETypeError:'float' object cannot be interpreted as an integer", "ETypeError:'float' object cannot be interpreted as an integer"],
        ["f9007199254740992.0", "f-9007199254740992.0", "f9007199254740992.0", "ETypeError:bad operand type for unary ~: 'float'", "f9007199254740992.0", "T", "i9007199254740992", "f9007199254740992.0", "i9007199254740992", "i9007199254740992", "i9007199254740992", "ETypeError:'float' object cannot be interpreted as an integer", "ETypeError:'float' object cannot be interpreted as an integer"],
        ["f3.7", "f-3.7", "f3.7", "ETypeError:bad operand type for unary ~: 'float'", "f3.7", "T", "i3", "f3.7", "i3", "i4", "i3", "ETypeError:'float' object cannot be interpreted as an integer", "ETypeError:'float' object cannot be interpreted as an integer"],
        ["T", "i-1", "i1", "i-2", "i1", "T", "i1", "f1.0", "i1", "i1", "i1", "i1", "i1"],
        ["F", "i0", "i0", "i-1", "i0", "F", "i0", "f0.0", "i0", "i0", "i0", "i0", "i0"],
        ["s", "ETypeError:bad operand type for unary -: 'str'", "ETypeError:bad operand type for unary +: 'str'", "ETypeError:bad operand type for unary ~: 'str'", "ETypeError:bad operand type for abs(): 'str'", "F", "-", "-", "ETypeError:must be real number, not str", "ETypeError:must be real number, not str", "ETypeError:type str doesn't define __trunc__ method", "ETypeError:'str' object cannot be interpreted as an integer", "ETypeError:'str' object cannot be interpreted as an integer"],
        ["sab", "ETypeError:bad operand type for unary -: 'str'", "ETypeError:bad operand type for unary +: 'str'", "ETypeError:bad operand type for unary ~: 'str'", "ETypeError:bad operand type for abs(): 'str'", "T", "-", "-", "ETypeError:must be real number, not str", "ETypeError:must be real number, not str", "ETypeError:type str doesn't define __trunc__ method", "ETypeError:'str' object cannot be interpreted as an integer", "ETypeError:'str' object cannot be interpreted as an integer"],
        ["N", "ETypeError:bad operand type for unary -: 'NoneType'", "ETypeError:bad operand type for unary +: 'NoneType'", "ETypeError:bad operand type for unary ~: 'NoneType'", "ETypeError:bad operand type for abs(): 'NoneType'", "F", "ETypeError:int() argument must be a string, a bytes-like object or a real number, not 'NoneType'", "ETypeError:float() argument must be a string or a real number, not 'NoneType'", "ETypeError:must be real number, not NoneType", "ETypeError:must be real number, not NoneType", "ETypeError:type NoneType doesn't define __trunc__ method", "ETypeError:'NoneType' object cannot be interpreted as an integer", "ETypeError:'NoneType' object cannot be interpreted as an integer"],
        ["f1e-310", "f-1e-310", "f1e-310", "ETypeError:bad operand type for unary ~: 'float'", "f1e-310", "T", "i0", "f1e-310", "i0", "i1", "i0", "ETypeError:'float' object cannot be interpreted as an integer", "ETypeError:'float' object cannot be interpreted as an integer"],
        ["f-2.5", "f2.5", "f-2.5", "ETypeError:bad operand type for unary ~: 'float'", "f2.5", "T", "i-2", "f-2.5", "i-3", "i-2", "i-2", "ETypeError:'float' object cannot be interpreted as an integer", "ETypeError:'float' object cannot be interpreted as an integer"],
        ["f2.5", "f-2.5", "f2.5", "ETypeError:bad operand type for unary ~: 'float'", "f2.5", "T", "i2", "f2.5", "i2", "i3", "i2", "ETypeError:'float' object cannot be interpreted as an integer", "ETypeError:'float' object cannot be interpreted as an integer"],
        ["f1e+19", "f-1e+19", "f1e+19", "ETypeError:bad operand type for unary ~: 'float'", "f1e+19", "T", "i10000000000000000000", "f1e+19", "i10000000000000000000", "i10000000000000000000", "i10000000000000000000", "ETypeError:'float' object cannot be interpreted as an integer", "ETypeError:'float' object cannot be interpreted as an integer"],
        ["f-1e+19", "f1e+19", "f-1e+19", "ETypeError:bad operand type for unary ~: 'float'", "f1e+19", "T", "i-10000000000000000000", "f-1e+19", "i-10000000000000000000", "i-10000000000000000000", "i-10000000000000000000", "ETypeError:'float' object cannot be interpreted as an integer", "ETypeError:'float' object cannot be interpreted as an integer"],
        ["i9223372036854775808", "i-9223372036854775808", "i9223372036854775808", "i-9223372036854775809", "i9223372036854775808", "T", "i9223372036854775808", "f9.223372036854776e+18", "i9223372036854775808", "i9223372036854775808", "i9223372036854775808", "EIndexError:cannot fit 'int' into an index-sized integer", "i9223372036854775808"],
        ["i-9223372036854775809", "i9223372036854775809", "i-9223372036854775809", "i9223372036854775808", "i9223372036854775809", "T", "i-9223372036854775809", "f-9.223372036854776e+18", "i-9223372036854775809", "i-9223372036854775809", "i-9223372036854775809", "EIndexError:cannot fit 'int' into an index-sized integer", "i-9223372036854775809"],
        ["f1e+300", "f-1e+300", "f1e+300", "ETypeError:bad operand type for unary ~: 'float'", "f1e+300", "T", "i1000000000000000052504760255204420248704468581108159154915854115511802457988908195786371375080447864043704443832883878176942523235360430575644792184786706982848387200926575803737830233794788090059368953234970799945081119038967640880074652742780142494579258788820056842838115669472196386865459400540160", "f1e+300", "i1000000000000000052504760255204420248704468581108159154915854115511802457988908195786371375080447864043704443832883878176942523235360430575644792184786706982848387200926575803737830233794788090059368953234970799945081119038967640880074652742780142494579258788820056842838115669472196386865459400540160", "i1000000000000000052504760255204420248704468581108159154915854115511802457988908195786371375080447864043704443832883878176942523235360430575644792184786706982848387200926575803737830233794788090059368953234970799945081119038967640880074652742780142494579258788820056842838115669472196386865459400540160", "i1000000000000000052504760255204420248704468581108159154915854115511802457988908195786371375080447864043704443832883878176942523235360430575644792184786706982848387200926575803737830233794788090059368953234970799945081119038967640880074652742780142494579258788820056842838115669472196386865459400540160", "ETypeError:'float' object cannot be interpreted as an integer", "ETypeError:'float' object cannot be interpreted as an integer"],
        ["f-0.5", "f0.5", "f-0.5", "ETypeError:bad operand type for unary ~: 'float'", "f0.5", "T", "i0", "f-0.5", "i-1", "i0", "i0", "ETypeError:'float' object cannot be interpreted as an integer", "ETypeError:'float' object cannot be interpreted as an integer"],
        ["f4503599627370495.5", "f-4503599627370495.5", "f4503599627370495.5", "ETypeError:bad operand type for unary ~: 'float'", "f4503599627370495.5", "T", "i4503599627370495", "f4503599627370495.5", "i4503599627370495", "i4503599627370496", "i4503599627370495", "ETypeError:'float' object cannot be interpreted as an integer", "ETypeError:'float' object cannot be interpreted as an integer"],
        ["f1.5", "f-1.5", "f1.5", "ETypeError:bad operand type for unary ~: 'float'", "f1.5", "T", "i1", "f1.5", "i1", "i2", "i1", "ETypeError:'float' object cannot be interpreted as an integer", "ETypeError:'float' object cannot be interpreted as an integer"],
        ["sx", "ETypeError:bad operand type for unary -: 'str'", "ETypeError:bad operand type for unary +: 'str'", "ETypeError:bad operand type for unary ~: 'str'", "ETypeError:bad operand type for abs(): 'str'", "T", "-", "-", "ETypeError:must be real number, not str", "ETypeError:must be real number, not str", "ETypeError:type str doesn't define __trunc__ method", "ETypeError:'str' object cannot be interpreted as an integer", "ETypeError:'str' object cannot be interpreted as an integer"],
    ];
    #[rustfmt::skip]
    const TRUEDIV: &[[&str; 3]] = &[
        ["i-18584937378559421030", "i1373219457123375856745437856748489202264650022872943864900564", "f-1.3533843612652562e-41"],
        ["i-1", "i718594618915555850", "f-1.3916051883454375e-18"],
        ["i-20130695889482657119", "i1", "f-2.0130695889482658e+19"],
        ["i6010102633408342", "i29541786425217630478", "f0.00020344411630699366"],
        ["i1290852290417575397502351867999181584866866830377525052727835", "i863713586453043298", "f1.494537437715476e+42"],
        ["i7895302888570032", "i1", "f7895302888570032.0"],
        ["i1", "i25407575810560778849", "f3.9358339711588905e-20"],
        ["i-842037077635095799373244515144907569053110984940169667279358", "i979", "f-8.600991599949906e+56"],
        ["i-11313414874652365052521451750081302436013387069773003456258799181834659709791929545321276278873131985530322047793148858874399737536465328571389289114466491907691153428094105031492426176487656786385749052391571836478625535405459680568112524864698882345931464908517109157150861906322362656929017367711066016855905", "i1308896311464541612605321579305908156817658222061559865043456", "f-8.643476779297844e+249"],
        ["i14009234663825844", "i-11427156717929055625", "f-0.0012259597911915868"],
        ["i-849", "i15066641528650138592", "f-5.634965153883662e-17"],
        ["i8276218683456980543631573898339077945893935269755677922803749175894507834697971103681920626465682296401172053939677010300229528190398395331644022458407130819707897739679754083731731758718747482517479781016871340379339743235901844193153377675312403690683020718812492430297446272344111737926779221049006459220802", "i-811", "f-1.0204955220045598e+307"],
        ["i12936913678905216222720551371903946562281979558519947041521464029457386159993704785871926594960442859284619146234239728198861618976918316990601405409351675025550589404043162002305573522060798889458566680312788763210720975855584890630805595841268486210174143147775513622708938204917009893627374255202925211539953930832986769483854117", "i14643025534814039", "EOverflowError:integer division result too large for a float"],
        ["i-998578123798", "i803272859461383393486549651675", "f-1.2431368893349318e-18"],
        ["i-712643935607", "i730", "f-976224569.3246576"],
        ["i1", "i6262941367023839544863137671577186164189621251468503077374605585718804382516464146678224059387329460663622956612453364842827593313049523156735293415398628538244766030558620663971914177500373611455687637447132846422117443188119109548505821037961449188940434078267647575657160554112667151032078166050766416923623", "f1.596693855806e-310"],
        ["i16397748243552112", "i1144153860322832700995465182672863286084781116925968882637102", "f1.4331768490406832e-44"],
        ["i-1176583433641955873800676102627715973443483375880881982505525", "i886397676982", "f-1.3273764859673123e+48"],
        ["i-23951641170933587109", "i25834883943059561788", "f-0.9271046552298564"],
        ["i15663980197230670", "i771283291528552216", "f0.020308984220554455"],
        ["i-1286983462495382539898286844302644208551327158307201150963556", "i33192332243643930757", "f-3.8773517119811e+40"],
        ["i-35345501661281941649", "i1274224522369781293988695384449243924600781797335571429818261", "f-2.7738833338058016e-41"],
        ["i8597312548988200286224027214243254809739473299695140436395969532781380576701451350255666801539929342138569219977239854384792188501790691582092417595383763253954926125057466019992361067297198609195404449023242093940472253396841750529216641241394244993660902834147097697255045717589812595561800550746887475688419", "i583559668962", "f1.4732533802893833e+298"],
        ["i7733344623308902037843017753467502771322524500881585341544029786015713400494146034542839356701056789689680778518210202788992596129347654391314977649398075735079859306737296677476720288173194683647567564731600169201806478666405679366537319388423499993634055573414732826513082752682207877284779917141050061026571", "i-1085562275874665919753294129171608271785392053963541367453495", "f-7.123814814841409e+249"],
        ["i587885888774", "i661", "f889388636.5718608"],
        ["i-5983034135017924", "i-1061114973250849513181531615863", "f5.638440966192571e-15"],
        ["i1098258473573", "i1255310286873807584310263548847", "f8.74890045160129e-19"],
        ["i952", "i11352053551772523394334048350809116864684024970020771684360930308901271088460569867544850208438961244866062394798904744347430626622309957529991595020241812577442085159309449004421730145345272589985927914519883746333440009709609110622425602187248413762264953705331928394646607274360751713213053394227113226962349", "f8.386147895253309e-308"],
        ["i8566231852117089330806290573342416257591360022083010256820957116034971711174829047182654456945575046722826995464915178963810442357787461577257990431685535207412873897453655281492964680666638832972595122864432247504813119218729744189619893453073419565685243350751857874933152609730556421485614748501709725996628", "i1439266657300233114906242955910835957133563485019591169669594", "f5.951803169112227e+249"],
        ["i905354943516545727", "i1136057262188652216", "f0.7969272092608688"],
        ["i940048249197116102020607207816", "i-1345577450185605415154637443349561914350440583209180239851191", "f-6.986206918579442e-31"],
        ["i-13326272198816914054841341082152566457642013672217953000191019333713817904594445724557372857773871340803944062771938443041882713170422003438382921934037271333511377023842943043486294623791939236949514450426669467089529909375913330883986530180723002132097411192643668389726726225183695679321704639116369687785838588024078350887903399", "i-1008606959685006983049686921840", "f1.321255229388738e+301"],
        ["i1339543140344767331925582966182610428192683507804897160654561", "i803", "f1.668173275647282e+57"],
        ["i559", "i17868009870545132", "f3.128496145065906e-14"],
        ["i1102898430216639916", "i1073386994291112219075177072477", "f1.0274937520973203e-12"],
        ["i-35623135127376072898", "i-1085568913864959148", "f32.81517614625382"],
        ["i-552", "i19849740216998541848", "f-2.780892817565888e-17"],
        ["i1011983033998442226", "i4768248058550777", "f212.23372223340584"],
        ["i8238817014080314473444088836426036908642204286871565484844776989875226686361847301462485426127598902110011185189237602793260325205254055677644746555976769494485521224877397438240111273155879137972171228675729645828842854371508541517421876963514634578336937632807060403464735643308610617451584563686000889940009", "i980447498482581105318069023696951597278191831715874092618737", "f8.403119011299805e+249"],
        ["i27704102059721726154", "i16013209221237159", "f1730.0780672358783"],
        ["i10348288557499180", "i7081489820659600", "f1.4613151779600095"],
        ["i1004609614286", "i8637473765247507", "f0.00011630826808736627"],
        ["i627016394135836864", "i-28590214705243642552", "f-0.021931153739144105"],
        ["i-7145559190054511668034594161957837256884459414155274578763173250409484320498837366032139500557978870844935752498786484902656793119563829755803215539371020097895083897925242768977513564973433576622436624152553496866159701955677793500920560669248946623816058673019267279312066727903611335516044305770287605976067516494635394945210147", "i1120830292469371655711782270722", "f-6.375237391480276e+300"],
        ["i736931319393013604537586353611", "i730439846457302662", "f1008887073955.7749"],
        ["i13701624403024741847", "i-652472371262903337", "f-20.999547270491075"],
        ["i-6753150778184520", "i-11820530933412801", "f0.5713068910547459"],
        ["i-1186760010370759686547651501513", "i4705452612441770", "f-252209533942139.1"],
        ["i6524473405975625", "i9257503943011453551", "f0.0007047767352992585"],
        ["i797024197373493341", "i-1099466563258791583679818696808", "f-7.249189961822335e-13"],
        ["i6874720858816501", "i17002740873671061234", "f0.00040433015534936987"],
        ["i10324387842498075087190161133636999743830541918370085455874731345862568640775196620968918313130631776827952001949356952330672867612796239477436673413761567949319508517803980989604155730721019614918132500883483729247461814140358072346106369719144903871971946779068934844317360529111546838613560945248577651275654", "i15804080027576870816", "f6.532735739431105e+290"],
        ["i-934", "i-773084676321394442", "f1.2081470873854292e-15"],
        ["i5073480814814634", "i1", "f5073480814814634.0"],
        ["i-674106038720996224981729631307", "i12369302893564523188914776743624025547537252398312836952676605973911706943175998571957268437528038536993171448905016103966772719586206570420350423484727568333279440769260316184746547421192686766647000652944794008565849209143696222035121535662854970097964051030894280905512333200283554027425954074022282839335305796010074929298505423", "f-5.44983047566665e-302"],
        ["i10558583419910189961027698520265063759280815661665265690356692098290631580868039884812706648923728433113595291974345404978430081780803874630538868124380618464083959374832239052290688173448168213446286323159506085642672107899182291383653834328172262914831203542758820141887910188996037429902289162782042027029326", "i-608133005010239539", "f-1.7362293006498485e+292"],
        ["i-1", "i21816572890962329952", "f-4.583671344706286e-20"],
        ["i-680382886304258977622640977863", "i4663147592147229", "f-145906358925895.5"],
        ["i837", "i-943336181437", "f-8.872764730861735e-10"],
        ["i10458816895580952127395068606736820584106091558806910948897719826646946816252985958439696601592132949199679706136748670490638608701282961022047005228923562260627072353771365290691427554194048626702988296443220168943294831842282455994193804369704500390021368107821929742167300850641131656918386345148938038783544", "i14962375431274652", "f6.990077841329744e+293"],
        ["i18014398509481985", "i2", "f9007199254740992.0"],
        ["i18014398509481987", "i2", "f9007199254740994.0"],
        ["i36028797018963970", "i4", "f9007199254740992.0"],
        ["i36028797018963974", "i4", "f9007199254740994.0"],
        ["i1180591620717411303425", "i3", "f3.935305402391371e+20"],
        ["i1000000000000000000000000000000", "i3", "f3.333333333333333e+29"],
        ["i1", "i3", "f0.3333333333333333"],
        ["i-1", "i3", "f-0.3333333333333333"],
        ["i1", "i202402253307310618352495346718917307049556649764142118356901358027430339567995346891960383701437124495187077864316811911389808737385793476867013399940738509921517424276566361364466907742093216341239767678472745068562007483424692698618103355649159556340810056512358769552333414615230502532186327508646006263307707741093494784", "f5e-324"],
        ["i1", "i404804506614621236704990693437834614099113299528284236713802716054860679135990693783920767402874248990374155728633623822779617474771586953734026799881477019843034848553132722728933815484186432682479535356945490137124014966849385397236206711298319112681620113024717539104666829230461005064372655017292012526615415482186989568", "f0.0"],
        ["i3", "i809609013229242473409981386875669228198226599056568473427605432109721358271981387567841534805748497980748311457267247645559234949543173907468053599762954039686069697106265445457867630968372865364959070713890980274248029933698770794472413422596638225363240226049435078209333658460922010128745310034584025053230830964373979136", "f5e-324"],
        ["i-3", "i809609013229242473409981386875669228198226599056568473427605432109721358271981387567841534805748497980748311457267247645559234949543173907468053599762954039686069697106265445457867630968372865364959070713890980274248029933698770794472413422596638225363240226049435078209333658460922010128745310034584025053230830964373979136", "f-5e-324"],
        ["i1", "i404804506614621236704990693437834614099113299528284236713802716054860679135990693783920767402874248990374155728633623822779617474771586953734026799881477019843034848553132722728933815484186432682479535356945490137124014966849385397236206711298319112681620113024717539104666829230461005064372655017292012526615415482186989567", "f5e-324"],
        ["i179769313486231580793728971405303415079934132710037826936173778980444968292764750946649017977587207096330286416692887910946555547851940402630657488671505820681908902000708383676273854845817711531764475730270069855571366959622842914819860834936475292719074168444365510704342711559699508093042880177904174497792", "i1", "EOverflowError:integer division result too large for a float"],
        ["i179769313486231580793728971405303415079934132710037826936173778980444968292764750946649017977587207096330286416692887910946555547851940402630657488671505820681908902000708383676273854845817711531764475730270069855571366959622842914819860834936475292719074168444365510704342711559699508093042880177904174497791", "i1", "f1.7976931348623157e+308"],
        ["i359538626972463181545861038157804946723595395788461314546860162315465351611001926265416954644815072042240227759742786715317579537628833244985694861278948248755535786849730970552604439202492188238906165904170011537676301364684925762947826221081654474326701021369172596479894491876959432609670712659248448274432", "i2", "EOverflowError:integer division result too large for a float"],
        ["i359538626972463161587457942810606830159868265420075653872347557960889936585529501893298035955174414192660572833385775821893111095703880805261314977343011641363817804001416767352547709691635423063528951460540139711142733919245685829639721669872950585438148336888731021408685423119399016186085760355808348995584", "i2", "EOverflowError:integer division result too large for a float"],
        ["i0", "i-10000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000", "f-0.0"],
        ["i-10000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000", "i1000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000", "f-10.0"],
        ["i10000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000", "i1", "EOverflowError:integer division result too large for a float"],
        ["i1", "i10000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000", "f0.0"],
        ["i18446744073709551617", "i18446744073709551616", "f1.0"],
        ["i53575430359313366047421252453000090528070240585276680372187519418517552556246806124659918940784792906379733645877657341259357264284615702179922887873492874019672838874121154927105373025311855709389770910765232374917909706336993837795827719730385314572855982388432710838302149158263121934186028340346880", "i32145258215588019628452751471800054316842144351166008223312511651110531533748083674795951364470875743827840187526594404755614358570769421307953732724095724411803703324472692956263223815187113425633862546459139424950745823802196302677496631838231188743713589433059626502981289494957873160511617004208128", "f1.6666666666666667"],
        ["i9007199254740993", "i1", "f9007199254740992.0"],
        ["i9007199254740995", "i-1", "f-9007199254740996.0"],
    ];
    #[rustfmt::skip]
    const FLOATDIV: &[[&str; 8]] = &[
        ["f-1.3047512925732653e-286", "f-1.4785308805415076e+97", "f0.0", "f-1.3047512925732653e-286", "f0.0~f-1.3047512925732653e-286", "f0.0", "f1.9291150774960202e-189", "f-1.4785308805415076e+97"],
        ["f-0.0", "f1.6693378169279654e+44", "f-0.0", "f0.0", "f-0.0~f0.0", "f-0.0", "f-0.0", "f1.6693378169279654e+44"],
        ["f-8.317410792720189", "f1.1515712158222107e+19", "f-1.0", "f1.1515712158222107e+19", "f-1.0~f1.1515712158222107e+19", "f-7.222662982924281e-19", "f-9.578090859065565e+19", "f1.1515712158222107e+19"],
        ["f10.0", "f1.7716671907504574e-218", "f5.644400964361776e+218", "f4.215521002286317e-219", "f5.644400964361776e+218~f4.215521002286317e-219", "f5.644400964361776e+218", "f1.7716671907504574e-217", "f10.0"],
        ["f-3.031434618277875", "f2.0", "f-2.0", "f0.9685653817221249", "f-2.0~f0.9685653817221249", "f-1.5157173091389375", "f-6.06286923655575", "f-1.031434618277875"],
        ["f1.0033307098302517e+230", "f-12.0", "f-8.361089248585432e+228", "f-4.0", "f-8.361089248585432e+228~f-4.0", "f-8.361089248585432e+228", "f-1.2039968517963021e+231", "f1.0033307098302517e+230"],
        ["f1.3737239179810459", "f-3.205524599518304", "f-1.0", "f-1.831800681537258", "f-1.0~f-1.831800681537258", "f-0.4285488616083234", "f-4.403505812034908", "f-1.831800681537258"],
        ["f2.1172643770574084e+211", "f3.4594618651949294e+62", "f6.120213083886986e+148", "f2.2126132177718443e+62", "f6.120213083886986e+148~f2.2126132177718443e+62", "f6.120213083886986e+148", "f7.324595370965802e+273", "f2.1172643770574084e+211"],
        ["f-6.680986043140022", "f-5.414805157686726e+19", "f0.0", "f-6.680986043140022", "f0.0~f-6.680986043140022", "f1.2338368322737996e-19", "f3.617623768482762e+20", "f-5.414805157686726e+19"],
        ["f10.0", "finf", "f0.0", "f10.0", "f0.0~f10.0", "f0.0", "finf", "finf"],
        ["f2.5", "f-4.3485466265377544e-06", "f-574905.0", "f-1.1983296877120301e-06", "f-574905.0~f-1.1983296877120301e-06", "f-574904.7244298405", "f-1.0871366566344387e-05", "f2.4999956514533737"],
        ["f-7.371204651331444", "f3.262858669464766e+19", "f-1.0", "f3.262858669464766e+19", "f-1.0~f3.262858669464766e+19", "f-2.259124711810029e-19", "f-2.405119900099581e+20", "f3.262858669464766e+19"],
        ["f-4.775463697814271e+19", "f-2.0", "f2.3877318489071354e+19", "f-0.0", "f2.3877318489071354e+19~f-0.0", "f2.3877318489071354e+19", "f9.550927395628542e+19", "f-4.775463697814271e+19"],
        ["f2.6525526614346724", "f-8.908732148176667e+18", "f-1.0", "f-8.908732148176667e+18", "f-1.0~f-8.908732148176667e+18", "f-2.9774749283236285e-19", "f-2.3630881169654645e+19", "f-8.908732148176667e+18"],
        ["f-2.625951041790744", "f-3.0442679468539318", "f0.0", "f-2.625951041790744", "f0.0~f-2.625951041790744", "f0.862588670785207", "f7.994098586531251", "f-5.670218988644676"],
        ["f0.0", "f1.8833944452047637e-92", "f0.0", "f0.0", "f0.0~f0.0", "f0.0", "f0.0", "f1.8833944452047637e-92"],
        ["f1.0", "f3.580588966966716e+19", "f0.0", "f1.0", "f0.0~f1.0", "f2.792836623319953e-20", "f3.580588966966716e+19", "f3.580588966966716e+19"],
        ["f9.93451683599806", "f-7.692786011600192e+223", "f-1.0", "f-7.692786011600192e+223", "f-1.0~f-7.692786011600192e+223", "f-1.2914068870520372e-223", "f-7.642411214797247e+224", "f-7.692786011600192e+223"],
        ["f1.9050939717441684e+87", "f5.78482671803819", "f3.2932602212676884e+86", "f3.7534783802928615", "f3.2932602212676884e+86~f3.7534783802928615", "f3.2932602212676884e+86", "f1.1020638508119158e+88", "f1.9050939717441684e+87"],
        ["f-8.104189276250907e+19", "f-5.726212307010502e+153", "f0.0", "f-8.104189276250907e+19", "f0.0~f-8.104189276250907e+19", "f1.4152792180494405e-134", "f4.640630837201047e+173", "f-5.726212307010502e+153"],
        ["f-1.8284576125732995e+19", "f4.258511503385915", "f-4.293654275958876e+18", "f0.17962153663284042", "f-4.293654275958876e+18~f0.17962153663284042", "f-4.293654275958876e+18", "f-7.786507776596941e+19", "f-1.8284576125732995e+19"],
        ["f-6.60992675210643e+19", "f1.1622516055446259e-100", "f-5.687173689907744e+119", "f4.005230751497109e-101", "f-5.687173689907744e+119~f4.005230751497109e-101", "f-5.687173689907744e+119", "f-7.682397980168072e-81", "f-6.60992675210643e+19"],
        ["f1.359738328193341", "f4.4344635118694394e+49", "f0.0", "f1.359738328193341", "f0.0~f1.359738328193341", "f3.0662972523143285e-50", "f6.029710002063723e+49", "f4.4344635118694394e+49"],
        ["f-1.7790429398028485e+19", "f-1.2615193863568447e+219", "f0.0", "f-1.7790429398028485e+19", "f0.0~f-1.7790429398028485e+19", "f1.4102382880857388e-200", "f2.2442971577225664e+238", "f-1.2615193863568447e+219"],
        ["f7.828034708288281e+19", "f4.912819983129253", "f1.5933892825647892e+19", "f3.556004180950822", "f1.5933892825647892e+19~f3.556004180950822", "f1.5933892825647892e+19", "f3.8457725343508044e+20", "f7.828034708288281e+19"],
        ["f6.471685552616783", "f-1.9118117616281634", "f-4.0", "f-1.17556149389587", "f-4.0~f-1.17556149389587", "f-3.385106045746511", "f-12.372644557051826", "f4.55987379098862"],
        ["f-4.465745471320252", "f0.4554925047892766", "f-10.0", "f0.08917957657251385", "f-10.0~f0.08917957657251385", "f-9.804212856117642", "f-2.0341135904830305", "f-4.010252966530976"],
        ["f7.501972714859935e+19", "f3.31142579889051e+44", "f0.0", "f7.501972714859935e+19", "f0.0~f7.501972714859935e+19", "f2.265481146330823e-25", "f2.4842225990559868e+64", "f3.31142579889051e+44"],
        ["f5e-324", "f8.75570336267458", "f0.0", "f5e-324", "f0.0~f5e-324", "f0.0", "f4.4e-323", "f8.75570336267458"],
        ["f1.2388463091272625e+31", "f-2.0", "f-6.194231545636312e+30", "f-0.0", "f-6.194231545636312e+30~f-0.0", "f-6.194231545636312e+30", "f-2.477692618254525e+31", "f1.2388463091272625e+31"],
        ["f-1.5740017334068686e-261", "f1.516053613827552e+19", "f-1.0", "f1.516053613827552e+19", "f-1.0~f1.516053613827552e+19", "f-1.0382230015157683e-280", "f-2.386271016102314e-242", "f1.516053613827552e+19"],
        ["f5e-324", "f9.9057451127367", "f0.0", "f5e-324", "f0.0~f5e-324", "f0.0", "f5e-323", "f9.9057451127367"],
        ["f7.161847957092634e+19", "f-7.06853866819062", "f-1.013200647726795e+19", "f-1.6107962059489527", "f-1.013200647726795e+19~f-1.6107962059489527", "f-1.013200647726795e+19", "f-5.062379922041128e+20", "f7.161847957092634e+19"],
        ["f-0.5763042911314677", "f7.550865048518128e+19", "f-1.0", "f7.550865048518128e+19", "f-1.0~f7.550865048518128e+19", "f-7.632294941419574e-21", "f-4.351595929215616e+19", "f7.550865048518128e+19"],
        ["f5.587422548675855", "f-3.7279137404692886", "f-2.0", "f-1.868404932262722", "f-2.0~f-1.868404932262722", "f-1.4988068227062792", "f-20.829429293016652", "f1.8595088082065665"],
        ["f8.13509251612447", "f-0.5", "f-17.0", "f-0.3649074838755304", "f-17.0~f-0.3649074838755304", "f-16.27018503224894", "f-4.067546258062235", "f7.63509251612447"],
        ["f-6.0", "f-1.75", "f3.0", "f-0.75", "f3.0~f-0.75", "f3.4285714285714284", "f10.5", "f-7.75"],
        ["f1.25", "f6.5", "f0.0", "f1.25", "f0.0~f1.25", "f0.19230769230769232", "f8.125", "f7.75"],
        ["f1e+308", "f6.1686308212065894e+19", "f1.621105280870738e+288", "f5.916332713025379e+19", "f1.621105280870738e+288~f5.916332713025379e+19", "f1.621105280870738e+288", "finf", "f1e+308"],
        ["f-3.6537644850395505", "f6.249389997550015", "f-1.0", "f2.5956255125104644", "f-1.0~f2.5956255125104644", "f-0.5846593805910588", "f-22.83379922620965", "f2.5956255125104644"],
        ["f-1e+308", "f-8.189293507238844e+213", "f1.221106557135924e+94", "f-2.8804688058328685e+213", "f1.221106557135924e+94~f-2.8804688058328685e+213", "f1.221106557135924e+94", "finf", "f-1e+308"],
        ["f3.230044736685933", "f5.175693494408496e-158", "f6.240796021200786e+157", "f7.438759917484042e-159", "f6.240796021200786e+157~f7.438759917484042e-159", "f6.240796021200786e+157", "f1.6717721530313785e-157", "f3.230044736685933"],
        ["f-4.632433432060703e+19", "f-2.4680934836417823e+19", "f1.0", "f-2.1643399484189204e+19", "f1.0~f-2.1643399484189204e+19", "f1.8769278646712118", "f1.1433278767073358e+39", "f-7.100526915702485e+19"],
        ["f-4.75", "f2.9496399357522467", "f-2.0", "f1.1492798715044934", "f-2.0~f1.1492798715044934", "f-1.6103660458436964", "f-14.010789694823172", "f-1.8003600642477533"],
        ["f5.292925656772982e+133", "f11.0", "f4.811750597066347e+132", "f8.0", "f4.811750597066347e+132~f8.0", "f4.811750597066347e+132", "f5.8222182224502795e+134", "f5.292925656772982e+133"],
        ["f3.18760794893126e-302", "f1.7068713656860536e-177", "f0.0", "f3.18760794893126e-302", "f0.0~f3.18760794893126e-302", "f1.8675150412697004e-125", "f0.0", "f1.7068713656860536e-177"],
        ["f3.0", "f-inf", "f-1.0", "f-inf", "f-1.0~f-inf", "f-0.0", "f-inf", "f-inf"],
        ["f-4.036987623696793", "f-0.0", "EZeroDivisionError:float floor division by zero", "EZeroDivisionError:float modulo", "EZeroDivisionError:float divmod()", "EZeroDivisionError:float division by zero", "f0.0", "f-4.036987623696793"],
        ["f2.233081354369107", "f0.5", "f4.0", "f0.23308135436910682", "f4.0~f0.23308135436910682", "f4.466162708738214", "f1.1165406771845534", "f2.733081354369107"],
        ["f20.0", "f7.0", "f2.0", "f6.0", "f2.0~f6.0", "f2.857142857142857", "f140.0", "f27.0"],
        ["f-inf", "f-6.003023119954736", "fnan", "fnan", "fnan~fnan", "finf", "finf", "f-inf"],
        ["f3.07122407847422", "f-9.5", "f-1.0", "f-6.42877592152578", "f-1.0~f-6.42877592152578", "f-0.32328674510254946", "f-29.17662874550509", "f-6.42877592152578"],
        ["f-1.3364522556092986", "f7.52807894129338", "f-1.0", "f6.191626685684081", "f-1.0~f6.191626685684081", "f-0.17752899060058025", "f-10.060918081496398", "f6.191626685684081"],
        ["f1.929792702705207e+19", "f-10.0", "f-1.9297927027052068e+18", "f-6.0", "f-1.9297927027052068e+18~f-6.0", "f-1.9297927027052068e+18", "f-1.929792702705207e+20", "f1.929792702705207e+19"],
        ["f-1.25", "f2.5498125099088487", "f-1.0", "f1.2998125099088487", "f-1.0~f1.2998125099088487", "f-0.49023212300605007", "f-3.187265637386061", "f1.2998125099088487"],
        ["f-5.804449224890613", "f-5.038720772895771e-294", "f1.1519688203628666e+294", "f-1.458136479695347e-294", "f1.1519688203628666e+294~f-1.458136479695347e-294", "f1.1519688203628666e+294", "f2.924699888467509e-293", "f-5.804449224890613"],
        ["f-7.1425010662500155", "f-7.965522568575521", "f0.0", "f-7.1425010662500155", "f0.0~f-7.1425010662500155", "f0.8966770233540765", "f56.89375343928922", "f-15.108023634825535"],
        ["f1.145585928157769e+231", "f-5.963005810489386e+19", "f-1.9211551431705722e+211", "f-1.035431108151917e+19", "f-1.9211551431705722e+211~f-1.035431108151917e+19", "f-1.9211551431705722e+211", "f-6.831135546019653e+250", "f1.145585928157769e+231"],
        ["f5.983772923853512e+90", "f7.86187222871067", "f7.611129702669865e+89", "f3.5818735851988457", "f7.611129702669865e+89~f3.5818735851988457", "f7.611129702669865e+89", "f4.704365817295477e+91", "f5.983772923853512e+90"],
        ["f-7.660307316274565e+222", "f-8.448134492069448e+121", "f9.06745426870933e+100", "f-2.1893434835416645e+121", "f9.06745426870933e+100~f-2.1893434835416645e+121", "f9.06745426870933e+100", "finf", "f-7.660307316274565e+222"],
        ["f2.6610892936953364e+19", "f3.254546124767635e+19", "f0.0", "f2.6610892936953364e+19", "f0.0~f2.6610892936953364e+19", "f0.8176529665516202", "f8.6606378484568e+38", "f5.9156354184629715e+19"],
        ["f-3.4237340112654242e+305", "f-2.8107468865208274", "f1.2180869176389478e+305", "f-2.130920271311247", "f1.2180869176389478e+305~f-2.130920271311247", "f1.2180869176389478e+305", "f9.623249712439755e+305", "f-3.4237340112654242e+305"],
        ["f-14.0", "f5.801591406636264", "f-3.0", "f3.404774219908793", "f-3.0~f3.404774219908793", "f-2.413130987471097", "f-81.2222796929077", "f-8.198408593363736"],
        ["f-1.7910920299132584", "f7.090908569749221", "f-1.0", "f5.2998165398359625", "f-1.0~f5.2998165398359625", "f-0.25258992021901117", "f-12.700469824121452", "f5.2998165398359625"],
        ["f5.987354801733796e+17", "f-1.0806098024711612e-269", "f-5.540718572089376e+286", "f-6.414635927270301e-271", "f-5.540718572089376e+286~f-6.414635927270301e-271", "f-5.540718572089376e+286", "f-6.469994289626316e-252", "f5.987354801733796e+17"],
        ["f0.0", "f1.9719174855959463e-258", "f0.0", "f0.0", "f0.0~f0.0", "f0.0", "f0.0", "f1.9719174855959463e-258"],
        ["f-5.825170116101819", "f6.212844311810688", "f-1.0", "f0.3876741957088692", "f-1.0~f0.3876741957088692", "f-0.9376011732706876", "f-36.19087502115279", "f0.3876741957088692"],
        ["f-1e+308", "f6.0828185486963245e+19", "f-1.6439747330854065e+288", "f6.022873980726988e+19", "f-1.6439747330854065e+288~f6.022873980726988e+19", "f-1.6439747330854065e+288", "f-inf", "f-1e+308"],
        ["f-inf", "f4.379135682178052e+104", "fnan", "fnan", "fnan~fnan", "f-inf", "f-inf", "f-inf"],
        ["f3.0", "f6.5", "f0.0", "f3.0", "f0.0~f3.0", "f0.46153846153846156", "f19.5", "f9.5"],
        ["f-1.4945450384601022e+19", "f3.032522185935722", "f-4.928389462050851e+18", "f0.893590324616266", "f-4.928389462050851e+18~f0.893590324616266", "f-4.928389462050851e+18", "f-4.5322409870104175e+19", "f-1.4945450384601022e+19"],
        ["f-4.726373922835712", "finf", "f-1.0", "finf", "f-1.0~finf", "f-0.0", "f-inf", "finf"],
        ["f5.388549874744404", "f3.5145551177212167e+96", "f0.0", "f5.388549874744404", "f0.0~f5.388549874744404", "f1.5332096650224843e-96", "f1.8938355539378966e+97", "f3.5145551177212167e+96"],
        ["f2.25", "f3.375391587286824", "f0.0", "f2.25", "f0.0~f2.25", "f0.6665893250651176", "f7.594631071395354", "f5.625391587286824"],
        ["f-1.0", "f9.21418625478423", "f-1.0", "f8.21418625478423", "f-1.0~f8.21418625478423", "f-0.10852830324335755", "f-9.21418625478423", "f8.21418625478423"],
        ["f0.4721658693368376", "f-5.5", "f-1.0", "f-5.027834130663162", "f-1.0~f-5.027834130663162", "f-0.08584833987942501", "f-2.5969122813526067", "f-5.027834130663162"],
        ["f3.787856985518232", "f-2.6369786923908195e-20", "f-1.4364382224431125e+20", "f-8.18029854528445e-21", "f-1.4364382224431125e+20~f-8.18029854528445e-21", "f-1.4364382224431125e+20", "f-9.988498160635299e-20", "f3.787856985518232"],
        ["f3.25", "f-2.0180359738681836e+19", "f-1.0", "f-2.0180359738681836e+19", "f-1.0~f-2.0180359738681836e+19", "f-1.6104767417849248e-19", "f-6.558616915071597e+19", "f-2.0180359738681836e+19"],
        ["f8.251014467902557", "f4.170338541710274e+19", "f0.0", "f8.251014467902557", "f0.0~f8.251014467902557", "f1.9784999192220928e-19", "f3.440952364370312e+20", "f4.170338541710274e+19"],
        ["f1.5749145595666114", "f-2.5", "f-1.0", "f-0.9250854404333886", "f-1.0~f-0.9250854404333886", "f-0.6299658238266446", "f-3.9372863989165285", "f-0.9250854404333886"],
        ["f-1.5", "f1.0", "f-2.0", "f0.5", "f-2.0~f0.5", "f-1.5", "f-1.5", "f-0.5"],
        ["f1.0", "f-0.5", "f-2.0", "f-0.0", "f-2.0~f-0.0", "f-2.0", "f-0.5", "f0.5"],
        ["f5.0", "finf", "f0.0", "f5.0", "f0.0~f5.0", "f0.0", "finf", "finf"],
        ["f-5.0", "finf", "f-1.0", "finf", "f-1.0~finf", "f-0.0", "f-inf", "finf"],
        ["f5.0", "f-inf", "f-1.0", "f-inf", "f-1.0~f-inf", "f-0.0", "f-inf", "f-inf"],
        ["f7.5", "f2.0", "f3.0", "f1.5", "f3.0~f1.5", "f3.75", "f15.0", "f9.5"],
        ["f-7.5", "f2.0", "f-4.0", "f0.5", "f-4.0~f0.5", "f-3.75", "f-15.0", "f-5.5"],
        ["f0.0", "f-3.0", "f-0.0", "f-0.0", "f-0.0~f-0.0", "f-0.0", "f-0.0", "f-3.0"],
        ["f-0.0", "f3.0", "f-0.0", "f0.0", "f-0.0~f0.0", "f-0.0", "f-0.0", "f3.0"],
        ["f1e-320", "f-1.0", "f-1.0", "f-1.0", "f-1.0~f-1.0", "f-1e-320", "f-1e-320", "f-1.0"],
        ["f-1e-320", "f1.0", "f-1.0", "f1.0", "f-1.0~f1.0", "f-1e-320", "f-1e-320", "f1.0"],
        ["f1e+308", "f1e-308", "finf", "f3.498445546245627e-309", "finf~f3.498445546245627e-309", "finf", "f0.9999999999999999", "f1e+308"],
        ["f6.0", "f0.1", "f59.0", "f0.09999999999999967", "f59.0~f0.09999999999999967", "f60.0", "f0.6000000000000001", "f6.1"],
        ["f0.7", "f0.1", "f6.0", "f0.09999999999999992", "f6.0~f0.09999999999999992", "f6.999999999999999", "f0.06999999999999999", "f0.7999999999999999"],
        ["f-0.7", "f0.1", "f-7.0", "f8.326672684688674e-17", "f-7.0~f8.326672684688674e-17", "f-6.999999999999999", "f-0.06999999999999999", "f-0.6"],
        ["f1e+16", "f3.0", "f3333333333333333.0", "f1.0", "f3333333333333333.0~f1.0", "f3333333333333333.5", "f3e+16", "f1.0000000000000004e+16"],
        ["fnan", "f1.0", "fnan", "fnan", "fnan~fnan", "fnan", "fnan", "fnan"],
    ];
    #[rustfmt::skip]
    const INTFLOATCMP: &[[&str; 4]] = &[
        ["i3335215626641815009259057044121682554246469668971658566483295105131569940896427929960604875621075998200506846513905501267355396662176282966877413306360560462977543433229085330783905617914334938315474954889873521144519823261347758047754859170349511545280399015894503778853611309387002062519338", "f3.335215626641816e+291", "FTTTFF", "FTFFTT"],
        ["i-79719935719787387286348592851486560500050807185388961852809177487323572094605182605336852296201686407470647672144897368387019398593664745276242639355478890484504990001", "f-7.971993571978737e+166", "FTTTFF", "FTFFTT"],
        ["i-6676470081974279632024904107049816981866604522772580742809087695940803781552975", "f-6.67647008197428e+78", "FTFFTT", "FTTTFF"],
        ["i4157706817183888937131679678485881085106786309963225856867927477528157082005937898628484430885609252934819735098595055760770357106719402310396367384460970810592947822104307467713967579001340766724812030320749804046332354592144514814008211918731171961347796397120701852063515", "f4.157706817183889e+273", "FTFFTT", "FTTTFF"],
        ["i-6778884320211929449855", "f-6.77888432021193e+21", "FTFFTT", "FTTTFF"],
        ["i-1331410349459171399115070830135746302764058416528821232328692785754269121", "f-1.3314103494591712e+72", "FTTTFF", "FTFFTT"],
        ["i-3123534905539735076376431236104372161197376792788199939159264006018770203769567624399830861612084809569390612", "fnan", "FTFFFF", "FTFFFF"],
        ["i9223372036854775808", "f0.5", "FTFFTT", "FTTTFF"],
        ["i5572555404877539908874170784051417915516447426143169926869262", "f-inf", "FTFFTT", "FTTTFF"],
        ["i-16442159346238831562705156281028771617646597018905142645290933588859758807400060177726270175067845184573123467688040100302632739260092329845547992289667170440381313776620350085106465521949865971153144550193597106436142160938758933788202134733194460171182358606439139280516840735", "f-1.6442159346238829e+277", "FTTTFF", "FTFFTT"],
        ["i-9938204446971237674124044420757556575159159919881140562929339130305863385668100105403505825540388109864650554477236984696257937183549098024608311654859871416485008660083313141506521979971471843", "f-9.93820444697124e+192", "FTFFTT", "FTTTFF"],
        ["i-36862877195842199804668781396379993856638870572350917069575802652172960166214583973623688542135656498916481326375673056499699809388075124162713803121367228434620485681978511269913431884113059781380817375670143268345055182167288022645659890420966647328787194693653959303948545035251915853317762768376828390295", "f-3.68628771958422e+307", "FTTTFF", "FTFFTT"],
        ["i-1293437903569963303062960465860811639217894284", "f-inf", "FTFFTT", "FTTTFF"],
        ["i6172692915168724375924414260710236036533761245235458876762540662167919884049436860531062207657401839026457301524635722376023531286343382431488101220164949429109054760428754767114856649944865082890775440422579878386253770165876784159750256", "f6.1726929151687244e+237", "FTTTFF", "FTFFTT"],
        ["i88147474720966000517179536639543796514043241049092706679766623234692240262310616336802772475580349165890235727909340581384912955812422142389316559646180349048196720788970610399566417358659281024", "f8.8147474720966e+193", "FTTTFF", "FTFFTT"],
        ["i-4046402548414764831171579561163001047145889360975388080382555069552139837157155189816351049293674853263419286762473920479778510097545475761402912846286085974382276505733452622588934773462", "f-0.5", "FTTTFF", "FTFFTT"],
        ["i-2428269694303385517681496357672034494859543086130921570375007951062247171982613312922260919645991668002", "f-2.428269694303385e+102", "FTTTFF", "FTFFTT"],
        ["i-9007199254740993", "finf", "FTTTFF", "FTFFTT"],
        ["i-64392122105572589613730038236298473190948422302829112757628166347307108097201381680201378107003549419546434683537680149502054599759960812852139400684445469696928450909906489101791911048261416242382123272612583063778308644924814735563102977208722085216308427271290932500", "f-0.5", "FTTTFF", "FTFFTT"],
        ["i-9007199254740993", "f-0.5", "FTTTFF", "FTFFTT"],
        ["i-1101743652514872514256388200861403652726590615909085955009374489210905858383345321105361857403265617102652737595231998726828489439575039230588314902220838590748148695312639335245472208640786919306919576912860680935108276121236977", "f-1.1017436525148725e+228", "FTTTFF", "FTFFTT"],
        ["i356484149918455916897225958898789125241823885230118453425968809978870543346818884145799525386200528831603353109729936154410381086077246864", "f3.564841499184559e+137", "FTFFTT", "FTTTFF"],
        ["i-3443637476887527522012331600686813673119358948986369999507336651956696104721189577176136753127404492814520127866003675762222793100775130842935454644157392920316182574849232029649634504442441837003578279996346050784526130708167983710380081296969707938488052512315610", "f-3.443637476887527e+264", "FTTTFF", "FTFFTT"],
        ["i1497077524543142817807449104438817372974444852587419565095764641749945645755434454755318093561900979270317099496892371188305491625217505148202984072805778976662167015029867342446762932826661386844172769243336161527207297", "f1.497077524543143e+219", "FTTTFF", "FTFFTT"],
        ["i-3110355424176637518415837640916470344465878756682987597056", "f-3.1103554241766377e+57", "FTFFTT", "FTTTFF"],
        ["i9007199254740992", "f-0.5", "FTFFTT", "FTTTFF"],
        ["i65603092989284351204155000110564058173851781703831122850426468992027364287752721587074897790543729279309021125376871752473465776509842314151510516053998187573521608673236781348177298905426320033225364892454", "f9.223372036854776e+18", "FTFFTT", "FTTTFF"],
        ["i4081089797283664505477331543224526506870531847361534707853537977696543614627973611236836984952570670240481929771865847938709152626504584312274573499101632743880527698516", "f4.0810897972836645e+168", "FTTTFF", "FTFFTT"],
        ["i2234904895957437749149939592424157737791965904025531087856975487497958076461313644375453495917324636784488056773191216322704562221977402905364405282861329734574529737286377780937874235637345606204053873135439956353947928660905653434250", "f2.2349048959574377e+234", "FTFFTT", "FTTTFF"],
        ["i-47656564418893360010111868183705007282607996834026908680554650115252554157254865906051654268680316918163666561014068936371685907904112621541449223442686096826202244513246657468148546914207286698300496149583946806424167104696084238153484577299239844871640410887371447835188190408", "f-4.765656441889336e+277", "FTTTFF", "FTFFTT"],
        ["i-83867461436045758439583142184970749545920578072693409225170389073303168152197298966871076998205593053709934644420404535067697876087525556286030455349055522939159004964201478735147", "f-8.386746143604576e+178", "FTTTFF", "FTFFTT"],
        ["i552423146755559238937933729985403056669050421902846196427171549335324630291398898927229948141748913064588528803706875157237476371582", "f5.524231467555593e+131", "FTTTFF", "FTFFTT"],
        ["i-5586253695617961759799459632086570278794925452006914789681", "f-5.586253695617961e+57", "FTTTFF", "FTFFTT"],
        ["i20889458642694722620796726", "f2.0889458642694727e+25", "FTTTFF", "FTFFTT"],
        ["i372647845582246383227839401408972912343515087357206769740909636387049774764192721434635748568099369867027311472943345264810559738123972954753243246011", "f3.726478455822463e+149", "FTFFTT", "FTTTFF"],
        ["i-41397980194038135689628379251072827019027512829576", "f-4.139798019403814e+49", "FTFFTT", "FTTTFF"],
        ["i220532069934818262053553725377748778076811462530334587594810087173597164570544011523518277847618968817282656839340182095094979316421688345122243808718766482762514236674020602877917143656828652538499802207153323331874390458193733705441037611630561509601921388", "f2.2053206993481825e+257", "FTFFTT", "FTTTFF"],
        ["i-18592875814956516507094735", "f-1.8592875814956516e+25", "FTTTFF", "FTFFTT"],
        ["i-22069203021444042742334910576905511170507609563659674090742859641070304711822818725434956881154635955804403187992941671674537806372159048360439002642", "f-2.2069203021444041e+148", "FTTTFF", "FTFFTT"],
        ["i-9007199254740993", "f1.8446744073709552e+19", "FTTTFF", "FTFFTT"],
        ["i288441425621741032131181454148", "f2.8844142562174103e+29", "FTFFTT", "FTTTFF"],
        ["i341550520852059279090514576728068693447755554311235218461697294899007120063810267351870247181168225666779293247293927171051113479330077616229387284427331868203531883933161874232904616746522958450415956232745006097368342128211311753557", "f-inf", "FTFFTT", "FTTTFF"],
        ["i-599986602004748723303", "f-5.999866020047487e+20", "FTTTFF", "FTFFTT"],
        ["i-39103224298081734118220328524", "fnan", "FTFFFF", "FTFFFF"],
        ["i13872372991856835050981127918476377587724170613598690277434868502999799596751417394472381910831341796942377220185180298795127312143992128776546083084775111764065459129246905364511947559418111663533704181535366609313699", "f1.3872372991856838e+217", "FTTTFF", "FTFFTT"],
        ["i-26258428230200575663123257884000758668509535410667648237527232522654489971220103119899600547326233841376574077808605795746960525216402938878910301364004852301570408207209465176003578849016826876850944727755438733520103261313671029458591142957378836293", "f-2.6258428230200575e+250", "FTTTFF", "FTFFTT"],
        ["i334102376253873920410651176186706115709533708177836553484934744816993621256743907668090232562292095669483006199737182209207323752763442411", "f3.3410237625387387e+137", "FTFFTT", "FTTTFF"],
        ["i549368898765985961529611559991672382075524545603387685858156659084733344802829531683712193196831304", "f5.49368898765986e+98", "FTTTFF", "FTFFTT"],
        ["i9007199254740992", "f-inf", "FTFFTT", "FTTTFF"],
        ["i18446744073709551616", "finf", "FTTTFF", "FTFFTT"],
        ["i9007199254740993", "f9007199254740992.0", "FTFFTT", "FTTTFF"],
        ["i9007199254740992", "f9007199254740992.0", "TFFTFT", "TFFTFT"],
        ["i10000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000", "f1e+308", "FTFFTT", "FTTTFF"],
        ["i-10000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000", "f-1e+308", "FTTTFF", "FTFFTT"],
        ["i10000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000", "finf", "FTTTFF", "FTFFTT"],
        ["i-10000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000", "f-inf", "FTFFTT", "FTTTFF"],
        ["i9223372036854775807", "f9.223372036854776e+18", "FTTTFF", "FTFFTT"],
        ["i-9223372036854775808", "f-9.223372036854776e+18", "TFFTFT", "TFFTFT"],
        ["i-9223372036854775809", "f-9.223372036854776e+18", "FTTTFF", "FTFFTT"],
        ["i179769313486231590772930519078902473361797697894230657273430081157732675805500963132708477322407536021120113879871393357658789768814416622492847430639474124377767893424865485276302219601246094119453082952085005768838150682342462881473913110540827237163350510684586298239947245938479716304835356329624224137216", "f1.7976931348623157e+308", "FTFFTT", "FTTTFF"],
        ["i1", "f1.0000000000000002", "FTTTFF", "FTFFTT"],
        ["i0", "f-0.0", "TFFTFT", "TFFTFT"],
        ["i3", "f3.5", "FTTTFF", "FTFFTT"],
        ["i-4", "f-3.5", "FTTTFF", "FTFFTT"],
        ["i-3", "f-3.5", "FTFFTT", "FTTTFF"],
    ];
    #[rustfmt::skip]
    const POW: &[[&str; 3]] = &[
        ["f0.0", "f0.0", "f1.0"],
        ["f0.0", "f-0.0", "f1.0"],
        ["f0.0", "f1.0", "f0.0"],
        ["f0.0", "f-1.0", "EZeroDivisionError:0.0 cannot be raised to a negative power"],
        ["f0.0", "f2.0", "f0.0"],
        ["f0.0", "f-2.0", "EZeroDivisionError:0.0 cannot be raised to a negative power"],
        ["f0.0", "f0.5", "f0.0"],
        ["f0.0", "f-1.5", "EZeroDivisionError:0.0 cannot be raised to a negative power"],
        ["f0.0", "f1e+308", "f0.0"],
        ["f0.0", "f1e-310", "f0.0"],
        ["f0.0", "finf", "f0.0"],
        ["f0.0", "f-inf", "finf"],
        ["f0.0", "fnan", "fnan"],
        ["f0.0", "f-8.0", "EZeroDivisionError:0.0 cannot be raised to a negative power"],
        ["f0.0", "f0.3333333333333333", "f0.0"],
        ["f0.0", "f1024.0", "f0.0"],
        ["f0.0", "f-1075.0", "EZeroDivisionError:0.0 cannot be raised to a negative power"],
        ["f0.0", "i7", "f0.0"],
        ["f0.0", "i-7", "EZeroDivisionError:0.0 cannot be raised to a negative power"],
        ["f0.0", "i0", "f1.0"],
        ["f0.0", "i18446744073709551616", "f0.0"],
        ["f-0.0", "f0.0", "f1.0"],
        ["f-0.0", "f-0.0", "f1.0"],
        ["f-0.0", "f1.0", "f-0.0"],
        ["f-0.0", "f-1.0", "EZeroDivisionError:0.0 cannot be raised to a negative power"],
        ["f-0.0", "f2.0", "f0.0"],
        ["f-0.0", "f-2.0", "EZeroDivisionError:0.0 cannot be raised to a negative power"],
        ["f-0.0", "f0.5", "f0.0"],
        ["f-0.0", "f-1.5", "EZeroDivisionError:0.0 cannot be raised to a negative power"],
        ["f-0.0", "f1e+308", "f0.0"],
        ["f-0.0", "f1e-310", "f0.0"],
        ["f-0.0", "finf", "f0.0"],
        ["f-0.0", "f-inf", "finf"],
        ["f-0.0", "fnan", "fnan"],
        ["f-0.0", "f-8.0", "EZeroDivisionError:0.0 cannot be raised to a negative power"],
        ["f-0.0", "f0.3333333333333333", "f0.0"],
        ["f-0.0", "f1024.0", "f0.0"],
        ["f-0.0", "f-1075.0", "EZeroDivisionError:0.0 cannot be raised to a negative power"],
        ["f-0.0", "i7", "f-0.0"],
        ["f-0.0", "i-7", "EZeroDivisionError:0.0 cannot be raised to a negative power"],
        ["f-0.0", "i0", "f1.0"],
        ["f-0.0", "i18446744073709551616", "f0.0"],
        ["f1.0", "f0.0", "f1.0"],
        ["f1.0", "f-0.0", "f1.0"],
        ["f1.0", "f1.0", "f1.0"],
        ["f1.0", "f-1.0", "f1.0"],
        ["f1.0", "f2.0", "f1.0"],
        ["f1.0", "f-2.0", "f1.0"],
        ["f1.0", "f0.5", "f1.0"],
        ["f1.0", "f-1.5", "f1.0"],
        ["f1.0", "f1e+308", "f1.0"],
        ["f1.0", "f1e-310", "f1.0"],
        ["f1.0", "finf", "f1.0"],
        ["f1.0", "f-inf", "f1.0"],
        ["f1.0", "fnan", "f1.0"],
        ["f1.0", "f-8.0", "f1.0"],
        ["f1.0", "f0.3333333333333333", "f1.0"],
        ["f1.0", "f1024.0", "f1.0"],
        ["f1.0", "f-1075.0", "f1.0"],
        ["f1.0", "i7", "f1.0"],
        ["f1.0", "i-7", "f1.0"],
        ["f1.0", "i0", "f1.0"],
        ["f1.0", "i18446744073709551616", "f1.0"],
        ["f-1.0", "f0.0", "f1.0"],
        ["f-1.0", "f-0.0", "f1.0"],
        ["f-1.0", "f1.0", "f-1.0"],
        ["f-1.0", "f-1.0", "f-1.0"],
        ["f-1.0", "f2.0", "f1.0"],
        ["f-1.0", "f-2.0", "f1.0"],
        ["f-1.0", "f0.5", "EValueError:complex results are not supported in .dmd"],
        ["f-1.0", "f-1.5", "EValueError:complex results are not supported in .dmd"],
        ["f-1.0", "f1e+308", "f1.0"],
        ["f-1.0", "f1e-310", "EValueError:complex results are not supported in .dmd"],
        ["f-1.0", "finf", "f1.0"],
        ["f-1.0", "f-inf", "f1.0"],
        ["f-1.0", "fnan", "fnan"],
        ["f-1.0", "f-8.0", "f1.0"],
        ["f-1.0", "f0.3333333333333333", "EValueError:complex results are not supported in .dmd"],
        ["f-1.0", "f1024.0", "f1.0"],
        ["f-1.0", "f-1075.0", "f-1.0"],
        ["f-1.0", "i7", "f-1.0"],
        ["f-1.0", "i-7", "f-1.0"],
        ["f-1.0", "i0", "f1.0"],
        ["f-1.0", "i18446744073709551616", "f1.0"],
        ["f2.0", "f0.0", "f1.0"],
        ["f2.0", "f-0.0", "f1.0"],
        ["f2.0", "f1.0", "f2.0"],
        ["f2.0", "f-1.0", "f0.5"],
        ["f2.0", "f2.0", "f4.0"],
        ["f2.0", "f-2.0", "f0.25"],
        ["f2.0", "f0.5", "f1.4142135623730951"],
        ["f2.0", "f-1.5", "f0.3535533905932738"],
        ["f2.0", "f1e+308", "EOverflowError:(34, 'Numerical result out of range')"],
        ["f2.0", "f1e-310", "f1.0"],
        ["f2.0", "finf", "finf"],
        ["f2.0", "f-inf", "f0.0"],
        ["f2.0", "fnan", "fnan"],
        ["f2.0", "f-8.0", "f0.00390625"],
        ["f2.0", "f0.3333333333333333", "f1.2599210498948732"],
        ["f2.0", "f1024.0", "EOverflowError:(34, 'Numerical result out of range')"],
        ["f2.0", "f-1075.0", "f0.0"],
        ["f2.0", "i7", "f128.0"],
        ["f2.0", "i-7", "f0.0078125"],
        ["f2.0", "i0", "f1.0"],
        ["f2.0", "i18446744073709551616", "EOverflowError:(34, 'Numerical result out of range')"],
        ["f-2.0", "f0.0", "f1.0"],
        ["f-2.0", "f-0.0", "f1.0"],
        ["f-2.0", "f1.0", "f-2.0"],
        ["f-2.0", "f-1.0", "f-0.5"],
        ["f-2.0", "f2.0", "f4.0"],
        ["f-2.0", "f-2.0", "f0.25"],
        ["f-2.0", "f0.5", "EValueError:complex results are not supported in .dmd"],
        ["f-2.0", "f-1.5", "EValueError:complex results are not supported in .dmd"],
        ["f-2.0", "f1e+308", "EOverflowError:(34, 'Numerical result out of range')"],
        ["f-2.0", "f1e-310", "EValueError:complex results are not supported in .dmd"],
        ["f-2.0", "finf", "finf"],
        ["f-2.0", "f-inf", "f0.0"],
        ["f-2.0", "fnan", "fnan"],
        ["f-2.0", "f-8.0", "f0.00390625"],
        ["f-2.0", "f0.3333333333333333", "EValueError:complex results are not supported in .dmd"],
        ["f-2.0", "f1024.0", "EOverflowError:(34, 'Numerical result out of range')"],
        ["f-2.0", "f-1075.0", "f-0.0"],
        ["f-2.0", "i7", "f-128.0"],
        ["f-2.0", "i-7", "f-0.0078125"],
        ["f-2.0", "i0", "f1.0"],
        ["f-2.0", "i18446744073709551616", "EOverflowError:(34, 'Numerical result out of range')"],
        ["f0.5", "f0.0", "f1.0"],
        ["f0.5", "f-0.0", "f1.0"],
        ["f0.5", "f1.0", "f0.5"],
        ["f0.5", "f-1.0", "f2.0"],
        ["f0.5", "f2.0", "f0.25"],
        ["f0.5", "f-2.0", "f4.0"],
        ["f0.5", "f0.5", "f0.7071067811865476"],
        ["f0.5", "f-1.5", "f2.8284271247461903"],
        ["f0.5", "f1e+308", "f0.0"],
        ["f0.5", "f1e-310", "f1.0"],
        ["f0.5", "finf", "f0.0"],
        ["f0.5", "f-inf", "finf"],
        ["f0.5", "fnan", "fnan"],
        ["f0.5", "f-8.0", "f256.0"],
        ["f0.5", "f0.3333333333333333", "f0.7937005259840998"],
        ["f0.5", "f1024.0", "f5.562684646268003e-309"],
        ["f0.5", "f-1075.0", "EOverflowError:(34, 'Numerical result out of range')"],
        ["f0.5", "i7", "f0.0078125"],
        ["f0.5", "i-7", "f128.0"],
        ["f0.5", "i0", "f1.0"],
        ["f0.5", "i18446744073709551616", "f0.0"],
        ["f-1.5", "f0.0", "f1.0"],
        ["f-1.5", "f-0.0", "f1.0"],
        ["f-1.5", "f1.0", "f-1.5"],
        ["f-1.5", "f-1.0", "f-0.6666666666666666"],
        ["f-1.5", "f2.0", "f2.25"],
        ["f-1.5", "f-2.0", "f0.4444444444444444"],
        ["f-1.5", "f0.5", "EValueError:complex results are not supported in .dmd"],
        ["f-1.5", "f-1.5", "EValueError:complex results are not supported in .dmd"],
        ["f-1.5", "f1e+308", "EOverflowError:(34, 'Numerical result out of range')"],
        ["f-1.5", "f1e-310", "EValueError:complex results are not supported in .dmd"],
        ["f-1.5", "finf", "finf"],
        ["f-1.5", "f-inf", "f0.0"],
        ["f-1.5", "fnan", "fnan"],
        ["f-1.5", "f-8.0", "f0.03901844231062338"],
        ["f-1.5", "f0.3333333333333333", "EValueError:complex results are not supported in .dmd"],
        ["f-1.5", "f1024.0", "f2.0770611040332967e+180"],
        ["f-1.5", "f-1075.0", "f-5.03380647601406e-190"],
        ["f-1.5", "i7", "f-17.0859375"],
        ["f-1.5", "i-7", "f-0.05852766346593507"],
        ["f-1.5", "i0", "f1.0"],
        ["f-1.5", "i18446744073709551616", "EOverflowError:(34, 'Numerical result out of range')"],
        ["f1e+308", "f0.0", "f1.0"],
        ["f1e+308", "f-0.0", "f1.0"],
        ["f1e+308", "f1.0", "f1e+308"],
        ["f1e+308", "f-1.0", "f1e-308"],
        ["f1e+308", "f2.0", "EOverflowError:(34, 'Numerical result out of range')"],
        ["f1e+308", "f-2.0", "f0.0"],
        ["f1e+308", "f0.5", "f1e+154"],
        ["f1e+308", "f-1.5", "f0.0"],
        ["f1e+308", "f1e+308", "EOverflowError:(34, 'Numerical result out of range')"],
        ["f1e+308", "f1e-310", "f1.0"],
        ["f1e+308", "finf", "finf"],
        ["f1e+308", "f-inf", "f0.0"],
        ["f1e+308", "fnan", "fnan"],
        ["f1e+308", "f-8.0", "f0.0"],
        ["f1e+308", "f0.3333333333333333", "f4.641588833612718e+102"],
        ["f1e+308", "f1024.0", "EOverflowError:(34, 'Numerical result out of range')"],
        ["f1e+308", "f-1075.0", "f0.0"],
        ["f1e+308", "i7", "EOverflowError:(34, 'Numerical result out of range')"],
        ["f1e+308", "i-7", "f0.0"],
        ["f1e+308", "i0", "f1.0"],
        ["f1e+308", "i18446744073709551616", "EOverflowError:(34, 'Numerical result out of range')"],
        ["f1e-310", "f0.0", "f1.0"],
        ["f1e-310", "f-0.0", "f1.0"],
        ["f1e-310", "f1.0", "f1e-310"],
        ["f1e-310", "f-1.0", "EOverflowError:(34, 'Numerical result out of range')"],
        ["f1e-310", "f2.0", "f0.0"],
        ["f1e-310", "f-2.0", "EOverflowError:(34, 'Numerical result out of range')"],
        ["f1e-310", "f0.5", "f9.999999999999986e-156"],
        ["f1e-310", "f-1.5", "EOverflowError:(34, 'Numerical result out of range')"],
        ["f1e-310", "f1e+308", "f0.0"],
        ["f1e-310", "f1e-310", "f1.0"],
        ["f1e-310", "finf", "f0.0"],
        ["f1e-310", "f-inf", "finf"],
        ["f1e-310", "fnan", "fnan"],
        ["f1e-310", "f-8.0", "EOverflowError:(34, 'Numerical result out of range')"],
        ["f1e-310", "f0.3333333333333333", "f4.6415888336128355e-104"],
        ["f1e-310", "f1024.0", "f0.0"],
        ["f1e-310", "f-1075.0", "EOverflowError:(34, 'Numerical result out of range')"],
        ["f1e-310", "i7", "f0.0"],
        ["f1e-310", "i-7", "EOverflowError:(34, 'Numerical result out of range')"],
        ["f1e-310", "i0", "f1.0"],
        ["f1e-310", "i18446744073709551616", "f0.0"],
        ["finf", "f0.0", "f1.0"],
        ["finf", "f-0.0", "f1.0"],
        ["finf", "f1.0", "finf"],
        ["finf", "f-1.0", "f0.0"],
        ["finf", "f2.0", "finf"],
        ["finf", "f-2.0", "f0.0"],
        ["finf", "f0.5", "finf"],
        ["finf", "f-1.5", "f0.0"],
        ["finf", "f1e+308", "finf"],
        ["finf", "f1e-310", "finf"],
        ["finf", "finf", "finf"],
        ["finf", "f-inf", "f0.0"],
        ["finf", "fnan", "fnan"],
        ["finf", "f-8.0", "f0.0"],
        ["finf", "f0.3333333333333333", "finf"],
        ["finf", "f1024.0", "finf"],
        ["finf", "f-1075.0", "f0.0"],
        ["finf", "i7", "finf"],
        ["finf", "i-7", "f0.0"],
        ["finf", "i0", "f1.0"],
        ["finf", "i18446744073709551616", "finf"],
        ["f-inf", "f0.0", "f1.0"],
        ["f-inf", "f-0.0", "f1.0"],
        ["f-inf", "f1.0", "f-inf"],
        ["f-inf", "f-1.0", "f-0.0"],
        ["f-inf", "f2.0", "finf"],
        ["f-inf", "f-2.0", "f0.0"],
        ["f-inf", "f0.5", "finf"],
        ["f-inf", "f-1.5", "f0.0"],
        ["f-inf", "f1e+308", "finf"],
        ["f-inf", "f1e-310", "finf"],
        ["f-inf", "finf", "finf"],
        ["f-inf", "f-inf", "f0.0"],
        ["f-inf", "fnan", "fnan"],
        ["f-inf", "f-8.0", "f0.0"],
        ["f-inf", "f0.3333333333333333", "finf"],
        ["f-inf", "f1024.0", "finf"],
        ["f-inf", "f-1075.0", "f-0.0"],
        ["f-inf", "i7", "f-inf"],
        ["f-inf", "i-7", "f-0.0"],
        ["f-inf", "i0", "f1.0"],
        ["f-inf", "i18446744073709551616", "finf"],
        ["fnan", "f0.0", "f1.0"],
        ["fnan", "f-0.0", "f1.0"],
        ["fnan", "f1.0", "fnan"],
        ["fnan", "f-1.0", "fnan"],
        ["fnan", "f2.0", "fnan"],
        ["fnan", "f-2.0", "fnan"],
        ["fnan", "f0.5", "fnan"],
        ["fnan", "f-1.5", "fnan"],
        ["fnan", "f1e+308", "fnan"],
        ["fnan", "f1e-310", "fnan"],
        ["fnan", "finf", "fnan"],
        ["fnan", "f-inf", "fnan"],
        ["fnan", "fnan", "fnan"],
        ["fnan", "f-8.0", "fnan"],
        ["fnan", "f0.3333333333333333", "fnan"],
        ["fnan", "f1024.0", "fnan"],
        ["fnan", "f-1075.0", "fnan"],
        ["fnan", "i7", "fnan"],
        ["fnan", "i-7", "fnan"],
        ["fnan", "i0", "f1.0"],
        ["fnan", "i18446744073709551616", "fnan"],
        ["f-8.0", "f0.0", "f1.0"],
        ["f-8.0", "f-0.0", "f1.0"],
        ["f-8.0", "f1.0", "f-8.0"],
        ["f-8.0", "f-1.0", "f-0.125"],
        ["f-8.0", "f2.0", "f64.0"],
        ["f-8.0", "f-2.0", "f0.015625"],
        ["f-8.0", "f0.5", "EValueError:complex results are not supported in .dmd"],
        ["f-8.0", "f-1.5", "EValueError:complex results are not supported in .dmd"],
        ["f-8.0", "f1e+308", "EOverflowError:(34, 'Numerical result out of range')"],
        ["f-8.0", "f1e-310", "EValueError:complex results are not supported in .dmd"],
        ["f-8.0", "finf", "finf"],
        ["f-8.0", "f-inf", "f0.0"],
        ["f-8.0", "fnan", "fnan"],
        ["f-8.0", "f-8.0", "f5.960464477539063e-08"],
        ["f-8.0", "f0.3333333333333333", "EValueError:complex results are not supported in .dmd"],
        ["f-8.0", "f1024.0", "EOverflowError:(34, 'Numerical result out of range')"],
        ["f-8.0", "f-1075.0", "f-0.0"],
        ["f-8.0", "i7", "f-2097152.0"],
        ["f-8.0", "i-7", "f-4.76837158203125e-07"],
        ["f-8.0", "i0", "f1.0"],
        ["f-8.0", "i18446744073709551616", "EOverflowError:(34, 'Numerical result out of range')"],
        ["f0.3333333333333333", "f0.0", "f1.0"],
        ["f0.3333333333333333", "f-0.0", "f1.0"],
        ["f0.3333333333333333", "f1.0", "f0.3333333333333333"],
        ["f0.3333333333333333", "f-1.0", "f3.0"],
        ["f0.3333333333333333", "f2.0", "f0.1111111111111111"],
        ["f0.3333333333333333", "f-2.0", "f9.000000000000002"],
        ["f0.3333333333333333", "f0.5", "f0.5773502691896257"],
        ["f0.3333333333333333", "f-1.5", "f5.196152422706632"],
        ["f0.3333333333333333", "f1e+308", "f0.0"],
        ["f0.3333333333333333", "f1e-310", "f1.0"],
        ["f0.3333333333333333", "finf", "f0.0"],
        ["f0.3333333333333333", "f-inf", "finf"],
        ["f0.3333333333333333", "fnan", "fnan"],
        ["f0.3333333333333333", "f-8.0", "f6561.000000000003"],
        ["f0.3333333333333333", "f0.3333333333333333", "f0.6933612743506347"],
        ["f0.3333333333333333", "f1024.0", "f0.0"],
        ["f0.3333333333333333", "f-1075.0", "EOverflowError:(34, 'Numerical result out of range')"],
        ["f0.3333333333333333", "i7", "f0.00045724737082761756"],
        ["f0.3333333333333333", "i-7", "f2187.000000000001"],
        ["f0.3333333333333333", "i0", "f1.0"],
        ["f0.3333333333333333", "i18446744073709551616", "f0.0"],
        ["f1024.0", "f0.0", "f1.0"],
        ["f1024.0", "f-0.0", "f1.0"],
        ["f1024.0", "f1.0", "f1024.0"],
        ["f1024.0", "f-1.0", "f0.0009765625"],
        ["f1024.0", "f2.0", "f1048576.0"],
        ["f1024.0", "f-2.0", "f9.5367431640625e-07"],
        ["f1024.0", "f0.5", "f32.0"],
        ["f1024.0", "f-1.5", "f3.0517578125e-05"],
        ["f1024.0", "f1e+308", "EOverflowError:(34, 'Numerical result out of range')"],
        ["f1024.0", "f1e-310", "f1.0"],
        ["f1024.0", "finf", "finf"],
        ["f1024.0", "f-inf", "f0.0"],
        ["f1024.0", "fnan", "fnan"],
        ["f1024.0", "f-8.0", "f8.271806125530277e-25"],
        ["f1024.0", "f0.3333333333333333", "f10.079368399158984"],
        ["f1024.0", "f1024.0", "EOverflowError:(34, 'Numerical result out of range')"],
        ["f1024.0", "f-1075.0", "f0.0"],
        ["f1024.0", "i7", "f1.1805916207174113e+21"],
        ["f1024.0", "i-7", "f8.470329472543003e-22"],
        ["f1024.0", "i0", "f1.0"],
        ["f1024.0", "i18446744073709551616", "EOverflowError:(34, 'Numerical result out of range')"],
        ["f-1075.0", "f0.0", "f1.0"],
        ["f-1075.0", "f-0.0", "f1.0"],
        ["f-1075.0", "f1.0", "f-1075.0"],
        ["f-1075.0", "f-1.0", "f-0.0009302325581395349"],
        ["f-1075.0", "f2.0", "f1155625.0"],
        ["f-1075.0", "f-2.0", "f8.653326122228232e-07"],
        ["f-1075.0", "f0.5", "EValueError:complex results are not supported in .dmd"],
        ["f-1075.0", "f-1.5", "EValueError:complex results are not supported in .dmd"],
        ["f-1075.0", "f1e+308", "EOverflowError:(34, 'Numerical result out of range')"],
        ["f-1075.0", "f1e-310", "EValueError:complex results are not supported in .dmd"],
        ["f-1075.0", "finf", "finf"],
        ["f-1075.0", "f-inf", "f0.0"],
        ["f-1075.0", "fnan", "fnan"],
        ["f-1075.0", "f-8.0", "f5.6070223339337955e-25"],
        ["f-1075.0", "f0.3333333333333333", "EValueError:complex results are not supported in .dmd"],
        ["f-1075.0", "f1024.0", "EOverflowError:(34, 'Numerical result out of range')"],
        ["f-1075.0", "f-1075.0", "f-0.0"],
        ["f-1075.0", "i7", "f-1.6590491400573731e+21"],
        ["f-1075.0", "i-7", "f-6.02754900897883e-22"],
        ["f-1075.0", "i0", "f1.0"],
        ["f-1075.0", "i18446744073709551616", "EOverflowError:(34, 'Numerical result out of range')"],
        ["i7", "f0.0", "f1.0"],
        ["i7", "f-0.0", "f1.0"],
        ["i7", "f1.0", "f7.0"],
        ["i7", "f-1.0", "f0.14285714285714285"],
        ["i7", "f2.0", "f49.0"],
        ["i7", "f-2.0", "f0.02040816326530612"],
        ["i7", "f0.5", "f2.6457513110645907"],
        ["i7", "f-1.5", "f0.05399492471560389"],
        ["i7", "f1e+308", "EOverflowError:(34, 'Numerical result out of range')"],
        ["i7", "f1e-310", "f1.0"],
        ["i7", "finf", "finf"],
        ["i7", "f-inf", "f0.0"],
        ["i7", "fnan", "fnan"],
        ["i7", "f-8.0", "f1.7346652555743034e-07"],
        ["i7", "f0.3333333333333333", "f1.912931182772389"],
        ["i7", "f1024.0", "EOverflowError:(34, 'Numerical result out of range')"],
        ["i7", "f-1075.0", "f0.0"],
        ["i-7", "f0.0", "f1.0"],
        ["i-7", "f-0.0", "f1.0"],
        ["i-7", "f1.0", "f-7.0"],
        ["i-7", "f-1.0", "f-0.14285714285714285"],
        ["i-7", "f2.0", "f49.0"],
        ["i-7", "f-2.0", "f0.02040816326530612"],
        ["i-7", "f0.5", "EValueError:complex results are not supported in .dmd"],
        ["i-7", "f-1.5", "EValueError:complex results are not supported in .dmd"],
        ["i-7", "f1e+308", "EOverflowError:(34, 'Numerical result out of range')"],
        ["i-7", "f1e-310", "EValueError:complex results are not supported in .dmd"],
        ["i-7", "finf", "finf"],
        ["i-7", "f-inf", "f0.0"],
        ["i-7", "fnan", "fnan"],
        ["i-7", "f-8.0", "f1.7346652555743034e-07"],
        ["i-7", "f0.3333333333333333", "EValueError:complex results are not supported in .dmd"],
        ["i-7", "f1024.0", "EOverflowError:(34, 'Numerical result out of range')"],
        ["i-7", "f-1075.0", "f-0.0"],
        ["i0", "f0.0", "f1.0"],
        ["i0", "f-0.0", "f1.0"],
        ["i0", "f1.0", "f0.0"],
        ["i0", "f-1.0", "EZeroDivisionError:0.0 cannot be raised to a negative power"],
        ["i0", "f2.0", "f0.0"],
        ["i0", "f-2.0", "EZeroDivisionError:0.0 cannot be raised to a negative power"],
        ["i0", "f0.5", "f0.0"],
        ["i0", "f-1.5", "EZeroDivisionError:0.0 cannot be raised to a negative power"],
        ["i0", "f1e+308", "f0.0"],
        ["i0", "f1e-310", "f0.0"],
        ["i0", "finf", "f0.0"],
        ["i0", "f-inf", "finf"],
        ["i0", "fnan", "fnan"],
        ["i0", "f-8.0", "EZeroDivisionError:0.0 cannot be raised to a negative power"],
        ["i0", "f0.3333333333333333", "f0.0"],
        ["i0", "f1024.0", "f0.0"],
        ["i0", "f-1075.0", "EZeroDivisionError:0.0 cannot be raised to a negative power"],
        ["i18446744073709551616", "f0.0", "f1.0"],
        ["i18446744073709551616", "f-0.0", "f1.0"],
        ["i18446744073709551616", "f1.0", "f1.8446744073709552e+19"],
        ["i18446744073709551616", "f-1.0", "f5.421010862427522e-20"],
        ["i18446744073709551616", "f2.0", "f3.402823669209385e+38"],
        ["i18446744073709551616", "f-2.0", "f2.938735877055719e-39"],
        ["i18446744073709551616", "f0.5", "f4294967296.0"],
        ["i18446744073709551616", "f-1.5", "f1.262177448353619e-29"],
        ["i18446744073709551616", "f1e+308", "EOverflowError:(34, 'Numerical result out of range')"],
        ["i18446744073709551616", "f1e-310", "f1.0"],
        ["i18446744073709551616", "finf", "finf"],
        ["i18446744073709551616", "f-inf", "f0.0"],
        ["i18446744073709551616", "fnan", "fnan"],
        ["i18446744073709551616", "f-8.0", "f7.458340731200207e-155"],
        ["i18446744073709551616", "f0.3333333333333333", "f2642245.949629131"],
        ["i18446744073709551616", "f1024.0", "EOverflowError:(34, 'Numerical result out of range')"],
        ["i18446744073709551616", "f-1075.0", "f0.0"],
        ["f-1e+300", "f1.5", "EOverflowError:complex exponentiation"],
        ["f-8.0", "f0.3333333333333333", "EValueError:complex results are not supported in .dmd"],
        ["i-8", "f0.5", "EValueError:complex results are not supported in .dmd"],
        ["f-1.0", "f0.5", "EValueError:complex results are not supported in .dmd"],
        ["f-1e-300", "f1.5", "EValueError:complex results are not supported in .dmd"],
        ["f-2.0", "f1025.5", "EOverflowError:complex exponentiation"],
        ["i2", "i-1", "f0.5"],
        ["i0", "i-1", "EZeroDivisionError:0.0 cannot be raised to a negative power"],
        ["i-2", "i-3", "f-0.125"],
        ["i2", "i-2000", "f0.0"],
        ["i-2", "i-2001", "f-0.0"],
        ["i114813069527425452423283320117768198402231770208869520047764273682576626139237031385665948631650626991844596463898746277344711896086305533142593135616665318539129989145312280000688779148240044871428926990063486244781615463646388363947317026040466353970904996558162398808944629605623311649536164221970332681344168908984458505602379484807914058900934776500429002716706625830522008132236281291761267883317206598995396418127021779858404042159853183251540889433902091920554957783589672039160081957216630582755380425583726015528348786419432054508915275783882625175435528800822842770817965453762184851149029376", "i-1", "EOverflowError:int too large to convert to float"],
        ["i2", "i-1180591620717411303424", "f0.0"],
        ["i10", "i-400", "f0.0"],
        ["i3", "i40", "i12157665459056928801"],
        ["i-3", "i41", "i-36472996377170786403"],
        ["i7", "i0", "i1"],
        ["i0", "i0", "i1"],
        ["i-1", "i1180591620717411303425", "i-1"],
        ["i1", "i1267650600228229401496703205376", "i1"],
        ["i0", "i1267650600228229401496703205376", "i0"],
    ];
    #[rustfmt::skip]
    const TOFLOAT: &[[&str; 2]] = &[
        ["i249211494152944613502890693519208042787034228728598816112757123622221949254622168546803712", "f2.4921149415294463e+89"],
        ["i4059939568802070527", "f4.0599395688020705e+18"],
        ["i23562642485135015936", "f2.3562642485135016e+19"],
        ["i-6899514629131599872", "f-6.8995146291316e+18"],
        ["i574017542331895910856396898304", "f5.740175423318959e+29"],
        ["i7113183611041701888", "f7.113183611041702e+18"],
        ["i8827055269646172159", "f8.827055269646172e+18"],
        ["i161232338753742992555348442879324606873807043497151924390218963547449219989817568040653949869400373278716155915583711925067117455512539173466221086989243887835866612198549175534143285452629602108722652769557010263729326625118899246175258318948696508369593259668261544527639117951999333618934800210141636460544", "f1.61232338753743e+308"],
        ["i5903010238042506004", "f5.903010238042506e+18"],
        ["i-1183911030301790995968068815257101631337322402205261453912720384989075144477713418160177152", "f-1.183911030301791e+90"],
        ["i-14236316970788662800", "f-1.4236316970788663e+19"],
        ["i-839654752820421773141350293800", "f-8.396547528204218e+29"],
        ["i-248526419635900373450854920510835233904472588189473676469055213110154236824020648552844938522790337210753885799148198724929735023466122146925410601556387139370689962472574275721458603407658388132361962904683696434144132121626502610322504684711789551598649930860906549208697774910793714752553405659463345504255", "EOverflowError:int too large to convert to float"],
        ["i95472590176472303120226245439034406791654040184363111780421298479202821012492604306287008813469282002505203622893518842505452097658016273261777811233611035038745915892789395479912892559039368648383982743449331665399507324152266892427622073200984413725263168271812326471184869204912682477116952503253279620320", "f9.547259017647231e+307"],
        ["i-1014974737636716408433669046272", "f-1.0149747376367164e+30"],
        ["i18468047972892866882873249126741234720442465028487991430603863773613185848758666968398695323690423173549152337563139557949047769864250811704962714801653006941869488762598610292266536305725740828057802291385500275626547002882507747186575370410619324276095067544171037756853440681843973132685797934787484188671", "f1.8468047972892866e+307"],
        ["i164692241866237331358048759907145816890235877998202359146800381201296358395710936545749166658117365278541552513781165532839337507295284098554550570114520462475126171553595186135343582308015465204549536867824811557084661737892271053930191104960786068918332983522172013032560259769180154650217062563738982285311", "f1.6469224186623733e+308"],
        ["i-99178353342979545005502075863307343403311730398419206868373751196572625070874064389208080106718827632364830873092145159209511162682656862429615633552001679558834598359229491090973024282287374248633475338471088644082835021055114524731634593921073212444473447957165243874217183450622737086522476610033011215359", "f-9.917835334297954e+307"],
        ["i1801625530974339071", "f1.801625530974339e+18"],
        ["i-16735093363329165134968145831871804499334866963704016649649704788960132726553543417837224646266338167780740845834681205009850399962543457590435135572138809739223883755482780002636419907072696909737612231886152344347949714537546341220446769676695179117532217311135791530917228381201032008499978709565087324166", "f-1.6735093363329164e+307"],
        ["i-537725958829676086539786911743", "f-5.377259588296761e+29"],
        ["i293666947789113045064159833420705861334381923053093521372276187556559927408367238459606186851280658981576080759271063535826801048915673020563288578511115558655608045604732094412838171951909995162805638163707015017545541688718386239911918105518790141770429683179061869198552873998137981913587801049849932004182", "EOverflowError:int too large to convert to float"],
        ["i160742224340544731479997556356602245745057797581101725787315936557945812647522566577260674669619319687865872555269070532448763179035962846175528073392878324961775742212779345487370138867087834788940445153755707064472265887077343411177785525540647457740127994431042207218633084444913819225688924946242518122496", "f1.6074222434054473e+308"],
        ["i16113327578974555073266911771405109613553394122162821666527711272365909007224535804783974454705294844300037126282859477890575113179488001146742723742378334042160953393113554189969629684832012808536372893183764179063387426519698181654723285029827906352221234996032700979711557514809091830270970816015577907200", "f1.6113327578974555e+307"],
        ["i-661218380703497286374855278592", "f-6.612183807034973e+29"],
        ["i16985777863945959809103466358310634136058284673362052015538735400027189515849601413356707969110064005222585336114500546765223093837639499411054598921795534613290633799737896433955586246927041289463903214842128958439484026789523188081783247387367791826041716294138644312258777751136488322585341496537189974016", "f1.698577786394596e+307"],
        ["i8872091265919877120", "f8.872091265919877e+18"],
        ["i-1112980444214164482987623710720", "f-1.1129804442141645e+30"],
        ["i-114637438866347242825854832190974959222469090847814821880806730172541008136201747168222802428988869094431512738173499607942439264384711575221943293665156359132811282306378704688501163071152488626862332331443318900400417430899777277185341178113225741095478818851518396957786371362710592981864091817607704870911", "f-1.1463743886634725e+308"],
        ["i-668930820355397985728196509696", "f-6.68930820355398e+29"],
        ["i644547460878924743509897658518793196401791357474496463668127492286857141234813406091478016", "f6.445474608789247e+89"],
        ["i26186367447733370880", "f2.618636744773337e+19"],
        ["i-4920916562078072831", "f-4.920916562078073e+18"],
        ["i-250471512893618863284652100983998561778629724160566498965403870590560302307248812738978129546189025218631563617204415657927081655166418257183184599302381874143583217452330655814076196210123432276711627774953854105465172862192879234576687672101513785686588171617704546761972812777198215907789562587799378460671", "EOverflowError:int too large to convert to float"],
        ["i-145684277545821592418190644923343871351600709478536948436222753513874778326058337732827227637882871587102164349740882569078473054111395052571733817497422255398758350137552827712676518916811226949069286192983427390334766405371131772920659375749438508774025666124401970443718343370150371316795625950258617384960", "f-1.456842775458216e+308"],
        ["i1180256009530632071694367326207", "f1.1802560095306321e+30"],
        ["i310762402575286272", "f3.107624025752863e+17"],
        ["i310814163637711432111881740861371337962302199321745134843294618823281105198862189610458767232440015848357491099873204463199225235962807597871810026624911604869062155167687921409625887346216377504937468818539616153395342749956237275994389827918344082323537137024427034353875838520201254993371159802432801210368", "EOverflowError:int too large to convert to float"],
        ["i-1372905081165974629610258561014842789081896816497040793750721677587150213875673090674917375", "f-1.3729050811659747e+90"],
        ["i-967920299048536958803669008753048949957875065172149953424397793653980603527324303070593024", "f-9.679202990485369e+89"],
        ["i179769313486231580793728971405303415079934132710037826936173778980444968292764750946649017977587207096330286416692887910946555547851940402630657488671505820681908902000708383676273854845817711531764475730270069855571366959622842914819860834936475292719074168444365510704342711559699508093042880177904174497792", "EOverflowError:int too large to convert to float"],
        ["i179769313486231580793728971405303415079934132710037826936173778980444968292764750946649017977587207096330286416692887910946555547851940402630657488671505820681908902000708383676273854845817711531764475730270069855571366959622842914819860834936475292719074168444365510704342711559699508093042880177904174497791", "f1.7976931348623157e+308"],
        ["i179769313486231590772930519078902473361797697894230657273430081157732675805500963132708477322407536021120113879871393357658789768814416622492847430639474124377767893424865485276302219601246094119453082952085005768838150682342462881473913110540827237163350510684586298239947245938479716304835356329624224137216", "EOverflowError:int too large to convert to float"],
        ["i9007199254740993", "f9007199254740992.0"],
        ["i9007199254740995", "f9007199254740996.0"],
        ["i18446744073709551615", "f1.8446744073709552e+19"],
        ["i18446744073709553664", "f1.8446744073709552e+19"],
        ["i18446744073709553665", "f1.8446744073709556e+19"],
        ["i18446744073709557760", "f1.844674407370956e+19"],
        ["i-18446744073709557760", "f-1.844674407370956e+19"],
    ];
    #[rustfmt::skip]
    const INTRANDOM: &[[&str; 15]] = &[
        ["i1096926332256069605", "i621", "i613", "i1096926332256069613", "i1096926332256069000", "i-1096926332256069606", "i91", "i2715858053692493806087479628625753045771223040", "i0", "i1766387008463880", "i125", "i1766387008463880~i125", "i681191252331019224705", "i1096926332256068984", "i1096926332256070226"],
        ["i842", "i1", "i0", "i843", "i843", "i-843", "i116", "i69950623278181197811562846547253133312", "i0", "i842", "i0", "i842~i0", "i842", "i841", "i843"],
        ["i29800817904883106580", "i-1127156746585606978", "i28827964424509718548", "i-154303266212218946", "i-28982267690721937494", "i-29800817904883106581", "i108", "i9670918324330812370059431978484349517024931065364480", "i0", "i-27", "i-632414252928281826", "i-27~i-632414252928281826", "i-33590192955258146838290876167565715240", "i30927974651468713558", "i28673661158297499602"],
        ["i-729069530641002015757284653788342621674945147", "i751189369104767262364359316341", "i722995707528555108984689377541", "i-729069530641001987563623077576189242005006347", "i-729069530641002710559330606131298226694383888", "i729069530641002015757284653788342621674945146", "i83", "i-7051127839089810886410595357155029178249691661438024515198757137022976", "i-75384022618671553380", "i-970553578932931", "i356895988647208892897776380324", "i-970553578932931~i356895988647208892897776380324", "i-547669280755723088542968878109429369228357497920179493400332136089595747127", "i-729069530641002766946653758555604986034261488", "i-729069530641001264567915549021080257315628806"],
        ["i954003296160027077170589985956008111276845241", "i9200964154603101310", "i3148121839116503096", "i954003296160027077170589992008850426763443455", "i954003296160027077170589988860728587646940359", "i-954003296160027077170589985956008111276845242", "i9", "i488449687633933863511342072809476152973744763392", "i1863287687812552885098808566320328342337588", "i103685144309876900625708511", "i686188794614595831", "i103685144309876900625708511~i686188794614595831", "i8777750131341615622374420503689647966794446326928182251514365710", "i954003296160027077170589976755043956673743931", "i954003296160027077170589995156972265879946551"],
        ["i661", "i-593", "i133", "i-65", "i-198", "i-662", "i102", "i3351668187003438537557283275014144", "i0", "i-2", "i-525", "i-2~i-525", "i-391973", "i1254", "i68"],
        ["i1285372866867553124508291859304179799862680347", "i-1376737338165730585807061120142160174026458224", "i288585076327537024951603374469619846748944", "i-91653056374504998323720864212449994010526821", "i-91941641450832535348672467586919613857275765", "i-1285372866867553124508291859304179799862680348", "i41", "i2826564826297294148252533563665656604935187139208669036544", "i584519906109359510314012304345023", "i-1", "i-91364471298177461298769260837980374163777877", "i-1~i-91364471298177461298769260837980374163777877", "i-1769620819281689085415589455883311223897479065276481323596469637198418927516942343861323728", "i2662110205033283710315352979446339973889138571", "i-91364471298177461298769260837980374163777877"],
        ["i-870847857474716551653765232188", "i-554", "i-870847857474716551653765232188", "i-554", "i870847857474716551653765231634", "i870847857474716551653765232187", "i73", "i-8224925467634886554181332456123051220330296635293696", "i-92204604", "i1571927540568080418147590671", "i-454", "i1571927540568080418147590671~i-454", "i482449713040992969616185938632152", "i-870847857474716551653765231634", "i-870847857474716551653765232742"],
        ["i1315569177892428926626226384025291192765697393", "i-1210629952071270729173985059537", "i1315569177892427973565324944650729250840382753", "i-257569050631896167232059744897", "i-1315569177892428231134375576546896482900127650", "i-1315569177892428926626226384025291192765697394", "i95", "i52115064312409244699780961729922062443067184245086265820317368457598337024", "i33209634961698681", "i-1086681504651044", "i-831060024758750253439983509235", "i-1086681504651044~i-831060024758750253439983509235", "i-1592667450778352267192133444155666899373080441850086429279611101612430687041", "i1315569177892430137256178455296020366750756930", "i1315569177892427715996274312754562018780637856"],
        ["i-964608847107329840", "i-1015", "i-964608847107330048", "i-807", "i964608847107329241", "i964608847107329839", "i23", "i-8091725491715323954462720", "i-114990335359", "i950353543948108", "i-220", "i950353543948108~i-220", "i979077979813939787600", "i-964608847107328825", "i-964608847107330855"],
        ["i5503645014446151120", "i907420531369581238", "i864917808812134544", "i5546147737003597814", "i4681229928191463270", "i-5503645014446151121", "i72", "i25990228749833128387689707937837109739520", "i0", "i6", "i59121826228663692", "i6~i59121826228663692", "i4994120483478273058168181135264686560", "i4596224483076569882", "i6411065545815732358"],
        ["i1200481671367159189844531172373703225790599737", "i-762703189617300032384907853363583392833715086", "i485441556426307932516840121831137813302738992", "i-47663074676448775057216802821017980345854341", "i-533104631102756707574056924652155793648593333", "i-1200481671367159189844531172373703225790599738", "i39", "i659971778300079146087438938854092037783082190674073747456", "i2183663439367881782972346941048641", "i-2", "i-324924707867440874925284534353463559876830435", "i-2~i-324924707867440874925284534353463559876830435", "i-915611199828839678577516014147715335364000575754378216085816899790545604121255181724532382", "i1963184860984459222229439025737286618624314823", "i437778481749859157459623319010119832956884651"],
        ["i672476632457", "i28265638231281508864", "i88050499584", "i28265638815707641737", "i28265638727657142153", "i-672476632458", "i71", "i1587840554813993095506317107265536", "i0", "i0", "i672476632457", "i0~i672476632457", "i19007981212020022796436515598848", "i-28265637558804876407", "i28265638903758141321"],
        ["i-938588710471124208576253470322129982531386242", "i8404810190554372267", "i2639426136359206954", "i-938588710471124208576253464556745928336220929", "i-938588710471124208576253467196172064695427883", "i938588710471124208576253470322129982531386241", "i105", "i-38073681350277133610195199499091886959351954543563827049675375197635418783744", "i-23137998117890", "i-111672802739310392892931965", "i611308749182428413", "i-111672802739310392892931965~i611308749182428413", "i-7888659958506992000201864324933299138393413500272000969630150614", "i-938588710471124208576253478726940173085758509", "i-938588710471124208576253461917319791977013975"],
        ["i938638186304", "i-833101381640682978483170589778331704598941867", "i320027494208", "i-833101381640682978483170589778331085988249771", "i-833101381640682978483170589778331406015743979", "i-938638186305", "i120", "i1247664155148054391823650436918292630596803887104", "i0", "i-1", "i-833101381640682978483170589778330765960755563", "i-1~i-833101381640682978483170589778330765960755563", "i-781980769870567194743287899376967272603651489758411589568", "i833101381640682978483170589778332643237128171", "i-833101381640682978483170589778330765960755563"],
        ["i1323795794756453887727403596959584345935616337", "i937662852706860395", "i72390904977070401", "i1323795794756453887727403597824856293665406331", "i1323795794756453887727403597752465388688335930", "i-1323795794756453887727403596959584345935616338", "i92", "i6555119272666502916371460282527038692939692039740516616055379723867389952", "i267338431738712311", "i1411803603965858972267009418", "i915891887259416227", "i1411803603965858972267009418~i915891887259416227", "i1241274141312682016153850979158460545415817212733079532540273115", "i1323795794756453887727403596021921493228755942", "i1323795794756453887727403597897247198642476732"],
        ["i1130123497471128974815656050618", "i-8241724314237817687", "i1130123497466490204970207554728", "i-3602954468789321797", "i-1130123497470093159438996876525", "i-1130123497471128974815656050619", "i94", "i22384402029707852141369500411564139507234639982317023526912", "i57", "i-137122215496", "i-4411883053918227134", "i-137122215496~i-4411883053918227134", "i-9314166307199284540961020382308925899397527680566", "i1130123497479370699129893868305", "i1130123497462887250501418232931"],
        ["i800869644297388454888550372888", "i-803776143059160674439345192872", "i8234999679711152279723704344", "i-11141498441483371830518524328", "i-19376498121194524110242228672", "i-800869644297388454888550372889", "i103", "i8121783082385224422939314925248608888732110617148077169967104", "i0", "i-1", "i-2906498761772219550794819984", "i-1~i-2906498761772219550794819984", "i-643719913786516825537680499351319811565921641352965879654336", "i1604645787356549129327895565760", "i-2906498761772219550794819984"],
        ["i7100618998479624852", "i569", "i528", "i7100618998479624893", "i7100618998479624365", "i-7100618998479624853", "i24", "i119128618671196337740972032", "i423229873089", "i12479119505236599", "i21", "i12479119505236599~i21", "i4040252210134906540788", "i7100618998479624283", "i7100618998479625421"],
        ["i-1", "i-974377971291093824", "i-974377971291093824", "i-1", "i974377971291093823", "i0", "i33", "i-8589934592", "i-1", "i0", "i-1", "i0~i-1", "i974377971291093824", "i974377971291093823", "i-974377971291093825"],
        ["i26094031835796253946", "i1297210946392636358556843333743775733208949288", "i25940754746527490088", "i1297210946392636358556843333897052822477713146", "i1297210946392636358556843307956298075950223058", "i-26094031835796253947", "i114", "i541951838110050681830096343042668222516944706169995264", "i0", "i0", "i26094031835796253946", "i0~i26094031835796253946", "i33849463732912840884620275773661571085252065808479252593083890448", "i-1297210946392636358556843307649743897412695342", "i1297210946392636358556843359837807569005203234"],
        ["i-1", "i21593998578108266077", "i21593998578108266077", "i-1", "i-21593998578108266078", "i0", "i74", "i-18889465931478580854784", "i-1", "i-1", "i21593998578108266076", "i-1~i21593998578108266076", "i-21593998578108266077", "i-21593998578108266078", "i21593998578108266076"],
        ["i1", "i9962492576098139002", "i0", "i9962492576098139003", "i9962492576098139003", "i-2", "i42", "i4398046511104", "i0", "i0", "i1", "i0~i1", "i9962492576098139002", "i-9962492576098139001", "i9962492576098139003"],
        ["i967139221273271432977112241577651589302755284", "i17437099379882668686", "i86976867316273796", "i967139221273271432977112258927774101869150174", "i967139221273271432977112258840797234552876378", "i-967139221273271432977112241577651589302755285", "i69", "i570898230351193296542150185915322697800141961995877441824471646208", "i1638397570000656052203165", "i55464455423650808510346611", "i3364131759766832138", "i55464455423650808510346611~i3364131759766832138", "i16864102715524368398883985731494211238457297500921043298707836824", "i967139221273271432977112224140552209420086598", "i967139221273271432977112259014750969185423970"],
        ["i717957944472", "i-831", "i717957944448", "i-807", "i-717957945255", "i-717957944473", "i38", "i197350777050279935213568", "i2", "i-863968646", "i-354", "i-863968646~i-354", "i-596623051856232", "i717957945303", "i717957943641"],
        ["i6744759536139795460", "i-1040665551095940932997586324977", "i871446528013660164", "i-1040665551090067619989460189681", "i-1040665551090939066517473849845", "i-6744759536139795461", "i17", "i884049121920915270533120", "i51458431519621", "i-1", "i-1040665551089196173461446529517", "i-1~i-1040665551089196173461446529517", "i-7019038899686523178149817997233042489861869204420", "i1040665551102685692533726120437", "i-1040665551089196173461446529517"],
        ["i-1", "i-644222218996", "i-644222218996", "i-1", "i644222218995", "i0", "i95", "i-39614081257132168796771975168", "i-1", "i0", "i-1", "i0~i-1", "i644222218996", "i644222218995", "i-644222218997"],
        ["i-8570927578401314740", "i1219793762073142875014203095353125889521765828", "i1219793762073142875014203091412461887525767236", "i-4630263576405316148", "i-1219793762073142875014203096042725463931083384", "i8570927578401314739", "i5", "i-274269682508842071680", "i-267841486825041086", "i-1", "i1219793762073142875014203086782198311120451088", "i-1~i1219793762073142875014203086782198311120451088", "i-10454763995314591937073445645524247746526718891003900761604704720", "i-1219793762073142875014203103924053467923080568", "i1219793762073142875014203086782198311120451088"],
        ["i-591335222792", "i1046764589192049993181270529585019808436229244", "i1046764589192049993181270529585019253676609656", "i-36575603204", "i-1046764589192049993181270529585019290252212860", "i591335222791", "i64", "i-10908209516614043374745783631872", "i-1", "i-1", "i1046764589192049993181270529585019217101006452", "i-1~i1046764589192049993181270529585019217101006452", "i-618988771560657237993048689453781515727370781125125729248", "i-1046764589192049993181270529585020399771452036", "i1046764589192049993181270529585019217101006452"],
        ["i666", "i1155831649286434952963957371301", "i128", "i1155831649286434952963957371839", "i1155831649286434952963957371711", "i-667", "i24", "i11173625856", "i0", "i0", "i666", "i0~i666", "i769783878424765678673995609286466", "i-1155831649286434952963957370635", "i1155831649286434952963957371967"],
        ["i-1", "i-840485211014577888689508256001277614916796726", "i-840485211014577888689508256001277614916796726", "i-1", "i840485211014577888689508256001277614916796725", "i0", "i92", "i-4951760157141521099596496896", "i-1", "i0", "i-1", "i0~i-1", "i840485211014577888689508256001277614916796726", "i840485211014577888689508256001277614916796725", "i-840485211014577888689508256001277614916796727"],
        ["i798", "i-9062397268138655837", "i770", "i-9062397268138655809", "i-9062397268138656579", "i-799", "i93", "i7903009210797867674956009046016", "i0", "i-1", "i-9062397268138655039", "i-1~i-9062397268138655039", "i-7231793019974647357926", "i9062397268138656635", "i-9062397268138655039"],
        ["i1050196290332171476647623877760", "i1139443208747562459682699395491735642087202050", "i396462396352311964941475447808", "i1139443208747563113416593375351247348235632002", "i1139443208747562716954197023039282406760184194", "i-1050196290332171476647623877761", "i52", "i4729663621805844693113186309728267651734568960", "i233190420380540", "i0", "i1050196290332171476647623877760", "i0~i1050196290332171476647623877760", "i1196639030870876174907830045302049799933058465117073824220043051689621408000", "i-1139443208747561409486409063320258994463324290", "i1139443208747563509878989727663212289711079810"],
        ["i-1203350517705371803613595469497", "i-877", "i-1203350517705371803613595469821", "i-553", "i1203350517705371803613595469268", "i1203350517705371803613595469496", "i64", "i-22197899031076888183022695384298298346232875057152", "i-65233762278", "i1372121456904642877552560398", "i-451", "i1372121456904642877552560398~i-451", "i1055338404027611071769123226748869", "i-1203350517705371803613595468620", "i-1203350517705371803613595470374"],
        ["i1", "i17813450715038941518", "i0", "i17813450715038941519", "i17813450715038941519", "i-2", "i10", "i1024", "i0", "i0", "i1", "i0~i1", "i17813450715038941518", "i-17813450715038941517", "i17813450715038941519"],
        ["i907962360653447455684530499998580016768064758", "i-894463062250043908666243116081", "i907962360653447376446089963183738495422992582", "i-815224621713229067144898043905", "i-907962360653448191670711676412805640321036487", "i-907962360653447455684530499998580016768064759", "i100", "i1150979031466982765420438595334681491528251781002030833424667551250941739008", "i716256009731685", "i-1015092069167670", "i-32551798117327158428094236512", "i-1015092069167670~i-32551798117327158428094236512", "i-812138793517861389647311564999151279045676246324900354134166959017919173398", "i907962360653448350147592750042488683011180839", "i907962360653446561221468249954671350524948677"],
        ["i706603430373233168877281268362", "i545", "i512", "i706603430373233168877281268395", "i706603430373233168877281267883", "i-706603430373233168877281268363", "i13", "i5788495301617526119442688150421504", "i86255301559232564560214998", "i1296520055730703062160149116", "i142", "i1296520055730703062160149116~i142", "i385098869553412077038118291257290", "i706603430373233168877281267817", "i706603430373233168877281268907"],
        ["i656904867436", "i11208961073869237091", "i620622776928", "i11208961110151327599", "i11208960489528550671", "i-656904867437", "i2", "i2627619469744", "i164226216859", "i0", "i656904867436", "i0~i656904867436", "i7363221088325355394861809268676", "i-11208960416964369655", "i11208961730774104527"],
        ["i-994384380647582450663229309530", "i-28962884828894735646", "i-994384380656936589835399294814", "i-19608745656724750362", "i994384380637327844178674544452", "i994384380647582450663229309529", "i104", "i-20168511311767744546969290819516060830549549866765796224532480", "i-1", "i34333057170", "i-9013823817074427710", "i34333057170~i-9013823817074427710", "i28800240292347753726384127288803780415548458506380", "i-994384380618619565834334573884", "i-994384380676545335492124045176"],
        ["i1015999904752", "i1079965829914623168", "i137641343168", "i1079966708273184752", "i1079966570631841584", "i-1015999904753", "i103", "i10303463112725573611058051383232232754774016", "i0", "i0", "i1015999904752", "i0~i1015999904752", "i1097245180328671770979972494336", "i-1079964813914718416", "i1079966845914527920"],
        ["i-726113302053289888", "i964039706508", "i824703746048", "i-726113162717329428", "i-726113987421075476", "i726113302053289887", "i11", "i-1487080042605137690624", "i-354547510768208", "i-753199", "i440848829204", "i-753199~i440848829204", "i-700002054603008337403364191104", "i-726114266092996396", "i-726112338013583380"],
        ["i-1107057865375415030", "i-1011409314387698375611322789263", "i-1011409314387718923290419200000", "i-1086510186279004293", "i1011409314386632413104140195707", "i1107057865375415029", "i110", "i-1437043269151259895874935605956585432051023054110720", "i-1", "i0", "i-1107057865375415030", "i0~i-1107057865375415030", "i1119688636606857404071376294218417716765852822890", "i1011409314386591317745947374233", "i-1011409314388805433476698204293"],
        ["i1", "i-11232518130795820870", "i0", "i-11232518130795820869", "i-11232518130795820869", "i-2", "i83", "i9671406556917033397649408", "i0", "i-1", "i-11232518130795820869", "i-1~i-11232518130795820869", "i-11232518130795820870", "i11232518130795820871", "i-11232518130795820869"],
        ["i14843658206434623805", "i-694385598464", "i14843658068448772096", "i-556399746755", "i-14843658624848518851", "i-14843658206434623806", "i21", "i31129407494940784181903360", "i7078007796494", "i-21376680", "i-528538795715", "i-21376680~i-528538795715", "i-10307222487070171106525625835520", "i14843658900820222269", "i14843657512049025341"],
        ["i756393913239010314634586856255", "i-971", "i756393913239010314634586855477", "i-193", "i-756393913239010314634586855670", "i-756393913239010314634586856256", "i58", "i218015702131745160583480215850238496561923358720", "i2624268556763", "i-778984462656035339479492128", "i-33", "i-778984462656035339479492128~i-33", "i-734458489755079015510183837423605", "i756393913239010314634586857226", "i756393913239010314634586855284"],
        ["i1", "i-820227072838733862839239010250322750331811103", "i1", "i-820227072838733862839239010250322750331811103", "i-820227072838733862839239010250322750331811104", "i-2", "i5", "i32", "i0", "i-1", "i-820227072838733862839239010250322750331811102", "i-1~i-820227072838733862839239010250322750331811102", "i-820227072838733862839239010250322750331811103", "i820227072838733862839239010250322750331811104", "i-820227072838733862839239010250322750331811102"],
        ["i1", "i24623006620237944652", "i0", "i24623006620237944653", "i24623006620237944653", "i-2", "i106", "i81129638414606681695789005144064", "i0", "i0", "i1", "i0~i1", "i24623006620237944652", "i-24623006620237944651", "i24623006620237944653"],
        ["i744", "i1102559517476984005597998522742", "i96", "i1102559517476984005597998523390", "i1102559517476984005597998523294", "i-745", "i65", "i27448755181679812804608", "i0", "i0", "i744", "i0~i744", "i820304281002876100164910900920048", "i-1102559517476984005597998521998", "i1102559517476984005597998523486"],
        ["i799566617762782721043208698933761694938027528", "i12930893215417291548", "i12830828189836431880", "i799566617762782721043208699033826720518887196", "i799566617762782721043208686202998530682455316", "i-799566617762782721043208698933761694938027529", "i101", "i2027142205858893569257598591199730289720876672709387084435991349665051181056", "i315373422936425", "i61833827288084985360030990", "i12656584175792955008", "i61833827288084985360030990~i12656584175792955008", "i10339110552902917958712220985323329568366175374442215791225733344", "i799566617762782721043208686002868479520735980", "i799566617762782721043208711864654910355319076"],
        ["i9072904714459142998", "i1", "i0", "i9072904714459142999", "i9072904714459142999", "i-9072904714459142999", "i98", "i2875318276774416227429531474787440634824136589312", "i0", "i9072904714459142998", "i0", "i9072904714459142998~i0", "i9072904714459142998", "i9072904714459142997", "i9072904714459142999"],
        ["i736", "i734", "i704", "i766", "i62", "i-737", "i106", "i59711413873150517728100707786031104", "i0", "i1", "i2", "i1~i2", "i540224", "i2", "i1470"],
        ["i1", "i1142108307228725658382376335966025198118840677", "i1", "i1142108307228725658382376335966025198118840677", "i1142108307228725658382376335966025198118840676", "i-2", "i28", "i268435456", "i0", "i0", "i1", "i0~i1", "i1142108307228725658382376335966025198118840677", "i-1142108307228725658382376335966025198118840676", "i1142108307228725658382376335966025198118840678"],
        ["i-1", "i1", "i1", "i-1", "i-2", "i0", "i87", "i-154742504910672534362390528", "i-1", "i-1", "i0", "i-1~i0", "i-1", "i-2", "i0"],
        ["i1416443042513010694481848642965066936627434928", "i-27144507104222319903", "i1416443042513010694481848637740705413165351072", "i-21920145580760236047", "i-1416443042513010694481848659660850993925587119", "i-1416443042513010694481848642965066936627434929", "i46", "i99673318100830102934286951827979353510145844054067031048192", "i20128866289511090236627646887726", "i-52181571655529652476573618", "i-26167130891898684126", "i-52181571655529652476573618~i-26167130891898684126", "i-38448648230220696288607031501853186310683600518133246992331771984", "i1416443042513010694481848670109574040849754831", "i1416443042513010694481848615820559832405115025"],
        ["i734988023017", "i1126955918281953168", "i184695129216", "i1126956468574846969", "i1126956283879717753", "i-734988023018", "i88", "i227467775521987240429788825625613565952", "i0", "i0", "i734988023017", "i0~i734988023017", "i828299102405360566137700067856", "i-1126955183293930151", "i1126956653269976185"],
        ["i-1", "i17021445213812623478", "i17021445213812623478", "i-1", "i-17021445213812623479", "i0", "i79", "i-604462909807314587353088", "i-1", "i-1", "i17021445213812623477", "i-1~i17021445213812623477", "i-17021445213812623478", "i-17021445213812623479", "i17021445213812623477"],
        ["i1265473510795349249217724796881", "i1244648574826361198218080621769932777990518817", "i685880443499145969923795306497", "i1244648574826361777811147917973212071920009201", "i1244648574826361091930704418827242148124702704", "i-1265473510795349249217724796882", "i103", "i12833426044261193719673221690130471510518690123245049817858048", "i0", "i0", "i1265473510795349249217724796881", "i0~i1265473510795349249217724796881", "i1575069801691943255564897772441965427500253062341821341022328209775133409777", "i-1244648574826359932744569826420683560265721936", "i1244648574826362463691591417119181995715315698"],
        ["i-1368460433633225254138130438281056776990635379", "i-25098260448510954632", "i-1368460433633225254138130444622936775396916728", "i-18756380450104673283", "i1368460433633225254138130425866556325292243445", "i1368460433633225254138130438281056776990635378", "i31", "i-2938746404162340462762279449499642656746972125532782592", "i-637239047155354755994924548212930922", "i54524114786386087355512280", "i-4504099706791754419", "i54524114786386087355512280~i-4504099706791754419", "i34345976376808927531883412540475607328846316477203545959523125528", "i-1368460433633225254138130413182796328479680747", "i-1368460433633225254138130463379317225501590011"],
        ["i1240420043733076771713921249003", "i-765", "i1240420043733076771713921248259", "i-21", "i-1240420043733076771713921248280", "i-1240420043733076771713921249004", "i101", "i3144838425946722667389859653763083350572242861729655088480256", "i0", "i-1621464109455002315965910130", "i-447", "i-1621464109455002315965910130~i-447", "i-948921333455803730361149755487295", "i1240420043733076771713921249768", "i1240420043733076771713921248238"],
        ["i688518129005", "i767237410118988115", "i142631233", "i767238098494485887", "i767238098351854654", "i-688518129006", "i35", "i23657302774236672163840", "i20", "i0", "i688518129005", "i0~i688518129005", "i528256866117767551363631775575", "i-767236721600859110", "i767238098637117120"],
        ["i-1211769252529193315869830229135401441878923333", "i-27175959746280313035", "i-1211769252529193315869830230874957776267434191", "i-25436403411891802177", "i1211769252529193315869830205438554364375632014", "i1211769252529193315869830229135401441878923332", "i9", "i-620425857294946977725353077317325538242008746496", "i-2366736821346080695058262166280080941169773", "i44589750052711688606085382", "i-13851221756981368963", "i44589750052711688606085382~i-13851221756981368963", "i32930992428513540958826908887310811744515668907544610520005545655", "i-1211769252529193315869830201959441695598610298", "i-1211769252529193315869830256311361188159236368"],
        ["i-766", "i14545828554967105338", "i14545828554967104770", "i-198", "i-14545828554967104968", "i765", "i126", "i-65164073265359715753236237323183612493824", "i-1", "i-1", "i14545828554967104572", "i-1~i14545828554967104572", "i-11142104673104802688908", "i-14545828554967106104", "i14545828554967104572"],
        ["i-680", "i775973134424921814926787547172484046791469186", "i775973134424921814926787547172484046791469056", "i-550", "i-775973134424921814926787547172484046791469606", "i679", "i109", "i-441345232975460348425092187983708160", "i-1", "i-1", "i775973134424921814926787547172484046791468506", "i-1~i775973134424921814926787547172484046791468506", "i-527661731408946834150215532077289151818199046480", "i-775973134424921814926787547172484046791469866", "i775973134424921814926787547172484046791468506"],
        ["i733048215504969927524975344399688892880158543", "i-1224721523510958922020822057091776214385183348", "i1819153687721659330766851240769972045624588", "i-493492461693710653826613563932857293550649393", "i-495311615381432313157380415173627265596273981", "i-733048215504969927524975344399688892880158544", "i129", "i498886763678402697857525674576473675101646593073595261338598542484024855321657737216", "i1077117", "i-1", "i-491673308005988994495846712692087321505024805", "i-1~i-491673308005988994495846712692087321505024805", "i-897779927300236509691294115935485189460486510676251681105925107491100675714289032363541964", "i1957769739015928849545797401491465107265341891", "i-491673308005988994495846712692087321505024805"],
        ["i5686419503463104277", "i1", "i1", "i5686419503463104277", "i5686419503463104276", "i-5686419503463104278", "i129", "i3869976575887625514419512434357345025907348541531827994624", "i0", "i5686419503463104277", "i0", "i5686419503463104277~i0", "i5686419503463104277", "i5686419503463104276", "i5686419503463104278"],
        ["i25864037829333788699", "i27266119088866715563", "i25536681305994207243", "i27593475612206297019", "i2056794306212089776", "i-25864037829333788700", "i71", "i61069732678459228423680198784227582410752", "i0", "i0", "i25864037829333788699", "i0~i25864037829333788699", "i705211935573568866477866919099176822537", "i-1402081259532926864", "i53130156918200504262"],
        ["i6226614240620464089", "i36079305124039082289", "i6062232710867468561", "i36243686653792077817", "i30181453942924609256", "i-6226614240620464090", "i62", "i28715189835610261493227739408504979456", "i1", "i0", "i6226614240620464089", "i0~i6226614240620464089", "i224651915077032629282759136552840419721", "i-29852690883418618200", "i42305919364659546378"],
        ["i873458304008033968", "i-772206047048852613", "i290482936174776880", "i-189230679215595525", "i-479713615390372405", "i-873458304008033969", "i60", "i1007028862068287280919011965186080768", "i0", "i-2", "i-670953790089671258", "i-2~i-670953790089671258", "i-674489784200038887168345328329558384", "i1645664351056886581", "i101252256959181355"],
        ["i-991165675124", "i-1", "i-991165675124", "i-1", "i991165675123", "i991165675123", "i123", "i-10539881310687020539697965625700843971027132219392", "i-1", "i991165675124", "i0", "i991165675124~i0", "i991165675124", "i-991165675123", "i-991165675125"],
        ["i833", "i-763573938549846672", "i320", "i-763573938549846159", "i-763573938549846479", "i-834", "i89", "i515602026362360884495485239296", "i0", "i-1", "i-763573938549845839", "i-1~i-763573938549845839", "i-636057090812022277776", "i763573938549847505", "i-763573938549845839"],
        ["i35300549427837423519", "i677006391775310930", "i676723742659707922", "i35300832076953026527", "i34624108334293318605", "i-35300549427837423520", "i1", "i70601098855674847038", "i17650274713918711759", "i52", "i96217055521255159", "i52~i96217055521255159", "i23898697595826230837744310646319762670", "i34623543036062112589", "i35977555819612734449"],
        ["i863203544010713108643879801933", "i-954", "i863203544010713108643879801924", "i-945", "i-863203544010713108643879802869", "i-863203544010713108643879801934", "i117", "i143424289594974575895468779086667252663336784656857183130983858176", "i0", "i-904825517830936172582683231", "i-441", "i-904825517830936172582683231~i-441", "i-823496180986220305646261331044082", "i863203544010713108643879802887", "i863203544010713108643879800979"],
        ["i-711114222614", "i8718296563723792069", "i8718296013682639552", "i-161073070097", "i-8718296174755709649", "i711114222613", "i102", "i-3605777484509871367291946351899344902291456", "i-1", "i-1", "i8718295852609569455", "i-1~i8718295852609569455", "i-6199704683430751910163113648366", "i-8718297274838014683", "i8718295852609569455"],
        ["i14080243699531099673", "i-14095612627838957862", "i27604386308032024", "i-42973314615890213", "i-70577700923922237", "i-14080243699531099674", "i20", "i14764205617479522370715648", "i13427966784983", "i-1", "i-15368928307858189", "i-1~i-15368928307858189", "i-198469660894160493680531952755168979126", "i28175856327370057535", "i-15368928307858189"],
        ["i1137353372192867667284580019927", "i-6191945476997810364", "i1137353372188200190831739807300", "i-1524469024157597737", "i-1137353372189724659855897405037", "i-1137353372192867667284580019928", "i95", "i45055208904121546674366673212453144284692189362584589172736", "i28", "i-183682717560", "i-5440610544472771913", "i-183682717560~i-5440610544472771913", "i-7042430068697834134213821224244035181522487123428", "i1137353372199059612761577830291", "i1137353372186675721807582209563"],
        ["i33440010391842208413", "i1", "i1", "i33440010391842208413", "i33440010391842208412", "i-33440010391842208414", "i107", "i5425951903341696532203287124742518437548509955620864", "i0", "i33440010391842208413", "i0", "i33440010391842208413~i0", "i33440010391842208413", "i33440010391842208412", "i33440010391842208414"],
        ["i4752921873000588271", "i585154535290", "i761267050", "i4752922457393856511", "i4752922456632589461", "i-4752921873000588272", "i38", "i1306473216318757888813195853824", "i17291029", "i8122507", "i64025816241", "i8122507~i64025816241", "i2781193789865335627613629583590", "i4752921287846052981", "i4752922458155123561"],
        ["i-7015971021562615898", "i746642328906596701960082688509374722509662339", "i746642328906596701960082683824174873389850754", "i-2330771172442804313", "i-746642328906596701960082686154946045832655067", "i7015971021562615897", "i47", "i-987410139948487347343185405804544", "i-49852", "i-1", "i746642328906596701960082681493403700947046441", "i-1~i746642328906596701960082681493403700947046441", "i-5238420943080705921048710302942653021907663503842352609533265422", "i-746642328906596701960082695525345744072278237", "i746642328906596701960082681493403700947046441"],
        ["i-12523152071395440873", "i689636171398572374574833476848", "i689636171386123848626871600144", "i-74626123433564169", "i-689636171386198474750305164313", "i12523152071395440872", "i93", "i-124023290937920507515857455311319660592592060416", "i-1", "i-1", "i689636171386049222503438035975", "i-1~i689636171386049222503438035975", "i-8636418648359252928770442690824716906122398408304", "i-689636171411095526646228917721", "i689636171386049222503438035975"],
        ["i912058747008345723", "i-999733222473344955902698435268", "i866943547158840376", "i-999733222473299840702848929921", "i-999733222474166784250007770297", "i-912058747008345724", "i40", "i1002819197550485176152697602048", "i829512", "i-1", "i-999733222472432897155690089545", "i-1~i-999733222472432897155690089545", "i-911815430231654737928045300674803825289280158764", "i999733222474257014649706780991", "i-999733222472432897155690089545"],
        ["i-16", "i3", "i0", "i-13", "i-13", "i15", "i2", "i-64", "i-4", "i-6", "i2", "i-6~i2", "i-48", "i-19", "i-13"],
        ["i-1", "i-1", "i-1", "i-1", "i0", "i0", "i64", "i-18446744073709551616", "i-1", "i1", "i0", "i1~i0", "i1", "i0", "i-2"],
        ["i9223372036854775807", "i-9223372036854775808", "i0", "i-1", "i-1", "i-9223372036854775808", "i1", "i18446744073709551614", "i4611686018427387903", "i-1", "i-1", "i-1~i-1", "i-85070591730234615856620279821087277056", "i18446744073709551615", "i-1"],
        ["i-9223372036854775808", "i-1", "i-9223372036854775808", "i-1", "i9223372036854775807", "i9223372036854775807", "i63", "i-85070591730234615865843651857942052864", "i-1", "i9223372036854775808", "i0", "i9223372036854775808~i0", "i9223372036854775808", "i-9223372036854775807", "i-9223372036854775809"],
        ["i1", "i1180591620717411303424", "i0", "i1180591620717411303425", "i1180591620717411303425", "i-2", "i200", "i1606938044258990275541962092341162602522202993782792835301376", "i0", "i0", "i1", "i0~i1", "i1180591620717411303424", "i-1180591620717411303423", "i1180591620717411303425"],
        ["i-36893488147419103232", "i18446744073709551615", "i0", "i-18446744073709551617", "i-18446744073709551617", "i36893488147419103231", "i65", "i-1361129467683753853853498429727072845824", "i-1", "i-3", "i18446744073709551613", "i-3~i18446744073709551613", "i-680564733841876926889855726716117319680", "i-55340232221128654847", "i-18446744073709551617"],
        ["i0", "i-1", "i0", "i-1", "i-1", "i-1", "i0", "i0", "i0", "i0", "i0", "i0~i0", "i0", "i1", "i-1"],
    ];
    #[rustfmt::skip]
    const POW3: &[[&str; 4]] = &[
        ["i2", "i10", "i1000", "i24"],
        ["i2", "i-1", "i4", "EValueError:base is not invertible for the given modulus"],
        ["i3", "i-1", "i7", "i5"],
        ["i3", "i-1", "i-7", "i-2"],
        ["i-3", "i5", "i7", "i2"],
        ["i3", "i5", "i-7", "i-2"],
        ["i2", "i-1", "i1", "i0"],
        ["i0", "i-1", "i1", "i0"],
        ["i0", "i0", "i1", "i0"],
        ["i0", "i0", "i-1", "i0"],
        ["i0", "i0", "i5", "i1"],
        ["i2", "i3", "i0", "EValueError:pow() 3rd argument cannot be 0"],
        ["i2", "i-1", "i0", "EValueError:pow() 3rd argument cannot be 0"],
        ["i0", "i-1", "i5", "EValueError:base is not invertible for the given modulus"],
        ["i1000000000000000000000000000000", "i100000000000000000000", "i1000000007", "i238486502"],
        ["i-1000000000000000000000000000000", "i3", "i-1180591620717411303424", "i0"],
        ["i1180591620717411303424", "i-1", "i2305843009213693951", "i4503599627370496"],
        ["T", "i2", "i5", "i1"],
        ["i5", "T", "i3", "i2"],
        ["i2", "i3", "T", "i0"],
        ["i2", "f3.0", "i5", "ETypeError:pow() 3rd argument not allowed unless all arguments are integers"],
        ["f2.0", "i3", "i5", "ETypeError:pow() 3rd argument not allowed unless all arguments are integers"],
        ["i2", "i3", "f1.0", "ETypeError:pow() 3rd argument not allowed unless all arguments are integers"],
        ["sa", "i2", "i3", "ETypeError:unsupported operand type(s) for ** or pow(): 'str', 'int', 'int'"],
        ["i1", "i2", "sa", "ETypeError:unsupported operand type(s) for ** or pow(): 'int', 'int', 'str'"],
        ["N", "i1", "i1", "ETypeError:unsupported operand type(s) for ** or pow(): 'NoneType', 'int', 'int'"],
        ["sa", "f2.0", "i3", "ETypeError:pow() 3rd argument not allowed unless all arguments are integers"],
        ["N", "i2", "f3.0", "ETypeError:pow() 3rd argument not allowed unless all arguments are integers"],
        ["i2", "i3", "N", "i8"],
        ["f2.0", "f0.5", "N", "f1.4142135623730951"],
        ["sa", "i1", "N", "ETypeError:unsupported operand type(s) for ** or pow(): 'str' and 'int'"],
        ["i6", "i-1", "i9", "EValueError:base is not invertible for the given modulus"],
        ["i-1", "i-1", "i18446744073709551616", "i18446744073709551615"],
        ["i9223372036854775807", "i9223372036854775807", "i9223372036854775805", "i2620771182203436563"],
    ];
    #[rustfmt::skip]
    const REPEAT: &[[&str; 4]] = &[
        ["sab", "i3", "sababab", "sababab"],
        ["sab", "i0", "s", "s"],
        ["sab", "i-3", "s", "s"],
        ["sab", "T", "sab", "sab"],
        ["sab", "F", "s", "s"],
        ["s", "i1000000000000000000000000000000", "EOverflowError:cannot fit 'int' into an index-sized integer", "EOverflowError:cannot fit 'int' into an index-sized integer"],
        ["s", "i4611686018427387904", "s", "s"],
        ["sab", "i4611686018427387904", "EOverflowError:repeated string is too long", "EOverflowError:repeated string is too long"],
        ["sa", "i4611686018427387904", "EMemoryError:", "EMemoryError:"],
        ["sab", "i1000000000000000000000000000000", "EOverflowError:cannot fit 'int' into an index-sized integer", "EOverflowError:cannot fit 'int' into an index-sized integer"],
        ["sa", "f1.5", "ETypeError:can't multiply sequence by non-int of type 'float'", "ETypeError:can't multiply sequence by non-int of type 'float'"],
        ["sa", "sb", "ETypeError:can't multiply sequence by non-int of type 'str'", "ETypeError:can't multiply sequence by non-int of type 'str'"],
        ["sa", "N", "ETypeError:can't multiply sequence by non-int of type 'NoneType'", "ETypeError:can't multiply sequence by non-int of type 'NoneType'"],
        ["shéllo", "i2", "shéllohéllo", "shéllohéllo"],
        ["sab", "i9223372036854775807", "EOverflowError:repeated string is too long", "EOverflowError:repeated string is too long"],
        ["s", "i-1000000000000000000000000000000", "EOverflowError:cannot fit 'int' into an index-sized integer", "EOverflowError:cannot fit 'int' into an index-sized integer"],
    ];
}
