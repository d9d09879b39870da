"""Where a hosted network table is: on this computer (the app serves it), or on a table server
(``python -m tysiac_engine serve``, which deals and keeps it, so the host may close his app and
rejoin like any friend).  A part of the New game dialog when it hosts."""
from __future__ import annotations

from typing import Optional

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QButtonGroup, QGroupBox, QLabel, QLineEdit, QRadioButton, QVBoxLayout, QWidget

from tysiac_engine.net.invitation import MAX_INVITATION, InvitationError, Server, parse_server

from ..wording.network import invitation_problem
from .common import muted


class HostWhere(QGroupBox):
    changed = Signal()

    def __init__(self, parent: Optional[QWidget] = None) -> None:
        super().__init__(parent)
        self.here = QRadioButton()
        self.on_server = QRadioButton()
        self.address = QLineEdit()
        self.address.setMaxLength(MAX_INVITATION)
        self.address.setPlaceholderText("wss://tysiac.example.org/t")
        self.note = QLabel()
        self.note.setWordWrap(True)
        muted(self.note)
        self.problem_label = QLabel()
        self.problem_label.setObjectName("Error")
        self.problem_label.setWordWrap(True)
        group = QButtonGroup(self)
        group.addButton(self.here)
        group.addButton(self.on_server)
        self.here.setChecked(True)
        layout = QVBoxLayout(self)
        for widget in (self.here, self.on_server, self.address, self.problem_label, self.note):
            layout.addWidget(widget)
        self.here.toggled.connect(self._update)
        self.address.textChanged.connect(self._update)
        self.retranslate()
        self._update()

    def retranslate(self) -> None:
        self.setTitle(self.tr("Where the table is"))
        self.here.setText(self.tr("On this computer"))
        self.on_server.setText(self.tr("On a table server"))
        self.address.setAccessibleName(self.tr("Table server address"))

    def set_server(self, text: Optional[str]) -> None:
        """The table server remembered from the last time (chosen when there was one)."""
        if text:
            self.address.setText(text)
            self.on_server.setChecked(True)

    def server(self) -> Optional[Server]:
        """The table server chosen (None: this computer); raises InvitationError for a bad address."""
        return parse_server(self.address.text()) if self.on_server.isChecked() else None

    def problem(self) -> Optional[str]:
        """What is wrong with the address typed, in the player's language (None: nothing)."""
        try:
            self.server()
        except InvitationError as exc:
            return invitation_problem(exc.problem) if self.address.text().strip() else \
                self.tr("Type the table server's address, e.g. wss://tysiac.example.org/t")
        return None

    def _update(self) -> None:
        server = self.on_server.isChecked()
        self.address.setEnabled(server)
        self.note.setText(self.tr("The server deals and keeps the table: friends anywhere join it, and you may "
                                  "close the app and rejoin.") if server else
                          self.tr("Friends on your network join at this computer's address; from elsewhere "
                                  "they need your router to forward the port (see the README)."))
        problem = self.problem()
        self.problem_label.setText(problem or "")
        self.problem_label.setVisible(server and problem is not None)
        self.changed.emit()
