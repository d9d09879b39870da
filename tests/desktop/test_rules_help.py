"""Help → Rules: the game in brief, then every house rule in force as the house-rules dialog names it."""
from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QLocale, QUrl
from PySide6.QtGui import QColor, QTextCursor
from PySide6.QtWidgets import QCheckBox, QComboBox, QSpinBox

from tysiac_desktop.languages import Translators
from tysiac_desktop.dialogs import RulesHelpDialog
from tysiac_desktop.wording.words import preset_names
from tysiac_desktop.dialogs.house_rules import HouseRulesDialog
from tysiac_desktop.wording.rule_texts import LABELS, VALUES, grouped_keys, rule_text
from tysiac_desktop.dialogs.rules_help import (
    FADED, HOUSE_RULES_ANCHOR, not_used_text, option_applies, option_help, option_label, value_text,
)
from tysiac_engine import make_rules
from tysiac_engine.rules import PRESET_NAMES, Rules
from tysiac_engine.shape import MODE_OVERRIDES

ROOT = Path(__file__).resolve().parents[2]
HEADING = "\nHouse rules in force\n"  # the options' heading (the top of the help links to it)


@pytest.fixture
def english_locale():
    """Numbers as in English (1,000) for the test, the previous default afterwards."""
    before = QLocale()
    QLocale.setDefault(QLocale("en"))
    yield
    QLocale.setDefault(before)


def help_for(qtbot, preset: str, overrides: dict | None = None) -> RulesHelpDialog:
    dialog = RulesHelpDialog(make_rules(preset, overrides or {}), preset)
    qtbot.addWidget(dialog)
    return dialog


def text_of(dialog: RulesHelpDialog) -> str:
    return dialog.browser.toPlainText()


def option_block(text: str, key: str) -> str:
    """One option's row as plain text: its label, the explanation with the key code, the value and,
    when the value differs from the preset, the line saying so."""
    start = text.index("\n" + option_label(key) + "\n", text.index(HEADING)) + 1
    lines = text[start:].split("\n")
    assert f"{key}: " in lines[1], lines[:3]
    return "\n".join(lines[:4] if lines[3].startswith("changed;") else lines[:3])


def value_line(text: str, key: str) -> str:
    return option_block(text, key).split("\n")[2]


def ink_at(dialog: RulesHelpDialog, words: str) -> QColor:
    """The colour a piece of the shown text is painted in (its first occurrence after the brief)."""
    doc = dialog.browser.document()
    heading = doc.find(rule_text(grouped_keys()[0][0]))
    cursor = doc.find(words, heading)
    assert not cursor.isNull(), words
    cursor.setPosition(cursor.selectionStart() + 1, QTextCursor.MoveMode.MoveAnchor)
    return cursor.charFormat().foreground().color()


# --------------------------------------------------------------------------- every option, by its dialog label
@pytest.mark.parametrize("preset", PRESET_NAMES)
def test_every_option_is_shown_by_its_dialog_label_with_its_value(qtbot, english_locale, preset):
    dialog = help_for(qtbot, preset)
    text = text_of(dialog)
    assert text.index("Tysiąc in brief") < text.index(HEADING)
    values = make_rules(preset).option_dict()
    assert set(values) == {k for _, keys in grouped_keys() for k in keys}  # the help can show every key
    position = text.index(HEADING)
    for title, keys in grouped_keys():  # the dialog's tabs, in order
        position = text.index("\n" + rule_text(title) + "\n", position)
        for key in keys:
            position = text.index("\n" + rule_text(LABELS[key]) + "\n", position)  # in the tab's order
            block = option_block(text, key)
            assert value_line(text, key) == value_text(key, values[key]), (key, block)
            assert option_help(key) in block if option_applies(key, values) else not_used_text(key, values) in block
            assert f"{key}: " in block  # the small code for people editing records
    assert f"Preset: {preset_names()[preset]}, unchanged." in text
    assert "changed; the preset has" not in text
    assert '"ten_half_down"' in text or '"five_nearest"' in text  # the code shows the record's value


@pytest.mark.parametrize("preset", PRESET_NAMES)
def test_values_read_as_the_house_rules_dialog_shows_them(qtbot, english_locale, preset):
    """Same words as the settings: combo box texts, spin box numbers and "none"/"any", check boxes."""
    overrides = {"players": 4, "redeal_weak_hand": 9, "bomb_max_bid": None, "lock_800_no_trick_penalty": 100,
                 "lock_800": True} if preset == "polish" else {}
    settings = HouseRulesDialog()
    qtbot.addWidget(settings)
    settings.set_rules(preset, overrides)
    values = settings.values()
    for key, widget in settings.fields.items():
        if isinstance(widget, QComboBox):
            assert value_text(key, values[key]) == widget.currentText(), key
        elif isinstance(widget, QSpinBox):
            # a spin box shows no thousands separator: 1001 there, 1,001 here
            assert value_text(key, values[key]).replace(QLocale().groupSeparator(), "") == widget.text(), key
        elif isinstance(widget, QCheckBox):
            assert option_label(key) == widget.text()
            assert value_text(key, values[key]) == ("Yes" if widget.isChecked() else "No")
        if key in settings.captions:
            assert settings.captions[key].text() == option_label(key) + ":"
        assert (option_applies(key, values) == widget.isEnabled()), key  # greyed there, "not used" here


def test_numbers_follow_the_locale(qtbot, english_locale):
    text = text_of(help_for(qtbot, "polish", {"target": 2500}))
    assert value_line(text, "target") == "2,500"
    assert value_line(text, "opening_bid") == "100"


# --------------------------------------------------------------------------- changes from the preset
def test_options_changed_from_the_preset_are_marked(qtbot, english_locale):
    dialog = help_for(qtbot, "russian", {"players": 4, "target": 1500})
    text = text_of(dialog)
    # the player count is the table's, not a house rule: one change, as the side panel counts it
    assert "Preset: Russian, with one change, marked below." in text
    assert text.count("changed; the preset has") == 1
    assert "changed" not in option_block(text, "players")
    assert option_block(text, "target").endswith("\n1,500\nchanged; the preset has 1,001")
    assert "changed" not in option_block(text, "bid_step")
    two = text_of(help_for(qtbot, "polish", {"bid_jumps": False, "target": 1500, "players": 2}))
    assert "Preset: Polish, with 2 changes, marked below." in two
    assert option_block(two, "bid_jumps").endswith("\nNo\nchanged; the preset has Yes")


def test_changed_is_one_number_everywhere(qtbot, window):
    """Issue 29.8: the side panel, the rules help and New game count the same changes."""
    from tysiac_desktop.controller import GameSetup, computer, human
    from tysiac_desktop.dialogs import NewGameDialog

    overrides = {"four_player_mode": "teams_2v2", "bid_jumps": False, "target": 1500}
    rules = make_rules("polish", {**overrides, "players": 4})
    assert rules.changes_from("polish") == overrides
    window.session.start_game(GameSetup(players=4, seats=[human("You"), computer("Ala"), computer("Bolek"),
                                                  computer("Cezary")], preset="polish", overrides=overrides))
    assert window.side.rules_link.text().endswith(">Rules: Polish, changed: 3</a>")
    assert "Preset: Polish, with 3 changes" in text_of(help_for(qtbot, "polish", {**overrides, "players": 4}))
    dialog = NewGameDialog(house_rules={"preset": "polish", "overrides": overrides}, initial={"players": 4})
    qtbot.addWidget(dialog)
    assert "Options changed from the preset: 3." in dialog.house_label.text()


def test_without_a_known_preset_nothing_is_marked(qtbot):
    dialog = RulesHelpDialog(make_rules("danish", {"target": 1500}), None)
    qtbot.addWidget(dialog)
    text = text_of(dialog)
    assert "Preset:" not in text and "changed; the preset has" not in text
    assert "Target score" in text


# --------------------------------------------------------------------------- options that do not apply
def test_options_that_do_not_apply_are_greyed_with_the_reason(qtbot):
    dialog = help_for(qtbot, "polish")  # three players, no barrel, bombs on
    text = text_of(dialog)
    for key in ("barrel_attempts", "barrel_zero_on_fall", "barrel_simultaneous"):
        block = option_block(text, key)
        assert "Not used: there is no barrel." in block and option_help(key) not in block
        assert ink_at(dialog, option_label(key)) == QColor(FADED)
    for key in ("four_player_mode", "sitter_scores"):
        assert "Not used: this is not a four-player game." in option_block(text, key)
    assert "Not used: this is not a two-player game." in option_block(text, "two_player_mode")
    assert "Not used: there is no lock at 800." not in text  # Polish: the lock is on
    assert "Not used: this is not a two-player game." in option_block(text, "aside_to")
    assert option_help("deck") in option_block(text, "deck") and option_help("no_auction") in text
    assert option_help("bomb_max_bid") in option_block(text, "bomb_max_bid")
    assert ink_at(dialog, option_label("target")) != QColor(FADED)
    russian = help_for(qtbot, "russian", {"players": 4})
    text = text_of(russian)
    for key in ("bomb_max_bid", "bomb_opponent_points", "bomb_first_free"):
        assert "Not used: there are no bombs." in option_block(text, key)
    assert "Not used: there is no lock at 800." in option_block(text, "lock_from")
    assert option_help("lock_800_no_trick_penalty") in option_block(text, "lock_800_no_trick_penalty")
    assert "Not used: a deal without a trick costs nothing." in option_block(text, "no_trick_penalty_from")
    assert option_help("four_player_mode") in option_block(text, "four_player_mode")
    assert option_help("barrel_attempts") in option_block(text, "barrel_attempts")
    assert ink_at(russian, option_label("sitter_scores")) != QColor(FADED)


def test_null_and_listed_values_read_as_in_the_dialog():
    assert value_text("barrel", None) == rule_text("none")
    assert value_text("bomb_max_bid", None) == rule_text("any")
    assert value_text("lock_800_no_trick_penalty", None) == rule_text("No penalty")
    assert value_text("bombs_per_player", "unlimited") == rule_text(VALUES["bombs_per_player"]["unlimited"])
    assert value_text("bomb_opponent_points", 60) == "60"
    assert value_text("concede", True) == "Yes" and value_text("concede", False) == "No"


# --------------------------------------------------------------------------- in Polish
def translated_sources(lang: str) -> set[tuple[str, str]]:
    root = ET.parse(ROOT / "translations" / f"tysiac_{lang}.ts").getroot()
    return {(ctx.findtext("name") or "", m.findtext("source") or "")
            for ctx in root.iter("context") for m in ctx.iter("message")
            if m.find("translation") is not None and m.find("translation").get("type") is None}


@pytest.fixture
def polish(qapp):
    translators = Translators(qapp)
    before = QLocale()
    assert translators.switch("pl")
    QLocale.setDefault(QLocale("pl"))
    yield translators
    translators.switch("en")
    QLocale.setDefault(before)


def test_in_polish_every_label_is_polish(qtbot, polish):
    dialog = help_for(qtbot, "polish", {"barrel": 880})
    text = text_of(dialog)
    assert dialog.windowTitle() == "Zasady"
    assert "\nWynik do wygranej\n" in text  # "Target score", as the house-rules dialog says it
    assert "\nObowiązek przebicia\n" in text  # "Must beat the trick"
    assert "\nBeczka na\n" in text and "\n880\n" in text
    assert "\nStół i koniec gry\n" in text  # the first tab
    for key, english in LABELS.items():
        polish_label = rule_text(LABELS[key])
        assert "\n" + polish_label + "\n" in text, key
        if polish_label != english:
            assert "\n" + english + "\n" not in text, english
    for title, _ in grouped_keys():
        assert "\n" + title + "\n" not in text, title
    shown = {value_text(k, v) for k, v in make_rules("polish", {"barrel": 880}).option_dict().items()}
    english_values = {t for names in VALUES.values() for t in names.values()} | {"none", "any"}
    assert not shown & english_values, shown & english_values


def test_in_polish_the_new_texts_are_polish(qtbot, polish):
    needed = {("RulesHelpDialog", "House rules in force"), ("OptionText", "Yes"),
              ("OptionText", "Not used: there is no barrel.")}
    if not needed <= translated_sources("pl"):
        pytest.skip("the help's new texts are not in translations/tysiac_pl.ts yet (translations/update.sh)")
    text = text_of(help_for(qtbot, "polish"))
    for english in ("House rules in force", "Not used: there is no barrel.", "\nYes\n", "\nNo\n",
                    "The small grey code", "Preset:"):
        assert english not in text, english


def test_switching_language_rewrites_the_open_help(qtbot, qapp):
    dialog = help_for(qtbot, "polish")
    assert "\nTarget score\n" in text_of(dialog)
    translators = Translators(qapp)
    try:
        translators.switch("pl")  # the application sends LanguageChange to every widget
        QCoreApplication.sendPostedEvents(None, QEvent.Type.LanguageChange)
        qapp.processEvents()
        assert "\nWynik do wygranej\n" in text_of(dialog) and "\nTarget score\n" not in text_of(dialog)
    finally:
        translators.switch("en")
        qapp.processEvents()
    assert "\nTarget score\n" in text_of(dialog)


# --------------------------------------------------------------------------- the brief
@pytest.mark.parametrize("preset", PRESET_NAMES)
def test_the_brief_comes_first_and_follows_the_rules(qtbot, english_locale, preset):
    rules = make_rules(preset)
    text = text_of(help_for(qtbot, preset))
    brief = text[:text.index(HEADING)]
    assert f"the first player to reach {QLocale().toString(rules.target)} wins" in brief
    assert f"must open at {rules.opening_bid}" in brief and f"raises by {rules.bid_step} or more" in brief
    assert ("Barrel:" in brief) == (rules.barrel is not None)
    assert all(k not in brief for k in Rules.model_fields if "_" in k)  # no option keys in the brief


def test_the_brief_follows_the_options_in_force(qtbot, english_locale):
    """Issue 29.8: no "raises by 10 or more" with jump bids off, and the other brief sentences
    that an option changes."""
    def brief(preset, overrides):
        text = text_of(help_for(qtbot, preset, overrides))
        return text[:text.index(HEADING)]

    steps = brief("polish", {"bid_jumps": False})
    assert "raises by exactly 10," in steps and "or more" not in steps
    assert "raises by 5 or more" in brief("danish", {})
    exact = brief("polish", {"opponent_rounding": "exact"})
    assert "scores exactly what they took" in exact and "rounded" not in exact
    assert "needs a marriage in hand" in brief("danish", {})  # any marriage, not marriages
    assert "needs marriages in hand" in brief("polish", {})
    assert "each opponent gets 60" in brief("russian", {"players": 2})  # a 2-player concession
    assert "each opponent gets 40" in brief("russian", {})
    limits = brief("polish", {"meld_card": "queen_only", "meld_requires_trick": True})
    assert "declared by laying its queen" in limits and "only after taking a trick" in limits


def test_the_top_links_to_the_house_rules(qtbot):
    dialog = help_for(qtbot, "polish")
    dialog.show()
    qtbot.waitExposed(dialog)
    assert f"href=\"#{HOUSE_RULES_ANCHOR}\"" in dialog.browser.toHtml()
    bar = dialog.browser.verticalScrollBar()
    assert bar.value() == 0
    dialog.browser.setSource(QUrl("#" + HOUSE_RULES_ANCHOR))  # what a click on the link does
    heading = dialog.browser.document().find("House rules in force", dialog.browser.document().find("Scoring"))
    top = dialog.browser.cursorRect(heading).top()
    assert bar.value() > 0 and 0 <= top < 60, (bar.value(), top)


@pytest.mark.parametrize("mode", sorted(MODE_OVERRIDES))
def test_the_deal_is_told_with_the_sizes_of_its_shape(qtbot, english_locale, mode):
    rules = make_rules("polish", MODE_OVERRIDES[mode])
    shape = rules.shape
    brief = text_of(help_for(qtbot, "polish", MODE_OVERRIDES[mode])).split(HEADING)[0]
    told = f"{shape.hand_size} cards each" if shape.sits_out or not (shape.talons or shape.stock or shape.table_piles) \
        else f"Everyone gets {shape.hand_size} cards"
    assert told in brief
    if len(shape.talons) == 2:
        assert f"two musiks of {shape.talons[0]} cards each" in brief
    elif shape.talons:
        assert f"is {sum(shape.talons)} cards, face " + ("up" if shape.talons_open else "down") in brief
    else:
        assert "There is no musik." in brief
    assert (f"The other {shape.stock} cards are a stock" in brief) == bool(shape.stock)
    assert (f"has {shape.table_piles} piles on the table" in brief) == bool(shape.table_piles)
    assert ("Partners sit opposite each other." in brief) == (shape.teams is not None)
