//! The step-through of a small run (`run --html`): the run's LRU stack
//! re-simulated from its event log, read by read, keeping for each read
//! the block read, its depth and cost, and the top of the stack it was
//! priced against.
//!
//! The simulation is the reference model's section 7 taken literally (a
//! `Vec` stack, liveness with hindsight, batches priced before they move),
//! not the Fenwick stack `cost` prices with: it is a second, independent
//! reading of the same rules, and its depths are checked against the
//! priced trace word for word. A disagreement is reported on the page,
//! never hidden (and `tests/html.rs` requires agreement on every program).
//! Only runs of at most `MAX_READS` reads get one, so the page stays small.

use std::collections::HashMap;

use crate::machine::trace::{Event, Key, Trace};
use crate::source::Site;

/// The most reads (words) a run may make and still get a step-through:
/// each read keeps up to `SHOWN` blocks of the stack, so the page grows
/// with this, not with the run.
pub const MAX_READS: usize = 4096;

/// Blocks shown from the top of the stack at each step.
pub const SHOWN: usize = 12;

/// A block on the stack: its key and its width in words.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Block {
    pub key: Key,
    pub width: u32,
}

/// The stack as one read batch found it (all its reads are priced
/// against it).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Batch {
    /// Up to `SHOWN` blocks, the top of the stack first.
    pub top: Vec<Block>,
    /// Blocks and words on the whole stack.
    pub blocks: usize,
    pub words: u64,
}

/// One block read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StepRead {
    /// Index into `StepThrough::batches`.
    pub batch: usize,
    pub block: Block,
    /// Depth of the block's top word (1 = the top of the stack).
    pub depth: u32,
    /// The block was not on the stack: made before the measurement,
    /// read from just below the bottom.
    pub imported: bool,
    /// The cost of all its words.
    pub cost: u128,
    pub site: Site,
}

/// Every block read of a run, in order.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct StepThrough {
    pub batches: Vec<Batch>,
    pub reads: Vec<StepRead>,
}

/// What `run --html` can show of the run's stack.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Steps {
    Ready(StepThrough),
    /// The run made more than `MAX_READS` reads.
    TooLarge {
        reads: u64,
    },
    /// The re-simulation disagreed with the priced trace (a bug to report).
    Disagrees(String),
}

/// The step-through of `trace`, whose pricing counted `reads` reads: its
/// depths, kept by a replay of their own only for a run this small, are
/// what the simulation is checked against.
pub fn steps_of(trace: &Trace, reads: u64, bytes_per_element: i64) -> Steps {
    if reads > MAX_READS as u64 {
        return Steps::TooLarge { reads };
    }
    checked(trace, &crate::cost::replay(trace, false).depths, bytes_per_element)
}

/// The simulation of `trace`, checked against its priced `depths`.
fn checked(trace: &Trace, depths: &[u32], bytes_per_element: i64) -> Steps {
    let steps = simulate(trace, bytes_per_element);
    let simulated: Vec<u32> =
        steps.reads.iter().flat_map(|r| (0..r.block.width).map(move |j| r.depth.saturating_add(j))).collect();
    match simulated.iter().zip(depths).position(|(a, b)| a != b) {
        Some(i) => Steps::Disagrees(format!("read {}: depth {} simulated, {} priced", i + 1, simulated[i], depths[i])),
        None if simulated.len() != depths.len() => {
            Steps::Disagrees(format!("{} reads simulated, {} priced", simulated.len(), depths.len()))
        }
        None => Steps::Ready(steps),
    }
}

/// The replay of section 7.2 on a plain stack (bottom first). Work is
/// local to each event: the keys that die at event `i` are the ones it
/// touched, and they are at the top.
struct Simulation {
    stack: Vec<Block>,
    words: u64,
    widths: HashMap<Key, u32>,
    last: HashMap<Key, usize>,
}

impl Simulation {
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

    fn snapshot(&self) -> Batch {
        Batch {
            top: self.stack.iter().rev().take(SHOWN).copied().collect(),
            blocks: self.stack.len(),
            words: self.words,
        }
    }
}

fn simulate(trace: &Trace, bytes_per_element: i64) -> StepThrough {
    let mut sim =
        Simulation { stack: Vec::new(), words: 0, widths: HashMap::new(), last: crate::cost::last_use_by_key(trace) };
    let mut out = StepThrough::default();
    let mut cursor = trace.cursor();
    let mut i = 0;
    while let Some(event) = cursor.next() {
        match event {
            Event::Store { key, width } => {
                sim.remove(key);
                sim.widths.insert(key, width);
                sim.push(key);
                sim.retire(key, i);
            }
            Event::Import { key, width } => {
                if sim.depth(key).is_none() {
                    sim.widths.insert(key, width);
                }
            }
            Event::Read { site } => read_batch(&mut sim, cursor.keys(), site, i, bytes_per_element, &mut out),
            Event::OpStart | Event::OpEnd { .. } | Event::Call { .. } | Event::Return => {}
        }
        i += 1;
    }
    out
}

/// One batch: every read priced against the stack before it, then its
/// distinct keys to the top in order of first occurrence, then the keys
/// read for the last time leave.
fn read_batch(sim: &mut Simulation, keys: &[Key], site: Site, i: usize, bpe: i64, out: &mut StepThrough) {
    if keys.is_empty() {
        return;
    }
    let batch = out.batches.len();
    out.batches.push(sim.snapshot());
    let below = u32::try_from(sim.words + 1).unwrap_or(u32::MAX);
    for &key in keys {
        let found = sim.depth(key);
        let depth = found.unwrap_or(below);
        let width = sim.width(key);
        let cost = (0..width).map(|j| crate::cost::read_cost(u64::from(depth) + u64::from(j), bpe)).sum();
        let block = Block { key, width };
        out.reads.push(StepRead { batch, block, depth, imported: found.is_none(), cost, site });
    }
    let mut distinct: Vec<Key> = Vec::new();
    for &key in keys {
        if !distinct.contains(&key) {
            distinct.push(key);
        }
    }
    for &key in &distinct {
        sim.remove(key);
        sim.push(key);
    }
    for &key in &distinct {
        sim.retire(key, i);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn trace_of(events: &[(&str, &[Key])]) -> Trace {
        let mut trace = Trace::default();
        for (kind, keys) in events {
            match *kind {
                "store" => trace.store(keys[0]),
                "wide" => trace.store_wide(keys[0], keys[1]),
                "import" => trace.import(keys[0], 1),
                _ => trace.read(keys, Site { file: 0, line: 1 }),
            }
        }
        trace
    }

    #[test]
    fn agrees_with_the_priced_depths() {
        // The reference model's worked shape: a batch priced before it
        // moves, a dead key leaving, a wide block, an import from below.
        let trace = trace_of(&[
            ("store", &[1]),
            ("store", &[2]),
            ("wide", &[3, 2]),
            ("read", &[1, 2]),
            ("read", &[3, 1]),
            ("import", &[9]),
            ("read", &[9, 2]),
        ]);
        let Steps::Ready(steps) = steps_of(&trace, 6, 1) else { panic!("disagrees") };
        let depths: Vec<u32> = steps.reads.iter().map(|r| r.depth).collect();
        assert_eq!(depths, [4, 3, 3, 2, 2, 1]);
        assert!(steps.reads[4].imported && !steps.reads[5].imported);
        assert_eq!(steps.batches[0].top.iter().map(|b| b.key).collect::<Vec<_>>(), [3, 2, 1]);
        assert_eq!((steps.batches[0].blocks, steps.batches[0].words), (3, 4));
        assert_eq!(steps.reads[2].cost, crate::cost::read_cost(3, 1) + crate::cost::read_cost(4, 1));
    }

    #[test]
    fn a_wrong_depth_is_reported_not_hidden() {
        // Key 2 is never read: it never occupies the stack.
        let trace = trace_of(&[("store", &[1]), ("store", &[2]), ("read", &[1])]);
        assert_eq!(steps_of(&trace, 1, 1), Steps::Ready(simulate(&trace, 1)));
        assert!(matches!(checked(&trace, &[2], 1), Steps::Disagrees(_)));
        assert!(matches!(checked(&trace, &[1, 1], 1), Steps::Disagrees(_)));
        let too_many = MAX_READS as u64 + 1;
        assert_eq!(steps_of(&trace, too_many, 1), Steps::TooLarge { reads: too_many });
    }
}
