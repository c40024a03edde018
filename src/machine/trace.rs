//! The event log one measurement records, in the order the program ran:
//! a value enters the stack (`Store`), a value made outside the measurement
//! is met for the first time (`Import`), a batch of values is read together
//! by one instruction (`Read`), and an operator instruction brackets the
//! stores of its result (`OpStart` / `OpEnd`, only needed for the IR).
//! Plain data: the cost models price it after the run.

use crate::source::Site;

/// Identifies a value: 1, 2, 3, ... in creation order (per measurement in
/// the reference model; across the whole run in strict, where one value
/// can be in several nested measurements).
pub type Key = u32;

/// A contiguous run of `Trace::keys`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct KeyRange {
    pub start: u32,
    pub len: u32,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Event {
    /// A new value is pushed on top of the stack (free). `width` is the
    /// words it occupies (1 for every value of the reference model).
    Store { key: Key, width: u32 },
    /// A value that lives outside this measurement (made before it began),
    /// about to be read here for the first time: it is not on this
    /// measurement's stack, so its first read comes from below the bottom.
    Import { key: Key, width: u32 },
    /// One instruction reads these keys together (duplicates allowed; all
    /// priced against the stack as it was before the batch).
    Read { keys: KeyRange, site: Site },
    /// An operator instruction starts wrapping its result.
    OpStart,
    /// The operator instruction whose operands were `keys` (the keys of the
    /// read batch just before its `OpStart`) and whose result is `out`
    /// (`None` when the result is a tuple or a list).
    OpEnd { name: OpName, keys: KeyRange, out: Option<Key> },
}

/// The operator instruction names the tracer's IR uses, in a fixed order.
pub const OP_NAMES: &[&str] = &[
    "add", "sub", "mul", "truediv", "floordiv", "mod", "pow", "lshift", "rshift", "and_", "or_", "xor", "neg", "pos",
    "invert", "abs", "round", "floor", "ceil", "trunc", "divmod", "eq", "ne", "lt", "le", "gt", "ge",
];

/// An operator's IR name as one byte (an index into `OP_NAMES`), so that
/// an event stays small: strict runs record tens of millions of them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct OpName(u8);

impl OpName {
    /// The id of a known name; `None` for any other text.
    pub fn parse(name: &str) -> Option<OpName> {
        OP_NAMES.iter().position(|n| *n == name).map(|i| OpName(i as u8))
    }

    /// The id of a name the interpreter emits (always one of `OP_NAMES`).
    pub fn of(name: &'static str) -> OpName {
        OpName::parse(name).unwrap_or(OpName(u8::MAX))
    }

    pub fn as_str(self) -> &'static str {
        OP_NAMES.get(self.0 as usize).copied().unwrap_or("?")
    }
}

/// One measurement's complete log.
#[derive(Debug, Clone, Default)]
pub struct Trace {
    pub events: Vec<Event>,
    /// Backing storage for every `KeyRange`.
    pub keys: Vec<Key>,
    /// The largest key used.
    pub max_key: Key,
    /// The first key made in this measurement: keys below it were made
    /// outside (arguments, imports). 1 for a trace of its own numbering.
    pub base: Key,
    /// Keys that stay live until the end (reachable from the measured
    /// call's result).
    pub live_at_end: Vec<Key>,
}

impl Trace {
    pub fn keys_of(&self, range: KeyRange) -> &[Key] {
        &self.keys[range.start as usize..(range.start + range.len) as usize]
    }

    pub fn push_keys(&mut self, keys: &[Key]) -> KeyRange {
        let start = self.keys.len() as u32;
        if self.keys.len() + keys.len() > self.keys.capacity() {
            crate::sandbox::memory::grow_within_budget(&mut self.keys, keys.len());
        }
        self.keys.extend_from_slice(keys);
        KeyRange { start, len: keys.len() as u32 }
    }

    /// A new value of one word.
    pub fn store(&mut self, key: Key) {
        self.store_wide(key, 1);
    }

    pub fn store_wide(&mut self, key: Key, width: u32) {
        self.max_key = self.max_key.max(key);
        self.push(Event::Store { key, width });
    }

    pub fn import(&mut self, key: Key, width: u32) {
        self.max_key = self.max_key.max(key);
        self.push(Event::Import { key, width });
    }

    pub fn read(&mut self, keys: &[Key], site: Site) {
        if keys.is_empty() {
            return;
        }
        let keys = self.push_keys(keys);
        self.push(Event::Read { keys, site });
    }

    /// The log is the largest thing a run grows: it grows within the
    /// heap budget.
    #[inline]
    pub fn push(&mut self, event: Event) {
        if self.events.len() == self.events.capacity() {
            crate::sandbox::memory::grow_within_budget(&mut self.events, 1);
        }
        self.events.push(event);
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn events_stay_small() {
        assert!(std::mem::size_of::<super::Event>() <= 20, "{}", std::mem::size_of::<super::Event>());
    }

    #[test]
    fn op_names_round_trip() {
        for name in super::OP_NAMES {
            assert_eq!(super::OpName::of(name).as_str(), *name);
        }
        assert_eq!(super::OpName::parse("matmul"), None);
    }
}
