//! `str` and `repr` of scalars: float repr, int digit limits, and string
//! quoting and escaping as CPython 3.11 does it.

use super::*;
use crate::sandbox::paced;

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

pub(super) fn int_to_str_limit_error() -> FormatError {
    value_error(format!(
        "Exceeds the limit ({INT_MAX_STR_DIGITS} digits) for integer string conversion; \
         use sys.set_int_max_str_digits() to increase the limit"
    ))
}

/// Whether |b| has more than 4300 decimal digits; bounds from the bit
/// length settle almost every case without printing the number.
pub(super) fn exceeds_int_str_limit(b: &BigInt) -> bool {
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
pub(super) fn repr_quote(s: &str) -> char {
    if s.contains('\'') && !s.contains('"') {
        '"'
    } else {
        '\''
    }
}

/// The bytes `push_repr_char` writes for `ch`.
fn escaped_len(ch: char, quote: char) -> usize {
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
}

/// `str_repr` of a string of any length, as `repr()` makes it: the quote
/// chosen, the size counted and asked of the heap budget, then the
/// escapes written, each a slice at a time with a look at the limits
/// between slices (`sandbox::paced`).
pub fn str_repr_within_limits(s: &str) -> Result<String, FormatError> {
    let limits = crate::error::Exception::into_pair;
    let (mut single, mut double) = (false, false);
    paced::for_each_slice(s, ESCAPED_SLICE, |piece| {
        single |= piece.contains('\'');
        double |= piece.contains('"');
        Ok(())
    })
    .map_err(limits)?;
    let quote = if single && !double { '"' } else { '\'' };
    let mut len = 2usize;
    paced::for_each_slice(s, ESCAPED_SLICE, |piece| {
        len = piece.chars().map(|ch| escaped_len(ch, quote)).fold(len, usize::saturating_add);
        Ok(())
    })
    .map_err(limits)?;
    let mut out = paced::StrBuilder::with_capacity(len).map_err(limits)?;
    let mut escaped = String::new();
    out.push(quote).map_err(limits)?;
    paced::for_each_slice(s, ESCAPED_SLICE, |piece| {
        escaped.clear();
        for ch in piece.chars() {
            push_repr_char(&mut escaped, ch, quote);
        }
        out.push_str(&escaped)
    })
    .map_err(limits)?;
    out.push(quote).map_err(limits)?;
    Ok(out.finish())
}

/// Characters escaped at a time: at most ten times as many bytes of
/// escapes in hand.
const ESCAPED_SLICE: usize = 64 << 10;

/// Ints wider than this are shown by their width in `scalar_repr_prefix`:
/// the decimal text of a wide int takes time quadratic in its width.
const PREFIX_INT_BITS: u64 = 256;

/// The first `chars` characters of `scalar_repr(s)`, made without the
/// repr of the rest: a listing that shows a wide string takes the time and
/// memory of what it shows. An int too wide to write out cheaply is shown
/// as `<int of N bits>`.
pub fn scalar_repr_prefix(s: &Scalar, chars: usize) -> String {
    match s {
        Scalar::Str(text) => str_repr_prefix(text, chars),
        Scalar::BigInt(b) if b.bits() > PREFIX_INT_BITS => format!("<int of {} bits>", b.bits()),
        other => scalar_str(other).chars().take(chars).collect(),
    }
}

/// The first `chars` characters of `str_repr(s)` (CPython's `%.200R`),
/// without the repr of the rest.
pub(super) fn str_repr_prefix(s: &str, chars: usize) -> String {
    let quote = repr_quote(s);
    let mut out = String::from(quote);
    for ch in s.chars() {
        if out.chars().count() >= chars {
            break;
        }
        push_repr_char(&mut out, ch, quote);
    }
    out.push(quote);
    out.chars().take(chars).collect()
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

pub(super) fn push_repr_char(out: &mut String, ch: char, quote: char) {
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
pub(super) fn is_printable(ch: char) -> bool {
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
pub(super) fn decimal_value(ch: char) -> Option<u32> {
    if ch.is_ascii_digit() {
        return Some(ch as u32 - '0' as u32);
    }
    let code = ch as u32;
    let index = DECIMAL_ZEROS.partition_point(|&zero| zero <= code);
    let zero = *DECIMAL_ZEROS.get(index.checked_sub(1)?)?;
    (code - zero < 10).then_some(code - zero)
}

/// Python's `str.isspace` (U+001C–U+001F are whitespace, as in
/// `str.split` and `str.strip`; `int()` and `float()` callers handle ASCII
/// themselves, following CPython's narrower `Py_ISSPACE` there).
pub fn is_unicode_space(ch: char) -> bool {
    ch.is_whitespace() || ('\u{1c}'..='\u{1f}').contains(&ch)
}
