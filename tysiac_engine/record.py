"""Game records (RECORD.md ``tysiac-record`` v1): load, save and replay.

A record holds the rules, the players, every deal as dealt and every action
in order.  :func:`load_game` replays a record into a :class:`Game` (checking
every action); :func:`game_to_record` writes one back; :func:`replay_report`
is the ``replay`` command's output.

A record is UTF-8 (a byte-order mark is allowed), at most
``MAX_DOCUMENT_BYTES`` long.  Its deals are read one at a time (see
:func:`read_document`), so that a long record replays in little memory.
"""
from __future__ import annotations

import json
from json.decoder import scanstring
from typing import Any, Callable, Iterator, Literal, Optional, Union

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from .actions import Action
from .cards import NAMES
from .errors import DeckError, IllegalAction, InvalidRecord, InvalidRules, excerpt, first_problem
from .game import Game, check_cards
from .rules import make_rules

FORMAT = "tysiac-record"
VERSION = 1
MAX_DOCUMENT_BYTES = 20_000_000
DEAL_KEYS = ("dealer", "hands", "musik", "stock", "table", "actions")


class RulesSpec(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True)
    preset: str
    overrides: dict[str, Any] = Field(default_factory=dict)


class HeaderSpec(BaseModel):
    """The document's keys but the deals; keys RECORD.md does not name are ignored."""

    model_config = ConfigDict(extra="allow", strict=True)
    format: Literal["tysiac-record"]
    version: Literal[1]
    rules: RulesSpec
    players: list[Any] = Field(max_length=4)  # names or seat objects, checked by the Game (as_seat)
    start_scores: Optional[list[int]] = None
    start_state: Optional[dict[str, Any]] = None


# ----------------------------------------------------------------------------- reading


def decode_text(data: Union[str, bytes]) -> str:
    """The record's text: UTF-8 (with or without a byte-order mark), at most MAX_DOCUMENT_BYTES."""
    if len(data) > MAX_DOCUMENT_BYTES:
        raise InvalidRecord(f"the record is larger than {MAX_DOCUMENT_BYTES} bytes")
    if isinstance(data, str):
        return data[1:] if data.startswith("\ufeff") else data
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise InvalidRecord(f"a record is UTF-8 text: byte {exc.start} is not UTF-8") from None


_WS = " \t\n\r"


def _skip_ws(text: str, i: int) -> int:
    n = len(text)
    while i < n and text[i] in _WS:
        i += 1
    return i


def _not_json(name: str) -> None:
    # Python's decoder reads NaN and Infinity, which JSON (RFC 8259) does not have
    raise ValueError(f"{name} is not JSON")


def _unique_keys(pairs: list) -> dict:
    # RFC 8259 leaves a name given twice to the reader: we refuse it rather than let the last one
    # silently replace the first (a rules override written twice, RECORD.md: "never ignored")
    out = dict(pairs)
    if len(out) != len(pairs):
        seen: set = set()
        for key, _ in pairs:
            if key in seen:
                raise ValueError(f"the key {excerpt(key)} is given twice")
            seen.add(key)
    return out


_DECODER = json.JSONDecoder(parse_constant=_not_json, object_pairs_hook=_unique_keys)


def strict_loads(text: str) -> Any:
    """``json.loads`` of JSON as RFC 8259 has it (no NaN, Infinity, -Infinity): raises ValueError."""
    return _DECODER.decode(text)


class _Document:
    """A record's top-level values, with the deals left as text to decode one at a time."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.values: dict[str, Any] = {}
        self.deals_at: Optional[int] = None  # index of the deals array's "["
        self.deals_value: Any = None  # a "deals" that is not an array
        self._decode = _DECODER.raw_decode
        try:
            self._scan()
        except (ValueError, RecursionError) as exc:
            raise InvalidRecord(f"bad JSON: {exc}") from None

    def _scan(self) -> None:
        text = self.text
        i = _skip_ws(text, 0)
        if i >= len(text) or text[i] != "{":
            value, end = self._decode(text, i)  # raises for what is not JSON
            if _skip_ws(text, end) != len(text):
                raise ValueError(f"extra data at {end}")
            raise InvalidRecord("a record is a JSON object")
        i = _skip_ws(text, i + 1)
        seen: set[str] = set()
        if text[i:i + 1] == "}":
            i += 1
        else:
            while True:
                if text[i:i + 1] != '"':
                    raise ValueError(f"expecting a key in double quotes at {i}")
                key, i = scanstring(text, i + 1)
                if key in seen:
                    raise ValueError(f"the key {excerpt(key)} is given twice")
                seen.add(key)
                i = _skip_ws(text, i)
                if text[i:i + 1] != ":":
                    raise ValueError(f"expecting ':' at {i}")
                i = _skip_ws(text, i + 1)
                if key == "deals" and text[i:i + 1] == "[":
                    self.deals_at, self.deals_value = i, None
                    i = self._skip_array(i)
                else:
                    value, i = self._decode(text, i)
                    if key == "deals":
                        self.deals_at, self.deals_value = None, value
                    else:
                        self.values[key] = value
                i = _skip_ws(text, i)
                if text[i:i + 1] == ",":
                    i = _skip_ws(text, i + 1)
                    continue
                if text[i:i + 1] == "}":
                    i += 1
                    break
                raise ValueError(f"expecting ',' or '}}' at {i}")
        if _skip_ws(text, i) != len(text):
            raise ValueError(f"extra data at {i}")

    def _skip_array(self, i: int) -> int:
        for _ in self._elements(i):
            pass
        return self._end

    def _elements(self, i: int) -> Iterator[Any]:
        """Decode the array at ``i`` element by element (the end index is left in ``_end``)."""
        text = self.text
        i = _skip_ws(text, i + 1)
        if text[i:i + 1] == "]":
            self._end = i + 1
            return
        while True:
            value, i = self._decode(text, i)
            yield value
            i = _skip_ws(text, i)
            if text[i:i + 1] == ",":
                i = _skip_ws(text, i + 1)
                continue
            if text[i:i + 1] == "]":
                self._end = i + 1
                return
            raise ValueError(f"expecting ',' or ']' at {i}")

    @property
    def has_deals(self) -> bool:
        return self.deals_at is not None or self.deals_value is not None

    def deals(self) -> Iterator[Any]:
        if self.deals_at is None:
            raise InvalidRecord("deals: a list of deals needed")
        try:
            yield from self._elements(self.deals_at)
        except (ValueError, RecursionError) as exc:
            raise InvalidRecord(f"bad JSON: {exc}") from None


def read_document(data: Union[str, bytes, dict]) -> tuple[dict, Callable[[], Iterator[Any]]]:
    """The record's top-level values (without ``deals``) and a function that iterates its deals."""
    if isinstance(data, dict):
        if "deals" not in data:
            raise InvalidRecord("deals: missing (RECORD.md: every record lists its deals)")
        deals = data["deals"]
        if not isinstance(deals, list):
            raise InvalidRecord("deals: a list of deals needed")
        return {k: v for k, v in data.items() if k != "deals"}, lambda: iter(deals)
    if not isinstance(data, (str, bytes, bytearray)):  # a parsed document that is no object
        raise InvalidRecord("a record is a JSON object")
    doc = _Document(decode_text(data))
    if not doc.has_deals:
        _check_header(doc.values)  # a wrong format or version first
        raise InvalidRecord("deals: missing (RECORD.md: every record lists its deals)")
    return doc.values, doc.deals


def _check_header(values: dict) -> HeaderSpec:
    if values.get("format") != FORMAT:
        raise InvalidRecord(f"format: {FORMAT!r} expected, got {excerpt(values.get('format'))}")
    if values.get("version") != VERSION or type(values.get("version")) is not int:
        raise InvalidRecord(f"version: {VERSION} expected, got {excerpt(values.get('version'))}")
    try:
        return HeaderSpec.model_validate(values)
    except ValidationError as error:
        raise InvalidRecord(first_problem(error, "record")) from None


def _header(data: Any) -> tuple[dict, Callable[[], Iterator[Any]], HeaderSpec, Any]:
    """A record's values, deals, checked header and rules (nothing replayed yet)."""
    values, deals = read_document(data)
    spec = _check_header(values)
    rules = make_rules(spec.rules.preset, spec.rules.overrides)
    if len(spec.players) != rules.players:
        raise InvalidRecord(f"players: the rules need {rules.players} players, the record names {len(spec.players)}")
    return values, deals, spec, rules


def check_header(data: Any) -> None:
    """Raise as :func:`load_game` would for everything of a record but its deals' contents (the
    format, version, rules, players and a list of deals); cheap: nothing is replayed."""
    _header(data)


def _deal_entry(entry: Any, i: int) -> dict:
    """A deal's keys checked for shape (types); the cards and actions are checked by the game."""
    if not isinstance(entry, dict):
        raise InvalidRecord(f"deals.{i}: a deal is an object", i)
    for key in ("dealer", "hands", "musik", "actions"):
        if key not in entry:
            raise InvalidRecord(f"deals.{i}.{key}: missing", i)
    if type(entry["dealer"]) is not int:
        raise InvalidRecord(f"deals.{i}.dealer: a seat number needed, not {excerpt(entry['dealer'])}", i)
    actions = entry["actions"]
    if not isinstance(actions, list):
        raise InvalidRecord(f"deals.{i}.actions: a list of action strings needed", i)
    for j, token in enumerate(actions):
        if not isinstance(token, str):
            raise InvalidRecord(f"deals.{i}.actions.{j}: an action is a string, not {excerpt(token)}", i, j)
    return entry


def read_actions(tokens: Any, where: str = "actions") -> list[Action]:
    """RECORD.md action tokens read into actions (the one reader of action text with
    :meth:`Action.parse`); raises IllegalAction (rule ``syntax``) naming the bad entry."""
    if not isinstance(tokens, list):
        raise IllegalAction(f"{where}: a list of action strings needed", "syntax")
    out = []
    for j, token in enumerate(tokens):
        try:
            out.append(Action.parse(token))
        except IllegalAction as exc:
            raise IllegalAction(f"{where}.{j}: {exc}", "syntax") from None
    return out


# ----------------------------------------------------------------------------- replaying


def load_game(data: Any, *, keep_deals: bool = True, keep_results: bool = True,
              on_result: Optional[Callable] = None, on_deal: Optional[Callable[[int], None]] = None) -> Game:
    """Replay a record (text, bytes or an already parsed document) into a Game.

    Raises InvalidRules / InvalidRecord / IllegalAction; InvalidRecord carries
    the deal and action index on ``.deal`` / ``.action``.  ``on_result`` gets
    each finished deal's result as it is scored; ``on_deal`` the index of each
    deal as it starts (for progress); with ``keep_deals=False`` the game keeps
    only the deal in progress.
    """
    values, deals, spec, rules = _header(data)
    seed = values.get("seed") if type(values.get("seed")) is int else None  # our own extra key
    # the document first: every deal's keys and cards (a wrong deck is an error of the
    # record as a whole, RECORD.md: deal null; a card twice is the deal's), then the actions
    # deal by deal
    for i, raw in enumerate(deals()):
        entry = _deal_entry(raw, i)
        if not 0 <= entry["dealer"] < rules.players:
            raise InvalidRecord(f"deal {i}: dealer: no seat {entry['dealer']}", i)
        try:
            check_cards(rules, entry["dealer"], entry["hands"], entry["musik"], entry.get("stock"),
                        entry.get("table"), notation_only=True)
        except DeckError as exc:
            raise DeckError(f"deal {i}: {exc}") from None
        except InvalidRecord as exc:  # a card twice, a hand of the wrong size: this deal's error
            raise InvalidRecord(f"deal {i}: {exc}", i) from None
    game: Optional[Game] = None
    for i, raw in enumerate(deals()):
        entry = raw
        if game is None:
            first_dealer = entry["dealer"]
            if not 0 <= first_dealer < rules.players:
                raise InvalidRecord(f"deal 0: dealer: no seat {first_dealer}", 0)
            game = _new_game(rules, spec, seed, first_dealer, keep_deals, keep_results)
        if game.is_over:
            raise InvalidRecord(f"deal {i}: the game was already over", i)
        if game.current is not None:
            raise InvalidRecord(f"deal {i - 1} is unfinished but another deal follows", i - 1)
        if on_deal is not None:
            on_deal(i)
        try:
            game.start_deal(entry["hands"], entry["musik"], entry["dealer"],
                            stock=entry.get("stock"), table=entry.get("table"))
        except DeckError as exc:
            raise DeckError(f"deal {i}: {exc}") from None
        except InvalidRecord as exc:
            raise InvalidRecord(f"deal {i}: {exc}", i) from None
        for j, token in enumerate(entry["actions"]):
            if game.current is None:
                raise InvalidRecord(f"deal {i}, action {j} ({excerpt(token)}): the deal is already over", i, j)
            try:
                result = game.apply(token)
            except IllegalAction as exc:
                raise _located(exc, i, j, token) from None
            if result is not None and on_result is not None:
                on_result(result)
    if game is None:
        game = _new_game(rules, spec, seed, 0, keep_deals, keep_results)
    return game


def _new_game(rules, spec: HeaderSpec, seed, first_dealer: int, keep_deals: bool, keep_results: bool) -> Game:
    return Game(rules, spec.players, seed=seed, start_scores=spec.start_scores,
                start_state=spec.start_state, first_dealer=first_dealer, auto_deal=False,
                keep_deals=keep_deals, keep_results=keep_results)


def _located(exc: IllegalAction, deal: int, action: int, token: str) -> InvalidRecord:
    error = InvalidRecord(f"deal {deal}, action {action} ({excerpt(token)}): {exc} [rule: {exc.rule}]", deal, action)
    error.rule = exc.rule
    error.illegal = exc  # the refusal itself, for a front end's own wording
    return error


# ----------------------------------------------------------------------------- writing


def deal_to_record(deal) -> dict:
    """One deal as RECORD.md writes it (cards in the order they were dealt)."""
    out: dict[str, Any] = {
        "dealer": deal.dealer,
        "hands": [[NAMES[c] for c in hand] for hand in deal.dealt_lists],
        "musik": [[NAMES[c] for c in talon] for talon in deal.talon_lists],
    }
    if deal.shape.stock:
        out["stock"] = [NAMES[c] for c in deal.stock_list]
    if deal.shape.table_piles:
        out["table"] = [[[NAMES[down], NAMES[up]] for down, up in piles] for piles in deal.table_lists]
    out["actions"] = [str(a) for _, a in deal.history]
    return out


def game_to_record(game: Game) -> dict:
    """The RECORD.md document of a game (in progress or finished)."""
    doc = record_header(game)
    doc["deals"] = [deal_to_record(deal) for deal in game.deals]
    return doc


def record_header(game: Game) -> dict:
    """The RECORD.md document of a game without its deals (a writer that keeps the deals already
    written adds them: the network server's saves)."""
    players = game.seat_entries()
    doc: dict[str, Any] = {
        "format": FORMAT,
        "version": VERSION,
        "rules": {"preset": game.rules.preset, "overrides": game.rules.overrides},
        "players": players,
    }
    if any(game.start_scores):
        doc["start_scores"] = list(game.start_scores)
    start_state = {k: v for k, v in game.start_counters.as_dict().items() if any(v)}
    if start_state:
        doc["start_state"] = start_state
    if game.seed is not None:
        doc["seed"] = game.seed  # not in RECORD.md: other programs ignore it; we deal on from it
    return doc


def dumps(game: Game) -> str:
    return json.dumps(game_to_record(game), ensure_ascii=False, indent=1)


def loads(text: Union[str, bytes]) -> Game:
    return load_game(text)


# ----------------------------------------------------------------------------- the replay command


def replay_report(data: Union[str, bytes, dict]) -> dict:
    """The ``replay`` command's output object (or ``{"error": ...}``)."""
    summaries: list[dict] = []
    try:
        game = load_game(data, keep_deals=False, keep_results=False,
                         on_result=lambda r: summaries.append(r.summary()))
    except (InvalidRecord, InvalidRules, IllegalAction) as exc:
        return error_report(exc)
    return _report(game, summaries)


def replay_json(data: Union[str, bytes]) -> str:
    """The ``replay`` command's output as one line of JSON, built deal by deal (little memory)."""
    parts: list[str] = []
    dumps_ = json.JSONEncoder(ensure_ascii=True, separators=(", ", ": ")).encode
    try:
        game = load_game(data, keep_deals=False, keep_results=False,
                         on_result=lambda r: parts.append(dumps_(r.summary())))
    except (InvalidRecord, InvalidRules, IllegalAction) as exc:
        return json.dumps(error_report(exc), ensure_ascii=True)
    head = _report(game, [])
    tail = {k: v for k, v in head.items() if k not in ("scores", "winner", "deals")}
    out = ['{"scores": ', dumps_(head["scores"]), ', "winner": ', dumps_(head["winner"]), ', "deals": [',
           ", ".join(parts), "]"]
    for key, value in tail.items():
        out.append(f", {dumps_(key)}: {dumps_(value)}")
    out.append("}")
    return "".join(out)


def _report(game: Game, summaries: list[dict]) -> dict:
    out: dict[str, Any] = {"scores": list(game.scores), "winner": game.winner, "deals": summaries}
    deal = game.current
    if deal is not None:
        out["to_move"] = game.to_move
        out["phase"] = game.phase
        out["legal"] = [str(a) for a in deal.ordered_legal_actions()]
    return out


def error_report(exc: Exception) -> dict:
    """RECORD.md's error object: deal/action null for JSON, header, rules and deck errors."""
    if isinstance(exc, DeckError):
        return {"error": str(exc), "deal": None, "action": None}
    if isinstance(exc, InvalidRecord):
        return {"error": str(exc), "deal": exc.deal, "action": exc.action}
    if isinstance(exc, InvalidRules):
        return {"error": f"rules: {exc}", "deal": None, "action": None}
    return {"error": str(exc), "deal": None, "action": None}
