"""The "New game" dialog: players, the mode (every deal shape of the engine for that player count,
each with a line and a picture of its table), seats (human or computer and its level; the
partner's seat in a teams game), rules preset and house rules (through the House rules dialog),
seed."""
from __future__ import annotations

from html import escape
from typing import Any, Optional

from PySide6.QtCore import QRegularExpression, Qt, QTimer
from PySide6.QtGui import QColor, QPixmap, QRegularExpressionValidator
from PySide6.QtWidgets import (
    QBoxLayout, QButtonGroup, QComboBox, QDialog, QDialogButtonBox, QFrame, QGridLayout, QGroupBox, QHBoxLayout,
    QLabel, QLineEdit, QPushButton, QRadioButton, QScrollArea, QStyle, QVBoxLayout, QWidget,
)

from tysiac_engine import PRESET_NAMES, InvalidRules, Rules, make_rules
from tysiac_engine.rules import PRESETS, option_info
from tysiac_engine.ai.levels import LEVELS

from ..accessibility import Announcer
from .common import error_text, muted, room_for, wired
from .host_where import HostWhere

from ..rule_sets import RuleSetStore, SetNames
from ..wording.words import (YOU, hot_seat_name, kind_names, level_names, num, preset_descriptions,
                             preset_names, translate)
from ..wording.modes import MODE_KEYS, mode_line, mode_name, mode_overrides, modes_for
from ..wording.rule_errors import option_label, rule_error_text

KINDS = ("human", "ai")  # the kinds of tysiac_engine.game.Seat
PLAYER_COUNTS: tuple[int, ...] = option_info("players").choices or ()  # 2, 3, 4 (the Rules model)
MAX_SEATS = max(PLAYER_COUNTS)
THUMB_WIDTH = 72  # a mode's picture in the list
PREVIEW_WIDTH = 336  # the chosen (or pointed at) mode's picture


class NewGameDialog(QDialog):
    """Choose who plays and under which rules; :meth:`setup` gives the choice as a plain dict."""

    def __init__(self, parent: Optional[QWidget] = None, initial: Optional[dict] = None,
                 house_rules: Optional[dict] = None, store: Optional[RuleSetStore] = None,
                 hosting: bool = False) -> None:
        super().__init__(parent)
        self.announcer = Announcer(self)  # why Start is refused, for a screen reader
        self._said_problem: Optional[str] = None
        # hosting a network table: the first seat played by a person is the host's, every other
        # one waits for a friend who joins
        self.hosting = hosting
        self.set_names = SetNames(store)
        # The options changed from each preset ({"preset", "overrides"} from the House rules dialog);
        # a preset's changes stay with it while the player tries another preset.
        self.changes: dict[str, dict[str, Any]] = {}
        if hosting and not (initial or {}).get("seats"):  # a table is for friends: the second seat is one
            initial = {**(initial or {}), "seats": [{"kind": "human"}, {"kind": "human"}]}
        if house_rules:
            self.changes[house_rules["preset"]] = dict(house_rules.get("overrides") or {})
            initial = {**(initial or {}), "preset": house_rules["preset"]}
            if (house_rules.get("overrides") or {}).get("players") in PLAYER_COUNTS:  # house rules for 4
                initial["players"] = house_rules["overrides"]["players"]
        self.setWindowTitle(self.tr("Host a table") if hosting else self.tr("New game"))
        self._syncing = False
        self.default_names = [translate("NewGameDialog", YOU), self.tr("Ala"), self.tr("Bolek"), self.tr("Cezary")]
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 18)
        outer.setSpacing(12)
        # the contents scroll when the window is smaller than they are (800×600); the dialog
        # grows and shrinks with the seats and the modes (_fit)
        self.content = QWidget()
        layout = QVBoxLayout(self.content)
        layout.setContentsMargins(24, 22, 24, 4)
        layout.setSpacing(16)
        self.modes: dict[int, str] = {}  # the mode chosen for each player count
        self.mode_buttons: dict[str, QRadioButton] = {}
        layout.addLayout(self._build_count_row())
        self.columns = QBoxLayout(QBoxLayout.Direction.LeftToRight)
        self.columns.setSpacing(18)
        left = QVBoxLayout()
        left.setSpacing(16)
        left.addWidget(self._build_seats())
        left.addWidget(self._build_rules())
        left.addLayout(self._build_seed_row())
        self.where = HostWhere() if hosting else None  # on this computer or on a table server
        if self.where is not None:
            left.addWidget(self.where)
            self.where.changed.connect(self._refresh)
        left.addStretch(1)
        self.columns.addLayout(left, 1)
        self.columns.addWidget(self._build_modes())
        layout.addLayout(self.columns)
        self.scroll = QScrollArea()
        self.scroll.setWidgetResizable(True)
        self.scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)  # never cut
        self.scroll.setWidget(self.content)
        self.scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # Tab goes to the first field, not to the frame
        outer.addWidget(self.scroll, 1)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.ok_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok_button.setText(self.tr("Host the table") if hosting else self.tr("Start game"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        buttons_row = QHBoxLayout()
        buttons_row.setContentsMargins(24, 0, 24, 0)
        buttons_row.addWidget(self.buttons)
        outer.addLayout(buttons_row)
        self.set_setup(initial or {})

    # ------------------------------------------------------------------ size
    def _fit(self) -> None:
        """As large as the contents (the modes beside the seats, or under them when the window is
        narrow), never larger than the window: then they scroll."""
        room = room_for(self)
        layout = self.content.layout()

        def needed() -> tuple[int, int]:
            layout.invalidate()
            sizes = (layout.totalSizeHint(), layout.totalMinimumSize(), self.content.sizeHint(),
                     self.content.minimumSizeHint())
            return max(s.width() for s in sizes), max(s.height() for s in sizes)

        self.columns.setDirection(QBoxLayout.Direction.LeftToRight)
        width, height = needed()
        if width + 24 > room.width():
            self.columns.setDirection(QBoxLayout.Direction.TopToBottom)
            width, height = needed()
        bar = self.scroll.verticalScrollBar().sizeHint().width()
        height += self.buttons.sizeHint().height() + 30
        width += (bar if height > room.height() else 0) + 4
        self.resize(min(width, room.width()), min(height, room.height()))

    def showEvent(self, event) -> None:
        self._fit()
        super().showEvent(event)
        QTimer.singleShot(0, self, self._fit)  # again, once every part has its style and font

    # ------------------------------------------------------------------ building
    def _build_count_row(self) -> QHBoxLayout:
        row = QHBoxLayout()
        row.setSpacing(18)
        row.addWidget(QLabel(self.tr("Players:")))
        self.count_group = QButtonGroup(self)
        for n in PLAYER_COUNTS:
            button = QRadioButton(self.tr("%n players", "", n))
            self.count_group.addButton(button, n)
            row.addWidget(button)
        row.addStretch(1)
        self.count_group.idToggled.connect(lambda _id, on: on and self._refresh())
        return row

    def _build_seats(self) -> QGroupBox:
        box = QGroupBox(self.tr("Seats"))
        grid = QGridLayout(box)
        grid.setContentsMargins(14, 14, 14, 12)
        grid.setHorizontalSpacing(14)
        grid.setVerticalSpacing(8)
        for col, text in enumerate((self.tr("Seat"), self.tr("Name"), self.tr("Played by"), self.tr("Level"))):
            head = QLabel(text)
            muted(head)
            grid.addWidget(head, 0, col)
        self.seat_rows: list[tuple[QLabel, QLineEdit, QComboBox, QComboBox]] = []
        kinds, levels = kind_names(), level_names()
        for seat in range(MAX_SEATS):
            number = QLabel(num(seat + 1))
            name = QLineEdit()
            name.setMaxLength(24)
            name.setPlaceholderText(self.default_names[seat])
            name.setMinimumWidth(220)
            kind = QComboBox()
            for key in KINDS:
                kind.addItem(kinds[key], key)
            level = QComboBox()
            for key in LEVELS:
                level.addItem(levels[key], key)
            kind.currentIndexChanged.connect(self._refresh)
            # each field of each seat named apart (a screen reader would say "Seats" for all of them)
            seat_number = num(seat + 1)
            name.setAccessibleName(self.tr("Seat %1: name").replace("%1", seat_number))
            kind.setAccessibleName(self.tr("Seat %1: played by").replace("%1", seat_number))
            level.setAccessibleName(self.tr("Seat %1: level").replace("%1", seat_number))
            for col, widget in enumerate((number, name, kind, level)):
                grid.addWidget(widget, seat + 1, col)
            self.seat_rows.append((number, name, kind, level))
        grid.setColumnStretch(1, 1)
        self.spectate_note = QLabel()  # worded in _refresh
        muted(self.spectate_note)
        self.spectate_note.setWordWrap(True)
        grid.addWidget(self.spectate_note, MAX_SEATS + 1, 0, 1, 4)
        self.partner_note = QLabel(
            self.tr("Two against two: seats 1 and 3 are partners, and so are 2 and 4. "
                    "Your partner may be a computer or a friend who joins.") if self.hosting else
            self.tr("Two against two: seats 1 and 3 are partners, and so are 2 and 4. "
                    "Your partner may be a computer or a person at this screen."))
        muted(self.partner_note)
        self.partner_note.setWordWrap(True)
        grid.addWidget(self.partner_note, MAX_SEATS + 2, 0, 1, 4)
        self.friends_note = QLabel(self.tr("You sit at the first seat played by a person; every other seat "
                                           "played by a person is kept for a friend who joins with the "
                                           "invitation."))
        muted(self.friends_note)
        self.friends_note.setWordWrap(True)
        self.friends_note.setVisible(self.hosting)
        grid.addWidget(self.friends_note, MAX_SEATS + 3, 0, 1, 4)
        return box

    def _build_modes(self) -> QGroupBox:
        box = QGroupBox(self.tr("Game"))
        col = QVBoxLayout(box)
        col.setContentsMargins(14, 14, 14, 12)
        col.setSpacing(6)
        self.mode_group = QButtonGroup(self)
        self.mode_group.buttonToggled.connect(lambda button, on: on and self._mode_chosen(button.property("mode")))
        self.mode_list = QVBoxLayout()
        self.mode_list.setSpacing(4)
        self.preview = QLabel()
        self.preview.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.preview.setMinimumHeight(round(PREVIEW_WIDTH * 0.625))
        col.addWidget(self.preview)
        col.addLayout(self.mode_list)
        col.addStretch(1)
        self.mode_rows: list[QWidget] = []
        self._rows_for: Optional[int] = None
        return box

    def _mode_rows(self, n: int) -> None:
        """One row per mode of ``n`` players: its picture, its name (a radio button) and a line."""
        if self._rows_for == n:
            return
        self._rows_for = n
        for row in self.mode_rows:
            self.mode_list.removeWidget(row)
            row.hide()
            row.deleteLater()
        for button in self.mode_group.buttons():
            self.mode_group.removeButton(button)
        self.mode_rows, self.mode_buttons = [], {}
        for mode in modes_for(n):
            row = _ModeRow(mode, self._show_preview)
            line = QGridLayout(row)
            line.setContentsMargins(0, 0, 0, 0)
            line.setHorizontalSpacing(10)
            line.setVerticalSpacing(0)
            picture = QLabel()
            picture.setFixedWidth(THUMB_WIDTH)
            picture.setPixmap(self._picture(mode, THUMB_WIDTH))
            button = QRadioButton(mode_name(mode))
            button.setProperty("mode", mode)
            note = QLabel(mode_line(mode))
            button.setAccessibleDescription(note.text())  # the line under it, heard with the choice
            note.setWordWrap(True)
            muted(note, small=True)
            note.setMinimumWidth(330)
            note.setMaximumWidth(380)
            line.addWidget(picture, 0, 0, 2, 1, Qt.AlignmentFlag.AlignTop)
            line.addWidget(button, 0, 1)
            line.addWidget(note, 1, 1)
            self.mode_group.addButton(button)
            self.mode_list.addWidget(row)
            self.mode_rows.append(row)
            self.mode_buttons[mode] = button

    def _show_preview(self, mode: Optional[str]) -> None:
        """The picture of the mode pointed at, else of the mode chosen."""
        mode = mode or self.current_mode()
        self.preview.setPixmap(self._picture(mode, PREVIEW_WIDTH) if mode is not None else QPixmap())

    def _picture(self, mode: str, width: int):
        """The table of ``mode`` as dealt (the window's deck and cloth when there is a window)."""
        from ..table.preview import table_picture

        window = self.parent()
        theme = getattr(window, "theme", None)
        if theme is None:
            theme = _default_theme()
        scene = getattr(window, "scene", None)
        colour = scene.table_color if scene is not None else QColor(23, 104, 58)
        try:
            rules = make_rules(self.preset(), {**self._mode_values(mode), "players": self.players()})
        except InvalidRules:
            rules = make_rules("polish", {**mode_overrides(mode), "players": self.players()})
        return table_picture(rules, theme, width, self.default_names, colour, self.devicePixelRatioF())

    def _build_rules(self) -> QGroupBox:
        box = QGroupBox(self.tr("Rules"))
        col = QVBoxLayout(box)
        col.setContentsMargins(14, 14, 14, 12)
        col.setSpacing(2)
        self.preset_group = QButtonGroup(self)
        self.preset_buttons: dict[str, QRadioButton] = {}
        names, descriptions = preset_names(), preset_descriptions()
        style = self.style()
        indent = (style.pixelMetric(QStyle.PixelMetric.PM_ExclusiveIndicatorWidth)
                  + style.pixelMetric(QStyle.PixelMetric.PM_RadioButtonLabelSpacing))
        for i, key in enumerate(PRESET_NAMES):
            button = QRadioButton(names[key])
            note = QLabel(descriptions[key])
            button.setAccessibleDescription(note.text())
            note.setWordWrap(True)
            muted(note)
            note.setContentsMargins(indent, 0, 0, 10)
            self.preset_group.addButton(button, i)
            self.preset_buttons[key] = button
            col.addWidget(button)
            col.addWidget(note)
        self.preset_group.idToggled.connect(lambda _id, on: on and self._preset_toggled())
        house_row = QHBoxLayout()
        house_row.setContentsMargins(0, 4, 0, 8)
        self.house_button = QPushButton(self.tr("House rules…"))
        self.house_button.clicked.connect(self.edit_house_rules)
        self.house_label = QLabel()
        self.house_label.setWordWrap(True)
        self.house_label.setTextFormat(Qt.TextFormat.PlainText)  # a rule set's name is shown as typed
        muted(self.house_label)
        house_row.addWidget(self.house_button)
        house_row.addWidget(self.house_label, 1)
        col.addLayout(house_row)
        self.error_label = QLabel()
        self.error_label.setWordWrap(True)
        self.error_label.setTextFormat(Qt.TextFormat.RichText)
        self.error_box = QFrame()
        self.error_box.setObjectName("error")
        error_text(self.error_box)
        inside = QVBoxLayout(self.error_box)
        inside.setContentsMargins(10, 8, 10, 8)
        inside.addWidget(self.error_label)
        # the way out of any refusal: this preset without its changes and with its own mode
        self.reset_button = QPushButton(self.tr("Use the preset as it is"))
        self.reset_button.clicked.connect(self.reset_to_preset)
        inside.addWidget(self.reset_button, 0, Qt.AlignmentFlag.AlignLeft)
        col.addWidget(self.error_box)
        return box

    def _build_seed_row(self) -> QHBoxLayout:
        row = QHBoxLayout()
        row.setSpacing(10)
        label = QLabel(self.tr("Seed:"))
        self.seed_edit = QLineEdit()
        self.seed_edit.setPlaceholderText(self.tr("random"))
        self.seed_edit.setValidator(QRegularExpressionValidator(QRegularExpression("[0-9]{0,18}"), self))
        self.seed_edit.setMaximumWidth(200)
        label.setBuddy(self.seed_edit)
        hint = QLabel(self.tr("The same seed deals the same cards."))
        muted(hint)
        row.addWidget(label)
        row.addWidget(self.seed_edit)
        row.addWidget(hint)
        row.addStretch(1)
        for widget in (label, self.seed_edit, hint):  # a hosted table's server deals with its own seed
            widget.setVisible(not self.hosting)
        return row

    # ------------------------------------------------------------------ state
    def players(self) -> int:
        return self.count_group.checkedId()

    def preset(self) -> str:
        return PRESET_NAMES[self.preset_group.checkedId()]

    def mode(self) -> Optional[str]:
        """The mode chosen for this player count (None: as the preset and the house rules have it)."""
        return self.modes.get(self.players())

    def _mode_values(self, mode: Optional[str]) -> dict[str, Any]:
        """The house rules' changes with ``mode``'s keys on top, as changes to the preset, less the
        changes of a mode key that cannot be dealt to this many players (see :meth:`set_aside`)."""
        values, _ = self._fitted(mode)
        return values

    def _fitted(self, mode: Optional[str]) -> tuple[dict[str, Any], tuple[str, ...]]:
        """(:meth:`_mode_values`, the mode keys of the house rules left out because the engine refuses
        them with this player count: 32 cards or no auction from a 3-player game, for 2 players)."""
        chosen = mode_overrides(mode) if mode is not None else {}
        values = {**{k: v for k, v in self.changes.get(self.preset(), {}).items() if k != "players"}, **chosen}
        left_out: list[str] = []
        for _ in MODE_KEYS:  # each round leaves out one key the engine names
            try:
                make_rules(self.preset(), {**values, "players": self.players()})
                break
            except InvalidRules as error:
                if error.key not in MODE_KEYS or error.key not in values or error.key in chosen:
                    break  # not a mode key of the house rules: shown as a refusal, with a way out
                del values[error.key]
                left_out.append(error.key)
        base = PRESETS[self.preset()]
        return {k: v for k, v in values.items() if base.get(k) != v}, tuple(left_out)

    def set_aside(self) -> tuple[str, ...]:
        """The house rules' mode keys that do not fit the chosen player count and mode (played as the
        preset has them; going back to a count they fit brings them back)."""
        return self._fitted(self.mode())[1]

    def overrides(self) -> dict[str, Any]:
        """The house rules' changes to the chosen preset, with the chosen mode (without the player count)."""
        return self._mode_values(self.mode())

    def rules_in_force(self) -> Optional[Rules]:
        """The rules Start would play (None when the engine refuses them)."""
        try:
            return make_rules(self.preset(), {**self.overrides(), "players": self.players()})
        except InvalidRules:
            return None

    def current_mode(self) -> Optional[str]:
        """The mode these rules play (None when the engine refuses them)."""
        rules = self.rules_in_force()
        return rules.shape.mode if rules is not None else None

    def _set_name(self, rules: Optional[Rules]) -> Optional[str]:
        """The saved rule set these rules are, if any."""
        return self.set_names(rules, self.preset()) if rules is not None else None

    def _mode_chosen(self, mode: str) -> None:
        if self._syncing:
            return
        self.modes[self.players()] = mode
        self._refresh()

    def _preset_toggled(self) -> None:
        self._rows_for = None  # the pictures follow the preset (a stock's size, a musik …)
        self._refresh()

    def house_rules_dialog(self):
        """The House rules dialog for the chosen preset; accepting it keeps its rules here."""
        from .house_rules import HouseRulesDialog

        dialog = HouseRulesDialog(self, self.preset(), {**self.overrides(), "players": self.players()})
        return wired(dialog, lambda: self._house_rules_chosen(dialog.rules_spec()))

    def edit_house_rules(self) -> None:
        self.house_rules_dialog().open()

    def _house_rules_chosen(self, spec: dict) -> None:
        overrides = dict(spec.get("overrides") or {})
        players = overrides.pop("players", None)
        self.changes[spec["preset"]] = overrides
        self.set_names.forget()  # the House rules dialog may have saved or deleted sets
        self.preset_buttons[spec["preset"]].setChecked(True)
        if players in PLAYER_COUNTS:
            self.count_group.button(players).setChecked(True)
        self.modes.pop(self.players(), None)  # the mode is the house rules' now
        self._refresh()

    def reset_to_preset(self) -> None:
        """Forget the chosen preset's changes and this player count's mode."""
        self.changes.pop(self.preset(), None)
        self.modes.pop(self.players(), None)
        self._refresh()

    def rules_problem(self) -> Optional[str]:
        """The engine's refusal of this preset with this player count (in the player's language);
        None when it can be played."""
        overrides = {**self.overrides(), "players": self.players()}
        try:
            make_rules(self.preset(), overrides)
        except InvalidRules as error:
            return rule_error_text(error, {**PRESETS[self.preset()], **overrides})
        return None

    def _refresh(self) -> None:
        n = self.players()
        if n < 2 or self.preset_group.checkedId() < 0:
            return
        for seat, (number, name, kind, level) in enumerate(self.seat_rows):
            for widget in (number, name, kind, level):
                widget.setVisible(seat < n)
            level.setEnabled(kind.currentData() == "ai")
        self._name_the_first_seat()
        seats = self.setup()["seats"]
        nobody = all(s["kind"] == "ai" for s in seats)
        self.spectate_note.setText(self.tr("A table needs you at one seat: choose a person for at least one.")
                                   if self.hosting else
                                   self.tr("Every seat is played by the computer: you will watch the game."))
        self.spectate_note.setVisible(nobody)
        rules = self.rules_in_force()
        changed = len(rules.changes_from(self.preset()) if rules is not None else self.overrides())
        house = (self.tr("Options changed from the preset: %n.", "", changed) if changed
                 else self.tr("The preset as it is."))
        set_name = self._set_name(rules) if changed else None
        if set_name:
            house = self.tr("Rule set “%1”.").replace("%1", set_name) + " " + house
        aside = self.set_aside()
        if aside:
            house += " " + self.tr("Left out, as it cannot be dealt to %n players: %1.", "", n).replace(
                "%1", ", ".join(option_label(key) for key in aside))
        self.house_label.setText(house)
        self._mode_rows(n)
        mode = self.current_mode()
        self._syncing = True
        for key, button in self.mode_buttons.items():
            button.setChecked(key == mode)
        if mode is None and self.mode_group.checkedButton() is not None:
            self.mode_group.setExclusive(False)
            self.mode_group.checkedButton().setChecked(False)
            self.mode_group.setExclusive(True)
        self._syncing = False
        self._show_preview(None)
        teams = mode is not None and make_rules(self.preset(), {**self.overrides(), "players": n}).shape.teams
        self.partner_note.setVisible(bool(teams))
        for seat, (number, *_rest) in enumerate(self.seat_rows):
            number.setText(self.tr("%1 · partner").replace("%1", num(seat + 1)) if teams and seat == 2
                           else num(seat + 1))
        problem = self.rules_problem()
        cannot = self.tr("These rules cannot be played by %n players.", "", n)
        if problem:
            self.error_label.setText(
                f"<b>{escape(cannot)}</b><br><span style='font-size:small'>{escape(problem)}</span>")
        self.error_box.setVisible(bool(problem))
        if problem and problem != self._said_problem:
            self.announcer.announce(f"{cannot} {problem}", urgent=True)
        self._said_problem = problem
        alone = self.hosting and not nobody and sum(s["kind"] == "human" for s in seats) < 2
        if alone:  # a table of one person and computers is a solo game: New game plays it
            self.spectate_note.setText(self.tr("A network table needs a friend: choose a person for another "
                                               "seat, or play alone with New game."))
            self.spectate_note.setVisible(True)
        where_ok = self.where is None or self.where.problem() is None
        self.ok_button.setEnabled(problem is None and not (self.hosting and (nobody or alone)) and where_ok)
        if self.isVisible():
            self._fit()
            QTimer.singleShot(0, self, self._fit)  # once the new rows have their style

    def _hot_seat(self) -> bool:
        return sum(kind.currentData() == "human" for _, _, kind, _ in self.seat_rows[:self.players()]) > 1

    def _first_seat_default(self) -> str:
        """Seat 1 is "You" against computers; with several people at the screen it has a name."""
        return hot_seat_name(0) if self._hot_seat() else self.default_names[0]

    def _name_the_first_seat(self) -> None:
        """Seat 1's default name follows whether several people play (a name typed stays)."""
        name = self.seat_rows[0][1]
        defaults = {self.default_names[0], hot_seat_name(0), ""}
        if name.text().strip() in defaults:
            name.setText(self._first_seat_default())
        name.setPlaceholderText(self._first_seat_default())

    def set_setup(self, setup: dict) -> None:
        """Fill the dialog from a dict shaped like :meth:`setup` (missing keys: defaults)."""
        n = setup.get("players", 3)
        self._syncing = True
        self.count_group.button(n if n in PLAYER_COUNTS else option_info("players").default).setChecked(True)
        preset = setup.get("preset", "polish")
        self.preset_buttons.get(preset, self.preset_buttons["polish"]).setChecked(True)
        self._syncing = False
        seats = setup.get("seats") or []
        # a seat the last game did not have plays at the level its computers played (3 → 4 players)
        levels = [s.get("level") for s in seats if s.get("kind") == "ai" and s.get("level") in LEVELS]
        usual = levels[-1] if levels else "medium"
        for seat, (_, name, kind, level) in enumerate(self.seat_rows):
            given = seats[seat] if seat < len(seats) else {}
            name.setText(given.get("name") or self.default_names[seat])
            kind.setCurrentIndex(KINDS.index(given.get("kind", "human" if seat == 0 else "ai")))
            level.setCurrentIndex(LEVELS.index(given.get("level") if given.get("level") in LEVELS else usual))
        seed = setup.get("seed")
        self.seed_edit.setText("" if seed is None else str(seed))
        self.modes = {}
        self._refresh()

    def setup(self) -> dict[str, Any]:
        """{"players", "seats": [{"name", "kind", "level"}], "preset", "overrides", "seed"}.

        A seat is as :class:`tysiac_engine.game.Seat` has it: ``kind`` "human" or "ai", ``level``
        None for human seats; an empty name is the seat's default name.
        """
        n = self.players()
        seats = []
        for seat, (_, name, kind, level) in enumerate(self.seat_rows[:n]):
            who = kind.currentData()
            default = self._first_seat_default() if seat == 0 else self.default_names[seat]
            seats.append({
                "name": name.text().strip() or default,
                "kind": who,
                "level": level.currentData() if who == "ai" else None,
            })
        seed_text = self.seed_edit.text().strip()
        return {
            "players": n, "seats": seats, "preset": self.preset(),
            "overrides": {**self.overrides(), "players": n}, "seed": int(seed_text) if seed_text else None,
        }

    def table_server(self):
        """Hosting: the table server chosen (tysiac_engine.net.invitation.Server), None for this computer."""
        if self.where is None or self.where.problem() is not None:
            return None
        return self.where.server()


class _ModeRow(QWidget):
    """A row of the mode list; pointing at it shows its table in the big picture."""

    def __init__(self, mode: str, hovered) -> None:
        super().__init__()
        self.mode = mode
        self._hovered = hovered

    def enterEvent(self, event) -> None:
        self._hovered(self.mode)
        super().enterEvent(event)

    def leaveEvent(self, event) -> None:
        self._hovered(None)
        super().leaveEvent(event)


_THEME = None


def _default_theme():
    """The default deck, for pictures drawn without a window (loaded once)."""
    global _THEME
    if _THEME is None:
        from ..table.deck_theme import DeckTheme

        _THEME = DeckTheme.load()
    return _THEME
