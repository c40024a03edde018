//! The step-through of a small run (`run --html`): the run's LRU stack
//! re-simulated from its event log, read by read, keeping for each read
//! the block read, its depth and cost, and the top of the stack it was
//! priced against.
//!
//! The simulation is `cost::naive`'s stack (section 7 taken literally: a
//! `Vec` stack, liveness with hindsight, batches priced before they move),
//! not the Fenwick stack `cost` prices with: the oracle the tests check
//! the pricing against, and its depths are checked against the priced
//! trace word for word. A disagreement is reported on the page,
//! never hidden (and `tests/html.rs` requires agreement on every program).
//! Only runs of at most `MAX_READS` reads and `MAX_EVENTS` events get one,
//! so the page stays small and the simulation quick.

use crate::cost::naive::NaiveStack;
use crate::cost::ReplayOptions;
use crate::error::RtResult;
use crate::eventlog::trace::{Event, Key, Trace};
use crate::source::Site;

pub use crate::cost::naive::Block;

/// The most reads (words) a run may make and still get a step-through:
/// each read keeps up to `SHOWN` blocks of the stack, so the page grows
/// with this, not with the run.
pub const MAX_READS: usize = 4096;

/// The most events (reads, stores, ...) such a run may log: the naive
/// stack's work grows with the square of the blocks on it, and one read
/// can follow millions of stores (`[0] * 2500000` took seconds past
/// `--timeout 0.5`, found by the mutation fuzzer).
pub const MAX_EVENTS: usize = 16384;

/// Blocks shown from the top of the stack at each step.
pub const SHOWN: usize = 12;

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
    /// The run made more than `MAX_READS` reads or logged more than
    /// `MAX_EVENTS` events.
    TooLarge {
        reads: u64,
        events: usize,
    },
    /// The re-simulation disagreed with the priced trace (a bug to report).
    Disagrees(String),
}

/// The step-through of `trace`, whose pricing counted `reads` reads: its
/// depths, kept by a replay of their own only for a run this small, are
/// what the simulation is checked against.
pub fn steps_of(trace: &Trace, reads: u64, bytes_per_element: i64) -> RtResult<Steps> {
    if reads > MAX_READS as u64 || trace.len() > MAX_EVENTS {
        return Ok(Steps::TooLarge { reads, events: trace.len() });
    }
    let priced = crate::cost::replay_with(trace, ReplayOptions::full())?;
    Ok(checked(trace, &priced.depths, bytes_per_element))
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

fn simulate(trace: &Trace, bytes_per_element: i64) -> StepThrough {
    let mut stack = NaiveStack::new(trace);
    let mut out = StepThrough::default();
    let mut cursor = trace.cursor();
    let mut i = 0;
    while let Some(event) = cursor.next() {
        match event {
            Event::Store { key, width } => stack.store(key, width, i),
            Event::Import { key, width } => stack.import(key, width),
            Event::Read { site } => read_batch(&mut stack, cursor.keys(), site, i, bytes_per_element, &mut out),
            Event::OpStart | Event::OpEnd { .. } | Event::Call { .. } | Event::Return => {}
        }
        i += 1;
    }
    out
}

/// One batch, with the stack as it found it.
fn read_batch(stack: &mut NaiveStack, keys: &[Key], site: Site, i: usize, bpe: i64, out: &mut StepThrough) {
    if keys.is_empty() {
        return;
    }
    let batch = out.batches.len();
    out.batches.push(Batch { top: stack.top(SHOWN), blocks: stack.blocks(), words: stack.words() });
    for read in stack.read(keys, i) {
        let (depth, width) = (u64::from(read.depth), read.block.width);
        let cost = (0..u64::from(width)).map(|j| crate::cost::read_cost(depth + j, bpe)).sum();
        out.reads.push(StepRead { batch, block: read.block, depth: read.depth, imported: read.imported, cost, site });
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
        let Steps::Ready(steps) = steps_of(&trace, 6, 1).unwrap() else { panic!("disagrees") };
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
        assert_eq!(steps_of(&trace, 1, 1).unwrap(), Steps::Ready(simulate(&trace, 1)));
        assert!(matches!(checked(&trace, &[2], 1), Steps::Disagrees(_)));
        assert!(matches!(checked(&trace, &[1, 1], 1), Steps::Disagrees(_)));
        let too_many = MAX_READS as u64 + 1;
        assert_eq!(steps_of(&trace, too_many, 1).unwrap(), Steps::TooLarge { reads: too_many, events: 3 });
        let stores: Vec<(&str, &[Key])> = (0..=MAX_EVENTS).map(|_| ("store", &[1][..])).collect();
        let long = trace_of(&stores);
        assert_eq!(steps_of(&long, 0, 1).unwrap(), Steps::TooLarge { reads: 0, events: MAX_EVENTS + 1 });
    }
}
