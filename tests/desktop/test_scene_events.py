"""The table moves each card from the pile the engine's events name (issue 31 item 2).

Deals with a stock, with table piles, with talons (taken, shown, given, laid aside, not chosen)
are played on the real window, alone against the computers and in hot-seat; every card that
flies is recorded with the pile it left and the pile it went to (``TableScene.card_moved``) and
compared with what the events the screen's seat received say (``events_happened``), worked out
here on their own; no face the seat at the screen may not know is ever shown.
"""
from __future__ import annotations

from collections import Counter

import pytest

from tysiac_engine import events as E
from tysiac_engine.ai.players import make_player
from tysiac_engine.cards import Card
from tysiac_engine.game import Seat
from tysiac_desktop.controller import GameSetup
from tysiac_desktop.table.keys import ASIDE, STOCK, UNPICKED, PileKey

from ..engine.modes import known_cards
from .test_hot_seat import everyone_knows
from .test_main_window import seen_musik
from .test_modes import MODES


def setup(mode: str, humans: int, seed: int) -> GameSetup:
    preset, overrides = MODES[mode]
    n = overrides["players"]
    seats = [Seat(name=f"H{i}", kind="human") for i in range(humans)] + \
        [Seat(name=f"C{i}", kind="ai", level="easy") for i in range(humans, n)]
    rest = {k: v for k, v in overrides.items() if k != "players"}
    return GameSetup(players=n, seats=seats, preset=preset, overrides=rest, seed=seed)


class Oracle:
    """The flights the events call for, pile to pile, worked out apart from the scene."""

    def __init__(self, shape, held: bool) -> None:
        self.shape, self.held = shape, held
        self.flights: Counter = Counter()
        self.open_talon: dict[str, PileKey] = {}  # a shown talon's card still lying open (musik phase)
        self.waiting: list = []  # a held trick's events: they fly when it is collected

    def take(self, events, screen) -> None:
        events = list(events)
        won = [i for i, e in enumerate(events) if type(e) is E.TrickWon]
        if self.held and won:
            self._fly(events[:won[-1]], screen)
            self.waiting = events[won[-1]:]
        else:
            self._fly(events, screen)

    def collected(self, screen) -> None:
        waiting, self.waiting = self.waiting, []
        self._fly(waiting, screen)

    def _fly(self, events, screen) -> None:
        played: dict[str, PileKey] = {}  # a card played in these events: where it came from
        for e in events:
            kind = type(e)
            if kind is E.ActionTaken and e.action.kind in ("give", "discard"):
                to = PileKey.hand(e.action.value) if e.action.kind == "give" else ASIDE
                card = str(e.action.card) if e.action.card is not None else None
                self.flights[self.open_talon.pop(card, PileKey.hand(e.seat)), to] += 1
            elif kind is E.TalonTaken:
                if e.cards is not None and screen != e.seat and e.shown and not self.shape.talons_open:
                    for card in e.cards:  # it lies open for the others until the musik is over
                        self.open_talon[str(card)] = PileKey.talon(e.talon)
                else:
                    self.flights[PileKey.talon(e.talon), PileKey.hand(e.seat)] += self.shape.talons[e.talon]
            elif kind is E.CardPlayed:
                played[str(e.card)] = PileKey.hand(e.seat) if e.pile is None else PileKey.table(e.seat, e.pile)
                self.flights[played[str(e.card)], PileKey.trick(e.seat)] += 1
            elif kind is E.CardUncovered:
                self.flights[PileKey.table(e.seat, e.pile), PileKey.hand(e.seat)] += 1
            elif kind is E.TrickWon:
                for seat, card in e.cards:
                    if str(card) in played:  # played and taken at once: it flies straight to the tricks
                        self.flights[played[str(card)], PileKey.trick(seat)] -= 1
                        self.flights[played[str(card)], PileKey.taken(e.seat)] += 1
                    else:
                        self.flights[PileKey.trick(seat), PileKey.taken(e.seat)] += 1
            elif kind is E.CardDrawn:
                self.flights[STOCK, PileKey.hand(e.seat)] += 1

    def musik_over(self, view, apart: bool) -> None:
        """After the musik the open talon goes to the declarer, the talons not taken aside."""
        for card, talon in self.open_talon.items():
            self.flights[talon, PileKey.hand(view.declarer)] += 1
        self.open_talon = {}
        for i, size in enumerate(self.shape.talons):
            if i not in view.taken:
                self.flights[PileKey.talon(i), UNPICKED if apart else ASIDE] += size


# (mode, humans, trick hold ms, seed): a stock, table piles, talons (four of one card, two of two, an open
# one; a musik shown to the human and given from), the trick held or not, alone and in hot-seat
CASES = [("draw_stock", 1, 0, 11), ("draw_stock", 1, 60, 11), ("ru_open_closed", 1, 0, 11),
         ("ru_open_closed", 1, 60, 11), ("ru_prikup_4", 1, 0, 11), ("musik_2x2", 1, 60, 11), ("musik_2x2", 1, 0, 2),
         ("seven_open_musik", 1, 0, 11), ("three", 1, 0, 11), ("three", 1, 60, 14), ("three", 3, 0, 11),
         ("draw_stock", 2, 60, 11)]


@pytest.mark.parametrize("mode,humans,hold,seed", CASES)
def test_each_card_flies_from_the_pile_the_events_name(qtbot, window, mode, humans, hold, seed):
    window.session.start_game(setup(mode, humans, seed))
    controller, scene, game = window.controller, window.scene, window.controller.game
    controller.trick_hold_ms = hold
    shape = game.rules.shape
    oracle = Oracle(shape, held=hold > 0)
    flown: Counter = Counter()
    leaks: list = []
    state = {"deal": 0, "holding": False, "musik": True}

    def knowledge() -> int:
        seat = controller.current_human()
        return known_cards(game.last_deal, seat) if seat is not None else everyone_knows(game.last_deal, game.n)

    def on_events(events) -> None:
        oracle.take(events, controller.current_human())

    def on_moved(code, source, dest) -> None:
        if dest is None or source == dest:
            leaks.append(("flies nowhere", code, source, dest))
        elif source is not None:  # None: a new deal's card
            flown[source, dest] += 1
        if code is not None and not knowledge() >> _card(code) & 1:
            leaks.append(("flies face up", code, source, dest))

    def after_refresh() -> None:  # connected after the window's own: the table shows the new state
        view, _ = controller.screen_view()
        if view is None:
            return
        if view.deal_number != state["deal"]:  # a new deal (after a redeal, a bomb, a concession)
            state.update(deal=view.deal_number, holding=False, musik=True)
        if state["holding"] and not controller.holding_trick:
            oracle.collected(controller.current_human())
        state["holding"] = controller.holding_trick
        if state["musik"] and view.phase not in ("auction", "musik"):
            state["musik"] = False
            oracle.musik_over(view, UNPICKED in scene.piles)
        known = knowledge()
        for item in scene._items:
            if item.identity is not None and not known >> _card(item.identity) & 1:
                leaks.append(("lies face up", item.identity, view.phase))

    controller.events_happened.connect(on_events)
    scene.card_moved.connect(on_moved)
    controller.state_changed.connect(after_refresh)
    bots = [make_player("easy", seed=s) for s in range(game.n)]
    finished = []
    controller.deal_finished.connect(finished.append)
    for _ in range(3000):
        if finished and finished[-1].outcome.played:
            break
        if finished:  # a deal not played out: the next one
            qtbot.waitUntil(lambda: window.deal_end.summary is not None and window.deal_end.summary.isVisible(),
                            timeout=5000)
            window.deal_end.summary.accept()
            qtbot.waitUntil(lambda: game.current is not None, timeout=5000)
            finished.clear()
            continue
        seat = controller.current_human()
        if window.privacy.isVisible():
            window.privacy.button.click()
        elif seat is not None and controller.musik_looker() == seat:
            seen_musik(window)
        elif seat is not None and game.to_move == seat:
            controller.play(bots[seat].choose(controller.view_for(seat)))
        qtbot.wait(1)
    assert finished and finished[-1].outcome.played, f"{mode}: no deal was played out"
    assert not leaks, leaks[:5]
    expected = +oracle.flights
    assert flown == expected, (mode, flown - expected, expected - flown)
    assert sum(flown.values()) >= 2 * shape.players  # cards did fly


def _card(code: str) -> int:
    return int(Card.parse(code))
