//! Set methods (`add discard remove pop clear copy update union
//! intersection difference symmetric_difference` and their `_update`
//! forms, `issubset issuperset isdisjoint`) and the set operators `| & - ^`
//! with their in-place forms, as CPython 3.11's `setobject.c` runs them;
//! the metered steps are `eval::tables`'.

use std::rc::Rc;

use super::{arity, Method};
use crate::error::{Exception, RtResult};
use crate::eval::tables::{snapshot, Table};
use crate::eval::Interpreter;
use crate::natives::SetMethod;
use crate::syntax::ast::BinOp;
use crate::value::Value;

pub fn call(interp: &mut Interpreter, set: &Table, m: SetMethod, args: Vec<Value>) -> RtResult<Value> {
    use SetMethod::*;
    let name = Method::Set(m).name();
    match m {
        Add
        | Discard
        | Remove
        | SymmetricDifference
        | SymmetricDifferenceUpdate
        | Issubset
        | Issuperset
        | Isdisjoint => arity(name, &args, 1, 1)?,
        Pop | Clear | Copy => arity(name, &args, 0, 0)?,
        Update | Union | Intersection | IntersectionUpdate | Difference | DifferenceUpdate => {}
    }
    // The arguments that are objects are used through their places.
    interp.read_object_places(&args.iter().collect::<Vec<_>>());
    let none = interp.none();
    // Present whenever the arity above asked for one argument.
    let first = args.first().cloned().unwrap_or_else(|| none.clone());
    // A subset or disjointness answer between two sets reveals their sizes
    // (a longer set is never a subset; a set disjoint from itself is
    // empty): both headers are read first, as the operators read them.
    if matches!(m, Issubset | Issuperset | Isdisjoint) && matches!(first, Value::Set(_)) {
        interp.read_structure(&[&Value::inner_set(set.clone()), &first]);
    }
    Ok(match m {
        Add => {
            interp.set_add(&mut set.borrow_mut(), first.clone())?;
            none
        }
        Discard | Remove => {
            let item = first.clone();
            let hk = interp.hash_key(&item)?;
            let removed = interp.table_discard_hashed(&mut set.borrow_mut(), &hk, &item)?;
            if !removed && m == Remove {
                return Err(Exception::new("KeyError", interp.to_repr(&item)?));
            }
            none
        }
        Pop => {
            let mut s = set.borrow_mut();
            // Which key comes out, and whether one does, is the set's data:
            // the header is read as the length changes.
            let key = s.pop_set()?.ok_or_else(|| Exception::new("KeyError", "'pop from an empty set'"))?;
            interp.resized_table(&mut s);
            // The key's place goes with it: it moves.
            interp.released(key)
        }
        Clear => {
            let mut s = set.borrow_mut();
            s.clear();
            interp.resized_table(&mut s);
            none
        }
        Copy => {
            let copy = interp.new_set_from(Some(Value::inner_set(set.clone())))?;
            Value::Set(interp.held(copy))
        }
        Update => {
            for other in args {
                interp.set_update(set, other)?;
            }
            none
        }
        Union => {
            let result = interp.new_set_from(Some(Value::inner_set(set.clone())))?;
            for other in args {
                if !matches!(&other, Value::Set(o) if Rc::ptr_eq(o, set)) {
                    interp.set_update(&result, other)?;
                }
            }
            Value::Set(interp.held(result))
        }
        Intersection => {
            let result = intersection_multi(interp, set, args)?;
            Value::Set(interp.held(result))
        }
        IntersectionUpdate => {
            let result = intersection_multi(interp, set, args)?;
            let mut s = set.borrow_mut();
            s.swap_contents(&mut result.borrow_mut());
            interp.resized_table(&mut s);
            none
        }
        Difference => {
            let mut others = args.into_iter();
            let Some(first) = others.next() else {
                let copy = interp.new_set_from(Some(Value::inner_set(set.clone())))?;
                return Ok(Value::Set(interp.held(copy)));
            };
            let result = interp.set_difference(set, first)?;
            for other in others {
                interp.set_difference_update(&result, other)?;
            }
            Value::Set(interp.held(result))
        }
        DifferenceUpdate => {
            for other in args {
                interp.set_difference_update(set, other)?;
            }
            none
        }
        SymmetricDifference => {
            let result = interp.set_symmetric_difference(set, first.clone())?;
            Value::Set(interp.held(result))
        }
        SymmetricDifferenceUpdate => {
            interp.set_symmetric_difference_update(set, first.clone())?;
            none
        }
        Issubset => {
            let other = as_set(interp, first.clone())?;
            let (a, b) = (snapshot(set)?, snapshot(&other)?);
            let answer = interp.set_is_subset(&a, &b)?;
            interp.bool_value(answer)
        }
        Issuperset => {
            let answer = is_superset(interp, set, first.clone())?;
            interp.bool_value(answer)
        }
        Isdisjoint => {
            let answer = interp.set_is_disjoint(set, first.clone())?;
            interp.bool_value(answer)
        }
    })
}

/// `set_intersection_multi`: a copy with no arguments, else the running
/// intersection with each argument in turn.
fn intersection_multi(interp: &mut Interpreter, set: &Table, others: Vec<Value>) -> RtResult<Table> {
    if others.is_empty() {
        return interp.new_set_from(Some(Value::inner_set(set.clone())));
    }
    let mut result = set.clone();
    for other in others {
        result = interp.set_intersection(&result, other)?;
    }
    Ok(result)
}

/// A set argument as is; any other iterable made into a new set.
fn as_set(interp: &mut Interpreter, value: Value) -> RtResult<Table> {
    match value {
        Value::Set(s) => Ok(s.obj),
        other => interp.new_set_from(Some(other)),
    }
}

/// `set_issuperset`: a set argument is a subset test the other way round;
/// another iterable's items are hashed and looked up until one is missing.
fn is_superset(interp: &mut Interpreter, set: &Table, other: Value) -> RtResult<bool> {
    if let Value::Set(o) = &other {
        let (a, b) = (snapshot(o)?, snapshot(set)?);
        return interp.set_is_subset(&a, &b);
    }
    let mut it = interp.make_iter(other)?;
    while let Some(item) = interp.iter_next(&mut it)? {
        let table = snapshot(set)?;
        if interp.dict_lookup(&table, &item)?.is_none() {
            return Ok(false);
        }
    }
    Ok(true)
}

/// `a | b`, `a & b`, `a - b`, `a ^ b` on two sets; `None` for any other
/// operator.
pub fn binary(interp: &mut Interpreter, op: BinOp, a: &Table, b: &Table) -> RtResult<Option<Value>> {
    let other = Value::inner_set(b.clone());
    let result = match op {
        BinOp::BitOr => {
            let result = interp.new_set_from(Some(Value::inner_set(a.clone())))?;
            if !Rc::ptr_eq(a, b) {
                interp.set_update(&result, other)?;
            }
            result
        }
        BinOp::BitAnd => interp.set_intersection(a, other)?,
        BinOp::Sub => interp.set_difference(a, other)?,
        BinOp::BitXor => interp.set_symmetric_difference(a, other)?,
        _ => return Ok(None),
    };
    Ok(Some(Value::Set(interp.held(result))))
}

/// `a |= b`, `a &= b`, `a -= b`, `a ^= b` on two sets: `a` changes in place;
/// `false` for any other operator.
pub fn in_place(interp: &mut Interpreter, op: BinOp, a: &Table, b: &Table) -> RtResult<bool> {
    let other = Value::inner_set(b.clone());
    match op {
        BinOp::BitOr => interp.set_update(a, other)?,
        BinOp::BitAnd => {
            let result = interp.set_intersection(a, other)?;
            let mut s = a.borrow_mut();
            s.swap_contents(&mut result.borrow_mut());
            interp.resized_table(&mut s);
        }
        BinOp::Sub => interp.set_difference_update(a, other)?,
        BinOp::BitXor => interp.set_symmetric_difference_update(a, other)?,
        _ => return Ok(false),
    }
    Ok(true)
}

/// `a < b`, `a <= b`, `a > b`, `a >= b` between sets: subset tests.
pub fn order(interp: &mut Interpreter, op: crate::syntax::ast::CmpOp, a: &Table, b: &Table) -> RtResult<bool> {
    use crate::syntax::ast::CmpOp::*;
    let (x, y) = (snapshot(a)?, snapshot(b)?);
    Ok(match op {
        LtE => interp.set_is_subset(&x, &y)?,
        GtE => interp.set_is_subset(&y, &x)?,
        Lt => x.len() < y.len() && interp.set_is_subset(&x, &y)?,
        Gt => x.len() > y.len() && interp.set_is_subset(&y, &x)?,
        _ => false,
    })
}
