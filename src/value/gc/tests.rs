//! The collector on graphs built by hand: what it frees, what it keeps.
//! Each test runs on its own thread, so it has the registry to itself.

use std::rc::{Rc, Weak};

use super::trial::{self, Scope};
use super::{collect, registered};
use super::{GcHead, Traced};
use crate::machine::{Header, Held, Tag};
use crate::machine::{Machine, Model};
use crate::natives::{ListMethod, Method};
use crate::scalar::Scalar;
use crate::value::{BoundMethod, ExceptionObj, Iter, IterObj, ListObj, Value};

fn list(items: Vec<Value>) -> Value {
    Value::list(items, Header::NONE, Tag::UNTRACKED)
}

fn push(to: &Value, item: &Value) {
    if let Value::List(l) = to {
        l.borrow_mut().push(item.clone());
    }
}

fn weak(value: &Value) -> Weak<ListObj> {
    match value {
        Value::List(l) => Rc::downgrade(&l.obj),
        _ => panic!("a list"),
    }
}

fn alive(w: &Weak<ListObj>) -> bool {
    w.strong_count() > 0
}

fn len(value: &Value) -> usize {
    match value {
        Value::List(l) => l.borrow().len(),
        _ => panic!("a list"),
    }
}

/// `a -> b -> a`, both lists.
fn pair() -> (Value, Value) {
    let (a, b) = (list(vec![]), list(vec![]));
    push(&a, &b);
    push(&b, &a);
    (a, b)
}

#[test]
fn an_unreachable_cycle_is_freed() {
    let (a, b) = pair();
    let (wa, wb) = (weak(&a), weak(&b));
    drop((a, b));
    assert!(alive(&wa) && alive(&wb), "reference counting alone cannot free a cycle");
    collect();
    assert!(!alive(&wa) && !alive(&wb));
    assert_eq!(registered(), (0, 0));
}

#[test]
fn a_self_containing_list_is_freed() {
    let a = list(vec![]);
    push(&a, &a);
    push(&a, &a);
    let w = weak(&a);
    drop(a);
    collect();
    assert!(!alive(&w));
}

#[test]
fn a_cycle_reachable_from_outside_survives_intact() {
    let (a, b) = pair();
    let wb = weak(&b);
    drop(b);
    collect();
    collect();
    assert!(alive(&wb));
    assert_eq!(len(&a), 1);
    let Value::List(l) = &a else { unreachable!() };
    assert!(l.borrow()[0].same_object(&Value::List(Held::new(wb.upgrade().unwrap(), Tag::UNTRACKED))));
    assert_eq!(len(&l.borrow()[0]), 1);
}

#[test]
fn a_cycle_held_only_by_the_interpreters_hands_survives() {
    // A value held in native code (here a plain `Vec`) is a reference
    // from outside, like a variable's.
    let (a, b) = pair();
    let hands: Vec<Value> = std::iter::once(a).collect();
    let wb = weak(&b);
    drop(b);
    collect();
    assert!(alive(&wb));
    assert_eq!(len(&hands[0]), 1);
}

#[test]
fn a_cycle_reachable_through_a_tuple_survives() {
    let (a, b) = pair();
    let wa = weak(&a);
    // A tuple of objects is tracked, and the outside holds this one.
    let t = Value::tuple(vec![a], Header::NONE, Tag::UNTRACKED);
    drop(b);
    collect();
    assert!(alive(&wa));
    drop(t);
    collect();
    assert!(!alive(&wa));
}

#[test]
fn shared_substructure_lives_while_anyone_outside_holds_it() {
    // Two garbage cycles share `s`, which the outside also holds, and
    // `t`, which only they hold.
    let (s, t) = (list(vec![]), list(vec![]));
    let (ws, wt) = (weak(&s), weak(&t));
    let mut ends = Vec::new();
    for _ in 0..2 {
        let (a, b) = pair();
        push(&a, &s);
        push(&b, &t);
        ends.push(weak(&a));
    }
    push(&s, &list(vec![]));
    drop(t);
    collect();
    assert!(ends.iter().all(|w| !alive(w)));
    assert!(!alive(&wt), "held by garbage alone");
    assert!(alive(&ws));
    assert_eq!(len(&s), 1, "what it holds is untouched");
}

#[test]
fn a_live_object_inside_a_dead_cycle_loses_only_the_cycles_reference() {
    let (a, b) = pair();
    let kept = list(vec![list(vec![])]);
    push(&a, &kept);
    drop((a, b));
    collect();
    let Value::List(l) = &kept else { unreachable!() };
    assert_eq!(Rc::strong_count(&l.obj), 1);
    assert_eq!(len(&kept), 1);
}

#[test]
fn tables_methods_iterators_and_exceptions_close_cycles() {
    let holder = list(vec![]);
    let w = weak(&holder);
    // A dict holding the list that holds it.
    let table = crate::value::new_table(crate::value::Dict::new_dict(Header::NONE));
    push(&holder, &Value::Dict(Held::new(table, Tag::UNTRACKED)));
    // `holder.append` bound to it, kept in it.
    let method = BoundMethod::new_ref(holder.clone(), Method::List(ListMethod::Append));
    push(&holder, &Value::Method(Held::new(method, Tag::UNTRACKED)));
    // An iterator over it, kept in it.
    let Value::List(l) = &holder else { unreachable!() };
    let iter = IterObj::new(Iter::List { list: l.obj.clone(), index: 0 }, Header::NONE);
    push(&holder, &Value::Iterator(Held::new(super::tracked(Rc::new(iter)), Tag::UNTRACKED)));
    // An exception whose argument is it, kept in it.
    let exception =
        ExceptionObj { name: "ValueError", arg: Some(holder.clone()), header: Header::NONE, gc: GcHead::default() };
    push(&holder, &Value::Exception(Held::new(super::tracked(Rc::new(exception)), Tag::UNTRACKED)));
    drop(holder);
    assert!(alive(&w));
    collect();
    assert!(!alive(&w));
    assert_eq!(registered(), (0, 0));
}

#[test]
fn a_dict_that_holds_itself_is_freed() {
    let table = crate::value::new_table(crate::value::Dict::new_dict(Header::NONE));
    let w = Rc::downgrade(&table);
    let dict = Value::Dict(Held::new(table.clone(), Tag::UNTRACKED));
    let key = crate::value::DictKey::Scalar(crate::ops::HashKey::Int(1));
    let one = Value::Scalar(Machine::new(Model::Reference).plain(Scalar::Int(1)));
    table.borrow_mut().insert(key, one, dict).expect("insert");
    drop(table);
    collect();
    assert_eq!(w.strong_count(), 0);
}

#[test]
fn a_cell_that_holds_its_own_cycle_is_freed() {
    // A cell's contents are references it holds: a cycle inside one is
    // freed with the cell.
    let cell = crate::value::CellObj::new_ref();
    let inner = list(vec![]);
    let w = weak(&inner);
    push(&inner, &inner);
    *cell.borrow_mut() = Some(inner);
    drop(cell);
    collect();
    assert!(!alive(&w));
}

#[test]
fn the_dead_give_their_registrations_up() {
    let xs: Vec<Value> = (0..100).map(|_| list(vec![list(vec![])])).collect();
    assert_eq!(registered(), (200, 0));
    drop(xs);
    assert_eq!(registered(), (0, 0));
    // Survivors move to the old generation; their deaths leave it too.
    let kept = list(vec![list(vec![])]);
    collect();
    assert_eq!(registered(), (0, 2));
    drop(kept);
    assert_eq!(registered(), (0, 0));
}

#[test]
fn a_tuple_of_scalars_is_not_registered() {
    let one = Value::Scalar(Machine::new(Model::Reference).plain(Scalar::Int(1)));
    let t = Value::tuple(vec![one.clone(), one], Header::NONE, Tag::UNTRACKED);
    assert_eq!(registered(), (0, 0));
    drop(t);
}

/// A cycle of `n` lists, each holding the next.
fn ring(n: usize) -> (Value, Weak<ListObj>) {
    let first = list(vec![]);
    let w = weak(&first);
    let mut last = first.clone();
    for _ in 1..n {
        let next = list(vec![]);
        push(&last, &next);
        last = next;
    }
    push(&last, &first);
    (first, w)
}

#[test]
fn deep_cycles_are_walked_and_freed_on_a_small_stack() {
    // 256 KiB of stack: a recursive walk of a million levels would need
    // tens of megabytes.
    let t = std::thread::Builder::new().stack_size(256 * 1024).spawn(|| {
        let (first, w) = ring(1_000_000);
        collect();
        let kept = alive(&w) && len(&first) == 1;
        drop(first);
        collect();
        (kept, alive(&w), registered())
    });
    assert_eq!(t.unwrap().join().expect("no overflow"), (true, false, (0, 0)));
}

/// `value`'s registration, as a generation holds it.
fn entry(value: &Value) -> Option<Weak<dyn Traced>> {
    match value {
        Value::List(l) => Some(Rc::downgrade(&l.obj) as Weak<dyn Traced>),
        _ => panic!("a list"),
    }
}

#[test]
fn a_full_mark_stack_leaves_the_rest_to_later_sweeps() {
    // Oldest first: `h2`, `h1`, `g`, `c1 = [g]`, `c2 = [h1, h2]`,
    // `root = [c1, c2]`, then a garbage cycle. With room for one object
    // on the stack, `c2` waits for a sweep, and `h2` (found from `c2`,
    // behind it in the list) for a second one.
    let (h2, h1, g) = (list(vec![]), list(vec![]), list(vec![]));
    let c1 = list(vec![g.clone()]);
    let c2 = list(vec![h1.clone(), h2.clone()]);
    let root = list(vec![c1.clone(), c2.clone()]);
    let (a, b) = pair();
    let objects = [h2, h1, g, c1, c2, root.clone(), a, b];
    let entries = objects.iter().map(entry).collect();
    let weaks: Vec<_> = objects.iter().map(weak).collect();
    drop(objects);
    let outcome = trial::collect_with(entries, Scope::Full, 1);
    assert!(weaks[..6].iter().all(alive), "all that the root reaches is marked");
    assert!(!alive(&weaks[6]) && !alive(&weaks[7]), "the cycle is freed");
    assert_eq!(outcome.survivors.len(), 6);
    assert_eq!(len(&root), 2);
    let c2 = weaks[4].upgrade().expect("alive");
    assert_eq!(c2.borrow().len(), 2, "what the deferred hold is untouched");
}

#[test]
fn a_fan_out_wider_than_the_mark_stack_is_marked_whole() {
    // Each child, made after what it holds, is found from the root; most
    // wait for a sweep (the stack holds 65,536).
    let children: Vec<Value> = (0..150_000).map(|_| list(vec![list(vec![])])).collect();
    let weaks: Vec<_> = children.iter().map(weak).collect();
    let root = list(children);
    let (a, b) = pair();
    let garbage = weak(&a);
    drop((a, b));
    collect();
    assert!(weaks.iter().all(alive));
    assert!(!alive(&garbage));
    match &root {
        Value::List(l) => assert!(l.borrow().iter().all(|c| len(c) == 1)),
        _ => unreachable!(),
    }
}
