"""Hand evaluation for bidding, musik, gives and the contract.

``declarer_estimate`` guesses what a declarer's kept hand will take (cards
plus marriages); ``auction_estimates`` runs it over the possible talons
(at most ``limit`` of them, e.g. C(17,3) = 680 in the 3-player game),
keeping the best cards each time, which gives a distribution to weigh a bid
against.  ``talon_plan`` reads from the deal's shape how many cards the
declarer adds and keeps.
"""
from __future__ import annotations

from itertools import combinations
from typing import Optional

from ..cards import ACE, CARD_POINTS, MARRIAGE_MASKS, MARRIAGE_VALUES, SUIT_MASKS, TEN, cards_of

SUIT_POINTS = 30  # A 11 + T 10 + K 4 + Q 3 + J 2 + 9 0 (the 8 and 7 add nothing)


def talon_plan(shape) -> tuple[int, int]:
    """(cards the declarer adds from the talons, cards he keeps) in this deal shape."""
    if not shape.takes:
        return 0, shape.hand_size
    sizes = sorted(shape.talons, reverse=True)
    extra = sum(sizes[:shape.takes])
    return extra, shape.hand_size + extra - shape.passes


def top_winners(mine: int, gone: int, suit: int) -> int:
    """How many of my cards in ``suit`` are masters from the top down."""
    count = 0
    for rank in range(7, -1, -1):
        c = suit * 8 + rank
        if (gone >> c) & 1:
            continue
        if (mine >> c) & 1:
            count += 1
        else:
            break
    return count


def declarer_estimate(hand: int, gone: int = 0, can_meld_first: bool = True) -> float:
    """Expected total (cards + marriages) of a declarer who leads with ``hand``.

    A rough human-style count: master cards win their points plus what the
    others add; long suits and a trump marriage bring extra tricks; marriages
    count fully for the first and partly for the rest (they need the lead).
    """
    pairs = sorted((MARRIAGE_VALUES[s] for s in range(4)
                    if hand & MARRIAGE_MASKS[s] == MARRIAGE_MASKS[s]), reverse=True)
    trump_suit = max((s for s in range(4) if hand & MARRIAGE_MASKS[s] == MARRIAGE_MASKS[s]),
                     key=lambda s: MARRIAGE_VALUES[s], default=-1)
    total = 0.0
    winners = 0.0
    for s in range(4):
        mine = hand & SUIT_MASKS[s]
        if not mine:
            continue
        length = bin(mine).count("1")
        masters = top_winners(mine, gone, s)
        if s == trump_suit:
            masters = max(masters, min(length, length - 2 + (masters > 0)))
        winners += masters
        my_points = sum(CARD_POINTS[c] for c in cards_of(mine))
        master_points = sum(CARD_POINTS[c] for c in cards_of(mine)[::-1][:masters])
        # masters collect their own points and some of what the others follow with
        others = max(0, SUIT_POINTS - my_points) * min(1.0, 0.45 * masters)
        total += master_points + others + 0.25 * (my_points - master_points)
    # discards of the others into my winning tricks
    total += 2.5 * max(0.0, winners - 2)
    if pairs:
        first = pairs[0] if can_meld_first else pairs[0] * 0.75
        rest = sum(pairs[1:]) * (0.85 if winners >= 3 else 0.55)
        total += first + rest
    return min(total, 120 + sum(pairs))


def keep_value(hand: int, c: int) -> float:
    """How much a card is worth keeping (low = a good card to give away)."""
    s = c >> 3
    value = CARD_POINTS[c] * 1.5
    if hand & MARRIAGE_MASKS[s] == MARRIAGE_MASKS[s] and (MARRIAGE_MASKS[s] >> c) & 1:
        value += MARRIAGE_VALUES[s]
    if (hand >> (s * 8 + ACE)) & 1 and c & 7 == TEN:
        value += 10  # a ten guarded by its ace
    value += bin(hand & SUIT_MASKS[s]).count("1") * 1.5  # length is worth keeping
    return value


def best_discards(hand: int, count: int) -> list[int]:
    """The ``count`` cards a declarer would rather give away."""
    order = sorted(cards_of(hand), key=lambda c: (keep_value(hand, c), c))
    return list(order[:count])


def kept_after_musik(hand: int, keep: int) -> int:
    """Best ``keep`` cards of a hand (drop the lowest keep values)."""
    drop = bin(hand).count("1") - keep
    if drop <= 0:
        return hand
    for c in best_discards(hand, drop):
        hand &= ~(1 << c)
    return hand


def auction_estimates(hand: int, unseen: int, musik_size: int = 3, keep: int = 8,
                      limit: Optional[int] = None, can_meld_first: bool = True,
                      known_talon: Optional[int] = None) -> list[float]:
    """Declarer estimates over the possible talons (all, or ``limit`` of them).

    ``known_talon``: the talon lies face up (``seven_open_musik``), one estimate.
    """
    if known_talon is not None:
        return [declarer_estimate(kept_after_musik(hand | known_talon, keep), can_meld_first=can_meld_first)]
    if musik_size <= 0:
        return [declarer_estimate(kept_after_musik(hand, keep), can_meld_first=can_meld_first)]
    pool = list(cards_of(unseen))
    combos = list(combinations(pool, musik_size))
    if limit is not None and len(combos) > limit:
        step = len(combos) / limit
        combos = [combos[int(i * step)] for i in range(limit)]
    out = []
    for talon in combos:
        full = hand
        for c in talon:
            full |= 1 << c
        out.append(declarer_estimate(kept_after_musik(full, keep), can_meld_first=can_meld_first))
    return out


def chance_at_least(estimates: list[float], value: float) -> float:
    if not estimates:
        return 0.0
    return sum(1 for e in estimates if e >= value) / len(estimates)
