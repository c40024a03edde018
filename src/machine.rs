//! The metering boundary. `Machine` is the only code that can open an
//! `Operand`: every method that reveals a payload records the read it
//! implies into the event log of the measurement the value belongs to.
//! The interpreter cannot compute with a scalar without going through one
//! of these methods, so a read cannot be forgotten.
//!
//! What counts as a read, and which values occupy blocks at all, is the
//! cost model's policy (`Model`); the machine consults it and records. It
//! never prices: `crate::cost` prices a finished `Trace`.

pub mod operand;
pub mod scalar;
pub mod trace;

pub use operand::{Kind, Operand, Tag};

use crate::source::Site;
use operand::Tag as OperandTag;
use scalar::Scalar;
use trace::{Event, Key, Trace};

/// Which values are metered and which uses are reads.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Model {
    /// The Python tracer `bytedmd.py`: only values derived from a measured
    /// call's arguments are on the stack; formatting and identity are free.
    Reference,
}

impl Model {
    pub fn name(self) -> &'static str {
        match self {
            Model::Reference => "reference",
        }
    }

    /// Whether printing or `str()` of a metered value is a read.
    fn formatting_reads(self) -> bool {
        match self {
            Model::Reference => false,
        }
    }
}

/// Identifies one measurement (one `bytedmd`/`traced_eval`/`inspect_ir` call).
pub type ScopeId = u32;

struct Measurement {
    trace: Trace,
    next_key: Key,
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
    /// Indexed by `ScopeId - 1`; `None` once the measurement has ended.
    measurements: Vec<Option<Measurement>>,
}

impl Machine {
    pub fn new(model: Model) -> Machine {
        Machine { model, measurements: Vec::new() }
    }

    pub fn model(&self) -> Model {
        self.model
    }

    // ----- measurements (opened and closed only by builtins::bytedmd) -----

    pub fn begin_measure(&mut self) -> ScopeId {
        self.measurements.push(Some(Measurement { trace: Trace::default(), next_key: 1 }));
        self.measurements.len() as ScopeId
    }

    /// Ends a measurement and hands over its log. `live_at_end` are the
    /// operands reachable from the measured call's result.
    pub fn end_measure(&mut self, scope: ScopeId, live_at_end: &[Operand]) -> Trace {
        let mut trace = match self.measurements.get_mut(scope as usize - 1).and_then(Option::take) {
            Some(m) => m.trace,
            None => Trace::default(),
        };
        trace.live_at_end = live_at_end.iter().filter(|op| op.tag.scope == scope).map(|op| op.tag.key).collect();
        trace
    }

    /// A new metered value in `scope` (a `STORE`, free).
    pub fn track(&mut self, scope: ScopeId, payload: Scalar) -> Operand {
        let Some(m) = self.open_mut(scope) else {
            return Operand { payload, tag: OperandTag { scope, key: 0 } };
        };
        let key = m.next_key;
        m.next_key += 1;
        m.trace.store(key);
        Operand { payload, tag: OperandTag { scope, key } }
    }

    fn open_mut(&mut self, scope: ScopeId) -> Option<&mut Measurement> {
        if scope == 0 {
            return None;
        }
        self.measurements.get_mut(scope as usize - 1).and_then(Option::as_mut)
    }

    // ----- values that are not metered -----

    /// A literal or any value computed without metered inputs.
    pub fn plain(&self, payload: Scalar) -> Operand {
        Operand { payload, tag: Tag::UNTRACKED }
    }

    // ----- reads -----

    fn record_read(&mut self, site: Site, inputs: &[&Operand]) -> Option<OpFrame> {
        let scope = inputs.iter().map(|op| op.tag.scope).find(|&s| s != 0)?;
        let m = self.open_mut(scope)?;
        let mut keys: smallkeys::Keys = smallkeys::Keys::new();
        for op in inputs {
            if op.tag.scope == scope && op.tag.key != 0 {
                keys.push(op.tag.key);
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
    /// batch and stores the result as a new metered value. With no metered
    /// input nothing is recorded and the result is plain. When `f` fails
    /// nothing is recorded, as the tracer computes before it reads.
    pub fn apply<E>(
        &mut self,
        site: Site,
        name: &'static str,
        inputs: &[&Operand],
        f: impl FnOnce(&[&Scalar]) -> Result<Scalar, E>,
    ) -> Result<Operand, E> {
        let payloads: smallpay::Payloads = inputs.iter().map(|op| &op.payload).collect();
        let result = f(payloads.as_slice())?;
        let Some(frame) = self.begin_op(site, inputs) else {
            return Ok(self.plain(result));
        };
        let out = self.track(frame.scope, result);
        self.end_op(frame, name, Some(&out));
        Ok(out)
    }

    /// Like `apply` for an instruction with two results (`divmod`).
    pub fn apply_pair<E>(
        &mut self,
        site: Site,
        name: &'static str,
        inputs: &[&Operand],
        f: impl FnOnce(&[&Scalar]) -> Result<(Scalar, Scalar), E>,
    ) -> Result<(Operand, Operand), E> {
        let payloads: smallpay::Payloads = inputs.iter().map(|op| &op.payload).collect();
        let (a, b) = f(payloads.as_slice())?;
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
    /// `None` when no input is metered. The caller stores the result's
    /// values with `track(frame.scope(), ..)` and then calls `end_op`.
    pub fn begin_op(&mut self, site: Site, inputs: &[&Operand]) -> Option<OpFrame> {
        let frame = self.record_read(site, inputs)?;
        if let Some(m) = self.open_mut(frame.scope) {
            m.trace.events.push(Event::OpStart);
        }
        Some(frame)
    }

    /// Computes `f` on the payloads first (an error records nothing), then
    /// opens an operator instruction as `begin_op` does.
    pub fn compute_then_begin<R, E>(
        &mut self,
        site: Site,
        inputs: &[&Operand],
        f: impl FnOnce(&[&Scalar]) -> Result<R, E>,
    ) -> Result<(R, Option<OpFrame>), E> {
        let payloads: smallpay::Payloads = inputs.iter().map(|op| &op.payload).collect();
        let result = f(payloads.as_slice())?;
        Ok((result, self.begin_op(site, inputs)))
    }

    pub fn end_op(&mut self, frame: OpFrame, name: &'static str, out: Option<&Operand>) {
        let out_key = out.filter(|op| op.tag.scope == frame.scope && op.tag.key != 0).map(|op| op.tag.key);
        if let Some(m) = self.open_mut(frame.scope) {
            m.trace.events.push(Event::OpEnd { name, keys: frame.keys, out: out_key });
        }
    }

    /// A read whose result leaves the stack (truth tests, `int()`,
    /// `float()`, indices, hashes, float math): one batch with the operand,
    /// then `f` sees the payload.
    pub fn escape<R>(&mut self, site: Site, input: &Operand, f: impl FnOnce(&Scalar) -> R) -> R {
        self.record_read(site, &[input]);
        f(&input.payload)
    }

    /// The truth value of `input` (`__bool__`), a read.
    pub fn truth(&mut self, site: Site, input: &Operand) -> bool {
        self.escape(site, input, crate::ops::truthy)
    }

    /// Text of a value for `str()`, `print` and `{}` formatting; `repr`
    /// chooses `repr()` over `str()`. Free in the reference model, where a
    /// metered value's repr is `Tracked(<str of payload>)`.
    pub fn text(&mut self, site: Site, input: &Operand, repr: bool) -> Result<String, (&'static str, String)> {
        if self.model.formatting_reads() {
            self.record_read(site, &[input]);
        }
        crate::format::check_int_str_digits(&input.payload)?;
        if repr && input.is_tracked() {
            return Ok(format!("Tracked({})", crate::format::scalar_str(&input.payload)));
        }
        Ok(if repr { crate::format::scalar_repr(&input.payload) } else { crate::format::scalar_str(&input.payload) })
    }

    /// `format(value, spec)`. An empty spec is `str()`. In the reference
    /// model a metered value rejects any other spec, as `_Tracked` does.
    pub fn format(&mut self, site: Site, input: &Operand, spec: &str) -> Result<String, (&'static str, String)> {
        if spec.is_empty() {
            return self.text(site, input, false);
        }
        if self.model.formatting_reads() {
            self.record_read(site, &[input]);
        }
        if input.is_tracked() && self.model == Model::Reference {
            return Err(("TypeError", "unsupported format string passed to _Tracked.__format__".to_string()));
        }
        crate::format::format_scalar(&input.payload, spec)
    }

    /// The kind `isinstance` sees: in the reference model a metered value
    /// is a `_Tracked` object, an instance of none of the scalar types.
    pub fn visible_kind(&self, input: &Operand) -> Option<Kind> {
        match self.model {
            Model::Reference if input.is_tracked() => None,
            _ => Some(input.kind()),
        }
    }

    /// A copy of the payload for wrapping it into a measurement (a store,
    /// never a read).
    pub fn unwrap_payload(&self, input: &Operand) -> Scalar {
        input.payload.clone()
    }

    /// The payload itself, for uses every model treats as free: identity
    /// tests between plain values, copying a measured call's results back
    /// to the caller, `isinstance` of plain values.
    pub fn peek<'a>(&self, input: &'a Operand) -> Option<&'a Scalar> {
        if input.is_tracked() {
            None
        } else {
            Some(&input.payload)
        }
    }

    /// A metered value's payload as a plain value: the tracer's unwrapping
    /// of a measured call's results (never a read).
    pub fn unwrap(&self, input: &Operand) -> Operand {
        self.plain(input.payload.clone())
    }

    /// `a is b` for scalars: tracked values are identical only to
    /// themselves; plain values follow CPython's observable identity for
    /// the values programs compare with `is` (None, bools, small ints,
    /// equal strings).
    pub fn is_same(&self, a: &Operand, b: &Operand) -> bool {
        if a.is_tracked() || b.is_tracked() {
            return a.tag == b.tag && a.is_tracked() && b.is_tracked();
        }
        match (&a.payload, &b.payload) {
            (Scalar::None, Scalar::None) => true,
            (Scalar::Bool(x), Scalar::Bool(y)) => x == y,
            (Scalar::Int(x), Scalar::Int(y)) => x == y && (-5..=256).contains(x),
            (Scalar::Str(x), Scalar::Str(y)) => std::rc::Rc::ptr_eq(x, y) || (x.len() <= 1 && x == y),
            (Scalar::Float(x), Scalar::Float(y)) => x.to_bits() == y.to_bits(),
            _ => false,
        }
    }
}

/// Small inline buffers so an instruction's read batch does not allocate.
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

mod smallpay {
    use super::Scalar;

    pub struct Payloads<'a>(Vec<&'a Scalar>);

    impl<'a> FromIterator<&'a Scalar> for Payloads<'a> {
        fn from_iter<I: IntoIterator<Item = &'a Scalar>>(iter: I) -> Self {
            Payloads(iter.into_iter().collect())
        }
    }

    impl<'a> Payloads<'a> {
        pub fn as_slice(&self) -> &[&'a Scalar] {
            &self.0
        }
    }
}
