"""Shared fixtures: the repository's root and the installed `dmdpy` command
(the console script beside this interpreter: the tests run against the
installed wheel, never against the source tree)."""

import os
import shutil
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="session")
def root() -> Path:
    return ROOT


@pytest.fixture(scope="session")
def dmdpy_command() -> str:
    here = Path(sys.executable).parent / "dmdpy"
    found = str(here) if here.exists() else shutil.which("dmdpy")
    assert found, "the dmdpy console script is not installed beside this python"
    return found


@pytest.fixture(autouse=True)
def in_root(monkeypatch):
    monkeypatch.chdir(ROOT)
    yield
