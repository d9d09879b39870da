"""A whole game: deals in order, dealer rotation, scores, counters and views.

``Game`` is the object front ends and the AI hold.  It owns the current
:class:`~tysiac_engine.deal.Deal`, scores each finished deal with
:mod:`scoring`, and deals the next one from its seeded ``random.Random``
(or from cards given by a record).
"""
from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Iterable, Optional, Sequence, Union

from .actions import Action
from .cards import CARDS, FULL_DECK_MASK, Card, cards_of, mask_of
from .deal import AUCTION, CLAIMS, DONE, Deal
from .errors import IllegalAction, InvalidRecord
from .rules import Rules, make_rules
from .scoring import COUNTERS, Counters, DealResult, score_deal

Winner = Union[int, str, None]


@dataclass(frozen=True)
class SeatView:
    """What one seat may know, and nothing more (own hand, shown musik, ...)."""

    seat: int
    players: tuple[str, ...]
    rules: Rules
    deal_number: int
    phase: str  # "auction" (redeal claims included), "musik", "contract", "play", "between", "over"
    to_move: Optional[int]
    dealer: int
    active: tuple[int, ...]
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    history: tuple[tuple[int, str], ...]  # every action of the deal as this seat may see it
    high_bid: Optional[int]
    high_bidder: Optional[int]
    declarer: Optional[int]
    contract: Optional[int]
    dark: bool
    golden: bool
    musiks: tuple[Optional[tuple[Card, ...]], ...]  # each talon's cards if this seat saw them
    musik_taken: Optional[int]
    gives: tuple[tuple[int, Optional[Card]], ...]  # (receiving seat, card if known)
    discards: tuple[Card, ...]  # 2 players, declarer only
    trump: Optional[int]
    trick: tuple[tuple[int, Card], ...]
    tricks: tuple[tuple[int, tuple[tuple[int, Card], ...], int], ...]  # (leader, cards, winner)
    tricks_won: tuple[int, ...]
    melds: tuple[tuple[int, ...], ...]  # suits declared, per seat
    scores: tuple[int, ...]
    counters: Counters
    legal: tuple[Action, ...]

    @property
    def played_cards(self) -> tuple[Card, ...]:
        out = [c for _, cards, _ in self.tricks for _, c in cards]
        out.extend(c for _, c in self.trick)
        return tuple(out)


class Game:
    """A game of Tysiąc.  ``legal_actions()`` and ``apply()`` drive it."""

    def __init__(self, rules: Optional[Rules] = None, players: Optional[Sequence[str]] = None, *,
                 seed: Optional[int] = None, preset: Optional[str] = None,
                 start_scores: Optional[Sequence[int]] = None,
                 start_state: Optional[dict] = None, first_dealer: Optional[int] = None,
                 auto_deal: bool = True) -> None:
        if rules is None:
            rules = make_rules(preset or "polish")
        self.rules = rules
        self.preset = preset or "polish"
        n = rules.players
        self.n = n
        self.players = tuple(players) if players is not None else tuple(f"Player {i + 1}" for i in range(n))
        if len(self.players) != n:
            raise InvalidRecord(f"players: {n} needed by the rules, {len(self.players)} given")
        self.seed = seed
        self.rng = random.Random(seed)
        self.auto_deal = auto_deal
        self.start_scores = tuple(start_scores) if start_scores is not None else (0,) * n
        if len(self.start_scores) != n:
            raise InvalidRecord(f"start_scores: one per seat needed ({n}), {len(self.start_scores)} given")
        for value in self.start_scores:
            if type(value) is not int or not -100000 < value < rules.target:
                raise InvalidRecord(f"start_scores: integers below the target ({rules.target}) needed, got {value!r}")
        self.scores: tuple[int, ...] = self.start_scores
        self.start_counters = counters_from(start_state, n)
        self.counters = self.start_counters
        self.deals: list[Deal] = []
        self._live: Optional[Deal] = None
        self.results: list[DealResult] = []
        self.winner: Winner = None
        self.is_over = False
        self._golden_made = False
        self._played_deals = 0  # deals that were not redealt
        self._first_dealer = first_dealer if first_dealer is not None else self.rng.randrange(n)
        if auto_deal:
            self.start_deal()

    # ----------------------------------------------------------------- dealing
    @property
    def current(self) -> Optional[Deal]:
        """The deal in progress, or None between deals and after the game."""
        return self._live

    @property
    def next_dealer(self) -> int:
        if not self.deals:
            return self._first_dealer
        last = self.deals[-1]
        return last.dealer if last.redeal else (last.dealer + 1) % self.n

    def _shuffled(self, dealer: int) -> tuple[list[int], list[int]]:
        deck = list(range(24))
        # each deal's shuffle depends only on the seed and the deal's number, so a game
        # resumed from its record deals on exactly as it would have
        rng = random.Random(f"{self.seed}:{len(self.deals)}") if self.seed is not None else self.rng
        rng.shuffle(deck)
        hands = [0] * self.n
        if self.n == 2:
            hands[(dealer + 1) % 2] = mask_of(deck[0:10])
            hands[dealer] = mask_of(deck[10:20])
            return hands, [mask_of(deck[20:22]), mask_of(deck[22:24])]
        seats = [(dealer + i) % self.n for i in range(1, 4)] if self.n == 4 else \
            [(dealer + i) % 3 for i in range(1, 4)]
        for k, seat in enumerate(seats):
            hands[seat] = mask_of(deck[7 * k:7 * k + 7])
        return hands, [mask_of(deck[21:24])]

    def start_deal(self, hands: Optional[Sequence[Iterable[int]]] = None,
                   musiks: Optional[Sequence[Iterable[int]]] = None,
                   dealer: Optional[int] = None) -> Deal:
        """Deal the next deal: shuffled from the game's seed, or the given cards."""
        if self.is_over:
            raise IllegalAction("the game is over", "game_over")
        if self.current is not None:
            raise IllegalAction("a deal is still in progress", "phase")
        expected = self.next_dealer
        if dealer is None:
            dealer = expected
        elif self.deals and dealer != expected:
            raise InvalidRecord(f"dealer: seat {expected} deals now (the deal rotates to the left), not {dealer}")
        elif not 0 <= dealer < self.n:
            raise InvalidRecord(f"dealer: no seat {dealer}")
        if hands is None:
            hand_masks, musik_masks = self._shuffled(dealer)
        else:
            hand_masks, musik_masks = check_cards(self.rules, dealer, hands, musiks or [])
        limit = self.rules.bombs_limit
        left = [None if limit is None else limit - used for used in self.counters.bombs_used]
        golden = self.rules.golden_round and self._played_deals < self.n
        deal = Deal(self.rules, dealer, hand_masks, musik_masks, bombs_left=left, golden=golden)
        self.deals.append(deal)
        self._live = deal
        self._check_done()
        return deal

    # ----------------------------------------------------------------- playing
    @property
    def phase(self) -> str:
        """RECORD.md phases: auction (claims included), musik, contract, play; or between / over."""
        if self.is_over:
            return "over"
        deal = self.current
        if deal is None:
            return "between"
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
        """Apply the action of the seat to move.  Returns the result when it ends a deal."""
        if self.is_over:
            raise IllegalAction("the game is over", "game_over")
        deal = self._live
        if deal is None:
            raise IllegalAction("no deal in progress: start the next deal", "phase")
        deal.apply(action)
        if deal.phase != DONE:
            return None
        return self._check_done()

    def _check_done(self) -> Optional[DealResult]:
        deal = self.deals[-1]
        if not deal.is_done:
            return None
        self._live = None
        outcome = deal.outcome()
        golden_summary = None
        if outcome.golden:
            self._golden_made = self._golden_made or bool(outcome.made)
        if not outcome.redeal:
            self._played_deals += 1
            if outcome.golden and self._played_deals == self.n and not self._golden_made:
                golden_summary = True
        result = score_deal(self.rules, outcome, self.scores, self.counters, golden_summary)
        self.results.append(result)
        self.scores = result.scores_after
        self.counters = result.counters
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
        deal = self.deals[-1] if self.deals else None
        if deal is None:
            raise IllegalAction("no deal has been dealt yet", "phase")
        return view_of(self, deal, seat)


def counters_from(start_state: Optional[dict], n: int) -> Counters:
    if start_state is None:
        return Counters.zero(n)
    if not isinstance(start_state, dict):
        raise InvalidRecord("start_state: an object of per-seat counters needed")
    values = {}
    for key, value in start_state.items():
        if key not in COUNTERS:
            raise InvalidRecord(f"start_state: unknown counter {key!r} (known: {', '.join(COUNTERS)})")
        if (not isinstance(value, list) or len(value) != n
                or any(type(v) is not int or not 0 <= v <= 1000 for v in value)):
            raise InvalidRecord(f"start_state.{key}: one small non-negative integer per seat needed")
        values[key] = tuple(value)
    zero = (0,) * n
    return Counters(*(values.get(k, zero) for k in COUNTERS))


def _card_list(items: Iterable, where: str) -> list[int]:
    if isinstance(items, (str, bytes)) or not isinstance(items, Iterable):
        raise InvalidRecord(f"{where}: a list of cards needed")
    out = []
    for item in items:
        if isinstance(item, str):
            try:
                out.append(Card.parse(item))
            except ValueError as exc:
                raise InvalidRecord(f"{where}: {exc}") from None
        elif type(item) is int or isinstance(item, Card):
            if not 0 <= item < 24:
                raise InvalidRecord(f"{where}: card index {item} out of range")
            out.append(CARDS[item])
        else:
            raise InvalidRecord(f"{where}: not a card: {item!r}")
    return out


def check_cards(rules: Rules, dealer: int, hands: Sequence, musiks: Sequence) -> tuple[list[int], list[int]]:
    """Validate dealt cards (RECORD.md: hands + musik are exactly the deck)."""
    n = rules.players
    if isinstance(hands, (str, bytes)) or len(hands) != n:
        raise InvalidRecord(f"hands: one hand per seat needed ({n})")
    hand_lists = [_card_list(h, f"hands[{i}]") for i, h in enumerate(hands)]
    if isinstance(musiks, (str, bytes)):
        raise InvalidRecord("musik: a list of talons needed")
    musik_lists = [_card_list(m, f"musik[{i}]") for i, m in enumerate(musiks)]
    seen = 0
    for cards in hand_lists + musik_lists:
        for c in cards:
            if seen >> c & 1:
                raise InvalidRecord(f"card {CARDS[c]} appears twice")
            seen |= 1 << c
    if seen != FULL_DECK_MASK:
        missing = " ".join(str(c) for c in cards_of(FULL_DECK_MASK & ~seen))
        raise InvalidRecord(f"the cards are not the whole deck: missing {missing}")
    sizes = [len(h) for h in hand_lists]
    if n == 2:
        want_hands, want_musik = [10, 10], [2, 2]
    elif n == 3:
        want_hands, want_musik = [7, 7, 7], [3]
    else:
        want_hands, want_musik = [0 if s == dealer else 7 for s in range(4)], [3]
    if sizes != want_hands:
        raise InvalidRecord(f"hands: sizes {sizes}, expected {want_hands}")
    if [len(m) for m in musik_lists] != want_musik:
        raise InvalidRecord(f"musik: sizes {[len(m) for m in musik_lists]}, expected {want_musik}")
    return [mask_of(h) for h in hand_lists], [mask_of(m) for m in musik_lists]


def _visible_token(deal: Deal, actor: int, action: Action, seat: int) -> str:
    if action.kind == "give" and seat not in (actor, action.value):
        return f"give ?? {action.value}"
    if action.kind == "discard" and seat != actor:
        return "discard ??"
    return str(action)


def view_of(game: Game, deal: Deal, seat: int) -> SeatView:
    declarer = deal.declarer
    musiks: list[Optional[tuple[Card, ...]]] = []
    for i, m in enumerate(deal.musiks):
        taken = deal.taken == i
        seen = taken and (deal.musik_shown or seat == declarer)
        musiks.append(cards_of(m) if seen else None)
    gives = tuple((to, CARDS[c] if seat in (declarer, to) else None) for to, c in deal.given.items())
    discards = cards_of(deal.discards) if seat == declarer else ()
    trick = tuple((s, CARDS[c]) for s, c in deal.trick)
    tricks = tuple((lead, tuple((s, CARDS[c]) for s, c in cards), win) for lead, cards, win in deal.completed)
    legal: tuple[Action, ...] = ()
    if deal.to_move == seat and not game.is_over and not deal.is_done:
        legal = tuple(deal.legal_actions())
    phase = game.phase
    return SeatView(
        seat=seat, players=game.players, rules=game.rules, deal_number=len(game.deals) - 1,
        phase=phase, to_move=game.to_move, dealer=deal.dealer, active=deal.active,
        hand=cards_of(deal.hands[seat]),
        hand_sizes=tuple(bin(h).count("1") for h in deal.hands),
        history=tuple((actor, _visible_token(deal, actor, a, seat)) for actor, a in deal.history),
        high_bid=deal.high_bid or None, high_bidder=deal.high_bidder, declarer=declarer,
        contract=deal.contract, dark=deal.dark, golden=deal.golden, musiks=tuple(musiks),
        musik_taken=deal.taken, gives=gives, discards=discards,
        trump=deal.trump if deal.trump >= 0 else None, trick=trick, tricks=tricks,
        tricks_won=tuple(deal.tricks), melds=tuple(tuple(m) for m in deal.melds),
        scores=game.scores, counters=game.counters, legal=legal,
    )

