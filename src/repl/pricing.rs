//! Pricing a REPL session entry by entry: one LRU stack (`cost::lru`) that
//! lives for the whole session and is advanced by each entry's events.
//!
//! `cost::replay` prices a finished log with hindsight: a value leaves the
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
//! The session decides what is reachable; this file only sees keys. The
//! event semantics of `cost::replay` apply otherwise: a batch is priced
//! before anything moves, a key read while not on the stack costs
//! `len + 1` and joins the top.
//!
//! Relation to the batch run: every value the batch keeps live is kept live
//! here too (a value unreachable at the end of an entry can never be read
//! again, and literal blocks are treated as reachable), so the stack here is
//! a superset of the batch stack at every event and each read is at least as
//! deep. The same program typed entry by entry costs at least as much as
//! `dmdpy run --model strict`, which knows the future.
//!
//! Speed: an entry's log is as long as a run's of the same work, so it is
//! priced as a run's is, with tables rather than hashing per event: the
//! entry's own keys are dense from its first store and index a table of
//! last uses (only the older values it reads go through a map), a read
//! moves the stack once (a key read for the last time leaves instead of
//! moving up), and what is kept of the reads is a depth histogram per
//! source line, not every read: `:bpe` re-prices from it, `:lines` sums it.
//! Pricing looks at `stop` every `EVENTS_PER_LOOK` events, so a limit or
//! the session's end stops it within a few milliseconds.

use std::collections::{BTreeMap, HashMap, HashSet};
use std::hash::BuildHasherDefault;

use crate::cost::lru::LruStack;
use crate::cost::{read_cost, IrEntry};
use crate::eventlog::keymap::{KeyHasher, KeyMap};
use crate::eventlog::trace::{Event, Key, OpName, Trace};
use crate::source::Site;

/// Events priced between two looks at `stop` (a few milliseconds).
const EVENTS_PER_LOOK: usize = 1 << 16;

/// Lines an entry reads from, up to which a line is looked for along them.
const FEW_LINES: usize = 8;

/// Depths below this are counted in a line's array, deeper ones in its map.
const NEAR: usize = 64;

/// The session's stack, carried from one entry to the next.
#[derive(Debug, Clone)]
pub struct SessionStack {
    stack: LruStack,
    peak_live: usize,
}

/// What one entry's reads were: a histogram of depths per source line, and
/// the IR when it was kept.
#[derive(Debug, Clone, Default)]
pub struct EntryCost {
    pub reads: Reads,
    /// The IR (STORE / READ / OP), for entries short enough to list.
    pub ir: Option<Vec<IrEntry>>,
    /// Values on the stack after the entry.
    pub live: usize,
    /// The most words on the stack during the entry.
    pub peak_live: usize,
}

impl Default for SessionStack {
    fn default() -> Self {
        SessionStack::new()
    }
}

impl SessionStack {
    pub fn new() -> SessionStack {
        SessionStack { stack: LruStack::new(1024, 0), peak_live: 0 }
    }

    /// Number of values on the stack.
    pub fn len(&self) -> usize {
        self.stack.len()
    }

    pub fn is_empty(&self) -> bool {
        self.stack.is_empty()
    }

    /// The largest stack size seen in the session.
    pub fn peak_live(&self) -> usize {
        self.peak_live
    }

    /// Depth of a live key (1 = top).
    pub fn depth(&self, key: Key) -> Option<u32> {
        self.stack.contains(key).then(|| self.stack.depth(key))
    }

    /// The live keys with their depths, top first.
    pub fn keys_top_first(&self) -> Vec<(u32, Key)> {
        let mut keys: Vec<(u32, Key)> =
            self.stack.bottom_up().into_iter().map(|(k, _)| (self.stack.depth(k), k)).collect();
        keys.sort_unstable();
        keys
    }

    /// Prices one entry. `trace` holds the entry's events (keys continue
    /// the session's numbering); `reachable` are the keys still reachable
    /// when the entry has finished. `stop` is asked now and then; when it
    /// says so, the pricing ends without a cost (`None`), and the stack
    /// keeps what the events priced so far made of it, less what is not
    /// reachable: a state a later entry can go on from.
    pub fn price_entry(
        &mut self,
        trace: &Trace,
        reachable: &HashSet<Key>,
        want_ir: bool,
        stop: &mut dyn FnMut() -> bool,
    ) -> Option<EntryCost> {
        // Last uses as u32 while the entry's events can be numbered so
        // (four billion events are minutes of running).
        let priced = match u32::try_from(trace.len()) {
            Ok(n) if n < u32::MAX => self.replay(trace, &LastUses::<u32>::of(trace, reachable), want_ir, stop),
            _ => self.replay(trace, &LastUses::<u64>::of(trace, reachable), want_ir, stop),
        };
        self.drop_unreachable(reachable);
        let mut cost = priced?;
        cost.peak_live = cost.peak_live.max(self.stack.words());
        cost.live = self.stack.len();
        self.peak_live = self.peak_live.max(cost.peak_live);
        Some(cost)
    }

    fn replay<T: Index>(
        &mut self,
        trace: &Trace,
        last: &LastUses<T>,
        want_ir: bool,
        stop: &mut dyn FnMut() -> bool,
    ) -> Option<EntryCost> {
        let mut cost = EntryCost { peak_live: self.stack.words(), ..EntryCost::default() };
        let mut ir = want_ir.then(IrState::default);
        let mut batch = Vec::new();
        let mut cursor = trace.cursor();
        let mut i = 0;
        while let Some(event) = cursor.next() {
            if i % EVENTS_PER_LOOK == 0 && stop() {
                return None;
            }
            match event {
                Event::Store { key, width } => {
                    self.stack.store(key, width, !last.over(key, i));
                    if let Some(ir) = &mut ir {
                        ir.out.push(IrEntry::Store(key));
                    }
                }
                Event::Read { site } => {
                    let keys = cursor.keys();
                    if !keys.is_empty() {
                        self.read(keys, &mut batch, |k| last.over(k, i));
                        for (&key, &depth) in keys.iter().zip(&batch) {
                            cost.reads.add(site, depth, self.stack.width_of(key));
                        }
                        if let Some(ir) = &mut ir {
                            ir.batch(keys, &batch, |k| self.stack.width_of(k));
                        }
                    }
                }
                Event::Import { key, width } => self.stack.set_width(key, width),
                Event::OpStart => {
                    if let Some(ir) = &mut ir {
                        ir.op_starts.push(ir.out.len());
                    }
                }
                Event::OpEnd { name, out } => {
                    if let Some(ir) = &mut ir {
                        ir.op_end(name, cursor.keys(), out);
                    }
                }
                // The REPL never asks for calls.
                Event::Call { .. } | Event::Return => {}
            }
            cost.peak_live = cost.peak_live.max(self.stack.words());
            i += 1;
        }
        cost.ir = ir.map(|ir| ir.out);
        Some(cost)
    }

    /// One batch read: its depths (before anything moves) into `batch`;
    /// the keys `leaves` picks leave the stack, the others go on top.
    #[inline]
    fn read(&mut self, keys: &[Key], batch: &mut Vec<u32>, leaves: impl Fn(Key) -> bool) {
        batch.clear();
        self.stack.read_batch_leaving(keys, batch, |_, k| leaves(k));
    }

    /// Values from earlier entries (or this one) that nothing refers to
    /// any more leave the stack.
    fn drop_unreachable(&mut self, reachable: &HashSet<Key>) {
        for (key, _) in self.stack.bottom_up() {
            if !reachable.contains(&key) {
                self.stack.remove(key);
            }
        }
    }
}

// ----- what is kept of the reads -----

/// How many reads an entry made at each depth, per source line.
#[derive(Debug, Clone, Default)]
pub struct Reads {
    lines: Vec<(Site, Histogram)>,
    index: HashMap<Site, usize, BuildHasherDefault<KeyHasher>>,
    /// The line of the latest read: reads come in runs from one line.
    latest: Option<(Site, usize)>,
}

/// Reads by depth: shallow depths in an array (most reads), deep ones in
/// a map.
#[derive(Debug, Clone)]
struct Histogram {
    near: [u64; NEAR],
    far: KeyMap<u64>,
}

impl Default for Histogram {
    fn default() -> Self {
        Histogram { near: [0; NEAR], far: KeyMap::default() }
    }
}

impl Histogram {
    #[inline]
    fn add(&mut self, depth: u32) {
        match self.near.get_mut(depth as usize) {
            Some(n) => *n += 1,
            None => *self.far.entry(depth).or_insert(0) += 1,
        }
    }

    /// (depth, reads) pairs with reads, in no order.
    fn counts(&self) -> impl Iterator<Item = (u32, u64)> + '_ {
        let near = self.near.iter().enumerate().filter(|(_, &n)| n > 0).map(|(d, &n)| (d as u32, n));
        near.chain(self.far.iter().map(|(&d, &n)| (d, n)))
    }
}

impl Reads {
    /// A read of a block `width` words wide whose top word is at `depth`:
    /// a read per word, at `depth`, `depth + 1`, ...
    #[inline]
    fn add(&mut self, site: Site, depth: u32, width: u32) {
        let line = match self.latest {
            Some((at, line)) if at == site => line,
            _ => self.line_of(site),
        };
        let histogram = &mut self.lines[line].1;
        for j in 0..width.max(1) {
            histogram.add(depth.saturating_add(j));
        }
    }

    fn line_of(&mut self, site: Site) -> usize {
        // A loop's reads take turns among a few lines: a look along them
        // is quicker than a hash.
        if self.lines.len() <= FEW_LINES {
            if let Some(line) = self.lines.iter().position(|(at, _)| *at == site) {
                self.latest = Some((site, line));
                return line;
            }
        }
        let next = self.lines.len();
        let line = *self.index.entry(site).or_insert(next);
        if line == next {
            self.lines.push((site, Histogram::default()));
        }
        self.latest = Some((site, line));
        line
    }

    /// Number of reads.
    pub fn count(&self) -> u64 {
        self.lines.iter().flat_map(|(_, h)| h.counts()).map(|(_, n)| n).sum()
    }

    /// depth → reads at that depth, over every line.
    pub fn depths(&self) -> BTreeMap<u32, u64> {
        let mut depths = BTreeMap::new();
        for (depth, n) in self.lines.iter().flat_map(|(_, h)| h.counts()) {
            *depths.entry(depth).or_insert(0) += n;
        }
        depths
    }

    /// Per source line, in (file, line) order: reads and their cost at
    /// `bytes_per_element`.
    pub fn per_line(&self, bytes_per_element: i64) -> Vec<(Site, u64, u128)> {
        let mut lines: Vec<(Site, u64, u128)> = self
            .lines
            .iter()
            .map(|(site, h)| {
                let (reads, cost) = h.counts().fold((0u64, 0u128), |(r, c), (d, n)| {
                    let each = read_cost(u64::from(d), bytes_per_element);
                    (r + n, c.saturating_add(each.saturating_mul(u128::from(n))))
                });
                (*site, reads, cost)
            })
            .collect();
        lines.sort_by_key(|(site, _, _)| *site);
        lines
    }
}

/// The cost of `depths` (depth → reads) at `bytes_per_element`.
pub fn histogram_cost(depths: &BTreeMap<u32, u64>, bytes_per_element: i64) -> u128 {
    depths.iter().fold(0u128, |sum, (&d, &n)| {
        sum.saturating_add(read_cost(u64::from(d), bytes_per_element).saturating_mul(u128::from(n)))
    })
}

// ----- last uses -----

/// An event's number in a last-use table: u32 for the common entry, u64
/// for one of four billion events or more.
trait Index: Copy + PartialOrd {
    const NEVER: Self;
    fn at(i: usize) -> Self;
}

impl Index for u32 {
    const NEVER: u32 = u32::MAX;
    fn at(i: usize) -> u32 {
        u32::try_from(i).unwrap_or(u32::MAX - 1)
    }
}

impl Index for u64 {
    const NEVER: u64 = u64::MAX;
    fn at(i: usize) -> u64 {
        i as u64
    }
}

/// Last use of each key within the entry: its last read, else its first
/// store; `NEVER` for reachable keys. The keys the entry makes (from its
/// first store on: keys are handed out in order) index a table; the older
/// ones it reads go to a map.
struct LastUses<T> {
    first: Key,
    own: Vec<T>,
    older: KeyMap<T>,
}

impl<T: Index> LastUses<T> {
    fn of(trace: &Trace, reachable: &HashSet<Key>) -> LastUses<T> {
        let first = first_store(trace).unwrap_or(trace.max_key.saturating_add(1));
        let span = trace.max_key.saturating_add(1).saturating_sub(first) as usize;
        let mut last = LastUses { first, own: vec![T::NEVER; span], older: KeyMap::default() };
        let mut cursor = trace.cursor();
        let mut i = 0;
        while let Some(event) = cursor.next() {
            match event {
                Event::Store { key, .. } => last.stored(key, i),
                Event::Read { .. } => cursor.keys().iter().for_each(|&k| last.set(k, T::at(i))),
                Event::Import { .. } | Event::OpStart | Event::OpEnd { .. } | Event::Call { .. } | Event::Return => {}
            }
            i += 1;
        }
        for &key in reachable {
            if let Some(slot) = last.get_mut(key) {
                *slot = T::NEVER;
            }
        }
        last
    }

    /// A store counts only when the key has no use yet.
    fn stored(&mut self, key: Key, i: usize) {
        let unused = self.get_mut(key).is_none_or(|l| *l == T::NEVER);
        if unused {
            self.set(key, T::at(i));
        }
    }

    fn set(&mut self, key: Key, at: T) {
        match key.checked_sub(self.first).and_then(|j| self.own.get_mut(j as usize)) {
            Some(slot) => *slot = at,
            None => {
                self.older.insert(key, at);
            }
        }
    }

    fn get_mut(&mut self, key: Key) -> Option<&mut T> {
        match key.checked_sub(self.first).map(|j| j as usize) {
            Some(j) if j < self.own.len() => self.own.get_mut(j),
            _ => self.older.get_mut(&key),
        }
    }

    /// Whether the key's last use in the entry is at or before event `i`.
    #[inline]
    fn over(&self, key: Key, i: usize) -> bool {
        let last = match key.checked_sub(self.first).map(|j| j as usize) {
            Some(j) if j < self.own.len() => Some(self.own[j]),
            _ => self.older.get(&key).copied(),
        };
        last.is_none_or(|l| l <= T::at(i))
    }
}

/// The key of the entry's first store: where its own keys begin.
fn first_store(trace: &Trace) -> Option<Key> {
    let mut cursor = trace.cursor();
    while let Some(event) = cursor.next() {
        if let Event::Store { key, .. } = event {
            return Some(key);
        }
    }
    None
}

// ----- the IR of a short entry -----

#[derive(Default)]
struct IrState {
    out: Vec<IrEntry>,
    /// Per key, (batch number, depth) of its latest read.
    latest: HashMap<Key, (u32, u32)>,
    batch_no: u32,
    op_starts: Vec<usize>,
}

impl IrState {
    /// A `READ` per key of the batch just priced.
    fn batch(&mut self, keys: &[Key], depths: &[u32], width_of: impl Fn(Key) -> u32) {
        self.batch_no += 1;
        for (&key, &depth) in keys.iter().zip(depths) {
            self.out.push(IrEntry::Read { key, depth, width: width_of(key) });
            self.latest.insert(key, (self.batch_no, depth));
        }
    }

    /// The `OP` after its reads and before its result's stores.
    fn op_end(&mut self, name: OpName, keys: &[Key], result: Option<Key>) {
        let depths = keys
            .iter()
            .map(|k| match self.latest.get(k) {
                Some(&(batch, depth)) if batch == self.batch_no => depth,
                _ => 0,
            })
            .collect();
        let at = self.op_starts.pop().unwrap_or(self.out.len()).min(self.out.len());
        self.out.insert(at, IrEntry::Op { name: name.as_str(), keys: keys.to_vec(), depths, out: result });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn site() -> Site {
        Site::default()
    }

    fn price(s: &mut SessionStack, t: &Trace, reachable: &[Key]) -> EntryCost {
        let reachable = reachable.iter().copied().collect();
        s.price_entry(t, &reachable, true, &mut || false).expect("not stopped")
    }

    fn depths(cost: &EntryCost) -> Vec<u32> {
        cost.reads.depths().into_iter().flat_map(|(d, n)| std::iter::repeat_n(d, n as usize)).collect()
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
        let batch = crate::cost::replay(&t, true);
        let mut s = SessionStack::new();
        let r = price(&mut s, &t, &[]);
        let mut sorted = batch.depths.clone();
        sorted.sort_unstable();
        assert_eq!(depths(&r), sorted);
        assert_eq!(r.ir.as_deref(), Some(batch.ir.as_slice()));
        assert_eq!(r.peak_live, batch.peak_live);
        assert!(s.is_empty());
    }

    #[test]
    fn reachable_values_survive_entries_and_die_when_dropped() {
        let mut s = SessionStack::new();
        // Entry 1: x = v1 (reachable), a temporary v2 read once.
        let mut t = Trace::default();
        t.store(1);
        t.store(2);
        t.read(&[2], site());
        let r = price(&mut s, &t, &[1]);
        assert_eq!(depths(&r), [1]);
        assert_eq!(s.len(), 1);
        // Entry 2: v3 stored and kept, v1 read.
        let mut t = Trace::default();
        t.store(3);
        t.read(&[1], site());
        let r = price(&mut s, &t, &[1, 3]);
        assert_eq!(depths(&r), [2]);
        assert_eq!(s.keys_top_first(), [(1, 1), (2, 3)]);
        // Entry 3: nothing read; v1 is no longer reachable.
        let r = price(&mut s, &Trace::default(), &[3]);
        assert_eq!(r.live, 1);
        assert_eq!(s.depth(3), Some(1));
        assert_eq!(s.depth(1), None);
    }

    #[test]
    fn a_stopped_entry_leaves_only_reachable_values() {
        let mut s = SessionStack::new();
        let mut t = Trace::default();
        t.store(1);
        t.store(2);
        let reachable = HashSet::from([2]);
        assert!(s.price_entry(&t, &reachable, false, &mut || true).is_none());
        // Nothing was priced; what was on the stack and is unreachable left.
        assert!(s.depth(1).is_none());
        let r = price(&mut s, &t, &[1, 2]);
        assert_eq!(r.live, 2);
    }

    #[test]
    fn lines_keep_their_reads_and_wide_blocks_count_each_word() {
        let mut s = SessionStack::new();
        let mut t = Trace::default();
        t.store_wide(1, 3);
        t.store(2);
        t.read(&[1], Site { file: 0, line: 2 });
        t.read(&[2], Site { file: 0, line: 1 });
        let r = price(&mut s, &t, &[]);
        assert_eq!(r.reads.count(), 4);
        let lines = r.reads.per_line(1);
        assert_eq!(lines.iter().map(|l| (l.0.line, l.1)).collect::<Vec<_>>(), [(1, 1), (2, 3)]);
        // v1 (3 words) under v2: words 2, 3, 4.
        assert_eq!(depths(&r), [1, 2, 3, 4]);
        assert_eq!(histogram_cost(&r.reads.depths(), 1), 1 + 2 + 2 + 2);
    }

    #[test]
    fn deep_reads_are_counted_exactly() {
        let mut s = SessionStack::new();
        let mut t = Trace::default();
        for k in 1..=100 {
            t.store(k);
        }
        t.read(&[1], site());
        let r = price(&mut s, &t, &[]);
        assert_eq!(depths(&r), [100]);
    }
}
