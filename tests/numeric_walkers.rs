//! The three walkers of numeric expressions agree (issue 39, item 3): the
//! general evaluator (`eval`), strict's registers (`eval/registers.rs`)
//! and the reference model's plain path (`eval/plain.rs`). Random numeric
//! expressions — ints, floats and bools; `+ - * / // % **`, comparisons,
//! `x if c else y`, `abs`, `min`, `max`, `int`, list items — are computed
//! at module level, in a plain call and in measured calls, and:
//!
//! - under strict, registers on and off (`DMDPY_REGISTERS=0`) record the
//!   same events in the same order: the measured calls' IR (`dmdpy
//!   trace`) and the whole run's report are identical;
//! - under the reference model, the values computed with nothing recorded
//!   (module level, a plain call) are the ones computed on tracked values
//!   (`traced_eval`), and the trace agrees with and without registers too;
//! - every way prints the same values, and (where `python3` is on the
//!   path) the ones CPython prints.
//!
//! The expressions cannot raise: divisors are `abs(y) + 1`, exponents are
//! small literals on bounded atoms, so magnitudes stay far from a float's
//! overflow and no NaN arises.

use std::path::{Path, PathBuf};
use std::process::Command;

/// A small deterministic generator (xorshift), so that a failure names
/// its seed and reproduces.
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: u64) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0 % n
    }

    fn pick<'a>(&mut self, items: &[&'a str]) -> &'a str {
        items[self.below(items.len() as u64) as usize]
    }
}

/// A numeric atom: a parameter, a literal, or a list item.
fn atom(rng: &mut Rng) -> String {
    match rng.below(6) {
        0 | 1 => rng.pick(&["a", "b", "c", "d", "t"]).to_string(),
        2 => format!("{}", rng.below(19) as i64 - 9),
        3 => rng.pick(&["0.5", "2.25", "-1.75", "3.0", "0.1"]).to_string(),
        4 => format!("xs[{}]", rng.below(5)),
        _ => format!("xs[-{}]", 1 + rng.below(5)),
    }
}

/// A numeric expression at most `depth` operators deep.
fn expr(rng: &mut Rng, depth: u32) -> String {
    if depth == 0 || rng.below(5) == 0 {
        return atom(rng);
    }
    let d = depth - 1;
    match rng.below(12) {
        0..=3 => {
            let op = rng.pick(&["+", "-", "*", "+", "-", "*"]);
            format!("({} {op} {})", expr(rng, d), expr(rng, d))
        }
        4 => {
            let op = rng.pick(&["/", "//", "%"]);
            format!("({} {op} (abs({}) + 1))", expr(rng, d), expr(rng, d))
        }
        5 => format!("({} ** {})", atom(rng), rng.below(4)),
        6 => {
            let op = rng.pick(&["<", "<=", "==", "!=", ">", ">="]);
            format!("({} {op} {})", expr(rng, d), expr(rng, d))
        }
        7 => format!("({} if {} < {} else {})", expr(rng, d), expr(rng, d), expr(rng, d), expr(rng, d)),
        8 => format!("(-{})", expr(rng, d)),
        9 => format!("abs({})", expr(rng, d)),
        10 => format!("{}({}, {})", rng.pick(&["min", "max"]), expr(rng, d), expr(rng, d)),
        _ => format!("int({})", expr(rng, d)),
    }
}

/// A program computing `n` random expressions four ways: at module level,
/// in a plain call, in a measured call, and under `traced_eval`.
fn program(seed: u64, n: usize) -> String {
    let mut rng = Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1);
    let exprs: Vec<String> = (0..n).map(|_| expr(&mut rng, 4)).collect();
    let mut text = String::from(
        "from bytedmd import bytedmd, traced_eval\n\
         a = 7\nb = -3\nc = 2.5\nd = 0\nt = True\nxs = [4, -2, 1.5, 0, 9]\n\
         def f(a, b, c, d, t, xs):\n    out = []\n",
    );
    for e in &exprs {
        text.push_str(&format!("    out.append({e})\n"));
    }
    text.push_str("    return out\ntop = []\n");
    for e in &exprs {
        text.push_str(&format!("top.append({e})\n"));
    }
    text.push_str(
        "print(top)\n\
         print(f(a, b, c, d, t, xs))\n\
         print(traced_eval(f, (a, b, c, d, t, xs))[1])\n\
         print(bytedmd(f, (a, b, c, d, t, xs)) > 0)\n",
    );
    text
}

struct Output {
    stdout: String,
    stderr: String,
}

fn dmdpy(args: &[&str], registers: &str) -> Output {
    let out = Command::new(env!("CARGO_BIN_EXE_dmdpy"))
        .args(args)
        .env("DMDPY_REGISTERS", registers)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .expect("run dmdpy");
    let (stdout, stderr) = (String::from_utf8_lossy(&out.stdout).into_owned(), String::from_utf8_lossy(&out.stderr));
    assert!(out.status.success(), "dmdpy {args:?} (registers {registers}) failed:\n{stderr}");
    Output { stdout, stderr: stderr.into_owned() }
}

/// The four lines a program prints agree: the three lists are one list,
/// and the measured call cost something.
fn agree(stdout: &str, what: &str) -> String {
    let lines: Vec<&str> = stdout.lines().collect();
    assert_eq!(lines.len(), 4, "{what}: {stdout}");
    assert_eq!(lines[0], lines[1], "{what}: module level vs a plain call");
    assert_eq!(lines[0], lines[2], "{what}: module level vs traced_eval");
    assert_eq!(lines[3], "True", "{what}");
    lines[0].to_string()
}

/// The values CPython computes, with a stand-in `bytedmd` module.
fn cpython_values(dir: &Path, file: &Path) -> Option<String> {
    let out = Command::new("python3").arg(file).env("PYTHONPATH", dir).output().ok()?;
    assert!(out.status.success(), "CPython failed on {}: {}", file.display(), String::from_utf8_lossy(&out.stderr));
    String::from_utf8_lossy(&out.stdout).lines().next().map(str::to_string)
}

#[test]
fn the_walkers_of_numeric_expressions_agree() {
    let dir = std::env::temp_dir().join(format!("dmdpy-walkers-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    std::fs::write(
        dir.join("bytedmd.py"),
        "def bytedmd(f, args):\n    f(*args)\n    return 1\n\ndef traced_eval(f, args):\n    return ([], f(*args))\n",
    )
    .expect("write the stand-in");
    let mut compared_with_cpython = 0;
    for seed in 1..=12u64 {
        let file: PathBuf = dir.join(format!("walkers_{seed}.dmd"));
        std::fs::write(&file, program(seed, 40)).expect("write program");
        let path = file.to_str().expect("a UTF-8 path");
        let mut values = Vec::new();
        for model in ["strict", "reference"] {
            let what = format!("seed {seed}, {model}");
            let run = |registers: &str| {
                let json = dir.join(format!("walkers_{seed}_{model}_{registers}.json"));
                let out =
                    dmdpy(&["run", "-q", "--model", model, "--json", json.to_str().expect("UTF-8"), path], registers);
                let mut report: serde_json::Value =
                    serde_json::from_str(&std::fs::read_to_string(&json).expect("the report")).expect("JSON");
                report.as_object_mut().expect("an object").remove("wall_seconds");
                (out, report)
            };
            let ((on, on_report), (off, off_report)) = (run("1"), run("0"));
            assert!(on_report == off_report, "{what}: the reports differ with and without registers");
            assert_eq!(on.stdout, off.stdout, "{what}");
            assert!(on.stderr.is_empty(), "{what}: {}", on.stderr);
            let trace = |registers: &str| dmdpy(&["trace", "--model", model, path], registers);
            let (trace_on, trace_off) = (trace("1"), trace("0"));
            assert!(trace_on.stdout.contains("READ"), "{what}: an IR");
            assert!(trace_on.stdout == trace_off.stdout, "{what}: the IR differs with and without registers");
            values.push(agree(&on.stdout, &what));
        }
        assert_eq!(values[0], values[1], "seed {seed}: strict and reference compute different values");
        if let Some(cpython) = cpython_values(&dir, &file) {
            assert_eq!(cpython, values[0], "seed {seed}: CPython computes other values");
            compared_with_cpython += 1;
        }
    }
    eprintln!("numeric_walkers: {compared_with_cpython} of 12 programs compared with CPython");
    if compared_with_cpython == 0 {
        eprintln!("numeric_walkers: python3 not found, the values were not compared with CPython's (skipped)");
    }
    std::fs::remove_dir_all(&dir).ok();
}
