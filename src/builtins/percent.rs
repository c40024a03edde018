//! `str % args`: printf-style formatting as CPython 3.11's
//! `PyUnicode_Format` does it — `%[(key)][flags][width][.precision]type`
//! with types `d i u o x X e E f F g G c s r a %`, `*` widths, a tuple of
//! arguments, one argument, or a mapping for `%(key)s`.
//!
//! Every piece is written straight into the result, its padding too, each
//! growth asked of the heap budget first (`sandbox::paced::StrBuilder`): a
//! width of billions is a `MemoryError` before anything is allocated.
//!
//! Reads: each numeric conversion reads its argument once (`__int__`,
//! `__index__` or `__float__` for the tracer); `%s` and `%r` are text
//! conversions (free for a tracked value under the reference model, as
//! `str()` is; read under strict, as every formatting is).

use num_bigint::BigInt;

use super::core::plain_str;
use crate::error::{Exception, RtResult};
use crate::eval::Interpreter;
use crate::format;
use crate::sandbox::paced::{self, StrBuilder};
use crate::scalar::Scalar;
use crate::value::Value;

#[derive(Default)]
struct Spec {
    left: bool,
    sign: bool,
    space: bool,
    alternate: bool,
    zero: bool,
    width: usize,
    precision: Option<usize>,
}

/// The positional arguments and the next one to take.
struct Args {
    items: Vec<Value>,
    next: usize,
}

impl Args {
    fn next(&mut self) -> RtResult<Value> {
        let item = self.items.get(self.next).cloned();
        self.next += 1;
        item.ok_or_else(|| Exception::type_error("not enough arguments for format string"))
    }
}

pub fn format(interp: &mut Interpreter, template: &str, args: Value) -> RtResult<String> {
    let is_mapping = matches!(args, Value::Dict(_));
    let mut source = match &args {
        Value::Tuple(items) => Args { items: crate::sandbox::paced::cloned(items)?, next: 0 },
        _ => Args { items: vec![args.clone()], next: 0 },
    };
    // Four bytes a character of a template as long as the program makes it.
    let chars = crate::sandbox::memory::collect_exact(crate::sandbox::paced::count_chars(template)?, template.chars())?;
    let mut out = StrBuilder::new();
    let mut i = 0;
    let mut used_mapping = false;
    while i < chars.len() {
        crate::sandbox::poll()?;
        if chars[i] != '%' {
            out.push(chars[i])?;
            i += 1;
            continue;
        }
        let start = i;
        i += 1;
        let mut arg_source = None;
        if chars.get(i) == Some(&'(') {
            let close = chars[i..].iter().position(|&c| c == ')').map(|p| i + p);
            let close = close.ok_or_else(|| Exception::value_error("incomplete format key"))?;
            crate::sandbox::memory::reserve_items::<char>(close - i)?;
            let key: String = chars[i + 1..close].iter().collect();
            if !is_mapping {
                return Err(Exception::type_error("format requires a mapping"));
            }
            let key = interp.str_value(key);
            arg_source = Some(interp.get_item(&args, &key)?);
            used_mapping = true;
            i = close + 1;
        }
        let mut spec = Spec::default();
        while let Some(&c) = chars.get(i) {
            match c {
                '-' => spec.left = true,
                '+' => spec.sign = true,
                ' ' => spec.space = true,
                '#' => spec.alternate = true,
                '0' => spec.zero = true,
                _ => break,
            }
            i += 1;
        }
        spec.width = number(interp, &chars, &mut i, &mut source, &mut spec.left)?.unwrap_or(0);
        if chars.get(i) == Some(&'.') {
            i += 1;
            let mut ignored = false;
            spec.precision = Some(number(interp, &chars, &mut i, &mut source, &mut ignored)?.unwrap_or(0));
        }
        // Length modifiers are accepted and ignored, as in CPython.
        while matches!(chars.get(i), Some('h' | 'l' | 'L')) {
            i += 1;
        }
        let Some(&kind) = chars.get(i) else {
            return Err(Exception::value_error("incomplete format"));
        };
        i += 1;
        if kind == '%' && i == start + 2 {
            out.push('%')?;
            continue;
        }
        let arg = match arg_source.take() {
            Some(arg) => arg,
            None => source.next()?,
        };
        convert(interp, kind, &spec, &arg, i - 1)?.write(&mut out, &spec)?;
    }
    // A mapping argument may go unused; any other must all be taken.
    if source.next < source.items.len() && !(is_mapping && (used_mapping || source.next == 0)) {
        return Err(Exception::type_error("not all arguments converted during string formatting"));
    }
    Ok(out.finish())
}

/// A width or precision: digits, or `*` taking the next argument (a
/// negative `*` width means left-justified).
fn number(
    interp: &mut Interpreter,
    chars: &[char],
    i: &mut usize,
    source: &mut Args,
    left: &mut bool,
) -> RtResult<Option<usize>> {
    if chars.get(*i) == Some(&'*') {
        *i += 1;
        let arg = source.next()?;
        let n = match &arg {
            // The tracer's proxy is no int (`PyLong_Check`), whatever it holds.
            Value::Scalar(op)
                if matches!(op.kind(), crate::machine::Kind::Int | crate::machine::Kind::Bool)
                    && !interp.machine.is_proxy(op) =>
            {
                interp.int_arg(&arg)?
            }
            _ => return Err(Exception::type_error("* wants int")),
        };
        if n < 0 {
            *left = true;
        }
        return Ok(Some(n.unsigned_abs() as usize));
    }
    let digits: String = chars[*i..].iter().take_while(|c| c.is_ascii_digit()).collect();
    *i += digits.len();
    if digits.is_empty() {
        return Ok(None);
    }
    digits.parse().map(Some).map_err(|_| Exception::value_error("width too big"))
}

/// A converted argument before its width's padding: a number's sign,
/// prefix and the zeros its precision asks for, then its text.
struct Field {
    sign: &'static str,
    prefix: &'static str,
    zeros: usize,
    body: String,
    /// Whether the `0` flag pads it with zeros (numbers) or is ignored.
    numeric: bool,
}

impl Field {
    fn text(body: String) -> Field {
        Field { sign: "", prefix: "", zeros: 0, body, numeric: false }
    }

    /// Writes the field padded to `spec.width`: spaces on the left, or on
    /// the right with `-`, or zeros between a number's sign and prefix
    /// and its digits with `0`. The whole field's room is asked for first.
    fn write(self, out: &mut StrBuilder, spec: &Spec) -> RtResult<()> {
        let chars = self.sign.len() + self.prefix.len() + self.zeros + paced::count_chars(&self.body)?;
        let fill = spec.width.saturating_sub(chars);
        let bytes = self.sign.len() + self.prefix.len() + self.zeros + self.body.len();
        out.make_room(bytes.saturating_add(fill))?;
        let zero_fill = self.numeric && spec.zero && !spec.left;
        if !spec.left && !zero_fill {
            out.push_fill(' ', fill)?;
        }
        out.push_str(self.sign)?;
        out.push_str(self.prefix)?;
        out.push_fill('0', if zero_fill { fill + self.zeros } else { self.zeros })?;
        out.push_str(&self.body)?;
        if spec.left {
            out.push_fill(' ', fill)?;
        }
        Ok(())
    }
}

fn convert(interp: &mut Interpreter, kind: char, spec: &Spec, arg: &Value, at: usize) -> RtResult<Field> {
    match kind {
        's' | 'r' | 'a' => {
            let mut text = match kind {
                's' => interp.to_str(arg)?,
                'r' => interp.to_repr(arg)?,
                _ => ascii(&interp.to_repr(arg)?),
            };
            if let Some((cut, _)) = spec.precision.and_then(|p| text.char_indices().nth(p)) {
                text.truncate(cut);
            }
            Ok(Field::text(text))
        }
        'c' => {
            let c = match arg {
                // The tracer's proxy is no str: CPython takes its `__index__`,
                // which a str refuses.
                Value::Scalar(op) if op.kind() == crate::machine::Kind::Str && !interp.machine.is_proxy(op) => {
                    let s = plain_str(interp, arg, "%c")?;
                    let mut it = s.chars();
                    match (it.next(), it.next()) {
                        (Some(c), None) => c,
                        _ => return Err(Exception::type_error("%c requires int or char")),
                    }
                }
                Value::Scalar(op) if matches!(op.kind(), crate::machine::Kind::Int | crate::machine::Kind::Bool) => {
                    let code = interp.int_arg(arg)?;
                    u32::try_from(code)
                        .ok()
                        .and_then(char::from_u32)
                        .ok_or_else(|| Exception::new("OverflowError", "%c arg not in range(0x110000)"))?
                }
                _ => return Err(Exception::type_error("%c requires int or char")),
            };
            Ok(Field::text(c.to_string()))
        }
        'd' | 'i' | 'u' | 'o' | 'x' | 'X' => int_conversion(interp, kind, spec, arg),
        'e' | 'E' | 'f' | 'F' | 'g' | 'G' => float_conversion(interp, kind, spec, arg),
        other => Err(Exception::value_error(format!(
            "unsupported format character '{other}' ({:#x}) at index {}",
            other as u32, at
        ))),
    }
}

fn int_conversion(interp: &mut Interpreter, kind: char, spec: &Spec, arg: &Value) -> RtResult<Field> {
    let Value::Scalar(op) = arg else {
        return Err(Exception::type_error(not_a_number(kind, arg.type_name())));
    };
    let site = interp.site;
    let integral = matches!(kind, 'o' | 'x' | 'X');
    let proxy = interp.machine.is_proxy(op);
    let n = interp.machine.escape(site, op, |s| -> Result<BigInt, (&'static str, String)> {
        if proxy {
            return proxy_int(kind, s);
        }
        match s {
            Scalar::Bool(b) => Ok(BigInt::from(*b as i64)),
            Scalar::Int(i) => Ok(BigInt::from(*i)),
            Scalar::BigInt(b) => Ok((**b).clone()),
            Scalar::Float(f) if !integral => match crate::ops::float_to_int(*f)? {
                Scalar::BigInt(b) => Ok((*b).clone()),
                Scalar::Int(i) => Ok(BigInt::from(i)),
                _ => Ok(BigInt::from(0)),
            },
            other => Err(("TypeError", not_a_number(kind, other.type_name()))),
        }
    });
    let n = n.map_err(Exception::from_pair)?;
    if !integral {
        interp.machine.decimal_work(site, op);
    }
    let (radix, prefix) = match kind {
        'o' => (8, "0o"),
        'x' => (16, "0x"),
        'X' => (16, "0X"),
        _ => (10, ""),
    };
    if radix == 10 {
        crate::format::check_decimal_digits(&n).map_err(Exception::from_pair)?;
    }
    // The field is made of the digits, padded: one more text their size.
    let mut digits = crate::format::radix_digits(n.magnitude(), radix, 1).map_err(Exception::from_pair)?;
    if kind == 'X' {
        digits.make_ascii_uppercase();
    }
    let zeros = spec.precision.unwrap_or(0).saturating_sub(digits.len());
    let sign = sign_of(n.sign() == num_bigint::Sign::Minus, spec);
    let prefix = if spec.alternate { prefix } else { "" };
    Ok(Field { sign, prefix, zeros, body: digits, numeric: true })
}

fn float_conversion(interp: &mut Interpreter, kind: char, spec: &Spec, arg: &Value) -> RtResult<Field> {
    let Value::Scalar(op) = arg else {
        return Err(Exception::type_error(format!("must be real number, not {}", arg.type_name())));
    };
    let site = interp.site;
    let proxy = interp.machine.is_proxy(op);
    let x = interp.machine.escape(site, op, |s| super::math::dunder_float(s, proxy)).map_err(Exception::from_pair)?;
    let precision = spec.precision.unwrap_or(6);
    crate::sandbox::memory::reserve(precision)?;
    let mut body_spec = String::new();
    if spec.alternate {
        body_spec.push('#');
    }
    body_spec.push_str(&format!(".{precision}{kind}"));
    let body = format::format_scalar(&Scalar::Float(x.abs()), &body_spec).map_err(Exception::from_pair)?;
    let negative = x.is_sign_negative() && !x.is_nan();
    Ok(Field { sign: sign_of(negative, spec), prefix: "", zeros: 0, body, numeric: true })
}

/// The int `mainformatlong` takes of the tracer's proxy, which is no int:
/// `__index__` for `o x X`, `__int__` (`int(self.val)`: a str is parsed)
/// for `d i u`; a TypeError on the way is reported as the proxy's own.
fn proxy_int(kind: char, value: &Scalar) -> Result<BigInt, (&'static str, String)> {
    let int = if matches!(kind, 'o' | 'x' | 'X') {
        crate::ops::index_big(value)
    } else {
        crate::ops::int_call(value).and_then(|n| crate::ops::index_big(&n))
    };
    match int {
        Err(("TypeError", _)) => Err(("TypeError", not_a_number(kind, "_Tracked"))),
        other => other,
    }
}

fn sign_of(negative: bool, spec: &Spec) -> &'static str {
    if negative {
        "-"
    } else if spec.sign {
        "+"
    } else if spec.space {
        " "
    } else {
        ""
    }
}

fn not_a_number(kind: char, type_name: &str) -> String {
    if matches!(kind, 'o' | 'x' | 'X') {
        format!("%{kind} format: an integer is required, not {type_name}")
    } else {
        format!("%{kind} format: a real number is required, not {type_name}")
    }
}

/// `ascii()`: `repr` with non-ASCII characters escaped.
fn ascii(repr: &str) -> String {
    let mut out = String::with_capacity(repr.len());
    for c in repr.chars() {
        match c as u32 {
            0..=0x7f => out.push(c),
            n @ 0x80..=0xff => out.push_str(&format!("\\x{n:02x}")),
            n @ 0x100..=0xffff => out.push_str(&format!("\\u{n:04x}")),
            n => out.push_str(&format!("\\U{n:08x}")),
        }
    }
    out
}
