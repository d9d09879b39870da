"""What one seat knows about the hidden cards, read from its SeatView only.

The AI never sees a Deal: it replays the public history of the view to learn
voids and "holds nothing higher" facts (from following, trumping and
must_beat), pins cards whose place it knows (its own gives, a shown musik,
the partner of a declared marriage), and samples hidden cards into the other
seats consistently with all that (determinization for the search player).
"""
from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Optional

from ..cards import HIGHER, MARRIAGE_MASKS, SUIT_MASKS, Card, mask_of
from ..game import SeatView

MUSIK_SLOT = -1  # a talon nobody has taken yet
ASIDE_SLOT = -2  # 2 players: the unchosen talon and the declarer's discards


@dataclass
class Knowledge:
    seat: int
    hand: int
    played: int
    trump: int  # current trump suit, -1 = none
    declarer: Optional[int] = None
    # per seat: cards surely there, cards surely not there, how many it holds
    known: dict[int, int] = field(default_factory=dict)
    forbidden: dict[int, int] = field(default_factory=dict)
    sizes: dict[int, int] = field(default_factory=dict)
    unseen: int = 0  # cards whose place this seat does not know
    # shown musik cards that may have been given, unseen, to another seat:
    # (receiving seat, candidate mask, chance that it was one of them)
    open_gives: list[tuple[int, int, float]] = field(default_factory=list)

    def slots(self) -> list[int]:
        return [s for s, n in self.sizes.items() if n - bin(self.known.get(s, 0)).count("1") > 0]


def _trick_facts(view: SeatView, forbidden: dict[int, int]) -> int:
    """Replay the plays of the deal; record what each reply reveals.  Returns the trump."""
    rules = view.rules
    must_beat, must_trump = rules.must_beat, rules.must_trump
    trump = -1
    trick: list[tuple[int, int]] = []
    winner_card = -1
    n_active = len(view.active)
    for actor, token in view.history:
        kind, _, rest = token.partition(" ")
        if kind not in ("play", "meld"):
            continue
        c = Card.parse(rest)
        if kind == "meld":
            trump = c // 6
        if not trick:
            trick.append((actor, c))
            winner_card = c
            continue
        led = trick[0][1] // 6
        w = winner_card
        beats = HIGHER[w] | (SUIT_MASKS[trump] if trump >= 0 and w // 6 != trump else 0)
        bad = 0
        if c // 6 != led:
            bad |= SUIT_MASKS[led]  # void in the led suit
            if trump >= 0 and c // 6 != trump and must_trump != "never":
                if must_trump == "always":
                    bad |= SUIT_MASKS[trump]
                else:  # if_beats: holds no trump that would win now
                    bad |= SUIT_MASKS[trump] & beats
            elif trump >= 0 and c // 6 == trump and must_beat and must_trump == "always" and not (beats >> c) & 1:
                bad |= SUIT_MASKS[trump] & beats
        elif must_beat and not (beats >> c) & 1:
            bad |= SUIT_MASKS[led] & beats  # followed without beating: nothing higher
        forbidden[actor] = forbidden.get(actor, 0) | bad
        trick.append((actor, c))
        if (beats >> c) & 1:
            winner_card = c
        if len(trick) == n_active:
            trick = []
    return trump


def read_view(view: SeatView) -> Knowledge:
    """Everything a seat can infer about card places from its own view."""
    seat = view.seat
    hand = mask_of(view.hand)
    played = mask_of(view.played_cards)
    know = Knowledge(seat=seat, hand=hand, played=played, trump=-1, declarer=view.declarer)
    others = [s for s in view.active if s != seat]
    for s in others:
        know.known[s] = 0
        know.forbidden[s] = 0
        know.sizes[s] = view.hand_sizes[s]
    know.trump = _trick_facts(view, know.forbidden)
    located = hand | played
    # talons: untaken ones are a slot; a seen talon went to the declarer
    decl = view.declarer
    for i, talon in enumerate(view.musiks):
        if view.musik_taken is None:
            size = 3 if view.rules.players != 2 else 2
            know.sizes[MUSIK_SLOT - 10 * i] = size
            know.known[MUSIK_SLOT - 10 * i] = 0
            know.forbidden[MUSIK_SLOT - 10 * i] = 0
        elif talon is not None and decl is not None and decl != seat:
            still = mask_of(talon) & ~located
            know.known[decl] |= still
    # gives this seat can see; a give it cannot see may be a shown musik card
    mine_given = mask_of(c for to, c in view.gives if to == seat and c is not None)
    shown = 0
    if decl is not None and decl != seat and view.musik_taken is not None:
        talon = view.musiks[view.musik_taken]
        shown = mask_of(talon) & ~mine_given if talon is not None else 0
    for to, c in view.gives:
        if c is not None:
            if to != seat and not (located >> c) & 1:
                know.known[to] = know.known.get(to, 0) | (1 << c)
                if decl in know.known:
                    know.known[decl] &= ~(1 << c)
        elif shown:
            played_by_to = mask_of(Card.parse(t.split()[1]) for a, t in view.history
                                   if a == to and t.startswith(("play", "meld")))
            if not shown & played_by_to and shown & ~played:
                # the declarer chose this card among his cards but the one given to us
                choices = 9 if mine_given else 10
                candidates = shown & ~played & know.known[decl]
                forced = candidates & know.forbidden.get(decl, 0)  # the declarer is void there
                if forced:
                    know.known[to] |= forced
                    know.known[decl] &= ~forced
                else:
                    candidates &= ~know.forbidden.get(to, 0)
                    if candidates:
                        know.known[decl] &= ~candidates  # with the declarer, or given to `to`
                        know.open_gives.append((to, candidates, bin(shown).count("1") / choices))
    # 2 players: what the declarer laid aside plus the unchosen talon
    if view.rules.players == 2 and view.musik_taken is not None:
        discarded_tokens = sum(1 for _, t in view.history if t.startswith("discard"))
        aside = 2 + discarded_tokens
        know.sizes[ASIDE_SLOT] = aside
        know.known[ASIDE_SLOT] = mask_of(view.discards) & ~located
        know.forbidden[ASIDE_SLOT] = 0
    # the partner of a declared marriage stays with the one who declared it
    for s in others:
        for suit in view.melds[s]:
            partner = MARRIAGE_MASKS[suit] & ~played
            know.known[s] |= partner & ~located
    for s in list(know.known):
        located |= know.known[s]
    for _, candidates, _ in know.open_gives:
        located |= candidates
    know.unseen = ((1 << 24) - 1) & ~located
    return know


def sample_world(know: Knowledge, rng: random.Random, tries: int = 200) -> Optional[dict[int, int]]:
    """Hidden cards dealt to every slot, respecting known cards, voids and sizes.

    Returns slot -> hand mask (own seat included), or None if no deal was
    found (the facts conflict, e.g. after an unforeseen rule case).
    """
    for _ in range(tries):
        known = dict(know.known)
        unseen = know.unseen
        decl = know.declarer
        for to, candidates, chance in know.open_gives:
            if rng.random() < chance:
                pick = rng.choice([c for c in range(24) if (candidates >> c) & 1])
                if not (know.forbidden.get(to, 0) >> pick) & 1:
                    candidates &= ~(1 << pick)
                    known[to] = known.get(to, 0) | (1 << pick)
            known[decl] |= candidates
        hands = _deal_hidden(know, known, unseen, rng)
        if hands is not None:
            return hands
    return None


def _deal_hidden(know: Knowledge, known: dict[int, int], unseen: int,
                 rng: random.Random) -> Optional[dict[int, int]]:
    cards = [c for c in range(24) if (unseen >> c) & 1]
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
            hands[know.seat] = know.hand
            return hands
    return None
