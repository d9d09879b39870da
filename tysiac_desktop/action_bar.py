"""The bar under the table: the choices of the current phase, from the legal actions.

Only what the engine lists as legal is offered (bids in range, contract in
range, bomb or concede when the rules allow), so the bar holds no rules.
"""
from __future__ import annotations

from html import escape
from typing import Optional

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QComboBox, QFrame, QHBoxLayout, QLabel, QPushButton, QSizePolicy, QWidget

from tysiac_engine.cards import MARRIAGE_VALUES
from tysiac_engine.game import SeatView

from .dialogs.common import num
from .text import card_text, suit_label


class ActionBar(QFrame):
    action_chosen = Signal(str)  # a record token, e.g. "bid 110"
    hint_requested = Signal()

    def __init__(self, parent: Optional[QWidget] = None) -> None:
        super().__init__(parent)
        self.setObjectName("ActionBar")
        self.setMinimumHeight(64)
        self.layout_ = QHBoxLayout(self)
        self.layout_.setContentsMargins(16, 8, 16, 8)
        self.layout_.setSpacing(10)
        self.prompt = QLabel()
        self.prompt.setObjectName("Prompt")
        self.prompt.setTextFormat(Qt.TextFormat.RichText)
        self.prompt.setWordWrap(True)  # a long sentence wraps; it never widens the window's middle
        self.prompt.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.layout_.addWidget(self.prompt, 1)
        self.controls: list[QWidget] = []
        self.hint_button = QPushButton()
        self.hint_button.clicked.connect(self.hint_requested)
        self.layout_.addWidget(self.hint_button)
        self._meld_card: Optional[str] = None
        self._view: Optional[SeatView] = None
        self._mine = False
        self.retranslate()

    def retranslate(self) -> None:
        self.hint_button.setText(self.tr("Hint"))
        if self._view is not None:
            self.show_choices(self._view, self._mine)

    # ------------------------------------------------------------------ building
    def _clear(self) -> None:
        for widget in self.controls:
            self.layout_.removeWidget(widget)
            widget.hide()  # gone from the bar at once; Qt frees it at the next turn of the loop
            widget.deleteLater()
        self.controls = []

    def _button(self, text: str, token: str, primary: bool = False) -> QPushButton:
        button = QPushButton(text)
        button.setProperty("primary", primary)
        button.setProperty("token", token)
        button.clicked.connect(lambda: self.action_chosen.emit(token))
        self._add(button)
        return button

    def _add(self, widget: QWidget) -> None:
        self.layout_.insertWidget(self.layout_.count() - 1, widget)
        self.controls.append(widget)

    def _choice(self, values: list[int], kind: str, label: str) -> None:
        box = QComboBox()
        for v in values:
            box.addItem(str(v), v)
        self._add(box)
        button = QPushButton(label)
        button.setProperty("primary", True)
        button.setProperty("choice", kind)
        box.setProperty("choice", kind)
        button.clicked.connect(lambda: self.action_chosen.emit(f"{kind} {box.currentData()}"))
        self._add(button)

    def show_message(self, text: str) -> None:
        self._clear()
        self._view = None
        self.prompt.setText(text)
        self.hint_button.setVisible(False)

    def show_choices(self, view: SeatView, mine: bool) -> None:
        """Offer the legal choices of ``view`` (a human's turn) or describe the wait."""
        self._clear()
        self._view, self._mine = view, mine
        self._meld_card = None
        self.hint_button.setVisible(mine)
        if not mine:
            self.prompt.setText("")
            return
        legal = list(view.legal)
        kinds = {a.kind for a in legal}
        if "redeal" in kinds and "keep" in kinds:
            self.prompt.setText(self.tr("Your hand is weak: you may ask for a new deal."))
            self._button(self.tr("Redeal"), "redeal")
            self._button(self.tr("Keep my cards"), "keep", True)
        elif view.phase == "auction":
            bids = [a.value for a in legal if a.kind == "bid"]
            if "pass" not in kinds:
                self.prompt.setText(self.tr("You open the auction."))
                for v in bids:
                    self._button(self.tr("Bid %1").replace("%1", str(v)), f"bid {v}", True)
                if "dark" in kinds:
                    self._button(self.tr("Dark 120 (blind)"), "dark")
            else:
                self.prompt.setText(self.tr("Highest bid: <b>%1</b>. Raise or pass?").replace(
                    "%1", str(view.high_bid)))
                self._button(self.tr("Pass"), "pass")
                if bids:
                    self._button(self.tr("Bid %1").replace("%1", str(bids[0])), f"bid {bids[0]}", True)
                    if len(bids) > 1:
                        self._choice(bids[1:], "bid", self.tr("Bid"))
        elif view.phase == "musik":
            takes = [a for a in legal if a.kind == "take"]
            shape = view.shape
            if takes and shape.takes > 1:  # ru_prikup_4: pick some of the face-down cards, one by one
                left = shape.takes - len(view.taken)
                self.prompt.setText(self.tr("Pick %n of the face-down cards: click one or drag it to your hand.", "",
                                            left) if view.taken else
                                    self.tr("You won the auction. Pick %n of the face-down cards: click one or drag "
                                            "it to your hand.", "", left))
                for a in takes:
                    self._button(self.tr("Card %1").replace("%1", str(a.value + 1)), str(a), True)
            elif takes:
                self.prompt.setText(self.tr("You won the auction. Take the musik."))
                if len(takes) == 1:
                    self._button(self.tr("Take the musik"), str(takes[0]), True)
                else:
                    for a in takes:
                        self._button(self.tr("Take musik %1").replace("%1", str(a.value + 1)), str(a), True)
            else:
                if "discard" in kinds:
                    left = shape.passes - len(view.discards)
                    self.prompt.setText(self.tr("Lay cards aside (%n more): drag them to the table or click them.",
                                                "", left))
                elif shape.teams is not None:
                    self.prompt.setText(self.tr("Give one card to each other player: drag it onto their name, "
                                                "or click a card."))
                else:
                    self.prompt.setText(self.tr("Give one card to each opponent: drag it onto their name, "
                                                "or click a card."))
                if "redeal" in kinds:
                    self._button(self.tr("Redeal (poor musik)"), "redeal")
        elif view.phase == "contract":
            values = [a.value for a in legal if a.kind == "declare"]
            self.prompt.setText(self.tr("Announce your contract (at least %1).").replace("%1", str(values[0])))
            if len(values) == 1:
                self._button(self.tr("Play %1").replace("%1", str(values[0])), f"declare {values[0]}", True)
            else:
                self._choice(values, "declare", self.tr("Play"))
            if "bomb" in kinds:
                self._button(self.tr("Bomb"), "bomb")
            if "concede" in kinds:
                self._button(self.tr("Concede"), "concede")
        elif view.phase == "play":
            shape = view.shape
            if any(view.table[view.seat]) if view.table else False:
                self.prompt.setText(self.tr("Your turn: play a card from your hand or a face-up card of your "
                                            "piles (drag it to the table or double-click)."))
            elif shape.free_play_while_stock and view.stock_size:
                self.prompt.setText(self.tr("Your turn: any card may be played while the stock lasts (drag it "
                                            "to the table or double-click)."))
            else:
                self.prompt.setText(self.tr("Your turn: play a card (drag it to the table or double-click)."))
            if view.may_claim:  # the engine judges the claim when it is made
                self._button(self.tr("Claim the rest"), "claim")

    def ask_meld(self, card: str, view: SeatView) -> None:
        """Leading a Q or K of a pair, or playing a K onto its Q just played (melding on someone):
        meld it, or just play the card."""
        self._clear()
        self._meld_card = card
        suit = "HDCS".index(card[1])
        value = num(MARRIAGE_VALUES[suit])
        if view.trick:  # on the queen the player before has just played
            name = view.players[view.trick[-1][0]]
            self.prompt.setText(self.tr("Declare the marriage on %1's queen? Trump: %2.").replace("%1", escape(name))
                                .replace("%2", suit_label(suit)))
            label = self.tr("Meld on %1's queen +%2").replace("%1", name).replace("%2", value)
        else:
            self.prompt.setText(self.tr("Declare the marriage? Trump: %1.").replace("%1", suit_label(suit)))
            label = self.tr("Meld +%1").replace("%1", value)
        self._button(label, f"meld {card}", True)
        self._button(self.tr("Just play %1").replace("%1", card_text(card, html=False)), f"play {card}")
        cancel = QPushButton(self.tr("Cancel"))
        cancel.clicked.connect(lambda: self.show_choices(view, True))
        self._add(cancel)

    def ask_confirm(self, card: str, view: SeatView) -> None:
        """"Ask before playing a card": the card is played only from this question."""
        self._clear()
        self.prompt.setText(self.tr("Play %1?").replace("%1", card_text(card)))
        self._button(self.tr("Yes, play %1").replace("%1", card_text(card, html=False)), f"play {card}", True)
        cancel = QPushButton(self.tr("Cancel"))
        cancel.clicked.connect(lambda: self.show_choices(view, True))
        self._add(cancel)
