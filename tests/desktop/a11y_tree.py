"""Walks the accessibility tree of a window as a screen reader does (QAccessible interfaces)."""
from __future__ import annotations

from PySide6.QtGui import QAccessible

R = QAccessible.Role
INTERACTIVE = {R.PushButton, R.CheckBox, R.RadioButton, R.ComboBox, R.EditableText, R.SpinBox, R.Slider,
               R.List, R.Table, R.Tree, R.PageTab, R.ButtonMenu, R.ButtonDropDown, R.Link}


def nodes(widget, limit=5000):
    """(interface, path of names) of every node under ``widget``, depth first."""
    QAccessible.setActive(True)
    root = QAccessible.queryAccessibleInterface(widget)
    out, stack = [], [(root, ())]
    while stack and len(out) < limit:
        iface, path = stack.pop()
        if iface is None or not iface.isValid():
            continue
        out.append((iface, path))
        name = iface.text(QAccessible.Text.Name)
        kids = [iface.child(i) for i in range(iface.childCount())]
        stack.extend((kid, path + (name,)) for kid in reversed(kids))
    return out


def shown(iface) -> bool:
    state = iface.state()
    return not (state.invisible or state.offscreen)


def unnamed_controls(widget):
    """Interactive nodes a screen reader shows that have no name: (role, path, class)."""
    bad = []
    for iface, path in nodes(widget):
        if iface.role() in INTERACTIVE and shown(iface) and not iface.text(QAccessible.Text.Name).strip():
            obj = iface.object()
            bad.append((iface.role().name, path[-2:], type(obj).__name__ if obj is not None else None))
    return bad


def repeated_names(widget):
    """Names that more than one shown interactive control of ``widget`` carries."""
    seen: dict[str, int] = {}
    for iface, _ in nodes(widget):
        if iface.role() in INTERACTIVE and shown(iface):
            name = iface.text(QAccessible.Text.Name).strip()
            seen[name] = seen.get(name, 0) + 1
    return {name: n for name, n in seen.items() if n > 1 and name}


def named_like_value(widget):
    """Combo boxes whose name is only their current value (the name says nothing of what is chosen)."""
    bad = []
    for iface, _ in nodes(widget):
        if iface.role() == R.ComboBox and shown(iface):
            name = iface.text(QAccessible.Text.Name).strip()
            if name and name == iface.text(QAccessible.Text.Value).strip():
                bad.append(name)
    return bad


def unnamed_focus_stops(widget):
    """Nodes Tab stops at (focusable, shown) that have no name."""
    bad = []
    for iface, path in nodes(widget):
        state = iface.state()
        if state.focusable and shown(iface) and not iface.text(QAccessible.Text.Name).strip():
            obj = iface.object()
            if obj is not None and hasattr(obj, "focusPolicy") and obj.focusPolicy().value & 0x1 \
                    and obj.focusProxy() is None:  # Tab stops at it (not at the widget it hands focus to)
                bad.append((iface.role().name, type(obj).__name__))
    return bad
