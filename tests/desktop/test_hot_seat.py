"""Hot-seat: friends at one screen see only what they may know.

At every hand-over ("Pass to …") the whole window (table, log, side panel, status bar, bar,
tooltips, accessible names and announcements) shows only what every seat may know; once a
player is at the screen, only what that seat may know (RULES.md: hands, the musik as
``show_musik`` says, cards given or laid aside)."""
from __future__ import annotations

import re

import pytest
from PySide6.QtWidgets import QAbstractButton, QApplication, QLabel, QListWidget, QWidget

from tysiac_desktop.controller import GameSetup
from tysiac_desktop.table.deck_theme import BACK
from tysiac_desktop.wording.cards import card_spoken, card_text
from tysiac_engine.ai.players import make_player
from tysiac_engine.cards import CARDS
from tysiac_engine.game import Seat
from tysiac_engine.rules import make_rules

from ..engine.modes import known_cards
from .test_main_window import seen_musik
from .test_modes import MODES

TAGS = re.compile(r"<[^>]+>")


@pytest.fixture
def quick_double_click(qapp):
    """Hand-overs are not slowed down by the wait for a second click (the interval is Qt's)."""
    hints = qapp.styleHints()
    before = hints.mouseDoubleClickInterval()
    hints.setMouseDoubleClickInterval(1)
    yield
    hints.setMouseDoubleClickInterval(before)


def hot_seat(preset, overrides, seed=7):
    n = overrides["players"]
    rest = {k: v for k, v in overrides.items() if k != "players"}
    names = ["Ala", "Bolek", "Cezary", "Daria"][:n]
    return GameSetup(players=n, seats=[Seat(name=name, kind="human") for name in names], preset=preset,
                     overrides=rest, seed=seed)


def window_texts(window) -> list[str]:
    """Every text the window shows or gives to a screen reader."""
    texts = [window.windowTitle(), window.statusBar().currentMessage()]
    for widget in window.findChildren(QWidget):
        if not widget.isVisibleTo(window):
            continue
        texts += [widget.toolTip(), widget.accessibleName(), widget.accessibleDescription()]
        if isinstance(widget, (QLabel, QAbstractButton)):
            texts.append(TAGS.sub("", widget.text()))
        if isinstance(widget, QListWidget):
            texts += [widget.item(i).text() for i in range(widget.count())]
    scene = window.scene
    for plate in scene.plates.values():
        texts += [plate.name, plate.status]
    texts += [label.text() for label in scene.labels.values()]
    if scene._banner.isVisible():
        texts.append(scene._banner.text)
    return [t for t in texts if t]


def faces_drawn(window) -> set[str]:
    """Every card face on the table (the last trick's too)."""
    return {item.shown() for item in window.scene.items()
            if hasattr(item, "shown") and item.isVisible() and item.shown() != BACK}


def check_texts(texts: list[str], allowed: int, where: str) -> None:
    for card in CARDS:
        if not allowed >> card & 1:
            for form in (card_text(str(card), html=False), card_spoken(card)):
                leaks = [t for t in texts if form in t]
                assert not leaks, f"{where}: {form} is told: {leaks}"


def check_window(window, allowed: int, where: str) -> None:
    hidden = {str(card) for card in CARDS if not allowed >> card & 1}
    faces = faces_drawn(window)
    assert not faces & hidden, f"{where}: the table shows {faces & hidden}"
    check_texts(window_texts(window), allowed, where)


def everyone_knows(deal, n) -> int:
    known = ~0
    for seat in range(n):
        known &= known_cards(deal, seat)
    return known


def screen_knowledge(window) -> int:
    """The cards the seat at the screen may know (between turns: what every seat may know)."""
    controller = window.controller
    deal, seat = controller.game.last_deal, controller.current_human()
    return known_cards(deal, seat) if seat is not None else everyone_knows(deal, controller.game.n)


def spy_announcements(window) -> list[tuple[str, int]]:
    """Each announcement with what the seat at the screen may know when it is made."""
    heard: list[tuple[str, int]] = []
    announce = window.announcer.announce

    def spy(text, urgent=False):
        heard.append((text, screen_knowledge(window)))
        announce(text, urgent)

    window.announcer.announce = spy
    return heard


@pytest.mark.parametrize("mode", sorted(MODES))
def test_hot_seat_shows_each_player_only_what_they_may_know(qtbot, window, quick_double_click, mode):
    preset, overrides = MODES[mode]
    assert make_rules(preset, overrides).shape.mode == mode
    heard = spy_announcements(window)
    window.session.start_game(hot_seat(preset, overrides))
    controller, game = window.controller, window.controller.game
    bots = [make_player("easy", seed=s) for s in range(game.n)]
    handovers = turns = 0
    finished = []
    controller.deal_finished.connect(finished.append)
    for _ in range(400):
        if finished:
            break
        for text, known in heard:
            check_texts([text], known, f"{mode}: announced")
        heard.clear()
        if window.privacy.isVisible():
            check_window(window, everyone_knows(game.current, game.n), f"{mode}: hand-over {handovers}")
            handovers += 1
            qtbot.wait(2)
            window.privacy.button.click()
            continue
        seat = controller.current_human()
        if seat is not None:
            check_window(window, known_cards(game.current, seat), f"{mode}: seat {seat} at the screen")
        if seat is not None and controller.musik_looker() == seat:
            seen_musik(window)
        elif seat is not None and game.to_move == seat:
            controller.play(bots[seat].choose(controller.view_for(seat)))
            turns += 1
        qtbot.wait(1)
    assert handovers >= 2 and turns >= 4, (handovers, turns)


def test_the_log_behind_the_privacy_screen_names_no_card_laid_aside(qtbot, window, quick_double_click):
    """The finding: in 2-player hot-seat "You lays 9♦ aside" stayed in the log behind "Pass to …"."""
    window.session.start_game(hot_seat(*MODES["musik_2x2"], seed=3))
    controller, game = window.controller, window.controller.game
    bots = [make_player("easy", seed=s) for s in range(2)]
    for _ in range(200):
        deal = game.current
        if window.privacy.isVisible():
            if deal.discard_list:
                lines = window.side.log_lines()
                declarer = game.players[deal.declarer]
                assert f"{declarer} lays a card aside" in lines
                assert not [line for line in lines if "aside" in line and any(
                    card_text(str(c), html=False) in line for c in CARDS)], lines
                return
            qtbot.wait(2)
            window.privacy.button.click()
            continue
        seat = controller.current_human()
        if seat is not None and controller.musik_looker() == seat:
            seen_musik(window)
        elif seat is not None and game.to_move == seat:
            controller.play(bots[seat].choose(controller.view_for(seat)))
        qtbot.wait(1)
    pytest.fail("no hand-over after cards were laid aside")


# ----------------------------------------------------------------------------- names
def test_in_hot_seat_nobody_is_you(qtbot, window, quick_double_click):
    """A hot-seat game whose first seat is still called "You" (an old save, or typed) names it
    "Player 1" everywhere: the plates, the log, "Waiting for …" and "Pass to …"."""
    seats = [Seat(name="You", kind="human"), Seat(name="Bolek", kind="human")]
    window.session.start_game(GameSetup(players=2, seats=seats, seed=3))
    controller, game = window.controller, window.controller.game
    bots = [make_player("easy", seed=s) for s in range(2)]
    seen = set()
    for _ in range(60):
        # where a name is written (the bar's prompt addresses the one at the screen: "Your turn")
        named = ([plate.name for plate in window.scene.plates.values()] + window.side.log_lines()
                 + [label.text() for label in window.side.findChildren(QLabel)]
                 + [window.privacy.label.text(), window.privacy.button.text(), window.bar.prompt_text()])
        assert not [t for t in named if re.search(r"\bYou (bids|passes|takes|lays|plays|gives)\b|"
                                                  r"\b(for|to) You\b|^You(:|$)", t)], named
        seen |= set(named)
        if window.privacy.isVisible():
            window.privacy.button.click()
        elif controller.musik_looker() is not None:
            seen_musik(window)
        elif controller.current_human() == game.to_move:
            controller.play(bots[game.to_move].choose(controller.view_for(game.to_move)))
        qtbot.wait(2)
    assert "Pass to Player 1" in seen and "Player 1: click when ready" in seen
    assert any(t.startswith("Player 1 ") for t in window.side.log_lines())


def test_the_new_game_dialog_names_the_first_seat_when_several_play(qtbot):
    from tysiac_desktop.dialogs import NewGameDialog

    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    name, kinds = dialog.seat_rows[0][1], [row[2] for row in dialog.seat_rows]
    assert name.text() == "You"
    kinds[1].setCurrentIndex(kinds[1].findData("human"))
    assert name.text() == "Player 1" and dialog.setup()["seats"][0]["name"] == "Player 1"
    kinds[1].setCurrentIndex(kinds[1].findData("ai"))
    assert name.text() == "You"
    name.setText("Ala")
    kinds[1].setCurrentIndex(kinds[1].findData("human"))
    assert name.text() == "Ala"  # a name typed stays


def test_the_hand_over_button_fits_its_text(qtbot, window):
    long_name = "Bartholomew-Maximilian"
    seats = [Seat(name="Ala", kind="human"), Seat(name=long_name, kind="human")]
    window.session.start_game(GameSetup(players=2, seats=seats, seed=3))
    qtbot.waitUntil(window.privacy.isVisible, timeout=3000)
    name = window.names()[window.controller.game.to_move]
    button = window.privacy.button
    from PySide6.QtGui import QFontMetrics

    assert button.text() == f"{name}: click when ready"
    assert QFontMetrics(button.font()).horizontalAdvance(button.text()) + 56 <= button.width()


@pytest.mark.parametrize("language", ["en", "pl", "ru", "da"])
@pytest.mark.parametrize("name", ["Ala", "Bartholomew-Maximilian-Wolfgang"])
def test_the_hand_over_button_fits_a_small_window_in_every_language(qtbot, window, language, name):
    """At 640x400 the Russian words around the name were 8 px wider than the button: its font is
    made smaller, and the button's whole text is readable inside the screen."""
    from PySide6.QtGui import QFontMetrics

    from tysiac_desktop.languages import Translators

    translators = Translators(QApplication.instance())
    translators.switch(language)
    try:
        window.resize(640, 400)
        window.session.start_game(GameSetup(players=2, seats=[Seat(name="Bo", kind="human"),
                                                              Seat(name=name, kind="human")], seed=3))
        qtbot.waitUntil(window.privacy.isVisible, timeout=3000)
        qtbot.wait(20)
        screen, button = window.privacy, window.privacy.button
        button.ensurePolished()
        assert screen.rect().contains(button.geometry())
        assert QFontMetrics(button.font()).horizontalAdvance(button.text()) + 56 <= button.width()
        assert button.text().startswith(window.names()[window.controller.game.to_move][:2])
    finally:
        translators.switch("en")


def test_the_hand_over_screen_speaks_the_language_switched_to_while_it_covers_the_table(qtbot, window):
    from tysiac_desktop.languages import Translators

    seats = [Seat(name="Ala", kind="human"), Seat(name="Bolek", kind="human")]
    window.session.start_game(GameSetup(players=2, seats=seats, seed=3))
    qtbot.waitUntil(window.privacy.isVisible, timeout=3000)
    name = window.names()[window.controller.game.to_move]
    assert window.privacy.label.text() == f"Pass to {name}"
    translators = Translators(QApplication.instance())
    try:
        translators.switch("pl")
        qtbot.wait(20)  # Qt posts the LanguageChange
        assert window.privacy.label.text() == f"Przekaż komputer: {name}"
        assert window.privacy.button.text() == f"{name}: kliknij, aby grać"
    finally:
        translators.switch("en")
    qtbot.wait(20)
    assert window.privacy.label.text() == f"Pass to {name}"


# ----------------------------------------------------------------------------- the musik
def test_the_log_names_the_musik_where_it_is_shown():
    """RULES.md show_musik if_raised: a raised musik is named to everyone; one won by the forced
    bid alone only to the declarer; the prikup's picks as each is shown."""
    from tysiac_desktop.wording.events import log_lines
    from tysiac_engine.actions import as_action
    from tysiac_engine.game import Game

    hands = [["AH", "TH", "KH", "QH", "9S", "JD", "KC"], ["JH", "QD", "KD", "TD", "AD", "9C", "JC"],
             ["9D", "TC", "AC", "QS", "KS", "TS", "AS"]]
    names = ["Ala", "Bolek", "Cezary"]
    for calls, everyone in (("bid 100, bid 110, pass, bid 120, pass", True), ("bid 100, pass, pass", False)):
        game = Game(make_rules("polish"), names, seed=1, auto_deal=False)
        game.start_deal(hands, [["9H", "JS", "QC"]], dealer=2)
        for token in (calls + ", take 0").split(", "):
            game.apply(as_action(token))

        def musik(view):
            lines = [line for line in log_lines(view, names, None) if line.startswith("The musik: ")]
            return [set(line.split(": ")[1].split()) for line in lines]

        shown = [{"9♥", "J♠", "Q♣"}]
        assert musik(game.view(0)) == shown  # the declarer's own
        assert musik(game.view(1)) == musik(game.public_view()) == (shown if everyone else [])
    game = Game(make_rules("russian", {"players": 2}), ["Ala", "Bolek"], seed=4, auto_deal=False)
    game.start_deal()
    while game.current.phase == "auction":
        game.apply(next(a for a in game.legal_actions() if a.kind in ("pass", "keep")) if
                   game.current.history else game.legal_actions()[0])
    game.apply(as_action("take 2"))
    picked = game.public_view().musiks[2][0]
    assert f"Face-down card 3: {picked}".replace(str(picked), card_text(str(picked), html=False)) in \
        log_lines(game.public_view(), ["Ala", "Bolek"], None)


def test_a_computers_musik_stays_turned_up_for_a_second_even_at_the_fastest_pace(qtbot):
    import time

    from tysiac_desktop.controller import GameController

    controller = GameController(ai_delay_ms=0, autosave=False)
    moves: list[tuple[float, str, bool]] = []
    controller.action_applied.connect(lambda seat, action: moves.append(
        (time.monotonic(), str(action), controller.game.public_view().musiks[0] is not None)))
    seats = [Seat(name=f"C{i}", kind="ai", level="easy") for i in range(3)]
    controller.new_game(GameSetup(players=3, seats=seats, seed=2, overrides={"show_musik": "always"}))
    try:
        qtbot.waitUntil(lambda: any(token.startswith("take") for _, token, _ in moves[:-1]), timeout=10000)
    finally:
        controller.close()
    index = next(i for i, (_, token, _) in enumerate(moves) if token.startswith("take"))
    taken_at, _, shown = moves[index]
    assert shown  # turned up for everyone (show_musik: always)
    assert moves[index + 1][0] - taken_at >= 0.95, "the musik flashed by"
    # and the moves before it came at the pace asked (none)
    assert all(b[0] - a[0] < 0.5 for a, b in zip(moves[:index], moves[1:index]))


def test_the_cards_taken_from_the_musik_are_marked_until_the_first_card_leaves(qtbot, window):
    """3 players, you against computers: after the musik the three cards that came in are framed
    in the hand; the first give takes the frames away."""
    from tysiac_desktop.controller import computer, human

    for seed in range(40):
        window.session.start_game(GameSetup(players=3, seed=seed, seats=[human("Ewa"), computer("Ala", "easy"),
                                                                computer("Bolek", "easy")]))
        game = window.controller.game
        ok = False
        for _ in range(300):
            deal = game.current
            if deal is None or deal.declarer not in (None, 0) or deal.phase not in ("auction", "musik"):
                break
            if game.to_move == 0 and window.controller.current_human() == 0:
                legal = game.legal_actions()
                if deal.phase == "musik" and any(a.kind == "give" for a in legal):
                    ok = True
                    break
                pick = next((a for a in legal if a.kind == "take"), None) or \
                    next((a for a in legal if a.kind == "bid"), legal[0])
                window.controller.play(pick)
            qtbot.wait(2)
        if ok:
            break
    else:
        pytest.fail("the human never took the musik")
    musik = {str(c) for c in window.controller.view_for(0).musiks[0]}
    hand = {code for code in window.scene.my_cards}
    framed = {code for code, item in window.scene.cards.items() if item.marked}
    assert framed == musik and musik <= hand
    give = next(a for a in game.legal_actions() if a.kind == "give")
    window.controller.play(give)
    assert not any(item.marked for item in window.scene.cards.values())


def test_in_two_player_hot_seat_the_opponent_sees_the_musik_behind_their_own_hand_over(
        qtbot, window, quick_double_click):
    from PySide6.QtWidgets import QPushButton

    seats = [Seat(name="Ala", kind="human"), Seat(name="Bolek", kind="human")]
    window.session.start_game(GameSetup(players=2, seats=seats, seed=3, overrides={"show_musik": "always"}))
    controller, game = window.controller, window.controller.game
    bots = [make_player("easy", seed=s) for s in range(2)]
    for _ in range(200):
        deal = game.current
        if deal.taken_list:
            break
        if window.privacy.isVisible():
            window.privacy.button.click()
        elif controller.current_human() == game.to_move:
            controller.play(bots[game.to_move].choose(controller.view_for(game.to_move)))
        qtbot.wait(2)
    declarer = deal.declarer
    opponent = 1 - declarer
    musik = {str(c) for c in controller.view_for(opponent).musiks[deal.taken_list[0]]}
    qtbot.waitUntil(window.privacy.isVisible, timeout=3000)
    assert window.privacy.label.text() == f"Pass to {game.players[opponent]}"
    window.privacy.button.click()
    qtbot.waitUntil(lambda: controller.musik_looker() == opponent, timeout=3000)
    assert musik <= faces_drawn(window)  # face up in the middle for the opponent
    assert not {str(c) for c in controller.view_for(declarer).hand} - musik & faces_drawn(window)
    seen = next(b for b in window.bar.controls if isinstance(b, QPushButton))
    assert seen.text() == "Seen, go on" and f"{game.players[declarer]} took the musik" in window.bar.prompt_text()
    assert not controller.play(next(iter(game.legal_actions())))  # the declarer waits meanwhile
    seen.click()
    qtbot.waitUntil(window.privacy.isVisible, timeout=3000)
    assert window.privacy.label.text() == f"Pass to {game.players[declarer]}"
    window.privacy.button.click()
    qtbot.waitUntil(lambda: controller.current_human() == declarer == game.to_move, timeout=3000)
    assert any(a.kind == "discard" for a in game.legal_actions())


def test_you_is_said_in_the_language_shown(qtbot, window):
    """A game begun in English with "You" at seat 1: in Polish the plate says "Ty"."""
    from tysiac_desktop.languages import Translators
    from tysiac_desktop.controller import computer, human

    translators = Translators(QApplication.instance())
    try:
        window.session.start_game(GameSetup(players=3, seed=2, seats=[human("You"), computer("Ala", "easy"),
                                                             computer("Bolek", "easy")]))
        translators.switch("pl")
        assert window.names()[0] == "Ty"
        window.refresh(animate=False)
        assert window.scene.plates[0].name == "Ty"
    finally:
        translators.switch("en")
    assert window.names()[0] == "You"


def test_a_click_on_the_table_puts_a_computers_musik_away(qtbot, window):
    """The musik turned up stays until the pace says, or until a player clicks the cloth."""
    import time

    from PySide6.QtCore import QPointF, Qt

    window.controller.ai_delay_ms = 0
    moves: list[tuple[float, str]] = []
    window.controller.action_applied.connect(lambda seat, action: moves.append((time.monotonic(), str(action))))
    seats = [Seat(name=f"C{i}", kind="ai", level="easy") for i in range(3)]
    window.session.start_game(GameSetup(players=3, seats=seats, seed=2, overrides={"show_musik": "always"}))
    qtbot.waitUntil(lambda: any(token.startswith("take") for _, token in moves), timeout=10000)
    count = len(moves)
    qtbot.wait(100)
    assert len(moves) == count  # still turned up
    qtbot.mouseClick(window.table.viewport(), Qt.MouseButton.LeftButton,
                     pos=window.table.mapFromScene(QPointF(150, 80)))  # the cloth, away from every card
    qtbot.waitUntil(lambda: len(moves) > count, timeout=3000)
    assert moves[count][0] - moves[count - 1][0] < 0.8
