"""Whole deals played with key events only, as a player without a mouse plays them: the keys pressed
are counted (at most 4 a decision on average), and the game never waits for a key that does nothing.

A bot chooses each move; the test makes it from wherever the keyboard focus is, the way a player
would: the arrows to the card (the shorter way round) and Enter, or Tab to the bar's choice and
Enter; a question of the bar is answered from the button the focus lands on; the deal's summary
goes with Escape."""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QComboBox, QPushButton

from tysiac_desktop.controller import GameSetup, computer, human
from tysiac_engine.ai.players import make_player

CARD_KINDS = ("play", "meld", "give", "discard")


@pytest.fixture
def window(window, qtbot):
    window.activateWindow()
    qtbot.waitActive(window)
    return window


class Keys:
    """Presses keys on the focused widget and counts them."""

    def __init__(self, qtbot, window):
        self.qtbot, self.window, self.count = qtbot, window, 0

    def press(self, key, modifier=Qt.KeyboardModifier.NoModifier):
        active = QApplication.activeWindow() or self.window  # keys go to the active window's focus
        target = active.focusWidget() or active
        self.count += 1
        self.qtbot.keyClick(target, key, modifier)

    def to_table(self):
        """Shift+Tab back to the table when the focus is elsewhere (counted)."""
        for _ in range(40):
            if QApplication.focusWidget() is self.window.table:
                return
            self.press(Qt.Key.Key_Tab, Qt.KeyboardModifier.ShiftModifier)
        pytest.fail(f"the table cannot be reached with Shift+Tab from {QApplication.focusWidget()}")

    def to_card(self, card):
        scene = self.window.scene
        target = scene.my_cards.index(str(card))
        step = (target - scene.focus_index) % len(scene.my_cards)
        key = Qt.Key.Key_Right if step <= len(scene.my_cards) - step else Qt.Key.Key_Left
        for _ in range(len(scene.my_cards)):
            if scene.focused_card() == card:
                return
            self.press(key)
        assert scene.focused_card() == card

    def to_bar(self, action):
        """Tab to the bar's choice for ``action`` and press Enter (a list: Down to the value first)."""
        for _ in range(30):
            widget = QApplication.focusWidget()
            if isinstance(widget, QPushButton) and widget.property("action") == action:
                self.press(Qt.Key.Key_Return)
                return
            if isinstance(widget, QComboBox) and widget.property("choice") == action.kind:
                index = widget.findData(action)
                if index >= 0:
                    while widget.currentIndex() != index:
                        self.press(Qt.Key.Key_Down if widget.currentIndex() < index else Qt.Key.Key_Up)
                    self.press(Qt.Key.Key_Tab)
                    self.press(Qt.Key.Key_Return)
                    return
            self.press(Qt.Key.Key_Tab)
        pytest.fail(f"no way to {action} with the keyboard: {[(type(w).__name__, w.property('action')) for w in [QApplication.focusWidget()]]} {[(b.property('action')) for b in self.window.bar.controls]}")


def play_deals_by_keys(qtbot, window, deals, seed):
    """Play ``deals`` deals as seat 0 by keys; (presses, decisions, deals as declarer)."""
    game = window.controller.game
    bot = make_player("medium", seed=seed)
    keys = Keys(qtbot, window)
    decisions, finished, declared = 0, [], 0
    window.controller.deal_finished.connect(finished.append)
    for _ in range(20000):
        if len(finished) >= deals and window.deal_end.summary is None:
            break
        summary = window.deal_end.summary
        if summary is not None and summary.isVisible():
            qtbot.waitUntil(lambda: QApplication.activeWindow() is summary, timeout=3000)
            keys.press(Qt.Key.Key_Escape)  # goes on as "Next deal"
            qtbot.waitUntil(lambda: window.deal_end.summary is None and game.current is not None, timeout=3000)
            assert game.current.phase == "auction" or game.is_over, "Escape on the summary left the game waiting"
            continue
        mine = (game.current is not None and game.to_move == 0 and window.scene.interactive
                and window.controller.current_human() == 0 and not window.controller.holding_trick)
        if not mine:
            qtbot.wait(2)
            continue
        qtbot.waitUntil(window.scene.settled, timeout=3000)
        qtbot.waitUntil(lambda: not window.guard.quiet(), timeout=3000)  # the player looks first
        view = window.controller.view_for(0)
        action = bot.choose(view)
        before = len(game.current.history)
        decisions += 1
        if action.card is not None and action.kind in CARD_KINDS:
            keys.to_table()
            keys.to_card(action.card)
            keys.press(Qt.Key.Key_Return)
            if game.current is not None and len(game.current.history) == before:  # a question of the bar: the focus is on its first answer
                assert window.bar.asking(), "Enter on a card did nothing"
                keys.to_bar(action)
        else:
            keys.to_bar(action)
        assert game.current is None or len(game.current.history) > before or game.deal_count - 1 != \
            view.deal_number, f"{action} was not made by its keys (the focus on {QApplication.focusWidget()})"
        focus = QApplication.focusWidget()  # the hand, or the bar that still asks: never the log
        assert focus is window.table or focus in window.bar.controls or focus.window() is not window, focus
        if action.kind in ("declare", "bomb", "concede"):
            declared += 1
    assert len(finished) >= deals, "the deals were not played to their end with the keyboard"
    return keys.count, decisions, declared


@pytest.mark.parametrize("seed", [11, 4])
def test_whole_deals_by_keys_alone(qtbot, window, seed):
    window.session.start_game(GameSetup(players=3, seed=seed, seats=[human("You"), computer("Ala", "medium"),
                                                                     computer("Bolek", "medium")]))
    presses, decisions, declared = play_deals_by_keys(qtbot, window, deals=3, seed=seed)
    print(f"seed {seed}: {presses} presses for {decisions} decisions ({presses / decisions:.2f} each), "
          f"{declared} deals as declarer")
    assert presses / decisions <= 4.0


def test_declarer_and_defender_by_keys(qtbot, window):
    """A deal the player declares and one they defend, each played to its end by keys."""
    results = {}
    for seed in range(1, 30):
        window.session.start_game(GameSetup(players=3, seed=seed, seats=[
            human("You"), computer("Ala", "medium"), computer("Bolek", "medium")]))
        presses, decisions, declared = play_deals_by_keys(qtbot, window, deals=1, seed=seed)
        role = "declarer" if declared else "defender"
        results.setdefault(role, (presses, decisions))
        if len(results) == 2:
            break
    print({role: f"{p} presses / {d} decisions" for role, (p, d) in results.items()})
    assert set(results) == {"declarer", "defender"}
    for presses, decisions in results.values():
        assert presses / decisions <= 4.0
