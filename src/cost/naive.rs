//! The LRU stack of reference-model.md section 7 taken literally: a `Vec`
//! of blocks, bottom first, scanned at every read, with each key's last
//! use known in hindsight (`last_use_by_key`). O(stack) a read, and plainly
//! right: the one oracle the Fenwick stack (`lru`) and the pipeline are
//! checked against — by the unit tests, and by every `run --html`
//! step-through (`report::steps`), whose depths must agree word for word
//! with the priced ones.

use std::collections::HashMap;

use crate::eventlog::trace::{Key, Trace};

/// A block on the stack: its key and its width in words.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Block {
    pub key: Key,
    pub width: u32,
}

/// One block of a read batch, priced against the stack before the batch.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Priced {
    pub block: Block,
    /// Depth of the block's top word (1 = the top of the stack).
    pub depth: u32,
    /// The block was not on the stack: made before the measurement, read
    /// from just below the bottom.
    pub imported: bool,
}

/// The stack, and what it needs to know of the log it replays.
pub struct NaiveStack {
    /// Bottom first.
    stack: Vec<Block>,
    words: u64,
    widths: HashMap<Key, u32>,
    last: HashMap<Key, usize>,
}

impl NaiveStack {
    /// An empty stack for replaying `trace`.
    pub fn new(trace: &Trace) -> NaiveStack {
        NaiveStack { stack: Vec::new(), words: 0, widths: HashMap::new(), last: super::last_use_by_key(trace) }
    }

    /// Event `i` stores `key`, `width` words wide: to the top (from where
    /// it was, if anywhere), and off again if it is never used.
    pub fn store(&mut self, key: Key, width: u32, i: usize) {
        self.remove(key);
        self.widths.insert(key, width);
        self.push(key);
        self.retire(key, i);
    }

    /// A value made outside is met: only its width is news.
    pub fn import(&mut self, key: Key, width: u32) {
        if self.depth(key).is_none() {
            self.widths.insert(key, width);
        }
    }

    /// Event `i` reads `keys` as one batch: every block priced against the
    /// stack before it, then its distinct keys to the top in order of
    /// first occurrence, then the keys read for the last time leave.
    pub fn read(&mut self, keys: &[Key], i: usize) -> Vec<Priced> {
        let below = u32::try_from(self.words + 1).unwrap_or(u32::MAX);
        let priced = keys
            .iter()
            .map(|&key| {
                let found = self.depth(key);
                let block = Block { key, width: self.width(key) };
                Priced { block, depth: found.unwrap_or(below), imported: found.is_none() }
            })
            .collect();
        let mut distinct: Vec<Key> = Vec::new();
        for &key in keys {
            if !distinct.contains(&key) {
                distinct.push(key);
            }
        }
        for &key in &distinct {
            self.remove(key);
            self.push(key);
        }
        for &key in &distinct {
            self.retire(key, i);
        }
        priced
    }

    /// The REPL's stack (`repl::pricing`) goes on from this one with the
    /// next entry's log: the last uses are that entry's own, and a key
    /// `stays` picks (still reachable when the entry ends) does not leave
    /// during it.
    #[cfg(test)]
    pub fn next_entry(&mut self, trace: &Trace, stays: impl Fn(Key) -> bool) {
        self.last = super::last_use_by_key(trace);
        for (&key, last) in self.last.iter_mut() {
            if stays(key) {
                *last = usize::MAX;
            }
        }
    }

    /// Only the blocks `stays` picks remain (a REPL entry's end).
    #[cfg(test)]
    pub fn keep(&mut self, stays: impl Fn(Key) -> bool) {
        self.stack.retain(|b| stays(b.key));
        self.words = self.stack.iter().map(|b| u64::from(b.width)).sum();
    }

    /// Words on the stack.
    pub fn words(&self) -> u64 {
        self.words
    }

    /// Blocks on the stack.
    pub fn blocks(&self) -> usize {
        self.stack.len()
    }

    /// Up to `n` blocks, the top of the stack first.
    pub fn top(&self, n: usize) -> Vec<Block> {
        self.stack.iter().rev().take(n).copied().collect()
    }

    /// The blocks, bottom first.
    #[cfg(test)]
    pub fn bottom_up(&self) -> &[Block] {
        &self.stack
    }

    fn width(&self, key: Key) -> u32 {
        self.widths.get(&key).copied().unwrap_or(1).max(1)
    }

    fn remove(&mut self, key: Key) {
        if let Some(p) = self.stack.iter().rposition(|b| b.key == key) {
            self.words -= u64::from(self.stack.remove(p).width);
        }
    }

    fn push(&mut self, key: Key) {
        let width = self.width(key);
        self.stack.push(Block { key, width });
        self.words += u64::from(width);
    }

    /// Removes `key` if event `i` was its last use.
    fn retire(&mut self, key: Key, i: usize) {
        if self.last.get(&key).is_none_or(|&l| l <= i) {
            self.remove(key);
        }
    }

    /// Depth of `key`'s top word, or `None` when it is not on the stack.
    fn depth(&self, key: Key) -> Option<u32> {
        let p = self.stack.iter().rposition(|b| b.key == key)?;
        let above: u64 = self.stack[p + 1..].iter().map(|b| u64::from(b.width)).sum();
        Some(u32::try_from(above + 1).unwrap_or(u32::MAX))
    }
}
