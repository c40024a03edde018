//! Scope analysis: decides, before execution, where every name lives —
//! a local slot, a cell shared with inner functions, a free variable
//! reached through the closure, a module global or a builtin — with
//! Python's rules (a name bound anywhere in a function is local to it
//! unless declared `global`/`nonlocal`; comprehensions and lambdas are
//! scopes of their own). Fills `Name::slot` and each `ScopeInfo`, so the
//! interpreter never hashes a name to find a variable.

use std::collections::{HashMap, HashSet};
use std::rc::Rc;

use crate::diag::Diagnostic;
use crate::natives::Builtin;
use crate::syntax::ast::*;
use crate::syntax::Looks;

mod arithmetic;
mod captures;
#[cfg(test)]
mod tests;

use captures::{comprehension_key, function_key, Binder, Binders, ScopeKey};

/// Resolves a whole module. `Module::globals` lists the module's global
/// names in slot order afterwards.
pub fn resolve_module(module: &mut Module) -> Result<(), Diagnostic> {
    // `__name__` is predefined in every module.
    resolve_with_globals(module, &[Ident::from("__name__")])
}

/// Resolves more code for a module whose globals are already `known` (a
/// REPL entry): known names keep their slots, new ones are appended.
pub fn resolve_with_globals(module: &mut Module, known: &[Ident]) -> Result<(), Diagnostic> {
    let mut globals: Vec<Ident> = known.to_vec();
    // A source of a million statements takes seconds and hundreds of MiB
    // to resolve: each pass looks at the run's limits as it goes.
    let mut looks = Looks::default();
    let mut bound = Bindings::default();
    for stmt in &module.body {
        looks.node(|| stmt.span)?;
        if bound.set.len() == bound.set.capacity() {
            // The set and the list of names double: asked first.
            ask_for_names(bound.set.len().max(4), stmt.span)?;
        }
        bound.collect_stmt(stmt);
    }
    // `global x` inside any function of the module makes `x` a module global.
    let mut declared_global_anywhere = Vec::new();
    collect_global_decls(&module.body, &mut declared_global_anywhere);
    // A map, not `globals.contains`: a module may bind a million names.
    // Made at its size, asked of the budget first (and the map of names
    // outside functions made from it).
    let names = globals.len() + bound.order.len() + declared_global_anywhere.len();
    ask_for_names(
        names.saturating_mul(GLOBAL_NAME_MAPS),
        module.body.first().map_or_else(Default::default, |s| s.span),
    )?;
    let mut global_slots: HashMap<Ident, u32> = HashMap::with_capacity(names);
    global_slots.extend(globals.iter().enumerate().map(|(i, n)| (n.clone(), i as u32)));
    for name in bound.order.iter().chain(declared_global_anywhere.iter()) {
        if !global_slots.contains_key(name) {
            global_slots.insert(name.clone(), globals.len() as u32);
            globals.push(name.clone());
        }
    }
    let scope = Scope::module(&global_slots);
    let outside = global_slots.into_iter().map(|(name, i)| (name, Slot::Global(i))).collect();
    let captures = captures::captures(&module.body, &mut looks)?;
    let mut resolver = Resolver { outside, captures, binders: Binders::default(), looks };
    resolver.block(&mut module.body, &scope)?;
    module.globals = globals;
    Ok(())
}

/// Names bound in one scope, without entering nested scopes.
#[derive(Default)]
struct Bindings {
    order: Vec<Ident>,
    set: HashSet<Ident>,
    globals: HashSet<Ident>,
    nonlocals: HashSet<Ident>,
}

impl Bindings {
    /// The parameters and the names the body binds.
    fn of_function(def: &FunctionDef) -> Bindings {
        let mut bound = Bindings::default();
        let params = def.params.iter().map(|p| &p.name).chain(def.vararg.iter());
        for name in params.chain(def.kwonly.iter().map(|p| &p.name)) {
            bound.bind(&name.id);
        }
        bound.collect_block(&def.body);
        bound
    }

    /// The targets of the `for` clauses.
    fn of_comprehension(comp: &Comprehension) -> Bindings {
        let mut bound = Bindings::default();
        for g in comp.generators.iter() {
            bound.collect_target(&g.target);
        }
        bound
    }

    fn bind(&mut self, name: &Ident) {
        if self.set.insert(name.clone()) {
            self.order.push(name.clone());
        }
    }

    fn collect_block(&mut self, body: &[Stmt]) {
        for stmt in body {
            self.collect_stmt(stmt);
        }
    }

    fn collect_stmt(&mut self, stmt: &Stmt) {
        match &stmt.kind {
            StmtKind::Assign { targets, .. } => targets.iter().for_each(|t| self.collect_target(t)),
            StmtKind::AugAssign { target, .. } => self.collect_target(target),
            StmtKind::For { target, body, orelse, .. } => {
                self.collect_target(target);
                self.collect_block(body);
                self.collect_block(orelse);
            }
            StmtKind::If { .. } => {
                for (body, orelse) in if_chain(stmt) {
                    self.collect_block(body);
                    self.collect_block(orelse);
                }
            }
            StmtKind::While { body, orelse, .. } => {
                self.collect_block(body);
                self.collect_block(orelse);
            }
            StmtKind::Del(targets) => targets.iter().for_each(|t| self.collect_target(t)),
            StmtKind::FunctionDef(def) => self.bind(&def.name.id),
            StmtKind::Global(names) => names.iter().for_each(|n| {
                self.globals.insert(n.id.clone());
            }),
            StmtKind::Nonlocal(names) => names.iter().for_each(|n| {
                self.nonlocals.insert(n.id.clone());
            }),
            StmtKind::Import { alias, .. } => self.bind(&alias.id),
            StmtKind::ImportFrom { names, .. } => names.iter().for_each(|(_, n)| self.bind(&n.id)),
            StmtKind::Expr(_)
            | StmtKind::Break
            | StmtKind::Continue
            | StmtKind::Pass
            | StmtKind::Return(_)
            | StmtKind::Assert { .. }
            | StmtKind::Raise(_) => {}
        }
    }

    fn collect_target(&mut self, target: &Expr) {
        match &target.kind {
            ExprKind::Name(name) => self.bind(&name.id),
            ExprKind::Tuple(items) | ExprKind::List(items) => items.iter().for_each(|t| self.collect_target(t)),
            ExprKind::Starred(inner) => self.collect_target(inner),
            _ => {}
        }
    }
}

fn collect_global_decls(body: &[Stmt], out: &mut Vec<Ident>) {
    for stmt in body {
        match &stmt.kind {
            StmtKind::Global(names) => out.extend(names.iter().map(|n| n.id.clone())),
            StmtKind::FunctionDef(def) => collect_global_decls(&def.body, out),
            StmtKind::If { .. } => {
                for (body, orelse) in if_chain(stmt) {
                    collect_global_decls(body, out);
                    collect_global_decls(orelse, out);
                }
            }
            StmtKind::While { body, orelse, .. } | StmtKind::For { body, orelse, .. } => {
                collect_global_decls(body, out);
                collect_global_decls(orelse, out);
            }
            _ => {}
        }
    }
}

/// The blocks of an `if` and of each `elif` after it, as (body, else)
/// pairs where the `else` of all but the last is empty: an `elif` is an
/// `If` alone in `orelse`, and a chain of them may be far too long to
/// walk recursively.
fn if_chain(stmt: &Stmt) -> impl Iterator<Item = (&[Stmt], &[Stmt])> {
    let mut next = Some(stmt);
    std::iter::from_fn(move || {
        let StmtKind::If { body, orelse, .. } = &next?.kind else { return None };
        match orelse.as_slice() {
            [elif @ Stmt { kind: StmtKind::If { .. }, .. }] => {
                next = Some(elif);
                Some((body.as_slice(), &[][..]))
            }
            _ => {
                next = None;
                Some((body.as_slice(), orelse.as_slice()))
            }
        }
    })
}

/// One scope being resolved, linked to its enclosing function scopes.
struct Scope<'p> {
    is_module: bool,
    locals: HashMap<Ident, u32>,
    cells: HashMap<Ident, u32>,
    globals: HashSet<Ident>,
    /// Free variables discovered so far, with where the creator finds them.
    frees: std::cell::RefCell<Vec<(Ident, Slot)>>,
    /// Index of each name in `frees` (a scope may capture thousands).
    free_index: std::cell::RefCell<HashMap<Ident, u32>>,
    parent: Option<&'p Scope<'p>>,
}

impl<'p> Scope<'p> {
    fn module(_globals: &HashMap<Ident, u32>) -> Scope<'p> {
        Scope {
            is_module: true,
            locals: HashMap::new(),
            cells: HashMap::new(),
            globals: HashSet::new(),
            frees: Default::default(),
            free_index: Default::default(),
            parent: None,
        }
    }

    /// The slot of `name` as seen from this scope, if a function scope in
    /// the chain (this one or an enclosing one) binds it.
    fn lookup_local(&self, name: &Ident) -> Option<Slot> {
        if self.is_module || self.globals.contains(name) {
            return None;
        }
        if let Some(&i) = self.locals.get(name) {
            return Some(Slot::Local(i));
        }
        if let Some(&i) = self.cells.get(name) {
            return Some(Slot::Cell(i));
        }
        if let Some(&i) = self.free_index.borrow().get(name) {
            return Some(Slot::Free(i));
        }
        let outer = self.parent?.lookup_local(name)?;
        let source = match outer {
            // A plain local of the parent would have been made a cell by the
            // free-variable analysis; treat it as unreachable defensively.
            Slot::Local(_) => return None,
            other => other,
        };
        let mut frees = self.frees.borrow_mut();
        let i = frees.len() as u32;
        frees.push((name.clone(), source));
        self.free_index.borrow_mut().insert(name.clone(), i);
        Some(Slot::Free(i))
    }
}

struct Resolver {
    /// Where a name no function scope binds lives: the module's globals,
    /// and the builtins (or `Unresolved`) met so far, so that a builtin's
    /// name is looked up once per module rather than once per use.
    outside: HashMap<Ident, Slot>,
    /// The names each scope must keep in cells (`captures::captures`).
    captures: HashMap<ScopeKey, HashSet<Ident>>,
    /// The binders of the open scopes: a name no function scope binds
    /// goes straight to `outside` instead of climbing every scope.
    binders: Binders,
    /// Looks at the run's limits every so many nodes.
    looks: Looks,
}

impl Resolver {
    fn name_slot(&mut self, name: &Ident, scope: &Scope) -> Slot {
        if let Some(Binder::Scope(_)) = self.binders.innermost(name) {
            if let Some(slot) = scope.lookup_local(name) {
                return slot;
            }
        }
        if let Some(&slot) = self.outside.get(name) {
            return slot;
        }
        let slot = match Builtin::by_name(name) {
            Some(b) => Slot::Builtin(b.index()),
            None => Slot::Unresolved,
        };
        self.outside.insert(name.clone(), slot);
        slot
    }

    fn name(&mut self, name: &mut Name, scope: &Scope) {
        name.slot = self.name_slot(&name.id, scope);
    }

    fn block(&mut self, body: &mut [Stmt], scope: &Scope) -> Result<(), Diagnostic> {
        for stmt in body {
            self.stmt(stmt, scope)?;
        }
        Ok(())
    }

    fn stmt(&mut self, stmt: &mut Stmt, scope: &Scope) -> Result<(), Diagnostic> {
        self.looks.node(|| stmt.span)?;
        match &mut stmt.kind {
            StmtKind::Expr(e) => self.expr(e, scope)?,
            StmtKind::Assign { targets, value } => {
                self.expr(value, scope)?;
                for t in targets {
                    self.expr(t, scope)?;
                }
            }
            StmtKind::AugAssign { target, value, .. } => {
                self.expr(target, scope)?;
                self.expr(value, scope)?;
            }
            StmtKind::If { .. } => self.if_chain(stmt, scope)?,
            StmtKind::While { test, body, orelse } => {
                self.expr(test, scope)?;
                self.block(body, scope)?;
                self.block(orelse, scope)?;
            }
            StmtKind::For { target, iter, body, orelse } => {
                self.expr(iter, scope)?;
                self.expr(target, scope)?;
                self.block(body, scope)?;
                self.block(orelse, scope)?;
            }
            StmtKind::Return(value) => {
                if let Some(v) = value {
                    self.expr(v, scope)?;
                }
            }
            StmtKind::Assert { test, msg } => {
                self.expr(test, scope)?;
                if let Some(m) = msg {
                    self.expr(m, scope)?;
                }
            }
            StmtKind::Raise(value) => {
                if let Some(v) = value {
                    self.expr(v, scope)?;
                }
            }
            StmtKind::Del(targets) => {
                for t in targets {
                    self.expr(t, scope)?;
                }
            }
            StmtKind::FunctionDef(def) => {
                let def = Rc::get_mut(def).ok_or_else(|| internal(stmt.span))?;
                self.function(def, scope)?;
            }
            StmtKind::Global(names) | StmtKind::Nonlocal(names) => {
                for n in names {
                    self.name(n, scope);
                }
            }
            StmtKind::Import { alias, .. } => self.name(alias, scope),
            StmtKind::ImportFrom { names, .. } => {
                for (_, n) in names {
                    self.name(n, scope);
                }
            }
            StmtKind::Break | StmtKind::Continue | StmtKind::Pass => {}
        }
        Ok(())
    }

    /// An `if` and its `elif`s, as a loop: the chain may be long.
    fn if_chain(&mut self, mut stmt: &mut Stmt, scope: &Scope) -> Result<(), Diagnostic> {
        loop {
            let StmtKind::If { test, body, orelse } = &mut stmt.kind else { return Ok(()) };
            self.expr(test, scope)?;
            self.block(body, scope)?;
            if !matches!(orelse.as_slice(), [Stmt { kind: StmtKind::If { .. }, .. }]) {
                return self.block(orelse, scope);
            }
            match orelse.first_mut() {
                Some(elif) => stmt = elif,
                None => return Ok(()),
            }
        }
    }

    fn function(&mut self, def: &mut FunctionDef, scope: &Scope) -> Result<(), Diagnostic> {
        // Defaults and the function's own name belong to the enclosing scope.
        for p in def.params.iter_mut().chain(def.kwonly.iter_mut()) {
            if let Some(d) = &mut p.default {
                self.expr(d, scope)?;
            }
        }
        self.name(&mut def.name, scope);

        let bound = Bindings::of_function(def);
        let captured = self.captures.remove(&function_key(def)).unwrap_or_default();
        let inner = new_scope(&bound, &captured, scope);
        self.binders.enter(&bound);
        let resolved = self.block(&mut def.body, &inner);

        let mut params: Vec<&mut Name> = def.params.iter_mut().map(|p| &mut p.name).collect();
        if let Some(v) = &mut def.vararg {
            params.push(v);
        }
        params.extend(def.kwonly.iter_mut().map(|p| &mut p.name));
        let mut param_slots = Vec::new();
        for p in params {
            self.name(p, &inner);
            param_slots.push(p.slot);
        }
        self.binders.exit();
        resolved?;
        def.scope = scope_info(inner, param_slots);
        Ok(())
    }

    fn comprehension(&mut self, comp: &mut Comprehension, scope: &Scope) -> Result<(), Diagnostic> {
        // The first iterable is evaluated in the enclosing scope.
        if let Some(first) = comp.generators.first_mut() {
            self.expr(&mut first.iter, scope)?;
        }
        let bound = Bindings::of_comprehension(comp);
        let captured = self.captures.remove(&comprehension_key(comp)).unwrap_or_default();
        let inner = new_scope(&bound, &captured, scope);
        self.binders.enter(&bound);
        let resolved = self.comprehension_body(comp, &inner);
        self.binders.exit();
        resolved?;
        comp.scope = scope_info(inner, Vec::new());
        Ok(())
    }

    fn comprehension_body(&mut self, comp: &mut Comprehension, inner: &Scope) -> Result<(), Diagnostic> {
        for (i, g) in comp.generators.iter_mut().enumerate() {
            if i > 0 {
                self.expr(&mut g.iter, inner)?;
            }
            self.expr(&mut g.target, inner)?;
            for cond in g.ifs.iter_mut() {
                self.expr(cond, inner)?;
            }
        }
        self.expr(&mut comp.elt, inner)?;
        if let Some(v) = &mut comp.value {
            self.expr(v, inner)?;
        }
        Ok(())
    }

    fn expr(&mut self, expr: &mut Expr, scope: &Scope) -> Result<(), Diagnostic> {
        let span = expr.span;
        self.looks.node(|| span)?;
        match &mut expr.kind {
            ExprKind::Name(name) => self.name(name, scope),
            ExprKind::Constant(_) => {}
            ExprKind::FString(parts) => self.fstring(parts, scope)?,
            ExprKind::BinOp { .. } => {
                for operand in expr.chain_operands_mut() {
                    self.expr(operand, scope)?;
                }
            }
            ExprKind::UnaryOp { operand, .. } => self.expr(operand, scope)?,
            ExprKind::BoolOp { values, .. } => {
                for v in values {
                    self.expr(v, scope)?;
                }
            }
            ExprKind::Compare { left, ops } => {
                self.expr(left, scope)?;
                for (_, e) in ops {
                    self.expr(e, scope)?;
                }
            }
            ExprKind::Call { func, args } => {
                self.expr(func, scope)?;
                for a in args {
                    match a {
                        Arg::Positional(e) | Arg::Starred(e) | Arg::Keyword(_, e) => self.expr(e, scope)?,
                    }
                }
            }
            ExprKind::IfExp { test, body, orelse } => {
                self.expr(test, scope)?;
                self.expr(body, scope)?;
                self.expr(orelse, scope)?;
            }
            ExprKind::Lambda(def) => {
                let def = Rc::get_mut(def).ok_or_else(|| internal(span))?;
                self.function(def, scope)?;
            }
            ExprKind::Attribute { value, .. } => self.expr(value, scope)?,
            ExprKind::Subscript { value, index } => {
                self.expr(value, scope)?;
                self.expr(index, scope)?;
            }
            ExprKind::Slice { lower, upper, step } => {
                for e in [lower, upper, step].into_iter().flatten() {
                    self.expr(e, scope)?;
                }
            }
            ExprKind::List(items) | ExprKind::Tuple(items) | ExprKind::Set(items) => {
                for e in items {
                    self.expr(e, scope)?;
                }
            }
            ExprKind::Dict(pairs) => {
                for (k, v) in pairs {
                    self.expr(k, scope)?;
                    self.expr(v, scope)?;
                }
            }
            ExprKind::ListComp(c) | ExprKind::SetComp(c) | ExprKind::DictComp(c) | ExprKind::GeneratorExp(c) => {
                let c = Rc::get_mut(c).ok_or_else(|| internal(span))?;
                self.comprehension(c, scope)?;
            }
            ExprKind::Starred(inner) => self.expr(inner, scope)?,
        }
        match expr.kind {
            ExprKind::BinOp { .. } => arithmetic::mark_chain(expr),
            _ => expr.arithmetic = arithmetic::of(&expr.kind),
        }
        Ok(())
    }

    fn fstring(&mut self, parts: &mut [FStringPart], scope: &Scope) -> Result<(), Diagnostic> {
        for part in parts {
            if let FStringPart::Field { expr, spec, .. } = part {
                self.expr(expr, scope)?;
                self.fstring(spec, scope)?;
            }
        }
        Ok(())
    }
}

/// The maps a module's global names are kept in while it is resolved:
/// their slots, and the names bound outside functions.
const GLOBAL_NAME_MAPS: usize = 2;

/// Bytes a name takes in the resolver's maps and lists: its entry in a
/// hash map (a word and a slot, 8/7 of it for the buckets) and in a list.
const BYTES_PER_NAME: usize = 64;

/// Asks the heap budget for room for `names` more names: the
/// `MemoryError`, as the diagnostic at `span`, when there is none.
pub(crate) fn ask_for_names(names: usize, span: crate::source::Span) -> Result<(), Diagnostic> {
    crate::sandbox::memory::reserve(names.saturating_mul(BYTES_PER_NAME))
        .map_err(|stop| Diagnostic { span: Some(span), ..stop.into_diagnostic() })
}

fn internal(span: crate::source::Span) -> Diagnostic {
    Diagnostic::error("internal error: a function body is shared before resolution", span)
}

fn new_scope<'p>(bound: &Bindings, captured: &HashSet<Ident>, parent: &'p Scope<'p>) -> Scope<'p> {
    let mut locals = HashMap::new();
    let mut cells = HashMap::new();
    for name in &bound.order {
        if bound.globals.contains(name) || bound.nonlocals.contains(name) {
            continue;
        }
        if captured.contains(name) {
            let i = cells.len() as u32;
            cells.insert(name.clone(), i);
        } else {
            let i = locals.len() as u32;
            locals.insert(name.clone(), i);
        }
    }
    Scope {
        is_module: false,
        locals,
        cells,
        globals: bound.globals.clone(),
        frees: Default::default(),
        free_index: Default::default(),
        parent: Some(parent),
    }
}

fn scope_info(scope: Scope, param_slots: Vec<Slot>) -> ScopeInfo {
    let mut local_names = vec![Ident::from(""); scope.locals.len()];
    for (n, &i) in &scope.locals {
        local_names[i as usize] = n.clone();
    }
    let mut cell_names = vec![Ident::from(""); scope.cells.len()];
    for (n, &i) in &scope.cells {
        cell_names[i as usize] = n.clone();
    }
    ScopeInfo {
        n_locals: scope.locals.len() as u32,
        n_cells: scope.cells.len() as u32,
        free_sources: scope.frees.into_inner().into_iter().map(|(_, s)| s).collect(),
        param_slots,
        local_names,
        cell_names,
    }
}

/// Calls `f` on each expression that belongs directly to `stmt` (not to
/// nested statements); a `def`'s defaults belong to the enclosing scope.
pub(crate) fn visit_stmt_exprs(stmt: &Stmt, f: &mut dyn FnMut(&Expr)) {
    match &stmt.kind {
        StmtKind::Expr(e) => f(e),
        StmtKind::Assign { targets, value } => {
            f(value);
            targets.iter().for_each(&mut *f);
        }
        StmtKind::AugAssign { target, value, .. } => {
            f(target);
            f(value);
        }
        StmtKind::If { test, .. } | StmtKind::While { test, .. } => f(test),
        StmtKind::For { target, iter, .. } => {
            f(iter);
            f(target);
        }
        StmtKind::Return(Some(e)) | StmtKind::Raise(Some(e)) => f(e),
        StmtKind::Assert { test, msg } => {
            f(test);
            if let Some(m) = msg {
                f(m);
            }
        }
        StmtKind::Del(targets) => targets.iter().for_each(&mut *f),
        StmtKind::FunctionDef(def) => def.params.iter().chain(def.kwonly.iter()).for_each(|p| {
            if let Some(d) = &p.default {
                f(d);
            }
        }),
        _ => {}
    }
}

/// Calls `f` on each direct sub-expression of `expr`; of a binary
/// operator, on each operand of its chain (`Expr::binary_chain`).
pub(crate) fn visit_subexprs(expr: &Expr, f: &mut dyn FnMut(&Expr)) {
    match &expr.kind {
        ExprKind::Name(_) | ExprKind::Constant(_) | ExprKind::Lambda(_) => {}
        ExprKind::FString(parts) => visit_fstring(parts, f),
        ExprKind::BinOp { .. } => {
            let (operators, first) = expr.binary_chain();
            f(first);
            for operator in operators.iter().rev() {
                if let ExprKind::BinOp { right, .. } = &operator.kind {
                    f(right);
                }
            }
        }
        ExprKind::UnaryOp { operand, .. } => f(operand),
        ExprKind::BoolOp { values, .. } => values.iter().for_each(&mut *f),
        ExprKind::Compare { left, ops } => {
            f(left);
            ops.iter().for_each(|(_, e)| f(e));
        }
        ExprKind::Call { func, args } => {
            f(func);
            for a in args {
                match a {
                    Arg::Positional(e) | Arg::Starred(e) | Arg::Keyword(_, e) => f(e),
                }
            }
        }
        ExprKind::IfExp { test, body, orelse } => {
            f(test);
            f(body);
            f(orelse);
        }
        ExprKind::Attribute { value, .. } => f(value),
        ExprKind::Subscript { value, index } => {
            f(value);
            f(index);
        }
        ExprKind::Slice { lower, upper, step } => {
            for e in [lower, upper, step].into_iter().flatten() {
                f(e);
            }
        }
        ExprKind::List(items) | ExprKind::Tuple(items) | ExprKind::Set(items) => items.iter().for_each(&mut *f),
        ExprKind::Dict(pairs) => pairs.iter().for_each(|(k, v)| {
            f(k);
            f(v);
        }),
        ExprKind::ListComp(c) | ExprKind::SetComp(c) | ExprKind::DictComp(c) | ExprKind::GeneratorExp(c) => {
            if let Some(first) = c.generators.first() {
                f(&first.iter);
            }
        }
        ExprKind::Starred(inner) => f(inner),
    }
}

fn visit_fstring(parts: &[FStringPart], f: &mut dyn FnMut(&Expr)) {
    for part in parts {
        if let FStringPart::Field { expr, spec, .. } = part {
            f(expr);
            visit_fstring(spec, f);
        }
    }
}
