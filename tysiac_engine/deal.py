"""One deal as a state machine over its shape: claims → auction → musik → contract → play → done.

A :class:`Deal` knows the cards, whose turn it is, the legal actions and how
each action changes the state; its form (hands, talons, stock, table piles,
gives or discards, teams, who leads) comes from the rules'
:class:`~tysiac_engine.shape.DealShape`, and what may be played, bid or
declared from :mod:`legality`.  It does not score: when it is done its
:class:`DealOutcome` goes to :mod:`scoring`, which needs the game's scores.
Hands are bitmasks (see :mod:`cards`) to keep the hot path fast.
"""
from __future__ import annotations

from enum import StrEnum
from types import MappingProxyType
from typing import Any, Callable, Generic, Iterator, Mapping, Optional, Sequence, TypeVar

from . import actions as A
from . import events as E
from . import legality as L
from .actions import Action
from .cards import CARDS, KING, MARRIAGE_VALUES, NINES_MASK, QUEEN, SUITS, cards_of, count, marriage_total, points_of
from .claim import claim_is_unbeatable
from .outcome import DealOutcome
from .errors import IllegalAction
from .rules import Rules

class Phase(StrEnum):
    """A phase; each member is its RECORD.md word (``Phase.PLAY == "play"``).  A deal goes
    claims -> auction -> musik -> contract -> play -> done; a game shows its redeal claims as
    the auction and is ``between`` deals or ``over``."""

    CLAIMS = "claims"
    AUCTION = "auction"
    MUSIK = "musik"
    CONTRACT = "contract"
    PLAY = "play"
    DONE = "done"
    BETWEEN = "between"
    OVER = "over"


CLAIMS, AUCTION, MUSIK, CONTRACT, PLAY, DONE = (Phase.CLAIMS, Phase.AUCTION, Phase.MUSIK, Phase.CONTRACT,
                                                Phase.PLAY, Phase.DONE)
_QUEENS_KINGS = sum((1 << (s * 8 + QUEEN)) | (1 << (s * 8 + KING)) for s in range(4))


T = TypeVar("T")


class _ReadOnly(Generic[T]):
    """A deal's attribute that consumers read and only the deal changes: the private ``_<name>``,
    converted (a list to a tuple) where ``convert`` says."""

    def __init__(self, convert: Optional[Callable[[Any], T]] = None, doc: str = "") -> None:
        self.convert = convert
        self.__doc__ = doc

    def __set_name__(self, owner: type, name: str) -> None:
        self.name, self.private = name, "_" + name

    def __get__(self, deal: Any, owner: Optional[type] = None) -> T:
        if deal is None:
            return self  # type: ignore[return-value]  # the class attribute itself
        value = getattr(deal, self.private)
        return value if self.convert is None else self.convert(value)

    def __set__(self, deal: Any, value: Any) -> None:
        raise AttributeError(f"Deal.{self.name} is read-only: only Deal.apply() changes a deal")


def _tuples(rows: Sequence[Sequence[int]]) -> tuple[tuple[int, ...], ...]:
    return tuple(tuple(row) for row in rows)


# markers in Deal._events (immutable, so a copied deal keeps them as they are)
_ACTED = "acted"  # the action applied (ActionTaken of the last history entry)
_PLAYED = "played"  # its card played from the hand (CardPlayed)


def redeal_grounds(rules, hand: int) -> Optional[str]:
    """Why ``hand`` may ask for a redeal before the auction (RULES.md §8 "Redeal claims"):
    "four_nines", "weak_hand", or None (a hand with a marriage never may)."""
    if marriage_total(hand):
        return None
    if rules.redeal_four_nines == "redeal" and hand & NINES_MASK == NINES_MASK:
        return "four_nines"
    if rules.redeal_weak_hand is not None and points_of(hand) <= rules.redeal_weak_hand:
        return "weak_hand"
    return None


class Deal:
    """The state of one deal.  Mutated only through :meth:`apply`."""

    def __init__(self, rules: Rules, dealer: int, hands: Sequence[Sequence[int]],
                 talons: Sequence[Sequence[int]] = (), *, stock: Sequence[int] = (),
                 table: Sequence[Sequence[tuple[int, int]]] = (),
                 bombs_left: Optional[Sequence[Optional[int]]] = None, golden: bool = False,
                 on_barrel: Sequence[bool] = ()) -> None:
        shape = rules.shape
        n = rules.players
        self.rules = rules
        self.shape = shape
        self.n = n
        self.dealer = dealer
        self.active = shape.seats_in_order(dealer)
        self.first = self.active[0]
        # the cards as dealt, in the order given (records write them back so)
        self.dealt_lists = tuple(tuple(h) for h in hands)
        self.talon_lists = tuple(tuple(t) for t in talons)
        self.stock_list = tuple(stock)
        self.table_lists = tuple(tuple(tuple(p) for p in piles) for piles in table)
        self._hands = [_mask(h) for h in hands]
        self.dealt = tuple(self._hands)
        self.musiks = tuple(_mask(t) for t in talons)
        self._arrived: list[int] = []  # cards that came into a hand after the deal, in order
        # ru_open_closed: per seat, face-up card -> the face-down card under it
        self._tops = [0] * n
        self.under: dict[int, int] = {}
        for seat, piles in enumerate(self.table_lists):
            for down, up in piles:
                self._tops[seat] |= 1 << up
                self.under[up] = down
        self.stock = list(stock)
        self._stock_pos = 0
        self.golden = golden and shape.dark_and_golden
        self.on_barrel = tuple(on_barrel) or (False,) * n
        # bombs the declarer may still use: None = unlimited
        self.bombs_left = list(bombs_left) if bombs_left is not None else [rules.bombs_limit] * n
        self._start_facts = (tuple(self.bombs_left), golden, self.on_barrel)
        self._history: list[tuple[int, Action]] = []
        # what the last apply (or the dealing) made happen, as (event class, fields) or a marker for
        # the two every action makes (_ACTED, _PLAYED): the event values are made only when asked
        # for (last_events), so play that never asks pays almost nothing
        self._events: list = []
        self._phase = CLAIMS
        self._to_move: Optional[int] = None
        # auction
        self._high_bid = 0
        self._high_bidder: Optional[int] = None
        self._passed: set[int] = set()
        self.raised = False
        self._dark = False
        self.dark_open = rules.dark_bid and shape.dark_and_golden and not self.golden  # first hand may bid dark
        self.dark_chosen = not self.dark_open  # the first hand has chosen (its hand is face down until then)
        # musik
        self._declarer: Optional[int] = None
        self._taken_list: list[int] = []
        self._musik_shown = False
        self._given: dict[int, int] = {}  # receiving seat -> card
        self._discards = 0
        self._discard_list: list[int] = []
        self._contract: Optional[int] = None
        self._bombed = False
        self._conceded = False
        self._redeal = False
        self._claimed = False
        # play
        # the trick in progress (its trump -1 without one; see legality.TrickState)
        self._play_state = L.TrickState(trump=-1, free=L.free_play(shape, len(self.stock)))
        self._won = [0] * n  # masks of cards taken
        self._tricks = [0] * n
        self._melds: list[list[int]] = [[] for _ in range(n)]  # suits
        self._completed: list[tuple[int, tuple[tuple[int, int], ...], int]] = []
        self._draws: list[tuple[int, int]] = []  # (seat, card) drawn from the stock, in order
        self._uncovered: list[tuple[int, int]] = []  # (seat, card) turned into the hand from a table pile
        self._last_trick: Optional[int] = None
        self._four_nines: Optional[int] = None
        self.held = [h | t for h, t in zip(self._hands, self._tops)]  # every card each seat ever held
        for seat, h in enumerate(self.held):
            if h & NINES_MASK == NINES_MASK:
                self._four_nines = seat
        self._claim_cache: Optional[tuple] = None
        self._must_beat = rules.must_beat
        self._must_trump = rules.must_trump
        self._step = rules.bid_step
        self._claim_tricks = rules.claim_tricks
        self._queen_only = rules.meld_card == "queen_only"
        self._meld_needs_trick = rules.meld_requires_trick
        self._on_someone = shape.meld_on_someone
        self._cards_to_come = bool(shape.stock or shape.table_piles)
        self._next_seat = {s: self.active[(k + 1) % len(self.active)] for k, s in enumerate(self.active)}
        self._start()

    def dealt_cards(self) -> dict:
        """The cards as dealt, as keyword arguments of ``Game.start_deal`` (hands, musiks, stock, table)."""
        return {"hands": [list(h) for h in self.dealt_lists], "musiks": [list(t) for t in self.talon_lists],
                "stock": list(self.stock_list) if self.shape.stock else None,
                "table": [list(p) for p in self.table_lists] if self.shape.table_piles else None}

    def fresh(self) -> "Deal":
        """The same deal as dealt, before its first action (same cards, bombs left, golden, barrel)."""
        bombs_left, golden, on_barrel = self._start_facts
        return Deal(self.rules, self.dealer, self.dealt_lists, self.talon_lists, stock=self.stock_list,
                    table=self.table_lists, bombs_left=bombs_left, golden=golden, on_barrel=on_barrel)

    # ------------------------------------------------------------------ setup
    def _note_nines(self, seat: int) -> None:
        # bonus_120: all four nines held at once, however they came (§10)
        if self._four_nines is None and (self._hands[seat] | self._tops[seat]) & NINES_MASK == NINES_MASK:
            self._four_nines = seat

    def _receive(self, seat: int, bits: int, cards: Sequence[int]) -> None:
        self._hands[seat] |= bits
        self.held[seat] |= bits
        self._arrived.extend(cards)
        self._note_nines(seat)

    def place_hidden(self, seat: int, hands: Mapping[int, int], talons: Mapping[int, int],
                     stock: Sequence[int] = (), under: Sequence[int] = (), aside: Optional[int] = None) -> None:
        """Put the cards ``seat`` cannot see elsewhere, keeping everything it can see: the other
        seats' ``hands`` (and its own while hidden: masks without face-up table cards), the
        ``talons`` not taken (index -> mask), the ``stock`` still to come (in order), the cards
        ``under`` the face-up ones (pile by pile, seat by seat) and the cards laid ``aside``.
        For a search or a test that asks "would the same view play the same in another deal":
        the one change to a deal besides :meth:`apply` (``ai.hidden.game_in_world`` uses it)."""
        for s, mask in hands.items():
            if s != seat or self.hand_hidden(s):
                self._hands[s] = mask & ~self._tops[s]
        musiks, talon_lists = list(self.musiks), list(self.talon_lists)
        for i, mask in talons.items():
            if i not in self._taken_list:
                musiks[i], talon_lists[i] = mask, tuple(cards_of(mask))
        self.musiks, self.talon_lists = tuple(musiks), tuple(talon_lists)
        if stock:
            self.stock[self._stock_pos:] = stock
        if under:
            downs = iter(under)
            for s in self.active:
                for up in cards_of(self._tops[s]):
                    self.under[up] = next(downs)
        if aside is not None and seat != self._declarer:
            self._discards, self._discard_list = aside, list(cards_of(aside))

    def arrival_order(self) -> dict[int, int]:
        """Each card's place in its holder's hand: dealt cards in the order dealt, then the
        face-up table cards pile by pile, then the cards that came later (musik, gives,
        draws, uncovered cards) in the order they came.  Views and records list cards so."""
        order: dict[int, int] = {}
        for cards in self.dealt_lists:
            for c in cards:
                order[c] = len(order)
        for piles in self.table_lists:
            for _, up in piles:
                order[up] = len(order) + 100
        for c in self._arrived:
            order[c] = len(order) + 50
        return order

    def _start(self) -> None:
        shape = self.shape
        if not shape.auction:
            if shape.fixed_contract is not None:
                self._declarer = self.first
                self._high_bidder = self.first
                self._high_bid = self._contract = shape.fixed_contract
                self._declarer_chosen()
            self._start_play()
            return
        self._claimants = self._redeal_claimants() if shape.redeal_claims and not self.golden else []
        if self._claimants:
            self._phase = CLAIMS
            self._to_move = self._claimants[0]
        else:
            self._start_auction()

    def _redeal_claimants(self) -> list[int]:
        """RULES.md §8 "Redeal claims": seats entitled, in turn from the dealer's left."""
        r = self.rules
        out = []
        for seat in self.active:
            if seat == self.first and self.dark_open:
                continue  # it chooses dark or the forced bid without looking at its hand
            if redeal_grounds(r, self._hands[seat]) is not None:
                out.append(seat)
        return out

    def redeal_reason(self) -> Optional[tuple[int, Optional[str]]]:
        """For a redealt deal: (the seat that asked, why: "four_nines", "weak_hand" or
        "poor_musik"), as the table saw it when the cards were shown; None for any other deal."""
        asked = next((seat for seat, action in self.history if action.kind == "redeal"), None)
        if not self.redeal or asked is None:
            return None
        if self.taken_list:  # after taking the musik: only a poor musik lets the declarer ask
            return asked, "poor_musik"
        return asked, redeal_grounds(self.rules, self._hands[asked])

    def _start_auction(self) -> None:
        if self.golden:
            # golden round: the first hand must play 120, no auction, musik unseen
            self._declarer = self._high_bidder = self.first
            self._high_bid = 120
            self._declarer_chosen()
            self._start_musik()
            return
        self._phase = AUCTION
        self._to_move = self.first

    def _declarer_chosen(self) -> None:
        if self._declarer is not None:
            self._events.append((E.DeclarerChosen, {"seat": self._declarer, "bid": self._high_bid,
                    "dark": self._dark, "golden": self.golden}))

    def _start_musik(self) -> None:
        if not self.shape.takes:
            self._start_contract()
            return
        self._phase = MUSIK
        self._to_move = self._declarer

    def _start_contract(self) -> None:
        self._phase = CONTRACT
        self._to_move = self._declarer

    def _start_play(self) -> None:
        self._phase = PLAY
        self._to_move = self._declarer if self._declarer is not None else self.first

    # ------------------------------------------------------------------ facts
    @property
    def bid(self) -> Optional[int]:
        return self._high_bid if self._declarer is not None else None

    @property
    def opponents(self) -> tuple[int, ...]:
        return tuple(s for s in self.active if s != self._declarer)

    @property
    def sitter(self) -> Optional[int]:
        return self.dealer if self.shape.sits_out else None

    @property
    def taken(self) -> Optional[int]:
        """The (first) talon the declarer took, or None."""
        return self._taken_list[0] if self._taken_list else None

    @property
    def is_done(self) -> bool:
        return self._phase == DONE

    @property
    def played_out(self) -> bool:
        """The deal is over and its cards were played (not redealt, bombed or conceded)."""
        return self._phase == DONE and not (self._redeal or self._bombed or self._conceded)

    @property
    def stock_left(self) -> int:
        return len(self.stock) - self._stock_pos

    def playable(self, seat: int) -> int:
        """Cards a seat may choose from: its hand and its face-up table cards."""
        return self._hands[seat] | self._tops[seat]

    @property
    def obligations(self) -> bool:
        """Whether §2 step 6 holds now (not while the stock lasts where it is free)."""
        return not self._play_state.free

    def hand_hidden(self, seat: int) -> bool:
        """The dark-bid first hand sees its hand only after choosing (RULES.md §10)."""
        return seat == self.first and not self.dark_chosen

    # ------------------------------------------------------------------ bids
    def bid_cap(self, hand: int) -> int:
        """Highest bid or contract a hand allows under ``bid_cap``."""
        shape = self.shape
        return L.bid_ceiling(hand, self.rules.bid_cap, shape.max_bid, shape.bid_cap_applies)

    def _next_bidder(self, seat: int) -> Optional[int]:
        order = self.active
        i = order.index(seat)
        for k in range(1, len(order) + 1):
            nxt = order[(i + k) % len(order)]
            if nxt not in self._passed:
                return nxt
        return None

    def _raise_range(self, seat: int) -> range:
        low = self._high_bid + self._step
        return L.bid_values(low, self.bid_cap(self._hands[seat]), self._step, self.rules.bid_jumps)

    def _auction_actions(self, seat: int) -> list[Action]:
        r = self.rules
        if self._high_bidder is None:
            out = [A.bid(r.opening_bid)]
            if self.dark_open:
                out.append(A.DARK)
            return out
        out = [A.PASS]
        out.extend(A.bid(v) for v in self._raise_range(seat))
        return out

    # ------------------------------------------------------------------ musik
    def _takes_done(self) -> bool:
        return len(self._taken_list) >= self.shape.takes

    def _musik_actions(self, seat: int) -> list[Action]:
        if not self._takes_done():
            return [A.take(i) for i in range(len(self.musiks)) if i not in self._taken_list]
        out: list[Action] = []
        if self._poor_musik_redeal_allowed():
            out.append(A.REDEAL)
        hand_cards = cards_of(self._hands[seat])
        if self.shape.passing == "discard":
            out.extend([A.DISCARDS[c] for c in hand_cards])
        else:
            for target in self.opponents:
                if target not in self._given:
                    to_target = A.GIVES[target]
                    out.extend([to_target[c] for c in hand_cards])
        return out

    def _poor_musik_redeal_allowed(self) -> bool:
        limit = self.rules.redeal_poor_musik
        return (limit is not None and self.shape.poor_musik and not self._dark and not self.golden
                and self._takes_done() and not self._given and not self._discards
                and points_of(self.musiks[self._taken_list[0]]) <= limit)

    def _musik_done(self) -> bool:
        if self.shape.passing == "discard":
            return len(self._discard_list) == self.shape.passes
        return len(self._given) == len(self.opponents)

    # ------------------------------------------------------------------ contract
    def contract_floor(self) -> int:
        r = self.rules
        return L.contract_floor(self._high_bid, self._step, self.on_barrel[self._declarer], r.barrel_must_finish,
                                r.target, r.barrel, self.shape.max_bid)

    def contract_range(self) -> list[int]:
        if self._dark or self.golden:
            return [120]
        floor = self.contract_floor()
        return list(L.contract_values(floor, self.bid_cap(self._hands[self._declarer]), self._step,
                                      self.shape.max_bid))

    def bomb_refusal(self) -> Optional[str]:
        return L.bomb_refusal(dark=self._dark, golden=self.golden, bombs_left=self.bombs_left[self._declarer],
                              bid=self._high_bid, bomb_max_bid=self.rules.bomb_max_bid)

    def bomb_allowed(self) -> bool:
        return self.bomb_refusal() is None

    def concede_allowed(self) -> bool:
        return L.concede_allowed(self.rules.concede, self._dark, self.golden)

    def _contract_actions(self) -> list[Action]:
        out = [A.declare(n) for n in self.contract_range()]
        if self.bomb_allowed():
            out.append(A.BOMB)
        if self.concede_allowed():
            out.append(A.CONCEDE)
        return out

    # ------------------------------------------------------------------ play
    def legal_play_mask(self, seat: int) -> int:
        return self._play_state.legal(self._hands[seat] | self._tops[seat], self._must_beat, self._must_trump)

    def play_refusal(self, seat: int, c: int) -> Optional[str]:
        state = self._play_state
        return L.play_refusal(c, self.playable(seat), not state.cards, max(0, state.led), state.winning_card,
                              state.trump, self._must_beat, self._must_trump, not state.free)

    def _meld_ban(self, seat: int) -> bool:
        """Lead melds are out for this seat now (a trick first, or the first lead of draw_stock)."""
        if self._meld_needs_trick and not self._tricks[seat]:
            return True
        return self.shape.no_meld_first_trick and not self._completed

    def _meld_on_someone(self, seat: int, legal: int) -> int:
        """The K this seat may meld onto the Q just played, or -1."""
        if not (self.shape.meld_on_someone and self._play_state.cards):
            return -1
        if self._meld_needs_trick and not self._tricks[seat]:
            return -1
        return L.meld_on_card(self._play_state.cards[-1][1], legal)

    def claim_moment_refusal(self) -> Optional[str]:
        """Why nobody may try to lay the hand down now (claims off, not the declarer leading,
        cards still to be drawn or uncovered), or None: the declarer may try, and the claim
        stands if it is unbeatable (:meth:`claim_refusal`)."""
        if not self._claim_tricks:
            return "claim_tricks"
        if self._phase != PLAY or self._declarer is None or self._to_move != self._declarer or self._play_state.cards:
            return "claim_lead"
        if self._cards_to_come and (self.stock_left or any(self._tops)):
            return "claim_cards_left"
        return None

    def claim_refusal(self) -> Optional[str]:
        """Why the declarer may not lay the hand down now, or None."""
        moment = self.claim_moment_refusal()
        if moment is not None:
            return moment
        key = (tuple(self._hands), self.trump)
        if self._claim_cache is None or self._claim_cache[0] != key:
            d = self._declarer
            order = self._play_order(d)[1:]
            ok = claim_is_unbeatable(self._hands[d], tuple(self._hands[s] for s in order), self.trump,
                                     self._must_beat, self._must_trump)
            self._claim_cache = (key, ok)
        return None if self._claim_cache[1] else "claim_unbeatable"

    def can_claim(self) -> bool:
        return self.claim_refusal() is None

    def _play_order(self, leader: int) -> tuple[int, ...]:
        order = self.active
        i = order.index(leader)
        return order[i:] + order[:i]

    def _ordered(self, mask: int) -> list[int]:
        """Cards of a mask in the order they came into the hand (see :meth:`arrival_order`)."""
        return sorted(cards_of(mask), key=self.arrival_order().__getitem__)

    def _play_actions(self, seat: int) -> list[Action]:
        mask = self.legal_play_mask(seat)
        plays = A.PLAYS
        out = [plays[c] for c in cards_of(mask)]
        if self._play_state.cards:
            if self._on_someone:
                king = self._meld_on_someone(seat, mask)
                if king >= 0:
                    out.append(A.MELDS[king])
            return out
        playable = mask
        if playable & _QUEENS_KINGS and not self._meld_ban(seat):
            out.extend(A.MELDS[c] for c in L.lead_meld_cards(playable, self._queen_only))
        if seat == self._declarer and self.can_claim():
            out.append(A.CLAIM)
        return out

    # ------------------------------------------------------------------ public API
    def legal_actions(self) -> list[Action]:
        seat = self._to_move
        phase = self._phase
        if phase == PLAY:
            return self._play_actions(seat)
        if phase == AUCTION:
            return self._auction_actions(seat)
        if phase == MUSIK:
            return self._musik_actions(seat)
        if phase == CONTRACT:
            return self._contract_actions()
        if phase == CLAIMS:
            return [A.REDEAL, A.KEEP]
        return []

    def ordered_legal_actions(self) -> list[Action]:
        """``legal_actions()`` with cards in the order they came into the hand (as records list them)."""
        legal = self.legal_actions()
        if self._phase not in (PLAY, MUSIK):
            return legal
        arrival = self.arrival_order()
        if self._phase == MUSIK:  # gives seat by seat, each in hand order; discards in hand order
            return sorted(legal, key=lambda a: (a.kind != "redeal", a.value if a.kind == "give" else 0,
                                                arrival.get(a.card, -1) if a.card is not None else a.value or 0))
        plays = sorted((a for a in legal if a.kind == "play"), key=lambda a: arrival[a.card])
        melds = [a for a in legal if a.kind == "meld"]
        return plays + melds + [a for a in legal if a.kind == "claim"]

    def apply(self, action: Action | str) -> None:
        """Apply one action of the seat to move (:attr:`last_events` says what it made happen).
        IllegalAction leaves the state unchanged."""
        if not isinstance(action, Action):
            action = A.Action.parse(action)
        seat = self._to_move
        if self._phase == PLAY and action.kind == "play":
            c = action.card
            if not (self.legal_play_mask(seat) >> c) & 1:
                rule = self.play_refusal(seat, c)
                raise IllegalAction(self._why_not_playable(seat, c, rule), rule, self._play_facts(seat, c))
            self._history.append((seat, action))
            self._events = [_ACTED]
            self._play(seat, c)
            return
        if action not in self.legal_actions():
            rule = self._rule_for(action)
            raise IllegalAction(self._why_illegal(action, rule), rule, self._illegal_facts(action))
        self._history.append((seat, action))
        self._events = [_ACTED]
        getattr(self, "_do_" + action.kind)(seat, action)

    @property
    def last_events(self) -> tuple:
        """The events of the last action applied (after dealing: those of the dealing itself),
        the whole truth (:func:`events.seen_by` hides what a seat may not see)."""
        return tuple(self.made_events(self._events))

    def made_events(self, entries) -> Iterator:
        """The event values of ``entries`` (as this deal keeps them in ``_events``)."""
        for entry in entries:
            if entry == _ACTED or entry == _PLAYED:  # what the last action did: its history entry says it
                seat, action = self._history[-1]
                yield (E.ActionTaken(seat=seat, action=action) if entry == _ACTED
                       else E.CardPlayed(seat=seat, card=action.card))
            else:
                kind, fields = entry
                yield kind(**fields)

    # ------------------------------------------------------------------ transitions
    def _do_redeal(self, seat: int, action: Action) -> None:
        self._redeal = True
        self._finish()

    def _do_keep(self, seat: int, action: Action) -> None:
        self._claimants.pop(0)
        if self._claimants:
            self._to_move = self._claimants[0]
        else:
            self._start_auction()

    def _do_bid(self, seat: int, action: Action) -> None:
        if self._high_bidder is not None:
            self.raised = True
            self._dark = False  # an overbid breaks the dark
        self.dark_chosen = True
        self._high_bid = action.value
        self._high_bidder = seat
        self._after_bid(seat)

    def _do_dark(self, seat: int, action: Action) -> None:
        self._high_bid = 120
        self._high_bidder = seat
        self._dark = True
        self.dark_chosen = True
        self._after_bid(seat)

    def _do_pass(self, seat: int, action: Action) -> None:
        self._passed.add(seat)
        self._after_bid(seat)

    def _after_bid(self, seat: int) -> None:
        if len(self._passed) == len(self.active) - 1:
            self._declarer = self._high_bidder
            self._declarer_chosen()
            self._start_musik()
        else:
            self._to_move = self._next_bidder(seat)

    def _do_take(self, seat: int, action: Action) -> None:
        r = self.rules
        shown = self.shape.talon_shown
        self._taken_list.append(action.value)
        if self.shape.talons_open:
            self._musik_shown = True
        elif self._dark or self.golden or r.show_musik == "never" or shown == "never":
            self._musik_shown = False
        elif shown == "unless_never" or r.show_musik == "always":
            self._musik_shown = True
        else:
            self._musik_shown = self.raised  # if_raised
        talon = self.musiks[action.value]
        cards = self.talon_lists[action.value] if self.talon_lists else cards_of(talon)
        self._events.append((E.TalonTaken, {"seat": seat, "talon": action.value,
                "cards": tuple(CARDS[c] for c in cards), "shown": self._musik_shown}))
        self._receive(seat, talon, cards)
        if self._takes_done() and not self.shape.passing:
            self._start_contract()

    def _do_give(self, seat: int, action: Action) -> None:
        bit = 1 << action.card
        self._hands[seat] &= ~bit
        self._given[action.value] = action.card
        self._receive(action.value, bit, (action.card,))
        if self._musik_done():
            self._start_contract()

    def _do_discard(self, seat: int, action: Action) -> None:
        bit = 1 << action.card
        self._hands[seat] &= ~bit
        self._discards |= bit
        self._discard_list.append(action.card)
        if self._musik_done():
            self._start_contract()

    def _do_declare(self, seat: int, action: Action) -> None:
        self._contract = action.value
        self._start_play()

    def _do_bomb(self, seat: int, action: Action) -> None:
        self._bombed = True
        self._contract = self._high_bid
        self._finish()

    def _do_concede(self, seat: int, action: Action) -> None:
        self._conceded = True
        self._contract = self._high_bid
        self._finish()

    def _do_meld(self, seat: int, action: Action) -> None:
        c = action.card
        self._melds[seat].append(c >> 3)
        self._events.append((E.MeldDeclared, {"seat": seat, "suit": c >> 3, "value": MARRIAGE_VALUES[c >> 3]}))
        self._play(seat, c, meld=True)

    def _do_claim(self, seat: int, action: Action) -> None:
        remaining = 0
        for s in self.active:
            remaining |= self._hands[s]
            self._hands[s] = 0
        left = count(remaining) // len(self.active)
        self._won[seat] |= remaining
        self._tricks[seat] += left
        self._claimed = True
        self._last_trick = seat
        self._end_of_play()

    def _play(self, seat: int, c: int, meld: bool = False) -> None:
        bit = 1 << c
        if self._tops[seat] & bit:
            self._tops[seat] &= ~bit
            down = self.under[c]
            pile = next(k for k, (_, up) in enumerate(self.table_lists[seat]) if up == c)
            self._events.append((E.CardPlayed, {"seat": seat, "card": CARDS[c], "pile": pile}))
            self._events.append((E.CardUncovered, {"seat": seat, "pile": pile, "card": CARDS[down]}))
            self._uncovered.append((seat, down))
            self._receive(seat, 1 << down, (down,))
        else:
            self._hands[seat] &= ~bit
            self._events.append(_PLAYED)
        state = self._play_state = self._play_state.play(seat, c, meld)
        trick = state.cards
        if len(trick) < len(self.active):
            self._to_move = self._next_seat[seat]
            return
        winner = state.winner
        m = 0
        for _, x in trick:
            m |= 1 << x
        self._won[winner] |= m
        self._tricks[winner] += 1
        self._completed.append((trick[0][0], trick, winner))
        self._events.append((E.TrickWon, {"seat": winner, "leader": trick[0][0], "cards": trick,
                "points": points_of(m)}))
        self._to_move = winner
        if self._stock_pos < len(self.stock):
            self._draw(winner)
        self._play_state = state.next_trick(L.free_play(self.shape, self.stock_left))
        if not (self._hands[winner] | self._tops[winner]):
            self._last_trick = winner
            self._end_of_play()

    def _draw(self, winner: int) -> None:
        """After a trick, while the stock lasts: the winner takes its top card, then the others in turn."""
        for s in self._play_order(winner):
            if self._stock_pos >= len(self.stock):
                break
            c = self.stock[self._stock_pos]
            self._stock_pos += 1
            self._draws.append((s, c))
            self._events.append((E.CardDrawn, {"seat": s, "card": CARDS[c]}))
            self._receive(s, 1 << c, (c,))

    def _end_of_play(self) -> None:
        """Cards laid aside and talons not taken go where the shape says."""
        shape = self.shape
        d = self._declarer
        unchosen = 0
        for i, m in enumerate(self.musiks):
            if i not in self._taken_list:
                unchosen |= m
                if self._taken_list and shape.unchosen_shown_at_end:
                    self._events.append((E.TalonShown, {"talon": i, "cards": cards_of(m)}))
        for mask, where, source in ((self._discards, shape.discards_to, "laid_aside"),
                                    (unchosen, shape.unchosen_to, "talon")):
            if not mask or where == "nobody":
                continue
            to = d if where == "declarer" else self._last_trick
            if to is not None:
                self._won[to] |= mask
                self._collected(to, source, mask)
        if shape.all_tricks_unpicked and d is not None and self._tricks[d] == sum(self._tricks):
            self._won[d] |= unchosen
            if unchosen:
                self._collected(d, "talon", unchosen)
        self._finish()

    def _collected(self, seat: int, source: str, mask: int) -> None:
        self._events.append((E.CardsCollected, {"seat": seat, "source": source, "cards": cards_of(mask),
                "known_to": self._declarer if source == "laid_aside" else None}))

    def _finish(self) -> None:
        self._phase = DONE
        self._to_move = None
        # a finished deal only answers questions: tuples instead of lists keep a long game
        # light for the garbage collector (a game holds every deal it played)
        self._hands, self._won, self._tricks = tuple(self._hands), tuple(self._won), tuple(self._tricks)
        self._melds = tuple(tuple(m) for m in self._melds)
        self._history = tuple(self._history)
        self._completed = tuple(self._completed)
        self._play_state = self._play_state.next_trick()
        self._passed = frozenset(self._passed)
        self._claimants = ()
        self._claim_cache = None


    # ------------------------------------------------------------------ the state, read-only
    # Consumers read the deal through these; only apply() changes it (the values live in the
    # private _<name>).  Sequences come as tuples, the same type during and after the deal.
    hands = _ReadOnly[tuple[int, ...]](tuple, "Each seat's hand (a card mask).")
    won = _ReadOnly[tuple[int, ...]](tuple, "Each seat's taken cards (masks).")
    tricks = _ReadOnly[tuple[int, ...]](tuple, "Tricks taken per seat.")
    history = _ReadOnly[tuple[tuple[int, Action], ...]](tuple, "Every (seat, action) of the deal.")
    completed = _ReadOnly[tuple[tuple[int, tuple[tuple[int, int], ...], int], ...]](
        tuple, "Finished tricks: (leader, ((seat, card), ...), winner).")
    taken_list = _ReadOnly[tuple[int, ...]](tuple, "The talons taken, in order.")
    discard_list = _ReadOnly[tuple[int, ...]](tuple, "The cards laid aside, in order.")
    tops = _ReadOnly[tuple[int, ...]](tuple, "Each seat's face-up table cards (a mask).")
    draws = _ReadOnly[tuple[tuple[int, int], ...]](tuple, "(seat, card) drawn from the stock, in order.")
    uncovered = _ReadOnly[tuple[tuple[int, int], ...]](tuple, "(seat, card) turned up from a table pile.")
    phase = _ReadOnly[Phase]()
    to_move = _ReadOnly[Optional[int]]()
    high_bid = _ReadOnly[int]()
    high_bidder = _ReadOnly[Optional[int]]()
    declarer = _ReadOnly[Optional[int]]()
    contract = _ReadOnly[Optional[int]]()
    dark = _ReadOnly[bool]()
    bombed = _ReadOnly[bool]()
    conceded = _ReadOnly[bool]()
    redeal = _ReadOnly[bool]()
    claimed = _ReadOnly[bool]()
    last_trick = _ReadOnly[Optional[int]]()
    musik_shown = _ReadOnly[bool]()
    stock_pos = _ReadOnly[int]()
    discards = _ReadOnly[int]()

    @property
    def play_state(self) -> L.TrickState:
        """The trick in progress: its cards, winner, trump (-1: none) and whether play is free."""
        return self._play_state

    @property
    def trick(self) -> tuple[tuple[int, int], ...]:
        """The trick on the table: (seat, card) in order."""
        return self._play_state.cards

    @property
    def trump(self) -> int:
        """The trump suit as it now stands, -1 without one."""
        return self._play_state.trump

    @property
    def trick_winner(self) -> int:
        """The seat winning the trick so far (-1 before the lead)."""
        return self._play_state.winner

    @property
    def trick_card(self) -> int:
        """The card winning the trick so far (-1 before the lead)."""
        return self._play_state.winning_card
    four_nines = _ReadOnly[Optional[int]]()
    melds = _ReadOnly[tuple[tuple[int, ...], ...]](_tuples, "The suits each seat declared, in order.")
    given = _ReadOnly[Mapping[int, int]](MappingProxyType, "Receiving seat -> card given (read-only).")
    passed = _ReadOnly[frozenset[int]](frozenset, "The seats out of the auction.")

    # ------------------------------------------------------------------ explanations
    def _why_not_playable(self, seat: int, c: int, rule: Optional[str]) -> str:
        card = CARDS[c]
        if rule == "own_card":
            return f"{card} is not in seat {seat}'s hand"
        led = SUITS[self._play_state.led]
        if rule == "follow_suit":
            return f"{card}: must follow the led suit {led}"
        if rule == "must_beat":
            return f"{card}: must beat the winning card {CARDS[self._play_state.winning_card]} (must_beat)"
        return f"{card}: void in {led}, must play a trump (must_trump: {self._must_trump})"

    def _play_facts(self, seat: int, c: int) -> dict:
        """The facts of a refused card, for a front end's own wording (suits as H D C S)."""
        facts: dict = {"card": str(CARDS[c])}
        state = self._play_state
        if state.cards:
            facts.update(led=SUITS[state.led], winning=str(CARDS[state.winning_card]),
                         must_trump=self._must_trump, trump=SUITS[state.trump] if state.trump >= 0 else None)
        return facts

    def _illegal_facts(self, action: Action) -> dict:
        """The facts of a refused action (see _why_illegal), for a front end's own wording."""
        facts: dict = {"action": str(action), "kind": action.kind, "phase": self._phase}
        if action.card is not None:
            facts["card"] = str(action.card)
        if self._phase == DONE:
            return facts
        legal = self.legal_actions()
        facts["possible"] = sorted({a.kind for a in legal})
        if action.kind in ("bid", "declare"):
            values = [a.value for a in legal if a.kind == action.kind]
            if values:
                facts.update(low=values[0], high=values[-1], step=self._step)
            facts["max_bid"] = self.shape.max_bid
        if action.kind == "bomb":
            facts["bomb_max_bid"] = self.rules.bomb_max_bid
            if self._declarer is not None:
                facts["bombs_left"] = self.bombs_left[self._declarer]
        if action.card is not None and action.kind in ("play", "meld", "give", "discard"):
            facts["in_hand"] = bool((self.playable(self._to_move) >> action.card) & 1)
        return facts

    def _rule_for(self, action: Action) -> str:
        """The rule that refuses ``action`` (which is not among the legal actions)."""
        phase = self._phase
        kind = action.kind
        seat = self._to_move
        if phase == DONE:
            return "deal_over"
        legal_kinds = {a.kind for a in self.legal_actions()}
        if kind == "claim":
            return (self.claim_refusal() or "claim_tricks") if phase == PLAY else "phase"
        if kind == "meld":
            if phase != PLAY:
                return "phase"
            c = action.card
            trick = self._play_state.cards
            return L.meld_refusal(
                c, leading=not trick, playable=self.playable(seat), previous=trick[-1][1] if trick else -1,
                play_rule=self.play_refusal(seat, c), queen_only=self._queen_only,
                on_someone=self.shape.meld_on_someone, tricks_taken=self._tricks[seat],
                needs_trick=self._meld_needs_trick,
                first_trick_ban=self.shape.no_meld_first_trick and not self._completed) or "marriage"
        if kind == "bomb":
            return (self.bomb_refusal() or "bomb") if phase == CONTRACT else "phase"
        if kind == "concede":
            return "concede"
        if kind == "dark":
            return "dark_bid"
        if kind == "bid" and phase == AUCTION:
            if self._high_bidder is None:
                return "opening_bid"
            low = self._high_bid + self._step
            return L.bid_refusal(action.value, low, self.bid_cap(self._hands[seat]), self._step,
                                 self.rules.bid_jumps, self.shape.max_bid) or "bid"
        if kind == "declare" and phase == CONTRACT:
            if self._dark or self.golden:
                return "dark_bid" if self._dark else "golden_round"
            return L.contract_refusal(action.value, self._high_bid, self.contract_floor(),
                                      self.bid_cap(self._hands[seat]), self._step, self.shape.max_bid) or "bid_cap"
        if kind not in legal_kinds:
            return "phase"
        if kind in ("give", "discard", "play") and not (self.playable(seat) >> action.card) & 1:
            return "own_card"
        if kind == "take":
            return "take_twice" if action.value in self._taken_list else "no_such_musik"
        if kind == "give":
            return "give_once" if action.value in self._given else "give_to_opponent"
        return "legal_actions"

    def _why_illegal(self, action: Action, rule: str) -> str:
        if self._phase == DONE:
            return f"{action}: the deal is over"
        seat = self._to_move
        legal = self.legal_actions()
        kinds = sorted({a.kind for a in legal})
        if action.kind not in kinds:
            return (f"{action}: not possible now (seat {seat} to move in the {self._phase} phase; "
                    f"possible: {', '.join(kinds)}) [{rule}]")
        if action.kind in ("bid", "declare"):
            values = [a.value for a in legal if a.kind == action.kind]
            return f"{action}: allowed values are {values[0]}..{values[-1]} in steps of {self._step} ({rule})"
        if rule == "own_card":
            return f"{action}: {action.card} is not in seat {seat}'s hand"
        if action.kind == "give":
            return f"{action}: give one card to each opponent ({', '.join(map(str, self.opponents))}), once each"
        if action.kind == "take":
            return f"{action}: take a talon that is there and not taken yet ({rule})"
        return f"{action}: not allowed ({rule})"

    # ------------------------------------------------------------------ results
    def outcome(self) -> DealOutcome:
        if self._phase != DONE:
            raise IllegalAction("the deal is not over yet", "phase")
        n = self.n
        played = not (self._redeal or self._bombed or self._conceded)
        points = tuple(points_of(self._won[s]) if played else 0 for s in range(n))
        melds = tuple(tuple(MARRIAGE_VALUES[s] for s in self._melds[seat]) if played else ()
                      for seat in range(n))
        bonus = [0] * n
        if played and self.shape.last_trick_bonus and self._last_trick is not None:
            bonus[self._last_trick] = self.shape.last_trick_bonus
        return DealOutcome(
            dealer=self.dealer, active=self.active, declarer=self._declarer,
            bid=self.bid, contract=None if self._redeal else self._contract,
            redeal=self._redeal, bombed=self._bombed, conceded=self._conceded, dark=self._dark,
            golden=self.golden, card_points=points, melds=melds, tricks=tuple(self._tricks),
            musik_mask=self.musiks[0] if len(self.musiks) == 1 else 0,
            four_nines=self._four_nines, claimed=self._claimed, last_trick=self._last_trick,
            bonus=tuple(bonus), teams=self.shape.teams, fixed=self.shape.fixed_contract is not None,
        )


def _mask(cards: Sequence[int]) -> int:
    m = 0
    for c in cards:
        m |= 1 << c
    return m


__all__ = ["AUCTION", "CLAIMS", "CONTRACT", "DONE", "Deal", "DealOutcome", "MUSIK", "PLAY", "Phase", "KING", "QUEEN"]
