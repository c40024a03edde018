//! The front end on the inputs a hostile or generated submission can be:
//! megabytes of source, one enormous line, thousands of nested blocks,
//! millions of operators. Each must parse, or be refused with a short
//! diagnostic, in linear time and bounded memory. Speed itself is measured
//! by `cargo bench --bench speed` (front-end table), never here.

use std::process::Command;
use std::sync::Mutex;

use dmdpy::testing::driver::parse_and_resolve;
use dmdpy::testing::sandbox::memory;

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

/// `dmdpy run` on `source` (written as `name`): (exit code, stdout, stderr).
fn run(source: &str, name: &str) -> (i32, String, String) {
    let path = std::env::temp_dir().join(format!("dmdpy-frontend-{}-{name}.dmd", std::process::id()));
    std::fs::write(&path, source).expect("write source");
    let out = Command::new(env!("CARGO_BIN_EXE_dmdpy")).args(["run", "-q"]).arg(&path).output().expect("run dmdpy");
    let _ = std::fs::remove_file(&path);
    let text = |b: &[u8]| String::from_utf8_lossy(b).to_string();
    (out.status.code().unwrap_or(-1), text(&out.stdout), text(&out.stderr))
}

/// A flat chain of operators is not nesting: a sum of 201 terms prints
/// 201 as CPython does, and a 4 MB chain (`benches/speed.rs`'s) is parsed,
/// checked and run without recursion, under both models.
#[test]
fn flat_operator_chains_of_any_length_run() {
    let _serial = SERIAL.lock().unwrap_or_else(|e| e.into_inner());
    let (code, stdout, stderr) = run(&format!("x = {}1\nprint(x)\n", "1 + ".repeat(200)), "201-terms");
    assert_eq!((code, stdout.as_str()), (0, "201\n"), "{stderr}");
    let million = format!("x = {}1\nprint(x)\n", "1 + ".repeat(999_999));
    assert_eq!(check(&million, "million").0, 0);
    let (code, stdout, stderr) = run(&million, "million");
    assert_eq!((code, stdout.as_str()), (0, "1000000\n"), "{}", &stderr[..stderr.len().min(2000)]);
    let products = format!("x = {}1\nprint(x.bit_length())\n", "(1 + 1) * ".repeat((4 << 20) / 10));
    let (code, stdout, stderr) = run(&products, "products");
    assert_eq!((code, stdout.trim()), (0, ((4 << 20) / 10 + 1).to_string().as_str()), "{stderr}");
}

/// Every walk of a chain is a loop: parsed, validated, resolved, checked
/// and dropped on a thread of 1 MiB of stack, a 4 MB chain is fine.
#[test]
fn chains_take_no_stack_in_any_walk() {
    let _serial = SERIAL.lock().unwrap_or_else(|e| e.into_inner());
    let source = format!("a = b = c = 1\nx = {}1\nprint(x)\n", "(a + b) * c - ".repeat((4 << 20) / 14));
    let checked = std::thread::Builder::new()
        .stack_size(1 << 20)
        .spawn(move || {
            let module = parse_and_resolve(&source, 0).expect("parses and resolves");
            dmdpy::testing::check::check(&module, None).is_empty()
        })
        .expect("spawn")
        .join()
        .expect("no stack overflow, no panic");
    assert!(checked);
}

/// Real nesting (a right-associated power, unary minus) past the limit is
/// still refused, with a short message, whatever its length.
#[test]
fn deep_nesting_is_refused_with_a_short_message() {
    let _serial = SERIAL.lock().unwrap_or_else(|e| e.into_inner());
    for (name, source) in
        [("powers", format!("x = {}1\n", "1 ** ".repeat(1_000_000))), ("minus", format!("x = {}1\n", "-".repeat(300)))]
    {
        let (code, text) = check(&source, name);
        let shown = &text[..text.len().min(2000)];
        assert_eq!(code, 1, "{name}: {shown}");
        assert!(text.contains("expression is too deeply nested (limit 200)"), "{name}: {shown}");
        assert!(text.len() < 1000, "the diagnostic shows a window of the line, not 4 MB:\n{shown}");
    }
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
