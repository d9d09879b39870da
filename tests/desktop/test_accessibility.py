"""Accessibility: every action by keyboard (and listed in Help → Keyboard), what happens said to
screen readers (QAccessibleAnnouncementEvent), accessible names on cards and buttons."""
import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QApplication, QLabel, QPushButton

from tysiac_desktop import accessibility
from tysiac_desktop.controller import GameSetup, computer, human
from tysiac_desktop.dialogs.keys import KeysDialog
from tysiac_desktop.screenshot import prepared_game
from tysiac_engine.actions import Action
from tysiac_engine.ai.players import make_player
from tysiac_engine.cards import Card


@pytest.fixture
def window(window, qtbot):
    """The shared window (conftest), active: keyboard focus goes to it."""
    window.activateWindow()
    qtbot.waitActive(window)
    return window


def test_announcements_use_qts_accessibility_api(qtbot, window, monkeypatch):
    sent = []
    monkeypatch.setattr(accessibility.QAccessible, "updateAccessibility", lambda event: sent.append(
        (type(event).__name__, event.message(), event.object())))
    window.controller.ai_delay_ms = 3_600_000
    window.session.start_game(GameSetup(players=3, seed=11, seats=[human("You"), computer("Ala", "easy"),
                                                          computer("Bolek", "easy")]))
    window.controller.ai_delay_ms = 0
    qtbot.waitUntil(lambda: window.controller.game.to_move == 0 and window.scene.interactive, timeout=10_000)
    said = list(window.announcer.said)
    history = window.controller.game.current.history
    names = window.names()
    for seat, action in history:  # each computer's call, in words
        expected = f"{names[seat]} bids {action.value}" if action.kind == "bid" else f"{names[seat]} passes"
        assert expected in said
    assert sent and all(kind == "QAccessibleAnnouncementEvent" and obj is window.table for kind, _, obj in sent)
    legal = window.controller.view_for(0).legal
    window.controller.play(next(a for a in legal if a.kind == "bid"))
    assert window.announcer.last().startswith("You bid ")


def test_taking_a_trick_is_announced(qtbot, window):
    window.session.resume_game(prepared_game(7, "play"))
    game = window.controller.game
    bot = make_player("medium", seed=5)
    tricks = len(game.current.completed)
    for _ in range(200):
        if game.current is None or len(game.current.completed) > tricks:
            break
        if game.to_move == 0 and window.scene.interactive:
            window.controller.play(bot.choose(window.controller.view_for(0)))
        qtbot.wait(5)
    winner = game.deals[-1].completed[tricks][2]
    expected = "You take the trick" if winner == 0 else f"{window.names()[winner]} takes the trick"
    assert any(expected in line for line in window.announcer.said)


def test_a_card_and_a_button_have_accessible_names(qtbot, window):
    window.controller.ai_delay_ms = 3_600_000
    window.session.resume_game(prepared_game(7, "play"))
    window.table.setFocus()
    qtbot.keyClick(window.table, Qt.Key.Key_Right)
    card = window.scene.focused_card()
    description = window.table.accessibleDescription()
    assert description.split(",")[0] in {"ten of hearts", "king of hearts", "jack of hearts", "king of clubs",
                                         "ace of diamonds", "ace of spades", "queen of hearts"}
    assert "playable" in description or "cannot be played" in description
    assert window.announcer.last() == description
    assert window.table.accessibleName() == "Card table"
    view = window.controller.view_for(0)
    window.bar.ask_meld(Card.parse("KH"), view)
    meld = next(b for b in window.bar.controls if isinstance(b, QPushButton)
                and b.property("action") == Action("meld", None, Card.parse("KH")))
    assert meld.accessibleName() == "Declare the marriage in hearts, 100 points"
    just = next(b for b in window.bar.controls if isinstance(b, QPushButton)
                and b.property("action") == Action("play", None, Card.parse("KH")))
    assert just.accessibleName() == "Just play king of hearts"
    assert card is not None


def test_a_whole_deal_can_be_played_with_the_keyboard(qtbot, window):
    """Bids and contract through Tab and Space, cards through the arrows and Enter."""
    window.session.start_game(GameSetup(players=3, seed=11, seats=[human("You"), computer("Ala", "medium"),
                                                          computer("Bolek", "medium")]))
    game = window.controller.game
    bot = make_player("medium", seed=1)
    done = []
    window.controller.deal_finished.connect(done.append)
    for _ in range(3000):
        if done:
            break
        if not (game.to_move == 0 and window.scene.interactive and window.controller.current_human() == 0):
            qtbot.wait(3)
            continue
        action = bot.choose(window.controller.view_for(0))
        # a key pressed within the double-click interval of a new position is taken for the end of
        # an earlier gesture (input_guard): a player looks at the position first
        qtbot.waitUntil(lambda: not window.guard.quiet(), timeout=3000)
        if action.card is not None and action.kind in ("play", "meld", "give", "discard"):
            window.table.setFocus()
            for _ in range(20):
                if window.scene.focused_card() == action.card:
                    break
                qtbot.keyClick(window.table, Qt.Key.Key_Right)
            assert window.scene.focused_card() == action.card
            before = len(game.current.history)
            qtbot.keyClick(window.table, Qt.Key.Key_Return)
            if len(game.current.history) == before:  # a question of the bar (meld or not): Tab to it
                target = action
                press_bar(qtbot, window, target)
        else:
            press_bar(qtbot, window, action)
    assert done, "the deal was not played to its end with the keyboard"


def press_bar(qtbot, window, action):
    """Tab from the table to the bar's button (or list) for ``action`` and press it with Space."""
    window.table.setFocus()
    seen = []
    for _ in range(30):
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        widget = QApplication.focusWidget()
        seen.append(widget)
        if isinstance(widget, QPushButton) and widget.property("action") == action:
            qtbot.keyClick(widget, Qt.Key.Key_Space)
            return
        if widget is not None and widget.property("choice") == action.kind and hasattr(widget, "findData"):
            index = widget.findData(action)
            if index >= 0:
                while widget.currentIndex() != index:
                    qtbot.keyClick(widget, Qt.Key.Key_Down if widget.currentIndex() < index else Qt.Key.Key_Up)
                qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
                qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Space)
                return
    pytest.fail(f"no way to {action} with the keyboard: {[(type(w).__name__, w.property('action')) for w in seen]}")


def test_help_lists_the_keys(qtbot, window):
    window.act_keys.trigger()
    dialog = next(d for d in window.findChildren(KeysDialog) if d.isVisible())
    text = " ".join(label.text() for label in dialog.findChildren(QLabel))
    for key in ("L", "H", "Enter", "Tab", QKeySequence(QKeySequence.StandardKey.New).toString()):
        assert key in text
    assert window.act_hint.shortcut().toString() == "H" and window.act_last_trick.shortcut().toString() == "L"
    dialog.close()
