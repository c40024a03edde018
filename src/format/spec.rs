//! Parsing the format-spec mini-language (`[[fill]align][sign][z][#][0]
//! [width][grouping][.precision][type]`), with CPython 3.11's errors.

use super::*;

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum Grouping {
    None,
    /// ',' every three digits.
    Comma,
    /// '_' every three digits (decimal types).
    Underscore,
    /// '_' every four digits (b, o, x, X).
    UnderscoreFour,
}

impl Grouping {
    pub(super) fn separator(self) -> Option<(u8, i64)> {
        match self {
            Grouping::None => None,
            Grouping::Comma => Some((b',', 3)),
            Grouping::Underscore => Some((b'_', 3)),
            Grouping::UnderscoreFour => Some((b'_', 4)),
        }
    }

    pub(super) fn symbol(self) -> char {
        if self == Grouping::Comma {
            ','
        } else {
            '_'
        }
    }
}

/// A parsed `[[fill]align][sign][z][#][0][width][grouping][.precision][type]`.
#[derive(Clone, Debug)]
pub(super) struct Spec {
    pub(super) fill: char,
    pub(super) align: char,
    /// '+', '-' or ' ' when given.
    pub(super) sign: Option<char>,
    pub(super) no_negative_zero: bool,
    pub(super) alternate: bool,
    /// -1 when not given (CPython's convention, it keeps arithmetic simple).
    pub(super) width: i64,
    pub(super) grouping: Grouping,
    pub(super) precision: Option<i64>,
    pub(super) kind: Option<char>,
}

pub(super) fn is_align(ch: char) -> bool {
    matches!(ch, '<' | '>' | '=' | '^')
}

/// Parse a format spec the way CPython's `parse_internal_render_format_spec`
/// does, including its error messages and their order.
pub(super) fn parse_spec(
    text: &str,
    type_name: &str,
    default_kind: Option<char>,
    default_align: char,
) -> Result<Spec, FormatError> {
    // A spec is as long as the program makes it (a width of many digits).
    room(text.len().saturating_mul(std::mem::size_of::<char>()))?;
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
        return Err(value_error(crate::error::capped_message(format_args!(
            "Invalid format specifier '{text}' for object of type '{type_name}'"
        ))));
    }
    if let Some(&kind) = chars.get(pos) {
        spec.kind = Some(kind);
    }
    check_grouping_kind(&mut spec)?;
    Ok(spec)
}

/// `[[fill]align][sign][z][#][0]`: returns where the width starts.
pub(super) fn parse_flags(chars: &[char], spec: &mut Spec) -> usize {
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
pub(super) fn parse_grouping(chars: &[char], pos: &mut usize, spec: &mut Spec) -> Result<(), FormatError> {
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
pub(super) fn parse_count(chars: &[char], pos: &mut usize) -> Result<Option<i64>, FormatError> {
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
pub(super) fn check_grouping_kind(spec: &mut Spec) -> Result<(), FormatError> {
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
pub(super) fn quoted_code(kind: char) -> String {
    let code = kind as u32;
    if code > 32 && code < 128 {
        format!("'{kind}'")
    } else {
        format!("'\\x{code:x}'")
    }
}

pub(super) fn unknown_code(kind: char, type_name: &str) -> FormatError {
    value_error(format!("Unknown format code {} for object of type '{type_name}'", quoted_code(kind)))
}

pub(super) fn check_width(spec: &Spec) -> Result<(), FormatError> {
    if spec.width > MAX_FIELD {
        return Err(memory_error());
    }
    room((spec.width.max(0) as usize).saturating_mul(spec.fill.len_utf8()))
}
