"""``python -m tysiac_engine replay FILE|-`` on valid records (RECORD.md "Replay from the command line")."""
from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path

import pytest

from tysiac_engine.record import dumps

from .randplay import choose, make_game
from .records import ACTIONS, DEAL_SUMMARY, record

ROOT = Path(__file__).resolve().parents[2]


def run_replay(arg: str, stdin: bytes | None = None) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "tysiac_engine", "replay", arg], input=stdin,
                          capture_output=True, cwd=ROOT, timeout=120)


def one_json_object(proc: subprocess.CompletedProcess) -> dict:
    out = proc.stdout.decode("utf-8")
    assert "Traceback" not in out and b"Traceback" not in proc.stderr
    lines = out.splitlines()
    assert len(lines) == 1, f"expected one line of JSON, got {out!r}"
    value = json.loads(lines[0])
    assert isinstance(value, dict)
    return value


def replay_ok(tmp_path: Path, doc, *, via_stdin: bool = False) -> dict:
    text = doc if isinstance(doc, str) else json.dumps(doc)
    if via_stdin:
        proc = run_replay("-", text.encode("utf-8"))
    else:
        path = tmp_path / "game.json"
        path.write_text(text, encoding="utf-8")
        proc = run_replay(str(path))
    out = one_json_object(proc)
    assert proc.returncode == 0, out
    assert "error" not in out
    return out


@pytest.mark.parametrize("via_stdin", [False, True], ids=["file", "stdin"])
def test_valid_record_prints_scores_winner_and_deals(tmp_path, via_stdin):
    out = replay_ok(tmp_path, record(), via_stdin=via_stdin)
    assert out == {"scores": [120, 0, 70], "winner": None, "deals": [DEAL_SUMMARY]}


def test_finished_game_has_the_winner(tmp_path):
    out = replay_ok(tmp_path, record(start_scores=[950, 0, 0]))
    assert out["winner"] == 0 and out["scores"] == [1070, 0, 70]


def test_mid_deal_record_adds_to_move_phase_and_legal(tmp_path):
    out = replay_ok(tmp_path, record(ACTIONS[:5]))
    assert out["to_move"] == 0 and out["phase"] == "musik" and out["legal"] == ["take 0"]
    assert out["deals"] == [] and out["scores"] == [0, 0, 0] and out["winner"] is None


def test_record_without_deals(tmp_path):
    doc = record()
    doc["deals"] = []
    out = replay_ok(tmp_path, doc)
    assert out["scores"] == [0, 0, 0] and out["deals"] == [] and out["winner"] is None


def test_utf8_player_names(tmp_path):
    out = replay_ok(tmp_path, record(players=["Łucja", "Жора", "Søren"]))
    assert out["scores"] == [120, 0, 70]


@pytest.mark.parametrize("preset,players", [("polish", 3), ("russian", 4), ("danish", 2)])
def test_saved_random_game_replays_on_the_command_line(tmp_path, preset, players):
    game = make_game(preset, players, seed=3)
    rng = random.Random(3)
    for _ in range(200):
        if game.is_over:
            break
        game.apply(choose(rng, game.legal_actions(), 0.8))
    out = replay_ok(tmp_path, dumps(game))
    assert out["scores"] == list(game.scores)
    assert out["winner"] == game.winner
    assert out["deals"] == [r.summary() for r in game.results]
    if game.current is not None:
        assert out["to_move"] == game.to_move and out["phase"] == game.phase
        assert out["legal"] == [str(a) for a in game.current.ordered_legal_actions()]  # cards in hand order


def test_an_unknown_rules_key_of_megabytes_is_echoed_short(tmp_path):
    """A record whose rules carry an unknown key of 5 MB: replay names the key, shortened, in a
    short line instead of printing it whole."""
    from tysiac_engine import Game, make_rules
    from tysiac_engine.errors import MAX_ECHO
    from tysiac_engine.record import game_to_record

    doc = game_to_record(Game(make_rules("polish"), seed=1))
    doc["rules"]["overrides"]["x" * 5_000_000] = 1
    path = tmp_path / "game.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    proc = run_replay(str(path))
    out = one_json_object(proc)
    assert proc.returncode == 2 and "unknown rules key" in out["error"] and "xxx" in out["error"]
    assert len(proc.stdout) < MAX_ECHO + 200


def test_a_key_of_megabytes_beside_the_preset_is_echoed_short(tmp_path):
    """Inside ``rules`` nothing unknown is allowed (RECORD.md), beside the preset either: the error
    names the key shortened, not its 5 MB."""
    from tysiac_engine import Game, make_rules
    from tysiac_engine.record import game_to_record

    doc = game_to_record(Game(make_rules("polish"), seed=1))
    doc["rules"]["x" * 5_000_000] = 1
    path = tmp_path / "game.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    proc = run_replay(str(path))
    out = one_json_object(proc)
    assert proc.returncode == 2 and out["error"].startswith("rules.xxx") and "not permitted" in out["error"]
    assert len(proc.stdout) < 300
