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
//! millions deep. A collection runs when the heap may be at its budget
//! (a REPL entry's begins so) and asks the budget nothing: its working
//! memory is bounded (the mark stack) or taken from the candidates' own
//! list. Nothing here reads a value or records an event.

use std::rc::{Rc, Weak};

use super::graph::Traced;
use super::{is_count, DEFERRED, MANY, REACHABLE, UNTRACKED};
use crate::sandbox::memory;

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
    collect_with(entries, scope, MARK_STACK)
}

/// `collect` with a mark stack of `stack` entries at most.
pub fn collect_with(entries: Entries, scope: Scope, stack: usize) -> Outcome {
    // Held for the whole collection (in the registry's own allocation:
    // a weak and a strong reference are the same size), so none can go;
    // each counted as it is taken.
    let mut candidates: Objects = entries.into_iter().filter_map(|e| e.and_then(counted)).collect();
    let (consistent, work) = subtract_internal(&candidates, scope);
    mark_reachable(&candidates, scope, stack);
    if consistent {
        free_garbage(&mut candidates);
    }
    let weight = candidates.iter().map(|obj| 1 + obj.size()).sum();
    Outcome { survivors: candidates, weight, work }
}

/// The registered object, its head set to its reference count (less the
/// one the collection holds).
fn counted(weak: Weak<dyn Traced>) -> Option<Rc<dyn Traced>> {
    let obj = weak.upgrade()?;
    let outside = Rc::strong_count(&obj) - 1;
    set_state(&*obj, u32::try_from(outside).map_or(MANY, |n| n.min(MANY)));
    Some(obj)
}

/// Objects that outlived their own drop, kept track of without asking
/// the budget: in the usual order of drops there are none.
const OUTLIVED: usize = 256;

/// Takes apart and drops the candidates left unmarked (garbage), whose
/// registrations go with this collection (their drops have none to give
/// up). Leaves in `candidates` those marked reachable (or left out) and
/// what outlived the drops (an object whose contents could not be taken,
/// and what it holds), to stay registered.
fn free_garbage(candidates: &mut Objects) {
    let mut garbage = false;
    for obj in candidates.iter() {
        if state(&**obj).is_some_and(is_count) {
            set_state(&**obj, UNTRACKED);
            obj.break_up();
            garbage = true;
        }
    }
    if !garbage {
        return;
    }
    // Newest first: what an immutable object holds is older than itself,
    // so it is usually gone already when its turn comes and its drop
    // frees it.
    candidates.reverse();
    let mut outlived: Vec<Weak<dyn Traced>> = Vec::with_capacity(OUTLIVED);
    candidates.retain(|obj| {
        if state(&**obj) != Some(UNTRACKED) {
            return true;
        }
        if outlived.len() == outlived.capacity() {
            outlived.retain(|w| w.strong_count() > 0);
        }
        // Refused by the budget, an object that outlives the collection
        // is left to its reference count, unregistered.
        if memory::make_room(&mut outlived, 1).is_ok() {
            outlived.push(Rc::downgrade(obj));
        }
        false
    });
    candidates.reverse();
    // Within the list's own allocation: at most what was garbage.
    candidates.extend(outlived.iter().filter_map(Weak::upgrade));
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

/// Entries of the mark stack, at most (1 MiB). Past them, a candidate
/// found reachable is marked `DEFERRED` and looked into by a later sweep
/// over the candidates: the stack does not grow with the heap.
const MARK_STACK: usize = 1 << 16;

/// Marks `REACHABLE` every candidate referred to from outside, and all
/// the candidates it reaches, with a stack of at most `stack` entries.
fn mark_reachable(candidates: &[Rc<dyn Traced>], scope: Scope, stack: usize) {
    // Each candidate is pushed once at most: no more is ever needed.
    let mut marking = Marking { work: Vec::with_capacity(candidates.len().min(stack)), deferred: 0 };
    for obj in candidates {
        if state(&**obj).is_some_and(|n| n > 0 && is_count(n)) {
            set_state(&**obj, REACHABLE);
            marking.mark_all_from(&**obj, scope);
        }
    }
    while marking.deferred > 0 {
        for obj in candidates {
            if state(&**obj) == Some(DEFERRED) {
                marking.deferred -= 1;
                set_state(&**obj, REACHABLE);
                marking.mark_all_from(&**obj, scope);
            }
        }
    }
}

/// A marking under way: the candidates marked but not looked into yet.
struct Marking {
    /// On the stack (its capacity is fixed).
    work: Objects,
    /// Marked `DEFERRED`, for a sweep to find.
    deferred: usize,
}

impl Marking {
    /// Marks what `obj` reaches.
    fn mark_all_from(&mut self, obj: &dyn Traced, scope: Scope) {
        self.mark_from(obj, scope);
        while let Some(next) = self.work.pop() {
            self.mark_from(&*next, scope);
        }
    }

    /// Marks the candidates `obj` refers to not yet marked.
    fn mark_from(&mut self, obj: &dyn Traced, scope: Scope) {
        if !refers_to_candidates(obj) {
            return;
        }
        edges(obj, scope, &mut |edge| {
            let child = edge.node();
            if !state(child).is_some_and(is_count) {
                return;
            }
            if self.work.len() < self.work.capacity() {
                set_state(child, REACHABLE);
                self.work.push(edge.to_rc());
            } else {
                set_state(child, DEFERRED);
                self.deferred += 1;
            }
        });
    }
}
