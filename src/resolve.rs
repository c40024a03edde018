//! Scope analysis: decides, before execution, where every name lives —
//! a local slot, a cell shared with inner functions, a free variable
//! reached through the closure, a module global or a builtin — with
//! Python's rules (a name bound anywhere in a function is local to it
//! unless declared `global`/`nonlocal`; comprehensions and lambdas are
//! scopes of their own). Fills `Name::slot` and each `ScopeInfo`, so the
//! interpreter never hashes a name to find a variable.

use std::collections::{HashMap, HashSet};
use std::rc::Rc;

use crate::builtins::Builtin;
use crate::diag::Diagnostic;
use crate::syntax::ast::*;

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
    let mut bound = Bindings::default();
    bound.collect_block(&module.body);
    for name in bound.order.iter().chain(bound.declared_global_anywhere.iter()) {
        if !globals.contains(name) {
            globals.push(name.clone());
        }
    }
    let global_slots: HashMap<Ident, u32> = globals.iter().enumerate().map(|(i, n)| (n.clone(), i as u32)).collect();
    let scope = Scope::module(&global_slots);
    let mut resolver = Resolver { global_slots: &global_slots };
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
    /// `global x` inside any function of the module makes `x` a module global.
    declared_global_anywhere: Vec<Ident>,
}

impl Bindings {
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
            StmtKind::If { body, orelse, .. } | StmtKind::While { body, orelse, .. } => {
                self.collect_block(body);
                self.collect_block(orelse);
            }
            StmtKind::Del(targets) => targets.iter().for_each(|t| self.collect_target(t)),
            StmtKind::FunctionDef(def) => {
                self.bind(&def.name.id);
                collect_global_decls(&def.body, &mut self.declared_global_anywhere);
            }
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
            StmtKind::If { body, orelse, .. }
            | StmtKind::While { body, orelse, .. }
            | StmtKind::For { body, orelse, .. } => {
                collect_global_decls(body, out);
                collect_global_decls(orelse, out);
            }
            _ => {}
        }
    }
}

/// One scope being resolved, linked to its enclosing function scopes.
struct Scope<'p> {
    is_module: bool,
    locals: HashMap<Ident, u32>,
    cells: HashMap<Ident, u32>,
    globals: HashSet<Ident>,
    /// Free variables discovered so far, with where the creator finds them.
    frees: std::cell::RefCell<Vec<(Ident, Slot)>>,
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
        if let Some(i) = self.frees.borrow().iter().position(|(n, _)| n == name) {
            return Some(Slot::Free(i as u32));
        }
        let outer = self.parent?.lookup_local(name)?;
        let source = match outer {
            // A plain local of the parent would have been made a cell by the
            // free-variable analysis; treat it as unreachable defensively.
            Slot::Local(_) => return None,
            other => other,
        };
        let mut frees = self.frees.borrow_mut();
        frees.push((name.clone(), source));
        Some(Slot::Free(frees.len() as u32 - 1))
    }
}

struct Resolver<'g> {
    global_slots: &'g HashMap<Ident, u32>,
}

impl<'g> Resolver<'g> {
    fn name_slot(&self, name: &Ident, scope: &Scope) -> Slot {
        if let Some(slot) = scope.lookup_local(name) {
            return slot;
        }
        if let Some(&i) = self.global_slots.get(name) {
            return Slot::Global(i);
        }
        match Builtin::by_name(name) {
            Some(b) => Slot::Builtin(b.index()),
            None => Slot::Unresolved,
        }
    }

    fn name(&self, name: &mut Name, scope: &Scope) {
        name.slot = self.name_slot(&name.id, scope);
    }

    fn block(&mut self, body: &mut [Stmt], scope: &Scope) -> Result<(), Diagnostic> {
        for stmt in body {
            self.stmt(stmt, scope)?;
        }
        Ok(())
    }

    fn stmt(&mut self, stmt: &mut Stmt, scope: &Scope) -> Result<(), Diagnostic> {
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
            StmtKind::If { test, body, orelse } | StmtKind::While { test, body, orelse } => {
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

    fn function(&mut self, def: &mut FunctionDef, scope: &Scope) -> Result<(), Diagnostic> {
        // Defaults and the function's own name belong to the enclosing scope.
        for p in def.params.iter_mut().chain(def.kwonly.iter_mut()) {
            if let Some(d) = &mut p.default {
                self.expr(d, scope)?;
            }
        }
        self.name(&mut def.name, scope);

        let mut bound = Bindings::default();
        for p in def.params.iter() {
            bound.bind(&p.name.id);
        }
        if let Some(v) = &def.vararg {
            bound.bind(&v.id);
        }
        for p in def.kwonly.iter() {
            bound.bind(&p.name.id);
        }
        bound.collect_block(&def.body);
        let captured = free_in_children_of_block(&def.body);
        let inner = new_scope(&bound, &captured, scope);
        self.block(&mut def.body, &inner)?;

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
        def.scope = scope_info(inner, param_slots);
        Ok(())
    }

    fn comprehension(&mut self, comp: &mut Comprehension, scope: &Scope) -> Result<(), Diagnostic> {
        // The first iterable is evaluated in the enclosing scope.
        if let Some(first) = comp.generators.first_mut() {
            self.expr(&mut first.iter, scope)?;
        }
        let mut bound = Bindings::default();
        for g in comp.generators.iter() {
            bound.collect_target(&g.target);
        }
        let captured = free_in_comprehension_children(comp);
        let inner = new_scope(&bound, &captured, scope);
        for (i, g) in comp.generators.iter_mut().enumerate() {
            if i > 0 {
                self.expr(&mut g.iter, &inner)?;
            }
            self.expr(&mut g.target, &inner)?;
            for cond in g.ifs.iter_mut() {
                self.expr(cond, &inner)?;
            }
        }
        self.expr(&mut comp.elt, &inner)?;
        if let Some(v) = &mut comp.value {
            self.expr(v, &inner)?;
        }
        comp.scope = scope_info(inner, Vec::new());
        Ok(())
    }

    fn expr(&mut self, expr: &mut Expr, scope: &Scope) -> Result<(), Diagnostic> {
        let span = expr.span;
        match &mut expr.kind {
            ExprKind::Name(name) => self.name(name, scope),
            ExprKind::Constant(_) => {}
            ExprKind::FString(parts) => self.fstring(parts, scope)?,
            ExprKind::BinOp { left, right, .. } => {
                self.expr(left, scope)?;
                self.expr(right, scope)?;
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

// ----- free-variable analysis: which names do nested scopes need? -----

/// Names that scopes nested in `body` use without binding them.
fn free_in_children_of_block(body: &[Stmt]) -> HashSet<Ident> {
    let mut out = HashSet::new();
    for stmt in body {
        children_of_stmt(stmt, &mut out);
    }
    out
}

fn free_in_comprehension_children(comp: &Comprehension) -> HashSet<Ident> {
    let mut out = HashSet::new();
    for (i, g) in comp.generators.iter().enumerate() {
        if i > 0 {
            children_of_expr(&g.iter, &mut out);
        }
        g.ifs.iter().for_each(|e| children_of_expr(e, &mut out));
    }
    children_of_expr(&comp.elt, &mut out);
    if let Some(v) = &comp.value {
        children_of_expr(v, &mut out);
    }
    out
}

fn children_of_stmt(stmt: &Stmt, out: &mut HashSet<Ident>) {
    visit_stmt_exprs(stmt, &mut |e| children_of_expr(e, out));
    match &stmt.kind {
        StmtKind::FunctionDef(def) => out.extend(free_vars_of_function(def)),
        StmtKind::If { body, orelse, .. }
        | StmtKind::While { body, orelse, .. }
        | StmtKind::For { body, orelse, .. } => {
            body.iter().chain(orelse.iter()).for_each(|s| children_of_stmt(s, out));
        }
        _ => {}
    }
}

/// Finds nested scopes inside an expression of the current scope.
fn children_of_expr(expr: &Expr, out: &mut HashSet<Ident>) {
    match &expr.kind {
        ExprKind::Lambda(def) => out.extend(free_vars_of_function(def)),
        ExprKind::ListComp(c) | ExprKind::SetComp(c) | ExprKind::DictComp(c) | ExprKind::GeneratorExp(c) => {
            if let Some(first) = c.generators.first() {
                children_of_expr(&first.iter, out);
            }
            out.extend(free_vars_of_comprehension(c));
        }
        _ => visit_subexprs(expr, &mut |e| children_of_expr(e, out)),
    }
}

fn free_vars_of_function(def: &FunctionDef) -> HashSet<Ident> {
    let mut bound = Bindings::default();
    def.params.iter().chain(def.kwonly.iter()).for_each(|p| bound.bind(&p.name.id));
    if let Some(v) = &def.vararg {
        bound.bind(&v.id);
    }
    bound.collect_block(&def.body);
    let mut used = HashSet::new();
    for stmt in &def.body {
        uses_in_stmt(stmt, &mut used);
    }
    used.extend(free_in_children_of_block(&def.body));
    used.retain(|n| bound.nonlocals.contains(n) || (!bound.set.contains(n) && !bound.globals.contains(n)));
    used
}

fn free_vars_of_comprehension(comp: &Comprehension) -> HashSet<Ident> {
    let mut bound = Bindings::default();
    comp.generators.iter().for_each(|g| bound.collect_target(&g.target));
    let mut used = HashSet::new();
    for (i, g) in comp.generators.iter().enumerate() {
        if i > 0 {
            uses_in_expr(&g.iter, &mut used);
        }
        g.ifs.iter().for_each(|e| uses_in_expr(e, &mut used));
    }
    uses_in_expr(&comp.elt, &mut used);
    if let Some(v) = &comp.value {
        uses_in_expr(v, &mut used);
    }
    used.extend(free_in_comprehension_children(comp));
    used.retain(|n| !bound.set.contains(n));
    used
}

/// Names loaded or stored directly in a scope's statements (not nested scopes).
fn uses_in_stmt(stmt: &Stmt, out: &mut HashSet<Ident>) {
    visit_stmt_exprs(stmt, &mut |e| uses_in_expr(e, out));
    match &stmt.kind {
        StmtKind::If { body, orelse, .. }
        | StmtKind::While { body, orelse, .. }
        | StmtKind::For { body, orelse, .. } => {
            body.iter().chain(orelse.iter()).for_each(|s| uses_in_stmt(s, out));
        }
        StmtKind::Nonlocal(names) => out.extend(names.iter().map(|n| n.id.clone())),
        _ => {}
    }
}

fn uses_in_expr(expr: &Expr, out: &mut HashSet<Ident>) {
    match &expr.kind {
        ExprKind::Name(n) => {
            out.insert(n.id.clone());
        }
        ExprKind::Lambda(def) => def.params.iter().chain(def.kwonly.iter()).for_each(|p| {
            if let Some(d) = &p.default {
                uses_in_expr(d, out);
            }
        }),
        ExprKind::ListComp(c) | ExprKind::SetComp(c) | ExprKind::DictComp(c) | ExprKind::GeneratorExp(c) => {
            if let Some(first) = c.generators.first() {
                uses_in_expr(&first.iter, out);
            }
        }
        _ => visit_subexprs(expr, &mut |e| uses_in_expr(e, out)),
    }
}

/// Calls `f` on each expression that belongs directly to `stmt` (not to
/// nested statements); a `def`'s defaults belong to the enclosing scope.
fn visit_stmt_exprs(stmt: &Stmt, f: &mut dyn FnMut(&Expr)) {
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

/// Calls `f` on each direct sub-expression of `expr`.
fn visit_subexprs(expr: &Expr, f: &mut dyn FnMut(&Expr)) {
    match &expr.kind {
        ExprKind::Name(_) | ExprKind::Constant(_) | ExprKind::Lambda(_) => {}
        ExprKind::FString(parts) => visit_fstring(parts, f),
        ExprKind::BinOp { left, right, .. } => {
            f(left);
            f(right);
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
