"""The table over a game's life, as a player sees it: a new game leaves nothing of the old one
(and asks first), a refused card stays in the hand, a completed trick stays long enough to be
seen, and the last trick can be looked at again."""
import time

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtWidgets import QGraphicsSimpleTextItem, QMessageBox

from tysiac_desktop.controller import GameSetup, computer, human
from tysiac_desktop.dialogs import NewGameDialog
from tysiac_desktop.screenshot import prepared_game
from tysiac_desktop.table.card_item import CardItem
from tysiac_desktop.table.scene import NamePlate
from tysiac_engine.ai.players import make_player
from tysiac_engine.record import game_to_record, load_game
from tysiac_desktop.table.keys import PileKey

from .test_main_window import card_point


def scene_texts(win) -> list[str]:
    """Every text drawn on the table: plates (name and status) and captions."""
    out = []
    for item in win.scene.items():
        if isinstance(item, NamePlate) and item.isVisible():
            out += [item.name, item.status]
        elif isinstance(item, QGraphicsSimpleTextItem) and item.isVisible():
            out.append(item.text())
    return [t for t in out if t]


def cards_on_table(win) -> list[CardItem]:
    return [item for item in win.scene.items() if isinstance(item, CardItem) and item.parentItem() is None]


def play_until(qtbot, win, done, bot, limit=3000):
    """Let the computers play and the human (seat 0) move like ``bot`` until ``done()``."""
    game = win.controller.game
    for _ in range(limit):
        if done():
            return True
        if game.current is None:
            if game.is_over:
                return False
            win.deal_end.close_summary()
            win.controller.next_deal()
        elif game.to_move == 0 and win.controller.current_human() == 0 and win.scene.interactive:
            win.controller.play(bot.choose(win.controller.view_for(0)))
        qtbot.wait(2)
    return done()


# ----------------------------------------------------------------- a new game
def test_a_new_game_mid_game_leaves_only_the_new_games_items(qtbot, window):
    """4 players in the middle of the play, then a 3-player hot-seat game: plates, captions,
    statuses and cards are those of the new game's first view, nothing else."""
    old = prepared_game(7, "play", rules={"preset": "polish", "overrides": {"players": 4}})
    assert window.session.resume_record(game_to_record(old))
    assert any(t.endswith((" trick", " tricks")) for t in scene_texts(window))  # "Ala: 2 tricks"
    window.controller.ai_delay_ms = 3_600_000  # the new game waits while we look
    setup = GameSetup(players=3, seed=5, seats=[human("Ewa"), human("Filip"), computer("Gosia", "easy")])
    window.session.start_game(setup)
    qtbot.waitUntil(lambda: window.privacy.isVisible(), timeout=3000)  # hot-seat: handed over first
    game = window.controller.game
    view = game.view(0)
    texts = scene_texts(window)
    assert {"Ewa", "Filip", "Gosia"} <= set(texts)
    for stale in ("You", "Ala", "Bolek", "Cezary"):
        assert stale not in texts
    assert not [t for t in texts if "trick" in t or "bid" in t]
    plates = [item for item in window.scene.items() if isinstance(item, NamePlate)]
    assert sorted(p.name for p in plates) == ["Ewa", "Filip", "Gosia"]
    # every card on the table lies in a pile, and each pile holds what the view says
    items = cards_on_table(window)
    piled = [item for pile in window.scene.piles.values() for item in pile.items]
    assert sorted(map(id, items)) == sorted(map(id, piled))
    for seat in range(3):
        assert len(window.scene.pile_items(PileKey.hand(seat))) == view.hand_sizes[seat] == 7
    assert len(items) == 24  # 3 × 7 and the musik of 3
    qtbot.mouseClick(window.privacy.button, Qt.MouseButton.LeftButton)
    assert len(cards_on_table(window)) == 24 and window.side.log_lines() == []


def test_a_new_game_shows_none_of_the_old_games_calls_on_its_plates(qtbot, window):
    """Calls of the auction ("bids 110") belong to their game: after a new game the plates show the
    new game's own (the dealer), not what was bid before at the same seats."""
    window.session.start_game(GameSetup(players=4, seed=3, seats=[human("You"), computer("Ala", "easy"),
                                                         computer("Bolek", "easy"), computer("Cezary", "easy")]))
    game = window.controller.game
    bot = make_player("easy", seed=1)
    assert play_until(qtbot, window, lambda: game.current.phase == "auction" and game.to_move == 0
                      and len(game.current.history) >= 2, bot)
    window.controller.play(game.legal_actions()[-1])
    assert any("bid" in t for t in scene_texts(window))
    window.controller.ai_delay_ms = 3_600_000
    window.session.start_game(GameSetup(players=3, seed=5, seats=[human("Ewa"), human("Filip"), computer("Gosia", "easy")]))
    statuses = {p.name: p.status for p in window.scene.items() if isinstance(p, NamePlate)}
    dealer = window.controller.game.current.dealer
    assert statuses == {name: ("deals" if seat == dealer else "") for seat, name in enumerate(["Ewa", "Filip", "Gosia"])}


def test_new_game_asks_before_abandoning_a_game_in_progress(qtbot, window, private_home):
    window.session.start_game(GameSetup(players=3, seed=8, seats=[human("You"), computer("Ala", "easy"),
                                                         computer("Bolek", "easy")]))
    bot = make_player("medium", seed=1)
    game = window.controller.game
    assert play_until(qtbot, window, lambda: game.current is not None and game.current.phase == "play", bot)
    before = game_to_record(game)
    window.controller.ai_delay_ms = 3_600_000
    window.act_new.trigger()
    box = window.session.question
    assert isinstance(box, QMessageBox) and box.isVisible() and box.text() == "Abandon the current game?"
    keep = next(b for b in box.buttons() if b.text() == "Keep playing")
    qtbot.mouseClick(keep, Qt.MouseButton.LeftButton)
    assert window.controller.game is game and not window.findChildren(NewGameDialog)
    window.act_new.trigger()
    box = window.session.question
    qtbot.mouseClick(next(b for b in box.buttons() if b.text() == "Abandon it"), Qt.MouseButton.LeftButton)
    dialog = next(d for d in window.findChildren(NewGameDialog) if d.isVisible())
    dialog.accept()
    assert window.controller.game is not game
    kept = list((private_home / "data" / "saves").glob("unfinished-*.json"))
    assert len(kept) == 1 and game_to_record(load_game(kept[0].read_text("utf-8"))) == before
    assert window.session.open_record(str(kept[0]))  # resumable from Game → Open record…
    assert game_to_record(window.controller.game) == before


def test_a_new_game_after_a_finished_one_asks_nothing(qtbot, window):
    assert not window.controller.in_progress()
    window.act_new.trigger()
    assert window.session.question is None
    dialog = next(d for d in window.findChildren(NewGameDialog) if d.isVisible())
    dialog.reject()


# ----------------------------------------------------------------- a refused card
def illegal_position(qtbot, window):
    """A deal in play where the human must follow and holds a card that may not be played."""
    bot = make_player("medium", seed=2)
    for seed in range(40):
        window.session.start_game(GameSetup(players=3, seed=seed, seats=[human("You"), computer("Ala", "medium"),
                                                                 computer("Bolek", "medium")]))
        game = window.controller.game

        def reached():
            deal = game.current
            if deal is None or deal.phase != "play" or game.to_move != 0 or not deal.trick:
                return False
            view = window.controller.view_for(0)
            legal = {a.card for a in view.legal if a.card is not None}
            return any(c not in legal for c in view.hand) and window.scene.interactive

        if play_until(qtbot, window, reached, bot, limit=400):
            view = window.controller.view_for(0)
            legal = {a.card for a in view.legal if a.card is not None}
            return next(c for c in view.hand if c not in legal)
    pytest.fail("no position with an illegal card was reached")


@pytest.mark.parametrize("how", ["enter", "double-click"])
def test_an_illegal_card_chosen_without_dragging_stays_in_the_hand(qtbot, window, how):
    card = illegal_position(qtbot, window)
    window.set_speed("normal")
    window.controller.trick_hold_ms = 0
    window.controller.ai_delay_ms = 3_600_000
    qtbot.waitUntil(window.scene.settled, timeout=3000)
    item = window.scene.cards[str(card)]
    home, rotation = QPointF(item.pos()), item.rotation()
    history = window.controller.game.current.history  # a tuple: a snapshot
    qtbot.waitUntil(lambda: not window.guard.quiet(), timeout=3000)  # a new gesture, not the end of one
    if how == "enter":
        window.table.setFocus()
        code = None
        for _ in range(12):
            qtbot.keyClick(window.table, Qt.Key.Key_Right)
            code = window.scene.focused_card()
            if code == card:
                break
        assert code == card
        qtbot.keyClick(window.table, Qt.Key.Key_Return)
    else:
        qtbot.mouseDClick(window.table.viewport(), Qt.MouseButton.LeftButton, pos=card_point(window, str(card)))
    assert window.controller.game.current.history == history  # refused
    qtbot.wait(600)  # longer than any flight
    assert (item.pos() - home).manhattanLength() < 1 and abs(item.rotation() - rotation) < 0.1
    assert item in window.scene.pile_items(PileKey.hand(0))
    assert window.table.viewport().rect().contains(window.table.mapFromScene(item.scenePos()))
    assert "must" in window.statusBar().currentMessage()  # the reason, as before


# ----------------------------------------------------------------- the trick stays
def test_a_trick_completed_by_the_computer_stays_until_the_pace_delay(qtbot, window):
    """The human plays, both computers answer at once; the finished trick lies there ~1 s."""
    window.apply_preferences(window.preferences.model_copy(update={"pace": "instant", "animation": "off"}),
                             save=False)
    window.controller.trick_hold_ms = 1000
    bot = make_player("medium", seed=3)
    window.session.start_game(GameSetup(players=3, seed=4, seats=[human("You"), computer("Ala", "medium"),
                                                         computer("Bolek", "medium")]))
    game = window.controller.game

    def leading():
        deal = game.current
        return (deal is not None and deal.phase == "play" and game.to_move == 0 and not deal.trick
                and window.scene.interactive and not window.controller.holding_trick)

    assert play_until(qtbot, window, leading, bot)
    tricks = len(game.current.completed)
    window.controller.play(next(a for a in game.legal_actions() if a.kind == "play"))
    qtbot.waitUntil(lambda: len(game.current.completed) > tricks, timeout=5000)  # the computers answered
    completed = time.monotonic()
    trick = [str(c) for _, c in game.current.completed[-1][1]]
    spots = [window.scene.pile_items(PileKey.trick(s)) for s in range(3)]
    assert sorted(i.identity for spot in spots for i in spot) == sorted(trick)  # all three on the table
    assert all(i.face_up and i.isVisible() for spot in spots for i in spot)
    seen = []
    while window.controller.holding_trick:
        seen.append(sorted(i.identity for s in range(3) for i in window.scene.pile_items(PileKey.trick(s))))
        qtbot.wait(20)
    held = time.monotonic() - completed
    assert 0.85 <= held < 2.0 and all(s == sorted(trick) for s in seen)
    on_table = lambda: {i.identity for s in range(3) for i in window.scene.pile_items(PileKey.trick(s))}  # noqa: E731
    qtbot.waitUntil(lambda: not on_table() & set(trick), timeout=2000)  # then it goes to its winner


def test_a_click_collects_the_trick_at_once(qtbot, window):
    game = prepared_game(7, "play")
    window.controller.trick_hold_ms = 60_000
    window.session.resume_game(game)
    game = window.controller.game
    window.controller.ai_delay_ms = 0
    bot = make_player("medium", seed=3)
    assert play_until(qtbot, window, lambda: window.controller.holding_trick, bot)
    taker = game.current.completed[-1][2]
    said = "You take the trick" if taker == 0 else f"{window.names()[taker]} takes the trick"
    assert window.scene.holding and said in window.bar.prompt.text()
    empty = window.table.mapFromScene(QPointF(150, 80))  # the cloth, away from every card
    qtbot.mouseClick(window.table.viewport(), Qt.MouseButton.LeftButton, pos=empty)
    assert not window.controller.holding_trick
    qtbot.waitUntil(lambda: not window.scene.holding, timeout=1000)


def test_the_last_trick_goes_with_escape_or_a_click_on_it(qtbot, window):
    """Issue 29.7: the look at the last trick closes with Escape or a click, and that click plays
    nothing."""
    window.controller.ai_delay_ms = 3_600_000
    window.session.resume_game(prepared_game(7, "play"))
    window.table.setFocus()
    qtbot.keyClick(window, Qt.Key.Key_L)
    assert window.scene.last_trick_shown
    qtbot.keyClick(window.table, Qt.Key.Key_Escape)
    assert not window.scene.last_trick_shown and not window.bar.last_trick_button.isChecked()
    qtbot.keyClick(window, Qt.Key.Key_L)
    assert window.scene.last_trick_shown
    history = len(window.controller.game.current.history)
    overlay = window.scene._overlay
    playing = [item for seat in range(3) for item in window.scene.pile_items(PileKey.trick(seat))]
    assert len(playing) == len(window.controller.view_for(0).trick) == 2
    look = overlay.mapRectToScene(overlay.area)
    for item in playing:  # the trick being played stays in sight
        assert not look.intersects(item.mapRectToScene(item.card_rect())), item.identity
    centre = window.table.mapFromScene(overlay.mapToScene(overlay.area.center()))
    qtbot.mouseClick(window.table.viewport(), Qt.MouseButton.LeftButton, pos=centre)
    assert not window.scene.last_trick_shown and not window.act_last_trick.isChecked()
    assert len(window.controller.game.current.history) == history  # the click played no card


def test_the_last_trick_can_be_shown_with_the_button_and_the_key(qtbot, window):
    window.controller.ai_delay_ms = 3_600_000
    window.session.resume_game(prepared_game(7, "play"))
    view = window.controller.view_for(0)
    last = sorted(str(c) for _, c in view.tricks[-1][1])
    assert window.bar.last_trick_button.isVisible()
    qtbot.mouseClick(window.bar.last_trick_button, Qt.MouseButton.LeftButton)
    assert window.scene.last_trick_shown and sorted(window.scene.last_trick_cards()) == last
    assert window.act_last_trick.isChecked()
    names = window.names()
    assert names[view.tricks[-1][2]] in window.scene._overlay.caption or "You take" in window.scene._overlay.caption
    qtbot.mouseClick(window.bar.last_trick_button, Qt.MouseButton.LeftButton)
    assert not window.scene.last_trick_shown
    window.table.setFocus()
    qtbot.keyClick(window, Qt.Key.Key_L)
    assert window.scene.last_trick_shown and window.bar.last_trick_button.isChecked()
    qtbot.keyClick(window, Qt.Key.Key_L)
    assert not window.scene.last_trick_shown
    # a move puts it away
    window.act_last_trick.setChecked(True)
    card = next(a for a in view.legal if a.kind == "play")
    window.controller.play(card)
    assert not window.scene.last_trick_shown and not window.act_last_trick.isChecked()


def test_a_hint_does_not_move_the_buttons_under_the_pointer(qtbot, window):
    """A hint (or a refusal) in place of the prompt may take more lines: the bar's buttons stay
    where the pointer is, so a click aimed at "Bid 110" does not miss."""
    from PySide6.QtCore import QPoint
    from PySide6.QtWidgets import QPushButton

    from tysiac_engine.actions import Action

    window.session.start_game(GameSetup(players=3, seats=[human("H"), computer("A"), computer("B")], seed=3))
    qtbot.waitUntil(lambda: any(isinstance(b, QPushButton) for b in window.bar.controls), timeout=5000)
    buttons = [b for b in window.bar.controls if isinstance(b, QPushButton)] + [window.bar.hint_button]
    before = [b.mapTo(window, QPoint(0, 0)) for b in buttons]
    long_hint = "Pass: with this hand the contract would fail in most of the deals the cards may be in, " * 3
    window.controller.hint_ready.emit(Action("pass"), long_hint)
    qtbot.wait(50)
    assert window.bar.prompt.text().startswith("Hint: ")
    assert [b.mapTo(window, QPoint(0, 0)) for b in buttons] == before


def test_a_new_game_right_after_the_end_never_shows_the_old_games_end(qtbot, window):
    """The game-over dialog opens a moment after the end; a new game started in that moment leaves
    it unopened (before, it opened over the new table, and Escape on it replaced the new game)."""
    from PySide6.QtWidgets import QApplication

    from tysiac_desktop.dialogs import GameOverDialog

    window.session.start_game(GameSetup(players=3, seed=3, seats=[human("You"), computer("Ala", "easy"),
                                                                  computer("Bolek", "easy")]))
    window.controller.game_over.emit(1)  # the end of the game (its dialog waits for the last cards)
    window.session.start_game(GameSetup(players=3, seed=4, seats=[human("You"), computer("Ala", "easy"),
                                                                  computer("Bolek", "easy")]))
    started = window.controller.game
    qtbot.wait(1200)
    assert not [w for w in QApplication.topLevelWidgets() if isinstance(w, GameOverDialog) and w.isVisible()]
    assert window.controller.game is started
