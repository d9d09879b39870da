"""Reading the table: how likely each sampled world is to have produced what the seat saw.

First the rules' own facts: under ``bid_cap`` a bid or contract above 120
tells of marriages held (judged on the dealt hand for a bid and on the kept
cards for the contract, :func:`~tysiac_engine.legality.bid_ceiling`), and
worlds against them are all but ruled out.

Then policy-based inference (as in the Skat programs that reached expert level,
Rebstock et al., "Policy Based Inference in Trick-Taking Card Games", 2019):
every world that fits the hard facts of :mod:`knowledge` is weighted by the
probability that the other players, holding that world's cards, would have
acted as they did, under a simple model of a sensible player:

* **bids and passes** — a player raises to ``v`` with a probability that
  grows with the strength of the hand he bid on (``declarer_estimate`` of
  his dealt cards plus what a talon adds on average, :func:`hand_strength`)
  against ``v``, and passes with the rest (the forced opening tells nothing);
* **the contract announced** — a declarer who announces more than his bid
  after the musik rarely holds a kept hand weaker than that contract
  (``declarer_estimate`` of the hand he announced with, against the contract);
* **half a marriage given away** — a declarer who gives a king or a queen
  rarely keeps its partner;
* **marriages not declared** — a player who led the king or queen of a suit
  without declaring, when he might have, rarely held its partner;
* **dear cards thrown away** — a player who followed suit with a ten or an
  ace into a trick the other side took, without having to, rarely held a
  cheaper card of that suit; one who threw off a ten or an ace (void in the
  suit led) rarely held a cheap card of another suit.

:func:`weighted_worlds` samples more worlds than needed and resamples them by
weight (systematic resampling), so the search spends its time on the likely
ones.  Only the view is read: fairness is kept.
"""
from __future__ import annotations

import math
import random
from functools import lru_cache
from typing import Callable, Optional

from ..actions import CARD_PLAYS, ActionKind
from ..cards import CARD_POINTS, DECK_MASKS, KING, MARRIAGE_MASKS, QUEEN, SUIT_MASKS, cards_of, mask_of
from ..game import SeatView
from ..legality import TrickState, bid_ceiling, free_play
from .evaluate import declarer_estimate, kept_after_musik, talon_plan
from .knowledge import ASIDE_SLOT, Knowledge, read_view, sample_world

# points of hand strength over which a raise goes from unlikely to likely.  Loose on purpose: fitted
# to hard's own auction turns (1,978 after the forced opening, 400 polish deals) the most likely
# reading is sigmoid((strength - v - 21) / 12) (medium: offset 21, scale 4), but reading bids so,
# (20, 12), paired against this one (hard - hard, 240 duplicate deals) gave -0.7 +- 2.4 points a deal
# on seed 91 and +1.1 +- 2.4 on seed 2026, and hard - medium +20.4 +- 4.7 on seed 91 (reading bids
# as here: +21.6): not taken
BID_SCALE = 16.0
UNDECLARED = 0.08  # chance that a player leads K or Q of a marriage he holds without declaring it
CONTRACT_SCALE = 16.0  # the same for a contract announced above the bid
# (Not read: a kept hand worth far more than the contract, as its declarer would have announced
# more.  Medium's raised contracts lay 11 to 18 points below declarer_estimate of the kept hand
# (10th and 90th percentiles of 141), hard's from 17 above to 40 below (17).  Weighing worlds by
# sigmoid((contract + 30 - estimate) / 10), kept bids too, made the real deal weigh 12% more than
# the mean sampled world (geometric mean over 95 defenders' leads to the second trick, 150 polish
# deals of medium players), yet hard with it - hard, 400 duplicate deals, seed 91: -0.1 +- 0.5
# points a deal, contracts made against it 773 of 891 against 774.)
GIVEN_HALF = 0.1  # chance that a declarer gives away a king or queen whose partner he keeps
# (Not read: which other card the declarer gave.  Weighing worlds by the chance that he gives it, a
# softmax of keep_value over the hand he gave from (temperature 4, the best fit to 206 of hard's
# gives: the real world weighs 1.45 times the mean sampled one), paired against not reading it
# (hard - hard, 240 duplicate deals): +0.9 +- 1.0 points a deal on seed 91, -0.1 +- 0.5 on 2026,
# +0.0 +- 0.3 on 7.)
THROWN_AWAY = 0.3  # chance that a player throws a T/A to the other side holding a cheaper card of the suit
FLOOR = 1e-4  # no world is ruled out by a soft fact


@lru_cache(maxsize=64)
def talon_gain(shape) -> float:
    """What the talon(s) add on average to ``declarer_estimate`` of a dealt hand in this shape."""
    extra, keep = talon_plan(shape)
    if not extra:
        return 0.0
    rng = random.Random(12)
    deck = list(cards_of(DECK_MASKS[shape.deck]))
    total = 0.0
    count = 0
    for _ in range(60):
        rng.shuffle(deck)
        hand = mask_of(deck[:shape.hand_size])
        rest = deck[shape.hand_size:]
        base = declarer_estimate(hand)
        for _ in range(6):
            talon = mask_of(rng.sample(rest, extra))
            total += declarer_estimate(kept_after_musik(hand | talon, keep)) - base
            count += 1
    return total / count


def hand_strength(shape, dealt: int) -> float:
    """Expected declarer total of a dealt hand (cards + marriages), before the talon."""
    return declarer_estimate(dealt) + talon_gain(shape)


def sigmoid(x: float) -> float:
    """The logistic function, safe for large arguments (also pimc's chance of making a contract)."""
    if x < -30:
        return 0.0
    if x > 30:
        return 1.0
    return 1.0 / (1.0 + math.exp(-x))


class Evidence:
    """The soft facts of a view, to weigh worlds with (built once per decision)."""

    def __init__(self, view: SeatView, know: Optional[Knowledge] = None) -> None:
        self.view = view
        self.shape = view.shape
        self.know = know or read_view(view)
        self.bids: list[tuple[int, str, int]] = []  # (seat, "raise"/"pass", value of the bid or of the next raise)
        self.announced: Optional[tuple[int, int]] = None  # (declarer, contract) when above the bid
        self.capped: list[tuple[int, int, bool]] = []  # (seat, bid or contract above 120, is a contract)
        self.lead_no_meld: list[tuple[int, int]] = []  # (seat, partner card not declared with)
        self.thrown: list[tuple[int, int]] = []  # (seat, mask of cheaper cards of the suit)
        self.given_half: list[tuple[int, int]] = []  # (declarer, partner of a king or queen he gave)
        self.played_by: dict[int, int] = {}
        self.received: dict[int, int] = {}
        self._read()

    # ------------------------------------------------------------------ reading the history
    def _read(self) -> None:
        view = self.view
        me = view.seat
        rules = view.rules
        step = rules.bid_step
        high = 0
        first_bid = True
        # what a player holds now plus what he played is the hand he bid or announced with
        # (no stock to draw from, no table piles)
        hands_tell = not self.shape.stock and not self.shape.table_piles
        for actor, action in view.history:
            kind = action.kind
            if kind == "bid":
                value = action.value
                if value > 120 and actor != me and hands_tell and self._dealt_told(actor):
                    self.capped.append((actor, value, False))
                if not first_bid and actor != me:
                    self.bids.append((actor, "raise", value))
                first_bid = False
                high = value
            elif kind == "dark":
                first_bid = False
                high = 120
            elif kind == "pass" and actor != me and high:
                self.bids.append((actor, "pass", high + step))
            elif kind == "declare" and actor != me and hands_tell:
                value = action.value
                if high and value > high:
                    self.announced = (actor, value)
                if value > max(120, high):  # the winning bid is always a legal contract
                    self.capped.append((actor, value, True))
        for actor, action in view.history:
            if action.kind in CARD_PLAYS:
                self.played_by[actor] = self.played_by.get(actor, 0) | 1 << action.card
        for to, c in view.gives:
            if c is not None:
                self.received[to] = self.received.get(to, 0) | 1 << c
                if c & 7 in (QUEEN, KING) and view.declarer not in (None, me):
                    self.given_half.append((view.declarer, _partner(c)))
        self._read_play()

    def _dealt_told(self, seat: int) -> bool:
        """:meth:`dealt_hand` holds at least every card ``seat`` was dealt: not so for a declarer
        who gave cards this seat did not see (they are somewhere in the receivers' hands)."""
        return seat != self.view.declarer or all(c is not None for _, c in self.view.gives)

    def _opponents(self, seat: int) -> set[int]:
        view, shape = self.view, self.shape
        others = {s for s in view.active if s != seat}
        if shape.teams is not None:
            return {s for s in others if shape.teams[s] != shape.teams[seat]}
        d = view.declarer
        if d is None or seat == d:
            return others
        return {d}

    def _read_play(self) -> None:
        view, shape = self.view, self.shape
        rules = view.rules
        me = view.seat
        tricks_of = {s: 0 for s in view.active}
        done = 0
        all_tricks = [(lead, cards, win) for lead, cards, win in view.tricks]
        if view.trick:
            all_tricks.append((view.trick[0][0], view.trick, None))
        history_plays = [(a, action) for a, action in view.history if action.kind in CARD_PLAYS]
        k = 0
        state = TrickState()
        for lead, cards, winner in all_tricks:
            state = state.next_trick(free_play(shape, shape.stock - done * len(view.active)))
            for i, (seat, c) in enumerate(cards):
                actor, action = history_plays[k]
                k += 1
                is_meld = action.kind == ActionKind.MELD
                if i == 0:
                    if not is_meld and seat != me and c & 7 in (QUEEN, KING) and not shape.table_piles:
                        may = not (rules.meld_requires_trick and not tricks_of[seat])
                        may = may and not (shape.no_meld_first_trick and done == 0)
                        if may:
                            self.lead_no_meld.append((seat, _partner(c)))
                    state = state.play(seat, c, is_meld)
                    continue
                led, trump = state.led, state.trump
                takes = state.takes(c)
                if (seat != me and winner is not None and not state.free and c >> 3 == led and not takes
                        and CARD_POINTS[c] >= 10 and winner in self._opponents(seat) and not shape.table_piles):
                    cheaper = 0
                    for x in cards_of(SUIT_MASKS[led]):
                        if CARD_POINTS[x] < CARD_POINTS[c] and not (x & 7 in (QUEEN, KING)):
                            cheaper |= 1 << x
                    if cheaper:
                        self.thrown.append((seat, cheaper))
                elif (seat != me and winner is not None and not state.free and c >> 3 != led and c >> 3 != trump
                      and CARD_POINTS[c] >= 10 and winner in self._opponents(seat) and not shape.table_piles
                      and not is_meld):
                    # a ten or an ace thrown off (no card of the suit led) to the other side
                    cheaper = 0
                    for x in cards_of(DECK_MASKS[shape.deck]):
                        if (x >> 3 not in (led, trump) and CARD_POINTS[x] < CARD_POINTS[c]
                                and not (x & 7 in (QUEEN, KING))):
                            cheaper |= 1 << x
                    if cheaper:
                        self.thrown.append((seat, cheaper))
                state = state.play(seat, c, is_meld)
            if winner is not None:
                tricks_of[winner] += 1
                done += 1

    # ------------------------------------------------------------------ weighing a world
    def kept_hand(self, seat: int, world: dict[int, int]) -> int:
        """The cards ``seat`` kept for the play in this world: its hand now and what it played."""
        return world.get(seat, 0) | self.played_by.get(seat, 0)

    def dealt_hand(self, seat: int, world: dict[int, int]) -> int:
        """The cards ``seat`` bid on, as far as this world tells (its hand now, what it played,
        what the declarer gave away, less the talon it took and the card it was given)."""
        view = self.view
        hand = self.kept_hand(seat, world)
        if seat == view.declarer:
            hand |= mask_of(c for _, c in view.gives if c is not None)
            hand |= world.get(ASIDE_SLOT, 0)  # what he laid aside (drawn for the others)
            hand |= mask_of(view.discards)
            for i in view.taken:
                talon = view.musiks[i] if i < len(view.musiks) else None
                if talon is not None:
                    hand &= ~mask_of(talon)
        else:
            hand &= ~self.received.get(seat, 0)
        return hand

    def breaks_the_cap(self, world: dict[int, int]) -> bool:
        """Someone in ``world`` bid or announced more than ``bid_cap`` lets his cards."""
        rules, shape = self.view.rules, self.shape
        for seat, value, contract in self.capped:
            hand = self.kept_hand(seat, world) if contract else self.dealt_hand(seat, world)
            if bid_ceiling(hand, rules.bid_cap, shape.max_bid, shape.bid_cap_applies) < value:
                return True
        return False

    def weight(self, world: dict[int, int]) -> float:
        if self.breaks_the_cap(world):
            return FLOOR ** 3
        w = 1.0
        if self.bids:
            strength: dict[int, float] = {}
            for seat, kind, value in self.bids:
                if seat not in strength:
                    strength[seat] = hand_strength(self.shape, self.dealt_hand(seat, world))
                p = sigmoid((strength[seat] - value) / BID_SCALE)
                w *= p if kind == "raise" else 1.0 - p
                w = max(w, FLOOR * FLOOR)
        if self.announced is not None:
            seat, contract = self.announced
            w *= max(FLOOR, sigmoid((declarer_estimate(self.kept_hand(seat, world)) - contract) / CONTRACT_SCALE))
        for seat, partner in self.lead_no_meld:
            if world.get(seat, 0) & partner:
                w *= UNDECLARED
        for seat, partner in self.given_half:
            if self.kept_hand(seat, world) & partner:
                w *= GIVEN_HALF
        for seat, cheaper in self.thrown:
            if world.get(seat, 0) & cheaper:
                w *= THROWN_AWAY
        return max(w, FLOOR ** 3)

    @property
    def informative(self) -> bool:
        return bool(self.bids or self.capped or self.announced or self.lead_no_meld or self.given_half or self.thrown)


def _partner(c: int) -> int:
    """The other half of the marriage of king or queen ``c``, as a mask."""
    return MARRIAGE_MASKS[c >> 3] & ~(1 << c)


def weighted_worlds(view: SeatView, rng: random.Random, count: int, know: Optional[Knowledge] = None,
                    oversample: int = 3, evidence: Optional[Evidence] = None,
                    key: Optional[Callable[[dict[int, int]], float]] = None,
                    pool: int = 0) -> list[tuple[dict[int, int], int]]:
    """About ``count`` worlds consistent with the view, drawn in proportion to how likely each
    is to have produced the others' bids and plays (see the module's text), as
    (world, times drawn) pairs.

    With ``key`` (a number that a world's value follows, such as what its talon is worth to the
    bidder) ``pool`` worlds (or ``oversample`` if more) are sampled per world kept, even when
    nothing is read from the others, and they are kept evenly over the order of ``key``:
    stratified, the same draw in expectation, but a few worlds no longer all hold weak or all
    strong talons by chance."""
    know = know or read_view(view)
    evidence = evidence or Evidence(view, know)
    informative = evidence.informative
    want = count * (max(oversample, pool) if key is not None else oversample if informative else 1)
    raw = []
    for _ in range(want * 2):
        world = sample_world(know, rng)
        if world is not None:
            raw.append(world)
        if len(raw) == want:
            break
    if len(raw) <= count or not (informative or key is not None):
        return [(w, 1) for w in raw[:count]]
    if key is not None:
        raw.sort(key=key)
    weights = [evidence.weight(w) for w in raw] if informative else [1.0] * len(raw)
    total = sum(weights)
    # systematic resampling: every world with a share of at least 1/count is kept
    step = total / count
    start = rng.random() * step
    picks: dict[int, int] = {}
    acc = 0.0
    i = 0
    for k in range(count):
        target = start + k * step
        while acc + weights[i] < target and i < len(raw) - 1:
            acc += weights[i]
            i += 1
        picks[i] = picks.get(i, 0) + 1
    return [(raw[i], times) for i, times in picks.items()]


__all__ = ["Evidence", "hand_strength", "talon_gain", "weighted_worlds"]
