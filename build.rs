//! Build script: generates the LALRPOP parser from `grammar/dmd.lalrpop`
//! (loaded by `src/syntax/parser.rs`) and the table of embedded library
//! modules from `stdlib/*.dmd` (loaded by `src/stdlib.rs`), both into
//! `$OUT_DIR`.

use std::env;
use std::fmt::Write as _;
use std::fs;
use std::path::{Path, PathBuf};

fn main() {
    let result = lalrpop::Configuration::new().set_in_dir("grammar").emit_rerun_directives(true).process();
    if let Err(err) = result {
        eprintln!("grammar generation failed: {err}");
        std::process::exit(1);
    }
    if let Err(err) = write_stdlib_table() {
        eprintln!("stdlib table generation failed: {err}");
        std::process::exit(1);
    }
}

/// Writes `$OUT_DIR/stdlib_table.rs`: `STDLIB`, one `(name, source)` pair
/// per `stdlib/NAME.dmd`, sorted by name so builds are reproducible.
fn write_stdlib_table() -> std::io::Result<()> {
    let manifest = PathBuf::from(env::var("CARGO_MANIFEST_DIR").map_err(std::io::Error::other)?);
    let dir = manifest.join("stdlib");
    println!("cargo:rerun-if-changed={}", dir.display());
    println!("cargo:rerun-if-changed=build.rs");
    let mut modules: Vec<(String, PathBuf)> = Vec::new();
    if dir.is_dir() {
        for entry in fs::read_dir(&dir)? {
            let path = entry?.path();
            let name = path.file_stem().and_then(|s| s.to_str()).map(str::to_string);
            if let (Some(name), Some("dmd")) = (name, path.extension().and_then(|e| e.to_str())) {
                modules.push((name, path));
            }
        }
    }
    modules.sort();
    let mut table =
        String::from("/// Embedded stdlib modules: (name, source).\npub static STDLIB: &[(&str, &str)] = &[\n");
    for (name, path) in &modules {
        let _ = writeln!(table, "    ({name:?}, include_str!({:?})),", path.display().to_string());
    }
    table.push_str("];\n");
    let out = PathBuf::from(env::var("OUT_DIR").map_err(std::io::Error::other)?);
    write_if_changed(&out.join("stdlib_table.rs"), &table)
}

fn write_if_changed(path: &Path, text: &str) -> std::io::Result<()> {
    if fs::read_to_string(path).is_ok_and(|old| old == text) {
        return Ok(());
    }
    fs::write(path, text)
}
