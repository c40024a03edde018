//! Strict arithmetic in registers: `plain.rs`'s expressions (names, int and
//! float literals, items of lists and tuples, arithmetic, `-`, conditional
//! expressions on comparisons) and the comparisons `if` and `while` test,
//! computed on a `Machine::tape` while one measurement records. The tape
//! writes down the instructions the general path would record (each
//! operator's reads and result, each index's read, each comparison's
//! result and its test) and records them together when the expression is
//! done, with no value made for its parts.
//!
//! Only an expression resolution marked arithmetic (`ast::Expr::arithmetic`:
//! made of these shapes alone) is tried, so one with a call or a string in
//! it is not walked again at each level the general path descends.
//!
//! The parts are evaluated in the general path's order: an operator's left
//! operand, its right one, then the operator; a subscript's container, its
//! index, then the index's read; a chain's links one by one, each tested
//! before the next is evaluated. Such an expression has no side effects,
//! so when a part is not a plain number (a bool, a str, a NaN, a container,
//! an overflow, an error to raise, a literal used for the first time) the
//! tape is dropped, having recorded nothing, and the caller evaluates the
//! expression the general way.

use super::operators::{binary_op, compare_op};
use super::plain::with_item;
use super::Interpreter;
use crate::machine::{Operand, Reg, Tape};
use crate::ops::Plain;
use crate::syntax::ast::{BinOp, CmpOp, Constant, Expr, ExprKind, Name, Slot, UnaryOp};
use crate::value::frame::Frame;
use crate::value::Value;

/// How deep an expression the registers (and `plain.rs`'s numbers) follow:
/// a deeper one (each level is a call here) takes the general path, whose
/// chains are a loop (`Interpreter::eval_chain`).
pub(super) const MAX_DEPTH: u32 = 24;

impl Interpreter {
    /// `expr` (an operator, `-`, or a conditional expression) computed in
    /// registers, its instructions recorded; `None` for the general path
    /// (nothing recorded).
    // Not inlined: the callers' frames (`eval`'s, one per level of a
    // `.dmd` call) stay the size the stack's budget per level assumes.
    #[inline(never)]
    pub(super) fn try_registers(&self, expr: &Expr, frame: &Frame) -> Option<Value> {
        if !expr.arithmetic {
            return None;
        }
        let mut tape = self.machine.tape()?;
        let reg = self.reg_number(&mut tape, expr, frame, 0)?;
        tape.finish(self.site, reg).map(Value::Scalar)
    }

    /// Whether the comparison `test` holds, as `if` and `while` test it,
    /// computed in registers and recorded; `None` for the general path.
    // Not inlined: the callers' frames (`eval`'s, one per level of a
    // `.dmd` call) stay the size the stack's budget per level assumes.
    #[inline(never)]
    pub(super) fn try_registers_compare(&self, test: &Expr, frame: &Frame) -> Option<bool> {
        let ExprKind::Compare { left, ops: links } = &test.kind else { return None };
        if !test.arithmetic {
            return None;
        }
        let mut tape = self.machine.tape()?;
        let holds = self.reg_chain(&mut tape, left, links, frame, 0)?;
        tape.commit(self.site)?;
        Some(holds)
    }

    /// `name op= value` computed in registers and recorded, the new number
    /// made in the name's slot (`reg_store_name` says why); false for the
    /// general path (nothing done).
    #[inline(never)]
    pub(super) fn try_registers_update(&self, name: &Name, op: BinOp, value: &Expr, frame: &mut Frame) -> bool {
        let Some(op) = self.reg_update(name, op, value, frame) else { return false };
        store_number(name, Value::Scalar(self.machine.place(self.site, op)), frame);
        true
    }

    /// `try_registers_update`'s new number, recorded.
    #[inline(always)]
    fn reg_update(&self, name: &Name, op: BinOp, value: &Expr, frame: &Frame) -> Option<Operand> {
        if !value.arithmetic {
            return None;
        }
        let (op, _) = binary_op(op)?;
        let mut tape = self.machine.tape()?;
        let current = self.reg_name(&tape, name, frame)?;
        let rhs = self.reg_operand(&mut tape, value, frame, 0)?;
        let result = tape.binary(op, current, rhs)?;
        tape.finish(self.site, result)
    }

    /// `name = value` for a local or global `name`, or `xs[i] = value`
    /// for a list `xs` and an `i` in range, computed in registers and
    /// recorded (the value, then the index's read, as the general path
    /// does), the value stored where it goes. False for the general path
    /// (nothing done).
    #[inline(never)]
    pub(super) fn try_registers_assign(&self, target: &Expr, value: &Expr, frame: &mut Frame) -> bool {
        let ExprKind::Subscript { value: container, index } = &target.kind else {
            return match &target.kind {
                ExprKind::Name(name) => self.reg_store_name(name, value, frame),
                _ => false,
            };
        };
        let frame = &*frame;
        if !(target.arithmetic && value.arithmetic) {
            return false;
        }
        let Some(mut tape) = self.machine.tape() else { return false };
        let Some(number) = self.reg_number(&mut tape, value, frame, 0) else { return false };
        let Some(xs @ Value::List(_)) = self.reg_container(&mut tape, container, frame, 0) else { return false };
        let Some(i) = self.reg_index(&mut tape, &xs, index, frame, 0) else { return false };
        let Value::List(list) = xs else { return false };
        if i >= list.borrow().len() {
            return false; // an IndexError to raise
        }
        let Some(op) = tape.finish(self.site, number) else { return false };
        list.borrow_mut()[i] = Value::Scalar(self.machine.place(self.site, op));
        true
    }

    /// `name = value` for an expression `eval` computes in registers first
    /// (`registers_shape`): the number is made in the name's slot, where
    /// the general path would store it, skipping `eval`'s and `assign`'s
    /// dispatch. (Returned as a value, it came back through memory, and
    /// the wide loads of the narrow stores that made it stalled on store
    /// forwarding.)
    fn reg_store_name(&self, name: &Name, value: &Expr, frame: &mut Frame) -> bool {
        if !(registers_shape(value) && matches!(name.slot, Slot::Local(_) | Slot::Global(_))) {
            return false;
        }
        let Some(mut tape) = self.machine.tape() else { return false };
        let Some(reg) = self.reg_number(&mut tape, value, frame, 0) else { return false };
        let Some(op) = tape.finish(self.site, reg) else { return false };
        store_number(name, Value::Scalar(self.machine.place(self.site, op)), frame);
        true
    }

    /// `xs[i] op= value` for a list `xs` and an `i` in range, computed in
    /// registers and recorded (the index read at the load and at the
    /// store, as the general path does), the result stored. False for the
    /// general path (nothing done).
    #[inline(never)]
    pub(super) fn try_registers_update_item(&self, target: &Expr, op: BinOp, value: &Expr, frame: &Frame) -> bool {
        let ExprKind::Subscript { value: container, index } = &target.kind else { return false };
        if !(target.arithmetic && value.arithmetic) {
            return false;
        }
        let Some((op, _)) = binary_op(op) else { return false };
        let Some(mut tape) = self.machine.tape() else { return false };
        let Some(xs @ Value::List(_)) = self.reg_container(&mut tape, container, frame, 0) else { return false };
        let Some(position) = self.reg_number(&mut tape, index, frame, 0) else { return false };
        let Some(i) = tape.index_in(xs.place_block(), position) else { return false };
        let Value::List(items) = &xs else { return false };
        let Some(current) = items.borrow().get(i).and_then(|item| self.reg_value(&tape, item)) else { return false };
        let Some(rhs) = self.reg_number(&mut tape, value, frame, 0) else { return false };
        let Some(result) = tape.binary(op, current, rhs) else { return false };
        if tape.index_in(xs.place_block(), position).is_none() {
            return false;
        }
        let Some(op) = tape.finish(self.site, result) else { return false };
        items.borrow_mut()[i] = Value::Scalar(self.machine.place(self.site, op));
        true
    }

    fn reg_number(&self, tape: &mut Tape, expr: &Expr, frame: &Frame, depth: u32) -> Option<Reg> {
        if depth > MAX_DEPTH {
            return None;
        }
        let depth = depth + 1;
        match &expr.kind {
            ExprKind::Name(name) => self.reg_name(tape, name, frame),
            ExprKind::Constant(c @ Constant::Int(i)) => tape.constant(literal_site(c), Plain::Int(*i)),
            ExprKind::Constant(c @ Constant::Float(f)) => tape.constant(literal_site(c), Plain::float(*f)),
            ExprKind::BinOp { op, left, right } => {
                let (op, _) = binary_op(*op)?;
                let a = self.reg_operand(tape, left, frame, depth)?;
                let b = self.reg_operand(tape, right, frame, depth)?;
                tape.binary(op, a, b)
            }
            ExprKind::UnaryOp { op: UnaryOp::Neg, operand } => {
                let a = self.reg_number(tape, operand, frame, depth)?;
                tape.neg(a)
            }
            ExprKind::Subscript { value, index } => self.reg_item(tape, value, index, frame, depth),
            ExprKind::IfExp { test, body, orelse } => {
                let ExprKind::Compare { left, ops } = &test.kind else { return None };
                let branch = if self.reg_chain(tape, left, ops, frame, depth)? { body } else { orelse };
                self.reg_number(tape, branch, frame, depth)
            }
            _ => None,
        }
    }

    /// `reg_number` with a name or a literal, the usual operands, read
    /// without the dispatch of a call (the same depth limit).
    #[inline(always)]
    fn reg_operand(&self, tape: &mut Tape, expr: &Expr, frame: &Frame, depth: u32) -> Option<Reg> {
        match &expr.kind {
            ExprKind::Name(name) if depth <= MAX_DEPTH => self.reg_name(tape, name, frame),
            ExprKind::Constant(c @ Constant::Int(i)) if depth <= MAX_DEPTH => {
                tape.constant(literal_site(c), Plain::Int(*i))
            }
            ExprKind::Constant(c @ Constant::Float(f)) if depth <= MAX_DEPTH => {
                tape.constant(literal_site(c), Plain::float(*f))
            }
            _ => self.reg_number(tape, expr, frame, depth),
        }
    }

    /// A chain of comparisons as a condition tests it: each link compared
    /// and tested, the next evaluated only when it holds.
    fn reg_chain(
        &self,
        tape: &mut Tape,
        left: &Expr,
        links: &[(CmpOp, Expr)],
        frame: &Frame,
        depth: u32,
    ) -> Option<bool> {
        let mut lhs = self.reg_operand(tape, left, frame, depth)?;
        for (op, right) in links {
            let (op, ..) = compare_op(*op)?;
            let rhs = self.reg_operand(tape, right, frame, depth)?;
            if !tape.compare_truth(op, lhs, rhs)? {
                return Some(false);
            }
            lhs = rhs;
        }
        Some(true)
    }

    /// `container[index]`. A container named, or an item of one named (the
    /// usual ones), is indexed where it lies: a clone of it (`reg_container`)
    /// and its drop cost more than the item's read.
    fn reg_item(&self, tape: &mut Tape, container: &Expr, index: &Expr, frame: &Frame, depth: u32) -> Option<Reg> {
        match &container.kind {
            ExprKind::Name(name) => self.with_named(name, frame, |xs| self.reg_item_of(tape, xs, index, frame, depth)),
            ExprKind::Subscript { value: outer, index: row } if matches!(outer.kind, ExprKind::Name(_)) => {
                let ExprKind::Name(name) = &outer.kind else { return None };
                if depth > MAX_DEPTH {
                    return None;
                }
                self.with_named(name, frame, |rows| {
                    if !is_sequence(rows) {
                        return None;
                    }
                    let r = self.reg_index(tape, rows, row, frame, depth + 1)?;
                    with_item(rows, r, |xs| self.reg_item_of(tape, xs, index, frame, depth))
                })
            }
            _ => {
                let xs = self.reg_container(tape, container, frame, depth)?;
                self.reg_item_of(tape, &xs, index, frame, depth)
            }
        }
    }

    /// Item `index` of `xs`, a list or tuple.
    fn reg_item_of(&self, tape: &mut Tape, xs: &Value, index: &Expr, frame: &Frame, depth: u32) -> Option<Reg> {
        if !is_sequence(xs) {
            return None;
        }
        let i = self.reg_index(tape, xs, index, frame, depth)?;
        with_item(xs, i, |item| self.reg_value(tape, item))
    }

    /// A list or tuple to index: a name bound to one, or an item of one.
    fn reg_container(&self, tape: &mut Tape, expr: &Expr, frame: &Frame, depth: u32) -> Option<Value> {
        if depth > MAX_DEPTH {
            return None;
        }
        let container = match &expr.kind {
            ExprKind::Name(name) => self.with_named(name, frame, |value| Some(value.clone()))?,
            ExprKind::Subscript { value, index } => {
                let outer = self.reg_container(tape, value, frame, depth + 1)?;
                let i = self.reg_index(tape, &outer, index, frame, depth + 1)?;
                with_item(&outer, i, |item| Some(item.clone()))?
            }
            _ => return None,
        };
        is_sequence(&container).then_some(container)
    }

    /// An index of `xs`: evaluated, then read with the place `xs` is used
    /// through.
    fn reg_index(&self, tape: &mut Tape, xs: &Value, index: &Expr, frame: &Frame, depth: u32) -> Option<usize> {
        let i = self.reg_operand(tape, index, frame, depth)?;
        tape.index_in(xs.place_block(), i)
    }

    fn reg_name(&self, tape: &Tape, name: &Name, frame: &Frame) -> Option<Reg> {
        match name.slot {
            Slot::Local(i) => self.reg_value(tape, frame.locals[i as usize].as_ref()?),
            Slot::Global(i) => self.reg_value(tape, frame.globals.values.borrow()[i as usize].as_ref()?),
            _ => None,
        }
    }

    fn reg_value(&self, tape: &Tape, value: &Value) -> Option<Reg> {
        let Value::Scalar(op) = value else { return None };
        tape.operand(op)
    }
}

/// `name = number` for a local or global `name` (`store_name`'s cases
/// for them; the registers read no other).
#[inline(always)]
fn store_number(name: &Name, number: Value, frame: &mut Frame) {
    match name.slot {
        Slot::Local(i) => {
            if let Some(old) = frame.locals[i as usize].replace(number) {
                old.discard();
            }
        }
        Slot::Global(i) => frame.globals.values.borrow_mut()[i as usize] = Some(number),
        _ => {}
    }
}

/// Whether `expr` is one `eval` tries in registers first (`try_registers`):
/// a numeric operator, `-`, or conditional expression.
fn registers_shape(expr: &Expr) -> bool {
    expr.arithmetic
        && matches!(
            expr.kind,
            ExprKind::BinOp { .. } | ExprKind::UnaryOp { op: UnaryOp::Neg, .. } | ExprKind::IfExp { .. }
        )
}

/// Whether `value` can be indexed here: a list or a tuple.
fn is_sequence(value: &Value) -> bool {
    matches!(value, Value::List(_) | Value::Tuple(_))
}

/// The site the constants' memo knows a literal by (`Interpreter::constant`).
fn literal_site(c: &Constant) -> usize {
    c as *const Constant as usize
}
