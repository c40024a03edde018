//! The `dmdpy` command line: `run` a program (its stdout on stdout, a cost
//! summary on stderr), `check` it for diagnostics, or start the `repl` (also
//! what `dmdpy` with no arguments does). Exit codes: 0 success,
//! 1 program error (syntax or runtime), 2 usage error.

use std::process::ExitCode;

use clap::{Parser, Subcommand, ValueEnum};
use dmdpy::driver::{self, Options};
use dmdpy::eval::Limits;
use dmdpy::machine::Model;

#[derive(Parser)]
#[command(
    name = "dmdpy",
    version,
    about = "Run .dmd programs (a Python subset) with every value read priced by ByteDMD"
)]
struct Cli {
    /// With no subcommand, dmdpy starts the REPL (issue 4).
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Subcommand)]
enum Command {
    /// Run a program: its stdout on stdout, the cost summary on stderr.
    Run {
        file: std::path::PathBuf,
        /// Which values are metered and which uses are reads.
        #[arg(long, value_enum, default_value_t = ModelArg::Reference)]
        model: ModelArg,
        /// Bytes per element for the summary's cost.
        #[arg(long, default_value_t = 1)]
        bytes_per_element: i64,
        /// Stop with an error after this many statements and loop iterations (0 = no limit).
        #[arg(long, default_value_t = 0)]
        max_steps: u64,
        /// Maximum depth of .dmd calls (RecursionError beyond it).
        #[arg(long, default_value_t = 1000)]
        max_depth: u32,
        /// Do not print the cost summary on stderr.
        #[arg(long, short)]
        quiet: bool,
    },
    /// Parse a program and report diagnostics only.
    Check { file: std::path::PathBuf },
    /// Interactive REPL: each entry's value and what it cost (`:help` inside).
    /// Also what `dmdpy` with no arguments starts.
    Repl {
        /// Run this file first, then keep its definitions (like `python -i`).
        file: Option<std::path::PathBuf>,
        /// Which values are metered and which uses are reads.
        #[arg(long, value_enum, default_value_t = ModelArg::Strict)]
        model: ModelArg,
        /// Bytes per element for the costs shown.
        #[arg(long, default_value_t = 1)]
        bytes_per_element: i64,
        /// Maximum depth of .dmd calls (RecursionError beyond it).
        #[arg(long, default_value_t = 1000)]
        max_depth: u32,
    },
}

#[derive(Clone, Copy, ValueEnum)]
enum ModelArg {
    /// The Python tracer bytedmd.py, exactly.
    Reference,
    /// Every scalar on the stack, every use a read, the whole run metered.
    Strict,
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let color = std::io::IsTerminal::is_terminal(&std::io::stderr());
    // No subcommand: the REPL with its defaults (REPL: the `repl` arm below).
    let command = cli.command.unwrap_or(Command::Repl {
        file: None,
        model: ModelArg::Strict,
        bytes_per_element: 1,
        max_depth: 1000,
    });
    match command {
        Command::Repl { file, model, bytes_per_element, max_depth } => {
            let model = match model {
                ModelArg::Reference => Model::Reference,
                ModelArg::Strict => Model::Strict,
            };
            let limits = Limits { max_depth, max_steps: 0 };
            let options = dmdpy::repl::ReplOptions { model, bytes_per_element, limits, file };
            ExitCode::from(dmdpy::repl::main(options) as u8)
        }
        Command::Run { file, model, bytes_per_element, max_steps, max_depth, quiet } => {
            let Some(text) = read(&file) else { return ExitCode::from(2) };
            let model = match model {
                ModelArg::Reference => Model::Reference,
                ModelArg::Strict => Model::Strict,
            };
            let limits = Limits { max_depth, max_steps };
            let options = Options { model, bytes_per_element, limits, capture: false, color };
            let outcome = driver::run_source(&file.display().to_string(), &text, options);
            if let Some(error) = &outcome.error {
                eprint!("{error}");
            }
            if !quiet {
                eprintln!("{}", outcome.summary_line());
            }
            ExitCode::from(outcome.exit_code as u8)
        }
        Command::Check { file } => {
            let Some(text) = read(&file) else { return ExitCode::from(2) };
            match driver::check_source(&file.display().to_string(), &text, color) {
                Ok(()) => {
                    eprintln!("{}: ok", file.display());
                    ExitCode::SUCCESS
                }
                Err(rendered) => {
                    eprint!("{rendered}");
                    ExitCode::from(1)
                }
            }
        }
    }
}

fn read(path: &std::path::Path) -> Option<String> {
    match std::fs::read(path) {
        Ok(bytes) => match String::from_utf8(bytes) {
            Ok(text) => Some(text),
            Err(_) => {
                eprintln!("error: {} is not valid UTF-8", path.display());
                None
            }
        },
        Err(e) => {
            eprintln!("error: cannot read {}: {e}", path.display());
            None
        }
    }
}
