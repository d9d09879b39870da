"""``--screenshot``: a deterministic game brought to one scene and saved as a PNG."""
from __future__ import annotations

import atexit
import os
import shutil
import sys
import tempfile

from PySide6.QtCore import QPoint
from PySide6.QtGui import QColor, QPainter, QPixmap
from PySide6.QtWidgets import QApplication, QWidget

from tysiac_engine import Game, Seat, make_rules
from tysiac_engine.ai.players import make_player
from tysiac_engine.inputs import read_bounded
from tysiac_engine.record import strict_loads

NAMES = ["You", "Ala", "Bolek", "Cezary"]  # translated like NewGameDialog's defaults


def names(players: int) -> list[str]:
    from PySide6.QtCore import QCoreApplication

    return [QCoreApplication.translate("NewGameDialog", n) for n in NAMES[:players]]


RULES_FILE_BYTES = 256 * 1024  # --rules FILE: a rules object is a few hundred bytes
SCENES = ("auction", "musik", "play", "summary", "sheet")


def rules_spec(text: str | None, players: int = 3, preset: str = "polish") -> dict:
    """``--rules``: a RECORD.md rules object (``{"preset": …, "overrides": {…}}``), as JSON or a JSON
    file; without it ``--preset`` and ``--players``.  Raises ValueError (or the engine's
    InvalidRules) for anything else."""
    if not text:
        return {"preset": preset, "overrides": {"players": players}}
    if not text.lstrip().startswith("{"):  # a file: read as every file is (FileRefused otherwise)
        text = read_bounded(text, RULES_FILE_BYTES).decode("utf-8")
    spec = strict_loads(text)
    if not isinstance(spec, dict) or set(spec) - {"preset", "overrides"} or \
            not isinstance(spec.get("overrides", {}), dict):
        raise ValueError('a rules object is {"preset": NAME, "overrides": {KEY: VALUE, …}}')
    spec = {"preset": spec.get("preset", "polish"), "overrides": dict(spec.get("overrides") or {})}
    make_rules(spec["preset"], spec["overrides"])  # the engine's refusal, naming the key
    return spec


def scenes_of(rules) -> tuple[str, ...]:
    """The table scenes a game under ``rules`` has: no auction scene without an auction (the deal as
    dealt instead), no musik scene without a talon to take."""
    shape = rules.shape
    return ("auction",) + (("musik",) if shape.takes else ()) + ("play", "summary", "sheet")


def _reached(game: Game, scene: str) -> bool:
    deal = game.current
    shape = game.rules.shape
    if scene == "auction":
        if not shape.auction:  # the deal as dealt, seat 0 about to play or waiting for it
            return deal is not None and deal.phase == "play" and not deal.trick and not deal.completed
        return deal is not None and deal.phase == "auction" and deal.to_move == 0 and len(deal.history) >= 1
    if scene == "musik":
        return (deal is not None and deal.phase == "musik" and deal.declarer == 0
                and len(deal.taken_list) == shape.takes)
    if scene == "play":
        return (deal is not None and deal.phase == "play" and deal.to_move == 0 and len(deal.completed) >= 2
                and len(deal.trick) >= 1)
    if scene == "summary":
        return deal is None and len(game.results) >= 1 and game.results[-1].outcome.played
    return deal is None and len(game.results) >= 5  # sheet


def prepared_game(seed: int, scene: str, players: int = 3, preset: str = "polish",
                  rules: dict | None = None) -> Game:
    """Play bots in every seat until the scene is on the table (seat 0 is the human).

    ``rules`` is a RECORD.md rules object; without it, ``preset`` with ``players``."""
    spec = rules or {"preset": preset, "overrides": {"players": players}}
    preset = spec["preset"]
    rules_ = make_rules(preset, spec.get("overrides") or {})
    players = rules_.players
    bots = [make_player("medium", seed=seed + s) for s in range(players)]
    seats = names(players)
    game = Game(rules_, [Seat(name=seats[0])] + [Seat(name=seats[s], kind="ai", level="medium")
                                                 for s in range(1, players)],
                seed=seed, preset=preset, auto_deal=False)
    game.start_deal()
    for _ in range(20000):
        if _reached(game, scene):
            break
        if game.current is None:
            game.start_deal()
            continue
        seat = game.to_move
        game.apply(bots[seat].choose(game.view(seat)))
    return game


def use_throwaway_home(prefix: str) -> None:
    """Point TYSIAC_HOME at a new temporary folder, removed when the process ends: pictures are
    taken without touching, or leaving behind, any player's files."""
    home = tempfile.mkdtemp(prefix=prefix)
    atexit.register(shutil.rmtree, home, ignore_errors=True)
    os.environ["TYSIAC_HOME"] = home


def dialog_over(window: QWidget, dialog: QWidget) -> QPixmap:
    """The window, dimmed, with ``dialog`` in its middle, as a player sees it open."""
    image = window.grab()
    picture = dialog.grab()
    painter = QPainter(image)
    painter.fillRect(image.rect(), QColor(0, 0, 0, 110))
    painter.drawPixmap(QPoint(max(0, (image.width() - picture.width()) // 2),
                              max(0, (image.height() - picture.height()) // 2)), picture)
    painter.end()
    return image


def take_screenshot(path: str, seed: int, size: tuple[int, int], scene: str, players: int = 3,
                    preset: str = "polish", rules: dict | None = None) -> int:
    from .dialogs import DealSummaryDialog, ScoreSheetDialog
    from .main_window import MainWindow

    spec = rules or {"preset": preset, "overrides": {"players": players}}
    scenes = scenes_of(make_rules(spec["preset"], spec.get("overrides") or {}))
    if scene not in scenes:
        print(f"--scene {scene}: this game has no such scene (it has {', '.join(scenes)})", file=sys.stderr)
        return 2
    use_throwaway_home("tysiac-screenshot-")
    app = QApplication.instance()
    window = MainWindow()
    window.set_speed("off")
    window.controller.ai_delay_ms = 60_000  # nobody moves while we take the picture
    game = prepared_game(seed, scene, players, preset, rules)
    window.resize(*size)
    window.show()
    window.session.resume_game(game)
    window.deal_end.close_summary()
    for _ in range(5):
        app.processEvents()
    window.refresh(animate=False)
    window.theme.wait_for_jobs(5000)
    app.processEvents()
    if scene not in ("summary", "sheet"):
        image = window.grab()
    else:
        if scene == "summary":
            dialog = DealSummaryDialog(window.names(), game.results[-1], window, rules=game.rules,
                                       deal_number=len(game.results), you=window.controller.you())
        else:
            dialog = ScoreSheetDialog(window.names(), game.results, game.start_scores, window,
                                      rules=game.rules, you=window.controller.you())
        dialog.show()
        app.processEvents()
        image = dialog_over(window, dialog)
        dialog.close()
    ok = image.save(path)
    window.controller.close()
    window.close()
    return 0 if ok else 1
