"""What "no widget overlaps another, no text is cut" means, measured: used by test_layout.py in
this process and, at 200% scale, in a child process (``python -m tests.desktop.layout_checks``)."""
from __future__ import annotations

import itertools
import sys

from PySide6.QtCore import QRect, QRectF
from PySide6.QtWidgets import QAbstractButton, QApplication, QComboBox, QLabel, QWidget

SIZES = ((800, 600), (1280, 800), (1920, 1080))


def _rect_in(widget: QWidget, ancestor: QWidget) -> QRect:
    return QRect(widget.mapTo(ancestor, widget.rect().topLeft()), widget.size())


def text_fits(widget: QWidget) -> bool:
    """A label's text, a button's caption, a drop-down's value: all of it is drawn."""
    if isinstance(widget, QLabel):
        if not widget.text():
            return True
        if widget.width() < 4 or widget.height() < 4:
            return False  # squeezed to nothing
        if widget.wordWrap():
            from PySide6.QtGui import QTextDocument

            doc = QTextDocument()
            doc.setHtml(widget.text())
            words = doc.toPlainText().split()
            longest = max((widget.fontMetrics().horizontalAdvance(word) for word in words), default=0)
            return widget.width() + 1 >= longest and widget.heightForWidth(widget.width()) <= widget.height() + 1
        return widget.width() + 1 >= widget.sizeHint().width() and widget.height() + 1 >= widget.sizeHint().height()
    if isinstance(widget, (QAbstractButton, QComboBox)):
        return widget.width() + 1 >= widget.sizeHint().width()
    return True


def shown_children(parent: QWidget, kinds=(QLabel, QAbstractButton, QComboBox)) -> list[QWidget]:
    """The texts a player should see (a label with text squeezed to nothing counts: it is cut)."""
    return [w for w in parent.findChildren(QWidget) if isinstance(w, kinds) and w.isVisibleTo(parent)
            and (w.width() > 0 or _text(w)) and w.window() is parent.window()]


def window_problems(window) -> list[str]:
    """Overlaps and cut texts of the main window: its three parts, the bar, the side panel and the
    table's plates, captions and cards."""
    out = []
    if window.width() > window._asked_size[0] or window.height() > window._asked_size[1]:
        out.append(f"the window grew to {window.width()}×{window.height()} (asked {window._asked_size})")
    central = window.centralWidget()
    parts = {"table": window.table, "bar": window.bar, "side": window.side}
    frame = central.rect()
    for (a, wa), (b, wb) in itertools.combinations(parts.items(), 2):
        if _rect_in(wa, central).intersects(_rect_in(wb, central)):
            out.append(f"{a} overlaps {b}")
    for name, widget in parts.items():
        if not frame.contains(_rect_in(widget, central)):
            out.append(f"{name} leaves the window ({_rect_in(widget, central)} of {frame})")
    for container in (window.bar, window.side):
        children = [w for w in shown_children(container) if w.parentWidget() is not None]
        boxes = {w: _rect_in(w, container) for w in children}
        for widget, box in boxes.items():
            if not container.rect().contains(box):
                out.append(f"{type(widget).__name__} {getattr(widget, 'text', lambda: '')()!r} leaves its panel")
            if not text_fits(widget):
                out.append(f"{type(widget).__name__} {getattr(widget, 'text', lambda: '')()!r} is cut "
                           f"({widget.width()}×{widget.height()} for {widget.sizeHint().width()}×"
                           f"{widget.sizeHint().height()})")
        for (wa, a), (wb, b) in itertools.combinations(boxes.items(), 2):
            if wa.isAncestorOf(wb) or wb.isAncestorOf(wa):
                continue
            if a.intersected(b).width() > 1 and a.intersected(b).height() > 1:
                out.append(f"{type(wa).__name__} {_text(wa)!r} overlaps {type(wb).__name__} {_text(wb)!r}")
    prompt = window.bar.prompt
    if prompt.text():
        from PySide6.QtGui import QTextDocument

        doc = QTextDocument()
        doc.setHtml(prompt.text())
        wanted = min(prompt.fontMetrics().horizontalAdvance(doc.toPlainText()), 280)
        if prompt.width() + 1 < wanted:
            out.append(f"the prompt is squeezed to {prompt.width()} px")
    out += scene_problems(window.scene)
    return out


def _text(widget: QWidget) -> str:
    text = getattr(widget, "text", None)
    return text() if callable(text) else ""


def scene_problems(scene) -> list[str]:
    """Plates and captions inside the table and clear of every card; their texts drawn whole."""
    from PySide6.QtGui import QFontMetricsF

    from tysiac_desktop.table.card_item import CardItem
    from tysiac_desktop.table.layout import SCENE

    out = []
    cards = [item for item in scene.items() if isinstance(item, CardItem) and item.isVisible()
             and item.parentItem() is None]
    bodies = {item: item.mapRectToScene(item.card_rect()) for item in cards}
    for plate in scene.plates.values():
        box = plate.mapRectToScene(plate.plate_rect())
        if not SCENE.contains(box):
            out.append(f"plate {plate.name!r} leaves the table")
        name_font, status_font = plate.fonts()
        inner = plate.plate_rect().width() - 20
        for text, font in ((plate.name, name_font), (plate.status, status_font)):
            if QFontMetricsF(font).horizontalAdvance(text) > inner + 0.5:
                out.append(f"plate text {text!r} is cut")
        status = QRectF(box.left(), box.center().y(), box.width(), box.height() / 2)
        for item, body in bodies.items():
            if body.intersects(status.adjusted(4, 2, -4, -2)):
                out.append(f"a card covers the status line of {plate.name!r}")
                break
    captions = []
    for key, label in scene.labels.items():
        if not label.text():
            continue
        box = label.mapRectToScene(label.boundingRect())
        if not SCENE.contains(box):
            out.append(f"caption {label.text()!r} leaves the table")
        for other in captions:
            if other.intersected(box).width() > 1 and other.intersected(box).height() > 1:
                out.append(f"caption {label.text()!r} lies over another caption")
        captions.append(box)
        own = set(scene.piles[key].items) if key in scene.piles else set()
        for item, body in bodies.items():
            if item not in own and body.intersected(box).width() > 2 and body.intersected(box).height() > 2:
                out.append(f"caption {label.text()!r} lies over a card of another pile")
                break
    banner = scene._banner
    if banner.text:
        width = QFontMetricsF(banner.font).horizontalAdvance(banner.text)
        if width > banner.plate_rect().width() - 40 + 0.5:
            out.append(f"banner {banner.text!r} is cut")
        if not SCENE.contains(banner.mapRectToScene(banner.plate_rect())):
            out.append(f"banner {banner.text!r} leaves the table")
    return out


def dialog_problems(dialog: QWidget) -> list[str]:
    out = []
    widgets = [w for w in shown_children(dialog) if _text(w)]
    for widget in widgets:
        if not text_fits(widget):
            out.append(f"{type(widget).__name__} {_text(widget)!r} is cut")
    return out


# ----------------------------------------------------------------- the child process (200 %)
def _child() -> int:
    """Run the window checks at the size given, with QT_SCALE_FACTOR set by the parent."""
    from tysiac_desktop.screenshot import use_throwaway_home
    use_throwaway_home("tysiac-layout-")
    app = QApplication([])
    from tysiac_desktop.main_window import MainWindow
    from tysiac_desktop.screenshot import prepared_game
    from tysiac_desktop.settings import Preferences

    width, height = (int(v) for v in sys.argv[1].split("x"))
    window = MainWindow(preferences=Preferences(animation="off"))
    window.controller.ai_delay_ms = 3_600_000
    window.resize(width, height)
    window._asked_size = (width, height)
    window.show()
    failures = []
    for scene in ("auction", "musik", "play"):
        window.session.resume_game(prepared_game(7, scene))
        for _ in range(5):
            app.processEvents()
        failures += [f"{scene}: {p}" for p in window_problems(window)]
    print(f"dpr {window.devicePixelRatioF()}")
    for line in failures:
        print("PROBLEM", line)
    window.controller.close()
    window.theme.wait_for_jobs(3000)
    return 0


if __name__ == "__main__":
    sys.exit(_child())
