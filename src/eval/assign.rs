//! Assignment targets: names, nested tuple/list unpacking, subscript
//! stores (`m[i][j] = v`), augmented assignment (evaluating the container
//! and index once, reading a metered index at the load and at the store,
//! as CPython does) and `del`.

use std::rc::Rc;

use crate::error::{At, Exception, RtResult};
use crate::eval::expr::{bound_local, local_container};
use crate::eval::Interpreter;
use crate::syntax::ast::{BinOp, Expr, ExprKind};
use crate::value::frame::Frame;
use crate::value::Value;

impl Interpreter {
    pub fn assign(&mut self, target: &Expr, value: Value, frame: &mut Frame) -> RtResult<()> {
        match &target.kind {
            ExprKind::Name(name) => {
                self.store_name(name, value, frame);
                Ok(())
            }
            ExprKind::Tuple(targets) | ExprKind::List(targets) => {
                let items = self.unpack(value, targets.len()).at(target.span)?;
                for (t, item) in targets.iter().zip(items) {
                    self.assign(t, item, frame)?;
                }
                Ok(())
            }
            ExprKind::Subscript { value: container, index } => {
                // A bound plain local is stored into where it lies.
                if let Some((slot, name)) = local_container(container, index, frame) {
                    let key = self.eval(index, frame)?;
                    let local = bound_local(frame, slot, name, container.span)?;
                    return self.set_item(local, key, value).at(target.span);
                }
                let container = self.eval(container, frame)?;
                if let ExprKind::Slice { lower, upper, step } = &index.kind {
                    let bounds = self.eval_slice_bounds(lower, upper, step, frame)?;
                    return self.set_slice(&container, bounds, value).at(target.span);
                }
                let key = self.eval(index, frame)?;
                self.set_item(&container, key, value).at(target.span)
            }
            _ => Err(Exception::new("SyntaxError", "cannot assign to this expression")).at(target.span),
        }
    }

    /// The items of an unpacking assignment, checking the count. Not a
    /// read of the header: a wrong count ends the program (.dmd has no
    /// `try`), so a successful unpack reveals nothing about the length.
    ///
    /// A temporary (`a, b = b, a`, a returned tuple) dies here: its items
    /// move into the targets. Items of a container that lives on are
    /// copied as each target is assigned.
    fn unpack(&mut self, value: Value, expected: usize) -> RtResult<Vec<Value>> {
        let value = match self.take_items(value) {
            Ok(items) => return check_count(items, expected),
            Err(value) => value,
        };
        let items = match value {
            Value::Tuple(t) => {
                self.read_place(&Value::Tuple(t.clone()));
                check_len(t.len(), expected)?;
                t.to_vec()
            }
            Value::List(l) => {
                self.read_place(&Value::List(l.clone()));
                check_len(l.borrow().len(), expected)?;
                l.borrow().clone()
            }
            other => return self.unpack_iterator(other, expected),
        };
        Ok(items)
    }

    /// The items of any other iterable, taken one at a time as CPython's
    /// `UNPACK_SEQUENCE` does: an error raised while producing an item
    /// is the program's error, and a long iterator (`range(10**18)`) stops
    /// at the first item too many. The steps recorded are `collect`'s when
    /// the count is right.
    fn unpack_iterator(&mut self, value: Value, expected: usize) -> RtResult<Vec<Value>> {
        let mut it = self
            .make_iter_or(value, |name| Exception::type_error(format!("cannot unpack non-iterable {name} object")))?;
        let mut items = Vec::new();
        while let Some(item) = self.iter_next(&mut it)? {
            if items.len() == expected {
                return Err(too_many_values(expected));
            }
            crate::sandbox::memory::make_room(&mut items, 1)?;
            items.push(item);
        }
        check_count(items, expected)
    }

    pub fn aug_assign(&mut self, target: &Expr, op: BinOp, value: &Expr, frame: &mut Frame) -> RtResult<()> {
        match &target.kind {
            ExprKind::Name(name) => {
                if let Some(number) = self.try_plain_update(name, op, value, frame) {
                    let result = self.plain_number_value(number);
                    self.store_name(name, result, frame);
                    return Ok(());
                }
                if self.try_registers_update(name, op, value, frame) {
                    return Ok(());
                }
                let current = self.load_name(name, frame, target.span)?;
                let rhs = self.eval(value, frame)?;
                let result = match self.plain_binary(op, &current, &rhs) {
                    Some(result) => {
                        current.discard();
                        rhs.discard();
                        result
                    }
                    None => self.inplace(op, current, rhs).at(target.span)?,
                };
                self.store_name(name, result, frame);
                Ok(())
            }
            ExprKind::Subscript { value: container, index } => {
                if self.try_registers_update_item(target, op, value, frame) {
                    return Ok(());
                }
                let container = self.eval(container, frame)?;
                if let ExprKind::Slice { lower, upper, step } = &index.kind {
                    let bounds = self.eval_slice_bounds(lower, upper, step, frame)?;
                    let current = self.get_slice(&container, bounds.clone()).at(target.span)?;
                    let rhs = self.eval(value, frame)?;
                    let result = self.inplace(op, current, rhs).at(target.span)?;
                    return self.set_slice(&container, bounds, result).at(target.span);
                }
                let key = self.eval(index, frame)?;
                let current = self.get_item(&container, &key).at(target.span)?;
                let rhs = self.eval(value, frame)?;
                let result = self.inplace(op, current, rhs).at(target.span)?;
                self.set_item(&container, key, result).at(target.span)
            }
            _ => Err(Exception::new("SyntaxError", "illegal expression for augmented assignment")).at(target.span),
        }
    }

    /// `a op= b`: lists extend and repeat in place; everything else is the
    /// binary operator.
    fn inplace(&mut self, op: BinOp, current: Value, rhs: Value) -> RtResult<Value> {
        match (&current, &rhs) {
            (Value::Set(a), Value::Set(b)) if crate::builtins::sets::in_place(self, op, a, b)? => {
                return Ok(current);
            }
            (Value::Dict(d), _) if op == BinOp::BitOr => {
                // `dict_ior`: any mapping or iterable of pairs.
                if matches!(&rhs, Value::Dict(other) if Rc::ptr_eq(other, d)) {
                    return Ok(current);
                }
                let mut table = crate::eval::tables::snapshot(d)?;
                crate::builtins::core::update_dict(self, &mut table, rhs)?;
                *d.borrow_mut() = table;
                return Ok(current);
            }
            _ => {}
        }
        if let Value::List(list) = &current {
            match op {
                BinOp::Add => {
                    let mut items = self.collect(rhs)?;
                    self.place_all(&mut items)?;
                    list.borrow_mut().extend(items);
                    self.resized(list);
                    return Ok(current);
                }
                BinOp::Mul => {
                    let repeated = self.binary(op, current.clone(), rhs)?;
                    if let Value::List(new) = repeated {
                        let items = std::mem::take(&mut *new.borrow_mut());
                        *list.borrow_mut() = items;
                        self.resized(list);
                    }
                    return Ok(current);
                }
                _ => {}
            }
        }
        self.general_binary(op, current, rhs)
    }

    pub fn delete(&mut self, target: &Expr, frame: &mut Frame) -> RtResult<()> {
        match &target.kind {
            ExprKind::Name(name) => self.delete_name(name, frame).at(target.span),
            ExprKind::Tuple(items) | ExprKind::List(items) => {
                for item in items {
                    self.delete(item, frame)?;
                }
                Ok(())
            }
            ExprKind::Subscript { value: container, index } => {
                let container = self.eval(container, frame)?;
                if let ExprKind::Slice { lower, upper, step } = &index.kind {
                    let bounds = self.eval_slice_bounds(lower, upper, step, frame)?;
                    return self.del_slice(&container, bounds).at(target.span);
                }
                let key = self.eval(index, frame)?;
                self.del_item(&container, &key).at(target.span)
            }
            _ => Err(Exception::new("SyntaxError", "cannot delete this expression")).at(target.span),
        }
    }
}

/// The items of an unpacking, if there are as many as targets.
fn check_count(items: Vec<Value>, expected: usize) -> RtResult<Vec<Value>> {
    check_len(items.len(), expected)?;
    Ok(items)
}

/// CPython's errors for unpacking `len` items into `expected` targets,
/// told before anything is copied.
fn check_len(len: usize, expected: usize) -> RtResult<()> {
    if len < expected {
        return Err(Exception::value_error(format!("not enough values to unpack (expected {expected}, got {len})")));
    }
    if len > expected {
        return Err(too_many_values(expected));
    }
    Ok(())
}

/// CPython 3.11's message, which does not say how many there were.
fn too_many_values(expected: usize) -> Box<Exception> {
    Exception::value_error(format!("too many values to unpack (expected {expected})"))
}
