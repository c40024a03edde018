//! `dmdpy._dmdpy`, the native half of the Python module: a thin layer over
//! `dmdpy::api` (the one path the binary also takes). It runs programs with
//! the GIL released and hands back plain values (the `--json` document as
//! text, stdout, the error as data); `python/dmdpy/__init__.py` turns them
//! into `Report`s and `DmdError`s.

use std::sync::Mutex;

use dmdpy::api;
use pyo3::exceptions::{PyRuntimeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::PyDict;

/// A finished run, from which its reports are made. (A `Mutex` because
/// Python may hand the object to any thread.)
#[pyclass(module = "dmdpy._dmdpy")]
struct NativeRun {
    run: Mutex<api::Run>,
    name: String,
}

impl NativeRun {
    fn make(
        &self,
        py: Python<'_>,
        what: impl FnOnce(&api::Run) -> Option<Result<String, String>> + Send,
    ) -> PyResult<Option<String>> {
        let made = py.allow_threads(|| what(&self.run.lock().unwrap_or_else(|e| e.into_inner())));
        match made {
            None => Ok(None),
            Some(Ok(text)) => Ok(Some(text)),
            Some(Err(message)) => Err(PyRuntimeError::new_err(message)),
        }
    }
}

#[pymethods]
impl NativeRun {
    /// The `--html` page (None: the run made no report).
    fn html(&self, py: Python<'_>, command: String) -> PyResult<Option<String>> {
        self.make(py, |run| run.html_page(&self.name, &command))
    }

    /// The `--profile` listing (None: the run made no report).
    fn profile(&self, py: Python<'_>) -> PyResult<Option<String>> {
        self.make(py, |run| run.profile_text())
    }
}

fn model_of(name: &str) -> PyResult<api::Model> {
    match name {
        "strict" => Ok(api::Model::Strict),
        "reference" => Ok(api::Model::Reference),
        other => Err(PyValueError::new_err(format!("model must be 'strict' or 'reference', not {other:?}"))),
    }
}

/// Runs `source` as the program `name`; returns a dict: `exit_code`,
/// `stdout`, `json` (the `--json` text, or None), `json_error` (why a limit
/// stopped the report), `error` (None, or a dict: type, message, file,
/// line, rendered), `summary` (the CLI's cost line), `run` (a NativeRun).
#[pyfunction]
#[pyo3(signature = (source, name, model, bytes_per_element, max_steps, max_depth, max_memory_mib, timeout, overrides, html))]
#[allow(clippy::too_many_arguments)]
fn run<'py>(
    py: Python<'py>,
    source: String,
    name: String,
    model: &str,
    bytes_per_element: i64,
    max_steps: u64,
    max_depth: u32,
    max_memory_mib: Option<u64>,
    timeout: Option<f64>,
    overrides: Vec<(String, String)>,
    html: bool,
) -> PyResult<Bound<'py, PyDict>> {
    let options = api::RunOptions {
        model: model_of(model)?,
        bytes_per_element,
        limits: api::RunLimits { max_steps, max_depth, max_memory_mib, timeout },
        overrides,
        stdout: api::Stdout::Capture,
        html,
        ..api::RunOptions::default()
    };
    let (ran, json) = py.allow_threads(|| {
        let ran = api::run_program(&name, &source, options);
        let json = ran.json_text(true);
        (ran, json)
    });
    let outcome = &ran.outcome;
    let out = PyDict::new(py);
    out.set_item("exit_code", outcome.exit_code)?;
    out.set_item("stdout", &outcome.stdout)?;
    out.set_item("summary", outcome.summary_line())?;
    let (json, json_error) = match json {
        Some(Ok(text)) => (Some(text), None),
        Some(Err(message)) => (None, Some(message)),
        None => (None, None),
    };
    out.set_item("json", json)?;
    out.set_item("json_error", json_error)?;
    match (&outcome.fault, &outcome.error) {
        (Some(fault), rendered) => {
            let error = PyDict::new(py);
            error.set_item("type", &fault.kind)?;
            error.set_item("message", &fault.message)?;
            error.set_item("file", &fault.file)?;
            error.set_item("line", fault.line)?;
            error.set_item("rendered", rendered.clone().unwrap_or_default())?;
            out.set_item("error", error)?;
        }
        (None, _) => out.set_item("error", py.None())?,
    }
    out.set_item("run", NativeRun { run: Mutex::new(ran), name })?;
    Ok(out)
}

/// Reads a program file as the CLI does (size limit, UTF-8).
#[pyfunction]
fn read_program(path: std::path::PathBuf) -> PyResult<String> {
    api::read_program(&path).map_err(PyValueError::new_err)
}

/// Scores `paths` (the `score --json` document's text) with the CLI's
/// defaults but for what is given.
#[pyfunction]
#[pyo3(signature = (paths, seeds, hidden_seeds, jobs, model, n_bits, k_sparse, samples, timeout, max_steps, max_depth, max_memory_mib, no_time))]
#[allow(clippy::too_many_arguments)]
fn score(
    py: Python<'_>,
    paths: Vec<std::path::PathBuf>,
    seeds: Vec<i64>,
    hidden_seeds: Option<u32>,
    jobs: Option<usize>,
    model: &str,
    n_bits: i64,
    k_sparse: i64,
    samples: i64,
    timeout: f64,
    max_steps: u64,
    max_depth: u32,
    max_memory_mib: u64,
    no_time: bool,
) -> PyResult<String> {
    let config = api::ScoreConfig {
        seeds: match hidden_seeds {
            Some(k) => api::entropy_seeds(k as usize),
            None => seeds,
        },
        n_bits,
        k_sparse,
        samples,
        model: model_of(model)?,
        timeout_s: timeout,
        max_steps,
        max_depth,
        max_memory_mib,
        hidden_seeds: hidden_seeds.is_some(),
        no_time,
        jobs: jobs.unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get())).max(1),
        ..api::ScoreConfig::default()
    };
    let report = py.allow_threads(|| api::score(&paths, &config, |_| {}));
    report.map(|r| r.to_json()).map_err(PyValueError::new_err)
}

/// Runs the `dmdpy` command line (`argv[0]` is the program) and returns its
/// exit code; what it prints goes to the process's stdout and stderr.
#[pyfunction]
fn cli(py: Python<'_>, argv: Vec<std::ffi::OsString>) -> u8 {
    py.allow_threads(|| api::cli_main(argv))
}

/// How worker processes of `score` and `test` start: `program args...
/// __score-worker` (under Python: `python -m dmdpy`).
#[pyfunction]
fn set_worker_command(program: std::path::PathBuf, args: Vec<std::ffi::OsString>) {
    api::set_worker_command(api::WorkerCommand { program, args });
}

#[pymodule]
fn _dmdpy(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_class::<NativeRun>()?;
    m.add_function(wrap_pyfunction!(run, m)?)?;
    m.add_function(wrap_pyfunction!(read_program, m)?)?;
    m.add_function(wrap_pyfunction!(score, m)?)?;
    m.add_function(wrap_pyfunction!(cli, m)?)?;
    m.add_function(wrap_pyfunction!(set_worker_command, m)?)?;
    m.add("VERSION", env!("CARGO_PKG_VERSION"))?;
    Ok(())
}
