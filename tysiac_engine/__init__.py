"""Tysiąc rules engine: cards, rules, deals, scoring, games and records.

Pure Python, no Qt, no display text.  Start with :class:`Game`::

    from tysiac_engine import Game, make_rules
    game = Game(make_rules("polish"), ["Ala", "Bolek", "Cezary"], seed=7)
    while not game.is_over:
        game.apply(game.legal_actions()[0])

``game.step(action)`` returns what happened as typed :mod:`events`.
A computer player decides from ``game.view(seat)`` (a :class:`SeatView`);
:func:`make_player` gives the engine's own levels (:data:`LEVELS`), imported
on first use so that the rules alone load quickly.
"""
from . import actions, events
from .actions import Action, ActionKind
from .cards import CARDS, Card, card, cards
from .deal import Deal, Phase
from .outcome import DealOutcome
from .errors import Cancelled, DeckError, IllegalAction, InvalidRecord, InvalidRules, TysiacError
from .game import Game, Seat
from .rules import OPTION_KEYS, OPTIONS, PRESET_NAMES, PRESETS, OptionInfo, Rules, make_rules, option_info
from .scoring import Counters, DealResult, ScoreStep
from .shape import MODE_OVERRIDES, MODES, DealShape
from .views import SeatView, view_from_json, view_to_json

__all__ = [
    "actions", "events", "Action", "ActionKind", "Phase", "CARDS", "Card", "card", "cards", "Deal", "DealOutcome",
    "Cancelled", "DeckError", "IllegalAction", "InvalidRecord", "InvalidRules", "TysiacError",
    "Game", "Seat", "SeatView", "view_to_json", "view_from_json",
    "OPTION_KEYS", "OPTIONS", "OptionInfo", "option_info", "PRESET_NAMES", "PRESETS", "Rules", "make_rules",
    "Counters", "DealResult", "ScoreStep",
    "DealShape", "MODES", "MODE_OVERRIDES", "LEVELS", "Player", "make_player",
]

_AI = {"LEVELS", "Player", "make_player"}


def __getattr__(name: str):
    if name in _AI:  # the computer players, loaded when first asked for
        from .ai import players

        return getattr(players, name)
    raise AttributeError(f"module 'tysiac_engine' has no attribute {name!r}")
