"""Deck themes and card items, offscreen (QT_QPA_PLATFORM=offscreen)."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPixmap
from PySide6.QtWidgets import QFrame, QGraphicsScene, QGraphicsView

from tysiac_desktop.resources import asset_path
from tysiac_desktop.table.card_item import CardItem
from tysiac_desktop.table.deck_theme import (BACK, CARD_CODES, DEFAULT_THEME, THEMES, DeckTheme,
                                            ThemeSpec, theme_spec)

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
    assert len(set(ids)) == 33  # 32 cards (the 24-card deck and the 7s and 8s) and the back
    for element_id in ids:
        assert theme.has_element(element_id), element_id
    assert theme.element_id("QH") == "heart_queen"
    assert theme.element_id("TS") == "spade_10"
    assert theme.element_id("AC") == "club_1"
    assert theme.element_id("8H") == "heart_8" and theme.element_id("7S") == "spade_7"
    assert theme.element_id(None) == theme.element_id(BACK)
    with pytest.raises(KeyError):
        theme.element_id("6H")


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


# -- every deck, four-colour suits ----------------------------------------------

KEYS = sorted(THEMES)
FOUR_COLOUR_KEYS = [key for key in KEYS if THEMES[key].four_colour_capable]


@pytest.fixture(scope="module")
def decks(qapp):
    """(key, four_colour) -> DeckTheme, loaded once for this module."""
    loaded: dict[tuple[str, bool], DeckTheme] = {}

    def get(key: str, four_colour: bool = False) -> DeckTheme:
        if (key, four_colour) not in loaded:
            loaded[key, four_colour] = DeckTheme.load(key, four_colour=four_colour)
        return loaded[key, four_colour]

    yield get
    for deck in loaded.values():
        deck.wait_for_jobs()


def is_blue(p: tuple[int, int, int, int]) -> bool:
    return p[3] > 200 and p[2] > 150 and p[0] < 80 and p[1] < 130


def is_green(p: tuple[int, int, int, int]) -> bool:
    return p[3] > 200 and p[1] > 100 and p[0] < 80 and p[2] < 90


def test_the_registry_has_the_french_german_and_russian_decks():
    assert {"svg-cards", "xskat-german", "atlasnye"} <= set(THEMES)
    for key, spec in THEMES.items():
        assert spec.key == key and spec.name and spec.licence
        assert spec.suits in ("french", "german")
        assert spec.layout in ("stacked", "sheet")
    assert THEMES["xskat-german"].suits == "german"
    assert THEMES["svg-cards"].suits == THEMES["atlasnye"].suits == "french"
    # German suits already differ in colour; French ones can take four colours
    assert not THEMES["xskat-german"].four_colour_capable
    assert THEMES["svg-cards"].four_colour_capable and THEMES["atlasnye"].four_colour_capable


@pytest.mark.parametrize("key", KEYS)
def test_every_deck_sits_beside_its_licence_and_source(key):
    spec = THEMES[key]
    svg = asset_path(*spec.svg)
    assert svg.is_file() and svg.stat().st_size > 10_000
    folder = svg.parent
    licence = (folder / "LICENSE").read_text(encoding="utf-8")
    assert "GNU" in licence and len(licence) > 5000  # a whole licence text, not a pointer
    source = (folder / "SOURCE.md").read_text(encoding="utf-8")
    assert svg.name in source  # names the file it describes
    assert "Licence" in source and "Package" in source


@pytest.mark.parametrize("key", KEYS)
def test_every_card_of_every_deck_maps_to_an_existing_element(decks, key):
    deck = decks(key)
    assert deck.spec.key == key
    ids = [deck.element_id(code) for code in ALL]
    assert len(set(ids)) == 33
    for element_id in ids:
        assert deck.has_element(element_id), f"{key}: {element_id}"


def test_the_german_deck_maps_bells_acorns_and_leaves_onto_french_codes(decks):
    deck = decks("xskat-german")
    # KDE: heart = Herz (czerwień), diamond = Schellen (dzwonek),
    # club = Eichel (żołądź), spade = Grün (wino); queen = Ober, 1 = Daus
    assert deck.element_id("QH") == "queen_heart"
    assert deck.element_id("9D") == "9_diamond"
    assert deck.element_id("AC") == "1_club"
    assert deck.element_id("JS") == "jack_spade"
    assert deck.element_id("TS") == "10_spade"


@pytest.mark.parametrize("key", KEYS)
@pytest.mark.parametrize("width,dpr", [(48, 1.0), (90, 1.5)])
def test_every_deck_draws_every_card_whole_and_different(decks, key, width, dpr):
    deck = decks(key)
    seen = set()
    for code in ALL:
        pixmap = deck.pixmap(code, width, dpr)
        assert (pixmap.width(), pixmap.height()) == (round(width * dpr),
                                                     round(width * deck.aspect() * dpr))
        image = pixmap.toImage().convertToFormat(QImage.Format.Format_RGBA8888)
        w, h = image.width(), image.height()
        # drawn in place: the rounded corners are see-through, the card's edges are not
        for x, y in ((0, 0), (w - 1, 0), (0, h - 1), (w - 1, h - 1)):
            assert image.pixelColor(x, y).alpha() < 60, f"{key} {code}: corner {x},{y}"
        for x, y in ((w // 2, 1), (w // 2, h - 2), (1, h // 2), (w - 2, h // 2)):
            assert image.pixelColor(x, y).alpha() > 200, f"{key} {code}: edge {x},{y}"
        pixels = rgba(pixmap)
        assert sum(1 for p in pixels if p != pixels[0]) > len(pixels) // 2, f"{key} {code}"
        seen.add(hash(tuple(pixels)))
    assert len(seen) == len(ALL)


@pytest.mark.parametrize("key", KEYS)
def test_every_deck_has_red_hearts_and_diamonds_by_default(decks, key):
    deck = decks(key)
    assert not deck.four_colour
    for code in ("9H", "AH", "9D", "TD"):
        assert sum(map(is_red, rgba(deck.pixmap(code, 70)))) > 20, f"{key} {code}"


@pytest.mark.parametrize("key", FOUR_COLOUR_KEYS)
def test_four_colours_repaint_diamonds_and_clubs_only(decks, key):
    plain, four = decks(key), decks(key, True)
    assert four.four_colour and four.spec is plain.spec
    for code in CARD_CODES:
        same = rgba(four.pixmap(code, 64)) == rgba(plain.pixmap(code, 64))
        if code[1] in "DC":
            assert not same, f"{key} {code} should change"  # pips and indices, courts too
        else:
            assert same, f"{key} {code} should stay as it was"
    assert rgba(four.pixmap(BACK, 64)) == rgba(plain.pixmap(BACK, 64))


@pytest.mark.parametrize("key", FOUR_COLOUR_KEYS)
@pytest.mark.parametrize("rank", ["9", "T", "A"])
def test_four_colour_diamonds_are_blue_and_clubs_green(decks, key, rank):
    plain, four = decks(key), decks(key, True)
    diamond = rgba(four.pixmap(rank + "D", 80))
    assert not any(map(is_red, diamond)) and sum(map(is_blue, diamond)) > 20
    assert not any(map(is_blue, rgba(plain.pixmap(rank + "D", 80))))
    club = rgba(four.pixmap(rank + "C", 80))
    assert sum(map(is_green, club)) > 20
    assert not any(map(is_green, rgba(plain.pixmap(rank + "C", 80))))


@pytest.mark.parametrize("key", FOUR_COLOUR_KEYS)
def test_four_colour_court_cards_keep_their_pictures(decks, key):
    # the king of diamonds still wears red: only the suit ink is repainted
    assert sum(map(is_red, rgba(decks(key, True).pixmap("KD", 120)))) > 100


def test_four_colours_leave_a_german_deck_as_it_is(decks):
    plain, four = decks("xskat-german"), decks("xskat-german", True)
    assert not four.four_colour
    for code in ("9D", "KC", "AS", BACK):
        assert rgba(four.pixmap(code, 50)) == rgba(plain.pixmap(code, 50))


def test_an_unknown_deck_falls_back_to_the_default(qapp):
    assert theme_spec("no-such-deck").key == DEFAULT_THEME
    assert theme_spec(None).key == DEFAULT_THEME
    deck = DeckTheme.load("no-such-deck", four_colour=True)
    try:
        assert deck.spec.key == DEFAULT_THEME == "svg-cards"
        assert deck.four_colour
        assert not deck.pixmap("QH", 40).isNull()
    finally:
        deck.wait_for_jobs()


def test_a_deck_whose_file_is_gone_falls_back_to_the_default(qapp, monkeypatch):
    gone = ThemeSpec(key="gone", name="Gone", licence="-", svg=("decks", "gone", "gone.svg"),
                     element_ids=THEMES[DEFAULT_THEME].element_ids)
    monkeypatch.setitem(THEMES, "gone", gone)
    deck = DeckTheme.load("gone")
    try:
        assert deck.spec.key == DEFAULT_THEME
    finally:
        deck.wait_for_jobs()


def test_a_broken_deck_file_falls_back_to_the_default(qapp, monkeypatch, tmp_path):
    from tysiac_desktop.table import deck_theme

    broken = tmp_path / "broken.svgz"
    broken.write_bytes(b"\x1f\x8b\x08\x00 not really gzip")
    real = deck_theme.asset_path
    monkeypatch.setattr(deck_theme, "asset_path",
                        lambda *parts: broken if parts[-1] == "broken.svgz" else real(*parts))
    monkeypatch.setitem(THEMES, "broken", ThemeSpec(
        key="broken", name="Broken", licence="-", svg=("decks", "broken", "broken.svgz"),
        element_ids=THEMES[DEFAULT_THEME].element_ids))
    deck = DeckTheme.load("broken")
    try:
        assert deck.spec.key == DEFAULT_THEME
    finally:
        deck.wait_for_jobs()


@pytest.mark.parametrize("key", ["atlasnye", "xskat-german"])
def test_background_images_match_synchronous_ones_for_every_layout(decks, qtbot, qapp, key):
    other = DeckTheme.load(key)
    try:
        with qtbot.waitSignal(other.prerendered, timeout=20_000):
            other.prerender(57, 1.0)
        for code in ("9H", "KS", BACK):
            assert rgba(other.pixmap(code, 57)) == rgba(decks(key).pixmap(code, 57))
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
