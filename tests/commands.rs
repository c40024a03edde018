//! What users type, through the binary `cargo build` made: a program that
//! works in the library but not on the command line fails here.
//!
//! - every `programs/**/*.dmd`, run as `dmdpy run [--model M] FILE` from
//!   the repository's root and from `programs/`, prints the stdout its
//!   golden pins for that model, exits as the golden says, and its summary
//!   line gives the golden's cost;
//! - every command of the `console` examples of the README and of
//!   `docs/*.md` prints what the document shows (wall times aside), the
//!   REPL transcript included;
//! - docs/contest.md's `dmdpy score programs/contest/*.dmd` exits 0 with one
//!   row per submission and the statuses `programs/contest/README.md`
//!   lists.

mod support;

use std::path::{Path, PathBuf};
use std::process::Command;

fn dmdpy(args: &[&str], dir: &Path) -> support::Finished {
    let out = support::run_to_end(Command::new(env!("CARGO_BIN_EXE_dmdpy")).args(args).current_dir(dir));
    assert!(!out.hung, "dmdpy {args:?} (in {}) hung", dir.display());
    out
}

/// What the golden of `program` (`dmdpy test`'s) says a run under `model`
/// does: exit code, stdout, and the cost its summary line gives.
struct Expected {
    exit: i32,
    stdout: String,
    cost: Option<String>,
}

fn expected(golden: &str, model: &str) -> Expected {
    use dmdpy::testing::golden::format::{Golden, Key};
    let golden = Golden::parse(golden).expect("a golden dmdpy test reads");
    let model = if model == "strict" { dmdpy::api::Model::Strict } else { dmdpy::api::Model::Reference };
    let expect = golden.get(model).expect("the model's sections");
    let exit = expect.exit.as_ref().expect("an exit section").code;
    let stdout = expect.stdout.clone().expect("a stdout section");
    let total = expect.cost.as_ref().and_then(|rows| rows.iter().find(|r| r.label == "total"));
    let cost = total.and_then(|t| t.get(Key::Cost)).map(|c| c.to_string());
    Expected { exit, stdout, cost }
}

/// Runs one program under one model from `dir`; what differs from its golden.
fn check_program(root: &Path, program: &Path, model: &str, dir: &Path) -> Vec<String> {
    let golden = std::fs::read_to_string(program.with_extension("golden")).expect("a golden beside the program");
    let want = expected(&golden, model);
    let arg = program.strip_prefix(dir).expect("the program is under the directory").display().to_string();
    let out = dmdpy(&["run", "--model", model, &arg], dir);
    let shown = format!("`dmdpy run --model {model} {arg}` in {}", dir.strip_prefix(root).unwrap_or(dir).display());
    let mut problems = Vec::new();
    if out.code != Some(want.exit) {
        problems.push(format!("{shown}: exit {:?}, the golden says {}\n{}", out.code, want.exit, out.stderr));
    }
    if out.stdout != want.stdout {
        problems
            .push(format!("{shown}: stdout differs from the golden's\n{}", support::diff(&want.stdout, &out.stdout)));
    }
    if let Some(cost) = want.cost.filter(|_| want.exit == 0) {
        if !out.stderr.contains(&format!(" · cost {cost} for ")) {
            problems.push(format!("{shown}: the summary does not give the golden's cost {cost}\n{}", out.stderr));
        }
    }
    problems
}

#[test]
fn every_program_runs_from_the_command_line_as_its_golden_says() {
    let root = support::manifest_dir();
    let programs = support::dmd_files(&root.join("programs"));
    assert!(programs.len() >= 8, "programs/ has {} programs", programs.len());
    // From the root (`programs/x.dmd`) and from `programs/` (`x.dmd`), on
    // two threads: the runs are independent processes.
    let runs: Vec<(PathBuf, &str, PathBuf)> = programs
        .iter()
        .flat_map(|p| ["strict", "reference"].map(|m| (p.clone(), m)))
        .flat_map(|(p, m)| [root.clone(), root.join("programs")].map(|d| (p.clone(), m, d)))
        .collect();
    let (first, second) = runs.split_at(runs.len() / 2);
    let check_all = |part: &[(PathBuf, &str, PathBuf)]| -> Vec<String> {
        part.iter().flat_map(|(p, m, d)| check_program(&root, p, m, d)).collect()
    };
    let problems = std::thread::scope(|s| {
        let other = s.spawn(|| check_all(second));
        let mut problems = check_all(first);
        problems.extend(other.join().expect("the second half ran"));
        problems
    });
    assert!(problems.is_empty(), "{} of {} runs differ:\n{}", problems.len(), runs.len(), problems.join("\n"));
}

/// A command of a README `console` example and the lines it shows.
struct Example {
    command: String,
    shown: Vec<String>,
}

/// The `console` examples of the README, command by command.
fn readme_examples(readme: &str) -> Vec<Example> {
    let mut examples: Vec<Example> = Vec::new();
    let mut in_console = false;
    for line in readme.lines() {
        if line.starts_with("```") {
            in_console = line == "```console";
            continue;
        }
        if !in_console {
            continue;
        }
        match line.strip_prefix("$ ") {
            Some(command) => examples.push(Example { command: command.to_string(), shown: Vec::new() }),
            None => examples.last_mut().expect("a console block starts with a command").shown.push(line.to_string()),
        }
    }
    examples
}

/// A line as compared: no trailing blanks, and a summary's wall time
/// (`· 0.001 s`) left out.
fn normalized(line: &str) -> String {
    let line = line.trim_end();
    match line.rsplit_once(" · ") {
        Some((head, time)) if line.starts_with("dmdpy: ") && time.ends_with(" s") => format!("{head} · <time>"),
        _ => line.to_string(),
    }
}

/// The input a REPL transcript shows: what follows its prompts.
fn typed_input(shown: &[String]) -> String {
    let mut input = String::new();
    for line in shown {
        let typed = [">>> ", "... "].iter().find_map(|p| line.strip_prefix(p)).or((line == "...").then_some(""));
        if let Some(typed) = typed {
            input.push_str(typed);
            input.push('\n');
        }
    }
    input
}

/// What `dmdpy` prints for a README example, line by line (trailing
/// blanks trimmed).
fn run_example(root: &Path, example: &Example) -> Vec<String> {
    let words: Vec<&str> = example.command.split_whitespace().collect();
    assert_eq!(words.first(), Some(&"dmdpy"), "a README example that is not dmdpy: {}", example.command);
    let out = if words.len() == 1 {
        // The REPL, fed the transcript's input through a pipe (where it
        // shows the prompts and the lines read, as on a terminal).
        let data = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("readme-repl");
        let mut command = Command::new(env!("CARGO_BIN_EXE_dmdpy"));
        command.arg("repl").current_dir(root).env("XDG_DATA_HOME", data);
        let out = support::run_with_input(&mut command, typed_input(&example.shown).as_bytes());
        assert!(!out.hung, "the README's REPL session hung");
        out
    } else {
        dmdpy(&words[1..], root)
    };
    format!("{}{}", out.stdout, out.stderr).lines().map(|l| l.trim_end().to_string()).collect()
}

/// The documents whose `console` blocks are transcripts: the README and
/// every page of `docs/`.
fn documents(root: &Path) -> Vec<PathBuf> {
    let mut docs: Vec<PathBuf> = std::fs::read_dir(root.join("docs"))
        .map(|d| d.flatten().map(|e| e.path()).filter(|p| p.extension().is_some_and(|e| e == "md")).collect())
        .unwrap_or_default();
    docs.sort();
    docs.insert(0, root.join("README.md"));
    docs
}

/// Re-bless after an intended change with
/// `DMDPY_BLESS=1 cargo test --release --test commands`, which writes what
/// each example prints into its document; review the diff.
#[test]
fn the_documents_examples_print_what_they_show() {
    let root = support::manifest_dir();
    let mut problems = Vec::new();
    let mut examples_seen = 0;
    for path in documents(&root) {
        let text = std::fs::read_to_string(&path).expect("a document");
        let examples = readme_examples(&text);
        examples_seen += examples.len();
        let mut blessed = text.clone();
        for example in &examples {
            let actual = run_example(&root, example);
            let same = |a: &[String], b: &[String]| a.iter().map(|l| normalized(l)).eq(b.iter().map(|l| normalized(l)));
            if same(&actual, &example.shown) {
                continue;
            }
            let (was, now) = (example.shown.join("\n"), actual.join("\n"));
            let block = format!("$ {}\n{was}\n", example.command);
            assert_eq!(blessed.matches(&block).count(), 1, "`{}` is not once in {}", example.command, path.display());
            blessed = blessed.replace(&block, &format!("$ {}\n{now}\n", example.command));
            problems.push(format!("{}: $ {}\n{}", path.display(), example.command, support::diff(&was, &now)));
        }
        if std::env::var_os("DMDPY_BLESS").is_some() && blessed != text {
            std::fs::write(&path, blessed).expect("write a document");
        }
    }
    assert!(examples_seen >= 3, "the documents have {examples_seen} console examples");
    if std::env::var_os("DMDPY_BLESS").is_none() {
        assert!(problems.is_empty(), "examples that print something else:\n{}", problems.join("\n"));
    }
}

#[test]
fn the_readme_score_command_scores_every_example_submission() {
    let root = support::manifest_dir();
    let mut submissions: Vec<String> = std::fs::read_dir(root.join("programs/contest"))
        .expect("programs/contest")
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|e| e == "dmd"))
        .map(|p| p.strip_prefix(&root).unwrap().display().to_string())
        .collect();
    submissions.sort();
    // As the shell expands `programs/contest/*.dmd`. `forever.dmd` never
    // ends: a 5 s timeout instead of 60 keeps the suite short (whichever of
    // the clock and the step limit stops it, its row is an ERROR).
    let mut args = vec!["score", "--timeout", "5"];
    args.extend(submissions.iter().map(|s| s.as_str()));
    let out = dmdpy(&args, &root);
    assert_eq!(out.code, Some(0), "{}\n{}", out.stdout, out.stderr);
    let statuses = [
        ("gf2", "PASS"),
        ("scan", "PASS"),
        ("neuron", "PASS"),
        ("guess", "FAIL_ACC"),
        ("crash", "ERROR"),
        ("forever", "ERROR"),
    ];
    assert_eq!(submissions.len(), statuses.len(), "programs/contest/ has other submissions: {submissions:?}");
    let lines: Vec<&str> = out.stdout.lines().collect();
    assert!(lines[0].starts_with("dmdpy score · model strict · seeds 42,123,456"), "{}", out.stdout);
    let header = lines.iter().position(|l| l.starts_with("#  submission")).expect("a header row");
    let rows = &lines[header + 1..header + 1 + statuses.len()];
    for (rank, row) in rows.iter().enumerate() {
        let cells: Vec<&str> = row.split_whitespace().collect();
        assert_eq!(cells[0], (rank + 1).to_string(), "rank of {row}");
        let status = statuses.iter().find(|(name, _)| *name == cells[1]).map(|(_, s)| *s);
        assert_eq!(Some(cells[2]), status, "{row}");
    }
    // PASS first, then FAIL_ACC, then ERROR; each ERROR says why.
    let order: Vec<&str> = rows.iter().map(|r| r.split_whitespace().nth(2).unwrap()).collect();
    let mut sorted = order.clone();
    sorted.sort_by_key(|s| ["PASS", "FAIL_ACC", "ERROR"].iter().position(|x| x == s));
    assert_eq!(order, sorted, "{}", out.stdout);
    for name in ["crash", "forever"] {
        assert!(
            lines.iter().any(|l| l.starts_with(&format!("{name}: seed "))),
            "no reason for {name}:\n{}",
            out.stdout
        );
    }
    assert!(out.stdout.trim_end().ends_with("3 of 6 submissions passed (accuracy ≥ 0.95)"), "{}", out.stdout);
}
