//! `int(str)` and `float(str)`: CPython 3.11's accepted syntax (underscores,
//! Unicode digits and spaces, bases) and its error messages.

use super::*;

/// CPython's `_PyUnicode_TransformDecimalAndSpaceToASCII`: non-ASCII
/// spaces become ' ', decimal digits of any script become ASCII digits,
/// and the first other non-ASCII character ends the text as '?'.
pub(super) fn to_ascii_number_text(text: &str) -> Vec<u8> {
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
pub(super) fn is_ascii_space(b: u8) -> bool {
    matches!(b, b' ' | b'\t' | b'\n' | 0x0b | 0x0c | b'\r')
}

/// `int(text, base)`; base 0 means "as a Python literal".
pub fn parse_int(text: &str, base: u32) -> Result<Scalar, FormatError> {
    if base == 1 || base > 36 {
        return Err(value_error("int() base must be >= 2 and <= 36, or 0"));
    }
    // The ASCII text, its digits, num-bigint's digit values and the int
    // (2× only left `int("f" * 2**24, 16)` 16 MiB past the budget).
    room(text.len().saturating_mul(4))?;
    let ascii = to_ascii_number_text(text);
    match parse_int_ascii(&ascii, base) {
        Ok(value) => Ok(value),
        Err(IntParseError::TooLarge) => Err(memory_error()),
        Err(IntParseError::Stopped(e)) => Err(e.into_pair()),
        Err(IntParseError::TooManyDigits(count)) => Err(value_error(format!(
            "Exceeds the limit ({INT_MAX_STR_DIGITS} digits) for integer string conversion: \
             value has {count} digits; use sys.set_int_max_str_digits() to increase the limit"
        ))),
        Err(IntParseError::Invalid) => {
            // CPython shows at most 200 characters of the repr (`%.200R`).
            let shown = str_repr_prefix(text, 200);
            Err(value_error(format!("invalid literal for int() with base {base}: {shown}")))
        }
    }
}

pub(super) enum IntParseError {
    Invalid,
    TooManyDigits(usize),
    /// More bits than any int is allowed (`ops::MAX_INT_BITS`).
    TooLarge,
    /// A limit of the sandbox met while reading a long text.
    Stopped(Box<crate::error::Exception>),
}

pub(super) fn digit_value(b: u8) -> u32 {
    match b {
        b'0'..=b'9' => u32::from(b - b'0'),
        b'a'..=b'z' => u32::from(b - b'a') + 10,
        b'A'..=b'Z' => u32::from(b - b'A') + 10,
        _ => 99,
    }
}

pub(super) fn parse_int_ascii(s: &[u8], base: u32) -> Result<Scalar, IntParseError> {
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
    int_from_digits(&digits, base, negative)
}

/// The base a literal is read in, given the requested base and its first
/// two characters; also whether it must be zero (base 0 with a leading
/// "0" and no prefix: old-style octal is refused unless the value is 0).
pub(super) fn resolve_base(base: u32, first: u8, second: u8) -> (u32, bool) {
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
pub(super) fn scan_digits(s: &[u8], start: usize, base: u32) -> Result<(Vec<u8>, usize), IntParseError> {
    let mut digits = Vec::new();
    let mut pos = start;
    let mut previous = b'_'; // so a leading underscore is refused too
    let mut pacer = crate::sandbox::paced::Pacer::new();
    while pos < s.len() && (digit_value(s[pos]) < base || s[pos] == b'_') {
        pacer.advance(1).map_err(IntParseError::Stopped)?;
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

/// Validated digits (no underscores) to an int, i64 when it fits; no
/// wider than the operators make them.
pub(super) fn int_from_digits(digits: &[u8], base: u32, negative: bool) -> Result<Scalar, IntParseError> {
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
            return Ok(Scalar::Int(v));
        }
    }
    let significant = digits.iter().skip_while(|&&d| d == b'0').count() as u64;
    if significant.saturating_mul(u64::from(base.next_power_of_two().ilog2())) > crate::ops::MAX_INT_BITS + 64 {
        return Err(IntParseError::TooLarge);
    }
    let magnitude = BigInt::parse_bytes(digits, base).unwrap_or_else(BigInt::zero);
    Ok(Scalar::from_bigint(if negative { -magnitude } else { magnitude }))
}

/// `float(text)`.
pub fn parse_float(text: &str) -> Result<f64, FormatError> {
    // The ASCII text and its digits; the repr an error shows, made when
    // asked for.
    room(text.len().saturating_mul(2))?;
    let invalid = || match str_repr_within_limits(text) {
        Ok(repr) => {
            value_error(crate::error::capped_message(format_args!("could not convert string to float: {repr}")))
        }
        Err(stopped) => stopped,
    };
    let ascii = to_ascii_number_text(text);
    let cleaned = remove_float_underscores(&ascii).ok_or_else(invalid)?;
    let start = cleaned.iter().take_while(|&&b| is_ascii_space(b)).count();
    let end = cleaned.len() - cleaned[start..].iter().rev().take_while(|&&b| is_ascii_space(b)).count();
    parse_float_body(&cleaned[start..end]).ok_or_else(invalid)
}

/// Underscores are allowed only between two digits; drop them.
pub(super) fn remove_float_underscores(s: &[u8]) -> Option<Vec<u8>> {
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
pub(super) fn parse_float_body(s: &[u8]) -> Option<f64> {
    let (negative, rest) = match s.first() {
        Some(b'-') => (true, &s[1..]),
        Some(b'+') => (false, &s[1..]),
        _ => (false, s),
    };
    // Compared in place: a lowercase copy of a long text was one more
    // copy the budget did not count.
    let is = |word: &[u8]| rest.eq_ignore_ascii_case(word);
    let special = if is(b"inf") || is(b"infinity") {
        Some(f64::INFINITY)
    } else if is(b"nan") {
        Some(f64::NAN)
    } else {
        None
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
