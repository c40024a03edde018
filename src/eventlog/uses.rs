//! `UseIndex`: the last use of every key a log mentions (section 7.1 of the
//! reference model: the index of its last read batch, else of its first
//! store), kept as the log is written. Pricing needs it before it can
//! price the first read; keeping it while recording saves a whole pass
//! over the log, and the same table is built by that pass for a log made
//! any other way.
//!
//! Dense, like the keys a measurement makes: `own[key - base + 1]` for the
//! keys made inside the measurement, and a short list for the few made
//! outside it (its arguments, imports).

use super::keymap::KeyTable;
use super::trace::{Event, Key};
use crate::error::RtResult;
use crate::sandbox::memory::{self, resize_populating};

/// "Never used" (and the largest event index a table can hold).
pub const NEVER: u32 = u32::MAX;

#[derive(Debug, Clone)]
pub struct UseIndex {
    base: Key,
    /// `own[key - base + 1]`: last uses of the measurement's own keys
    /// (slot 0 is no key's).
    own: Vec<u32>,
    /// Keys from below `base`, in order of first mention, with last uses.
    outside: Vec<(Key, u32)>,
    /// `outside[n - 1]` for each outside key's number `n`.
    outside_at: KeyTable,
    mentions: usize,
}

/// Event index `i` as the table keeps it, if it fits below `NEVER` with
/// room for the end of the log.
fn event_index(i: usize) -> Option<u32> {
    u32::try_from(i).ok().filter(|&i| i < NEVER - 1)
}

/// A finished table: slot `key - base + 1` for the own keys `base..base +
/// span`, then one slot per outside key in order; `last[slot]` its last use.
pub struct Slots {
    pub base: Key,
    pub span: u32,
    pub outside: Vec<Key>,
    pub last: Vec<u32>,
}

impl UseIndex {
    pub fn new(base: Key) -> UseIndex {
        UseIndex {
            base: base.max(1),
            own: vec![NEVER],
            outside: Vec::new(),
            outside_at: KeyTable::default(),
            mentions: 0,
        }
    }

    /// A table with room for the own keys up to `max_key`, asked of the
    /// heap budget first: for a pass over a finished log, whose largest key
    /// is known, so that the table never grows while the pass runs.
    pub fn with_room(base: Key, max_key: Key) -> RtResult<UseIndex> {
        let mut uses = UseIndex::new(base);
        let slots = (max_key as usize + 1).saturating_sub(uses.base as usize) + 1;
        let more = slots.saturating_sub(uses.own.len());
        memory::make_room(&mut uses.own, more)?;
        Ok(uses)
    }

    /// The first own key and how many own keys the table has room for
    /// (`indexer::growth_bound`).
    pub fn own_room(&self) -> (Key, usize) {
        (self.base, self.own.capacity())
    }

    /// Event `i` stores `key`. False when the table cannot stay dense (a
    /// key far above the others) or `i` is too large: then drop it.
    #[inline]
    pub fn stored(&mut self, key: Key, i: usize) -> bool {
        let Some(i) = event_index(i) else { return false };
        match self.last_of(key) {
            Some(last) => {
                if *last == NEVER {
                    *last = i;
                }
                true
            }
            None => false,
        }
    }

    /// Event `i` stores `key`, when it is the next new key and the table
    /// has room for its slot (the usual store): the slot is pushed holding
    /// this store. False, changing nothing, otherwise: `stored` notes it.
    #[inline(always)]
    pub fn stored_next(&mut self, key: Key, i: usize) -> bool {
        let slot = key.wrapping_sub(self.base) as usize + 1;
        let fits = key >= self.base && slot == self.own.len() && slot < self.own.capacity();
        match event_index(i) {
            Some(i) if fits => {
                self.mentions += 1;
                self.own.push(i);
                true
            }
            _ => false,
        }
    }

    /// Notes event number `i` (`keys`: a read's), as the log's writer
    /// notes it. False when the table cannot stay dense: then drop it.
    #[inline]
    pub fn note(&mut self, event: Event, keys: &[Key], i: usize) -> bool {
        match event {
            Event::Store { key, .. } => self.stored(key, i),
            Event::Import { key, .. } => self.imported(key),
            Event::Read { .. } => self.read(keys, i),
            Event::OpStart | Event::OpEnd { .. } | Event::Call { .. } | Event::Return => true,
        }
    }

    /// A key made outside is met: it gets a slot, not a use.
    pub fn imported(&mut self, key: Key) -> bool {
        self.last_of(key).is_some()
    }

    /// Event `i` reads `keys`.
    #[inline]
    pub fn read(&mut self, keys: &[Key], i: usize) -> bool {
        let Some(i) = event_index(i) else { return false };
        for &key in keys {
            match self.last_of(key) {
                Some(last) => *last = i,
                None => return false,
            }
        }
        true
    }

    /// Takes in the uses `theirs` (the table of a log whose events from
    /// `from` on are being appended here, the first of them as event `at`)
    /// made by those events. False when the table cannot stay dense: then
    /// drop it.
    ///
    /// Their own keys are first mentioned there, so their uses move over
    /// as they are. A key from below their base moves over only if read
    /// there: its other mentions are on both logs already (the log that
    /// shares is only ever loaded with keys this one knows).
    pub fn merge_since(&mut self, theirs: &UseIndex, from: usize, at: usize) -> bool {
        if theirs.base < self.base {
            return false;
        }
        // A use among the events appended, renumbered (`None`: none there).
        let moved = |last: u32| (last != NEVER && last as usize >= from).then(|| last as usize - from + at);
        // Their slot s is key theirs.base + s - 1, here slot s + offset.
        let offset = (theirs.base - self.base) as usize;
        let end = offset + theirs.own.len();
        self.mentions = self.mentions.saturating_add(theirs.mentions);
        if end > self.own.len() {
            if end > self.mentions.saturating_mul(2).saturating_add(1024) {
                return false;
            }
            // A measured call's keys, hundreds of millions when a limit
            // stopped an endless one: the budget is asked first, and a
            // refusal (its, or the system's when a limit on the address
            // space is nearer) drops the table, which pricing can do
            // without, where growing it unasked aborted the process.
            let more = end - self.own.len();
            if memory::reserve_items::<u32>(more).is_err() || self.own.try_reserve_exact(more).is_err() {
                return false;
            }
            resize_populating(&mut self.own, end, NEVER);
        }
        for (s, &last) in theirs.own.iter().enumerate().skip(1) {
            if let Some(last) = moved(last) {
                let Some(last) = event_index(last) else { return false };
                self.own[s + offset] = last;
            }
        }
        for &(key, last) in &theirs.outside {
            if let Some(last) = moved(last) {
                let (Some(last), Some(slot)) = (event_index(last), self.last_of(key)) else { return false };
                *slot = last;
            }
        }
        true
    }

    /// The last use of `key` (a mention); `None` if it is too far above
    /// the keys met so far for the table to stay dense.
    #[inline]
    fn last_of(&mut self, key: Key) -> Option<&mut u32> {
        self.mentions += 1;
        // The common case inline: a key made here, already in the table.
        let slot = key.wrapping_sub(self.base) as usize + 1;
        if key >= self.base {
            if slot < self.own.len() {
                return Some(&mut self.own[slot]);
            }
            // The next new key, the usual store: the table stays dense (each
            // slot so far was mentioned).
            if slot == self.own.len() {
                if self.own.len() == self.own.capacity() && !self.grow(1) {
                    return None; // see `grow`
                }
                self.own.push(NEVER);
                return self.own.last_mut();
            }
        }
        self.last_of_new_or_outside(key)
    }

    /// Makes room for `more` own slots, doubling the table. The heap budget
    /// is asked first, except on an `Indexer`'s thread, whose owner asked
    /// for the growth before handing over the chunk (`growth_bound`). A
    /// refusal, the budget's or the system's (a limit like `ulimit -v` on
    /// the address space), never aborts: the table is dropped (false), and
    /// pricing finds the last uses in a pass over the log, asking the
    /// budget for a table of the log's size.
    #[cold]
    fn grow(&mut self, more: usize) -> bool {
        let more = more.max(self.own.capacity());
        memory::reserve_unless_counted_later(more.saturating_mul(size_of::<u32>())).is_ok()
            && self.own.try_reserve_exact(more).is_ok()
    }

    /// `last_of` a key from outside, or one above the table so far.
    fn last_of_new_or_outside(&mut self, key: Key) -> Option<&mut u32> {
        if key < self.base {
            let at = match self.outside_at.get(key) {
                Some(n) => n as usize - 1,
                None => self.new_outside(key)?,
            };
            return Some(&mut self.outside[at].1);
        }
        let slot = (key - self.base) as usize + 1;
        if slot >= self.own.len() {
            if slot > self.mentions.saturating_mul(2).saturating_add(1024) {
                return None;
            }
            if slot >= self.own.capacity() && !self.grow(slot + 1 - self.own.len()) {
                return None;
            }
            resize_populating(&mut self.own, slot + 1, NEVER);
        }
        Some(&mut self.own[slot])
    }

    /// Gives an outside key mentioned first its place in `outside`.
    #[cold]
    fn new_outside(&mut self, key: Key) -> Option<usize> {
        let n = u32::try_from(self.outside.len() + 1).ok()?;
        self.outside.try_reserve(1).ok()?;
        self.outside_at.try_insert(key, n)?;
        self.outside.push((key, NEVER));
        Some(self.outside.len() - 1)
    }

    /// The last uses of the keys below `key`, by key (index 0 no key's),
    /// for a table of the run's own numbering (base 1).
    pub fn own_below(&self, key: Key) -> Option<Vec<u32>> {
        if self.base != 1 {
            return None;
        }
        let n = key as usize;
        let mut last = self.own[..n.min(self.own.len())].to_vec();
        last.resize(n, NEVER);
        Some(last)
    }

    /// The table for a log of `n` events whose keys `live_at_end` stay live
    /// past its end (their last use is `n`). `None` if one of them does not
    /// fit the table.
    pub fn finish(mut self, live_at_end: &[Key], n: usize) -> Option<Slots> {
        let n = u32::try_from(n).ok().filter(|&n| n < NEVER)?;
        for &key in live_at_end {
            *self.last_of(key)? = n;
        }
        let span = self.own.len() as u32 - 1;
        self.own.extend(self.outside.iter().map(|&(_, last)| last));
        Some(Slots {
            base: self.base,
            span,
            outside: self.outside.into_iter().map(|(k, _)| k).collect(),
            last: self.own,
        })
    }
}
