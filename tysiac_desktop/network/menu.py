"""Game → Host a table…, Join a table… and Rejoin the table with …: the dialogs, then the network
table shown in the main window (``MainWindow.enter_network_table``).  Every table this app sits at
is remembered (``seats``) until its game ends, so that it can be rejoined after any restart."""
from __future__ import annotations

from typing import Optional

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QFormLayout, QLabel, QLineEdit, QMenu, QWidget

from tysiac_engine.game import Seat
from tysiac_engine.net import protocol as P
from tysiac_engine.net.invitation import (DEFAULT_PORT, MAX_INVITATION, Invitation, InvitationError, Server,
                                          check_code, parse_invitation, parse_server)

from ..accessibility import Announcer
from ..dialogs.common import wired
from ..dialogs.new_game import NewGameDialog
from ..wording.network import invitation_problem, rejoin_label
from . import seats
from .controller import NetworkController


def table_plan(setup: dict) -> tuple[str, tuple[P.SeatPlan, ...], str, dict]:
    """The New game dialog's choice as a table to host: the host's name (the first human seat's),
    the seats (the other human seats are friends who join), the preset and the mode's options."""
    chosen = [Seat.model_validate(s) for s in setup["seats"]]
    host = next((s.name for s in chosen if not s.is_computer), chosen[0].name)
    plans = tuple(P.SeatPlan(kind="ai", level=s.level, name=s.name[:P.MAX_PLAYER_NAME]) if s.is_computer
                  else P.SeatPlan() for s in chosen)
    return host[:P.MAX_PLAYER_NAME], plans, setup["preset"], setup["overrides"]


class JoinDialog(QDialog):
    """The invitation a friend sent (pasted into any field it fills them all), and the name to sit
    down with.  What is wrong with the address or the code is said at once, under the field."""

    def __init__(self, parent: Optional[QWidget] = None) -> None:
        super().__init__(parent)
        self.announcer = Announcer(self)  # a wrong address or code, for a screen reader
        self.setWindowTitle(self.tr("Join a table"))
        self.setMinimumWidth(480)  # an invitation shown whole
        self.address = QLineEdit()
        self.address.setPlaceholderText(f"tysiac://192.168.1.20:{DEFAULT_PORT}")
        self.address.setMaxLength(MAX_INVITATION)
        self.code = QLineEdit()
        self.code.setMaxLength(MAX_INVITATION)
        self.name = QLineEdit()
        self.name.setMaxLength(P.MAX_PLAYER_NAME)
        self.problem = QLabel()
        self.problem.setObjectName("Error")
        self.problem.setWordWrap(True)
        form = QFormLayout(self)
        self.note = QLabel()
        self.note.setWordWrap(True)
        form.addRow(self.note)
        self.address_label, self.code_label, self.name_label = QLabel(), QLabel(), QLabel()
        form.addRow(self.address_label, self.address)
        form.addRow(self.code_label, self.code)
        form.addRow(self.name_label, self.name)
        form.addRow(self.problem)
        for label, edit in ((self.address_label, self.address), (self.code_label, self.code),
                            (self.name_label, self.name)):
            label.setBuddy(edit)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        form.addRow(self.buttons)
        self._filling = False
        for edit in (self.address, self.code):
            edit.textChanged.connect(lambda _text, edit=edit: self._pasted(edit))
        for edit in (self.address, self.code, self.name):
            edit.textChanged.connect(self._check)
        self.retranslate()
        self._check()

    def retranslate(self) -> None:
        self.note.setText(self.tr("Paste the invitation your friend sent into any field."))
        self.address_label.setText(self.tr("&Address"))
        self.code_label.setText(self.tr("Table &code"))
        self.name_label.setText(self.tr("Your &name"))

    def _pasted(self, edit: QLineEdit) -> None:
        """A whole invitation pasted into a field: its server and code go where they belong."""
        if self._filling or "://" not in edit.text() and "code:" not in edit.text().lower():
            return
        try:
            invitation = parse_invitation(edit.text())
        except InvitationError:
            return
        self._filling = True
        self.address.setText(invitation.server.text)
        self.code.setText(invitation.code)
        self._filling = False

    def invitation(self) -> Invitation:
        """The table to join; raises InvitationError (its ``problem`` says which field)."""
        return parse_server(self.address.text()).invitation(check_code(self.code.text()))

    def _check(self) -> None:
        problem = None
        if self.address.text().strip() and self.code.text().strip():
            try:
                self.invitation()
            except InvitationError as exc:
                problem = invitation_problem(exc.problem)
        if problem is not None and problem != self.problem.text():
            self.announcer.announce(problem, urgent=True)
        self.problem.setText(problem or "")
        self.problem.setVisible(problem is not None)
        ready = problem is None and all(edit.text().strip() for edit in (self.address, self.code, self.name))
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(ready)


class NetworkMenu(QObject):
    """The menu entries; each puts a network table in the window."""

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self.window = window
        self.act_host = QAction(self, triggered=self.ask_host)
        self.act_join = QAction(self, triggered=self.ask_join)
        self.rejoin_actions: list[QAction] = []
        self._menu: Optional[QMenu] = None
        self._anchor: Optional[QAction] = None
        self.retranslate()

    def add_to(self, menu: QMenu) -> None:
        menu.addAction(self.act_host)
        menu.addAction(self.act_join)
        self._menu, self._anchor = menu, menu.addSeparator()
        menu.aboutToShow.connect(self.offer_rejoin)
        self.offer_rejoin()

    def offer_rejoin(self) -> None:
        """"Rejoin the table with Ala and Bolek" for each table this app still has a seat at."""
        if self._menu is None:
            return
        for action in self.rejoin_actions:
            self._menu.removeAction(action)
            action.deleteLater()
        self.rejoin_actions = []
        shown = self._shown_code()
        for seat in seats.remembered():
            if seat.code == shown:
                continue  # at that table now
            action = QAction(rejoin_label(seat.others), self)
            action.triggered.connect(lambda _=False, seat=seat: self.rejoin(seat))
            self._menu.insertAction(self._anchor, action)
            self.rejoin_actions.append(action)

    def retranslate(self) -> None:
        self.act_host.setText(self.tr("&Host a table…"))
        self.act_join.setText(self.tr("&Join a table…"))
        self.offer_rejoin()

    def _shown_code(self) -> Optional[str]:
        controller = self.window.controller
        return controller.invitation.code if controller.remote and controller.invitation is not None else None

    # ------------------------------------------------------------------ the dialogs
    def ask_host(self) -> None:
        dialog = NewGameDialog(self.window, hosting=True)
        dialog.where.set_server(self.window.preferences.table_server)
        wired(dialog, lambda: self.host(*table_plan(dialog.setup()), server=dialog.table_server())).open()

    def ask_join(self) -> None:
        dialog = JoinDialog(self.window)
        wired(dialog, lambda: self.join(dialog.invitation(), dialog.name.text())).open()

    # ------------------------------------------------------------------ the tables
    def host(self, name: str, plans, preset: str, overrides: dict, port: int = DEFAULT_PORT,
             server: Optional[Server] = None) -> NetworkController:
        """Serve a table from this app (saved after every action), or make it on a table server;
        sit at it as its host."""
        table = self._table()
        if server is None:
            table.session.host_here(name, plans, preset, overrides, port, seats.tables_dir())
        else:
            table.session.host_on(server, name, plans, preset, overrides)
            preferences = self.window.preferences
            if preferences.table_server != server.text:  # offered again next time
                self.window.apply_preferences(preferences.model_copy(update={"table_server": server.text}))
        return table

    def join(self, invitation: Invitation, name: str) -> NetworkController:
        """Take a seat at a friend's table (or, already sitting there, come back to the seat)."""
        if self._shown_code() == invitation.code:
            self.window.raise_()
            self.window.activateWindow()
            return self.window.controller
        name = name.strip()[:P.MAX_PLAYER_NAME]
        mine = seats.sits_at(invitation.code, name)
        if mine is not None:  # the same table under the same name: this app's seat, come back to it
            return self.rejoin(mine)
        table = self._table()
        table.session.join(invitation, name)
        return table

    def rejoin(self, seat: seats.TableSeat) -> NetworkController:
        """Back to a seat this app had (after a restart): the hosted table served again first."""
        table = self._table()
        invitation = seat.table()
        if seat.served_port is not None:
            table.session.resume_host(seat.served_port, invitation, seat.token, seats.tables_dir())
        else:
            table.session.rejoin(invitation, seat.token)
        return table

    def _table(self) -> NetworkController:
        table = NetworkController(parent=self.window)
        table.seated.connect(lambda: self._remember(table))
        table.table_changed.connect(lambda: self._remember(table, only_if_kept=True))
        table.session.record_ready.connect(lambda _record: self._forget(table))
        table.gone.connect(lambda why: why in ("no_table", "ended") and self._forget(table))
        self.window.enter_network_table(table)
        return table

    def _remember(self, table: NetworkController, only_if_kept: bool = False) -> None:
        """Keep the seat (its invitation, token, name and the others' names) until the game ends."""
        if table.invitation is None or not table.token or table.seat is None or table.record is not None:
            return
        names = table.names()
        known = next((s for s in seats.remembered() if s.token == table.token), None)
        if only_if_kept and known is None:
            return
        served = table.session.port if table.session.port else None
        seat = seats.TableSeat(invitation=table.invitation.text, token=table.token,
                               name=(names[table.seat] if table.seat < len(names) and names[table.seat] else "?"),
                               others=tuple(n for i, n in enumerate(names) if i != table.seat and n)[:3],
                               served_port=served)
        if known != seat:
            try:
                seats.remember(seat)
            except OSError as exc:
                # the table plays on; only coming back to it after a restart is lost
                table.error.emit(self.tr("This table could not be remembered for rejoining: %1")
                                 .replace("%1", str(exc.strerror or exc)))

    def _forget(self, table: NetworkController) -> None:
        if table.invitation is not None:
            try:
                seats.forget(table.invitation.code)
            except OSError:
                pass  # offered again, and the server then says the table is gone
