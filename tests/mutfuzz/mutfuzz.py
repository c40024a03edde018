#!/usr/bin/env python3
"""Mutation fuzzer: hostile variants of real programs against every command.

Takes seed programs (`programs/`, `programs/contest/`, `tests/cases/`,
`tests/sandbox/`, `tests/cycles/`, and the hostile probes below), mutates
them (operators swapped, literals made huge, negative or edge values,
lines duplicated, deleted or moved, statements wrapped in loops or nested
deeply, statements spliced from another program, format widths, big
repeats, recursion, reference cycles, control characters, invalid UTF-8,
truncation) and runs each mutant through `dmdpy run` (either model,
sometimes with `--json/--html/--callgrind/--profile`, sometimes
interrupted with SIGINT), `trace`, `check`, `repl` (piped) and, rarely,
`score`, under small limits. A run is a finding when it

- ends by a signal (other than the SIGINT it was sent and answered by
  exit 130), or is killed by the fuzzer's watchdog;
- prints a Rust panic (`panicked at`), a stack overflow, an allocation
  that passed the heap budget unasked (`DMDPY_AUDIT_BUDGET=1`) or a
  native operation that could not be stopped;
- exits with a code outside the documented set (0, 1, 2; 130 after
  SIGINT);
- takes longer than its `--timeout` by more than 10% + 0.5 s, in wall
  time *and* in CPU time (on a loaded machine wall time alone misleads);
- peaks past `--max-memory` by more than `--slack` MiB of resident memory
  (the child's own `wait4` usage).

Each finding is shrunk (lines, then characters, dropped while the same
kind of finding stays) and written to the output directory with the
command that shows it. Deterministic: `--seed` and the case's index make
the mutant and the command.

    python3 tests/mutfuzz/mutfuzz.py [--count 1000] [--seed 0] [--jobs 1]
        [--dmdpy target/release/dmdpy] [--out target/mutfuzz]
        [--fail-on any|crashes]

Exit code 0 when nothing was found, 1 otherwise; with `--fail-on crashes`
(CI), 1 only for a signal, a panic, a stack overflow or an unknown exit
code, which no load on the machine can cause (every finding is still
written and listed). Python 3.11, stdlib only.
Not part of `cargo test`.
"""

import argparse
import os
import random
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time
from collections import Counter

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SEED_DIRS = ["programs", "programs/contest", "tests/cases/run", "tests/cases/err", "tests/sandbox", "tests/cycles"]

# What a run may print before the fuzzer stops keeping it (it still drains).
KEEP_BYTES = 1 << 18

# Hostile probes: small programs aimed at the limits, used as seeds too.
PROBES = [
    "s = '%*s' % (7 * 10**9, 'a')\n",
    "s = '%7000000000s' % 'a'\nprint(len(s))\n",
    "s = '%*c' % (2 * 10**9, 'a')\n",
    "s = f'{1:{10**9}}'\nprint(len(s))\n",
    "s = '{:>3000000000}'.format('x')\n",
    "x = 'ab' * 10**9\n",
    "x = [0] * 10**9\n",
    "x = (1, 2) * 10**9\n",
    "x = 'a' * 2**31\ny = x + x\n",
    "s = 'a' * 2**26\nfor i in range(40):\n    s = s.replace('a', 'aa')\n",
    "xs = []\nwhile True:\n    xs.append(xs)\n",
    "while True:\n    a = []\n    b = [a]\n    a.append(b)\n",
    "def f(n):\n    return f(n + 1)\nf(0)\n",
    "def f(n):\n    return [f(n + 1)]\nprint(f(0))\n",
    "a = []\nfor i in range(10**6):\n    a = [a]\nprint(len(a))\n",
    "x = 10**17 in range(10**18)\nprint(x)\n",
    "a, b = range(10**18)\n",
    "a, b = map(lambda v: 1 // 0, [1, 2])\n",
    "x = 1" + " + 1" * 400 + "\nprint(x)\n",
    "x = " + "(" * 300 + "1" + ")" * 300 + "\n",
    "x = " + "[" * 250 + "]" * 250 + "\n",
    "d = {i: i * 2 for i in range(10**9)}\n",
    "s = str(10**100000)\nprint(len(s))\n",
    "x = 3 ** (2**40)\n",
    "x = pow(3, 10**9, 10**4000 + 7)\n",
    "import math\nx = math.isqrt(10**200000)\n",
    "s = ','.join(str(i) for i in range(10**8))\n",
    "xs = sorted(range(10**8, 0, -1))\n",
    "s = 'a' * 10**8\nt = s.upper().lower().split('b')\nprint(len(t))\n",
    "raise ValueError('x' * 10**8)\n",
    "raise ValueError('\\x1b[2J\\x1b]0;owned\\x07' * 1000)\n",
    "# \x1b[2J comment\nprint('\\x1b[31m')\nundefined_name\n",
    "x = {}\nfor i in range(10**7):\n    x[i] = x\n",
    "s = set()\nfor i in range(10**8):\n    s.add(-1 if i % 2 else -2)\n    s.add(i * 1024)\n",
    "x = int('9' * 4300)\ny = x ** 1000\nprint(y % 7)\n",
    "x = -2**63\nprint(x // -1, abs(x), x * x)\n",
    "xs = list(range(10**9))\n",
    "for i in range(10**18):\n    pass\n",
    "e = enumerate(range(10**19))\nprint(next(e))\n",
    "def g():\n    while True:\n        yield [1] * 1000\nxs = list(g())\n",
    "s = 'x'\nwhile True:\n    s = s + s\n",
    "s = repr('\\x00' * 10**8)\n",
    "print(('a' * 10**8).count(''))\n",
    "x = 1.0\nfor i in range(2000):\n    x = x * 1e308\nprint(x, int(x) if x == x and x != x + 1 else 0)\n",
    "import random\nprint(random.sample(range(10**18), 10**9))\n",
    "def solve(x, y, n_bits, k_sparse):\n    while True:\n        pass\n",
    "def solve(x, y, n_bits, k_sparse):\n    return [0] * 10**9\n",
    "def solve(x, y, n_bits, k_sparse):\n    return solve(x, y, n_bits, k_sparse)\n",
]

# Edge values a literal may become.
EDGE_INTS = [
    "0", "-1", "1", "2", "255", "256", "1023", "1024", "65536", "-65536",
    "2**31", "2**31 - 1", "-2**31", "2**32", "2**63", "2**63 - 1", "-2**63",
    "2**64", "-2**64 - 1", "10**9", "7 * 10**9", "10**18", "-10**18", "10**19",
    "10**100", "10**4300", "2**100000", "-0", "0x7fffffffffffffff", "1_000_000_000",
]
EDGE_FLOATS = ["0.0", "-0.0", "1e308", "-1e308", "1e-320", "float('inf')", "float('nan')", "1e16", "2.5"]
EDGE_STRS = [
    "''", "'a' * 10**9", "'\\x00'", "'\\x1b[2J'", "'\\u202e'", "'é'", "'\\U0001F600'",
    "'%s%s%s'", "'{}{}{}'", "'%*s'", "'\\r\\n'", "'x' * 2**31", "'ab' * 100000",
]
OPERATORS = ["+", "-", "*", "/", "//", "%", "**", "<<", ">>", "&", "|", "^", "<", ">", "<=", ">=", "==", "!="]
OPERATOR_RE = re.compile(r"(?<=[\w\)\]\s])(\*\*|//|<<|>>|<=|>=|==|!=|[-+*/%&|^<>])(?=[\s\w\(\[])")
NUMBER_RE = re.compile(r"(?<![\w.])\d+(\.\d+)?(?![\w.])")
STRING_RE = re.compile(r"'[^'\\\n]*'|\"[^\"\\\n]*\"")

# Statements spliced in as they are (each a complete statement at
# indentation 0, re-indented where it lands).
HOSTILE_LINES = [
    "_w = '%*s' % ({W}, 'a')",
    "_w = f'{{0:{{{W}}}}}'",
    "_w = '{{:{W}}}'.format(1)",
    "_w = '%0{W}d' % 7",
    "_w = 'ab' * {W}",
    "_w = [None] * {W}",
    "_w = list(range({W}))",
    "_w = str(10 ** {W})",
    "_w = {W} in range({W} * 2)",
    "_w = sum(range({W}))",
    "_w = sorted(range({W}))",
    "_w = 'a' * 1000\n_w = _w.replace('a', _w)",
    "_c = []\n_c.append(_c)",
    "_d = {{}}\n_d[0] = _d",
    "_t = ([],)\n_t[0].append(_t)",
    "def _r(n):\n    return _r(n + 1) + 1\n_r(0)",
    "def _g():\n    yield from _g()\nlist(_g())",
    "_a, _b = range({W})",
    "raise RuntimeError('\\x1b[2J' * {W})",
    "assert False, 'x' * {W}",
    "print(repr([[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]] * 3))",
    "print(chr(27) + '[2J')",
]
WIDTHS = ["10**6", "10**8", "2**31", "7 * 10**9", "10**18", "-1", "0", "2**63", "10**5"]
BAD_BYTES = [b"\xff", b"\xc3", b"\xed\xa0\x80", b"\x00", b"\x1b[2J", b"\r", b"\x0c", b"\t", b"\xef\xbb\xbf", b"\\"]


def load_seeds():
    seeds = []
    for d in SEED_DIRS:
        path = os.path.join(ROOT, d)
        if not os.path.isdir(path):
            continue
        for name in sorted(os.listdir(path)):
            if name.endswith(".dmd"):
                with open(os.path.join(path, name), "rb") as f:
                    seeds.append((f"{d}/{name}", f.read()))
    seeds.extend((f"probe{i}", p.encode()) for i, p in enumerate(PROBES))
    return seeds


def indent_of(line):
    return len(line) - len(line.lstrip(b" "))


def statement_lines(text):
    """Lines that start a statement (not continuation of a bracket): a cheap
    guess, good enough for mutation."""
    return [i for i, l in enumerate(text) if l.strip() and not l.strip().startswith(b"#")]


class Mutator:
    def __init__(self, rng, seeds):
        self.r = rng
        self.seeds = seeds

    def mutate(self, text):
        lines = text.split(b"\n")
        for _ in range(self.r.choice([1, 1, 1, 2, 2, 3, 5])):
            op = self.r.choice(MUTATIONS)
            try:
                lines = op(self, lines)
            except (IndexError, ValueError):
                pass
        return b"\n".join(lines)

    # ----- helpers -----

    def pick_line(self, lines):
        candidates = statement_lines(lines)
        return self.r.choice(candidates) if candidates else self.r.randrange(len(lines))

    def sub_one(self, pattern, line, replace):
        s = line.decode("utf-8", "replace")
        matches = list(pattern.finditer(s))
        if not matches:
            return line
        m = self.r.choice(matches)
        return (s[: m.start()] + replace(m) + s[m.end() :]).encode()

    def width(self):
        return self.r.choice(WIDTHS)

    # ----- mutations -----

    def swap_operator(self, lines):
        i = self.pick_line(lines)
        lines[i] = self.sub_one(OPERATOR_RE, lines[i], lambda m: self.r.choice(OPERATORS))
        return lines

    def edge_literal(self, lines):
        i = self.pick_line(lines)

        def repl(m):
            edges = EDGE_FLOATS if m.group(1) else EDGE_INTS
            return "(" + self.r.choice(edges) + ")"

        lines[i] = self.sub_one(NUMBER_RE, lines[i], repl)
        return lines

    def edge_string(self, lines):
        i = self.pick_line(lines)
        lines[i] = self.sub_one(STRING_RE, lines[i], lambda m: "(" + self.r.choice(EDGE_STRS) + ")")
        return lines

    def duplicate_line(self, lines):
        i = self.pick_line(lines)
        lines.insert(i, lines[i])
        return lines

    def delete_line(self, lines):
        del lines[self.pick_line(lines)]
        return lines

    def move_line(self, lines):
        i = self.pick_line(lines)
        line = lines.pop(i)
        lines.insert(self.r.randrange(len(lines) + 1), line)
        return lines

    def wrap_in_loop(self, lines):
        """Statements i..j (one block level) repeated in a loop."""
        i = self.pick_line(lines)
        ind = indent_of(lines[i])
        j = i + 1
        while j < len(lines) and (not lines[j].strip() or indent_of(lines[j]) > ind):
            j += 1
        j = self.r.randint(j, min(len(lines), j + self.r.choice([0, 0, 3])))
        body = [b"    " + l if l.strip() else l for l in lines[i:j]]
        n = self.r.choice(["3", "100", "10**4", "10**6", "10**9", "10**18"])
        head = b" " * ind + self.r.choice([f"for _k in range({n}):", "while True:"]).encode()
        return lines[:i] + [head] + body + lines[j:]

    def nest_deeply(self, lines):
        i = self.pick_line(lines)
        depth = self.r.choice([50, 150, 199, 200, 201, 250, 1000, 5000])
        open_, close = self.r.choice([("(", ")"), ("[", "]"), ("-(", ")"), ("not (", ")"), ("[(", ",)]")])
        lines[i] = self.sub_one(
            NUMBER_RE, lines[i], lambda m: open_ * depth + m.group(0) + close * depth
        )
        return lines

    def nest_blocks(self, lines):
        i = self.pick_line(lines)
        ind = indent_of(lines[i])
        depth = self.r.choice([5, 50, 99, 100, 101, 200])
        out = []
        for k in range(depth):
            out.append(b" " * (ind + k) + b"if True:")
        out.append(b" " * (ind + depth) + lines[i].lstrip(b" "))
        return lines[:i] + out + lines[i + 1 :]

    def splice(self, lines):
        _, other = self.r.choice(self.seeds)
        theirs = other.split(b"\n")
        a = self.r.randrange(len(theirs))
        b = min(len(theirs), a + self.r.choice([1, 1, 2, 5, 20]))
        chunk = theirs[a:b]
        i = self.pick_line(lines)
        ind = indent_of(lines[i])
        base = min((indent_of(l) for l in chunk if l.strip()), default=0)
        chunk = [b" " * ind + l[base:] if l.strip() else l for l in chunk]
        return lines[:i] + chunk + lines[i:]

    def hostile_statement(self, lines):
        stmt = self.r.choice(HOSTILE_LINES).format(W=self.width()).encode()
        i = self.pick_line(lines)
        ind = indent_of(lines[i])
        new = [b" " * ind + l for l in stmt.split(b"\n")]
        return lines[:i] + new + lines[i:]

    def big_repeat(self, lines):
        i = self.pick_line(lines)
        w = self.width()
        lines[i] = self.sub_one(
            re.compile(r"\b[A-Za-z_]\w*\b(?!\s*[(=])"),
            lines[i],
            lambda m: f"({m.group(0)} * {w})" if self.r.random() < 0.5 else f"[{m.group(0)}] * {w}",
        )
        return lines

    def format_width(self, lines):
        i = self.pick_line(lines)
        w = self.width()
        spec = self.r.choice(["%{W}s", "%-{W}d", "%0{W}.{W}f", "%{W}r", "{{:{W}}}", "{{:0{W}}}", "{{:.{W}f}}"])
        lines[i] = self.sub_one(STRING_RE, lines[i], lambda m: m.group(0)[0] + spec.format(W=w) + m.group(0)[-1])
        return lines

    def control_bytes(self, lines):
        i = self.r.randrange(len(lines))
        line = lines[i]
        at = self.r.randint(0, len(line))
        lines[i] = line[:at] + self.r.choice(BAD_BYTES) + line[at:]
        return lines

    def truncate(self, lines):
        text = b"\n".join(lines)
        at = self.r.randrange(len(text) + 1)
        return text[:at].split(b"\n")

    def recursion(self, lines):
        i = self.pick_line(lines)
        m = re.match(rb"\s*def (\w+)\(([^)]*)\)", lines[i])
        if not m:
            return self.hostile_statement(lines)
        args = b", ".join(b"0" for a in m.group(2).split(b",") if a.strip())
        body_ind = indent_of(lines[i]) + 4
        lines.insert(i + 1, b" " * body_ind + m.group(1) + b"(" + args + b")")
        return lines

    def lone_call(self, lines):
        """A call of a function the program defines, with edge arguments."""
        defs = [re.match(rb"def (\w+)\(([^)]*)\)", l) for l in lines]
        defs = [d for d in defs if d]
        if not defs:
            return self.edge_literal(lines)
        d = self.r.choice(defs)
        n = len([a for a in d.group(2).split(b",") if a.strip()])
        args = ", ".join(self.r.choice(EDGE_INTS + EDGE_STRS + ["[]", "None", "{}"]) for _ in range(n))
        lines.append(d.group(1) + b"(" + args.encode() + b")")
        return lines


MUTATIONS = [
    Mutator.swap_operator,
    Mutator.edge_literal,
    Mutator.edge_literal,
    Mutator.edge_string,
    Mutator.duplicate_line,
    Mutator.delete_line,
    Mutator.move_line,
    Mutator.wrap_in_loop,
    Mutator.nest_deeply,
    Mutator.nest_blocks,
    Mutator.splice,
    Mutator.splice,
    Mutator.hostile_statement,
    Mutator.hostile_statement,
    Mutator.big_repeat,
    Mutator.format_width,
    Mutator.control_bytes,
    Mutator.truncate,
    Mutator.recursion,
    Mutator.lone_call,
]

# REPL entries mixed into a piped session.
REPL_COMMANDS = [b":stack", b":stack 100000", b":cost", b":ir", b":lines", b":model reference", b":model strict",
                 b":bpe 8", b":bpe 0", b":reset", b":load /dev/zero", b":load {FILE}", b":help", b":nonsense"]


class Case:
    """One mutant and the command that runs it."""

    def __init__(self, index, seed, seeds, args):
        r = random.Random(f"{seed}:{index}")
        self.index = index
        self.origin, text = r.choice(seeds)
        self.text = Mutator(r, seeds).mutate(text) if r.random() < 0.97 else text
        self.timeout = r.choice([0.2, 0.25, 0.5, 0.5, 1])
        self.memory = r.choice([64, 64, 128, 256])
        self.sigint = None
        roll = r.random()
        if roll < 0.50:
            self.command = "run"
        elif roll < 0.64:
            self.command = "trace"
        elif roll < 0.76:
            self.command = "check"
        elif roll < 0.995 or not args.score:
            self.command = "repl"
        else:
            self.command = "score"
        self.model = r.choice(["strict", "reference"])
        self.steps = r.choice([0, 10**4, 10**5, 10**5, 10**6, 10**7])
        self.report = None
        if self.command == "run":
            self.report = r.choice([None] * 6 + ["--json", "--html", "--callgrind", "--profile"])
            if r.random() < 0.03:
                self.sigint = r.uniform(0.02, self.timeout)
        self.repl_inserts = []
        self.repl_with_file = False
        if self.command == "repl":
            # REPL commands at fractions of the program's length, so that a
            # shrunk program keeps them.
            for _ in range(r.choice([0, 0, 1, 3])):
                self.repl_inserts.append((r.random(), r.choice(REPL_COMMANDS)))
            self.repl_with_file = r.random() < 0.2

    def argv(self, dmdpy, file, scratch):
        limits = ["--timeout", str(self.timeout), "--max-memory", str(self.memory)]
        if self.command == "check":
            return [dmdpy, "check", file]
        if self.command == "score":
            return [dmdpy, "score", "--jobs", "1", "--seeds", "0", "--no-time"] + limits + [file]
        steps = ["--max-steps", str(self.steps)] if self.steps else []
        model = ["--model", self.model]
        if self.command == "trace":
            return [dmdpy, "trace"] + model + limits + steps + [file]
        if self.command == "repl":
            return [dmdpy, "repl"] + model + limits + steps + ([file] if self.repl_with_file else [])
        report = []
        if self.report == "--profile":
            report = ["--profile"]
        elif self.report:
            report = [self.report, os.path.join(scratch, "report.out")]
        return [dmdpy, "run", "-q"] + model + limits + steps + report + [file]

    def stdin(self, text, file):
        if self.command != "repl":
            return b""
        lines = text.split(b"\n")
        for at, command in sorted(self.repl_inserts, reverse=True):
            i = int(at * len(lines))
            lines[i:i] = [b"", command.replace(b"{FILE}", file.encode()), b""]
        return b"\n".join(lines) + b"\n\n"

    def time_limit(self, text):
        """The time the command may take: its timeout, once per REPL entry
        (a generous count: every line at indentation 0), plus pricing and
        startup slack as the issue sets it (10% + 0.5 s)."""
        if self.command == "check":
            entries = 1
            base = 2.0
        elif self.command == "repl":
            # :model re-runs the earlier entries; count each line once more.
            stdin = self.stdin(text, "")
            tops = sum(1 for l in stdin.split(b"\n") if l.strip() and not l.startswith((b" ", b"\t")))
            entries = tops * (1 + stdin.count(b":model") + stdin.count(b":load")) + self.repl_with_file + 1
            base = self.timeout * entries
        elif self.command == "score":
            base = self.timeout + 2.0
        else:
            base = self.timeout
        return base * 1.1 + 0.5


def run_one(case, text, dmdpy, scratch_root):
    """Runs `text` as `case` says; returns (outcome, details, usage)."""
    scratch = tempfile.mkdtemp(dir=scratch_root)
    try:
        file = os.path.join(scratch, "prog.dmd")
        with open(file, "wb") as f:
            f.write(text)
        stdin_path = os.path.join(scratch, "stdin")
        with open(stdin_path, "wb") as f:
            f.write(case.stdin(text, file))
        argv = case.argv(dmdpy, file, scratch)
        env = dict(os.environ, DMDPY_AUDIT_BUDGET="1", XDG_DATA_HOME=scratch, NO_COLOR="1", TERM="dumb")
        started = time.monotonic()
        with open(stdin_path, "rb") as stdin:
            p = subprocess.Popen(argv, stdin=stdin, stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env,
                                 cwd=scratch, start_new_session=True)
        out, err = bytearray(), bytearray()

        def drain(stream, keep):
            while True:
                chunk = stream.read(1 << 16)
                if not chunk:
                    break
                if len(keep) < KEEP_BYTES:
                    keep.extend(chunk[: KEEP_BYTES - len(keep)])

        readers = [threading.Thread(target=drain, args=(p.stdout, out)), threading.Thread(target=drain, args=(p.stderr, err))]
        for t in readers:
            t.start()
        killed = []
        hard = case.time_limit(text) * 3 + 10

        def kill():
            killed.append(True)
            try:
                os.killpg(p.pid, signal.SIGKILL)
            except ProcessLookupError:
                pass

        watchdog = threading.Timer(hard, kill)
        watchdog.start()
        interrupter = None
        if case.sigint is not None:
            def interrupt():
                try:
                    os.kill(p.pid, signal.SIGINT)
                except ProcessLookupError:
                    pass
            interrupter = threading.Timer(case.sigint, interrupt)
            interrupter.start()
        _, status, usage = os.wait4(p.pid, 0)
        wall = time.monotonic() - started
        watchdog.cancel()
        if interrupter:
            interrupter.cancel()
        p.returncode = os.waitstatus_to_exitcode(status)
        # A grandchild (a score worker) may still hold the pipes.
        try:
            os.killpg(p.pid, signal.SIGKILL)
        except (ProcessLookupError, PermissionError):
            pass
        for t in readers:
            t.join()
        p.stdout.close()
        p.stderr.close()
        cpu = usage.ru_utime + usage.ru_stime
        rss_mib = usage.ru_maxrss / 1024
        return judge(case, text, p.returncode, bytes(out), bytes(err), wall, cpu, rss_mib, bool(killed)), argv
    finally:
        shutil.rmtree(scratch, ignore_errors=True)


def judge(case, text_in, code, out, err, wall, cpu, rss_mib, killed):
    """(kind, detail): kind is an outcome (`exit0`, `exit1`, ...) or a
    finding (`signal`, `panic`, ...)."""
    text = err.decode("utf-8", "replace") + out.decode("utf-8", "replace")
    # The REPL echoes its input, and a program may hold a marker in its
    # text (the sandbox cases name them in comments): a marker counts only
    # when the output has it more often than the program.
    source = text_in.decode("utf-8", "replace")

    def says(marker):
        return text.count(marker) > source.count(marker)

    measures = f"exit {code}, wall {wall:.2f} s, cpu {cpu:.2f} s, peak {rss_mib:.0f} MiB"
    if killed:
        return "hang", f"killed by the watchdog ({measures})"
    if code < 0:
        sig = -code
        if not (sig == signal.SIGINT and case.sigint is not None):
            return "signal", f"signal {signal.Signals(sig).name} ({measures})"
    if says("panicked at"):
        return "panic", text[text.find("panicked at") :][:400]
    if says("overflowed its stack"):
        return "stack-overflow", measures
    if says("passed the heap budget unasked"):
        at = text.find("passed the heap budget unasked")
        return "unasked", text[max(0, at - 300) : at + 300]
    if says("could not be stopped"):
        return "given-up", measures
    allowed = {0, 1, 2} | ({130} if case.sigint is not None else set())
    if code >= 0 and code not in allowed:
        return "exit-code", f"{measures}\n{text[-600:]}"
    limit = case.time_limit(text_in)
    if wall > limit and cpu > limit:
        return "time", f"limit {limit:.2f} s ({measures})"
    if case.command != "check" and rss_mib > case.memory + ARGS.slack:
        return "memory", f"limit {case.memory} MiB + {ARGS.slack} ({measures})"
    if code < 0:
        return "sigint", measures
    return f"exit{code}", measures


FINDINGS = {"hang", "signal", "panic", "stack-overflow", "unasked", "given-up", "exit-code", "time", "memory"}

# The findings no load on the machine can cause (`--fail-on crashes`, as CI
# runs it): the others measure time or resident memory, or a watchdog, and
# a busy shared machine can make them.
CRASHES = {"signal", "panic", "stack-overflow", "exit-code"}


def minimize(case, kind, dmdpy, scratch_root, budget=150):
    """Lines, then runs of characters, dropped while `kind` stays."""
    text = case.text
    tries = [0]

    def still(candidate):
        if tries[0] >= budget:
            return False
        tries[0] += 1
        (k, _), _ = run_one(case, candidate, dmdpy, scratch_root)
        return k == kind

    lines = text.split(b"\n")
    chunk = max(1, len(lines) // 2)
    while chunk >= 1 and tries[0] < budget:
        i, changed = 0, False
        while i < len(lines) and tries[0] < budget:
            candidate = lines[:i] + lines[i + chunk :]
            if candidate and still(b"\n".join(candidate)):
                lines, changed = candidate, True
            else:
                i += chunk
        if not changed:
            chunk //= 2
    text = b"\n".join(lines)
    chunk = max(1, len(text) // 4)
    while chunk >= 1 and tries[0] < budget:
        i = 0
        while i < len(text) and tries[0] < budget:
            candidate = text[:i] + text[i + chunk :]
            if candidate and still(candidate):
                text = candidate
            else:
                i += chunk
        chunk //= 2
    return text


def main():
    global ARGS
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--count", type=int, default=1000)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--dmdpy", default=os.path.join(ROOT, "target/release/dmdpy"))
    ap.add_argument("--out", default=os.path.join(ROOT, "target/mutfuzz"))
    ap.add_argument("--slack", type=float, default=32, help="MiB a process may peak past --max-memory")
    ap.add_argument("--no-score", dest="score", action="store_false", help="never run `score` (slow)")
    ap.add_argument("--no-minimize", dest="minimize", action="store_false")
    ap.add_argument("--minutes", type=float, default=0, help="stop starting cases after this long (0 = none)")
    ap.add_argument("--fail-on", choices=["any", "crashes"], default="any",
                    help="which findings make the exit code 1: any, or only crashes (a signal, a panic, a stack "
                         "overflow, an unknown exit code), never a time, memory or watchdog overrun (CI)")
    ARGS = ap.parse_args()
    dmdpy = os.path.abspath(ARGS.dmdpy)
    if not os.access(dmdpy, os.X_OK):
        sys.exit(f"mutfuzz: no dmdpy at {dmdpy} (cargo build --release)")
    os.makedirs(ARGS.out, exist_ok=True)
    scratch_root = tempfile.mkdtemp(prefix="mutfuzz-")
    seeds = load_seeds()
    counts = Counter()
    findings = []
    lock = threading.Lock()
    started = time.monotonic()
    done = [0]

    stop_at = started + ARGS.minutes * 60 if ARGS.minutes else None

    def one(index):
        if stop_at and time.monotonic() > stop_at:
            return
        case = Case(index, ARGS.seed, seeds, ARGS)
        (kind, detail), argv = run_one(case, case.text, dmdpy, scratch_root)
        with lock:
            counts[(case.command, kind)] += 1
            done[0] += 1
            if done[0] % 1000 == 0:
                print(f"  {done[0]} runs, {time.monotonic() - started:.0f} s, {len(findings)} findings, "
                      + ", ".join(f"{k} {n}" for k, n in sorted(Counter(k for (_, k) in counts.elements()).items())),
                      file=sys.stderr, flush=True)
        if kind in FINDINGS:
            small = minimize(case, kind, dmdpy, scratch_root) if ARGS.minimize else case.text
            name = os.path.join(ARGS.out, f"{kind}-{ARGS.seed}-{index}")
            with open(name + ".dmd", "wb") as f:
                f.write(small)
            with open(name + ".orig.dmd", "wb") as f:
                f.write(case.text)
            shown = " ".join(a if a != argv[-1] or case.command == "repl" else name + ".dmd" for a in argv)
            with open(name + ".txt", "w") as f:
                f.write(f"case {index} (seed {ARGS.seed}) from {case.origin}\n{shown}\n")
                if case.command == "repl":
                    f.write("(stdin: the program, with the REPL commands "
                            f"{[c.decode() for _, c in case.repl_inserts]} among its lines)\n")
                if case.sigint is not None:
                    f.write(f"SIGINT after {case.sigint:.2f} s\n")
                f.write(f"{kind}: {detail}\n")
            with lock:
                findings.append((kind, name))
                print(f"FINDING {kind}: {name}.txt", file=sys.stderr, flush=True)

    try:
        # Workers take the next index as they finish: no queue of pending
        # cases, so the fuzzer stays small. (Its own resident memory when it
        # starts a child counts in the child's peak: Linux keeps the peak
        # across exec.)
        indices = iter(range(ARGS.count))

        def worker():
            while True:
                with lock:
                    index = next(indices, None)
                if index is None:
                    return
                one(index)

        workers = [threading.Thread(target=worker, daemon=True) for _ in range(ARGS.jobs)]
        for w in workers:
            w.start()
        for w in workers:
            while w.is_alive():
                w.join(0.5)
    except KeyboardInterrupt:
        print("mutfuzz: interrupted; the counts so far:", file=sys.stderr)
    finally:
        shutil.rmtree(scratch_root, ignore_errors=True)
    elapsed = time.monotonic() - started
    commands = sorted({c for c, _ in counts})
    kinds = sorted({k for _, k in counts})
    print(f"mutfuzz: {sum(counts.values())} executions, seed {ARGS.seed}, {elapsed:.0f} s, "
          f"{len(findings)} findings")
    print("command  " + " ".join(f"{k:>9}" for k in kinds))
    for c in commands:
        print(f"{c:<8} " + " ".join(f"{counts[(c, k)]:>9}" for k in kinds))
    for kind, name in findings:
        print(f"  {kind}: {name}.txt")
    failing = [k for k, _ in findings if ARGS.fail_on == "any" or k in CRASHES]
    if ARGS.fail_on == "crashes" and len(failing) < len(findings):
        print(f"mutfuzz: {len(findings) - len(failing)} finding(s) of time, memory or a watchdog not failed "
              "(--fail-on crashes)")
    return 1 if failing else 0


ARGS = None

if __name__ == "__main__":
    sys.exit(main())
