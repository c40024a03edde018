//! Methods of the builtin types: list (`append extend pop insert index
//! count copy reverse sort clear remove`), dict (`get keys values items
//! setdefault pop update copy clear`), str
//! (`join split format upper lower strip lstrip rstrip startswith endswith
//! replace find count zfill`) and `random.Random` instances; set methods are
//! `sets`'.

use std::cell::RefCell;
use std::rc::Rc;

use super::core::{plain_str, str_or};
use super::{arity, no_kwargs, RandomFn};
use crate::error::{Exception, RtResult};
use crate::eval::call::Kwargs;
use crate::eval::operators::normalize;
use crate::eval::Interpreter;
use crate::natives::{find_in as find, DictMethod, ListMethod, Method, StrMethod, DICT, LIST, RANDOM, STR};
use crate::sandbox::paced::{self, StrBuilder};

/// Heap a new small str value takes beside its bytes (the value in a list,
/// its shared allocation): what `split` and iterating a string reserve per
/// item before making them.
pub const PER_STR_VALUE: usize = 64;
use crate::value::{Dict, Value};

/// The method `name` of `receiver`; a proxy (`proxy`) has no str methods.
pub fn lookup(receiver: &Value, name: &str, proxy: bool) -> Option<Method> {
    match receiver {
        Value::List(_) => find(LIST, name).map(Method::List),
        Value::Dict(_) => find(DICT, name).map(Method::Dict),
        Value::Set(_) => find(crate::natives::SET, name).map(Method::Set),
        Value::DictKeys(_) | Value::DictItems(_) if name == "isdisjoint" => {
            Some(Method::Set(crate::natives::SetMethod::Isdisjoint))
        }
        Value::Scalar(op) if op.kind() == crate::machine::Kind::Str && !proxy => find(STR, name).map(Method::Str),
        Value::Scalar(op) if matches!(op.kind(), crate::machine::Kind::Int | crate::machine::Kind::Bool) => {
            find(crate::natives::INT, name).map(Method::Int)
        }
        Value::Random(_) => {
            RANDOM.iter().find(|(n, f)| *n == name && *f != RandomFn::Class).map(|(_, f)| Method::Random(*f))
        }
        _ => None,
    }
}

pub fn call(
    interp: &mut Interpreter,
    receiver: Value,
    method: Method,
    args: Vec<Value>,
    kwargs: Kwargs,
) -> RtResult<Value> {
    match (receiver, method) {
        (Value::List(list), Method::List(m)) => list_method(interp, &list, m, args, kwargs),
        (Value::Dict(dict), Method::Dict(m)) => {
            if m != DictMethod::Update {
                no_kwargs(&qualified("dict", Method::Dict(m)), &kwargs)?;
            }
            dict_method(interp, &dict, m, args, kwargs)
        }
        (Value::Set(set), Method::Set(m)) => {
            no_kwargs(&qualified("set", Method::Set(m)), &kwargs)?;
            super::sets::call(interp, &set, m, args)
        }
        (view @ (Value::DictKeys(_) | Value::DictItems(_)), Method::Set(crate::natives::SetMethod::Isdisjoint)) => {
            no_kwargs(&format!("{}.isdisjoint", view.type_name()), &kwargs)?;
            arity("isdisjoint", &args, 1, 1)?;
            let answer = super::views::isdisjoint(interp, &view, &args[0])?;
            Ok(interp.bool_value(answer))
        }
        (receiver @ Value::Scalar(_), Method::Str(m)) => {
            let text = plain_str(interp, &receiver, Method::Str(m).name())?;
            str_method(interp, &text, m, args, kwargs)
        }
        (Value::Random(rng), Method::Random(f)) => super::random::call(interp, &rng, f, args, kwargs),
        (receiver, Method::Int(m)) => {
            no_kwargs(&qualified("int", Method::Int(m)), &kwargs)?;
            super::bits::call(interp, &receiver, m, &args)
        }
        (receiver, m) => Err(Exception::attribute_error(receiver.type_name(), m.name())),
    }
}

/// `str.replace`: how CPython names a method in "takes no keyword
/// arguments" (its arity messages use the bare name).
fn qualified(type_name: &str, m: Method) -> String {
    format!("{type_name}.{}", m.name())
}

fn list_method(
    interp: &mut Interpreter,
    list: &crate::value::ListRef,
    m: ListMethod,
    args: Vec<Value>,
    kwargs: Kwargs,
) -> RtResult<Value> {
    let name = Method::List(m).name();
    if m != ListMethod::Sort {
        no_kwargs(&qualified("list", Method::List(m)), &kwargs)?;
    }
    // What these do depends on the list's length (which item, where, how
    // many comparisons), so they read its header; appending does not.
    if !matches!(m, ListMethod::Append | ListMethod::Extend | ListMethod::Clear) {
        interp.read_header(list.header());
    }
    if matches!(m, ListMethod::Append | ListMethod::Extend | ListMethod::Pop | ListMethod::Insert | ListMethod::Clear) {
        let result = list_method_body(interp, list, m, name, args, kwargs);
        interp.resized(list);
        return result;
    }
    list_method_body(interp, list, m, name, args, kwargs)
}

fn list_method_body(
    interp: &mut Interpreter,
    list: &crate::value::ListRef,
    m: ListMethod,
    name: &'static str,
    args: Vec<Value>,
    kwargs: Kwargs,
) -> RtResult<Value> {
    match m {
        ListMethod::Append => {
            arity(name, &args, 1, 1)?;
            let [item] = take_args(args);
            let item = interp.place(item);
            let mut items = list.borrow_mut();
            crate::sandbox::memory::make_room(&mut items, 1)?;
            items.push(item);
        }
        ListMethod::Extend => {
            arity(name, &args, 1, 1)?;
            let mut items = interp.collect(args[0].clone())?;
            interp.place_all(&mut items)?;
            let mut list = list.borrow_mut();
            crate::sandbox::memory::make_room(&mut list, items.len())?;
            list.extend(items);
        }
        ListMethod::Pop => {
            arity(name, &args, 0, 1)?;
            let i = match args.first() {
                Some(v) => interp.int_arg(v)?,
                None => -1,
            };
            let mut l = list.borrow_mut();
            if l.is_empty() {
                return Err(Exception::index_error("pop from empty list"));
            }
            let n = l.len();
            let i = normalize(i, n).ok_or_else(|| Exception::index_error("pop index out of range"))?;
            // The item's place goes with it: it moves to wherever it is put.
            return Ok(interp.released(l.remove(i)));
        }
        ListMethod::Insert => {
            arity(name, &args, 2, 2)?;
            let i = interp.int_arg(&args[0])?;
            let [_, item] = take_args(args);
            let item = interp.place(item);
            let mut l = list.borrow_mut();
            let n = l.len() as i64;
            let i = if i < 0 { (i + n).max(0) } else { i.min(n) };
            crate::sandbox::memory::make_room(&mut l, 1)?;
            l.insert(i as usize, item);
        }
        ListMethod::Count => {
            arity(name, &args, 1, 1)?;
            let mut count = 0;
            let mut i = 0;
            while let Some(e) = list.borrow().get(i).cloned() {
                if interp.equal(&e, &args[0])? {
                    count += 1;
                }
                i += 1;
            }
            return Ok(interp.int_value(count));
        }
        ListMethod::Index => {
            arity(name, &args, 1, 3)?;
            // `start` and `stop` as slice bounds (negative from the end,
            // clamped); the length is looked at again at each step.
            let len = list.borrow().len() as i64;
            let mut bound = |k: usize, default: i64| -> RtResult<i64> {
                let Some(v) = args.get(k) else { return Ok(default) };
                let b = interp.slice_bound(Some(v.clone()))?.ok_or_else(|| {
                    Exception::type_error("slice indices must be integers or have an __index__ method")
                })?;
                Ok(if b < 0 { (b.saturating_add(len)).max(0) } else { b })
            };
            let (start, stop) = (bound(1, 0)?, bound(2, i64::MAX)?);
            let mut i = start;
            while i < stop {
                let Some(e) = list.borrow().get(i as usize).cloned() else { break };
                if interp.equal(&e, &args[0])? {
                    return Ok(interp.int_value(i));
                }
                i += 1;
            }
            let shown = interp.to_repr(&args[0])?;
            return Err(Exception::value_error(crate::error::capped_message(format_args!("{shown} is not in list"))));
        }
        ListMethod::Copy => {
            arity(name, &args, 0, 0)?;
            crate::sandbox::memory::reserve_items::<Value>(list.borrow().len())?;
            return interp.new_list(list.borrow().clone());
        }
        ListMethod::Reverse => {
            arity(name, &args, 0, 0)?;
            list.borrow_mut().reverse();
        }
        ListMethod::Sort => {
            arity(name, &args, 0, 0)?;
            let [key, reverse] = super::take_kwargs(name, kwargs, ["key", "reverse"])?;
            let reverse = match reverse {
                Some(r) => interp.truth(&r)?,
                None => false,
            };
            // As in CPython, the list is empty while it sorts: what a key
            // function adds to it is dropped, and the sort then fails.
            let items = std::mem::take(&mut *list.borrow_mut());
            let sorted = super::sort::sort_values(interp, items, key, reverse)?;
            let modified = !std::mem::replace(&mut *list.borrow_mut(), sorted).is_empty();
            if modified {
                interp.resized(list);
                return Err(Exception::value_error("list modified during sort"));
            }
        }
        ListMethod::Clear => {
            arity(name, &args, 0, 0)?;
            list.borrow_mut().clear();
        }
        ListMethod::Remove => {
            arity(name, &args, 1, 1)?;
            let mut i = 0;
            loop {
                let Some(e) = list.borrow().get(i).cloned() else { break };
                if interp.equal(&e, &args[0])? {
                    list.borrow_mut().remove(i);
                    interp.resized(list);
                    return Ok(interp.none());
                }
                i += 1;
            }
            return Err(Exception::value_error("list.remove(x): x not in list"));
        }
    }
    Ok(interp.none())
}

fn dict_method(
    interp: &mut Interpreter,
    dict: &Rc<RefCell<Dict>>,
    m: DictMethod,
    args: Vec<Value>,
    kwargs: Kwargs,
) -> RtResult<Value> {
    let name = Method::Dict(m).name();
    match m {
        DictMethod::Get => {
            arity(name, &args, 1, 2)?;
            let found = interp.dict_lookup(&dict.borrow(), &args[0])?;
            Ok(match found {
                Some((_, v)) => v,
                None => args.get(1).cloned().unwrap_or_else(|| interp.none()),
            })
        }
        DictMethod::Keys => Ok(Value::DictKeys(interp.held(dict.clone()))),
        DictMethod::Values => Ok(Value::DictValues(interp.held(dict.clone()))),
        DictMethod::Items => Ok(Value::DictItems(interp.held(dict.clone()))),
        DictMethod::Setdefault => {
            arity(name, &args, 1, 2)?;
            let (hk, found) = interp.dict_find(&dict.borrow(), &args[0])?;
            if let Some((_, v)) = found {
                return Ok(v);
            }
            let default = args.get(1).cloned().unwrap_or_else(|| interp.none());
            let mut entry = [args[0].clone(), default];
            interp.place_all(&mut entry)?;
            let [key, default] = entry;
            dict.borrow_mut().insert(hk, key, default.clone())?;
            interp.resized_table(&mut dict.borrow_mut());
            Ok(default)
        }
        DictMethod::Pop => {
            arity(name, &args, 1, 2)?;
            // `_PyDict_Pop`: an empty dict answers from its length, before
            // the key is hashed.
            let empty = dict.borrow().is_empty();
            let found = if empty {
                interp.read_header(dict.borrow().header);
                None
            } else {
                let (hk, found) = interp.dict_find(&dict.borrow(), &args[0])?;
                found.map(|_| hk)
            };
            match found {
                Some(hk) => {
                    let removed = dict.borrow_mut().remove(&hk)?;
                    interp.resized_table(&mut dict.borrow_mut());
                    // The value's place goes with its entry: it moves.
                    Ok(removed.map(|(_, v)| interp.released(v)).unwrap_or_else(|| interp.none()))
                }
                None => match args.get(1) {
                    Some(d) => Ok(d.clone()),
                    None => Err(Exception::new("KeyError", interp.to_repr(&args[0])?)),
                },
            }
        }
        DictMethod::Update => {
            arity(name, &args, 0, 1)?;
            if let Some(source) = args.into_iter().next() {
                update_from(interp, dict, source)?;
            }
            // Keywords go in after the source, in order, as `dict(...)` puts them.
            for (k, v) in kwargs {
                let key = interp.str_value(&*k);
                interp.dict_set(&mut dict.borrow_mut(), key, v)?;
            }
            Ok(interp.none())
        }
        DictMethod::Copy => {
            let original = crate::eval::tables::snapshot(dict)?;
            let copy = interp.dict_copy(&original)?;
            Ok(interp.new_dict_value(copy))
        }
        DictMethod::Clear => {
            dict.borrow_mut().clear();
            interp.resized_table(&mut dict.borrow_mut());
            Ok(interp.none())
        }
    }
}

/// `d.update(source)`: a dict merges into a snapshot (updating a dict with
/// itself is a no-op), pairs go into the live dict one by one.
fn update_from(interp: &mut Interpreter, dict: &Rc<RefCell<Dict>>, source: Value) -> RtResult<()> {
    match &source {
        Value::Dict(other) if Rc::ptr_eq(other, dict) => interp.read_structure(&[&source]),
        Value::Dict(_) => {
            let mut d = crate::eval::tables::snapshot(dict)?;
            super::core::update_dict(interp, &mut d, source)?;
            *dict.borrow_mut() = d;
        }
        _ => super::core::update_dict_in_place(interp, dict, source)?,
    }
    Ok(())
}

fn str_method(interp: &mut Interpreter, text: &str, m: StrMethod, args: Vec<Value>, kwargs: Kwargs) -> RtResult<Value> {
    let name = Method::Str(m).name();
    if !matches!(m, StrMethod::Format | StrMethod::Split) {
        no_kwargs(&qualified("str", Method::Str(m)), &kwargs)?;
    }
    Ok(match m {
        StrMethod::Join => {
            arity("str.join", &args, 1, 1)?;
            let items = interp.collect_or(args[0].clone(), |_| Exception::type_error("can only join an iterable"))?;
            let mut parts = Vec::with_capacity(items.len());
            for (i, item) in items.iter().enumerate() {
                parts.push(str_or(interp, item, |t| format!("sequence item {i}: expected str instance, {t} found"))?);
            }
            let total =
                parts.iter().map(|p| p.len()).fold(text.len().saturating_mul(parts.len()), usize::saturating_add);
            let mut out = StrBuilder::with_capacity(total)?;
            for (i, part) in parts.iter().enumerate() {
                if i > 0 {
                    out.push_str(text)?;
                }
                out.push_str(part)?;
            }
            interp.str_value(out.finish())
        }
        StrMethod::Split => {
            let [sep, maxsplit] = super::bind(name, args, kwargs, ["sep", "maxsplit"])?;
            let sep = match &sep {
                Some(v) if !interp.read_if_none(v) => Some(v),
                _ => None,
            };
            // CPython converts `maxsplit` before it looks at `sep`'s type.
            let maxsplit = match &maxsplit {
                Some(v) => interp.int_arg(v)?,
                None => -1,
            };
            let sep = match sep {
                Some(v) => Some(str_or(interp, v, |t| format!("must be str or None, not {t}"))?),
                None => None,
            };
            // Each piece becomes a value: count them before making them.
            let most = match &sep {
                Some(s) if !s.is_empty() => paced::count_matches(text, s)? + 1,
                _ => text.len() / 2 + 1,
            };
            let most = if maxsplit < 0 { most } else { most.min(maxsplit as usize + 1) };
            crate::sandbox::memory::reserve(most.saturating_mul(PER_STR_VALUE).saturating_add(text.len()))?;
            let pieces: Vec<Value> = match &sep {
                Some(s) if s.is_empty() => return Err(Exception::value_error("empty separator")),
                Some(s) => split_sep(interp, text, s, maxsplit)?,
                None => split_whitespace(interp, text, maxsplit)?,
            };
            interp.new_list(pieces)?
        }
        StrMethod::Format => {
            let out = str_format(interp, text, &args, &kwargs)?;
            interp.str_value(out)
        }
        // The result is at least as long as the text: ask first.
        StrMethod::Zfill => {
            arity("str.zfill", &args, 1, 1)?;
            let width = interp.int_arg(&args[0])?;
            let len = paced::count_chars(text)?;
            let fill = usize::try_from(width).unwrap_or(0).saturating_sub(len);
            let mut out = StrBuilder::with_capacity(text.len().saturating_add(fill))?;
            // Zeros go after a leading sign, as CPython pads.
            let digits = match text.strip_prefix(['+', '-']) {
                Some(digits) => {
                    out.push_str(&text[..1])?;
                    digits
                }
                None => text,
            };
            out.push_fill('0', fill)?;
            out.push_str(digits)?;
            interp.str_value(out.finish())
        }
        StrMethod::Upper => {
            arity("str.upper", &args, 0, 0)?;
            interp.str_value(paced::change_case(text, str::to_uppercase)?)
        }
        StrMethod::Lower => {
            arity("str.lower", &args, 0, 0)?;
            interp.str_value(paced::change_case(text, str::to_lowercase)?)
        }
        StrMethod::Strip | StrMethod::Lstrip | StrMethod::Rstrip => {
            arity(name, &args, 0, 1)?;
            // A set: stripping is linear whatever the two lengths.
            let chars: Option<std::collections::HashSet<char>> = match args.first() {
                Some(v) if !interp.read_if_none(v) => {
                    let set_text = str_or(interp, v, |_| format!("{name} arg must be None or str"))?;
                    // Paced: a set of 400 million characters took 6 s in
                    // one piece. It holds at most every code point once.
                    let mut set = std::collections::HashSet::new();
                    paced::for_each_slice(&set_text, 1 << 16, |piece| {
                        set.extend(piece.chars());
                        Ok(())
                    })?;
                    Some(set)
                }
                _ => None,
            };
            let strip = |c: char| match &chars {
                Some(set) => set.contains(&c),
                None => crate::format::is_unicode_space(c),
            };
            let mut out: &str = text;
            if m != StrMethod::Rstrip {
                out = &out[paced::span_of(out.chars(), strip)?..];
            }
            if m != StrMethod::Lstrip {
                out = &out[..out.len() - paced::span_of(out.chars().rev(), strip)?];
            }
            interp.str_value(paced::copy_str(out)?)
        }
        StrMethod::Startswith | StrMethod::Endswith => {
            super::arity_parse_tuple(name, &args, 1, 3)?;
            let (start, end) = str_bounds(interp, text, &args[1..])?;
            let at_start = m == StrMethod::Startswith;
            let hit = match &args[0] {
                // CPython tries the tuple's items in order and stops at the
                // first match: an item after it is never looked at, whatever
                // its type.
                Value::Tuple(items) => {
                    let mut hit = false;
                    for v in items.iter() {
                        let p = str_or(interp, v, |t| format!("tuple for {name} must only contain str, not {t}"))?;
                        // Each candidate may be as long as the text: one step each.
                        crate::sandbox::poll()?;
                        if tail_match(text, start, end, &p, at_start)? {
                            hit = true;
                            break;
                        }
                    }
                    hit
                }
                first => {
                    let p =
                        str_or(interp, first, |t| format!("{name} first arg must be str or a tuple of str, not {t}"))?;
                    tail_match(text, start, end, &p, at_start)?
                }
            };
            interp.bool_value(hit)
        }
        StrMethod::Replace => {
            arity(name, &args, 2, 3)?;
            let old = str_or(interp, &args[0], |t| format!("replace() argument 1 must be str, not {t}"))?;
            let new = str_or(interp, &args[1], |t| format!("replace() argument 2 must be str, not {t}"))?;
            let count = match args.get(2) {
                Some(v) => interp.int_arg(v)?,
                None => -1,
            };
            let most = if count < 0 { usize::MAX } else { count as usize };
            interp.str_value(replace(text, &old, &new, most)?)
        }
        StrMethod::Find => {
            super::arity_parse_tuple(name, &args, 1, 3)?;
            // CPython converts the bounds before it looks at the needle's type.
            let (start, end) = str_bounds(interp, text, &args[1..])?;
            let needle = str_or(interp, &args[0], |t| format!("must be str, not {t}"))?;
            let pos = match within(text, start, end, &needle)? {
                Some(hay) => match paced::find(hay, &needle)? {
                    Some(b) => (start + paced::count_chars(&hay[..b])?) as i64,
                    None => -1,
                },
                None => -1,
            };
            interp.int_value(pos)
        }
        StrMethod::Count => {
            super::arity_parse_tuple(name, &args, 1, 3)?;
            // CPython converts the bounds before it looks at the needle's type.
            let (start, end) = str_bounds(interp, text, &args[1..])?;
            let needle = str_or(interp, &args[0], |t| format!("must be str, not {t}"))?;
            let n = match within(text, start, end, &needle)? {
                Some(hay) => paced::count_matches(hay, &needle)?,
                None => 0,
            };
            interp.int_value(n as i64)
        }
    })
}

/// The optional `start` and `end` of `find`, `count`, `startswith` and
/// `endswith`, read as slice bounds and adjusted to the text's length in
/// chars as CPython's `ADJUST_INDICES` does (`end` may stay below `start`).
fn str_bounds(interp: &mut Interpreter, text: &str, bounds: &[Value]) -> RtResult<(usize, usize)> {
    let start = interp.slice_bound(bounds.first().cloned())?;
    let end = interp.slice_bound(bounds.get(1).cloned())?;
    let len = match (start, end) {
        (None, None) => return Ok((0, usize::MAX)),
        _ => paced::count_chars(text)? as i64,
    };
    let (start, end) = (start.unwrap_or(0), end.unwrap_or(len));
    let adjust = |i: i64| if i < 0 { i.saturating_add(len).max(0) } else { i.min(len) };
    // A start past the end stays past it: nothing is found there.
    let start = if start > len { start as usize } else { adjust(start) as usize };
    Ok((start, adjust(end) as usize))
}

/// The chars `start..end` of `text` (`end` may be past its end), if
/// `needle` could fit in them.
fn within<'a>(text: &'a str, start: usize, end: usize, needle: &str) -> RtResult<Option<&'a str>> {
    if (start, end) == (0, usize::MAX) {
        return Ok(Some(text));
    }
    if end < start || end - start < needle.chars().count() {
        return Ok(None);
    }
    let from = char_offset(text, start)?;
    let to = from + char_offset(&text[from..], end - start)?;
    Ok(Some(&text[from..to]))
}

/// The byte offset of char `i` of `text` (its length if `i` is past the
/// end), paced.
fn char_offset(text: &str, i: usize) -> RtResult<usize> {
    let mut pacer = paced::Pacer::new();
    for (n, (at, c)) in text.char_indices().enumerate() {
        if n == i {
            return Ok(at);
        }
        pacer.advance(c.len_utf8())?;
    }
    Ok(text.len())
}

/// CPython's `tailmatch`: whether `text[start:end]` starts (or ends) with `p`.
fn tail_match(text: &str, start: usize, end: usize, p: &str, at_start: bool) -> RtResult<bool> {
    Ok(match within(text, start, end, p)? {
        Some(hay) if at_start => hay.starts_with(p),
        Some(hay) => hay.ends_with(p),
        None => false,
    })
}

/// `text.replace(old, new)` of at most `most` occurrences: the result's
/// size is known before it is made, and asked for first; the search and
/// the copying are paced.
fn replace(text: &str, old: &str, new: &str, most: usize) -> RtResult<String> {
    let hits = paced::count_matches(text, old)?.min(most);
    let grown = new.len().saturating_sub(old.len()).saturating_mul(hits);
    let mut out = StrBuilder::with_capacity(text.len().saturating_add(grown))?;
    if old.is_empty() {
        // Between every two characters, and at both ends.
        let mut rest = text.chars();
        for _ in 0..hits {
            out.push_str(new)?;
            if let Some(c) = rest.next() {
                out.push(c)?;
            }
        }
        out.push_str(rest.as_str())?;
        return Ok(out.finish());
    }
    let mut copied = 0;
    let mut left = most;
    paced::for_each_match(text, old, |at| {
        if left == 0 {
            return Ok(false);
        }
        out.push_str(&text[copied..at])?;
        out.push_str(new)?;
        copied = at + old.len();
        left -= 1;
        Ok(left > 0)
    })?;
    out.push_str(&text[copied..])?;
    Ok(out.finish())
}

/// `text.split(sep)`, each piece a new str value as it is cut (the
/// caller asked the budget for all of them).
fn split_sep(interp: &Interpreter, text: &str, sep: &str, maxsplit: i64) -> RtResult<Vec<Value>> {
    let mut out = Vec::new();
    let mut start = 0;
    let most = usize::try_from(maxsplit).unwrap_or(usize::MAX);
    if most > 0 {
        paced::for_each_match(text, sep, |at| {
            crate::sandbox::memory::make_room(&mut out, 1)?;
            out.push(interp.str_value(&text[start..at]));
            start = at + sep.len();
            Ok(out.len() < most)
        })?;
    }
    crate::sandbox::memory::make_room(&mut out, 1)?;
    out.push(interp.str_value(&text[start..]));
    Ok(out)
}

fn split_whitespace(interp: &Interpreter, text: &str, maxsplit: i64) -> RtResult<Vec<Value>> {
    let mut out = Vec::new();
    let space = crate::format::is_unicode_space;
    let mut rest = &text[paced::span_of(text.chars(), space)?..];
    while !rest.is_empty() {
        crate::sandbox::memory::make_room(&mut out, 1)?;
        if maxsplit >= 0 && out.len() as i64 == maxsplit {
            out.push(interp.str_value(paced::copy_str(rest)?));
            break;
        }
        let end = paced::span_of(rest.chars(), |c| !space(c))?;
        out.push(interp.str_value(paced::copy_str(&rest[..end])?));
        rest = &rest[end..];
        rest = &rest[paced::span_of(rest.chars(), space)?..];
    }
    Ok(out)
}

/// `str.format`: `{}`, `{0}`, `{name}`, `{:spec}`, `{!r}`, `{{`/`}}`.
/// The `[index]` and `.attribute` parts of a `str.format` field name, as
/// CPython's `FieldNameIterator` reads them: an index of digits is an int,
/// any other a str key.
fn field_lookups(interp: &mut Interpreter, mut value: Value, mut rest: &str) -> RtResult<Value> {
    while !rest.is_empty() {
        if let Some(after) = rest.strip_prefix('[') {
            let Some(close) = after.find(']') else {
                return Err(Exception::value_error("Missing ']' in format string"));
            };
            let index = &after[..close];
            if index.is_empty() {
                return Err(Exception::value_error("Empty attribute in format string"));
            }
            let key = match index.parse::<i64>() {
                Ok(i) if index.bytes().all(|b| b.is_ascii_digit()) => interp.int_value(i),
                _ => interp.str_value(index),
            };
            value = interp.get_item(&value, &key)?;
            rest = &after[close + 1..];
        } else if let Some(after) = rest.strip_prefix('.') {
            let end = after.find(['[', '.']).unwrap_or(after.len());
            if end == 0 {
                return Err(Exception::value_error("Empty attribute in format string"));
            }
            value = interp.get_attribute(value, &after[..end])?;
            rest = &after[end..];
        } else {
            return Err(Exception::value_error("Only '.' or '[' may follow ']' in format field specifier"));
        }
    }
    Ok(value)
}

fn str_format(interp: &mut Interpreter, template: &str, args: &[Value], kwargs: &Kwargs) -> RtResult<String> {
    // CPython's recursion depth: a spec's nested fields (`{:>{}}`) are
    // expanded once, a field nested in those is an error.
    format_fields(interp, template, args, kwargs, &mut (0, false), 2)
}

/// Expands the fields of `template`; `numbering` is the next automatic
/// field number and whether one was numbered by hand (never both), shared
/// with the nested fields of the specs.
fn format_fields(
    interp: &mut Interpreter,
    template: &str,
    args: &[Value],
    kwargs: &Kwargs,
    numbering: &mut (usize, bool),
    depth: u32,
) -> RtResult<String> {
    if depth == 0 {
        return Err(Exception::value_error("Max string recursion exceeded"));
    }
    let mut out = StrBuilder::new();
    let mut chars = template.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '{' if chars.peek() == Some(&'{') => {
                chars.next();
                out.push('{')?;
            }
            '}' if chars.peek() == Some(&'}') => {
                chars.next();
                out.push('}')?;
            }
            '{' => {
                let mut field = String::new();
                let mut open = 1;
                for c in chars.by_ref() {
                    match c {
                        '{' => open += 1,
                        '}' => {
                            open -= 1;
                            if open == 0 {
                                break;
                            }
                        }
                        _ => {}
                    }
                    // A field is as long as the template makes it.
                    crate::sandbox::memory::make_room_str(&mut field, c.len_utf8())?;
                    field.push(c);
                }
                if open != 0 {
                    return Err(Exception::value_error("expected '}' before end of string"));
                }
                let (head, spec) = match field.find(':') {
                    Some(i) => (&field[..i], &field[i + 1..]),
                    None => (&field[..], ""),
                };
                let (key, conversion) = match head.find('!') {
                    Some(i) => (&head[..i], head[i + 1..].chars().next()),
                    None => (head, None),
                };
                // `0[1]`, `x[key].attr`: the argument, then its lookups.
                let (key, lookups) = key.split_at(key.find(['[', '.']).unwrap_or(key.len()));
                let numbered = key.is_empty() || key.bytes().all(|b| b.is_ascii_digit());
                if numbered && (if key.is_empty() { numbering.1 } else { numbering.0 > 0 }) {
                    return Err(Exception::value_error(if key.is_empty() {
                        "cannot switch from manual field specification to automatic field numbering"
                    } else {
                        "cannot switch from automatic field numbering to manual field specification"
                    }));
                }
                numbering.1 |= numbered && !key.is_empty();
                let value = if key.is_empty() {
                    let v = args.get(numbering.0).cloned();
                    numbering.0 += 1;
                    v.ok_or_else(|| {
                        Exception::index_error(format!(
                            "Replacement index {} out of range for positional args tuple",
                            numbering.0 - 1
                        ))
                    })?
                } else if let Ok(i) = key.parse::<usize>() {
                    args.get(i).cloned().ok_or_else(|| {
                        Exception::index_error(format!("Replacement index {i} out of range for positional args tuple"))
                    })?
                } else {
                    kwargs.iter().find(|(k, _)| &**k == key).map(|(_, v)| v.clone()).ok_or_else(|| {
                        Exception::new("KeyError", crate::error::capped_message(format_args!("'{key}'")))
                    })?
                };
                let value = field_lookups(interp, value, lookups)?;
                let value = match conversion {
                    Some('r') | Some('a') => {
                        let text = interp.to_repr(&value)?;
                        interp.str_value(text)
                    }
                    Some('s') => {
                        let text = interp.to_str(&value)?;
                        interp.str_value(text)
                    }
                    _ => value,
                };
                let spec = match spec.contains('{') {
                    true => format_fields(interp, spec, args, kwargs, numbering, depth - 1)?,
                    false => {
                        crate::sandbox::memory::reserve(spec.len())?;
                        spec.to_string()
                    }
                };
                let piece = interp.format_value(&value, &spec)?;
                crate::sandbox::poll()?;
                out.push_str(&piece)?;
            }
            '}' => return Err(Exception::value_error("Single '}' encountered in format string")),
            other => out.push(other)?,
        }
    }
    Ok(out.finish())
}

/// The arguments of a call whose arity was checked, by value.
fn take_args<const N: usize>(args: Vec<Value>) -> [Value; N] {
    args.try_into().unwrap_or_else(|_| unreachable!("the arity was checked"))
}
