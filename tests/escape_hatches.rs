//! One test per row of the "Escape hatches" table of docs/strict-model.md: each program in
//! `tests/cases/run/hatch__*.dmd` uses one way the Python tracer can be
//! escaped inside a measured call. Under `reference` the hatch is open;
//! under `strict` the measured call must make exactly the extra reads the
//! row describes. A test fails if its hatch reopens in strict.

mod support;

use dmdpy::api::Model;
use dmdpy::api::Outcome;

fn run(name: &str, model: Model) -> Outcome {
    let path = support::manifest_dir().join(format!("tests/cases/run/hatch__{name}.dmd"));
    let outcome = support::run_file(&path, model);
    assert_eq!(outcome.exit_code, 0, "{name} under {model:?}: {:?}", outcome.error);
    outcome
}

/// Reads the measured call makes in strict beyond those of the reference.
fn extra_reads(name: &str) -> i64 {
    run(name, Model::Strict).stats.reads as i64 - run(name, Model::Reference).stats.reads as i64
}

#[test]
fn constants_and_local_arrays_are_read() {
    // The literals 2 and 3 copied into the local array, the array's place
    // with the index literal 0, and the weight 2 taken from it.
    assert_eq!(extra_reads("constants"), 5);
}

#[test]
fn conversion_results_stay_on_the_stack() {
    // n = int(x): calling int reads its block; n + n reads n twice.
    assert_eq!(extra_reads("conversions"), 3);
}

#[test]
fn printing_and_str_read_the_value() {
    // print(x) and str(x) each read the builtin's block and x.
    assert_eq!(extra_reads("formatting"), 4);
}

#[test]
fn identity_reads_both_operands() {
    assert_eq!(extra_reads("identity"), 2);
}

#[test]
fn dict_keys_from_escapes_are_read() {
    // The store d[int(x)] = 1 and the load d[int(x)] each read int's block,
    // d's place and their key; the store's probe misses on a dict with no
    // slots yet (its header), copies the literal 1 and reads the header as
    // the length changes; the load's probe reads the slot it lands on and
    // the stored key it compares.
    assert_eq!(extra_reads("dict_keys"), 11);
}

#[test]
fn short_circuit_tests_plain_operands() {
    // `enabled = True` copies the literal; `enabled and x` tests the truth
    // of `enabled`.
    assert_eq!(extra_reads("short_circuit"), 2);
}

#[test]
fn type_introspection_cannot_tell_it_is_measured() {
    // The tracer's proxy is not an int, so the measured call takes the other
    // branch (42 unmeasured, 0 measured); strict answers honestly.
    assert_eq!(run("introspection", Model::Reference).stdout, "42 ([], 0)\n");
    let strict = run("introspection", Model::Strict).stdout;
    assert!(strict.starts_with("42 (") && strict.ends_with(", 42)\n"), "{strict}");
}

#[test]
fn exceptions_cannot_be_caught() {
    // try/except would let a program branch on an error instead of a priced
    // truth test; .dmd has no try at all.
    let path = support::manifest_dir().join("tests/cases/err/syntax__try.dmd");
    for model in [Model::Reference, Model::Strict] {
        let outcome = support::run_file(&path, model);
        assert_eq!(outcome.exit_code, 1);
        assert!(outcome.error.unwrap().contains("try statements are not supported in .dmd"));
    }
}
