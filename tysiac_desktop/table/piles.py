"""The piles of the table: each a :class:`PileSpec` (card units) and the card items lying in it.

Every physical card on the table is one :class:`CardItem` and lies in exactly one pile.  What a
seat may see of a pile is a list of slots — a card code, or ``None`` for a card whose face this
seat may not know — and :func:`match` finds for each slot the item that was there before or
the item that came from another pile (a card played from a hand into the trick, drawn from the
stock, picked from the prikup, uncovered from a table pile), so the scene animates only what
changed, as the ARCHITECTURE's "the scene animates the difference between piles" says.
"""
from __future__ import annotations

from typing import Callable, Iterable, Optional

from .card_item import CardItem
from .layout import PileSpec, pile_places

Slot = tuple[Optional[str], bool]  # (card code or None for an unseen card, face up)
Contents = dict[str, list[Slot]]


class Pile:
    """One pile of the table and the items lying in it, bottom card first."""

    def __init__(self, spec: PileSpec) -> None:
        self.spec = spec
        self.items: list[CardItem] = []

    @property
    def key(self) -> str:
        return self.spec.key

    @property
    def kind(self) -> str:
        return self.spec.kind

    def places(self, count: int, face_up: bool):
        return pile_places(self.spec, count, face_up)


def sources(key: str, keys: Iterable[str]) -> list[str]:
    """The piles a card arriving in pile ``key`` may come from, likeliest first."""
    keys = list(keys)
    kind, _, rest = key.partition(":")
    seat = rest.split(":")[0] if rest else ""
    of = lambda prefix: [k for k in keys if k.startswith(prefix)]  # noqa: E731
    if kind == "hand":  # its own backs turned up (the seat is shown again), uncovered, drawn, taken, given
        return [key] + of(f"table:{seat}:") + of("stock") + of("talon:") + [k for k in of("hand:") if k != key] + \
            of("aside")
    if kind == "trick":
        return [f"hand:{seat}"] + of(f"table:{seat}:")
    if kind == "taken":  # the trick just won (or hands laid down by a claim)
        return of("trick:") + of("hand:")
    if kind == "talon":  # its own backs turned up (a shown musik)
        return [key]
    if kind == "aside":  # laid aside by the declarer (and the talons not taken where they lie together)
        return of("hand:") + of("talon:")
    if kind == "unpicked":  # the talons not taken
        return of("talon:")
    return [key]


def match(piles: dict[str, Pile], items: Iterable[CardItem], contents: Contents,
          make: Callable[[str], CardItem]) -> tuple[dict[str, list[CardItem]], list[CardItem]]:
    """For every slot of ``contents`` the item to show there, and the items no longer on the table.

    Known cards keep their item; an unseen card stays the item it was in the same pile; the
    rest come from the piles they can come from (:func:`sources`).  Only an unseen item may
    show a new face (a card never changes its face); ``make(key)`` makes an item when none
    is left (a new deal).
    """
    owner: dict[CardItem, Optional[str]] = {}
    for key, pile in piles.items():
        for item in pile.items:
            owner[item] = key
    items = list(items)
    by_code = {item.identity: item for item in items if item.identity is not None}
    chosen: dict[str, list[Optional[CardItem]]] = {key: [None] * len(slots) for key, slots in contents.items()}
    used: set[CardItem] = set()
    for key, slots in contents.items():
        for i, (code, _) in enumerate(slots):
            item = by_code.get(code) if code is not None else None
            if item is not None and item not in used:
                chosen[key][i] = item
                used.add(item)
    pool: dict[Optional[str], list[CardItem]] = {}
    for item in items:
        if item not in used:
            pool.setdefault(owner.get(item), []).append(item)

    def take(keys: Iterable[Optional[str]], unseen_only: bool) -> Optional[CardItem]:
        for source in keys:
            for item in pool.get(source, ()):
                if not unseen_only or item.identity is None:
                    pool[source].remove(item)
                    return item
        return None

    for key, slots in contents.items():  # unseen cards stay where they lie
        for i, (code, _) in enumerate(slots):
            if chosen[key][i] is None and code is None:
                chosen[key][i] = take([key], unseen_only=False)
    missing = [(key, i) for key, slots in contents.items() for i, (code, _) in enumerate(slots)
               if chosen[key][i] is None]
    missing.sort(key=lambda ki: contents[ki[0]][ki[1]][0] is None)  # new faces first: only backs can show them
    for key, i in missing:
        chosen[key][i] = take(sources(key, piles), unseen_only=contents[key][i][0] is not None)
    for key, i in missing:
        if chosen[key][i] is None:
            chosen[key][i] = take(list(pool), unseen_only=contents[key][i][0] is not None) or make(key)
    gone = [item for left in pool.values() for item in left]
    return {key: [item for item in got if item is not None] for key, got in chosen.items()}, gone
