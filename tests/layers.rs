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

fn lib_rs() -> String {
    std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("src/lib.rs")).unwrap()
}

/// The modules of `src/` that lib.rs declares from files (`mod name;`).
fn file_modules(lib: &str) -> Vec<String> {
    let mut names = Vec::new();
    for line in lib.lines() {
        let declared = ["pub mod ", "pub(crate) mod ", "mod "].iter().find_map(|p| line.strip_prefix(p));
        if let Some(name) = declared.and_then(|rest| rest.strip_suffix(';')) {
            names.push(name.trim().to_string());
        }
    }
    names
}

#[test]
fn every_module_has_a_layer() {
    let modules = file_modules(&lib_rs());
    assert!(modules.len() > 20 && modules.contains(&"eval".to_string()), "read the modules of lib.rs: {modules:?}");
    for name in modules {
        assert!(layer_of(&name).is_some(), "module `{name}` has no layer in tests/layers.rs");
    }
}

/// What lib.rs makes public at its top level: `pub` items, not
/// `pub(crate)` ones.
fn public_items(lib: &str) -> Vec<&str> {
    lib.lines().filter(|line| line.starts_with("pub ")).collect()
}

/// The lines of the block that `opening` (a line of lib.rs) opens, up to
/// its closing `}` at the start of a line.
fn block<'a>(lib: &'a str, opening: &str) -> Vec<&'a str> {
    lib.lines().skip_while(|line| *line != opening).skip(1).take_while(|line| *line != "}").collect()
}

#[test]
fn lib_exports_the_api_and_the_hidden_testing_module_only() {
    let lib = lib_rs();
    assert_eq!(public_items(&lib), ["pub mod api;", "pub mod testing {"], "lib.rs may export `api` and `testing` only");
    let hidden = lib.lines().zip(lib.lines().skip(1)).any(|(a, b)| a == "#[doc(hidden)]" && b == "pub mod testing {");
    assert!(hidden, "`testing` is not API: it stays #[doc(hidden)]");
    // `testing` only re-exports: nested modules of `pub use`s, no code.
    let body = block(&lib, "pub mod testing {");
    assert!(body.iter().any(|line| line.trim_start().starts_with("pub use crate::")), "read the body of `testing`");
    for line in body {
        let line = line.trim();
        let reexport = line.starts_with("pub use crate::") && line.ends_with(';');
        let nested = line.starts_with("pub mod ") && line.ends_with(" {");
        let comment = line.starts_with("//");
        assert!(reexport || nested || comment || line == "}", "`testing` only re-exports; found `{line}`");
    }
}

#[test]
fn the_export_check_sees_pub_items_and_skips_crate_ones() {
    let lib = "pub mod api;\npub(crate) mod cost;\nmod eval;\npub use crate::cost::Model;\n#[doc(hidden)]\npub mod testing {\n    pub mod driver {\n        pub use crate::driver::run;\n    }\n}\n";
    assert_eq!(public_items(lib), ["pub mod api;", "pub use crate::cost::Model;", "pub mod testing {"]);
    assert_eq!(file_modules(lib), ["api", "cost", "eval"]);
    assert_eq!(
        block(lib, "pub mod testing {"),
        ["    pub mod driver {", "        pub use crate::driver::run;", "    }"]
    );
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
