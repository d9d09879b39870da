"""Tysiąc rules engine: cards, rules, deals, scoring, games and records.

Pure Python, no Qt, no display text.  Start with :class:`Game`::

    from tysiac_engine import Game, make_rules
    game = Game(make_rules("polish"), ["Ala", "Bolek", "Cezary"], seed=7)
    while not game.is_over:
        game.apply(game.legal_actions()[0])

A computer player decides from ``game.view(seat)`` (a :class:`SeatView`);
:func:`make_player` gives the engine's own levels (:data:`LEVELS`), imported
on first use so that the rules alone load quickly.
"""
from . import actions
from .actions import Action, ActionKind
from .cards import CARDS, Card, card, cards
from .deal import Deal, DealOutcome, Phase
from .errors import Cancelled, DeckError, IllegalAction, InvalidRecord, InvalidRules, TysiacError
from .game import Game, Seat, SeatView
from .rules import OPTION_KEYS, OPTIONS, PRESET_NAMES, PRESETS, OptionInfo, Rules, make_rules, option_info
from .scoring import Counters, DealResult, Event
from .shape import MODE_OVERRIDES, MODES, DealShape

__all__ = [
    "actions", "Action", "ActionKind", "Phase", "CARDS", "Card", "card", "cards", "Deal", "DealOutcome",
    "Cancelled", "DeckError", "IllegalAction", "InvalidRecord", "InvalidRules", "TysiacError", "Game", "Seat", "SeatView",
    "OPTION_KEYS", "OPTIONS", "OptionInfo", "option_info", "PRESET_NAMES", "PRESETS", "Rules", "make_rules",
    "Counters", "DealResult", "Event",
    "DealShape", "MODES", "MODE_OVERRIDES", "LEVELS", "Player", "make_player",
]

_AI = {"LEVELS", "Player", "make_player"}


def __getattr__(name: str):
    if name in _AI:  # the computer players, loaded when first asked for
        from .ai import players

        return getattr(players, name)
    raise AttributeError(f"module 'tysiac_engine' has no attribute {name!r}")
