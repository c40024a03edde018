//! Trial deletion, as CPython's `gc` does it, over one set of registered
//! objects (the candidates): count each candidate's references, take away
//! those that come from other candidates, and what is left comes from
//! outside — a variable, a frame, the interpreter's own hands, an object
//! outside the set. Candidates with references from outside, and all they
//! reach, live; the rest only hold each other and are garbage: their
//! mutable contents are dropped, which breaks every cycle among them, and
//! reference counting frees them.
//!
//! Every walk uses a list of its own, never recursion: values nest
//! millions deep. Nothing here reads a value or records an event.

use std::rc::{Rc, Weak};

use super::graph::Traced;
use super::{is_count, MANY, REACHABLE, UNTRACKED};
use crate::value::release::release;

/// The registrations of a collection: `None` where one was given up.
type Entries = Vec<Option<Weak<dyn Traced>>>;

/// Objects held by a collection.
type Objects = Vec<Rc<dyn Traced>>;

/// What a collection leaves: the survivors, what they weigh (each one
/// and the references it holds: what the next collection of them will
/// look at), and the work this one did.
pub struct Outcome {
    pub survivors: Objects,
    pub weight: usize,
    pub work: usize,
}

/// Objects holding more references than this are not looked into by a
/// collection of the young generation (`Scope::Young`): made in bulk
/// (`[0] * n`, `list(range(n))`), they would cost it more than their
/// making did. What they hold then counts as held from outside, which
/// keeps it alive until the old generation is examined.
const OPAQUE_WHEN_YOUNG: usize = 4096;

/// Which objects a collection looks into.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Scope {
    Young,
    Full,
}

/// Collects the garbage among `entries`.
pub fn collect(entries: Entries, scope: Scope) -> Outcome {
    // Held for the whole collection (in the registry's own allocation:
    // a weak and a strong reference are the same size), so none can go;
    // each counted as it is taken.
    let candidates: Objects = entries.into_iter().filter_map(|e| e.and_then(counted)).collect();
    let (consistent, work) = subtract_internal(&candidates, scope);
    mark_reachable(&candidates, scope);
    let (mut survivors, garbage) = if consistent { split(candidates) } else { (candidates, Vec::new()) };
    survivors.extend(free(garbage));
    let weight = survivors.iter().map(|obj| 1 + obj.size()).sum();
    Outcome { survivors, weight, work }
}

/// The registered object, its head set to its reference count (less the
/// one the collection holds).
fn counted(weak: Weak<dyn Traced>) -> Option<Rc<dyn Traced>> {
    let obj = weak.upgrade()?;
    let outside = Rc::strong_count(&obj) - 1;
    set_state(&*obj, u32::try_from(outside).map_or(MANY, |n| n.min(MANY)));
    Some(obj)
}

/// The candidates marked reachable (or left out), and those left
/// unmarked: garbage, whose registrations go with this collection (their
/// drops have none to give up).
fn split(mut candidates: Objects) -> (Objects, Objects) {
    let garbage = candidates
        .extract_if(.., |obj| {
            let unmarked = state(&**obj).is_some_and(is_count);
            if unmarked {
                set_state(&**obj, UNTRACKED);
            }
            unmarked
        })
        .collect();
    (candidates, garbage)
}

/// Takes the garbage apart and drops it; returns what outlived that (an
/// object whose contents could not be taken, and what it holds), to stay
/// registered.
fn free(garbage: Objects) -> Objects {
    if garbage.is_empty() {
        return garbage;
    }
    let weak: Vec<Weak<dyn Traced>> = garbage.iter().map(Rc::downgrade).collect();
    for obj in &garbage {
        obj.break_up();
    }
    release(garbage);
    weak.iter().filter_map(Weak::upgrade).collect()
}

fn state(obj: &dyn Traced) -> Option<u32> {
    obj.head().map(|h| h.state())
}

/// `obj.edges(visit)`, unless `scope` leaves it unopened: both passes
/// over the references decide alike.
fn edges(obj: &dyn Traced, scope: Scope, visit: &mut dyn FnMut(super::graph::Edge<'_>)) -> usize {
    if scope == Scope::Young && obj.size() > OPAQUE_WHEN_YOUNG {
        return 0;
    }
    obj.edges(visit)
}

fn set_state(obj: &dyn Traced, state: u32) {
    if let Some(h) = obj.head() {
        h.set_state(state);
    }
}

/// Takes away, from each candidate's count, the references other
/// candidates hold; with the work it did. Not consistent when some count
/// would go below zero — more references found than the object has,
/// which exact edges rule out; the collection then frees nothing rather
/// than guess.
fn subtract_internal(candidates: &[Rc<dyn Traced>], scope: Scope) -> (bool, usize) {
    let mut consistent = true;
    let mut work = 0;
    for obj in candidates {
        work += 1;
        let Some(head) = obj.head().filter(|h| is_count(h.state())) else { continue };
        let mut inner = false;
        work += edges(&**obj, scope, &mut |edge| {
            let child = edge.node();
            match state(child) {
                Some(0) => consistent = false,
                Some(n) if is_count(n) => {
                    inner = true;
                    if n != MANY {
                        set_state(child, n - 1);
                    }
                }
                _ => {}
            }
        });
        head.slot.set(u32::from(inner));
    }
    (consistent, work)
}

/// Whether the candidate refers to other candidates (`subtract_internal`
/// found so). During a collection a head's slot is free: every survivor
/// is given a new one as it joins the old generation.
fn refers_to_candidates(obj: &dyn Traced) -> bool {
    obj.head().is_some_and(|h| h.slot.get() == 1)
}

/// Marks `REACHABLE` every candidate referred to from outside, and all
/// the candidates it reaches.
fn mark_reachable(candidates: &[Rc<dyn Traced>], scope: Scope) {
    let mut work: Objects = Vec::new();
    for obj in candidates {
        if state(&**obj).is_some_and(|n| n > 0 && is_count(n)) {
            set_state(&**obj, REACHABLE);
            mark_from(&**obj, scope, &mut work);
            while let Some(next) = work.pop() {
                mark_from(&*next, scope, &mut work);
            }
        }
    }
}

/// Marks the candidates `obj` refers to not yet marked; they go to `work`.
fn mark_from(obj: &dyn Traced, scope: Scope, work: &mut Objects) {
    if !refers_to_candidates(obj) {
        return;
    }
    edges(obj, scope, &mut |edge| {
        let child = edge.node();
        if state(child).is_some_and(is_count) {
            set_state(child, REACHABLE);
            work.push(edge.to_rc());
        }
    });
}
