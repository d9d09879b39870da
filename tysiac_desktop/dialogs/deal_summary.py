"""The end-of-deal summary: who played what, points per player, and why each score changed."""
from __future__ import annotations

from html import escape
from typing import Optional, Sequence

from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt
from PySide6.QtWidgets import (
    QDialog, QDialogButtonBox, QFrame, QGridLayout, QLabel, QVBoxLayout, QWidget,
)

from tysiac_engine import DealResult, Rules

from .. import palette
from .common import GREEN, INK, MUTED, RED, RULE, muted, paper_frame, serif_font

from ..wording.readout import scores_line
from ..wording.words import Person, fill, meld_html, num, sides, signed, team_name, translate
from ..wording.reasons import reasons, redeal_text

# the title's "what happened", said to the declarer at the screen or of a named one (words.Person)
BOMBED = (QT_TRANSLATE_NOOP("DealSummaryDialog", "You bombed at {bid}"),
          QT_TRANSLATE_NOOP("DealSummaryDialog", "{name} bombed at {bid}"))
CONCEDED = (QT_TRANSLATE_NOOP("DealSummaryDialog", "You conceded {contract}"),
            QT_TRANSLATE_NOOP("DealSummaryDialog", "{name} conceded {contract}"))
PLAYED = (QT_TRANSLATE_NOOP("DealSummaryDialog", "You played {contract}"),
          QT_TRANSLATE_NOOP("DealSummaryDialog", "{name} played {contract}"))


class DealSummaryDialog(QDialog):
    """Shows one :class:`DealResult`; "Next deal" accepts.  :meth:`add_widget` adds caller extras."""

    def __init__(self, players: Sequence[str], result: DealResult, parent: Optional[QWidget] = None, *,
                 rules: Optional[Rules] = None, deal_number: Optional[int] = None,
                 redeal_reason: Optional[tuple[int, Optional[str]]] = None, you: Optional[int] = None) -> None:
        super().__init__(parent)
        self.players = list(players)
        self.you = you  # the seat addressed as "you" (GameController.you())
        self.redeal_reason = redeal_reason  # (seat, grounds) of a redeal: the engine's Deal.redeal_reason()
        self.result = result
        self.rules = rules
        self.setWindowTitle(self.tr("Deal summary"))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(26, 22, 26, 18)
        layout.setSpacing(12)

        self.title_label = QLabel(self._title(deal_number))
        self.title_label.setFont(serif_font(16, bold=True))
        self.title_label.setWordWrap(True)
        self.title_label.setTextFormat(Qt.TextFormat.PlainText)  # names are shown as typed
        layout.addWidget(self.title_label)
        self.detail_label = QLabel(self._details())
        muted(self.detail_label)
        self.detail_label.setTextFormat(Qt.TextFormat.PlainText)
        self.detail_label.setVisible(bool(self.detail_label.text()))
        layout.addWidget(self.detail_label)

        redeal = result.outcome.redeal
        self.reason_lines = reasons(self.players, result, rules, you)
        layout.addWidget(self._verdict(self.reason_lines))
        self.table = self._table()
        self.table.setVisible(not redeal)
        layout.addWidget(self.table)

        self.reasons_label = QLabel(self._reasons_html())
        self.reasons_label.setWordWrap(True)
        self.reasons_label.setTextFormat(Qt.TextFormat.RichText)
        self.reasons_label.setVisible(bool(self.reason_lines) and not redeal)  # a redeal's reason is the verdict
        layout.addWidget(self.reasons_label)

        self.extras = QVBoxLayout()
        self.extras.setSpacing(8)
        layout.addLayout(self.extras)
        layout.addStretch(1)
        buttons = QDialogButtonBox()
        self.next_button = buttons.addButton(self.tr("Next deal"), QDialogButtonBox.ButtonRole.AcceptRole)
        self.next_button.setDefault(True)
        if result.winner is not None:  # the game is over: no next deal
            self.next_button.setText(self.tr("Continue"))
        buttons.accepted.connect(self.accept)
        layout.addWidget(buttons)

    def reject(self) -> None:
        """Escape or the window's close button goes on as "Next deal" does: closing the summary
        never leaves the game waiting."""
        self.accept()

    def spoken(self) -> str:
        """The deal's result as a screen reader says it: the title, the verdict, the scores now."""
        r = self.result
        rows = [(team_name(self.players, side), r.scores_after[side[0]]) for side in sides(r.outcome)]
        verdict = self.verdict_label.text().lstrip("✓✗ ")
        return " ".join((self.title_label.text() + ".", verdict, scores_line(rows)))

    def add_widget(self, widget: QWidget) -> None:
        """Add a caller's widget (e.g. "What could the declarer make?") above the buttons."""
        self.extras.addWidget(widget)

    # ------------------------------------------------------------------ texts
    def _title(self, deal_number: Optional[int]) -> str:
        o = self.result.outcome
        declarer = Person.of(o.declarer, self.players, self.you)
        if o.redeal:
            what = self.tr("The cards were redealt")
        elif o.declarer is None:
            what = self.tr("Everyone played for their own points")
        elif o.bombed:
            what = declarer.say("DealSummaryDialog", BOMBED, bid=num(o.bid or 0))
        elif o.conceded:
            what = declarer.say("DealSummaryDialog", CONCEDED, contract=num(o.contract or 0))
        else:
            what = declarer.say("DealSummaryDialog", PLAYED, contract=num(o.contract or 0))
        if deal_number is None:
            return what
        return self.tr("Deal {number}: {what}").format(number=num(deal_number), what=what)

    def _details(self) -> str:
        o = self.result.outcome
        if o.redeal or o.bid is None:
            return ""
        if o.bombed:
            return self.tr("Winning bid {bid}.").format(bid=num(o.bid))
        if o.dark:
            return self.tr("Bid {bid} in the dark; contract {contract}.").format(
                bid=num(o.bid), contract=num(o.contract or 0))
        return self.tr("Winning bid {bid}; contract {contract}.").format(bid=num(o.bid), contract=num(o.contract or 0))

    def _verdict(self, reason_lines: list[str]) -> QFrame:
        o = self.result.outcome
        good: Optional[bool] = None
        if o.redeal:
            text = (redeal_text(self.players, self.redeal_reason, self.you)
                    or (reason_lines[0] if reason_lines else self.tr("The cards were redealt.")))
        elif o.bombed:
            text = self.tr("No cards were played: the declarer bombed the contract.")
        elif o.conceded:
            text = self.tr("No cards were played: the declarer conceded.")
        elif o.declarer is None:
            text = self.tr("Nobody played a contract: every player scores what they took.")
        else:
            d = o.declarer
            side = next(unit for unit in sides(o) if d in unit)  # a team's cards and marriages
            melds = sum(sum(o.melds[s]) for s in side)
            total, contract = o.total(d), o.contract or 0
            cards = total - melds
            good = total >= contract
            if melds:
                template = (self.tr("✓ Made: {cards} in cards + {melds} in marriages = {total} of {contract}.")
                            if good else
                            self.tr("✗ Failed: {cards} in cards + {melds} in marriages = {total} of {contract}."))
            else:
                template = (self.tr("✓ Made: {total} in cards of {contract}.") if good else
                            self.tr("✗ Failed: {total} in cards of {contract}."))
            text = template.format(cards=num(cards), melds=num(melds), total=num(total), contract=num(contract))
        fg, bg = {True: (GREEN, "#e8f3e8"), False: (RED, "#fbeaea"), None: (INK, "#f1ede4")}[good]
        box = QFrame()  # the padding lives on the frame: wrapped labels measure right
        box.setObjectName("verdict")
        box.setMinimumWidth(560)  # not on the dialog: that would override the layout's minimum
        box.setStyleSheet(f"#verdict {{ background: {bg}; border-radius: 6px; }}")
        label = QLabel(text)
        self.verdict_label = label
        label.setWordWrap(True)
        label.setTextFormat(Qt.TextFormat.PlainText)
        label.setStyleSheet(f"color: {fg};")
        label.setFont(serif_font(12.5, bold=good is not None))
        inner = QVBoxLayout(box)
        inner.setContentsMargins(14, 10, 14, 10)
        inner.addWidget(label)
        return box

    def _table(self) -> QFrame:
        r, o = self.result, self.result.outcome
        frame = paper_frame("sheet")
        grid = QGridLayout(frame)
        grid.setContentsMargins(16, 10, 16, 12)
        grid.setHorizontalSpacing(22)
        grid.setVerticalSpacing(7)
        heads = (self.tr("Player"), self.tr("Cards"), self.tr("Marriages"), self.tr("Base"),
                 self.tr("Change"), self.tr("Score"))
        for col, text in enumerate(heads):
            head = QLabel(text)
            head.setStyleSheet(f"color: {MUTED};")
            head.setAlignment(Qt.AlignmentFlag.AlignLeft if col < 3 else Qt.AlignmentFlag.AlignRight)
            grid.addWidget(head, 0, col)
        line = QFrame()
        line.setFrameShape(QFrame.Shape.HLine)
        line.setStyleSheet(f"color: {RULE};")
        grid.addWidget(line, 1, 0, 1, len(heads))
        played = o.played
        self.cells: list[list[QLabel]] = []
        for row, side in enumerate(sides(o)):
            first = side[0]
            declaring = o.declarer in side
            tag = ""
            if len(side) == 2:  # a team: both partners by name, their cards and marriages together
                names = [f"<b>{escape(self.players[s])}</b>" if s == o.declarer else escape(self.players[s])
                         for s in side]
                who = fill(escape(translate("Teams", "%1 & %2")), names[0], names[1])
                if declaring:
                    tag = self.tr("declarer's team")
            else:
                who = f"<b>{escape(self.players[first])}</b>" if declaring else escape(self.players[first])
                if declaring:
                    tag = self.tr("declarer")
                elif first not in o.active:
                    tag = self.tr("dealer, sits out")
            if tag:
                who += f" <span style='color:{MUTED}'>· {escape(tag)}</span>"
            active = any(s in o.active for s in side)
            if played and active and len(side) == 2:
                cards = self.tr("%1 (%2 + %3)").replace("%1", num(sum(o.card_points[s] for s in side))).replace(
                    "%2", num(o.card_points[side[0]])).replace("%3", num(o.card_points[side[1]]))
            else:
                cards = num(o.card_points[first]) if played and active else "—"
            melds = ", ".join(meld_html(v) for s in side for v in o.melds[s]) if played else ""
            change = r.score_delta[first]
            tint = GREEN if change > 0 else RED if change < 0 else MUTED
            texts = (
                who,
                cards,
                melds or "—",
                signed(r.base[first]),
                f"<span style='color:{tint}'><b>{signed(change)}</b></span>",
                f"<b>{num(r.scores_after[first])}</b>",
            )
            cells = []
            for col, text in enumerate(texts):
                cell = QLabel(text)
                cell.setTextFormat(Qt.TextFormat.RichText)
                cell.setFont(serif_font(11.5))
                cell.setAlignment((Qt.AlignmentFlag.AlignLeft if col < 3 else Qt.AlignmentFlag.AlignRight)
                                  | Qt.AlignmentFlag.AlignVCenter)
                grid.addWidget(cell, row + 2, col)
                cells.append(cell)
            self.cells.append(cells)
        grid.setColumnStretch(0, 1)
        return frame

    def _reasons_html(self) -> str:
        items = "".join(f"<li style='margin-bottom:4px'>{escape(line)}</li>" for line in self.reason_lines)
        head = escape(self.tr("How the deal was scored"))
        return (f"<p style='color:{palette.current().muted}; margin-bottom:2px'>{head}</p>"
                f"<ul style='margin-top:0px; margin-left:-18px'>{items}</ul>")
