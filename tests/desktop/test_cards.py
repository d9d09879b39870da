"""Deck themes and card items, offscreen (QT_QPA_PLATFORM=offscreen)."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPixmap
from PySide6.QtWidgets import QFrame, QGraphicsScene, QGraphicsView

from tysiac_desktop.resources import asset_path
from tysiac_desktop.table.card_item import CardItem
from tysiac_desktop.table.deck_theme import BACK, CARD_CODES, THEMES, DeckTheme

ALL = CARD_CODES + (BACK,)


@pytest.fixture
def theme(qapp):
    deck = DeckTheme.load("svg-cards")
    yield deck
    deck.wait_for_jobs()


@pytest.fixture
def view(qtbot):
    scene = QGraphicsScene(0, 0, 800, 600)
    widget = QGraphicsView(scene)
    scene.setParent(widget)  # the view does not own its scene
    widget.setFrameShape(QFrame.Shape.NoFrame)
    widget.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    widget.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    widget.resize(800, 600)
    qtbot.addWidget(widget)
    widget.show()
    qtbot.waitExposed(widget)
    return widget


def card_at(theme, view, code="QH", pos=QPointF(400, 300), face_up=True) -> CardItem:
    item = CardItem(theme, code, face_up=face_up, card_width=100)
    view.scene().addItem(item)
    item.setPos(pos)
    return item


def rgba(pixmap: QPixmap) -> list[tuple[int, int, int, int]]:
    image = pixmap.toImage().convertToFormat(QImage.Format.Format_RGBA8888)
    data = bytes(image.constBits())[: image.sizeInBytes()]
    return [tuple(data[i:i + 4]) for i in range(0, len(data), 4)]


def render_item(item: CardItem) -> QImage:
    """The item's scene area as an image (what the table would show there)."""
    rect = item.sceneBoundingRect()
    image = QImage(int(rect.width()), int(rect.height()), QImage.Format.Format_ARGB32)
    image.fill(QColor("darkgreen"))
    painter = QPainter(image)
    item.scene().render(painter, QRectF(image.rect()), rect)
    painter.end()
    return image


def brightness(image: QImage) -> float:
    image = image.convertToFormat(QImage.Format.Format_RGBA8888)
    data = bytes(image.constBits())[: image.sizeInBytes()]
    return sum(data[i] + data[i + 1] + data[i + 2] for i in range(0, len(data), 4)) / len(data)


# -- theme -------------------------------------------------------------------

def test_registry_names_a_readable_deck():
    spec = THEMES["svg-cards"]
    assert spec.name and "LGPL" in spec.licence
    assert asset_path(*spec.svg).is_file()


def test_every_card_and_the_back_map_to_an_existing_element(theme):
    ids = [theme.element_id(code) for code in ALL]
    assert len(set(ids)) == 25
    for element_id in ids:
        assert theme.has_element(element_id), element_id
    assert theme.element_id("QH") == "heart_queen"
    assert theme.element_id("TS") == "spade_10"
    assert theme.element_id("AC") == "club_1"
    assert theme.element_id(None) == theme.element_id(BACK)
    with pytest.raises(KeyError):
        theme.element_id("8H")


def test_card_size_has_the_natural_aspect(theme):
    size = theme.card_size()
    assert size.width() == pytest.approx(169.075, abs=0.01)
    assert theme.aspect() == pytest.approx(244.64 / 169.075, rel=1e-3)


@pytest.mark.parametrize("width,dpr", [(80, 1.0), (121, 2.0), (100, 1.5)])
def test_pixmap_has_the_asked_size_times_dpr(theme, width, dpr):
    pixmap = theme.pixmap("KD", width, dpr)
    assert pixmap.width() == round(width * dpr)
    assert pixmap.height() == round(width * theme.aspect() * dpr)
    assert pixmap.devicePixelRatio() == dpr
    assert pixmap.deviceIndependentSize().width() == pytest.approx(width, abs=0.5)


def test_no_face_is_blank_and_every_face_is_different(theme):
    seen = set()
    for code in ALL:
        pixels = rgba(theme.pixmap(code, 60))
        corner = pixels[0]
        assert corner[3] < 40, f"{code}: the rounded corner should be see-through"
        differing = sum(1 for p in pixels if p != corner)
        assert differing > len(pixels) // 2, code
        seen.add(hash(tuple(pixels)))
    assert len(seen) == len(ALL)


def is_red(p: tuple[int, int, int, int]) -> bool:
    return p[3] > 200 and p[0] > 170 and p[1] < 90 and p[2] < 90


@pytest.mark.parametrize("code", [c for c in CARD_CODES if c[1] in "HD"])
def test_red_suits_contain_red(theme, code):
    assert sum(map(is_red, rgba(theme.pixmap(code, 60)))) > 20


@pytest.mark.parametrize("code", ["9C", "TC", "AC", "9S", "TS", "AS"])
def test_black_pip_cards_contain_no_red(theme, code):
    assert not any(map(is_red, rgba(theme.pixmap(code, 60))))


def test_ace_of_spades_differs_from_ace_of_hearts(theme):
    assert rgba(theme.pixmap("AS", 90)) != rgba(theme.pixmap("AH", 90))


def test_cache_hit_returns_the_same_pixmap(theme):
    first = theme.pixmap("QH", 90, 1.0)
    assert theme.is_cached("QH", 90, 1.0)
    assert theme.pixmap("QH", 90, 1.0).cacheKey() == first.cacheKey()
    assert theme.pixmap("QH", 91, 1.0).cacheKey() != first.cacheKey()
    assert theme.pixmap("QH", 90, 2.0).cacheKey() != first.cacheKey()


def test_cache_is_bounded(qapp):
    limit = 3 * 60 * 87 * 4  # about three 60-pixel cards
    deck = DeckTheme.load("svg-cards", cache_bytes=limit)
    try:
        for width in range(40, 60):
            deck.pixmap("9H", width)
        entries, used = deck.cache_usage()
        assert used <= limit and 1 <= entries <= 3
        assert deck.is_cached("9H", 59) and not deck.is_cached("9H", 40)
    finally:
        deck.wait_for_jobs()


def test_background_prerender_fills_the_cache(theme, qtbot):
    with qtbot.waitSignal(theme.prerendered, timeout=10_000) as blocker:
        assert theme.prerender(137, 1.0)
    assert blocker.args == [137, 1.0]
    assert all(theme.is_cached(code, 137, 1.0) for code in ALL)
    assert not theme.prerender(137, 1.0)  # nothing left to do


def test_a_miss_renders_now_and_queues_the_rest(theme, qtbot):
    with qtbot.waitSignal(theme.prerendered, timeout=10_000):
        sync = theme.pixmap("9H", 111)
        assert theme.is_cached("9H", 111)
    assert all(theme.is_cached(code, 111) for code in ALL)
    assert theme.pixmap("9H", 111).cacheKey() == sync.cacheKey()  # not replaced


def test_background_images_match_synchronous_ones(theme, qtbot, qapp):
    other = DeckTheme.load("svg-cards")
    try:
        with qtbot.waitSignal(other.prerendered, timeout=10_000):
            other.prerender(73, 2.0)
        for code in ("JS", BACK):
            assert rgba(other.pixmap(code, 73, 2.0)) == rgba(theme.pixmap(code, 73, 2.0))
    finally:
        other.wait_for_jobs()


# -- card item ---------------------------------------------------------------

def test_animate_with_zero_duration_is_immediate(theme, view):
    item = card_at(theme, view, "KS", face_up=False)
    done = []
    item.animation_finished.connect(done.append)
    item.animate_to(QPointF(120, 90), rotation=30, face_up=True, duration_ms=0, z=7)
    assert item.pos() == QPointF(120, 90)
    assert item.rotation() == 30 and item.zValue() == 7
    assert item.face_up and item.shown() == "KS"
    assert done == [item]
    assert CardItem.running_animations() == 0


def test_animate_reaches_its_target(theme, view, qtbot):
    item = card_at(theme, view, "TD")
    with qtbot.waitSignal(item.animation_finished, timeout=3000):
        item.animate_to(QPointF(650, 120), rotation=-15, duration_ms=100, z=3)
        assert item.is_animating() and CardItem.running_animations() == 1
        assert item.pos() != QPointF(650, 120)
    assert item.pos().x() == pytest.approx(650) and item.pos().y() == pytest.approx(120)
    assert item.rotation() == pytest.approx(-15)
    assert CardItem.running_animations() == 0


def test_flip_changes_the_face(theme, view, qtbot):
    item = card_at(theme, view, "QH", face_up=False)
    before = render_item(item)
    assert item.shown() == BACK
    with qtbot.waitSignal(item.animation_finished, timeout=3000):
        item.animate_to(item.pos(), face_up=True, duration_ms=100)
    assert item.face_up and item.shown() == "QH"
    after = render_item(item)
    assert after != before
    # the queen of hearts shows red; the blue back had none
    assert sum(map(is_red, rgba(QPixmap.fromImage(after)))) > 50


def test_an_interrupted_flip_still_ends_on_the_asked_face(theme, view):
    item = card_at(theme, view, "9S", face_up=False)
    item.animate_to(QPointF(100, 100), face_up=True, duration_ms=500)
    item.animate_to(QPointF(200, 200), duration_ms=0)
    assert item.face_up and item.pos() == QPointF(200, 200)
    assert CardItem.running_animations() == 0


def test_hidden_card_shows_the_back_even_face_up(theme, view):
    item = card_at(theme, view, None, face_up=True)
    assert item.shown() == BACK


def test_item_asks_for_its_on_screen_size(theme, view, qtbot):
    card_at(theme, view, "AD")
    view.scale(2.0, 2.0)
    view.centerOn(400, 300)
    view.viewport().repaint()
    dpr = view.viewport().devicePixelRatio()
    qtbot.waitUntil(lambda: theme.is_cached("AD", 200, dpr), timeout=3000)


def test_dimmed_is_darker_and_highlighted_lifts(theme, view, qtbot):
    item = card_at(theme, view, "9D")
    normal = brightness(render_item(item))
    item.set_dimmed(True)
    qtbot.wait(200)
    assert brightness(render_item(item)) < normal * 0.85
    item.set_highlighted(True)
    assert item.highlighted and not item.dimmed
    qtbot.waitUntil(lambda: item._lift > 0, timeout=2000)


def test_click_emits_clicked(theme, view, qtbot):
    item = card_at(theme, view, "JC")
    with qtbot.waitSignal(item.clicked, timeout=2000) as blocker:
        qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton,
                         pos=view.mapFromScene(item.pos()))
    assert blocker.args == [item]


def test_double_click_emits_double_clicked(theme, view, qtbot):
    item = card_at(theme, view, "JC")
    with qtbot.waitSignal(item.double_clicked, timeout=2000):
        qtbot.mouseDClick(view.viewport(), Qt.MouseButton.LeftButton,
                          pos=view.mapFromScene(item.pos()))


def test_a_non_interactive_card_ignores_clicks(theme, view, qtbot):
    item = card_at(theme, view, "JC")
    item.set_interactive(False)
    with qtbot.assertNotEmitted(item.clicked):
        qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton,
                         pos=view.mapFromScene(item.pos()))


def test_drag_moves_the_card_and_drops_it(theme, view, qtbot):
    item = card_at(theme, view, "KH", pos=QPointF(300, 300))
    item.setZValue(2)
    start = view.mapFromScene(item.pos())
    end = start + QPointF(150, 80).toPoint()
    viewport = view.viewport()
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=start)
    with qtbot.waitSignal(item.drag_started, timeout=2000):
        for step in range(1, 11):
            qtbot.mouseMove(viewport, start + (end - start) * step / 10)
    assert item.pos().x() == pytest.approx(450, abs=2)
    assert item.pos().y() == pytest.approx(380, abs=2)
    with qtbot.waitSignal(item.dropped, timeout=2000) as blocker:
        qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=end)
    dropped_item, scene_pos = blocker.args
    release = view.mapToScene(end)
    assert dropped_item is item
    assert abs(scene_pos.x() - release.x()) <= 2 and abs(scene_pos.y() - release.y()) <= 2

    item.return_home(duration_ms=0)
    assert item.pos() == QPointF(300, 300) and item.zValue() == 2
