//! Float digits as CPython gets them from dtoa (shortest, significant,
//! fixed), and their layout as CPython's `format_float_short` does it.

use super::*;

/// A finite float as decimal digits: |x| = 0.DIGITS × 10^decpt.
/// `digits` has no trailing zeros; it is empty when a fixed-point
/// rounding produced zero (as dtoa's mode 3 does), and "0" for zero.
pub(super) struct Decimal {
    pub(super) negative: bool,
    pub(super) digits: Vec<u8>,
    pub(super) decpt: i64,
}

impl Decimal {
    pub(super) fn zero(negative: bool) -> Decimal {
        Decimal { negative, digits: vec![b'0'], decpt: 1 }
    }

    /// From Rust's scientific output of |x| ("1.2345e-5", "1e16").
    pub(super) fn from_scientific(negative: bool, text: &str) -> Decimal {
        let (mantissa, exponent) = text.split_once('e').unwrap_or((text, "0"));
        let exponent: i64 = exponent.parse().unwrap_or(0);
        let mut digits: Vec<u8> = mantissa.bytes().filter(u8::is_ascii_digit).collect();
        strip_trailing_zeros(&mut digits);
        Decimal { negative, digits, decpt: exponent + 1 }
    }

    /// From Rust's fixed output of |x| ("123.4500", "0.0012", "5").
    pub(super) fn from_fixed(negative: bool, text: &str, fraction_digits: usize) -> Decimal {
        let (int_part, frac_part) = text.split_once('.').unwrap_or((text, ""));
        let mut digits: Vec<u8> = int_part.bytes().chain(frac_part.bytes()).collect();
        let leading = digits.iter().take_while(|&&d| d == b'0').count();
        digits.drain(..leading);
        strip_trailing_zeros(&mut digits);
        let decpt = if digits.is_empty() { -(fraction_digits as i64) } else { int_part.len() as i64 - leading as i64 };
        Decimal { negative, digits, decpt }
    }
}

pub(super) fn strip_trailing_zeros(digits: &mut Vec<u8>) {
    while digits.last() == Some(&b'0') {
        digits.pop();
    }
}

/// Shortest digits that round-trip (dtoa mode 0).
pub(super) fn shortest_digits(x: f64) -> Decimal {
    if x == 0.0 {
        return Decimal::zero(x.is_sign_negative());
    }
    let mut decimal = Decimal::from_scientific(x.is_sign_negative(), &format!("{:e}", x.abs()));
    prefer_even_on_tie(x.abs(), &mut decimal);
    decimal
}

/// When |x| lies exactly halfway between two equally short digit strings,
/// Rust picks the upper one and dtoa the one ending in an even digit
/// (repr(781198643314795.25) is '781198643314795.2'). Switch to dtoa's.
pub(super) fn prefer_even_on_tie(x: f64, decimal: &mut Decimal) {
    let k = decimal.digits.len() as i64;
    let Some(m) = digits_to_u64(&decimal.digits) else {
        return;
    };
    if m % 2 == 0 {
        return;
    }
    // The midpoint between m and its neighbour is (2m ± 1)·5 × 10^q.
    let q = decimal.decpt - k - 1;
    for neighbour in [m - 1, m + 1] {
        let twice_mid = m + neighbour;
        if neighbour % 10 == 0 && neighbour > m {
            continue;
        }
        if !float_equals_decimal(x, u128::from(twice_mid) * 5, q) {
            continue;
        }
        let text = format!("{neighbour}e{}", decimal.decpt - k);
        if text.parse::<f64>().ok() == Some(x) {
            let mut digits = neighbour.to_string().into_bytes();
            strip_trailing_zeros(&mut digits);
            decimal.digits = digits;
        }
        return;
    }
}

pub(super) fn digits_to_u64(digits: &[u8]) -> Option<u64> {
    std::str::from_utf8(digits).ok()?.parse().ok()
}

/// Whether the positive finite `x` equals `t` × 10^q exactly, `t` odd.
pub(super) fn float_equals_decimal(x: f64, t: u128, q: i64) -> bool {
    let (mut mantissa, mut exponent) = float_parts(x);
    if mantissa == 0 {
        return false;
    }
    let zeros = mantissa.trailing_zeros();
    mantissa >>= zeros;
    exponent += i64::from(zeros);
    // Both sides are odd × 2^power; the powers of two must agree.
    if exponent != q || !(-40..=40).contains(&q) {
        return false;
    }
    let five_pow = 5u128.pow(q.unsigned_abs() as u32);
    if q >= 0 {
        t.checked_mul(five_pow) == Some(u128::from(mantissa))
    } else {
        u128::from(mantissa).checked_mul(five_pow) == Some(t)
    }
}

/// `count` significant digits, correctly rounded (dtoa mode 2).
pub(super) fn significant_digits(x: f64, count: usize) -> Decimal {
    if x == 0.0 {
        return Decimal::zero(x.is_sign_negative());
    }
    let count = count.clamp(1, MAX_SIGNIFICANT);
    let text = format!("{:.*e}", count - 1, x.abs());
    Decimal::from_scientific(x.is_sign_negative(), &text)
}

/// Rounded to `fraction` digits after the point (dtoa mode 3).
pub(super) fn fixed_digits(x: f64, fraction: usize) -> Decimal {
    if x == 0.0 {
        return Decimal::zero(x.is_sign_negative());
    }
    let fraction = fraction.min(MAX_FRACTION);
    let text = format!("{:.*}", fraction, x.abs());
    Decimal::from_fixed(x.is_sign_negative(), &text, fraction)
}

#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum FloatMode {
    /// 'e': one digit, point, `precision` digits, exponent.
    Exponent,
    /// 'f': `precision` digits after the point.
    Fixed,
    /// 'g': `precision` significant digits, exponent when out of range.
    General,
    /// repr: shortest digits, exponent outside 1e-4 <= |x| < 1e16.
    Repr,
}

pub(super) struct FloatStyle {
    pub(super) mode: FloatMode,
    pub(super) precision: usize,
    pub(super) upper: bool,
    /// Keep a ".0" on integral values (repr and the empty type).
    pub(super) add_dot_0: bool,
    /// '#': keep the point and (for 'g') trailing zeros.
    pub(super) alternate: bool,
    /// 'z': print negative zero as zero.
    pub(super) no_negative_zero: bool,
}

impl FloatStyle {
    pub(super) fn repr() -> FloatStyle {
        FloatStyle {
            mode: FloatMode::Repr,
            precision: 0,
            upper: false,
            add_dot_0: true,
            alternate: false,
            no_negative_zero: false,
        }
    }
}

/// Render a float as CPython's `PyOS_double_to_string` does.
pub(super) fn float_to_text(x: f64, style: &FloatStyle) -> String {
    if x.is_nan() {
        return if style.upper { "NAN" } else { "nan" }.to_string();
    }
    if x.is_infinite() {
        let text = if style.upper { "INF" } else { "inf" };
        return if x < 0.0 { format!("-{text}") } else { text.to_string() };
    }
    let decimal = match style.mode {
        FloatMode::Repr => shortest_digits(x),
        FloatMode::Exponent => significant_digits(x, style.precision.saturating_add(1)),
        FloatMode::General => significant_digits(x, style.precision.max(1)),
        FloatMode::Fixed => fixed_digits(x, style.precision),
    };
    layout_decimal(&decimal, style)
}

/// Where the text of a float starts and ends on the virtual digit string
/// "...000DIGITS000...", where its point goes, and its exponent if any.
pub(super) struct Window {
    /// Position of the decimal point (after `decpt` digits).
    pub(super) decpt: i64,
    /// First and one-past-last virtual digit shown (start <= 0).
    pub(super) start: i64,
    pub(super) end: i64,
    pub(super) exponent: Option<i64>,
}

/// CPython's choice of notation and of how many zeros to show.
pub(super) fn choose_window(d: &Decimal, style: &FloatStyle) -> Window {
    let precision = style.precision.min(i64::MAX as usize / 2) as i64;
    let decpt = d.decpt;
    let (use_exp, end) = match style.mode {
        FloatMode::Exponent => (true, precision + 1),
        FloatMode::Fixed => (false, decpt + precision),
        FloatMode::General => {
            let precision = precision.max(1);
            // The empty type keeps one more digit before switching.
            let limit = precision - i64::from(style.add_dot_0);
            let end = if style.alternate { precision } else { d.digits.len() as i64 };
            (decpt <= -4 || decpt > limit, end)
        }
        FloatMode::Repr => (decpt <= -4 || decpt > 16, d.digits.len() as i64),
    };
    let (decpt, exponent) = if use_exp { (1, Some(decpt - 1)) } else { (decpt, None) };
    let start = if decpt <= 0 { decpt - 1 } else { 0 };
    // The point must fall inside the window, followed by a digit when a
    // ".0" is wanted.
    let last_point = decpt + i64::from(!use_exp && style.add_dot_0);
    Window { decpt, start, end: end.max(last_point), exponent }
}

/// Place the point, pad with zeros and add an exponent.
pub(super) fn layout_decimal(d: &Decimal, style: &FloatStyle) -> String {
    let Window { decpt, start, end, exponent } = choose_window(d, style);
    let digits = &d.digits;
    let n = digits.len() as i64;
    let negative = d.negative && !(style.no_negative_zero && is_zero_digits(digits));
    let mut out = Vec::with_capacity((end - start + 8) as usize);
    if negative {
        out.push(b'-');
    }
    if decpt <= 0 {
        push_zeros(&mut out, decpt - start);
        out.push(b'.');
        push_zeros(&mut out, -decpt);
    }
    if 0 < decpt && decpt <= n {
        out.extend_from_slice(&digits[..decpt as usize]);
        out.push(b'.');
        out.extend_from_slice(&digits[decpt as usize..]);
    } else {
        out.extend_from_slice(digits);
    }
    if n < decpt {
        push_zeros(&mut out, decpt - n);
        out.push(b'.');
        push_zeros(&mut out, end - decpt);
    } else {
        push_zeros(&mut out, end - n);
    }
    if out.last() == Some(&b'.') && !style.alternate {
        out.pop();
    }
    let mut text = String::from_utf8(out).unwrap_or_default();
    if let Some(exponent) = exponent {
        let e = if style.upper { 'E' } else { 'e' };
        let sign = if exponent < 0 { '-' } else { '+' };
        text.push_str(&format!("{e}{sign}{:02}", exponent.unsigned_abs()));
    }
    text
}

pub(super) fn is_zero_digits(digits: &[u8]) -> bool {
    digits.is_empty() || digits == b"0"
}

pub(super) fn push_zeros(out: &mut Vec<u8>, count: i64) {
    if count > 0 {
        out.resize(out.len() + count as usize, b'0');
    }
}
