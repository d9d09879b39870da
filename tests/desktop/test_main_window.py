"""The real window driven with the mouse, offscreen, through whole deals."""
import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtWidgets import QComboBox, QLabel, QPushButton

from tysiac_engine.actions import Action
from tysiac_engine.ai.players import make_player
from tysiac_engine.cards import Card
from tysiac_desktop.controller import GameSetup
from tysiac_engine.game import Seat
from tysiac_desktop.main_window import MainWindow
from tysiac_desktop.table.keys import PileKey


def setup(humans=1, seed=3, level="medium", preset="polish"):
    seats = [Seat(name=f"H{i}", kind="human") for i in range(humans)]
    seats += [Seat(name=f"C{i}", kind="ai", level=level) for i in range(3 - humans)]
    return GameSetup(players=3, seats=seats, preset=preset, seed=seed)


def card_point(win, code):
    """A point of the card that no other card covers (its left edge in a fan)."""
    item = win.scene.cards[code]
    local = QPointF(-item.card_width / 2 + 12, 0) if code != win.scene.my_cards[-1] else QPointF(0, 0)
    return win.table.mapFromScene(item.mapToScene(local))


def drag(qtbot, win, code, scene_target):
    viewport = win.table.viewport()
    start = card_point(win, code)
    end = win.table.mapFromScene(scene_target)
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=start)
    for step in range(1, 9):
        qtbot.mouseMove(viewport, start + (end - start) * step / 8)
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=end)


def double_click(qtbot, win, pos):
    """A double-click on the table, as a player makes it: not within the double-click interval of
    the last change of position (the window takes that for the end of an earlier gesture)."""
    qtbot.waitUntil(lambda: not win.guard.quiet(), timeout=3000)
    viewport = win.table.viewport()
    qtbot.mouseClick(viewport, Qt.MouseButton.LeftButton, pos=pos)
    qtbot.mouseDClick(viewport, Qt.MouseButton.LeftButton, pos=pos)  # the second press
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=pos)  # and its release


def seen_musik(win):
    """Hot-seat: the one at the screen has looked at the musik turned up ("Seen, go on")."""
    button = next(b for b in win.bar.controls if isinstance(b, QPushButton) and b.text() == "Seen, go on")
    button.click()


def offered(win, action):
    """The bar's button for ``action`` (an Action), if it has one."""
    return next((b for b in win.bar.controls if isinstance(b, QPushButton) and b.property("action") == action), None)


def click_bar(qtbot, win, action):
    button = offered(win, action)
    if button is not None:
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
        return
    box = next(b for b in win.bar.controls if isinstance(b, QComboBox) and b.property("choice") == action.kind)
    box.setCurrentIndex(box.findData(action))
    assert box.currentData() == action
    button = next(b for b in win.bar.controls if isinstance(b, QPushButton) and b.property("choice") == action.kind)
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def human_move(qtbot, win, seat, bot):
    qtbot.waitUntil(win.scene.settled, timeout=3000)  # a trick just won is collected (and the draws made)
    if win.controller.remote:  # its updates come from another thread's timing: as a player, not within the pause
        qtbot.waitUntil(lambda: not win.guard.quiet(), timeout=3000)
    view, at_screen = win.controller.screen_view()  # a local or a network table alike
    assert at_screen == seat
    action = bot.choose(view)
    token = str(action)
    table = win.scene.table_point()
    if action.kind == "play":
        drag(qtbot, win, str(action.card), table)
        if offered(win, action) is not None:  # a Q or K of a pair: meld or not?
            click_bar(qtbot, win, action)  # "Just play …"
    elif action.kind == "meld":  # a double-click on the card asks: meld or just play?
        double_click(qtbot, win, card_point(win, str(action.card)))
        click_bar(qtbot, win, action)
    elif action.kind == "give":
        drag(qtbot, win, str(action.card), win.scene.seat_point(action.value))
    elif action.kind == "discard":
        drag(qtbot, win, str(action.card), table)
    elif action.kind == "take" and view.shape.takes > 1:  # the prikup: pick a face-down card with the mouse
        item = win.scene.pile_items(PileKey.talon(action.value))[0]
        start = win.table.mapFromScene(item.scenePos())
        if len(view.taken) % 2:  # the second pick is dragged to the hand
            end = win.table.mapFromScene(win.scene.hand_point())
            viewport = win.table.viewport()
            qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=start)
            for step in range(1, 9):
                qtbot.mouseMove(viewport, start + (end - start) * step / 8)
            qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=end)
        else:
            double_click(qtbot, win, start)
    else:
        click_bar(qtbot, win, action)
    return token


def test_a_whole_deal_with_the_mouse_against_computers(qtbot, window):
    """Deals are played with drags and clicks until one is played out to the last trick."""
    window.session.start_game(setup(seed=11))
    game = window.controller.game
    bot = make_player("medium", seed=1)
    done = []
    window.controller.deal_finished.connect(done.append)
    plays = 0
    for _ in range(3000):
        if done:
            if done[-1].outcome.played and plays >= 6:
                break
            qtbot.waitUntil(lambda: window.deal_end.summary is not None and window.deal_end.summary.isVisible(), timeout=3000)
            window.deal_end.summary.accept()  # "Next deal"
            qtbot.waitUntil(lambda: game.current is not None, timeout=3000)
            done.clear()
            plays = 0
            continue
        if game.to_move == 0 and window.controller.current_human() == 0 and window.bar.isVisible():
            before = len(game.current.history)
            token = human_move(qtbot, window, 0, bot)
            qtbot.waitUntil(lambda: game.current is None or len(game.current.history) > before, timeout=3000)
            plays += token.startswith(("play", "meld"))
        else:
            qtbot.wait(5)
    assert done and done[-1].outcome.played, "no deal was played out"
    assert plays >= 6  # the human played a card to (nearly) every trick
    assert sum(done[-1].outcome.card_points) == 120
    assert len(game.results) >= 1


def test_illegal_drop_flies_back_with_the_reason(qtbot, window):
    bot = make_player("medium", seed=2)
    for seed in range(40):
        window.session.start_game(setup(seed=seed))
        game = window.controller.game
        for _ in range(300):
            deal = game.current
            if deal is None:
                break
            if deal.phase == "play" and game.to_move == 0 and deal.trick:
                view = window.controller.view_for(0)
                legal = {str(a.card) for a in view.legal if a.card is not None}
                illegal = [str(c) for c in view.hand if str(c) not in legal]
                if illegal:
                    code = illegal[0]
                    item = window.scene.cards[code]
                    home = item.pos()
                    history = deal.history  # a tuple: a snapshot
                    drag(qtbot, window, code, window.scene.table_point())
                    assert deal.history == history  # nothing applied
                    qtbot.waitUntil(lambda: (item.pos() - home).manhattanLength() < 1, timeout=2000)
                    assert "must" in window.statusBar().currentMessage()
                    return
            if game.to_move == 0 and window.scene.interactive:
                human_move(qtbot, window, 0, bot)
            qtbot.wait(2)
    pytest.fail("no position with an illegal card was reached")


def visible_faces(win):
    return {code for code, item in win.scene.cards.items() if item.isVisible() and item.face_up}


def test_hot_seat_never_shows_a_hand_to_the_wrong_player(qtbot, window):
    window.session.start_game(setup(humans=2, seed=5))
    controller, game = window.controller, window.controller.game
    bots = [make_player("medium", seed=s) for s in range(3)]
    checked = 0
    for _ in range(600):
        if game.current is None:
            break
        if window.privacy.isVisible():
            # the table is covered and shows nobody's cards
            assert not (visible_faces(window) & set(map(str, game.current.dealt[0] | 0 and [] or [])))
            for s in (0, 1):
                hand = {str(c) for c in window.controller.view_for(s).hand}
                assert not (visible_faces(window) & hand)
            qtbot.waitUntil(lambda: not window.guard.quiet(), timeout=3000)  # a click of the next player
            qtbot.mouseClick(window.privacy.button, Qt.MouseButton.LeftButton)
            continue
        shown = controller.current_human()
        if shown is not None and controller.musik_looker() == shown:
            seen_musik(window)
            continue
        if shown is not None:
            view = controller.view_for(shown)
            allowed = {str(c) for c in view.hand} | {str(c) for c in view.played_cards}
            for talon in view.musiks:
                allowed |= {str(c) for c in talon or ()}
            allowed |= {str(c) for _, c in view.gives if c is not None}
            assert visible_faces(window) <= allowed
            checked += 1
        seat = game.to_move
        if seat in (0, 1) and shown == seat and window.scene.interactive:
            human_move(qtbot, window, seat, bots[seat])
        qtbot.wait(3)
    assert checked > 10


def test_cards_stay_on_screen_at_any_size(qtbot, window):
    window.session.start_game(setup(seed=9))
    qtbot.waitUntil(lambda: window.controller.game.to_move == 0, timeout=5000)
    for width, height in ((1280, 800), (1920, 1080), (800, 600), (1024, 1400)):
        window.resize(width, height)
        qtbot.wait(20)
        rect = window.table.viewport().rect()
        for code, item in window.scene.cards.items():
            if item.isVisible():
                box = window.table.mapFromScene(item.sceneBoundingRect()).boundingRect()
                assert rect.contains(box), (code, width, height)


def test_save_close_resume_gives_the_same_game(qtbot, window, tmp_path):
    from tysiac_engine.record import game_to_record

    window.session.start_game(setup(seed=4))
    game = window.controller.game
    bot = make_player("medium", seed=3)
    moves = 0
    while moves < 3:  # a few moves of the human, the computers answering
        qtbot.waitUntil(lambda: game.current is None or (game.to_move == 0 and window.scene.interactive),
                        timeout=5000)
        if game.current is None:
            window.controller.next_deal()
            continue
        window.controller.play(bot.choose(window.controller.view_for(0)))
        moves += 1
    qtbot.waitUntil(lambda: game.current is None or game.to_move == 0, timeout=5000)
    before = game_to_record(game)
    assert sum(len(d["actions"]) for d in before["deals"]) >= 3
    window.controller.close()
    again = MainWindow()
    qtbot.addWidget(again)
    again.controller.ai_delay_ms = 10_000
    assert again.session.resume_autosave()
    assert game_to_record(again.controller.game) == before
    again.controller.close()


def test_summary_offers_the_open_hand_review(qtbot, window):
    window.session.start_game(setup(humans=0, seed=21))
    game = window.controller.game
    for _ in range(10):  # skip bombed or redealt deals: they have nothing to analyse
        qtbot.waitUntil(lambda: window.deal_end.summary is not None and window.deal_end.summary.isVisible(), timeout=20000)
        if game.results[-1].outcome.played:
            break
        window.deal_end.summary.accept()
    assert game.results[-1].outcome.played
    button = next(b for b in window.deal_end.summary.findChildren(QPushButton)
                  if b.text() == "What could the declarer make?")
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)  # asked of the worker: the window stays alive
    texts = lambda: " ".join(label.text() for label in window.deal_end.summary.findChildren(QLabel))  # noqa: E731
    qtbot.waitUntil(lambda: "With every card open" in texts(), timeout=30_000)
    assert "could take" in texts()


def test_a_marriage_is_announced_over_the_table(qtbot, window):
    window.session.start_game(setup(seed=1))
    window.set_speed("normal")
    window.controller.action_applied.emit(1, Action("meld", None, Card.parse("QH")))  # as the controller reports C0's marriage
    banner = window.scene._banner
    assert banner.isVisible() and "+100" in banner.text and "♥" in banner.text
    qtbot.waitUntil(lambda: not banner.isVisible(), timeout=4000)


def test_house_rules_apply_from_the_next_game(qtbot, window, monkeypatch):
    window.session.start_game(setup(seed=2))
    assert window.controller.game.rules.bid_step == 10
    dialog = window.session.house_rules_dialog()
    monkeypatch.setattr(dialog, "rules_spec", lambda: {"preset": "polish", "overrides": {"bid_step": 5}})
    dialog.accept()
    assert window.controller.game.rules.bid_step == 10  # the game in progress keeps its rules
    window.session.new_game_dialog().accept()
    assert window.controller.game.rules.bid_step == 5


def test_new_game_dialog_starts_the_game_it_shows(qtbot, window):
    window.session.start_game(setup(humans=1, seed=3, level="easy"))
    window.session.new_game_dialog().accept()  # "OK" on the dialog filled from the last game
    seats = window.controller.seats
    assert [s.kind for s in seats] == ["human", "ai", "ai"]
    assert [s.level for s in seats][1:] == ["easy", "easy"]


def test_the_rules_in_force_are_named_beside_the_scores(qtbot, window):
    from tysiac_desktop.dialogs import RulesHelpDialog

    window.session.start_game(setup(seed=2).model_copy(update={"overrides": {"bid_step": 5}}))
    assert "Rules: Polish, changed: 1" in window.side.rules_link.text()
    window.side.rules_link.linkActivated.emit("rules")  # a click on the link
    shown = [d for d in window.findChildren(RulesHelpDialog) if d.isVisible()]
    assert shown and "changed; the preset has 10" in shown[0].browser.toPlainText()
    shown[0].close()


def test_the_rules_link_opens_from_the_keyboard(qtbot, window):
    from PySide6.QtWidgets import QApplication

    from tysiac_desktop.dialogs import RulesHelpDialog

    window.session.start_game(setup(seed=2))
    window.activateWindow()
    qtbot.waitActive(window)
    window.table.setFocus()
    seen = []
    for _ in range(40):  # Tab from the table reaches the link: after the bar's choices and the log
        if QApplication.focusWidget() is window.side.rules_link:
            break
        seen.append(QApplication.focusWidget())
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is window.side.rules_link
    assert seen[-1] is window.side.log and set(window.bar.controls) <= set(seen)
    assert window.side.rules_link.accessibleName() == "Rules: Polish"
    qtbot.keyClick(window.side.rules_link, Qt.Key.Key_Return)
    shown = [d for d in window.findChildren(RulesHelpDialog) if d.isVisible()]
    assert shown, "Enter on the link did not open the rules"
    shown[0].close()


def test_a_double_clicked_card_to_give_asks_to_whom(qtbot, window):
    """After the musik, a card double-clicked goes nowhere by itself: the bar asks which opponent
    gets it (a card dropped on a name goes there: human_move)."""
    from tysiac_desktop import input_mapping
    from tysiac_engine import Game, make_rules

    for seed in range(60):
        game = Game(make_rules("polish"), [Seat(name="H0", kind="human"), Seat(name="C0", kind="ai", level="easy"),
                                           Seat(name="C1", kind="ai", level="easy")], seed=seed)
        bots = [make_player("easy", seed=seed + s) for s in range(3)]
        while game.current is not None and not game.is_over and game.phase != "play":
            view = game.view(game.to_move)
            if game.to_move == 0 and len(input_mapping.give_targets(view)) == 2:
                break
            game.apply(bots[game.to_move].choose(view))
        if game.current is not None and game.to_move == 0 and game.phase == "musik":
            break
    else:
        pytest.fail("no deal where the player gives two cards")
    window.controller.ai_delay_ms = 3_600_000
    window.session.resume_game(game)
    qtbot.waitUntil(lambda: window.scene.interactive, timeout=5000)
    view, _ = window.current_view()
    card = view.hand[0]
    before = len(game.current.history)
    double_click(qtbot, window, card_point(window, str(card)))
    asked = [b for b in window.bar.controls if isinstance(b, QPushButton) and b.property("action") is not None]
    assert [b.text() for b in asked] == ["C0", "C1"] and "?" in window.bar.prompt.text()
    assert len(game.current.history) == before  # nothing given yet
    qtbot.mouseClick(asked[1], Qt.MouseButton.LeftButton)
    assert game.current.history[before] == (0, Action("give", 2, card))


def test_the_statistics_window_lists_and_charts_the_game_on_the_table(qtbot, window):
    """Game → Statistics during a game: the game on the table is listed first (marked as this
    game, in progress) and charted, from what the controller hands over, not the live game."""
    from tysiac_desktop.dialogs.statistics import StatisticsDialog

    window.session.start_game(setup(humans=0, seed=21))
    qtbot.waitUntil(lambda: window.deal_end.summary is not None and window.deal_end.summary.isVisible(), timeout=20000)
    window.act_stats.trigger()
    dialog = next(d for d in window.findChildren(StatisticsDialog) if d.isVisible())
    item = dialog.games_list.currentItem()
    assert "this game" in item.text(0) and item.text(4) == "In progress"
    assert dialog.chart.title == "This game" and dialog.chart.deal_count == 1
    assert item.text(2).startswith("C0 ")
    dialog.close()
