//! No input may crash dmdpy. For every .dmd program in the repository and
//! the conformance corpus, parse every line prefix and deterministic byte
//! mutations, and run the mutants under a step limit: each must end in
//! success or a diagnostic, never a panic (which the driver reports as
//! exit code 70).

mod support;

use dmdpy::testing::driver::{self, Options};
use dmdpy::testing::eval::Limits;

/// A small deterministic generator (xorshift), so failures reproduce.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
}

const SNIPPETS: &[&str] = &[
    "(", ")", "[", "]", ":", "\n", "    ", "\t", "'", "\"", "\"\"\"", "lambda", "*", "**", "=", ",", "0x", "1e", "f'{",
    "}", "\\", "#", "if", "not", "is", "in", "...",
];

fn mutate(source: &str, rng: &mut Rng) -> String {
    let mut text: Vec<char> = source.chars().collect();
    for _ in 0..1 + rng.next() % 3 {
        if text.is_empty() {
            break;
        }
        let at = (rng.next() % text.len() as u64) as usize;
        match rng.next() % 3 {
            0 => {
                text.remove(at);
            }
            1 => {
                let snippet = SNIPPETS[(rng.next() % SNIPPETS.len() as u64) as usize];
                for (i, c) in snippet.chars().enumerate() {
                    text.insert(at + i, c);
                }
            }
            _ => {
                let other = (rng.next() % text.len() as u64) as usize;
                text.swap(at, other);
            }
        }
    }
    text.into_iter().collect()
}

#[test]
fn no_input_panics() {
    let root = support::manifest_dir();
    let mut files = support::dmd_files(&root.join("programs"));
    files.extend(support::dmd_files(&root.join("tests/cases")));
    if let Some(shared) = support::shared_dir() {
        files.extend(support::dmd_files(&shared.join("conformance")));
    }
    let options = Options {
        capture: true,
        limits: Limits { max_depth: 200, max_steps: 20_000, ..Limits::default() },
        ..Options::default()
    };
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    let mut crashes = Vec::new();
    for path in &files {
        let source = std::fs::read_to_string(path).expect("read");
        let lines: Vec<&str> = source.split_inclusive('\n').collect();
        for n in 0..=lines.len() {
            let prefix: String = lines[..n].concat();
            if driver::check_source("prefix.dmd", &prefix, false).is_err_and(|e| e.starts_with("internal error")) {
                crashes.push(format!("{}: parsing the first {n} lines panicked", path.display()));
            }
        }
        for i in 0..6 {
            let mutant = mutate(&source, &mut rng);
            let outcome = driver::run_source("mutant.dmd", &mutant, options.clone());
            if outcome.exit_code == 70 {
                crashes.push(format!("{}: mutant {i} crashed:\n{mutant}", path.display()));
            }
        }
    }
    assert!(crashes.is_empty(), "{} crash(es):\n{}", crashes.len(), crashes.join("\n"));
}
