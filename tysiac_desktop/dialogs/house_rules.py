"""The house-rules dialog: a preset plus every option of RULES.md §3-§5, checked as you change it,
and the player's named rule sets (save as, rename, delete, import, export)."""
from __future__ import annotations

from pathlib import Path
from typing import Any, Optional

from PySide6.QtCore import Qt
from PySide6.QtGui import QStandardItemModel
from PySide6.QtWidgets import (
    QCheckBox, QComboBox, QDialog, QDialogButtonBox, QFileDialog, QFrame, QGridLayout, QHBoxLayout,
    QInputDialog, QLabel, QLineEdit, QMessageBox, QPushButton, QScrollArea, QSpinBox, QTabWidget,
    QVBoxLayout, QWidget,
)

from tysiac_engine import PRESET_NAMES, InvalidRules, make_rules
from tysiac_engine.errors import shorten
from tysiac_engine.rules import OPTIONS, PRESETS, Rules, house_changes

from .. import palette
from ..accessibility import Announcer
from ..rule_sets import MAX_NAME_LENGTH, RuleSet, RuleSetError, RuleSetStore, slug
from .common import error_text, muted, room_for
from ..wording.words import fill, preset_descriptions, preset_names
from .option_applies import option_applies
from ..wording.file_problems import not_replaced_text
from ..wording.rule_errors import lower_first, rule_error_text
from ..wording.rule_texts import HELP, LABELS, NONE_LABEL, VALUES, grouped_keys, null_label, rule_text


# The field of each key, by the kind its Rules declaration gives (tysiac_engine.rules.OPTIONS):
# a combo box of its choices, a check box, or a spin box over its widest span.
CHOICES: dict[str, tuple[Any, ...]] = {key: info.choices for key, info in OPTIONS.items()
                                       if info.kind == "choice" and info.choices is not None}
CHECKS: tuple[str, ...] = tuple(key for key, info in OPTIONS.items() if info.kind == "flag")
# (lowest, highest, step, nullable) of the number keys: the engine still judges the combination (the barrel
# below this target) and the field shows its refusal.  A nullable box shows "none" one step below its span.
SPINS: dict[str, tuple[int, int, int, bool]] = {
    key: (low - step if info.nullable else low, high, step, info.nullable)
    for key, info in OPTIONS.items() if info.kind == "number"
    for low, high, step in (info.widest_span(),)
}
# Arrow steps of the wide number boxes (typing any valid value still works): a matter of comfort, not a rule.
ARROW_STEPS = {"target": 10, "no_trick_penalty_from": 10, "barrel": 10}


class HouseRulesDialog(QDialog):
    """Edit a preset and its overrides; :meth:`rules_spec` gives {"preset", "overrides"}.

    The "Rule set" row lists the presets and the player's saved sets (``store``, by default
    the folder ``storage.rule_sets_dir()``): choosing one loads all of its values.
    """

    def __init__(self, parent: Optional[QWidget] = None, preset: str = "polish",
                 overrides: Optional[dict] = None, store: Optional[RuleSetStore] = None) -> None:
        super().__init__(parent)
        self.announcer = Announcer(self)  # why Save is refused, for a screen reader
        self.setWindowTitle(self.tr("House rules"))
        self.fields: dict[str, QWidget] = {}
        self.captions: dict[str, QLabel] = {}
        self.holders: dict[str, QFrame] = {}
        self.errors: dict[str, QLabel] = {}
        self.error_key: Optional[str] = None
        self._loading = False
        self._syncing = False
        self.store = store if store is not None else RuleSetStore()
        self.saved_sets: list[RuleSet] = []
        self.current_set: Optional[RuleSet] = None  # the saved set last loaded (None: a preset)
        self.load_problems: list[RuleSetError] = []
        layout = QVBoxLayout(self)
        layout.setContentsMargins(20, 18, 20, 14)
        layout.setSpacing(12)
        layout.addLayout(self._build_preset_row())
        self.tabs = QTabWidget()
        for title, keys in grouped_keys():
            self.tabs.addTab(self._build_page(keys), rule_text(title))
        layout.addWidget(self.tabs, 1)
        self.general_error = QLabel()
        self.general_error.setWordWrap(True)
        self.general_error.setTextFormat(Qt.TextFormat.PlainText)
        error_text(self.general_error)
        self.general_error.hide()
        layout.addWidget(self.general_error)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.ok_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok_button.setText(self.tr("Save"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self._reload_sets()
        self.set_rules(preset, overrides or {})
        self._initial_size()

    def _initial_size(self) -> None:
        """Wide enough for every tab title and tall enough for a page, within the window (in a
        narrow one the rule-set buttons go under their list)."""
        room = room_for(self)
        if self.sizeHint().width() > room.width():
            self._top_grid.removeItem(self._set_buttons)
            self._top_grid.addLayout(self._set_buttons, 2, 1, 1, 2)
            self.layout().invalidate()
            self.layout().activate()
        hint = self.sizeHint()
        margins = self.layout().contentsMargins()
        width = max(hint.width(), self.tabs.tabBar().sizeHint().width() + margins.left() + margins.right() + 8)
        height = max(hint.height(), 600)
        self.resize(min(width, max(hint.width(), room.width())), min(height, max(hint.height(), room.height())))

    # ------------------------------------------------------------------ building
    def _build_preset_row(self) -> QVBoxLayout:
        col = QVBoxLayout()
        col.setSpacing(6)
        grid = QGridLayout()
        grid.setHorizontalSpacing(10)
        grid.setVerticalSpacing(8)
        # Rule set: the presets and the saved sets, with what can be done with them.
        set_label = QLabel(self.tr("Rule set:"))
        self.set_combo = QComboBox()
        self.set_combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.set_combo.setMinimumContentsLength(22)  # long names are elided, not widening the dialog
        self.set_combo.setToolTip(self.tr("A preset or one of your saved rule sets; choosing one loads all of "
                                          "its rules."))
        set_label.setBuddy(self.set_combo)
        self.set_combo.setAccessibleName(self.tr("Rule set"))
        self.set_combo.currentIndexChanged.connect(self._set_chosen)
        self.set_combo.activated.connect(self._set_chosen)  # picking the same entry again reloads it
        buttons = QHBoxLayout()
        buttons.setSpacing(6)
        self.save_as_button = QPushButton(self.tr("Save as…"))
        self.save_as_button.setToolTip(self.tr("Save these rules as a named rule set."))
        self.rename_button = QPushButton(self.tr("Rename…"))
        self.delete_button = QPushButton(self.tr("Delete"))
        self.import_button = QPushButton(self.tr("Import…"))
        self.import_button.setToolTip(self.tr("Read the rules from a rule-set file or a game record."))
        self.export_button = QPushButton(self.tr("Export…"))
        self.export_button.setToolTip(self.tr("Write these rules to a file (the rules of a game record)."))
        for button, slot in ((self.save_as_button, self.save_as), (self.rename_button, self.rename_set),
                             (self.delete_button, self.delete_set), (self.import_button, self.import_set),
                             (self.export_button, self.export_set)):
            button.setAutoDefault(False)
            button.clicked.connect(slot)
            buttons.addWidget(button)
        buttons.addStretch(1)
        grid.addWidget(set_label, 0, 0)
        grid.addWidget(self.set_combo, 0, 1)
        grid.addLayout(buttons, 0, 2)
        self._top_grid, self._set_buttons = grid, buttons
        # Start from: the preset the changes are counted from.
        label = QLabel(self.tr("Start from:"))
        self.preset_combo = QComboBox()
        names = preset_names()
        for key in PRESET_NAMES:
            self.preset_combo.addItem(names[key], key)
        label.setBuddy(self.preset_combo)
        self.preset_combo.setAccessibleName(self.tr("Start from"))
        self.preset_combo.currentIndexChanged.connect(self._preset_chosen)
        self.preset_combo.activated.connect(self._preset_chosen)  # picking the same preset again resets it
        self.status_label = QLabel()
        self.status_label.setStyleSheet("font-weight: bold;")
        self.status_label.setTextFormat(Qt.TextFormat.PlainText)
        self.status_label.setWordWrap(True)
        grid.addWidget(label, 1, 0)
        grid.addWidget(self.preset_combo, 1, 1)
        grid.addWidget(self.status_label, 1, 2)
        grid.setColumnStretch(2, 1)
        col.addLayout(grid)
        self.preset_note = QLabel()
        self.preset_note.setWordWrap(True)
        muted(self.preset_note)
        col.addWidget(self.preset_note)
        self.sets_note = QLabel()  # saved sets that could not be loaded (shown once, not a blocking box)
        self.sets_note.setWordWrap(True)
        self.sets_note.setTextFormat(Qt.TextFormat.PlainText)
        self.sets_note.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        error_text(self.sets_note)
        self.sets_note.hide()
        col.addWidget(self.sets_note)
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
                caption = QLabel(rule_text(LABELS.get(key, key)) + ":")
                caption.setBuddy(widget)
                self.captions[key] = caption
                grid.addWidget(caption, row, 0)
                grid.addWidget(holder, row, 1, Qt.AlignmentFlag.AlignLeft)
            help_text = rule_text(HELP.get(key, key))
            widget.setToolTip(help_text)
            widget.setAccessibleName(rule_text(LABELS.get(key, key)))  # the caption is no sibling: Qt would not find it
            widget.setAccessibleDescription(help_text)
            note = QLabel(help_text)
            note.setWordWrap(True)
            muted(note, small=True)
            grid.addWidget(note, row + 1, 0, 1, 2)
            error = QLabel()
            error.setWordWrap(True)
            error_text(error)
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
        scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)
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
            spin.setSingleStep(max(step, ARROW_STEPS.get(key, 1)))
            if nullable:
                spin.setSpecialValueText(rule_text(null_label(key)))
            spin.setMinimumWidth(120)
            spin.valueChanged.connect(self._changed)
            return spin
        box = QCheckBox(rule_text(LABELS.get(key, key)))
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
        """Load a preset plus overrides; a saved set with exactly these rules is shown as loaded."""
        index = self.preset_combo.findData(preset if preset in PRESET_NAMES else "polish")
        self._loading = True
        self.preset_combo.setCurrentIndex(index)
        self._loading = False
        self.current_set = None
        self._load({**PRESETS[self.preset()], **(overrides or {})})
        self._find_current_set()

    def choose_preset(self, preset: str) -> None:
        """Select a preset and load all of its values (dropping any custom change)."""
        self._loading = True
        self.preset_combo.setCurrentIndex(self.preset_combo.findData(preset))
        self._loading = False
        self.current_set = None
        self._load(PRESETS[self.preset()])

    def _preset_chosen(self) -> None:
        if not self._loading:
            self.current_set = None
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
        for key in (key for key, info in OPTIONS.items() if info.needs):
            on = option_applies(key, values)
            self.fields[key].setEnabled(on)
            if key in self.captions:
                self.captions[key].setEnabled(on)
        name = preset_names()[self.preset()]
        if self.current_set is not None:
            template = (self.tr("“%1” (based on %2)") if self.set_is_unchanged()
                        else self.tr("“%1”, changed (based on %2)"))
            self.status_label.setText(fill(template, self.current_set.name, name))
        elif house_changes(self.values(), self.preset()):  # the player count is the table's, not a house rule
            self.status_label.setText(self.tr("Custom (based on %1)").replace("%1", name))
        else:
            self.status_label.setText(name)
        self.preset_note.setText(preset_descriptions()[self.preset()])
        self._show_error(None, "")
        try:
            make_rules(self.preset(), self.overrides())
        except InvalidRules as error:
            self._show_error(error.key, lower_first(rule_error_text(error, values)))
        self.ok_button.setEnabled(self.error_key is None)
        self._sync_set_combo()
        self._update_set_buttons()

    def _show_error(self, key: Optional[str], message: str) -> None:
        if self.error_key is not None:
            old = self.error_key
            if old in self.fields:
                self.holders[old].setStyleSheet("")
                self.errors[old].hide()
                self.fields[old].setAccessibleDescription("")
            self.general_error.hide()
        self.error_key = key
        if key is None:
            return
        text = self.tr("Not possible: %1").replace("%1", message)
        self.announcer.announce(text, urgent=True)  # Save turns grey: a screen reader hears why
        if key in self.fields:
            widget = self.fields[key]
            self.holders[key].setStyleSheet(f"#holder {{ border: 2px solid {palette.current().error}; border-radius: 3px; }}")
            self.errors[key].setText(text)
            self.errors[key].show()
            widget.setAccessibleDescription(text)
            page = next((self.tabs.widget(i) for i in range(self.tabs.count())
                         if self.tabs.widget(i).isAncestorOf(widget)), None)
            focus = self.focusWidget()
            if page is not None and page is not self.tabs.currentWidget():
                if focus is not None and self.tabs.currentWidget().isAncestorOf(focus):
                    # the player is at a field of this tab: the tab stays, the reason is said here too
                    self.general_error.setText(text)
                    self.general_error.show()
                else:
                    self.tabs.setCurrentWidget(page)
        else:
            self.general_error.setText(text)
            self.general_error.show()

    def has_error_mark(self, key: str) -> bool:
        """Whether the field of ``key`` carries the red error border."""
        return bool(self.holders[key].styleSheet())

    def error_field(self) -> Optional[str]:
        """The option key the current error names, or None when the rules are valid."""
        return self.error_key

    # ------------------------------------------------------------------ named rule sets
    def set_is_unchanged(self) -> bool:
        """Whether the values shown are exactly those of the loaded saved set."""
        rs = self.current_set
        return rs is not None and rs.preset == self.preset() and \
            self.values() == {**PRESETS[rs.preset], **rs.overrides}

    def _reload_sets(self) -> None:
        """Read the saved sets again and rebuild the "Rule set" list (presets, then "My sets")."""
        sets, problems = self.store.scan()
        self.saved_sets = sets
        if problems:
            self.load_problems.extend(problems)
            self.sets_note.setText("\n".join(self._load_problem_text(p) for p in self.load_problems))
            self.sets_note.show()
        if self.current_set is not None:
            self.current_set = self._saved(self.current_set.name)
        self._syncing = True
        try:
            combo = self.set_combo
            combo.clear()
            names = preset_names()
            for key in PRESET_NAMES:
                combo.addItem(names[key], "preset:" + key)
            if sets:
                combo.insertSeparator(combo.count())
                combo.addItem(self.tr("My sets"), None)
                header = combo.model()
                if isinstance(header, QStandardItemModel):
                    item = header.item(combo.count() - 1)
                    item.setEnabled(False)
                    font = item.font()
                    font.setItalic(True)
                    item.setFont(font)
                for rs in sets:
                    combo.addItem(rs.name, "set:" + rs.name)
                    combo.setItemData(combo.count() - 1, rs.name, Qt.ItemDataRole.ToolTipRole)
            width = combo.view().sizeHintForColumn(0) + 40
            combo.view().setMinimumWidth(min(width, 560))  # the list shows long names whole (up to a point)
        finally:
            self._syncing = False
        if hasattr(self, "ok_button"):
            self._sync_set_combo()

    def _saved(self, name: str) -> Optional[RuleSet]:
        return next((rs for rs in self.saved_sets if rs.name.casefold() == name.casefold()), None)

    def _find_current_set(self) -> None:
        """Show the saved set whose rules are exactly the ones shown (if any) as loaded."""
        if self.current_set is None and self.overrides():
            spec = self.rules_spec()
            for rs in self.saved_sets:
                if rs.preset == spec["preset"] and self.values() == {**PRESETS[rs.preset], **rs.overrides}:
                    self.current_set = rs
                    break
        self._changed()

    def _sync_set_combo(self) -> None:
        """Point the "Rule set" list at the loaded saved set, or else at the preset."""
        if self._syncing:
            return
        data = "set:" + self.current_set.name if self.current_set is not None else "preset:" + self.preset()
        index = self.set_combo.findData(data)
        if index >= 0 and index != self.set_combo.currentIndex():
            self._syncing = True
            try:
                self.set_combo.setCurrentIndex(index)
            finally:
                self._syncing = False

    def _update_set_buttons(self) -> None:
        valid = self.error_key is None
        self.save_as_button.setEnabled(valid)
        self.export_button.setEnabled(valid)
        saved = self.current_set is not None
        self.rename_button.setEnabled(saved)
        self.delete_button.setEnabled(saved)

    def _set_chosen(self, index: int) -> None:
        if self._syncing or self._loading or index < 0:
            return
        data = self.set_combo.itemData(index)
        if not isinstance(data, str):
            return
        kind, _, value = data.partition(":")
        if kind == "preset":
            self.choose_preset(value)
        elif kind == "set":
            rs = self._saved(value)
            if rs is not None:
                self.load_rule_set(rs)

    def load_rule_set(self, rule_set: RuleSet) -> None:
        """Load every value of a saved set (its preset in "Start from", its changes on top)."""
        self._loading = True
        self.preset_combo.setCurrentIndex(self.preset_combo.findData(rule_set.preset))
        self._loading = False
        self.current_set = rule_set
        self._load({**PRESETS[rule_set.preset], **rule_set.overrides})

    def choose_rule_set(self, name: str) -> None:
        """Choose a saved set by name in the "Rule set" list (as the player would)."""
        index = self.set_combo.findData("set:" + name)
        if index < 0:
            raise KeyError(name)
        self.set_combo.setCurrentIndex(index)
        self._set_chosen(index)

    def set_names(self) -> list[str]:
        """The saved sets the "Rule set" list offers, in order."""
        return [str(self.set_combo.itemData(i))[4:] for i in range(self.set_combo.count())
                if str(self.set_combo.itemData(i)).startswith("set:")]

    def _after_change(self, chosen: Optional[RuleSet]) -> None:
        """Re-read the store and show ``chosen`` as the loaded set (values unchanged)."""
        self.current_set = None
        self._reload_sets()
        if chosen is not None:
            self.current_set = self._saved(chosen.name)
        self._changed()

    def save_as(self) -> None:
        if self.error_key is not None:
            return
        title = self.tr("Save rule set")
        default = self.current_set.name if self.current_set is not None else ""
        name, ok = QInputDialog.getText(self, title, self.tr("Name of the rule set:"),
                                        QLineEdit.EchoMode.Normal, default)
        if not ok:
            return
        spec = self.rules_spec()
        try:
            saved = self.store.save(name, spec["preset"], spec["overrides"])
        except RuleSetError as exc:
            if exc.code != "exists":
                self._warn(title, self._error_text(exc))
                return
            answer = QMessageBox.question(
                self, title, fill(self.tr("A rule set named “%1” already exists. Replace it?"), exc.name or ""),
                QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, QMessageBox.StandardButton.No)
            if answer != QMessageBox.StandardButton.Yes:
                return
            try:
                saved = self.store.save(name, spec["preset"], spec["overrides"], replace=True)
            except RuleSetError as again:
                self._warn(title, self._error_text(again))
                return
        self._after_change(saved)

    def rename_set(self) -> None:
        rs = self.current_set
        if rs is None:
            return
        title = self.tr("Rename rule set")
        name, ok = QInputDialog.getText(self, title, fill(self.tr("New name of “%1”:"), rs.name),
                                        QLineEdit.EchoMode.Normal, rs.name)
        if not ok or name == rs.name:
            return
        try:
            renamed = self.store.rename(rs.name, name)
        except RuleSetError as exc:
            self._warn(title, self._error_text(exc))
            return
        self._after_change(renamed)

    def delete_set(self) -> None:
        rs = self.current_set
        if rs is None:
            return
        title = self.tr("Delete rule set")
        answer = QMessageBox.question(
            self, title, fill(self.tr("Delete the rule set “%1”? This cannot be undone."), rs.name),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, QMessageBox.StandardButton.No)
        if answer != QMessageBox.StandardButton.Yes:
            return
        try:
            self.store.delete(rs.name)
        except RuleSetError as exc:
            self._warn(title, self._error_text(exc))
        self._after_change(None)  # the values stay; they are no longer a saved set

    def import_set(self) -> None:
        title = self.tr("Import rule set")
        path, _ = QFileDialog.getOpenFileName(self, title, str(Path.home()),
                                              self.tr("Rule sets and game records (*.json);;All files (*)"))
        if not path:
            return
        try:
            imported = self.store.import_file(path)
        except RuleSetError as exc:
            self._warn(title, self._error_text(exc, Path(path)))
            return
        self.current_set = None
        self._reload_sets()
        found = self._saved(imported.name)
        if found is not None:
            self.load_rule_set(found)

    def export_set(self) -> None:
        if self.error_key is not None:
            return
        title = self.tr("Export rule set")
        stem = slug(self.current_set.name) if self.current_set is not None else self.preset()
        path, _ = QFileDialog.getSaveFileName(self, title, str(Path.home() / f"{stem}.json"),
                                              self.tr("Rule sets (*.json);;All files (*)"))
        if not path:
            return
        target = Path(path)
        if not target.suffix:
            target = target.with_suffix(".json")
        try:
            self.store.export(self.rules_spec(), target)
        except RuleSetError as exc:
            self._warn(title, self._error_text(exc))

    def _warn(self, title: str, text: str) -> None:
        QMessageBox.warning(self, title, text)

    # -- translated sentences for RuleSetError (its own str() is plain English)
    def _key_text(self, key: Optional[str]) -> str:
        if key in LABELS:
            return f"{rule_text(LABELS[key])} ({key})"
        return shorten(key) if key else "rules"

    def _reason(self, exc: RuleSetError) -> str:
        """What is wrong, as a translated phrase (no full stop)."""
        code = exc.code
        if code == "bad_rules":
            return fill(self.tr("the option %1 is not valid"), self._key_text(exc.key))
        if code == "bad_name":
            if exc.path is not None:
                return self.tr("the name in the file is not allowed")
            if exc.detail == "too_long":
                return fill(self.tr("a name can have at most %1 characters"), str(MAX_NAME_LENGTH))
            if exc.detail == "characters":
                return self.tr("a name cannot contain control characters or slashes")
            return self.tr("the name is empty")
        reasons = {
            "exists": self.tr("a rule set with this name already exists"),
            "missing": self.tr("the rule set no longer exists"),
            "unreadable": self.tr("the file cannot be read"),
            "too_large": self.tr("the file is too large to be a rule set"),
            "empty": self.tr("the file is empty"),
            "not_text": self.tr("the file is not a text file"),
            "not_json": self.tr("the file is damaged or cut short (not valid JSON)"),
            "too_deep": self.tr("the file is nested too deeply"),
            "not_object": self.tr("the file does not hold rules"),
            "wrong_format": self.tr("the file is not a rule set"),
            "bad_version": self.tr("the file has no valid version number"),
            "newer_version": self.tr("the file was made by a newer version of Tysiąc"),
            "duplicate": self.tr("another rule set has the same name"),
            "write_failed": self.tr("the file cannot be written"),
            "not_replaced": not_replaced_text(),
        }
        return reasons.get(code, self.tr("the file cannot be used"))

    def _error_text(self, exc: RuleSetError, source: Optional[Path] = None) -> str:
        """A translated sentence for a failed save, rename, delete, import or export."""
        reason = self._reason(exc)
        if source is not None:
            text = fill(self.tr("%1 cannot be imported: %2."), source.name, reason)
        elif exc.code == "write_failed" and exc.path is not None:
            text = fill(self.tr("%1 cannot be written."), str(exc.path))
        else:
            text = fill(self.tr("Not possible: %1"), reason)
        if exc.code == "bad_rules" and exc.rules_error is not None:
            text += "\n\n" + rule_error_text(exc.rules_error)  # the engine's refusal, in the player's words
        elif exc.detail and exc.code in ("write_failed", "unreadable"):
            text += "\n\n" + exc.detail  # the system's own words
        return text

    def _load_problem_text(self, exc: RuleSetError) -> str:
        """One line for a saved rule set that could not be loaded."""
        file_name = exc.path.name if exc.path is not None else "?"
        if exc.moved_to is not None:
            return fill(self.tr("The saved rule set %1 could not be loaded: %2. It was moved aside as %3."),
                        file_name, self._reason(exc), exc.moved_to.name)
        return fill(self.tr("The saved rule set %1 could not be loaded: %2."), file_name, self._reason(exc))
