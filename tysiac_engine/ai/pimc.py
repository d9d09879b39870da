"""The search player (hard, expert): determinized search over sampled worlds.

Play: deal the cards this seat cannot see in many ways consistent with its
view (:mod:`knowledge`), solve every world with the open-hand solver
(:mod:`solver`) and choose the move that makes (declarer) or breaks
(defenders) the contract in the most worlds, then the best mean total.
Gives, contract, bomb and concede are weighed on solved worlds too; the
auction uses the hand evaluation over every possible musik with a risk rule
that sets the contract's gain and loss against what a defender scores.
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
from .evaluate import auction_estimates, keep_value
from .knowledge import ASIDE_SLOT, read_view, sample_world
from ..scoring import bomb_value as bomb_value_for
from .players import Budget, Player
from .rulebased import musik_action, rule_based_action, unseen_mask
from .solver import Solver, position_from_view

DEFENDER_SHARE = 38  # points a defender takes home in an average deal (3 players)
# open-hand play knows every card; at the table the declarer makes a little less
HIDDEN_CARDS_COST = 12
MIN_CHANCE = 0.8  # a bid or a raised contract needs this chance of being made
OPPONENT_WEIGHT = 0.5  # an opponent's gain hurts about half as much as our own gain helps


def worlds_for(view: SeatView, rng: random.Random, count: int) -> list[dict[int, int]]:
    know = read_view(view)
    worlds = []
    for _ in range(count * 3):
        world = sample_world(know, rng)
        if world is not None:
            worlds.append(world)
        if len(worlds) == count:
            break
    return worlds


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
        """
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
            pos = position_from_view(view, world, world.get(ASIDE_SLOT, 0))
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
        if A.CLAIM in view.legal:
            return A.CLAIM
        scores = self.move_scores(view, rng, budget)
        if not scores:
            return rule_based_action(view, rng, confidence=0.6, noise=0.0, counting=True, margin=10)
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
        players = rules.players
        hand = mask_of(view.hand)
        estimates = auction_estimates(hand, unseen_mask(view), 2 if players == 2 else 3,
                                      10 if players == 2 else 8,
                                      can_meld_first=not rules.meld_requires_trick)
        defend = self._defender_value(view)
        best, best_value = 0, defend
        step = rules.bid_step
        need = MIN_CHANCE / self._risk(view)
        for bid in range(rules.opening_bid, rules.max_bid + 1, step):
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
        if rules.lock_800 and score >= 800:
            return 0.0  # locked: defending scores nothing
        if rules.barrel is not None and score == rules.barrel:
            return -20.0  # an attempt is used up by waiting
        return DEFENDER_SHARE * (0.8 if rules.players == 2 else 1.0)

    def _risk(self, view: SeatView) -> float:
        """Weigh the game situation: chase when a rival nears the target, go safe when ahead."""
        rules = view.rules
        me = view.seat
        mine = view.scores[me]
        rivals = max(view.scores[s] for s in range(len(view.scores)) if s != me)
        if rivals >= rules.target - 150 and mine < rivals:
            return 1.15
        if mine >= rules.target - 150 and mine > rivals:
            return 0.9
        return 1.0

    def _bid(self, view: SeatView) -> Action:
        legal = view.legal
        bids = sorted((a for a in legal if a.kind == "bid"), key=lambda a: a.value)
        if A.PASS not in legal:
            return bids[0]
        if not bids:
            return A.PASS
        limit = self.bid_limit(view)
        return bids[0] if bids[0].value <= limit else A.PASS

    # ------------------------------------------------------------------ musik and contract
    def _musik(self, view: SeatView, rng: random.Random, budget: Budget) -> Action:
        legal = view.legal
        if any(a.kind == "take" for a in legal) or A.REDEAL in legal:
            return musik_action(view)
        hand = mask_of(view.hand)
        kind = "discard" if any(a.kind == "discard" for a in legal) else "give"
        left = 2 - (len(view.discards) if kind == "discard" else len(view.gives))
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
        """Open-hand totals of the declarer from the first lead, over sampled defences."""
        me = view.seat
        hand = mask_of(view.hand)
        given = hand & ~kept
        opponents = [s for s in view.active if s != me]
        known_given = {to: c for to, c in view.gives if c is not None}
        pool = [c for c in range(24) if (unseen_mask(view) >> c) & 1 and not (hand >> c) & 1]
        pool = [c for c in pool if c not in known_given.values()]
        totals = []
        solver = None  # one table for all worlds with the same rules key: entries are keyed on the cards
        sizes = {s: view.hand_sizes[s] for s in opponents}
        for _ in range(count):
            cards = pool[:]
            rng.shuffle(cards)
            hands = {me: kept}
            extra = list(cards_of(given))
            at = 0
            for s in opponents:
                h = 0
                if s in known_given:
                    h |= 1 << known_given[s]
                elif extra:
                    h |= 1 << extra.pop()
                need = 8 - bin(h).count("1") if view.rules.players != 2 else sizes[s] - bin(h).count("1")
                for c in cards[at:at + need]:
                    h |= 1 << c
                at += need
                hands[s] = h
            aside = 0
            if view.rules.players == 2:
                aside = mask_of(cards[at:]) | mask_of(extra) | mask_of(view.discards)
            pos = position_from_view(_as_play(view), hands, aside)
            if solver is None or solver.key != pos.rules_key():
                solver = Solver(pos)
            totals.append(solver.value(pos))
            if budget.expired():
                break
        return totals

    def _contract(self, view: SeatView, rng: random.Random, budget: Budget) -> Action:
        legal = view.legal
        declares = sorted((a for a in legal if a.kind == "declare"), key=lambda a: a.value)
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
            concede_value = -bid - OPPONENT_WEIGHT * opponents * 40
            if concede_value > play_value + 10:
                return A.CONCEDE
        return best


def _as_play(view: SeatView) -> SeatView:
    """The view as it will be at the first lead (for solving plans before the contract)."""
    from dataclasses import replace

    return replace(view, phase="play", to_move=view.declarer, trick=(), tricks=(), trump=None,
                   melds=tuple(() for _ in view.melds))


