"""Languages: complete translations, and switching while the window is open."""
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtWidgets import QAbstractButton, QLabel, QMenu

from tysiac_desktop.languages import Translators
from tysiac_desktop.controller import GameSetup
from tysiac_engine.game import Seat
from tysiac_desktop.main_window import MainWindow

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize("lang", ["pl", "ru", "da"])
def test_every_message_is_translated(lang):
    root = ET.parse(ROOT / "translations" / f"tysiac_{lang}.ts").getroot()
    unfinished = [m.findtext("source") for m in root.iter("message")
                  if m.find("translation").get("type") in ("unfinished", "obsolete", "vanished")]
    assert not unfinished, unfinished[:5]


def visible_texts(window):
    texts = set()
    for widget in window.findChildren(QLabel) + window.findChildren(QAbstractButton):
        if widget.isVisible() and widget.text():
            texts.add(widget.text())
    for menu in window.findChildren(QMenu):
        texts.add(menu.title())
        texts.update(a.text() for a in menu.actions() if a.text())
    return texts


def switchable_window(qtbot, qapp, monkeypatch, tmp_path) -> MainWindow:
    """The main window with the app's translators (its language can be switched), its files in
    ``tmp_path``, the computers slow to answer."""
    monkeypatch.setenv("TYSIAC_HOME", str(tmp_path))
    window = MainWindow(translators=Translators(qapp))
    qtbot.addWidget(window)
    window.controller.ai_delay_ms = 60_000
    window.show()
    return window


@pytest.mark.parametrize("lang,word", [("pl", "&Gra"), ("ru", "&Игра"), ("da", "&Spil")])
def test_switching_language_retranslates_the_open_window(qtbot, qapp, monkeypatch, tmp_path, lang, word):
    window = switchable_window(qtbot, qapp, monkeypatch, tmp_path)
    window.session.start_game(GameSetup(players=3, seed=2, seats=[Seat(name="A", kind="human"),
                                                          Seat(name="B", kind="ai", level="easy"),
                                                          Seat(name="C", kind="ai", level="easy")]))
    english = visible_texts(window)
    assert "&Game" in english and "Scores" in {t.upper().title() for t in english} | english
    window.set_language(lang)
    try:
        translated = visible_texts(window)
        assert word in translated and "&Game" not in translated
        # nothing that was shown in English is still shown untranslated (names and numbers aside)
        left = {t for t in english & translated if any(c.isalpha() for c in t) and len(t) > 2}
        left -= {"English", "Polski", "Русский", "Dansk", "Tysiąc"}
        assert not left, left
    finally:
        window.set_language("en")
        window.controller.close()
    assert "&Game" in visible_texts(window)


def test_a_question_of_the_bar_stays_asked_in_the_new_language(qtbot, qapp, monkeypatch, tmp_path):
    """"Declare the marriage?" asked of a queen with its king: a language switch asks it again in
    the new language (the card had to be chosen again)."""
    from tysiac_desktop.screenshot import prepared_game
    from tysiac_engine.cards import QUEEN

    window = switchable_window(qtbot, qapp, monkeypatch, tmp_path)
    window.session.resume_game(prepared_game(7, "play"))
    view = window.controller.view_for(0)
    queen = next((c for c in view.hand if c.rank == QUEEN), view.hand[0])
    window.bar.ask_meld(queen, view)  # as a double-click on a queen of a held marriage asks
    asked = window.bar.pending_question()
    english = window.bar.prompt.text()
    assert asked is not None and english.startswith("Declare the marriage")
    window.set_language("pl")
    try:
        assert window.bar.pending_question() == asked
        assert window.bar.prompt.text().startswith("Meldujesz")
    finally:
        window.set_language("en")
        window.controller.close()
