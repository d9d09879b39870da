"""The one rule of what may be played, bid and declared — and why not.

Each rule of RULES.md that decides legality lives in exactly one function
here; the deal, the claim check, the explanation of a refused action and the
computer players all call these.  Cards are bitmasks (see :mod:`cards`).

Rule names (``IllegalAction.rule``) are option keys of RULES.md where one
decides (``must_beat``, ``bid_cap``, ``bomb_max_bid`` …) or plain names
(``follow_suit``, ``own_card``, ``max_bid`` …).
"""
from __future__ import annotations

from functools import lru_cache
from typing import NamedTuple, Optional, Sequence

from .cards import HIGHER, KING, MARRIAGE_MASKS, QUEEN, SUIT_MASKS, marriage_total

# -- play (RULES.md §2 step 6) ---------------------------------------------------------


# BEATERS[trump + 1][winner]: the cards that beat ``winner`` (trump -1: no trump)
BEATERS: tuple[tuple[int, ...], ...] = tuple(
    tuple(HIGHER[w] | (SUIT_MASKS[t] if t >= 0 and w >> 3 != t else 0) for w in range(32))
    for t in range(-1, 4)
)
# the same rows keyed by the trump as a view gives it (None: no trump) or as the solvers pass it (-1):
# every public function here takes either, so nobody converts one into the other
_BEATER_ROWS: dict[Optional[int], tuple[int, ...]] = {None: BEATERS[0], **{t: BEATERS[t + 1] for t in range(-1, 4)}}
_TRUMP_MASKS: dict[Optional[int], int] = {None: 0, -1: 0, **{t: SUIT_MASKS[t] for t in range(4)}}


def beaters(winner: int, trump: Optional[int]) -> int:
    """Cards that beat ``winner``: higher of its suit, or any trump while it is not one
    (``trump``: a suit number, None or -1 without a trump)."""
    return _BEATER_ROWS[trump][winner]


def beats(card: int, winner: int, trump: Optional[int]) -> bool:
    """``card`` played now takes the trick from ``winner``, the card winning it so far."""
    return _BEATER_ROWS[trump][winner] >> card & 1 == 1


def trump_mask(trump: Optional[int]) -> int:
    """The cards of the trump suit (none without a trump)."""
    return _TRUMP_MASKS[trump]


def reply_mask(hand: int, led_suit: int, winner_beaters: int, trumps_in_play: int, must_beat: bool,
               must_trump: str) -> int:
    """RULES.md §2 step 6 on masks alone: the cards of ``hand`` a player who is not leading may play.

    ``led_suit`` is the mask of the led suit, ``winner_beaters``
    :func:`beaters` of the card winning the trick so far and
    ``trumps_in_play`` :func:`trump_mask`.  This is the one rule; only masks
    go in, so a search may pass every mask shifted alike (the 24-card solver
    drops the 7s and 8s).
    """
    follow = hand & led_suit
    if follow:
        # a trumped trick: no card of the led suit is among the winner's beaters
        return ((follow & winner_beaters) or follow) if must_beat else follow
    if must_trump != "never":
        trumps = hand & trumps_in_play
        if trumps:
            better = trumps & winner_beaters
            if must_trump == "always":
                return (better or trumps) if must_beat else trumps
            return better or hand  # if_beats: a trump only when it would win the trick so far
    return hand


def legal_reply_mask(hand: int, led: int, winner: int, trump: Optional[int], must_beat: bool,
                     must_trump: str) -> int:
    """:func:`reply_mask` with the led suit, the winning card and the trump as card and suit numbers
    (``trump`` None or -1: none): what the deal, the claim check and the explanations ask."""
    return reply_mask(hand, SUIT_MASKS[led], _BEATER_ROWS[trump][winner], _TRUMP_MASKS[trump], must_beat, must_trump)


@lru_cache(maxsize=1 << 16)  # a pure function of few values, asked again at every read of a view
def reply_reveals(card: int, led: int, winner: int, trump: Optional[int], must_beat: bool, must_trump: str) -> int:
    """The cards a player cannot hold who answered with ``card`` (obligations in force).

    The rule read backwards: every card whose presence beside ``card`` would
    have forbidden it.  For this rule one such card is enough to forbid it, so
    a hand could have played ``card`` exactly when it holds none of these.
    """
    led_suit, winner_beaters, trumps = SUIT_MASKS[led], _BEATER_ROWS[trump][winner], _TRUMP_MASKS[trump]
    bit = 1 << card
    shown = 0
    for other in range(32):
        pair = bit | 1 << other
        if pair != bit and not reply_mask(pair, led_suit, winner_beaters, trumps, must_beat, must_trump) & bit:
            shown |= 1 << other
    return shown


def play_refusal(card: int, playable: int, trick_empty: bool, led: int, winner: int, trump: Optional[int],
                 must_beat: bool, must_trump: str, obligations: bool = True) -> Optional[str]:
    """The rule that forbids playing ``card`` now, or None when it may be played.

    Whether the card may be played is :func:`legal_reply_mask`'s answer; this
    only names the obligation of §2 step 6 that the refused card breaks.
    """
    if not (playable >> card) & 1:
        return "own_card"
    if trick_empty or not obligations:
        return None
    if (legal_reply_mask(playable, led, winner, trump, must_beat, must_trump) >> card) & 1:
        return None
    if playable & SUIT_MASKS[led]:
        return "follow_suit" if card >> 3 != led else "must_beat"
    if card >> 3 != trump:
        return "must_trump"
    return "must_beat" if must_trump == "always" else "must_trump"


def trick_winner(cards: Sequence[tuple[int, int]], trump: Optional[int]) -> int:
    """Index in ``cards`` ((seat, card) in playing order) of the card that takes the trick."""
    best = 0
    w = cards[0][1]
    row = _BEATER_ROWS[trump]
    for i in range(1, len(cards)):
        c = cards[i][1]
        if row[w] >> c & 1:
            best, w = i, c
    return best


def free_play(shape, stock_left: int) -> bool:
    """No obligation holds in this trick (RULES.md §9 ``draw_stock``: while the stock lasts);
    ``shape`` a :class:`~tysiac_engine.shape.DealShape`, ``stock_left`` the cards in the
    stock as the trick began (draws come only between tricks)."""
    return shape.free_play_while_stock and stock_left > 0


class TrickState(NamedTuple):
    """The trick in progress, as the engine judges it: one value, changed only by :meth:`play`.

    The deal, the computer players' reading of the table, their search and a bot
    all step it alike (``SeatView.trick_state`` gives a seat's).  After a marriage
    declared "on someone" (RULES.md §9: the K onto the Q just played) the new
    trump judges the whole trick, the cards already played included.
    """

    cards: tuple[tuple[int, int], ...] = ()  # (seat, card) in playing order
    trump: Optional[int] = None  # the trump as it now stands (None, or -1 from a solver: no trump)
    best: int = -1  # index in ``cards`` of the card winning so far (-1: nothing played yet)
    free: bool = False  # no obligation holds (the stock lasts where play is free then, RULES.md §9)

    @property
    def led(self) -> int:
        """The suit led, -1 before the lead."""
        return self.cards[0][1] >> 3 if self.cards else -1

    @property
    def winner(self) -> int:
        """The seat winning the trick so far, -1 before the lead."""
        return self.cards[self.best][0] if self.cards else -1

    @property
    def winning_card(self) -> int:
        """The card winning the trick so far, -1 before the lead."""
        return self.cards[self.best][1] if self.cards else -1

    def legal(self, playable: int, must_beat: bool, must_trump: str) -> int:
        """The cards of ``playable`` the player to move may play now (§2 step 6)."""
        cards, trump, best, free = self
        if not cards or free:
            return playable
        return reply_mask(playable, SUIT_MASKS[cards[0][1] >> 3], _BEATER_ROWS[trump][cards[best][1]],
                          _TRUMP_MASKS[trump], must_beat, must_trump)

    def reveals(self, card: int, must_beat: bool, must_trump: str) -> int:
        """The cards a player cannot hold who played ``card`` now (:func:`reply_reveals`; none
        when leading or while play is free)."""
        if not self.cards or self.free:
            return 0
        return reply_reveals(card, self.cards[0][1] >> 3, self.cards[self.best][1], self.trump, must_beat, must_trump)

    def takes(self, card: int) -> bool:
        """``card`` played now (not as a marriage) would win the trick so far."""
        return not self.cards or _BEATER_ROWS[self.trump][self.cards[self.best][1]] >> card & 1 == 1

    def play(self, seat: int, card: int, meld: bool = False) -> "TrickState":
        """The trick after ``seat`` plays ``card`` (``meld``: declaring its marriage with it)."""
        cards = self.cards + ((seat, card),)
        trump = self.trump
        if meld:
            trump = card >> 3
            best = trick_winner(cards, trump) if self.cards else 0
        elif not self.cards:
            best = 0
        elif _BEATER_ROWS[trump][self.cards[self.best][1]] >> card & 1:
            best = len(self.cards)
        else:
            best = self.best
        return TrickState(cards, trump, best, self.free)

    def next_trick(self, free: bool = False) -> "TrickState":
        """An empty trick after this one (the trump stays)."""
        return TrickState((), self.trump, -1, free)


# -- marriages (RULES.md §2 step 7, §8 "Melds", §9 "on someone") ---------------------------


def lead_meld_cards(playable: int, queen_only: bool) -> list[int]:
    """Cards the leader may lead as ``meld``: Q (and K unless queen_only) of each marriage held."""
    out = []
    for s in range(4):
        if playable & MARRIAGE_MASKS[s] == MARRIAGE_MASKS[s]:
            out.append(s * 8 + QUEEN)
            if not queen_only:
                out.append(s * 8 + KING)
    return out


def meld_on_card(previous: int, legal: int) -> int:
    """The K that may be played as ``meld`` onto ``previous`` (a Q just played), or -1.

    Only where playing that K is legal anyway (``legal``, judged with the trump
    in force before the meld).
    """
    if previous & 7 != QUEEN:
        return -1
    king = previous - QUEEN + KING
    return king if (legal >> king) & 1 else -1


def meld_refusal(card: int, *, leading: bool, playable: int, previous: int, play_rule: Optional[str],
                 queen_only: bool, on_someone: bool, tricks_taken: int, needs_trick: bool,
                 first_trick_ban: bool) -> Optional[str]:
    """The rule that forbids declaring a marriage with ``card`` now, or None.

    ``previous`` is the card played just before in the current trick (-1 when
    leading); ``play_rule`` is :func:`play_refusal` of the card itself.
    """
    if not (playable >> card) & 1:
        return "own_card"
    if card & 7 not in (QUEEN, KING):
        return "marriage"
    if leading:
        if playable & MARRIAGE_MASKS[card >> 3] != MARRIAGE_MASKS[card >> 3]:
            return "marriage"
        if queen_only and card & 7 == KING:
            return "meld_card"
        if first_trick_ban:
            return "no_meld_first_trick"
    else:
        if not on_someone:
            return "meld_on_lead"
        if card & 7 != KING or previous != card - KING + QUEEN:
            return "meld_on_someone"
        if play_rule is not None:
            return play_rule
    if needs_trick and not tricks_taken:
        return "meld_requires_trick"
    return None


# -- bids and contracts (RULES.md §2 steps 3 and 5, §8 "Auction") --------------------------


def bid_ceiling(hand: int, bid_cap: str, max_bid: int, applies: bool = True) -> int:
    """Highest bid or contract a hand allows under ``bid_cap`` (judged on the cards held now)."""
    if not applies or bid_cap == "unlimited":
        return max_bid
    if bid_cap == "marriages":
        return min(max_bid, 120 + marriage_total(hand))
    return max_bid if marriage_total(hand) else 120  # any_marriage


def bid_values(low: int, ceiling: int, step: int, jumps: bool) -> range:
    """The raises from ``low``: every multiple of ``step`` up to ``ceiling`` (one step without jumps)."""
    top = ceiling if jumps else min(low, ceiling)
    top -= (top - low) % step if top >= low else 0
    return range(low, top + 1, step)


def bid_refusal(value: int, low: int, ceiling: int, step: int, jumps: bool, max_bid: int) -> Optional[str]:
    """Why ``bid value`` is refused (low is the lowest raise), or None."""
    if value % step:
        return "bid_step"
    if value < low:
        return "bid_low"
    if value > max_bid:
        return "max_bid"
    if not jumps and value > low:
        return "bid_jumps"
    if value > ceiling:
        return "bid_cap"
    return None


def contract_floor(bid: int, step: int, on_barrel: bool, must_finish: bool, target: int,
                   barrel: Optional[int], max_bid: int) -> int:
    """The lowest contract: the winning bid, or on the barrel with barrel_must_finish target − barrel
    rounded up -- but never above the maximum (RULES.md §1: contracts never exceed it; a barrel
    more than the maximum below the target asks for the maximum)."""
    if must_finish and on_barrel and barrel is not None:
        need = target - barrel
        need += -need % step
        return max(bid, min(need, max_bid))
    return bid


def contract_values(floor: int, ceiling: int, step: int, max_bid: int) -> range:
    """Contracts from ``floor`` (legal even above the ceiling) to the ceiling."""
    top = min(max(floor, ceiling), max(max_bid, floor))
    top -= (top - floor) % step
    return range(floor, top + 1, step)


def contract_refusal(value: int, bid: int, floor: int, ceiling: int, step: int, max_bid: int) -> Optional[str]:
    """Why ``declare value`` is refused (see :func:`contract_values`), or None."""
    if value % step:
        return "bid_step"
    if value < floor:
        return "barrel_must_finish" if floor > bid else "contract_low"
    if value > max(max_bid, floor):
        return "max_bid"
    if value > max(floor, ceiling):
        return "bid_cap"
    return None


def bomb_refusal(*, dark: bool, golden: bool, bombs_left: Optional[int], bid: int,
                 bomb_max_bid: Optional[int]) -> Optional[str]:
    """Why the declarer may not bomb now, or None (RULES.md §3 bomb keys, §10 dark and golden)."""
    if dark:
        return "dark_bid"
    if golden:
        return "golden_round"
    if bombs_left is not None and bombs_left <= 0:
        return "bombs_per_player"
    if bomb_max_bid is not None and bid > bomb_max_bid:
        return "bomb_max_bid"
    return None


def concede_allowed(concede: bool, dark: bool, golden: bool) -> bool:
    """RULES.md §8: concede per ``concede``, and always in dark and golden deals."""
    return concede or dark or golden
