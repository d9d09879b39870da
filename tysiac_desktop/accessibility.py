"""What a screen reader is told: announcements of what happens at the table.

Qt 6.8 added ``QAccessibleAnnouncementEvent``: an accessible object (here the table view)
asks the screen reader to say a sentence ("Ala bids 120", "You take the trick") without
moving the focus.  :class:`Announcer` sends them and keeps the last ones (tests, and a
player who asks what was said).
"""
from __future__ import annotations

from collections import deque
from typing import Any, Optional

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QWidget

try:
    from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent
except ImportError:  # Qt before 6.8: nothing is announced, the rest works
    QAccessible = QAccessibleAnnouncementEvent = None  # type: ignore[assignment,misc]


class Announcer(QObject):
    """Announces sentences on behalf of ``source`` (a widget with an accessible interface)."""

    def __init__(self, source: QWidget, keep: int = 50) -> None:
        super().__init__(source)
        self.source = source
        self.said: deque[str] = deque(maxlen=keep)

    def announce(self, text: str, urgent: bool = False) -> None:
        text = " ".join(text.split())
        if not text:
            return
        self.said.append(text)
        if QAccessibleAnnouncementEvent is None:
            return
        event = QAccessibleAnnouncementEvent(self.source, text)
        if urgent:
            event.setPoliteness(QAccessible.AnnouncementPoliteness.Assertive)
        QAccessible.updateAccessibility(event)

    def last(self) -> Optional[str]:
        return self.said[-1] if self.said else None


# ---------------------------------------------------------------- the table in the accessibility tree
try:
    from PySide6.QtCore import QRect
    from PySide6.QtGui import QAccessibleInterface
    from PySide6.QtWidgets import QAccessibleWidget
except ImportError:  # pragma: no cover - the same Qt as above
    QAccessibleWidget = QAccessibleInterface = None  # type: ignore[assignment,misc]

import shiboken6


class Entry:
    """One node under the table: a pile (its cards as ``children``) or a card."""

    def __init__(self, name: str, role, description: str = "", rect: Optional["QRect"] = None,
                 focused: bool = False, focusable: bool = False, selected: bool = False,
                 children: Optional[list["Entry"]] = None) -> None:
        self.name, self.role, self.description, self.rect = name, role, description, rect
        self.focused, self.focusable, self.selected = focused, focusable, selected
        self.children = children or []


if QAccessibleInterface is not None:
    class Node(QAccessibleInterface):
        """A pile or a card of the table as a screen reader sees it (it has no QObject of its own)."""

        def __init__(self) -> None:
            super().__init__()
            self.entry = Entry("", QAccessible.Role.Grouping)
            self.up: Optional[QAccessibleInterface] = None
            self.kids: list["Node"] = []

        def isValid(self) -> bool:
            return self.up is not None

        def object(self):
            return None

        def window(self):
            return self.up.window() if self.up is not None else None

        def relations(self, match=None):
            return []

        def focusChild(self):
            return next((k for k in self.kids if k.entry.focused), None)

        def childAt(self, x: int, y: int):
            return next((k for k in self.kids if k.entry.rect is not None and k.entry.rect.contains(x, y)), None)

        def parent(self):
            return self.up

        def child(self, index: int):
            return self.kids[index] if 0 <= index < len(self.kids) else None

        def childCount(self) -> int:
            return len(self.kids)

        def indexOfChild(self, child) -> int:
            return next((i for i, k in enumerate(self.kids) if k is child), -1)

        def text(self, kind) -> str:
            if kind == QAccessible.Text.Name:
                return self.entry.name
            if kind == QAccessible.Text.Description:
                return self.entry.description
            return ""

        def setText(self, kind, text: str) -> None:
            pass

        def rect(self):
            if self.entry.rect is not None:
                return self.entry.rect
            return self.up.rect() if self.up is not None else QRect()

        def role(self):
            return self.entry.role

        def state(self):
            state = QAccessible.State()
            state.focusable = self.entry.focusable
            state.focused = self.entry.focused
            state.selectable = self.entry.focusable
            state.selected = self.entry.selected
            state.readOnly = True
            return state

    class TableAccessible(QAccessibleWidget):
        """The card table: its child widgets (the hot-seat screen) and then the piles of the table,
        each with its cards named ("ace of hearts"), made anew from ``describe()`` when asked."""

        def __init__(self, view: QWidget, describe) -> None:
            super().__init__(view, QAccessible.Role.Pane)
            self.describe = describe
            self.nodes: list[Node] = []  # kept: a screen reader may hold on to them
            self.piles: list[Node] = []

        def _node(self, index: int) -> Node:
            while len(self.nodes) <= index:
                self.nodes.append(Node())
            if not shiboken6.isValid(self.nodes[index]):
                self.nodes[index] = Node()
            return self.nodes[index]

        def refresh(self) -> None:
            used = 0

            def fill(entry: Entry, up) -> Node:
                nonlocal used
                node = self._node(used)
                used += 1
                node.entry, node.up = entry, up
                node.kids = [fill(child, node) for child in entry.children]
                return node

            self.piles = [fill(entry, self) for entry in self.describe()]
            for node in self.nodes[used:]:
                node.up, node.kids = None, []

        def _widgets(self) -> int:
            return QAccessibleWidget.childCount(self)

        def childCount(self) -> int:
            self.refresh()
            return self._widgets() + len(self.piles)

        def child(self, index: int):
            widgets = self._widgets()
            if index < widgets:
                return QAccessibleWidget.child(self, index)
            if not self.piles:
                self.refresh()
            index -= widgets
            return self.piles[index] if 0 <= index < len(self.piles) else None

        def indexOfChild(self, child) -> int:
            for i, pile in enumerate(self.piles):
                if pile is child:
                    return self._widgets() + i
            return QAccessibleWidget.indexOfChild(self, child)

        def focusChild(self):
            if self.widget().hasFocus():
                self.refresh()
                for pile in self.piles:
                    found = pile.focusChild()
                    if found is not None:
                        return found
            return QAccessibleWidget.focusChild(self)

        def focused_node(self) -> Optional[Node]:
            return self.focusChild() if self.widget().hasFocus() else None


_made: dict[int, Any] = {}


def expose_table(view_type: type, describe_of) -> None:
    """The accessible interface of every ``view_type`` widget: :class:`TableAccessible` over the
    piles ``describe_of(view)()`` lists (installed once per application)."""
    if QAccessibleInterface is None or _made.get(-1) is view_type:
        return

    def factory(key: str, obj):
        if isinstance(obj, view_type):
            made = _made.get(id(obj))
            if made is None or not shiboken6.isValid(made) or made.widget() is not obj:
                made = _made[id(obj)] = TableAccessible(obj, describe_of(obj))
                obj.destroyed.connect(lambda _=None, key=id(obj): _made.pop(key, None))
            return made
        return None

    _made[-1] = view_type
    _made[-2] = factory  # kept alive: Qt holds a plain pointer to it
    QAccessible.installFactory(factory)
