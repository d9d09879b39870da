"""Every sentence whose subject is a player reads right with "you" and with a name, in every
language (issue 34 item 2): each template is rendered both ways through the real translations
(the .qm files the app loads) and compared with the sentence a native speaker would write.

The person at the screen is addressed in the second person by a template of their own ("Du
brugte dine forsøg", not "Du brugte sine forsøg"); a named player gets the third-person one.
Polish and Russian never put a gendered past-tense verb after a name or "you" (Polish says what a
player does in the present tense, "Ala spada z beczki", "Prosisz o ponowne rozdanie" (issue 40);
Russian "Вы попросили"): the app does not know who is a woman.
"""
import pytest
from PySide6.QtCore import Qt

from tests.desktop.test_dialogs import PLAYERS, bomb_result, russian_trouble
from tysiac_desktop.languages import Translators
from tysiac_desktop.dialogs import DealSummaryDialog, GameOverDialog
from tysiac_desktop.dialogs import coach, deal_summary, game_over, sheet_model
from tysiac_desktop.dialogs.sheet_model import SheetModel
from tysiac_desktop.wording import events, hints, reasons
from tysiac_desktop.wording.words import Person
from tysiac_engine import make_rules
from tysiac_engine.actions import Action

LANGS = ("en", "pl", "ru", "da")
NAME = {"en": "Ala", "pl": "Ala", "ru": "Ала", "da": "Ala"}  # the subject when it is not "you"
OTHER = {"en": "Bolek", "pl": "Bolek", "ru": "Болек", "da": "Bolek"}  # the one a card is given to
REASON_ARGS = {"bid": "120", "each": "60", "loss": "−120", "gain": "+60", "change": "+120", "value": "2",
               "raw": "117", "rounded": "120", "lock_from": "800", "target": "1000", "barrel": "880",
               "attempts": "3", "penalty_from": "800", "kind": "x"}
FALLS = ("barrel_fall", "barrel_off", "barrel_simultaneous_fall", "finish_cap")  # {value}: a score
EVENT_ARGS = {"value": "110", "card": "A♠", "number": "2", "suit": "♥"}


def cases():
    """(id, context, (you template, named template), the other placeholders) for every sentence
    about a player."""
    out = []
    for key, forms in reasons.TEMPLATES.items():
        if isinstance(forms, tuple):
            value = "640" if key in FALLS else "60" if key == "sitter" else "2"
            out.append(("reason:" + key, reasons.CONTEXT, forms, dict(REASON_ARGS, value=value)))
    for key, forms in reasons.REDEAL_GROUNDS.items():
        out.append(("redeal:" + key, reasons.CONTEXT, forms, {}))
    for key, forms in events.SENTENCES.items():
        out.append(("event:" + key, events.CONTEXT, forms, dict(EVENT_ARGS, value="60" if key == "meld" else "110")))
    out.append(("event:taker", events.CONTEXT, events.TAKER, {"points": "21"}))
    out.append(("event:lays_down", events.CONTEXT, events.LAYS_DOWN, {}))
    for key, forms in events.STATUS.items():  # a name plate's second line, under the name
        out.append(("status:" + key, events.CONTEXT, forms, {"value": "110"}))
    for key, forms in (("bombed", deal_summary.BOMBED), ("conceded", deal_summary.CONCEDED),
                       ("played", deal_summary.PLAYED)):
        out.append(("summary:" + key, "DealSummaryDialog", forms, {"bid": "120", "contract": "120"}))
    out.append(("sheet:sat_out", "SheetModel", sheet_model.SAT_OUT, {}))
    out.append(("game_over:won", "GameOverDialog", game_over.WON, {}))
    for made, forms in hints.REVIEW.items():
        out.append((f"review:{str(made).lower()}", hints.CONTEXT, forms, {"total": "96"}))
    out.append(("coach:title", "CoachDialog", coach.TITLE, {}))
    out.append(("coach:title_in_deal", "CoachDialog", coach.TITLE_IN_DEAL, {"number": "4"}))
    return out


# id → language → (said to you, said of Ala); None: a sentence never said to you ("Ala gives you A♠")
EXPECTED = {
    'reason:redeal_by': {
        'en': ('You asked for a redeal; no score changes.',
               'Ala asked for a redeal; no score changes.'),
        'pl': ('Prosisz o ponowne rozdanie; wyniki bez zmian.',
               'Ala prosi o ponowne rozdanie; wyniki bez zmian.'),
        'ru': ('Вы попросили пересдачу; счёт не изменился.',
               'Ала: просьба о пересдаче; счёт не изменился.'),
        'da': ('Du bad om at få givet om; ingen ændring i stillingen.',
               'Ala bad om at få givet om; ingen ændring i stillingen.'),
    },
    'reason:bomb': {
        'en': ('You bombed the contract of 120: no play, you score nothing and each opponent gets 60.',
               'Ala bombed the contract of 120: no play, the declarer scores nothing and each opponent gets 60.'),
        'pl': ('Rzucasz bombę przy 120 – bez rozgrywki; nic nie dostajesz, a każdy przeciwnik dostaje 60.',
               'Ala rzuca bombę przy 120 – bez rozgrywki; grający nic nie dostaje, a każdy przeciwnik dostaje 60.'),
        'ru': ('Вы отказались от игры на 120 — розыгрыша нет, вам ничего, каждому сопернику по 60.',
               'Ала: отказ от игры на 120 — розыгрыша нет, играющему ничего, каждому сопернику по 60.'),
        'da': ('Du meldte bomba på kontrakten 120: intet spil, du får intet, og hver modspiller får 60.',
               'Ala meldte bomba på kontrakten 120: intet spil, spilføreren får intet, og hver modspiller får 60.'),
    },
    'reason:bomb_free': {
        'en': ('You bombed the contract of 120: no play, and as the first bomb is free, nobody scores.',
               'Ala bombed the contract of 120: no play, and as the first bomb is free, nobody scores.'),
        'pl': ('Rzucasz bombę przy 120 – bez rozgrywki; pierwsza bomba jest bezkarna, więc nikt nie dostaje punktów.',
               'Ala rzuca bombę przy 120 – bez rozgrywki; pierwsza bomba jest bezkarna, więc nikt nie dostaje '
               'punktów.'),
        'ru': ('Вы отказались от игры на 120 — розыгрыша нет, а первый отказ бесплатный, так что очков никто не '
               'получает.',
               'Ала: отказ от игры на 120 — розыгрыша нет, а первый отказ бесплатный, так что очков никто не '
               'получает.'),
        'da': ('Du meldte bomba på kontrakten 120: intet spil, og da den første bomba er gratis, får ingen point.',
               'Ala meldte bomba på kontrakten 120: intet spil, og da den første bomba er gratis, får ingen point.'),
    },
    'reason:concede': {
        'en': ('You conceded the contract of 120: −120 for you, +60 for each opponent.',
               'Ala conceded the contract of 120: −120 for Ala, +60 for each opponent.'),
        'pl': ('Poddajesz grę 120 – dla ciebie −120, dla każdego przeciwnika +60.',
               'Ala poddaje grę 120 – Ala −120, każdy przeciwnik +60.'),
        'ru': ('Вы расписали заказ 120 без игры — вам −120, каждому сопернику +60.',
               'Ала: заказ 120 расписан без игры — Ала −120, каждому сопернику +60.'),
        'da': ('Du gav kontrakten 120 op: −120 til dig, +60 til hver modspiller.',
               'Ala gav kontrakten 120 op: −120 til Ala, +60 til hver modspiller.'),
    },
    'reason:dark': {
        'en': ('You played in the dark (musik unseen): every score of this deal counts double (×2).',
               'Ala played in the dark (musik unseen): every score of this deal counts double (×2).'),
        'pl': ('Grasz w ciemno (bez oglądania musiku) – wszystkie wyniki tego rozdania liczą się podwójnie (×2).',
               'Ala gra w ciemno (bez oglądania musiku) – wszystkie wyniki tego rozdania liczą się podwójnie (×2).'),
        'ru': ('Вы играли втёмную (прикуп не открывали) — все очки этой сдачи идут вдвойне (×2).',
               'Ала: игра втёмную (прикуп не открывали) — все очки этой сдачи идут вдвойне (×2).'),
        'da': ('Du spillede i blinde (talonen uset): alle point i denne runde tæller dobbelt (×2).',
               'Ala spillede i blinde (talonen uset): alle point i denne runde tæller dobbelt (×2).'),
    },
    'reason:claim': {
        'en': ('You laid your cards down and took all the remaining tricks.',
               'Ala laid the cards down and took all the remaining tricks.'),
        'pl': ('Wykładasz karty – pozostałe lewy są twoje.',
               'Ala wykłada karty i bierze pozostałe lewy.'),
        'ru': ('Вы выложили карты — все оставшиеся взятки ваши.',
               'Ала: карты на стол — все оставшиеся взятки за играющим.'),
        'da': ('Du lagde dine kort ned og tog alle de resterende stik.',
               'Ala lagde kortene ned og tog alle de resterende stik.'),
    },
    'reason:last_trick_bonus': {
        'en': ('You took the last trick: +120.',
               'Ala took the last trick: +120.'),
        'pl': ('Bierzesz ostatnią lewę: +120.',
               'Ala bierze ostatnią lewę: +120.'),
        'ru': ('Вы взяли последнюю взятку: +120.',
               'Ала: последняя взятка, +120.'),
        'da': ('Du tog sidste stik: +120.',
               'Ala tog sidste stik: +120.'),
    },
    'reason:rounding': {
        'en': ('Your 117 rounded to 120.',
               'Ala: 117 rounded to 120.'),
        'pl': ('Twój wynik 117 po zaokrągleniu: 120.',
               'Ala: 117 po zaokrągleniu 120.'),
        'ru': ('Ваш результат 117 округлён до 120.',
               'Ала: 117 округлено до 120.'),
        'da': ('Din sum 117 blev rundet til 120.',
               'Ala: 117 rundet til 120.'),
    },
    'reason:four_nines_bonus': {
        'en': ('You held all four nines: +120.',
               'Ala held all four nines: +120.'),
        'pl': ('Masz cztery dziewiątki: +120.',
               'Ala ma cztery dziewiątki: +120.'),
        'ru': ('У вас были все четыре девятки: +120.',
               'Ала: все четыре девятки — +120.'),
        'da': ('Du havde alle fire niere: +120.',
               'Ala havde alle fire niere: +120.'),
    },
    'reason:sitter': {
        'en': ('You sat out as the dealer: 60 from the musik.',
               'Ala sat out as the dealer: 60 from the musik.'),
        'pl': ('Rozdajesz i pauzujesz – 60 z musiku.',
               'Ala rozdaje i pauzuje – 60 z musiku.'),
        'ru': ('Вы сдавали и в розыгрыше не участвовали — 60 за прикуп.',
               'Ала: сдаёт и в розыгрыше не участвует — 60 за прикуп.'),
        'da': ('Du sad over som kortgiver: 60 fra talonen.',
               'Ala sad over som kortgiver: 60 fra talonen.'),
    },
    'reason:lock_800': {
        'en': ('With 800 or more, your points count only when you declare (lock at 800).',
               'Ala: with 800 or more, points count only as the declarer (lock at 800).'),
        'pl': ('Przy 800 lub więcej liczą ci się tylko punkty z własnej gry (blokada na 800).',
               'Ala: przy 800 lub więcej punkty liczą się tylko grającemu (blokada na 800).'),
        'ru': ('При счёте 800 и выше вам засчитываются очки только за свою игру (барьер 800).',
               'Ала: при счёте 800 и выше очки засчитываются только за свою игру (барьер 800).'),
        'da': ('Med 800 eller mere tæller dine point kun, når du er spilfører (spærring ved 800).',
               'Ala: med 800 eller mere tæller point kun som spilfører (spærring ved 800).'),
    },
    'reason:exact_target': {
        'en': ('You would have passed 1000: nothing counts this deal (exact target).',
               'Ala would have passed 1000: nothing counts this deal (exact target).'),
        'pl': ('Twój wynik przekroczyłby 1000 – to rozdanie się nie liczy (dokładne zakończenie).',
               'Ala: wynik przekroczyłby 1000 – to rozdanie się nie liczy (dokładne zakończenie).'),
        'ru': ('У вас был бы перебор за 1000 — за эту сдачу ничего не записывается (точный финиш).',
               'Ала: перебор за 1000 — за эту сдачу ничего не записывается (точный финиш).'),
        'da': ('Du ville være kommet over 1000: intet tæller i denne runde (præcist mål).',
               'Ala ville være kommet over 1000: intet tæller i denne runde (præcist mål).'),
    },
    'reason:exact_target_plain': {
        'en': ('You would have passed the target: nothing counts this deal (exact target).',
               'Ala would have passed the target: nothing counts this deal (exact target).'),
        'pl': ('Twój wynik przekroczyłby cel – to rozdanie się nie liczy (dokładne zakończenie).',
               'Ala: wynik przekroczyłby cel – to rozdanie się nie liczy (dokładne zakończenie).'),
        'ru': ('У вас был бы перебор — за эту сдачу ничего не записывается (точный финиш).',
               'Ала: перебор — за эту сдачу ничего не записывается (точный финиш).'),
        'da': ('Du ville være kommet over målet: intet tæller i denne runde (præcist mål).',
               'Ala ville være kommet over målet: intet tæller i denne runde (præcist mål).'),
    },
    'reason:finish_cap': {
        'en': ('You stopped at 640, as only the declarer may reach the target.',
               'Ala: stopped at 640, as only the declarer may reach the target.'),
        'pl': ('Twój wynik zatrzymuje się na 640, bo partię może zakończyć tylko grający.',
               'Ala zatrzymuje się na 640, bo partię może zakończyć tylko grający.'),
        'ru': ('Вы остановились на 640 — закончить партию может только играющий.',
               'Ала: остановка на 640 — закончить партию может только играющий.'),
        'da': ('Du blev stoppet ved 640, da kun spilføreren må nå målet.',
               'Ala: stoppet ved 640, da kun spilføreren må nå målet.'),
    },
    'reason:finish_cap_zero': {
        'en': ('Nothing for you this deal, as only the declarer may reach the target.',
               'Ala: nothing this deal, as only the declarer may reach the target.'),
        'pl': ('Nic dla ciebie w tym rozdaniu, bo partię może zakończyć tylko grający.',
               'Ala: nic w tym rozdaniu, bo partię może zakończyć tylko grający.'),
        'ru': ('Вам за эту сдачу ничего — закончить партию может только играющий.',
               'Ала: за эту сдачу ничего — закончить партию может только играющий.'),
        'da': ('Intet til dig i denne runde, da kun spilføreren må nå målet.',
               'Ala: intet i denne runde, da kun spilføreren må nå målet.'),
    },
    'reason:barrel_entry': {
        'en': ('You reached the barrel at 880.',
               'Ala reached the barrel at 880.'),
        'pl': ('Wchodzisz na beczkę (880).',
               'Ala wchodzi na beczkę (880).'),
        'ru': ('Вы сели на бочку (880).',
               'Ала: на бочке (880).'),
        'da': ('Du nåede tønden ved 880.',
               'Ala nåede tønden ved 880.'),
    },
    'reason:barrel_entry_plain': {
        'en': ('You reached the barrel.',
               'Ala reached the barrel.'),
        'pl': ('Wchodzisz na beczkę.',
               'Ala wchodzi na beczkę.'),
        'ru': ('Вы сели на бочку.',
               'Ала: на бочке.'),
        'da': ('Du nåede tønden.',
               'Ala nåede tønden.'),
    },
    'reason:barrel_attempt': {
        'en': ('You are on the barrel: attempt 2 of 3 used.',
               'Ala: on the barrel, attempt 2 of 3 used.'),
        'pl': ('Jesteś na beczce: wykorzystana próba 2 z 3.',
               'Ala jest na beczce: wykorzystana próba 2 z 3.'),
        'ru': ('Вы на бочке: использована попытка 2 из 3.',
               'Ала: на бочке, использована попытка 2 из 3.'),
        'da': ('Du er på tønden: forsøg 2 af 3 brugt.',
               'Ala: på tønden, forsøg 2 af 3 brugt.'),
    },
    'reason:barrel_attempt_plain': {
        'en': ('You are on the barrel: attempt 2 used.',
               'Ala: on the barrel, attempt 2 used.'),
        'pl': ('Jesteś na beczce: wykorzystana próba 2.',
               'Ala jest na beczce: wykorzystana próba 2.'),
        'ru': ('Вы на бочке: использована попытка 2.',
               'Ала: на бочке, использована попытка 2.'),
        'da': ('Du er på tønden: forsøg 2 brugt.',
               'Ala: på tønden, forsøg 2 brugt.'),
    },
    'reason:barrel_fall': {
        'en': ('You used up your barrel attempts and fell to 640.',
               'Ala used up the barrel attempts and fell to 640.'),
        'pl': ('Koniec prób na beczce: spadasz z beczki do 640.',
               'Koniec prób na beczce: Ala spada z beczki do 640.'),
        'ru': ('Вы истратили все попытки на бочке и слетели до 640.',
               'Ала: попытки на бочке кончились — слёт до 640.'),
        'da': ('Du brugte dine forsøg på tønden og faldt til 640.',
               'Ala brugte sine forsøg på tønden og faldt til 640.'),
    },
    'reason:barrel_win': {
        'en': ('You made the contract from the barrel.',
               'Ala made the contract from the barrel.'),
        'pl': ('Ugrywasz z beczki.',
               'Ala ugrywa z beczki.'),
        'ru': ('Вы сыграли заказ с бочки.',
               'Ала: заказ с бочки сыгран.'),
        'da': ('Du klarede kontrakten fra tønden.',
               'Ala klarede kontrakten fra tønden.'),
    },
    'reason:barrel_off': {
        'en': ('You failed the contract and came off the barrel at 640.',
               'Ala failed the contract and came off the barrel at 640.'),
        'pl': ('Nie ugrywasz – spadasz z beczki do 640.',
               'Ala nie ugrywa – spada z beczki do 640.'),
        'ru': ('Вы не сыграли заказ и слетели с бочки до 640.',
               'Ала: заказ не сыгран — слёт с бочки до 640.'),
        'da': ('Du gik bet med kontrakten og røg ned fra tønden til 640.',
               'Ala gik bet med kontrakten og røg ned fra tønden til 640.'),
    },
    'reason:barrel_simultaneous_fall': {
        'en': ('Several players reached the barrel together: you fell to 640.',
               'Several players reached the barrel together: Ala fell to 640.'),
        'pl': ('Kilku graczy wchodzi naraz na beczkę – spadasz z beczki do 640.',
               'Kilku graczy wchodzi naraz na beczkę – Ala spada z beczki do 640.'),
        'ru': ('На бочку попали сразу несколько игроков: вы слетели до 640.',
               'На бочку попали сразу несколько игроков: Ала — слёт до 640.'),
        'da': ('Flere spillere nåede tønden samtidig: du faldt til 640.',
               'Flere spillere nåede tønden samtidig: Ala faldt til 640.'),
    },
    'reason:no_trick_penalty': {
        'en': ('You took no trick with 800 or more: +120.',
               'Ala took no trick with 800 or more: +120.'),
        'pl': ('Nie bierzesz żadnej lewy przy 800 lub więcej – +120.',
               'Ala nie bierze żadnej lewy przy 800 lub więcej – +120.'),
        'ru': ('Вы не взяли ни одной взятки при 800 и больше — +120.',
               'Ала: ни одной взятки при 800 и больше — +120.'),
        'da': ('Du tog intet stik med 800 eller mere: +120.',
               'Ala tog intet stik med 800 eller mere: +120.'),
    },
    'reason:bolt': {
        'en': ('You took no trick: bolt 2.',
               'Ala took no trick: bolt 2.'),
        'pl': ('Nie bierzesz żadnej lewy – bolt nr 2.',
               'Ala nie bierze żadnej lewy – bolt nr 2.'),
        'ru': ('Вы не взяли ни одной взятки — болт № 2.',
               'Ала: ни одной взятки — болт № 2.'),
        'da': ('Du tog intet stik: bolt nr. 2.',
               'Ala tog intet stik: bolt nr. 2.'),
    },
    'reason:bolt_penalty': {
        'en': ('Your third bolt: +120.',
               'Ala: third bolt, +120.'),
        'pl': ('Twój trzeci bolt – +120.',
               'Ala: trzeci bolt – +120.'),
        'ru': ('Ваш третий болт: +120.',
               'Ала: третий болт, +120.'),
        'da': ('Din tredje bolt: +120.',
               'Ala: tredje bolt, +120.'),
    },
    'reason:reset_555': {
        'en': ('You landed on exactly 555: back to 0.',
               'Ala landed on exactly 555: back to 0.'),
        'pl': ('Masz równo 555 – wynik wraca do 0.',
               'Ala ma równo 555 – wynik wraca do 0.'),
        'ru': ('У вас ровно 555 — счёт обнуляется.',
               'Ала: ровно 555 — счёт обнуляется.'),
        'da': ('Du landede på præcis 555: tilbage til 0.',
               'Ala landede på præcis 555: tilbage til 0.'),
    },
    'reason:game_end': {
        'en': ('You won the game!',
               'Ala won the game!'),
        'pl': ('Koniec gry – wygrywasz!',
               'Koniec gry – wygrywa Ala!'),
        'ru': ('Вы выиграли партию!',
               'Победитель — Ала!'),
        'da': ('Du vandt spillet!',
               'Ala vandt spillet!'),
    },
    'redeal:four_nines': {
        'en': ('You asked for a redeal: four nines. No score changes.',
               'Ala asked for a redeal: four nines. No score changes.'),
        'pl': ('Prosisz o ponowne rozdanie – cztery dziewiątki. Wyniki bez zmian.',
               'Ala prosi o ponowne rozdanie – cztery dziewiątki. Wyniki bez zmian.'),
        'ru': ('Вы попросили пересдачу — четыре девятки. Счёт не меняется.',
               'Ала: просьба о пересдаче — четыре девятки. Счёт не меняется.'),
        'da': ('Du bad om at få givet om: fire niere. Ingen ændring i stillingen.',
               'Ala bad om at få givet om: fire niere. Ingen ændring i stillingen.'),
    },
    'redeal:weak_hand': {
        'en': ('You asked for a redeal: a weak hand. No score changes.',
               'Ala asked for a redeal: a weak hand. No score changes.'),
        'pl': ('Prosisz o ponowne rozdanie – słaba karta. Wyniki bez zmian.',
               'Ala prosi o ponowne rozdanie – słaba karta. Wyniki bez zmian.'),
        'ru': ('Вы попросили пересдачу — слабые карты. Счёт не меняется.',
               'Ала: просьба о пересдаче — слабые карты. Счёт не меняется.'),
        'da': ('Du bad om at få givet om: en svag hånd. Ingen ændring i stillingen.',
               'Ala bad om at få givet om: en svag hånd. Ingen ændring i stillingen.'),
    },
    'redeal:poor_musik': {
        'en': ('You asked for a redeal: a poor musik. No score changes.',
               'Ala asked for a redeal: a poor musik. No score changes.'),
        'pl': ('Prosisz o ponowne rozdanie – słaby musik. Wyniki bez zmian.',
               'Ala prosi o ponowne rozdanie – słaby musik. Wyniki bez zmian.'),
        'ru': ('Вы попросили пересдачу — бедный прикуп. Счёт не меняется.',
               'Ала: просьба о пересдаче — бедный прикуп. Счёт не меняется.'),
        'da': ('Du bad om at få givet om: en fattig talon. Ingen ændring i stillingen.',
               'Ala bad om at få givet om: en fattig talon. Ingen ændring i stillingen.'),
    },
    'event:bid': {
        'en': ('You bid 110',
               'Ala bids 110'),
        'pl': ('Licytujesz 110',
               'Ala licytuje 110'),
        'ru': ('Вы заказываете 110',
               'Ала заказывает 110'),
        'da': ('Du melder 110',
               'Ala melder 110'),
    },
    'event:pass': {
        'en': ('You pass',
               'Ala passes'),
        'pl': ('Pasujesz',
               'Ala pasuje'),
        'ru': ('Вы пасуете',
               'Ала пасует'),
        'da': ('Du melder pas',
               'Ala melder pas'),
    },
    'event:dark': {
        'en': ('You bid 120 blind',
               'Ala bids 120 blind'),
        'pl': ('Licytujesz 120 w ciemno',
               'Ala licytuje 120 w ciemno'),
        'ru': ('Вы заказываете 120 втёмную',
               'Ала заказывает 120 втёмную'),
        'da': ('Du melder 120 i blinde',
               'Ala melder 120 i blinde'),
    },
    'event:redeal': {
        'en': ('You ask for a redeal',
               'Ala asks for a redeal'),
        'pl': ('Prosisz o ponowne rozdanie',
               'Ala prosi o ponowne rozdanie'),
        'ru': ('Вы просите пересдачу',
               'Ала просит пересдачу'),
        'da': ('Du beder om at få givet om',
               'Ala beder om at få givet om'),
    },
    'event:keep': {
        'en': ('You keep your cards',
               'Ala keeps the cards'),
        'pl': ('Zostawiasz swoje karty',
               'Ala zostawia karty'),
        'ru': ('Вы оставляете свои карты',
               'Ала оставляет карты'),
        'da': ('Du beholder dine kort',
               'Ala beholder kortene'),
    },
    'event:take': {
        'en': ('You take the musik',
               'Ala takes the musik'),
        'pl': ('Bierzesz musik',
               'Ala bierze musik'),
        'ru': ('Вы берёте прикуп',
               'Ала берёт прикуп'),
        'da': ('Du tager talonen',
               'Ala tager talonen'),
    },
    'event:take_of': {
        'en': ('You take musik 2',
               'Ala takes musik 2'),
        'pl': ('Bierzesz musik 2',
               'Ala bierze musik 2'),
        'ru': ('Вы берёте прикуп 2',
               'Ала берёт прикуп 2'),
        'da': ('Du tager talon 2',
               'Ala tager talon 2'),
    },
    'event:pick': {
        'en': ('You pick face-down card 2',
               'Ala picks face-down card 2'),
        'pl': ('Wybierasz zakrytą kartę 2',
               'Ala wybiera zakrytą kartę 2'),
        'ru': ('Вы выбираете закрытую карту 2',
               'Ала выбирает закрытую карту 2'),
        'da': ('Du vælger det lukkede kort 2',
               'Ala vælger det lukkede kort 2'),
    },
    'event:give': {
        'en': ('You give A♠ to Bolek',
               'Ala gives A♠ to Bolek'),
        'pl': ('Dajesz A♠ graczowi Bolek',
               'Ala daje A♠ graczowi Bolek'),
        'ru': ('Вы отдаёте A♠ игроку Болек',
               'Ала отдаёт A♠ игроку Болек'),
        'da': ('Du giver A♠ til Bolek',
               'Ala giver A♠ til Bolek'),
    },
    'event:give_hidden': {
        'en': ('You give a card to Bolek',
               'Ala gives a card to Bolek'),
        'pl': ('Dajesz kartę graczowi Bolek',
               'Ala daje kartę graczowi Bolek'),
        'ru': ('Вы отдаёте карту игроку Болек',
               'Ала отдаёт карту игроку Болек'),
        'da': ('Du giver et kort til Bolek',
               'Ala giver et kort til Bolek'),
    },
    'event:give_you': {
        'en': (None,
               'Ala gives you A♠'),
        'pl': (None,
               'Ala daje ci A♠'),
        'ru': (None,
               'Ала отдаёт вам A♠'),
        'da': (None,
               'Ala giver dig A♠'),
    },
    'event:give_hidden_you': {
        'en': (None,
               'Ala gives you a card'),
        'pl': (None,
               'Ala daje ci kartę'),
        'ru': (None,
               'Ала отдаёт вам карту'),
        'da': (None,
               'Ala giver dig et kort'),
    },
    'event:discard': {
        'en': ('You lay A♠ aside',
               'Ala lays A♠ aside'),
        'pl': ('Odkładasz A♠',
               'Ala odkłada A♠'),
        'ru': ('Вы сносите A♠',
               'Ала сносит A♠'),
        'da': ('Du lægger A♠ fra',
               'Ala lægger A♠ fra'),
    },
    'event:discard_hidden': {
        'en': ('You lay a card aside',
               'Ala lays a card aside'),
        'pl': ('Odkładasz kartę',
               'Ala odkłada kartę'),
        'ru': ('Вы сносите карту',
               'Ала сносит карту'),
        'da': ('Du lægger et kort fra',
               'Ala lægger et kort fra'),
    },
    'event:declare': {
        'en': ('You play for 110',
               'Ala plays for 110'),
        'pl': ('Grasz 110',
               'Ala gra 110'),
        'ru': ('Вы играете 110',
               'Ала играет 110'),
        'da': ('Du spiller 110',
               'Ala spiller 110'),
    },
    'event:bomb': {
        'en': ('You bomb the deal',
               'Ala bombs the deal'),
        'pl': ('Rzucasz bombę',
               'Ala rzuca bombę'),
        'ru': ('Вы отказываетесь от игры',
               'Ала отказывается от игры'),
        'da': ('Du melder bomba',
               'Ala melder bomba'),
    },
    'event:concede': {
        'en': ('You concede the contract',
               'Ala concedes the contract'),
        'pl': ('Poddajesz grę',
               'Ala poddaje grę'),
        'ru': ('Вы расписываете игру',
               'Ала расписывает игру'),
        'da': ('Du giver kontrakten op',
               'Ala giver kontrakten op'),
    },
    'event:claim': {
        'en': ('You lay your cards down and take the rest',
               'Ala lays the cards down and takes the rest'),
        'pl': ('Wykładasz karty i bierzesz resztę lew',
               'Ala wykłada karty i bierze resztę lew'),
        'ru': ('Вы выкладываете карты и забираете остальные взятки',
               'Ала выкладывает карты и забирает остальные взятки'),
        'da': ('Du lægger kortene ned og tager resten',
               'Ala lægger kortene ned og tager resten'),
    },
    'event:play': {
        'en': ('You play A♠',
               'Ala plays A♠'),
        'pl': ('Zagrywasz A♠',
               'Ala zagrywa A♠'),
        'ru': ('Вы кладёте A♠',
               'Ала кладёт A♠'),
        'da': ('Du spiller A♠',
               'Ala spiller A♠'),
    },
    'event:meld': {
        'en': ('You play A♠ and declare the marriage in ♥ (+60)',
               'Ala plays A♠ and declares the marriage in ♥ (+60)'),
        'pl': ('Zagrywasz A♠ i meldujesz parę: ♥ (+60)',
               'Ala zagrywa A♠ i melduje parę: ♥ (+60)'),
        'ru': ('Вы кладёте A♠ и объявляете марьяж: ♥ (+60)',
               'Ала кладёт A♠ и объявляет марьяж: ♥ (+60)'),
        'da': ('Du spiller A♠ og melder ægteparret i ♥ (+60)',
               'Ala spiller A♠ og melder ægteparret i ♥ (+60)'),
    },
    'event:won': {
        'en': ('You take the trick',
               'Ala takes the trick'),
        'pl': ('Bierzesz lewę',
               'Ala bierze lewę'),
        'ru': ('Вы берёте взятку',
               'Ала берёт взятку'),
        'da': ('Du tager stikket',
               'Ala tager stikket'),
    },
    'event:taker': {
        'en': ('you take 21',
               'Ala takes 21'),
        'pl': ('bierzesz 21 pkt',
               'Ala bierze 21 pkt'),
        'ru': ('вы берёте 21',
               'Ала берёт 21'),
        'da': ('du tager 21',
               'Ala tager 21'),
    },
    'event:lays_down': {
        'en': ('You lay your cards down',
               'Ala lays the cards down'),
        'pl': ('Wykładasz karty',
               'Ala wykłada karty'),
        'ru': ('Вы выкладываете карты',
               'Ала выкладывает карты'),
        'da': ('Du lægger dine kort ned',
               'Ala lægger kortene ned'),
    },
    'status:bid': {
        'en': ('bid 110', 'bids 110'),
        'pl': ('licytujesz 110', 'licytuje 110'),
        'ru': ('заказываете 110', 'заказывает 110'),
        'da': ('melder 110', 'melder 110'),
    },
    'status:pass': {
        'en': ('pass', 'passes'),
        'pl': ('pasujesz', 'pasuje'),
        'ru': ('пасуете', 'пасует'),
        'da': ('melder pas', 'melder pas'),
    },
    'status:dark': {
        'en': ('bid 120 blind', 'bids 120 blind'),
        'pl': ('licytujesz 120 w ciemno', 'licytuje 120 w ciemno'),
        'ru': ('заказываете 120 втёмную', 'заказывает 120 втёмную'),
        'da': ('melder 120 i blinde', 'melder 120 i blinde'),
    },
    'status:redeal': {
        'en': ('ask for a redeal', 'asks for a redeal'),
        'pl': ('prosisz o ponowne rozdanie', 'prosi o ponowne rozdanie'),
        'ru': ('просите пересдачу', 'просит пересдачу'),
        'da': ('beder om at få givet om', 'beder om at få givet om'),
    },
    'status:keep': {
        'en': ('keep your cards', 'keeps the cards'),
        'pl': ('zostawiasz karty', 'zostawia karty'),
        'ru': ('оставляете карты', 'оставляет карты'),
        'da': ('beholder kortene', 'beholder kortene'),
    },
    'status:contract': {
        'en': ('play 110', 'plays 110'),
        'pl': ('grasz 110', 'gra 110'),
        'ru': ('играете 110', 'играет 110'),
        'da': ('spiller 110', 'spiller 110'),
    },
    'status:dealer': {
        'en': ('deal', 'deals'),
        'pl': ('rozdajesz', 'rozdaje'),
        'ru': ('сдаёте', 'сдаёт'),
        'da': ('giver kort', 'giver kort'),
    },
    'status:sits_out': {
        'en': ('deal and sit out', 'deals and sits out'),
        'pl': ('rozdajesz i pauzujesz', 'rozdaje i pauzuje'),
        'ru': ('сдаёте и не играете', 'сдаёт и не играет'),
        'da': ('giver kort og sidder over', 'giver kort og sidder over'),
    },
    'summary:bombed': {
        'en': ('You bombed at 120',
               'Ala bombed at 120'),
        'pl': ('Rzucasz bombę przy 120',
               'Ala rzuca bombę przy 120'),
        'ru': ('Вы отказались от игры на 120',
               'Ала — отказ от игры на 120'),
        'da': ('Du meldte bomba ved 120',
               'Ala meldte bomba ved 120'),
    },
    'summary:conceded': {
        'en': ('You conceded 120',
               'Ala conceded 120'),
        'pl': ('Poddajesz grę 120',
               'Ala poddaje grę 120'),
        'ru': ('Вы расписали заказ 120',
               'Ала — заказ 120 расписан'),
        'da': ('Du gav 120 op',
               'Ala gav 120 op'),
    },
    'summary:played': {
        'en': ('You played 120',
               'Ala played 120'),
        'pl': ('Grasz 120',
               'Ala gra 120'),
        'ru': ('Ваша игра на 120',
               'Ала — игра на 120'),
        'da': ('Du spillede 120',
               'Ala spillede 120'),
    },
    'sheet:sat_out': {
        'en': ('You dealt and sat this deal out.',
               'Ala dealt and sat this deal out.'),
        'pl': ('W tym rozdaniu rozdajesz i pauzujesz.',
               'Ala rozdaje i pauzuje w tym rozdaniu.'),
        'ru': ('Вы сдавали и в розыгрыше не участвовали.',
               'Ала: сдаёт и в розыгрыше не участвует.'),
        'da': ('Du gav og sad over i denne runde.',
               'Ala gav og sad over i denne runde.'),
    },
    'game_over:won': {
        'en': ('You won!',
               'Ala won!'),
        'pl': ('Wygrywasz!',
               'Wygrywa Ala!'),
        'ru': ('Вы выиграли!',
               'Победитель — Ала!'),
        'da': ('Du vandt!',
               'Ala vandt!'),
    },
    'review:true': {
        'en': ('With every card open, you could take 96 against the best defence: the contract could be made.',
               'With every card open, Ala could take 96 against the best defence: the contract could be made.'),
        'pl': ('Przy otwartych kartach i najlepszej grze przeciwników dało się wziąć 96: gra była do ugrania.',
               'Przy otwartych kartach i najlepszej grze przeciwników gracz Ala mógł wziąć 96: gra była do ugrania.'),
        'ru': ('В открытую, при лучшей игре соперников, вы могли взять 96: заказ можно было сыграть.',
               'Ала: в открытую, при лучшей игре соперников, максимум 96 — заказ можно было сыграть.'),
        'da': ('Med åbne kort kunne du tage 96 mod modspillernes bedste spil: kontrakten kunne klares.',
               'Med åbne kort kunne Ala tage 96 mod modspillernes bedste spil: kontrakten kunne klares.'),
    },
    'review:false': {
        'en': ('With every card open, you could take 96 against the best defence: no play makes the contract.',
               'With every card open, Ala could take 96 against the best defence: no play makes the contract.'),
        'pl': ('Przy otwartych kartach i najlepszej grze przeciwników dało się wziąć 96: gra była nie do ugrania.',
               'Przy otwartych kartach i najlepszej grze przeciwników gracz Ala mógł wziąć 96: gra była nie do '
               'ugrania.'),
        'ru': ('В открытую, при лучшей игре соперников, вы могли взять 96: заказ не сыграть никак.',
               'Ала: в открытую, при лучшей игре соперников, максимум 96 — заказ не сыграть никак.'),
        'da': ('Med åbne kort kunne du tage 96 mod modspillernes bedste spil: kontrakten kunne ikke klares.',
               'Med åbne kort kunne Ala tage 96 mod modspillernes bedste spil: kontrakten kunne ikke klares.'),
    },
    'coach:title': {
        'en': ('Your play', "Ala's play"),
        'pl': ('Twoja gra', 'Gra: Ala'),
        'ru': ('Ваша игра', 'Игра: Ала'),
        'da': ('Dit spil', 'Alas spil'),
    },
    'coach:title_in_deal': {
        'en': ('Your play in deal 4', "Ala's play in deal 4"),
        'pl': ('Twoja gra w rozdaniu 4', 'Gra: Ala, rozdanie 4'),
        'ru': ('Ваша игра в сдаче 4', 'Игра: Ала, сдача 4'),
        'da': ('Dit spil i runde 4', 'Alas spil i runde 4'),
    },
}


@pytest.fixture
def translators(qapp):
    made = Translators(qapp)
    yield made
    made.switch("en")


def test_every_sentence_about_a_player_has_its_expected_forms():
    assert [case[0] for case in cases()] == list(EXPECTED)
    for cid, per_language in EXPECTED.items():
        assert set(per_language) == set(LANGS), cid


@pytest.mark.parametrize("lang", LANGS)
def test_each_template_reads_right_with_you_and_with_a_name(translators, lang):
    assert translators.switch(lang)
    wrong = []
    for cid, context, forms, args in cases():
        args = dict(args, to=OTHER[lang])
        want_you, want_named = EXPECTED[cid][lang]
        got = (Person("", you=True).say(context, forms, **args) if want_you is not None else None,
               Person(NAME[lang]).say(context, forms, **args))
        if got != (want_you, want_named):
            wrong.append(f"{cid}: {got} != {(want_you, want_named)}")
    assert not wrong, "\n".join(wrong)


def test_person_picks_the_form_by_the_seat_at_the_screen():
    forms = ("You win", "{name} wins")
    assert Person.of(0, PLAYERS, you=0) == Person("You", True)
    assert Person.of(1, PLAYERS, you=0).say("Nowhere", forms) == "Ala wins"
    assert Person.of(0, PLAYERS, you=0).say("Nowhere", forms) == "You win"
    assert Person.of(0, ["Ewa", "Ala"], you=None).say("Nowhere", forms) == "Ewa wins"  # hot-seat: all named
    assert Person.of(None, PLAYERS, you=0).pick("No subject") == "No subject"


@pytest.mark.parametrize("lang, to_you, of_ewa", [
    ("en", ["Bolek: 22 rounded to 20.", "Your 98 rounded to 100.", "You are on the barrel: attempt 3 of 3 used.",
            "You used up your barrel attempts and fell to 760."],
     ["Bolek: 22 rounded to 20.", "Ewa: 98 rounded to 100.", "Ewa: on the barrel, attempt 3 of 3 used.",
      "Ewa used up the barrel attempts and fell to 760."]),
    ("pl", ["Bolek: 22 po zaokrągleniu 20.", "Twój wynik 98 po zaokrągleniu: 100.",
            "Jesteś na beczce: wykorzystana próba 3 z 3.", "Koniec prób na beczce: spadasz z beczki do 760."],
     ["Bolek: 22 po zaokrągleniu 20.", "Ewa: 98 po zaokrągleniu 100.", "Ewa jest na beczce: wykorzystana próba 3 z 3.",
      "Koniec prób na beczce: Ewa spada z beczki do 760."]),
    ("ru", ["Bolek: 22 округлено до 20.", "Ваш результат 98 округлён до 100.",
            "Вы на бочке: использована попытка 3 из 3.", "Вы истратили все попытки на бочке и слетели до 760."],
     ["Bolek: 22 округлено до 20.", "Ewa: 98 округлено до 100.", "Ewa: на бочке, использована попытка 3 из 3.",
      "Ewa: попытки на бочке кончились — слёт до 760."]),
    ("da", ["Bolek: 22 rundet til 20.", "Din sum 98 blev rundet til 100.", "Du er på tønden: forsøg 3 af 3 brugt.",
            "Du brugte dine forsøg på tønden og faldt til 760."],
     ["Bolek: 22 rundet til 20.", "Ewa: 98 rundet til 100.", "Ewa: på tønden, forsøg 3 af 3 brugt.",
      "Ewa brugte sine forsøg på tønden og faldt til 760."]),
])
def test_the_reasons_of_a_deal_speak_to_the_seat_at_the_screen(translators, lang, to_you, of_ewa):
    """A Russian deal: seat 0 (you, or Ewa in hot-seat) rounds and falls off the barrel."""
    translators.switch(lang)
    result, rules = russian_trouble(), make_rules("russian", {"reset_555": True})
    names = ["X", "Ala", "Bolek"]
    assert reasons.reasons(names, result, rules, you=0)[:4] == to_you
    assert reasons.reasons(["Ewa", "Ala", "Bolek"], result, rules, you=None)[:4] == of_ewa
    assert reasons.seat_reasons(0, names, result, rules, you=0)[:3] == to_you[1:]


def test_the_dialogs_say_you_to_the_seat_at_the_screen(qtbot, translators):
    translators.switch("pl")
    bombed = bomb_result()  # seat 1 (Ala) bombs
    summary = DealSummaryDialog(PLAYERS, bombed, rules=make_rules("polish"), you=1)
    qtbot.addWidget(summary)
    assert summary.title_label.text() == "Rzucasz bombę przy 100"
    assert "Rzucasz bombę przy 100 – bez rozgrywki" in summary.reasons_label.text()
    named = DealSummaryDialog(PLAYERS, bombed, rules=make_rules("polish"), you=0)
    qtbot.addWidget(named)
    assert named.title_label.text() == "Ala rzuca bombę przy 100"
    over = GameOverDialog(["Ty", "Ala", "Bolek"], [1000, 620, 380], 0, you=0)
    qtbot.addWidget(over)
    assert over.headline.text() == "Wygrywasz!"
    hot_seat = GameOverDialog(["Ewa", "Ala", "Bolek"], [1000, 620, 380], 0)
    qtbot.addWidget(hot_seat)
    assert hot_seat.headline.text() == "Wygrywa Ewa!"


def test_the_score_sheet_tooltip_speaks_to_you(translators):
    translators.switch("da")
    model = SheetModel(["Du", "Ala", "Bolek"], you=0)
    model.set_data(["Du", "Ala", "Bolek"], [russian_trouble()], (880, 400, 535),
                   make_rules("russian", {"reset_555": True}))
    tip = model.data(model.index(0, 2), Qt.ItemDataRole.ToolTipRole)
    assert "Du brugte dine forsøg på tønden og faldt til 760." in tip.splitlines()
    assert "Du brugte sine" not in tip


def test_the_table_says_who_lays_the_cards_down(translators):
    translators.switch("ru")
    names = ["Вы", "Ала", "Болек"]
    assert events.lays_down(0, names, you=0) == "Вы выкладываете карты"
    assert events.lays_down(1, names, you=0) == "Ала выкладывает карты"
    assert events.sentence(0, Action("claim"), names, you=0) == "Вы выкладываете карты и забираете остальные взятки"
    # a card given to the person at the screen: "you" is never put in for a name ("игроку вам")
    assert events.sentence(1, Action("give", 0, None), names, you=0) == "Ала отдаёт вам карту"
    assert events.sentence(1, Action("give", 2, None), names, you=0) == "Ала отдаёт карту игроку Болек"
    assert events.sentence(0, Action("give", 1, None), names, you=0) == "Вы отдаёте карту игроку Ала"
