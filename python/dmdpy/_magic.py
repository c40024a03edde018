"""The ``%%dmdpy`` cell magic (``%load_ext dmdpy``): runs the cell as a .dmd
program and shows its stdout, the cost line and the per-line costs (the
``--profile`` listing), or with ``--html`` the HTML report inline.

    %%dmdpy [--model reference] [--profile] [--html] [--bytes-per-element N]
            [--max-steps N] [--timeout SECONDS] [--quiet]
"""

from __future__ import annotations

import argparse
import shlex
import sys
from typing import Any, Optional

from . import DmdError, Report, run


def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="%%dmdpy", add_help=False)
    p.add_argument("--model", choices=["strict", "reference"], default="strict")
    p.add_argument("--profile", action="store_true")
    p.add_argument("--html", action="store_true")
    p.add_argument("--quiet", action="store_true")
    p.add_argument("--bytes-per-element", type=int, default=1)
    p.add_argument("--max-steps", type=int, default=0)
    p.add_argument("--timeout", type=float, default=None)
    return p


def dmdpy_cell(line: str, cell: str) -> Optional[Any]:
    """Runs ``cell``; prints stdout, then the cost line and the per-line
    costs (``--profile``) on stderr; ``--html`` returns an object the
    notebook shows as the HTML report. A failed program prints its
    diagnostic and traceback on stderr (the report is not raised)."""
    try:
        args = _parser().parse_args(shlex.split(line))
    except SystemExit:
        print(_parser().format_usage(), file=sys.stderr, end="")
        return None
    try:
        report = run(
            cell,
            model=args.model,
            bytes_per_element=args.bytes_per_element,
            max_steps=args.max_steps,
            timeout=args.timeout,
            html=args.html,
            check=False,
        )
    except DmdError as e:
        print(str(e), file=sys.stderr)
        return None
    sys.stdout.write(report.stdout)
    if report.error is not None:
        print(str(report.error), file=sys.stderr)
    if args.profile:
        print(report.profile(), file=sys.stderr, end="")
    if not args.quiet:
        print(report.summary, file=sys.stderr)
    if args.html:
        return _Html(report)
    return None


class _Html:
    """Shown by IPython as the report's page."""

    def __init__(self, report: Report) -> None:
        self.report = report

    def _repr_html_(self) -> str:
        return self.report.html()

    def __repr__(self) -> str:
        return repr(self.report)


def register(ipython: Any) -> None:
    ipython.register_magic_function(dmdpy_cell, magic_kind="cell", magic_name="dmdpy")
