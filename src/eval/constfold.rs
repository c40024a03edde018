//! Which expressions CPython 3.11's AST optimizer folds into constants
//! (`ast_opt.c`): literals, unary and binary operators on constants within
//! its size limits, tuples of constants. The compiler treats a display of
//! such items differently (a set display of constants is a frozenset made
//! at compile time), and the table it builds shows in a set's order.

use num_bigint::BigInt;

use crate::eval::operators::binary_op;
use crate::ops::{self, BinaryOp};
use crate::scalar::Scalar;
use crate::syntax::ast::{Expr, ExprKind, UnaryOp};

/// `MAX_INT_SIZE`: no folded int operation may go past this many bits.
const MAX_INT_BITS: u64 = 128;
/// `MAX_STR_SIZE`: a folded string repetition stays below this length.
const MAX_STR_CHARS: usize = 4096;

/// Whether CPython folds `expr` into one constant.
pub fn is_constant(expr: &Expr) -> bool {
    match &expr.kind {
        ExprKind::Tuple(items) => items.iter().all(is_constant),
        _ => scalar(expr).is_some(),
    }
}

/// The scalar constant `expr` folds to.
fn scalar(expr: &Expr) -> Option<Scalar> {
    match &expr.kind {
        ExprKind::Constant(c) => Some(crate::eval::expr::constant_scalar(c)),
        ExprKind::UnaryOp { op, operand } => {
            let value = scalar(operand)?;
            match op {
                UnaryOp::Neg => ops::neg(&value).ok(),
                UnaryOp::Pos => ops::pos(&value).ok(),
                UnaryOp::Invert => ops::invert(&value).ok(),
                UnaryOp::Not => Some(Scalar::Bool(!ops::truthy(&value))),
            }
        }
        ExprKind::BinOp { .. } => {
            // Folded along the chain in a loop (`Expr::binary_chain`).
            let (operators, first) = expr.binary_chain();
            let mut a = scalar(first)?;
            for operator in operators.iter().rev() {
                let ExprKind::BinOp { op, right, .. } = &operator.kind else { return None };
                let (op, _) = binary_op(*op)?;
                let b = scalar(right)?;
                if !safe(op, &a, &b) {
                    return None;
                }
                a = ops::binary(op, &a, &b).ok()?;
            }
            Some(a)
        }
        _ => None,
    }
}

fn int(value: &Scalar) -> Option<BigInt> {
    match value {
        Scalar::Bool(b) => Some(BigInt::from(*b as i64)),
        Scalar::Int(i) => Some(BigInt::from(*i)),
        Scalar::BigInt(b) => Some((**b).clone()),
        _ => None,
    }
}

/// `safe_multiply`, `safe_power`, `safe_lshift`, `safe_mod`: the operations
/// the optimizer leaves to run time because their results could be huge.
fn safe(op: BinaryOp, a: &Scalar, b: &Scalar) -> bool {
    let bits = |x: &BigInt| x.bits();
    match (op, int(a), int(b)) {
        (BinaryOp::Mul, Some(x), Some(y)) => {
            x.sign() == num_bigint::Sign::NoSign
                || y.sign() == num_bigint::Sign::NoSign
                || bits(&x) + bits(&y) <= MAX_INT_BITS
        }
        (BinaryOp::Pow, Some(x), Some(y)) => {
            if x.sign() == num_bigint::Sign::NoSign || y.sign() != num_bigint::Sign::Plus {
                return true;
            }
            let w = u64::try_from(&y).unwrap_or(u64::MAX);
            bits(&x) <= MAX_INT_BITS / w
        }
        (BinaryOp::LShift, Some(x), Some(y)) => {
            if x.sign() == num_bigint::Sign::NoSign || y.sign() == num_bigint::Sign::NoSign {
                return true;
            }
            let w = u64::try_from(&y).unwrap_or(u64::MAX);
            w <= MAX_INT_BITS && bits(&x) <= MAX_INT_BITS - w
        }
        (BinaryOp::Mul, _, _) => match (a, b) {
            (Scalar::Str(s), n) | (n, Scalar::Str(s)) => {
                let n = int(n).and_then(|n| i64::try_from(&n).ok()).unwrap_or(i64::MAX);
                n <= 0 || s.chars().count().saturating_mul(n as usize) <= MAX_STR_CHARS
            }
            _ => true,
        },
        (BinaryOp::Mod, _, _) => !matches!(a, Scalar::Str(_)),
        _ => true,
    }
}
