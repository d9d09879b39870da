"""Every dialog speaks the chosen language: walk each widget's text and compare with English."""
import html
import re

import pytest
from PySide6.QtWidgets import (QAbstractButton, QComboBox, QGroupBox, QLabel, QTabWidget, QTextBrowser,
                               QWidget)

from tysiac_desktop.languages import Translators
from tysiac_desktop.dialogs import DealSummaryDialog, GameOverDialog, RulesHelpDialog, ScoreSheetDialog
from tysiac_desktop.dialogs.statistics import StatisticsDialog
from tysiac_desktop.main_window import MainWindow
from tysiac_desktop.screenshot import prepared_game
from tysiac_desktop.settings import Preferences
from tysiac_engine.record import game_to_record

# Shown the same in every language: names, language names, file patterns, units and codes.
SAME_EVERYWHERE = {"English", "Polski", "Русский", "Dansk", "Tysiąc", "OK", "JSON", "CSV"}
SAME_WORD = {"da": {"Computer"}}  # the Danish word is the English one


def texts_of(widget: QWidget) -> set[str]:
    """Every text a player can read in ``widget``: labels, buttons, group and tab titles, list items,
    the window title and the words of any rich-text page."""
    found = {widget.windowTitle()}
    for label in widget.findChildren(QLabel):
        if label.isVisibleTo(widget):
            found.add(label.text())
    for button in widget.findChildren(QAbstractButton):
        if button.isVisibleTo(widget):
            found.add(button.text())
    for box in widget.findChildren(QGroupBox):
        found.add(box.title())
    for tabs in widget.findChildren(QTabWidget):
        found.update(tabs.tabText(i) for i in range(tabs.count()))
    for combo in widget.findChildren(QComboBox):
        found.update(combo.itemText(i) for i in range(combo.count()))
    for browser in widget.findChildren(QTextBrowser):
        found.update(line.strip() for line in browser.toPlainText().splitlines())
    plain = {html.unescape(re.sub(r"<[^>]+>", "", t)).strip() for t in found if t}
    return {t for t in plain if sum(c.isalpha() for c in t) > 2}


def dialogs(window, game):
    names = list(game.players)
    return {
        "new game": window.session.new_game_dialog,
        "house rules": window.session.house_rules_dialog,
        "preferences": window.preferences_dialog,
        "statistics": lambda: StatisticsDialog(window.statistics, window.statistics.this_game(game), window),
        "rules help": lambda: RulesHelpDialog(game.rules, game.preset, window),
        "score sheet": lambda: ScoreSheetDialog(names, game.results, game.start_scores, window, rules=game.rules),
        "deal summary": lambda: DealSummaryDialog(names, game.results[-1], window, rules=game.rules,
                                                  deal_number=len(game.results)),
        "game over": lambda: GameOverDialog(names, [1000, 620, 380], 0, window),
    }


def all_texts(qtbot, translators, lang):
    translators.switch(lang)
    window = MainWindow(translators=translators, preferences=Preferences(language=lang, animation="off"))
    qtbot.addWidget(window)
    window.controller.ai_delay_ms = 3_600_000
    game = prepared_game(5, "sheet")
    window.controller.resume(game_to_record(game))
    window.statistics.record(game, window.controller.seats)
    out = {}
    try:
        for name, make in dialogs(window, game).items():
            dialog = make()
            dialog.show()
            out[name] = texts_of(dialog)
            dialog.done(0)
        out["names"] = set(game.players)
    finally:
        window.controller.close()
        window.deal_end.close_summary()
    return out


@pytest.mark.parametrize("lang", ["pl", "ru", "da"])
def test_no_dialog_shows_english_after_switching_language(qtbot, qapp, lang):
    translators = Translators(qapp)
    try:
        source = all_texts(qtbot, translators, "en")
        shown = all_texts(qtbot, translators, lang)
    finally:
        translators.switch("en")
    names = source.pop("names") | SAME_EVERYWHERE | SAME_WORD.get(lang, set())
    shown.pop("names")
    for dialog, english_texts in source.items():
        assert len(english_texts) >= 3, dialog
        untranslated = {t for t in english_texts & shown[dialog]
                        if t not in names and not t.startswith(("key", "\u2022"))}
        # option keys and values of the rules object stay as written in records ("bid_step: 10")
        untranslated = {t for t in untranslated if not (":" in t and t.split(":")[0].isidentifier()
                                                        and "_" in t.split(":")[0])}
        assert not untranslated, f"{dialog} in {lang}: {sorted(untranslated)[:8]}"


SUIT_NAMES = {
    ("pl", "french"): ["kier", "karo", "trefl", "pik"],
    ("pl", "german"): ["czerwień", "dzwonek", "żołądź", "wino"],
    ("ru", "french"): ["червы", "бубны", "трефы", "пики"],
    ("da", "french"): ["hjerter", "ruder", "klør", "spar"],
}


@pytest.mark.parametrize("lang,style", list(SUIT_NAMES))
def test_suits_are_named_as_each_tradition_names_them(qtbot, qapp, lang, style):
    """The trump on the side panel and a card in the log use the deck's suit names."""
    translators = Translators(qapp)
    translators.switch(lang)
    deck = "xskat-german" if style == "german" else "svg-cards"
    window = MainWindow(translators=translators, preferences=Preferences(language=lang, deck=deck, animation="off"))
    qtbot.addWidget(window)
    try:
        from tysiac_desktop.wording.words import suit_name
        from tysiac_desktop.wording.events import sentence
        from tysiac_engine.actions import Action
        from tysiac_engine.cards import Card

        assert [suit_name(s) for s in range(4)] == SUIT_NAMES[(lang, style)]
        window.controller.ai_delay_ms = 3_600_000
        window.controller.resume(game_to_record(prepared_game(7, "play")))
        trump = window.controller.game.current.trump
        assert SUIT_NAMES[(lang, style)][trump] in window.side.fact_values[3].text()
        line = sentence(1, Action("play", None, Card.parse("QC")), ["Ty", "Ala", "Bolek"], 0)
        assert (SUIT_NAMES[(lang, style)][2] in line) == (style == "german")  # French decks show ♣
    finally:
        window.controller.close()
        translators.switch("en")
