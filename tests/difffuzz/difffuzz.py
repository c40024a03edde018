#!/usr/bin/env python3
"""Differential fuzzer: dmdpy's reference model against CPython + the tracer.

Generates seeded random programs of the .dmd subset (arithmetic, chained
comparisons and boolean logic in conditions and values, loops, closures,
comprehensions, reductions, sorting short and long lists, dicts and sets of
tracked ints with colliding hashes (-1 and -2, multiples of the table size),
set algebra, dict copies and merges, random with tracked arguments, str
methods, the metering API), runs each under CPython 3.11 with the reference
tracer on PYTHONPATH and under `dmdpy run --model reference`, and compares
stdout. The first difference is shrunk (statements dropped while it stays)
and written out. A program on which the tracer mistakes a new tuple for a
dead one that had the same id() (CPython reuses the memory of freed tuples:
issue 43, `tracer_run.py`) has no reproducible reference and is skipped,
and so is one where either side meets a resource limit (CPython or dmdpy
raises MemoryError, dmdpy its step limit, the tracer runs past the
timeout): the count of skipped programs is printed. The shrinker keeps
the kind of the difference (which of stdout, exit status and error line
differ), so a stdout difference never shrinks into an unrelated error.
`--keep-going` records every difference instead of stopping at the first.

    python3 tests/difffuzz/difffuzz.py --tracer DIR [--count 1000] [--seed 0]
        [--dmdpy target/release/dmdpy] [--jobs 2] [--out target/difffuzz]
        [--keep-going]

DIR holds `bytedmd.py` from cybertronai/ByteDMD (branch main). Exit code 0
when every program matched, 1 on the first difference (with --keep-going:
at the end, when any differed). Deterministic: a seed
always makes the same program.
"""

import argparse
import os
import random
import signal
import subprocess
import sys
import time
from concurrent.futures import ThreadPoolExecutor

TIMEOUT = 20


class Gen:
    """One program from one seed."""

    def __init__(self, seed):
        self.r = random.Random(seed)
        self.fresh = 0

    def name(self, prefix="v"):
        self.fresh += 1
        return f"{prefix}{self.fresh}"

    def pick(self, xs):
        return self.r.choice(xs)

    # ----- expressions over int variables -----

    def atom(self, ints):
        roll = self.r.random()
        if roll < 0.6 and ints:
            return self.pick(ints)
        if roll < 0.8:
            return str(self.r.randint(-3, 9))
        return self.pick(["len(xs)", "xs[0]", "xs[-1]", "abs(" + (self.pick(ints) if ints else "1") + ")"])

    def int_expr(self, ints, depth=0):
        if depth > 2 or self.r.random() < 0.35:
            return self.atom(ints)
        a, b = self.int_expr(ints, depth + 1), self.int_expr(ints, depth + 1)
        op = self.pick(["+", "-", "*", "//", "%", "max", "min", "ternary", "round", "divmod"])
        if op in ("//", "%"):
            return f"({a} {op} ({b} % 5 + 1))"
        if op in ("max", "min"):
            return f"{op}({a}, {b})"
        if op == "ternary":
            return f"({a} if {self.cond(ints, depth + 1)} else {b})"
        if op == "round":
            return f"round({a}, {self.pick(['-1', '0', b + ' % 3 - 1'])})"
        if op == "divmod":
            return f"divmod({a}, ({b} % 4 + 1))[{self.r.randint(0, 1)}]"
        return f"({a} {op} {b})"

    def cond(self, ints, depth=0):
        roll = self.r.random()
        a, b, c = (self.int_expr(ints, depth + 1) for _ in range(3))
        cmp = lambda: self.pick(["<", "<=", ">", ">=", "==", "!="])  # noqa: E731
        if roll < 0.3:
            return f"{a} {cmp()} {b} {cmp()} {c}"
        if roll < 0.55:
            return f"{a} {cmp()} {b}"
        if roll < 0.7:
            return f"({self.cond(ints, depth + 1)} {self.pick(['and', 'or'])} {a} {cmp()} {c})"
        if roll < 0.8:
            return f"not {a} {cmp()} {b}"
        if roll < 0.9:
            return f"{a} in xs"
        return f"{a} {self.pick(['and', 'or'])} {b}"

    def key(self, ints):
        """A dict or set key: tracked ints, or constants whose hashes
        collide with them (-1 and -2 share one; 8, 16, 32 share a slot)."""
        if self.r.random() < 0.6:
            return self.atom(ints)
        return str(self.pick([-2, -1, 0, 1, 8, 16, 32, 9, 2305843009213693951, 2305843009213693950]))

    def table(self, ints):
        """A set expression over tracked keys."""
        key = lambda: self.key(ints)  # noqa: E731
        roll = self.r.random()
        if roll < 0.35:
            return "{" + ", ".join(key() for _ in range(self.r.randint(1, 6))) + "}"
        if roll < 0.55:
            return "set(xs)"
        if roll < 0.75:
            return f"{{y % {self.r.randint(2, 40)} for y in xs}}"
        if roll < 0.9:
            return f"set([{key()}, {key()}] + xs)"
        return f"set({{{key()}: 1, {key()}: 2}})"

    # ----- statements -----

    def block(self, ints, indent, budget):
        lines = []
        for _ in range(self.r.randint(1, 4)):
            if budget <= 0:
                break
            budget -= 1
            lines += self.stmt(ints, indent, budget)
        return lines or [indent + "pass"]

    def stmt(self, ints, indent, budget):
        roll = self.r.random()
        pad = indent
        if roll < 0.3 or not ints:
            v = self.name()
            line = f"{pad}{v} = {self.int_expr(ints)}"
            ints.append(v)
            return [line]
        if roll < 0.4:
            v = self.pick(ints)
            return [f"{pad}{v} {self.pick(['+=', '-=', '*='])} {self.int_expr(ints)}"]
        if roll < 0.55 and budget > 0:
            out = [f"{pad}if {self.cond(ints)}:"] + self.block(list(ints), pad + "    ", budget - 1)
            if self.r.random() < 0.5:
                out += [f"{pad}else:"] + self.block(list(ints), pad + "    ", budget - 1)
            return out
        if roll < 0.62 and budget > 0:
            i = self.name("i")
            if self.r.random() < 0.25:
                # enumerate's result tuples are freed when the loop ends:
                # with divmod's tuples, the tracer's identity accidents.
                j = self.name("i")
                out = [f"{pad}for {j}, {i} in enumerate({self.pick(['xs', 'reversed(xs)'])}):"]
                return out + self.block(ints + [i, j], pad + "    ", budget - 1)
            out = [f"{pad}for {i} in {self.pick(['list(xs)', 'range(3)', 'sorted(xs)', 'reversed(xs)'])}:"]
            return out + self.block(ints + [i], pad + "    ", budget - 1)
        if roll < 0.67 and budget > 0:
            n = self.name("n")
            out = [f"{pad}{n} = 0", f"{pad}while {n} < 3 and {self.cond(ints)}:", f"{pad}    {n} += 1"]
            return out + self.block(list(ints), pad + "    ", budget - 1)
        if roll < 0.72:
            return [f"{pad}xs.append({self.int_expr(ints)})"]
        if roll < 0.77:
            v = self.name()
            ints.append(v)
            kind = self.pick(["sum", "min", "max", "len"])
            body = f"[{self.int_expr(ints[:-1] + ['y'])} for y in xs if {self.cond(['y'] + ints[:-1])}]"
            return [f"{pad}{v} = {kind}({body} + [1])"]
        if roll < 0.78:
            return self.dict_stmts(ints, pad)
        if roll < 0.84:
            return self.set_stmts(ints, pad)
        if roll < 0.86:
            return self.long_sort(ints, pad)
        if roll < 0.9:
            v = self.name()
            ints.append(v)
            return [f"{pad}{v} = len(str({self.atom(ints[:-1])}) + f'{{{self.atom(ints[:-1])}}}')"]
        if roll < 0.91:
            return self.random_stmts(ints, pad)
        if roll < 0.915:
            return self.str_method_stmts(ints, pad)
        if roll < 0.92:
            return self.view_stmts(ints, pad)
        if roll < 0.95:
            g, v = self.name("g"), self.name()
            ints.append(v)
            inner = self.int_expr(ints[:-1] + ["z"])
            return [f"{pad}def {g}(z):", f"{pad}    return {inner}", f"{pad}{v} = {g}({self.atom(ints[:-1])})"]
        if roll < 0.97:
            q, r = self.name(), self.name()
            line = f"{pad}{q}, {r} = divmod({self.int_expr(ints)}, {self.atom(ints)} % 5 + 1)"
            ints += [q, r]
            return [line]
        return [f"{pad}xs.sort(reverse={self.pick(['True', 'False'])})"]

    def dict_stmts(self, ints, pad):
        d, e, v = self.name("d"), self.name("d"), self.name()
        key = lambda: self.key(ints)  # noqa: E731
        pairs = ", ".join(f"{key()}: {self.atom(ints)}" for _ in range(self.r.choice([1, 2, 3, 6, 16, 18])))
        out = [
            f"{pad}{d} = {{{pairs}}}",
            f"{pad}{d}[{key()}] = {self.atom(ints)}",
            f"{pad}{e} = {self.pick([f'dict({d})', f'{d}.copy()', f'{{k: 1 for k in {d}}}', f'{d} | {{{key()}: 5}}'])}",
        ]
        k = key()
        out += self.pick([
            [f"{pad}{e}.update({{{key()}: 3, {key()}: 4}})"],
            [f"{pad}if {k} in {e}:", f"{pad}    del {e}[{k}]"],
            [f"{pad}{e}.pop({key()}, 0)", f"{pad}{e}.setdefault({key()}, 7)"],
            [f"{pad}{e} |= {d}"],
        ])
        ints.append(v)
        out += [
            f"{pad}xs.extend(list({self.pick([e, f'{e}.values()', f'{d}.keys()'])})[:3])",
            f"{pad}{v} = {d}.get({key()}, 0) + len({e}) + ({key()} in {d}) + ({d} == {e})",
        ]
        return out

    def set_stmts(self, ints, pad):
        s, t, u, v = self.name("s"), self.name("s"), self.name("s"), self.name()
        out = [f"{pad}{s} = {self.table(ints)}", f"{pad}{t} = {self.table(ints)}"]
        op = self.r.random()
        if op < 0.5:
            out.append(f"{pad}{u} = {s} {self.pick(['|', '&', '-', '^'])} {t}")
        elif op < 0.8:
            method = self.pick(["union", "intersection", "difference", "symmetric_difference"])
            out.append(f"{pad}{u} = {s}.{method}({self.pick([t, 'xs'])})")
        else:
            out += [f"{pad}{u} = set({s})", f"{pad}{u} {self.pick(['|=', '&=', '-=', '^='])} {t}"]
        out += self.pick([
            [f"{pad}{u}.add({self.key(ints)})", f"{pad}{u}.discard({self.key(ints)})"],
            [f"{pad}if {u}:", f"{pad}    xs.append({u}.pop())"],
            [],
        ])
        ints.append(v)
        rel = self.pick(["<=", "<", ">=", "==", "!="])
        out += [
            f"{pad}xs.extend({self.pick([f'list({u})[:3]', f'sorted({u})[:2]', f'list({u})[-2:]'])})",
            f"{pad}{v} = len({u}) + ({self.key(ints[:-1])} in {u}) + ({s} {rel} {t}) + {s}.isdisjoint({t})",
        ]
        return out

    def str_method_stmts(self, ints, pad):
        """A str method with its optional arguments, positional or by
        keyword; tracked ints as slice bounds and counts."""
        v = self.name()
        a, b = self.atom(ints), self.atom(ints)
        text = self.pick(["'abcabca'", "' a  b\\tc '", "'x,y,,z'", "'\\x1ca\\x1fb\\x1c'", "'aaaa'", "''"])
        sub = self.pick(["'a'", "'b'", "'ca'", "''", "','", "'zz'"])
        sep = sub if sub != "''" else "None"
        call = self.pick([
            f"{text}.find({sub}, {a})",
            f"{text}.find({sub}, {a}, {b})",
            f"{text}.count({sub}, {a})",
            f"{text}.count({sub}, {a}, {b})",
            f"{text}.startswith({sub}, {a})",
            f"{text}.endswith({sub}, {a}, {b})",
            f"{text}.startswith(({sub}, 'x'), {a})",
            f"len({text}.split({sep}, {a}))",
            f"len({text}.split(maxsplit={a}))",
            f"len({text}.split(sep={sep}, maxsplit={a}))",
            f"len({text}.split())",
            f"len({text}.replace({sub}, 'Q', {a}))",
            f"len({text}.strip({self.pick(['None', sub, repr(' a')])}))",
            f"len({text}.lstrip()) + len({text}.rstrip('a'))",
            f"len({text}.zfill({a}))",
        ])
        ints.append(v)
        return [f"{pad}{v} = int({call})"]

    def view_stmts(self, ints, pad):
        """Dict views: iteration, reversed, set operations, comparisons and
        membership, on dicts of tracked keys."""
        d, e, v = self.name("d"), self.name("d"), self.name()
        key = lambda: self.key(ints)  # noqa: E731
        n = self.r.choice([1, 2, 3, 5])
        out = [
            f"{pad}{d} = {{{', '.join(f'{key()}: {self.atom(ints)}' for _ in range(n))}}}",
            f"{pad}{e} = {{{', '.join(f'{key()}: {self.atom(ints)}' for _ in range(self.r.choice([1, 2, 4])))}}}",
        ]
        kv = lambda x: self.pick([f"{x}.keys()", f"{x}.items()"])  # noqa: E731
        other = lambda: self.pick([kv(e), "set(xs)", "{" + key() + "}", "xs", f"[({key()}, {self.atom(ints)})]"])  # noqa: E731
        expr = self.pick([
            f"len({kv(d)} {self.pick(['&', '|', '-', '^'])} {other()})",
            f"len({self.pick(['set(xs)', '{' + key() + '}'])} {self.pick(['&', '|', '-', '^'])} {kv(d)})",
            f"{kv(d)}.isdisjoint({other()})",
            f"({kv(d)} {self.pick(['<', '<=', '>', '>=', '==', '!='])} {self.pick([kv(e), 'set(xs)'])})",
            f"(({key()}, {self.atom(ints)}) in {d}.items())",
            f"({self.atom(ints)} in {d}.values())",
            f"({key()} in {d}.keys())",
            f"sum(list(reversed({self.pick([d, f'{d}.keys()', f'{d}.values()'])})))",
            f"len(list(reversed({d}.items())))",
            f"sum(k for k, w in {d}.items())",
            f"{d}.pop({key()}, 0)",
            f"{{}}.pop({key()}, 1)",
        ])
        ints.append(v)
        return out + [f"{pad}{v} = int({expr})"]

    def long_sort(self, ints, pad):
        """A sort of 64 or more tracked items: CPython's full timsort."""
        n = self.r.choice([64, 65, 70, 100, 130, 200])
        body = self.pick([f"({self.atom(ints)} * y) % 17", f"{self.atom(ints)} - y", f"y % 7 + {self.atom(ints)}", f"(y * 37) % 101 + {self.atom(ints)}"])
        lst = self.name("l")
        return [
            f"{pad}{lst} = [{body} for y in range({n})]",
            f"{pad}{lst}.sort(reverse={self.pick(['True', 'False'])})" if self.r.random() < 0.5 else f"{pad}{lst} = sorted({lst}, key=lambda q: -q)",
            f"{pad}xs.append({lst}[{self.r.randint(0, 63)}])",
        ]

    def random_stmts(self, ints, pad):
        v = self.name()
        a, b = self.atom(ints), self.atom(ints)
        call = self.pick([
            f"random.randint(min({a}, {b}), max({a}, {b}))",
            f"int(random.uniform({a}, {b}))",
            f"round(random.gauss({a}, abs({b}) + 1), 2)",
            f"random.randrange(abs({a}) + 1)",
            f"len(random.sample(range(10), abs({a}) % 10))",
        ])
        ints.append(v)
        return [f"{pad}random.seed({self.r.randint(0, 99)})", f"{pad}{v} = {call}"]

    def module_tail(self):
        """Statements after the measured calls, on plain values: keyword
        arguments of builtins and methods, math on ints past 2**1024, str
        methods' optional arguments, dict views; with some chance a last
        statement that raises (the exit status and the error line are
        compared)."""
        r = self.r
        x, y = r.randint(-3, 12), r.randint(-3, 12)
        big = f"{self.pick(['2', '3', '7', '10'])} ** {r.randint(300, 2000)} {self.pick(['+', '-'])} {r.randint(0, 9)}"
        ok = [
            f"print(round(number={x} / 7, ndigits={r.randint(-1, 3)}), pow(base={x}, exp={abs(y)}), pow({x}, {abs(y)}, mod={abs(y) + 1}))",
            f"print(str(object={x}), sorted([{x}, {y}, 1], key=None, reverse={self.pick(['True', 'False'])}), max([{x}, {y}], key=None), min({x}, {y}, key=None))",
            f"print(max([], default={x}), min([{x}], default=0), sum([{x}, {y}], start={r.randint(0, 5)}), int('{abs(x)}', base={r.randint(11, 36)}))",
            f"print(list(enumerate('ab', start={x})), dict(a={x}, b={y}), '{{:>{{}}}}'.format('r', {abs(x)}))",
            f"d = {{1: {x}}}\nd.update(a={y})\nd.update([(2, 3)], b=4)\nprint(d)",
            f"print(math.{self.pick(['log', 'log2', 'log10'])}({big}), math.log({big}, {self.pick(['2', '10', '3.5', big])}))",
            f"print(math.isqrt({big}) % 1000, math.gcd({big}, {x} ** 40) % 1000, math.floor({x} / 3), math.trunc(-{abs(y)} / 3))",
            f"print(math.hypot({x}, {y}, {r.randint(0, 5)}), math.hypot(), math.hypot({x}), math.prod([{x}, {y}], start=2))",
            f"print('{self.pick(['a,b,,c', ' x y  z ', 'aXbXc'])}'.split({self.pick(['None', repr(','), repr('X')])}, {r.randint(-1, 3)}), 'abcab'.find('b', {x}, {y}), 'abcab'.count('a', {x}), 'abcab'.startswith(('c', 'a'), {x}, {y}))",
            f"print('--ab--'.strip('-'), 'xxaxx'.lstrip('x'), 'x'.zfill({x}), 'aaa'.replace('a', 'b', {y}), '\\x1c a \\x1f'.split())",
            f"d = {{{x}: 1, {y}: 2, {x + y}: 3}}\ne = {{{y}: 2, 9: 9}}\nprint(list(reversed(d.items())), list(reversed(d.values())), d.keys() & e.keys(), d.keys() | {{5}}, d.keys() - e.keys(), d.keys() ^ e.keys())",
            f"d = {{{x}: 1, {y}: 2}}\ne = {{{y}: 2}}\nprint(d.items() <= e.items(), e.items() < d.items(), d.keys() >= {{{x}}}, d.items().isdisjoint(e.items()), ({y}, 2) in d.items(), d.items() ^ e.items())",
            f"print({self.pick(['1', '2'])} and {self.pick(['ab', 'a'])!r}.endswith(({self.pick(['a', 'b'])!r}, 1)), 'ab'.startswith(('a', None)), 'abc'.endswith(('x', 'c', 2.5), {y}))",
            f"print(trace_to_bytedmd([{abs(x) + 1}, 1], {r.randint(-3, 2)}), bytedmd(lambda a: a + 1, ({x},), {r.randint(-2, 2)}))",
            f"random.seed(a={x}, version=2)\nprint(random.randrange(start={x}, stop={x + abs(y) + 1}, step={r.randint(1, 3)}), random.randint(a={x}, b={x + abs(y)}), random.Random(x={y}).random())",
            f"random.seed({y})\nprint(random.sample(population=[1, 2, 3], k={r.randint(0, 3)}, counts=None), random.choice(seq=[{x}, {y}]), list(enumerate(iterable='ab', start={x})))",
            f"print(list(zip([{x}], [{y}, 2], strict=False)), {x}, file=None, sep='-')",
        ]
        bad = [
            "print(divmod(5, b=2))", "print(abs(x=1))", "print(len(obj=[]))", "print('a'.replace(old='a', new='b'))",
            "print({}.get(key=1))", "print(math.log(x=2))", "print('a'.strip(chars='a'))", "print(round(1.5, digits=1))",
            "print(sorted([1], cmp=None))", "print(max([1], keyfunc=None))", "print([1].sort(reversed=True))",
            "print('a'.split(sep=',', max=1))", "print(pow(2, 3, modulus=5))", "print(int('7', bas=10))",
            f"print({{1: 2}}[{x}])", f"print([1, 2][{x + 5}])", "print(int('x1'))", f"print({x} // 0)",
            "print(max([], key=None))", "print('abc'.find('a', 'x'))", f"print(math.log(-{abs(x) + 1}))",
            f"print(math.sqrt({big}))", f"print(float({big}))", "print(round(1.7976931348623157e308, -308))",
            "print({}.pop(3))", "print(reversed({1: 2}.keys()) + 1)", "print({1: 2}.keys() & 5)",
            "print({1: 2}.items() < [1])", "print('a'.startswith(1))", "print('a'.find())", "print('ab'.split('', 1))",
            "print(math.hypot('a'))", f"print(math.log({big}, 1))", f"print(math.log(0, {x}))",
            "print('abc'.find(3))", "print('abc'.count(None, 1))", "print('a'.replace('a', 3))", "print('a'.replace(1, 'b'))",
            "print('xax'.strip(3))", "print('xax'.lstrip(1.5))", "print('a,b'.split(3))", "print('-'.join(5))",
            "print('-'.join(['a', 2]))", "print(ord(3))", "print(ord('ab'))", "print('a'.startswith(('b', 1)))",
            "print('a'.endswith(3, 'x'))", "print(chr(i=97))", "print(sum(iterable=[1]))", "print(sorted(iterable=[1]))",
            "print(1, file=5)", "print(random.randint(c=1))", "print(random.seed(1, a=2))",
            f"print(traced_eval(lambda s: len(s), ('ab',)))", f"print(traced_eval(lambda e: pow(3, e, 7), ({abs(x)},)))",
            f"print(traced_eval(lambda m: pow(3, 2, m), ({abs(x) + 2},)))", f"print(traced_eval(lambda s: ord(s), ('a',)))",
            f"print(traced_eval(lambda s: list(s), ('ab',)))", f"print(traced_eval(lambda s: s.upper(), ('ab',)))",
            f"print(traced_eval(lambda n: n.bit_length(), ({x},)))", f"print(traced_eval(lambda s: '-'.join(['x', s]), ('a',)))",
            f"print(traced_eval(lambda t: 'abc'.find(t), ('b',)))", f"print(traced_eval(lambda t: t in 'abc', ('a',)))",
            f"print(traced_eval(lambda n: sum(n), ({x},)))", f"print(traced_eval(lambda n: list(reversed(n)), ({x},)))",
        ]
        out = [self.pick(ok) for _ in range(r.randint(0, 2))]
        if r.random() < 0.3:
            out.append(self.pick(bad))
        return out

    def program(self):
        ints = ["a", "b"]
        body = self.block(ints, "    ", 8)
        ret = self.pick([f"{self.pick(ints)}", "xs", f"[{self.pick(ints)}, {self.pick(ints)}]"])
        args = [self.r.randint(-5, 12), self.r.randint(-5, 12), [self.r.randint(-4, 9) for _ in range(self.r.randint(1, 6))]]
        lines = ["import math", "import random", "from bytedmd import traced_eval, bytedmd, trace_to_bytedmd", "", "def f(a, b, xs):"]
        lines += body + [f"    return {ret}", ""]
        lines += [f"print(traced_eval(f, ({args[0]}, {args[1]}, {args[2]})))"]
        lines += [f"print(bytedmd(f, ({args[1]}, {args[0]}, {list(reversed(args[2]))})))"]
        lines += self.module_tail()
        return "\n".join(lines) + "\n"


TRACER_RUN = os.path.join(os.path.dirname(os.path.abspath(__file__)), "tracer_run.py")
ACCIDENT = "difffuzz: tracer identity accident"
# What `differs` says of a program with no reproducible reference.
SKIPPED = "skipped"


def run(cmd, path, env=None):
    """stdout, the exit status, and stderr."""
    for attempt in range(5):
        try:
            p = subprocess.run(cmd + [path], capture_output=True, text=True, timeout=TIMEOUT, env=env)
            return p.stdout, p.returncode, p.stderr
        except subprocess.TimeoutExpired:
            return "<timeout>", -1, ""
        except OSError as e:
            # ETXTBSY: a binary being replaced (a build) is busy for a moment.
            if e.errno != 26 or attempt == 4:
                raise
            time.sleep(1)


def cpython_error_line(stderr):
    """CPython's error text: the unindented lines that end its traceback
    (a message of several lines, as random.seed's TypeError, is all of
    them), as tests/cpython.rs takes it."""
    lines = stderr.rstrip("\n").split("\n")
    start = max((i + 1 for i, line in enumerate(lines) if line.startswith(" ") or not line), default=0)
    return "\n".join(lines[start:])


def dmdpy_error_line(stderr):
    """dmdpy's error text: its `error: Type: message` line without
    `error: `, and the message's further lines up to the source excerpt
    (indented) or an empty line."""
    lines = stderr.split("\n")
    for i, line in enumerate(lines):
        if line.startswith("error: "):
            text = [line[len("error: ") :]]
            for more in lines[i + 1 :]:
                if more.startswith(" ") or not more:
                    break
                text.append(more)
            return "\n".join(text)
    return ""


def resource_limit(error_line):
    """Whether an error line is a resource limit met, not a result: the
    two sides' budgets differ, so such a program compares nothing."""
    return error_line.startswith("MemoryError") or error_line.startswith("RuntimeError: step limit exceeded")


def kind(diff):
    """Which parts of a difference differ: a subset of stdout, exit status,
    error line, as a tuple of names."""
    exp, act = diff
    return tuple(name for name, x, y in zip(("stdout", "exit status", "error line"), exp, act) if x != y)


def differs(source, opts, tag):
    path = os.path.join(opts.out, f"{tag}.dmd")
    with open(path, "w") as f:
        f.write(source)
    env = dict(os.environ, PYTHONPATH=opts.tracer)
    expected = run([sys.executable, TRACER_RUN], path, env)
    # A program on which the tracer mistook a new tuple for a dead one
    # (tracer_run.py) has no reproducible reference: skipped.
    if expected[0] == "<timeout>" or ACCIDENT in expected[2]:
        return SKIPPED
    actual = run([opts.dmdpy, "run", "-q", "--model", "reference"], path)
    # stdout, the exit status (dmdpy exits 1 where CPython does), and the
    # error line of a program that raised.
    exp = (expected[0], expected[1], cpython_error_line(expected[2]) if expected[1] else "")
    act = (actual[0], actual[1], dmdpy_error_line(actual[2]) if actual[1] else "")
    if resource_limit(exp[2]) or resource_limit(act[2]):
        return SKIPPED
    return (exp, act) if exp != act else None


def shrink(source, diff, opts, tag):
    """Drops single lines of the function body and of the module's tail
    (after the measured calls) while a difference of the same kind stays."""
    lines = source.split("\n")
    want = kind(diff)
    tail = next((i for i, line in enumerate(lines) if line.startswith("print(bytedmd(")), len(lines)) + 1
    changed = True
    while changed:
        changed = False
        for i in range(len(lines) - 1, 0, -1):
            body = lines[i].startswith("    ") and not lines[i].strip().startswith("return")
            if not body and (i < tail or not lines[i]):
                continue
            trial = lines[:i] + lines[i + 1 :]
            got = differs("\n".join(trial), opts, tag + "-shrink")
            if got not in (None, SKIPPED) and kind(got) == want:
                lines, changed = trial, True
    return "\n".join(lines)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--tracer", required=True, help="directory holding bytedmd.py")
    ap.add_argument("--count", type=int, default=1000)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--dmdpy", default="target/release/dmdpy")
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    ap.add_argument("--out", default="target/difffuzz")
    ap.add_argument("--keep-going", action="store_true", help="record every difference, stop only at the end")
    opts = ap.parse_args()
    os.makedirs(opts.out, exist_ok=True)
    # SIGTERM (or SIGINT) ends a long run with its summary: see below.
    signal.signal(signal.SIGINT, signal.default_int_handler)
    signal.signal(signal.SIGTERM, signal.default_int_handler)

    def one(seed):
        source = Gen(seed).program()
        return seed, source, differs(source, opts, f"p{seed}")

    checked = skipped = 0
    failed = []
    interrupted = False
    with ThreadPoolExecutor(opts.jobs) as pool:
        try:
            for seed, source, diff in pool.map(one, range(opts.seed, opts.seed + opts.count)):
                checked += 1
                if diff == SKIPPED:
                    skipped += 1
                elif diff:
                    small = shrink(source, diff, opts, f"p{seed}")
                    path = os.path.join(opts.out, f"diff-{seed}.dmd")
                    with open(path, "w") as f:
                        f.write(small)
                    again = differs(small, opts, f"p{seed}")
                    (exp, exp_code, exp_line), (act, act_code, act_line) = diff if again in (None, SKIPPED) else again
                    print(f"seed {seed}: {', '.join(kind(diff))} differ after {checked} programs; shrunk program in {path}")
                    at = next((i for i, (x, y) in enumerate(zip(exp, act)) if x != y), min(len(exp), len(act)))
                    lo = max(0, at - 300)
                    print(f"first stdout difference at character {at}:")
                    print(f"--- CPython + tracer (exit {exp_code}) {exp_line}:\n...{exp[lo:at + 200]}")
                    print(f"--- dmdpy (exit {act_code}) {act_line}:\n...{act[lo:at + 200]}", flush=True)
                    failed.append(seed)
                    if not opts.keep_going:
                        pool.shutdown(cancel_futures=True)
                        return 1
                if checked % 100 == 0:
                    print(f"{checked} programs, {len(failed)} differing ({skipped} skipped)", flush=True)
        except KeyboardInterrupt:
            # A run stopped early (SIGINT) still says exactly how far it got:
            # pool.map yields in seed order, so the checked seeds are a prefix.
            interrupted = True
            pool.shutdown(cancel_futures=True)
    span = f"seeds {opts.seed}..{opts.seed + checked - 1}" + (" (interrupted)" if interrupted else "")
    verdict = f"differing seeds: {failed}" if failed else "no difference"
    print(f"{checked} programs ({span}), {verdict}; {skipped} skipped (tracer accidents, resource limits, timeouts)")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
