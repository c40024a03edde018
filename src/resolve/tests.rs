//! Resolution's marks, checked on parsed snippets.

use crate::syntax::ast::{Module, Stmt, StmtKind};
use crate::syntax::parse;

fn resolved(text: &str) -> Module {
    let mut module = parse(text, 0).unwrap_or_else(|d| panic!("parse failed for {text:?}: {}", d.message));
    super::resolve_module(&mut module).unwrap_or_else(|d| panic!("resolve failed for {text:?}: {}", d.message));
    module
}

/// `Expr::arithmetic` of a module's single expression statement, resolved.
fn arithmetic(text: &str) -> bool {
    match &resolved(text).body[..] {
        [Stmt { kind: StmtKind::Expr(e), .. }] => e.arithmetic,
        other => panic!("not one expression statement: {other:?}"),
    }
}

/// Resolution marks the expressions arithmetic in registers may take:
/// made of names, int and float literals, subscripts of names, arithmetic,
/// unary minus, orders and conditional expressions on them, and nothing
/// else anywhere inside.
#[test]
fn arithmetic_expressions_are_marked_when_resolved() {
    for text in [
        "a",
        "2.5",
        "a + b[i] * 2.0 - -c",
        "m[i][j + 1] // 3 % k ** 2",
        "x if 0 < a <= n else -y",
        "a == b != c",
        "(a << 2) | b & 7 ^ 1",
        "a + b + c + d + e",
    ] {
        assert!(arithmetic(text), "{text}");
    }
    for text in [
        "a + f(x)",
        "a + 'b'",
        "x @ y",
        "a < b in c",
        "a is b",
        "xs[1:2] + a",
        "f(x)[0] + 1",
        "x if y else z",
        "a + True",
        "not a",
        "~a + 1",
        "(a, b)[0]",
        "a.b + 1",
        "f(x) + a + b",
        "a + b @ c + d",
    ] {
        assert!(!arithmetic(text), "{text}");
    }
}

/// In a chain, each operator is marked by its own part: `a + b + f(x)`
/// is not arithmetic, but its inner `a + b` is.
#[test]
fn each_operator_of_a_chain_is_marked_by_its_own_part() {
    let module = resolved("a + b + f(x) - c");
    let [Stmt { kind: StmtKind::Expr(e), .. }] = &module.body[..] else { panic!("one statement") };
    let (operators, first) = e.binary_chain();
    let marks: Vec<bool> = operators.iter().map(|node| node.arithmetic).collect();
    assert_eq!(marks, [false, false, true]);
    assert!(first.arithmetic);
    // Before resolution nothing is marked.
    let parsed = parse("a + b", 0).expect("parses");
    let [Stmt { kind: StmtKind::Expr(e), .. }] = &parsed.body[..] else { panic!("one statement") };
    assert!(!e.arithmetic);
}
