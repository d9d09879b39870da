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

from .wording.cards import in_words

try:
    from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent
except ImportError:  # Qt before 6.8: nothing is announced, the rest works
    QAccessible = QAccessibleAnnouncementEvent = None  # type: ignore[assignment,misc]


class Announcer(QObject):
    """Announces sentences on behalf of ``source`` (a widget with an accessible interface)."""

    def __init__(self, source: QWidget, keep: int = 50) -> None:
        super().__init__(source)  # its parent: no reference back, so a dialog it speaks for is freed
        self.said: deque[str] = deque(maxlen=keep)

    def announce(self, text: str, urgent: bool = False) -> None:
        text = " ".join(in_words(text).split())  # "queen of hearts", never "Q♥"
        if not text:
            return
        self.said.append(text)
        if QAccessibleAnnouncementEvent is None:
            return
        event = QAccessibleAnnouncementEvent(self.parent(), text)
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

        def _widgets(self) -> list:
            """The interfaces of its child widgets (the hot-seat screen), not the viewport's."""
            viewport = self.widget().viewport()
            kids = (QAccessibleWidget.child(self, i) for i in range(QAccessibleWidget.childCount(self)))
            return [kid for kid in kids if kid is not None and kid.object() is not viewport]

        def childCount(self) -> int:
            self.refresh()
            return len(self._widgets()) + len(self.piles)

        def child(self, index: int):
            widgets = self._widgets()
            if index < len(widgets):
                return widgets[index]
            if not self.piles:
                self.refresh()
            index -= len(widgets)
            return self.piles[index] if 0 <= index < len(self.piles) else None

        def indexOfChild(self, child) -> int:
            widgets = self._widgets()
            for i, pile in enumerate(self.piles):
                if pile is child:
                    return len(widgets) + i
            obj = child.object() if child is not None else None
            return next((i for i, kid in enumerate(widgets) if obj is not None and kid.object() is obj), -1)

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


    class ComboAccessible(QAccessibleWidget):
        """A drop-down named by what it chooses ("Bid more", "Seat 2: level"), its current entry
        its value: Qt on Linux names a combo box by its current text ("120")."""

        def text(self, kind) -> str:
            box = self.widget()
            if kind == QAccessible.Text.Name:
                return box.accessibleName() or buddy_text(box) or box.currentText()
            if kind == QAccessible.Text.Value:
                return box.currentText()
            return QAccessibleWidget.text(self, kind)


def buddy_text(widget: QWidget) -> str:
    """The text of the label whose buddy ``widget`` is ("Start from:" → "Start from")."""
    from PySide6.QtWidgets import QLabel

    for label in widget.window().findChildren(QLabel):
        if label.buddy() is widget:
            return label.text().replace("&&", "\0").replace("&", "").replace("\0", "&").rstrip(": ")
    return ""


_made: dict[int, Any] = {}
_factory: list = []  # kept alive: Qt holds a plain pointer to it


def expose_table(view_type: type, describe_of) -> None:
    """The accessible interfaces this app gives: every ``view_type`` widget a
    :class:`TableAccessible` over the piles ``describe_of(view)()`` lists, every combo box a
    :class:`ComboAccessible` (installed once per application)."""
    if QAccessibleInterface is None or _factory:
        return
    from PySide6.QtWidgets import QComboBox

    def factory(key: str, obj):
        if isinstance(obj, view_type):
            made = _made.get(id(obj))
            if made is None or not shiboken6.isValid(made) or made.widget() is not obj:
                made = _made[id(obj)] = TableAccessible(obj, describe_of(obj))
                obj.destroyed.connect(lambda _=None, key=id(obj): _made.pop(key, None))
            return made
        if isinstance(obj, QComboBox):
            made = _made[id(obj)] = ComboAccessible(obj, QAccessible.Role.ComboBox)  # kept: Python made it
            obj.destroyed.connect(lambda _=None, key=id(obj): _made.pop(key, None))
            return made
        return None

    _factory.append(factory)
    QAccessible.installFactory(factory)


def tell_focus(view: QWidget) -> None:
    """The keyboard focus moved to another card of the table: a screen reader that follows the
    focus is told which node of the tree has it (only while one listens)."""
    if QAccessibleInterface is None or not QAccessible.isActive():
        return
    from PySide6.QtGui import QAccessibleEvent

    table = QAccessible.queryAccessibleInterface(view)
    node = table.focusChild() if table is not None and view.hasFocus() else None
    if node is not None and node.object() is None:
        QAccessible.updateAccessibility(QAccessibleEvent(node, QAccessible.Event.Focus))
