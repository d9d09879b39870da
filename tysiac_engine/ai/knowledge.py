"""What one seat knows about the hidden cards, read from its SeatView only.

The AI never sees a Deal: it replays the public history of the view to learn
voids and "holds nothing higher" facts (from following, trumping and
must_beat), pins cards whose place it knows (its own gives, a shown or open
musik, visible table cards, the partner of a declared marriage), and samples
hidden cards into the other slots consistently with all that
(determinization for the search player).

Slots are the places a hidden card may be: every other playing seat (in
teams the partner too), each talon not taken (:func:`talon_slot`), the cards
laid aside that this seat has not seen (:data:`ASIDE_SLOT`), the stock
(:data:`STOCK_SLOT`) and the face-down table cards (:data:`TABLE_SLOT`,
unknown even to their owner).  Sizes come from the view and the deal's
:class:`~tysiac_engine.shape.DealShape`, never from the player count.
"""
from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Iterable, Optional

from ..actions import CARD_PLAYS, ActionKind
from ..cards import MARRIAGE_MASKS, cards_of, mask_of
from ..game import SeatView
from ..legality import TrickState, free_play

MUSIK_SLOT = -1  # talon 0 nobody has taken (talon i: talon_slot(i))
ASIDE_SLOT = -2  # the cards the declarer laid aside (known to the declarer only)
STOCK_SLOT = -3  # the face-down stock
TABLE_SLOT = -4  # the face-down cards under the face-up table cards (ru_open_closed)


def talon_slot(i: int) -> int:
    """The slot of talon ``i`` while it is not taken (after the deal: an unchosen talon)."""
    return MUSIK_SLOT - 10 * i


def talon_cards(world: dict[int, int], talons: Iterable[int]) -> int:
    """The cards of the talons numbered ``talons`` in a sampled world, together (a talon the
    world does not hold adds nothing)."""
    out = 0
    for i in talons:
        out |= world.get(talon_slot(i), 0)
    return out


def unchosen_talons(view: SeatView, world: dict[int, int]) -> int:
    """The cards of the talons nobody has taken yet, in a sampled world."""
    taken = set(view.taken)
    return talon_cards(world, (i for i in range(len(view.musiks)) if i not in taken))


@dataclass
class Knowledge:
    seat: int
    hand: int  # own cards the seat may play (hand and face-up table cards); 0 while the hand is hidden
    played: int
    trump: Optional[int]  # current trump suit (None: none), as the view gives it
    declarer: Optional[int] = None
    # per slot: cards surely there, cards surely not there, how many it holds
    known: dict[int, int] = field(default_factory=dict)
    forbidden: dict[int, int] = field(default_factory=dict)
    sizes: dict[int, int] = field(default_factory=dict)
    unseen: int = 0  # cards whose place this seat does not know
    # shown musik cards that may have been given, unseen, to another seat:
    # (receiving seat, candidate mask, chance that it was one of them)
    open_gives: list[tuple[int, int, float]] = field(default_factory=list)
    hand_hidden: bool = False  # dark bid: the seat's own hand is a slot too

    def slots(self) -> list[int]:
        return [s for s, n in self.sizes.items() if n - bin(self.known.get(s, 0)).count("1") > 0]

    def may_hold(self, slot: int) -> int:
        """Cards that may lie in ``slot``."""
        loose = self.unseen
        for to, candidates, _ in self.open_gives:
            if slot in (to, self.declarer):
                loose |= candidates
        return self.known.get(slot, 0) | loose & ~self.forbidden.get(slot, 0)


def _add(d: dict[int, int], slot: int, bits: int) -> None:
    d[slot] = d.get(slot, 0) | bits


def _trick_facts(view: SeatView, forbidden: dict[int, int]) -> Optional[int]:
    """Replay the plays of the deal; record what each reply reveals.  Returns the trump.

    No facts while no obligation holds (the stock lasts where play is free
    then), nor where cards enter a hand during play from face-down table piles.
    """
    rules = view.rules
    shape = view.shape
    must_beat, must_trump = rules.must_beat, rules.must_trump
    learn = not shape.table_piles
    n_active = len(view.active)
    done = 0  # tricks completed
    state = TrickState(free=free_play(shape, shape.stock))
    for actor, action in view.history:
        kind = action.kind
        if kind not in CARD_PLAYS:
            continue
        c = action.card
        if learn and state.cards:  # obligations are judged with the trump in force before a meld
            forbidden[actor] = forbidden.get(actor, 0) | state.reveals(c, must_beat, must_trump)
        state = state.play(actor, c, kind == "meld")
        if len(state.cards) == n_active:
            done += 1
            state = state.next_trick(free_play(shape, shape.stock - done * n_active))
    return state.trump


def read_view(view: SeatView) -> Knowledge:
    """Everything a seat can infer about card places from its own view."""
    shape = view.shape
    seat = view.seat
    hand = mask_of(view.hand)
    tops = [mask_of(c for c in piles if c is not None) for piles in view.table] if view.table else []
    if tops:
        hand |= tops[seat]
    played = mask_of(view.played_cards)
    know = Knowledge(seat=seat, hand=hand, played=played, trump=None, declarer=view.declarer,
                     hand_hidden=view.hand_hidden)
    others = [s for s in view.active if s != seat]
    for s in others:
        know.known[s] = tops[s] if tops else 0
        know.forbidden[s] = 0
        know.sizes[s] = view.hand_sizes[s] + bin(know.known[s]).count("1")
    if view.hand_hidden:  # its own cards are as unknown to it as anyone's
        know.known[seat] = 0
        know.forbidden[seat] = 0
        know.sizes[seat] = view.hand_sizes[seat]
    know.trump = _trick_facts(view, know.forbidden)
    located = hand | played
    for s in others:
        located |= know.known[s]
    decl = view.declarer
    taken = set(view.taken)
    # talons: one not taken is a slot (known when it lies face up); a seen taken one went to the declarer
    seen_taken = 0
    for i, talon in enumerate(view.musiks):
        if i not in taken:
            slot = talon_slot(i)
            know.sizes[slot] = shape.talons[i]
            know.known[slot] = mask_of(talon) if talon is not None else 0
            know.forbidden[slot] = 0
            located |= know.known[slot]
        elif talon is not None:
            seen_taken |= mask_of(talon)
    if shape.stock and view.stock_size:
        know.sizes[STOCK_SLOT] = view.stock_size
        know.known[STOCK_SLOT] = 0
        know.forbidden[STOCK_SLOT] = 0
    if tops:
        face_down = sum(bin(t).count("1") for t in tops)  # one card under each face-up one
        if face_down:
            know.sizes[TABLE_SLOT] = face_down
            know.known[TABLE_SLOT] = 0
            know.forbidden[TABLE_SLOT] = 0
    # the cards laid aside: the declarer knows them, the others only how many
    if shape.passing == "discard" and decl is not None:
        count = sum(1 for a, action in view.history if a == decl and action.kind == ActionKind.DISCARD)
        if count:
            know.sizes[ASIDE_SLOT] = count
            know.known[ASIDE_SLOT] = mask_of(view.discards) & ~played if decl == seat else 0
            know.forbidden[ASIDE_SLOT] = 0
            located |= know.known[ASIDE_SLOT]
    # gives this seat can see
    for to, c in view.gives:
        if c is not None and to != seat and not (located >> c) & 1:
            _add(know.known, to, 1 << c)
            located |= 1 << c
    # a talon shown to a defender: its cards are with the declarer, unless passed on unseen
    if decl is not None and decl != seat and seen_taken:
        still = seen_taken & ~located
        if shape.passing == "discard" and ASIDE_SLOT in know.sizes:
            # with the declarer or laid aside: nowhere else
            for slot in know.sizes:
                if slot not in (decl, ASIDE_SLOT):
                    _add(know.forbidden, slot, still)
            forced = still & know.forbidden.get(decl, 0)  # the declarer is void there: laid aside
            _add(know.known, ASIDE_SLOT, forced)
            located |= forced
        elif shape.passing == "give":
            _read_open_gives(view, know, seen_taken, still)
            located |= still  # each is now known, or a candidate of an unseen give
        else:
            _add(know.known, decl, still)
            located |= still
    # the partner of a declared marriage stays with the one who declared it
    for s in others:
        for suit in view.melds[s]:
            partner = MARRIAGE_MASKS[suit] & ~played & ~located
            _add(know.known, s, partner)
            located |= partner
    for s in list(know.known):
        located |= know.known[s]
    located |= _open_mask(know)
    know.unseen = shape.deck_mask & ~located
    room = [slot for slot in know.sizes if know.sizes[slot] > bin(know.known.get(slot, 0)).count("1")]
    if len(room) == 1 and not know.open_gives:  # one place left for every unseen card
        _add(know.known, room[0], know.unseen)
        know.unseen = 0
    return know


def _open_mask(know: Knowledge) -> int:
    m = 0
    for _, candidates, _ in know.open_gives:
        m |= candidates
    return m


def _read_open_gives(view: SeatView, know: Knowledge, talon: int, shown: int) -> None:
    """Shown talon cards the declarer may have given, unseen by this seat, to another seat.

    ``talon``: the shown cards; ``shown``: those whose place is not known yet.  For each give
    this seat did not see, one of the declarer's cards went to that seat; it
    is one of the shown cards with the chance of their share of his cards
    (those he has played since excepted).  The others stay with him.
    """
    shape = view.shape
    decl = view.declarer
    seat = view.seat
    mine_given = sum(1 for to, c in view.gives if c is not None and to == seat)
    decl_plays = sum(1 for a, action in view.history if a == decl and action.kind in CARD_PLAYS)
    choices = shape.hand_size + sum(shape.talons[i] for i in view.taken) - mine_given - decl_plays
    for to, c in view.gives:
        if c is not None or not shown:
            continue
        played_by_to = mask_of(action.card for a, action in view.history
                               if a == to and action.kind in CARD_PLAYS)
        if played_by_to & talon:
            continue  # that seat has played a shown card: it was the one given
        forced = shown & know.forbidden.get(decl, 0)  # the declarer is void there: given away
        if forced:
            low = forced & -forced
            _add(know.known, to, low)
            shown &= ~low
            continue
        candidates = shown & ~know.forbidden.get(to, 0)
        if candidates:
            chance = min(1.0, bin(candidates).count("1") / max(1, choices))
            know.open_gives.append((to, candidates, chance))
            shown &= ~candidates
    _add(know.known, decl, shown)


def sample_world(know: Knowledge, rng: random.Random, tries: int = 200) -> Optional[dict[int, int]]:
    """Hidden cards dealt to every slot, respecting known cards, voids and sizes.

    Returns slot -> mask (own seat included: its hand and face-up table
    cards), or None if no deal was found (the facts conflict, e.g. after an
    unforeseen rule case).
    """
    decl = know.declarer
    for _ in range(tries):
        known = dict(know.known)
        for to, candidates, chance in know.open_gives:
            if rng.random() < chance:
                pick = rng.choice(cards_of(candidates))
                if not (know.forbidden.get(to, 0) >> pick) & 1:
                    candidates &= ~(1 << pick)
                    known[to] = known.get(to, 0) | (1 << pick)
            known[decl] = known.get(decl, 0) | candidates
        hands = _deal_hidden(know, known, know.unseen, rng)
        if hands is not None:
            return hands
    return None


def _deal_hidden(know: Knowledge, known: dict[int, int], unseen: int,
                 rng: random.Random) -> Optional[dict[int, int]]:
    cards = list(cards_of(unseen))
    need = {s: know.sizes[s] - bin(known.get(s, 0)).count("1") for s in know.sizes}
    if any(v < 0 for v in need.values()) or sum(need.values()) != len(cards):
        return None
    for _ in range(8):
        rng.shuffle(cards)
        # most constrained cards first: fewest slots that may take them
        options = []
        for c in cards:
            bit = 1 << c
            allowed = [s for s in need if need[s] and not (know.forbidden.get(s, 0) & bit)]
            options.append((len(allowed), c, allowed))
        options.sort(key=lambda t: t[0])
        left = dict(need)
        hands = {s: known.get(s, 0) for s in know.sizes}
        ok = True
        for _, c, allowed in options:
            room = [s for s in allowed if left[s] > 0]
            if not room:
                ok = False
                break
            weights = [left[s] for s in room]
            s = rng.choices(room, weights)[0]
            hands[s] |= 1 << c
            left[s] -= 1
        if ok:
            if not know.hand_hidden:
                hands[know.seat] = know.hand
            return hands
    return None
