"""Deck themes: card faces and backs rendered from one SVG, cached per pixel size.

A theme maps the engine's card notation ("QH", "TS", "9C") to element ids in
one SVG file (plain or gzip-compressed).  German-suited decks use the same
codes: hearts = Herz (czerwień), diamonds = Schellen (dzwonek), clubs = Eichel
(żołądź), spades = Grün (wino).  French decks can be drawn with four-colour
suits (diamonds blue, clubs green), recoloured in memory.  Cards are rendered
at the exact pixel size they are shown at (so they stay crisp at any zoom and
on HiDPI screens) and kept in a bounded LRU cache.  When a new size is first
asked for, the asked card is rendered at once and the rest of the deck is
rendered in a worker thread: QImage is safe to paint off the GUI thread,
QPixmap is not, so workers hand QImages back to the GUI thread through a
queued signal.
"""
from __future__ import annotations

import copy
import gzip
import logging
import time
import xml.etree.ElementTree as ET
from collections import OrderedDict
from dataclasses import dataclass, field
from typing import Literal

from PySide6.QtCore import (QByteArray, QObject, QRectF, QRunnable, QSize,
                            QSizeF, Qt, QThreadPool, Signal)
from PySide6.QtGui import QImage, QPainter, QPixmap
from PySide6.QtSvg import QSvgRenderer

from tysiac_desktop.resources import asset_path
from tysiac_engine.cards import RANKS, SUITS

log = logging.getLogger(__name__)

BACK = "back"
CARD_CODES: tuple[str, ...] = tuple(r + s for s in SUITS for r in RANKS)
DEFAULT_THEME = "svg-cards"

# Four-colour inks: a clear blue for diamonds and a green for clubs, dark
# enough to read on white and far from the red and black of the other suits.
FOUR_COLOUR_BLUE = "#1759c8"
FOUR_COLOUR_GREEN = "#14852b"

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
    # "stacked": every card is drawn at the place of card_rect_id (its bounds
    # may overhang, e.g. text boxes); "sheet": the cards lie side by side and
    # each element's bounds are exactly its card.
    layout: Literal["stacked", "sheet"] = "stacked"
    # The suit tradition the pictures show, for naming suits in texts: with
    # "german", H/D/C/S are czerwień/dzwonek/żołądź/wino (Herz, Schellen,
    # Eichel, Grün).
    suits: Literal["french", "german"] = "french"
    # Four-colour suits: suit letter -> (the deck's ink for that suit, new ink).
    # Empty for decks whose suits already differ in colour (German decks).
    four_colour_inks: dict[str, tuple[str, str]] = field(default_factory=dict)

    @property
    def four_colour_capable(self) -> bool:
        """Whether ``DeckTheme.load(..., four_colour=True)`` changes anything."""
        return bool(self.four_colour_inks)


def french_ids(rank_names: dict[str, str], suit_names: dict[str, str],
               pattern: str, back: str) -> dict[str, str]:
    """Build a code → element-id table from per-rank and per-suit names."""
    ids = {r + s: pattern.format(rank=rank_names[r], suit=suit_names[s])
           for s in SUITS for r in RANKS}
    ids[BACK] = back
    return ids


# rank letter (cards.RANKS: 7 8 9 J Q K T A) -> the name the decks use
FRENCH_RANK_IDS = {"7": "7", "8": "8", "9": "9", "J": "jack", "Q": "queen", "K": "king", "T": "10", "A": "1"}

THEMES: dict[str, ThemeSpec] = {
    "svg-cards": ThemeSpec(
        key="svg-cards",
        name="SVG-cards (French)",
        licence="SVG-cards 4.0.2 · © David Bellot, Huub de Beer et al. · LGPL-2.1",
        svg=("decks", "svg-cards", "svg-cards.svg"),
        element_ids=french_ids(
            FRENCH_RANK_IDS,
            {"H": "heart", "D": "diamond", "C": "club", "S": "spade"},
            "{suit}_{rank}", "back"),
        corner_radius=6.87 / 169.075,
        back_fill="#1d4f9c",
        inline_uses=("back",),
        four_colour_inks={"D": ("#e6180a", FOUR_COLOUR_BLUE),
                          "C": ("#000000", FOUR_COLOUR_GREEN)},
    ),
    "xskat-german": ThemeSpec(
        key="xskat-german",
        name="XSkat German (German suits)",
        licence="XSkat German · © Gunter Gerhardt (xskat.de), KDE games · GPL-2+",
        svg=("decks", "xskat-german", "german.svgz"),
        # KDE puts German decks on French ids: heart = Herz, diamond = Schellen
        # (bells), club = Eichel (acorns), spade = Grün (leaves); jack = Unter,
        # queen = Ober, 1 = Daus.
        element_ids=french_ids(
            FRENCH_RANK_IDS,
            {"H": "heart", "D": "diamond", "C": "club", "S": "spade"},
            "{rank}_{suit}", "back"),
        corner_radius=9 / 144.8,
        suits="german",
    ),
    "atlasnye": ThemeSpec(
        key="atlasnye",
        name="Atlasnye (Russian pattern)",
        licence="Atlasnye · GNOME AisleRiot, after Dmitry Fomin (CC0) · GPL-3+ / LGPL-3+",
        svg=("decks", "atlasnye", "atlasnye.svgz"),
        element_ids=french_ids(
            FRENCH_RANK_IDS,
            {"H": "heart", "D": "diamond", "C": "club", "S": "spade"},
            "{suit}_{rank}", "back"),
        corner_radius=29.944 / 362,
        layout="sheet",
        four_colour_inks={"D": ("#e04129", FOUR_COLOUR_BLUE),
                          "C": ("#2b2b2b", FOUR_COLOUR_GREEN)},
    ),
}


def theme_spec(key: str | None) -> ThemeSpec:
    """The theme called ``key``, or the default one for an unknown key."""
    spec = THEMES.get(key or "")
    if spec is None:
        log.warning("unknown deck theme %r; using %r", key, DEFAULT_THEME)
        return THEMES[DEFAULT_THEME]
    return spec


def _read_svg(spec: ThemeSpec) -> bytes:
    raw = asset_path(*spec.svg).read_bytes()
    if raw[:2] == b"\x1f\x8b":  # .svgz
        raw = gzip.decompress(raw)
    return raw


def _prepare_svg(spec: ThemeSpec, four_colour: bool = False) -> QByteArray:
    """The SVG bytes, adjusted in memory where the theme asks for it."""
    raw = _read_svg(spec)
    four_colour = four_colour and spec.four_colour_capable
    if not spec.back_fill and not spec.inline_uses and not four_colour:
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
    if four_colour:
        _recolour_suits(spec, by_id)
    return QByteArray(ET.tostring(root, encoding="utf-8"))


def _inline_uses(element: ET.Element, by_id: dict[str, ET.Element], depth: int = 0) -> None:
    """Replace every <use> below ``element`` with a copy of what it points to.

    Qt SVG loses parts of nested, mirrored <use> chains (whole blocks of the
    svg-cards back pattern go missing); plain copies draw correctly.
    """
    if depth > 64:  # a <use> cycle in a broken file: leave the rest as it is
        return
    for index, child in enumerate(list(element)):
        if child.tag != f"{{{_SVG_NS}}}use":
            _inline_uses(child, by_id, depth + 1)
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
        _inline_uses(group, by_id, depth + 1)
        element.remove(child)
        element.insert(index, group)


# -- four-colour suits --------------------------------------------------------

_SHAPES = frozenset(f"{{{_SVG_NS}}}{name}" for name in (
    "path", "rect", "circle", "ellipse", "polygon", "polyline", "line", "text", "tspan"))


def _recolour_suits(spec: ThemeSpec, by_id: dict[str, ET.Element]) -> None:
    """Repaint the suit ink of the cards named in ``spec.four_colour_inks``.

    First every face gets its own copy of what it draws through <use> (decks
    share pips and even whole blocks between cards), so repainting the
    diamonds cannot reach a heart.  Then, in each card of a repainted suit,
    shapes filled with the suit's ink (and their outline in the same ink) get
    the new ink, except inside the court pictures, which keep their colours.
    """
    faces = [by_id.get(spec.element_ids[code]) for code in CARD_CODES]
    for face in faces:
        if face is not None:
            _inline_uses(face, by_id)
    for code, face in zip(CARD_CODES, faces):
        inks = spec.four_colour_inks.get(code[-1])
        if face is not None and inks is not None:
            _recolour_card(face, _colour(inks[0]), inks[1])


def _recolour_card(card: ET.Element, old: str, new: str) -> None:
    inherited = _paint(card, "fill") or "#000000"  # SVG's initial fill is black
    for part in card:
        if len(_paints(part)) >= 3:
            continue  # a picture (court card art), not suit ink
        _recolour_tree(part, inherited, old, new)


def _recolour_tree(node: ET.Element, inherited: str, old: str, new: str) -> None:
    own = _paint(node, "fill")
    fill = inherited if own in (None, "inherit") else own
    if fill == old and node.tag in _SHAPES:
        _set_paint(node, "fill", new)
        if own == old and _paint(node, "stroke") == old:
            _set_paint(node, "stroke", new)  # the outline that thickens a glyph
    for child in node:
        _recolour_tree(child, fill, old, new)


def _paints(element: ET.Element) -> set[str]:
    """Every fill and stroke paint used in ``element`` (after inlining)."""
    found = set()
    for node in element.iter():
        for name in ("fill", "stroke"):
            value = _paint(node, name)
            if value not in (None, "none", "inherit"):
                found.add(value)
    return found


def _paint(node: ET.Element, name: str) -> str | None:
    """The node's own fill or stroke (style wins over the attribute), normalised."""
    for declaration in (node.get("style") or "").split(";"):
        key, _, value = declaration.partition(":")
        if key.strip() == name and value.strip():
            return _colour(value)
    value = node.get(name)
    return None if value is None else _colour(value)


def _set_paint(node: ET.Element, name: str, value: str) -> None:
    style = node.get("style")
    if style:
        kept = [d for d in style.split(";") if d.partition(":")[0].strip() != name and d.strip()]
        node.set("style", ";".join(kept + [f"{name}:{value}"]))
    node.set(name, value)


def _colour(value: str) -> str:
    value = value.strip().lower()
    if len(value) == 4 and value.startswith("#"):
        value = "#" + "".join(c * 2 for c in value[1:])
    return value


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


# Every render job stays referenced here until well after it ended: a Python QRunnable freed
# while a pool thread is still inside its run() crashes the process, and a theme (with its job
# list) may be dropped at any moment (a closed window, a changed deck).
_LIVE_JOBS: list["_RenderJob"] = []
_JOB_GRACE_S = 5.0


def _keep_alive(job: "_RenderJob") -> None:
    now = time.monotonic()
    _LIVE_JOBS[:] = [j for j in _LIVE_JOBS if j.ended_at is None or now - j.ended_at < _JOB_GRACE_S]
    _LIVE_JOBS.append(job)


class _JobSignals(QObject):
    done = Signal(object, object)  # job key, {element_id: QImage}


class _RenderJob(QRunnable):
    """Renders a list of elements at one size with its own QSvgRenderer."""

    def __init__(self, svg: QByteArray, element_ids: list[str], card_rects: dict[str, QRectF],
                 size: QSize, dpr: float, key: tuple[int, float]) -> None:
        super().__init__()
        self.setAutoDelete(False)  # the theme keeps the Python object alive
        self.signals = _JobSignals()
        self.key = key
        self.cancelled = False
        self.finished = False
        self.ended_at: float | None = None
        self._args = (svg, element_ids, card_rects, size, dpr)

    def run(self) -> None:
        svg, element_ids, card_rects, size, dpr = self._args
        try:
            if self.cancelled:
                return
            renderer = QSvgRenderer(svg)  # never share one renderer across threads
            images = {}
            for element_id in element_ids:
                if self.cancelled:
                    return
                images[element_id] = render_image(renderer, element_id,
                                                  card_rects[element_id], size, dpr)
            self.signals.done.emit(self.key, images)
        finally:
            self.finished = True
            self.ended_at = time.monotonic()


class DeckTheme(QObject):
    """Pixmaps of one deck's cards, rendered on demand and cached per size."""

    prerendered = Signal(int, float)  # width_px, dpr: the whole deck is cached

    def __init__(self, spec: ThemeSpec, cache_bytes: int = 96 * 1024 * 1024,
                 parent: QObject | None = None, *, four_colour: bool = False) -> None:
        super().__init__(parent)
        self.spec = spec
        self.four_colour = four_colour and spec.four_colour_capable  # what is drawn
        self._svg = _prepare_svg(spec, self.four_colour)
        self._renderer = QSvgRenderer(self._svg, self)
        if not self._renderer.isValid():
            raise ValueError(f"cannot read deck SVG {asset_path(*spec.svg)}")
        self._card_rect = self._element_rect(spec.element_ids[spec.card_rect_id])
        # Where each card lies in the document: one place for a stacked deck,
        # its own bounds on a sheet.
        self._card_rects = {
            element_id: (self._element_rect(element_id) if spec.layout == "sheet"
                         else self._card_rect)
            for element_id in dict.fromkeys(spec.element_ids.values())}
        self._cache: OrderedDict[tuple[str, int, float], QPixmap] = OrderedDict()
        self._cache_bytes = 0
        self._cache_limit = cache_bytes
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)  # one size at a time; keep a core for the game
        self._jobs: dict[tuple[int, float], _RenderJob] = {}
        self._retired: list[_RenderJob] = []  # cancelled, maybe still running

    @classmethod
    def load(cls, key: str = DEFAULT_THEME, four_colour: bool = False, **kwargs) -> "DeckTheme":
        """The theme ``key`` (a ``THEMES`` key), with four-colour suits if asked.

        An unknown key, or a deck whose file is missing or unreadable, falls
        back to the default deck: a settings file may name a deck that is gone.
        ``four_colour`` has no effect on decks that are not four-colour capable.
        """
        spec = theme_spec(key)
        try:
            return cls(spec, four_colour=four_colour, **kwargs)
        except Exception as error:  # missing, truncated or unreadable deck file
            if spec.key == DEFAULT_THEME:
                raise
            log.warning("cannot load deck %r (%s); using %r", spec.key, error, DEFAULT_THEME)
            return cls(THEMES[DEFAULT_THEME], four_colour=four_colour, **kwargs)

    def _element_rect(self, element_id: str) -> QRectF:
        return self._renderer.transformForElement(element_id).mapRect(
            self._renderer.boundsOnElement(element_id))

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
        image = render_image(self._renderer, element_id, self._card_rects[element_id],
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
        job = _RenderJob(self._svg, missing, self._card_rects,
                         self.pixel_size(width_px, dpr), dpr, job_key)
        job.signals.done.connect(self._on_job_done)  # queued: emitted in the worker
        self._jobs[job_key] = job
        _keep_alive(job)
        self._pool.start(job)
        return True

    def wait_for_jobs(self, msecs: int = -1) -> bool:
        """Block until background rendering stops (shutdown, tests)."""
        return self._pool.waitForDone(msecs)

    def cache_usage(self) -> tuple[int, int]:
        """(pixmaps, bytes) held by the cache."""
        return len(self._cache), self._cache_bytes

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
