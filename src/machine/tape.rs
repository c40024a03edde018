//! `Tape`: strict arithmetic in registers. An expression of numbers
//! (`eval/registers.rs` says which) is computed on `Reg`s, plain numbers
//! with the block each one occupies, while the instructions it performs are
//! written down: the reads of operands, indices and truth tests, and the
//! stores of results. `finish` records them all at once, the events
//! `Machine::apply` and `Machine::escape` would have recorded one by one,
//! in the same order, under one borrow of the state: as one batch of the
//! log (`Trace::batch`) when no read imports a value, which is most tapes.
//!
//! The tape is the metering boundary's, like `Operand`: a payload it
//! reveals (an index to pick an item, a comparison to pick a branch) only
//! steers the rest of the same expression, which has no side effects. Its
//! only outputs are `finish`'s, which records every instruction first; a
//! tape dropped unfinished (an operand that is not a plain number, an
//! overflow, an error to raise, too long an expression) recorded nothing,
//! and the caller evaluates the expression the general way, which records
//! and raises what it must.

use std::cell::RefMut;
use std::num::NonZeroU64;

use super::{Block, Machine, Measurement, Model, Operand, State, Tag};
use crate::ops::{self, BinaryOp, CompareOp, Plain};
use crate::source::Site;

use crate::eventlog::trace::Key;

/// The most instructions one tape holds: an expression longer than this
/// takes the general path (each of its parts then tries a tape of its own).
const MAX_STEPS: usize = 32;

/// A number in a register, and the one-word block it occupies: two words,
/// so that a `Reg` and an `Option` of one are passed and returned in two
/// registers. (Three fields, a `u64`, a `Key` and a `bool`, made it a
/// memory aggregate: passed by pointer and returned through the stack,
/// where the caller's wide load of the callee's narrow stores stalled on
/// store forwarding at every level of an expression.)
#[derive(Clone, Copy)]
pub struct Reg {
    /// The int, or the float's bits.
    bits: u64,
    /// The key in the low half (never 0: a block of the run's numbering),
    /// `FLOAT` set for a float. Not zero, so an `Option<Reg>` needs no
    /// third word.
    meta: NonZeroU64,
}

/// `Reg::meta`'s bit for a float.
const FLOAT: u64 = 1 << 32;

impl Reg {
    /// `number` in `key`'s block; `None` for key 0 (no block: the general
    /// path's).
    #[inline(always)]
    fn new(number: Plain, key: Key) -> Option<Reg> {
        let (bits, float) = match number {
            Plain::Int(i) => (i as u64, 0),
            Plain::Float(bits) => (bits, FLOAT),
        };
        Some(Reg { bits, meta: NonZeroU64::new(u64::from(key) | float)? })
    }

    #[inline(always)]
    fn key(self) -> Key {
        self.meta.get() as Key
    }

    #[inline(always)]
    fn number(self) -> Plain {
        match self.meta.get() & FLOAT {
            0 => Plain::Int(self.bits as i64),
            _ => Plain::Float(self.bits),
        }
    }
}

/// One instruction written down.
#[derive(Clone, Copy)]
pub(super) enum Step {
    /// One instruction reads this key's block (a one-word block's key,
    /// never 0: `Tape::operand` refuses an unmetered value).
    ReadOne(Key),
    /// One instruction reads these two keys' blocks together. (A variant
    /// per count, not a count: the log's writer is then inlined for a
    /// slice of known length, its tag and its loop over the keys folded.)
    ReadTwo(Key, Key),
    /// A one-word result is stored in the next key.
    Store,
}

pub struct Tape<'m> {
    machine: &'m Machine,
    /// The machine's state, borrowed for the tape's life: nothing else
    /// asks for it while an expression is computed in registers (the
    /// tape's own lookups of literals and its record do, once each
    /// without this).
    state: RefMut<'m, State>,
    /// The key of the first result: the run's next key when the tape began.
    first_key: Key,
    stores: u32,
    /// The lowest key read: when it is not below the recording
    /// measurement's base, no read imports (`batch_bytes`).
    lowest_read: Key,
    steps: Vec<Step>,
}

impl Machine {
    /// A tape, in strict while one measurement records and none keeps the
    /// IR (most of a run: the case `read_then_store_alone` records);
    /// `None` otherwise.
    #[inline]
    pub fn tape(&self) -> Option<Tape<'_>> {
        if self.model != Model::Strict || !self.registers {
            return None;
        }
        let mut state = self.state.borrow_mut();
        state.sole_recorder()?;
        let first_key = state.next_key;
        let steps = self.tape_steps.take();
        Some(Tape { machine: self, state, first_key, stores: 0, lowest_read: Key::MAX, steps })
    }
}

impl Tape<'_> {
    /// A value as a register: a number that is not a NaN (a NaN keeps the
    /// identity only the general path gives it) and not a bool.
    #[inline]
    pub fn operand(&self, op: &Operand) -> Option<Reg> {
        // A block of the run's numbering (not a value left unmetered).
        if op.tag.key == 0 {
            return None;
        }
        let number = Plain::of(&op.payload).filter(|n| !n.is_nan())?;
        // A plain number's block is one word (`Scalar::words`), so its
        // width is not asked: that took a call per operand.
        debug_assert_eq!(op.block().width, 1);
        Reg::new(number, op.tag.key)
    }

    /// The literal at `site` (its syntax node's address), when the
    /// measurement has met it before: a first use stores it, which the
    /// general path does.
    pub fn constant(&mut self, site: usize, number: Plain) -> Option<Reg> {
        // Most uses of a literal find it in the measurement's memo.
        if let Some(key) = self.state.memo_number(site, number) {
            return Reg::new(number, key);
        }
        let op = self.state.known_constant(site, &number.scalar())?;
        self.operand(&op)
    }

    /// `a op b`: both read together, the result stored.
    #[inline]
    pub fn binary(&mut self, op: BinaryOp, a: Reg, b: Reg) -> Option<Reg> {
        let number = ops::plain_binary(op, a.number(), b.number()).filter(|n| !n.is_nan())?;
        self.read(Step::ReadTwo(a.key(), b.key()), b.key().min(a.key()))?;
        Reg::new(number, self.store()?)
    }

    /// `-a`: read, the result stored.
    #[inline]
    pub fn neg(&mut self, a: Reg) -> Option<Reg> {
        let number = ops::plain_neg(a.number())?;
        self.read(Step::ReadOne(a.key()), a.key())?;
        Reg::new(number, self.store()?)
    }

    /// `a op b` tested by a condition: both read together, the bool
    /// stored, then read by the test.
    #[inline]
    pub fn compare_truth(&mut self, op: CompareOp, a: Reg, b: Reg) -> Option<bool> {
        let holds = ops::plain_compare(op, a.number(), b.number());
        self.read(Step::ReadTwo(a.key(), b.key()), b.key().min(a.key()))?;
        let result = self.store()?;
        self.read(Step::ReadOne(result), result)?;
        Some(holds)
    }

    /// `i` used as an index of the list or tuple held through `container`
    /// (its place's reference block): both read together; `i`'s value
    /// when it is a non-negative int (a negative one reads the container's
    /// length too, which the general path does).
    #[inline]
    pub fn index_in(&mut self, container: Block, i: Reg) -> Option<usize> {
        let Plain::Int(i_value) = i.number() else { return None };
        let at = usize::try_from(i_value).ok()?;
        let held = container.tag.key;
        if held == 0 {
            return None;
        }
        self.read(Step::ReadTwo(held, i.key()), held.min(i.key()))?;
        Some(at)
    }

    /// Records the instructions and returns `reg` as a value. The tape is
    /// done with (dropped by its owner).
    // Always inlined: the value is made where the caller puts it, not
    // returned through memory. By reference: the tape moved into a by-value
    // `self` was copied, and the copy's wide loads of the narrow stores
    // that made it stalled on store forwarding.
    ///
    /// The value is fresh: a result of the tape's. A register that holds a
    /// name's or a literal's block (a conditional expression's branch) is
    /// left to the general path, whose value keeps its object's identity.
    #[inline(always)]
    pub fn finish(&mut self, site: Site, reg: Reg) -> Option<Operand> {
        if reg.key() < self.first_key {
            return None;
        }
        self.commit(site)?;
        Some(Operand { payload: reg.number().scalar(), tag: Tag::fresh(reg.key()) })
    }

    /// Records the instructions (a condition's: its truth is the caller's).
    pub fn commit(&mut self, site: Site) -> Option<()> {
        // The state was held since `tape`: nothing made a value or opened a
        // measurement meanwhile (the expression has no side effects).
        let Tape { state, first_key, lowest_read, steps, .. } = self;
        let (_, m) = state.sole_recorder()?;
        let next_key = match batch_bytes(steps, *lowest_read, m) {
            Some(bytes) => record_batch(steps, *first_key, m, site, bytes),
            None => record_one_by_one(steps, *first_key, m, site),
        };
        state.next_key = next_key;
        Some(())
    }

    /// One instruction's read (`read`, a `Step::ReadOne` or `ReadTwo`),
    /// `lowest` the lowest key it reads.
    #[inline(always)]
    fn read(&mut self, read: Step, lowest: Key) -> Option<()> {
        if self.steps.len() == MAX_STEPS {
            return None;
        }
        self.steps.push(read);
        self.lowest_read = self.lowest_read.min(lowest);
        Some(())
    }

    /// The key of a one-word result: the next one (`read_then_store_alone`'s:
    /// the run's next, saturating).
    #[inline(always)]
    fn store(&mut self) -> Option<Key> {
        if self.steps.len() == MAX_STEPS {
            return None;
        }
        let key = self.first_key.saturating_add(self.stores);
        self.stores += 1;
        self.steps.push(Step::Store);
        Some(key)
    }
}

/// The most bytes `steps`' events take, when they can be written as one
/// batch: every key read is on `m`'s log already (a read that imports
/// writes an `Import` first, which `record_one_by_one` does).
fn batch_bytes(steps: &[Step], lowest_read: Key, m: &mut Measurement) -> Option<usize> {
    // Most tapes read only keys made inside the measurement.
    let known = lowest_read >= m.base
        || steps.iter().all(|step| match *step {
            Step::ReadOne(key) => m.has_met(key),
            Step::ReadTwo(a, b) => m.has_met(a) && m.has_met(b),
            Step::Store => true,
        });
    // A site change, then per step at most a tag and two varints (a read's
    // keys; a store's key and width, when not the next new key).
    known.then_some(11 * (steps.len() + 1))
}

/// `steps`' events in one `Trace::batch`, their results stored from
/// `first_key` on; the next key after them.
fn record_batch(steps: &[Step], first_key: Key, m: &mut Measurement, site: Site, bytes: usize) -> Key {
    m.trace.batch(site, bytes, |batch| {
        let mut key = first_key;
        for step in steps {
            match *step {
                Step::ReadOne(key) => batch.read(&[key]),
                Step::ReadTwo(a, b) => batch.read(&[a, b]),
                Step::Store => {
                    batch.store(key);
                    key = key.saturating_add(1);
                }
            }
        }
        key
    })
}

/// `steps`' events one by one, as `Machine::apply` records them; the next
/// key after them.
fn record_one_by_one(steps: &[Step], first_key: Key, m: &mut Measurement, site: Site) -> Key {
    let mut key = first_key;
    for step in steps {
        match *step {
            Step::ReadOne(key) => m.read_keys(site, &[key]),
            Step::ReadTwo(a, b) => m.read_keys(site, &[a, b]),
            Step::Store => {
                m.trace.store_wide(key, 1);
                key = key.saturating_add(1);
            }
        }
    }
    key
}

impl Drop for Tape<'_> {
    /// The steps' buffer goes back for the next tape.
    fn drop(&mut self) {
        let mut steps = std::mem::take(&mut self.steps);
        steps.clear();
        self.machine.tape_steps.set(steps);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A register and an optional one are returned in two registers.
    #[test]
    fn a_reg_is_two_words() {
        assert_eq!(std::mem::size_of::<Reg>(), 16);
        assert_eq!(std::mem::size_of::<Option<Reg>>(), 16);
    }

    /// A number goes into a register and comes out the same, floats by
    /// their bits (a negative zero, an infinity).
    #[test]
    fn numbers_round_trip() {
        for number in [
            Plain::Int(0),
            Plain::Int(-1),
            Plain::Int(i64::MIN),
            Plain::Int(i64::MAX),
            Plain::float(-0.0),
            Plain::float(f64::INFINITY),
            Plain::float(2.5),
        ] {
            let reg = Reg::new(number, 7).unwrap();
            assert!(reg.number() == number);
            assert_eq!(reg.key(), 7);
        }
    }
}
