"""Tysiąc rules engine: cards, rules, deals, scoring, games and records.

Pure Python (with an optional compiled solver core), no Qt, no display text.  Start with
:class:`Game`::

    from tysiac_engine import Game, make_player, make_rules
    game = Game(make_rules("polish"), ["Ala", "Bolek", "Cezary"], seed=7)
    bot = make_player("easy", seed=1)
    while not game.is_over:
        game.apply(bot.choose(game.view(game.to_move)))

``game.step(action)`` returns what happened as typed :mod:`events`.
A computer player decides from ``game.view(seat)`` (a :class:`SeatView`;
``view.trick_state`` is the trick as the engine judges it, a :class:`TrickState`);
:func:`make_player` gives the engine's own levels (:data:`LEVELS`),
:func:`possible_cards` and :func:`sample_worlds` what the hidden cards may be,
:func:`run_arena` duplicate deals between two players; these are imported
on first use so that the rules alone load quickly.
"""
from . import actions, events
from .actions import Action, ActionKind
from .cards import CARDS, Card, card, cards
from .deal import Deal, Phase
from .outcome import DealOutcome
from .errors import Cancelled, DeckError, IllegalAction, InvalidRecord, InvalidRules, TysiacError
from .game import Game, Seat
from .legality import TrickState
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
    "DealShape", "MODES", "MODE_OVERRIDES", "TrickState", "LEVELS", "Player", "make_player",
    "possible_cards", "sample_worlds", "run_arena",
]

_AI = {"LEVELS", "Player", "make_player"}
_HIDDEN = {"possible_cards", "sample_worlds"}


def __getattr__(name: str):
    # the computer players and what they read of the table, loaded when first asked for
    if name in _AI:
        from .ai import players

        return getattr(players, name)
    if name in _HIDDEN:
        from .ai import hidden

        return getattr(hidden, name)
    if name == "run_arena":
        from .arena import run_arena

        return run_arena
    raise AttributeError(f"module 'tysiac_engine' has no attribute {name!r}")
