"""Hand-written records shared by the record, CLI and bad-input tests."""
from __future__ import annotations

import copy
import json

# One deal written by hand in RECORD.md's example shape (dealer 2, seat 0 holds
# AH TH KH QH 9S JD KC, musik 9H JS QC), played out to the last trick.
# Worked out from RULES.md: seat 0 declares 120 and melds hearts (100) and clubs
# (60); card points 54 / 0 / 66; polish scores +120, 0, 66 → 70 (ten_half_down).
HANDS = [["AH", "TH", "KH", "QH", "9S", "JD", "KC"],
         ["JH", "QD", "KD", "TD", "AD", "9C", "JC"],
         ["9D", "TC", "AC", "QS", "KS", "TS", "AS"]]
MUSIK = [["9H", "JS", "QC"]]
AUCTION = ["bid 100", "bid 110", "pass", "bid 120", "pass"]
MUSIK_ACTIONS = ["take 0", "give 9S 1", "give JD 2"]
PLAY = ["meld QH", "play JH", "play 9D",
        "play AH", "play JC", "play QS",
        "play TH", "play 9C", "play KS",
        "play KH", "play 9S", "play JD",
        "play 9H", "play QD", "play TS",
        "meld KC", "play KD", "play AC",    # seat 2 must beat KC: takes it with AC
        "play AS", "play JS", "play TD",
        "play TC", "play QC", "play AD"]
ACTIONS = AUCTION + MUSIK_ACTIONS + ["declare 120"] + PLAY

DEAL_SUMMARY = {"declarer": 0, "contract": 120, "bid": 120, "made": True, "bombed": False,
                "card_points": [54, 0, 66], "melds": [[100, 60], [], []],
                "score_delta": [120, 0, 70], "scores_after": [120, 0, 70]}


def record(actions=ACTIONS, *, preset="polish", overrides=None, players=None, **extra) -> dict:
    doc = {
        "format": "tysiac-record",
        "version": 1,
        "rules": {"preset": preset, "overrides": dict(overrides or {})},
        "players": players or ["Ala", "Bolek", "Cezary"],
        "deals": [{"dealer": 2, "hands": copy.deepcopy(HANDS), "musik": copy.deepcopy(MUSIK),
                   "actions": list(actions)}],
    }
    doc.update(extra)
    return doc


def record_text(*args, **kwargs) -> str:
    return json.dumps(record(*args, **kwargs))
