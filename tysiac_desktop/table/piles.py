"""The piles of the table: each a :class:`PileSpec` (card units) and the card items lying in it.

Every physical card on the table is one :class:`CardItem` and lies in exactly one pile.  What a
seat may see of a pile is a list of slots — a card code, or ``None`` for a card whose face this
seat may not know — and :func:`match` finds for each slot the item that was there before or
the item that came from the pile the engine's events name (:mod:`moves`: a card played from a
hand into the trick, drawn from the stock, taken from the prikup, uncovered from a table pile),
so the scene animates only what changed.
"""
from __future__ import annotations

from typing import Callable, Iterable, Optional

from .card_item import CardItem
from .keys import PileKey, PileKind
from .layout import PileSpec, pile_places
from .moves import Move

Slot = tuple[Optional[str], bool]  # (card code or None for an unseen card, face up)
Contents = dict[PileKey, list[Slot]]


class Pile:
    """One pile of the table and the items lying in it, bottom card first."""

    def __init__(self, spec: PileSpec) -> None:
        self.spec = spec
        self.items: list[CardItem] = []

    @property
    def key(self) -> PileKey:
        return self.spec.key

    @property
    def kind(self) -> PileKind:
        return self.spec.kind

    def places(self, count: int, face_up: bool):
        return pile_places(self.spec, count, face_up)


def match(piles: dict[PileKey, Pile], contents: Contents, moves: Iterable[Move],
          make: Callable[[PileKey], CardItem]) -> tuple[dict[PileKey, list[CardItem]], list[CardItem], dict]:
    """For every slot of ``contents`` the item to show there, the items no longer on the table, and
    the move that brought each item that came from another pile.

    A card whose face this seat knows keeps its item wherever it lies now.  Then each move (in the
    engine's order) takes an item from its source pile into a free slot of its destination: the
    slot of its card, or a back there.  Unseen cards stay where they lie; a back may turn up in
    its own pile (a seat shown again, a musik shown).  Only an unseen item may show a new face (a
    card never changes its face); ``make(key)`` makes an item when none is left (a new deal).
    """
    owner: dict[CardItem, PileKey] = {item: key for key, pile in piles.items() for item in pile.items}
    by_code = {item.identity: item for item in owner if item.identity is not None}
    chosen: dict[PileKey, list[Optional[CardItem]]] = {key: [None] * len(slots) for key, slots in contents.items()}
    used: set[CardItem] = set()
    for key, slots in contents.items():
        for i, (code, _) in enumerate(slots):
            item = by_code.get(code) if code is not None else None
            if item is not None and item not in used:
                chosen[key][i] = item
                used.add(item)
    pool: dict[PileKey, list[CardItem]] = {}
    for item, key in owner.items():
        if item not in used:
            pool.setdefault(key, []).append(item)

    def take(key: PileKey, face: Optional[str], card: Optional[str] = None, top: bool = False) -> Optional[CardItem]:
        """An item of pile ``key`` to show ``face`` (None: a back): ``card``'s own, else an unseen one."""
        left = pool.get(key, [])
        mine = by_code.get(card) if card is not None else None
        fits = [mine] if mine in left else [item for item in left if face is None or item.identity is None]
        if not fits:
            return None
        item = fits[-1] if top else fits[0]
        left.remove(item)
        return item

    def free(key: PileKey, card: Optional[str]) -> Optional[int]:
        """A free slot of pile ``key`` for ``card``: its own, else a back."""
        slots = contents.get(key, [])
        codes = {code for code, _ in slots}
        wanted = card if card in codes else None
        return next((i for i in reversed(range(len(slots))) if chosen[key][i] is None and slots[i][0] == wanted),
                    None)

    shown = {code for slots in contents.values() for code, _ in slots if code is not None}
    routed: dict[CardItem, Move] = {}
    for move in moves:
        if move.card in shown and move.card not in (code for code, _ in contents.get(move.dest, ())):
            continue  # the view shows it elsewhere (a talon lying open until the musik is over)
        if move.card is not None and by_code.get(move.card) in used:
            continue  # its item shows it where it lies now
        i = free(move.dest, move.card)
        item = take(move.source, contents[move.dest][i][0], move.card, top=True) if i is not None else None
        if item is not None:
            chosen[move.dest][i] = item
            routed[item] = move
    for key, slots in contents.items():  # unseen cards stay where they lie, backs turn up in their pile
        for i, (code, _) in sorted(enumerate(slots), key=lambda slot: slot[1][0] is None):
            if chosen[key][i] is None:
                chosen[key][i] = take(key, code) or make(key)
    gone = [item for left in pool.values() for item in left]
    return {key: [item for item in got if item is not None] for key, got in chosen.items()}, gone, routed
