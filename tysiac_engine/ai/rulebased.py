"""Rule-based decisions shared by the easy and medium players (and the search
player's fallback where the search cannot play the deal's shape).

Medium plays like a careful club player: it counts cards (what is gone,
who is void), melds when it can, cashes masters, wins tricks cheaply,
feeds points to a partner (a fellow defender, or the teammate in
``teams_2v2``) and keeps its marriages together.  Easy uses the same moves
with more noise and no counting.  Every size (hand, talons, cards passed)
comes from the deal's :class:`~tysiac_engine.shape.DealShape`; in deals
without a declarer every other seat is an opponent.
"""
from __future__ import annotations

import random
from typing import Optional

from .. import actions as A
from ..actions import Action
from ..cards import CARD_POINTS, HIGHER, MARRIAGE_MASKS, MARRIAGE_VALUES, QUEEN, SUIT_MASKS, mask_of
from ..claim import claim_is_unbeatable
from ..game import SeatView
from ..legality import beats
from .evaluate import (
    auction_estimates, best_discards, chance_at_least, declarer_estimate, keep_value, talon_plan,
)
from .knowledge import Knowledge, read_view

# declarer_estimate is calibrated on the 3-player game (medium's deals: mean total - estimate
# +6 there, +6 in musik_2x2); elsewhere it is corrected per shape (fitted on 150 deals each):
TEAM_BASE, TEAM_SLOPE = 85.0, 0.6  # teams_2v2: the team's total ~ 85 + 0.6 x the declarer's estimate
NO_TALON_TWO = -13.0  # twelve_cards: every card is in the hands, no cards aside to win


# the error of that expectation (standard deviation of total - estimate, same deals) where the
# talons the declarer may get do not spread the estimates already: a known talon or none
# (twelve_cards 30, seven_open_musik 64), and the partner's unknown hand in teams_2v2 (45)
_QUANTILES = (-1.47, -0.79, -0.37, 0.0, 0.37, 0.79, 1.47)  # of the normal law, 7 even steps


def spread(shape) -> float:
    if shape.teams is not None:
        return 35.0
    if shape.stock:
        return 60.0
    if not shape.talons or shape.talons_open:
        return 30.0
    return 0.0


def adjusted(shape, estimate: float) -> float:
    """``declarer_estimate`` of the kept hand turned into the deal's expected total for this shape."""
    if shape.teams is not None:
        return TEAM_BASE + TEAM_SLOPE * estimate  # the partner's cards and melds count too
    if shape.stock:  # seven_open_musik: the stock adds cards to play (11 tricks on 7 kept)
        _, keep = talon_plan(shape)
        return estimate * shape.tricks / keep
    if shape.playing == 2 and not shape.talons:
        return estimate + NO_TALON_TWO
    return estimate


def unseen_mask(view: SeatView) -> int:
    """Cards whose place this seat does not know (the shape's deck, less everything seen)."""
    return read_view(view).unseen


def playable_mask(view: SeatView) -> int:
    """The seat's own cards it may choose from: its hand and its face-up table cards."""
    hand = mask_of(view.hand)
    if view.table:
        hand |= mask_of(c for c in view.table[view.seat] if c is not None)
    return hand


def opponents_of(view: SeatView, seat: Optional[int] = None) -> list[int]:
    """The seats playing against ``seat`` (default: the viewer) in this deal.

    Declarer against the defenders; in teams the other team; in a deal
    without a declarer every other seat.
    """
    me = view.seat if seat is None else seat
    shape = view.shape
    others = [s for s in view.active if s != me]
    if shape.teams is not None:
        return [s for s in others if shape.teams[s] != shape.teams[me]]
    declarer = view.declarer
    if declarer is None:
        return others
    if me == declarer:
        return others
    return [declarer]


# ---------------------------------------------------------------- auction
def hand_estimates(view: SeatView, limit: Optional[int] = 240, can_meld_first: bool = True) -> list[float]:
    """Estimates of the seat's total as declarer over the talons it might take (per the shape)."""
    shape = view.shape
    hand = mask_of(view.hand)
    extra, keep = talon_plan(shape)
    known = None
    if shape.talons_open and view.musiks and view.musiks[0] is not None:
        known = mask_of(view.musiks[0])
    estimates = auction_estimates(hand, unseen_mask(view), extra, keep, limit=limit,
                                  can_meld_first=can_meld_first, known_talon=known)
    sigma = spread(shape)
    if not sigma:
        return [adjusted(shape, e) for e in estimates]
    return [adjusted(shape, e) + sigma * z for e in estimates for z in _QUANTILES]


def max_bid_for(view: SeatView, confidence: float, noise: float = 0.0,
                rng: Optional[random.Random] = None) -> int:
    """Highest bid this hand would defend with the given confidence."""
    rules = view.rules
    estimates = hand_estimates(view)
    if noise and rng is not None:
        estimates = [e + rng.uniform(-noise, noise) for e in estimates]
    step = rules.bid_step
    best = 0
    for bid in range(rules.opening_bid, view.shape.max_bid + 1, step):
        if chance_at_least(estimates, bid) >= confidence:
            best = bid
        else:
            break
    return best


def partner_holds_bid(view: SeatView) -> bool:
    """teams_2v2: the partner is the high bidder (overbidding the team is wasted)."""
    return view.partner is not None and view.high_bidder == view.partner


PARTNER_MARGIN = 20  # teams: take the bid off the partner only with this much to spare


def auction_action(view: SeatView, confidence: float, noise: float = 0.0,
                   rng: Optional[random.Random] = None) -> Action:
    legal = view.legal
    bids = [a for a in legal if a.kind == "bid"]
    if A.PASS not in legal:  # forced opening (the dark bid is chosen blind: never)
        return min(bids, key=lambda a: a.value) if bids else legal[0]
    if not bids:
        return A.PASS
    limit = max_bid_for(view, confidence, noise, rng)
    cheapest = min(bids, key=lambda a: a.value)
    if partner_holds_bid(view):
        limit -= PARTNER_MARGIN
    return cheapest if cheapest.value <= limit else A.PASS


# ---------------------------------------------------------------- musik and contract
def pass_targets(view: SeatView) -> list[int]:
    """Seats still to receive a card from the declarer, opponents first (teams: the partner last)."""
    targets = sorted({a.value for a in view.legal if a.kind == "give"})
    partner = view.partner
    return sorted(targets, key=lambda s: s == partner)


def musik_action(view: SeatView) -> Action:
    legal = view.legal
    takes = [a for a in legal if a.kind == "take"]
    if takes:
        return takes[0]  # the talons are unseen (or the only one), either will do
    hand = mask_of(view.hand)
    if A.REDEAL in legal:
        if declarer_estimate(hand) < (view.high_bid or 100):
            return A.REDEAL
    passes = [a for a in legal if a.kind in ("give", "discard")]
    if not passes:
        return legal[0]
    if passes[0].kind == "discard":
        return A.DISCARDS[best_discards(hand, 1)[0]]
    targets = pass_targets(view)
    return A.give(targets[0], best_discards(hand, 1)[0])


def contract_action(view: SeatView, margin: float) -> Action:
    legal = view.legal
    hand = mask_of(view.hand)
    estimate = adjusted(view.shape, declarer_estimate(hand))
    margin += spread(view.shape)  # raise the contract only with the estimate's error to spare
    declares = sorted((a for a in legal if a.kind == "declare"), key=lambda a: a.value)
    if not declares:
        return legal[0]
    bid = declares[0].value
    if estimate < bid - 35:
        if A.BOMB in legal:
            return A.BOMB
        if A.CONCEDE in legal and estimate < bid - 50:
            return A.CONCEDE
    best = declares[0]
    for a in declares:
        if a.value <= estimate - margin:
            best = a
    return best


# ---------------------------------------------------------------- play
def claim_is_sure(view: SeatView, know: Optional[Knowledge] = None) -> bool:
    """Lay the hand down: only when the seat knows every card the others hold and the claim wins.

    The view only says that the declarer may try (``may_claim``); whether the
    claim stands depends on the cards the seat cannot see, so the decision is
    made from the seat's own knowledge.
    """
    if not view.may_claim:
        return False
    know = know or read_view(view)
    hands = {}
    for s in view.active:
        if s == view.seat:
            continue
        known = know.known.get(s, 0)
        if bin(known).count("1") != know.sizes.get(s, 0):
            return False  # a card of theirs is unknown
        hands[s] = known
    order = list(view.active)
    i = order.index(view.seat)
    after = order[i + 1:] + order[:i]
    rules = view.rules
    return claim_is_unbeatable(know.hand, tuple(hands[s] for s in after), view.trump, rules.must_beat,
                               rules.must_trump)


def _sure_winner(c: int, know: Knowledge, opponents: list[int], trump: Optional[int]) -> bool:
    """No card an opponent may hold beats c, and no opponent is likely to trump it."""
    for s in opponents:
        may_hold = know.may_hold(s)
        if may_hold & HIGHER[c]:
            return False
        if trump is not None and c >> 3 != trump and may_hold & SUIT_MASKS[trump]:
            suit = SUIT_MASKS[c >> 3]
            if not may_hold & suit or bin(know.unseen & suit).count("1") < len(opponents):
                return False
    return True


def _in_marriage(hand: int, c: int) -> bool:
    s = c >> 3
    return (MARRIAGE_MASKS[s] >> c) & 1 == 1 and hand & MARRIAGE_MASKS[s] == MARRIAGE_MASKS[s]


def play_action(view: SeatView, rng: random.Random, counting: bool = True) -> Action:
    legal = view.legal
    know = read_view(view) if counting or view.may_claim else None
    if know is not None and claim_is_sure(view, know):
        return A.CLAIM
    if not counting:
        know = None
    melds = [a for a in legal if a.kind == "meld"]
    if melds:  # a lead marriage, or the K onto the Q just played (on someone)
        return max(melds, key=lambda a: (MARRIAGE_VALUES[a.card >> 3], a.card & 7 == QUEEN))
    plays = [a.card for a in legal if a.kind == "play"]
    hand = playable_mask(view)
    me = view.seat
    trump = view.trump
    opponents = opponents_of(view)
    if not view.trick:
        return A.PLAYS[_lead(plays, hand, know, opponents, trump, me == view.declarer)]
    return A.PLAYS[_follow(view, plays, hand, know, opponents, trump)]


def _lead(plays: list[int], hand: int, know: Optional[Knowledge], opponents: list[int],
          trump: Optional[int], declaring: bool) -> int:
    if know is not None:
        winners = [c for c in plays if _sure_winner(c, know, opponents, trump) and not _in_marriage(hand, c)]
        if winners:
            if declaring and trump is not None:
                trumps = [c for c in winners if c >> 3 == trump]
                if trumps and know.unseen & SUIT_MASKS[trump]:
                    return max(trumps)
            return max(winners, key=lambda c: (CARD_POINTS[c], c))

    # otherwise a low card of the longest suit, never from a marriage or a guarded ten
    def cost(c: int) -> tuple:
        s = c >> 3
        length = bin(hand & SUIT_MASKS[s]).count("1")
        return (_in_marriage(hand, c), CARD_POINTS[c] >= 10, CARD_POINTS[c], -length, c)
    return min(plays, key=cost)


def _follow(view: SeatView, plays: list[int], hand: int, know: Optional[Knowledge],
            opponents: list[int], trump: Optional[int]) -> int:
    state = view.trick_state
    trick, winner_seat, w = state.cards, state.winner, state.winning_card
    me = view.seat
    played_after = [s for s in _after_me(view) if s not in {p for p, _ in trick}]
    last = not played_after
    partner_wins = winner_seat not in opponents and winner_seat != me
    # the trick is safe for the partner when no opponent still to play can beat it
    rivals_after = [s for s in played_after if s in opponents]
    points_in = sum(CARD_POINTS[c] for _, c in trick)
    winning = [c for c in plays if beats(c, w, trump)]
    cheap = sorted(plays, key=lambda c: (_in_marriage(hand, c), CARD_POINTS[c], c))
    if partner_wins and (not rivals_after or know is None or _sure_winner(w, know, rivals_after, trump)):
        # feed points to a partner who keeps the trick; never take it off him
        feed = [c for c in plays if not beats(c, w, trump) and not _in_marriage(hand, c)]
        if not feed:  # every card beats the partner (must_beat): the cheapest of them
            return min(plays, key=lambda c: (_in_marriage(hand, c), CARD_POINTS[c], c))
        return max(feed, key=lambda c: (CARD_POINTS[c], -c))
    if winning:
        if last:
            if points_in + min(CARD_POINTS[c] for c in winning) >= 3 or not partner_wins:
                return min(winning, key=lambda c: (_in_marriage(hand, c), CARD_POINTS[c], c))
        else:
            safe = [c for c in winning if know is None or _sure_winner(c, know, rivals_after, trump)]
            if safe:
                return min(safe, key=lambda c: (_in_marriage(hand, c), CARD_POINTS[c], c))
    return cheap[0]


def _after_me(view: SeatView) -> list[int]:
    """The seats that play after this one in the current trick's order."""
    order = list(view.active)
    leader = view.trick[0][0] if view.trick else view.seat
    i = order.index(leader)
    order = order[i:] + order[:i]
    return order[order.index(view.seat) + 1:]


# ---------------------------------------------------------------- one decision
def rule_based_action(view: SeatView, rng: random.Random, *, confidence: float,
                      noise: float, counting: bool, margin: float) -> Action:
    legal = view.legal
    if len(legal) == 1:
        return legal[0]
    phase = view.phase
    if A.REDEAL in legal and A.KEEP in legal:
        return A.REDEAL
    if phase == "auction":
        return auction_action(view, confidence, noise, rng)
    if phase == "musik":
        return musik_action(view)
    if phase == "contract":
        return contract_action(view, margin)
    return play_action(view, rng, counting)


__all__ = [
    "auction_action", "claim_is_sure", "contract_action", "hand_estimates", "keep_value", "max_bid_for", "musik_action",
    "opponents_of", "pass_targets", "play_action", "playable_mask", "rule_based_action", "unseen_mask",
]
