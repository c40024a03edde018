//! `sorted()` and `list.sort()` with CPython 3.11's comparison sequence:
//! keys computed first, `reverse` by reversing before and after a stable
//! ascending sort, and every comparison of `timsort` a metered `x < y`
//! followed by a truth test.

use crate::error::RtResult;
use crate::eval::Interpreter;
use crate::syntax::ast::CmpOp;
use crate::value::Value;

pub fn sort_values(
    interp: &mut Interpreter,
    items: Vec<Value>,
    key: Option<Value>,
    reverse: bool,
) -> RtResult<Vec<Value>> {
    let key = key.filter(|k| !interp.read_if_none(k));
    // The (key, item) pairs are twice the items (the list's own buffer is
    // still held while they are made).
    crate::sandbox::memory::reserve_items::<(Value, Value)>(items.len())?;
    let mut pairs: Vec<(Value, Value)> = Vec::with_capacity(items.len());
    for item in items {
        let k = match &key {
            Some(f) => interp.call_value(f.clone(), vec![item.clone()], Vec::new())?,
            None => item.clone(),
        };
        pairs.push((k, item));
    }
    if reverse {
        pairs.reverse();
    }
    // A merge copies up to half the list aside.
    crate::sandbox::memory::reserve_items::<(Value, Value)>(pairs.len() / 2)?;
    super::timsort::sort(&mut pairs, &mut |x: &(Value, Value), y: &(Value, Value)| less(interp, &x.0, &y.0))?;
    if reverse {
        pairs.reverse();
    }
    Ok(pairs.into_iter().map(|(_, item)| item).collect())
}

fn less(interp: &mut Interpreter, a: &Value, b: &Value) -> RtResult<bool> {
    // Each comparison is a step: a long sort stops at the limits.
    crate::sandbox::poll()?;
    let r = interp.compare(CmpOp::Lt, a, b)?;
    interp.truth(&r)
}
