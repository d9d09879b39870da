"""The Statistics window: how the human players have done, per bid band and per computer level,
the past games with their score charts, and export to CSV."""
from __future__ import annotations

import sqlite3
from datetime import datetime
from pathlib import Path
from typing import Any, Optional, Sequence

from PySide6.QtCore import QDateTime, QLocale, QStandardPaths, Qt
from PySide6.QtWidgets import (
    QAbstractItemView, QBoxLayout, QComboBox, QDialog, QDialogButtonBox, QFileDialog, QFrame, QGridLayout, QHBoxLayout,
    QHeaderView, QLabel, QMessageBox, QPushButton, QScrollArea, QSplitter, QStackedWidget, QTabWidget,
    QTreeWidget, QTreeWidgetItem, QVBoxLayout, QWidget,
)

from ..statistics import THIS_GAME, Statistics
from ..statistics_figures import GameInfo, Summary, ThisGame
from tysiac_engine import MODE_OVERRIDES, MODES, make_rules

from .common import INK, MUTED, PAPER, RULE, muted, resize_within, serif_font

from ..wording.words import MINUS, fill, level_names, num, preset_names, team_name
from ..wording.file_problems import write_problem_text
from ..wording.modes import mode_name
from .score_chart import ScoreChart

CARD_STYLE = (f"QFrame#card {{ background: {PAPER}; border: 1px solid #d9cfb4; border-radius: 6px; }}"
              f" QFrame#card QLabel {{ color: {INK}; background: transparent; }}"
              f" QFrame#card QLabel[muted=\"true\"] {{ color: {MUTED}; }}"
              f" QFrame#card QFrame#rule {{ background: {RULE}; border: none; }}")
GAME_ID_ROLE = Qt.ItemDataRole.UserRole


def decimal(value: float, places: int = 1) -> str:
    """A decimal number in the user's locale, with a real minus sign and + for gains."""
    text = QLocale().toString(abs(value), "f", places)
    rounded = round(value, places)
    return (MINUS + text) if rounded < 0 else ("+" + text) if rounded > 0 else text


def qdatetime(value: datetime) -> QDateTime:
    return QDateTime.fromSecsSinceEpoch(int(value.timestamp())).toLocalTime()


class SideBySide(QScrollArea):
    """A scrolling page whose two cards stand side by side where they fit, else one above the
    other (a narrow window scrolls down, never sideways)."""

    def __init__(self, row: QBoxLayout, cards: tuple[QWidget, ...]) -> None:
        super().__init__()
        self.row = row
        self.cards = cards

    def resizeEvent(self, event) -> None:
        need = sum(card.sizeHint().width() for card in self.cards) + self.row.spacing() + 24
        wide = self.viewport().width() >= need
        direction = QBoxLayout.Direction.LeftToRight if wide else QBoxLayout.Direction.TopToBottom
        if self.row.direction() != direction:
            self.row.setDirection(direction)
        super().resizeEvent(event)


class StatisticsDialog(QDialog):
    """Shows what :class:`Statistics` holds; ``this_game`` (:meth:`Statistics.this_game`: the game on
    the table) is listed and charted first."""

    def __init__(self, stats: Statistics, this_game: Optional[ThisGame] = None,
                 parent: Optional[QWidget] = None) -> None:
        super().__init__(parent)
        self.stats = stats
        self.this_game = this_game
        self.summary: Summary = Summary()
        self.game_infos: list[GameInfo] = []
        self.mode: Optional[str] = None  # the figures of one mode's games, or of all
        self.setWindowTitle(self.tr("Statistics"))
        self.setStyleSheet(CARD_STYLE)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(16, 16, 16, 12)
        layout.setSpacing(10)

        filter_row = QHBoxLayout()
        mode_label = QLabel(self.tr("Games of:"))
        self.mode_box = QComboBox()
        self.mode_box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        mode_label.setBuddy(self.mode_box)
        self.mode_box.currentIndexChanged.connect(self._mode_chosen)
        filter_row.addWidget(mode_label)
        filter_row.addWidget(self.mode_box)
        filter_row.addStretch(1)
        layout.addLayout(filter_row)

        self.tabs = QTabWidget()
        self.summary_page = QStackedWidget()
        self.tabs.addTab(self.summary_page, self.tr("Summary"))
        self.games_page = self._games_page()
        self.tabs.addTab(self.games_page, self.tr("Games"))
        layout.addWidget(self.tabs, 1)

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.export_button = QPushButton(self.tr("Export CSV…"))
        self.export_button.setToolTip(self.tr("Save every deal of every game as a table for a spreadsheet"))
        buttons.addButton(self.export_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.export_button.clicked.connect(self.export_csv)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.refresh()
        resize_within(self, 1000, 700)

    # ------------------------------------------------------------- filling
    def refresh(self, this_game: Optional[ThisGame] = None) -> None:
        """Read the statistics again (after more deals were recorded)."""
        if this_game is not None:
            self.this_game = this_game
        try:
            self._fill_modes(self.stats.modes())
            self.summary = self.stats.summary(self.mode)
            self.game_infos = [info for info in self.stats.games() if self.mode in (None, info.mode)]
        except sqlite3.Error:  # the file went bad while the app ran: show nothing rather than fail
            self.summary, self.game_infos = Summary(), []
        while self.summary_page.count():
            page = self.summary_page.widget(0)
            self.summary_page.removeWidget(page)
            page.deleteLater()
        self.summary_page.addWidget(self._empty_page() if self.summary.empty else self._summary_page())
        self._fill_games()
        self.export_button.setEnabled(bool(self.game_infos))

    def _fill_modes(self, modes: list[tuple[str, int]]) -> None:
        """"All games" and each mode played, with its number of games."""
        self.mode_box.blockSignals(True)
        self.mode_box.clear()
        self.mode_box.addItem(self.tr("all modes"), None)
        order = {m: i for i, m in enumerate(MODES)}
        for mode, count in sorted(modes, key=lambda mc: order.get(mc[0], len(order))):
            if mode in MODE_OVERRIDES:
                self.mode_box.addItem(self.tr("%1 (%n games)", "", count).replace("%1", mode_name(mode)), mode)
        index = self.mode_box.findData(self.mode)
        if index < 0:
            self.mode, index = None, 0
        self.mode_box.setCurrentIndex(index)
        self.mode_box.blockSignals(False)

    def _mode_chosen(self, index: int) -> None:
        self.mode = self.mode_box.itemData(index)
        self.refresh()

    def choose_mode(self, mode: Optional[str]) -> None:
        """Show the figures of ``mode``'s games (None: of every game)."""
        index = self.mode_box.findData(mode)
        if index >= 0:
            self.mode_box.setCurrentIndex(index)

    # ------------------------------------------------------------- the summary tab
    def _empty_page(self) -> QWidget:
        page = QWidget()
        box = QVBoxLayout(page)
        box.addStretch(1)
        card = QFrame()
        card.setObjectName("card")
        card.setFixedWidth(560)
        inner = QVBoxLayout(card)
        inner.setContentsMargins(32, 24, 32, 28)
        inner.setSpacing(10)
        suits = QLabel('<span style="color:#b3261e">♥ ♦</span> ♣ ♠')
        suits.setFont(serif_font(22))
        suits.setAlignment(Qt.AlignmentFlag.AlignCenter)
        inner.addWidget(suits)
        self.empty_title = QLabel(self.tr("No finished deals yet"))
        self.empty_title.setFont(serif_font(18, bold=True))
        self.empty_title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.empty_title.setWordWrap(True)
        inner.addWidget(self.empty_title)
        text = QLabel(self.tr("Play a deal and your results will appear here: games and deals won, "
                              "contracts made, and how you fare against each computer level."))
        text.setWordWrap(True)
        text.setFont(serif_font(11))
        text.setAlignment(Qt.AlignmentFlag.AlignCenter)
        text.setProperty("muted", True)
        inner.addWidget(text)
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(card)
        row.addStretch(1)
        box.addLayout(row)
        box.addStretch(2)
        return page

    def _summary_page(self) -> QWidget:
        content = QWidget()
        box = QVBoxLayout(content)
        box.setContentsMargins(6, 8, 6, 6)
        box.setSpacing(12)
        note = QLabel(self.tr("Figures for the human players at the table; computer players are "
                              "compared by level below."))
        note.setWordWrap(True)
        muted(note)
        box.addWidget(note)
        row = QBoxLayout(QBoxLayout.Direction.LeftToRight)
        row.setSpacing(12)
        cards = (self._overview_card(), self._bands_card())
        row.addWidget(cards[0], 5)
        row.addWidget(cards[1], 6)
        box.addLayout(row)
        box.addWidget(self._levels_card())
        box.addStretch(1)
        scroll = SideBySide(row, cards)
        scroll.setWidgetResizable(True)
        scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # no unnamed Tab stop on the frame
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setWidget(content)
        return scroll

    def _card(self, title: str) -> tuple[QFrame, QGridLayout]:
        card = QFrame()
        card.setObjectName("card")
        outer = QVBoxLayout(card)
        outer.setContentsMargins(18, 12, 18, 14)
        outer.setSpacing(8)
        heading = QLabel(title)
        heading.setFont(serif_font(13, bold=True))
        heading.setWordWrap(True)
        outer.addWidget(heading)
        grid = QGridLayout()
        grid.setHorizontalSpacing(16)
        grid.setVerticalSpacing(6)
        outer.addLayout(grid)
        outer.addStretch(1)
        return card, grid

    def _label(self, text: str, *, bold: bool = False, muted: bool = False, right: bool = False,
               size: float = 11, wrap: bool = False) -> QLabel:
        label = QLabel(text)
        label.setTextFormat(Qt.TextFormat.PlainText)
        label.setFont(serif_font(size, bold=bold))
        if muted:
            label.setProperty("muted", True)
        label.setWordWrap(wrap)
        align = Qt.AlignmentFlag.AlignRight if right else Qt.AlignmentFlag.AlignLeft
        label.setAlignment(align | Qt.AlignmentFlag.AlignVCenter)
        return label

    def _rule(self) -> QFrame:
        line = QFrame()
        line.setObjectName("rule")
        line.setFixedHeight(2)
        return line

    def percent(self, rate: Optional[float]) -> str:
        if rate is None:
            return "–"
        return self.tr("{value}%").format(value=QLocale().toString(round(rate * 100)))

    def _overview_card(self) -> QFrame:
        s = self.summary
        card, grid = self._card(self.tr("Overview"))
        rows = [
            (self.tr("Games played"), num(s.games), self.tr("%Ln finished", "", s.finished)),
            (self.tr("Games won"), num(s.won),
             self.tr("{percent} of finished games").format(percent=self.percent(s.win_rate))
             if s.finished else ""),
            (self.tr("Deals played"), num(s.deals), self.tr("redeals not counted")),
            (self.tr("Deals won"), num(s.deals_won),
             self.tr("you declared the contract and made it ({percent} of the deals you declared)").format(
                 percent=self.percent(s.made_rate))),
            (self.tr("Average score per deal"), "–" if s.average is None else decimal(s.average), ""),
        ]
        self.overview_values: dict[str, QLabel] = {}
        for r, (name, value, detail) in enumerate(rows):
            grid.addWidget(self._label(name), 2 * r, 0)
            value_label = self._label(value, bold=True, right=True, size=13)
            grid.addWidget(value_label, 2 * r, 1)
            self.overview_values[name] = value_label
            if detail:
                grid.addWidget(self._label(detail, muted=True, size=9, wrap=True), 2 * r + 1, 0, 1, 2)
        grid.setColumnStretch(0, 1)
        return card

    def _bands_card(self) -> QFrame:
        card, grid = self._card(self.tr("Your contracts by value"))
        heads = (self.tr("Contract"), self.tr("Played"), self.tr("Made"), self.tr("Made %"))
        for col, head in enumerate(heads):
            grid.addWidget(self._label(head, bold=True, right=col > 0, size=10, wrap=True), 0, col)
        grid.addWidget(self._rule(), 1, 0, 1, len(heads))
        self.band_rows: list[tuple[QLabel, ...]] = []
        for r, band in enumerate(self.summary.bands, start=2):
            name = (f"{num(band.low)}–{num(band.high)}" if band.high is not None
                    else self.tr("{low} and more").format(low=num(band.low)))
            cells = (self._label(name), self._label(num(band.played), right=True),
                     self._label(num(band.made), right=True),
                     self._label(self.percent(band.rate), right=True, bold=band.played > 0))
            for col, cell in enumerate(cells):
                grid.addWidget(cell, r, col)
            self.band_rows.append(cells)
        total_row = len(self.summary.bands) + 2
        grid.addWidget(self._rule(), total_row, 0, 1, len(heads))
        s = self.summary
        totals = (self._label(self.tr("All contracts"), bold=True), self._label(num(s.declared), right=True, bold=True),
                  self._label(num(s.deals_won), right=True, bold=True),
                  self._label(self.percent(s.made_rate), right=True, bold=True))
        for col, cell in enumerate(totals):
            grid.addWidget(cell, total_row + 1, col)
        grid.setColumnStretch(0, 2)
        for col in range(1, len(heads)):
            grid.setColumnStretch(col, 1)
        return card

    def _levels_card(self) -> QFrame:
        card, grid = self._card(self.tr("Against the computer"))
        heads = (self.tr("Level"), self.tr("Games against it"), self.tr("Won by you"),
                 self.tr("Its contracts made"), self.tr("Its average per deal"))
        for col, head in enumerate(heads):
            grid.addWidget(self._label(head, bold=True, right=col > 0, size=10, wrap=True), 0, col)
        grid.addWidget(self._rule(), 1, 0, 1, len(heads))
        names = level_names()
        self.level_rows: list[tuple[QLabel, ...]] = []
        for r, figures in enumerate(self.summary.levels, start=2):
            seen = figures.games or figures.seat_deals
            won = (self.tr("{wins} ({percent})").format(wins=num(figures.human_wins),
                                                       percent=self.percent(figures.win_rate))
                   if figures.finished else ("0" if figures.games else "–"))
            made = (self.tr("{made} of {played} ({percent})").format(
                        made=num(figures.made), played=num(figures.declared), percent=self.percent(figures.made_rate))
                    if figures.declared else "–")
            cells = (self._label(names.get(figures.level, figures.level), muted=not seen),
                     self._label(num(figures.games) if seen else "–", right=True, muted=not seen),
                     self._label(won, right=True, muted=not seen),
                     self._label(made, right=True, muted=not seen),
                     self._label("–" if figures.average is None else decimal(figures.average),
                                 right=True, muted=not seen))
            for col, cell in enumerate(cells):
                grid.addWidget(cell, r, col)
            self.level_rows.append(cells)
        grid.setColumnStretch(0, 2)
        for col in range(1, len(heads)):
            grid.setColumnStretch(col, 2)
        return card

    # ------------------------------------------------------------- the games tab
    def _games_page(self) -> QWidget:
        page = QWidget()
        box = QVBoxLayout(page)
        box.setContentsMargins(6, 8, 6, 6)
        self.chart = ScoreChart()
        self.games_list = QTreeWidget()
        self.games_list.setAccessibleName(self.tr("Games"))
        self.games_list.setRootIsDecorated(False)
        self.games_list.setUniformRowHeights(True)
        self.games_list.setAlternatingRowColors(True)
        self.games_list.setStyleSheet("QTreeWidget::item { padding: 3px 2px; }")
        self.games_list.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.games_list.setHeaderLabels([self.tr("Date"), self.tr("Rules"), self.tr("Players and scores"),
                                         self.tr("Deals"), self.tr("Result")])
        header = self.games_list.header()
        header.setStretchLastSection(False)
        for col, mode in enumerate((QHeaderView.ResizeMode.ResizeToContents, QHeaderView.ResizeMode.ResizeToContents,
                                    QHeaderView.ResizeMode.Stretch, QHeaderView.ResizeMode.ResizeToContents,
                                    QHeaderView.ResizeMode.ResizeToContents)):
            header.setSectionResizeMode(col, mode)
        self.games_list.currentItemChanged.connect(self._show_selected)
        self.no_games = QLabel(self.tr("No games recorded yet."))
        self.no_games.setAlignment(Qt.AlignmentFlag.AlignCenter)
        muted(self.no_games)
        splitter = QSplitter(Qt.Orientation.Vertical)
        splitter.addWidget(self.chart)
        lower = QWidget()
        lower_box = QVBoxLayout(lower)
        lower_box.setContentsMargins(0, 0, 0, 0)
        hint = QLabel(self.tr("Choose a game to see how its scores went."))
        muted(hint)
        lower_box.addWidget(hint)
        lower_box.addWidget(self.games_list, 1)
        lower_box.addWidget(self.no_games, 1)
        splitter.addWidget(lower)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 2)
        splitter.setChildrenCollapsible(False)
        box.addWidget(splitter)
        return page

    def _current_id(self) -> Optional[int]:
        return None if self.this_game is None else self.this_game.info.id

    def _fill_games(self) -> None:
        self.games_list.blockSignals(True)
        self.games_list.clear()
        current = self._current_id()
        presets = preset_names()
        select: Optional[QTreeWidgetItem] = None
        if current == THIS_GAME and self.mode in (None, self.this_game.info.mode):
            select = self._item(self.this_game.info, presets, is_current=True)
            self.games_list.addTopLevelItem(select)
        for info in self.game_infos:
            item = self._item(info, presets, is_current=info.id == current)
            self.games_list.addTopLevelItem(item)
            if info.id == current:
                select = item
        if select is None and self.games_list.topLevelItemCount():
            select = self.games_list.topLevelItem(0)  # the latest game
        self.games_list.blockSignals(False)
        has_games = self.games_list.topLevelItemCount() > 0
        self.games_list.setVisible(has_games)
        self.no_games.setVisible(not has_games)
        if select is not None:
            self.games_list.setCurrentItem(select)
            self._show_selected(select)
        else:
            self.chart.clear()

    def _players_text(self, players: Sequence[str], scores: Sequence[int]) -> str:
        return ", ".join(f"{name} {num(score)}" for name, score in zip(players, scores))

    def _players_tooltip(self, players: Sequence[str], kinds: Sequence[str], levels: Sequence[Optional[str]]) -> str:
        names = level_names()
        lines = []
        for name, kind, level in zip(players, kinds, levels):
            if kind == "ai":
                lines.append(self.tr("{name}: computer ({level})").format(
                    name=name, level=names.get(level or "", self.tr("unknown level"))))
            else:
                lines.append(self.tr("{name}: human").format(name=name))
        return "\n".join(lines)

    def _result_text(self, players: Sequence[str], finished: bool, winner: Any, is_current: bool,
                     mode: str = "") -> str:
        if not finished:
            return self.tr("In progress") if is_current else self.tr("Not finished")
        if winner == "draw":
            return self.tr("Draw")
        if isinstance(winner, int) and 0 <= winner < len(players):
            partner = make_rules("polish", MODE_OVERRIDES[mode]).shape.partner(winner) if mode in MODE_OVERRIDES \
                else None
            side = (winner,) if partner is None or partner >= len(players) else (winner, partner)
            return self.tr("{name} won").format(name=team_name(players, side))  # a team: both partners
        return self.tr("Finished")

    def _item(self, info: GameInfo, presets: dict[str, str], is_current: bool) -> QTreeWidgetItem:
        date = QLocale().toString(qdatetime(info.started), QLocale.FormatType.ShortFormat)
        if is_current:
            date = self.tr("{date} (this game)").format(date=date)
        rules = presets.get(info.preset, info.preset)
        if info.mode in MODE_OVERRIDES:
            rules = fill(self.tr("%1, %2"), rules, mode_name(info.mode))
        item = QTreeWidgetItem([date, rules,
                                self._players_text(info.players, info.scores), num(info.deals),
                                self._result_text(info.players, info.finished, info.winner, is_current, info.mode)])
        item.setData(0, GAME_ID_ROLE, info.id)
        who = self._players_tooltip(info.players, info.kinds, info.levels)
        item.setToolTip(2, who)
        item.setData(2, Qt.ItemDataRole.AccessibleDescriptionRole, who)  # who was a computer, at what level
        item.setTextAlignment(3, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if is_current:
            font = item.font(0)
            font.setBold(True)
            for col in range(item.columnCount()):
                item.setFont(col, font)
        return item

    def _show_selected(self, item: Optional[QTreeWidgetItem], _previous: Any = None) -> None:
        if item is None:
            self.chart.clear()
            return
        game_id = item.data(0, GAME_ID_ROLE)
        current = self._current_id()
        this = self.this_game
        if this is not None and game_id == current:
            self.chart.set_progress(this.info.players, [list(row) for row in this.progress],
                                    start=this.info.start_scores, target=this.info.target, title=self.tr("This game"))
            return
        info = next((i for i in self.game_infos if i.id == game_id), None)
        names, rows = self.stats.progress(game_id)
        if info is None or not rows:
            self.chart.clear()
            return
        date = QLocale().toString(qdatetime(info.started), QLocale.FormatType.ShortFormat)
        self.chart.set_progress(names, rows, start=info.start_scores, target=info.target,
                                title=self.tr("Game of {date}").format(date=date))

    def select_game(self, game_id: int) -> bool:
        """Select a game in the list (its chart is drawn); False when it is not listed."""
        for i in range(self.games_list.topLevelItemCount()):
            item = self.games_list.topLevelItem(i)
            if item.data(0, GAME_ID_ROLE) == game_id:
                self.games_list.setCurrentItem(item)
                return True
        return False

    # ------------------------------------------------------------- export
    def _default_export_path(self) -> str:
        folder = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation) or str(Path.home())
        return str(Path(folder) / "tysiac-statistics.csv")

    def export_csv(self) -> bool:
        """Ask where to, then write the CSV; a failure is explained in a message box."""
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Export statistics"), self._default_export_path(),
                                              self.tr("CSV files (*.csv);;All files (*)"))
        if not path:
            return False
        try:
            self.stats.export_csv(path)
        except (OSError, sqlite3.Error) as exc:
            QMessageBox.warning(self, self.tr("Export CSV"),
                                self.tr("The statistics could not be saved to {path}: {reason}").format(
                                    path=path, reason=write_problem_text(exc)))
            return False
        return True
