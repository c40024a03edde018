//! Helpers called from the grammar's actions (`grammar/dmd.lalrpop`), so
//! the actions stay one-liners. They build AST nodes with spans, track each
//! expression's nesting depth while it is built (a tree nested deeper than
//! `MAX_EXPR_DEPTH` is refused at once, so no deeper tree ever exists to be
//! walked or dropped recursively: a chain of binary operators `a + b + c`
//! is not nesting, and every walk follows it in a loop,
//! `Expr::binary_chain`), and reject constructs outside the
//! subset whose shape the AST cannot carry (dotted imports, `**kwargs`,
//! annotations, ...). Checks that the AST *can* express (targets, `return`
//! placement, parameter order) live in `validate.rs`.

use std::rc::Rc;

use lalrpop_util::ParseError;

use crate::diag::Diagnostic;
use crate::source::{FileId, Span};
use crate::syntax::ast::{
    Arg, BinOp, BoolOp, CmpOp, Comprehension, Constant, Expr, ExprKind, FunctionDef, Generator, Ident, Name, Param,
    Stmt, StmtKind, UnaryOp,
};
use crate::syntax::fstring;
use crate::syntax::token::{Num, StrTok, Tok};

/// Expressions nested deeper than this are refused ("expression is too
/// deeply nested (limit 200)"). A leaf has depth 1; the left operand of a
/// binary operator that is itself one continues its chain, at its depth.
pub const MAX_EXPR_DEPTH: u32 = 200;

/// The result type of fallible grammar actions.
pub type PResult<T> = Result<T, ParseError<usize, Tok, Diagnostic>>;

/// What the parser is working on: the whole source text (tokens of f-string
/// fields point into it too) and its file id.
pub struct Ctx<'t> {
    pub text: &'t str,
    pub file: FileId,
    /// Where each line of `text` starts (the offsets codespan's line
    /// index uses, so a statement's line is the one diagnostics show).
    pub line_starts: &'t [u32],
    /// How many f-string fields enclose the text being parsed.
    pub fstring_nesting: u32,
    /// Set when an action met a limit of the run (`pushed`): the parse's
    /// error is then that limit's, not a syntax error.
    pub stopped: &'t std::cell::Cell<bool>,
}

impl Ctx<'_> {
    pub fn span(&self, start: usize, end: usize) -> Span {
        Span::new(self.file, start, end)
    }

    /// The 1-based line of byte `offset`.
    pub fn line_of(&self, offset: usize) -> u32 {
        let offset = offset as u32;
        let index = self.line_starts.binary_search(&offset).unwrap_or_else(|next| next - 1);
        index as u32 + 1
    }
}

/// The offsets at which `text`'s lines start: 0, and one past each newline.
pub fn line_starts(text: &str) -> Vec<u32> {
    std::iter::once(0).chain(text.match_indices('\n').map(|(i, _)| i as u32 + 1)).collect()
}

/// An expression under construction, with its nesting depth.
#[derive(Debug)]
pub struct Ex {
    pub expr: Expr,
    pub depth: u32,
}

/// What the single entry point of the grammar produced, chosen by the
/// synthetic start token.
pub enum Top {
    Module(Vec<Stmt>),
    Field(Ex),
}

/// One item of a call's argument list, before checking.
pub enum RawArg {
    Positional(Ex),
    Starred(Ex),
    Keyword(Name, Box<Ex>),
    /// `f(x for x in xs)`: valid only as the sole argument.
    Generator(Ex),
}

/// One item of a `def` or `lambda` parameter list, before checking.
pub enum RawParam {
    Plain(Name, Option<Box<Ex>>),
    /// `*args`, or a bare `*` when the name is absent.
    Star(Option<Name>),
}

/// `for target in iter if cond ...` inside a comprehension.
pub struct RawGen {
    target: Ex,
    iter: Ex,
    ifs: Vec<Ex>,
}

/// `def name(params):`, checked before the body is parsed.
pub struct DefHead {
    start: usize,
    name: Name,
    params: ParamList,
}

// ---- generic helpers -------------------------------------------------------

pub fn error(ctx: &Ctx, message: impl Into<String>, start: usize, end: usize) -> ParseError<usize, Tok, Diagnostic> {
    ParseError::User { error: Diagnostic::error(message, ctx.span(start, end)) }
}

/// Refuses a construct outside the subset, naming it.
pub fn reject<T>(ctx: &Ctx, message: &str, start: usize, end: usize) -> PResult<T> {
    Err(error(ctx, message, start, end))
}

pub fn push<T>(mut items: Vec<T>, last: T) -> Vec<T> {
    items.push(last);
    items
}

pub fn push_opt<T>(mut items: Vec<T>, last: Option<T>) -> Vec<T> {
    items.extend(last);
    items
}

/// `items` followed by `item` (at `at`), growing within the heap budget:
/// a list display of millions of items doubled its vector unasked.
pub fn pushed<T>(ctx: &Ctx, mut items: Vec<T>, item: T, at: usize) -> PResult<Vec<T>> {
    if items.len() == items.capacity() {
        grow_list(ctx, &mut items, at)?;
    }
    items.push(item);
    Ok(items)
}

/// Grows a list of the parse by a step the heap budget has room for, and
/// for the node's own copy of it besides (`exprs`, a call's arguments):
/// doubled, else by an eighth, else the parse stops with `MemoryError`.
#[cold]
fn grow_list<T>(ctx: &Ctx, items: &mut Vec<T>, at: usize) -> PResult<()> {
    use crate::sandbox::memory::reserve_items;
    let n = items.len();
    let asked = |cap: usize| reserve_items::<T>((cap - n).saturating_add(cap));
    let mut refused = None;
    for cap in [n.saturating_mul(2).max(4), n + n / 8 + 1] {
        refused = Some(match asked(cap) {
            Ok(()) if items.try_reserve_exact(cap - n).is_ok() => return Ok(()),
            Ok(()) => crate::error::Exception::new("MemoryError", "the system refused the memory to parse a list"),
            Err(e) => e,
        });
    }
    let refused = refused.unwrap_or_else(|| crate::error::Exception::new("MemoryError", ""));
    Err(ParseError::User { error: stopped(ctx, *refused, at) })
}

/// The parse stopped at `at` by a limit (the heap budget's or the
/// system's refusal, the clock): its exception's diagnostic, and no
/// second pass looks for a syntax error.
#[cold]
pub fn stopped(ctx: &Ctx, stop: crate::error::Exception, at: usize) -> Diagnostic {
    ctx.stopped.set(true);
    Diagnostic { span: Some(ctx.span(at, at)), ..stop.into_diagnostic() }
}

/// A finished block, without the room left for more statements.
pub fn block(mut stmts: Vec<Stmt>) -> Vec<Stmt> {
    stmts.shrink_to_fit();
    stmts
}

/// `stmts` followed by `more`, reusing `more` when `stmts` is empty. The
/// list of a file's statements is the largest of its tree (a million
/// lines, 90 MB): it doubles only while the heap budget has room, else
/// grows by what it needs, and the lexer's next look at the budget stops
/// the parse (doubling took it 45 MiB past the budget at once).
pub fn append(mut stmts: Vec<Stmt>, mut more: Vec<Stmt>) -> Vec<Stmt> {
    if stmts.is_empty() {
        return more;
    }
    crate::sandbox::memory::grow_within_budget(&mut stmts, more.len());
    stmts.append(&mut more);
    stmts
}

fn node(ctx: &Ctx, kind: ExprKind, depth: u32, start: usize, end: usize) -> PResult<Ex> {
    if depth > MAX_EXPR_DEPTH {
        // Underlining hundreds of operators helps nobody: point at where
        // the too-deep expression starts.
        let first = ctx.text.get(start..).and_then(|rest| rest.chars().next()).map_or(0, char::len_utf8);
        let message = format!("expression is too deeply nested (limit {MAX_EXPR_DEPTH})");
        let label = format!("this expression nests more than {MAX_EXPR_DEPTH} levels deep");
        let diag = Diagnostic::error(message, ctx.span(start, (start + first).min(end))).with_label(label);
        return Err(ParseError::User { error: diag });
    }
    Ok(Ex { expr: Expr::new(kind, ctx.span(start, end)), depth })
}

fn max_depth<'a>(items: impl IntoIterator<Item = &'a Ex>) -> u32 {
    items.into_iter().map(|e| e.depth).max().unwrap_or(0)
}

/// The expressions, in a list of exactly their number (a collect in place
/// would keep the larger buffer of `items`).
fn exprs(items: Vec<Ex>) -> Vec<Expr> {
    let mut out = Vec::with_capacity(items.len());
    out.extend(items.into_iter().map(|e| e.expr));
    out
}

fn boxed(e: Ex) -> Box<Expr> {
    Box::new(e.expr)
}

// ---- atoms -----------------------------------------------------------------

pub fn ident(ctx: &Ctx, id: Ident, start: usize, end: usize) -> Name {
    Name::new(id, ctx.span(start, end))
}

pub fn name(ctx: &Ctx, id: Ident, start: usize, end: usize) -> Ex {
    let name = ident(ctx, id, start, end);
    Ex { expr: Expr::new(ExprKind::Name(name), ctx.span(start, end)), depth: 1 }
}

pub fn constant(ctx: &Ctx, value: Constant, start: usize, end: usize) -> Ex {
    Ex { expr: Expr::new(ExprKind::Constant(value), ctx.span(start, end)), depth: 1 }
}

pub fn number(ctx: &Ctx, value: Num, start: usize, end: usize) -> Ex {
    let value = match value {
        Num::Small(i) => Constant::Int(i),
        Num::Int(i) => Constant::BigInt(Rc::new(i)),
        Num::Float(x) => Constant::Float(x),
    };
    constant(ctx, value, start, end)
}

/// Adjacent string literals, concatenated (an f-string if any part is one).
pub fn strings(ctx: &Ctx, parts: Vec<(usize, StrTok, usize)>, start: usize, end: usize) -> PResult<Ex> {
    let (kind, depth) = fstring::concat(ctx, &parts).map_err(|error| ParseError::User { error })?;
    node(ctx, kind, depth, start, end)
}

pub fn tuple(ctx: &Ctx, items: Vec<Ex>, start: usize, end: usize) -> PResult<Ex> {
    let depth = 1 + max_depth(&items);
    node(ctx, ExprKind::Tuple(exprs(items)), depth, start, end)
}

/// A comma-separated list: the lone element when there was no comma,
/// otherwise a tuple.
pub fn tuple_or_single(ctx: &Ctx, (mut items, has_comma): (Vec<Ex>, bool), start: usize, end: usize) -> PResult<Ex> {
    if !has_comma && items.len() == 1 {
        if let Some(single) = items.pop() {
            return Ok(single);
        }
    }
    tuple(ctx, items, start, end)
}

pub fn list(ctx: &Ctx, items: Vec<Ex>, start: usize, end: usize) -> PResult<Ex> {
    let depth = 1 + max_depth(&items);
    node(ctx, ExprKind::List(exprs(items)), depth, start, end)
}

pub fn set(ctx: &Ctx, items: Vec<Ex>, start: usize, end: usize) -> PResult<Ex> {
    let depth = 1 + max_depth(&items);
    node(ctx, ExprKind::Set(exprs(items)), depth, start, end)
}

// The grammar boxes each item so the parser's symbols stay small.
#[allow(clippy::vec_box)]
pub fn dict(ctx: &Ctx, items: Vec<Box<(Ex, Ex)>>, start: usize, end: usize) -> PResult<Ex> {
    let depth = 1 + items.iter().map(|item| item.0.depth.max(item.1.depth)).max().unwrap_or(0);
    // The node's pairs are sixteen times the list's pointers that
    // `grow_list` asked room for (2 million keys: 250 MiB unasked).
    let n = items.len();
    let pairs = crate::sandbox::memory::collect_exact(n, items.into_iter().map(|item| (item.0.expr, item.1.expr)))
        .map_err(|refused| ParseError::User { error: stopped(ctx, *refused, start) })?;
    node(ctx, ExprKind::Dict(pairs), depth, start, end)
}

pub fn starred(ctx: &Ctx, value: Ex, start: usize, end: usize) -> PResult<Ex> {
    let depth = 1 + value.depth;
    node(ctx, ExprKind::Starred(boxed(value)), depth, start, end)
}

// ---- comprehensions ----------------------------------------------------------

pub fn comp_for(target: Ex, iter: Ex, ifs: Vec<Ex>) -> Box<RawGen> {
    Box::new(RawGen { target, iter, ifs })
}

fn comprehension(
    ctx: &Ctx,
    elt: Ex,
    value: Option<Ex>,
    gens: Vec<RawGen>,
    start: usize,
    end: usize,
) -> PResult<(Rc<Comprehension>, u32)> {
    if let ExprKind::Starred(_) = elt.expr.kind {
        return Err(error(
            ctx,
            "iterable unpacking cannot be used in comprehension",
            elt.expr.span.start as usize,
            elt.expr.span.end as usize,
        ));
    }
    let gen_depth = gens.iter().map(|g| g.target.depth.max(g.iter.depth).max(max_depth(&g.ifs))).max().unwrap_or(0);
    let depth = 1 + elt.depth.max(value.as_ref().map_or(0, |v| v.depth)).max(gen_depth);
    let generators =
        gens.into_iter().map(|g| Generator { target: g.target.expr, iter: g.iter.expr, ifs: exprs(g.ifs) }).collect();
    let comp = Comprehension {
        elt: elt.expr,
        value: value.map(|v| v.expr),
        generators,
        span: ctx.span(start, end),
        scope: Default::default(),
    };
    Ok((Rc::new(comp), depth))
}

pub fn list_comp(ctx: &Ctx, elt: Ex, gens: Vec<RawGen>, start: usize, end: usize) -> PResult<Ex> {
    let (comp, depth) = comprehension(ctx, elt, None, gens, start, end)?;
    node(ctx, ExprKind::ListComp(comp), depth, start, end)
}

pub fn set_comp(ctx: &Ctx, elt: Ex, gens: Vec<RawGen>, start: usize, end: usize) -> PResult<Ex> {
    let (comp, depth) = comprehension(ctx, elt, None, gens, start, end)?;
    node(ctx, ExprKind::SetComp(comp), depth, start, end)
}

pub fn dict_comp(ctx: &Ctx, key: Ex, value: Ex, gens: Vec<RawGen>, start: usize, end: usize) -> PResult<Ex> {
    let (comp, depth) = comprehension(ctx, key, Some(value), gens, start, end)?;
    node(ctx, ExprKind::DictComp(comp), depth, start, end)
}

pub fn generator(ctx: &Ctx, elt: Ex, gens: Vec<RawGen>, start: usize, end: usize) -> PResult<Ex> {
    let (comp, depth) = comprehension(ctx, elt, None, gens, start, end)?;
    node(ctx, ExprKind::GeneratorExp(comp), depth, start, end)
}

// ---- operators ---------------------------------------------------------------

pub fn bin_op(ctx: &Ctx, left: Ex, op: BinOp, right: Ex, start: usize, end: usize) -> PResult<Ex> {
    // A walk reaches a chain's operators in one loop, and each operand
    // (the first one and every right one) one level down from it.
    let chained = matches!(left.expr.kind, ExprKind::BinOp { .. });
    let left_depth = if chained { left.depth } else { 1 + left.depth };
    let depth = left_depth.max(1 + right.depth);
    node(ctx, ExprKind::BinOp { op, left: boxed(left), right: boxed(right) }, depth, start, end)
}

/// An operand of a binary chain with the locations around it.
pub type Operand = (usize, Ex, usize);

/// `x op y op z ...` over the six binary tiers, grouped by precedence and
/// left to right (`**` is not here: it binds tighter and to the right).
/// Each operator joins what it can as soon as it is seen, so a chain too
/// deep is refused at the operand that makes it so, as one rule per tier
/// would.
pub struct Chain {
    operands: Vec<Operand>,
    ops: Vec<BinOp>,
}

impl Chain {
    pub fn new(first: Operand) -> Chain {
        Chain { operands: vec![first], ops: Vec::new() }
    }

    pub fn push(mut self, ctx: &Ctx, op: BinOp, operand: Operand) -> PResult<Chain> {
        while self.ops.last().is_some_and(|&top| tier(top) >= tier(op)) {
            self.reduce(ctx)?;
        }
        self.ops.push(op);
        self.operands.push(operand);
        Ok(self)
    }

    pub fn finish(mut self, ctx: &Ctx) -> PResult<Ex> {
        while !self.ops.is_empty() {
            self.reduce(ctx)?;
        }
        let (_, ex, _) = self.operands.pop().expect("a chain reduces to one operand");
        Ok(ex)
    }

    /// Joins the last two operands with the last operator.
    fn reduce(&mut self, ctx: &Ctx) -> PResult<()> {
        let (Some(op), Some((_, right, r)), Some((l, left, _))) =
            (self.ops.pop(), self.operands.pop(), self.operands.pop())
        else {
            unreachable!("a binary chain has one more operand than operators");
        };
        self.operands.push((l, bin_op(ctx, left, op, right, l, r)?, r));
        Ok(())
    }
}

/// Binding strength: higher binds tighter.
fn tier(op: BinOp) -> u8 {
    match op {
        BinOp::BitOr => 1,
        BinOp::BitXor => 2,
        BinOp::BitAnd => 3,
        BinOp::LShift | BinOp::RShift => 4,
        BinOp::Add | BinOp::Sub => 5,
        BinOp::Mul | BinOp::Div | BinOp::FloorDiv | BinOp::Mod | BinOp::MatMul => 6,
        BinOp::Pow => 7,
    }
}

pub fn unary(ctx: &Ctx, op: UnaryOp, operand: Ex, start: usize, end: usize) -> PResult<Ex> {
    let depth = 1 + operand.depth;
    node(ctx, ExprKind::UnaryOp { op, operand: boxed(operand) }, depth, start, end)
}

pub fn bool_op(ctx: &Ctx, op: BoolOp, first: Ex, rest: Vec<Ex>, start: usize, end: usize) -> PResult<Ex> {
    let depth = 1 + first.depth.max(max_depth(&rest));
    let mut values = vec![first.expr];
    values.extend(exprs(rest));
    node(ctx, ExprKind::BoolOp { op, values }, depth, start, end)
}

pub fn compare(ctx: &Ctx, left: Ex, rest: Vec<(CmpOp, Ex)>, start: usize, end: usize) -> PResult<Ex> {
    let depth = 1 + left.depth.max(rest.iter().map(|(_, e)| e.depth).max().unwrap_or(0));
    let ops = rest.into_iter().map(|(op, e)| (op, e.expr)).collect();
    node(ctx, ExprKind::Compare { left: boxed(left), ops }, depth, start, end)
}

pub fn if_exp(ctx: &Ctx, body: Ex, test: Ex, orelse: Ex, start: usize, end: usize) -> PResult<Ex> {
    let depth = 1 + body.depth.max(test.depth).max(orelse.depth);
    let kind = ExprKind::IfExp { test: boxed(test), body: boxed(body), orelse: boxed(orelse) };
    node(ctx, kind, depth, start, end)
}

// ---- primaries ---------------------------------------------------------------

pub fn attribute(ctx: &Ctx, value: Ex, attr: Name, start: usize, end: usize) -> PResult<Ex> {
    let depth = 1 + value.depth;
    let kind = ExprKind::Attribute { value: boxed(value), attr: attr.id, attr_span: attr.span };
    node(ctx, kind, depth, start, end)
}

pub fn subscript(ctx: &Ctx, value: Ex, index: Ex, start: usize, end: usize) -> PResult<Ex> {
    let depth = 1 + value.depth.max(index.depth);
    node(ctx, ExprKind::Subscript { value: boxed(value), index: boxed(index) }, depth, start, end)
}

pub fn slice(
    ctx: &Ctx,
    lower: Option<Ex>,
    upper: Option<Ex>,
    step: Option<Option<Ex>>,
    start: usize,
    end: usize,
) -> PResult<Ex> {
    let step = step.flatten();
    let depth = 1 + max_depth(lower.iter().chain(upper.iter()).chain(step.iter()));
    let kind = ExprKind::Slice { lower: lower.map(boxed), upper: upper.map(boxed), step: step.map(boxed) };
    node(ctx, kind, depth, start, end)
}

pub fn keyword_arg(ctx: &Ctx, key: Ex, value: Ex) -> PResult<RawArg> {
    match &key.expr.kind {
        ExprKind::Name(name) => Ok(RawArg::Keyword(name.clone(), Box::new(value))),
        _ => {
            let span = key.expr.span;
            Err(error(
                ctx,
                "expression cannot contain assignment, perhaps you meant \"==\"?",
                span.start as usize,
                span.end as usize,
            ))
        }
    }
}

pub fn call(ctx: &Ctx, func: Ex, args: Vec<RawArg>, start: usize, end: usize) -> PResult<Ex> {
    let n_args = args.len();
    let mut depth = func.depth;
    let mut out = Vec::with_capacity(n_args);
    for arg in args {
        out.push(match arg {
            RawArg::Positional(e) => {
                depth = depth.max(e.depth);
                Arg::Positional(e.expr)
            }
            RawArg::Starred(e) => {
                depth = depth.max(e.depth);
                Arg::Starred(e.expr)
            }
            RawArg::Keyword(name, e) => {
                depth = depth.max(e.depth);
                Arg::Keyword(name, e.expr)
            }
            RawArg::Generator(e) => {
                if n_args > 1 {
                    let span = e.expr.span;
                    return Err(error(
                        ctx,
                        "Generator expression must be parenthesized",
                        span.start as usize,
                        span.end as usize,
                    ));
                }
                depth = depth.max(e.depth);
                Arg::Positional(e.expr)
            }
        });
    }
    node(ctx, ExprKind::Call { func: boxed(func), args: out }, depth + 1, start, end)
}

// ---- functions ---------------------------------------------------------------

/// A checked parameter list.
struct ParamList {
    params: Vec<Param>,
    vararg: Option<Name>,
    kwonly: Vec<Param>,
    /// Deepest default expression.
    depth: u32,
}

/// Splits a raw parameter list into positional parameters, `*args` and
/// keyword-only parameters. Order and duplicate checks are `validate`'s.
fn params(ctx: &Ctx, raw: Vec<(RawParam, usize, usize)>) -> PResult<ParamList> {
    let mut list = ParamList { params: Vec::new(), vararg: None, kwonly: Vec::new(), depth: 0 };
    let mut star: Option<(usize, usize)> = None;
    for (param, start, end) in raw {
        match param {
            RawParam::Plain(name, default) => {
                list.depth = list.depth.max(default.as_ref().map_or(0, |d| d.depth));
                let param = Param { name, default: default.map(|d| d.expr) };
                let into = if star.is_some() { &mut list.kwonly } else { &mut list.params };
                // Parameters are larger than the raw list's items that
                // `grow_list` asked room for (300,000 took 21 MiB unasked).
                crate::sandbox::memory::make_room(into, 1)
                    .map_err(|refused| ParseError::User { error: stopped(ctx, *refused, start) })?;
                into.push(param);
            }
            RawParam::Star(name) => {
                if star.is_some() {
                    return reject(ctx, "* argument may appear only once", start, end);
                }
                star = Some((start, end));
                list.vararg = name;
            }
        }
    }
    if let Some((start, end)) = star {
        if list.vararg.is_none() && list.kwonly.is_empty() {
            return reject(ctx, "named arguments must follow bare *", start, end);
        }
    }
    Ok(list)
}

pub fn def_head(ctx: &Ctx, start: usize, name: Name, raw: Vec<(RawParam, usize, usize)>) -> PResult<Box<DefHead>> {
    Ok(Box::new(DefHead { start, name, params: params(ctx, raw)? }))
}

pub fn function_def(ctx: &Ctx, head: DefHead, body: Vec<Stmt>) -> Stmt {
    let end = body.last().map_or(head.name.span.end as usize, |s| s.span.end as usize);
    let span = ctx.span(head.start, end);
    let def = FunctionDef {
        name: head.name,
        params: head.params.params,
        vararg: head.params.vararg,
        kwonly: head.params.kwonly,
        body,
        is_lambda: false,
        span,
        scope: Default::default(),
    };
    Stmt { kind: StmtKind::FunctionDef(Rc::new(def)), span, line: ctx.line_of(head.start) }
}

pub fn lambda(ctx: &Ctx, raw: Vec<(RawParam, usize, usize)>, body: Ex, start: usize, end: usize) -> PResult<Ex> {
    let list = params(ctx, raw)?;
    let depth = 1 + body.depth.max(list.depth);
    let span = ctx.span(start, end);
    let body_span = body.expr.span;
    let def = FunctionDef {
        name: Name::new("<lambda>".into(), ctx.span(start, start + "lambda".len())),
        params: list.params,
        vararg: list.vararg,
        kwonly: list.kwonly,
        body: vec![Stmt {
            kind: StmtKind::Return(Some(body.expr)),
            span: body_span,
            line: ctx.line_of(body_span.start as usize),
        }],
        is_lambda: true,
        span,
        scope: Default::default(),
    };
    node(ctx, ExprKind::Lambda(Rc::new(def)), depth, start, end)
}

// ---- statements --------------------------------------------------------------

pub fn stmt(ctx: &Ctx, kind: StmtKind, start: usize, end: usize) -> Stmt {
    Stmt { kind, span: ctx.span(start, end), line: ctx.line_of(start) }
}

pub fn expr_stmt(ctx: &Ctx, value: Ex, start: usize, end: usize) -> Stmt {
    stmt(ctx, StmtKind::Expr(value.expr), start, end)
}

pub fn assign(ctx: &Ctx, first: Ex, rest: Vec<Ex>, start: usize, end: usize) -> Stmt {
    // The last expression of `a = b = value` is the value.
    let mut targets = Vec::with_capacity(rest.len());
    targets.push(first.expr);
    let mut rest = rest.into_iter().map(|e| e.expr);
    let value = rest.next_back().unwrap_or(Expr::new(ExprKind::Constant(Constant::None), ctx.span(start, end)));
    targets.extend(rest);
    stmt(ctx, StmtKind::Assign { targets, value: Box::new(value) }, start, end)
}

pub fn aug_assign(ctx: &Ctx, target: Ex, op: BinOp, value: Ex, start: usize, end: usize) -> Stmt {
    stmt(ctx, StmtKind::AugAssign { target: Box::new(target.expr), op, value: Box::new(value.expr) }, start, end)
}

pub fn return_stmt(ctx: &Ctx, value: Option<Ex>, start: usize, end: usize) -> Stmt {
    stmt(ctx, StmtKind::Return(value.map(|v| v.expr)), start, end)
}

pub fn raise_stmt(ctx: &Ctx, value: Option<Ex>, start: usize, end: usize) -> Stmt {
    stmt(ctx, StmtKind::Raise(value.map(|v| v.expr)), start, end)
}

pub fn assert_stmt(ctx: &Ctx, test: Ex, msg: Option<Ex>, start: usize, end: usize) -> Stmt {
    stmt(ctx, StmtKind::Assert { test: Box::new(test.expr), msg: msg.map(|m| Box::new(m.expr)) }, start, end)
}

/// `del a, b` deletes two targets; `del (a, b)` one tuple target.
pub fn del_stmt(ctx: &Ctx, (targets, _): (Vec<Ex>, bool), start: usize, end: usize) -> Stmt {
    stmt(ctx, StmtKind::Del(exprs(targets)), start, end)
}

/// `import a, b as c` becomes one `Import` statement per module.
pub fn import(ctx: &Ctx, items: Vec<(Vec<Name>, Option<Name>)>, start: usize, end: usize) -> PResult<Vec<Stmt>> {
    let mut out = Vec::with_capacity(items.len());
    for (mut path, alias) in items {
        if path.len() > 1 {
            let (first, last) = (path[0].span, path[path.len() - 1].span);
            return reject(
                ctx,
                "only top-level modules can be imported in .dmd",
                first.start as usize,
                last.end as usize,
            );
        }
        let Some(module) = path.pop() else { continue };
        let alias = alias.unwrap_or_else(|| module.clone());
        out.push(stmt(ctx, StmtKind::Import { module: module.id, alias }, start, end));
    }
    Ok(out)
}

pub fn import_from(
    ctx: &Ctx,
    dots: Vec<(usize, usize)>,
    module: Option<Vec<Name>>,
    names: Vec<(Name, Option<Name>)>,
    start: usize,
    end: usize,
) -> PResult<Stmt> {
    if let Some(&(dot_start, dot_end)) = dots.first() {
        let last = dots.last().map_or(dot_end, |d| d.1);
        return reject(ctx, "relative imports are not supported in .dmd", dot_start, last);
    }
    let mut path = module.unwrap_or_default();
    if path.len() > 1 {
        let (first, last) = (path[0].span, path[path.len() - 1].span);
        return reject(ctx, "only top-level modules can be imported in .dmd", first.start as usize, last.end as usize);
    }
    let Some(module) = path.pop() else {
        return reject(ctx, "invalid syntax", start, end);
    };
    let names = names.into_iter().map(|(name, alias)| (name.id.clone(), alias.unwrap_or(name))).collect();
    Ok(stmt(ctx, StmtKind::ImportFrom { module: module.id, names }, start, end))
}

fn end_of(body: &[Stmt], fallback: usize) -> usize {
    body.last().map_or(fallback, |s| s.span.end as usize)
}

/// `if`/`elif`/`else`: each `elif` becomes an `If` alone in the previous
/// `orelse`, as in CPython's `ast`. The grammar boxes each `elif` so the
/// parser's symbols stay small.
#[allow(clippy::vec_box)]
pub fn if_stmt(
    ctx: &Ctx,
    start: usize,
    test: Ex,
    body: Vec<Stmt>,
    elifs: Vec<Box<(usize, Ex, Vec<Stmt>)>>,
    orelse: Option<Vec<Stmt>>,
) -> Stmt {
    let mut tail = orelse.unwrap_or_default();
    for elif in elifs.into_iter().rev() {
        let (elif_start, elif_test, elif_body) = *elif;
        let end = end_of(&tail, end_of(&elif_body, elif_test.expr.span.end as usize));
        let kind = StmtKind::If { test: Box::new(elif_test.expr), body: elif_body, orelse: tail };
        tail = vec![stmt(ctx, kind, elif_start, end)];
    }
    let end = end_of(&tail, end_of(&body, test.expr.span.end as usize));
    stmt(ctx, StmtKind::If { test: Box::new(test.expr), body, orelse: tail }, start, end)
}

pub fn while_stmt(ctx: &Ctx, start: usize, test: Ex, body: Vec<Stmt>, orelse: Option<Vec<Stmt>>) -> Stmt {
    let orelse = orelse.unwrap_or_default();
    let end = end_of(&orelse, end_of(&body, test.expr.span.end as usize));
    stmt(ctx, StmtKind::While { test: Box::new(test.expr), body, orelse }, start, end)
}

pub fn for_stmt(ctx: &Ctx, start: usize, target: Ex, iter: Ex, body: Vec<Stmt>, orelse: Option<Vec<Stmt>>) -> Stmt {
    let orelse = orelse.unwrap_or_default();
    let end = end_of(&orelse, end_of(&body, iter.expr.span.end as usize));
    stmt(ctx, StmtKind::For { target: Box::new(target.expr), iter: Box::new(iter.expr), body, orelse }, start, end)
}
