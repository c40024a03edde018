"""dmdpy.run and its Report: the same data as `dmdpy run --json`."""

import json
import subprocess
import threading
import time

import pytest

import dmdpy

PROGRAM = "xs = [1, 2, 3]\ntotal = 0\nfor x in xs:\n    total = total + x\nprint(total)\n"


def cli_json(command, *args):
    done = subprocess.run([command, "run", "-q", "--json", "-", *args], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


def test_run_source_captures_stdout_and_prices(tmp_path, dmdpy_command):
    report = dmdpy.run(PROGRAM)
    assert report.stdout == "6\n"
    assert report.model == "strict"
    path = tmp_path / "p.dmd"
    path.write_text(PROGRAM)
    doc = cli_json(dmdpy_command, str(path))
    assert report.cost == doc["total_cost"] > 0
    assert report.reads == doc["total_reads"]
    assert report.peak_live == doc["run"]["peak_live_elements"]
    assert [l["line"] for l in report.lines] == [l["line"] for l in doc["run"]["lines"]]
    assert report.functions[0]["name"] == "<module>"
    assert sum(h["reads"] for h in report.histogram) == report.reads


def test_to_dict_and_to_json_are_the_json_document():
    report = dmdpy.run(PROGRAM)
    d = report.to_dict()
    assert d["schema_version"] == 1 and d["total_cost"] == report.cost
    assert json.loads(report.to_json()) == d
    d["total_cost"] = -1
    assert report.to_dict()["total_cost"] == report.cost


def test_path_set_bytes_per_element_and_reference(root):
    one = dmdpy.run(path=root / "programs" / "example.dmd")
    four = dmdpy.run(path=str(root / "programs" / "example.dmd"), bytes_per_element=4)
    assert four.cost > one.cost
    assert dmdpy.run("N = 2\nprint(N * 10)\n", set={"N": 7}).stdout == "70\n"
    assert dmdpy.run("S = 'a'\nprint(S)\n", set={"S": "b"}).stdout == "b\n"
    measured = (
        "import bytedmd\n"
        "def f(a, b):\n    return a + b\n"
        "print(bytedmd.traced_eval(f, (1, 2)))\n"
    )
    ref = dmdpy.run(measured, model="reference")
    assert ref.model == "reference" and ref.peak_live is None and ref.lines == []
    assert len(ref.measured) == 1 and ref.cost == ref.measured[0]["cost"] > 0


def test_html_and_repr_html():
    report = dmdpy.run(PROGRAM, html=True)
    page = report.html()
    assert page.startswith("<!DOCTYPE html>") and "</html>" in page
    assert report._repr_html_() == page
    assert "total = total + x" in report.profile()


def test_arguments_are_checked():
    with pytest.raises(TypeError):
        dmdpy.run()
    with pytest.raises(TypeError):
        dmdpy.run("x = 1", path="p.dmd")
    with pytest.raises(ValueError):
        dmdpy.run("x = 1", model="fast")
    with pytest.raises(ValueError):
        dmdpy.run("x = 1", bytes_per_element=0)
    with pytest.raises(ValueError):
        dmdpy.run(path="no/such/file.dmd")


def test_runtime_error_is_a_dmd_error_with_traceback():
    with pytest.raises(dmdpy.DmdError) as caught:
        dmdpy.run("x = 1\ndef f(y):\n    return y / 0\nf(x)\n")
    e = caught.value
    assert (e.type, e.message, e.line) == ("ZeroDivisionError", "division by zero", 3)
    assert "Traceback (most recent call last)" in str(e) and "in f" in str(e)
    assert e.report is not None and e.report.cost > 0


def test_check_false_returns_the_report_with_its_error():
    report = dmdpy.run("print('a')\nraise ValueError('bad')\n", check=False)
    assert report.stdout == "a\n"
    assert report.error is not None and report.error.type == "ValueError" and report.error.line == 2


def test_syntax_error():
    with pytest.raises(dmdpy.DmdError) as caught:
        dmdpy.run("x = (\n")
    assert caught.value.type == "SyntaxError" and caught.value.line == 1
    assert "never closed" in caught.value.message


@pytest.mark.parametrize(
    "source, limits, kind",
    [
        ("while True:\n    pass\n", {"max_steps": 100_000}, None),
        ("while True:\n    pass\n", {"timeout": 0.5}, "TimeoutError"),
        ("x = [0] * 4000000000\n", {"max_memory_mib": 256}, "MemoryError"),
        ("def f(n):\n    return f(n + 1)\nf(0)\n", {}, "RecursionError"),
        ("def f(n):\n    return f(n + 1)\nf(0)\n", {"max_depth": 50000}, "RecursionError"),
    ],
)
def test_hostile_programs_end_in_an_exception(source, limits, kind):
    with pytest.raises(dmdpy.DmdError) as caught:
        dmdpy.run(source, **limits)
    if kind is not None:
        assert caught.value.type == kind
    # The host is fine: the next run works.
    assert dmdpy.run("print(1)").stdout == "1\n"


def test_gil_is_released_while_a_program_runs():
    ticks = []
    stop = threading.Event()

    def tick():
        while not stop.is_set():
            ticks.append(1)
            time.sleep(0.001)

    ticker = threading.Thread(target=tick)
    ticker.start()
    try:
        before = len(ticks)
        dmdpy.run("t = 0\nfor i in range(300000):\n    t = t + i\n")
        during = len(ticks) - before
    finally:
        stop.set()
        ticker.join()
    assert during > 5


def test_runs_from_two_threads_take_turns_and_agree():
    alone = dmdpy.run(PROGRAM).cost
    results = []
    threads = [threading.Thread(target=lambda: results.append(dmdpy.run(PROGRAM, max_memory_mib=512).cost)) for _ in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert results == [alone] * 4


def test_echo_prints_the_output(capsys):
    dmdpy.run("print('hello')", echo=True)
    assert capsys.readouterr().out == "hello\n"
