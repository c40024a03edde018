//! The cycle collector. Values are reference counted, so objects that
//! refer to each other in a cycle (`a.append(b)` with `b = [a]`, a
//! function that reaches itself through a captured variable) would never
//! be freed. This module owns the registry of the objects that can take
//! part in a cycle — lists, tuples holding objects, dicts and sets,
//! functions, bound methods, closure cells, iterators and generators,
//! exceptions — and decides when a collection runs; `trial` finds what no
//! one outside the registry holds and frees it, `graph` says what each
//! kind of object holds.
//!
//! Two generations, as CPython's `gc` has three: new objects are examined
//! once `young_limit` of them are registered (less those that died newest
//! first, whose slots are taken back), not looking into the few that hold
//! thousands of references; survivors join the old
//! generation, which is examined whole once what joined it since —
//! objects and the references they hold — weighs as much as what its
//! last examination looked at (one list of a million items weighs what a
//! million objects do). So each registration, and each item put into a
//! container, pays for a bounded share of the work: amortised O(1); and
//! garbage waiting in the old generation weighs at most about what lives
//! there. The registry holds weak references; an object that dies gives
//! its registration up as it is dropped (its head says where it is), so
//! its allocation goes back to the heap at once, as it did before there
//! was a collector.
//!
//! Collection is not a program event: it reads no block, records nothing
//! in any measurement, and frees only what no program variable can reach.
//! `DMDPY_GC=off` turns it off (cycles leak, as before it existed);
//! `DMDPY_GC=N` examines new objects every N registrations (tests use 1).

mod graph;
mod trial;

#[cfg(test)]
mod tests;

use std::cell::{Cell, RefCell};
use std::rc::{Rc, Weak};
use std::sync::OnceLock;

pub use graph::Traced;
use trial::Scope;

/// New objects examined at once, unless `DMDPY_GC` says otherwise.
const YOUNG_LIMIT: usize = 2048;

/// Holes in the old generation below this are never compacted away.
const MIN_HOLES: usize = 4096;

/// An object's collector state, kept in the object so that a collection
/// needs no table of its own: outside a collection, whether it is
/// registered and where (`slot`, its index in its generation); during
/// one, how many of its references come from outside the objects examined.
#[derive(Debug)]
pub struct GcHead {
    state: Cell<u32>,
    slot: Cell<u32>,
}

/// Not registered (a tuple of scalars, a table not yet shared).
const UNTRACKED: u32 = u32::MAX;
/// In the young generation.
const YOUNG: u32 = u32::MAX - 1;
/// In the old generation.
const OLD: u32 = u32::MAX - 2;
/// During a collection: reachable from outside.
const REACHABLE: u32 = u32::MAX - 3;
/// During a collection: reachable from outside, not yet looked into (the
/// mark stack was full: `trial::mark_reachable`).
const DEFERRED: u32 = u32::MAX - 4;
/// During a collection: this many references or more from outside (a
/// count that cannot be told apart from more, so never garbage).
const MANY: u32 = u32::MAX - 5;

impl Default for GcHead {
    fn default() -> GcHead {
        GcHead { state: Cell::new(UNTRACKED), slot: Cell::new(0) }
    }
}

// A copy of an object (a dict's table cloned) is a new object: the
// registry does not know it yet.
impl Clone for GcHead {
    fn clone(&self) -> GcHead {
        GcHead::default()
    }
}

impl GcHead {
    fn state(&self) -> u32 {
        self.state.get()
    }

    fn set_state(&self, state: u32) {
        self.state.set(state);
    }

    /// The object is being dropped: its registration goes.
    #[inline]
    pub fn dying(&self) {
        let state = self.state.get();
        if state == YOUNG || state == OLD {
            dead(state, self.slot.get());
        }
    }
}

/// Whether a state is a count of a collection (a candidate not yet known
/// to be reachable).
fn is_count(state: u32) -> bool {
    state <= MANY
}

/// `rc`, registered with this thread's collector (once: at its creation).
/// May run a collection first: the caller holds `rc`, so it survives.
#[inline]
pub fn tracked<T: Traced + 'static>(rc: Rc<T>) -> Rc<T> {
    let full = match rc.head() {
        // At thread exit the registry may be gone; the object is then left
        // to its reference count.
        Some(head) if head.state() == UNTRACKED => GC.try_with(|gc| gc.track(&rc, &head)).unwrap_or(false),
        _ => false,
    };
    if full {
        let _ = GC.try_with(Collector::collect_young);
    }
    rc
}

/// Examines every registered object now and frees the cycles no one
/// outside holds (the tests' way to run a full collection, and a REPL
/// entry's that begins with the heap at its budget).
pub fn collect() {
    let _ = GC.try_with(Collector::collect_full);
}

/// How many registrations this thread's generations hold: `(young, old)`.
#[cfg(test)]
pub fn registered() -> (usize, usize) {
    let live = |r: &Registry| r.try_borrow().map_or(0, |r| r.iter().flatten().count());
    GC.try_with(|gc| (live(&gc.young), live(&gc.old))).unwrap_or((0, 0))
}

#[inline(never)]
fn dead(state: u32, slot: u32) {
    let _ = GC.try_with(|gc| gc.dead(state, slot as usize));
}

/// The young generation's size from `DMDPY_GC` (`None`: never collect).
#[cold]
fn read_young_limit() -> Option<usize> {
    static LIMIT: OnceLock<Option<usize>> = OnceLock::new();
    *LIMIT.get_or_init(|| match std::env::var("DMDPY_GC") {
        Ok(v) if v.trim() == "off" => None,
        Ok(v) => Some(v.trim().parse::<usize>().map_or(YOUNG_LIMIT, |n| n.max(1))),
        Err(_) => Some(YOUNG_LIMIT),
    })
}

/// A generation: registrations by slot; `None` where one was given up.
type Registry = RefCell<Vec<Option<Weak<dyn Traced>>>>;

/// `make_room` of the heap budget for a registry's growth.
fn room<T>(registry: &mut Vec<T>, additional: usize) -> crate::error::RtResult<()> {
    crate::sandbox::memory::make_room(registry, additional)
}

/// `obj`'s registration in slot `slot` of the old generation.
fn registered_old(obj: &Rc<dyn Traced>, slot: usize) -> Option<Weak<dyn Traced>> {
    if let Some(head) = obj.head() {
        // Past `u32` slots the registration stays till the next full
        // collection.
        head.slot.set(u32::try_from(slot).unwrap_or(u32::MAX));
        head.set_state(OLD);
    }
    Some(Rc::downgrade(obj))
}

/// Marks `objects` as registered nowhere.
fn untracked(objects: &[Rc<dyn Traced>]) {
    for obj in objects {
        if let Some(head) = obj.head() {
            head.set_state(UNTRACKED);
        }
    }
}

/// What a generation holds, taken out of it for a collection. Its borrows
/// are all short, so this never finds one in progress.
fn taken(registry: &Registry) -> Option<Vec<Option<Weak<dyn Traced>>>> {
    registry.try_borrow_mut().ok().map(|mut r| std::mem::take(&mut *r))
}

struct Collector {
    young: Registry,
    old: Registry,
    /// Slots of `old` given up since it was last compacted.
    old_holes: Cell<usize>,
    /// Objects that joined `old` since it was last examined, with the
    /// references they hold.
    pending: Cell<usize>,
    /// The work of the last examination of `old` (objects and references
    /// looked at): as much joining it pays for the next.
    old_work: Cell<usize>,
    /// A collection is under way: another does not start.
    busy: Cell<bool>,
    /// `young_limit()` once read (0: not yet; `usize::MAX`: never).
    young_limit: Cell<usize>,
}

thread_local! {
    static GC: Collector = const {
        Collector {
            young: RefCell::new(Vec::new()),
            old: RefCell::new(Vec::new()),
            old_holes: Cell::new(0),
            pending: Cell::new(0),
            old_work: Cell::new(0),
            busy: Cell::new(false),
            young_limit: Cell::new(0),
        }
    };
}

impl Collector {
    /// Registers `rc` (whose head is `head`) in the young generation;
    /// true when that fills it.
    #[inline]
    fn track<T: Traced + 'static>(&self, rc: &Rc<T>, head: &GcHead) -> bool {
        let limit = self.young_limit();
        // Turned off, nothing is registered: as before there was a collector.
        if limit == usize::MAX {
            return false;
        }
        let Ok(mut young) = self.young.try_borrow_mut() else { return false };
        let Ok(slot) = u32::try_from(young.len()) else { return false };
        // A registry the heap budget cannot grow leaves the object to its
        // reference count (the program is about to meet the budget).
        if room(&mut young, 1).is_err() {
            return false;
        }
        young.push(Some(Rc::downgrade(rc) as Weak<dyn Traced>));
        head.slot.set(slot);
        head.set_state(YOUNG);
        young.len() >= limit && !self.busy.get()
    }

    #[inline]
    fn young_limit(&self) -> usize {
        match self.young_limit.get() {
            0 => {
                let limit = read_young_limit().unwrap_or(usize::MAX);
                self.young_limit.set(limit);
                limit
            }
            limit => limit,
        }
    }

    /// Gives up the registration in `slot` of the generation `state`
    /// names, if it is a dead object's (a head whose object moved out of
    /// its `Rc`, or a generation taken out for a collection, leaves the
    /// slot to a later pass).
    fn dead(&self, state: u32, slot: usize) {
        let registry = if state == YOUNG { &self.young } else { &self.old };
        let Ok(mut entries) = registry.try_borrow_mut() else { return };
        let dead = |e: &Option<Weak<dyn Traced>>| e.as_ref().is_some_and(|w| w.strong_count() == 0);
        if !entries.get(slot).is_some_and(dead) {
            return;
        }
        if slot + 1 == entries.len() {
            entries.pop();
        } else {
            entries[slot] = None;
            if state == OLD {
                self.old_holes.set(self.old_holes.get() + 1);
            }
        }
    }

    /// Examines the young generation; survivors join the old one, which
    /// is examined in turn once enough have joined it.
    fn collect_young(&self) {
        let Some(young) = taken(&self.young) else { return };
        self.busy.set(true);
        let outcome = trial::collect(young, Scope::Young);
        let promoted = outcome.weight;
        self.join_old(outcome.survivors);
        self.busy.set(false);
        let pending = self.pending.get() + promoted;
        self.pending.set(pending);
        let floor = self.young_limit().min(YOUNG_LIMIT).saturating_mul(4);
        if pending > self.old_work.get().max(floor) {
            self.collect_full();
        } else if self.old_holes.get() > (self.old_len() / 2).max(MIN_HOLES) {
            self.compact_old();
        }
    }

    fn collect_full(&self) {
        if self.busy.get() {
            return;
        }
        let Some(mut all) = taken(&self.old) else { return };
        if let Some(mut young) = taken(&self.young) {
            match room(&mut all, young.len()) {
                Ok(()) => all.append(&mut young),
                Err(_) => self.join_young(young),
            }
        }
        self.busy.set(true);
        self.old_holes.set(0);
        let outcome = trial::collect(all, Scope::Full);
        self.join_old(outcome.survivors);
        self.old_work.set(outcome.work);
        self.pending.set(0);
        self.busy.set(false);
    }

    fn old_len(&self) -> usize {
        self.old.try_borrow().map_or(0, |old| old.len())
    }

    /// Puts back registrations of the young generation a collection
    /// took and could not examine.
    fn join_young(&self, mut entries: Vec<Option<Weak<dyn Traced>>>) {
        if let Ok(mut young) = self.young.try_borrow_mut() {
            std::mem::swap(&mut *young, &mut entries);
            young.append(&mut entries);
        }
    }

    /// Appends `survivors` to the old generation, each told its slot; if
    /// the heap budget cannot grow the registry, they are left to their
    /// reference counts.
    fn join_old(&self, survivors: Vec<Rc<dyn Traced>>) {
        let Ok(mut old) = self.old.try_borrow_mut() else { return untracked(&survivors) };
        let base = old.len();
        if base > 0 && room(&mut old, survivors.len()).is_err() {
            return untracked(&survivors);
        }
        let joined = survivors.into_iter().enumerate().map(|(i, obj)| registered_old(&obj, base + i));
        if base == 0 {
            // After a full collection: in the survivors' own allocation.
            *old = joined.collect();
        } else {
            old.extend(joined);
        }
    }

    /// Closes the old generation's holes, moving its registrations down.
    fn compact_old(&self) {
        let Some(old) = taken(&self.old) else { return };
        self.old_holes.set(0);
        let live = old.into_iter().flatten().filter_map(|w| w.upgrade()).collect();
        self.join_old(live);
    }
}
