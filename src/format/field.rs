//! `format(value, spec)`: each type's rendering of a parsed spec, and the
//! number field's padding, sign and digit grouping.

use super::*;

/// The pieces of a formatted number before padding:
/// `<sign><prefix><digits>[.]<remainder>`; only `digits` get grouped.
pub(super) struct NumberParts<'a> {
    pub(super) negative: bool,
    pub(super) prefix: &'a str,
    pub(super) digits: &'a str,
    pub(super) has_decimal: bool,
    pub(super) remainder: &'a str,
}

/// Lay out a number in its field: padding left, after the sign ('='),
/// centred or right; with '0' fill and '=' the zeros are part of the
/// digits and get grouped too (`format(1234, '010,')` is '00,001,234').
pub(super) fn render_number(parts: &NumberParts, spec: &Spec, grouping: Grouping) -> String {
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

pub(super) fn push_fill(out: &mut String, fill: char, count: usize) {
    out.extend(std::iter::repeat_n(fill, count));
}

/// Insert separators between digit groups, left-padding with zeros up to
/// `min_width` characters (separators included), as CPython's
/// `_PyUnicode_InsertThousandsGrouping` does — including its quirk of
/// overshooting the width by one when a separator would lead.
pub(super) fn group_digits(digits: &[u8], min_width: i64, grouping: Grouping) -> String {
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

pub(super) fn format_str(value: &str, text: &str) -> Result<String, FormatError> {
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
pub(super) enum IntRef<'a> {
    Small(i64),
    Big(&'a BigInt),
}

impl IntRef<'_> {
    pub(super) fn is_negative(self) -> bool {
        match self {
            IntRef::Small(i) => i < 0,
            IntRef::Big(b) => b.sign() == num_bigint::Sign::Minus,
        }
    }

    /// |value| in `radix`, lowercase.
    /// The digits of |self| in `radix`, with room asked for `copies` more
    /// texts their size.
    pub(super) fn magnitude_text(self, radix: u32, copies: usize) -> Result<String, FormatError> {
        Ok(match self {
            IntRef::Small(i) => {
                let m = i.unsigned_abs();
                match radix {
                    2 => format!("{m:b}"),
                    8 => format!("{m:o}"),
                    16 => format!("{m:x}"),
                    _ => m.to_string(),
                }
            }
            IntRef::Big(b) => super::radix_digits(b.magnitude(), radix, copies)?,
        })
    }

    /// Correctly rounded conversion, as `float(int)`.
    pub(super) fn to_f64(self) -> Result<f64, FormatError> {
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
pub(super) fn biguint_to_f64(m: &BigUint) -> Option<f64> {
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

pub(super) fn format_int(value: IntRef, text: &str, type_name: &str) -> Result<String, FormatError> {
    let spec = parse_spec(text, type_name, Some('d'), '>')?;
    match spec.kind {
        Some('b' | 'c' | 'd' | 'o' | 'x' | 'X' | 'n') => format_int_digits(value, &spec),
        Some('e' | 'E' | 'f' | 'F' | 'g' | 'G' | '%') => format_float_with(value.to_f64()?, &spec),
        Some(kind) => Err(unknown_code(kind, type_name)),
        // parse_spec defaults the type to 'd' for ints.
        None => format_int_digits(value, &spec),
    }
}

pub(super) fn format_int_digits(value: IntRef, spec: &Spec) -> Result<String, FormatError> {
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
    // `render_number` makes two texts of the digits' size: the grouped
    // digits and the field; grouping adds at most a third.
    let mut digits = value.magnitude_text(radix, 3)?;
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
pub(super) fn format_int_char(value: IntRef, spec: &Spec) -> Result<String, FormatError> {
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

pub(super) fn format_float(x: f64, text: &str) -> Result<String, FormatError> {
    let spec = parse_spec(text, "float", None, '>')?;
    match spec.kind {
        None | Some('e' | 'E' | 'f' | 'F' | 'g' | 'G' | 'n' | '%') => format_float_with(x, &spec),
        Some(kind) => Err(unknown_code(kind, "float")),
    }
}

/// CPython's `format_float_internal`: choose the rendering from the
/// type, render, then lay the result out in its field.
pub(super) fn format_float_with(x: f64, spec: &Spec) -> Result<String, FormatError> {
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
    // The digits, then the field made of them.
    room(style.precision.saturating_mul(2))?;
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
pub(super) fn float_style(spec: &Spec) -> FloatStyle {
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
pub(super) fn split_float_text(body: &str) -> NumberParts<'_> {
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
