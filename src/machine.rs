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
//! - `strict`: the whole run is a measurement and every scalar created
//!   while a measurement is open gets a block in the innermost one; each
//!   distinct literal is one block per measurement; formatting and `is`
//!   read. A value of another measurement read inside the current one is
//!   imported on first use, priced as coming from below the whole stack.

pub mod operand;
pub mod scalar;
pub mod trace;

use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;

pub use operand::{Kind, Operand, Tag};

use crate::source::Site;
use scalar::Scalar;
use trace::{Event, Key, Trace};

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
    Str(Rc<str>),
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
    next_key: Key,
    /// Strict: the block of each literal used in this measurement.
    constants: HashMap<ConstKey, Operand>,
    /// Strict: keys given to values of other measurements read here.
    imports: HashMap<Tag, Key>,
    /// Whether to bracket operator instructions (`OpStart`/`OpEnd`): only
    /// the IR needs them, and they would double a strict run's log.
    record_ops: bool,
}

impl Measurement {
    fn new(record_ops: bool) -> Measurement {
        Measurement {
            trace: Trace::default(),
            next_key: 1,
            constants: HashMap::new(),
            imports: HashMap::new(),
            record_ops,
        }
    }

    fn fresh_key(&mut self) -> Key {
        let key = self.next_key;
        self.next_key += 1;
        key
    }
}

#[derive(Default)]
struct State {
    /// Indexed by `ScopeId - 1`; `None` once the measurement has ended.
    measurements: Vec<Option<Measurement>>,
    /// Open measurements, innermost last.
    open: Vec<ScopeId>,
    /// While set, nothing is recorded: the REPL showing a value.
    muted: bool,
}

impl State {
    fn get(&mut self, scope: ScopeId) -> Option<&mut Measurement> {
        if scope == 0 {
            return None;
        }
        self.measurements.get_mut(scope as usize - 1).and_then(Option::as_mut)
    }
}

/// An operator instruction between its read batch and its result's stores.
pub struct OpFrame {
    scope: ScopeId,
    keys: trace::KeyRange,
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
}

impl Machine {
    pub fn new(model: Model) -> Machine {
        Machine { model, state: RefCell::new(State::default()) }
    }

    pub fn model(&self) -> Model {
        self.model
    }

    // ----- measurements (opened by builtins::bytedmd and, strict, the driver) -----

    /// Opens a measurement; `want_ir` keeps what the IR needs.
    pub fn begin_measure(&self, want_ir: bool) -> ScopeId {
        let mut state = self.state.borrow_mut();
        state.measurements.push(Some(Measurement::new(want_ir)));
        let scope = state.measurements.len() as ScopeId;
        state.open.push(scope);
        scope
    }

    /// Ends a measurement and hands over its log. `live_at_end` are the
    /// operands reachable from the measured call's result.
    pub fn end_measure(&self, scope: ScopeId, live_at_end: &[Operand]) -> Trace {
        let mut state = self.state.borrow_mut();
        state.open.retain(|&s| s != scope);
        let mut trace = match state.measurements.get_mut(scope as usize - 1).and_then(Option::take) {
            Some(m) => m.trace,
            None => Trace::default(),
        };
        trace.live_at_end = live_at_end.iter().filter(|op| op.tag.scope == scope).map(|op| op.tag.key).collect();
        trace
    }

    // ----- the REPL: incremental pricing of the open session measurement -----
    // (Added for `crate::repl`; nothing else calls these.)

    /// Moves the events recorded in measurement `scope` since the last call
    /// (or since it began) out as a trace of their own. The measurement stays
    /// open and keeps its key counter, constants and imports, so later events
    /// continue its numbering. Call it only between statements, never while
    /// an operator instruction is open (an `OpFrame` holds a `KeyRange` into
    /// the drained storage).
    pub fn drain_events(&self, scope: ScopeId) -> Trace {
        let mut state = self.state.borrow_mut();
        let Some(m) = state.get(scope) else { return Trace::default() };
        Trace {
            events: std::mem::take(&mut m.trace.events),
            keys: std::mem::take(&mut m.trace.keys),
            max_key: m.trace.max_key,
            live_at_end: Vec::new(),
        }
    }

    /// The key of `input`'s block in measurement `scope`, if it has one there.
    pub fn key_in(&self, input: &Operand, scope: ScopeId) -> Option<Key> {
        (input.tag.scope == scope && scope != 0 && input.tag.key != 0).then_some(input.tag.key)
    }

    /// Strict: the literal constants measurement `scope` holds, one operand
    /// per block (a literal may be used again by any later statement).
    pub fn constants(&self, scope: ScopeId) -> Vec<Operand> {
        let mut state = self.state.borrow_mut();
        state.get(scope).map(|m| m.constants.values().cloned().collect()).unwrap_or_default()
    }

    /// The measurement new values go to in the strict model.
    fn current(&self) -> Option<ScopeId> {
        match self.model {
            Model::Reference => None,
            Model::Strict => self.state.borrow().open.last().copied(),
        }
    }

    /// A new value with a block in `scope` (a `STORE`, free).
    pub fn track(&self, scope: ScopeId, payload: Scalar) -> Operand {
        let mut state = self.state.borrow_mut();
        let Some(m) = state.get(scope) else {
            return Operand { payload, tag: Tag { scope, key: 0 } };
        };
        let key = m.fresh_key();
        m.trace.store(key);
        Operand { payload, tag: Tag { scope, key } }
    }

    // ----- creating values -----

    /// A value the program computes or receives (a result, a counter, a
    /// conversion): a new block in strict, unmetered in reference.
    pub fn plain(&self, payload: Scalar) -> Operand {
        match self.current() {
            Some(scope) => self.track(scope, payload),
            None => Operand { payload, tag: Tag::UNTRACKED },
        }
    }

    /// Turns recording off (or back on) and returns the previous setting:
    /// the REPL displaying a value to the user is not a use by the program,
    /// so it must not change later costs.
    pub fn set_muted(&self, muted: bool) -> bool {
        std::mem::replace(&mut self.state.borrow_mut().muted, muted)
    }

    /// A reading of the metering API itself (a trace, a cost, the IR): an
    /// instrument's output, not program data, so it is never metered.
    pub fn unmetered(&self, payload: Scalar) -> Operand {
        Operand { payload, tag: Tag::UNTRACKED }
    }

    /// A literal constant: in strict, one block per distinct (type, value)
    /// per measurement, stored on first use.
    pub fn constant(&self, payload: Scalar) -> Operand {
        let Some(scope) = self.current() else {
            return Operand { payload, tag: Tag::UNTRACKED };
        };
        let key = ConstKey::of(&payload);
        if let Some(existing) = self.state.borrow_mut().get(scope).and_then(|m| m.constants.get(&key).cloned()) {
            return existing;
        }
        let op = self.track(scope, payload);
        if let Some(m) = self.state.borrow_mut().get(scope) {
            m.constants.insert(key, op.clone());
        }
        op
    }

    // ----- what the model says about a value -----

    /// Whether the value behaves as the tracer's `_Tracked` proxy (repr
    /// `Tracked(..)`, not an instance of int, no str methods): reference
    /// model values derived from a measured call's arguments.
    pub fn is_proxy(&self, input: &Operand) -> bool {
        self.model == Model::Reference && input.tag.scope != 0
    }

    /// Whether wrapping a measured call's argument keeps this value as is
    /// (the tracer keeps any proxy; strict keeps only the call's own values).
    pub fn keeps_when_wrapped(&self, input: &Operand, scope: ScopeId) -> bool {
        match self.model {
            Model::Reference => input.tag.scope != 0,
            Model::Strict => input.tag.scope == scope,
        }
    }

    /// Whether a value in a measured call's result is handed back to the
    /// caller as a fresh value (the tracer's unwrapping).
    pub fn leaves_measurement(&self, input: &Operand, scope: ScopeId) -> bool {
        match self.model {
            Model::Reference => input.tag.scope != 0,
            Model::Strict => input.tag.scope == scope,
        }
    }

    // ----- reads -----

    fn record_read(&self, site: Site, inputs: &[&Operand]) -> Option<OpFrame> {
        let mut state = self.state.borrow_mut();
        if state.muted {
            return None;
        }
        let scope = match self.model {
            Model::Reference => inputs.iter().map(|op| op.tag.scope).find(|&s| s != 0)?,
            Model::Strict => *state.open.last()?,
        };
        let m = state.get(scope)?;
        let mut keys = smallkeys::Keys::new();
        for op in inputs {
            let tag = op.tag;
            if tag.scope == scope && tag.key != 0 {
                keys.push(tag.key);
            } else if self.model == Model::Strict && tag.scope != 0 {
                let key = match m.imports.get(&tag) {
                    Some(&k) => k,
                    None => {
                        let k = m.fresh_key();
                        m.imports.insert(tag, k);
                        k
                    }
                };
                keys.push(key);
            }
        }
        let range = m.trace.push_keys(keys.as_slice());
        if range.len > 0 {
            m.trace.events.push(Event::Read { keys: range, site });
        }
        Some(OpFrame { scope, keys: range })
    }

    /// An operator instruction: computes `f` on the payloads (in the order
    /// given, which is source order), then reads the metered inputs as one
    /// batch and stores the result as a new value. With no metered input
    /// nothing is read and the result is a plain value. When `f` fails
    /// nothing is recorded, as the tracer computes before it reads.
    pub fn apply<E>(
        &self,
        site: Site,
        name: &'static str,
        inputs: &[&Operand],
        f: impl FnOnce(&[&Scalar]) -> Result<Scalar, E>,
    ) -> Result<Operand, E> {
        let result = with_payloads(inputs, f)?;
        let Some(frame) = self.begin_op(site, inputs) else {
            return Ok(self.plain(result));
        };
        let out = self.track(frame.scope, result);
        self.end_op(frame, name, Some(&out));
        Ok(out)
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
        let Some(frame) = self.begin_op(site, inputs) else {
            return Ok((self.plain(a), self.plain(b)));
        };
        let a = self.track(frame.scope, a);
        let b = self.track(frame.scope, b);
        self.end_op(frame, name, None);
        Ok((a, b))
    }

    /// Reads the metered inputs of an operator instruction whose result is
    /// built by the caller (sequence repetition wraps a whole list); returns
    /// `None` when nothing is metered. The caller stores the result's
    /// values with `track(frame.scope(), ..)` and then calls `end_op`.
    pub fn begin_op(&self, site: Site, inputs: &[&Operand]) -> Option<OpFrame> {
        let frame = self.record_read(site, inputs)?;
        if let Some(m) = self.state.borrow_mut().get(frame.scope).filter(|m| m.record_ops) {
            m.trace.events.push(Event::OpStart);
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

    pub fn end_op(&self, frame: OpFrame, name: &'static str, out: Option<&Operand>) {
        let out_key = out.filter(|op| op.tag.scope == frame.scope && op.tag.key != 0).map(|op| op.tag.key);
        if let Some(m) = self.state.borrow_mut().get(frame.scope).filter(|m| m.record_ops) {
            m.trace.events.push(Event::OpEnd { name: trace::OpName::of(name), keys: frame.keys, out: out_key });
        }
    }

    /// A read whose result is a plain value (truth tests, `int()`,
    /// `float()`, indices, hashes, float math): one batch with the operand,
    /// then `f` sees the payload.
    pub fn escape<R>(&self, site: Site, input: &Operand, f: impl FnOnce(&Scalar) -> R) -> R {
        self.record_read(site, &[input]);
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
            self.record_read(site, &[input]);
        }
        crate::format::check_int_str_digits(&input.payload)?;
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
            self.record_read(site, &[input]);
        }
        if self.is_proxy(input) {
            return Err(("TypeError", "unsupported format string passed to _Tracked.__format__".to_string()));
        }
        crate::format::format_scalar(&input.payload, spec)
    }

    /// The `is` operator on scalars: a read of both in strict.
    pub fn identity(&self, site: Site, a: &Operand, b: &Operand) -> bool {
        if self.model.formatting_reads() {
            self.record_read(site, &[a, b]);
        }
        self.is_same(a, b)
    }

    /// Identity without a read, for CPython's internal shortcuts
    /// (`x in xs` and dict probes skip the equality test of an item that
    /// *is* the value). Values with blocks are identical only to themselves
    /// (strict literals share one block, as CPython shares constants);
    /// unmetered values follow CPython's observable identity for the values
    /// programs compare with `is` (None, bools, small ints, equal strings).
    pub fn is_same(&self, a: &Operand, b: &Operand) -> bool {
        if a.tag.scope != 0 || b.tag.scope != 0 {
            return a.tag == b.tag && a.tag.key != 0;
        }
        match (&a.payload, &b.payload) {
            (Scalar::None, Scalar::None) => true,
            (Scalar::Bool(x), Scalar::Bool(y)) => x == y,
            (Scalar::Int(x), Scalar::Int(y)) => x == y && (-5..=256).contains(x),
            (Scalar::Str(x), Scalar::Str(y)) => Rc::ptr_eq(x, y) || (x.len() <= 1 && x == y),
            (Scalar::Float(x), Scalar::Float(y)) => x.to_bits() == y.to_bits(),
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

    /// A copy of the payload for wrapping it into a measurement (a store,
    /// never a read).
    pub fn unwrap_payload(&self, input: &Operand) -> Scalar {
        input.payload.clone()
    }

    /// The payload of a non-proxy value, for the structural uses of strings
    /// (methods, iteration, `len`) and the interpreter's own bookkeeping.
    pub fn peek<'a>(&self, input: &'a Operand) -> Option<&'a Scalar> {
        if self.is_proxy(input) {
            None
        } else {
            Some(&input.payload)
        }
    }

    /// The text of a string used by an operation (a str method, `in`,
    /// `join`): a read of a value with a block; `None` for a non-string or
    /// a proxy (the tracer's `_Tracked` has no str methods).
    pub fn read_str(&self, site: Site, input: &Operand) -> Option<Rc<str>> {
        if self.is_proxy(input) {
            return None;
        }
        let Scalar::Str(text) = &input.payload else { return None };
        self.record_read(site, &[input]);
        Some(text.clone())
    }

    /// A measured call's result value handed back to the caller as a fresh
    /// value (never a read).
    pub fn unwrap(&self, input: &Operand) -> Operand {
        self.plain(input.payload.clone())
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
