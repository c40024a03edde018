//! Dict views as sets: `keys()` and `items()` with the operators
//! `& | - ^`, `isdisjoint` and the order comparisons `< <= > >=`, as
//! CPython 3.11's `dictobject.c` runs them (`_PyDictView_Intersect`,
//! `dictviews_or`/`_sub`/`_xor`, `dictitems_xor`, `dictviews_isdisjoint`,
//! `dictview_richcompare`); equality is `eval::operators`' `view_equal`.
//! The results are sets built by `eval::tables`' metered steps.

use crate::error::RtResult;
use crate::eval::tables::{snapshot, Table};
use crate::eval::Interpreter;
use crate::syntax::ast::{BinOp, CmpOp};
use crate::value::{Value, ViewKind};

/// A keys or items view: the operand that makes `&` a view operation.
pub fn is_set_view(value: &Value) -> bool {
    matches!(value, Value::DictKeys(_) | Value::DictItems(_))
}

fn len_of(value: &Value) -> Option<usize> {
    match value {
        Value::Set(d) | Value::DictKeys(d) | Value::DictItems(d) => Some(d.borrow().len()),
        _ => None,
    }
}

/// `a op b` where one operand is a keys or items view; `None` for an
/// operator views do not have.
pub fn binary(interp: &mut Interpreter, op: BinOp, left: &Value, right: &Value) -> RtResult<Option<Value>> {
    interp.read_object_places(&[left, right]);
    let result = match op {
        BinOp::BitAnd => intersect(interp, left, right)?,
        BinOp::BitOr => {
            let result = to_set(interp, left)?;
            interp.set_update(&result, right.clone())?;
            result
        }
        BinOp::Sub => {
            let result = to_set(interp, left)?;
            interp.set_difference_update(&result, right.clone())?;
            result
        }
        BinOp::BitXor => match (left, right) {
            (Value::DictItems(a), Value::DictItems(b)) => items_xor(interp, a, b)?,
            _ => {
                let result = to_set(interp, left)?;
                interp.set_symmetric_difference_update(&result, right.clone())?;
                result
            }
        },
        _ => return Ok(None),
    };
    Ok(Some(Value::Set(interp.held(result))))
}

/// `dictviews_to_set`: a keys view's dict is copied with its stored
/// hashes; any other operand is iterated into a new set.
fn to_set(interp: &mut Interpreter, value: &Value) -> RtResult<Table> {
    match value {
        Value::DictKeys(d) => interp.new_set_from(Some(Value::Dict(d.clone()))),
        other => interp.new_set_from(Some(other.clone())),
    }
}

/// `_PyDictView_Intersect`: with a set at least as large, the set's own
/// intersection with the view; else the smaller operand is iterated and
/// each item looked up in the view (a key hashed for the lookup, and again
/// as it is added).
fn intersect(interp: &mut Interpreter, left: &Value, right: &Value) -> RtResult<Table> {
    let (mut view, mut other) = if is_set_view(left) { (left, right) } else { (right, left) };
    let len_view = len_of(view).unwrap_or(0);
    if let Value::Set(set) = other {
        if len_view <= set.borrow().len() {
            return interp.set_intersection(&set.obj, view.clone());
        }
    }
    if is_set_view(other) && len_of(other).unwrap_or(0) > len_view {
        std::mem::swap(&mut view, &mut other);
    }
    let result = crate::value::new_table(interp.new_set());
    let mut it = interp.make_iter(other.clone())?;
    while let Some(item) = interp.iter_next(&mut it)? {
        if interp.contains(view, &item)? {
            interp.set_add(&mut result.borrow_mut(), item)?;
        }
    }
    Ok(result)
}

/// `dictitems_xor`: the pairs of `b` not equal in a copy of `a` (those
/// equal are deleted from the copy), then the copy's remaining pairs.
fn items_xor(interp: &mut Interpreter, a: &Table, b: &Table) -> RtResult<Table> {
    let original = snapshot(a)?;
    let mut temp = interp.dict_copy(&original)?;
    let result = crate::value::new_table(interp.new_set());
    let other = snapshot(b)?;
    for entry in other.keyed()? {
        let hk = interp.rehash(&entry)?;
        let found = interp.lookup(&temp, &hk, &entry.pair.0)?;
        let to_delete = match found.and_then(|id| temp.entry(id)).map(|e| e.pair.1.clone()) {
            Some(mine) => interp.equal(&mine, &entry.pair.1)?,
            None => false,
        };
        if to_delete {
            interp.table_discard_hashed(&mut temp, &hk, &entry.pair.0)?;
        } else {
            let pair = interp.new_tuple(vec![entry.pair.0.clone(), entry.pair.1.clone()])?;
            interp.set_add(&mut result.borrow_mut(), pair)?;
        }
    }
    let rest = Value::view(interp.held(crate::value::new_table(temp)), ViewKind::Items);
    interp.set_update(&result, rest)?;
    Ok(result)
}

/// `view.isdisjoint(other)`: the smaller of two sized operands is
/// iterated (any other iterable always), each item looked up in the other.
pub fn isdisjoint(interp: &mut Interpreter, view: &Value, other: &Value) -> RtResult<bool> {
    interp.read_object_places(&[view, other]);
    if view.same_object(other) {
        return Ok(len_of(view) == Some(0));
    }
    let (mut container, mut iterated) = (view, other);
    if let (Some(mine), Some(theirs)) = (len_of(view), len_of(other)) {
        if theirs > mine {
            std::mem::swap(&mut container, &mut iterated);
        }
    }
    let mut it = interp.make_iter(iterated.clone())?;
    while let Some(item) = interp.iter_next(&mut it)? {
        if interp.contains(container, &item)? {
            return Ok(false);
        }
    }
    Ok(true)
}

/// `dictview_richcompare` for `< <= > >=` between a view and a set or
/// another view (the reflected form when the set is on the left gives the
/// same steps): the lengths decide, then every item of the side that must
/// be contained is looked up in the other.
pub fn order(interp: &mut Interpreter, op: CmpOp, left: &Value, right: &Value) -> RtResult<bool> {
    interp.read_structure(&[left, right]);
    let (la, lb) = (len_of(left).unwrap_or(0), len_of(right).unwrap_or(0));
    let (sized, inner, outer) = match op {
        CmpOp::Lt => (la < lb, left, right),
        CmpOp::LtE => (la <= lb, left, right),
        CmpOp::Gt => (la > lb, right, left),
        _ => (la >= lb, right, left),
    };
    if !sized {
        return Ok(false);
    }
    let mut it = interp.make_iter(inner.clone())?;
    while let Some(item) = interp.iter_next(&mut it)? {
        if !interp.contains(outer, &item)? {
            return Ok(false);
        }
    }
    Ok(true)
}

/// Whether `a` and `b` are a view and a set or view that `order` compares.
pub fn comparable(a: &Value, b: &Value) -> bool {
    (is_set_view(a) || is_set_view(b)) && len_of(a).is_some() && len_of(b).is_some()
}
