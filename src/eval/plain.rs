//! Arithmetic in registers. An expression made only of names, int and float
//! literals, subscripts of lists and tuples, arithmetic (`+ - * / // % **`,
//! bitwise, unary `-`) and conditional expressions on comparisons is
//! computed as `ops::Plain` numbers, with no value made for its parts, when
//! none of its reads would record anything (the reference model, no
//! metered operand: `Machine::escape_plain`). It is tried where values are
//! mostly plain (`Machine::has_plain_values`: the reference model outside
//! measurements), so an unmetered run and a metered run's unmetered setup
//! take it.
//!
//! Such an expression has no side effects: reading a name or an item
//! changes nothing that is not recorded, and nothing is recorded here. So
//! when any part is not plain (a metered value, a bool, a str, an int
//! overflow, an error to raise) the caller drops the attempt and evaluates
//! the expression the general way, which records and raises what it must,
//! in CPython's order.

use super::operators::{binary_op, compare_op};
use super::registers::MAX_DEPTH;
use super::Interpreter;
use crate::ops::{self, Plain};
use crate::syntax::ast::{BinOp, CmpOp, Constant, Expr, ExprKind, Name, Slot, UnaryOp};
use crate::value::frame::Frame;
use crate::value::Value;

impl Interpreter {
    /// `expr` as a plain number, or `None` for the general path.
    #[inline]
    pub(super) fn try_plain(&self, expr: &Expr, frame: &Frame) -> Option<Plain> {
        // Not worth trying in strict or inside a measurement.
        if !self.machine.has_plain_values() {
            return None;
        }
        self.plain_number(expr, frame, 0)
    }

    /// Whether `left ops...` holds, compared as plain numbers (each link
    /// tested once, as CPython's chain); `None` for the general path.
    #[inline]
    pub(super) fn try_plain_compare(&self, left: &Expr, links: &[(CmpOp, Expr)], frame: &Frame) -> Option<bool> {
        if !self.machine.has_plain_values() {
            return None;
        }
        self.plain_chain(left, links, frame, 0)
    }

    /// `name op= value` on plain numbers: the new value, which the caller
    /// stores; `None` for the general path (nothing was done).
    #[inline]
    pub(super) fn try_plain_update(&self, name: &Name, op: BinOp, value: &Expr, frame: &Frame) -> Option<Plain> {
        if !self.machine.has_plain_values() {
            return None;
        }
        let (op, _) = binary_op(op)?;
        let current = self.plain_name(name, frame)?;
        not_nan(ops::plain_binary(op, current, self.plain_operand(value, frame, 0)?))
    }

    /// `target = value` for a plain `value` and a target that is a local
    /// or global name, or `xs[i]` for a list `xs` so named and `i` plain
    /// and in range: the number is stored where the target lies, with no
    /// value passed through. `false` for the general path (nothing done).
    pub(super) fn try_plain_assign(&mut self, target: &Expr, value: &Expr, frame: &mut Frame) -> bool {
        if !self.machine.has_plain_values() {
            return false;
        }
        // CPython evaluates the value, then the target's parts: all of them
        // pure here, so the general path may start again from the value.
        let Some(number) = self.plain_number(value, frame, 0) else { return false };
        match &target.kind {
            ExprKind::Name(name) if matches!(name.slot, Slot::Local(_) | Slot::Global(_)) => {
                let value = self.plain_number_value(number);
                self.store_name(name, value, frame);
                true
            }
            ExprKind::Subscript { value: container, index } => {
                let ExprKind::Name(name) = &container.kind else { return false };
                let Some(i) = self.plain_position(index, frame, 0) else { return false };
                let stored = self.with_named(name, frame, |xs| {
                    let Value::List(items) = xs else { return None };
                    // The value is made only once its place is found.
                    *items.borrow_mut().get_mut(i)? = self.plain_number_value(number);
                    Some(())
                });
                stored.is_some()
            }
            _ => false,
        }
    }

    /// The value of a plain result, made in the caller's return slot.
    #[inline(always)]
    pub(super) fn plain_number_value(&self, number: Plain) -> Value {
        Value::Scalar(self.machine.plain(number.scalar()))
    }

    fn plain_number(&self, expr: &Expr, frame: &Frame, depth: u32) -> Option<Plain> {
        // Bounded as the registers' walk is: a longer chain takes the
        // general path at its top levels, which records nothing here either.
        if depth > MAX_DEPTH {
            return None;
        }
        let depth = depth + 1;
        match &expr.kind {
            ExprKind::Name(name) => self.plain_name(name, frame),
            ExprKind::Constant(Constant::Int(i)) => self.machine.plain_literal(Plain::Int(*i)),
            ExprKind::Constant(Constant::Float(f)) => self.machine.plain_literal(Plain::float(*f)),
            ExprKind::BinOp { op, left, right } => {
                let (op, _) = binary_op(*op)?;
                let a = self.plain_operand(left, frame, depth)?;
                let b = self.plain_operand(right, frame, depth)?;
                not_nan(ops::plain_binary(op, a, b))
            }
            ExprKind::UnaryOp { op: UnaryOp::Neg, operand } => {
                ops::plain_neg(self.plain_number(operand, frame, depth)?)
            }
            ExprKind::Subscript { value, index } => self.plain_item(value, index, frame, depth),
            ExprKind::IfExp { test, body, orelse } => {
                let ExprKind::Compare { left, ops } = &test.kind else { return None };
                let branch = if self.plain_chain(left, ops, frame, depth)? { body } else { orelse };
                self.plain_number(branch, frame, depth)
            }
            _ => None,
        }
    }

    /// `plain_number` with a name or a subscript, the usual operands, read
    /// without the dispatch of a call.
    #[inline(always)]
    fn plain_operand(&self, expr: &Expr, frame: &Frame, depth: u32) -> Option<Plain> {
        match &expr.kind {
            ExprKind::Name(name) => self.plain_name(name, frame),
            ExprKind::Subscript { value, index } => self.plain_item(value, index, frame, depth),
            _ => self.plain_number(expr, frame, depth),
        }
    }

    fn plain_chain(&self, left: &Expr, links: &[(CmpOp, Expr)], frame: &Frame, depth: u32) -> Option<bool> {
        let mut lhs = self.plain_operand(left, frame, depth)?;
        for (op, right) in links {
            let (op, ..) = compare_op(*op)?;
            let rhs = self.plain_operand(right, frame, depth)?;
            if !ops::plain_compare(op, lhs, rhs) {
                return Some(false);
            }
            lhs = rhs;
        }
        Some(true)
    }

    /// `xs[i]` or `xs[i][j]` for lists or tuples, `xs` a local or global
    /// name and the indices plain and in range (a negative one reads a
    /// length: the general path's).
    fn plain_item(&self, value: &Expr, index: &Expr, frame: &Frame, depth: u32) -> Option<Plain> {
        let i = self.plain_position(index, frame, depth)?;
        match &value.kind {
            ExprKind::Name(name) => self.with_named(name, frame, |xs| with_item(xs, i, |x| self.plain_value(x))),
            ExprKind::Subscript { value: outer, index: row } => {
                let ExprKind::Name(name) = &outer.kind else { return None };
                let r = self.plain_position(row, frame, depth)?;
                self.with_named(name, frame, |xs| with_item(xs, r, |row| with_item(row, i, |x| self.plain_value(x))))
            }
            _ => None,
        }
    }

    #[inline(always)]
    fn plain_position(&self, index: &Expr, frame: &Frame, depth: u32) -> Option<usize> {
        let Plain::Int(i) = self.plain_operand(index, frame, depth)? else { return None };
        usize::try_from(i).ok()
    }

    /// `f` of the value bound to a local or global `name`.
    #[inline(always)]
    pub(super) fn with_named<R>(&self, name: &Name, frame: &Frame, f: impl FnOnce(&Value) -> Option<R>) -> Option<R> {
        match name.slot {
            Slot::Local(i) => f(frame.locals[i as usize].as_ref()?),
            Slot::Global(i) => f(frame.globals.values.borrow()[i as usize].as_ref()?),
            _ => None,
        }
    }

    /// A name bound to a plain number (locals and globals: the names of a
    /// loop's arithmetic).
    #[inline(always)]
    fn plain_name(&self, name: &Name, frame: &Frame) -> Option<Plain> {
        // `with_named`'s two arms spelled out: a closure called from both
        // is not inlined, and this runs for every name of the arithmetic.
        match name.slot {
            Slot::Local(i) => self.plain_value(frame.locals[i as usize].as_ref()?),
            Slot::Global(i) => self.plain_value(frame.globals.values.borrow()[i as usize].as_ref()?),
            _ => None,
        }
    }

    /// A value's number, unless it is a NaN (`not_nan`).
    #[inline(always)]
    fn plain_value(&self, value: &Value) -> Option<Plain> {
        let Value::Scalar(op) = value else { return None };
        not_nan(self.machine.escape_plain(op, Plain::of))
    }
}

/// A NaN is never plain. It is its own object (`m = n` then `m is n`,
/// `[m] == [n]`), which only the general path, passing the value itself
/// on, keeps; and each NaN the general path makes, a part's included, gets
/// the next identity, on which a NaN's hash and so a set's order depend.
/// An expression with a NaN anywhere is therefore left to the general
/// path, and then makes the NaNs it always made.
#[inline(always)]
fn not_nan(number: Option<Plain>) -> Option<Plain> {
    number.filter(|n| !n.is_nan())
}

/// `f` of item `i` of a list or tuple.
#[inline]
pub(super) fn with_item<R>(container: &Value, i: usize, f: impl FnOnce(&Value) -> Option<R>) -> Option<R> {
    match container {
        Value::List(items) => f(items.borrow().get(i)?),
        Value::Tuple(items) => f(items.get(i)?),
        _ => None,
    }
}
