"""Game records (RECORD.md ``tysiac-record`` v1): load, save and replay.

A record holds the rules, the players, every deal as dealt and every action
in order.  :func:`load_game` replays a record into a :class:`Game` (checking
every action); :func:`game_to_record` writes one back; :func:`replay_report`
is the ``replay`` command's output.
"""
from __future__ import annotations

import json
from typing import Any, Literal, Optional, Union

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from .cards import cards_of
from .errors import IllegalAction, InvalidRecord, InvalidRules
from .game import Game
from .rules import make_rules

FORMAT = "tysiac-record"
VERSION = 1
MAX_DOCUMENT_BYTES = 20_000_000



class RulesSpec(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True)
    preset: str
    overrides: dict[str, Any] = Field(default_factory=dict)


class PlayerSpec(BaseModel):
    model_config = ConfigDict(extra="allow", strict=True)
    name: str = Field(max_length=200)
    kind: Literal["human", "ai"] = "human"
    level: Optional[Union[str, int]] = None


class DealSpec(BaseModel):
    model_config = ConfigDict(extra="allow", strict=True)
    dealer: int
    hands: list[list[str]]
    musik: list[list[str]]
    actions: list[str] = Field(default_factory=list)


class RecordSpec(BaseModel):
    """The document's shape; keys RECORD.md does not name are ignored."""

    model_config = ConfigDict(extra="allow", strict=True)
    format: Literal["tysiac-record"]
    version: Literal[1]
    rules: RulesSpec
    players: list[Union[str, PlayerSpec]]
    start_scores: Optional[list[int]] = None
    start_state: Optional[dict[str, Any]] = None
    deals: list[Any] = Field(default_factory=list)  # each checked on its own: first error wins


def _shape_error(error: ValidationError) -> InvalidRecord:
    first = error.errors()[0]
    loc = first.get("loc", ())
    path = ".".join(str(p) for p in loc) or "record"
    deal = loc[1] if len(loc) >= 2 and loc[0] == "deals" and isinstance(loc[1], int) else None
    action = None
    if deal is not None and len(loc) >= 4 and loc[2] == "actions" and isinstance(loc[3], int):
        action = loc[3]
    return InvalidRecord(f"{path}: {first.get('msg')}", deal, action)


def parse_record(data: Any) -> RecordSpec:
    if not isinstance(data, dict):
        raise InvalidRecord("a record is a JSON object")
    if data.get("format") != FORMAT:
        raise InvalidRecord(f"format: {FORMAT!r} expected, got {data.get('format')!r}")
    if data.get("version") != VERSION or type(data.get("version")) is not int:
        raise InvalidRecord(f"version: {VERSION} expected, got {data.get('version')!r}")
    # cheap bounds first, so a huge hostile list fails fast instead of being validated whole
    players = data.get("players")
    if isinstance(players, list) and len(players) > 4:
        raise InvalidRecord(f"players: at most 4, got {len(players)}")
    try:
        spec = RecordSpec.model_validate(data)
    except ValidationError as error:
        raise _shape_error(error) from None
    deals = []
    for i, entry in enumerate(spec.deals):
        if isinstance(entry, dict) and isinstance(entry.get("actions"), list):
            for j, token in enumerate(entry["actions"]):
                if not isinstance(token, str):
                    raise InvalidRecord(f"deals.{i}.actions.{j}: an action is a string, not {token!r:.40}", i, j)
        try:
            deals.append(DealSpec.model_validate(entry))
        except ValidationError as error:
            loc = error.errors()[0].get("loc", ())
            action = loc[1] if len(loc) >= 2 and loc[0] == "actions" and isinstance(loc[1], int) else None
            raise InvalidRecord(f"deals.{i}.{_shape_error(error)}", i, action) from None
    spec.deals = deals
    return spec


class DeckError(InvalidRecord):
    """The dealt cards are not exactly the deck (RECORD.md: deal/action null)."""


def load_game(data: Any, *, stop_at_error: bool = True) -> Game:
    """Replay a record document (already parsed from JSON) into a Game.

    Raises InvalidRules / InvalidRecord / IllegalAction; the latter two carry
    the deal and action index on ``.deal`` / ``.action``.
    """
    spec = parse_record(data)
    rules = make_rules(spec.rules.preset, spec.rules.overrides)
    names = [p if isinstance(p, str) else p.name for p in spec.players]
    if len(names) != rules.players:
        raise InvalidRecord(f"players: the rules need {rules.players} players, the record names {len(names)}")
    first_dealer = spec.deals[0].dealer if spec.deals else 0
    if not 0 <= first_dealer < rules.players:
        raise InvalidRecord(f"dealer: no seat {first_dealer}", 0)
    seed = data.get("seed") if type(data.get("seed")) is int else None  # our own extra key
    game = Game(rules, names, seed=seed, preset=spec.rules.preset, start_scores=spec.start_scores,
                start_state=spec.start_state, first_dealer=first_dealer, auto_deal=False)
    game.player_specs = [p if isinstance(p, str) else p.model_dump(exclude_none=True) for p in spec.players]
    for i, entry in enumerate(spec.deals):
        if game.is_over:
            raise InvalidRecord(f"deal {i}: the game was already over", i)
        if game.current is not None:
            raise InvalidRecord(f"deal {i - 1} is unfinished but another deal follows", i - 1)
        try:
            game.start_deal(entry.hands, entry.musik, entry.dealer)
        except InvalidRecord as exc:
            text = str(exc)
            if text.startswith(("card ", "the cards", "hands", "musik")):
                raise DeckError(f"deal {i}: {text}") from None
            raise InvalidRecord(f"deal {i}: {text}", i) from None
        for j, token in enumerate(entry.actions):
            if game.current is None:
                raise InvalidRecord(f"deal {i}, action {j} ({token!r}): the deal is already over", i, j)
            try:
                game.apply(token)
            except IllegalAction as exc:
                raise _located(exc, i, j, token) from None
    return game


def _located(exc: IllegalAction, deal: int, action: int, token: str) -> InvalidRecord:
    error = InvalidRecord(f"deal {deal}, action {action} ({token!r}): {exc} [rule: {exc.rule}]", deal, action)
    error.rule = exc.rule
    error.illegal = exc  # the refusal itself, for a front end's own wording
    return error


def game_to_record(game: Game) -> dict:
    """The RECORD.md document of a game (in progress or finished)."""
    players = getattr(game, "player_specs", None) or list(game.players)
    doc: dict[str, Any] = {
        "format": FORMAT,
        "version": VERSION,
        "rules": {"preset": game.preset, "overrides": game.rules.overrides_from(game.preset)},
        "players": players,
    }
    if any(game.start_scores):
        doc["start_scores"] = list(game.start_scores)
    start_state = {k: v for k, v in game.start_counters.as_dict().items() if any(v)}
    if start_state:
        doc["start_state"] = start_state
    if game.seed is not None:
        doc["seed"] = game.seed  # not in RECORD.md: other programs ignore it; we deal on from it
    doc["deals"] = [
        {
            "dealer": deal.dealer,
            "hands": [[str(c) for c in cards_of(h)] for h in deal.dealt],
            "musik": [[str(c) for c in cards_of(m)] for m in deal.musiks],
            "actions": [str(a) for _, a in deal.history],
        }
        for deal in game.deals
    ]
    return doc


def dumps(game: Game) -> str:
    return json.dumps(game_to_record(game), ensure_ascii=False, indent=1)


def loads(text: Union[str, bytes]) -> Game:
    return load_game(_parse_json(text))


def _parse_json(text: Union[str, bytes]) -> Any:
    if len(text) > MAX_DOCUMENT_BYTES:
        raise InvalidRecord(f"the record is larger than {MAX_DOCUMENT_BYTES} bytes")
    try:
        return json.loads(text)
    except (ValueError, RecursionError) as exc:
        raise InvalidRecord(f"bad JSON: {exc}") from None


def replay_report(text: Union[str, bytes]) -> dict:
    """The ``replay`` command's output object (or ``{"error": ...}``)."""
    try:
        game = load_game(_parse_json(text))
    except DeckError as exc:
        return {"error": str(exc), "deal": None, "action": None}
    except InvalidRecord as exc:
        return {"error": str(exc), "deal": exc.deal, "action": exc.action}
    except InvalidRules as exc:
        return {"error": f"rules: {exc}", "deal": None, "action": None}
    except IllegalAction as exc:
        return {"error": str(exc), "deal": None, "action": None}
    out: dict[str, Any] = {
        "scores": list(game.scores),
        "winner": game.winner,
        "deals": [r.summary() for r in game.results],
    }
    if game.current is not None:
        out["to_move"] = game.to_move
        out["phase"] = game.phase
        out["legal"] = [str(a) for a in game.legal_actions()]
    return out
