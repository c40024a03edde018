//! The metering boundary holds by construction: no code outside
//! `src/machine*` can see a scalar's payload without the machine recording
//! the read. Rust privacy keeps `Operand`'s fields inside the machine (the
//! `compile_fail` doctest in `machine/operand.rs`); this test keeps the
//! machine's own surface honest:
//!
//! - the only `Machine` method that hands out a payload without recording
//!   a read is `observe`, and only the REPL's `:stack` view calls it;
//! - accessors that once leaked payloads (`peek`, `unwrap_payload`,
//!   `set_muted`, `unmetered`) do not come back.

mod support;

use std::path::PathBuf;

/// Machine methods that reveal a payload and record nothing, and the only
/// folder allowed to call each.
const UNRECORDED: &[(&str, &str)] = &[("observe", "src/repl")];

/// Names of the accessors that used to bypass the meter.
const GONE: &[&str] = &["peek", "unwrap_payload", "set_muted", "unmetered"];

fn sources() -> Vec<(String, String)> {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    support::rust_files(&root.join("src"), &mut files);
    files.sort();
    files
        .into_iter()
        .map(|p| {
            let rel = p.strip_prefix(&root).unwrap().to_string_lossy().replace('\\', "/");
            (rel, std::fs::read_to_string(&p).unwrap())
        })
        .collect()
}

fn in_machine(path: &str) -> bool {
    path == "src/machine.rs" || path.starts_with("src/machine/")
}

#[test]
fn only_observe_reveals_a_payload_without_a_read() {
    let machine = std::fs::read_to_string(PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("src/machine.rs")).unwrap();
    let mut revealing = Vec::new();
    for line in machine.lines().map(str::trim) {
        let Some(rest) = line.strip_prefix("pub fn ") else { continue };
        let name: String = rest.chars().take_while(|c| c.is_alphanumeric() || *c == '_').collect();
        // A signature that returns a payload (`Scalar`) or its text without
        // taking a `Site` cannot have recorded a read against a line.
        let returns_payload = line.split("->").nth(1).is_some_and(|r| r.contains("Scalar"));
        if returns_payload && !line.contains("site: Site") {
            revealing.push(name);
        }
    }
    let allowed: Vec<&str> = UNRECORDED.iter().map(|(n, _)| *n).collect();
    assert_eq!(revealing, allowed, "Machine methods returning a payload without a read site");
}

#[test]
fn unrecorded_accessors_stay_where_they_are_allowed() {
    let mut bad = Vec::new();
    for (path, text) in sources() {
        if in_machine(&path) {
            continue;
        }
        for (name, folder) in UNRECORDED {
            if text.contains(&format!(".{name}(")) && !path.starts_with(folder) {
                bad.push(format!("{path} calls Machine::{name} (only {folder}/ may: it records no read)"));
            }
        }
        for name in GONE {
            if text.contains(&format!("machine.{name}(")) || text.contains(&format!("fn {name}(")) {
                bad.push(format!("{path} uses `{name}`, an accessor that bypassed the meter"));
            }
        }
    }
    assert!(bad.is_empty(), "\n{}", bad.join("\n"));
}
