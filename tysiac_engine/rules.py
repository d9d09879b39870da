"""The rules of a game: every option key of RULES.md §3-§6 and the presets of §7.

``Rules`` is a frozen pydantic model.  Build it with :func:`make_rules` (or
:meth:`Rules.from_preset`); unknown keys, wrong values and contradictory
combinations raise :class:`InvalidRules` naming the key.  Rules remember the
preset they were made from (:attr:`Rules.preset`), so a game records them as
that preset plus the keys that differ (RECORD.md ``rules``).

Each field declares once, in its annotation (:class:`~tysiac_engine.options.Option`), its group,
its span (for a number) and the conditions it needs to act; :data:`OPTIONS` /
:func:`option_info` read that with the choices its type lists, the model checks spans from it,
and :meth:`Rules.model_json_schema` exports it (``x-group``, ``x-range``, ``x-needs``,
``x-depends-on``).
"""
from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cached_property
from types import SimpleNamespace
from typing import Annotated, Any, Literal, Mapping, Optional, Union, get_args, get_origin

from pydantic import BaseModel, ConfigDict, PrivateAttr, ValidationError, model_validator

from .errors import InvalidRules, excerpt, shorten, unknown_rules_key
from .options import CONDITIONS, GROUPS, Group, Option, Ref, Span
from .shape import DealShape, shape_of, undealable

_BID_STEP = Ref("bid_step")  # bids and contracts are multiples of it


def _schema_extra(schema: dict[str, Any]) -> None:
    """Each option's ``x-depends-on`` (its Option gives the rest) and the conditions options need."""
    for key, prop in schema.get("properties", {}).items():
        prop["x-depends-on"] = list(OPTIONS[key].depends_on)
    schema["x-groups"] = list(GROUPS)
    schema["x-conditions"] = {name: {"meaning": c.meaning, "reads": list(c.reads)} for name, c in CONDITIONS.items()}


class Rules(BaseModel):
    """Every option of RULES.md §3-§6; the defaults are the polish preset."""

    model_config = ConfigDict(frozen=True, extra="forbid", strict=True, json_schema_extra=_schema_extra)

    # Table and end of game
    players: Annotated[Literal[2, 3, 4], Option("table")] = 3
    deck: Annotated[Literal[24, 32], Option("table", needs=("choosable",))] = 24
    no_auction: Annotated[bool, Option("table", needs=("choosable",))] = False
    target: Annotated[int, Option("table", Span(100, 10000))] = 1000
    exact_target: Annotated[bool, Option("table")] = False
    non_declarer_finish: Annotated[Literal["cap_990", "allowed", "no_points"],
                                   Option("table", needs=("declarer",))] = "cap_990"
    finish_tie: Annotated[Literal["declarer_then_higher", "higher", "draw"], Option("table")] = "declarer_then_higher"
    # Auction
    opening_bid: Annotated[int, Option("auction", Span(_BID_STEP, 120, _BID_STEP, below="target"),
                                                needs=("auction",))] = 100
    bid_step: Annotated[Literal[5, 10], Option("auction", needs=("auction",))] = 10
    bid_jumps: Annotated[bool, Option("auction", needs=("auction",))] = True
    bid_cap: Annotated[Literal["marriages", "any_marriage", "unlimited"],
                       Option("auction", needs=("auction", "bid_cap"))] = "marriages"
    dark_bid: Annotated[bool, Option("auction", needs=("dark_golden",))] = False
    golden_round: Annotated[bool, Option("auction", needs=("dark_golden",))] = False
    # Musik and redeals
    show_musik: Annotated[Literal["if_raised", "always", "never"],
                          Option("musik", needs=("musik_shown",))] = "if_raised"
    redeal_four_nines: Annotated[Literal["redeal", "bonus_120", "off"], Option("musik")] = "redeal"
    redeal_weak_hand: Annotated[Optional[int], Option("musik", Span(0, 60), needs=("redeal_claims",))] = None
    redeal_poor_musik: Annotated[Optional[int], Option("musik", Span(0, 60), needs=("poor_musik",))] = None
    # Bomb and concession
    bombs_per_player: Annotated[Union[Literal[0, 1, 2, 4], Literal["unlimited"]],
                                Option("bomb", needs=("contract",))] = 1
    bomb_max_bid: Annotated[Optional[int], Option("bomb", Span(_BID_STEP, 400, _BID_STEP),
                                                  needs=("contract", "bombs"))] = 100
    bomb_opponent_points: Annotated[Union[Literal[60, 40], Literal["half_contract"]],
                                    Option("bomb", needs=("contract", "bombs"))] = 60
    bomb_first_free: Annotated[bool, Option("bomb", needs=("contract", "bombs"))] = False
    concede: Annotated[bool, Option("bomb", needs=("contract",))] = False
    # Play
    must_beat: Annotated[bool, Option("play")] = True
    must_trump: Annotated[Literal["if_beats", "always", "never"], Option("play")] = "if_beats"
    meld_requires_trick: Annotated[bool, Option("play")] = False
    meld_card: Annotated[Literal["queen_or_king", "queen_only"], Option("play")] = "queen_or_king"
    claim_tricks: Annotated[bool, Option("play", needs=("declarer",))] = True
    # Scoring
    opponent_rounding: Annotated[Literal["ten_half_down", "ten_half_up", "five_nearest", "exact"],
                                 Option("scoring")] = "ten_half_down"
    lock_800: Annotated[bool, Option("scoring", needs=("declarer",))] = True
    lock_from: Annotated[Literal[800, 900], Option("scoring", needs=("declarer", "lock"))] = 800
    lock_800_no_trick_penalty: Annotated[Optional[Literal[100]], Option("scoring")] = None
    no_trick_penalty_from: Annotated[int, Option("scoring", Span(0, Ref("target")), needs=("penalty",))] = 800
    # 800 and barrel
    barrel: Annotated[Optional[int], Option("barrel", Span(120, Ref("target", -1)), needs=("declarer",))] = None
    barrel_attempts: Annotated[int, Option("barrel", Span(1, 20), needs=("barrel", "declarer", "attempts"))] = 3
    barrel_zero_on_fall: Annotated[Optional[int], Option("barrel", Span(1, 20), needs=("barrel", "declarer"))] = None
    barrel_simultaneous: Annotated[Literal["keep", "all_fall_120"],
                                   Option("barrel", needs=("barrel", "declarer"))] = "keep"
    barrel_must_finish: Annotated[bool, Option("barrel", needs=("barrel", "declarer", "contract"))] = False
    bolts: Annotated[bool, Option("barrel")] = False
    reset_555: Annotated[bool, Option("barrel")] = False
    # Two and four players
    four_player_mode: Annotated[Literal["dealer_sits_out", "all_play_6", "teams_2v2"],
                                Option("two_four", needs=("four", "four_auction"))] = "dealer_sits_out"
    sitter_scores: Annotated[Literal["musik_aces_marriages", "musik_points", "nothing"],
                             Option("two_four", needs=("four", "sitter"))] = "musik_aces_marriages"
    two_player_mode: Annotated[Literal[
        "musik_2x2", "musik_2x3", "twelve_cards", "draw_stock", "seven_open_musik",
        "ru_prikup_4", "ru_open_closed",
    ], Option("two_four", needs=("two",))] = "musik_2x2"
    aside_to: Annotated[Literal["last_trick", "nobody"], Option("two_four", needs=("two", "aside"))] = "last_trick"
    draw_stock_last_trick: Annotated[Literal[0, 10], Option("two_four", needs=("two", "draw_stock"))] = 0
    # not an option: the preset the rules were made from (see ``preset``)
    _preset: str = PrivateAttr(default="polish")

    def __init__(self, **values: Any) -> None:
        """``Rules(target=1001, ...)``: the polish defaults changed by option key; a wrong key or
        value raises :class:`InvalidRules` naming it, as :func:`make_rules` does."""
        try:
            super().__init__(**values)
        except ValidationError as error:
            raise _describe(error) from None

    @model_validator(mode="before")
    @classmethod
    def _exact_types(cls, values: Any) -> Any:
        """A listed number is an integer, never 10.0 or true (``Literal`` alone lets them pass)."""
        if isinstance(values, dict):
            for key, value in values.items():
                field = cls.model_fields.get(key)
                if field is None or field.annotation is bool:
                    continue
                if isinstance(value, (bool, float)):
                    allowed = _allowed_values(key)
                    raise InvalidRules(f"{key}: invalid value {excerpt(value)} (allowed: {allowed})", key,
                                       "invalid_value", {"value": value, "allowed": allowed})
        return values

    @model_validator(mode="after")
    def _combination(self) -> "Rules":
        check_combination(self)
        return self

    # -- derived values used by the engine ---------------------------------
    @property
    def max_bid(self) -> int:
        """RULES.md §8: 360 with 3 or 4 players, 400 with 2 and in teams_2v2."""
        return self.shape.max_bid

    @cached_property
    def shape(self) -> DealShape:
        """The form of every deal under these rules (see :mod:`shape`)."""
        return shape_of(self)

    @property
    def bombs_limit(self) -> Optional[int]:
        return None if self.bombs_per_player == "unlimited" else self.bombs_per_player

    @property
    def preset(self) -> str:
        """The preset these rules were made from (``make_rules``; "polish" for ``Rules(...)``)."""
        return self._preset

    @property
    def overrides(self) -> dict[str, Any]:
        """The keys whose value differs from :attr:`preset`: with it, the RECORD.md ``rules`` object."""
        return self.overrides_from(self._preset)

    def based_on(self, preset: str) -> "Rules":
        """The same options, described as ``preset`` plus the keys that differ from it."""
        _check_preset(preset)
        copy = self.model_copy()
        copy._preset = preset
        return copy

    def __eq__(self, other: object) -> bool:
        """The same options are the same rules, whichever preset describes them."""
        if not isinstance(other, Rules):
            return NotImplemented
        return self._options() == other._options()

    def __hash__(self) -> int:
        return hash(self._options())

    def _options(self) -> tuple:
        return tuple(getattr(self, key) for key in OPTION_KEYS)

    def option_dict(self) -> dict[str, Any]:
        return self.model_dump()

    def overrides_from(self, preset: str) -> dict[str, Any]:
        """The keys whose value differs from ``preset``."""
        base = PRESETS[preset]
        return {k: v for k, v in self.model_dump().items() if base.get(k) != v}

    def changes_from(self, preset: str) -> dict[str, Any]:
        """The house rules: :func:`house_changes` of these rules from ``preset``."""
        return house_changes(self.model_dump(), preset)

    @classmethod
    def from_preset(cls, preset: str = "polish", overrides: Optional[dict] = None) -> "Rules":
        return make_rules(preset, overrides)


def house_changes(values: dict[str, Any], preset: str) -> dict[str, Any]:
    """The keys of ``values`` (every option's value) that differ from ``preset`` (a value of
    another type, 1 for True, counts as different), without the player count, which is the
    table's, not a house rule.  Every "changed: N" and "Custom (based on …)" counts these."""
    base = PRESETS[preset]
    return {k: v for k, v in values.items()
            if k != "players" and (base.get(k) != v or type(base.get(k)) is not type(v))}


def _fail(key: str, message: str, code: str, **params: Any) -> None:
    raise InvalidRules(f"{key}: {message}", key, code, params)


def check_combination(r: Rules) -> None:
    """Values outside a key's range and the combinations RULES.md §9 names as impossible.

    An option that cannot act under the other keys is accepted and has no
    effect (RULES.md §8, first item), so nothing else is refused here.
    """
    for info in OPTIONS.values():
        if info.span is not None:
            _check_span(info, getattr(r, info.key), r)
    # RULES.md §9.9 and §9.10: the deals that cannot be dealt
    refused = undealable(r.players, r.deck, r.no_auction, r.four_player_mode)
    if refused == "deck":
        mode = _mode_words(r)
        also = " (nor no_auction)" if r.no_auction and r.players != 4 else ""
        _fail("deck", f"32 cards cannot be dealt in {mode}{also}: only the musik game of 3 players or of "
              "dealer_sits_out, or 4 players with no_auction", "cannot_deal", mode=mode)
    if refused == "no_auction":
        mode = _mode_words(r)
        _fail("no_auction", f"cannot be played in {mode}: only 3 players with 24 cards or 4 players with 32",
              "cannot_deal", mode=mode)


def _check_span(info: "OptionInfo", value: Optional[int], r: Rules) -> None:
    """Refuse a number outside the option's declared span (codes range, multiple_of_step, and their
    null_or_ forms where the key may be null; below_<key> for a number that must stay below another)."""
    if value is None:
        return
    assert info.span is not None
    values = r.option_dict()
    low, high, step = info.span.bounds(values)
    below = info.span.below
    if low <= value <= high and value % step == 0 and (below is None or value < values[below]):
        return
    if not info.applies_to(values):
        # a key that cannot act under the others (RULES.md §8) is held only to its widest range: the
        # polish no_trick_penalty_from 800 stays valid with a target of 500 while there is no penalty
        low, high, step = info.widest_span()
        below = None
    if not (low <= value <= high and value % step == 0):
        null = "null_or_" if info.nullable else ""
        null_words = "null or " if info.nullable else ""
        if isinstance(info.span.step, Ref):
            _fail(info.key, f"must be {null_words}a multiple of {info.span.step.option} ({step}) from {low} to "
                  f"{high}, not {value}", null + "multiple_of_step", step=step, low=low, high=high, value=value)
        _fail(info.key, f"must be {null_words}from {low} to {high}, not {value}", null + "range",
              low=low, high=high, value=value)
    if below is not None and value >= values[below]:
        _fail(info.key, f"must be below the {below}", f"below_{below}", **{below: values[below], "value": value})


def _mode_words(r: Rules) -> str:
    if r.players == 2:
        return f"a 2-player game ({r.two_player_mode}, {r.deck} cards)"
    if r.players == 4 and not r.no_auction:
        return f"a 4-player game ({r.four_player_mode}, {r.deck} cards)"
    return f"a {r.players}-player game ({r.deck} cards{', no auction' if r.no_auction else ''})"


# the model's defaults are the polish preset (RULES.md §7), written once, above
_POLISH: dict[str, Any] = {key: field.default for key, field in Rules.model_fields.items()}
PRESETS: dict[str, dict[str, Any]] = {
    "polish": _POLISH,
    "russian": {**_POLISH, "target": 1001, "non_declarer_finish": "allowed", "bid_step": 5,
                "redeal_four_nines": "off", "redeal_weak_hand": 12, "bombs_per_player": 0,
                "bomb_max_bid": None, "concede": True, "must_beat": False, "must_trump": "always",
                "meld_requires_trick": True, "opponent_rounding": "five_nearest", "lock_800": False,
                "barrel": 880, "barrel_zero_on_fall": 3, "bolts": True,
                "sitter_scores": "musik_points", "two_player_mode": "ru_prikup_4",
                "draw_stock_last_trick": 10},
    "danish": {**_POLISH, "non_declarer_finish": "allowed", "bid_step": 5, "bid_cap": "any_marriage",
               "show_musik": "always", "redeal_four_nines": "off", "bomb_max_bid": None,
               "must_trump": "always", "opponent_rounding": "five_nearest", "lock_800": False,
               "barrel": 880, "sitter_scores": "nothing"},
}
PRESET_NAMES = tuple(PRESETS)  # polish, russian, danish (RULES.md §7)
OPTION_KEYS = tuple(Rules.model_fields)


@dataclass(frozen=True)
class OptionInfo:
    """One option as the ``Rules`` model declares it (see :mod:`options`)."""

    key: str
    kind: Literal["choice", "number", "flag"]  # a listed value, an integer in a span, or yes/no
    choices: Optional[tuple[Any, ...]]  # every value a choice or flag takes (None first when nullable)
    nullable: bool  # None is a value ("none", or "any" bid for bomb_max_bid)
    default: Any  # the polish preset's value
    declared: Option

    @property
    def group(self) -> Group:
        return self.declared.group

    @property
    def span(self) -> Optional[Span]:
        return self.declared.span

    @property
    def needs(self) -> tuple[str, ...]:
        return self.declared.needs

    @property
    def depends_on(self) -> tuple[str, ...]:
        return tuple(key for key in self.declared.depends_on if key != self.key)

    def widest_span(self) -> tuple[int, int, int]:
        """(lowest, highest, step) over every value of the options the span follows: each number any
        rule set accepts is in it (the barrel below the highest target, a multiple of the smallest step)."""
        assert self.span is not None
        def extreme(bound: Any, pick: Any) -> int:
            if isinstance(bound, int):
                return bound
            other = OPTIONS[bound.option]
            values = other.choices if other.choices is not None else other.widest_span()[:2]
            return pick(v for v in values if v is not None) + bound.offset
        return extreme(self.span.low, min), extreme(self.span.high, max), extreme(self.span.step, min)

    def unmet(self, values: Union[Rules, Mapping[str, Any]]) -> Optional[str]:
        """The first condition (a name of ``CONDITIONS``) the option needs that these values, valid or
        not, do not meet; None when it acts."""
        if not self.needs:
            return None
        full = complete(values)
        shape = shape_of_values(full)
        return next((name for name in self.needs if not CONDITIONS[name].test(full, shape, self)), None)

    def applies_to(self, values: Union[Rules, Mapping[str, Any]]) -> bool:
        """Whether the option acts under these rules (RULES.md §8: otherwise accepted and ignored)."""
        return self.unmet(values) is None


def _info(key: str) -> OptionInfo:
    field = Rules.model_fields[key]
    declared = next(m for m in field.metadata if isinstance(m, Option))
    listed: list[Any] = []
    nullable = False

    def walk(tp: Any) -> None:
        nonlocal nullable
        if get_origin(tp) is Literal:
            listed.extend(get_args(tp))
        elif get_origin(tp) is not None:
            for arg in get_args(tp):
                walk(arg)
        elif tp is type(None):
            nullable = True

    walk(field.annotation)
    if field.annotation is bool:
        kind, choices = "flag", (False, True)
    elif listed:
        kind, choices = "choice", ((None,) if nullable else ()) + tuple(listed)
    else:
        kind, choices = "number", None
        assert declared.span is not None, f"{key}: a number needs its span"
    return OptionInfo(key, kind, choices, nullable, field.default, declared)


OPTIONS: dict[str, OptionInfo] = {key: _info(key) for key in OPTION_KEYS}
"""Every option, in the model's order (which is the order of its group's page)."""


def option_info(key: str) -> OptionInfo:
    """What the option is: its kind, choices or span, group, conditions and the keys it depends on."""
    return OPTIONS[key]


def option_groups() -> tuple[tuple[Group, tuple[str, ...]], ...]:
    """(group, keys) in the order of ``GROUPS``, each group's keys in the model's order."""
    return tuple((group, tuple(k for k, info in OPTIONS.items() if info.group == group)) for group in GROUPS)


def complete(values: Union[Rules, Mapping[str, Any]]) -> dict[str, Any]:
    """Option values, valid or not, with the polish default for any key not given and unknown keys
    dropped: what a dialog shows or a stored game holds."""
    given = values.option_dict() if isinstance(values, Rules) else values
    return {**_POLISH, **{k: v for k, v in given.items() if k in _POLISH}}


def shape_of_values(values: Union[Rules, Mapping[str, Any]]) -> DealShape:
    """The deal's shape under these option values, valid or not (missing keys: the polish ones)."""
    return shape_of(SimpleNamespace(**complete(values)))


def _describe(error: ValidationError) -> InvalidRules:
    first = error.errors()[0]
    loc = first.get("loc", ())
    key = str(loc[0]) if loc else None
    if first.get("type") == "extra_forbidden":
        return unknown_rules_key(key)
    inner = first.get("ctx", {}).get("error")
    if isinstance(inner, InvalidRules):
        return inner
    value = first.get("input")
    allowed = _allowed_values(key)
    hint = f" (allowed: {allowed})" if allowed else f" ({first.get('msg')})"
    return InvalidRules(f"{key}: invalid value {excerpt(value)}{hint}", key, "invalid_value",
                        {"value": value, "allowed": allowed})


def _allowed_values(key: Optional[str]) -> str:
    """The values of a key as its declaration lists them (an integer in a span), or ''."""
    info = OPTIONS.get(key or "")
    if info is None:
        return ""
    if info.choices is not None:
        return ", ".join(json.dumps(v) for v in info.choices)
    return "null, an integer" if info.nullable else "an integer"


def _check_preset(preset: object) -> None:
    if not isinstance(preset, str) or preset not in PRESETS:
        shown = shorten(preset) if isinstance(preset, str) else excerpt(preset)  # echoed: bounded
        raise InvalidRules(f"unknown preset {excerpt(preset)} (one of: {', '.join(PRESET_NAMES)})", "preset",
                           "unknown_preset", {"value": shown, "presets": list(PRESET_NAMES)})


def make_rules(preset: str = "polish", overrides: Optional[dict] = None) -> Rules:
    """A preset plus option overrides; the only way records and settings build rules.

    The rules remember ``preset`` (:attr:`Rules.preset`): a game records them as it."""
    _check_preset(preset)
    if overrides is None:
        overrides = {}
    if not isinstance(overrides, dict):
        raise InvalidRules("overrides must be an object of option keys", "overrides", "not_an_object")
    for key in overrides:
        if key not in Rules.model_fields:
            raise unknown_rules_key(key)
    values = {**PRESETS[preset], **overrides}
    rules = Rules(**values)
    rules._preset = preset
    return rules


def preset(name: str) -> Rules:
    return make_rules(name)
