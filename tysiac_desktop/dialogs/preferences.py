"""Settings → Preferences: language, cards, table, pace and how a card is played.

The dialog edits a :class:`Preferences` value; the window applies and stores
it.  The language is the exception the issue asks for: it switches at once
(``language_chosen``), and the window switches back if the dialog is
cancelled.
"""
from __future__ import annotations

from typing import Optional

from PySide6.QtCore import QEvent, QSize, Qt, Signal
from PySide6.QtGui import QColor, QIcon, QPainter, QPixmap
from PySide6.QtWidgets import (
    QCheckBox, QComboBox, QDialog, QDialogButtonBox, QFormLayout, QGroupBox, QLabel,
    QVBoxLayout, QWidget,
)

from ..languages import system_language
from ..languages import LANGUAGE_NAMES
from ..settings import TABLE_COLOURS, Preferences
from ..table.deck_theme import THEMES, DeckTheme
from .common import muted

PREVIEW_CARDS = ("AH", "KD", "QC", "JS", "TH")


def swatch(colour: str, size: int = 18) -> QIcon:
    pixmap = QPixmap(size, size)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setBrush(QColor(colour))
    painter.setPen(QColor(0, 0, 0, 90))
    painter.drawRoundedRect(1, 1, size - 2, size - 2, 4, 4)
    painter.end()
    return QIcon(pixmap)


class DeckPreview(QLabel):
    """A fan of a few cards of the chosen deck, so a player sees what they pick."""

    CARD_WIDTH = 62

    def __init__(self, parent: Optional[QWidget] = None) -> None:
        super().__init__(parent)
        self.setMinimumHeight(int(self.CARD_WIDTH * 1.5) + 8)
        self._themes: dict[tuple[str, bool], DeckTheme] = {}

    def show_deck(self, key: str, four_colour: bool) -> None:
        theme = self._themes.get((key, four_colour))
        if theme is None:
            theme = DeckTheme.load(key, four_colour=four_colour)
            self._themes[(key, four_colour)] = theme
        width = self.CARD_WIDTH
        step = int(width * 0.72)
        first = theme.pixmap(PREVIEW_CARDS[0], width, self.devicePixelRatioF())
        height = round(first.height() / first.devicePixelRatio())
        canvas = QPixmap(QSize(step * (len(PREVIEW_CARDS) - 1) + width + 4, height + 4) * self.devicePixelRatioF())
        canvas.setDevicePixelRatio(self.devicePixelRatioF())
        canvas.fill(Qt.GlobalColor.transparent)
        painter = QPainter(canvas)
        for i, code in enumerate(PREVIEW_CARDS):
            painter.drawPixmap(2 + i * step, 2, theme.pixmap(code, width, self.devicePixelRatioF()))
        painter.end()
        self.setPixmap(canvas)
        self.setFixedSize(canvas.size() / self.devicePixelRatioF())  # a taller deck (German) takes its room

    def finish(self) -> None:
        """Let background rendering end before the themes go away."""
        for theme in self._themes.values():
            theme.wait_for_jobs(1000)


class PreferencesDialog(QDialog):
    language_chosen = Signal(str)  # "system", "en", "pl", "ru", "da": switch now

    def __init__(self, preferences: Preferences, parent: Optional[QWidget] = None) -> None:
        super().__init__(parent)
        self._initial = preferences
        layout = QVBoxLayout(self)
        layout.setContentsMargins(22, 20, 22, 16)
        layout.setSpacing(14)

        self.language = QComboBox()
        self.deck = QComboBox()
        self.four_colour = QCheckBox()
        self.preview = DeckPreview()
        self.table_colour = QComboBox()
        self.table_colour.setIconSize(QSize(18, 18))
        self.animation = QComboBox()
        self.pace = QComboBox()
        self.auto_play = QCheckBox()
        self.confirm = QCheckBox()
        self.deck_note = QLabel()
        self.deck_note.setWordWrap(True)
        muted(self.deck_note)

        self.look_box = QGroupBox()
        look = QFormLayout(self.look_box)
        look.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        self.language_label, self.deck_label, self.table_label = QLabel(), QLabel(), QLabel()
        look.addRow(self.language_label, self.language)
        look.addRow(self.deck_label, self.deck)
        look.addRow("", self.four_colour)
        look.addRow("", self.preview)
        look.addRow("", self.deck_note)
        look.addRow(self.table_label, self.table_colour)

        self.play_box = QGroupBox()
        play = QFormLayout(self.play_box)
        play.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        self.animation_label, self.pace_label = QLabel(), QLabel()
        play.addRow(self.animation_label, self.animation)
        play.addRow(self.pace_label, self.pace)
        play.addRow("", self.auto_play)
        play.addRow("", self.confirm)
        for label, field in ((self.language_label, self.language), (self.deck_label, self.deck),
                             (self.table_label, self.table_colour), (self.animation_label, self.animation),
                             (self.pace_label, self.pace)):
            label.setBuddy(field)

        layout.addWidget(self.look_box)
        layout.addWidget(self.play_box)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                        | QDialogButtonBox.StandardButton.Cancel
                                        | QDialogButtonBox.StandardButton.RestoreDefaults)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.buttons.button(QDialogButtonBox.StandardButton.RestoreDefaults).clicked.connect(
            lambda: self.set_preferences(Preferences(house_rules=self._initial.house_rules), live=True))
        layout.addWidget(self.buttons)

        self.retranslate()
        self.set_preferences(preferences)
        self.language.currentIndexChanged.connect(self._language_changed)
        self.deck.currentIndexChanged.connect(self._deck_changed)
        self.four_colour.toggled.connect(self._deck_changed)

    # ------------------------------------------------------------------ texts
    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Preferences"))
        self.look_box.setTitle(self.tr("Language and look"))
        self.play_box.setTitle(self.tr("Playing"))
        self.language_label.setText(self.tr("&Language:"))
        self.deck_label.setText(self.tr("Card &deck:"))
        self.table_label.setText(self.tr("&Table colour:"))
        self.animation_label.setText(self.tr("&Animations:"))
        self.pace_label.setText(self.tr("&Computer players' pace:"))
        self.four_colour.setText(self.tr("Four-colour suits (diamonds blue, clubs green)"))
        self.auto_play.setText(self.tr("Play my only legal card by itself"))
        self.confirm.setText(self.tr("Ask before playing a card"))
        deck_names = {"svg-cards": self.tr("French pattern (SVG-cards)"),
                      "xskat-german": self.tr("German suits (XSkat)"),
                      "atlasnye": self.tr("Russian Atlas pattern (Atlasnye)")}
        self._fill(self.deck, [(key, deck_names.get(key, spec.name)) for key, spec in THEMES.items()])
        self._fill(self.language, [("system", self.tr("As the system (%1)").replace("%1", self._system_name()))]
                   + list(LANGUAGE_NAMES.items()))
        self._fill(self.table_colour, [(v, self._colour_names()[k]) for k, v in TABLE_COLOURS.items()],
                   icons=True)
        self._fill(self.animation, [("off", self.tr("Off")), ("fast", self.tr("Fast")),
                                    ("normal", self.tr("Normal")), ("slow", self.tr("Slow"))])
        self._fill(self.pace, [("instant", self.tr("As fast as they decide")), ("fast", self.tr("Fast")),
                               ("normal", self.tr("Normal")), ("slow", self.tr("Slow, easy to follow"))])
        self.buttons.button(QDialogButtonBox.StandardButton.RestoreDefaults).setText(self.tr("Restore defaults"))
        self._deck_changed()

    def _colour_names(self) -> dict[str, str]:
        return {"green": self.tr("Green baize"), "blue": self.tr("Blue"), "burgundy": self.tr("Burgundy"),
                "brown": self.tr("Walnut"), "slate": self.tr("Slate grey")}

    @staticmethod
    def _system_name() -> str:
        return LANGUAGE_NAMES.get(system_language(), "English")

    @staticmethod
    def _fill(box: QComboBox, items: list[tuple[str, str]], icons: bool = False) -> None:
        """(Re)fill a combo box keeping its chosen value, without emitting a change."""
        current = box.currentData()
        box.blockSignals(True)
        box.clear()
        for value, text in items:
            if icons:
                box.addItem(swatch(value), text, value)
            else:
                box.addItem(text, value)
        if current is not None:
            box.setCurrentIndex(max(0, box.findData(current)))
        box.blockSignals(False)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # ------------------------------------------------------------------ values
    def set_preferences(self, preferences: Preferences, live: bool = False) -> None:
        def choose(box: QComboBox, value: str) -> None:
            index = box.findData(value)
            if index < 0 and box is self.table_colour:  # a colour set in the file by hand
                box.addItem(swatch(value), value, value)
                index = box.count() - 1
            box.setCurrentIndex(max(0, index))

        self.language.blockSignals(not live)
        choose(self.language, preferences.language)
        self.language.blockSignals(False)
        choose(self.deck, preferences.deck)
        self.four_colour.setChecked(preferences.four_colour)
        choose(self.table_colour, preferences.table_colour.lower())
        choose(self.animation, preferences.animation)
        choose(self.pace, preferences.pace)
        self.auto_play.setChecked(preferences.auto_play_single)
        self.confirm.setChecked(preferences.confirm_play)
        self._deck_changed()

    def preferences(self) -> Preferences:
        return Preferences(
            language=self.language.currentData(), deck=self.deck.currentData(),
            four_colour=self.four_colour.isChecked(), table_colour=self.table_colour.currentData(),
            animation=self.animation.currentData(), pace=self.pace.currentData(),
            auto_play_single=self.auto_play.isChecked(), confirm_play=self.confirm.isChecked(),
            house_rules=self._initial.house_rules)

    def _language_changed(self) -> None:
        self.language_chosen.emit(self.language.currentData())

    def _deck_changed(self) -> None:
        key = self.deck.currentData()
        if key is None:
            return
        spec = THEMES[key]
        capable = getattr(spec, "four_colour_capable", True)
        self.four_colour.setEnabled(capable)
        self.preview.show_deck(key, self.four_colour.isChecked() and capable)
        note = self.tr("Cards: %1").replace("%1", spec.licence)
        if getattr(spec, "suits", "french") == "german":
            note += "<br>" + self.tr("German suits: hearts, bells, acorns and leaves, as in the old Polish "
                                     "tradition (czerwień, dzwonek, żołądź, wino).")
        self.deck_note.setText(note)
        self._fit_note()

    def _fit_note(self) -> None:
        """The credit's lines below the cards take the room they need (never drawn over them)."""
        width = self.deck_note.width() if self.deck_note.width() > 100 else 300
        self.deck_note.setMinimumHeight(self.deck_note.heightForWidth(width))
        if self.isVisible():
            self.layout().activate()
            self.adjustSize()

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        needed = self.deck_note.heightForWidth(self.deck_note.width())
        if needed > self.deck_note.minimumHeight():
            self.deck_note.setMinimumHeight(needed)

    def reject(self) -> None:
        if self.language.currentData() != self._initial.language:
            self.language_chosen.emit(self._initial.language)  # cancelling undoes the switch
        super().reject()

    def done(self, result: int) -> None:
        self.preview.finish()
        super().done(result)
