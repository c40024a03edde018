//! dmdpy: a Python-subset interpreter that prices every value read with
//! the ByteDMD data-movement cost model.
//!
//! # Code map
//!
//! A run flows through these modules, in this order:
//!
//! - `source`, `diag`: loaded files, spans, and every diagnostic's rendering.
//! - `syntax`: text → tokens (logos) → layout (INDENT/DEDENT) → LALRPOP
//!   parser (`grammar/dmd.lalrpop`) → validated AST. Knows nothing about
//!   values, the machine or cost; never panics on any input.
//! - `resolve`: names → slots (local, cell, free, global, builtin); `check`
//!   reports, before running, what will certainly fail (`dmdpy check`).
//! - `eval`: the tree-walking interpreter (statements, expressions, calls,
//!   assignment, operators, iteration), over `value`s.
//! - `machine`: **the metering boundary**. Scalars are opaque `Operand`s;
//!   only `Machine` methods can reveal a payload, and each records the read
//!   it implies into the event log (`eventlog::trace`) of the value's
//!   measurement. The cost model decides which uses are reads.
//! - `ops`, `format`: pure Python semantics of scalars (arithmetic,
//!   comparison, conversions; CPython-exact text). They see payloads only
//!   when the machine hands them over.
//! - `builtins`: native functions and methods, `math`, `random` (CPython's
//!   Mersenne Twister), and `bytedmd` — the only code that opens and closes
//!   measurements and calls `cost`.
//! - `cost`: prices a finished trace (liveness with hindsight, an LRU stack
//!   as a Fenwick tree over access times, O(log n) per read). Never sees an
//!   AST, a value or the interpreter.
//! - `report`: what a priced run is shown as — the `--profile` listing,
//!   the `--json` document, the `--html` page, the `--callgrind` profile
//!   and `dmdpy diff` — from the summaries alone.
//! - `driver`: the pipeline (load → parse → resolve → run → report) used by
//!   the CLI and the tests.
//! - `api`: the embedding API the binary and the Python module (`python/`)
//!   share: run a program with a model and limits and get its reports,
//!   score submissions, run the command line.
//! - `cli`: the `dmdpy` command line (clap), behind `api::cli_main`.
//! - `score`: `dmdpy score`, the sparse-parity contest harness.
//! - `golden`: `dmdpy test`, golden-file tests of programs' outputs and
//!   costs.
//! - `workers`: the pool of worker processes `score` and `test` run
//!   programs in, each under OS limits.
//! - `terminal`: what reaches the operator's terminal (program text and
//!   names escaped) and writes to stdout/stderr that failed.
//!
//! Invariants: evaluation never computes a cost; pricing never executes
//! code; only `diag` renders; only `cli` touches clap.
//!
//! Modules that nothing outside the crate names (the binary, the tests,
//! the benches) are `pub(crate)`; `docs/architecture.md` is the map for
//! contributors.

pub mod api;
pub(crate) mod builtins;
pub mod check;
pub(crate) mod cli;
pub mod cost;
pub mod diag;
pub mod driver;
pub(crate) mod error;
pub mod eval;
pub(crate) mod eventlog;
pub(crate) mod format;
pub mod golden;
pub mod machine;
pub(crate) mod natives;
pub(crate) mod ops;
pub(crate) mod pyrandom;
pub mod repl;
pub mod report;
pub(crate) mod resolve;
pub mod sandbox;
pub(crate) mod scalar;
pub mod score;
pub mod source;
pub(crate) mod stdlib;
pub mod syntax;
pub mod terminal;
pub(crate) mod text;
pub(crate) mod value;
pub mod workers;
