"""Open-hand ("double-dummy") solver for the play phase of a deal.

Every hand is visible; the declarer maximises his final total (card points of
the tricks he takes plus his own marriages, plus the cards laid aside and the
talons not taken where the deal's shape gives them to him or to the winner of
the last trick, plus ``ru_prikup_4``'s unpicked cards if he takes every
trick) and the defenders, one team, minimise it.  RULES.md §2 steps 6-7, §3
"Play" and §8 "Melds" are the rules searched; a claim is never better than
playing on, so it is not a move here.

Shapes (:func:`supports_shape`): a declarer against one or two defenders
with obligations in force, i.e. the 3-player game (24 or 32 cards),
``dealer_sits_out`` (either deck), ``musik_2x2``, ``musik_2x3``,
``twelve_cards``, ``ru_prikup_4`` and ``seven_open_musik`` once the stock is
empty.  Not: teams, four players all playing, deals without a declarer,
table piles (their cards and the melds on someone are not modelled).

API::

    pos = position_from_deal(deal)        # or make_position(...), position_from_view(view, hands)
    solve(pos) -> int                     # declarer's final total under optimal play
    can_reach(pos, threshold) -> bool     # can he still finish with >= threshold?
    move_values(pos) -> {Action: int}     # final total after each legal move (PLAYS[c], MELDS[c])
    move_reaches(pos, threshold) -> {Action: bool}

Totals include what the declarer already has (``pos.points``).  A
:class:`Solver` keeps its transposition table between calls: positions of one
world (same rules, declarer and cards aside) may share one.

How the search is made fast (pure Python).  Figures: CPU-time median / p95
of a full solve over the 40 first-lead deals of ``solver_bench`` (seed 1),
with one technique at a time switched off (``Solver`` options); the full
solver takes 10.2 / 41 ms:

* hands are the engine's 32-bit masks (one byte per suit, ``suit * 8 + rank``);
  with 24 cards the search shifts them right by two bits (no 7s or 8s: the
  suits stay byte-aligned and every mask stays a one-digit Python int, see
  :func:`_tables`).  Legal replies are legality's rule in its mask form
  (:func:`~tysiac_engine.legality.reply_mask`, on the shifted masks), with
  legality's table of the cards that beat the winning card.  The port from
  24-bit masks with 6-card suits searches the same nodes; on the same 40
  positions the CPU time is the same within 2%;
* a whole trick is searched in one function call (nested loops with cutoffs
  after each of the 2 or 3 cards); the table is probed inline at trick
  boundaries and the last trick is counted without a search.  The first,
  card-by-card recursive version (MTD(f), no equivalence) took 24 / 198 ms,
  mean 151 ms;
* transposition table keyed on the hands, the leader, the trump (forgotten
  when no trump card is left) and, only with ``meld_requires_trick`` or a
  slam bonus, who has taken a trick.  It stores lower/upper bounds of the points *still to come*,
  so the points already taken stay out of the key, and the lead that decided
  (tried first next time).  Without it: 33 / 208 ms;
* zero-window fail-soft alpha-beta ("does the declarer still get >= beta?");
  exact values by bisection on beta.  MTD(f) steps: 11.6 / 40 ms, mean 16.9
  instead of 14.6 ms (fail-soft values in a point game mostly miss by one);
* rank equivalence (without it: 18.2 / 73 ms): cards of one suit with no live
  card between them that lie in one hand take the same tricks, but they are
  worth different points (no two ranks score alike), so they are not simply
  interchangeable.  Where the side that wins the trick is already decided,
  whatever the later cards of the trick are, only the highest card of the
  run (trick to the player's side) or the lowest (to the other side) is
  tried: swapping the two cards in every later line scores at least as well
  for the player.  A held marriage is kept apart from its J/T neighbours.
  (With 32 cards the 7, 8 and 9 all score 0; the pruning stays exact.)
* move ordering (without it: 14.0 / 53 ms): stored best lead, marriages, high
  cards first for the leader; followers try winners before losers (the
  declarer his highest winner, a defender the cheapest), cheap cards before
  dear ones, but dear cards first when the trick goes to their side anyway;
* quick bounds (without them: 11.2 / 56 ms; ``can_reach`` at 100 from the
  first lead 1.9 ms instead of 0.24 ms median): the declarer gets at most the
  points still out, the cards aside and his marriages; the top trumps of one
  side each win a trick with a card of every other player, which raises the
  lower bound (declarer's, if no defender can meld) or lowers the upper
  bound (defenders', if the declarer cannot meld).
"""
from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Optional

from ..actions import MELDS, PLAYS, Action
from ..cards import (
    CARD_POINTS, DECK_MASKS, KING, MARRIAGE_MASKS, MARRIAGE_VALUES, QUEEN, SUIT_MASKS, cards_of,
    points_of,
)
from ..legality import BEATERS, legal_reply_mask, trick_winner
from ..legality import reply_mask as legal_reply

__all__ = [
    "Position", "Solver", "make_position", "position_from_deal", "position_from_view",
    "supports_shape", "supports_view", "aside_points",
    "legal_moves", "apply_move",
    "solve", "can_reach", "move_values", "move_reaches", "upper_bound",
]

INF = 1 << 20

_SUIT = tuple(c >> 3 for c in range(32))
_KINGS = sum(1 << (s * 8 + KING) for s in range(4))
# total value of the marriages of a 4-bit set of suits
_MSUM = tuple(sum(MARRIAGE_VALUES[s] for s in range(4) if i >> s & 1) for i in range(16))
_PTS = CARD_POINTS
# card points of one suit's byte of a hand mask (every suit scores alike):
# _SP[m & 255] + _SP[m >> 8 & 255] + _SP[m >> 16 & 255] + _SP[m >> 24]
_SP = tuple(sum(CARD_POINTS[b] for b in range(8) if x >> b & 1) for x in range(256))


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
    points: int = 0  # declarer's points so far: cards taken + own marriages (+ cards aside that are his)
    aside: int = 0  # points of the cards going to the last trick's winner (2 players)
    must_beat: bool = True
    must_trump: str = "if_beats"
    meld_card: str = "queen_or_king"
    meld_requires_trick: bool = False
    slam: int = 0  # points the declarer adds by taking every trick (ru_prikup_4: the unpicked cards)
    deck: int = 24  # 24 or 32 cards (no 7 or 8 in a 24-card position)
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
        return self.trick[trick_winner(self.trick, self.trump)]

    def rules_key(self) -> tuple:
        """What a :class:`Solver`'s table depends on besides the position itself."""
        return (len(self.hands), self.declarer, self.aside, self.must_beat, self.must_trump,
                self.meld_card, self.meld_requires_trick, self.slam, self.deck)

    def with_hands(self, hands) -> "Position":
        """The same position with other hands (masks by player index), e.g. a sampled world."""
        return _checked(replace(self, hands=tuple(hands)))


def make_position(hands, declarer: int = 0, to_move: Optional[int] = None, *, trick=(),
                  trump: int = -1, taken: int = 0, points: int = 0, aside: int = 0,
                  rules=None, must_beat: bool = True, must_trump: str = "if_beats",
                  meld_card: str = "queen_or_king", meld_requires_trick: bool = False,
                  slam: int = 0, deck: Optional[int] = None, seats=()) -> Position:
    """A position from explicit hands (masks, or iterables of cards).

    ``to_move`` defaults to the declarer leading (with a trick under way, the
    player after the last one in ``trick``).  ``rules`` (an engine
    :class:`~tysiac_engine.rules.Rules`) overrides the four play options.
    ``aside`` and ``slam`` are point counts (not masks); ``deck`` defaults to
    32 when a 7 or an 8 is in play, else 24.
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
    if deck is None:
        present = 0
        for m in masks:
            present |= m
        for _, c in trick:
            present |= 1 << c
        deck = 24 if not present & ~DECK_MASKS[24] else 32
    return _checked(Position(tuple(masks), declarer, to_move, trick, trump, taken, points, aside,
                             must_beat, must_trump, meld_card, meld_requires_trick, slam, deck, tuple(seats)))


def _checked(pos: Position) -> Position:
    """Raise ValueError unless ``pos`` is a consistent play position."""
    n = len(pos.hands)
    if n not in (2, 3):
        raise ValueError(f"{n} hands: 2 or 3 players take part in the play")
    if not (0 <= pos.declarer < n and 0 <= pos.to_move < n):
        raise ValueError("declarer and to_move must be player indices")
    if pos.trump not in (-1, 0, 1, 2, 3):
        raise ValueError(f"trump must be -1 or a suit 0..3, not {pos.trump}")
    if pos.must_trump not in ("if_beats", "always", "never"):
        raise ValueError(f"must_trump: {pos.must_trump!r}")
    if pos.meld_card not in ("queen_or_king", "queen_only"):
        raise ValueError(f"meld_card: {pos.meld_card!r}")
    if pos.deck not in DECK_MASKS:
        raise ValueError(f"deck: 24 or 32 cards, not {pos.deck}")
    outside = ~DECK_MASKS[pos.deck]
    seen = 0
    for h in pos.hands:
        if h < 0 or h >> 32 or seen & h:
            raise ValueError("hands must be disjoint 32-bit masks")
        if h & outside:
            raise ValueError(f"a card outside the {pos.deck}-card deck")
        seen |= h
    if len(pos.trick) >= n:
        raise ValueError("a trick in progress has fewer cards than players")
    for i, (p, c) in enumerate(pos.trick):
        if not 0 <= c < 32 or seen >> c & 1 or outside >> c & 1:
            raise ValueError(f"trick card {c} is in a hand, twice in play or outside the deck")
        seen |= 1 << c
        if p != (pos.trick[0][0] + i) % n:
            raise ValueError("the trick's players must follow the playing order")
    if pos.trick and pos.to_move != (pos.trick[-1][0] + 1) % n:
        raise ValueError("to_move must be the player after the last card of the trick")
    played = {p for p, _ in pos.trick}
    sizes = {bin(h).count("1") + (p in played) for p, h in enumerate(pos.hands)}
    if len(sizes) != 1:
        raise ValueError("hands of different sizes for the trick in progress")
    return pos


def supports_shape(shape) -> bool:
    """The search plays this deal shape: a declarer against one or two defenders, no piles.

    Stock modes (``seven_open_musik``) only once the stock is empty: see
    :func:`supports_view`.  Not: teams, deals without a declarer, four
    players all playing, table piles.
    """
    return (shape.has_declarer and shape.teams is None and not shape.table_piles
            and shape.playing in (2, 3))


def supports_view(view) -> bool:
    """The play position this view shows can be searched (stock empty, a declarer)."""
    return supports_shape(view.rules.shape) and not view.stock_size and view.declarer is not None


def aside_points(shape, discards: int, unchosen: int) -> tuple[int, int, int]:
    """(declarer's sure points, points to the last trick's winner, slam bonus) of the cards
    laid aside (``discards``) and of the talons not taken (``unchosen``), per the shape."""
    sure = last = 0
    for mask, where in ((discards, shape.discards_to), (unchosen, shape.unchosen_to)):
        if where == "declarer":
            sure += points_of(mask)
        elif where == "last_trick":
            last += points_of(mask)
    slam = points_of(unchosen) if shape.all_tricks_unpicked else 0
    return sure, last, slam


def position_from_deal(deal) -> Position:
    """The position of a live engine :class:`~tysiac_engine.deal.Deal` in its play phase."""
    shape = deal.shape
    if not supports_shape(shape) or deal.stock_left or deal.declarer is None:
        raise ValueError(f"the solver does not play {shape.mode} positions like this one")
    active = tuple(deal.active)
    index = {s: i for i, s in enumerate(active)}
    hands = tuple(deal.hands[s] for s in active)
    d = deal.declarer
    taken = 0
    for i, s in enumerate(active):
        if deal.tricks[s]:
            taken |= 1 << i
    unchosen = 0
    for i, m in enumerate(deal.musiks):
        if i not in deal.taken_list:
            unchosen |= m
    sure, aside, slam = aside_points(shape, deal.discards, unchosen)
    points = points_of(deal.won[d]) + sum(MARRIAGE_VALUES[s] for s in deal.melds[d]) + sure
    trick = tuple((index[s], c) for s, c in deal.trick)
    r = deal.rules
    to_move = index[deal.to_move] if deal.to_move is not None else index[d]
    return _checked(Position(hands, index[d], to_move, trick, deal.trump, taken, points, aside,
                             r.must_beat, r.must_trump, r.meld_card, r.meld_requires_trick, slam, shape.deck,
                             active))


def position_from_view(view, hands, discards: Optional[int] = None, unchosen: int = 0) -> Position:
    """The position a seat's :class:`~tysiac_engine.game.SeatView` shows, with the given hands.

    ``hands`` maps engine seats to masks (a dict or a per-seat sequence), e.g.
    a sampled world; ``discards`` is the mask of the cards the declarer laid
    aside (default: the ones the view shows, i.e. the declarer's own view) and
    ``unchosen`` the talons not taken; where they go is the shape's
    ``discards_to`` / ``unchosen_to``.
    """
    shape = view.rules.shape
    if not supports_view(view):
        raise ValueError(f"the solver does not play {shape.mode} positions like this one")
    active = tuple(view.active)
    index = {s: i for i, s in enumerate(active)}
    d = view.declarer
    if discards is None:
        discards = 0
        for c in view.discards:
            discards |= 1 << c
    sure, aside, slam = aside_points(shape, discards, unchosen)
    points = sum(MARRIAGE_VALUES[s] for s in view.melds[d]) + sure
    taken = 0
    for _, cards, winner in view.tricks:
        taken |= 1 << index[winner]
        if winner == d:
            points += sum(CARD_POINTS[c] for _, c in cards)
    r = view.rules
    trump = -1 if view.trump is None else view.trump
    trick = tuple((index[s], int(c)) for s, c in view.trick)
    to_move = index[view.to_move] if view.to_move in index else index[d]
    return _checked(Position(tuple(hands[s] for s in active), index[d], to_move, trick, trump, taken,
                             points, aside, r.must_beat, r.must_trump, r.meld_card,
                             r.meld_requires_trick, slam, shape.deck, active))


def legal_moves(pos: Position) -> list[Action]:
    """Plays and marriages of the player to move (no claim), as engine actions."""
    p = pos.to_move
    hand = pos.hands[p]
    if pos.trick:
        _, wc = pos.trick_state()
        mask = legal_reply_mask(hand, pos.trick[0][1] >> 3, wc, pos.trump, pos.must_beat, pos.must_trump)
        return [PLAYS[c] for c in cards_of(mask)]
    out = [PLAYS[c] for c in cards_of(hand)]
    if not pos.meld_requires_trick or pos.taken >> p & 1:
        for s in range(4):
            if hand & MARRIAGE_MASKS[s] == MARRIAGE_MASKS[s]:
                out.append(MELDS[s * 8 + QUEEN])
                if pos.meld_card != "queen_only":
                    out.append(MELDS[s * 8 + KING])
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
        trump = c >> 3
        if p == pos.declarer:
            points += MARRIAGE_VALUES[trump]
    trick = pos.trick + ((p, c),)
    n = len(hands)
    if len(trick) < n:
        return replace(pos, hands=tuple(hands), to_move=(p + 1) % n, trick=trick, trump=trump,
                       points=points)
    wp = trick[trick_winner(trick, trump)][0]
    pts = sum(_PTS[x] for _, x in trick)
    taken = pos.taken | 1 << wp
    if wp == pos.declarer:
        points += pts
        if not any(hands):
            points += pos.aside
            if taken == 1 << wp:  # every trick
                points += pos.slam
    return replace(pos, hands=tuple(hands), to_move=wp, trick=(), trump=trump,
                   points=points, taken=taken)


def upper_bound(pos: Position) -> int:
    """Declarer's total if he took every remaining card and declared every marriage he holds."""
    rest = 0
    for h in pos.hands:
        rest |= h
    for _, c in pos.trick:
        rest |= 1 << c
    d = pos.hands[pos.declarer]
    mv = sum(MARRIAGE_VALUES[s] for s in range(4) if d & MARRIAGE_MASKS[s] == MARRIAGE_MASKS[s])
    if not any(pos.hands):
        return pos.points + points_of(rest) + mv
    slam = pos.slam if not pos.taken & ~(1 << pos.declarer) else 0
    return pos.points + points_of(rest) + pos.aside + slam + mv


# --------------------------------------------------------------------------- the search
_ASC: dict = {}
_DESC: dict = {}


def _asc(mask: int) -> tuple:
    """Cards of a mask from the cheapest up: by rank, then suit (cached)."""
    got = _ASC.get(mask)
    if got is None:
        got = tuple(sorted(cards_of(mask), key=lambda c: (c & 7, c >> 3)))
        if len(_ASC) > 300_000:
            _ASC.clear()
        _ASC[mask] = got
    return got


def _desc(mask: int) -> tuple:
    got = _DESC.get(mask)
    if got is None:
        got = _asc(mask)[::-1]
        if len(_DESC) > 300_000:
            _DESC.clear()
        _DESC[mask] = got
    return got


_ORDERS: dict = {}


def _order(first: int, rest: int, kind: int) -> tuple:
    """Cards of ``first`` then of ``rest``: kind 0 both cheapest first, 1 ``first`` dearest
    first, 2 both dearest first (cached)."""
    key = first | rest << 32 | kind << 64
    got = _ORDERS.get(key)
    if got is None:
        if kind == 0:
            got = _asc(first) + _asc(rest)
        elif kind == 1:
            got = _desc(first) + _asc(rest)
        else:
            got = _desc(first) + _desc(rest)
        if len(_ORDERS) > 300_000:
            _ORDERS.clear()
        _ORDERS[key] = got
    return got


def _runs_table(off: int = 0) -> tuple[int, ...]:
    """Rank equivalence inside one suit, by (hand bits | live bits << 8) of the suit's byte
    (bit i is rank i + ``off``): cards whose next live card up is in the hand (low 8 bits)
    and cards whose next live card down is in the hand (bits 32..39).

    A held marriage is kept apart from its neighbours: playing the J or the T
    keeps the K+Q together, playing the Q or the K does not.  Only entries
    with the hand inside the live cards are ever read.
    """
    table = [0] * 65536
    q, k = QUEEN - off, KING - off
    qk = (1 << q) | (1 << k)
    for live in range(256):
        hand = live
        while True:  # every subset of the live cards
            married = hand & qk == qk
            up = down = 0
            prev = -1
            for r in range(8):
                if not live >> r & 1:
                    continue
                if prev >= 0 and hand >> prev & 1 and hand >> r & 1 and (
                        not married or (prev in (q, k)) == (r in (q, k))):
                    up |= 1 << prev
                    down |= 1 << r
                prev = r
            table[hand | live << 8] = up | down << 32
            if not hand:
                break
            hand = (hand - 1) & live
    return tuple(table)


def _runs_of(T: tuple[int, ...]):
    """The run finder over a table of :func:`_runs_table`."""
    def runs(hand: int, live: int) -> tuple[int, int]:
        """(cards of ``hand`` whose next live card up is also in it, same going down).

        ``live`` holds every card still in play (hands and the current trick).
        """
        r = (T[hand & 255 | (live & 255) << 8] | T[hand >> 8 & 255 | (live & 0xFF00)] << 8
             | T[hand >> 16 & 255 | (live >> 8 & 0xFF00)] << 16 | T[hand >> 24 | (live >> 16 & 0xFF00)] << 24)
        return r & 0xFFFFFFFF, r >> 32
    return runs


_TABLES: dict[int, tuple] = {}


def _tables(off: int) -> tuple:
    """The search's card tables for masks shifted right by ``off`` bits.

    With 24 cards the 7s and 8s (bits 0 and 1 of each suit's byte) never
    occur, so the search works on ``mask >> 2``: the suits stay byte-aligned
    and the top card is bit 29, which keeps every mask a one-digit Python int
    (CPython's fast path; bits 30 and 31 would make two-digit ints).
    """
    got = _TABLES.get(off)
    if got is None:
        pad = (0,) * off
        beats = tuple(tuple(b >> off for b in row[off:]) + pad for row in BEATERS)
        suit = tuple((c + off) >> 3 for c in range(32 - off)) + pad
        pts = tuple(CARD_POINTS[c + off] for c in range(32 - off)) + pad
        sm = tuple(m >> off for m in SUIT_MASKS)
        mm = tuple(m >> off for m in MARRIAGE_MASKS)
        sp = tuple(_SP[(b << off) & 255] for b in range(256))
        got = _TABLES[off] = (beats, suit, pts, sm, mm, _KINGS >> off, sp, _runs_of(_runs_table(off)))
    return got


class _NoTable(dict):
    """A transposition table that keeps nothing (for measurements)."""

    def __setitem__(self, key, value) -> None:
        pass


class Solver:
    """Search engine for one set of rules, declarer and cards laid aside.

    The transposition table persists between calls; it is valid for every
    position with the same :meth:`Position.rules_key`.
    """

    def __init__(self, pos: Position, *, equivalence: bool = True, bounds: bool = True,
                 ordering: bool = True, table: bool = True, driver: str = "bisect") -> None:
        """``equivalence``, ``bounds``, ``ordering``, ``table`` and ``driver``
        ("bisect" or "mtdf") switch the speed techniques (for measurements;
        the results are the same)."""
        if driver not in ("bisect", "mtdf"):
            raise ValueError(f"driver: 'bisect' or 'mtdf', not {driver!r}")
        self.key = pos.rules_key()
        # the search works on masks shifted right by this many bits (see _tables)
        self.off = 2 if pos.deck == 24 else 0
        self.tt: dict = {} if table else _NoTable()
        self.nodes = 0  # tricks searched (table misses)
        self.equivalence = equivalence
        self.bounds = bounds
        self.ordering = ordering
        self.driver = driver
        self._build(pos)

    # the closures below are the hot path; everything they use is local
    def _build(self, pos: Position) -> None:
        n = len(pos.hands)
        D = pos.declarer
        queen_only = pos.meld_card == "queen_only"
        meld_req = pos.meld_requires_trick
        aside = pos.aside
        slam = pos.slam
        DEF = ((1 << n) - 1) ^ (1 << D)  # the defenders' bits in the trick flags
        track = meld_req or slam > 0  # the flags of who has taken a trick are part of the state
        equiv = self.equivalence
        tt = self.tt
        tt_get = tt.get
        off = self.off
        BEATS, SUIT, P, SM, MM, KINGS, SP, runs = _tables(off)
        MV = MARRIAGE_VALUES
        QCODE = QUEEN - off + 32  # a marriage lead: the queen's code + 32 (the king's one more)
        K0, K1, K2, K3 = KING - off, KING - off + 7, KING - off + 14, KING - off + 21  # kings -> 4 bits
        if self.ordering:
            asc = _asc
            desc = _desc
            order = _order
        else:  # plain card order, no stored best lead
            asc = desc = cards_of

            def order(first, rest, kind):
                return cards_of(first | rest)
        use_bounds = self.bounds
        cheapest = _asc
        use_hint = self.ordering
        MSUM = _MSUM
        SHIFT = tuple(32 * i for i in range(n))
        NEXT = tuple((i + 1) % n for i in range(n))
        solver = self

        reply_mask = legal_reply  # legality's rule on masks (hand, led suit, beaters of the winner, trumps)
        must_beat, must_trump = pos.must_beat, pos.must_trump
        TM = (0,) + SM  # TM[t + 1]: the trump suit's cards, none without a trump

        lead_cache = {}

        def leads(hand, may_meld, hint):
            """Encoded leads (card, +32 for a marriage), the stored best one first (cached)."""
            if not use_hint:
                hint = -1
            key = hand | (hint + 1) << 32 | (128 << 32 if may_meld else 0)
            got = lead_cache.get(key)
            if got is None:
                out = []
                if may_meld:
                    for s in (0, 1, 2, 3):
                        if hand & MM[s] == MM[s]:
                            out.append(s * 8 + QCODE)  # the queen (+32: a marriage)
                            if not queen_only:
                                out.append(s * 8 + QCODE + 1)
                out.extend(desc(hand))
                if hint >= 0 and hint in out:
                    out.remove(hint)
                    out.insert(0, hint)
                got = lead_cache[key] = tuple(out)
            return got

        def bounds(hands, t):
            """Quick (lower, upper) bounds of the points still to come.

            Upper: every card still out, the cards aside and the declarer's
            marriages.  With a trump, the top trumps held by one side each win
            a trick (taking at least the cheapest card of every other player)
            if that side keeps the trump: the declarer can always choose not to
            meld, so his top trumps are a lower bound when no defender holds a
            marriage, and the defenders' top trumps lower the upper bound when
            the declarer holds none.
            """
            if not use_bounds:
                return 0, INF
            rest = 0
            for h in hands:
                rest |= h
            hi = SP[rest & 255] + SP[rest >> 8 & 255] + SP[rest >> 16 & 255] + SP[rest >> 24] + aside + slam
            hd = hands[D]
            km = hd << 1 & hd & KINGS
            if km:
                hi += MSUM[km >> K0 & 1 | km >> K1 & 2 | km >> K2 & 4 | km >> K3 & 8]
            if t < 0:
                return 0, hi
            tr = rest & SM[t]
            if not tr:
                return 0, hi
            top = tr.bit_length() - 1
            if hd >> top & 1:
                dm = 0
                for q in range(n):
                    if q != D:
                        dm |= hands[q] << 1 & hands[q]
                if dm & KINGS:
                    return 0, hi
                sure = 0
                k = 0
                while tr:
                    c = tr.bit_length() - 1
                    if not hd >> c & 1:
                        break
                    sure += P[c]
                    k += 1
                    tr ^= 1 << c
                for q in range(n):
                    if q != D:
                        for c in cheapest(hands[q])[:k]:
                            sure += P[c]
                return sure, hi
            if km:
                return 0, hi
            sure = 0
            counts = [0] * n
            while tr:
                c = tr.bit_length() - 1
                if hd >> c & 1:
                    break
                sure += P[c]
                for q in range(n):
                    if hands[q] >> c & 1:
                        counts[q] += 1
                tr ^= 1 << c
            for c in cheapest(hd)[:max(counts)]:
                sure += P[c]
            return 0, hi - sure

        def search(hands, leader, t, flags, beta, key, ent):
            """Fail-soft test 'points still to come >= beta' at a trick start (table entry given)."""
            solver.nodes += 1
            if ent is not None:
                lo, hi, hint = ent
            else:
                lo, hi = bounds(hands, t)
                if hi < beta or lo >= beta:
                    tt[key] = (lo, hi, -1)
                    return hi if hi < beta else lo
                hint = -1
            best, move = trick(hands, leader, t, flags, beta, hint)
            if best >= beta:
                if best > lo:
                    lo = best
            elif best < hi:
                hi = best
            tt[key] = (lo, hi, move)
            return best

        def last_trick(nh, w, tn, nf):
            """Points to come in the last trick (one card each, every play forced)."""
            wc = nh[w].bit_length() - 1
            bt = BEATS[tn + 1]
            win = w
            pts = P[wc]
            q = NEXT[w]
            while q != w:
                c = nh[q].bit_length() - 1
                pts += P[c]
                if bt[wc] >> c & 1:
                    wc = c
                    win = q
                q = NEXT[q]
            return pts + aside if win == D else 0

        if slam:
            def last_trick(nh, w, tn, nf):  # noqa: F811 - the variant that counts a slam
                """Points to come in the last trick, the slam bonus included."""
                wc = nh[w].bit_length() - 1
                bt = BEATS[tn + 1]
                win = w
                pts = P[wc]
                q = NEXT[w]
                while q != w:
                    c = nh[q].bit_length() - 1
                    pts += P[c]
                    if bt[wc] >> c & 1:
                        wc = c
                        win = q
                    q = NEXT[q]
                if win != D:
                    return 0
                return pts + aside + (0 if nf & DEF else slam)

        def probe(nh, w, tn, nf, beta):
            """Points still to come at a trick start: the last trick counted, else the table, else search."""
            a = nh[w]
            if not a & (a - 1):  # one card each: the last trick, every play forced
                return last_trick(nh, w, tn, nf)
            if n == 3:
                key = (nh[0] | nh[1] << 32 | nh[2] << 64) << 8 | w << 6 | (tn + 1) << 3 | nf
            else:
                key = (nh[0] | nh[1] << 32) << 8 | w << 6 | (tn + 1) << 3 | nf
            ent = tt_get(key)
            if ent is not None:
                if ent[0] >= beta:
                    return ent[0]
                if ent[1] < beta:
                    return ent[1]
            return search(nh, w, tn, nf, beta, key, ent)

        def trick3(hands, leader, t, flags, beta, hint):
            p1 = NEXT[leader]
            p2 = NEXT[p1]
            H0 = hands[leader]
            H1 = hands[p1]
            H2 = hands[p2]
            present = H0 | H1 | H2
            max0 = leader == D
            max1 = p1 == D
            max2 = p2 == D
            # where each player's hand goes in the table key (absolute order)
            s0 = SHIFT[leader]
            s1 = SHIFT[p1]
            s2 = SHIFT[p2]
            if equiv:
                red_hi, red_lo = runs(H2, present)
                red1_hi, red1_lo = runs(H1, present)
                red1 = red1_hi | red1_lo
                red0_hi, red0_lo = runs(H0, present)
                red0 = red0_hi | red0_lo
            best0 = -1 if max0 else INF
            bmove = -1
            two = H0 & (H0 - 1)
            two = not two & (two - 1)  # two cards each: the next trick is the last
            for m in leads(H0, not meld_req or flags >> leader & 1, hint):
                c0 = m & 31
                b0 = 1 << c0
                if m & 32:
                    tl = SUIT[c0]
                    bonus = MV[tl] if max0 else 0
                else:
                    tl = t
                    bonus = 0
                beta1 = beta - bonus
                led = SM[SUIT[c0]]
                tm = TM[tl + 1]
                bt = BEATS[tl + 1]
                bm0 = bt[c0]
                legal1 = reply_mask(H1, led, bm0, tm, must_beat, must_trump)
                win1 = legal1 & bm0
                if equiv and b0 & red0 and not m & 32:
                    # a lead with a twin in its run: skip it when the trick's side is
                    # decided whatever the followers do and the twin is the better one
                    side0 = None
                    if max0:
                        if not win1:
                            l2 = reply_mask(H2, led, bm0, tm, must_beat, must_trump)
                            w2 = l2 & bm0
                            if not w2:
                                side0 = True
                            elif w2 == l2:
                                side0 = False
                        elif win1 == legal1:
                            side0 = False
                    elif max1:
                        if not win1:
                            side0 = True
                    elif not reply_mask(H2, led, bm0, tm, must_beat, must_trump) & bm0:
                        side0 = True
                        x = win1
                        while x:
                            lb = x & -x
                            x ^= lb
                            bx = bt[lb.bit_length() - 1]
                            if reply_mask(H2, led, bx, tm, must_beat, must_trump) & bx:
                                side0 = None
                                break
                    if side0 is not None and b0 & (red0_hi if side0 else red0_lo):
                        continue
                if not win1:
                    order1 = asc(legal1)
                elif max1:
                    order1 = order(win1, legal1 ^ win1, 1)
                elif max0:
                    order1 = order(win1, legal1 ^ win1, 0)
                else:
                    order1 = asc(legal1)
                best1 = -1 if max1 else INF
                a = H0 ^ b0
                ka = a << s0
                for c1 in order1:
                    b1 = 1 << c1
                    if bm0 & b1:
                        w1 = p1
                        bm1 = bt[c1]
                    else:
                        w1 = leader
                        bm1 = bm0
                    legal2 = reply_mask(H2, led, bm1, tm, must_beat, must_trump)
                    win2 = legal2 & bm1
                    mine = (w1 == D) == max2  # a losing card leaves the trick on p2's side
                    if equiv and b1 & red1:
                        # p1's card has a twin in its run: skip it when the trick's side is
                        # already decided (p2 cannot change it) and the twin is the better one
                        if not win2 or mine:
                            side1 = (w1 == D) == max1  # trick ends on p1's side
                        elif win2 == legal2:
                            side1 = max2 == max1
                        else:
                            side1 = None
                        if side1 is not None and b1 & (red1_hi if side1 else red1_lo):
                            continue
                    if equiv:
                        hiset = legal2 if mine else win2
                        legal2 = (hiset & ~red_hi) | (legal2 & ~hiset & ~red_lo)
                        win2 &= legal2
                    if mine:
                        order2 = desc(legal2)
                    elif win2:
                        order2 = order(win2, legal2 ^ win2, 0)
                    else:
                        order2 = asc(legal2)
                    best2 = -1 if max2 else INF
                    pts01 = P[c0] + P[c1]
                    b = H1 ^ b1
                    kab = ka | b << s1
                    gone = present ^ b0 ^ b1
                    for c2 in order2:
                        b2 = 1 << c2
                        w = p2 if bm1 & b2 else w1
                        if not a:
                            v = (pts01 + P[c2] + aside + (0 if flags & DEF else slam)) if w == D else 0
                        else:
                            c = H2 ^ b2
                            tn = tl if tl < 0 or (gone ^ b2) & SM[tl] else -1
                            if w == D:
                                gain = pts01 + P[c2]
                                bb = beta1 - gain
                            else:
                                gain = 0
                                bb = beta1
                            if two:
                                nh = (a, b, c) if leader == 0 else (c, a, b) if leader == 1 else (b, c, a)
                                v = gain + last_trick(nh, w, tn, flags | 1 << w)
                            else:
                                nf = flags | 1 << w if track else 0
                                key = (kab | c << s2) << 8 | w << 6 | (tn + 1) << 3 | nf
                                ent = tt_get(key)
                                if ent is not None and ent[0] >= bb:
                                    v = gain + ent[0]
                                elif ent is not None and ent[1] < bb:
                                    v = gain + ent[1]
                                else:
                                    nh = (a, b, c) if leader == 0 else (c, a, b) if leader == 1 else (b, c, a)
                                    v = gain + search(nh, w, tn, nf, bb, key, ent)
                        if max2:
                            if v > best2:
                                best2 = v
                                if v >= beta1:
                                    break
                        elif v < best2:
                            best2 = v
                            if v < beta1:
                                break
                    if max1:
                        if best2 > best1:
                            best1 = best2
                            if best2 >= beta1:
                                break
                    elif best2 < best1:
                        best1 = best2
                        if best2 < beta1:
                            break
                v = best1 + bonus
                if max0:
                    if v > best0:
                        best0 = v
                        bmove = m
                        if v >= beta:
                            break
                elif v < best0:
                    best0 = v
                    bmove = m
                    if v < beta:
                        break
            return best0, bmove

        def trick2(hands, leader, t, flags, beta, hint):
            p1 = NEXT[leader]
            H0 = hands[leader]
            H1 = hands[p1]
            present = H0 | H1
            max0 = leader == D
            max1 = not max0
            if equiv:
                red_hi, red_lo = runs(H1, present)
                red0_hi, red0_lo = runs(H0, present)
                red0 = red0_hi | red0_lo
            best0 = -1 if max0 else INF
            bmove = -1
            for m in leads(H0, not meld_req or flags >> leader & 1, hint):
                c0 = m & 31
                b0 = 1 << c0
                if m & 32:
                    tl = SUIT[c0]
                    bonus = MV[tl] if max0 else 0
                else:
                    tl = t
                    bonus = 0
                beta1 = beta - bonus
                bt = BEATS[tl + 1]
                bm0 = bt[c0]
                legal1 = reply_mask(H1, SM[SUIT[c0]], bm0, TM[tl + 1], must_beat, must_trump)
                win1 = legal1 & bm0
                if equiv:
                    if b0 & red0 and not m & 32:
                        # the trick's side is decided by the lead: keep one card of its run
                        if not win1:
                            if b0 & red0_hi:
                                continue
                        elif win1 == legal1:
                            if b0 & red0_lo:
                                continue
                    legal1 = (win1 & ~red_hi) | (legal1 & ~win1 & ~red_lo)
                    win1 &= legal1
                order1 = order(win1, legal1 ^ win1, 0) if win1 else asc(legal1)
                best1 = -1 if max1 else INF
                a = H0 ^ b0
                gone = present ^ b0
                p0c = P[c0]
                for c1 in order1:
                    b1 = 1 << c1
                    w = p1 if bm0 & b1 else leader
                    if not a:
                        v = (p0c + P[c1] + aside + (0 if flags & DEF else slam)) if w == D else 0
                    else:
                        nh = (a, H1 ^ b1) if leader == 0 else (H1 ^ b1, a)
                        tn = tl if tl < 0 or (gone ^ b1) & SM[tl] else -1
                        nf = flags | 1 << w if track else 0
                        if w == D:
                            gain = p0c + P[c1]
                            v = gain + probe(nh, w, tn, nf, beta1 - gain)
                        else:
                            v = probe(nh, w, tn, nf, beta1)
                    if max1:
                        if v > best1:
                            best1 = v
                            if v >= beta1:
                                break
                    elif v < best1:
                        best1 = v
                        if v < beta1:
                            break
                v = best1 + bonus
                if max0:
                    if v > best0:
                        best0 = v
                        bmove = m
                        if v >= beta:
                            break
                elif v < best0:
                    best0 = v
                    bmove = m
                    if v < beta:
                        break
            return best0, bmove

        trick = trick3 if n == 3 else trick2

        def start(hands, leader, t, flags, beta):
            rest = 0
            for h in hands:
                rest |= h
            if not rest:
                return 0
            if t >= 0 and not rest & SM[t]:
                t = -1
            if not track:
                flags = 0
            return probe(hands, leader, t, flags, beta)

        self._search = start

    # ------------------------------------------------------------------ drivers
    def _check(self, pos: Position) -> None:
        if pos.rules_key() != self.key:
            raise ValueError("position does not match this solver's rules/declarer/aside")

    def _future(self, pos: Position, beta: int) -> int:
        """Fail-soft test of the points still to come from ``pos``."""
        if pos.trick:
            return self._partial(pos, beta)
        off = self.off
        hands = tuple(h >> off for h in pos.hands) if off else pos.hands
        return self._search(hands, pos.to_move, pos.trump, pos.taken, beta)

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
        """Exact final total of the declarer.

        A sequence of zero-window tests narrows [lower, upper]: bisection,
        except that with a ``guess`` (a final total) the guess and the
        value next to it are tried first.
        """
        self._check(pos)
        if pos.is_over:
            return pos.points
        lo, hi = 0, upper_bound(pos) - pos.points
        g = None if guess is None else guess - pos.points
        near = 2 if g is not None else 0  # tests left next to the guess
        if self.driver == "mtdf":
            g = (lo + hi) // 2 if g is None else max(lo, min(hi, g))
            near = INF
        while lo < hi:
            if near and lo <= g <= hi:
                beta = max(g, lo + 1)
                near -= 1
            else:
                beta = (lo + hi + 1) // 2
            v = self._future(pos, beta)
            if v >= beta:
                lo = v
                g = v + 1  # is it exact?
            else:
                hi = v
                g = v
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
