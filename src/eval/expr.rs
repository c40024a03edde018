//! Expression evaluation, in CPython 3.11's order. Also the two contexts in
//! which CPython's compiled code tests truth differently: conditions
//! (`eval_cond`: each operand of `and`/`or` tested at most once, `not`
//! free) and values (`and`/`or` reuse a test an inner operator already
//! made).

use std::rc::Rc;

use crate::error::{At, Exception, RtResult};
use crate::eval::plain::with_item;
use crate::eval::Interpreter;
use crate::scalar::Scalar;
use crate::source::Span;
use crate::syntax::ast::*;
use crate::value::frame::Frame;
use crate::value::Value;

/// A name nothing binds: a CPython builtin .dmd lacks is said to be
/// unsupported; a typo gets CPython 3.11's "Did you mean" suggestion.
fn undefined_name(name: &str, frame: &Frame) -> Box<Exception> {
    if crate::natives::cpython::is_builtin(name) {
        return unsupported(format!("`{name}`"));
    }
    let builtins = crate::builtins::global_names().map(str::to_string);
    let known: Vec<String> = frame.globals.names.borrow().iter().map(|n| n.to_string()).chain(builtins).collect();
    match crate::check::suggestion(name, known.iter().map(String::as_str)) {
        Some(near) => Exception::new("NameError", format!("name '{name}' is not defined. Did you mean: '{near}'?")),
        None => Exception::name_error(name),
    }
}

/// The slot of `value` when a subscript `value[index]` (not a slice) can
/// use its container where it lies instead of cloning it (a reference
/// count up and down on every subscript of a loop): `value` is a bound
/// plain local. Evaluating the index cannot rebind a plain local (no .dmd
/// expression assigns one; a comprehension's variables are its own), so
/// the container is the one a load before the index would have found.
#[inline]
pub(super) fn local_container<'e>(value: &'e Expr, index: &Expr, frame: &Frame) -> Option<(usize, &'e Name)> {
    let ExprKind::Name(name @ Name { slot: Slot::Local(slot), .. }) = &value.kind else { return None };
    let slot = *slot as usize;
    let bound = frame.locals[slot].is_some() && !matches!(index.kind, ExprKind::Slice { .. });
    bound.then_some((slot, name))
}

/// The container `local_container` found, once the index is evaluated.
/// Unbound only if that invariant broke: an error then, not a panic.
#[inline]
pub(super) fn bound_local<'f>(frame: &'f Frame, slot: usize, name: &Name, span: Span) -> RtResult<&'f Value> {
    frame.locals[slot].as_ref().ok_or_else(|| Exception::unbound_local(&name.id)).at(span)
}

/// A literal's payload.
#[inline(always)]
pub fn constant_scalar(c: &Constant) -> Scalar {
    match c {
        Constant::None => Scalar::None,
        Constant::Bool(b) => Scalar::Bool(*b),
        Constant::Int(i) => Scalar::Int(*i),
        Constant::BigInt(i) => Scalar::BigInt(i.clone()),
        Constant::Float(f) => Scalar::Float(*f),
        Constant::Str(s) => Scalar::Str(s.clone()),
    }
}

/// What CPython has and .dmd does not.
pub fn unsupported(what: String) -> Box<Exception> {
    Exception::new("NotImplementedError", format!("{what} is not supported in .dmd"))
}

impl Interpreter {
    pub fn eval(&mut self, expr: &Expr, frame: &mut Frame) -> RtResult<Value> {
        match &expr.kind {
            ExprKind::Name(name) => self.load_name(name, frame, expr.span),
            ExprKind::Constant(c) => self.constant(c),
            ExprKind::FString(parts) => self.eval_fstring_value(parts, frame),
            ExprKind::BinOp { op, left, right } => {
                if let Some(number) = self.try_plain(expr, frame) {
                    return Ok(self.plain_number_value(number));
                }
                if let Some(value) = self.try_registers(expr, frame) {
                    return Ok(value);
                }
                let l = match left.kind {
                    ExprKind::BinOp { .. } => self.eval_chain(left, frame)?,
                    _ => self.eval(left, frame)?,
                };
                let r = self.eval(right, frame)?;
                // Made here, in the return slot: a result passed up from a
                // callee is copied through memory (a store-forwarding stall).
                if let Some(out) = self.plain_binary(*op, &l, &r) {
                    l.discard();
                    r.discard();
                    return Ok(out);
                }
                self.general_binary(*op, l, r).at(expr.span)
            }
            ExprKind::UnaryOp { op: UnaryOp::Not, operand } => {
                let v = self.eval(operand, frame)?;
                let t = self.truth(&v).at(expr.span)?;
                Ok(self.bool_value(!t))
            }
            ExprKind::UnaryOp { op, operand } => {
                if let Some(value) = self.try_registers(expr, frame) {
                    return Ok(value);
                }
                let v = self.eval(operand, frame)?;
                self.unary(*op, v).at(expr.span)
            }
            ExprKind::BoolOp { .. } => Ok(self.eval_boolop(expr, frame)?.0),
            ExprKind::Compare { left, ops } => self.eval_compare(left, ops, frame),
            ExprKind::Call { func, args } => self.eval_call(func, args, expr.span, frame),
            ExprKind::IfExp { test, body, orelse } => {
                if let Some(number) = self.try_plain(expr, frame) {
                    return Ok(self.plain_number_value(number));
                }
                if let Some(value) = self.try_registers(expr, frame) {
                    return Ok(value);
                }
                let branch = if self.eval_cond(test, frame)? { body } else { orelse };
                self.eval(branch, frame)
            }
            ExprKind::Lambda(def) => self.make_function(def, frame),
            ExprKind::Attribute { value, attr, attr_span } => {
                let v = self.eval(value, frame)?;
                self.get_attribute(v, attr).at(*attr_span)
            }
            ExprKind::Subscript { value, index } => {
                if matches!(value.kind, ExprKind::Subscript { .. }) {
                    if let Some(found) = self.subscript_nested(value, index, expr.span, frame) {
                        return found;
                    }
                }
                if let Some(found) = self.subscript_local(value, index, frame) {
                    return found.at(expr.span);
                }
                let container = self.eval(value, frame)?;
                let found = self.eval_subscript(&container, index, frame).at(expr.span);
                container.discard();
                found
            }
            ExprKind::Slice { .. } => {
                Err(Exception::new("SyntaxError", "a slice is only valid inside []")).at(expr.span)
            }
            ExprKind::List(items) => {
                let items = self.eval_items(items, frame)?;
                self.new_list(items)
            }
            ExprKind::Tuple(items) => {
                let items = self.eval_items(items, frame)?;
                self.new_tuple(items)
            }
            ExprKind::Set(items) => self.eval_set_display(items, frame),
            ExprKind::Dict(pairs) => self.eval_dict_display(pairs, frame),
            ExprKind::ListComp(comp) => {
                let items = self.eval_comprehension(comp, frame)?;
                Ok(self.list_of_placed(items))
            }
            ExprKind::SetComp(comp) => {
                // Each item is added (hashed) as soon as it is produced.
                let mut generator = self.start_generator(comp, frame)?;
                let mut set = self.new_set();
                while let Some(item) = self.generator_next(&mut generator)? {
                    self.set_add(&mut set, item).at(comp.elt.span)?;
                }
                Ok(self.new_set_value(set))
            }
            ExprKind::DictComp(comp) => self.eval_dict_comprehension(comp, frame),
            ExprKind::GeneratorExp(comp) => self.make_generator(comp, frame),
            ExprKind::Starred(_) => {
                Err(Exception::new("SyntaxError", "can't use starred expression here")).at(expr.span)
            }
        }
    }

    /// A binary operator whose left operand is one too (`a + b + c ...`,
    /// `Expr::binary_chain`), evaluated as `eval` would by recursion but
    /// in a loop, so that a chain of any length takes no stack: down the
    /// left operands while neither fast path takes the operator, then
    /// back up, each right operand evaluated and its operator applied.
    /// The same paths are taken in the same order, so the same events are
    /// recorded.
    #[inline(never)]
    fn eval_chain(&mut self, expr: &Expr, frame: &mut Frame) -> RtResult<Value> {
        let mut pending = Vec::new();
        let mut node = expr;
        let mut value = loop {
            let ExprKind::BinOp { left, .. } = &node.kind else { break self.eval(node, frame)? };
            if let Some(number) = self.try_plain(node, frame) {
                break self.plain_number_value(number);
            }
            if let Some(value) = self.try_registers(node, frame) {
                break value;
            }
            pending.push(node);
            node = left;
        };
        for node in pending.into_iter().rev() {
            let ExprKind::BinOp { op, right, .. } = &node.kind else { continue };
            let r = self.eval(right, frame)?;
            value = match self.plain_binary(*op, &value, &r) {
                Some(out) => {
                    value.discard();
                    r.discard();
                    out
                }
                None => self.general_binary(*op, value, r).at(node.span)?,
            };
        }
        Ok(value)
    }

    /// Evaluates display items, expanding `*iterable`.
    pub fn eval_items(&mut self, items: &[Expr], frame: &mut Frame) -> RtResult<Vec<Value>> {
        let mut out = Vec::with_capacity(items.len());
        for item in items {
            if let ExprKind::Starred(inner) = &item.kind {
                let v = self.eval(inner, frame)?;
                out.extend(self.collect(v).at(inner.span)?);
            } else {
                out.push(self.eval(item, frame)?);
            }
        }
        Ok(out)
    }

    #[inline(always)]
    pub fn constant(&self, c: &Constant) -> RtResult<Value> {
        self.machine.constant(c as *const Constant as usize, constant_scalar(c)).map(Value::Scalar)
    }

    // ----- names -----

    /// The value of a name; an unbound name raises at `span` (attached
    /// here, on the cold path, so that a found value is returned as is).
    pub fn load_name(&mut self, name: &Name, frame: &Frame, span: Span) -> RtResult<Value> {
        let found = match name.slot {
            Slot::Local(i) => frame.locals[i as usize].clone(),
            Slot::Cell(i) => frame.cells[i as usize].borrow().clone(),
            Slot::Free(i) => frame.frees[i as usize].borrow().clone(),
            Slot::Global(i) => {
                let v = frame.globals.values.borrow()[i as usize].clone();
                v.or_else(|| crate::builtins::Builtin::by_name(&name.id).map(|b| self.builtin_value(b)))
            }
            Slot::Builtin(i) => Some(self.builtin_value(crate::builtins::Builtin::from_index(i))),
            Slot::Unresolved => None,
        };
        match found {
            Some(value) => Ok(value),
            None => Err(self.unbound(name, frame)).at(span),
        }
    }

    /// The builtin `name` refers to now, if it refers to one (a global
    /// not bound shadows nothing).
    pub fn builtin_named(&self, name: &Name, frame: &Frame) -> Option<crate::builtins::Builtin> {
        match name.slot {
            Slot::Builtin(i) => Some(crate::builtins::Builtin::from_index(i)),
            Slot::Global(i) if frame.globals.values.borrow()[i as usize].is_none() => {
                crate::builtins::Builtin::by_name(&name.id)
            }
            _ => None,
        }
    }

    #[cold]
    fn unbound(&self, name: &Name, frame: &Frame) -> Box<Exception> {
        match name.slot {
            Slot::Local(_) | Slot::Cell(_) => Exception::unbound_local(&name.id),
            Slot::Free(_) => Exception::new(
                "NameError",
                format!(
                    "cannot access free variable '{}' where it is not associated with a value in enclosing scope",
                    name.id
                ),
            ),
            _ => undefined_name(&name.id, frame),
        }
    }

    /// Binds `name`; a local, the usual target, inline, the others by a
    /// call.
    #[inline(always)]
    pub fn store_name(&mut self, name: &Name, value: Value, frame: &mut Frame) {
        let value = self.place(value);
        match name.slot {
            Slot::Local(i) => {
                if let Some(old) = frame.locals[i as usize].replace(value) {
                    old.discard();
                }
            }
            _ => self.store_nonlocal(name, value, frame),
        }
    }

    #[inline(never)]
    fn store_nonlocal(&mut self, name: &Name, value: Value, frame: &mut Frame) {
        match name.slot {
            Slot::Local(i) => frame.locals[i as usize] = Some(value),
            Slot::Cell(i) => *frame.cells[i as usize].borrow_mut() = Some(value),
            Slot::Free(i) => *frame.frees[i as usize].borrow_mut() = Some(value),
            Slot::Global(i) => frame.globals.values.borrow_mut()[i as usize] = Some(value),
            Slot::Builtin(_) | Slot::Unresolved => {}
        }
    }

    pub fn delete_name(&mut self, name: &Name, frame: &mut Frame) -> RtResult<()> {
        let old = match name.slot {
            Slot::Local(i) => frame.locals[i as usize].take(),
            Slot::Cell(i) => frame.cells[i as usize].borrow_mut().take(),
            Slot::Free(i) => frame.frees[i as usize].borrow_mut().take(),
            Slot::Global(i) => frame.globals.values.borrow_mut()[i as usize].take(),
            Slot::Builtin(_) | Slot::Unresolved => None,
        };
        match old {
            Some(_) => Ok(()),
            None => Err(Exception::name_error(&name.id)),
        }
    }

    // ----- truth and boolean operators -----

    /// Evaluates `expr` where CPython only jumps on its truth (if, while,
    /// assert, conditional expressions, comprehension filters).
    pub fn eval_cond(&mut self, expr: &Expr, frame: &mut Frame) -> RtResult<bool> {
        match &expr.kind {
            ExprKind::UnaryOp { op: UnaryOp::Not, operand } => Ok(!self.eval_cond(operand, frame)?),
            ExprKind::BoolOp { op: BoolOp::And, values } => {
                for v in values {
                    if !self.eval_cond(v, frame)? {
                        return Ok(false);
                    }
                }
                Ok(true)
            }
            ExprKind::BoolOp { op: BoolOp::Or, values } => {
                for v in values {
                    if self.eval_cond(v, frame)? {
                        return Ok(true);
                    }
                }
                Ok(false)
            }
            ExprKind::IfExp { test, body, orelse } => {
                let branch = if self.eval_cond(test, frame)? { body } else { orelse };
                self.eval_cond(branch, frame)
            }
            ExprKind::Compare { left, ops } => self.cond_compare(expr, left, ops, frame),
            _ => {
                let v = self.eval(expr, frame)?;
                let truth = self.truth(&v).at(expr.span);
                v.discard();
                truth
            }
        }
    }

    /// `and`/`or` in value context: the value, and its truth when an inner
    /// `and`/`or` already tested it (CPython 3.11 does not test it again).
    fn eval_boolop(&mut self, expr: &Expr, frame: &mut Frame) -> RtResult<(Value, Option<bool>)> {
        let ExprKind::BoolOp { op, values } = &expr.kind else {
            return Ok((self.eval(expr, frame)?, None));
        };
        let stop_when = matches!(op, BoolOp::Or);
        let last = values.len() - 1;
        for (i, operand) in values.iter().enumerate() {
            let (value, known) = self.eval_boolop(operand, frame)?;
            if i == last {
                return Ok((value, known));
            }
            let truth = match known {
                Some(t) => t,
                None => self.truth(&value).at(operand.span)?,
            };
            if truth == stop_when {
                return Ok((value, Some(truth)));
            }
        }
        unreachable!("a BoolOp has at least two operands")
    }

    // ----- comparisons -----

    /// A comparison as a condition: CPython 3.11 jumps on each link's
    /// truth, so a false link, tested once, decides the branch; only the
    /// last link is tested as the condition itself. `test` is the
    /// comparison `left ops...` itself.
    fn cond_compare(&mut self, test: &Expr, left: &Expr, ops: &[(CmpOp, Expr)], frame: &mut Frame) -> RtResult<bool> {
        if let Some(holds) = self.try_plain_compare(left, ops, frame) {
            return Ok(holds);
        }
        if let Some(holds) = self.try_registers_compare(test, frame) {
            return Ok(holds);
        }
        let mut lhs = self.eval(left, frame)?;
        for (op, right) in ops {
            let rhs = self.eval(right, frame)?;
            let span = left.span.to(right.span);
            let holds = self.compare_truth(*op, &lhs, &rhs).at(span)?;
            std::mem::replace(&mut lhs, rhs).discard();
            if !holds {
                lhs.discard();
                return Ok(false);
            }
        }
        lhs.discard();
        Ok(true)
    }

    fn eval_compare(&mut self, left: &Expr, ops: &[(CmpOp, Expr)], frame: &mut Frame) -> RtResult<Value> {
        let mut lhs = self.eval(left, frame)?;
        let last = ops.len() - 1;
        for (i, (op, right)) in ops.iter().enumerate() {
            let rhs = self.eval(right, frame)?;
            let span = left.span.to(right.span);
            let result = self.compare(*op, &lhs, &rhs).at(span)?;
            if i == last {
                lhs.discard();
                rhs.discard();
                return Ok(result);
            }
            if !self.truth(&result).at(span)? {
                return Ok(result);
            }
            lhs = rhs;
        }
        unreachable!("a Compare has at least one operator")
    }

    // ----- subscripts -----

    /// `x[i]` where `x` is a bound plain local (`local_container`): the
    /// container is read where it lies. `None` when not this case.
    #[inline]
    fn subscript_local(&mut self, value: &Expr, index: &Expr, frame: &mut Frame) -> Option<RtResult<Value>> {
        let (slot, name) = local_container(value, index, frame)?;
        let key = match self.eval(index, frame) {
            Ok(key) => key,
            Err(e) => return Some(Err(e)),
        };
        let found = match bound_local(frame, slot, name, value.span) {
            Ok(container) => self.get_item(container, &key),
            Err(e) => Err(e),
        };
        key.discard();
        Some(found)
    }

    /// `x[i][j]` where `x` is a bound plain local (`local_container`), `j`
    /// a name or a literal and the model the reference one: when `x` and
    /// `x[i]` are lists or tuples and both indices are unmetered ints in
    /// range, the element (any value, in or out of measurements, where
    /// `eval/plain.rs` takes numbers in arithmetic outside them) is found
    /// where it lies, with no reference count up and down on the row and
    /// no row passed back. Anything else takes the steps of the general
    /// path, with `i` evaluated once. CPython loads `j` after indexing
    /// `x[i]`; loading a name or a literal has no effect and `i` cannot
    /// rebind a plain local, so reading `j` last finds the same value.
    /// `None` when not this shape (nothing evaluated).
    #[inline(never)]
    fn subscript_nested(&mut self, row: &Expr, j: &Expr, span: Span, frame: &mut Frame) -> Option<RtResult<Value>> {
        let ExprKind::Subscript { value: x, index: i } = &row.kind else { return None };
        if !matches!(j.kind, ExprKind::Name(_) | ExprKind::Constant(_))
            || self.machine.model() != crate::machine::Model::Reference
        {
            return None;
        }
        let (slot, name) = local_container(x, i, frame)?;
        let first = match self.eval(i, frame) {
            Ok(first) => first,
            Err(e) => return Some(Err(e)),
        };
        if let Some(found) = self.element_in_place(&frame.locals[slot], &first, j, frame) {
            first.discard();
            return Some(Ok(found));
        }
        let row_value = bound_local(frame, slot, name, x.span).and_then(|c| self.get_item(c, &first)).at(row.span);
        first.discard();
        let row_value = match row_value {
            Ok(v) => v,
            Err(e) => return Some(Err(e)),
        };
        let found = self.eval_subscript(&row_value, j, frame).at(span);
        row_value.discard();
        Some(found)
    }

    /// `container[first][j]` when the container and its row are lists or
    /// tuples indexed by unmetered ints in range and `j` is a bound plain
    /// local or an int literal.
    #[inline]
    fn element_in_place(&self, container: &Option<Value>, first: &Value, j: &Expr, frame: &Frame) -> Option<Value> {
        let i = self.plain_index(first)?;
        let j = match &j.kind {
            ExprKind::Constant(Constant::Int(c)) => usize::try_from(*c).ok()?,
            ExprKind::Name(Name { slot: Slot::Local(s), .. }) => {
                self.plain_index(frame.locals[*s as usize].as_ref()?)?
            }
            _ => return None,
        };
        with_item(container.as_ref()?, i, |row| with_item(row, j, |item| Some(item.clone())))
    }

    fn eval_subscript(&mut self, container: &Value, index: &Expr, frame: &mut Frame) -> RtResult<Value> {
        if let ExprKind::Slice { lower, upper, step } = &index.kind {
            let bounds = self.eval_slice_bounds(lower, upper, step, frame)?;
            return self.get_slice(container, bounds);
        }
        let key = self.eval(index, frame)?;
        let found = self.get_item(container, &key);
        key.discard();
        found
    }

    /// Slice bounds as values; `None` where omitted. Converted to ints
    /// later, step first (as CPython does).
    pub fn eval_slice_bounds(
        &mut self,
        lower: &Option<Box<Expr>>,
        upper: &Option<Box<Expr>>,
        step: &Option<Box<Expr>>,
        frame: &mut Frame,
    ) -> RtResult<[Option<Value>; 3]> {
        let mut out = [None, None, None];
        for (slot, e) in out.iter_mut().zip([lower, upper, step]) {
            if let Some(e) = e {
                *slot = Some(self.eval(e, frame)?);
            }
        }
        Ok(out)
    }

    // ----- f-strings -----

    /// An f-string's value. Out of line: `eval`'s frame is one of each
    /// nested expression's (`sandbox::stack`).
    #[inline(never)]
    fn eval_fstring_value(&mut self, parts: &[FStringPart], frame: &mut Frame) -> RtResult<Value> {
        let text = self.eval_fstring(parts, frame)?;
        Ok(self.str_value(text))
    }

    pub fn eval_fstring(&mut self, parts: &[FStringPart], frame: &mut Frame) -> RtResult<String> {
        let mut out = crate::sandbox::paced::StrBuilder::new();
        for part in parts {
            match part {
                FStringPart::Literal(text) => out.push_str(text)?,
                FStringPart::Field { expr, conversion, spec } => {
                    let mut value = self.eval(expr, frame)?;
                    match conversion {
                        Some('r') | Some('a') => {
                            let text = self.to_repr(&value).at(expr.span)?;
                            value = self.str_value(text);
                        }
                        Some('s') => {
                            let text = self.to_str(&value).at(expr.span)?;
                            value = self.str_value(text);
                        }
                        _ => {}
                    }
                    let spec = self.eval_fstring(spec, frame)?;
                    let text = self.format_value(&value, &spec).at(expr.span)?;
                    out.push_str(&text)?;
                }
            }
        }
        Ok(out.finish())
    }

    // ----- comprehensions -----

    /// Runs a list/set comprehension to completion, returning the items.
    fn eval_comprehension(&mut self, comp: &Rc<Comprehension>, frame: &mut Frame) -> RtResult<Vec<Value>> {
        let mut generator = self.start_generator(comp, frame)?;
        let mut items = Vec::new();
        while let Some(item) = self.generator_next(&mut generator)? {
            crate::sandbox::memory::make_room(&mut items, 1)?;
            // Each item goes into its place as it is appended (`LIST_APPEND`).
            items.push(self.place(item));
        }
        Ok(items)
    }

    fn eval_dict_comprehension(&mut self, comp: &Rc<Comprehension>, frame: &mut Frame) -> RtResult<Value> {
        let mut generator = self.start_generator(comp, frame)?;
        let mut dict = self.new_dict();
        while let Some(pair) = self.generator_next(&mut generator)? {
            // The pair is the generator's own: its items move into the dict.
            let Ok(kv) = self.take_items(pair) else { unreachable!("dict comprehensions yield new pairs") };
            let [key, value]: [Value; 2] = kv.try_into().unwrap_or_else(|_| unreachable!("a pair"));
            self.dict_set(&mut dict, key, value).at(comp.elt.span)?;
        }
        Ok(self.new_dict_value(dict))
    }
}
