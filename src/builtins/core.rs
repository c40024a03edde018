//! The builtins visible without import: `print len range enumerate zip
//! reversed sorted list tuple dict set int float bool str repr abs min max
//! sum round divmod pow any all isinstance map filter iter next chr ord`.
//! Each reads what CPython's implementation reads (through the machine),
//! in the same order.

use std::cell::RefCell;
use std::rc::Rc;

use num_bigint::BigInt;
use num_integer::Integer;
use num_traits::Zero;

use super::{arity, bind, bound_positional, no_kwargs, take_kwargs, Builtin, Global};
use crate::error::{Exception, RtResult};
use crate::eval::call::Kwargs;
use crate::eval::Interpreter;
use crate::machine::Kind;
use crate::ops;
use crate::scalar::Scalar;
use crate::syntax::ast::{BinOp, CmpOp};
use crate::value::{Dict, Iter, Value};

pub fn call(interp: &mut Interpreter, f: Global, args: Vec<Value>, kwargs: Kwargs) -> RtResult<Value> {
    let name = Builtin::Global(f).name();
    match f {
        Global::Print => print(interp, args, kwargs),
        Global::Len => {
            no_kwargs(name, &kwargs)?;
            arity(name, &args, 1, 1)?;
            let n = length(interp, &args[0])?;
            Ok(interp.int_value(n as i64))
        }
        Global::Range => {
            no_kwargs(name, &kwargs)?;
            range(interp, &args)
        }
        Global::Enumerate => {
            let [iterable, start] = take_kwargs(name, kwargs, ["iterable", "start"])?;
            let mut args = args;
            if let Some(iterable) = iterable {
                if !args.is_empty() {
                    return Err(Exception::type_error(
                        "argument for enumerate() given by name ('iterable') and position (1)",
                    ));
                }
                args.insert(0, iterable);
            }
            arity(name, &args, 1, 2)?;
            let start = match start.or_else(|| args.get(1).cloned()) {
                Some(v) => interp.int_arg(&v)?,
                None => 0,
            };
            let inner = interp.make_iter(args[0].clone())?;
            Ok(interp.new_iterator(Iter::Enumerate { inner: Box::new(inner), count: i128::from(start) }))
        }
        Global::Zip => {
            let [strict] = take_kwargs(name, kwargs, ["strict"])?;
            if let Some(strict) = strict {
                if interp.truth(&strict)? {
                    return Err(crate::eval::expr::unsupported("`zip(..., strict=True)`".to_string()));
                }
            }
            let mut inners = Vec::with_capacity(args.len());
            for a in args {
                inners.push(interp.make_iter(a)?);
            }
            Ok(interp.new_iterator(Iter::Zip(inners)))
        }
        Global::Reversed => {
            no_kwargs(name, &kwargs)?;
            arity(name, &args, 1, 1)?;
            reversed(interp, &args[0])
        }
        Global::Sorted => {
            if args.is_empty() {
                return Err(Exception::type_error("sorted expected 1 argument, got 0"));
            }
            // CPython's message names the list method `sorted` calls.
            let [key, reverse] = take_kwargs("sort", kwargs, ["key", "reverse"])?;
            arity(name, &args, 1, 1)?;
            let items = interp.collect(args[0].clone())?;
            let reverse = match reverse {
                Some(r) => interp.truth(&r)?,
                None => false,
            };
            let sorted = super::sort::sort_values(interp, items, key, reverse)?;
            interp.new_list(sorted)
        }
        Global::List => {
            no_kwargs(name, &kwargs)?;
            arity(name, &args, 0, 1)?;
            match args.into_iter().next() {
                Some(v) => {
                    let items = interp.collect(v)?;
                    interp.new_list(items)
                }
                None => interp.new_list(Vec::new()),
            }
        }
        Global::Tuple => {
            no_kwargs(name, &kwargs)?;
            arity(name, &args, 0, 1)?;
            match args.into_iter().next() {
                Some(Value::Tuple(t)) => Ok(Value::Tuple(t)),
                Some(v) => {
                    let items = interp.collect(v)?;
                    interp.new_tuple(items)
                }
                None => interp.new_tuple(Vec::new()),
            }
        }
        Global::Set => {
            no_kwargs(name, &kwargs)?;
            arity(name, &args, 0, 1)?;
            let set = interp.new_set_from(args.into_iter().next())?;
            Ok(Value::Set(interp.held(set)))
        }
        Global::Dict => dict(interp, args, kwargs),
        Global::Int => int(interp, args, kwargs),
        Global::Float => {
            no_kwargs(name, &kwargs)?;
            arity(name, &args, 0, 1)?;
            let Some(v) = args.first() else { return Ok(float_value(interp, 0.0)) };
            let Value::Scalar(op) = v else {
                return Err(Exception::type_error(format!(
                    "float() argument must be a string or a real number, not '{}'",
                    v.type_name()
                )));
            };
            let site = interp.site;
            let f = interp.machine.escape(site, op, ops::float_call).map_err(Exception::from_pair)?;
            Ok(float_value(interp, f))
        }
        Global::Bool => {
            no_kwargs(name, &kwargs)?;
            arity(name, &args, 0, 1)?;
            let t = match args.first() {
                Some(v) => interp.truth(v)?,
                None => false,
            };
            Ok(interp.bool_value(t))
        }
        Global::Str => {
            let [object, encoding, errors] = bind(name, args, kwargs, ["object", "encoding", "errors"])?;
            if let (Some(v), true) = (&object, encoding.is_some() || errors.is_some()) {
                return Err(str_decoding(interp, v, [("encoding", encoding), ("errors", errors)]));
            }
            let text = match &object {
                Some(v) => interp.to_str(v)?,
                None => String::new(),
            };
            Ok(interp.str_value(text))
        }
        Global::Repr => {
            no_kwargs(name, &kwargs)?;
            arity(name, &args, 1, 1)?;
            let text = interp.to_repr(&args[0])?;
            Ok(interp.str_value(text))
        }
        Global::Abs => {
            no_kwargs(name, &kwargs)?;
            arity(name, &args, 1, 1)?;
            interp.apply_scalar("abs", &args[0], ops::abs)
        }
        Global::Min => min_max(interp, args, kwargs, false),
        Global::Max => min_max(interp, args, kwargs, true),
        Global::Sum => sum(interp, args, kwargs),
        Global::Round => round(interp, args, kwargs),
        Global::Divmod => {
            no_kwargs(name, &kwargs)?;
            arity(name, &args, 2, 2)?;
            let (Value::Scalar(a), Value::Scalar(b)) = (&args[0], &args[1]) else {
                return Err(Exception::type_error(format!(
                    "unsupported operand type(s) for divmod(): '{}' and '{}'",
                    args[0].type_name(),
                    args[1].type_name()
                )));
            };
            let site = interp.site;
            let (q, r) = interp
                .machine
                .apply_pair(site, "divmod", &[a, b], |p| ops::divmod(p[0], p[1]))
                .map_err(Exception::from_pair)?;
            interp.new_tuple(vec![Value::Scalar(q), Value::Scalar(r)])
        }
        Global::Pow => {
            const PARAMS: [&str; 3] = ["base", "exp", "mod"];
            let args = bound_positional(name, bind(name, args, kwargs, PARAMS)?, PARAMS, 2)?;
            match args.get(2).cloned() {
                None => interp.binary(BinOp::Pow, args[0].clone(), args[1].clone()),
                Some(m) => {
                    let (Value::Scalar(a), Value::Scalar(b), Value::Scalar(m)) = (&args[0], &args[1], &m) else {
                        return Err(Exception::type_error("unsupported operand type(s) for pow()"));
                    };
                    // The tracer: a plain base's three-argument pow has no
                    // reflected form, and the proxy's `__pow__` is never asked
                    // (`reference-model.md` §4.1).
                    if !interp.machine.is_proxy(a) && (interp.machine.is_proxy(b) || interp.machine.is_proxy(m)) {
                        return Err(Exception::type_error(format!(
                            "unsupported operand type(s) for ** or pow(): '{}', '{}', '{}'",
                            interp.type_name_of(&args[0]),
                            interp.type_name_of(&args[1]),
                            interp.type_name_of(&args[2])
                        )));
                    }
                    let site = interp.site;
                    let out = interp.machine.apply(site, "pow", &[a, b, m], |p| ops::pow3(p[0], p[1], p[2]));
                    out.map(Value::Scalar).map_err(Exception::from_pair)
                }
            }
        }
        Global::Any | Global::All => {
            no_kwargs(name, &kwargs)?;
            arity(name, &args, 1, 1)?;
            let want = f == Global::Any;
            let mut it = interp.make_iter(args[0].clone())?;
            while let Some(item) = interp.iter_next(&mut it)? {
                if interp.truth(&item)? == want {
                    return Ok(interp.bool_value(want));
                }
            }
            Ok(interp.bool_value(!want))
        }
        Global::Isinstance => {
            no_kwargs(name, &kwargs)?;
            arity(name, &args, 2, 2)?;
            let result = isinstance(interp, &args[0], &args[1])?;
            Ok(interp.bool_value(result))
        }
        Global::Map => {
            no_kwargs(name, &kwargs)?;
            arity(name, &args, 2, usize::MAX)?;
            let mut args = args.into_iter();
            let func = args.next().unwrap_or_else(|| interp.none());
            let mut inners = Vec::new();
            for a in args {
                inners.push(interp.make_iter(a)?);
            }
            // The map object holds its function in a place of its own.
            let func = interp.place(func);
            Ok(interp.new_iterator(Iter::Map { func, inners }))
        }
        Global::Filter => {
            no_kwargs(name, &kwargs)?;
            arity(name, &args, 2, 2)?;
            let inner = interp.make_iter(args[1].clone())?;
            // `filter(None, xs)` tests the items themselves: decided once, here.
            interp.read_if_none(&args[0]);
            let func = interp.place(args[0].clone());
            Ok(interp.new_iterator(Iter::Filter { func, inner: Box::new(inner) }))
        }
        Global::Iter => {
            no_kwargs(name, &kwargs)?;
            if args.len() == 2 {
                return Err(crate::eval::expr::unsupported("`iter(callable, sentinel)`".to_string()));
            }
            arity(name, &args, 1, 1)?;
            match &args[0] {
                Value::Iterator(_) => Ok(args[0].clone()),
                v => {
                    let it = interp.make_iter(v.clone())?;
                    Ok(interp.new_iterator(it))
                }
            }
        }
        Global::Next => {
            no_kwargs(name, &kwargs)?;
            arity(name, &args, 1, 2)?;
            let Value::Iterator(it) = &args[0] else {
                return Err(Exception::type_error(format!(
                    "'{}' object is not an iterator",
                    interp.type_name_of(&args[0])
                )));
            };
            // The iterator is used through its place (`next` reads it).
            interp.read_place(&args[0]);
            let mut it = Iter::Shared(it.obj.clone());
            match interp.iter_next(&mut it)? {
                Some(v) => Ok(v),
                None => args.get(1).cloned().ok_or_else(|| Exception::new("StopIteration", "")),
            }
        }
        Global::Hash => Err(Exception::type_error("hash() is not supported in .dmd")),
        Global::Bin | Global::Hex | Global::Oct => {
            no_kwargs(name, &kwargs)?;
            super::bits::to_base(interp, f, &args)
        }
        Global::Chr => {
            no_kwargs(name, &kwargs)?;
            arity(name, &args, 1, 1)?;
            let code = interp.int_arg(&args[0])?;
            let c = u32::try_from(code)
                .ok()
                .and_then(char::from_u32)
                .ok_or_else(|| Exception::value_error("chr() arg not in range(0x110000)"))?;
            Ok(interp.str_value(&*c.encode_utf8(&mut [0; 4])))
        }
        Global::Ord => {
            no_kwargs(name, &kwargs)?;
            arity(name, &args, 1, 1)?;
            let text = str_or(interp, &args[0], |t| format!("ord() expected string of length 1, but {t} found"))?;
            let mut chars = text.chars();
            match (chars.next(), chars.next()) {
                (Some(c), None) => Ok(interp.int_value(c as i64)),
                _ => Err(Exception::type_error(format!(
                    "ord() expected a character, but string of length {} found",
                    text.chars().count()
                ))),
            }
        }
    }
}

fn float_value(interp: &Interpreter, f: f64) -> Value {
    Value::Scalar(interp.machine.plain(Scalar::Float(f)))
}

/// The text of a string argument or receiver (a read in strict).
pub fn plain_str(interp: &Interpreter, value: &Value, what: &str) -> RtResult<crate::text::Text> {
    str_or(interp, value, |type_name| format!("{what}() argument must be str, not {type_name}"))
}

/// The text of a string argument, or the TypeError `message` makes of the
/// type name CPython would give (`_Tracked` for a proxy).
pub fn str_or(
    interp: &Interpreter,
    value: &Value,
    message: impl FnOnce(&'static str) -> String,
) -> RtResult<crate::text::Text> {
    if let Value::Scalar(op) = value {
        if let Some(text) = interp.machine.read_str(interp.site, op) {
            return Ok(text);
        }
    }
    Err(Exception::type_error(message(interp.type_name_of(value))))
}

fn print(interp: &mut Interpreter, args: Vec<Value>, kwargs: Kwargs) -> RtResult<Value> {
    let [sep, end, _flush, file] = take_kwargs("print", kwargs, ["sep", "end", "flush", "file"])?;
    // No file object exists in .dmd: `file=None` is stdout, anything else
    // has no `write`, as CPython finds.
    if let Some(file) = file {
        if !interp.read_if_none(&file) {
            return Err(Exception::attribute_error(interp.type_name_of(&file), "write"));
        }
    }
    let sep = optional_text(interp, sep, " ", "sep")?;
    let end = optional_text(interp, end, "\n", "end")?;
    // Written piece by piece, as CPython's print does: the line is never
    // held whole (`print(*[s] * 10**4)`).
    for (i, a) in args.iter().enumerate() {
        if i > 0 {
            interp.write(&sep);
        }
        let text = interp.to_str(a)?;
        interp.write(&text);
        crate::sandbox::poll()?;
    }
    interp.write(&end);
    Ok(interp.none())
}

fn optional_text(interp: &mut Interpreter, value: Option<Value>, default: &str, what: &str) -> RtResult<String> {
    match value {
        None => Ok(default.to_string()),
        Some(v @ Value::Scalar(_)) if interp.read_if_none(&v) => Ok(default.to_string()),
        Some(v @ Value::Scalar(_)) if v.scalar_kind() == Some(Kind::Str) => interp.to_str(&v),
        Some(v) => Err(Exception::type_error(format!("{what} must be None or a string, not {}", v.type_name()))),
    }
}

/// `len(value)`: a read of the container's header, or of the string.
pub fn length(interp: &Interpreter, value: &Value) -> RtResult<usize> {
    let n = match value {
        Value::List(l) => l.borrow().len(),
        Value::Tuple(t) => t.len(),
        Value::Dict(d) | Value::Set(d) | Value::DictKeys(d) | Value::DictValues(d) | Value::DictItems(d) => {
            d.borrow().len()
        }
        Value::Range(r) => r.len() as usize,
        Value::Scalar(op) => match interp.machine.read_str(interp.site, op) {
            Some(s) => return crate::sandbox::paced::count_chars(&s),
            None => {
                return Err(Exception::type_error(format!(
                    "object of type '{}' has no len()",
                    interp.type_name_of(value)
                )))
            }
        },
        other => return Err(Exception::type_error(format!("object of type '{}' has no len()", other.type_name()))),
    };
    interp.read_structure(&[value]);
    Ok(n)
}

fn range(interp: &mut Interpreter, args: &[Value]) -> RtResult<Value> {
    arity("range", args, 1, 3)?;
    let mut ints = [0i64; 3];
    for (a, int) in args.iter().zip(&mut ints) {
        if let Value::Scalar(op) = a {
            if op.kind() == Kind::Float && !interp.machine.is_proxy(op) {
                return Err(Exception::type_error("'float' object cannot be interpreted as an integer"));
            }
        }
        *int = interp.int_arg(a).map_err(|e| match e.name {
            // CPython takes any int; .dmd's ranges count in 64 bits.
            "IndexError" => {
                Exception::new("OverflowError", "a range bound past 64 bits (2**63 - 1) is not supported in .dmd")
            }
            _ => e,
        })?;
    }
    let (start, stop, step) = match &ints[..args.len()] {
        [stop] => (0, *stop, 1),
        [start, stop] => (*start, *stop, 1),
        [start, stop, step] => (*start, *stop, *step),
        _ => unreachable!("arity checked"),
    };
    if step == 0 {
        return Err(Exception::value_error("range() arg 3 must not be zero"));
    }
    if !crate::value::RangeObj::fits(start, stop, step) {
        return Err(range_too_long());
    }
    Ok(interp.new_range(start, stop, step))
}

/// CPython's ranges may hold up to any number of items; .dmd's hold up to
/// `2**63 - 1`, and refuse more rather than count them wrong.
pub fn range_too_long() -> Box<Exception> {
    Exception::new("OverflowError", "a range of more than 2**63 - 1 items is not supported in .dmd")
}

/// `reversed(value)`: reads the container's header (or the string) once.
/// A list is walked live, as CPython does; other values are snapshot by
/// one native operation, and the steps then read the iterator's own header.
fn reversed(interp: &mut Interpreter, value: &Value) -> RtResult<Value> {
    if !matches!(value, Value::Scalar(_)) {
        interp.read_structure(&[value]);
    }
    let items = match value {
        Value::List(l) => {
            let next = l.borrow().len().checked_sub(1);
            return Ok(interp.new_iterator(Iter::ReversedList { list: l.obj.clone(), next }));
        }
        Value::Tuple(t) => t.iter().rev().cloned().collect(),
        Value::Range(r) => {
            let n = r.len();
            interp.read_range(r);
            let header = interp.machine.header();
            return Ok(interp.new_iterator(Iter::Range { next: r.get(n - 1), remaining: n, step: -r.step, header }));
        }
        Value::Dict(_) | Value::DictKeys(_) | Value::DictValues(_) | Value::DictItems(_) => {
            let (d, kind) = match (value, value.as_view()) {
                (_, Some((d, kind))) => (d.obj.clone(), kind),
                (Value::Dict(d), None) => (d.obj.clone(), crate::value::ViewKind::Keys),
                _ => unreachable!("a dict or a view"),
            };
            let it = interp.dict_iter(&d, kind, true)?;
            return Ok(interp.new_iterator(it));
        }
        Value::Scalar(op) if value.scalar_kind() == Some(Kind::Str) => {
            let text = str_or(interp, value, |t| format!("'{t}' object is not reversible"))?;
            let chars = interp.char_values(&text, true)?;
            // Each step reads the string, as iterating it forward does.
            let header = crate::machine::Header::of(op.block());
            let items = Rc::new(chars);
            return Ok(interp.new_iterator(Iter::Values {
                items,
                index: 0,
                kind: "reversed",
                header,
                watch: None,
                made: true,
            }));
        }
        other => {
            return Err(Exception::type_error(format!("'{}' object is not reversible", interp.type_name_of(other))))
        }
    };
    let header = interp.machine.header();
    let items = Rc::new(items);
    Ok(interp.new_iterator(Iter::Values { items, index: 0, kind: "reversed", header, watch: None, made: false }))
}

fn dict(interp: &mut Interpreter, args: Vec<Value>, kwargs: Kwargs) -> RtResult<Value> {
    arity("dict", &args, 0, 1)?;
    let mut dict = interp.new_dict();
    if let Some(source) = args.into_iter().next() {
        update_dict(interp, &mut dict, source)?;
    }
    for (k, v) in kwargs {
        let key = interp.str_value(&*k);
        interp.dict_set(&mut dict, key, v)?;
    }
    Ok(interp.new_dict_value(dict))
}

/// `dict.update(source)` / `dict(source)`: a dict merges (`dict_merge`),
/// anything else is an iterable of pairs. (Updating a dict with itself is
/// the caller's no-op.)
pub fn update_dict(interp: &mut Interpreter, dict: &mut Dict, source: Value) -> RtResult<()> {
    if let Value::Dict(d) = &source {
        interp.read_structure(&[&source]);
        let other = crate::eval::tables::snapshot(d)?;
        return interp.dict_merge(dict, &other);
    }
    let mut it = interp.make_iter(source)?;
    let mut index = 0;
    while let Some((k, v)) = next_pair(interp, &mut it, &mut index)? {
        interp.dict_set(dict, k, v)?;
    }
    Ok(())
}

/// `d.update(pairs)` for an iterable of pairs: each pair goes into the
/// live dict as it comes (`PyDict_MergeFromSeq2`), so an iterator over `d`
/// itself sees it grow and stops with a RuntimeError, as in CPython.
pub fn update_dict_in_place(interp: &mut Interpreter, dict: &Rc<RefCell<Dict>>, source: Value) -> RtResult<()> {
    let mut it = interp.make_iter(source)?;
    let mut index = 0;
    while let Some((k, v)) = next_pair(interp, &mut it, &mut index)? {
        // Hashing and probing a key never touch another dict.
        interp.dict_set(&mut dict.borrow_mut(), k, v)?;
    }
    Ok(())
}

/// The next `(key, value)` of an update sequence, element `index`.
fn next_pair(interp: &mut Interpreter, it: &mut Iter, index: &mut usize) -> RtResult<Option<(Value, Value)>> {
    let Some(item) = interp.iter_next(it)? else { return Ok(None) };
    // A pair made for the update (`zip`'s, `items()`'s) moves its items in.
    let pair = match interp.take_items(item) {
        Ok(items) => items,
        Err(item) => interp.collect_or(item, |_| {
            Exception::type_error(format!("cannot convert dictionary update sequence element #{index} to a sequence"))
        })?,
    };
    if pair.len() != 2 {
        return Err(Exception::value_error(format!(
            "dictionary update sequence element #{index} has length {}; 2 is required",
            pair.len()
        )));
    }
    *index += 1;
    let mut pair = pair.into_iter();
    let (k, v) = (pair.next().unwrap_or_else(|| interp.none()), pair.next().unwrap_or_else(|| interp.none()));
    Ok(Some((k, v)))
}

fn int(interp: &mut Interpreter, args: Vec<Value>, kwargs: Kwargs) -> RtResult<Value> {
    let [base_kw] = take_kwargs("int", kwargs, ["base"])?;
    arity("int", &args, 0, 2)?;
    let base = base_kw.or_else(|| args.get(1).cloned());
    let Some(v) = args.first() else { return Ok(interp.int_value(0)) };
    let Value::Scalar(op) = v else {
        return Err(Exception::type_error(format!(
            "int() argument must be a string, a bytes-like object or a real number, not '{}'",
            v.type_name()
        )));
    };
    let site = interp.site;
    if let Some(base) = base {
        let base = interp.int_arg(&base)?;
        if base != 0 && !(2..=36).contains(&base) {
            return Err(Exception::value_error("int() base must be >= 2 and <= 36, or 0"));
        }
        let Some(text) = interp.machine.read_str(site, op) else {
            return Err(Exception::type_error("int() can't convert non-string with explicit base"));
        };
        let r = crate::format::parse_int(&text, base as u32).map_err(Exception::from_pair)?;
        let r = interp.machine.plain(r);
        // Digits of a base that is no power of two take quadratic work.
        if !(base as u64).is_power_of_two() {
            interp.machine.read_work(site, "int", &[op], &r);
        }
        return Ok(Value::Scalar(r));
    }
    let r = interp.machine.escape(site, op, ops::int_call);
    let r = interp.machine.plain(r.map_err(Exception::from_pair)?);
    interp.machine.read_work(site, "int", &[op], &r);
    Ok(Value::Scalar(r))
}

/// `str(object, encoding, errors)` decodes bytes, and .dmd has no bytes:
/// the error CPython gives for any other object (`str(encoding=...)` alone
/// is `''`).
fn str_decoding(interp: &mut Interpreter, object: &Value, named: [(&str, Option<Value>); 2]) -> Box<Exception> {
    for (param, value) in named {
        if let Some(v) = value.filter(|v| v.scalar_kind() != Some(Kind::Str)) {
            return Exception::type_error(format!("str() argument '{param}' must be str, not {}", v.type_name()));
        }
    }
    interp.read_identity_of(&[object]);
    match object.scalar_kind() {
        Some(Kind::Str) => Exception::type_error("decoding str is not supported"),
        _ => Exception::type_error(format!("decoding to str: need a bytes-like object, {} found", object.type_name())),
    }
}

fn min_max(interp: &mut Interpreter, args: Vec<Value>, kwargs: Kwargs, is_max: bool) -> RtResult<Value> {
    let name = if is_max { "max" } else { "min" };
    let [key, default] = take_kwargs(name, kwargs, ["key", "default"])?;
    let key = key.filter(|k| !interp.read_if_none(k));
    if args.is_empty() {
        return Err(Exception::type_error(format!("{name} expected at least 1 argument, got 0")));
    }
    if args.len() > 1 && default.is_some() {
        return Err(Exception::type_error(format!(
            "Cannot specify a default for {name}() with multiple positional arguments"
        )));
    }
    let mut it = if args.len() == 1 {
        interp.make_iter(args[0].clone())?
    } else {
        let header = interp.machine.header();
        Iter::Values { items: Rc::new(args), index: 0, kind: "tuple_iterator", header, watch: None, made: false }
    };
    let op = if is_max { CmpOp::Gt } else { CmpOp::Lt };
    let Some(first) = interp.iter_next(&mut it)? else {
        return default.ok_or_else(|| Exception::value_error(format!("{name}() arg is an empty sequence")));
    };
    let mut best_key = match &key {
        Some(k) => interp.call_value(k.clone(), vec![first.clone()], Vec::new())?,
        None => first.clone(),
    };
    let mut best = first;
    while let Some(item) = interp.iter_next(&mut it)? {
        let item_key = match &key {
            Some(k) => interp.call_value(k.clone(), vec![item.clone()], Vec::new())?,
            None => item.clone(),
        };
        let better = interp.compare(op, &item_key, &best_key)?;
        if interp.truth(&better)? {
            best = item;
            best_key = item_key;
        }
    }
    Ok(best)
}

fn sum(interp: &mut Interpreter, args: Vec<Value>, kwargs: Kwargs) -> RtResult<Value> {
    // The iterable is positional only: CPython says so before the keywords.
    if args.is_empty() {
        return Err(Exception::type_error("sum() takes at least 1 positional argument (0 given)"));
    }
    let [start_kw] = take_kwargs("sum", kwargs, ["start"])?;
    arity("sum", &args, 1, 2)?;
    let mut acc = match start_kw.or_else(|| args.get(1).cloned()) {
        Some(s) => s,
        None => interp.int_value(0),
    };
    // The tracer's proxy is no str (`PyUnicode_Check`): a tracked str
    // start is summed with `+` like any other.
    let proxy = matches!(&acc, Value::Scalar(op) if interp.machine.is_proxy(op));
    if acc.scalar_kind() == Some(Kind::Str) && !proxy {
        return Err(Exception::type_error("sum() can't sum strings [use ''.join(seq) instead]"));
    }
    let mut it = interp.make_iter(args[0].clone())?;
    while let Some(item) = interp.iter_next(&mut it)? {
        acc = interp.binary(BinOp::Add, acc, item)?;
    }
    Ok(acc)
}

fn round(interp: &mut Interpreter, args: Vec<Value>, kwargs: Kwargs) -> RtResult<Value> {
    const PARAMS: [&str; 2] = ["number", "ndigits"];
    let args = bound_positional("round", bind("round", args, kwargs, PARAMS)?, PARAMS, 1)?;
    let ndigits = args.get(1).cloned().filter(|v| !interp.read_if_none(v));
    let Value::Scalar(x) = &args[0] else {
        return Err(Exception::type_error(format!("type {} doesn't define __round__ method", args[0].type_name())));
    };
    let site = interp.site;
    // One instruction reading the value and, when given, the digits.
    let out = match &ndigits {
        None => interp.machine.apply(site, "round", &[x], |p| round_scalar(p[0], None)),
        // The tracer: a plain number's `__round__` converts tracked digits
        // with `__index__`, one read, and returns a plain number.
        Some(Value::Scalar(n)) if interp.machine.is_proxy(n) && !interp.machine.is_proxy(x) => {
            let digits = interp.machine.escape(site, n, ops::index).map_err(Exception::from_pair)?;
            interp.machine.apply(site, "round", &[x], |p| round_scalar(p[0], Some(&Scalar::Int(digits))))
        }
        Some(Value::Scalar(n)) => interp.machine.apply(site, "round", &[x, n], |p| round_scalar(p[0], Some(p[1]))),
        Some(other) => {
            return Err(Exception::type_error(format!(
                "'{}' object cannot be interpreted as an integer",
                other.type_name()
            )))
        }
    };
    out.map(Value::Scalar).map_err(Exception::from_pair)
}

/// Python's `round(x)` / `round(x, n)` on payloads.
fn round_scalar(x: &Scalar, ndigits: Option<&Scalar>) -> Result<Scalar, (&'static str, String)> {
    let n = match ndigits {
        None => None,
        Some(s) => Some(ops::index(s)?),
    };
    match (x, n) {
        (Scalar::Float(f), None) => crate::format::round_float_to_int(*f),
        (Scalar::Float(f), Some(n)) => crate::format::round_float_checked(*f, n).map(Scalar::Float),
        (Scalar::Int(_) | Scalar::BigInt(_) | Scalar::Bool(_), None) => ops::pos(x).and_then(|v| ops::to_int(&v)),
        (Scalar::Int(_) | Scalar::BigInt(_) | Scalar::Bool(_), Some(n)) => {
            let value = x.to_bigint().unwrap_or_default();
            Ok(Scalar::from_bigint(round_int(&value, n)?))
        }
        (other, _) => Err(("TypeError", format!("type {} doesn't define __round__ method", other.type_name()))),
    }
}

/// Rounds an int to `n` decimal digits (n < 0 rounds to tens, hundreds...),
/// half to even.
fn round_int(value: &BigInt, n: i64) -> Result<BigInt, (&'static str, String)> {
    if n >= 0 {
        return Ok(value.clone());
    }
    if ops::work::rounds_to_zero(value.bits(), n.unsigned_abs()) {
        return Ok(BigInt::zero());
    }
    let pow = num_traits::pow(BigInt::from(10), n.unsigned_abs() as usize);
    let (q, r) = ops::polled::div_mod_floor(value, &pow).map_err(|e| (e.name, e.message))?;
    let twice = &r * 2;
    let round_up = twice > pow || (twice == pow && q.is_odd());
    let q = if round_up { q + 1 } else { q };
    Ok(q * pow)
}

/// `isinstance(value, class)`: a value's type is part of what it holds,
/// so the answer reads the value (a scalar's block, an object's header).
/// `isinstance(value, class)`: which type the value has, and which class
/// is asked about, are read (as `is` reads).
fn isinstance(interp: &mut Interpreter, value: &Value, class: &Value) -> RtResult<bool> {
    interp.read_identity_of(&[value, class]);
    isinstance_of(interp, value, class)
}

fn isinstance_of(interp: &mut Interpreter, value: &Value, class: &Value) -> RtResult<bool> {
    match class {
        Value::Tuple(classes) => {
            let _depth = crate::sandbox::enter_within(crate::sandbox::Within::InstanceCheck)?;
            for c in classes.iter() {
                if isinstance_of(interp, value, c)? {
                    return Ok(true);
                }
            }
            Ok(false)
        }
        Value::Builtin(b) if b.is_type() => {
            if let (Builtin::Exception(i), Value::Exception(e)) = (**b, value) {
                return Ok(crate::error::is_exception_subclass(e.name, crate::error::EXCEPTION_NAMES[i as usize]));
            }
            let Builtin::Global(g) = **b else {
                return Ok(matches!((**b, value), (Builtin::Random(_), Value::Random(_))));
            };
            Ok(match value {
                Value::Scalar(op) => match interp.machine.visible_kind(op) {
                    Some(kind) => matches!(
                        (g, kind),
                        (Global::Int, Kind::Int | Kind::Bool)
                            | (Global::Bool, Kind::Bool)
                            | (Global::Float, Kind::Float)
                            | (Global::Str, Kind::Str)
                    ),
                    None => false,
                },
                Value::List(_) => g == Global::List,
                Value::Tuple(_) => g == Global::Tuple,
                Value::Dict(_) => g == Global::Dict,
                Value::Set(_) => g == Global::Set,
                Value::Range(_) => g == Global::Range,
                _ => false,
            })
        }
        other => Err(Exception::type_error(format!(
            "isinstance() arg 2 must be a type, a tuple of types, or a union, not {}",
            other.type_name()
        ))),
    }
}
