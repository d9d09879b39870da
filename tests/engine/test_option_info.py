"""What the Rules model declares about each option (choices, span, group, conditions), judged by
RULES.md and by what the engine accepts and does."""
from __future__ import annotations

import random
import re
from pathlib import Path

import pytest

from tysiac_engine import Game, InvalidRules, make_rules
from tysiac_engine.options import CONDITIONS, GROUPS
from tysiac_engine.rules import OPTIONS, PRESET_NAMES, Rules, option_groups, option_info
from tysiac_engine.shape import MODE_KEYS, MODE_OVERRIDES, MODES

RULES_MD = Path(__file__).resolve().parents[3] / "shared" / "RULES.md"  # the specification beside the checkout


def section(title: str) -> str:
    if not RULES_MD.exists():
        pytest.skip("../shared/RULES.md is not beside this checkout")
    text = RULES_MD.read_text(encoding="utf-8")
    start = text.index(f"\n## {title}")
    return text[start:text.index("\n## ", start + 1)]


def test_the_catalogue_has_every_key_of_the_model_and_of_rules_md():
    catalogue_keys = set(re.findall(r"^\| `(\w+)` \|", section("3."), flags=re.M))
    preset_rows = re.findall(r"^\| ([a-z_0-9 /]+?) \|", section("7."), flags=re.M)
    preset_keys = {key.strip() for row in preset_rows if row != "key" for key in row.split("/")}
    assert catalogue_keys and catalogue_keys <= set(OPTIONS)  # §3; §4 and §5 name the mode keys
    assert {"four_player_mode", "sitter_scores", "two_player_mode"} <= preset_keys
    assert set(OPTIONS) == set(Rules.model_fields) == preset_keys  # §7 lists every key


def test_every_option_is_in_exactly_one_group_in_order():
    groups = option_groups()
    assert tuple(group for group, _ in groups) == GROUPS
    assert all(keys for _, keys in groups)
    placed = [key for _, keys in groups for key in keys]
    assert sorted(placed) == sorted(OPTIONS)
    assert option_info("barrel").group == "barrel" and option_info("bid_cap").group == "auction"


def test_kinds_follow_the_types():
    assert option_info("deck").choices == (24, 32) and option_info("deck").kind == "choice"
    assert option_info("lock_800_no_trick_penalty").choices == (None, 100)
    assert option_info("bombs_per_player").choices == (0, 1, 2, 4, "unlimited")
    assert option_info("bolts").kind == "flag" and option_info("bolts").choices == (False, True)
    assert option_info("barrel").kind == "number" and option_info("barrel").nullable
    assert option_info("target").span is not None and not option_info("target").nullable


CONTEXTS = ({}, {"bid_step": 5}, {"target": 500, "no_trick_penalty_from": 500}, {"target": 10000, "bid_step": 5},
            {"target": 500, "lock_800_no_trick_penalty": 100, "no_trick_penalty_from": 500})


def refused_at(overrides: dict):
    """The key the engine names when refusing these polish overrides, or None when it accepts them."""
    try:
        make_rules("polish", overrides)
    except InvalidRules as refused:
        return refused.key
    return None


@pytest.mark.parametrize("key", [k for k, info in OPTIONS.items() if info.kind == "number"])
def test_a_span_is_exactly_what_the_rules_accept(key):
    info = option_info(key)
    for context in CONTEXTS:
        values = make_rules("polish", context).option_dict()
        # an option that cannot act here is held only to its widest range (RULES.md §8)
        low, high, step = info.span.bounds(values) if info.applies_to(values) else info.widest_span()
        for inside in {low, high, low + step, high - step}:  # (a low target may refuse the barrel, not itself)
            assert refused_at({**context, key: inside}) != key, (context, inside)
        outside = [low - 1, high + 1] + ([low + 1] if step > 1 else [])
        for value in outside:
            with pytest.raises(InvalidRules) as refused:
                make_rules("polish", {**context, key: value})
            assert refused.value.key == key and refused.value.params["low"] == low, (context, value)
            assert refused.value.params["high"] == high
        if info.nullable:
            assert refused_at({**context, key: None}) is None
        else:
            with pytest.raises(InvalidRules):
                make_rules("polish", {**context, key: None})


def test_a_number_kept_below_another_option_is_refused_at_it():
    assert option_info("opening_bid").span.below == "target" and "target" in option_info("opening_bid").depends_on
    assert make_rules("polish", {"target": 110, "opening_bid": 100, "no_trick_penalty_from": 0}).opening_bid == 100
    with pytest.raises(InvalidRules) as refused:
        make_rules("polish", {"target": 100, "opening_bid": 100, "no_trick_penalty_from": 0})
    assert (refused.value.key, refused.value.code, refused.value.params) == (
        "opening_bid", "below_target", {"target": 100, "value": 100})


@pytest.mark.parametrize("key", [k for k, info in OPTIONS.items() if info.kind == "number"])
def test_the_widest_span_holds_every_accepted_number_and_no_more(key):
    low, high, step = option_info(key).widest_span()
    accepted = set()
    for context in CONTEXTS + ({"target": 100, "opening_bid": 50, "no_trick_penalty_from": 0},):
        values = make_rules("polish", context).option_dict()
        here = option_info(key).span.bounds(values)
        assert low <= here[0] and here[1] <= high and here[2] % step == 0
        accepted |= {end for end in here[:2] if refused_at({**context, key: end}) is None}
    assert {low, high} <= accepted  # its ends are reached: no number is offered that nothing accepts


@pytest.mark.parametrize("key", [k for k, info in OPTIONS.items() if info.choices is not None])
def test_every_choice_is_accepted_and_nothing_else(key):
    info = option_info(key)
    for value in info.choices:
        assert getattr(make_rules("polish", {key: value}), key) == value  # 3 players, 24 cards
    numbers = [v for v in info.choices if isinstance(v, int)]
    wrong = ["nonsense", 1.0] + ([max(numbers) + 1] if numbers else []) + ([1] if info.kind == "flag" else [])
    if not info.nullable:
        wrong.append(None)
    for value in wrong:
        with pytest.raises(InvalidRules) as refused:
            make_rules("polish", {key: value})
        assert refused.value.key == key


def mode_rules(mode: str, preset: str = "polish", **more) -> Rules:
    return make_rules(preset, {**MODE_OVERRIDES[mode], **more})


def applying(mode: str, preset: str = "polish", **more) -> set[str]:
    rules = mode_rules(mode, preset, **more)
    return {key for key, info in OPTIONS.items() if info.applies_to(rules)}


def modes_where(key: str, preset: str = "polish", **more) -> set[str]:
    return {mode for mode in MODES if key in applying(mode, preset, **more)}


MUSIK_GAMES = {"three", "three_32", "dealer_sits_out", "dealer_sits_out_32"}
NO_DECLARER = {"all_play_6", "draw_stock", "no_auction", "no_auction_32"}


def test_where_each_option_acts_is_what_rules_md_9_says():
    assert modes_where("dark_bid") == modes_where("golden_round") == MUSIK_GAMES  # §9 shared readings
    assert modes_where("redeal_poor_musik") == MUSIK_GAMES | {"teams_2v2", "seven_open_musik"}  # §10
    assert modes_where("aside_to") == {"musik_2x2", "musik_2x3", "seven_open_musik"}  # §3, §10
    assert modes_where("draw_stock_last_trick") == {"draw_stock"}
    assert modes_where("sitter_scores") == {"dealer_sits_out", "dealer_sits_out_32"}
    assert modes_where("four_player_mode") == {"dealer_sits_out", "dealer_sits_out_32", "all_play_6", "teams_2v2"}
    assert "bid_cap" not in applying("teams_2v2") and "bid_cap" in applying("three")  # §9.2
    assert "show_musik" not in applying("teams_2v2") | applying("seven_open_musik")  # never / face up
    for key in ("lock_800", "non_declarer_finish", "barrel", "claim_tricks", "opening_bid", "concede"):
        assert not modes_where(key) & NO_DECLARER, key  # deals without a declarer
    for key in ("exact_target", "bolts", "reset_555", "finish_tie", "opponent_rounding"):
        assert modes_where(key) == set(MODES), key
    assert "barrel_attempts" not in applying("ru_open_closed", "russian")  # §9.8
    assert "barrel_attempts" in applying("musik_2x2", "russian") - applying("musik_2x2", "polish")  # barrel on
    assert {"concede", "bombs_per_player", "opening_bid"}.isdisjoint(applying("ru_open_closed", "russian"))


@pytest.mark.parametrize("mode", MODES)
def test_the_deck_and_no_auction_act_where_the_engine_deals_another_way(mode):
    rules = mode_rules(mode)
    for key in ("deck", "no_auction"):
        others = [v for v in option_info(key).choices if v != getattr(rules, key)]
        dealt_otherwise = False
        for value in others:
            try:
                make_rules("polish", {**MODE_OVERRIDES[mode], key: value})
                dealt_otherwise = True
            except InvalidRules as refused:
                assert refused.code == "cannot_deal"
        assert option_info(key).applies_to(rules) == dealt_otherwise, (mode, key)


def other_value(key: str, rules: Rules):
    """A value of ``key`` other than the one in ``rules`` that the rules accept."""
    info = option_info(key)
    if info.choices is not None:
        return next(v for v in info.choices if v != getattr(rules, key))
    low, high, _ = info.span.bounds(rules.option_dict())
    return high if getattr(rules, key) != high else low


def play(rules: Rules, seed: int, deals: int, start: int) -> list:
    """What the players see and score: every legal list, action and score over a few deals."""
    n = rules.players
    game = Game(rules, None, seed=seed, start_scores=[start] * n)
    rng, seen = random.Random(seed), []
    while not game.is_over and len(game.results) < deals:
        legal = game.legal_actions()
        action = legal[rng.randrange(len(legal))]
        seen.append((tuple(map(str, legal)), str(action)))
        game.apply(action)
    seen.append(tuple(game.scores))
    return seen


@pytest.mark.parametrize("mode", MODES)
def test_an_option_that_does_not_act_changes_nothing_in_play(mode):
    """RULES.md §8: an option that cannot act is accepted and has no effect."""
    for preset, start in (("polish", 0), ("russian", 860)):  # near the lock and the barrel too
        rules = mode_rules(mode, preset)
        idle = [key for key, info in OPTIONS.items() if not info.applies_to(rules) and key not in MODE_KEYS]
        assert idle or mode == "three"
        base = play(rules, 7, 2, start)
        for key in idle:
            changed = make_rules(preset, {**rules.overrides_from(preset), key: other_value(key, rules)})
            assert not option_info(key).applies_to(changed)
            assert play(changed, 7, 2, start) == base, (mode, preset, key)


def test_depends_on_names_every_key_that_decides_whether_an_option_acts():
    rng = random.Random(3)
    for _ in range(300):
        preset = rng.choice(PRESET_NAMES)
        rules = mode_rules(rng.choice(MODES), preset)
        for key, info in OPTIONS.items():
            other = rng.choice([k for k in OPTIONS if k not in info.depends_on and k != key])
            try:
                changed = make_rules(preset, {**rules.overrides_from(preset), other: other_value(other, rules)})
            except InvalidRules:
                continue
            assert info.applies_to(changed) == info.applies_to(rules), (key, other)


def test_the_json_schema_carries_the_declarations():
    schema = Rules.model_json_schema()
    assert schema["x-groups"] == list(GROUPS)
    assert set(schema["x-conditions"]) == set(CONDITIONS)
    for key, info in OPTIONS.items():
        prop = schema["properties"][key]
        assert prop["x-group"] == info.group and prop["x-needs"] == list(info.needs), key
        assert prop["x-depends-on"] == list(info.depends_on), key
        assert ("x-range" in prop) == (info.kind == "number"), key
        assert prop["default"] == info.default
    assert schema["properties"]["barrel"]["x-range"] == {"low": 120, "high": {"option": "target", "offset": -1},
                                                          "step": 1}
    assert schema["properties"]["opening_bid"]["x-range"]["step"] == {"option": "bid_step", "offset": 0}
    assert schema["properties"]["opening_bid"]["x-range"]["below"] == {"option": "target"}
    assert set(schema["properties"]["bomb_max_bid"]["x-depends-on"]) >= {"bid_step", "bombs_per_player"}
