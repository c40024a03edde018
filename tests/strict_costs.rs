//! Hand-checked traces of the strict model: each program's run trace was
//! worked out on paper from the three rules of cost-models.md (simultaneous
//! pricing, eager initialization, aggressive compaction) and the strict
//! model's list of blocks and reads. The golden files for strict costs are
//! blessed only on top of these.

use dmdpy::api::Model;
use dmdpy::testing::driver::{self, Options};

fn run_trace(source: &str) -> (String, Vec<u32>, u128) {
    let options = Options { model: Model::Strict, capture: true, keep_reads: true, ..Options::default() };
    let outcome = driver::run_source("case.dmd", source, options);
    assert_eq!(outcome.exit_code, 0, "{:?}", outcome.error);
    let cost = outcome.run.expect("strict reports the run").cost;
    (outcome.stdout, outcome.run_trace, cost)
}

#[test]
fn literals_are_blocks_read_by_the_instruction_that_uses_them() {
    // The literal 1 is stored; `x = 1` copies it into x's place (reads it
    // at depth 1; the literal is then dead). 2 is stored; the add reads
    // [x at depth 2, 2 at depth 1] and its result moves into y (fresh: no
    // read). `print`'s block is stored when the call reads it, after its
    // arguments (depth 1), then print reads y (depth 1).
    let (out, trace, cost) = run_trace("x = 1\ny = x + 2\nprint(y)\n");
    assert_eq!(out, "3\n");
    assert_eq!(trace, [1, 2, 1, 1, 1]);
    assert_eq!(cost, 6);
}

#[test]
fn equal_literals_share_one_block() {
    // Both 5s are the literal's one block: `a = 5` copies it (depth 1),
    // `b = 5` copies it again (depth 2, below a). The add reads [a at 2, b
    // at 1] (the literal is dead); then `print`'s block is stored and the
    // call reads it (1), and print the sum (1).
    let (_, trace, cost) = run_trace("a = 5\nb = 5\nprint(a + b)\n");
    assert_eq!(trace, [1, 2, 2, 1, 1, 1]);
    assert_eq!(cost, 8);
}

#[test]
fn range_arguments_counters_and_steps_are_priced() {
    // `s = 0` copies the literal (depth 1). The literal 3 is stored, then
    // range's block; calling range reads its block (depth 1) and range
    // reads 3 (depth 1). The range's header r, its two-word start/step block p and
    // its reference are stored (the reference on top). Starting the loop
    // reads the reference (1), then p (its words at depths 1 and 2; p is
    // then dead). Each of the four steps reads r (the last finds it
    // exhausted): at depth 1 the first time, then at 2 below the
    // accumulator. Each counter is a new int that moves into i; the add
    // reads s (depth 3, below r and i) and i (1). The call reads print's
    // block (1), print the total (1).
    let src = "s = 0\nfor i in range(3):\n    s = s + i\nprint(s)\n";
    let (out, trace, cost) = run_trace(src);
    assert_eq!(out, "3\n");
    assert_eq!(trace, [1, 1, 1, 1, 1, 2, 1, 3, 1, 2, 3, 1, 2, 3, 1, 2, 1, 1]);
    assert_eq!(cost, 25);
}

#[test]
fn structure_is_read() {
    // xs = [1, 2] stores the literals 1 and 2; the display copies both
    // into its elements' places in one instruction (1 at depth 2, 2 at 1),
    // then stores the header h and xs's reference. A builtin's block is
    // stored when its call reads it: len's (1), then len reads xs's place
    // and h (depths 1 and 2). The length is stored; print's block is
    // stored and read (1), then the length (1).
    let (out, trace, _) = run_trace("xs = [1, 2]\nprint(len(xs))\n");
    assert_eq!(out, "2\n");
    assert_eq!(trace, [2, 1, 1, 1, 2, 1, 1]);
    // Each [] stores a header and a reference (b's on top). The truth of a
    // reads a's reference and header (3 and 4). `is` between lists reads
    // both places and both headers in one batch: a's (2 and 1: the truth
    // test left them on top) and b's (3 and 4).
    let (out, trace, _) = run_trace("a = []\nb = []\nif a:\n    print(1)\nprint(a is b)\n");
    assert_eq!(out, "False\n");
    assert_eq!(trace, [3, 4, 2, 1, 3, 4, 1, 1]);
    // `s = 'abc'` copies the literal (1). Indexing reads the string (3
    // bytes: one word; depth 2, below the literal 1), then the index (the
    // string is dead by then: 1).
    let (out, trace, _) = run_trace("s = 'abc'\nprint(s[1])\n");
    assert_eq!(out, "b\n");
    assert_eq!(trace, [1, 2, 1, 1, 1]);
}

#[test]
fn a_hundred_thousand_bit_int_costs_its_width() {
    // 1 << 100000 takes 100001 bits: 1,563 words, loaded on top of the
    // measured call's stack. `v & v` reads every word twice, at depths
    // 1..=1563: twice the sum of ceil(sqrt(d)) over them.
    let src = "from bytedmd import bytedmd\nprint(bytedmd(lambda v: v & v, (1 << 100000,)))\n";
    let (out, _, _) = run_trace(src);
    let once: u128 = (1..=1563u128).map(|d| (d - 1).isqrt() + 1).sum();
    assert_eq!(out, format!("{}\n", 2 * once));
    assert!(2 * once >= 2 * 1563);
}

/// Strict refuses a width of 0 or less; reference prices it 0, as the
/// tracer does (`reference-model.md` §7.3).
#[test]
fn bytes_per_element_must_be_positive() {
    for bpe in ["0", "-1"] {
        let src = format!("from bytedmd import bytedmd\nprint(bytedmd(lambda v: v, (1,), {bpe}))\n");
        let strict = driver::run_source("case.dmd", &src, Options { capture: true, ..Options::default() });
        assert_eq!(strict.exit_code, 1);
        assert!(strict.error.unwrap().contains("ValueError: bytes_per_element must be a positive integer"));
        let options = Options { model: Model::Reference, capture: true, ..Options::default() };
        let reference = driver::run_source("case.dmd", &src, options);
        assert_eq!((reference.exit_code, reference.stdout.as_str()), (0, "0\n"), "{:?}", reference.error);
    }
}

#[test]
fn wide_values_cost_their_width() {
    // 2**64 + 1 needs 65 bits: two words. `x = ...` copies the literal
    // (its words at depths 1 and 2); `x + x` reads both words of x twice,
    // at depths 1 and 2 (the literal is dead by then).
    let (_, trace, _) = run_trace("x = 18446744073709551617\ny = x + x\n");
    assert_eq!(trace, [1, 2, 1, 2, 1, 2]);
}

#[test]
fn truth_tests_read_the_condition() {
    // `x = 3` copies the literal (1); x > 2 reads [x, 2] (2 and 1); the if
    // reads the comparison's result (1); the call reads print's block (1),
    // print reads x (1).
    let (_, trace, cost) = run_trace("x = 3\nif x > 2:\n    print(x)\n");
    assert_eq!(trace, [1, 2, 1, 1, 1, 1]);
    assert_eq!(cost, 7);
}

#[test]
fn conversions_read_their_input_and_push_their_result() {
    // `x = 2.5` copies the literal (1). The call reads int's block (1),
    // int reads x (1); its result is a new block that moves into y. The
    // add reads y (2, below the literal 1) and 1 (1); the call reads
    // print's block (1), print the sum (1).
    let (out, trace, cost) = run_trace("x = 2.5\ny = int(x)\nprint(y + 1)\n");
    assert_eq!(out, "3\n");
    assert_eq!(trace, [1, 1, 1, 2, 1, 1, 1]);
    assert_eq!(cost, 8);
}

#[test]
fn formatting_reads() {
    // `x = 7` copies the literal (1); the f-string reads x (1); the call
    // reads print's block (1, stored then), print the string (1).
    let (out, trace, _) = run_trace("x = 7\nprint(f\"{x}\")\n");
    assert_eq!(out, "7\n");
    assert_eq!(trace, [1, 1, 1, 1]);
}

#[test]
fn identity_reads_both_sides() {
    // `a = None` copies the literal (1): a's place is a block of its own,
    // the same object. `a is None` reads a (1) and the literal (2); the
    // call reads print's block (1), print the answer (1).
    let (out, trace, _) = run_trace("a = None\nprint(a is None)\n");
    assert_eq!(out, "True\n");
    assert_eq!(trace, [1, 1, 2, 1, 1]);
}

#[test]
fn measured_calls_are_charged_to_the_run_too() {
    // The run stores __name__ (never read) and bytedmd's block, copied
    // into the global `bytedmd` (1); f's header and reference; the
    // literals 1 and 2, copied into the tuple's items (2 and 1), its
    // header and reference. The call reads the global `bytedmd` (7: under
    // the tuple's four blocks and f's two). bytedmd collects the tuple
    // (its reference and header: 1 and 2), reads f's place and header (3
    // and 4), and copies the arguments into the
    // parameters (the items: 2 and 1), fresh copies the call loads. The
    // call, alone on its stack, costs 3 (a on top, b below: add reads a at
    // 1, b at 2); the run records the same add at its own depths (a at 2,
    // b at 1). The cost is a value like any other: print's block, stored
    // after it, is read by the call (1), then the cost (1).
    let src = "from bytedmd import bytedmd\n\ndef f(a, b):\n    return a + b\n\nprint(bytedmd(f, (1, 2)))\n";
    let options = Options { model: Model::Strict, capture: true, keep_reads: true, ..Options::default() };
    let outcome = driver::run_source("case.dmd", src, options);
    assert_eq!(outcome.stdout, "3\n");
    assert_eq!(outcome.stats.cost, 3);
    assert_eq!(outcome.run_trace, [1, 2, 1, 7, 1, 2, 3, 4, 2, 1, 2, 1, 1, 1]);
    // traced_eval's result and trace are the run's values: printing the
    // pair reads its place and header, the list's, both depths and 3.
    let src = "from bytedmd import traced_eval\n\ndef f(a, b):\n    return a + b\n\nprint(traced_eval(f, (1, 2)))\n";
    let (out, trace, _) = run_trace(src);
    assert_eq!(out, "([1, 2], 3)\n");
    assert_eq!(&trace[..12], [1, 2, 1, 7, 1, 2, 3, 4, 2, 1, 2, 1]);
    assert_eq!(trace.len(), 20);
}

#[test]
fn a_none_argument_is_read_when_it_decides_what_runs() {
    // `xs[0:n]`, `round(x, n)`, `key=n`... with n None behave as if the
    // argument were left out; which behaviour runs reveals n, so n is read
    // once: exactly one read more than the call without it.
    let cases = [
        ("ys = xs[0:n]", "ys = xs[0:]"),
        ("r = round(2.5, n)", "r = round(2.5)"),
        ("ys = sorted(xs, key=n)", "ys = sorted(xs)"),
        ("ws = 'a b'.split(n)", "ws = 'a b'.split()"),
        ("w = ' a '.strip(n)", "w = ' a '.strip()"),
        ("print(1, 2, sep=n)", "print(1, 2)"),
    ];
    for (with_none, without) in cases {
        let program = |line: &str| format!("xs = [3, 0, 2]\nn = None\n{line}\n");
        let (_, read, _) = run_trace(&program(with_none));
        let (_, plain, _) = run_trace(&program(without));
        assert_eq!(read.len(), plain.len() + 1, "{with_none}: {read:?} vs {without}: {plain:?}");
    }
}
