//! Which expressions are arithmetic alone (`Expr::arithmetic`): made of
//! names, int and float literals, subscripts of names (or of such
//! subscripts) by such expressions, arithmetic, unary minus, ordering and
//! equality chains, and conditional expressions on such comparisons. The
//! evaluator computes only these in registers (`eval/registers.rs`,
//! `eval/plain.rs`'s shapes), so one with a call or a string in it is not walked
//! again at each level the general path descends. Decided here, once,
//! bottom-up as resolution leaves each node: the parser builds trees and
//! knows nothing of how they are evaluated.

use crate::syntax::ast::{BinOp, Constant, Expr, ExprKind, UnaryOp};

/// `Expr::arithmetic` of a node that is not a binary operator, from its
/// parts' marks (already set: resolution marks the parts first).
pub(super) fn of(kind: &ExprKind) -> bool {
    match kind {
        ExprKind::Name(_) | ExprKind::Constant(Constant::Int(_) | Constant::Float(_)) => true,
        ExprKind::UnaryOp { op: UnaryOp::Neg, operand } => operand.arithmetic,
        ExprKind::Subscript { value, index } => {
            let container = match &value.kind {
                ExprKind::Name(_) => true,
                ExprKind::Subscript { .. } => value.arithmetic,
                _ => false,
            };
            container && index.arithmetic
        }
        ExprKind::IfExp { test, body, orelse } => {
            matches!(test.kind, ExprKind::Compare { .. }) && test.arithmetic && body.arithmetic && orelse.arithmetic
        }
        ExprKind::Compare { left, ops } => {
            left.arithmetic && ops.iter().all(|(op, right)| op.orders() && right.arithmetic)
        }
        _ => false,
    }
}

/// Marks every operator of the left-associated chain at `expr` (its
/// operands already marked), in a loop: a chain is as long as the source
/// makes it. An operator is arithmetic when its left part and its right
/// operand are, so the marks are decided from the innermost out.
pub(super) fn mark_chain(expr: &mut Expr) {
    let marks: Vec<bool> = {
        let (operators, first) = expr.binary_chain();
        let mut inner = first.arithmetic;
        let mut marks: Vec<bool> = operators
            .iter()
            .rev()
            .map(|node| {
                let ExprKind::BinOp { op, right, .. } = &node.kind else { return false };
                inner = inner && *op != BinOp::MatMul && right.arithmetic;
                inner
            })
            .collect();
        marks.reverse();
        marks
    };
    let mut node = expr;
    for mark in marks {
        node.arithmetic = mark;
        match &mut node.kind {
            ExprKind::BinOp { left, .. } => node = left,
            _ => break,
        }
    }
}
