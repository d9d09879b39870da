"""The open-hand solver for every deal shape: the game model, and its pure-Python search.

The model (one sampled world, every card known): 2 to 4 players in playing
order, each with a hand mask (own hand and face-up table cards).  Players
whose bit is set in ``side`` maximise, the others minimise the value

    sum over players p of weights[p] * (card points of the tricks p takes + p's marriages)
    + weights[last trick's winner] * aside + weights[slam_player] * slam (if he took every trick)

counted from the position on.  With the declarer's side weighted 1 and the
others 0 this is the declaring side's total (the 3-player game, teams,
2 players); in a deal without a declarer the seat that searches weighs its
own points against its rivals' (e.g. 2 and -1, -1: its total less the mean
of the others').  The rules are those of RULES.md §2 steps 6-7 and §9:
obligations (``must_beat``, ``must_trump``), lead marriages
(``queen_only``, ``meld_requires_trick``, none before the first trick is
complete in ``draw_stock``), melding on someone (the K onto the Q just
played, the trick judged with the new trump), a stock drawn after each
trick (winner first, no obligation while it lasts) and face-down cards
under face-up ones (``cover[c]`` enters the owner's hand when ``c`` is
played, ``ru_open_closed``).

:class:`PySolver` is the search in pure Python; the compiled core
``_dd`` (``_dd.c``) is the same model and search in C and is the one used
when it is built (:func:`make_solver`).  Both: fail-soft alpha-beta with
zero windows, card by card, a transposition table at trick starts (bounds
and the best lead), the same move order, rank equivalence and quick bounds,
exact values by bisection.  So they search the same trees and give the same
exact values; with a tolerance each is within it of the exact value (the same
but where the core's smaller table had replaced an entry; tests check it); the
pure-Python one takes about a hundred times as long (``python -m tysiac_engine bench``:
``py_solver_ratio``, 105 to 165 a mode with the core's 8 MB table).
"""
from __future__ import annotations

import time
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Optional

from ..cards import CARD_POINTS, KING, MARRIAGE_VALUES, QUEEN, SUIT_MASKS, points_of
from ..legality import BEATERS, TrickState, trick_winner

try:  # the compiled core, when the build made it
    from . import _dd
except ImportError:  # pragma: no cover - depends on the build
    _dd = None

INF = 30000
MELD = 32  # a move code: the card, +32 for a marriage
MUST_TRUMP = {"if_beats": 0, "always": 1, "never": 2}  # the compiled core's codes


@dataclass(frozen=True)
class Model:
    """What a world's search depends on besides the position (one solver per model)."""

    n: int
    weights: tuple[int, ...]
    side: int  # bit p: player p maximises
    must_beat: bool = True
    must_trump: str = "if_beats"
    queen_only: bool = False
    meld_requires_trick: bool = False
    on_someone: bool = False
    no_meld_first: bool = False
    aside: int = 0  # points to the winner of the last trick
    slam_player: int = -1  # who gets ``slam`` by taking every trick (ru_prikup_4's declarer)
    slam: int = 0
    stock: tuple[int, ...] = ()  # cards still to be drawn, in order (the state's ``sp`` indexes it)
    cover: tuple[int, ...] = field(default=(-1,) * 32)  # the card under each face-up card, -1 elsewhere
    tops: int = 0  # the face-up cards that have a card under them


@dataclass(frozen=True)
class State:
    hands: tuple[int, ...]
    to_move: int
    trick: tuple[int, ...] = ()  # cards of the trick in progress (its leader: to_move - len)
    trump: int = -1
    taken: int = 0  # bit p: player p has taken a trick
    sp: int = 0  # stock position
    ntricks: int = 0  # tricks completed in the deal (only "none yet" matters)

    def args(self) -> tuple:
        return (self.hands, self.to_move, self.trick, self.trump, self.taken, self.sp, self.ntricks)


# card numbers of a mask, one table a suit byte (ascending)
_BYTE_CARDS = tuple(tuple(tuple(s * 8 + r for r in range(8) if b >> r & 1) for b in range(256)) for s in range(4))
# the compiled core's move orders (gen_moves): a lead from the top by rank then suit (spades first),
# dear cards by rank then suit (hearts first), cheap cards the other way round
_LEAD_FIRST, _DEAR_FIRST, _CHEAP_FIRST = 0, 1, 2
_ORDER_KEYS = (tuple((7 - (c & 7)) * 4 + 3 - (c >> 3) for c in range(32)),
               tuple((7 - (c & 7)) * 4 + (c >> 3) for c in range(32)),
               tuple((c & 7) * 4 + (c >> 3) for c in range(32)))
_RANK_POINTS = CARD_POINTS[:8]
_QK = tuple(3 << (s * 8 + QUEEN) for s in range(4))
_MARRIED = 0x01010101  # bit s * 8: suit s's marriage, in (mask >> KING) & (mask >> QUEEN)
# total value of the marriages of a 4-bit set of suits
_MSUM = tuple(sum(MARRIAGE_VALUES[s] for s in range(4) if i >> s & 1) for i in range(16))


def _cards(mask: int) -> tuple[int, ...]:
    b = _BYTE_CARDS
    return b[0][mask & 255] + b[1][mask >> 8 & 255] + b[2][mask >> 16 & 255] + b[3][mask >> 24]


@lru_cache(maxsize=1 << 16)
def _in_order(mask: int, order: int) -> tuple[int, ...]:
    """The cards of ``mask`` in one of the move orders."""
    return tuple(sorted(_cards(mask), key=_ORDER_KEYS[order].__getitem__))


def _marriage_points(kings: int, queens: int) -> int:
    """The value of the marriages of the suits whose king is in ``kings`` and queen in ``queens``."""
    m = kings >> KING & queens >> QUEEN & _MARRIED
    return _MSUM[(m | m >> 7 | m >> 14 | m >> 21) & 15]


@lru_cache(maxsize=1 << 16)
def _runs(legal: int, live: int, single: int, married: bool) -> tuple[tuple[int, int, int, int], ...]:
    """The runs of one suit (rank masks: the player's legal cards, the live cards, those that stand
    alone): (the run's cards, its highest rank, its dearest and its cheapest card's rank; the lowest
    rank among equals), two or more legal cards with no other live card between them; a held
    marriage's Q and K never share a run with other ranks."""
    out = []
    lo = hi = prev = -1
    for r in range(9):
        if r < 8 and not (live | legal) >> r & 1:
            continue
        mine = r < 8 and legal >> r & 1 and not single >> r & 1
        if mine and prev >= 0 and (not married or (prev in (QUEEN, KING)) == (r in (QUEEN, KING))):
            hi = prev = r
            continue
        if lo >= 0 and hi > lo:
            run = legal & ((2 << hi) - (1 << lo))
            ranks = [x for x in range(lo, hi + 1) if run >> x & 1]
            dear = max(ranks, key=lambda x: (_RANK_POINTS[x], -x))
            cheap = min(ranks, key=lambda x: (_RANK_POINTS[x], x))
            out.append((run, hi, dear, cheap))
        lo = hi = prev = r if mine else -1
    return tuple(out)


def _cheapest(hand: int, k: int) -> int:
    """The points of the ``k`` cheapest cards of ``hand``."""
    t = 0
    for r in range(8):
        if k <= 0:
            break
        take = min(k, bin(hand & _MARRIED << r).count("1"))
        t += take * _RANK_POINTS[r]
        k -= take
    return t


class OutOfTime(Exception):
    """A pure-Python solve went past its :attr:`PySolver.deadline` (the decision's time limit)."""


class PySolver:
    """The search in pure Python: the reference of ``_dd.Solver`` and the fallback without it.

    It is the compiled core's search step for step (the same move order, rank equivalence,
    bounds and stored best lead), so both search the same tree and find the same values; only
    its table keeps every entry where the core's replaces some."""

    def __init__(self, model: Model) -> None:
        self.m = model
        n = self.n = model.n
        w = self.w = model.weights
        self.side = model.side
        self.slam = model.slam if model.slam_player >= 0 else 0
        self.slam_player = max(0, model.slam_player)
        self.track = model.meld_requires_trick or bool(self.slam)
        self.tt: dict = {}
        self.nodes = 0
        # a time.perf_counter() after which a search gives up (OutOfTime): one world's solve takes
        # up to seconds here, where the core's take milliseconds
        self.deadline: Optional[float] = None
        self.wmax = max(0, max(w))
        self.wmin = min(0, min(w))
        rest = [0] * (len(model.stock) + 1)
        for i in range(len(model.stock) - 1, -1, -1):
            rest[i] = rest[i + 1] | 1 << model.stock[i]
        self.stock_rest = rest
        # rank equivalence needs the maximisers' weights equal, the minimisers' equal and not higher
        maxw = {w[p] for p in range(n) if model.side >> p & 1}
        minw = {w[p] for p in range(n) if not model.side >> p & 1}
        self.equiv = len(maxw) <= 1 and len(minw) <= 1 and not (maxw and minw and min(maxw) < min(minw))
        self.w1 = min(maxw) if maxw else 0
        self.w0 = min(minw) if minw else 0
        self.sure_ok = (self.equiv and bool(maxw) and bool(minw) and self.w0 <= 0 and not model.stock
                        and not model.tops and not model.on_someone)
        # cards that stand alone in rank equivalence: face-up cards with a card under them and, where a
        # queen or a king may meet its partner later, every queen and king
        self.single = model.tops | (sum(_QK) if model.stock or model.tops or model.on_someone else 0)

    # ------------------------------------------------------------------ rules of the model
    def unders(self, mask: int) -> int:
        m = self.m
        out = 0
        t = mask & m.tops
        while t:
            low = t & -t
            c = low.bit_length() - 1
            t ^= low
            if m.cover[c] >= 0:
                out |= 1 << m.cover[c]
        return out

    def remaining(self, hands, sp) -> int:
        all_ = 0
        for h in hands:
            all_ |= h
        r = all_ | self.stock_rest[sp]
        if self.m.tops:
            r |= self.unders(all_)
        return r

    def bounds(self, st: list) -> tuple[int, int]:
        """Quick (lower, upper) bounds of the points still to come (trick cards included)."""
        m = self.m
        hands, trick = st[0], st[1]
        rest = self.remaining(hands, st[4])
        for _, c in trick.cards:
            rest |= 1 << c
        r = points_of(rest) + m.aside
        hi, lo = self.wmax * r, self.wmin * r
        if self.slam and not st[3] & ~(1 << self.slam_player):
            ws = self.w[self.slam_player]
            if ws > 0:
                hi += ws * self.slam
            else:
                lo += ws * self.slam
        open_ = self.stock_rest[st[4]]
        for p in range(m.n):
            wp = self.w[p]
            if not wp:
                continue
            reach = hands[p] | open_
            if m.tops:
                reach |= self.unders(hands[p])
            pot = _marriage_points(reach, rest if m.on_someone else reach)
            if wp > 0:
                hi += wp * pot
            else:
                lo += wp * pot
        if self.sure_ok and not trick.cards and trick.trump >= 0:
            lo, hi = self.sure_tricks(hands, trick.trump, rest, r, lo, hi)
        return lo, hi

    def sure_tricks(self, hands, trump: int, rest: int, r: int, lo: int, hi: int) -> tuple[int, int]:
        """The bounds raised (or lowered) by the top trumps one side holds: each wins a trick and
        at least the cheapest cards of the other side's players, unless the other side can still
        change the trump (it holds a marriage)."""
        n, side = self.n, self.side
        tr = rest & SUIT_MASKS[trump]
        if not tr:
            return lo, hi
        top = tr.bit_length() - 1
        owner = -1
        for p in range(n):
            if hands[p] >> top & 1:
                owner = p
        if owner < 0:
            return lo, hi
        xside = side >> owner & 1
        for p in range(n):
            if side >> p & 1 != xside and hands[p] >> KING & hands[p] >> QUEEN & _MARRIED:
                return lo, hi
        counts = [0] * n
        sure = 0
        while tr:
            c = tr.bit_length() - 1
            q = -1
            for p in range(n):
                if hands[p] >> c & 1:
                    q = p
            if q < 0 or side >> q & 1 != xside:
                break
            counts[q] += 1
            sure += CARD_POINTS[c]
            tr &= ~(1 << c)
        k = max(counts)
        for p in range(n):
            if side >> p & 1 != xside:
                sure += _cheapest(hands[p], k)
        if xside:
            lo = max(lo, self.w0 * r + (self.w1 - self.w0) * sure)
        else:
            hi = min(hi, self.w1 * r - (self.w1 - self.w0) * sure)
        return lo, hi

    def live(self, st: list) -> int:
        r = self.remaining(st[0], st[4])
        for _, c in st[1].cards:
            r |= 1 << c
        return r

    def prune_runs(self, st: tuple, p: int, legal: int) -> int:
        """Rank equivalence (the compiled core's ``prune_runs``, which says why it is exact): of a
        run of cards in one hand with no live card between them, where the side that takes the
        trick is decided, only the dearest (the trick goes to the player's side) or the cheapest."""
        n, sides = self.n, self.side
        hands, state = st[0], st[1]
        trick, wp, wc, trump = state.cards, state.winner, state.winning_card, state.trump
        later = n - 1 - len(trick)
        after = 0
        for k in range(1, later + 1):
            after |= hands[(p + k) % n]
        myside = sides >> p & 1
        beaters = BEATERS[trump + 1]
        keep = legal
        single = self.single
        hand = hands[p]
        live = self.live(st) | legal
        for base in (0, 8, 16, 24):
            ls = legal >> base & 255
            if not ls & (ls - 1):
                continue
            for run, hi, dear, cheap in _runs(ls, live >> base & 255, single >> base & 255,
                                              hand >> base & 48 == 48):
                side = -1
                wins = not trick or beaters[wc] >> base + hi & 1
                if not later:
                    side = myside if wins else sides >> wp & 1
                elif not self.m.on_someone:
                    if wins:
                        if not after & beaters[base + hi]:
                            side = myside
                    elif not after & beaters[wc]:
                        side = sides >> wp & 1
                if side >= 0:
                    keep &= ~((run & ~(1 << (dear if side == myside else cheap))) << base)
        return keep

    def moves(self, st: list, hint: int = -1, prune: bool = False) -> list[int]:
        """Legal move codes of the player to move (card, +32 for a marriage), in the compiled
        core's order; ``prune``: without the cards rank equivalence makes redundant."""
        m = self.m
        hands, state, leader, taken, sp, ntricks = st
        trick = state.cards
        n = m.n
        p = (leader + len(trick)) % n
        hand = hands[p]
        may_meld = not m.meld_requires_trick or taken >> p & 1
        prune = prune and self.equiv
        out = []
        if not trick:
            if hint >= 0:
                out.append(hint)
            if may_meld and not (m.no_meld_first and ntricks == 0):
                for s in range(4):
                    if hand & _QK[s] == _QK[s]:
                        queen, king = (s * 8 + QUEEN) | MELD, (s * 8 + KING) | MELD
                        out.extend(code for code in ((queen,) if m.queen_only else (queen, king)) if code != hint)
            plays = self.prune_runs(st, p, hand) if prune else hand
            out.extend(c for c in _in_order(plays, _LEAD_FIRST) if c != hint)
            return out
        beaters = BEATERS[state.trump + 1][state.winning_card]
        legal = state.legal(hand, m.must_beat, m.must_trump)
        if m.on_someone and may_meld:
            prev = trick[-1][1]
            if prev & 7 == QUEEN and legal >> (prev + 1) & 1:
                out.append((prev + 1) | MELD)
        if prune:
            legal = self.prune_runs(st, p, legal)
        win = legal & beaters
        if not win and len(trick) == n - 1 and m.side >> p & 1 == m.side >> state.winner & 1:
            # the trick is ours whatever we play: dear cards first
            out.extend(_in_order(legal, _DEAR_FIRST))
            return out
        if win and m.side >> p & 1:  # a maximiser's winners, dearest first
            out.extend(_in_order(win, _DEAR_FIRST))
            legal &= ~win
            win = 0
        # winners (a minimiser's), then the other cards, cheapest first
        out.extend(_in_order(win, _CHEAP_FIRST))
        out.extend(_in_order(legal & ~win, _CHEAP_FIRST))
        return out

    def play(self, st: list, move: int) -> tuple[list, int]:
        """(the state after ``move``, the points it brings at once)."""
        m = self.m
        hands, state, leader, taken, sp, ntricks = st
        n = m.n
        p = (leader + len(state.cards)) % n
        c = move & 31
        gain = 0
        hands = list(hands)
        hands[p] &= ~(1 << c)
        if m.tops >> c & 1 and m.cover[c] >= 0:
            hands[p] |= 1 << m.cover[c]
        if move & MELD:
            gain += m.weights[p] * MARRIAGE_VALUES[c >> 3]
        state = state.play(p, c, move & MELD)
        if len(state.cards) < n:
            return [tuple(hands), state, leader, taken, sp, ntricks], gain
        wp = state.winner
        gain += m.weights[wp] * sum(CARD_POINTS[x] for _, x in state.cards)
        taken |= 1 << wp
        ntricks += 1
        for k in range(n):
            if sp >= len(m.stock):
                break
            hands[(wp + k) % n] |= 1 << m.stock[sp]
            sp += 1
        if not any(hands):
            gain += m.weights[wp] * m.aside
            if self.slam and taken == 1 << m.slam_player:
                gain += m.weights[m.slam_player] * self.slam
        return [tuple(hands), state.next_trick(sp < len(m.stock)), wp, taken, sp, ntricks], gain

    def search(self, st: list, beta: int, root: bool = False) -> int:
        m = self.m
        hands, trick = st[0], st[1].cards
        key = None
        lo, hi = -INF, INF
        hint = -1
        if not trick:
            if not any(hands):
                return 0
            trump = st[1].trump
            if trump >= 0 and not self.remaining(hands, st[4]) & SUIT_MASKS[trump]:
                st = list(st)
                st[1] = st[1]._replace(trump=-1)
                trump = -1
            self.nodes += 1
            if not self.nodes & 255 and self.deadline is not None and time.perf_counter() > self.deadline:
                raise OutOfTime()
            key = (hands, st[2], trump, st[4], st[3] if self.track else 0,
                   m.no_meld_first and st[5] == 0)
            ent = self.tt.get(key)
            if ent is not None:
                lo, hi, hint = ent
                if not root:
                    if lo >= beta:
                        return lo
                    if hi < beta:
                        return hi
            else:
                lo, hi = self.bounds(st)
                if not root and (hi < beta or lo >= beta):
                    self.tt[key] = (lo, hi, -1)
                    return hi if hi < beta else lo
        p = (st[2] + len(trick)) % m.n
        is_max = m.side >> p & 1
        best = -INF if is_max else INF
        best_move = -1
        for move in self.moves(st, hint, True):
            child, gain = self.play(st, move)
            v = gain + self.search(child, beta - gain)
            if is_max:
                if v > best:
                    best, best_move = v, move
                    if v >= beta:
                        break
            elif v < best:
                best, best_move = v, move
                if v < beta:
                    break
        if key is not None:
            if best >= beta:
                lo = max(lo, best)
            else:
                hi = min(hi, best)
            self.tt[key] = (lo, hi, best_move)
        return best

    # ------------------------------------------------------------------ API (as _dd.Solver)
    def _state(self, hands, to_move, trick, trump, taken, sp, ntricks) -> list:
        """The search's state: [hands, the trick (a TrickState of players), its leader, taken, sp, ntricks]."""
        n = self.m.n
        leader = (to_move - len(trick)) % n
        cards = tuple(((leader + i) % n, c) for i, c in enumerate(trick))
        state = TrickState(cards, trump, trick_winner(cards, trump) if cards else -1, sp < len(self.m.stock))
        return [tuple(hands), state, leader, taken, sp, ntricks]

    @staticmethod
    def args(st: list) -> tuple:
        """A search state as the arguments of the API (hands, to_move, trick, trump, taken, sp, ntricks)."""
        hands, state, leader, taken, sp, ntricks = st
        return (hands, (leader + len(state.cards)) % len(hands), tuple(c for _, c in state.cards), state.trump,
                taken, sp, ntricks)

    def _exact(self, st: list, guess: Optional[int] = None, wlo: int = -INF, whi: int = INF, tol: int = 0,
               pivot: Optional[int] = None, slope8: int = 0) -> int:
        """The exact value, clamped to [wlo, whi] (found only as far as that needs); with
        ``tol`` the middle of the bracket once it is that narrow (wider by ``slope8`` / 8 per
        point of distance from ``pivot``)."""
        lo, hi = self.bounds(st)
        lo, hi = max(lo, wlo - 1), min(hi, whi + 1)
        lo = min(lo, hi)
        near = 2 if guess is not None else 0
        g = guess
        while True:
            allowed = tol
            if slope8 and pivot is not None:
                dist = lo - pivot if pivot < lo else (pivot - hi if pivot > hi else 0)
                allowed += dist * slope8 // 8
            if hi - lo <= allowed:
                break
            if near and lo <= g <= hi:
                beta = max(g, lo + 1)
                near -= 1
            else:
                beta = max((lo + hi + 1) // 2, lo + 1)
            v = self.search(st, beta, True)
            if v >= beta:
                lo = min(v, hi)
                g = lo + 1
            else:
                hi = max(v, lo)
                g = hi
        if hi > lo:
            lo += (hi - lo) // 2
        return max(wlo, min(whi, lo))

    def value(self, hands, to_move, trick, trump, taken, sp, ntricks, guess=None, lo=-INF, hi=INF, tol=0,
              slope8=0) -> int:
        return self._exact(self._state(hands, to_move, trick, trump, taken, sp, ntricks), guess, lo, hi, tol,
                           guess, slope8)

    def reaches(self, hands, to_move, trick, trump, taken, sp, ntricks, need) -> bool:
        return self.search(self._state(hands, to_move, trick, trump, taken, sp, ntricks), need, True) >= need

    def move_values(self, hands, to_move, trick, trump, taken, sp, ntricks, lo=-INF, hi=INF, tol=0,
                    pivot=None, slope8=0) -> list[tuple[int, int]]:
        st = self._state(hands, to_move, trick, trump, taken, sp, ntricks)
        out = []
        guess = None
        for move in self.moves(st):
            child, gain = self.play(st, move)
            first = pivot if pivot is not None else guess
            v = gain + self._exact(child, None if first is None else first - gain, lo - gain, hi - gain, tol,
                                   None if pivot is None else pivot - gain, slope8)
            out.append((move, v))
            guess = v
        return out

    def move_reaches(self, hands, to_move, trick, trump, taken, sp, ntricks, need) -> list[tuple[int, bool]]:
        st = self._state(hands, to_move, trick, trump, taken, sp, ntricks)
        out = []
        for move in self.moves(st):
            child, gain = self.play(st, move)
            out.append((move, gain + self.search(child, need - gain, True) >= need))
        return out

    def legal(self, hands, to_move, trick, trump, taken, sp, ntricks) -> list[int]:
        return self.moves(self._state(hands, to_move, trick, trump, taken, sp, ntricks))

    def clear(self) -> None:
        self.tt.clear()


class CSolver:
    """``_dd.Solver`` behind the same API as :class:`PySolver`."""

    def __init__(self, model: Model) -> None:
        self.m = model
        self.core = _dd.Solver(model.n, model.weights, model.side, int(model.must_beat),
                               MUST_TRUMP[model.must_trump], int(model.queen_only),
                               int(model.meld_requires_trick), int(model.on_someone), int(model.no_meld_first),
                               model.aside, model.slam_player, model.slam, model.stock, model.cover, model.tops)

    @property
    def nodes(self) -> int:
        return self.core.nodes

    def value(self, hands, to_move, trick, trump, taken, sp, ntricks, guess=None, lo=-INF, hi=INF, tol=0,
              slope8=0) -> int:
        return self.core.value(hands, to_move, trick, trump, taken, sp, ntricks, guess, lo, hi, tol, slope8)

    def reaches(self, hands, to_move, trick, trump, taken, sp, ntricks, need) -> bool:
        return self.core.reaches(hands, to_move, trick, trump, taken, sp, ntricks, need)

    def move_values(self, hands, to_move, trick, trump, taken, sp, ntricks, lo=-INF, hi=INF, tol=0,
                    pivot=None, slope8=0) -> list[tuple[int, int]]:
        return self.core.move_values(hands, to_move, trick, trump, taken, sp, ntricks, lo, hi, tol, pivot, slope8)

    def move_reaches(self, hands, to_move, trick, trump, taken, sp, ntricks, need) -> list[tuple[int, bool]]:
        return self.core.move_reaches(hands, to_move, trick, trump, taken, sp, ntricks, need)

    def legal(self, hands, to_move, trick, trump, taken, sp, ntricks) -> list[int]:
        return self.core.moves(hands, to_move, trick, trump, taken, sp, ntricks)

    def clear(self) -> None:
        self.core.clear()


COMPILED = _dd is not None


def make_solver(model: Model, compiled: Optional[bool] = None):
    """The compiled solver when it is built (or ``compiled=False``: the pure-Python one)."""
    if compiled is None:
        compiled = COMPILED
    if compiled and _dd is None:
        raise RuntimeError("the compiled solver core (_dd) is not built")
    return CSolver(model) if compiled else PySolver(model)


__all__ = ["COMPILED", "CSolver", "INF", "MELD", "Model", "OutOfTime", "PySolver", "State", "make_solver"]
