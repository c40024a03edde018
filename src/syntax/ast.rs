//! The abstract syntax tree of a `.dmd` module. Every node carries the
//! `Span` of its source text. Names carry a `Slot` that starts as
//! `Slot::Unresolved` and is filled in by `resolve`; functions, lambdas and
//! comprehensions carry a `ScopeInfo` filled in the same way.
//!
//! The tree mirrors CPython's `ast` module closely (same node names, same
//! flattening of `a and b and c` into one `BoolOp`), so CPython's evaluation
//! order can be read straight off it. It knows nothing about values.

use std::rc::Rc;

use num_bigint::BigInt;

use crate::source::Span;

pub type Ident = Rc<str>;

#[derive(Debug, Clone)]
pub struct Module {
    pub body: Vec<Stmt>,
    /// Filled by `resolve`: the module-level names, in slot order.
    pub globals: Vec<Ident>,
}

#[derive(Debug, Clone)]
pub struct Stmt {
    pub kind: StmtKind,
    pub span: Span,
    /// The 1-based line the statement starts on: looked up once by the
    /// parser, since the interpreter names a read's site by it on every
    /// statement it runs.
    pub line: u32,
}

/// Variants holding more than one expression box them, so a statement
/// stays small: a file is mostly statements, and they are moved around
/// the parser's stack.
#[derive(Debug, Clone)]
pub enum StmtKind {
    Expr(Expr),
    /// `t1 = t2 = value`: targets in source order (assigned left to right).
    Assign {
        targets: Vec<Expr>,
        value: Box<Expr>,
    },
    AugAssign {
        target: Box<Expr>,
        op: BinOp,
        value: Box<Expr>,
    },
    /// `elif` is an `If` alone in `orelse`, as in CPython.
    If {
        test: Box<Expr>,
        body: Vec<Stmt>,
        orelse: Vec<Stmt>,
    },
    While {
        test: Box<Expr>,
        body: Vec<Stmt>,
        orelse: Vec<Stmt>,
    },
    For {
        target: Box<Expr>,
        iter: Box<Expr>,
        body: Vec<Stmt>,
        orelse: Vec<Stmt>,
    },
    Break,
    Continue,
    Pass,
    Return(Option<Expr>),
    Assert {
        test: Box<Expr>,
        msg: Option<Box<Expr>>,
    },
    Raise(Option<Expr>),
    Del(Vec<Expr>),
    FunctionDef(Rc<FunctionDef>),
    Global(Vec<Name>),
    Nonlocal(Vec<Name>),
    /// `import math` / `import math as m`: `alias` is the bound name.
    Import {
        module: Ident,
        alias: Name,
    },
    /// `from math import sqrt, floor as fl`: (imported name, bound name).
    ImportFrom {
        module: Ident,
        names: Vec<(Ident, Name)>,
    },
}

#[derive(Debug, Clone)]
pub struct Expr {
    pub kind: ExprKind,
    pub span: Span,
    /// Whether the expression is arithmetic alone: decided by `resolve`
    /// before execution, as `Name::slot` is (false until then).
    pub arithmetic: bool,
}

impl Expr {
    pub fn new(kind: ExprKind, span: Span) -> Expr {
        Expr { kind, span, arithmetic: false }
    }

    /// The binary operators of a left-associated chain `a + b - c * d ...`
    /// starting at `self`, outermost first, and the chain's first operand:
    /// each operator's left operand is the next one down. A chain is as
    /// long as the source makes it (a generated sum of a million terms)
    /// and is not nesting: every walk over the tree follows it in a loop,
    /// never by recursion (`syntax::actions` counts only real nesting).
    pub fn binary_chain(&self) -> (Vec<&Expr>, &Expr) {
        let mut operators = Vec::new();
        let mut first = self;
        while let ExprKind::BinOp { left, .. } = &first.kind {
            operators.push(first);
            first = left;
        }
        (operators, first)
    }

    /// The operands of the chain `binary_chain` walks, in evaluation order
    /// (the first operand, then each right operand from the innermost
    /// operator out), to be changed in place.
    pub fn chain_operands_mut(&mut self) -> Vec<&mut Expr> {
        let mut operands = Vec::new();
        let mut node = self;
        if !matches!(node.kind, ExprKind::BinOp { .. }) {
            return vec![node];
        }
        // The first operand is pushed from inside the loop: the borrow
        // checker would not give `node` back after a failed match.
        while let ExprKind::BinOp { left, right, .. } = &mut node.kind {
            operands.push(&mut **right);
            if !matches!(left.kind, ExprKind::BinOp { .. }) {
                operands.push(&mut **left);
                break;
            }
            node = left;
        }
        operands.reverse();
        operands
    }
}

/// A chain's left operands are taken apart in a loop: the derived drop
/// would recurse once per operator of `1 + 1 + ... + 1`.
impl Drop for Expr {
    fn drop(&mut self) {
        let ExprKind::BinOp { left, .. } = &mut self.kind else { return };
        let mut next = std::mem::replace(&mut left.kind, ExprKind::Constant(Constant::None));
        while let ExprKind::BinOp { left, .. } = &mut next {
            // `left` keeps nothing but a constant once its kind moves out.
            next = std::mem::replace(&mut left.kind, ExprKind::Constant(Constant::None));
        }
    }
}

#[derive(Debug, Clone)]
pub enum ExprKind {
    Name(Name),
    Constant(Constant),
    /// An f-string: literal text and `{expr!conv:spec}` fields, in order.
    /// Adjacent string literals are concatenated into one f-string when any
    /// of them is an f-string.
    FString(Vec<FStringPart>),
    BinOp {
        op: BinOp,
        left: Box<Expr>,
        right: Box<Expr>,
    },
    UnaryOp {
        op: UnaryOp,
        operand: Box<Expr>,
    },
    /// `a and b and c` is one `BoolOp` with three values; parentheses
    /// make nested ones, as in CPython's `ast`.
    BoolOp {
        op: BoolOp,
        values: Vec<Expr>,
    },
    /// `a < b <= c`: `left` then `(op, right)` pairs.
    Compare {
        left: Box<Expr>,
        ops: Vec<(CmpOp, Expr)>,
    },
    Call {
        func: Box<Expr>,
        args: Vec<Arg>,
    },
    IfExp {
        test: Box<Expr>,
        body: Box<Expr>,
        orelse: Box<Expr>,
    },
    Lambda(Rc<FunctionDef>),
    Attribute {
        value: Box<Expr>,
        attr: Ident,
        attr_span: Span,
    },
    /// `value[index]`; `index` may be a `Slice` or a `Tuple` of them.
    Subscript {
        value: Box<Expr>,
        index: Box<Expr>,
    },
    /// Only valid directly inside a subscript.
    Slice {
        lower: Option<Box<Expr>>,
        upper: Option<Box<Expr>>,
        step: Option<Box<Expr>>,
    },
    List(Vec<Expr>),
    Tuple(Vec<Expr>),
    Set(Vec<Expr>),
    Dict(Vec<(Expr, Expr)>),
    ListComp(Rc<Comprehension>),
    SetComp(Rc<Comprehension>),
    DictComp(Rc<Comprehension>),
    GeneratorExp(Rc<Comprehension>),
    /// `*xs` inside a call's argument list, a list/tuple/set display, or
    /// (rejected by validation) an assignment target.
    Starred(Box<Expr>),
}

/// A use or binding of a variable.
#[derive(Debug, Clone)]
pub struct Name {
    pub id: Ident,
    pub span: Span,
    pub slot: Slot,
}

impl Name {
    pub fn new(id: Ident, span: Span) -> Name {
        Name { id, span, slot: Slot::Unresolved }
    }
}

/// Where a name lives at run time; decided by `resolve` before execution.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Slot {
    Unresolved,
    /// A plain local of the current frame.
    Local(u32),
    /// A local of the current frame captured by an inner function.
    Cell(u32),
    /// A variable of an enclosing function, reached through the closure.
    Free(u32),
    /// A global of the module the code belongs to (falling back to the
    /// builtin of the same name while the global is unset, as CPython does).
    Global(u32),
    /// A builtin never bound in the module (`len`, `range`).
    Builtin(u32),
}

#[derive(Debug, Clone)]
pub enum Constant {
    None,
    Bool(bool),
    /// An int that fits in 64 bits: no allocation for the common literal.
    Int(i64),
    BigInt(Rc<BigInt>),
    Float(f64),
    Str(crate::text::Text),
}

#[derive(Debug, Clone)]
pub enum FStringPart {
    Literal(Rc<str>),
    Field {
        expr: Box<Expr>,
        /// `!r`, `!s` or `!a`.
        conversion: Option<char>,
        /// The format spec after `:`, itself possibly containing fields
        /// (`{x:{width}}`); empty when absent.
        spec: Vec<FStringPart>,
    },
}

#[derive(Debug, Clone)]
pub enum Arg {
    Positional(Expr),
    /// `*xs`
    Starred(Expr),
    Keyword(Name, Expr),
}

#[derive(Debug, Clone)]
pub struct Param {
    pub name: Name,
    pub default: Option<Expr>,
}

/// A `def` or a `lambda` (whose body is one `Return` statement).
#[derive(Debug, Clone)]
pub struct FunctionDef {
    /// `<lambda>` for lambdas.
    pub name: Name,
    pub params: Vec<Param>,
    /// `*args`
    pub vararg: Option<Name>,
    /// Parameters after `*args` or a bare `*`: keyword-only.
    pub kwonly: Vec<Param>,
    pub body: Vec<Stmt>,
    pub is_lambda: bool,
    pub span: Span,
    pub scope: ScopeInfo,
}

/// `elt for target in iter if cond ...`; for a `DictComp`, `elt` is the key
/// and `value` the value.
#[derive(Debug, Clone)]
pub struct Comprehension {
    pub elt: Expr,
    pub value: Option<Expr>,
    pub generators: Vec<Generator>,
    pub span: Span,
    pub scope: ScopeInfo,
}

#[derive(Debug, Clone)]
pub struct Generator {
    pub target: Expr,
    pub iter: Expr,
    pub ifs: Vec<Expr>,
}

/// What `resolve` learned about one function or comprehension scope.
#[derive(Debug, Clone, Default)]
pub struct ScopeInfo {
    pub n_locals: u32,
    pub n_cells: u32,
    /// For each `Free(i)` of this scope, where the creating frame finds the
    /// cell: its own `Cell(j)` or its own `Free(j)`.
    pub free_sources: Vec<Slot>,
    /// Slot of each parameter (positional, then `*args`, then keyword-only).
    pub param_slots: Vec<Slot>,
    /// Names of the locals and cells, for diagnostics (`local variable 'x'
    /// referenced before assignment`).
    pub local_names: Vec<Ident>,
    pub cell_names: Vec<Ident>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BinOp {
    Add,
    Sub,
    Mul,
    Div,
    FloorDiv,
    Mod,
    Pow,
    LShift,
    RShift,
    BitAnd,
    BitOr,
    BitXor,
    MatMul,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum UnaryOp {
    Neg,
    Pos,
    Invert,
    Not,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BoolOp {
    And,
    Or,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CmpOp {
    Eq,
    NotEq,
    Lt,
    LtE,
    Gt,
    GtE,
    Is,
    IsNot,
    In,
    NotIn,
}

impl CmpOp {
    /// An equality or an order (`==`, `!=`, `<`, `<=`, `>`, `>=`), not an
    /// identity or a membership test.
    pub fn orders(self) -> bool {
        !matches!(self, CmpOp::Is | CmpOp::IsNot | CmpOp::In | CmpOp::NotIn)
    }
}

impl BinOp {
    /// The operator as written in source (`+`, `//`, ...).
    pub fn symbol(self) -> &'static str {
        match self {
            BinOp::Add => "+",
            BinOp::Sub => "-",
            BinOp::Mul => "*",
            BinOp::Div => "/",
            BinOp::FloorDiv => "//",
            BinOp::Mod => "%",
            BinOp::Pow => "**",
            BinOp::LShift => "<<",
            BinOp::RShift => ">>",
            BinOp::BitAnd => "&",
            BinOp::BitOr => "|",
            BinOp::BitXor => "^",
            BinOp::MatMul => "@",
        }
    }
}

impl CmpOp {
    pub fn symbol(self) -> &'static str {
        match self {
            CmpOp::Eq => "==",
            CmpOp::NotEq => "!=",
            CmpOp::Lt => "<",
            CmpOp::LtE => "<=",
            CmpOp::Gt => ">",
            CmpOp::GtE => ">=",
            CmpOp::Is => "is",
            CmpOp::IsNot => "is not",
            CmpOp::In => "in",
            CmpOp::NotIn => "not in",
        }
    }
}
