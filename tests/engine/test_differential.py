"""The engine's replay against an independent implementation of RULES.md and RECORD.md.

Random records of every mode (random house rules, start scores and counters,
cut anywhere) and mutated copies of them (swapped, dropped or doubled actions,
wrong cards, stray or missing stock and table, wrong dealers, changed rules):
both replays must print the same object — or both refuse the record at the
same deal and action.
"""
from __future__ import annotations

import copy
import random

import pytest

from .differential import compare, random_record
from .modes import MODE_RULES

MODES = sorted(MODE_RULES)
CARDS = [r + s for s in "HDCS" for r in "789JQKTA"]


@pytest.mark.parametrize("mode", MODES)
def test_random_records_replay_as_the_reference_does(mode):
    for k in range(30):
        doc = random_record(1000 * MODES.index(mode) + k, mode)
        assert compare(doc) is None, (mode, k)


def mutate(doc: dict, rng: random.Random) -> dict:
    doc = copy.deepcopy(doc)
    if not doc["deals"]:
        return doc
    deal = rng.choice(doc["deals"])
    actions = deal["actions"]
    kind = rng.randrange(8)
    if kind == 0 and len(actions) > 1:
        j = rng.randrange(len(actions) - 1)
        actions[j], actions[j + 1] = actions[j + 1], actions[j]
    elif kind == 1 and actions:
        del actions[rng.randrange(len(actions))]
    elif kind == 2 and actions:
        j = rng.randrange(len(actions))
        actions.insert(j, actions[j])
    elif kind == 3 and actions:
        j = rng.randrange(len(actions))
        parts = actions[j].split()
        if len(parts) > 1 and len(parts[1]) == 2:
            parts[1] = rng.choice(CARDS)
            actions[j] = " ".join(parts)
    elif kind == 4:
        hands = [h for h in deal["hands"] if h]
        if hands:
            h = rng.choice(hands)
            h[rng.randrange(len(h))] = rng.choice(CARDS)
    elif kind == 5:
        if "stock" in deal:
            del deal["stock"]
        else:
            deal["stock"] = []
    elif kind == 6:
        deal["dealer"] = rng.randrange(5)
    else:
        doc["deals"].append(copy.deepcopy(deal))
    return doc


@pytest.mark.parametrize("mode", MODES)
def test_broken_records_are_refused_as_the_reference_refuses_them(mode):
    rng = random.Random(MODES.index(mode))
    for k in range(30):
        doc = mutate(random_record(5000 + 1000 * MODES.index(mode) + k, mode), rng)
        assert compare(doc) is None, (mode, k)
