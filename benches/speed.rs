//! Speed benchmark: dmdpy against its peers on the same programs, in one
//! run, printed as a table and written to `target/bench-speed.md`.
//!
//! Peers: CPython running the program unmetered (a stub `bytedmd` module
//! that calls the function and returns 0), and CPython with the reference
//! tracer when `DMDPY_TRACER_DIR` names a directory holding `bytedmd.py`.
//! Also prices 10^6 reads at depth ~10^6 with the stack alone, and parses
//! 4 MB sources of several shapes (time, and heap kept per source byte;
//! the peer is CPython's `compile`).
//!
//! Run with `cargo bench --bench speed`.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, Instant};

use dmdpy::driver::{self, Options};

const STUB: &str = "def traced_eval(f, args):\n    return [], f(*args)\n\n\
def bytedmd(f, args, bytes_per_element=1):\n    f(*args)\n    return 0\n\n\
def inspect_ir(f, args):\n    f(*args)\n    return []\n\n\
def format_ir(ir):\n    return ''\n\n\
def trace_to_bytedmd(trace, bytes_per_element):\n    return 0\n";

fn main() {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let stub_dir = std::env::temp_dir().join("dmdpy-bench-stub");
    std::fs::create_dir_all(&stub_dir).expect("temp dir");
    std::fs::write(stub_dir.join("bytedmd.py"), STUB).expect("write stub");
    // CPython imports `stdlib/NAME.dmd` only under a `.py` name.
    let stdlib_dir = std::env::temp_dir().join("dmdpy-bench-stdlib");
    std::fs::create_dir_all(&stdlib_dir).expect("temp dir");
    for entry in std::fs::read_dir(root.join("stdlib")).expect("stdlib").flatten() {
        let path = entry.path();
        if let Some(name) = path.file_stem().filter(|_| path.extension().is_some_and(|e| e == "dmd")) {
            std::fs::copy(&path, stdlib_dir.join(name).with_extension("py")).expect("copy stdlib module");
        }
    }
    let tracer_dir = std::env::var_os("DMDPY_TRACER_DIR").map(PathBuf::from);
    let python = python3();

    let workloads = [
        root.join("benches/workloads/loops.dmd"),
        root.join("benches/workloads/deep_stack.dmd"),
        root.join("programs/linalg.dmd"),
        root.join("programs/microgpt.dmd"),
    ];
    let mut table = String::from(
        "| program | dmdpy (s) | CPython unmetered (s) | tracer (s) | dmdpy / CPython | tracer / dmdpy |\n|---|---:|---:|---:|---:|---:|\n",
    );
    for path in &workloads {
        let source = std::fs::read_to_string(path).expect("read workload");
        let name = path.file_name().unwrap().to_string_lossy().to_string();
        let dmdpy = best_of(3, || {
            let options = Options { capture: true, ..Options::default() };
            let outcome = driver::run_source(&name, &source, options);
            assert_eq!(outcome.exit_code, 0, "{name}: {:?}", outcome.error);
        });
        let cpython =
            python.as_ref().and_then(|py| best_of_python(3, || run_python(py, path, &[&stub_dir, &stdlib_dir])));
        let tracer = match (&python, &tracer_dir) {
            (Some(py), Some(dir)) => best_of_python(1, || run_python(py, path, &[dir, &stdlib_dir])),
            _ => None,
        };
        let secs = |d: Option<Duration>| d.map(|d| format!("{:.3}", d.as_secs_f64())).unwrap_or_else(|| "—".into());
        let ratio = |a: Option<Duration>, b: Option<Duration>| match (a, b) {
            (Some(a), Some(b)) => format!("{:.2}×", a.as_secs_f64() / b.as_secs_f64()),
            _ => "—".into(),
        };
        table.push_str(&format!(
            "| {name} | {:.3} | {} | {} | {} | {} |\n",
            dmdpy.as_secs_f64(),
            secs(cpython),
            secs(tracer),
            ratio(Some(dmdpy), cpython),
            ratio(tracer, Some(dmdpy)),
        ));
    }
    let (replay_time, replay_cost) = dmdpy::cost::bench_replay(1_000_000);
    table.push_str(&format!(
        "\nStack alone: 10^6 stores then 10^6 reads at depth ~10^6 priced in {:.3} s (cost {replay_cost}).\n",
        replay_time.as_secs_f64()
    ));
    front_end(&mut table, python.as_deref());
    if python.is_none() {
        table.push_str("\npython3 not found: CPython columns skipped.\n");
    }
    table.push_str(&format!("\nA CPython run over {PYTHON_TIMEOUT} s shows —.\n"));
    if tracer_dir.is_none() {
        table.push_str("\nDMDPY_TRACER_DIR not set: tracer column skipped.\n");
    }
    println!("{table}");
    let out = root.join("target/bench-speed.md");
    std::fs::write(&out, &table).expect("write table");
    println!("written to {}", out.display());
}

/// 4 MB sources of the shapes a hostile or generated file may take.
fn front_end_sources() -> Vec<(&'static str, String)> {
    const SIZE: usize = 4 << 20;
    let repeat = |unit: &str| unit.repeat(SIZE / unit.len());
    let mut names = String::new();
    let mut i = 0;
    while names.len() < SIZE {
        names.push_str(&format!("v{i} = {i}\n"));
        i += 1;
    }
    vec![
        ("`x = 1` lines", repeat("x = 1\n")),
        ("`1` lines", repeat("1\n")),
        ("distinct globals", names),
        ("small functions", repeat("def f(a, b):\n    return a + b * 2 - a // 3\n")),
        ("one `1 + 1 + ...` line", format!("x = {}1\n", "(1 + 1) * ".repeat(SIZE / 10))),
    ]
}

/// Parse time and kept heap for each front-end source.
fn front_end(table: &mut String, python: Option<&str>) {
    table.push_str(
        "\nFront end (parse, validate, resolve):\n\n| source (4 MB) | dmdpy (s) | CPython compile (s) | heap kept (bytes per source byte) |\n|---|---:|---:|---:|\n",
    );
    for (name, source) in front_end_sources() {
        let before = dmdpy::sandbox::memory::allocated();
        let start = Instant::now();
        let parsed = dmdpy::driver::parse_and_resolve(&source, 0);
        let secs = start.elapsed().as_secs_f64();
        let kept = dmdpy::sandbox::memory::allocated().saturating_sub(before) as f64 / source.len() as f64;
        let status = if parsed.is_ok() { String::new() } else { " (refused)".to_string() };
        let cpython = python.and_then(|py| python_compile_time(py, &source));
        let cpython = cpython.map_or("—".to_string(), |t| format!("{t:.3}"));
        table.push_str(&format!("| {name}{status} | {secs:.3} | {cpython} | {kept:.1} |\n"));
        drop(parsed);
    }
}

/// Seconds CPython takes to compile `source`, measured inside Python.
fn python_compile_time(python: &str, source: &str) -> Option<f64> {
    let path = std::env::temp_dir().join("dmdpy-bench-front-end.py");
    std::fs::write(&path, source).ok()?;
    let script = "import sys, time\ns = open(sys.argv[1]).read()\nt = time.perf_counter()\ntry:\n    compile(s, 'x', 'exec')\nexcept (SyntaxError, RecursionError, MemoryError):\n    pass\nprint(time.perf_counter() - t)";
    let out = Command::new(python).args(["-c", script]).arg(&path).output().ok()?;
    String::from_utf8_lossy(&out.stdout).trim().parse().ok()
}

fn python3() -> Option<String> {
    let ok = Command::new("python3").arg("--version").output().map(|o| o.status.success()).unwrap_or(false);
    ok.then(|| "python3".to_string())
}

/// Seconds a CPython run may take before its column reads "—" (the
/// tracer is quadratic in the stack size).
const PYTHON_TIMEOUT: &str = "300";

/// Runs `python3 program` with `dirs` on the path; false on timeout.
fn run_python(python: &str, program: &Path, dirs: &[&Path]) -> bool {
    let status = Command::new("timeout")
        .args([PYTHON_TIMEOUT, python])
        .arg(program)
        .env("PYTHONPATH", std::env::join_paths(dirs).expect("path"))
        .stdout(std::process::Stdio::null())
        .status()
        .expect("run python3");
    if status.code() == Some(124) {
        return false;
    }
    assert!(status.success(), "python3 {} failed", program.display());
    true
}

/// The best time of `n` Python runs; `None` when one timed out.
fn best_of_python(n: usize, mut job: impl FnMut() -> bool) -> Option<Duration> {
    let mut best: Option<Duration> = None;
    for _ in 0..n {
        let start = Instant::now();
        if !job() {
            return None;
        }
        let t = start.elapsed();
        best = Some(best.map_or(t, |b| b.min(t)));
    }
    best
}

fn best_of(n: usize, mut job: impl FnMut()) -> Duration {
    (0..n)
        .map(|_| {
            let start = Instant::now();
            job();
            start.elapsed()
        })
        .min()
        .unwrap_or_default()
}
