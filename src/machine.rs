//! The metering boundary. `Machine` is the only code that can open an
//! `Operand`: every method that reveals a payload records the read it
//! implies into the event log of a measurement. The interpreter cannot
//! compute with a scalar without going through one of these methods, so a
//! read cannot be forgotten.
//!
//! Which values occupy blocks and which uses are reads is the cost model's
//! policy (`Model`); the machine consults it and records. It never prices:
//! `crate::cost` prices a finished `Trace`.
//!
//! - `reference` (the Python tracer): only values derived from a measured
//!   call's arguments have blocks ("proxies"); reads go to the measurement
//!   the value belongs to; formatting and identity are free.
//! - `strict`: every value has a block, numbered across the whole run, so
//!   one value can sit in several nested measurements at once. Every store
//!   and every read is recorded in *every* open measurement (a nested
//!   measurement is an observation, not an exemption); a measured call's
//!   arguments are loaded eagerly into its own log only. A block is as
//!   wide as its payload in 64-bit words. Containers have a header block
//!   (`Header`) standing for their length and identity. Each distinct
//!   literal is one block per measurement; formatting and `is` read. A
//!   value made before a measurement began and read inside it is imported
//!   on first use, priced as coming from below the whole stack.

pub mod operand;
mod tape;

use std::cell::{Cell, RefCell};
use std::collections::{HashMap, HashSet};
use std::rc::Rc;

use operand::FRESH;
pub use operand::{Block, Header, Held, Kind, Operand, Slot, Tag};
pub use tape::{Reg, Tape};

use crate::eventlog::keymap;
use crate::eventlog::trace::{self, Key, Mark, Trace};
use crate::ops::Plain;
use crate::scalar::Scalar;
use crate::source::Site;
use crate::text::Text;

/// Which values are metered and which uses are reads.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Model {
    /// The Python tracer `bytedmd.py`, exactly.
    Reference,
    /// No escape hatches: every scalar is on the stack, every use is a read.
    Strict,
}

impl Model {
    pub fn name(self) -> &'static str {
        match self {
            Model::Reference => "reference",
            Model::Strict => "strict",
        }
    }

    /// Whether printing, `str()`, `repr()`, f-strings and `is` read.
    fn formatting_reads(self) -> bool {
        match self {
            Model::Reference => false,
            Model::Strict => true,
        }
    }
}

/// Identifies one measurement: a `bytedmd`/`traced_eval`/`inspect_ir` call,
/// or (strict) the whole run.
pub type ScopeId = u32;

/// A literal's identity: one block per distinct (type, value).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
enum ConstKey {
    None,
    Bool(bool),
    Int(i64),
    BigInt(Rc<num_bigint::BigInt>),
    Float(u64),
    Str(crate::text::Text),
}

/// Entries of a measurement's literal memo (a power of two).
const CONST_MEMO: usize = 256;

/// The memo entry of the literal at `site` (its syntax node's address,
/// 8-byte aligned: the low bits say nothing).
fn memo_slot(site: usize) -> usize {
    (site >> 3) & (CONST_MEMO - 1)
}

/// Whether two literal payloads are one constant (`ConstKey` equality,
/// without building keys).
fn same_constant(a: &Scalar, b: &Scalar) -> bool {
    match (a, b) {
        (Scalar::None, Scalar::None) => true,
        (Scalar::Bool(x), Scalar::Bool(y)) => x == y,
        (Scalar::Int(x), Scalar::Int(y)) => x == y,
        (Scalar::BigInt(x), Scalar::BigInt(y)) => Rc::ptr_eq(x, y) || x == y,
        (Scalar::Float(x), Scalar::Float(y)) => x.to_bits() == y.to_bits(),
        (Scalar::Str(x), Scalar::Str(y)) => Text::ptr_eq(x, y) || x == y,
        _ => false,
    }
}

impl ConstKey {
    fn of(payload: &Scalar) -> ConstKey {
        match payload {
            Scalar::None => ConstKey::None,
            Scalar::Bool(b) => ConstKey::Bool(*b),
            Scalar::Int(i) => ConstKey::Int(*i),
            Scalar::BigInt(b) => ConstKey::BigInt(b.clone()),
            Scalar::Float(f) => ConstKey::Float(f.to_bits()),
            Scalar::Str(s) => ConstKey::Str(s.clone()),
        }
    }
}

struct Measurement {
    trace: Trace,
    /// Reference: the next key of this measurement's own numbering.
    next_key: Key,
    /// Strict: the first key made while this measurement was open; keys
    /// below it were made outside (`Trace::base`).
    base: Key,
    /// Strict: the block of each literal used in this measurement.
    constants: HashMap<ConstKey, Operand>,
    /// Strict: the block of each builtin and module used in this
    /// measurement (`Machine::named`), by the interpreter's id for it.
    named: keymap::KeyMap<Tag>,
    /// Strict: a direct-mapped memo in front of `constants`, by the address
    /// of the literal's syntax node, so that most uses of a literal skip
    /// hashing its value (empty until the first literal). An entry counts
    /// only if it holds the same constant: an address can be reused.
    memo: Vec<Option<(usize, Operand)>>,
    /// Strict: keys made outside this measurement that are on its log
    /// already (loaded as arguments, or imported on a first read).
    /// (The number of each is 1.)
    met: keymap::KeyTable,
    /// Whether to bracket operator instructions (`OpStart`/`OpEnd`): only
    /// the IR needs them, and they would double a strict run's log.
    record_ops: bool,
    /// Brackets only while its log holds fewer events than this (the
    /// REPL's IR of a long entry is not kept: `bracket_ops_until`).
    ops_until: usize,
    /// Strict: where this measurement's events begin on its log, when it
    /// shares them with the measurement it is inside (see `State::may_share`).
    window: Option<Mark>,
    /// Whether some of its shared events were handed over before its end.
    handed: bool,
}

impl Measurement {
    fn new(record_ops: bool, base: Key) -> Measurement {
        let trace = Trace::starting_at(base);
        Measurement {
            trace,
            next_key: 1,
            base,
            constants: HashMap::new(),
            named: keymap::KeyMap::default(),
            memo: Vec::new(),
            met: keymap::KeyTable::default(),
            record_ops,
            ops_until: usize::MAX,
            window: None,
            handed: false,
        }
    }

    /// Whether its operator instructions are bracketed now.
    #[inline(always)]
    fn brackets(&self) -> bool {
        self.record_ops && self.trace.len() < self.ops_until
    }

    fn fresh_key(&mut self) -> Key {
        let key = self.next_key;
        self.next_key += 1;
        key
    }

    /// Strict: one instruction reads `blocks` (those with a key), importing
    /// the keys made outside the measurement.
    #[inline(always)]
    fn read_blocks(&mut self, site: Site, blocks: impl Iterator<Item = Block>) {
        let mut keys = smallkeys::Keys::new();
        for b in blocks.filter(|b| b.tag.key != 0) {
            self.meet(b.tag.key, b.width);
            keys.push(b.tag.key);
        }
        self.trace.read(keys.as_slice(), site);
    }

    /// Strict: `read_blocks` of one block (a range's step reads its
    /// header), without gathering its key, the log's writer inlined for it.
    #[inline(always)]
    fn read_block(&mut self, site: Site, block: Block) {
        if block.tag.key != 0 {
            self.meet(block.tag.key, block.width);
            self.trace.read_one(block.tag.key, site);
        }
    }

    /// Strict: one instruction reads `keys`, one-word blocks that all have
    /// a key (a tape's): `read_blocks` without gathering the keys again,
    /// which cost more than the read's log bytes.
    #[inline(always)]
    fn read_keys(&mut self, site: Site, keys: &[Key]) {
        for &key in keys {
            self.meet(key, 1);
        }
        self.trace.read(keys, site);
    }

    /// Strict: makes sure a key read here is on this log, importing a value
    /// made outside the measurement on its first read.
    #[inline(always)]
    fn meet(&mut self, key: Key, width: u32) {
        if key < self.base {
            self.meet_outside(key, width);
        }
    }

    /// Strict: whether a key read here is on this log already (made here,
    /// or met before), so that reading it imports nothing.
    #[inline(always)]
    fn has_met(&mut self, key: Key) -> bool {
        key >= self.base || self.has_met_outside(key)
    }

    /// `has_met` for a key made outside.
    #[inline(always)]
    fn has_met_outside(&mut self, key: Key) -> bool {
        self.met.get(key).is_some()
    }

    #[inline]
    fn meet_outside(&mut self, key: Key, width: u32) {
        if !self.has_met_outside(key) {
            self.import(key, width);
        }
    }

    #[cold]
    fn import(&mut self, key: Key, width: u32) {
        self.met.insert(key, 1);
        self.trace.import(key, width);
    }

    /// Strict: stores a value made outside the measurement on this log
    /// (an argument, or a value a continued measurement left), once.
    fn load(&mut self, key: Key, width: u32) {
        if key != 0 && key < self.base && self.met.insert(key, 1) {
            self.trace.store_wide(key, width);
        }
    }
}

/// The state behind the machine's `RefCell`.
struct State {
    /// The open measurements, outermost first (ended ones are gone).
    open: Vec<(ScopeId, Measurement)>,
    /// The id the next measurement gets.
    next_scope: ScopeId,
    /// Strict: the next block key (one numbering for the whole run).
    next_key: Key,
    /// Whether the whole run's log is to be split at its first measured
    /// call (`Machine::split_runs`), and the split once made.
    split: Split,
}

/// The whole run's log split at a measured call's window (`RunSplit`).
#[derive(Default)]
enum Split {
    #[default]
    Off,
    Wanted,
    Made(RunSplit),
    Taken,
}

/// Where the whole run's log stands when the first measured call whose
/// events it shares ends: the call's window was handed over whole, so
/// the log is the part before the call (`before` events), the window, and
/// what follows (from `after`). `crate::cost::Shadow` prices the run's
/// share of the window beside the call.
pub struct RunSplit {
    /// The whole run's measurement.
    pub scope: ScopeId,
    pub before: usize,
    pub after: Mark,
    /// The first key made after the window.
    pub first_key_after: Key,
    /// The last use (up to the window's end) of each key made before the
    /// call, indexed by key.
    pub last_before: Vec<u32>,
}

impl Default for State {
    fn default() -> State {
        State { open: Vec::new(), next_scope: 1, next_key: 1, split: Split::Off }
    }
}

impl State {
    fn get(&mut self, scope: ScopeId) -> Option<&mut Measurement> {
        self.open.iter_mut().find(|(id, _)| *id == scope && scope != 0).map(|(_, m)| m)
    }

    fn innermost(&self) -> Option<ScopeId> {
        self.open.last().map(|(id, _)| *id)
    }

    /// Strict: the block of the literal at `site` when the innermost
    /// measurement has met it (`Machine::known_constant`).
    fn known_constant(&mut self, site: usize, payload: &Scalar) -> Option<Operand> {
        let slot = memo_slot(site);
        let scope = self.innermost()?;
        let m = self.get(scope)?;
        if let Some(Some((at, op))) = m.memo.get(slot) {
            if *at == site && same_constant(&op.payload, payload) {
                return Some(op.clone());
            }
        }
        let op = m.constants.get(&ConstKey::of(payload))?.clone();
        if m.memo.is_empty() {
            m.memo.resize(CONST_MEMO, None);
        }
        m.memo[slot] = Some((site, op.clone()));
        Some(op)
    }

    /// Strict: `known_constant` for a number literal a tape computes on,
    /// found in the memo: the key of its block when that is a one-word
    /// block of the run's numbering (what `Tape::operand` asks of it).
    /// The payload is compared as a `Plain`, so no `Scalar` is made,
    /// cloned or dropped: that cost the tape more than the lookup. `None`
    /// (a miss, a NaN) leaves the literal to `known_constant`.
    #[inline]
    fn memo_number(&self, site: usize, number: Plain) -> Option<Key> {
        // The innermost measurement, as `known_constant` finds it.
        let (_, m) = self.open.last().filter(|(scope, _)| *scope != 0)?;
        let (at, op) = m.memo.get(memo_slot(site))?.as_ref()?;
        // A number's block is one word wide.
        let usable = op.tag.key != 0 && !number.is_nan();
        (*at == site && usable && Plain::of(&op.payload) == Some(number)).then_some(op.tag.key)
    }

    /// Strict: a new block, stored in every open measurement.
    #[inline]
    fn new_block(&mut self, width: u32) -> Key {
        let key = self.next_key;
        self.next_key = self.next_key.saturating_add(1);
        match self.sole_recorder() {
            Some((_, m)) => m.trace.store_wide(key, width),
            None => self.each_recording(|_, m| m.trace.store_wide(key, width)),
        }
        key
    }

    /// The one open measurement that records, when one does and brackets
    /// no operators: the common case of a run (the whole run's
    /// measurement, or a measured call inside it sharing its log), taken
    /// without `each_recording`'s walk. The innermost records; one it is
    /// directly inside records only when not shared with.
    #[inline(always)]
    fn sole_recorder(&mut self) -> Option<&mut (ScopeId, Measurement)> {
        let alone = match self.open.as_slice() {
            [_] => true,
            [_, (_, inner)] => inner.window.is_some(),
            _ => false,
        };
        self.open.last_mut().filter(|(_, m)| alone && !m.brackets())
    }

    // Sharing a log. In strict, every open measurement sees every event
    // (one key numbering for the run), so a measured call inside the
    // whole run's measurement would record each of its events twice.
    // Instead the measurement inside records them alone, and when it ends
    // the bytes are copied onto the log of the one it is inside, which
    // records nothing meanwhile. Its log differs from the outer one's only
    // by its arguments (stored before its events begin, never handed over)
    // and by imports of keys the outer log has (no-ops there: an imported
    // key is read next, so it is on the outer stack already).

    /// Whether a measurement opened now may share its events with the one
    /// it is inside: strict, and the outer one knows every key there is
    /// (it has no keys from outside: base 1) and brackets operators alike.
    fn may_share(&self, model: Model, record_ops: bool) -> bool {
        match self.open.last() {
            Some((_, outer)) => model == Model::Strict && outer.base == 1 && outer.record_ops == record_ops,
            None => false,
        }
    }

    /// Calls `f` on each open measurement that records: every one but
    /// those a sharing measurement sits directly on.
    #[inline]
    fn each_recording(&mut self, mut f: impl FnMut(ScopeId, &mut Measurement)) {
        for i in 0..self.open.len() {
            if self.open.get(i + 1).is_some_and(|(_, inner)| inner.window.is_some()) {
                continue;
            }
            let (id, m) = &mut self.open[i];
            f(*id, m);
        }
    }

    /// Hands the events of the measurement at `i` since its mark over to
    /// the one it is inside, which records its own from now on.
    fn stop_sharing(&mut self, i: usize) {
        let Some(mark) = self.open[i].1.window.take() else { return };
        let (outer, inner) = self.open.split_at_mut(i);
        if let Some((_, outer)) = outer.last_mut() {
            outer.trace.append_since(&mut inner[0].1.trace, &mark);
        }
        self.open[i].1.handed = true;
    }

    /// Ends the sharing of measurement `at` when it ends, and splits the
    /// whole run's log there when a split is wanted and this is the first
    /// window handed over whole (the measurement sat directly in the whole
    /// run's and handed nothing over before).
    fn settle_at_end(&mut self, at: usize) {
        if matches!(self.split, Split::Made(_)) {
            // Made at an earlier end and not taken: stale now.
            self.split = Split::Taken;
        }
        let whole = at == 1 && self.open.len() == 2 && self.open[1].1.window.is_some() && !self.open[1].1.handed;
        let before = self.open[0].1.trace.len();
        self.settle(at);
        if !(whole && matches!(self.split, Split::Wanted)) {
            return;
        }
        let (scope, run) = &self.open[0];
        let base = self.open[1].1.base;
        self.split = match run.trace.last_uses_below(base) {
            Some(last_before) => Split::Made(RunSplit {
                scope: *scope,
                before,
                after: run.trace.mark(),
                first_key_after: self.next_key,
                last_before,
            }),
            None => Split::Taken,
        };
    }

    /// Before measurement `i`'s own log changes apart from the shared
    /// events (its arguments, a drain, its end): nothing is shared across.
    fn settle(&mut self, i: usize) {
        if i + 1 < self.open.len() {
            self.stop_sharing(i + 1);
        }
        self.stop_sharing(i);
    }
}

/// An operator instruction between its read batch and its result's stores.
// Two words: every metered instruction makes one, and only the IR needs
// the brackets, so they are boxed (and not allocated without it).
pub struct OpFrame {
    scope: ScopeId,
    /// Only when some open measurement brackets operators (for the IR).
    bracketed: Option<Box<Bracketed>>,
}

/// The measurements that bracket an instruction, and the keys it read in
/// them (the same keys in each).
struct Bracketed {
    scopes: Vec<ScopeId>,
    keys: Vec<Key>,
}

impl Bracketed {
    /// Bracketed in `scopes` (if any) after reading `keys`.
    #[inline(always)]
    fn new(scopes: Vec<ScopeId>, keys: &[Key]) -> Option<Box<Bracketed>> {
        match scopes.is_empty() {
            true => None,
            false => Some(Bracketed::boxed(scopes, keys)),
        }
    }

    fn boxed(scopes: Vec<ScopeId>, keys: &[Key]) -> Box<Bracketed> {
        Box::new(Bracketed { scopes, keys: keys.to_vec() })
    }
}

impl OpFrame {
    /// The measurement the instruction's results belong to.
    pub fn scope(&self) -> ScopeId {
        self.scope
    }
}

pub struct Machine {
    model: Model,
    state: RefCell<State>,
    /// How many NaN objects were made: each gets its own payload bits.
    nans: Cell<u64>,
    /// Whether function calls go into the logs (for inclusive costs).
    record_calls: Cell<bool>,
    /// Whether a measured call may share its log with the whole run's
    /// (`DMDPY_SHARED_LOGS=0` records each log in full, as a check: the
    /// costs are the same either way).
    share_logs: bool,
    /// Whether values are mostly plain: the reference model with no
    /// measurement open (`has_plain_values`).
    mostly_plain: Cell<bool>,
    /// The buffer of the latest `Tape`'s steps, kept for the next.
    tape_steps: Cell<Vec<tape::Step>>,
    /// Whether expressions of numbers may be computed on a `Tape`
    /// (`DMDPY_REGISTERS=0` takes the general path everywhere, as a check:
    /// the events are the same either way).
    registers: bool,
}

/// Arguments a measured call loads between two looks at the clock.
const LOAD_PIECE: usize = 1 << 16;

impl Machine {
    pub fn new(model: Model) -> Machine {
        let share_logs = std::env::var("DMDPY_SHARED_LOGS").map_or(true, |v| v.trim() != "0");
        Machine {
            model,
            state: RefCell::new(State::default()),
            nans: Cell::new(0),
            record_calls: Cell::new(false),
            share_logs,
            mostly_plain: Cell::new(model == Model::Reference),
            tape_steps: Cell::new(Vec::new()),
            registers: std::env::var("DMDPY_REGISTERS").map_or(true, |v| v.trim() != "0"),
        }
    }

    // ----- calls (only when a report asks for inclusive costs) -----

    /// From now on, function calls are logged (`Event::Call`, `Return`).
    pub fn record_calls(&self) {
        self.record_calls.set(true);
    }

    pub fn records_calls(&self) -> bool {
        self.record_calls.get()
    }

    /// A function defined at `callee` is entered from `site`: logged in
    /// every open measurement. Free: a call reads nothing by itself.
    pub fn enter_call(&self, site: Site, callee: Site) {
        self.state.borrow_mut().each_recording(|_, m| m.trace.call(site, callee));
    }

    /// The function entered last returns (or unwinds).
    pub fn leave_call(&self) {
        self.state.borrow_mut().each_recording(|_, m| m.trace.ret());
    }

    /// CPython hashes a NaN by its object's identity: two NaNs made
    /// separately are two dict keys, copies of one are one key. A new NaN
    /// gets a serial number in its payload bits (never printed), so the
    /// hash key of its bits tells the objects apart.
    #[inline]
    fn identify_nan(&self, payload: Scalar) -> Scalar {
        match payload {
            Scalar::Float(f) if f.is_nan() => {
                let serial = self.nans.get().wrapping_add(1);
                self.nans.set(serial);
                const SIGN_AND_QUIET: u64 = 0xfff8_0000_0000_0000;
                let bits = (f.to_bits() & SIGN_AND_QUIET) | (serial & 0x0007_ffff_ffff_ffff);
                Scalar::Float(f64::from_bits(bits))
            }
            other => other,
        }
    }

    pub fn model(&self) -> Model {
        self.model
    }

    // ----- measurements (opened by builtins::bytedmd and the driver) -----

    /// Opens a measurement; `want_ir` keeps what the IR needs.
    pub fn begin_measure(&self, want_ir: bool) -> ScopeId {
        let mut state = self.state.borrow_mut();
        let scope = state.next_scope;
        state.next_scope += 1;
        let base = state.next_key;
        let shares = self.share_logs && state.may_share(self.model, want_ir);
        let mut m = Measurement::new(want_ir, base);
        if shares {
            m.window = Some(m.trace.mark());
        }
        state.open.push((scope, m));
        self.mostly_plain.set(false);
        scope
    }

    /// Strict: measurement `scope`'s log before a store of its own (an
    /// argument): a shared window must not have begun yet, else it is
    /// handed over first; after the store the window begins later.
    fn own_store(&self, state: &mut State, scope: ScopeId, store: impl FnOnce(&mut Measurement)) {
        let Some(i) = state.open.iter().position(|(id, _)| *id == scope) else { return };
        let m = &state.open[i].1;
        if m.window.is_some_and(|mark| m.trace.grew_since(&mark)) {
            state.stop_sharing(i);
        }
        let m = &mut state.open[i].1;
        store(m);
        if m.window.is_some() {
            m.window = Some(m.trace.mark());
        }
    }

    /// Strict: loads a measured call's arguments eagerly, into its own log
    /// only: `blocks` in flattened order, the first ends on top. A block
    /// met twice is loaded once.
    pub fn load_arguments(&self, scope: ScopeId, blocks: &[Block]) -> crate::error::RtResult<()> {
        if self.model != Model::Strict {
            return Ok(());
        }
        // Per block: its place in `order`, in `seen` (a key and a control
        // byte a bucket, at 7/8 load) and in the log's table of keys met (a
        // word a key of its span, grown by doubling: 10 MiB for
        // engram_offload's arguments). The arguments are as many as the
        // program makes: the budget is asked first.
        crate::sandbox::memory::reserve(blocks.len().saturating_mul(std::mem::size_of::<Block>() + 6 + 24))?;
        // A look at the clock every `LOAD_PIECE` blocks: 2.5 million took
        // half a second past the limit.
        let mut seen = HashSet::new();
        let mut order: Vec<Block> = Vec::with_capacity(blocks.len());
        for piece in blocks.chunks(LOAD_PIECE) {
            crate::sandbox::paced::look()?;
            order.extend(piece.iter().copied().filter(|b| b.tag.key != 0 && seen.insert(b.tag.key)));
        }
        for piece in order.rchunks(LOAD_PIECE) {
            crate::sandbox::paced::look()?;
            self.own_store(&mut self.state.borrow_mut(), scope, |m| {
                for b in piece.iter().rev() {
                    m.load(b.tag.key, b.width);
                }
            });
        }
        Ok(())
    }

    /// Strict: puts values already on a stack at the bottom of measurement
    /// `scope`'s, in that order (`beneath`: keys and widths, bottom first),
    /// before anything else is loaded: a measurement that continues
    /// another (`score`'s measured call after the module load) finds what
    /// the earlier one left where it left it, so a table built at load is
    /// as deep in the call as it would be in one run.
    pub fn preload(&self, scope: ScopeId, beneath: &[(Key, u32)]) {
        if self.model != Model::Strict {
            return;
        }
        self.own_store(&mut self.state.borrow_mut(), scope, |m| {
            for &(key, width) in beneath {
                m.load(key, width);
            }
        });
    }

    /// From now on the whole run's log is split at the first measured call
    /// whose events it shares (`take_split`).
    pub fn split_runs(&self) {
        let mut state = self.state.borrow_mut();
        if matches!(state.split, Split::Off) {
            state.split = Split::Wanted;
        }
    }

    /// The split of the whole run's log made when the measured call that
    /// just ended was the first to share it, once.
    pub fn take_split(&self) -> Option<RunSplit> {
        let mut state = self.state.borrow_mut();
        if !matches!(state.split, Split::Made(_)) {
            return None;
        }
        match std::mem::replace(&mut state.split, Split::Taken) {
            Split::Made(split) => Some(split),
            _ => None,
        }
    }

    /// `f` of the log of open measurement `scope`, as it stands.
    pub fn with_log<R>(&self, scope: ScopeId, f: impl FnOnce(&Trace) -> R) -> Option<R> {
        let state = self.state.borrow();
        let (_, m) = state.open.iter().find(|(id, _)| *id == scope)?;
        Some(f(&m.trace))
    }

    /// Ends a measurement and hands over its log. `live_at_end` are the
    /// keys (`key_in`) still reachable when it ends (from the measured
    /// call's result, or a loaded module's globals).
    pub fn end_measure(&self, scope: ScopeId, live_at_end: Vec<Key>) -> Trace {
        let mut state = self.state.borrow_mut();
        let Some(at) = state.open.iter().position(|(id, _)| *id == scope) else { return Trace::default() };
        state.settle_at_end(at);
        let (_, mut m) = state.open.remove(at);
        self.mostly_plain.set(self.model == Model::Reference && state.open.is_empty());
        m.trace.live_at_end = live_at_end;
        m.trace
    }

    // ----- the REPL: incremental pricing of the open session measurement -----
    // (Added for `crate::repl`; nothing else calls these.)

    /// Moves the events recorded in measurement `scope` since the last call
    /// (or since it began) out as a trace of their own. The measurement stays
    /// open and keeps its key counter, constants and imports, so later events
    /// continue its numbering. Call it only between statements.
    pub fn drain_events(&self, scope: ScopeId) -> Trace {
        let mut state = self.state.borrow_mut();
        let Some(i) = state.open.iter().position(|(id, _)| *id == scope) else { return Trace::default() };
        state.settle(i);
        state.open[i].1.trace.take_events()
    }

    /// Brackets measurement `scope`'s operators only until its log holds
    /// `events` events (counted from the last `drain_events`): past that
    /// the REPL keeps no IR of the entry, and bracketing would double the
    /// log and take every instruction off the fast path.
    pub fn bracket_ops_until(&self, scope: ScopeId, events: usize) {
        if let Some(m) = self.state.borrow_mut().get(scope) {
            m.ops_until = events;
        }
    }

    /// The key of `block` in measurement `scope`, if it has one there.
    pub fn key_in(&self, block: Block, scope: ScopeId) -> Option<Key> {
        let key = block.tag.key;
        match self.model {
            Model::Reference => (block.tag.scope == scope && scope != 0 && key != 0).then_some(key),
            Model::Strict => (key != 0).then_some(key),
        }
    }

    /// Strict: the literal constants measurement `scope` holds, one operand
    /// per block (a literal may be used again by any later statement).
    pub fn constants(&self, scope: ScopeId) -> Vec<Operand> {
        let mut state = self.state.borrow_mut();
        state.get(scope).map(|m| m.constants.values().cloned().collect()).unwrap_or_default()
    }

    /// Strict: the blocks of the builtins and modules measurement `scope`
    /// has used (one each, as literals'), kept as `constants` are.
    pub fn named_blocks(&self, scope: ScopeId) -> Vec<Block> {
        let mut state = self.state.borrow_mut();
        let tags = state.get(scope).map(|m| m.named.values().copied().collect::<Vec<Tag>>()).unwrap_or_default();
        tags.into_iter().map(|tag| Block { tag, width: 1 }).collect()
    }

    /// Reference: a copy of `input` with a new block in measurement `scope`
    /// (the tracer wrapping an argument: a store, never a read).
    pub fn adopt(&self, scope: ScopeId, input: &Operand) -> Operand {
        let payload = input.payload.clone();
        let mut state = self.state.borrow_mut();
        let Some(m) = state.get(scope) else {
            return Operand { payload, tag: Tag { scope, key: 0 } };
        };
        let key = m.fresh_key();
        m.trace.store(key);
        Operand { payload, tag: Tag { scope, key } }
    }

    // ----- creating values -----

    /// A new block for `payload` (a `STORE`, free): strict, in every open
    /// measurement; reference, in measurement `scope` (none for 0).
    #[inline(always)]
    fn new_operand(&self, scope: ScopeId, payload: Scalar) -> Operand {
        // Reference, outside any measurement (every value of an unmetered
        // run): decided inline, as `record_read` decides its reads.
        let nan = matches!(payload, Scalar::Float(f) if f.is_nan());
        if self.model == Model::Reference && scope == 0 && !nan {
            return Operand { payload, tag: Tag::UNTRACKED };
        }
        self.new_operand_slow(scope, payload)
    }

    #[inline(never)]
    fn new_operand_slow(&self, scope: ScopeId, payload: Scalar) -> Operand {
        let payload = self.identify_nan(payload);
        self.new_block_for(scope, payload)
    }

    /// `math.nan`: one object however often it is read, so one dict key.
    /// Its payload is the canonical NaN, which `identify_nan` never gives.
    pub fn math_nan(&self) -> Operand {
        self.new_block_for(0, Scalar::Float(f64::NAN))
    }

    #[inline]
    fn new_block_for(&self, scope: ScopeId, payload: Scalar) -> Operand {
        let mut state = self.state.borrow_mut();
        match self.model {
            Model::Strict => {
                let key = state.new_block(payload.words());
                Operand { payload, tag: Tag::fresh(key) }
            }
            Model::Reference => match state.get(scope) {
                Some(m) => {
                    let key = m.fresh_key();
                    m.trace.store(key);
                    Operand { payload, tag: Tag { scope, key } }
                }
                None => Operand { payload, tag: Tag::UNTRACKED },
            },
        }
    }

    /// A value the program computes or receives (a result, a counter, a
    /// conversion, a reading of the metering API): a new block in strict,
    /// unmetered in reference.
    #[inline]
    pub fn plain(&self, payload: Scalar) -> Operand {
        self.new_operand(0, payload)
    }

    /// A container's header: a new one-word block in strict (stored when
    /// the container is built, and anew when its length changes); no block
    /// in reference.
    pub fn header(&self) -> Header {
        self.header_wide(1)
    }

    /// A header block of `words` words (a range's start and step).
    pub fn header_wide(&self, words: u32) -> Header {
        match self.model {
            Model::Strict => {
                let key = self.state.borrow_mut().new_block(words);
                Header { tag: Tag::fresh(key).cloned(), width: words }
            }
            Model::Reference => Header::NONE,
        }
    }

    /// A literal constant: in strict, one block per distinct (type, value)
    /// per measurement, stored on first use. `site` identifies the literal
    /// (its syntax node's address) for the memo.
    #[inline(always)]
    pub fn constant(&self, site: usize, payload: Scalar) -> crate::error::RtResult<Operand> {
        Ok(match self.model {
            // Reference: a literal is a plain value (the tracer never wraps
            // one), and never a NaN, so it needs no identity: built here
            // without `plain`'s slow path, whose call kept the payload in
            // memory and made each literal a store-forwarding stall.
            Model::Reference => {
                debug_assert!(!matches!(payload, Scalar::Float(f) if f.is_nan()));
                Operand { payload, tag: Tag::UNTRACKED }
            }
            Model::Strict => self.strict_constant(site, payload)?,
        })
    }

    /// Strict: the block of the literal at `site` when the innermost
    /// measurement has met it (`strict_constant` without a first use,
    /// which stores it). Found in the map, it goes in the memo, as there.
    fn known_constant(&self, site: usize, payload: &Scalar) -> Option<Operand> {
        self.state.borrow_mut().known_constant(site, payload)
    }

    fn strict_constant(&self, site: usize, payload: Scalar) -> crate::error::RtResult<Operand> {
        if let Some(op) = self.known_constant(site, &payload) {
            return Ok(op);
        }
        // A first use (or no measurement open): a new block, stored.
        let op = self.plain(payload);
        let mut state = self.state.borrow_mut();
        let scope = state.innermost();
        if let Some(m) = scope.and_then(|scope| state.get(scope)) {
            // The map grows with the program's distinct literals (a million
            // lines `x = 7` ... took 84 MiB past the budget unasked): its
            // next table is asked for before it is made.
            let capacity = m.constants.capacity();
            if m.constants.len() == capacity {
                crate::sandbox::memory::reserve_items::<(ConstKey, Operand, u8)>((capacity + 4) * 16 / 7)?;
            }
            m.constants.entry(ConstKey::of(&op.payload)).or_insert_with(|| op.clone());
            if m.memo.is_empty() {
                m.memo.resize(CONST_MEMO, None);
            }
            m.memo[memo_slot(site)] = Some((site, op.clone()));
        }
        // The block is the literal's own (the code's constant): a use of
        // it put into a place is a copy, as every later use is.
        Ok(op.clone())
    }

    /// A new object's reference (`Held`): a one-word block, stored, fresh
    /// (the place the object goes to takes it over). None in reference.
    #[inline]
    pub fn reference(&self) -> Tag {
        match self.model {
            Model::Strict => Tag::fresh(self.state.borrow_mut().new_block(1)),
            Model::Reference => Tag::UNTRACKED,
        }
    }

    /// The block of a builtin or module (`id`, the interpreter's number for
    /// it) as its name refers to it: like a literal's, one block per
    /// measurement, stored on first use; a use put into a place is a copy.
    /// None in reference.
    pub fn named(&self, id: u32) -> Tag {
        if self.model == Model::Reference {
            return Tag::UNTRACKED;
        }
        let mut state = self.state.borrow_mut();
        if let Some(tag) = state.innermost().and_then(|scope| state.get(scope)).and_then(|m| m.named.get(&id)) {
            return *tag;
        }
        let tag = Tag::fresh(state.new_block(1)).cloned();
        if let Some(m) = state.innermost().and_then(|scope| state.get(scope)) {
            m.named.insert(id, tag);
        }
        tag
    }

    // ----- places (strict) -----

    /// `op` put into a place (a name, an element, a parameter, a default,
    /// a cell). A fresh value moves in: the place takes over its block,
    /// with no event. Any other sits in a place already and is copied: the
    /// instruction reads the source and stores a new block, the same
    /// object. Reference: unchanged (the tracer has no places).
    #[inline(always)]
    pub fn place(&self, site: Site, op: Operand) -> Operand {
        if op.tag.is_fresh() || self.model == Model::Reference {
            return Operand { payload: op.payload, tag: op.tag.cloned() };
        }
        self.copied(site, op)
    }

    /// Strict: the source read, a new block of its width stored.
    #[inline]
    fn copied(&self, site: Site, op: Operand) -> Operand {
        let block = op.block();
        let scope = op.tag.origin();
        if let Some(Some(key)) = self.read_then_store_alone(|m| m.read_block(site, block), Some(block.width)) {
            return Operand { payload: op.payload, tag: Tag { scope, key } };
        }
        self.record_read(site, &[block]);
        let key = self.state.borrow_mut().new_block(block.width);
        Operand { payload: op.payload, tag: Tag { scope, key } }
    }

    /// Values put into places by one instruction (a display's items, a
    /// call's arguments, the items of a copied list): the fresh ones move
    /// in; the others' sources are read together, each block once, then a
    /// new block is stored for each of them, in order.
    pub fn place_all(&self, site: Site, slots: &mut [Slot]) {
        self.fill_places(site, slots, 0);
    }

    /// `place` of a value the caller's instruction has just read (a key
    /// it hashed to insert it): a copy stores a new block without reading
    /// the source again.
    pub fn place_read(&self, slot: Slot) {
        if self.model == Model::Reference || slot.tag.key == 0 {
            return;
        }
        *slot.tag = match slot.tag.is_fresh() {
            true => slot.tag.cloned(),
            false => Tag { scope: slot.tag.origin(), key: self.state.borrow_mut().new_block(slot.width) },
        };
    }

    /// `place_all`, but the copies are fresh (`copy`'s), every value
    /// copied: a measured call's arguments, copied by its caller.
    pub fn copy_all(&self, site: Site, slots: &mut [Slot]) {
        for slot in slots.iter_mut() {
            *slot.tag = slot.tag.cloned();
        }
        self.fill_places(site, slots, FRESH);
    }

    /// `place_all`'s events; `fresh` is `FRESH` for fresh copies, else 0.
    fn fill_places(&self, site: Site, slots: &mut [Slot], fresh: u32) {
        if self.model == Model::Reference {
            return;
        }
        let copied = |s: &Slot| !s.tag.is_fresh() && s.tag.key != 0;
        if slots.iter().any(copied) {
            self.read_sources(site, slots.iter().filter(|s| copied(s)).map(|s| Block { tag: *s.tag, width: s.width }));
        }
        for slot in slots.iter_mut() {
            *slot.tag = match copied(slot) {
                true => Tag { scope: slot.tag.origin() | fresh, key: self.state.borrow_mut().new_block(slot.width) },
                false => slot.tag.cloned(),
            };
        }
    }

    /// One instruction's read of `sources`, each block once (a copy into
    /// several places reads its source once): a few are compared pair by
    /// pair on the stack, more through a map.
    fn read_sources(&self, site: Site, sources: impl Iterator<Item = Block>) {
        const FEW: usize = 8;
        let mut few = [Block::NONE; FEW];
        let mut n = 0;
        let mut many: Vec<Block> = Vec::new();
        let mut seen = keymap::KeyMap::default();
        for block in sources {
            if many.is_empty() {
                if few[..n].iter().any(|b| b.tag.key == block.tag.key) {
                    continue;
                }
                if n < FEW {
                    few[n] = block;
                    n += 1;
                    continue;
                }
                many.extend_from_slice(&few);
                seen.extend(few.iter().map(|b| (b.tag.key, ())));
            }
            if seen.insert(block.tag.key, ()).is_none() {
                many.push(block);
            }
        }
        self.record_read(site, if many.is_empty() { &few[..n] } else { &many });
    }

    /// `released` of any value's block (an object's reference).
    pub fn release(&self, slot: Slot) {
        if self.model == Model::Strict && slot.tag.key != 0 {
            slot.tag.scope |= FRESH;
        }
    }

    /// A value whose place dies now (a returned local, a popped item, an
    /// item of a temporary being unpacked): fresh again, so the place it
    /// goes to next takes its block over where it lies. Only for a place
    /// that dies: a live place's value moved out would be a block held
    /// twice.
    #[inline(always)]
    pub fn released(&self, op: Operand) -> Operand {
        match self.model {
            Model::Strict if op.tag.key != 0 => {
                Operand { tag: Tag { scope: op.tag.scope | FRESH, key: op.tag.key }, ..op }
            }
            _ => op,
        }
    }

    // ----- what the model says about a value -----

    /// Whether the value behaves as the tracer's `_Tracked` proxy (repr
    /// `Tracked(..)`, not an instance of int, no str methods): reference
    /// model values derived from a measured call's arguments.
    pub fn is_proxy(&self, input: &Operand) -> bool {
        self.model == Model::Reference && input.tag.scope != 0
    }

    /// Reference: whether wrapping a measured call's argument keeps this
    /// value as is (the tracer keeps any proxy).
    pub fn keeps_when_wrapped(&self, input: &Operand) -> bool {
        input.tag.scope != 0
    }

    /// Reference: whether a value in a measured call's result is handed
    /// back to the caller as a fresh value (the tracer's unwrapping).
    pub fn leaves_measurement(&self, input: &Operand) -> bool {
        input.tag.scope != 0
    }

    // ----- reads -----

    /// Records one instruction reading `blocks` together. Reference: in
    /// the measurement of the first tracked block, its blocks only.
    /// Strict: in every open measurement (importing blocks made outside
    /// one on their first read there). Returns the instruction's frame.
    #[inline]
    fn record_read(&self, site: Site, blocks: &[Block]) -> Option<OpFrame> {
        // Reference: a read of untracked values only (every read outside a
        // measurement) records nothing; decided here, inline, so that an
        // unmetered run pays one test per read.
        if self.model == Model::Reference && blocks.iter().all(|b| b.tag.scope == 0) {
            return None;
        }
        self.record_tracked_read(site, blocks)
    }

    fn record_tracked_read(&self, site: Site, blocks: &[Block]) -> Option<OpFrame> {
        let mut state = self.state.borrow_mut();
        match self.model {
            Model::Reference => {
                let scope = blocks.iter().map(|b| b.tag.scope).find(|&s| s != 0)?;
                let m = state.get(scope)?;
                let mut keys = smallkeys::Keys::new();
                for b in blocks.iter().filter(|b| b.tag.scope == scope && b.tag.key != 0) {
                    keys.push(b.tag.key);
                }
                m.trace.read(keys.as_slice(), site);
                let scopes = if m.brackets() { vec![scope] } else { Vec::new() };
                Some(OpFrame { scope, bracketed: Bracketed::new(scopes, keys.as_slice()) })
            }
            Model::Strict => {
                if let Some((scope, m)) = state.sole_recorder() {
                    m.read_blocks(site, blocks.iter().copied());
                    return Some(OpFrame { scope: *scope, bracketed: None });
                }
                let scope = state.innermost()?;
                let mut keys = smallkeys::Keys::new();
                for b in blocks.iter().filter(|b| b.tag.key != 0) {
                    keys.push(b.tag.key);
                }
                let mut scopes = Vec::new();
                state.each_recording(|id, m| {
                    for b in blocks.iter().filter(|b| b.tag.key != 0) {
                        m.meet(b.tag.key, b.width);
                    }
                    m.trace.read(keys.as_slice(), site);
                    if m.brackets() {
                        scopes.push(id);
                    }
                });
                Some(OpFrame { scope, bracketed: Bracketed::new(scopes, keys.as_slice()) })
            }
        }
    }

    /// Reads operands (as `record_read`), gathering their blocks on the
    /// stack: an instruction has at most three inputs in the subset.
    #[inline(always)]
    fn read_operands(&self, site: Site, inputs: &[&Operand]) -> Option<OpFrame> {
        // `record_read`'s reference early-out, taken before the blocks'
        // widths are computed: an unmetered operator then costs one test.
        if self.model == Model::Reference && inputs.iter().all(|op| op.tag.scope == 0) {
            return None;
        }
        if inputs.len() > 4 {
            let blocks: Vec<Block> = inputs.iter().map(|op| op.block()).collect();
            return self.record_read(site, &blocks);
        }
        let mut buf = [Block::NONE; 4];
        for (slot, op) in buf.iter_mut().zip(inputs) {
            *slot = op.block();
        }
        self.record_read(site, &buf[..inputs.len()])
    }

    /// A structural read: container headers and operands used together by
    /// one instruction (`len`, a container's truth, `is`, `isinstance`,
    /// each step of an iteration, a probe's stored key).
    #[inline]
    pub fn read(&self, site: Site, blocks: &[Block]) {
        self.record_read(site, blocks);
    }

    /// An operator instruction: computes `f` on the payloads (in the order
    /// given, which is source order), then reads the metered inputs as one
    /// batch and stores the result as a new value. With no metered input
    /// nothing is read and the result is a plain value. When `f` fails
    /// nothing is recorded, as the tracer computes before it reads.
    #[inline]
    pub fn apply<E>(
        &self,
        site: Site,
        name: &'static str,
        inputs: &[&Operand],
        f: impl FnOnce(&[&Scalar]) -> Result<Scalar, E>,
    ) -> Result<Operand, E> {
        let result = with_payloads(inputs, f)?;
        let passes = self.work_passes(name, inputs, &result);
        if passes != crate::ops::work::Passes::NONE {
            return Ok(self.apply_wide(site, name, inputs, result, passes));
        }
        let blocks = inputs.iter().map(|op| op.block());
        if let Some(Some(key)) = self.read_then_store_alone(|m| m.read_blocks(site, blocks), Some(result.words())) {
            let payload = self.identify_nan(result);
            return Ok(Operand { payload, tag: Tag::fresh(key) });
        }
        let Some(frame) = self.begin_op(site, inputs) else {
            return Ok(self.plain(result));
        };
        let out = self.new_operand(frame.scope, result);
        self.end_op(frame, name, Some(&out));
        Ok(out)
    }

    /// Strict: the passes an instruction that made `result` makes over
    /// its inputs and its result (`ops::work::passes`: more than its one
    /// read only for the work of wide ints). Decided inline for one-word
    /// operands, the usual case.
    #[inline(always)]
    fn work_passes(&self, name: &str, inputs: &[&Operand], result: &Scalar) -> crate::ops::work::Passes {
        let wide = |s: &Scalar| matches!(s, Scalar::BigInt(_));
        if self.model != Model::Strict || !(wide(result) || inputs.iter().any(|op| wide(&op.payload))) {
            return crate::ops::work::Passes::NONE;
        }
        with_payloads(inputs, |p| crate::ops::work::passes(name, p, result))
    }

    /// Strict: the passes of an instruction's work after its own read of
    /// `inputs`: each further pass over them an instruction of its own.
    fn extra_passes(&self, site: Site, inputs: &[Block], passes: u64) {
        for pass in 1..passes {
            // Each pass grows the event log; past the heap budget the next
            // step's look ends the run with a MemoryError, so stop here.
            if pass % (1 << 16) == 0 && crate::sandbox::memory::check().is_err() {
                return;
            }
            self.record_read(site, inputs);
        }
    }

    /// Strict: the reads of a wide-int computation beyond the one read of
    /// each input its conversion made (`math.gcd`, `isqrt`, `comb`), as
    /// `ops::work::passes` counts them. `result` is its result's block,
    /// once stored.
    pub fn read_work(&self, site: Site, name: &str, inputs: &[&Operand], result: &Operand) {
        let passes = self.work_passes(name, inputs, &result.payload);
        let blocks: Vec<Block> = inputs.iter().map(|op| op.block()).collect();
        self.extra_passes(site, &blocks, passes.inputs);
        for _ in 0..passes.result {
            self.record_read(site, &[result.block()]);
        }
    }

    /// Strict: the further passes of writing an int's decimal digits
    /// (quadratic in its width), after the read that showed it.
    pub fn decimal_work(&self, site: Site, input: &Operand) {
        let passes = self.work_passes("str", &[input], &Scalar::None);
        self.extra_passes(site, &[input.block()], passes.inputs);
    }

    /// `apply` of an instruction whose work makes `passes` (wide ints):
    /// its own read of the inputs, the further passes over them, the
    /// result stored, then the passes over the result.
    #[cold]
    fn apply_wide(
        &self,
        site: Site,
        name: &'static str,
        inputs: &[&Operand],
        result: Scalar,
        passes: crate::ops::work::Passes,
    ) -> Operand {
        let blocks: Vec<Block> = inputs.iter().map(|op| op.block()).collect();
        let frame = self.begin_op_blocks(site, &blocks);
        self.extra_passes(site, &blocks, passes.inputs);
        let out = self.new_operand(frame.as_ref().map_or(0, OpFrame::scope), result);
        if let Some(frame) = frame {
            self.end_op(frame, name, Some(&out));
        }
        for _ in 0..passes.result {
            self.record_read(site, &[out.block()]);
        }
        out
    }

    /// `apply`'s events in strict when one measurement records and none
    /// brackets operators (most of a run), under one borrow of the state:
    /// one instruction's read (`read`, given the recording measurement),
    /// then a result `width` words wide is stored, if there is one.
    /// Returns the result's key; `None` leaves the instruction to the
    /// general path (which records the same events).
    #[inline(always)]
    fn read_then_store_alone(&self, read: impl FnOnce(&mut Measurement), width: Option<u32>) -> Option<Option<Key>> {
        if self.model != Model::Strict {
            return None;
        }
        let mut state = self.state.borrow_mut();
        let key = state.next_key;
        let (_, m) = state.sole_recorder()?;
        read(m);
        let Some(width) = width else { return Some(None) };
        // `State::new_block`'s store, to the recorder already found.
        m.trace.store_wide(key, width);
        state.next_key = key.saturating_add(1);
        Some(Some(key))
    }

    /// A step of a range in strict while one measurement records alone
    /// (`read_then_store_alone`'s case): the read of its header and, for
    /// an item `value`, the store of the new int, under one borrow; the
    /// int's operand. `None` leaves the step to the general path (`read`,
    /// then `plain`), which records the same events.
    // Always inlined: the int is made where the caller puts it (a `for`
    // loop's local), not returned through memory.
    #[inline(always)]
    pub fn read_then_make_alone(&self, site: Site, header: Header, value: Option<i64>) -> Option<Option<Operand>> {
        let payload = value.map(Scalar::Int);
        let key =
            self.read_then_store_alone(|m| m.read_block(site, header.block()), payload.as_ref().map(Scalar::words))?;
        Some(payload.zip(key).map(|(payload, key)| Operand { payload, tag: Tag::fresh(key) }))
    }

    /// `apply` for an instruction it would record nothing for (the
    /// reference model, neither operand metered), when `f` decides it from
    /// the payloads: its result, or `None` to leave the instruction to
    /// `apply`. An unmetered loop's arithmetic and comparisons are decided
    /// here, inline; a metered operand never reaches `f`.
    #[inline(always)]
    pub fn apply_plain<R>(&self, a: &Operand, b: &Operand, f: impl FnOnce(&Scalar, &Scalar) -> Option<R>) -> Option<R> {
        if !(self.records_nothing(a) && self.records_nothing(b)) {
            return None;
        }
        f(&a.payload, &b.payload)
    }

    /// `escape` for an operand it would record no read of (the reference
    /// model, an unmetered operand), when `f` decides it from the payload;
    /// `None` leaves it to `escape`. A metered operand never reaches `f`.
    #[inline(always)]
    pub fn escape_plain<R>(&self, input: &Operand, f: impl FnOnce(&Scalar) -> Option<R>) -> Option<R> {
        if !self.records_nothing(input) {
            return None;
        }
        f(&input.payload)
    }

    /// Whether values are mostly plain (read with nothing recorded): the
    /// reference model with no measurement open. Inside a measurement most
    /// values are metered, and strict records every read, so a caller that
    /// would try `escape_plain` on each part of an expression asks once:
    /// there the attempt would mostly be work thrown away. (It only saves
    /// time: `escape_plain` refuses every metered operand either way.)
    #[inline(always)]
    pub fn has_plain_values(&self) -> bool {
        self.mostly_plain.get()
    }

    /// A literal's number, when using the literal records nothing (the
    /// reference model: the tracer never wraps one); `None` in strict,
    /// where each literal is a block read like any value.
    #[inline(always)]
    pub fn plain_literal(&self, number: Plain) -> Option<Plain> {
        (self.model == Model::Reference).then_some(number)
    }

    /// Whether reading `input` records nothing: the reference model and an
    /// unmetered value (strict records every read).
    #[inline(always)]
    fn records_nothing(&self, input: &Operand) -> bool {
        self.model == Model::Reference && input.tag.scope == 0
    }

    /// Like `apply` for an instruction with two results (`divmod`).
    pub fn apply_pair<E>(
        &self,
        site: Site,
        name: &'static str,
        inputs: &[&Operand],
        f: impl FnOnce(&[&Scalar]) -> Result<(Scalar, Scalar), E>,
    ) -> Result<(Operand, Operand), E> {
        let (a, b) = with_payloads(inputs, f)?;
        let frame = self.begin_op(site, inputs);
        let passes = self.work_passes(name, inputs, &a);
        let blocks: Vec<Block> = inputs.iter().map(|op| op.block()).collect();
        self.extra_passes(site, &blocks, passes.inputs);
        let Some(frame) = frame else {
            return Ok((self.plain(a), self.plain(b)));
        };
        let a = self.new_operand(frame.scope, a);
        let b = self.new_operand(frame.scope, b);
        self.end_op(frame, name, None);
        Ok((a, b))
    }

    /// Reads the metered inputs of an operator instruction whose result is
    /// built by the caller (sequence repetition wraps a whole list); returns
    /// `None` when nothing is metered. The caller stores the result's
    /// values and then calls `end_op`.
    #[inline(always)]
    pub fn begin_op(&self, site: Site, inputs: &[&Operand]) -> Option<OpFrame> {
        let frame = self.read_operands(site, inputs)?;
        self.open_brackets(frame)
    }

    /// `begin_op` of an instruction reading `blocks`.
    fn begin_op_blocks(&self, site: Site, blocks: &[Block]) -> Option<OpFrame> {
        let frame = self.record_read(site, blocks)?;
        self.open_brackets(frame)
    }

    /// Opens the operator brackets of an instruction whose reads `frame`
    /// recorded, in the measurements that keep the IR.
    #[inline(always)]
    fn open_brackets(&self, frame: OpFrame) -> Option<OpFrame> {
        if let Some(bracketed) = &frame.bracketed {
            let mut state = self.state.borrow_mut();
            for &scope in &bracketed.scopes {
                if let Some(m) = state.get(scope) {
                    m.trace.op_start();
                }
            }
        }
        Some(frame)
    }

    /// Computes `f` on the payloads first (an error records nothing), then
    /// opens an operator instruction as `begin_op` does.
    pub fn compute_then_begin<R, E>(
        &self,
        site: Site,
        inputs: &[&Operand],
        f: impl FnOnce(&[&Scalar]) -> Result<R, E>,
    ) -> Result<(R, Option<OpFrame>), E> {
        let result = with_payloads(inputs, f)?;
        Ok((result, self.begin_op(site, inputs)))
    }

    #[inline]
    pub fn end_op(&self, frame: OpFrame, name: &'static str, out: Option<&Operand>) {
        if let Some(bracketed) = frame.bracketed {
            self.end_bracketed(&bracketed, name, out);
        }
    }

    fn end_bracketed(&self, bracketed: &Bracketed, name: &'static str, out: Option<&Operand>) {
        let mut state = self.state.borrow_mut();
        for &scope in &bracketed.scopes {
            let out_key = out
                .filter(|op| op.tag.key != 0 && (self.model == Model::Strict || op.tag.scope == scope))
                .map(|op| op.tag.key);
            if let Some(m) = state.get(scope) {
                m.trace.op_end(trace::OpName::of(name), &bracketed.keys, out_key);
            }
        }
    }

    /// A read whose result is a plain value (truth tests, `int()`,
    /// `float()`, indices, hashes, float math): one batch with the operand,
    /// then `f` sees the payload.
    #[inline]
    pub fn escape<R>(&self, site: Site, input: &Operand, f: impl FnOnce(&Scalar) -> R) -> R {
        self.read_operands(site, &[input]);
        f(&input.payload)
    }

    /// `escape` of `input` read together with the blocks `along`, in one
    /// instruction (an int looked for in a range, with its bounds).
    pub fn escape_with<R>(&self, site: Site, along: &[Block], input: &Operand, f: impl FnOnce(&Scalar) -> R) -> R {
        let mut blocks = along.to_vec();
        blocks.push(input.block());
        self.record_read(site, &blocks);
        f(&input.payload)
    }

    /// `escape` of `input` read together with `along` (one instruction:
    /// an index and the container it picks from).
    #[inline]
    pub fn escape_along<R>(&self, site: Site, along: Block, input: &Operand, f: impl FnOnce(&Scalar) -> R) -> R {
        if self.model == Model::Strict {
            self.record_read(site, &[along, input.block()]);
        } else {
            self.read_operands(site, &[input]);
        }
        f(&input.payload)
    }

    /// The truth value of `input` (`__bool__`), a read.
    pub fn truth(&self, site: Site, input: &Operand) -> bool {
        self.escape(site, input, crate::ops::truthy)
    }

    /// Text of a value for `str()`, `print` and `{}` formatting; `repr`
    /// chooses `repr()` over `str()`. A read in strict; free in reference,
    /// where a proxy's repr is `Tracked(<str of payload>)`.
    pub fn text(&self, site: Site, input: &Operand, repr: bool) -> Result<String, (&'static str, String)> {
        if self.model.formatting_reads() {
            self.read_operands(site, &[input]);
            self.decimal_work(site, input);
        }
        crate::format::check_int_str_digits(&input.payload)?;
        if let Scalar::Str(s) = &input.payload {
            // Long text is made within the limits (`sandbox::paced`).
            if !self.is_proxy(input) && repr {
                return crate::format::str_repr_within_limits(s);
            }
            if !self.is_proxy(input) {
                return crate::sandbox::paced::copy_str(s).map_err(crate::error::Exception::into_pair);
            }
            crate::sandbox::memory::reserve(s.len()).map_err(|e| (e.name, e.message))?;
        }
        if repr && self.is_proxy(input) {
            return Ok(format!("Tracked({})", crate::format::scalar_str(&input.payload)));
        }
        Ok(if repr { crate::format::scalar_repr(&input.payload) } else { crate::format::scalar_str(&input.payload) })
    }

    /// `format(value, spec)`. An empty spec is `str()`. A proxy rejects any
    /// other spec, as `_Tracked` does.
    pub fn format(&self, site: Site, input: &Operand, spec: &str) -> Result<String, (&'static str, String)> {
        if spec.is_empty() {
            return self.text(site, input, false);
        }
        if self.model.formatting_reads() {
            self.read_operands(site, &[input]);
            // Binary, octal and hex digits are linear; any other int format
            // writes decimal digits.
            if !spec.ends_with(['b', 'o', 'x', 'X', 'c']) {
                self.decimal_work(site, input);
            }
        }
        if self.is_proxy(input) {
            return Err(("TypeError", "unsupported format string passed to _Tracked.__format__".to_string()));
        }
        crate::format::format_scalar(&input.payload, spec)
    }

    /// A read of objects' identity blocks that only strict makes (the
    /// tracer's `is` and formatting are free): `is` between objects, the
    /// length a container's repr shows.
    pub fn read_identity(&self, site: Site, blocks: &[Block]) {
        if self.model.formatting_reads() {
            self.record_read(site, blocks);
        }
    }

    /// The `is` operator on scalars: a read of both in strict.
    pub fn identity(&self, site: Site, a: &Operand, b: &Operand) -> bool {
        if self.model.formatting_reads() {
            self.record_read(site, &[a.block(), b.block()]);
        }
        self.is_same(a, b)
    }

    /// Whether CPython's internal identity shortcut skips comparing `a`
    /// with `b` (`==` between containers, `x in xs` and dict probes do not
    /// test an item that *is* the value). Reference: the tracer's identity,
    /// free. Strict: only for the very same block (deciding that distinct
    /// blocks hold the same small int would reveal their payloads), and
    /// the shortcut is an implicit `is`: it reads both, as `is` does.
    pub fn identity_shortcut(&self, site: Site, a: &Operand, b: &Operand) -> bool {
        match self.model {
            Model::Strict => {
                let same = a.tag.key != 0 && a.tag.origin() == b.tag.origin();
                if same {
                    self.record_read(site, &[a.block(), b.block()]);
                }
                same
            }
            Model::Reference => self.is_same(a, b),
        }
    }

    /// The answer of `is`. None and the bools are singletons, as in
    /// CPython. Reference: a proxy is identical only to itself. Strict: two
    /// values of one origin are one object (copies keep it; the uses of a
    /// literal share its block, as CPython shares constants). Otherwise,
    /// CPython's observable identity for small ints and one-character
    /// strings.
    fn is_same(&self, a: &Operand, b: &Operand) -> bool {
        match self.model {
            Model::Reference if a.tag.scope != 0 || b.tag.scope != 0 => {
                return a.tag == b.tag && a.tag.key != 0;
            }
            Model::Reference if a.tag.key != 0 && a.tag == b.tag => return true,
            Model::Strict if a.tag.key != 0 && a.tag.origin() == b.tag.origin() => return true,
            _ => {}
        }
        match (&a.payload, &b.payload) {
            (Scalar::None, Scalar::None) => true,
            (Scalar::Bool(x), Scalar::Bool(y)) => x == y,
            (Scalar::Int(x), Scalar::Int(y)) => x == y && (-5..=256).contains(x),
            (Scalar::Str(x), Scalar::Str(y)) => Text::ptr_eq(x, y) || (x.len() <= 1 && x == y),
            (Scalar::Float(x), Scalar::Float(y)) => a.tag.key == 0 && b.tag.key == 0 && x.to_bits() == y.to_bits(),
            _ => false,
        }
    }

    /// The kind `isinstance` sees: a proxy is an instance of none of the
    /// scalar types.
    pub fn visible_kind(&self, input: &Operand) -> Option<Kind> {
        if self.is_proxy(input) {
            None
        } else {
            Some(input.kind())
        }
    }

    /// The text of a string used by an operation (a str method, `in`,
    /// `join`, indexing, slicing, iterating, `len`): a read of its block;
    /// `None` for a non-string or a proxy (the tracer's `_Tracked` has no
    /// str methods).
    pub fn read_str(&self, site: Site, input: &Operand) -> Option<Text> {
        if self.is_proxy(input) {
            return None;
        }
        let Scalar::Str(text) = &input.payload else { return None };
        self.read_operands(site, &[input]);
        Some(text.clone())
    }

    /// Reference: a measured call's result value handed back to the caller
    /// as a fresh value (never a read).
    pub fn unwrap(&self, input: &Operand) -> Operand {
        self.plain(input.payload.clone())
    }

    /// The payload of a value, for showing the session's stack to the
    /// user (the REPL's `:stack` view, not the program): records nothing,
    /// and only `crate::repl` may call it (`tests/boundary.rs`).
    pub fn observe<'a>(&self, input: &'a Operand) -> &'a Scalar {
        &input.payload
    }
}

/// A small inline buffer so an instruction's read batch does not allocate.
mod smallkeys {
    use super::Key;

    pub struct Keys {
        inline: [Key; 4],
        len: usize,
        spill: Vec<Key>,
    }

    impl Keys {
        pub fn new() -> Keys {
            Keys { inline: [0; 4], len: 0, spill: Vec::new() }
        }

        pub fn push(&mut self, key: Key) {
            if self.len < 4 && self.spill.is_empty() {
                self.inline[self.len] = key;
                self.len += 1;
            } else {
                if self.spill.is_empty() {
                    self.spill.extend_from_slice(&self.inline[..self.len]);
                }
                self.spill.push(key);
            }
        }

        pub fn as_slice(&self) -> &[Key] {
            if self.spill.is_empty() {
                &self.inline[..self.len]
            } else {
                &self.spill
            }
        }
    }
}

/// Calls `f` with the inputs' payloads, gathered on the stack: an
/// instruction has at most three inputs in the subset (`pow(b, e, m)`), and
/// this runs for every operator, so it must not allocate.
fn with_payloads<R>(inputs: &[&Operand], f: impl FnOnce(&[&Scalar]) -> R) -> R {
    const NONE: Scalar = Scalar::None;
    if inputs.len() > 4 {
        return f(&inputs.iter().map(|op| &op.payload).collect::<Vec<_>>());
    }
    let mut buf: [&Scalar; 4] = [&NONE; 4];
    for (slot, op) in buf.iter_mut().zip(inputs) {
        *slot = &op.payload;
    }
    f(&buf[..inputs.len()])
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The memo's equality is the constants map's: type and value, floats
    /// by their bits.
    #[test]
    fn same_constant_is_const_key_equality() {
        let big = |n: i64| Scalar::BigInt(Rc::new(num_bigint::BigInt::from(n) << 70));
        let values = [
            Scalar::None,
            Scalar::Bool(true),
            Scalar::Bool(false),
            Scalar::Int(1),
            Scalar::Int(0),
            Scalar::Float(1.0),
            Scalar::Float(0.0),
            Scalar::Float(-0.0),
            Scalar::Float(f64::NAN),
            big(1),
            big(2),
            Scalar::Str(Text::from("1")),
            Scalar::Str(Text::from("")),
        ];
        for a in &values {
            for b in &values {
                assert_eq!(same_constant(a, b), ConstKey::of(a) == ConstKey::of(b), "{a:?} {b:?}");
            }
        }
        assert!(same_constant(&big(3), &big(3)));
        assert!(same_constant(&Scalar::Str(Text::from("ab")), &Scalar::Str(Text::from("ab"))));
    }

    /// `apply_plain` only ever sees plain values: a metered operand on
    /// either side, or any value in strict, leaves the instruction to
    /// `apply`, which records it.
    #[test]
    fn apply_plain_refuses_metered_operands() {
        let add = |x: &Scalar, y: &Scalar| crate::ops::fast_binary(crate::ops::BinaryOp::Add, x, y);
        let machine = Machine::new(Model::Reference);
        let (two, three) = (machine.plain(Scalar::Int(2)), machine.plain(Scalar::Int(3)));
        assert!(matches!(machine.apply_plain(&two, &three, add), Some(Scalar::Int(5))));
        let scope = machine.begin_measure(false);
        let metered = machine.adopt(scope, &two);
        assert!(machine.apply_plain(&metered, &three, add).is_none());
        assert!(machine.apply_plain(&three, &metered, add).is_none());
        machine.end_measure(scope, Vec::new());

        let strict = Machine::new(Model::Strict);
        let (two, three) = (strict.plain(Scalar::Int(2)), strict.plain(Scalar::Int(3)));
        assert!(strict.apply_plain(&two, &three, add).is_none());
    }

    /// A memo entry left by another literal at the same address is not
    /// taken for this one.
    #[test]
    fn a_reused_address_is_checked() {
        let machine = Machine::new(Model::Strict);
        let scope = machine.begin_measure(false);
        let five = machine.constant(64, Scalar::Int(5)).expect("within the budget");
        let seven = machine.constant(64, Scalar::Int(7)).expect("within the budget");
        assert_ne!(five.tag.key, seven.tag.key);
        assert_eq!(machine.constant(8, Scalar::Int(5)).expect("within the budget").tag.key, five.tag.key);
        assert_eq!(machine.constant(64, Scalar::Int(7)).expect("within the budget").tag.key, seven.tag.key);
        machine.end_measure(scope, Vec::new());
    }
}
