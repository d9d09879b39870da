"""The search player (hard, expert): determinized search over sampled worlds.

Play: deal the cards this seat cannot see in many ways consistent with its
view (:mod:`knowledge`), solve every world with the open-hand solver
(:mod:`solver`) and choose the move that makes (declarer) or breaks
(defenders) the contract in the most worlds, then the best mean total.
Gives, discards, contract, bomb and concede are weighed on solved worlds
too; the auction uses the hand evaluation over the possible talons with a
risk rule that sets the contract's gain and loss against what a defender
scores.

Where the search cannot handle the deal's shape (see
:func:`~tysiac_engine.ai.solver.supports_shape`: teams, four players all
playing, deals without a declarer, table piles, a stock still to be drawn)
or the position is still too large for pure Python (:data:`MAX_SEARCH_CARDS`),
that decision is the rule-based one of :mod:`rulebased`.
"""
from __future__ import annotations

import random
import statistics
from itertools import combinations
from typing import Optional

from .. import actions as A
from ..actions import Action
from ..cards import CARD_POINTS, cards_of, mask_of
from ..game import SeatView
from ..scoring import bomb_value as bomb_value_for
from .evaluate import keep_value, talon_plan
from .knowledge import ASIDE_SLOT, Knowledge, read_view, sample_world, talon_slot
from .players import Budget, Player
from .rulebased import (
    PARTNER_MARGIN, claim_is_sure, contract_action, hand_estimates, musik_action, opponents_of,
    partner_holds_bid, rule_based_action,
)
from .solver import Solver, position_from_view, supports_shape, supports_view

DEFENDER_SHARE = 38  # points a defender takes home in an average deal (3 players)
# open-hand play knows every card; at the table the declarer makes a little less
HIDDEN_CARDS_COST = 12
MIN_CHANCE = 0.8  # a bid or a raised contract needs this chance of being made
OPPONENT_WEIGHT = 0.5  # an opponent's gain hurts about half as much as our own gain helps
# the search takes too long (pure Python) with more cards than this in play, by playing seats
# (a full solve from the first lead: 3 x 8 cards ~10 ms, 3 x 10 ~400 ms, 2 x 10 ~15 ms,
# 2 x 12 ~50 ms median): the rule-based play leads until the position is small enough
# (three_32 and dealer_sits_out_32 the first two tricks, twelve_cards the first two)
MAX_SEARCH_CARDS = {2: 20, 3: 24}


def position_of_world(view: SeatView, world: dict[int, int]):
    """The solver's position of ``view`` completed with a sampled world (see :mod:`knowledge`)."""
    unchosen = 0
    taken = set(view.taken)
    for i in range(len(view.musiks)):
        if i not in taken:
            unchosen |= world.get(talon_slot(i), 0)
    return position_from_view(view, world, world.get(ASIDE_SLOT, 0), unchosen)


def worlds_for(view: SeatView, rng: random.Random, count: int,
               know: Optional[Knowledge] = None) -> list[dict[int, int]]:
    know = know or read_view(view)
    worlds = []
    for _ in range(count * 3):
        world = sample_world(know, rng)
        if world is not None:
            worlds.append(world)
        if len(worlds) == count:
            break
    return worlds


def search_plays(view: SeatView) -> bool:
    """The search plays this view's position (else the rule-based play does)."""
    if view.phase != "play" or not supports_view(view):
        return False
    in_play = sum(view.hand_sizes[s] for s in view.active) + len(view.trick)
    return in_play <= MAX_SEARCH_CARDS[len(view.active)]


def search_plans(view: SeatView) -> bool:
    """The search weighs gives, discards and the contract in this shape (no stock at the first lead)."""
    shape = view.shape
    if not supports_shape(shape) or shape.stock or view.declarer is None:
        return False
    _, keep = talon_plan(shape)
    return keep * shape.playing <= MAX_SEARCH_CARDS[shape.playing]


class SearchPlayer(Player):
    level = "hard"

    def __init__(self, seed: int = 0, seconds: Optional[float] = None, expert: bool = False,
                 worlds: Optional[int] = None) -> None:
        super().__init__(seed, seconds)
        self.expert = expert
        if expert:
            self.level = "expert"
        self.play_worlds = worlds or (24 if expert else 12)
        self.plan_worlds = max(2, (worlds or (24 if expert else 12)) * 2 // 3)

    def _fallback(self, view: SeatView, rng: random.Random) -> Action:
        """The rule-based decision (medium's), where the search cannot handle the deal's shape."""
        return rule_based_action(view, rng, confidence=0.6, noise=0.0, counting=True, margin=10)

    # ------------------------------------------------------------------ dispatch
    def decide(self, view: SeatView, rng: random.Random, budget: Budget) -> Action:
        legal = view.legal
        if A.REDEAL in legal and A.KEEP in legal:
            return A.REDEAL
        if view.phase == "auction":
            return self._bid(view)
        if view.phase == "musik":
            return self._musik(view, rng, budget)
        if view.phase == "contract":
            return self._contract(view, rng, budget)
        return self._play(view, rng, budget)

    # ------------------------------------------------------------------ play
    def move_scores(self, view: SeatView, rng: random.Random, budget: Budget,
                    worlds: Optional[int] = None) -> dict[Action, tuple[float, float]]:
        """For each legal move: (share of worlds where the contract is made, mean declarer total).

        Whether the contract is made is a cheap zero-window test in every
        world; exact totals (the tie-break: overtricks for the declarer,
        points taken home for the defenders) are solved in a few worlds only.
        Empty where the search does not play the position (:func:`search_plays`).
        """
        if not search_plays(view):
            return {}
        count = worlds or self.play_worlds
        plays = [a for a in view.legal if a.kind in ("play", "meld")]
        made = {a: 0 for a in plays}
        totals = {a: 0.0 for a in plays}
        valued = 0
        solved = 0
        solver = None
        contract = view.contract or 0
        exact_worlds = max(2, count // 3)
        for world in worlds_for(view, rng, count):
            pos = position_of_world(view, world)
            if solver is None or solver.key != pos.rules_key():
                solver = Solver(pos)
            if valued < exact_worlds:
                values = solver.move_values(pos)
                for a in plays:
                    v = values.get(a, 0)
                    made[a] += v >= contract
                    totals[a] += v
                valued += 1
            else:
                reach = solver.move_reaches(pos, contract)
                for a in plays:
                    made[a] += bool(reach.get(a))
            solved += 1
            if solved >= 4 and budget.expired():
                break
            budget.check()
        if not solved:
            return {}
        return {a: (made[a] / solved, totals[a] / max(1, valued)) for a in plays}

    def _play(self, view: SeatView, rng: random.Random, budget: Budget) -> Action:
        if claim_is_sure(view):
            return A.CLAIM
        scores = self.move_scores(view, rng, budget)
        if not scores:
            return self._fallback(view, rng)
        declaring = view.seat == view.declarer
        sign = 1 if declaring else -1

        def key(a: Action) -> tuple:
            chance, total = scores[a]
            # prefer melds and then cheaper cards when everything else is equal
            return (sign * round(chance, 6), sign * round(total, 3), a.kind == "meld",
                    -CARD_POINTS[a.card] if a.card is not None else 0)

        return max(scores, key=key)

    # ------------------------------------------------------------------ auction
    def bid_limit(self, view: SeatView) -> int:
        """Highest bid worth making: its expected gain beats defending."""
        rules = view.rules
        estimates = hand_estimates(view, limit=400, can_meld_first=not rules.meld_requires_trick)
        defend = self._defender_value(view)
        best, best_value = 0, defend
        step = rules.bid_step
        need = MIN_CHANCE / self._risk(view)
        for bid in range(rules.opening_bid, view.shape.max_bid + 1, step):
            made = sum(1 for e in estimates if e - HIDDEN_CARDS_COST >= bid) / max(1, len(estimates))
            if made < need:
                break
            value = bid * (2 * made - 1) * self._risk(view)
            if value > best_value:
                best, best_value = bid, value
        return best

    def _defender_value(self, view: SeatView) -> float:
        """What sitting the deal out as a defender is worth to this seat."""
        rules = view.rules
        me = view.seat
        score = view.scores[me]
        if rules.lock_800 and score >= rules.lock_from:
            return 0.0  # locked: defending scores nothing
        if rules.barrel is not None and score == rules.barrel:
            return -20.0  # an attempt is used up by waiting
        return DEFENDER_SHARE * (0.8 if view.shape.playing == 2 else 1.0)

    def _risk(self, view: SeatView) -> float:
        """Weigh the game situation: chase when a rival nears the target, go safe when ahead."""
        rules = view.rules
        mine = view.scores[view.seat]
        rivals = max((view.scores[s] for s in opponents_of(view, view.seat)), default=0)
        if rivals >= rules.target - 150 and mine < rivals:
            return 1.15
        if mine >= rules.target - 150 and mine > rivals:
            return 0.9
        return 1.0

    def _bid(self, view: SeatView) -> Action:
        legal = view.legal
        bids = sorted((a for a in legal if a.kind == "bid"), key=lambda a: a.value)
        if A.PASS not in legal:  # the forced opening (the dark bid would be chosen blind: never)
            return bids[0] if bids else legal[0]
        if not bids:
            return A.PASS
        limit = self.bid_limit(view)
        if partner_holds_bid(view):
            limit -= PARTNER_MARGIN
        return bids[0] if bids[0].value <= limit else A.PASS

    # ------------------------------------------------------------------ musik and contract
    def _musik(self, view: SeatView, rng: random.Random, budget: Budget) -> Action:
        legal = view.legal
        if any(a.kind == "take" for a in legal) or A.REDEAL in legal or not search_plans(view):
            return musik_action(view)
        hand = mask_of(view.hand)
        kind = "discard" if any(a.kind == "discard" for a in legal) else "give"
        done = len(view.discards) if kind == "discard" else len(view.gives)
        left = view.shape.passes - done
        keep_size = bin(hand).count("1") - left
        pairs = self._candidate_keeps(hand, keep_size)
        best = max(pairs, key=lambda kept: self._kept_value(view, kept, rng, budget))
        card = min(cards_of(hand & ~best), key=lambda c: (keep_value(hand, c), c))
        if kind == "discard":
            return A.DISCARDS[card]
        return A.give(card, min(a.value for a in legal if a.kind == "give"))

    def _candidate_keeps(self, hand: int, keep: int) -> list[int]:
        cards = cards_of(hand)
        drop_count = len(cards) - keep
        ranked = sorted(cards, key=lambda c: keep_value(hand, c))[:6]
        out = []
        for drop in combinations(ranked, drop_count):
            out.append(hand & ~mask_of(drop))
        out.sort(key=lambda m: -sum(keep_value(hand, c) for c in cards_of(m)))
        return out[:4]

    def _kept_value(self, view: SeatView, kept: int, rng: random.Random, budget: Budget) -> float:
        """Mean open-hand total of the declarer keeping ``kept`` (others get the rest)."""
        totals = self._declarer_totals(view, kept, rng, budget, self.plan_worlds // 2 or 2)
        return statistics.fmean(totals) if totals else 0.0

    def _declarer_totals(self, view: SeatView, kept: int, rng: random.Random, budget: Budget,
                         count: int) -> list[int]:
        """Open-hand totals of the declarer from the first lead, over sampled worlds.

        The cards he has still to pass go to the seats still waiting for a
        give (opponents in turn) or are laid aside (``discard``).
        """
        me = view.seat
        hand = mask_of(view.hand)
        passed = list(cards_of(hand & ~kept))
        waiting = sorted(to for to in view.active if to != me and to not in {t for t, _ in view.gives})
        play_view = _as_play(view)
        know = read_view(view)
        totals = []
        solver = None  # one table for all worlds with the same rules key: entries are keyed on the cards
        for world in worlds_for(view, rng, count, know):
            hands = dict(world)
            hands[me] = kept
            discards = world.get(ASIDE_SLOT, 0)
            if view.shape.passing == "discard":
                discards |= mask_of(passed)
            else:
                for to, c in zip(waiting, passed):
                    hands[to] |= 1 << c
            unchosen = 0
            for i in range(len(view.musiks)):
                if i not in view.taken:
                    unchosen |= world.get(talon_slot(i), 0)
            pos = position_from_view(play_view, hands, discards, unchosen)
            if solver is None or solver.key != pos.rules_key():
                solver = Solver(pos)
            totals.append(solver.value(pos))
            if budget.expired():
                break
        return totals

    def _contract(self, view: SeatView, rng: random.Random, budget: Budget) -> Action:
        legal = view.legal
        declares = sorted((a for a in legal if a.kind == "declare"), key=lambda a: a.value)
        if not declares or not search_plans(view):
            return contract_action(view, 10)
        hand = mask_of(view.hand)
        totals = self._declarer_totals(view, hand, rng, budget, self.plan_worlds)
        if not totals:
            return declares[0]
        bid = declares[0].value

        def chance(n: int) -> float:
            return sum(1 for t in totals if t - HIDDEN_CARDS_COST >= n) / len(totals)

        risk = self._risk(view)
        best, best_value = declares[0], bid * (2 * chance(bid) - 1) * risk
        for a in declares[1:]:
            value = a.value * (2 * chance(a.value) - 1) * risk
            if chance(a.value) >= MIN_CHANCE and value > best_value + 5:
                best, best_value = a, value
        # a point an opponent gains counts half as much as one of our own
        opponents = len(view.active) - 1
        opponents_gain = statistics.fmean(max(0, 120 - t) for t in totals)
        play_value = best_value - OPPONENT_WEIGHT * opponents_gain
        if A.BOMB in legal:
            bomb_value = -OPPONENT_WEIGHT * opponents * bomb_value_for(view.rules, bid)
            if bomb_value > play_value + 10:
                return A.BOMB
        if A.CONCEDE in legal:
            concede_value = -bid - OPPONENT_WEIGHT * opponents * view.shape.concede_points
            if concede_value > play_value + 10:
                return A.CONCEDE
        return best


def _as_play(view: SeatView) -> SeatView:
    """The view as it will be at the first lead (for solving plans before the contract)."""
    from dataclasses import replace

    return replace(view, phase="play", to_move=view.declarer, trick=(), tricks=(), trump=None,
                   melds=tuple(() for _ in view.melds))
