//! The `bytedmd` module, with the Python package's API: `traced_eval`,
//! `bytedmd`, `inspect_ir`, `format_ir`, `trace_to_bytedmd`. The only
//! builtins that open measurements: each measured call gets a fresh stack
//! with its arguments loaded eagerly (the first ends on top), and is priced
//! by `crate::cost` when it returns.
//!
//! - reference: the arguments are wrapped as the tracer does (copies of
//!   lists and tuples around new metered values), list mutations are
//!   copied back to the caller's lists, and the result is unwrapped.
//! - strict: the arguments are the caller's own blocks (loaded into the
//!   new measurement's log only, so nothing is copied for free), every
//!   read inside is also recorded by the enclosing measurements, the
//!   result is materialized (iterators drained) before the meter stops,
//!   and the readings (depths, costs, IR) are ordinary values with blocks.

use std::collections::{HashMap, HashSet};
use std::rc::Rc;

use num_bigint::BigInt;

use super::{arity, take_py_kwargs, Builtin, MeterFn};
use crate::cost::{self, IrEntry};
use crate::error::{Exception, RtResult};
use crate::eval::call::Kwargs;
use crate::eval::operators::WrapMemo;
use crate::eval::Interpreter;
use crate::eventlog::trace::{Key, Trace};
use crate::machine::{Block, Kind, Model, ScopeId};
use crate::scalar::Scalar;
use crate::value::Value;

pub fn call(interp: &mut Interpreter, f: MeterFn, args: Vec<Value>, kwargs: Kwargs) -> RtResult<Value> {
    let name = Builtin::Meter(f).name();
    match f {
        MeterFn::TracedEval => {
            super::no_py_kwargs(name, &kwargs)?;
            arity(name, &args, 2, 2)?;
            let (depths, result) = traced_eval(interp, &args[0], &args[1])?;
            let depths = depth_list(interp, &depths)?;
            interp.new_tuple(vec![depths, result])
        }
        MeterFn::Bytedmd => {
            let [bpe_kw] = take_py_kwargs(name, kwargs, ["bytes_per_element"])?;
            arity(name, &args, 2, 3)?;
            let bpe = match bpe_kw.or_else(|| args.get(2).cloned()) {
                Some(v) => bytes_per_element(interp, &v)?,
                None => 1,
            };
            if cost_is_zero(interp, bpe)? {
                // The tracer runs the call all the same: its prints and its
                // arguments' updates happen.
                measured_cost(interp, &args[0], &args[1], 1)?;
                return Ok(interp.int_value(0));
            }
            let cost = measured_cost(interp, &args[0], &args[1], bpe)?;
            Ok(cost_value(interp, cost))
        }
        MeterFn::InspectIr => {
            super::no_py_kwargs(name, &kwargs)?;
            arity(name, &args, 2, 2)?;
            let mut measured = measure(interp, &args[0], &args[1], true)?;
            let mut replay = cost::replay_within_limits(&mut measured.trace, priced(interp, true, true))?;
            let ir = ir_value(interp, &replay.ir)?;
            record_stats(interp, &args[0], &mut replay)?;
            Ok(ir)
        }
        MeterFn::FormatIr => {
            super::no_py_kwargs(name, &kwargs)?;
            arity(name, &args, 1, 1)?;
            let ir = ir_from_value(interp, &args[0])?;
            let text = cost::format_ir(&ir)?;
            Ok(interp.str_value(text))
        }
        MeterFn::TraceToBytedmd => {
            super::no_py_kwargs(name, &kwargs)?;
            arity(name, &args, 2, 2)?;
            let mut depths = Vec::new();
            interp.for_each_item(args[0].clone(), |interp, item| {
                let d = interp.int_arg(item)?;
                crate::sandbox::memory::make_room(&mut depths, 1)?;
                depths.push(u32::try_from(d).map_err(|_| Exception::value_error("trace depths must be positive"))?);
                Ok(())
            })?;
            let bpe = bytes_per_element(interp, &args[1])?;
            if cost_is_zero(interp, bpe)? {
                return Ok(interp.int_value(0));
            }
            Ok(cost_value(interp, exact_cost(&depths, bpe)))
        }
    }
}

/// One measured call, before pricing.
pub struct Measured {
    pub trace: Trace,
    pub result: Value,
    pub memo: WrapMemo,
}

/// Runs `f(*args)` in a fresh measurement (`want_ir`: keep what the IR needs).
pub fn measure(interp: &mut Interpreter, f: &Value, args: &Value, want_ir: bool) -> RtResult<Measured> {
    measure_above(interp, f, args, want_ir, &[])
}

/// `measure` on a stack that starts with `beneath` (keys and widths, bottom
/// first; strict only) under the arguments.
fn measure_above(
    interp: &mut Interpreter,
    f: &Value,
    args: &Value,
    want_ir: bool,
    beneath: &[(crate::eventlog::trace::Key, u32)],
) -> RtResult<Measured> {
    let items = match args {
        Value::Tuple(_) | Value::List(_) => interp.collect(args.clone())?,
        other => return Err(Exception::type_error(format!("args must be a tuple, not {}", other.type_name()))),
    };
    // Choosing the function is the caller's decision, read by the caller's
    // measurement; the measured call starts with its arguments only.
    interp.read_structure(&[f]);
    // The caller copies the arguments into the call's parameters (reads of
    // its measurement); the call's own log starts with the copies loaded.
    let mut items = items;
    interp.copy_all(&mut items)?;
    let mut blocks = Vec::new();
    if interp.machine.model() == Model::Strict {
        let mut seen = HashSet::new();
        for item in &items {
            flatten_blocks(item, &mut blocks, &mut seen, true)?;
        }
    }
    let scope = interp.machine.begin_measure(want_ir);
    interp.machine.preload(scope, beneath);
    let mut memo = WrapMemo::default();
    let arguments = match interp.machine.model() {
        Model::Strict => interp.machine.load_arguments(scope, &blocks).map(|()| items),
        Model::Reference => {
            let wrapped: RtResult<Vec<Value>> =
                items.into_iter().rev().map(|a| interp.wrap_for(scope, a, &mut memo)).collect();
            wrapped.map(|mut w| {
                w.reverse();
                w
            })
        }
    };
    let arguments = match arguments {
        Ok(arguments) => arguments,
        Err(e) => {
            interp.machine.end_measure(scope, Vec::new());
            return Err(e);
        }
    };
    interp.wrap_memos.insert(scope, memo);
    let mut result = match f {
        Value::Function(function) => interp.call_function(function, arguments, Vec::new()),
        other => interp.call_value(other.clone(), arguments, Vec::new()),
    };
    if interp.machine.model() == Model::Strict {
        // Nothing of the call may run after its meter stops.
        result = result.and_then(|v| materialize(interp, v, &mut HashSet::new()).map(|(v, _)| v));
    }
    let memo = interp.wrap_memos.remove(&scope).unwrap_or_default();
    let result = match result {
        Ok(v) => v,
        Err(e) => {
            interp.machine.end_measure(scope, Vec::new());
            return Err(e);
        }
    };
    // What stays live to the end: the tracer keeps what its result reaches
    // through lists and tuples; strict, everything the result reaches.
    let mut live = Vec::new();
    let strict = interp.machine.model() == Model::Strict;
    if let Err(e) = flatten_blocks(&result, &mut live, &mut HashSet::new(), strict) {
        interp.machine.end_measure(scope, Vec::new());
        return Err(e);
    }
    let mut live: Vec<Key> = live.into_iter().filter_map(|b| interp.machine.key_in(b, scope)).collect();
    if strict {
        if let Err(e) = unread_arguments_die(interp, scope, &blocks, &mut live) {
            interp.machine.end_measure(scope, Vec::new());
            return Err(e);
        }
    }
    let trace = interp.machine.end_measure(scope, live);
    Ok(Measured { trace, result, memo })
}

/// Strict: an argument's block the call returns but never read is not
/// kept live to the end: it leaves the call's stack at once, as any block
/// never read does. Kept, it would lie above the blocks loaded after it,
/// and their depths in the call's trace would tell how many words it has
/// (a length, a width) to a program that never read it.
fn unread_arguments_die(
    interp: &Interpreter,
    scope: ScopeId,
    arguments: &[Block],
    live: &mut Vec<Key>,
) -> RtResult<()> {
    use crate::sandbox::memory;
    // Sorted lists of keys, as long as the arguments and the result are
    // (which the program chooses), each asked of the budget: a hash set
    // of a million keys took 10 MiB unasked.
    let mut loaded =
        memory::collect_exact(arguments.len(), arguments.iter().filter_map(|b| interp.machine.key_in(*b, scope)))?;
    loaded.sort_unstable();
    let mut returned =
        memory::collect_exact(live.len(), live.iter().copied().filter(|k| loaded.binary_search(k).is_ok()))?;
    drop(loaded);
    if returned.is_empty() {
        return Ok(());
    }
    returned.sort_unstable();
    returned.dedup();
    let mut read = memory::vec_filled(false, returned.len())?;
    interp.machine.with_log(scope, |trace| {
        let mut cursor = trace.cursor();
        while let Some(event) = cursor.next() {
            if matches!(event, crate::eventlog::trace::Event::Read { .. }) {
                for k in cursor.keys() {
                    if let Ok(i) = returned.binary_search(k) {
                        read[i] = true;
                    }
                }
            }
        }
    });
    live.retain(|k| returned.binary_search(k).map_or(true, |i| read[i]));
    Ok(())
}

/// Strict: drains every iterator a measured call returns, wherever it
/// sits (in lists, tuples, dict values and dict views, at any depth), into
/// a list, inside the call. Returns the value and whether it was replaced.
fn materialize(interp: &mut Interpreter, value: Value, seen: &mut HashSet<usize>) -> RtResult<(Value, bool)> {
    let _depth = match &value {
        Value::Scalar(_) => None,
        _ => Some(crate::sandbox::enter()?),
    };
    match &value {
        Value::Iterator(_) => {
            let mut items = interp.collect(value)?;
            for item in items.iter_mut() {
                *item = materialize(interp, item.clone(), seen)?.0;
            }
            Ok((interp.new_list(items)?, true))
        }
        Value::List(l) if seen.insert(Rc::as_ptr(l) as usize) => {
            let items = crate::sandbox::paced::cloned(&l.borrow())?;
            for (i, item) in items.into_iter().enumerate() {
                let (ready, changed) = materialize(interp, item, seen)?;
                if changed {
                    if let Some(slot) = l.borrow_mut().get_mut(i) {
                        *slot = ready;
                    }
                }
            }
            Ok((value, false))
        }
        Value::Tuple(t) if seen.insert(Rc::as_ptr(t) as usize) => {
            let mut any = false;
            let mut items = Vec::with_capacity(t.len());
            for item in t.iter() {
                let (ready, changed) = materialize(interp, item.clone(), seen)?;
                any |= changed;
                items.push(ready);
            }
            Ok(if any { (interp.new_tuple(items)?, true) } else { (value, false) })
        }
        Value::Dict(d) | Value::DictKeys(d) | Value::DictValues(d) | Value::DictItems(d)
            if seen.insert(Rc::as_ptr(d) as usize) =>
        {
            let entries: Vec<(Value, Value)> = d.borrow().iter().cloned().collect();
            for (k, v) in entries {
                let (ready, changed) = materialize(interp, v, seen)?;
                if changed {
                    let hk = interp.hash_key(&k)?;
                    d.borrow_mut().insert(hk, k, ready)?;
                }
            }
            Ok((value, false))
        }
        _ => Ok((value, false)),
    }
}

/// The blocks of a value, flattened element by element, left to right:
/// a container's header before its items; each object once; into dicts
/// and sets only with `tables`. Nesting is a recursion, as in the tracer.
fn flatten_blocks(value: &Value, out: &mut Vec<Block>, seen: &mut HashSet<usize>, tables: bool) -> RtResult<()> {
    // The lists grow with the arguments' size, which the program chooses:
    // the budget is asked first (this call pushes at most three blocks
    // before it goes into an item).
    crate::sandbox::memory::make_room(out, 3)?;
    let object = |ptr: *const u8, seen: &mut HashSet<usize>| -> RtResult<bool> {
        if seen.len() == seen.capacity() {
            // A doubling: a bucket per 7/8 of an entry, a word and a control byte each.
            crate::sandbox::memory::reserve((seen.capacity().max(8) * 2).saturating_mul(8) / 7 * 9)?;
        }
        Ok(seen.insert(ptr as usize))
    };
    // An object is reached through its place's reference, then its blocks.
    if !matches!(value, Value::Scalar(_)) {
        out.push(value.place_block());
    }
    match value {
        Value::Scalar(op) => out.push(op.block()),
        Value::List(l) => {
            if object(Rc::as_ptr(l) as *const u8, seen)? {
                let _depth = crate::sandbox::enter()?;
                out.push(l.header().block());
                l.borrow().iter().try_for_each(|v| flatten_blocks(v, out, seen, tables))?;
            }
        }
        Value::Tuple(t) => {
            if object(Rc::as_ptr(t) as *const u8, seen)? {
                let _depth = crate::sandbox::enter()?;
                out.push(t.header.block());
                t.iter().try_for_each(|v| flatten_blocks(v, out, seen, tables))?;
            }
        }
        Value::Dict(d) | Value::Set(d) if tables => {
            if object(Rc::as_ptr(d) as *const u8, seen)? {
                let _depth = crate::sandbox::enter()?;
                let d = d.borrow();
                out.push(d.header.block());
                for (k, v) in d.iter() {
                    flatten_blocks(k, out, seen, tables)?;
                    flatten_blocks(v, out, seen, tables)?;
                }
            }
        }
        Value::Range(r) => out.extend([r.header.block(), r.params.block()]),
        other => out.extend(other.identity_block().filter(|b| *b != other.place_block())),
    }
    Ok(())
}

/// `traced_eval(f, args)`: the depths of every read and the result
/// (reference: unwrapped, after copying list mutations back into the
/// caller's lists, as the tracer does).
pub fn traced_eval(interp: &mut Interpreter, f: &Value, args: &Value) -> RtResult<(Vec<u32>, Value)> {
    let (replay, result) = priced_call(interp, f, args, true, &[])?;
    Ok((replay.depths, result))
}

/// Bytes per element up to which a summary's u128 cost cannot saturate:
/// a read then costs below 2^40 and a run has fewer than 2^64 reads.
const SUMMARY_EXACT_UP_TO: i64 = 1 << 16;

/// `bytedmd(f, args, bytes_per_element)`: the measured call's exact cost.
/// The summary has it when it is priced at the same bytes per element
/// and cannot saturate; otherwise it comes from the depths.
fn measured_cost(interp: &mut Interpreter, f: &Value, args: &Value, bpe: i64) -> RtResult<Cost> {
    let from_summary = bpe == interp.record.bytes_per_element && bpe <= SUMMARY_EXACT_UP_TO;
    let (replay, _) = priced_call(interp, f, args, !from_summary, &[])?;
    Ok(match from_summary {
        true => Cost::Small(replay.summary.cost),
        false => exact_cost(&replay.depths, bpe),
    })
}

/// What a measured call is priced with.
fn priced(interp: &Interpreter, ir: bool, reads: bool) -> cost::ReplayOptions {
    // The IR text lists each read's site.
    cost::ReplayOptions { ir, depths: reads, sites: ir, bytes_per_element: interp.record.bytes_per_element }
}

/// Runs, prices and records one measured call (`keep_reads`: keep its
/// depths), and returns its result as the caller sees it. `beneath` (keys
/// and widths, bottom first; strict only) starts the call's stack under
/// the arguments: `score` measures `solve` above what the module's load
/// left on its stack.
pub fn priced_call(
    interp: &mut Interpreter,
    f: &Value,
    args: &Value,
    keep_reads: bool,
    beneath: &[(crate::eventlog::trace::Key, u32)],
) -> RtResult<(cost::Replay, Value)> {
    let mut measured = measure_above(interp, f, args, interp.record.keep_ir, beneath)?;
    let mut replay = price_measured(interp, &mut measured.trace, priced(interp, interp.record.keep_ir, keep_reads))?;
    if interp.machine.model() == Model::Strict {
        // The IR is program data: it shows the blocks the call read, by
        // their order of use, and nothing of the run's numbering.
        replay.ir = cost::read_blocks_only(std::mem::take(&mut replay.ir));
        record_stats(interp, f, &mut replay)?;
        return Ok((replay, measured.result));
    }
    record_stats(interp, f, &mut replay)?;
    let mut copies = HashMap::new();
    for (original, wrapped) in &measured.memo.lists {
        let Value::List(fresh) = unwrap(interp, wrapped, &mut copies)? else { continue };
        let contents = crate::sandbox::paced::cloned(&fresh.borrow())?;
        *original.borrow_mut() = contents;
    }
    let result = unwrap(interp, &measured.result, &mut copies)?;
    Ok((replay, result))
}

/// Prices a measured call's log; when the whole run's log was split at
/// it (strict: its events are the run's too), the run's share of them is
/// priced beside it and kept for the run's pricing (`shared_run`).
fn price_measured(interp: &mut Interpreter, trace: &mut Trace, options: cost::ReplayOptions) -> RtResult<cost::Replay> {
    let summary = !(options.ir || options.sites || options.depths);
    let Some(split) = interp.machine.take_split().filter(|_| summary) else {
        return cost::replay_within_limits(trace, options);
    };
    let bpe = interp.record.bytes_per_element;
    let last = split.last_before;
    let before = interp.machine.with_log(split.scope, |run| cost::share::price_before(run, split.before, last, bpe));
    let Some(before) = before.transpose()?.flatten() else { return cost::replay_within_limits(trace, options) };
    let (replay, share) = cost::share::replay_sharing(trace, options, before)?;
    let (after, first_key) = (split.after, split.first_key_after);
    interp.record.shared_run = share.map(|share| cost::share::SharedRun { share, after, first_key });
    Ok(replay)
}

/// Adds a priced measurement to the run's totals and its report, which
/// takes its IR and sites (an IR as long as the run is never copied). The
/// report's lists grow within the budget: a loop of measured calls makes
/// tens of thousands of them.
fn record_stats(interp: &mut Interpreter, f: &Value, replay: &mut cost::Replay) -> RtResult<()> {
    crate::sandbox::memory::make_room(&mut interp.record.calls, 1)?;
    crate::sandbox::memory::make_room(&mut interp.record.ir, usize::from(interp.record.keep_ir))?;
    let summary = replay.summary.clone();
    let stats = &mut interp.record.stats;
    stats.measurements += 1;
    stats.reads += summary.reads;
    stats.cost = stats.cost.saturating_add(summary.cost);
    stats.peak_live = stats.peak_live.max(replay.peak_live);
    let function = match f {
        Value::Function(func) => func.def.name.id.to_string(),
        Value::Builtin(b) => b.name().to_string(),
        other => other.type_name().to_string(),
    };
    if interp.record.keep_ir {
        let number = interp.record.calls.len() + 1;
        let (ir, sites) = (std::mem::take(&mut replay.ir), std::mem::take(&mut replay.sites));
        interp.record.ir.push(cost::MeasuredIr { number, function: function.clone(), ir, sites });
    }
    interp.record.calls.push(cost::tally::MeasuredCall { call_site: interp.site, function, summary });
    Ok(())
}

/// The tracer's `_unwrap`: metered scalars become plain, lists and tuples
/// are copied (each once), anything else is returned as is.
fn unwrap(interp: &Interpreter, value: &Value, copies: &mut HashMap<usize, Value>) -> RtResult<Value> {
    Ok(match value {
        Value::Scalar(op) if interp.machine.leaves_measurement(op) => Value::Scalar(interp.machine.unwrap(op)),
        Value::List(l) => {
            let key = Rc::as_ptr(l) as usize;
            if let Some(copy) = copies.get(&key) {
                return Ok(copy.clone());
            }
            let _depth = crate::sandbox::enter()?;
            let items = crate::sandbox::paced::cloned(&l.borrow())?;
            let mut unwrapped = crate::sandbox::memory::vec_with_capacity(items.len())?;
            for item in &items {
                unwrapped.push(unwrap(interp, item, copies)?);
            }
            let copy = interp.new_list(unwrapped)?;
            copies.insert(key, copy.clone());
            copy
        }
        Value::Tuple(t) => {
            let key = Rc::as_ptr(t) as usize;
            if let Some(copy) = copies.get(&key) {
                return Ok(copy.clone());
            }
            let _depth = crate::sandbox::enter()?;
            let copy = interp.new_tuple(t.iter().map(|v| unwrap(interp, v, copies)).collect::<RtResult<_>>()?)?;
            copies.insert(key, copy.clone());
            copy
        }
        other => other.clone(),
    })
}

// The API's readings (depths, costs, IR) are values like any other: under
// strict each is a block, read when the program uses it.

/// The trace as a list of new blocks, stored last depth first so that the
/// first ends on top: a program reading the trace in order finds each depth
/// near the top, as it would find a measured call's arguments. A trace can
/// be far longer than its call's reads of wide values suggest (one depth per
/// word): the list asks the heap budget first.
fn depth_list(interp: &Interpreter, depths: &[u32]) -> RtResult<Value> {
    crate::sandbox::memory::reserve_items::<Value>(depths.len())?;
    let mut items: Vec<Value> = depths.iter().rev().map(|&d| interp.int_value(d as i64)).collect();
    items.reverse();
    interp.new_list(items)
}

fn big(interp: &Interpreter, n: u128) -> Value {
    Value::Scalar(interp.machine.plain(Scalar::from_bigint(BigInt::from(n))))
}

/// A trace's cost as a Python int: exact even where it does not fit in
/// 128 bits (huge `bytes_per_element`), as the tracer's is.
/// An exact cost: most fit in 128 bits.
enum Cost {
    Small(u128),
    Big(num_bigint::BigUint),
}

fn exact_cost(depths: &[u32], bpe: i64) -> Cost {
    match cost::trace_cost_checked(depths, bpe) {
        Some(c) => Cost::Small(c),
        None => Cost::Big(cost::trace_cost_big(depths, bpe)),
    }
}

fn cost_value(interp: &Interpreter, cost: Cost) -> Value {
    match cost {
        Cost::Small(c) => big(interp, c),
        Cost::Big(c) => Value::Scalar(interp.machine.plain(Scalar::from_bigint(BigInt::from(c)))),
    }
}

/// Whether a `bytes_per_element` of zero or less makes the cost 0: under
/// reference, as the tracer's closed form sums nothing for it
/// (`reference-model.md` §7.3); strict refuses it.
fn cost_is_zero(interp: &Interpreter, bpe: i64) -> RtResult<bool> {
    match (bpe <= 0, interp.machine.model()) {
        (false, _) => Ok(false),
        (true, Model::Reference) => Ok(true),
        (true, Model::Strict) => Err(Exception::value_error("bytes_per_element must be a positive integer")),
    }
}

/// `bytes_per_element`: an int, or `True`/`1.0` meaning 1; other
/// non-integers are a TypeError as in the tracer.
fn bytes_per_element(interp: &mut Interpreter, value: &Value) -> RtResult<i64> {
    if let Value::Scalar(op) = value {
        if op.kind() == Kind::Float {
            let site = interp.site;
            if interp.machine.escape(site, op, |s| matches!(s, Scalar::Float(f) if *f == 1.0)) {
                return Ok(1);
            }
            return Err(Exception::type_error("bytes_per_element must be an integer"));
        }
    }
    interp.int_arg(value)
}

fn ir_value(interp: &Interpreter, ir: &[IrEntry]) -> RtResult<Value> {
    let int = |n: u32| interp.int_value(n as i64);
    let text = |s: &str| interp.str_value(s);
    let items = ir
        .iter()
        .map(|entry| match entry {
            IrEntry::Store(k) => interp.new_tuple(vec![text("STORE"), int(*k)]),
            IrEntry::Read { key, depth, width: 1 } => interp.new_tuple(vec![text("READ"), int(*key), int(*depth)]),
            IrEntry::Read { key, depth, width } => {
                interp.new_tuple(vec![text("READ"), int(*key), int(*depth), int(*width)])
            }
            IrEntry::Op { name, keys, depths, out } => interp.new_tuple(vec![
                text("OP"),
                text(name),
                interp.new_list(keys.iter().map(|k| int(*k)).collect())?,
                interp.new_list(depths.iter().map(|d| int(*d)).collect())?,
                match out {
                    Some(k) => int(*k),
                    None => interp.none(),
                },
            ]),
        })
        .collect::<RtResult<_>>()?;
    interp.new_list(items)
}

/// Reads back an IR list (as `inspect_ir` returned it) for `format_ir`.
fn ir_from_value(interp: &mut Interpreter, value: &Value) -> RtResult<Vec<IrEntry>> {
    let bad = || Exception::type_error("format_ir expects the list returned by inspect_ir");
    let entries = interp.collect(value.clone())?;
    let mut ir = crate::sandbox::memory::vec_with_capacity(entries.len())?;
    for entry in entries {
        crate::sandbox::poll()?;
        let Value::Tuple(fields) = entry else { return Err(bad()) };
        if fields.is_empty() {
            return Err(bad());
        }
        let tag = super::core::plain_str(interp, &fields[0], "format_ir").map_err(|_| bad())?;
        let num = |interp: &mut Interpreter, v: &Value| -> RtResult<u32> {
            u32::try_from(interp.int_arg(v)?).map_err(|_| bad())
        };
        match (&*tag, fields.len()) {
            ("STORE", 2) => ir.push(IrEntry::Store(num(interp, &fields[1])?)),
            ("READ", 3 | 4) => {
                let (key, depth) = (num(interp, &fields[1])?, num(interp, &fields[2])?);
                let width = match fields.get(3) {
                    Some(w) => num(interp, w)?.max(1),
                    None => 1,
                };
                ir.push(IrEntry::Read { key, depth, width });
            }
            ("OP", 5) => {
                let op_name = super::core::plain_str(interp, &fields[1], "format_ir").map_err(|_| bad())?;
                let name = crate::eventlog::trace::OpName::parse(&op_name).ok_or_else(bad)?.as_str();
                let mut keys = Vec::new();
                // A step per operand, as `list` and `sorted` count: each
                // is a read, and 30 entries of 200,000 operands ran 0.7 s
                // past the clock.
                for k in interp.collect(fields[2].clone())? {
                    crate::sandbox::poll()?;
                    crate::sandbox::memory::make_room(&mut keys, 1)?;
                    keys.push(num(interp, &k)?);
                }
                let mut depths = Vec::new();
                for d in interp.collect(fields[3].clone())? {
                    crate::sandbox::poll()?;
                    crate::sandbox::memory::make_room(&mut depths, 1)?;
                    depths.push(num(interp, &d)?);
                }
                ir.push(IrEntry::Op { name, keys, depths, out: None });
            }
            _ => return Err(bad()),
        }
    }
    Ok(ir)
}
