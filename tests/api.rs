//! The embedding API (`dmdpy::api`) that the binary and the Python module
//! share: a run's `json_text` is the binary's `run --json` document, a
//! failed run's `Fault` names its exception and line, runs from several
//! threads take turns, and `score` starts its workers with the command
//! an embedding set.

use dmdpy::api;
use std::process::Command;

fn without_wall_time(text: &str) -> serde_json::Value {
    let mut doc: serde_json::Value = serde_json::from_str(text).expect("a JSON document");
    doc.as_object_mut().expect("an object").remove("wall_seconds").expect("a wall time");
    doc
}

#[test]
fn a_run_gives_the_binarys_json_document() {
    let dir = env!("CARGO_MANIFEST_DIR");
    let path = "programs/xor.dmd";
    let text = api::read_program(&std::path::Path::new(dir).join(path)).expect("read");
    let out = Command::new(env!("CARGO_BIN_EXE_dmdpy"))
        .args(["run", "-q", "--json", "-", path])
        .current_dir(dir)
        .output()
        .expect("run dmdpy");
    assert!(out.status.success());
    let run = api::run_program(path, &text, api::RunOptions::default());
    assert_eq!(run.outcome.exit_code, 0);
    assert!(!run.outcome.stdout.is_empty(), "captured, not written");
    let json = run.json_text(true).expect("a report").expect("within limits");
    assert_eq!(without_wall_time(&json), without_wall_time(&String::from_utf8_lossy(&out.stdout)));
}

#[test]
fn bytes_per_element_past_the_exact_range_is_refused() {
    let options = api::RunOptions { bytes_per_element: 1 << 40, ..api::RunOptions::default() };
    let run = api::run_program("f.dmd", "x = 1 + 1\n", options);
    assert_eq!(run.outcome.exit_code, 2);
    assert_eq!(run.outcome.fault.as_ref().expect("a fault").kind, "ValueError");
    assert!(run.json_text(false).is_none(), "no costs");
}

#[test]
fn a_failed_run_names_its_exception_and_line() {
    let run = api::run_program("f.dmd", "x = 1\ndef f(y):\n    return y / 0\nf(x)\n", api::RunOptions::default());
    let fault = run.outcome.fault.clone().expect("a fault");
    assert_eq!(
        (fault.kind.as_str(), fault.message.as_str(), fault.line),
        ("ZeroDivisionError", "division by zero", Some(3))
    );
    assert_eq!(fault.file.as_deref(), Some("f.dmd"));
    assert!(run.outcome.error.as_deref().is_some_and(|e| e.contains("Traceback")));
    let syntax = api::run_program("s.dmd", "x = (\n", api::RunOptions::default()).outcome;
    let fault = syntax.fault.expect("a fault");
    assert_eq!((fault.kind.as_str(), fault.line), ("SyntaxError", Some(1)));
    let limits = api::RunLimits { max_steps: 1000, ..api::RunLimits::default() };
    let endless =
        api::run_program("e.dmd", "while True:\n    pass\n", api::RunOptions { limits, ..Default::default() });
    assert_eq!(endless.outcome.exit_code, 1);
    assert!(endless.outcome.fault.is_some());
}

#[test]
fn runs_from_several_threads_take_turns() {
    let source = "t = 0\nfor i in range(2000):\n    t = t + i\nprint(t)\n";
    let alone = api::run_program("t.dmd", source, api::RunOptions::default()).outcome.run.expect("priced").cost;
    let threads: Vec<_> = (0..3)
        .map(|i| {
            std::thread::spawn(move || {
                let limits = api::RunLimits { max_memory_mib: Some(256 + i), ..api::RunLimits::default() };
                let run = api::run_program("t.dmd", source, api::RunOptions { limits, ..Default::default() });
                (run.outcome.stdout.clone(), run.outcome.run.as_ref().map(|r| r.cost))
            })
        })
        .collect();
    for t in threads {
        assert_eq!(t.join().expect("no panic"), ("1999000\n".to_string(), Some(alone)));
    }
}

#[test]
fn a_run_held_does_not_block_the_next_and_makes_its_reports_later() {
    let first = api::run_program("l.dmd", "print(1 + 2)\n", api::RunOptions::default());
    let second = api::run_program("m.dmd", "print(3)\n", api::RunOptions::default());
    assert_eq!((first.outcome.stdout.as_str(), second.outcome.stdout.as_str()), ("3\n", "3\n"));
    let page = first.html_page("l.dmd", "test").expect("a report").expect("made");
    assert!(page.contains("</html>"));
    let listing = first.profile_text().expect("a report").expect("made");
    assert!(listing.contains("print(1 + 2)"));
}

#[test]
fn score_starts_workers_with_the_command_set() {
    // As the Python module does (`python -m dmdpy`): a program, then words
    // before the worker's subcommand. Here `sh -c 'exec "$0" "$1"' dmdpy`.
    let command = api::WorkerCommand {
        program: "/bin/sh".into(),
        args: vec!["-c".into(), "exec \"$0\" \"$1\"".into(), env!("CARGO_BIN_EXE_dmdpy").into()],
    };
    api::set_worker_command(command.clone());
    assert_eq!(dmdpy::testing::workers::this_program(), Some(command));
    let file = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("programs/contest/neuron.dmd");
    let config = api::ScoreConfig { seeds: vec![42], model: api::Model::Strict, ..api::ScoreConfig::default() };
    let report = api::score(&[file], &config, |_| {}).expect("a valid configuration");
    assert_eq!(report.results[0].status, dmdpy::api::ScoreStatus::Pass, "{:?}", report.results[0].error);
    let bad = api::ScoreConfig { seeds: Vec::new(), ..config };
    assert!(api::score(&[], &bad, |_| {}).is_err());
}
