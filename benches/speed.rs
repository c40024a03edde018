//! Speed and memory benchmark: dmdpy against its peers on the same
//! programs, in one run, printed as tables and written to
//! `target/bench-speed.md` (docs/performance.md shows it).
//!
//! Every run is a whole process (start-up included), timed best of three
//! in wall and CPU time (user + system), with its peak RSS from `wait4`. Peers: CPython running the program
//! unmetered (a stub `bytedmd` module that calls the function), and CPython
//! with the reference tracer when `DMDPY_TRACER_DIR` names a directory
//! holding `bytedmd.py`. dmdpy runs each workload under `strict` and
//! `reference`, and, for workloads with a `METERED` switch, with nothing
//! metered (`--model reference --set METERED=False`). Reads are the run's
//! `total_reads` from its `--json` report. A third table runs the workloads
//! issue 12 names for its strict target, the short ones at the size their
//! `# long run:` lines give (CPython over 0.1 s). Also prices 10^6 reads at depth
//! ~10^6 with the stack alone, and parses 4 MB sources of several shapes
//! (time, and heap kept per source byte; the peer is CPython's `compile`),
//! and times how long `programs/sparse_parity.dmd`'s `--html` page takes to
//! draw in a headless Chromium, and how long `dmdpy test` takes on a
//! generated folder of 100 small programs with their goldens (on all
//! cores and on one). Last, the REPL: a 4M-iteration loop typed
//! as one entry against the same loop under `dmdpy run` (wall and CPU
//! time, whole processes), and how long Ctrl-C takes to end a running
//! entry in a pseudo-terminal.
//!
//! Run with `cargo bench --bench speed`; `DMDPY_BENCH_ONLY=repl` runs the
//! REPL's section alone.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::Instant;

#[path = "../tests/support/browser.rs"]
mod browser;

const STUB: &str = "def traced_eval(f, args):\n    return [1], f(*args)\n\n\
def bytedmd(f, args, bytes_per_element=1):\n    f(*args)\n    return 1\n\n\
def inspect_ir(f, args):\n    f(*args)\n    return []\n\n\
def format_ir(ir):\n    return ''\n\n\
def trace_to_bytedmd(trace, bytes_per_element):\n    return 1\n";

/// The workloads, in table order: the seeds' kernels, then whole programs.
const WORKLOADS: &[&str] = &[
    "benches/workloads/sgd.dmd",
    "benches/workloads/matmul.dmd",
    "benches/workloads/attention_naive.dmd",
    "benches/workloads/attention_tiled.dmd",
    "benches/workloads/fourier.dmd",
    "benches/workloads/gf2.dmd",
    "benches/workloads/scan.dmd",
    "benches/workloads/loops.dmd",
    "benches/workloads/deep_stack.dmd",
    "programs/engram_offload.dmd",
    "programs/sparse_parity.dmd",
];

/// The workloads issue 12 names for its strict target (within 4× CPython
/// on long runs), and `loops.dmd`: the table of long runs.
const LONG_RUNS: &[&str] = &["sgd", "matmul", "attention_naive", "fourier", "scan", "loops"];

/// One whole-process run: best wall time, best CPU time (user + system,
/// every thread) and the largest peak RSS.
#[derive(Clone, Copy)]
struct Run {
    secs: f64,
    cpu: f64,
    rss_mib: f64,
}

fn main() {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let dmdpy = PathBuf::from(env!("CARGO_BIN_EXE_dmdpy"));
    if std::env::var("DMDPY_BENCH_ONLY").is_ok_and(|v| v.trim() == "repl") {
        let mut table = format!("Machine: {}.\n", machine());
        repl_section(&mut table, &dmdpy);
        println!("{table}");
        return;
    }
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
    let json = std::env::temp_dir().join("dmdpy-bench-report.json");

    let mut strict_table = String::from(
        "| workload | CPython (s) | strict (s) | × CPython | reads | reads/s | peak RSS (MiB) | CPython RSS (MiB) |\n\
         |---|---:|---:|---:|---:|---:|---:|---:|\n",
    );
    let mut reference_table = String::from(
        "| workload | CPython (s) | reference (s) | × CPython | reads | reads/s | peak RSS (MiB) | nothing metered (s) | × CPython | tracer (s) | tracer / reference |\n\
         |---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|\n",
    );
    let mut long_table = String::from(
        "| workload | size | CPython (s) | strict (s) | × CPython | reads | reads/s | peak RSS (MiB) \
         | CPython CPU (s) | strict CPU (s) | × CPython | one thread: CPU (s) | × CPython |\n\
         |---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|\n",
    );
    let (mut strict_ratios, mut reference_ratios, mut long_ratios) = (Vec::new(), Vec::new(), Vec::new());
    let (mut long_cpu_ratios, mut one_thread_ratios) = (Vec::new(), Vec::new());
    for workload in WORKLOADS {
        let path = root.join(workload);
        let name = path.file_stem().unwrap().to_string_lossy().to_string();
        let source = std::fs::read_to_string(&path).expect("read workload");
        let switch = source.lines().any(|l| l.starts_with("METERED = True"));
        let cpython = python.as_ref().and_then(|py| cpython_run(py, &path, &[&stub_dir, &stdlib_dir]));
        let strict = dmdpy_run(&dmdpy, &path, "strict", true, &json);
        let reference = dmdpy_run(&dmdpy, &path, "reference", true, &json);
        let unmetered = if switch { dmdpy_run(&dmdpy, &path, "reference", false, &json) } else { None };
        let tracer = match (&python, &tracer_dir) {
            (Some(py), Some(dir)) => best_of(1, || whole_process(&mut python_command(py, &path, &[dir, &stdlib_dir]))),
            _ => None,
        };
        let cpy = cpython.map(|r| r.secs);
        if let (Some((s, _)), Some(c)) = (strict, cpy) {
            strict_ratios.push(s.secs / c);
        }
        if let (Some((r, _)), Some(c)) = (reference, cpy) {
            reference_ratios.push(r.secs / c);
        }
        strict_table.push_str(&format!(
            "| {name} | {} | {} | {} |\n",
            secs(cpy),
            metered_cells(strict, cpy),
            mib(cpython.map(|r| r.rss_mib)),
        ));
        reference_table.push_str(&format!(
            "| {name} | {} | {} | {} | {} | {} | {} |\n",
            secs(cpy),
            metered_cells(reference, cpy),
            secs(unmetered.map(|u| u.0.secs)),
            ratio(unmetered.map(|u| u.0.secs), cpy),
            secs(tracer.map(|t| t.secs)),
            ratio(tracer.map(|t| t.secs), reference.map(|r| r.0.secs)),
        ));
        if LONG_RUNS.contains(&name.as_str()) {
            // A workload without `# long run:` lines is long as it is.
            let (long_path, size) = match long_copy(&path, &source) {
                Some((copy, size)) => (copy, size),
                None => (path.clone(), "as is".to_string()),
            };
            let (cpython, strict) = match long_path == path {
                true => (cpython, strict),
                false => (
                    python.as_ref().and_then(|py| cpython_run(py, &long_path, &[&stub_dir, &stdlib_dir])),
                    dmdpy_run(&dmdpy, &long_path, "strict", true, &json),
                ),
            };
            // On one pricing thread, as on a busy machine: CPU time only.
            let one_thread =
                dmdpy_run_with(&dmdpy, &long_path, "strict", true, &json, &[("DMDPY_PRICING_THREADS", "1")]);
            let cpy = cpython.map(|r| r.secs);
            let cpy_cpu = cpython.map(|r| r.cpu);
            let (strict_cpu, one_cpu) = (strict.map(|s| s.0.cpu), one_thread.map(|s| s.0.cpu));
            if let (Some((s, _)), Some(c)) = (strict, cpy) {
                long_ratios.push(s.secs / c);
            }
            if let (Some(s), Some(o), Some(c)) = (strict_cpu, one_cpu, cpy_cpu) {
                long_cpu_ratios.push(s / c);
                one_thread_ratios.push(o / c);
            }
            long_table.push_str(&format!(
                "| {name} | {size} | {} | {} | {} | {} | {} | {} | {} |\n",
                secs(cpy),
                metered_cells(strict, cpy),
                secs(cpy_cpu),
                secs(strict_cpu),
                ratio(strict_cpu, cpy_cpu),
                secs(one_cpu),
                ratio(one_cpu, cpy_cpu),
            ));
        }
    }
    let mut table = format!("Machine: {}.\n\n", machine());
    table.push_str(&format!(
        "### strict\n\n{strict_table}\nGeometric mean of strict / CPython: {}.\n\n",
        geomean(&strict_ratios)
    ));
    table.push_str(&format!(
        "### reference\n\n{reference_table}\nGeometric mean of reference / CPython: {}.\n",
        geomean(&reference_ratios)
    ));
    table.push_str(&format!(
        "\n### strict on long runs\n\nThe workloads issue 12 names for its strict target (within 4× CPython \
         on long runs): sgd, matmul (n = 96) and `loops.dmd` as they are, and the short kernels at the size \
         their `# long run:` lines give (in a copy), where CPython runs for more than 0.1 s.\n\n\
         {long_table}\nGeometric mean of strict / CPython: {} in wall time (the largest: {}); in CPU time \
         {} with the pricing's second thread, {} on one thread (`DMDPY_PRICING_THREADS=1`).\n",
        geomean(&long_ratios),
        long_ratios.iter().copied().reduce(f64::max).map_or("—".into(), |r| format!("{r:.2}×")),
        geomean(&long_cpu_ratios),
        geomean(&one_thread_ratios),
    ));
    let (replay_time, replay_cost) = dmdpy::testing::cost::bench_replay(1_000_000);
    table.push_str(&format!(
        "\nStack alone: 10^6 stores then 10^6 reads at depth ~10^6 priced in {:.3} s (cost {replay_cost}).\n",
        replay_time.as_secs_f64()
    ));
    front_end(&mut table, python.as_deref());
    report_page(&mut table, &dmdpy, &root);
    test_section(&mut table, &dmdpy);
    repl_section(&mut table, &dmdpy);
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

/// How long `programs/sparse_parity.dmd`'s `--html` page (37 million reads)
/// takes to draw in a headless Chromium, as the page measures itself
/// (`data-render-ms`): best of three loads.
fn report_page(table: &mut String, dmdpy: &Path, root: &Path) {
    let Some(browser) = browser::chromium() else {
        table.push_str("\nNo chromium found: the report page's draw time skipped.\n");
        return;
    };
    let dir = std::env::temp_dir().join("dmdpy-bench-html");
    std::fs::create_dir_all(&dir).expect("temp dir");
    let page = dir.join("sparse_parity.html");
    let made = Command::new(dmdpy)
        .args(["run", "-q", "--html"])
        .arg(&page)
        .arg("programs/sparse_parity.dmd")
        .current_dir(root)
        .stdout(Stdio::null())
        .status()
        .is_ok_and(|s| s.success());
    let url = format!("file://{}", page.display());
    let best = (0..3)
        .filter(|_| made)
        .filter_map(|_| {
            let dom = browser::browse(&browser, "--dump-dom", &url, &dir.join("profile"));
            browser::body_attribute(&dom, "data-render-ms")?.parse::<u64>().ok()
        })
        .min();
    let shown = best.map_or("— (the page did not draw)".to_string(), |ms| format!("{ms} ms"));
    table.push_str(&format!(
        "\nReport page: `programs/sparse_parity.dmd`'s `--html` page draws in {shown} (headless Chromium, best of three).\n"
    ));
}

/// The programs of `test_section`'s folder.
const TEST_PROGRAMS: usize = 100;

/// `dmdpy test` on a folder of `TEST_PROGRAMS` small programs (each a
/// little kernel of its own size, with a golden blessed beforehand): best
/// of three whole runs on every core, and on one (`--jobs 1`).
fn test_section(table: &mut String, dmdpy: &Path) {
    let dir = std::env::temp_dir().join("dmdpy-bench-test");
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("temp dir");
    for i in 0..TEST_PROGRAMS {
        let program = format!(
            "def dot(a, b):\n    s = 0\n    for i in range(len(a)):\n        s += a[i] * b[i]\n    return s\n\n\
             xs = [(j * {k}) % 17 for j in range({n})]\nprint(dot(xs, xs))\n",
            k = i + 1,
            n = 20 + i % 40
        );
        std::fs::write(dir.join(format!("p{i:03}.dmd")), program).expect("write a program");
    }
    let blessed = Command::new(dmdpy).args(["test", "--bless"]).arg(&dir).stdout(Stdio::null()).status();
    if !blessed.is_ok_and(|s| s.success()) {
        table.push_str("\n`dmdpy test` on the generated programs: — (blessing failed).\n");
        return;
    }
    let time = |jobs: Option<&str>| {
        best_of(3, || {
            let mut cmd = Command::new(dmdpy);
            cmd.arg("test").arg(&dir);
            if let Some(jobs) = jobs {
                cmd.args(["--jobs", jobs]);
            }
            whole_process(&mut cmd)
        })
    };
    let (all, one) = (time(None), time(Some("1")));
    let per =
        |r: Option<Run>| r.map_or("—".to_string(), |r| format!("{:.1}", r.secs * 1000.0 / TEST_PROGRAMS as f64));
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    table.push_str(&format!(
        "\n`dmdpy test` on {TEST_PROGRAMS} small programs with their goldens: {} s on {cores} core(s) ({} ms a \
         program), {} s with `--jobs 1` ({} ms a program); best of three.\n",
        secs(all.map(|r| r.secs)),
        per(all),
        secs(one.map(|r| r.secs)),
        per(one),
    ));
}

/// Runs `cmd` to its end (stdout discarded); its wall time and peak RSS,
/// `None` if it failed or timed out.
fn whole_process(cmd: &mut Command) -> Option<Run> {
    let start = Instant::now();
    let child = cmd.stdout(Stdio::null()).stderr(Stdio::null()).spawn().ok()?;
    let mut status = 0;
    // SAFETY: an all-zero `rusage` is a valid value for wait4 to fill in.
    let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
    // SAFETY: waits for our own child, once; `child` is not waited on again.
    let pid = unsafe { libc::wait4(child.id() as libc::pid_t, &mut status, 0, &mut usage) };
    let secs = start.elapsed().as_secs_f64();
    let ok = pid > 0 && libc::WIFEXITED(status) && libc::WEXITSTATUS(status) == 0;
    let time = |t: libc::timeval| t.tv_sec as f64 + t.tv_usec as f64 / 1e6;
    let cpu = time(usage.ru_utime) + time(usage.ru_stime);
    // ru_maxrss is in KiB on Linux.
    ok.then_some(Run { secs, cpu, rss_mib: usage.ru_maxrss as f64 / 1024.0 })
}

/// The best time of `n` runs (and the largest RSS); `None` if one failed.
fn best_of(n: usize, mut job: impl FnMut() -> Option<Run>) -> Option<Run> {
    let mut best: Option<Run> = None;
    for _ in 0..n {
        let run = job()?;
        best = Some(match best {
            None => run,
            Some(b) => Run { secs: b.secs.min(run.secs), cpu: b.cpu.min(run.cpu), rss_mib: b.rss_mib.max(run.rss_mib) },
        });
    }
    best
}

/// CPython running `path` unmetered, with `dirs` on its path: best of three.
fn cpython_run(python: &str, path: &Path, dirs: &[&Path]) -> Option<Run> {
    best_of(3, || whole_process(&mut python_command(python, path, dirs)))
}

/// dmdpy running `path` under `model` (with nothing metered unless
/// `metered`): best of three, with the run's reads (from its report).
fn dmdpy_run(dmdpy: &Path, path: &Path, model: &str, metered: bool, json: &Path) -> Option<(Run, u64)> {
    dmdpy_run_with(dmdpy, path, model, metered, json, &[])
}

/// `dmdpy_run` with the variables of `env` set.
fn dmdpy_run_with(
    dmdpy: &Path,
    path: &Path,
    model: &str,
    metered: bool,
    json: &Path,
    env: &[(&str, &str)],
) -> Option<(Run, u64)> {
    let name = path.file_stem().unwrap_or_default().to_string_lossy();
    best_of(3, || {
        let mut cmd = Command::new(dmdpy);
        cmd.args(["run", "--quiet", "--model", model, "--json"]).arg(json).arg(path).envs(env.iter().copied());
        if !metered {
            cmd.args(["--set", "METERED=False"]);
        }
        whole_process(&mut cmd)
    })
    .map(|run| (run, if metered { total_reads(json) } else { 0 }))
    .or_else(|| {
        eprintln!("{name}: dmdpy --model {model} (metered: {metered}) failed");
        None
    })
}

/// A copy of a workload at the size its `# long run: NAME = VALUE` lines
/// give (each replaces the line `NAME = ...`), written to a temporary
/// directory, and the sizes as text; `None` for a workload without such
/// lines. Panics on a line naming no assignment: the table would lie.
fn long_copy(path: &Path, source: &str) -> Option<(PathBuf, String)> {
    let sizes: Vec<(&str, &str)> =
        (source.lines()).filter_map(|l| l.strip_prefix("# long run: ")?.split_once(" = ")).collect();
    if sizes.is_empty() {
        return None;
    }
    let mut lines: Vec<String> = source.lines().map(String::from).collect();
    for (name, value) in &sizes {
        let prefix = format!("{name} = ");
        let line = lines.iter_mut().find(|l| l.starts_with(&prefix));
        let line = line.unwrap_or_else(|| panic!("{}: no line `{prefix}...` to resize", path.display()));
        *line = format!("{prefix}{value}");
    }
    let dir = std::env::temp_dir().join("dmdpy-bench-long");
    std::fs::create_dir_all(&dir).expect("temp dir");
    let copy = dir.join(path.file_name()?);
    std::fs::write(&copy, lines.join("\n") + "\n").expect("write long copy");
    let size = sizes.iter().map(|(n, v)| format!("{n} = {v}")).collect::<Vec<_>>().join(", ");
    Some((copy, size))
}

fn total_reads(json: &Path) -> u64 {
    let text = std::fs::read_to_string(json).unwrap_or_default();
    let doc: serde_json::Value = serde_json::from_str(&text).unwrap_or_default();
    doc["total_reads"].as_u64().unwrap_or(0)
}

/// A metered run's cells: seconds, × CPython, reads, reads/s, peak RSS.
fn metered_cells(run: Option<(Run, u64)>, cpython: Option<f64>) -> String {
    let Some((run, reads)) = run else { return ["—"; 5].join(" | ") };
    [
        secs(Some(run.secs)),
        ratio(Some(run.secs), cpython),
        thousands(reads),
        per_second(reads, run.secs),
        mib(Some(run.rss_mib)),
    ]
    .join(" | ")
}

fn secs(s: Option<f64>) -> String {
    s.map_or("—".into(), |s| format!("{s:.3}"))
}

fn mib(m: Option<f64>) -> String {
    m.map_or("—".into(), |m| format!("{m:.0}"))
}

fn ratio(a: Option<f64>, b: Option<f64>) -> String {
    match (a, b) {
        (Some(a), Some(b)) => format!("{:.2}×", a / b),
        _ => "—".into(),
    }
}

fn geomean(ratios: &[f64]) -> String {
    if ratios.is_empty() {
        return "—".into();
    }
    let log: f64 = ratios.iter().map(|r| r.ln()).sum::<f64>() / ratios.len() as f64;
    format!("{:.2}×", log.exp())
}

fn thousands(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

fn per_second(reads: u64, secs: f64) -> String {
    match reads {
        0 => "—".into(),
        n => format!("{:.1} M", n as f64 / secs / 1e6),
    }
}

/// The CPU model and core count, and the memory, from /proc.
fn machine() -> String {
    let cpuinfo = std::fs::read_to_string("/proc/cpuinfo").unwrap_or_default();
    let model =
        cpuinfo.lines().find_map(|l| l.strip_prefix("model name")).map(|m| m.trim_start_matches([' ', '\t', ':']));
    let cores = std::thread::available_parallelism().map_or(0, |n| n.get());
    let meminfo = std::fs::read_to_string("/proc/meminfo").unwrap_or_default();
    let mem_kib: u64 = meminfo
        .lines()
        .find_map(|l| l.strip_prefix("MemTotal:"))
        .and_then(|v| v.split_whitespace().next()?.parse().ok())
        .unwrap_or(0);
    format!("{} ({cores} cores), {} GiB", model.unwrap_or("unknown CPU"), mem_kib / (1 << 20))
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
        // A chain of operators, not nesting: parsed (and run, in
        // `tests/frontend_limits.rs`) without recursion.
        ("one `(1 + 1) * ...` chain", format!("x = {}1\n", "(1 + 1) * ".repeat(SIZE / 10))),
    ]
}

/// Parse time and kept heap for each front-end source.
fn front_end(table: &mut String, python: Option<&str>) {
    table.push_str(
        "\nFront end (parse, validate, resolve):\n\n| source (4 MB) | dmdpy (s) | CPython compile (s) | heap kept (bytes per source byte) |\n|---|---:|---:|---:|\n",
    );
    for (name, source) in front_end_sources() {
        let before = dmdpy::testing::sandbox::memory::allocated();
        let start = Instant::now();
        let parsed = dmdpy::testing::driver::parse_and_resolve(&source, 0);
        let secs = start.elapsed().as_secs_f64();
        let kept = dmdpy::testing::sandbox::memory::allocated().saturating_sub(before) as f64 / source.len() as f64;
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
    let out = Command::new("timeout").args([PYTHON_TIMEOUT, python, "-c", script]).arg(&path).output().ok()?;
    String::from_utf8_lossy(&out.stdout).trim().parse().ok()
}

fn python3() -> Option<String> {
    let ok = Command::new("python3").arg("--version").output().map(|o| o.status.success()).unwrap_or(false);
    ok.then(|| "python3".to_string())
}

/// Seconds a CPython run may take before its column reads "—" (the
/// tracer is quadratic in the stack size).
const PYTHON_TIMEOUT: &str = "120";

/// `python3 -S program` with `dirs` on the path, under the timeout.
fn python_command(python: &str, program: &Path, dirs: &[&Path]) -> Command {
    let mut cmd = Command::new("timeout");
    cmd.args([PYTHON_TIMEOUT, python, "-S"]).arg(program).env("PYTHONPATH", std::env::join_paths(dirs).expect("path"));
    cmd
}

/// The loop the REPL's section times: 4M iterations, 12M reads.
const REPL_LOOP: &str = "s = 0\nfor i in range(4000000):\n    s = s + i\n";

/// The REPL against `run` on the same loop (the loop as one entry, its
/// cost line included), and Ctrl-C's latency on a running entry.
fn repl_section(table: &mut String, dmdpy: &Path) {
    let dir = std::env::temp_dir().join("dmdpy-bench-repl");
    std::fs::create_dir_all(&dir).expect("temp dir");
    let (program, session) = (dir.join("loop.dmd"), dir.join("loop.session"));
    std::fs::write(&program, format!("{REPL_LOOP}print(s)\n")).expect("write program");
    std::fs::write(&session, format!("{REPL_LOOP}\nprint(s)\n")).expect("write session");
    let run = best_of(3, || whole_process(Command::new(dmdpy).args(["run", "-q"]).arg(&program)));
    let repl = best_of(3, || {
        let input = std::fs::File::open(&session).ok()?;
        whole_process(Command::new(dmdpy).arg("repl").stdin(input))
    });
    let cells = |r: Option<Run>| match r {
        Some(r) => format!("{:.3} | {:.3} | {:.0}", r.secs, r.cpu, r.rss_mib),
        None => "— | — | —".into(),
    };
    let wall = ratio(repl.map(|r| r.secs), run.map(|r| r.secs));
    let cpu = ratio(repl.map(|r| r.cpu), run.map(|r| r.cpu));
    table.push_str(&format!(
        "\n### REPL\n\nA 4M-iteration loop (12M reads) as one REPL entry, its cost line included, against \
         `dmdpy run` (whole processes, best of three; CPU is user + system over every thread).\n\n\
         | | wall (s) | CPU (s) | peak RSS (MiB) |\n|---|---:|---:|---:|\n\
         | `dmdpy run` | {} |\n| REPL entry | {} |\n| REPL / run | {wall} | {cpu} | |\n",
        cells(run),
        cells(repl)
    ));
    let latency = (0..3).filter_map(|_| ctrl_c_latency(dmdpy)).reduce(f64::max);
    let shown = latency.map_or("— (no KeyboardInterrupt seen)".to_string(), |s| format!("{:.0} ms", s * 1e3));
    table.push_str(&format!(
        "\nCtrl-C on a running entry: KeyboardInterrupt shown after {shown} (the worst of three, in a \
         pseudo-terminal, after a second of running).\n"
    ));
}

/// Seconds from Ctrl-C, sent a second into a running loop, to the REPL
/// showing `KeyboardInterrupt`; `None` if it never did.
fn ctrl_c_latency(dmdpy: &Path) -> Option<f64> {
    let data = std::env::temp_dir().join("dmdpy-bench-repl-history");
    let mut command = Command::new(dmdpy);
    command.env("XDG_DATA_HOME", &data).env("TERM", "xterm");
    let mut p = rexpect::session::spawn_command(command, Some(30_000)).ok()?;
    p.exp_string(">>> ").ok()?;
    p.send("n = 0\rwhile True:\r    n = n + 1\r\r").ok()?;
    p.flush().ok()?;
    std::thread::sleep(std::time::Duration::from_secs(1));
    // What the loop's prompts and echo left is read first.
    while p.try_read().is_some() {}
    p.send_control('c').ok()?;
    let start = Instant::now();
    let mut seen = String::new();
    while start.elapsed().as_secs() < 30 {
        match p.try_read() {
            Some(c) => seen.push(c),
            None => std::thread::sleep(std::time::Duration::from_micros(200)),
        }
        if seen.contains("KeyboardInterrupt") {
            let secs = start.elapsed().as_secs_f64();
            let _ = p.send_control('d');
            return Some(secs);
        }
    }
    None
}
