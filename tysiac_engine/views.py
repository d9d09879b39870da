"""What a seat may know: :class:`SeatView`, made from a game and its deal, and its JSON.

A view is a frozen snapshot: the seat's hand, what was shown, the public history with every
card that seat may not see as None (:func:`events.visible_action`), the scores and the seat's
choices.  The computer players, the desktop's screen and a network seat read only views.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import Optional, Union

from pydantic import TypeAdapter

from . import events as E
from .actions import Action
from .cards import CARD_POINTS, CARDS, MARRIAGE_VALUES, Card, cards_of, count
from .deal import PLAY, Deal, Phase
from .legality import TrickState, free_play, trick_winner
from .rules import Rules
from .scoring import Counters


@dataclass(frozen=True)
class SeatView:
    """What one seat may know, and nothing more (own hand, shown musik, ...); with ``seat`` None,
    the public view: what every seat may know (no hand, no card given or laid aside, no choices)."""

    seat: Optional[int]
    players: tuple[str, ...]
    rules: Rules
    deal_number: int
    phase: Phase  # auction (redeal claims included), musik, contract, play, between, over
    to_move: Optional[int]
    dealer: int
    active: tuple[int, ...]
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    history: tuple[tuple[int, Action], ...]  # (seat, action) of the deal as this seat may see it: a hidden card is None
    high_bid: Optional[int]
    high_bidder: Optional[int]
    declarer: Optional[int]
    contract: Optional[int]
    dark: bool
    golden: bool
    musiks: tuple[Optional[tuple[Card, ...]], ...]  # each talon's cards if this seat saw them
    musik_taken: Optional[int]  # the (first) talon the declarer took
    gives: tuple[tuple[int, Optional[Card]], ...]  # (receiving seat, card if known)
    discards: tuple[Card, ...]  # cards laid aside, declarer only
    trump: Optional[int]
    trick: tuple[tuple[int, Card], ...]
    tricks: tuple[tuple[int, tuple[tuple[int, Card], ...], int], ...]  # (leader, cards, winner)
    tricks_won: tuple[int, ...]
    melds: tuple[tuple[int, ...], ...]  # suits declared, per seat
    scores: tuple[int, ...]
    counters: Counters
    legal: tuple[Action, ...]  # the seat's choices now (without "claim": see may_claim)
    taken: tuple[int, ...] = ()  # every talon taken, in order (two in ru_prikup_4)
    stock_size: int = 0  # cards left in the stock (their faces are hidden)
    table: tuple[tuple[Optional[Card], ...], ...] = ()  # per seat, the face-up card of each table pile
    table_dealt: tuple[tuple[Card, ...], ...] = ()  # per seat, the face-up cards as dealt (public)
    hand_hidden: bool = False  # dark bid: the first hand has not seen its cards yet
    may_claim: bool = False  # the declarer may try to lay the hand down (it stands if unbeatable)

    @property
    def shape(self):
        """The deal's form (:class:`~tysiac_engine.shape.DealShape`)."""
        return self.rules.shape

    @property
    def partner(self) -> Optional[int]:
        return self.rules.shape.partner(self.seat) if self.seat is not None else None

    @property
    def played_cards(self) -> tuple[Card, ...]:
        out = [c for _, cards, _ in self.tricks for _, c in cards]
        out.extend(c for _, c in self.trick)
        return tuple(out)

    @property
    def trick_state(self) -> TrickState:
        """The trick on the table as the engine judges it (:class:`~tysiac_engine.legality.TrickState`):
        who is winning with which card, the led suit, the trump as it now stands (a marriage
        declared on someone judges the whole trick with its suit), whether play is free, and
        which cards of a hand may answer (``legal``)."""
        cards = self.trick
        return TrickState(cards, self.trump, trick_winner(cards, self.trump) if cards else -1,
                          free_play(self.shape, self.stock_size))

    def points_taken(self) -> tuple[int, ...]:
        """Per scoring side (``shape.units()``): the card points of the tricks its seats have taken
        and the marriages they declared, so far.  What everyone at the table may count; cards laid
        aside, talons and bonuses come only with the deal's end."""
        per_seat = [0] * len(self.players)
        for _, cards, winner in self.tricks:
            per_seat[winner] += sum(CARD_POINTS[c] for _, c in cards)
        for seat, suits in enumerate(self.melds):
            per_seat[seat] += sum(MARRIAGE_VALUES[s] for s in suits)
        return tuple(sum(per_seat[s] for s in unit) for unit in self.shape.units())


def view_of(game, deal: Deal, seat: Optional[int]) -> SeatView:
    """What ``seat`` may know of ``deal`` of ``game`` (a :class:`~tysiac_engine.game.Game`, which
    imports this module); None: what every seat may know (the public view)."""
    shape = deal.shape
    declarer = deal.declarer
    is_declarer = seat is not None and seat == declarer  # the public view (None) is nobody's
    musiks: list[Optional[tuple[Card, ...]]] = []
    for i, m in enumerate(deal.musiks):
        taken = i in deal.taken_list
        # a musik nobody took is unseen until the end of the played deal, and then shown if its
        # cards go to someone (DealShape.unchosen_shown_at_end)
        seen = shape.talons_open or (taken and (deal.musik_shown or is_declarer)) or (
            not taken and deal.taken_list and deal.played_out and shape.unchosen_shown_at_end)
        musiks.append(cards_of(m) if seen else None)
    gives = tuple((to, CARDS[c] if is_declarer or (seat is not None and seat == to) else None)
                  for to, c in deal.given.items())
    discards = tuple(CARDS[c] for c in deal.discard_list) if is_declarer else ()
    trick = tuple((s, CARDS[c]) for s, c in deal.trick)
    tricks = tuple((lead, tuple((s, CARDS[c]) for s, c in cards), win) for lead, cards, win in deal.completed)
    legal: tuple[Action, ...] = ()
    if seat is not None and deal.to_move == seat and not game.is_over and not deal.is_done:
        # whether a claim is unbeatable depends on cards the seat cannot see: the view says only
        # that the declarer may try one (may_claim); the engine judges it when applied
        legal = tuple(a for a in deal.legal_actions() if a.kind != "claim")
        may_claim = deal.phase == PLAY and deal.claim_moment_refusal() is None
    else:
        may_claim = False
    hidden = seat is not None and deal.hand_hidden(seat)
    table = table_dealt = ()
    if shape.table_piles:
        table = tuple(tuple(CARDS[up] if (deal.tops[s] >> up) & 1 else None for _, up in piles)
                      for s, piles in enumerate(deal.table_lists))
        table_dealt = tuple(tuple(CARDS[up] for _, up in piles) for piles in deal.table_lists)
    return SeatView(
        seat=seat, players=game.players, rules=game.rules, deal_number=game.deal_count - 1,
        phase=game.phase, to_move=game.to_move, dealer=deal.dealer, active=deal.active,
        hand=() if hidden or seat is None else tuple(CARDS[c] for c in deal._ordered(deal.hands[seat])),
        hand_sizes=tuple(count(h) for h in deal.hands),
        history=tuple((actor, E.visible_action(actor, a, seat)) for actor, a in deal.history),
        high_bid=deal.high_bid or None, high_bidder=deal.high_bidder, declarer=declarer,
        contract=deal.contract, dark=deal.dark, golden=deal.golden, musiks=tuple(musiks),
        musik_taken=deal.taken, gives=gives, discards=discards,
        trump=deal.trump if deal.trump >= 0 else None, trick=trick, tricks=tricks,
        tricks_won=tuple(deal.tricks), melds=tuple(tuple(m) for m in deal.melds),
        scores=game.scores, counters=game.counters, legal=legal, taken=tuple(deal.taken_list),
        stock_size=deal.stock_left, table=table, table_dealt=table_dealt, hand_hidden=hidden,
        may_claim=may_claim,
    )


@cache
def _view_adapter() -> TypeAdapter:
    return TypeAdapter(SeatView)  # built on first use: it takes a while, play never needs it


def view_to_json(view: SeatView) -> bytes:
    """The view as JSON (cards as "QH", actions as objects, the rules as their model)."""
    return _view_adapter().dump_json(view)


def view_from_json(data: Union[str, bytes]) -> SeatView:
    """A view from :func:`view_to_json`'s JSON, equal to the one written."""
    return _view_adapter().validate_json(data)
