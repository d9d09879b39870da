"""Messages built from plain-Python facts come out in the player's language: the engine's rule
refusals, illegal moves, a damaged autosave or statistics file, the controller's own errors."""
from __future__ import annotations

import json
import re
import sqlite3

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QFileDialog, QMessageBox

from tysiac_desktop import storage
from tysiac_desktop.languages import Translators
from tysiac_desktop.controller import GameController, GameSetup
from tysiac_desktop.wording.file_problems import problem_text, record_error_text
from tysiac_desktop.dialogs.house_rules import HouseRulesDialog
from tysiac_desktop.dialogs.new_game import NewGameDialog
from tysiac_desktop.wording.rule_errors import (CANNOT_DEAL, CANNOT_DEAL_IN, MOVES, TEMPLATES, illegal_text, rule_error_text)
from tysiac_desktop.wording.rule_texts import LABELS
from tysiac_desktop.main_window import MainWindow
from tysiac_desktop.statistics import Statistics
from tysiac_engine import InvalidRules, make_rules

from .test_house_rules import choose
from tysiac_desktop.wording.cards import card_text
from tysiac_engine.errors import RULE_ERROR_CODES, IllegalAction
from tysiac_engine.game import Game, Seat
from tysiac_engine.record import game_to_record


@pytest.fixture
def polish(qapp):
    """The app in Polish for the test; English again afterwards."""
    translators = Translators(qapp)
    assert translators.switch("pl")
    try:
        yield translators
    finally:
        translators.switch("en")


def english_words(template: str) -> list[str]:
    """The English phrases of a template (the text between its placeholders) worth looking for."""
    parts = re.split(r"\{\w+\}", template)
    return [p.strip(" .,;:()“”") for p in parts if len(re.findall(r"[A-Za-z]{3,}", p)) >= 2]


def pl_label(key: str) -> str:
    return QCoreApplication.translate("RuleTexts", LABELS[key])


def shown_error(d: HouseRulesDialog) -> str:
    key = d.error_field()
    label = d.errors[key] if key in d.errors else d.general_error
    assert not label.isHidden()
    return label.text()


# Invalid combinations the House rules dialog can be brought to: code -> (key, changes in order).
IN_THE_DIALOG = {
    "multiple_of_step": ("opening_bid", [("opening_bid", 105)]),
    "below_target": ("opening_bid", [("target", 100)]),
    "null_or_multiple_of_step": ("bomb_max_bid", [("bomb_max_bid", 105)]),
    "null_or_range": ("barrel", [("barrel", 2000)]),
    "cannot_deal": ("deck", [("deck", 32), ("players", 2)]),
}
# The others cannot be typed into the dialog's fields (the spin boxes keep to their ranges); they
# come from files and records: code -> (key, preset, overrides).
FROM_FILES = {
    "range": ("barrel_attempts", "polish", {"barrel_attempts": 30}),
    "null_or_range": ("redeal_weak_hand", "polish", {"redeal_weak_hand": 70}),
    "unknown_key": (None, "polish", {"free_beer": True}),
    "invalid_value": ("bid_step", "polish", {"bid_step": 7}),
    "unknown_preset": (None, "nordic", {}),
    "not_an_object": (None, "polish", ["bid_step"]),
    "cannot_deal": ("no_auction", "polish", {"no_auction": True, "players": 2}),
}


def test_every_code_has_a_sentence_and_a_case():
    assert set(TEMPLATES) == set(RULE_ERROR_CODES)
    assert set(IN_THE_DIALOG) | set(FROM_FILES) == set(RULE_ERROR_CODES)


def test_the_engine_keeps_its_english_message_and_adds_the_facts():
    with pytest.raises(InvalidRules) as refused:
        make_rules("polish", {"opening_bid": 105})
    assert str(refused.value) == "opening_bid: must be a multiple of bid_step (10) from 10 to 120, not 105"
    assert refused.value.key == "opening_bid" and refused.value.code == "multiple_of_step"
    assert refused.value.params == {"step": 10, "low": 10, "high": 120, "value": 105}


@pytest.mark.parametrize("code", sorted(IN_THE_DIALOG))
def test_the_house_rules_dialog_words_each_refusal_in_polish(qtbot, qapp, code):
    key, changes = IN_THE_DIALOG[code]

    def refusal() -> tuple[str, InvalidRules]:
        d = HouseRulesDialog()
        qtbot.addWidget(d)
        for name, value in changes:
            choose(d, name, value)
        assert d.error_field() == key and not d.ok_button.isEnabled()
        with pytest.raises(InvalidRules) as refused:
            make_rules(d.preset(), d.overrides())
        assert refused.value.code == code
        return shown_error(d), refused.value

    english, exc = refusal()
    assert str(exc) not in english  # the engine's words were never shown, not even in English
    assert f"“{LABELS[key]}”" in english
    translators = Translators(qapp)
    translators.switch("pl")
    try:
        text, _ = refusal()
        assert text != english and text.startswith("Niemożliwe: ")
        assert f"„{pl_label(key)}”" in text, text  # the option by its label in the dialog
        shown = [TEMPLATES[code]] + ([CANNOT_DEAL_IN[key]] if code == "cannot_deal" else [])
        for phrase in [w for t in shown for w in english_words(t)] + ["Not possible"]:
            assert phrase not in text, (phrase, text)
        assert str(exc) not in text
    finally:
        translators.switch("en")


@pytest.mark.parametrize("code", sorted(FROM_FILES))
def test_refusals_of_rules_from_files_are_worded_in_polish(polish, code):
    key, preset, overrides = FROM_FILES[code]
    with pytest.raises(InvalidRules) as refused:
        make_rules(preset, overrides)
    assert refused.value.code == code
    text = rule_error_text(refused.value)
    shown = [TEMPLATES[code]] + ([CANNOT_DEAL[key]] if code == "cannot_deal" else [])
    for phrase in [w for t in shown for w in english_words(t)]:
        assert phrase not in text, (phrase, text)
    if key is not None:
        assert f"„{pl_label(key)}”" in text, text
    assert text.endswith(".") and str(refused.value) not in text


def test_an_unknown_code_falls_back_to_a_translated_sentence_with_the_detail(polish):
    text = rule_error_text(InvalidRules("barrel: a new kind of problem", "barrel", "from_the_future"))
    assert text == "Opcja „Beczka na” jest nieprawidłowa przy tych zasadach (a new kind of problem)."
    assert rule_error_text(InvalidRules("something odd")) == "Te zasady są nieprawidłowe (something odd)."


def test_an_imported_rule_set_with_a_bad_value_is_refused_in_polish(qtbot, polish, monkeypatch, tmp_path):
    bad = tmp_path / "zle.json"
    bad.write_text('{"preset": "polish", "overrides": {"bid_step": 7}}')
    warnings: list[str] = []
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(bad), ""))
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text, *a: warnings.append(text))
    d = HouseRulesDialog()
    qtbot.addWidget(d)
    d.import_set()
    [text] = warnings
    assert "zle.json" in text and f"„{pl_label('bid_step')}”" in text
    assert "invalid value" not in text and "cannot be" not in text


def test_the_new_game_dialog_says_in_polish_what_it_left_out(qtbot, polish):
    """32 cards cannot be dealt to two: New game plays 24 and says so, in Polish (issue 29.5)."""
    dialog = NewGameDialog(house_rules={"preset": "polish", "overrides": {"deck": 32}})
    qtbot.addWidget(dialog)
    dialog.count_group.button(2).click()
    note = dialog.house_label.text()
    assert f"„{pl_label('deck')}”" in note and "2 graczy" in note, note
    assert "Left out" not in note and "players" not in note
    assert dialog.rules_problem() is None and dialog.ok_button.isEnabled()
    dialog.count_group.button(3).click()
    assert pl_label("deck") not in dialog.house_label.text() and dialog.ok_button.isEnabled()


def test_the_new_game_dialog_names_the_modes_in_polish(qtbot, polish):
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    dialog.count_group.button(2).click()
    assert dialog.mode_buttons["draw_stock"].text() == "Tysiąc dobierany"
    assert dialog.ok_button.isEnabled()


# ----------------------------------------------------------------- illegal moves
def refused_card(seed: int = 5) -> IllegalAction:
    """Play on until someone holds a card the rules forbid now, and try it."""
    game = Game(make_rules("polish"), ["A", "B", "C"], seed=seed)
    for _ in range(200):
        seat = game.to_move
        view = game.view(seat)
        legal = {str(a) for a in view.legal}
        if view.phase == "play" and view.trick:
            wrong = next((c for c in view.hand if f"play {c}" not in legal), None)
            if wrong is not None:
                with pytest.raises(IllegalAction) as refused:
                    game.apply(f"play {wrong}")
                return refused.value
        game.apply(view.legal[0])
    raise AssertionError("no refused card")


def test_a_refused_card_is_explained_in_polish(polish):
    exc = refused_card()
    assert exc.rule in ("follow_suit", "must_beat", "must_trump")
    text = illegal_text(exc)
    card = exc.params["card"]
    assert card_text(card, html=False) in text and "Nie można zagrać" in text, text
    assert card_text("QH", html=False) == "D♥"  # the Polish letters (dama)
    for phrase in english_words(MOVES[exc.rule]):
        assert phrase not in text
    assert str(exc) not in text


def test_the_controller_reports_refusals_in_polish(qtbot, polish):
    controller = GameController(ai_delay_ms=0, autosave=False)
    try:
        refusals: list[str] = []
        controller.illegal_action.connect(refusals.append)
        seats = [Seat(name="Ala", kind="human"), Seat(name="Bolek", kind="ai", level="easy"),
                 Seat(name="Cezary", kind="ai", level="easy")]
        with qtbot.waitSignal(controller.human_turn, timeout=10_000):
            controller.new_game(GameSetup(players=3, seats=seats, seed=11))
        assert controller.play("fly away") is False
        assert refusals == ["Nie rozumiem tego ruchu."]
        assert str(controller.last_illegal).startswith("not an action")  # a move is an Action, never read from text
    finally:
        controller.close()


def test_the_window_shows_the_refusal_in_polish(qtbot, polish):
    window = MainWindow()
    qtbot.addWidget(window)
    window.controller.ai_delay_ms = 0
    window.controller.trick_hold_ms = 0
    try:
        seats = [Seat(name="Ala", kind="human"), Seat(name="Bolek", kind="ai", level="easy"),
                 Seat(name="Cezary", kind="ai", level="easy")]
        with qtbot.waitSignal(window.controller.human_turn, timeout=10_000):
            window.session.start_game(GameSetup(players=3, seats=seats, seed=11))
        window.controller.play("fly away")  # a move the engine cannot read (a computer's bad answer)
        assert window.statusBar().currentMessage() == "Nie rozumiem tego ruchu."
        assert "Nie rozumiem tego ruchu." in window.bar.prompt.text()
    finally:
        window.controller.close()


# ----------------------------------------------------------------- files set aside
def test_a_damaged_autosave_is_reported_in_polish(qtbot, polish, monkeypatch):
    path = storage.autosave_path()
    path.parent.mkdir(parents=True)
    path.write_text('{"format": "tysiac-record", "vers')
    window = MainWindow()
    qtbot.addWidget(window)
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text, *a: shown.append(text))
    try:
        assert window.session.resume_autosave() is False
    finally:
        window.controller.close()
    [text] = shown
    [kept] = list(path.parent.glob("autosave.bad-*.json"))
    assert str(kept) in text
    assert text.startswith("Nie udało się wznowić zapisanej gry: plik jest uszkodzony lub urwany")
    assert "could not be resumed" not in text and "was kept as" not in text


def test_a_record_with_rules_that_cannot_be_played_is_explained_in_polish(polish, tmp_path):
    doc = game_to_record(Game(make_rules("polish"), ["A", "B", "C"], seed=1))
    doc["rules"]["overrides"] = {"deck": 32, "no_auction": True}
    path = tmp_path / "partia.json"
    path.write_text(json.dumps(doc))
    with pytest.raises(storage.RecordFileError) as refused:
        storage.import_record(path)
    text = record_error_text(refused.value)
    assert text.startswith("Nie można otworzyć pliku partia.json: nie da się grać według jego zasad: ")
    assert f"„{pl_label('deck')}”" in text and "cannot be dealt" not in text and "32 cards" not in text


def test_a_damaged_statistics_file_is_reported_in_polish(qtbot, polish):
    path = storage.statistics_path()
    path.parent.mkdir(parents=True)
    path.write_bytes(b"not a database at all" * 10)
    window = MainWindow()
    qtbot.addWidget(window)
    try:
        [text] = window.notices
    finally:
        window.controller.close()
    [kept] = list(path.parent.glob("statistics.bad-*.sqlite3"))
    assert text == (f"Nie można użyć pliku statystyk: to nie jest plik bazy danych. Zachowano go jako {kept}; "
                    "rozpoczęto nowe statystyki.")


def test_statistics_in_use_are_reported_in_polish(polish, monkeypatch):
    from tysiac_desktop import statistics_file

    Statistics.open()[0].close()
    monkeypatch.setattr(statistics_file, "BUSY_TIMEOUT", 0.05)
    other = sqlite3.connect(storage.statistics_path(), isolation_level=None)
    other.execute("BEGIN EXCLUSIVE")
    try:
        store, problem = Statistics.open()
    finally:
        other.execute("ROLLBACK")
        other.close()
    store.close()
    text = problem_text(problem)
    assert "jest używany przez inny program" in text and "in use" not in text


def test_the_controllers_autosave_failure_is_reported_in_polish(qtbot, polish, monkeypatch):
    def full_disk(*args, **kwargs):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(storage, "atomic_write_text", full_disk)
    controller = GameController(ai_delay_ms=60_000)
    errors: list[str] = []
    controller.error.connect(errors.append)
    try:
        seats = [Seat(name="Ala", kind="human"), Seat(name="Bolek", kind="ai", level="easy"),
                 Seat(name="Cezary", kind="ai", level="easy")]
        controller.new_game(GameSetup(players=3, seats=seats, seed=11))
    finally:
        controller.close()
    assert errors and errors[0] == "Nie udało się automatycznie zapisać gry: No space left on device."


def test_a_computer_failure_is_reported_in_polish(polish):
    from tysiac_desktop.ai_worker import CRASHED, FAILED, TOO_SLOW
    from tysiac_desktop.wording.computer_problems import worker_problem as _worker_problem

    assert _worker_problem(TOO_SLOW) == "gracz komputerowy myślał za długo"
    assert _worker_problem(CRASHED) == "proces gracza komputerowego nieoczekiwanie się zakończył"
    assert _worker_problem(FAILED + "ValueError: x") == "wystąpił błąd gracza komputerowego (ValueError: x)"
