"""Open-hand ("double-dummy") solver for the play phase of a deal.

Every hand is visible; the declarer maximises his final total (card points of
the tricks he takes plus his own marriages, with 2 players also the cards laid
aside when he wins the last trick) and the defenders, one team, minimise it.
RULES.md §2 steps 6-7, §3 "Play" and §8 "Melds" are the rules searched.

API::

    pos = position_from_deal(deal)            # or make_position(hands, ...)
    solve(pos) -> int                         # declarer's final total, optimal play
    can_reach(pos, threshold) -> bool         # can he still get >= threshold?
    move_values(pos) -> {Action: int}         # exact value of every legal move
    move_reaches(pos, threshold) -> {Action: bool}

A :class:`Solver` keeps its transposition table between calls; positions of
one deal (same rules, declarer and cards laid aside) may share one.

How the search is made fast (pure Python):

* hands are 24-bit masks; legal replies are the engine's
  :func:`~tysiac_engine.claim.legal_reply_mask`, inlined;
* a whole trick is searched inside one function call (nested loops, alpha-beta
  cutoffs at each of the 2 or 3 plays); the transposition table is probed at
  trick boundaries only, keyed on the hands, the leader, the trump (dropped
  when no card of the trump suit is left) and, with ``meld_requires_trick``,
  who has taken a trick; its values are the points *still to come*, so the
  points already taken are not part of the key;
* zero-window, fail-soft alpha-beta ("can the declarer still get >= beta?")
  driven by MTD(f) for exact values; table entries are lower/upper bounds and
  remember the lead that proved them (tried first next time);
* quick bounds: the declarer cannot get more than the points still out, the
  cards laid aside and the marriages he still holds;
* move ordering: stored best lead, marriages, winners before losers, cheap
  discards; the last trick is counted without a search;
* rank equivalence: cards of one suit with no live card between them that
  lie in one hand are interchangeable for who wins which trick, but not for
  points (no two ranks are worth the same).  Where the trick's side is already
  decided when the card is played (the last card of a trick, or a card no later
  card of the trick can change the side of) only the highest such card (the
  trick goes to the player's side) or the lowest (to the other side) is tried:
  swapping the two cards in any later line of play scores at least as well.
"""
from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Optional

from ..actions import MELDS, PLAYS, Action
from ..cards import (
    CARD_POINTS, HIGHER, KING, MARRIAGE_MASKS, MARRIAGE_VALUES, QUEEN, SUIT_MASKS, cards_of,
    points_of,
)
from ..claim import legal_reply_mask

__all__ = [
    "Position", "Solver", "make_position", "position_from_deal", "legal_moves", "apply_move",
    "solve", "can_reach", "move_values", "move_reaches", "upper_bound",
]

INF = 1 << 20

# beats table: _BEATS[trump + 1][w] = cards that beat w as the winning card
_BEATS = tuple(
    tuple(HIGHER[w] | (SUIT_MASKS[t] if t >= 0 and w // 6 != t else 0) for w in range(24))
    for t in range(-1, 4)
)
_SUIT = tuple(c // 6 for c in range(24))
_PTS = CARD_POINTS


# --------------------------------------------------------------------------- positions
@dataclass(frozen=True)
class Position:
    """A play-phase state with every hand known.

    Players are indices into ``hands`` in playing order (the engine's
    ``deal.active``); ``seats`` maps them back to engine seats.
    """

    hands: tuple[int, ...]
    declarer: int
    to_move: int
    trick: tuple[tuple[int, int], ...] = ()  # (player index, card) played so far
    trump: int = -1
    taken: int = 0  # bit i: player i has taken a trick this deal
    points: int = 0  # declarer's points so far: cards taken + own marriages
    aside: int = 0  # points of the cards going to the last trick's winner (2 players)
    must_beat: bool = True
    must_trump: str = "if_beats"
    meld_card: str = "queen_or_king"
    meld_requires_trick: bool = False
    seats: tuple[int, ...] = field(default=(), compare=False)

    @property
    def n(self) -> int:
        return len(self.hands)

    @property
    def is_over(self) -> bool:
        return not any(self.hands) and not self.trick

    def trick_state(self) -> tuple[int, int]:
        """(winning player index, winning card) of the trick so far; (-1, -1) if none."""
        if not self.trick:
            return -1, -1
        wp, wc = self.trick[0]
        beats = _BEATS[self.trump + 1]
        for p, c in self.trick[1:]:
            if beats[wc] >> c & 1:
                wp, wc = p, c
        return wp, wc

    def rules_key(self) -> tuple:
        return (len(self.hands), self.declarer, self.aside, self.must_beat, self.must_trump,
                self.meld_card, self.meld_requires_trick)


def make_position(hands, declarer: int = 0, to_move: Optional[int] = None, *, trick=(),
                  trump: int = -1, taken: int = 0, points: int = 0, aside: int = 0,
                  rules=None, must_beat: bool = True, must_trump: str = "if_beats",
                  meld_card: str = "queen_or_king", meld_requires_trick: bool = False,
                  seats=()) -> Position:
    """A position from explicit hands (masks, or iterables of cards).

    ``to_move`` defaults to the declarer leading (with a trick under way, the
    player after the last one in ``trick``).  ``rules`` (an engine
    :class:`~tysiac_engine.rules.Rules`) overrides the four play options.
    ``aside`` is a point count (not a mask).
    """
    masks = []
    for h in hands:
        if isinstance(h, int):
            masks.append(h)
        else:
            m = 0
            for c in h:
                m |= 1 << c
            masks.append(m)
    trick = tuple((int(p), int(c)) for p, c in trick)
    n = len(masks)
    if to_move is None:
        to_move = (trick[-1][0] + 1) % n if trick else declarer
    if rules is not None:
        must_beat, must_trump = rules.must_beat, rules.must_trump
        meld_card, meld_requires_trick = rules.meld_card, rules.meld_requires_trick
    return Position(tuple(masks), declarer, to_move, trick, trump, taken, points, aside,
                    must_beat, must_trump, meld_card, meld_requires_trick, tuple(seats))


def position_from_deal(deal) -> Position:
    """The position of a live engine :class:`~tysiac_engine.deal.Deal` in its play phase."""
    active = tuple(deal.active)
    index = {s: i for i, s in enumerate(active)}
    hands = tuple(deal.hands[s] for s in active)
    d = deal.declarer
    taken = 0
    for i, s in enumerate(active):
        if deal.tricks[s]:
            taken |= 1 << i
    points = points_of(deal.won[d]) + sum(MARRIAGE_VALUES[s] for s in deal.melds[d])
    aside = points_of(deal._aside()) if deal.n == 2 else 0
    trick = tuple((index[s], c) for s, c in deal.trick)
    r = deal.rules
    to_move = index[deal.to_move] if deal.to_move is not None else index[d]
    return Position(hands, index[d], to_move, trick, deal.trump, taken, points, aside,
                    r.must_beat, r.must_trump, r.meld_card, r.meld_requires_trick, active)


def legal_moves(pos: Position) -> list[Action]:
    """Plays and marriages of the player to move (no claim), as engine actions."""
    p = pos.to_move
    hand = pos.hands[p]
    if pos.trick:
        _, wc = pos.trick_state()
        mask = legal_reply_mask(hand, pos.trick[0][1] // 6, wc, pos.trump, pos.must_beat, pos.must_trump)
        return [PLAYS[c] for c in cards_of(mask)]
    out = [PLAYS[c] for c in cards_of(hand)]
    if not pos.meld_requires_trick or pos.taken >> p & 1:
        for s in range(4):
            if hand & MARRIAGE_MASKS[s] == MARRIAGE_MASKS[s]:
                out.append(MELDS[s * 6 + QUEEN])
                if pos.meld_card != "queen_only":
                    out.append(MELDS[s * 6 + KING])
    return out


def apply_move(pos: Position, move: Action) -> Position:
    """The position after ``move`` (no legality check beyond holding the card)."""
    c = int(move.card)
    p = pos.to_move
    if not pos.hands[p] >> c & 1:
        raise ValueError(f"{move}: card not in player {p}'s hand")
    hands = list(pos.hands)
    hands[p] &= ~(1 << c)
    trump, points = pos.trump, pos.points
    if move.kind == "meld":
        trump = c // 6
        if p == pos.declarer:
            points += MARRIAGE_VALUES[trump]
    trick = pos.trick + ((p, c),)
    n = len(hands)
    if len(trick) < n:
        return replace(pos, hands=tuple(hands), to_move=(p + 1) % n, trick=trick, trump=trump,
                       points=points)
    wp, wc = trick[0]
    beats = _BEATS[trump + 1]
    pts = 0
    for q, x in trick:
        pts += _PTS[x]
        if beats[wc] >> x & 1:
            wp, wc = q, x
    if wp == pos.declarer:
        points += pts
        if not any(hands):
            points += pos.aside
    return replace(pos, hands=tuple(hands), to_move=wp, trick=(), trump=trump,
                   points=points, taken=pos.taken | 1 << wp)


def upper_bound(pos: Position) -> int:
    """Declarer's total if he took every remaining card and declared every marriage he holds."""
    rest = 0
    for h in pos.hands:
        rest |= h
    for _, c in pos.trick:
        rest |= 1 << c
    d = pos.hands[pos.declarer]
    mv = sum(MARRIAGE_VALUES[s] for s in range(4) if d & MARRIAGE_MASKS[s] == MARRIAGE_MASKS[s])
    return pos.points + points_of(rest) + (pos.aside if any(pos.hands) else 0) + mv


# --------------------------------------------------------------------------- the search
def _order_table():
    asc = {}

    def ascending(mask):
        got = asc.get(mask)
        if got is None:
            got = tuple(sorted(cards_of(mask), key=lambda c: (c % 6, c // 6)))
            asc[mask] = got
        return got
    return ascending


class Solver:
    """Search engine for one set of rules, declarer and cards laid aside.

    The transposition table persists between calls; it is valid for every
    position with the same :meth:`Position.rules_key`.
    """

    def __init__(self, pos: Position) -> None:
        self.key = pos.rules_key()
        self.tt: dict = {}
        self.nodes = 0
        self._build(pos)

    # the closures below are the hot path; everything they use is local
    def _build(self, pos: Position) -> None:
        n = len(pos.hands)
        D = pos.declarer
        must_beat = pos.must_beat
        mt_always = pos.must_trump == "always"
        mt_never = pos.must_trump == "never"
        queen_only = pos.meld_card == "queen_only"
        meld_req = pos.meld_requires_trick
        aside = pos.aside
        tt = self.tt
        BEATS = _BEATS
        SM = SUIT_MASKS
        P = _PTS
        MM = MARRIAGE_MASKS
        MV = MARRIAGE_VALUES
        pts_of = points_of
        asc = _order_table()
        NEXT = tuple((i + 1) % n for i in range(n))
        solver = self

        def reply_mask(hand, led, bm, t):
            follow = hand & SM[led]
            if follow:
                if must_beat:
                    return (follow & bm) or follow
                return follow
            if t >= 0 and not mt_never:
                tr = hand & SM[t]
                if tr:
                    better = tr & bm
                    if mt_always:
                        return (better or tr) if must_beat else tr
                    return better or hand
            return hand

        def lead_moves(hand, p, t, flags, hint):
            """Encoded leads: card | 32 for a marriage; hint first."""
            out = []
            if not meld_req or flags >> p & 1:
                for s in (0, 1, 2, 3):
                    if hand & MM[s] == MM[s]:
                        out.append(s * 6 + QUEEN + 32)
                        if not queen_only:
                            out.append(s * 6 + KING + 32)
            cards = asc(hand)
            out.extend(reversed(cards))
            if hint is not None and hint in out:
                out.remove(hint)
                out.insert(0, hint)
            return out

        def ubound(hands, t):
            rest = 0
            for h in hands:
                rest |= h
            ub = pts_of(rest) + aside
            hd = hands[D]
            for s in (0, 1, 2, 3):
                if hd & MM[s] == MM[s]:
                    ub += MV[s]
            return ub

        def search(hands, leader, t, flags, beta):
            """Fail-soft test 'declarer's points still to come >= beta' at a trick start."""
            solver.nodes += 1
            if t >= 0:
                alive = 0
                for h in hands:
                    alive |= h
                if not alive & SM[t]:
                    t = -1
            key = (hands, leader, t, flags)
            ent = tt.get(key)
            if ent is not None:
                lo, hi, hint = ent
                if lo >= beta:
                    return lo
                if hi < beta:
                    return hi
            else:
                lo = 0
                hi = ubound(hands, t)
                hint = None
                if hi < beta:
                    tt[key] = (lo, hi, None)
                    return hi
                if beta <= 0:
                    return 0
            best, move = trick(hands, leader, t, flags, beta, hint)
            if best >= beta:
                if best > lo:
                    lo = best
            elif best < hi:
                hi = best
            tt[key] = (lo, hi, move)
            return best

        def trick(hands, leader, t, flags, beta, hint):
            H0 = hands[leader]
            p1 = NEXT[leader]
            max0 = leader == D
            best0 = -1 if max0 else INF
            bmove = None
            last = not (H0 & (H0 - 1))
            for m in lead_moves(H0, leader, t, flags, hint):
                c0 = m & 31
                if m & 32:
                    tl = c0 // 6
                    bonus = MV[tl] if max0 else 0
                else:
                    tl = t
                    bonus = 0
                v = follow(hands, leader, p1, 1, H0 ^ (1 << c0), c0 // 6, c0, leader,
                           P[c0], tl, flags, beta - bonus, last) + bonus
                if max0:
                    if v > best0:
                        best0 = v
                        bmove = m
                        if v >= beta:
                            break
                else:
                    if v < best0:
                        best0 = v
                        bmove = m
                        if v < beta:
                            break
            return best0, bmove

        def follow(hands, leader, p, k, done_hand, led, wc, wp, pts, t, flags, beta, last):
            """Player p (the k-th to play) replies; done_hand: leader's remaining hand etc."""
            hand = hands[p]
            bm = BEATS[t + 1][wc]
            legal = reply_mask(hand, led, bm, t)
            is_max = p == D
            best = -1 if is_max else INF
            win = legal & bm
            order = asc(win) + asc(legal ^ win) if win else asc(legal)
            for c in order:
                if bm >> c & 1:
                    nwc, nwp = c, p
                else:
                    nwc, nwp = wc, wp
                npts = pts + P[c]
                nh = hand ^ (1 << c)
                if k + 1 < n:
                    v = follow2(hands, leader, p, nh, done_hand, NEXT[p], k + 1, led, nwc, nwp,
                                npts, t, flags, beta, last)
                else:
                    v = finish(hands, leader, ((p, nh),), done_hand, nwp, npts, t, flags, beta, last)
                if is_max:
                    if v > best:
                        best = v
                        if v >= beta:
                            break
                else:
                    if v < best:
                        best = v
                        if v < beta:
                            break
            return best

        def follow2(hands, leader, p1, h1, done_hand, p, k, led, wc, wp, pts, t, flags, beta, last):
            hand = hands[p]
            bm = BEATS[t + 1][wc]
            legal = reply_mask(hand, led, bm, t)
            is_max = p == D
            best = -1 if is_max else INF
            win = legal & bm
            order = asc(win) + asc(legal ^ win) if win else asc(legal)
            for c in order:
                nwp = p if bm >> c & 1 else wp
                v = finish(hands, leader, ((p1, h1), (p, hand ^ (1 << c))), done_hand, nwp,
                           pts + P[c], t, flags, beta, last)
                if is_max:
                    if v > best:
                        best = v
                        if v >= beta:
                            break
                else:
                    if v < best:
                        best = v
                        if v < beta:
                            break
            return best

        def finish(hands, leader, changed, done_hand, w, pts, t, flags, beta, last):
            gain = pts if w == D else 0
            if last:
                return gain + aside if w == D else 0
            nh = list(hands)
            nh[leader] = done_hand
            for q, h in changed:
                nh[q] = h
            nflags = flags | (1 << w) if meld_req else 0
            return gain + search(tuple(nh), w, t, nflags, beta - gain)

        self._search = search
        self._ubound = ubound

    # ------------------------------------------------------------------ drivers
    def _check(self, pos: Position) -> None:
        if pos.rules_key() != self.key:
            raise ValueError("position does not match this solver's rules/declarer/aside")

    def _future(self, pos: Position, beta: int) -> int:
        """Fail-soft test of the points still to come from ``pos``."""
        if pos.trick:
            return self._partial(pos, beta)
        flags = pos.taken if pos.meld_requires_trick else 0
        return self._search(pos.hands, pos.to_move, pos.trump, flags, beta)

    def _partial(self, pos: Position, beta: int) -> int:
        """Generic card-by-card search until the current trick is complete."""
        if not pos.trick:
            return self._future(pos, beta)
        is_max = pos.to_move == pos.declarer
        best = -1 if is_max else INF
        for mv in legal_moves(pos):
            child = apply_move(pos, mv)
            gain = child.points - pos.points
            v = gain + self._future(child, beta - gain)
            if is_max:
                if v > best:
                    best = v
                    if v >= beta:
                        break
            elif v < best:
                best = v
                if v < beta:
                    break
        return best

    def value(self, pos: Position, guess: Optional[int] = None) -> int:
        """Exact final total of the declarer (MTD(f))."""
        self._check(pos)
        if pos.is_over:
            return pos.points
        lo, hi = 0, upper_bound(pos) - pos.points
        g = (lo + hi) // 2 if guess is None else max(lo, min(hi, guess - pos.points))
        while lo < hi:
            beta = g + 1 if g == lo else g
            g = self._future(pos, beta)
            if g >= beta:
                lo = g
            else:
                hi = g
        return pos.points + lo

    def reaches(self, pos: Position, threshold: int) -> bool:
        self._check(pos)
        need = threshold - pos.points
        if need <= 0:
            return True
        if pos.is_over:
            return False
        return self._future(pos, need) >= need

    def move_values(self, pos: Position) -> dict[Action, int]:
        self._check(pos)
        out = {}
        guess = None
        for mv in legal_moves(pos):
            v = self.value(apply_move(pos, mv), guess)
            out[mv] = v
            guess = v
        return out

    def move_reaches(self, pos: Position, threshold: int) -> dict[Action, bool]:
        self._check(pos)
        return {mv: self.reaches(apply_move(pos, mv), threshold) for mv in legal_moves(pos)}


def solve(pos: Position) -> int:
    """The declarer's final total (points so far included) under optimal play."""
    return Solver(pos).value(pos)


def can_reach(pos: Position, threshold: int) -> bool:
    """Can the declarer still finish with a total >= threshold against any defence?"""
    return Solver(pos).reaches(pos, threshold)


def move_values(pos: Position) -> dict[Action, int]:
    """Exact final total after each legal move of the player to move."""
    return Solver(pos).move_values(pos)


def move_reaches(pos: Position, threshold: int) -> dict[Action, bool]:
    """For each legal move: can the declarer still reach ``threshold`` after it?"""
    return Solver(pos).move_reaches(pos, threshold)
