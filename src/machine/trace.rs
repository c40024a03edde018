//! The event log one measurement records, in the order the program ran:
//! a value enters the stack (`Store`), a batch of values is read together
//! by one instruction (`Read`), and an operator instruction brackets the
//! stores of its result (`OpStart` / `OpEnd`, only needed for the IR).
//! Plain data: the cost models price it after the run.

use crate::source::Site;

/// Identifies a value within one measurement: 1, 2, 3, ... in creation order.
pub type Key = u32;

/// A contiguous run of `Trace::keys`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct KeyRange {
    pub start: u32,
    pub len: u32,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Event {
    /// A new value is pushed on top of the stack (free).
    Store(Key),
    /// One instruction reads these keys together (duplicates allowed; all
    /// priced against the stack as it was before the batch).
    Read { keys: KeyRange, site: Site },
    /// An operator instruction starts wrapping its result.
    OpStart,
    /// The operator instruction whose operands were `keys` (the keys of the
    /// read batch just before its `OpStart`) and whose result is `out`
    /// (`None` when the result is a tuple or a list).
    OpEnd { name: &'static str, keys: KeyRange, out: Option<Key> },
}

/// One measurement's complete log.
#[derive(Debug, Clone, Default)]
pub struct Trace {
    pub events: Vec<Event>,
    /// Backing storage for every `KeyRange`.
    pub keys: Vec<Key>,
    /// The largest key used (keys are 1..=max_key).
    pub max_key: Key,
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
        self.keys.extend_from_slice(keys);
        KeyRange { start, len: keys.len() as u32 }
    }

    pub fn store(&mut self, key: Key) {
        self.max_key = self.max_key.max(key);
        self.events.push(Event::Store(key));
    }

    pub fn read(&mut self, keys: &[Key], site: Site) {
        if keys.is_empty() {
            return;
        }
        let keys = self.push_keys(keys);
        self.events.push(Event::Read { keys, site });
    }
}
