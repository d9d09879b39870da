"""Is a claim (laying the hand down) unbeatable?  RULES.md §8 "Claim".

The declarer leads every remaining trick; the claim stands only if some
order of the declarer's cards wins each trick against every legal defence,
with the trump as it stands.  The check is exhaustive (an AND-OR search with
a memo) over the real remaining cards.
"""
from __future__ import annotations

from typing import Optional

from .cards import SUIT_MASKS
from .legality import beaters, legal_reply_mask


def claim_is_unbeatable(declarer_hand: int, defenders: tuple[int, ...], trump: Optional[int],
                        must_beat: bool, must_trump: str) -> bool:
    """True when the declarer can win every remaining trick against any defence.

    ``defenders`` are the defenders' hands in playing order after the declarer.
    """
    memo: dict[tuple, bool] = {}

    def beats_of(c: int) -> int:
        return beaters(c, trump)

    def wins_all(d: int, opps: tuple[int, ...]) -> bool:
        if not d:
            return True
        key = (d, opps)
        got = memo.get(key)
        if got is not None:
            return got
        result = False
        rest = d
        while rest:
            low = rest & -rest
            rest ^= low
            c = low.bit_length() - 1
            if replies_lose(c, d ^ low, opps, 0, ()):
                result = True
                break
        memo[key] = result
        return result

    def replies_lose(c: int, d: int, opps: tuple[int, ...], i: int, done: tuple[int, ...]) -> bool:
        """Every legal reply of defenders i.. loses to c and the rest still wins.

        A defender who cannot win the trick keeps higher cards rather than
        lower ones of the same suit (a higher card beats everything a lower
        one does and suit lengths stay the same), so only the lowest legal
        card of each suit needs trying.
        """
        if i == len(opps):
            return wins_all(d, done)
        hand = opps[i]
        legal = legal_reply_mask(hand, c >> 3, c, trump, must_beat, must_trump)
        if legal & beats_of(c):
            return False
        for suit_mask in SUIT_MASKS:
            part = legal & suit_mask
            if part:
                low = part & -part
                if not replies_lose(c, d, opps, i + 1, done + (hand ^ low,)):
                    return False
        return True

    # quick refusal: a defender's top card of a suit outranks every card the
    # declarer holds there; he keeps it and wins when the suit is led
    for s_mask in SUIT_MASKS:
        mine = declarer_hand & s_mask
        if mine:
            top_mine = mine.bit_length() - 1
            for h in defenders:
                theirs = h & s_mask
                if theirs and theirs.bit_length() - 1 > top_mine:
                    return False
    # quick refusal: no card of the declarer survives the first trick
    first_ok = False
    rest = declarer_hand
    while rest and not first_ok:
        low = rest & -rest
        rest ^= low
        c = low.bit_length() - 1
        first_ok = all(not (legal_reply_mask(h, c >> 3, c, trump, must_beat, must_trump) & beats_of(c))
                       for h in defenders)
    return first_ok and wins_all(declarer_hand, tuple(defenders))
