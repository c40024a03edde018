//! Text ⇄ numbers, CPython-exact: `repr`/`str` of scalars, the
//! format-spec mini-language (`format(value, spec)`, f-strings), `round`
//! on floats, and `int(str)` / `float(str)` parsing.
//!
//! Everything here is pure: no metering, no interpreter knowledge, no
//! global state. Every function takes plain values and returns text or a
//! `(exception name, message)` pair whose wording matches CPython 3.11.
//!
//! Float digits come from Rust's formatter, which is correctly rounded
//! like CPython's dtoa (shortest round-trip for `{:e}`, round-half-even on
//! the exact binary value for `{:.N}` / `{:.Ne}`); the one place the two
//! differ, a tie between two shortest strings, is fixed up here. The
//! layout rules on top of those digits follow CPython's
//! `format_float_short` and its format-spec number-field layout.
//!
//! Known gap: `format(0xD800, 'c')` (a lone surrogate) cannot be a Rust
//! string, so it is a ValueError here.

use std::fmt::Write;

use num_bigint::{BigInt, BigUint};
use num_traits::{FromPrimitive, Pow, ToPrimitive, Zero};

use crate::scalar::Scalar;

/// An exception to raise: (exception class name, message).
pub type FormatError = (&'static str, String);

/// CPython's default `sys.get_int_max_str_digits()`.
const INT_MAX_STR_DIGITS: usize = 4300;

/// Largest width or padded precision we are willing to materialise.
/// CPython would try to allocate (and usually raise MemoryError) far
/// earlier than its own `Py_ssize_t` limit; we stop at a sane size.
const MAX_FIELD: i64 = 100_000_000;

/// Enough significant digits to hold the exact value of any f64 (767).
const MAX_SIGNIFICANT: usize = 800;
/// Enough fraction digits to hold the exact value of any f64 (1074).
const MAX_FRACTION: usize = 1100;

fn value_error(message: impl Into<String>) -> FormatError {
    ("ValueError", message.into())
}

fn memory_error() -> FormatError {
    ("MemoryError", String::new())
}

// ---------------------------------------------------------------------
// str / repr of scalars
// ---------------------------------------------------------------------

/// CPython `repr(float)` (== `str(float)`).
pub fn float_repr(x: f64) -> String {
    float_to_text(x, &FloatStyle::repr())
}

/// `str()` of a scalar as CPython prints it.
///
/// Ints are printed whatever their size; callers that must honour
/// CPython's 4300-digit limit call [`check_int_str_digits`] first.
pub fn scalar_str(s: &Scalar) -> String {
    match s {
        Scalar::None => "None".to_string(),
        Scalar::Bool(true) => "True".to_string(),
        Scalar::Bool(false) => "False".to_string(),
        Scalar::Int(i) => i.to_string(),
        Scalar::BigInt(b) => b.to_string(),
        Scalar::Float(x) => float_repr(*x),
        Scalar::Str(text) => text.to_string(),
    }
}

/// `repr()` of a scalar: like `str()` except that strings are quoted.
pub fn scalar_repr(s: &Scalar) -> String {
    match s {
        Scalar::Str(text) => str_repr(text),
        other => scalar_str(other),
    }
}

/// CPython's refusal to turn an int of more than 4300 decimal digits into
/// text (`str`, `repr`, `'%d'`, f-strings): the error to raise, if any.
pub fn check_int_str_digits(s: &Scalar) -> Result<(), FormatError> {
    match s {
        Scalar::BigInt(b) => check_decimal_digits(b),
        _ => Ok(()),
    }
}

/// The same for an int already taken out of its scalar (`'%d' % n`).
pub fn check_decimal_digits(b: &BigInt) -> Result<(), FormatError> {
    if exceeds_int_str_limit(b) {
        Err(int_to_str_limit_error())
    } else {
        Ok(())
    }
}

fn int_to_str_limit_error() -> FormatError {
    value_error(format!(
        "Exceeds the limit ({INT_MAX_STR_DIGITS} digits) for integer string conversion; \
         use sys.set_int_max_str_digits() to increase the limit"
    ))
}

/// Whether |b| has more than 4300 decimal digits; bounds from the bit
/// length settle almost every case without printing the number.
fn exceeds_int_str_limit(b: &BigInt) -> bool {
    let bits = b.bits() as f64;
    // digits = floor(log10|b|) + 1, and (bits - 1) <= log2|b| < bits.
    let most = (bits * std::f64::consts::LOG10_2).floor() + 1.0;
    let least = ((bits - 1.0) * std::f64::consts::LOG10_2).floor() + 1.0;
    if most < INT_MAX_STR_DIGITS as f64 {
        return false;
    }
    if least > INT_MAX_STR_DIGITS as f64 + 1.0 {
        return true;
    }
    b.magnitude().to_str_radix(10).len() > INT_MAX_STR_DIGITS
}

/// The quote `str_repr` uses: single, unless that needs escaping and
/// double does not.
fn repr_quote(s: &str) -> char {
    if s.contains('\'') && !s.contains('"') {
        '"'
    } else {
        '\''
    }
}

/// How many bytes `str_repr(s)` takes, without making it (escapes take up
/// to 10 bytes a character): what a caller asks the heap budget for. Kept
/// beside `push_repr_char`, which it mirrors case for case.
pub fn str_repr_len(s: &str) -> usize {
    let quote = repr_quote(s);
    let escaped = |ch: char| -> usize {
        let code = ch as u32;
        match ch {
            '\\' | '\t' | '\n' | '\r' => 2,
            c if c == quote => 2,
            _ if code < 0x20 || code == 0x7f => 4,
            c if code < 0x7f || is_printable(c) => c.len_utf8(),
            _ if code <= 0xff => 4,
            _ if code <= 0xffff => 6,
            _ => 10,
        }
    };
    2 + s.chars().map(escaped).sum::<usize>()
}

/// CPython's `str.__repr__`.
pub fn str_repr(s: &str) -> String {
    // Prefer single quotes; switch only when that avoids escaping.
    let quote = repr_quote(s);
    let mut out = String::with_capacity(s.len() + 2);
    out.push(quote);
    for ch in s.chars() {
        push_repr_char(&mut out, ch, quote);
    }
    out.push(quote);
    out
}

fn push_repr_char(out: &mut String, ch: char, quote: char) {
    let code = ch as u32;
    match ch {
        '\\' => out.push_str("\\\\"),
        '\t' => out.push_str("\\t"),
        '\n' => out.push_str("\\n"),
        '\r' => out.push_str("\\r"),
        c if c == quote => {
            out.push('\\');
            out.push(c);
        }
        // `write!` into the string: no allocation per escaped character.
        _ if code < 0x20 || code == 0x7f => {
            let _ = write!(out, "\\x{code:02x}");
        }
        c if code < 0x7f || is_printable(c) => out.push(c),
        _ if code <= 0xff => {
            let _ = write!(out, "\\x{code:02x}");
        }
        _ if code <= 0xffff => {
            let _ = write!(out, "\\u{code:04x}");
        }
        _ => {
            let _ = write!(out, "\\U{code:08x}");
        }
    }
}

/// Python's `str.isprintable` for one character.
fn is_printable(ch: char) -> bool {
    let code = ch as u32;
    if code < 0x7f {
        return code >= 0x20;
    }
    // Ranges are sorted and disjoint: find the last start <= code.
    let starts = PRINTABLE_RANGES.len() / 2;
    let (mut lo, mut hi) = (0usize, starts);
    while lo < hi {
        let mid = (lo + hi) / 2;
        if PRINTABLE_RANGES[2 * mid] <= code {
            lo = mid + 1;
        } else {
            hi = mid;
        }
    }
    lo > 0 && code <= PRINTABLE_RANGES[2 * (lo - 1) + 1]
}

/// The value of a Unicode decimal digit (any script), like CPython's
/// `Py_UNICODE_TODECIMAL`.
fn decimal_value(ch: char) -> Option<u32> {
    if ch.is_ascii_digit() {
        return Some(ch as u32 - '0' as u32);
    }
    let code = ch as u32;
    let index = DECIMAL_ZEROS.partition_point(|&zero| zero <= code);
    let zero = *DECIMAL_ZEROS.get(index.checked_sub(1)?)?;
    (code - zero < 10).then_some(code - zero)
}

/// Python's `str.isspace` for non-ASCII characters (ASCII is handled by
/// the callers, which follow CPython's narrower `Py_ISSPACE` there).
fn is_unicode_space(ch: char) -> bool {
    ch.is_whitespace() || ('\u{1c}'..='\u{1f}').contains(&ch)
}

// ---------------------------------------------------------------------
// Float digits (what CPython gets from dtoa)
// ---------------------------------------------------------------------

/// A finite float as decimal digits: |x| = 0.DIGITS × 10^decpt.
/// `digits` has no trailing zeros; it is empty when a fixed-point
/// rounding produced zero (as dtoa's mode 3 does), and "0" for zero.
struct Decimal {
    negative: bool,
    digits: Vec<u8>,
    decpt: i64,
}

impl Decimal {
    fn zero(negative: bool) -> Decimal {
        Decimal { negative, digits: vec![b'0'], decpt: 1 }
    }

    /// From Rust's scientific output of |x| ("1.2345e-5", "1e16").
    fn from_scientific(negative: bool, text: &str) -> Decimal {
        let (mantissa, exponent) = text.split_once('e').unwrap_or((text, "0"));
        let exponent: i64 = exponent.parse().unwrap_or(0);
        let mut digits: Vec<u8> = mantissa.bytes().filter(u8::is_ascii_digit).collect();
        strip_trailing_zeros(&mut digits);
        Decimal { negative, digits, decpt: exponent + 1 }
    }

    /// From Rust's fixed output of |x| ("123.4500", "0.0012", "5").
    fn from_fixed(negative: bool, text: &str, fraction_digits: usize) -> Decimal {
        let (int_part, frac_part) = text.split_once('.').unwrap_or((text, ""));
        let mut digits: Vec<u8> = int_part.bytes().chain(frac_part.bytes()).collect();
        let leading = digits.iter().take_while(|&&d| d == b'0').count();
        digits.drain(..leading);
        strip_trailing_zeros(&mut digits);
        let decpt = if digits.is_empty() { -(fraction_digits as i64) } else { int_part.len() as i64 - leading as i64 };
        Decimal { negative, digits, decpt }
    }
}

fn strip_trailing_zeros(digits: &mut Vec<u8>) {
    while digits.last() == Some(&b'0') {
        digits.pop();
    }
}

/// Shortest digits that round-trip (dtoa mode 0).
fn shortest_digits(x: f64) -> Decimal {
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
fn prefer_even_on_tie(x: f64, decimal: &mut Decimal) {
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

fn digits_to_u64(digits: &[u8]) -> Option<u64> {
    std::str::from_utf8(digits).ok()?.parse().ok()
}

/// Whether the positive finite `x` equals `t` × 10^q exactly, `t` odd.
fn float_equals_decimal(x: f64, t: u128, q: i64) -> bool {
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
fn significant_digits(x: f64, count: usize) -> Decimal {
    if x == 0.0 {
        return Decimal::zero(x.is_sign_negative());
    }
    let count = count.clamp(1, MAX_SIGNIFICANT);
    let text = format!("{:.*e}", count - 1, x.abs());
    Decimal::from_scientific(x.is_sign_negative(), &text)
}

/// Rounded to `fraction` digits after the point (dtoa mode 3).
fn fixed_digits(x: f64, fraction: usize) -> Decimal {
    if x == 0.0 {
        return Decimal::zero(x.is_sign_negative());
    }
    let fraction = fraction.min(MAX_FRACTION);
    let text = format!("{:.*}", fraction, x.abs());
    Decimal::from_fixed(x.is_sign_negative(), &text, fraction)
}

// ---------------------------------------------------------------------
// Float layout (CPython's format_float_short)
// ---------------------------------------------------------------------

#[derive(Clone, Copy, PartialEq, Eq)]
enum FloatMode {
    /// 'e': one digit, point, `precision` digits, exponent.
    Exponent,
    /// 'f': `precision` digits after the point.
    Fixed,
    /// 'g': `precision` significant digits, exponent when out of range.
    General,
    /// repr: shortest digits, exponent outside 1e-4 <= |x| < 1e16.
    Repr,
}

struct FloatStyle {
    mode: FloatMode,
    precision: usize,
    upper: bool,
    /// Keep a ".0" on integral values (repr and the empty type).
    add_dot_0: bool,
    /// '#': keep the point and (for 'g') trailing zeros.
    alternate: bool,
    /// 'z': print negative zero as zero.
    no_negative_zero: bool,
}

impl FloatStyle {
    fn repr() -> FloatStyle {
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
fn float_to_text(x: f64, style: &FloatStyle) -> String {
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
struct Window {
    /// Position of the decimal point (after `decpt` digits).
    decpt: i64,
    /// First and one-past-last virtual digit shown (start <= 0).
    start: i64,
    end: i64,
    exponent: Option<i64>,
}

/// CPython's choice of notation and of how many zeros to show.
fn choose_window(d: &Decimal, style: &FloatStyle) -> Window {
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
fn layout_decimal(d: &Decimal, style: &FloatStyle) -> String {
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

fn is_zero_digits(digits: &[u8]) -> bool {
    digits.is_empty() || digits == b"0"
}

fn push_zeros(out: &mut Vec<u8>, count: i64) {
    if count > 0 {
        out.resize(out.len() + count as usize, b'0');
    }
}

// ---------------------------------------------------------------------
// Format-spec parsing
// ---------------------------------------------------------------------

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Grouping {
    None,
    /// ',' every three digits.
    Comma,
    /// '_' every three digits (decimal types).
    Underscore,
    /// '_' every four digits (b, o, x, X).
    UnderscoreFour,
}

impl Grouping {
    fn separator(self) -> Option<(u8, i64)> {
        match self {
            Grouping::None => None,
            Grouping::Comma => Some((b',', 3)),
            Grouping::Underscore => Some((b'_', 3)),
            Grouping::UnderscoreFour => Some((b'_', 4)),
        }
    }

    fn symbol(self) -> char {
        if self == Grouping::Comma {
            ','
        } else {
            '_'
        }
    }
}

/// A parsed `[[fill]align][sign][z][#][0][width][grouping][.precision][type]`.
#[derive(Clone, Debug)]
struct Spec {
    fill: char,
    align: char,
    /// '+', '-' or ' ' when given.
    sign: Option<char>,
    no_negative_zero: bool,
    alternate: bool,
    /// -1 when not given (CPython's convention, it keeps arithmetic simple).
    width: i64,
    grouping: Grouping,
    precision: Option<i64>,
    kind: Option<char>,
}

fn is_align(ch: char) -> bool {
    matches!(ch, '<' | '>' | '=' | '^')
}

/// Parse a format spec the way CPython's `parse_internal_render_format_spec`
/// does, including its error messages and their order.
fn parse_spec(
    text: &str,
    type_name: &str,
    default_kind: Option<char>,
    default_align: char,
) -> Result<Spec, FormatError> {
    let chars: Vec<char> = text.chars().collect();
    let mut spec = Spec {
        fill: ' ',
        align: default_align,
        sign: None,
        no_negative_zero: false,
        alternate: false,
        width: -1,
        grouping: Grouping::None,
        precision: None,
        kind: default_kind,
    };
    let mut pos = parse_flags(&chars, &mut spec);
    if let Some(width) = parse_count(&chars, &mut pos)? {
        spec.width = width;
    }
    parse_grouping(&chars, &mut pos, &mut spec)?;
    if chars.get(pos) == Some(&'.') {
        pos += 1;
        match parse_count(&chars, &mut pos)? {
            Some(precision) => spec.precision = Some(precision),
            None => return Err(value_error("Format specifier missing precision")),
        }
    }
    if chars.len() > pos + 1 {
        return Err(value_error(format!("Invalid format specifier '{text}' for object of type '{type_name}'")));
    }
    if let Some(&kind) = chars.get(pos) {
        spec.kind = Some(kind);
    }
    check_grouping_kind(&mut spec)?;
    Ok(spec)
}

/// `[[fill]align][sign][z][#][0]`: returns where the width starts.
fn parse_flags(chars: &[char], spec: &mut Spec) -> usize {
    let at = |i: usize| chars.get(i).copied();
    let mut pos = 0;
    let mut fill_given = false;
    let mut align_given = false;
    if at(1).is_some_and(is_align) {
        spec.fill = chars[0];
        spec.align = chars[1];
        (fill_given, align_given) = (true, true);
        pos = 2;
    } else if at(0).is_some_and(is_align) {
        spec.align = chars[0];
        align_given = true;
        pos = 1;
    }
    if let Some(sign @ ('+' | '-' | ' ')) = at(pos) {
        spec.sign = Some(sign);
        pos += 1;
    }
    if at(pos) == Some('z') {
        spec.no_negative_zero = true;
        pos += 1;
    }
    if at(pos) == Some('#') {
        spec.alternate = true;
        pos += 1;
    }
    // Backwards-compatible zero padding: a '0' before the width fills with
    // zeros unless a fill was given; numbers then pad after the sign.
    if !fill_given && at(pos) == Some('0') {
        spec.fill = '0';
        if !align_given && spec.align == '>' {
            spec.align = '=';
        }
        pos += 1;
    }
    pos
}

/// `[,|_]`, refusing both.
fn parse_grouping(chars: &[char], pos: &mut usize, spec: &mut Spec) -> Result<(), FormatError> {
    let both = || Err(value_error("Cannot specify both ',' and '_'."));
    if chars.get(*pos) == Some(&',') {
        spec.grouping = Grouping::Comma;
        *pos += 1;
    }
    if chars.get(*pos) == Some(&'_') {
        if spec.grouping != Grouping::None {
            return both();
        }
        spec.grouping = Grouping::Underscore;
        *pos += 1;
        if chars.get(*pos) == Some(&',') {
            return both();
        }
    }
    Ok(())
}

/// A run of decimal digits (any script) as a non-negative count.
fn parse_count(chars: &[char], pos: &mut usize) -> Result<Option<i64>, FormatError> {
    let mut value: i64 = 0;
    let mut seen = false;
    while let Some(digit) = chars.get(*pos).and_then(|&c| decimal_value(c)) {
        let digit = i64::from(digit);
        if value > (i64::MAX - digit) / 10 {
            return Err(value_error("Too many decimal digits in format string"));
        }
        value = value * 10 + digit;
        seen = true;
        *pos += 1;
    }
    Ok(seen.then_some(value))
}

/// Separators are only allowed with decimal types, and '_' also with
/// binary/octal/hex (then every four digits).
fn check_grouping_kind(spec: &mut Spec) -> Result<(), FormatError> {
    if spec.grouping == Grouping::None {
        return Ok(());
    }
    match spec.kind {
        None | Some('d' | 'e' | 'f' | 'g' | 'E' | 'G' | '%' | 'F') => Ok(()),
        Some('b' | 'o' | 'x' | 'X') if spec.grouping == Grouping::Underscore => {
            spec.grouping = Grouping::UnderscoreFour;
            Ok(())
        }
        Some(kind) => {
            Err(value_error(format!("Cannot specify '{}' with {}.", spec.grouping.symbol(), quoted_code(kind))))
        }
    }
}

/// A presentation type as CPython's messages show it: 'x', or '\x1' for
/// characters outside printable ASCII.
fn quoted_code(kind: char) -> String {
    let code = kind as u32;
    if code > 32 && code < 128 {
        format!("'{kind}'")
    } else {
        format!("'\\x{code:x}'")
    }
}

fn unknown_code(kind: char, type_name: &str) -> FormatError {
    value_error(format!("Unknown format code {} for object of type '{type_name}'", quoted_code(kind)))
}

fn check_width(spec: &Spec) -> Result<(), FormatError> {
    if spec.width > MAX_FIELD {
        Err(memory_error())
    } else {
        Ok(())
    }
}

// ---------------------------------------------------------------------
// Number field layout
// ---------------------------------------------------------------------

/// The pieces of a formatted number before padding:
/// `<sign><prefix><digits>[.]<remainder>`; only `digits` get grouped.
struct NumberParts<'a> {
    negative: bool,
    prefix: &'a str,
    digits: &'a str,
    has_decimal: bool,
    remainder: &'a str,
}

/// Lay out a number in its field: padding left, after the sign ('='),
/// centred or right; with '0' fill and '=' the zeros are part of the
/// digits and get grouped too (`format(1234, '010,')` is '00,001,234').
fn render_number(parts: &NumberParts, spec: &Spec, grouping: Grouping) -> String {
    let sign = match (spec.sign, parts.negative) {
        (_, true) => Some('-'),
        (Some('+'), false) => Some('+'),
        (Some(' '), false) => Some(' '),
        _ => None,
    };
    let fixed = sign.map_or(0, |_| 1)
        + parts.prefix.chars().count() as i64
        + i64::from(parts.has_decimal)
        + parts.remainder.chars().count() as i64;
    let min_width = if spec.fill == '0' && spec.align == '=' { spec.width - fixed } else { 0 };
    let grouped = if parts.digits.is_empty() {
        String::new()
    } else {
        group_digits(parts.digits.as_bytes(), min_width, grouping)
    };
    let padding = (spec.width - fixed - grouped.len() as i64).max(0) as usize;
    let (left, middle, right) = match spec.align {
        '<' => (0, 0, padding),
        '^' => (padding / 2, 0, padding - padding / 2),
        '=' => (0, padding, 0),
        _ => (padding, 0, 0),
    };
    let mut out = String::with_capacity(grouped.len() + padding + fixed as usize + 4);
    push_fill(&mut out, spec.fill, left);
    out.extend(sign);
    out.push_str(parts.prefix);
    push_fill(&mut out, spec.fill, middle);
    out.push_str(&grouped);
    if parts.has_decimal {
        out.push('.');
    }
    out.push_str(parts.remainder);
    push_fill(&mut out, spec.fill, right);
    out
}

fn push_fill(out: &mut String, fill: char, count: usize) {
    out.extend(std::iter::repeat_n(fill, count));
}

/// Insert separators between digit groups, left-padding with zeros up to
/// `min_width` characters (separators included), as CPython's
/// `_PyUnicode_InsertThousandsGrouping` does — including its quirk of
/// overshooting the width by one when a separator would lead.
fn group_digits(digits: &[u8], min_width: i64, grouping: Grouping) -> String {
    let mut min_width = min_width.max(0);
    let mut remaining = digits.len() as i64;
    // Built right to left, reversed at the end.
    let mut out: Vec<u8> = Vec::with_capacity(digits.len().max(min_width as usize) + 8);
    let push_group = |out: &mut Vec<u8>, len: i64, remaining: i64, sep: Option<u8>| {
        let zeros = (len - remaining).max(0);
        let chars = remaining.min(len).max(0);
        out.extend(sep);
        let end = remaining as usize;
        out.extend(digits[end - chars as usize..end].iter().rev());
        push_zeros(out, zeros);
        chars
    };
    let mut separator = None;
    if let Some((sep, size)) = grouping.separator() {
        loop {
            let len = size.min(remaining.max(min_width).max(1));
            remaining -= push_group(&mut out, len, remaining, separator);
            separator = Some(sep);
            min_width -= len;
            if remaining <= 0 && min_width <= 0 {
                out.reverse();
                return String::from_utf8(out).unwrap_or_default();
            }
            min_width -= 1;
        }
    }
    let len = remaining.max(min_width).max(1);
    push_group(&mut out, len, remaining, separator);
    out.reverse();
    String::from_utf8(out).unwrap_or_default()
}

// ---------------------------------------------------------------------
// format(value, spec)
// ---------------------------------------------------------------------

/// `format(value, spec)` exactly as CPython 3.11's `__format__` methods.
pub fn format_scalar(value: &Scalar, spec: &str) -> Result<String, FormatError> {
    match value {
        Scalar::None if spec.is_empty() => Ok("None".to_string()),
        Scalar::None => Err(("TypeError", "unsupported format string passed to NoneType.__format__".to_string())),
        _ if spec.is_empty() => {
            check_int_str_digits(value)?;
            Ok(scalar_str(value))
        }
        Scalar::Bool(b) => format_int(IntRef::Small(i64::from(*b)), spec, "bool"),
        Scalar::Int(i) => format_int(IntRef::Small(*i), spec, "int"),
        Scalar::BigInt(b) => format_int(IntRef::Big(b), spec, "int"),
        Scalar::Float(x) => format_float(*x, spec),
        Scalar::Str(s) => format_str(s, spec),
    }
}

fn format_str(value: &str, text: &str) -> Result<String, FormatError> {
    let spec = parse_spec(text, "str", Some('s'), '<')?;
    match spec.kind {
        Some('s') => {}
        Some(kind) => return Err(unknown_code(kind, "str")),
        None => {}
    }
    match spec.sign {
        Some(' ') => return Err(value_error("Space not allowed in string format specifier")),
        Some(_) => return Err(value_error("Sign not allowed in string format specifier")),
        None => {}
    }
    if spec.no_negative_zero {
        return Err(value_error("Negative zero coercion (z) not allowed in string format specifier"));
    }
    if spec.alternate {
        return Err(value_error("Alternate form (#) not allowed in string format specifier"));
    }
    if spec.align == '=' {
        return Err(value_error("'=' alignment not allowed in string format specifier"));
    }
    check_width(&spec)?;
    let shown: &str = match spec.precision {
        Some(p) => match value.char_indices().nth(usize::try_from(p).unwrap_or(usize::MAX)) {
            Some((cut, _)) => &value[..cut],
            None => value,
        },
        None => value,
    };
    let len = shown.chars().count() as i64;
    let padding = (spec.width - len).max(0) as usize;
    let left = match spec.align {
        '>' => padding,
        '^' => padding / 2,
        _ => 0,
    };
    let mut out = String::with_capacity(shown.len() + padding);
    push_fill(&mut out, spec.fill, left);
    out.push_str(shown);
    push_fill(&mut out, spec.fill, padding - left);
    Ok(out)
}

/// An int operand without forcing small values into a `BigInt`.
#[derive(Clone, Copy)]
enum IntRef<'a> {
    Small(i64),
    Big(&'a BigInt),
}

impl IntRef<'_> {
    fn is_negative(self) -> bool {
        match self {
            IntRef::Small(i) => i < 0,
            IntRef::Big(b) => b.sign() == num_bigint::Sign::Minus,
        }
    }

    /// |value| in `radix`, lowercase.
    fn magnitude_text(self, radix: u32) -> String {
        match self {
            IntRef::Small(i) => {
                let m = i.unsigned_abs();
                match radix {
                    2 => format!("{m:b}"),
                    8 => format!("{m:o}"),
                    16 => format!("{m:x}"),
                    _ => m.to_string(),
                }
            }
            IntRef::Big(b) => b.magnitude().to_str_radix(radix),
        }
    }

    /// Correctly rounded conversion, as `float(int)`.
    fn to_f64(self) -> Result<f64, FormatError> {
        let too_big = || ("OverflowError", "int too large to convert to float".to_string());
        match self {
            IntRef::Small(i) => Ok(i as f64),
            IntRef::Big(b) => {
                let magnitude = biguint_to_f64(b.magnitude()).ok_or_else(too_big)?;
                Ok(if self.is_negative() { -magnitude } else { magnitude })
            }
        }
    }
}

/// Round-half-even conversion; `None` when the result overflows.
fn biguint_to_f64(m: &BigUint) -> Option<f64> {
    let bits = m.bits();
    if bits <= 64 {
        return m.to_u64().map(|v| v as f64);
    }
    let shift = bits - 64;
    if shift > 960 {
        // At least 2^1024: beyond f64 whatever the rounding.
        return None;
    }
    let mut top = (m >> shift).to_u64()?;
    // A sticky bit below the 53 kept bits makes the u64 -> f64 cast round
    // exactly as the full value would.
    if m.trailing_zeros().is_some_and(|tz| tz < shift) {
        top |= 1;
    }
    let value = (top as f64) * 2f64.powi(shift as i32);
    value.is_finite().then_some(value)
}

fn format_int(value: IntRef, text: &str, type_name: &str) -> Result<String, FormatError> {
    let spec = parse_spec(text, type_name, Some('d'), '>')?;
    match spec.kind {
        Some('b' | 'c' | 'd' | 'o' | 'x' | 'X' | 'n') => format_int_digits(value, &spec),
        Some('e' | 'E' | 'f' | 'F' | 'g' | 'G' | '%') => format_float_with(value.to_f64()?, &spec),
        Some(kind) => Err(unknown_code(kind, type_name)),
        // parse_spec defaults the type to 'd' for ints.
        None => format_int_digits(value, &spec),
    }
}

fn format_int_digits(value: IntRef, spec: &Spec) -> Result<String, FormatError> {
    if spec.precision.is_some() {
        return Err(value_error("Precision not allowed in integer format specifier"));
    }
    if spec.no_negative_zero {
        return Err(value_error("Negative zero coercion (z) not allowed in integer format specifier"));
    }
    check_width(spec)?;
    let kind = spec.kind.unwrap_or('d');
    if kind == 'c' {
        return format_int_char(value, spec);
    }
    let (radix, prefix) = match kind {
        'b' => (2, "0b"),
        'o' => (8, "0o"),
        'x' => (16, "0x"),
        'X' => (16, "0X"),
        _ => (10, ""),
    };
    if let (10, IntRef::Big(b)) = (radix, value) {
        if exceeds_int_str_limit(b) {
            return Err(int_to_str_limit_error());
        }
    }
    let mut digits = value.magnitude_text(radix);
    if kind == 'X' {
        digits.make_ascii_uppercase();
    }
    let parts = NumberParts {
        negative: value.is_negative(),
        prefix: if spec.alternate { prefix } else { "" },
        digits: &digits,
        has_decimal: false,
        remainder: "",
    };
    // 'n' uses the C locale: no grouping.
    let grouping = if kind == 'n' { Grouping::None } else { spec.grouping };
    Ok(render_number(&parts, spec, grouping))
}

/// The 'c' type: the int is a code point, laid out like a number whose
/// only part is an ungrouped remainder.
fn format_int_char(value: IntRef, spec: &Spec) -> Result<String, FormatError> {
    if spec.sign.is_some() {
        return Err(value_error("Sign not allowed with integer format specifier 'c'"));
    }
    if spec.alternate {
        return Err(value_error("Alternate form (#) not allowed with integer format specifier 'c'"));
    }
    let code = match value {
        IntRef::Small(i) => i,
        IntRef::Big(_) => return Err(("OverflowError", "Python int too large to convert to C long".to_string())),
    };
    if !(0..=0x10ffff).contains(&code) {
        return Err(("OverflowError", "%c arg not in range(0x110000)".to_string()));
    }
    // Lone surrogates exist in Python strings but not in Rust ones.
    let ch = char::from_u32(code as u32).ok_or_else(|| value_error("surrogate code points are not supported"))?;
    let remainder = ch.to_string();
    let parts = NumberParts { negative: false, prefix: "", digits: "", has_decimal: false, remainder: &remainder };
    Ok(render_number(&parts, spec, Grouping::None))
}

fn format_float(x: f64, text: &str) -> Result<String, FormatError> {
    let spec = parse_spec(text, "float", None, '>')?;
    match spec.kind {
        None | Some('e' | 'E' | 'f' | 'F' | 'g' | 'G' | 'n' | '%') => format_float_with(x, &spec),
        Some(kind) => Err(unknown_code(kind, "float")),
    }
}

/// CPython's `format_float_internal`: choose the rendering from the
/// type, render, then lay the result out in its field.
fn format_float_with(x: f64, spec: &Spec) -> Result<String, FormatError> {
    if spec.precision.is_some_and(|p| p > i64::from(i32::MAX)) {
        return Err(value_error("precision too big"));
    }
    check_width(spec)?;
    let style = float_style(spec);
    let pads_precision = matches!(style.mode, FloatMode::Exponent | FloatMode::Fixed)
        || (style.mode == FloatMode::General && style.alternate);
    if pads_precision && style.precision as i64 > MAX_FIELD {
        return Err(memory_error());
    }
    let percent = spec.kind == Some('%');
    // '%' multiplies in floating point first, exactly as CPython does.
    let mut body = float_to_text(if percent { x * 100.0 } else { x }, &style);
    if percent {
        body.push('%');
    }
    // 'n' uses the C locale: no grouping.
    let grouping = if spec.kind == Some('n') { Grouping::None } else { spec.grouping };
    Ok(render_number(&split_float_text(&body), spec, grouping))
}

/// The rendering a float presentation type asks for.
fn float_style(spec: &Spec) -> FloatStyle {
    let (mode, add_dot_0) = match spec.kind {
        // No type: repr without a precision, 'g' keeping a ".0" with one.
        None if spec.precision.is_none() => (FloatMode::Repr, true),
        None => (FloatMode::General, true),
        Some('e' | 'E') => (FloatMode::Exponent, false),
        Some('f' | 'F' | '%') => (FloatMode::Fixed, false),
        _ => (FloatMode::General, false),
    };
    FloatStyle {
        mode,
        precision: spec.precision.map_or(6, |p| p as usize),
        upper: matches!(spec.kind, Some('E' | 'F' | 'G')),
        add_dot_0,
        alternate: spec.alternate,
        no_negative_zero: spec.no_negative_zero,
    }
}

/// Split "-1234.5e+06" into sign, integer digits, point and the rest.
fn split_float_text(body: &str) -> NumberParts<'_> {
    let (negative, unsigned) = match body.strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, body),
    };
    let int_len = unsigned.bytes().take_while(u8::is_ascii_digit).count();
    let (digits, rest) = unsigned.split_at(int_len);
    let (has_decimal, remainder) = match rest.strip_prefix('.') {
        Some(after) => (true, after),
        None => (false, rest),
    };
    NumberParts { negative, prefix: "", digits, has_decimal, remainder }
}

// ---------------------------------------------------------------------
// round()
// ---------------------------------------------------------------------

/// Python's `round(x, ndigits)` for a float. A result too large for a
/// float (`round(1.7976931348623157e308, -308)`, an OverflowError in
/// CPython) comes back as ±inf; see [`round_float_checked`].
pub fn round_float(x: f64, ndigits: i64) -> f64 {
    match round_float_checked(x, ndigits) {
        Ok(value) => value,
        Err(_) => f64::INFINITY.copysign(x),
    }
}

/// `round(x, ndigits)` with CPython's OverflowError
/// ("rounded value too large to represent").
pub fn round_float_checked(x: f64, ndigits: i64) -> Result<f64, FormatError> {
    // Past these bounds every float rounds to itself / to a signed zero
    // (CPython's NDIGITS_MAX and NDIGITS_MIN).
    if !x.is_finite() || ndigits > 323 {
        return Ok(x);
    }
    if ndigits < -308 {
        return Ok(0.0 * x);
    }
    let text = if ndigits >= 0 {
        // Correctly rounded, half-even on the exact value, like dtoa mode 3.
        format!("{:.*}", ndigits as usize, x)
    } else {
        round_to_power_of_ten(x, (-ndigits) as u32)
    };
    let rounded: f64 = text.parse().unwrap_or(f64::NAN);
    if rounded.is_infinite() {
        return Err(("OverflowError", "rounded value too large to represent".to_string()));
    }
    Ok(rounded)
}

/// x rounded half-even to a multiple of 10^k, as decimal text "[-]Qek".
fn round_to_power_of_ten(x: f64, k: u32) -> String {
    let (mantissa, exponent) = float_parts(x.abs());
    let mut numerator = BigInt::from(mantissa);
    let mut denominator = BigInt::from(10u32).pow(k);
    if exponent >= 0 {
        numerator <<= exponent as usize;
    } else {
        denominator <<= (-exponent) as usize;
    }
    let quotient = &numerator / &denominator;
    let twice_rest: BigInt = (&numerator - &quotient * &denominator) * 2u32;
    let round_up = twice_rest > denominator || (twice_rest == denominator && (&quotient % 2u32) == BigInt::from(1u32));
    let quotient = if round_up { quotient + 1u32 } else { quotient };
    let sign = if x.is_sign_negative() { "-" } else { "" };
    format!("{sign}{quotient}e{k}")
}

/// A finite non-negative float as mantissa × 2^exponent, exactly.
fn float_parts(x: f64) -> (u64, i64) {
    let bits = x.to_bits();
    let biased = ((bits >> 52) & 0x7ff) as i64;
    let fraction = bits & ((1u64 << 52) - 1);
    if biased == 0 {
        (fraction, -1074)
    } else {
        (fraction | (1u64 << 52), biased - 1075)
    }
}

/// Python's `round(x)` for a float: half-even to an int.
pub fn round_float_to_int(x: f64) -> Result<Scalar, FormatError> {
    if x.is_nan() {
        return Err(value_error("cannot convert float NaN to integer"));
    }
    if x.is_infinite() {
        return Err(("OverflowError", "cannot convert float infinity to integer".to_string()));
    }
    let rounded = x.round_ties_even();
    // 2^63 is exact as f64, so this bound check is exact.
    if (-9_223_372_036_854_775_808.0..9_223_372_036_854_775_808.0).contains(&rounded) {
        return Ok(Scalar::Int(rounded as i64));
    }
    let big = BigInt::from_f64(rounded).unwrap_or_else(BigInt::zero);
    Ok(Scalar::from_bigint(big))
}

// ---------------------------------------------------------------------
// int(str) and float(str)
// ---------------------------------------------------------------------

/// CPython's `_PyUnicode_TransformDecimalAndSpaceToASCII`: non-ASCII
/// spaces become ' ', decimal digits of any script become ASCII digits,
/// and the first other non-ASCII character ends the text as '?'.
fn to_ascii_number_text(text: &str) -> Vec<u8> {
    if text.is_ascii() {
        return text.as_bytes().to_vec();
    }
    let mut out = Vec::with_capacity(text.len());
    for ch in text.chars() {
        if (ch as u32) < 127 {
            out.push(ch as u8);
        } else if is_unicode_space(ch) {
            out.push(b' ');
        } else if let Some(digit) = decimal_value(ch) {
            out.push(b'0' + digit as u8);
        } else {
            out.push(b'?');
            break;
        }
    }
    out
}

/// CPython's `Py_ISSPACE`: ASCII whitespace only.
fn is_ascii_space(b: u8) -> bool {
    matches!(b, b' ' | b'\t' | b'\n' | 0x0b | 0x0c | b'\r')
}

/// `int(text, base)`; base 0 means "as a Python literal".
pub fn parse_int(text: &str, base: u32) -> Result<Scalar, FormatError> {
    if base == 1 || base > 36 {
        return Err(value_error("int() base must be >= 2 and <= 36, or 0"));
    }
    let ascii = to_ascii_number_text(text);
    match parse_int_ascii(&ascii, base) {
        Ok(value) => Ok(value),
        Err(IntParseError::TooManyDigits(count)) => Err(value_error(format!(
            "Exceeds the limit ({INT_MAX_STR_DIGITS} digits) for integer string conversion: \
             value has {count} digits; use sys.set_int_max_str_digits() to increase the limit"
        ))),
        Err(IntParseError::Invalid) => {
            // CPython shows at most 200 characters of the repr (`%.200R`).
            let shown: String = str_repr(text).chars().take(200).collect();
            Err(value_error(format!("invalid literal for int() with base {base}: {shown}")))
        }
    }
}

enum IntParseError {
    Invalid,
    TooManyDigits(usize),
}

fn digit_value(b: u8) -> u32 {
    match b {
        b'0'..=b'9' => u32::from(b - b'0'),
        b'a'..=b'z' => u32::from(b - b'a') + 10,
        b'A'..=b'Z' => u32::from(b - b'A') + 10,
        _ => 99,
    }
}

fn parse_int_ascii(s: &[u8], base: u32) -> Result<Scalar, IntParseError> {
    let at = |i: usize| s.get(i).copied().unwrap_or(0);
    let mut pos = s.iter().take_while(|&&b| is_ascii_space(b)).count();
    let negative = at(pos) == b'-';
    if matches!(at(pos), b'+' | b'-') {
        pos += 1;
    }
    let (base, zero_only) = resolve_base(base, at(pos), at(pos + 1));
    let prefix = match base {
        16 => b'x',
        8 => b'o',
        2 => b'b',
        _ => 0,
    };
    if at(pos) == b'0' && prefix != 0 && at(pos + 1).to_ascii_lowercase() == prefix {
        pos += 2;
        // One underscore may follow the prefix ("0x_ff").
        if at(pos) == b'_' {
            pos += 1;
        }
    }
    let (digits, end) = scan_digits(s, pos, base)?;
    if zero_only && digits.iter().any(|&d| d != b'0') {
        return Err(IntParseError::Invalid);
    }
    let trailing = s[end..].iter().take_while(|&&b| is_ascii_space(b)).count();
    if end + trailing != s.len() {
        return Err(IntParseError::Invalid);
    }
    Ok(int_from_digits(&digits, base, negative))
}

/// The base a literal is read in, given the requested base and its first
/// two characters; also whether it must be zero (base 0 with a leading
/// "0" and no prefix: old-style octal is refused unless the value is 0).
fn resolve_base(base: u32, first: u8, second: u8) -> (u32, bool) {
    if base != 0 {
        return (base, false);
    }
    match (first, second.to_ascii_lowercase()) {
        (b'0', b'x') => (16, false),
        (b'0', b'o') => (8, false),
        (b'0', b'b') => (2, false),
        (b'0', _) => (10, true),
        _ => (10, false),
    }
}

/// Digits from `start`, with single underscores between them: the digits
/// without underscores, and where they end.
fn scan_digits(s: &[u8], start: usize, base: u32) -> Result<(Vec<u8>, usize), IntParseError> {
    let mut digits = Vec::new();
    let mut pos = start;
    let mut previous = b'_'; // so a leading underscore is refused too
    while pos < s.len() && (digit_value(s[pos]) < base || s[pos] == b'_') {
        if s[pos] == b'_' {
            if previous == b'_' {
                return Err(IntParseError::Invalid);
            }
        } else {
            digits.push(s[pos]);
        }
        previous = s[pos];
        pos += 1;
    }
    if previous == b'_' || digits.is_empty() {
        return Err(IntParseError::Invalid);
    }
    if !base.is_power_of_two() && digits.len() > INT_MAX_STR_DIGITS {
        return Err(IntParseError::TooManyDigits(digits.len()));
    }
    Ok((digits, pos))
}

/// Validated digits (no underscores) to an int, i64 when it fits.
fn int_from_digits(digits: &[u8], base: u32, negative: bool) -> Scalar {
    let mut small: u64 = 0;
    let mut fits = true;
    for &d in digits {
        match small.checked_mul(u64::from(base)).and_then(|v| v.checked_add(u64::from(digit_value(d)))) {
            Some(v) => small = v,
            None => {
                fits = false;
                break;
            }
        }
    }
    if fits {
        let signed = if negative { -i128::from(small) } else { i128::from(small) };
        if let Ok(v) = i64::try_from(signed) {
            return Scalar::Int(v);
        }
    }
    let magnitude = BigInt::parse_bytes(digits, base).unwrap_or_else(BigInt::zero);
    Scalar::from_bigint(if negative { -magnitude } else { magnitude })
}

/// `float(text)`.
pub fn parse_float(text: &str) -> Result<f64, FormatError> {
    let invalid = || value_error(format!("could not convert string to float: {}", str_repr(text)));
    let ascii = to_ascii_number_text(text);
    let cleaned = remove_float_underscores(&ascii).ok_or_else(invalid)?;
    let start = cleaned.iter().take_while(|&&b| is_ascii_space(b)).count();
    let end = cleaned.len() - cleaned[start..].iter().rev().take_while(|&&b| is_ascii_space(b)).count();
    parse_float_body(&cleaned[start..end]).ok_or_else(invalid)
}

/// Underscores are allowed only between two digits; drop them.
fn remove_float_underscores(s: &[u8]) -> Option<Vec<u8>> {
    if !s.contains(&b'_') {
        return Some(s.to_vec());
    }
    let mut out = Vec::with_capacity(s.len());
    let mut previous = 0u8;
    for &b in s {
        if b == b'_' {
            if !previous.is_ascii_digit() {
                return None;
            }
        } else {
            if previous == b'_' && !b.is_ascii_digit() {
                return None;
            }
            out.push(b);
        }
        previous = b;
    }
    (previous != b'_').then_some(out)
}

/// `[sign] (inf | infinity | nan | digits[.digits][(e|E)[sign]digits])`.
fn parse_float_body(s: &[u8]) -> Option<f64> {
    let (negative, rest) = match s.first() {
        Some(b'-') => (true, &s[1..]),
        Some(b'+') => (false, &s[1..]),
        _ => (false, s),
    };
    let lower = rest.to_ascii_lowercase();
    let special = match lower.as_slice() {
        b"inf" | b"infinity" => Some(f64::INFINITY),
        b"nan" => Some(f64::NAN),
        _ => None,
    };
    if let Some(value) = special {
        // Negation (not multiplication) also flips the sign of a NaN.
        return Some(if negative { -value } else { value });
    }
    let digits_at = |from: usize| rest[from..].iter().take_while(|b| b.is_ascii_digit()).count();
    let int_len = digits_at(0);
    let mut pos = int_len;
    let mut frac_len = 0;
    if rest.get(pos) == Some(&b'.') {
        frac_len = digits_at(pos + 1);
        pos += 1 + frac_len;
    }
    if int_len + frac_len == 0 {
        return None;
    }
    if matches!(rest.get(pos), Some(b'e' | b'E')) {
        let mut exp_pos = pos + 1;
        if matches!(rest.get(exp_pos), Some(b'+' | b'-')) {
            exp_pos += 1;
        }
        let exp_len = digits_at(exp_pos);
        if exp_len == 0 {
            return None;
        }
        pos = exp_pos + exp_len;
    }
    if pos != rest.len() {
        return None;
    }
    // Validated above, so Rust's (correctly rounded) parser accepts it.
    let text = std::str::from_utf8(s).ok()?;
    text.parse::<f64>().ok()
}

// ---------------------------------------------------------------------
// Unicode tables (generated from CPython 3.11's unicodedata, Unicode 14.0)
// ---------------------------------------------------------------------

/// Python's `str.isprintable` as inclusive code-point ranges (Unicode 14.0,
/// as in CPython 3.11), flattened `start, end, start, end, ...`.
const PRINTABLE_RANGES: &[u32] = &[
    0x20, 0x7e, 0xa1, 0xac, 0xae, 0x377, 0x37a, 0x37f, 0x384, 0x38a, 0x38c, 0x38c, 0x38e, 0x3a1, 0x3a3, 0x52f, 0x531,
    0x556, 0x559, 0x58a, 0x58d, 0x58f, 0x591, 0x5c7, 0x5d0, 0x5ea, 0x5ef, 0x5f4, 0x606, 0x61b, 0x61d, 0x6dc, 0x6de,
    0x70d, 0x710, 0x74a, 0x74d, 0x7b1, 0x7c0, 0x7fa, 0x7fd, 0x82d, 0x830, 0x83e, 0x840, 0x85b, 0x85e, 0x85e, 0x860,
    0x86a, 0x870, 0x88e, 0x898, 0x8e1, 0x8e3, 0x983, 0x985, 0x98c, 0x98f, 0x990, 0x993, 0x9a8, 0x9aa, 0x9b0, 0x9b2,
    0x9b2, 0x9b6, 0x9b9, 0x9bc, 0x9c4, 0x9c7, 0x9c8, 0x9cb, 0x9ce, 0x9d7, 0x9d7, 0x9dc, 0x9dd, 0x9df, 0x9e3, 0x9e6,
    0x9fe, 0xa01, 0xa03, 0xa05, 0xa0a, 0xa0f, 0xa10, 0xa13, 0xa28, 0xa2a, 0xa30, 0xa32, 0xa33, 0xa35, 0xa36, 0xa38,
    0xa39, 0xa3c, 0xa3c, 0xa3e, 0xa42, 0xa47, 0xa48, 0xa4b, 0xa4d, 0xa51, 0xa51, 0xa59, 0xa5c, 0xa5e, 0xa5e, 0xa66,
    0xa76, 0xa81, 0xa83, 0xa85, 0xa8d, 0xa8f, 0xa91, 0xa93, 0xaa8, 0xaaa, 0xab0, 0xab2, 0xab3, 0xab5, 0xab9, 0xabc,
    0xac5, 0xac7, 0xac9, 0xacb, 0xacd, 0xad0, 0xad0, 0xae0, 0xae3, 0xae6, 0xaf1, 0xaf9, 0xaff, 0xb01, 0xb03, 0xb05,
    0xb0c, 0xb0f, 0xb10, 0xb13, 0xb28, 0xb2a, 0xb30, 0xb32, 0xb33, 0xb35, 0xb39, 0xb3c, 0xb44, 0xb47, 0xb48, 0xb4b,
    0xb4d, 0xb55, 0xb57, 0xb5c, 0xb5d, 0xb5f, 0xb63, 0xb66, 0xb77, 0xb82, 0xb83, 0xb85, 0xb8a, 0xb8e, 0xb90, 0xb92,
    0xb95, 0xb99, 0xb9a, 0xb9c, 0xb9c, 0xb9e, 0xb9f, 0xba3, 0xba4, 0xba8, 0xbaa, 0xbae, 0xbb9, 0xbbe, 0xbc2, 0xbc6,
    0xbc8, 0xbca, 0xbcd, 0xbd0, 0xbd0, 0xbd7, 0xbd7, 0xbe6, 0xbfa, 0xc00, 0xc0c, 0xc0e, 0xc10, 0xc12, 0xc28, 0xc2a,
    0xc39, 0xc3c, 0xc44, 0xc46, 0xc48, 0xc4a, 0xc4d, 0xc55, 0xc56, 0xc58, 0xc5a, 0xc5d, 0xc5d, 0xc60, 0xc63, 0xc66,
    0xc6f, 0xc77, 0xc8c, 0xc8e, 0xc90, 0xc92, 0xca8, 0xcaa, 0xcb3, 0xcb5, 0xcb9, 0xcbc, 0xcc4, 0xcc6, 0xcc8, 0xcca,
    0xccd, 0xcd5, 0xcd6, 0xcdd, 0xcde, 0xce0, 0xce3, 0xce6, 0xcef, 0xcf1, 0xcf2, 0xd00, 0xd0c, 0xd0e, 0xd10, 0xd12,
    0xd44, 0xd46, 0xd48, 0xd4a, 0xd4f, 0xd54, 0xd63, 0xd66, 0xd7f, 0xd81, 0xd83, 0xd85, 0xd96, 0xd9a, 0xdb1, 0xdb3,
    0xdbb, 0xdbd, 0xdbd, 0xdc0, 0xdc6, 0xdca, 0xdca, 0xdcf, 0xdd4, 0xdd6, 0xdd6, 0xdd8, 0xddf, 0xde6, 0xdef, 0xdf2,
    0xdf4, 0xe01, 0xe3a, 0xe3f, 0xe5b, 0xe81, 0xe82, 0xe84, 0xe84, 0xe86, 0xe8a, 0xe8c, 0xea3, 0xea5, 0xea5, 0xea7,
    0xebd, 0xec0, 0xec4, 0xec6, 0xec6, 0xec8, 0xecd, 0xed0, 0xed9, 0xedc, 0xedf, 0xf00, 0xf47, 0xf49, 0xf6c, 0xf71,
    0xf97, 0xf99, 0xfbc, 0xfbe, 0xfcc, 0xfce, 0xfda, 0x1000, 0x10c5, 0x10c7, 0x10c7, 0x10cd, 0x10cd, 0x10d0, 0x1248,
    0x124a, 0x124d, 0x1250, 0x1256, 0x1258, 0x1258, 0x125a, 0x125d, 0x1260, 0x1288, 0x128a, 0x128d, 0x1290, 0x12b0,
    0x12b2, 0x12b5, 0x12b8, 0x12be, 0x12c0, 0x12c0, 0x12c2, 0x12c5, 0x12c8, 0x12d6, 0x12d8, 0x1310, 0x1312, 0x1315,
    0x1318, 0x135a, 0x135d, 0x137c, 0x1380, 0x1399, 0x13a0, 0x13f5, 0x13f8, 0x13fd, 0x1400, 0x167f, 0x1681, 0x169c,
    0x16a0, 0x16f8, 0x1700, 0x1715, 0x171f, 0x1736, 0x1740, 0x1753, 0x1760, 0x176c, 0x176e, 0x1770, 0x1772, 0x1773,
    0x1780, 0x17dd, 0x17e0, 0x17e9, 0x17f0, 0x17f9, 0x1800, 0x180d, 0x180f, 0x1819, 0x1820, 0x1878, 0x1880, 0x18aa,
    0x18b0, 0x18f5, 0x1900, 0x191e, 0x1920, 0x192b, 0x1930, 0x193b, 0x1940, 0x1940, 0x1944, 0x196d, 0x1970, 0x1974,
    0x1980, 0x19ab, 0x19b0, 0x19c9, 0x19d0, 0x19da, 0x19de, 0x1a1b, 0x1a1e, 0x1a5e, 0x1a60, 0x1a7c, 0x1a7f, 0x1a89,
    0x1a90, 0x1a99, 0x1aa0, 0x1aad, 0x1ab0, 0x1ace, 0x1b00, 0x1b4c, 0x1b50, 0x1b7e, 0x1b80, 0x1bf3, 0x1bfc, 0x1c37,
    0x1c3b, 0x1c49, 0x1c4d, 0x1c88, 0x1c90, 0x1cba, 0x1cbd, 0x1cc7, 0x1cd0, 0x1cfa, 0x1d00, 0x1f15, 0x1f18, 0x1f1d,
    0x1f20, 0x1f45, 0x1f48, 0x1f4d, 0x1f50, 0x1f57, 0x1f59, 0x1f59, 0x1f5b, 0x1f5b, 0x1f5d, 0x1f5d, 0x1f5f, 0x1f7d,
    0x1f80, 0x1fb4, 0x1fb6, 0x1fc4, 0x1fc6, 0x1fd3, 0x1fd6, 0x1fdb, 0x1fdd, 0x1fef, 0x1ff2, 0x1ff4, 0x1ff6, 0x1ffe,
    0x2010, 0x2027, 0x2030, 0x205e, 0x2070, 0x2071, 0x2074, 0x208e, 0x2090, 0x209c, 0x20a0, 0x20c0, 0x20d0, 0x20f0,
    0x2100, 0x218b, 0x2190, 0x2426, 0x2440, 0x244a, 0x2460, 0x2b73, 0x2b76, 0x2b95, 0x2b97, 0x2cf3, 0x2cf9, 0x2d25,
    0x2d27, 0x2d27, 0x2d2d, 0x2d2d, 0x2d30, 0x2d67, 0x2d6f, 0x2d70, 0x2d7f, 0x2d96, 0x2da0, 0x2da6, 0x2da8, 0x2dae,
    0x2db0, 0x2db6, 0x2db8, 0x2dbe, 0x2dc0, 0x2dc6, 0x2dc8, 0x2dce, 0x2dd0, 0x2dd6, 0x2dd8, 0x2dde, 0x2de0, 0x2e5d,
    0x2e80, 0x2e99, 0x2e9b, 0x2ef3, 0x2f00, 0x2fd5, 0x2ff0, 0x2ffb, 0x3001, 0x303f, 0x3041, 0x3096, 0x3099, 0x30ff,
    0x3105, 0x312f, 0x3131, 0x318e, 0x3190, 0x31e3, 0x31f0, 0x321e, 0x3220, 0xa48c, 0xa490, 0xa4c6, 0xa4d0, 0xa62b,
    0xa640, 0xa6f7, 0xa700, 0xa7ca, 0xa7d0, 0xa7d1, 0xa7d3, 0xa7d3, 0xa7d5, 0xa7d9, 0xa7f2, 0xa82c, 0xa830, 0xa839,
    0xa840, 0xa877, 0xa880, 0xa8c5, 0xa8ce, 0xa8d9, 0xa8e0, 0xa953, 0xa95f, 0xa97c, 0xa980, 0xa9cd, 0xa9cf, 0xa9d9,
    0xa9de, 0xa9fe, 0xaa00, 0xaa36, 0xaa40, 0xaa4d, 0xaa50, 0xaa59, 0xaa5c, 0xaac2, 0xaadb, 0xaaf6, 0xab01, 0xab06,
    0xab09, 0xab0e, 0xab11, 0xab16, 0xab20, 0xab26, 0xab28, 0xab2e, 0xab30, 0xab6b, 0xab70, 0xabed, 0xabf0, 0xabf9,
    0xac00, 0xd7a3, 0xd7b0, 0xd7c6, 0xd7cb, 0xd7fb, 0xf900, 0xfa6d, 0xfa70, 0xfad9, 0xfb00, 0xfb06, 0xfb13, 0xfb17,
    0xfb1d, 0xfb36, 0xfb38, 0xfb3c, 0xfb3e, 0xfb3e, 0xfb40, 0xfb41, 0xfb43, 0xfb44, 0xfb46, 0xfbc2, 0xfbd3, 0xfd8f,
    0xfd92, 0xfdc7, 0xfdcf, 0xfdcf, 0xfdf0, 0xfe19, 0xfe20, 0xfe52, 0xfe54, 0xfe66, 0xfe68, 0xfe6b, 0xfe70, 0xfe74,
    0xfe76, 0xfefc, 0xff01, 0xffbe, 0xffc2, 0xffc7, 0xffca, 0xffcf, 0xffd2, 0xffd7, 0xffda, 0xffdc, 0xffe0, 0xffe6,
    0xffe8, 0xffee, 0xfffc, 0xfffd, 0x10000, 0x1000b, 0x1000d, 0x10026, 0x10028, 0x1003a, 0x1003c, 0x1003d, 0x1003f,
    0x1004d, 0x10050, 0x1005d, 0x10080, 0x100fa, 0x10100, 0x10102, 0x10107, 0x10133, 0x10137, 0x1018e, 0x10190,
    0x1019c, 0x101a0, 0x101a0, 0x101d0, 0x101fd, 0x10280, 0x1029c, 0x102a0, 0x102d0, 0x102e0, 0x102fb, 0x10300,
    0x10323, 0x1032d, 0x1034a, 0x10350, 0x1037a, 0x10380, 0x1039d, 0x1039f, 0x103c3, 0x103c8, 0x103d5, 0x10400,
    0x1049d, 0x104a0, 0x104a9, 0x104b0, 0x104d3, 0x104d8, 0x104fb, 0x10500, 0x10527, 0x10530, 0x10563, 0x1056f,
    0x1057a, 0x1057c, 0x1058a, 0x1058c, 0x10592, 0x10594, 0x10595, 0x10597, 0x105a1, 0x105a3, 0x105b1, 0x105b3,
    0x105b9, 0x105bb, 0x105bc, 0x10600, 0x10736, 0x10740, 0x10755, 0x10760, 0x10767, 0x10780, 0x10785, 0x10787,
    0x107b0, 0x107b2, 0x107ba, 0x10800, 0x10805, 0x10808, 0x10808, 0x1080a, 0x10835, 0x10837, 0x10838, 0x1083c,
    0x1083c, 0x1083f, 0x10855, 0x10857, 0x1089e, 0x108a7, 0x108af, 0x108e0, 0x108f2, 0x108f4, 0x108f5, 0x108fb,
    0x1091b, 0x1091f, 0x10939, 0x1093f, 0x1093f, 0x10980, 0x109b7, 0x109bc, 0x109cf, 0x109d2, 0x10a03, 0x10a05,
    0x10a06, 0x10a0c, 0x10a13, 0x10a15, 0x10a17, 0x10a19, 0x10a35, 0x10a38, 0x10a3a, 0x10a3f, 0x10a48, 0x10a50,
    0x10a58, 0x10a60, 0x10a9f, 0x10ac0, 0x10ae6, 0x10aeb, 0x10af6, 0x10b00, 0x10b35, 0x10b39, 0x10b55, 0x10b58,
    0x10b72, 0x10b78, 0x10b91, 0x10b99, 0x10b9c, 0x10ba9, 0x10baf, 0x10c00, 0x10c48, 0x10c80, 0x10cb2, 0x10cc0,
    0x10cf2, 0x10cfa, 0x10d27, 0x10d30, 0x10d39, 0x10e60, 0x10e7e, 0x10e80, 0x10ea9, 0x10eab, 0x10ead, 0x10eb0,
    0x10eb1, 0x10f00, 0x10f27, 0x10f30, 0x10f59, 0x10f70, 0x10f89, 0x10fb0, 0x10fcb, 0x10fe0, 0x10ff6, 0x11000,
    0x1104d, 0x11052, 0x11075, 0x1107f, 0x110bc, 0x110be, 0x110c2, 0x110d0, 0x110e8, 0x110f0, 0x110f9, 0x11100,
    0x11134, 0x11136, 0x11147, 0x11150, 0x11176, 0x11180, 0x111df, 0x111e1, 0x111f4, 0x11200, 0x11211, 0x11213,
    0x1123e, 0x11280, 0x11286, 0x11288, 0x11288, 0x1128a, 0x1128d, 0x1128f, 0x1129d, 0x1129f, 0x112a9, 0x112b0,
    0x112ea, 0x112f0, 0x112f9, 0x11300, 0x11303, 0x11305, 0x1130c, 0x1130f, 0x11310, 0x11313, 0x11328, 0x1132a,
    0x11330, 0x11332, 0x11333, 0x11335, 0x11339, 0x1133b, 0x11344, 0x11347, 0x11348, 0x1134b, 0x1134d, 0x11350,
    0x11350, 0x11357, 0x11357, 0x1135d, 0x11363, 0x11366, 0x1136c, 0x11370, 0x11374, 0x11400, 0x1145b, 0x1145d,
    0x11461, 0x11480, 0x114c7, 0x114d0, 0x114d9, 0x11580, 0x115b5, 0x115b8, 0x115dd, 0x11600, 0x11644, 0x11650,
    0x11659, 0x11660, 0x1166c, 0x11680, 0x116b9, 0x116c0, 0x116c9, 0x11700, 0x1171a, 0x1171d, 0x1172b, 0x11730,
    0x11746, 0x11800, 0x1183b, 0x118a0, 0x118f2, 0x118ff, 0x11906, 0x11909, 0x11909, 0x1190c, 0x11913, 0x11915,
    0x11916, 0x11918, 0x11935, 0x11937, 0x11938, 0x1193b, 0x11946, 0x11950, 0x11959, 0x119a0, 0x119a7, 0x119aa,
    0x119d7, 0x119da, 0x119e4, 0x11a00, 0x11a47, 0x11a50, 0x11aa2, 0x11ab0, 0x11af8, 0x11c00, 0x11c08, 0x11c0a,
    0x11c36, 0x11c38, 0x11c45, 0x11c50, 0x11c6c, 0x11c70, 0x11c8f, 0x11c92, 0x11ca7, 0x11ca9, 0x11cb6, 0x11d00,
    0x11d06, 0x11d08, 0x11d09, 0x11d0b, 0x11d36, 0x11d3a, 0x11d3a, 0x11d3c, 0x11d3d, 0x11d3f, 0x11d47, 0x11d50,
    0x11d59, 0x11d60, 0x11d65, 0x11d67, 0x11d68, 0x11d6a, 0x11d8e, 0x11d90, 0x11d91, 0x11d93, 0x11d98, 0x11da0,
    0x11da9, 0x11ee0, 0x11ef8, 0x11fb0, 0x11fb0, 0x11fc0, 0x11ff1, 0x11fff, 0x12399, 0x12400, 0x1246e, 0x12470,
    0x12474, 0x12480, 0x12543, 0x12f90, 0x12ff2, 0x13000, 0x1342e, 0x14400, 0x14646, 0x16800, 0x16a38, 0x16a40,
    0x16a5e, 0x16a60, 0x16a69, 0x16a6e, 0x16abe, 0x16ac0, 0x16ac9, 0x16ad0, 0x16aed, 0x16af0, 0x16af5, 0x16b00,
    0x16b45, 0x16b50, 0x16b59, 0x16b5b, 0x16b61, 0x16b63, 0x16b77, 0x16b7d, 0x16b8f, 0x16e40, 0x16e9a, 0x16f00,
    0x16f4a, 0x16f4f, 0x16f87, 0x16f8f, 0x16f9f, 0x16fe0, 0x16fe4, 0x16ff0, 0x16ff1, 0x17000, 0x187f7, 0x18800,
    0x18cd5, 0x18d00, 0x18d08, 0x1aff0, 0x1aff3, 0x1aff5, 0x1affb, 0x1affd, 0x1affe, 0x1b000, 0x1b122, 0x1b150,
    0x1b152, 0x1b164, 0x1b167, 0x1b170, 0x1b2fb, 0x1bc00, 0x1bc6a, 0x1bc70, 0x1bc7c, 0x1bc80, 0x1bc88, 0x1bc90,
    0x1bc99, 0x1bc9c, 0x1bc9f, 0x1cf00, 0x1cf2d, 0x1cf30, 0x1cf46, 0x1cf50, 0x1cfc3, 0x1d000, 0x1d0f5, 0x1d100,
    0x1d126, 0x1d129, 0x1d172, 0x1d17b, 0x1d1ea, 0x1d200, 0x1d245, 0x1d2e0, 0x1d2f3, 0x1d300, 0x1d356, 0x1d360,
    0x1d378, 0x1d400, 0x1d454, 0x1d456, 0x1d49c, 0x1d49e, 0x1d49f, 0x1d4a2, 0x1d4a2, 0x1d4a5, 0x1d4a6, 0x1d4a9,
    0x1d4ac, 0x1d4ae, 0x1d4b9, 0x1d4bb, 0x1d4bb, 0x1d4bd, 0x1d4c3, 0x1d4c5, 0x1d505, 0x1d507, 0x1d50a, 0x1d50d,
    0x1d514, 0x1d516, 0x1d51c, 0x1d51e, 0x1d539, 0x1d53b, 0x1d53e, 0x1d540, 0x1d544, 0x1d546, 0x1d546, 0x1d54a,
    0x1d550, 0x1d552, 0x1d6a5, 0x1d6a8, 0x1d7cb, 0x1d7ce, 0x1da8b, 0x1da9b, 0x1da9f, 0x1daa1, 0x1daaf, 0x1df00,
    0x1df1e, 0x1e000, 0x1e006, 0x1e008, 0x1e018, 0x1e01b, 0x1e021, 0x1e023, 0x1e024, 0x1e026, 0x1e02a, 0x1e100,
    0x1e12c, 0x1e130, 0x1e13d, 0x1e140, 0x1e149, 0x1e14e, 0x1e14f, 0x1e290, 0x1e2ae, 0x1e2c0, 0x1e2f9, 0x1e2ff,
    0x1e2ff, 0x1e7e0, 0x1e7e6, 0x1e7e8, 0x1e7eb, 0x1e7ed, 0x1e7ee, 0x1e7f0, 0x1e7fe, 0x1e800, 0x1e8c4, 0x1e8c7,
    0x1e8d6, 0x1e900, 0x1e94b, 0x1e950, 0x1e959, 0x1e95e, 0x1e95f, 0x1ec71, 0x1ecb4, 0x1ed01, 0x1ed3d, 0x1ee00,
    0x1ee03, 0x1ee05, 0x1ee1f, 0x1ee21, 0x1ee22, 0x1ee24, 0x1ee24, 0x1ee27, 0x1ee27, 0x1ee29, 0x1ee32, 0x1ee34,
    0x1ee37, 0x1ee39, 0x1ee39, 0x1ee3b, 0x1ee3b, 0x1ee42, 0x1ee42, 0x1ee47, 0x1ee47, 0x1ee49, 0x1ee49, 0x1ee4b,
    0x1ee4b, 0x1ee4d, 0x1ee4f, 0x1ee51, 0x1ee52, 0x1ee54, 0x1ee54, 0x1ee57, 0x1ee57, 0x1ee59, 0x1ee59, 0x1ee5b,
    0x1ee5b, 0x1ee5d, 0x1ee5d, 0x1ee5f, 0x1ee5f, 0x1ee61, 0x1ee62, 0x1ee64, 0x1ee64, 0x1ee67, 0x1ee6a, 0x1ee6c,
    0x1ee72, 0x1ee74, 0x1ee77, 0x1ee79, 0x1ee7c, 0x1ee7e, 0x1ee7e, 0x1ee80, 0x1ee89, 0x1ee8b, 0x1ee9b, 0x1eea1,
    0x1eea3, 0x1eea5, 0x1eea9, 0x1eeab, 0x1eebb, 0x1eef0, 0x1eef1, 0x1f000, 0x1f02b, 0x1f030, 0x1f093, 0x1f0a0,
    0x1f0ae, 0x1f0b1, 0x1f0bf, 0x1f0c1, 0x1f0cf, 0x1f0d1, 0x1f0f5, 0x1f100, 0x1f1ad, 0x1f1e6, 0x1f202, 0x1f210,
    0x1f23b, 0x1f240, 0x1f248, 0x1f250, 0x1f251, 0x1f260, 0x1f265, 0x1f300, 0x1f6d7, 0x1f6dd, 0x1f6ec, 0x1f6f0,
    0x1f6fc, 0x1f700, 0x1f773, 0x1f780, 0x1f7d8, 0x1f7e0, 0x1f7eb, 0x1f7f0, 0x1f7f0, 0x1f800, 0x1f80b, 0x1f810,
    0x1f847, 0x1f850, 0x1f859, 0x1f860, 0x1f887, 0x1f890, 0x1f8ad, 0x1f8b0, 0x1f8b1, 0x1f900, 0x1fa53, 0x1fa60,
    0x1fa6d, 0x1fa70, 0x1fa74, 0x1fa78, 0x1fa7c, 0x1fa80, 0x1fa86, 0x1fa90, 0x1faac, 0x1fab0, 0x1faba, 0x1fac0,
    0x1fac5, 0x1fad0, 0x1fad9, 0x1fae0, 0x1fae7, 0x1faf0, 0x1faf6, 0x1fb00, 0x1fb92, 0x1fb94, 0x1fbca, 0x1fbf0,
    0x1fbf9, 0x20000, 0x2a6df, 0x2a700, 0x2b738, 0x2b740, 0x2b81d, 0x2b820, 0x2cea1, 0x2ceb0, 0x2ebe0, 0x2f800,
    0x2fa1d, 0x30000, 0x3134a, 0xe0100, 0xe01ef,
];
/// The digit zero of every Unicode decimal-digit run (category Nd); each run
/// holds ten consecutive code points 0..=9 (Unicode 14.0).
const DECIMAL_ZEROS: &[u32] = &[
    0x30, 0x660, 0x6f0, 0x7c0, 0x966, 0x9e6, 0xa66, 0xae6, 0xb66, 0xbe6, 0xc66, 0xce6, 0xd66, 0xde6, 0xe50, 0xed0,
    0xf20, 0x1040, 0x1090, 0x17e0, 0x1810, 0x1946, 0x19d0, 0x1a80, 0x1a90, 0x1b50, 0x1bb0, 0x1c40, 0x1c50, 0xa620,
    0xa8d0, 0xa900, 0xa9d0, 0xa9f0, 0xaa50, 0xabf0, 0xff10, 0x104a0, 0x10d30, 0x11066, 0x110f0, 0x11136, 0x111d0,
    0x112f0, 0x11450, 0x114d0, 0x11650, 0x116c0, 0x11730, 0x118e0, 0x11950, 0x11c50, 0x11d50, 0x11da0, 0x16a60,
    0x16ac0, 0x16b50, 0x1d7ce, 0x1d7d8, 0x1d7e2, 0x1d7ec, 0x1d7f6, 0x1e140, 0x1e2f0, 0x1e950, 0x1fbf0,
];

#[cfg(test)]
mod tests;
