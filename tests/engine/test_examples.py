"""The specification's worked records: `replay` prints exactly the expected object (RECORD.md)."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from tysiac_engine.record import replay_report

from ..reference.replay_ref import replay as reference_replay

HERE = Path(__file__).parent / "examples"
SPEC = Path(__file__).resolve().parents[3] / "shared" / "examples"
NAMES = sorted(p.name[:-len(".record.json")] for p in HERE.glob("*.record.json"))


def test_every_mode_has_its_examples():
    modes = {name.rsplit("-", 1)[0] for name in NAMES}
    assert len(NAMES) == 2 * len(modes) >= 34


@pytest.mark.parametrize("name", NAMES)
def test_replay_prints_the_expected_object(name):
    record = (HERE / f"{name}.record.json").read_bytes()
    want = json.loads((HERE / f"{name}.replay.json").read_text())
    assert json.loads(json.dumps(replay_report(record))) == want  # legal lists in hand order too


@pytest.mark.parametrize("name", NAMES)
def test_the_reference_agrees(name):
    """The independent reading used by the differential tests reads the examples the same way."""
    record = json.loads((HERE / f"{name}.record.json").read_text())
    assert reference_replay(record) == json.loads((HERE / f"{name}.replay.json").read_text())


@pytest.mark.parametrize("name", ["teams_2v2-1", "ru_open_closed-2", "draw_stock-2"])
def test_the_command_line_prints_it(name):
    out = subprocess.run([sys.executable, "-m", "tysiac_engine", "replay", str(HERE / f"{name}.record.json")],
                         capture_output=True, text=True, timeout=60)
    assert out.returncode == 0 and out.stderr == ""
    assert json.loads(out.stdout) == json.loads((HERE / f"{name}.replay.json").read_text())


def test_copies_match_the_specification():
    """When the specification sits beside the repository (as in CI), the copies are current."""
    if not SPEC.is_dir():
        pytest.skip("../shared/examples is not beside this checkout")
    spec = sorted(p.name for p in SPEC.glob("*.json"))
    assert spec == sorted(p.name for p in HERE.glob("*.json"))
    for name in spec:
        assert (SPEC / name).read_bytes() == (HERE / name).read_bytes(), name
