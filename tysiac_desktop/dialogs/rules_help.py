"""Rules in brief (written for this program) and every house rule in force, as the settings name it."""
from __future__ import annotations

import json
from html import escape
from typing import Any, Mapping, Optional

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QEvent
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from tysiac_engine import PRESETS, Rules

from .common import INK, MUTED, PAPER, RULE, resize_within, serif_font

from ..wording.words import num, preset_names, suit_html
from .option_applies import not_used_text, option_applies
from ..wording.rule_texts import HELP, LABELS, VALUES, grouped_keys, null_label, rule_text

CHANGED_INK = "#8c4a2f"  # sepia, as the score sheet's marks
FADED = "#a59d8e"  # an option that is not used: lighter than the muted help
HOUSE_RULES_ANCHOR = "house-rules"  # browser.scrollToAnchor(...) shows the options

# ----------------------------------------------------------------------------- option texts
# The displayed text of an option and its value, in the house-rules dialog's own words
# (context "RuleTexts"); shared by anything that shows rules as text.
OPTION_CONTEXT = "OptionText"
YES = QT_TRANSLATE_NOOP("OptionText", "Yes")
NO = QT_TRANSLATE_NOOP("OptionText", "No")
__all__ = ["RulesHelpDialog", "not_used_text", "option_applies", "option_help", "option_label",
           "value_text"]


def option_label(key: str) -> str:
    """The option's name as the house-rules dialog shows it (without a caption's colon)."""
    return rule_text(LABELS.get(key, key))


def option_help(key: str) -> str:
    """The dialog's one-sentence explanation of the option."""
    return rule_text(HELP.get(key, key))


def value_text(key: str, value: Any) -> str:
    """A value as the dialog shows it: the combo box's text, a number in the user's locale,
    "none" or "any" for null, Yes or No for a check box."""
    names = VALUES.get(key, {})
    if not isinstance(value, bool) and value in names:  # (True == 1 must not find a listed 1)
        return rule_text(names[value])
    if value is None:
        return rule_text(null_label(key))
    if isinstance(value, bool):
        return QCoreApplication.translate(OPTION_CONTEXT, YES if value else NO)
    if isinstance(value, int):
        return num(value)
    return str(value)


# ----------------------------------------------------------------------------- the dialog
class RulesHelpDialog(QDialog):
    """A QTextBrowser: the rules in brief, the special rules in force, then every house rule as the
    house-rules dialog names it (grouped by its tabs, changes from the preset marked)."""

    def __init__(self, rules: Rules, preset: Optional[str] = None, parent: Optional[QWidget] = None) -> None:
        super().__init__(parent)
        self.rules, self.preset = rules, preset
        self.setWindowTitle(self.tr("Rules"))
        self.browser = QTextBrowser()
        self.browser.setAccessibleName(self.tr("Rules"))
        self.browser.setOpenExternalLinks(False)
        self.browser.setFont(serif_font(11))
        self.browser.setStyleSheet(
            f"QTextBrowser {{ background: {PAPER}; color: {INK}; border: 1px solid {RULE}; }}")
        ink = self.browser.palette()  # paper and ink, whatever the window's palette
        for role, colour in ((QPalette.ColorRole.Base, PAPER), (QPalette.ColorRole.Text, INK),
                             (QPalette.ColorRole.Link, CHANGED_INK), (QPalette.ColorRole.LinkVisited, CHANGED_INK)):
            ink.setColor(role, QColor(colour))
        self.browser.setPalette(ink)
        self.browser.document().setDocumentMargin(22)
        self.browser.document().setDefaultStyleSheet(
            f"body {{ color: {INK}; }} h2 {{ margin-top: 18px; }} h3 {{ margin-top: 16px; margin-bottom: 4px; }}"
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
        resize_within(self, 820, 760)

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

    def _deal_sentences(self) -> list[str]:
        """How the cards are dealt, in whole sentences, every number read from the deal's shape."""
        shape = self.rules.shape
        # the counts by plain names: lupdate sees a plural's count only as one
        hand, talon, piles, stock = shape.hand_size, sum(shape.talons), shape.table_piles, shape.stock
        first_talon = shape.talons[0] if shape.talons else 0
        out: list[str] = []
        if shape.teams is not None:
            out.append(self.tr("Partners sit opposite each other."))
        if shape.sits_out:
            out.append(self.tr("The dealer sits the deal out; the others get %n cards each.", "", hand))
        elif not shape.talons and not shape.stock and not shape.table_piles:
            out.append(self.tr("The whole deck is dealt: %n cards each.", "", hand))
        else:
            out.append(self.tr("Everyone gets %n cards.", "", hand))
        if not shape.talons:
            out.append(self.tr("There is no musik."))
        elif shape.takes > 1:
            out.append(self.tr("The prikup is %n cards, face down.", "", talon))
        elif shape.talons_open:
            out.append(self.tr("The musik is %n cards, face up.", "", talon))
        elif len(shape.talons) == 2:
            out.append(self.tr("There are two musiks of %n cards each.", "", first_talon))
        else:
            out.append(self.tr("The musik is %n cards, face down.", "", talon))
        if shape.table_piles:
            out.append(self.tr("Everyone also has %n piles on the table, a face-up card on a face-down one.", "",
                               piles))
        if shape.stock:
            out.append(self.tr("The other %n cards are a stock: after each trick the winner, then the other "
                               "player, draws one.", "", stock))
        if shape.free_play_while_stock:
            out.append(self.tr("While the stock lasts, any card may be played."))
        return out

    def _brief(self) -> list[tuple[str, str]]:
        """(heading, HTML paragraph) pairs; each paragraph is made of whole translated sentences."""
        r = self.rules
        shape = r.shape
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
        cards = (self.tr("24 cards: nine, jack, queen, king, ten and ace of each suit, ranked in that order. An ace "
                         "counts 11, a ten 10, a king 4, a queen 3, a jack 2 and a nine nothing: 120 in all.")
                 if r.deck == 24 else
                 self.tr("32 cards: seven, eight, nine, jack, queen, king, ten and ace of each suit, ranked in that "
                         "order. An ace counts 11, a ten 10, a king 4, a queen 3, a jack 2, and a nine, eight or "
                         "seven nothing: 120 in all."))
        if shape.auction:
            heading = self.tr("Bidding")
            deal = (self.tr("The player left of the dealer must open at {opening}; then each in turn raises by "
                            "{step} or more, or passes for the rest of the auction. The last one bidding becomes "
                            "the declarer.") if r.bid_jumps else
                    self.tr("The player left of the dealer must open at {opening}; then each in turn raises by "
                            "exactly {step}, or passes for the rest of the auction. The last one bidding becomes "
                            "the declarer.")).format(opening=num(r.opening_bid), step=num(r.bid_step))
        elif shape.has_declarer:
            heading = self.tr("The deal")
            deal = self.tr("There is no auction: the dealer's opponent is the declarer and must make {contract}."
                           ).format(contract=num(shape.fixed_contract or 0))
        else:
            heading = self.tr("The deal")
            deal = self.tr("There is no auction and no declarer: everyone plays for their own points.")
        paragraphs = [
            (self.tr("The game"), e(self.tr(
                "Tysiąc (Thousand) is a game of bidding and tricks, usually for three players. After every deal "
                "the points are added up, and the first player to reach {target} wins.").format(target=num(r.target)))),
            (self.tr("The cards"), e(cards)),
            (heading, e(" ".join([*self._deal_sentences(), deal]))),
        ]
        if shape.contract_phase:
            if shape.passing == "give" and shape.teams is not None:
                contract = self.tr("The declarer takes the musik, gives one card face down to each of the other "
                                   "three players and names the contract, at least the winning bid.")
            elif shape.passing == "give":
                contract = self.tr("The declarer takes the musik, gives one card face down to each opponent and "
                                   "names the contract, at least the winning bid.")
            elif shape.passing == "discard" and shape.takes > 1:
                contract = self.tr("The declarer picks {takes} of the face-down cards, lays {n} cards aside and "
                                   "names the contract, at least the winning bid.").format(
                    takes=num(shape.takes), n=num(shape.passes))
            elif shape.passing == "discard":
                contract = self.tr("The declarer takes the musik, lays {n} cards aside face down and names the "
                                   "contract, at least the winning bid.").format(n=num(shape.passes))
            else:
                contract = self.tr("The declarer names the contract, at least the winning bid.")
            if r.bid_cap == "marriages" and shape.bid_cap_applies:
                contract += " " + self.tr("Promising more than 120 needs marriages in hand.")
            elif r.bid_cap == "any_marriage" and shape.bid_cap_applies:
                contract += " " + self.tr("Promising more than 120 needs a marriage in hand.")
            paragraphs.append((self.tr("Musik and contract"), e(contract)))
        lead = (self.tr("The declarer leads the first trick.") if shape.has_declarer else
                self.tr("The player left of the dealer leads the first trick."))
        paragraphs += [
            (self.tr("Play"), e(self.tr(
                "{lead} {follow} {void} The highest trump takes the trick, or else the highest card of the suit "
                "led; the taker leads next.").format(lead=lead, follow=follow, void=void))),
            (self.tr("Marriages"), marriages.format(h=suit_html(0), d=suit_html(1), c=suit_html(2), s=suit_html(3))
             + (" " + e(self.tr("You may also declare one “on someone”: play the king onto the queen of its suit "
                                "that the player before you has just played.")) if shape.meld_on_someone else "")
             + "".join(" " + e(line) for line in self._marriage_limits())),
        ]
        if shape.has_declarer:
            scoring = (self.tr("The declarer counts the card points taken plus their own marriages: reaching the "
                               "contract scores it, falling short by even one point loses it. Each opponent "
                               "scores what they took, rounded.") if r.opponent_rounding != "exact" else
                       self.tr("The declarer counts the card points taken plus their own marriages: reaching the "
                               "contract scores it, falling short by even one point loses it. Each opponent "
                               "scores exactly what they took."))
        else:
            scoring = (self.tr("Everyone scores the card points they took plus their own marriages, rounded.")
                       if r.opponent_rounding != "exact" else
                       self.tr("Everyone scores exactly the card points they took plus their own marriages."))
        if shape.teams is not None:
            scoring += " " + self.tr("Partners count their points and their score together.")
        paragraphs.append((self.tr("Scoring"), e(scoring)))
        return paragraphs

    def _marriage_limits(self) -> list[str]:
        """The options in force that narrow when a marriage may be declared."""
        r, out = self.rules, []
        if r.meld_card == "queen_only":
            out.append(self.tr("A marriage is declared by laying its queen."))
        if r.meld_requires_trick:
            out.append(self.tr("You may declare one only after taking a trick in the deal."))
        if r.shape.no_meld_first_trick:
            out.append(self.tr("No marriage may be declared before the first trick is over."))
        return out

    def _special(self) -> list[str]:
        """One sentence for each notable house rule switched on."""
        r, out = self.rules, []
        values = r.option_dict()

        def on(key: str) -> bool:  # the option acts in this game (RULES.md §8, first item)
            return option_applies(key, values)

        bombs = on("bombs_per_player") and r.bombs_per_player != 0
        if bombs and r.bomb_opponent_points == "half_contract":
            out.append(self.tr("Bomb: instead of playing, the declarer may give the deal up: nothing for the "
                               "declarer, half the winning bid for each opponent."))
        elif bombs:
            out.append(self.tr("Bomb: instead of playing, the declarer may give the deal up: nothing for the "
                               "declarer, {points} for each opponent.").format(points=num(r.bomb_opponent_points)))
        shape = r.shape
        if r.concede and on("concede"):
            out.append(self.tr("Conceding: the declarer may give up before play, losing the bid while "
                               "each opponent gets {points}.").format(points=num(shape.concede_points)))
        if r.lock_800 and shape.has_declarer:
            out.append(self.tr("Lock at {score}: from {score} points on, a player scores only as the declarer.").format(
                score=num(r.lock_from)))
        if r.lock_800_no_trick_penalty is not None:
            out.append(self.tr("From {score} points on, a deal without a trick costs {penalty}.").format(
                score=num(r.no_trick_penalty_from), penalty=num(r.lock_800_no_trick_penalty)))
        if r.non_declarer_finish != "allowed" and on("non_declarer_finish"):
            out.append(self.tr("Only the declarer may finish the game; an opponent stops short of the target."))
        if r.exact_target:
            out.append(self.tr("Exact finish: a deal that would take you past the target scores nothing."))
        if r.barrel is not None and on("barrel"):
            out.append(self.tr("Barrel: whoever reaches {barrel} stays there and has {n} deals to win as the "
                               "declarer; otherwise the score falls by 120.").format(
                                   barrel=num(r.barrel), n=num(r.barrel_attempts)))
            if r.barrel_must_finish and on("barrel_must_finish"):
                out.append(self.tr("On the barrel the declarer must announce enough to finish the game."))
        if r.bolts:
            out.append(self.tr("Bolts: taking no trick in a deal is a bolt; every third bolt costs 120."))
        if r.reset_555:
            out.append(self.tr("555: a score of exactly 555 goes back to 0."))
        if r.dark_bid and on("dark_bid"):
            out.append(self.tr("Dark bid: the first bidder may bid 120 without looking; the deal then "
                               "counts double."))
        if r.golden_round and on("golden_round"):
            out.append(self.tr("Golden round: in the first round everyone in turn must play 120, and it "
                               "counts double."))
        if r.redeal_four_nines == "redeal" and shape.redeal_claims:
            out.append(self.tr("Four nines without a marriage: the holder may ask for a new deal."))
        elif r.redeal_four_nines == "bonus_120":
            out.append(self.tr("Four nines: whoever holds all four scores 120."))
        if r.aside_to == "nobody" and on("aside_to"):
            out.append(self.tr("The cards laid aside count for nobody."))
        if r.draw_stock_last_trick and on("draw_stock_last_trick"):
            out.append(self.tr("The winner of the last trick adds {points}.").format(
                points=num(r.draw_stock_last_trick)))
        return out

    def _options_html(self) -> str:
        """The house rules in force, tab by tab as in the house-rules dialog."""
        values = self.rules.option_dict()
        base = PRESETS.get(self.preset or "")
        changed = set(self.rules.changes_from(self.preset)) if base else set()
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
        for title_text, keys in grouped_keys():
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
            about = f"<span class='helpoff'><i>{escape(not_used_text(key, values))}</i></span> {code}"
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
