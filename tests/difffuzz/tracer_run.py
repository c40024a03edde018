#!/usr/bin/env python3
"""Runs a program under CPython with the reference tracer, and says on
stderr when the tracer mistook one object for another.

The tracer memoises wrapping by `id()` and keeps the entry after the
object dies (a `divmod` result tuple, say). CPython reuses a freed tuple's
memory for the next tuple of its size, so a later tuple can get the dead
one's id and be "wrapped" as the dead one's stale copy: its values and keys
are those of the old tuple (issue 43). No interpreter that does not emulate
CPython's allocator can predict that, so the fuzzer does not count such a
program as a difference; this runner tells it which programs they are.

    python3 tracer_run.py PROGRAM.dmd      (bytedmd.py on PYTHONPATH)

The check only reads the memo and compares values: it allocates no tuple,
so it does not move CPython's tuple free lists.
"""

import runpy
import sys

import bytedmd

MARKER = "difffuzz: tracer identity accident"
_wrap = bytedmd._wrap
_seen = {}
_accidents = []


def _values(val):
    """The tuple's values as text, for ints of any size: CPython's limit
    of 4300 digits is the program's, not this check's (a tuple of huge
    ints made this runner raise a ValueError the tracer never would)."""
    limit = sys.get_int_max_str_digits()
    sys.set_int_max_str_digits(0)
    try:
        return repr(list(val))
    finally:
        sys.set_int_max_str_digits(limit)


def _checked_wrap(ctx, val, deferred=False):
    if type(val) is tuple:
        vid = id(val)
        hit = ctx.memo.get(vid)
        if hit is not None and _seen.get(vid) is not None and _seen[vid] != _values(val):
            _accidents.append(vid)
        if hit is None:
            _seen[vid] = _values(val)
    return _wrap(ctx, val, deferred)


bytedmd._wrap = _checked_wrap
try:
    runpy.run_path(sys.argv[1], run_name="__main__")
finally:
    if _accidents:
        print(MARKER, file=sys.stderr)
