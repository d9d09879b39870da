"""``--screenshot``: a deterministic game brought to one scene and saved as a PNG."""
from __future__ import annotations

from PySide6.QtCore import QPoint
from PySide6.QtGui import QColor, QPainter, QPixmap
from PySide6.QtWidgets import QApplication, QWidget

from tysiac_engine import Game, make_rules
from tysiac_engine.ai.players import make_player
from tysiac_engine.record import game_to_record

NAMES = ["You", "Ala", "Bolek", "Cezary"]  # translated like NewGameDialog's defaults


def names(players: int) -> list[str]:
    from PySide6.QtCore import QCoreApplication

    return [QCoreApplication.translate("NewGameDialog", n) for n in NAMES[:players]]


def _reached(game: Game, scene: str) -> bool:
    deal = game.current
    if scene == "auction":
        return deal is not None and deal.phase == "auction" and deal.to_move == 0 and len(deal.history) >= 1
    if scene == "musik":
        return deal is not None and deal.phase == "musik" and deal.declarer == 0 and deal.taken is not None
    if scene == "play":
        return (deal is not None and deal.phase == "play" and deal.to_move == 0 and len(deal.completed) >= 2
                and len(deal.trick) >= 1)
    if scene == "summary":
        return deal is None and len(game.results) >= 1 and game.results[-1].outcome.played
    return deal is None and len(game.results) >= 5  # sheet


def prepared_game(seed: int, scene: str, players: int = 3, preset: str = "polish") -> Game:
    """Play bots in every seat until the scene is on the table (seat 0 is the human)."""
    rules = make_rules(preset, {"players": players})
    bots = [make_player("medium", seed=seed + s) for s in range(players)]
    seats = names(players)
    game = Game(rules, seats, seed=seed, preset=preset, auto_deal=False)
    game.start_deal()
    for _ in range(20000):
        if _reached(game, scene):
            break
        if game.current is None:
            game.start_deal()
            continue
        seat = game.to_move
        game.apply(bots[seat].choose(game.view(seat)))
    game.player_specs = [{"name": seats[0], "kind": "human"}] + [
        {"name": seats[s], "kind": "ai", "level": "medium"} for s in range(1, players)]
    return game


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
                    preset: str = "polish") -> int:
    from .dialogs import DealSummaryDialog, ScoreSheetDialog
    from .main_window import MainWindow

    import os
    import tempfile

    os.environ["TYSIAC_HOME"] = tempfile.mkdtemp(prefix="tysiac-screenshot-")  # not the player's files
    app = QApplication.instance()
    window = MainWindow()
    window.set_speed("off")
    window.controller.ai_delay_ms = 60_000  # nobody moves while we take the picture
    game = prepared_game(seed, scene, players, preset)
    window.resize(*size)
    window.show()
    window.controller.resume(game_to_record(game))
    window._close_summary()
    for _ in range(5):
        app.processEvents()
    window.refresh(animate=False)
    window.theme.wait_for_jobs(5000)
    app.processEvents()
    if scene not in ("summary", "sheet"):
        image = window.grab()
    else:
        if scene == "summary":
            dialog = DealSummaryDialog(list(game.players), game.results[-1], window, rules=game.rules,
                                       deal_number=len(game.results))
        else:
            dialog = ScoreSheetDialog(list(game.players), game.results, game.start_scores, window,
                                      rules=game.rules)
        dialog.show()
        app.processEvents()
        image = dialog_over(window, dialog)
        dialog.close()
    ok = image.save(path)
    window.controller.close()
    window.close()
    return 0 if ok else 1
