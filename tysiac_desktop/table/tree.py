"""The table as the accessibility tree shows it: a node per pile ("Your hand, 7 cards", "The trick
on the table", "Ala's tricks, 6 cards") with its face-up cards by name ("ace of hearts",
"Ala: ten of hearts" in the trick), the cards of the hand marked playable or not, the focused one
focused.  Made from the scene as it is now (what this seat sees), each time a screen reader asks."""
from __future__ import annotations

from typing import Callable

from PySide6.QtCore import QRect
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QGraphicsView

from ..accessibility import Entry
from ..wording import readout
from ..wording.cards import card_spoken
from ..wording.words import translate
from .keys import PileKind

ORDER = (PileKind.HAND, PileKind.TABLE, PileKind.TRICK, PileKind.TALON, PileKind.UNPICKED, PileKind.STOCK,
         PileKind.ASIDE, PileKind.TAKEN)


def _screen_rect(view: QGraphicsView, item) -> QRect:
    polygon = view.mapFromScene(item.mapRectToScene(item.card_rect()))
    rect = polygon.boundingRect()
    return QRect(view.viewport().mapToGlobal(rect.topLeft()), rect.size())


def card_state(scene, code: str) -> str:
    """"ace of hearts, playable" / "…, cannot be played now" for a card of my hand on my turn."""
    spoken = card_spoken(code)
    if code in scene.playable:
        return translate("MainWindow", "%1, playable").replace("%1", spoken)
    if scene.playable:
        return translate("MainWindow", "%1, cannot be played now").replace("%1", spoken)
    return spoken


def describe(view: QGraphicsView) -> Callable[[], list[Entry]]:
    """What :class:`~tysiac_desktop.accessibility.TableAccessible` lists for the table ``view``."""

    def entries() -> list[Entry]:
        scene = view.scene()
        me = scene._me
        names = {seat: plate.name for seat, plate in scene.plates.items()}
        focused = scene.focused_card() if view.hasFocus() else None
        groups: dict[tuple, Entry] = {}
        for key in sorted(scene.piles, key=lambda k: (ORDER.index(k.kind), k.seat or 0, k.index or 0)):
            items = scene.piles[key].items
            if not items:
                continue
            kind = key.kind
            mine = kind is PileKind.HAND and key.seat == me
            seat_name = names.get(key.seat, "") if key.seat is not None else ""
            group_key = (kind,) if kind in (PileKind.TRICK, PileKind.TALON) else (kind, key.seat)
            group = groups.get(group_key)
            if group is None:
                name = readout.pile_name(kind.value, "" if mine or kind is PileKind.TRICK else seat_name)
                group = groups[group_key] = Entry(name, QAccessible.Role.List)
            for item in items:
                code = item.identity if item.face_up else None
                if code is None:
                    group.children.append(Entry(readout.face_down(), QAccessible.Role.ListItem,
                                                rect=_screen_rect(view, item)))
                    continue
                name = card_spoken(code)
                if kind is PileKind.TRICK and seat_name:
                    name = readout.played_by(seat_name, name)
                own = code in scene.my_cards
                group.children.append(Entry(
                    name, QAccessible.Role.ListItem, card_state(scene, code) if own else "",
                    _screen_rect(view, item), focused=own and focused is not None and str(focused) == code,
                    focusable=own, selected=scene.selected is item))
        out = []
        for group in groups.values():
            group.name = readout.pile_with_count(group.name, len(group.children))
            if all(child.name == readout.face_down() for child in group.children):
                group.children = []  # backs say nothing more than the count
            out.append(group)
        return out

    return entries
