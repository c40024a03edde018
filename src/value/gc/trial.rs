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

/// What a collection leaves: the survivors, and the work it did (objects
/// and references looked at), which the next one of as many objects
/// will cost again.
pub struct Outcome {
    pub survivors: Vec<Rc<dyn Traced>>,
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
pub fn collect(mut entries: Entries, scope: Scope) -> Outcome {
    // Most young objects are gone by now: one pass drops their slots.
    entries.retain(|e| e.as_ref().is_some_and(|w| w.strong_count() > 0));
    let candidates = || entries.iter().flatten().filter_map(Weak::upgrade);
    count_references(candidates());
    let (consistent, work) = subtract_internal(candidates(), scope);
    mark_reachable(candidates(), scope);
    let garbage = if consistent { unreachable(candidates()) } else { Vec::new() };
    for obj in &garbage {
        obj.break_up();
    }
    release(garbage);
    Outcome { survivors: candidates().collect(), work }
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

/// Each candidate's head: its reference count, less the one its upgrade
/// here holds.
fn count_references(candidates: impl Iterator<Item = Rc<dyn Traced>>) {
    for obj in candidates {
        let outside = Rc::strong_count(&obj) - 1;
        set_state(&*obj, u32::try_from(outside).map_or(MANY, |n| n.min(MANY)));
    }
}

/// Takes away, from each candidate's count, the references other
/// candidates hold; with the work it did. Not consistent when some count
/// would go below zero — more references found than the object has,
/// which exact edges rule out; the collection then frees nothing rather
/// than guess.
fn subtract_internal(candidates: impl Iterator<Item = Rc<dyn Traced>>, scope: Scope) -> (bool, usize) {
    let mut consistent = true;
    let mut work = 0;
    for obj in candidates {
        work += 1;
        if !state(&*obj).is_some_and(is_count) {
            continue;
        }
        work += edges(&*obj, scope, &mut |edge| {
            let child = edge.node();
            match state(child) {
                Some(MANY) => {}
                Some(0) => consistent = false,
                Some(n) if is_count(n) => set_state(child, n - 1),
                _ => {}
            }
        });
    }
    (consistent, work)
}

/// Marks `REACHABLE` every candidate referred to from outside, and all
/// the candidates it reaches.
fn mark_reachable(candidates: impl Iterator<Item = Rc<dyn Traced>>, scope: Scope) {
    let mut work: Vec<Rc<dyn Traced>> = Vec::new();
    for obj in candidates {
        if state(&*obj).is_some_and(|n| n > 0 && is_count(n)) {
            set_state(&*obj, REACHABLE);
            work.push(obj);
        }
        while let Some(next) = work.pop() {
            edges(&*next, scope, &mut |edge| {
                let child = edge.node();
                if state(child).is_some_and(is_count) {
                    set_state(child, REACHABLE);
                    work.push(edge.to_rc());
                }
            });
        }
    }
}

/// The candidates left unmarked, held here so that none is freed while
/// the others are taken apart.
fn unreachable(candidates: impl Iterator<Item = Rc<dyn Traced>>) -> Vec<Rc<dyn Traced>> {
    let mut garbage = Vec::new();
    for obj in candidates {
        if state(&*obj).is_some_and(is_count) {
            // Its registration goes with this collection: its drop has
            // none to give up.
            set_state(&*obj, UNTRACKED);
            garbage.push(obj);
        }
    }
    garbage
}
