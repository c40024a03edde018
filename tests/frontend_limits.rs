//! The front end on the inputs a hostile or generated submission can be:
//! megabytes of source, one enormous line, thousands of nested blocks,
//! millions of operators. Each must parse, or be refused with a short
//! diagnostic, in linear time and bounded memory. Speed itself is measured
//! by `cargo bench --bench speed` (front-end table), never here.

use std::process::Command;
use std::sync::Mutex;

use dmdpy::driver::parse_and_resolve;
use dmdpy::sandbox::memory;

/// The heap is counted process-wide: one test at a time.
static SERIAL: Mutex<()> = Mutex::new(());

/// About 4 MB of `unit`.
fn four_mb(unit: &str) -> String {
    unit.repeat((4 << 20) / unit.len())
}

/// `dmdpy check` on `source`: (exit code, stdout + stderr).
fn check(source: &str, name: &str) -> (i32, String) {
    let path = std::env::temp_dir().join(format!("dmdpy-frontend-{}-{name}.dmd", std::process::id()));
    std::fs::write(&path, source).expect("write source");
    let out = Command::new(env!("CARGO_BIN_EXE_dmdpy")).arg("check").arg(&path).output().expect("run dmdpy");
    let _ = std::fs::remove_file(&path);
    let text = String::from_utf8_lossy(&out.stdout).to_string() + &String::from_utf8_lossy(&out.stderr);
    (out.status.code().unwrap_or(-1), text)
}

/// Heap kept by a parsed module, per source byte.
fn kept_per_byte(source: &str) -> f64 {
    let before = memory::allocated();
    let module = parse_and_resolve(source, 0).unwrap_or_else(|d| panic!("{}", d.message));
    let kept = memory::allocated().saturating_sub(before);
    drop(module);
    kept as f64 / source.len() as f64
}

#[test]
fn four_megabytes_parse_in_linear_memory() {
    let _serial = SERIAL.lock().unwrap_or_else(|e| e.into_inner());
    for (shape, source) in [
        ("assignments", four_mb("x = 1\n")),
        ("functions", four_mb("def f(a, b):\n    return a + b * 2 - a // 3\n")),
        ("bare literals", four_mb("1\n")),
    ] {
        let per_byte = kept_per_byte(&source);
        assert!(per_byte < 50.0, "{shape}: the tree keeps {per_byte:.1} bytes per source byte");
    }
}

#[test]
fn a_file_of_number_literals_lexes_in_linear_time() {
    let _serial = SERIAL.lock().unwrap_or_else(|e| e.into_inner());
    // After each literal the lexer once re-validated the rest of the file.
    let source = four_mb("x = [1, 2.5, 0x1f, 3e2]\n");
    let module = parse_and_resolve(&source, 0).expect("parses");
    assert_eq!(module.body.len(), source.lines().count());
}

#[test]
fn a_million_term_line_is_refused_with_a_short_message() {
    let _serial = SERIAL.lock().unwrap_or_else(|e| e.into_inner());
    let source = format!("x = {}1\n", "1 + ".repeat(1_000_000));
    let (code, text) = check(&source, "terms");
    assert_eq!(code, 1, "{}", &text[..text.len().min(2000)]);
    assert!(text.contains("expression is too deeply nested (limit 200)"), "{}", &text[..text.len().min(2000)]);
    assert!(text.len() < 1000, "the diagnostic shows a window of the line, not 4 MB:\n{}", &text[..2000]);
    assert!(text.contains("1:5"), "{text}");
}

#[test]
fn ten_thousand_nested_blocks_are_refused() {
    let _serial = SERIAL.lock().unwrap_or_else(|e| e.into_inner());
    let mut source = String::new();
    for depth in 0..10_000 {
        source.push_str(&" ".repeat(depth));
        source.push_str("if x:\n");
    }
    source.push_str(&" ".repeat(10_000));
    source.push_str("pass\n");
    let (code, text) = check(&source, "blocks");
    assert_eq!(code, 1, "{text}");
    assert!(
        text.contains("too many levels of indentation") || text.contains("too many statically nested blocks"),
        "{text}"
    );
    assert!(text.len() < 2000, "{text}");
}

#[test]
fn long_lines_are_cut_in_diagnostics_with_true_columns() {
    let _serial = SERIAL.lock().unwrap_or_else(|e| e.into_inner());
    let prefix = format!("y = {}", "1 + ".repeat(50_000));
    let source = format!("{prefix}) + {}\n", "2 + ".repeat(50_000));
    let (code, text) = check(&source, "long-line");
    assert_eq!(code, 1);
    assert!(text.contains("unmatched ')'"), "{}", &text[..text.len().min(2000)]);
    assert!(text.contains(&format!("1:{}", prefix.len() + 1)), "the column is the real one:\n{text}");
    assert!(text.contains("..."), "{text}");
    assert!(text.lines().all(|line| line.chars().count() < 200), "{text}");
}

#[test]
fn runtime_tracebacks_cut_long_lines() {
    let _serial = SERIAL.lock().unwrap_or_else(|e| e.into_inner());
    let source = format!("x = []\ny = {}x[5]\n", "1 + ".repeat(150));
    let path = std::env::temp_dir().join(format!("dmdpy-frontend-{}-traceback.dmd", std::process::id()));
    std::fs::write(&path, &source).expect("write source");
    let out = Command::new(env!("CARGO_BIN_EXE_dmdpy")).arg("run").arg(&path).output().expect("run dmdpy");
    let _ = std::fs::remove_file(&path);
    let text = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{text}");
    assert!(text.contains("IndexError: list index out of range"), "{text}");
    assert!(text.contains(&format!("2:{}", 4 + 4 * 150 + 1)), "{text}");
    // The diagnostic's lines are cut; the summary line names the file.
    assert!(text.lines().filter(|l| !l.starts_with("dmdpy:")).all(|line| line.chars().count() < 200), "{text}");
}
