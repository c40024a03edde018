//! Hash maps and sets keyed by block keys, with a multiplicative hash in
//! place of SipHash: they are looked up on every read of a value made
//! outside a measurement, and keys are numbers the interpreter hands out
//! (no program chooses them, so there is no flooding to defend against).
//! `Recent` is a direct-mapped cache in front of one: the outside values a
//! loop reads (a row of its input) come back soon, and are then found with
//! a load and a compare.

use std::collections::{HashMap, HashSet};
use std::hash::{BuildHasherDefault, Hasher};

use super::trace::Key;

pub type KeyMap<V> = HashMap<Key, V, BuildHasherDefault<KeyHasher>>;
pub type KeySet = HashSet<Key, BuildHasherDefault<KeyHasher>>;

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

/// Entries of a `Recent` cache (a power of two).
const RECENT: usize = 1024;

/// The value last put for each of the keys met lately, by `key % RECENT`;
/// key 0 (no block's) marks an empty entry. Only a memo: a miss says
/// nothing, and the caller asks the map behind it.
#[derive(Debug, Clone, Default)]
pub struct Recent<V: Copy + Default> {
    /// Empty until the first `put`: most measurements meet no outside key.
    entries: Vec<(Key, V)>,
}

impl<V: Copy + Default> Recent<V> {
    #[inline(always)]
    pub fn get(&self, key: Key) -> Option<V> {
        let &(k, v) = self.entries.get(key as usize % RECENT)?;
        (k == key && key != 0).then_some(v)
    }

    #[inline]
    pub fn put(&mut self, key: Key, value: V) {
        if self.entries.is_empty() {
            self.entries = vec![(0, V::default()); RECENT];
        }
        self.entries[key as usize % RECENT] = (key, value);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn recent_remembers_the_last_key_of_each_entry() {
        let mut recent = Recent::<usize>::default();
        assert_eq!(recent.get(5), None);
        recent.put(5, 50);
        assert_eq!(recent.get(5), Some(50));
        // A key of the same entry replaces it.
        recent.put(5 + RECENT as Key, 7);
        assert_eq!(recent.get(5), None);
        assert_eq!(recent.get(5 + RECENT as Key), Some(7));
        // Key 0 is never found, though empty entries hold it.
        assert_eq!(recent.get(0), None);
        recent.put(0, 1);
        assert_eq!(recent.get(0), None);
    }
}
