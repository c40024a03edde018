"""dmdpy: run .dmd programs (a Python subset) with every value read priced by
the ByteDMD data-movement cost model, from Python.

>>> import dmdpy
>>> report = dmdpy.run("xs = [1, 2, 3]\\nprint(sum(xs))\\n")
>>> report.stdout
'6\\n'
>>> report.cost > 0
True

``dmdpy.run`` runs in this process (the GIL released, on a thread with a
stack sized for ``max_depth``) and returns a :class:`Report` holding exactly
what ``dmdpy run --json`` writes; ``dmdpy.score`` scores contest submissions
as ``dmdpy score --json`` does; a failed program raises :class:`DmdError`.
In IPython or Jupyter, ``%load_ext dmdpy`` adds the ``%%dmdpy`` cell magic.
The ``dmdpy`` command installed with this package is the same command line
as the Rust binary's. Full guide: docs/python.md.
"""

from __future__ import annotations

import json as _json
import os
import sys
from typing import Any, Dict, Iterable, List, Mapping, Optional, Sequence, Union

from . import _dmdpy

__all__ = ["run", "score", "Report", "DmdError", "main", "__version__"]

__version__: str = _dmdpy.VERSION

# score's workers (and test's) run this module as a program: the
# interpreter is python here, not dmdpy.
_dmdpy.set_worker_command(sys.executable, ["-m", "dmdpy"])

PathLike = Union[str, "os.PathLike[str]"]


class DmdError(Exception):
    """A .dmd program failed: a syntax error, an exception it raised, or a
    limit it met (``TimeoutError``, ``MemoryError``, ``RecursionError``,
    the step limit).

    ``str(error)`` is the rendered diagnostic with the .dmd traceback, as
    the CLI prints it.

    Attributes:
        type: the exception's type, e.g. ``"ZeroDivisionError"``.
        message: the text after the type.
        line: the line it was raised on (None when it has no position).
        file: the file it was raised in (None when it has no position).
        report: the :class:`Report` of what ran up to the failure, when the
            run got as far as pricing it (None for a syntax error).
    """

    def __init__(
        self,
        type: str,
        message: str,
        line: Optional[int],
        file: Optional[str],
        rendered: str,
        report: Optional["Report"] = None,
    ) -> None:
        super().__init__(rendered.rstrip("\n") or f"{type}: {message}")
        self.type = type
        self.message = message
        self.line = line
        self.file = file
        self.rendered = rendered
        self.report = report


class Report:
    """A priced run: the ``dmdpy run --json`` document as attributes.

    Attributes:
        stdout: what the program printed.
        model: ``"strict"`` or ``"reference"``.
        bytes_per_element: the element size the costs are in.
        cost: the run's cost (strict: the whole run; reference: the sum of
            the measured calls). Same as the CLI's cost line.
        reads: the number of reads priced.
        peak_live: strict: the most elements live at once (None under
            reference, which prices measured calls only).
        measured: one dict per measured call (``measured_calls``).
        lines: per-line costs of the run: dicts with ``file``, ``line``,
            ``reads``, ``cost`` (empty under reference).
        functions: per-function costs of the run (``name``, ``file``,
            ``line``, ``reads``, ``cost``).
        histogram: the run's reads by depth (``min_depth``, ``max_depth``,
            ``reads``, ``cost``).
        error: the :class:`DmdError` of a failed run (``run(check=False)``),
            else None.
        summary: the CLI's one-line cost summary.
    """

    def __init__(self, raw: Mapping[str, Any], native: Any, error: Optional[DmdError]) -> None:
        self._doc: Dict[str, Any] = _json.loads(raw["json"]) if raw["json"] is not None else {}
        self._native = native
        self.stdout: str = raw["stdout"]
        self.summary: str = raw["summary"]
        self.exit_code: int = raw["exit_code"]
        self.error: Optional[DmdError] = error
        doc = self._doc
        run_part: Dict[str, Any] = doc.get("run") or {}
        self.model: str = doc.get("model", "")
        self.bytes_per_element: int = doc.get("bytes_per_element", 1)
        self.cost: int = doc.get("total_cost", 0)
        self.reads: int = doc.get("total_reads", 0)
        self.peak_live: Optional[int] = run_part.get("peak_live_elements")
        self.measured: List[Dict[str, Any]] = doc.get("measured_calls", [])
        self.lines: List[Dict[str, Any]] = run_part.get("lines", [])
        self.functions: List[Dict[str, Any]] = run_part.get("functions", [])
        self.histogram: List[Dict[str, Any]] = run_part.get("histogram", [])
        self.wall_seconds: Optional[float] = doc.get("wall_seconds")

    def to_dict(self) -> Dict[str, Any]:
        """The ``--json`` document as a dict (a copy)."""
        return _json.loads(_json.dumps(self._doc))

    def to_json(self) -> str:
        """The ``--json`` document's text, as ``dmdpy run --json`` writes it."""
        return _json.dumps(self._doc, indent=2, sort_keys=True)

    def profile(self) -> str:
        """The ``--profile`` listing: the source annotated with reads and
        costs per line, per-function totals, a section per measured call."""
        return self._native.profile() or ""

    def html(self) -> str:
        """The self-contained page ``dmdpy run --html`` writes."""
        return self._native.html("dmdpy.run(...)") or ""

    def _repr_html_(self) -> str:
        return self.html()

    def __repr__(self) -> str:
        return f"<dmdpy.Report model={self.model} cost={self.cost} reads={self.reads}>"


def run(
    source: Optional[str] = None,
    path: Optional[PathLike] = None,
    *,
    model: str = "strict",
    bytes_per_element: int = 1,
    max_steps: int = 0,
    max_depth: int = 1000,
    max_memory_mib: Optional[int] = None,
    timeout: Optional[float] = None,
    set: Optional[Mapping[str, Any]] = None,
    html: bool = False,
    check: bool = True,
    echo: bool = False,
) -> Report:
    """Run a .dmd program and price it; the same run as ``dmdpy run``.

    Give the program as ``source`` (text) or ``path`` (a file). Limits are
    the CLI's: ``max_steps`` (0: none), ``max_depth`` (calls and nesting,
    ``RecursionError`` beyond), ``max_memory_mib`` (the heap budget of
    dmdpy's own allocations; None: half the machine's memory, 0: none),
    ``timeout`` (seconds). ``set={"N_BITS": 30}`` is ``--set N_BITS=30``.
    ``html=True`` keeps the step-through of small runs for
    :meth:`Report.html`. The program's output is captured in
    ``Report.stdout`` (``echo=True`` also prints it).

    A failed program (a syntax error, an exception, a limit) raises
    :class:`DmdError`; with ``check=False`` the report is returned with
    ``.error`` set instead (when the run got as far as a report).

    Runs take turns within a process (the heap budget is process-wide):
    calls from several threads are serialized, with the GIL released.

    >>> dmdpy.run("print(2 + 3)").stdout
    '5\\n'
    >>> try:
    ...     dmdpy.run("x = 1 / 0")
    ... except dmdpy.DmdError as e:
    ...     print(e.type, e.line)
    ZeroDivisionError 1
    """
    if (source is None) == (path is None):
        raise TypeError("give exactly one of source and path")
    if path is not None:
        name = os.fspath(path)
        text = _dmdpy.read_program(name)
    else:
        name = "<source>"
        text = source if source.endswith("\n") or not source else source + "\n"
    if model not in ("strict", "reference"):
        raise ValueError(f"model must be 'strict' or 'reference', not {model!r}")
    if not isinstance(bytes_per_element, int) or not 1 <= bytes_per_element <= 1 << 20:
        raise ValueError("bytes_per_element must be an integer from 1 to 1048576")
    if not 1 <= max_depth <= 100_000:
        raise ValueError("max_depth must be between 1 and 100000")
    if timeout is not None and not 0 < timeout <= 1e6:
        raise ValueError("timeout must be a number of seconds between 0 and 1000000")
    overrides = [(str(k), _literal(v)) for k, v in (set or {}).items()]
    raw = _dmdpy.run(
        text, name, model, bytes_per_element, max_steps, max_depth, max_memory_mib, timeout, overrides, html
    )
    error = None
    if raw["error"] is not None:
        e = raw["error"]
        error = DmdError(e["type"], e["message"], e["line"], e["file"], e["rendered"])
    report = Report(raw, raw["run"], error) if raw["json"] is not None else None
    if echo and raw["stdout"]:
        sys.stdout.write(raw["stdout"])
    if error is not None:
        error.report = report
        if check or report is None:
            raise error
    if report is None:
        # A limit stopped the report itself (its memory or its clock).
        raise DmdError("error", raw["json_error"] or "no report", None, None, f"error: {raw['json_error']}")
    return report


def _literal(value: Any) -> str:
    """A Python value (a number, string, bool, None, or a list or tuple of
    them) as the literal ``--set`` takes: ``"abc"`` becomes ``'abc'``."""
    return repr(value)


def score(
    paths: Union[PathLike, Sequence[PathLike]],
    *,
    seeds: Iterable[int] = (42, 123, 456),
    hidden_seeds: Optional[int] = None,
    jobs: Optional[int] = None,
    model: str = "strict",
    n_bits: int = 20,
    k_sparse: int = 3,
    samples: int = 500,
    timeout: float = 60.0,
    max_steps: int = 1_000_000_000,
    max_depth: int = 1000,
    max_memory_mib: int = 4096,
    no_time: bool = False,
) -> Dict[str, Any]:
    """Score sparse-parity contest submissions, as ``dmdpy score --json``:
    each (file, seed) in a worker process of its own under the limits
    (``python -m dmdpy``), ``jobs`` at a time (default: the number of
    cores). Returns the ``score --json`` document: ``results`` has one
    entry per file (``status``, ``mean_cost``, ``seeds`` with each seed's
    cost, accuracy and error).

    >>> doc = dmdpy.score(["submission.dmd"], seeds=[42])   # doctest: +SKIP
    >>> doc["results"][0]["status"]                          # doctest: +SKIP
    'PASS'
    """
    if isinstance(paths, (str, os.PathLike)):
        paths = [paths]
    text = _dmdpy.score(
        [os.fspath(p) for p in paths],
        [int(s) for s in seeds],
        hidden_seeds,
        jobs,
        model,
        n_bits,
        k_sparse,
        samples,
        float(timeout),
        max_steps,
        max_depth,
        max_memory_mib,
        no_time,
    )
    return _json.loads(text)


def main(argv: Optional[Sequence[str]] = None) -> int:
    """The ``dmdpy`` command: the Rust CLI, run in this process."""
    args = ["dmdpy"] + list(sys.argv[1:] if argv is None else argv)
    sys.stdout.flush()
    sys.stderr.flush()
    return _dmdpy.cli(args)


def load_ipython_extension(ipython: Any) -> None:
    """``%load_ext dmdpy``: registers the ``%%dmdpy`` cell magic."""
    from ._magic import register

    register(ipython)
