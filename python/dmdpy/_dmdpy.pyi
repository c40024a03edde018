"""Types of the native half of dmdpy (``dmdpy._dmdpy``); use ``dmdpy``."""

from typing import Any, Dict, List, Optional, Tuple

VERSION: str

class NativeRun:
    def html(self, command: str) -> Optional[str]: ...
    def profile(self) -> Optional[str]: ...

def run(
    source: str,
    name: str,
    model: str,
    bytes_per_element: int,
    max_steps: int,
    max_depth: int,
    max_memory_mib: Optional[int],
    timeout: Optional[float],
    overrides: List[Tuple[str, str]],
    html: bool,
) -> Dict[str, Any]: ...
def read_program(path: str) -> str: ...
def score(
    paths: List[str],
    seeds: List[int],
    hidden_seeds: Optional[int],
    jobs: Optional[int],
    model: str,
    n_bits: int,
    k_sparse: int,
    samples: int,
    timeout: float,
    max_steps: int,
    max_depth: int,
    max_memory_mib: int,
    no_time: bool,
) -> str: ...
def cli(argv: List[str]) -> int: ...
def set_worker_command(program: str, args: List[str]) -> None: ...
