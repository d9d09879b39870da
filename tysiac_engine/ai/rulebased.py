"""Rule-based decisions shared by the easy and medium players.

Medium plays like a careful club player: it counts cards (what is gone,
who is void), melds when it leads, cashes masters, wins tricks cheaply,
feeds points to a partner defender and keeps its marriages together.
Easy uses the same moves with more noise and no counting.
"""
from __future__ import annotations

import random
from typing import Optional

from .. import actions as A
from ..actions import Action
from ..cards import CARD_POINTS, HIGHER, MARRIAGE_MASKS, MARRIAGE_VALUES, QUEEN, SUIT_MASKS, mask_of
from ..game import SeatView
from .evaluate import auction_estimates, best_discards, chance_at_least, declarer_estimate
from .knowledge import Knowledge, read_view


def unseen_mask(view: SeatView) -> int:
    return ((1 << 24) - 1) & ~mask_of(view.hand) & ~mask_of(view.played_cards)


# ---------------------------------------------------------------- auction
def max_bid_for(view: SeatView, confidence: float, noise: float = 0.0,
                rng: Optional[random.Random] = None) -> int:
    """Highest bid this hand would defend with the given confidence."""
    hand = mask_of(view.hand)
    rules = view.rules
    players = rules.players
    musik = 2 if players == 2 else 3
    keep = 10 if players == 2 else 8
    estimates = auction_estimates(hand, unseen_mask(view), musik, keep, limit=240)
    if noise and rng is not None:
        estimates = [e + rng.uniform(-noise, noise) for e in estimates]
    step = rules.bid_step
    best = 0
    for bid in range(rules.opening_bid, rules.max_bid + 1, step):
        if chance_at_least(estimates, bid) >= confidence:
            best = bid
        else:
            break
    return best


def auction_action(view: SeatView, confidence: float, noise: float = 0.0,
                   rng: Optional[random.Random] = None) -> Action:
    legal = view.legal
    bids = [a for a in legal if a.kind == "bid"]
    if A.PASS not in legal:  # forced opening
        return bids[0]
    if not bids:
        return A.PASS
    limit = max_bid_for(view, confidence, noise, rng)
    cheapest = min(bids, key=lambda a: a.value)
    return cheapest if cheapest.value <= limit else A.PASS


# ---------------------------------------------------------------- musik and contract
def musik_action(view: SeatView) -> Action:
    legal = view.legal
    takes = [a for a in legal if a.kind == "take"]
    if takes:
        return takes[0]  # 2 players: the talons are unseen, either will do
    if A.REDEAL in legal:
        hand = mask_of(view.hand)
        if declarer_estimate(hand) < (view.high_bid or 100):
            return A.REDEAL
    hand = mask_of(view.hand)
    gives = [a for a in legal if a.kind in ("give", "discard")]
    worst = best_discards(hand, 1)[0]
    if gives[0].kind == "discard":
        return A.DISCARDS[worst]
    targets = sorted({a.value for a in gives})
    return A.give(worst, targets[0])


def contract_action(view: SeatView, margin: float) -> Action:
    legal = view.legal
    hand = mask_of(view.hand)
    estimate = declarer_estimate(hand)
    declares = sorted((a for a in legal if a.kind == "declare"), key=lambda a: a.value)
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
def _sure_winner(c: int, know: Knowledge, opponents: list[int], trump: int) -> bool:
    """No card an opponent may hold beats c, and no opponent is likely to trump it."""
    for s in opponents:
        may_hold = (know.unseen | know.known.get(s, 0)) & ~know.forbidden.get(s, 0)
        if may_hold & HIGHER[c]:
            return False
        if trump >= 0 and c // 6 != trump and may_hold & SUIT_MASKS[trump]:
            suit = SUIT_MASKS[c // 6]
            if not may_hold & suit or bin(know.unseen & suit).count("1") < len(opponents):
                return False
    return True


def _in_marriage(hand: int, c: int) -> bool:
    s = c // 6
    return (MARRIAGE_MASKS[s] >> c) & 1 == 1 and hand & MARRIAGE_MASKS[s] == MARRIAGE_MASKS[s]


def play_action(view: SeatView, rng: random.Random, counting: bool = True) -> Action:
    legal = view.legal
    if A.CLAIM in legal:
        return A.CLAIM
    melds = [a for a in legal if a.kind == "meld"]
    if melds:
        return max(melds, key=lambda a: (MARRIAGE_VALUES[a.card // 6], a.card % 6 == QUEEN))
    plays = [a.card for a in legal if a.kind == "play"]
    hand = mask_of(view.hand)
    know = read_view(view) if counting else None
    me = view.seat
    declarer = view.declarer
    trump = view.trump if view.trump is not None else -1
    opponents = [s for s in view.active if s != me and (me == declarer or s == declarer)]
    if not view.trick:
        return A.PLAYS[_lead(plays, hand, know, opponents, trump, me == declarer)]
    return A.PLAYS[_follow(view, plays, hand, know, opponents, trump)]


def _lead(plays: list[int], hand: int, know: Optional[Knowledge], opponents: list[int],
          trump: int, declaring: bool) -> int:
    if know is not None:
        winners = [c for c in plays if _sure_winner(c, know, opponents, trump) and not _in_marriage(hand, c)]
        if winners:
            if declaring and trump >= 0:
                trumps = [c for c in winners if c // 6 == trump]
                if trumps and know.unseen & SUIT_MASKS[trump]:
                    return max(trumps)
            return max(winners, key=lambda c: (CARD_POINTS[c], c))
    # otherwise a low card of the longest suit, never from a marriage or a guarded ten
    def cost(c: int) -> tuple:
        s = c // 6
        length = bin(hand & SUIT_MASKS[s]).count("1")
        return (_in_marriage(hand, c), CARD_POINTS[c] >= 10, CARD_POINTS[c], -length, c)
    return min(plays, key=cost)


def _beats(c: int, w: int, trump: int) -> bool:
    return (c // 6 == w // 6 and c > w) or (trump >= 0 and c // 6 == trump and w // 6 != trump)


def _follow(view: SeatView, plays: list[int], hand: int, know: Optional[Knowledge],
            opponents: list[int], trump: int) -> int:
    trick = [(s, int(c)) for s, c in view.trick]
    winner_seat, w = trick[0]
    for s, c in trick[1:]:
        if _beats(c, w, trump):
            winner_seat, w = s, c
    me = view.seat
    last = len(trick) == len(view.active) - 1
    partner_wins = winner_seat not in opponents and winner_seat != me
    points_in = sum(CARD_POINTS[c] for _, c in trick)
    winning = [c for c in plays if _beats(c, w, trump)]
    cheap = sorted(plays, key=lambda c: (_in_marriage(hand, c), CARD_POINTS[c], c))
    if partner_wins and (last or know is None or _sure_winner(w, know, opponents, trump)):
        # feed points to a partner who keeps the trick
        feed = [c for c in plays if not _beats(c, w, trump) and not _in_marriage(hand, c)] or plays
        return max(feed, key=lambda c: (CARD_POINTS[c], -c))
    if winning:
        if last:
            if points_in + min(CARD_POINTS[c] for c in winning) >= 3 or not partner_wins:
                return min(winning, key=lambda c: (_in_marriage(hand, c), CARD_POINTS[c], c))
        else:
            safe = [c for c in winning if know is None or _sure_winner(c, know, opponents, trump)]
            if safe:
                return min(safe, key=lambda c: (_in_marriage(hand, c), CARD_POINTS[c], c))
    return cheap[0]


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

