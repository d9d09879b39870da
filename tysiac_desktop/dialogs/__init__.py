"""Dialogs of the desktop app: new game, deal summary, score sheet, game over, rules help."""
from .deal_summary import DealSummaryDialog
from .game_over import GameOverDialog
from .new_game import NewGameDialog
from .rules_help import RulesHelpDialog
from .score_sheet import ScoreSheet, ScoreSheetDialog

__all__ = ["DealSummaryDialog", "GameOverDialog", "NewGameDialog", "RulesHelpDialog",
           "ScoreSheet", "ScoreSheetDialog"]
