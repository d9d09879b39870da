"""Bad input in every mode, and hostile input found by fuzzing the command line (RECORD.md).

Each case is a worked record of ``examples/`` changed in one place; the
replay must print one error object naming where (``deal``/``action``, null
for header, rules and deck errors) and exit 2, never a traceback.
"""
from __future__ import annotations

import copy
import json
from pathlib import Path

import pytest

from tysiac_engine.record import replay_report

from .test_bad_input import check_error, run_replay

EXAMPLES = Path(__file__).parent / "examples"
NULL = (None, None)


def example(name: str) -> dict:
    return json.loads((EXAMPLES / f"{name}.record.json").read_text())


def changed(name: str, fn) -> bytes:
    doc = copy.deepcopy(example(name))
    fn(doc)
    return json.dumps(doc, ensure_ascii=False).encode("utf-8")


def first_deal(doc: dict) -> dict:
    return doc["deals"][0]


def set_action(name: str, index: int, token) -> bytes:
    return changed(name, lambda d: first_deal(d)["actions"].__setitem__(index, token))


def overrides(name: str, **values) -> bytes:
    return changed(name, lambda d: d["rules"]["overrides"].update(values))


CASES = [
    # the deal's shape (RECORD.md: stock and table only where the mode has them): that deal's
    # error; cards that are not exactly the deck (7H, a card missing): a wrong deck, null
    ("draw_stock without its stock", changed("draw_stock-1", lambda d: first_deal(d).pop("stock")), (0, None)),
    ("draw_stock with a short stock", changed("draw_stock-1", lambda d: first_deal(d)["stock"].pop()), NULL),
    ("a stock in the 3-player game", changed("three-1", lambda d: first_deal(d).update(stock=[])), (0, None)),
    ("ru_open_closed without its table", changed("ru_open_closed-1", lambda d: first_deal(d).pop("table")), (0, None)),
    ("a table in twelve_cards", changed("twelve_cards-1", lambda d: first_deal(d).update(table=[[], []])), (0, None)),
    ("a table pile of one card", changed("ru_open_closed-1", lambda d: first_deal(d)["table"][0].__setitem__(
        0, first_deal(d)["table"][0][0][:1])), (0, None)),
    ("7H in a 24-card game", changed("three-1", lambda d: first_deal(d)["hands"][0].__setitem__(0, "7H")), NULL),
    ("a 24-card deal under deck 32", changed("deck32-1", lambda d: d["deals"].insert(
        0, example("three-1")["deals"][0])), NULL),
    ("the prikup as one talon of four", changed("ru_prikup_4-1", lambda d: first_deal(d).update(
        musik=[sum(first_deal(d)["musik"], [])])), (0, None)),
    ("the open musik as two talons", changed("seven_open_musik-1", lambda d: first_deal(d).update(
        musik=[[c] for c in first_deal(d)["musik"][0]])), (0, None)),
    ("the sitter with cards", changed("dealer_sits_out-1", lambda d: first_deal(d)["hands"][2].append(
        first_deal(d)["hands"][0].pop())), (0, None)),
    # impossible combinations (RULES.md §9.9, §9.10) and exact option types
    ("deck 32 with two players", overrides("musik_2x2-1", deck=32), NULL),
    ("deck 32 with all_play_6", overrides("all_play_6-1", deck=32), NULL),
    ("no_auction with two players", overrides("musik_2x2-1", no_auction=True), NULL),
    ("no_auction with 4 players and 24 cards", overrides("teams_2v2-1", no_auction=True), NULL),
    ("bid_step 10.0", overrides("three-1", bid_step=10.0), NULL),
    ("players 3.0", overrides("three-1", players=3.0), NULL),
    ("bombs_per_player true", overrides("three-1", bombs_per_player=True), NULL),
    ("bomb_opponent_points 40.0", overrides("three-1", bomb_opponent_points=40.0), NULL),
    ("deck \"32\"", overrides("three-1", deck="32"), NULL),
    ("lock_from 850", overrides("three-1", lock_from=850), NULL),
    ("aside_to declarer", overrides("musik_2x2-1", aside_to="declarer"), NULL),
    # required keys
    ("no deals", changed("three-1", lambda d: d.pop("deals")), NULL),
    ("no actions", changed("three-1", lambda d: first_deal(d).pop("actions")), (0, None)),
    ("no hands", changed("three-1", lambda d: first_deal(d).pop("hands")), (0, None)),
    # teams: partners carry one score (RULES.md §9.2)
    ("teams with unequal partner scores", changed("teams_2v2-1", lambda d: d.update(start_scores=[0, 10, 20, 10])),
     NULL),
    ("teams with unequal partner counters", changed("teams_2v2-1", lambda d: d.update(
        start_state={"bolts": [1, 0, 0, 0]})), NULL),
    # actions of the new modes
    ("ru_prikup_4: the same talon taken twice", set_action("ru_prikup_4-1", 3, "take 3"), (0, 3)),
    ("ru_prikup_4: a discard before the second take", set_action("ru_prikup_4-1", 3, "discard JS"), (0, 3)),
    ("ru_prikup_4: take 4", set_action("ru_prikup_4-1", 2, "take 4"), (0, 2)),
    ("draw_stock: a draw token", set_action("draw_stock-1", 2, "draw"), (0, 2)),
    ("draw_stock: a bid", set_action("draw_stock-1", 0, "bid 100"), (0, 0)),
    ("draw_stock: a meld on the first lead", set_action("draw_stock-1", 0, "meld QC"), (0, 0)),
    ("ru_open_closed: a face-down card played", set_action("ru_open_closed-1", 0, "play AD"), (0, 0)),
    ("ru_open_closed: a declare", set_action("ru_open_closed-1", 0, "declare 100"), (0, 0)),
    ("teams_2v2: a give to the partner twice", set_action("teams_2v2-1", 7, "give JD 0"), (0, 7)),
    ("all_play_6: a meld on someone without the queen before", set_action("all_play_6-1", 2, "meld KH"), (0, 2)),
    ("no_auction: a take", set_action("no_auction-1", 0, "take 0"), (0, 0)),
    ("deck32: give instead of discard", set_action("deck32-1", 4, "give KC 1"), (0, 4)),
    # tokens exactly as RECORD.md writes them: ASCII, single spaces, no padding
    ("arabic-indic digits", set_action("three-1", 1, "bid \u0661\u0660\u0660"), (0, 1)),
    ("full-width digits", set_action("three-2", 6, "declare \uff11\uff11\uff10"), (0, 6)),
    ("a no-break space", set_action("three-1", 1, "bid\u00a0100"), (0, 1)),
    ("padded with spaces and a tab", set_action("three-1", 9, " play QC\t"), (0, 9)),
    ("two spaces", set_action("three-1", 1, "bid  100"), (0, 1)),
    ("a leading zero", set_action("three-1", 1, "bid 0100"), (0, 1)),
    ("lower case card", set_action("three-1", 9, "play qc"), (0, 9)),
]


@pytest.mark.parametrize("name,data,expected", CASES, ids=[c[0] for c in CASES])
def test_bad_records_in_every_mode_are_refused(name, data, expected, tmp_path):
    path = tmp_path / "bad.json"
    path.write_bytes(data)
    report = check_error(run_replay(str(path)), expected)
    assert report == replay_report(data)


def test_an_error_echoes_only_an_excerpt_of_a_huge_token(tmp_path):
    path = tmp_path / "huge.json"
    path.write_bytes(set_action("three-1", 1, "bid " + "9" * 5_000_000))
    report = check_error(run_replay(str(path)), (0, 1))
    assert len(report["error"]) < 500


def test_an_infinite_input_is_cut_at_the_size_limit():
    """replay reads at most the limit (+1 byte) from stdin, and no device at all: no MemoryError."""
    report = check_error(run_replay("/dev/zero"), NULL)
    assert "not a regular file" in report["error"]
    report = check_error(run_replay("-", stdin=b" " * 20_000_001), NULL)
    assert "too large" in report["error"]


def test_utf16_is_refused_and_a_utf8_byte_order_mark_is_read(tmp_path):
    doc = example("three-1")
    path = tmp_path / "r.json"
    path.write_text(json.dumps(doc), encoding="utf-16")
    report = check_error(run_replay(str(path)), NULL)
    assert "UTF-8" in report["error"]
    path.write_text(json.dumps(doc), encoding="utf-8-sig")
    proc = run_replay(str(path))
    assert proc.returncode == 0
    assert json.loads(proc.stdout) == json.loads((EXAMPLES / "three-1.replay.json").read_text())
