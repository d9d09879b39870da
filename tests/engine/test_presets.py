"""RULES.md §7 presets (every key), unsupported variants (§4, §5) and invalid rules."""
from __future__ import annotations

import pytest

from tysiac_engine import OPTION_KEYS, PRESET_NAMES, InvalidRules, NotSupported, make_rules

# RULES.md §7, written out key by key: (polish, russian, danish)
TABLE = {
    "players": (3, 3, 3),
    "target": (1000, 1001, 1000),
    "exact_target": (False, False, False),
    "non_declarer_finish": ("cap_990", "allowed", "allowed"),
    "finish_tie": ("declarer_then_higher", "declarer_then_higher", "declarer_then_higher"),
    "opening_bid": (100, 100, 100),
    "bid_step": (10, 5, 5),
    "bid_jumps": (True, True, True),
    "bid_cap": ("marriages", "marriages", "any_marriage"),
    "show_musik": ("if_raised", "if_raised", "always"),
    "dark_bid": (False, False, False),
    "golden_round": (False, False, False),
    "redeal_four_nines": ("redeal", "off", "off"),
    "redeal_weak_hand": (None, 12, None),
    "redeal_poor_musik": (None, None, None),
    "bombs_per_player": (1, 0, 1),
    "bomb_max_bid": (100, None, None),
    "bomb_opponent_points": (60, 60, 60),
    "bomb_first_free": (False, False, False),
    "concede": (False, True, False),
    "must_beat": (True, False, True),
    "must_trump": ("if_beats", "always", "always"),
    "meld_requires_trick": (False, True, False),
    "meld_card": ("queen_or_king", "queen_or_king", "queen_or_king"),
    "claim_tricks": (True, True, True),
    "opponent_rounding": ("ten_half_down", "five_nearest", "five_nearest"),
    "lock_800": (True, False, False),
    "lock_800_no_trick_penalty": (None, None, None),
    "barrel": (None, 880, 880),
    "barrel_attempts": (3, 3, 3),
    "barrel_zero_on_fall": (None, 3, None),
    "barrel_simultaneous": ("keep", "keep", "keep"),
    "bolts": (False, True, False),
    "reset_555": (False, False, False),
    "four_player_mode": ("dealer_sits_out", "dealer_sits_out", "dealer_sits_out"),
    "sitter_scores": ("musik_aces_marriages", "musik_points", "nothing"),
    "two_player_mode": ("musik_2x2", "ru_prikup_4", "musik_2x2"),
}
PRESETS = ("polish", "russian", "danish")


def expected(preset: str) -> dict:
    i = PRESETS.index(preset)
    return {key: values[i] for key, values in TABLE.items()}


def test_preset_names():
    assert set(PRESET_NAMES) == set(PRESETS)


def test_option_keys_are_the_catalogue():
    assert set(OPTION_KEYS) == set(TABLE)


@pytest.mark.parametrize("preset", PRESETS)
def test_preset_sets_every_key(preset):
    rules = make_rules(preset)
    got = rules.option_dict()
    assert set(got) == set(TABLE)
    assert got == expected(preset)


@pytest.mark.parametrize("preset", PRESETS)
@pytest.mark.parametrize("key", sorted(TABLE))
def test_preset_key_value(preset, key):
    rules = make_rules(preset)
    value = getattr(rules, key)
    want = expected(preset)[key]
    assert value == want and type(value) is type(want)


@pytest.mark.parametrize("preset", PRESETS)
def test_preset_without_overrides_same_as_empty(preset):
    assert make_rules(preset).option_dict() == make_rules(preset, {}).option_dict()


@pytest.mark.parametrize("key,value", [
    ("bid_step", 5), ("bid_jumps", False), ("bid_cap", "unlimited"), ("show_musik", "never"),
    ("must_beat", False), ("must_trump", "never"), ("meld_card", "queen_only"),
    ("opponent_rounding", "exact"), ("barrel", 880), ("bombs_per_player", "unlimited"),
    ("bomb_opponent_points", "half_contract"), ("redeal_weak_hand", 12), ("redeal_poor_musik", 3),
    ("lock_800_no_trick_penalty", 100), ("finish_tie", "draw"), ("players", 4), ("players", 2),
])
def test_override_changes_only_that_key(key, value):
    rules = make_rules("polish", {key: value})
    assert getattr(rules, key) == value
    want = {**expected("polish"), key: value}
    assert rules.option_dict() == want


# ----------------------------------------------------------------------------- supported player counts
def test_four_players_dealer_sits_out_supported():
    for preset in PRESETS:
        assert make_rules(preset, {"players": 4}).players == 4


def test_two_players_musik_2x2_supported():
    assert make_rules("polish", {"players": 2}).two_player_mode == "musik_2x2"
    assert make_rules("danish", {"players": 2}).players == 2
    assert make_rules("russian", {"players": 2, "two_player_mode": "musik_2x2"}).players == 2


# ----------------------------------------------------------------------------- unsupported
@pytest.mark.parametrize("mode", ["all_play_6", "teams_2v2"])
def test_four_player_modes_not_supported(mode):
    with pytest.raises(NotSupported) as info:
        make_rules("polish", {"players": 4, "four_player_mode": mode})
    assert info.value.key == "four_player_mode"
    assert "four_player_mode" in str(info.value)


@pytest.mark.parametrize("mode", ["musik_2x3", "twelve_cards", "draw_stock", "seven_open_musik",
                                  "ru_prikup_4", "ru_open_closed"])
def test_two_player_modes_not_supported(mode):
    with pytest.raises(NotSupported) as info:
        make_rules("polish", {"players": 2, "two_player_mode": mode})
    assert info.value.key == "two_player_mode"
    assert "two_player_mode" in str(info.value)


def test_russian_preset_two_players_is_ru_prikup_4_not_supported():
    with pytest.raises(NotSupported) as info:
        make_rules("russian", {"players": 2})
    assert info.value.key == "two_player_mode"
    assert "two_player_mode" in str(info.value)


def test_not_supported_is_invalid_rules():
    assert issubclass(NotSupported, InvalidRules)
    with pytest.raises(InvalidRules):
        make_rules("polish", {"players": 4, "four_player_mode": "teams_2v2"})


# ----------------------------------------------------------------------------- invalid rules
@pytest.mark.parametrize("key", ["foo", "Bid_step", "bidstep", "preset", "dealer", "musik"])
def test_unknown_key_rejected(key):
    with pytest.raises(InvalidRules) as info:
        make_rules("polish", {key: 1})
    assert info.value.key == key
    assert key in str(info.value)


def test_unknown_preset_rejected():
    with pytest.raises(InvalidRules):
        make_rules("german")


@pytest.mark.parametrize("key,value", [
    ("players", 5), ("players", 1), ("players", "3"),
    ("target", "1000"),
    ("exact_target", "yes"),
    ("non_declarer_finish", "cap_1000"),
    ("finish_tie", "lower"),
    ("bid_step", 7), ("bid_step", 20),
    ("bid_jumps", "false"),
    ("bid_cap", "two_marriages"),
    ("show_musik", "sometimes"),
    ("dark_bid", "true"),
    ("golden_round", "no"),
    ("redeal_four_nines", "bonus"),
    ("redeal_weak_hand", "twelve"),
    ("redeal_poor_musik", "x"),
    ("bombs_per_player", 3), ("bombs_per_player", "many"),
    ("bomb_opponent_points", 50), ("bomb_opponent_points", "half"),
    ("bomb_first_free", "no"),
    ("concede", "yes"),
    ("must_beat", "yes"),
    ("must_trump", "sometimes"),
    ("meld_requires_trick", "yes"),
    ("meld_card", "king_only"),
    ("opponent_rounding", "ten"),
    ("lock_800", "on"),
    ("lock_800_no_trick_penalty", 50),
    ("barrel", "880"),
    ("barrel_simultaneous", "all"),
    ("bolts", "yes"),
    ("reset_555", "yes"),
    ("four_player_mode", "five"),
    ("sitter_scores", "all"),
    ("two_player_mode", "solo"),
])
def test_wrong_value_rejected_naming_the_key(key, value):
    with pytest.raises(InvalidRules) as info:
        make_rules("polish", {key: value})
    assert info.value.key == key
    assert key in str(info.value)
