//! The interpreter's arithmetic in registers (`eval/plain.rs`, taken in
//! the reference model outside measurements) is invisible: a program
//! prints what the general path makes it print. Strict never takes that
//! path, and a program that measures nothing prints the same under both
//! models, so each program here must print the same under both.
//!
//! What the path could change is the NaNs: each NaN value the general
//! path makes, a part of an expression's included, gets the next identity,
//! and a NaN's hash, and so the order of a set holding NaNs, follows it.

mod support;

use dmdpy::api::Model;
use dmdpy::testing::driver;

fn stdout(source: &str, model: Model) -> String {
    let outcome = driver::run_source("plain.dmd", source, support::options_for(source, model));
    assert!(outcome.error.is_none(), "{model:?}: {:?}", outcome.error);
    outcome.stdout
}

fn same_under_both_models(source: &str) {
    let (reference, strict) = (stdout(source, Model::Reference), stdout(source, Model::Strict));
    assert_eq!(reference, strict, "\n{source}");
    assert!(reference.contains("nan"), "the program prints no NaN: it tests nothing\n{reference}");
}

/// NaNs made by expressions the path would compute: each one is made, so
/// the NaNs after them get the identities they always got.
#[test]
fn nans_made_by_expressions_keep_their_identities() {
    same_under_both_models(
        "inf = 1e308 * 10\n\
         for k in range(20):\n    x = (inf - inf) * 2\n\
         s = {x, 1.0, 2.0, 3.0}\n\
         print(s, list(s), max(s), min(s), sorted(s))\n\
         d = {}\n\
         for k in range(20):\n    y = (inf - inf) * 2\n    d[y] = k\n    d[k + 0.5] = k\n\
         print(list(d.keys())[:6])\n",
    );
}

/// A NaN that never reaches the result (a part of `nan ** 0`, one side of
/// a comparison) is still made.
#[test]
fn nans_inside_an_expression_are_made_too() {
    same_under_both_models(
        "inf = 1e308 * 10\n\
         for k in range(20):\n    x = (inf - inf) ** 0\n    if inf - inf < 0:\n        x = 2.0\n    x += inf - inf\n\
         n = inf - inf\n\
         print({n, 1.0, 2.0, 3.0}, x)\n",
    );
}

/// A NaN passed on by a name, an item or a conditional expression is the
/// same object.
#[test]
fn a_nan_passed_on_is_the_same_object() {
    let source = "nan = float('nan')\nm = nan\nxs = [nan]\nk = xs[0]\npick = nan if len(xs) > 0 else 1.0\n\
                  print(m is nan, [m] == [nan], k is nan, pick is nan, [nan + 0.0] == [nan])\n";
    same_under_both_models(&source.replace("print(", "print(nan, "));
    assert_eq!(stdout(source, Model::Reference), "True True True True False\n");
}
