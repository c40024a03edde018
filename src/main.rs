//! The `dmdpy` command line: `run` a program (its stdout on stdout, a cost
//! summary on stderr) or `check` it for diagnostics. Exit codes: 0 success,
//! 1 program error (syntax or runtime), 2 usage error. `score` runs the
//! sparse-parity contest (`dmdpy::score`): 0 when a file passes, else 1.

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
    #[command(subcommand)]
    command: Command,
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
    /// Score sparse-parity contest submissions: files defining solve(x, y, n_bits, k_sparse).
    #[command(after_help = "Prints one leaderboard row per file: PASS, then FAIL_ACC, then ERROR, each by mean cost. Each (file, seed) runs in a \
fresh interpreter under the limits; a failing submission gets status ERROR with the reason and the others are \
still scored.\n\nExit codes: 0 when at least one file passes (accuracy >= 0.95), 1 when none does, 2 on a usage \
error.")]
    Score(ScoreArgs),
}

#[derive(clap::Args)]
struct ScoreArgs {
    #[arg(required = true)]
    files: Vec<std::path::PathBuf>,
    /// Seeds of the data sets, comma-separated.
    #[arg(long, value_delimiter = ',', default_value = "42,123,456")]
    seeds: Vec<i64>,
    #[arg(long, default_value_t = 20)]
    n_bits: i64,
    #[arg(long, default_value_t = 3)]
    k_sparse: i64,
    /// Rows of x per seed.
    #[arg(long, default_value_t = 500)]
    samples: i64,
    #[arg(long, value_enum, default_value_t = ModelArg::Reference)]
    model: ModelArg,
    /// Also write the per-seed detail as JSON to this file.
    #[arg(long)]
    json: Option<std::path::PathBuf>,
    /// Wall-clock limit per seed, in seconds.
    #[arg(long, default_value_t = 60.0)]
    timeout: f64,
    /// Statements and loop iterations per seed (0 = no limit).
    #[arg(long, default_value_t = 1_000_000_000)]
    max_steps: u64,
    /// Maximum depth of .dmd calls (RecursionError beyond it).
    #[arg(long, default_value_t = 1000)]
    max_depth: u32,
    /// Resident memory limit of the process, in MiB (MemoryError beyond it; 0 = no limit).
    #[arg(long, default_value_t = 4096)]
    max_memory: u64,
    /// Leave wall times out of the table and the JSON (reproducible output).
    #[arg(long)]
    no_time: bool,
}

#[derive(Clone, Copy, ValueEnum)]
enum ModelArg {
    Reference,
}

impl ModelArg {
    fn model(self) -> Model {
        match self {
            ModelArg::Reference => Model::Reference,
        }
    }
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let color = std::io::IsTerminal::is_terminal(&std::io::stderr());
    match cli.command {
        Command::Run { file, model, bytes_per_element, max_steps, max_depth, quiet } => {
            let Some(text) = read(&file) else { return ExitCode::from(2) };
            let model = match model {
                ModelArg::Reference => Model::Reference,
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
        Command::Score(args) => score(args),
    }
}

fn score(args: ScoreArgs) -> ExitCode {
    let config = dmdpy::score::Config {
        seeds: args.seeds,
        n_bits: args.n_bits,
        k_sparse: args.k_sparse,
        samples: args.samples,
        model: args.model.model(),
        timeout_s: args.timeout,
        max_steps: args.max_steps,
        max_depth: args.max_depth,
        max_memory_mib: args.max_memory,
        no_time: args.no_time,
    };
    if let Err(message) = config.validate() {
        eprintln!("error: {message}");
        return ExitCode::from(2);
    }
    let files: Vec<&std::path::Path> = args.files.iter().map(|p| p.as_path()).collect();
    let report = dmdpy::score::score_files(&files, &config, |r| eprintln!("scored {}: {}", r.file, r.status.label()));
    print!("{}", report.table());
    if let Some(path) = &args.json {
        if let Err(e) = std::fs::write(path, report.to_json()) {
            eprintln!("error: cannot write {}: {e}", path.display());
            return ExitCode::from(2);
        }
    }
    ExitCode::from(report.exit_code() as u8)
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
