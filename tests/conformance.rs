//! The shared conformance corpus: every `X.dmd` in `../shared/conformance`
//! run with `--model reference` must print exactly `X.expected` (CPython
//! 3.11 + the reference tracer). Cases listed in
//! `tests/conformance.known-failures` are expected to fail; the list is
//! checked both ways, so a listed case that starts passing fails the test
//! until it is removed from the list.

mod support;

use std::collections::BTreeSet;

#[test]
fn conformance_corpus() {
    let Some(shared) = support::shared_dir() else { return };
    let dir = shared.join("conformance");
    let known: BTreeSet<String> =
        std::fs::read_to_string(support::manifest_dir().join("tests/conformance.known-failures"))
            .unwrap_or_default()
            .lines()
            .map(|l| l.split('#').next().unwrap_or("").trim().to_string())
            .filter(|l| !l.is_empty())
            .collect();
    let files = support::dmd_files(&dir);
    assert!(files.len() >= 57, "expected at least 57 conformance programs, found {}", files.len());
    let mut unexpected = Vec::new();
    let mut passing_but_listed = Vec::new();
    let mut passed = 0;
    for path in &files {
        let name = path.file_stem().unwrap().to_string_lossy().to_string();
        let expected = std::fs::read_to_string(path.with_extension("expected")).expect("missing .expected file");
        let outcome = support::run_file(path, dmdpy::api::Model::Reference);
        let ok = outcome.exit_code == 0 && outcome.stdout == expected;
        match (ok, known.contains(&name)) {
            (true, false) => passed += 1,
            (true, true) => passing_but_listed.push(name),
            (false, true) => {}
            (false, false) => {
                let mut report = format!("{name}: exit {}\n", outcome.exit_code);
                if let Some(e) = &outcome.error {
                    report.push_str(&format!("  error: {}\n", e.lines().take(12).collect::<Vec<_>>().join("\n  ")));
                }
                report.push_str(&support::diff(&expected, &outcome.stdout));
                unexpected.push(report);
            }
        }
    }
    eprintln!("conformance: {passed} passed, {} known failures, {} total", known.len(), files.len());
    assert!(
        unexpected.is_empty() && passing_but_listed.is_empty(),
        "\n{} unexpected failure(s):\n{}\nlisted in tests/conformance.known-failures but now passing (remove them): {:?}",
        unexpected.len(),
        unexpected.join("\n"),
        passing_but_listed
    );
}
