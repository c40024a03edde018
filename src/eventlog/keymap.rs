//! Hash maps and sets keyed by block keys, with a multiplicative hash in
//! place of SipHash: they are looked up on every read of a value made
//! outside a measurement, and keys are numbers the interpreter hands out
//! (no program chooses them, so there is no flooding to defend against).
//! `KeyTable` is a table indexed by key in front of one, for the keys made
//! outside a measurement, which are dense.

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

use super::trace::Key;

pub type KeyMap<V> = HashMap<Key, V, BuildHasherDefault<KeyHasher>>;

/// Fibonacci hashing of one integer: the high bits, which the table uses,
/// depend on every bit of the key.
#[derive(Default, Clone, Copy)]
pub struct KeyHasher(u64);

impl Hasher for KeyHasher {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.write_u64(u64::from(b));
        }
    }

    fn write_u32(&mut self, n: u32) {
        self.write_u64(u64::from(n));
    }

    fn write_u64(&mut self, n: u64) {
        self.0 = (self.0.rotate_left(5) ^ n).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    }
}

/// Keys of a `KeyTable` spared a table slot each beyond its entries (so a
/// few keys far apart still fit the table).
const SPARE: usize = 1024;

/// Slots a `KeyTable` may span per entry: the outside values read are
/// dense among the keys, not next to each other (making a row of floats
/// made temporaries between them). Each slot is 4 bytes, as much as a key
/// costs the log's own last-use table, so the table never costs more than
/// the keys below the measurement already did.
const SLOTS_PER_KEY: usize = 32;

/// Keys made outside a measurement, each with a nonzero number: a table
/// indexed by key over the span of those met so far, since the outside
/// values a loop reads (a row of its input) are dense in the run's
/// numbering, and a read then finds its key with one load. The table spans
/// at most `SLOTS_PER_KEY * len + SPARE` keys; keys beyond that go to a
/// hash map behind it.
#[derive(Debug, Clone, Default)]
pub struct KeyTable {
    /// The key of `slots[0]`.
    lo: Key,
    /// `slots[key - lo]`: the number of `key`, 0 if it has none. Empty
    /// until the first insert: most measurements meet no outside key.
    slots: Vec<u32>,
    /// Entries, in the table and in `spill`.
    len: usize,
    /// Keys that were outside the table's span when inserted.
    spill: KeyMap<u32>,
}

impl KeyTable {
    #[inline(always)]
    pub fn get(&self, key: Key) -> Option<u32> {
        match self.slots.get(key.wrapping_sub(self.lo) as usize) {
            Some(&n) if n != 0 => Some(n),
            _ => self.get_spilled(key),
        }
    }

    /// A key the table does not hold may be in `spill` (the span may have
    /// grown over it since).
    #[cold]
    fn get_spilled(&self, key: Key) -> Option<u32> {
        if self.spill.is_empty() {
            return None;
        }
        self.spill.get(&key).copied()
    }

    /// Gives `key` the number `n` (nonzero) unless it has one: whether it
    /// was new. `None` if the system refuses growth, changing nothing.
    pub fn try_insert(&mut self, key: Key, n: u32) -> Option<bool> {
        debug_assert!(n != 0);
        if self.get(key).is_some() {
            return Some(false);
        }
        // A table the system refuses to widen leaves the key to `spill`.
        if !self.in_span(key) && !self.try_span(key).unwrap_or(false) {
            self.spill.try_reserve(1).ok()?;
            self.spill.insert(key, n);
        } else {
            self.slots[(key - self.lo) as usize] = n;
        }
        self.len += 1;
        Some(true)
    }

    /// `try_insert`, aborting as a hash map does if memory is refused.
    pub fn insert(&mut self, key: Key, n: u32) -> bool {
        self.try_insert(key, n).unwrap_or_else(|| {
            self.spill.insert(key, n);
            self.len += 1;
            true
        })
    }

    fn in_span(&self, key: Key) -> bool {
        (key.wrapping_sub(self.lo) as usize) < self.slots.len()
    }

    /// Widens the table over `key`, doubling its span so that keys met one
    /// after another copy it a few times only. False if the span would be
    /// too sparse for its entries.
    fn try_span(&mut self, key: Key) -> Option<bool> {
        let (old_lo, old_hi) = (u64::from(self.lo), self.lo as u64 + self.slots.len() as u64);
        let key = u64::from(key);
        let (lo, hi) = match self.slots.is_empty() {
            true => (key, key + 1),
            false => (old_lo.min(key), old_hi.max(key + 1)),
        };
        let cap = (SLOTS_PER_KEY * (self.len + 1) + SPARE) as u64;
        if hi - lo > cap {
            return Some(false);
        }
        let slack = (hi - lo).max(2 * self.slots.len() as u64).max(64).min(cap) - (hi - lo);
        let (lo, hi) = match key < old_lo {
            true => (lo.saturating_sub(slack), hi),
            false => (lo, (hi + slack).min(u64::from(Key::MAX) + 1)),
        };
        // A span the heap budget has no room for is not taken: the key
        // goes to `spill`, and the next step's look at the heap ends the run.
        if crate::sandbox::memory::reserve(((hi - lo) as usize).saturating_mul(std::mem::size_of::<u32>())).is_err() {
            return Some(false);
        }
        let mut slots = Vec::new();
        slots.try_reserve_exact((hi - lo) as usize).ok()?;
        slots.resize((hi - lo) as usize, 0);
        if !self.slots.is_empty() {
            let at = (old_lo - lo) as usize;
            slots[at..at + self.slots.len()].copy_from_slice(&self.slots);
        }
        self.lo = lo as Key;
        self.slots = slots;
        Some(true)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_key_table_holds_dense_and_scattered_keys() {
        let mut table = KeyTable::default();
        assert_eq!(table.get(5), None);
        assert!(table.insert(500, 1));
        assert!(!table.insert(500, 9));
        assert_eq!(table.get(500), Some(1));
        // Below and above the span: it widens.
        for key in (300..700).rev() {
            table.insert(key, key + 1);
        }
        for key in 300..700 {
            assert_eq!(table.get(key), Some(if key == 500 { 1 } else { key + 1 }));
        }
        // Far away: spilled, then found though the span grows over it.
        assert!(table.insert(1_000_000, 7));
        assert!(table.slots.len() < 10_000);
        for key in 700..1_000_500 {
            table.insert(key, 3);
        }
        assert_eq!(table.get(1_000_000), Some(7));
        assert_eq!(table.get(299), None);
        assert_eq!(table.get(0), None);
        assert!(table.insert(Key::MAX, 2));
        assert_eq!(table.get(Key::MAX), Some(2));
    }
}
