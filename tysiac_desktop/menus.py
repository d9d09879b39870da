"""The window's menus: Game, Play, View, Settings and Help, their actions (``window.act_*``) and
their texts (in the window's translation context)."""
from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QMainWindow

from .languages import LANGUAGE_NAMES
from .network.menu import NetworkMenu
from .settings import ANIMATION_MS
from .wording.words import translate


def query_keys(queries):
    """The query keys, Help → Keyboard lists them too: (name, key, what it calls)."""
    return [("hand", "C", queries.hand), ("trick", "T", queries.trick), ("scores", "S", queries.scores),
            ("contract", "B", queries.contract), ("taken", "W", queries.taken)]


QUERY_TEXTS = {
    "hand": QT_TRANSLATE_NOOP("MainWindow", "Say my &cards"),
    "trick": QT_TRANSLATE_NOOP("MainWindow", "Say the &trick on the table"),
    "scores": QT_TRANSLATE_NOOP("MainWindow", "Say the &scores"),
    "contract": QT_TRANSLATE_NOOP("MainWindow", "Say the &bid, contract and trump"),
    "taken": QT_TRANSLATE_NOOP("MainWindow", "Say &what was taken"),
}


def build_menus(window: QMainWindow) -> None:
    """The menu bar of ``window``; each action calls the window (or its game session)."""
    bar = window.menuBar()
    window.game_menu = bar.addMenu("")
    window.act_new = QAction(window, shortcut=QKeySequence.StandardKey.New, triggered=window.session.ask_new_game)
    window.act_resume = QAction(window, triggered=window.session.resume_autosave)
    window.act_open = QAction(window, shortcut=QKeySequence.StandardKey.Open, triggered=window.session.open_record)
    window.act_save = QAction(window, shortcut=QKeySequence.StandardKey.Save, triggered=window.session.save_record)
    window.act_sheet = QAction(window, triggered=window.show_sheet)
    window.act_house = QAction(window, triggered=window.session.edit_house_rules)
    window.act_in_force = QAction(window, triggered=window.show_rules)
    window.act_stats = QAction(window, triggered=window.show_statistics)
    window.act_quit = QAction(window, shortcut=QKeySequence.StandardKey.Quit, triggered=window.close)
    for act in (window.act_new, window.act_resume, window.act_open, window.act_save):
        window.game_menu.addAction(act)
    window.game_menu.addSeparator()
    window.network = NetworkMenu(window)  # Host a table…, Join a table… (tysiac_desktop/network)
    window.network.add_to(window.game_menu)
    window.act_leave = QAction(window, triggered=window.leave_table, visible=False)  # at a network table
    window.game_menu.addAction(window.act_leave)
    window.game_menu.addSeparator()
    window.game_menu.addAction(window.act_house)
    window.game_menu.addAction(window.act_in_force)
    window.game_menu.addAction(window.act_sheet)
    window.game_menu.addAction(window.act_stats)
    window.game_menu.addSeparator()
    window.game_menu.addAction(window.act_quit)
    window.play_menu = bar.addMenu("")
    window.act_hint = QAction(window, shortcut=QKeySequence("H"), triggered=window.show_hint)
    window.act_last_trick = QAction(window, shortcut=QKeySequence("L"), checkable=True)
    window.act_last_trick.toggled.connect(window.show_last_trick)
    window.play_menu.addAction(window.act_hint)
    window.play_menu.addAction(window.act_last_trick)
    window.play_menu.addSeparator()
    # the query keys: what the table holds, said aloud (table_queries)
    queries = window.queries
    window.query_actions = {}
    for name, key, slot in query_keys(queries):
        act = QAction(window, shortcut=QKeySequence(key), triggered=slot)
        window.play_menu.addAction(act)
        window.query_actions[name] = act
    window.view_menu = bar.addMenu("")
    window.speed_actions = {}
    # one of each group is always checked, and read as a radio item: choosing the one in use keeps it
    speeds = QActionGroup(window)
    for key in ANIMATION_MS:
        act = QAction(window, checkable=True)
        speeds.addAction(act)
        act.triggered.connect(lambda _=False, k=key: window.set_speed(k))
        window.view_menu.addAction(act)
        window.speed_actions[key] = act
    window.view_menu.addSeparator()
    window.language_menu = window.view_menu.addMenu("")
    window.language_actions = {}
    languages = QActionGroup(window)
    for code, name in LANGUAGE_NAMES.items():  # each in its own language, never translated
        act = QAction(name, window, checkable=True)
        languages.addAction(act)
        act.triggered.connect(lambda _=False, c=code: window.set_language(c))
        window.language_menu.addAction(act)
        window.language_actions[code] = act
    window.settings_menu = bar.addMenu("")
    window.act_preferences = QAction(window, shortcut=QKeySequence.StandardKey.Preferences,
                                   triggered=window.show_preferences)
    window.act_preferences.setMenuRole(QAction.MenuRole.PreferencesRole)
    window.settings_menu.addAction(window.act_preferences)
    window.help_menu = bar.addMenu("")
    window.act_rules = QAction(window, shortcut=QKeySequence.StandardKey.HelpContents, triggered=window.show_rules)
    window.act_keys = QAction(window, triggered=window.show_keys)
    window.act_about = QAction(window, triggered=window.show_about)
    window.help_menu.addAction(window.act_rules)
    window.help_menu.addAction(window.act_keys)
    window.help_menu.addAction(window.act_about)


def retranslate_menus(window: QMainWindow) -> None:
    """The menus' texts in the language now installed."""
    window.game_menu.setTitle(translate("MainWindow", "&Game"))
    window.act_new.setText(translate("MainWindow", "&New game…"))
    window.network.retranslate()
    window.act_leave.setText(translate("MainWindow", "Lea&ve the table"))
    window.act_resume.setText(translate("MainWindow", "&Resume saved game"))
    window.act_open.setText(translate("MainWindow", "&Open record…"))
    window.act_save.setText(translate("MainWindow", "&Save record…"))
    window.act_sheet.setText(translate("MainWindow", "S&core sheet"))
    window.act_house.setText(translate("MainWindow", "Ho&use rules…"))
    window.act_in_force.setText(translate("MainWindow", "Rules in &force"))
    window.act_stats.setText(translate("MainWindow", "S&tatistics"))
    window.act_quit.setText(translate("MainWindow", "&Quit"))
    window.play_menu.setTitle(translate("MainWindow", "&Play"))
    window.act_hint.setText(translate("MainWindow", "&Hint"))
    window.act_last_trick.setText(translate("MainWindow", "&Last trick"))
    for name, act in window.query_actions.items():
        act.setText(translate("MainWindow", QUERY_TEXTS[name]))
    window.view_menu.setTitle(translate("MainWindow", "&View"))
    names = {"off": translate("MainWindow", "Animations off"), "fast": translate("MainWindow", "Fast animations"),
             "normal": translate("MainWindow", "Normal animations"), "slow": translate("MainWindow", "Slow animations")}
    for key, act in window.speed_actions.items():
        act.setText(names[key])
    window.language_menu.setTitle(translate("MainWindow", "&Language"))
    current = window.translators.language if window.translators is not None else "en"
    for code, act in window.language_actions.items():
        act.setChecked(code == current)
    window.settings_menu.setTitle(translate("MainWindow", "&Settings"))
    window.act_preferences.setText(translate("MainWindow", "&Preferences…"))
    window.help_menu.setTitle(translate("MainWindow", "&Help"))
    window.act_rules.setText(translate("MainWindow", "&Rules"))
    window.act_keys.setText(translate("MainWindow", "&Keyboard"))
    window.act_about.setText(translate("MainWindow", "&About Tysiąc"))
