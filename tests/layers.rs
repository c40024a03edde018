//! The layering of `src/` that docs/architecture.md draws, checked:
//! every `crate::` path in a module's files must point to its own layer or
//! a lower one. There are no upward arrows; one that must exist for a
//! while goes in `KNOWN_UPWARD`, which is checked both ways, so an
//! unlisted arrow fails and so does a listed one that is gone.

mod support;

use std::collections::BTreeSet;
use std::path::Path;

/// The layers, lowest first; modules of one layer may use each other.
const LAYERS: &[&[&str]] = &[
    &["text", "terminal"],
    &["source"],
    &["diag"],
    &["error"],
    &["sandbox"],
    &["syntax"],
    &["stdlib"],
    // Plain data and algorithms: the scalar payload, CPython's generator.
    &["scalar", "pyrandom", "natives"],
    // Scalar semantics (CPython's arithmetic and formatting).
    &["ops", "format"],
    // The event log: what the machine writes and the pricing reads.
    &["eventlog"],
    // The metering boundary: operands, blocks, the model's policy.
    &["machine"],
    // Pricing a finished log.
    &["cost"],
    &["value"],
    &["resolve", "check"],
    // The interpreter and its native functions.
    &["builtins", "eval"],
    &["report"],
    &["driver"],
    // Worker processes under OS limits (`score` and `test` run programs in them).
    &["workers"],
    &["repl", "score", "golden"],
    // The top: the embedding API and the command line it runs.
    &["api", "cli"],
];

/// Upward arrows (from, to) the code has today: none.
const KNOWN_UPWARD: &[(&str, &str)] = &[];

fn layer_of(module: &str) -> Option<usize> {
    LAYERS.iter().position(|layer| layer.contains(&module))
}

/// The top-level modules a file's code names through `crate::` (comments
/// left out; `crate::{a, b::c}` names `a` and `b`).
fn crate_paths(text: &str) -> BTreeSet<String> {
    let mut found = BTreeSet::new();
    for line in text.lines() {
        let code = line.split("//").next().unwrap_or("");
        let mut rest = code;
        while let Some(at) = rest.find("crate::") {
            rest = &rest[at + "crate::".len()..];
            match rest.strip_prefix('{') {
                Some(group) => {
                    let group = &group[..group.find('}').unwrap_or(group.len())];
                    for item in group.split(',') {
                        let name: String =
                            item.trim().chars().take_while(|c| c.is_alphanumeric() || *c == '_').collect();
                        if !name.is_empty() {
                            found.insert(name);
                        }
                    }
                }
                None => {
                    let name: String = rest.chars().take_while(|c| c.is_alphanumeric() || *c == '_').collect();
                    found.insert(name);
                }
            }
        }
    }
    found
}

/// Every arrow (from, to) between top-level modules of `src/`.
fn arrows() -> BTreeSet<(String, String)> {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    support::rust_files(&src, &mut files);
    let mut arrows = BTreeSet::new();
    for file in files {
        let relative = file.strip_prefix(&src).unwrap();
        let first = relative.components().next().unwrap().as_os_str().to_string_lossy().to_string();
        let module = first.trim_end_matches(".rs").to_string();
        if module == "main" || module == "lib" {
            continue; // the top: they may use anything
        }
        let text = std::fs::read_to_string(&file).expect("read a source file");
        for to in crate_paths(&text) {
            if to != module {
                arrows.insert((module.clone(), to));
            }
        }
    }
    arrows
}

#[test]
fn every_module_has_a_layer() {
    let lib = std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("src/lib.rs")).unwrap();
    for line in lib.lines() {
        if let Some(name) = line.strip_prefix("pub mod ").or_else(|| line.strip_prefix("mod ")) {
            let name = name.trim_end_matches(';').trim();
            assert!(layer_of(name).is_some(), "module `{name}` has no layer in tests/layers.rs");
        }
    }
}

#[test]
fn modules_use_only_their_layer_and_those_below() {
    let known: BTreeSet<(String, String)> = KNOWN_UPWARD.iter().map(|&(a, b)| (a.to_string(), b.to_string())).collect();
    let mut upward = BTreeSet::new();
    for (from, to) in arrows() {
        let (Some(a), Some(b)) = (layer_of(&from), layer_of(&to)) else {
            panic!("`{from}` -> `{to}`: a module with no layer (add it to LAYERS)");
        };
        if b > a {
            upward.insert((from, to));
        }
    }
    let new: Vec<_> = upward.difference(&known).collect();
    let gone: Vec<_> = known.difference(&upward).collect();
    assert!(new.is_empty(), "upward arrows against the layering: {new:?}");
    assert!(gone.is_empty(), "arrows listed in KNOWN_UPWARD that are gone (remove them from the list): {gone:?}");
}

#[test]
fn the_path_reader_sees_groups_and_skips_comments() {
    let text = "use crate::a::b;\nuse crate::{c, d::e};\n// crate::f\nlet x = crate::g::h(); // crate::i\n";
    let found: Vec<String> = crate_paths(text).into_iter().collect();
    assert_eq!(found, ["a", "c", "d", "g"]);
}
