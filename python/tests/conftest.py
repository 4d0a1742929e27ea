"""Shared fixtures: the repository's perft data and the `reynard` command line."""

from __future__ import annotations

import importlib.util
import os
import subprocess
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
PERFT_DATA = REPO / "crates" / "rules" / "tests" / "data"
EXAMPLES = REPO / "python" / "examples"


def load_example(name: str):
    """The example ``python/examples/<name>.py`` as a module."""
    spec = importlib.util.spec_from_file_location(name, EXAMPLES / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def perft_files():
    """Every perft data file: (name, variant, options, [(depth, count)…])."""
    files = []
    for path in sorted(PERFT_DATA.iterdir()):
        variant, options, counts = None, {}, []
        for line in path.read_text().splitlines():
            line = line.strip()
            if not line or line.startswith("#"):
                continue
            if line.startswith("variant "):
                variant = line.split(None, 1)[1]
            elif line.startswith("set "):
                key, value = line.split(None, 1)[1].split("=", 1)
                options[key] = value
            else:
                depth, count = line.split()
                counts.append((int(depth), int(count)))
        files.append((path.name, variant, options, counts))
    assert len(files) >= 25, files
    return files


@pytest.fixture(scope="session")
def reynard_bin() -> Path:
    """The `reynard` program: $REYNARD_BIN, else built here (debug)."""
    given = os.environ.get("REYNARD_BIN")
    if given:
        return Path(given)
    subprocess.run(["cargo", "build", "-q", "-p", "reynard"], cwd=REPO, check=True)
    target = Path(os.environ.get("CARGO_TARGET_DIR", REPO / "target"))
    return target / "debug" / "reynard"
