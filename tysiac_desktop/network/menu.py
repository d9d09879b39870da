"""Game → Host a table…, Join a table… and Resume the hosted table: the dialogs, then the network
table shown in the main window (``MainWindow.enter_network_table``)."""
from __future__ import annotations

from typing import Optional

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QFormLayout, QLineEdit, QMenu, QWidget

from tysiac_engine.game import Seat
from tysiac_engine.net import protocol as P

from ..dialogs.common import wired
from ..dialogs.new_game import NewGameDialog
from . import hosting
from .controller import NetworkController
from .session import DEFAULT_PORT


def table_plan(setup: dict) -> tuple[str, tuple[P.SeatPlan, ...], str, dict]:
    """The New game dialog's choice as a table to host: the host's name (the first human seat's),
    the seats (the other human seats are friends who join), the preset and the mode's options."""
    seats = [Seat.model_validate(s) for s in setup["seats"]]
    host = next((s.name for s in seats if not s.is_computer), seats[0].name)
    plans = tuple(P.SeatPlan(kind="ai", level=s.level, name=s.name[:P.MAX_PLAYER_NAME]) if s.is_computer
                  else P.SeatPlan() for s in seats)
    return host[:P.MAX_PLAYER_NAME], plans, setup["preset"], setup["overrides"]


class JoinDialog(QDialog):
    """The address and code a friend gave, and the name to sit down with."""

    def __init__(self, parent: Optional[QWidget] = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Join a table"))
        self.setMinimumWidth(420)  # the address and the 22 characters of a code shown whole
        self.address = QLineEdit()
        self.address.setPlaceholderText(self.tr("e.g. 192.168.1.20:%1").replace("%1", str(DEFAULT_PORT)))
        self.address.setMaxLength(200)
        self.code = QLineEdit()
        self.code.setMaxLength(64)
        self.name = QLineEdit()
        self.name.setMaxLength(P.MAX_PLAYER_NAME)
        form = QFormLayout(self)
        form.addRow(self.tr("Address"), self.address)
        form.addRow(self.tr("Table code"), self.code)
        form.addRow(self.tr("Your name"), self.name)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        form.addRow(self.buttons)
        for edit in (self.address, self.code, self.name):
            edit.textChanged.connect(self._check)
        self._check()

    def _check(self) -> None:
        ready = all(edit.text().strip() for edit in (self.address, self.code, self.name))
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(ready)


class NetworkMenu(QObject):
    """The menu entries; each puts a network table in the window."""

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self.window = window
        self.act_host = QAction(self, triggered=self.ask_host)
        self.act_join = QAction(self, triggered=self.ask_join)
        self.act_resume = QAction(self, triggered=self.resume_hosted)
        self.retranslate()

    def add_to(self, menu: QMenu) -> None:
        menu.addAction(self.act_host)
        menu.addAction(self.act_join)
        menu.addAction(self.act_resume)
        menu.aboutToShow.connect(self._offer_resume)
        self._offer_resume()

    def _offer_resume(self) -> None:
        self.act_resume.setVisible(hosting.remembered() is not None)

    def retranslate(self) -> None:
        self.act_host.setText(self.tr("&Host a table…"))
        self.act_join.setText(self.tr("&Join a table…"))
        self.act_resume.setText(self.tr("Resume the hosted table"))

    def ask_host(self) -> None:
        dialog = NewGameDialog(self.window, hosting=True)
        wired(dialog, lambda: self.host(*table_plan(dialog.setup()))).open()

    def ask_join(self) -> None:
        dialog = JoinDialog(self.window)
        wired(dialog, lambda: self.join(dialog.address.text(), dialog.code.text(), dialog.name.text())).open()

    def host(self, name: str, plans, preset: str, overrides: dict, port: int = DEFAULT_PORT) -> NetworkController:
        """Serve a table from this app (its tables saved after every action) and sit at it."""
        table = self._hosting_table()
        table.session.host(name, plans, preset, overrides, port, hosting.tables_dir())
        return table

    def resume_hosted(self) -> Optional[NetworkController]:
        """Serve the table left unfinished again (the app stopped or crashed) and sit back at it."""
        remembered = hosting.remembered()
        if remembered is None:
            return None
        table = self._hosting_table()
        table.session.resume_host(remembered.port, remembered.code, remembered.token, hosting.tables_dir())
        return table

    def _hosting_table(self) -> NetworkController:
        table = self._table()
        session = table.session
        # remembered until the game ends, so that a host whose app stops can resume the table
        session.invitation.connect(lambda _address, port, code: hosting.remember(
            hosting.HostedTable(port=port, code=code, token=session.token)))
        session.record_ready.connect(lambda _record: hosting.forget())
        return table

    def join(self, address: str, code: str, name: str) -> NetworkController:
        table = self._table()
        table.session.join(address, code, name.strip()[:P.MAX_PLAYER_NAME])
        return table

    def _table(self) -> NetworkController:
        table = NetworkController(parent=self.window)
        self.window.enter_network_table(table)
        return table
