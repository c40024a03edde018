//! Calls: evaluating arguments (positional, `*args`, keywords) in source
//! order, binding them to parameters with CPython's error messages,
//! creating functions and closures, the recursion limit, and the
//! traceback entries a failing call leaves behind.

use std::rc::Rc;

use crate::diag::TraceEntry;
use crate::error::{At, Exception, RtResult};
use crate::eval::{Flow, Interpreter};
use crate::source::Span;
use crate::syntax::ast::{Arg, Expr, ExprKind, FunctionDef, Ident, Slot};
use crate::value::frame::Frame;
use crate::value::gc::GcHead;
use crate::value::{BoundMethod, Function, Value};

/// Keyword arguments of a call, in source order.
pub type Kwargs = Vec<(Ident, Value)>;

impl Interpreter {
    pub fn eval_call(&mut self, func: &Expr, args: &[Arg], span: Span, frame: &mut Frame) -> RtResult<Value> {
        if let ExprKind::Attribute { value, attr, attr_span } = &func.kind {
            let receiver = self.eval(value, frame)?;
            let (positional, keywords) = self.eval_args(args, frame)?;
            let result = self.call_method(receiver, attr, positional, keywords, *attr_span);
            return result.at(span);
        }
        if let ExprKind::Name(name) = &func.kind {
            if let Some(builtin) = self.builtin_named(name, frame) {
                // A builtin's block, stored at its first use in a
                // measurement as a literal's is, is stored when the call
                // reads it, after the arguments: the name's lookup alone
                // reveals nothing.
                let (positional, keywords) = self.eval_args(args, frame)?;
                let callee = self.builtin_value(builtin);
                return self.call_value(callee, positional, keywords).at(span);
            }
        }
        let callee = self.eval(func, frame)?;
        let (positional, keywords) = self.eval_args(args, frame)?;
        self.call_value(callee, positional, keywords).at(span)
    }

    fn eval_args(&mut self, args: &[Arg], frame: &mut Frame) -> RtResult<(Vec<Value>, Kwargs)> {
        let mut positional = Vec::with_capacity(args.len());
        let mut keywords = Vec::new();
        for arg in args {
            match arg {
                Arg::Positional(e) => positional.push(self.eval(e, frame)?),
                Arg::Starred(e) => {
                    let v = self.eval(e, frame)?;
                    positional.extend(self.collect(v).at(e.span)?);
                }
                Arg::Keyword(name, e) => keywords.push((name.id.clone(), self.eval(e, frame)?)),
            }
        }
        Ok((positional, keywords))
    }

    /// Calls any callable value.
    /// Calls a value. Which function runs is data (a function object can be
    /// chosen like any value), so calling one reads its header.
    pub fn call_value(&mut self, callee: Value, args: Vec<Value>, kwargs: Kwargs) -> RtResult<Value> {
        match callee {
            Value::Function(f) => {
                self.machine.read(self.site, &[f.block(), f.header.block()]);
                self.call_function(&f, args, kwargs)
            }
            Value::Builtin(b) => {
                self.machine.read(self.site, &[b.block()]);
                crate::builtins::call_builtin(self, *b, args, kwargs)
            }
            Value::Method(m) => {
                self.machine.read(self.site, &[m.block()]);
                let (receiver, method) = (m.receiver.clone(), m.method);
                crate::builtins::methods::call(self, receiver, method, args, kwargs)
            }
            other => Err(Exception::not_callable(other.type_name())),
        }
    }

    /// `receiver.name(args)` without materialising the bound method.
    fn call_method(
        &mut self,
        receiver: Value,
        name: &str,
        args: Vec<Value>,
        kwargs: Kwargs,
        name_span: Span,
    ) -> RtResult<Value> {
        // The receiver is used through its place; no bound method is made.
        if !matches!(receiver, Value::Module(_)) {
            let proxy = matches!(&receiver, Value::Scalar(op) if self.machine.is_proxy(op));
            if let Some(method) = crate::builtins::methods::lookup(&receiver, name, proxy) {
                self.read_place(&receiver);
                return crate::builtins::methods::call(self, receiver, method, args, kwargs);
            }
        }
        let callee = self.get_attribute(receiver, name).at(name_span)?;
        self.call_value(callee, args, kwargs)
    }

    pub fn get_attribute(&mut self, value: Value, name: &str) -> RtResult<Value> {
        if let Value::Module(m) = &value {
            self.read_place(&value);
            let m = m.obj.clone();
            return self.module_member(&m, name).map_err(|_| {
                if crate::natives::cpython::module_has(&m.name, name) {
                    return crate::eval::expr::unsupported(format!("`{}.{name}`", m.name));
                }
                Exception::new("AttributeError", format!("module '{}' has no attribute '{name}'", m.name))
            });
        }
        let proxy = matches!(&value, Value::Scalar(op) if self.machine.is_proxy(op));
        match crate::builtins::methods::lookup(&value, name, proxy) {
            // The bound method refers to its receiver from a place of its own.
            Some(method) => Ok(Value::Method(self.held(BoundMethod::new_ref(self.place(value), method)))),
            None => Err(no_attribute(&value, name, proxy)),
        }
    }

    pub fn make_function(&mut self, def: &Rc<FunctionDef>, frame: &mut Frame) -> RtResult<Value> {
        let mut defaults = Vec::new();
        for p in def.params.iter() {
            if let Some(d) = &p.default {
                defaults.push(self.eval(d, frame)?);
            }
        }
        let mut kw_defaults = Vec::new();
        for p in def.kwonly.iter() {
            kw_defaults.push(match &p.default {
                Some(d) => Some(self.eval(d, frame)?),
                None => None,
            });
        }
        // The defaults go into the function's places (a copy of a value
        // that sits in a place).
        self.place_all(&mut defaults)?;
        self.place_each(kw_defaults.iter_mut().flatten())?;
        let closure = self.capture(&def.scope.free_sources, frame);
        let function = Rc::new(Function {
            header: self.machine.header(),
            def: def.clone(),
            defaults,
            kw_defaults,
            closure,
            globals: frame.globals.clone(),
            gc: GcHead::default(),
        });
        Ok(Value::Function(self.held(crate::value::gc::tracked(function))))
    }

    pub fn call_function(&mut self, function: &Rc<Function>, args: Vec<Value>, kwargs: Kwargs) -> RtResult<Value> {
        let mut frame = Frame::for_scope(&function.def.scope, function.closure.clone(), function.globals.clone());
        self.bind_arguments(function, args, kwargs, &mut frame)?;
        let depth = crate::sandbox::enter()?;
        let saved_site = self.site;
        let logged = self.machine.records_calls();
        if logged {
            self.machine.enter_call(saved_site, self.sources.site(function.def.span));
        }
        let result = self.exec_block(&function.def.body, &mut frame);
        if logged {
            self.machine.leave_call();
        }
        self.site = saved_site;
        drop(depth);
        match result {
            Ok(Flow::Return(v)) => Ok(v),
            Ok(_) => Ok(self.none()),
            Err(mut e) => {
                let position = e.cursor.or(e.span).unwrap_or(function.def.span);
                e.traceback.push(TraceEntry { function: function.def.name.id.to_string(), span: position });
                e.cursor = None;
                Err(e)
            }
        }
    }
}

fn store_param(slot: Slot, value: Value, frame: &mut Frame) {
    match slot {
        Slot::Local(i) => frame.locals[i as usize] = Some(value),
        Slot::Cell(i) => *frame.cells[i as usize].borrow_mut() = Some(value),
        _ => {}
    }
}

impl Interpreter {
    /// Binds a call's arguments to the function's parameters: one
    /// instruction puts every argument, keyword and default used into its
    /// parameter's place (`place_all`: the values that sit in places are
    /// copied), then they are stored in the frame.
    fn bind_arguments(&self, function: &Function, args: Vec<Value>, kwargs: Kwargs, frame: &mut Frame) -> RtResult<()> {
        let def = &function.def;
        if kwargs.is_empty() && def.vararg.is_none() && def.kwonly.is_empty() && args.len() == def.params.len() {
            // The common call, one positional argument per parameter.
            let mut args = args;
            self.place_all(&mut args)?;
            for (value, &slot) in args.into_iter().zip(&def.scope.param_slots) {
                store_param(slot, value, frame);
            }
            return Ok(());
        }
        let (mut bound, mut extra) = match_arguments(function, args, kwargs)?;
        let given: Vec<bool> = bound.iter().map(Option::is_some).collect();
        let mut placed: Vec<Value> = bound.iter_mut().filter_map(Option::take).chain(extra.drain(..)).collect();
        self.place_all(&mut placed)?;
        extra = placed.split_off(given.iter().filter(|g| **g).count());
        let mut placed = placed.into_iter();
        for (value, given) in bound.iter_mut().zip(given) {
            if given {
                *value = placed.next();
            }
        }
        let n_params = def.params.len();
        let mut slot_iter = def.scope.param_slots.iter();
        for value in bound.drain(..n_params) {
            if let (Some(&slot), Some(v)) = (slot_iter.next(), value) {
                store_param(slot, v, frame);
            }
        }
        if def.vararg.is_some() {
            if let Some(&slot) = slot_iter.next() {
                store_param(slot, Value::tuple(extra, self.machine.header(), self.machine.reference()), frame);
            }
        }
        for value in bound {
            if let (Some(&slot), Some(v)) = (slot_iter.next(), value) {
                store_param(slot, v, frame);
            }
        }
        Ok(())
    }
}

/// Matches a call's arguments to the function's parameters (defaults
/// filled in), with CPython's errors: every parameter's value (positional
/// ones, then keyword-only ones), and the `*args` items.
fn match_arguments(
    function: &Function,
    args: Vec<Value>,
    kwargs: Kwargs,
) -> RtResult<(Vec<Option<Value>>, Vec<Value>)> {
    let def = &function.def;
    let fname = &def.name.id;
    let n_params = def.params.len();
    let mut bound: Vec<Option<Value>> = vec![None; n_params + def.kwonly.len()];
    let mut extra = Vec::new();
    let n_given = args.len();
    for (i, arg) in args.into_iter().enumerate() {
        if i < n_params {
            bound[i] = Some(arg);
        } else if def.vararg.is_some() {
            extra.push(arg);
        } else {
            return Err(too_many_positional(
                fname,
                n_params,
                def.params.iter().filter(|p| p.default.is_none()).count(),
                n_given,
            ));
        }
    }
    for (name, value) in kwargs {
        let position = def.params.iter().chain(def.kwonly.iter()).position(|p| p.name.id == name);
        match position {
            Some(i) if bound[i].is_some() => {
                return Err(Exception::type_error(format!("{fname}() got multiple values for argument '{name}'")));
            }
            Some(i) => bound[i] = Some(value),
            None => {
                return Err(Exception::type_error(format!("{fname}() got an unexpected keyword argument '{name}'")));
            }
        }
    }
    let first_default = n_params - function.defaults.len();
    let mut missing = Vec::new();
    for (i, slot) in bound.iter_mut().enumerate().take(n_params) {
        if slot.is_none() {
            if i >= first_default {
                *slot = Some(function.defaults[i - first_default].clone());
            } else {
                missing.push(def.params[i].name.id.clone());
            }
        }
    }
    if !missing.is_empty() {
        return Err(missing_arguments(fname, "positional", &missing));
    }
    for (k, param) in def.kwonly.iter().enumerate() {
        let i = n_params + k;
        if bound[i].is_none() {
            match function.kw_defaults.get(k).cloned().flatten() {
                Some(d) => bound[i] = Some(d),
                None => missing.push(param.name.id.clone()),
            }
        }
    }
    if !missing.is_empty() {
        return Err(missing_arguments(fname, "keyword-only", &missing));
    }
    Ok((bound, extra))
}

fn too_many_positional(fname: &str, n_params: usize, n_required: usize, given: usize) -> Box<Exception> {
    let takes = if n_required == n_params {
        format!("{n_params} positional argument{}", if n_params == 1 { "" } else { "s" })
    } else {
        format!("from {n_required} to {n_params} positional arguments")
    };
    let was = if given == 1 { "was" } else { "were" };
    Exception::type_error(format!("{fname}() takes {takes} but {given} {was} given"))
}

fn missing_arguments(fname: &str, kind: &str, missing: &[Ident]) -> Box<Exception> {
    let names: Vec<String> = missing.iter().map(|n| format!("'{n}'")).collect();
    let listed = match names.len() {
        1 => names[0].clone(),
        2 => format!("{} and {}", names[0], names[1]),
        _ => format!("{}, and {}", names[..names.len() - 1].join(", "), names[names.len() - 1]),
    };
    let plural = if missing.len() == 1 { "" } else { "s" };
    Exception::type_error(format!("{fname}() missing {} required {kind} argument{plural}: {listed}", missing.len()))
}

/// Why `value.name` does not exist: unsupported when CPython has it (on a
/// type object too: `int.from_bytes`, `dict.fromkeys`), else CPython's
/// AttributeError (a reference-model proxy has only the tracer's methods).
fn no_attribute(value: &Value, name: &str, proxy: bool) -> Box<Exception> {
    let cpython_has = |type_name: &str| crate::natives::cpython::types_with_method(name).contains(&type_name);
    match value {
        Value::Builtin(b) if cpython_has(b.name()) => {
            crate::eval::expr::unsupported(format!("`{}.{name}` on the type object", b.name()))
        }
        _ if !proxy && cpython_has(value.type_name()) => {
            crate::eval::expr::unsupported(format!("`{}.{name}`", value.type_name()))
        }
        _ if proxy => Exception::attribute_error("_Tracked", name),
        _ => Exception::attribute_error(value.type_name(), name),
    }
}
