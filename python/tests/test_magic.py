"""The %%dmdpy cell magic, through IPython's API (no browser)."""

import pytest

IPython = pytest.importorskip("IPython")
from IPython.core.interactiveshell import InteractiveShell  # noqa: E402
from IPython.utils.capture import capture_output  # noqa: E402


@pytest.fixture(scope="module")
def shell():
    shell = InteractiveShell.instance()
    shell.run_line_magic("load_ext", "dmdpy")
    return shell


CELL = "xs = [3, 4]\nprint(xs[0] * xs[1])\n"


def test_cell_shows_stdout_and_the_cost_line(shell):
    with capture_output() as out:
        shell.run_cell_magic("dmdpy", "", CELL)
    assert out.stdout == "12\n"
    assert "dmdpy: model strict · cost " in out.stderr


def test_profile_shows_per_line_costs(shell):
    with capture_output() as out:
        shell.run_cell_magic("dmdpy", "--profile", CELL)
    assert "print(xs[0] * xs[1])" in out.stderr and "reads" in out.stderr


def test_reference_model(shell):
    with capture_output() as out:
        shell.run_cell_magic("dmdpy", "--model reference", CELL)
    assert "model reference" in out.stderr


def test_html_is_shown_inline(shell):
    shown = shell.run_cell_magic("dmdpy", "--html --quiet", CELL)
    assert shown._repr_html_().startswith("<!DOCTYPE html>")


def test_error_is_shown_not_raised(shell):
    with capture_output() as out:
        shell.run_cell_magic("dmdpy", "", "print(1)\nx = undefined_name\n")
    assert out.stdout == "1\n"
    assert "NameError" in out.stderr and "line 2" in out.stderr


def test_through_run_cell(shell):
    with capture_output() as out:
        result = shell.run_cell("%%dmdpy\nprint(7)\n")
    assert result.success and out.stdout == "7\n"
