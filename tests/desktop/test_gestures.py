"""One gesture, one action, with real mouse events on the table's viewport.

A click chooses a card (it is raised; Enter plays it); a double-click or a drag plays it.  No
click of a gesture begun before a new position or a hot-seat hand-over acts on what came
next: the finding was a double-click that played a card and then, through the privacy screen,
showed the next player's hand, and one that won a trick and led the next card too."""
from __future__ import annotations

import copy

import pytest
from PySide6.QtCore import Qt

from tysiac_desktop.controller import GameSetup
from tysiac_engine.ai.players import make_player
from tysiac_engine.game import Seat
from tysiac_desktop.table.keys import PileKey

from .test_main_window import card_point, double_click
from .test_table_life import play_until


def one_human(seed, mode_overrides=None, players=3):
    seats = [Seat(name="Ewa", kind="human")] + [Seat(name=f"C{i}", kind="ai", level="easy")
                                               for i in range(1, players)]
    return GameSetup(players=players, seats=seats, seed=seed, overrides=mode_overrides or {})


def my_turn_in_play(window):
    game = window.controller.game
    return (game.current is not None and game.current.phase == "play" and game.to_move == 0
            and window.scene.interactive and window.scene.settled())


def plays_of(game, seat):
    return [a for s, a in game.current.history if s == seat and a.kind in ("play", "meld")]


def test_a_click_chooses_a_card_and_enter_plays_it(qtbot, window):
    window.session.start_game(one_human(seed=21))
    assert play_until(qtbot, window, lambda: my_turn_in_play(window), make_player("easy", seed=1))
    game = window.controller.game
    view = window.controller.view_for(0)
    card = next(a.card for a in view.legal if a.kind == "play")
    assert "double-click" in window.bar.prompt_text() and "Enter" in window.bar.prompt_text()
    qtbot.waitUntil(lambda: not window.guard.quiet(), timeout=3000)
    before = game.current.history  # a tuple: a snapshot
    qtbot.mouseClick(window.table.viewport(), Qt.MouseButton.LeftButton, pos=card_point(window, str(card)))
    assert game.current.history == before, "a single click played a card"
    item = window.scene.cards[str(card)]
    assert window.scene.selected is item and item.selected  # raised above the hand
    window.table.setFocus()
    qtbot.keyClick(window.table, Qt.Key.Key_Return)
    assert plays_of(game, 0)[-1].card == card


def winning_card(game, seat=0):
    """A card whose play ends the trick with ``seat`` to move again (the engine says so)."""
    for action in game.legal_actions():
        if action.kind != "play":
            continue
        trial = copy.deepcopy(game)
        trial.apply(action)
        deal = trial.current
        if deal is not None and len(deal.completed) > len(game.current.completed) and trial.to_move == seat:
            return action.card
    return None


@pytest.mark.parametrize("mode", [{}, {"two_player_mode": "draw_stock"}])
def test_a_double_click_that_wins_a_trick_plays_one_card(qtbot, window, mode):
    players = 2 if mode else 3
    bot = make_player("easy", seed=2)
    for seed in range(30):
        window.session.start_game(one_human(seed, mode, players))
        game = window.controller.game
        reached = play_until(qtbot, window, lambda: my_turn_in_play(window) and game.current.trick
                             and winning_card(game) is not None, bot, limit=300)
        if reached:
            break
    else:
        pytest.fail("no trick the player could win was reached")
    card = winning_card(game)
    mine = len(plays_of(game, 0))
    double_click(qtbot, window, card_point(window, str(card)))
    qtbot.wait(50)
    assert len(plays_of(game, 0)) == mine + 1, "one double-click played more than one card"
    assert game.to_move == 0 and not game.current.trick  # the player leads the next trick, when they choose


def test_a_double_click_that_ends_a_turn_does_not_hand_the_screen_over(qtbot, window):
    seats = [Seat(name="Ala", kind="human"), Seat(name="Bolek", kind="human")]
    window.session.start_game(GameSetup(players=2, seats=seats, seed=5, overrides={"two_player_mode": "draw_stock"}))
    controller, game = window.controller, window.controller.game
    qtbot.waitUntil(window.privacy.isVisible, timeout=3000)
    qtbot.waitUntil(lambda: not window.guard.quiet(), timeout=3000)
    qtbot.mouseClick(window.privacy.button, Qt.MouseButton.LeftButton)
    first = game.to_move
    assert controller.current_human() == first and not window.privacy.isVisible()
    qtbot.waitUntil(lambda: my_turn_in_play(window) or game.to_move != 0 and window.scene.interactive, timeout=3000)
    card = next(a.card for a in controller.view_for(first).legal if a.kind == "play")
    double_click(qtbot, window, card_point(window, str(card)))
    qtbot.waitUntil(window.privacy.isVisible, timeout=3000)
    # the next click comes at once (a double-click's end, or a hurried third click): it is not the
    # next player's, and the screen stays covered
    qtbot.mouseClick(window.privacy.button, Qt.MouseButton.LeftButton)
    qtbot.keyClick(window.privacy.button, Qt.Key.Key_Space)
    assert window.privacy.isVisible() and controller.current_human() is None
    nobody = {str(c) for c in controller.view_for(1 - first).hand}
    assert not nobody & {code for code, item in window.scene.cards.items() if item.face_up}
    # a click of its own, later, hands the screen over
    qtbot.waitUntil(lambda: not window.guard.quiet(), timeout=3000)
    qtbot.mouseClick(window.privacy.button, Qt.MouseButton.LeftButton)
    assert not window.privacy.isVisible() and controller.current_human() == 1 - first


def test_a_drag_begun_before_a_new_position_does_not_play(qtbot, window):
    window.session.start_game(one_human(seed=21))
    assert play_until(qtbot, window, lambda: my_turn_in_play(window), make_player("easy", seed=1))
    game = window.controller.game
    card = next(a.card for a in window.controller.view_for(0).legal if a.kind == "play")
    viewport = window.table.viewport()
    start = card_point(window, str(card))
    end = window.table.mapFromScene(window.scene.table_point())
    before = game.current.history  # a tuple: a snapshot
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=start)
    for step in range(1, 5):
        qtbot.mouseMove(viewport, start + (end - start) * step / 8)
    window.guard.hold()  # the position changed under the dragging hand (a dialog, a hand-over)
    for step in range(5, 9):
        qtbot.mouseMove(viewport, start + (end - start) * step / 8)
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=end)
    assert game.current.history == before
    qtbot.waitUntil(window.scene.settled, timeout=3000)
    assert window.scene.cards[str(card)] in window.scene.pile_items(PileKey.hand(0))
