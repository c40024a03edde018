//! Post-parse checks on the AST, with CPython's messages where CPython has
//! one: `return`/`break`/`continue` placement, `global`/`nonlocal` placement,
//! assignment/deletion targets (and the subset's refusal of attribute and
//! star targets), parameter and argument order, duplicate names, and the
//! nesting limits. The walk uses an explicit work stack instead of
//! recursion, so no tree, however deep, can overflow the Rust stack here;
//! nodes are visited in source order, so the first error reported is the
//! first in the file. Scope resolution (which name is local, global or
//! free) is `resolve`'s job, not this one.

use std::collections::HashSet;

use crate::diag::Diagnostic;
use crate::source::Span;
use crate::syntax::actions::MAX_EXPR_DEPTH;
use crate::syntax::ast::{Arg, CmpOp, Constant, Expr, ExprKind, FStringPart, FunctionDef, Module, Stmt, StmtKind};
use crate::syntax::{Failure, Looks};

/// Compound statements nested deeper than this are refused.
pub const MAX_BLOCK_DEPTH: usize = 100;

type Result<T = ()> = std::result::Result<T, Diagnostic>;

/// Checks a freshly parsed module, looking at the run's limits as it
/// goes (`Looks`): a rule broken, or the limit that stopped the check.
pub fn validate(module: &Module) -> std::result::Result<(), Failure> {
    let mut looks = Looks::default();
    let mut at = Span::default();
    check(module, |work| {
        at = work.span().unwrap_or(at);
        looks.node(|| at)
    })
    .map_err(|(diag, limit)| Failure { diag, incomplete: false, limit })
}

/// The walk of `validate`, `look` asked before each node: its error, and
/// whether it was the look's.
fn check(module: &Module, mut look: impl FnMut(&Work) -> Result) -> std::result::Result<(), (Diagnostic, bool)> {
    let mut walk = Walk { stack: Vec::new() };
    let top = Context { scope: Scope::Module, in_loop: false, block_depth: 0 };
    walk.push_stmts(&module.body, top);
    while let Some(work) = walk.stack.pop() {
        look(&work).map_err(|diag| (diag, true))?;
        let checked = match work {
            Work::Block(body, cx) => walk.block(body, cx),
            Work::Stmts(body, cx) => walk.stmts(body, cx),
            Work::Expr { expr, depth, star_ok } => walk.expr(expr, depth, star_ok),
            Work::Target { expr, usage, single, depth } => walk.target(expr, usage, single, depth),
            Work::Spec(parts, depth) => walk.fstring_parts(parts, depth),
            Work::Siblings { run, depth } => {
                walk.siblings(run, depth);
                Ok(())
            }
        };
        checked.map_err(|diag| (diag, false))?;
    }
    Ok(())
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Scope {
    Module,
    /// A function body; `nested` when inside another function.
    Function {
        nested: bool,
    },
}

/// What a statement needs to know about where it stands.
#[derive(Clone, Copy)]
struct Context {
    scope: Scope,
    in_loop: bool,
    block_depth: usize,
}

/// Where a target appears, which decides the error wording.
#[derive(Clone, Copy, PartialEq, Eq)]
enum TargetUse {
    Assign,
    Delete,
}

/// One pending check.
enum Work<'a> {
    /// The body of a compound statement, one level deeper than `cx` says.
    Block(&'a [Stmt], Context),
    /// Statements of one block still to check, in order: queued as one
    /// item, so the stack grows with nesting, not with program length.
    Stmts(&'a [Stmt], Context),
    /// `star_ok` when the expression is an element of a list, tuple or set
    /// display, where `*xs` is allowed.
    Expr {
        expr: &'a Expr,
        depth: u32,
        star_ok: bool,
    },
    Target {
        expr: &'a Expr,
        usage: TargetUse,
        single: bool,
        depth: u32,
    },
    /// The parts of an f-string format spec.
    Spec(&'a [FStringPart], u32),
    Siblings {
        run: Siblings<'a>,
        depth: u32,
    },
}

impl Work<'_> {
    /// Where in the source the work stands, where that is one place.
    fn span(&self) -> Option<Span> {
        match self {
            Work::Block(body, _) | Work::Stmts(body, _) => body.first().map(|s| s.span),
            Work::Expr { expr, .. } | Work::Target { expr, .. } => Some(expr.span),
            Work::Spec(..) | Work::Siblings { .. } => None,
        }
    }
}

/// Sibling expressions still to check, in order: queued as one item, so
/// the stack grows with nesting, not with the width of a display or call.
#[derive(Clone, Copy)]
enum Siblings<'a> {
    /// Elements of a list, tuple or set display, where `*xs` is allowed.
    Items(&'a [Expr]),
    Values(&'a [Expr]),
    Pairs(&'a [(Expr, Expr)]),
    Compared(&'a [(CmpOp, Expr)]),
    Args(&'a [Arg]),
}

impl<'a> Siblings<'a> {
    /// The first expression(s) of the run, and the rest of it.
    fn split(self) -> Option<([Option<&'a Expr>; 2], Siblings<'a>)> {
        Some(match self {
            Siblings::Items(items) => items.split_first().map(|(e, rest)| ([Some(e), None], Siblings::Items(rest)))?,
            Siblings::Values(items) => {
                items.split_first().map(|(e, rest)| ([Some(e), None], Siblings::Values(rest)))?
            }
            Siblings::Pairs(pairs) => {
                pairs.split_first().map(|((k, v), rest)| ([Some(k), Some(v)], Siblings::Pairs(rest)))?
            }
            Siblings::Compared(ops) => {
                ops.split_first().map(|((_, e), rest)| ([Some(e), None], Siblings::Compared(rest)))?
            }
            Siblings::Args(args) => args.split_first().map(|(arg, rest)| {
                let (Arg::Positional(e) | Arg::Starred(e) | Arg::Keyword(_, e)) = arg;
                ([Some(e), None], Siblings::Args(rest))
            })?,
        })
    }
}

struct Walk<'a> {
    stack: Vec<Work<'a>>,
}

impl<'a> Walk<'a> {
    // Work is popped last-in first-out, so each node pushes its children in
    // reverse source order.

    fn push_stmts(&mut self, body: &'a [Stmt], cx: Context) {
        if !body.is_empty() {
            self.stack.push(Work::Stmts(body, cx));
        }
    }

    fn stmts(&mut self, body: &'a [Stmt], cx: Context) -> Result {
        let Some((first, rest)) = body.split_first() else { return Ok(()) };
        self.push_stmts(rest, cx);
        self.stmt(first, cx)
    }

    fn push_expr(&mut self, expr: &'a Expr, depth: u32) {
        self.stack.push(Work::Expr { expr, depth, star_ok: false });
    }

    fn push_exprs(&mut self, exprs: impl DoubleEndedIterator<Item = &'a Expr>, depth: u32, star_ok: bool) {
        self.stack.extend(exprs.rev().map(|expr| Work::Expr { expr, depth, star_ok }));
    }

    fn push_siblings(&mut self, run: Siblings<'a>, depth: u32) {
        self.stack.push(Work::Siblings { run, depth });
    }

    fn siblings(&mut self, run: Siblings<'a>, depth: u32) {
        let Some((first, rest)) = run.split() else { return };
        self.push_siblings(rest, depth);
        let star_ok = matches!(run, Siblings::Items(_));
        self.push_exprs(first.into_iter().flatten(), depth, star_ok);
    }

    fn push_target(&mut self, expr: &'a Expr, usage: TargetUse, single: bool, depth: u32) {
        self.stack.push(Work::Target { expr, usage, single, depth });
    }

    fn block(&mut self, body: &'a [Stmt], cx: Context) -> Result {
        let cx = Context { block_depth: cx.block_depth + 1, ..cx };
        if let Some(first) = body.first() {
            if cx.block_depth > MAX_BLOCK_DEPTH {
                let message = format!("too many nested blocks (limit {MAX_BLOCK_DEPTH})");
                return Err(Diagnostic::error(message, keyword_span(first)));
            }
        }
        self.push_stmts(body, cx);
        Ok(())
    }

    fn stmt(&mut self, stmt: &'a Stmt, cx: Context) -> Result {
        let in_loop = Context { in_loop: true, ..cx };
        match &stmt.kind {
            StmtKind::Expr(value) => self.push_expr(value, 1),
            StmtKind::Assign { targets, value } => {
                self.push_expr(value, 1);
                for target in targets.iter().rev() {
                    self.push_target(target, TargetUse::Assign, targets.len() == 1, 1);
                }
            }
            StmtKind::AugAssign { target, value, .. } => {
                self.push_expr(value, 1);
                self.aug_target(target)?;
            }
            StmtKind::If { test, body, orelse } => {
                match orelse.as_slice() {
                    // An `elif` is an `If` alone in `orelse`: part of the
                    // same chain, not nested source code.
                    [Stmt { kind: StmtKind::If { .. }, .. }] => self.push_stmts(orelse, cx),
                    _ => self.stack.push(Work::Block(orelse, cx)),
                }
                self.stack.push(Work::Block(body, cx));
                self.push_expr(test, 1);
            }
            StmtKind::While { test, body, orelse } => {
                self.stack.push(Work::Block(orelse, cx));
                self.stack.push(Work::Block(body, in_loop));
                self.push_expr(test, 1);
            }
            StmtKind::For { target, iter, body, orelse } => {
                self.stack.push(Work::Block(orelse, cx));
                self.stack.push(Work::Block(body, in_loop));
                self.push_expr(iter, 1);
                self.push_target(target, TargetUse::Assign, false, 1);
            }
            StmtKind::Break if !cx.in_loop => return Err(Diagnostic::error("'break' outside loop", stmt.span)),
            StmtKind::Continue if !cx.in_loop => {
                return Err(Diagnostic::error("'continue' not properly in loop", stmt.span));
            }
            StmtKind::Break | StmtKind::Continue | StmtKind::Pass => {}
            StmtKind::Return(value) => {
                if cx.scope == Scope::Module {
                    return Err(Diagnostic::error("'return' outside function", stmt.span));
                }
                self.push_exprs(value.iter(), 1, false);
            }
            StmtKind::Assert { test, msg } => self.push_exprs(std::iter::once(&**test).chain(msg.as_deref()), 1, false),
            StmtKind::Raise(value) => self.push_exprs(value.iter(), 1, false),
            StmtKind::Del(targets) => {
                for target in targets.iter().rev() {
                    self.push_target(target, TargetUse::Delete, false, 1);
                }
            }
            StmtKind::FunctionDef(def) => {
                let body_cx =
                    Context { scope: Scope::Function { nested: cx.scope != Scope::Module }, in_loop: false, ..cx };
                self.stack.push(Work::Block(&def.body, body_cx));
                self.params(def, 1)?;
            }
            StmtKind::Global(_) => {
                if cx.scope == Scope::Module {
                    return Err(Diagnostic::error("global at module level is not supported in .dmd", stmt.span));
                }
            }
            StmtKind::Nonlocal(names) => match cx.scope {
                Scope::Module => {
                    return Err(Diagnostic::error("nonlocal declaration not allowed at module level", stmt.span));
                }
                Scope::Function { nested: false } => {
                    let name = names.first().map_or("", |n| &*n.id);
                    return Err(Diagnostic::error(format!("no binding for nonlocal '{name}' found"), stmt.span));
                }
                Scope::Function { nested: true } => {}
            },
            StmtKind::Import { .. } | StmtKind::ImportFrom { .. } => {}
        }
        Ok(())
    }

    /// Checks parameter order and names, and queues the defaults (which are
    /// evaluated where the function is defined) at `depth`.
    fn params(&mut self, def: &'a FunctionDef, depth: u32) -> Result {
        let mut seen_default = false;
        for param in &def.params {
            if param.default.is_some() {
                seen_default = true;
            } else if seen_default {
                return Err(Diagnostic::error("non-default argument follows default argument", param.name.span));
            }
        }
        let mut names = HashSet::new();
        let all = def.params.iter().map(|p| &p.name).chain(def.vararg.iter()).chain(def.kwonly.iter().map(|p| &p.name));
        for name in all {
            if !names.insert(&*name.id) {
                let message = format!("duplicate argument '{}' in function definition", name.id);
                return Err(Diagnostic::error(message, name.span));
            }
        }
        let defaults: Vec<&'a Expr> =
            def.params.iter().chain(def.kwonly.iter()).filter_map(|p| p.default.as_ref()).collect();
        self.push_exprs(defaults.into_iter(), depth, false);
        Ok(())
    }

    fn expr(&mut self, expr: &'a Expr, depth: u32, star_ok: bool) -> Result {
        if depth > MAX_EXPR_DEPTH {
            return Err(too_deep(expr.span));
        }
        let inner = depth + 1;
        match &expr.kind {
            ExprKind::Name(_) | ExprKind::Constant(_) => {}
            ExprKind::FString(parts) => self.stack.push(Work::Spec(parts, inner)),
            ExprKind::BinOp { left, right, .. } => {
                // A chain's operators are at one depth (`actions::bin_op`).
                self.push_expr(right, inner);
                let chained = matches!(left.kind, ExprKind::BinOp { .. });
                self.push_expr(left, if chained { depth } else { inner });
            }
            ExprKind::UnaryOp { operand, .. } => self.push_expr(operand, inner),
            ExprKind::BoolOp { values, .. } => self.push_siblings(Siblings::Values(values), inner),
            ExprKind::Compare { left, ops } => {
                self.push_siblings(Siblings::Compared(ops), inner);
                self.push_expr(left, inner);
            }
            ExprKind::Call { func, args } => {
                self.call_args(args, inner)?;
                self.push_expr(func, inner);
            }
            ExprKind::IfExp { test, body, orelse } => {
                self.push_exprs([&**body, &**test, &**orelse].into_iter(), inner, false)
            }
            ExprKind::Lambda(def) => {
                let bodies = def.body.iter().filter_map(|stmt| match &stmt.kind {
                    StmtKind::Return(Some(value)) => Some(value),
                    _ => None,
                });
                self.push_exprs(bodies.collect::<Vec<_>>().into_iter(), inner, false);
                self.params(def, inner)?;
            }
            ExprKind::Attribute { value, .. } => self.push_expr(value, inner),
            ExprKind::Subscript { value, index } => self.push_exprs([&**value, &**index].into_iter(), inner, false),
            ExprKind::Slice { lower, upper, step } => {
                let parts: Vec<&'a Expr> = [lower, upper, step].into_iter().flatten().map(|e| &**e).collect();
                self.push_exprs(parts.into_iter(), inner, false);
            }
            ExprKind::List(items) | ExprKind::Tuple(items) | ExprKind::Set(items) => {
                self.push_siblings(Siblings::Items(items), inner)
            }
            ExprKind::Dict(pairs) => self.push_siblings(Siblings::Pairs(pairs), inner),
            ExprKind::ListComp(comp)
            | ExprKind::SetComp(comp)
            | ExprKind::DictComp(comp)
            | ExprKind::GeneratorExp(comp) => {
                for generator in comp.generators.iter().rev() {
                    self.push_exprs(generator.ifs.iter(), inner, false);
                    self.push_expr(&generator.iter, inner);
                    self.push_target(&generator.target, TargetUse::Assign, false, inner);
                }
                self.push_exprs(std::iter::once(&comp.elt).chain(comp.value.iter()), inner, false);
            }
            ExprKind::Starred(value) => {
                if !star_ok {
                    return Err(Diagnostic::error("can't use starred expression here", expr.span));
                }
                self.push_expr(value, inner);
            }
        }
        Ok(())
    }

    /// Queues the first field of `parts`, then the rest: one at a time, as
    /// siblings are (queued all at once, the half a million fields of one
    /// literal took the walk's stack 5 MiB past the budget unasked).
    fn fstring_parts(&mut self, parts: &'a [FStringPart], depth: u32) -> Result {
        let first = parts.iter().enumerate().find_map(|(at, part)| match part {
            FStringPart::Field { expr, spec, .. } => Some((at, expr, spec)),
            FStringPart::Literal(_) => None,
        });
        let Some((at, expr, spec)) = first else { return Ok(()) };
        self.stack.push(Work::Spec(&parts[at + 1..], depth));
        if !spec.is_empty() {
            self.stack.push(Work::Spec(spec, depth + 1));
        }
        self.push_expr(expr, depth);
        Ok(())
    }

    /// Checks argument order and repeated keywords; queues the values.
    fn call_args(&mut self, args: &'a [Arg], depth: u32) -> Result {
        let mut seen_keyword = false;
        let mut keywords = HashSet::new();
        for arg in args {
            match arg {
                Arg::Positional(value) if seen_keyword => {
                    return Err(Diagnostic::error("positional argument follows keyword argument", value.span));
                }
                Arg::Keyword(name, value) => {
                    seen_keyword = true;
                    if !keywords.insert(&*name.id) {
                        let message = format!("keyword argument repeated: {}", name.id);
                        return Err(Diagnostic::error(message, name.span.to(value.span)));
                    }
                }
                Arg::Positional(_) | Arg::Starred(_) => {}
            }
        }
        self.push_siblings(Siblings::Args(args), depth);
        Ok(())
    }

    /// An assignment, `for`, comprehension or `del` target.
    fn target(&mut self, target: &'a Expr, usage: TargetUse, single: bool, depth: u32) -> Result {
        if depth > MAX_EXPR_DEPTH {
            return Err(too_deep(target.span));
        }
        match &target.kind {
            ExprKind::Name(_) => Ok(()),
            ExprKind::Subscript { value, index } => {
                self.push_exprs([&**value, &**index].into_iter(), depth + 1, false);
                Ok(())
            }
            ExprKind::Tuple(items) | ExprKind::List(items) => {
                for item in items.iter().rev() {
                    self.push_target(item, usage, false, depth + 1);
                }
                Ok(())
            }
            ExprKind::Attribute { .. } => Err(Diagnostic::error(
                match usage {
                    TargetUse::Assign => "attribute assignment is not supported in .dmd",
                    TargetUse::Delete => "attribute deletion is not supported in .dmd",
                },
                target.span,
            )),
            ExprKind::Starred(_) => Err(Diagnostic::error(
                match usage {
                    TargetUse::Assign => "star targets in assignment are not supported in .dmd",
                    TargetUse::Delete => "cannot delete starred",
                },
                target.span,
            )),
            other => {
                let what = describe(other);
                let diag = match usage {
                    TargetUse::Assign => Diagnostic::error(format!("cannot assign to {what}"), target.span),
                    TargetUse::Delete => Diagnostic::error(format!("cannot delete {what}"), target.span),
                };
                let suggest = single && !matches!(other, ExprKind::Constant(Constant::None | Constant::Bool(_)));
                Err(if suggest { diag.with_note("maybe you meant '==' instead of '='?") } else { diag })
            }
        }
    }

    fn aug_target(&mut self, target: &'a Expr) -> Result {
        match &target.kind {
            ExprKind::Name(_) => Ok(()),
            ExprKind::Subscript { value, index } => {
                self.push_exprs([&**value, &**index].into_iter(), 2, false);
                Ok(())
            }
            ExprKind::Attribute { .. } => {
                Err(Diagnostic::error("attribute assignment is not supported in .dmd", target.span))
            }
            other => {
                let what = match other {
                    ExprKind::Tuple(_) => "tuple",
                    ExprKind::List(_) => "list",
                    ExprKind::Starred(_) => "starred",
                    _ => describe(other),
                };
                let message = format!("'{what}' is an illegal expression for augmented assignment");
                Err(Diagnostic::error(message, target.span))
            }
        }
    }
}

/// How CPython names an expression that cannot be a target.
fn describe(kind: &ExprKind) -> &'static str {
    match kind {
        ExprKind::Constant(Constant::None) => "None",
        ExprKind::Constant(Constant::Bool(true)) => "True",
        ExprKind::Constant(Constant::Bool(false)) => "False",
        ExprKind::Constant(_) => "literal",
        ExprKind::FString(_) => "f-string expression",
        ExprKind::Call { .. } => "function call",
        ExprKind::Compare { .. } => "comparison",
        ExprKind::IfExp { .. } => "conditional expression",
        ExprKind::Lambda(_) => "lambda",
        ExprKind::ListComp(_) => "list comprehension",
        ExprKind::SetComp(_) => "set comprehension",
        ExprKind::DictComp(_) => "dict comprehension",
        ExprKind::GeneratorExp(_) => "generator expression",
        ExprKind::Dict(_) => "dict literal",
        ExprKind::Set(_) => "set display",
        _ => "expression",
    }
}

/// The keyword of a compound statement (whose span may cover many lines),
/// or the whole of a simple one.
fn keyword_span(stmt: &Stmt) -> Span {
    let keyword = match stmt.kind {
        StmtKind::If { .. } => "if",
        StmtKind::While { .. } => "while",
        StmtKind::For { .. } => "for",
        StmtKind::FunctionDef(_) => "def",
        _ => return stmt.span,
    };
    Span { end: (stmt.span.start + keyword.len() as u32).min(stmt.span.end), ..stmt.span }
}

fn too_deep(span: Span) -> Diagnostic {
    Diagnostic::error(format!("expression is too deeply nested (limit {MAX_EXPR_DEPTH})"), span)
}
