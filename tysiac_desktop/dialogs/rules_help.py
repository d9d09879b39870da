"""Rules in brief (written for this program) and every house rule in force, as the settings name it."""
from __future__ import annotations

import json
from html import escape
from typing import Any, Mapping, Optional

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QEvent
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from tysiac_engine import PRESETS, Rules

from .common import INK, MUTED, PAPER, RULE, num, preset_names, serif_font, suit_html
from .house_rules import DEPENDS
from .rule_texts import ANY_LABEL, GROUPS, HELP, LABELS, NONE_LABEL, VALUES, rule_text

CHANGED_INK = "#8c4a2f"  # sepia, as the score sheet's marks
FADED = "#a59d8e"  # an option that is not used: lighter than the muted help
HOUSE_RULES_ANCHOR = "house-rules"  # browser.scrollToAnchor(...) shows the options

# ----------------------------------------------------------------------------- option texts
# The displayed text of an option and its value, in the house-rules dialog's own words
# (context "RuleTexts"); shared by anything that shows rules as text.
OPTION_CONTEXT = "OptionText"
YES = QT_TRANSLATE_NOOP("OptionText", "Yes")
NO = QT_TRANSLATE_NOOP("OptionText", "No")
NOT_USED: dict[str, str] = {  # why an option the dialog greys out does not matter
    "barrel_attempts": QT_TRANSLATE_NOOP("OptionText", "Not used: there is no barrel."),
    "barrel_zero_on_fall": QT_TRANSLATE_NOOP("OptionText", "Not used: there is no barrel."),
    "barrel_simultaneous": QT_TRANSLATE_NOOP("OptionText", "Not used: there is no barrel."),
    "lock_800_no_trick_penalty": QT_TRANSLATE_NOOP("OptionText", "Not used: there is no lock at 800."),
    "four_player_mode": QT_TRANSLATE_NOOP("OptionText", "Not used: this is not a four-player game."),
    "sitter_scores": QT_TRANSLATE_NOOP("OptionText", "Not used: this is not a four-player game."),
    "two_player_mode": QT_TRANSLATE_NOOP("OptionText", "Not used: this is not a two-player game."),
    "bomb_max_bid": QT_TRANSLATE_NOOP("OptionText", "Not used: there are no bombs."),
    "bomb_opponent_points": QT_TRANSLATE_NOOP("OptionText", "Not used: there are no bombs."),
    "bomb_first_free": QT_TRANSLATE_NOOP("OptionText", "Not used: there are no bombs."),
}
NOT_USED_OTHERWISE = QT_TRANSLATE_NOOP("OptionText", "Not used with these rules.")


def option_label(key: str) -> str:
    """The option's name as the house-rules dialog shows it (without a caption's colon)."""
    return rule_text(LABELS[key])


def option_help(key: str) -> str:
    """The dialog's one-sentence explanation of the option."""
    return rule_text(HELP[key])


def value_text(key: str, value: Any) -> str:
    """A value as the dialog shows it: the combo box's text, a number in the user's locale,
    "none" or "any" for null, Yes or No for a check box."""
    names = VALUES.get(key, {})
    if not isinstance(value, bool) and value in names:  # (True == 1 must not find a listed 1)
        return rule_text(names[value])
    if value is None:
        return rule_text(ANY_LABEL if key == "bomb_max_bid" else NONE_LABEL)
    if isinstance(value, bool):
        return QCoreApplication.translate(OPTION_CONTEXT, YES if value else NO)
    if isinstance(value, int):
        return num(value)
    return str(value)


def option_applies(key: str, values: Mapping[str, Any]) -> bool:
    """Whether the option matters with these values (the dialog greys it out otherwise)."""
    test = DEPENDS.get(key)
    return True if test is None else bool(test(values))


def not_used_text(key: str) -> str:
    return QCoreApplication.translate(OPTION_CONTEXT, NOT_USED.get(key, NOT_USED_OTHERWISE))


def differs(key: str, values: Mapping[str, Any], base: Optional[Mapping[str, Any]]) -> bool:
    """Whether the value differs from the preset's (1 and True count as different)."""
    if not base or key not in base:
        return False
    old, new = base[key], values[key]
    return old != new or type(old) is not type(new)


# ----------------------------------------------------------------------------- the dialog
class RulesHelpDialog(QDialog):
    """A QTextBrowser: the rules in brief, the special rules in force, then every house rule as the
    house-rules dialog names it (grouped by its tabs, changes from the preset marked)."""

    def __init__(self, rules: Rules, preset: Optional[str] = None, parent: Optional[QWidget] = None) -> None:
        super().__init__(parent)
        self.rules, self.preset = rules, preset
        self.setWindowTitle(self.tr("Rules"))
        self.browser = QTextBrowser()
        self.browser.setOpenExternalLinks(False)
        self.browser.setFont(serif_font(11))
        self.browser.setStyleSheet(
            f"QTextBrowser {{ background: {PAPER}; border: 1px solid {RULE}; }}")
        self.browser.document().setDocumentMargin(22)
        self.browser.document().setDefaultStyleSheet(
            f"h2 {{ margin-top: 18px; }} h3 {{ margin-top: 16px; margin-bottom: 4px; }}"
            f" p, li {{ line-height: 135%; }} .note {{ color: {MUTED}; }}"
            f" td.cell {{ padding-top: 5px; padding-bottom: 7px; padding-right: 14px; }}"
            f" .label {{ color: {INK}; font-weight: bold; }} .value {{ color: {INK}; }}"
            f" .help {{ color: {MUTED}; font-size: 9.5pt; }}"
            f" .code {{ color: {FADED}; font-family: 'DejaVu Sans Mono', monospace; font-size: 8pt; }}"
            f" .labeloff, .valueoff {{ color: {FADED}; }} .helpoff {{ color: {FADED}; font-size: 9.5pt; }}"
            f" .changed {{ color: {CHANGED_INK}; font-weight: bold; }}"
            f" .was {{ color: {CHANGED_INK}; font-size: 9pt; }}")
        self.browser.setHtml(self.html())
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(16, 16, 16, 12)
        layout.setSpacing(10)
        layout.addWidget(self.browser, 1)
        layout.addWidget(buttons)
        self.resize(820, 760)

    def html(self) -> str:
        brief = self.tr("Tysiąc in brief")  # tr() outside f-strings, where lupdate can see it
        house = self.tr("House rules in force")
        parts = [f"<h2>{escape(brief)}</h2>",
                 f"<p class='note'><a href='#{HOUSE_RULES_ANCHOR}'>{escape(house)}</a> ↓</p>"]
        for head, text in self._brief():
            parts.append(f"<h3>{escape(head)}</h3><p>{text}</p>")
        special = self._special()
        if special:
            heading = self.tr("Special rules at this table")
            parts.append(f"<h3>{escape(heading)}</h3><ul>")
            parts += [f"<li>{escape(line)}</li>" for line in special]
            parts.append("</ul>")
        parts.append(self._options_html())
        return "".join(parts)

    def _brief(self) -> list[tuple[str, str]]:
        """(heading, HTML paragraph) pairs; each paragraph is one translated template."""
        r = self.rules
        e = escape
        marriages = self.tr("A king and queen of one suit make a marriage: {h} 100, {d} 80, {c} 60, {s} 40. "
                            "When you lead a trick you may lay one of the pair and declare the marriage: its "
                            "points are yours at once and its suit becomes trump. Until the first marriage "
                            "there is no trump.")
        follow = (self.tr("You must follow the suit led and, if you can, beat the card that is winning the trick.")
                  if r.must_beat else self.tr("You must follow the suit led."))
        void = {
            "always": self.tr("Without that suit you must play a trump if you hold one."),
            "if_beats": self.tr("Without that suit you must play a trump only if it would win the trick."),
            "never": self.tr("Without that suit you may play any card."),
        }[r.must_trump]
        contract = (self.tr("The declarer takes the musik, gives one card face down to each opponent and "
                            "names the contract, at least the winning bid. Promising more than 120 needs "
                            "marriages in hand.") if r.bid_cap != "unlimited" else
                    self.tr("The declarer takes the musik, gives one card face down to each opponent and "
                            "names the contract, at least the winning bid."))
        return [
            (self.tr("The game"), e(self.tr(
                "Tysiąc (Thousand) is a game of bidding and tricks, usually for three players. After every deal "
                "the points are added up, and the first player to reach {target} wins.").format(target=num(r.target)))),
            (self.tr("The cards"), e(self.tr(
                "24 cards: nine, jack, queen, king, ten and ace of each suit, ranked in that order. An ace "
                "counts 11, a ten 10, a king 4, a queen 3, a jack 2 and a nine nothing: 120 in all."))),
            (self.tr("Bidding"), e(self.tr(
                "Everyone gets seven cards and three go face down as the musik (with four players the dealer "
                "sits the deal out; with two, each gets ten and there are two musiks of two). The player left "
                "of the dealer must open at {opening}; then each in turn raises by {step} or more, or passes "
                "for the rest of the auction. The last one bidding becomes the declarer.").format(
                    opening=num(r.opening_bid), step=num(r.bid_step)))),
            (self.tr("Musik and contract"), e(contract)),
            (self.tr("Play"), e(self.tr(
                "The declarer leads the first trick. {follow} {void} The highest trump takes the trick, or "
                "else the highest card of the suit led; the taker leads next.").format(follow=follow, void=void))),
            (self.tr("Marriages"), marriages.format(h=suit_html(0), d=suit_html(1), c=suit_html(2), s=suit_html(3))),
            (self.tr("Scoring"), e(self.tr(
                "The declarer counts the card points taken plus their own marriages: reaching the contract "
                "scores it, falling short by even one point loses it. Each opponent scores what they took, "
                "rounded."))),
        ]

    def _special(self) -> list[str]:
        """One sentence for each notable house rule switched on."""
        r, out = self.rules, []
        if r.bombs_per_player != 0 and r.bomb_opponent_points == "half_contract":
            out.append(self.tr("Bomb: instead of playing, the declarer may give the deal up: nothing for the "
                               "declarer, half the winning bid for each opponent."))
        elif r.bombs_per_player != 0:
            out.append(self.tr("Bomb: instead of playing, the declarer may give the deal up: nothing for the "
                               "declarer, {points} for each opponent.").format(points=num(r.bomb_opponent_points)))
        if r.concede:
            out.append(self.tr("Conceding: the declarer may give up before play, losing the bid while "
                               "each opponent gets 40."))
        if r.lock_800:
            out.append(self.tr("800 lock: from 800 points on, a player scores only as the declarer."))
        if r.non_declarer_finish != "allowed":
            out.append(self.tr("Only the declarer may finish the game; an opponent stops short of the target."))
        if r.exact_target:
            out.append(self.tr("Exact finish: a deal that would take you past the target scores nothing."))
        if r.barrel is not None:
            out.append(self.tr("Barrel: whoever reaches {barrel} stays there and has {n} deals to win as the "
                               "declarer; otherwise the score falls by 120.").format(
                                   barrel=num(r.barrel), n=num(r.barrel_attempts)))
        if r.bolts:
            out.append(self.tr("Bolts: taking no trick in a deal is a bolt; every third bolt costs 120."))
        if r.reset_555:
            out.append(self.tr("555: a score of exactly 555 goes back to 0."))
        if r.dark_bid:
            out.append(self.tr("Dark bid: the first bidder may bid 120 without looking; the deal then "
                               "counts double."))
        if r.golden_round:
            out.append(self.tr("Golden round: in the first round everyone in turn must play 120, and it "
                               "counts double."))
        if r.redeal_four_nines == "redeal":
            out.append(self.tr("Four nines without a marriage: the holder may ask for a new deal."))
        elif r.redeal_four_nines == "bonus_120":
            out.append(self.tr("Four nines: whoever holds all four scores 120."))
        return out

    def _options_html(self) -> str:
        """The house rules in force, tab by tab as in the house-rules dialog."""
        values = self.rules.option_dict()
        base = PRESETS.get(self.preset or "")
        changed = {k for k in values if differs(k, values, base)}
        title = self.tr("House rules in force")
        parts = [f"<h2><a name='{HOUSE_RULES_ANCHOR}'></a>{escape(title)}</h2>"]
        notes = []
        if base:
            if not changed:
                note = self.tr("Preset: {preset}, unchanged.")
            elif len(changed) == 1:
                note = self.tr("Preset: {preset}, with one change, marked below.")
            else:
                note = self.tr("Preset: {preset}, with %n changes, marked below.", "", len(changed))
            notes.append(note.format(preset=preset_names().get(self.preset or "", self.preset or "")))
        notes.append(self.tr("The small grey code after each option is its key and value in saved games."))
        parts.append(f"<p class='note'>{escape(' '.join(notes))}</p>")
        for title_text, keys in GROUPS:
            rows = [self._option_row(key, values, base, key in changed) for key in keys if key in values]
            parts.append(f"<h3>{escape(rule_text(title_text))}</h3>"
                         f"<table width='100%' cellspacing='0' cellpadding='0'>{''.join(rows)}</table>")
        return "".join(parts)

    def _option_row(self, key: str, values: Mapping[str, Any], base: Optional[Mapping[str, Any]],
                    changed: bool) -> str:
        used = option_applies(key, values)
        code = f"<span class='code'>{escape(key)}:&nbsp;{escape(json.dumps(values[key]))}</span>"
        if used:
            name = f"<span class='label'>{escape(option_label(key))}</span>"
            about = f"<span class='help'>{escape(option_help(key))}</span> {code}"
            value = f"<span class='value'>{escape(value_text(key, values[key]))}</span>"
        else:
            name = f"<span class='labeloff'>{escape(option_label(key))}</span>"
            about = f"<span class='helpoff'><i>{escape(not_used_text(key))}</i></span> {code}"
            value = f"<span class='valueoff'>{escape(value_text(key, values[key]))}</span>"
        if changed and base is not None:
            was = self.tr("changed; the preset has {value}").format(value=value_text(key, base[key]))
            value = (f"<span class='changed'>{escape(value_text(key, values[key]))}</span>"
                     f"<br><span class='was'>{escape(was)}</span>")
        return (f"<tr><td width='62%' valign='top' class='cell'>{name}<br>{about}</td>"
                f"<td valign='top' class='cell'>{value}</td></tr>")

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:  # View → Language while the help is open
            self.setWindowTitle(self.tr("Rules"))
            self.browser.setHtml(self.html())
        super().changeEvent(event)
