//! The `bytedmd` module, with the Python package's API: `traced_eval`,
//! `bytedmd`, `inspect_ir`, `format_ir`, `trace_to_bytedmd`. The only
//! builtins that open measurements: each measured call gets a fresh stack
//! with its arguments wrapped eagerly (last argument first, so the first
//! ends on top), is priced by `crate::cost` when it returns, and has its
//! list arguments' mutations copied back to the caller's lists.

use std::collections::HashMap;
use std::rc::Rc;

use num_bigint::BigInt;

use super::{arity, take_kwargs, Builtin, MeterFn};
use crate::cost::{self, IrEntry};
use crate::error::{Exception, RtResult};
use crate::eval::call::Kwargs;
use crate::eval::operators::WrapMemo;
use crate::eval::Interpreter;
use crate::machine::scalar::Scalar;
use crate::machine::trace::Trace;
use crate::machine::{Operand, ScopeId};
use crate::value::Value;

pub fn call(interp: &mut Interpreter, f: MeterFn, args: Vec<Value>, kwargs: Kwargs) -> RtResult<Value> {
    let name = Builtin::Meter(f).name();
    match f {
        MeterFn::TracedEval => {
            super::no_kwargs(name, &kwargs)?;
            arity(name, &args, 2, 2)?;
            let (depths, result) = traced_eval(interp, &args[0], &args[1])?;
            Ok(Value::tuple(vec![depth_list(interp, &depths), result]))
        }
        MeterFn::Bytedmd => {
            let [bpe_kw] = take_kwargs(name, kwargs, ["bytes_per_element"])?;
            arity(name, &args, 2, 3)?;
            let bpe = match bpe_kw.or_else(|| args.get(2).cloned()) {
                Some(v) => bytes_per_element(interp, &v)?,
                None => 1,
            };
            let (depths, _) = traced_eval(interp, &args[0], &args[1])?;
            Ok(big(interp, cost::trace_cost(&depths, bpe)))
        }
        MeterFn::InspectIr => {
            super::no_kwargs(name, &kwargs)?;
            arity(name, &args, 2, 2)?;
            let measured = measure(interp, &args[0], &args[1], true)?;
            let replay = cost::replay(&measured.trace, true);
            record_stats(interp, &args[0], &replay);
            Ok(ir_value(interp, &replay.ir))
        }
        MeterFn::FormatIr => {
            super::no_kwargs(name, &kwargs)?;
            arity(name, &args, 1, 1)?;
            let ir = ir_from_value(interp, &args[0])?;
            let text = cost::format_ir(&ir);
            Ok(interp.str_value(&text))
        }
        MeterFn::TraceToBytedmd => {
            super::no_kwargs(name, &kwargs)?;
            arity(name, &args, 2, 2)?;
            let items = interp.collect(args[0].clone())?;
            let mut depths = Vec::with_capacity(items.len());
            for item in &items {
                let d = interp.int_arg(item)?;
                depths.push(u32::try_from(d).map_err(|_| Exception::value_error("trace depths must be positive"))?);
            }
            let bpe = bytes_per_element(interp, &args[1])?;
            Ok(big(interp, cost::trace_cost(&depths, bpe)))
        }
    }
}

/// One measured call, before pricing.
pub struct Measured {
    pub scope: ScopeId,
    pub trace: Trace,
    pub result: Value,
    pub memo: WrapMemo,
}

/// Runs `f(*args)` in a fresh measurement (`want_ir`: keep what the IR needs).
pub fn measure(interp: &mut Interpreter, f: &Value, args: &Value, want_ir: bool) -> RtResult<Measured> {
    let items = match args {
        Value::Tuple(t) => (**t).clone(),
        Value::List(l) => l.borrow().clone(),
        other => return Err(Exception::type_error(format!("args must be a tuple, not {}", other.type_name()))),
    };
    let scope = interp.machine.begin_measure(want_ir);
    let mut memo = WrapMemo::default();
    let mut wrapped: Vec<Value> = items.into_iter().rev().map(|a| interp.wrap_for(scope, a, &mut memo)).collect();
    wrapped.reverse();
    interp.wrap_memos.insert(scope, memo);
    let result = interp.call_value(f.clone(), wrapped, Vec::new());
    let memo = interp.wrap_memos.remove(&scope).unwrap_or_default();
    let result = match result {
        Ok(v) => v,
        Err(e) => {
            interp.machine.end_measure(scope, &[]);
            return Err(e);
        }
    };
    let mut live = Vec::new();
    reachable_operands(&result, &mut live);
    let trace = interp.machine.end_measure(scope, &live);
    Ok(Measured { scope, trace, result, memo })
}

/// `traced_eval(f, args)`: the depths of every read and the unwrapped result,
/// after copying list mutations back into the caller's lists.
pub fn traced_eval(interp: &mut Interpreter, f: &Value, args: &Value) -> RtResult<(Vec<u32>, Value)> {
    let measured = measure(interp, f, args, interp.keep_ir)?;
    let replay = cost::replay(&measured.trace, interp.keep_ir);
    record_stats(interp, f, &replay);
    let mut copies = HashMap::new();
    for (original, wrapped) in &measured.memo.lists {
        let Value::List(fresh) = unwrap(interp, measured.scope, wrapped, &mut copies) else { continue };
        let contents = fresh.borrow().clone();
        *original.borrow_mut() = contents;
    }
    let result = unwrap(interp, measured.scope, &measured.result, &mut copies);
    Ok((replay.depths, result))
}

/// Adds a priced measurement to the run's totals and its report.
fn record_stats(interp: &mut Interpreter, f: &Value, replay: &cost::Replay) {
    let bpe = interp.stats_bytes_per_element;
    let summary = crate::report::summarize(&replay.depths, &replay.sites, replay.peak_live, bpe);
    let stats = &mut interp.stats;
    stats.measurements += 1;
    stats.reads += summary.reads;
    stats.cost = stats.cost.saturating_add(summary.cost);
    stats.peak_live = stats.peak_live.max(replay.peak_live);
    let function = match f {
        Value::Function(func) => func.def.name.id.to_string(),
        Value::Builtin(b) => b.name().to_string(),
        other => other.type_name().to_string(),
    };
    if interp.keep_ir {
        let text = crate::report::ir_text(&replay.ir, &replay.sites, &interp.sources, bpe);
        interp.measured_ir.push(format!("# measured call {}: {function}()\n{text}", interp.measured.len() + 1));
    }
    interp.measured.push(crate::report::MeasuredCall { call_site: interp.site, function, summary });
}

/// The operands reachable from a result through lists and tuples.
fn reachable_operands(value: &Value, out: &mut Vec<Operand>) {
    match value {
        Value::Scalar(op) if op.has_block() => out.push(op.clone()),
        Value::List(l) => l.borrow().iter().for_each(|v| reachable_operands(v, out)),
        Value::Tuple(t) => t.iter().for_each(|v| reachable_operands(v, out)),
        _ => {}
    }
}

/// The tracer's `_unwrap`: metered scalars become plain, lists and tuples
/// are copied (each once), anything else is returned as is.
fn unwrap(interp: &Interpreter, scope: ScopeId, value: &Value, copies: &mut HashMap<usize, Value>) -> Value {
    match value {
        Value::Scalar(op) if interp.machine.leaves_measurement(op, scope) => Value::Scalar(interp.machine.unwrap(op)),
        Value::List(l) => {
            let key = Rc::as_ptr(l) as usize;
            if let Some(copy) = copies.get(&key) {
                return copy.clone();
            }
            let items: Vec<Value> = l.borrow().clone();
            let copy = Value::list(items.iter().map(|v| unwrap(interp, scope, v, copies)).collect());
            copies.insert(key, copy.clone());
            copy
        }
        Value::Tuple(t) => {
            let key = Rc::as_ptr(t) as usize;
            if let Some(copy) = copies.get(&key) {
                return copy.clone();
            }
            let copy = Value::tuple(t.iter().map(|v| unwrap(interp, scope, v, copies)).collect());
            copies.insert(key, copy.clone());
            copy
        }
        other => other.clone(),
    }
}

// The API's own readings (depths, costs, IR) are unmetered: see
// `Machine::unmetered`.

fn depth_list(interp: &Interpreter, depths: &[u32]) -> Value {
    Value::list(depths.iter().map(|&d| Value::Scalar(interp.machine.unmetered(Scalar::Int(d as i64)))).collect())
}

fn big(interp: &Interpreter, n: u128) -> Value {
    Value::Scalar(interp.machine.unmetered(Scalar::from_bigint(BigInt::from(n))))
}

/// `bytes_per_element`: an int, or `True`/`1.0` meaning 1; other
/// non-integers are a TypeError as in the tracer.
fn bytes_per_element(interp: &mut Interpreter, value: &Value) -> RtResult<i64> {
    if let Value::Scalar(op) = value {
        if let Some(Scalar::Float(f)) = interp.machine.peek(op) {
            if *f == 1.0 {
                return Ok(1);
            }
            return Err(Exception::type_error("bytes_per_element must be an integer"));
        }
    }
    interp.int_arg(value)
}

fn ir_value(interp: &Interpreter, ir: &[IrEntry]) -> Value {
    let m = &interp.machine;
    let int = |n: u32| Value::Scalar(m.unmetered(Scalar::Int(n as i64)));
    let text = |s: &str| Value::Scalar(m.unmetered(Scalar::str(s)));
    let items = ir
        .iter()
        .map(|entry| match entry {
            IrEntry::Store(k) => Value::tuple(vec![text("STORE"), int(*k)]),
            IrEntry::Read { key, depth } => Value::tuple(vec![text("READ"), int(*key), int(*depth)]),
            IrEntry::Op { name, keys, depths, out } => Value::tuple(vec![
                text("OP"),
                text(name),
                Value::list(keys.iter().map(|k| int(*k)).collect()),
                Value::list(depths.iter().map(|d| int(*d)).collect()),
                match out {
                    Some(k) => int(*k),
                    None => Value::Scalar(m.unmetered(Scalar::None)),
                },
            ]),
        })
        .collect();
    Value::list(items)
}

/// Reads back an IR list (as `inspect_ir` returned it) for `format_ir`.
fn ir_from_value(interp: &mut Interpreter, value: &Value) -> RtResult<Vec<IrEntry>> {
    let bad = || Exception::type_error("format_ir expects the list returned by inspect_ir");
    let entries = interp.collect(value.clone())?;
    let mut ir = Vec::with_capacity(entries.len());
    for entry in entries {
        let Value::Tuple(fields) = entry else { return Err(bad()) };
        let tag = super::core::plain_str(interp, &fields[0], "format_ir").map_err(|_| bad())?;
        let num = |interp: &mut Interpreter, v: &Value| -> RtResult<u32> {
            u32::try_from(interp.int_arg(v)?).map_err(|_| bad())
        };
        match (&*tag, fields.len()) {
            ("STORE", 2) => ir.push(IrEntry::Store(num(interp, &fields[1])?)),
            ("READ", 3) => ir.push(IrEntry::Read { key: num(interp, &fields[1])?, depth: num(interp, &fields[2])? }),
            ("OP", 5) => {
                let op_name = super::core::plain_str(interp, &fields[1], "format_ir").map_err(|_| bad())?;
                let name = crate::machine::trace::OpName::parse(&op_name).ok_or_else(bad)?.as_str();
                let mut keys = Vec::new();
                for k in interp.collect(fields[2].clone())? {
                    keys.push(num(interp, &k)?);
                }
                let mut depths = Vec::new();
                for d in interp.collect(fields[3].clone())? {
                    depths.push(num(interp, &d)?);
                }
                ir.push(IrEntry::Op { name, keys, depths, out: None });
            }
            _ => return Err(bad()),
        }
    }
    Ok(ir)
}
