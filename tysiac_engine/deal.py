"""One deal as a state machine: claims → auction → musik → contract → play → done.

A :class:`Deal` knows the cards, whose turn it is, the legal actions and how
each action changes the state.  It does not score: when it is done its
:class:`DealOutcome` goes to :mod:`scoring`, which needs the game's scores.
Hands are 24-bit masks (see :mod:`cards`) to keep the hot path fast.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Optional

from . import actions as A
from .actions import Action
from .cards import (
    CARDS, KING, MARRIAGE_MASKS, MARRIAGE_VALUES, NINES_MASK, QUEEN, SUIT_MASKS, cards_of,
    marriage_total, points_of,
)
from .claim import claim_is_unbeatable, legal_reply_mask
from .errors import IllegalAction
from .rules import Rules

CLAIMS, AUCTION, MUSIK, CONTRACT, PLAY, DONE = "claims", "auction", "musik", "contract", "play", "done"


@dataclass(frozen=True)
class DealOutcome:
    """What a finished deal hands to scoring (no scores here)."""

    dealer: int
    active: tuple[int, ...]
    declarer: Optional[int]
    bid: Optional[int]
    contract: Optional[int]
    redeal: bool
    bombed: bool
    conceded: bool
    dark: bool
    golden: bool
    card_points: tuple[int, ...]
    melds: tuple[tuple[int, ...], ...]  # meld values per seat, in order declared
    tricks: tuple[int, ...]
    musik_mask: int  # the 3/4-player talon as dealt (sitter scoring)
    four_nines: Optional[int]  # seat that ever held all four nines
    claimed: bool

    @property
    def played(self) -> bool:
        """Cards were played out (not redealt, bombed or conceded)."""
        return not (self.redeal or self.bombed or self.conceded)

    @property
    def made(self) -> Optional[bool]:
        if self.redeal:
            return None
        if self.bombed or self.conceded:
            return False
        return self.card_points[self.declarer] + sum(self.melds[self.declarer]) >= self.contract


class Deal:
    """The state of one deal.  Mutated only through :meth:`apply`."""

    def __init__(self, rules: Rules, dealer: int, hands: list[int], musiks: list[int], *,
                 bombs_left: Optional[list[Optional[int]]] = None, golden: bool = False,
                 bombs_used: Optional[list[int]] = None) -> None:
        n = rules.players
        self.rules = rules
        self.n = n
        self.dealer = dealer
        if n == 4:
            self.active = tuple((dealer + i) % 4 for i in range(1, 4))
        else:
            self.active = tuple((dealer + i) % n for i in range(1, n + 1))
        self.dealt = tuple(hands)
        self.hands = list(hands)
        self.musiks = tuple(musiks)
        self.golden = golden
        # bombs the declarer may still use: None = unlimited
        self.bombs_left = bombs_left if bombs_left is not None else [rules.bombs_limit] * n
        self.history: list[tuple[int, Action]] = []
        self.phase = CLAIMS
        self.to_move: Optional[int] = None
        # auction
        self.high_bid = 0
        self.high_bidder: Optional[int] = None
        self.passed: set[int] = set()
        self.raised = False
        self.dark = False
        # musik
        self.declarer: Optional[int] = None
        self.taken: Optional[int] = None
        self.musik_shown = False
        self.given: dict[int, int] = {}  # receiving seat -> card
        self.discards = 0
        self.contract: Optional[int] = None
        self.bombed = False
        self.conceded = False
        self.redeal = False
        self.claimed = False
        # play
        self.trump = -1
        self.trick: list[tuple[int, int]] = []
        self.trick_winner = -1  # seat winning the trick so far
        self.trick_card = -1  # card winning the trick so far
        self.won = [0] * n  # masks of cards taken
        self.tricks = [0] * n
        self.melds: list[list[int]] = [[] for _ in range(n)]  # suits
        self.completed: list[tuple[int, tuple[tuple[int, int], ...], int]] = []
        self.four_nines: Optional[int] = None
        self._claim_cache: Optional[tuple] = None
        self._must_beat = rules.must_beat
        self._must_trump = rules.must_trump
        self._step = rules.bid_step
        self._claim_tricks = rules.claim_tricks
        self._queen_only = rules.meld_card == "queen_only"
        self._meld_needs_trick = rules.meld_requires_trick
        self._next_seat = {s: self.active[(k + 1) % len(self.active)] for k, s in enumerate(self.active)}
        for seat in self.active:
            self._note_nines(seat)
        self._claimants = self._redeal_claimants()
        if self._claimants:
            self.to_move = self._claimants[0]
        else:
            self._start_auction()

    # ------------------------------------------------------------------ setup
    def _note_nines(self, seat: int) -> None:
        if self.four_nines is None and self.hands[seat] & NINES_MASK == NINES_MASK:
            self.four_nines = seat

    def _redeal_claimants(self) -> list[int]:
        r = self.rules
        out = []
        for seat in self.active:
            hand = self.hands[seat]
            if marriage_total(hand):
                continue  # a hand with a marriage is never entitled
            nines = r.redeal_four_nines == "redeal" and hand & NINES_MASK == NINES_MASK
            weak = r.redeal_weak_hand is not None and points_of(hand) <= r.redeal_weak_hand
            if nines or weak:
                out.append(seat)
        return out

    def _start_auction(self) -> None:
        first = self.active[0]
        if self.golden:
            # golden round: the first hand must play 120, no auction, musik unseen
            self.declarer = first
            self.high_bidder = first
            self.high_bid = 120
            self._start_musik()
            return
        self.phase = AUCTION
        self.to_move = first

    def _start_musik(self) -> None:
        self.phase = MUSIK
        self.to_move = self.declarer

    @property
    def bid(self) -> Optional[int]:
        return self.high_bid if self.declarer is not None else None

    @property
    def opponents(self) -> tuple[int, ...]:
        return tuple(s for s in self.active if s != self.declarer)

    @property
    def sitter(self) -> Optional[int]:
        return self.dealer if self.n == 4 else None

    @property
    def is_done(self) -> bool:
        return self.phase == DONE

    # ------------------------------------------------------------------ bids
    def bid_cap(self, hand: int) -> int:
        """Highest bid or contract allowed for a hand under ``bid_cap``."""
        r = self.rules
        top = r.max_bid
        if r.bid_cap == "marriages":
            return min(top, 120 + marriage_total(hand))
        if r.bid_cap == "any_marriage":
            return top if marriage_total(hand) else 120
        return top

    def _next_bidder(self, seat: int) -> Optional[int]:
        order = self.active
        i = order.index(seat)
        for k in range(1, len(order) + 1):
            nxt = order[(i + k) % len(order)]
            if nxt not in self.passed:
                return nxt
        return None

    def _auction_actions(self, seat: int) -> list[Action]:
        r = self.rules
        if self.high_bidder is None:
            out = [A.bid(r.opening_bid)]
            if r.dark_bid:
                out.append(A.DARK)
            return out
        step = self._step
        low = self.high_bid + step
        cap = self.bid_cap(self.hands[seat])
        out = [A.PASS]
        if low <= cap:
            top = cap if r.bid_jumps else low
            top -= top % step
            out.extend(A.bid(n) for n in range(low, top + 1, step))
        return out

    # ------------------------------------------------------------------ musik
    def _musik_actions(self, seat: int) -> list[Action]:
        if self.taken is None:
            return [A.take(i) for i in range(len(self.musiks))]
        out: list[Action] = []
        if self._poor_musik_redeal_allowed():
            out.append(A.REDEAL)
        hand_cards = cards_of(self.hands[seat])
        if self.n == 2:
            out.extend([A.DISCARDS[c] for c in hand_cards])
        else:
            gives = A.GIVES
            for target in self.opponents:
                if target not in self.given:
                    out.extend([gives[c][target] for c in hand_cards])
        return out

    def _poor_musik_redeal_allowed(self) -> bool:
        limit = self.rules.redeal_poor_musik
        return (limit is not None and self.taken is not None and not self.given and not self.discards
                and points_of(self.musiks[self.taken]) <= limit)

    def _musik_done(self) -> bool:
        if self.n == 2:
            return bin(self.discards).count("1") == 2
        return len(self.given) == len(self.opponents)

    # ------------------------------------------------------------------ contract
    def contract_range(self) -> list[int]:
        if self.dark or self.golden:
            return [120]
        step = self._step
        low = self.high_bid
        cap = max(low, self.bid_cap(self.hands[self.declarer]))
        cap -= (cap - low) % step
        return list(range(low, cap + 1, step))

    def bomb_allowed(self) -> bool:
        r = self.rules
        if self.dark or self.golden:
            return False
        left = self.bombs_left[self.declarer]
        if left is not None and left <= 0:
            return False
        return r.bomb_max_bid is None or self.high_bid <= r.bomb_max_bid

    def _contract_actions(self) -> list[Action]:
        out = [A.declare(n) for n in self.contract_range()]
        if self.bomb_allowed():
            out.append(A.BOMB)
        if self.rules.concede:
            out.append(A.CONCEDE)
        return out

    # ------------------------------------------------------------------ play
    def legal_play_mask(self, seat: int) -> int:
        hand = self.hands[seat]
        if not self.trick:
            return hand
        return legal_reply_mask(hand, self.trick[0][1] // 6, self.trick_card, self.trump,
                                self._must_beat, self._must_trump)

    def meld_suits(self, seat: int) -> list[int]:
        """Suits whose marriage the leader may declare now."""
        if self.trick or (self._meld_needs_trick and not self.tricks[seat]):
            return []
        hand = self.hands[seat]
        return [s for s in range(4) if hand & MARRIAGE_MASKS[s] == MARRIAGE_MASKS[s]]

    def can_claim(self) -> bool:
        if not (self._claim_tricks and self.phase == PLAY and not self.trick
                and self.to_move == self.declarer):
            return False
        key = (tuple(self.hands), self.trump)
        if self._claim_cache is None or self._claim_cache[0] != key:
            d = self.declarer
            order = [s for s in self._play_order(d)[1:]]
            ok = claim_is_unbeatable(self.hands[d], tuple(self.hands[s] for s in order), self.trump,
                                     self._must_beat, self._must_trump)
            self._claim_cache = (key, ok)
        return self._claim_cache[1]

    def _play_order(self, leader: int) -> tuple[int, ...]:
        order = self.active
        i = order.index(leader)
        return order[i:] + order[:i]

    def _play_actions(self, seat: int) -> list[Action]:
        mask = self.legal_play_mask(seat)
        plays = A.PLAYS
        out = [plays[c] for c in cards_of(mask)]
        if not self.trick:
            queen_only = self._queen_only
            for s in self.meld_suits(seat):
                out.append(A.MELDS[s * 6 + QUEEN])
                if not queen_only:
                    out.append(A.MELDS[s * 6 + KING])
            if seat == self.declarer and self.can_claim():
                out.append(A.CLAIM)
        return out

    # ------------------------------------------------------------------ public API
    def legal_actions(self) -> list[Action]:
        seat = self.to_move
        phase = self.phase
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

    def apply(self, action: Action | str) -> None:
        """Apply one action of the seat to move; IllegalAction leaves the state unchanged."""
        if not isinstance(action, Action):
            action = A.Action.parse(action)
        if self.phase == PLAY and action.kind == "play":
            c = action.card
            seat = self.to_move
            if not (self.hands[seat] >> c) & 1:
                raise IllegalAction(f"{c} is not in seat {seat}'s hand", "own_card", {"card": str(c)})
            if not (self.legal_play_mask(seat) >> c) & 1:
                raise IllegalAction(self._why_not_playable(seat, c), self._rule_broken(seat, c),
                                    self._play_facts(c))
            self.history.append((seat, action))
            self._play(seat, c)
            return
        if action not in self.legal_actions():
            raise IllegalAction(self._why_illegal(action), self._rule_for(action), self._illegal_facts(action))
        seat = self.to_move
        self.history.append((seat, action))
        getattr(self, "_do_" + action.kind)(seat, action)

    # ------------------------------------------------------------------ transitions
    def _do_redeal(self, seat: int, action: Action) -> None:
        self.redeal = True
        self._finish()

    def _do_keep(self, seat: int, action: Action) -> None:
        self._claimants.pop(0)
        if self._claimants:
            self.to_move = self._claimants[0]
        else:
            self._start_auction()

    def _do_bid(self, seat: int, action: Action) -> None:
        if self.high_bidder is not None:
            self.raised = True
            self.dark = False  # an overbid breaks the dark
        self.high_bid = action.value
        self.high_bidder = seat
        self._after_bid(seat)

    def _do_dark(self, seat: int, action: Action) -> None:
        self.high_bid = 120
        self.high_bidder = seat
        self.dark = True
        self._after_bid(seat)

    def _do_pass(self, seat: int, action: Action) -> None:
        self.passed.add(seat)
        self._after_bid(seat)

    def _after_bid(self, seat: int) -> None:
        if len(self.passed) == len(self.active) - 1:
            self.declarer = self.high_bidder
            self._start_musik()
        else:
            self.to_move = self._next_bidder(seat)

    def _do_take(self, seat: int, action: Action) -> None:
        r = self.rules
        self.taken = action.value
        if self.dark or self.golden or r.show_musik == "never":
            self.musik_shown = False
        elif r.show_musik == "always" or self.n == 2:
            self.musik_shown = True  # 2 players: the chosen musik is shown (RULES.md §5)
        else:
            self.musik_shown = self.raised
        self.hands[seat] |= self.musiks[action.value]
        self._note_nines(seat)

    def _do_give(self, seat: int, action: Action) -> None:
        bit = 1 << action.card
        self.hands[seat] &= ~bit
        self.hands[action.value] |= bit
        self.given[action.value] = action.card
        self._note_nines(action.value)
        if self._musik_done():
            self._start_contract()

    def _do_discard(self, seat: int, action: Action) -> None:
        bit = 1 << action.card
        self.hands[seat] &= ~bit
        self.discards |= bit
        if self._musik_done():
            self._start_contract()

    def _start_contract(self) -> None:
        self.phase = CONTRACT
        self.to_move = self.declarer

    def _do_declare(self, seat: int, action: Action) -> None:
        self.contract = action.value
        self.phase = PLAY
        self.to_move = self.declarer

    def _do_bomb(self, seat: int, action: Action) -> None:
        self.bombed = True
        self.contract = self.high_bid
        self._finish()

    def _do_concede(self, seat: int, action: Action) -> None:
        self.conceded = True
        self.contract = self.high_bid
        self._finish()

    def _do_meld(self, seat: int, action: Action) -> None:
        c = action.card
        self.melds[seat].append(c // 6)
        self.trump = c // 6
        self._play(seat, c)

    def _do_claim(self, seat: int, action: Action) -> None:
        remaining = 0
        for s in self.active:
            remaining |= self.hands[s]
            self.hands[s] = 0
        left = bin(remaining).count("1") // len(self.active)
        self.won[seat] |= remaining | self._aside()
        self.tricks[seat] += left
        self.claimed = True
        self._finish()

    def _aside(self) -> int:
        """2 players: the discards and the unchosen musik, to the last trick's winner."""
        if self.n != 2 or self.taken is None:
            return 0
        return self.discards | self.musiks[1 - self.taken]

    def _play(self, seat: int, c: int) -> None:
        self.hands[seat] &= ~(1 << c)
        trick = self.trick
        if not trick:
            self.trick_card = c
            self.trick_winner = seat
        else:
            w = self.trick_card
            t = self.trump
            if (c // 6 == w // 6 and c > w) or (t >= 0 and c // 6 == t and w // 6 != t):
                self.trick_card = c
                self.trick_winner = seat
        trick.append((seat, c))
        if len(trick) < len(self.active):
            self.to_move = self._next_seat[seat]
            return
        winner = self.trick_winner
        m = 0
        for _, x in trick:
            m |= 1 << x
        self.won[winner] |= m
        self.tricks[winner] += 1
        self.completed.append((trick[0][0], tuple(trick), winner))
        self.trick = []
        self.to_move = winner
        if not self.hands[winner]:
            self.won[winner] |= self._aside()
            self._finish()

    def _finish(self) -> None:
        self.phase = DONE
        self.to_move = None

    # ------------------------------------------------------------------ explanations
    def _rule_broken(self, seat: int, c: int) -> str:
        hand = self.hands[seat]
        led = self.trick[0][1] // 6
        if hand & SUIT_MASKS[led]:
            return "must_beat" if c // 6 == led else "follow_suit"
        return "must_trump"

    def _why_not_playable(self, seat: int, c: int) -> str:
        rule = self._rule_broken(seat, c)
        led = "HDCS"[self.trick[0][1] // 6]
        if rule == "follow_suit":
            return f"{CARDS[c]}: must follow the led suit {led}"
        if rule == "must_beat":
            return f"{CARDS[c]}: must beat the winning card {CARDS[self.trick_card]} (must_beat)"
        return f"{CARDS[c]}: void in {led}, must play a trump (must_trump: {self._must_trump})"

    def _play_facts(self, c: int) -> dict:
        """The facts of a refused card, for a front end's own wording (suits as H D C S)."""
        return {"card": str(CARDS[c]), "led": "HDCS"[self.trick[0][1] // 6],
                "winning": str(CARDS[self.trick_card]), "must_trump": self._must_trump,
                "trump": "HDCS"[self.trump] if self.trump >= 0 else None}

    def _illegal_facts(self, action: Action) -> dict:
        """The facts of a refused action (see _why_illegal), for a front end's own wording."""
        facts: dict = {"action": str(action), "kind": action.kind, "phase": self.phase}
        if action.card is not None:
            facts["card"] = str(action.card)
        if self.phase == DONE:
            return facts
        legal = self.legal_actions()
        facts["possible"] = sorted({a.kind for a in legal})
        if action.kind in ("bid", "declare"):
            values = [a.value for a in legal if a.kind == action.kind]
            if values:
                facts.update(low=values[0], high=values[-1], step=self._step)
        if action.card is not None and action.kind in ("play", "meld", "give", "discard"):
            facts["in_hand"] = bool((self.hands[self.to_move] >> action.card) & 1)
        return facts

    def _rule_for(self, action: Action) -> str:
        phase = self.phase
        kind = action.kind
        if phase == DONE:
            return "deal_over"
        if kind == "claim":
            return "claim_tricks"
        if kind == "meld":
            if self.trick:
                return "meld_on_lead"
            if self.rules.meld_requires_trick and not self.tricks[self.to_move]:
                return "meld_requires_trick"
            if self.rules.meld_card == "queen_only" and action.card % 6 == KING:
                return "meld_card"
            return "marriage"
        if kind == "bomb":
            return "bomb_max_bid" if self.phase == CONTRACT else "phase"
        if kind == "concede":
            return "concede"
        if kind in ("bid", "declare") and phase in (AUCTION, CONTRACT):
            if kind == "bid" and not self.rules.bid_jumps and self.high_bidder is not None:
                return "bid_jumps"
            if action.value % self._step:
                return "bid_step"
            return "bid_cap"
        if kind == "dark":
            return "dark_bid"
        return "phase"

    def _why_illegal(self, action: Action) -> str:
        if self.phase == DONE:
            return f"{action}: the deal is over"
        seat = self.to_move
        rule = self._rule_for(action)
        legal = self.legal_actions()
        kinds = sorted({a.kind for a in legal})
        if action.kind not in kinds:
            return (f"{action}: not possible now (seat {seat} to move in the {self.phase} phase; "
                    f"possible: {', '.join(kinds)})")
        if action.kind in ("bid", "declare"):
            values = [a.value for a in legal if a.kind == action.kind]
            return f"{action}: allowed values are {values[0]}..{values[-1]} in steps of {self._step} ({rule})"
        if action.kind in ("play", "meld", "give", "discard"):
            if action.card is not None and not (self.hands[seat] >> action.card) & 1:
                return f"{action}: {action.card} is not in seat {seat}'s hand"
        if action.kind == "give":
            return f"{action}: give one card to each opponent ({', '.join(map(str, self.opponents))}), once each"
        return f"{action}: not allowed ({rule})"

    # ------------------------------------------------------------------ results
    def outcome(self) -> DealOutcome:
        if self.phase != DONE:
            raise IllegalAction("the deal is not over yet", "phase")
        n = self.n
        played = not (self.redeal or self.bombed or self.conceded)
        points = tuple(points_of(self.won[s]) if played else 0 for s in range(n))
        melds = tuple(tuple(MARRIAGE_VALUES[s] for s in self.melds[seat]) if played else ()
                      for seat in range(n))
        return DealOutcome(
            dealer=self.dealer, active=self.active, declarer=self.declarer,
            bid=self.bid, contract=None if self.redeal else self.contract,
            redeal=self.redeal, bombed=self.bombed, conceded=self.conceded, dark=self.dark,
            golden=self.golden, card_points=points, melds=melds, tricks=tuple(self.tricks),
            musik_mask=self.musiks[0] if self.musiks and n != 2 else 0,
            four_nines=self.four_nines, claimed=self.claimed,
        )
