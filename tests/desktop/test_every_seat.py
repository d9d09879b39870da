"""One table for every kind of seat: whole deals played through the real window with the mouse,
solo against computers, hot-seat at one screen, and at a network table (a server on loopback, a
window for each friend).  The same gestures, dialogs and assertions, and at every moment the same
privacy scan: no window shows or says a card its seat's view does not hold."""
from __future__ import annotations

from typing import Optional

import pytest
from PySide6.QtWidgets import QPushButton

from tysiac_desktop import input_mapping
from tysiac_desktop.controller import GameSetup
from tysiac_desktop.main_window import MainWindow
from tysiac_engine import actions as A
from tysiac_engine.actions import Action
from tysiac_engine.ai.players import make_player
from tysiac_engine.game import Seat
from tysiac_engine.net import protocol as P
from tysiac_engine.net.invitation import Server

from ..engine.modes import mask, view_cards
from .test_hot_seat import check_window, quick_double_click  # noqa: F401 - a fixture
from .test_main_window import card_point, double_click, human_move, seen_musik
from .test_modes import MODES

KINDS = ("solo", "hot_seat", "network")
FRIEND = P.SeatPlan()


def quiet(window) -> None:
    """No animations, no pace, a finished trick collected at once."""
    window.set_speed("off")
    window.controller.ai_delay_ms = 0
    window.controller.trick_hold_ms = 0


def open_table(qtbot, window, kind: str, mode: str = "three", seed: int = 5,
               people: Optional[int] = None) -> list[MainWindow]:
    """The windows of the table's people: one window (solo, hot-seat) or one a friend (network).
    The first ``people`` seats (one solo, else two) are people, the others computers."""
    preset, options = MODES[mode]
    n = options["players"]
    humans = people or (1 if kind == "solo" else 2)
    overrides = {k: v for k, v in options.items() if k != "players"}
    if kind != "network":
        seats = [Seat(name=f"H{i}", kind="human") for i in range(humans)]
        seats += [Seat(name=f"C{i}", kind="ai", level="easy") for i in range(n - humans)]
        window.session.start_game(GameSetup(players=n, seats=seats, preset=preset, overrides=overrides, seed=seed))
        quiet(window)
        return [window]
    plans = (FRIEND,) * humans + tuple(P.SeatPlan(kind="ai", level="easy", name=f"Robot {i + 1}")
                                       for i in range(n - humans))
    host = window.network.host("Ala", plans, preset, options, port=0)
    quiet(window)
    qtbot.waitUntil(lambda: host.invitation is not None, timeout=10000)
    windows = [window]
    invitation = Server("tysiac", "127.0.0.1", host.invitation.server.port).invitation(host.invitation.code)
    for name in ("Bolek", "Cezary", "Danuta")[:humans - 1]:
        friend = MainWindow(statistics=window.statistics)
        qtbot.addWidget(friend)
        friend.resize(1280, 800)
        friend.show()
        friend.network.join(invitation, name)
        quiet(friend)
        windows.append(friend)
    panel = window.network_panel
    qtbot.waitUntil(panel.start_button.isEnabled, timeout=10000)
    panel.start_button.click()
    qtbot.waitUntil(lambda: all(w.controller.screen_view()[0] is not None for w in windows), timeout=10000)
    return windows


def close_table(windows: list[MainWindow]) -> None:
    for w in reversed(windows):
        if w.controller.remote:
            w.controller.close()


def seen_by_the_screen(window) -> int:
    """The cards the window may show: those of the view it shows (the seat's, or the public one)."""
    view, _ = window.controller.screen_view()
    return mask(c for _, c in view_cards(view)) if view is not None else 0


def position(window) -> tuple:
    view, _ = window.controller.screen_view()
    return (view.deal_number, len(view.history), view.phase) if view is not None else ()


@pytest.mark.parametrize("mode", sorted(MODES))
@pytest.mark.parametrize("kind", KINDS)
def test_whole_deals_through_the_window_at_every_kind_of_seat(qtbot, window, quick_double_click, kind, mode):
    windows = open_table(qtbot, window, kind, mode)
    try:
        bots = [make_player("medium", seed=s) for s in range(4)]
        summaries = {w: 0 for w in windows}
        moves = {w: 0 for w in windows}
        for step in range(4000):
            # two whole deals at every window, and moves made at each (in two short deals, bombed or
            # won by the other seats, a seat may have had fewer than three turns: then a third)
            if all(n >= 2 for n in summaries.values()) and all(n >= 3 for n in moves.values()):
                break
            acted = False
            for w in windows:
                qtbot.wait(2)  # what the last move set going (a hand-over, a computer's move) comes first
                c = w.controller
                summary = w.deal_end.summary
                if summary is not None and summary.isVisible():  # every seat sees the deal's summary
                    assert "Deal" in summary.windowTitle()
                    summaries[w] += 1
                    summary.accept()  # "Next deal"
                    acted = True
                    continue
                if w.privacy.isVisible():
                    check_window(w, seen_by_the_screen(w), f"{kind} {mode}: hand-over")
                    qtbot.wait(2)
                    w.privacy.button.click()
                    acted = True
                    continue
                view, me = c.screen_view()
                if view is None:
                    continue
                check_window(w, seen_by_the_screen(w), f"{kind} {mode}: step {step}")
                if me is not None and c.musik_looker() == me:
                    seen_musik(w)
                    acted = True
                elif me is not None and view.to_move == me and view.legal and w.scene.interactive \
                        and not c.holding_trick:
                    before = position(w)
                    human_move(qtbot, w, me, bots[me])
                    qtbot.waitUntil(lambda w=w, before=before: position(w) != before, timeout=10000)
                    moves[w] += 1
                    acted = True
            if not acted:
                qtbot.wait(5)
        assert all(n >= 2 for n in summaries.values()), summaries
        assert all(n >= 3 for n in moves.values()), moves
        for w in windows:  # the next deal is dealt once the summary is closed, at every window
            qtbot.waitUntil(lambda w=w: position(w)[0] >= 2, timeout=10000)
    finally:
        close_table(windows)


def win_the_auction(qtbot, w, others=()) -> None:
    """Bid at each turn until the seat at ``w`` is the declarer and takes the musik (others pass);
    a redeal claim (four nines, about one deal in a hundred) is answered "keep" at every window."""
    for _ in range(3000):  # up to half a minute on a busy machine
        for other in others:
            keep_the_deal(other)
        view, me = w.controller.screen_view()
        if view is not None and view.phase == "musik" and view.to_move == me:
            if any(a.kind == "give" for a in view.legal) and len(input_mapping.give_targets(view)) == 2:
                return
            take = next((a for a in view.legal if a.kind == "take"), None)
            if take is not None:
                w.controller.play(take)
        elif view is not None and view.to_move == me and view.legal and view.phase == "claims":
            keep_the_deal(w)
        elif view is not None and view.to_move == me and view.legal and view.phase == "auction":
            bids = [a for a in view.legal if a.kind == "bid"]
            w.controller.play(min(bids, key=lambda a: a.value) if bids else view.legal[0])
        qtbot.wait(10)
    states = []
    for window in (w, *others):  # what each window shows, to tell a stuck table from a slow one
        view, me = window.controller.screen_view()
        states.append(None if view is None else (me, str(view.phase), view.to_move, [str(a) for a in view.legal]))
    pytest.fail(f"the seat at the screen never took the musik: (seat, phase, to move, legal) {states}")


def keep_the_deal(w) -> None:
    view, me = w.controller.screen_view()
    if view is not None and view.to_move == me and view.phase == "claims" and A.KEEP in view.legal:
        w.controller.play(A.KEEP)


@pytest.mark.parametrize("kind", ("solo", "network"))
def test_a_double_clicked_card_to_give_asks_to_whom_at_every_kind_of_seat(qtbot, window, quick_double_click,
                                                                         kind):
    """After the musik a double-clicked card goes nowhere by itself: the bar asks which opponent
    gets it, at a network seat as at a local one, and the card goes to the one chosen."""
    windows = open_table(qtbot, window, kind, people=1 if kind == "solo" else 3)  # the friends pass
    try:
        friends_pass(windows)
        win_the_auction(qtbot, window, windows[1:])
        qtbot.waitUntil(lambda: window.scene.interactive, timeout=5000)
        view, me = window.controller.screen_view()
        card = view.hand[0]
        before = position(window)
        double_click(qtbot, window, card_point(window, str(card)))
        asked = [b for b in window.bar.controls if isinstance(b, QPushButton) and b.property("action") is not None]
        names = window.names()
        targets = input_mapping.give_targets(view)
        assert [b.text() for b in asked] == [names[s] for s in targets] and "?" in window.bar.prompt.text()
        assert position(window) == before  # nothing given yet
        asked[1].click()
        qtbot.waitUntil(lambda: position(window) != before, timeout=10000)
        shown, _ = window.controller.screen_view()
        assert (me, Action("give", targets[1], card)) in shown.history
    finally:
        close_table(windows)


def friends_pass(windows) -> None:
    """The friends at a network table pass in the auction (the first bid is forced), so the host's
    seat takes the musik."""
    for friend in windows[1:]:
        def pass_when_asked(_seat=None, friend=friend) -> None:
            view, me = friend.controller.screen_view()
            if view is not None and view.to_move == me and view.phase == "auction":
                passes = [a for a in view.legal if a.kind == "pass"]
                friend.controller.play(passes[0] if passes else view.legal[0])  # the opening bid is forced

        friend.controller.human_turn.connect(pass_when_asked)
        pass_when_asked()


@pytest.mark.parametrize("kind", ("solo", "network"))
def test_a_completed_trick_stays_until_the_player_clicks_at_every_kind_of_seat(qtbot, window, quick_double_click,
                                                                              kind):
    """The trick hold of a local game at a network seat too: the trick lies on the table, nothing
    else is shown meanwhile, and a click on the table collects it."""
    windows = open_table(qtbot, window, kind)
    try:
        for w in windows:
            w.controller.trick_hold_ms = 3_600_000
        bots = [make_player("easy", seed=s) for s in range(3)]
        for _ in range(3000):
            if window.controller.holding_trick:
                break
            for w in windows:
                view, me = w.controller.screen_view()
                summary = w.deal_end.summary
                if summary is not None and summary.isVisible():
                    summary.accept()
                elif view is not None and view.to_move == me and view.legal and not w.controller.holding_trick:
                    w.controller.play(bots[me].choose(view))
            qtbot.wait(5)
        assert window.controller.holding_trick
        view, _ = window.controller.screen_view()
        held = view.tricks[-1]
        qtbot.wait(200)
        assert window.controller.holding_trick and window.controller.screen_view()[0] == view  # nothing moves on
        assert all(str(card) in window.scene.cards for _, card in held[1])  # the trick lies there
        window.table.collect_requested.emit()  # a click on the table
        assert not window.controller.holding_trick
    finally:
        close_table(windows)
