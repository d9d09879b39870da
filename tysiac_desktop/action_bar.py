"""The bar under the table: the choices of the current phase, from the legal actions.

Only what the engine lists as legal is offered (bids in range, contract in range, bomb or
concede when the rules allow), so the bar holds no rules.  A choice goes out as the engine's
typed :class:`~tysiac_engine.actions.Action` (``action_chosen``), never as text.

The prompt and the buttons share one row while both fit; in a narrow window the choices take a
row of their own under the prompt (which keeps the Last trick and Hint buttons beside it), so
nothing is cut.
"""
from __future__ import annotations

from html import escape
from typing import Optional

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtWidgets import (QApplication, QComboBox, QFrame, QGridLayout, QHBoxLayout, QLabel, QPushButton,
                               QSizePolicy, QWidget)

from tysiac_engine.actions import Action
from tysiac_engine.cards import MARRIAGE_VALUES, Card
from tysiac_engine.game import SeatView

from .wording.cards import card_spoken, card_text, suit_label
from .wording.words import fill, num, suit_name

PROMPT_MIN = 280  # the prompt's narrowest width beside the buttons before it moves above them


class ActionBar(QFrame):
    action_chosen = Signal(object)  # an Action, e.g. Action("bid", 110)
    hint_requested = Signal()
    last_trick_toggled = Signal(bool)
    tab_chain_changed = Signal()  # new choices: the window links tab_chain() after the table
    musik_seen = Signal()  # hot-seat: the one at the screen has looked at the musik turned up
    question_asked = Signal(str)  # a question of the bar (meld? to whom? play it?), as plain text
    question_cancelled = Signal(str)  # Escape or Cancel: the turn's prompt again, as plain text

    def __init__(self, parent: Optional[QWidget] = None) -> None:
        super().__init__(parent)
        self.setObjectName("ActionBar")
        self.setMinimumHeight(64)
        self.setMinimumWidth(240)  # explicit: the row of buttons never widens the window, it wraps (_relayout)
        self.grid = QGridLayout(self)
        self.grid.setContentsMargins(16, 8, 16, 8)
        self.grid.setHorizontalSpacing(10)
        self.grid.setVerticalSpacing(6)
        self.prompt = QLabel()
        self.prompt.setObjectName("Prompt")
        self.prompt.setTextFormat(Qt.TextFormat.RichText)
        self.prompt.setWordWrap(True)  # a long sentence wraps; it never widens the window's middle
        self.prompt.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.prompt.setMinimumWidth(120)
        self.row = QHBoxLayout()  # the choices of the moment
        self.row.setSpacing(10)
        self.row.addStretch(1)
        self.row2 = QHBoxLayout()  # those that do not fit the first row, in a narrow window
        self.row2.setSpacing(10)
        self.row2.addStretch(1)
        self.tools = QHBoxLayout()  # Last trick, Hint
        self.tools.setSpacing(10)
        self.controls: list[QWidget] = []
        self.input_filter: Optional[QObject] = None  # set by the window: filters each choice's input
        # set by the window: where the keyboard focus goes when the choice it was on goes (the table)
        self.focus_home: Optional[QWidget] = None
        self._had_focus = False
        self.last_trick_button = QPushButton()
        self.last_trick_button.setCheckable(True)
        self.last_trick_button.toggled.connect(self.last_trick_toggled)
        self.hint_button = QPushButton()
        self.hint_button.clicked.connect(self.hint_requested)
        self.tools.addWidget(self.last_trick_button)
        self.tools.addWidget(self.hint_button)
        self._stacked: Optional[bool] = None
        self._tools_below = False
        self._tools_low = False
        self._place(False)
        self._view: Optional[SeatView] = None
        self._mine = False
        self._special: Optional[tuple] = None  # a question being asked (meld, confirm) to ask again
        self.retranslate()

    def retranslate(self) -> None:
        self.hint_button.setText(self.tr("Hint"))
        self.hint_button.setToolTip(self.tr("What would a strong player do? (H)"))
        self.last_trick_button.setText(self.tr("Last trick"))
        self.last_trick_button.setToolTip(self.tr("Show the trick taken last (L)"))
        if self._special is not None:
            method, args = self._special
            method(*args)
        elif self._view is not None:
            self.show_choices(self._view, self._mine)

    def pending_question(self) -> Optional[tuple]:
        """The question the bar asks now (meld or play, to whom, confirm …), to ask again after the
        table is shown anew in another language; None when it shows the choices of the position."""
        return self._special

    def ask_again(self, question: tuple) -> None:
        method, args = question
        method(*args)

    # ------------------------------------------------------------------ layout
    def _place(self, stacked: bool, tools_below: bool = False, tools_low: bool = False) -> None:
        """One row (prompt, choices, tools), or (narrow) the choices under the prompt and tools
        (``tools_below``: no choices, the tools under the prompt; ``tools_low``: narrower still,
        the prompt alone on top, the choices under it and the tools at the end of the last row)."""
        if (stacked, tools_below, tools_low) == (self._stacked, self._tools_below, self._tools_low):
            return
        self._stacked, self._tools_below, self._tools_low = stacked, tools_below, tools_low
        self.grid.removeWidget(self.prompt)
        for layout in (self.row, self.row2, self.tools):
            self.grid.removeItem(layout)
        self.grid.addWidget(self.prompt, 0, 0, 1, 3 if tools_below or tools_low else 1)
        if tools_below:
            self.grid.addLayout(self.tools, 1, 0, 1, 3, Qt.AlignmentFlag.AlignRight)
        elif tools_low:
            self.grid.addLayout(self.row, 1, 0, 1, 3)
            self.grid.addLayout(self.row2, 2, 0, 1, 2)
            self.grid.addLayout(self.tools, 2, 2, Qt.AlignmentFlag.AlignRight)
        elif stacked:
            self.grid.addLayout(self.tools, 0, 2)
            self.grid.addLayout(self.row, 1, 0, 1, 3)
            self.grid.addLayout(self.row2, 2, 0, 1, 3)
        else:
            # the buttons keep their place when a hint or a refusal makes the prompt taller (the bar
            # grows upwards from the window's bottom edge): a click aimed at them does not miss
            self.grid.addLayout(self.row, 0, 1, Qt.AlignmentFlag.AlignBottom)
            self.grid.addLayout(self.tools, 0, 2, Qt.AlignmentFlag.AlignBottom)
        self.grid.setColumnStretch(0, 1)

    def _wrap(self, width: int) -> int:
        """Put the choices in one row, or in two when one is too narrow; the rows used."""
        first, second, used = [], [], 0
        for widget in self.controls:
            need = widget.sizeHint().width() + (self.row.spacing() if first else 0)
            if self._stacked and first and used + need > width:
                second.append(widget)
            else:
                first.append(widget)
                used += need
        if second and not self._stacked:
            first, second = first + second, []
        for row, widgets in ((self.row, first), (self.row2, second)):
            for widget in widgets:
                if row.indexOf(widget) < 0:
                    (self.row2 if row is self.row else self.row).removeWidget(widget)
                    row.addWidget(widget)
        return 2 if second else 1

    @staticmethod
    def _shown(widget: QWidget) -> bool:
        """Not hidden on purpose (a button just added shows with the next turn of the loop)."""
        return not (widget.isHidden() and widget.testAttribute(Qt.WidgetAttribute.WA_WState_ExplicitShowHide))

    @classmethod
    def _width(cls, widgets: list[QWidget], spacing: int) -> int:
        shown = [w for w in widgets if cls._shown(w)]
        return sum(w.sizeHint().width() for w in shown) + spacing * max(0, len(shown) - 1)

    def _relayout(self) -> None:
        """Stack the prompt above the buttons when both do not fit in one row, and ask for the
        height the wrapped prompt needs (a box layout does not ask a wrapped label by itself)."""
        margins = self.grid.contentsMargins()
        gap = self.grid.horizontalSpacing()
        inner = self.width() - margins.left() - margins.right()
        choices = self._width(self.controls, self.row.spacing())
        tools = self._width([self.last_trick_button, self.hint_button], self.tools.spacing())
        stacked = bool(self.controls) and inner - 2 * gap - choices - tools < PROMPT_MIN
        tools_below = not self.controls and tools > 0 and inner - gap - tools < PROMPT_MIN
        tools_low = stacked and inner - gap - tools < PROMPT_MIN
        self._place(stacked, tools_below, tools_low)
        rows = 2 if tools_low else 1
        rows = max(rows, self._wrap(inner))
        prompt_width = inner if tools_below or tools_low else \
            inner - gap - tools - (0 if stacked else choices + gap)
        # room for two lines at least: a one-line prompt turning into a two-line hint moves nothing
        text = max(self.prompt.heightForWidth(max(1, prompt_width)) if self.prompt.text() else 0,
                   2 * self.prompt.fontMetrics().lineSpacing())
        heights = lambda ws: max([w.sizeHint().height() for w in ws if self._shown(w)] or [0])  # noqa: E731
        row, tool_row = heights(self.controls), heights([self.hint_button, self.last_trick_button])
        spacing = self.grid.verticalSpacing()
        if tools_below:
            body = text + spacing + tool_row
        elif tools_low:
            body = text + spacing + row + spacing + max(row, tool_row)
        elif stacked:
            body = max(text, tool_row) + rows * (spacing + row)
        else:
            body = max(text, row, tool_row)
        height = max(64, margins.top() + margins.bottom() + body)
        if height != self.minimumHeight():
            self.setMinimumHeight(height)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._relayout()

    # ------------------------------------------------------------------ building
    def _clear(self) -> None:
        focus = QApplication.focusWidget()
        self._had_focus = focus is not None and focus in self.controls
        if self._had_focus and self.focus_home is not None:
            # before the focused choice goes: else Qt hands the focus along the chain (to the log)
            self.focus_home.setFocus(Qt.FocusReason.OtherFocusReason)
        for widget in self.controls:
            self.row.removeWidget(widget)
            self.row2.removeWidget(widget)
            widget.hide()  # gone from the bar at once; Qt frees it at the next turn of the loop
            widget.deleteLater()
        self.controls = []

    def _button(self, text: str, action: Action, primary: bool = False, spoken: str = "") -> QPushButton:
        button = QPushButton(text)
        button.setProperty("primary", primary)
        button.setProperty("action", action)
        if spoken:
            button.setAccessibleName(spoken)
        button.clicked.connect(lambda: self.action_chosen.emit(action))
        self._add(button)
        return button

    def _add(self, widget: QWidget) -> None:
        if isinstance(widget, QPushButton):
            widget.setAutoDefault(True)  # Enter presses a focused choice, as Space does
        if self.input_filter is not None:  # the window's InputGuard: a double-click acts once
            widget.installEventFilter(self.input_filter)
        self.row.addWidget(widget)
        self.controls.append(widget)
        if self.isVisible():
            widget.show()  # at once, not at the next turn of the event loop: Tab finds it now

    def _choice(self, actions: list[Action], kind: str, label: str, spoken: str) -> None:
        box = QComboBox()
        box.setObjectName("Choice")
        for action in actions:
            box.addItem(num(action.value), action)
        box.setProperty("choice", kind)
        box.setAccessibleName(spoken)
        self._add(box)
        button = QPushButton(label)
        button.setProperty("primary", True)
        button.setProperty("choice", kind)  # named by its label ("Bid"): the list is named by what it chooses
        button.clicked.connect(lambda: self.action_chosen.emit(box.currentData()))
        self._add(button)

    def _done(self) -> None:
        self._relayout()
        self.updateGeometry()
        self.tab_chain_changed.emit()
        if self._had_focus and self.controls:  # the player was in the bar, and it still asks: stay
            self.controls[0].setFocus(Qt.FocusReason.OtherFocusReason)
        self._had_focus = False

    def tab_chain(self) -> list[QWidget]:
        """The bar's Tab order: the choices, then the tools."""
        return [*self.controls, self.last_trick_button, self.hint_button]

    def show_message(self, text: str) -> None:
        self._clear()
        self._view, self._special = None, None
        self.prompt.setText(text)
        self.hint_button.setVisible(False)
        self._done()

    def show_musik_look(self, declarer: str) -> None:
        """Hot-seat: the musik the declarer took lies face up for the one at the screen to see."""
        self._clear()
        self._view, self._special = None, None
        self.prompt.setText(self.tr("%1 took the musik: it lies face up on the table.").replace(
            "%1", escape(declarer)))
        button = QPushButton(self.tr("Seen, go on"))
        button.setProperty("primary", True)
        button.clicked.connect(self.musik_seen)
        self._add(button)
        self.hint_button.setVisible(False)
        self._done()

    def show_choices(self, view: SeatView, mine: bool) -> None:
        """Offer the legal choices of ``view`` (a human's turn) or describe the wait."""
        self._clear()
        self._view, self._mine, self._special = view, mine, None
        self.hint_button.setVisible(mine)
        if not mine:
            self.prompt.setText("")
            self._done()
            return
        self._offer(view)
        self._done()

    def _offer(self, view: SeatView) -> None:
        legal = list(view.legal)
        kinds = {a.kind for a in legal}
        of = lambda kind: [a for a in legal if a.kind == kind]  # noqa: E731
        if "redeal" in kinds and "keep" in kinds:
            self.prompt.setText(self.tr("Your hand is weak: you may ask for a new deal."))
            self._button(self.tr("Redeal"), of("redeal")[0])
            self._button(self.tr("Keep my cards"), of("keep")[0], True)
        elif view.phase == "auction":
            bids = of("bid")
            if "pass" not in kinds:
                self.prompt.setText(self.tr("You open the auction."))
                for action in bids:
                    self._button(self.tr("Bid %1").replace("%1", num(action.value)), action, True)
                if "dark" in kinds:
                    self._button(self.tr("Dark 120 (blind)"), of("dark")[0])
            else:
                self.prompt.setText(self.tr("Highest bid: <b>%1</b>. Raise or pass?").replace(
                    "%1", num(view.high_bid or 0)))
                self._button(self.tr("Pass"), of("pass")[0])
                if bids:
                    self._button(self.tr("Bid %1").replace("%1", num(bids[0].value)), bids[0], True)
                    if len(bids) > 1:
                        self._choice(bids[1:], "bid", self.tr("Bid"), self.tr("Bid more"))
        elif view.phase == "musik":
            takes = of("take")
            shape = view.shape
            if takes and shape.takes > 1:  # ru_prikup_4: pick some of the face-down cards, one by one
                left = shape.takes - len(view.taken)
                self.prompt.setText(self.tr("Pick %n of the face-down cards: double-click one or drag it to your hand.", "",
                                            left) if view.taken else
                                    self.tr("You won the auction. Pick %n of the face-down cards: double-click one or "
                                            "drag it to your hand.", "", left))
                for action in takes:
                    self._button(self.tr("Card %1").replace("%1", num(action.value + 1)), action, True)
            elif takes:
                self.prompt.setText(self.tr("You won the auction. Take the musik."))
                if len(takes) == 1:
                    self._button(self.tr("Take the musik"), takes[0], True)
                else:
                    for action in takes:
                        self._button(self.tr("Take musik %1").replace("%1", num(action.value + 1)), action, True)
            else:
                if "discard" in kinds:
                    left = shape.passes - len(view.discards)
                    self.prompt.setText(self.tr("Lay cards aside (%n more): double-click one, drag it to the "
                                                "table, or click it and press Enter.", "", left))
                elif shape.teams is not None:
                    self.prompt.setText(self.tr("Give one card to each other player: drag it onto their name, "
                                                "or double-click it and choose who gets it."))
                else:
                    self.prompt.setText(self.tr("Give one card to each opponent: drag it onto their name, "
                                                "or double-click it and choose who gets it."))
                if "redeal" in kinds:
                    self._button(self.tr("Redeal (poor musik)"), of("redeal")[0])
        elif view.phase == "contract":
            declares = of("declare")
            self.prompt.setText(self.tr("Announce your contract (at least %1).").replace(
                "%1", num(declares[0].value)))
            if len(declares) == 1:
                self._button(self.tr("Play %1").replace("%1", num(declares[0].value)), declares[0], True)
            else:
                self._choice(declares, "declare", self.tr("Play"), self.tr("Play for the chosen contract"))
            if "bomb" in kinds:
                self._button(self.tr("Bomb"), of("bomb")[0])
            if "concede" in kinds:
                self._button(self.tr("Concede"), of("concede")[0])
        elif view.phase == "play":
            shape = view.shape
            if view.table and any(view.table[view.seat]):
                self.prompt.setText(self.tr("Your turn: play a card from your hand or a face-up card of your "
                                            "piles: double-click it, drag it to the table, or click it and press "
                                            "Enter."))
            elif shape.free_play_while_stock and view.stock_size:
                self.prompt.setText(self.tr("Your turn: any card may be played while the stock lasts: "
                                            "double-click it, drag it to the table, or click it and press Enter."))
            else:
                self.prompt.setText(self.tr("Your turn: play a card: double-click it, drag it to the table, or "
                                            "click it and press Enter."))
            if view.may_claim:  # the engine judges the claim when it is made
                self._button(self.tr("Claim the rest"), Action("claim"))

    def ask_meld(self, card: Card, view: SeatView) -> None:
        """Leading a Q or K of a pair, or playing a K onto its Q just played (melding on someone):
        meld it, or just play the card."""
        self._clear()
        self._special = (self.ask_meld, (card, view))
        suit = card.suit
        value = num(MARRIAGE_VALUES[suit])
        if view.trick:  # on the queen the player before has just played
            name = view.players[view.trick[-1][0]]
            question = self.tr("Declare the marriage on %1's queen? Trump: %2.")
            self.prompt.setText(fill(question, escape(name), suit_label(suit)))
            spoken = fill(question, name, suit_name(suit))
            label = fill(self.tr("Meld on %1's queen +%2"), name, value)
        else:
            question = self.tr("Declare the marriage? Trump: %1.")
            self.prompt.setText(question.replace("%1", suit_label(suit)))
            spoken = question.replace("%1", suit_name(suit))
            label = self.tr("Meld +%1").replace("%1", value)
        self._button(label, Action("meld", None, card), True,
                     spoken=fill(self.tr("Declare the marriage in %1, %2 points"), suit_name(suit), value))
        self._button(self.tr("Just play %1").replace("%1", card_text(str(card), html=False)),
                     Action("play", None, card), spoken=self.tr("Just play %1").replace("%1", card_spoken(card)))
        self._ask(spoken)

    def ask_give(self, card: Card, view: SeatView, seats: tuple[int, ...], names: list[str]) -> None:
        """A card to give after the musik was chosen, and more than one seat may get it: to whom?"""
        self._clear()
        self._special = (self.ask_give, (card, view, seats, names))
        self.prompt.setText(self.tr("Give %1 to whom?").replace("%1", card_text(str(card))))
        for seat in seats:
            self._button(names[seat], Action("give", seat, card), seat == seats[0])
        self._ask(self.tr("Give %1 to whom?").replace("%1", card_spoken(card)))

    def ask_confirm(self, card: Card, view: SeatView) -> None:
        """"Ask before playing a card": the card is played only from this question."""
        self._clear()
        self._special = (self.ask_confirm, (card, view))
        self.prompt.setText(self.tr("Play %1?").replace("%1", card_text(str(card))))
        self._button(self.tr("Yes, play %1").replace("%1", card_text(str(card), html=False)),
                     Action("play", None, card), True,
                     spoken=self.tr("Yes, play %1").replace("%1", card_spoken(card)))
        self._ask(self.tr("Play %1?").replace("%1", card_spoken(card)))

    def _ask(self, spoken: str) -> None:
        """The question's Cancel button, and the question (``spoken``: its cards in words) said to a
        screen reader."""
        cancel = QPushButton(self.tr("Cancel"))
        cancel.clicked.connect(self.cancel_question)
        self._add(cancel)
        self._done()
        focus = QApplication.focusWidget()
        if focus is None or focus is self.focus_home or focus in self.controls:
            self.controls[0].setFocus(Qt.FocusReason.OtherFocusReason)  # the answer is a key away
        self.question_asked.emit(spoken)

    def asking(self) -> bool:
        """A question (meld? to whom? play it?) waits for an answer."""
        return self._special is not None

    def cancel_question(self) -> bool:
        """Escape or Cancel: the question goes, the turn's choices come back (False: none was asked)."""
        if self._special is None:
            return False
        self.show_choices(self._special[1][1], True)
        self.question_cancelled.emit(self.prompt_text())
        return True

    def prompt_text(self) -> str:
        """The prompt as plain text (for screen readers)."""
        from PySide6.QtGui import QTextDocument

        doc = QTextDocument()
        doc.setHtml(self.prompt.text())
        return doc.toPlainText()

    def set_notice(self, html: str) -> None:
        """A sentence in place of the prompt (a refusal, a hint), the choices staying."""
        self.prompt.setText(html)
