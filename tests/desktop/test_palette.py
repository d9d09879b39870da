"""Readable controls: one palette for every popup, menu and dialog, matching the table, with
text at WCAG AA contrast (4.5:1) on every table colour; the bid drop-down reads like one."""
import pytest
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication, QComboBox

from tysiac_desktop import palette
from tysiac_desktop.dialogs.common import INK, MUTED, PAPER
from tysiac_desktop.main_window import MainWindow
from tysiac_desktop.screenshot import prepared_game
from tysiac_desktop.settings import TABLE_COLOURS, Preferences

AA = 4.5


@pytest.mark.parametrize("cloth", sorted(TABLE_COLOURS.values()) + ["#000000", "#ffffff", "#ff0000", "#808000"])
def test_every_text_of_the_palette_reaches_aa_on_every_table_colour(cloth):
    chrome = palette.chrome(cloth)
    low = [(what, round(palette.contrast(fg, bg), 2)) for what, fg, bg in palette.text_pairs(chrome)
           if palette.contrast(fg, bg) < AA]
    assert not low, low


def test_the_paper_of_the_score_pad_is_readable():
    assert palette.contrast(INK, PAPER) >= 7 and palette.contrast(MUTED, PAPER) >= AA


def blend(top: QColor, alpha: float, under: QColor) -> str:
    return QColor.fromRgbF(*(alpha * a + (1 - alpha) * b for a, b in
                             zip((top.redF(), top.greenF(), top.blueF()),
                                 (under.redF(), under.greenF(), under.blueF())))).name()


@pytest.mark.parametrize("cloth", sorted(TABLE_COLOURS.values()))
def test_the_texts_on_the_cloth_are_readable(cloth):
    """Plates (white on a dark veil over the cloth) and captions, where the cloth is lightest."""
    felt = QColor(cloth).lighter(125)
    plate = blend(QColor(0, 0, 0), 110 / 255, felt)
    assert palette.contrast(blend(QColor(255, 255, 255), 240 / 255, QColor(plate)), plate) >= AA
    dim_plate = blend(QColor(0, 0, 0), 70 / 255, felt)
    assert palette.contrast(blend(QColor(255, 255, 255), 200 / 255, QColor(dim_plate)), dim_plate) >= AA
    active = blend(QColor(255, 244, 200), 235 / 255, felt)
    assert palette.contrast("#281e0a", active) >= AA


def test_the_app_wears_the_palette_of_the_table(qtbot):
    window = MainWindow(preferences=Preferences(table_colour=TABLE_COLOURS["burgundy"], animation="off"))
    qtbot.addWidget(window)
    try:
        app = QApplication.instance()
        expected = palette.chrome(TABLE_COLOURS["burgundy"])
        assert id(app) in palette._styled  # Fusion, which follows the palette on every platform
        assert app.palette().color(QPalette.ColorRole.Window).name() == expected.window
        assert app.palette().color(QPalette.ColorRole.Base).name() == expected.base
        dialog = window.preferences_dialog()  # a dialog takes the same colours
        assert dialog.palette().color(QPalette.ColorRole.Window).name() == expected.window
        dialog.reject()
        window.apply_preferences(window.preferences.model_copy(update={"table_colour": TABLE_COLOURS["blue"]}),
                                 save=False)
        assert app.palette().color(QPalette.ColorRole.Window).name() == palette.chrome(TABLE_COLOURS["blue"]).window
    finally:
        window.controller.close()


def test_the_bid_list_shows_every_item_readably(qtbot):
    """Every item of the open drop-down: light text on the dark list, the chosen one gold."""
    window = MainWindow(preferences=Preferences(animation="off"))
    qtbot.addWidget(window)
    window.controller.ai_delay_ms = 3_600_000
    window.show()
    try:
        game = prepared_game(7, "musik")
        from tysiac_engine.ai.players import make_player

        bot = make_player("medium", seed=1)
        while not (game.current.phase == "contract" and game.to_move == 0):
            game.apply(bot.choose(game.view(game.to_move)))
        window.session.resume_game(game)
        box = next(b for b in window.bar.controls if isinstance(b, QComboBox))
        assert box.count() > 3
        box.showPopup()
        qtbot.waitUntil(lambda: box.view().isVisible(), timeout=2000)
        image = box.view().grab().toImage()
        view = box.view()
        for row in range(min(box.count(), 6)):
            rect = view.visualRect(box.model().index(row, 0))
            inside = rect.adjusted(2, 2, -2, -2)
            colours = {image.pixelColor(x, y).name() for x in range(inside.left(), inside.right(), 2)
                       for y in range(inside.top(), inside.bottom(), 2)}
            background = max(colours, key=lambda c: sum(1 for x in range(inside.left(), inside.right(), 2)
                                                         for y in range(inside.top(), inside.bottom(), 2)
                                                         if image.pixelColor(x, y).name() == c))
            best = max(palette.contrast(c, background) for c in colours)
            assert best >= AA, (row, background, sorted(colours)[:5])
        box.hidePopup()
        # a drop-down with its arrow: the button's width leaves room for it
        assert box.width() >= box.fontMetrics().horizontalAdvance(box.currentText()) + 30
    finally:
        window.controller.close()
