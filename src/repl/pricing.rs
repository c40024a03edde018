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
//! A value that left the stack because nothing reached it any more is
//! never read again in a log the interpreter writes, and its width goes
//! with it (the stack is renumbered to what stays, `SessionStack`); a key
//! the stack never held (made by an entry a limit stopped) is read from
//! below the bottom, one word wide.
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

use std::collections::{BTreeMap, HashMap};
use std::hash::BuildHasherDefault;

use crate::cost::lru::LruStack;
use crate::cost::tally::block_cost;
use crate::cost::IrEntry;
use crate::eventlog::keymap::{KeyHasher, KeyMap};
use crate::eventlog::trace::{Event, Key, OpName, Trace};
use crate::source::Site;
use crate::value::reach::KeySet;

/// Events priced between two looks at `stop` (a few milliseconds).
const EVENTS_PER_LOOK: usize = 1 << 16;

/// Lines an entry reads from, up to which a line is looked for along them.
const FEW_LINES: usize = 8;

/// Depths below this are counted in a line's array, deeper ones in its map.
const NEAR: usize = 64;

/// The session's stack, carried from one entry to the next.
///
/// The stack holds slots, not keys, so that its tables follow the values
/// live in the session and the entry being priced, not every value the
/// session ever made: after an entry the values that stay are renumbered
/// `1..=len` in the order of their keys (`live`), and the next entry's
/// own keys take the slots after them.
#[derive(Debug, Clone)]
pub struct SessionStack {
    stack: LruStack,
    /// The keys on the stack, in increasing order: `live[j]` has slot `j + 1`.
    live: Vec<Key>,
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
        SessionStack { stack: LruStack::new(1024, 0), live: Vec::new() }
    }

    /// Number of values on the stack.
    pub fn len(&self) -> usize {
        self.stack.len()
    }

    #[cfg(test)]
    pub fn is_empty(&self) -> bool {
        self.stack.is_empty()
    }

    /// Depth of a live key (1 = top).
    #[cfg(test)]
    pub fn depth(&self, key: Key) -> Option<u32> {
        let slot = self.live.binary_search(&key).ok()? as u32 + 1;
        Some(self.stack.depth(slot))
    }

    /// The top `n` live keys with their depths, top first.
    pub fn keys_top_first(&self, n: usize) -> Vec<(u32, Key)> {
        let slots = self.stack.top_down(n).into_iter();
        let key = |s: u32| s.checked_sub(1).and_then(|j| self.live.get(j as usize)).copied().unwrap_or(0);
        let mut keys: Vec<(u32, Key)> = slots.map(|(s, _)| (self.stack.depth(s), key(s))).collect();
        keys.sort_unstable();
        keys
    }

    /// Prices one entry. `trace` holds the entry's events (keys continue
    /// the session's numbering); `reachable` are the keys still reachable
    /// when the entry has finished. `stop` is asked now and then for a
    /// reason to stop; when it gives one (or the heap budget has no room
    /// for the entry's tables, `MemoryError`), the pricing ends without a
    /// cost, and the stack keeps what the events priced so far made of it,
    /// less what is not reachable: a state a later entry can go on from.
    pub fn price_entry(
        &mut self,
        trace: &Trace,
        reachable: &KeySet,
        want_ir: bool,
        stop: &mut dyn FnMut() -> Option<&'static str>,
    ) -> Result<EntryCost, &'static str> {
        // The live keys' slots stand until the stack is made again.
        let live = std::mem::take(&mut self.live);
        let mut slots = Slots::new(trace, &live);
        // Last uses as u32 while the entry's events can be numbered so
        // (four billion events are minutes of running).
        let priced = match u32::try_from(trace.len()) {
            Ok(n) if n < u32::MAX => self.price_with::<u32>(trace, reachable, &mut slots, want_ir, stop),
            _ => self.price_with::<u64>(trace, reachable, &mut slots, want_ir, stop),
        };
        if let Err(UNTOUCHED) = priced {
            // The budget had no room to begin: the stack is as it was.
            self.live = live;
            return Err("MemoryError");
        }
        let fault = self.stack.check();
        self.keep_reachable(&slots, reachable);
        let mut cost = priced?;
        fault.map_err(|e| e.name)?;
        cost.peak_live = cost.peak_live.max(self.stack.words());
        cost.live = self.stack.len();
        Ok(cost)
    }

    /// The entry's last uses, then its replay. Before the replay moves
    /// anything, the heap budget is asked for the tables the pricing will
    /// build whatever happens (`ask_for_tables`); a refusal, or no room for
    /// the last uses, is `Err(UNTOUCHED)`: the stack has not changed.
    fn price_with<T: Index>(
        &mut self,
        trace: &Trace,
        reachable: &KeySet,
        slots: &mut Slots,
        want_ir: bool,
        stop: &mut dyn FnMut() -> Option<&'static str>,
    ) -> Result<EntryCost, &'static str> {
        let last = LastUses::<T>::of(trace, reachable, slots).map_err(|_| UNTOUCHED)?;
        self.ask_for_tables(slots, reachable).map_err(|_| UNTOUCHED)?;
        self.stack.cover_keys(slots.count());
        self.replay(trace, slots, &last, want_ir, stop)
    }

    /// Asks the heap budget for what pricing an entry builds that cannot
    /// stop partway: the stack's stamp per slot (made now, `cover_keys`)
    /// and what `keep_reachable` makes at the end, for at most the live
    /// keys and the reachable ones the entry met (nothing else is left on
    /// the stack then: every other key has left after its last use).
    /// Growth while the replay runs asks as it comes (`ask_for_stamps`).
    fn ask_for_tables(&self, slots: &Slots, reachable: &KeySet) -> crate::error::RtResult<()> {
        let all = slots.count() as usize + 1;
        let met = all - slots.live.len();
        let kept = slots.live.len().saturating_add(reachable.len().min(met));
        let stamps = all.saturating_sub(self.stack.key_table_len()).saturating_mul(std::mem::size_of::<u32>());
        // `keep_reachable`: the slots' new numbers, the older keys met in
        // order, and per kept key its place in the old stack and the new
        // one, its new number and its new stack's tables.
        let renumbering = all.saturating_mul(std::mem::size_of::<u32>())
            + slots.other_keys.len().saturating_mul(std::mem::size_of::<(Key, u32)>());
        let keeping = kept.saturating_mul(KEPT_BYTES);
        crate::sandbox::memory::reserve(stamps.saturating_add(renumbering).saturating_add(keeping))
    }

    /// Asks the heap budget for what handing out `n` more stamps allocates
    /// (a renumbering of the stack, rare), before it happens.
    #[inline]
    fn ask_for_stamps(&self, n: usize) -> Result<(), &'static str> {
        match self.stack.growth_for(n) {
            0 => Ok(()),
            bytes => crate::sandbox::memory::reserve(bytes).map_err(|_| "MemoryError"),
        }
    }

    fn replay<T: Index>(
        &mut self,
        trace: &Trace,
        slots: &Slots,
        last: &LastUses<T>,
        want_ir: bool,
        stop: &mut dyn FnMut() -> Option<&'static str>,
    ) -> Result<EntryCost, &'static str> {
        let mut cost = EntryCost { peak_live: self.stack.words(), ..EntryCost::default() };
        let mut ir = want_ir.then(IrState::default);
        let (mut batch, mut slot_buf) = (Vec::new(), Vec::new());
        let mut cursor = trace.cursor();
        let mut i = 0;
        let mut wide = crate::cost::WideReads::default();
        while let Some(event) = cursor.next() {
            if i % EVENTS_PER_LOOK == 0 || wide.due(cursor.keys().len()) {
                if let Some(why) = stop() {
                    return Err(why);
                }
            }
            match event {
                Event::Store { key, width } => {
                    self.ask_for_stamps(1)?;
                    self.stack.store(slots.slot(key), width, !last.over(key, i));
                    if ir.as_mut().is_some_and(|ir| !ir.keep(IrEntry::Store(key))) {
                        ir = None;
                    }
                }
                Event::Read { site } => {
                    let keys = cursor.keys();
                    if !keys.is_empty() {
                        self.ask_for_stamps(keys.len())?;
                        self.read(keys, slots, &mut slot_buf, &mut batch, |k| last.over(k, i));
                        for (&slot, &depth) in slot_buf.iter().zip(&batch) {
                            cost.reads.add(site, depth, self.stack.width_of(slot))?;
                        }
                        let width_of = |k| self.stack.width_of(slots.slot(k));
                        if ir.as_mut().is_some_and(|ir| !ir.batch(keys, &batch, width_of)) {
                            ir = None;
                        }
                    }
                }
                Event::Import { key, width } => self.stack.set_width(slots.slot(key), width),
                Event::OpStart => {
                    if let Some(ir) = &mut ir {
                        ir.op_starts.push(ir.out.len());
                    }
                }
                Event::OpEnd { name, out } => {
                    if ir.as_mut().is_some_and(|ir| !ir.op_end(name, cursor.keys(), out)) {
                        ir = None;
                    }
                }
                // The REPL never asks for calls.
                Event::Call { .. } | Event::Return => {}
            }
            cost.peak_live = cost.peak_live.max(self.stack.words());
            i += 1;
        }
        cost.ir = ir.map(|ir| ir.out);
        Ok(cost)
    }

    /// One batch read of `keys`: their slots into `slot_buf`, their depths
    /// (before anything moves) into `batch`; the keys `leaves` picks leave
    /// the stack, the others go on top.
    #[inline]
    fn read(
        &mut self,
        keys: &[Key],
        slots: &Slots,
        slot_buf: &mut Vec<u32>,
        batch: &mut Vec<u32>,
        leaves: impl Fn(Key) -> bool,
    ) {
        slot_buf.clear();
        slot_buf.extend(keys.iter().map(|&k| slots.slot(k)));
        batch.clear();
        self.stack.read_batch_leaving(slot_buf, batch, |j, _| leaves(keys[j]));
    }

    /// Keeps on the stack only what is reachable, renumbered: the stack is
    /// made again with the kept keys' new slots, in the same order.
    fn keep_reachable(&mut self, slots: &Slots, reachable: &KeySet) {
        let kept: Vec<(u32, u32)> =
            self.stack.bottom_up().into_iter().filter(|&(slot, _)| reachable.contains(slots.key(slot))).collect();
        let (live, new_slot) = slots.renumber(kept.iter().map(|&(slot, _)| slot));
        let mut stack = LruStack::new(kept.len(), live.len() as Key);
        for (slot, width) in kept {
            let slot = new_slot[slot as usize];
            stack.set_width(slot, width);
            stack.push(slot);
        }
        stack.remade_from(&self.stack);
        (self.stack, self.live) = (stack, live);
    }
}

/// `price_with`'s refusal before anything moved.
const UNTOUCHED: &str = "MemoryError before pricing";

/// Heap bytes `keep_reachable` takes per key it keeps: the old stack's
/// list (8) and the kept part of it (8), the keys in their new order (8)
/// and alone (4), the new stack's stamp, owner and width (12), its blocks.
const KEPT_BYTES: usize = 48;

/// The slots of an entry's keys: the live keys' (`1..=live.len()`), then
/// the entry's own keys (dense from its first store: keys are handed out
/// in order), then the older keys it meets that are not live, in the
/// order met.
struct Slots<'a> {
    live: &'a [Key],
    first: Key,
    span: u32,
    others: KeyMap<u32>,
    other_keys: Vec<Key>,
}

impl<'a> Slots<'a> {
    fn new(trace: &Trace, live: &'a [Key]) -> Slots<'a> {
        let first = first_store(trace).unwrap_or(trace.max_key.saturating_add(1));
        let span = trace.max_key.saturating_add(1).saturating_sub(first);
        Slots { live, first, span, others: KeyMap::default(), other_keys: Vec::new() }
    }

    /// The number of slots: the largest one.
    fn count(&self) -> u32 {
        self.live.len() as u32 + self.span + self.other_keys.len() as u32
    }

    /// The entry's own keys' offset from its first store, if `key` is one.
    #[inline]
    fn own(&self, key: Key) -> Option<u32> {
        key.checked_sub(self.first).filter(|&j| j < self.span)
    }

    #[inline]
    fn slot(&self, key: Key) -> u32 {
        let live = self.live.len() as u32;
        match self.own(key) {
            Some(j) => live + 1 + j,
            None => match self.live.binary_search(&key) {
                Ok(j) => j as u32 + 1,
                Err(_) => self.others.get(&key).copied().unwrap_or(0),
            },
        }
    }

    /// Gives an older key that is not live a slot of its own.
    fn meet(&mut self, key: Key) {
        if self.own(key).is_some() || self.live.binary_search(&key).is_ok() || self.others.contains_key(&key) {
            return;
        }
        self.other_keys.push(key);
        let slot = self.live.len() as u32 + self.span + self.other_keys.len() as u32;
        self.others.insert(key, slot);
    }

    /// The `kept` slots numbered again `1..` in the order of their keys:
    /// the keys in that order, and each old slot's new one. Linear: the
    /// live keys and the entry's own are in order already, and all of the
    /// entry's own come after the older ones.
    fn renumber(&self, kept: impl Iterator<Item = u32>) -> (Vec<Key>, Vec<u32>) {
        let live = self.live.len() as u32;
        let mut new_slot = vec![0u32; (live + self.span) as usize + self.other_keys.len() + 1];
        for slot in kept {
            if let Some(s) = new_slot.get_mut(slot as usize) {
                *s = 1;
            }
        }
        let is_kept = |slot: u32| new_slot[slot as usize] != 0;
        let mut others: Vec<(Key, u32)> = (self.other_keys.iter().enumerate())
            .map(|(j, &k)| (k, live + self.span + 1 + j as u32))
            .filter(|&(_, slot)| is_kept(slot))
            .collect();
        others.sort_unstable();
        let older = (1..=live).filter(|&s| is_kept(s)).map(|s| (self.live[s as usize - 1], s));
        let mut order: Vec<(Key, u32)> = merge_sorted(older, others.into_iter());
        order.extend((live + 1..=live + self.span).filter(|&s| is_kept(s)).map(|s| (self.key(s), s)));
        let mut keys = Vec::with_capacity(order.len());
        for (rank, (key, slot)) in order.into_iter().enumerate() {
            new_slot[slot as usize] = rank as u32 + 1;
            keys.push(key);
        }
        (keys, new_slot)
    }

    /// The key in `slot`.
    fn key(&self, slot: u32) -> Key {
        let live = self.live.len() as u32;
        match slot.checked_sub(1) {
            Some(j) if j < live => self.live[j as usize],
            Some(j) if j - live < self.span => self.first + (j - live),
            Some(j) => self.other_keys.get((j - live - self.span) as usize).copied().unwrap_or(0),
            None => 0,
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

/// Bytes of a far histogram bucket: (depth, width) and a count, and its
/// control byte.
const FAR_ENTRY_BYTES: usize = 17;

/// Bytes per entry of a `Depths` map (a B-tree node holds eleven of 16
/// bytes, and is half full at worst).
const DEPTHS_ENTRY_BYTES: usize = 40;

/// Reads by depth: one-word reads at shallow depths in an array (most
/// reads), the others in a map by (depth, width), so a block of a million
/// words read once is one entry, not a million.
#[derive(Debug, Clone)]
struct Histogram {
    near: [u64; NEAR],
    far: HashMap<(u32, u32), u64, BuildHasherDefault<KeyHasher>>,
}

impl Default for Histogram {
    fn default() -> Self {
        Histogram { near: [0; NEAR], far: HashMap::default() }
    }
}

impl Histogram {
    /// Counts a read; `MemoryError` when a new (depth, width) needs the
    /// map to grow and the heap budget has no room for it (an entry's
    /// reads at a million depths make a map of a million).
    #[inline]
    fn add(&mut self, depth: u32, width: u32) -> Result<(), &'static str> {
        match self.near.get_mut(depth as usize).filter(|_| width == 1) {
            Some(n) => *n += 1,
            None => {
                if self.far.len() == self.far.capacity() && !self.far.contains_key(&(depth, width)) {
                    // hashbrown doubles its buckets, 8/7 of the items.
                    let buckets = (self.far.capacity() + 1).saturating_mul(2 * 8).div_ceil(7);
                    let bytes = buckets.saturating_mul(FAR_ENTRY_BYTES);
                    crate::sandbox::memory::reserve(bytes).map_err(|_| "MemoryError")?;
                }
                *self.far.entry((depth, width)).or_insert(0) += 1;
            }
        }
        Ok(())
    }

    /// ((depth, width), reads) pairs with reads, in no order.
    fn counts(&self) -> impl Iterator<Item = ((u32, u32), u64)> + '_ {
        let near = self.near.iter().enumerate().filter(|(_, &n)| n > 0).map(|(d, &n)| ((d as u32, 1), n));
        near.chain(self.far.iter().map(|(&s, &n)| (s, n)))
    }
}

/// Reads of blocks: (depth of the top word, width in words) → how many
/// such reads. A block `w` words wide read at depth `d` is `w` reads, at
/// depths `d..d+w`, priced in closed form (`tally::block_cost`): the record
/// of an entry that read a 100 MB string is one line, and `:bpe` re-prices
/// it at once.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Depths(BTreeMap<(u32, u32), u64>);

impl Depths {
    fn add(&mut self, span: (u32, u32), n: u64) {
        *self.0.entry(span).or_insert(0) += n;
    }

    /// Number of reads (a word each).
    pub fn reads(&self) -> u64 {
        self.0.iter().map(|(&(_, w), &n)| u64::from(w.max(1)).saturating_mul(n)).fold(0, u64::saturating_add)
    }

    /// Their cost at `bytes_per_element`.
    pub fn cost(&self, bytes_per_element: i64) -> u128 {
        self.0.iter().fold(0u128, |sum, (&(d, w), &n)| {
            sum.saturating_add(block_cost(d, w, bytes_per_element).saturating_mul(u128::from(n)))
        })
    }

    /// (depth, width, reads of that block), by depth.
    #[cfg(test)]
    pub fn spans(&self) -> impl Iterator<Item = (u32, u32, u64)> + '_ {
        self.0.iter().map(|(&(d, w), &n)| (d, w, n))
    }
}

impl Reads {
    /// A read of a block `width` words wide whose top word is at `depth`:
    /// a read per word, at `depth`, `depth + 1`, ...
    #[inline]
    fn add(&mut self, site: Site, depth: u32, width: u32) -> Result<(), &'static str> {
        let line = match self.latest {
            Some((at, line)) if at == site => line,
            _ => self.line_of(site),
        };
        self.lines[line].1.add(depth, width.max(1))
    }

    /// Asks the heap budget for `depths()`'s map, a node's share per
    /// (depth, width) counted.
    pub fn ask_for_depths(&self) -> crate::error::RtResult<()> {
        let spans: usize = self.lines.iter().map(|(_, h)| h.far.len() + NEAR).sum();
        crate::sandbox::memory::reserve(spans.saturating_mul(DEPTHS_ENTRY_BYTES))
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
        self.depths().reads()
    }

    /// The reads over every line.
    pub fn depths(&self) -> Depths {
        let mut depths = Depths::default();
        for (span, n) in self.lines.iter().flat_map(|(_, h)| h.counts()) {
            depths.add(span, n);
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
                let (reads, cost) = h.counts().fold((0u64, 0u128), |(r, c), ((d, w), n)| {
                    let each = block_cost(d, w, bytes_per_element);
                    (
                        r.saturating_add(u64::from(w).saturating_mul(n)),
                        c.saturating_add(each.saturating_mul(u128::from(n))),
                    )
                });
                (*site, reads, cost)
            })
            .collect();
        lines.sort_by_key(|(site, _, _)| *site);
        lines
    }
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
    /// The table of `trace`'s last uses; `MemoryError` when the heap
    /// budget has no room for it. The older keys met get their slots.
    fn of(trace: &Trace, reachable: &KeySet, slots: &mut Slots) -> Result<LastUses<T>, &'static str> {
        let (first, span) = (slots.first, slots.span as usize);
        crate::sandbox::memory::reserve_items::<T>(span).map_err(|_| "MemoryError")?;
        let mut last = LastUses { first, own: vec![T::NEVER; span], older: KeyMap::default() };
        let mut cursor = trace.cursor();
        let mut i = 0;
        while let Some(event) = cursor.next() {
            match event {
                Event::Store { key, .. } => last.stored(key, i),
                Event::Read { .. } => cursor.keys().iter().for_each(|&k| last.set(k, T::at(i))),
                Event::Import { key, .. } => slots.meet(key),
                Event::OpStart | Event::OpEnd { .. } | Event::Call { .. } | Event::Return => {}
            }
            i += 1;
        }
        for &key in last.older.keys() {
            slots.meet(key);
        }
        // Only the keys the entry mentions matter; the reachable ones
        // among them never leave.
        for key in reachable.iter() {
            if let Some(slot) = last.get_mut(key) {
                *slot = T::NEVER;
            }
        }
        Ok(last)
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

/// Two lists in increasing order, merged.
fn merge_sorted(a: impl Iterator<Item = (Key, u32)>, b: impl Iterator<Item = (Key, u32)>) -> Vec<(Key, u32)> {
    let (mut a, mut b) = (a.peekable(), b.peekable());
    let mut out = Vec::new();
    loop {
        let next = match (a.peek(), b.peek()) {
            (Some(x), Some(y)) if x.0 <= y.0 => a.next(),
            (Some(_), Some(_)) => b.next(),
            (Some(_), None) => a.next(),
            (None, _) => b.next(),
        };
        match next {
            Some(item) => out.push(item),
            None => return out,
        }
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

/// IR entries an entry's `:ir` keeps at most: an event can read many
/// keys (a probe past colliding keys reads them all), so an entry of few
/// events can still make millions of IR lines.
const IR_ENTRIES: usize = 1 << 20;

impl IrState {
    /// Keeps `entry`, its room asked of the heap budget; false (the IR is
    /// dropped, and `:ir` says it is too long to list) when the budget or
    /// `IR_ENTRIES` has no room for it.
    fn keep(&mut self, entry: IrEntry) -> bool {
        if self.out.len() >= IR_ENTRIES || crate::sandbox::memory::make_room(&mut self.out, 1).is_err() {
            return false;
        }
        self.out.push(entry);
        true
    }

    /// A `READ` per key of the batch just priced; false as `keep`.
    fn batch(&mut self, keys: &[Key], depths: &[u32], width_of: impl Fn(Key) -> u32) -> bool {
        self.batch_no += 1;
        for (&key, &depth) in keys.iter().zip(depths) {
            if !self.keep(IrEntry::Read { key, depth, width: width_of(key) }) {
                return false;
            }
            self.latest.insert(key, (self.batch_no, depth));
        }
        true
    }

    /// The `OP` after its reads and before its result's stores; false as
    /// `keep`.
    fn op_end(&mut self, name: OpName, keys: &[Key], result: Option<Key>) -> bool {
        if self.out.len() >= IR_ENTRIES || crate::sandbox::memory::make_room(&mut self.out, 1).is_err() {
            return false;
        }
        let depths = keys
            .iter()
            .map(|k| match self.latest.get(k) {
                Some(&(batch, depth)) if batch == self.batch_no => depth,
                _ => 0,
            })
            .collect();
        let at = self.op_starts.pop().unwrap_or(self.out.len()).min(self.out.len());
        self.out.insert(at, IrEntry::Op { name: name.as_str(), keys: keys.to_vec(), depths, out: result });
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cost::naive::NaiveStack;

    fn site() -> Site {
        Site::default()
    }

    fn price(s: &mut SessionStack, t: &Trace, reachable: &[Key]) -> EntryCost {
        let reachable = reachable.iter().copied().collect();
        s.price_entry(t, &reachable, true, &mut || None).expect("not stopped")
    }

    fn depths(cost: &EntryCost) -> Vec<u32> {
        let words = |(d, w, n): (u32, u32, u64)| (d..d + w).flat_map(move |d| std::iter::repeat_n(d, n as usize));
        let mut all: Vec<u32> = cost.reads.depths().spans().flat_map(words).collect();
        all.sort_unstable();
        all
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
        assert_eq!(s.keys_top_first(10), [(1, 1), (2, 3)]);
        assert_eq!(s.keys_top_first(1), [(1, 1)]);
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
        let reachable = KeySet::from_iter([2]);
        assert_eq!(s.price_entry(&t, &reachable, false, &mut || Some("asked")).err(), Some("asked"));
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
        assert_eq!(r.reads.depths().cost(1), 1 + 2 + 2 + 2);
    }

    #[test]
    fn deep_reads_are_counted_exactly() {
        let mut s = SessionStack::new();
        let mut t = Trace::default();
        for k in 1..=100 {
            t.store(k);
        }
        t.read(&[1], site());
        // Kept (reachable), the 99 stored after v1 lie above it.
        let all: Vec<Key> = (1..=100).collect();
        let r = price(&mut s, &t, &all);
        assert_eq!(depths(&r), [100]);
        // The next entry finds them renumbered, in the same order.
        let mut t = Trace::starting_at(101);
        t.store(101);
        t.read(&[2, 1], site());
        let r = price(&mut s, &t, &all);
        assert_eq!(depths(&r), [1, 100]);
        assert_eq!(s.depth(1), Some(1));
        assert_eq!(s.depth(2), Some(2));
    }

    /// The spec's stack (`cost::naive`) going on entry by entry: the
    /// depths of one entry's reads, sorted, its stack left as the entry
    /// leaves it.
    fn naive_entry(naive: &mut NaiveStack, t: &Trace, reachable: &KeySet) -> Vec<u32> {
        naive.next_entry(t, |k| reachable.contains(k));
        let mut depths = Vec::new();
        let mut cursor = t.cursor();
        let mut i = 0;
        while let Some(event) = cursor.next() {
            match event {
                Event::Store { key, width } => naive.store(key, width, i),
                Event::Import { key, width } => naive.import(key, width),
                Event::Read { .. } => {
                    for read in naive.read(cursor.keys(), i) {
                        depths.extend((0..read.block.width).map(|j| read.depth + j));
                    }
                }
                Event::OpStart | Event::OpEnd { .. } | Event::Call { .. } | Event::Return => {}
            }
            i += 1;
        }
        naive.keep(|k| reachable.contains(k));
        depths.sort_unstable();
        depths
    }

    /// Random sessions as the interpreter logs them: entries that make
    /// values (some wide) and read their own and the reachable older ones
    /// (some never priced: made by an entry a limit stopped), after which
    /// some of what was reachable stays so; priced as the spec's stack
    /// prices them, entry after entry.
    #[test]
    fn random_sessions_follow_the_rules() {
        let mut seed = 0x9E37_79B9_7F4A_7C15u64;
        let mut next = move |n: u64| {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed % n.max(1)
        };
        for _ in 0..200 {
            let (mut s, mut naive) = (SessionStack::new(), NaiveStack::new(&Trace::default()));
            let (mut made, mut reach): (Key, Vec<Key>) = (0, Vec::new());
            for _ in 0..8 {
                // Values an unpriced entry made, still reachable.
                for _ in 0..next(3) {
                    made += 1;
                    reach.push(made);
                }
                let mut t = Trace::default();
                let mut readable = reach.clone();
                for _ in 0..(1 + next(12)) {
                    match next(3) {
                        0 if !readable.is_empty() => {
                            let pick = |n: u64| readable[n as usize];
                            let keys: Vec<Key> = (0..1 + next(3)).map(|_| pick(next(readable.len() as u64))).collect();
                            t.read(&keys, Site { file: 0, line: next(3) as u32 });
                        }
                        _ => {
                            made += 1;
                            readable.push(made);
                            match next(4) {
                                0 => t.store_wide(made, 2 + next(3) as u32),
                                _ => t.store(made),
                            }
                        }
                    }
                }
                reach = readable.into_iter().filter(|_| next(4) > 0).collect();
                let reachable: KeySet = reach.iter().copied().collect();
                let cost = s.price_entry(&t, &reachable, false, &mut || None).expect("priced");
                let expected = naive_entry(&mut naive, &t, &reachable);
                assert_eq!(depths(&cost), expected);
                let order: Vec<Key> = naive.bottom_up().iter().rev().map(|b| b.key).collect();
                let got: Vec<Key> = s.keys_top_first(usize::MAX).into_iter().map(|(_, k)| k).collect();
                assert_eq!(got, order);
                // The top few alone are the same as the top few of all.
                let top: Vec<Key> = s.keys_top_first(3).into_iter().map(|(_, k)| k).collect();
                assert_eq!(top, order[..order.len().min(3)]);
                assert_eq!(cost.live, naive.blocks());
            }
        }
    }
}
