"""The side panel: scores (per team in a teams game), the deal at a glance (bid, contract, declarer,
trump, turn; in a deal without a declarer what each player has taken instead), the log."""
from __future__ import annotations

from html import escape
from typing import Optional

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QFrame, QGridLayout, QLabel, QListWidget, QListWidgetItem, QVBoxLayout, QWidget

from tysiac_engine.game import SeatView

from .wording.words import fill, num, preset_names, team_name
from .wording.cards import suit_label


MIN_WIDTH, MAX_WIDTH = 190, 340
SHARE = 0.25  # of the window's width


SHORT_HEIGHT = 720  # window heights below this pack the panel's rows closer


class RulesLink(QLabel):
    """The "Rules: …" line: a link the mouse clicks, and a Tab stop that Enter or Space opens (a
    QLabel's own keyboard links need a second Tab inside the label before Enter acts)."""

    def __init__(self) -> None:
        super().__init__()
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setIndent(0)  # the focus line is a frame: a framed label would indent its text otherwise

    def keyPressEvent(self, event) -> None:  # noqa: N802 - Qt's name
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self.linkActivated.emit("rules")
        else:
            super().keyPressEvent(event)


class SidePanel(QFrame):
    rules_requested = Signal()  # the "Rules: …" line was clicked

    def __init__(self, parent: Optional[QWidget] = None) -> None:
        super().__init__(parent)
        self.setObjectName("SidePanel")
        self.setMinimumWidth(MIN_WIDTH)
        self.setMaximumWidth(MAX_WIDTH)
        # Set, so that the rows do not decide the window's least height: a short window packs
        # them closer instead (fit_to), and the log shrinks.
        self.setMinimumHeight(240)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(16, 16, 16, 16)
        self.outer = outer
        outer.setSpacing(12)
        self.scores_title = QLabel()
        self.scores_title.setObjectName("Title")
        outer.addWidget(self.scores_title)
        self.scores = QGridLayout()
        self.scores.setHorizontalSpacing(12)
        outer.addLayout(self.scores)
        self.rules_link = RulesLink()
        self.rules_link.setObjectName("RulesLink")
        self.rules_link.setTextFormat(Qt.TextFormat.RichText)
        self.rules_link.setWordWrap(True)  # "Rules: Polish, changed: 1" in a narrow panel
        self.rules_link.linkActivated.connect(lambda _link: self.rules_requested.emit())
        outer.addWidget(self.rules_link)
        self._rules: Optional[tuple[str, int, Optional[str]]] = None
        self.deal_title = QLabel()
        self.deal_title.setObjectName("Title")
        outer.addWidget(self.deal_title)
        self.facts = QGridLayout()
        self.facts.setHorizontalSpacing(10)
        self.facts.setColumnStretch(1, 1)  # the names keep their width, the values wrap
        self.fact_names: list[QLabel] = []
        self.fact_values: list[QLabel] = []
        for row in range(5):
            name, value = QLabel(), QLabel()
            name.setObjectName("FactName")
            value.setObjectName("FactValue")
            value.setTextFormat(Qt.TextFormat.RichText)
            value.setWordWrap(True)  # a narrow panel wraps, never cuts
            self.facts.addWidget(name, row, 0)
            self.facts.addWidget(value, row, 1)
            self.fact_names.append(name)
            self.fact_values.append(value)
        outer.addLayout(self.facts)
        self.taken_title = QLabel()
        self.taken_title.setObjectName("Title")
        outer.addWidget(self.taken_title)
        self.taken = QGridLayout()
        self.taken.setHorizontalSpacing(12)
        outer.addLayout(self.taken)
        self._taken_labels: list[tuple[QLabel, QLabel]] = []
        self.log_title = QLabel()
        self.log_title.setObjectName("Title")
        outer.addWidget(self.log_title)
        self.log = QListWidget()
        self.log.setObjectName("Log")
        self.log.setWordWrap(True)
        self.log.setMinimumHeight(40)  # a few lines scroll; the panel must fit a short window
        outer.addWidget(self.log, 1)
        self._score_labels: list[tuple[QLabel, QLabel]] = []
        self._last: Optional[tuple] = None
        self.retranslate()

    def fit_to(self, window_width: int, window_height: Optional[int] = None) -> None:
        """A quarter of the window, between its narrowest and widest (the table takes the rest);
        a short window packs the rows closer, so that four players' scores, the deal's facts and
        what each has taken still leave the log room at 800×600."""
        width = max(MIN_WIDTH, min(MAX_WIDTH, round(window_width * SHARE)))
        self.setFixedWidth(width)
        margin = 16 if width >= 260 else 10
        short = window_height is not None and window_height < SHORT_HEIGHT
        self.outer.setContentsMargins(margin, 8 if short else 16, margin, 8 if short else 16)
        self.outer.setSpacing(6 if short else 12)
        for grid in (self.scores, self.facts, self.taken):
            grid.setVerticalSpacing(0 if short else 6)

    def retranslate(self) -> None:
        self.scores_title.setText(self.tr("Scores"))
        self.deal_title.setText(self.tr("This deal"))
        self.taken_title.setText(self.tr("Taken so far"))
        self.log_title.setText(self.tr("What happened"))
        self.log.setAccessibleName(self.tr("What happened"))
        for label, text in zip(self.fact_names, (self.tr("Dealer"), self.tr("Bid"), self.tr("Declarer"),
                                                 self.tr("Trump"), self.tr("Turn"))):
            label.setText(text)
        self.rules_link.setToolTip(self.tr("Show the rules in force"))
        if self._rules is not None:
            self.show_rules(*self._rules)
        if self._last is not None:
            self.show_view(*self._last)

    def show_rules(self, preset: str, changed: int, set_name: Optional[str] = None) -> None:
        """"Rules: Polish, changed: 2" (or "Rules: “Ours” (Polish, changed: 2)" for a saved rule set),
        a link to the rules in force."""
        self._rules = (preset, changed, set_name)
        name = preset_names().get(preset, preset)
        if set_name:
            name = fill(self.tr("“%1” (%2)"), set_name, name)
        text = (self.tr("Rules: %1, changed: %n", "", changed) if changed else self.tr("Rules: %1")).replace("%1", name)
        self.rules_link.setText(f'<a href="rules" style="color:#f3d27a; text-decoration:none">{escape(text)}</a>')
        self.rules_link.setAccessibleName(text)
        self.rules_link.setAccessibleDescription(self.rules_link.toolTip())

    def show_view(self, view: SeatView, names: list[str], thinking: Optional[int] = None) -> None:
        self._last = (view, names, thinking)
        shape = view.shape
        # one row per scoring side: a player, or a team (both partners carry the team's score)
        rows = [(team_name(names, side), view.scores[side[0]]) for side in shape.units()]
        self._fill(self.scores, self._score_labels, rows, "ScoreName", "ScoreValue")
        dash = "–"
        # the second row is the bid until a contract is named, then the contract ("Contract 120")
        self.fact_names[1].setText(self.tr("Contract") if view.contract is not None else self.tr("Bid"))
        if view.contract is not None:
            bid = num(view.contract)
        elif view.high_bid:
            bid = num(view.high_bid)
        else:
            bid = dash
        values = [
            names[view.dealer],
            bid,
            names[view.declarer] if view.declarer is not None else dash,
            suit_label(view.trump) if view.trump is not None
            else self.tr("none yet"),
            (self.tr("%1 is thinking…").replace("%1", names[thinking]) if thinking is not None else
             names[view.to_move] if view.to_move is not None else dash),
        ]
        declared = shape.has_declarer  # without a declarer there is no bid, contract or declarer to show
        for row, (name, label, value) in enumerate(zip(self.fact_names, self.fact_values, values)):
            shown = declared or row not in (1, 2)
            name.setVisible(shown)
            label.setVisible(shown)
            label.setText(value)
        taken = self.taken_rows(view, names)
        self.taken_title.setVisible(bool(taken))
        self._fill(self.taken, self._taken_labels, taken, "FactName", "FactValue")

    def taken_rows(self, view: SeatView, names: list[str]) -> list[tuple[str, str]]:
        """What has been taken so far (the engine's count): in a deal without a declarer every
        player's; in play with a declarer only the side of the seat at the screen, the declaring side
        against its contract ("57 of 120"), a defender his own (the query key W says the same)."""
        shape = view.shape
        points = view.points_taken()
        units = shape.units()
        tricks = [sum(1 for _, _, winner in view.tricks if winner in unit) for unit in units]

        def row(u: int) -> tuple[str, str]:
            if view.declarer is not None and shape.unit_of(view.declarer) == u:
                text = fill(self.tr("%1 of %2"), num(points[u]), num(view.contract or 0))
            elif tricks[u] or points[u]:
                text = self.tr("%1 in %n tricks", "", tricks[u]).replace("%1", num(points[u]))
            else:
                text = "–"
            return team_name(names, units[u]), text

        if not shape.has_declarer:
            return [row(u) for u in sorted({shape.unit_of(s) for s in view.active})]
        if view.phase != "play" or view.declarer is None or view.seat not in view.active:
            return []
        return [row(shape.unit_of(view.seat))]

    def _fill(self, grid: QGridLayout, labels: list[tuple[QLabel, QLabel]], rows: list[tuple[str, object]],
              name_style: str, value_style: str) -> None:
        """Rows of (name, value) in a two-column grid, reusing its labels."""
        while len(labels) < len(rows):
            row = len(labels)
            name, value = QLabel(), QLabel()
            name.setObjectName(name_style)
            name.setWordWrap(True)  # a team's two names in a narrow panel
            value.setObjectName(value_style)
            value.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            value.setWordWrap(value_style == "FactValue")  # "100 in 0 tricks" in a narrow panel; scores never
            grid.addWidget(name, row, 0)
            grid.addWidget(value, row, 1)
            labels.append((name, value))
        for i, (name, value) in enumerate(labels):
            visible = i < len(rows)
            name.setVisible(visible)
            value.setVisible(visible)
            if visible:
                name.setText(rows[i][0])
                shown = rows[i][1]
                value.setText(num(shown) if isinstance(shown, int) else str(shown))

    def show_log(self, lines: list[str]) -> None:
        """The deal so far, a line per bid or musik move and per trick (``wording.events``); made anew
        from the view each time, so it speaks the current language.  Kept as it is when unchanged."""
        current = [self.log.item(i).text() for i in range(self.log.count())]
        if current == lines:
            return
        at_end = self.log.verticalScrollBar().value() >= self.log.verticalScrollBar().maximum() - 2
        common = 0
        while common < min(len(current), len(lines)) and current[common] == lines[common]:
            common += 1
        for i in range(len(current) - 1, common - 1, -1):
            self.log.takeItem(i)
        for line in lines[common:]:
            self.log.addItem(QListWidgetItem(line))
        if at_end or common < len(current):
            self.log.scrollToBottom()

    def log_lines(self) -> list[str]:
        return [self.log.item(i).text() for i in range(self.log.count())]
