//! Incremental pricing for the REPL: one LRU stack that lives for a whole
//! session and is advanced one entry at a time.
//!
//! `cost::replay` prices a finished trace with hindsight: a value leaves the
//! stack right after its last read in the whole run. A REPL cannot see the
//! future, so liveness is decided per entry:
//!
//! * a value read or stored in the entry leaves the stack right after its
//!   last read in the entry (a value never read leaves right after its
//!   store), unless it is still *reachable* at the end of the entry (from a
//!   global name, through containers, closures, defaults, iterators, or a
//!   literal's block), in which case it stays;
//! * a value already on the stack that is no longer reachable at the end of
//!   the entry leaves then (after its last read in the entry, if any).
//!
//! The caller (the REPL) decides what is reachable; this file only sees keys.
//! The same event semantics as `cost::replay` apply otherwise: batches are
//! priced before anything moves, a key read while not on the stack costs
//! `len + 1` and joins the top.
//!
//! Relation to the batch run: every value the batch keeps live is kept live
//! here too (a value unreachable at the end of an entry can never be read
//! again, and literal blocks are treated as reachable), so the stack here is
//! a superset of the batch stack at every event and each read is at least as
//! deep. The same program typed entry by entry costs at least as much as
//! `dmdpy run --model strict`, which knows the future.

use std::collections::{HashMap, HashSet};

use super::lru::LruStack;
use super::IrEntry;
use crate::eventlog::trace::{Event, Key, Trace};

/// The session's stack, carried from one entry to the next.
#[derive(Debug, Clone)]
pub struct IncrementalStack {
    stack: LruStack,
    /// The keys on `stack` (the LRU stack answers depths, not membership lists).
    live: HashSet<Key>,
    peak_live: usize,
}

/// What one entry's events cost: a `Replay` of the entry (depths, sites,
/// IR, peak) and the stack size left after it.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct EntryReplay {
    pub replay: super::Replay,
    pub live: usize,
}

impl std::ops::Deref for EntryReplay {
    type Target = super::Replay;

    fn deref(&self) -> &super::Replay {
        &self.replay
    }
}

impl std::ops::DerefMut for EntryReplay {
    fn deref_mut(&mut self) -> &mut super::Replay {
        &mut self.replay
    }
}

impl Default for IncrementalStack {
    fn default() -> Self {
        IncrementalStack::new()
    }
}

impl IncrementalStack {
    pub fn new() -> IncrementalStack {
        IncrementalStack { stack: LruStack::new(1024, 0), live: HashSet::new(), peak_live: 0 }
    }

    /// Number of values on the stack.
    pub fn len(&self) -> usize {
        self.live.len()
    }

    pub fn is_empty(&self) -> bool {
        self.live.is_empty()
    }

    /// The largest stack size seen in the session.
    pub fn peak_live(&self) -> usize {
        self.peak_live
    }

    /// Depth of a live key (1 = top).
    pub fn depth(&self, key: Key) -> Option<u32> {
        self.live.contains(&key).then(|| self.stack.depth(key))
    }

    /// The live keys, top first.
    pub fn keys_top_first(&self) -> Vec<(u32, Key)> {
        let mut keys: Vec<(u32, Key)> = self.live.iter().map(|&k| (self.stack.depth(k), k)).collect();
        keys.sort_unstable();
        keys
    }

    /// Prices one entry. `trace` holds the entry's events (keys continue
    /// the session's numbering); `reachable` are the keys still reachable
    /// when the entry has finished.
    pub fn price_entry(&mut self, trace: &Trace, reachable: &HashSet<Key>, want_ir: bool) -> EntryReplay {
        let last = last_uses(trace, reachable);
        let mut out = EntryReplay::default();
        let mut batch = Vec::new();
        let mut ir = IrState::default();
        let mut cursor = trace.cursor();
        let mut i = 0;
        while let Some(event) = cursor.next() {
            let keys = cursor.keys();
            match event {
                Event::Store { key: k, width } => {
                    self.stack.remove(k);
                    self.stack.set_width(k, width);
                    self.stack.push(k);
                    self.live.insert(k);
                    if want_ir {
                        out.ir.push(IrEntry::Store(k));
                    }
                    self.remove_if_dead(&last, i, k);
                }
                Event::Read { site } => {
                    if keys.is_empty() {
                        i += 1;
                        continue;
                    }
                    batch.clear();
                    self.stack.read_batch(keys, &mut batch);
                    self.live.extend(keys.iter().copied());
                    for (&key, &depth) in keys.iter().zip(&batch) {
                        let w = self.stack.width_of(key);
                        out.depths.extend((0..w).map(|j| depth.saturating_add(j)));
                        out.sites.extend(std::iter::repeat_n(site, w as usize));
                    }
                    if want_ir {
                        ir.batch_no += 1;
                        for (&key, &depth) in keys.iter().zip(&batch) {
                            out.ir.push(IrEntry::Read { key, depth, width: self.stack.width_of(key) });
                            ir.latest.insert(key, (ir.batch_no, depth));
                        }
                    }
                    for &k in keys {
                        self.remove_if_dead(&last, i, k);
                    }
                }
                Event::Import { key, width } => self.stack.set_width(key, width),
                Event::OpStart => {
                    if want_ir {
                        ir.op_starts.push(out.ir.len());
                    }
                }
                Event::OpEnd { name, out: result } => {
                    if want_ir {
                        let keys = keys.to_vec();
                        let depths = keys
                            .iter()
                            .map(|k| match ir.latest.get(k) {
                                Some(&(batch, depth)) if batch == ir.batch_no => depth,
                                _ => 0,
                            })
                            .collect();
                        let at = ir.op_starts.pop().unwrap_or(out.ir.len()).min(out.ir.len());
                        out.ir.insert(at, IrEntry::Op { name: name.as_str(), keys, depths, out: result });
                    }
                }
                // The REPL never asks for calls.
                Event::Call { .. } | Event::Return => {}
            }
            out.peak_live = out.peak_live.max(self.stack.words());
            i += 1;
        }
        // Values from earlier entries that nothing refers to any more.
        let dead: Vec<Key> = self.live.iter().copied().filter(|k| !reachable.contains(k)).collect();
        for k in dead {
            self.stack.remove(k);
            self.live.remove(&k);
        }
        out.peak_live = out.peak_live.max(self.stack.words());
        out.live = self.live.len();
        self.peak_live = self.peak_live.max(out.peak_live);
        out
    }

    fn remove_if_dead(&mut self, last: &HashMap<Key, usize>, i: usize, key: Key) {
        if last.get(&key).is_none_or(|&l| l <= i) {
            self.stack.remove(key);
            self.live.remove(&key);
        }
    }
}

#[derive(Default)]
struct IrState {
    /// Per key, (batch number, depth) of its latest read.
    latest: HashMap<Key, (u32, u32)>,
    batch_no: u32,
    op_starts: Vec<usize>,
}

/// Last use of each key within the entry: its last read, else its first
/// store; `usize::MAX` (never) for reachable keys.
fn last_uses(trace: &Trace, reachable: &HashSet<Key>) -> HashMap<Key, usize> {
    let mut last = super::last_use_by_key(trace);
    for (k, l) in last.iter_mut() {
        if reachable.contains(k) {
            *l = usize::MAX;
        }
    }
    last
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::source::Site;

    fn site() -> Site {
        Site::default()
    }

    #[test]
    fn one_entry_with_everything_dead_matches_replay() {
        let mut t = Trace::default();
        for k in 1..=4 {
            t.store(k);
        }
        t.read(&[1, 2], site());
        t.read(&[4], site());
        t.read(&[1], site());
        let batch = super::super::replay(&t, true);
        let mut s = IncrementalStack::new();
        let r = s.price_entry(&t, &HashSet::new(), true);
        assert_eq!(r.depths, batch.depths);
        assert_eq!(r.ir, batch.ir);
        assert_eq!(r.peak_live, batch.peak_live);
        assert!(s.is_empty());
    }

    #[test]
    fn reachable_values_survive_entries_and_die_when_dropped() {
        let mut s = IncrementalStack::new();
        // Entry 1: x = v1 (reachable), a temporary v2 read once.
        let mut t = Trace::default();
        t.store(1);
        t.store(2);
        t.read(&[2], site());
        let r = s.price_entry(&t, &HashSet::from([1]), false);
        assert_eq!(r.depths, [1]);
        assert_eq!(s.len(), 1);
        // Entry 2: v3 stored and kept, v1 read.
        let mut t = Trace::default();
        t.store(3);
        t.read(&[1], site());
        let r = s.price_entry(&t, &HashSet::from([1, 3]), false);
        assert_eq!(r.depths, [2]);
        assert_eq!(s.keys_top_first(), [(1, 1), (2, 3)]);
        // Entry 3: nothing read; v1 is no longer reachable.
        let r = s.price_entry(&Trace::default(), &HashSet::from([3]), false);
        assert_eq!(r.live, 1);
        assert_eq!(s.depth(3), Some(1));
        assert_eq!(s.depth(1), None);
    }

    #[test]
    fn appended_pieces_keep_their_ranges() {
        let mut a = Trace::default();
        a.store(1);
        a.read(&[1], site());
        let mut b = Trace::default();
        b.store(2);
        b.read(&[2, 1], site());
        a.append(&b);
        let mut cursor = a.cursor();
        let events: Vec<(Event, Vec<Key>)> =
            std::iter::from_fn(|| cursor.next().map(|e| (e, cursor.keys().to_vec()))).collect();
        assert_eq!(events[3], (Event::Read { site: site() }, vec![2, 1]));
    }
}
