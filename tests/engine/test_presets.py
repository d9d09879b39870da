"""RULES.md §7 presets (every key), every mode (§4–§6, §9), options that do not apply (§8) and invalid rules."""
from __future__ import annotations

import pytest

from tysiac_engine import OPTION_KEYS, PRESET_NAMES, InvalidRules, make_rules
from tysiac_engine.shape import MODES

from .modes import MODE_RULES

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
    "deck": (24, 24, 24),
    "no_auction": (False, False, False),
    "lock_from": (800, 800, 800),
    "no_trick_penalty_from": (800, 800, 800),
    "draw_stock_last_trick": (0, 10, 0),
    "barrel_must_finish": (False, False, False),
    "aside_to": ("last_trick", "last_trick", "last_trick"),
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


# ----------------------------------------------------------------------------- every mode (§9)
EVERY_MODE = MODE_RULES


def test_every_mode_is_listed():
    assert set(EVERY_MODE) == set(MODES)


@pytest.mark.parametrize("mode", sorted(EVERY_MODE))
def test_every_mode_is_played(mode):
    preset, overrides = EVERY_MODE[mode]
    rules = make_rules(preset, overrides)
    assert rules.shape.mode == mode


def test_russian_preset_two_players_is_ru_prikup_4():
    rules = make_rules("russian", {"players": 2})
    assert rules.two_player_mode == "ru_prikup_4" and rules.shape.takes == 2


@pytest.mark.parametrize("overrides", [
    {"players": 2, "deck": 32},
    {"players": 4, "four_player_mode": "all_play_6", "deck": 32},
    {"players": 4, "four_player_mode": "teams_2v2", "deck": 32},
    {"players": 3, "deck": 32, "no_auction": True},
])
def test_32_cards_that_cannot_be_dealt_name_deck(overrides):
    """RULES.md §9.9: any other combination cannot be dealt and is rejected, naming deck."""
    with pytest.raises(InvalidRules) as info:
        make_rules("russian", overrides)
    assert info.value.key == "deck" and "deck" in str(info.value)
    assert info.value.code == "cannot_deal"


@pytest.mark.parametrize("overrides", [
    {"players": 2, "no_auction": True},
    {"players": 4, "no_auction": True},
    {"players": 4, "no_auction": True, "four_player_mode": "teams_2v2"},
])
def test_no_auction_that_cannot_be_dealt_names_no_auction(overrides):
    """RULES.md §9.10: with 2 players, or 4 players and 24 cards, no_auction is rejected."""
    with pytest.raises(InvalidRules) as info:
        make_rules("russian", overrides)
    assert info.value.key == "no_auction" and "no_auction" in str(info.value)


def test_no_auction_with_four_players_ignores_four_player_mode():
    for mode in ("dealer_sits_out", "all_play_6", "teams_2v2"):
        rules = make_rules("russian", {"players": 4, "deck": 32, "no_auction": True, "four_player_mode": mode})
        assert rules.shape.mode == "no_auction_32" and rules.shape.playing == 4


# ----------------------------------------------------------------------------- §8: options that do not apply
@pytest.mark.parametrize("preset,overrides", [
    ("russian", {"barrel": None}),  # RU "без бочки": barrel_zero_on_fall 3 stays, without effect
    ("polish", {"barrel_attempts": 5}),
    ("polish", {"barrel_zero_on_fall": 2}),
    ("polish", {"sitter_scores": "nothing"}),
    ("polish", {"players": 4, "two_player_mode": "draw_stock"}),
    ("polish", {"bombs_per_player": 0, "bomb_max_bid": 120, "bomb_first_free": True}),
    ("polish", {"draw_stock_last_trick": 10}),
    ("polish", {"players": 2, "dark_bid": True, "golden_round": True}),
    ("polish", {"players": 4, "four_player_mode": "all_play_6", "dark_bid": True, "bid_cap": "unlimited"}),
    ("polish", {"opening_bid": 120, "bomb_max_bid": 100}),
    ("polish", {"dark_bid": True, "opening_bid": 120}),
    ("polish", {"aside_to": "nobody"}),
    ("polish", {"lock_800": False, "lock_from": 900}),
])
def test_options_that_do_not_apply_are_accepted(preset, overrides):
    rules = make_rules(preset, overrides)
    for key, value in overrides.items():
        assert getattr(rules, key) == value


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
    ("deck", 36), ("deck", "32"), ("deck", 32.0),
    ("no_auction", "yes"), ("no_auction", 1),
    ("lock_from", 850), ("lock_from", "800"),
    ("no_trick_penalty_from", -1), ("no_trick_penalty_from", 20000), ("no_trick_penalty_from", "851"),
    ("draw_stock_last_trick", 5), ("draw_stock_last_trick", "10"),
    ("barrel_must_finish", "yes"),
    ("aside_to", "declarer"),
    # listed numbers are integers: never a float or a boolean (RULES.md §3)
    ("bid_step", 10.0), ("players", 3.0), ("bombs_per_player", True), ("bomb_opponent_points", 40.0),
    ("opening_bid", 100.0), ("target", True), ("redeal_weak_hand", False), ("barrel", 880.0),
    ("lock_800_no_trick_penalty", 100.0), ("barrel_attempts", True),
])
def test_wrong_value_rejected_naming_the_key(key, value):
    with pytest.raises(InvalidRules) as info:
        make_rules("polish", {key: value})
    assert info.value.key == key
    assert key in str(info.value)
