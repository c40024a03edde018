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
//! # What is public
//!
//! Only [`api`]: run a program's text with a model and limits and get its
//! outcome and reports, score submissions, run the command line. The
//! binary (`main.rs`) and the Python module (`python/`) go through it, as
//! any embedder should; every other module is `pub(crate)`, so what it
//! exports is the crate's to change. The crate's own integration tests,
//! benches and fuzzers also reach a few internals through `testing`,
//! hidden from the docs and not API. `tests/layers.rs` checks that lib.rs
//! exports nothing else; `docs/architecture.md` is the map for
//! contributors.

pub mod api;
pub(crate) mod builtins;
pub(crate) mod check;
pub(crate) mod cli;
pub(crate) mod cost;
pub(crate) mod diag;
pub(crate) mod driver;
pub(crate) mod error;
pub(crate) mod eval;
pub(crate) mod eventlog;
pub(crate) mod format;
pub(crate) mod golden;
pub(crate) mod machine;
pub(crate) mod natives;
pub(crate) mod ops;
pub(crate) mod pyrandom;
pub(crate) mod repl;
pub(crate) mod report;
pub(crate) mod resolve;
pub(crate) mod sandbox;
pub(crate) mod scalar;
pub(crate) mod score;
pub(crate) mod source;
pub(crate) mod stdlib;
pub(crate) mod syntax;
pub(crate) mod terminal;
pub(crate) mod text;
pub(crate) mod value;
pub(crate) mod workers;

/// Not API: the internals the crate's own integration tests, benches and
/// fuzzers reach (the driver's options, report internals, the allocator's
/// counters, the replay bench...). No stability, no documentation; an
/// embedder uses [`api`]. It only re-exports, mirroring the modules'
/// paths, so a test names `testing::driver::run_source` where the crate
/// says `crate::driver::run_source`.
#[doc(hidden)]
pub mod testing {
    pub mod check {
        pub use crate::check::check;
    }
    pub mod cost {
        pub use crate::cost::bench_replay;
        pub mod tally {
            pub use crate::cost::tally::TIMELINE_POINTS;
        }
    }
    pub mod driver {
        pub use crate::driver::{check_source, on_big_stack, parse_and_resolve, run_source, Options};
    }
    pub mod eval {
        pub use crate::eval::Limits;
    }
    pub mod golden {
        pub mod format {
            pub use crate::golden::format::{Golden, Key, HEADER};
        }
    }
    pub mod machine {
        // For the doctest of the metering boundary (`machine/operand.rs`).
        pub use crate::machine::Operand;
    }
    pub mod report {
        pub use crate::report::{by_line, check_sums, json_document, profile_text, SCHEMA_VERSION};
        pub mod html {
            pub use crate::report::html::{grouped, run_page};
        }
        pub mod steps {
            pub use crate::report::steps::{Steps, MAX_EVENTS, MAX_READS, SHOWN};
        }
    }
    pub mod repl {
        pub use crate::repl::{Session, Sink};
    }
    pub mod sandbox {
        pub mod memory {
            pub use crate::sandbox::memory::allocated;
        }
    }
    pub mod score {
        pub use crate::score::MAX_SUBMISSION_BYTES;
    }
    pub mod syntax {
        pub use crate::syntax::parse;
    }
    pub mod workers {
        pub use crate::workers::this_program;
    }
}
