"""``--gallery DIR``: every scene and dialog, in every language, as 1280×800 PNGs to look at.

Each picture is the main window with the dialog (if any) drawn over it the way
it opens, so clipped or overflowing text and mixed languages show at a glance.
Then every mode's table (``mode_<mode>_<scene>.png``): its auction (or the deal
as dealt), its musik where a talon is taken, and its play.  ``rules`` (a
RECORD.md rules object, ``--rules``) sets the rules of the first pictures.
Uses a private TYSIAC_HOME: the player's own settings and statistics are
neither read nor changed.
"""
from __future__ import annotations

import os
import tempfile
from pathlib import Path
from typing import Callable

from PySide6.QtWidgets import QApplication, QDialog, QTabWidget

from tysiac_engine import MODE_OVERRIDES, MODES, make_rules
from tysiac_engine.record import game_to_record

from .screenshot import dialog_over, prepared_game, scenes_of

SIZE = (1280, 800)
SCENES = ("auction", "musik", "play", "summary", "sheet")
# the rules each mode's pictures are drawn under: the tradition it comes from (RULES.md §4–§6)
RUSSIAN_MODES = ("three_32", "dealer_sits_out_32", "ru_prikup_4", "ru_open_closed", "no_auction", "no_auction_32")


def mode_rules(mode: str) -> dict:
    """A RECORD.md rules object playing ``mode`` in its own tradition."""
    return {"preset": "russian" if mode in RUSSIAN_MODES else "polish", "overrides": dict(MODE_OVERRIDES[mode])}


def _settle(app: QApplication, window) -> None:
    for _ in range(5):
        app.processEvents()
    window.theme.wait_for_jobs(5000)
    app.processEvents()


def _dialogs(window, game) -> list[tuple[str, Callable[[], QDialog]]]:
    from .dialogs import GameOverDialog, RulesHelpDialog, ScoreSheetDialog
    from .dialogs.statistics import StatisticsDialog

    names = list(game.players)
    def new_game(players: int) -> QDialog:
        dialog = window.new_game_dialog()
        dialog.count_group.button(players).setChecked(True)
        return dialog

    return [
        ("new_game", window.new_game_dialog),
        ("new_game_2", lambda: new_game(2)),
        ("new_game_4", lambda: new_game(4)),
        ("house_rules", window.house_rules_dialog),
        ("preferences", window.preferences_dialog),
        ("statistics", lambda: StatisticsDialog(window.statistics, game, window)),
        ("rules_help", lambda: RulesHelpDialog(game.rules, game.preset, window)),
        ("score_sheet", lambda: ScoreSheetDialog(names, game.results, game.start_scores, window, rules=game.rules)),
        ("game_over", lambda: GameOverDialog(names, [1000, 620, 380][:len(names)], 0, window)),
    ]


def take_gallery(folder: str, languages: tuple[str, ...] = ("en", "pl", "ru", "da"), seed: int = 7,
                 rules: dict | None = None, modes: tuple[str, ...] = MODES) -> int:
    os.environ["TYSIAC_HOME"] = tempfile.mkdtemp(prefix="tysiac-gallery-")
    from .app import Translators
    from .main_window import MainWindow
    from .settings import Preferences

    app = QApplication.instance()
    translators = Translators(app)
    out = Path(folder)
    count = 0
    for language in languages:
        translators.switch(language)
        target = out / language
        target.mkdir(parents=True, exist_ok=True)
        window = MainWindow(translators=translators,
                            preferences=Preferences(language=language, animation="off", pace="slow"))
        window.controller.ai_delay_ms = 3_600_000  # nobody moves while the pictures are taken
        window.resize(*SIZE)
        window.show()
        game = None
        for scene in SCENES:
            game = prepared_game(seed, scene, rules=rules)
            window.resume_record(game_to_record(game))
            window._close_summary()
            if window.statistics is not None:
                window.statistics.record(game, window.controller.seats)
            _settle(app, window)
            window.refresh(animate=False)
            _settle(app, window)
            window.grab().save(str(target / f"table_{scene}.png"))
            count += 1
        for name, make in _dialogs(window, game):
            dialog = make()
            dialog.show()
            _settle(app, window)
            tabs = dialog.findChildren(QTabWidget)
            pages = range(tabs[0].count()) if tabs else [None]
            for page in pages:
                if page is not None:
                    tabs[0].setCurrentIndex(page)
                    app.processEvents()
                suffix = "" if page is None else f"_{page + 1}"
                dialog_over(window, dialog).save(str(target / f"{name}{suffix}.png"))
                count += 1
            dialog.done(0)
            dialog.deleteLater()
            app.processEvents()
        for mode in modes:
            spec = mode_rules(mode)
            for scene in scenes_of(make_rules(spec["preset"], spec["overrides"])):
                if scene in ("summary", "sheet"):
                    continue
                window.resume_record(game_to_record(prepared_game(seed, scene, rules=spec)))
                window._close_summary()
                _settle(app, window)
                window.refresh(animate=False)
                _settle(app, window)
                window.grab().save(str(target / f"mode_{mode}_{scene}.png"))
                count += 1
        window.controller.close()
        window.close()
    translators.switch("en")
    print(f"{count} pictures in {out}")
    return 0
