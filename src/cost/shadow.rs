//! `Shadow`: the whole run's pricing of a measured call's window, derived
//! while the call's own log is priced, so that the run's log need not be
//! priced over the window again (a strict run prices every measured call
//! twice otherwise: for the call, and as part of the whole run).
//!
//! The two logs hold the same events in the window (the call's log shares
//! them with the run's), so the two stacks move alike. They differ in
//! three ways, each with its rule:
//! - The values the call's result keeps (`live_at_end`) stay on the call's
//!   stack to its end, but leave the run's at their last use: past it they
//!   are "zombies". They never move again and become zombies in time
//!   order, so the zombie words above a key are the zombie words now less
//!   those there were when the key last moved (`zombies_then`): the run's
//!   depth of a read is the call's less that.
//! - The call's arguments sit at the bottom of its stack from the start
//!   (`pending` until first read), where the run has nothing of them.
//! - The first read in the window of a value made before the call comes,
//!   in the run, from the stack the run had when the window began
//!   (`before`: everything the part before the call left live): its depth
//!   is one plus the run's live words moved in the window so far plus the
//!   words above it there, and it leaves `before` for the top.
//!
//! The rules hold when nothing after the call touches a value made before
//! it ended: the caller checks that when the run ends (then the run's
//! stack is empty when the window ends), and prices the run in full
//! otherwise, or when the call's log does something the rules do not cover
//! (`sound` false). A prototype matched a full pricing on 20,000 random
//! runs, and `tests::shadows_price_like_the_whole_run` checks this code.

use super::lru::LruStack;
use super::pricer::Blocks;
use crate::eventlog::trace::Key;

pub(super) struct Shadow<B> {
    /// The call's slots up to `span` are the values it made; the slots
    /// above are values made before it (its arguments and imports).
    span: u32,
    /// The run's key of each slot above `span` (its slot on `before`).
    outside: Vec<Key>,
    /// Per slot above `span`: read in the window yet, and loaded as an
    /// argument and not read yet (`pending`).
    met: Vec<bool>,
    pending: Vec<bool>,
    /// The run's stack when the window began, its slots the run's keys.
    before: LruStack,
    /// A bit per slot the call's result keeps live to its end.
    kept: Vec<u64>,
    /// Words of the zombies so far.
    zombie_words: u32,
    /// Per slot: `zombie_words` when it last moved (0 before the first
    /// zombie, so it is written only once there is one).
    zombies_then: Vec<u32>,
    /// Words of the arguments not read yet.
    pending_words: u32,
    /// The run's live words at their fullest, between two events.
    pub peak: usize,
    /// Where the run's blocks go.
    pub blocks: B,
    /// False once the call's log does what the rules do not cover.
    pub sound: bool,
}

/// What a shadow needs to know of the call's log and of the run before it.
pub(super) struct ShadowPlan {
    pub span: u32,
    pub outside: Vec<Key>,
    pub kept_slots: Vec<u32>,
    pub before: LruStack,
    pub peak: usize,
}

impl<B: Blocks> Shadow<B> {
    pub fn new(plan: ShadowPlan, blocks: B) -> Shadow<B> {
        let n = plan.outside.len();
        let mut kept = Vec::new();
        for slot in plan.kept_slots {
            let i = slot as usize / 64;
            if i >= kept.len() {
                kept.resize(i + 1, 0);
            }
            kept[i] |= 1u64 << (slot % 64);
        }
        Shadow {
            span: plan.span,
            outside: plan.outside,
            met: vec![false; n],
            pending: vec![false; n],
            before: plan.before,
            kept,
            zombie_words: 0,
            zombies_then: Vec::new(),
            pending_words: 0,
            peak: plan.peak,
            blocks,
            sound: true,
        }
    }

    /// The bits of the slots the call's result keeps (`keeps`).
    pub fn kept(&self) -> &[u64] {
        &self.kept
    }

    /// Whether the call's result keeps `slot` live to its end.
    #[inline(always)]
    pub fn keeps(&self, slot: u32) -> bool {
        has_bit(&self.kept, slot)
    }

    /// A store in `slot` of a value `width` words wide that `stays` (by
    /// its last use in the window): whether it stays on the call's stack.
    /// (A value stored twice is not a run's log: the caller, which knows
    /// the call's stack, sets `sound` false.)
    #[inline]
    pub fn store(&mut self, slot: u32, width: u32, stays: bool) -> bool {
        let kept = !stays && self.keeps(slot);
        let w = width.max(1);
        match self.outside_index(slot) {
            // An argument, loaded before the window begins.
            Some(j) => {
                if self.pending[j] || self.met[j] {
                    self.sound = false;
                }
                if stays || kept {
                    self.pending[j] = true;
                    self.pending_words += w;
                }
            }
            None if kept => self.zombie_words += w,
            None if stays => self.moved(slot),
            None => {}
        }
        stays || kept
    }

    /// A read of `slot` alone (`width` words, read for the last time if
    /// `last`), which the call's stack, holding `before` words before it,
    /// priced at `depth`: the run's depth.
    #[inline(always)]
    pub fn read_one(&mut self, slot: u32, last: bool, depth: u32, width: u32, before: u32) -> u32 {
        let run = self.depth(slot, depth, before);
        self.moved_read(slot, width, last);
        run
    }

    /// `read_one` of the two reads of one instruction: both depths are the
    /// run's before either moves, and one slot read twice moves once.
    #[inline(always)]
    pub fn read_two(
        &mut self,
        slots: [u32; 2],
        last: [bool; 2],
        depths: [u32; 2],
        widths: [u32; 2],
        before: u32,
    ) -> [u32; 2] {
        let run = [self.depth(slots[0], depths[0], before), self.depth(slots[1], depths[1], before)];
        self.moved_read(slots[0], widths[0], last[0]);
        if slots[1] != slots[0] {
            self.moved_read(slots[1], widths[1], last[1]);
        }
        run
    }

    /// `read_two` of an instruction reading `slots` (last read if `last`
    /// of its position, `depths` and `width` of each as the call priced
    /// them): the run's depths, in `run`. Each distinct slot moves once,
    /// at its first place, in the order the call's stack moved them.
    pub fn read_batch(
        &mut self,
        slots: &[u32],
        last: impl Fn(usize) -> bool,
        depths: &[u32],
        width: impl Fn(usize) -> u32,
        before: u32,
        run: &mut Vec<u32>,
    ) {
        run.clear();
        run.extend(slots.iter().zip(depths).map(|(&slot, &depth)| self.depth(slot, depth, before)));
        let mut seen = std::collections::HashSet::new();
        for (j, &slot) in slots.iter().enumerate() {
            let first = match slots.len() {
                0..=8 => !slots[..j].contains(&slot),
                _ => seen.insert(slot),
            };
            if first {
                self.moved_read(slot, width(j), last(j));
            }
        }
    }

    /// The run's depth of a read of `slot` that the call's stack, holding
    /// `words` before the read's instruction, priced at `depth`; asked for
    /// every read of an instruction before `moved_read` is told of any.
    #[inline(always)]
    fn depth(&mut self, slot: u32, depth: u32, words: u32) -> u32 {
        match self.outside_index(slot) {
            Some(j) if !self.met[j] => {
                // On `before`, or (not on it) from below it: `depth` says.
                let above = self.before.depth(self.outside[j]) - 1;
                let moved = words.wrapping_sub(self.zombie_words).wrapping_sub(self.pending_words);
                1 + moved + above
            }
            _ => {
                if depth > words {
                    self.sound = false; // a value read after it left
                }
                let then = self.zombies_then.get(slot as usize).copied().unwrap_or(0);
                depth - (self.zombie_words - then)
            }
        }
    }

    /// After the instruction's depths: `slot` (`width` words) moved, read
    /// for the last time in the window if `last`; once per distinct slot,
    /// in the order the stack moves them.
    #[inline(always)]
    fn moved_read(&mut self, slot: u32, width: u32, last: bool) {
        if let Some(j) = self.outside_index(slot) {
            if !self.met[j] {
                self.met[j] = true;
                self.before.remove(self.outside[j]);
                if self.pending[j] {
                    self.pending[j] = false;
                    self.pending_words -= width;
                }
            }
        }
        if last && self.keeps(slot) {
            self.zombie_words += width;
        } else if !last {
            self.moved(slot);
        }
    }

    /// After each event, the call's stack holding `words`.
    #[inline]
    pub fn end_event(&mut self, words: u32) {
        self.peak = self.peak.max(self.live(words) as usize);
    }

    /// The run's live words when the call's stack holds `words`.
    #[inline(always)]
    pub fn live(&self, words: u32) -> u64 {
        let moved = words.wrapping_sub(self.zombie_words).wrapping_sub(self.pending_words);
        u64::from(moved) + self.before.words() as u64
    }

    /// `slot` moved with `zombie_words` as they are.
    #[inline(always)]
    fn moved(&mut self, slot: u32) {
        if self.zombie_words > 0 {
            let s = slot as usize;
            if s >= self.zombies_then.len() {
                self.grow_zombies_then(s);
            }
            self.zombies_then[s] = self.zombie_words;
        }
    }

    /// Room in `zombies_then` for `slot`: the first time, for every slot
    /// of the window at once (it is written for most of them), its pages
    /// asked for in one go.
    #[cold]
    fn grow_zombies_then(&mut self, slot: usize) {
        let slots = (self.span as usize + self.outside.len() + 1).max(slot + 1);
        self.zombies_then.reserve_exact(slots - self.zombies_then.len());
        crate::sandbox::memory::populate_spare(&self.zombies_then, slots);
        self.zombies_then.resize(slots, 0);
    }

    /// The index among the values made before the call of `slot`, if it
    /// is one.
    #[inline(always)]
    fn outside_index(&self, slot: u32) -> Option<usize> {
        let j = slot.wrapping_sub(self.span + 1) as usize;
        (slot > self.span && j < self.outside.len()).then_some(j)
    }

    /// The run's stack when the window ends has nothing but what `before`
    /// still holds: empty when the rules held.
    pub fn before_is_empty(&self) -> bool {
        self.before.is_empty()
    }
}

/// Whether bit `slot` of `bits` is set (a slot past them is not).
#[inline(always)]
pub(super) fn has_bit(bits: &[u64], slot: u32) -> bool {
    bits.get(slot as usize / 64).is_some_and(|&word| word >> (slot % 64) & 1 != 0)
}
