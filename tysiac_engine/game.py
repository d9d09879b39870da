"""A whole game: deals in order, dealer rotation, scores, counters and views.

``Game`` is the object front ends and the AI hold.  It owns the current
:class:`~tysiac_engine.deal.Deal`, scores each finished deal with
:mod:`scoring`, and deals the next one from its seeded ``random.Random``
(or from cards given by a record).
"""
from __future__ import annotations

import copy
import random
from typing import Iterable, Literal, Optional, Sequence, Union

from pydantic import BaseModel, ConfigDict, ValidationError

from . import events as E
from .actions import Action
from .cards import CARD_BY_NAME, CARDS, Card, cards_of
from .deal import AUCTION, CLAIMS, DONE, Deal, Phase
from .errors import DeckError, IllegalAction, InvalidRecord, excerpt, first_problem
from .rules import Rules, make_rules
from .scoring import COUNTERS, Counters, DealResult, score_deal
from .views import SeatView, view_of
from .shape import deal_cards

Winner = Union[int, str, None]


MAX_NAME_LENGTH = 200  # characters of a player's name a front end shows (records allow any name)


class Seat(BaseModel):
    """Who sits at a seat (RECORD.md ``players``: a name, or ``{"name", "kind", "level"}``)."""

    model_config = ConfigDict(frozen=True, extra="allow", strict=True)
    name: str  # any text, as a plain name (a front end cuts what it shows: MAX_NAME_LENGTH)
    kind: Literal["human", "ai"] = "human"
    level: Optional[Union[str, int, float, bool]] = None  # RECORD.md leaves it open: any JSON scalar

    @property
    def is_computer(self) -> bool:
        return self.kind == "ai"



def as_seat(entry: Union[str, dict, "Seat"], index: int = 0) -> Seat:
    """The seat of a ``players`` entry (RECORD.md: a name or ``{"name", "kind", "level"}``)."""
    if isinstance(entry, Seat):
        return entry
    if isinstance(entry, str):
        return Seat.model_construct(name=entry)
    if isinstance(entry, dict):
        try:
            return Seat.model_validate(entry)
        except ValidationError as error:
            raise InvalidRecord(f"players.{index}.{first_problem(error, 'name')}") from None
    raise InvalidRecord(f"players.{index}: a name or an object {{\"name\": …, \"kind\": \"human\"|\"ai\", "
                        f"\"level\": …}} needed, got {excerpt(entry)}")


class Game:
    """A game of Tysiąc.  ``legal_actions()`` and ``apply()`` drive it.

    ``players`` are names or :class:`Seat` values (name, human or computer,
    level).  ``preset`` makes the rules when none are given; with rules, it
    names the preset their record is written against (by default the one the
    rules were made from).  ``keep_deals=False`` keeps only the deal in progress (a long
    record is replayed in constant memory); results are kept unless
    ``keep_results`` is False too.
    """

    def __init__(self, rules: Optional[Rules] = None, players: Optional[Sequence[Union[str, Seat]]] = None, *,
                 seed: Optional[int] = None, preset: Optional[str] = None,
                 start_scores: Optional[Sequence[int]] = None,
                 start_state: Optional[dict] = None, first_dealer: Optional[int] = None,
                 auto_deal: bool = True, keep_deals: bool = True, keep_results: bool = True) -> None:
        if rules is None:
            rules = make_rules(preset or "polish")
        elif preset is not None and preset != rules.preset:
            rules = rules.based_on(preset)
        self.rules = rules
        self.shape = rules.shape
        n = rules.players
        self.n = n
        names = players if players is not None else [f"Player {i + 1}" for i in range(n)]
        self.seats: tuple[Seat, ...] = tuple(as_seat(p, i) for i, p in enumerate(names))  # who sits where
        self._plain_names = tuple(isinstance(p, str) for p in names)  # written back as given
        self.players = tuple(seat.name for seat in self.seats)
        if len(self.players) != n:
            raise InvalidRecord(f"players: {n} needed by the rules, {len(self.players)} given")
        self.seed = seed
        self.rng = random.Random(seed)
        self.auto_deal = auto_deal
        self.keep_deals = keep_deals
        self.keep_results = keep_results
        self.start_scores = tuple(start_scores) if start_scores is not None else (0,) * n
        if len(self.start_scores) != n:
            raise InvalidRecord(f"start_scores: one per seat needed ({n}), {len(self.start_scores)} given")
        for value in self.start_scores:
            if type(value) is not int or not value < rules.target:
                raise InvalidRecord(f"start_scores: integers below the target ({rules.target}) needed, got {excerpt(value)}")
        self.start_counters = counters_from(start_state, n)
        if self.shape.teams is not None:
            _check_partners_equal(self.shape.units(), self.start_scores, self.start_counters)
        self.scores: tuple[int, ...] = self.start_scores
        self.counters = self.start_counters
        self.deals: list[Deal] = []
        self.deal_count = 0  # deals dealt, kept or not
        self._live: Optional[Deal] = None
        self._last: Optional[Deal] = None
        self.results: list[DealResult] = []
        self.last_result: Optional[DealResult] = None
        self.winner: Winner = None
        self.is_over = False
        self._golden_played = 0  # golden deals played since the start (or the last golden restart)
        self._golden_made = False
        self._restarted = False  # the last deal restarted a golden round that nobody made
        # what the last apply() (or start_deal()) made happen, as (event class, fields); made into
        # events.py values only when asked for (last_events)
        self._happened: list = []
        self._happened_in: Optional[Deal] = None
        self._events: Optional[tuple] = ()
        self._applying = False
        self._first_dealer = first_dealer if first_dealer is not None else self.rng.randrange(n)
        if auto_deal:
            self.start_deal()

    def copy(self) -> "Game":
        """An independent game in the same state (for search and analysis): applying actions
        to one changes nothing in the other, and both deal on from the same seed alike.
        The immutable parts (rules, shape, seats, finished results) are shared."""
        shared = {id(self.rules): self.rules, id(self.shape): self.shape, id(self.seats): self.seats}
        return copy.deepcopy(self, shared)

    @property
    def preset(self) -> str:
        """The preset the game's record names (the rules' own, see :attr:`Rules.preset`)."""
        return self.rules.preset

    def seat_entries(self) -> list[Union[str, dict]]:
        """The players as RECORD.md writes them: plain names, or objects for seats given as objects."""
        return [seat.name if plain else seat.model_dump(exclude_none=True)
                for seat, plain in zip(self.seats, self._plain_names)]

    # ----------------------------------------------------------------- dealing
    @property
    def current(self) -> Optional[Deal]:
        """The deal in progress, or None between deals and after the game."""
        return self._live

    @property
    def last_deal(self) -> Optional[Deal]:
        """The deal in progress or the one just finished."""
        return self._last

    @property
    def next_dealer(self) -> int:
        last = self._last
        if last is None:
            return self._first_dealer
        return last.dealer if last.redeal else (last.dealer + 1) % self.n

    @property
    def golden_next(self) -> bool:
        """RULES.md §8: the next deal belongs to the golden round."""
        # one golden deal per seat that plays: 3, or 4 with dealer_sits_out
        return (self.rules.golden_round and self.shape.dark_and_golden
                and self._golden_played < self.n)

    def _shuffled(self, dealer: int):
        deck = list(cards_of(self.shape.deck_mask))
        # each deal's shuffle depends only on the seed and the deal's number, so a game
        # resumed from its record deals on exactly as it would have
        rng = random.Random(f"{self.seed}:{self.deal_count}") if self.seed is not None else self.rng
        rng.shuffle(deck)
        return deal_cards(self.shape, dealer, deck)

    def start_deal(self, hands: Optional[Sequence[Iterable]] = None,
                   musiks: Optional[Sequence[Iterable]] = None,
                   dealer: Optional[int] = None, *, stock: Optional[Sequence] = None,
                   table: Optional[Sequence] = None) -> Deal:
        """Deal the next deal: shuffled from the game's seed, or the given cards (RECORD.md keys).

        Cards are notation strings (``"QH"``) or card ints; ``Deal.dealt_cards()`` of
        another deal gives all four keyword arguments.
        """
        if self.is_over:
            raise IllegalAction("the game is over", "game_over")
        if self.current is not None:
            raise IllegalAction("a deal is still in progress", "phase")
        expected = self.next_dealer
        if dealer is None:
            dealer = expected
        elif type(dealer) is not int or not 0 <= dealer < self.n:
            raise InvalidRecord(f"dealer: no seat {excerpt(dealer)}")
        elif self._last is not None and dealer != expected and not (self._restarted and dealer == self._first_dealer):
            raise InvalidRecord(f"dealer: seat {expected} deals now (the deal rotates to the left), not {dealer}")
        if hands is None:
            hand_lists, talon_lists, stock_list, table_lists = self._shuffled(dealer)
        else:
            hand_lists, talon_lists, stock_list, table_lists = check_cards(
                self.rules, dealer, hands, musiks if musiks is not None else [], stock, table)
        limit = self.rules.bombs_limit
        left = [None if limit is None else limit - used for used in self.counters.bombs_used]
        barrel = self.rules.barrel
        on_barrel = tuple(barrel is not None and s == barrel for s in self.scores)
        deal = Deal(self.rules, dealer, hand_lists, talon_lists, stock=stock_list, table=table_lists,
                    bombs_left=left, golden=self.golden_next, on_barrel=on_barrel)
        self.deal_count += 1
        if self.keep_deals:
            self.deals.append(deal)
        self._live = self._last = deal
        if not self._applying:  # called on its own: its events are the only ones
            self._happened, self._happened_in = [], deal
        self._happened.append((E.DealStarted, {"deal_number": self.deal_count - 1, "dealer": dealer,
                "active": deal.active, "golden": deal.golden}))
        self._happened += deal._events
        self._events = None
        return deal

    @property
    def last_events(self) -> tuple:
        """What the last :meth:`apply` (or :meth:`start_deal`) made happen: :mod:`events` values,
        the whole truth (:func:`events.seen_by` gives a seat's share)."""
        if self._events is None:
            self._events = tuple(self._happened_in.made_events(self._happened))
        return self._events

    # ----------------------------------------------------------------- playing
    @property
    def phase(self) -> Phase:
        """RECORD.md phases: auction (claims included), musik, contract, play; or between / over."""
        if self.is_over:
            return Phase.OVER
        deal = self.current
        if deal is None:
            return Phase.BETWEEN
        return AUCTION if deal.phase == CLAIMS else deal.phase

    @property
    def to_move(self) -> Optional[int]:
        deal = self.current
        return deal.to_move if deal is not None and not self.is_over else None

    def legal_actions(self) -> list[Action]:
        deal = self.current
        if deal is None or self.is_over:
            return []
        return deal.legal_actions()

    def apply(self, action: Union[Action, str]) -> Optional[DealResult]:
        """Apply the action of the seat to move.  Returns the result when it ends a deal;
        :attr:`last_events` then holds what happened (see :meth:`step`)."""
        if self.is_over:
            raise IllegalAction("the game is over", "game_over")
        deal = self._live
        if deal is None:
            raise IllegalAction("no deal in progress: start the next deal", "phase")
        deal.apply(action)
        self._happened, self._happened_in = deal._events[:], deal  # the deal that reads its markers
        self._events = None
        if deal.phase != DONE:
            return None
        self._applying = True
        try:
            return self._finish_deal(deal)
        finally:
            self._applying = False

    def step(self, action: Union[Action, str]) -> tuple:
        """Apply the action of the seat to move and return the typed events it made: the
        action itself, what followed from it (cards played, tricks won, cards drawn or
        uncovered, melds, talons), and at a deal's end its score, a golden reset, the game's
        end or the next deal.  The whole truth: :func:`events.seen_by` gives a seat's share."""
        self.apply(action)
        return self.last_events

    def _finish_deal(self, deal: Deal) -> DealResult:
        self._live = None
        outcome = deal.outcome()
        restart = False
        if outcome.golden and not outcome.redeal:
            self._golden_played += 1
            self._golden_made = self._golden_made or bool(outcome.made)
            restart = self._golden_played == self.n and not self._golden_made
        # nobody made the golden round: the game starts again, part of this deal's result (RULES.md §8)
        result = score_deal(self.rules, outcome, self.scores, self.counters,
                            (self.start_scores, self.start_counters) if restart else None)
        if self.keep_results:
            self.results.append(result)
        self.last_result = result
        self.scores = result.scores_after
        self.counters = result.counters
        self._restarted = restart
        o = outcome
        happened = self._happened
        happened.append((E.DealScored, {"deal_number": self.deal_count - 1, "declarer": o.declarer,
                "contract": o.contract, "made": o.made, "redeal": o.redeal,
                "card_points": tuple(o.card_points), "score_delta": result.score_delta,
                "scores_after": result.scores_after, "steps": result.steps}))
        if restart:
            happened.append((E.GoldenReset, {"scores": result.scores_after, "counters": result.counters}))
        if result.winner is not None:
            happened.append((E.GameOver, {"winner": result.winner}))
        if restart:
            self._golden_played = 0
            self._golden_made = False
        if result.winner is not None:
            self.winner = result.winner
            self.is_over = True
        elif self.auto_deal:
            self.start_deal()
        return result

    # ----------------------------------------------------------------- knowledge
    def view(self, seat: int) -> SeatView:
        """What ``seat`` may know now (used by the AI and the hot-seat screen)."""
        if not 0 <= seat < self.n:
            raise ValueError(f"no seat {seat}")
        deal = self._last
        if deal is None:
            raise IllegalAction("no deal has been dealt yet", "phase")
        return view_of(self, deal, seat)

    def public_view(self) -> SeatView:
        """What every seat may know now (``seat`` None): a screen between two players' turns."""
        deal = self._last
        if deal is None:
            raise IllegalAction("no deal has been dealt yet", "phase")
        return view_of(self, deal, None)


def _check_partners_equal(sides: tuple[tuple[int, ...], ...], scores: tuple[int, ...], counters: Counters) -> None:
    """RULES.md §9.2: partners (seats 0, 2 and 1, 3) carry the team's score and team counters
    (``bombs_used`` is per seat and may differ)."""
    team_counters = {k: v for k, v in counters.as_dict().items() if k != "bombs_used"}
    for key, values in (("start_scores", scores), *((f"start_state.{k}", v) for k, v in team_counters.items())):
        if any(len({values[s] for s in side}) > 1 for side in sides):
            teams = ", ".join(" and ".join(map(str, side)) for side in sides)
            raise InvalidRecord(f"{key}: partners (seats {teams}) must have equal values in teams_2v2")


def counters_from(start_state: Optional[dict], n: int) -> Counters:
    if start_state is None:
        return Counters.zero(n)
    if not isinstance(start_state, dict):
        raise InvalidRecord("start_state: an object of per-seat counters needed")
    values = {}
    for key, value in start_state.items():
        if key not in COUNTERS:
            raise InvalidRecord(f"start_state: unknown counter {excerpt(key)} (known: {', '.join(COUNTERS)})")
        if (not isinstance(value, list) or len(value) != n
                or any(type(v) is not int or v < 0 for v in value)):
            raise InvalidRecord(f"start_state.{key}: one non-negative integer per seat needed")
        values[key] = tuple(value)
    zero = (0,) * n
    return Counters(*(values.get(k, zero) for k in COUNTERS))


def _card_list(items, where: str, notation_only: bool = False) -> list[int]:
    """Cards written in RULES.md §1 notation ("TS"); also Card values or indexes 0-31 for the
    library's callers, but not in a record (``notation_only``)."""
    if not isinstance(items, (list, tuple)):
        raise InvalidRecord(f"{where}: a list of cards needed")
    try:
        return [CARD_BY_NAME[item] for item in items]  # the common case: notation strings
    except (KeyError, TypeError):
        pass
    out = []
    for item in items:
        if isinstance(item, str):
            try:
                out.append(Card.parse(item))
            except ValueError as exc:
                raise DeckError(f"{where}: {exc}") from None
        elif not notation_only and (type(item) is int or isinstance(item, Card)):
            if not 0 <= item < 32:
                raise DeckError(f"{where}: card index {item} out of range")
            out.append(CARDS[item])
        else:
            raise DeckError(f"{where}: not a card: {excerpt(item)} (a card is written as rank and suit, e.g. \"TS\")")
    return out


def check_cards(rules: Rules, dealer: int, hands: Sequence, musiks: Sequence,
                stock: Optional[Sequence] = None, table: Optional[Sequence] = None, notation_only: bool = False):
    """Validate dealt cards against the deal's shape (RECORD.md: hands + musik + stock + table = the deck);
    ``notation_only``: every card written as in a record ("TS"), no Card values or indexes."""
    shape = rules.shape
    n = rules.players
    if not isinstance(hands, (list, tuple)) or len(hands) != n:
        raise InvalidRecord(f"hands: one hand per seat needed ({n})")
    hand_lists = [_card_list(h, f"hands[{i}]", notation_only) for i, h in enumerate(hands)]
    if not isinstance(musiks, (list, tuple)):
        raise InvalidRecord("musik: a list of talons needed")
    talon_lists = [_card_list(m, f"musik[{i}]", notation_only) for i, m in enumerate(musiks)]
    if shape.stock:
        if stock is None:
            raise InvalidRecord(f"stock: {shape.mode} needs the stock ({shape.stock} cards, top first)")
        stock_list = _card_list(stock, "stock", notation_only)
    elif stock is not None:
        raise InvalidRecord(f"stock: {shape.mode} has no stock")
    else:
        stock_list = []
    table_lists: list[list[tuple[int, int]]] = []
    if shape.table_piles:
        if table is None:
            raise InvalidRecord(f"table: {shape.mode} needs the table piles (per seat {shape.table_piles} [down, up] pairs)")
        if not isinstance(table, (list, tuple)) or len(table) != n:
            raise InvalidRecord(f"table: one list of piles per seat needed ({n})")
        for seat, piles in enumerate(table):
            if not isinstance(piles, (list, tuple)) or len(piles) != shape.table_piles:
                raise InvalidRecord(f"table[{seat}]: {shape.table_piles} [down, up] pairs needed")
            pairs = []
            for k, pair in enumerate(piles):
                got = _card_list(pair, f"table[{seat}][{k}]", notation_only)
                if len(got) != 2:
                    raise InvalidRecord(f"table[{seat}][{k}]: a [down, up] pair of two cards needed")
                pairs.append((got[0], got[1]))
            table_lists.append(pairs)
    elif table is not None:
        raise InvalidRecord(f"table: {shape.mode} has no table piles")
    seen = 0
    everything = hand_lists + talon_lists + [stock_list] + [[c for p in piles for c in p] for piles in table_lists]
    for cards in everything:
        for c in cards:
            if seen >> c & 1:
                raise InvalidRecord(f"card {CARDS[c]} appears twice")
            seen |= 1 << c
    deck = shape.deck_mask
    if seen & ~deck:
        extra = " ".join(str(c) for c in cards_of(seen & ~deck))
        raise DeckError(f"the cards are not the {shape.deck}-card deck: {extra} not in it")
    if seen != deck:
        missing = " ".join(str(c) for c in cards_of(deck & ~seen))
        raise DeckError(f"the cards are not the whole deck: missing {missing}")
    sizes = [len(h) for h in hand_lists]
    want_hands = [0 if shape.sits_out and s == dealer else shape.hand_size for s in range(n)]
    if sizes != want_hands:
        raise InvalidRecord(f"hands: sizes {sizes}, expected {want_hands} ({shape.mode}, dealer {dealer})")
    if [len(m) for m in talon_lists] != list(shape.talons):
        raise InvalidRecord(f"musik: sizes {[len(m) for m in talon_lists]}, expected {list(shape.talons)} ({shape.mode})")
    if len(stock_list) != shape.stock:
        raise InvalidRecord(f"stock: {len(stock_list)} cards, expected {shape.stock}")
    return hand_lists, talon_lists, stock_list, table_lists
