//! End-to-end tests of the front end through `syntax::parse`: tree shapes
//! (printed as compact S-expressions), the exact text of every rejection,
//! REPL completeness, nesting limits, the conformance corpus, and a
//! no-panic sweep over prefixes and mutations of real programs.

use std::fmt::Write as _;
use std::path::PathBuf;

use crate::syntax::ast::{
    Arg, BoolOp, Constant, Expr, ExprKind, FStringPart, FunctionDef, Module, Param, Stmt, StmtKind, UnaryOp,
};
use crate::syntax::{needs_more_input, parse};

// ---- the S-expression printer ------------------------------------------------

fn module(text: &str) -> Module {
    parse(text, 0).unwrap_or_else(|d| panic!("parse failed for {text:?}: {} at {:?}", d.message, d.span))
}

/// The whole module, statements separated by `; `.
fn sexp(text: &str) -> String {
    module(text).body.iter().map(stmt).collect::<Vec<_>>().join("; ")
}

/// The value of a module holding a single expression statement.
fn ex(text: &str) -> String {
    match &module(text).body[..] {
        [Stmt { kind: StmtKind::Expr(e), .. }] => expr(e),
        other => panic!("not one expression statement: {other:?}"),
    }
}

fn block(body: &[Stmt]) -> String {
    format!("[{}]", body.iter().map(stmt).collect::<Vec<_>>().join("; "))
}

fn stmt(s: &Stmt) -> String {
    match &s.kind {
        StmtKind::Expr(e) => expr(e),
        StmtKind::Assign { targets, value } => {
            format!("(= {} {})", targets.iter().map(expr).collect::<Vec<_>>().join(" "), expr(value))
        }
        StmtKind::AugAssign { target, op, value } => format!("({}= {} {})", op.symbol(), expr(target), expr(value)),
        StmtKind::If { test, body, orelse } => format!("(if {} {} {})", expr(test), block(body), block(orelse)),
        StmtKind::While { test, body, orelse } => format!("(while {} {} {})", expr(test), block(body), block(orelse)),
        StmtKind::For { target, iter, body, orelse } => {
            format!("(for {} {} {} {})", expr(target), expr(iter), block(body), block(orelse))
        }
        StmtKind::Break => "break".into(),
        StmtKind::Continue => "continue".into(),
        StmtKind::Pass => "pass".into(),
        StmtKind::Return(v) => format!("(return{})", opt(v)),
        StmtKind::Assert { test, msg } => format!("(assert {}{})", expr(test), opt(&msg.as_deref().cloned())),
        StmtKind::Raise(v) => format!("(raise{})", opt(v)),
        StmtKind::Del(targets) => format!("(del {})", targets.iter().map(expr).collect::<Vec<_>>().join(" ")),
        StmtKind::FunctionDef(def) => function(def),
        StmtKind::Global(names) => format!("(global {})", names.iter().map(|n| &*n.id).collect::<Vec<_>>().join(" ")),
        StmtKind::Nonlocal(names) => {
            format!("(nonlocal {})", names.iter().map(|n| &*n.id).collect::<Vec<_>>().join(" "))
        }
        StmtKind::Import { module, alias } => format!("(import {module} {})", alias.id),
        StmtKind::ImportFrom { module, names } => {
            let names: Vec<String> = names.iter().map(|(n, a)| format!("{n}:{}", a.id)).collect();
            format!("(from {module} {})", names.join(" "))
        }
    }
}

fn opt(e: &Option<Expr>) -> String {
    e.as_ref().map(|e| format!(" {}", expr(e))).unwrap_or_default()
}

fn param(p: &Param) -> String {
    match &p.default {
        Some(d) => format!("{}={}", p.name.id, expr(d)),
        None => p.name.id.to_string(),
    }
}

fn params(def: &FunctionDef) -> String {
    let mut out: Vec<String> = def.params.iter().map(param).collect();
    match &def.vararg {
        Some(v) => out.push(format!("*{}", v.id)),
        None if !def.kwonly.is_empty() => out.push("*".into()),
        None => {}
    }
    out.extend(def.kwonly.iter().map(param));
    out.join(" ")
}

fn function(def: &FunctionDef) -> String {
    format!("(def {} ({}) {})", def.name.id, params(def), block(&def.body))
}

fn list(items: &[Expr]) -> String {
    items.iter().map(expr).collect::<Vec<_>>().join(" ")
}

fn expr(e: &Expr) -> String {
    match &e.kind {
        ExprKind::Name(n) => n.id.to_string(),
        ExprKind::Constant(c) => match c {
            Constant::None => "None".into(),
            Constant::Bool(b) => if *b { "True" } else { "False" }.into(),
            Constant::Int(i) => i.to_string(),
            Constant::BigInt(i) => i.to_string(),
            Constant::Float(x) => format!("{x:?}"),
            Constant::Str(s) => format!("{s:?}"),
        },
        ExprKind::FString(parts) => format!("(f {})", fparts(parts)),
        ExprKind::BinOp { op, left, right } => format!("({} {} {})", op.symbol(), expr(left), expr(right)),
        ExprKind::UnaryOp { op, operand } => {
            let op = match op {
                UnaryOp::Neg => "neg",
                UnaryOp::Pos => "pos",
                UnaryOp::Invert => "inv",
                UnaryOp::Not => "not",
            };
            format!("({op} {})", expr(operand))
        }
        ExprKind::BoolOp { op, values } => {
            format!("({} {})", if *op == BoolOp::And { "and" } else { "or" }, list(values))
        }
        ExprKind::Compare { left, ops } => {
            let mut out = format!("(cmp {}", expr(left));
            for (op, e) in ops {
                let _ = write!(out, " {} {}", op.symbol(), expr(e));
            }
            out + ")"
        }
        ExprKind::Call { func, args } => {
            let mut out = format!("(call {}", expr(func));
            for arg in args {
                match arg {
                    Arg::Positional(e) => out += &format!(" {}", expr(e)),
                    Arg::Starred(e) => out += &format!(" *{}", expr(e)),
                    Arg::Keyword(n, e) => out += &format!(" {}={}", n.id, expr(e)),
                }
            }
            out + ")"
        }
        ExprKind::IfExp { test, body, orelse } => format!("(ifexp {} {} {})", expr(test), expr(body), expr(orelse)),
        ExprKind::Lambda(def) => {
            let body = match &def.body[..] {
                [Stmt { kind: StmtKind::Return(Some(e)), .. }] => expr(e),
                other => panic!("lambda body is not one return: {other:?}"),
            };
            assert!(def.is_lambda && &*def.name.id == "<lambda>");
            format!("(lambda ({}) {body})", params(def))
        }
        ExprKind::Attribute { value, attr, .. } => format!("(. {} {attr})", expr(value)),
        ExprKind::Subscript { value, index } => format!("([] {} {})", expr(value), expr(index)),
        ExprKind::Slice { lower, upper, step } => {
            let part = |e: &Option<Box<Expr>>| e.as_ref().map_or("_".to_string(), |e| expr(e));
            format!("(slice {} {} {})", part(lower), part(upper), part(step))
        }
        ExprKind::List(items) => format!("[{}]", list(items)),
        ExprKind::Tuple(items) => format!("(tuple {})", list(items)),
        ExprKind::Set(items) => format!("{{set {}}}", list(items)),
        ExprKind::Dict(pairs) => {
            let pairs: Vec<String> = pairs.iter().map(|(k, v)| format!("{}:{}", expr(k), expr(v))).collect();
            format!("{{dict {}}}", pairs.join(" "))
        }
        ExprKind::ListComp(c) | ExprKind::SetComp(c) | ExprKind::DictComp(c) | ExprKind::GeneratorExp(c) => {
            let kind = match &e.kind {
                ExprKind::ListComp(_) => "listcomp",
                ExprKind::SetComp(_) => "setcomp",
                ExprKind::DictComp(_) => "dictcomp",
                _ => "genexp",
            };
            let mut out = format!("({kind} {}", expr(&c.elt));
            if let Some(v) = &c.value {
                out += &format!(":{}", expr(v));
            }
            for g in &c.generators {
                out += &format!(" (for {} {}", expr(&g.target), expr(&g.iter));
                for cond in &g.ifs {
                    out += &format!(" (if {})", expr(cond));
                }
                out += ")";
            }
            out + ")"
        }
        ExprKind::Starred(v) => format!("*{}", expr(v)),
    }
}

fn fparts(parts: &[FStringPart]) -> String {
    parts
        .iter()
        .map(|p| match p {
            FStringPart::Literal(s) => format!("{s:?}"),
            FStringPart::Field { expr: e, conversion, spec } => {
                let conv = conversion.map(|c| format!("!{c}")).unwrap_or_default();
                let spec = if spec.is_empty() { String::new() } else { format!(":{}", fparts(spec)) };
                format!("{{{}{conv}{spec}}}", expr(e))
            }
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// The error's message without its CPython type (`typed_as_cpython_types_them`
/// checks the types).
fn error(text: &str) -> String {
    match parse(text, 0) {
        Ok(m) => panic!("expected an error for {text:?}, got {:?}", m.body.iter().map(stmt).collect::<Vec<_>>()),
        Err(d) => untyped(&d.message),
    }
}

fn error_span(text: &str) -> (String, String) {
    match parse(text, 0) {
        Ok(_) => panic!("expected an error for {text:?}"),
        Err(d) => {
            let span = d.span.expect("syntax errors have spans");
            (untyped(&d.message), text[span.range()].to_string())
        }
    }
}

fn untyped(message: &str) -> String {
    let types = ["SyntaxError: ", "IndentationError: ", "TabError: "];
    types.iter().find_map(|t| message.strip_prefix(t)).unwrap_or(message).to_string()
}

#[test]
fn errors_are_typed_as_cpython_types_them() {
    let deep: String =
        (0..2000).map(|i| format!("{}if x:\n", " ".repeat(i))).collect::<String>() + &" ".repeat(2000) + "pass\n";
    let cases = [
        ("x = (1,\n", "SyntaxError: '(' was never closed"),
        ("return 1\n", "SyntaxError: 'return' outside function"),
        ("if x:\npass\n", "IndentationError: expected an indented block after 'if' statement on line 1"),
        ("  x = 1\n", "IndentationError: unexpected indent"),
        ("if x:\n    a\n  b\n", "IndentationError: unindent does not match any outer indentation level"),
        (&deep, "IndentationError: too many levels of indentation"),
        ("if x:\n\ty\n        z\n", "TabError: inconsistent use of tabs and spaces in indentation"),
        // What the subset refuses of valid Python is not a CPython error.
        ("class A: pass\n", "classes are not supported in .dmd"),
    ];
    for (text, headline) in cases {
        let message = parse(text, 0).map(|_| String::new()).unwrap_or_else(|d| d.message);
        assert_eq!(message, headline, "for {text:?}");
    }
}

// ---- shapes ------------------------------------------------------------------

#[test]
fn precedence() {
    assert_eq!(ex("-x**2"), "(neg (** x 2))");
    assert_eq!(ex("2**-1"), "(** 2 (neg 1))");
    assert_eq!(ex("a**b**c"), "(** a (** b c))");
    assert_eq!(ex("a - b - c"), "(- (- a b) c)");
    assert_eq!(ex("a + b * c"), "(+ a (* b c))");
    assert_eq!(ex("a | b ^ c & d << e + f"), "(| a (^ b (& c (<< d (+ e f)))))");
    assert_eq!(ex("a // b % c @ d / e"), "(/ (@ (% (// a b) c) d) e)");
    assert_eq!(ex("~a + -b * +c"), "(+ (inv a) (* (neg b) (pos c)))");
    assert_eq!(ex("not a in b"), "(not (cmp a in b))");
    assert_eq!(ex("not a and b or c"), "(or (and (not a) b) c)");
    assert_eq!(ex("a and b and c"), "(and a b c)");
    assert_eq!(ex("(a and b) and c"), "(and (and a b) c)");
    assert_eq!(ex("a or b or c and d"), "(or a b (and c d))");
    assert_eq!(ex("a < b <= c != d"), "(cmp a < b <= c != d)");
    assert_eq!(ex("a is not b not in c is d in e"), "(cmp a is not b not in c is d in e)");
    assert_eq!(ex("x if c else y if d else z"), "(ifexp c x (ifexp d y z))");
    assert_eq!(ex("lambda: x if c else y"), "(lambda () (ifexp c x y))");
    assert_eq!(ex("a.b(c)[d].e"), "(. ([] (call (. a b) c) d) e)");
    assert_eq!(ex("-a.b ** -c[0]"), "(neg (** (. a b) (neg ([] c 0))))");
}

#[test]
fn literals() {
    assert_eq!(ex("0x_ff + 0o17 + 0b101 + 1_000"), "(+ (+ (+ 255 15) 5) 1000)");
    assert_eq!(ex("123456789012345678901234567890"), "123456789012345678901234567890");
    assert_eq!(ex("[1.0, .5, 3., 1e-3, 1_000.0, 1E5]"), "[1.0 0.5 3.0 0.001 1000.0 100000.0]");
    assert_eq!(ex("[None, True, False]"), "[None True False]");
    assert_eq!(ex(r#"'con' "cat" '''x'''"#), r#""concatx""#);
    assert_eq!(ex(r#"'\n\t\\\'\"\r\0\a\b\f\v'"#), r#""\n\t\\'\"\r\0\u{7}\u{8}\u{c}\u{b}""#);
    assert_eq!(ex(r"'\x41\101\u00e9\U0001F600\q'"), r#""AAé😀\\q""#);
    assert_eq!(ex(r"r'\n\q' R'\''"), r#""\\n\\q\\'""#);
    assert_eq!(ex("'a\\\nb'"), r#""ab""#);
    assert_eq!(ex("'''a\r\nb'''"), r#""a\nb""#);
    assert_eq!(ex("u'x'"), r#""x""#);
}

#[test]
fn displays_and_comprehensions() {
    assert_eq!(ex("()"), "(tuple )");
    assert_eq!(ex("(x,)"), "(tuple x)");
    assert_eq!(ex("(a, b)"), "(tuple a b)");
    assert_eq!(ex("((a))"), "a");
    assert_eq!(ex("[]"), "[]");
    assert_eq!(ex("[a, *b, c,]"), "[a *b c]");
    assert_eq!(ex("{}"), "{dict }");
    assert_eq!(ex("{1: 'a', 'k': [2]}"), r#"{dict 1:"a" "k":[2]}"#);
    assert_eq!(ex("{a, *b}"), "{set a *b}");
    assert_eq!(ex("(*a, b)"), "(tuple *a b)");
    assert_eq!(
        ex("[x * y for x in xs if x for y in range(x) if y if y > 1]"),
        "(listcomp (* x y) (for x xs (if x)) (for y (call range x) (if y) (if (cmp y > 1))))"
    );
    assert_eq!(ex("{k: v for k, v in d.items()}"), "(dictcomp k:v (for (tuple k v) (call (. d items))))");
    assert_eq!(ex("{x for x in s}"), "(setcomp x (for x s))");
    assert_eq!(ex("(x for x in y)"), "(genexp x (for x y))");
    assert_eq!(ex("sum(x for x in xs)"), "(call sum (genexp x (for x xs)))");
    assert_eq!(
        ex("[i for i, (a, b) in enumerate(xs)]"),
        "(listcomp i (for (tuple i (tuple a b)) (call enumerate xs)))"
    );
    assert_eq!(ex("[lambda: x for x in y if x if not x]"), "(listcomp (lambda () x) (for x y (if x) (if (not x))))");
}

#[test]
fn calls_and_subscripts() {
    assert_eq!(ex("f(a, *b, k=v, *c)"), "(call f a *b k=v *c)");
    assert_eq!(ex("f(a,)"), "(call f a)");
    assert_eq!(ex("f()()"), "(call (call f))");
    assert_eq!(ex("a[i]"), "([] a i)");
    assert_eq!(ex("a[i:j:k]"), "([] a (slice i j k))");
    assert_eq!(ex("a[1:]"), "([] a (slice 1 _ _))");
    assert_eq!(ex("a[:]"), "([] a (slice _ _ _))");
    assert_eq!(ex("a[::2]"), "([] a (slice _ _ 2))");
    assert_eq!(ex("a[::]"), "([] a (slice _ _ _))");
    assert_eq!(ex("a[:, 1]"), "([] a (tuple (slice _ _ _) 1))");
    assert_eq!(ex("a[1, 2]"), "([] a (tuple 1 2))");
    assert_eq!(ex("a[-1]"), "([] a (neg 1))");
    assert_eq!(ex("m[i][j]"), "([] ([] m i) j)");
}

#[test]
fn lambdas() {
    assert_eq!(ex("lambda a, b=1: a + b"), "(lambda (a b=1) (+ a b))");
    assert_eq!(ex("lambda *args, k=2: k"), "(lambda (*args k=2) k)");
    assert_eq!(ex("lambda a, *, b: b"), "(lambda (a * b) b)");
    assert_eq!(ex("lambda: lambda x: x"), "(lambda () (lambda (x) x))");
}

#[test]
fn fstrings() {
    assert_eq!(ex("f'a{x}b'"), r#"(f "a" {x} "b")"#);
    assert_eq!(ex("f'{x!r} {y!s:>10} {z!a}'"), r#"(f {x!r} " " {y!s:">10"} " " {z!a})"#);
    assert_eq!(ex("f'{x:{w}.{p}f}'"), r#"(f {x:{w} "." {p} "f"})"#);
    assert_eq!(ex("f'{{x}} {{'"), r#"(f "{x} {")"#);
    assert_eq!(ex("f'{d[\"k\"]:,}'"), r#"(f {([] d "k"):","})"#);
    assert_eq!(ex("f'{a, b}'"), "(f {(tuple a b)})");
    assert_eq!(ex("f'{a if b else c}'"), "(f {(ifexp b a c)})");
    assert_eq!(ex("f'{a != b}'"), "(f {(cmp a != b)})");
    assert_eq!(ex("f'{x=}'"), r#"(f "x=" {x!r})"#);
    assert_eq!(ex("f'{x = :.2f}'"), r#"(f "x = " {x:".2f"})"#);
    assert_eq!(ex("'a' f'{b}' 'c'"), r#"(f "a" {b} "c")"#);
    assert_eq!(ex("f'plain'"), r#"(f "plain")"#);
    assert_eq!(ex("f''"), "(f )");
    assert_eq!(ex("f'\\n{x}\\t'"), r#"(f "\n" {x} "\t")"#);
    assert_eq!(ex("rf'\\n{x}'"), r#"(f "\\n" {x})"#);
    assert_eq!(ex("f'''{\nx\n+ 1}'''"), "(f {(+ x 1)})");
    assert_eq!(ex("f\"{f'{x}'}\""), "(f {(f {x})})");
    assert_eq!(ex("f'{\"}\"}'"), r#"(f {"}"})"#);
}

#[test]
fn fstring_field_spans_point_into_the_file() {
    let m = module("s = f'ab{xy + 1:>{width}}'\n");
    let StmtKind::Assign { value, .. } = &m.body[0].kind else { panic!() };
    let ExprKind::FString(parts) = &value.kind else { panic!() };
    let FStringPart::Field { expr, spec, .. } = &parts[1] else { panic!() };
    assert_eq!(expr.span.range(), 9..15);
    let FStringPart::Field { expr: width, .. } = &spec[1] else { panic!() };
    assert_eq!(width.span.range(), 18..23);
}

#[test]
fn statements() {
    assert_eq!(sexp("a = b = 0"), "(= a b 0)");
    assert_eq!(sexp("a, b = b, a"), "(= (tuple a b) (tuple b a))");
    assert_eq!(sexp("(a, [b, c]) = x"), "(= (tuple a [b c]) x)");
    assert_eq!(sexp("m[i][j] = v"), "(= ([] ([] m i) j) v)");
    assert_eq!(sexp("x = 1,"), "(= x (tuple 1))");
    for op in ["+", "-", "*", "/", "//", "%", "**", "&", "|", "^", "<<", ">>"] {
        assert_eq!(sexp(&format!("x {op}= y")), format!("({op}= x y)"));
    }
    assert_eq!(sexp("x @= y"), "(@= x y)");
    assert_eq!(sexp("a; b; c;"), "a; b; c");
    assert_eq!(sexp("return_ = 1"), "(= return_ 1)");
    assert_eq!(sexp("assert x, 'm'"), r#"(assert x "m")"#);
    assert_eq!(sexp("raise\nraise E(1)"), "(raise); (raise (call E 1))");
    assert_eq!(sexp("del a, b[0]"), "(del a ([] b 0))");
    assert_eq!(sexp("del (a, b)"), "(del (tuple a b))");
    assert_eq!(sexp("import m\nimport m as n, k"), "(import m m); (import m n); (import k k)");
    assert_eq!(sexp("from m import a, b as c"), "(from m a:a b:c)");
    assert_eq!(sexp("from m import (a,\n  b,)"), "(from m a:a b:b)");
    assert_eq!(sexp("pass"), "pass");
}

#[test]
fn compound_statements() {
    assert_eq!(
        sexp("if a:\n    x\nelif b:\n    y\nelif c:\n    z\nelse:\n    w\n"),
        "(if a [x] [(if b [y] [(if c [z] [w])])])"
    );
    assert_eq!(sexp("if x: y; z\nelse: w"), "(if x [y; z] [w])");
    assert_eq!(sexp("while x:\n    break\nelse:\n    pass"), "(while x [break] [pass])");
    assert_eq!(sexp("for i, x in enumerate(xs):\n    continue"), "(for (tuple i x) (call enumerate xs) [continue] [])");
    assert_eq!(sexp("for x in *a, b: pass"), "(for x (tuple *a b) [pass] [])");
    assert_eq!(
        sexp("def f(a, b=1, *args, c, d=2):\n    return a, b\n"),
        "(def f (a b=1 *args c d=2) [(return (tuple a b))])"
    );
    assert_eq!(sexp("def f(*, k): return"), "(def f (* k) [(return)])");
    assert_eq!(
        sexp("def outer():\n    x = 0\n    def inner():\n        nonlocal x\n        global y\n        x += 1\n    return inner"),
        "(def outer () [(= x 0); (def inner () [(nonlocal x); (global y); (+= x 1)]); (return inner)])"
    );
    assert_eq!(sexp("if __name__ == '__main__':\n    main()"), r#"(if (cmp __name__ == "__main__") [(call main)] [])"#);
}

#[test]
fn layout_edge_cases_parse() {
    assert_eq!(sexp("x = (1 +\n   2)\n\n\n   # comment\ny = [\n1,\n]"), "(= x (+ 1 2)); (= y [1])");
    assert_eq!(sexp("if a:\n\tif b:\n\t\tc\nd"), "(if a [(if b [c] [])] []); d");
    assert_eq!(sexp("x = 1 + \\\n  2"), "(= x (+ 1 2))");
    assert_eq!(sexp("if a:\r\n  b\r\n"), "(if a [b] [])");
    assert_eq!(sexp("\u{feff}x = 1"), "(= x 1)");
    assert_eq!(sexp(""), "");
    assert_eq!(sexp("\n\n# only comments\n"), "");
}

#[test]
fn spans() {
    let m = module("x = a + b\nif y:\n    z = 1\n");
    assert_eq!(m.body[0].span.range(), 0..9);
    let StmtKind::Assign { value, .. } = &m.body[0].kind else { panic!() };
    assert_eq!(value.span.range(), 4..9);
    assert_eq!(m.body[1].span.range(), 10..25);
    assert!(m.globals.is_empty());
    let m = module("(a + b) * c");
    let StmtKind::Expr(e) = &m.body[0].kind else { panic!() };
    assert_eq!(e.span.range(), 0..11);
    let ExprKind::BinOp { left, .. } = &e.kind else { panic!() };
    assert_eq!(left.span.range(), 1..6);
}

// ---- errors ------------------------------------------------------------------

#[test]
fn unsupported_constructs_are_named() {
    let cases = [
        ("class A:\n    pass\n", "classes are not supported in .dmd", "class A"),
        ("class A(B): pass\n", "classes are not supported in .dmd", "class A(B)"),
        ("try:\n    x\nexcept E:\n    y\n", "try statements are not supported in .dmd", "try"),
        ("with open(f) as g:\n    pass\n", "with statements are not supported in .dmd", "with open(f) as g"),
        ("def f():\n    yield 1\n", "yield (generator functions) is not supported in .dmd", "yield"),
        ("x = (yield)\n", "yield (generator functions) is not supported in .dmd", "yield"),
        ("async def f(): pass\n", "async/await is not supported in .dmd", "async"),
        ("def f():\n    await g()\n", "async/await is not supported in .dmd", "await"),
        ("@dec\ndef f(): pass\n", "decorators are not supported in .dmd", "@dec"),
        ("if (n := 10) > 5: pass\n", "the walrus operator := is not supported in .dmd", ":="),
        ("def f(**kw): pass\n", "**kwargs is not supported in .dmd", "**kw"),
        ("f(**kw)\n", "**kwargs is not supported in .dmd", "**kw"),
        ("lambda **kw: 1\n", "**kwargs is not supported in .dmd", "**kw"),
        ("x = {**a}\n", "dict unpacking with ** is not supported in .dmd", "**a"),
        ("a, *b = c\n", "star targets in assignment are not supported in .dmd", "*b"),
        ("*a, = c\n", "star targets in assignment are not supported in .dmd", "*a"),
        ("for *a, b in c: pass\n", "star targets in assignment are not supported in .dmd", "*a"),
        ("global x\n", "global at module level is not supported in .dmd", "global x"),
        ("nonlocal x\n", "nonlocal declaration not allowed at module level", "nonlocal x"),
        ("a.b = 1\n", "attribute assignment is not supported in .dmd", "a.b"),
        ("a.b += 1\n", "attribute assignment is not supported in .dmd", "a.b"),
        ("for a.b in c: pass\n", "attribute assignment is not supported in .dmd", "a.b"),
        ("x: int = 3\n", "annotations are not supported in .dmd", "x: int = 3"),
        ("def f(x: int): pass\n", "annotations are not supported in .dmd", "x: int"),
        ("def f() -> int: pass\n", "annotations are not supported in .dmd", "def f() -> int"),
        ("x = ...\n", "Ellipsis is not supported in .dmd", "..."),
        ("x = 1j\n", "complex numbers are not supported in .dmd", "1j"),
        ("x = b'abc'\n", "bytes are not supported in .dmd", "b'abc'"),
        ("import os.path\n", "only top-level modules can be imported in .dmd", "os.path"),
        ("from os.path import join\n", "only top-level modules can be imported in .dmd", "os.path"),
        ("from . import x\n", "relative imports are not supported in .dmd", "."),
        ("from m import *\n", "'from ... import *' is not supported in .dmd", "*"),
        ("match x:\n    case 1: pass\n", "match statements are not supported in .dmd", "match x:"),
        ("raise E from e\n", "'raise ... from' is not supported in .dmd", "raise E from e"),
        ("def f(a, /, b): pass\n", "positional-only parameters (/) are not supported in .dmd", "/"),
        ("x = '\\N{BULLET}'\n", "\\N{...} escapes are not supported in .dmd", "\\N{BULLET}"),
    ];
    for (text, message, underlined) in cases {
        assert_eq!(error_span(text), (message.to_string(), underlined.to_string()), "for {text:?}");
    }
}

#[test]
fn placement_and_target_errors() {
    let cases = [
        ("return 1\n", "'return' outside function"),
        ("break\n", "'break' outside loop"),
        ("continue\n", "'continue' not properly in loop"),
        ("while x:\n    def f():\n        break\n", "'break' outside loop"),
        ("for x in y:\n    pass\nelse:\n    continue\n", "'continue' not properly in loop"),
        ("def f():\n    nonlocal x\n", "no binding for nonlocal 'x' found"),
        ("1 = x\n", "cannot assign to literal"),
        ("f() = 1\n", "cannot assign to function call"),
        ("a + b = 1\n", "cannot assign to expression"),
        ("(a, 1) = x\n", "cannot assign to literal"),
        ("None = 1\n", "cannot assign to None"),
        ("x, True = 1\n", "cannot assign to True"),
        ("a < b = 1\n", "cannot assign to comparison"),
        ("[x for x in y] = 1\n", "cannot assign to list comprehension"),
        ("f'{x}' = 1\n", "cannot assign to f-string expression"),
        ("for f() in x: pass\n", "cannot assign to function call"),
        ("[1 for f() in x]\n", "cannot assign to function call"),
        ("del f()\n", "cannot delete function call"),
        ("del 1\n", "cannot delete literal"),
        ("del (a, f())\n", "cannot delete function call"),
        ("a, b += 1\n", "'tuple' is an illegal expression for augmented assignment"),
        ("[a] += 1\n", "'list' is an illegal expression for augmented assignment"),
        ("f() += 1\n", "'function call' is an illegal expression for augmented assignment"),
        ("x = *a\n", "can't use starred expression here"),
        ("def f(a=1, b):\n    pass\n", "non-default argument follows default argument"),
        ("def f(a, a):\n    pass\n", "duplicate argument 'a' in function definition"),
        ("def f(a, *b, b): pass\n", "duplicate argument 'b' in function definition"),
        ("lambda a, a: 1\n", "duplicate argument 'a' in function definition"),
        ("lambda a=1, b: 1\n", "non-default argument follows default argument"),
        ("f(a=1, b)\n", "positional argument follows keyword argument"),
        ("f(a=1, a=2)\n", "keyword argument repeated: a"),
        ("f(x for x in y, 1)\n", "Generator expression must be parenthesized"),
        ("f(a.b=1)\n", "expression cannot contain assignment, perhaps you meant \"==\"?"),
        ("def f(*): pass\n", "named arguments must follow bare *"),
        ("def f(*a, *b): pass\n", "* argument may appear only once"),
        ("[*a for a in b]\n", "iterable unpacking cannot be used in comprehension"),
    ];
    for (text, message) in cases {
        assert_eq!(error(text), message, "for {text:?}");
    }
    // Valid in CPython and in .dmd.
    sexp("def f(a, *, b=1, c): pass\nf(a=1, *b)\nf(*b, a)\nwhile x:\n    for y in z:\n        break\n    continue\n");
    sexp("def f():\n    def g():\n        nonlocal x\n    x = 1\n    global y\n");
    sexp("f = lambda: 1\ndef g():\n    return [lambda: x for x in y]\n");
}

#[test]
fn syntax_errors_read_like_cpython() {
    let cases = [
        ("if x:\npass\n", "expected an indented block after 'if' statement on line 1", "pass"),
        ("if x:\n  a\nelif y:\nb\n", "expected an indented block after 'elif' statement on line 3", "b"),
        ("if x:\n  a\nelse:\nb\n", "expected an indented block after 'else' statement on line 3", "b"),
        ("while x:\nb\n", "expected an indented block after 'while' statement on line 1", "b"),
        ("for a in b:\nc\n", "expected an indented block after 'for' statement on line 1", "c"),
        ("def f():\nc\n", "expected an indented block after function definition on line 1", "c"),
        ("if x:\n", "expected an indented block after 'if' statement on line 1", ""),
        ("  x = 1\n", "unexpected indent", "x"),
        ("x = 1\n    y = 2\n", "unexpected indent", "y"),
        ("if x:\n    a\n  b\n", "unindent does not match any outer indentation level", "  "),
        ("if x:\n\ty\n        z\n", "inconsistent use of tabs and spaces in indentation", "        "),
        ("x = (1 +\ny = 2\n", "'(' was never closed", "("),
        ("foo(a, [b\n", "'[' was never closed", "["),
        ("x = )\n", "unmatched ')'", ")"),
        ("x = (]\n", "closing parenthesis ']' does not match opening parenthesis '('", "]"),
        ("x = 'abc\n", "unterminated string literal (detected at line 1)", "'abc"),
        ("x = 1\ny = '''abc\n\n", "unterminated triple-quoted string literal (detected at line 3)", "'''abc\n\n"),
        ("x = = 1\ny = 'abc\n", "unterminated string literal (detected at line 2)", "'abc"),
        ("x = 1 +\n", "invalid syntax", ""),
        ("x = 1 2\n", "invalid syntax", "2"),
        ("f(a, b))\n", "unmatched ')'", ")"),
        ("if x\n    y\n", "expected ':'", ""),
        ("if x = 1:\n    y\n", "invalid syntax. Maybe you meant '==' or ':=' instead of '='?", "="),
        ("[a b]\n", "invalid syntax. Perhaps you forgot a comma?", "a b"),
        ("print 'x'\n", "Missing parentheses in call to 'print'. Did you mean print(...)?", "print 'x'"),
        ("x = 1 €\n", "invalid character '€' (U+20AC)", "€"),
        ("x = a\u{200b}\n", "invalid non-printable character U+200B", "\u{200b}"),
        (
            "x = 012\n",
            "leading zeros in decimal integer literals are not permitted; use an 0o prefix for octal integers",
            "012",
        ),
        ("x = 1__0\n", "invalid decimal literal", "1_"),
        ("x = \\ 1\n", "unexpected character after line continuation character", "\\"),
        (
            "x = '\\x1'\n",
            "(unicode error) 'unicodeescape' codec can't decode bytes in position 0-2: truncated \\xXX escape",
            "\\x1",
        ),
        ("x = f'{}'\n", "f-string: empty expression not allowed", "{}"),
        ("x = f'{a!x}'\n", "f-string: invalid conversion character: expected 's', 'r', or 'a'", "x"),
        ("x = f'}'\n", "f-string: single '}' is not allowed", "}"),
        ("x = f'{a'\n", "f-string: expecting '}'", "{a"),
        ("x = f'{a:{b:{c}}}'\n", "f-string: expressions nested too deeply", "{"),
        ("x = f'{a#}'\n", "f-string expression part cannot include '#'", "#"),
        ("x = f'{a[\\'b\\']}'\n", "f-string expression part cannot include a backslash", "\\"),
        ("x = f'{a b}'\n", "f-string: invalid syntax. Perhaps you forgot a comma?", "a b"),
        ("x = f'{a)}'\n", "f-string: unmatched ')'", ")"),
        ("x = 1\nclass\n", "invalid syntax", ""),
        ("x = class\n", "classes are not supported in .dmd", "class"),
        ("x = 5 if y\n", "expected 'else' after 'if' expression", ""),
        ("def f()\n    pass\n", "expected ':'", ""),
    ];
    for (text, message, underlined) in cases {
        assert_eq!(error_span(text), (message.to_string(), underlined.to_string()), "for {text:?}");
    }
}

#[test]
fn generic_errors_name_the_token() {
    let diag = parse("x = (1, 2))\n", 0).unwrap_err();
    assert_eq!(diag.message, "SyntaxError: unmatched ')'");
    let diag = parse("f(,)\n", 0).unwrap_err();
    assert_eq!((untyped(&diag.message).as_str(), diag.label.as_str()), ("invalid syntax", "unexpected ','"));
    let diag = parse("x = if\n", 0).unwrap_err();
    assert_eq!(diag.label, "unexpected 'if'");
    let diag = parse("x = 1 +", 0).unwrap_err();
    assert_eq!((untyped(&diag.message).as_str(), diag.label.as_str()), ("invalid syntax", "unexpected end of file"));
    let diag = parse("x = (1 +)\n", 0).unwrap_err();
    assert_eq!(diag.label, "unexpected ')'");
}

// ---- limits ------------------------------------------------------------------

/// Runs `f` on a thread with a modest stack, like the test harness default,
/// so a recursion that would only fit on a big main stack fails here.
fn on_small_stack(f: impl FnOnce() + Send + 'static) {
    std::thread::Builder::new().stack_size(1 << 20).spawn(f).expect("spawn").join().expect("no panic");
}

#[test]
fn deep_nesting_is_an_error_not_a_crash() {
    on_small_stack(|| {
        let limit = "expression is too deeply nested (limit 200)";
        let n = 100_000;
        assert_eq!(error(&format!("x = {}1\n", "-".repeat(n))), limit);
        assert_eq!(error(&format!("x = {}\n", vec!["1"; n].join("**"))), limit);
        assert_eq!(error(&format!("x = {}b\n", "a.".repeat(n))), limit);
        assert_eq!(error(&format!("x = {}b\n", "not ".repeat(n))), limit);
        assert_eq!(error(&format!("x = {}b\n", "lambda: ".repeat(n))), limit);
        assert_eq!(error(&format!("x = {}b\n", "2**".repeat(n))), limit);
        assert_eq!(error(&format!("x = {}b\n", "a if b else ".repeat(n))), limit);
        assert_eq!(error(&format!("x = f{}\n", "()".repeat(n))), limit);
        assert_eq!(error(&format!("x = a{}\n", "[0]".repeat(n))), limit);
        assert_eq!(error(&format!("x = {}\n", "[".repeat(n))), "too many nested parentheses");
        // A chain of binary operators is not nesting: parsed, validated
        // and dropped in loops, on this small stack too (resolved and
        // checked: `tests/frontend_limits.rs`).
        for chain in [vec!["1"; n].join("+"), format!("{}1", "(a + b) * c - ".repeat(n))] {
            assert_eq!(module(&format!("a = b = c = 1\nx = {chain}\n")).body.len(), 2);
        }
        // At the limit itself everything is fine.
        module(&format!("x = {}1\n", "-".repeat(199)));
        module(&format!("x = {}\n", vec!["1"; 199].join("+")));
        module(&format!("x = {}1{}\n", "(".repeat(199), ")".repeat(199)));
    });
}

#[test]
fn deep_blocks_are_an_error_not_a_crash() {
    on_small_stack(|| {
        let nested = |depth: usize| {
            let mut text = String::new();
            for i in 0..depth {
                text += &format!("{}if x:\n", " ".repeat(i));
            }
            text + &" ".repeat(depth) + "pass\n"
        };
        assert_eq!(error(&nested(101)), "too many nested blocks (limit 100)");
        assert_eq!(error(&nested(2000)), "too many levels of indentation");
        module(&nested(100));
        // A long elif chain is deep in the tree but not nested in the source.
        let mut chain = "if x == 0:\n    pass\n".to_string();
        for i in 1..3000 {
            chain += &format!("elif x == {i}:\n    pass\n");
        }
        assert_eq!(module(&chain).body.len(), 1);
    });
}

// ---- REPL ----------------------------------------------------------------------

#[test]
fn repl_completeness() {
    for text in [
        "if x:",
        "if x:\n",
        "def f():\n    return 1\n",
        "for i in range(3):\n    print(i)",
        "if x: y\n",
        "if x:\n    a\nelse:",
        "x = [1,\n",
        "f(a,\n  b",
        "s = '''abc\n",
        "x = 1 + \\",
        "x = 1 + \\\n",
        "while True:\n    if x:\n        break\n",
        "def f():\n    for i in x:\n",
        "def f():\n    if a:\n        pass\n    else:",
    ] {
        assert!(needs_more_input(text), "should need more: {text:?}");
    }
    for text in [
        "",
        "x = 1",
        "x = 1\n",
        "print(x)\n",
        "def f():\n    return 1\n\n",
        "if x:\n    y\n   \n",
        "x = 1 +\n",
        "x = )",
        "s = 'abc\n",
        "class A:\n",
        "if x:\n  a\n b\n",
    ] {
        assert!(!needs_more_input(text), "should be complete (or hopeless): {text:?}");
    }
}

// ---- the conformance corpus and robustness --------------------------------------

/// The shared conformance corpus beside the repository, when it is there
/// (a user's clone has nothing beside it).
fn conformance_dir() -> Option<PathBuf> {
    let manifest = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let candidates = [manifest.join("../shared/conformance"), manifest.join("../../shared/conformance")];
    candidates.iter().find(|dir| dir.is_dir()).cloned()
}

/// The `.dmd` files of `dir`, sorted.
fn programs_in(dir: &std::path::Path) -> Vec<(PathBuf, String)> {
    let Ok(entries) = std::fs::read_dir(dir) else { return Vec::new() };
    let mut programs: Vec<(PathBuf, String)> = entries
        .filter_map(|entry| entry.ok().map(|e| e.path()))
        .filter(|path| path.extension().is_some_and(|ext| ext == "dmd"))
        .map(|path| {
            let text = std::fs::read_to_string(&path).expect("read program");
            (path, text)
        })
        .collect();
    programs.sort();
    programs
}

fn conformance_programs() -> Vec<(PathBuf, String)> {
    conformance_dir().map(|dir| programs_in(&dir)).unwrap_or_default()
}

#[test]
fn every_conformance_program_parses() {
    if conformance_dir().is_none() {
        eprintln!("SKIPPED: ../shared/conformance not found beside the repository");
        return;
    }
    let programs = conformance_programs();
    assert!(programs.len() >= 57, "expected the 57 conformance programs, found {}", programs.len());
    let failures: Vec<String> = programs
        .iter()
        .filter_map(|(path, text)| {
            parse(text, 0)
                .err()
                .map(|d| format!("{}: {} at {:?}", path.display(), d.message, d.span.map(|s| s.range())))
        })
        .collect();
    assert!(failures.is_empty(), "conformance programs failed to parse:\n{}", failures.join("\n"));
}

/// A tiny deterministic generator (xorshift), so the sweep is reproducible.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
}

fn exercise(text: &str) {
    let _ = parse(text, 0);
    let _ = needs_more_input(text);
}

#[test]
fn no_panic_on_prefixes_and_mutations() {
    // The repository's own programs always; the shared corpus when present.
    let manifest = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let mut programs = programs_in(&manifest.join("programs"));
    programs.extend(programs_in(&manifest.join("tests/cases/run")));
    programs.extend(conformance_programs());
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
    let fragments = [
        "(",
        ")",
        "[",
        "]",
        "{",
        "}",
        ":",
        "\n",
        "    ",
        "\t",
        "'",
        "\"",
        "'''",
        "f'{",
        "}",
        "\\",
        "#",
        ",",
        "=",
        "*",
        "**",
        "lambda",
        "if",
        "else",
        "def",
        "class",
        "@",
        ":=",
        "...",
        "0x",
        "1e",
        "1_",
        "€",
        "\r",
        "not",
        "in",
        "is",
        "yield",
        "f'{x!r:{y}}'",
        "\u{0}",
        "é",
    ];
    for (path, text) in programs.iter().take(12) {
        let lines: Vec<&str> = text.split_inclusive('\n').collect();
        for n in 0..=lines.len() {
            exercise(&lines[..n].concat());
        }
        let boundaries: Vec<usize> = (0..=text.len()).filter(|&i| text.is_char_boundary(i)).collect();
        for _ in 0..60 {
            let cut = boundaries[rng.below(boundaries.len())];
            exercise(&text[..cut]);
        }
        for _ in 0..60 {
            let mut mutated = text.clone();
            for _ in 0..1 + rng.below(3) {
                let bounds: Vec<usize> = (0..=mutated.len()).filter(|&i| mutated.is_char_boundary(i)).collect();
                let at = bounds[rng.below(bounds.len())];
                match rng.below(3) {
                    0 => mutated.insert_str(at, fragments[rng.below(fragments.len())]),
                    1 => {
                        let end = bounds.iter().copied().find(|&b| b > at).unwrap_or(at);
                        mutated.replace_range(at..end, "");
                    }
                    _ => {
                        let end = bounds.iter().copied().filter(|&b| b >= at).nth(1 + rng.below(8)).unwrap_or(at);
                        let piece = mutated[at..end].to_string();
                        mutated.insert_str(end, &piece);
                    }
                }
            }
            exercise(&mutated);
        }
        let _ = path;
    }
    for text in [
        "",
        "\n",
        "\r",
        "\\",
        "'",
        "f'",
        "f'{",
        "f'{'",
        "f'{x:{'",
        "(",
        "\u{feff}",
        "\t\tx",
        " \u{c}x",
        "if x:\n\u{c}  y",
        "x = 1 if",
        "lambda",
        "def",
        "def f(",
        "def f(*",
        "a[",
        "a[:",
        "{**",
        "f(**",
        "from",
        "from .",
        "import",
        "\0",
        "0b",
        "0o",
        "0x_",
        "1.e",
        "1e+",
        ".5j",
        "'\\",
        "'''\\",
        "f'{x!",
        "f'{x!r",
        "f'{x:",
        "f'{x=",
        "rb'",
        "é = 1",
    ] {
        exercise(text);
    }
}

// ---- statement lines -----------------------------------------------------------

/// Every statement's `line` is the line its span starts on, at any depth
/// (function and lambda bodies included) and with CRLF line ends.
#[test]
fn statement_lines_are_their_spans_lines() {
    fn check(text: &str, body: &[Stmt], seen: &mut usize) {
        for s in body {
            let expected = 1 + text[..s.span.start as usize].matches('\n').count() as u32;
            assert_eq!(s.line, expected, "{:?}", &text[s.span.start as usize..s.span.end as usize]);
            *seen += 1;
            match &s.kind {
                StmtKind::FunctionDef(def) => check(text, &def.body, seen),
                StmtKind::If { body, orelse, .. }
                | StmtKind::While { body, orelse, .. }
                | StmtKind::For { body, orelse, .. } => {
                    check(text, body, seen);
                    check(text, orelse, seen);
                }
                _ => {}
            }
            if let StmtKind::Assign { value, .. } = &s.kind {
                if let ExprKind::Lambda(def) = &value.kind {
                    check(text, &def.body, seen);
                }
            }
        }
    }
    let text = "x = 1\r\n\r\ndef f(a):\n    if a:\n        g = lambda: (\n            a)\n        return g\n    \
                else:\n        while a:\n            a -= 1\n    for i in []:\n        pass\n    return 2\n";
    let mut seen = 0;
    check(text, &module(text).body, &mut seen);
    assert_eq!(seen, 11);
}
