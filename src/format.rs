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
mod tests {
    use super::*;
    use std::rc::Rc;

    type Expect = Result<&'static str, (&'static str, &'static str)>;

    /// A test operand, kept `const`-friendly.
    enum V {
        F(u64),
        I(i64),
        Big(&'static str),
        S(&'static str),
        B(bool),
        N,
    }

    fn scalar(v: &V) -> Scalar {
        match v {
            V::F(bits) => Scalar::Float(f64::from_bits(*bits)),
            V::I(i) => Scalar::Int(*i),
            V::Big(text) => Scalar::BigInt(Rc::new(text.parse().expect("test bigint"))),
            V::S(text) => Scalar::str(text),
            V::B(b) => Scalar::Bool(*b),
            V::N => Scalar::None,
        }
    }

    fn check(got: Result<String, FormatError>, want: &Expect, case: &str) {
        let got = got.as_ref().map(String::as_str).map_err(|(n, m)| (*n, m.as_str()));
        assert_eq!(&got, want, "case {case}");
    }

    #[test]
    fn float_repr_matches_cpython() {
        for &(bits, want) in FLOAT_REPR {
            let x = f64::from_bits(bits);
            assert_eq!(float_repr(x), want, "repr of {bits:#x}");
            assert_eq!(scalar_str(&Scalar::Float(x)), want);
            assert_eq!(scalar_repr(&Scalar::Float(x)), want);
        }
    }

    #[test]
    fn format_matches_cpython() {
        for (value, spec, want) in FORMAT {
            let v = scalar(value);
            let case = format!("format({}, {spec:?})", scalar_repr(&v));
            check(format_scalar(&v, spec), want, &case);
        }
    }

    #[test]
    fn round_matches_cpython() {
        for &(bits, ndigits, ref want) in ROUND {
            let x = f64::from_bits(bits);
            let case = format!("round({}, {ndigits})", float_repr(x));
            check(round_float_checked(x, ndigits).map(float_repr), want, &case);
            if want.is_ok() {
                let plain = round_float(x, ndigits);
                assert_eq!(Ok(float_repr(plain).as_str()), *want, "{case}");
            }
        }
        assert_eq!(round_float(1.7976931348623157e308, -308), f64::INFINITY);
        assert_eq!(round_float(-1.7976931348623157e308, -308), f64::NEG_INFINITY);
    }

    #[test]
    fn round_to_int_matches_cpython() {
        for &(bits, ref want) in ROUND_INT {
            let x = f64::from_bits(bits);
            let got = round_float_to_int(x).map(|s| scalar_str(&s));
            check(got, want, &format!("round({})", float_repr(x)));
        }
        // Small results stay on the i64 path, large ones are BigInt.
        assert!(matches!(round_float_to_int(2.5), Ok(Scalar::Int(2))));
        assert!(matches!(round_float_to_int(-2.0f64.powi(63)), Ok(Scalar::Int(i64::MIN))));
        assert!(matches!(round_float_to_int(2.0f64.powi(63)), Ok(Scalar::BigInt(_))));
    }

    #[test]
    fn parse_int_matches_cpython() {
        for &(text, base, ref want) in PARSE_INT {
            let got = parse_int(text, base).map(|s| scalar_str(&s));
            check(got, want, &format!("int({text:?}, {base})"));
        }
        assert!(matches!(parse_int("9223372036854775807", 10), Ok(Scalar::Int(i64::MAX))));
        assert!(matches!(parse_int("-9223372036854775808", 10), Ok(Scalar::Int(i64::MIN))));
        assert!(matches!(parse_int("9223372036854775808", 10), Ok(Scalar::BigInt(_))));
    }

    #[test]
    fn parse_float_matches_cpython() {
        for &(text, ref want) in PARSE_FLOAT {
            check(parse_float(text).map(float_repr), want, &format!("float({text:?})"));
        }
        // The sign of a NaN survives parsing, as in CPython.
        assert!(parse_float("-nan").is_ok_and(|x| x.is_nan() && x.is_sign_negative()));
    }

    #[test]
    fn str_repr_matches_cpython() {
        for &(text, want) in STR_REPR {
            assert_eq!(str_repr(text), want, "repr of {text:?}");
            assert_eq!(str_repr_len(text), want.len(), "repr length of {text:?}");
            assert_eq!(scalar_repr(&Scalar::str(text)), want);
            assert_eq!(scalar_str(&Scalar::str(text)), text);
        }
    }

    #[test]
    #[allow(clippy::approx_constant)] // 3.14159 is the brief's example value
    fn examples_from_the_brief() {
        let f = |x: f64, spec: &str| format_scalar(&Scalar::Float(x), spec);
        assert_eq!(f(2.0, "").as_deref(), Ok("2.0"));
        assert_eq!(f(1e16, "").as_deref(), Ok("1e+16"));
        assert_eq!(f(0.1, ".3").as_deref(), Ok("0.1"));
        assert_eq!(f(1234.5, ".2").as_deref(), Ok("1.2e+03"));
        assert_eq!(f(0.125, ".2f").as_deref(), Ok("0.12"));
        assert_eq!(f(0.375, ".2f").as_deref(), Ok("0.38"));
        assert_eq!(f(2.5, ".0f").as_deref(), Ok("2"));
        assert_eq!(f(99.5, ".0f").as_deref(), Ok("100"));
        assert_eq!(f(1234567.891, ",.2f").as_deref(), Ok("1,234,567.89"));
        assert_eq!(f(1e-7, ".1e").as_deref(), Ok("1.0e-07"));
        assert_eq!(f(3.14159, ".2e").as_deref(), Ok("3.14e+00"));
        let big = Scalar::from_bigint(BigInt::from(10u32).pow(30u32));
        assert_eq!(format_scalar(&big, ",").as_deref(), Ok("1,000,000,000,000,000,000,000,000,000,000"));
        assert_eq!(float_repr(0.1 + 0.2), "0.30000000000000004");
        assert_eq!(float_repr(1.2345e-05), "1.2345e-05");
        assert_eq!(float_repr(123456789012345.0), "123456789012345.0");
        assert_eq!(round_float(2.675, 2), 2.67);
        assert_eq!(round_float(1234.5678, -2), 1200.0);
        assert_eq!(round_float(2.5, 0), 2.0);
        assert!(matches!(round_float_to_int(0.5), Ok(Scalar::Int(0))));
        assert!(matches!(round_float_to_int(1.5), Ok(Scalar::Int(2))));
        assert!(matches!(round_float_to_int(-2.5), Ok(Scalar::Int(-2))));
        assert_eq!(
            parse_int("abc", 10).err(),
            Some(("ValueError", "invalid literal for int() with base 10: 'abc'".to_string()))
        );
        assert_eq!(
            parse_float("abc").err(),
            Some(("ValueError", "could not convert string to float: 'abc'".to_string()))
        );
    }

    #[test]
    fn int_digit_limit() {
        let limit = "Exceeds the limit (4300 digits) for integer string conversion";
        let parse_err = |text: &str, base: u32, digits: usize| {
            assert_eq!(
                parse_int(text, base).err(),
                Some((
                    "ValueError",
                    format!(
                        "{limit}: value has {digits} digits; \
                         use sys.set_int_max_str_digits() to increase the limit"
                    )
                ))
            );
        };
        assert!(parse_int(&"1".repeat(4300), 10).is_ok());
        parse_err(&"1".repeat(4301), 10, 4301);
        parse_err(&("1_".repeat(4300) + "1"), 10, 4301);
        parse_err(&("1".repeat(4301) + "x"), 10, 4301);
        parse_err(&"0".repeat(4301), 0, 4301);
        parse_err(&"1".repeat(4301), 3, 4301);
        // Power-of-two bases have no limit.
        assert!(parse_int(&"1".repeat(5000), 2).is_ok());
        assert!(parse_int(&"f".repeat(5000), 16).is_ok());

        let message = format!("{limit}; use sys.set_int_max_str_digits() to increase the limit");
        let to_str: Result<String, FormatError> = Err(("ValueError", message.clone()));
        let ten = BigInt::from(10u32);
        let just_fits = Scalar::from_bigint(-(ten.clone().pow(4300u32) - 1u32));
        let too_long = Scalar::from_bigint(ten.pow(4300u32));
        assert!(check_int_str_digits(&just_fits).is_ok());
        assert_eq!(scalar_str(&just_fits).len(), 4301);
        assert_eq!(check_int_str_digits(&too_long), Err(("ValueError", message)));
        assert_eq!(format_scalar(&too_long, ""), to_str);
        assert_eq!(format_scalar(&too_long, "d"), to_str);
        assert_eq!(format_scalar(&too_long, ","), to_str);
        assert!(format_scalar(&just_fits, ",").is_ok());
        assert_eq!(format_scalar(&too_long, "x").map(|s| s.len()), Ok(3572));
    }

    #[test]
    fn long_inputs_in_error_messages() {
        let (_, message) = parse_int(&"x".repeat(300), 10).unwrap_err();
        let shown = format!("'{}", "x".repeat(199));
        assert_eq!(message, format!("invalid literal for int() with base 10: {shown}"));
        let (_, message) = parse_float(&"x".repeat(300)).unwrap_err();
        let shown = format!("'{}'", "x".repeat(300));
        assert_eq!(message, format!("could not convert string to float: {shown}"));
        assert_eq!(parse_float(&format!("0.{}1", "0".repeat(400))), Ok(0.0));
        assert_eq!(parse_float(&format!("1{}", "0".repeat(400))), Ok(f64::INFINITY));
        assert_eq!(parse_float(&format!("0.{}25", "0".repeat(320))).map(float_repr), Ok("2.5e-321".into()));
        assert_eq!(parse_float(&format!("1{}", "0".repeat(308))), Ok(1e308));
    }

    #[test]
    fn scalar_text() {
        assert_eq!(scalar_str(&Scalar::None), "None");
        assert_eq!(scalar_str(&Scalar::Bool(true)), "True");
        assert_eq!(scalar_repr(&Scalar::Bool(false)), "False");
        assert_eq!(scalar_str(&Scalar::Int(-17)), "-17");
        assert_eq!(scalar_repr(&Scalar::str("a'b")), "\"a'b\"");
        let big = Scalar::from_bigint(BigInt::from(u64::MAX) * 3u32);
        assert_eq!(scalar_repr(&big), "55340232221128654845");
    }

    #[test]
    fn huge_fields_do_not_panic() {
        let one = Scalar::Float(1.0);
        let padded = format_scalar(&one, ".5000f").expect("long precision");
        assert_eq!(padded.len(), 5002);
        assert!(padded.starts_with("1.000") && padded.ends_with('0'));
        assert_eq!(format_scalar(&one, ".100000g").as_deref(), Ok("1"));
        assert_eq!(format_scalar(&one, ".2147483648f"), Err(("ValueError", "precision too big".into())));
        assert_eq!(format_scalar(&one, ".1000000000f"), Err(("MemoryError", String::new())));
        assert_eq!(format_scalar(&one, "1000000000"), Err(("MemoryError", String::new())));
        assert_eq!(format_scalar(&Scalar::str("ab"), ".1000000000").as_deref(), Ok("ab"));
        let wide = format_scalar(&Scalar::Int(7), "*^10001").expect("wide");
        assert_eq!(wide.chars().count(), 10001);
        // Every short spec over every kind of value: errors, never panics.
        let values = [
            Scalar::None,
            Scalar::Bool(true),
            Scalar::Int(-5),
            Scalar::from_bigint(BigInt::from(i64::MIN) * 4),
            Scalar::Float(-0.0),
            Scalar::Float(f64::NAN),
            Scalar::str("é"),
        ];
        let alphabet = ['0', '1', '9', '.', ',', '_', '<', '=', '^', '+', ' ', '#', 'z', 'c', 'x', 'é', 'e', 'g', '%'];
        for value in &values {
            for a in alphabet {
                for b in alphabet {
                    for c in alphabet {
                        let spec: String = [a, b, c].iter().collect();
                        let _ = format_scalar(value, &spec);
                    }
                }
            }
        }
    }

    #[test]
    fn parsing_never_panics() {
        let pieces = ["", " ", "0", "1", "_", "x", "b", "o", "e", "+", "-", ".", "inf", "nan", "\u{661}", "é", "\0"];
        for a in pieces {
            for b in pieces {
                for c in pieces {
                    let text = format!("{a}{b}{c}");
                    let _ = parse_float(&text);
                    for base in [0, 2, 8, 10, 16, 36] {
                        let _ = parse_int(&text, base);
                    }
                }
            }
        }
        assert_eq!(
            parse_int("1", 1).map(|s| scalar_str(&s)),
            Err(("ValueError", "int() base must be >= 2 and <= 36, or 0".into()))
        );
    }

    // Generated by CPython 3.11 (tools/gen_tests.py in the scratch crate).
    const FLOAT_REPR: &[(u64, &str)] = &[
        (0x3fd3333333333334, "0.30000000000000004"),
        (0x4341c37937e08000, "1e+16"),
        (0x3ee4f8b588e368f1, "1e-05"),
        (0x419d6f34547df3b6, "123456789.123"),
        (0x0000000000000001, "5e-324"),
        (0x7fefffffffffffff, "1.7976931348623157e+308"),
        (0x4340000000000000, "9007199254740992.0"),
        (0x8000000000000000, "-0.0"),
        (0x0000000000000000, "0.0"),
        (0x3fd5555555555555, "0.3333333333333333"),
        (0x3fe5555555555555, "0.6666666666666666"),
        (0x3fc2492492492492, "0.14285714285714285"),
        (0x400aaaaaaaaaaaab, "3.3333333333333335"),
        (0x430c6bf526340000, "1000000000000000.0"),
        (0x4341c37937e07fff, "9999999999999998.0"),
        (0x3f1a36e2eb1c432d, "0.0001"),
        (0x3f1a36e2eb1c432d, "0.0001"),
        (0x3ee4f8b588e368f1, "1e-05"),
        (0x3f1a36d1bd105b06, "9.9999e-05"),
        (0x4480f0cf064dd592, "1e+22"),
        (0x44b52d02c7e14af6, "1e+23"),
        (0x4004000000000000, "2.5"),
        (0x4059000000000000, "100.0"),
        (0x43118b54f22aeb03, "1234567890123456.8"),
        (0x42dc12218377de40, "123456789012345.0"),
        (0x7ff0000000000000, "inf"),
        (0xfff0000000000000, "-inf"),
        (0x7ff8000000000000, "nan"),
        (0x3ee9e3abe16fc70d, "1.2345e-05"),
        (0x3fd3333333333333, "0.3"),
        (0x0010000000000000, "2.2250738585072014e-308"),
        (0x0010000000000000, "2.2250738585072014e-308"),
        (0x430633f7dd12035a, "781198643314795.2"),
        (0x3ff8000000000000, "1.5"),
        (0xbff8000000000000, "-1.5"),
        (0x54b249ad2594c37d, "1e+100"),
        (0x2b2bff2ee48e0530, "1e-100"),
        (0x43e0000000000000, "9.223372036854776e+18"),
        (0x43f0000000000000, "1.8446744073709552e+19"),
        (0x43e56a95319d63e1, "1.2345678901234567e+19"),
        (0x3fb999999999999a, "0.1"),
        (0x3ff0000000000000, "1.0"),
        (0xbff0000000000000, "-1.0"),
        (0x400921fb54442d18, "3.141592653589793"),
        (0x4005bf0a8b145769, "2.718281828459045"),
        (0x7e6ddd4baa009303, "1e+301"),
        (0x4011666666666666, "4.35"),
        (0x3fb1eb851eb851ec, "0.07"),
        (0x3ff199999999999a, "1.1"),
        (0x4005666666666666, "2.675"),
        (0x3e7ad7f29abcaf48, "1e-07"),
        (0x3c36b082c2148b8e, "1.23e-18"),
        (0x4340000000000000, "9007199254740992.0"),
        (0x00005c0ab9347ed7, "5e-310"),
        (0x3ff0000000000001, "1.0000000000000002"),
        (0x3fefffffffffffff, "0.9999999999999999"),
        (0x40f0000000000000, "65536.0"),
        (0x4376345785d8a000, "1e+17"),
        (0x434aa535d3d0c000, "1.5e+16"),
        (0x4340e0198eaee000, "9500000000000000.0"),
        (0x3fe156917ab35fce, "0.541817416810767"),
        (0xc3231a152262e13a, "-2688351315521693.0"),
        (0xbfa0ee607fc7d58d, "-0.033068671797006656"),
        (0xc2223aae51290a43, "-39146956948.52004"),
        (0x683447c10cc8af11, "9.252761636154696e+193"),
        (0xaed09b824ca87fc2, "-3.419513645011445e-83"),
        (0xbe3b5800fc54edb8, "-6.366466414217013e-09"),
        (0x3c23403800d9f4ad, "5.2179545794129475e-19"),
        (0x6a423cf9d330a549, "7.14774000321552e+203"),
        (0xf94855d0d1784030, "-1.6850829119049394e+276"),
        (0xbaecde5baf5d8bb0, "-7.462354708310467e-25"),
        (0xc38369175e602e82, "-1.7483435667290938e+17"),
        (0x3e731ab6b342922a, "7.116925077267195e-08"),
        (0x4061db050fd3b938, "142.84436789848564"),
        (0xd57dcafd3a7cfb36, "-6.6728550392430805e+103"),
        (0xef65ed7826ad41ef, "-4.155641894900885e+228"),
        (0xd17644600e0bc896, "-2.7035990241417307e+84"),
        (0x3e3e369a74e3f761, "7.034580763599827e-09"),
        (0xeee45145f585675f, "-1.5040991579148302e+226"),
        (0xbebf789b42d899c4, "-1.8758248744393892e-06"),
        (0x41295362d1380fc1, "829873.4086308406"),
        (0x0f4bf777e1030fe1, "5.49736026339521e-235"),
        (0x2e0126319a72180d, "4.310374302572617e-87"),
        (0xc29fd92c78e6faa6, "-8754403621310.662"),
        (0xc32dc0da6a9e4b21, "-4187409324385680.5"),
        (0x41834a240c36a94f, "40453249.52669012"),
        (0xc1b3bca91ab04003, "-331131162.68847674"),
        (0x3f91ed953cc89b41, "0.01750786956304329"),
        (0xc1785beef3c62044, "-25542383.235870615"),
        (0xbe4fcffa593fbd0c, "-1.4813809547070077e-08"),
        (0xc40eb442617efb62, "-7.079892171057347e+19"),
        (0xdeef435140ba6f09, "-1.9987475577762848e+149"),
        (0x3e387dbc260396e6, "5.702290723136623e-09"),
        (0xc2013390d057026a, "-9234946570.876179"),
        (0xbfb2af3cc5d87642, "-0.07298641042913181"),
        (0xc116a90dabdfaa19, "-371267.41784539964"),
        (0x13f8bb730c67a2cb, "1.8366493335014883e-212"),
        (0x7e3b9a592875a2d0, "1.155342559288388e+300"),
        (0x40d651bea5eae4bf, "22854.978876803765"),
        (0x9f61d62f48f8f164, "-1.623924321558458e-157"),
        (0xd2e83592e220532f, "-2.465757953328236e+91"),
        (0x3e78dffc1e79dcb2, "9.266637556760133e-08"),
        (0x436a9673beca9325, "5.9870186086635816e+16"),
        (0x435edca8752b2b47, "3.4747461518798108e+16"),
        (0xe3cfe64c5f17603f, "-6.163860606425014e+172"),
        (0xb216749af1ab87be, "-2.08230097182772e-67"),
        (0xb59ecf105c6cf0c2, "-2.0586197349313294e-50"),
        (0x52a69ac037848b77, "1.438942829796799e+90"),
        (0x683d063fe345c182, "1.3242215780919792e+194"),
        (0x43d0fb7aa889856b, "4.894826352166153e+18"),
        (0x517f1efe987474ab, "3.7786211929804913e+84"),
        (0x46978debe82ce7ff, "1.1943490036466539e+32"),
        (0x0a8e9f78fecdeeb7, "7.966739340871635e-258"),
        (0x8a356a49798bf36c, "-1.7410271720630623e-259"),
        (0xc361e2139fcad66e, "-4.02691881376613e+16"),
        (0x8ae407f6b44ac655, "-3.3351753674231376e-256"),
        (0x16c60a7fec073ffe, "5.758965194150775e-199"),
        (0x41919ace87714912, "73839521.8606303"),
        (0x6f7fa45fba52fff4, "1.199338635571738e+229"),
        (0x31643087af6f5ad0, "9.141513511038578e-71"),
        (0xc2763972aaac1266, "-1527249545921.15"),
        (0x3fa8f94bc0557f54, "0.04877697680308182"),
        (0xfa69b704d6ebf52a, "-4.66778775202687e+281"),
        (0x224f4790924cfa31, "2.0039762480331486e-143"),
        (0xee8bfa0c5810acfc, "-3.2361158628384686e+224"),
        (0x40b50f3b5ae738af, "5391.231855822886"),
        (0x4355f8f89330a0c1, "2.473888406375706e+16"),
        (0x41abc7332786ef7a, "233019795.7635458"),
        (0xc206a5570f3f998a, "-12157903335.94997"),
        (0x851be906ed646318, "-4.6923242421263586e-284"),
        (0x6b748647d39cea09, "4.217259197586953e+209"),
        (0xbe39a06547c99266, "-5.966645063962135e-09"),
        (0x400c6ae258fbfac4, "3.5521895362756783"),
        (0x4163e669cc345283, "10433358.381387"),
        (0xc3553f20a5a6ca5d, "-2.3921535846394228e+16"),
        (0x3ec3ef269485e2b2, "2.376339726048047e-06"),
        (0xf0611ec6d6b5b8ce, "-2.126356294547698e+233"),
        (0x1afde707492bca68, "1.1530003221430364e-178"),
        (0x41540c2ae90ccd92, "5255339.641406434"),
        (0xc79af857582b6309, "-8.962347266616463e+36"),
    ];
    const FORMAT: &[(V, &str, Expect)] = &[
        (V::F(0x4000000000000000), "", Ok("2.0")),
        (V::F(0x4000000000000000), ".3", Ok("2.0")),
        (V::F(0x4000000000000000), "g", Ok("2")),
        (V::F(0x4000000000000000), "e", Ok("2.000000e+00")),
        (V::F(0x4000000000000000), "f", Ok("2.000000")),
        (V::F(0x4000000000000000), "%", Ok("200.000000%")),
        (V::F(0x4000000000000000), "n", Ok("2")),
        (V::F(0x4000000000000000), "#", Ok("2.0")),
        (V::F(0x4000000000000000), "#g", Ok("2.00000")),
        (V::F(0x4000000000000000), "#.0f", Ok("2.")),
        (V::F(0x4000000000000000), "#.0e", Ok("2.e+00")),
        (V::F(0x4000000000000000), ".0f", Ok("2")),
        (V::F(0x4000000000000000), ".0e", Ok("2e+00")),
        (V::F(0x4000000000000000), ".0g", Ok("2")),
        (V::F(0x4000000000000000), ".0%", Ok("200%")),
        (V::F(0x4000000000000000), "#.3g", Ok("2.00")),
        (V::F(0x4000000000000000), "#.0g", Ok("2.")),
        (V::F(0x4341c37937e08000), "", Ok("1e+16")),
        (V::F(0x4341c37937e08000), ".17", Ok("1e+16")),
        (V::F(0x4341c37937e08000), "g", Ok("1e+16")),
        (V::F(0x4341c37937e08000), ".16g", Ok("1e+16")),
        (V::F(0x4341c37937e08000), ".17g", Ok("10000000000000000")),
        (V::F(0x4341c37937e08000), "f", Ok("10000000000000000.000000")),
        (V::F(0x4341c37937e08000), ",", Ok("1e+16")),
        (V::F(0x4341c37937e08000), "_f", Ok("10_000_000_000_000_000.000000")),
        (V::F(0x3fb999999999999a), ".3", Ok("0.1")),
        (V::F(0x3fb999999999999a), ".17", Ok("0.10000000000000001")),
        (V::F(0x3fb999999999999a), ".20f", Ok("0.10000000000000000555")),
        (V::F(0x3fb999999999999a), ".25e", Ok("1.0000000000000000555111512e-01")),
        (V::F(0x3fb999999999999a), "", Ok("0.1")),
        (V::F(0x3fb999999999999a), "%", Ok("10.000000%")),
        (V::F(0x3fb999999999999a), ".1%", Ok("10.0%")),
        (V::F(0x3fb999999999999a), "z.3f", Ok("0.100")),
        (V::F(0x40934a0000000000), ".2", Ok("1.2e+03")),
        (V::F(0x40934a0000000000), ".4", Ok("1.234e+03")),
        (V::F(0x40934a0000000000), ".5", Ok("1234.5")),
        (V::F(0x40934a0000000000), ".6", Ok("1234.5")),
        (V::F(0x40934a0000000000), "", Ok("1234.5")),
        (V::F(0x40934a0000000000), ",", Ok("1,234.5")),
        (V::F(0x40934a0000000000), ",.2f", Ok("1,234.50")),
        (V::F(0x40934a0000000000), "_.3e", Ok("1.234e+03")),
        (V::F(0x40934a0000000000), "015,.2f", Ok("0,000,001,234.50")),
        (V::F(0x40934a0000000000), ">15,", Ok("        1,234.5")),
        (V::F(0x40934a0000000000), "^15", Ok("    1234.5     ")),
        (V::F(0x40934a0000000000), "<15", Ok("1234.5         ")),
        (V::F(0x40934a0000000000), "=+15", Ok("+        1234.5")),
        (V::F(0x40934a0000000000), "*^15.1f", Ok("****1234.5*****")),
        (V::F(0x40934a0000000000), "E", Ok("1.234500E+03")),
        (V::F(0x40934a0000000000), "G", Ok("1234.5")),
        (V::F(0x40934a0000000000), ".2G", Ok("1.2E+03")),
        (V::F(0x40934a0000000000), ".2E", Ok("1.23E+03")),
        (V::F(0x40934a0000000000), "F", Ok("1234.500000")),
        (V::F(0x4028000000000000), ".2", Ok("1.2e+01")),
        (V::F(0x4028000000000000), ".1", Ok("1e+01")),
        (V::F(0x4028000000000000), ".3", Ok("12.0")),
        (V::F(0x4028000000000000), "#.2", Ok("1.2e+01")),
        (V::F(0x3fc0000000000000), ".2f", Ok("0.12")),
        (V::F(0x3fc0000000000000), ".1f", Ok("0.1")),
        (V::F(0x3fc0000000000000), ".2e", Ok("1.25e-01")),
        (V::F(0x3fc0000000000000), ".1e", Ok("1.2e-01")),
        (V::F(0x3fc0000000000000), ".2g", Ok("0.12")),
        (V::F(0x3fd8000000000000), ".2f", Ok("0.38")),
        (V::F(0x3fd8000000000000), ".1e", Ok("3.8e-01")),
        (V::F(0x4004000000000000), ".0f", Ok("2")),
        (V::F(0x4004000000000000), ".0e", Ok("2e+00")),
        (V::F(0x4004000000000000), ".1g", Ok("2")),
        (V::F(0x4004000000000000), "", Ok("2.5")),
        (V::F(0x400c000000000000), ".0f", Ok("4")),
        (V::F(0xc004000000000000), ".0f", Ok("-2")),
        (V::F(0xc004000000000000), ".0e", Ok("-2e+00")),
        (V::F(0xbfe0000000000000), ".0f", Ok("-0")),
        (V::F(0xbfe0000000000000), "z.0f", Ok("0")),
        (V::F(0x4058e00000000000), ".0f", Ok("100")),
        (V::F(0x4058e00000000000), ".1g", Ok("1e+02")),
        (V::F(0x4058e00000000000), ".2g", Ok("1e+02")),
        (V::F(0x4132d687e4189375), ",.2f", Ok("1,234,567.89")),
        (V::F(0x4132d687e4189375), "_.2f", Ok("1_234_567.89")),
        (V::F(0x4132d687e4189375), ",", Ok("1,234,567.891")),
        (V::F(0x4132d687e4189375), ",e", Ok("1.234568e+06")),
        (V::F(0x4132d687e4189375), ",g", Ok("1.23457e+06")),
        (V::F(0x4132d687e4189375), ",.3%", Ok("123,456,789.100%")),
        (V::F(0x4132d687e4189375), "020,.2f", Ok("0,000,001,234,567.89")),
        (V::F(0x4132d687e4189375), "0=20,.2f", Ok("0,000,001,234,567.89")),
        (V::F(0x4132d687e4189375), "*<20,.2f", Ok("1,234,567.89********")),
        (V::F(0x4132d687e4189375), " ,.1f", Ok(" 1,234,567.9")),
        (V::F(0x4132d687e4189375), "+,.1f", Ok("+1,234,567.9")),
        (V::F(0x3e7ad7f29abcaf48), ".1e", Ok("1.0e-07")),
        (V::F(0x3e7ad7f29abcaf48), "", Ok("1e-07")),
        (V::F(0x3e7ad7f29abcaf48), "g", Ok("1e-07")),
        (V::F(0x3e7ad7f29abcaf48), "f", Ok("0.000000")),
        (V::F(0x3e7ad7f29abcaf48), ".10f", Ok("0.0000001000")),
        (V::F(0x3e7ad7f29abcaf48), ".3", Ok("1e-07")),
        (V::F(0x400921f9f01b866e), ".2e", Ok("3.14e+00")),
        (V::F(0x400921f9f01b866e), ".2f", Ok("3.14")),
        (V::F(0x400921f9f01b866e), ".3g", Ok("3.14")),
        (V::F(0x400921f9f01b866e), "10.2f", Ok("      3.14")),
        (V::F(0x400921f9f01b866e), "<10.2f", Ok("3.14      ")),
        (V::F(0x400921f9f01b866e), "^10.2f", Ok("   3.14   ")),
        (V::F(0x400921f9f01b866e), "=10.2f", Ok("      3.14")),
        (V::F(0x400921f9f01b866e), "010.2f", Ok("0000003.14")),
        (V::F(0x400921f9f01b866e), "+010.2f", Ok("+000003.14")),
        (V::F(0x400921f9f01b866e), " 10.2f", Ok("      3.14")),
        (V::F(0x400921f9f01b866e), "-10.2f", Ok("      3.14")),
        (V::F(0x400921f9f01b866e), "x>10.2f", Ok("xxxxxx3.14")),
        (V::F(0x400921f9f01b866e), ".2%", Ok("314.16%")),
        (V::F(0x400921f9f01b866e), "%", Ok("314.159000%")),
        (V::F(0x400921f9f01b866e), "#.2g", Ok("3.1")),
        (V::F(0x400921f9f01b866e), ".10g", Ok("3.14159")),
        (V::F(0x400921f9f01b866e), ".20g", Ok("3.1415899999999998826")),
        (V::F(0x400921f9f01b866e), ".17g", Ok("3.1415899999999999")),
        (V::F(0x400921f9f01b866e), "n", Ok("3.14159")),
        (V::F(0x400921f9f01b866e), ".3n", Ok("3.14")),
        (V::F(0x419d6f3454000000), "", Ok("123456789.0")),
        (V::F(0x419d6f3454000000), "g", Ok("1.23457e+08")),
        (V::F(0x419d6f3454000000), ".3g", Ok("1.23e+08")),
        (V::F(0x419d6f3454000000), "e", Ok("1.234568e+08")),
        (V::F(0x419d6f3454000000), ".15g", Ok("123456789")),
        (V::F(0x419d6f3454000000), ".16g", Ok("123456789")),
        (V::F(0x419d6f3454000000), ".9g", Ok("123456789")),
        (V::F(0x419d6f3454000000), ".8g", Ok("1.2345679e+08")),
        (V::F(0x419d6f3454000000), ",", Ok("123,456,789.0")),
        (V::F(0x419d6f3454000000), ",.0f", Ok("123,456,789")),
        (V::F(0x419d6f3454000000), "n", Ok("1.23457e+08")),
        (V::F(0x3f1a36e2eb1c432d), "", Ok("0.0001")),
        (V::F(0x3f1a36e2eb1c432d), "g", Ok("0.0001")),
        (V::F(0x3f1a36e2eb1c432d), ".3g", Ok("0.0001")),
        (V::F(0x3f1a36e2eb1c432d), "f", Ok("0.000100")),
        (V::F(0x3f1a36e2eb1c432d), "e", Ok("1.000000e-04")),
        (V::F(0x3ee4f8b588e368f1), "", Ok("1e-05")),
        (V::F(0x3ee4f8b588e368f1), "g", Ok("1e-05")),
        (V::F(0x3ee4f8b588e368f1), ".3g", Ok("1e-05")),
        (V::F(0x3ee4f8b588e368f1), "%", Ok("0.001000%")),
        (V::F(0x3f202e4b6ce5dc68), ".2g", Ok("0.00012")),
        (V::F(0x3f202e4b6ce5dc68), ".2", Ok("0.00012")),
        (V::F(0x3f202e4b6ce5dc68), "#.6g", Ok("0.000123450")),
        (V::F(0x8000000000000000), "", Ok("-0.0")),
        (V::F(0x8000000000000000), "f", Ok("-0.000000")),
        (V::F(0x8000000000000000), "g", Ok("-0")),
        (V::F(0x8000000000000000), "e", Ok("-0.000000e+00")),
        (V::F(0x8000000000000000), "z", Ok("0.0")),
        (V::F(0x8000000000000000), "zf", Ok("0.000000")),
        (V::F(0x8000000000000000), "z.2g", Ok("0")),
        (V::F(0x8000000000000000), "+", Ok("-0.0")),
        (V::F(0x8000000000000000), " ", Ok("-0.0")),
        (V::F(0x8000000000000000), "%", Ok("-0.000000%")),
        (V::F(0x8000000000000000), "z%", Ok("0.000000%")),
        (V::F(0x8000000000000000), "010", Ok("-0000000.0")),
        (V::F(0x8000000000000000), "010.1f", Ok("-0000000.0")),
        (V::F(0x8000000000000000), "z010.1f", Ok("00000000.0")),
        (V::F(0xbf1a36e2eb1c432d), ".2f", Ok("-0.00")),
        (V::F(0xbf1a36e2eb1c432d), "z.2f", Ok("0.00")),
        (V::F(0xbf1a36e2eb1c432d), "z.2e", Ok("-1.00e-04")),
        (V::F(0xbf1a36e2eb1c432d), "z.2g", Ok("-0.0001")),
        (V::F(0xbf1a36e2eb1c432d), "z", Ok("-0.0001")),
        (V::F(0xbf1a36e2eb1c432d), "z.1%", Ok("0.0%")),
        (V::F(0xbddb7cdfd9d7bdbb), "z.3f", Ok("0.000")),
        (V::F(0xbddb7cdfd9d7bdbb), "z", Ok("-1e-10")),
        (V::F(0x7ff0000000000000), "", Ok("inf")),
        (V::F(0x7ff0000000000000), "f", Ok("inf")),
        (V::F(0x7ff0000000000000), "F", Ok("INF")),
        (V::F(0x7ff0000000000000), "e", Ok("inf")),
        (V::F(0x7ff0000000000000), "E", Ok("INF")),
        (V::F(0x7ff0000000000000), "g", Ok("inf")),
        (V::F(0x7ff0000000000000), "G", Ok("INF")),
        (V::F(0x7ff0000000000000), "%", Ok("inf%")),
        (V::F(0x7ff0000000000000), "+", Ok("+inf")),
        (V::F(0x7ff0000000000000), " ", Ok(" inf")),
        (V::F(0x7ff0000000000000), "10", Ok("       inf")),
        (V::F(0x7ff0000000000000), "<10", Ok("inf       ")),
        (V::F(0x7ff0000000000000), "^10", Ok("   inf    ")),
        (V::F(0x7ff0000000000000), "010", Ok("0000000inf")),
        (V::F(0x7ff0000000000000), "=10", Ok("       inf")),
        (V::F(0x7ff0000000000000), "*^10", Ok("***inf****")),
        (V::F(0x7ff0000000000000), ",", Ok("inf")),
        (V::F(0x7ff0000000000000), ".3f", Ok("inf")),
        (V::F(0x7ff0000000000000), "z", Ok("inf")),
        (V::F(0xfff0000000000000), "", Ok("-inf")),
        (V::F(0xfff0000000000000), "F", Ok("-INF")),
        (V::F(0xfff0000000000000), "010", Ok("-000000inf")),
        (V::F(0xfff0000000000000), "+", Ok("-inf")),
        (V::F(0xfff0000000000000), "^10", Ok("   -inf   ")),
        (V::F(0x7ff8000000000000), "", Ok("nan")),
        (V::F(0x7ff8000000000000), "F", Ok("NAN")),
        (V::F(0x7ff8000000000000), "E", Ok("NAN")),
        (V::F(0x7ff8000000000000), "+", Ok("+nan")),
        (V::F(0x7ff8000000000000), " ", Ok(" nan")),
        (V::F(0x7ff8000000000000), "010", Ok("0000000nan")),
        (V::F(0x7ff8000000000000), "+010", Ok("+000000nan")),
        (V::F(0x7ff8000000000000), ">10", Ok("       nan")),
        (V::F(0x7ff8000000000000), "%", Ok("nan%")),
        (V::F(0x7ff8000000000000), "z", Ok("nan")),
        (V::F(0xfff8000000000000), "", Ok("nan")),
        (V::F(0xfff8000000000000), "+", Ok("+nan")),
        (V::F(0x7e37e43c8800759c), "f", Ok("1000000000000000052504760255204420248704468581108159154915854115511802457988908195786371375080447864043704443832883878176942523235360430575644792184786706982848387200926575803737830233794788090059368953234970799945081119038967640880074652742780142494579258788820056842838115669472196386865459400540160.000000")),
        (V::F(0x7e37e43c8800759c), ",.0f", Ok("1,000,000,000,000,000,052,504,760,255,204,420,248,704,468,581,108,159,154,915,854,115,511,802,457,988,908,195,786,371,375,080,447,864,043,704,443,832,883,878,176,942,523,235,360,430,575,644,792,184,786,706,982,848,387,200,926,575,803,737,830,233,794,788,090,059,368,953,234,970,799,945,081,119,038,967,640,880,074,652,742,780,142,494,579,258,788,820,056,842,838,115,669,472,196,386,865,459,400,540,160")),
        (V::F(0x7e37e43c8800759c), "%", Ok("100000000000000007629703079084894925347346855150656811701601734206211380288125794484142188964691784076639747577138548761372210387844799938291815611350519830750167649856488981626536368095414607314235151058373458986890825155659063617715863205282622390509284183439858617103083735673849899204570498157510656.000000%")),
        (V::F(0x7e37e43c8800759c), "e", Ok("1.000000e+300")),
        (V::F(0x7e37e43c8800759c), "g", Ok("1e+300")),
        (V::F(0x0000000000000001), "e", Ok("4.940656e-324")),
        (V::F(0x0000000000000001), ".3e", Ok("4.941e-324")),
        (V::F(0x0000000000000001), "f", Ok("0.000000")),
        (V::F(0x0000000000000001), ".330f", Ok("0.000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000004940656")),
        (V::F(0x0000000000000001), "g", Ok("4.94066e-324")),
        (V::F(0x0000000000000001), ".17g", Ok("4.9406564584124654e-324")),
        (V::F(0x0000000000000001), "", Ok("5e-324")),
        (V::F(0x7fefffffffffffff), "", Ok("1.7976931348623157e+308")),
        (V::F(0x7fefffffffffffff), "e", Ok("1.797693e+308")),
        (V::F(0x7fefffffffffffff), ".20e", Ok("1.79769313486231570815e+308")),
        (V::F(0x7fefffffffffffff), "g", Ok("1.79769e+308")),
        (V::F(0x43e0000000000000), "f", Ok("9223372036854775808.000000")),
        (V::F(0x43e0000000000000), ".0f", Ok("9223372036854775808")),
        (V::F(0x43e0000000000000), "e", Ok("9.223372e+18")),
        (V::F(0x43e0000000000000), "", Ok("9.223372036854776e+18")),
        (V::F(0x3ff0000000000000), ".500f", Ok("1.00000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000")),
        (V::F(0x3ff0000000000000), ".120e", Ok("1.000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000e+00")),
        (V::F(0x3ff0000000000000), ".50g", Ok("1")),
        (V::F(0x3ff0000000000000), "#.30g", Ok("1.00000000000000000000000000000")),
        (V::F(0x3ff0000000000000), ".2147483647g", Ok("1")),
        (V::F(0x3fe0000000000000), ".2147483648f", Err(("ValueError", "precision too big"))),
        (V::F(0x3fe0000000000000), ".99999999999999999999f", Err(("ValueError", "Too many decimal digits in format string"))),
        (V::F(0x3fe0000000000000), ".", Err(("ValueError", "Format specifier missing precision"))),
        (V::F(0x3fe0000000000000), ".f", Err(("ValueError", "Format specifier missing precision"))),
        (V::F(0x3fe0000000000000), "d", Err(("ValueError", "Unknown format code 'd' for object of type 'float'"))),
        (V::F(0x3fe0000000000000), "s", Err(("ValueError", "Unknown format code 's' for object of type 'float'"))),
        (V::F(0x3fe0000000000000), "x", Err(("ValueError", "Unknown format code 'x' for object of type 'float'"))),
        (V::F(0x3fe0000000000000), "c", Err(("ValueError", "Unknown format code 'c' for object of type 'float'"))),
        (V::F(0x3fe0000000000000), "abc", Err(("ValueError", "Invalid format specifier 'abc' for object of type 'float'"))),
        (V::F(0x3fe0000000000000), "5.2ff", Err(("ValueError", "Invalid format specifier '5.2ff' for object of type 'float'"))),
        (V::F(0x3fe0000000000000), ",n", Err(("ValueError", "Cannot specify ',' with 'n'."))),
        (V::F(0x3fe0000000000000), "_n", Err(("ValueError", "Cannot specify '_' with 'n'."))),
        (V::F(0x3fe0000000000000), ",_f", Err(("ValueError", "Cannot specify both ',' and '_'."))),
        (V::F(0x3fe0000000000000), "_,f", Err(("ValueError", "Cannot specify both ',' and '_'."))),
        (V::F(0x3fe0000000000000), "99999999999999999999f", Err(("ValueError", "Too many decimal digits in format string"))),
        (V::F(0x3ff8000000000000), "zz", Err(("ValueError", "Unknown format code 'z' for object of type 'float'"))),
        (V::F(0x3ff8000000000000), "#z", Err(("ValueError", "Unknown format code 'z' for object of type 'float'"))),
        (V::F(0x3ff8000000000000), "0z", Err(("ValueError", "Unknown format code 'z' for object of type 'float'"))),
        (V::F(0x3ff8000000000000), "z#", Ok("1.5")),
        (V::F(0x3ff8000000000000), "\u{e9}>10", Ok("\u{e9}\u{e9}\u{e9}\u{e9}\u{e9}\u{e9}\u{e9}1.5")),
        (V::F(0x3ff8000000000000), "\u{0}>5", Ok("\u{0}\u{0}1.5")),
        (V::F(0x3ff8000000000000), "\u{20ac}^7.2f", Ok("\u{20ac}1.50\u{20ac}\u{20ac}")),
        (V::F(0x3ff8000000000000), "\u{e9}", Err(("ValueError", "Unknown format code '\\xe9' for object of type 'float'"))),
        (V::F(0x3ff8000000000000), "\u{1}", Err(("ValueError", "Unknown format code '\\x1' for object of type 'float'"))),
        (V::F(0x3ff8000000000000), "=", Ok("1.5")),
        (V::F(0x4340000000000000), "", Ok("9007199254740992.0")),
        (V::F(0x4340000000000000), "f", Ok("9007199254740992.000000")),
        (V::F(0x4340000000000000), "e", Ok("9.007199e+15")),
        (V::F(0x4340000000000000), ",", Ok("9,007,199,254,740,992.0")),
        (V::F(0x40fe240c9fbe76c9), ".2", Ok("1.2e+05")),
        (V::F(0x40fe240c9fbe76c9), ".3", Ok("1.23e+05")),
        (V::F(0x40fe240c9fbe76c9), ".6", Ok("1.23457e+05")),
        (V::F(0x40fe240c9fbe76c9), ".7", Ok("123456.8")),
        (V::F(0x40fe240c9fbe76c9), ".1", Ok("1e+05")),
        (V::F(0x40fe240c9fbe76c9), ".10", Ok("123456.789")),
        (V::F(0x40fe240c9fbe76c9), "#.2", Ok("1.2e+05")),
        (V::F(0x40fe240c9fbe76c9), "#", Ok("123456.789")),
        (V::F(0x40fe240c9fbe76c9), "10", Ok("123456.789")),
        (V::F(0x40fe240c9fbe76c9), "+", Ok("+123456.789")),
        (V::F(0x40fe240c9fbe76c9), "_", Ok("123_456.789")),
        (V::F(0x3f1a36e2eb1c432d), ".3", Ok("0.0001")),
        (V::F(0x3f1a36e2eb1c432d), ".1", Ok("0.0001")),
        (V::F(0x3ee4f8b588e368f1), ".3", Ok("1e-05")),
        (V::F(0x3ee4f8b588e368f1), ".1", Ok("1e-05")),
        (V::F(0x3ee4f8b588e368f1), "#.1", Ok("1.e-05")),
        (V::F(0x3f1a36d1bd105b06), ".5", Ok("9.9999e-05")),
        (V::F(0x3f1a36d1bd105b06), ".4", Ok("0.0001")),
        (V::F(0x3f1a36d1bd105b06), ".1", Ok("0.0001")),
        (V::F(0x430c6bf526340000), ".16", Ok("1e+15")),
        (V::F(0x430c6bf526340000), ".15", Ok("1e+15")),
        (V::F(0x430c6bf526340000), ".1", Ok("1e+15")),
        (V::F(0x4341c37937e08000), ".16", Ok("1e+16")),
        (V::F(0x4341c37937e08000), ".17", Ok("1e+16")),
        (V::F(0x4341c37937e08000), ".1", Ok("1e+16")),
        (V::F(0x3fe0000000000000), "%", Ok("50.000000%")),
        (V::F(0x3fe0000000000000), ".0%", Ok("50%")),
        (V::F(0x3fe0000000000000), ".1%", Ok("50.0%")),
        (V::F(0x3fe0000000000000), "#.0%", Ok("50.%")),
        (V::F(0x3fe0000000000000), "10.1%", Ok("     50.0%")),
        (V::F(0x3fe0000000000000), "<10.0%", Ok("50%       ")),
        (V::F(0x3fe0000000000000), "0=10.1%", Ok("0000050.0%")),
        (V::F(0x3fe0000000000000), ",.1%", Ok("50.0%")),
        (V::F(0x40c81cd6c8b43958), "%", Ok("1234567.800000%")),
        (V::F(0x40c81cd6c8b43958), ",.2%", Ok("1,234,567.80%")),
        (V::F(0x40c81cd6c8b43958), "_%", Ok("1_234_567.800000%")),
        (V::F(0x3fb999999999999a), "=10", Ok("       0.1")),
        (V::F(0xbfb999999999999a), "=10", Ok("-      0.1")),
        (V::F(0xbfb999999999999a), "0=10", Ok("-0000000.1")),
        (V::F(0xbfb999999999999a), "010", Ok("-0000000.1")),
        (V::F(0xbfb999999999999a), "+010.3f", Ok("-00000.100")),
        (V::F(0xbfb999999999999a), "_<10", Ok("-0.1______")),
        (V::F(0xbfb999999999999a), "z=10", Ok("-zzzzzz0.1")),
        (V::F(0x3ff0000000000000), "<", Ok("1.0")),
        (V::F(0x3ff0000000000000), ">", Ok("1.0")),
        (V::F(0x3ff0000000000000), "^", Ok("1.0")),
        (V::F(0x3ff0000000000000), "=", Ok("1.0")),
        (V::F(0x3ff0000000000000), "0", Ok("1.0")),
        (V::F(0x3ff0000000000000), "00", Ok("1.0")),
        (V::F(0x3ff0000000000000), "000", Ok("1.0")),
        (V::F(0x3ff0000000000000), "01", Ok("1.0")),
        (V::F(0x3ff0000000000000), "0<5", Ok("1.000")),
        (V::F(0x3ff0000000000000), "0>5", Ok("001.0")),
        (V::F(0x3ff0000000000000), "0^5", Ok("01.00")),
        (V::F(0x3ff0000000000000), "0=5", Ok("001.0")),
        (V::F(0x3ff0000000000000), "x<5", Ok("1.0xx")),
        (V::F(0x3ff0000000000000), "<<5", Ok("1.0<<")),
        (V::F(0x3ff0000000000000), ">>5", Ok(">>1.0")),
        (V::F(0x3ff0000000000000), "==5", Ok("==1.0")),
        (V::F(0x3ff0000000000000), "^^5", Ok("^1.0^")),
        (V::F(0x3ff0000000000000), "  5", Err(("ValueError", "Invalid format specifier '  5' for object of type 'float'"))),
        (V::F(0x3ff0000000000000), "++5", Err(("ValueError", "Invalid format specifier '++5' for object of type 'float'"))),
        (V::I(0), "", Ok("0")),
        (V::I(0), "d", Ok("0")),
        (V::I(0), "b", Ok("0")),
        (V::I(0), "o", Ok("0")),
        (V::I(0), "x", Ok("0")),
        (V::I(0), "X", Ok("0")),
        (V::I(0), "c", Ok("\u{0}")),
        (V::I(0), "n", Ok("0")),
        (V::I(0), "#b", Ok("0b0")),
        (V::I(0), "#o", Ok("0o0")),
        (V::I(0), "#x", Ok("0x0")),
        (V::I(0), "#X", Ok("0X0")),
        (V::I(0), "e", Ok("0.000000e+00")),
        (V::I(0), "f", Ok("0.000000")),
        (V::I(0), "g", Ok("0")),
        (V::I(0), "%", Ok("0.000000%")),
        (V::I(0), "+", Ok("+0")),
        (V::I(0), " ", Ok(" 0")),
        (V::I(0), "-", Ok("0")),
        (V::I(0), ",", Ok("0")),
        (V::I(0), "_", Ok("0")),
        (V::I(0), "05", Ok("00000")),
        (V::I(0), "+05", Ok("+0000")),
        (V::I(0), "#05x", Ok("0x000")),
        (V::I(0), "z", Err(("ValueError", "Negative zero coercion (z) not allowed in integer format specifier"))),
        (V::I(0), "zd", Err(("ValueError", "Negative zero coercion (z) not allowed in integer format specifier"))),
        (V::I(0), ".2", Err(("ValueError", "Precision not allowed in integer format specifier"))),
        (V::I(0), ".2f", Ok("0.00")),
        (V::I(0), "z.2f", Ok("0.00")),
        (V::I(0), "x", Ok("0")),
        (V::I(42), "", Ok("42")),
        (V::I(42), "d", Ok("42")),
        (V::I(42), "b", Ok("101010")),
        (V::I(42), "o", Ok("52")),
        (V::I(42), "x", Ok("2a")),
        (V::I(42), "X", Ok("2A")),
        (V::I(42), "c", Ok("*")),
        (V::I(42), "n", Ok("42")),
        (V::I(42), "#b", Ok("0b101010")),
        (V::I(42), "#o", Ok("0o52")),
        (V::I(42), "#x", Ok("0x2a")),
        (V::I(42), "#X", Ok("0X2A")),
        (V::I(42), "08b", Ok("00101010")),
        (V::I(42), "#010b", Ok("0b00101010")),
        (V::I(42), "_b", Ok("10_1010")),
        (V::I(42), "#_b", Ok("0b10_1010")),
        (V::I(42), ",d", Ok("42")),
        (V::I(42), "_d", Ok("42")),
        (V::I(42), "e", Ok("4.200000e+01")),
        (V::I(42), ".2e", Ok("4.20e+01")),
        (V::I(42), "f", Ok("42.000000")),
        (V::I(42), ".2f", Ok("42.00")),
        (V::I(42), "g", Ok("42")),
        (V::I(42), "%", Ok("4200.000000%")),
        (V::I(42), ".1%", Ok("4200.0%")),
        (V::I(42), "10", Ok("        42")),
        (V::I(42), "<10", Ok("42        ")),
        (V::I(42), "^10", Ok("    42    ")),
        (V::I(42), ">10", Ok("        42")),
        (V::I(42), "=10", Ok("        42")),
        (V::I(42), "*^10", Ok("****42****")),
        (V::I(42), "010", Ok("0000000042")),
        (V::I(42), "+010", Ok("+000000042")),
        (V::I(42), " 010", Ok(" 000000042")),
        (V::I(42), "-010", Ok("0000000042")),
        (V::I(42), "0<10", Ok("4200000000")),
        (V::I(42), "0^10", Ok("0000420000")),
        (V::I(42), "+", Ok("+42")),
        (V::I(42), " ", Ok(" 42")),
        (V::I(42), "-", Ok("42")),
        (V::I(42), "=+10", Ok("+       42")),
        (V::I(42), "=#10x", Ok("0x      2a")),
        (V::I(42), "#=10x", Ok("########2a")),
        (V::I(42), "s", Err(("ValueError", "Unknown format code 's' for object of type 'int'"))),
        (V::I(42), "r", Err(("ValueError", "Unknown format code 'r' for object of type 'int'"))),
        (V::I(42), "a", Err(("ValueError", "Unknown format code 'a' for object of type 'int'"))),
        (V::I(42), "i", Err(("ValueError", "Unknown format code 'i' for object of type 'int'"))),
        (V::I(42), "u", Err(("ValueError", "Unknown format code 'u' for object of type 'int'"))),
        (V::I(42), "F", Ok("42.000000")),
        (V::I(42), "E", Ok("4.200000E+01")),
        (V::I(42), "G", Ok("42")),
        (V::I(-42), "", Ok("-42")),
        (V::I(-42), "b", Ok("-101010")),
        (V::I(-42), "o", Ok("-52")),
        (V::I(-42), "x", Ok("-2a")),
        (V::I(-42), "X", Ok("-2A")),
        (V::I(-42), "#b", Ok("-0b101010")),
        (V::I(-42), "#o", Ok("-0o52")),
        (V::I(-42), "#x", Ok("-0x2a")),
        (V::I(-42), "#X", Ok("-0X2A")),
        (V::I(-42), "010", Ok("-000000042")),
        (V::I(-42), "#010x", Ok("-0x000002a")),
        (V::I(-42), "#010X", Ok("-0X000002A")),
        (V::I(-42), "+", Ok("-42")),
        (V::I(-42), " ", Ok("-42")),
        (V::I(-42), "=10", Ok("-       42")),
        (V::I(-42), "^10", Ok("   -42    ")),
        (V::I(-42), "<10", Ok("-42       ")),
        (V::I(-42), "c", Err(("OverflowError", "%c arg not in range(0x110000)"))),
        (V::I(-42), "e", Ok("-4.200000e+01")),
        (V::I(-42), "f", Ok("-42.000000")),
        (V::I(-42), "%", Ok("-4200.000000%")),
        (V::I(-42), ",", Ok("-42")),
        (V::I(-42), "_x", Ok("-2a")),
        (V::I(-42), "0=+10", Ok("-000000042")),
        (V::I(255), "x", Ok("ff")),
        (V::I(255), "X", Ok("FF")),
        (V::I(255), "#x", Ok("0xff")),
        (V::I(255), "#X", Ok("0XFF")),
        (V::I(255), "#012_x", Ok("0x0_0000_00ff")),
        (V::I(255), "_x", Ok("ff")),
        (V::I(255), "#_X", Ok("0XFF")),
        (V::I(255), "012_x", Ok("00_0000_00ff")),
        (V::I(255), "012,d", Ok("0,000,000,255")),
        (V::I(255), "010_b", Ok("0_1111_1111")),
        (V::I(255), "#018_b", Ok("0b0_0000_1111_1111")),
        (V::I(255), ",x", Err(("ValueError", "Cannot specify ',' with 'x'."))),
        (V::I(255), ",b", Err(("ValueError", "Cannot specify ',' with 'b'."))),
        (V::I(255), ",o", Err(("ValueError", "Cannot specify ',' with 'o'."))),
        (V::I(255), ",X", Err(("ValueError", "Cannot specify ',' with 'X'."))),
        (V::I(255), "_o", Ok("377")),
        (V::I(255), "#_o", Ok("0o377")),
        (V::I(255), "_c", Err(("ValueError", "Cannot specify '_' with 'c'."))),
        (V::I(255), ",c", Err(("ValueError", "Cannot specify ',' with 'c'."))),
        (V::I(255), ",n", Err(("ValueError", "Cannot specify ',' with 'n'."))),
        (V::I(255), "_n", Err(("ValueError", "Cannot specify '_' with 'n'."))),
        (V::I(255), ".2", Err(("ValueError", "Precision not allowed in integer format specifier"))),
        (V::I(255), ".0", Err(("ValueError", "Precision not allowed in integer format specifier"))),
        (V::I(255), ",_", Err(("ValueError", "Cannot specify both ',' and '_'."))),
        (V::I(255), "_,", Err(("ValueError", "Cannot specify both ',' and '_'."))),
        (V::I(1234), "010,", Ok("00,001,234")),
        (V::I(1234), "010_", Ok("00_001_234")),
        (V::I(1234), "09,", Ok("0,001,234")),
        (V::I(1234), "08,", Ok("0,001,234")),
        (V::I(1234), "07,", Ok("001,234")),
        (V::I(1234), "06,", Ok("01,234")),
        (V::I(1234), "05,", Ok("1,234")),
        (V::I(1234), "011,", Ok("000,001,234")),
        (V::I(1234), "012,", Ok("0,000,001,234")),
        (V::I(1234), "013,", Ok("0,000,001,234")),
        (V::I(1234), "0=13,", Ok("0,000,001,234")),
        (V::I(1234), "*=13,", Ok("********1,234")),
        (V::I(1234), "_>10", Ok("______1234")),
        (V::I(1234), "+010,", Ok("+0,001,234")),
        (V::I(1234), "#010,", Ok("00,001,234")),
        (V::I(1234), ",", Ok("1,234")),
        (V::I(1234), "_", Ok("1_234")),
        (V::I(1234), "010,d", Ok("00,001,234")),
        (V::I(1234), "0,", Ok("1,234")),
        (V::I(1234), "1,", Ok("1,234")),
        (V::I(1234), "2,", Ok("1,234")),
        (V::I(1234), "3,", Ok("1,234")),
        (V::I(1234), "4,", Ok("1,234")),
        (V::I(1234), "5,", Ok("1,234")),
        (V::I(1234), "6,", Ok(" 1,234")),
        (V::I(1234567), ",", Ok("1,234,567")),
        (V::I(1234567), "_", Ok("1_234_567")),
        (V::I(1234567), ",d", Ok("1,234,567")),
        (V::I(1234567), "_d", Ok("1_234_567")),
        (V::I(1234567), "015,", Ok("000,001,234,567")),
        (V::I(1234567), "016,", Ok("0,000,001,234,567")),
        (V::I(1234567), "017,", Ok("0,000,001,234,567")),
        (V::I(1234567), "+,", Ok("+1,234,567")),
        (V::I(1234567), "^20,", Ok("     1,234,567      ")),
        (V::I(1234567), "_x", Ok("12_d687")),
        (V::I(1234567), "_b", Ok("1_0010_1101_0110_1000_0111")),
        (V::I(1234567), "_o", Ok("455_3207")),
        (V::I(1234567), "#_x", Ok("0x12_d687")),
        (V::I(1234567), "n", Ok("1234567")),
        (V::I(1234567), ",.2f", Ok("1,234,567.00")),
        (V::I(1234567), ",e", Ok("1.234567e+06")),
        (V::I(1234567), ",g", Ok("1.23457e+06")),
        (V::I(1234567), ",%", Ok("123,456,700.000000%")),
        (V::I(1234567), ",f", Ok("1,234,567.000000")),
        (V::I(65), "c", Ok("A")),
        (V::I(65), ">5c", Ok("    A")),
        (V::I(65), "<5c", Ok("A    ")),
        (V::I(65), "^5c", Ok("  A  ")),
        (V::I(65), "=5c", Ok("    A")),
        (V::I(65), "05c", Ok("0000A")),
        (V::I(65), "*^5c", Ok("**A**")),
        (V::I(65), "+c", Err(("ValueError", "Sign not allowed with integer format specifier 'c'"))),
        (V::I(65), " c", Err(("ValueError", "Sign not allowed with integer format specifier 'c'"))),
        (V::I(65), "-c", Err(("ValueError", "Sign not allowed with integer format specifier 'c'"))),
        (V::I(65), "#c", Err(("ValueError", "Alternate form (#) not allowed with integer format specifier 'c'"))),
        (V::I(65), ".2c", Err(("ValueError", "Precision not allowed in integer format specifier"))),
        (V::I(65), "zc", Err(("ValueError", "Negative zero coercion (z) not allowed in integer format specifier"))),
        (V::I(1114111), "c", Ok("\u{10ffff}")),
        (V::I(1114112), "c", Err(("OverflowError", "%c arg not in range(0x110000)"))),
        (V::I(-1), "c", Err(("OverflowError", "%c arg not in range(0x110000)"))),
        (V::I(955), "c", Ok("\u{3bb}")),
        (V::I(128512), "c", Ok("\u{1f600}")),
        (V::I(128512), "^5c", Ok("  \u{1f600}  ")),
        (V::I(10), "c", Ok("\u{a}")),
        (V::I(127), "c", Ok("\u{7f}")),
        (V::I(9223372036854775807), "", Ok("9223372036854775807")),
        (V::I(9223372036854775807), ",", Ok("9,223,372,036,854,775,807")),
        (V::I(9223372036854775807), "x", Ok("7fffffffffffffff")),
        (V::I(9223372036854775807), "e", Ok("9.223372e+18")),
        (V::I(9223372036854775807), "f", Ok("9223372036854775808.000000")),
        (V::I(9223372036854775807), ".0f", Ok("9223372036854775808")),
        (V::I(9223372036854775807), "g", Ok("9.22337e+18")),
        (V::I(9223372036854775807), "c", Err(("OverflowError", "%c arg not in range(0x110000)"))),
        (V::I(9223372036854775807), "%", Ok("922337203685477580800.000000%")),
        (V::I(-9223372036854775808), "", Ok("-9223372036854775808")),
        (V::I(-9223372036854775808), ",", Ok("-9,223,372,036,854,775,808")),
        (V::I(-9223372036854775808), "x", Ok("-8000000000000000")),
        (V::I(-9223372036854775808), "b", Ok("-1000000000000000000000000000000000000000000000000000000000000000")),
        (V::I(-9223372036854775808), "e", Ok("-9.223372e+18")),
        (V::Big("9223372036854775808"), "", Ok("9223372036854775808")),
        (V::Big("9223372036854775808"), ",", Ok("9,223,372,036,854,775,808")),
        (V::Big("9223372036854775808"), "x", Ok("8000000000000000")),
        (V::Big("9223372036854775808"), "#X", Ok("0X8000000000000000")),
        (V::Big("9223372036854775808"), "e", Ok("9.223372e+18")),
        (V::Big("9223372036854775808"), "f", Ok("9223372036854775808.000000")),
        (V::Big("9223372036854775808"), "c", Err(("OverflowError", "Python int too large to convert to C long"))),
        (V::Big("1000000000000000000000000000000"), "", Ok("1000000000000000000000000000000")),
        (V::Big("1000000000000000000000000000000"), ",", Ok("1,000,000,000,000,000,000,000,000,000,000")),
        (V::Big("1000000000000000000000000000000"), "_", Ok("1_000_000_000_000_000_000_000_000_000_000")),
        (V::Big("1000000000000000000000000000000"), "d", Ok("1000000000000000000000000000000")),
        (V::Big("1000000000000000000000000000000"), "x", Ok("c9f2c9cd04674edea40000000")),
        (V::Big("1000000000000000000000000000000"), "#x", Ok("0xc9f2c9cd04674edea40000000")),
        (V::Big("1000000000000000000000000000000"), "_x", Ok("c_9f2c_9cd0_4674_edea_4000_0000")),
        (V::Big("1000000000000000000000000000000"), "e", Ok("1.000000e+30")),
        (V::Big("1000000000000000000000000000000"), ".3e", Ok("1.000e+30")),
        (V::Big("1000000000000000000000000000000"), "f", Ok("1000000000000000019884624838656.000000")),
        (V::Big("1000000000000000000000000000000"), "g", Ok("1e+30")),
        (V::Big("1000000000000000000000000000000"), "%", Ok("100000000000000005366162204393472.000000%")),
        (V::Big("1000000000000000000000000000000"), "40", Ok("         1000000000000000000000000000000")),
        (V::Big("1000000000000000000000000000000"), "040,", Ok("1,000,000,000,000,000,000,000,000,000,000")),
        (V::Big("1000000000000000000000000000000"), "+", Ok("+1000000000000000000000000000000")),
        (V::Big("1000000000000000000000000000000"), "c", Err(("OverflowError", "Python int too large to convert to C long"))),
        (V::Big("1000000000000000000000000000000"), "n", Ok("1000000000000000000000000000000")),
        (V::Big("1000000000000000000000000000000"), ".2", Err(("ValueError", "Precision not allowed in integer format specifier"))),
        (V::Big("1000000000000000000000000000000"), "z", Err(("ValueError", "Negative zero coercion (z) not allowed in integer format specifier"))),
        (V::Big("-1000000000000000000000000000000"), "", Ok("-1000000000000000000000000000000")),
        (V::Big("-1000000000000000000000000000000"), ",", Ok("-1,000,000,000,000,000,000,000,000,000,000")),
        (V::Big("-1000000000000000000000000000000"), "#o", Ok("-0o1447626234640431647336510000000000")),
        (V::Big("-1000000000000000000000000000000"), "=+45,", Ok("-   1,000,000,000,000,000,000,000,000,000,000")),
        (V::Big("-1000000000000000000000000000000"), "e", Ok("-1.000000e+30")),
        (V::Big("-1000000000000000000000000000000"), "g", Ok("-1e+30")),
        (V::Big("1267650600228229401496703205377"), "e", Ok("1.267651e+30")),
        (V::Big("1267650600228229401496703205377"), ".30e", Ok("1.267650600228229401496703205376e+30")),
        (V::Big("1267650600228229401496703205377"), "f", Ok("1267650600228229401496703205376.000000")),
        (V::Big("1267650600228229401496703205377"), "g", Ok("1.26765e+30")),
        (V::Big("1267650600228229401496703205377"), "b", Ok("10000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000001")),
        (V::Big("179769313486231590772930519078902473361797697894230657273430081157732675805500963132708477322407536021120113879871393357658789768814416622492847430639474124377767893424865485276302219601246094119453082952085005768838150682342462881473913110540827237163350510684586298239947245938479716304835356329624224137216"), "f", Err(("OverflowError", "int too large to convert to float"))),
        (V::Big("179769313486231590772930519078902473361797697894230657273430081157732675805500963132708477322407536021120113879871393357658789768814416622492847430639474124377767893424865485276302219601246094119453082952085005768838150682342462881473913110540827237163350510684586298239947245938479716304835356329624224137216"), "e", Err(("OverflowError", "int too large to convert to float"))),
        (V::Big("179769313486231590772930519078902473361797697894230657273430081157732675805500963132708477322407536021120113879871393357658789768814416622492847430639474124377767893424865485276302219601246094119453082952085005768838150682342462881473913110540827237163350510684586298239947245938479716304835356329624224137216"), "g", Err(("OverflowError", "int too large to convert to float"))),
        (V::Big("179769313486231590772930519078902473361797697894230657273430081157732675805500963132708477322407536021120113879871393357658789768814416622492847430639474124377767893424865485276302219601246094119453082952085005768838150682342462881473913110540827237163350510684586298239947245938479716304835356329624224137216"), "%", Err(("OverflowError", "int too large to convert to float"))),
        (V::Big("179769313486231590772930519078902473361797697894230657273430081157732675805500963132708477322407536021120113879871393357658789768814416622492847430639474124377767893424865485276302219601246094119453082952085005768838150682342462881473913110540827237163350510684586298239947245938479716304835356329624224137216"), "x", Ok("10000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000")),
        (V::Big("179769313486231590772930519078902473361797697894230657273430081157732675805500963132708477322407536021120113879871393357658789768814416622492847430639474124377767893424865485276302219601246094119453082952085005768838150682342462881473913110540827237163350510684586298239947245938479716304835356329624224137216"), "", Ok("179769313486231590772930519078902473361797697894230657273430081157732675805500963132708477322407536021120113879871393357658789768814416622492847430639474124377767893424865485276302219601246094119453082952085005768838150682342462881473913110540827237163350510684586298239947245938479716304835356329624224137216")),
        (V::Big("179769313486231580793728971405303415079934132710037826936173778980444968292764750946649017977587207096330286416692887910946555547851940402630657488671505820681908902000708383676273854845817711531764475730270069855571366959622842914819860834936475292719074168444365510704342711559699508093042880177904174497792"), "f", Err(("OverflowError", "int too large to convert to float"))),
        (V::Big("179769313486231580793728971405303415079934132710037826936173778980444968292764750946649017977587207096330286416692887910946555547851940402630657488671505820681908902000708383676273854845817711531764475730270069855571366959622842914819860834936475292719074168444365510704342711559699508093042880177904174497792"), "e", Err(("OverflowError", "int too large to convert to float"))),
        (V::Big("179769313486231580793728971405303415079934132710037826936173778980444968292764750946649017977587207096330286416692887910946555547851940402630657488671505820681908902000708383676273854845817711531764475730270069855571366959622842914819860834936475292719074168444365510704342711559699508093042880177904174497792"), "g", Err(("OverflowError", "int too large to convert to float"))),
        (V::Big("179769313486231580793728971405303415079934132710037826936173778980444968292764750946649017977587207096330286416692887910946555547851940402630657488671505820681908902000708383676273854845817711531764475730270069855571366959622842914819860834936475292719074168444365510704342711559699508093042880177904174497791"), "e", Ok("1.797693e+308")),
        (V::Big("179769313486231580793728971405303415079934132710037826936173778980444968292764750946649017977587207096330286416692887910946555547851940402630657488671505820681908902000708383676273854845817711531764475730270069855571366959622842914819860834936475292719074168444365510704342711559699508093042880177904174497791"), "g", Ok("1.79769e+308")),
        (V::Big("179769313486231570814527423731704356798070567525844996598917476803157260780028538760589558632766878171540458953514382464234321326889464182768467546703537516986049910576551282076245490090389328944075868508455133942304583236903222948165808559332123348274797826204144723168738177180919299881250404026184124858368"), "e", Ok("1.797693e+308")),
        (V::Big("-179769313486231590772930519078902473361797697894230657273430081157732675805500963132708477322407536021120113879871393357658789768814416622492847430639474124377767893424865485276302219601246094119453082952085005768838150682342462881473913110540827237163350510684586298239947245938479716304835356329624224137216"), "e", Err(("OverflowError", "int too large to convert to float"))),
        (V::B(true), "", Ok("True")),
        (V::B(true), "d", Ok("1")),
        (V::B(true), "s", Err(("ValueError", "Unknown format code 's' for object of type 'bool'"))),
        (V::B(true), "x", Ok("1")),
        (V::B(true), "^5", Ok("  1  ")),
        (V::B(true), "+", Ok("+1")),
        (V::B(true), ".2f", Ok("1.00")),
        (V::B(true), "c", Ok("\u{1}")),
        (V::B(true), "#b", Ok("0b1")),
        (V::B(true), ",", Ok("1")),
        (V::B(true), "e", Ok("1.000000e+00")),
        (V::B(true), "%", Ok("100.000000%")),
        (V::B(true), "5", Ok("    1")),
        (V::B(true), ".2", Err(("ValueError", "Precision not allowed in integer format specifier"))),
        (V::B(false), "", Ok("False")),
        (V::B(false), "d", Ok("0")),
        (V::B(false), "s", Err(("ValueError", "Unknown format code 's' for object of type 'bool'"))),
        (V::B(false), ">5", Ok("    0")),
        (V::B(false), "g", Ok("0")),
        (V::N, "", Ok("None")),
        (V::N, "s", Err(("TypeError", "unsupported format string passed to NoneType.__format__"))),
        (V::N, ">5", Err(("TypeError", "unsupported format string passed to NoneType.__format__"))),
        (V::N, "x", Err(("TypeError", "unsupported format string passed to NoneType.__format__"))),
        (V::N, " ", Err(("TypeError", "unsupported format string passed to NoneType.__format__"))),
        (V::S("abc"), "", Ok("abc")),
        (V::S("abc"), "s", Ok("abc")),
        (V::S("abc"), "5", Ok("abc  ")),
        (V::S("abc"), "<5", Ok("abc  ")),
        (V::S("abc"), ">5", Ok("  abc")),
        (V::S("abc"), "^5", Ok(" abc ")),
        (V::S("abc"), "^6", Ok(" abc  ")),
        (V::S("abc"), "*^6", Ok("*abc**")),
        (V::S("abc"), ".2", Ok("ab")),
        (V::S("abc"), ".0", Ok("")),
        (V::S("abc"), ".10", Ok("abc")),
        (V::S("abc"), "5.2", Ok("ab   ")),
        (V::S("abc"), ">5.2s", Ok("   ab")),
        (V::S("abc"), "^9.1", Ok("    a    ")),
        (V::S("abc"), "\u{e9}^7", Ok("\u{e9}\u{e9}abc\u{e9}\u{e9}")),
        (V::S("abc"), "0", Ok("abc")),
        (V::S("abc"), "05", Ok("abc00")),
        (V::S("abc"), "010s", Ok("abc0000000")),
        (V::S("abc"), "0>5", Ok("00abc")),
        (V::S("abc"), "0<5", Ok("abc00")),
        (V::S("abc"), "x<5s", Ok("abcxx")),
        (V::S("abc"), "=5", Err(("ValueError", "'=' alignment not allowed in string format specifier"))),
        (V::S("abc"), "+", Err(("ValueError", "Sign not allowed in string format specifier"))),
        (V::S("abc"), "-", Err(("ValueError", "Sign not allowed in string format specifier"))),
        (V::S("abc"), " ", Err(("ValueError", "Space not allowed in string format specifier"))),
        (V::S("abc"), "+5", Err(("ValueError", "Sign not allowed in string format specifier"))),
        (V::S("abc"), "z", Err(("ValueError", "Negative zero coercion (z) not allowed in string format specifier"))),
        (V::S("abc"), "#", Err(("ValueError", "Alternate form (#) not allowed in string format specifier"))),
        (V::S("abc"), "#5", Err(("ValueError", "Alternate form (#) not allowed in string format specifier"))),
        (V::S("abc"), ",", Err(("ValueError", "Cannot specify ',' with 's'."))),
        (V::S("abc"), "_", Err(("ValueError", "Cannot specify '_' with 's'."))),
        (V::S("abc"), ",s", Err(("ValueError", "Cannot specify ',' with 's'."))),
        (V::S("abc"), "d", Err(("ValueError", "Unknown format code 'd' for object of type 'str'"))),
        (V::S("abc"), "x", Err(("ValueError", "Unknown format code 'x' for object of type 'str'"))),
        (V::S("abc"), "r", Err(("ValueError", "Unknown format code 'r' for object of type 'str'"))),
        (V::S("abc"), ".s", Err(("ValueError", "Format specifier missing precision"))),
        (V::S("abc"), "5.", Err(("ValueError", "Format specifier missing precision"))),
        (V::S("abc"), ".99999999999", Ok("abc")),
        (V::S("abc"), "99999999999999999999", Err(("ValueError", "Too many decimal digits in format string"))),
        (V::S("abc"), "ss", Err(("ValueError", "Invalid format specifier 'ss' for object of type 'str'"))),
        (V::S("abc"), "\u{0}", Err(("ValueError", "Unknown format code '\\x0' for object of type 'str'"))),
        (V::S("abc"), "\u{e9}", Err(("ValueError", "Unknown format code '\\xe9' for object of type 'str'"))),
        (V::S("abc"), "<<", Ok("abc")),
        (V::S("abc"), "<<<", Err(("ValueError", "Unknown format code '<' for object of type 'str'"))),
        (V::S("abc"), "\u{20ac}>5", Ok("\u{20ac}\u{20ac}abc")),
        (V::S(""), "", Ok("")),
        (V::S(""), "5", Ok("     ")),
        (V::S(""), "^5", Ok("     ")),
        (V::S(""), ".0", Ok("")),
        (V::S(""), "s", Ok("")),
        (V::S(""), "d", Err(("ValueError", "Unknown format code 'd' for object of type 'str'"))),
        (V::S("\u{65e5}\u{672c}\u{8a9e}"), "6", Ok("\u{65e5}\u{672c}\u{8a9e}   ")),
        (V::S("\u{65e5}\u{672c}\u{8a9e}"), "^7", Ok("  \u{65e5}\u{672c}\u{8a9e}  ")),
        (V::S("\u{65e5}\u{672c}\u{8a9e}"), ">8", Ok("     \u{65e5}\u{672c}\u{8a9e}")),
        (V::S("\u{65e5}\u{672c}\u{8a9e}"), ".2", Ok("\u{65e5}\u{672c}")),
        (V::S("\u{65e5}\u{672c}\u{8a9e}"), "*^9.1", Ok("****\u{65e5}****")),
        (V::S("it's"), "10", Ok("it's      ")),
        (V::S("it's"), "^11", Ok("   it's    ")),
        (V::I(7), "\u{665}", Ok("    7")),
        (V::I(7), "1\u{665}", Ok("              7")),
        (V::I(7), "\u{665}d", Ok("    7")),
        (V::I(7), ".\u{662}", Err(("ValueError", "Precision not allowed in integer format specifier"))),
        (V::F(0x3ff8000000000000), "\u{665}.\u{662}f", Ok(" 1.50")),
        (V::F(0x3ff8000000000000), ".\u{662}", Ok("1.5")),
        (V::F(0x3ff8000000000000), "0\u{665}", Ok("001.5")),
        (V::F(0x3ff8000000000000), "*^\u{661}\u{660}", Ok("***1.5****")),
        (V::S("a\u{a}b"), ">6", Ok("   a\u{a}b")),
        (V::F(0x283df607affe1673), " 22G", Ok("          7.60394E-115")),
        (V::Big("1081405362476645800542165293"), "0^+021,", Ok("+1,081,405,362,476,645,800,542,165,293")),
        (V::I(3), " >,x", Err(("ValueError", "Cannot specify ',' with 'x'."))),
        (V::F(0x40bb1c0000000000), " #05e", Ok(" 6.940000e+03")),
        (V::Big("1224094831576826933409668312"), "0^#015X", Ok("0X3F48C29C943FD08131EDCD8")),
        (V::F(0xd98b343327cf2bfd), "> z#_.5f", Ok("-2_247_913_019_019_379_511_244_946_308_674_013_074_428_849_201_239_366_534_411_000_612_322_068_601_365_202_266_234_649_369_820_573_330_630_825_836_151_259_197_865_984.00000")),
        (V::I(245), "#0,o", Err(("ValueError", "Cannot specify ',' with 'o'."))),
        (V::F(0xa97076d1c4ce1c3f), ",.11f", Ok("-0.00000000000")),
        (V::F(0x3f94164a1b3f55c7), "+%", Ok("+1.961628%")),
        (V::F(0x41be09cc6a7309ab), "#10_", Ok("503_958_634.4493663")),
        (V::F(0xc0a1800000000000), "+1%", Ok("-224000.000000%")),
        (V::F(0x0ce0d43856ada9d3), ">+z2,e", Ok("+1.203459e-246")),
        (V::I(-47992248), "*< b", Ok("-10110111000100110110111000")),
        (V::F(0x5f78d29557bbdf34), "< 12F", Ok(" 81254037188784644547276319297576978630345154083783762362621256559622398464417592875792425583659596749470515988785510545798644849607841866144116597850112.000000")),
        (V::F(0x7a6e8e3d6b9068dd), "17", Ok("5.5464759001725636e+281")),
        (V::F(0xbdbd66459502c095), "0^z0,.8F", Ok("0.00000000")),
        (V::F(0xc0b4f7420c49ba5e), "_%", Ok("-536_725.800000%")),
        (V::F(0x40b929e666666666), " #0F", Ok(" 6441.900000")),
        (V::F(0xc87aed40d1e41723), " >0F", Ok("-146603282224626560399602128690924950126592.000000")),
        (V::F(0x14b5fe05d21ef4e4), "*= 0,F", Ok(" 0.000000")),
        (V::F(0xc0c151dae147ae14), "*<+z0,%", Ok("-886,771.000000%")),
        (V::I(33), "+,g", Ok("+33")),
        (V::F(0x586f28c5ff79cdb8), "22.19G", Ok("9.821902378013872002E+117")),
        (V::F(0x04a82fdcec7388ff), "*^ 19%", Ok("**** 0.000000%*****")),
        (V::F(0xbd7ed4521db2cf7d), "^z#5.18f", Ok("-0.000000000001752447")),
        (V::Big("137574041400936722463206983"), "<+g", Ok("+1.37574e+26")),
        (V::I(52755156), " ^+011_%", Ok("+5_275_515_600.000000%")),
        (V::I(10192782), "*<+g", Ok("+1.01928e+07")),
        (V::F(0xc071d1999999999a), "+020,E", Ok("-0,000,002.851000E+02")),
        (V::I(297), "0= 0,d", Ok(" 297")),
        (V::Big("108087481031742352438607175"), " ^+x", Ok("+59686a16708f8c70b43d47")),
        (V::F(0xf67951e2bac949d3), "\u{e9}=+0e", Ok("-4.983077e+262")),
        (V::I(134), "#f", Ok("134.000000")),
        (V::Big("1125488938901765825351344158"), "=+_g", Ok("+1.12549e+27")),
        (V::Big("958149718607840726184223670"), "=#0,X", Err(("ValueError", "Cannot specify ',' with 'X'."))),
        (V::F(0x41cca82ea48f1df0), "*>+,G", Ok("+9.61568E+08")),
        (V::F(0xbea09ce51dadcccd), "= z016.8G", Ok("-004.9510214E-07")),
        (V::F(0x415e5e4dd961687a), "+0,%", Ok("+796,088,739.657032%")),
        (V::F(0x40a136ae2195120e), ">+z16_.10G", Ok("     +2_203.3401")),
        (V::F(0x1c7b036de8145b6e), "+z0,%", Ok("+0.000000%")),
        (V::I(207), "+e", Ok("+2.070000e+02")),
        (V::F(0xc0b0fb970a3d70a4), "*<+0_.19%", Ok("-434_759.0000000000000000000%")),
        (V::I(61), "0^ #_g", Ok(" 61.0000")),
        (V::I(-92368853), "^0o", Ok("-540267725")),
        (V::F(0x34b53d81fc159f19), "\u{e9}<+z013_E", Ok("+8.662450E-55")),
        (V::I(-83263116), "08_o", Ok("-4_7547_7214")),
        (V::F(0x661f4caec20820d9), "<+z#023f", Ok("+8312187849291294151395410225156414762098325440730743667508166595681280551448177056298167647675623147035942845725647330518451079263302966909729589905089928554321368075145631925689909248.000000")),
        (V::F(0x40c1560000000000), "\u{e9}< #2f", Ok(" 8876.000000")),
        (V::I(-98911395), "0_d", Ok("-98_911_395")),
        (V::F(0x40c208e04189374c), "^z,E", Ok("9.233752E+03")),
        (V::I(-49542015), " =X", Ok("-2F3F37F")),
        (V::I(299), " ", Ok(" 299")),
        (V::I(51), "_b", Ok("11_0011")),
        (V::I(269), "\u{e9}^#_d", Ok("269")),
        (V::F(0x77848044c61ef8fe), "\u{e9}<,", Ok("5.288375138692452e+267")),
        (V::Big("-381070324037324988360721108"), "*^#,g", Ok("-3.81070e+26")),
        (V::F(0xc07a06dd2f1a9fbe), "=+z,e", Ok("-4.164290e+02")),
        (V::I(-59217052), " o", Ok("-341712234")),
        (V::Big("860964502496275612845964749"), " >+_d", Ok("+860_964_502_496_275_612_845_964_749")),
        (V::F(0x59037ae658e543de), "0<23,", Ok("6.287803410610276e+1200")),
        (V::F(0x40c0aa0000000000), "\u{e9}> z0.4", Ok(" 8.532e+03")),
        (V::F(0xd33f5036a5fbd86c), "z0.16E", Ok("-1.0205822020498524E+93")),
        (V::F(0xc329c91e35529c70), "^#02_F", Ok("-3_629_002_999_287_352.000000")),
        (V::F(0x332b7db0d658b276), "\u{e9}^ z.0E", Ok(" 3E-62")),
        (V::Big("1034485001167512734951863771"), "+#13e", Ok("+1.034485e+27")),
        (V::F(0x41b304d988e4cb12), "\u{e9}> zF", Ok(" 319084936.893724")),
        (V::F(0xc3a1342d940b5a4c), ".2e", Ok("-6.20e+17")),
        (V::F(0x2553e1fdae448cc9), "^+z#,e", Ok("+7.170987e-129")),
        (V::Big("-125205117770605428761870302"), "#0_e", Ok("-1.252051e+26")),
        (V::F(0x40aaa5f5c28f5c29), "0=0_e", Ok("3.410980e+03")),
        (V::Big("1763087729760379683595353"), "017f", Ok("1763087729760379598798848.000000")),
        (V::F(0xb92256f5fc3b94f7), "0<24,F", Ok("-0.000000000000000000000")),
        (V::I(3921679), "0_", Ok("3_921_679")),
        (V::F(0x4118b8a547ea5219), "0>+0_", Ok("+405_033.3202298")),
        (V::F(0xc0baf482d0e56042), "+z#9_e", Ok("-6.900511e+03")),
        (V::F(0x41fb9bf0c91fc1d0), "=+z#G", Ok("+7.41127E+09")),
        (V::F(0xc011193fd2c2374c), "\u{e9}>zG", Ok("-4.27466")),
        (V::Big("1203454810835612097412136591"), "\u{e9}=019,d", Ok("1,203,454,810,835,612,097,412,136,591")),
        (V::Big("-79680352869424651442011377"), "0> #0X", Ok("-0X41E8F89592DB0F65AB3CF1")),
        (V::F(0xa63af556c5621188), "+10.17%", Ok("-0.00000000000000000%")),
        (V::I(46655756), "22X", Ok("               2C7E90C")),
        (V::I(160), "\u{e9}> #", Ok(" 160")),
        (V::F(0x55dfcf1bdd1aa839), "+0,.18F", Ok("+4,559,621,303,760,249,788,971,864,899,225,796,090,371,291,679,544,638,754,490,181,015,227,590,685,618,866,989,062,256,859,341,714,010,144,768.000000000000000000")),
        (V::Big("737364566030449972853072766"), "^9g", Ok("7.37365e+26")),
        (V::I(41745729), "+3,g", Ok("+4.17457e+07")),
        (V::I(-3734489), "#%", Ok("-373448900.000000%")),
        (V::F(0xe90a0f25a3e5d539), "*> 20.19", Ok("-9.739747899368814336e+197")),
        (V::I(127), ">,g", Ok("127")),
        (V::I(264), "0=+_", Ok("+264")),
        (V::F(0xfbf9c439855e67d0), "*^+#%", Ok("-1569391623692116095473484041060858086742081941098494153437272699784830851482067162510292427766072215095422872585292846163504894580315453600685478493690166213343542575154394458588925968256519190815048667390961679281256799409754497846337441587730979650768209010189251931274984435273972072841216.000000%")),
        (V::F(0x1e9986d01fdd6d91), "z1.7g", Ok("2.836975e-161")),
        (V::F(0xc2b0a118ca2617d9), "<+#_e", Ok("-1.828409e+13")),
        (V::I(197), "<+#%", Ok("+19700.000000%")),
        (V::F(0x33e03cbb1305eb76), "0>z013f", Ok("000000.000000")),
        (V::F(0xc1c2de5198082dbc), "=z#18.11E", Ok("-6.33119536064E+08")),
        (V::F(0xc05e6ccccccccccd), " z#07,.11G", Ok("-121.70000000")),
        (V::F(0xbe3c0861e0767e77), "\u{e9}< #14%", Ok("-0.000001%\u{e9}\u{e9}\u{e9}\u{e9}")),
        (V::I(-60983894), "+d", Ok("-60983894")),
        (V::I(-204105), "^08", Ok("-2041050")),
        (V::I(-59060580), "*=#,", Ok("-59,060,580")),
        (V::F(0xc0b2707e3fbe6d77), "+#,G", Ok("-4,720.49")),
        (V::F(0x2d8bd8d1ede43587), "*= 7_", Ok(" 2.7340659261656956e-89")),
        (V::F(0x40811600baaef557), "= %", Ok(" 54675.035607%")),
        (V::F(0xc0bb4d999999999a), "0=+_f", Ok("-6_989.600000")),
        (V::Big("589528808777747255789914134"), " _g", Ok(" 5.89529e+26")),
        (V::F(0x409c06147ae147ae), "_%", Ok("179_352.000000%")),
        (V::F(0x53600db7c76c9c99), "+z#,g", Ok("+4.18582e+93")),
        (V::F(0xc0a2860000000000), "*<013_.3G", Ok("-2.37E+03****")),
        (V::F(0xbe278f88606534be), " z0_.15", Ok("-2.74282352660343e-09")),
        (V::F(0x408d4ccccccccccd), "_f", Ok("937.600000")),
        (V::F(0x3f121b1fa060de37), "0^+9%", Ok("+0.006907%")),
        (V::F(0x3e36e8f590cdd6e8), "z_e", Ok("5.334149e-09")),
        (V::F(0xc18e45abc270b401), "0^,F", Ok("-63,485,304.305031")),
        (V::Big("-29103667083491429162164579"), "14,o", Err(("ValueError", "Cannot specify ',' with 'o'."))),
        (V::F(0xc0a4be0000000000), "6_.16e", Ok("-2.6550000000000000e+03")),
        (V::F(0xc0c2267d70a3d70a), " ^_%", Ok("-929_298.000000%")),
        (V::F(0xc0c2948000000000), "^+z01_F", Ok("-9_513.000000")),
        (V::F(0xd3a2f5e2f4328a2a), "\u{e9}^_%", Ok("-7_910_033_203_431_875_045_114_641_325_496_729_228_744_469_258_631_825_257_242_241_370_804_636_208_854_365_181_525_167_064_481_792.000000%")),
        (V::F(0xc0c1b5770a3d70a4), "z.9f", Ok("-9066.930000000")),
        (V::F(0x40950c0000000000), "\u{e9}<5_g", Ok("1_347")),
        (V::F(0x40b1f03df3b645a2), "^018,f", Ok("0004,592.242000000")),
        (V::I(153), " #,o", Err(("ValueError", "Cannot specify ',' with 'o'."))),
        (V::F(0xa37ed8cab6f88c49), "^+f", Ok("-0.000000")),
        (V::F(0x40c346ff5c28f5c3), "*^_E", Ok("9.869995E+03")),
        (V::F(0xe0f4ebc6e5828c35), " =+z2E", Ok("-1.148948E+159")),
        (V::F(0x422edcd2089f65b7), " z_G", Ok(" 6.62769E+10")),
        (V::F(0x60aa78c4ba61ff8c), "*^zE", Ok("4.543081E+157")),
        (V::I(271), "#0d", Ok("271")),
        (V::I(101), "\u{e9}>0_d", Ok("101")),
        (V::I(204), "+e", Ok("+2.040000e+02")),
        (V::F(0x99461625a45ca535), " =z0.14F", Ok("0.00000000000000")),
        (V::F(0xc2229faf1d7dece7), "#,.16g", Ok("-39,994,232,510.96270")),
        (V::Big("511181015294288430932338796"), "<0,b", Err(("ValueError", "Cannot specify ',' with 'b'."))),
        (V::I(41577104), "17", Ok("         41577104")),
        (V::F(0x432b9d8915d731d8), "*>z0%", Ok("388651823684631616.000000%")),
        (V::I(43059478), "\u{e9}>,f", Ok("43,059,478.000000")),
        (V::F(0xc0b8320000000000), "0=#012e", Ok("-6.194000e+03")),
        (V::F(0x40a93a0000000000), " 2,G", Ok(" 3,229")),
        (V::F(0x3d3e9223bef6b0d8), "+018_f", Ok("+00_000_000.000000")),
        (V::F(0xc0bc01999999999a), "^#0G", Ok("-7169.60")),
        (V::F(0x40871d9f695cf993), " ,E", Ok(" 7.397028E+02")),
        (V::F(0x242bf7f9bea0b7a4), "+z#F", Ok("+0.000000")),
        (V::F(0xc0bdb20000000000), "*>0F", Ok("-7602.000000")),
        (V::F(0xbec649e634a4f944), " ^+014.11g", Ok("-2.6570163857e-06")),
        (V::I(20716904), "*=+#0g", Ok("+2.07169e+07")),
        (V::I(-34011468), "<+,x", Err(("ValueError", "Cannot specify ',' with 'x'."))),
        (V::F(0xc0b8fb4ccccccccd), "<+z013%", Ok("-639530.000000%")),
        (V::I(202), "0=o", Ok("312")),
        (V::I(233), " >,x", Err(("ValueError", "Cannot specify ',' with 'x'."))),
        (V::Big("-1129905873770126791733414027"), "0= 04e", Ok("-1.129906e+27")),
        (V::Big("240857658518805257254147095"), "0> ", Ok(" 240857658518805257254147095")),
        (V::F(0xbe730be705c8c6b8), " >+#E", Ok("-7.095372E-08")),
        (V::F(0x40b8e90000000000), "#.14E", Ok("6.37700000000000E+03")),
        (V::F(0x404cc3ddc1af0f70), "0>+7_.8G", Ok("+57.530205")),
        (V::I(81), ">018_d", Ok("000000000000000081")),
        (V::I(201), "<", Ok("201")),
        (V::Big("748189490883169318493891"), "\u{e9}>+", Ok("+748189490883169318493891")),
        (V::I(92), " =#_o", Ok("0o134")),
        (V::F(0xbe6cc06768205c9d), "> z,.15G", Ok("-5.35539870368155E-08")),
        (V::F(0x69fd73e8e2dc1921), "z#15", Ok("3.6071423681685482e+202")),
        (V::F(0xc0c1d8e374bc6a7f), "E", Ok("-9.137777E+03")),
        (V::F(0x62aa50f0383d5c04), "^0.13G", Ok("1.939769914398E+167")),
        (V::F(0x40b7497b645a1cac), "^ 5,.18e", Ok(" 5.961481999999999971e+03")),
        (V::F(0x9c670f3b040e1d75), "0<+#.11E", Ok("-7.45868494060E-172")),
        (V::I(297), "\u{e9}^0_X", Ok("129")),
        (V::F(0x40b82dd645a1cac1), " 7_.0", Ok("  6e+03")),
        (V::F(0xd6285ca9396d0356), " ^+z#.19", Ok("-1.117482300502725476e+107")),
        (V::F(0xc0b891fa9fbe76c9), "\u{e9}^+#,E", Ok("-6.289979E+03")),
        (V::F(0xc0f58df2275ef61a), "<_.7g", Ok("-88_287.13")),
        (V::F(0xc0b1f17e26d25a35), "^ ,G", Ok("-4,593.49")),
        (V::Big("449712946883413618076789458"), "*=+0o", Ok("+271776327315063057615457325322")),
        (V::I(-85824058), "0<#e", Ok("-8.582406e+07")),
        (V::F(0xc32e6c21ba07e225), "\u{e9}= z12,.2g", Ok("-\u{e9}\u{e9}\u{e9}\u{e9}4.3e+15")),
        (V::F(0x3409b74661be77f7), "\u{e9}>+z#9G", Ok("+5.12098E-58")),
        (V::F(0x3f0066b0c1ce828c), "\u{e9}>_.17F", Ok("0.00003128268165332")),
        (V::I(142), "*<#014x", Ok("0x8e**********")),
        (V::F(0xc0a083872b020c4a), "^ ,e", Ok("-2.113764e+03")),
        (V::Big("875095511566833239044195077"), " #f", Ok(" 875095511566833299490865152.000000")),
        (V::F(0xc0c2b50f5c28f5c3), "0<#0", Ok("-9578.12")),
        (V::I(110), " = 17,f", Ok("       110.000000")),
        (V::Big("125842741951965050947280943"), "d", Ok("125842741951965050947280943")),
        (V::I(-25295796), "0= #01_X", Ok("-0X181_FBB4")),
        (V::F(0xc09b180000000000), "0<#.7", Ok("-1734.000")),
        (V::I(1), "*=,%", Ok("100.000000%")),
        (V::I(-35834290), ">023%", Ok("0000-3583429000.000000%")),
        (V::F(0x3dd6e300a071b247), "^+z,E", Ok("+8.326143E-11")),
        (V::Big("515085352364091834546957178"), "<#_o", Ok("0o32_5021_4416_3405_5365_6047_3252_5572")),
        (V::F(0x4091b1fef9db22d1), "=z#24.2f", Ok("                 1132.50")),
        (V::Big("-352255618042914734374009734"), "^ ,x", Err(("ValueError", "Cannot specify ',' with 'x'."))),
        (V::F(0xc0a25f6666666666), "*<z6%", Ok("-235170.000000%")),
        (V::Big("1116723669098475647618804996"), " 14b", Ok(" 111001101110111011011011110110011110110110011100000100111001110101100011000110110100000100")),
        (V::F(0x40c11135e353f7cf), "=z#0.16E", Ok("8.7384210000000003E+03")),
        (V::F(0xbe2926756794b163), ">#F", Ok("-0.000000")),
        (V::Big("-1191713000691227008794586164"), "^19,o", Err(("ValueError", "Cannot specify ',' with 'o'."))),
        (V::F(0x3deebaa95e3b3a02), "*^+#F", Ok("+0.000000")),
        (V::Big("640596915622628558596154200"), "+_f", Ok("+640_596_915_622_628_575_154_274_304.000000")),
        (V::F(0x40b2c70000000000), ">+01.6%", Ok("+480700.000000%")),
        (V::F(0xc098240000000000), "> ,E", Ok("-1.545000E+03")),
        (V::F(0xd35309694258d3be), "<+#G", Ok("-2.48183E+93")),
        (V::F(0xbf7da3a9ce6d4d73), " 0_G", Ok("-0.00723616")),
        (V::F(0x3d5bd304ccee1989), "z#20,.20", Ok("3.9540697116451470746e-13")),
        (V::F(0xc35a0d3bc1c12eac), ",", Ok("-2.933159879748677e+16")),
        (V::Big("-518099718127784990972040365"), "+#,b", Err(("ValueError", "Cannot specify ',' with 'b'."))),
        (V::I(-3434612), "<024X", Ok("-34687400000000000000000")),
        (V::I(-82834015), "*=+1x", Ok("-4eff25f")),
        (V::I(-30862462), "*>+,%", Ok("-3,086,246,200.000000%")),
        (V::F(0x40954827ef9db22d), "\u{e9}^ 0,.11E", Ok(" 1.36203900000E+03")),
        (V::F(0x40a5b661cac08312), "^#0%", Ok("277919.100000%")),
        (V::F(0x3df717fa26420432), " =.7g", Ok("3.36057e-10")),
        (V::F(0xc0a7de0000000000), "^ %", Ok("-305500.000000%")),
        (V::Big("-224005647005479553916432770"), "05,f", Ok("-224,005,647,005,479,561,037,086,720.000000")),
        (V::Big("-452748720288346195599425626"), " = #,e", Ok("-4.527487e+26")),
        (V::I(173), "0<_o", Ok("255")),
        (V::Big("-843940992706670170216014077"), "0^e", Ok("-8.439410e+26")),
        (V::I(-38693429), "0<+#%", Ok("-3869342900.000000%")),
        (V::F(0xc299ad610f7479d0), " z#012,E", Ok("-7.058112E+12")),
        (V::F(0x40bc900000000000), "#_.19G", Ok("7_312.000000000000000")),
        (V::I(139), "*=,g", Ok("139")),
        (V::I(-10949784), "*<0,X", Err(("ValueError", "Cannot specify ',' with 'X'."))),
        (V::F(0xc0b5fb999999999a), "#010,.4g", Ok("-0,005,628.")),
        (V::F(0xc0b8bbb333333333), "#0,.20f", Ok("-6,331.69999999999981810106")),
        (V::F(0x869d8d91b65d2a72), "*> ,.10", Ok("-8.335768402e-277")),
        (V::F(0xc0bb2b0000000000), " ^+#017_%", Ok("-695_500.000000% ")),
        (V::F(0x3e3aa5034d2fb1ff), "*^ #,", Ok(" 6.203675090109408e-09")),
        (V::I(-76965743), "*<17_f", Ok("-76_965_743.000000")),
        (V::I(-33068010), "0> _d", Ok("-33_068_010")),
        (V::F(0x281a180332856131), "\u{e9}<20f", Ok("0.000000\u{e9}\u{e9}\u{e9}\u{e9}\u{e9}\u{e9}\u{e9}\u{e9}\u{e9}\u{e9}\u{e9}\u{e9}")),
        (V::F(0x3d60c2552b69661c), "\u{e9}> .14f", Ok(" 0.00000000000048")),
        (V::F(0x98bb9b24d7d965a2), " #0F", Ok("-0.000000")),
        (V::F(0xc0a60c0000000000), "\u{e9}= 05", Ok("-2822.0")),
        (V::I(51432625), "=19f", Ok("    51432625.000000")),
        (V::F(0xbfad9ca589ac3cbd), "<+13", Ok("-0.0578357439572925")),
        (V::F(0xbd6dc1d3dee1b743), "+#g", Ok("-8.45749e-13")),
        (V::I(268), "0=+#09,", Ok("+0,000,268")),
        (V::I(120), " _X", Ok(" 78")),
        (V::F(0xc09c340000000000), "\u{e9}>+#.16e", Ok("-1.8050000000000000e+03")),
        (V::F(0x5de2657068181c5f), "z#%", Ok("179463923911886746658868854090752345043239419028688142775436985290411491738302692853284100783613923115879634417323550181617615943305652292567433216.000000%")),
        (V::F(0x9331302b7fe713fd), "*>+z13g", Ok("-3.11625e-216")),
        (V::F(0x3e0c751a6342253e), "<0_.7f", Ok("0.0000000")),
        (V::F(0xc0b2326c8b439581), " = _G", Ok("-4_658.42")),
        (V::F(0x40a5b73333333333), "\u{e9}< 0", Ok(" 2779.6")),
        (V::I(-70339827), " #0e", Ok("-7.033983e+07")),
        (V::F(0xc267c33c94d2850d), "+0_e", Ok("-8.164782e+11")),
        (V::Big("155312779510466472820199790"), "+o", Ok("+100170605227432704163137350556")),
        (V::Big("1097691095826548535102366459"), "+g", Ok("+1.09769e+27")),
        (V::Big("-991889922839536627149003398"), "\u{e9}< x", Ok("-33478dc75e0652a7bed5a86")),
        (V::F(0x3e62fa31d4bf4828), "<.19g", Ok("3.534801837314857831e-08")),
        (V::Big("-702139621349047385780065294"), " ^+0_", Ok("-702_139_621_349_047_385_780_065_294")),
        (V::F(0x407350d4fdf3b646), "+z19_E", Ok("      +3.090520E+02")),
        (V::F(0x42d0775d76223f3c), " <+#013_", Ok("+72_419_420_702_972.94")),
    ];
    const ROUND: &[(u64, i64, Expect)] = &[
        (0x4005666666666666, 2, Ok("2.67")),
        (0x40934a456d5cfaad, -2, Ok("1200.0")),
        (0x4004000000000000, 0, Ok("2.0")),
        (0x3fe0000000000000, 0, Ok("0.0")),
        (0x3ff8000000000000, 0, Ok("2.0")),
        (0xc004000000000000, 0, Ok("-2.0")),
        (0xbfd999999999999a, 0, Ok("-0.0")),
        (0x3fc0000000000000, 2, Ok("0.12")),
        (0x3fd8000000000000, 2, Ok("0.38")),
        (0x3fe0000000000000, 1, Ok("0.5")),
        (0xc0934a456d5cfaad, 2, Ok("-1234.57")),
        (0x7fe1ccf385ebc8a0, -308, Ok("1e+308")),
        (0x7fefffffffffffff, -308, Err(("OverflowError", "rounded value too large to represent"))),
        (0x7fefffffffffffff, -307, Err(("OverflowError", "rounded value too large to represent"))),
        (0xffefffffffffffff, -308, Err(("OverflowError", "rounded value too large to represent"))),
        (0x3ff8000000000000, 400, Ok("1.5")),
        (0x3ff8000000000000, 323, Ok("1.5")),
        (0x3ff8000000000000, 324, Ok("1.5")),
        (0x405edd2f1a9fbe77, -400, Ok("0.0")),
        (0xc05edd2f1a9fbe77, -400, Ok("-0.0")),
        (0x405edd2f1a9fbe77, -309, Ok("0.0")),
        (0x405edd2f1a9fbe77, -308, Ok("0.0")),
        (0x0000000000000001, 323, Ok("0.0")),
        (0x0000000000000001, 324, Ok("5e-324")),
        (0x00000000000007e8, 322, Ok("1e-320")),
        (0x407f400000000000, -3, Ok("0.0")),
        (0x4097700000000000, -3, Ok("2000.0")),
        (0x40a3880000000000, -3, Ok("2000.0")),
        (0x407f500000000000, -3, Ok("1000.0")),
        (0x407f3fff97247454, -3, Ok("0.0")),
        (0x405edd2f1a9fbe77, -1, Ok("120.0")),
        (0x405f400000000000, -1, Ok("120.0")),
        (0x4060e00000000000, -1, Ok("140.0")),
        (0x0000000000000000, -1, Ok("0.0")),
        (0x8000000000000000, 2, Ok("-0.0")),
        (0x8000000000000000, -2, Ok("-0.0")),
        (0x4480f0cf064dd592, -22, Ok("1e+22")),
        (0x44a52d02c7e14af6, -23, Ok("0.0")),
        (0x448969368974c05b, -22, Ok("2e+22")),
        (0x7ff0000000000000, 2, Ok("inf")),
        (0xfff0000000000000, -2, Ok("-inf")),
        (0x7ff8000000000000, 0, Ok("nan")),
        (0x3fd3333333333334, 15, Ok("0.3")),
        (0x3fd3333333333334, 16, Ok("0.3")),
        (0x3fd3333333333334, 17, Ok("0.30000000000000004")),
        (0x3fd5555555555555, 5, Ok("0.33333")),
        (0x3fe5555555555555, 10, Ok("0.6666666667")),
        (0x3ee4f8b588e368f1, 5, Ok("1e-05")),
        (0x3eef75104d551d69, 5, Ok("2e-05")),
        (0x3efa36e2eb1c432d, 5, Ok("3e-05")),
        (0x419d6f3457f35ba8, 4, Ok("123456789.9877")),
        (0x4023fd70a3d70a3d, 2, Ok("9.99")),
        (0x4023fd70a07c0bea, 2, Ok("9.99")),
        (0xc023fd70a3d70a3d, 2, Ok("-9.99")),
        (0x4341c37937e08000, 2, Ok("1e+16")),
        (0x43b0000000000001, -2, Ok("1.1529215046068472e+18")),
        (0x43b0000000000000, -18, Ok("1e+18")),
        (0x3fe0000000000000, -1, Ok("0.0")),
        (0x4014000000000000, -1, Ok("0.0")),
        (0x402e000000000000, -1, Ok("20.0")),
        (0x4039000000000000, -1, Ok("20.0")),
        (0xc039000000000000, -1, Ok("-20.0")),
        (0x4046800000000000, -1, Ok("40.0")),
        (0x3de0f7bfe5db09eb, 12, Ok("1.23e-10")),
        (0xbfa999999999999a, 1, Ok("-0.1")),
        (0x3fa999999999999a, 1, Ok("0.1")),
        (0x3fc3333333333333, 1, Ok("0.1")),
        (0x3fd0000000000000, 1, Ok("0.2")),
        (0x3fd6666666666666, 1, Ok("0.3")),
        (0x3e97cf2c87f96502, -1, Ok("0.0")),
        (0xc03a1126e978d4fe, -4, Ok("-0.0")),
        (0x4016f0802547a1d0, 2, Ok("5.73")),
        (0x40577f1a9fbe76c9, 6, Ok("93.986")),
        (0xc0113df3b645a1cb, -3, Ok("-0.0")),
        (0x4219ae7c4fd54b40, 2, Ok("27575391221.32")),
        (0xc066783972590015, 1, Ok("-179.8")),
        (0x3e877e0ff52ba33c, 4, Ok("0.0")),
        (0x403d63126e978d50, 5, Ok("29.387")),
        (0x406c388f63cb6f5c, 5, Ok("225.7675")),
        (0x42e1091d05fcec8d, 3, Ok("149846714476388.4")),
        (0x3f130819e422019a, -3, Ok("0.0")),
        (0xc058caf1a9fbe76d, 1, Ok("-99.2")),
        (0x4049578d4fdf3b65, 3, Ok("50.684")),
        (0x4032ef5c28f5c28f, -6, Ok("0.0")),
        (0x40561c624dd2f1aa, -5, Ok("0.0")),
        (0x404c9be76c8b4396, -6, Ok("0.0")),
        (0x404188b439581062, 4, Ok("35.068")),
        (0xc1fccb15320a49d6, -6, Ok("-7729000000.0")),
        (0x4034f2b020c49ba6, 2, Ok("20.95")),
        (0x4043b374bc6a7efa, -1, Ok("40.0")),
        (0xc01947be896393ba, -5, Ok("-0.0")),
        (0xbf0eabd3ed21abf8, 2, Ok("-0.0")),
        (0x3f96647fb07f8980, -5, Ok("0.0")),
        (0x4052d245a1cac083, 2, Ok("75.29")),
        (0xc04c10c49ba5e354, 2, Ok("-56.13")),
        (0x3f229f8d195038fe, 0, Ok("0.0")),
        (0xc0582f2b020c49bb, 4, Ok("-96.737")),
        (0x4042b083126e978e, -5, Ok("0.0")),
        (0xc051e1eb851eb852, -6, Ok("-0.0")),
        (0xc18b834a0cab4905, 3, Ok("-57698625.584")),
        (0xbe67c2c9439a0efd, 4, Ok("-0.0")),
        (0x401a6eed5cb7c3a7, -5, Ok("0.0")),
        (0xc0580bdf3b645a1d, -2, Ok("-100.0")),
        (0xc0400fdf3b645a1d, -4, Ok("-0.0")),
        (0x42319c5ca09ce223, -5, Ok("75637800000.0")),
        (0xbfa0856c351af56a, 6, Ok("-0.032268")),
        (0x404e820c49ba5e35, -3, Ok("0.0")),
        (0x3e6703c11e8e3e80, 3, Ok("0.0")),
        (0x408dbf786b1338ac, -5, Ok("0.0")),
        (0x4044b10624dd2f1b, -6, Ok("0.0")),
        (0x3e01d98341815b1f, -4, Ok("0.0")),
        (0xc054c22d0e560419, 3, Ok("-83.034")),
        (0x4055027ef9db22d1, -3, Ok("0.0")),
        (0x4129853fa01f2fcd, 3, Ok("836255.813")),
        (0xc04e9c49ba5e353f, -3, Ok("-0.0")),
        (0x4186ae5e0d19e6f4, -3, Ok("47566000.0")),
        (0xc018e0c49ba5e354, 0, Ok("-6.0")),
        (0x40097df3b645a1cb, 0, Ok("3.0")),
        (0x40537c6a7ef9db22, 3, Ok("77.944")),
        (0x4057b570a3d70a3d, -2, Ok("100.0")),
        (0xc0572a8f5c28f5c3, -2, Ok("-100.0")),
        (0x40856e63c151f3f2, -3, Ok("1000.0")),
        (0x42c961c0b07836ae, -3, Ok("55815270625000.0")),
        (0x4037b6e978d4fdf3, -2, Ok("0.0")),
        (0xc051855810624dd3, 5, Ok("-70.0835")),
        (0xbf18cd174591ff7f, 6, Ok("-9.5e-05")),
        (0xc0517b36438b7e59, -6, Ok("-0.0")),
        (0xc052dfbe76c8b43a, -5, Ok("-0.0")),
        (0xc0231c28f5c28f5c, 1, Ok("-9.6")),
        (0xc023b3f7ced91687, 2, Ok("-9.85")),
        (0xc0544f9db22d0e56, -6, Ok("-0.0")),
        (0xbea7494724abdbce, 0, Ok("-0.0")),
        (0xbed4f983a21d8679, -2, Ok("-0.0")),
        (0xbe61d3b5dfddc8d0, 5, Ok("-0.0")),
        (0x3e3de027bbe6bb5e, 2, Ok("0.0")),
        (0x404f30a3d70a3d71, 2, Ok("62.38")),
        (0xc25e52d66b762708, 6, Ok("-520955211224.60986")),
        (0xbfc2b020c49ba5e3, 0, Ok("-0.0")),
        (0x404e9676c8b43958, 5, Ok("61.1755")),
        (0x403e44fdf3b645a1, 2, Ok("30.27")),
        (0xc03a19db22d0e560, 1, Ok("-26.1")),
        (0x40316097c28ff5c4, -4, Ok("0.0")),
        (0x3e6812ebfd048765, 4, Ok("0.0")),
        (0xc176e03221572e09, -3, Ok("-23987000.0")),
        (0x3fb23f3dac18ed48, -3, Ok("0.0")),
        (0xc19b4a6cbd218ab5, 0, Ok("-114465583.0")),
        (0xbfec49ba5e353f7d, 4, Ok("-0.884")),
        (0x40539811385f782e, 3, Ok("78.376")),
        (0xc0463b3333333333, -4, Ok("-0.0")),
    ];
    const ROUND_INT: &[(u64, Expect)] = &[
        (0x3fe0000000000000, Ok("0")),
        (0x3ff8000000000000, Ok("2")),
        (0x4004000000000000, Ok("2")),
        (0xc004000000000000, Ok("-2")),
        (0xbfe0000000000000, Ok("0")),
        (0xbff8000000000000, Ok("-2")),
        (0x3fdfffffffffffff, Ok("0")),
        (0x43e0000000000000, Ok("9223372036854775808")),
        (0xc3e0000000000000, Ok("-9223372036854775808")),
        (0x43dfffffffffffff, Ok("9223372036854774784")),
        (0x43f0000000000000, Ok("18446744073709551616")),
        (0x7e37e43c8800759c, Ok("1000000000000000052504760255204420248704468581108159154915854115511802457988908195786371375080447864043704443832883878176942523235360430575644792184786706982848387200926575803737830233794788090059368953234970799945081119038967640880074652742780142494579258788820056842838115669472196386865459400540160")),
        (0xfe37e43c8800759c, Ok("-1000000000000000052504760255204420248704468581108159154915854115511802457988908195786371375080447864043704443832883878176942523235360430575644792184786706982848387200926575803737830233794788090059368953234970799945081119038967640880074652742780142494579258788820056842838115669472196386865459400540160")),
        (0x0000000000000000, Ok("0")),
        (0x8000000000000000, Ok("0")),
        (0x7fefffffffffffff, Ok("179769313486231570814527423731704356798070567525844996598917476803157260780028538760589558632766878171540458953514382464234321326889464182768467546703537516986049910576551282076245490090389328944075868508455133942304583236903222948165808559332123348274797826204144723168738177180919299881250404026184124858368")),
        (0x432fffffffffffff, Ok("4503599627370496")),
        (0x4330000000000000, Ok("4503599627370496")),
        (0x405ee00000000000, Ok("124")),
        (0x405f200000000000, Ok("124")),
        (0xc05ee00000000000, Ok("-124")),
        (0x01a56e1fc2f8f359, Ok("0")),
        (0x3fe3333333333333, Ok("1")),
        (0xbfe3333333333333, Ok("-1")),
        (0x7ff0000000000000, Err(("OverflowError", "cannot convert float infinity to integer"))),
        (0xfff0000000000000, Err(("OverflowError", "cannot convert float infinity to integer"))),
        (0x7ff8000000000000, Err(("ValueError", "cannot convert float NaN to integer"))),
    ];
    const PARSE_INT: &[(&str, u32, Expect)] = &[
        ("  12  ", 10, Ok("12")),
        ("-0x1F", 16, Ok("-31")),
        ("0x1F", 0, Ok("31")),
        ("0X1f", 0, Ok("31")),
        ("0o17", 0, Ok("15")),
        ("0O17", 8, Ok("15")),
        ("0b101", 0, Ok("5")),
        ("0B101", 2, Ok("5")),
        ("0b101", 16, Ok("45313")),
        ("1_000", 10, Ok("1000")),
        ("1__000", 10, Err(("ValueError", "invalid literal for int() with base 10: '1__000'"))),
        ("_1", 10, Err(("ValueError", "invalid literal for int() with base 10: '_1'"))),
        ("1_", 10, Err(("ValueError", "invalid literal for int() with base 10: '1_'"))),
        ("abc", 10, Err(("ValueError", "invalid literal for int() with base 10: 'abc'"))),
        ("abc", 16, Ok("2748")),
        ("z", 36, Ok("35")),
        ("Z", 36, Ok("35")),
        ("zz", 35, Err(("ValueError", "invalid literal for int() with base 35: 'zz'"))),
        ("012", 0, Err(("ValueError", "invalid literal for int() with base 0: '012'"))),
        ("000", 0, Ok("0")),
        ("0_0", 0, Ok("0")),
        ("0_7", 0, Err(("ValueError", "invalid literal for int() with base 0: '0_7'"))),
        ("007", 10, Ok("7")),
        ("", 10, Err(("ValueError", "invalid literal for int() with base 10: ''"))),
        ("  ", 10, Err(("ValueError", "invalid literal for int() with base 10: '  '"))),
        ("+", 10, Err(("ValueError", "invalid literal for int() with base 10: '+'"))),
        ("-", 10, Err(("ValueError", "invalid literal for int() with base 10: '-'"))),
        ("+-1", 10, Err(("ValueError", "invalid literal for int() with base 10: '+-1'"))),
        ("- 1", 10, Err(("ValueError", "invalid literal for int() with base 10: '- 1'"))),
        ("+7", 10, Ok("7")),
        ("9223372036854775807", 10, Ok("9223372036854775807")),
        ("9223372036854775808", 10, Ok("9223372036854775808")),
        ("-9223372036854775808", 10, Ok("-9223372036854775808")),
        ("-9223372036854775809", 10, Ok("-9223372036854775809")),
        ("111111111111111111111111111111", 10, Ok("111111111111111111111111111111")),
        ("-9999999999999999999999999999999999999999", 0, Ok("-9999999999999999999999999999999999999999")),
        ("\u{661}\u{662}\u{663}", 10, Ok("123")),
        ("\u{661}\u{662}\u{663}", 16, Ok("291")),
        ("12\u{0}", 10, Err(("ValueError", "invalid literal for int() with base 10: '12\\x00'"))),
        ("1 2", 10, Err(("ValueError", "invalid literal for int() with base 10: '1 2'"))),
        ("0x", 16, Err(("ValueError", "invalid literal for int() with base 16: '0x'"))),
        ("0x", 0, Err(("ValueError", "invalid literal for int() with base 0: '0x'"))),
        ("0x_1f", 16, Ok("31")),
        ("0x_1f", 0, Ok("31")),
        ("0x__1f", 16, Err(("ValueError", "invalid literal for int() with base 16: '0x__1f'"))),
        ("0_x1f", 0, Err(("ValueError", "invalid literal for int() with base 0: '0_x1f'"))),
        ("1", 1, Err(("ValueError", "int() base must be >= 2 and <= 36, or 0"))),
        ("1", 37, Err(("ValueError", "int() base must be >= 2 and <= 36, or 0"))),
        ("10", 2, Ok("2")),
        ("12", 2, Err(("ValueError", "invalid literal for int() with base 2: '12'"))),
        ("\u{a0}12\u{3000}", 10, Ok("12")),
        ("\u{85} 7 \u{9}\u{a}", 10, Ok("7")),
        ("\u{1c}7", 10, Err(("ValueError", "invalid literal for int() with base 10: '\\x1c7'"))),
        ("12\u{e9}", 10, Err(("ValueError", "invalid literal for int() with base 10: '12\u{e9}'"))),
        ("\u{e9}12", 10, Err(("ValueError", "invalid literal for int() with base 10: '\u{e9}12'"))),
        ("ffff_ffff_ffff_ffff_ffff", 16, Ok("1208925819614629174706175")),
        ("-0b1111111111111111111111111111111111111111111111111111111111111111", 0, Ok("-18446744073709551615")),
        ("0o777", 8, Ok("511")),
        ("0o777", 10, Err(("ValueError", "invalid literal for int() with base 10: '0o777'"))),
        ("777", 8, Ok("511")),
        ("8", 8, Err(("ValueError", "invalid literal for int() with base 8: '8'"))),
        ("1e5", 10, Err(("ValueError", "invalid literal for int() with base 10: '1e5'"))),
        ("1.0", 10, Err(("ValueError", "invalid literal for int() with base 10: '1.0'"))),
        ("\u{661}\u{662}", 0, Ok("12")),
        ("0\u{661}", 0, Err(("ValueError", "invalid literal for int() with base 0: '0\u{661}'"))),
        ("\u{660}\u{660}", 0, Ok("0")),
        ("10", 36, Ok("36")),
        ("0x10", 36, Ok("42804")),
        ("0b10", 36, Ok("14292")),
        ("+0x10", 16, Ok("16")),
        ("-0o10", 0, Ok("-8")),
        ("\u{9}-12_3\u{a}", 0, Ok("-123")),
        ("12 ", 0, Ok("12")),
        ("0 ", 0, Ok("0")),
        ("00_0", 0, Ok("0")),
        ("0_", 0, Err(("ValueError", "invalid literal for int() with base 0: '0_'"))),
        ("08", 0, Err(("ValueError", "invalid literal for int() with base 0: '08'"))),
        ("0_8", 0, Err(("ValueError", "invalid literal for int() with base 0: '0_8'"))),
        ("1\u{2007}", 10, Ok("1")),
    ];
    const PARSE_FLOAT: &[(&str, Expect)] = &[
        ("1.5", Ok("1.5")),
        (" -1.5e3 ", Ok("-1500.0")),
        ("inf", Ok("inf")),
        ("-Infinity", Ok("-inf")),
        ("INF", Ok("inf")),
        ("iNfInItY", Ok("inf")),
        ("nan", Ok("nan")),
        ("-nan", Ok("nan")),
        ("NaN", Ok("nan")),
        ("+nan", Ok("nan")),
        ("1e5", Ok("100000.0")),
        (".5", Ok("0.5")),
        ("5.", Ok("5.0")),
        (".", Err(("ValueError", "could not convert string to float: '.'"))),
        ("e5", Err(("ValueError", "could not convert string to float: 'e5'"))),
        ("1e", Err(("ValueError", "could not convert string to float: '1e'"))),
        ("1e+", Err(("ValueError", "could not convert string to float: '1e+'"))),
        ("1e-", Err(("ValueError", "could not convert string to float: '1e-'"))),
        ("1_000.5", Ok("1000.5")),
        ("1__0", Err(("ValueError", "could not convert string to float: '1__0'"))),
        ("_1", Err(("ValueError", "could not convert string to float: '_1'"))),
        ("1_", Err(("ValueError", "could not convert string to float: '1_'"))),
        ("1_.5", Err(("ValueError", "could not convert string to float: '1_.5'"))),
        ("1._5", Err(("ValueError", "could not convert string to float: '1._5'"))),
        ("1e1_0", Ok("10000000000.0")),
        ("1e_5", Err(("ValueError", "could not convert string to float: '1e_5'"))),
        ("1_e5", Err(("ValueError", "could not convert string to float: '1_e5'"))),
        ("abc", Err(("ValueError", "could not convert string to float: 'abc'"))),
        ("", Err(("ValueError", "could not convert string to float: ''"))),
        (" ", Err(("ValueError", "could not convert string to float: ' '"))),
        ("0x10", Err(("ValueError", "could not convert string to float: '0x10'"))),
        ("1e400", Ok("inf")),
        ("-1e-400", Ok("-0.0")),
        ("1e-400", Ok("0.0")),
        ("infinityx", Err(("ValueError", "could not convert string to float: 'infinityx'"))),
        ("infinit", Err(("ValueError", "could not convert string to float: 'infinit'"))),
        ("infi", Err(("ValueError", "could not convert string to float: 'infi'"))),
        ("\u{661}.\u{665}", Ok("1.5")),
        ("1.5\u{0}", Err(("ValueError", "could not convert string to float: '1.5\\x00'"))),
        (" +.5e-3 ", Ok("0.0005")),
        ("+-1", Err(("ValueError", "could not convert string to float: '+-1'"))),
        ("--1", Err(("ValueError", "could not convert string to float: '--1'"))),
        ("1.5.5", Err(("ValueError", "could not convert string to float: '1.5.5'"))),
        ("1e5.5", Err(("ValueError", "could not convert string to float: '1e5.5'"))),
        ("\u{661}\u{662}\u{663}", Ok("123.0")),
        ("\u{a0}1.5\u{2003}", Ok("1.5")),
        ("1,5", Err(("ValueError", "could not convert string to float: '1,5'"))),
        ("0.1", Ok("0.1")),
        ("1.7976931348623157e308", Ok("1.7976931348623157e+308")),
        ("1.7976931348623158e308", Ok("1.7976931348623157e+308")),
        ("1.7976931348623159e308", Ok("inf")),
        ("2.4703282292062328e-324", Ok("5e-324")),
        ("2.4703282292062327e-324", Ok("0.0")),
        ("4.9e-324", Ok("5e-324")),
        ("0.30000000000000004", Ok("0.30000000000000004")),
        ("123456789012345678901234567890", Ok("1.2345678901234568e+29")),
        ("999999999999999999999999999999e-30", Ok("1.0")),
        ("in f", Err(("ValueError", "could not convert string to float: 'in f'"))),
        ("i_nf", Err(("ValueError", "could not convert string to float: 'i_nf'"))),
        ("1_0_0", Ok("100.0")),
        ("- 1", Err(("ValueError", "could not convert string to float: '- 1'"))),
        ("1 .5", Err(("ValueError", "could not convert string to float: '1 .5'"))),
        ("\u{1c}1.0", Err(("ValueError", "could not convert string to float: '\\x1c1.0'"))),
        ("00000.00001", Ok("1e-05")),
        ("-0", Ok("-0.0")),
        ("-0.0", Ok("-0.0")),
        ("+0.0e+00", Ok("0.0")),
        ("1E5", Ok("100000.0")),
        ("1e+05", Ok("100000.0")),
        ("1e0005", Ok("100000.0")),
        ("2.5e-5", Ok("2.5e-05")),
        ("nan(1)", Err(("ValueError", "could not convert string to float: 'nan(1)'"))),
        ("\u{e9}", Err(("ValueError", "could not convert string to float: '\u{e9}'"))),
    ];
    const STR_REPR: &[(&str, &str)] = &[
        ("", "''"),
        ("abc", "'abc'"),
        ("it's", "\"it's\""),
        ("say \"hi\"", "'say \"hi\"'"),
        ("both ' and \"", "'both \\' and \"'"),
        ("back\\slash", "'back\\\\slash'"),
        ("tab\u{9}nl\u{a}ret\u{d}", "'tab\\tnl\\nret\\r'"),
        ("\u{0}\u{7}\u{1f}\u{7f}", "'\\x00\\x07\\x1f\\x7f'"),
        ("\u{80}\u{9f}\u{a0}\u{ad}\u{ff}", "'\\x80\\x9f\\xa0\\xad\u{ff}'"),
        ("\u{e9}\u{4e2d}\u{6587}", "'\u{e9}\u{4e2d}\u{6587}'"),
        ("\u{200b}\u{2028}\u{feff}", "'\\u200b\\u2028\\ufeff'"),
        ("\u{1f600}", "'\u{1f600}'"),
        ("\u{e0001}", "'\\U000e0001'"),
        ("\u{10ffff}", "'\\U0010ffff'"),
        ("\u{d7ff}", "'\\ud7ff'"),
        ("\u{1ffff}", "'\\U0001ffff'"),
        ("'", "\"'\""),
        ("\"", "'\"'"),
        ("'\"", "'\\'\"'"),
        ("\u{b}\u{c}", "'\\x0b\\x0c'"),
        ("\u{378}", "'\\u0378'"),
        ("\u{a0}\u{1680}\u{2000}\u{3000}", "'\\xa0\\u1680\\u2000\\u3000'"),
        ("\u{300}a\u{301}", "'\u{300}a\u{301}'"),
        ("\u{e000}", "'\\ue000'"),
        ("\u{f0000}", "'\\U000f0000'"),
        ("\u{fffd}\u{fffe}\u{ffff}", "'\u{fffd}\\ufffe\\uffff'"),
        ("\u{61c}\u{200e}\u{2066}", "'\\u061c\\u200e\\u2066'"),
        ("a\\'b", "\"a\\\\'b\""),
        ("\\\"", "'\\\\\"'"),
        ("\u{1b}[0m", "'\\x1b[0m'"),
        ("na\u{ef}ve caf\u{e9}", "'na\u{ef}ve caf\u{e9}'"),
        ("\u{3a9}\u{2248}\u{e7}\u{221a}\u{222b}", "'\u{3a9}\u{2248}\u{e7}\u{221a}\u{222b}'"),
        ("\u{e01}\u{e31}", "'\u{e01}\u{e31}'"),
        ("\u{1d400}", "'\u{1d400}'"),
        ("\u{e0100}", "'\u{e0100}'"),
        ("\u{2029}", "'\\u2029'"),
        ("\u{85}", "'\\x85'"),
        ("\u{180e}", "'\\u180e'"),
        ("\u{115f}\u{1160}", "'\u{115f}\u{1160}'"),
    ];
}
