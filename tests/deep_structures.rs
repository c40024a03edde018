//! Hostile programs that nest values (lists, tuples, dicts, iterators,
//! generators, closures, exceptions) far deeper than the recursion limit,
//! run by the `dmdpy` binary: each must end with a Python `RecursionError`
//! (exit code 1, CPython 3.11's message) or run and print what CPython
//! prints, never die of a signal (a Rust stack overflow aborts, exit 134).
//! Sizes are about the smallest that crashed before native recursion and
//! drops were bounded (a stack overflow; in the REPL, a walk naming each
//! level by its whole path); cases that never crashed stay small.

use std::io::Write;
use std::os::unix::process::ExitStatusExt;
use std::process::{Command, Stdio};

const COMPARISON: &str = "RecursionError: maximum recursion depth exceeded in comparison";
const REPR: &str = "RecursionError: maximum recursion depth exceeded while getting the repr of an object";
const PLAIN: &str = "RecursionError: maximum recursion depth exceeded\n";

struct Run {
    code: i32,
    stdout: String,
    stderr: String,
}

/// Runs `program` (written to a file named after `name`) with `args`.
fn run(name: &str, program: &str, args: &[&str]) -> Run {
    let path = std::env::temp_dir().join(format!("dmdpy-deep-{}-{name}.dmd", std::process::id()));
    std::fs::write(&path, program).expect("write program");
    let out = Command::new(env!("CARGO_BIN_EXE_dmdpy"))
        .arg("run")
        .arg("-q")
        .args(args)
        .arg(&path)
        .output()
        .expect("run dmdpy");
    let _ = std::fs::remove_file(&path);
    let text = |b: &[u8]| String::from_utf8_lossy(b).to_string();
    let (stdout, stderr) = (text(&out.stdout), text(&out.stderr));
    let code = out
        .status
        .code()
        .unwrap_or_else(|| panic!("{name}: killed by signal {:?}\nstderr:\n{}", out.status.signal(), tail(&stderr)));
    Run { code, stdout, stderr }
}

fn tail(text: &str) -> String {
    let lines: Vec<&str> = text.lines().collect();
    lines[lines.len().saturating_sub(12)..].join("\n")
}

/// `program` ends with `error` (a headline, or its start) under `model`.
fn fails_with(name: &str, model: &str, program: &str, error: &str) {
    let r = run(name, program, &["--model", model]);
    assert_eq!(r.code, 1, "{name} ({model}): exit {}\nstdout: {}\nstderr:\n{}", r.code, r.stdout, tail(&r.stderr));
    assert!(r.stderr.contains(&format!("error: {error}")), "{name} ({model}): expected {error}\n{}", tail(&r.stderr));
}

/// `program` runs and prints `expected` under `model`.
fn prints(name: &str, model: &str, program: &str, expected: &str) {
    let r = run(name, program, &["--model", model]);
    assert_eq!((r.code, r.stdout.as_str()), (0, expected), "{name} ({model}):\n{}", tail(&r.stderr));
}

/// `build` nests `var` `n` times (`wrap` uses `var`): `a = [a]`...
fn nest(var: &str, start: &str, wrap: &str, n: &str) -> String {
    format!("{var} = {start}\nfor i in range({n}):\n    {var} = {wrap}\n")
}

fn two_lists(n: &str) -> String {
    format!("a = []\nb = []\nfor i in range({n}):\n    a = [a]\n    b = [b]\n")
}

// ----- the programs that crashed -----

#[test]
fn deep_list_equality() {
    let program = format!("{}print(a == b)\n", two_lists("2 * 10**6"));
    fails_with("deep_eq", "strict", &program, COMPARISON);
}

#[test]
fn enumerate_chain() {
    let program = format!("{}print(next(it))\n", nest("it", "iter([1, 2])", "enumerate(it)", "10**6"));
    fails_with("enum_chain", "strict", &program, PLAIN);
}

#[test]
fn generator_chain() {
    let program = format!("{}print(next(g))\n", nest("g", "(x for x in [1, 2])", "(x for x in g)", "10**6"));
    fails_with("gen_chain", "strict", &program, PLAIN);
}

// ----- measured calls: wrapping, flattening, materializing -----

#[test]
fn deep_arguments_of_a_measured_call() {
    for (name, start, wrap) in [("list", "[]", "[a]"), ("tuple", "()", "(a,)")] {
        let program = format!(
            "import bytedmd\n{}print(bytedmd.bytedmd(lambda v: len(v), (a,)))\n",
            nest("a", start, wrap, "10**6")
        );
        for model in ["strict", "reference"] {
            fails_with(&format!("bytedmd_{name}_{model}"), model, &program, PLAIN);
        }
    }
}

#[test]
fn deep_dict_argument_of_a_measured_call() {
    // The tracer passes dicts along unwrapped; strict loads their blocks.
    let program = format!(
        "import bytedmd\n{}print(bytedmd.bytedmd(lambda v: len(v), (a,)))\n",
        nest("a", "{}", "{0: a}", "10**5")
    );
    fails_with("bytedmd_dict", "strict", &program, PLAIN);
    prints("bytedmd_dict", "reference", &program, "0\n");
}

#[test]
fn deep_result_of_a_measured_call() {
    let program =
        "import bytedmd\ndef f(n):\n    a = iter([1])\n    for i in range(n):\n        a = [a]\n    return a\n\
                   print(len(bytedmd.traced_eval(f, (10**5,))[0]))\n";
    for model in ["strict", "reference"] {
        fails_with(&format!("bytedmd_result_{model}"), model, program, PLAIN);
    }
}

// ----- repr, str, print, f-strings -----

#[test]
fn repr_of_deep_values() {
    let list = nest("a", "[]", "[a]", "10**4");
    let tuple = nest("a", "()", "(a,)", "10**4");
    let dict = nest("a", "{}", "{0: a}", "10**4");
    for (name, program) in [
        ("repr_list", format!("{list}s = repr(a)\n")),
        ("str_list", format!("{list}s = str(a)\n")),
        ("print_list", format!("{list}print(a)\n")),
        ("fstring_list", format!("{list}print(f\"{{a}}\")\n")),
        ("format_list", format!("{list}print('{{}}'.format(a))\n")),
        ("repr_tuple", format!("{tuple}print(a)\n")),
        ("repr_dict", format!("{dict}print(a)\n")),
    ] {
        fails_with(name, "strict", &program, REPR);
    }
}

#[test]
fn str_of_nested_exceptions() {
    let program = format!("{}print(e)\n", nest("e", "ValueError(1)", "ValueError(e)", "10**5"));
    fails_with(
        "exceptions",
        "strict",
        &program,
        "RecursionError: maximum recursion depth exceeded while getting the str",
    );
}

#[test]
fn values_within_the_limit_work_as_in_cpython() {
    let program = [
        two_lists("500"),
        nest("t", "()", "(t,)", "500"),
        nest("d", "{}", "{0: d}", "300"),
        "print(len(repr(a)), len(str(t)), len(f'{d}'), t in {t: 1})\n".to_string(),
        "print(a == b, a < b, [b].index(a), [b].count(a), len(sorted([a, b])))\n".to_string(),
    ]
    .concat();
    for model in ["strict", "reference"] {
        prints("within_limit", model, &program, "1002 1502 1502 True\nTrue False 0 1 2\n");
    }
}

// ----- comparisons -----

#[test]
fn comparisons_of_deep_lists() {
    let lists = two_lists("3 * 10**5");
    for (name, line) in [
        ("lt", "print(a < b)"),
        ("in", "print(a in [b])"),
        ("sorted", "print(len(sorted([a, b])))"),
        ("max", "print(len(max([a, b])))"),
        ("index", "print([b].index(a))"),
        ("count", "print([b].count(a))"),
        ("remove", "[b].remove(a)"),
    ] {
        fails_with(name, "strict", &format!("{lists}{line}\n"), COMPARISON);
    }
}

#[test]
fn comparisons_of_deep_tuples_and_dicts() {
    let tuples = "a = ()\nb = ()\nfor i in range(3 * 10**5):\n    a = (a,)\n    b = (b,)\nprint(a == b)\n";
    fails_with("eq_tuple", "strict", tuples, COMPARISON);
    let dicts = "a = {}\nb = {}\nfor i in range(10**5):\n    a = {0: a}\n    b = {0: b}\nprint(a == b)\n";
    fails_with("eq_dict", "reference", dicts, COMPARISON);
}

// ----- hashing (CPython hashes nested tuples unchecked, in C) -----

#[test]
fn hashing_deep_tuples() {
    let tuple = nest("a", "()", "(a,)", "10**6");
    fails_with("dict_key", "strict", &format!("{tuple}d = {{a: 1}}\n"), PLAIN);
    fails_with("set_member", "strict", &format!("{tuple}s = {{a}}\n"), PLAIN);
    fails_with("in_dict", "reference", &format!("{tuple}print(a in {{1: 2}})\n"), PLAIN);
}

#[test]
fn isinstance_with_nested_tuples() {
    let program = format!("{}print(isinstance(1, c))\n", nest("c", "int", "(c,)", "10**6"));
    fails_with(
        "isinstance",
        "strict",
        &program,
        "RecursionError: maximum recursion depth exceeded in __instancecheck__",
    );
}

// ----- chains of iterators -----

#[test]
fn chains_of_iterators() {
    for (name, wrap) in [("zip", "zip(it)"), ("map", "map(abs, it)"), ("filter", "filter(None, it)")] {
        let program = format!("{}print(next(it))\n", nest("it", "iter([1, 2])", wrap, "10**5"));
        fails_with(name, "strict", &program, PLAIN);
    }
    let program = format!("{}print(list(g))\n", nest("g", "(x for x in [1, 2])", "(x for x in g)", "10**5"));
    fails_with("list_of_generators", "reference", &program, PLAIN);
    // iter() of an iterator is that iterator.
    prints("iter", "strict", &format!("{}print(next(it))\n", nest("it", "iter([1, 2])", "iter(it)", "10**5")), "1\n");
    let program = "it = reversed([1, 2])\nit = reversed(it)\n";
    fails_with("reversed", "strict", program, "TypeError: 'list_reverseiterator' object is not reversible");
}

#[test]
fn chains_of_closures_run() {
    let lambdas = format!("{}print(f()() is not None)\n", nest("f", "None", "lambda f=f: f", "10**6"));
    prints("lambdas", "strict", &lambdas, "True\n");
    let closures = format!(
        "def wrap(g):\n    return lambda: g\n{}print(f()() is not None)\n",
        nest("f", "None", "wrap(f)", "10**6")
    );
    prints("closures", "reference", &closures, "True\n");
}

// ----- dropping deep values -----

#[test]
fn dropping_a_deep_list_when_rebound() {
    let program = format!("{}a = None\nprint('ok')\n", nest("a", "[]", "[a]", "2 * 10**6"));
    prints("drop_rebound", "strict", &program, "ok\n");
}

#[test]
fn dropping_deep_values_at_the_end() {
    let program = [
        nest("t", "()", "(t, 1)", "2 * 10**6"),
        nest("m", "[]", "[m].append", "2 * 10**6"),
        nest("e", "ValueError(1)", "ValueError(e)", "4 * 10**6"),
        "print('ok')\n".to_string(),
    ]
    .concat();
    prints("drop_end", "reference", &program, "ok\n");
}

#[test]
fn dropping_deep_dicts_and_views() {
    let program = format!("{}print('ok')\n", nest("d", "{}", "{0: d.values()}", "2 * 10**6"));
    prints("drop_dicts", "strict", &program, "ok\n");
}

#[test]
fn dropping_chains_of_iterators_and_generators() {
    let program = [
        nest("it", "iter([1, 2])", "enumerate(it)", "10**6"),
        nest("g", "(x for x in [1, 2])", "(y for y in [g])", "10**6"),
        "print('ok')\n".to_string(),
    ]
    .concat();
    prints("drop_iterators", "strict", &program, "ok\n");
}

// ----- the stack backstop, and the REPL's reachability walk -----

#[test]
fn the_highest_depth_limit_still_ends_in_recursion_error() {
    // --max-depth's largest value: native recursion meets the limit or the
    // stack backstop, whichever comes first.
    let program = format!("{}print(a == b)\n", two_lists("2 * 10**5"));
    let r = run("max_depth", &program, &["--max-depth", "100000"]);
    assert_eq!(r.code, 1, "{}", tail(&r.stderr));
    assert!(r.stderr.contains(COMPARISON), "{}", tail(&r.stderr));
}

#[test]
fn the_repl_finds_a_deep_value_live() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_dmdpy"))
        .arg("repl")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("start the REPL");
    // Before, the walk recursed, naming each level with its whole path.
    let entries = "a = []\nfor i in range(10**5):\n    a = [a]\n\nb = [a]\n:stack 1\na = None\nb = None\n";
    child.stdin.take().expect("stdin").write_all(entries.as_bytes()).expect("write entries");
    let out = child.wait_with_output().expect("run the REPL");
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{:?}\n{}", out.status, tail(&stdout));
    // Every header of the lists stays live while `b` holds them.
    let live = stdout.lines().find_map(|l| l.strip_suffix(" live blocks (top first)")).expect("the :stack listing");
    assert!(live.parse::<u64>().expect("a count") > 100_000, "{}", tail(&stdout));
}
