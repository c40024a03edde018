//! Pricing a finished measurement (pass 2 of the reference tracer): replays
//! a `Trace` against an LRU stack with liveness-based removal, giving the
//! depth of every read (the trace), optionally the tracer's IR, and the
//! ByteDMD cost of those depths.
//!
//! The cost module never sees ASTs, values or the interpreter: it only
//! reads the event log after the run. It knows nothing of which uses count
//! as reads (that is the machine's model); it only applies the three rules
//! to the events it is given.
//!
//! Semantics (reference-model.md, section 7), with the choices made for
//! logs the interpreter never records (none of them panics):
//! * a read of a key that is not on the stack costs depth `len + 1` (as if
//!   it came from just below the bottom) and then joins the top like any
//!   read key, leaving again after its last use;
//! * a store of a key already on the stack moves it to the top;
//! * a `Read` or `OpEnd` whose key range lies outside `Trace::keys` is
//!   treated as having no keys (such a `Read` is skipped);
//! * an `OpEnd` without an open `OpStart` appends its `Op` at the end; an
//!   `Op` key that was not in the latest read batch gets depth 0, which
//!   costs 0 (the tracer would crash formatting it);
//! * depths and costs are exact integers; a cost too large for u128
//!   (beyond anything a real trace reaches) saturates at `u128::MAX`.

pub mod lru;
pub mod naive;
mod pipeline;
mod pricer;
pub mod record;
mod shadow;
pub mod share;
pub mod sites;
pub mod tally;

use crate::error::RtResult;
use std::collections::HashMap;
use std::fmt::Write as _;
use std::time::{Duration, Instant};

use crate::eventlog::keymap::KeyMap;
use crate::eventlog::trace::{Event, Key, OpName, Trace};
use crate::eventlog::uses::{Slots, UseIndex};
use crate::sandbox::memory;
use crate::source::Site;
use pricer::{Pricer, Sums};
use tally::TraceSummary;

/// One entry of the IR, as the reference tracer's inspect_ir returns it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum IrEntry {
    Store(Key),
    /// A read of a block `width` words wide whose top word is at `depth`.
    Read {
        key: Key,
        depth: u32,
        width: u32,
    },
    /// An operator instruction: its operand keys, their depths in the op's
    /// own read batch, and its result (`None` for tuple/list results).
    Op {
        name: &'static str,
        keys: Vec<Key>,
        depths: Vec<u32>,
        out: Option<Key>,
    },
}

/// A strict measured call's IR as a program may see it (`inspect_ir`,
/// `format_ir`, `dmdpy trace`): only the blocks the call reads, numbered
/// from 1 in the order the call first uses them. A block stored and never
/// read (an argument's part the call never looked at) is left out, and
/// the run-wide keys, which would tell how many blocks every value before
/// took (a free `id()`), are not shown.
pub fn read_blocks_only(ir: Vec<IrEntry>) -> Vec<IrEntry> {
    let mut read = std::collections::HashSet::new();
    for entry in &ir {
        match entry {
            IrEntry::Read { key, .. } => {
                read.insert(*key);
            }
            IrEntry::Op { keys, .. } => read.extend(keys.iter().copied()),
            IrEntry::Store(_) => {}
        }
    }
    let mut numbers: HashMap<Key, Key> = HashMap::new();
    let mut number = |key: Key| {
        let next = numbers.len() as Key + 1;
        *numbers.entry(key).or_insert(next)
    };
    ir.into_iter()
        .filter(|entry| !matches!(entry, IrEntry::Store(k) if !read.contains(k)))
        .map(|entry| match entry {
            IrEntry::Store(k) => IrEntry::Store(number(k)),
            IrEntry::Read { key, depth, width } => IrEntry::Read { key: number(key), depth, width },
            IrEntry::Op { name, keys, depths, out } => IrEntry::Op {
                name,
                keys: keys.into_iter().map(&mut number).collect(),
                depths,
                out: out.filter(|k| read.contains(k)).map(&mut number),
            },
        })
        .collect()
}

/// A measured call's IR and the site of each of its reads, kept for
/// `dmdpy trace` (the driver writes it out).
#[derive(Debug, Clone)]
pub struct MeasuredIr {
    /// Its number among the run's measured calls, from 1.
    pub number: usize,
    pub function: String,
    pub ir: Vec<IrEntry>,
    pub sites: sites::Sites,
}

/// What a replay keeps beyond its summary, and how it prices.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ReplayOptions {
    /// Keep the IR.
    pub ir: bool,
    /// Keep every read's depth (`Replay::depths`): memory in proportion to
    /// the run, for `traced_eval` and tests.
    pub depths: bool,
    /// Keep every read's site (`Replay::sites`), for the IR text and tests.
    pub sites: bool,
    /// Prices the summary.
    pub bytes_per_element: i64,
}

impl ReplayOptions {
    /// Everything kept, one byte per element.
    pub fn full() -> ReplayOptions {
        ReplayOptions { ir: true, depths: true, sites: true, bytes_per_element: 1 }
    }

    /// Only the summary.
    pub fn summary(bytes_per_element: i64) -> ReplayOptions {
        ReplayOptions { ir: false, depths: false, sites: false, bytes_per_element }
    }
}

/// The outcome of replaying one trace.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Replay {
    /// Totals, histogram, per-line costs and timeline of the reads.
    pub summary: TraceSummary,
    /// The trace: one depth per read occurrence, in order (only with
    /// `ReplayOptions::depths`).
    pub depths: Vec<u32>,
    /// The site of each read occurrence, in order, in runs (only with
    /// `ReplayOptions::sites`).
    pub sites: sites::Sites,
    /// The IR; empty unless requested.
    pub ir: Vec<IrEntry>,
    /// The largest number of words (values, for one-word values) on the
    /// stack between two events.
    pub peak_live: usize,
    /// What is left on the stack at the end (the keys live at the end),
    /// bottom first, with their widths: where a later measurement that
    /// continues this one (`score`'s measured call after the module load)
    /// finds them.
    pub final_stack: Vec<(Key, u32)>,
}

/// Replays `trace` keeping every read (and the IR if `want_ir`), priced at
/// one byte per element: O(log n) per read or store, never a scan of the
/// stack.
#[cfg(test)]
pub fn replay(trace: &Trace, want_ir: bool) -> Replay {
    replay_with(trace, ReplayOptions { ir: want_ir, ..ReplayOptions::full() }).expect("no budget in unit tests")
}

/// Replays `trace`, keeping what `options` asks for; `MemoryError` when
/// its tables do not fit the heap budget.
pub fn replay_with(trace: &Trace, options: ReplayOptions) -> RtResult<Replay> {
    let (slots, last) = index(trace, None)?;
    let mut replayer = Replayer::new(trace, &slots, last, options);
    let mut cursor = trace.cursor();
    let mut i = 0;
    while let Some(event) = cursor.next() {
        replayer.event(i, event, cursor.keys());
        i += 1;
    }
    replayer.refused().map_or(Ok(()), Err)?;
    Ok(replayer.finish())
}

/// The most bytes per element a run's costs are reported in (`run
/// --bytes-per-element`, the REPL's, the embedding's). Past it the sums,
/// 128-bit and saturating, could pass 2^128 and print 2^128 − 1 as if
/// exact: with at most 2^32 words live and 2^20 bytes a word, one read
/// costs under 2^78, and 2^50 reads (days of running) stay below 2^128.
/// (`bytedmd(f, args, bpe)` inside a program prices any size exactly.)
pub const MAX_BYTES_PER_ELEMENT: i64 = 1 << 20;

/// Events priced between two looks at the sandbox (well under 10 ms).
const EVENTS_PER_LOOK: usize = 1 << 16;

/// `replay_with` as a run does it: Ctrl-C and the wall-clock limit stop it
/// (`KeyboardInterrupt`, `TimeoutError`) like any other long loop. Uses the
/// last uses the log kept while it was written (taking them out of it).
/// The summary (and depths) of any log go through `pipeline`'s stages, on
/// two threads when the log is long and a core is free; the IR and the
/// sites are kept by `Replayer`, one event at a time.
pub fn replay_within_limits(trace: &mut Trace, options: ReplayOptions) -> RtResult<Replay> {
    let recorded = trace.take_uses();
    let trace = &*trace;
    let (slots, last) = index(trace, recorded)?;
    if !options.ir && !options.sites && pipeline::fits(&slots) {
        let setup = pipeline::Setup::fresh(trace, options);
        return pipeline::price_log(trace, &slots, &last, look_now_and_then, setup).replay(&slots);
    }
    // The stack's stamps and the IR's latest site per slot, asked first.
    lru::ask_for_stamps(slots.max_slot())?;
    if options.ir {
        memory::reserve_items::<(u32, u32)>(slots.max_slot() as usize + 1)?;
    }
    let mut replayer = Replayer::new(trace, &slots, last, options);
    replayer.ask_budget();
    replayer.price_within_limits(trace, usize::MAX)?;
    Ok(replayer.finish())
}

/// Before event `i`: a look at the sandbox every `EVENTS_PER_LOOK` events.
#[inline]
fn look_now_and_then(i: usize) -> RtResult<()> {
    if i.is_multiple_of(EVENTS_PER_LOOK) {
        look_now()?;
    }
    Ok(())
}

fn look_now() -> RtResult<()> {
    crate::sandbox::look()?;
    memory::check()
}

/// Keys read between two looks at the sandbox, whatever the events: one
/// event can read thousands (a dict's probe past colliding keys), and
/// 65,536 such events took a pricing 0.8 s past `--timeout` between two
/// looks.
const KEYS_PER_LOOK: usize = 1 << 21;

/// Counts the keys a pricing has read since it last looked at the
/// sandbox: `due` says when the next look is, besides every
/// `EVENTS_PER_LOOK` events.
#[derive(Default)]
pub struct WideReads {
    keys: usize,
}

impl WideReads {
    /// `keys` more were read: whether a look is due.
    #[inline(always)]
    pub fn due(&mut self, keys: usize) -> bool {
        self.keys += keys;
        if self.keys < KEYS_PER_LOOK {
            return false;
        }
        self.keys = 0;
        true
    }
}

/// Cost of one read at `depth` of a value `bytes_per_element` bytes wide:
/// the sum of `ceil(sqrt(j))` over the bytes `j` it occupies. 0 for
/// `bytes_per_element <= 0` and for depth 0.
#[inline]
pub fn read_cost(depth: u64, bytes_per_element: i64) -> u128 {
    match bytes_per_element {
        1 => byte_cost(depth),
        b => wide_read_cost(depth, b),
    }
}

/// `read_cost` of an element of other than one byte.
fn wide_read_cost(depth: u64, bytes_per_element: i64) -> u128 {
    match bytes_per_element {
        b if b <= 0 => 0,
        b => {
            let (d, b) = (u128::from(depth), b as u128);
            let hi = sum_byte_costs(d * b);
            let lo = sum_byte_costs(d.saturating_sub(1) * b);
            match (hi, lo) {
                (Some(hi), Some(lo)) => hi - lo,
                _ => u128::MAX,
            }
        }
    }
}

/// `trace_cost`, or `None` where the exact cost does not fit in 128 bits.
pub fn trace_cost_checked(depths: &[u32], bytes_per_element: i64) -> Option<u128> {
    if bytes_per_element == 1 {
        return Some(trace_cost(depths, 1));
    }
    depths.iter().try_fold(0u128, |total, &d| {
        let c = read_cost(u64::from(d), bytes_per_element);
        if c == u128::MAX {
            return None;
        }
        total.checked_add(c)
    })
}

/// The exact cost of a trace however large (`trace_cost_checked` failed).
pub fn trace_cost_big(depths: &[u32], bytes_per_element: i64) -> num_bigint::BigUint {
    let b = u128::try_from(bytes_per_element.max(0)).unwrap_or(0);
    let mut total = num_bigint::BigUint::default();
    if b == 0 {
        return total;
    }
    for &d in depths.iter().filter(|&&d| d > 0) {
        let d = u128::from(d);
        total += sum_byte_costs_big(d * b) - sum_byte_costs_big((d - 1) * b);
    }
    total
}

/// `sum_byte_costs` in arbitrary precision (its arguments fit in 128 bits:
/// a depth below 2^32 times a width below 2^63).
fn sum_byte_costs_big(n: u128) -> num_bigint::BigUint {
    use num_bigint::BigUint;
    if n == 0 {
        return BigUint::default();
    }
    let m = BigUint::from(isqrt(n - 1) + 1);
    let plus = BigUint::from(n) * 6u32 + &m * 3u32;
    let minus = &m * &m * 2u32 + 1u32;
    m * (plus - minus) / 6u32
}

/// The cost of reading `width` consecutive words from `depth` down.
fn words_cost(depth: u32, width: u32) -> u128 {
    let top = u128::from(depth) + u128::from(width) - 1;
    let below = u128::from(depth).saturating_sub(1);
    sum_byte_costs(top).unwrap_or(u128::MAX) - sum_byte_costs(below).unwrap_or(0)
}

/// Cost of a whole trace (`trace_to_bytedmd`).
pub fn trace_cost(depths: &[u32], bytes_per_element: i64) -> u128 {
    if bytes_per_element == 1 {
        // The common case, kept free of u128 square roots.
        return depths.iter().map(|&d| byte_cost(u64::from(d))).sum();
    }
    depths.iter().fold(0u128, |total, &d| total.saturating_add(read_cost(u64::from(d), bytes_per_element)))
}

/// The tracer's `format_ir` text: one line per entry and a total line that
/// sums only the `OP` lines, at one byte per element; no trailing newline.
///
/// The text grows within the heap budget and under the clock (an IR of
/// entries with 100,000 operands each took 65 MiB past the budget).
pub fn format_ir(ir: &[IrEntry]) -> RtResult<String> {
    let mut out = crate::sandbox::paced::StrBuilder::new();
    let mut total: u128 = 0;
    for entry in ir {
        let (line, op_cost) = format_ir_entry(entry)?;
        total += op_cost;
        out.push_str(&line)?;
        out.push_str("\n")?;
    }
    out.push_str(&format!("# total cost = {total}"))?;
    Ok(out.finish())
}

/// One IR line in the tracer's format, and the cost it adds to
/// `format_ir`'s total (only OP lines count there).
pub fn format_ir_entry(entry: &IrEntry) -> RtResult<(String, u128)> {
    Ok(match entry {
        IrEntry::Store(k) => (format!("STORE v{k}"), 0),
        IrEntry::Read { key, depth, width: 1 } => {
            let cost = byte_cost(u64::from(*depth));
            (format!("  READ v{key}@{depth}  cost={cost}"), 0)
        }
        IrEntry::Read { key, depth, width } => {
            let cost = words_cost(*depth, *width);
            (format!("  READ v{key}@{depth}  words={width}  cost={cost}"), 0)
        }
        IrEntry::Op { name, keys, depths, .. } => {
            let cost: u128 = depths.iter().map(|&d| byte_cost(u64::from(d))).sum();
            let operands = format_operands(keys, depths)?;
            (format!("OP    {name}({operands})  cost={cost}"), cost)
        }
    })
}

/// Times `replay` plus `trace_cost` on `n` stores followed by `n` reads,
/// each at depth `n` (every read takes the bottom key to the top; all keys
/// stay live). Returns the time and the cost, which is `n * ceil(sqrt(n))`.
pub fn bench_replay(n: usize) -> (Duration, u128) {
    let trace = deep_reads_trace(n);
    let start = Instant::now();
    let result = replay_with(&trace, ReplayOptions::summary(1)).expect("no budget in benches");
    (start.elapsed(), result.summary.cost)
}

/// `n` stores, then a read of each key in push order, all keys live at end.
fn deep_reads_trace(n: usize) -> Trace {
    let n = n.min(u32::MAX as usize - 1) as Key;
    let mut trace = Trace::default();
    for k in 1..=n {
        trace.store(k);
    }
    for k in 1..=n {
        trace.read(&[k], Site::default());
    }
    trace.live_at_end = (1..=n).collect();
    trace
}

/// `c(d) = ceil(sqrt(d))`, the cost of the byte at depth `d`; `c(0) = 0`.
/// Priced once per read: a table for the shallow depths most reads have,
/// a float square root corrected to the exact integer one beyond.
#[inline]
fn byte_cost(d: u64) -> u128 {
    // The table holds depth 0 too: one test for the shallow depths.
    match usize::try_from(d).ok().and_then(|d| SHALLOW_COSTS.get(d)) {
        Some(&c) => u128::from(c),
        None => u128::from(isqrt_u64(d - 1)) + 1,
    }
}

/// Depths up to this are priced from `SHALLOW_COSTS`.
const SHALLOW: usize = 4096;

/// `SHALLOW_COSTS[d] = c(d)` for `d <= SHALLOW`.
static SHALLOW_COSTS: [u8; SHALLOW + 1] = {
    let mut table = [0u8; SHALLOW + 1];
    let mut d = 1;
    while d <= SHALLOW {
        let mut c = 1;
        while c * c < d {
            c += 1;
        }
        table[d] = c as u8;
        d += 1;
    }
    table
};

/// `floor(sqrt(n))`, exactly: the float root is within one of it for
/// every u64, and the corrections make it exact.
#[inline]
fn isqrt_u64(n: u64) -> u64 {
    let mut r = (n as f64).sqrt() as u64;
    while r.checked_mul(r).is_none_or(|sq| sq > n) {
        r -= 1;
    }
    while (r + 1).checked_mul(r + 1).is_some_and(|sq| sq <= n) {
        r += 1;
    }
    r
}

/// `F(n) = c(1) + ... + c(n)` in closed form: with `m = c(n)`,
/// `F(n) = m (6n - 2m^2 + 3m - 1) / 6` (exact). `None` on overflow.
pub(crate) fn sum_byte_costs(n: u128) -> Option<u128> {
    if n == 0 {
        return Some(0);
    }
    let m = isqrt(n - 1) + 1;
    let plus = n.checked_mul(6)?.checked_add(m * 3)?;
    let minus = m.checked_mul(m)?.checked_mul(2)?.checked_add(1)?;
    Some(m.checked_mul(plus.checked_sub(minus)?)? / 6)
}

fn isqrt(n: u128) -> u128 {
    match u64::try_from(n) {
        Ok(small) => u128::from(small.isqrt()),
        Err(_) => n.isqrt(),
    }
}

/// `v1@2, v3@4`: asked of the heap budget first, at its longest, with the
/// line made of it besides.
fn format_operands(keys: &[Key], depths: &[u32]) -> RtResult<String> {
    const LONGEST: usize = "v4294967295@4294967295, ".len();
    let bytes = keys.len().saturating_mul(LONGEST);
    memory::reserve(bytes.saturating_mul(2))?;
    let mut text = memory::string_with_capacity(bytes)?;
    for (i, (k, d)) in keys.iter().zip(depths).enumerate() {
        let comma = if i == 0 { "" } else { ", " };
        let _ = write!(text, "{comma}v{k}@{d}");
    }
    Ok(text)
}

/// Maps keys to dense stack slots. A measurement's own keys are dense from
/// `Trace::base` on and map by an offset; the few keys made outside it
/// (imports, arguments) and logs with a few huge keys are renamed through a
/// hash map instead of allocating up to the largest key.
struct KeySlots {
    /// Keys in `base..=base + span - 1` map to `key - base + 1`.
    base: Key,
    span: u32,
    /// Every other key, numbered after the dense ones.
    others: KeyMap<u32>,
}

impl KeySlots {
    fn new(trace: &Trace) -> RtResult<KeySlots> {
        let base = trace.base.max(1);
        let (mut max, mut mentions, mut below) = (0, 0usize, false);
        for_each_key(trace, |k| {
            if k >= base {
                max = max.max(k);
            }
            below |= k < base;
            mentions += 1;
        });
        let span = if max >= base { max - base + 1 } else { 0 };
        let dense = (span as usize) <= mentions.saturating_mul(2).saturating_add(1024);
        let mut slots = KeySlots { base, span: if dense { span } else { 0 }, others: KeyMap::default() };
        if dense && !below {
            // Every key is in the dense span: nothing to rename.
            return Ok(slots);
        }
        let mut asked = Ok(());
        for_each_key(trace, |k| {
            if asked.is_err() || slots.is_dense(k) || slots.others.contains_key(&k) {
                return;
            }
            asked = memory::make_room_map(&mut slots.others, 1);
            if asked.is_err() {
                return;
            }
            let next = slots.span + slots.others.len() as u32 + 1;
            slots.others.insert(k, next);
        });
        asked.map(|()| slots)
    }

    fn is_dense(&self, key: Key) -> bool {
        key >= self.base && key - self.base < self.span
    }

    /// The slot of `key`; slot 0 is no key's.
    fn slot(&self, key: Key) -> u32 {
        if self.is_dense(key) {
            key - self.base + 1
        } else {
            self.others.get(&key).copied().unwrap_or(0)
        }
    }

    /// The inverse of `slot`.
    fn keys_by_slot(&self) -> impl Fn(u32) -> Key + '_ {
        let others: HashMap<u32, Key> = self.others.iter().map(|(&k, &s)| (s, k)).collect();
        move |slot| if slot <= self.span { self.base + slot - 1 } else { others.get(&slot).copied().unwrap_or(0) }
    }

    /// The largest slot in use.
    fn max_slot(&self) -> u32 {
        self.span + self.others.len() as u32
    }

    /// The slots of `keys`, borrowed as they are when keys are slots.
    fn slots<'a>(&self, keys: &'a [Key], buf: &'a mut Vec<u32>) -> &'a [u32] {
        if self.base == 1 && self.others.is_empty() {
            return keys;
        }
        buf.clear();
        buf.extend(keys.iter().map(|&k| self.slot(k)));
        buf
    }
}

/// Calls `f` on every key the stack can meet: stored, read, or live at
/// the end (with repetitions).
fn for_each_key(trace: &Trace, mut f: impl FnMut(Key)) {
    let mut cursor = trace.cursor();
    while let Some(event) = cursor.next() {
        match event {
            Event::Store { key, .. } | Event::Import { key, .. } => f(key),
            Event::Read { .. } => cursor.keys().iter().for_each(|&k| f(k)),
            Event::OpStart | Event::OpEnd { .. } | Event::Call { .. } | Event::Return => {}
        }
    }
    trace.live_at_end.iter().for_each(|&k| f(k));
}

/// The stack slot of every key and its last use: as kept while the log
/// was written (`recorded`), else in one pass over the log when its keys
/// are dense (the interpreter's are: a measurement numbers the values it
/// makes in order, and meets a few from outside), else in the general
/// passes.
///
/// Every table is asked of the heap budget before it is made: a
/// `MemoryError` when it does not fit.
fn index(trace: &Trace, recorded: Option<UseIndex>) -> RtResult<(KeySlots, LastUses)> {
    let dense = match recorded {
        Some(uses) => uses.finish(&trace.live_at_end, trace.len()),
        None => dense_index(trace)?,
    };
    if let Some(found) = dense {
        let others = found.outside.iter().enumerate().map(|(j, &key)| (key, found.span + 1 + j as u32)).collect();
        return Ok((KeySlots { base: found.base, span: found.span, others }, LastUses::Short(found.last)));
    }
    let slots = KeySlots::new(trace)?;
    let last = LastUses::of(trace, &slots)?;
    Ok((slots, last))
}

/// The table `index` takes from a dense log, in one pass over it; `None`
/// when a key lies too far above the others for a dense table, the log is
/// too long for u32 indices, or the table's growth does not fit the
/// budget (the general passes then ask for theirs).
fn dense_index(trace: &Trace) -> RtResult<Option<Slots>> {
    // Room for every own key up to the largest, when so many keys can be
    // dense at all (a table grows, asking, past a guess).
    let dense_bound = trace.base.max(1).saturating_add(u32::try_from(trace.len()).unwrap_or(Key::MAX));
    let mut table = UseIndex::with_room(trace.base, trace.max_key.min(dense_bound))?;
    let mut cursor = trace.cursor();
    let mut i = 0usize;
    while let Some(event) = cursor.next() {
        if !table.note(event, cursor.keys(), i) {
            return Ok(None);
        }
        i += 1;
    }
    Ok(table.finish(&trace.live_at_end, trace.len()))
}

/// Last use of every slot (section 7.1): the index of its last read batch,
/// else of its first store; `trace.len()` for keys live at the end. Kept
/// as u32 (a log of 4 billion events is hours of running), u64 beyond.
enum LastUses {
    Short(Vec<u32>),
    Long(Vec<u64>),
}

impl LastUses {
    fn of(trace: &Trace, slots: &KeySlots) -> RtResult<LastUses> {
        Ok(match u32::try_from(trace.len()) {
            Ok(n) if n < u32::MAX => LastUses::Short(last_uses(trace, slots)?),
            _ => LastUses::Long(last_uses(trace, slots)?),
        })
    }

    /// Whether the slot's last use is at or before event `i`.
    #[inline]
    fn over_by(&self, slot: u32, i: usize) -> bool {
        match self {
            LastUses::Short(last) => last.get(slot as usize).is_none_or(|&l| l as usize <= i),
            LastUses::Long(last) => last.get(slot as usize).is_none_or(|&l| l <= i as u64),
        }
    }
}

fn last_uses<T: Copy + Eq + TryFrom<usize> + Bounded>(trace: &Trace, slots: &KeySlots) -> RtResult<Vec<T>> {
    let index = |i: usize| T::try_from(i).unwrap_or(T::MAX);
    let mut last = memory::vec_filled(T::MAX, slots.max_slot() as usize + 1)?;
    let mut cursor = trace.cursor();
    let mut i = 0;
    while let Some(event) = cursor.next() {
        match event {
            Event::Store { key, .. } => {
                let s = slots.slot(key) as usize;
                if last[s] == T::MAX {
                    last[s] = index(i);
                }
            }
            Event::Read { .. } => {
                for &k in cursor.keys() {
                    last[slots.slot(k) as usize] = index(i);
                }
            }
            Event::Import { .. } | Event::OpStart | Event::OpEnd { .. } | Event::Call { .. } | Event::Return => {}
        }
        i += 1;
    }
    for &k in &trace.live_at_end {
        last[slots.slot(k) as usize] = index(trace.len());
    }
    Ok(last)
}

/// Last use of every key, by key (section 7.1): its last read batch, else
/// its first store; past the end for keys live at the end. For the small
/// logs of the REPL's entries and the step-through, where a map is enough.
pub fn last_use_by_key(trace: &Trace) -> HashMap<Key, usize> {
    let mut last = HashMap::new();
    let mut cursor = trace.cursor();
    let mut i = 0;
    while let Some(event) = cursor.next() {
        match event {
            Event::Store { key, .. } => {
                last.entry(key).or_insert(i);
            }
            Event::Read { .. } => {
                for &k in cursor.keys() {
                    last.insert(k, i);
                }
            }
            Event::Import { .. } | Event::OpStart | Event::OpEnd { .. } | Event::Call { .. } | Event::Return => {}
        }
        i += 1;
    }
    for &k in &trace.live_at_end {
        last.insert(k, i);
    }
    last
}

/// The never-used mark of a last-use index type.
trait Bounded {
    const MAX: Self;
}

impl Bounded for u32 {
    const MAX: u32 = u32::MAX;
}

impl Bounded for u64 {
    const MAX: u64 = u64::MAX;
}

/// The replay state (section 7.2): resolves keys to slots and last uses,
/// has `Pricer` price, and keeps the IR and the per-read lists asked for.
struct Replayer<'t> {
    slots: &'t KeySlots,
    last: LastUses,
    pricer: Pricer<Sums>,
    out: Replay,
    want_ir: bool,
    keep_sites: bool,
    /// The sites kept within the heap budget.
    budget: pricer::Kept,
    /// Scratch for renamed slots.
    slot_buf: Vec<u32>,
    /// Per slot, (batch number, depth) of its latest read; only with IR.
    latest: Vec<(u32, u32)>,
    batch_no: u32,
    /// IR positions of the open `OpStart`s.
    op_starts: Vec<usize>,
}

/// Stamps the run hands out, counted only up to the least capacity (a
/// short trace gets a stack of its size, a long one never pays for
/// counting): the stack is sized to the live keys, not to the run, and
/// renumbers when its stamps run out (amortized O(1)), so its tables
/// follow the live count and stay in cache.
fn first_stamps(trace: &Trace) -> usize {
    let mut stamps = 0usize;
    let mut cursor = trace.cursor();
    while let Some(event) = cursor.next() {
        stamps += match event {
            Event::Store { .. } => 1,
            Event::Read { .. } => cursor.keys().len(),
            _ => 0,
        };
        if stamps >= lru::MIN_CAPACITY {
            break;
        }
    }
    stamps.min(lru::MIN_CAPACITY)
}

impl<'t> Replayer<'t> {
    fn new(trace: &'t Trace, slots: &'t KeySlots, last: LastUses, options: ReplayOptions) -> Replayer<'t> {
        let want_ir = options.ir;
        let max_slot = slots.max_slot();
        let latest_len = if want_ir { max_slot as usize + 1 } else { 0 };
        Replayer {
            slots,
            last,
            pricer: Pricer::new(first_stamps(trace), max_slot, Sums::new(options.bytes_per_element, options.depths)),
            out: Replay::default(),
            want_ir,
            keep_sites: options.sites,
            budget: pricer::Kept::default(),
            slot_buf: Vec::new(),
            latest: vec![(0, 0); latest_len],
            batch_no: 0,
            op_starts: Vec::new(),
        }
    }

    /// Prices the first `events` events of `trace` (`usize::MAX`: all of
    /// them), with a look at the sandbox now and then; what the budget
    /// refused, if it did, is the error.
    fn price_within_limits(&mut self, trace: &Trace, events: usize) -> RtResult<()> {
        let mut cursor = trace.cursor();
        let mut wide = WideReads::default();
        for i in 0..events {
            let Some(event) = cursor.next() else { break };
            look_now_and_then(i)?;
            if wide.due(cursor.keys().len()) {
                look_now()?;
            }
            self.event(i, event, cursor.keys());
        }
        self.refused().map_or(Ok(()), Err)
    }

    fn finish(self) -> Replay {
        let priced = self.pricer.finish(self.slots.keys_by_slot());
        Replay { ir: self.out.ir, sites: self.out.sites, ..priced }
    }

    /// Prices event `i`; `keys` are a `Read`'s or an `OpEnd`'s keys.
    fn event(&mut self, i: usize, event: Event, keys: &[Key]) {
        match event {
            Event::Store { key, width } => self.store(i, key, width),
            Event::Import { key, width } => self.pricer.import(self.slots.slot(key), width),
            Event::Read { site } => self.read(i, keys, site),
            Event::OpStart => {
                if self.want_ir {
                    self.op_starts.push(self.out.ir.len());
                }
            }
            Event::OpEnd { name, out } => {
                if self.want_ir {
                    self.op_end(name, keys, out);
                }
            }
            Event::Call { site, callee } => self.pricer.blocks.call(site, callee),
            Event::Return => self.pricer.blocks.ret(),
        }
        self.pricer.end_event();
    }

    fn store(&mut self, i: usize, key: Key, width: u32) {
        let slot = self.slots.slot(key);
        self.pricer.store(slot, width, !self.last.over_by(slot, i));
        if self.want_ir {
            self.keep_ir(IrEntry::Store(key));
        }
    }

    /// Keeps an IR entry, its room asked of the budget (a `trace` of a
    /// long run keeps one per event). Once the budget refuses, no more
    /// are kept and the refusal is the pricing's `MemoryError`.
    fn keep_ir(&mut self, entry: IrEntry) {
        if !self.budget.room(&mut self.out.ir, 1) {
            self.want_ir = false;
            return;
        }
        self.out.ir.push(entry);
    }

    fn read(&mut self, i: usize, keys: &[Key], site: Site) {
        if keys.is_empty() {
            // Not a batch: it must not replace the latest depths.
            return;
        }
        let mut buf = std::mem::take(&mut self.slot_buf);
        let slots = self.slots.slots(keys, &mut buf);
        // Keys whose last use this is leave instead of moving to the top.
        let last = &self.last;
        self.pricer.read(slots, site, |_, slot| last.over_by(slot, i));
        if self.keep_sites {
            for &slot in slots {
                let w = self.pricer.stack.width_of(slot);
                self.keep_site(site, w);
            }
        }
        if self.want_ir {
            self.record_batch(keys, slots);
        }
        self.slot_buf = buf;
    }

    /// The site of a read `width` words wide, for each word: one more run
    /// at most. Once the budget refuses, no more are kept.
    fn keep_site(&mut self, site: Site, width: u32) {
        if self.out.sites.extend_last(site, width) {
            return;
        }
        if !self.budget.room(self.out.sites.runs_mut(), 1) {
            self.keep_sites = false;
            return;
        }
        self.out.sites.push_run(site, width);
    }

    /// What a run's pricing keeps (sites, depths) asks the heap budget.
    fn ask_budget(&mut self) {
        self.budget.ask = true;
        self.pricer.blocks.budget.ask = true;
    }

    /// What the budget refused, if it did, or why the stack's depths
    /// cannot be trusted.
    fn refused(&mut self) -> Option<Box<crate::error::Exception>> {
        let refused = self.budget.refused.take().or_else(|| self.pricer.blocks.budget.refused.take());
        refused.or_else(|| self.pricer.stack.check().err())
    }

    /// IR `READ`s of the batch just priced, and its depths as the latest.
    fn record_batch(&mut self, keys: &[Key], slots: &[u32]) {
        self.batch_no += 1;
        for (i, (&key, &slot)) in keys.iter().zip(slots).enumerate() {
            let Some(&depth) = self.pricer.batch.get(i) else { break };
            self.keep_ir(IrEntry::Read { key, depth, width: self.pricer.stack.width_of(slot) });
            if let Some(entry) = self.latest.get_mut(slot as usize) {
                *entry = (self.batch_no, depth);
            }
        }
    }

    /// Inserts the `Op` after its reads and before its result's stores.
    fn op_end(&mut self, name: OpName, keys: &[Key], out: Option<Key>) {
        let keys = keys.to_vec();
        let depths = keys.iter().map(|&k| self.latest_depth(k)).collect();
        if !self.budget.room(&mut self.out.ir, 1) {
            self.want_ir = false;
            return;
        }
        let ir = &mut self.out.ir;
        let at = self.op_starts.pop().unwrap_or(ir.len()).min(ir.len());
        ir.insert(at, IrEntry::Op { name: name.as_str(), keys, depths, out });
    }

    /// Depth of `key` in the latest read batch, 0 if it was not in it.
    fn latest_depth(&self, key: Key) -> u32 {
        match self.latest.get(self.slots.slot(key) as usize) {
            Some(&(batch, depth)) if batch == self.batch_no => depth,
            _ => 0,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wide_reads_are_looked_at_by_their_keys_not_their_events() {
        let mut wide = WideReads::default();
        assert!(!wide.due(KEYS_PER_LOOK - 1), "one event of many keys, short of a look");
        assert!(wide.due(1), "the key that makes the count");
        assert!(!wide.due(KEYS_PER_LOOK / 2), "counted from zero again");
        let narrow = (0..EVENTS_PER_LOOK).filter(|_| wide.due(1)).count();
        assert_eq!(narrow, 0, "narrow events are left to the look every EVENTS_PER_LOOK");
    }
    use crate::error::Exception;

    /// Builds a trace from words: `s4` stores v4, `r3,2` reads v3 and v2
    /// together, `(` is `OpStart`, `)add:3,2>4` is `OpEnd` of `add` over
    /// v3, v2 with result v4 (`>-` for no result). Each read's site line is
    /// its event index.
    fn log(text: &'static str, live: &[Key]) -> Trace {
        let mut trace = Trace::default();
        for word in text.split_whitespace() {
            let line = trace.len() as u32;
            let (tag, rest) = word.split_at(1);
            match tag {
                "s" => match rest.split_once('w') {
                    Some((k, w)) => trace.store_wide(k.parse().unwrap(), w.parse().unwrap()),
                    None => trace.store(rest.parse().unwrap()),
                },
                "i" => {
                    let (k, w) = rest.split_once('w').expect("i<key>w<width>");
                    trace.import(k.parse().unwrap(), w.parse().unwrap());
                }
                "r" => trace.read(&parse_keys(rest), Site { file: 0, line }),
                "(" => trace.op_start(),
                ")" => {
                    let (name, rest) = rest.split_once(':').unwrap();
                    let (keys, out) = rest.split_once('>').unwrap();
                    trace.op_end(OpName::parse(name).expect("known op"), &parse_keys(keys), out.parse().ok());
                }
                _ => panic!("bad event word {word:?}"),
            }
        }
        trace.live_at_end = live.to_vec();
        trace
    }

    fn parse_keys(text: &str) -> Vec<Key> {
        text.split(',').map(|k| k.parse().unwrap()).collect()
    }

    /// Replays with and without IR and naively, and checks the trace and
    /// the `format_ir` text.
    fn check(text: &'static str, live: &[Key], depths: &[u32], ir_text: &str) -> Replay {
        let trace = log(text, live);
        let result = replay(&trace, true);
        assert_eq!(result.depths, depths);
        assert_eq!(format_ir(&result.ir).unwrap(), ir_text);
        assert_eq!(result, naive::replay(&trace, true));
        let plain = replay(&trace, false);
        assert_eq!(plain.depths, depths);
        assert_eq!(plain.summary.reads, depths.len() as u64);
        assert_eq!(plain.summary.cost, trace_cost(depths, 1));
        let summary_only = replay_with(&trace, ReplayOptions::summary(1)).unwrap();
        assert!(summary_only.depths.is_empty() && summary_only.sites.is_empty());
        assert_eq!(summary_only.summary, result.summary);
        assert!(plain.ir.is_empty());
        assert_eq!(plain.peak_live, result.peak_live);
        result
    }

    /// The table and the float root agree with the integer square root.
    #[test]
    fn byte_cost_is_exact_everywhere() {
        let exact = |d: u64| if d == 0 { 0 } else { u128::from((d - 1).isqrt()) + 1 };
        for d in 0..100_000u64 {
            assert_eq!(byte_cost(d), exact(d), "{d}");
        }
        let mut edges = vec![u64::MAX, u64::MAX - 1, 1 << 52, (1 << 53) + 1];
        for r in [1u64 << 20, (1 << 26) + 7, 1 << 31, (1 << 32) - 1, 3_037_000_499] {
            edges.extend([r * r - 1, r * r, r * r + 1]);
        }
        for d in edges {
            assert_eq!(byte_cost(d), exact(d), "{d}");
        }
    }

    #[test]
    fn read_cost_tables() {
        let b1: Vec<u128> = (1..=12).map(|d| read_cost(d, 1)).collect();
        assert_eq!(b1, [1, 2, 2, 2, 3, 3, 3, 3, 3, 4, 4, 4]);
        let b4: Vec<u128> = (1..=12).map(|d| read_cost(d, 4)).collect();
        assert_eq!(b4, [7, 12, 15, 16, 20, 20, 23, 24, 24, 28, 28, 28]);
        let b16: Vec<u128> = (1..=5).map(|d| read_cost(d, 16)).collect();
        assert_eq!(b16, [50, 87, 108, 127, 144]);
    }

    #[test]
    fn trace_cost_tables() {
        let costs: Vec<u128> = [1, 2, 3, 4, 8].iter().map(|&b| trace_cost(&[1, 2, 1, 2], b)).collect();
        assert_eq!(costs, [6, 14, 26, 38, 100]);
        // From the tracer's trace_to_bytedmd.
        let costs: Vec<u128> = [1, 2, 3, 4, 8, 16].iter().map(|&b| trace_cost(&[100, 1000], b)).collect();
        assert_eq!(costs, [42, 120, 219, 336, 952, 2672]);
        assert_eq!(trace_cost(&[1_000_000], 7), 18522);
        assert_eq!(trace_cost(&[], 1), 0);
    }

    #[test]
    fn huge_costs_are_exact() {
        let depths = [u32::MAX; 3];
        let bpe = i64::MAX;
        assert_eq!(trace_cost_checked(&depths, bpe), None);
        let one = sum_byte_costs_big(u128::from(u32::MAX) * bpe as u128)
            - sum_byte_costs_big(u128::from(u32::MAX - 1) * bpe as u128);
        assert_eq!(trace_cost_big(&depths, bpe), one * 3u32);
        // Where both fit, both agree.
        assert_eq!(trace_cost_big(&[1, 5, 1000], 7), num_bigint::BigUint::from(trace_cost(&[1, 5, 1000], 7)));
        assert_eq!(words_cost(3, 4), (3..7).map(byte_cost).sum::<u128>());
    }

    #[test]
    fn cost_edge_cases() {
        for b in [0, -1, -3, i64::MIN] {
            assert_eq!(read_cost(5, b), 0);
            assert_eq!(trace_cost(&[1, 2, 3], b), 0);
        }
        assert_eq!(read_cost(0, 1), 0);
        assert_eq!(read_cost(0, 8), 0);
        // Largest documented range, checked with the tracer: 2^32 deep,
        // 2^16 bytes wide.
        assert_eq!(read_cost(1 << 32, 1 << 16), 1 << 40);
        assert_eq!(read_cost((1 << 32) - 1, 1 << 16), 1 << 40);
        assert_eq!(read_cost(1 << 32, 1), 1 << 16);
        assert_eq!(trace_cost(&[u32::MAX; 4], 1 << 16), 4 << 40);
        // Beyond: exact while it fits, saturating otherwise; never panics.
        assert_eq!(read_cost(u64::MAX, 1), 1 << 32);
        assert_eq!(read_cost(1, 1 << 40), sum_byte_costs(1 << 40).unwrap());
        assert_eq!(read_cost(u64::MAX, i64::MAX), u128::MAX);
    }

    #[test]
    fn closed_form_matches_the_sum() {
        let mut sum = 0u128;
        for n in 1..=5000u64 {
            sum += byte_cost(n);
            assert_eq!(sum_byte_costs(u128::from(n)), Some(sum));
        }
        for d in 1..200u64 {
            for b in 2..20i64 {
                let direct: u128 = ((d - 1) * b as u64 + 1..=d * b as u64).map(byte_cost).sum();
                assert_eq!(read_cost(d, b), direct);
            }
        }
    }

    // The worked examples of reference-model.md section 11: event logs as
    // bytedmd.py records them, IR text as its format_ir prints it.

    #[test]
    fn e1_chained_addition() {
        let log = "s1 s2 s3 r3,2 ( s4 )add:3,2>4 r4,1 ( s5 )add:4,1>5";
        let result = check(
            log,
            &[5],
            &[1, 2, 1, 2],
            "\
STORE v1
STORE v2
STORE v3
  READ v3@1  cost=1
  READ v2@2  cost=2
OP    add(v3@1, v2@2)  cost=3
STORE v4
  READ v4@1  cost=1
  READ v1@2  cost=2
OP    add(v4@1, v1@2)  cost=3
STORE v5
# total cost = 6",
        );
        let lines: Vec<u32> = result.sites.each_word().map(|s| s.line).collect();
        assert_eq!(lines, [3, 3, 7, 7]);
        assert_eq!(trace_cost(&result.depths, 1), 6);
        assert_eq!(trace_cost(&result.depths, 2), 14);
        assert_eq!(trace_cost(&result.depths, 4), 38);
        assert_eq!(result.peak_live, 3);
    }

    #[test]
    fn e4_unused_argument_never_occupies_the_stack() {
        let log = "s1 s2 s3 r1,3 ( s4 )sub:1,3>4";
        let result = check(
            log,
            &[4],
            &[2, 1],
            "\
STORE v1
STORE v2
STORE v3
  READ v1@2  cost=2
  READ v3@1  cost=1
OP    sub(v1@2, v3@1)  cost=3
STORE v4
# total cost = 3",
        );
        assert_eq!(result.peak_live, 2);
    }

    #[test]
    fn e5_branch() {
        let taken = "s1 r1 ( s2 )gt:1>2 r2 r1 ( s3 )mul:1>3";
        let result = check(
            taken,
            &[3],
            &[1, 1, 1],
            "\
STORE v1
  READ v1@1  cost=1
OP    gt(v1@1)  cost=1
STORE v2
  READ v2@1  cost=1
  READ v1@1  cost=1
OP    mul(v1@1)  cost=1
STORE v3
# total cost = 2",
        );
        assert_eq!(trace_cost(&result.depths, 1), 3);
        let not_taken = "s1 r1 ( s2 )gt:1>2 r2";
        check(
            not_taken,
            &[1],
            &[1, 1],
            "\
STORE v1
  READ v1@1  cost=1
OP    gt(v1@1)  cost=1
STORE v2
  READ v2@1  cost=1
# total cost = 1",
        );
    }

    #[test]
    fn e6_dot_product() {
        let log = "s1 s2 s3 s4 r3,1 ( s5 )mul:3,1>5 r4,2 ( s6 )mul:4,2>6 r5,6 ( s7 )add:5,6>7";
        let result = check(
            log,
            &[7],
            &[2, 4, 2, 3, 2, 1],
            "\
STORE v1
STORE v2
STORE v3
STORE v4
  READ v3@2  cost=2
  READ v1@4  cost=2
OP    mul(v3@2, v1@4)  cost=4
STORE v5
  READ v4@2  cost=2
  READ v2@3  cost=2
OP    mul(v4@2, v2@3)  cost=4
STORE v6
  READ v5@2  cost=2
  READ v6@1  cost=1
OP    add(v5@2, v6@1)  cost=3
STORE v7
# total cost = 11",
        );
        assert_eq!(trace_cost(&result.depths, 1), 11);
    }

    #[test]
    fn e7_sum() {
        let log = "s1 s2 s3 r1 ( s4 )add:1>4 r4,2 ( s5 )add:4,2>5 r5,3 ( s6 )add:5,3>6";
        check(
            log,
            &[6],
            &[3, 1, 3, 1, 2],
            "\
STORE v1
STORE v2
STORE v3
  READ v1@3  cost=2
OP    add(v1@3)  cost=2
STORE v4
  READ v4@1  cost=1
  READ v2@3  cost=2
OP    add(v4@1, v2@3)  cost=3
STORE v5
  READ v5@1  cost=1
  READ v3@2  cost=2
OP    add(v5@1, v3@2)  cost=3
STORE v6
# total cost = 8",
        );
    }

    #[test]
    fn e8_max() {
        let log = "s1 s2 s3 r2,1 ( s4 )gt:2,1>4 r4 r3,2 ( s5 )gt:3,2>5 r5";
        let result = check(
            log,
            &[2],
            &[2, 3, 1, 2, 1, 1],
            "\
STORE v1
STORE v2
STORE v3
  READ v2@2  cost=2
  READ v1@3  cost=2
OP    gt(v2@2, v1@3)  cost=4
STORE v4
  READ v4@1  cost=1
  READ v3@2  cost=2
  READ v2@1  cost=1
OP    gt(v3@2, v2@1)  cost=3
STORE v5
  READ v5@1  cost=1
# total cost = 7",
        );
        assert_eq!(trace_cost(&result.depths, 1), 9);
    }

    #[test]
    fn e10_membership() {
        let log = "s1 s2 s3 r2,3 ( s4 )eq:2,3>4 r4 r1,3 ( s5 )eq:1,3>5 r5";
        check(
            log,
            &[],
            &[2, 1, 1, 2, 1, 1],
            "\
STORE v1
STORE v2
STORE v3
  READ v2@2  cost=2
  READ v3@1  cost=1
OP    eq(v2@2, v3@1)  cost=3
STORE v4
  READ v4@1  cost=1
  READ v1@2  cost=2
  READ v3@1  cost=1
OP    eq(v1@2, v3@1)  cost=3
STORE v5
  READ v5@1  cost=1
# total cost = 6",
        );
        let identical = check("s1 s2", &[], &[], "STORE v1\nSTORE v2\n# total cost = 0");
        assert_eq!(identical.peak_live, 0);
    }

    #[test]
    fn e12_divmod_stores_two_results() {
        let log = "s1 s2 r2,1 ( s3 s4 )divmod:2,1>- r3,4 ( s5 )add:3,4>5";
        let result = check(
            log,
            &[5],
            &[1, 2, 2, 1],
            "\
STORE v1
STORE v2
  READ v2@1  cost=1
  READ v1@2  cost=2
OP    divmod(v2@1, v1@2)  cost=3
STORE v3
STORE v4
  READ v3@2  cost=2
  READ v4@1  cost=1
OP    add(v3@2, v4@1)  cost=3
STORE v5
# total cost = 6",
        );
        let op = IrEntry::Op { name: "divmod", keys: vec![2, 1], depths: vec![1, 2], out: None };
        assert_eq!(result.ir[4], op);
    }

    #[test]
    fn e13_list_repetition() {
        let log = "s1 r1 ( s2 s3 s4 )mul:1>-";
        let result = check(
            log,
            &[2, 3, 4],
            &[1],
            "\
STORE v1
  READ v1@1  cost=1
OP    mul(v1@1)  cost=1
STORE v2
STORE v3
STORE v4
# total cost = 1",
        );
        let op = IrEntry::Op { name: "mul", keys: vec![1], depths: vec![1], out: None };
        let ir = vec![
            IrEntry::Store(1),
            IrEntry::Read { key: 1, depth: 1, width: 1 },
            op,
            IrEntry::Store(2),
            IrEntry::Store(3),
            IrEntry::Store(4),
        ];
        assert_eq!(result.ir, ir);
        assert_eq!(result.peak_live, 3);
    }

    #[test]
    fn e19_repeated_key_in_one_batch() {
        let log = "s1 r1,1 ( s2 )eq:1,1>2";
        check(
            log,
            &[2],
            &[1, 1],
            "\
STORE v1
  READ v1@1  cost=1
  READ v1@1  cost=1
OP    eq(v1@1, v1@1)  cost=2
STORE v2
# total cost = 2",
        );
    }

    #[test]
    fn e24_returned_values_stay_live() {
        let log = "s1 s2 r2,1 ( s3 )mul:2,1>3 r2,1 ( s4 )sub:2,1>4";
        let result = check(
            log,
            &[3, 4],
            &[1, 2, 3, 2],
            "\
STORE v1
STORE v2
  READ v2@1  cost=1
  READ v1@2  cost=2
OP    mul(v2@1, v1@2)  cost=3
STORE v3
  READ v2@3  cost=2
  READ v1@2  cost=2
OP    sub(v2@3, v1@2)  cost=4
STORE v4
# total cost = 7",
        );
        assert_eq!(trace_cost(&result.depths, 1), 7);
    }

    #[test]
    fn e27_generator_sum_of_squares() {
        let log = "s1 s2 s3 r1,1 ( s4 )mul:1,1>4 r4 ( s5 )add:4>5 r2,2 ( s6 )mul:2,2>6 \
                   r5,6 ( s7 )add:5,6>7 r3,3 ( s8 )mul:3,3>8 r7,8 ( s9 )add:7,8>9";
        let result = check(
            log,
            &[9],
            &[3, 3, 1, 3, 3, 2, 1, 2, 2, 2, 1],
            "\
STORE v1
STORE v2
STORE v3
  READ v1@3  cost=2
  READ v1@3  cost=2
OP    mul(v1@3, v1@3)  cost=4
STORE v4
  READ v4@1  cost=1
OP    add(v4@1)  cost=1
STORE v5
  READ v2@3  cost=2
  READ v2@3  cost=2
OP    mul(v2@3, v2@3)  cost=4
STORE v6
  READ v5@2  cost=2
  READ v6@1  cost=1
OP    add(v5@2, v6@1)  cost=3
STORE v7
  READ v3@2  cost=2
  READ v3@2  cost=2
OP    mul(v3@2, v3@2)  cost=4
STORE v8
  READ v7@2  cost=2
  READ v8@1  cost=1
OP    add(v7@2, v8@1)  cost=3
STORE v9
# total cost = 19",
        );
        assert_eq!(trace_cost(&result.depths, 1), 19);
    }

    #[test]
    fn e28_readme_matvec() {
        let log = "s1 s2 s3 s4 s5 s6 r3,1 ( s7 )mul:3,1>7 r4,2 ( s8 )mul:4,2>8 \
                   r7,8 ( s9 )add:7,8>9 r5,1 ( s10 )mul:5,1>10 r6,2 ( s11 )mul:6,2>11 \
                   r10,11 ( s12 )add:10,11>12";
        let result = check(
            log,
            &[9, 12],
            &[4, 6, 5, 6, 3, 1, 5, 3, 4, 3, 2, 1],
            "\
STORE v1
STORE v2
STORE v3
STORE v4
STORE v5
STORE v6
  READ v3@4  cost=2
  READ v1@6  cost=3
OP    mul(v3@4, v1@6)  cost=5
STORE v7
  READ v4@5  cost=3
  READ v2@6  cost=3
OP    mul(v4@5, v2@6)  cost=6
STORE v8
  READ v7@3  cost=2
  READ v8@1  cost=1
OP    add(v7@3, v8@1)  cost=3
STORE v9
  READ v5@5  cost=3
  READ v1@3  cost=2
OP    mul(v5@5, v1@3)  cost=5
STORE v10
  READ v6@4  cost=2
  READ v2@3  cost=2
OP    mul(v6@4, v2@3)  cost=4
STORE v11
  READ v10@2  cost=2
  READ v11@1  cost=1
OP    add(v10@2, v11@1)  cost=3
STORE v12
# total cost = 26",
        );
        assert_eq!(trace_cost(&result.depths, 1), 26);
        assert_eq!(result.peak_live, 6);
    }

    #[test]
    fn format_ir_of_nothing() {
        assert_eq!(format_ir(&[]).unwrap(), "# total cost = 0");
    }

    #[test]
    fn invalid_logs_do_not_panic() {
        // A read of a key never stored costs len + 1 and then leaves; peaks
        // are taken between events, so v7 never counts.
        let text = "STORE v1\n  READ v7@2  cost=2\n  READ v1@1  cost=1\n# total cost = 0";
        let result = check("s1 r7 r1", &[], &[2, 1], text);
        assert_eq!(result.peak_live, 1);
        // An OpEnd without OpStart, with a key missing from the latest batch.
        let text = "STORE v1\n  READ v1@1  cost=1\nOP    neg(v1@1, v9@0)  cost=1\n# total cost = 1";
        check("s1 r1 )neg:1,9>-", &[1], &[1], text);
        // A read of no keys (not recorded), an op over none, a store twice,
        // huge keys.
        let mut trace = log("s1 s1 s4294967295 r4294967295,1", &[0, u32::MAX]);
        trace.read(&[], Site::default());
        trace.op_end(OpName::of("abs"), &[], None);
        trace.op_start();
        trace.op_end(OpName::of("pos"), &[1], None);
        let result = replay(&trace, true);
        assert_eq!(result.depths, [1, 2]);
        let y = IrEntry::Op { name: "pos", keys: vec![1], depths: vec![2], out: None };
        assert_eq!(result.ir.last(), Some(&y));
        assert_eq!(result, naive::replay(&trace, true));
    }

    /// splitmix64: a tiny deterministic generator for the random tests.
    struct Rng(u64);

    impl Rng {
        fn next(&mut self) -> u64 {
            self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
            let mut z = self.0;
            z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
            z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
            z ^ (z >> 31)
        }

        fn below(&mut self, n: u64) -> u64 {
            self.next() % n.max(1)
        }

        fn chance(&mut self, percent: u64) -> bool {
            self.below(100) < percent
        }
    }

    /// A random log shaped like the interpreter's: stores of fresh keys,
    /// escape reads and operator instructions over stored keys (with
    /// duplicates). With `wild`, also reads of unknown keys, repeated
    /// stores and unbalanced op brackets.
    fn random_log(rng: &mut Rng, events: usize, wild: bool) -> Trace {
        let mut trace = Trace::default();
        let mut next: Key = 1;
        let mut line = 0;
        let mut calls_open = 0;
        while trace.len() < events {
            line += 1;
            let site = Site { file: line % 3, line };
            // Calls nest; a wild log may return from a call it never saw.
            if rng.chance(8) {
                if (calls_open > 0 || wild) && rng.chance(50) {
                    trace.ret();
                    calls_open = (calls_open - 1).max(0);
                } else {
                    trace.call(site, Site { file: 9, line: rng.below(4) as u32 });
                    calls_open += 1;
                }
                continue;
            }
            // A value made and read alone at once, as a truth test does
            // (read again later or not: the pipeline makes one event of
            // the two when it is not).
            if rng.chance(6) {
                truth_test(&mut trace, &mut next, site);
                continue;
            }
            match rng.below(10) {
                0..=3 => {
                    let k = if wild && rng.chance(5) { rng.below(u64::from(next) + 3) as Key } else { next };
                    next = next.max(k + 1);
                    let width = if rng.chance(20) { 2 + rng.below(4) as u32 } else { 1 };
                    trace.store_wide(k, width);
                }
                4..=5 if next > 1 => {
                    let keys = random_batch(rng, next, wild);
                    if wild && rng.chance(30) {
                        trace.import(keys[0], 1 + rng.below(3) as u32);
                    }
                    trace.read(&keys, site);
                }
                6..=9 if next > 1 => {
                    let keys = random_batch(rng, next, wild);
                    trace.read(&keys, site);
                    if !(wild && rng.chance(5)) {
                        trace.op_start();
                    }
                    let outs = rng.below(4) as Key;
                    for k in next..next + outs {
                        trace.store(k);
                    }
                    next += outs;
                    let out = if outs == 1 { Some(next - 1) } else { None };
                    if !(wild && rng.chance(5)) {
                        trace.op_end(OpName::of("add"), &keys, out);
                    }
                }
                _ => {}
            }
        }
        trace.live_at_end = (0..=next).filter(|_| rng.chance(20)).collect();
        trace
    }

    /// A truth test's events: the next key made, then read alone at `site`.
    fn truth_test(trace: &mut Trace, next: &mut Key, site: Site) {
        trace.store(*next);
        trace.read(&[*next], site);
        *next += 1;
    }

    fn random_batch(rng: &mut Rng, next: Key, wild: bool) -> Vec<Key> {
        let len = 1 + rng.below(4) as usize;
        let mut keys: Vec<Key> = (0..len).map(|_| 1 + rng.below(u64::from(next - 1)) as Key).collect();
        if rng.chance(30) {
            keys.push(keys[0]);
        }
        if wild && rng.chance(5) {
            keys.push(next + rng.below(3) as Key);
        }
        keys
    }

    #[test]
    fn matches_naive_replay_on_random_logs() {
        let mut rng = Rng(7);
        for round in 0..4000 {
            let size = if round % 100 == 0 { 3000 } else { 1 + rng.below(80) as usize };
            let wild = round % 4 == 3;
            let trace = random_log(&mut rng, size, wild);
            let want_ir = round % 2 == 0;
            let fast = replay(&trace, want_ir);
            assert_eq!(fast, naive::replay(&trace, want_ir), "round {round}");
            assert_eq!(fast.sites.words(), fast.depths.len() as u64);
        }
    }

    /// Priced by the pipeline's stages, on one thread or two, a log has the
    /// summary, peak, final stack and depths `Replayer` gives it, wide
    /// keys, calls and all (and a look that fails stops it with that
    /// error).
    #[test]
    fn the_stages_price_like_the_replayer_on_one_thread_or_two() {
        let mut rng = Rng(11);
        for round in 0..600 {
            let size = if round % 50 == 0 { 40_000 } else { 1 + rng.below(400) as usize };
            let trace = random_log(&mut rng, size, round % 4 == 3);
            let bpe = [1, 1, 3][round % 3];
            let options = ReplayOptions { depths: round % 2 == 0, ..ReplayOptions::summary(bpe) };
            let one = replay_with(&trace, options).unwrap();
            let (slots, last) = index(&trace, None).unwrap();
            for threads in [false, true] {
                let setup = pipeline::Setup { threads, ..pipeline::Setup::fresh(&trace, options) };
                let staged = pipeline::price_log(&trace, &slots, &last, |_| Ok(()), setup).replay(&slots);
                assert_eq!(staged.expect("priced"), one, "round {round}, threads {threads}");
            }
        }
        let trace = random_log(&mut rng, 5000, false);
        let (slots, last) = index(&trace, None).unwrap();
        for threads in [false, true] {
            let look = |i: usize| if i == 4000 { Err(Exception::new("TimeoutError", "stop")) } else { Ok(()) };
            let setup = pipeline::Setup { threads, ..pipeline::Setup::fresh(&trace, ReplayOptions::summary(1)) };
            let stopped = pipeline::price_log(&trace, &slots, &last, look, setup).replay(&slots);
            assert_eq!(stopped.err().map(|e| e.name), Some("TimeoutError"));
        }
    }

    /// A whole run's log of `events` random events before a measured call
    /// (keeping its last uses as it is written), and each key's width.
    fn run_before_a_call(rng: &mut Rng, events: usize) -> (Trace, std::collections::HashMap<Key, u32>) {
        let prefix = random_log(rng, events, false);
        let mut outer = Trace::starting_at(1);
        outer.append(&prefix);
        let mut widths = std::collections::HashMap::new();
        for (event, _) in decoded(&prefix) {
            if let Event::Store { key, width } = event {
                widths.entry(key).or_insert(width);
            }
        }
        (outer, widths)
    }

    /// A measured call's events handed over to the whole run's log
    /// (`Trace::append_since`) price as if the whole run had recorded them
    /// too: the arguments loaded before the window are not handed over,
    /// the imports in it change nothing, and the last uses kept while the
    /// logs were written still agree with a pass over the result.
    #[test]
    fn a_handed_over_window_prices_like_events_recorded_twice() {
        let mut rng = Rng(21);
        for round in 0..200 {
            let events = 50 + rng.below(200) as usize;
            let (mut outer, widths) = run_before_a_call(&mut rng, events);
            let mut twice = outer.clone();
            let base = outer.max_key + 1;
            // The call's log: its arguments, then its events.
            let mut inner = Trace::starting_at(base);
            let mut met = std::collections::HashSet::new();
            for _ in 0..rng.below(4) {
                let key = 1 + rng.below(u64::from(base - 1)) as Key;
                if met.insert(key) {
                    inner.store_wide(key, widths[&key]);
                }
            }
            let mark = inner.mark();
            let mut next = base;
            // Some calls are long: their logs and the run's keep their last
            // uses on another core (`Indexer`), and the tables come back
            // to be merged.
            let steps = if round % 10 == 0 { 20_000 } else { rng.below(300) };
            for step in 0..steps {
                let site = Site { file: 1, line: step as u32 % 7 };
                match rng.below(7) {
                    0..=2 => {
                        let width = if rng.chance(10) { 3 } else { 1 };
                        inner.store_wide(next, width);
                        twice.store_wide(next, width);
                        next += 1;
                    }
                    3..=5 => {
                        let keys: Vec<Key> =
                            (0..1 + rng.below(3)).map(|_| 1 + rng.below(u64::from(next - 1)) as Key).collect();
                        for &key in &keys {
                            if key < base && met.insert(key) {
                                inner.import(key, widths[&key]);
                            }
                        }
                        inner.read(&keys, site);
                        twice.read(&keys, site);
                    }
                    _ => {
                        inner.call(site, Site { file: 2, line: 1 });
                        twice.call(site, Site { file: 2, line: 1 });
                        inner.ret();
                        twice.ret();
                    }
                }
            }
            outer.append_since(&mut inner, &mark);
            // The run goes on after the call, over every key.
            for step in 0..rng.below(100) {
                let keys = [1 + rng.below(u64::from(next - 1)) as Key, next - 1];
                for t in [&mut outer, &mut twice] {
                    t.read(&keys, Site { file: 0, line: step as u32 });
                    t.store(next);
                }
                next += 1;
            }
            let without_imports: Vec<_> =
                decoded(&outer).into_iter().filter(|(e, _)| !matches!(e, Event::Import { .. })).collect();
            assert_eq!(without_imports, decoded(&twice), "round {round}");
            assert_eq!(outer.max_key, twice.max_key, "round {round}");
            let options = ReplayOptions { ir: false, ..ReplayOptions::full() };
            let want = replay_with(&twice, options).unwrap();
            assert_eq!(replay_with(&outer, options).unwrap(), want, "round {round}: priced from a pass over the log");
            assert!(outer.keeps_uses(), "round {round}: the handed-over log dropped its last uses");
            let got = replay_within_limits(&mut outer, options).expect("no limits");
            assert_eq!(got, want, "round {round}: priced from the last uses kept while writing");
        }
    }

    /// A whole run priced around a measured call (`share`: the part
    /// before it when it ends, the run's share of its window beside its
    /// own pricing, the rest when the run ends) prices like the whole log,
    /// and the call's own pricing does not change; when the run touches a
    /// value made before the window ended after it, `price_after` says to
    /// price the whole log instead. One round's window is long enough for
    /// the two-thread pricing.
    #[test]
    fn a_run_priced_around_its_call_prices_like_its_whole_log() {
        let mut rng = Rng(41);
        for round in 0..300 {
            let events = rng.below(300) as usize;
            let (mut outer, widths) = run_before_a_call(&mut rng, events);
            let base = outer.max_key + 1;
            // The call's log: its arguments, then its window.
            let mut inner = Trace::starting_at(base);
            let mut met = std::collections::HashSet::new();
            for _ in 0..rng.below(5) {
                let key = 1 + rng.below(u64::from(base - 1)) as Key;
                if base > 1 && met.insert(key) {
                    inner.store_wide(key, widths.get(&key).copied().unwrap_or(1));
                }
            }
            let mark = inner.mark();
            let mut next = base;
            let steps = match round {
                7 | 13 => 300_000,
                _ if round % 4 == 0 => 1000 + rng.below(3000),
                _ => 1 + rng.below(400),
            };
            for step in 0..steps {
                let site = Site { file: 1, line: step as u32 % 5 };
                if next == base || rng.chance(35) {
                    inner.store_wide(next, if rng.chance(10) { 3 } else { 1 });
                    next += 1;
                    continue;
                }
                // A truth test: a value made and read alone at once.
                if rng.chance(10) {
                    truth_test(&mut inner, &mut next, site);
                    continue;
                }
                // Mostly the call's own values, sometimes older ones.
                let key = |rng: &mut Rng| match rng.chance(15) || next == base {
                    true => 1 + rng.below(u64::from(next - 1)) as Key,
                    false => base + rng.below(u64::from(next - base)) as Key,
                };
                let keys: Vec<Key> = (0..1 + rng.below(3)).map(|_| key(&mut rng)).collect();
                for &key in &keys {
                    if key < base && met.insert(key) {
                        inner.import(key, widths.get(&key).copied().unwrap_or(1));
                    }
                }
                inner.read(&keys, site);
            }
            // What the call's result keeps: some of its values and arguments.
            let mut kept: Vec<Key> = (1..next).filter(|&k| (k >= base || met.contains(&k)) && rng.chance(10)).collect();
            kept.dedup();
            inner.live_at_end = kept;
            let before = outer.len();
            outer.append_since(&mut inner, &mark);
            let after = outer.mark();
            let last_before = outer.last_uses_below(base).expect("the run keeps its last uses");
            // The run goes on after the call: over new values only, or (in
            // some runs) over an older one too.
            let first_key = next;
            let mut touched = false;
            for step in 0..rng.below(60) {
                outer.store(next);
                next += 1;
                let old = round % 5 == 4 && step == 3;
                touched |= old;
                let key = match old {
                    true => 1 + rng.below(u64::from(first_key - 1)) as Key,
                    false => first_key + rng.below(u64::from(next - first_key)) as Key,
                };
                outer.read(&[key, next - 1], Site { file: 0, line: step as u32 });
            }
            let bpe = [1, 1, 2][round % 3];
            let options = ReplayOptions::summary(bpe);
            let whole = replay_with(&outer, options).unwrap();
            let call_alone = replay_with(&inner, options).unwrap();
            let run = share::price_before(&outer, before, last_before, bpe).expect("no limits").expect("fits");
            let (call, shared) = share::replay_sharing(&mut inner, options, run).expect("no limits");
            assert_eq!(call, call_alone, "round {round}: the call's own pricing");
            let shared = shared.unwrap_or_else(|| panic!("round {round}: the rules held"));
            let shared = share::SharedRun { share: shared, after, first_key };
            match share::price_after(&outer, shared).expect("no limits") {
                Some(got) => {
                    assert!(!touched, "round {round}: the run after the window touched an older value");
                    assert_eq!(got.summary, whole.summary, "round {round}");
                    assert_eq!(got.peak_live, whole.peak_live, "round {round}");
                    assert_eq!(got.final_stack, whole.final_stack, "round {round}");
                }
                None => assert!(touched, "round {round}: the run after the window was clean"),
            }
        }
    }

    /// A long log keeps its last uses on another core from each full
    /// chunk on (`Indexer`): the table that comes back is the one a pass
    /// over the log makes, whether it ends on a chunk's edge or inside one.
    #[test]
    fn last_uses_kept_on_another_core_agree_with_a_pass() {
        let mut rng = Rng(31);
        for round in 0..40 {
            let mut trace = Trace::starting_at(1);
            let events = 200 + rng.below(40_000) as usize;
            trace.append(&random_log(&mut rng, events, false));
            assert!(trace.keeps_uses(), "round {round}");
            let from_pass = dense_index(&trace).unwrap().expect("a dense log");
            let kept = trace.take_uses().expect("kept").finish(&trace.live_at_end, trace.len()).expect("dense");
            assert_eq!(
                (kept.base, kept.span, &kept.outside, &kept.last),
                (from_pass.base, from_pass.span, &from_pass.outside, &from_pass.last),
                "round {round}"
            );
        }
    }

    /// The one-pass index gives every key the last use the general passes
    /// give it, and stays dense on the interpreter's kind of log.
    #[test]
    fn the_one_pass_index_agrees_with_the_general_one() {
        let mut rng = Rng(5);
        let mut dense_logs = 0;
        for round in 0..300 {
            let mut trace = random_log(&mut rng, 300, round % 3 == 0);
            trace.base = 1 + (round % 4) as Key * 7;
            if dense_index(&trace).unwrap().is_none() {
                continue;
            }
            dense_logs += 1;
            let (slots, last) = index(&trace, None).unwrap();
            // The same log written by a measurement keeps the same table.
            let mut written = Trace::starting_at(trace.base);
            written.append(&trace);
            written.live_at_end = trace.live_at_end.clone();
            let kept = written.take_uses();
            assert!(kept.is_some(), "round {round}: the written log dropped its table");
            let (kept_slots, kept_last) = index(&written, kept).unwrap();
            let general = KeySlots::new(&trace).unwrap();
            let general_last = LastUses::of(&trace, &general).unwrap();
            let mut keys = Vec::new();
            for (event, mut more) in decoded(&trace) {
                if let Event::Store { key, .. } | Event::Import { key, .. } = event {
                    more.push(key);
                }
                keys.extend(more);
            }
            keys.extend(&trace.live_at_end);
            for key in keys {
                let (a, b) = (slots.slot(key), general.slot(key));
                assert!(a != 0 && b != 0, "round {round}: key {key} has no slot");
                assert_eq!(a, kept_slots.slot(key), "round {round}: key {key}");
                for i in 0..=trace.len() {
                    assert_eq!(last.over_by(a, i), general_last.over_by(b, i), "round {round}: key {key} at {i}");
                    assert_eq!(last.over_by(a, i), kept_last.over_by(a, i), "round {round}: key {key} at {i}");
                }
            }
        }
        assert!(dense_logs > 250, "{dense_logs}");
    }

    #[test]
    fn sparse_huge_keys_price_like_dense_ones() {
        let mut rng = Rng(11);
        for _ in 0..200 {
            let dense = random_log(&mut rng, 200, false);
            let spread = |k: Key| k.wrapping_mul(40_000_003).wrapping_add(17);
            let mut sparse = Trace::default();
            for (event, keys) in decoded(&dense) {
                let keys: Vec<Key> = keys.into_iter().map(spread).collect();
                match event {
                    Event::Store { key, width } => sparse.store_wide(spread(key), width),
                    Event::Import { key, width } => sparse.import(spread(key), width),
                    Event::Read { site } => sparse.read(&keys, site),
                    Event::OpStart => sparse.op_start(),
                    Event::OpEnd { name, out } => sparse.op_end(name, &keys, out.map(spread)),
                    Event::Call { site, callee } => sparse.call(site, callee),
                    Event::Return => sparse.ret(),
                }
            }
            sparse.live_at_end = dense.live_at_end.iter().map(|&k| spread(k)).collect();
            assert!(!KeySlots::new(&sparse).unwrap().others.is_empty());
            let (a, b) = (replay(&dense, true), replay(&sparse, true));
            assert_eq!(a.depths, b.depths);
            assert_eq!(a.peak_live, b.peak_live);
            assert_eq!(b, naive::replay(&sparse, true));
        }
    }

    #[test]
    fn scale_a_million_reads_at_depth_a_million() {
        let n = 1_000_000;
        let start = Instant::now();
        let trace = deep_reads_trace(n);
        let result = replay(&trace, false);
        let elapsed = start.elapsed();
        assert!(result.depths.iter().all(|&d| d as usize == n));
        assert_eq!(result.depths.len(), n);
        assert_eq!(result.peak_live, n);
        let (time, cost) = bench_replay(n);
        assert_eq!(cost, n as u128 * 1000);
        println!("10^6 stores + 10^6 reads at depth 10^6: {elapsed:?} (bench_replay: {time:?})");
    }

    /// A log's events with their keys.
    fn decoded(trace: &Trace) -> Vec<(Event, Vec<Key>)> {
        let mut cursor = trace.cursor();
        std::iter::from_fn(|| cursor.next().map(|e| (e, cursor.keys().to_vec()))).collect()
    }

    /// The spec's replay, literally: `cost::naive`'s stack, with the IR,
    /// the tally and the call edges kept beside it.
    mod naive {
        use super::super::*;
        use crate::cost::naive::NaiveStack;
        use crate::cost::tally::{CallEdge, Tally};

        pub fn replay(trace: &Trace, want_ir: bool) -> Replay {
            let mut stack = NaiveStack::new(trace);
            let mut out = Replay::default();
            let mut tally = Tally::new(1);
            let mut calls = Vec::new();
            let mut edges: std::collections::BTreeMap<(Site, Site), (u64, u64, u128)> = Default::default();
            let mut latest: HashMap<Key, u32> = HashMap::new();
            let mut starts = Vec::new();
            for (i, (event, keys)) in super::decoded(trace).into_iter().enumerate() {
                match event {
                    Event::Store { key, width } => {
                        stack.store(key, width, i);
                        out.ir.push(IrEntry::Store(key));
                    }
                    Event::Import { key, width } => stack.import(key, width),
                    Event::Read { site } if !keys.is_empty() => {
                        let priced = stack.read(&keys, i);
                        latest = priced.iter().map(|p| (p.block.key, p.depth)).collect();
                        for p in &priced {
                            let (key, depth, width) = (p.block.key, latest[&p.block.key], p.block.width);
                            out.depths.extend((0..width).map(|j| depth + j));
                            out.sites.push(site, width);
                            out.ir.push(IrEntry::Read { key, depth, width });
                        }
                        // Priced with the words left once the dead have gone.
                        for p in &priced {
                            tally.block(latest[&p.block.key], p.block.width, site, stack.words());
                        }
                    }
                    Event::Read { .. } => {}
                    Event::OpStart => starts.push(out.ir.len()),
                    Event::OpEnd { name, out: res } => {
                        let depths = keys.iter().map(|k| latest.get(k).copied().unwrap_or(0)).collect();
                        let at = starts.pop().unwrap_or(out.ir.len()).min(out.ir.len());
                        out.ir.insert(at, IrEntry::Op { name: name.as_str(), keys, depths, out: res });
                    }
                    Event::Call { site, callee } => {
                        let (reads, cost) = tally.so_far();
                        calls.push(((site, callee), reads, cost));
                    }
                    Event::Return => {
                        if let Some((edge, reads, cost)) = calls.pop() {
                            let (r, c) = tally.so_far();
                            let e = edges.entry(edge).or_insert((0u64, 0u64, 0u128));
                            *e = (e.0 + 1, e.1 + r - reads, e.2 + c - cost);
                        }
                    }
                }
                out.peak_live = out.peak_live.max(stack.words() as usize);
            }
            if !want_ir {
                out.ir.clear();
            }
            out.final_stack = stack.bottom_up().iter().map(|b| (b.key, b.width)).collect();
            while let Some((edge, reads, cost)) = calls.pop() {
                let (r, c) = tally.so_far();
                let e = edges.entry(edge).or_insert((0, 0, 0));
                *e = (e.0 + 1, e.1 + r - reads, e.2 + c - cost);
            }
            out.summary = tally.finish(out.peak_live);
            out.summary.calls = edges
                .into_iter()
                .map(|((site, callee), (calls, reads, cost))| CallEdge { site, callee, calls, reads, cost })
                .collect();
            out
        }
    }
}
