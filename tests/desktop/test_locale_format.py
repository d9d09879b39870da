"""Numbers shown to the player follow the language's locale: 1,200 · 1.200 · 1 200, with a real minus."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QLocale, Qt
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import QLabel, QWidget

from tysiac_desktop.dialogs import DealSummaryDialog, GameOverDialog, ScoreSheet
from tysiac_desktop.wording.words import MINUS, num, signed
from tysiac_desktop.dialogs.sheet_model import FIXED_COLUMNS
from tysiac_desktop.side_panel import SidePanel
from tysiac_desktop.wording.events import sentence
from tysiac_engine.actions import Action
from tysiac_engine import DealOutcome, DealResult, Game, make_rules
from tysiac_engine.scoring import Counters, score_deal

NBSP = "\u00a0"
PLAYERS = ["Ala", "Bolek", "Cezary"]
RULES = make_rules("polish", {"target": 3000, "lock_800": False})
START = (1150, 1020, -130)


@pytest.fixture
def locale_of():
    """``locale_of("da")`` makes it the default locale (as the language switch should); restored after."""
    before = QLocale()

    def use(name: str) -> None:
        QLocale.setDefault(QLocale(name))

    yield use
    QLocale.setDefault(before)


def big_deal() -> DealResult:
    """Bolek plays 120 with ♥ 100 and makes it; Ala takes 30, Cezary 10 (from −130)."""
    o = DealOutcome(
        dealer=0, active=(0, 1, 2), declarer=1, bid=120, contract=120, redeal=False, bombed=False,
        conceded=False, dark=False, golden=False, card_points=(30, 80, 10), melds=((), (100,), ()),
        tricks=(2, 4, 1), musik_mask=0, four_nines=None, claimed=False)
    return score_deal(RULES, o, START, Counters.zero(3))


def plain(text: str) -> str:
    """A label's text as read (rich text flattened)."""
    if "<" not in text:
        return text
    doc = QTextDocument()
    doc.setHtml(text)
    return doc.toPlainText()


def shown_text(widget: QWidget) -> str:
    return "\n".join(plain(label.text()) for label in widget.findChildren(QLabel) if label.isVisibleTo(widget))


# --------------------------------------------------------------------------- num() and signed()
@pytest.mark.parametrize("lang,thousands,ten_thousands", [
    ("en", "1,200", "12,000"),
    ("da", "1.200", "12.000"),
    ("ru", f"1{NBSP}200", f"12{NBSP}000"),
    ("pl", "1200", f"12{NBSP}000"),  # Polish groups from five digits on (CLDR: minimum grouping 2)
])
def test_numbers_in_each_language(locale_of, lang, thousands, ten_thousands):
    locale_of(lang)
    assert num(1200) == thousands == QLocale(lang).toString(1200)
    assert num(12000) == ten_thousands
    assert num(-1200) == MINUS + thousands  # a real minus sign, not the hyphen
    assert signed(1200) == "+" + thousands and signed(-1200) == MINUS + thousands and signed(0) == "0"
    assert num(120) == "120"


# --------------------------------------------------------------------------- the score sheet
def test_score_sheet_cells_use_the_locale(qtbot, locale_of):
    locale_of("da")
    result = big_deal()
    assert result.scores_after == (1180, 1140, -120)
    sheet = ScoreSheet(PLAYERS, [result], START, rules=RULES)
    qtbot.addWidget(sheet)
    model, totals = sheet.model, sheet.totals_model
    cells = [model.index(0, FIXED_COLUMNS + s).data() for s in range(3)]
    assert cells == ["1.180", "1.140", MINUS + "120"]
    assert [totals.index(0, FIXED_COLUMNS + s).data() for s in range(3)] == cells
    head = model.headerData(FIXED_COLUMNS, Qt.Orientation.Horizontal)
    assert "1.150" in head and "1150" not in head
    tip = model.index(0, FIXED_COLUMNS + 2).data(Qt.ItemDataRole.ToolTipRole)
    assert "+10" in tip and MINUS + "120" in tip


def test_deal_summary_uses_the_locale(qtbot, locale_of):
    locale_of("da")
    dialog = DealSummaryDialog(PLAYERS, big_deal(), rules=RULES, deal_number=12)
    qtbot.addWidget(dialog)
    assert [plain(row[5].text()) for row in dialog.cells] == ["1.180", "1.140", MINUS + "120"]
    assert [plain(row[4].text()) for row in dialog.cells] == ["+30", "+120", "+10"]
    assert "1180" not in shown_text(dialog)


def test_game_over_uses_the_locale(qtbot, locale_of):
    locale_of("en")
    dialog = GameOverDialog(PLAYERS, [1020, 640, -40], 0)
    qtbot.addWidget(dialog)
    text = shown_text(dialog)
    assert "with 1,020 points" in text and "1020" not in text
    assert MINUS + "40" in text


# --------------------------------------------------------------------------- side panel and log lines
def test_side_panel_scores_use_the_locale(qtbot, locale_of):
    locale_of("da")
    game = Game(RULES, PLAYERS, seed=4, start_scores=START)
    panel = SidePanel()
    qtbot.addWidget(panel)
    view = game.view(0)
    panel.show_view(view, PLAYERS)
    shown = [label.text() for label in panel.findChildren(QLabel, "ScoreValue")]
    assert shown == ["1.150", "1.020", MINUS + "130"]


@pytest.mark.parametrize("lang,expected", [("en", "1,200"), ("da", "1.200")])
def test_log_lines_format_bids(locale_of, lang, expected):
    locale_of(lang)
    names = ["You", "Ala", "Bolek"]
    assert sentence(1, Action("bid", 1200), names, 0) == f"Ala bids {expected}"
    assert sentence(1, Action("declare", 1200), names, 0) == f"Ala plays for {expected}"
    assert sentence(0, Action("bid", 110), names, 0) == "You bid 110"
