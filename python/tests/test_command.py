"""The `dmdpy` command the wheel installs is the Rust CLI (same commands,
same exit codes), and `score` runs its workers as `python -m dmdpy`."""

import json
import subprocess
import sys

import dmdpy


def run(*args, **kw):
    return subprocess.run(list(args), capture_output=True, text=True, **kw)


def test_run_prints_output_and_cost_line(dmdpy_command):
    done = run(dmdpy_command, "run", "programs/example.dmd")
    assert done.returncode == 0
    assert done.stdout
    assert done.stderr.splitlines()[-1].startswith("dmdpy: model strict · cost ")


def test_exit_codes_are_the_cli_ones(dmdpy_command, tmp_path):
    bad = tmp_path / "bad.dmd"
    bad.write_text("x = 1 / 0\n")
    assert run(dmdpy_command, "run", str(bad)).returncode == 1
    usage = run(dmdpy_command, "run", "--no-such-flag", str(bad))
    assert usage.returncode == 2 and "unexpected argument" in usage.stderr
    version = run(dmdpy_command, "--version")
    assert version.returncode == 0 and version.stdout.strip() == f"dmdpy {dmdpy.__version__}"
    assert run(dmdpy_command, "check", "programs/xor.dmd").returncode == 0


def test_python_m_dmdpy_is_the_command():
    done = run(sys.executable, "-m", "dmdpy", "check", "programs/xor.dmd")
    assert done.returncode == 0 and done.stderr.strip() == "programs/xor.dmd: ok"


def test_score_through_the_console_script(dmdpy_command):
    done = run(
        dmdpy_command, "score", "programs/contest/neuron.dmd", "programs/contest/crash.dmd",
        "--seeds", "42", "--no-time", "--json", "-",
    )
    assert done.returncode == 0, done.stderr
    doc = json.loads(done.stdout)
    status = {r["file"]: r["status"] for r in doc["results"]}
    assert status["programs/contest/neuron.dmd"] == "PASS"
    assert status["programs/contest/crash.dmd"] == "ERROR"


def test_score_from_python_matches_the_command(dmdpy_command):
    files = ["programs/contest/neuron.dmd", "programs/contest/crash.dmd"]
    doc = dmdpy.score(files, seeds=[42, 123], jobs=2, no_time=True)
    cli = run(dmdpy_command, "score", *files, "--seeds", "42,123", "--no-time", "--json", "-")
    assert doc == json.loads(cli.stdout)
    neuron = next(r for r in doc["results"] if r["file"] == files[0])
    assert [s["seed"] for s in neuron["seeds"]] == [42, 123]


def test_hidden_seeds_are_drawn():
    doc = dmdpy.score("programs/contest/neuron.dmd", hidden_seeds=2, jobs=1)
    assert len(doc["results"][0]["seeds"]) == 2
