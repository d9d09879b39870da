"""What a player who cannot see the table hears, and what the accessibility tree shows them.

Every question of the bar, refusal and result is announced with its text; Escape never leaves the
game waiting; the query keys answer; the tree names every control (in English and Polish) and
every card of the hand and of the trick; focus indicators and control borders reach 3:1."""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible, QColor, QFont
from PySide6.QtWidgets import QApplication, QPushButton

from tysiac_desktop import palette
from tysiac_desktop.controller import GameSetup, computer, human
from tysiac_desktop.dialogs.game_over import GameOverDialog
from tysiac_desktop.languages import Translators
from tysiac_desktop.main_window import MainWindow
from tysiac_desktop.screenshot import prepared_game
from tysiac_desktop.settings import TABLE_COLOURS
from tysiac_desktop.table.card_item import _MARK
from tysiac_desktop.table.keys import PileKey
from tysiac_desktop.table.scene import FOCUS_DARK, FOCUS_LIGHT
from tysiac_desktop.wording.cards import card_spoken, in_words
from tysiac_engine.actions import Action
from tysiac_engine.ai.players import make_player
from tysiac_engine.cards import Card

from .a11y_tree import named_like_value, repeated_names, unnamed_controls, unnamed_focus_stops
from .test_table_life import play_until


@pytest.fixture
def window(window, qtbot):
    window.activateWindow()
    qtbot.waitActive(window)
    return window


def three(seed=11):
    return GameSetup(players=3, seed=seed, seats=[human("You"), computer("Ala", "easy"), computer("Bolek", "easy")])


def my_play_turn(window):
    game = window.controller.game
    return (game.current is not None and game.current.phase == "play" and game.to_move == 0
            and window.scene.interactive and window.scene.settled())


# ----------------------------------------------------------------- questions, refusals, results
def test_a_question_of_the_bar_is_said_and_escape_cancels_it(qtbot, window):
    window.controller.ai_delay_ms = 3_600_000
    window.session.resume_game(prepared_game(7, "play"))
    view = window.controller.view_for(0)
    window.activateWindow()  # a resumed game may pass the activation around on a loaded machine
    qtbot.waitActive(window)
    window.table.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.table)  # the player is in the hand
    window.bar.ask_meld(Card.parse("KH"), view)
    said = window.announcer.last()
    assert said.startswith("Declare the marriage") and "hearts" in said and "♥" not in said
    assert isinstance(QApplication.focusWidget(), QPushButton)  # the answer is a key away
    assert QApplication.focusWidget().property("action") == Action("meld", None, Card.parse("KH"))
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Escape)
    assert not window.bar.asking()
    assert window.announcer.last().startswith("Cancelled. Your turn")
    assert QApplication.focusWidget() is window.table  # back in the hand, the game still the player's
    assert window.controller.game.to_move == 0 and window.bar.controls is not None

    window.bar.ask_give(Card.parse("QH"), view, (1, 2), window.names())
    assert window.announcer.last() == "Give queen of hearts to whom?"
    qtbot.keyClick(window.table, Qt.Key.Key_Escape)
    assert not window.bar.asking() and window.announcer.last().startswith("Cancelled.")
    window.bar.ask_confirm(Card.parse("AS"), view)
    assert window.announcer.last() == "Play ace of spades?"
    cancel = next(b for b in window.bar.controls if isinstance(b, QPushButton) and b.text() == "Cancel")
    cancel.click()
    assert not window.bar.asking() and window.announcer.last().startswith("Cancelled.")


def test_a_refusal_is_said_urgently_with_its_reason(qtbot, window, monkeypatch):
    from tysiac_desktop import accessibility

    urgent = []
    monkeypatch.setattr(accessibility.QAccessible, "updateAccessibility", lambda event: urgent.append(
        (event.message(), event.politeness())))
    window.controller.ai_delay_ms = 3_600_000
    window.session.resume_game(prepared_game(7, "play"))
    view = window.controller.view_for(0)
    wrong = next(Action("play", None, c) for c in view.hand if Action("play", None, c) not in view.legal) \
        if len(view.legal) < len(view.hand) else Action("bid", 300)
    window.controller.play(wrong)
    reason = window.statusBar().currentMessage()
    assert reason and window.announcer.last() == " ".join(in_words(reason).split())  # its cards in words
    assert not any(sign in window.announcer.last() for sign in "♥♦♣♠")
    assert (window.announcer.last(), QAccessible.AnnouncementPoliteness.Assertive) in urgent


def play_to_summary(qtbot, window):
    """A new game's first deal played to its end: its summary, open."""
    window.controller.ai_delay_ms = 0
    window.session.start_game(three())
    finished = []
    window.controller.deal_finished.connect(finished.append)
    assert play_until(qtbot, window, lambda: bool(finished), make_player("easy", seed=3))
    qtbot.waitUntil(lambda: window.deal_end.summary is not None and window.deal_end.summary.isVisible(), timeout=3000)
    return window.deal_end.summary


def test_the_deal_result_is_said_and_escape_on_the_summary_goes_on(qtbot, window):
    summary = play_to_summary(qtbot, window)
    game = window.controller.game
    assert summary.spoken() in window.announcer.said
    assert summary.title_label.text() in summary.spoken() and "Scores:" in summary.spoken()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is summary, timeout=3000)
    qtbot.keyClick(summary.focusWidget() or summary, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: game.current is not None and game.current.phase == "auction", timeout=3000)
    assert window.deal_end.summary is None and len(game.deals) == 2


def test_escape_on_the_game_over_plays_again_and_close_says_how_to_go_on(qtbot, window):
    window.controller.ai_delay_ms = 3_600_000
    window.session.start_game(three())
    first = window.controller.game
    for choose in ("escape", "close"):
        window.deal_end.on_game_over(0)
        qtbot.waitUntil(lambda: any(d.isVisible() for d in window.findChildren(GameOverDialog)), timeout=3000)
        dialog = next(d for d in window.findChildren(GameOverDialog) if d.isVisible())
        assert dialog.spoken() in window.announcer.said
        if choose == "escape":  # as Play again: a new game with the same players
            qtbot.keyClick(dialog, Qt.Key.Key_Escape)
            assert not dialog.isVisible() and window.controller.game is not first
            assert [s.name for s in window.controller.seats] == ["You", "Ala", "Bolek"]
        else:
            dialog.close_button.click()
            assert window.announcer.last().startswith("The game is over. A new game: Game → New game")
            assert "New game" in window.bar.prompt_text()


def test_a_key_dropped_in_the_input_pause_is_cued(qtbot, window):
    window.controller.ai_delay_ms = 3_600_000
    window.session.resume_game(prepared_game(7, "play"))
    window.table.setFocus()
    before = len(window.controller.game.current.history)
    window.guard.hold()
    qtbot.keyClick(window.table, Qt.Key.Key_Return)
    assert len(window.controller.game.current.history) == before
    assert window.guard.dropped_keys == 1 and window.announcer.last() == "Too soon, press again"


def test_plays_are_said_with_card_names_in_words(qtbot, window):
    window.session.start_game(three())
    assert play_until(qtbot, window, lambda: len(window.controller.game.current.trick) >= 2
                      if window.controller.game.current else False, make_player("easy", seed=3))
    said = " ".join(window.announcer.said)
    assert " of " in said and not any(sign in said for sign in "♥♦♣♠")


# ----------------------------------------------------------------- the focused card
def test_the_focused_card_is_described_and_said_after_a_play(qtbot, window):
    window.session.start_game(three(seed=21))
    bot = make_player("easy", seed=1)
    assert play_until(qtbot, window, lambda: my_play_turn(window), bot)
    qtbot.waitUntil(lambda: not window.guard.quiet(), timeout=3000)
    window.table.setFocus()
    qtbot.keyClick(window.table, Qt.Key.Key_Tab, Qt.KeyboardModifier.ShiftModifier)
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)  # back to the table by Tab: the ring shows
    assert QApplication.focusWidget() is window.table and window.scene.focus_ring.isVisible()
    card = window.scene.focused_card()
    assert str(card) in window.scene.playable  # the focus waits on a card that may be played
    qtbot.keyClick(window.table, Qt.Key.Key_Return)
    assert card not in window.controller.view_for(0).hand
    assert play_until(qtbot, window, lambda: my_play_turn(window), bot)
    focused = window.scene.focused_card()
    assert focused in window.controller.view_for(0).hand
    description = window.table.accessibleDescription()
    assert description.startswith(card_spoken(focused)) and card_spoken(card) not in description
    assert window.announcer.last().endswith(description)  # "Your turn: … king of hearts, playable"


# ----------------------------------------------------------------- query keys
def test_the_query_keys_say_what_the_table_holds(qtbot, window):
    window.controller.ai_delay_ms = 3_600_000
    window.session.resume_game(prepared_game(7, "play"))
    window.table.setFocus()
    view = window.controller.view_for(0)
    answers = {}
    for key in (Qt.Key.Key_C, Qt.Key.Key_T, Qt.Key.Key_S, Qt.Key.Key_B, Qt.Key.Key_W):
        qtbot.keyClick(window.table, key)
        answers[key] = window.announcer.last()
    assert answers[Qt.Key.Key_C].startswith("Your cards: ") and "hearts: " in answers[Qt.Key.Key_C].lower()
    assert answers[Qt.Key.Key_T].startswith(("On the table: ", "No card is on the table."))
    assert answers[Qt.Key.Key_T].endswith("Your turn.")
    for seat, card in view.trick:
        assert card_spoken(card) in answers[Qt.Key.Key_T]
    assert answers[Qt.Key.Key_S] == "Scores: " + ", ".join(
        f"{name} {score}" for name, score in zip(window.names(), view.scores)) + "."
    assert "plays for" in answers[Qt.Key.Key_B] or "play for" in answers[Qt.Key.Key_B]
    assert "Trump" in answers[Qt.Key.Key_B] or "No trump yet." in answers[Qt.Key.Key_B]
    assert answers[Qt.Key.Key_W].startswith(("Taken so far: ", "Nothing has been taken yet."))
    assert window.statusBar().currentMessage() == answers[Qt.Key.Key_W]


# ----------------------------------------------------------------- the accessibility tree
def table_tree(window):
    table = QAccessible.queryAccessibleInterface(window.table)
    return {table.child(i).text(QAccessible.Text.Name): [table.child(i).child(j).text(QAccessible.Text.Name)
                                                         for j in range(table.child(i).childCount())]
            for i in range(table.childCount()) if table.child(i).object() is None}


HAND_NAMES = ("Your hand", "Twoja ręka", "Ваши карты", "Din hånd")
TRICK_NAMES = ("The trick", "Lewa na stole", "Взятка на столе", "Stikket på bordet")


def check_names(widget):
    assert not unnamed_controls(widget), unnamed_controls(widget)
    assert not unnamed_focus_stops(widget), unnamed_focus_stops(widget)
    assert not named_like_value(widget), named_like_value(widget)


@pytest.fixture
def polyglot(qtbot, qapp):
    """A window that can switch language (English again after the test)."""
    translators = Translators(qapp)
    win = MainWindow(translators=translators)
    win.set_speed("off")
    win.controller.trick_hold_ms = 0
    qtbot.addWidget(win)
    win.resize(1280, 800)
    win.show()
    yield win
    translators.switch("en")
    win.controller.close()


@pytest.mark.parametrize("lang", ["en", "pl", "ru", "da"])
def test_every_control_and_card_is_named_in_the_tree(qtbot, polyglot, lang):
    window = polyglot
    window.set_language(lang)
    window.controller.ai_delay_ms = 3_600_000
    # the auction
    window.session.start_game(three())
    window.controller.ai_delay_ms = 0
    qtbot.waitUntil(lambda: bool(window.bar.controls), timeout=5000)  # the player's call
    assert window.controller.game.current.phase == "auction"
    check_names(window)
    assert not repeated_names(window), repeated_names(window)
    names = {n: kids for n, kids in table_tree(window).items()}
    hand = next(kids for n, kids in names.items() if n.startswith(HAND_NAMES))
    assert hand == [card_spoken(c) for c in window.scene.my_cards]
    # the play, a trick on the table
    window.session.resume_game(prepared_game(7, "play"))
    check_names(window)
    view = window.controller.view_for(0)
    tree = table_tree(window)
    hand = next(kids for n, kids in tree.items() if n.startswith(HAND_NAMES))
    assert sorted(hand) == sorted(card_spoken(c) for c in view.hand)
    trick = [kid for n, kids in tree.items() for kid in kids if n.startswith(TRICK_NAMES)]
    assert len(trick) == len(view.trick) and all(card_spoken(c) in " ".join(trick) for _, c in view.trick)
    assert all(kids == [] or all(k for k in kids) for kids in tree.values())
    # the focused card is the tree's focused node
    window.table.setFocus()
    qtbot.keyClick(window.table, Qt.Key.Key_Right)
    focus = QAccessible.queryAccessibleInterface(window.table).focusChild()
    assert focus is not None and focus.text(QAccessible.Text.Name) == card_spoken(window.scene.focused_card())
    sent = []
    original = QAccessible.updateAccessibility
    QAccessible.updateAccessibility = lambda event: (sent.append(event.type()), original(event))
    try:
        qtbot.keyClick(window.table, Qt.Key.Key_Right)  # a screen reader following the focus is told
    finally:
        QAccessible.updateAccessibility = original
    assert QAccessible.Event.Focus in sent
    # New game and House rules
    for dialog in (window.session.new_game_dialog(), window.session.house_rules_dialog(),
                   window.preferences_dialog()):
        dialog.show()
        check_names(dialog)
        assert not repeated_names(dialog), repeated_names(dialog)
        if hasattr(dialog, "mode_buttons"):  # each mode and preset is heard with the line under it
            from tysiac_desktop.wording.modes import mode_line
            from tysiac_desktop.wording.words import preset_descriptions

            assert all(b.accessibleDescription() == mode_line(m) for m, b in dialog.mode_buttons.items())
            assert all(b.accessibleDescription() == preset_descriptions()[key]
                       for key, b in dialog.preset_buttons.items())
        dialog.close()
    # the deal's summary
    summary = play_to_summary(qtbot, window)
    check_names(summary)
    assert not repeated_names(summary)


# ----------------------------------------------------------------- low vision
def test_focus_indicators_and_borders_reach_three_to_one():
    for cloth in TABLE_COLOURS.values():
        c = palette.chrome(cloth)
        felt = QColor(cloth)
        for shade in (felt.lighter(125), felt, felt.darker(135)):
            assert palette.contrast(FOCUS_LIGHT.name(), shade.name()) >= 3  # the ring's outer tone on the cloth
        assert palette.contrast(FOCUS_DARK.name(), "#ffffff") >= 3  # its inner tone on a white card
        assert palette.contrast(FOCUS_DARK.name(), _MARK.name()) >= 3  # unlike the musik's gold frame
        assert palette.contrast(c.accent_text, c.accent) >= 3  # a focused gold button
        assert palette.contrast(c.accent, c.panel) >= 3 and palette.contrast(c.accent, c.button) >= 3
        for ground in (c.window, c.panel, c.base):
            assert palette.contrast(c.border, ground) >= 3, (cloth, ground)  # fields, check boxes, buttons


def test_the_focus_ring_lies_above_the_next_card(qtbot, window):
    window.controller.ai_delay_ms = 3_600_000
    window.session.resume_game(prepared_game(7, "play"))
    window.table.setFocus()
    qtbot.keyClick(window.table, Qt.Key.Key_Home)
    hand = window.scene.pile_items(PileKey.hand(0))
    ring = window.scene.focus_ring
    assert ring.isVisible() and ring.zValue() > max(item.zValue() for item in hand)
    assert ring.card is window.scene.cards[str(window.scene.focused_card())]


def test_table_texts_follow_the_application_font(qtbot, window):
    window.session.resume_game(prepared_game(7, "play"))
    small = window.scene.text_scale, palette.font_px(15)
    font = QApplication.font()
    try:
        bigger = QFont(font)
        bigger.setPointSizeF(16)
        QApplication.setFont(bigger)
        window.table.fit()
        assert window.scene.text_scale > small[0] and palette.font_px(15) > small[1]
    finally:
        QApplication.setFont(font)
        window.table.fit()


def test_the_sheets_a_player_reads_after_a_deal_are_named_and_spoken(qtbot, window):
    """The score sheet, the review of one's play, the statistics and the rules: every control named,
    the sheet's and the review's tables Tab stops whose cells say what the paper only paints (✓ ✗,
    card signs)."""
    from types import SimpleNamespace

    from tysiac_desktop.dialogs import RulesHelpDialog, ScoreSheetDialog
    from tysiac_desktop.dialogs.coach import CoachDialog
    from tysiac_desktop.dialogs.sheet_model import DELTA_ROLE, STATE_ROLE
    from tysiac_desktop.wording.words import signed
    from tysiac_desktop.dialogs.statistics import StatisticsDialog
    from tysiac_engine.record import game_to_record

    game = prepared_game(5, "sheet")
    window.controller.resume(game_to_record(game))
    window.statistics.record(game, window.controller.seats)
    names = list(game.players)
    review = SimpleNamespace(number=0, phase="play", chosen=Action.parse("play KS"), trick=2, card_number=3,
                             table=(), open_best=Action.parse("play AS"), open_loss=24.0,
                             search_best=Action.parse("play AS"), search_loss=10.0, made_chosen=False,
                             made_best=True, declaring=True)
    made = {
        "sheet": ScoreSheetDialog(names, game.results, game.start_scores, window, rules=game.rules),
        "review": CoachDialog(names, SimpleNamespace(seat=0, deal=0, decisions=(review,)), 0, window),
        "statistics": StatisticsDialog(window.statistics, window.statistics.this_game(game), window),
        "rules": RulesHelpDialog(game.rules, game.preset, window),
    }
    for dialog in made.values():
        qtbot.addWidget(dialog)
        dialog.show()
        check_names(dialog)
    sheet = made["sheet"].sheet
    assert sheet.view.focusPolicy() & Qt.FocusPolicy.TabFocus and sheet.view.accessibleName() == "Score sheet"
    model, spoken = sheet.model, Qt.ItemDataRole.AccessibleTextRole
    fates = {"made": "made", "failed": "failed", "conceded": "conceded", "bomb": "bomb"}
    said = []
    for row in range(model.rowCount()):
        contract = model.index(row, 1)
        state = model.data(contract, STATE_ROLE)
        if state in fates:
            assert model.data(contract, spoken) == f"{model.data(contract)}, {fates[state]}"
            said.append(state)
        seat = model.index(row, 2)
        change = signed(model.data(seat, DELTA_ROLE))
        assert model.data(seat, spoken) == f"{model.side_name(model.sides[0])}: {model.data(seat)} ({change})"
    assert said, "the prepared game has played contracts"
    table = made["review"].table
    assert table.focusPolicy() & Qt.FocusPolicy.TabFocus and table.accessibleName() == "Decisions"
    assert table.item(0, 1).data(spoken) == in_words(table.item(0, 1).text()) == "play king of spades"
    games = made["statistics"].games_list
    assert games.topLevelItemCount() >= 1
    game_row = games.topLevelItem(0)  # who was a computer player, heard as well as hovered
    assert game_row.toolTip(2) and game_row.data(2, Qt.ItemDataRole.AccessibleDescriptionRole) == game_row.toolTip(2)
    for dialog in made.values():
        dialog.done(0)


def test_what_the_status_bar_says_is_said_to_a_screen_reader_too(qtbot, window):
    """Game → Resume with nothing to resume only wrote to the status bar, which a screen reader
    never reads."""
    assert window.session.resume_autosave() is False
    assert window.statusBar().currentMessage() == "There is no unfinished game to resume."
    assert window.announcer.last() == "There is no unfinished game to resume."


def test_choosing_the_language_or_speed_in_use_keeps_it_checked(qtbot, window):
    for actions in (window.language_actions, window.speed_actions):
        current = next(act for act in actions.values() if act.isChecked())
        current.trigger()
        assert current.isChecked() and [act for act in actions.values() if act.isChecked()] == [current]
