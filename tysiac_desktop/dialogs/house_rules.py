"""The house-rules dialog: a preset plus every option of RULES.md §3-§5, checked as you change it."""
from __future__ import annotations

from typing import Any, Optional

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox, QComboBox, QDialog, QDialogButtonBox, QFrame, QGridLayout, QHBoxLayout, QLabel, QScrollArea,
    QSpinBox, QTabWidget, QVBoxLayout, QWidget,
)

from tysiac_engine import PRESET_NAMES, InvalidRules, make_rules
from tysiac_engine.rules import PRESETS, Rules

from .common import MUTED, RED, preset_descriptions, preset_names
from .rule_texts import ANY_LABEL, GROUPS, HELP, LABELS, NONE_LABEL, VALUES, rule_text

# Keys shown as a combo box of listed values (in this order).
CHOICES: dict[str, tuple[Any, ...]] = {
    "players": (3, 2, 4),
    "non_declarer_finish": ("cap_990", "allowed", "no_points"),
    "finish_tie": ("declarer_then_higher", "higher", "draw"),
    "bid_step": (10, 5),
    "bid_cap": ("marriages", "any_marriage", "unlimited"),
    "show_musik": ("if_raised", "always", "never"),
    "redeal_four_nines": ("redeal", "bonus_120", "off"),
    "bombs_per_player": (0, 1, 2, 4, "unlimited"),
    "bomb_opponent_points": (60, 40, "half_contract"),
    "must_trump": ("if_beats", "always", "never"),
    "meld_card": ("queen_or_king", "queen_only"),
    "opponent_rounding": ("ten_half_down", "ten_half_up", "five_nearest", "exact"),
    "lock_800_no_trick_penalty": (None, 100),
    "barrel_simultaneous": ("keep", "all_fall_120"),
    "four_player_mode": ("dealer_sits_out", "all_play_6", "teams_2v2"),
    "sitter_scores": ("musik_aces_marriages", "musik_points", "nothing"),
    "two_player_mode": ("musik_2x2", "musik_2x3", "twelve_cards", "draw_stock", "seven_open_musik",
                        "ru_prikup_4", "ru_open_closed"),
}

# Keys shown as a spin box: (lowest, highest, step, nullable). A nullable box shows its lowest
# value as "none" (or "any" for bomb_max_bid) and means null.
SPINS: dict[str, tuple[int, int, int, bool]] = {
    "target": (100, 10000, 10, False),
    "opening_bid": (5, 120, 5, False),
    "redeal_weak_hand": (-1, 60, 1, True),
    "redeal_poor_musik": (-1, 60, 1, True),
    "bomb_max_bid": (0, 400, 10, True),
    "barrel": (0, 9990, 10, True),
    "barrel_attempts": (1, 20, 1, False),
    "barrel_zero_on_fall": (0, 20, 1, True),
}

# key → (key it depends on, predicate on the whole value dict telling it applies)
DEPENDS = {
    "barrel_attempts": lambda v: v["barrel"] is not None,
    "barrel_zero_on_fall": lambda v: v["barrel"] is not None,
    "barrel_simultaneous": lambda v: v["barrel"] is not None,
    "lock_800_no_trick_penalty": lambda v: v["lock_800"],
    "four_player_mode": lambda v: v["players"] == 4,
    "sitter_scores": lambda v: v["players"] == 4,
    "two_player_mode": lambda v: v["players"] == 2,
    "bomb_max_bid": lambda v: v["bombs_per_player"] != 0,
    "bomb_opponent_points": lambda v: v["bombs_per_player"] != 0,
    "bomb_first_free": lambda v: v["bombs_per_player"] != 0,
}

ERROR_STYLE = f"border: 2px solid {RED}; border-radius: 3px;"


class HouseRulesDialog(QDialog):
    """Edit a preset and its overrides; :meth:`rules_spec` gives {"preset", "overrides"}."""

    def __init__(self, parent: Optional[QWidget] = None, preset: str = "polish",
                 overrides: Optional[dict] = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("House rules"))
        self.fields: dict[str, QWidget] = {}
        self.captions: dict[str, QLabel] = {}
        self.holders: dict[str, QFrame] = {}
        self.errors: dict[str, QLabel] = {}
        self.error_key: Optional[str] = None
        self._loading = False
        layout = QVBoxLayout(self)
        layout.setContentsMargins(20, 18, 20, 14)
        layout.setSpacing(12)
        layout.addLayout(self._build_preset_row())
        self.tabs = QTabWidget()
        for title, keys in GROUPS:
            self.tabs.addTab(self._build_page(keys), rule_text(title))
        layout.addWidget(self.tabs, 1)
        self.general_error = QLabel()
        self.general_error.setWordWrap(True)
        self.general_error.setTextFormat(Qt.TextFormat.PlainText)
        self.general_error.setStyleSheet(f"color: {RED};")
        self.general_error.hide()
        layout.addWidget(self.general_error)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.ok_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok_button.setText(self.tr("Save"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self.set_rules(preset, overrides or {})

    # ------------------------------------------------------------------ building
    def _build_preset_row(self) -> QVBoxLayout:
        col = QVBoxLayout()
        col.setSpacing(4)
        row = QHBoxLayout()
        row.setSpacing(10)
        label = QLabel(self.tr("Start from:"))
        self.preset_combo = QComboBox()
        names = preset_names()
        for key in PRESET_NAMES:
            self.preset_combo.addItem(names[key], key)
        label.setBuddy(self.preset_combo)
        self.preset_combo.currentIndexChanged.connect(self._preset_chosen)
        self.preset_combo.activated.connect(self._preset_chosen)  # picking the same preset again resets it
        self.status_label = QLabel()
        self.status_label.setStyleSheet("font-weight: bold;")
        row.addWidget(label)
        row.addWidget(self.preset_combo)
        row.addSpacing(12)
        row.addWidget(self.status_label)
        row.addStretch(1)
        col.addLayout(row)
        self.preset_note = QLabel()
        self.preset_note.setWordWrap(True)
        self.preset_note.setStyleSheet(f"color: {MUTED};")
        col.addWidget(self.preset_note)
        return col

    def _build_page(self, keys: tuple[str, ...]) -> QScrollArea:
        page = QWidget()
        grid = QGridLayout(page)
        grid.setContentsMargins(16, 14, 16, 14)
        grid.setHorizontalSpacing(16)
        grid.setVerticalSpacing(2)
        row = 0
        for key in keys:
            widget = self._make_field(key)
            self.fields[key] = widget
            holder = QFrame()  # carries the red error border, so the field keeps its native look
            holder.setObjectName("holder")
            inside = QHBoxLayout(holder)
            inside.setContentsMargins(2, 2, 2, 2)
            inside.addWidget(widget)
            self.holders[key] = holder
            if isinstance(widget, QCheckBox):
                inside.addStretch(1)
                grid.addWidget(holder, row, 0, 1, 2, Qt.AlignmentFlag.AlignLeft)
            else:
                caption = QLabel(rule_text(LABELS[key]) + ":")
                caption.setBuddy(widget)
                self.captions[key] = caption
                grid.addWidget(caption, row, 0)
                grid.addWidget(holder, row, 1, Qt.AlignmentFlag.AlignLeft)
            help_text = rule_text(HELP[key])
            widget.setToolTip(help_text)
            note = QLabel(help_text)
            note.setWordWrap(True)
            note.setStyleSheet(f"color: {MUTED}; font-size: small;")
            grid.addWidget(note, row + 1, 0, 1, 2)
            error = QLabel()
            error.setWordWrap(True)
            error.setStyleSheet(f"color: {RED};")
            error.hide()
            self.errors[key] = error
            grid.addWidget(error, row + 2, 0, 1, 2)
            grid.setRowMinimumHeight(row + 3, 10)
            row += 4
        grid.setColumnStretch(1, 1)
        grid.setRowStretch(row, 1)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        scroll.setWidget(page)
        return scroll

    def _make_field(self, key: str) -> QWidget:
        if key in CHOICES:
            combo = QComboBox()
            labels = VALUES.get(key, {})
            for value in CHOICES[key]:
                text = rule_text(labels[value]) if value in labels else rule_text(NONE_LABEL) if value is None else str(value)
                combo.addItem(text, value)
            combo.setMinimumWidth(220)
            combo.currentIndexChanged.connect(self._changed)
            return combo
        if key in SPINS:
            low, high, step, nullable = SPINS[key]
            spin = QSpinBox()
            spin.setRange(low, high)
            spin.setSingleStep(step)
            if nullable:
                spin.setSpecialValueText(rule_text(ANY_LABEL if key == "bomb_max_bid" else NONE_LABEL))
            spin.setMinimumWidth(120)
            spin.valueChanged.connect(self._changed)
            return spin
        box = QCheckBox(rule_text(LABELS[key]))
        box.toggled.connect(self._changed)
        return box

    # ------------------------------------------------------------------ values
    def _read(self, key: str) -> Any:
        widget = self.fields[key]
        if isinstance(widget, QComboBox):
            return widget.currentData()
        if isinstance(widget, QSpinBox):
            if SPINS[key][3] and widget.value() == widget.minimum():
                return None
            return widget.value()
        return widget.isChecked()

    def _write(self, key: str, value: Any) -> None:
        widget = self.fields[key]
        if isinstance(widget, QComboBox):
            index = next((i for i in range(widget.count()) if widget.itemData(i) == value
                          and type(widget.itemData(i)) is type(value)), -1)
            if index < 0:  # a value not listed: keep it selectable
                widget.addItem(str(value), value)
                index = widget.count() - 1
            widget.setCurrentIndex(index)
        elif isinstance(widget, QSpinBox):
            widget.setValue(widget.minimum() if value is None else int(value))
        else:
            widget.setChecked(bool(value))

    def values(self) -> dict[str, Any]:
        return {key: self._read(key) for key in Rules.model_fields}

    def preset(self) -> str:
        return self.preset_combo.currentData()

    def overrides(self) -> dict[str, Any]:
        base = PRESETS[self.preset()]
        return {k: v for k, v in self.values().items() if base.get(k) != v or type(base.get(k)) is not type(v)}

    def rules_spec(self) -> dict[str, Any]:
        """{"preset": name, "overrides": {key: value}} with only the keys that differ from the preset."""
        return {"preset": self.preset(), "overrides": self.overrides()}

    def set_rules(self, preset: str = "polish", overrides: Optional[dict] = None) -> None:
        index = self.preset_combo.findData(preset if preset in PRESET_NAMES else "polish")
        self._loading = True
        self.preset_combo.setCurrentIndex(index)
        self._loading = False
        self._load({**PRESETS[self.preset()], **(overrides or {})})

    def choose_preset(self, preset: str) -> None:
        """Select a preset and load all of its values (dropping any custom change)."""
        self._loading = True
        self.preset_combo.setCurrentIndex(self.preset_combo.findData(preset))
        self._loading = False
        self._load(PRESETS[self.preset()])

    def _preset_chosen(self) -> None:
        if not self._loading:
            self._load(PRESETS[self.preset()])

    def _load(self, values: dict[str, Any]) -> None:
        self._loading = True
        try:
            for key in Rules.model_fields:
                self._write(key, values[key])
        finally:
            self._loading = False
        self._changed()

    # ------------------------------------------------------------------ checking
    def _changed(self) -> None:
        if self._loading:
            return
        values = self.values()
        for key, applies in DEPENDS.items():
            on = bool(applies(values))
            self.fields[key].setEnabled(on)
            if key in self.captions:
                self.captions[key].setEnabled(on)
        name = preset_names()[self.preset()]
        if self.overrides():
            self.status_label.setText(self.tr("Custom (based on %1)").replace("%1", name))
        else:
            self.status_label.setText(name)
        self.preset_note.setText(preset_descriptions()[self.preset()])
        self._show_error(None, "")
        try:
            make_rules(self.preset(), self.overrides())
        except InvalidRules as error:
            self._show_error(error.key, str(error))
        self.ok_button.setEnabled(self.error_key is None)

    def _show_error(self, key: Optional[str], message: str) -> None:
        if self.error_key is not None:
            old = self.error_key
            if old in self.fields:
                self.holders[old].setStyleSheet("")
                self.errors[old].hide()
            self.general_error.hide()
        self.error_key = key
        if key is None:
            return
        text = self.tr("Not possible: %1").replace("%1", message)
        if key in self.fields:
            widget = self.fields[key]
            self.holders[key].setStyleSheet(f"#holder {{ {ERROR_STYLE} }}")
            self.errors[key].setText(text)
            self.errors[key].show()
            for i in range(self.tabs.count()):
                if self.tabs.widget(i).isAncestorOf(widget):
                    self.tabs.setCurrentIndex(i)
        else:
            self.general_error.setText(text)
            self.general_error.show()

    def has_error_mark(self, key: str) -> bool:
        """Whether the field of ``key`` carries the red error border."""
        return bool(self.holders[key].styleSheet())

    def error_field(self) -> Optional[str]:
        """The option key the current error names, or None when the rules are valid."""
        return self.error_key
