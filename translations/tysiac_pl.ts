<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pl">
<context>
    <name>ActionBar</name>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="84"/>
        <source>Hint</source>
        <translation>Podpowiedź</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="85"/>
        <source>What would a strong player do? (H)</source>
        <translation>Co zagrałby dobry gracz? (H)</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="86"/>
        <source>Last trick</source>
        <translation>Ostatnia lewa</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="87"/>
        <source>Show the trick taken last (L)</source>
        <translation>Pokaż ostatnio wziętą lewę (L)</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="269"/>
        <source>%1 took the musik: it lies face up on the table.</source>
        <translation>%1: musik wzięty, leży odkryty na stole.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="271"/>
        <source>Seen, go on</source>
        <translation>Widziane, dalej</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="295"/>
        <source>Your hand is weak: you may ask for a new deal.</source>
        <translation>Masz słabe karty: możesz poprosić o ponowne rozdanie.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="296"/>
        <source>Redeal</source>
        <translation>Ponowne rozdanie</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="297"/>
        <source>Keep my cards</source>
        <translation>Zostawiam karty</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="301"/>
        <source>You open the auction.</source>
        <translation>Otwierasz licytację.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="303"/>
        <location filename="../tysiac_desktop/action_bar.py" line="311"/>
        <source>Bid %1</source>
        <translation>Licytuję %1</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="305"/>
        <source>Dark 120 (blind)</source>
        <translation>120 w ciemno</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="307"/>
        <source>Highest bid: &lt;b&gt;%1&lt;/b&gt;. Raise or pass?</source>
        <translation>Najwyższa licytacja: &lt;b&gt;%1&lt;/b&gt;. Podbijasz czy pas?</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="309"/>
        <source>Pass</source>
        <translation>Pas</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="313"/>
        <source>Bid</source>
        <translation>Licytuję</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="313"/>
        <source>Bid more</source>
        <translation>Licytuję wyżej</translation>
    </message>
    <message numerus="yes">
        <location filename="../tysiac_desktop/action_bar.py" line="319"/>
        <source>Pick %n of the face-down cards: double-click one or drag it to your hand.</source>
        <translation>
            <numerusform>Wybierz %n zakrytą kartę: kliknij ją dwukrotnie albo przeciągnij do ręki.</numerusform>
            <numerusform>Wybierz %n zakryte karty: kliknij kartę dwukrotnie albo przeciągnij ją do ręki.</numerusform>
            <numerusform>Wybierz %n zakrytych kart: kliknij kartę dwukrotnie albo przeciągnij ją do ręki.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../tysiac_desktop/action_bar.py" line="321"/>
        <source>You won the auction. Pick %n of the face-down cards: double-click one or drag it to your hand.</source>
        <translation>
            <numerusform>Licytacja wygrana. Wybierz %n zakrytą kartę: kliknij ją dwukrotnie albo przeciągnij do ręki.</numerusform>
            <numerusform>Licytacja wygrana. Wybierz %n zakryte karty: kliknij kartę dwukrotnie albo przeciągnij ją do ręki.</numerusform>
            <numerusform>Licytacja wygrana. Wybierz %n zakrytych kart: kliknij kartę dwukrotnie albo przeciągnij ją do ręki.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="324"/>
        <source>Card %1</source>
        <translation>Karta %1</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="326"/>
        <source>You won the auction. Take the musik.</source>
        <translation>Licytacja wygrana. Weź musik.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="328"/>
        <source>Take the musik</source>
        <translation>Biorę musik</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="331"/>
        <source>Take musik %1</source>
        <translation>Biorę musik %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../tysiac_desktop/action_bar.py" line="335"/>
        <source>Lay cards aside (%n more): double-click one, drag it to the table, or click it and press Enter.</source>
        <translation>
            <numerusform>Odłóż jeszcze %n kartę: kliknij ją dwukrotnie, przeciągnij na stół albo kliknij i naciśnij Enter.</numerusform>
            <numerusform>Odłóż jeszcze %n karty: kliknij kartę dwukrotnie, przeciągnij ją na stół albo kliknij i naciśnij Enter.</numerusform>
            <numerusform>Odłóż jeszcze %n kart: kliknij kartę dwukrotnie, przeciągnij ją na stół albo kliknij i naciśnij Enter.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="338"/>
        <source>Give one card to each other player: drag it onto their name, or double-click it and choose who gets it.</source>
        <translation>Daj każdemu z pozostałych graczy po jednej karcie: przeciągnij kartę na jego imię albo kliknij ją dwukrotnie i wybierz, kto ją dostanie.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="341"/>
        <source>Give one card to each opponent: drag it onto their name, or double-click it and choose who gets it.</source>
        <translation>Daj każdemu przeciwnikowi po jednej karcie: przeciągnij kartę na jego imię albo kliknij ją dwukrotnie i wybierz, kto ją dostanie.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="400"/>
        <location filename="../tysiac_desktop/action_bar.py" line="403"/>
        <source>Give %1 to whom?</source>
        <translation>Komu dać %1?</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="360"/>
        <source>Your turn: play a card from your hand or a face-up card of your piles: double-click it, drag it to the table, or click it and press Enter.</source>
        <translation>Twój ruch: zagraj kartę z ręki albo odkrytą kartę ze swoich stosików: kliknij ją dwukrotnie, przeciągnij na stół albo kliknij i naciśnij Enter.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="364"/>
        <source>Your turn: any card may be played while the stock lasts: double-click it, drag it to the table, or click it and press Enter.</source>
        <translation>Twój ruch: dopóki jest z czego dobierać, wolno zagrać dowolną kartę: kliknij ją dwukrotnie, przeciągnij na stół albo kliknij i naciśnij Enter.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="367"/>
        <source>Your turn: play a card: double-click it, drag it to the table, or click it and press Enter.</source>
        <translation>Twój ruch: zagraj kartę: kliknij ją dwukrotnie, przeciągnij na stół albo kliknij i naciśnij Enter.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="344"/>
        <source>Redeal (poor musik)</source>
        <translation>Ponowne rozdanie (słaby musik)</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="347"/>
        <source>Announce your contract (at least %1).</source>
        <translation>Zadeklaruj, ile grasz (co najmniej %1).</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="350"/>
        <source>Play %1</source>
        <translation>Gram %1</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="352"/>
        <source>Play</source>
        <translation>Gram</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="352"/>
        <source>Play for the chosen contract</source>
        <translation>Gram wybraną wartość</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="354"/>
        <source>Bomb</source>
        <translation>Bomba</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="356"/>
        <source>Concede</source>
        <translation>Poddaję</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="370"/>
        <source>Claim the rest</source>
        <translation>Wykładam karty</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="381"/>
        <source>Declare the marriage on %1&apos;s queen? Trump: %2.</source>
        <translation>Meldujesz na graczu %1? Atut: %2.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="384"/>
        <source>Meld on %1&apos;s queen +%2</source>
        <translation>Melduję na graczu %1: %2</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="386"/>
        <source>Declare the marriage? Trump: %1.</source>
        <translation>Meldujesz? Atut: %1.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="391"/>
        <source>Declare the marriage in %1, %2 points</source>
        <translation>Melduję parę: %1, %2 punktów</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="409"/>
        <location filename="../tysiac_desktop/action_bar.py" line="413"/>
        <source>Play %1?</source>
        <translation>Zagrać %1?</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="410"/>
        <location filename="../tysiac_desktop/action_bar.py" line="412"/>
        <source>Yes, play %1</source>
        <translation>Tak, zagraj %1</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="389"/>
        <source>Meld +%1</source>
        <translation>Melduję %1</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="392"/>
        <location filename="../tysiac_desktop/action_bar.py" line="393"/>
        <source>Just play %1</source>
        <translation>Bez meldunku: %1</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="418"/>
        <source>Cancel</source>
        <translation>Anuluj</translation>
    </message>
</context>
<context>
    <name>CardLetters</name>
    <message>
        <location filename="../tysiac_desktop/wording/cards.py" line="33"/>
        <source>A</source>
        <comment>ace</comment>
        <translation>A</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/cards.py" line="34"/>
        <source>K</source>
        <comment>king</comment>
        <translation>K</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/cards.py" line="35"/>
        <source>Q</source>
        <comment>queen</comment>
        <translation>D</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/cards.py" line="36"/>
        <source>J</source>
        <comment>jack</comment>
        <translation>W</translation>
    </message>
</context>
<context>
    <name>Coach</name>
    <message>
        <location filename="../tysiac_desktop/wording/coach.py" line="25"/>
        <source>Auction</source>
        <translation>Licytacja</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/coach.py" line="26"/>
        <source>Musik</source>
        <translation>Musik</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/coach.py" line="27"/>
        <source>Contract</source>
        <translation>Deklaracja</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/coach.py" line="29"/>
        <source>Trick {number}, you lead</source>
        <translation>Lewa {number}, wychodzisz</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/coach.py" line="30"/>
        <source>Trick {number}, after {cards}</source>
        <translation>Lewa {number}, po kartach: {cards}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/coach.py" line="31"/>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/coach.py" line="34"/>
        <source>{situation}: {chosen} cost {cost}; {best} was better.</source>
        <translation>{situation}: {chosen} — strata {cost}; lepiej: {best}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/coach.py" line="35"/>
        <source>{situation}: {chosen} cost {cost}; {best} kept the contract.</source>
        <translation>{situation}: {chosen} — strata {cost}; {best} — i gra byłaby ugrana.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/coach.py" line="36"/>
        <source>{situation}: {chosen} cost {cost}; {best} beat the contract.</source>
        <translation>{situation}: {chosen} — strata {cost}; {best} — i grający by nie ugrał.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/coach.py" line="38"/>
        <source>Your decisions cost {cost} in all against perfect play with every card known.</source>
        <translation>Twoje decyzje kosztowały łącznie {cost} w porównaniu z najlepszą grą przy otwartych kartach.</translation>
    </message>
    <message numerus="yes">
        <location filename="../tysiac_desktop/wording/coach.py" line="51"/>
        <source>%n points</source>
        <translation>
            <numerusform>%n punkt</numerusform>
            <numerusform>%n punkty</numerusform>
            <numerusform>%n punktów</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/coach.py" line="37"/>
        <source>Every decision was as good as the best one with every card known.</source>
        <translation>Każda decyzja była równie dobra jak najlepsza przy otwartych kartach.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/coach.py" line="33"/>
        <source>the same as your choice</source>
        <translation>to samo co twój wybór</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/coach.py" line="40"/>
        <source>You had no choice to make in this deal.</source>
        <translation>W tym rozdaniu nie było dla ciebie żadnego wyboru.</translation>
    </message>
</context>
<context>
    <name>CoachDialog</name>
    <message>
        <location filename="../tysiac_desktop/dialogs/coach.py" line="24"/>
        <source>Your play in deal {number}</source>
        <translation>Twoja gra w rozdaniu {number}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/coach.py" line="23"/>
        <source>Your play</source>
        <translation>Twoja gra</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/coach.py" line="25"/>
        <source>{name}&apos;s play in deal {number}</source>
        <translation>Gra: {name}, rozdanie {number}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/coach.py" line="23"/>
        <source>{name}&apos;s play</source>
        <translation>Gra: {name}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/coach.py" line="59"/>
        <source>Review of the play</source>
        <translation>Przegląd gry</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/coach.py" line="85"/>
        <source>Costs are score points against your rivals, judged with every card known; the search&apos;s choice is what the computer would play with only your cards.</source>
        <translation>Strata to punkty wyniku względem przeciwników, liczone przy otwartych kartach; wybór komputera to to, co zagrałby, znając tylko twoje karty.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/coach.py" line="93"/>
        <source>Close</source>
        <translation>Zamknij</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/coach.py" line="99"/>
        <source>When</source>
        <translation>Kiedy</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/coach.py" line="99"/>
        <source>You chose</source>
        <translation>Twój wybór</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/coach.py" line="99"/>
        <source>Best move
(all cards known)</source>
        <translation>Najlepiej
(otwarte karty)</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/coach.py" line="100"/>
        <source>Computer
(your cards only)</source>
        <translation>Komputer
(tylko twoje karty)</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/coach.py" line="100"/>
        <source>Cost</source>
        <translation>Strata</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/coach.py" line="106"/>
        <source>Decisions</source>
        <translation>Decyzje</translation>
    </message>
</context>
<context>
    <name>DealReasons</name>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="25"/>
        <source>The cards were redealt; no score changes.</source>
        <translation>Karty rozdano ponownie; wyniki bez zmian.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="26"/>
        <source>You asked for a redeal; no score changes.</source>
        <translation>Prosisz o ponowne rozdanie; wyniki bez zmian.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="27"/>
        <source>{name} asked for a redeal; no score changes.</source>
        <translation>{name} prosi o ponowne rozdanie; wyniki bez zmian.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="28"/>
        <source>You bombed the contract of {bid}: no play, you score nothing and each opponent gets {each}.</source>
        <translation>Rzucasz bombę przy {bid} – bez rozgrywki; nic nie dostajesz, a każdy przeciwnik dostaje {each}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="30"/>
        <source>{name} bombed the contract of {bid}: no play, the declarer scores nothing and each opponent gets {each}.</source>
        <translation>{name} rzuca bombę przy {bid} – bez rozgrywki; grający nic nie dostaje, a każdy przeciwnik dostaje {each}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="32"/>
        <source>You bombed the contract of {bid}: no play, and as the first bomb is free, nobody scores.</source>
        <translation>Rzucasz bombę przy {bid} – bez rozgrywki; pierwsza bomba jest bezkarna, więc nikt nie dostaje punktów.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="34"/>
        <source>{name} bombed the contract of {bid}: no play, and as the first bomb is free, nobody scores.</source>
        <translation>{name} rzuca bombę przy {bid} – bez rozgrywki; pierwsza bomba jest bezkarna, więc nikt nie dostaje punktów.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="36"/>
        <source>You conceded the contract of {bid}: {loss} for you, {gain} for each opponent.</source>
        <translation>Poddajesz grę {bid} – dla ciebie {loss}, dla każdego przeciwnika {gain}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="38"/>
        <source>{name} conceded the contract of {bid}: {loss} for {name}, {gain} for each opponent.</source>
        <translation>{name} poddaje grę {bid} – {name} {loss}, każdy przeciwnik {gain}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="40"/>
        <source>You played in the dark (musik unseen): every score of this deal counts double (×2).</source>
        <translation>Grasz w ciemno (bez oglądania musiku) – wszystkie wyniki tego rozdania liczą się podwójnie (×2).</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="42"/>
        <source>{name} played in the dark (musik unseen): every score of this deal counts double (×2).</source>
        <translation>{name} gra w ciemno (bez oglądania musiku) – wszystkie wyniki tego rozdania liczą się podwójnie (×2).</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="44"/>
        <source>Golden round: every score of this deal counts double (×2).</source>
        <translation>Złota runda: wszystkie wyniki tego rozdania liczą się podwójnie (×2).</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="45"/>
        <source>You laid your cards down and took all the remaining tricks.</source>
        <translation>Wykładasz karty – pozostałe lewy są twoje.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="46"/>
        <source>{name} laid the cards down and took all the remaining tricks.</source>
        <translation>{name} wykłada karty i bierze pozostałe lewy.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="47"/>
        <source>You took the last trick: {change}.</source>
        <translation>Bierzesz ostatnią lewę: {change}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="48"/>
        <source>{name} took the last trick: {change}.</source>
        <translation>{name} bierze ostatnią lewę: {change}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="49"/>
        <source>Your {raw} rounded to {rounded}.</source>
        <translation>Twój wynik {raw} po zaokrągleniu: {rounded}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="50"/>
        <source>{name}: {raw} rounded to {rounded}.</source>
        <translation>{name}: {raw} po zaokrągleniu {rounded}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="51"/>
        <source>You held all four nines: {change}.</source>
        <translation>Masz cztery dziewiątki: {change}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="52"/>
        <source>{name} held all four nines: {change}.</source>
        <translation>{name} ma cztery dziewiątki: {change}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="53"/>
        <source>You sat out as the dealer: {value} from the musik.</source>
        <translation>Rozdajesz i pauzujesz – {value} z musiku.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="54"/>
        <source>{name} sat out as the dealer: {value} from the musik.</source>
        <translation>{name} rozdaje i pauzuje – {value} z musiku.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="55"/>
        <source>With {lock_from} or more, your points count only when you declare (lock at {lock_from}).</source>
        <translation>Przy {lock_from} lub więcej liczą ci się tylko punkty z własnej gry (blokada na {lock_from}).</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="57"/>
        <source>{name}: with {lock_from} or more, points count only as the declarer (lock at {lock_from}).</source>
        <translation>{name}: przy {lock_from} lub więcej punkty liczą się tylko grającemu (blokada na {lock_from}).</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="59"/>
        <source>You would have passed {target}: nothing counts this deal (exact target).</source>
        <translation>Twój wynik przekroczyłby {target} – to rozdanie się nie liczy (dokładne zakończenie).</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="61"/>
        <source>{name} would have passed {target}: nothing counts this deal (exact target).</source>
        <translation>{name}: wynik przekroczyłby {target} – to rozdanie się nie liczy (dokładne zakończenie).</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="63"/>
        <source>You would have passed the target: nothing counts this deal (exact target).</source>
        <translation>Twój wynik przekroczyłby cel – to rozdanie się nie liczy (dokładne zakończenie).</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="65"/>
        <source>{name} would have passed the target: nothing counts this deal (exact target).</source>
        <translation>{name}: wynik przekroczyłby cel – to rozdanie się nie liczy (dokładne zakończenie).</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="67"/>
        <source>You stopped at {value}, as only the declarer may reach the target.</source>
        <translation>Twój wynik zatrzymuje się na {value}, bo partię może zakończyć tylko grający.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="69"/>
        <source>{name}: stopped at {value}, as only the declarer may reach the target.</source>
        <translation>{name} zatrzymuje się na {value}, bo partię może zakończyć tylko grający.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="71"/>
        <source>Nothing for you this deal, as only the declarer may reach the target.</source>
        <translation>Nic dla ciebie w tym rozdaniu, bo partię może zakończyć tylko grający.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="73"/>
        <source>{name}: nothing this deal, as only the declarer may reach the target.</source>
        <translation>{name}: nic w tym rozdaniu, bo partię może zakończyć tylko grający.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="75"/>
        <source>You reached the barrel at {barrel}.</source>
        <translation>Wchodzisz na beczkę ({barrel}).</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="76"/>
        <source>{name} reached the barrel at {barrel}.</source>
        <translation>{name} wchodzi na beczkę ({barrel}).</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="77"/>
        <source>You reached the barrel.</source>
        <translation>Wchodzisz na beczkę.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="78"/>
        <source>{name} reached the barrel.</source>
        <translation>{name} wchodzi na beczkę.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="79"/>
        <source>You are on the barrel: attempt {value} of {attempts} used.</source>
        <translation>Jesteś na beczce: wykorzystana próba {value} z {attempts}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="81"/>
        <source>{name}: on the barrel, attempt {value} of {attempts} used.</source>
        <translation>{name} jest na beczce: wykorzystana próba {value} z {attempts}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="83"/>
        <source>You are on the barrel: attempt {value} used.</source>
        <translation>Jesteś na beczce: wykorzystana próba {value}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="84"/>
        <source>{name}: on the barrel, attempt {value} used.</source>
        <translation>{name} jest na beczce: wykorzystana próba {value}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="85"/>
        <source>You used up your barrel attempts and fell to {value}.</source>
        <translation>Koniec prób na beczce: spadasz z beczki do {value}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="86"/>
        <source>{name} used up the barrel attempts and fell to {value}.</source>
        <translation>Koniec prób na beczce: {name} spada z beczki do {value}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="87"/>
        <source>You made the contract from the barrel.</source>
        <translation>Ugrywasz z beczki.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="88"/>
        <source>{name} made the contract from the barrel.</source>
        <translation>{name} ugrywa z beczki.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="89"/>
        <source>You failed the contract and came off the barrel at {value}.</source>
        <translation>Nie ugrywasz – spadasz z beczki do {value}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="90"/>
        <source>{name} failed the contract and came off the barrel at {value}.</source>
        <translation>{name} nie ugrywa – spada z beczki do {value}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="92"/>
        <source>Several players reached the barrel together: you fell to {value}.</source>
        <translation>Kilku graczy wchodzi naraz na beczkę – spadasz z beczki do {value}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="94"/>
        <source>Several players reached the barrel together: {name} fell to {value}.</source>
        <translation>Kilku graczy wchodzi naraz na beczkę – {name} spada z beczki do {value}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="96"/>
        <source>You took no trick with {penalty_from} or more: {change}.</source>
        <translation>Nie bierzesz żadnej lewy przy {penalty_from} lub więcej – {change}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="98"/>
        <source>{name} took no trick with {penalty_from} or more: {change}.</source>
        <translation>{name} nie bierze żadnej lewy przy {penalty_from} lub więcej – {change}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="100"/>
        <source>You took no trick: bolt {value}.</source>
        <translation>Nie bierzesz żadnej lewy – bolt nr {value}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="101"/>
        <source>{name} took no trick: bolt {value}.</source>
        <translation>{name} nie bierze żadnej lewy – bolt nr {value}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="102"/>
        <source>Your third bolt: {change}.</source>
        <translation>Twój trzeci bolt – {change}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="103"/>
        <source>{name}: third bolt, {change}.</source>
        <translation>{name}: trzeci bolt – {change}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="104"/>
        <source>You landed on exactly 555: back to 0.</source>
        <translation>Masz równo 555 – wynik wraca do 0.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="105"/>
        <source>{name} landed on exactly 555: back to 0.</source>
        <translation>{name} ma równo 555 – wynik wraca do 0.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="106"/>
        <source>Nobody made a contract in the golden round: every score goes back to 0.</source>
        <translation>W złotej rundzie żadna gra nie weszła: wszystkie wyniki wracają do 0.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="108"/>
        <source>Nobody made a contract in the golden round: every score goes back to where the game started.</source>
        <translation>W złotej rundzie żadna gra nie weszła: wszystkie wyniki wracają do stanu z początku partii.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="110"/>
        <source>You won the game!</source>
        <translation>Koniec gry – wygrywasz!</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="111"/>
        <source>{name} won the game!</source>
        <translation>Koniec gry – wygrywa {name}!</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="112"/>
        <source>The game ended in a draw.</source>
        <translation>Gra zakończyła się remisem.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="113"/>
        <source>Scoring rule applied: {kind}.</source>
        <translation>Zastosowana reguła punktacji: {kind}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="202"/>
        <source>You asked for a redeal: four nines. No score changes.</source>
        <translation>Prosisz o ponowne rozdanie – cztery dziewiątki. Wyniki bez zmian.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="203"/>
        <source>{name} asked for a redeal: four nines. No score changes.</source>
        <translation>{name} prosi o ponowne rozdanie – cztery dziewiątki. Wyniki bez zmian.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="204"/>
        <source>You asked for a redeal: a weak hand. No score changes.</source>
        <translation>Prosisz o ponowne rozdanie – słaba karta. Wyniki bez zmian.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="205"/>
        <source>{name} asked for a redeal: a weak hand. No score changes.</source>
        <translation>{name} prosi o ponowne rozdanie – słaba karta. Wyniki bez zmian.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="206"/>
        <source>You asked for a redeal: a poor musik. No score changes.</source>
        <translation>Prosisz o ponowne rozdanie – słaby musik. Wyniki bez zmian.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="207"/>
        <source>{name} asked for a redeal: a poor musik. No score changes.</source>
        <translation>{name} prosi o ponowne rozdanie – słaby musik. Wyniki bez zmian.</translation>
    </message>
</context>
<context>
    <name>DealSummaryDialog</name>
    <message>
        <location filename="../tysiac_desktop/dialogs/deal_summary.py" line="42"/>
        <source>Deal summary</source>
        <translation>Podsumowanie rozdania</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/deal_summary.py" line="76"/>
        <source>Next deal</source>
        <translation>Następne rozdanie</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/deal_summary.py" line="79"/>
        <source>Continue</source>
        <translation>Dalej</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/deal_summary.py" line="104"/>
        <source>The cards were redealt</source>
        <translation>Karty rozdano ponownie</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/deal_summary.py" line="106"/>
        <source>Everyone played for their own points</source>
        <translation>Każdy grał na własne punkty</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/deal_summary.py" line="23"/>
        <source>{name} bombed at {bid}</source>
        <translation>{name} rzuca bombę przy {bid}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/deal_summary.py" line="22"/>
        <source>You bombed at {bid}</source>
        <translation>Rzucasz bombę przy {bid}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/deal_summary.py" line="24"/>
        <source>You conceded {contract}</source>
        <translation>Poddajesz grę {contract}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/deal_summary.py" line="25"/>
        <source>{name} conceded {contract}</source>
        <translation>{name} poddaje grę {contract}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/deal_summary.py" line="26"/>
        <source>You played {contract}</source>
        <translation>Grasz {contract}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/deal_summary.py" line="27"/>
        <source>{name} played {contract}</source>
        <translation>{name} gra {contract}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/deal_summary.py" line="115"/>
        <source>Deal {number}: {what}</source>
        <translation>Rozdanie {number} – {what}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/deal_summary.py" line="122"/>
        <source>Winning bid {bid}.</source>
        <translation>Wygrana licytacja: {bid}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/deal_summary.py" line="124"/>
        <source>Bid {bid} in the dark; contract {contract}.</source>
        <translation>Licytacja w ciemno: {bid}; gra: {contract}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/deal_summary.py" line="126"/>
        <source>Winning bid {bid}; contract {contract}.</source>
        <translation>Wygrana licytacja: {bid}; gra: {contract}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/deal_summary.py" line="133"/>
        <source>The cards were redealt.</source>
        <translation>Karty rozdano ponownie.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/deal_summary.py" line="135"/>
        <source>No cards were played: the declarer bombed the contract.</source>
        <translation>Nie zagrano ani jednej karty: grający rzucił bombę.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/deal_summary.py" line="137"/>
        <source>No cards were played: the declarer conceded.</source>
        <translation>Nie zagrano ani jednej karty: grający poddał grę.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/deal_summary.py" line="139"/>
        <source>Nobody played a contract: every player scores what they took.</source>
        <translation>Nikt nie był grającym: każdy zapisuje to, co wziął.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/deal_summary.py" line="148"/>
        <source>✓ Made: {cards} in cards + {melds} in marriages = {total} of {contract}.</source>
        <translation>✓ Ugrana: {cards} z kart + {melds} z meldunków = {total} przy grze {contract}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/deal_summary.py" line="150"/>
        <source>✗ Failed: {cards} in cards + {melds} in marriages = {total} of {contract}.</source>
        <translation>✗ Nieugrana: {cards} z kart + {melds} z meldunków = {total} przy grze {contract}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/deal_summary.py" line="152"/>
        <source>✓ Made: {total} in cards of {contract}.</source>
        <translation>✓ Ugrana: {total} z kart przy grze {contract}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/deal_summary.py" line="153"/>
        <source>✗ Failed: {total} in cards of {contract}.</source>
        <translation>✗ Nieugrana: {total} z kart przy grze {contract}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/deal_summary.py" line="178"/>
        <source>Player</source>
        <translation>Gracz</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/deal_summary.py" line="178"/>
        <source>Cards</source>
        <translation>Karty</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/deal_summary.py" line="178"/>
        <source>Marriages</source>
        <translation>Meldunki</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/deal_summary.py" line="178"/>
        <source>Base</source>
        <translation>Podstawa</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/deal_summary.py" line="179"/>
        <source>Change</source>
        <translation>Zmiana</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/deal_summary.py" line="179"/>
        <source>Score</source>
        <translation>Wynik</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/deal_summary.py" line="200"/>
        <source>declarer&apos;s team</source>
        <translation>para grającego</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/deal_summary.py" line="204"/>
        <source>declarer</source>
        <translation>grający</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/deal_summary.py" line="206"/>
        <source>dealer, sits out</source>
        <translation>rozdaje, pauzuje</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/deal_summary.py" line="211"/>
        <source>%1 (%2 + %3)</source>
        <translation>%1 (%2 + %3)</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/deal_summary.py" line="241"/>
        <source>How the deal was scored</source>
        <translation>Jak policzono rozdanie</translation>
    </message>
</context>
<context>
    <name>Events</name>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="29"/>
        <source>You bid {value}</source>
        <translation>Licytujesz {value}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="29"/>
        <source>{name} bids {value}</source>
        <translation>{name} licytuje {value}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="30"/>
        <source>You pass</source>
        <translation>Pasujesz</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="30"/>
        <source>{name} passes</source>
        <translation>{name} pasuje</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="31"/>
        <source>You bid 120 blind</source>
        <translation>Licytujesz 120 w ciemno</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="32"/>
        <source>{name} bids 120 blind</source>
        <translation>{name} licytuje 120 w ciemno</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="33"/>
        <source>You ask for a redeal</source>
        <translation>Prosisz o ponowne rozdanie</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="34"/>
        <source>{name} asks for a redeal</source>
        <translation>{name} prosi o ponowne rozdanie</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="35"/>
        <source>You keep your cards</source>
        <translation>Zostawiasz swoje karty</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="36"/>
        <source>{name} keeps the cards</source>
        <translation>{name} zostawia karty</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="37"/>
        <source>You take the musik</source>
        <translation>Bierzesz musik</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="38"/>
        <source>{name} takes the musik</source>
        <translation>{name} bierze musik</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="39"/>
        <source>You take musik {number}</source>
        <translation>Bierzesz musik {number}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="40"/>
        <source>{name} takes musik {number}</source>
        <translation>{name} bierze musik {number}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="41"/>
        <source>You pick face-down card {number}</source>
        <translation>Wybierasz zakrytą kartę {number}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="42"/>
        <source>{name} picks face-down card {number}</source>
        <translation>{name} wybiera zakrytą kartę {number}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="43"/>
        <source>You give {card} to {to}</source>
        <translation>Dajesz {card} graczowi {to}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="44"/>
        <source>{name} gives {card} to {to}</source>
        <translation>{name} daje {card} graczowi {to}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="45"/>
        <source>You give a card to {to}</source>
        <translation>Dajesz kartę graczowi {to}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="46"/>
        <source>{name} gives a card to {to}</source>
        <translation>{name} daje kartę graczowi {to}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="47"/>
        <location filename="../tysiac_desktop/wording/events.py" line="48"/>
        <source>{name} gives you {card}</source>
        <translation>{name} daje ci {card}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="49"/>
        <location filename="../tysiac_desktop/wording/events.py" line="50"/>
        <source>{name} gives you a card</source>
        <translation>{name} daje ci kartę</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="51"/>
        <source>You lay {card} aside</source>
        <translation>Odkładasz {card}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="52"/>
        <source>{name} lays {card} aside</source>
        <translation>{name} odkłada {card}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="53"/>
        <source>You lay a card aside</source>
        <translation>Odkładasz kartę</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="54"/>
        <source>{name} lays a card aside</source>
        <translation>{name} odkłada kartę</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="55"/>
        <source>You play for {value}</source>
        <translation>Grasz {value}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="56"/>
        <source>{name} plays for {value}</source>
        <translation>{name} gra {value}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="57"/>
        <source>You bomb the deal</source>
        <translation>Rzucasz bombę</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="58"/>
        <source>{name} bombs the deal</source>
        <translation>{name} rzuca bombę</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="59"/>
        <source>You concede the contract</source>
        <translation>Poddajesz grę</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="60"/>
        <source>{name} concedes the contract</source>
        <translation>{name} poddaje grę</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="61"/>
        <source>You lay your cards down and take the rest</source>
        <translation>Wykładasz karty i bierzesz resztę lew</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="62"/>
        <source>{name} lays the cards down and takes the rest</source>
        <translation>{name} wykłada karty i bierze resztę lew</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="63"/>
        <source>You play {card}</source>
        <translation>Zagrywasz {card}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="63"/>
        <source>{name} plays {card}</source>
        <translation>{name} zagrywa {card}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="64"/>
        <source>You play {card} and declare the marriage in {suit} (+{value})</source>
        <translation>Zagrywasz {card} i meldujesz parę: {suit} (+{value})</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="65"/>
        <source>{name} plays {card} and declares the marriage in {suit} (+{value})</source>
        <translation>{name} zagrywa {card} i melduje parę: {suit} (+{value})</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="66"/>
        <source>You take the trick</source>
        <translation>Bierzesz lewę</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="67"/>
        <source>{name} takes the trick</source>
        <translation>{name} bierze lewę</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="71"/>
        <source>You lay your cards down</source>
        <translation>Wykładasz karty</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="72"/>
        <source>{name} lays the cards down</source>
        <translation>{name} wykłada karty</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="75"/>
        <source>Trick {number}: {cards}</source>
        <translation>Lewa {number}: {cards}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="76"/>
        <source>Trick {number}: {cards} — {taker}</source>
        <translation>Lewa {number}: {cards} — {taker}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="77"/>
        <source>you take {points}</source>
        <translation>bierzesz {points} pkt</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="77"/>
        <source>{name} takes {points}</source>
        <translation>{name} bierze {points} pkt</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="78"/>
        <source>you {card}</source>
        <translation>ty {card}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="78"/>
        <source>{name} {card}</source>
        <translation>{name} {card}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="79"/>
        <source>{card} (marriage +{value})</source>
        <translation>{card} (meldunek +{value})</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="82"/>
        <source>The musik: {cards}</source>
        <translation>Musik: {cards}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="83"/>
        <source>Musik {number}: {cards}</source>
        <translation>Musik {number}: {cards}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="84"/>
        <source>Face-down card {number}: {cards}</source>
        <translation>Zakryta karta {number}: {cards}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="85"/>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="89"/>
        <source>bid {value}</source>
        <translation>licytujesz {value}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="89"/>
        <source>bids {value}</source>
        <translation>licytuje {value}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="90"/>
        <source>pass</source>
        <translation>pasujesz</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="90"/>
        <source>passes</source>
        <translation>pasuje</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="91"/>
        <source>bid 120 blind</source>
        <translation>licytujesz 120 w ciemno</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="91"/>
        <source>bids 120 blind</source>
        <translation>licytuje 120 w ciemno</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="92"/>
        <source>ask for a redeal</source>
        <translation>prosisz o ponowne rozdanie</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="92"/>
        <source>asks for a redeal</source>
        <translation>prosi o ponowne rozdanie</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="93"/>
        <source>keep your cards</source>
        <translation>zostawiasz karty</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="93"/>
        <source>keeps the cards</source>
        <translation>zostawia karty</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="94"/>
        <source>play {value}</source>
        <translation>grasz {value}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="94"/>
        <source>plays {value}</source>
        <translation>gra {value}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="95"/>
        <source>deal</source>
        <translation>rozdajesz</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="95"/>
        <source>deals</source>
        <translation>rozdaje</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="96"/>
        <source>deal and sit out</source>
        <translation>rozdajesz i pauzujesz</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="96"/>
        <source>deals and sits out</source>
        <translation>rozdaje i pauzuje</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="98"/>
        <source>partner</source>
        <translation>partner</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="99"/>
        <source>thinking…</source>
        <translation>myśli…</translation>
    </message>
</context>
<context>
    <name>FileProblems</name>
    <message>
        <location filename="../tysiac_desktop/wording/file_problems.py" line="24"/>
        <location filename="../tysiac_desktop/wording/file_problems.py" line="64"/>
        <source>it cannot be read ({detail})</source>
        <translation>nie da się go odczytać ({detail})</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/file_problems.py" line="26"/>
        <source>it is far too large</source>
        <translation>jest o wiele za duży</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/file_problems.py" line="27"/>
        <source>it is empty</source>
        <translation>jest pusty</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/file_problems.py" line="28"/>
        <source>it is damaged (not valid JSON, perhaps cut short)</source>
        <translation>jest uszkodzony (to nie jest poprawny JSON, może został ucięty)</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/file_problems.py" line="29"/>
        <source>it is not a Tysiąc settings file</source>
        <translation>to nie jest plik ustawień Tysiąca</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/file_problems.py" line="30"/>
        <source>its version ({detail}) is not one this program knows</source>
        <translation>ten program nie zna jego wersji ({detail})</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/file_problems.py" line="31"/>
        <source>it was written by a newer version of Tysiąc (format {detail})</source>
        <translation>zapisała go nowsza wersja Tysiąca (format {detail})</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/file_problems.py" line="34"/>
        <source>the setting “{detail}” has a value this program does not accept</source>
        <translation>ustawienie „{detail}” ma wartość, której ten program nie przyjmuje</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/file_problems.py" line="40"/>
        <source>the file is too large ({size} bytes) to be a game record</source>
        <translation>plik jest za duży ({size} bajtów) jak na zapis partii</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/file_problems.py" line="41"/>
        <source>the file cannot be read ({detail})</source>
        <translation>nie można odczytać pliku ({detail})</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/file_problems.py" line="43"/>
        <location filename="../tysiac_desktop/wording/file_problems.py" line="62"/>
        <source>the file is empty</source>
        <translation>plik jest pusty</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/file_problems.py" line="44"/>
        <source>the file is not a text file (UTF-8 expected)</source>
        <translation>plik nie jest plikiem tekstowym (oczekiwano UTF-8)</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/file_problems.py" line="45"/>
        <source>the file is nested too deeply to be a game record</source>
        <translation>plik jest zbyt głęboko zagnieżdżony jak na zapis partii</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/file_problems.py" line="46"/>
        <source>the file is damaged or cut short (not valid JSON)</source>
        <translation>plik jest uszkodzony lub urwany (niepoprawny JSON)</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/file_problems.py" line="47"/>
        <source>the file does not hold a game record</source>
        <translation>plik nie zawiera zapisu partii</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/file_problems.py" line="48"/>
        <source>the file is not a valid game record ({detail})</source>
        <translation>plik nie jest poprawnym zapisem partii ({detail})</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/file_problems.py" line="49"/>
        <source>the file could not be replayed ({detail})</source>
        <translation>nie udało się odtworzyć partii z pliku ({detail})</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/file_problems.py" line="50"/>
        <source>the file cannot be written ({detail})</source>
        <translation>nie można zapisać pliku ({detail})</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/file_problems.py" line="51"/>
        <source>the file cannot be used</source>
        <translation>pliku nie można użyć</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/file_problems.py" line="54"/>
        <source>a folder, a link, a named pipe or a device is there, and it was left as it is</source>
        <translation>w tym miejscu jest folder, dowiązanie, potok nazwany lub urządzenie; pozostawiono je bez zmian</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/file_problems.py" line="56"/>
        <source>its rules cannot be played: {rules}</source>
        <translation>nie da się grać według jego zasad: {rules}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/file_problems.py" line="57"/>
        <source>deal {deal}, move {move}: {reason}</source>
        <translation>rozdanie {deal}, ruch {move}: {reason}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/file_problems.py" line="169"/>
        <source>The statistics file {path} is in use by another program; this session&apos;s games are counted and written to it once it is free.</source>
        <translation>Plik statystyk {path} jest używany przez inny program; gry z tej sesji są liczone i zostaną do niego zapisane, gdy tylko się zwolni.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/file_problems.py" line="25"/>
        <location filename="../tysiac_desktop/wording/file_problems.py" line="42"/>
        <location filename="../tysiac_desktop/wording/file_problems.py" line="61"/>
        <source>it is not a file</source>
        <translation>to nie jest plik</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/file_problems.py" line="32"/>
        <source>it holds “{detail}”, which this version of Tysiąc does not know</source>
        <translation>zawiera „{detail}”, czego ta wersja Tysiąca nie zna</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/file_problems.py" line="63"/>
        <source>the file is too large ({size} bytes)</source>
        <translation>plik jest za duży ({size} bajtów)</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/file_problems.py" line="65"/>
        <source>it is not a database file</source>
        <translation>to nie jest plik bazy danych</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/file_problems.py" line="66"/>
        <source>it cannot be opened ({detail})</source>
        <translation>nie można go otworzyć ({detail})</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/file_problems.py" line="67"/>
        <source>it was written by a newer version of Tysiąc (statistics version {detail})</source>
        <translation>zapisała go nowsza wersja Tysiąca (wersja statystyk {detail})</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/file_problems.py" line="69"/>
        <source>it is not a statistics file of Tysiąc</source>
        <translation>to nie jest plik statystyk Tysiąca</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/file_problems.py" line="70"/>
        <source>it holds tables or other parts that this version does not write</source>
        <translation>zawiera tabele lub inne elementy, których ta wersja nie zapisuje</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/file_problems.py" line="72"/>
        <source>it is damaged</source>
        <translation>jest uszkodzony</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/file_problems.py" line="73"/>
        <source>its rows do not belong together (rows without their game)</source>
        <translation>jego wiersze do siebie nie pasują (wiersze bez swojej partii)</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/file_problems.py" line="74"/>
        <source>it holds values this version does not accept</source>
        <translation>zawiera wartości, których ta wersja nie przyjmuje</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/file_problems.py" line="75"/>
        <source>it holds seat numbers beyond the players of a game</source>
        <translation>zawiera numery miejsc większe niż liczba graczy w partii</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/file_problems.py" line="76"/>
        <source>it is damaged or not a database</source>
        <translation>jest uszkodzony albo nie jest bazą danych</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/file_problems.py" line="77"/>
        <source>it could not be read ({detail})</source>
        <translation>nie udało się go odczytać ({detail})</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/file_problems.py" line="140"/>
        <source>the statistics could not be read ({detail})</source>
        <translation>nie udało się odczytać statystyk ({detail})</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/file_problems.py" line="150"/>
        <source>The game could not be saved to {path}: {detail}.</source>
        <translation>Nie udało się zapisać gry w {path}: {detail}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/file_problems.py" line="153"/>
        <source>{name} cannot be opened: {reason}.</source>
        <translation>Nie można otworzyć pliku {name}: {reason}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/file_problems.py" line="160"/>
        <source>The saved game could not be resumed: {reason}. It could not be moved aside either ({detail}).</source>
        <translation>Nie udało się wznowić zapisanej gry: {reason}. Nie udało się też zmienić nazwy pliku ({detail}).</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/file_problems.py" line="163"/>
        <source>The saved game could not be resumed: {reason}. The file was kept as {path}.</source>
        <translation>Nie udało się wznowić zapisanej gry: {reason}. Plik zachowano jako {path}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/file_problems.py" line="177"/>
        <source>The statistics file {path} could not be used: {reason}. It could not be moved aside either ({detail}), so this session&apos;s games are counted but not kept.</source>
        <translation>Nie można użyć pliku statystyk {path}: {reason}. Nie udało się też zmienić jego nazwy ({detail}), więc gry z tej sesji są liczone, ale nie zostaną zachowane.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/file_problems.py" line="181"/>
        <source>The statistics file could not be used: {reason}. It was kept as {path}; new statistics have been started.</source>
        <translation>Nie można użyć pliku statystyk: {reason}. Zachowano go jako {path}; rozpoczęto nowe statystyki.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/file_problems.py" line="185"/>
        <source>Statistics cannot be saved in {folder} ({detail}), so this session&apos;s games are counted but not kept.</source>
        <translation>Nie można zapisywać statystyk w {folder} ({detail}), więc gry z tej sesji są liczone, ale nie zostaną zachowane.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/file_problems.py" line="189"/>
        <source>Statistics cannot be saved in {path} ({detail}); the games recorded so far are shown, but this session&apos;s games are not kept.</source>
        <translation>Nie można zapisywać statystyk w {path} ({detail}); dotychczasowe gry są pokazywane, ale gry z tej sesji nie zostaną zachowane.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/file_problems.py" line="199"/>
        <source>The defaults are used; the old file was kept as {path}.</source>
        <translation>Użyto ustawień domyślnych; stary plik zachowano jako {path}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/file_problems.py" line="202"/>
        <source>The defaults are used; the file could not be moved aside.</source>
        <translation>Użyto ustawień domyślnych; nie udało się zmienić nazwy pliku.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/file_problems.py" line="203"/>
        <source>Your settings could not be used: {reason}.</source>
        <translation>Nie można użyć twoich ustawień: {reason}.</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <location filename="../tysiac_desktop/wording/computer_problems.py" line="12"/>
        <source>the computer player&apos;s process stopped unexpectedly</source>
        <translation>proces gracza komputerowego nieoczekiwanie się zakończył</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/computer_problems.py" line="13"/>
        <source>the computer player took too long</source>
        <translation>gracz komputerowy myślał za długo</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/computer_problems.py" line="22"/>
        <source>the computer player failed ({detail})</source>
        <translation>wystąpił błąd gracza komputerowego ({detail})</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/computer_problems.py" line="46"/>
        <source>The saved game could not be resumed: {reason}.</source>
        <translation>Nie udało się wznowić zapisanej gry: {reason}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/computer_problems.py" line="28"/>
        <source>{name}: the computer player answered “{token}”, which is not a move; the first legal move is played instead.</source>
        <translation>{name}: gracz komputerowy odpowiedział „{token}”, co nie jest ruchem; zamiast tego zagrano pierwszy dozwolony ruch.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/computer_problems.py" line="34"/>
        <source>{name}: {problem}; the first legal move is played instead.</source>
        <translation>{name}: {problem}; zamiast tego zagrano pierwszy dozwolony ruch.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/computer_problems.py" line="40"/>
        <source>{name}: the computer player chose a move that is not allowed ({reason}); the first legal move is played instead.</source>
        <translation>{name}: gracz komputerowy wybrał niedozwolony ruch ({reason}); zamiast tego zagrano pierwszy dozwolony ruch.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/computer_problems.py" line="50"/>
        <source>The game could not be saved automatically: {detail}.</source>
        <translation>Nie udało się automatycznie zapisać gry: {detail}.</translation>
    </message>
</context>
<context>
    <name>GameOverDialog</name>
    <message>
        <location filename="../tysiac_desktop/dialogs/game_over.py" line="34"/>
        <location filename="../tysiac_desktop/dialogs/game_over.py" line="91"/>
        <source>Game over</source>
        <translation>Koniec gry</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/game_over.py" line="51"/>
        <source>Play again</source>
        <translation>Zagraj jeszcze raz</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/game_over.py" line="53"/>
        <source>New game…</source>
        <translation>Nowa gra…</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/game_over.py" line="55"/>
        <source>Close</source>
        <translation>Zamknij</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/game_over.py" line="17"/>
        <source>{name} won!</source>
        <translation>Wygrywa {name}!</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/game_over.py" line="17"/>
        <source>You won!</source>
        <translation>Wygrywasz!</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/game_over.py" line="90"/>
        <source>A draw!</source>
        <translation>Remis!</translation>
    </message>
    <message numerus="yes">
        <location filename="../tysiac_desktop/dialogs/game_over.py" line="95"/>
        <source>with %Ln points</source>
        <translation>
            <numerusform>z %Ln punktem</numerusform>
            <numerusform>z %Ln punktami</numerusform>
            <numerusform>z %Ln punktami</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/game_over.py" line="98"/>
        <source>Level at the top: {names}</source>
        <translation>Ex aequo na czele: {names}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/game_over.py" line="114"/>
        <source>{place}.</source>
        <translation>{place}.</translation>
    </message>
</context>
<context>
    <name>GermanSuits</name>
    <message>
        <location filename="../tysiac_desktop/wording/words.py" line="92"/>
        <source>hearts</source>
        <translation>czerwień</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/words.py" line="92"/>
        <source>bells</source>
        <translation>dzwonek</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/words.py" line="93"/>
        <source>acorns</source>
        <translation>żołądź</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/words.py" line="93"/>
        <source>leaves</source>
        <translation>wino</translation>
    </message>
</context>
<context>
    <name>Hint</name>
    <message>
        <location filename="../tysiac_desktop/wording/hints.py" line="26"/>
        <source>bid {value}</source>
        <translation>licytuj {value}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/hints.py" line="27"/>
        <source>pass</source>
        <translation>pasuj</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/hints.py" line="28"/>
        <source>bid blind (dark)</source>
        <translation>licytuj w ciemno</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/hints.py" line="29"/>
        <source>ask for a redeal</source>
        <translation>poproś o ponowne rozdanie</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/hints.py" line="30"/>
        <source>keep the cards</source>
        <translation>zostaw karty</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/hints.py" line="31"/>
        <source>take the musik</source>
        <translation>weź musik</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/hints.py" line="32"/>
        <source>give {card} to {seat}</source>
        <translation>oddaj {card} graczowi {seat}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/hints.py" line="33"/>
        <source>lay {card} aside</source>
        <translation>odłóż {card}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/hints.py" line="34"/>
        <source>declare {value}</source>
        <translation>graj {value}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/hints.py" line="35"/>
        <source>bomb the deal</source>
        <translation>rzuć bombę</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/hints.py" line="36"/>
        <source>concede</source>
        <translation>poddaj grę</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/hints.py" line="37"/>
        <source>play {card}</source>
        <translation>zagraj {card}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/hints.py" line="38"/>
        <source>lead {card} and declare the marriage</source>
        <translation>wyjdź {card} i zamelduj</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/hints.py" line="39"/>
        <source>play {card} on the queen and declare the marriage</source>
        <translation>dołóż {card} na damę i zamelduj</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/hints.py" line="40"/>
        <source>claim the remaining tricks</source>
        <translation>wyłóż karty – reszta lew jest twoja</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/hints.py" line="45"/>
        <source>Your contract looks safe: {move}.</source>
        <translation>Twoja gra wygląda na pewną: {move}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/hints.py" line="46"/>
        <source>Your contract will probably be made; {move} gives it the best chance.</source>
        <translation>Twoja gra raczej wejdzie; największą szansę daje: {move}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/hints.py" line="47"/>
        <source>Your contract hangs in the balance; {move} gives it the best chance.</source>
        <translation>Twoja gra wisi na włosku; największą szansę daje: {move}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/hints.py" line="48"/>
        <source>Your contract looks unlikely; {move} gives it the best chance.</source>
        <translation>Twoja gra raczej nie wejdzie; największą szansę daje: {move}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/hints.py" line="49"/>
        <source>Your contract looks lost: it costs {stake} whatever you take, so {card} keeps the others&apos; points lowest.</source>
        <translation>Twoja gra wygląda na przegraną: kosztuje {stake} bez względu na to, ile weźmiesz, więc po {card} przeciwnicy wezmą najmniej punktów.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/hints.py" line="59"/>
        <source>Your side&apos;s contract looks lost: it costs {stake} whatever your side takes, so {card} keeps the other side&apos;s points lowest.</source>
        <translation>Gra twojej drużyny wygląda na przegraną: kosztuje {stake} bez względu na to, ile weźmiecie, więc po {card} przeciwnicy wezmą najmniej punktów.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/hints.py" line="67"/>
        <source>{name}&apos;s contract looks beaten (it costs {stake}); every point you take counts: {move}.</source>
        <translation>Gra gracza {name} raczej nie wejdzie (kosztuje {stake}); liczy się każdy punkt, który weźmiesz: {move}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/hints.py" line="72"/>
        <source>{move}: over the deals the cards may be in, playing the game at {bid} is worth about {declare} points to you, passing about {defend}.</source>
        <translation>{move}: w rozkładach, w jakich mogą leżeć karty, gra {bid} jest dla ciebie warta około {declare} pkt, a pas około {defend}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/hints.py" line="124"/>
        <source>With every card open, you could take {total} against the best defence: the contract could be made.</source>
        <translation>Przy otwartych kartach i najlepszej grze przeciwników dało się wziąć {total}: gra była do ugrania.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/hints.py" line="128"/>
        <source>With every card open, you could take {total} against the best defence: no play makes the contract.</source>
        <translation>Przy otwartych kartach i najlepszej grze przeciwników dało się wziąć {total}: gra była nie do ugrania.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/hints.py" line="126"/>
        <source>With every card open, {name} could take {total} against the best defence: the contract could be made.</source>
        <translation>Przy otwartych kartach i najlepszej grze przeciwników gracz {name} mógł wziąć {total}: gra była do ugrania.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/hints.py" line="130"/>
        <source>With every card open, {name} could take {total} against the best defence: no play makes the contract.</source>
        <translation>Przy otwartych kartach i najlepszej grze przeciwników gracz {name} mógł wziąć {total}: gra była nie do ugrania.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/hints.py" line="53"/>
        <source>Your side&apos;s contract looks safe: {move}.</source>
        <translation>Gra twojej drużyny wygląda na pewną: {move}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/hints.py" line="54"/>
        <source>Your side&apos;s contract will probably be made; {move} gives it the best chance.</source>
        <translation>Gra twojej drużyny raczej wejdzie; największą szansę daje: {move}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/hints.py" line="56"/>
        <source>Your side&apos;s contract hangs in the balance; {move} gives it the best chance.</source>
        <translation>Gra twojej drużyny wisi na włosku; największą szansę daje: {move}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/hints.py" line="58"/>
        <source>Your side&apos;s contract looks unlikely; {move} gives it the best chance.</source>
        <translation>Gra twojej drużyny raczej nie wejdzie; największą szansę daje: {move}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/hints.py" line="63"/>
        <source>{name}&apos;s contract looks safe whatever you play: {move}.</source>
        <translation>Gra gracza {name} wejdzie, cokolwiek zagrasz: {move}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/hints.py" line="64"/>
        <source>{name} will probably make the contract; {move} gives the best chance to beat it.</source>
        <translation>{name} raczej ugra swoje; największą szansę, by gra nie weszła, daje: {move}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/hints.py" line="66"/>
        <source>{name}&apos;s contract can be beaten; {move} gives the best chance.</source>
        <translation>Gra gracza {name} może nie wejść; największą szansę daje: {move}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/hints.py" line="70"/>
        <source>{move}.</source>
        <translation>{move}.</translation>
    </message>
</context>
<context>
    <name>HostWhere</name>
    <message>
        <location filename="../tysiac_desktop/dialogs/host_where.py" line="46"/>
        <source>Where the table is</source>
        <translation>Gdzie jest stół</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/host_where.py" line="47"/>
        <source>On this computer</source>
        <translation>Na tym komputerze</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/host_where.py" line="48"/>
        <source>On a table server</source>
        <translation>Na serwerze stołów</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/host_where.py" line="49"/>
        <source>Table server address</source>
        <translation>Adres serwera stołów</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/host_where.py" line="67"/>
        <source>Type the table server&apos;s address, e.g. wss://tysiac.example.org/t</source>
        <translation>Wpisz adres serwera stołów, np. wss://tysiac.example.org/t</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/host_where.py" line="73"/>
        <source>The server deals and keeps the table: friends anywhere join it, and you may close the app and rejoin.</source>
        <translation>Serwer rozdaje karty i przechowuje stół: znajomi dołączają z dowolnego miejsca, a ty możesz zamknąć program i wrócić.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/host_where.py" line="75"/>
        <source>Friends on your network join at this computer&apos;s address; from elsewhere they need your router to forward the port (see the README).</source>
        <translation>Znajomi w twojej sieci dołączają pod adresem tego komputera; spoza niej potrzebne jest przekierowanie portu na routerze (zob. README).</translation>
    </message>
</context>
<context>
    <name>HouseRulesDialog</name>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="58"/>
        <source>House rules</source>
        <translation>Zasady domowe</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="86"/>
        <source>Save</source>
        <translation>Zapisz</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="117"/>
        <source>Rule set:</source>
        <translation>Zestaw zasad:</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="121"/>
        <source>A preset or one of your saved rule sets; choosing one loads all of its rules.</source>
        <translation>Gotowy wariant lub jeden z twoich zapisanych zestawów zasad; wybranie go wczytuje wszystkie jego zasady.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="124"/>
        <source>Rule set</source>
        <translation>Zestaw zasad</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="129"/>
        <source>Save as…</source>
        <translation>Zapisz jako…</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="130"/>
        <source>Save these rules as a named rule set.</source>
        <translation>Zapisz te zasady jako zestaw pod własną nazwą.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="131"/>
        <source>Rename…</source>
        <translation>Zmień nazwę…</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="132"/>
        <source>Delete</source>
        <translation>Usuń</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="133"/>
        <source>Import…</source>
        <translation>Importuj…</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="134"/>
        <source>Read the rules from a rule-set file or a game record.</source>
        <translation>Wczytaj zasady z pliku zestawu zasad lub z zapisu partii.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="135"/>
        <source>Export…</source>
        <translation>Eksportuj…</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="136"/>
        <source>Write these rules to a file (the rules of a game record).</source>
        <translation>Zapisz te zasady do pliku (tak jak zasady w zapisie partii).</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="149"/>
        <source>Start from:</source>
        <translation>Na podstawie:</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="155"/>
        <source>Start from</source>
        <translation>Na podstawie</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="337"/>
        <source>“%1” (based on %2)</source>
        <translation>„%1” (na podstawie: %2)</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="338"/>
        <source>“%1”, changed (based on %2)</source>
        <translation>„%1”, zmieniony (na podstawie: %2)</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="341"/>
        <source>Custom (based on %1)</source>
        <translation>Własne (na podstawie: %1)</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="365"/>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="659"/>
        <source>Not possible: %1</source>
        <translation>Niemożliwe: %1</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="421"/>
        <source>My sets</source>
        <translation>Moje zestawy</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="519"/>
        <source>Save rule set</source>
        <translation>Zapisz zestaw zasad</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="521"/>
        <source>Name of the rule set:</source>
        <translation>Nazwa zestawu zasad:</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="533"/>
        <source>A rule set named “%1” already exists. Replace it?</source>
        <translation>Zestaw zasad o nazwie „%1” już istnieje. Zastąpić go?</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="548"/>
        <source>Rename rule set</source>
        <translation>Zmień nazwę zestawu zasad</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="549"/>
        <source>New name of “%1”:</source>
        <translation>Nowa nazwa zestawu „%1”:</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="564"/>
        <source>Delete rule set</source>
        <translation>Usuń zestaw zasad</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="566"/>
        <source>Delete the rule set “%1”? This cannot be undone.</source>
        <translation>Usunąć zestaw zasad „%1”? Tego nie można cofnąć.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="577"/>
        <source>Import rule set</source>
        <translation>Importuj zestaw zasad</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="579"/>
        <source>Rule sets and game records (*.json);;All files (*)</source>
        <translation>Zestawy zasad i zapisy partii (*.json);;Wszystkie pliki (*)</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="596"/>
        <source>Export rule set</source>
        <translation>Eksportuj zestaw zasad</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="599"/>
        <source>Rule sets (*.json);;All files (*)</source>
        <translation>Zestawy zasad (*.json);;Wszystkie pliki (*)</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="623"/>
        <source>the option %1 is not valid</source>
        <translation>opcja %1 jest nieprawidłowa</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="626"/>
        <source>the name in the file is not allowed</source>
        <translation>nazwa zapisana w pliku jest niedozwolona</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="628"/>
        <source>a name can have at most %1 characters</source>
        <translation>nazwa może mieć najwyżej %1 znaków</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="630"/>
        <source>a name cannot contain control characters or slashes</source>
        <translation>nazwa nie może zawierać znaków sterujących ani ukośników</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="631"/>
        <source>the name is empty</source>
        <translation>nazwa jest pusta</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="633"/>
        <source>a rule set with this name already exists</source>
        <translation>zestaw zasad o tej nazwie już istnieje</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="634"/>
        <source>the rule set no longer exists</source>
        <translation>ten zestaw zasad już nie istnieje</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="635"/>
        <source>the file cannot be read</source>
        <translation>nie można odczytać pliku</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="636"/>
        <source>the file is too large to be a rule set</source>
        <translation>plik jest za duży jak na zestaw zasad</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="637"/>
        <source>the file is empty</source>
        <translation>plik jest pusty</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="638"/>
        <source>the file is not a text file</source>
        <translation>to nie jest plik tekstowy</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="639"/>
        <source>the file is damaged or cut short (not valid JSON)</source>
        <translation>plik jest uszkodzony lub urwany (niepoprawny JSON)</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="640"/>
        <source>the file is nested too deeply</source>
        <translation>plik jest zbyt głęboko zagnieżdżony</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="641"/>
        <source>the file does not hold rules</source>
        <translation>plik nie zawiera zasad</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="642"/>
        <source>the file is not a rule set</source>
        <translation>plik nie jest zestawem zasad</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="643"/>
        <source>the file has no valid version number</source>
        <translation>plik nie ma poprawnego numeru wersji</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="644"/>
        <source>the file was made by a newer version of Tysiąc</source>
        <translation>plik pochodzi z nowszej wersji Tysiąca</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="645"/>
        <source>another rule set has the same name</source>
        <translation>inny zestaw zasad ma tę samą nazwę</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="646"/>
        <source>the file cannot be written</source>
        <translation>nie można zapisać pliku</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="649"/>
        <source>the file cannot be used</source>
        <translation>pliku nie można użyć</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="655"/>
        <source>%1 cannot be imported: %2.</source>
        <translation>Nie można zaimportować pliku %1: %2.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="657"/>
        <source>%1 cannot be written.</source>
        <translation>Nie można zapisać pliku %1.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="670"/>
        <source>The saved rule set %1 could not be loaded: %2. It was moved aside as %3.</source>
        <translation>Nie udało się wczytać zapisanego zestawu zasad %1: %2. Plik zachowano pod nazwą %3.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="672"/>
        <source>The saved rule set %1 could not be loaded: %2.</source>
        <translation>Nie udało się wczytać zapisanego zestawu zasad %1: %2.</translation>
    </message>
</context>
<context>
    <name>IllegalMoves</name>
    <message>
        <location filename="../tysiac_desktop/wording/rule_errors.py" line="70"/>
        <source>{card} is not in your hand.</source>
        <translation>Nie masz na ręce karty {card}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_errors.py" line="71"/>
        <source>{card} cannot be played: you must follow suit ({led}).</source>
        <translation>Nie można zagrać {card}: musisz dołożyć do koloru ({led}).</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_errors.py" line="73"/>
        <source>{card} cannot be played: you must beat {winning} when you can.</source>
        <translation>Nie można zagrać {card}: musisz przebić {winning}, jeśli możesz.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_errors.py" line="75"/>
        <source>{card} cannot be played: you have no {led}, so you must play a trump.</source>
        <translation>Nie można zagrać {card}: nie masz koloru {led}, więc musisz dać atut.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_errors.py" line="77"/>
        <source>{card} cannot be played: you have no {led}, so you must play a trump that takes the trick.</source>
        <translation>Nie można zagrać {card}: nie masz koloru {led}, więc musisz dać atut, który bierze lewę.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_errors.py" line="79"/>
        <source>It is {name}&apos;s turn.</source>
        <translation>Teraz kolej: {name}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_errors.py" line="80"/>
        <source>That move is not possible now.</source>
        <translation>Ten ruch nie jest teraz możliwy.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_errors.py" line="81"/>
        <source>The game is over.</source>
        <translation>Gra się skończyła.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_errors.py" line="82"/>
        <source>The deal is over.</source>
        <translation>Rozdanie się skończyło.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_errors.py" line="83"/>
        <source>That move is not understood.</source>
        <translation>Nie rozumiem tego ruchu.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_errors.py" line="84"/>
        <source>Under these rules the cards cannot be laid down to claim the remaining tricks.</source>
        <translation>Według tych zasad nie można wyłożyć kart, by wziąć pozostałe lewy.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_errors.py" line="86"/>
        <source>You cannot claim the remaining tricks: the defenders could still take a trick.</source>
        <translation>Nie możesz wyłożyć kart: przeciwnicy mogliby jeszcze wziąć lewę.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_errors.py" line="88"/>
        <source>Only the declarer can claim the remaining tricks, when leading to a trick.</source>
        <translation>Wyłożyć karty może tylko grający i tylko wtedy, gdy wychodzi do lewy.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_errors.py" line="90"/>
        <source>You cannot claim yet: there are still cards to draw or to turn up.</source>
        <translation>Jeszcze nie możesz wyłożyć kart: zostały karty do dobrania lub odkrycia.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_errors.py" line="92"/>
        <source>A marriage can only be declared when you lead to a trick.</source>
        <translation>Meldunek można zgłosić tylko przy wyjściu do lewy.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_errors.py" line="94"/>
        <source>A marriage can be declared during a trick only by playing the king onto the queen of its suit played just before.</source>
        <translation>W trakcie lewy meldunek można zgłosić tylko, dokładając króla na damę tego samego koloru zagraną tuż przed nim („meldunek na kimś”).</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_errors.py" line="97"/>
        <source>A marriage can only be declared after you have taken a trick in this deal.</source>
        <translation>Meldunek można zgłosić dopiero po wzięciu lewy w tym rozdaniu.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_errors.py" line="99"/>
        <source>No marriage can be declared before the first trick is over.</source>
        <translation>Przed zakończeniem pierwszej lewy nie można zgłosić meldunku.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_errors.py" line="101"/>
        <source>Under these rules a marriage is declared with the queen only.</source>
        <translation>Według tych zasad meldunek zgłasza się tylko damą.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_errors.py" line="103"/>
        <source>{card} does not declare a marriage you hold.</source>
        <translation>Kartą {card} nie zgłosisz meldunku – nie masz tej pary.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_errors.py" line="104"/>
        <source>A bomb is not allowed at this bid.</source>
        <translation>Przy tej licytacji bomba jest niedozwolona.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_errors.py" line="105"/>
        <source>You have no bomb left in this game.</source>
        <translation>Nie masz już bomby w tej grze.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_errors.py" line="106"/>
        <source>You cannot bomb now.</source>
        <translation>Nie możesz teraz rzucić bomby.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_errors.py" line="107"/>
        <source>You cannot concede now.</source>
        <translation>Nie możesz się teraz poddać.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_errors.py" line="108"/>
        <source>The auction opens with the forced bid of {low}.</source>
        <translation>Licytację otwiera obowiązkowe {low}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_errors.py" line="109"/>
        <source>The bid must be higher than the highest bid so far: from {low} to {high}.</source>
        <translation>Trzeba przebić dotychczasową najwyższą licytację: od {low} do {high}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_errors.py" line="111"/>
        <source>The bid must be higher than the highest bid so far, and your hand allows no higher bid: you can only pass.</source>
        <translation>Trzeba przebić dotychczasową najwyższą licytację, a twoje karty nie pozwalają licytować wyżej: możesz tylko spasować.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_errors.py" line="113"/>
        <source>Bids go up one step at a time: the next bid is {low}.</source>
        <translation>Podbija się o jeden krok: następna wartość to {low}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_errors.py" line="114"/>
        <source>Your hand does not allow that much (highest bid): from {low} to {high}.</source>
        <translation>Twoje karty nie pozwalają na tyle (najwyższa licytacja): od {low} do {high}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_errors.py" line="116"/>
        <source>Your hand does not allow a higher bid: you can only pass.</source>
        <translation>Twoje karty nie pozwalają licytować wyżej: możesz tylko spasować.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_errors.py" line="118"/>
        <source>That is above the highest bid of the game: from {low} to {high}.</source>
        <translation>To więcej niż najwyższa licytacja w tej grze: od {low} do {high}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_errors.py" line="120"/>
        <source>That is above the highest bid of the game.</source>
        <translation>To więcej niż najwyższa licytacja w tej grze.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_errors.py" line="121"/>
        <source>The contract must be at least the winning bid: from {low} to {high}.</source>
        <translation>Trzeba grać co najmniej tyle, ile się wylicytowało: od {low} do {high}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_errors.py" line="123"/>
        <source>On the barrel the contract must be enough to finish the game: at least {low}.</source>
        <translation>Na beczce trzeba grać tyle, żeby skończyć partię: co najmniej {low}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_errors.py" line="125"/>
        <source>Possible now: from {low} to {high} in steps of {step}.</source>
        <translation>Teraz można: od {low} do {high} co {step}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_errors.py" line="126"/>
        <source>Only {low} is possible now.</source>
        <translation>Teraz można tylko {low}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_errors.py" line="127"/>
        <source>A blind bid is not possible now.</source>
        <translation>Licytacja w ciemno nie jest teraz możliwa.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_errors.py" line="128"/>
        <source>After a blind bid the contract is 120: no other contract and no bomb.</source>
        <translation>Po licytacji w ciemno gra się 120: bez innej deklaracji i bez bomby.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_errors.py" line="130"/>
        <source>In the golden round the contract is 120: no other contract and no bomb.</source>
        <translation>W złotej rundzie gra się 120: bez innej deklaracji i bez bomby.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_errors.py" line="132"/>
        <source>You have already taken that musik.</source>
        <translation>Ten musik jest już wzięty.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_errors.py" line="133"/>
        <source>There is no such musik.</source>
        <translation>Nie ma takiego musiku.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_errors.py" line="134"/>
        <source>That player already has a card from you.</source>
        <translation>Ten gracz dostał już od ciebie kartę.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_errors.py" line="135"/>
        <source>A card can only be given to another player of the deal.</source>
        <translation>Kartę można dać tylko innemu graczowi biorącemu udział w rozdaniu.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_errors.py" line="137"/>
        <source>That move is not allowed now.</source>
        <translation>Ten ruch jest teraz niedozwolony.</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <location filename="../tysiac_desktop/network/menu.py" line="42"/>
        <source>Join a table</source>
        <translation>Dołącz do stołu</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/network/menu.py" line="79"/>
        <source>Paste the invitation your friend sent into any field.</source>
        <translation>Wklej zaproszenie od znajomego do dowolnego pola.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/network/menu.py" line="80"/>
        <source>&amp;Address</source>
        <translation>&amp;Adres</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/network/menu.py" line="81"/>
        <source>Table &amp;code</source>
        <translation>&amp;Kod stołu</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/network/menu.py" line="82"/>
        <source>Your &amp;name</source>
        <translation>Twoje &amp;imię</translation>
    </message>
</context>
<context>
    <name>KeysDialog</name>
    <message>
        <location filename="../tysiac_desktop/dialogs/keys.py" line="24"/>
        <source>Keyboard</source>
        <translation>Klawiatura</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/keys.py" line="30"/>
        <source>Everything can be done with the keyboard:</source>
        <translation>Wszystko można zrobić z klawiatury:</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/keys.py" line="37"/>
        <source>Left, Right, Home, End</source>
        <translation>Strzałka w lewo i w prawo, Home, End</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/keys.py" line="37"/>
        <source>choose a card of your hand (and of your face-up piles)</source>
        <translation>wybór karty z ręki (i z odkrytych stosików)</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/keys.py" line="38"/>
        <source>Enter or Space</source>
        <translation>Enter lub spacja</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/keys.py" line="38"/>
        <source>play the chosen card; give it or lay it aside after the musik</source>
        <translation>zagranie wybranej karty; po musiku: oddanie jej lub odłożenie</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/keys.py" line="39"/>
        <source>Tab, Shift+Tab</source>
        <translation>Tab, Shift+Tab</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/keys.py" line="39"/>
        <source>go to the buttons under the table (bids, contract, musik), the log and the rules in force, and back; Enter or Space presses a button or opens the rules</source>
        <translation>przejście do przycisków pod stołem (licytacja, gra, musik), do przebiegu i do obowiązujących zasad, i z powrotem; Enter albo spacja naciska przycisk albo otwiera zasady</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/keys.py" line="42"/>
        <source>Up, Down</source>
        <translation>Strzałka w górę i w dół</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/keys.py" line="42"/>
        <source>in a list of bids or contracts: choose the value</source>
        <translation>na liście licytacji lub deklaracji: wybór wartości</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/keys.py" line="43"/>
        <source>Arrows, Home, End</source>
        <translation>Strzałki, Home, End</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/keys.py" line="43"/>
        <source>in the score sheet or a table of the statistics: walk the cells; on the score chart: step from deal to deal</source>
        <translation>w tabeli wyników lub tabeli statystyk: przechodzenie po komórkach; na wykresie wyników: od rozdania do rozdania</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/keys.py" line="45"/>
        <source>Enter or Space, or a click</source>
        <translation>Enter, spacja lub kliknięcie</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/keys.py" line="45"/>
        <source>take a completed trick off the table at once</source>
        <translation>zebranie pełnej lewy ze stołu od razu</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/keys.py" line="47"/>
        <source>show the last trick (again to hide it)</source>
        <translation>pokazanie ostatniej lewy (ponownie: ukrycie)</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/keys.py" line="48"/>
        <source>ask for a hint</source>
        <translation>podpowiedź</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/keys.py" line="49"/>
        <source>say my cards, suit by suit (and which may be played)</source>
        <translation>odczytanie moich kart, kolor po kolorze (i tych, które można zagrać)</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/keys.py" line="50"/>
        <source>say the cards of the trick on the table, and whose turn it is</source>
        <translation>odczytanie kart lewy na stole i czyj jest ruch</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/keys.py" line="51"/>
        <source>say the scores</source>
        <translation>odczytanie wyników</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/keys.py" line="52"/>
        <source>say the highest bid or the contract, who plays it, and the trump</source>
        <translation>odczytanie najwyższej licytacji albo deklaracji, kto gra, i atutu</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/keys.py" line="53"/>
        <source>say what has been taken so far</source>
        <translation>odczytanie, co dotąd wzięto</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/keys.py" line="55"/>
        <source>a new game</source>
        <translation>nowa gra</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/keys.py" line="57"/>
        <source>open a game record</source>
        <translation>otwarcie zapisu partii</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/keys.py" line="59"/>
        <source>save the game record</source>
        <translation>zapisanie partii</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/keys.py" line="61"/>
        <source>the rules</source>
        <translation>zasady</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/keys.py" line="62"/>
        <source>Alt + underlined letter</source>
        <translation>Alt + podkreślona litera</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/keys.py" line="62"/>
        <source>open a menu, or choose in a dialog</source>
        <translation>otwarcie menu lub wybór w oknie</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/keys.py" line="63"/>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/keys.py" line="63"/>
        <source>cancel a question of the bar; close a dialog (the deal&apos;s summary: on to the next deal)</source>
        <translation>anulowanie pytania z paska; zamknięcie okna (podsumowanie rozdania: przejście do następnego rozdania)</translation>
    </message>
</context>
<context>
    <name>Levels</name>
    <message>
        <location filename="../tysiac_desktop/wording/words.py" line="147"/>
        <source>Easy</source>
        <translation>Łatwy</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/words.py" line="148"/>
        <source>Medium</source>
        <translation>Średni</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/words.py" line="149"/>
        <source>Hard</source>
        <translation>Trudny</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/words.py" line="150"/>
        <source>Expert</source>
        <translation>Ekspert</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="143"/>
        <location filename="../tysiac_desktop/main_window.py" line="385"/>
        <location filename="../tysiac_desktop/single_instance.py" line="219"/>
        <source>Tysiąc</source>
        <translation>Tysiąc</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/menus.py" line="107"/>
        <source>&amp;Game</source>
        <translation>&amp;Gra</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/menus.py" line="108"/>
        <source>&amp;New game…</source>
        <translation>&amp;Nowa gra…</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/menus.py" line="110"/>
        <source>Lea&amp;ve the table</source>
        <translation>&amp;Opuść stół</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/menus.py" line="111"/>
        <source>&amp;Resume saved game</source>
        <translation>&amp;Wznów zapisaną grę</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/menus.py" line="112"/>
        <source>&amp;Open record…</source>
        <translation>&amp;Otwórz zapis partii…</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/menus.py" line="113"/>
        <source>&amp;Save record…</source>
        <translation>&amp;Zapisz partię…</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/menus.py" line="22"/>
        <source>Say my &amp;cards</source>
        <translation>Odczytaj moje &amp;karty</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/menus.py" line="23"/>
        <source>Say the &amp;trick on the table</source>
        <translation>Odczytaj &amp;lewę na stole</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/menus.py" line="24"/>
        <source>Say the &amp;scores</source>
        <translation>Odczytaj &amp;wyniki</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/menus.py" line="25"/>
        <source>Say the &amp;bid, contract and trump</source>
        <translation>Odczytaj licytację, &amp;deklarację i atut</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/menus.py" line="26"/>
        <source>Say &amp;what was taken</source>
        <translation>Odczytaj, &amp;co wzięto</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/menus.py" line="114"/>
        <source>S&amp;core sheet</source>
        <translation>&amp;Tabela wyników</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/menus.py" line="115"/>
        <source>Ho&amp;use rules…</source>
        <translation>Zasady do&amp;mowe…</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/menus.py" line="116"/>
        <source>Rules in &amp;force</source>
        <translation>O&amp;bowiązujące zasady</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/menus.py" line="117"/>
        <source>S&amp;tatistics</source>
        <translation>&amp;Statystyki</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/menus.py" line="118"/>
        <source>&amp;Quit</source>
        <translation>Za&amp;kończ</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/menus.py" line="119"/>
        <source>&amp;Play</source>
        <translation>&amp;Rozgrywka</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/menus.py" line="120"/>
        <source>&amp;Hint</source>
        <translation>&amp;Podpowiedź</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/menus.py" line="121"/>
        <source>&amp;Last trick</source>
        <translation>&amp;Ostatnia lewa</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/menus.py" line="124"/>
        <source>&amp;View</source>
        <translation>&amp;Widok</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/menus.py" line="125"/>
        <source>Animations off</source>
        <translation>Bez animacji</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/menus.py" line="125"/>
        <source>Fast animations</source>
        <translation>Szybkie animacje</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/menus.py" line="126"/>
        <source>Normal animations</source>
        <translation>Zwykłe animacje</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/menus.py" line="126"/>
        <source>Slow animations</source>
        <translation>Wolne animacje</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/menus.py" line="129"/>
        <source>&amp;Language</source>
        <translation>&amp;Język</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/menus.py" line="133"/>
        <source>&amp;Settings</source>
        <translation>&amp;Ustawienia</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/menus.py" line="134"/>
        <source>&amp;Preferences…</source>
        <translation>&amp;Preferencje…</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/menus.py" line="135"/>
        <source>&amp;Help</source>
        <translation>Pomo&amp;c</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/menus.py" line="136"/>
        <source>&amp;Rules</source>
        <translation>&amp;Zasady</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/menus.py" line="137"/>
        <source>&amp;Keyboard</source>
        <translation>&amp;Klawiatura</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/menus.py" line="138"/>
        <source>&amp;About Tysiąc</source>
        <translation>&amp;O grze Tysiąc</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="147"/>
        <source>Card table</source>
        <translation>Stół do gry</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="356"/>
        <source>Your preferences could not be saved: %1</source>
        <translation>Nie udało się zapisać preferencji: %1</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/session.py" line="66"/>
        <location filename="../tysiac_desktop/start.py" line="93"/>
        <source>The game could not be kept: %1</source>
        <translation>Nie udało się zachować gry: %1</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/session.py" line="68"/>
        <location filename="../tysiac_desktop/start.py" line="96"/>
        <source>The unfinished game was kept as %1.</source>
        <translation>Niedokończona gra została zachowana jako %1.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/session.py" line="103"/>
        <location filename="../tysiac_desktop/session.py" line="111"/>
        <source>New game</source>
        <translation>Nowa gra</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/session.py" line="104"/>
        <source>Leave the network table?</source>
        <translation>Opuścić stół w sieci?</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/session.py" line="107"/>
        <source>You host this table: it stops for everyone until you resume it (Game → Resume the hosted table).</source>
        <translation>Jesteś gospodarzem tego stołu: zatrzyma się dla wszystkich, dopóki go nie wznowisz (Gra → Wznów założony stół).</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/session.py" line="109"/>
        <source>Leave the table</source>
        <translation>Opuść stół</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/session.py" line="112"/>
        <source>Abandon the current game?</source>
        <translation>Porzucić bieżącą grę?</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/session.py" line="114"/>
        <source>It is kept among your saved games: Game → Open record… resumes it, and its deals stay in the statistics.</source>
        <translation>Zostanie zachowana wśród zapisanych gier: Gra → Otwórz zapis partii… pozwala ją wznowić, a jej rozdania zostają w statystykach.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/session.py" line="116"/>
        <source>Abandon it</source>
        <translation>Porzuć</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/session.py" line="117"/>
        <source>Keep playing</source>
        <translation>Graj dalej</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/session.py" line="136"/>
        <source>House rules</source>
        <translation>Zasady domowe</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/session.py" line="153"/>
        <source>The house rules apply from the next game.</source>
        <translation>Zasady domowe obowiązują od następnej gry.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/session.py" line="286"/>
        <source>The game was saved as %1.</source>
        <translation>Gra została zapisana jako %1.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/file_problems.py" line="225"/>
        <source>The statistics could not be saved (%1); the deals are kept and saved later.</source>
        <translation>Nie udało się zapisać statystyk (%1); rozdania są zachowane i zostaną zapisane później.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/file_problems.py" line="224"/>
        <source>The statistics could not be updated: %1</source>
        <translation>Nie udało się zaktualizować statystyk: %1</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/session.py" line="160"/>
        <location filename="../tysiac_desktop/session.py" line="205"/>
        <location filename="../tysiac_desktop/session.py" line="268"/>
        <location filename="../tysiac_desktop/start.py" line="72"/>
        <source>Saved game</source>
        <translation>Zapisana gra</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/session.py" line="163"/>
        <location filename="../tysiac_desktop/session.py" line="251"/>
        <source>There is no unfinished game to resume.</source>
        <translation>Nie ma niedokończonej gry do wznowienia.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/session.py" line="181"/>
        <location filename="../tysiac_desktop/session.py" line="270"/>
        <source>Open game record</source>
        <translation>Otwórz zapis partii</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/session.py" line="183"/>
        <source>Game records (*.json);;All files (*)</source>
        <translation>Zapisy partii (*.json);;Wszystkie pliki (*)</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/session.py" line="203"/>
        <source>Replaying the saved game…</source>
        <translation>Odtwarzanie zapisanej gry…</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/session.py" line="204"/>
        <source>Stop</source>
        <translation>Przerwij</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/session.py" line="229"/>
        <source>Replaying the saved game: deal %1 of %2…</source>
        <translation>Odtwarzanie zapisanej gry: rozdanie %1 z %2…</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/session.py" line="277"/>
        <location filename="../tysiac_desktop/session.py" line="284"/>
        <source>Save game record</source>
        <translation>Zapisz partię</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/session.py" line="279"/>
        <source>Game records (*.json)</source>
        <translation>Zapisy partii (*.json)</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="143"/>
        <location filename="../tysiac_desktop/main_window.py" line="707"/>
        <location filename="../tysiac_desktop/start.py" line="51"/>
        <source>Network table</source>
        <translation>Stół w sieci</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="430"/>
        <source>Start a new game from the Game menu.</source>
        <translation>Nową grę rozpoczniesz z menu Gra.</translation>
    </message>
    <message numerus="yes">
        <location filename="../tysiac_desktop/main_window.py" line="445"/>
        <source>%1: %n tricks</source>
        <translation>
            <numerusform>%1: %n lewa</numerusform>
            <numerusform>%1: %n lewy</numerusform>
            <numerusform>%1: %n lew</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="448"/>
        <source>Stock: %1</source>
        <translation>Talon: %1</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="449"/>
        <source>Laid aside</source>
        <translation>Odłożone</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="450"/>
        <source>Not chosen</source>
        <translation>Niewybrane</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="469"/>
        <source>%1. %2</source>
        <comment>who took the trick, then the prompt for your turn</comment>
        <translation>%1. %2</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="473"/>
        <source>%1. Click the table or press Enter to go on.</source>
        <translation>%1. Kliknij stół albo naciśnij Enter, by grać dalej.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="499"/>
        <source>Last trick: %1</source>
        <translation>Ostatnia lewa: %1</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="502"/>
        <source>%1: %2</source>
        <comment>the last trick&apos;s caption, then its cards</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="549"/>
        <source>Drop the card onto an opponent&apos;s name.</source>
        <translation>Upuść kartę na imię przeciwnika.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="590"/>
        <source>%1: marriage %2 +%3</source>
        <translation>%1: meldunek %2 +%3</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="622"/>
        <source>Cancelled. %1</source>
        <translation>Anulowano. %1</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="627"/>
        <source>Too soon, press again</source>
        <translation>Za wcześnie, naciśnij jeszcze raz</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/table/tree.py" line="33"/>
        <source>%1, playable</source>
        <translation>%1, można zagrać</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/table/tree.py" line="35"/>
        <source>%1, cannot be played now</source>
        <translation>%1, teraz nie można zagrać</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="708"/>
        <source>Your friends play at the table this computer serves.</source>
        <translation>Twoi znajomi grają przy stole prowadzonym przez ten komputer.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="710"/>
        <source>Keep it running and start Tysiąc again to come back to it, or end it for everyone.</source>
        <translation>Zostaw go włączonego i uruchom ponownie grę Tysiąc, aby do niego wrócić, albo zakończ go dla wszystkich.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="712"/>
        <source>Keep it running</source>
        <translation>Zostaw włączony</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="713"/>
        <source>End it for everyone</source>
        <translation>Zakończ dla wszystkich</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/deal_end.py" line="88"/>
        <source>What could the declarer make?</source>
        <translation>Ile mógł ugrać grający?</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/deal_end.py" line="96"/>
        <source>Looking at every card…</source>
        <translation>Analiza przy otwartych kartach…</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/deal_end.py" line="111"/>
        <source>No analysis is available for this deal.</source>
        <translation>Dla tego rozdania analiza jest niedostępna.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/deal_end.py" line="126"/>
        <location filename="../tysiac_desktop/network/panel.py" line="93"/>
        <source>Review my play</source>
        <translation>Przejrzyj moją grę</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/deal_end.py" line="127"/>
        <source>Review %1&apos;s play</source>
        <translation>Przejrzyj grę: %1</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/deal_end.py" line="140"/>
        <source>Looking at every decision…</source>
        <translation>Sprawdzam każdą decyzję…</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/deal_end.py" line="150"/>
        <source>No review could be made of this deal</source>
        <translation>Nie udało się przejrzeć tego rozdania</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/deal_end.py" line="204"/>
        <source>The game is over. A new game: Game → New game (%1).</source>
        <translation>Gra skończona. Nowa gra: Gra → Nowa gra (%1).</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="681"/>
        <source>About Tysiąc</source>
        <translation>O grze Tysiąc</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="682"/>
        <source>&lt;h3&gt;Tysiąc {version}&lt;/h3&gt;&lt;p&gt;The card game of a thousand points, with computer opponents and hot-seat play under Polish, Russian and Danish house rules.&lt;/p&gt;&lt;p&gt;Licence: GPL-3.0-or-later. Cards:&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Tysiąc {version}&lt;/h3&gt;&lt;p&gt;Gra karciana do tysiąca punktów: z komputerowymi przeciwnikami lub kilkoma graczami przy jednym komputerze, według zasad polskich, rosyjskich i duńskich.&lt;/p&gt;&lt;p&gt;Licencja: GPL-3.0-or-later. Karty:&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="689"/>
        <source>Thinking about a hint…</source>
        <translation>Szukam podpowiedzi…</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="693"/>
        <source>Hint: %1</source>
        <translation>Podpowiedź: %1</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/start.py" line="52"/>
        <source>You have a seat at a network table whose game is not over.</source>
        <translation>Masz miejsce przy stole w sieci, przy którym partia jeszcze się nie skończyła.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/start.py" line="56"/>
        <source>Not now</source>
        <translation>Nie teraz</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/start.py" line="74"/>
        <source>Resume?</source>
        <translation>Wznowić?</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/start.py" line="75"/>
        <source>You have an unfinished game. Resume it?</source>
        <translation>Masz niedokończoną grę. Wznowić ją?</translation>
    </message>
</context>
<context>
    <name>ModeFacts</name>
    <message numerus="yes">
        <location filename="../tysiac_desktop/wording/modes.py" line="97"/>
        <source>%n cards each</source>
        <translation>
            <numerusform>po %n karcie</numerusform>
            <numerusform>po %n karty</numerusform>
            <numerusform>po %n kart</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/modes.py" line="99"/>
        <source>no musik</source>
        <translation>bez musiku</translation>
    </message>
    <message numerus="yes">
        <location filename="../tysiac_desktop/wording/modes.py" line="101"/>
        <source>two musiks of %n</source>
        <translation>
            <numerusform>dwa musiki po %n karcie</numerusform>
            <numerusform>dwa musiki po %n karty</numerusform>
            <numerusform>dwa musiki po %n kart</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../tysiac_desktop/wording/modes.py" line="103"/>
        <source>%n face-down cards to pick from</source>
        <translation>
            <numerusform>%n zakryta karta do wyboru</numerusform>
            <numerusform>%n zakryte karty do wyboru</numerusform>
            <numerusform>%n zakrytych kart do wyboru</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../tysiac_desktop/wording/modes.py" line="105"/>
        <source>a face-up musik of %n</source>
        <translation>
            <numerusform>odkryty musik z %n karty</numerusform>
            <numerusform>odkryty musik z %n kart</numerusform>
            <numerusform>odkryty musik z %n kart</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../tysiac_desktop/wording/modes.py" line="107"/>
        <source>a musik of %n</source>
        <translation>
            <numerusform>musik z %n karty</numerusform>
            <numerusform>musik z %n kart</numerusform>
            <numerusform>musik z %n kart</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../tysiac_desktop/wording/modes.py" line="109"/>
        <source>a stock of %n</source>
        <translation>
            <numerusform>%n karta do dobierania</numerusform>
            <numerusform>%n karty do dobierania</numerusform>
            <numerusform>%n kart do dobierania</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../tysiac_desktop/wording/modes.py" line="111"/>
        <source>%n cards on the table</source>
        <translation>
            <numerusform>%n karta na stole</numerusform>
            <numerusform>%n karty na stole</numerusform>
            <numerusform>%n kart na stole</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/modes.py" line="112"/>
        <source>%1.</source>
        <translation>%1.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/modes.py" line="112"/>
        <source>, </source>
        <translation>, </translation>
    </message>
</context>
<context>
    <name>Modes</name>
    <message>
        <location filename="../tysiac_desktop/wording/modes.py" line="24"/>
        <source>The musik game</source>
        <translation>Gra z musikiem</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/modes.py" line="25"/>
        <source>32 cards</source>
        <translation>32 karty</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/modes.py" line="26"/>
        <source>No auction</source>
        <translation>Bez licytacji</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/modes.py" line="27"/>
        <source>Dealer sits out, 32 cards</source>
        <translation>Rozdający pauzuje, 32 karty</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/modes.py" line="28"/>
        <source>All four play, 32 cards, no auction</source>
        <translation>Grają wszyscy, 32 karty, bez licytacji</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/modes.py" line="33"/>
        <source>The highest bidder takes the musik and plays a contract.</source>
        <translation>Kto wylicytuje najwyżej, bierze musik i deklaruje, ile gra.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/modes.py" line="34"/>
        <source>With sevens and eights; the declarer takes the musik and lays as many cards aside.</source>
        <translation>Z siódemkami i ósemkami; grający bierze musik i odkłada tyle samo kart.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/modes.py" line="36"/>
        <source>No auction: everyone scores what they take.</source>
        <translation>Bez licytacji: każdy zapisuje to, co weźmie.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/modes.py" line="39"/>
        <source>The dealer sits out; the other three play with sevens and eights.</source>
        <translation>Rozdający pauzuje; pozostała trójka gra z siódemkami i ósemkami.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/modes.py" line="41"/>
        <source>No auction, each for their own points; a king may meld on a queen just played.</source>
        <translation>Bez licytacji, każdy na własne punkty; króla można meldować na kimś, na właśnie zagranej damie.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/modes.py" line="43"/>
        <source>Partners sit opposite; the declarer takes the musik and gives a card to each; team scores.</source>
        <translation>Partnerzy siedzą naprzeciw siebie; grający bierze musik i daje każdemu po karcie; liczą się wyniki drużyn.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/modes.py" line="45"/>
        <source>With sevens and eights; no auction: everyone scores what they take.</source>
        <translation>Z siódemkami i ósemkami; bez licytacji: każdy zapisuje to, co weźmie.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/modes.py" line="47"/>
        <location filename="../tysiac_desktop/wording/modes.py" line="48"/>
        <source>The declarer picks one musik and lays as many cards aside.</source>
        <translation>Grający wybiera jeden musik i odkłada tyle samo kart.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/modes.py" line="49"/>
        <source>An auction and a contract.</source>
        <translation>Licytacja i deklaracja.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/modes.py" line="50"/>
        <source>No auction; after every trick the winner draws first.</source>
        <translation>Bez licytacji; po każdej lewie biorący lewę dobiera pierwszy.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/modes.py" line="51"/>
        <source>An auction for the open musik; then both draw from the stock.</source>
        <translation>Licytacja o odkryty musik; potem obaj dobierają karty.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/modes.py" line="52"/>
        <source>The declarer takes %2 of them and lays %3 aside.</source>
        <translation>Grający bierze %2 z nich i odkłada %3.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/modes.py" line="53"/>
        <source>Each table card lies on a face-down one; no auction, first hand must make %1.</source>
        <translation>Każda karta na stole leży na zakrytej; bez licytacji, pierwszy gracz musi ugrać %1.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/modes.py" line="37"/>
        <source>The dealer sits the deal out; the other three play the musik game.</source>
        <translation>Rozdający pauzuje, a pozostała trójka gra z musikiem.</translation>
    </message>
</context>
<context>
    <name>NetworkMenu</name>
    <message>
        <location filename="../tysiac_desktop/network/menu.py" line="154"/>
        <source>&amp;Host a table…</source>
        <translation>Za&amp;łóż stół w sieci…</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/network/menu.py" line="155"/>
        <source>&amp;Join a table…</source>
        <translation>&amp;Dołącz do stołu…</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/network/menu.py" line="238"/>
        <source>This table could not be remembered for rejoining: %1</source>
        <translation>Nie udało się zapamiętać tego stołu, by do niego wrócić: %1</translation>
    </message>
</context>
<context>
    <name>NetworkTable</name>
    <message>
        <location filename="../tysiac_desktop/network/panel.py" line="83"/>
        <source>Copy invitation</source>
        <translation>Kopiuj zaproszenie</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/network/panel.py" line="84"/>
        <source>Try now</source>
        <translation>Spróbuj teraz</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/network/panel.py" line="85"/>
        <location filename="../tysiac_desktop/network/panel.py" line="86"/>
        <source>At the table</source>
        <translation>Przy stole</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/network/panel.py" line="87"/>
        <source>Start the game</source>
        <translation>Rozpocznij grę</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/network/panel.py" line="88"/>
        <location filename="../tysiac_desktop/network/panel.py" line="89"/>
        <source>Chat</source>
        <translation>Czat</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/network/panel.py" line="90"/>
        <location filename="../tysiac_desktop/network/panel.py" line="91"/>
        <source>Message to the table</source>
        <translation>Wiadomość do stołu</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/network/panel.py" line="92"/>
        <source>Deal to review</source>
        <translation>Rozdanie do przejrzenia</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/network/panel.py" line="138"/>
        <source>Let the computer play for %1</source>
        <translation>Niech komputer gra za: %1</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/network/panel.py" line="158"/>
        <source>The invitation was copied.</source>
        <translation>Zaproszenie skopiowano.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/network/panel.py" line="177"/>
        <source>Deal %1</source>
        <translation>Rozdanie %1</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/network.py" line="12"/>
        <source>There is no table with this code.</source>
        <translation>Nie ma stołu o tym kodzie.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/network.py" line="13"/>
        <source>Every seat at this table is taken.</source>
        <translation>Wszystkie miejsca przy tym stole są zajęte.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/network.py" line="14"/>
        <source>This game has started already.</source>
        <translation>Ta gra już się rozpoczęła.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/network.py" line="15"/>
        <source>A seat is still free.</source>
        <translation>Jedno miejsce jest jeszcze wolne.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/network.py" line="16"/>
        <source>It is not your turn.</source>
        <translation>To nie twoja kolej.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/network.py" line="17"/>
        <source>Too many messages: slow down.</source>
        <translation>Za dużo wiadomości: zwolnij.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/network.py" line="18"/>
        <source>The server has no room for another table.</source>
        <translation>Serwer nie ma miejsca na kolejny stół.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/network.py" line="19"/>
        <source>The table runs another version of Tysiąc: use the same version as the host.</source>
        <translation>Stół działa na innej wersji gry Tysiąc: użyj tej samej wersji co gospodarz.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/network.py" line="22"/>
        <source>The table refused this.</source>
        <translation>Stół odrzucił ten ruch.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/network.py" line="25"/>
        <source>Someone at this table has that name already: choose another.</source>
        <translation>Ktoś przy tym stole ma już to imię: wybierz inne.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/network.py" line="26"/>
        <source>The table could not save that, so nothing changed: try again.</source>
        <translation>Stół nie mógł tego zapisać, więc nic się nie zmieniło: spróbuj jeszcze raz.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/network.py" line="27"/>
        <source>Only the host may do that.</source>
        <translation>Tylko gospodarz może to zrobić.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/network.py" line="28"/>
        <source>The server cannot deal with these rules.</source>
        <translation>Serwer nie może rozdać kart według tych zasad.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/network.py" line="32"/>
        <source>Cannot reach the table. Check the address and your network.</source>
        <translation>Nie można połączyć się ze stołem. Sprawdź adres i sieć.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/network.py" line="33"/>
        <source>This computer cannot serve a table on that port: another program may be using it.</source>
        <translation>Ten komputer nie może prowadzić stołu na tym porcie: być może używa go inny program.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/network.py" line="35"/>
        <source>The server has no table with this code: the game may be over, or the code is not right.</source>
        <translation>Serwer nie ma stołu o tym kodzie: partia mogła się skończyć albo kod jest błędny.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/network.py" line="37"/>
        <source>The host ended the table.</source>
        <translation>Gospodarz zamknął stół.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/network.py" line="39"/>
        <source>The connection to the table is lost.</source>
        <translation>Połączenie ze stołem zostało utracone.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/network.py" line="59"/>
        <source>Reconnecting…</source>
        <translation>Ponowne łączenie…</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/network.py" line="61"/>
        <source>Reconnecting… next try in %1 s</source>
        <translation>Ponowne łączenie… następna próba za %1 s</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/network.py" line="66"/>
        <source>Not connected: “%1” will be sent when the connection is back.</source>
        <translation>Brak połączenia: „%1” zostanie wysłane, gdy połączenie wróci.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/network.py" line="73"/>
        <source>Rejoin the network table</source>
        <translation>Wróć do stołu w sieci</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/network.py" line="75"/>
        <source>Rejoin the table with %1</source>
        <translation>Wróć do stołu z: %1</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/network.py" line="76"/>
        <source>Rejoin the table with %1 and %2</source>
        <translation>Wróć do stołu z: %1 i %2</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/network.py" line="80"/>
        <source>Paste the invitation your friend sent, or type the address.</source>
        <translation>Wklej zaproszenie od znajomego albo wpisz adres.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/network.py" line="81"/>
        <source>This is too long to be an invitation.</source>
        <translation>To za długie jak na zaproszenie.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/network.py" line="82"/>
        <source>This is not an invitation: it starts with tysiac://, ws:// or wss://.</source>
        <translation>To nie jest zaproszenie: zaczyna się od tysiac://, ws:// albo wss://.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/network.py" line="84"/>
        <source>The computer&apos;s name or address is not right.</source>
        <translation>Nazwa lub adres komputera jest błędny.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/network.py" line="85"/>
        <source>The port is a number from 1 to 65535.</source>
        <translation>Port to liczba od 1 do 65535.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/network.py" line="86"/>
        <source>The table code has letters and digits only.</source>
        <translation>Kod stołu składa się tylko z liter i cyfr.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/network.py" line="87"/>
        <source>The address after the server&apos;s name is not right.</source>
        <translation>Część adresu po nazwie serwera jest błędna.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/network.py" line="99"/>
        <source>%1 (computer)</source>
        <translation>%1 (komputer)</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/network.py" line="101"/>
        <source>%1 (away, the computer plays)</source>
        <translation>%1 (nieobecny, gra komputer)</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/network.py" line="103"/>
        <source>(free seat)</source>
        <translation>(wolne miejsce)</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/network.py" line="104"/>
        <source>%1 (away)</source>
        <translation>%1 (nieobecny)</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/network.py" line="116"/>
        <source>The host will start the game when every seat is taken.</source>
        <translation>Gospodarz rozpocznie grę, gdy wszystkie miejsca będą zajęte.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/network.py" line="117"/>
        <source>Waiting for the host to start the game.</source>
        <translation>Czekamy, aż gospodarz rozpocznie grę.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/network.py" line="119"/>
        <source>Everyone is seated: start the game when you are ready.</source>
        <translation>Wszyscy są przy stole: rozpocznij grę, kiedy zechcesz.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/network.py" line="120"/>
        <source>Waiting for friends to take the free seats: send them the invitation.</source>
        <translation>Czekamy, aż znajomi zajmą wolne miejsca: wyślij im zaproszenie.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/network.py" line="127"/>
        <source>Waiting for %1 to come back (away %2; the computer may play for them in %3)</source>
        <translation>Czekamy na powrót gracza %1 (nieobecny od %2; komputer może za niego zagrać za %3)</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/network.py" line="129"/>
        <source>Waiting for %1 to come back (away %2)</source>
        <translation>Czekamy na powrót gracza %1 (nieobecny od %2)</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/network.py" line="133"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/network.py" line="138"/>
        <source>Invitation: %1</source>
        <translation>Zaproszenie: %1</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/network.py" line="143"/>
        <source>Network table</source>
        <translation>Stół w sieci</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../tysiac_desktop/dialogs/new_game.py" line="61"/>
        <source>New game</source>
        <translation>Nowa gra</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/start.py" line="23"/>
        <location filename="../tysiac_desktop/wording/words.py" line="159"/>
        <source>You</source>
        <translation>Ty</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/new_game.py" line="63"/>
        <location filename="../tysiac_desktop/start.py" line="24"/>
        <source>Ala</source>
        <translation>Ala</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/new_game.py" line="63"/>
        <location filename="../tysiac_desktop/start.py" line="25"/>
        <source>Bolek</source>
        <translation>Bolek</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/new_game.py" line="63"/>
        <source>Cezary</source>
        <translation>Cezary</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/new_game.py" line="100"/>
        <source>Start game</source>
        <translation>Rozpocznij grę</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/new_game.py" line="141"/>
        <source>Players:</source>
        <translation>Gracze:</translation>
    </message>
    <message numerus="yes">
        <location filename="../tysiac_desktop/dialogs/new_game.py" line="144"/>
        <location filename="../tysiac_desktop/wording/rule_errors.py" line="192"/>
        <source>%n players</source>
        <translation>
            <numerusform>%n gracz</numerusform>
            <numerusform>%n graczy</numerusform>
            <numerusform>%n graczy</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/new_game.py" line="152"/>
        <source>Seats</source>
        <translation>Miejsca</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/new_game.py" line="157"/>
        <source>Seat</source>
        <translation>Miejsce</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/new_game.py" line="157"/>
        <source>Name</source>
        <translation>Imię</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/new_game.py" line="157"/>
        <source>Played by</source>
        <translation>Kto gra</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/new_game.py" line="157"/>
        <source>Level</source>
        <translation>Poziom</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/new_game.py" line="472"/>
        <source>Every seat is played by the computer: you will watch the game.</source>
        <translation>Na wszystkich miejscach gra komputer: będziesz tylko oglądać grę.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/new_game.py" line="192"/>
        <source>Two against two: seats 1 and 3 are partners, and so are 2 and 4. Your partner may be a computer or a person at this screen.</source>
        <translation>Dwóch na dwóch: miejsca 1 i 3 to para, tak samo 2 i 4. Partnerem może być komputer albo osoba przy tym ekranie.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/new_game.py" line="61"/>
        <source>Host a table</source>
        <translation>Załóż stół w sieci</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/new_game.py" line="100"/>
        <source>Host the table</source>
        <translation>Załóż stół</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/new_game.py" line="178"/>
        <source>Seat %1: name</source>
        <translation>Miejsce %1: imię</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/new_game.py" line="179"/>
        <source>Seat %1: played by</source>
        <translation>Miejsce %1: kto gra</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/new_game.py" line="180"/>
        <source>Seat %1: level</source>
        <translation>Miejsce %1: poziom</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/new_game.py" line="190"/>
        <source>Two against two: seats 1 and 3 are partners, and so are 2 and 4. Your partner may be a computer or a friend who joins.</source>
        <translation>Dwóch na dwóch: miejsca 1 i 3 to para, tak samo 2 i 4. Partnerem może być komputer albo znajomy, który dołączy.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/new_game.py" line="197"/>
        <source>You sit at the first seat played by a person; every other seat played by a person is kept for a friend who joins with the invitation.</source>
        <translation>Zajmujesz pierwsze miejsce „Człowiek”; pozostałe czekają na znajomych z zaproszeniem.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/new_game.py" line="207"/>
        <source>Game</source>
        <translation>Gra</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/new_game.py" line="284"/>
        <source>Rules</source>
        <translation>Zasady</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/new_game.py" line="308"/>
        <source>House rules…</source>
        <translation>Zasady domowe…</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/new_game.py" line="327"/>
        <source>Use the preset as it is</source>
        <translation>Wariant bez zmian</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/new_game.py" line="336"/>
        <source>Seed:</source>
        <translation>Numer rozdania:</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/new_game.py" line="338"/>
        <source>random</source>
        <translation>losowy</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/new_game.py" line="342"/>
        <source>The same seed deals the same cards.</source>
        <translation>Ten sam numer daje te same karty.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/new_game.py" line="470"/>
        <source>A table needs you at one seat: choose a person for at least one.</source>
        <translation>Przy stole musisz siedzieć ty: wybierz „Człowiek” na co najmniej jednym miejscu.</translation>
    </message>
    <message numerus="yes">
        <location filename="../tysiac_desktop/dialogs/new_game.py" line="476"/>
        <source>Options changed from the preset: %n.</source>
        <translation>
            <numerusform>Opcje zmienione względem wariantu: %n.</numerusform>
            <numerusform>Opcje zmienione względem wariantu: %n.</numerusform>
            <numerusform>Opcje zmienione względem wariantu: %n.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/new_game.py" line="477"/>
        <source>The preset as it is.</source>
        <translation>Wariant bez zmian.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/new_game.py" line="480"/>
        <source>Rule set “%1”.</source>
        <translation>Zestaw zasad „%1”.</translation>
    </message>
    <message numerus="yes">
        <location filename="../tysiac_desktop/dialogs/new_game.py" line="483"/>
        <source>Left out, as it cannot be dealt to %n players: %1.</source>
        <translation>
            <numerusform>Pominięte, bo nie da się rozdać dla %n gracza: %1.</numerusform>
            <numerusform>Pominięte, bo nie da się rozdać dla %n graczy: %1.</numerusform>
            <numerusform>Pominięte, bo nie da się rozdać dla %n graczy: %1.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/new_game.py" line="500"/>
        <source>%1 · partner</source>
        <translation>%1 · partner</translation>
    </message>
    <message numerus="yes">
        <location filename="../tysiac_desktop/dialogs/new_game.py" line="503"/>
        <source>These rules cannot be played by %n players.</source>
        <translation>
            <numerusform>Na tych zasadach nie można grać w %n osobę.</numerusform>
            <numerusform>Na tych zasadach nie można grać w %n osoby.</numerusform>
            <numerusform>Na tych zasadach nie można grać w %n osób.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/new_game.py" line="513"/>
        <source>A network table needs a friend: choose a person for another seat, or play alone with New game.</source>
        <translation>Stół w sieci potrzebuje znajomego: wybierz „Człowiek” dla jeszcze jednego miejsca albo zagraj sam przez „Nowa gra”.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/words.py" line="164"/>
        <source>Player %1</source>
        <translation>Gracz %1</translation>
    </message>
</context>
<context>
    <name>OptionText</name>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="28"/>
        <source>Yes</source>
        <translation>Tak</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="29"/>
        <source>No</source>
        <translation>Nie</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/option_applies.py" line="21"/>
        <source>Not used: there is no barrel.</source>
        <translation>Nie dotyczy: nie ma beczki.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/option_applies.py" line="22"/>
        <source>Not used: in this game nobody plays a contract; everyone scores what they take.</source>
        <translation>Nie dotyczy: w tej grze nie ma grającego, każdy zapisuje to, co weźmie.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/option_applies.py" line="24"/>
        <source>Not used: this game has no auction.</source>
        <translation>Nie dotyczy: w tej grze nie ma licytacji.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/option_applies.py" line="25"/>
        <source>Not used: in this game the declarer does not announce a contract.</source>
        <translation>Nie dotyczy: w tej grze grający nie deklaruje, ile gra.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/option_applies.py" line="27"/>
        <source>Not used: in two against two a bid needs no marriage.</source>
        <translation>Nie dotyczy: w grze dwóch na dwóch licytacja nie wymaga meldunku.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/option_applies.py" line="28"/>
        <source>Not used: there are no bombs.</source>
        <translation>Nie dotyczy: nie ma bomb.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/option_applies.py" line="29"/>
        <source>Not used: there is no lock at 800.</source>
        <translation>Nie dotyczy: nie ma blokady na 800.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/option_applies.py" line="30"/>
        <source>Not used: a deal without a trick costs nothing.</source>
        <translation>Nie dotyczy: rozdanie bez lewy nic nie kosztuje.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/option_applies.py" line="31"/>
        <source>Not used: this is not a four-player game.</source>
        <translation>Nie dotyczy: to nie jest gra we czterech.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/option_applies.py" line="32"/>
        <source>Not used: without an auction all four play.</source>
        <translation>Nie dotyczy: bez licytacji grają wszyscy czterej.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/option_applies.py" line="33"/>
        <source>Not used: nobody sits a deal out.</source>
        <translation>Nie dotyczy: nikt nie pauzuje.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/option_applies.py" line="34"/>
        <source>Not used: this is not a two-player game.</source>
        <translation>Nie dotyczy: to nie jest gra we dwóch.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/option_applies.py" line="35"/>
        <source>Not used: only in the musik game of three, or of four with the dealer sitting out.</source>
        <translation>Nie dotyczy: tylko w grze z musikiem we trzech albo we czterech z pauzującym rozdającym.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/option_applies.py" line="37"/>
        <source>Not used: in this game the musik is never turned up, or there is none to turn up.</source>
        <translation>Nie dotyczy: w tej grze musiku się nie pokazuje albo go nie ma.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/option_applies.py" line="39"/>
        <source>Not used: this game has no redeal before the auction.</source>
        <translation>Nie dotyczy: w tej grze nie ma ponownego rozdania przed licytacją.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/option_applies.py" line="40"/>
        <source>Not used: in this game the declarer does not take one musik.</source>
        <translation>Nie dotyczy: w tej grze grający nie bierze jednego musiku.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/option_applies.py" line="42"/>
        <source>Not used: in this game a deal on the barrel is won or lost at once.</source>
        <translation>Nie dotyczy: w tej grze rozdanie na beczce od razu wygrywa albo przegrywa.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/option_applies.py" line="44"/>
        <source>Not used: in this game no cards are laid aside for the last trick.</source>
        <translation>Nie dotyczy: w tej grze nie odkłada się kart dla ostatniej lewy.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/option_applies.py" line="46"/>
        <source>Not used: this game is dealt only one way.</source>
        <translation>Nie dotyczy: tę grę rozdaje się tylko w jeden sposób.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/option_applies.py" line="47"/>
        <source>Not used: this is not the two-player game drawing from the stock.</source>
        <translation>Nie dotyczy: to nie jest tysiąc dobierany we dwóch.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/option_applies.py" line="51"/>
        <source>Not used with these rules.</source>
        <translation>Nie dotyczy przy tych zasadach.</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <location filename="../tysiac_desktop/dialogs/preferences.py" line="142"/>
        <source>Preferences</source>
        <translation>Preferencje</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/preferences.py" line="143"/>
        <source>Language and look</source>
        <translation>Język i wygląd</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/preferences.py" line="144"/>
        <source>Playing</source>
        <translation>Gra</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/preferences.py" line="145"/>
        <source>&amp;Language:</source>
        <translation>&amp;Język:</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/preferences.py" line="146"/>
        <source>Card &amp;deck:</source>
        <translation>&amp;Talia kart:</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/preferences.py" line="147"/>
        <source>&amp;Table colour:</source>
        <translation>Kolor &amp;stołu:</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/preferences.py" line="148"/>
        <source>&amp;Animations:</source>
        <translation>&amp;Animacje:</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/preferences.py" line="149"/>
        <source>&amp;Computer players&apos; pace:</source>
        <translation>Tempo &amp;graczy komputerowych:</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/preferences.py" line="150"/>
        <source>Four-colour suits (diamonds blue, clubs green)</source>
        <translation>Karty w czterech barwach (karo niebieskie, trefle zielone)</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/preferences.py" line="151"/>
        <source>Play my only legal card by itself</source>
        <translation>Zagrywaj automatycznie moją jedyną dozwoloną kartę</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/preferences.py" line="152"/>
        <source>Ask before playing a card</source>
        <translation>Pytaj przed zagraniem karty</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/preferences.py" line="153"/>
        <source>French pattern (SVG-cards)</source>
        <translation>Wzór francuski (SVG-cards)</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/preferences.py" line="154"/>
        <source>German suits (XSkat)</source>
        <translation>Kolory niemieckie (XSkat)</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/preferences.py" line="155"/>
        <source>Russian Atlas pattern (Atlasnye)</source>
        <translation>Wzór rosyjski atłasowy (Atlasnye)</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/preferences.py" line="157"/>
        <source>As the system (%1)</source>
        <translation>Jak w systemie (%1)</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/preferences.py" line="161"/>
        <source>Off</source>
        <translation>Wyłączone</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/preferences.py" line="161"/>
        <location filename="../tysiac_desktop/dialogs/preferences.py" line="163"/>
        <source>Fast</source>
        <translation>Szybko</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/preferences.py" line="162"/>
        <location filename="../tysiac_desktop/dialogs/preferences.py" line="164"/>
        <source>Normal</source>
        <translation>Normalnie</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/preferences.py" line="162"/>
        <source>Slow</source>
        <translation>Wolno</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/preferences.py" line="163"/>
        <source>As fast as they decide</source>
        <translation>Od razu, gdy zdecydują</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/preferences.py" line="164"/>
        <source>Slow, easy to follow</source>
        <translation>Wolno, łatwo śledzić</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/preferences.py" line="165"/>
        <source>Restore defaults</source>
        <translation>Przywróć domyślne</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/preferences.py" line="169"/>
        <source>Green baize</source>
        <translation>Zielone sukno</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/preferences.py" line="169"/>
        <source>Blue</source>
        <translation>Niebieski</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/preferences.py" line="169"/>
        <source>Burgundy</source>
        <translation>Bordowy</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/preferences.py" line="170"/>
        <source>Walnut</source>
        <translation>Orzech</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/preferences.py" line="170"/>
        <source>Slate grey</source>
        <translation>Grafitowy</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/preferences.py" line="236"/>
        <source>Cards: %1</source>
        <translation>Karty: %1</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/preferences.py" line="238"/>
        <source>German suits: hearts, bells, acorns and leaves, as in the old Polish tradition (czerwień, dzwonek, żołądź, wino).</source>
        <translation>Kolory niemieckie: czerwień, dzwonek, żołądź i wino, jak w dawnej polskiej tradycji.</translation>
    </message>
</context>
<context>
    <name>Presets</name>
    <message>
        <location filename="../tysiac_desktop/wording/words.py" line="116"/>
        <source>Polish</source>
        <translation>Polskie</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/words.py" line="117"/>
        <source>Russian</source>
        <translation>Rosyjskie</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/words.py" line="118"/>
        <source>Danish</source>
        <translation>Duńskie</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/words.py" line="124"/>
        <source>The common Polish game: one bomb each, only the declarer may finish, no points for defenders from 800.</source>
        <translation>Najpopularniejsze zasady polskie: po jednej bombie, partię kończy tylko grający, od 800 punkty tylko dla grającego.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/words.py" line="126"/>
        <source>Thousand to 1001: the barrel at 880, bolts for taking no trick, the declarer may concede.</source>
        <translation>Tysiąc do 1001: beczka na 880, bolty za rozdanie bez lewy, grający może poddać grę.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/words.py" line="128"/>
        <source>The Danish game: the barrel at 880, the musik always shown, big bids need a marriage.</source>
        <translation>Wersja duńska: beczka na 880, musik zawsze odkrywany, wysoka licytacja wymaga meldunku.</translation>
    </message>
</context>
<context>
    <name>PrivacyScreen</name>
    <message>
        <location filename="../tysiac_desktop/privacy_screen.py" line="51"/>
        <source>Pass to %1</source>
        <translation>Przekaż komputer: %1</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/privacy_screen.py" line="70"/>
        <source>%1: click when ready</source>
        <translation>%1: kliknij, aby grać</translation>
    </message>
</context>
<context>
    <name>Readout</name>
    <message>
        <location filename="../tysiac_desktop/wording/readout.py" line="23"/>
        <source>Your cards: {suits}.</source>
        <translation>Twoje karty: {suits}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/readout.py" line="24"/>
        <source>You hold no cards.</source>
        <translation>Nie masz kart.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/readout.py" line="25"/>
        <source>Your cards are not shown.</source>
        <translation>Twoje karty nie są pokazane.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/readout.py" line="26"/>
        <source>{suit}: {ranks}</source>
        <translation>{suit}: {ranks}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/readout.py" line="27"/>
        <source>You may play: {cards}.</source>
        <translation>Możesz zagrać: {cards}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/readout.py" line="28"/>
        <source>On the table: {cards}.</source>
        <translation>Na stole: {cards}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/readout.py" line="29"/>
        <source>No card is on the table.</source>
        <translation>Na stole nie ma kart.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/readout.py" line="30"/>
        <source>{name}: {card}</source>
        <translation>{name}: {card}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/readout.py" line="31"/>
        <source>Your turn.</source>
        <translation>Twój ruch.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/readout.py" line="31"/>
        <source>{name} to move.</source>
        <translation>Ruch: {name}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/readout.py" line="32"/>
        <source>Scores: {scores}.</source>
        <translation>Wyniki: {scores}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/readout.py" line="33"/>
        <source>{name} {score}</source>
        <translation>{name} {score}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/readout.py" line="34"/>
        <source>You play for {value}.</source>
        <translation>Grasz {value}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/readout.py" line="35"/>
        <source>{name} plays for {value}.</source>
        <translation>{name} gra {value}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/readout.py" line="36"/>
        <source>Highest bid: {value}, yours.</source>
        <translation>Najwyższa licytacja: {value}, twoja.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/readout.py" line="37"/>
        <source>Highest bid: {value}, by {name}.</source>
        <translation>Najwyższa licytacja: {value} ({name}).</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/readout.py" line="38"/>
        <source>No bid yet.</source>
        <translation>Nikt jeszcze nie licytuje.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/readout.py" line="39"/>
        <source>Everyone plays for their own points.</source>
        <translation>Każdy gra na własne punkty.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/readout.py" line="40"/>
        <source>Trump: {suit}.</source>
        <translation>Atut: {suit}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/readout.py" line="41"/>
        <source>No trump yet.</source>
        <translation>Atutu jeszcze nie ma.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/readout.py" line="42"/>
        <source>Taken so far: {rows}.</source>
        <translation>Wzięte dotąd: {rows}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/readout.py" line="43"/>
        <source>Nothing has been taken yet.</source>
        <translation>Nic jeszcze nie wzięto.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/readout.py" line="44"/>
        <source>No game is on the table.</source>
        <translation>Na stole nie ma gry.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/readout.py" line="46"/>
        <source>Your hand</source>
        <translation>Twoja ręka</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/readout.py" line="47"/>
        <source>{name}&apos;s hand</source>
        <translation>Ręka: {name}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/readout.py" line="48"/>
        <source>The trick on the table</source>
        <translation>Lewa na stole</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/readout.py" line="49"/>
        <source>{name}&apos;s tricks</source>
        <translation>Lewy: {name}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/readout.py" line="50"/>
        <source>The musik</source>
        <translation>Musik</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/readout.py" line="51"/>
        <source>The stock</source>
        <translation>Talon</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/readout.py" line="52"/>
        <source>{name}&apos;s table piles</source>
        <translation>Stosy na stole: {name}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/readout.py" line="53"/>
        <source>Laid aside</source>
        <translation>Odłożone</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/readout.py" line="54"/>
        <source>a card face down</source>
        <translation>zakryta karta</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/readout.py" line="113"/>
        <source>you</source>
        <translation>ty</translation>
    </message>
    <message numerus="yes">
        <location filename="../tysiac_desktop/wording/readout.py" line="157"/>
        <source>%1, %n cards</source>
        <translation>
            <numerusform>%1, %n karta</numerusform>
            <numerusform>%1, %n karty</numerusform>
            <numerusform>%1, %n kart</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RuleErrors</name>
    <message>
        <location filename="../tysiac_desktop/wording/rule_errors.py" line="26"/>
        <source>“{name}”</source>
        <translation>„{name}”</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_errors.py" line="29"/>
        <source>{option} must be from {low} to {high}, not {value}.</source>
        <translation>Opcja {option} musi mieć wartość od {low} do {high}, a nie {value}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_errors.py" line="30"/>
        <source>{option} must be a multiple of {step} ({step_option}) from {low} to {high}, not {value}.</source>
        <translation>Opcja {option} musi być wielokrotnością {step} ({step_option}) od {low} do {high}, a nie {value}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_errors.py" line="32"/>
        <source>{option} ({value}) must be below {target_option} ({target}).</source>
        <translation>Opcja {option} ({value}) musi być niższa niż {target_option} ({target}).</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_errors.py" line="34"/>
        <source>{option} must be {none} or from {low} to {high}, not {value}.</source>
        <translation>Opcja {option} musi mieć wartość {none} albo od {low} do {high}, a nie {value}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_errors.py" line="36"/>
        <source>{option} must be {any} or a multiple of {step} ({step_option}) from {low} to {high}, not {value}.</source>
        <translation>Opcja {option} musi mieć wartość {any} albo być wielokrotnością {step} ({step_option}) od {low} do {high}, a nie {value}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_errors.py" line="39"/>
        <source>{option}: the cards cannot be dealt that way in this game.</source>
        <translation>Opcja {option}: w tej grze nie da się tak rozdać kart.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_errors.py" line="41"/>
        <source>This version of Tysiąc does not know the option {key}.</source>
        <translation>Ta wersja Tysiąca nie zna opcji {key}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_errors.py" line="42"/>
        <source>{option} cannot be {value}.</source>
        <translation>Opcja {option} nie może mieć wartości {value}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_errors.py" line="43"/>
        <source>There is no preset {value}; the presets are {presets}.</source>
        <translation>Nie ma wariantu {value}; dostępne warianty to {presets}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_errors.py" line="45"/>
        <source>The rules are not in the expected form (a preset and the options changed from it).</source>
        <translation>Zasady nie mają oczekiwanej postaci (wariant i opcje zmienione względem niego).</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_errors.py" line="51"/>
        <source>{option}: 32 cards can be dealt only in the musik game of three, of four with the dealer sitting out, or to four without an auction.</source>
        <translation>Opcja {option}: 32 karty można rozdać tylko w grze z musikiem we trzech, we czterech z pauzującym rozdającym albo czterem graczom bez licytacji.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_errors.py" line="54"/>
        <source>{option}: a game without an auction can be dealt only to three with 24 cards or to four with 32.</source>
        <translation>Opcja {option}: grę bez licytacji można rozdać tylko trzem graczom z 24 kartami albo czterem z 32.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_errors.py" line="58"/>
        <source>{option}: 32 cards cannot be dealt here ({mode}); only in the musik game of three, of four with the dealer sitting out, or to four without an auction.</source>
        <translation>Opcja {option}: tu nie da się rozdać 32 kart ({mode}); można tylko w grze z musikiem we trzech, we czterech z pauzującym rozdającym albo czterem graczom bez licytacji.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_errors.py" line="61"/>
        <source>{option}: a game without an auction cannot be dealt here ({mode}); only to three with 24 cards or to four with 32.</source>
        <translation>Opcja {option}: tu nie da się rozdać gry bez licytacji ({mode}); można tylko trzem graczom z 24 kartami albo czterem z 32.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_errors.py" line="64"/>
        <source>{option} is not valid with these rules ({detail}).</source>
        <translation>Opcja {option} jest nieprawidłowa przy tych zasadach ({detail}).</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_errors.py" line="65"/>
        <source>These rules are not valid ({detail}).</source>
        <translation>Te zasady są nieprawidłowe ({detail}).</translation>
    </message>
</context>
<context>
    <name>RuleTexts</name>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="16"/>
        <source>Table and end of game</source>
        <translation>Stół i koniec gry</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="17"/>
        <source>Auction</source>
        <translation>Licytacja</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="18"/>
        <source>Musik and redeals</source>
        <translation>Musik i ponowne rozdania</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="19"/>
        <source>Bomb and concession</source>
        <translation>Bomba i poddanie</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="20"/>
        <source>Play</source>
        <translation>Rozgrywka</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="21"/>
        <source>Scoring</source>
        <translation>Punktacja</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="22"/>
        <source>800 and barrel</source>
        <translation>800 i beczka</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="23"/>
        <source>Two and four players</source>
        <translation>Dwóch i czterech graczy</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="27"/>
        <source>Players</source>
        <translation>Gracze</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="28"/>
        <source>Deck</source>
        <translation>Talia</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="29"/>
        <source>No auction and no musik</source>
        <translation>Bez licytacji i musiku</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="30"/>
        <source>Target score</source>
        <translation>Wynik do wygranej</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="31"/>
        <source>The target must be hit exactly</source>
        <translation>Wynik trzeba osiągnąć dokładnie</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="32"/>
        <source>Finishing as a defender</source>
        <translation>Zakończenie partii przez przeciwnika</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="33"/>
        <source>Several reach the target</source>
        <translation>Kilku graczy naraz u celu</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="34"/>
        <source>Opening bid</source>
        <translation>Licytacja otwierająca</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="35"/>
        <source>Bid step</source>
        <translation>Krok licytacji</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="36"/>
        <source>Jump bids allowed</source>
        <translation>Można przebijać skokiem</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="37"/>
        <source>Highest bid</source>
        <translation>Najwyższa licytacja</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="38"/>
        <source>Blind bid of 120</source>
        <translation>Licytacja w ciemno 120</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="39"/>
        <source>Golden round</source>
        <translation>Złota runda</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="40"/>
        <source>Show the musik</source>
        <translation>Pokazywanie musiku</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="41"/>
        <source>Four nines</source>
        <translation>Cztery dziewiątki</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="42"/>
        <source>Redeal a weak hand</source>
        <translation>Ponowne rozdanie przy słabej ręce</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="43"/>
        <source>Redeal a poor musik</source>
        <translation>Ponowne rozdanie przy słabym musiku</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="44"/>
        <source>Bombs per player</source>
        <translation>Bomby na gracza</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="45"/>
        <source>Bomb up to a bid of</source>
        <translation>Bomba dozwolona do licytacji</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="46"/>
        <source>Bomb gives each opponent</source>
        <translation>Bomba daje każdemu przeciwnikowi</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="47"/>
        <source>First bomb is free</source>
        <translation>Pierwsza bomba za darmo</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="48"/>
        <source>Declarer may concede</source>
        <translation>Grający może się poddać</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="49"/>
        <source>Must beat the trick</source>
        <translation>Obowiązek przebicia</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="50"/>
        <source>Trumping when void</source>
        <translation>Atutowanie przy braku koloru</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="51"/>
        <source>Marriage only after a trick</source>
        <translation>Meldunek dopiero po lewie</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="52"/>
        <source>Marriage is declared with</source>
        <translation>Meldunek zgłasza się</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="53"/>
        <source>Declarer may claim the rest</source>
        <translation>Grający może wyłożyć karty</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="54"/>
        <source>Defenders&apos; rounding</source>
        <translation>Zaokrąglanie przeciwników</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="55"/>
        <source>Lock at 800</source>
        <translation>Blokada na 800</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="59"/>
        <source>Barrel at</source>
        <translation>Beczka na</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="60"/>
        <source>Attempts on the barrel</source>
        <translation>Próby na beczce</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="61"/>
        <source>Back to zero at fall number</source>
        <translation>Zero przy spadku numer</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="62"/>
        <source>Several reach the barrel</source>
        <translation>Kilku graczy naraz na beczce</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="63"/>
        <source>On the barrel, play to finish</source>
        <translation>Na beczce gra kończąca partię</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="64"/>
        <source>Bolts</source>
        <translation>Bolty</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="65"/>
        <source>555 goes back to zero</source>
        <translation>555 zeruje wynik</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="66"/>
        <source>Four-player game</source>
        <translation>Gra we czterech</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="67"/>
        <source>The dealer sitting out scores</source>
        <translation>Pauzujący rozdający dostaje</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="68"/>
        <source>Two-player game</source>
        <translation>Gra we dwóch</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="69"/>
        <source>Cards laid aside go to</source>
        <translation>Odłożone karty dostaje</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="70"/>
        <source>Last trick bonus when drawing</source>
        <translation>Premia za ostatnią lewę w dobieranym</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="74"/>
        <source>Three is the main game; two and four use their own deals (see the last tab).</source>
        <translation>Gra we trzech to podstawa; we dwóch i czterech rozdaje się inaczej (ostatnia zakładka).</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="75"/>
        <source>Russian option: 32 cards with the sevens and eights (worth nothing); 10 cards each, a musik of 2 and two laid aside.</source>
        <translation>Opcja rosyjska: 32 karty z siódemkami i ósemkami (bez wartości); po 10 kart, musik z 2 kart i dwie karty odłożone.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="76"/>
        <source>Russian &quot;without auction or prikup&quot;: the whole deck is dealt, nobody bids, everyone scores what they take (three with 24 cards, four with 32).</source>
        <translation>Rosyjska gra „bez licytacji i musiku”: rozdaje się całą talię, nikt nie licytuje, każdy zapisuje to, co weźmie (trzech z 24 kartami, czterech z 32).</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="77"/>
        <source>The game is won at the end of a deal by reaching it: 1000 (Polish, Danish), 1001 (Russian).</source>
        <translation>Wygrywa, kto go osiągnie na koniec rozdania: 1000 (polska, duńska), 1001 (rosyjska).</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="78"/>
        <source>Danish variant: a deal that would overshoot the target scores nothing (990 + 30 → 990).</source>
        <translation>Wariant duński: rozdanie, które przekroczyłoby wynik, nic nie daje (990 + 30 → 990).</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="79"/>
        <source>Polish: only the declarer may cross the target, a defender stops at 990 (980 + 40 → 990).</source>
        <translation>Polska: tylko grający może przekroczyć wynik, przeciwnik staje na 990 (980 + 40 → 990).</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="81"/>
        <source>The forced first bid of the player left of the dealer: 100; the Russian game without a barrel opens at 40 or 50.</source>
        <translation>Obowiązkowa pierwsza licytacja gracza na lewo od rozdającego: 100; rosyjska gra bez beczki zaczyna od 40 lub 50.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="82"/>
        <source>Bids and contracts are multiples of it: 10 (Polish, 100 → 110), 5 (Russian, Danish, 100 → 105).</source>
        <translation>Licytacje i deklaracje są jego wielokrotnością: 10 (polska, 100 → 110), 5 (rosyjska, duńska, 100 → 105).</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="83"/>
        <source>Off: every raise is exactly one step, 110 → 120 (Polish &quot;licytacja stopniowana&quot;).</source>
        <translation>Wyłączone: każde podbicie o jeden krok, 110 → 120 (polska „licytacja stopniowana”).</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="84"/>
        <source>Polish, Russian: at most 120 plus your marriages (♥ 100 → 220); Danish: above 120 only holding a marriage.</source>
        <translation>Polska, rosyjska: najwyżej 120 plus twoje meldunki (♥ 100 → 220); duńska: powyżej 120 tylko z meldunkiem.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="85"/>
        <source>Russian: the first hand may bid 120 blind; the musik is taken unseen and all scores of the deal count double.</source>
        <translation>Rosyjska: pierwszy gracz może zalicytować 120 w ciemno; musik bierze się bez oglądania, a wszystkie punkty rozdania liczą się podwójnie.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="86"/>
        <source>Russian: in the first round each player in turn must play 120 blind, scores doubled.</source>
        <translation>Rosyjska: w pierwszej rundzie każdy po kolei musi grać 120 w ciemno, punkty podwójnie.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="87"/>
        <source>Polish, Russian: not shown when the forced 100 won unopposed; Danish: always shown.</source>
        <translation>Polska, rosyjska: nie pokazuje się, gdy obowiązkowe 100 wygrało bez przebicia; duńska: zawsze.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="88"/>
        <source>Polish: the holder of four nines may ask for a redeal; Russian option: they score 120.</source>
        <translation>Polska: posiadacz czterech dziewiątek może żądać ponownego rozdania; opcja rosyjska: dają 120.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="89"/>
        <source>A hand worth at most this many points and without a marriage may be redealt (Russian 12, Polish 9 to 18).</source>
        <translation>Przy ręce wartej najwyżej tyle punktów i bez meldunku można żądać ponownego rozdania (rosyjska 12, polska 9 do 18).</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="90"/>
        <source>Russian: the declarer may ask for a redeal when the musik holds at most this many points (2, 3 or 5).</source>
        <translation>Rosyjska: grający może żądać ponownego rozdania, gdy musik ma najwyżej tyle punktów (2, 3 lub 5).</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="91"/>
        <source>Polish: a declarer may give up one deal per game without playing (a bomb); Russian: none.</source>
        <translation>Polska: grający może raz na grę zrezygnować z rozdania bez grania (bomba); rosyjska: brak.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="92"/>
        <source>Polish: a bomb only after the forced 100 won; &quot;any&quot; allows it at every bid.</source>
        <translation>Polska: bomba tylko po wygranym obowiązkowym 100; „dowolna” pozwala przy każdej licytacji.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="93"/>
        <source>Each opponent scores this for a bomb: 60 (Polish), 40 (four players) or half the bid (210 → 110).</source>
        <translation>Każdy przeciwnik dostaje tyle za bombę: 60 (polska), 40 (czterech graczy) lub połowę licytacji (210 → 110).</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="95"/>
        <source>Russian &quot;raspisat&quot;: the declarer takes minus the bid and each opponent +40 (bid 120 → −120, +40).</source>
        <translation>Rosyjskie „rozpisanie”: grający dostaje minus licytację, a każdy przeciwnik +40 (licytacja 120 → −120, +40).</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="96"/>
        <source>Polish, Danish: play a card that beats the trick so far when you can; Russian: not required.</source>
        <translation>Polska, duńska: trzeba zagrać kartę bijącą lewę, jeśli się ją ma; rosyjska: nie trzeba.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="97"/>
        <source>Void in the led suit: Polish trumps only if the trump would win; Russian, Danish any trump.</source>
        <translation>Bez koloru wyjścia: polska — atut tylko, jeśli wygra lewę; rosyjska, duńska — dowolny atut.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="98"/>
        <source>Russian: a marriage may be declared only after taking a trick in this deal.</source>
        <translation>Rosyjska: meldunek można zgłosić dopiero po wzięciu lewy w tym rozdaniu.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="99"/>
        <source>The card led to declare a marriage: the queen or the king, or only the queen.</source>
        <translation>Karta, którą wychodzi się z meldunkiem: dama lub król albo tylko dama.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="100"/>
        <source>Polish &quot;wykładanie&quot;: the declarer lays the hand down when no defence can win a trick.</source>
        <translation>Polskie „wykładanie”: grający wykłada karty, gdy przeciwnicy nie mogą wziąć żadnej lewy.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="101"/>
        <source>Defenders&apos; points are rounded: Polish to tens (25 → 20), Russian, Danish to fives (43 → 45).</source>
        <translation>Punkty przeciwników się zaokrągla: polska do dziesiątek (25 → 20), rosyjska, duńska do piątek (43 → 45).</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="102"/>
        <source>Polish: from 800 a player scores only as declarer; falling below 800 lifts it.</source>
        <translation>Polska: od 800 gracz zapisuje punkty tylko jako grający; spadek poniżej 800 to znosi.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="103"/>
        <source>The score from which the lock holds: 800, or 900 (Polish &quot;800 or 900&quot;).</source>
        <translation>Wynik, od którego działa blokada: 800 albo 900 (polskie „800 (bądź 900)”).</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="104"/>
        <source>Polish option: a player at 800 or more loses 100 for a deal without a trick (820 → 720).</source>
        <translation>Opcja polska: gracz od 800 traci 100 za rozdanie bez lewy (820 → 720).</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="105"/>
        <source>The score from which a deal without a trick costs 100: 800 (Polish), 851 in the Russian game without a barrel (&quot;above 850&quot;).</source>
        <translation>Wynik, od którego rozdanie bez lewy kosztuje 100: 800 (polska), 851 w rosyjskiej grze bez beczki („powyżej 850”).</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="106"/>
        <source>Russian, Danish: a score reaching it stops there (870 + 40 → 880) and can only finish as declarer.</source>
        <translation>Rosyjska, duńska: wynik, który ją osiąga, zatrzymuje się na niej (870 + 40 → 880) i kończy tylko jako grający.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="107"/>
        <source>Deals allowed on the barrel; when they are used up the player falls 120 (880 → 760).</source>
        <translation>Rozdania dozwolone na beczce; po ich wyczerpaniu następuje spadek z beczki o 120 (880 → 760).</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="108"/>
        <source>Russian: the third fall from the barrel sets the score to 0 instead (880 → 0).</source>
        <translation>Rosyjska: trzeci spadek z beczki zeruje wynik (880 → 0).</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="109"/>
        <source>When several reach the barrel in one deal: all stay, or all fall by 120.</source>
        <translation>Gdy kilku wejdzie na beczkę w jednym rozdaniu: wszyscy zostają albo wszyscy spadają z beczki o 120.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="110"/>
        <source>Russian second variant: on the barrel the declarer must announce enough to finish (1001 − 880 → 125), not less.</source>
        <translation>Drugi wariant rosyjski: na beczce grający musi zadeklarować tyle, żeby skończyć partię (1001 − 880 → 125), nie mniej.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="111"/>
        <source>Russian: a deal without a trick is a bolt; every third bolt costs 120 (300 → 180).</source>
        <translation>Rosyjska: rozdanie bez lewy to bolt; co trzeci bolt kosztuje 120 (300 → 180).</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="112"/>
        <source>Russian: a score of exactly 555 after a deal becomes 0.</source>
        <translation>Rosyjska: wynik równy 555 po rozdaniu zmienia się w 0.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="114"/>
        <source>Polish: 50 per ace and the marriages in the musik; Russian: the musik&apos;s points; Danish: nothing.</source>
        <translation>Polska: 50 za asa i meldunki w musiku; rosyjska: punkty musiku; duńska: nic.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="120"/>
        <source>none</source>
        <translation>brak</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="121"/>
        <source>any</source>
        <translation>dowolna</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="131"/>
        <source>Stop at 990</source>
        <translation>Stop na 990</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="132"/>
        <source>Allowed</source>
        <translation>Dozwolone</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="133"/>
        <source>Score nothing</source>
        <translation>Bez punktów</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="136"/>
        <source>Declarer, then the higher score</source>
        <translation>Grający, potem wyższy wynik</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="137"/>
        <source>The higher score</source>
        <translation>Wyższy wynik</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="138"/>
        <source>A draw</source>
        <translation>Remis</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="141"/>
        <source>120 plus held marriages</source>
        <translation>120 plus posiadane meldunki</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="142"/>
        <source>Above 120 with any marriage</source>
        <translation>Powyżej 120 z dowolnym meldunkiem</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="143"/>
        <source>Unlimited (at own risk)</source>
        <translation>Bez ograniczeń (na własne ryzyko)</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="146"/>
        <source>If the bid was raised</source>
        <translation>Gdy licytacja została podbita</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="147"/>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="159"/>
        <source>Always</source>
        <translation>Zawsze</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="148"/>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="160"/>
        <source>Never</source>
        <translation>Nigdy</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="151"/>
        <source>Redeal</source>
        <translation>Ponowne rozdanie</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="152"/>
        <source>Score 120</source>
        <translation>120 punktów</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="153"/>
        <source>Off</source>
        <translation>Wyłączone</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="155"/>
        <source>Unlimited</source>
        <translation>Bez ograniczeń</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="156"/>
        <source>Half the bid</source>
        <translation>Połowa licytacji</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="158"/>
        <source>Only if the trump wins</source>
        <translation>Tylko gdy atut bije</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="163"/>
        <source>Queen or king</source>
        <translation>Dama lub król</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="164"/>
        <source>Queen only</source>
        <translation>Tylko dama</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="167"/>
        <source>To tens, half down (25 → 20)</source>
        <translation>Do dziesiątek, połowa w dół (25 → 20)</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="168"/>
        <source>To tens, half up (25 → 30)</source>
        <translation>Do dziesiątek, połowa w górę (25 → 30)</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="169"/>
        <source>To fives (43 → 45)</source>
        <translation>Do piątek (43 → 45)</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="170"/>
        <source>Exact</source>
        <translation>Dokładnie</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="173"/>
        <source>24 cards, nine to ace</source>
        <translation>24 karty, od dziewiątki do asa</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="174"/>
        <source>32 cards, seven to ace</source>
        <translation>32 karty, od siódemki do asa</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="176"/>
        <source>No penalty</source>
        <translation>Bez kary</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="178"/>
        <source>The winner of the last trick</source>
        <translation>Zwycięzca ostatniej lewy</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="179"/>
        <source>Nobody</source>
        <translation>Nikt</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="183"/>
        <source>All stay on it</source>
        <translation>Wszyscy zostają</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="184"/>
        <source>All fall by 120</source>
        <translation>Wszyscy spadają z beczki o 120</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="187"/>
        <source>Dealer sits out</source>
        <translation>Rozdający pauzuje</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="188"/>
        <source>All play, 6 cards each</source>
        <translation>Grają wszyscy, po 6 kart</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="189"/>
        <source>Two against two</source>
        <translation>Dwóch na dwóch</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="192"/>
        <source>Aces and marriages in the musik</source>
        <translation>Asy i meldunki w musiku</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="193"/>
        <source>Points in the musik</source>
        <translation>Punkty w musiku</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="181"/>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="194"/>
        <source>Nothing</source>
        <translation>Nic</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="56"/>
        <source>Lock from a score of</source>
        <translation>Blokada od wyniku</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="57"/>
        <source>Penalty for a deal without a trick</source>
        <translation>Kara za rozdanie bez lewy</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="58"/>
        <source>Penalty from a score of</source>
        <translation>Kara od wyniku</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="80"/>
        <source>Polish: if several reach the target, the declarer wins, else the higher score.</source>
        <translation>Polska: gdy kilku graczy naraz jest u celu, wygrywa grający, inaczej wyższy wynik.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="94"/>
        <source>A Polish variant: a player&apos;s first bomb gives the opponents nothing.</source>
        <translation>Wariant polski: pierwsza bomba gracza nic nie daje przeciwnikom.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="113"/>
        <source>With four players: the dealer sits the deal out (all traditions), all four play six cards each (Polish), or two against two (southern Poland).</source>
        <translation>We czterech: rozdający pauzuje (wszystkie tradycje), grają wszyscy po sześć kart (polska) albo dwie pary, dwóch na dwóch (południe Polski).</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="115"/>
        <source>With two players: most often the Polish two musiks of two; also other Polish deals and the Russian prikup of 4 or four closed cards.</source>
        <translation>We dwóch: najczęściej polskie dwa musiki po dwie karty; także inne polskie rozdania i rosyjskie: z musikiem z 4 kart albo z czterema zakrytymi.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="116"/>
        <source>Two musiks or an open musik: the cards laid aside go to the winner of the last trick, or in a Polish variant count for nobody.</source>
        <translation>Dwa musiki lub odkryty musik: odłożone karty dostaje zwycięzca ostatniej lewy albo, w polskim wariancie, nie liczą się nikomu.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="117"/>
        <source>Drawing from the stock: the winner of the last trick adds this (Russian &quot;on six cards&quot;: 10).</source>
        <translation>Tysiąc dobierany: zwycięzca ostatniej lewy dopisuje sobie tyle (rosyjska gra „na sześciu kartach”: 10).</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="197"/>
        <source>Two musiks of 2</source>
        <translation>Dwa musiki po 2</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="198"/>
        <source>Two musiks of 3</source>
        <translation>Dwa musiki po 3</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="199"/>
        <source>Twelve cards, no musik</source>
        <translation>Dwanaście kart, bez musiku</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="200"/>
        <source>Drawing from the stock</source>
        <translation>Tysiąc dobierany</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="201"/>
        <source>Seven cards, open musik</source>
        <translation>Siedem kart, odkryty musik</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="202"/>
        <source>Russian prikup of 4</source>
        <translation>Rosyjski, musik z 4 kart</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="203"/>
        <source>Russian, four closed</source>
        <translation>Rosyjski, cztery zakryte</translation>
    </message>
</context>
<context>
    <name>RulesHelpDialog</name>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="67"/>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="69"/>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="355"/>
        <source>Rules</source>
        <translation>Zasady</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="101"/>
        <source>Tysiąc in brief</source>
        <translation>Tysiąc w skrócie</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="102"/>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="315"/>
        <source>House rules in force</source>
        <translation>Obowiązujące zasady domowe</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="109"/>
        <source>Special rules at this table</source>
        <translation>Zasady specjalne przy tym stole</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="156"/>
        <source>A king and queen of one suit make a marriage: {h} 100, {d} 80, {c} 60, {s} 40. When you lead a trick you may lay one of the pair and declare the marriage: its points are yours at once and its suit becomes trump. Until the first marriage there is no trump.</source>
        <translation>Król i dama w jednym kolorze to meldunek: {h} 100, {d} 80, {c} 60, {s} 40. Kiedy wychodzisz do lewy, możesz zagrać jedną z tych dwóch kart i zameldować: punkty za meldunek dostajesz od razu, a jego kolor staje się atutem. Do pierwszego meldunku nie ma atutu.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="160"/>
        <source>You must follow the suit led and, if you can, beat the card that is winning the trick.</source>
        <translation>Trzeba dokładać do koloru, a jeśli się da – przebić kartę, która na razie bierze lewę.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="161"/>
        <source>You must follow the suit led.</source>
        <translation>Trzeba dokładać do koloru.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="163"/>
        <source>Without that suit you must play a trump if you hold one.</source>
        <translation>Bez tego koloru trzeba dać atut, jeśli się go ma.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="164"/>
        <source>Without that suit you must play a trump only if it would win the trick.</source>
        <translation>Bez tego koloru atut trzeba dać tylko wtedy, gdy weźmie lewę.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="165"/>
        <source>Without that suit you may play any card.</source>
        <translation>Bez tego koloru można dać dowolną kartę.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="178"/>
        <source>The player left of the dealer must open at {opening}; then each in turn raises by exactly {step}, or passes for the rest of the auction. The last one bidding becomes the declarer.</source>
        <translation>Gracz po lewej stronie rozdającego musi zacząć od {opening}; potem każdy po kolei podbija dokładnie o {step} albo pasuje i wypada z licytacji. Kto licytował ostatni, zostaje grającym.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="214"/>
        <source>Promising more than 120 needs a marriage in hand.</source>
        <translation>Żeby grać więcej niż 120, trzeba mieć w ręce meldunek.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="231"/>
        <source>The declarer counts the card points taken plus their own marriages: reaching the contract scores it, falling short by even one point loses it. Each opponent scores exactly what they took.</source>
        <translation>Grający liczy punkty z wziętych kart i własnych meldunków: gdy osiągnie swoją deklarację, dopisuje ją sobie, a gdy zabraknie choćby punktu – odpisuje. Każdy przeciwnik dopisuje dokładnie to, co wziął.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="237"/>
        <source>Everyone scores exactly the card points they took plus their own marriages.</source>
        <translation>Każdy dopisuje dokładnie punkty z wziętych kart i własnych meldunków.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="247"/>
        <source>A marriage is declared by laying its queen.</source>
        <translation>Meldunek zgłasza się, wykładając damę.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="249"/>
        <source>You may declare one only after taking a trick in the deal.</source>
        <translation>Meldować można dopiero po wzięciu lewy w tym rozdaniu.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="251"/>
        <source>No marriage may be declared before the first trick is over.</source>
        <translation>Przed końcem pierwszej lewy nie można meldować.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="271"/>
        <source>Conceding: the declarer may give up before play, losing the bid while each opponent gets {points}.</source>
        <translation>Poddanie: grający może poddać grę przed rozgrywką; traci wtedy wylicytowaną wartość, a każdy przeciwnik dostaje {points}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="277"/>
        <source>From {score} points on, a deal without a trick costs {penalty}.</source>
        <translation>Od {score} punktów rozdanie bez lewy kosztuje {penalty}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="200"/>
        <source>The declarer takes the musik, gives one card face down to each opponent and names the contract, at least the winning bid.</source>
        <translation>Grający bierze musik, daje każdemu przeciwnikowi po jednej zakrytej karcie i deklaruje, ile gra – co najmniej tyle, ile wylicytował.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="189"/>
        <source>The game</source>
        <translation>Gra</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="190"/>
        <source>Tysiąc (Thousand) is a game of bidding and tricks, usually for three players. After every deal the points are added up, and the first player to reach {target} wins.</source>
        <translation>Tysiąc to gra z licytacją i braniem lew, zwykle dla trzech osób. Po każdym rozdaniu podlicza się punkty, a wygrywa ten, kto pierwszy osiągnie {target}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="192"/>
        <source>The cards</source>
        <translation>Karty</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="167"/>
        <source>24 cards: nine, jack, queen, king, ten and ace of each suit, ranked in that order. An ace counts 11, a ten 10, a king 4, a queen 3, a jack 2 and a nine nothing: 120 in all.</source>
        <translation>24 karty: dziewiątka, walet, dama, król, dziesiątka i as w każdym kolorze, w tej kolejności od najmłodszej do najstarszej. As liczy się za 11, dziesiątka za 10, król za 4, dama za 3, walet za 2, a dziewiątka nic – razem 120.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="174"/>
        <source>Bidding</source>
        <translation>Licytacja</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="215"/>
        <source>Musik and contract</source>
        <translation>Musik i deklaracja</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="219"/>
        <source>Play</source>
        <translation>Rozgrywka</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="222"/>
        <source>Marriages</source>
        <translation>Meldunki</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="240"/>
        <source>Scoring</source>
        <translation>Punktacja</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="228"/>
        <source>The declarer counts the card points taken plus their own marriages: reaching the contract scores it, falling short by even one point loses it. Each opponent scores what they took, rounded.</source>
        <translation>Grający liczy punkty z wziętych kart i własnych meldunków: gdy osiągnie swoją deklarację, dopisuje ją sobie, a gdy zabraknie choćby punktu – odpisuje. Każdy przeciwnik dopisuje to, co wziął, po zaokrągleniu.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="124"/>
        <source>Partners sit opposite each other.</source>
        <translation>Partnerzy z pary siedzą naprzeciw siebie.</translation>
    </message>
    <message numerus="yes">
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="126"/>
        <source>The dealer sits the deal out; the others get %n cards each.</source>
        <translation>
            <numerusform>Rozdający pauzuje; pozostali dostają po %n karcie.</numerusform>
            <numerusform>Rozdający pauzuje; pozostali dostają po %n karty.</numerusform>
            <numerusform>Rozdający pauzuje; pozostali dostają po %n kart.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="128"/>
        <source>The whole deck is dealt: %n cards each.</source>
        <translation>
            <numerusform>Rozdaje się całą talię: po %n karcie.</numerusform>
            <numerusform>Rozdaje się całą talię: po %n karty.</numerusform>
            <numerusform>Rozdaje się całą talię: po %n kart.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="130"/>
        <source>Everyone gets %n cards.</source>
        <translation>
            <numerusform>Każdy dostaje %n kartę.</numerusform>
            <numerusform>Każdy dostaje %n karty.</numerusform>
            <numerusform>Każdy dostaje %n kart.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="132"/>
        <source>There is no musik.</source>
        <translation>Musiku nie ma.</translation>
    </message>
    <message numerus="yes">
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="134"/>
        <source>The prikup is %n cards, face down.</source>
        <translation>
            <numerusform>Musik to %n zakryta karta.</numerusform>
            <numerusform>Musik to %n zakryte karty.</numerusform>
            <numerusform>Musik to %n zakrytych kart.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="136"/>
        <source>The musik is %n cards, face up.</source>
        <translation>
            <numerusform>Musik to %n odkryta karta.</numerusform>
            <numerusform>Musik to %n odkryte karty.</numerusform>
            <numerusform>Musik to %n odkrytych kart.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="138"/>
        <source>There are two musiks of %n cards each.</source>
        <translation>
            <numerusform>Są dwa musiki po %n karcie.</numerusform>
            <numerusform>Są dwa musiki po %n karty.</numerusform>
            <numerusform>Są dwa musiki po %n kart.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="140"/>
        <source>The musik is %n cards, face down.</source>
        <translation>
            <numerusform>Musik to %n zakryta karta.</numerusform>
            <numerusform>Musik to %n zakryte karty.</numerusform>
            <numerusform>Musik to %n zakrytych kart.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="142"/>
        <source>Everyone also has %n piles on the table, a face-up card on a face-down one.</source>
        <translation>
            <numerusform>Każdy ma też na stole %n stosik: odkrytą kartę na zakrytej.</numerusform>
            <numerusform>Każdy ma też na stole %n stosiki: odkrytą kartę na zakrytej.</numerusform>
            <numerusform>Każdy ma też na stole %n stosików: odkrytą kartę na zakrytej.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="145"/>
        <source>The other %n cards are a stock: after each trick the winner, then the other player, draws one.</source>
        <translation>
            <numerusform>Pozostała %n karta to talon do dobierania: po każdej lewie najpierw biorący lewę, potem drugi gracz dobiera kartę.</numerusform>
            <numerusform>Pozostałe %n karty to talon do dobierania: po każdej lewie najpierw biorący lewę, potem drugi gracz dobiera kartę.</numerusform>
            <numerusform>Pozostałych %n kart to talon do dobierania: po każdej lewie najpierw biorący lewę, potem drugi gracz dobiera kartę.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="148"/>
        <source>While the stock lasts, any card may be played.</source>
        <translation>Dopóki talon się nie skończy, można zagrać dowolną kartę.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="170"/>
        <source>32 cards: seven, eight, nine, jack, queen, king, ten and ace of each suit, ranked in that order. An ace counts 11, a ten 10, a king 4, a queen 3, a jack 2, and a nine, eight or seven nothing: 120 in all.</source>
        <translation>32 karty: siódemka, ósemka, dziewiątka, walet, dama, król, dziesiątka i as w każdym kolorze, w tej kolejności od najmłodszej do najstarszej. As liczy się za 11, dziesiątka za 10, król za 4, dama za 3, walet za 2, a dziewiątka, ósemka i siódemka nic – razem 120.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="175"/>
        <source>The player left of the dealer must open at {opening}; then each in turn raises by {step} or more, or passes for the rest of the auction. The last one bidding becomes the declarer.</source>
        <translation>Gracz po lewej stronie rozdającego musi zacząć od {opening}; potem każdy po kolei podbija o {step} lub więcej albo pasuje i wypada z licytacji. Kto licytował ostatni, zostaje grającym.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="182"/>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="186"/>
        <source>The deal</source>
        <translation>Rozdanie</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="183"/>
        <source>There is no auction: the dealer&apos;s opponent is the declarer and must make {contract}.</source>
        <translation>Licytacji nie ma: grającym jest przeciwnik rozdającego i musi ugrać {contract}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="187"/>
        <source>There is no auction and no declarer: everyone plays for their own points.</source>
        <translation>Nie ma licytacji ani grającego: każdy gra na własne punkty.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="197"/>
        <source>The declarer takes the musik, gives one card face down to each of the other three players and names the contract, at least the winning bid.</source>
        <translation>Grający bierze musik, daje każdemu z trzech pozostałych graczy (także partnerowi) po jednej zakrytej karcie i deklaruje, ile gra – co najmniej tyle, ile wylicytował.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="203"/>
        <source>The declarer picks {takes} of the face-down cards, lays {n} cards aside and names the contract, at least the winning bid.</source>
        <translation>Grający wybiera {takes} z zakrytych kart, odkłada {n} karty i deklaruje, ile gra – co najmniej tyle, ile wylicytował.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="207"/>
        <source>The declarer takes the musik, lays {n} cards aside face down and names the contract, at least the winning bid.</source>
        <translation>Grający bierze musik, odkłada {n} karty zakryte i deklaruje, ile gra – co najmniej tyle, ile wylicytował.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="210"/>
        <source>The declarer names the contract, at least the winning bid.</source>
        <translation>Grający deklaruje, ile gra – co najmniej tyle, ile wylicytował.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="212"/>
        <source>Promising more than 120 needs marriages in hand.</source>
        <translation>Żeby grać więcej niż 120, trzeba mieć meldunki w ręce.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="216"/>
        <source>The declarer leads the first trick.</source>
        <translation>Grający wychodzi do pierwszej lewy.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="217"/>
        <source>The player left of the dealer leads the first trick.</source>
        <translation>Do pierwszej lewy wychodzi gracz po lewej stronie rozdającego.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="220"/>
        <source>{lead} {follow} {void} The highest trump takes the trick, or else the highest card of the suit led; the taker leads next.</source>
        <translation>{lead} {follow} {void} Lewę bierze najstarszy atut, a bez atutu najstarsza karta w kolorze wyjścia; kto wziął lewę, wychodzi do następnej.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="223"/>
        <source>You may also declare one “on someone”: play the king onto the queen of its suit that the player before you has just played.</source>
        <translation>Można też zameldować „na kimś”: dołożyć króla na damę tego samego koloru, którą właśnie zagrał gracz przed tobą.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="235"/>
        <source>Everyone scores the card points they took plus their own marriages, rounded.</source>
        <translation>Każdy dopisuje punkty z wziętych kart i własnych meldunków, po zaokrągleniu.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="239"/>
        <source>Partners count their points and their score together.</source>
        <translation>Partnerzy z pary liczą punkty i wynik wspólnie.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="264"/>
        <source>Bomb: instead of playing, the declarer may give the deal up: nothing for the declarer, half the winning bid for each opponent.</source>
        <translation>Bomba: zamiast grać, grający może zrezygnować z rozdania – sam nic nie dostaje, a każdy przeciwnik dostaje połowę wylicytowanej wartości.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="267"/>
        <source>Bomb: instead of playing, the declarer may give the deal up: nothing for the declarer, {points} for each opponent.</source>
        <translation>Bomba: zamiast grać, grający może zrezygnować z rozdania – sam nic nie dostaje, a każdy przeciwnik dostaje {points}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="274"/>
        <source>Lock at {score}: from {score} points on, a player scores only as the declarer.</source>
        <translation>Blokada na {score}: od {score} punktów gracz zdobywa punkty tylko jako grający.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="280"/>
        <source>Only the declarer may finish the game; an opponent stops short of the target.</source>
        <translation>Partię może zakończyć tylko grający; przeciwnik zatrzymuje się tuż przed celem.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="282"/>
        <source>Exact finish: a deal that would take you past the target scores nothing.</source>
        <translation>Dokładne zakończenie: rozdanie, po którym wynik przekroczyłby cel, nie daje punktów.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="284"/>
        <source>Barrel: whoever reaches {barrel} stays there and has {n} deals to win as the declarer; otherwise the score falls by 120.</source>
        <translation>Beczka: kto dojdzie do {barrel}, staje na beczce i ma na wygraną jako grający ograniczoną liczbę rozdań ({n}); jeśli się nie uda, następuje spadek z beczki o 120.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="288"/>
        <source>On the barrel the declarer must announce enough to finish the game.</source>
        <translation>Na beczce grający musi zadeklarować tyle, żeby skończyć partię.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="290"/>
        <source>Bolts: taking no trick in a deal is a bolt; every third bolt costs 120.</source>
        <translation>Bolty: rozdanie bez żadnej lewy to bolt; co trzeci bolt kosztuje 120.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="292"/>
        <source>555: a score of exactly 555 goes back to 0.</source>
        <translation>555: wynik równy dokładnie 555 spada do 0.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="294"/>
        <source>Dark bid: the first bidder may bid 120 without looking; the deal then counts double.</source>
        <translation>Gra w ciemno: pierwszy licytujący może dać 120 bez oglądania kart; rozdanie liczy się wtedy podwójnie.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="297"/>
        <source>Golden round: in the first round everyone in turn must play 120, and it counts double.</source>
        <translation>Złota runda: w pierwszej kolejce każdy po kolei musi grać 120, a wyniki liczą się podwójnie.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="300"/>
        <source>Four nines without a marriage: the holder may ask for a new deal.</source>
        <translation>Cztery dziewiątki bez meldunku: ich posiadacz może poprosić o ponowne rozdanie.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="302"/>
        <source>Four nines: whoever holds all four scores 120.</source>
        <translation>Cztery dziewiątki: kto ma wszystkie cztery, dostaje 120.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="304"/>
        <source>The cards laid aside count for nobody.</source>
        <translation>Odłożone karty nie liczą się nikomu.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="306"/>
        <source>The winner of the last trick adds {points}.</source>
        <translation>Zwycięzca ostatniej lewy dopisuje sobie {points}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="320"/>
        <source>Preset: {preset}, unchanged.</source>
        <translation>Wariant: {preset}, bez zmian.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="322"/>
        <source>Preset: {preset}, with one change, marked below.</source>
        <translation>Wariant: {preset}; jedna zmiana, zaznaczona niżej.</translation>
    </message>
    <message numerus="yes">
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="324"/>
        <source>Preset: {preset}, with %n changes, marked below.</source>
        <translation>
            <numerusform>Wariant: {preset}; %n zmiana, zaznaczona niżej.</numerusform>
            <numerusform>Wariant: {preset}; %n zmiany, zaznaczone niżej.</numerusform>
            <numerusform>Wariant: {preset}; %n zmian, zaznaczonych niżej.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="326"/>
        <source>The small grey code after each option is its key and value in saved games.</source>
        <translation>Drobny szary kod przy każdej opcji to jej klucz i wartość w zapisanych partiach.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="347"/>
        <source>changed; the preset has {value}</source>
        <translation>zmienione; w wariancie: {value}</translation>
    </message>
</context>
<context>
    <name>ScoreChart</name>
    <message>
        <location filename="../tysiac_desktop/dialogs/score_chart.py" line="54"/>
        <location filename="../tysiac_desktop/dialogs/score_chart.py" line="85"/>
        <source>No finished deals yet</source>
        <translation>Nie ma jeszcze rozegranych rozdań</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/score_chart.py" line="79"/>
        <source>Score chart</source>
        <translation>Wykres wyników</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/score_chart.py" line="242"/>
        <source>{name}: {score}</source>
        <translation>{name}: {score}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/score_chart.py" line="164"/>
        <source>Deal</source>
        <translation>Rozdanie</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/score_chart.py" line="204"/>
        <source>Target {value}</source>
        <translation>Cel: {value}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/score_chart.py" line="246"/>
        <source>Start</source>
        <translation>Początek</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/score_chart.py" line="246"/>
        <source>After deal {number}</source>
        <translation>Po rozdaniu {number}</translation>
    </message>
</context>
<context>
    <name>ScoreSheet</name>
    <message>
        <location filename="../tysiac_desktop/dialogs/score_sheet.py" line="94"/>
        <location filename="../tysiac_desktop/dialogs/score_sheet.py" line="96"/>
        <source>Score sheet</source>
        <translation>Tabela wyników</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/score_sheet.py" line="95"/>
        <source>Totals</source>
        <translation>Razem</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/score_sheet.py" line="99"/>
        <source>✓ made · ✗ failed · ✹ bomb · ⊘ bolt (no trick) · ⛁ barrel (attempt) · ↺ 555 reset · small numbers: the deal&apos;s change</source>
        <translation>✓ ugrana · ✗ nieugrana · ✹ bomba · ⊘ bolt (bez lewy) · ⛁ beczka (próba) · ↺ 555 do zera · małe liczby: zmiana w rozdaniu</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/score_sheet.py" line="103"/>
        <source>Grey scores: the dealer sat that deal out.</source>
        <translation>Szare wyniki: rozdający pauzował w tym rozdaniu.</translation>
    </message>
</context>
<context>
    <name>ScoreSheetDialog</name>
    <message>
        <location filename="../tysiac_desktop/dialogs/score_sheet.py" line="168"/>
        <source>Score sheet</source>
        <translation>Tabela wyników</translation>
    </message>
</context>
<context>
    <name>Seats</name>
    <message>
        <location filename="../tysiac_desktop/wording/words.py" line="156"/>
        <source>Human</source>
        <translation>Człowiek</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/words.py" line="156"/>
        <source>Computer</source>
        <translation>Komputer</translation>
    </message>
</context>
<context>
    <name>SheetModel</name>
    <message>
        <location filename="../tysiac_desktop/dialogs/sheet_model.py" line="26"/>
        <source>You dealt and sat this deal out.</source>
        <translation>W tym rozdaniu rozdajesz i pauzujesz.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/sheet_model.py" line="29"/>
        <source>{cell}, made</source>
        <translation>{cell}, ugrana</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/sheet_model.py" line="30"/>
        <source>{cell}, failed</source>
        <translation>{cell}, nieugrana</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/sheet_model.py" line="31"/>
        <source>{cell}, conceded</source>
        <translation>{cell}, poddana</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/sheet_model.py" line="32"/>
        <source>{cell}, bomb</source>
        <translation>{cell}, bomba</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/sheet_model.py" line="83"/>
        <source>#</source>
        <translation>Nr</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/sheet_model.py" line="85"/>
        <source>Contract</source>
        <translation>Gra</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/sheet_model.py" line="89"/>
        <source>{name}
from {score}</source>
        <translation>{name}
od {score}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/sheet_model.py" line="120"/>
        <source>{name}: {score}</source>
        <translation>{name}: {score}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/sheet_model.py" line="122"/>
        <source>{name}: {score} ({change})</source>
        <translation>{name}: {score} ({change})</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/sheet_model.py" line="130"/>
        <source>Total</source>
        <translation>Razem</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/sheet_model.py" line="139"/>
        <source>redealt</source>
        <translation>ponowne rozdanie</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/sheet_model.py" line="141"/>
        <source>no contract</source>
        <translation>bez deklaracji</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/sheet_model.py" line="143"/>
        <source>{name} {contract}</source>
        <translation>{name} {contract}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/sheet_model.py" line="169"/>
        <source>{name}: {change} → {score}</source>
        <translation>{name}: {change} → {score}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/sheet_model.py" line="27"/>
        <source>{name} dealt and sat this deal out.</source>
        <translation>{name} rozdaje i pauzuje w tym rozdaniu.</translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <location filename="../tysiac_desktop/side_panel.py" line="119"/>
        <source>Scores</source>
        <translation>Wyniki</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/side_panel.py" line="120"/>
        <source>This deal</source>
        <translation>To rozdanie</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/side_panel.py" line="121"/>
        <source>Taken so far</source>
        <translation>Wzięte dotąd</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/side_panel.py" line="122"/>
        <location filename="../tysiac_desktop/side_panel.py" line="123"/>
        <source>What happened</source>
        <translation>Przebieg</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/side_panel.py" line="124"/>
        <source>Dealer</source>
        <translation>Rozdający</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/side_panel.py" line="124"/>
        <location filename="../tysiac_desktop/side_panel.py" line="153"/>
        <source>Bid</source>
        <translation>Licytacja</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/side_panel.py" line="124"/>
        <source>Declarer</source>
        <translation>Grający</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/side_panel.py" line="125"/>
        <source>Trump</source>
        <translation>Atut</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/side_panel.py" line="125"/>
        <source>Turn</source>
        <translation>Ruch</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/side_panel.py" line="127"/>
        <source>Show the rules in force</source>
        <translation>Pokaż obowiązujące zasady</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/side_panel.py" line="139"/>
        <source>“%1” (%2)</source>
        <translation>„%1” (%2)</translation>
    </message>
    <message numerus="yes">
        <location filename="../tysiac_desktop/side_panel.py" line="140"/>
        <source>Rules: %1, changed: %n</source>
        <translation>
            <numerusform>Zasady: %1, zmienione: %n</numerusform>
            <numerusform>Zasady: %1, zmienione: %n</numerusform>
            <numerusform>Zasady: %1, zmienione: %n</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/side_panel.py" line="140"/>
        <source>Rules: %1</source>
        <translation>Zasady: %1</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/side_panel.py" line="153"/>
        <source>Contract</source>
        <translation>Gra</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/side_panel.py" line="165"/>
        <source>none yet</source>
        <translation>jeszcze brak</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/side_panel.py" line="166"/>
        <source>%1 is thinking…</source>
        <translation>%1 myśli…</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/side_panel.py" line="190"/>
        <source>%1 of %2</source>
        <translation>%1 z %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../tysiac_desktop/side_panel.py" line="192"/>
        <source>%1 in %n tricks</source>
        <translation>
            <numerusform>%1 w %n lewie</numerusform>
            <numerusform>%1 w %n lewach</numerusform>
            <numerusform>%1 w %n lewach</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SingleInstance</name>
    <message>
        <location filename="../tysiac_desktop/single_instance.py" line="215"/>
        <source>Tysiąc is already open. Only one window can play at a time, so that your saved game and statistics stay whole; please switch to the window that is open.</source>
        <translation>Tysiąc jest już otwarty. Grać można tylko w jednym oknie naraz, aby zapisana gra i statystyki pozostały nienaruszone; przejdź do otwartego okna.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/single_instance.py" line="241"/>
        <source>Tysiąc cannot lock its data folder {folder}, so it plays without the lock: please do not start it a second time while this window is open.</source>
        <translation>Tysiąc nie może zablokować swojego folderu danych {folder}, więc gra bez blokady: nie uruchamiaj go po raz drugi, dopóki to okno jest otwarte.</translation>
    </message>
</context>
<context>
    <name>SpokenCards</name>
    <message>
        <location filename="../tysiac_desktop/wording/cards.py" line="58"/>
        <location filename="../tysiac_desktop/wording/cards.py" line="62"/>
        <source>seven</source>
        <translation>siódemka</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/cards.py" line="58"/>
        <location filename="../tysiac_desktop/wording/cards.py" line="62"/>
        <source>eight</source>
        <translation>ósemka</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/cards.py" line="59"/>
        <location filename="../tysiac_desktop/wording/cards.py" line="63"/>
        <source>nine</source>
        <translation>dziewiątka</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/cards.py" line="59"/>
        <source>jack</source>
        <translation>walet</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/cards.py" line="60"/>
        <source>queen</source>
        <translation>dama</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/cards.py" line="60"/>
        <location filename="../tysiac_desktop/wording/cards.py" line="64"/>
        <source>king</source>
        <translation>król</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/cards.py" line="61"/>
        <location filename="../tysiac_desktop/wording/cards.py" line="65"/>
        <source>ten</source>
        <translation>dziesiątka</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/cards.py" line="61"/>
        <source>ace</source>
        <translation>as</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/cards.py" line="63"/>
        <source>unter</source>
        <translation>niżnik</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/cards.py" line="64"/>
        <source>ober</source>
        <translation>wyżnik</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/cards.py" line="65"/>
        <source>deuce</source>
        <translation>tuz</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/cards.py" line="66"/>
        <source>hearts</source>
        <translation>kier</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/cards.py" line="66"/>
        <source>diamonds</source>
        <translation>karo</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/cards.py" line="67"/>
        <source>clubs</source>
        <translation>trefl</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/cards.py" line="67"/>
        <source>spades</source>
        <translation>pik</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/cards.py" line="68"/>
        <source>hearts (German suit)</source>
        <translation>czerwień</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/cards.py" line="69"/>
        <source>bells</source>
        <translation>dzwonek</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/cards.py" line="69"/>
        <source>acorns</source>
        <translation>żołądź</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/cards.py" line="70"/>
        <source>leaves</source>
        <translation>wino</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/cards.py" line="71"/>
        <source>{rank} of {suit}</source>
        <translation>{rank} {suit}</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="76"/>
        <source>Statistics</source>
        <translation>Statystyki</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="83"/>
        <source>Games of:</source>
        <translation>Gry:</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="95"/>
        <source>Summary</source>
        <translation>Podsumowanie</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="97"/>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="346"/>
        <source>Games</source>
        <translation>Gry</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="101"/>
        <source>Export CSV…</source>
        <translation>Eksportuj CSV…</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="102"/>
        <source>Save every deal of every game as a table for a spreadsheet</source>
        <translation>Zapisz wszystkie rozdania ze wszystkich gier jako tabelę do arkusza kalkulacyjnego</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="133"/>
        <source>all modes</source>
        <translation>wszystkie odmiany</translation>
    </message>
    <message numerus="yes">
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="137"/>
        <source>%1 (%n games)</source>
        <translation>
            <numerusform>%1 (%n gra)</numerusform>
            <numerusform>%1 (%n gry)</numerusform>
            <numerusform>%1 (%n gier)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="169"/>
        <source>No finished deals yet</source>
        <translation>Nie ma jeszcze rozegranych rozdań</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="174"/>
        <source>Play a deal and your results will appear here: games and deals won, contracts made, and how you fare against each computer level.</source>
        <translation>Rozegraj rozdanie, a pojawią się tu twoje wyniki: wygrane gry i rozdania, ugrane deklaracje oraz to, jak radzisz sobie z każdym poziomem komputera.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="194"/>
        <source>Figures for the human players at the table; computer players are compared by level below.</source>
        <translation>Liczby dotyczą graczy-ludzi przy stole; graczy komputerowych porównano niżej według poziomu.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="252"/>
        <source>{value}%</source>
        <translation>{value}%</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="256"/>
        <source>Overview</source>
        <translation>Przegląd</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="258"/>
        <source>Games played</source>
        <translation>Rozegrane gry</translation>
    </message>
    <message numerus="yes">
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="258"/>
        <source>%Ln finished</source>
        <translation>
            <numerusform>%Ln zakończona</numerusform>
            <numerusform>%Ln zakończone</numerusform>
            <numerusform>%Ln zakończonych</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="259"/>
        <source>Games won</source>
        <translation>Wygrane gry</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="260"/>
        <source>{percent} of finished games</source>
        <translation>{percent} zakończonych gier</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="262"/>
        <source>Deals played</source>
        <translation>Rozegrane rozdania</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="262"/>
        <source>redeals not counted</source>
        <translation>bez ponownych rozdań</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="263"/>
        <source>Deals won</source>
        <translation>Wygrane rozdania</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="264"/>
        <source>you declared the contract and made it ({percent} of the deals you declared)</source>
        <translation>ugrane przez ciebie deklaracje ({percent} twoich deklaracji)</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="266"/>
        <source>Average score per deal</source>
        <translation>Średni wynik na rozdanie</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="280"/>
        <source>Your contracts by value</source>
        <translation>Twoje deklaracje według wartości</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="281"/>
        <source>Contract</source>
        <translation>Deklaracja</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="281"/>
        <source>Played</source>
        <translation>Grane</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="281"/>
        <source>Made</source>
        <translation>Ugrane</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="281"/>
        <source>Made %</source>
        <translation>% ugranych</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="288"/>
        <source>{low} and more</source>
        <translation>{low} i więcej</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="298"/>
        <source>All contracts</source>
        <translation>Wszystkie deklaracje</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="309"/>
        <source>Against the computer</source>
        <translation>Przeciw komputerowi</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="310"/>
        <source>Level</source>
        <translation>Poziom</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="310"/>
        <source>Games against it</source>
        <translation>Gry przeciw niemu</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="310"/>
        <source>Won by you</source>
        <translation>Twoje wygrane</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="311"/>
        <source>Its contracts made</source>
        <translation>Jego ugrane deklaracje</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="311"/>
        <source>Its average per deal</source>
        <translation>Jego średnia na rozdanie</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="319"/>
        <source>{wins} ({percent})</source>
        <translation>{wins} ({percent})</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="322"/>
        <source>{made} of {played} ({percent})</source>
        <translation>{made} z {played} ({percent})</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="352"/>
        <source>Date</source>
        <translation>Data</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="352"/>
        <source>Rules</source>
        <translation>Zasady</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="352"/>
        <source>Players and scores</source>
        <translation>Gracze i wyniki</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="353"/>
        <source>Deals</source>
        <translation>Rozdania</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="353"/>
        <source>Result</source>
        <translation>Wynik</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="361"/>
        <source>No games recorded yet.</source>
        <translation>Nie zapisano jeszcze żadnej gry.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="369"/>
        <source>Choose a game to see how its scores went.</source>
        <translation>Wybierz grę, aby zobaczyć przebieg wyników.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="418"/>
        <source>{name}: computer ({level})</source>
        <translation>{name}: komputer ({level})</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="419"/>
        <source>unknown level</source>
        <translation>nieznany poziom</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="421"/>
        <source>{name}: human</source>
        <translation>{name}: człowiek</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="427"/>
        <source>In progress</source>
        <translation>W toku</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="427"/>
        <source>Not finished</source>
        <translation>Niedokończona</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="429"/>
        <source>Draw</source>
        <translation>Remis</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="434"/>
        <source>{name} won</source>
        <translation>Zwycięzca: {name}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="435"/>
        <source>Finished</source>
        <translation>Zakończona</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="440"/>
        <source>{date} (this game)</source>
        <translation>{date} (ta gra)</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="443"/>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="468"/>
        <source>This game</source>
        <translation>Ta gra</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="477"/>
        <source>Game of {date}</source>
        <translation>Gra z {date}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="495"/>
        <source>Export statistics</source>
        <translation>Eksportuj statystyki</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="496"/>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>Pliki CSV (*.csv);;Wszystkie pliki (*)</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="502"/>
        <source>Export CSV</source>
        <translation>Eksport do CSV</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="503"/>
        <source>The statistics could not be saved to {path}: {reason}</source>
        <translation>Nie udało się zapisać statystyk do {path}: {reason}</translation>
    </message>
</context>
<context>
    <name>Suits</name>
    <message>
        <location filename="../tysiac_desktop/wording/words.py" line="90"/>
        <source>hearts</source>
        <translation>kier</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/words.py" line="90"/>
        <source>diamonds</source>
        <translation>karo</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/words.py" line="91"/>
        <source>clubs</source>
        <translation>trefl</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/words.py" line="91"/>
        <source>spades</source>
        <translation>pik</translation>
    </message>
</context>
<context>
    <name>Teams</name>
    <message>
        <location filename="../tysiac_desktop/dialogs/deal_summary.py" line="198"/>
        <location filename="../tysiac_desktop/wording/words.py" line="142"/>
        <source>%1 &amp; %2</source>
        <translation>%1 i %2</translation>
    </message>
</context>
<context>
    <name>Waiting</name>
    <message>
        <location filename="../tysiac_desktop/wording/waiting.py" line="17"/>
        <source>{name} is bidding</source>
        <translation>{name} licytuje</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/waiting.py" line="18"/>
        <source>{name} is taking the musik</source>
        <translation>{name} bierze musik</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/waiting.py" line="19"/>
        <source>{name} is choosing the contract</source>
        <translation>{name} deklaruje grę</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/waiting.py" line="20"/>
        <source>{name} is playing</source>
        <translation>{name} gra</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/waiting.py" line="33"/>
        <source>Connecting to the table…</source>
        <translation>Łączenie ze stołem…</translation>
    </message>
</context>
</TS>
