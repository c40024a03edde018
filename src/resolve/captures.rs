//! Which names of a function or comprehension scope must live in cells
//! because a scope nested in it uses them. One walk over the module keeps,
//! for every name, the stack of enclosing scopes that bind it (or declare
//! it global): a use whose innermost binder is an enclosing scope is a
//! capture. Linear in the program, however deeply scopes nest (asking each
//! scope for the free names of everything inside it was quadratic).

use std::collections::{HashMap, HashSet};

use super::{visit_stmt_exprs, visit_subexprs, Bindings};
use crate::diag::Diagnostic;
use crate::syntax::ast::{Comprehension, Expr, ExprKind, FunctionDef, Ident, Stmt, StmtKind};
use crate::syntax::Looks;

/// Names' worth of memory a parameter takes while its function is
/// walked: its binding (in a list and a set), its binder (a map entry, a
/// stack and a list item) and the map's growth besides.
const NAMES_PER_PARAMETER: usize = 4;

/// A function or comprehension, by address: the tree does not move while
/// it is resolved.
pub type ScopeKey = *const ();

pub fn function_key(def: &FunctionDef) -> ScopeKey {
    def as *const FunctionDef as ScopeKey
}

pub fn comprehension_key(comp: &Comprehension) -> ScopeKey {
    comp as *const Comprehension as ScopeKey
}

/// What the innermost enclosing declaration of a name says.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Binder {
    /// Bound by the open scope at this depth (1 = outermost function).
    Scope(usize),
    /// Declared `global` there: uses inside are module globals.
    Global,
}

/// The binders of every name in the open scopes, innermost last.
#[derive(Default)]
pub struct Binders {
    stacks: HashMap<Ident, Vec<Binder>>,
    /// The names each open scope pushed, to pop when it closes.
    open: Vec<Vec<Ident>>,
}

impl Binders {
    /// Opens a scope binding `bound`; returns its depth.
    pub fn enter(&mut self, bound: &Bindings) -> usize {
        let depth = self.open.len() + 1;
        let mut pushed = Vec::new();
        for name in &bound.order {
            if !bound.globals.contains(name) && !bound.nonlocals.contains(name) {
                self.stacks.entry(name.clone()).or_default().push(Binder::Scope(depth));
                pushed.push(name.clone());
            }
        }
        for name in &bound.globals {
            self.stacks.entry(name.clone()).or_default().push(Binder::Global);
            pushed.push(name.clone());
        }
        self.open.push(pushed);
        depth
    }

    pub fn exit(&mut self) {
        for name in self.open.pop().unwrap_or_default() {
            if let Some(stack) = self.stacks.get_mut(&name) {
                stack.pop();
            }
        }
    }

    /// The innermost binder of `name`, if an open scope has one.
    pub fn innermost(&self, name: &Ident) -> Option<Binder> {
        self.stacks.get(name).and_then(|stack| stack.last().copied())
    }
}

/// The captured names of every scope in `body` (module level), by scope.
pub fn captures(body: &[Stmt], looks: &mut Looks) -> Result<HashMap<ScopeKey, HashSet<Ident>>, Diagnostic> {
    let mut walk = Walk { looks: std::mem::take(looks), ..Walk::default() };
    walk.stmts(body);
    *looks = std::mem::take(&mut walk.looks);
    match walk.stopped {
        Some(stop) => Err(stop),
        None => Ok(walk.captured),
    }
}

#[derive(Default)]
struct Walk {
    binders: Binders,
    /// The open scopes, outermost first.
    keys: Vec<ScopeKey>,
    captured: HashMap<ScopeKey, HashSet<Ident>>,
    /// Looks at the run's limits; the limit that stopped the walk, if one
    /// did (the walk then ends as soon as it can).
    looks: Looks,
    stopped: Option<Diagnostic>,
}

impl Walk {
    fn use_name(&mut self, name: &Ident) {
        if let Some(Binder::Scope(depth)) = self.binders.innermost(name) {
            if depth < self.keys.len() {
                self.captured.entry(self.keys[depth - 1]).or_default().insert(name.clone());
            }
        }
    }

    fn stmts(&mut self, body: &[Stmt]) {
        for stmt in body {
            self.stmt(stmt);
        }
    }

    /// Whether a limit stopped the walk, after a look at `span` (every so
    /// many nodes).
    fn stopped_at(&mut self, span: crate::source::Span) -> bool {
        if self.stopped.is_none() {
            self.stopped = self.looks.node(|| span).err();
        }
        self.stopped.is_some()
    }

    fn stmt(&mut self, mut stmt: &Stmt) {
        // An `elif` chain is walked as a loop: it may be long.
        loop {
            if self.stopped_at(stmt.span) {
                return;
            }
            visit_stmt_exprs(stmt, &mut |e| self.expr(e));
            match &stmt.kind {
                StmtKind::If { body, orelse, .. } => {
                    self.stmts(body);
                    if let [elif @ Stmt { kind: StmtKind::If { .. }, .. }] = orelse.as_slice() {
                        stmt = elif;
                        continue;
                    }
                    self.stmts(orelse);
                }
                StmtKind::While { body, orelse, .. } | StmtKind::For { body, orelse, .. } => {
                    self.stmts(body);
                    self.stmts(orelse);
                }
                StmtKind::FunctionDef(def) => self.function(def),
                StmtKind::Nonlocal(names) => names.iter().for_each(|n| self.use_name(&n.id)),
                _ => {}
            }
            return;
        }
    }

    fn expr(&mut self, expr: &Expr) {
        if self.stopped_at(expr.span) {
            return;
        }
        match &expr.kind {
            ExprKind::Name(name) => self.use_name(&name.id),
            ExprKind::Lambda(def) => {
                def.params.iter().chain(&def.kwonly).filter_map(|p| p.default.as_ref()).for_each(|d| self.expr(d));
                self.function(def);
            }
            ExprKind::ListComp(comp)
            | ExprKind::SetComp(comp)
            | ExprKind::DictComp(comp)
            | ExprKind::GeneratorExp(comp) => {
                // The first iterable belongs to the enclosing scope.
                if let Some(first) = comp.generators.first() {
                    self.expr(&first.iter);
                }
                self.comprehension(comp);
            }
            _ => visit_subexprs(expr, &mut |e| self.expr(e)),
        }
    }

    /// A function's body (its defaults were walked where they stand).
    fn function(&mut self, def: &FunctionDef) {
        // Asked for first: 300,000 parameters took 21 MiB past the
        // budget unasked.
        let params = def.params.len() + def.kwonly.len() + 1;
        if self.stopped.is_none() {
            self.stopped = super::ask_for_names(params.saturating_mul(NAMES_PER_PARAMETER), def.name.span).err();
        }
        if self.stopped.is_some() {
            return;
        }
        self.open(function_key(def), &Bindings::of_function(def));
        self.stmts(&def.body);
        self.close();
    }

    fn comprehension(&mut self, comp: &Comprehension) {
        self.open(comprehension_key(comp), &Bindings::of_comprehension(comp));
        for (i, generator) in comp.generators.iter().enumerate() {
            if i > 0 {
                self.expr(&generator.iter);
            }
            self.expr(&generator.target);
            generator.ifs.iter().for_each(|e| self.expr(e));
        }
        self.expr(&comp.elt);
        comp.value.iter().for_each(|v| self.expr(v));
        self.close();
    }

    fn open(&mut self, key: ScopeKey, bound: &Bindings) {
        self.binders.enter(bound);
        self.keys.push(key);
    }

    fn close(&mut self) {
        self.binders.exit();
        self.keys.pop();
    }
}
