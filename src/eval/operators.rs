//! Python's object protocol on `Value`s, metered: binary and unary
//! operators (scalars through `Machine::apply`, sequences structurally),
//! rich comparisons with CPython's reflected dispatch, element-wise
//! container comparison, truth, hashing and dict/set probing, subscripts
//! and slices, and `str`/`repr`/`format`. Every scalar payload is reached
//! through the machine.

use std::collections::HashMap;
use std::rc::Rc;

use crate::error::{Exception, RtResult};
use crate::eval::Interpreter;
use crate::machine::{Kind, Operand, ScopeId};
use crate::ops::{self, BinaryOp, CompareOp};
use crate::sandbox::paced::StrBuilder;
use crate::sandbox::{self, Within};
use crate::scalar::Scalar;
use crate::syntax::ast::{BinOp, CmpOp, UnaryOp};
use crate::value::{Value, ViewKind};

/// Sequences longer than this are refused rather than allocated.
const MAX_SEQUENCE: usize = 1 << 28;

pub fn binary_op(op: BinOp) -> Option<(BinaryOp, &'static str)> {
    Some(match op {
        BinOp::Add => (BinaryOp::Add, "add"),
        BinOp::Sub => (BinaryOp::Sub, "sub"),
        BinOp::Mul => (BinaryOp::Mul, "mul"),
        BinOp::Div => (BinaryOp::TrueDiv, "truediv"),
        BinOp::FloorDiv => (BinaryOp::FloorDiv, "floordiv"),
        BinOp::Mod => (BinaryOp::Mod, "mod"),
        BinOp::Pow => (BinaryOp::Pow, "pow"),
        BinOp::LShift => (BinaryOp::LShift, "lshift"),
        BinOp::RShift => (BinaryOp::RShift, "rshift"),
        BinOp::BitAnd => (BinaryOp::And, "and_"),
        BinOp::BitOr => (BinaryOp::Or, "or_"),
        BinOp::BitXor => (BinaryOp::Xor, "xor"),
        BinOp::MatMul => return None,
    })
}

/// `(operator, IR name, IR name when only the right operand is metered)`.
pub(super) fn compare_op(op: CmpOp) -> Option<(CompareOp, &'static str, &'static str)> {
    Some(match op {
        CmpOp::Eq => (CompareOp::Eq, "eq", "eq"),
        CmpOp::NotEq => (CompareOp::Ne, "ne", "ne"),
        CmpOp::Lt => (CompareOp::Lt, "lt", "gt"),
        CmpOp::LtE => (CompareOp::Le, "le", "ge"),
        CmpOp::Gt => (CompareOp::Gt, "gt", "lt"),
        CmpOp::GtE => (CompareOp::Ge, "ge", "le"),
        CmpOp::Is | CmpOp::IsNot | CmpOp::In | CmpOp::NotIn => return None,
    })
}

impl Interpreter {
    // ----- arithmetic -----

    /// `binary` on two unmetered small ints or floats, decided inline (the
    /// operands are plain data: nothing to drop); `None` for `binary`.
    #[inline(always)]
    pub fn plain_binary(&self, op: BinOp, left: &Value, right: &Value) -> Option<Value> {
        let (Value::Scalar(a), Value::Scalar(b), Some((bop, _))) = (left, right, binary_op(op)) else { return None };
        let out = self.machine.apply_plain(a, b, |x, y| ops::fast_binary(bop, x, y))?;
        Some(Value::Scalar(self.machine.plain(out)))
    }

    pub fn binary(&mut self, op: BinOp, left: Value, right: Value) -> RtResult<Value> {
        if let Some(out) = self.plain_binary(op, &left, &right) {
            left.discard();
            right.discard();
            return Ok(out);
        }
        self.general_binary(op, left, right)
    }

    /// `binary` without its `plain_binary` shortcut, for a caller that has
    /// tried it already (an expression) or does without it (`x[i] op= v`).
    pub fn general_binary(&mut self, op: BinOp, left: Value, right: Value) -> RtResult<Value> {
        let Some((bop, name)) = binary_op(op) else {
            return Err(Exception::type_error("the @ operator is not supported in .dmd"));
        };
        match (&left, &right) {
            (Value::Scalar(a), _) if op == BinOp::Mod && a.kind() == Kind::Str && !self.machine.is_proxy(a) => {
                // printf-style formatting: the template is read like any
                // string used; each conversion reads its argument.
                let Some(template) = self.machine.read_str(self.site, a) else { unreachable!("a str") };
                let text = crate::builtins::percent::format(self, &template, right.clone())?;
                Ok(self.str_value(text))
            }
            (Value::Scalar(a), Value::Scalar(b)) => {
                let site = self.site;
                let out = self.machine.apply(site, name, &[a, b], |p| ops::binary(bop, p[0], p[1]));
                left.discard();
                right.discard();
                out.map(Value::Scalar).map_err(Exception::from_pair)
            }
            (Value::List(a), Value::List(b)) if op == BinOp::Add => {
                self.read_structure(&[&left, &right]);
                let items = crate::sandbox::paced::cloned_concat(&[&a.borrow(), &b.borrow()])?;
                self.new_list(items)
            }
            (Value::Tuple(a), Value::Tuple(b)) if op == BinOp::Add => {
                self.read_structure(&[&left, &right]);
                let items = crate::sandbox::paced::cloned_concat(&[&a[..], &b[..]])?;
                self.new_tuple(items)
            }
            (Value::Set(a), Value::Set(b)) => {
                self.read_object_places(&[&left, &right]);
                match crate::builtins::sets::binary(self, op, a, b)? {
                    Some(result) => Ok(result),
                    None => Err(unsupported(op.symbol(), &left, &right)),
                }
            }
            // A str's `sq_concat` answers for any right side without `__radd__`.
            (Value::Scalar(a), _) if op == BinOp::Add && a.kind() == Kind::Str => {
                Err(Exception::type_error(format!("can only concatenate str (not \"{}\") to str", right.type_name())))
            }
            _ if crate::builtins::views::is_set_view(&left) || crate::builtins::views::is_set_view(&right) => {
                match crate::builtins::views::binary(self, op, &left, &right)? {
                    Some(result) => Ok(result),
                    None => Err(unsupported(op.symbol(), &left, &right)),
                }
            }
            (Value::Dict(a), Value::Dict(_)) if op == BinOp::BitOr => {
                // `dict_or`: a copy of the left, updated with the right.
                let original = crate::eval::tables::snapshot(a)?;
                let mut copy = self.dict_copy(&original)?;
                crate::builtins::core::update_dict(self, &mut copy, right.clone())?;
                Ok(self.new_dict_value(copy))
            }
            (Value::List(_) | Value::Tuple(_), Value::Scalar(n)) if op == BinOp::Mul => self.repeat(&left, n, name),
            // A str on the left is the sequence repeated (CPython tries its
            // repeat first), and the list or tuple its count.
            (Value::Scalar(_), Value::List(_) | Value::Tuple(_)) if op == BinOp::Mul && left.type_name() == "str" => {
                Err(Exception::type_error(format!(
                    "can't multiply sequence by non-int of type '{}'",
                    right.type_name()
                )))
            }
            (Value::Scalar(n), Value::List(_) | Value::Tuple(_)) if op == BinOp::Mul => self.repeat(&right, n, name),
            (Value::List(_), _) if op == BinOp::Add => {
                Err(Exception::type_error(format!("can only concatenate list (not \"{}\") to list", right.type_name())))
            }
            (Value::Tuple(_), _) if op == BinOp::Add => Err(Exception::type_error(format!(
                "can only concatenate tuple (not \"{}\") to tuple",
                right.type_name()
            ))),
            _ => Err(unsupported(op.symbol(), &left, &right)),
        }
    }

    /// `seq * n`. Reference: a metered count makes it an operator
    /// instruction whose result's plain scalars become fresh metered values
    /// (the tracer's wrapping). Strict: the count and the sequence's header
    /// are read together; the items are the same blocks, repeated.
    fn repeat(&mut self, seq: &Value, count: &Operand, name: &'static str) -> RtResult<Value> {
        let site = self.site;
        let strict = self.machine.model() == crate::machine::Model::Strict;
        let (n, frame) = if strict {
            let n = self.machine.escape(site, count, repeat_count).map_err(Exception::from_pair)?;
            self.read_structure(&[seq]);
            (n, None)
        } else {
            self.machine.compute_then_begin(site, &[count], |p| repeat_count(p[0])).map_err(Exception::from_pair)?
        };
        let mut out = match seq {
            Value::List(l) => repeat_items(&l.borrow(), n)?,
            Value::Tuple(t) => repeat_items(t, n)?,
            _ => Vec::new(),
        };
        if let Some(frame) = frame {
            let scope = frame.scope();
            let mut memo = self.take_wrap_memo(scope);
            let wrapped: RtResult<Vec<Value>> = out.into_iter().map(|v| self.wrap_for(scope, v, &mut memo)).collect();
            self.put_wrap_memo(scope, memo);
            self.machine.end_op(frame, name, None);
            out = wrapped?;
        }
        match seq {
            Value::Tuple(_) => self.new_tuple(out),
            _ => self.new_list(out),
        }
    }

    pub fn unary(&mut self, op: UnaryOp, value: Value) -> RtResult<Value> {
        let (name, symbol): (&'static str, &str) = match op {
            UnaryOp::Neg => ("neg", "-"),
            UnaryOp::Pos => ("pos", "+"),
            UnaryOp::Invert => ("invert", "~"),
            UnaryOp::Not => {
                let t = self.truth(&value)?;
                return Ok(self.bool_value(!t));
            }
        };
        let Value::Scalar(a) = &value else {
            return Err(Exception::type_error(format!("bad operand type for unary {symbol}: '{}'", value.type_name())));
        };
        let site = self.site;
        let f = match op {
            UnaryOp::Neg => ops::neg,
            UnaryOp::Pos => ops::pos,
            _ => ops::invert,
        };
        self.machine.apply(site, name, &[a], |p| f(p[0])).map(Value::Scalar).map_err(Exception::from_pair)
    }

    /// A one-operand operator instruction on a scalar (`abs`, `round`,
    /// `math.floor`...).
    pub fn apply_scalar(
        &mut self,
        name: &'static str,
        value: &Value,
        f: impl FnOnce(&Scalar) -> Result<Scalar, (&'static str, String)>,
    ) -> RtResult<Value> {
        let Value::Scalar(a) = value else {
            return Err(Exception::type_error(format!("bad operand type for {name}(): '{}'", value.type_name())));
        };
        let site = self.site;
        self.machine.apply(site, name, &[a], |p| f(p[0])).map(Value::Scalar).map_err(Exception::from_pair)
    }

    // ----- comparisons -----

    /// `compare` on two unmetered small ints or floats, decided inline;
    /// `None` for the general path.
    #[inline(always)]
    fn plain_compare(&self, op: CmpOp, left: &Value, right: &Value) -> Option<bool> {
        let (Value::Scalar(a), Value::Scalar(b), Some((cop, ..))) = (left, right, compare_op(op)) else { return None };
        self.machine.apply_plain(a, b, |x, y| ops::fast_compare(cop, x, y))
    }

    /// The truth of `left <op> right`, as a jump tests it. Two unmetered
    /// small ints or floats make no value to test.
    pub fn compare_truth(&mut self, op: CmpOp, left: &Value, right: &Value) -> RtResult<bool> {
        if let Some(holds) = self.plain_compare(op, left, right) {
            return Ok(holds);
        }
        let result = self.general_compare(op, left, right)?;
        let truth = self.truth(&result);
        result.discard();
        truth
    }

    pub fn compare(&mut self, op: CmpOp, left: &Value, right: &Value) -> RtResult<Value> {
        match self.plain_compare(op, left, right) {
            Some(holds) => Ok(self.bool_value(holds)),
            None => self.general_compare(op, left, right),
        }
    }

    /// `compare` once `plain_compare` has declined.
    fn general_compare(&mut self, op: CmpOp, left: &Value, right: &Value) -> RtResult<Value> {
        match op {
            CmpOp::Is | CmpOp::IsNot => {
                let same = match (left, right) {
                    (Value::Scalar(a), Value::Scalar(b)) => self.machine.identity(self.site, a, b),
                    _ => {
                        self.read_identity_of(&[left, right]);
                        self.identical(left, right)
                    }
                };
                return Ok(self.bool_value(same == (op == CmpOp::Is)));
            }
            CmpOp::In => {
                let found = self.contains(right, left)?;
                return Ok(self.bool_value(found));
            }
            CmpOp::NotIn => {
                let found = self.contains(right, left)?;
                return Ok(self.bool_value(!found));
            }
            _ => {}
        }
        let Some((cop, forward, swapped)) = compare_op(op) else { unreachable!("handled above") };
        match (left, right) {
            (Value::Scalar(a), Value::Scalar(b)) => {
                let name = if self.machine.is_proxy(a) || !self.machine.is_proxy(b) { forward } else { swapped };
                let site = self.site;
                let out = self.machine.apply(site, name, &[a, b], |p| ops::compare(cop, p[0], p[1]).map(Scalar::Bool));
                out.map(Value::Scalar).map_err(Exception::from_pair)
            }
            (Value::List(a), Value::List(b)) => {
                self.read_structure(&[left, right]);
                let (a, b) = (sandbox::paced::cloned(&a.borrow())?, sandbox::paced::cloned(&b.borrow())?);
                self.compare_sequences(op, &a, &b)
            }
            (Value::Tuple(a), Value::Tuple(b)) => {
                self.read_structure(&[left, right]);
                let (a, b) = (a.clone(), b.clone());
                self.compare_sequences(op, &a, &b)
            }
            (Value::Scalar(t), other) | (other, Value::Scalar(t)) if self.machine.is_proxy(t) => {
                // A metered scalar's own method runs against any other object.
                let swapped_sides = matches!(right, Value::Scalar(_)) && !matches!(left, Value::Scalar(_));
                let name = if swapped_sides { swapped } else { forward };
                let site = self.site;
                let other_type = other.type_name();
                let out = self.machine.apply(site, name, &[t], |p| match cop {
                    CompareOp::Eq => Ok(Scalar::Bool(false)),
                    CompareOp::Ne => Ok(Scalar::Bool(true)),
                    _ => Err(order_error(op, p[0].type_name(), other_type, swapped_sides)),
                });
                out.map(Value::Scalar).map_err(Exception::from_pair)
            }
            _ => match cop {
                CompareOp::Eq => {
                    let eq = self.objects_equal(left, right)?;
                    Ok(self.bool_value(eq))
                }
                CompareOp::Ne => {
                    let eq = self.objects_equal(left, right)?;
                    Ok(self.bool_value(!eq))
                }
                _ => match (left, right) {
                    (Value::Set(a), Value::Set(b)) => {
                        self.read_structure(&[left, right]);
                        let answer = crate::builtins::sets::order(self, op, a, b)?;
                        Ok(self.bool_value(answer))
                    }
                    _ if crate::builtins::views::comparable(left, right) => {
                        let answer = crate::builtins::views::order(self, op, left, right)?;
                        Ok(self.bool_value(answer))
                    }
                    _ => Err(Exception::from_pair(order_error(op, left.type_name(), right.type_name(), false))),
                },
            },
        }
    }

    /// Lists or tuples: skip identical items, `==` plus a truth test until
    /// the first difference, then compare that pair with `op`.
    fn compare_sequences(&mut self, op: CmpOp, a: &[Value], b: &[Value]) -> RtResult<Value> {
        if matches!(op, CmpOp::Eq | CmpOp::NotEq) && a.len() != b.len() {
            return Ok(self.bool_value(op == CmpOp::NotEq));
        }
        let _depth = sandbox::enter_within(Within::Comparison)?;
        // `equal` counts each element compared as a step.
        for (x, y) in a.iter().zip(b.iter()) {
            if self.equal(x, y)? {
                continue;
            }
            return match op {
                CmpOp::Eq => Ok(self.bool_value(false)),
                CmpOp::NotEq => Ok(self.bool_value(true)),
                _ => self.compare(op, x, y),
            };
        }
        let (la, lb) = (a.len(), b.len());
        let result = match op {
            CmpOp::Eq => la == lb,
            CmpOp::NotEq => la != lb,
            CmpOp::Lt => la < lb,
            CmpOp::LtE => la <= lb,
            CmpOp::Gt => la > lb,
            _ => la >= lb,
        };
        Ok(self.bool_value(result))
    }

    /// `==` between non-scalar objects of any types (no metered scalar at top level).
    fn objects_equal(&mut self, a: &Value, b: &Value) -> RtResult<bool> {
        if matches!(
            (a, b),
            (Value::Dict(_), Value::Dict(_)) | (Value::Set(_), Value::Set(_)) | (Value::Range(_), Value::Range(_))
        ) {
            self.read_structure(&[a, b]);
        }
        match (a, b) {
            (Value::Dict(x), Value::Dict(y)) => {
                if Rc::ptr_eq(x, y) {
                    return Ok(true);
                }
                let (x, y) = (crate::eval::tables::snapshot(x)?, crate::eval::tables::snapshot(y)?);
                if x.len() != y.len() {
                    return Ok(false);
                }
                let _depth = sandbox::enter_within(Within::Comparison)?;
                // `dict_equal`: each key looked up with its stored hash,
                // then the values compared (`equal` counts a step).
                for entry in x.keyed()? {
                    match self.lookup_entry(&y, &entry)? {
                        Some((_, w)) if self.equal(&entry.pair.1, &w)? => {}
                        _ => return Ok(false),
                    }
                }
                Ok(true)
            }
            (Value::Set(x), Value::Set(y)) => {
                let (x, y) = (crate::eval::tables::snapshot(x)?, crate::eval::tables::snapshot(y)?);
                if x.len() != y.len() {
                    return Ok(false);
                }
                self.set_is_subset(&x, &y)
            }
            (Value::Range(x), Value::Range(y)) => {
                self.machine.read(self.site, &[x.params.block(), y.params.block()]);
                let (lx, ly) = (x.len(), y.len());
                Ok(lx == ly && (lx == 0 || (x.start == y.start && (lx == 1 || x.step == y.step))))
            }
            _ if set_like_len(a).is_some() && set_like_len(b).is_some() => self.view_equal(a, b),
            _ => {
                // Objects of other kinds are equal only to themselves: the
                // answer reveals which objects they are.
                self.read_identity_of(&[a, b]);
                Ok(a.same_object(b))
            }
        }
    }

    /// `dictview_richcompare`: a keys or items view equals a set or another
    /// such view of the same size all of whose items it contains.
    fn view_equal(&mut self, a: &Value, b: &Value) -> RtResult<bool> {
        self.read_structure(&[a, b]);
        if set_like_len(a) != set_like_len(b) {
            return Ok(false);
        }
        // The view's items are looked up in the other operand.
        let (view, other) = if a.as_view().is_some() { (a, b) } else { (b, a) };
        let mut it = self.make_iter(view.clone())?;
        while let Some(item) = self.iter_next(&mut it)? {
            if !self.contains(other, &item)? {
                return Ok(false);
            }
        }
        Ok(true)
    }

    /// `PyObject_RichCompareBool(a, b, Py_EQ)`: identity first, else `a == b`
    /// and a truth test of the result.
    pub fn equal(&mut self, a: &Value, b: &Value) -> RtResult<bool> {
        // Scans (`in`, `index`, `count`, `==` of sequences) stop at the
        // limits: each element compared is a step.
        crate::sandbox::poll()?;
        if self.identical(a, b) {
            return Ok(true);
        }
        let r = self.compare(CmpOp::Eq, a, b)?;
        self.truth(&r)
    }

    /// CPython's identity shortcut (see `Machine::identity_shortcut`); for
    /// objects it is an implicit `is`, which strict reads as `is` does.
    pub fn identical(&self, a: &Value, b: &Value) -> bool {
        match (a, b) {
            (Value::Scalar(x), Value::Scalar(y)) => self.machine.identity_shortcut(self.site, x, y),
            _ => {
                let same = a.same_object(b);
                if same {
                    self.read_identity_of(&[a, b]);
                }
                same
            }
        }
    }

    /// `item in container`.
    pub fn contains(&mut self, container: &Value, item: &Value) -> RtResult<bool> {
        match container {
            Value::List(l) => {
                self.read_structure(&[container]);
                let mut i = 0;
                loop {
                    let Some(e) = l.borrow().get(i).cloned() else { return Ok(false) };
                    if self.equal(&e, item)? {
                        return Ok(true);
                    }
                    i += 1;
                }
            }
            Value::Tuple(t) => {
                self.read_structure(&[container]);
                for e in t.iter() {
                    if self.equal(e, item)? {
                        return Ok(true);
                    }
                }
                Ok(false)
            }
            Value::Dict(d) | Value::Set(d) | Value::DictKeys(d) => {
                self.read_place(container);
                let d = d.clone();
                let found = self.dict_lookup(&d.borrow(), item)?;
                Ok(found.is_some())
            }
            // `dictitems_contains`: a pair's key is looked up (hashed), and
            // the value found compared with the pair's; anything else is
            // not in it.
            Value::DictItems(d) => {
                self.read_place(container);
                let Value::Tuple(pair) = item else { return Ok(false) };
                if pair.len() != 2 {
                    return Ok(false);
                }
                self.read_structure(&[item]);
                let d = d.clone();
                let found = self.dict_lookup(&d.borrow(), &pair[0])?;
                match found {
                    Some((_, value)) => self.equal(&value, &pair[1]),
                    None => Ok(false),
                }
            }
            Value::DictValues(d) => {
                self.read_structure(&[container]);
                let items: Vec<Value> = d.borrow().iter().map(|(_, v)| v.clone()).collect();
                for e in items.iter() {
                    if self.equal(e, item)? {
                        return Ok(true);
                    }
                }
                Ok(false)
            }
            // An int in a range is answered by arithmetic (`RangeObj::holds`):
            // under strict it reads the range's place, bounds and length with
            // the int; under the reference model an int the tracer does not
            // track is compared with each item recording nothing, so the
            // same answer comes at once (`10**17 in range(10**18)`).
            Value::Range(r) if item.scalar_kind().is_some_and(|k| matches!(k, Kind::Int | Kind::Bool)) => {
                let Value::Scalar(op) = item else { unreachable!("a scalar") };
                let v = match self.machine.model() {
                    crate::machine::Model::Strict => {
                        let along = [container.place_block(), r.header.block(), r.params.block()];
                        let site = self.site;
                        self.machine.escape_with(site, &along, op, ops::index_big).map_err(Exception::from_pair)?
                    }
                    crate::machine::Model::Reference => match self.machine.escape_plain(op, |p| ops::index_big(p).ok())
                    {
                        Some(v) => v,
                        // A tracked int: compared item by item, as the tracer does.
                        None => return self.contains_by_iteration(container, item),
                    },
                };
                Ok(r.holds(&v))
            }
            Value::Range(_) | Value::Iterator(_) => self.contains_by_iteration(container, item),
            Value::Scalar(s) => {
                let site = self.site;
                let (Some(hay), Value::Scalar(needle)) = (self.machine.read_str(site, s), item) else {
                    return Err(Exception::type_error(format!(
                        "argument of type '{}' is not iterable",
                        self.type_name_of(container)
                    )));
                };
                match self.machine.read_str(site, needle) {
                    Some(n) => Ok(sandbox::paced::find(&hay, &n)?.is_some()),
                    None => Err(Exception::type_error(format!(
                        "'in <string>' requires string as left operand, not {}",
                        self.type_name_of(item)
                    ))),
                }
            }
            other => Err(Exception::type_error(format!("argument of type '{}' is not iterable", other.type_name()))),
        }
    }

    /// `item in container` for a range or an iterator, item by item: an
    /// iterator is consumed up to the first equal item, as in CPython.
    fn contains_by_iteration(&mut self, container: &Value, item: &Value) -> RtResult<bool> {
        let mut it = self.make_iter(container.clone())?;
        while let Some(e) = self.iter_next(&mut it)? {
            if self.equal(&e, item)? {
                return Ok(true);
            }
        }
        Ok(false)
    }

    // ----- truth -----

    pub fn truth(&mut self, value: &Value) -> RtResult<bool> {
        Ok(match value {
            Value::Scalar(op) => {
                let site = self.site;
                self.machine.truth(site, op)
            }
            Value::List(_)
            | Value::Tuple(_)
            | Value::Dict(_)
            | Value::Set(_)
            | Value::DictKeys(_)
            | Value::DictValues(_)
            | Value::DictItems(_)
            | Value::Range(_) => {
                self.read_structure(&[value]);
                match value {
                    Value::List(l) => !l.borrow().is_empty(),
                    Value::Tuple(t) => !t.is_empty(),
                    Value::Dict(d) | Value::Set(d) => !d.borrow().is_empty(),
                    Value::DictKeys(d) | Value::DictValues(d) | Value::DictItems(d) => !d.borrow().is_empty(),
                    Value::Range(r) => !r.is_empty(),
                    _ => true,
                }
            }
            // Every other object is true; which object it is is still data.
            _ => {
                self.read_identity_of(&[value]);
                true
            }
        })
    }

    // ----- subscripts -----

    /// A non-negative int index that reads nothing (unmetered), decided
    /// inline; `None` for `index_of`.
    #[inline(always)]
    pub(super) fn plain_index(&self, key: &Value) -> Option<usize> {
        let Value::Scalar(k) = key else { return None };
        self.machine.escape_plain(k, |p| match p {
            Scalar::Int(i) => usize::try_from(*i).ok(),
            _ => None,
        })
    }

    /// An index for `seq[i]`: reads a metered index (`__index__`), with
    /// the place `seq` is used through (one instruction).
    pub fn index_in(&mut self, seq: &Value, key: &Value, what: &str) -> RtResult<i64> {
        let op = self.index_operand(key, what)?;
        let site = self.site;
        self.machine.escape_along(site, seq.place_block(), op, ops::index).map_err(Exception::from_pair)
    }

    /// A metered index's operand, or the TypeError of one that is no index.
    fn index_operand<'k>(&self, key: &'k Value, what: &str) -> RtResult<&'k Operand> {
        let Value::Scalar(op) = key else {
            return Err(Exception::type_error(format!(
                "{what} indices must be integers or slices, not {}",
                key.type_name()
            )));
        };
        if matches!(op.kind(), Kind::Float | Kind::Str | Kind::None) && !self.machine.is_proxy(op) {
            return Err(Exception::type_error(format!(
                "{what} indices must be integers or slices, not {}",
                op.type_name()
            )));
        }
        Ok(op)
    }

    /// An index alone (`list.pop(i)`, `insert`): reads a metered index.
    pub fn index_of(&mut self, key: &Value, what: &str) -> RtResult<i64> {
        let op = self.index_operand(key, what)?;
        let site = self.site;
        self.machine.escape(site, op, ops::index).map_err(Exception::from_pair)
    }

    /// An integer argument of any size (`math.isqrt`, `random.randint`): reads it.
    pub fn big_int_arg(&mut self, value: &Value) -> RtResult<num_bigint::BigInt> {
        let Value::Scalar(op) = value else {
            return Err(Exception::type_error(format!(
                "'{}' object cannot be interpreted as an integer",
                value.type_name()
            )));
        };
        let site = self.site;
        self.machine.escape(site, op, ops::index_big).map_err(Exception::from_pair)
    }

    /// An integer argument (`range`, `insert`, `pop`, `isqrt`...): reads it.
    pub fn int_arg(&mut self, value: &Value) -> RtResult<i64> {
        let Value::Scalar(op) = value else {
            return Err(Exception::type_error(format!(
                "'{}' object cannot be interpreted as an integer",
                value.type_name()
            )));
        };
        let site = self.site;
        self.machine.escape(site, op, ops::index).map_err(Exception::from_pair)
    }

    pub fn get_item(&mut self, container: &Value, key: &Value) -> RtResult<Value> {
        match container {
            Value::List(l) => {
                if let Some(item) = self.plain_index(key).and_then(|i| l.borrow().get(i).cloned()) {
                    return Ok(item);
                }
                let i = self.index_in(container, key, "list")?;
                self.read_header_if_negative(i, container);
                let l = l.borrow();
                normalize(i, l.len())
                    .map(|i| l[i].clone())
                    .ok_or_else(|| Exception::index_error("list index out of range"))
            }
            Value::Tuple(t) => {
                let i = self.index_in(container, key, "tuple")?;
                self.read_header_if_negative(i, container);
                normalize(i, t.len())
                    .map(|i| t[i].clone())
                    .ok_or_else(|| Exception::index_error("tuple index out of range"))
            }
            Value::Range(r) => {
                let i = self.index_in(container, key, "range object")?;
                self.read_range(r);
                let n = r.len() as usize;
                normalize(i, n)
                    .map(|i| self.int_value(r.get(i as i64)))
                    .ok_or_else(|| Exception::index_error("range object index out of range"))
            }
            Value::Dict(d) => {
                self.read_place(container);
                let d = d.clone();
                let found = self.dict_lookup(&d.borrow(), key)?;
                match found {
                    Some((_, v)) => Ok(v),
                    None => Err(Exception::new("KeyError", self.to_repr(key)?)),
                }
            }
            Value::Scalar(s) => match self.machine.read_str(self.site, s) {
                Some(text) => {
                    let i = self.index_of(key, "string")?;
                    let n = sandbox::paced::count_chars(&text)?;
                    let c = normalize(i, n)
                        .and_then(|i| text.chars().nth(i))
                        .ok_or_else(|| Exception::index_error("string index out of range"))?;
                    Ok(self.str_value(&*c.encode_utf8(&mut [0; 4])))
                }
                _ => Err(Exception::not_subscriptable(container.type_name())),
            },
            other => Err(Exception::not_subscriptable(other.type_name())),
        }
    }

    pub fn set_item(&mut self, container: &Value, key: Value, value: Value) -> RtResult<()> {
        match container {
            Value::List(l) => {
                if let Some(i) = self.plain_index(&key) {
                    if i < l.borrow().len() {
                        let value = self.place(value);
                        l.borrow_mut()[i] = value;
                        return Ok(());
                    }
                }
                let i = self.index_in(container, &key, "list")?;
                self.read_header_if_negative(i, container);
                let n = l.borrow().len();
                let i = normalize(i, n).ok_or_else(|| Exception::index_error("list assignment index out of range"))?;
                let value = self.place(value);
                l.borrow_mut()[i] = value;
                Ok(())
            }
            Value::Dict(d) => {
                self.read_place(container);
                let d = d.clone();
                let mut d = d.borrow_mut();
                self.dict_set(&mut d, key, value)
            }
            other => {
                Err(Exception::type_error(format!("'{}' object does not support item assignment", other.type_name())))
            }
        }
    }

    pub fn del_item(&mut self, container: &Value, key: &Value) -> RtResult<()> {
        match container {
            Value::List(l) => {
                let i = self.index_in(container, key, "list")?;
                self.read_header_if_negative(i, container);
                let n = l.borrow().len();
                let i = normalize(i, n).ok_or_else(|| Exception::index_error("list assignment index out of range"))?;
                l.borrow_mut().remove(i);
                self.resized(l);
                Ok(())
            }
            Value::Dict(d) => {
                self.read_place(container);
                let d = d.clone();
                let hk = self.hash_key(key)?;
                if !self.table_discard_hashed(&mut d.borrow_mut(), &hk, key)? {
                    return Err(Exception::new("KeyError", self.to_repr(key)?));
                }
                Ok(())
            }
            other => {
                Err(Exception::type_error(format!("'{}' object doesn't support item deletion", other.type_name())))
            }
        }
    }

    /// Converts slice bounds for a sequence of `len` items: step first,
    /// then start, then stop, as CPython does (each a read if metered).
    fn slice_indices(&mut self, bounds: [Option<Value>; 3], len: usize) -> RtResult<(i64, i64, i64)> {
        let [lower, upper, step] = bounds;
        let step = match self.slice_bound(step)? {
            None => 1,
            Some(0) => return Err(Exception::value_error("slice step cannot be zero")),
            Some(s) => s,
        };
        let start = self.slice_bound(lower)?;
        let stop = self.slice_bound(upper)?;
        Ok(adjust_slice(start, stop, step, len as i64))
    }

    /// A slice bound's `__index__`, clamped into 64 bits as CPython's
    /// `_PyEval_SliceIndex` clamps; `None` for a missing or None bound.
    pub fn slice_bound(&mut self, bound: Option<Value>) -> RtResult<Option<i64>> {
        match bound {
            None => Ok(None),
            Some(v @ Value::Scalar(_))
                if !matches!(&v, Value::Scalar(op) if self.machine.is_proxy(op)) && self.read_if_none(&v) =>
            {
                Ok(None)
            }
            Some(v @ Value::Scalar(_)) => {
                let Value::Scalar(op) = &v else { unreachable!() };
                if matches!(op.kind(), Kind::Float | Kind::Str) && !self.machine.is_proxy(op) {
                    return Err(slice_type_error());
                }
                let site = self.site;
                let r = self.machine.escape(site, op, |p| match p {
                    Scalar::BigInt(b) => Ok(if b.sign() == num_bigint::Sign::Minus { i64::MIN } else { i64::MAX }),
                    other => ops::index(other),
                });
                // A proxy's `__index__` is `operator.index` of its payload:
                // its own TypeError, not the slice's.
                let proxy = self.machine.is_proxy(op);
                r.map(Some).map_err(|e| if proxy { Exception::from_pair(e) } else { slice_type_error() })
            }
            Some(_) => Err(slice_type_error()),
        }
    }

    /// `seq[a:b:c]`: the bounds are normalized against the length, so a
    /// slice reads the sequence's header (a string's slice reads the string).
    pub fn get_slice(&mut self, container: &Value, bounds: [Option<Value>; 3]) -> RtResult<Value> {
        if matches!(container, Value::List(_) | Value::Tuple(_) | Value::Range(_)) {
            self.read_structure(&[container]);
        }
        match container {
            // A copy is asked of the heap budget before it is made: one
            // statement may make many (`[b[:], b[:], ...]`), and the heap is
            // only compared with its limit between statements.
            Value::List(l) => {
                let (start, stop, step) = self.slice_indices(bounds, l.borrow().len())?;
                let items = slice_items(&l.borrow(), start, stop, step)?;
                self.new_list(items)
            }
            Value::Tuple(t) => {
                let (start, stop, step) = self.slice_indices(bounds, t.len())?;
                self.new_tuple(slice_items(t, start, stop, step)?)
            }
            Value::Range(r) => {
                let r = r.clone();
                self.read_range(&r);
                let (start, stop, step) = self.slice_indices(bounds, r.len() as usize)?;
                // In i128: the slice of a range near the ends of i64 may
                // leave it (CPython's ints do not); then OverflowError.
                let at = |i: i64| i64::try_from(i128::from(r.start) + i128::from(i) * i128::from(r.step)).ok();
                let step = i64::try_from(i128::from(r.step) * i128::from(step)).ok();
                match (at(start), at(stop), step) {
                    (Some(a), Some(b), Some(s)) if crate::value::RangeObj::fits(a, b, s) => Ok(self.new_range(a, b, s)),
                    _ => Err(crate::builtins::core::range_too_long()),
                }
            }
            Value::Scalar(s) => match self.machine.read_str(self.site, s) {
                Some(text) => {
                    let out = slice_str(&text, |n| self.slice_indices(bounds, n))?;
                    Ok(self.str_value(out))
                }
                _ => Err(Exception::not_subscriptable(container.type_name())),
            },
            other => Err(Exception::not_subscriptable(other.type_name())),
        }
    }

    pub fn set_slice(&mut self, container: &Value, bounds: [Option<Value>; 3], value: Value) -> RtResult<()> {
        let Value::List(l) = container else {
            return Err(Exception::type_error(format!(
                "'{}' object does not support item assignment",
                container.type_name()
            )));
        };
        let l = l.clone();
        let mut items = self.collect(value)?;
        self.read_structure(&[container]);
        let (start, stop, step) = self.slice_indices(bounds, l.borrow().len())?;
        self.place_all(&mut items)?;
        if step == 1 {
            let (start, stop) = (start as usize, (stop.max(start)) as usize);
            let before = l.borrow().len();
            l.borrow_mut().splice(start..stop, items);
            if l.borrow().len() != before {
                self.resized(&l);
            }
            return Ok(());
        }
        let mut list = l.borrow_mut();
        let positions: Vec<usize> = slice_positions(start, stop, step).collect();
        if positions.len() != items.len() {
            return Err(Exception::value_error(format!(
                "attempt to assign sequence of size {} to extended slice of size {}",
                items.len(),
                positions.len()
            )));
        }
        for (i, item) in positions.into_iter().zip(items) {
            list[i] = item;
        }
        Ok(())
    }

    pub fn del_slice(&mut self, container: &Value, bounds: [Option<Value>; 3]) -> RtResult<()> {
        let Value::List(l) = container else {
            return Err(Exception::type_error(format!(
                "'{}' object doesn't support item deletion",
                container.type_name()
            )));
        };
        let l = l.clone();
        self.read_structure(&[container]);
        let (start, stop, step) = self.slice_indices(bounds, l.borrow().len())?;
        let count = slice_len(start, stop, step);
        if count > 0 {
            // The positions as a rising progression, gone in one pass: a
            // `remove` per position was quadratic (`del l[::2]` of a
            // million items: 50 s that no look at the clock could stop).
            let first = if step > 0 { start } else { start + (count as i64 - 1) * step };
            let (first, stride) = (first as usize, step.unsigned_abs() as usize);
            let last = first + (count - 1) * stride;
            let mut i = 0;
            l.borrow_mut().retain(|_| {
                let gone = (first..=last).contains(&i) && (i - first) % stride == 0;
                i += 1;
                !gone
            });
        }
        self.resized(&l);
        Ok(())
    }

    // ----- text -----

    // `str(value)` and `repr(value)` as the interpreter computes them:
    // `&mut self` because showing a value records its reads.
    #[allow(clippy::wrong_self_convention)]
    pub fn to_str(&mut self, value: &Value) -> RtResult<String> {
        match value {
            Value::Scalar(op) => {
                let site = self.site;
                self.machine.text(site, op, false).map_err(Exception::from_pair)
            }
            // CPython's KeyError shows its key as a repr. Which class the
            // exception is shows too: its header is read.
            Value::Exception(e) => {
                // Exceptions made of exceptions nest without limit.
                let _depth = sandbox::enter_within(Within::Str)?;
                self.read_identity_of(&[value]);
                match &e.arg {
                    Some(arg) if e.name == "KeyError" => self.to_repr(arg),
                    Some(arg) => self.to_str(arg),
                    None => Ok(String::new()),
                }
            }
            other => self.to_repr(other),
        }
    }

    #[allow(clippy::wrong_self_convention)]
    pub fn to_repr(&mut self, value: &Value) -> RtResult<String> {
        if let Value::Scalar(op) = value {
            // The text itself, not a copy of it (a long str's repr).
            return self.machine.text(self.site, op, true).map_err(Exception::from_pair);
        }
        let mut out = StrBuilder::new();
        let mut active = Vec::new();
        self.repr_into(value, &mut out, &mut active)?;
        Ok(out.finish())
    }

    fn repr_into(&mut self, value: &Value, out: &mut StrBuilder, active: &mut Vec<usize>) -> RtResult<()> {
        let id = object_id(value);
        if id != 0 && active.contains(&id) {
            out.push_str(match value {
                Value::Dict(_) => "{...}",
                Value::Tuple(_) => "(...)",
                _ => "[...]",
            })?;
            return Ok(());
        }
        if matches!(value, Value::Scalar(_)) {
            return self.repr_object(value, out, active);
        }
        let _depth = sandbox::enter_within(Within::Repr)?;
        active.push(id);
        self.repr_object(value, out, active)?;
        active.pop();
        Ok(())
    }

    /// The repr of one object. Showing a container shows its length, so
    /// (where formatting reads) its header is read.
    fn repr_object(&mut self, value: &Value, out: &mut StrBuilder, active: &mut Vec<usize>) -> RtResult<()> {
        if !matches!(value, Value::Scalar(_)) {
            self.read_identity_of(&[value]);
        }
        match value {
            Value::Scalar(op) => {
                let site = self.site;
                out.push_str(&self.machine.text(site, op, true).map_err(Exception::from_pair)?)?;
            }
            Value::List(l) => {
                // A copy to walk: the repr of an item may read the list.
                sandbox::memory::reserve_items::<Value>(l.borrow().len())?;
                let items = l.borrow().clone();
                self.repr_items("[", &items, "]", out, active)?;
            }
            Value::Tuple(t) => {
                let close = if t.len() == 1 { ",)" } else { ")" };
                self.repr_items("(", t, close, out, active)?;
            }
            Value::Dict(d) => {
                sandbox::memory::reserve_items::<(Value, Value)>(d.borrow().len())?;
                let entries: Vec<(Value, Value)> = d.borrow().iter().cloned().collect();
                out.push('{')?;
                for (i, (k, v)) in entries.iter().enumerate() {
                    sandbox::poll()?;
                    if i > 0 {
                        out.push_str(", ")?;
                    }
                    self.repr_into(k, out, active)?;
                    out.push_str(": ")?;
                    self.repr_into(v, out, active)?;
                }
                out.push('}')?;
            }
            Value::Set(d) => {
                let keys = d.borrow().keys()?;
                if keys.is_empty() {
                    out.push_str("set()")?;
                } else {
                    self.repr_items("{", &keys, "}", out, active)?;
                }
            }
            Value::DictKeys(_) | Value::DictValues(_) | Value::DictItems(_) => {
                let Some((d, kind)) = value.as_view() else { unreachable!("a view") };
                let pairs: Vec<(Value, Value)> = d.borrow().iter().cloned().collect();
                let (name, items): (&str, Vec<Value>) = match kind {
                    ViewKind::Keys => ("dict_keys", pairs.into_iter().map(|(k, _)| k).collect()),
                    ViewKind::Values => ("dict_values", pairs.into_iter().map(|(_, v)| v).collect()),
                    ViewKind::Items => (
                        "dict_items",
                        pairs.into_iter().map(|(k, v)| self.new_tuple(vec![k, v])).collect::<RtResult<_>>()?,
                    ),
                };
                out.push_str(name)?;
                out.push('(')?;
                self.repr_items("[", &items, "]", out, active)?;
                out.push(')')?;
            }
            Value::Range(r) => {
                self.machine.read_identity(self.site, &[r.params.block()]);
                if r.step == 1 {
                    out.push_str(&format!("range({}, {})", r.start, r.stop))?;
                } else {
                    out.push_str(&format!("range({}, {}, {})", r.start, r.stop, r.step))?;
                }
            }
            Value::Function(f) => {
                let at = self.shown_address(Rc::as_ptr(f) as *const u8 as usize);
                out.push_str(&format!("<function {} at {at:#x}>", f.def.name.id))?
            }
            Value::Builtin(b) => out.push_str(&b.repr())?,
            Value::Method(m) => {
                out.push_str(&format!("<built-in method {} of {} object>", m.method.name(), m.receiver.type_name()))?
            }
            Value::Module(m) => out.push_str(&format!("<module '{}'>", m.name))?,
            Value::Iterator(it) => {
                let at = self.shown_address(Rc::as_ptr(it) as *const u8 as usize);
                out.push_str(&format!("<{} object at {at:#x}>", value.type_name()))?
            }
            Value::Random(r) => {
                let at = self.shown_address(Rc::as_ptr(r) as *const u8 as usize);
                out.push_str(&format!("<random.Random object at {at:#x}>"))?
            }
            Value::Exception(e) => {
                out.push_str(e.name)?;
                out.push('(')?;
                if let Some(arg) = &e.arg {
                    self.repr_into(arg, out, active)?;
                }
                out.push(')')?;
            }
        }
        Ok(())
    }

    fn repr_items(
        &mut self,
        open: &str,
        items: &[Value],
        close: &str,
        out: &mut StrBuilder,
        active: &mut Vec<usize>,
    ) -> RtResult<()> {
        out.push_str(open)?;
        for (i, item) in items.iter().enumerate() {
            sandbox::poll()?;
            if i > 0 {
                out.push_str(", ")?;
            }
            self.repr_into(item, out, active)?;
        }
        out.push_str(close)?;
        Ok(())
    }

    /// `format(value, spec)`.
    pub fn format_value(&mut self, value: &Value, spec: &str) -> RtResult<String> {
        match value {
            Value::Scalar(op) => {
                let site = self.site;
                self.machine.format(site, op, spec).map_err(Exception::from_pair)
            }
            other if spec.is_empty() => self.to_str(other),
            other => Err(Exception::type_error(format!(
                "unsupported format string passed to {}.__format__",
                other.type_name()
            ))),
        }
    }

    /// The type name CPython's messages give `value`: `_Tracked` for a
    /// proxy (the tracer's wrapper class: `len(T)` is `object of type
    /// '_Tracked' has no len()`), else the value's own.
    pub fn type_name_of(&self, value: &Value) -> &'static str {
        match value {
            Value::Scalar(op) if self.machine.is_proxy(op) => "_Tracked",
            other => other.type_name(),
        }
    }

    /// Whether a dict key holds a proxy, so that CPython's equality test
    /// against a stored key with the same hash is observable.
    pub fn has_proxy(&self, value: &Value) -> bool {
        match value {
            Value::Scalar(op) => self.machine.is_proxy(op),
            Value::Tuple(items) => items.iter().any(|v| self.has_proxy(v)),
            _ => false,
        }
    }

    // ----- wrapping values into a measurement -----

    fn take_wrap_memo(&mut self, scope: ScopeId) -> WrapMemo {
        self.wrap_memos.remove(&scope).unwrap_or_default()
    }

    fn put_wrap_memo(&mut self, scope: ScopeId, memo: WrapMemo) {
        self.wrap_memos.insert(scope, memo);
    }

    /// Reads a sequence's header when a negative index is counted from its
    /// end (which element that is depends on the length).
    fn read_header_if_negative(&self, index: i64, container: &Value) {
        if index < 0 {
            self.read_structure(&[container]);
        }
    }

    /// Reference: the tracer's `_wrap`: plain scalars become new metered values, lists
    /// and tuples are rebuilt around wrapped items (each object once, by
    /// identity), `None` is one shared metered value per measurement.
    /// Nested lists and tuples are a recursion, as in the tracer.
    pub fn wrap_for(&mut self, scope: ScopeId, value: Value, memo: &mut WrapMemo) -> RtResult<Value> {
        Ok(match value {
            Value::Scalar(op) if self.machine.keeps_when_wrapped(&op) => Value::Scalar(op),
            Value::Scalar(op) => {
                if op.kind() == Kind::None {
                    if let Some(none) = &memo.none {
                        return Ok(Value::Scalar(none.clone()));
                    }
                    let none = self.machine.adopt(scope, &op);
                    memo.none = Some(none.clone());
                    return Ok(Value::Scalar(none));
                }
                Value::Scalar(self.machine.adopt(scope, &op))
            }
            Value::List(l) => {
                let key = Rc::as_ptr(&l.obj) as usize;
                if let Some((_, wrapped)) = memo.objects.get(&key) {
                    return Ok(wrapped.clone());
                }
                let _depth = sandbox::enter()?;
                // A snapshot, as the items may be wrapped into lists that
                // alias this one; it and the result both ask the budget.
                let items = sandbox::paced::cloned(&l.borrow())?;
                let wrapped = self.wrap_all(scope, items, memo)?;
                let result = self.new_list(wrapped)?;
                memo.make_room()?;
                memo.objects.insert(key, (Value::List(l.clone()), result.clone()));
                memo.lists.push((l.obj, result.clone()));
                result
            }
            Value::Tuple(t) => {
                let key = Rc::as_ptr(&t.obj) as usize;
                if let Some((_, wrapped)) = memo.objects.get(&key) {
                    return Ok(wrapped.clone());
                }
                let _depth = sandbox::enter()?;
                let items = sandbox::paced::cloned(&t)?;
                let wrapped = self.wrap_all(scope, items, memo)?;
                let result = self.new_tuple(wrapped)?;
                memo.make_room()?;
                memo.objects.insert(key, (Value::Tuple(t), result.clone()));
                result
            }
            Value::Dict(_) | Value::Set(_) | Value::Range(_) => {
                // The tracer makes one opaque metered value of these; programs
                // of the subset can only pass them along.
                value
            }
            other => other,
        })
    }

    /// `wrap_for` of each item, into a vector that asked the budget.
    fn wrap_all(&mut self, scope: ScopeId, items: Vec<Value>, memo: &mut WrapMemo) -> RtResult<Vec<Value>> {
        let mut wrapped = sandbox::memory::vec_with_capacity(items.len())?;
        for item in items {
            wrapped.push(self.wrap_for(scope, item, memo)?);
        }
        Ok(wrapped)
    }
}

/// What a measurement has wrapped so far (the tracer's identity memo), and
/// the lists to copy back into the caller's lists afterwards.
#[derive(Default)]
pub struct WrapMemo {
    pub none: Option<Operand>,
    /// Original object address → (original kept alive, wrapped).
    pub objects: HashMap<usize, (Value, Value)>,
    /// (original list, wrapped list), in the order wrapping finished.
    pub lists: Vec<(crate::value::ListRef, Value)>,
}

impl WrapMemo {
    /// Room for one more wrapped object, asked of the heap budget: a
    /// million inner lists grew the memo 114 MiB past it unasked.
    fn make_room(&mut self) -> RtResult<()> {
        sandbox::memory::make_room_map(&mut self.objects, 1)?;
        sandbox::memory::make_room(&mut self.lists, 1)
    }
}

/// The blocks a dict key occupies: a scalar's, or a tuple's items'.
fn object_id(value: &Value) -> usize {
    match value {
        Value::List(l) => Rc::as_ptr(l) as *const u8 as usize,
        Value::Dict(d) => Rc::as_ptr(d) as *const u8 as usize,
        // A tuple reached again through a list it holds (`Py_ReprEnter`).
        Value::Tuple(t) => Rc::as_ptr(t) as *const u8 as usize,
        _ => 0,
    }
}

/// `items` `n` times over, past `MAX_SEQUENCE` items a `MemoryError`.
fn repeat_items(items: &[Value], n: usize) -> RtResult<Vec<Value>> {
    if n > 0 && items.len().saturating_mul(n) > MAX_SEQUENCE {
        return Err(Exception::new("MemoryError", "sequence repetition is too large"));
    }
    crate::sandbox::paced::cloned_repeat(items, n)
}

fn repeat_count(n: &Scalar) -> Result<usize, (&'static str, String)> {
    match n {
        Scalar::Int(i) => Ok((*i).max(0) as usize),
        Scalar::Bool(b) => Ok(*b as usize),
        Scalar::BigInt(b) if b.sign() == num_bigint::Sign::Minus => Ok(0),
        Scalar::BigInt(_) => Err(("OverflowError", "cannot fit 'int' into an index-sized integer".into())),
        other => Err(("TypeError", format!("can't multiply sequence by non-int of type '{}'", other.type_name()))),
    }
}

fn unsupported(symbol: &str, left: &Value, right: &Value) -> Box<Exception> {
    let symbol = if symbol == "**" { "** or pow()" } else { symbol };
    Exception::type_error(format!(
        "unsupported operand type(s) for {symbol}: '{}' and '{}'",
        left.type_name(),
        right.type_name()
    ))
}

fn order_error(op: CmpOp, left: &str, right: &str, swapped: bool) -> (&'static str, String) {
    let (l, r) = if swapped { (right, left) } else { (left, right) };
    ("TypeError", format!("'{}' not supported between instances of '{l}' and '{r}'", op.symbol()))
}

fn slice_type_error() -> Box<Exception> {
    Exception::type_error("slice indices must be integers or None or have an __index__ method")
}

/// A possibly negative index into `len` items.
pub fn normalize(i: i64, len: usize) -> Option<usize> {
    let len = len as i64;
    let i = if i < 0 { i + len } else { i };
    (0..len).contains(&i).then_some(i as usize)
}

/// `PySlice_AdjustIndices`: clamps start and stop for a sequence of `len`.
fn adjust_slice(start: Option<i64>, stop: Option<i64>, step: i64, len: i64) -> (i64, i64, i64) {
    let clamp = |v: i64| -> i64 {
        if v < 0 {
            let v = v.saturating_add(len);
            if v >= 0 {
                v
            } else if step < 0 {
                -1
            } else {
                0
            }
        } else if v >= len {
            if step < 0 {
                len - 1
            } else {
                len
            }
        } else {
            v
        }
    };
    let start = match start {
        None => {
            if step < 0 {
                len - 1
            } else {
                0
            }
        }
        Some(v) => clamp(v),
    };
    let stop = match stop {
        None => {
            if step < 0 {
                -1
            } else {
                len
            }
        }
        Some(v) => clamp(v),
    };
    (start, stop, step)
}

/// The positions a slice selects.
/// The items of a list's or tuple's slice, within the heap budget.
fn slice_items(items: &[Value], start: i64, stop: i64, step: i64) -> RtResult<Vec<Value>> {
    let count = slice_len(start, stop, step);
    if step == 1 {
        let start = start.max(0) as usize;
        return crate::sandbox::paced::cloned_concat(&[&items[start..start + count]]);
    }
    let mut out = crate::sandbox::memory::vec_with_capacity(count)?;
    let mut pacer = crate::sandbox::paced::Pacer::new();
    for i in slice_positions(start, stop, step) {
        out.push(items[i].clone());
        pacer.advance(std::mem::size_of::<Value>())?;
    }
    Ok(out)
}

fn slice_positions(start: i64, stop: i64, step: i64) -> impl Iterator<Item = usize> {
    let mut i = start;
    std::iter::from_fn(move || {
        let inside = if step > 0 { i < stop } else { i > stop };
        if !inside {
            return None;
        }
        let out = i as usize;
        i += step;
        Some(out)
    })
}

/// Items of the slice `start:stop:step` of adjusted bounds.
fn slice_len(start: i64, stop: i64, step: i64) -> usize {
    if step > 0 { (stop - start + step - 1) / step } else { (start - stop - step - 1) / -step }.max(0) as usize
}

/// `text[start:stop:step]` without a `Vec<char>` of the whole text (four
/// bytes a character): ASCII text is sliced by bytes, other text through
/// the byte offsets of its characters. The result is within the heap
/// budget before it is made.
fn slice_str(text: &str, indices: impl FnOnce(usize) -> RtResult<(i64, i64, i64)>) -> RtResult<String> {
    let ascii = crate::sandbox::paced::is_ascii(text)?;
    let n = if ascii { text.len() } else { crate::sandbox::paced::count_chars(text)? };
    let (start, stop, step) = indices(n)?;
    let count = slice_len(start, stop, step);
    let positions = slice_positions(start, stop, step);
    if ascii && step == 1 {
        let mut out = crate::sandbox::paced::StrBuilder::with_capacity(count)?;
        out.push_str(&text[start.max(0) as usize..][..count])?;
        return Ok(out.finish());
    }
    let mut pacer = crate::sandbox::paced::Pacer::new();
    if ascii {
        let mut out = crate::sandbox::memory::string_with_capacity(count)?;
        let bytes = text.as_bytes();
        for i in positions {
            out.push(bytes[i] as char);
            pacer.advance(1)?;
        }
        return Ok(out);
    }
    let mut offsets: Vec<usize> = crate::sandbox::memory::vec_with_capacity(n)?;
    for (b, _) in text.char_indices() {
        offsets.push(b);
        pacer.advance(1)?;
    }
    let mut out = crate::sandbox::memory::string_with_capacity(count.saturating_mul(4))?;
    for i in positions {
        out.push(text[offsets[i]..].chars().next().unwrap_or_default());
        pacer.advance(4)?;
    }
    Ok(out)
}

/// The size of a set or of a keys or items view (what `dictview_richcompare`
/// compares with sets); `None` for anything else, values views included.
fn set_like_len(v: &Value) -> Option<usize> {
    match v {
        Value::Set(d) | Value::DictKeys(d) | Value::DictItems(d) => Some(d.borrow().len()),
        _ => None,
    }
}
