"""dmdpy.run and the CLI give identical --json documents (but the wall
time) for every program in programs/."""

import json
import subprocess
from pathlib import Path

import pytest

import dmdpy

ROOT = Path(__file__).resolve().parents[2]
PROGRAMS = sorted(p.name for p in (ROOT / "programs").glob("*.dmd"))


def timeless(doc):
    doc = dict(doc)
    doc.pop("wall_seconds")
    return doc


@pytest.mark.parametrize("name", PROGRAMS)
def test_run_and_the_cli_agree(name, dmdpy_command):
    path = f"programs/{name}"
    # The CLI in a process of its own while the module runs here (the GIL
    # released), so the two take the time of one.
    cli = subprocess.Popen([dmdpy_command, "run", "-q", "--json", "-", path], stdout=subprocess.PIPE, text=True)
    report = dmdpy.run(path=path)
    out, _ = cli.communicate()
    assert cli.returncode == 0
    assert timeless(report.to_dict()) == timeless(json.loads(out))


def test_cost_is_the_cli_cost_line(dmdpy_command):
    done = subprocess.run([dmdpy_command, "run", "programs/xor.dmd"], capture_output=True, text=True)
    assert done.returncode == 0
    line = done.stderr.strip().splitlines()[-1]
    assert f"cost {dmdpy.run(path='programs/xor.dmd').cost} for the whole run" in line
