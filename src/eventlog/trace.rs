//! The event log one measurement records, in the order the program ran:
//! a value enters the stack (`Store`), a value made outside the measurement
//! is met for the first time (`Import`), a batch of values is read together
//! by one instruction (`Read`), and an operator instruction brackets the
//! stores of its result (`OpStart` / `OpEnd`, only needed for the IR).
//! Plain data: the cost models price it after the run.
//!
//! The log is the one thing a run grows with its length, so it is kept as
//! bytes, about 2-3 per event: a tag byte, then keys as variable-length
//! deltas from the key mentioned just before (a value is usually read soon
//! after it is made), a store of the next new key in the tag alone, and a
//! read's site only when it changes. `Cursor` decodes it in order, the only
//! way the pricing passes walk it. The bytes live in chunks that grow to
//! `CHUNK_BYTES` and are never moved, so a long log takes its length plus
//! one chunk, not twice its length while a vector doubles.

use std::ops::ControlFlow;
use std::sync::Arc;

use crate::source::Site;

use super::indexer::Indexer;
use super::uses::UseIndex;

/// Identifies a value: 1, 2, 3, ... in creation order (per measurement in
/// the reference model; across the whole run in strict, where one value
/// can be in several nested measurements).
pub type Key = u32;

/// One decoded event. The keys of a `Read` or an `OpEnd` are
/// `Cursor::keys()` until the next event is decoded.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Event {
    /// A new value is pushed on top of the stack (free). `width` is the
    /// words it occupies (1 for every value of the reference model).
    Store { key: Key, width: u32 },
    /// A value that lives outside this measurement (made before it began),
    /// about to be read here for the first time: it is not on this
    /// measurement's stack, so its first read comes from below the bottom.
    Import { key: Key, width: u32 },
    /// One instruction reads the cursor's keys together (duplicates
    /// allowed; all priced against the stack as it was before the batch).
    Read { site: Site },
    /// An operator instruction starts wrapping its result.
    OpStart,
    /// The operator instruction whose operands were the cursor's keys (the
    /// keys of the read batch just before its `OpStart`) and whose result
    /// is `out` (`None` when the result is a tuple or a list).
    OpEnd { name: OpName, out: Option<Key> },
    /// A `.dmd` function defined at `callee` is entered from an instruction
    /// at `site` (only when the run asks for calls: `callgrind`'s inclusive
    /// costs).
    Call { site: Site, callee: Site },
    /// The latest function entered returns (or unwinds).
    Return,
}

/// Where `Cursor::for_each_step` hands the events: the commonest ones
/// whole, their keys in hand (a hot loop then needs no list of keys and
/// no second dispatch), any other as `next` decodes it. Each says whether
/// the walk goes on.
pub trait Steps {
    type Stop;
    /// A store of the next new key, one word wide.
    fn store_next(&mut self, key: Key) -> ControlFlow<Self::Stop>;
    /// A read of one key at `site`.
    fn read_one(&mut self, site: Site, key: Key) -> ControlFlow<Self::Stop>;
    /// A read of two keys at `site`.
    fn read_two(&mut self, site: Site, a: Key, b: Key) -> ControlFlow<Self::Stop>;
    /// Any other event, with the keys of a `Read` or an `OpEnd`.
    fn other(&mut self, event: Event, keys: &[Key]) -> ControlFlow<Self::Stop>;
}

/// The operator instruction names the tracer's IR uses, in a fixed order.
pub const OP_NAMES: &[&str] = &[
    "add", "sub", "mul", "truediv", "floordiv", "mod", "pow", "lshift", "rshift", "and_", "or_", "xor", "neg", "pos",
    "invert", "abs", "round", "floor", "ceil", "trunc", "divmod", "eq", "ne", "lt", "le", "gt", "ge",
];

/// An operator's IR name as one byte (an index into `OP_NAMES`).
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

// Tag bytes: the low 3 bits say what follows; the high 5 bits carry a
// small count or flag (`SMALL`), with 0 meaning "a varint follows".
const STORE: u8 = 0; // high bits 1: the next new key, width 1; 0: key delta, width
const IMPORT: u8 = 1; // key delta, width
const READ: u8 = 2; // high bits: key count (0: varint count); the key deltas
const OP_START: u8 = 3; // high bits 1: SYNC, not an event (see `Trace::sync`)
const OP_END: u8 = 4; // name byte, out (0 = none, else key + 1), key count, key deltas
const CALL: u8 = 6; // call site file, line; callee file, line
const RETURN: u8 = 7;
const SITE: u8 = 5; // the site of the reads that follow (not an event): high bits:
                    // the line's zigzag delta + 1, same file; 0: file, line
const SMALL: u8 = 31;

/// The largest chunk of a log (the first ones are smaller, so that the
/// many short logs of measured calls stay short).
const CHUNK_BYTES: usize = 4 << 20;
const FIRST_CHUNK_BYTES: usize = 256;

/// A log whose chunks have grown this long hands its last uses to an
/// `Indexer` (a shorter one is over before a thread would pay). Unit tests
/// hand over short logs, many times.
const INDEX_ELSEWHERE_BYTES: usize = if cfg!(test) { 4096 } else { 1 << 20 };

/// Where a log stood: its write position and its encoder's state. A
/// measurement that shares its enclosing one's log (`Machine`) marks where
/// its own events begin, and hands them over from there when it ends.
#[derive(Debug, Clone, Copy)]
pub struct Mark {
    chunk: usize,
    pos: usize,
    len: usize,
    prev_key: Key,
    max_key: Key,
    site: Option<Site>,
}

/// One measurement's complete log.
#[derive(Debug, Clone, Default)]
pub struct Trace {
    /// Full chunks, then the one being written (`bytes`).
    /// Full chunks never change, so a log that takes another's events
    /// (`append_since`) shares them instead of copying.
    full: Vec<Arc<Vec<u8>>>,
    /// The chunk being written: zeros from `pos` on, its whole size long,
    /// so that an event is written by indexing (the bounds checked against
    /// a length in a register) rather than pushed (each push re-reading the
    /// capacity and storing the length).
    bytes: Vec<u8>,
    /// The bytes written in `bytes`.
    pos: usize,
    /// Events recorded (site changes are not events).
    len: usize,
    /// The largest key used.
    pub max_key: Key,
    /// The largest key before the log began: a store's "next new key" is
    /// counted from it.
    origin_max_key: Key,
    /// The first key made in this measurement: keys below it were made
    /// outside (arguments, imports). 1 for a trace of its own numbering.
    pub base: Key,
    /// Keys that stay live until the end (reachable from the measured
    /// call's result).
    pub live_at_end: Vec<Key>,
    /// Encoder state: the key mentioned last, and the site of the reads.
    prev_key: Key,
    site: Option<Site>,
    /// The last use of every key so far, for a log made by a measurement
    /// (`starting_at`) while it stays dense; see `take_uses`.
    uses: Uses,
}

/// Where a log's last uses are kept.
#[derive(Default)]
enum Uses {
    /// Not kept: a pricing finds them in a pass over the log.
    #[default]
    Off,
    /// Noted on this thread as each event is written.
    Here(Box<UseIndex>),
    /// Noted on another core from each full chunk (a long log).
    Elsewhere(Indexer),
}

impl Uses {
    /// A table at hand, if there is one.
    fn here(uses: Option<UseIndex>) -> Uses {
        uses.map_or(Uses::Off, |u| Uses::Here(Box::new(u)))
    }
}

impl Clone for Uses {
    /// A log's copy keeps the table it has at hand; one kept elsewhere
    /// stays with the original (the copy's pricing makes a pass).
    fn clone(&self) -> Uses {
        match self {
            Uses::Here(uses) => Uses::Here(uses.clone()),
            Uses::Off | Uses::Elsewhere(_) => Uses::Off,
        }
    }
}

impl std::fmt::Debug for Uses {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Uses::Off => "Off",
            Uses::Here(_) => "Here",
            Uses::Elsewhere(_) => "Elsewhere",
        })
    }
}

/// The decoder's state between two events: where a run of whole events
/// (a chunk) can be decoded from.
#[derive(Debug, Clone, Copy)]
pub struct Resume {
    prev_key: Key,
    max_key: Key,
    site: Site,
}

impl Trace {
    /// An empty log for a measurement whose own keys start at `base`.
    pub fn starting_at(base: Key) -> Trace {
        Trace { base, uses: Uses::Here(Box::new(UseIndex::new(base))), ..Trace::default() }
    }

    /// The last uses kept while the log was written, taken out (the first
    /// pricing of a log uses them; a later one finds them again).
    pub fn take_uses(&mut self) -> Option<UseIndex> {
        match std::mem::take(&mut self.uses) {
            Uses::Off => None,
            Uses::Here(uses) => Some(*uses),
            Uses::Elsewhere(indexer) => {
                // The log is about to be priced, its largest moment: the
                // chunk's unwritten pages need not be resident meanwhile.
                crate::sandbox::memory::release_zeros(&self.bytes[self.pos..]);
                indexer.finish(&self.bytes[..self.pos], self.max_key)
            }
        }
    }

    /// Whether the last uses are being kept (here or on another core).
    pub fn keeps_uses(&self) -> bool {
        !matches!(self.uses, Uses::Off)
    }

    /// Moves the events recorded so far out as a log of their own (the
    /// REPL prices a session entry by entry); this log goes on with the
    /// same numbering.
    pub fn take_events(&mut self) -> Trace {
        let taken = Trace {
            full: std::mem::take(&mut self.full),
            bytes: std::mem::take(&mut self.bytes),
            pos: std::mem::take(&mut self.pos),
            len: std::mem::take(&mut self.len),
            max_key: self.max_key,
            origin_max_key: self.origin_max_key,
            base: self.base,
            live_at_end: Vec::new(),
            prev_key: self.prev_key,
            site: self.site,
            uses: Uses::Off,
        };
        // The kept last uses count from the first event: neither part
        // keeps them.
        self.uses = Uses::Off;
        self.origin_max_key = self.max_key;
        self.prev_key = 0;
        self.site = None;
        taken
    }

    /// Records `more`'s events after these (an entry's events may be
    /// drained from the machine in several pieces).
    pub fn append(&mut self, more: &Trace) {
        let mut cursor = more.cursor();
        while let Some(event) = cursor.next() {
            match event {
                Event::Store { key, width } => self.store_wide(key, width),
                Event::Import { key, width } => self.import(key, width),
                Event::Read { site } => self.read(cursor.keys(), site),
                Event::OpStart => self.op_start(),
                Event::OpEnd { name, out } => self.op_end(name, cursor.keys(), out),
                Event::Call { site, callee } => self.call(site, callee),
                Event::Return => self.ret(),
            }
        }
        self.max_key = self.max_key.max(more.max_key);
    }

    /// Where this log stands now (see `append_since`).
    pub fn mark(&self) -> Mark {
        Mark {
            chunk: self.full.len(),
            pos: self.pos,
            len: self.len,
            prev_key: self.prev_key,
            max_key: self.max_key,
            site: self.site,
        }
    }

    /// Whether events were recorded since `mark`.
    pub fn grew_since(&self, mark: &Mark) -> bool {
        self.len > mark.len
    }

    /// Records `from`'s events since `mark` after these, as they are: the
    /// bytes go between two syncs of the decoder (to `from`'s state at the
    /// mark, then to this log's state after them), and the last uses of
    /// the keys they mention move to this log's numbering. Taking bytes is
    /// what makes sharing a log cheaper than recording the events twice;
    /// `append` re-encodes instead.
    pub fn append_since(&mut self, from: &mut Trace, mark: &Mark) {
        let at = self.len;
        // Both tables at hand, and none kept while the bytes move (the
        // encoder's state is not the decoder's until the last sync).
        let (mine, theirs) = (self.take_uses(), from.take_uses());
        let uses = match (mine, &theirs) {
            (Some(mut mine), Some(theirs)) => mine.merge_since(theirs, mark.len, at).then_some(mine),
            _ => None,
        };
        from.uses = Uses::here(theirs);
        self.copy_since(from, mark);
        self.uses = Uses::here(uses);
    }

    /// `from`'s events since `mark` as a log of their own, whose own keys
    /// start at `base` (no last uses kept: its pricing makes a pass).
    pub fn events_since(&self, mark: &Mark, base: Key) -> Trace {
        let mut events = Trace { base, ..Trace::default() };
        events.copy_since(self, mark);
        events
    }

    /// The last use of each key below `key`, indexed by key (index 0 is no
    /// key's), as kept while the log was written: for a log of the run's
    /// own numbering whose table is at hand.
    pub fn last_uses_below(&self, key: Key) -> Option<Vec<u32>> {
        match &self.uses {
            Uses::Here(uses) => uses.own_below(key),
            Uses::Off | Uses::Elsewhere(_) => None,
        }
    }

    /// `append_since`'s bytes: `from`'s events since `mark`, after these.
    fn copy_since(&mut self, from: &Trace, mark: &Mark) {
        let max_before = self.max_key;
        self.sync(mark.prev_key, mark.max_key, mark.site);
        // Whole events: an event never spans two of `from`'s chunks. The
        // first is copied from the mark on, the full ones after it are
        // shared, and the one `from` is writing is copied.
        let copy = |this: &mut Trace, slice: &[u8]| {
            if !slice.is_empty() {
                this.room(slice.len());
                this.bytes[this.pos..this.pos + slice.len()].copy_from_slice(slice);
                this.pos += slice.len();
            }
        };
        match from.full.get(mark.chunk) {
            Some(first) => {
                copy(self, &first[mark.pos..]);
                if self.pos > 0 {
                    let written = self.take_chunk();
                    self.full.push(Arc::new(written));
                }
                self.full.extend(from.full[mark.chunk + 1..].iter().cloned());
                copy(self, &from.bytes[..from.pos]);
            }
            None => copy(self, &from.bytes[mark.pos..from.pos]),
        }
        self.len += from.len - mark.len;
        self.sync(from.prev_key, from.max_key.max(max_before), from.site);
    }

    /// Sets the decoder's state (the key mentioned last, the largest key,
    /// the reads' site) to the encoder's `prev_key`, `max_key`, `site`:
    /// not an event.
    fn sync(&mut self, prev_key: Key, max_key: Key, site: Option<Site>) {
        let mut w = self.writer(1 + 5 * 4);
        w.byte(OP_START | (1 << 3));
        w.varint(u64::from(prev_key));
        w.varint(u64::from(max_key));
        match site {
            Some(site) => {
                w.varint(u64::from(site.file) + 1);
                w.varint(u64::from(site.line));
            }
            None => w.varint(0),
        }
        self.pos = w.pos;
        (self.prev_key, self.max_key, self.site) = (prev_key, max_key, site);
    }

    /// Number of events.
    pub fn len(&self) -> usize {
        self.len
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Bytes the log takes.
    pub fn encoded_bytes(&self) -> usize {
        self.full.iter().map(|c| c.len()).sum::<usize>() + self.pos
    }

    /// Decodes the events in order.
    pub fn cursor(&self) -> Cursor<'_> {
        Cursor {
            rest: &self.full,
            last: &self.bytes[..self.pos],
            bytes: self.full.first().map_or(&self.bytes[..self.pos], |c| c.as_slice()),
            chunk: 0,
            pos: 0,
            prev_key: 0,
            max_key: self.origin_max_key,
            site: Site::default(),
            keys: Vec::new(),
        }
    }

    /// A new value of one word.
    pub fn store(&mut self, key: Key) {
        self.store_wide(key, 1);
    }

    /// A new value `width` words wide. The usual store is written inline
    /// (`store_next`); a call per store cost more than its one byte.
    #[inline]
    pub fn store_wide(&mut self, key: Key, width: u32) {
        if !self.store_next(key, width) {
            self.store_far(key, width);
        }
    }

    /// A store of the next new key, one word wide, when the chunk has the
    /// room `store_far` would make sure of and the last uses kept here
    /// have room too: the tag alone. False, writing nothing, otherwise.
    #[inline(always)]
    fn store_next(&mut self, key: Key, width: u32) -> bool {
        let i = self.len;
        let next = width == 1 && self.max_key.checked_add(1) == Some(key);
        if !next || self.pos + 12 > self.bytes.len() {
            return false;
        }
        if let Uses::Here(uses) = &mut self.uses {
            if !uses.stored_next(key, i) {
                return false;
            }
        }
        self.bytes[self.pos] = STORE | (1 << 3);
        self.pos += 1;
        (self.prev_key, self.max_key) = (key, key);
        self.len += 1;
        true
    }

    /// Any store, as `store_wide` writes it when `store_next` does not.
    #[inline(never)]
    fn store_far(&mut self, key: Key, width: u32) {
        let i = self.len;
        self.note_uses(|uses| uses.stored(key, i));
        let max_key = self.max_key;
        let mut w = self.writer(12);
        w.store(key, width, max_key);
        (self.pos, self.prev_key) = w.end();
        self.max_key = self.max_key.max(key);
        self.len += 1;
    }

    pub fn import(&mut self, key: Key, width: u32) {
        self.note_uses(|uses| uses.imported(key));
        let mut w = self.writer(12);
        w.byte(IMPORT);
        w.key(key);
        w.varint(u64::from(width));
        (self.pos, self.prev_key) = w.end();
        self.max_key = self.max_key.max(key);
        self.len += 1;
    }

    /// One instruction reading `keys` together; nothing for no keys.
    #[inline(never)]
    pub fn read(&mut self, keys: &[Key], site: Site) {
        self.write_read(keys, site);
    }

    /// `read` of one key, inlined for it (a range's step reads its
    /// header: the call and the count's tag and loop cost more than the
    /// event's two bytes).
    #[inline(always)]
    pub fn read_one(&mut self, key: Key, site: Site) {
        self.write_read(&[key], site);
    }

    #[inline(always)]
    fn write_read(&mut self, keys: &[Key], site: Site) {
        if keys.is_empty() {
            return;
        }
        // Not through `batch`: its last-use bookkeeping cost the run
        // 0.4-0.9% more instructions (callgrind, small sgd and loops).
        let i = self.len;
        self.note_uses(|uses| uses.read(keys, i));
        self.room(12 + 6 * keys.len());
        let mut w = Writer { bytes: &mut self.bytes, pos: self.pos, prev_key: self.prev_key };
        w.site(&mut self.site, site);
        w.read(keys);
        (self.pos, self.prev_key) = w.end();
        self.len += 1;
    }

    /// Events written one after another by `f` (a tape's reads and
    /// stores, all at `site`), at most `bytes` long: the room, the site and
    /// where the last uses are kept are seen to once for them all, and the
    /// encoder's state stays in registers between them. The same bytes and
    /// the same last uses as `read` and `store` one by one.
    #[inline(always)]
    pub fn batch<R>(&mut self, site: Site, bytes: usize, f: impl FnOnce(&mut Batch<'_>) -> R) -> R {
        self.room(bytes);
        let mut w = Writer { bytes: &mut self.bytes, pos: self.pos, prev_key: self.prev_key };
        w.site(&mut self.site, site);
        let uses = match &mut self.uses {
            Uses::Here(uses) => Some(&mut **uses),
            Uses::Off | Uses::Elsewhere(_) => None,
        };
        let mut batch = Batch { w, uses, uses_lost: false, max_key: self.max_key, len: self.len };
        let result = f(&mut batch);
        let Batch { w, uses_lost, max_key, len, .. } = batch;
        (self.pos, self.prev_key) = w.end();
        (self.max_key, self.len) = (max_key, len);
        if uses_lost {
            self.uses = Uses::Off;
        }
        result
    }

    /// Keeps the last-use table up to date with `note`; drops it when
    /// `note` says it can no longer stay dense.
    #[inline]
    fn note_uses(&mut self, note: impl FnOnce(&mut UseIndex) -> bool) {
        if let Uses::Here(uses) = &mut self.uses {
            if !note(uses) {
                self.uses = Uses::Off;
            }
        }
    }

    pub fn call(&mut self, site: Site, callee: Site) {
        let mut w = self.writer(1 + 4 * 5);
        w.byte(CALL);
        for v in [site.file, site.line, callee.file, callee.line] {
            w.varint(u64::from(v));
        }
        self.pos = w.pos;
        self.len += 1;
    }

    pub fn ret(&mut self) {
        self.tag_only(RETURN);
    }

    pub fn op_start(&mut self) {
        self.tag_only(OP_START);
    }

    /// An event that is its tag alone.
    #[inline]
    fn tag_only(&mut self, tag: u8) {
        let mut w = self.writer(1);
        w.byte(tag);
        self.pos = w.pos;
        self.len += 1;
    }

    pub fn op_end(&mut self, name: OpName, keys: &[Key], out: Option<Key>) {
        let mut w = self.writer(24 + 6 * keys.len());
        w.byte(OP_END);
        w.byte(name.0);
        w.varint(out.map_or(0, |k| u64::from(k) + 1));
        w.varint(keys.len() as u64);
        for &k in keys {
            w.key(k);
        }
        (self.pos, self.prev_key) = w.end();
        self.len += 1;
    }

    /// The log is the largest thing a run grows: it grows within the
    /// heap budget.
    #[inline]
    fn room(&mut self, bytes: usize) {
        if self.pos + bytes > self.bytes.len() {
            self.new_chunk(bytes);
        }
    }

    /// Room for `bytes` more, and a writer at the end of the log (which
    /// the caller moves to where the writer ends).
    #[inline(always)]
    fn writer(&mut self, bytes: usize) -> Writer<'_> {
        self.room(bytes);
        Writer { bytes: &mut self.bytes, pos: self.pos, prev_key: self.prev_key }
    }

    #[cold]
    fn new_chunk(&mut self, bytes: usize) {
        let size = (self.bytes.len() * 2).clamp(FIRST_CHUNK_BYTES, CHUNK_BYTES).max(bytes);
        // Zeroed by the allocator (`grow_within_budget` would allocate
        // exactly `size` too, counted alike): a large chunk is fresh pages,
        // mapped at once rather than a fault per page as it is written
        // (the run's thread wrote a long log's chunks at a fault per 4 KiB).
        // Only full-size chunks are made ahead: a larger one is for one
        // huge event, and the next is full-size again.
        let ahead = match &mut self.uses {
            Uses::Elsewhere(indexer) if size == CHUNK_BYTES => indexer.chunk_ahead(size),
            Uses::Elsewhere(_) | Uses::Off | Uses::Here(_) => None,
        };
        let chunk = ahead.unwrap_or_else(|| {
            let chunk = vec![0; size];
            crate::sandbox::memory::populate_items(&chunk);
            chunk
        });
        if self.pos == 0 {
            self.bytes = chunk;
            return;
        }
        let full = Arc::new(self.take_chunk());
        self.bytes = chunk;
        self.index_elsewhere(&full);
        self.full.push(full);
    }

    /// The chunk being written, cut to its bytes written (its capacity
    /// still says its size); an empty one in its place.
    fn take_chunk(&mut self) -> Vec<u8> {
        let mut written = std::mem::take(&mut self.bytes);
        written.truncate(std::mem::take(&mut self.pos));
        written
    }

    /// A chunk is full: its events go to the indexer, or, once the log is
    /// long, the table goes there (every event so far is noted in it, and
    /// the next chunk decodes from the encoder's state now).
    fn index_elsewhere(&mut self, full: &Arc<Vec<u8>>) {
        match std::mem::take(&mut self.uses) {
            // A table that would not fit the budget is given up.
            Uses::Elsewhere(mut indexer) => {
                if indexer.index(full.clone(), self.max_key) {
                    self.uses = Uses::Elsewhere(indexer);
                }
            }
            // A chunk is cut a little short of its size: its capacity says
            // which it was.
            Uses::Here(uses) if full.capacity() >= INDEX_ELSEWHERE_BYTES && crate::sandbox::second_core() => {
                let at = Resume { prev_key: self.prev_key, max_key: self.max_key, site: self.site.unwrap_or_default() };
                self.uses = match Indexer::start(*uses, self.len, at) {
                    Ok(indexer) => Uses::Elsewhere(indexer),
                    Err(uses) => Uses::Here(Box::new(uses)),
                };
            }
            kept => self.uses = kept,
        }
    }
}

/// A run of events being written (`Trace::batch`), with the log's
/// encoder state and its last-use table at hand.
pub struct Batch<'a> {
    w: Writer<'a>,
    uses: Option<&'a mut UseIndex>,
    /// Whether the table could not stay dense: the log drops it.
    uses_lost: bool,
    max_key: Key,
    len: usize,
}

impl Batch<'_> {
    /// `Trace::read` at the batch's site.
    #[inline(always)]
    pub fn read(&mut self, keys: &[Key]) {
        if keys.is_empty() {
            return;
        }
        if let Some(uses) = &mut self.uses {
            if !uses.read(keys, self.len) {
                self.lose_uses();
            }
        }
        self.w.read(keys);
        self.len += 1;
    }

    /// `Trace::store`: a new value of one word.
    #[inline(always)]
    pub fn store(&mut self, key: Key) {
        if let Some(uses) = &mut self.uses {
            if !(uses.stored_next(key, self.len) || uses.stored(key, self.len)) {
                self.lose_uses();
            }
        }
        self.w.store(key, 1, self.max_key);
        self.max_key = self.max_key.max(key);
        self.len += 1;
    }

    #[cold]
    fn lose_uses(&mut self) {
        (self.uses, self.uses_lost) = (None, true);
    }
}

/// Writes the bytes of an event where `Trace::room` made room for them.
/// The write position and the key mentioned last are its own, so they stay
/// in registers (a bounds check that could panic made the log's own ones be
/// stored after every byte); the log takes them back when it is done.
struct Writer<'a> {
    bytes: &'a mut [u8],
    pos: usize,
    prev_key: Key,
}

impl Writer<'_> {
    /// The write position and the key mentioned last, for the log.
    #[inline(always)]
    fn end(self) -> (usize, Key) {
        (self.pos, self.prev_key)
    }

    #[inline(always)]
    fn byte(&mut self, b: u8) {
        self.bytes[self.pos] = b;
        self.pos += 1;
    }

    /// The site of the reads that follow is `site`, after `last`: a change
    /// is written, and `last` follows. A site near the last one (the usual
    /// change: most tapes are at a site of their own) is one byte, written
    /// inline.
    #[inline(always)]
    fn site(&mut self, last: &mut Option<Site>, site: Site) {
        if *last == Some(site) {
            return;
        }
        let near = last.filter(|s| s.file == site.file).and_then(|s| {
            let delta = i64::from(site.line) - i64::from(s.line);
            let zz = (delta << 1) ^ (delta >> 63);
            u8::try_from(zz + 1).ok().filter(|&z| z <= SMALL)
        });
        match near {
            Some(z) => self.byte(SITE | (z << 3)),
            None => self.far_site(site),
        }
        *last = Some(site);
    }

    /// A read of `keys`: their count, then each as a delta.
    #[inline(always)]
    fn read(&mut self, keys: &[Key]) {
        self.count(READ, keys.len());
        for &k in keys {
            self.key(k);
        }
    }

    /// A store of `key`, `width` words wide, after keys up to `max_key`:
    /// the tag alone for the next new key of one word.
    #[inline(always)]
    fn store(&mut self, key: Key, width: u32, max_key: Key) {
        if width == 1 && max_key.checked_add(1) == Some(key) {
            self.byte(STORE | (1 << 3));
            self.prev_key = key;
        } else {
            self.byte(STORE);
            self.key(key);
            self.varint(u64::from(width));
        }
    }

    #[inline(never)]
    fn far_site(&mut self, site: Site) {
        self.byte(SITE);
        self.varint(u64::from(site.file));
        self.varint(u64::from(site.line));
    }

    #[inline(always)]
    fn count(&mut self, tag: u8, n: usize) {
        match u8::try_from(n) {
            Ok(n) if n <= SMALL => self.byte(tag | (n << 3)),
            _ => {
                self.byte(tag);
                self.varint(n as u64);
            }
        }
    }

    #[inline(always)]
    fn key(&mut self, key: Key) {
        let delta = i64::from(key) - i64::from(self.prev_key);
        self.varint(((delta << 1) ^ (delta >> 63)) as u64);
        self.prev_key = key;
    }

    #[inline(always)]
    fn varint(&mut self, mut v: u64) {
        while v >= 0x80 {
            self.byte(v as u8 | 0x80);
            v >>= 7;
        }
        self.byte(v as u8);
    }
}

/// Reads a `Trace`'s events in order.
pub struct Cursor<'t> {
    /// The full chunks and the last one; `bytes` is chunk number `chunk`.
    rest: &'t [Arc<Vec<u8>>],
    last: &'t [u8],
    bytes: &'t [u8],
    chunk: usize,
    pos: usize,
    prev_key: Key,
    max_key: Key,
    site: Site,
    keys: Vec<Key>,
}

impl<'t> Cursor<'t> {
    /// Decodes `bytes`, whole events, from the decoder's state `at`.
    pub fn resume(bytes: &'t [u8], at: Resume) -> Cursor<'t> {
        Cursor {
            rest: &[],
            last: bytes,
            bytes,
            chunk: 0,
            pos: 0,
            prev_key: at.prev_key,
            max_key: at.max_key,
            site: at.site,
            keys: Vec::new(),
        }
    }

    /// The decoder's state now.
    pub fn state(&self) -> Resume {
        Resume { prev_key: self.prev_key, max_key: self.max_key, site: self.site }
    }

    /// The keys of the `Read` or `OpEnd` just decoded (none for the other
    /// events).
    pub fn keys(&self) -> &[Key] {
        &self.keys
    }

    /// The next event, `None` at the end. The log is only ever written by
    /// `Trace`'s methods, so it always decodes.
    // Inlined into each pass: returned through memory, an event costs a
    // stalled reload per event.
    #[inline(always)]
    #[allow(clippy::should_implement_trait)] // a lending cursor: `keys()` borrows it
    pub fn next(&mut self) -> Option<Event> {
        self.keys.clear();
        loop {
            if self.pos == self.bytes.len() && !self.next_chunk() {
                return None;
            }
            let tag = self.bytes[self.pos];
            self.pos += 1;
            let small = tag >> 3;
            return Some(match tag & 7 {
                STORE if small == 1 => {
                    self.max_key += 1;
                    self.prev_key = self.max_key;
                    Event::Store { key: self.max_key, width: 1 }
                }
                STORE => {
                    let (key, width) = (self.key(), self.varint() as u32);
                    self.max_key = self.max_key.max(key);
                    Event::Store { key, width }
                }
                IMPORT => {
                    let (key, width) = (self.key(), self.varint() as u32);
                    self.max_key = self.max_key.max(key);
                    Event::Import { key, width }
                }
                READ => {
                    let n = if small == 0 { self.varint() as usize } else { small as usize };
                    self.read_keys(n);
                    Event::Read { site: self.site }
                }
                OP_START if small == 1 => {
                    self.prev_key = self.varint() as Key;
                    self.max_key = self.varint() as Key;
                    if let Some(file) = self.varint().checked_sub(1) {
                        self.site = Site { file: file as u32, line: self.varint() as u32 };
                    }
                    continue;
                }
                OP_START => Event::OpStart,
                CALL => {
                    let mut site = || Site { file: self.varint() as u32, line: self.varint() as u32 };
                    let (site, callee) = (site(), site());
                    Event::Call { site, callee }
                }
                RETURN => Event::Return,
                OP_END => {
                    let name = OpName(self.bytes[self.pos]);
                    self.pos += 1;
                    let out = self.varint().checked_sub(1).map(|k| k as Key);
                    let n = self.varint() as usize;
                    self.read_keys(n);
                    Event::OpEnd { name, out }
                }
                _ if small == 0 => {
                    self.site = Site { file: self.varint() as u32, line: self.varint() as u32 };
                    continue;
                }
                _ => {
                    self.site.line = near_line(self.site.line, small);
                    continue;
                }
            });
        }
    }

    /// Hands each event left to `steps`, in order, until it breaks:
    /// `next` with the commonest events (a store of the next new key, a
    /// read of one or two keys, and the near site changes before them)
    /// decoded in a loop of their own, the decoder's state in locals (a
    /// pass over a long log wants no list of keys and no state in memory
    /// for them).
    #[inline(always)]
    pub fn for_each_step<S: Steps>(&mut self, steps: &mut S) -> ControlFlow<S::Stop> {
        const STORE_NEXT: u8 = STORE | 1 << 3;
        const READ_ONE: u8 = READ | 1 << 3;
        const READ_TWO: u8 = READ | 2 << 3;
        let mut bytes = self.bytes;
        let (mut pos, mut prev_key, mut max_key, mut site) = (self.pos, self.prev_key, self.max_key, self.site);
        loop {
            let tag = bytes.get(pos).copied().unwrap_or(OP_END);
            let flow = match tag {
                STORE_NEXT => {
                    pos += 1;
                    max_key += 1;
                    prev_key = max_key;
                    steps.store_next(max_key)
                }
                READ_ONE => {
                    pos += 1;
                    prev_key = next_key(bytes, &mut pos, prev_key);
                    steps.read_one(site, prev_key)
                }
                READ_TWO => {
                    pos += 1;
                    let a = next_key(bytes, &mut pos, prev_key);
                    prev_key = next_key(bytes, &mut pos, a);
                    steps.read_two(site, a, prev_key)
                }
                _ if tag & 7 == SITE && tag >> 3 != 0 => {
                    pos += 1;
                    site.line = near_line(site.line, tag >> 3);
                    continue;
                }
                // A rarer event, or the chunk's end: `next` decodes it.
                _ => {
                    (self.pos, self.prev_key, self.max_key, self.site) = (pos, prev_key, max_key, site);
                    let Some(event) = self.next_rare() else { return ControlFlow::Continue(()) };
                    bytes = self.bytes;
                    (pos, prev_key, max_key, site) = (self.pos, self.prev_key, self.max_key, self.site);
                    steps.other(event, &self.keys)
                }
            };
            if flow.is_break() {
                (self.pos, self.prev_key, self.max_key, self.site) = (pos, prev_key, max_key, site);
                return flow;
            }
        }
    }

    /// `next` out of line, for `for_each_step`'s rarer events.
    #[inline(never)]
    fn next_rare(&mut self) -> Option<Event> {
        self.next()
    }

    /// Moves to the next chunk (an event never spans two); false at the end.
    #[cold]
    fn next_chunk(&mut self) -> bool {
        while self.pos == self.bytes.len() {
            if self.chunk >= self.rest.len() {
                return false;
            }
            self.chunk += 1;
            self.bytes = self.rest.get(self.chunk).map_or(self.last, |c| c.as_slice());
            self.pos = 0;
        }
        true
    }

    fn read_keys(&mut self, n: usize) {
        for _ in 0..n {
            let key = self.key();
            self.keys.push(key);
        }
    }

    #[inline]
    fn key(&mut self) -> Key {
        self.prev_key = next_key(self.bytes, &mut self.pos, self.prev_key);
        self.prev_key
    }

    #[inline]
    fn varint(&mut self) -> u64 {
        varint(self.bytes, &mut self.pos)
    }
}

/// The key whose delta from `prev` is at `bytes[*pos]`, moving past it.
#[inline(always)]
fn next_key(bytes: &[u8], pos: &mut usize, prev: Key) -> Key {
    let z = varint(bytes, pos);
    let delta = ((z >> 1) as i64) ^ -((z & 1) as i64);
    (i64::from(prev) + delta) as Key
}

/// The varint at `bytes[*pos]`, moving past it.
#[inline(always)]
fn varint(bytes: &[u8], pos: &mut usize) -> u64 {
    // Most are one byte (a key near the one before).
    let first = bytes[*pos];
    if first < 0x80 {
        *pos += 1;
        return u64::from(first);
    }
    let mut v = 0u64;
    let mut shift = 0;
    loop {
        let byte = bytes[*pos];
        *pos += 1;
        v |= u64::from(byte & 0x7f) << shift;
        if byte < 0x80 {
            return v;
        }
        shift += 7;
    }
}

/// `line` moved by a near site change's high bits (`small`, not 0): the
/// zigzag delta + 1.
#[inline(always)]
fn near_line(line: u32, small: u8) -> u32 {
    let z = i64::from(small - 1);
    let delta = (z >> 1) ^ -(z & 1);
    (i64::from(line) + delta) as u32
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn op_names_round_trip() {
        for name in OP_NAMES {
            assert_eq!(OpName::of(name).as_str(), *name);
        }
        assert_eq!(OpName::parse("matmul"), None);
    }

    /// Every kind of event, with keys near and far, round-trips.
    #[test]
    fn events_decode_as_recorded() {
        let mut trace = Trace::starting_at(5);
        let site = |line| Site { file: 1, line };
        trace.store(1);
        trace.store(2);
        trace.store_wide(9, 3);
        trace.import(u32::MAX, 1);
        trace.read(&[2, 1, 2], site(4));
        trace.read(&[], site(5));
        trace.op_start();
        trace.store(3);
        trace.op_end(OpName::of("add"), &[2, 1], Some(3));
        trace.op_end(OpName::of("mul"), &[], None);
        let many: Vec<Key> = (0..40).map(|i| i * 1000 + 7).collect();
        trace.read(&many, site(4));
        trace.read(&[u32::MAX, 0], Site { file: 0, line: u32::MAX });
        trace.call(site(9), Site { file: 2, line: 1 });
        trace.ret();
        trace.store(u32::MAX);
        let mut cursor = trace.cursor();
        let mut got = Vec::new();
        while let Some(e) = cursor.next() {
            got.push((e, cursor.keys().to_vec()));
        }
        let read = |line, keys: &[Key]| (Event::Read { site: site(line) }, keys.to_vec());
        let want = vec![
            (Event::Store { key: 1, width: 1 }, vec![]),
            (Event::Store { key: 2, width: 1 }, vec![]),
            (Event::Store { key: 9, width: 3 }, vec![]),
            (Event::Import { key: u32::MAX, width: 1 }, vec![]),
            read(4, &[2, 1, 2]),
            (Event::OpStart, vec![]),
            (Event::Store { key: 3, width: 1 }, vec![]),
            (Event::OpEnd { name: OpName::of("add"), out: Some(3) }, vec![2, 1]),
            (Event::OpEnd { name: OpName::of("mul"), out: None }, vec![]),
            read(4, &many),
            (Event::Read { site: Site { file: 0, line: u32::MAX } }, vec![u32::MAX, 0]),
            (Event::Call { site: site(9), callee: Site { file: 2, line: 1 } }, vec![]),
            (Event::Return, vec![]),
            (Event::Store { key: u32::MAX, width: 1 }, vec![]),
        ];
        assert_eq!(got, want);
        assert_eq!(trace.len(), want.len());
        assert_eq!(trace.max_key, u32::MAX);
    }

    /// Sites near the last one (a byte) and far from it round-trip.
    #[test]
    fn sites_decode_as_recorded() {
        let sites = [(0, 5), (0, 20), (0, 4), (0, 3), (0, 3), (1, 3), (1, 0), (0, u32::MAX), (0, 0), (7, 16), (7, 31)];
        let mut trace = Trace::starting_at(1);
        trace.store(1);
        for (file, line) in sites {
            trace.read(&[1], Site { file, line });
        }
        let mut cursor = trace.cursor();
        assert_eq!(cursor.next(), Some(Event::Store { key: 1, width: 1 }));
        for (file, line) in sites {
            assert_eq!(cursor.next(), Some(Event::Read { site: Site { file, line } }));
        }
        assert_eq!(cursor.next(), None);
    }

    /// A log taken mid-way decodes on its own, and the rest goes on.
    #[test]
    fn taken_events_decode_on_their_own() {
        let mut trace = Trace::starting_at(1);
        trace.store(1);
        trace.read(&[1], Site { file: 0, line: 2 });
        let first = trace.take_events();
        trace.store(2);
        trace.read(&[2, 1], Site { file: 0, line: 2 });
        let decode = |t: &Trace| {
            let mut c = t.cursor();
            let mut out = Vec::new();
            while let Some(e) = c.next() {
                out.push((e, c.keys().to_vec()));
            }
            out
        };
        let site = Site { file: 0, line: 2 };
        assert_eq!(decode(&first), [(Event::Store { key: 1, width: 1 }, vec![]), (Event::Read { site }, vec![1])]);
        assert_eq!(decode(&trace), [(Event::Store { key: 2, width: 1 }, vec![]), (Event::Read { site }, vec![2, 1])]);
    }

    /// A log of many chunks decodes across their ends.
    #[test]
    fn long_logs_span_chunks() {
        let mut trace = Trace::starting_at(1);
        let n = 3 * CHUNK_BYTES as u32 / 4;
        for k in 1..=n {
            trace.store(k);
            trace.read(&[k, k / 2 + 1], Site { file: 0, line: k % 3 });
        }
        assert!(trace.full.len() >= 2);
        let mut cursor = trace.cursor();
        for k in 1..=n {
            assert_eq!(cursor.next(), Some(Event::Store { key: k, width: 1 }));
            assert_eq!(cursor.next(), Some(Event::Read { site: Site { file: 0, line: k % 3 } }));
            assert_eq!(cursor.keys(), [k, k / 2 + 1]);
        }
        assert_eq!(cursor.next(), None);
    }

    /// `for_each_step` hands over the events `next` decodes, the commonest
    /// ones whole (and takes both paths), across chunks, and stops when
    /// told to.
    #[test]
    fn steps_are_the_events() {
        let decode = |t: &Trace| {
            let mut c = t.cursor();
            std::iter::from_fn(|| c.next().map(|e| (e, c.keys().to_vec()))).collect::<Vec<_>>()
        };
        /// The events as `next` has them, and how many came whole.
        struct Seen {
            events: Vec<(Event, Vec<Key>)>,
            whole: usize,
            stop: usize,
        }
        impl Seen {
            fn push(&mut self, event: Event, keys: &[Key], whole: bool) -> ControlFlow<()> {
                self.events.push((event, keys.to_vec()));
                self.whole += usize::from(whole);
                if self.events.len() == self.stop {
                    ControlFlow::Break(())
                } else {
                    ControlFlow::Continue(())
                }
            }
        }
        impl Steps for Seen {
            type Stop = ();
            fn store_next(&mut self, key: Key) -> ControlFlow<()> {
                self.push(Event::Store { key, width: 1 }, &[], true)
            }
            fn read_one(&mut self, site: Site, key: Key) -> ControlFlow<()> {
                self.push(Event::Read { site }, &[key], true)
            }
            fn read_two(&mut self, site: Site, a: Key, b: Key) -> ControlFlow<()> {
                self.push(Event::Read { site }, &[a, b], true)
            }
            fn other(&mut self, event: Event, keys: &[Key]) -> ControlFlow<()> {
                self.push(event, keys, false)
            }
        }
        let steps = |t: &Trace, stop: usize| {
            let mut seen = Seen { events: Vec::new(), whole: 0, stop };
            let flow = t.cursor().for_each_step(&mut seen);
            (seen.events, seen.whole, flow.is_break())
        };
        let mut mixed = Trace::starting_at(1);
        let site = |line| Site { file: 1, line };
        for k in 1..=300u32 {
            mixed.store(k);
            mixed.read(&[k], site(k % 5));
            mixed.read(&[k, k / 2 + 1], site(k % 7));
            if k % 3 == 0 {
                mixed.read(&[k, 1, k], site(k * 1000));
                mixed.store_wide(k + 5000, 2);
                mixed.op_start();
                mixed.op_end(OpName::of("add"), &[k, 1], Some(k));
                mixed.call(site(k), site(1));
                mixed.ret();
            }
        }
        let mut long = Trace::starting_at(1);
        for k in 1..=3 * CHUNK_BYTES as u32 / 4 {
            long.store(k);
            long.read(&[k, k / 2 + 1], Site { file: 0, line: k % 3 });
        }
        for trace in [&mixed, &long] {
            let want = decode(trace);
            let (got, fast, stopped) = steps(trace, usize::MAX);
            assert_eq!(got, want);
            assert!(fast > 0 && fast < want.len() && !stopped);
        }
        let (got, _, stopped) = steps(&mixed, 10);
        assert_eq!((got.as_slice(), stopped), (&decode(&mixed)[..10], true));
    }

    /// A batch writes the bytes, and keeps the last uses, that the same
    /// reads and stores written one by one do: keys near and far, a store
    /// that is not the next new key, a site near and one far.
    #[test]
    fn a_batch_is_its_events_one_by_one() {
        enum Step {
            Read(Vec<Key>),
            Store(Key),
        }
        let steps = [
            Step::Read(vec![3, 1]),
            Step::Store(6),
            Step::Read(vec![6, 2]),
            Step::Store(7),
            Step::Store(9),
            Step::Read(vec![9, 900, 9]),
            Step::Store(10),
        ];
        let start = |trace: &mut Trace| {
            for k in 1..=5 {
                trace.store(k);
            }
            trace.read(&[4], Site { file: 0, line: 7 });
        };
        let bytes = |t: &Trace| {
            let mut all: Vec<u8> = t.full.iter().flat_map(|c| c.iter().copied()).collect();
            all.extend_from_slice(&t.bytes[..t.pos]);
            all
        };
        for site in [Site { file: 0, line: 8 }, Site { file: 2, line: 1000 }] {
            let (mut alone, mut batched) = (Trace::starting_at(1), Trace::starting_at(1));
            start(&mut alone);
            start(&mut batched);
            for step in &steps {
                match step {
                    Step::Read(keys) => alone.read(keys, site),
                    Step::Store(key) => alone.store(*key),
                }
            }
            batched.batch(site, 11 * (steps.len() + 1) + 10, |batch| {
                for step in &steps {
                    match step {
                        Step::Read(keys) => batch.read(keys),
                        Step::Store(key) => batch.store(*key),
                    }
                }
            });
            assert_eq!(bytes(&alone), bytes(&batched));
            assert_eq!((alone.len, alone.max_key, alone.prev_key), (batched.len, batched.max_key, batched.prev_key));
            let last = |t: &mut Trace| t.take_uses().and_then(|u| u.finish(&[], t.len)).map(|s| s.last);
            let (a, b) = (last(&mut alone), last(&mut batched));
            assert!(a.is_some());
            assert_eq!(a, b);
        }
    }

    /// Typical strict events take a few bytes each.
    #[test]
    fn the_log_is_compact() {
        let mut trace = Trace::starting_at(1);
        for k in 1..=1000u32 {
            trace.store(k);
            trace.read(&[k, k.saturating_sub(3).max(1)], Site { file: 0, line: 3 + k % 2 });
        }
        assert!(trace.encoded_bytes() <= 2000 * 4, "{} bytes", trace.encoded_bytes());
    }
}
