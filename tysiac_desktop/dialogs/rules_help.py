"""Rules in brief (written for this program) and every option value of the rules in force."""
from __future__ import annotations

import json
from html import escape
from typing import Optional

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from tysiac_engine import PRESETS, Rules

from .common import MUTED, PAPER, RULE, num, preset_names, serif_font, suit_html


class RulesHelpDialog(QDialog):
    """A QTextBrowser with the rules in brief, the special rules in force and the option table."""

    def __init__(self, rules: Rules, preset: Optional[str] = None, parent: Optional[QWidget] = None) -> None:
        super().__init__(parent)
        self.rules, self.preset = rules, preset
        self.setWindowTitle(self.tr("Rules"))
        self.browser = QTextBrowser()
        self.browser.setOpenExternalLinks(False)
        self.browser.setFont(serif_font(11))
        self.browser.setStyleSheet(
            f"QTextBrowser {{ background: {PAPER}; border: 1px solid {RULE}; padding: 14px; }}")
        self.browser.document().setDefaultStyleSheet(
            f"h3 {{ margin-top: 14px; }} p, li {{ line-height: 135%; }} .muted {{ color: {MUTED}; }}")
        self.browser.setHtml(self.html())
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(16, 16, 16, 12)
        layout.setSpacing(10)
        layout.addWidget(self.browser, 1)
        layout.addWidget(buttons)
        self.resize(780, 700)

    def html(self) -> str:
        brief = self.tr("Tysiąc in brief")  # tr() outside f-strings, where lupdate can see it
        parts = [f"<h2>{escape(brief)}</h2>"]
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
        base = PRESETS.get(self.preset or "", {})
        values = self.rules.option_dict()
        changed = [k for k, v in values.items() if k in base and base[k] != v]
        title = self.tr("All options in force")
        if self.preset:
            note = self.tr("Preset: {preset}; options changed from it are marked *.").format(
                preset=preset_names().get(self.preset, self.preset))
        else:
            note = self.tr("The option keys are those of the settings and game records.")
        rows = []
        for key, value in values.items():
            star = " <b>*</b>" if key in changed else ""
            rows.append(f"<tr><td><code>{escape(key)}</code>{star}</td><td width='24'></td>"
                        f"<td><code>{escape(json.dumps(value))}</code></td></tr>")
        option, value_label = self.tr("Option"), self.tr("Value")
        head = (f"<tr><th align='left'>{escape(option)}</th><th></th>"
                f"<th align='left'>{escape(value_label)}</th></tr>")
        return (f"<h3>{escape(title)}</h3><p class='muted'>{escape(note)}</p>"
                f"<table cellspacing='0' cellpadding='3'>{head}{''.join(rows)}</table>")
