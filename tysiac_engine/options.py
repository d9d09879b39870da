"""What each rules option is: its group, its range, the conditions under which it acts.

Every field of :class:`~tysiac_engine.rules.Rules` carries one :class:`Option` in its
annotation; that declaration is the only statement of the option's group (the house-rules
tab and rules-help section it is shown in), its numeric range (checked by the model, shown
by the dialog) and the conditions it needs to act (RULES.md §8 first item, §9).  The model's
JSON schema exports it (``x-group``, ``x-range``, ``x-needs``, ``x-depends-on``, and
``x-groups``, ``x-conditions`` at the top); read it in Python through :func:`tysiac_engine.rules.option_info` / :data:`tysiac_engine.rules.OPTIONS`.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Literal, Mapping, Optional, Protocol, Union, get_args

from .shape import MODE_KEYS, DealShape, undealable

Group = Literal["table", "auction", "musik", "bomb", "play", "scoring", "barrel", "two_four"]
"""The groups of options, in the order the house-rules dialog and the rules help show them."""
GROUPS: tuple[Group, ...] = get_args(Group)


@dataclass(frozen=True)
class Ref:
    """A bound that is another option's value (plus ``offset``): the barrel is below the target."""

    option: str
    offset: int = 0

    def json(self) -> dict[str, Any]:
        return {"option": self.option, "offset": self.offset}


Bound = Union[int, Ref]


@dataclass(frozen=True)
class Span:
    """The numbers a key accepts: ``low`` to ``high`` in multiples of ``step`` (each a number or
    another option's value), and below the value of the option ``below`` if one is named;
    ``None`` as well where the key's type allows it."""

    low: Bound
    high: Bound
    step: Bound = 1
    below: Optional[str] = None  # the opening bid stays below the target

    def bounds(self, values: Mapping[str, Any]) -> tuple[int, int, int]:
        """(low, high, step) with these option values."""
        def value(bound: Bound) -> int:
            return bound if isinstance(bound, int) else values[bound.option] + bound.offset
        return value(self.low), value(self.high), value(self.step)

    def json(self) -> dict[str, Any]:
        def out(bound: Bound) -> Any:
            return bound if isinstance(bound, int) else bound.json()
        below = {"below": {"option": self.below}} if self.below else {}
        return {"low": out(self.low), "high": out(self.high), "step": out(self.step), **below}


class Keyed(Protocol):
    """The option a condition is tested for (``rules.OptionInfo``)."""

    key: str
    choices: Optional[tuple[Any, ...]]


@dataclass(frozen=True)
class Condition:
    """Something an option needs to act, tested on the option values and the deal's shape."""

    meaning: str  # in English, for the schema and the command line; the desktop words it itself
    reads: tuple[str, ...]  # the option keys the test reads
    test: Callable[[Mapping[str, Any], DealShape, Keyed], bool]  # (values, shape, the option)


_DEALING = ("players", "deck", "no_auction", "four_player_mode")


def _choosable(values: Mapping[str, Any], shape: DealShape, option: Keyed) -> bool:
    """More than one value of the option can be dealt with the other keys, or its value cannot (then it
    must stay open to change): the deck and no auction are fixed in most games (RULES.md §9.9, §9.10)."""
    def dealt(value: Any) -> bool:
        return undealable(**{k: v for k, v in {**values, option.key: value}.items() if k in _DEALING}) is None
    return not dealt(values[option.key]) or sum(map(dealt, option.choices or ())) > 1


CONDITIONS: dict[str, Condition] = {
    "barrel": Condition("there is a barrel", ("barrel",), lambda v, s, o: v["barrel"] is not None),
    "declarer": Condition("the deal has a declarer", MODE_KEYS, lambda v, s, o: s.has_declarer),
    "auction": Condition("the deal has an auction", MODE_KEYS, lambda v, s, o: s.auction),
    "contract": Condition("the declarer announces a contract", MODE_KEYS, lambda v, s, o: s.contract_phase),
    "bid_cap": Condition("a bid needs marriages (not in teams_2v2)", MODE_KEYS, lambda v, s, o: s.bid_cap_applies),
    "bombs": Condition("there are bombs", ("bombs_per_player",), lambda v, s, o: v["bombs_per_player"] != 0),
    "lock": Condition("the 800 lock is on", ("lock_800",), lambda v, s, o: bool(v["lock_800"])),
    "penalty": Condition("a deal without a trick costs points", ("lock_800_no_trick_penalty",),
                         lambda v, s, o: v["lock_800_no_trick_penalty"] is not None),
    "four": Condition("four players", ("players",), lambda v, s, o: v["players"] == 4),
    "four_auction": Condition("an auction (without one all four play)", ("no_auction",),
                              lambda v, s, o: not v["no_auction"]),
    "sitter": Condition("the dealer sits the deal out", MODE_KEYS, lambda v, s, o: s.sitter_scores),
    "two": Condition("two players", ("players",), lambda v, s, o: v["players"] == 2),
    "dark_golden": Condition("the musik game of three or of dealer_sits_out", MODE_KEYS,
                             lambda v, s, o: s.dark_and_golden),
    "musik_shown": Condition("the declarer takes a face-down talon that may be shown", MODE_KEYS,
                             lambda v, s, o: bool(s.takes) and not s.talons_open and s.talon_shown != "never"),
    "redeal_claims": Condition("redeals are claimed before the auction", MODE_KEYS, lambda v, s, o: s.redeal_claims),
    "poor_musik": Condition("the declarer takes exactly one talon", MODE_KEYS, lambda v, s, o: s.poor_musik),
    "attempts": Condition("a deal on the barrel is not won or lost at once (not ru_open_closed)", MODE_KEYS,
                          lambda v, s, o: s.fixed_contract is None),
    "aside": Condition("cards laid aside go to the last trick", MODE_KEYS,
                       lambda v, s, o: s.passing == "discard" and s.discards_to != "declarer"),
    "choosable": Condition("the game can be dealt with another value of this key", _DEALING, _choosable),
    "draw_stock": Condition("the two-player game drawing from the stock", MODE_KEYS,
                            lambda v, s, o: s.mode == "draw_stock"),
}
"""Every condition an option can need, by name (the order of an option's ``needs`` is the order its
reason is told: the first unmet one)."""


@dataclass(frozen=True)
class Option:
    """The declaration carried by each field of ``Rules``: ``Annotated[type, Option(...)]``."""

    group: Group
    span: Optional[Span] = None  # for an integer key: the numbers it accepts
    needs: tuple[str, ...] = ()  # names of CONDITIONS, all needed for the option to act

    def __post_init__(self) -> None:
        unknown = [name for name in self.needs if name not in CONDITIONS]
        assert not unknown, unknown

    @property
    def depends_on(self) -> tuple[str, ...]:
        """The other option keys whose values decide its range or whether it acts."""
        refs: list[str] = []
        if self.span is not None:
            refs = [b.option for b in (self.span.low, self.span.high, self.span.step) if isinstance(b, Ref)]
            refs += [self.span.below] if self.span.below else []
        return tuple(dict.fromkeys([*refs, *(key for name in self.needs for key in CONDITIONS[name].reads)]))

    def json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"x-group": self.group, "x-needs": list(self.needs)}
        if self.span is not None:
            out["x-range"] = self.span.json()
        return out

    def __get_pydantic_json_schema__(self, core_schema: Any, handler: Any) -> dict[str, Any]:
        schema = handler(core_schema)
        schema.update(self.json())  # x-depends-on is added by the model, which knows the key
        return schema

