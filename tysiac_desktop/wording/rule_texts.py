"""Names, value labels and one-sentence explanations of every rules option (RULES.md §3-§6).

Marked with QT_TRANSLATE_NOOP("RuleTexts", …); translate at display with :func:`rule_text`.
"""
from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from tysiac_engine.rules import option_groups

CONTEXT = "RuleTexts"

# The title of each group of options the engine declares (tysiac_engine.options.GROUPS): a tab of the
# house-rules dialog and a section of the rules help.
GROUP_TITLES: dict[str, str] = {
    "table": QT_TRANSLATE_NOOP("RuleTexts", "Table and end of game"),
    "auction": QT_TRANSLATE_NOOP("RuleTexts", "Auction"),
    "musik": QT_TRANSLATE_NOOP("RuleTexts", "Musik and redeals"),
    "bomb": QT_TRANSLATE_NOOP("RuleTexts", "Bomb and concession"),
    "play": QT_TRANSLATE_NOOP("RuleTexts", "Play"),
    "scoring": QT_TRANSLATE_NOOP("RuleTexts", "Scoring"),
    "barrel": QT_TRANSLATE_NOOP("RuleTexts", "800 and barrel"),
    "two_four": QT_TRANSLATE_NOOP("RuleTexts", "Two and four players"),
}

LABELS: dict[str, str] = {
    "players": QT_TRANSLATE_NOOP("RuleTexts", "Players"),
    "deck": QT_TRANSLATE_NOOP("RuleTexts", "Deck"),
    "no_auction": QT_TRANSLATE_NOOP("RuleTexts", "No auction and no musik"),
    "target": QT_TRANSLATE_NOOP("RuleTexts", "Target score"),
    "exact_target": QT_TRANSLATE_NOOP("RuleTexts", "The target must be hit exactly"),
    "non_declarer_finish": QT_TRANSLATE_NOOP("RuleTexts", "Finishing as a defender"),
    "finish_tie": QT_TRANSLATE_NOOP("RuleTexts", "Several reach the target"),
    "opening_bid": QT_TRANSLATE_NOOP("RuleTexts", "Opening bid"),
    "bid_step": QT_TRANSLATE_NOOP("RuleTexts", "Bid step"),
    "bid_jumps": QT_TRANSLATE_NOOP("RuleTexts", "Jump bids allowed"),
    "bid_cap": QT_TRANSLATE_NOOP("RuleTexts", "Highest bid"),
    "dark_bid": QT_TRANSLATE_NOOP("RuleTexts", "Blind bid of 120"),
    "golden_round": QT_TRANSLATE_NOOP("RuleTexts", "Golden round"),
    "show_musik": QT_TRANSLATE_NOOP("RuleTexts", "Show the musik"),
    "redeal_four_nines": QT_TRANSLATE_NOOP("RuleTexts", "Four nines"),
    "redeal_weak_hand": QT_TRANSLATE_NOOP("RuleTexts", "Redeal a weak hand"),
    "redeal_poor_musik": QT_TRANSLATE_NOOP("RuleTexts", "Redeal a poor musik"),
    "bombs_per_player": QT_TRANSLATE_NOOP("RuleTexts", "Bombs per player"),
    "bomb_max_bid": QT_TRANSLATE_NOOP("RuleTexts", "Bomb up to a bid of"),
    "bomb_opponent_points": QT_TRANSLATE_NOOP("RuleTexts", "Bomb gives each opponent"),
    "bomb_first_free": QT_TRANSLATE_NOOP("RuleTexts", "First bomb is free"),
    "concede": QT_TRANSLATE_NOOP("RuleTexts", "Declarer may concede"),
    "must_beat": QT_TRANSLATE_NOOP("RuleTexts", "Must beat the trick"),
    "must_trump": QT_TRANSLATE_NOOP("RuleTexts", "Trumping when void"),
    "meld_requires_trick": QT_TRANSLATE_NOOP("RuleTexts", "Marriage only after a trick"),
    "meld_card": QT_TRANSLATE_NOOP("RuleTexts", "Marriage is declared with"),
    "claim_tricks": QT_TRANSLATE_NOOP("RuleTexts", "Declarer may claim the rest"),
    "opponent_rounding": QT_TRANSLATE_NOOP("RuleTexts", "Defenders' rounding"),
    "lock_800": QT_TRANSLATE_NOOP("RuleTexts", "Lock at 800"),
    "lock_from": QT_TRANSLATE_NOOP("RuleTexts", "Lock from a score of"),
    "lock_800_no_trick_penalty": QT_TRANSLATE_NOOP("RuleTexts", "Penalty for a deal without a trick"),
    "no_trick_penalty_from": QT_TRANSLATE_NOOP("RuleTexts", "Penalty from a score of"),
    "barrel": QT_TRANSLATE_NOOP("RuleTexts", "Barrel at"),
    "barrel_attempts": QT_TRANSLATE_NOOP("RuleTexts", "Attempts on the barrel"),
    "barrel_zero_on_fall": QT_TRANSLATE_NOOP("RuleTexts", "Back to zero at fall number"),
    "barrel_simultaneous": QT_TRANSLATE_NOOP("RuleTexts", "Several reach the barrel"),
    "barrel_must_finish": QT_TRANSLATE_NOOP("RuleTexts", "On the barrel, play to finish"),
    "bolts": QT_TRANSLATE_NOOP("RuleTexts", "Bolts"),
    "reset_555": QT_TRANSLATE_NOOP("RuleTexts", "555 goes back to zero"),
    "four_player_mode": QT_TRANSLATE_NOOP("RuleTexts", "Four-player game"),
    "sitter_scores": QT_TRANSLATE_NOOP("RuleTexts", "The dealer sitting out scores"),
    "two_player_mode": QT_TRANSLATE_NOOP("RuleTexts", "Two-player game"),
    "aside_to": QT_TRANSLATE_NOOP("RuleTexts", "Cards laid aside go to"),
    "draw_stock_last_trick": QT_TRANSLATE_NOOP("RuleTexts", "Last trick bonus when drawing"),
}

HELP: dict[str, str] = {
    "players": QT_TRANSLATE_NOOP("RuleTexts", "Three is the main game; two and four use their own deals (see the last tab)."),
    "deck": QT_TRANSLATE_NOOP("RuleTexts", "Russian option: 32 cards with the sevens and eights (worth nothing); 10 cards each, a musik of 2 and two laid aside."),
    "no_auction": QT_TRANSLATE_NOOP("RuleTexts", "Russian \"without auction or prikup\": the whole deck is dealt, nobody bids, everyone scores what they take (three with 24 cards, four with 32)."),
    "target": QT_TRANSLATE_NOOP("RuleTexts", "The game is won at the end of a deal by reaching it: 1000 (Polish, Danish), 1001 (Russian)."),
    "exact_target": QT_TRANSLATE_NOOP("RuleTexts", "Danish variant: a deal that would overshoot the target scores nothing (990 + 30 → 990)."),
    "non_declarer_finish": QT_TRANSLATE_NOOP("RuleTexts", "Polish: only the declarer may cross the target, a defender stops at 990 (980 + 40 → 990)."),
    "finish_tie": QT_TRANSLATE_NOOP("RuleTexts", "Polish: if several reach the target, the declarer wins, else the higher score."),
    "opening_bid": QT_TRANSLATE_NOOP("RuleTexts", "The forced first bid of the player left of the dealer: 100; the Russian game without a barrel opens at 40 or 50."),
    "bid_step": QT_TRANSLATE_NOOP("RuleTexts", "Bids and contracts are multiples of it: 10 (Polish, 100 → 110), 5 (Russian, Danish, 100 → 105)."),
    "bid_jumps": QT_TRANSLATE_NOOP("RuleTexts", "Off: every raise is exactly one step, 110 → 120 (Polish \"licytacja stopniowana\")."),
    "bid_cap": QT_TRANSLATE_NOOP("RuleTexts", "Polish, Russian: at most 120 plus your marriages (♥ 100 → 220); Danish: above 120 only holding a marriage."),
    "dark_bid": QT_TRANSLATE_NOOP("RuleTexts", "Russian: the first hand may bid 120 blind; the musik is taken unseen and all scores of the deal count double."),
    "golden_round": QT_TRANSLATE_NOOP("RuleTexts", "Russian: in the first round each player in turn must play 120 blind, scores doubled."),
    "show_musik": QT_TRANSLATE_NOOP("RuleTexts", "Polish, Russian: not shown when the forced 100 won unopposed; Danish: always shown."),
    "redeal_four_nines": QT_TRANSLATE_NOOP("RuleTexts", "Polish: the holder of four nines may ask for a redeal; Russian option: they score 120."),
    "redeal_weak_hand": QT_TRANSLATE_NOOP("RuleTexts", "A hand worth at most this many points and without a marriage may be redealt (Russian 12, Polish 9 to 18)."),
    "redeal_poor_musik": QT_TRANSLATE_NOOP("RuleTexts", "Russian: the declarer may ask for a redeal when the musik holds at most this many points (2, 3 or 5)."),
    "bombs_per_player": QT_TRANSLATE_NOOP("RuleTexts", "Polish: a declarer may give up one deal per game without playing (a bomb); Russian: none."),
    "bomb_max_bid": QT_TRANSLATE_NOOP("RuleTexts", "Polish: a bomb only after the forced 100 won; \"any\" allows it at every bid."),
    "bomb_opponent_points": QT_TRANSLATE_NOOP("RuleTexts", "Each opponent scores this for a bomb: 60 (Polish), 40 (four players) or half the bid (210 → 110)."),
    "bomb_first_free": QT_TRANSLATE_NOOP("RuleTexts", "A Polish variant: a player's first bomb gives the opponents nothing."),
    "concede": QT_TRANSLATE_NOOP("RuleTexts", "Russian \"raspisat\": the declarer takes minus the bid and each opponent +40 (bid 120 → −120, +40)."),
    "must_beat": QT_TRANSLATE_NOOP("RuleTexts", "Polish, Danish: play a card that beats the trick so far when you can; Russian: not required."),
    "must_trump": QT_TRANSLATE_NOOP("RuleTexts", "Void in the led suit: Polish trumps only if the trump would win; Russian, Danish any trump."),
    "meld_requires_trick": QT_TRANSLATE_NOOP("RuleTexts", "Russian: a marriage may be declared only after taking a trick in this deal."),
    "meld_card": QT_TRANSLATE_NOOP("RuleTexts", "The card led to declare a marriage: the queen or the king, or only the queen."),
    "claim_tricks": QT_TRANSLATE_NOOP("RuleTexts", "Polish \"wykładanie\": the declarer lays the hand down when no defence can win a trick."),
    "opponent_rounding": QT_TRANSLATE_NOOP("RuleTexts", "Defenders' points are rounded: Polish to tens (25 → 20), Russian, Danish to fives (43 → 45)."),
    "lock_800": QT_TRANSLATE_NOOP("RuleTexts", "Polish: from 800 a player scores only as declarer; falling below 800 lifts it."),
    "lock_from": QT_TRANSLATE_NOOP("RuleTexts", "The score from which the lock holds: 800, or 900 (Polish \"800 or 900\")."),
    "lock_800_no_trick_penalty": QT_TRANSLATE_NOOP("RuleTexts", "Polish option: a player at 800 or more loses 100 for a deal without a trick (820 → 720)."),
    "no_trick_penalty_from": QT_TRANSLATE_NOOP("RuleTexts", "The score from which a deal without a trick costs 100: 800 (Polish), 851 in the Russian game without a barrel (\"above 850\")."),
    "barrel": QT_TRANSLATE_NOOP("RuleTexts", "Russian, Danish: a score reaching it stops there (870 + 40 → 880) and can only finish as declarer."),
    "barrel_attempts": QT_TRANSLATE_NOOP("RuleTexts", "Deals allowed on the barrel; when they are used up the player falls 120 (880 → 760)."),
    "barrel_zero_on_fall": QT_TRANSLATE_NOOP("RuleTexts", "Russian: the third fall from the barrel sets the score to 0 instead (880 → 0)."),
    "barrel_simultaneous": QT_TRANSLATE_NOOP("RuleTexts", "When several reach the barrel in one deal: all stay, or all fall by 120."),
    "barrel_must_finish": QT_TRANSLATE_NOOP("RuleTexts", "Russian second variant: on the barrel the declarer must announce enough to finish (1001 − 880 → 125), not less."),
    "bolts": QT_TRANSLATE_NOOP("RuleTexts", "Russian: a deal without a trick is a bolt; every third bolt costs 120 (300 → 180)."),
    "reset_555": QT_TRANSLATE_NOOP("RuleTexts", "Russian: a score of exactly 555 after a deal becomes 0."),
    "four_player_mode": QT_TRANSLATE_NOOP("RuleTexts", "With four players: the dealer sits the deal out (all traditions), all four play six cards each (Polish), or two against two (southern Poland)."),
    "sitter_scores": QT_TRANSLATE_NOOP("RuleTexts", "Polish: 50 per ace and the marriages in the musik; Russian: the musik's points; Danish: nothing."),
    "two_player_mode": QT_TRANSLATE_NOOP("RuleTexts", "With two players: most often the Polish two musiks of two; also other Polish deals and the Russian prikup of 4 or four closed cards."),
    "aside_to": QT_TRANSLATE_NOOP("RuleTexts", "Two musiks or an open musik: the cards laid aside go to the winner of the last trick, or in a Polish variant count for nobody."),
    "draw_stock_last_trick": QT_TRANSLATE_NOOP("RuleTexts", "Drawing from the stock: the winner of the last trick adds this (Russian \"on six cards\": 10)."),
}

NONE_LABEL = QT_TRANSLATE_NOOP("RuleTexts", "none")
ANY_LABEL = QT_TRANSLATE_NOOP("RuleTexts", "any")


def null_label(key: str) -> str:
    """What null means for a number key (untranslated): "any" bid for a bomb, else "none"."""
    return ANY_LABEL if key == "bomb_max_bid" else NONE_LABEL

# Readable labels of the listed values (numbers not listed here are shown as numbers).
VALUES: dict[str, dict[object, str]] = {
    "non_declarer_finish": {
        "cap_990": QT_TRANSLATE_NOOP("RuleTexts", "Stop at 990"),
        "allowed": QT_TRANSLATE_NOOP("RuleTexts", "Allowed"),
        "no_points": QT_TRANSLATE_NOOP("RuleTexts", "Score nothing"),
    },
    "finish_tie": {
        "declarer_then_higher": QT_TRANSLATE_NOOP("RuleTexts", "Declarer, then the higher score"),
        "higher": QT_TRANSLATE_NOOP("RuleTexts", "The higher score"),
        "draw": QT_TRANSLATE_NOOP("RuleTexts", "A draw"),
    },
    "bid_cap": {
        "marriages": QT_TRANSLATE_NOOP("RuleTexts", "120 plus held marriages"),
        "any_marriage": QT_TRANSLATE_NOOP("RuleTexts", "Above 120 with any marriage"),
        "unlimited": QT_TRANSLATE_NOOP("RuleTexts", "Unlimited (at own risk)"),
    },
    "show_musik": {
        "if_raised": QT_TRANSLATE_NOOP("RuleTexts", "If the bid was raised"),
        "always": QT_TRANSLATE_NOOP("RuleTexts", "Always"),
        "never": QT_TRANSLATE_NOOP("RuleTexts", "Never"),
    },
    "redeal_four_nines": {
        "redeal": QT_TRANSLATE_NOOP("RuleTexts", "Redeal"),
        "bonus_120": QT_TRANSLATE_NOOP("RuleTexts", "Score 120"),
        "off": QT_TRANSLATE_NOOP("RuleTexts", "Off"),
    },
    "bombs_per_player": {"unlimited": QT_TRANSLATE_NOOP("RuleTexts", "Unlimited")},
    "bomb_opponent_points": {"half_contract": QT_TRANSLATE_NOOP("RuleTexts", "Half the bid")},
    "must_trump": {
        "if_beats": QT_TRANSLATE_NOOP("RuleTexts", "Only if the trump wins"),
        "always": QT_TRANSLATE_NOOP("RuleTexts", "Always"),
        "never": QT_TRANSLATE_NOOP("RuleTexts", "Never"),
    },
    "meld_card": {
        "queen_or_king": QT_TRANSLATE_NOOP("RuleTexts", "Queen or king"),
        "queen_only": QT_TRANSLATE_NOOP("RuleTexts", "Queen only"),
    },
    "opponent_rounding": {
        "ten_half_down": QT_TRANSLATE_NOOP("RuleTexts", "To tens, half down (25 → 20)"),
        "ten_half_up": QT_TRANSLATE_NOOP("RuleTexts", "To tens, half up (25 → 30)"),
        "five_nearest": QT_TRANSLATE_NOOP("RuleTexts", "To fives (43 → 45)"),
        "exact": QT_TRANSLATE_NOOP("RuleTexts", "Exact"),
    },
    "deck": {
        24: QT_TRANSLATE_NOOP("RuleTexts", "24 cards, nine to ace"),
        32: QT_TRANSLATE_NOOP("RuleTexts", "32 cards, seven to ace"),
    },
    "lock_800_no_trick_penalty": {None: QT_TRANSLATE_NOOP("RuleTexts", "No penalty")},
    "aside_to": {
        "last_trick": QT_TRANSLATE_NOOP("RuleTexts", "The winner of the last trick"),
        "nobody": QT_TRANSLATE_NOOP("RuleTexts", "Nobody"),
    },
    "draw_stock_last_trick": {0: QT_TRANSLATE_NOOP("RuleTexts", "Nothing")},
    "barrel_simultaneous": {
        "keep": QT_TRANSLATE_NOOP("RuleTexts", "All stay on it"),
        "all_fall_120": QT_TRANSLATE_NOOP("RuleTexts", "All fall by 120"),
    },
    "four_player_mode": {
        "dealer_sits_out": QT_TRANSLATE_NOOP("RuleTexts", "Dealer sits out"),
        "all_play_6": QT_TRANSLATE_NOOP("RuleTexts", "All play, 6 cards each"),
        "teams_2v2": QT_TRANSLATE_NOOP("RuleTexts", "Two against two"),
    },
    "sitter_scores": {
        "musik_aces_marriages": QT_TRANSLATE_NOOP("RuleTexts", "Aces and marriages in the musik"),
        "musik_points": QT_TRANSLATE_NOOP("RuleTexts", "Points in the musik"),
        "nothing": QT_TRANSLATE_NOOP("RuleTexts", "Nothing"),
    },
    "two_player_mode": {
        "musik_2x2": QT_TRANSLATE_NOOP("RuleTexts", "Two musiks of 2"),
        "musik_2x3": QT_TRANSLATE_NOOP("RuleTexts", "Two musiks of 3"),
        "twelve_cards": QT_TRANSLATE_NOOP("RuleTexts", "Twelve cards, no musik"),
        "draw_stock": QT_TRANSLATE_NOOP("RuleTexts", "Drawing from the stock"),
        "seven_open_musik": QT_TRANSLATE_NOOP("RuleTexts", "Seven cards, open musik"),
        "ru_prikup_4": QT_TRANSLATE_NOOP("RuleTexts", "Russian prikup of 4"),
        "ru_open_closed": QT_TRANSLATE_NOOP("RuleTexts", "Russian, four closed"),
    },
}


def grouped_keys() -> tuple[tuple[str, tuple[str, ...]], ...]:
    """(title, keys) of every group of options, in the engine's order (title untranslated: see
    :func:`rule_text`); a group without a title here is shown by its name."""
    return tuple((GROUP_TITLES.get(group, group), keys) for group, keys in option_groups())


def rule_text(text: str) -> str:
    """The translation of one of the texts above."""
    return QCoreApplication.translate(CONTEXT, text)
