//! The `dmdpy` command line (its clap definitions and each command), run
//! by the binary (`src/main.rs`) and by the Python wheel's `dmdpy` command
//! (`api::cli_main`): `run` a program (its stdout on stdout, a cost
//! summary on stderr, reports as asked: `--profile`, `--json`, `--html`,
//! `--callgrind`), `trace` it, `check` it for diagnostics, `diff` two
//! reports, `score` contest submissions, `test` programs against their
//! golden files, print `completions` or the `man`
//! page, or start the `repl` (also what `dmdpy` with no arguments does). Exit codes: 0 success, 1 program error (syntax or
//! runtime), 2 usage error; `score`: 0 when a file passes, else 1; `test`: 0 when every program
//! matches its golden, else 1. `score` runs the
//! sparse-parity contest (`crate::score`): 0 when a file passes, else 1. Any
//! command whose write to stdout or stderr failed exits 1 (`crate::terminal`).

/// `eprint!` that does not panic when stderr is closed (`dmdpy run f.dmd
/// 2>&1 | head`): the reader has gone, the exit code still says the rest.
/// It formats a copy: a report's text goes to `terminal::write_stderr`
/// as it is.
/// A write that fails otherwise makes the exit code non-zero
/// (`crate::terminal`).
macro_rules! say {
    ($($arg:tt)*) => {{
        crate::terminal::write_stderr(&format!($($arg)*));
    }};
}

/// `eprintln!` that does not panic when stderr is closed.
macro_rules! sayln {
    ($($arg:tt)*) => {{
        crate::terminal::write_stderr(&(format!($($arg)*) + "\n"));
    }};
}

use crate::driver::{self, Options};
use crate::eval::Limits;
use crate::machine::Model;
use clap::{Parser, Subcommand, ValueEnum};

#[derive(Parser)]
#[command(
    name = "dmdpy",
    version,
    about = "Run .dmd programs (a Python subset) with every value read priced by ByteDMD"
)]
struct Cli {
    /// With no subcommand, dmdpy starts the REPL.
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Subcommand)]
enum Command {
    /// Run a program: its stdout on stdout, the cost summary on stderr.
    Run {
        file: std::path::PathBuf,
        #[command(flatten)]
        run: RunArgs,
        /// Print the source listing annotated with reads and costs per line,
        /// per-function totals and a section per measured call (on stderr).
        #[arg(long)]
        profile: bool,
        /// Write the full cost report as JSON to PATH (`-` for stdout).
        #[arg(long, value_name = "PATH")]
        json: Option<std::path::PathBuf>,
        /// Write a self-contained HTML page to PATH: the listing shaded by cost, per-function totals, depth
        /// histograms, and for runs of at most 4096 reads a step-through of the stack.
        #[arg(long, value_name = "PATH")]
        html: Option<std::path::PathBuf>,
        /// Write the per-line and per-function costs in callgrind's format to PATH (events Reads and Cost), for
        /// KCachegrind, QCachegrind or callgrind_annotate.
        #[arg(long, value_name = "PATH")]
        callgrind: Option<std::path::PathBuf>,
        /// Do not print the cost summary on stderr.
        #[arg(long, short)]
        quiet: bool,
    },
    /// Run a program and print the priced IR (STORE / READ / OP lines with
    /// depths, costs and source lines) of the run and of each measured call.
    Trace {
        file: std::path::PathBuf,
        #[command(flatten)]
        run: RunArgs,
    },
    /// Parse a program and report diagnostics only.
    Check {
        file: std::path::PathBuf,
        /// Also check that the file is a contest submission: it defines
        /// `solve(x, y, n_bits, k_sparse)` (what `score` checks before running it).
        #[arg(long)]
        contest: bool,
        /// Heap limit in MiB for reading and parsing the file (MemoryError beyond it; 0 = no limit) [default: as `run`'s]
        #[arg(long, value_name = "MIB")]
        max_memory: Option<u64>,
        /// Wall-clock limit in seconds for parsing and checking (TimeoutError beyond it) [default: none]
        #[arg(long, value_name = "SECONDS", value_parser = parse_timeout)]
        timeout: Option<f64>,
    },
    /// Compare two `run --json` reports, or two `score --json` reports submission by submission: totals,
    /// measured calls (seeds), per-function and per-line cost changes sorted by absolute change, and the shift
    /// of the depth histogram. Exit code 0 (2 when a report cannot be read or the two are of different kinds).
    Diff {
        /// The report before (A).
        a: std::path::PathBuf,
        /// The report after (B).
        b: std::path::PathBuf,
    },
    /// Interactive REPL: each entry's value and what it cost (`:help` inside).
    /// Also what `dmdpy` with no arguments starts. Each entry runs under the
    /// limits. Exit code 0; with input from a pipe or a file, 1 when an entry raised.
    Repl {
        /// Run this file first, then keep its definitions (like `python -i`).
        file: Option<std::path::PathBuf>,
        /// Which values are metered and which uses are reads.
        #[arg(long, value_enum, default_value_t = ModelArg::Strict)]
        model: ModelArg,
        /// Bytes per element for the costs shown (1 to 1048576).
        #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(i64).range(1..=crate::cost::MAX_BYTES_PER_ELEMENT))]
        bytes_per_element: i64,
        #[command(flatten)]
        limits: LimitArgs,
    },
    /// Score sparse-parity contest submissions: files defining solve(x, y, n_bits, k_sparse).
    #[command(
        after_help = "Prints one leaderboard row per file: PASS, then FAIL_ACC, then ERROR, each by mean cost. Each (file, seed) runs in a \
fresh interpreter under the limits; a failing submission gets status ERROR with the reason and the others are \
still scored.\n\nExit codes: 0 when at least one file passes (accuracy >= 0.95), 1 when none does, 2 on a usage \
error."
    )]
    Score(ScoreArgs),
    /// Test programs against their golden files: every X.dmd under the paths runs (each in a process of its own,
    /// under the limits) and must match X.golden beside it: exit status and error line, stdout, the run's cost
    /// and measured calls, per-function costs (and per-line, opt-in). --bless writes them.
    #[command(
        after_help = "A number in a golden can be a budget instead: `total: cost <= 120000`, `kernel: cost within 5% of \
114000`; a run within it passes, and --bless keeps it.\n\nExit codes: 0 when every program matches its golden, 1 when \
one does not (or has none), 2 on a usage error (no such path, a golden that cannot be read)."
    )]
    Test(TestArgs),
    /// Print the shell completion script for bash, zsh or fish, e.g.
    /// `dmdpy completions bash > ~/.local/share/bash-completion/completions/dmdpy`.
    Completions {
        #[arg(value_enum)]
        shell: CompletionShell,
    },
    /// Print the manual page (roff) of dmdpy, or of one of its commands: `dmdpy man run | man -l -`.
    Man {
        /// The command whose page to print (default: dmdpy's own).
        command: Option<String>,
    },
    /// One (submission, seed) of `score`, in a process of its own: a job as
    /// JSON on stdin, the result as JSON on stdout. Internal.
    #[command(name = "__score-worker", hide = true)]
    ScoreWorker,
    /// One (program, model) of `test`, in a process of its own. Internal.
    #[command(name = "__test-worker", hide = true)]
    TestWorker,
}

#[derive(clap::Args)]
struct TestArgs {
    /// Programs (.dmd) and folders to search for them [default: .]
    paths: Vec<std::path::PathBuf>,
    /// Write each program's golden from its run: new goldens, and changed numbers and outputs (budgets are kept).
    #[arg(long)]
    bless: bool,
    /// With --bless: also pin the cost of each line.
    #[arg(long, requires = "bless")]
    lines: bool,
    /// Test under this model only [default: the models each golden has; strict for a new one].
    #[arg(long, value_enum)]
    model: Option<ModelArg>,
    /// Programs run at once (default: the number of cores). The results do not depend on it.
    #[arg(long, value_parser = clap::value_parser!(u32).range(1..=256))]
    jobs: Option<u32>,
    /// Only the programs whose path contains TEXT.
    #[arg(long, value_name = "TEXT")]
    filter: Option<String>,
    /// Also write the results as JSON to PATH (`-`: stdout, and the report to stderr).
    #[arg(long, value_name = "PATH")]
    json: Option<std::path::PathBuf>,
    /// Also write the results as JUnit XML to PATH (`-`: stdout, and the report to stderr).
    #[arg(long, value_name = "PATH")]
    junit: Option<std::path::PathBuf>,
    #[command(flatten)]
    limits: LimitArgs,
}

#[derive(clap::Args)]
#[command(group(clap::ArgGroup::new("one_seed").args(["profile", "html"]).multiple(true)))]
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
    #[arg(long, value_enum, default_value_t = ModelArg::Strict)]
    model: ModelArg,
    /// Also write the per-seed detail as JSON to this file (`-`: stdout, and the table to stderr).
    #[arg(long, value_name = "PATH")]
    json: Option<std::path::PathBuf>,
    /// Wall-clock limit per seed, in seconds.
    #[arg(long, default_value_t = 60.0)]
    timeout: f64,
    /// Statements and loop iterations per seed (0 = no limit).
    #[arg(long, default_value_t = 1_000_000_000)]
    max_steps: u64,
    /// Maximum depth of .dmd calls and nested data (RecursionError beyond it; at most 100000).
    #[arg(long, default_value_t = 1000, value_parser = clap::value_parser!(u32).range(1..=MAX_DEPTH))]
    max_depth: u32,
    /// Heap of each (file, seed) worker, in MiB (MemoryError beyond it; 0 = no limit).
    #[arg(long, default_value_t = 4096)]
    max_memory: u64,
    /// Score on K seeds drawn from OS entropy instead of --seeds; the table does not print them, the JSON does.
    #[arg(long, value_name = "K", conflicts_with = "seeds", value_parser = clap::value_parser!(u32).range(1..=1000))]
    hidden_seeds: Option<u32>,
    /// Workers run at once (default: the number of cores). The results do not depend on it.
    #[arg(long, value_parser = clap::value_parser!(u32).range(1..=256))]
    jobs: Option<u32>,
    /// Leave wall times out of the table and the JSON (reproducible output).
    #[arg(long)]
    no_time: bool,
    /// Print the per-line profile of exactly what the scorer prices for one seed of one file: the module's load
    /// (strict) and the measured call; the table then shows that seed alone.
    #[arg(long, conflicts_with = "hidden_seeds")]
    profile: bool,
    /// Write the HTML page (as `run --html` makes) of what the scorer prices for one seed of one file: the
    /// module's load (strict) and the measured call; the table then shows that seed alone.
    #[arg(long, value_name = "PATH", conflicts_with = "hidden_seeds")]
    html: Option<std::path::PathBuf>,
    /// The seed --profile and --html run [default: the first of --seeds].
    #[arg(long, requires = "one_seed")]
    seed: Option<i64>,
}

/// The deepest --max-depth accepted: the interpreter's thread gets a stack
/// sized for the limit, and this one still fits in a machine's memory.
const MAX_DEPTH: i64 = 100_000;

/// The sandbox of `run`, `trace` and the REPL.
#[derive(clap::Args, Clone, Copy)]
struct LimitArgs {
    /// Stop with an error after this many steps (statements, loop iterations, items of native loops; 0 = no limit).
    #[arg(long, default_value_t = 0)]
    max_steps: u64,
    /// Maximum depth of .dmd calls and nested data (RecursionError beyond it; at most 100000).
    #[arg(long, default_value_t = 1000, value_parser = clap::value_parser!(u32).range(1..=MAX_DEPTH))]
    max_depth: u32,
    /// Heap limit in MiB (MemoryError beyond it; 0 = no limit) [default: half the machine's memory, or less under an address-space limit]
    #[arg(long, value_name = "MIB")]
    max_memory: Option<u64>,
    /// Wall-clock limit in seconds (TimeoutError beyond it; per entry in the REPL) [default: none]
    #[arg(long, value_name = "SECONDS", value_parser = parse_timeout)]
    timeout: Option<f64>,
}

impl LimitArgs {
    /// The interpreter's limits; also sets the process's heap budget.
    fn install(&self) -> Limits {
        self.api_limits().install()
    }

    fn api_limits(&self) -> crate::api::RunLimits {
        crate::api::RunLimits {
            max_steps: self.max_steps,
            max_depth: self.max_depth,
            max_memory_mib: self.max_memory,
            timeout: self.timeout,
        }
    }
}

fn parse_timeout(text: &str) -> Result<f64, String> {
    match text.parse::<f64>() {
        Ok(t) if t > 0.0 && t <= 1e6 => Ok(t),
        _ => Err("expected a number of seconds between 0 and 1000000".into()),
    }
}

#[derive(clap::Args)]
struct RunArgs {
    /// Which values are metered and which uses are reads.
    #[arg(long, value_enum, default_value_t = ModelArg::Strict)]
    model: ModelArg,
    /// Bytes per element for the reported costs (1 to 1048576).
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(i64).range(1..=crate::cost::MAX_BYTES_PER_ELEMENT))]
    bytes_per_element: i64,
    #[command(flatten)]
    limits: LimitArgs,
    /// Override a module-level constant: every top-level `NAME = ...` assigns
    /// the literal VALUE instead (repeatable), e.g. `--set N_BITS=30`.
    #[arg(long = "set", value_name = "NAME=VALUE", value_parser = parse_setting)]
    set: Vec<(String, String)>,
}

fn parse_setting(text: &str) -> Result<(String, String), String> {
    let (name, value) = text.split_once('=').ok_or("expected NAME=VALUE")?;
    let valid = !name.is_empty() && name.chars().all(|c| c.is_alphanumeric() || c == '_');
    if !valid {
        return Err(format!("'{name}' is not a variable name"));
    }
    Ok((name.to_string(), value.to_string()))
}

impl RunArgs {
    /// `run`'s settings, for `api::run_program`.
    fn api_options(&self, color: bool) -> crate::api::RunOptions {
        crate::api::RunOptions {
            model: self.model.model(),
            bytes_per_element: self.bytes_per_element,
            limits: self.limits.api_limits(),
            overrides: self.set.clone(),
            color,
            ..crate::api::RunOptions::default()
        }
    }

    fn options(&self, color: bool) -> Options {
        let model = self.model.model();
        let limits = self.limits.install();
        Options {
            model,
            bytes_per_element: self.bytes_per_element,
            limits,
            capture: false,
            output_to_stderr: false,
            color,
            trace: false,
            keep_reads: false,
            overrides: self.set.clone(),
            ..Options::default()
        }
    }
}

#[derive(Clone, Copy, ValueEnum)]
enum CompletionShell {
    Bash,
    Zsh,
    Fish,
}

#[derive(Clone, Copy, ValueEnum)]
enum ModelArg {
    /// The Python tracer bytedmd.py, exactly.
    Reference,
    /// Every scalar on the stack, every use a read, the whole run metered.
    Strict,
}

impl ModelArg {
    fn model(self) -> Model {
        match self {
            ModelArg::Reference => Model::Reference,
            ModelArg::Strict => Model::Strict,
        }
    }
}

/// A command's exit status (0 to 255).
#[derive(Clone, Copy, PartialEq, Eq)]
struct ExitCode(u8);

impl ExitCode {
    const SUCCESS: ExitCode = ExitCode(0);

    fn from(code: u8) -> ExitCode {
        ExitCode(code)
    }
}

/// The words the command was started with (`args[0]` is the program),
/// for the command line reports show.
static ARGS: std::sync::Mutex<Vec<std::ffi::OsString>> = std::sync::Mutex::new(Vec::new());

/// Runs the command `args` (`args[0]` is the program) and returns its exit
/// code. A usage error prints clap's message and returns 2, `--help` and
/// `--version` print and return 0.
pub fn main(args: Vec<std::ffi::OsString>) -> u8 {
    crate::sandbox::memory::one_arena();
    *ARGS.lock().unwrap_or_else(|e| e.into_inner()) = args.clone();
    let cli = match Cli::try_parse_from(args) {
        Ok(cli) => cli,
        Err(e) => {
            // `--help` to a full disk fails as any other command's output.
            if let Err(why) = e.print() {
                let stream = if e.use_stderr() { "stderr" } else { "stdout" };
                let _ = std::io::Write::write_fmt(
                    &mut std::io::stderr(),
                    format_args!("error: cannot write to {stream}: {why}\n"),
                );
                return (e.exit_code() as u8).max(1);
            }
            return e.exit_code() as u8;
        }
    };
    let code = command(cli);
    // A failed write to stdout or stderr (a full disk) fails the command.
    match crate::terminal::exit_code(0) {
        0 => code.0,
        failed if code == ExitCode::SUCCESS => failed,
        _ => code.0,
    }
}

fn command(cli: Cli) -> ExitCode {
    let color = crate::diag::use_color(std::io::IsTerminal::is_terminal(&std::io::stderr()));
    // No subcommand: the REPL with its defaults.
    let command = cli.command.unwrap_or(Command::Repl {
        file: None,
        model: ModelArg::Strict,
        bytes_per_element: 1,
        limits: LimitArgs { max_steps: 0, max_depth: 1000, max_memory: None, timeout: None },
    });
    match command {
        Command::ScoreWorker => ExitCode::from(crate::score::worker::main() as u8),
        Command::TestWorker => ExitCode::from(crate::golden::worker::main() as u8),
        Command::Test(args) => test(args),
        Command::Repl { file, model, bytes_per_element, limits } => {
            let limits = limits.install();
            let options = crate::repl::ReplOptions { model: model.model(), bytes_per_element, limits, file };
            ExitCode::from(crate::repl::main(options) as u8)
        }
        Command::Run { file, run, profile, json, html, callgrind, quiet } => {
            // The heap budget holds from the source's reading on.
            run.limits.install();
            let Some(text) = read(&file) else { return ExitCode::from(2) };
            // `--json -` (or `--callgrind -`, `--html -`): stdout is that
            // report alone; the program prints to stderr.
            let to_stdout =
                [&json, &callgrind, &html].iter().filter(|p| p.as_ref().is_some_and(|p| p.as_os_str() == "-")).count();
            if to_stdout > 1 {
                sayln!("error: only one of --json, --callgrind and --html can write to stdout (-)");
                return ExitCode::from(2);
            }
            let options = crate::api::RunOptions {
                stdout: if to_stdout == 1 { crate::api::Stdout::Stderr } else { crate::api::Stdout::Write },
                html: html.is_some(),
                calls: callgrind.is_some(),
                ..run.api_options(color)
            };
            // Ctrl-C stops the program, which is then priced; a second
            // stops the pricing; a third, not yet taken, ends the process.
            let flag = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false));
            crate::sandbox::interrupt::on_ctrl_c(flag, true);
            let progress = (!quiet && to_stdout == 0).then(crate::terminal::progress::Indicator::start).flatten();
            let ran = crate::api::run_program(&file.display().to_string(), &text, options);
            let outcome = &ran.outcome;
            drop(progress);
            if let Some(error) = &outcome.error {
                say!("{error}");
            }
            if outcome.report.is_some() {
                // A report a limit stopped is said, and fails the command
                // (exit 1, as the limit would have); a failed write, exit 2.
                let write = |path: &std::path::Path, text: &str| {
                    write_output(path, text).map_err(|e| (2, format!("cannot write {}: {e}", path.display())))
                };
                let limited = |message: String| (1, message);
                let mut made = Ok(());
                if profile {
                    if let Some(text) = ran.profile_text() {
                        made = text.map(|text| crate::terminal::write_stderr(&text)).map_err(limited);
                    }
                }
                if let (Some(path), Ok(())) = (&json, &made) {
                    if let Some(text) = ran.json_text(true) {
                        made = text.map_err(limited).and_then(|text| write(path, &text));
                    }
                }
                if let Some(path) = &callgrind {
                    if let Some(text) = ran.callgrind_text(&command_line()) {
                        let written = text.and_then(|text| {
                            write_output(path, &text).map_err(|e| format!("cannot write {}: {e}", path.display()))
                        });
                        if let Err(message) = written {
                            sayln!("error: {message}");
                            return ExitCode::from(2);
                        }
                    }
                }
                if let (Some(path), Ok(())) = (&html, &made) {
                    if let Some(page) = ran.html_page(&file.display().to_string(), &command_line()) {
                        made = page.map_err(limited).and_then(|page| write(path, &page));
                    }
                }
                if let Err((code, message)) = made {
                    sayln!("error: {message}");
                    if code == 1 && !quiet {
                        sayln!("{}", outcome.summary_line());
                    }
                    return ExitCode::from(code);
                }
            }
            if !quiet {
                sayln!("{}", outcome.summary_line());
            }
            ExitCode::from(outcome.exit_code as u8)
        }
        Command::Trace { file, run } => {
            let options = Options { trace: true, capture: true, ..run.options(color) };
            let Some(text) = read(&file) else { return ExitCode::from(2) };
            // Ctrl-C stops the program, as under `run`: the listing of what
            // ran, then the `KeyboardInterrupt` (exit 130).
            crate::sandbox::interrupt::on_ctrl_c(std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false)), true);
            let outcome = driver::run_source(&file.display().to_string(), &text, options);
            let _ = write_output(std::path::Path::new("-"), &outcome.ir);
            if let Some(error) = &outcome.error {
                say!("{error}");
            }
            ExitCode::from(outcome.exit_code as u8)
        }
        Command::Check { file, contest, max_memory, timeout } => {
            // Checking a submission parses it: under the limits `run` has.
            let limits = crate::api::RunLimits { max_memory_mib: max_memory, timeout, ..Default::default() }.install();
            let Some(text) = read(&file) else { return ExitCode::from(2) };
            match driver::check_with(&file.display().to_string(), &text, color, contest, limits) {
                Ok(()) => {
                    sayln!("{}: ok", crate::terminal::printable(&file.display().to_string()));
                    ExitCode::SUCCESS
                }
                Err(rendered) => {
                    say!("{rendered}");
                    ExitCode::from(1)
                }
            }
        }
        Command::Score(args) => score(args),
        Command::Diff { a, b } => diff(&a, &b),
        Command::Completions { shell } => completions(shell),
        Command::Man { command } => man(command.as_deref()),
    }
}

/// `dmdpy completions SHELL`: the script on stdout.
fn completions(shell: CompletionShell) -> ExitCode {
    let shell = match shell {
        CompletionShell::Bash => clap_complete::Shell::Bash,
        CompletionShell::Zsh => clap_complete::Shell::Zsh,
        CompletionShell::Fish => clap_complete::Shell::Fish,
    };
    let mut script = Vec::new();
    clap_complete::generate(shell, &mut public_command(), "dmdpy", &mut script);
    let _ = write_output(std::path::Path::new("-"), &String::from_utf8_lossy(&script));
    ExitCode::SUCCESS
}

/// The command line as users see it: without the hidden internal worker,
/// which clap_complete would otherwise offer.
fn public_command() -> clap::Command {
    let cli = <Cli as clap::CommandFactory>::command();
    let public: Vec<clap::Command> = cli.get_subcommands().filter(|c| !c.is_hide_set()).cloned().collect();
    let mut out = clap::Command::new("dmdpy").version(env!("CARGO_PKG_VERSION")).subcommands(public);
    if let Some(about) = cli.get_about() {
        out = out.about(about.clone());
    }
    out
}

/// `dmdpy man [COMMAND]`: the page in roff on stdout.
fn man(command: Option<&str>) -> ExitCode {
    let mut cli = public_command();
    cli.build();
    let page = match command {
        None => cli,
        Some(name) => match cli.find_subcommand(name) {
            // Built, it is named as pages of subcommands are: dmdpy-run(1).
            Some(sub) => sub.clone(),
            None => {
                sayln!("error: dmdpy has no command '{name}' (see dmdpy --help)");
                return ExitCode::from(2);
            }
        },
    };
    let mut roff = Vec::new();
    let man = clap_mangen::Man::new(page).source(format!("dmdpy {}", env!("CARGO_PKG_VERSION")));
    if let Err(e) = man.render(&mut roff) {
        sayln!("error: cannot render the manual page: {e}");
        return ExitCode::from(1);
    }
    let _ = write_output(std::path::Path::new("-"), &String::from_utf8_lossy(&roff));
    ExitCode::SUCCESS
}

/// `dmdpy diff A B`: the comparison on stdout.
fn diff(a: &std::path::Path, b: &std::path::Path) -> ExitCode {
    use crate::report::diff;
    match (diff::load(a), diff::load(b)) {
        (Ok(x), Ok(y)) => match diff::diff_documents(&x, &y, &a.display().to_string(), &b.display().to_string()) {
            Ok(text) => {
                let _ = write_output(std::path::Path::new("-"), &text);
                ExitCode::SUCCESS
            }
            Err(why) => {
                sayln!("error: {why}");
                ExitCode::from(2)
            }
        },
        (Err(why), _) | (_, Err(why)) => {
            sayln!("error: {why}");
            ExitCode::from(2)
        }
    }
}

/// Writes `text` to the file `path`, or to stdout for `-`. A closed
/// stdout (`dmdpy trace f.dmd | head`) is not an error: the reader has
/// what it wanted; another failure there fails the command at its end.
fn write_output(path: &std::path::Path, text: &str) -> std::io::Result<()> {
    if path.as_os_str() == "-" {
        return crate::terminal::write_stdout(text);
    }
    std::fs::write(path, text)
}

fn score(args: ScoreArgs) -> ExitCode {
    // --profile and --html look at one seed of one file.
    let one_seed = args.profile || args.html.is_some();
    if one_seed && args.files.len() != 1 {
        let flag = if args.profile { "--profile" } else { "--html" };
        sayln!("error: {flag} profiles one file; {} were given", args.files.len());
        return ExitCode::from(2);
    }
    if args.html.as_ref().is_some_and(|p| p.as_os_str() == "-")
        && args.json.as_ref().is_some_and(|p| p.as_os_str() == "-")
    {
        sayln!("error: only one of --json and --html can write to stdout (-)");
        return ExitCode::from(2);
    }
    let seeds = match (args.hidden_seeds, one_seed) {
        (Some(k), _) => crate::score::entropy_seeds(k as usize),
        (None, true) => vec![args.seed.unwrap_or(args.seeds[0])],
        (None, false) => args.seeds,
    };
    let jobs =
        args.jobs.map(|j| j as usize).unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()));
    let config = crate::score::Config {
        seeds,
        n_bits: args.n_bits,
        k_sparse: args.k_sparse,
        samples: args.samples,
        model: args.model.model(),
        timeout_s: args.timeout,
        max_steps: args.max_steps,
        max_depth: args.max_depth,
        max_memory_mib: args.max_memory,
        hidden_seeds: args.hidden_seeds.is_some(),
        no_time: args.no_time,
        profile: args.profile,
        html_command: args.html.is_some().then(command_line),
        jobs,
        worker: None,
    };
    // Ctrl-C ends the running workers and starts no more (each in its own
    // process group, which the terminal's SIGINT does not reach). A
    // second Ctrl-C does not end the scorer before it has ended them.
    crate::sandbox::interrupt::on_ctrl_c(std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false)), false);
    let scored = crate::api::score(&args.files, &config, |event| match event {
        crate::score::Progress::SeedFailed { file, seed, reason } => {
            let seed = if config.hidden_seeds { "a hidden seed".to_string() } else { format!("seed {seed}") };
            sayln!("{}: {seed}: {}", crate::score::printable(file), crate::score::printable(reason))
        }
        crate::score::Progress::File(r) => {
            sayln!("scored {}: {}", crate::score::printable(&r.file), r.status.label())
        }
    });
    let report = match scored {
        Ok(report) => report,
        Err(message) => {
            sayln!("error: {message}");
            return ExitCode::from(2);
        }
    };
    if crate::workers::interrupted() {
        sayln!("KeyboardInterrupt: scoring stopped; no table or report");
        return ExitCode::from(130);
    }
    // `--json -` (or `--html -`): stdout is that alone; the profile and the table go to stderr.
    let json_to_stdout = [&args.json, &args.html].iter().any(|p| p.as_ref().is_some_and(|p| p.as_os_str() == "-"));
    let mut text = String::new();
    if args.profile {
        text.push_str(&score_profile(&report));
    }
    text.push_str(&report.table());
    if json_to_stdout {
        crate::terminal::write_stderr(&text);
    } else {
        let _ = write_output(std::path::Path::new("-"), &text);
    }
    if let Some(path) = &args.json {
        if let Err(e) = write_output(path, &report.to_json()) {
            sayln!("error: cannot write {}: {e}", path.display());
            return ExitCode::from(2);
        }
    }
    if let Some(path) = &args.html {
        let seed = report.results.first().and_then(|r| r.seeds.first());
        match seed.and_then(|s| s.html.as_ref()) {
            Some(page) => {
                if let Err(e) = write_output(path, page) {
                    sayln!("error: cannot write {}: {e}", path.display());
                    return ExitCode::from(2);
                }
            }
            None => sayln!("dmdpy score: no page written: the seed failed before its measured call was priced"),
        }
    }
    ExitCode::from(report.exit_code() as u8)
}

fn test(args: TestArgs) -> ExitCode {
    use crate::golden;
    let to_stdout =
        [&args.json, &args.junit].iter().filter(|p| p.as_ref().is_some_and(|p| p.as_os_str() == "-")).count();
    if to_stdout > 1 {
        sayln!("error: only one of --json and --junit can write to stdout (-)");
        return ExitCode::from(2);
    }
    let paths = if args.paths.is_empty() { vec![std::path::PathBuf::from(".")] } else { args.paths };
    let config = golden::Config {
        bless: args.bless,
        lines: args.lines,
        model: args.model.map(ModelArg::model),
        jobs: args
            .jobs
            .map(|j| j as usize)
            .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get())),
        filter: args.filter,
        max_steps: args.limits.max_steps,
        max_depth: args.limits.max_depth,
        max_memory_mib: args.limits.max_memory,
        timeout_s: args.limits.timeout,
        worker: None,
    };
    let plans = match golden::plan(&paths, &config) {
        Ok(plans) => plans,
        Err(message) => {
            sayln!("error: {message}");
            return ExitCode::from(2);
        }
    };
    // The report goes where a machine-readable result does not.
    let report = |text: &str| {
        if to_stdout == 1 {
            crate::terminal::write_stderr(text);
        } else {
            let _ = write_output(std::path::Path::new("-"), text);
        }
    };
    // Ctrl-C ends the running workers and starts no more.
    crate::sandbox::interrupt::on_ctrl_c(std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false)), false);
    let results = golden::run(&plans, &config, |result| report(&(golden::status_line(result) + "\n")));
    if crate::workers::interrupted() {
        report("KeyboardInterrupt: testing stopped\n");
        return ExitCode::from(130);
    }
    report(&golden::details(&results));
    report(&format!("\n{}\n", golden::summary_line(&results)));
    for (path, text) in [
        (&args.json, golden::results::json_text as fn(&[golden::FileResult]) -> String),
        (&args.junit, golden::results::junit_text),
    ] {
        if let Some(path) = path {
            if let Err(e) = write_output(path, &text(&results)) {
                sayln!("error: cannot write {}: {e}", path.display());
                return ExitCode::from(2);
            }
        }
    }
    ExitCode::from(golden::exit_code(&results) as u8)
}

/// The profile `score --profile` asked for, or why there is none (the
/// seed failed before its measured call was priced).
fn score_profile(report: &crate::score::Report) -> String {
    let seed = report.results.first().and_then(|r| r.seeds.first());
    match seed.and_then(|s| s.profile.clone()) {
        Some(profile) => profile + "\n",
        None => "dmdpy profile: nothing to show: the seed failed before its measured call was priced (see below)\n\n"
            .to_string(),
    }
}

/// The command line that made a report, as a shell would take it back:
/// words quoted where they need it.
fn command_line() -> String {
    let args = ARGS.lock().unwrap_or_else(|e| e.into_inner()).clone();
    let words: Vec<String> = args
        .into_iter()
        .enumerate()
        .map(|(i, a)| if i == 0 { "dmdpy".to_string() } else { a.to_string_lossy().into_owned() })
        .map(|w| {
            let plain = !w.is_empty() && w.chars().all(|c| c.is_ascii_alphanumeric() || "-_./=,:+@%".contains(c));
            if plain {
                w
            } else {
                format!("'{}'", w.replace('\'', "'\\''"))
            }
        })
        .collect();
    words.join(" ")
}

fn read(path: &std::path::Path) -> Option<String> {
    match crate::sandbox::memory::read_program_source(path) {
        Ok(text) => Some(text),
        Err(message) => {
            sayln!("error: {message}");
            None
        }
    }
}
