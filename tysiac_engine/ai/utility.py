"""What a deal's result is worth to a seat, in the game as it stands (score-aware decisions).

A result is scored exactly as the engine scores it (:func:`~tysiac_engine.scoring.score_deal`
on a hypothetical :class:`~tysiac_engine.deal.DealOutcome`, from the view's scores and
counters), so the 800 lock, the barrel and its attempts, the finish cap, bolts, 555 and
the end of the game all count.  The seat's utility is its side's score change less the
mean change of its rivals' sides (a deal is judged relative to the table: a conceded
hopeless 100 can be worth more than a played one), plus :data:`WIN` when the result
ends the game in its favour and minus :data:`WIN` when a rival wins.
"""
from __future__ import annotations

from typing import Optional

from ..outcome import DealOutcome
from ..game import SeatView
from ..scoring import score_deal

WIN = 400  # finishing the game (or stopping a rival who would) against points of one deal


class ScoreModel:
    """Utilities of hypothetical results of the deal in ``view`` for the viewing seat."""

    def __init__(self, view: SeatView, seat: Optional[int] = None) -> None:
        self.view = view
        self.rules = view.rules
        self.shape = view.shape
        self.seat = view.seat if seat is None else seat
        self.units = self.shape.units()
        self.me = self.shape.unit_of(self.seat)
        self._cache: dict = {}
        self.defender_melds = 0
        self.declarer_melds = 0

    def unit_seat(self, seat: int) -> int:
        """The seat whose score and counters stand for ``seat``'s side."""
        return self.units[self.shape.unit_of(seat)][0]

    def utility(self, result) -> float:
        deltas = result.score_delta
        mine = deltas[self.units[self.me][0]]
        others = [deltas[seats[0]] for u, seats in enumerate(self.units) if u != self.me]
        value = mine - (sum(others) / len(others) if others else 0.0)
        winner = result.winner
        if winner is not None and winner != "draw":
            value += WIN if self.shape.unit_of(winner) == self.me else -WIN
        return value

    def declarer(self, declarer: int, contract: int, total: int, kind: str = "play",
                 bid: Optional[int] = None, melds: int = 0, defender_melds: int = 0,
                 own: Optional[tuple[int, int, int]] = None) -> float:
        """Utility of the declaring side finishing with ``total`` (cards + its marriages, of
        which ``melds`` are marriages) for ``contract``; ``kind`` "bomb" or "concede" for
        those results (``total`` then does not matter).  The defenders share the other card
        points (and ``defender_melds``) evenly, except that ``own`` (seat, card points, marriages)
        fixes one defender's (his card points at most what the declarer leaves)."""
        bid = contract if bid is None else bid
        if kind != "play":
            total = melds = defender_melds = 0
            own = None
        cards = max(0, min(120, total - melds))
        if own is not None:
            own = (own[0], max(0, min(120 - cards, own[1])), own[2])
        key = (declarer, contract, bid, kind, cards, total - cards, defender_melds, own)
        got = self._cache.get(key)
        if got is None:
            got = self._cache[key] = self.utility(self._score(declarer, contract, bid, kind, cards,
                                                              total - cards, defender_melds, own))
        return got

    def _score(self, declarer: int, contract: int, bid: int, kind: str, cards: int, melds: int,
               defender_melds: int, own: Optional[tuple[int, int, int]] = None):
        view, shape = self.view, self.shape
        n = shape.players
        active = tuple(view.active)
        cp = [0] * n
        ml: list[tuple[int, ...]] = [()] * n
        tricks = [0] * n
        du = shape.unit_of(declarer)
        cp[declarer] = cards
        if melds > 0:
            ml[declarer] = (melds,)
        # the defenders: one scoring side per unit, the cards split evenly
        defenders = []
        seen_units = {du}
        for s in active:
            u = shape.unit_of(s)
            if u not in seen_units:
                seen_units.add(u)
                defenders.append(s)
        rest = 120 - cards
        if own is not None and own[0] in defenders and len(defenders) > 1:
            cp[own[0]] = own[1]
            if own[2]:
                ml[own[0]] = (own[2],)
            rest -= own[1]
            defenders = [s for s in defenders if s != own[0]]
        for i, s in enumerate(defenders):
            share = rest // len(defenders) + (1 if i < rest % len(defenders) else 0)
            cp[s] = share
            extra = defender_melds // len(defenders)
            if extra:
                ml[s] = (extra,)
        if kind == "play":
            for s in active:
                tricks[s] = 1 if (cp[s] or shape.unit_of(s) != du) else 0
            tricks[declarer] = 1 if cards else 0
        outcome = DealOutcome(
            dealer=view.dealer, active=active, declarer=declarer, bid=bid, contract=contract, redeal=False,
            bombed=kind == "bomb", conceded=kind == "concede", dark=view.dark, golden=view.golden,
            card_points=tuple(cp), melds=tuple(ml), tricks=tuple(tricks), musik_mask=0, four_nines=None,
            claimed=False, last_trick=None, bonus=(), teams=shape.teams, fixed=shape.fixed_contract is not None)
        return score_deal(self.rules, outcome, tuple(view.scores), view.counters)

    def own_points(self, points: dict[int, int]) -> float:
        """Utility of a deal without a declarer in which each seat takes ``points`` (cards + melds)."""
        view, shape = self.view, self.shape
        n = shape.players
        key = tuple(sorted(points.items()))
        got = self._cache.get(key)
        if got is None:
            cp = [0] * n
            tricks = [0] * n
            for s, p in points.items():
                cp[s] = max(0, p)
                tricks[s] = 1 if p > 0 else 0
            outcome = DealOutcome(
                dealer=view.dealer, active=tuple(view.active), declarer=None, bid=None, contract=None,
                redeal=False, bombed=False, conceded=False, dark=False, golden=False, card_points=tuple(cp),
                melds=((),) * n, tricks=tuple(tricks), musik_mask=0, four_nines=None, claimed=False,
                last_trick=None, bonus=(), teams=shape.teams, fixed=False)
            got = self._cache[key] = self.utility(score_deal(self.rules, outcome, tuple(view.scores), view.counters))
        return got


__all__ = ["WIN", "ScoreModel"]
