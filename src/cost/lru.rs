//! `LruStack`: an LRU stack of keys that answers "at what depth is this key?"
//! in O(log n), for any cost model that prices reads by stack depth.
//!
//! Owns only the order of the live keys. It does not know about events,
//! liveness, costs or the IR: the caller decides what to push, read, bump
//! and remove, and when.
//!
//! A key occupies `width` words (1 unless set with `set_width`: a wide
//! integer or a long string in the strict model); depths count words, so a
//! key's depth is the depth of its top word.
//!
//! How: every push or bump stamps the key with a fresh, increasing
//! timestamp. A key's depth is one plus the words of the live keys stamped
//! after it. Stamps are grouped in blocks of 64: a bit per stamp says
//! whether a live key holds it (a second bit whether that key is wider than
//! a word), and a Fenwick tree sums the words per block. A block keeps its
//! bits and its words side by side, and a read looks its key's stamp up
//! once (and its width only when the wide bit is set): so a read near the
//! top, the common case, is one stamp, one block, a popcount (a table
//! lookup when at most 8 stamps lie above it in its block) and a few
//! additions, and a deep one adds O(log(blocks)) tree nodes. When the timestamps run out, the live
//! keys are renumbered 1..=len in stack order (and the capacity follows
//! the live count), so the structure stays sized to the live keys, not to
//! the length of the run, and stays in cache.

use crate::eventlog::keymap::KeyMap;
use crate::eventlog::trace::Key;

/// Timestamp 0 means "not on the stack".
const ABSENT: u32 = 0;

/// The fewest timestamps a renumbered stack has room for (small under
/// unit tests, so that they renumber often).
pub const MIN_CAPACITY: usize = if cfg!(test) { 8 } else { 512 };

/// Live keys past which a renumbering leaves less room (small under unit
/// tests, so that they take both ways).
const BIG_STACK: usize = if cfg!(test) { 16 } else { 1 << 20 };

/// The blocks nearest the top that are summed one by one rather than kept
/// in the tree, less one: a new stamp (always in the top block) and a
/// shallow read never touch the tree.
const NEAR_BLOCKS: usize = 8;

/// What a read found: its key's depth (of the top word) and width.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Read {
    pub depth: u32,
    pub width: u32,
}

/// One block of 64 stamps. Its bits and words sit together: a read or a
/// move touches all three, with one bounds check and one cache line.
#[derive(Debug, Clone, Copy, Default)]
struct Block {
    /// Bit `t % 64`: a live key holds stamp `t`.
    live: u64,
    /// The same bits for the live keys wider than one word.
    wide: u64,
    /// Words of the live keys holding these stamps.
    words: u32,
}

/// An LRU stack of keys (`1..=max_key`; larger keys grow it on demand).
/// Depth 1 is the top.
#[derive(Debug, Clone)]
pub struct LruStack {
    /// `ts[key]`: the key's current timestamp, `ABSENT` when not live.
    ts: Vec<u32>,
    /// `owner[t]`: the key last stamped with timestamp `t` (it may since
    /// have moved on; `ts[owner[t]] == t` tells whether it still holds `t`).
    owner: Vec<Key>,
    /// The keys set wider than one word: a bit per key (`wide_keys`) and
    /// their widths (`wide`). Wide keys are few (a long string, a big
    /// int): a table of every key's width, a read looking its key up in it,
    /// cost the pricer's thread a cache miss a read and its page faults.
    wide_keys: Vec<u64>,
    wide: KeyMap<u32>,
    /// `widths[t]`: the words of the live key holding stamp `t`, where the
    /// block's wide bit is set (unread elsewhere): a read finds its key's
    /// width where it finds its stamp's bits.
    widths: Vec<u32>,
    /// `blocks[t / 64]`: the block of 64 stamps holding stamp `t`.
    blocks: Vec<Block>,
    /// Fenwick tree over the blocks below `frontier` (block `b` at index
    /// `b + 1`) of their words; zero above.
    tree: Vec<u32>,
    /// The lowest block not in the tree: the blocks from it to the top
    /// (at most `NEAR_BLOCKS + 1`) are summed one by one.
    frontier: usize,
    /// The first stamp that needs more than a bit set: past the capacity
    /// (a renumbering) or in a block that moves the frontier. Handing out
    /// a stamp compares it with this alone.
    bound: u32,
    /// The next timestamp to hand out.
    next: u32,
    /// Number of live keys.
    len: u32,
    /// Words of the live keys.
    words: u32,
    /// Why the depths can no longer be trusted, once they cannot: more
    /// words than a depth can count, or a table the heap budget did not
    /// let grow. Sticky: a pricing that uses the stack ends with it
    /// (`check`).
    fault: Option<Fault>,
}

/// Why a stack's depths can no longer be trusted.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Fault {
    /// More than `MAX_WORDS` words live at once.
    TooDeep,
    /// The heap budget refused to grow the table of wide keys.
    NoRoom,
}

/// The most words the stack holds: the depth one below them is a `u32`.
/// Past it every depth would wrap (a million copies of a 10 MB string,
/// each a place of its own, hold 1.25·10¹² words), so the pricing stops.
pub const MAX_WORDS: u32 = u32::MAX - 1;

impl LruStack {
    /// An empty stack that can hand out `capacity_timestamps` stamps (one per
    /// push or bump) before it has to renumber, for keys up to `max_key`.
    pub fn new(capacity_timestamps: usize, max_key: Key) -> LruStack {
        let mut stack = LruStack {
            ts: written(max_key as usize + 1),
            owner: Vec::new(),
            wide_keys: Vec::new(),
            wide: KeyMap::default(),
            widths: Vec::new(),
            blocks: Vec::new(),
            tree: Vec::new(),
            frontier: 0,
            bound: 0,
            next: 1,
            len: 0,
            fault: None,
            words: 0,
        };
        stack.allocate(clamp_capacity(capacity_timestamps));
        stack
    }

    /// Sets the words `key` occupies from its next push on (a live key
    /// keeps its width until it leaves). Width 0 counts as 1.
    pub fn set_width(&mut self, key: Key, width: u32) {
        if !self.contains(key) {
            self.note_width(key, width);
        }
    }

    /// `set_width` of a key known not to be on the stack.
    #[inline(always)]
    fn note_width(&mut self, key: Key, width: u32) {
        let (i, bit) = (key as usize / 64, 1u64 << (key % 64));
        if width > 1 {
            if i >= self.wide_keys.len() {
                self.wide_keys.resize(i + 1, 0);
            }
            // Wide keys are few, but a program can make them many.
            if crate::sandbox::memory::make_room_map(&mut self.wide, 1).is_err() {
                self.fault.get_or_insert(Fault::NoRoom);
                return;
            }
            self.wide_keys[i] |= bit;
            self.wide.insert(key, width);
        } else if self.wide_keys.get(i).is_some_and(|&w| w & bit != 0) {
            self.wide_keys[i] &= !bit;
            self.wide.remove(&key);
        }
    }

    /// Words `key` occupies.
    pub fn width_of(&self, key: Key) -> u32 {
        let (i, bit) = (key as usize / 64, 1u64 << (key % 64));
        match self.wide_keys.get(i).is_some_and(|&w| w & bit != 0) {
            true => self.wide.get(&key).copied().unwrap_or(1),
            false => 1,
        }
    }

    /// Words of the keys on the stack.
    pub fn words(&self) -> usize {
        self.words as usize
    }

    /// `OverflowError` or `MemoryError` once the depths can no longer be
    /// trusted (`Fault`): every pricing that reports from a stack asks.
    pub fn check(&self) -> crate::error::RtResult<()> {
        match self.fault {
            None => Ok(()),
            Some(Fault::TooDeep) => Err(crate::error::Exception::new(
                "OverflowError",
                format!("more than {MAX_WORDS} words live at once: too deep for the stack to price exactly"),
            )),
            Some(Fault::NoRoom) => Err(crate::sandbox::memory::refusal()),
        }
    }

    /// Called on a stack made again from `old`'s keys and widths (the
    /// REPL's, between entries): widths `old` lost stay lost.
    pub fn remade_from(&mut self, old: &LruStack) {
        if old.fault == Some(Fault::NoRoom) {
            self.fault.get_or_insert(Fault::NoRoom);
        }
    }

    /// Counts `w` more live words, up to `MAX_WORDS`.
    #[inline(always)]
    fn add_words(&mut self, w: u32) {
        match self.words.checked_add(w) {
            Some(words) if words <= MAX_WORDS => self.words = words,
            _ => {
                self.words = MAX_WORDS;
                self.fault.get_or_insert(Fault::TooDeep);
            }
        }
    }

    /// Number of keys on the stack.
    pub fn len(&self) -> usize {
        self.len as usize
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Whether `key` is on the stack.
    pub fn contains(&self, key: Key) -> bool {
        self.stamp(key) != ABSENT
    }

    /// Depth of `key`'s top word (1 = top): one plus the words above it. A
    /// key that is not on the stack is reported at `words + 1`, just below
    /// the bottom, where a cold value would come from.
    #[inline]
    pub fn depth(&self, key: Key) -> u32 {
        match self.stamp(key) {
            ABSENT => self.words.saturating_add(1),
            t => self.words_above(t).wrapping_add(1),
        }
    }

    /// Puts `key` on top. A key already on the stack is moved instead, so
    /// a key is never on the stack twice.
    pub fn push(&mut self, key: Key) {
        self.reserve(1);
        self.stamp_top(key);
    }

    /// Moves `key` to the top (pushes it if it is not on the stack).
    #[cfg(test)]
    pub fn bump(&mut self, key: Key) {
        self.push(key);
    }

    /// Takes `key` off the stack; the keys above it slide down by its
    /// width. Does nothing if it is not there.
    pub fn remove(&mut self, key: Key) {
        let t = self.stamp(key);
        if t != ABSENT {
            let w = self.live_width(t);
            self.unmark(t, w);
            self.ts[key as usize] = ABSENT;
            self.len -= 1;
            self.words = self.words.saturating_sub(w);
        }
    }

    /// One instruction reading `keys` together (duplicates allowed):
    /// appends each occurrence's depth to `depths`, all measured before
    /// anything moves, then moves each distinct key to the top in order of
    /// first occurrence, so the last distinct key ends on top.
    #[cfg(test)]
    pub fn read_batch(&mut self, keys: &[Key], depths: &mut Vec<u32>) {
        self.read_batch_leaving(keys, depths, |_, _| false);
    }

    /// `read_batch` for a caller that knows which keys leave the stack right
    /// after the batch (`leaves`, asked with a key's first position in the
    /// batch and the key): those are taken off instead of moved to the top
    /// and then taken off, which ends in the same stack.
    #[inline]
    pub fn read_batch_leaving(&mut self, keys: &[Key], depths: &mut Vec<u32>, leaves: impl Fn(usize, Key) -> bool) {
        if let [k] = *keys {
            depths.push(self.read_one(k, leaves(0, k)).depth);
            return;
        }
        depths.extend(keys.iter().map(|&k| self.depth(k)));
        // Reserving first means no renumbering inside the loop, so "stamped
        // at or after `start`" reliably means "already moved by this batch".
        self.reserve(keys.len());
        let start = self.next;
        for (j, &k) in keys.iter().enumerate() {
            let t = self.stamp(k);
            if t >= start {
                continue; // moved by this batch already
            }
            if leaves(j, k) {
                self.remove(k);
            } else {
                self.stamp_top(k);
            }
        }
    }

    /// A read of `key` alone (most instructions read one value): its
    /// depth, before it moves to the top, or leaves if `leaves`, and its
    /// width. Always
    /// inlined, into the pricer's one-key read and into `read_two`: as a
    /// call, its frame (six registers saved and restored) was a sixth of
    /// a read's instructions.
    #[inline(always)]
    pub fn read_one(&mut self, key: Key, leaves: bool) -> Read {
        // The stamp is looked up once, for the depth, the width and the move.
        let t = self.stamp(key);
        if t == ABSENT {
            return self.read_cold(key, leaves);
        }
        let above = self.words_above(t);
        let width = self.live_width(t);
        if above == 0 && !leaves {
            // Already on top: the move would change nothing but its stamp.
            return Read { depth: 1, width };
        }
        self.moved_from(key, t, width, leaves);
        Read { depth: above.wrapping_add(1), width }
    }

    /// A read of `a` and `b` together (most operators read two values):
    /// `read_batch_leaving` of `[a, b]` without its buffers. Returns what
    /// each read found, both depths measured before either moves. Always inlined, like
    /// `store`: the compiler's own choice changes with unrelated code, and
    /// as calls the two cost the pricer's thread 6% more instructions.
    #[inline(always)]
    pub fn read_two(&mut self, a: Key, a_leaves: bool, b: Key, b_leaves: bool) -> [Read; 2] {
        if a == b {
            let read = self.read_one(a, a_leaves);
            return [read, read];
        }
        let depth_b = self.depth(b);
        let read_a = self.read_one(a, a_leaves);
        let width_b = self.moved(b, b_leaves);
        [read_a, Read { depth: depth_b, width: width_b }]
    }

    /// `read_one` without the depth: the key's width.
    #[inline(always)]
    fn moved(&mut self, key: Key, leaves: bool) -> u32 {
        match self.stamp(key) {
            ABSENT => self.read_cold(key, leaves).width,
            t => {
                let w = self.live_width(t);
                self.moved_from(key, t, w, leaves);
                w
            }
        }
    }

    /// `moved` of a key on the stack, holding stamp `t`, `w` words wide.
    #[inline(always)]
    fn moved_from(&mut self, key: Key, t: u32, w: u32, leaves: bool) {
        self.unmark(t, w);
        if leaves {
            self.ts[key as usize] = ABSENT;
            self.len -= 1;
            self.words = self.words.saturating_sub(w);
        } else {
            self.restamp(key, w);
        }
    }

    /// A read of a key not on the stack: its depth (just below the
    /// bottom), and it joins the top, unless it leaves at once.
    #[cold]
    fn read_cold(&mut self, key: Key, leaves: bool) -> Read {
        let depth = self.words.saturating_add(1);
        if !leaves {
            self.push(key);
        }
        Read { depth, width: self.width_of(key) }
    }

    /// Words of the live key holding stamp `t`: its block's wide bit says
    /// whether to look its width up.
    #[inline(always)]
    fn live_width(&self, t: u32) -> u32 {
        match self.blocks[(t / 64) as usize].wide & 1u64 << (t % 64) {
            0 => 1,
            _ => self.widths[t as usize],
        }
    }

    /// A value `width` words wide is made in `key` (a key already on the
    /// stack is taken off first); it goes on top if it `stays`, and
    /// otherwise, never used, goes nowhere. Whether `key` was on the
    /// stack (the interpreter's logs store each key once).
    #[inline(always)]
    pub fn store(&mut self, key: Key, width: u32, stays: bool) -> bool {
        let was_on = self.stamp(key) != ABSENT;
        if was_on {
            self.remove(key);
        }
        self.note_width(key, width);
        if stays {
            if key as usize >= self.ts.len() {
                self.ts.resize(key as usize + 1, ABSENT);
            }
            let w = width.max(1);
            self.len += 1;
            self.add_words(w);
            self.restamp(key, w);
        }
        was_on
    }

    /// A one-word value made in `key` and read at once for the last time,
    /// when `key` is not on the stack (false otherwise, and nothing is
    /// done): `store` then `read_one`, which would push it on top, find it
    /// at depth 1 and take it off, ending in the stack it began with and
    /// the key one word wide.
    #[inline(always)]
    pub fn store_read_once(&mut self, key: Key) -> bool {
        if self.stamp(key) != ABSENT {
            return false;
        }
        self.note_width(key, 1);
        true
    }

    /// Gives `key`, which holds no stamp in the live bits (it was just
    /// unmarked, or is new), the next stamp: a renumbering here leaves it
    /// out and it takes the stamp after the others.
    #[inline(always)]
    fn restamp(&mut self, key: Key, w: u32) {
        if self.next >= self.bound {
            self.make_room();
        }
        let t = self.next;
        self.next += 1;
        self.ts[key as usize] = t;
        self.owner[t as usize] = key;
        self.take(t, w);
    }

    /// Stamp `t` is taken by a live key `w` words wide.
    #[inline(always)]
    fn take(&mut self, t: u32, w: u32) {
        self.blocks[(t / 64) as usize].take(t, w);
        if w > 1 {
            self.widths[t as usize] = w;
        }
    }

    /// Readies stamp `next` for `restamp`: renumbers if it is past the
    /// capacity, and moves the frontier up to its block.
    #[cold]
    fn make_room(&mut self) {
        if self.next as usize > self.capacity() {
            self.renumber(1);
        }
        self.follow_top(self.next);
    }

    /// The keys on the stack with their widths, bottom first.
    pub fn bottom_up(&self) -> Vec<(Key, u32)> {
        // A plain loop: a renumbering walks every block with it.
        let mut keys = Vec::with_capacity(self.len as usize);
        for (b, block) in self.blocks.iter().enumerate() {
            let mut bits = block.live;
            while bits != 0 {
                let bit = bits.trailing_zeros();
                bits &= bits - 1;
                let t = b * 64 + bit as usize;
                let w = match block.wide >> bit & 1 {
                    0 => 1,
                    _ => self.widths[t],
                };
                keys.push((self.owner[t], w));
            }
        }
        keys
    }

    /// The top `n` keys with their widths, top first: `bottom_up`'s last
    /// `n` reversed, without a list of the others.
    pub fn top_down(&self, n: usize) -> Vec<(Key, u32)> {
        let mut keys = Vec::with_capacity(n.min(self.len as usize));
        for (b, block) in self.blocks.iter().enumerate().rev() {
            let mut bits = block.live;
            while bits != 0 && keys.len() < n {
                let bit = 63 - bits.leading_zeros();
                bits &= !(1u64 << bit);
                let t = b * 64 + bit as usize;
                let w = match block.wide >> bit & 1 {
                    0 => 1,
                    _ => self.widths[t],
                };
                keys.push((self.owner[t], w));
            }
            if keys.len() >= n {
                break;
            }
        }
        keys
    }

    /// The key's timestamp, `ABSENT` for keys never seen.
    fn stamp(&self, key: Key) -> u32 {
        self.ts.get(key as usize).copied().unwrap_or(ABSENT)
    }

    /// Gives `key` the next timestamp; the caller has reserved one.
    #[inline]
    fn stamp_top(&mut self, key: Key) {
        let k = key as usize;
        if k >= self.ts.len() {
            self.ts.resize(k + 1, ABSENT);
        }
        let w = match self.ts[k] {
            ABSENT => {
                let w = self.width_of(key);
                self.len += 1;
                self.add_words(w);
                w
            }
            old => {
                let w = self.live_width(old);
                self.unmark(old, w);
                w
            }
        };
        let t = self.next;
        self.next += 1;
        self.ts[k] = t;
        self.owner[t as usize] = key;
        self.mark(t, w);
    }

    /// Stamp `t` is now held by a live key `w` words wide.
    #[inline(always)]
    fn mark(&mut self, t: u32, w: u32) {
        if t >= self.bound {
            self.follow_top(t);
        }
        self.take(t, w);
    }

    /// A new stamp `t` is in the top block: the frontier follows the top
    /// (the blocks it leaves join the tree), and `bound` follows both.
    #[cold]
    fn follow_top(&mut self, t: u32) {
        let b = (t / 64) as usize;
        while b - self.frontier > NEAR_BLOCKS {
            self.tree_add(self.frontier, self.blocks[self.frontier].words, true);
            self.frontier += 1;
        }
        self.set_bound();
    }

    /// `bound` for the current capacity and frontier.
    fn set_bound(&mut self) {
        let beyond_near = (self.frontier + NEAR_BLOCKS + 1).saturating_mul(64);
        // At most one past the capacity, which fits a stamp.
        self.bound = beyond_near.min(self.capacity() + 1) as u32;
    }

    /// Stamp `t` (held by a key `w` words wide) is given up.
    #[inline(always)]
    fn unmark(&mut self, t: u32, w: u32) {
        let b = (t / 64) as usize;
        let block = &mut self.blocks[b];
        let bit = 1u64 << (t % 64);
        block.live &= !bit;
        block.wide &= !bit;
        block.words = block.words.wrapping_sub(w);
        if b < self.frontier {
            self.tree_add(b, w, false);
        }
    }

    /// Words of the live keys stamped after `t`.
    #[inline(always)]
    fn words_above(&self, t: u32) -> u32 {
        let b = (t / 64) as usize;
        // The stamps of block `b` after `t` (none when `t` is its last).
        let mask = !1u64 << (t % 64);
        let block = &self.blocks[b];
        let mut above = ones_above(block.live, t % 64);
        let wide = block.wide & mask;
        if wide != 0 {
            above = above.wrapping_add(self.wide_extra(b, wide));
        }
        if b >= self.frontier {
            let top = ((self.next - 1) / 64) as usize;
            for block in &self.blocks[b + 1..=top] {
                above = above.wrapping_add(block.words);
            }
        } else {
            // The tree holds every block up to `b`.
            above = above.wrapping_add(self.words.wrapping_sub(self.prefix_blocks(b)));
        }
        above
    }

    /// The words beyond one per key of the wide keys holding the stamps of
    /// block `b` set in `bits`.
    fn wide_extra(&self, b: usize, mut bits: u64) -> u32 {
        let mut extra = 0u32;
        while bits != 0 {
            let t = b * 64 + bits.trailing_zeros() as usize;
            bits &= bits - 1;
            extra = extra.wrapping_add(self.widths[t] - 1);
        }
        extra
    }

    /// Makes sure `n` more timestamps can be handed out.
    #[inline]
    fn reserve(&mut self, n: usize) {
        let free = self.capacity() - (self.next as usize - 1);
        if n > free {
            self.renumber(n);
        }
    }

    fn capacity(&self) -> usize {
        self.owner.len() - 1
    }

    /// Empty tables for stamps `1..=cap` (reusing the old ones' memory).
    fn allocate(&mut self, cap: u32) {
        let blocks = cap as usize / 64 + 1;
        // An owner (a width) is only read for a stamp a live (wide) bit
        // marks, and is written when the bit is set: the old ones need no
        // clearing.
        let owners = cap as usize + 1;
        if self.owner.capacity() > owners.saturating_mul(4) {
            self.owner = Vec::new();
            self.widths = Vec::new();
        }
        self.owner.resize(owners, 0);
        self.widths.resize(owners, 0);
        reset(&mut self.blocks, blocks);
        reset(&mut self.tree, blocks + 1);
        self.frontier = 0;
        self.set_bound();
    }

    /// Restamps the live keys 1..=len in stack order, growing the capacity
    /// so that at least `extra` (and at least as many again as are live)
    /// stamps are free: amortized O(1) per stamp.
    fn renumber(&mut self, extra: usize) {
        let live: Vec<(Key, u32)> = self.bottom_up();
        self.allocate(renumbered_capacity(live.len(), extra));
        for (i, &(k, w)) in live.iter().enumerate() {
            let t = i as u32 + 1;
            self.ts[k as usize] = t;
            self.owner[t as usize] = k;
            self.take(t, w);
        }
        self.next = live.len() as u32 + 1;
        let top = live.len() / 64;
        self.frontier = top.saturating_sub(NEAR_BLOCKS);
        for (node, block) in self.tree[1..=self.frontier].iter_mut().zip(&self.blocks) {
            *node = block.words;
        }
        build_fenwick(&mut self.tree);
        self.set_bound();
    }

    /// The bytes that handing out `n` more stamps would allocate beyond
    /// the tables' memory now: 0 while that many are free, else what a
    /// renumbering takes (the live keys' list, and the stamp tables past
    /// their present capacity). A pricing that must stay within the heap
    /// budget (the REPL's) asks the budget for it first.
    #[inline]
    pub fn growth_for(&self, n: usize) -> usize {
        let free = self.capacity() - (self.next as usize - 1);
        if n <= free {
            return 0;
        }
        let len = self.len as usize;
        let owners = renumbered_capacity(len, n) as usize + 1;
        let tables = owners.saturating_sub(self.owner.capacity()).saturating_mul(2 * std::mem::size_of::<u32>());
        let blocks = (owners / 64 + 2).saturating_mul(std::mem::size_of::<Block>() + std::mem::size_of::<u32>());
        len.saturating_mul(std::mem::size_of::<(Key, u32)>()).saturating_add(tables).saturating_add(blocks)
    }

    /// How many keys the table of stamps per key covers now.
    pub fn key_table_len(&self) -> usize {
        self.ts.len()
    }

    /// Makes the table of stamps per key cover keys up to `max_key` now,
    /// rather than doubling as keys come (a pricing that asked the heap
    /// budget for it first).
    pub fn cover_keys(&mut self, max_key: Key) {
        let len = max_key as usize + 1;
        if len > self.ts.len() {
            self.ts.reserve_exact(len - self.ts.len());
            crate::sandbox::memory::populate_spare(&self.ts, len - self.ts.len());
            self.ts.resize(len, ABSENT);
        }
    }

    /// Words of the live keys in blocks `0..=b`.
    fn prefix_blocks(&self, b: usize) -> u32 {
        let mut i = b + 1;
        let mut sum: u32 = 0;
        while i > 0 {
            sum = sum.wrapping_add(self.tree[i]);
            i &= i - 1;
        }
        sum
    }

    /// Adds (or, with `plus` false, takes away) `w` words in block `b`.
    #[inline]
    fn tree_add(&mut self, b: usize, w: u32, plus: bool) {
        let mut i = b + 1;
        while i < self.tree.len() {
            self.tree[i] = if plus { self.tree[i].wrapping_add(w) } else { self.tree[i].wrapping_sub(w) };
            i += i & i.wrapping_neg();
        }
    }
}

impl Block {
    /// Stamp `t` (in this block) is taken by a live key `w` words wide.
    #[inline(always)]
    fn take(&mut self, t: u32, w: u32) {
        let bit = 1u64 << (t % 64);
        self.live |= bit;
        if w > 1 {
            self.wide |= bit;
        }
        self.words = self.words.wrapping_add(w);
    }
}

/// The bits of `bits` above bit `bit`. Most reads are of keys a few
/// stamps from the top: when at most 8 bits lie above, one lookup in a
/// table of bytes counts them (without the `popcnt` instruction, which
/// the build does not ask for, `count_ones` is some twenty).
#[inline(always)]
fn ones_above(bits: u64, bit: u32) -> u32 {
    let above = bits >> bit >> 1;
    match above < 256 {
        true => u32::from(BYTE_ONES[above as usize]),
        false => above.count_ones(),
    }
}

/// `BYTE_ONES[x]`: the bits set in byte `x`.
const BYTE_ONES: [u8; 256] = {
    let mut table = [0u8; 256];
    let mut x = 0;
    while x < 256 {
        table[x] = (x as u8).count_ones() as u8;
        x += 1;
    }
    table
};

/// The stamps a renumbering of `live` keys makes room for, `extra` more
/// free at least. Room for four times the live keys: a renumbering
/// (O(capacity)) comes at most every 3 × live stamps, and the tables shrink
/// back when the live count falls. Past a million live keys (a program
/// holding a trace of millions of depths), the stamp owners are the largest
/// table of the pricing: room for 1.5 times, renumbering every half a live
/// count.
fn renumbered_capacity(live: usize, extra: usize) -> u32 {
    let headroom = match live > BIG_STACK {
        true => live / 2,
        false => live.saturating_mul(3),
    };
    let want = live.saturating_add(headroom).saturating_add(extra);
    clamp_capacity(want.max(MIN_CAPACITY))
}

/// Timestamps are u32 and slot 0 is unused; also leave room for `next` to
/// step one past the last stamp.
fn clamp_capacity(n: usize) -> u32 {
    n.clamp(1, u32::MAX as usize - 2) as u32
}

/// Asks the heap budget for the table of a stamp per key that
/// `LruStack::new` makes for keys up to `max_key`: as long as the log has
/// slots (16 bytes an iteration of a loop that makes a list each time), and
/// made on the pricing's thread, where nothing else asks for it (200 MB
/// past a 512 MiB budget unasked).
pub fn ask_for_stamps(max_key: Key) -> crate::error::RtResult<()> {
    crate::sandbox::memory::reserve_items::<u32>(max_key as usize + 1)
}

/// `len` absent stamps, written now. `vec![0; n]` would take zeroed pages
/// from the system lazily: a stamp read first maps the shared zero page,
/// and the write after it copies the page and flushes the TLB of every
/// core the process runs on (the other pricing thread's too), once a page.
/// The pages are mapped in one call before they are written (a table of
/// every slot of a long log is tens of megabytes).
fn written(len: usize) -> Vec<u32> {
    let mut v = Vec::with_capacity(len);
    crate::sandbox::memory::populate_spare(&v, len);
    v.resize(len, ABSENT);
    v
}

/// `v` as `len` zeros, in its own memory when it has room (a small stack
/// renumbers often).
fn reset<T: Copy + Default>(v: &mut Vec<T>, len: usize) {
    v.clear();
    if v.capacity() > len.saturating_mul(4) {
        *v = Vec::new(); // the live count fell a long way: give memory back
    }
    v.resize(len, T::default());
}

/// Turns per-slot counts (index 1..) into a Fenwick tree in O(n).
fn build_fenwick(tree: &mut [u32]) {
    for i in 1..tree.len() {
        let parent = i + (i & i.wrapping_neg());
        if parent < tree.len() {
            tree[parent] = tree[parent].wrapping_add(tree[i]);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The same operations on a plain Vec (bottom .. top).
    #[derive(Default)]
    struct NaiveStack(Vec<Key>);

    impl NaiveStack {
        fn depth(&self, key: Key) -> u32 {
            match self.0.iter().position(|&k| k == key) {
                Some(p) => (self.0.len() - p) as u32,
                None => self.0.len() as u32 + 1,
            }
        }

        fn bump(&mut self, key: Key) {
            self.remove(key);
            self.0.push(key);
        }

        fn remove(&mut self, key: Key) {
            self.0.retain(|&k| k != key);
        }
    }

    fn next(state: &mut u64) -> u64 {
        // xorshift64*: deterministic and good enough to pick operations.
        *state ^= *state >> 12;
        *state ^= *state << 25;
        *state ^= *state >> 27;
        state.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    #[test]
    fn more_words_than_a_depth_counts_stop_the_pricing() {
        let mut stack = LruStack::new(8, 4);
        for key in 1..=2 {
            stack.set_width(key, u32::MAX / 2);
            stack.push(key);
        }
        assert!(stack.check().is_ok(), "two halves fit");
        assert_eq!(stack.depth(1), u32::MAX / 2 + 1);
        stack.set_width(3, 2);
        stack.push(3);
        assert_eq!(stack.check().expect_err("past MAX_WORDS").name, "OverflowError");
        // Sticky: the depths stay untrusted after the words go down again.
        stack.remove(3);
        stack.remove(1);
        assert!(stack.check().is_err());
    }

    /// Wide keys, deep stacks (many blocks of stamps) and renumbering,
    /// against a Vec that counts words.
    #[test]
    fn wide_keys_and_deep_stacks_match_a_vec() {
        let mut state = 0x0DDB_1A5E_5BAD_5EEDu64;
        for round in 0..40u64 {
            let keys = 50 + round * 37;
            let mut fast = LruStack::new((round % 4) as usize * 300, 0);
            // Bottom .. top, with each key's width as it was pushed.
            let mut slow: Vec<(Key, u32)> = Vec::new();
            let mut widths = std::collections::HashMap::new();
            let depth_in = |slow: &Vec<(Key, u32)>, key: Key| -> u32 {
                match slow.iter().position(|&(k, _)| k == key) {
                    Some(p) => 1 + slow[p + 1..].iter().map(|&(_, w)| w).sum::<u32>(),
                    None => 1 + slow.iter().map(|&(_, w)| w).sum::<u32>(),
                }
            };
            for _ in 0..3000 {
                let key = (next(&mut state) % keys) as Key + 1;
                match next(&mut state) % 8 {
                    0 => {
                        let w = [1, 1, 2, 5, 64][(next(&mut state) % 5) as usize];
                        fast.set_width(key, w);
                        if !slow.iter().any(|&(k, _)| k == key) {
                            widths.insert(key, w);
                        }
                    }
                    1 => {
                        fast.remove(key);
                        slow.retain(|&(k, _)| k != key);
                    }
                    _ => {
                        let mut depths = Vec::new();
                        fast.read_batch(&[key], &mut depths);
                        assert_eq!(depths, [depth_in(&slow, key)]);
                        let w = match slow.iter().position(|&(k, _)| k == key) {
                            Some(p) => slow.remove(p).1,
                            None => widths.get(&key).copied().unwrap_or(1).max(1),
                        };
                        slow.push((key, w));
                    }
                }
                assert_eq!(fast.words(), slow.iter().map(|&(_, w)| w as usize).sum::<usize>());
                assert_eq!(fast.bottom_up(), slow);
            }
            for k in 0..keys as Key + 2 {
                assert_eq!(fast.depth(k), depth_in(&slow, k));
            }
        }
    }

    /// `read_one`, `read_two` and `store` (the pricer's fast paths) leave
    /// the stack and give the depths that a batch, a removal and a push
    /// give, through renumbering, wide keys, duplicate pairs, keys that
    /// are not on the stack, and stacks deep enough (up to 21 blocks of
    /// stamps) that the frontier moves and the tree is read.
    #[test]
    fn fast_paths_agree_with_batches_and_pushes() {
        let mut state = 0xFA57_BA7C_4E5D_0001u64;
        for round in 0..60u64 {
            let keys = 2 + round * 23;
            let mut fast = LruStack::new((round % 3) as usize * 100, 0);
            let mut slow = fast.clone();
            for _ in 0..2000 {
                let a = (next(&mut state) % keys) as Key + 1;
                let b = (next(&mut state) % keys) as Key + 1;
                let (a_leaves, b_leaves) = (next(&mut state).is_multiple_of(3), next(&mut state).is_multiple_of(3));
                match next(&mut state) % 4 {
                    0 => {
                        let w = [1, 1, 1, 3, 70][(next(&mut state) % 5) as usize];
                        fast.store(a, w, !a_leaves);
                        slow.remove(a);
                        slow.set_width(a, w);
                        if !a_leaves {
                            slow.push(a);
                        }
                    }
                    1 => {
                        let mut depths = Vec::new();
                        let width = slow.width_of(a);
                        slow.read_batch_leaving(&[a], &mut depths, |_, _| a_leaves);
                        assert_eq!([fast.read_one(a, a_leaves)], [Read { depth: depths[0], width }]);
                    }
                    _ => {
                        let mut depths = Vec::new();
                        let widths = [slow.width_of(a), slow.width_of(b)];
                        // A duplicate pair is asked at its first place.
                        let leaves = |j: usize, _| if j == 0 || a == b { a_leaves } else { b_leaves };
                        slow.read_batch_leaving(&[a, b], &mut depths, leaves);
                        let b_leaves = if a == b { a_leaves } else { b_leaves };
                        let read = fast.read_two(a, a_leaves, b, b_leaves);
                        let want = [0, 1].map(|j| Read { depth: depths[j], width: widths[j] });
                        assert_eq!(read, want);
                    }
                }
                assert_eq!((fast.len(), fast.words()), (slow.len(), slow.words()));
                assert_eq!(fast.bottom_up(), slow.bottom_up());
            }
        }
    }

    #[test]
    fn depths_follow_pushes_bumps_and_removals() {
        let mut s = LruStack::new(8, 4);
        for k in 1..=4 {
            s.push(k);
        }
        assert_eq!([1, 2, 3, 4].map(|k| s.depth(k)), [4, 3, 2, 1]);
        s.bump(1);
        assert_eq!([1, 2, 3, 4].map(|k| s.depth(k)), [1, 4, 3, 2]);
        s.remove(3);
        assert_eq!(s.len(), 3);
        assert!(!s.contains(3));
        assert_eq!([1, 2, 3, 4].map(|k| s.depth(k)), [1, 3, 4, 2]);
        let mut depths = Vec::new();
        s.read_batch(&[2, 4, 2], &mut depths);
        assert_eq!(depths, [3, 2, 3]);
        assert_eq!([1, 2, 4].map(|k| s.depth(k)), [3, 2, 1]);
        assert_eq!(s.bottom_up(), [(1, 1), (2, 1), (4, 1)]);
    }

    #[test]
    fn matches_a_vec_even_when_it_must_renumber_and_grow() {
        let mut state = 0x1234_5678_9ABC_DEF1u64;
        for round in 0..300 {
            let keys = 1 + (round % 40) as u64;
            let mut fast = LruStack::new(round % 3, (round % 5) as Key);
            let mut slow = NaiveStack::default();
            for _ in 0..400 {
                let key = (next(&mut state) % keys) as Key;
                match next(&mut state) % 5 {
                    0 | 1 => {
                        fast.bump(key);
                        slow.bump(key);
                    }
                    2 => {
                        fast.remove(key);
                        slow.remove(key);
                    }
                    3 => {
                        let batch: Vec<Key> =
                            (0..next(&mut state) % 5).map(|_| (next(&mut state) % keys) as Key).collect();
                        let mut depths = Vec::new();
                        fast.read_batch(&batch, &mut depths);
                        let want: Vec<u32> = batch.iter().map(|&k| slow.depth(k)).collect();
                        assert_eq!(depths, want);
                        let mut seen: Vec<Key> = Vec::new();
                        for &k in &batch {
                            if !seen.contains(&k) {
                                seen.push(k);
                                slow.bump(k);
                            }
                        }
                    }
                    _ => {
                        fast.push(key);
                        slow.bump(key);
                    }
                }
                assert_eq!(fast.len(), slow.0.len());
                assert_eq!(fast.bottom_up().iter().map(|&(k, _)| k).collect::<Vec<_>>(), slow.0);
                for k in 0..keys as Key + 2 {
                    assert_eq!(fast.depth(k), slow.depth(k));
                    assert_eq!(fast.contains(k), slow.0.contains(&k));
                }
            }
        }
    }
}
