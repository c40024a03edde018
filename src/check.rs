//! `dmdpy check`: what will certainly fail, found before running. After
//! parsing and resolving, one walk of the tree reports
//! - names no scope binds and no builtin provides, with the nearest bound
//!   name as a suggestion, and CPython builtins .dmd does not have;
//! - imports of modules .dmd cannot load, and members its native modules
//!   lack (`math.lcm`: "not supported" when CPython has it);
//! - calls of methods no .dmd value has, naming the CPython types that
//!   have them;
//! - calls whose positional arguments no definition accepts: builtins of
//!   fixed arity, and functions the module binds once, with `def`.
//!
//! Each finding fails whenever its line runs; one that never runs is
//! reported too, as a linter would.

use std::collections::{HashMap, HashSet};
use std::rc::Rc;

use crate::diag::Diagnostic;
use crate::natives::{cpython, Builtin, Global};
use crate::source::Span;
use crate::syntax::ast::*;

/// `check --contest` and `score`: whether a submission certainly lacks
/// the contest's entry point, `solve(x, y, n_bits, k_sparse)` — no
/// module-level binding of `solve` at all, or one `def solve` whose
/// parameters cannot take those four arguments. A `solve` bound some
/// other way (`solve = make_solver()`) is checked when it is called.
pub fn contest_entry(module: &Module, file: crate::source::FileId) -> Option<Diagnostic> {
    let mut walk = Walk::default();
    walk.count_bindings(&module.body);
    let start = Span::new(file, 0, 0);
    match walk.module_bindings.get("solve") {
        None => Some(Diagnostic::error(
            "no function `solve` defined: a submission defines solve(x, y, n_bits, k_sparse)",
            start,
        )),
        Some((1, Some(def))) => {
            let required = def.params.iter().filter(|p| p.default.is_none()).count();
            let kwonly_required = def.kwonly.iter().any(|p| p.default.is_none());
            takes_contest_arguments(required, def.params.len(), def.vararg.is_some(), kwonly_required)
                .err()
                .map(|message| Diagnostic::error(message, def.name.span))
        }
        Some(_) => None,
    }
}

/// Whether a function with `required` of `positional` parameters (and
/// `*args`, and keyword-only ones without defaults) can be called as
/// `solve(x, y, n_bits, k_sparse)`; the message says how it cannot.
pub fn takes_contest_arguments(
    required: usize,
    positional: usize,
    vararg: bool,
    kwonly_required: bool,
) -> Result<(), String> {
    let takes_four = required <= 4 && (positional >= 4 || vararg);
    if takes_four && !kwonly_required {
        return Ok(());
    }
    let takes = if vararg { format!("{required} or more") } else { positional.to_string() };
    let kwonly = if kwonly_required { " and keyword-only arguments without defaults" } else { "" };
    Err(format!("`solve` must take 4 arguments (x, y, n_bits, k_sparse); it takes {takes}{kwonly}"))
}

/// Checks a resolved module; `siblings` are the program's own modules.
pub fn check(module: &Module, siblings: Option<&crate::stdlib::Siblings>) -> Vec<Diagnostic> {
    let mut walk = Walk { siblings: siblings.cloned(), ..Walk::default() };
    walk.count_bindings(&module.body);
    walk.block(&module.body);
    let mut found = std::mem::take(&mut walk.found);
    for (name, span) in std::mem::take(&mut walk.unresolved) {
        found.push(undefined(&name, span, &walk.bound));
    }
    found.sort_by_key(|d| d.span.map(|s| (s.file, s.start)));
    found
}

#[derive(Default)]
struct Walk {
    found: Vec<Diagnostic>,
    /// Loads of names nothing binds, reported once the bound names are known.
    unresolved: Vec<(Ident, Span)>,
    /// Every name bound anywhere: the suggestions for a misspelt one.
    bound: HashSet<Ident>,
    /// `import math as m`: the alias and the module.
    modules: HashMap<Ident, Ident>,
    /// How often each module-level name is bound, and its `def` if any.
    module_bindings: HashMap<Ident, (u32, Option<Rc<FunctionDef>>)>,
    siblings: Option<crate::stdlib::Siblings>,
}

impl Walk {
    /// Module-level bindings (nested blocks included, functions not).
    fn count_bindings(&mut self, body: &[Stmt]) {
        for stmt in body {
            match &stmt.kind {
                StmtKind::FunctionDef(def) => {
                    let entry = self.module_bindings.entry(def.name.id.clone()).or_insert((0, None));
                    entry.0 += 1;
                    entry.1 = Some(def.clone());
                }
                StmtKind::Assign { targets, .. } => targets.iter().for_each(|t| self.count_target(t)),
                StmtKind::AugAssign { target, .. } => self.count_target(target),
                StmtKind::For { target, body, orelse, .. } => {
                    self.count_target(target);
                    self.count_bindings(body);
                    self.count_bindings(orelse);
                }
                StmtKind::If { body, orelse, .. } | StmtKind::While { body, orelse, .. } => {
                    self.count_bindings(body);
                    self.count_bindings(orelse);
                }
                StmtKind::Import { alias, .. } => self.count_name(&alias.id),
                StmtKind::ImportFrom { names, .. } => names.iter().for_each(|(_, n)| self.count_name(&n.id)),
                StmtKind::Del(targets) => targets.iter().for_each(|t| self.count_target(t)),
                _ => {}
            }
        }
    }

    fn count_target(&mut self, target: &Expr) {
        match &target.kind {
            ExprKind::Name(n) => self.count_name(&n.id),
            ExprKind::Tuple(items) | ExprKind::List(items) => items.iter().for_each(|t| self.count_target(t)),
            ExprKind::Starred(inner) => self.count_target(inner),
            _ => {}
        }
    }

    fn count_name(&mut self, name: &Ident) {
        self.module_bindings.entry(name.clone()).or_insert((0, None)).0 += 1;
    }

    fn block(&mut self, body: &[Stmt]) {
        for stmt in body {
            self.stmt(stmt);
        }
    }

    fn stmt(&mut self, stmt: &Stmt) {
        match &stmt.kind {
            StmtKind::Expr(e) | StmtKind::Return(Some(e)) | StmtKind::Raise(Some(e)) => self.expr(e),
            StmtKind::Assign { targets, value } => {
                targets.iter().for_each(|t| self.expr(t));
                self.expr(value);
            }
            StmtKind::AugAssign { target, value, .. } => {
                self.expr(target);
                self.expr(value);
            }
            StmtKind::If { test, body, orelse } | StmtKind::While { test, body, orelse } => {
                self.expr(test);
                self.block(body);
                self.block(orelse);
            }
            StmtKind::For { target, iter, body, orelse } => {
                self.expr(target);
                self.expr(iter);
                self.block(body);
                self.block(orelse);
            }
            StmtKind::Assert { test, msg } => {
                self.expr(test);
                if let Some(m) = msg {
                    self.expr(m);
                }
            }
            StmtKind::Del(targets) => targets.iter().for_each(|t| self.expr(t)),
            StmtKind::FunctionDef(def) => self.function(def),
            StmtKind::Import { module, alias } => {
                self.bound.insert(alias.id.clone());
                self.import(module, alias.span);
                self.modules.insert(alias.id.clone(), module.clone());
            }
            StmtKind::ImportFrom { module, names } => {
                if self.import(module, stmt.span) {
                    for (member, bound) in names {
                        self.member(module, member, bound.span);
                    }
                }
                names.iter().for_each(|(_, n)| {
                    self.bound.insert(n.id.clone());
                });
            }
            StmtKind::Global(names) | StmtKind::Nonlocal(names) => {
                names.iter().for_each(|n| {
                    self.bound.insert(n.id.clone());
                });
            }
            StmtKind::Return(None) | StmtKind::Raise(None) | StmtKind::Break | StmtKind::Continue | StmtKind::Pass => {}
        }
    }

    fn function(&mut self, def: &FunctionDef) {
        self.bound.insert(def.name.id.clone());
        for p in def.params.iter().chain(def.kwonly.iter()) {
            self.bound.insert(p.name.id.clone());
            if let Some(d) = &p.default {
                self.expr(d);
            }
        }
        if let Some(v) = &def.vararg {
            self.bound.insert(v.id.clone());
        }
        self.block(&def.body);
    }

    /// Whether `module` can be imported; reports it when not.
    fn import(&mut self, module: &str, span: Span) -> bool {
        let native = matches!(module, "math" | "random" | "bytedmd");
        let sibling = self.siblings.as_ref().is_some_and(|s| s.path_of(module).is_some());
        if native || sibling || crate::stdlib::source_of(module).is_some() {
            return true;
        }
        self.found.push(
            Diagnostic::error(format!("ModuleNotFoundError: No module named '{module}'"), span)
                .with_label("this import fails")
                .with_note(".dmd can import math, random, bytedmd, the modules of stdlib/ and the program's sibling .dmd files"),
        );
        false
    }

    /// A member of a module used as `module.member` or imported from it.
    fn member(&mut self, module: &str, member: &str, span: Span) {
        let exists = match module {
            "math" | "random" | "bytedmd" => crate::natives::native_member_exists(module, member),
            // .dmd modules are checked when they are imported.
            _ => true,
        };
        if exists {
            return;
        }
        let message = if cpython::module_has(module, member) {
            format!("`{module}.{member}` is not supported in .dmd")
        } else {
            format!("AttributeError: module '{module}' has no attribute '{member}'")
        };
        self.found.push(Diagnostic::error(message, span).with_label("fails when this runs"));
    }

    fn expr(&mut self, expr: &Expr) {
        match &expr.kind {
            ExprKind::Name(name) => {
                if matches!(name.slot, Slot::Unresolved) {
                    self.unresolved.push((name.id.clone(), name.span));
                } else {
                    self.bound.insert(name.id.clone());
                }
            }
            ExprKind::Constant(_) => {}
            ExprKind::FString(parts) => self.fstring(parts),
            ExprKind::BinOp { .. } => {
                let (operators, first) = expr.binary_chain();
                self.expr(first);
                for operator in operators.iter().rev() {
                    if let ExprKind::BinOp { right, .. } = &operator.kind {
                        self.expr(right);
                    }
                }
            }
            ExprKind::UnaryOp { operand, .. } | ExprKind::Starred(operand) => self.expr(operand),
            ExprKind::BoolOp { values, .. }
            | ExprKind::List(values)
            | ExprKind::Tuple(values)
            | ExprKind::Set(values) => values.iter().for_each(|v| self.expr(v)),
            ExprKind::Compare { left, ops } => {
                self.expr(left);
                ops.iter().for_each(|(_, e)| self.expr(e));
            }
            ExprKind::Call { func, args } => self.call(func, args),
            ExprKind::IfExp { test, body, orelse } => {
                self.expr(test);
                self.expr(body);
                self.expr(orelse);
            }
            ExprKind::Lambda(def) => self.function(def),
            ExprKind::Attribute { value, attr, attr_span } => {
                self.expr(value);
                if let Some(module) = self.module_of(value) {
                    self.member(&module, attr, *attr_span);
                }
                if let Some(type_name) = builtin_of(value) {
                    self.type_attribute(type_name, attr, *attr_span);
                }
            }
            ExprKind::Subscript { value, index } => {
                self.expr(value);
                self.expr(index);
            }
            ExprKind::Slice { lower, upper, step } => {
                for part in [lower, upper, step].into_iter().flatten() {
                    self.expr(part);
                }
            }
            ExprKind::Dict(pairs) => pairs.iter().for_each(|(k, v)| {
                self.expr(k);
                self.expr(v);
            }),
            ExprKind::ListComp(c) | ExprKind::SetComp(c) | ExprKind::DictComp(c) | ExprKind::GeneratorExp(c) => {
                for g in &c.generators {
                    self.expr(&g.target);
                    self.expr(&g.iter);
                    g.ifs.iter().for_each(|e| self.expr(e));
                }
                self.expr(&c.elt);
                if let Some(v) = &c.value {
                    self.expr(v);
                }
            }
        }
    }

    fn fstring(&mut self, parts: &[FStringPart]) {
        for part in parts {
            if let FStringPart::Field { expr, spec, .. } = part {
                self.expr(expr);
                self.fstring(spec);
            }
        }
    }

    /// The module a name stands for (`import math as m`: `m`).
    fn module_of(&self, value: &Expr) -> Option<Ident> {
        match &value.kind {
            ExprKind::Name(n) if matches!(n.slot, Slot::Global(_)) => {
                let bindings = self.module_bindings.get(&n.id).map_or(0, |b| b.0);
                self.modules.get(&n.id).filter(|_| bindings == 1).cloned()
            }
            _ => None,
        }
    }

    fn call(&mut self, func: &Expr, args: &[Arg]) {
        self.expr(func);
        for arg in args {
            match arg {
                Arg::Positional(e) | Arg::Starred(e) | Arg::Keyword(_, e) => self.expr(e),
            }
        }
        let plain = args.iter().all(|a| matches!(a, Arg::Positional(_)));
        let given = args.len();
        match &func.kind {
            ExprKind::Attribute { value, attr, attr_span }
                if self.module_of(value).is_none() && builtin_of(value).is_none() =>
            {
                self.method(attr, *attr_span)
            }
            ExprKind::Name(name) if plain => match name.slot {
                Slot::Builtin(i) => {
                    if let Some((min, max)) = arity(Builtin::from_index(i)) {
                        if given < min || given > max {
                            self.found.push(arity_error(&name.id, min, max, given, func.span));
                        }
                    }
                }
                Slot::Global(_) => {
                    if let Some((1, Some(def))) = self.module_bindings.get(&name.id).cloned() {
                        let max = if def.vararg.is_some() { usize::MAX } else { def.params.len() };
                        let required = def.params.iter().filter(|p| p.default.is_none()).count();
                        let kw_required = def.kwonly.iter().any(|p| p.default.is_none());
                        // Functions with required keyword-only parameters are left to the run.
                        if !kw_required && (given < required || given > max) {
                            self.found.push(arity_error(&name.id, required, max, given, func.span));
                        }
                    }
                }
                _ => {}
            },
            _ => {}
        }
    }

    /// `int.from_bytes`, `str.upper`: an attribute of a type object, which
    /// .dmd does not have (methods are called on values).
    fn type_attribute(&mut self, type_name: &str, attr: &str, span: Span) {
        if cpython::types_with_method(attr).contains(&type_name) {
            let message = format!("`{type_name}.{attr}` on the type object is not supported in .dmd");
            self.found.push(Diagnostic::error(message, span).with_label("fails when this runs"));
        }
    }

    /// A method call on a value: some .dmd type must have the method.
    fn method(&mut self, attr: &str, span: Span) {
        if crate::natives::any_type_has_method(attr) {
            return;
        }
        let types = cpython::types_with_method(attr);
        let diagnostic = if types.is_empty() {
            Diagnostic::error(format!("AttributeError: no .dmd value has a method '{attr}'"), span)
        } else {
            let owners: Vec<String> = types.iter().map(|t| format!("{t}.{attr}")).collect();
            Diagnostic::error(format!("`{}` is not supported in .dmd", owners.join("`, `")), span)
        };
        self.found.push(diagnostic.with_label("fails when this runs"));
    }
}

/// The builtin an expression names (`int`, `len`), unless shadowed.
fn builtin_of(value: &Expr) -> Option<&'static str> {
    match &value.kind {
        ExprKind::Name(n) => match n.slot {
            Slot::Builtin(i) => Some(Builtin::from_index(i).name()),
            _ => None,
        },
        _ => None,
    }
}

/// The positional arguments a builtin accepts, where that is fixed.
fn arity(builtin: Builtin) -> Option<(usize, usize)> {
    let Builtin::Global(g) = builtin else { return None };
    Some(match g {
        Global::Len
        | Global::Abs
        | Global::Repr
        | Global::Chr
        | Global::Ord
        | Global::Bin
        | Global::Hex
        | Global::Oct
        | Global::Iter
        | Global::Any
        | Global::All
        | Global::Reversed
        | Global::Sorted => (1, 1),
        Global::Divmod | Global::Isinstance | Global::Filter => (2, 2),
        Global::Pow => (2, 3),
        Global::Round | Global::Next | Global::Enumerate | Global::Sum => (1, 2),
        Global::Range => (1, 3),
        Global::Min | Global::Max => (1, usize::MAX),
        Global::Map => (2, usize::MAX),
        Global::List | Global::Tuple | Global::Set | Global::Dict | Global::Float | Global::Bool | Global::Str => {
            (0, 1)
        }
        Global::Int => (0, 2),
        Global::Print | Global::Zip | Global::Hash => return None,
    })
}

fn arity_error(name: &str, min: usize, max: usize, given: usize, span: Span) -> Diagnostic {
    let expected = match (min, max) {
        (a, b) if a == b => format!("{a}"),
        (a, usize::MAX) => format!("at least {a}"),
        (a, b) => format!("from {a} to {b}"),
    };
    let noun = if (min, max) == (1, 1) { "argument" } else { "arguments" };
    let verb = if given == 1 { "was" } else { "were" };
    Diagnostic::error(format!("TypeError: {name}() takes {expected} positional {noun} but {given} {verb} given"), span)
        .with_label("fails when this runs")
}

fn undefined(name: &str, span: Span, bound: &HashSet<Ident>) -> Diagnostic {
    if cpython::is_builtin(name) {
        return Diagnostic::error(format!("`{name}` is not supported in .dmd"), span)
            .with_label("a CPython builtin .dmd does not have");
    }
    let diagnostic = Diagnostic::error(format!("NameError: name '{name}' is not defined"), span)
        .with_label("nothing defines this name");
    let mut known: Vec<String> = bound.iter().map(|n| n.to_string()).collect();
    known.sort();
    known.extend(crate::natives::global_names().map(str::to_string));
    match suggestion(name, known.iter().map(String::as_str)) {
        Some(near) => diagnostic.with_note(format!("did you mean `{near}`?")),
        None => diagnostic,
    }
}

/// CPython 3.11's suggestion for a misspelt name (`Python/suggestions.c`):
/// the first candidate, in order, with the smallest edit distance — moves
/// cost 2, a case flip 1 — if no more than about a third of the characters
/// involved change. Lists of 750 names or more get no suggestion.
pub fn suggestion<'a>(name: &str, candidates: impl Iterator<Item = &'a str>) -> Option<&'a str> {
    let candidates: Vec<&str> = candidates.collect();
    if candidates.len() >= MAX_CANDIDATES {
        return None;
    }
    let mut best: Option<(&str, usize)> = None;
    for item in candidates {
        if item == name {
            continue;
        }
        let limit = (name.len() + item.len() + 3) * MOVE_COST / 6;
        let limit = best.map_or(limit, |(_, d)| limit.min(d.saturating_sub(1)));
        let d = distance(name.as_bytes(), item.as_bytes(), limit);
        if d <= limit && best.is_none_or(|(_, b)| d < b) {
            best = Some((item, d));
        }
    }
    best.map(|(item, _)| item)
}

const MAX_CANDIDATES: usize = 750;
const MAX_STRING: usize = 40;
const MOVE_COST: usize = 2;

fn substitution_cost(a: u8, b: u8) -> usize {
    if a & 31 != b & 31 {
        return MOVE_COST;
    }
    if a == b {
        0
    } else if a.eq_ignore_ascii_case(&b) {
        1
    } else {
        MOVE_COST
    }
}

/// The weighted Levenshtein distance, or `limit + 1` once it must exceed
/// `limit`.
fn distance<'s>(mut a: &'s [u8], mut b: &'s [u8], limit: usize) -> usize {
    while let (Some(x), Some(y)) = (a.first(), b.first()) {
        if x != y {
            break;
        }
        (a, b) = (&a[1..], &b[1..]);
    }
    while let (Some(x), Some(y)) = (a.last(), b.last()) {
        if x != y {
            break;
        }
        (a, b) = (&a[..a.len() - 1], &b[..b.len() - 1]);
    }
    if a.is_empty() || b.is_empty() {
        return (a.len() + b.len()) * MOVE_COST;
    }
    if a.len() > MAX_STRING || b.len() > MAX_STRING {
        return limit + 1;
    }
    if b.len() < a.len() {
        std::mem::swap(&mut a, &mut b);
    }
    if (b.len() - a.len()) * MOVE_COST > limit {
        return limit + 1;
    }
    let mut row: Vec<usize> = (1..=a.len()).map(|i| i * MOVE_COST).collect();
    let mut result = 0;
    for (bi, &code) in b.iter().enumerate() {
        let mut previous = bi * MOVE_COST;
        result = previous;
        let mut minimum = usize::MAX;
        for (ai, &c) in a.iter().enumerate() {
            let substitute = previous + substitution_cost(code, c);
            previous = row[ai];
            result = (result.min(previous) + MOVE_COST).min(substitute);
            row[ai] = result;
            minimum = minimum.min(result);
        }
        if minimum > limit {
            return limit + 1;
        }
    }
    result
}

#[cfg(test)]
mod tests {
    use super::{distance, suggestion};

    /// What CPython 3.11 suggests for the same names.
    #[test]
    fn suggests_as_cpython_does() {
        assert_eq!(distance(b"total", b"totl", 10), 2);
        assert_eq!(suggestion("totl", ["total", "count"].into_iter()), Some("total"));
        assert_eq!(suggestion("xs", ["total"].into_iter()), None);
        assert_eq!(suggestion("v", ["_"].into_iter()), None);
        assert_eq!(suggestion("lenght", ["len", "length"].into_iter()), Some("length"));
        assert_eq!(suggestion("Total", ["total"].into_iter()), Some("total"));
        assert_eq!(suggestion("ab", ["ac", "ab_"].into_iter()), Some("ac"));
    }
}
