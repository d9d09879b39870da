"""The house-rules dialog: presets, custom changes, validation, dependent options, screenshots."""
import pytest
from PySide6.QtWidgets import QCheckBox, QComboBox, QLabel, QSpinBox

from tysiac_desktop.app import Translators
from tysiac_desktop.dialogs.house_rules import HouseRulesDialog
from tysiac_engine import make_rules
from tysiac_engine.rules import PRESET_NAMES, PRESETS, Rules


@pytest.fixture
def dialog(qtbot):
    d = HouseRulesDialog()
    qtbot.addWidget(d)
    return d


def choose(d, key, value):
    widget = d.fields[key]
    if isinstance(widget, QComboBox):
        widget.setCurrentIndex(next(i for i in range(widget.count()) if widget.itemData(i) == value))
    elif isinstance(widget, QSpinBox):
        widget.setValue(widget.minimum() if value is None else value)
    else:
        widget.setChecked(value)


def test_every_option_has_a_field(dialog):
    assert set(dialog.fields) == set(Rules.model_fields)
    for key, widget in dialog.fields.items():
        assert widget.toolTip(), key


@pytest.mark.parametrize("preset", PRESET_NAMES)
def test_choosing_a_preset_sets_every_field(dialog, preset):
    choose(dialog, "target", 5000)  # something custom first
    dialog.choose_preset(preset)
    assert dialog.values() == PRESETS[preset]
    if preset != "polish":  # picking another entry in the combo box loads it too
        dialog.choose_preset("polish")
        dialog.preset_combo.setCurrentIndex(dialog.preset_combo.findData(preset))
        assert dialog.values() == PRESETS[preset]
    assert dialog.rules_spec() == {"preset": preset, "overrides": {}}
    assert "Custom" not in dialog.status_label.text()
    assert dialog.ok_button.isEnabled()


def test_a_change_makes_it_custom(dialog):
    dialog.preset_combo.setCurrentIndex(dialog.preset_combo.findData("russian"))
    assert dialog.status_label.text() == "Russian"
    choose(dialog, "bolts", False)
    assert dialog.status_label.text() == "Custom (based on Russian)"
    assert dialog.rules_spec() == {"preset": "russian", "overrides": {"bolts": False}}
    choose(dialog, "bolts", True)
    assert dialog.status_label.text() == "Russian"


def error_text(d, key):
    label: QLabel = d.errors[key]
    return label.text() if not label.isHidden() else ""


def test_barrel_above_the_target_is_refused_at_the_barrel(dialog):
    choose(dialog, "barrel", 2000)
    assert not dialog.ok_button.isEnabled()
    assert dialog.error_field() == "barrel"
    assert "barrel" in error_text(dialog, "barrel")
    assert dialog.has_error_mark("barrel") and not dialog.has_error_mark("target")
    choose(dialog, "barrel", 880)
    assert dialog.ok_button.isEnabled() and dialog.error_field() is None
    assert error_text(dialog, "barrel") == "" and not dialog.has_error_mark("barrel")


def test_opening_bid_off_the_step_is_refused_at_the_opening_bid(dialog):
    choose(dialog, "opening_bid", 95)  # polish: step 10
    assert not dialog.ok_button.isEnabled()
    assert dialog.error_field() == "opening_bid"
    assert error_text(dialog, "opening_bid")
    choose(dialog, "bid_step", 5)
    assert dialog.ok_button.isEnabled()


def test_unsupported_four_player_mode_is_refused(dialog):
    choose(dialog, "players", 4)
    choose(dialog, "four_player_mode", "teams_2v2")
    assert dialog.error_field() == "four_player_mode" and not dialog.ok_button.isEnabled()


def test_rules_spec_round_trips_through_make_rules(qtbot, dialog):
    changes = {"target": 1500, "bid_step": 5, "opening_bid": 105, "barrel": 880, "barrel_attempts": 4,
               "barrel_zero_on_fall": 2, "redeal_weak_hand": 12, "bomb_max_bid": None,
               "bombs_per_player": "unlimited", "bomb_opponent_points": "half_contract",
               "lock_800_no_trick_penalty": 100, "opponent_rounding": "exact", "dark_bid": True,
               "players": 4, "sitter_scores": "nothing"}
    for key, value in changes.items():
        choose(dialog, key, value)
    spec = dialog.rules_spec()
    assert spec["preset"] == "polish" and spec["overrides"] == changes
    rules = make_rules(spec["preset"], spec["overrides"])
    assert rules.overrides_from("polish") == changes
    again = HouseRulesDialog(preset=spec["preset"], overrides=spec["overrides"])
    qtbot.addWidget(again)
    assert again.rules_spec() == spec and again.values() == rules.model_dump()


def test_dependent_options_are_disabled_not_hidden(dialog):
    f = dialog.fields
    dialog.show()
    for key in ("barrel_attempts", "barrel_zero_on_fall", "barrel_simultaneous", "four_player_mode",
                "sitter_scores", "two_player_mode"):
        assert not f[key].isEnabled(), key
    assert f["lock_800_no_trick_penalty"].isEnabled() and f["bomb_max_bid"].isEnabled()
    choose(dialog, "barrel", 880)
    assert f["barrel_attempts"].isEnabled() and f["barrel_simultaneous"].isEnabled()
    choose(dialog, "lock_800", False)
    assert not f["lock_800_no_trick_penalty"].isEnabled()
    choose(dialog, "players", 4)
    assert f["four_player_mode"].isEnabled() and f["sitter_scores"].isEnabled()
    assert not f["two_player_mode"].isEnabled()
    choose(dialog, "players", 2)
    assert f["two_player_mode"].isEnabled() and not f["sitter_scores"].isEnabled()
    choose(dialog, "bombs_per_player", 0)
    for key in ("bomb_max_bid", "bomb_opponent_points", "bomb_first_free"):
        assert not f[key].isEnabled(), key


def test_screenshots_english_and_polish(qtbot, qapp):
    shots = {}
    for lang in ("en", "pl"):
        translators = Translators(qapp)
        translators.switch(lang)
        try:
            d = HouseRulesDialog(preset="polish", overrides={"barrel": 2000})
            qtbot.addWidget(d)
            d.resize(1280, 800)
            d.show()
            qtbot.waitExposed(d)
            d.tabs.setCurrentIndex(6)  # 800 and barrel, with the error shown
            assert d.grab().save(f"/tmp/hr_{lang}.png")
            for tab in range(d.tabs.count()):  # every page, for a look
                d.tabs.setCurrentIndex(tab)
                assert d.grab().save(f"/tmp/hr_{lang}_tab{tab}.png")
            d.tabs.setCurrentIndex(0)
            shots[lang] = d.tabs.tabText(0)
            checks = [w.text() for w in d.findChildren(QCheckBox)]
        finally:
            translators.switch("en")
    assert shots["en"] == "Table and end of game" and shots["pl"] != shots["en"]
    assert checks
