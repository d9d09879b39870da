"""The rules of a game: every option key of RULES.md §3-§6 and the presets of §7.

``Rules`` is a frozen pydantic model.  Build it with :func:`make_rules` (or
:meth:`Rules.from_preset`); unknown keys, wrong values and contradictory
combinations raise :class:`InvalidRules` naming the key.  Rules remember the
preset they were made from (:attr:`Rules.preset`), so a game records them as
that preset plus the keys that differ (RECORD.md ``rules``).
"""
from __future__ import annotations

import json
from functools import cached_property
from typing import TYPE_CHECKING, Any, Literal, Optional, Union, get_args, get_origin

from pydantic import BaseModel, ConfigDict, PrivateAttr, ValidationError, model_validator

from .errors import InvalidRules, excerpt, shorten

if TYPE_CHECKING:
    from .shape import DealShape


class Rules(BaseModel):
    """Every option of RULES.md §3-§6; the defaults are the polish preset."""

    model_config = ConfigDict(frozen=True, extra="forbid", strict=True)

    # Table
    players: Literal[2, 3, 4] = 3
    target: int = 1000
    exact_target: bool = False
    non_declarer_finish: Literal["cap_990", "allowed", "no_points"] = "cap_990"
    finish_tie: Literal["declarer_then_higher", "higher", "draw"] = "declarer_then_higher"
    deck: Literal[24, 32] = 24
    no_auction: bool = False
    # Bidding
    opening_bid: int = 100
    bid_step: Literal[5, 10] = 10
    bid_jumps: bool = True
    bid_cap: Literal["marriages", "any_marriage", "unlimited"] = "marriages"
    show_musik: Literal["if_raised", "always", "never"] = "if_raised"
    dark_bid: bool = False
    golden_round: bool = False
    # Redeals and bonuses
    redeal_four_nines: Literal["redeal", "bonus_120", "off"] = "redeal"
    redeal_weak_hand: Optional[int] = None
    redeal_poor_musik: Optional[int] = None
    # Bomb and concession
    bombs_per_player: Union[Literal[0, 1, 2, 4], Literal["unlimited"]] = 1
    bomb_max_bid: Optional[int] = 100
    bomb_opponent_points: Union[Literal[60, 40], Literal["half_contract"]] = 60
    bomb_first_free: bool = False
    concede: bool = False
    # Play
    must_beat: bool = True
    must_trump: Literal["if_beats", "always", "never"] = "if_beats"
    meld_requires_trick: bool = False
    meld_card: Literal["queen_or_king", "queen_only"] = "queen_or_king"
    claim_tricks: bool = True
    # Scoring
    opponent_rounding: Literal["ten_half_down", "ten_half_up", "five_nearest", "exact"] = "ten_half_down"
    lock_800: bool = True
    lock_from: Literal[800, 900] = 800
    lock_800_no_trick_penalty: Optional[Literal[100]] = None
    no_trick_penalty_from: int = 800
    barrel: Optional[int] = None
    barrel_attempts: int = 3
    barrel_zero_on_fall: Optional[int] = None
    barrel_simultaneous: Literal["keep", "all_fall_120"] = "keep"
    barrel_must_finish: bool = False
    bolts: bool = False
    reset_555: bool = False
    aside_to: Literal["last_trick", "nobody"] = "last_trick"
    draw_stock_last_trick: Literal[0, 10] = 0
    # Four and two players
    four_player_mode: Literal["dealer_sits_out", "all_play_6", "teams_2v2"] = "dealer_sits_out"
    sitter_scores: Literal["musik_aces_marriages", "musik_points", "nothing"] = "musik_aces_marriages"
    two_player_mode: Literal[
        "musik_2x2", "musik_2x3", "twelve_cards", "draw_stock", "seven_open_musik",
        "ru_prikup_4", "ru_open_closed",
    ] = "musik_2x2"
    # not an option: the preset the rules were made from (see ``preset``)
    _preset: str = PrivateAttr(default="polish")

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
    def shape(self) -> "DealShape":
        """The form of every deal under these rules (see :mod:`shape`)."""
        from .shape import shape_of

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
        """The house rules: the keys whose value differs from ``preset`` (a value of another type, 1
        for True, counts as different), without the player count, which is the table's, not a
        house rule. Every "changed: N" counts these."""
        base = PRESETS[preset]
        return {k: v for k, v in self.model_dump().items()
                if k != "players" and (base.get(k) != v or type(base.get(k)) is not type(v))}

    @classmethod
    def from_preset(cls, preset: str = "polish", overrides: Optional[dict] = None) -> "Rules":
        return make_rules(preset, overrides)


def _fail(key: str, message: str, code: str, **params: Any) -> None:
    raise InvalidRules(f"{key}: {message}", key, code, params)


def check_combination(r: Rules) -> None:
    """Values outside a key's range and the combinations RULES.md §9 names as impossible.

    An option that cannot act under the other keys is accepted and has no
    effect (RULES.md §8, first item), so nothing else is refused here.
    """
    if not 100 <= r.target <= 10000:
        _fail("target", f"must be between 100 and 10000, not {r.target}",
              "range", low=100, high=10000, value=r.target)
    if not 0 < r.opening_bid <= 120 or r.opening_bid % r.bid_step:
        _fail("opening_bid", f"must be a multiple of bid_step ({r.bid_step}) from {r.bid_step} to 120, not {r.opening_bid}",
              "multiple_of_step", step=r.bid_step, low=r.bid_step, high=120, value=r.opening_bid)
    if r.opening_bid >= r.target:
        _fail("opening_bid", "must be below the target", "below_target", target=r.target, value=r.opening_bid)
    for key in ("redeal_weak_hand", "redeal_poor_musik"):
        value = getattr(r, key)
        if value is not None and not 0 <= value <= 60:
            _fail(key, f"must be null or a point limit from 0 to 60, not {value}",
                  "null_or_range", low=0, high=60, value=value)
    if r.bomb_max_bid is not None:
        if not r.bid_step <= r.bomb_max_bid <= 400 or r.bomb_max_bid % r.bid_step:
            _fail("bomb_max_bid", f"must be null or a multiple of bid_step ({r.bid_step}) from {r.bid_step} to 400, not {r.bomb_max_bid}",
                  "null_or_multiple_of_step", step=r.bid_step, low=r.bid_step, high=400,
                  value=r.bomb_max_bid)
    if r.barrel is not None:
        if not 120 <= r.barrel < r.target:
            _fail("barrel", f"must be null or from 120 (a fall costs 120) to below the target ({r.target}), not {r.barrel}",
                  "null_or_range", low=120, high=r.target - 1, value=r.barrel)
    if not 1 <= r.barrel_attempts <= 20:
        _fail("barrel_attempts", f"must be from 1 to 20, not {r.barrel_attempts}",
              "range", low=1, high=20, value=r.barrel_attempts)
    if r.barrel_zero_on_fall is not None and not 1 <= r.barrel_zero_on_fall <= 20:
        _fail("barrel_zero_on_fall", f"must be null or from 1 to 20, not {r.barrel_zero_on_fall}",
              "null_or_range", low=1, high=20, value=r.barrel_zero_on_fall)
    if not 0 <= r.no_trick_penalty_from <= r.target:
        _fail("no_trick_penalty_from", f"must be from 0 to the target ({r.target}), not {r.no_trick_penalty_from}",
              "range", low=0, high=r.target, value=r.no_trick_penalty_from)
    # RULES.md §9.9 and §9.10: the deals that cannot be dealt
    if r.deck == 32 and not (r.players == 3 and not r.no_auction
                             or r.players == 4 and (r.no_auction or r.four_player_mode == "dealer_sits_out")):
        mode = _mode_words(r)
        also = " (nor no_auction)" if r.no_auction and r.players != 4 else ""
        _fail("deck", f"32 cards cannot be dealt in {mode}{also}: only the musik game of 3 players or of "
              "dealer_sits_out, or 4 players with no_auction", "cannot_deal", mode=mode)
    if r.no_auction and not (r.players == 3 and r.deck == 24 or r.players == 4 and r.deck == 32):
        mode = _mode_words(r)
        _fail("no_auction", f"cannot be played in {mode}: only 3 players with 24 cards or 4 players with 32",
              "cannot_deal", mode=mode)


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


def _describe(error: ValidationError) -> InvalidRules:
    first = error.errors()[0]
    loc = first.get("loc", ())
    key = str(loc[0]) if loc else None
    if first.get("type") == "extra_forbidden":
        return InvalidRules(f"unknown rules key: {excerpt(key)}", shorten(str(key)), "unknown_key")
    inner = first.get("ctx", {}).get("error")
    if isinstance(inner, InvalidRules):
        return inner
    value = first.get("input")
    allowed = _allowed_values(key)
    hint = f" (allowed: {allowed})" if allowed else f" ({first.get('msg')})"
    return InvalidRules(f"{key}: invalid value {excerpt(value)}{hint}", key, "invalid_value",
                        {"value": value, "allowed": allowed})


def _allowed_values(key: Optional[str]) -> str:
    """The listed values of a key, from its type (Literal parts), or ''."""
    field = Rules.model_fields.get(key or "")
    if field is None:
        return ""
    values: list[str] = []

    def walk(tp: Any) -> None:
        origin = get_origin(tp)
        if origin is Literal:
            values.extend(json.dumps(v) for v in get_args(tp))
        elif origin is not None:
            for arg in get_args(tp):
                walk(arg)
        elif tp is type(None):
            values.append("null")
        elif tp is bool:
            values.extend(["true", "false"])
        elif tp is int:
            values.append("an integer")

    walk(field.annotation)
    return ", ".join(values)


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
            raise InvalidRules(f"unknown rules key: {excerpt(key)}", shorten(str(key)), "unknown_key")
    values = {**PRESETS[preset], **overrides}
    try:
        rules = Rules(**values)
    except InvalidRules:
        raise
    except ValidationError as error:
        raise _describe(error) from None
    rules._preset = preset
    return rules


def preset(name: str) -> Rules:
    return make_rules(name)
