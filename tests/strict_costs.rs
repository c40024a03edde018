//! Hand-checked traces of the strict model: each program's run trace was
//! worked out on paper from the three rules of cost-models.md (simultaneous
//! pricing, eager initialization, aggressive compaction) and the strict
//! model's list of blocks and reads. The golden files for strict costs are
//! blessed only on top of these.

use dmdpy::driver::{self, Options};
use dmdpy::machine::Model;

fn run_trace(source: &str) -> (String, Vec<u32>, u128) {
    let options = Options { model: Model::Strict, capture: true, ..Options::default() };
    let outcome = driver::run_source("case.dmd", source, options);
    assert_eq!(outcome.exit_code, 0, "{:?}", outcome.error);
    let cost = outcome.run.expect("strict reports the run").cost;
    (outcome.stdout, outcome.run_trace, cost)
}

#[test]
fn literals_are_blocks_read_by_the_instruction_that_uses_them() {
    // 1 and 2 are stored; the add reads [x=1 at depth 2, 2 at depth 1];
    // print reads its result at depth 1.
    let (out, trace, cost) = run_trace("x = 1\ny = x + 2\nprint(y)\n");
    assert_eq!(out, "3\n");
    assert_eq!(trace, [2, 1, 1]);
    assert_eq!(cost, 4);
}

#[test]
fn equal_literals_share_one_block() {
    // Both 5s are the same block, read twice by one instruction at depth 1.
    let (_, trace, cost) = run_trace("a = 5\nb = 5\nprint(a + b)\n");
    assert_eq!(trace, [1, 1, 1]);
    assert_eq!(cost, 3);
}

#[test]
fn range_arguments_and_counters_are_priced() {
    // range(3) reads 3; each counter is a new block read by the add with
    // the accumulator (depths 2, 1); print reads the total.
    let src = "s = 0\nfor i in range(3):\n    s = s + i\nprint(s)\n";
    let (out, trace, cost) = run_trace(src);
    assert_eq!(out, "3\n");
    assert_eq!(trace, [1, 2, 1, 2, 1, 2, 1, 1]);
    assert_eq!(cost, 11);
}

#[test]
fn truth_tests_read_the_condition() {
    // x > 2 reads [x, 2]; the if reads the comparison's result; print reads x.
    let (_, trace, cost) = run_trace("x = 3\nif x > 2:\n    print(x)\n");
    assert_eq!(trace, [2, 1, 1, 1]);
    assert_eq!(cost, 5);
}

#[test]
fn conversions_read_their_input_and_push_their_result() {
    // int(x) reads x; its result is a new block read by the add with 1.
    let (out, trace, cost) = run_trace("x = 2.5\ny = int(x)\nprint(y + 1)\n");
    assert_eq!(out, "3\n");
    assert_eq!(trace, [1, 2, 1, 1]);
    assert_eq!(cost, 5);
}

#[test]
fn formatting_reads() {
    // The f-string reads x; print reads the string.
    let (out, trace, _) = run_trace("x = 7\nprint(f\"{x}\")\n");
    assert_eq!(out, "7\n");
    assert_eq!(trace, [1, 1]);
}

#[test]
fn identity_reads_both_sides() {
    // `a is None` reads the None block twice (a and the literal are the
    // same block); print reads the result.
    let (out, trace, _) = run_trace("a = None\nprint(a is None)\n");
    assert_eq!(out, "True\n");
    assert_eq!(trace, [1, 1, 1]);
}

#[test]
fn measured_calls_are_priced_separately() {
    // Passing (1, 2) reads nothing; the cost bytedmd returns is an
    // instrument reading, not program data, so printing it reads nothing.
    // The call itself costs 3 on its own stack (add reads a at depth 1 and
    // b at depth 2). f's result, returned by traced_eval, enters the run as
    // a fresh block: printing the pair reads it once.
    let src = "from bytedmd import bytedmd\n\ndef f(a, b):\n    return a + b\n\nprint(bytedmd(f, (1, 2)))\n";
    let (out, trace, cost) = run_trace(src);
    assert_eq!(out, "3\n");
    assert_eq!(trace, [] as [u32; 0]);
    assert_eq!(cost, 0);
    let src = "from bytedmd import traced_eval\n\ndef f(a, b):\n    return a + b\n\nprint(traced_eval(f, (1, 2)))\n";
    let (out, trace, _) = run_trace(src);
    assert_eq!(out, "([1, 2], 3)\n");
    assert_eq!(trace, [1]);
}
