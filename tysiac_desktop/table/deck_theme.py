"""Deck themes: card faces and backs rendered from one SVG, cached per pixel size.

A theme maps the engine's card notation ("QH", "TS", "9C") to element ids in
one SVG file.  Cards are rendered at the exact pixel size they are shown at
(so they stay crisp at any zoom and on HiDPI screens) and kept in a bounded
LRU cache.  When a new size is first asked for, the asked card is rendered at
once and the rest of the deck is rendered in a worker thread: QImage is safe
to paint off the GUI thread, QPixmap is not, so workers hand QImages back to
the GUI thread through a queued signal.
"""
from __future__ import annotations

import copy
import xml.etree.ElementTree as ET
from collections import OrderedDict
from dataclasses import dataclass

from PySide6.QtCore import (QByteArray, QObject, QRectF, QRunnable, QSize,
                            QSizeF, Qt, QThreadPool, Signal)
from PySide6.QtGui import QImage, QPainter, QPixmap
from PySide6.QtSvg import QSvgRenderer

from tysiac_desktop.resources import asset_path
from tysiac_engine.cards import RANKS, SUITS

BACK = "back"
CARD_CODES: tuple[str, ...] = tuple(r + s for s in SUITS for r in RANKS)

_SVG_NS = "http://www.w3.org/2000/svg"
_XLINK_NS = "http://www.w3.org/1999/xlink"
_XLINK_HREF = f"{{{_XLINK_NS}}}href"


@dataclass(frozen=True)
class ThemeSpec:
    """Everything that differs between decks; plain data so themes are easy to add."""

    key: str
    name: str                      # shown in the settings dialog
    licence: str                   # one line for the About box
    svg: tuple[str, ...]           # path parts under assets/
    element_ids: dict[str, str]    # card code or BACK -> SVG element id
    corner_radius: float = 0.04    # of the card width; for shadows and overlays
    back_fill: str | None = None   # fill for a back drawn with fill="inherit"
    inline_uses: tuple[str, ...] = ()  # elements whose <use> Qt SVG mis-draws
    card_rect_id: str = BACK       # element whose bounds are exactly one card


def french_ids(rank_names: dict[str, str], suit_names: dict[str, str],
               pattern: str, back: str) -> dict[str, str]:
    """Build a code → element-id table from per-rank and per-suit names."""
    ids = {r + s: pattern.format(rank=rank_names[r], suit=suit_names[s])
           for s in SUITS for r in RANKS}
    ids[BACK] = back
    return ids


THEMES: dict[str, ThemeSpec] = {
    "svg-cards": ThemeSpec(
        key="svg-cards",
        name="SVG-cards (French)",
        licence="SVG-cards 4.0.2 by David Bellot, Huub de Beer and others — LGPL-2.1",
        svg=("decks", "svg-cards", "svg-cards.svg"),
        element_ids=french_ids(
            {"9": "9", "J": "jack", "Q": "queen", "K": "king", "T": "10", "A": "1"},
            {"H": "heart", "D": "diamond", "C": "club", "S": "spade"},
            "{suit}_{rank}", "back"),
        corner_radius=6.87 / 169.075,
        back_fill="#1d4f9c",
        inline_uses=("back",),
    ),
}


def _prepare_svg(spec: ThemeSpec) -> QByteArray:
    """The SVG bytes, adjusted in memory where the theme asks for it."""
    raw = asset_path(*spec.svg).read_bytes()
    if not spec.back_fill and not spec.inline_uses:
        return QByteArray(raw)
    # Qt SVG looks attributes up by their written name ("xlink:href"), so the
    # output must keep these prefixes (ElementTree would write ns0:, ns1:).
    ET.register_namespace("", _SVG_NS)
    ET.register_namespace("xlink", _XLINK_NS)
    root = ET.fromstring(raw)
    by_id = {e.get("id"): e for e in root.iter() if e.get("id")}
    for element_id in spec.inline_uses:
        if element_id in by_id:
            _inline_uses(by_id[element_id], by_id)
    back = by_id.get(spec.element_ids[BACK])
    if spec.back_fill and back is not None:
        back.set("fill", spec.back_fill)  # its parts say fill="inherit"
    return QByteArray(ET.tostring(root, encoding="utf-8"))


def _inline_uses(element: ET.Element, by_id: dict[str, ET.Element]) -> None:
    """Replace every <use> below ``element`` with a copy of what it points to.

    Qt SVG loses parts of nested, mirrored <use> chains (whole blocks of the
    svg-cards back pattern go missing); plain copies draw correctly.
    """
    for index, child in enumerate(list(element)):
        if child.tag != f"{{{_SVG_NS}}}use":
            _inline_uses(child, by_id)
            continue
        ref = (child.get(_XLINK_HREF) or child.get("href") or "").lstrip("#")
        if ref not in by_id:
            continue
        group = ET.Element(f"{{{_SVG_NS}}}g")
        transform = child.get("transform", "")
        x, y = child.get("x", "0"), child.get("y", "0")
        if (x, y) != ("0", "0"):
            transform += f" translate({x},{y})"
        if transform.strip():
            group.set("transform", transform.strip())
        for name, value in child.attrib.items():
            if name not in ("transform", "x", "y", "width", "height", "href", _XLINK_HREF):
                group.set(name, value)
        target = copy.deepcopy(by_id[ref])
        for node in target.iter():
            node.attrib.pop("id", None)  # ids must stay unique
        group.append(target)
        _inline_uses(group, by_id)
        element.remove(child)
        element.insert(index, group)


def render_image(renderer: QSvgRenderer, element_id: str, card_rect: QRectF,
                 size: QSize, dpr: float) -> QImage:
    """One card as an image of ``size`` device pixels; safe in any thread."""
    image = QImage(size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    painter.scale(size.width() / card_rect.width(), size.height() / card_rect.height())
    painter.translate(-card_rect.topLeft())
    # Draw the element where it sits in the document (its bounds may overhang
    # the card, e.g. text boxes), not stretched into the card rectangle.
    bounds = renderer.transformForElement(element_id).mapRect(
        renderer.boundsOnElement(element_id))
    renderer.render(painter, element_id, bounds)
    painter.end()
    image.setDevicePixelRatio(dpr)
    return image


class _JobSignals(QObject):
    done = Signal(object, object)  # job key, {element_id: QImage}


class _RenderJob(QRunnable):
    """Renders a list of elements at one size with its own QSvgRenderer."""

    def __init__(self, svg: QByteArray, element_ids: list[str], card_rect: QRectF,
                 size: QSize, dpr: float, key: tuple[int, float]) -> None:
        super().__init__()
        self.setAutoDelete(False)  # the theme keeps the Python object alive
        self.signals = _JobSignals()
        self.key = key
        self.cancelled = False
        self.finished = False
        self._args = (svg, element_ids, card_rect, size, dpr)

    def run(self) -> None:
        svg, element_ids, card_rect, size, dpr = self._args
        try:
            if self.cancelled:
                return
            renderer = QSvgRenderer(svg)  # never share one renderer across threads
            images = {}
            for element_id in element_ids:
                if self.cancelled:
                    return
                images[element_id] = render_image(renderer, element_id, card_rect, size, dpr)
            self.signals.done.emit(self.key, images)
        finally:
            self.finished = True


class DeckTheme(QObject):
    """Pixmaps of one deck's cards, rendered on demand and cached per size."""

    prerendered = Signal(int, float)  # width_px, dpr: the whole deck is cached

    def __init__(self, spec: ThemeSpec, cache_bytes: int = 96 * 1024 * 1024,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.spec = spec
        self._svg = _prepare_svg(spec)
        self._renderer = QSvgRenderer(self._svg, self)
        if not self._renderer.isValid():
            raise ValueError(f"cannot read deck SVG {asset_path(*spec.svg)}")
        self._card_rect = self._renderer.boundsOnElement(spec.element_ids[spec.card_rect_id])
        self._cache: OrderedDict[tuple[str, int, float], QPixmap] = OrderedDict()
        self._cache_bytes = 0
        self._cache_limit = cache_bytes
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)  # one size at a time; keep a core for the game
        self._jobs: dict[tuple[int, float], _RenderJob] = {}
        self._retired: list[_RenderJob] = []  # cancelled, maybe still running

    @classmethod
    def load(cls, key: str = "svg-cards", **kwargs) -> "DeckTheme":
        return cls(THEMES[key], **kwargs)

    # -- geometry and mapping ------------------------------------------------

    def card_size(self) -> QSizeF:
        """The card's natural size in SVG units; only its aspect ratio matters."""
        return self._card_rect.size()

    def aspect(self) -> float:
        """Height divided by width."""
        return self._card_rect.height() / self._card_rect.width()

    def pixel_size(self, width_px: int, dpr: float = 1.0) -> QSize:
        """Device-pixel size of a card ``width_px`` logical pixels wide."""
        return QSize(max(1, round(width_px * dpr)),
                     max(1, round(width_px * self.aspect() * dpr)))

    def element_id(self, card: str | None) -> str:
        """SVG element id for a card code, or for the back when ``card`` is None/BACK."""
        code = BACK if card is None else card
        try:
            return self.spec.element_ids[code]
        except KeyError:
            raise KeyError(f"{self.spec.key}: no element for card {card!r}") from None

    def has_element(self, element_id: str) -> bool:
        return self._renderer.elementExists(element_id)

    # -- pixmaps ---------------------------------------------------------------

    def pixmap(self, card: str | None, width_px: int, dpr: float = 1.0) -> QPixmap:
        """The card (or back) exactly ``width_px`` logical pixels wide.

        A miss renders synchronously, then queues the rest of the deck at this
        size in the background so the next cards are ready.
        """
        element_id = self.element_id(card)
        width_px = max(1, int(width_px))
        key = (element_id, width_px, _dpr_key(dpr))
        pixmap = self._cache.get(key)
        if pixmap is not None:
            self._cache.move_to_end(key)
            return pixmap
        image = render_image(self._renderer, element_id, self._card_rect,
                             self.pixel_size(width_px, dpr), dpr)
        pixmap = self._store(key, QPixmap.fromImage(image))
        self.prerender(width_px, dpr)
        return pixmap

    def is_cached(self, card: str | None, width_px: int, dpr: float = 1.0) -> bool:
        return (self.element_id(card), int(width_px), _dpr_key(dpr)) in self._cache

    def prerender(self, width_px: int, dpr: float = 1.0) -> bool:
        """Render the whole deck at this size in the background.

        Returns False when there is nothing to do (all cached, or a job for this
        size is already queued).  A new size cancels jobs for other sizes: after
        a resize the old size is no longer wanted.
        """
        width_px, dpr = max(1, int(width_px)), _dpr_key(dpr)
        job_key = (width_px, dpr)
        if job_key in self._jobs:
            return False
        missing = [e for e in dict.fromkeys(self.spec.element_ids.values())
                   if (e, width_px, dpr) not in self._cache]
        if not missing:
            return False
        for old in self._jobs.values():
            old.cancelled = True
            self._retired.append(old)
        self._jobs.clear()
        self._retired = [j for j in self._retired if not j.finished]
        job = _RenderJob(self._svg, missing, self._card_rect,
                         self.pixel_size(width_px, dpr), dpr, job_key)
        job.signals.done.connect(self._on_job_done)  # queued: emitted in the worker
        self._jobs[job_key] = job
        self._pool.start(job)
        return True

    def wait_for_jobs(self, msecs: int = -1) -> bool:
        """Block until background rendering stops (shutdown, tests)."""
        return self._pool.waitForDone(msecs)

    def cache_usage(self) -> tuple[int, int]:
        """(pixmaps, bytes) held by the cache."""
        return len(self._cache), self._cache_bytes

    def clear_cache(self) -> None:
        self._cache.clear()
        self._cache_bytes = 0

    def _on_job_done(self, job_key: tuple[int, float], images: dict[str, QImage]) -> None:
        job = self._jobs.pop(job_key, None)
        if job is None or job.cancelled:
            return
        width_px, dpr = job_key
        for element_id, image in images.items():
            key = (element_id, width_px, dpr)
            if key not in self._cache:  # keep pixmaps already handed out
                self._store(key, QPixmap.fromImage(image))
        self.prerendered.emit(width_px, dpr)

    def _store(self, key: tuple[str, int, float], pixmap: QPixmap) -> QPixmap:
        self._cache[key] = pixmap
        self._cache_bytes += _pixmap_bytes(pixmap)
        while self._cache_bytes > self._cache_limit and len(self._cache) > 1:
            _, evicted = self._cache.popitem(last=False)
            self._cache_bytes -= _pixmap_bytes(evicted)
        return pixmap


def _dpr_key(dpr: float) -> float:
    return round(float(dpr), 3)


def _pixmap_bytes(pixmap: QPixmap) -> int:
    return pixmap.width() * pixmap.height() * 4
