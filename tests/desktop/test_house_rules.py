"""The house-rules dialog: presets, custom changes, validation, dependent options, named rule sets,
screenshots."""
import json

import pytest
from PySide6.QtWidgets import (
    QCheckBox, QComboBox, QFileDialog, QInputDialog, QLabel, QMainWindow, QMessageBox, QSpinBox,
)

from tysiac_desktop.languages import Translators
from tysiac_desktop.dialogs.house_rules import HouseRulesDialog
from tysiac_desktop.rule_sets import RuleSetStore
from tysiac_desktop.wording.rule_texts import grouped_keys, rule_text
from tysiac_engine import make_rules
from tysiac_engine.rules import OPTIONS, PRESET_NAMES, PRESETS, Rules, option_info
from tysiac_engine.shape import MODE_OVERRIDES, MODES


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


@pytest.mark.parametrize("preset", PRESET_NAMES)
def test_an_unchanged_preset_at_another_player_count_is_named_as_the_preset(qtbot, preset):
    """The player count is the table's, not a house rule: House rules opened after a game of
    four (or two) under an unchanged preset names that preset."""
    for players in (2, 4):
        d = HouseRulesDialog(None, preset, {"players": players})
        qtbot.addWidget(d)
        assert d.status_label.text() == d.preset_combo.currentText()
        assert "Custom" not in d.status_label.text()


def error_text(d, key):
    label: QLabel = d.errors[key]
    return label.text() if not label.isHidden() else ""


def test_barrel_above_the_target_is_refused_at_the_barrel(dialog):
    choose(dialog, "barrel", 2000)
    assert not dialog.ok_button.isEnabled()
    assert dialog.error_field() == "barrel"
    assert "“Barrel at” must be “none” or from 120 to 999" in error_text(dialog, "barrel")  # by its label
    assert dialog.has_error_mark("barrel") and not dialog.has_error_mark("target")
    # a screen reader hears why Save turned grey, and finds it on the field
    assert dialog.announcer.last() == error_text(dialog, "barrel")
    assert dialog.fields["barrel"].accessibleDescription() == error_text(dialog, "barrel")
    choose(dialog, "barrel", 880)
    assert dialog.ok_button.isEnabled() and dialog.error_field() is None
    assert error_text(dialog, "barrel") == "" and not dialog.has_error_mark("barrel")
    assert dialog.fields["barrel"].accessibleDescription() == ""


def test_opening_bid_off_the_step_is_refused_at_the_opening_bid(dialog):
    choose(dialog, "opening_bid", 95)  # polish: step 10
    assert not dialog.ok_button.isEnabled()
    assert dialog.error_field() == "opening_bid"
    assert error_text(dialog, "opening_bid")
    choose(dialog, "bid_step", 5)
    assert dialog.ok_button.isEnabled()


def test_a_deck_that_cannot_be_dealt_is_refused_at_the_deck(dialog):
    choose(dialog, "players", 4)
    choose(dialog, "four_player_mode", "teams_2v2")
    assert dialog.error_field() is None and dialog.ok_button.isEnabled()  # every mode is playable
    choose(dialog, "deck", 32)
    assert dialog.error_field() == "deck" and not dialog.ok_button.isEnabled()
    assert "“Deck”" in error_text(dialog, "deck") and "two against two" in error_text(dialog, "deck").lower()
    choose(dialog, "no_auction", True)  # four with 32 cards and no auction can be dealt
    assert dialog.error_field() is None
    choose(dialog, "players", 3)
    assert dialog.error_field() == "deck"
    choose(dialog, "deck", 24)
    assert dialog.error_field() is None  # three with 24 cards and no auction
    choose(dialog, "players", 2)
    assert dialog.error_field() == "no_auction"


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
    assert f["lock_from"].isEnabled() and not f["no_trick_penalty_from"].isEnabled()
    assert not f["barrel_must_finish"].isEnabled() and not f["aside_to"].isEnabled()
    choose(dialog, "barrel", 880)
    assert f["barrel_attempts"].isEnabled() and f["barrel_simultaneous"].isEnabled()
    assert f["barrel_must_finish"].isEnabled()
    choose(dialog, "lock_800", False)
    assert not f["lock_from"].isEnabled() and f["lock_800_no_trick_penalty"].isEnabled()
    choose(dialog, "lock_800_no_trick_penalty", 100)
    assert f["no_trick_penalty_from"].isEnabled()  # RU without barrel: the penalty without the lock
    choose(dialog, "players", 4)
    assert f["four_player_mode"].isEnabled() and f["sitter_scores"].isEnabled()
    assert not f["two_player_mode"].isEnabled()
    choose(dialog, "players", 2)
    assert f["two_player_mode"].isEnabled() and not f["sitter_scores"].isEnabled()
    choose(dialog, "bombs_per_player", 0)
    for key in ("bomb_max_bid", "bomb_opponent_points", "bomb_first_free"):
        assert not f[key].isEnabled(), key
    choose(dialog, "two_player_mode", "musik_2x3")
    assert f["aside_to"].isEnabled() and not f["draw_stock_last_trick"].isEnabled()
    choose(dialog, "two_player_mode", "draw_stock")  # no declarer: no auction, bomb, barrel or lock
    assert f["draw_stock_last_trick"].isEnabled() and not f["aside_to"].isEnabled()
    for key in ("opening_bid", "bid_step", "bid_cap", "bombs_per_player", "concede", "barrel", "lock_800",
                "claim_tricks", "non_declarer_finish", "dark_bid", "show_musik"):
        assert not f[key].isEnabled(), key
    assert not f["deck"].isEnabled() and not f["no_auction"].isEnabled()  # two players: dealt one way only
    choose(dialog, "players", 4)
    choose(dialog, "four_player_mode", "teams_2v2")
    assert not f["bid_cap"].isEnabled() and not f["show_musik"].isEnabled() and not f["sitter_scores"].isEnabled()
    assert f["bombs_per_player"].isEnabled() and not f["bomb_max_bid"].isEnabled()  # no bombs in this preset
    assert not f["deck"].isEnabled()  # two against two: 24 cards only
    choose(dialog, "deck", 32)
    assert f["deck"].isEnabled()  # a deck the engine refuses here stays open to be changed back
    choose(dialog, "no_auction", True)  # four with 32 cards and no auction: all four play
    assert not f["four_player_mode"].isEnabled() and not f["opening_bid"].isEnabled()


def test_every_rules_key_has_its_own_kind_of_field():
    from tysiac_desktop.dialogs.house_rules import CHECKS, CHOICES, SPINS

    kinds = [set(CHOICES), set(SPINS), set(CHECKS)]
    assert set().union(*kinds) == set(Rules.model_fields) and sum(map(len, kinds)) == len(Rules.model_fields)
    assert CHOICES["deck"] == (24, 32) and CHOICES["aside_to"] == ("last_trick", "nobody")
    assert CHOICES["lock_800_no_trick_penalty"] == (None, 100) and CHOICES["draw_stock_last_trick"] == (0, 10)
    assert "no_trick_penalty_from" in SPINS and {"no_auction", "barrel_must_finish"} <= set(CHECKS)
    for key, field in Rules.model_fields.items():  # the combo boxes list exactly the model's values
        if key in CHOICES:
            allowed = set(CHOICES[key])
            for value in allowed:
                make_rules("polish", {key: value, "players": 3})  # each one is accepted somewhere


NO_AUCTION = {"all_play_6", "draw_stock", "no_auction", "no_auction_32", "ru_open_closed"}


@pytest.mark.parametrize("mode", MODES)
def test_each_mode_offers_exactly_the_options_that_act_with_their_declared_values(dialog, mode):
    dialog.set_rules("russian", MODE_OVERRIDES[mode])
    rules = make_rules("russian", MODE_OVERRIDES[mode])
    enabled = {key for key, widget in dialog.fields.items() if widget.isEnabled()}
    assert enabled == {key for key, info in OPTIONS.items() if info.applies_to(rules)}
    auction_tab = {"opening_bid", "bid_step", "bid_jumps"}
    assert auction_tab.isdisjoint(enabled) if mode in NO_AUCTION else auction_tab <= enabled
    assert ("sitter_scores" in enabled) == mode.startswith("dealer_sits_out")
    for key, widget in dialog.fields.items():
        info = option_info(key)
        if info.kind == "choice":
            assert [widget.itemData(i) for i in range(widget.count())] == list(info.choices), key
        elif info.kind == "number":
            low, high, step = info.widest_span()
            assert (widget.minimum(), widget.maximum()) == (low - step if info.nullable else low, high), key
            assert bool(widget.specialValueText()) == info.nullable, key  # "none" / "any" below the span
        else:
            assert isinstance(widget, QCheckBox), key
    for i, (title, keys) in enumerate(grouped_keys()):  # a tab per declared group, its keys on it
        assert dialog.tabs.tabText(i) == rule_text(title)
        assert all(dialog.tabs.widget(i).isAncestorOf(dialog.fields[key]) for key in keys)


def test_screenshots_english_and_polish(qtbot, qapp, tmp_path):
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
            assert d.grab().save(str(tmp_path / f"hr_{lang}.png"))
            for tab in range(d.tabs.count()):  # every page, for a look
                d.tabs.setCurrentIndex(tab)
                assert d.grab().save(str(tmp_path / f"hr_{lang}_tab{tab}.png"))
            d.tabs.setCurrentIndex(0)
            shots[lang] = d.tabs.tabText(0)
            checks = [w.text() for w in d.findChildren(QCheckBox)]
        finally:
            translators.switch("en")
    assert shots["en"] == "Table and end of game" and shots["pl"] != shots["en"]
    assert checks


# ----------------------------------------------------------------- named rule sets
SET_NAME = "U Zdzicha — bez bomb"
SET_CHANGES = {"target": 1500, "barrel": 900, "barrel_attempts": 4, "opponent_rounding": "exact",
               "dark_bid": True, "players": 4, "sitter_scores": "nothing", "bolts": False}  # vs. russian


@pytest.fixture(autouse=True)
def own_home(tmp_path, monkeypatch):
    """Every dialog here reads and writes rule sets in a fresh folder, never the user's."""
    monkeypatch.setenv("TYSIAC_HOME", str(tmp_path / "home"))


@pytest.fixture
def store(tmp_path):
    s = RuleSetStore(tmp_path / "sets")
    s.save(SET_NAME, "russian", SET_CHANGES)
    s.save("Alfa", "danish", {"bolts": True})
    return s


@pytest.fixture
def sets_dialog(qtbot, store):
    d = HouseRulesDialog(None, "polish", {}, store=store)
    qtbot.addWidget(d)
    return d


class Boxes:
    """Stand-ins for the static QInputDialog / QMessageBox / QFileDialog calls (modal boxes block)."""

    def __init__(self, monkeypatch):
        self.asked: list[str] = []
        self.warnings: list[str] = []
        self.text = ("", False)
        self.answer = QMessageBox.StandardButton.Yes
        self.open_path = ""
        self.save_path = ""
        monkeypatch.setattr(QInputDialog, "getText", self._get_text)
        monkeypatch.setattr(QMessageBox, "question", self._question)
        monkeypatch.setattr(QMessageBox, "warning", self._warning)
        monkeypatch.setattr(QMessageBox, "critical", self._fail)
        monkeypatch.setattr(QMessageBox, "information", self._fail)
        monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (self.open_path, ""))
        monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (self.save_path, ""))

    def _get_text(self, parent, title, label, *args, **kwargs):
        self.asked.append(label)
        return self.text

    def _question(self, parent, title, text, *args, **kwargs):
        self.asked.append(text)
        return self.answer

    def _warning(self, parent, title, text, *args, **kwargs):
        self.warnings.append(text)
        return QMessageBox.StandardButton.Ok

    @staticmethod
    def _fail(*args, **kwargs):
        raise AssertionError("no other message box is expected")


@pytest.fixture
def boxes(monkeypatch):
    return Boxes(monkeypatch)


def test_the_rule_set_list_holds_the_presets_and_the_saved_sets(sets_dialog):
    combo = sets_dialog.set_combo
    texts = [combo.itemText(i) for i in range(combo.count())]
    assert texts[:3] == ["Polish", "Russian", "Danish"] and "My sets" in texts
    assert sets_dialog.set_names() == ["Alfa", SET_NAME]
    assert combo.currentText() == "Polish" and sets_dialog.current_set is None
    assert not sets_dialog.rename_button.isEnabled() and not sets_dialog.delete_button.isEnabled()
    assert sets_dialog.save_as_button.isEnabled() and sets_dialog.import_button.isEnabled()
    assert sets_dialog.sets_note.isHidden()


def test_choosing_a_saved_set_loads_every_value(sets_dialog):
    sets_dialog.choose_rule_set(SET_NAME)
    expected = make_rules("russian", SET_CHANGES)
    assert sets_dialog.values() == expected.model_dump()
    assert sets_dialog.preset() == "russian" and sets_dialog.preset_combo.currentText() == "Russian"
    assert sets_dialog.rules_spec() == {"preset": "russian", "overrides": SET_CHANGES}
    assert sets_dialog.status_label.text() == f"“{SET_NAME}” (based on Russian)"
    assert sets_dialog.set_combo.currentText() == SET_NAME
    assert sets_dialog.rename_button.isEnabled() and sets_dialog.delete_button.isEnabled()
    assert sets_dialog.ok_button.isEnabled()
    choose(sets_dialog, "target", 2000)  # a change: still that set, marked changed
    assert sets_dialog.status_label.text() == f"“{SET_NAME}”, changed (based on Russian)"
    sets_dialog.choose_rule_set(SET_NAME)  # choosing it again drops the change
    assert sets_dialog.values() == expected.model_dump()
    sets_dialog.set_combo.setCurrentIndex(sets_dialog.set_combo.findData("preset:danish"))  # a preset
    assert sets_dialog.values() == PRESETS["danish"] and sets_dialog.current_set is None
    assert sets_dialog.status_label.text() == "Danish" and not sets_dialog.delete_button.isEnabled()
    sets_dialog.choose_rule_set("Alfa")
    assert sets_dialog.values() == {**PRESETS["danish"], "bolts": True}
    choose(sets_dialog, "bolts", False)
    assert sets_dialog.set_combo.currentText() == "Alfa"
    sets_dialog.preset_combo.setCurrentIndex(sets_dialog.preset_combo.findData("polish"))  # Start from: a preset
    assert sets_dialog.current_set is None and sets_dialog.set_combo.currentText() == "Polish"


def test_opening_with_the_rules_of_a_saved_set_shows_that_set(qtbot, store):
    d = HouseRulesDialog(None, "russian", SET_CHANGES, store=store)
    qtbot.addWidget(d)
    assert d.current_set is not None and d.current_set.name == SET_NAME
    assert d.set_combo.currentText() == SET_NAME and SET_NAME in d.status_label.text()


def test_save_as_adds_the_set_to_the_list(sets_dialog, boxes, store):
    choose(sets_dialog, "bid_step", 5)
    choose(sets_dialog, "target", 1500)
    boxes.text = ("  Nowe  zasady ", True)
    sets_dialog.save_as_button.click()
    assert sets_dialog.set_names() == ["Alfa", "Nowe zasady", SET_NAME]
    assert sets_dialog.set_combo.currentText() == "Nowe zasady"
    assert sets_dialog.status_label.text() == "“Nowe zasady” (based on Polish)"
    assert store.get("Nowe zasady").spec() == {"preset": "polish", "overrides": {"bid_step": 5, "target": 1500}}
    assert sets_dialog.rules_spec() == store.get("Nowe zasady").spec()
    boxes.text = ("", False)  # cancelled: nothing happens
    sets_dialog.save_as_button.click()
    assert len(store.names()) == 3 and not boxes.warnings


def test_save_as_a_taken_name_asks_before_replacing(sets_dialog, boxes, store):
    choose(sets_dialog, "target", 3000)
    boxes.text = ("alfa", True)
    boxes.answer = QMessageBox.StandardButton.No
    sets_dialog.save_as()
    assert "already exists" in boxes.asked[-1] and store.get("Alfa").overrides == {"bolts": True}
    boxes.answer = QMessageBox.StandardButton.Yes
    sets_dialog.save_as()
    assert store.get("Alfa").spec() == {"preset": "polish", "overrides": {"target": 3000}}
    assert sets_dialog.set_names() == ["alfa", SET_NAME]  # replaced, under the name as typed
    assert sets_dialog.current_set.name == "alfa" and sets_dialog.set_is_unchanged()


def test_a_bad_name_is_refused_with_a_message(sets_dialog, boxes, store):
    boxes.text = ("../../x", True)
    sets_dialog.save_as()
    assert len(boxes.warnings) == 1 and "slashes" in boxes.warnings[0]
    assert store.names() == ["Alfa", SET_NAME]


def test_an_invalid_combination_disables_save_as(sets_dialog):
    choose(sets_dialog, "barrel", 2000)
    assert sets_dialog.error_field() == "barrel"
    assert not sets_dialog.save_as_button.isEnabled() and not sets_dialog.export_button.isEnabled()
    assert not sets_dialog.ok_button.isEnabled()
    choose(sets_dialog, "barrel", 880)
    assert sets_dialog.save_as_button.isEnabled() and sets_dialog.export_button.isEnabled()


def test_delete_asks_and_removes_the_set(sets_dialog, boxes, store):
    sets_dialog.choose_rule_set("Alfa")
    boxes.answer = QMessageBox.StandardButton.No
    sets_dialog.delete_button.click()
    assert "Alfa" in boxes.asked[-1] and store.names() == ["Alfa", SET_NAME]
    boxes.answer = QMessageBox.StandardButton.Yes
    sets_dialog.delete_button.click()
    assert store.names() == [SET_NAME] and sets_dialog.set_names() == [SET_NAME]
    assert sets_dialog.current_set is None and not sets_dialog.delete_button.isEnabled()
    assert sets_dialog.values() == {**PRESETS["danish"], "bolts": True}  # the values stay
    assert sets_dialog.status_label.text() == "Custom (based on Danish)"


def test_rename(sets_dialog, boxes, store):
    sets_dialog.choose_rule_set("Alfa")
    boxes.text = ("Omega", True)
    sets_dialog.rename_button.click()
    assert store.names() == ["Omega", SET_NAME] and sets_dialog.set_names() == ["Omega", SET_NAME]
    assert sets_dialog.current_set.name == "Omega" and sets_dialog.set_combo.currentText() == "Omega"
    boxes.text = (SET_NAME, True)
    sets_dialog.rename_set()
    assert "already exists" in boxes.warnings[-1] and store.names() == ["Omega", SET_NAME]


def test_import_and_export(sets_dialog, boxes, store, tmp_path):
    sets_dialog.choose_rule_set(SET_NAME)
    boxes.save_path = str(tmp_path / "out" / "zdzich")  # no suffix typed: .json is added
    sets_dialog.export_button.click()
    out = tmp_path / "out" / "zdzich.json"
    assert json.loads(out.read_text(encoding="utf-8")) == {"preset": "russian", "overrides": SET_CHANGES}
    sets_dialog.choose_preset("polish")
    boxes.open_path = str(out)
    sets_dialog.import_button.click()
    assert sets_dialog.set_names() == ["Alfa", SET_NAME, "zdzich"]
    assert sets_dialog.current_set.name == "zdzich"
    assert sets_dialog.values() == make_rules("russian", SET_CHANGES).model_dump()
    assert not boxes.warnings


def test_importing_a_bad_file_names_the_key_and_changes_nothing(sets_dialog, boxes, store, tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps({"preset": "polish", "overrides": {"bid_stepp": 5}}))
    before = sorted(p.name for p in store.folder.iterdir())
    boxes.open_path = str(bad)
    sets_dialog.import_set()
    assert len(boxes.warnings) == 1 and "bid_stepp" in boxes.warnings[0] and "bad.json" in boxes.warnings[0]
    assert sorted(p.name for p in store.folder.iterdir()) == before
    assert sets_dialog.set_names() == ["Alfa", SET_NAME]
    bad.write_text(json.dumps({"preset": "polish", "overrides": {"bid_step": 7}}))
    sets_dialog.import_set()
    assert "Bid step" in boxes.warnings[-1] and "bid_step" in boxes.warnings[-1]


def test_bad_saved_files_are_named_once_in_the_dialog_not_in_a_box(qtbot, boxes, store):
    (store.folder / "broken.json").write_text('{"format": "tysiac-rule-set", "vers')
    (store.folder / "future.json").write_text(json.dumps({"format": "tysiac-rule-set", "version": 9,
                                                           "name": "F", "rules": {"preset": "polish"}}))
    d = HouseRulesDialog(None, store=store)
    qtbot.addWidget(d)
    assert not d.sets_note.isHidden()
    text = d.sets_note.text()
    assert "broken.json" in text and "future.json" in text and "moved aside" in text and "newer version" in text
    assert d.set_names() == ["Alfa", SET_NAME] and not boxes.warnings
    boxes.text = ("Beta", True)
    d.save_as()  # the list is read again: the messages stay, not doubled
    assert d.sets_note.text() == text
    again = HouseRulesDialog(None, store=store)
    qtbot.addWidget(again)
    assert again.sets_note.isHidden()  # moved aside: shown once only


def test_the_default_store_is_the_config_folder(qtbot, tmp_path):
    d = HouseRulesDialog()
    qtbot.addWidget(d)
    assert d.store.folder == tmp_path / "home" / "config" / "rule-sets"
    assert d.set_names() == []
    assert "My sets" not in [d.set_combo.itemText(i) for i in range(d.set_combo.count())]


def test_screenshots_with_rule_sets(qtbot, qapp, store, tmp_path):
    out = tmp_path / "shots"
    out.mkdir(parents=True, exist_ok=True)
    store.save("Bardzo długa nazwa zestawu zasad, która nie mieści się w polu listy — x", "polish", {})
    (store.folder / "zepsuty.json").write_text("{")
    translators = Translators(qapp)
    for lang in ("en", "pl"):
        translators.switch(lang)
        try:
            d = HouseRulesDialog(None, "russian", SET_CHANGES, store=RuleSetStore(store.folder))
            qtbot.addWidget(d)
            d.show()
            qtbot.waitExposed(d)
            hint = d.sizeHint()
            assert hint.width() <= 1280 and hint.height() <= 800, hint
            assert d.grab().save(str(out / f"house_rules_default_{lang}.png"))
            for widget in (d.save_as_button, d.rename_button, d.delete_button, d.import_button, d.export_button,
                           d.status_label):  # nothing cut off
                assert widget.width() >= widget.minimumSizeHint().width(), widget.text()
            window = QMainWindow()
            qtbot.addWidget(window)
            window.resize(1280, 800)
            d2 = HouseRulesDialog(window, "russian", SET_CHANGES, store=RuleSetStore(store.folder))
            qtbot.addWidget(d2)
            window.show()
            d2.show()
            qtbot.waitExposed(d2)
            assert d2.width() <= 1280 and d2.height() <= 800
            assert d2.grab().save(str(out / f"house_rules_in_window_{lang}.png"))
            d2.resize(1280, 800)
            qtbot.wait(10)
            assert d2.grab().save(str(out / f"house_rules_1280_{lang}.png"))
            d2.set_combo.showPopup()
            qtbot.wait(50)
            popup = d2.set_combo.view().window()
            assert popup.grab().save(str(out / f"house_rules_list_{lang}.png"))
            d2.set_combo.hidePopup()
        finally:
            translators.switch("en")


@pytest.mark.parametrize("lang", ["en", "pl", "ru", "da"])
def test_every_tab_label_fits_at_1280x800(qtbot, qapp, lang):
    """Over a 1280×800 window the dialog is wide enough for every tab: no scroll arrows, no label cut."""
    translators = Translators(qapp)
    try:
        assert translators.switch(lang)
        window = QMainWindow()
        qtbot.addWidget(window)
        window.resize(1280, 800)
        window.show()
        dialog = HouseRulesDialog(parent=window)
        dialog.show()
        qtbot.waitExposed(dialog)
        bar = dialog.tabs.tabBar()
        needed = sum(bar.tabSizeHint(i).width() for i in range(bar.count()))
        assert bar.count() >= 8 and needed <= bar.width() and dialog.width() <= 1280
        dialog.close()
    finally:
        translators.switch("en")


def test_a_refusal_on_another_tab_leaves_the_player_at_the_field_being_changed(qtbot, dialog):
    """A refusal of a field on another tab than the one the player is typing in (the engine names the
    field it refuses): the tab stays, and the reason is said under the tabs and to a screen reader."""
    dialog.show()
    target = dialog.fields["target"]
    page = dialog.tabs.currentWidget()
    assert page.isAncestorOf(target) and not page.isAncestorOf(dialog.fields["barrel"])
    target.setFocus()
    qtbot.waitUntil(target.hasFocus, timeout=2000)
    dialog._show_error("barrel", "the barrel must lie below the target")
    assert dialog.tabs.currentWidget() is page and target.hasFocus()
    assert dialog.general_error.isVisible() and dialog.general_error.text() == error_text(dialog, "barrel")
    assert dialog.announcer.last() == "Not possible: the barrel must lie below the target"
    dialog._show_error(None, "")
    dialog.tabs.setFocus()  # not at a field: the refused field's tab is shown
    dialog._show_error("barrel", "the barrel must lie below the target")
    assert dialog.tabs.currentWidget().isAncestorOf(dialog.fields["barrel"])
