//! `Pricer`: the pricing half of a replay. It is handed events whose keys
//! are already stack slots, and for each read which of them leave the stack
//! after it; it moves the LRU stack, keeps the peak of live words, and hands
//! each block it prices (its depth, width and site, and the live words
//! after its instruction) to its `Blocks`: `Sums`, which adds them up (the
//! `Tally`, the call edges, the depths when `traced_eval` keeps them), or a
//! list of them that `pipeline` sums on another thread. It knows nothing
//! of keys, last uses or the IR, so it runs inside `Replayer` or as
//! `pipeline`'s stack stage alike.

use std::collections::BTreeMap;

use super::lru::LruStack;
use super::shadow::has_bit;
use super::tally::{CallEdge, Tally, TraceSummary};
use super::Replay;
use crate::error::Exception;
use crate::eventlog::trace::Key;
use crate::source::Site;

/// Where the pricer hands each block it prices.
pub(super) trait Blocks {
    /// A block of `width` words whose top word is at `depth`, read at
    /// `site`; `live` words are on the stack after its instruction.
    fn block(&mut self, depth: u32, width: u32, site: Site, live: u64);
}

pub(super) struct Pricer<B> {
    pub stack: LruStack,
    /// Words on the stack at its fullest, between two events.
    peak_live: usize,
    /// Depths of the batch priced last, in its order.
    pub batch: Vec<u32>,
    pub blocks: B,
    /// A bit per slot the call's result keeps, when the whole run's share
    /// of a measured call's window is priced beside it (`pipeline`'s
    /// `Shadow`): such a slot stays on the stack past its last use. Empty
    /// otherwise.
    kept: Vec<u64>,
    /// Whether a store found its slot on the stack already (a log the
    /// interpreter never writes, which a shadow's rules do not cover).
    stored_twice: bool,
}

impl<B: Blocks> Pricer<B> {
    /// A pricer for slots up to `max_slot`, whose stack first has room for
    /// `stamps` pushes, handing its blocks to `blocks`.
    pub fn new(stamps: usize, max_slot: u32, blocks: B) -> Pricer<B> {
        Pricer {
            stack: LruStack::new(stamps, max_slot),
            peak_live: 0,
            batch: Vec::new(),
            blocks,
            kept: Vec::new(),
            stored_twice: false,
        }
    }

    /// Keeps the slots whose bits `kept` sets on the stack past their last
    /// use (a shadow elsewhere makes them zombies of the whole run's).
    pub fn keep(&mut self, kept: Vec<u64>) {
        self.kept = kept;
    }

    /// Whether `slot` is kept (`keep`).
    #[inline(always)]
    fn keeps(&self, slot: u32) -> bool {
        has_bit(&self.kept, slot)
    }

    /// Whether a store found its slot on the stack already.
    pub fn stored_twice(&self) -> bool {
        self.stored_twice
    }

    /// A new value in `slot`; `stays` is false when it is never used again
    /// (it leaves at once: not pushing it ends in the same stack).
    #[inline]
    pub fn store(&mut self, slot: u32, width: u32, stays: bool) {
        let stays = stays || self.keeps(slot);
        if self.stack.store(slot, width, stays) {
            self.stored_twice = true;
        }
    }

    /// A value made outside is met: only its width is news.
    pub fn import(&mut self, slot: u32, width: u32) {
        self.stack.set_width(slot, width);
    }

    /// One instruction reads `slots` at `site`; the slots `leaves` picks
    /// (by position in the batch and slot) are read for the last time. The
    /// depths are left in `batch`.
    #[inline]
    pub fn read(&mut self, slots: &[u32], site: Site, leaves: impl Fn(usize, u32) -> bool) {
        if let [a, b] = *slots {
            let depths = self.read_two(a, leaves(0, a), b, leaves(1, b), site);
            self.batch.clear();
            self.batch.extend(depths);
            return;
        }
        self.batch.clear();
        let kept = &self.kept;
        self.stack.read_batch_leaving(slots, &mut self.batch, |j, slot| leaves(j, slot) && !has_bit(kept, slot));
        let live = self.stack.words() as u64;
        for (j, &slot) in slots.iter().enumerate() {
            let w = self.stack.width_of(slot);
            self.blocks.block(self.batch[j], w, site, live);
        }
    }

    /// `read` of two slots (`b_leaves` asked at its own position: the
    /// same as `a_leaves` when they are one slot); returns their depths
    /// (not left in `batch`: only the IR, priced through `read`, wants
    /// them there). Always inlined: into `pipeline::price`'s versions,
    /// where the stack's bit counts compile to the CPU's instruction.
    #[inline(always)]
    pub fn read_two(&mut self, a: u32, a_leaves: bool, b: u32, b_leaves: bool, site: Site) -> [u32; 2] {
        let (a_leaves, b_leaves) = (a_leaves && !self.keeps(a), b_leaves && !self.keeps(b));
        let [a, b] = self.stack.read_two(a, a_leaves, b, b_leaves);
        let live = self.stack.words() as u64;
        self.blocks.block(a.depth, a.width, site, live);
        self.blocks.block(b.depth, b.width, site, live);
        [a.depth, b.depth]
    }

    /// `read` of one slot, which leaves the stack if `leaves` (the depths
    /// of the batch are not kept: only the IR, priced in one thread, wants
    /// them). Always inlined, like `read_two`.
    #[inline(always)]
    pub fn read_one(&mut self, slot: u32, site: Site, leaves: bool) {
        let leaves = leaves && !self.keeps(slot);
        let read = self.stack.read_one(slot, leaves);
        let live = self.stack.words() as u64;
        self.blocks.block(read.depth, read.width, site, live);
    }

    /// A one-word value stored in `slot` and read at once for the last
    /// time (the pipeline's test event). Stored, it would be on top, read
    /// at depth 1 and taken off: the stack ends as it began, one word
    /// fuller between the two events. A slot kept or on the stack already
    /// takes the two events.
    #[inline(always)]
    pub fn test(&mut self, slot: u32, site: Site) {
        if !self.keeps(slot) && self.stack.store_read_once(slot) {
            let words = self.stack.words();
            self.peak_live = self.peak_live.max(words + 1);
            return self.blocks.block(1, 1, site, words as u64);
        }
        self.store_then_read(slot, site);
    }

    /// `test` as its two events (out of line: the common path stays short).
    #[inline(never)]
    fn store_then_read(&mut self, slot: u32, site: Site) {
        self.store(slot, 1, true);
        self.end_event();
        self.read_one(slot, site, true);
    }

    /// After each event: the peak is taken between events.
    #[inline]
    pub fn end_event(&mut self) {
        self.peak_live = self.peak_live.max(self.stack.words());
    }

    /// The peak of live words so far.
    pub fn peak_live(&self) -> usize {
        self.peak_live
    }

    /// Counts `peak` words as seen (before this pricer's events).
    pub fn raise_peak(&mut self, peak: usize) {
        self.peak_live = self.peak_live.max(peak);
    }

    /// The keys on the stack, bottom first, with their widths, named by
    /// `key_of`.
    pub fn final_stack(&self, key_of: impl Fn(u32) -> Key) -> Vec<(Key, u32)> {
        self.stack.bottom_up().into_iter().map(|(slot, w)| (key_of(slot), w)).collect()
    }
}

impl Pricer<Sums> {
    /// What was priced: the summary, the peak, the depths if kept, and the
    /// final stack with its slots named by `key_of`.
    pub fn finish(self, key_of: impl Fn(u32) -> Key) -> Replay {
        let final_stack = self.final_stack(key_of);
        let peak_live = self.peak_live;
        let (summary, depths) = self.blocks.finish(peak_live);
        Replay { summary, peak_live, final_stack, depths, ..Replay::default() }
    }
}

/// The sums of the priced blocks: the tally, the call edges, and every
/// word's depth when kept.
pub(super) struct Sums {
    tally: Tally,
    /// Every word's depth, in order, when kept (`traced_eval`).
    depths: Vec<u32>,
    keep_depths: bool,
    pub budget: Kept,
    /// The calls entered and not returned: their edge, and the reads and
    /// cost when they were entered.
    open_calls: Vec<((Site, Site), u64, u128)>,
    /// Per edge: calls, reads, cost.
    edges: BTreeMap<(Site, Site), (u64, u64, u128)>,
}

impl Blocks for Sums {
    #[inline(always)]
    fn block(&mut self, depth: u32, width: u32, site: Site, live: u64) {
        // A block of `w` words is `w` reads, one per word, top word first.
        self.at(site);
        self.block_here(depth, width, live);
    }
}

impl Sums {
    /// The blocks that follow are read at `site`.
    #[inline(always)]
    pub fn at(&mut self, site: Site) {
        self.tally.at(site);
    }

    /// `block` at the site given last to `at`.
    #[inline(always)]
    pub fn block_here(&mut self, depth: u32, width: u32, live: u64) {
        self.tally.block_here(depth, width, live);
        if self.keep_depths {
            self.keep(depth, width);
        }
    }

    /// Whether a block of one word can go to `plain_word_here`: words
    /// priced at one byte each, and no depths kept (nor kept later: a
    /// refusal only stops keeping them).
    pub fn plain(&self) -> bool {
        self.tally.plain() && !self.keep_depths
    }

    /// `block_here` of one word, when `plain`.
    #[inline(always)]
    pub fn plain_word_here(&mut self, depth: u32, live: u64) {
        self.tally.plain_word_here(depth, live);
    }

    /// Sums priced at `bytes_per_element`; `keep_depths` keeps every
    /// word's depth.
    pub fn new(bytes_per_element: i64, keep_depths: bool) -> Sums {
        Sums {
            tally: Tally::new(bytes_per_element),
            depths: Vec::new(),
            keep_depths,
            budget: Kept::default(),
            open_calls: Vec::new(),
            edges: BTreeMap::new(),
        }
    }

    /// Every word's depth of a block `width` words wide at `depth`. Once
    /// the budget refuses, no more are kept.
    fn keep(&mut self, depth: u32, width: u32) {
        if !self.budget.room(&mut self.depths, width as usize) {
            self.keep_depths = false;
            return;
        }
        self.depths.extend((0..width).map(|j| depth.saturating_add(j)));
    }

    /// A function defined at `callee` is entered from `site`.
    pub fn call(&mut self, site: Site, callee: Site) {
        let (reads, cost) = self.tally.so_far();
        self.open_calls.push(((site, callee), reads, cost));
    }

    /// The latest call entered returns: what was read since is its edge's.
    /// (A return with no call open, from a log that began inside a call,
    /// is nothing.)
    pub fn ret(&mut self) {
        if let Some((edge, reads, cost)) = self.open_calls.pop() {
            let (now_reads, now_cost) = self.tally.so_far();
            let entry = self.edges.entry(edge).or_default();
            entry.0 += 1;
            entry.1 += now_reads - reads;
            entry.2 = entry.2.saturating_add(now_cost - cost);
        }
    }

    /// The summary (the calls still open at the end, where the run stopped
    /// inside them, counted up to the end) with the peak `peak_live`, and
    /// the depths if kept.
    pub fn finish(mut self, peak_live: usize) -> (TraceSummary, Vec<u32>) {
        while !self.open_calls.is_empty() {
            self.ret();
        }
        let mut summary = self.tally.finish(peak_live);
        summary.calls = (self.edges.into_iter())
            .map(|((site, callee), (calls, reads, cost))| CallEdge { site, callee, calls, reads, cost })
            .collect();
        (summary, self.depths)
    }
}

/// What a replay keeps per word read (`traced_eval`'s depths, the IR's
/// sites), kept within the heap budget when `ask` is set: a run's pricing,
/// where one read of a huge int adds millions and the sandbox looks only
/// every 65,536 events (a REPL entry's step-through keeps a few without
/// asking). The first refusal is held for the pricing to raise when it
/// ends.
#[derive(Default)]
pub(super) struct Kept {
    pub ask: bool,
    pub refused: Option<Box<Exception>>,
    /// Items kept since the last look at the clock.
    since_look: usize,
}

/// Items kept between looks at the clock and Ctrl-C: one read event of a
/// wide tuple of wide strings keeps millions of sites.
const ITEMS_PER_LOOK: usize = 1 << 16;

impl Kept {
    /// Makes room for `more` items in `kept`; on a refusal (of the budget,
    /// or of the clock now and then), empties it, holds the refusal and
    /// returns false.
    pub fn room<T>(&mut self, kept: &mut Vec<T>, more: usize) -> bool {
        if !self.ask {
            return true;
        }
        self.since_look = self.since_look.saturating_add(more);
        let looked = match self.since_look >= ITEMS_PER_LOOK {
            true => {
                self.since_look = 0;
                crate::sandbox::look()
            }
            false => Ok(()),
        };
        match looked.and_then(|()| crate::sandbox::memory::make_room(kept, more)) {
            Ok(()) => true,
            Err(refusal) => {
                *kept = Vec::new();
                self.refused.get_or_insert(refusal);
                false
            }
        }
    }
}
