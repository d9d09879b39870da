<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pl">
<context>
    <name>ActionBar</name>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="44"/>
        <source>Hint</source>
        <translation>Podpowiedź</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="98"/>
        <source>Your hand is weak: you may ask for a new deal.</source>
        <translation>Masz słabe karty: możesz poprosić o ponowne rozdanie.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="99"/>
        <source>Redeal</source>
        <translation>Nowe rozdanie</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="100"/>
        <source>Keep my cards</source>
        <translation>Zostawiam karty</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="104"/>
        <source>You open the auction.</source>
        <translation>Otwierasz licytację.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="106"/>
        <location filename="../tysiac_desktop/action_bar.py" line="114"/>
        <source>Bid %1</source>
        <translation>Licytuję %1</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="108"/>
        <source>Dark 120 (blind)</source>
        <translation>120 w ciemno</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="110"/>
        <source>Highest bid: &lt;b&gt;%1&lt;/b&gt;. Raise or pass?</source>
        <translation>Najwyższa licytacja: &lt;b&gt;%1&lt;/b&gt;. Podbijasz czy pas?</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="112"/>
        <source>Pass</source>
        <translation>Pas</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="116"/>
        <source>Bid</source>
        <translation>Licytuję</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="120"/>
        <source>You won the auction. Take the musik.</source>
        <translation>Licytacja wygrana. Weź musik.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="122"/>
        <source>Take the musik</source>
        <translation>Biorę musik</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="125"/>
        <source>Take musik %1</source>
        <translation>Biorę musik %1</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="128"/>
        <source>Lay two cards aside: drag them to the table or click them.</source>
        <translation>Odłóż dwie karty: przeciągnij je na stół albo kliknij.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="130"/>
        <source>Give one card to each opponent: drag it onto their name, or click a card.</source>
        <translation>Daj każdemu przeciwnikowi po jednej karcie: przeciągnij kartę na jego imię albo ją kliknij.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="133"/>
        <source>Redeal (poor musik)</source>
        <translation>Nowe rozdanie (słaby musik)</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="136"/>
        <source>Announce your contract (at least %1).</source>
        <translation>Zadeklaruj, ile grasz (co najmniej %1).</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="138"/>
        <source>Play %1</source>
        <translation>Gram %1</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="140"/>
        <source>Play</source>
        <translation>Gram</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="142"/>
        <source>Bomb</source>
        <translation>Bomba</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="144"/>
        <source>Concede</source>
        <translation>Poddaję</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="146"/>
        <source>Your turn: play a card (drag it to the table or double-click).</source>
        <translation>Twój ruch: zagraj kartę (przeciągnij ją na stół lub kliknij dwukrotnie).</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="148"/>
        <source>Claim the rest</source>
        <translation>Wykładam karty</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="155"/>
        <source>Declare the marriage? Trump: %1.</source>
        <translation>Meldujesz? Atut: %1.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="165"/>
        <source>Play %1?</source>
        <translation>Zagrać %1?</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="166"/>
        <source>Yes, play %1</source>
        <translation>Tak, zagraj %1</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="156"/>
        <source>Meld +%1</source>
        <translation>Melduję %1</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="157"/>
        <source>Just play %1</source>
        <translation>Bez meldunku: %1</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="158"/>
        <location filename="../tysiac_desktop/action_bar.py" line="167"/>
        <source>Cancel</source>
        <translation>Anuluj</translation>
    </message>
</context>
<context>
    <name>DealReasons</name>
    <message>
        <location filename="../tysiac_desktop/dialogs/reasons.py" line="21"/>
        <source>The cards were redealt; no score changes.</source>
        <translation>Karty rozdano ponownie; wyniki bez zmian.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/reasons.py" line="22"/>
        <source>{name} asked for a redeal; no score changes.</source>
        <translation>{name}: prośba o ponowne rozdanie; wyniki bez zmian.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/reasons.py" line="23"/>
        <source>{name} bombed the contract of {bid}: no play, the declarer scores nothing and each opponent gets {each}.</source>
        <translation>{name}: bomba przy {bid} – bez rozgrywki; rozgrywający nic nie dostaje, a każdy przeciwnik dostaje {each}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/reasons.py" line="25"/>
        <source>{name} bombed the contract of {bid}: no play, and as the first bomb is free, nobody scores.</source>
        <translation>{name}: bomba przy {bid} – bez rozgrywki; pierwsza bomba jest bezkarna, więc nikt nie dostaje punktów.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/reasons.py" line="27"/>
        <source>{name} conceded the contract of {bid}: {loss} for {name}, {gain} for each opponent.</source>
        <translation>{name}: poddana gra za {bid} – {name} {loss}, każdy przeciwnik {gain}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/reasons.py" line="29"/>
        <source>{name} played in the dark (musik unseen): every score of this deal counts double (×2).</source>
        <translation>{name}: gra w ciemno (bez oglądania musiku) – wszystkie wyniki tego rozdania liczą się podwójnie (×2).</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/reasons.py" line="31"/>
        <source>Golden round: every score of this deal counts double (×2).</source>
        <translation>Złota runda: wszystkie wyniki tego rozdania liczą się podwójnie (×2).</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/reasons.py" line="32"/>
        <source>{name} laid the cards down and took all the remaining tricks.</source>
        <translation>{name}: wyłożenie kart – wszystkie pozostałe lewy dla rozgrywającego.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/reasons.py" line="33"/>
        <source>{name}: {raw} rounded to {rounded}.</source>
        <translation>{name}: {raw} po zaokrągleniu {rounded}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/reasons.py" line="34"/>
        <source>{name} held all four nines: {change}.</source>
        <translation>{name}: cztery dziewiątki – {change}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/reasons.py" line="35"/>
        <source>{name} sat out as the dealer: {value} from the musik.</source>
        <translation>{name}: rozdający pauzuje – {value} z musiku.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/reasons.py" line="36"/>
        <source>{name}: with 800 or more, points count only as the declarer (800 lock).</source>
        <translation>{name}: przy 800 lub więcej punkty liczą się tylko rozgrywającemu (blokada 800).</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/reasons.py" line="38"/>
        <source>{name} would have passed {target}: nothing counts this deal (exact target).</source>
        <translation>{name}: wynik przekroczyłby {target} – to rozdanie się nie liczy (dokładne zakończenie).</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/reasons.py" line="40"/>
        <source>{name} would have passed the target: nothing counts this deal (exact target).</source>
        <translation>{name}: wynik przekroczyłby cel – to rozdanie się nie liczy (dokładne zakończenie).</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/reasons.py" line="42"/>
        <source>{name}: stopped at {value}, as only the declarer may reach the target.</source>
        <translation>{name}: zatrzymanie na {value}, bo grę może zakończyć tylko rozgrywający.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/reasons.py" line="44"/>
        <source>{name}: nothing this deal, as only the declarer may reach the target.</source>
        <translation>{name}: nic w tym rozdaniu, bo grę może zakończyć tylko rozgrywający.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/reasons.py" line="46"/>
        <source>{name} reached the barrel at {barrel}.</source>
        <translation>{name}: wejście na beczkę ({barrel}).</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/reasons.py" line="47"/>
        <source>{name} reached the barrel.</source>
        <translation>{name}: wejście na beczkę.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/reasons.py" line="48"/>
        <source>{name}: on the barrel, attempt {value} of {attempts} used.</source>
        <translation>{name}: na beczce, wykorzystana próba {value} z {attempts}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/reasons.py" line="50"/>
        <source>{name}: on the barrel, attempt {value} used.</source>
        <translation>{name}: na beczce, wykorzystana próba {value}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/reasons.py" line="51"/>
        <source>{name} used up the barrel attempts and fell to {value}.</source>
        <translation>{name}: koniec prób na beczce – spadek do {value}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/reasons.py" line="52"/>
        <source>{name} made the contract from the barrel.</source>
        <translation>{name}: gra ugrana z beczki.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/reasons.py" line="53"/>
        <source>{name} failed the contract and came off the barrel at {value}.</source>
        <translation>{name}: gra nieugrana – zejście z beczki na {value}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/reasons.py" line="55"/>
        <source>Several players reached the barrel together: {name} fell to {value}.</source>
        <translation>Kilku graczy weszło naraz na beczkę: {name} spada do {value}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/reasons.py" line="57"/>
        <source>{name} took no trick with 800 or more: {change}.</source>
        <translation>{name}: przy 800 lub więcej bez żadnej lewy – {change}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/reasons.py" line="58"/>
        <source>{name} took no trick: bolt {value}.</source>
        <translation>{name}: bez żadnej lewy – bolt nr {value}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/reasons.py" line="59"/>
        <source>{name}: third bolt, {change}.</source>
        <translation>{name}: trzeci bolt – {change}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/reasons.py" line="60"/>
        <source>{name} landed on exactly 555: back to 0.</source>
        <translation>{name}: równo 555 – powrót do 0.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/reasons.py" line="61"/>
        <source>Nobody made a contract in the golden round: every score goes back to 0.</source>
        <translation>W złotej rundzie nikt nie ugrał gry: wszystkie wyniki wracają do 0.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/reasons.py" line="63"/>
        <source>{name} won the game!</source>
        <translation>Koniec gry – zwycięzca: {name}!</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/reasons.py" line="64"/>
        <source>The game ended in a draw.</source>
        <translation>Gra zakończyła się remisem.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/reasons.py" line="65"/>
        <source>Scoring rule applied: {kind}.</source>
        <translation>Zastosowana reguła punktacji: {kind}.</translation>
    </message>
</context>
<context>
    <name>DealSummaryDialog</name>
    <message>
        <location filename="../tysiac_desktop/dialogs/deal_summary.py" line="27"/>
        <source>Deal summary</source>
        <translation>Podsumowanie rozdania</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/deal_summary.py" line="61"/>
        <source>Next deal</source>
        <translation>Następne rozdanie</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/deal_summary.py" line="64"/>
        <source>Continue</source>
        <translation>Dalej</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/deal_summary.py" line="80"/>
        <source>The cards were redealt</source>
        <translation>Karty rozdano ponownie</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/deal_summary.py" line="82"/>
        <source>{name} bombed at {bid}</source>
        <translation>{name}: bomba przy {bid}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/deal_summary.py" line="84"/>
        <source>{name} conceded {contract}</source>
        <translation>{name}: poddana gra {contract}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/deal_summary.py" line="86"/>
        <source>{name} played {contract}</source>
        <translation>{name}: gra {contract}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/deal_summary.py" line="89"/>
        <source>Deal {number}: {what}</source>
        <translation>Rozdanie {number} – {what}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/deal_summary.py" line="96"/>
        <source>Winning bid {bid}.</source>
        <translation>Wygrana licytacja: {bid}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/deal_summary.py" line="98"/>
        <source>Bid {bid} in the dark; contract {contract}.</source>
        <translation>Licytacja w ciemno: {bid}; gra: {contract}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/deal_summary.py" line="100"/>
        <source>Winning bid {bid}; contract {contract}.</source>
        <translation>Wygrana licytacja: {bid}; gra: {contract}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/deal_summary.py" line="106"/>
        <source>The cards were redealt.</source>
        <translation>Karty rozdano ponownie.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/deal_summary.py" line="108"/>
        <source>No cards were played: the declarer bombed the contract.</source>
        <translation>Nie zagrano ani jednej karty: rozgrywający rzucił bombę.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/deal_summary.py" line="110"/>
        <source>No cards were played: the declarer conceded.</source>
        <translation>Nie zagrano ani jednej karty: rozgrywający poddał grę.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/deal_summary.py" line="117"/>
        <source>✓ Made: {cards} in cards + {melds} in marriages = {total} of {contract}.</source>
        <translation>✓ Ugrana: {cards} z kart + {melds} z meldunków = {total} przy grze {contract}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/deal_summary.py" line="119"/>
        <source>✗ Failed: {cards} in cards + {melds} in marriages = {total} of {contract}.</source>
        <translation>✗ Nieugrana: {cards} z kart + {melds} z meldunków = {total} przy grze {contract}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/deal_summary.py" line="121"/>
        <source>✓ Made: {total} in cards of {contract}.</source>
        <translation>✓ Ugrana: {total} z kart przy grze {contract}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/deal_summary.py" line="122"/>
        <source>✗ Failed: {total} in cards of {contract}.</source>
        <translation>✗ Nieugrana: {total} z kart przy grze {contract}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/deal_summary.py" line="147"/>
        <source>Player</source>
        <translation>Gracz</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/deal_summary.py" line="147"/>
        <source>Cards</source>
        <translation>Karty</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/deal_summary.py" line="147"/>
        <source>Marriages</source>
        <translation>Meldunki</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/deal_summary.py" line="147"/>
        <source>Base</source>
        <translation>Podstawa</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/deal_summary.py" line="148"/>
        <source>Change</source>
        <translation>Zmiana</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/deal_summary.py" line="148"/>
        <source>Score</source>
        <translation>Wynik</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/deal_summary.py" line="164"/>
        <source>declarer</source>
        <translation>rozgrywający</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/deal_summary.py" line="166"/>
        <source>dealer, sits out</source>
        <translation>rozdaje, pauzuje</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/deal_summary.py" line="196"/>
        <source>How the deal was scored</source>
        <translation>Jak policzono rozdanie</translation>
    </message>
</context>
<context>
    <name>FileProblems</name>
    <message>
        <location filename="../tysiac_desktop/dialogs/file_problems.py" line="23"/>
        <location filename="../tysiac_desktop/dialogs/file_problems.py" line="56"/>
        <source>it cannot be read ({detail})</source>
        <translation>nie da się go odczytać ({detail})</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/file_problems.py" line="24"/>
        <source>it is far too large</source>
        <translation>jest o wiele za duży</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/file_problems.py" line="25"/>
        <source>it is empty</source>
        <translation>jest pusty</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/file_problems.py" line="26"/>
        <source>it is damaged (not valid JSON, perhaps cut short)</source>
        <translation>jest uszkodzony (to nie jest poprawny JSON, może został ucięty)</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/file_problems.py" line="27"/>
        <source>it is not a Tysiąc settings file</source>
        <translation>to nie jest plik ustawień Tysiąca</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/file_problems.py" line="28"/>
        <source>its version ({detail}) is not one this program knows</source>
        <translation>ten program nie zna jego wersji ({detail})</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/file_problems.py" line="29"/>
        <source>it was written by a newer version of Tysiąc (format {detail})</source>
        <translation>zapisała go nowsza wersja Tysiąca (format {detail})</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/file_problems.py" line="30"/>
        <source>the setting “{detail}” has a value this program does not accept</source>
        <translation>ustawienie „{detail}” ma wartość, której ten program nie przyjmuje</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/file_problems.py" line="36"/>
        <source>the file is too large ({size} bytes) to be a game record</source>
        <translation>plik jest za duży ({size} bajtów) jak na zapis partii</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/file_problems.py" line="37"/>
        <source>the file cannot be read ({detail})</source>
        <translation>nie można odczytać pliku ({detail})</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/file_problems.py" line="38"/>
        <location filename="../tysiac_desktop/dialogs/file_problems.py" line="54"/>
        <source>the file is empty</source>
        <translation>plik jest pusty</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/file_problems.py" line="39"/>
        <source>the file is not a text file (UTF-8 expected)</source>
        <translation>plik nie jest plikiem tekstowym (oczekiwano UTF-8)</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/file_problems.py" line="40"/>
        <source>the file is nested too deeply to be a game record</source>
        <translation>plik jest zbyt głęboko zagnieżdżony jak na zapis partii</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/file_problems.py" line="41"/>
        <source>the file is damaged or cut short (not valid JSON)</source>
        <translation>plik jest uszkodzony lub urwany (niepoprawny JSON)</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/file_problems.py" line="42"/>
        <source>the file does not hold a game record</source>
        <translation>plik nie zawiera zapisu partii</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/file_problems.py" line="43"/>
        <source>the file is not a valid game record ({detail})</source>
        <translation>plik nie jest poprawnym zapisem partii ({detail})</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/file_problems.py" line="44"/>
        <source>the file could not be replayed ({detail})</source>
        <translation>nie udało się odtworzyć partii z pliku ({detail})</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/file_problems.py" line="45"/>
        <source>the file cannot be written ({detail})</source>
        <translation>nie można zapisać pliku ({detail})</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/file_problems.py" line="46"/>
        <source>the file cannot be used</source>
        <translation>pliku nie można użyć</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/file_problems.py" line="48"/>
        <source>its rules cannot be played: {rules}</source>
        <translation>nie da się grać według jego zasad: {rules}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/file_problems.py" line="49"/>
        <source>deal {deal}, move {move}: {reason}</source>
        <translation>rozdanie {deal}, ruch {move}: {reason}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/file_problems.py" line="53"/>
        <source>it is not a file</source>
        <translation>to nie jest plik</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/file_problems.py" line="55"/>
        <source>the file is too large ({size} bytes)</source>
        <translation>plik jest za duży ({size} bajtów)</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/file_problems.py" line="57"/>
        <source>it is not a database file</source>
        <translation>to nie jest plik bazy danych</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/file_problems.py" line="58"/>
        <source>it cannot be opened ({detail})</source>
        <translation>nie można go otworzyć ({detail})</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/file_problems.py" line="59"/>
        <source>it was written by a newer version of Tysiąc (statistics version {detail})</source>
        <translation>zapisała go nowsza wersja Tysiąca (wersja statystyk {detail})</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/file_problems.py" line="61"/>
        <source>it is not a statistics file of Tysiąc</source>
        <translation>to nie jest plik statystyk Tysiąca</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/file_problems.py" line="62"/>
        <source>it holds tables or other parts that this version does not write</source>
        <translation>zawiera tabele lub inne elementy, których ta wersja nie zapisuje</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/file_problems.py" line="64"/>
        <source>it is damaged</source>
        <translation>jest uszkodzony</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/file_problems.py" line="65"/>
        <source>its rows do not belong together (rows without their game)</source>
        <translation>jego wiersze do siebie nie pasują (wiersze bez swojej partii)</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/file_problems.py" line="66"/>
        <source>it holds values this version does not accept</source>
        <translation>zawiera wartości, których ta wersja nie przyjmuje</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/file_problems.py" line="67"/>
        <source>it holds seat numbers beyond the players of a game</source>
        <translation>zawiera numery miejsc większe niż liczba graczy w partii</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/file_problems.py" line="68"/>
        <source>it is damaged or not a database</source>
        <translation>jest uszkodzony albo nie jest bazą danych</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/file_problems.py" line="69"/>
        <source>it could not be read ({detail})</source>
        <translation>nie udało się go odczytać ({detail})</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/file_problems.py" line="124"/>
        <source>The game could not be saved to {path}: {detail}.</source>
        <translation>Nie udało się zapisać gry w {path}: {detail}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/file_problems.py" line="127"/>
        <source>{name} cannot be opened: {reason}.</source>
        <translation>Nie można otworzyć pliku {name}: {reason}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/file_problems.py" line="134"/>
        <source>The saved game could not be resumed: {reason}. It could not be moved aside either ({detail}).</source>
        <translation>Nie udało się wznowić zapisanej gry: {reason}. Nie udało się też zmienić nazwy pliku ({detail}).</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/file_problems.py" line="137"/>
        <source>The saved game could not be resumed: {reason}. The file was kept as {path}.</source>
        <translation>Nie udało się wznowić zapisanej gry: {reason}. Plik zachowano jako {path}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/file_problems.py" line="143"/>
        <source>The statistics file {path} is in use by another program, so this session&apos;s games are counted but not kept.</source>
        <translation>Plik statystyk {path} jest używany przez inny program, więc gry z tej sesji są liczone, ale nie zostaną zachowane.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/file_problems.py" line="150"/>
        <source>The statistics file {path} could not be used: {reason}. It could not be moved aside either ({detail}), so this session&apos;s games are counted but not kept.</source>
        <translation>Nie można użyć pliku statystyk {path}: {reason}. Nie udało się też zmienić jego nazwy ({detail}), więc gry z tej sesji są liczone, ale nie zostaną zachowane.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/file_problems.py" line="154"/>
        <source>The statistics file could not be used: {reason}. It was kept as {path}; new statistics have been started.</source>
        <translation>Nie można użyć pliku statystyk: {reason}. Zachowano go jako {path}; rozpoczęto nowe statystyki.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/file_problems.py" line="158"/>
        <source>Statistics cannot be saved in {folder} ({detail}), so this session&apos;s games are counted but not kept.</source>
        <translation>Nie można zapisywać statystyk w {folder} ({detail}), więc gry z tej sesji są liczone, ale nie zostaną zachowane.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/file_problems.py" line="162"/>
        <source>Statistics cannot be saved in {path} ({detail}); the games recorded so far are shown, but this session&apos;s games are not kept.</source>
        <translation>Nie można zapisywać statystyk w {path} ({detail}); dotychczasowe gry są pokazywane, ale gry z tej sesji nie zostaną zachowane.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/file_problems.py" line="172"/>
        <source>The defaults are used; the old file was kept as {path}.</source>
        <translation>Użyto ustawień domyślnych; stary plik zachowano jako {path}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/file_problems.py" line="175"/>
        <source>The defaults are used; the file could not be moved aside.</source>
        <translation>Użyto ustawień domyślnych; nie udało się zmienić nazwy pliku.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/file_problems.py" line="176"/>
        <source>Your settings could not be used: {reason}.</source>
        <translation>Nie można użyć twoich ustawień: {reason}.</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <location filename="../tysiac_desktop/controller.py" line="54"/>
        <source>the computer player&apos;s process stopped unexpectedly</source>
        <translation>proces gracza komputerowego nieoczekiwanie się zakończył</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/controller.py" line="55"/>
        <source>the computer player took too long</source>
        <translation>gracz komputerowy myślał za długo</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/controller.py" line="64"/>
        <source>the computer player failed ({detail})</source>
        <translation>wystąpił błąd gracza komputerowego ({detail})</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/controller.py" line="253"/>
        <source>The saved game could not be resumed: {reason}.</source>
        <translation>Nie udało się wznowić zapisanej gry: {reason}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/controller.py" line="417"/>
        <source>{name}: the computer player answered “{token}”, which is not a move; the first legal move is played instead.</source>
        <translation>{name}: gracz komputerowy odpowiedział „{token}”, co nie jest ruchem; zamiast tego zagrano pierwszy dozwolony ruch.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/controller.py" line="427"/>
        <source>{name}: {problem}; the first legal move is played instead.</source>
        <translation>{name}: {problem}; zamiast tego zagrano pierwszy dozwolony ruch.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/controller.py" line="458"/>
        <source>{name}: the computer player chose a move that is not allowed ({reason}); the first legal move is played instead.</source>
        <translation>{name}: gracz komputerowy wybrał niedozwolony ruch ({reason}); zamiast tego zagrano pierwszy dozwolony ruch.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/controller.py" line="495"/>
        <source>The game could not be saved automatically: {detail}.</source>
        <translation>Nie udało się automatycznie zapisać gry: {detail}.</translation>
    </message>
</context>
<context>
    <name>GameOverDialog</name>
    <message>
        <location filename="../tysiac_desktop/dialogs/game_over.py" line="30"/>
        <location filename="../tysiac_desktop/dialogs/game_over.py" line="81"/>
        <source>Game over</source>
        <translation>Koniec gry</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/game_over.py" line="47"/>
        <source>Play again</source>
        <translation>Zagraj jeszcze raz</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/game_over.py" line="49"/>
        <source>New game…</source>
        <translation>Nowa gra…</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/game_over.py" line="51"/>
        <source>Close</source>
        <translation>Zamknij</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/game_over.py" line="78"/>
        <source>{name} won!</source>
        <translation>Zwycięzca: {name}!</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/game_over.py" line="80"/>
        <source>A draw!</source>
        <translation>Remis!</translation>
    </message>
    <message numerus="yes">
        <location filename="../tysiac_desktop/dialogs/game_over.py" line="85"/>
        <source>with %Ln points</source>
        <translation>
            <numerusform>z %Ln punktem</numerusform>
            <numerusform>z %Ln punktami</numerusform>
            <numerusform>z %Ln punktami</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/game_over.py" line="88"/>
        <source>Level at the top: {names}</source>
        <translation>Ex aequo na czele: {names}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/game_over.py" line="104"/>
        <source>{place}.</source>
        <translation>{place}.</translation>
    </message>
</context>
<context>
    <name>GermanSuits</name>
    <message>
        <location filename="../tysiac_desktop/dialogs/common.py" line="55"/>
        <source>hearts</source>
        <translation>czerwień</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/common.py" line="55"/>
        <source>bells</source>
        <translation>dzwonek</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/common.py" line="56"/>
        <source>acorns</source>
        <translation>żołądź</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/common.py" line="56"/>
        <source>leaves</source>
        <translation>wino</translation>
    </message>
</context>
<context>
    <name>Hint</name>
    <message>
        <location filename="../tysiac_desktop/controller.py" line="125"/>
        <source>bid {value}</source>
        <translation>licytuj {value}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/controller.py" line="126"/>
        <source>pass</source>
        <translation>pasuj</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/controller.py" line="127"/>
        <source>bid blind (dark)</source>
        <translation>licytuj w ciemno</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/controller.py" line="128"/>
        <source>ask for a redeal</source>
        <translation>poproś o ponowne rozdanie</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/controller.py" line="129"/>
        <source>keep the cards</source>
        <translation>zostaw karty</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/controller.py" line="130"/>
        <source>take the musik</source>
        <translation>weź musik</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/controller.py" line="131"/>
        <source>give {card} to {seat}</source>
        <translation>oddaj {card} graczowi {seat}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/controller.py" line="132"/>
        <source>lay {card} aside</source>
        <translation>odłóż {card}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/controller.py" line="133"/>
        <source>declare {value}</source>
        <translation>graj {value}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/controller.py" line="134"/>
        <source>bomb the deal</source>
        <translation>rzuć bombę</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/controller.py" line="135"/>
        <source>concede</source>
        <translation>poddaj grę</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/controller.py" line="136"/>
        <source>play {card}</source>
        <translation>zagraj {card}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/controller.py" line="137"/>
        <source>lead {card} and declare the marriage</source>
        <translation>wyjdź {card} i zamelduj</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/controller.py" line="138"/>
        <source>claim the remaining tricks</source>
        <translation>wyłóż karty – reszta lew jest twoja</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/controller.py" line="484"/>
        <source>{move}: contract made in {chance}% of sampled worlds</source>
        <translation>{move}: gra ugrana w {chance}% wylosowanych rozkładów</translation>
    </message>
</context>
<context>
    <name>HouseRulesDialog</name>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="93"/>
        <source>House rules</source>
        <translation>Zasady domowe</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="121"/>
        <source>Save</source>
        <translation>Zapisz</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="150"/>
        <source>Rule set:</source>
        <translation>Zestaw zasad:</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="154"/>
        <source>A preset or one of your saved rule sets; choosing one loads all of its rules.</source>
        <translation>Gotowy wariant lub jeden z twoich zapisanych zestawów zasad; wybranie go wczytuje wszystkie jego zasady.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="161"/>
        <source>Save as…</source>
        <translation>Zapisz jako…</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="162"/>
        <source>Save these rules as a named rule set.</source>
        <translation>Zapisz te zasady jako zestaw pod własną nazwą.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="163"/>
        <source>Rename…</source>
        <translation>Zmień nazwę…</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="164"/>
        <source>Delete</source>
        <translation>Usuń</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="165"/>
        <source>Import…</source>
        <translation>Importuj…</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="166"/>
        <source>Read the rules from a rule-set file or a game record.</source>
        <translation>Wczytaj zasady z pliku zestawu zasad lub z zapisu partii.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="167"/>
        <source>Export…</source>
        <translation>Eksportuj…</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="168"/>
        <source>Write these rules to a file (the rules of a game record).</source>
        <translation>Zapisz te zasady do pliku (tak jak zasady w zapisie partii).</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="180"/>
        <source>Start from:</source>
        <translation>Na podstawie:</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="364"/>
        <source>“%1” (based on %2)</source>
        <translation>„%1” (na podstawie: %2)</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="365"/>
        <source>“%1”, changed (based on %2)</source>
        <translation>„%1”, zmieniony (na podstawie: %2)</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="368"/>
        <source>Custom (based on %1)</source>
        <translation>Własne (na podstawie: %1)</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="391"/>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="675"/>
        <source>Not possible: %1</source>
        <translation>Niemożliwe: %1</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="438"/>
        <source>My sets</source>
        <translation>Moje zestawy</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="536"/>
        <source>Save rule set</source>
        <translation>Zapisz zestaw zasad</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="538"/>
        <source>Name of the rule set:</source>
        <translation>Nazwa zestawu zasad:</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="550"/>
        <source>A rule set named “%1” already exists. Replace it?</source>
        <translation>Zestaw zasad o nazwie „%1” już istnieje. Zastąpić go?</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="565"/>
        <source>Rename rule set</source>
        <translation>Zmień nazwę zestawu zasad</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="566"/>
        <source>New name of “%1”:</source>
        <translation>Nowa nazwa zestawu „%1”:</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="581"/>
        <source>Delete rule set</source>
        <translation>Usuń zestaw zasad</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="583"/>
        <source>Delete the rule set “%1”? This cannot be undone.</source>
        <translation>Usunąć zestaw zasad „%1”? Tego nie można cofnąć.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="594"/>
        <source>Import rule set</source>
        <translation>Importuj zestaw zasad</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="596"/>
        <source>Rule sets and game records (*.json);;All files (*)</source>
        <translation>Zestawy zasad i zapisy partii (*.json);;Wszystkie pliki (*)</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="613"/>
        <source>Export rule set</source>
        <translation>Eksportuj zestaw zasad</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="616"/>
        <source>Rule sets (*.json);;All files (*)</source>
        <translation>Zestawy zasad (*.json);;Wszystkie pliki (*)</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="640"/>
        <source>the option %1 is not valid</source>
        <translation>opcja %1 jest nieprawidłowa</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="643"/>
        <source>the name in the file is not allowed</source>
        <translation>nazwa zapisana w pliku jest niedozwolona</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="645"/>
        <source>a name can have at most %1 characters</source>
        <translation>nazwa może mieć najwyżej %1 znaków</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="647"/>
        <source>a name cannot contain control characters or slashes</source>
        <translation>nazwa nie może zawierać znaków sterujących ani ukośników</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="648"/>
        <source>the name is empty</source>
        <translation>nazwa jest pusta</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="650"/>
        <source>a rule set with this name already exists</source>
        <translation>zestaw zasad o tej nazwie już istnieje</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="651"/>
        <source>the rule set no longer exists</source>
        <translation>ten zestaw zasad już nie istnieje</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="652"/>
        <source>the file cannot be read</source>
        <translation>nie można odczytać pliku</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="653"/>
        <source>the file is too large to be a rule set</source>
        <translation>plik jest za duży jak na zestaw zasad</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="654"/>
        <source>the file is empty</source>
        <translation>plik jest pusty</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="655"/>
        <source>the file is not a text file</source>
        <translation>to nie jest plik tekstowy</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="656"/>
        <source>the file is damaged or cut short (not valid JSON)</source>
        <translation>plik jest uszkodzony lub urwany (niepoprawny JSON)</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="657"/>
        <source>the file is nested too deeply</source>
        <translation>plik jest zbyt głęboko zagnieżdżony</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="658"/>
        <source>the file does not hold rules</source>
        <translation>plik nie zawiera zasad</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="659"/>
        <source>the file is not a rule set</source>
        <translation>plik nie jest zestawem zasad</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="660"/>
        <source>the file has no valid version number</source>
        <translation>plik nie ma poprawnego numeru wersji</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="661"/>
        <source>the file was made by a newer version of Tysiąc</source>
        <translation>plik pochodzi z nowszej wersji Tysiąca</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="662"/>
        <source>another rule set has the same name</source>
        <translation>inny zestaw zasad ma tę samą nazwę</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="663"/>
        <source>the file cannot be written</source>
        <translation>nie można zapisać pliku</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="665"/>
        <source>the file cannot be used</source>
        <translation>pliku nie można użyć</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="671"/>
        <source>%1 cannot be imported: %2.</source>
        <translation>Nie można zaimportować pliku %1: %2.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="673"/>
        <source>%1 cannot be written.</source>
        <translation>Nie można zapisać pliku %1.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="686"/>
        <source>The saved rule set %1 could not be loaded: %2. It was moved aside as %3.</source>
        <translation>Nie udało się wczytać zapisanego zestawu zasad %1: %2. Plik zachowano pod nazwą %3.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="688"/>
        <source>The saved rule set %1 could not be loaded: %2.</source>
        <translation>Nie udało się wczytać zapisanego zestawu zasad %1: %2.</translation>
    </message>
</context>
<context>
    <name>IllegalMoves</name>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_errors.py" line="62"/>
        <source>{card} is not in your hand.</source>
        <translation>Nie masz na ręce karty {card}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_errors.py" line="63"/>
        <source>{card} cannot be played: you must follow suit ({led}).</source>
        <translation>Nie można zagrać {card}: musisz dołożyć do koloru ({led}).</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_errors.py" line="65"/>
        <source>{card} cannot be played: you must beat {winning} when you can.</source>
        <translation>Nie można zagrać {card}: musisz przebić {winning}, jeśli możesz.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_errors.py" line="67"/>
        <source>{card} cannot be played: you have no {led}, so you must play a trump.</source>
        <translation>Nie można zagrać {card}: nie masz koloru {led}, więc musisz dać atut.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_errors.py" line="69"/>
        <source>{card} cannot be played: you have no {led}, so you must play a trump that takes the trick.</source>
        <translation>Nie można zagrać {card}: nie masz koloru {led}, więc musisz dać atut, który bierze lewę.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_errors.py" line="71"/>
        <source>It is {name}&apos;s turn.</source>
        <translation>Teraz kolej: {name}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_errors.py" line="72"/>
        <source>That move is not possible now.</source>
        <translation>Ten ruch nie jest teraz możliwy.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_errors.py" line="73"/>
        <source>The game is over.</source>
        <translation>Gra się skończyła.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_errors.py" line="74"/>
        <source>The deal is over.</source>
        <translation>Rozdanie się skończyło.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_errors.py" line="75"/>
        <source>That move is not understood.</source>
        <translation>Nie rozumiem tego ruchu.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_errors.py" line="76"/>
        <source>You cannot claim the remaining tricks now.</source>
        <translation>Nie możesz teraz wyłożyć kart i wziąć reszty lew.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_errors.py" line="77"/>
        <source>A marriage can only be declared when you lead to a trick.</source>
        <translation>Meldunek można zgłosić tylko przy wyjściu do lewy.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_errors.py" line="79"/>
        <source>A marriage can only be declared after you have taken a trick in this deal.</source>
        <translation>Meldunek można zgłosić dopiero po wzięciu lewy w tym rozdaniu.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_errors.py" line="81"/>
        <source>Under these rules a marriage is declared with the queen only.</source>
        <translation>Według tych zasad meldunek zgłasza się tylko damą.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_errors.py" line="83"/>
        <source>{card} does not declare a marriage you hold.</source>
        <translation>Kartą {card} nie zgłosisz meldunku – nie masz tej pary.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_errors.py" line="84"/>
        <source>A bomb is not allowed at this bid.</source>
        <translation>Przy tej licytacji bomba jest niedozwolona.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_errors.py" line="85"/>
        <source>You cannot concede now.</source>
        <translation>Nie możesz się teraz poddać.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_errors.py" line="86"/>
        <source>Bids go up one step at a time: the next bid is {low}.</source>
        <translation>Podbija się o jeden krok: następna wartość to {low}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_errors.py" line="87"/>
        <source>Possible now: from {low} to {high} in steps of {step}.</source>
        <translation>Teraz można: od {low} do {high} co {step}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_errors.py" line="88"/>
        <source>Only {low} is possible now.</source>
        <translation>Teraz można tylko {low}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_errors.py" line="89"/>
        <source>A blind bid is not possible now.</source>
        <translation>Licytacja w ciemno nie jest teraz możliwa.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_errors.py" line="90"/>
        <source>That move is not allowed now.</source>
        <translation>Ten ruch jest teraz niedozwolony.</translation>
    </message>
</context>
<context>
    <name>Levels</name>
    <message>
        <location filename="../tysiac_desktop/dialogs/common.py" line="122"/>
        <source>Easy</source>
        <translation>Łatwy</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/common.py" line="123"/>
        <source>Medium</source>
        <translation>Średni</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/common.py" line="124"/>
        <source>Hard</source>
        <translation>Trudny</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/common.py" line="125"/>
        <source>Expert</source>
        <translation>Ekspert</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="232"/>
        <location filename="../tysiac_desktop/main_window.py" line="356"/>
        <source>Tysiąc</source>
        <translation>Tysiąc</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="233"/>
        <source>&amp;Game</source>
        <translation>&amp;Gra</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="234"/>
        <source>&amp;New game…</source>
        <translation>&amp;Nowa gra…</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="235"/>
        <source>&amp;Resume saved game</source>
        <translation>&amp;Wznów zapisaną grę</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="236"/>
        <source>&amp;Open record…</source>
        <translation>&amp;Otwórz zapis partii…</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="237"/>
        <source>&amp;Save record…</source>
        <translation>&amp;Zapisz partię…</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="238"/>
        <source>Score &amp;sheet</source>
        <translation>&amp;Tabela wyników</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="239"/>
        <source>&amp;House rules…</source>
        <translation>Zasady &amp;domowe…</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="240"/>
        <source>Rules in &amp;force</source>
        <translation>O&amp;bowiązujące zasady</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="241"/>
        <source>S&amp;tatistics</source>
        <translation>&amp;Statystyki</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="242"/>
        <source>&amp;Quit</source>
        <translation>Za&amp;kończ</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="243"/>
        <source>&amp;View</source>
        <translation>&amp;Widok</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="244"/>
        <source>Animations off</source>
        <translation>Bez animacji</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="244"/>
        <source>Fast animations</source>
        <translation>Szybkie animacje</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="245"/>
        <source>Normal animations</source>
        <translation>Zwykłe animacje</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="245"/>
        <source>Slow animations</source>
        <translation>Wolne animacje</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="248"/>
        <source>&amp;Language</source>
        <translation>&amp;Język</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="252"/>
        <source>&amp;Settings</source>
        <translation>&amp;Ustawienia</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="253"/>
        <source>&amp;Preferences…</source>
        <translation>&amp;Preferencje…</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="254"/>
        <source>&amp;Help</source>
        <translation>Pomo&amp;c</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="255"/>
        <source>&amp;Rules</source>
        <translation>&amp;Zasady</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="256"/>
        <source>&amp;About Tysiąc</source>
        <translation>&amp;O grze Tysiąc</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="334"/>
        <source>Your preferences could not be saved: %1</source>
        <translation>Nie udało się zapisać preferencji: %1</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="399"/>
        <source>House rules</source>
        <translation>Zasady domowe</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="416"/>
        <source>The house rules apply from the next game.</source>
        <translation>Zasady domowe obowiązują od następnej gry.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="431"/>
        <source>The statistics could not be updated: %1</source>
        <translation>Nie udało się zaktualizować statystyk: %1</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="436"/>
        <location filename="../tysiac_desktop/start.py" line="35"/>
        <source>Saved game</source>
        <translation>Zapisana gra</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="439"/>
        <source>There is no unfinished game to resume.</source>
        <translation>Nie ma niedokończonej gry do wznowienia.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="445"/>
        <location filename="../tysiac_desktop/main_window.py" line="452"/>
        <source>Open game record</source>
        <translation>Otwórz zapis partii</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="446"/>
        <source>Game records (*.json);;All files (*)</source>
        <translation>Zapisy partii (*.json);;Wszystkie pliki (*)</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="463"/>
        <location filename="../tysiac_desktop/main_window.py" line="469"/>
        <source>Save game record</source>
        <translation>Zapisz partię</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="464"/>
        <source>Game records (*.json)</source>
        <translation>Zapisy partii (*.json)</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="487"/>
        <source>Start a new game from the Game menu.</source>
        <translation>Nową grę rozpoczniesz z menu Gra.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="495"/>
        <source>deals, sits out</source>
        <translation>rozdaje, pauzuje</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="497"/>
        <source>plays %1</source>
        <translation>gra %1</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="499"/>
        <source>dealer</source>
        <translation>rozdaje</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="501"/>
        <source>thinking…</source>
        <translation>myśli…</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="502"/>
        <source>Tricks: %1</source>
        <translation>Lewy: %1</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="516"/>
        <source>Waiting for %1…</source>
        <translation>Ruch: %1…</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="570"/>
        <source>Drop the card onto an opponent&apos;s name.</source>
        <translation>Upuść kartę na imię przeciwnika.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="603"/>
        <source>%1: marriage %2 +%3</source>
        <translation>%1: meldunek %2 +%3</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="606"/>
        <source>%1 lays the cards down</source>
        <translation>%1 wykłada karty</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="647"/>
        <source>What could the declarer make?</source>
        <translation>Ile mógł ugrać rozgrywający?</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="660"/>
        <source>the contract could be made</source>
        <translation>gra była do ugrania</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="661"/>
        <source>no play makes the contract</source>
        <translation>gry nie dało się ugrać</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="662"/>
        <source>With every card open, %1 could take %2 against the best defence: %3.</source>
        <translation>W otwarte karty, przy najlepszej obronie, %1 może wziąć %2: %3.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="711"/>
        <source>About Tysiąc</source>
        <translation>O grze Tysiąc</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="712"/>
        <source>&lt;h3&gt;Tysiąc&lt;/h3&gt;&lt;p&gt;The card game of a thousand points, with computer opponents and hot-seat play under Polish, Russian and Danish house rules.&lt;/p&gt;&lt;p&gt;Licence: GPL-3.0-or-later. Cards:&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Tysiąc&lt;/h3&gt;&lt;p&gt;Gra karciana do tysiąca punktów: z komputerowymi przeciwnikami lub kilkoma graczami przy jednym komputerze, według zasad polskich, rosyjskich i duńskich.&lt;/p&gt;&lt;p&gt;Licencja: GPL-3.0-or-later. Karty:&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="720"/>
        <location filename="../tysiac_desktop/main_window.py" line="721"/>
        <source>Hint: %1</source>
        <translation>Podpowiedź: %1</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/start.py" line="37"/>
        <source>Resume?</source>
        <translation>Wznowić?</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/start.py" line="38"/>
        <source>You have an unfinished game. Resume it?</source>
        <translation>Masz niedokończoną grę. Wznowić ją?</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../tysiac_desktop/dialogs/new_game.py" line="37"/>
        <source>New game</source>
        <translation>Nowa gra</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/new_game.py" line="38"/>
        <location filename="../tysiac_desktop/start.py" line="20"/>
        <source>You</source>
        <translation>Ty</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/new_game.py" line="38"/>
        <location filename="../tysiac_desktop/start.py" line="21"/>
        <source>Ala</source>
        <translation>Ala</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/new_game.py" line="38"/>
        <location filename="../tysiac_desktop/start.py" line="22"/>
        <source>Bolek</source>
        <translation>Bolek</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/new_game.py" line="38"/>
        <source>Cezary</source>
        <translation>Cezary</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/new_game.py" line="49"/>
        <source>Start game</source>
        <translation>Rozpocznij grę</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/new_game.py" line="59"/>
        <source>Players:</source>
        <translation>Gracze:</translation>
    </message>
    <message numerus="yes">
        <location filename="../tysiac_desktop/dialogs/new_game.py" line="62"/>
        <source>%n players</source>
        <translation>
            <numerusform>%n gracz</numerusform>
            <numerusform>%n graczy</numerusform>
            <numerusform>%n graczy</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/new_game.py" line="70"/>
        <source>Seats</source>
        <translation>Miejsca</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/new_game.py" line="75"/>
        <source>Seat</source>
        <translation>Miejsce</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/new_game.py" line="75"/>
        <source>Name</source>
        <translation>Imię</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/new_game.py" line="75"/>
        <source>Played by</source>
        <translation>Kto gra</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/new_game.py" line="75"/>
        <source>Level</source>
        <translation>Poziom</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/new_game.py" line="98"/>
        <source>Every seat is played by the computer: you will watch the game.</source>
        <translation>Na wszystkich miejscach gra komputer: będziesz tylko oglądać grę.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/new_game.py" line="105"/>
        <source>Rules</source>
        <translation>Zasady</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/new_game.py" line="128"/>
        <source>House rules…</source>
        <translation>Zasady domowe…</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/new_game.py" line="152"/>
        <source>Seed:</source>
        <translation>Ziarno:</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/new_game.py" line="154"/>
        <source>random</source>
        <translation>losowe</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/new_game.py" line="158"/>
        <source>The same seed deals the same cards.</source>
        <translation>To samo ziarno daje te same karty.</translation>
    </message>
    <message numerus="yes">
        <location filename="../tysiac_desktop/dialogs/new_game.py" line="216"/>
        <source>Options changed from the preset: %n.</source>
        <translation>
            <numerusform>Opcje zmienione względem wariantu: %n.</numerusform>
            <numerusform>Opcje zmienione względem wariantu: %n.</numerusform>
            <numerusform>Opcje zmienione względem wariantu: %n.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/new_game.py" line="217"/>
        <source>The preset as it is.</source>
        <translation>Wariant bez zmian.</translation>
    </message>
    <message numerus="yes">
        <location filename="../tysiac_desktop/dialogs/new_game.py" line="220"/>
        <source>These rules cannot be played by %n players yet.</source>
        <translation>
            <numerusform>Na tych zasadach nie można jeszcze grać w %n osobę.</numerusform>
            <numerusform>Na tych zasadach nie można jeszcze grać w %n osoby.</numerusform>
            <numerusform>Na tych zasadach nie można jeszcze grać w %n osób.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>OptionText</name>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="25"/>
        <source>Yes</source>
        <translation>Tak</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="26"/>
        <source>No</source>
        <translation>Nie</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="28"/>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="29"/>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="30"/>
        <source>Not used: there is no barrel.</source>
        <translation>Nie dotyczy: nie ma beczki.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="31"/>
        <source>Not used: there is no lock at 800.</source>
        <translation>Nie dotyczy: nie ma blokady na 800.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="32"/>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="33"/>
        <source>Not used: this is not a four-player game.</source>
        <translation>Nie dotyczy: to nie jest gra we czterech.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="34"/>
        <source>Not used: this is not a two-player game.</source>
        <translation>Nie dotyczy: to nie jest gra we dwóch.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="35"/>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="36"/>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="37"/>
        <source>Not used: there are no bombs.</source>
        <translation>Nie dotyczy: nie ma bomb.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="39"/>
        <source>Not used with these rules.</source>
        <translation>Nie dotyczy przy tych zasadach.</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <location filename="../tysiac_desktop/dialogs/preferences.py" line="141"/>
        <source>Preferences</source>
        <translation>Preferencje</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/preferences.py" line="142"/>
        <source>Language and look</source>
        <translation>Język i wygląd</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/preferences.py" line="143"/>
        <source>Playing</source>
        <translation>Gra</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/preferences.py" line="144"/>
        <source>&amp;Language:</source>
        <translation>&amp;Język:</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/preferences.py" line="145"/>
        <source>Card &amp;deck:</source>
        <translation>&amp;Talia kart:</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/preferences.py" line="146"/>
        <source>&amp;Table colour:</source>
        <translation>Kolor &amp;stołu:</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/preferences.py" line="147"/>
        <source>&amp;Animations:</source>
        <translation>&amp;Animacje:</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/preferences.py" line="148"/>
        <source>&amp;Computer players&apos; pace:</source>
        <translation>Tempo &amp;graczy komputerowych:</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/preferences.py" line="149"/>
        <source>Four-colour suits (diamonds blue, clubs green)</source>
        <translation>Karty w czterech barwach (karo niebieskie, trefle zielone)</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/preferences.py" line="150"/>
        <source>Play my only legal card by itself</source>
        <translation>Zagrywaj automatycznie moją jedyną dozwoloną kartę</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/preferences.py" line="151"/>
        <source>Ask before playing a card</source>
        <translation>Pytaj przed zagraniem karty</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/preferences.py" line="152"/>
        <source>French pattern (SVG-cards)</source>
        <translation>Wzór francuski (SVG-cards)</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/preferences.py" line="153"/>
        <source>German suits (XSkat)</source>
        <translation>Kolory niemieckie (XSkat)</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/preferences.py" line="154"/>
        <source>Russian Atlas pattern (Atlasnye)</source>
        <translation>Wzór rosyjski atłasowy (Atlasnye)</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/preferences.py" line="156"/>
        <source>As the system (%1)</source>
        <translation>Jak w systemie (%1)</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/preferences.py" line="160"/>
        <source>Off</source>
        <translation>Wyłączone</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/preferences.py" line="160"/>
        <location filename="../tysiac_desktop/dialogs/preferences.py" line="162"/>
        <source>Fast</source>
        <translation>Szybko</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/preferences.py" line="161"/>
        <location filename="../tysiac_desktop/dialogs/preferences.py" line="163"/>
        <source>Normal</source>
        <translation>Normalnie</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/preferences.py" line="161"/>
        <source>Slow</source>
        <translation>Wolno</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/preferences.py" line="162"/>
        <source>As fast as they decide</source>
        <translation>Od razu, gdy zdecydują</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/preferences.py" line="163"/>
        <source>Slow, easy to follow</source>
        <translation>Wolno, łatwo śledzić</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/preferences.py" line="164"/>
        <source>Restore defaults</source>
        <translation>Przywróć domyślne</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/preferences.py" line="168"/>
        <source>Green baize</source>
        <translation>Zielone sukno</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/preferences.py" line="168"/>
        <source>Blue</source>
        <translation>Niebieski</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/preferences.py" line="168"/>
        <source>Burgundy</source>
        <translation>Bordowy</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/preferences.py" line="169"/>
        <source>Walnut</source>
        <translation>Orzech</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/preferences.py" line="169"/>
        <source>Slate grey</source>
        <translation>Grafitowy</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/preferences.py" line="235"/>
        <source>Cards: %1</source>
        <translation>Karty: %1</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/preferences.py" line="237"/>
        <source>German suits: hearts, bells, acorns and leaves, as in the old Polish tradition (czerwień, dzwonek, żołądź, wino).</source>
        <translation>Kolory niemieckie: czerwień, dzwonek, żołądź i wino, jak w dawnej polskiej tradycji.</translation>
    </message>
</context>
<context>
    <name>Presets</name>
    <message>
        <location filename="../tysiac_desktop/dialogs/common.py" line="103"/>
        <source>Polish</source>
        <translation>Polskie</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/common.py" line="104"/>
        <source>Russian</source>
        <translation>Rosyjskie</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/common.py" line="105"/>
        <source>Danish</source>
        <translation>Duńskie</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/common.py" line="111"/>
        <source>The common Polish game: one bomb each, only the declarer may finish, no points for defenders from 800.</source>
        <translation>Najpopularniejsze zasady polskie: po jednej bombie, grę kończy tylko rozgrywający, od 800 brak punktów w obronie.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/common.py" line="113"/>
        <source>Thousand to 1001: the barrel at 880, bolts for taking no trick, the declarer may concede.</source>
        <translation>Tysiąc do 1001: beczka na 880, bolty za rozdanie bez lewy, rozgrywający może poddać grę.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/common.py" line="115"/>
        <source>The Danish game: the barrel at 880, the musik always shown, big bids need a marriage.</source>
        <translation>Wersja duńska: beczka na 880, musik zawsze odkrywany, wysoka licytacja wymaga meldunku.</translation>
    </message>
</context>
<context>
    <name>PrivacyScreen</name>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="122"/>
        <source>Pass to %1</source>
        <translation>Kolej na: %1</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="123"/>
        <source>%1: click when ready</source>
        <translation>%1: kliknij, aby grać</translation>
    </message>
</context>
<context>
    <name>RuleErrors</name>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_errors.py" line="26"/>
        <source>“{name}”</source>
        <translation>„{name}”</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_errors.py" line="29"/>
        <source>{option}: {value} is not supported yet; this version plays only {supported}.</source>
        <translation>{option}: wariant {value} nie jest jeszcze obsługiwany; ta wersja obsługuje tylko {supported}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_errors.py" line="31"/>
        <source>{option} must be from {low} to {high}, not {value}.</source>
        <translation>Opcja {option} musi mieć wartość od {low} do {high}, a nie {value}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_errors.py" line="32"/>
        <source>{option} must be a multiple of {step} ({step_option}) from {low} to {high}, not {value}.</source>
        <translation>Opcja {option} musi być wielokrotnością {step} ({step_option}) od {low} do {high}, a nie {value}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_errors.py" line="34"/>
        <source>{option} ({value}) must be below {target_option} ({target}).</source>
        <translation>Opcja {option} ({value}) musi być niższa niż {target_option} ({target}).</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_errors.py" line="36"/>
        <source>{option} must be {none} or from {low} to {high}, not {value}.</source>
        <translation>Opcja {option} musi mieć wartość {none} albo od {low} do {high}, a nie {value}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_errors.py" line="38"/>
        <source>{option} must be {any} or a multiple of {step} ({step_option}) from {low} to {high}, not {value}.</source>
        <translation>Opcja {option} musi mieć wartość {any} albo być wielokrotnością {step} ({step_option}) od {low} do {high}, a nie {value}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_errors.py" line="41"/>
        <source>{option} must be above {opening_option} ({low}) and below {target_option} ({high}), not {value}.</source>
        <translation>Opcja {option} musi być wyższa niż {opening_option} ({low}) i niższa niż {target_option} ({high}), a nie {value}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_errors.py" line="44"/>
        <source>{option} must be at least {min} (a fall from the barrel costs {min} points), not {value}.</source>
        <translation>Opcja {option} musi mieć wartość co najmniej {min} (spadek z beczki kosztuje {min} punktów), a nie {value}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_errors.py" line="46"/>
        <source>{option} needs a barrel: set {barrel_option} first.</source>
        <translation>Opcja {option} wymaga beczki: najpierw ustaw {barrel_option}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_errors.py" line="47"/>
        <source>{option} is a rule for three or four players, not for two.</source>
        <translation>Opcja {option} to zasada dla trzech lub czterech graczy, nie dla dwóch.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_errors.py" line="49"/>
        <source>{option} needs {opening_option} below {limit}, not {value}.</source>
        <translation>Opcja {option} wymaga wartości {opening_option} poniżej {limit}, a nie {value}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_errors.py" line="51"/>
        <source>This version of Tysiąc does not know the option {key}.</source>
        <translation>Ta wersja Tysiąca nie zna opcji {key}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_errors.py" line="52"/>
        <source>{option} cannot be {value}.</source>
        <translation>Opcja {option} nie może mieć wartości {value}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_errors.py" line="53"/>
        <source>There is no preset {value}; the presets are {presets}.</source>
        <translation>Nie ma wariantu {value}; dostępne warianty to {presets}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_errors.py" line="55"/>
        <source>The rules are not in the expected form (a preset and the options changed from it).</source>
        <translation>Zasady nie mają oczekiwanej postaci (wariant i opcje zmienione względem niego).</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_errors.py" line="58"/>
        <source>{option} is not valid with these rules ({detail}).</source>
        <translation>Opcja {option} jest nieprawidłowa przy tych zasadach ({detail}).</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_errors.py" line="59"/>
        <source>These rules are not valid ({detail}).</source>
        <translation>Te zasady są nieprawidłowe ({detail}).</translation>
    </message>
</context>
<context>
    <name>RuleTexts</name>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="13"/>
        <source>Table and end of game</source>
        <translation>Stół i koniec gry</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="15"/>
        <source>Auction</source>
        <translation>Licytacja</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="17"/>
        <source>Musik and redeals</source>
        <translation>Musik i rozdania od nowa</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="19"/>
        <source>Bomb and concession</source>
        <translation>Bomba i poddanie</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="21"/>
        <source>Play</source>
        <translation>Rozgrywka</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="23"/>
        <source>Scoring</source>
        <translation>Punktacja</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="25"/>
        <source>800 and barrel</source>
        <translation>800 i beczka</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="27"/>
        <source>Two and four players</source>
        <translation>Dwóch i czterech graczy</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="32"/>
        <source>Players</source>
        <translation>Gracze</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="33"/>
        <source>Target score</source>
        <translation>Wynik do wygranej</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="34"/>
        <source>The target must be hit exactly</source>
        <translation>Wynik trzeba osiągnąć dokładnie</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="35"/>
        <source>Finishing as a defender</source>
        <translation>Zakończenie przez broniącego</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="36"/>
        <source>Several reach the target</source>
        <translation>Kilku osiąga wynik</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="37"/>
        <source>Opening bid</source>
        <translation>Licytacja otwierająca</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="38"/>
        <source>Bid step</source>
        <translation>Krok licytacji</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="39"/>
        <source>Jump bids allowed</source>
        <translation>Można przebijać skokiem</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="40"/>
        <source>Highest bid</source>
        <translation>Najwyższa licytacja</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="41"/>
        <source>Blind bid of 120</source>
        <translation>Licytacja w ciemno 120</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="42"/>
        <source>Golden round</source>
        <translation>Złota runda</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="43"/>
        <source>Show the musik</source>
        <translation>Pokazywanie musiku</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="44"/>
        <source>Four nines</source>
        <translation>Cztery dziewiątki</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="45"/>
        <source>Redeal a weak hand</source>
        <translation>Nowe rozdanie przy słabej ręce</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="46"/>
        <source>Redeal a poor musik</source>
        <translation>Nowe rozdanie przy słabym musiku</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="47"/>
        <source>Bombs per player</source>
        <translation>Bomby na gracza</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="48"/>
        <source>Bomb up to a bid of</source>
        <translation>Bomba do licytacji</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="49"/>
        <source>Bomb gives each opponent</source>
        <translation>Bomba daje każdemu przeciwnikowi</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="50"/>
        <source>First bomb is free</source>
        <translation>Pierwsza bomba za darmo</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="51"/>
        <source>Declarer may concede</source>
        <translation>Grający może się poddać</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="52"/>
        <source>Must beat the trick</source>
        <translation>Obowiązek przebicia</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="53"/>
        <source>Trumping when void</source>
        <translation>Atutowanie przy braku koloru</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="54"/>
        <source>Marriage only after a trick</source>
        <translation>Meldunek dopiero po lewie</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="55"/>
        <source>Marriage is declared with</source>
        <translation>Meldunek zgłasza się</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="56"/>
        <source>Declarer may claim the rest</source>
        <translation>Grający może wyłożyć karty</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="57"/>
        <source>Defenders&apos; rounding</source>
        <translation>Zaokrąglanie broniących</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="58"/>
        <source>Lock at 800</source>
        <translation>Blokada na 800</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="59"/>
        <source>No trick at 800</source>
        <translation>Brak lewy od 800</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="60"/>
        <source>Barrel at</source>
        <translation>Beczka na</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="61"/>
        <source>Attempts on the barrel</source>
        <translation>Próby na beczce</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="62"/>
        <source>Back to zero at fall number</source>
        <translation>Zero przy upadku numer</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="63"/>
        <source>Several reach the barrel</source>
        <translation>Kilku wchodzi na beczkę</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="64"/>
        <source>Bolts</source>
        <translation>Bolty</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="65"/>
        <source>555 goes back to zero</source>
        <translation>555 zeruje wynik</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="66"/>
        <source>Four-player game</source>
        <translation>Gra we czterech</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="67"/>
        <source>The dealer sitting out scores</source>
        <translation>Pauzujący rozdający dostaje</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="68"/>
        <source>Two-player game</source>
        <translation>Gra we dwóch</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="72"/>
        <source>Three is the main game; two and four use their own deals (see the last tab).</source>
        <translation>Gra we trzech to podstawa; we dwóch i czterech rozdaje się inaczej (ostatnia karta).</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="73"/>
        <source>The game is won at the end of a deal by reaching it: 1000 (Polish, Danish), 1001 (Russian).</source>
        <translation>Wygrywa, kto go osiągnie na koniec rozdania: 1000 (polska, duńska), 1001 (rosyjska).</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="74"/>
        <source>Danish variant: a deal that would overshoot the target scores nothing (990 + 30 → 990).</source>
        <translation>Wariant duński: rozdanie, które przekroczyłoby wynik, nic nie daje (990 + 30 → 990).</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="75"/>
        <source>Polish: only the declarer may cross the target, a defender stops at 990 (980 + 40 → 990).</source>
        <translation>Polska: tylko grający może przekroczyć wynik, broniący staje na 990 (980 + 40 → 990).</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="76"/>
        <source>Polish (seed 002): if several reach the target, the declarer wins, else the higher score.</source>
        <translation>Polska (źródło 002): gdy kilku osiągnie wynik, wygrywa grający, inaczej wyższy wynik.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="77"/>
        <source>The forced first bid of the player left of the dealer: 100; the Russian game without a barrel opens at 40 or 50.</source>
        <translation>Obowiązkowa pierwsza licytacja gracza na lewo od rozdającego: 100; rosyjska gra bez beczki zaczyna od 40 lub 50.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="78"/>
        <source>Bids and contracts are multiples of it: 10 (Polish, 100 → 110), 5 (Russian, Danish, 100 → 105).</source>
        <translation>Licytacje i kontrakty są jego wielokrotnością: 10 (polska, 100 → 110), 5 (rosyjska, duńska, 100 → 105).</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="79"/>
        <source>Off: every raise is exactly one step, 110 → 120 (Polish &quot;licytacja stopniowana&quot;).</source>
        <translation>Wyłączone: każde podbicie o jeden krok, 110 → 120 (polska „licytacja stopniowana”).</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="80"/>
        <source>Polish, Russian: at most 120 plus your marriages (♥ 100 → 220); Danish: above 120 only holding a marriage.</source>
        <translation>Polska, rosyjska: najwyżej 120 plus twoje meldunki (♥ 100 → 220); duńska: powyżej 120 tylko z meldunkiem.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="81"/>
        <source>Russian: the first hand may bid 120 blind; the musik is taken unseen and all scores of the deal count double.</source>
        <translation>Rosyjska: pierwszy gracz może zalicytować 120 w ciemno; musik bierze się bez oglądania, a wszystkie punkty rozdania liczą się podwójnie.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="82"/>
        <source>Russian: in the first round each player in turn must play 120 blind, scores doubled.</source>
        <translation>Rosyjska: w pierwszej rundzie każdy po kolei musi grać 120 w ciemno, punkty podwójnie.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="83"/>
        <source>Polish, Russian: not shown when the forced 100 won unopposed; Danish: always shown.</source>
        <translation>Polska, rosyjska: nie pokazuje się, gdy obowiązkowe 100 wygrało bez przebicia; duńska: zawsze.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="84"/>
        <source>Polish: the holder of four nines may ask for a redeal; Russian option: they score 120.</source>
        <translation>Polska: posiadacz czterech dziewiątek może żądać nowego rozdania; opcja rosyjska: dają 120.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="85"/>
        <source>A hand worth at most this many points and without a marriage may be redealt (Russian 12, Polish 9 to 18).</source>
        <translation>Rękę warta najwyżej tyle punktów i bez meldunku można rozdać od nowa (rosyjska 12, polska 9 do 18).</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="86"/>
        <source>Russian: the declarer may ask for a redeal when the musik holds at most this many points (2, 3 or 5).</source>
        <translation>Rosyjska: grający może żądać nowego rozdania, gdy musik ma najwyżej tyle punktów (2, 3 lub 5).</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="87"/>
        <source>Polish: a declarer may give up one deal per game without playing (a bomb); Russian: none.</source>
        <translation>Polska: grający może raz na grę zrezygnować z rozdania bez grania (bomba); rosyjska: brak.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="88"/>
        <source>Polish: a bomb only after the forced 100 won; &quot;any&quot; allows it at every bid.</source>
        <translation>Polska: bomba tylko po wygranym obowiązkowym 100; „dowolna” pozwala przy każdej licytacji.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="89"/>
        <source>Each opponent scores this for a bomb: 60 (Polish), 40 (four players) or half the bid (210 → 110).</source>
        <translation>Każdy przeciwnik dostaje tyle za bombę: 60 (polska), 40 (czterech graczy) lub połowę licytacji (210 → 110).</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="90"/>
        <source>Polish (seed 002): a player&apos;s first bomb gives the opponents nothing.</source>
        <translation>Polska (źródło 002): pierwsza bomba gracza nic nie daje przeciwnikom.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="91"/>
        <source>Russian &quot;raspisat&quot;: the declarer takes minus the bid and each opponent +40 (bid 120 → −120, +40).</source>
        <translation>Rosyjskie „rozpisanie”: grający dostaje minus licytację, a każdy przeciwnik +40 (licytacja 120 → −120, +40).</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="92"/>
        <source>Polish, Danish: play a card that beats the trick so far when you can; Russian: not required.</source>
        <translation>Polska, duńska: trzeba zagrać kartę bijącą lewę, jeśli się ją ma; rosyjska: nie trzeba.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="93"/>
        <source>Void in the led suit: Polish trumps only if the trump would win; Russian, Danish any trump.</source>
        <translation>Bez koloru wyjścia: polska — atut tylko, jeśli wygra lewę; rosyjska, duńska — dowolny atut.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="94"/>
        <source>Russian: a marriage may be declared only after taking a trick in this deal.</source>
        <translation>Rosyjska: meldunek można zgłosić dopiero po wzięciu lewy w tym rozdaniu.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="95"/>
        <source>The card led to declare a marriage: the queen or the king, or only the queen.</source>
        <translation>Karta, którą wychodzi się z meldunkiem: dama lub król albo tylko dama.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="96"/>
        <source>Polish &quot;wykładanie&quot;: the declarer lays the hand down when no defence can win a trick.</source>
        <translation>Polskie „wykładanie”: grający wykłada karty, gdy żadna obrona nie weźmie lewy.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="97"/>
        <source>Defenders&apos; points are rounded: Polish to tens (25 → 20), Russian, Danish to fives (43 → 45).</source>
        <translation>Punkty broniących się zaokrągla: polska do dziesiątek (25 → 20), rosyjska, duńska do piątek (43 → 45).</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="98"/>
        <source>Polish: from 800 a player scores only as declarer; falling below 800 lifts it.</source>
        <translation>Polska: od 800 gracz zapisuje punkty tylko jako grający; spadek poniżej 800 to znosi.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="99"/>
        <source>Polish option: a player at 800 or more loses 100 for a deal without a trick (820 → 720).</source>
        <translation>Opcja polska: gracz od 800 traci 100 za rozdanie bez lewy (820 → 720).</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="100"/>
        <source>Russian, Danish: a score reaching it stops there (870 + 40 → 880) and can only finish as declarer.</source>
        <translation>Rosyjska, duńska: wynik, który ją osiąga, zatrzymuje się na niej (870 + 40 → 880) i kończy tylko jako grający.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="101"/>
        <source>Deals allowed on the barrel; when they are used up the player falls 120 (880 → 760).</source>
        <translation>Rozdania dozwolone na beczce; po ich wyczerpaniu gracz spada o 120 (880 → 760).</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="102"/>
        <source>Russian: the third fall from the barrel sets the score to 0 instead (880 → 0).</source>
        <translation>Rosyjska: trzeci upadek z beczki zeruje wynik (880 → 0).</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="103"/>
        <source>When several reach the barrel in one deal: all stay, or all fall by 120.</source>
        <translation>Gdy kilku wejdzie na beczkę w jednym rozdaniu: wszyscy zostają albo wszyscy spadają o 120.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="104"/>
        <source>Russian: a deal without a trick is a bolt; every third bolt costs 120 (300 → 180).</source>
        <translation>Rosyjska: rozdanie bez lewy to bolt; co trzeci bolt kosztuje 120 (300 → 180).</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="105"/>
        <source>Russian: a score of exactly 555 after a deal becomes 0.</source>
        <translation>Rosyjska: wynik równy 555 po rozdaniu zmienia się w 0.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="106"/>
        <source>With four players: the dealer sits out the deal (all traditions); the other ways are not supported yet.</source>
        <translation>We czterech: rozdający pauzuje (wszystkie tradycje); inne sposoby nie są jeszcze obsługiwane.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="107"/>
        <source>Polish: 50 per ace and the marriages in the musik; Russian: the musik&apos;s points; Danish: nothing.</source>
        <translation>Polska: 50 za asa i meldunki w musiku; rosyjska: punkty musiku; duńska: nic.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="108"/>
        <source>With two players: the Polish two musiks of two cards is supported; the others not yet.</source>
        <translation>We dwóch: obsługiwane są polskie dwa musiki po dwie karty; pozostałe jeszcze nie.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="111"/>
        <source>none</source>
        <translation>brak</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="112"/>
        <source>any</source>
        <translation>dowolna</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="117"/>
        <source>Stop at 990</source>
        <translation>Stop na 990</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="118"/>
        <source>Allowed</source>
        <translation>Dozwolone</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="119"/>
        <source>Score nothing</source>
        <translation>Bez punktów</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="122"/>
        <source>Declarer, then the higher score</source>
        <translation>Grający, potem wyższy wynik</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="123"/>
        <source>The higher score</source>
        <translation>Wyższy wynik</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="124"/>
        <source>A draw</source>
        <translation>Remis</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="127"/>
        <source>120 plus held marriages</source>
        <translation>120 plus posiadane meldunki</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="128"/>
        <source>Above 120 with any marriage</source>
        <translation>Powyżej 120 z dowolnym meldunkiem</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="129"/>
        <source>Unlimited (at own risk)</source>
        <translation>Bez ograniczeń (na własne ryzyko)</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="132"/>
        <source>If the bid was raised</source>
        <translation>Gdy licytacja została podbita</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="133"/>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="145"/>
        <source>Always</source>
        <translation>Zawsze</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="134"/>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="146"/>
        <source>Never</source>
        <translation>Nigdy</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="137"/>
        <source>Redeal</source>
        <translation>Nowe rozdanie</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="138"/>
        <source>Score 120</source>
        <translation>120 punktów</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="139"/>
        <source>Off</source>
        <translation>Wyłączone</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="141"/>
        <source>Unlimited</source>
        <translation>Bez ograniczeń</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="142"/>
        <source>Half the bid</source>
        <translation>Połowa licytacji</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="144"/>
        <source>Only if the trump wins</source>
        <translation>Tylko gdy atut bije</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="149"/>
        <source>Queen or king</source>
        <translation>Dama lub król</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="150"/>
        <source>Queen only</source>
        <translation>Tylko dama</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="153"/>
        <source>To tens, half down (25 → 20)</source>
        <translation>Do dziesiątek, połowa w dół (25 → 20)</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="154"/>
        <source>To tens, half up (25 → 30)</source>
        <translation>Do dziesiątek, połowa w górę (25 → 30)</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="155"/>
        <source>To fives (43 → 45)</source>
        <translation>Do piątek (43 → 45)</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="156"/>
        <source>Exact</source>
        <translation>Dokładnie</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="158"/>
        <source>No penalty</source>
        <translation>Bez kary</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="160"/>
        <source>All stay on it</source>
        <translation>Wszyscy zostają</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="161"/>
        <source>All fall by 120</source>
        <translation>Wszyscy spadają o 120</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="164"/>
        <source>Dealer sits out</source>
        <translation>Rozdający pauzuje</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="165"/>
        <source>All play, 6 cards each</source>
        <translation>Grają wszyscy, po 6 kart</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="166"/>
        <source>Two against two</source>
        <translation>Dwóch na dwóch</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="169"/>
        <source>Aces and marriages in the musik</source>
        <translation>Asy i meldunki w musiku</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="170"/>
        <source>Points in the musik</source>
        <translation>Punkty w musiku</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="171"/>
        <source>Nothing</source>
        <translation>Nic</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="174"/>
        <source>Two musiks of 2</source>
        <translation>Dwa musiki po 2</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="175"/>
        <source>Two musiks of 3</source>
        <translation>Dwa musiki po 3</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="176"/>
        <source>Twelve cards, no musik</source>
        <translation>Dwanaście kart, bez musiku</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="177"/>
        <source>Drawing from the stock</source>
        <translation>Dobierany</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="178"/>
        <source>Seven cards, open musik</source>
        <translation>Siedem kart, odkryty musik</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="179"/>
        <source>Russian prikup of 4</source>
        <translation>Rosyjski, prikup z 4 kart</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="180"/>
        <source>Russian, four closed</source>
        <translation>Rosyjski, cztery zakryte</translation>
    </message>
</context>
<context>
    <name>RulesHelpDialog</name>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="93"/>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="263"/>
        <source>Rules</source>
        <translation>Zasady</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="121"/>
        <source>Tysiąc in brief</source>
        <translation>Tysiąc w skrócie</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="122"/>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="223"/>
        <source>House rules in force</source>
        <translation>Obowiązujące zasady domowe</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="129"/>
        <source>Special rules at this table</source>
        <translation>Zasady specjalne przy tym stole</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="140"/>
        <source>A king and queen of one suit make a marriage: {h} 100, {d} 80, {c} 60, {s} 40. When you lead a trick you may lay one of the pair and declare the marriage: its points are yours at once and its suit becomes trump. Until the first marriage there is no trump.</source>
        <translation>Król i dama w jednym kolorze to meldunek: {h} 100, {d} 80, {c} 60, {s} 40. Kiedy wychodzisz do lewy, możesz zagrać jedną z tych dwóch kart i zameldować: punkty za meldunek dostajesz od razu, a jego kolor staje się atutem. Do pierwszego meldunku nie ma atutu.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="144"/>
        <source>You must follow the suit led and, if you can, beat the card that is winning the trick.</source>
        <translation>Trzeba dokładać do koloru, a jeśli się da – przebić kartę, która na razie bierze lewę.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="145"/>
        <source>You must follow the suit led.</source>
        <translation>Trzeba dokładać do koloru.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="147"/>
        <source>Without that suit you must play a trump if you hold one.</source>
        <translation>Bez tego koloru trzeba dać atut, jeśli się go ma.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="148"/>
        <source>Without that suit you must play a trump only if it would win the trick.</source>
        <translation>Bez tego koloru atut trzeba dać tylko wtedy, gdy weźmie lewę.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="149"/>
        <source>Without that suit you may play any card.</source>
        <translation>Bez tego koloru można dać dowolną kartę.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="151"/>
        <source>The declarer takes the musik, gives one card face down to each opponent and names the contract, at least the winning bid. Promising more than 120 needs marriages in hand.</source>
        <translation>Rozgrywający bierze musik, daje każdemu przeciwnikowi po jednej zakrytej karcie i deklaruje, ile gra – co najmniej tyle, ile wylicytował. Żeby grać więcej niż 120, trzeba mieć meldunki w ręce.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="154"/>
        <source>The declarer takes the musik, gives one card face down to each opponent and names the contract, at least the winning bid.</source>
        <translation>Rozgrywający bierze musik, daje każdemu przeciwnikowi po jednej zakrytej karcie i deklaruje, ile gra – co najmniej tyle, ile wylicytował.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="157"/>
        <source>The game</source>
        <translation>Gra</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="158"/>
        <source>Tysiąc (Thousand) is a game of bidding and tricks, usually for three players. After every deal the points are added up, and the first player to reach {target} wins.</source>
        <translation>Tysiąc to gra z licytacją i braniem lew, zwykle dla trzech osób. Po każdym rozdaniu podlicza się punkty, a wygrywa ten, kto pierwszy osiągnie {target}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="160"/>
        <source>The cards</source>
        <translation>Karty</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="161"/>
        <source>24 cards: nine, jack, queen, king, ten and ace of each suit, ranked in that order. An ace counts 11, a ten 10, a king 4, a queen 3, a jack 2 and a nine nothing: 120 in all.</source>
        <translation>24 karty: dziewiątka, walet, dama, król, dziesiątka i as w każdym kolorze, w tej kolejności od najmłodszej do najstarszej. As liczy się za 11, dziesiątka za 10, król za 4, dama za 3, walet za 2, a dziewiątka nic – razem 120.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="163"/>
        <source>Bidding</source>
        <translation>Licytacja</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="164"/>
        <source>Everyone gets seven cards and three go face down as the musik (with four players the dealer sits the deal out; with two, each gets ten and there are two musiks of two). The player left of the dealer must open at {opening}; then each in turn raises by {step} or more, or passes for the rest of the auction. The last one bidding becomes the declarer.</source>
        <translation>Każdy dostaje siedem kart, a trzy leżą zakryte jako musik (w czterech rozdający pauzuje; we dwóch każdy dostaje dziesięć kart i są dwa musiki po dwie karty). Gracz po lewej stronie rozdającego musi zacząć od {opening}; potem każdy po kolei podbija o {step} lub więcej albo pasuje i wypada z licytacji. Kto licytował ostatni, zostaje rozgrywającym.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="169"/>
        <source>Musik and contract</source>
        <translation>Musik i deklaracja</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="170"/>
        <source>Play</source>
        <translation>Rozgrywka</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="171"/>
        <source>The declarer leads the first trick. {follow} {void} The highest trump takes the trick, or else the highest card of the suit led; the taker leads next.</source>
        <translation>Rozgrywający wychodzi do pierwszej lewy. {follow} {void} Lewę bierze najstarszy atut, a bez atutu najstarsza karta w kolorze wyjścia; kto wziął lewę, wychodzi do następnej.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="173"/>
        <source>Marriages</source>
        <translation>Meldunki</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="174"/>
        <source>Scoring</source>
        <translation>Punktacja</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="175"/>
        <source>The declarer counts the card points taken plus their own marriages: reaching the contract scores it, falling short by even one point loses it. Each opponent scores what they took, rounded.</source>
        <translation>Rozgrywający liczy punkty z wziętych kart i własnych meldunków: gdy osiągnie zadeklarowaną grę, dopisuje ją sobie, a gdy zabraknie choćby punktu – odpisuje. Każdy przeciwnik dopisuje to, co wziął, po zaokrągleniu.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="184"/>
        <source>Bomb: instead of playing, the declarer may give the deal up: nothing for the declarer, half the winning bid for each opponent.</source>
        <translation>Bomba: zamiast grać, rozgrywający może zrezygnować z rozdania – sam nic nie dostaje, a każdy przeciwnik dostaje połowę wylicytowanej wartości.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="187"/>
        <source>Bomb: instead of playing, the declarer may give the deal up: nothing for the declarer, {points} for each opponent.</source>
        <translation>Bomba: zamiast grać, rozgrywający może zrezygnować z rozdania – sam nic nie dostaje, a każdy przeciwnik dostaje {points}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="190"/>
        <source>Conceding: the declarer may give up before play, losing the bid while each opponent gets 40.</source>
        <translation>Poddanie: rozgrywający może się poddać przed rozgrywką – odpisuje wylicytowaną wartość, a każdy przeciwnik dostaje 40.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="193"/>
        <source>800 lock: from 800 points on, a player scores only as the declarer.</source>
        <translation>Blokada 800: od 800 punktów gracz zdobywa punkty tylko jako rozgrywający.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="195"/>
        <source>Only the declarer may finish the game; an opponent stops short of the target.</source>
        <translation>Grę może zakończyć tylko rozgrywający; przeciwnik zatrzymuje się tuż przed celem.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="197"/>
        <source>Exact finish: a deal that would take you past the target scores nothing.</source>
        <translation>Dokładne zakończenie: rozdanie, po którym wynik przekroczyłby cel, nie daje punktów.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="199"/>
        <source>Barrel: whoever reaches {barrel} stays there and has {n} deals to win as the declarer; otherwise the score falls by 120.</source>
        <translation>Beczka: kto dojdzie do {barrel}, staje na beczce i ma na wygraną jako rozgrywający ograniczoną liczbę rozdań ({n}); jeśli się nie uda, wynik spada o 120.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="203"/>
        <source>Bolts: taking no trick in a deal is a bolt; every third bolt costs 120.</source>
        <translation>Bolty: rozdanie bez żadnej lewy to bolt; co trzeci bolt kosztuje 120.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="205"/>
        <source>555: a score of exactly 555 goes back to 0.</source>
        <translation>555: wynik równy dokładnie 555 spada do 0.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="207"/>
        <source>Dark bid: the first bidder may bid 120 without looking; the deal then counts double.</source>
        <translation>Gra w ciemno: pierwszy licytujący może dać 120 bez oglądania kart; rozdanie liczy się wtedy podwójnie.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="210"/>
        <source>Golden round: in the first round everyone in turn must play 120, and it counts double.</source>
        <translation>Złota runda: w pierwszej kolejce każdy po kolei musi grać 120, a wyniki liczą się podwójnie.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="213"/>
        <source>Four nines without a marriage: the holder may ask for a new deal.</source>
        <translation>Cztery dziewiątki bez meldunku: ich posiadacz może poprosić o ponowne rozdanie.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="215"/>
        <source>Four nines: whoever holds all four scores 120.</source>
        <translation>Cztery dziewiątki: kto ma wszystkie cztery, dostaje 120.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="228"/>
        <source>Preset: {preset}, unchanged.</source>
        <translation>Wariant: {preset}, bez zmian.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="230"/>
        <source>Preset: {preset}, with one change, marked below.</source>
        <translation>Wariant: {preset}; jedna zmiana, zaznaczona niżej.</translation>
    </message>
    <message numerus="yes">
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="232"/>
        <source>Preset: {preset}, with %n changes, marked below.</source>
        <translation>
            <numerusform>Wariant: {preset}; %n zmiana, zaznaczona niżej.</numerusform>
            <numerusform>Wariant: {preset}; %n zmiany, zaznaczone niżej.</numerusform>
            <numerusform>Wariant: {preset}; %n zmian, zaznaczonych niżej.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="234"/>
        <source>The small grey code after each option is its key and value in saved games.</source>
        <translation>Drobny szary kod przy każdej opcji to jej klucz i wartość w zapisanych partiach.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="255"/>
        <source>changed; the preset has {value}</source>
        <translation>zmienione; w wariancie: {value}</translation>
    </message>
</context>
<context>
    <name>ScoreChart</name>
    <message>
        <location filename="../tysiac_desktop/dialogs/score_chart.py" line="49"/>
        <location filename="../tysiac_desktop/dialogs/score_chart.py" line="74"/>
        <source>No finished deals yet</source>
        <translation>Nie ma jeszcze rozegranych rozdań</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/score_chart.py" line="149"/>
        <source>Deal</source>
        <translation>Rozdanie</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/score_chart.py" line="190"/>
        <source>Target {value}</source>
        <translation>Cel: {value}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/score_chart.py" line="221"/>
        <source>Start</source>
        <translation>Początek</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/score_chart.py" line="221"/>
        <source>After deal {number}</source>
        <translation>Po rozdaniu {number}</translation>
    </message>
</context>
<context>
    <name>ScoreSheet</name>
    <message>
        <location filename="../tysiac_desktop/dialogs/score_sheet.py" line="93"/>
        <source>Score sheet</source>
        <translation>Tabela wyników</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/score_sheet.py" line="96"/>
        <source>✓ made · ✗ failed · ✹ bomb · ⊘ bolt (no trick) · ⛁ barrel (attempt) · ↺ 555 reset · small numbers: the deal&apos;s change</source>
        <translation>✓ ugrana · ✗ nieugrana · ✹ bomba · ⊘ bolt (bez lewy) · ⛁ beczka (próba) · ↺ 555 do zera · małe liczby: zmiana w rozdaniu</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/score_sheet.py" line="100"/>
        <source>Grey scores: the dealer sat that deal out.</source>
        <translation>Szare wyniki: rozdający pauzował w tym rozdaniu.</translation>
    </message>
</context>
<context>
    <name>ScoreSheetDialog</name>
    <message>
        <location filename="../tysiac_desktop/dialogs/score_sheet.py" line="157"/>
        <source>Score sheet</source>
        <translation>Tabela wyników</translation>
    </message>
</context>
<context>
    <name>Seats</name>
    <message>
        <location filename="../tysiac_desktop/dialogs/common.py" line="130"/>
        <source>Human</source>
        <translation>Człowiek</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/common.py" line="130"/>
        <source>Computer</source>
        <translation>Komputer</translation>
    </message>
</context>
<context>
    <name>SheetModel</name>
    <message>
        <location filename="../tysiac_desktop/dialogs/sheet_model.py" line="64"/>
        <source>#</source>
        <translation>Nr</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/sheet_model.py" line="66"/>
        <source>Contract</source>
        <translation>Gra</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/sheet_model.py" line="69"/>
        <source>{name}
from {score}</source>
        <translation>{name}
od {score}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/sheet_model.py" line="90"/>
        <source>Total</source>
        <translation>Razem</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/sheet_model.py" line="98"/>
        <source>redealt</source>
        <translation>nowe rozdanie</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/sheet_model.py" line="100"/>
        <source>{name} {contract}</source>
        <translation>{name} {contract}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/sheet_model.py" line="124"/>
        <source>{name}: {change} → {score}</source>
        <translation>{name}: {change} → {score}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/sheet_model.py" line="127"/>
        <source>{name} dealt and sat this deal out.</source>
        <translation>{name}: rozdawanie i pauza w tym rozdaniu.</translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <location filename="../tysiac_desktop/side_panel.py" line="68"/>
        <source>Scores</source>
        <translation>Wyniki</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/side_panel.py" line="69"/>
        <source>This deal</source>
        <translation>To rozdanie</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/side_panel.py" line="70"/>
        <source>What happened</source>
        <translation>Przebieg</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/side_panel.py" line="71"/>
        <source>Dealer</source>
        <translation>Rozdający</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/side_panel.py" line="71"/>
        <source>Bid</source>
        <translation>Licytacja</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/side_panel.py" line="71"/>
        <source>Declarer</source>
        <translation>Rozgrywający</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/side_panel.py" line="72"/>
        <source>Trump</source>
        <translation>Atut</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/side_panel.py" line="72"/>
        <source>Turn</source>
        <translation>Ruch</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/side_panel.py" line="74"/>
        <source>Show the rules in force</source>
        <translation>Pokaż obowiązujące zasady</translation>
    </message>
    <message numerus="yes">
        <location filename="../tysiac_desktop/side_panel.py" line="84"/>
        <source>Rules: %1, changed: %n</source>
        <translation>
            <numerusform>Zasady: %1, zmienione: %n</numerusform>
            <numerusform>Zasady: %1, zmienione: %n</numerusform>
            <numerusform>Zasady: %1, zmienione: %n</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/side_panel.py" line="84"/>
        <source>Rules: %1</source>
        <translation>Zasady: %1</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/side_panel.py" line="108"/>
        <source>contract %1</source>
        <translation>gra %1</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/side_panel.py" line="118"/>
        <source>none yet</source>
        <translation>jeszcze brak</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/side_panel.py" line="119"/>
        <source>%1 is thinking…</source>
        <translation>%1 myśli…</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="49"/>
        <source>Statistics</source>
        <translation>Statystyki</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="57"/>
        <source>Summary</source>
        <translation>Podsumowanie</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="59"/>
        <source>Games</source>
        <translation>Gry</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="63"/>
        <source>Export CSV…</source>
        <translation>Eksportuj CSV…</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="64"/>
        <source>Save every deal of every game as a table for a spreadsheet</source>
        <translation>Zapisz wszystkie rozdania ze wszystkich gier jako tabelę do arkusza kalkulacyjnego</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="105"/>
        <source>No finished deals yet</source>
        <translation>Nie ma jeszcze rozegranych rozdań</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="110"/>
        <source>Play a deal and your results will appear here: games and deals won, contracts made, and how you fare against each computer level.</source>
        <translation>Rozegraj rozdanie, a pojawią się tu twoje wyniki: wygrane gry i rozdania, ugrane kontrakty oraz to, jak radzisz sobie z każdym poziomem komputera.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="130"/>
        <source>Figures for the human players at the table; computer players are compared by level below.</source>
        <translation>Liczby dotyczą graczy-ludzi przy stole; graczy komputerowych porównano niżej według poziomu.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="186"/>
        <source>{value}%</source>
        <translation>{value}%</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="190"/>
        <source>Overview</source>
        <translation>Przegląd</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="192"/>
        <source>Games played</source>
        <translation>Rozegrane gry</translation>
    </message>
    <message numerus="yes">
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="192"/>
        <source>%Ln finished</source>
        <translation>
            <numerusform>%Ln zakończona</numerusform>
            <numerusform>%Ln zakończone</numerusform>
            <numerusform>%Ln zakończonych</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="193"/>
        <source>Games won</source>
        <translation>Wygrane gry</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="194"/>
        <source>{percent} of finished games</source>
        <translation>{percent} zakończonych gier</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="196"/>
        <source>Deals played</source>
        <translation>Rozegrane rozdania</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="196"/>
        <source>redeals not counted</source>
        <translation>bez ponownych rozdań</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="197"/>
        <source>Deals won</source>
        <translation>Wygrane rozdania</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="198"/>
        <source>you declared the contract and made it ({percent} of the deals you declared)</source>
        <translation>ugrane przez ciebie kontrakty ({percent} twoich kontraktów)</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="200"/>
        <source>Average score per deal</source>
        <translation>Średni wynik na rozdanie</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="214"/>
        <source>Your contracts by value</source>
        <translation>Twoje kontrakty według wartości</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="215"/>
        <source>Contract</source>
        <translation>Kontrakt</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="215"/>
        <source>Played</source>
        <translation>Grane</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="215"/>
        <source>Made</source>
        <translation>Ugrane</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="215"/>
        <source>Made %</source>
        <translation>% ugranych</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="222"/>
        <source>{low} and more</source>
        <translation>{low} i więcej</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="232"/>
        <source>All contracts</source>
        <translation>Wszystkie kontrakty</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="243"/>
        <source>Against the computer</source>
        <translation>Przeciw komputerowi</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="244"/>
        <source>Level</source>
        <translation>Poziom</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="244"/>
        <source>Games against it</source>
        <translation>Gry przeciw niemu</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="244"/>
        <source>Won by you</source>
        <translation>Twoje wygrane</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="245"/>
        <source>Its contracts made</source>
        <translation>Jego ugrane kontrakty</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="245"/>
        <source>Its average per deal</source>
        <translation>Jego średnia na rozdanie</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="253"/>
        <source>{wins} ({percent})</source>
        <translation>{wins} ({percent})</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="256"/>
        <source>{made} of {played} ({percent})</source>
        <translation>{made} z {played} ({percent})</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="285"/>
        <source>Date</source>
        <translation>Data</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="285"/>
        <source>Rules</source>
        <translation>Zasady</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="285"/>
        <source>Players and scores</source>
        <translation>Gracze i wyniki</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="286"/>
        <source>Deals</source>
        <translation>Rozdania</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="286"/>
        <source>Result</source>
        <translation>Wynik</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="294"/>
        <source>No games recorded yet.</source>
        <translation>Nie zapisano jeszcze żadnej gry.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="302"/>
        <source>Choose a game to see how its scores went.</source>
        <translation>Wybierz grę, aby zobaczyć przebieg wyników.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="355"/>
        <source>{name}: computer ({level})</source>
        <translation>{name}: komputer ({level})</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="356"/>
        <source>unknown level</source>
        <translation>nieznany poziom</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="358"/>
        <source>{name}: human</source>
        <translation>{name}: człowiek</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="363"/>
        <source>In progress</source>
        <translation>W toku</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="363"/>
        <source>Not finished</source>
        <translation>Niedokończona</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="365"/>
        <source>Draw</source>
        <translation>Remis</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="367"/>
        <source>{name} won</source>
        <translation>Zwycięzca: {name}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="368"/>
        <source>Finished</source>
        <translation>Zakończona</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="373"/>
        <source>{date} (this game)</source>
        <translation>{date} (ta gra)</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="409"/>
        <source>This game</source>
        <translation>Ta gra</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="418"/>
        <source>Game of {date}</source>
        <translation>Gra z {date}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="436"/>
        <source>Export statistics</source>
        <translation>Eksportuj statystyki</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="437"/>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>Pliki CSV (*.csv);;Wszystkie pliki (*)</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="444"/>
        <source>Export CSV</source>
        <translation>Eksport do CSV</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="445"/>
        <source>The statistics could not be saved to {path}: {reason}</source>
        <translation>Nie udało się zapisać statystyk do {path}: {reason}</translation>
    </message>
</context>
<context>
    <name>Suits</name>
    <message>
        <location filename="../tysiac_desktop/dialogs/common.py" line="53"/>
        <source>hearts</source>
        <translation>kier</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/common.py" line="53"/>
        <source>diamonds</source>
        <translation>karo</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/common.py" line="54"/>
        <source>clubs</source>
        <translation>trefl</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/common.py" line="54"/>
        <source>spades</source>
        <translation>pik</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <location filename="../tysiac_desktop/text.py" line="49"/>
        <source>%1 bids %2</source>
        <translation>%1 licytuje %2</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/text.py" line="50"/>
        <source>%1 passes</source>
        <translation>%1 pasuje</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/text.py" line="51"/>
        <source>%1 bids 120 in the dark</source>
        <translation>%1 licytuje 120 w ciemno</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/text.py" line="52"/>
        <source>%1 asks for a redeal</source>
        <translation>%1 prosi o ponowne rozdanie</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/text.py" line="53"/>
        <source>%1 keeps the cards</source>
        <translation>%1 zostawia karty</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/text.py" line="54"/>
        <source>%1 takes the musik</source>
        <translation>%1 bierze musik</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/text.py" line="55"/>
        <source>%1 passes a card</source>
        <translation>%1 oddaje kartę</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/text.py" line="56"/>
        <source>%1 lays a card aside</source>
        <translation>%1 odkłada kartę</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/text.py" line="57"/>
        <source>%1 plays for %2</source>
        <translation>%1 gra %2</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/text.py" line="58"/>
        <source>%1 bombs the deal</source>
        <translation>%1 rzuca bombę</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/text.py" line="59"/>
        <source>%1 concedes</source>
        <translation>%1 poddaje grę</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/text.py" line="60"/>
        <source>%1 declares a marriage %2</source>
        <translation>%1 melduje %2</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/text.py" line="61"/>
        <source>%1 plays %2</source>
        <translation>%1 zagrywa %2</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/text.py" line="62"/>
        <source>%1 lays the hand down</source>
        <translation>%1 wykłada karty</translation>
    </message>
</context>
</TS>
