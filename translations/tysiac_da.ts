<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="da">
<context>
    <name>ActionBar</name>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="84"/>
        <source>Hint</source>
        <translation>Tip</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="85"/>
        <source>What would a strong player do? (H)</source>
        <translation>Hvad ville en stærk spiller gøre? (H)</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="86"/>
        <source>Last trick</source>
        <translation>Sidste stik</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="87"/>
        <source>Show the trick taken last (L)</source>
        <translation>Vis det sidst tagne stik (L)</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="269"/>
        <source>%1 took the musik: it lies face up on the table.</source>
        <translation>%1 tog talonen: den ligger med billedsiden op på bordet.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="271"/>
        <source>Seen, go on</source>
        <translation>Set, videre</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="295"/>
        <source>Your hand is weak: you may ask for a new deal.</source>
        <translation>Din hånd er svag: du kan bede om at få givet om.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="296"/>
        <source>Redeal</source>
        <translation>Giv om</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="297"/>
        <source>Keep my cards</source>
        <translation>Behold kortene</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="301"/>
        <source>You open the auction.</source>
        <translation>Du åbner auktionen.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="303"/>
        <location filename="../tysiac_desktop/action_bar.py" line="311"/>
        <source>Bid %1</source>
        <translation>Meld %1</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="305"/>
        <source>Dark 120 (blind)</source>
        <translation>120 i blinde</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="307"/>
        <source>Highest bid: &lt;b&gt;%1&lt;/b&gt;. Raise or pass?</source>
        <translation>Højeste bud: &lt;b&gt;%1&lt;/b&gt;. Meld højere eller pas?</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="309"/>
        <source>Pass</source>
        <translation>Pas</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="313"/>
        <source>Bid</source>
        <translation>Meld</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="313"/>
        <source>Bid more</source>
        <translation>Meld højere</translation>
    </message>
    <message numerus="yes">
        <location filename="../tysiac_desktop/action_bar.py" line="319"/>
        <source>Pick %n of the face-down cards: double-click one or drag it to your hand.</source>
        <translation>
            <numerusform>Vælg %n af de lukkede kort: dobbeltklik på det, eller træk det over på hånden.</numerusform>
            <numerusform>Vælg %n af de lukkede kort: dobbeltklik på et, eller træk det over på hånden.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../tysiac_desktop/action_bar.py" line="321"/>
        <source>You won the auction. Pick %n of the face-down cards: double-click one or drag it to your hand.</source>
        <translation>
            <numerusform>Du vandt auktionen. Vælg %n af de lukkede kort: dobbeltklik på det, eller træk det over på hånden.</numerusform>
            <numerusform>Du vandt auktionen. Vælg %n af de lukkede kort: dobbeltklik på et, eller træk det over på hånden.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="324"/>
        <source>Card %1</source>
        <translation>Kort %1</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="326"/>
        <source>You won the auction. Take the musik.</source>
        <translation>Du vandt auktionen. Tag talonen.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="328"/>
        <source>Take the musik</source>
        <translation>Tag talonen</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="331"/>
        <source>Take musik %1</source>
        <translation>Tag talon %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../tysiac_desktop/action_bar.py" line="335"/>
        <source>Lay cards aside (%n more): double-click one, drag it to the table, or click it and press Enter.</source>
        <translation>
            <numerusform>Læg %n kort mere til side: dobbeltklik på det, træk det ind på bordet, eller klik på det og tryk Enter.</numerusform>
            <numerusform>Læg %n kort mere til side: dobbeltklik på et, træk det ind på bordet, eller klik på det og tryk Enter.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="338"/>
        <source>Give one card to each other player: drag it onto their name, or double-click it and choose who gets it.</source>
        <translation>Giv ét kort til hver af de andre spillere: træk det hen på navnet, eller dobbeltklik på det og vælg, hvem der får det.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="341"/>
        <source>Give one card to each opponent: drag it onto their name, or double-click it and choose who gets it.</source>
        <translation>Giv ét kort til hver modspiller: træk det hen på navnet, eller dobbeltklik på det og vælg, hvem der får det.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="400"/>
        <location filename="../tysiac_desktop/action_bar.py" line="403"/>
        <source>Give %1 to whom?</source>
        <translation>Hvem skal have %1?</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="360"/>
        <source>Your turn: play a card from your hand or a face-up card of your piles: double-click it, drag it to the table, or click it and press Enter.</source>
        <translation>Din tur: spil et kort fra hånden eller et åbent kort fra dine bunker: dobbeltklik på det, træk det ind på bordet, eller klik på det og tryk Enter.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="364"/>
        <source>Your turn: any card may be played while the stock lasts: double-click it, drag it to the table, or click it and press Enter.</source>
        <translation>Din tur: så længe der er kort i bunken, må ethvert kort spilles: dobbeltklik på det, træk det ind på bordet, eller klik på det og tryk Enter.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="367"/>
        <source>Your turn: play a card: double-click it, drag it to the table, or click it and press Enter.</source>
        <translation>Din tur: spil et kort: dobbeltklik på det, træk det ind på bordet, eller klik på det og tryk Enter.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="344"/>
        <source>Redeal (poor musik)</source>
        <translation>Giv om (fattig talon)</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="347"/>
        <source>Announce your contract (at least %1).</source>
        <translation>Meld din kontrakt (mindst %1).</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="350"/>
        <source>Play %1</source>
        <translation>Spil %1</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="352"/>
        <source>Play</source>
        <translation>Spil</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="352"/>
        <source>Play for the chosen contract</source>
        <translation>Spil den valgte kontrakt</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="354"/>
        <source>Bomb</source>
        <translation>Bomba</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="356"/>
        <source>Concede</source>
        <translation>Giv op</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="370"/>
        <source>Claim the rest</source>
        <translation>Tag resten</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="381"/>
        <source>Declare the marriage on %1&apos;s queen? Trump: %2.</source>
        <translation>Vil du melde ægteparret på %1s dame? Trumf: %2.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="384"/>
        <source>Meld on %1&apos;s queen +%2</source>
        <translation>Meld på %1s dame +%2</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="386"/>
        <source>Declare the marriage? Trump: %1.</source>
        <translation>Vil du melde ægteparret? Trumf: %1.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="391"/>
        <source>Declare the marriage in %1, %2 points</source>
        <translation>Meld ægteparret i %1, %2 point</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="409"/>
        <location filename="../tysiac_desktop/action_bar.py" line="413"/>
        <source>Play %1?</source>
        <translation>Vil du spille %1?</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="410"/>
        <location filename="../tysiac_desktop/action_bar.py" line="412"/>
        <source>Yes, play %1</source>
        <translation>Ja, spil %1</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="389"/>
        <source>Meld +%1</source>
        <translation>Meld +%1</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="392"/>
        <location filename="../tysiac_desktop/action_bar.py" line="393"/>
        <source>Just play %1</source>
        <translation>Spil bare %1</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="418"/>
        <source>Cancel</source>
        <translation>Annuller</translation>
    </message>
</context>
<context>
    <name>CardLetters</name>
    <message>
        <location filename="../tysiac_desktop/wording/cards.py" line="33"/>
        <source>A</source>
        <comment>ace</comment>
        <translation>E</translation>
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
        <translation>B</translation>
    </message>
</context>
<context>
    <name>Coach</name>
    <message>
        <location filename="../tysiac_desktop/wording/coach.py" line="25"/>
        <source>Auction</source>
        <translation>Auktion</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/coach.py" line="26"/>
        <source>Musik</source>
        <translation>Talon</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/coach.py" line="27"/>
        <source>Contract</source>
        <translation>Kontrakt</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/coach.py" line="29"/>
        <source>Trick {number}, you lead</source>
        <translation>Stik {number}, du spiller ud</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/coach.py" line="30"/>
        <source>Trick {number}, after {cards}</source>
        <translation>Stik {number}, efter {cards}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/coach.py" line="31"/>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/coach.py" line="34"/>
        <source>{situation}: {chosen} cost {cost}; {best} was better.</source>
        <translation>{situation}: {chosen} kostede {cost}; {best} var bedre.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/coach.py" line="35"/>
        <source>{situation}: {chosen} cost {cost}; {best} kept the contract.</source>
        <translation>{situation}: {chosen} kostede {cost}; {best} havde holdt kontrakten.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/coach.py" line="36"/>
        <source>{situation}: {chosen} cost {cost}; {best} beat the contract.</source>
        <translation>{situation}: {chosen} kostede {cost}; {best} havde sat kontrakten.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/coach.py" line="38"/>
        <source>Your decisions cost {cost} in all against perfect play with every card known.</source>
        <translation>Dine beslutninger kostede i alt {cost} i forhold til perfekt spil med åbne kort.</translation>
    </message>
    <message numerus="yes">
        <location filename="../tysiac_desktop/wording/coach.py" line="51"/>
        <source>%n points</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n point</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/coach.py" line="37"/>
        <source>Every decision was as good as the best one with every card known.</source>
        <translation>Hver beslutning var lige så god som den bedste med åbne kort.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/coach.py" line="33"/>
        <source>the same as your choice</source>
        <translation>det samme som dit valg</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/coach.py" line="40"/>
        <source>You had no choice to make in this deal.</source>
        <translation>Du havde intet valg i denne runde.</translation>
    </message>
</context>
<context>
    <name>CoachDialog</name>
    <message>
        <location filename="../tysiac_desktop/dialogs/coach.py" line="24"/>
        <source>Your play in deal {number}</source>
        <translation>Dit spil i runde {number}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/coach.py" line="23"/>
        <source>Your play</source>
        <translation>Dit spil</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/coach.py" line="25"/>
        <source>{name}&apos;s play in deal {number}</source>
        <translation>{name}s spil i runde {number}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/coach.py" line="23"/>
        <source>{name}&apos;s play</source>
        <translation>{name}s spil</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/coach.py" line="59"/>
        <source>Review of the play</source>
        <translation>Gennemgang af spillet</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/coach.py" line="85"/>
        <source>Costs are score points against your rivals, judged with every card known; the search&apos;s choice is what the computer would play with only your cards.</source>
        <translation>Tabet er point i forhold til modspillerne, vurderet med åbne kort; computerens valg er det, den ville spille, hvis den kun kendte dine kort.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/coach.py" line="93"/>
        <source>Close</source>
        <translation>Luk</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/coach.py" line="99"/>
        <source>When</source>
        <translation>Hvornår</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/coach.py" line="99"/>
        <source>You chose</source>
        <translation>Dit valg</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/coach.py" line="99"/>
        <source>Best move
(all cards known)</source>
        <translation>Bedste træk
(åbne kort)</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/coach.py" line="100"/>
        <source>Computer
(your cards only)</source>
        <translation>Computeren
(kun dine kort)</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/coach.py" line="100"/>
        <source>Cost</source>
        <translation>Tab</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/coach.py" line="106"/>
        <source>Decisions</source>
        <translation>Beslutninger</translation>
    </message>
</context>
<context>
    <name>DealReasons</name>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="25"/>
        <source>The cards were redealt; no score changes.</source>
        <translation>Kortene blev givet om; ingen ændring i stillingen.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="26"/>
        <source>You asked for a redeal; no score changes.</source>
        <translation>Du bad om at få givet om; ingen ændring i stillingen.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="27"/>
        <source>{name} asked for a redeal; no score changes.</source>
        <translation>{name} bad om at få givet om; ingen ændring i stillingen.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="28"/>
        <source>You bombed the contract of {bid}: no play, you score nothing and each opponent gets {each}.</source>
        <translation>Du meldte bomba på kontrakten {bid}: intet spil, du får intet, og hver modspiller får {each}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="30"/>
        <source>{name} bombed the contract of {bid}: no play, the declarer scores nothing and each opponent gets {each}.</source>
        <translation>{name} meldte bomba på kontrakten {bid}: intet spil, spilføreren får intet, og hver modspiller får {each}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="32"/>
        <source>You bombed the contract of {bid}: no play, and as the first bomb is free, nobody scores.</source>
        <translation>Du meldte bomba på kontrakten {bid}: intet spil, og da den første bomba er gratis, får ingen point.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="34"/>
        <source>{name} bombed the contract of {bid}: no play, and as the first bomb is free, nobody scores.</source>
        <translation>{name} meldte bomba på kontrakten {bid}: intet spil, og da den første bomba er gratis, får ingen point.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="36"/>
        <source>You conceded the contract of {bid}: {loss} for you, {gain} for each opponent.</source>
        <translation>Du gav kontrakten {bid} op: {loss} til dig, {gain} til hver modspiller.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="38"/>
        <source>{name} conceded the contract of {bid}: {loss} for {name}, {gain} for each opponent.</source>
        <translation>{name} gav kontrakten {bid} op: {loss} til {name}, {gain} til hver modspiller.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="40"/>
        <source>You played in the dark (musik unseen): every score of this deal counts double (×2).</source>
        <translation>Du spillede i blinde (talonen uset): alle point i denne runde tæller dobbelt (×2).</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="42"/>
        <source>{name} played in the dark (musik unseen): every score of this deal counts double (×2).</source>
        <translation>{name} spillede i blinde (talonen uset): alle point i denne runde tæller dobbelt (×2).</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="44"/>
        <source>Golden round: every score of this deal counts double (×2).</source>
        <translation>Den gyldne runde: alle point tæller dobbelt (×2).</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="45"/>
        <source>You laid your cards down and took all the remaining tricks.</source>
        <translation>Du lagde dine kort ned og tog alle de resterende stik.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="46"/>
        <source>{name} laid the cards down and took all the remaining tricks.</source>
        <translation>{name} lagde kortene ned og tog alle de resterende stik.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="47"/>
        <source>You took the last trick: {change}.</source>
        <translation>Du tog sidste stik: {change}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="48"/>
        <source>{name} took the last trick: {change}.</source>
        <translation>{name} tog sidste stik: {change}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="49"/>
        <source>Your {raw} rounded to {rounded}.</source>
        <translation>Din sum {raw} blev rundet til {rounded}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="50"/>
        <source>{name}: {raw} rounded to {rounded}.</source>
        <translation>{name}: {raw} rundet til {rounded}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="51"/>
        <source>You held all four nines: {change}.</source>
        <translation>Du havde alle fire niere: {change}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="52"/>
        <source>{name} held all four nines: {change}.</source>
        <translation>{name} havde alle fire niere: {change}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="53"/>
        <source>You sat out as the dealer: {value} from the musik.</source>
        <translation>Du sad over som kortgiver: {value} fra talonen.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="54"/>
        <source>{name} sat out as the dealer: {value} from the musik.</source>
        <translation>{name} sad over som kortgiver: {value} fra talonen.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="55"/>
        <source>With {lock_from} or more, your points count only when you declare (lock at {lock_from}).</source>
        <translation>Med {lock_from} eller mere tæller dine point kun, når du er spilfører (spærring ved {lock_from}).</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="57"/>
        <source>{name}: with {lock_from} or more, points count only as the declarer (lock at {lock_from}).</source>
        <translation>{name}: med {lock_from} eller mere tæller point kun som spilfører (spærring ved {lock_from}).</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="59"/>
        <source>You would have passed {target}: nothing counts this deal (exact target).</source>
        <translation>Du ville være kommet over {target}: intet tæller i denne runde (præcist mål).</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="61"/>
        <source>{name} would have passed {target}: nothing counts this deal (exact target).</source>
        <translation>{name} ville være kommet over {target}: intet tæller i denne runde (præcist mål).</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="63"/>
        <source>You would have passed the target: nothing counts this deal (exact target).</source>
        <translation>Du ville være kommet over målet: intet tæller i denne runde (præcist mål).</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="65"/>
        <source>{name} would have passed the target: nothing counts this deal (exact target).</source>
        <translation>{name} ville være kommet over målet: intet tæller i denne runde (præcist mål).</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="67"/>
        <source>You stopped at {value}, as only the declarer may reach the target.</source>
        <translation>Du blev stoppet ved {value}, da kun spilføreren må nå målet.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="69"/>
        <source>{name}: stopped at {value}, as only the declarer may reach the target.</source>
        <translation>{name}: stoppet ved {value}, da kun spilføreren må nå målet.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="71"/>
        <source>Nothing for you this deal, as only the declarer may reach the target.</source>
        <translation>Intet til dig i denne runde, da kun spilføreren må nå målet.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="73"/>
        <source>{name}: nothing this deal, as only the declarer may reach the target.</source>
        <translation>{name}: intet i denne runde, da kun spilføreren må nå målet.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="75"/>
        <source>You reached the barrel at {barrel}.</source>
        <translation>Du nåede tønden ved {barrel}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="76"/>
        <source>{name} reached the barrel at {barrel}.</source>
        <translation>{name} nåede tønden ved {barrel}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="77"/>
        <source>You reached the barrel.</source>
        <translation>Du nåede tønden.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="78"/>
        <source>{name} reached the barrel.</source>
        <translation>{name} nåede tønden.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="79"/>
        <source>You are on the barrel: attempt {value} of {attempts} used.</source>
        <translation>Du er på tønden: forsøg {value} af {attempts} brugt.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="81"/>
        <source>{name}: on the barrel, attempt {value} of {attempts} used.</source>
        <translation>{name}: på tønden, forsøg {value} af {attempts} brugt.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="83"/>
        <source>You are on the barrel: attempt {value} used.</source>
        <translation>Du er på tønden: forsøg {value} brugt.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="84"/>
        <source>{name}: on the barrel, attempt {value} used.</source>
        <translation>{name}: på tønden, forsøg {value} brugt.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="85"/>
        <source>You used up your barrel attempts and fell to {value}.</source>
        <translation>Du brugte dine forsøg på tønden og faldt til {value}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="86"/>
        <source>{name} used up the barrel attempts and fell to {value}.</source>
        <translation>{name} brugte sine forsøg på tønden og faldt til {value}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="87"/>
        <source>You made the contract from the barrel.</source>
        <translation>Du klarede kontrakten fra tønden.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="88"/>
        <source>{name} made the contract from the barrel.</source>
        <translation>{name} klarede kontrakten fra tønden.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="89"/>
        <source>You failed the contract and came off the barrel at {value}.</source>
        <translation>Du gik bet med kontrakten og røg ned fra tønden til {value}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="90"/>
        <source>{name} failed the contract and came off the barrel at {value}.</source>
        <translation>{name} gik bet med kontrakten og røg ned fra tønden til {value}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="92"/>
        <source>Several players reached the barrel together: you fell to {value}.</source>
        <translation>Flere spillere nåede tønden samtidig: du faldt til {value}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="94"/>
        <source>Several players reached the barrel together: {name} fell to {value}.</source>
        <translation>Flere spillere nåede tønden samtidig: {name} faldt til {value}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="96"/>
        <source>You took no trick with {penalty_from} or more: {change}.</source>
        <translation>Du tog intet stik med {penalty_from} eller mere: {change}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="98"/>
        <source>{name} took no trick with {penalty_from} or more: {change}.</source>
        <translation>{name} tog intet stik med {penalty_from} eller mere: {change}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="100"/>
        <source>You took no trick: bolt {value}.</source>
        <translation>Du tog intet stik: bolt nr. {value}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="101"/>
        <source>{name} took no trick: bolt {value}.</source>
        <translation>{name} tog intet stik: bolt nr. {value}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="102"/>
        <source>Your third bolt: {change}.</source>
        <translation>Din tredje bolt: {change}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="103"/>
        <source>{name}: third bolt, {change}.</source>
        <translation>{name}: tredje bolt, {change}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="104"/>
        <source>You landed on exactly 555: back to 0.</source>
        <translation>Du landede på præcis 555: tilbage til 0.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="105"/>
        <source>{name} landed on exactly 555: back to 0.</source>
        <translation>{name} landede på præcis 555: tilbage til 0.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="106"/>
        <source>Nobody made a contract in the golden round: every score goes back to 0.</source>
        <translation>Ingen klarede en kontrakt i den gyldne runde: alle point går tilbage til 0.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="108"/>
        <source>Nobody made a contract in the golden round: every score goes back to where the game started.</source>
        <translation>Ingen klarede en kontrakt i den gyldne runde: alle point går tilbage til dem, spillet startede med.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="110"/>
        <source>You won the game!</source>
        <translation>Du vandt spillet!</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="111"/>
        <source>{name} won the game!</source>
        <translation>{name} vandt spillet!</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="112"/>
        <source>The game ended in a draw.</source>
        <translation>Spillet endte uafgjort.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="113"/>
        <source>Scoring rule applied: {kind}.</source>
        <translation>Anvendt pointregel: {kind}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="202"/>
        <source>You asked for a redeal: four nines. No score changes.</source>
        <translation>Du bad om at få givet om: fire niere. Ingen ændring i stillingen.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="203"/>
        <source>{name} asked for a redeal: four nines. No score changes.</source>
        <translation>{name} bad om at få givet om: fire niere. Ingen ændring i stillingen.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="204"/>
        <source>You asked for a redeal: a weak hand. No score changes.</source>
        <translation>Du bad om at få givet om: en svag hånd. Ingen ændring i stillingen.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="205"/>
        <source>{name} asked for a redeal: a weak hand. No score changes.</source>
        <translation>{name} bad om at få givet om: en svag hånd. Ingen ændring i stillingen.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="206"/>
        <source>You asked for a redeal: a poor musik. No score changes.</source>
        <translation>Du bad om at få givet om: en fattig talon. Ingen ændring i stillingen.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="207"/>
        <source>{name} asked for a redeal: a poor musik. No score changes.</source>
        <translation>{name} bad om at få givet om: en fattig talon. Ingen ændring i stillingen.</translation>
    </message>
</context>
<context>
    <name>DealSummaryDialog</name>
    <message>
        <location filename="../tysiac_desktop/dialogs/deal_summary.py" line="42"/>
        <source>Deal summary</source>
        <translation>Rundeoversigt</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/deal_summary.py" line="76"/>
        <source>Next deal</source>
        <translation>Næste runde</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/deal_summary.py" line="79"/>
        <source>Continue</source>
        <translation>Fortsæt</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/deal_summary.py" line="104"/>
        <source>The cards were redealt</source>
        <translation>Kortene blev givet om</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/deal_summary.py" line="106"/>
        <source>Everyone played for their own points</source>
        <translation>Alle spillede for egne point</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/deal_summary.py" line="23"/>
        <source>{name} bombed at {bid}</source>
        <translation>{name} meldte bomba ved {bid}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/deal_summary.py" line="22"/>
        <source>You bombed at {bid}</source>
        <translation>Du meldte bomba ved {bid}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/deal_summary.py" line="24"/>
        <source>You conceded {contract}</source>
        <translation>Du gav {contract} op</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/deal_summary.py" line="25"/>
        <source>{name} conceded {contract}</source>
        <translation>{name} gav {contract} op</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/deal_summary.py" line="26"/>
        <source>You played {contract}</source>
        <translation>Du spillede {contract}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/deal_summary.py" line="27"/>
        <source>{name} played {contract}</source>
        <translation>{name} spillede {contract}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/deal_summary.py" line="115"/>
        <source>Deal {number}: {what}</source>
        <translation>Runde {number}: {what}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/deal_summary.py" line="122"/>
        <source>Winning bid {bid}.</source>
        <translation>Vindende bud: {bid}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/deal_summary.py" line="124"/>
        <source>Bid {bid} in the dark; contract {contract}.</source>
        <translation>Bud i blinde: {bid}; kontrakt {contract}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/deal_summary.py" line="126"/>
        <source>Winning bid {bid}; contract {contract}.</source>
        <translation>Vindende bud: {bid}; kontrakt {contract}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/deal_summary.py" line="133"/>
        <source>The cards were redealt.</source>
        <translation>Kortene blev givet om.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/deal_summary.py" line="135"/>
        <source>No cards were played: the declarer bombed the contract.</source>
        <translation>Der blev ikke spillet: spilføreren meldte bomba.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/deal_summary.py" line="137"/>
        <source>No cards were played: the declarer conceded.</source>
        <translation>Der blev ikke spillet: spilføreren gav op.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/deal_summary.py" line="139"/>
        <source>Nobody played a contract: every player scores what they took.</source>
        <translation>Ingen spillede en kontrakt: hver spiller får point for sine egne stik.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/deal_summary.py" line="148"/>
        <source>✓ Made: {cards} in cards + {melds} in marriages = {total} of {contract}.</source>
        <translation>✓ Klaret: {cards} i kort + {melds} i ægtepar = {total} af {contract}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/deal_summary.py" line="150"/>
        <source>✗ Failed: {cards} in cards + {melds} in marriages = {total} of {contract}.</source>
        <translation>✗ Bet: {cards} i kort + {melds} i ægtepar = {total} af {contract}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/deal_summary.py" line="152"/>
        <source>✓ Made: {total} in cards of {contract}.</source>
        <translation>✓ Klaret: {total} i kort af {contract}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/deal_summary.py" line="153"/>
        <source>✗ Failed: {total} in cards of {contract}.</source>
        <translation>✗ Bet: {total} i kort af {contract}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/deal_summary.py" line="178"/>
        <source>Player</source>
        <translation>Spiller</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/deal_summary.py" line="178"/>
        <source>Cards</source>
        <translation>Kort</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/deal_summary.py" line="178"/>
        <source>Marriages</source>
        <translation>Ægtepar</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/deal_summary.py" line="178"/>
        <source>Base</source>
        <translation>Grundpoint</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/deal_summary.py" line="179"/>
        <source>Change</source>
        <translation>Ændring</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/deal_summary.py" line="179"/>
        <source>Score</source>
        <translation>Stilling</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/deal_summary.py" line="200"/>
        <source>declarer&apos;s team</source>
        <translation>spilførerens makkerpar</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/deal_summary.py" line="204"/>
        <source>declarer</source>
        <translation>spilfører</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/deal_summary.py" line="206"/>
        <source>dealer, sits out</source>
        <translation>kortgiver, sidder over</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/deal_summary.py" line="211"/>
        <source>%1 (%2 + %3)</source>
        <translation>%1 (%2 + %3)</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/deal_summary.py" line="241"/>
        <source>How the deal was scored</source>
        <translation>Sådan blev runden talt op</translation>
    </message>
</context>
<context>
    <name>Events</name>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="29"/>
        <source>You bid {value}</source>
        <translation>Du melder {value}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="29"/>
        <source>{name} bids {value}</source>
        <translation>{name} melder {value}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="30"/>
        <source>You pass</source>
        <translation>Du melder pas</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="30"/>
        <source>{name} passes</source>
        <translation>{name} melder pas</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="31"/>
        <source>You bid 120 blind</source>
        <translation>Du melder 120 i blinde</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="32"/>
        <source>{name} bids 120 blind</source>
        <translation>{name} melder 120 i blinde</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="33"/>
        <source>You ask for a redeal</source>
        <translation>Du beder om at få givet om</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="34"/>
        <source>{name} asks for a redeal</source>
        <translation>{name} beder om at få givet om</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="35"/>
        <source>You keep your cards</source>
        <translation>Du beholder dine kort</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="36"/>
        <source>{name} keeps the cards</source>
        <translation>{name} beholder kortene</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="37"/>
        <source>You take the musik</source>
        <translation>Du tager talonen</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="38"/>
        <source>{name} takes the musik</source>
        <translation>{name} tager talonen</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="39"/>
        <source>You take musik {number}</source>
        <translation>Du tager talon {number}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="40"/>
        <source>{name} takes musik {number}</source>
        <translation>{name} tager talon {number}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="41"/>
        <source>You pick face-down card {number}</source>
        <translation>Du vælger det lukkede kort {number}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="42"/>
        <source>{name} picks face-down card {number}</source>
        <translation>{name} vælger det lukkede kort {number}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="43"/>
        <source>You give {card} to {to}</source>
        <translation>Du giver {card} til {to}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="44"/>
        <source>{name} gives {card} to {to}</source>
        <translation>{name} giver {card} til {to}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="45"/>
        <source>You give a card to {to}</source>
        <translation>Du giver et kort til {to}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="46"/>
        <source>{name} gives a card to {to}</source>
        <translation>{name} giver et kort til {to}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="47"/>
        <location filename="../tysiac_desktop/wording/events.py" line="48"/>
        <source>{name} gives you {card}</source>
        <translation>{name} giver dig {card}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="49"/>
        <location filename="../tysiac_desktop/wording/events.py" line="50"/>
        <source>{name} gives you a card</source>
        <translation>{name} giver dig et kort</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="51"/>
        <source>You lay {card} aside</source>
        <translation>Du lægger {card} fra</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="52"/>
        <source>{name} lays {card} aside</source>
        <translation>{name} lægger {card} fra</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="53"/>
        <source>You lay a card aside</source>
        <translation>Du lægger et kort fra</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="54"/>
        <source>{name} lays a card aside</source>
        <translation>{name} lægger et kort fra</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="55"/>
        <source>You play for {value}</source>
        <translation>Du spiller {value}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="56"/>
        <source>{name} plays for {value}</source>
        <translation>{name} spiller {value}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="57"/>
        <source>You bomb the deal</source>
        <translation>Du melder bomba</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="58"/>
        <source>{name} bombs the deal</source>
        <translation>{name} melder bomba</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="59"/>
        <source>You concede the contract</source>
        <translation>Du giver kontrakten op</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="60"/>
        <source>{name} concedes the contract</source>
        <translation>{name} giver kontrakten op</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="61"/>
        <source>You lay your cards down and take the rest</source>
        <translation>Du lægger kortene ned og tager resten</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="62"/>
        <source>{name} lays the cards down and takes the rest</source>
        <translation>{name} lægger kortene ned og tager resten</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="63"/>
        <source>You play {card}</source>
        <translation>Du spiller {card}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="63"/>
        <source>{name} plays {card}</source>
        <translation>{name} spiller {card}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="64"/>
        <source>You play {card} and declare the marriage in {suit} (+{value})</source>
        <translation>Du spiller {card} og melder ægteparret i {suit} (+{value})</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="65"/>
        <source>{name} plays {card} and declares the marriage in {suit} (+{value})</source>
        <translation>{name} spiller {card} og melder ægteparret i {suit} (+{value})</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="66"/>
        <source>You take the trick</source>
        <translation>Du tager stikket</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="67"/>
        <source>{name} takes the trick</source>
        <translation>{name} tager stikket</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="71"/>
        <source>You lay your cards down</source>
        <translation>Du lægger dine kort ned</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="72"/>
        <source>{name} lays the cards down</source>
        <translation>{name} lægger kortene ned</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="75"/>
        <source>Trick {number}: {cards}</source>
        <translation>Stik {number}: {cards}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="76"/>
        <source>Trick {number}: {cards} — {taker}</source>
        <translation>Stik {number}: {cards} — {taker}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="77"/>
        <source>you take {points}</source>
        <translation>du tager {points}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="77"/>
        <source>{name} takes {points}</source>
        <translation>{name} tager {points}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="78"/>
        <source>you {card}</source>
        <translation>du {card}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="78"/>
        <source>{name} {card}</source>
        <translation>{name} {card}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="79"/>
        <source>{card} (marriage +{value})</source>
        <translation>{card} (ægtepar +{value})</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="82"/>
        <source>The musik: {cards}</source>
        <translation>Talonen: {cards}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="83"/>
        <source>Musik {number}: {cards}</source>
        <translation>Talon {number}: {cards}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="84"/>
        <source>Face-down card {number}: {cards}</source>
        <translation>Lukket kort {number}: {cards}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="85"/>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="89"/>
        <source>bid {value}</source>
        <translation>melder {value}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="89"/>
        <source>bids {value}</source>
        <translation>melder {value}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="90"/>
        <source>pass</source>
        <translation>melder pas</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="90"/>
        <source>passes</source>
        <translation>melder pas</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="91"/>
        <source>bid 120 blind</source>
        <translation>melder 120 i blinde</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="91"/>
        <source>bids 120 blind</source>
        <translation>melder 120 i blinde</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="92"/>
        <source>ask for a redeal</source>
        <translation>beder om at få givet om</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="92"/>
        <source>asks for a redeal</source>
        <translation>beder om at få givet om</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="93"/>
        <source>keep your cards</source>
        <translation>beholder kortene</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="93"/>
        <source>keeps the cards</source>
        <translation>beholder kortene</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="94"/>
        <source>play {value}</source>
        <translation>spiller {value}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="94"/>
        <source>plays {value}</source>
        <translation>spiller {value}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="95"/>
        <source>deal</source>
        <translation>giver kort</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="95"/>
        <source>deals</source>
        <translation>giver kort</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="96"/>
        <source>deal and sit out</source>
        <translation>giver kort og sidder over</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="96"/>
        <source>deals and sits out</source>
        <translation>giver kort og sidder over</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="98"/>
        <source>partner</source>
        <translation>makker</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="99"/>
        <source>thinking…</source>
        <translation>tænker…</translation>
    </message>
</context>
<context>
    <name>FileProblems</name>
    <message>
        <location filename="../tysiac_desktop/wording/file_problems.py" line="24"/>
        <location filename="../tysiac_desktop/wording/file_problems.py" line="64"/>
        <source>it cannot be read ({detail})</source>
        <translation>den kan ikke læses ({detail})</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/file_problems.py" line="26"/>
        <source>it is far too large</source>
        <translation>den er alt for stor</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/file_problems.py" line="27"/>
        <source>it is empty</source>
        <translation>den er tom</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/file_problems.py" line="28"/>
        <source>it is damaged (not valid JSON, perhaps cut short)</source>
        <translation>den er beskadiget (ikke gyldig JSON, måske afkortet)</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/file_problems.py" line="29"/>
        <source>it is not a Tysiąc settings file</source>
        <translation>det er ikke en indstillingsfil fra Tysiąc</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/file_problems.py" line="30"/>
        <source>its version ({detail}) is not one this program knows</source>
        <translation>programmet kender ikke dens version ({detail})</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/file_problems.py" line="31"/>
        <source>it was written by a newer version of Tysiąc (format {detail})</source>
        <translation>den er skrevet af en nyere version af Tysiąc (format {detail})</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/file_problems.py" line="34"/>
        <source>the setting “{detail}” has a value this program does not accept</source>
        <translation>indstillingen »{detail}« har en værdi, som programmet ikke accepterer</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/file_problems.py" line="40"/>
        <source>the file is too large ({size} bytes) to be a game record</source>
        <translation>filen er for stor ({size} byte) til at være et spilforløb</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/file_problems.py" line="41"/>
        <source>the file cannot be read ({detail})</source>
        <translation>filen kan ikke læses ({detail})</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/file_problems.py" line="43"/>
        <location filename="../tysiac_desktop/wording/file_problems.py" line="62"/>
        <source>the file is empty</source>
        <translation>filen er tom</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/file_problems.py" line="44"/>
        <source>the file is not a text file (UTF-8 expected)</source>
        <translation>filen er ikke en tekstfil (UTF-8 forventet)</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/file_problems.py" line="45"/>
        <source>the file is nested too deeply to be a game record</source>
        <translation>filen er for dybt indlejret til at være et spilforløb</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/file_problems.py" line="46"/>
        <source>the file is damaged or cut short (not valid JSON)</source>
        <translation>filen er beskadiget eller afkortet (ugyldig JSON)</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/file_problems.py" line="47"/>
        <source>the file does not hold a game record</source>
        <translation>filen indeholder ikke et spilforløb</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/file_problems.py" line="48"/>
        <source>the file is not a valid game record ({detail})</source>
        <translation>filen er ikke et gyldigt spilforløb ({detail})</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/file_problems.py" line="49"/>
        <source>the file could not be replayed ({detail})</source>
        <translation>spillet i filen kunne ikke afspilles ({detail})</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/file_problems.py" line="50"/>
        <source>the file cannot be written ({detail})</source>
        <translation>filen kan ikke skrives ({detail})</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/file_problems.py" line="51"/>
        <source>the file cannot be used</source>
        <translation>filen kan ikke bruges</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/file_problems.py" line="54"/>
        <source>a folder, a link, a named pipe or a device is there, and it was left as it is</source>
        <translation>der ligger en mappe, et link, en navngiven pipe eller en enhed, og den blev ladt urørt</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/file_problems.py" line="56"/>
        <source>its rules cannot be played: {rules}</source>
        <translation>dens regler kan ikke spilles: {rules}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/file_problems.py" line="57"/>
        <source>deal {deal}, move {move}: {reason}</source>
        <translation>runde {deal}, træk {move}: {reason}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/file_problems.py" line="169"/>
        <source>The statistics file {path} is in use by another program; this session&apos;s games are counted and written to it once it is free.</source>
        <translation>Statistikfilen {path} bruges af et andet program; denne sessions spil tælles med og skrives til den, så snart den er fri.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/file_problems.py" line="25"/>
        <location filename="../tysiac_desktop/wording/file_problems.py" line="42"/>
        <location filename="../tysiac_desktop/wording/file_problems.py" line="61"/>
        <source>it is not a file</source>
        <translation>det er ikke en fil</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/file_problems.py" line="32"/>
        <source>it holds “{detail}”, which this version of Tysiąc does not know</source>
        <translation>den indeholder »{detail}«, som denne version af Tysiąc ikke kender</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/file_problems.py" line="63"/>
        <source>the file is too large ({size} bytes)</source>
        <translation>filen er for stor ({size} byte)</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/file_problems.py" line="65"/>
        <source>it is not a database file</source>
        <translation>det er ikke en databasefil</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/file_problems.py" line="66"/>
        <source>it cannot be opened ({detail})</source>
        <translation>den kan ikke åbnes ({detail})</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/file_problems.py" line="67"/>
        <source>it was written by a newer version of Tysiąc (statistics version {detail})</source>
        <translation>den er skrevet af en nyere version af Tysiąc (statistikversion {detail})</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/file_problems.py" line="69"/>
        <source>it is not a statistics file of Tysiąc</source>
        <translation>det er ikke en statistikfil fra Tysiąc</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/file_problems.py" line="70"/>
        <source>it holds tables or other parts that this version does not write</source>
        <translation>den indeholder tabeller eller andre dele, som denne version ikke skriver</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/file_problems.py" line="72"/>
        <source>it is damaged</source>
        <translation>den er beskadiget</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/file_problems.py" line="73"/>
        <source>its rows do not belong together (rows without their game)</source>
        <translation>dens rækker hører ikke sammen (rækker uden deres spil)</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/file_problems.py" line="74"/>
        <source>it holds values this version does not accept</source>
        <translation>den indeholder værdier, som denne version ikke accepterer</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/file_problems.py" line="75"/>
        <source>it holds seat numbers beyond the players of a game</source>
        <translation>den indeholder pladsnumre ud over antallet af spillere i spillet</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/file_problems.py" line="76"/>
        <source>it is damaged or not a database</source>
        <translation>den er beskadiget eller ikke en database</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/file_problems.py" line="77"/>
        <source>it could not be read ({detail})</source>
        <translation>den kunne ikke læses ({detail})</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/file_problems.py" line="140"/>
        <source>the statistics could not be read ({detail})</source>
        <translation>statistikken kunne ikke læses ({detail})</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/file_problems.py" line="150"/>
        <source>The game could not be saved to {path}: {detail}.</source>
        <translation>Spillet kunne ikke gemmes i {path}: {detail}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/file_problems.py" line="153"/>
        <source>{name} cannot be opened: {reason}.</source>
        <translation>{name} kan ikke åbnes: {reason}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/file_problems.py" line="160"/>
        <source>The saved game could not be resumed: {reason}. It could not be moved aside either ({detail}).</source>
        <translation>Det gemte spil kunne ikke genoptages: {reason}. Filen kunne heller ikke lægges til side ({detail}).</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/file_problems.py" line="163"/>
        <source>The saved game could not be resumed: {reason}. The file was kept as {path}.</source>
        <translation>Det gemte spil kunne ikke genoptages: {reason}. Filen er gemt som {path}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/file_problems.py" line="177"/>
        <source>The statistics file {path} could not be used: {reason}. It could not be moved aside either ({detail}), so this session&apos;s games are counted but not kept.</source>
        <translation>Statistikfilen {path} kunne ikke bruges: {reason}. Den kunne heller ikke lægges til side ({detail}), så denne sessions spil tælles med, men gemmes ikke.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/file_problems.py" line="181"/>
        <source>The statistics file could not be used: {reason}. It was kept as {path}; new statistics have been started.</source>
        <translation>Statistikfilen kunne ikke bruges: {reason}. Den er gemt som {path}; statistikken starter forfra.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/file_problems.py" line="185"/>
        <source>Statistics cannot be saved in {folder} ({detail}), so this session&apos;s games are counted but not kept.</source>
        <translation>Statistikken kan ikke gemmes i {folder} ({detail}), så denne sessions spil tælles med, men gemmes ikke.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/file_problems.py" line="189"/>
        <source>Statistics cannot be saved in {path} ({detail}); the games recorded so far are shown, but this session&apos;s games are not kept.</source>
        <translation>Statistikken kan ikke gemmes i {path} ({detail}); de hidtil registrerede spil vises, men denne sessions spil gemmes ikke.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/file_problems.py" line="199"/>
        <source>The defaults are used; the old file was kept as {path}.</source>
        <translation>Standardindstillingerne bruges; den gamle fil er gemt som {path}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/file_problems.py" line="202"/>
        <source>The defaults are used; the file could not be moved aside.</source>
        <translation>Standardindstillingerne bruges; filen kunne ikke lægges til side.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/file_problems.py" line="203"/>
        <source>Your settings could not be used: {reason}.</source>
        <translation>Dine indstillinger kunne ikke bruges: {reason}.</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <location filename="../tysiac_desktop/wording/computer_problems.py" line="12"/>
        <source>the computer player&apos;s process stopped unexpectedly</source>
        <translation>computerspillerens proces stoppede uventet</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/computer_problems.py" line="13"/>
        <source>the computer player took too long</source>
        <translation>computerspilleren tænkte for længe</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/computer_problems.py" line="22"/>
        <source>the computer player failed ({detail})</source>
        <translation>computerspilleren fejlede ({detail})</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/computer_problems.py" line="46"/>
        <source>The saved game could not be resumed: {reason}.</source>
        <translation>Det gemte spil kunne ikke genoptages: {reason}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/computer_problems.py" line="28"/>
        <source>{name}: the computer player answered “{token}”, which is not a move; the first legal move is played instead.</source>
        <translation>{name}: computerspilleren svarede »{token}«, som ikke er et træk; i stedet spilles det første lovlige træk.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/computer_problems.py" line="34"/>
        <source>{name}: {problem}; the first legal move is played instead.</source>
        <translation>{name}: {problem}; i stedet spilles det første lovlige træk.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/computer_problems.py" line="40"/>
        <source>{name}: the computer player chose a move that is not allowed ({reason}); the first legal move is played instead.</source>
        <translation>{name}: computerspilleren valgte et træk, der ikke er tilladt ({reason}); i stedet spilles det første lovlige træk.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/computer_problems.py" line="50"/>
        <source>The game could not be saved automatically: {detail}.</source>
        <translation>Spillet kunne ikke gemmes automatisk: {detail}.</translation>
    </message>
</context>
<context>
    <name>GameOverDialog</name>
    <message>
        <location filename="../tysiac_desktop/dialogs/game_over.py" line="34"/>
        <location filename="../tysiac_desktop/dialogs/game_over.py" line="91"/>
        <source>Game over</source>
        <translation>Spillet er slut</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/game_over.py" line="51"/>
        <source>Play again</source>
        <translation>Spil igen</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/game_over.py" line="53"/>
        <source>New game…</source>
        <translation>Nyt spil…</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/game_over.py" line="55"/>
        <source>Close</source>
        <translation>Luk</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/game_over.py" line="17"/>
        <source>{name} won!</source>
        <translation>{name} vandt!</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/game_over.py" line="17"/>
        <source>You won!</source>
        <translation>Du vandt!</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/game_over.py" line="90"/>
        <source>A draw!</source>
        <translation>Uafgjort!</translation>
    </message>
    <message numerus="yes">
        <location filename="../tysiac_desktop/dialogs/game_over.py" line="95"/>
        <source>with %Ln points</source>
        <translation>
            <numerusform>med %Ln point</numerusform>
            <numerusform>med %Ln point</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/game_over.py" line="98"/>
        <source>Level at the top: {names}</source>
        <translation>Delt førsteplads: {names}</translation>
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
        <translation>hjerter</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/words.py" line="92"/>
        <source>bells</source>
        <translation>bjælder</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/words.py" line="93"/>
        <source>acorns</source>
        <translation>agern</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/words.py" line="93"/>
        <source>leaves</source>
        <translation>blade</translation>
    </message>
</context>
<context>
    <name>Hint</name>
    <message>
        <location filename="../tysiac_desktop/wording/hints.py" line="26"/>
        <source>bid {value}</source>
        <translation>meld {value}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/hints.py" line="27"/>
        <source>pass</source>
        <translation>meld pas</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/hints.py" line="28"/>
        <source>bid blind (dark)</source>
        <translation>meld i blinde</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/hints.py" line="29"/>
        <source>ask for a redeal</source>
        <translation>bed om at få givet om</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/hints.py" line="30"/>
        <source>keep the cards</source>
        <translation>behold kortene</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/hints.py" line="31"/>
        <source>take the musik</source>
        <translation>tag talonen</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/hints.py" line="32"/>
        <source>give {card} to {seat}</source>
        <translation>giv {card} til {seat}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/hints.py" line="33"/>
        <source>lay {card} aside</source>
        <translation>læg {card} fra</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/hints.py" line="34"/>
        <source>declare {value}</source>
        <translation>meld kontrakt {value}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/hints.py" line="35"/>
        <source>bomb the deal</source>
        <translation>meld bomba</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/hints.py" line="36"/>
        <source>concede</source>
        <translation>giv op</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/hints.py" line="37"/>
        <source>play {card}</source>
        <translation>spil {card}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/hints.py" line="38"/>
        <source>lead {card} and declare the marriage</source>
        <translation>spil {card} ud og meld ægteparret</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/hints.py" line="39"/>
        <source>play {card} on the queen and declare the marriage</source>
        <translation>læg {card} på damen og meld ægteparret</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/hints.py" line="40"/>
        <source>claim the remaining tricks</source>
        <translation>tag de resterende stik</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/hints.py" line="45"/>
        <source>Your contract looks safe: {move}.</source>
        <translation>Din kontrakt ser sikker ud: {move}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/hints.py" line="46"/>
        <source>Your contract will probably be made; {move} gives it the best chance.</source>
        <translation>Din kontrakt går sandsynligvis hjem; bedste chance: {move}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/hints.py" line="47"/>
        <source>Your contract hangs in the balance; {move} gives it the best chance.</source>
        <translation>Din kontrakt hænger i en tynd tråd; bedste chance: {move}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/hints.py" line="48"/>
        <source>Your contract looks unlikely; {move} gives it the best chance.</source>
        <translation>Din kontrakt går næppe hjem; bedste chance: {move}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/hints.py" line="49"/>
        <source>Your contract looks lost: it costs {stake} whatever you take, so {card} keeps the others&apos; points lowest.</source>
        <translation>Din kontrakt ser tabt ud: den koster {stake}, uanset hvad du tager, så {card} giver de andre færrest point.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/hints.py" line="59"/>
        <source>Your side&apos;s contract looks lost: it costs {stake} whatever your side takes, so {card} keeps the other side&apos;s points lowest.</source>
        <translation>Jeres kontrakt ser tabt ud: den koster {stake}, uanset hvad I tager, så {card} giver det andet hold færrest point.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/hints.py" line="67"/>
        <source>{name}&apos;s contract looks beaten (it costs {stake}); every point you take counts: {move}.</source>
        <translation>{name}s kontrakt ser ud til at gå ned (den koster {stake}); hvert point, du tager, tæller: {move}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/hints.py" line="72"/>
        <source>{move}: over the deals the cards may be in, playing the game at {bid} is worth about {declare} points to you, passing about {defend}.</source>
        <translation>{move}: i de fordelinger, kortene kan have, er det at spille for {bid} omkring {declare} point værd for dig, at melde pas omkring {defend}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/hints.py" line="124"/>
        <source>With every card open, you could take {total} against the best defence: the contract could be made.</source>
        <translation>Med åbne kort kunne du tage {total} mod modspillernes bedste spil: kontrakten kunne klares.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/hints.py" line="128"/>
        <source>With every card open, you could take {total} against the best defence: no play makes the contract.</source>
        <translation>Med åbne kort kunne du tage {total} mod modspillernes bedste spil: kontrakten kunne ikke klares.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/hints.py" line="126"/>
        <source>With every card open, {name} could take {total} against the best defence: the contract could be made.</source>
        <translation>Med åbne kort kunne {name} tage {total} mod modspillernes bedste spil: kontrakten kunne klares.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/hints.py" line="130"/>
        <source>With every card open, {name} could take {total} against the best defence: no play makes the contract.</source>
        <translation>Med åbne kort kunne {name} tage {total} mod modspillernes bedste spil: kontrakten kunne ikke klares.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/hints.py" line="53"/>
        <source>Your side&apos;s contract looks safe: {move}.</source>
        <translation>Jeres kontrakt ser sikker ud: {move}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/hints.py" line="54"/>
        <source>Your side&apos;s contract will probably be made; {move} gives it the best chance.</source>
        <translation>Jeres kontrakt går sandsynligvis hjem; bedste chance: {move}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/hints.py" line="56"/>
        <source>Your side&apos;s contract hangs in the balance; {move} gives it the best chance.</source>
        <translation>Jeres kontrakt hænger i en tynd tråd; bedste chance: {move}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/hints.py" line="58"/>
        <source>Your side&apos;s contract looks unlikely; {move} gives it the best chance.</source>
        <translation>Jeres kontrakt går næppe hjem; bedste chance: {move}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/hints.py" line="63"/>
        <source>{name}&apos;s contract looks safe whatever you play: {move}.</source>
        <translation>{name}s kontrakt går hjem, uanset hvad du spiller: {move}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/hints.py" line="64"/>
        <source>{name} will probably make the contract; {move} gives the best chance to beat it.</source>
        <translation>{name} får sandsynligvis kontrakten hjem; bedste chance for at sætte den: {move}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/hints.py" line="66"/>
        <source>{name}&apos;s contract can be beaten; {move} gives the best chance.</source>
        <translation>{name}s kontrakt kan sættes; bedste chance: {move}.</translation>
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
        <translation>Hvor bordet er</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/host_where.py" line="47"/>
        <source>On this computer</source>
        <translation>På denne computer</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/host_where.py" line="48"/>
        <source>On a table server</source>
        <translation>På en bordserver</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/host_where.py" line="49"/>
        <source>Table server address</source>
        <translation>Bordserverens adresse</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/host_where.py" line="67"/>
        <source>Type the table server&apos;s address, e.g. wss://tysiac.example.org/t</source>
        <translation>Skriv bordserverens adresse, f.eks. wss://tysiac.example.org/t</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/host_where.py" line="73"/>
        <source>The server deals and keeps the table: friends anywhere join it, and you may close the app and rejoin.</source>
        <translation>Serveren giver kortene og gemmer bordet: venner kan være med hvorfra som helst, og du kan lukke programmet og komme tilbage.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/host_where.py" line="75"/>
        <source>Friends on your network join at this computer&apos;s address; from elsewhere they need your router to forward the port (see the README).</source>
        <translation>Venner på dit netværk kommer med på denne computers adresse; udefra skal din router videresende porten (se README).</translation>
    </message>
</context>
<context>
    <name>HouseRulesDialog</name>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="58"/>
        <source>House rules</source>
        <translation>Husregler</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="86"/>
        <source>Save</source>
        <translation>Gem</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="117"/>
        <source>Rule set:</source>
        <translation>Regelsæt:</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="121"/>
        <source>A preset or one of your saved rule sets; choosing one loads all of its rules.</source>
        <translation>En fast variant eller et af dine gemte regelsæt; når du vælger, indlæses alle reglerne.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="124"/>
        <source>Rule set</source>
        <translation>Regelsæt</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="129"/>
        <source>Save as…</source>
        <translation>Gem som…</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="130"/>
        <source>Save these rules as a named rule set.</source>
        <translation>Gem disse regler som et regelsæt med navn.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="131"/>
        <source>Rename…</source>
        <translation>Omdøb…</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="132"/>
        <source>Delete</source>
        <translation>Slet</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="133"/>
        <source>Import…</source>
        <translation>Importér…</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="134"/>
        <source>Read the rules from a rule-set file or a game record.</source>
        <translation>Indlæs reglerne fra en regelsætfil eller et spilforløb.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="135"/>
        <source>Export…</source>
        <translation>Eksportér…</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="136"/>
        <source>Write these rules to a file (the rules of a game record).</source>
        <translation>Skriv disse regler til en fil (ligesom reglerne i et spilforløb).</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="149"/>
        <source>Start from:</source>
        <translation>Udgangspunkt:</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="155"/>
        <source>Start from</source>
        <translation>Udgangspunkt</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="337"/>
        <source>“%1” (based on %2)</source>
        <translation>»%1« (baseret på: %2)</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="338"/>
        <source>“%1”, changed (based on %2)</source>
        <translation>»%1«, ændret (baseret på: %2)</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="341"/>
        <source>Custom (based on %1)</source>
        <translation>Egne (baseret på: %1)</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="365"/>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="659"/>
        <source>Not possible: %1</source>
        <translation>Ikke muligt: %1</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="421"/>
        <source>My sets</source>
        <translation>Mine regelsæt</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="519"/>
        <source>Save rule set</source>
        <translation>Gem regelsæt</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="521"/>
        <source>Name of the rule set:</source>
        <translation>Regelsættets navn:</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="533"/>
        <source>A rule set named “%1” already exists. Replace it?</source>
        <translation>Der findes allerede et regelsæt med navnet »%1«. Vil du erstatte det?</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="548"/>
        <source>Rename rule set</source>
        <translation>Omdøb regelsæt</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="549"/>
        <source>New name of “%1”:</source>
        <translation>Nyt navn til »%1«:</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="564"/>
        <source>Delete rule set</source>
        <translation>Slet regelsæt</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="566"/>
        <source>Delete the rule set “%1”? This cannot be undone.</source>
        <translation>Slet regelsættet »%1«? Det kan ikke fortrydes.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="577"/>
        <source>Import rule set</source>
        <translation>Importér regelsæt</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="579"/>
        <source>Rule sets and game records (*.json);;All files (*)</source>
        <translation>Regelsæt og spilforløb (*.json);;Alle filer (*)</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="596"/>
        <source>Export rule set</source>
        <translation>Eksportér regelsæt</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="599"/>
        <source>Rule sets (*.json);;All files (*)</source>
        <translation>Regelsæt (*.json);;Alle filer (*)</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="623"/>
        <source>the option %1 is not valid</source>
        <translation>indstillingen %1 er ugyldig</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="626"/>
        <source>the name in the file is not allowed</source>
        <translation>navnet i filen er ikke tilladt</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="628"/>
        <source>a name can have at most %1 characters</source>
        <translation>et navn må højst have %1 tegn</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="630"/>
        <source>a name cannot contain control characters or slashes</source>
        <translation>et navn må ikke indeholde kontroltegn eller skråstreger</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="631"/>
        <source>the name is empty</source>
        <translation>navnet er tomt</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="633"/>
        <source>a rule set with this name already exists</source>
        <translation>der findes allerede et regelsæt med dette navn</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="634"/>
        <source>the rule set no longer exists</source>
        <translation>regelsættet findes ikke længere</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="635"/>
        <source>the file cannot be read</source>
        <translation>filen kan ikke læses</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="636"/>
        <source>the file is too large to be a rule set</source>
        <translation>filen er for stor til at være et regelsæt</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="637"/>
        <source>the file is empty</source>
        <translation>filen er tom</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="638"/>
        <source>the file is not a text file</source>
        <translation>filen er ikke en tekstfil</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="639"/>
        <source>the file is damaged or cut short (not valid JSON)</source>
        <translation>filen er beskadiget eller afkortet (ugyldig JSON)</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="640"/>
        <source>the file is nested too deeply</source>
        <translation>filen er indlejret for dybt</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="641"/>
        <source>the file does not hold rules</source>
        <translation>filen indeholder ikke regler</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="642"/>
        <source>the file is not a rule set</source>
        <translation>filen er ikke et regelsæt</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="643"/>
        <source>the file has no valid version number</source>
        <translation>filen har intet gyldigt versionsnummer</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="644"/>
        <source>the file was made by a newer version of Tysiąc</source>
        <translation>filen er lavet af en nyere version af Tysiąc</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="645"/>
        <source>another rule set has the same name</source>
        <translation>et andet regelsæt har samme navn</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="646"/>
        <source>the file cannot be written</source>
        <translation>filen kan ikke skrives</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="649"/>
        <source>the file cannot be used</source>
        <translation>filen kan ikke bruges</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="655"/>
        <source>%1 cannot be imported: %2.</source>
        <translation>%1 kan ikke importeres: %2.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="657"/>
        <source>%1 cannot be written.</source>
        <translation>%1 kan ikke skrives.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="670"/>
        <source>The saved rule set %1 could not be loaded: %2. It was moved aside as %3.</source>
        <translation>Det gemte regelsæt %1 kunne ikke indlæses: %2. Filen er lagt til side som %3.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="672"/>
        <source>The saved rule set %1 could not be loaded: %2.</source>
        <translation>Det gemte regelsæt %1 kunne ikke indlæses: %2.</translation>
    </message>
</context>
<context>
    <name>IllegalMoves</name>
    <message>
        <location filename="../tysiac_desktop/wording/rule_errors.py" line="70"/>
        <source>{card} is not in your hand.</source>
        <translation>{card} er ikke på din hånd.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_errors.py" line="71"/>
        <source>{card} cannot be played: you must follow suit ({led}).</source>
        <translation>{card} kan ikke spilles: du skal bekende farve ({led}).</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_errors.py" line="73"/>
        <source>{card} cannot be played: you must beat {winning} when you can.</source>
        <translation>{card} kan ikke spilles: du skal slå {winning}, når du kan.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_errors.py" line="75"/>
        <source>{card} cannot be played: you have no {led}, so you must play a trump.</source>
        <translation>{card} kan ikke spilles: du har ingen {led}, så du skal spille trumf.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_errors.py" line="77"/>
        <source>{card} cannot be played: you have no {led}, so you must play a trump that takes the trick.</source>
        <translation>{card} kan ikke spilles: du har ingen {led}, så du skal spille en trumf, der tager stikket.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_errors.py" line="79"/>
        <source>It is {name}&apos;s turn.</source>
        <translation>Turen er hos {name}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_errors.py" line="80"/>
        <source>That move is not possible now.</source>
        <translation>Det træk er ikke muligt nu.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_errors.py" line="81"/>
        <source>The game is over.</source>
        <translation>Spillet er slut.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_errors.py" line="82"/>
        <source>The deal is over.</source>
        <translation>Runden er slut.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_errors.py" line="83"/>
        <source>That move is not understood.</source>
        <translation>Det træk forstås ikke.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_errors.py" line="84"/>
        <source>Under these rules the cards cannot be laid down to claim the remaining tricks.</source>
        <translation>Efter disse regler kan kortene ikke lægges ned for at tage resten af stikkene.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_errors.py" line="86"/>
        <source>You cannot claim the remaining tricks: the defenders could still take a trick.</source>
        <translation>Du kan ikke tage resten af stikkene: modspillerne kan stadig tage et stik.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_errors.py" line="88"/>
        <source>Only the declarer can claim the remaining tricks, when leading to a trick.</source>
        <translation>Kun spilføreren kan tage resten af stikkene og kun ved udspil til et stik.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_errors.py" line="90"/>
        <source>You cannot claim yet: there are still cards to draw or to turn up.</source>
        <translation>Du kan ikke tage resten endnu: der er stadig kort at trække eller vende.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_errors.py" line="92"/>
        <source>A marriage can only be declared when you lead to a trick.</source>
        <translation>Et ægtepar kan kun meldes, når du spiller ud til et stik.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_errors.py" line="94"/>
        <source>A marriage can be declared during a trick only by playing the king onto the queen of its suit played just before.</source>
        <translation>Under et stik kan et ægtepar kun meldes ved at lægge kongen på damen i samme farve, der blev spillet lige før.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_errors.py" line="97"/>
        <source>A marriage can only be declared after you have taken a trick in this deal.</source>
        <translation>Et ægtepar kan først meldes, når du har taget et stik i denne runde.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_errors.py" line="99"/>
        <source>No marriage can be declared before the first trick is over.</source>
        <translation>Der kan ikke meldes ægtepar, før det første stik er færdigt.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_errors.py" line="101"/>
        <source>Under these rules a marriage is declared with the queen only.</source>
        <translation>Efter disse regler meldes et ægtepar kun med damen.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_errors.py" line="103"/>
        <source>{card} does not declare a marriage you hold.</source>
        <translation>Med {card} kan du ikke melde et ægtepar – du har ikke parret.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_errors.py" line="104"/>
        <source>A bomb is not allowed at this bid.</source>
        <translation>Bomba er ikke tilladt ved dette bud.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_errors.py" line="105"/>
        <source>You have no bomb left in this game.</source>
        <translation>Du har ikke flere bombaer i dette spil.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_errors.py" line="106"/>
        <source>You cannot bomb now.</source>
        <translation>Du kan ikke melde bomba nu.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_errors.py" line="107"/>
        <source>You cannot concede now.</source>
        <translation>Du kan ikke give op nu.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_errors.py" line="108"/>
        <source>The auction opens with the forced bid of {low}.</source>
        <translation>Auktionen åbnes med det tvungne bud på {low}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_errors.py" line="109"/>
        <source>The bid must be higher than the highest bid so far: from {low} to {high}.</source>
        <translation>Buddet skal være højere end det hidtil højeste: fra {low} til {high}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_errors.py" line="111"/>
        <source>The bid must be higher than the highest bid so far, and your hand allows no higher bid: you can only pass.</source>
        <translation>Buddet skal være højere end det hidtil højeste, og din hånd tillader ikke et højere bud: du kan kun melde pas.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_errors.py" line="113"/>
        <source>Bids go up one step at a time: the next bid is {low}.</source>
        <translation>Buddene går ét trin op ad gangen: næste bud er {low}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_errors.py" line="114"/>
        <source>Your hand does not allow that much (highest bid): from {low} to {high}.</source>
        <translation>Din hånd tillader ikke så meget (højeste bud): fra {low} til {high}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_errors.py" line="116"/>
        <source>Your hand does not allow a higher bid: you can only pass.</source>
        <translation>Din hånd tillader ikke et højere bud: du kan kun melde pas.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_errors.py" line="118"/>
        <source>That is above the highest bid of the game: from {low} to {high}.</source>
        <translation>Det er over spillets højeste bud: fra {low} til {high}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_errors.py" line="120"/>
        <source>That is above the highest bid of the game.</source>
        <translation>Det er over spillets højeste bud.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_errors.py" line="121"/>
        <source>The contract must be at least the winning bid: from {low} to {high}.</source>
        <translation>Kontrakten skal være mindst det vindende bud: fra {low} til {high}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_errors.py" line="123"/>
        <source>On the barrel the contract must be enough to finish the game: at least {low}.</source>
        <translation>På tønden skal kontrakten række til at afslutte spillet: mindst {low}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_errors.py" line="125"/>
        <source>Possible now: from {low} to {high} in steps of {step}.</source>
        <translation>Muligt nu: fra {low} til {high} i trin på {step}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_errors.py" line="126"/>
        <source>Only {low} is possible now.</source>
        <translation>Kun {low} er muligt nu.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_errors.py" line="127"/>
        <source>A blind bid is not possible now.</source>
        <translation>Et blindt bud er ikke muligt nu.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_errors.py" line="128"/>
        <source>After a blind bid the contract is 120: no other contract and no bomb.</source>
        <translation>Efter et blindt bud er kontrakten 120: ingen anden kontrakt og ingen bomba.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_errors.py" line="130"/>
        <source>In the golden round the contract is 120: no other contract and no bomb.</source>
        <translation>I den gyldne runde er kontrakten 120: ingen anden kontrakt og ingen bomba.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_errors.py" line="132"/>
        <source>You have already taken that musik.</source>
        <translation>Den talon har du allerede taget.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_errors.py" line="133"/>
        <source>There is no such musik.</source>
        <translation>Den talon findes ikke.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_errors.py" line="134"/>
        <source>That player already has a card from you.</source>
        <translation>Den spiller har allerede fået et kort af dig.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_errors.py" line="135"/>
        <source>A card can only be given to another player of the deal.</source>
        <translation>Et kort kan kun gives til en anden spiller i runden.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_errors.py" line="137"/>
        <source>That move is not allowed now.</source>
        <translation>Det træk er ikke tilladt nu.</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <location filename="../tysiac_desktop/network/menu.py" line="42"/>
        <source>Join a table</source>
        <translation>Deltag ved et bord</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/network/menu.py" line="79"/>
        <source>Paste the invitation your friend sent into any field.</source>
        <translation>Indsæt invitationen fra din ven i et af felterne.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/network/menu.py" line="80"/>
        <source>&amp;Address</source>
        <translation>&amp;Adresse</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/network/menu.py" line="81"/>
        <source>Table &amp;code</source>
        <translation>Bord&amp;kode</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/network/menu.py" line="82"/>
        <source>Your &amp;name</source>
        <translation>Dit &amp;navn</translation>
    </message>
</context>
<context>
    <name>KeysDialog</name>
    <message>
        <location filename="../tysiac_desktop/dialogs/keys.py" line="24"/>
        <source>Keyboard</source>
        <translation>Tastatur</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/keys.py" line="30"/>
        <source>Everything can be done with the keyboard:</source>
        <translation>Alt kan gøres med tastaturet:</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/keys.py" line="37"/>
        <source>Left, Right, Home, End</source>
        <translation>Venstre, Højre, Home, End</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/keys.py" line="37"/>
        <source>choose a card of your hand (and of your face-up piles)</source>
        <translation>vælg et kort på hånden (og i dine åbne bunker)</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/keys.py" line="38"/>
        <source>Enter or Space</source>
        <translation>Enter eller mellemrum</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/keys.py" line="38"/>
        <source>play the chosen card; give it or lay it aside after the musik</source>
        <translation>spil det valgte kort; efter talonen: giv det væk eller læg det fra</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/keys.py" line="39"/>
        <source>Tab, Shift+Tab</source>
        <translation>Tab, Shift+Tab</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/keys.py" line="39"/>
        <source>go to the buttons under the table (bids, contract, musik), the log and the rules in force, and back; Enter or Space presses a button or opens the rules</source>
        <translation>gå til knapperne under bordet (meldinger, kontrakt, talon), forløbet og de gældende regler og tilbage; Enter eller mellemrum trykker på en knap eller åbner reglerne</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/keys.py" line="42"/>
        <source>Up, Down</source>
        <translation>Op, Ned</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/keys.py" line="42"/>
        <source>in a list of bids or contracts: choose the value</source>
        <translation>i en liste med bud eller kontrakter: vælg værdien</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/keys.py" line="43"/>
        <source>Arrows, Home, End</source>
        <translation>Piletaster, Home, End</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/keys.py" line="43"/>
        <source>in the score sheet or a table of the statistics: walk the cells; on the score chart: step from deal to deal</source>
        <translation>i pointtavlen eller en tabel i statistikken: gå fra celle til celle; på pointkurven: fra runde til runde</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/keys.py" line="45"/>
        <source>Enter or Space, or a click</source>
        <translation>Enter, mellemrum eller et klik</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/keys.py" line="45"/>
        <source>take a completed trick off the table at once</source>
        <translation>tag et færdigt stik af bordet med det samme</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/keys.py" line="47"/>
        <source>show the last trick (again to hide it)</source>
        <translation>vis sidste stik (igen for at skjule det)</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/keys.py" line="48"/>
        <source>ask for a hint</source>
        <translation>bed om et tip</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/keys.py" line="49"/>
        <source>say my cards, suit by suit (and which may be played)</source>
        <translation>læs mine kort op, farve for farve (og hvilke der kan spilles)</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/keys.py" line="50"/>
        <source>say the cards of the trick on the table, and whose turn it is</source>
        <translation>læs stikket på bordet op, og hvis tur det er</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/keys.py" line="51"/>
        <source>say the scores</source>
        <translation>læs stillingen op</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/keys.py" line="52"/>
        <source>say the highest bid or the contract, who plays it, and the trump</source>
        <translation>læs højeste bud eller kontrakten op, hvem der spiller den, og trumf</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/keys.py" line="53"/>
        <source>say what has been taken so far</source>
        <translation>læs op, hvad der er taget indtil nu</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/keys.py" line="55"/>
        <source>a new game</source>
        <translation>nyt spil</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/keys.py" line="57"/>
        <source>open a game record</source>
        <translation>åbn et spilforløb</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/keys.py" line="59"/>
        <source>save the game record</source>
        <translation>gem spilforløbet</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/keys.py" line="61"/>
        <source>the rules</source>
        <translation>reglerne</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/keys.py" line="62"/>
        <source>Alt + underlined letter</source>
        <translation>Alt + understreget bogstav</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/keys.py" line="62"/>
        <source>open a menu, or choose in a dialog</source>
        <translation>åbn en menu, eller vælg i en dialog</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/keys.py" line="63"/>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/keys.py" line="63"/>
        <source>cancel a question of the bar; close a dialog (the deal&apos;s summary: on to the next deal)</source>
        <translation>annuller et spørgsmål i bjælken; luk en dialog (rundens oversigt: videre til næste runde)</translation>
    </message>
</context>
<context>
    <name>Levels</name>
    <message>
        <location filename="../tysiac_desktop/wording/words.py" line="147"/>
        <source>Easy</source>
        <translation>Let</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/words.py" line="148"/>
        <source>Medium</source>
        <translation>Middel</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/words.py" line="149"/>
        <source>Hard</source>
        <translation>Svær</translation>
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
        <translation>&amp;Spil</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/menus.py" line="108"/>
        <source>&amp;New game…</source>
        <translation>&amp;Nyt spil…</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/menus.py" line="110"/>
        <source>Lea&amp;ve the table</source>
        <translation>&amp;Forlad bordet</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/menus.py" line="111"/>
        <source>&amp;Resume saved game</source>
        <translation>&amp;Fortsæt gemt spil</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/menus.py" line="112"/>
        <source>&amp;Open record…</source>
        <translation>Å&amp;bn spilforløb…</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/menus.py" line="113"/>
        <source>&amp;Save record…</source>
        <translation>&amp;Gem spilforløb…</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/menus.py" line="22"/>
        <source>Say my &amp;cards</source>
        <translation>Læs mine &amp;kort op</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/menus.py" line="23"/>
        <source>Say the &amp;trick on the table</source>
        <translation>Læs stikket på bor&amp;det op</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/menus.py" line="24"/>
        <source>Say the &amp;scores</source>
        <translation>Læs sti&amp;llingen op</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/menus.py" line="25"/>
        <source>Say the &amp;bid, contract and trump</source>
        <translation>Læs &amp;bud, kontrakt og trumf op</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/menus.py" line="26"/>
        <source>Say &amp;what was taken</source>
        <translation>Læs op, hvad der er t&amp;aget</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/menus.py" line="114"/>
        <source>S&amp;core sheet</source>
        <translation>&amp;Pointtavle</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/menus.py" line="115"/>
        <source>Ho&amp;use rules…</source>
        <translation>&amp;Husregler…</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/menus.py" line="116"/>
        <source>Rules in &amp;force</source>
        <translation>Gældende &amp;regler</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/menus.py" line="117"/>
        <source>S&amp;tatistics</source>
        <translation>S&amp;tatistik</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/menus.py" line="118"/>
        <source>&amp;Quit</source>
        <translation>&amp;Afslut</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/menus.py" line="119"/>
        <source>&amp;Play</source>
        <translation>&amp;Runde</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/menus.py" line="120"/>
        <source>&amp;Hint</source>
        <translation>&amp;Tip</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/menus.py" line="121"/>
        <source>&amp;Last trick</source>
        <translation>&amp;Sidste stik</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/menus.py" line="124"/>
        <source>&amp;View</source>
        <translation>&amp;Vis</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/menus.py" line="125"/>
        <source>Animations off</source>
        <translation>Ingen animationer</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/menus.py" line="125"/>
        <source>Fast animations</source>
        <translation>Hurtige animationer</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/menus.py" line="126"/>
        <source>Normal animations</source>
        <translation>Normale animationer</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/menus.py" line="126"/>
        <source>Slow animations</source>
        <translation>Langsomme animationer</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/menus.py" line="129"/>
        <source>&amp;Language</source>
        <translation>S&amp;prog</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/menus.py" line="133"/>
        <source>&amp;Settings</source>
        <translation>&amp;Indstillinger</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/menus.py" line="134"/>
        <source>&amp;Preferences…</source>
        <translation>&amp;Præferencer…</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/menus.py" line="135"/>
        <source>&amp;Help</source>
        <translation>&amp;Hjælp</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/menus.py" line="136"/>
        <source>&amp;Rules</source>
        <translation>&amp;Regler</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/menus.py" line="137"/>
        <source>&amp;Keyboard</source>
        <translation>&amp;Tastatur</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/menus.py" line="138"/>
        <source>&amp;About Tysiąc</source>
        <translation>&amp;Om Tysiąc</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="147"/>
        <source>Card table</source>
        <translation>Kortbord</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="356"/>
        <source>Your preferences could not be saved: %1</source>
        <translation>Dine præferencer kunne ikke gemmes: %1</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/session.py" line="66"/>
        <location filename="../tysiac_desktop/start.py" line="93"/>
        <source>The game could not be kept: %1</source>
        <translation>Spillet kunne ikke gemmes: %1</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/session.py" line="68"/>
        <location filename="../tysiac_desktop/start.py" line="96"/>
        <source>The unfinished game was kept as %1.</source>
        <translation>Det ufærdige spil blev gemt som %1.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/session.py" line="103"/>
        <location filename="../tysiac_desktop/session.py" line="111"/>
        <source>New game</source>
        <translation>Nyt spil</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/session.py" line="104"/>
        <source>Leave the network table?</source>
        <translation>Forlade bordet på netværket?</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/session.py" line="107"/>
        <source>You host this table: it stops for everyone until you resume it (Game → Resume the hosted table).</source>
        <translation>Du er vært for bordet: det stopper for alle, indtil du genoptager det (Spil → Genoptag det bord, du var vært for).</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/session.py" line="109"/>
        <source>Leave the table</source>
        <translation>Forlad bordet</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/session.py" line="112"/>
        <source>Abandon the current game?</source>
        <translation>Opgive det igangværende spil?</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/session.py" line="114"/>
        <source>It is kept among your saved games: Game → Open record… resumes it, and its deals stay in the statistics.</source>
        <translation>Det bliver gemt blandt dine spil: Spil → Åbn spilforløb… genoptager det, og dets runder bliver i statistikken.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/session.py" line="116"/>
        <source>Abandon it</source>
        <translation>Opgiv det</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/session.py" line="117"/>
        <source>Keep playing</source>
        <translation>Spil videre</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/session.py" line="136"/>
        <source>House rules</source>
        <translation>Husregler</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/session.py" line="153"/>
        <source>The house rules apply from the next game.</source>
        <translation>Husreglerne gælder fra næste spil.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/session.py" line="286"/>
        <source>The game was saved as %1.</source>
        <translation>Spillet blev gemt som %1.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/file_problems.py" line="225"/>
        <source>The statistics could not be saved (%1); the deals are kept and saved later.</source>
        <translation>Statistikken kunne ikke gemmes (%1); runderne er bevaret og gemmes senere.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/file_problems.py" line="224"/>
        <source>The statistics could not be updated: %1</source>
        <translation>Statistikken kunne ikke opdateres: %1</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/session.py" line="160"/>
        <location filename="../tysiac_desktop/session.py" line="205"/>
        <location filename="../tysiac_desktop/session.py" line="268"/>
        <location filename="../tysiac_desktop/start.py" line="72"/>
        <source>Saved game</source>
        <translation>Gemt spil</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/session.py" line="163"/>
        <location filename="../tysiac_desktop/session.py" line="251"/>
        <source>There is no unfinished game to resume.</source>
        <translation>Der er intet ufærdigt spil at fortsætte.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/session.py" line="181"/>
        <location filename="../tysiac_desktop/session.py" line="270"/>
        <source>Open game record</source>
        <translation>Åbn spilforløb</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/session.py" line="183"/>
        <source>Game records (*.json);;All files (*)</source>
        <translation>Spilforløb (*.json);;Alle filer (*)</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/session.py" line="203"/>
        <source>Replaying the saved game…</source>
        <translation>Genafspiller det gemte spil…</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/session.py" line="204"/>
        <source>Stop</source>
        <translation>Stop</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/session.py" line="229"/>
        <source>Replaying the saved game: deal %1 of %2…</source>
        <translation>Genafspiller det gemte spil: runde %1 af %2…</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/session.py" line="277"/>
        <location filename="../tysiac_desktop/session.py" line="284"/>
        <source>Save game record</source>
        <translation>Gem spilforløb</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/session.py" line="279"/>
        <source>Game records (*.json)</source>
        <translation>Spilforløb (*.json)</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="143"/>
        <location filename="../tysiac_desktop/main_window.py" line="707"/>
        <location filename="../tysiac_desktop/start.py" line="51"/>
        <source>Network table</source>
        <translation>Bord på netværket</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="430"/>
        <source>Start a new game from the Game menu.</source>
        <translation>Start et nyt spil fra menuen Spil.</translation>
    </message>
    <message numerus="yes">
        <location filename="../tysiac_desktop/main_window.py" line="445"/>
        <source>%1: %n tricks</source>
        <translation>
            <numerusform>%1: %n stik</numerusform>
            <numerusform>%1: %n stik</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="448"/>
        <source>Stock: %1</source>
        <translation>Bunken: %1</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="449"/>
        <source>Laid aside</source>
        <translation>Lagt til side</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="450"/>
        <source>Not chosen</source>
        <translation>Ikke valgt</translation>
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
        <translation>%1. Klik på bordet, eller tryk Enter for at fortsætte.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="499"/>
        <source>Last trick: %1</source>
        <translation>Sidste stik: %1</translation>
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
        <translation>Slip kortet på en modspillers navn.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="590"/>
        <source>%1: marriage %2 +%3</source>
        <translation>%1: ægtepar %2 +%3</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="622"/>
        <source>Cancelled. %1</source>
        <translation>Annulleret. %1</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="627"/>
        <source>Too soon, press again</source>
        <translation>For tidligt, tryk igen</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/table/tree.py" line="33"/>
        <source>%1, playable</source>
        <translation>%1, kan spilles</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/table/tree.py" line="35"/>
        <source>%1, cannot be played now</source>
        <translation>%1, kan ikke spilles nu</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="708"/>
        <source>Your friends play at the table this computer serves.</source>
        <translation>Dine venner spiller ved det bord, denne computer er vært for.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="710"/>
        <source>Keep it running and start Tysiąc again to come back to it, or end it for everyone.</source>
        <translation>Lad det køre, og start Tysiąc igen for at vende tilbage til det, eller afslut det for alle.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="712"/>
        <source>Keep it running</source>
        <translation>Lad det køre</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="713"/>
        <source>End it for everyone</source>
        <translation>Afslut for alle</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/deal_end.py" line="88"/>
        <source>What could the declarer make?</source>
        <translation>Hvad kunne spilføreren tage?</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/deal_end.py" line="96"/>
        <source>Looking at every card…</source>
        <translation>Ser på alle kort…</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/deal_end.py" line="111"/>
        <source>No analysis is available for this deal.</source>
        <translation>Der er ingen analyse for denne runde.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/deal_end.py" line="126"/>
        <location filename="../tysiac_desktop/network/panel.py" line="93"/>
        <source>Review my play</source>
        <translation>Gennemgå mit spil</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/deal_end.py" line="127"/>
        <source>Review %1&apos;s play</source>
        <translation>Gennemgå %1s spil</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/deal_end.py" line="140"/>
        <source>Looking at every decision…</source>
        <translation>Ser på hver beslutning…</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/deal_end.py" line="150"/>
        <source>No review could be made of this deal</source>
        <translation>Denne runde kunne ikke gennemgås</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/deal_end.py" line="204"/>
        <source>The game is over. A new game: Game → New game (%1).</source>
        <translation>Spillet er slut. Nyt spil: Spil → Nyt spil (%1).</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="681"/>
        <source>About Tysiąc</source>
        <translation>Om Tysiąc</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="682"/>
        <source>&lt;h3&gt;Tysiąc {version}&lt;/h3&gt;&lt;p&gt;The card game of a thousand points, with computer opponents and hot-seat play under Polish, Russian and Danish house rules.&lt;/p&gt;&lt;p&gt;Licence: GPL-3.0-or-later. Cards:&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Tysiąc {version}&lt;/h3&gt;&lt;p&gt;Kortspillet om tusind point, med computermodspillere og spil for flere ved samme skærm efter polske, russiske og danske husregler.&lt;/p&gt;&lt;p&gt;Licens: GPL-3.0-or-later. Kort:&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="689"/>
        <source>Thinking about a hint…</source>
        <translation>Finder et tip…</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="693"/>
        <source>Hint: %1</source>
        <translation>Tip: %1</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/start.py" line="52"/>
        <source>You have a seat at a network table whose game is not over.</source>
        <translation>Du har en plads ved et bord på netværket, hvor spillet ikke er slut.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/start.py" line="56"/>
        <source>Not now</source>
        <translation>Ikke nu</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/start.py" line="74"/>
        <source>Resume?</source>
        <translation>Fortsætte?</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/start.py" line="75"/>
        <source>You have an unfinished game. Resume it?</source>
        <translation>Du har et ufærdigt spil. Vil du fortsætte det?</translation>
    </message>
</context>
<context>
    <name>ModeFacts</name>
    <message numerus="yes">
        <location filename="../tysiac_desktop/wording/modes.py" line="97"/>
        <source>%n cards each</source>
        <translation>
            <numerusform>%n kort hver</numerusform>
            <numerusform>%n kort hver</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/modes.py" line="99"/>
        <source>no musik</source>
        <translation>ingen talon</translation>
    </message>
    <message numerus="yes">
        <location filename="../tysiac_desktop/wording/modes.py" line="101"/>
        <source>two musiks of %n</source>
        <translation>
            <numerusform>to taloner på %n kort</numerusform>
            <numerusform>to taloner på %n kort</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../tysiac_desktop/wording/modes.py" line="103"/>
        <source>%n face-down cards to pick from</source>
        <translation>
            <numerusform>%n kort med bagsiden op at vælge imellem</numerusform>
            <numerusform>%n kort med bagsiden op at vælge imellem</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../tysiac_desktop/wording/modes.py" line="105"/>
        <source>a face-up musik of %n</source>
        <translation>
            <numerusform>en åben talon på %n kort</numerusform>
            <numerusform>en åben talon på %n kort</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../tysiac_desktop/wording/modes.py" line="107"/>
        <source>a musik of %n</source>
        <translation>
            <numerusform>en talon på %n kort</numerusform>
            <numerusform>en talon på %n kort</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../tysiac_desktop/wording/modes.py" line="109"/>
        <source>a stock of %n</source>
        <translation>
            <numerusform>%n kort i bunken</numerusform>
            <numerusform>%n kort i bunken</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../tysiac_desktop/wording/modes.py" line="111"/>
        <source>%n cards on the table</source>
        <translation>
            <numerusform>%n kort på bordet</numerusform>
            <numerusform>%n kort på bordet</numerusform>
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
        <translation>Spil med talon</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/modes.py" line="25"/>
        <source>32 cards</source>
        <translation>32 kort</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/modes.py" line="26"/>
        <source>No auction</source>
        <translation>Uden auktion</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/modes.py" line="27"/>
        <source>Dealer sits out, 32 cards</source>
        <translation>Kortgiveren sidder over, 32 kort</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/modes.py" line="28"/>
        <source>All four play, 32 cards, no auction</source>
        <translation>Alle fire spiller, 32 kort, uden auktion</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/modes.py" line="33"/>
        <source>The highest bidder takes the musik and plays a contract.</source>
        <translation>Den højeste byder tager talonen og spiller en kontrakt.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/modes.py" line="34"/>
        <source>With sevens and eights; the declarer takes the musik and lays as many cards aside.</source>
        <translation>Med syvere og ottere; spilføreren tager talonen og lægger lige så mange kort til side.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/modes.py" line="36"/>
        <source>No auction: everyone scores what they take.</source>
        <translation>Ingen auktion: hver spiller får point for sine egne stik.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/modes.py" line="39"/>
        <source>The dealer sits out; the other three play with sevens and eights.</source>
        <translation>Kortgiveren sidder over; de tre andre spiller med syvere og ottere.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/modes.py" line="41"/>
        <source>No auction, each for their own points; a king may meld on a queen just played.</source>
        <translation>Ingen auktion, hver for sine egne point; en konge kan meldes på en dame, der lige er spillet.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/modes.py" line="43"/>
        <source>Partners sit opposite; the declarer takes the musik and gives a card to each; team scores.</source>
        <translation>Makkerne sidder over for hinanden; spilføreren tager talonen og giver hver et kort; hvert makkerpar scorer samlet.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/modes.py" line="45"/>
        <source>With sevens and eights; no auction: everyone scores what they take.</source>
        <translation>Med syvere og ottere; ingen auktion: hver spiller får point for sine egne stik.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/modes.py" line="47"/>
        <location filename="../tysiac_desktop/wording/modes.py" line="48"/>
        <source>The declarer picks one musik and lays as many cards aside.</source>
        <translation>Spilføreren vælger en talon og lægger lige så mange kort til side.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/modes.py" line="49"/>
        <source>An auction and a contract.</source>
        <translation>En auktion og en kontrakt.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/modes.py" line="50"/>
        <source>No auction; after every trick the winner draws first.</source>
        <translation>Ingen auktion; efter hvert stik trækker vinderen først.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/modes.py" line="51"/>
        <source>An auction for the open musik; then both draw from the stock.</source>
        <translation>En auktion om den åbne talon; derefter trækker begge fra bunken.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/modes.py" line="52"/>
        <source>The declarer takes %2 of them and lays %3 aside.</source>
        <translation>Spilføreren tager %2 af dem og lægger %3 til side.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/modes.py" line="53"/>
        <source>Each table card lies on a face-down one; no auction, first hand must make %1.</source>
        <translation>Hvert kort på bordet ligger på et kort med bagsiden op; ingen auktion, forhånd skal klare %1.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/modes.py" line="37"/>
        <source>The dealer sits the deal out; the other three play the musik game.</source>
        <translation>Kortgiveren sidder over; de tre andre spiller med talon.</translation>
    </message>
</context>
<context>
    <name>NetworkMenu</name>
    <message>
        <location filename="../tysiac_desktop/network/menu.py" line="154"/>
        <source>&amp;Host a table…</source>
        <translation>&amp;Vær vært for et bord…</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/network/menu.py" line="155"/>
        <source>&amp;Join a table…</source>
        <translation>&amp;Deltag ved et bord…</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/network/menu.py" line="238"/>
        <source>This table could not be remembered for rejoining: %1</source>
        <translation>Bordet kunne ikke huskes, så du kan vende tilbage til det: %1</translation>
    </message>
</context>
<context>
    <name>NetworkTable</name>
    <message>
        <location filename="../tysiac_desktop/network/panel.py" line="83"/>
        <source>Copy invitation</source>
        <translation>Kopiér invitationen</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/network/panel.py" line="84"/>
        <source>Try now</source>
        <translation>Prøv nu</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/network/panel.py" line="85"/>
        <location filename="../tysiac_desktop/network/panel.py" line="86"/>
        <source>At the table</source>
        <translation>Ved bordet</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/network/panel.py" line="87"/>
        <source>Start the game</source>
        <translation>Start spillet</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/network/panel.py" line="88"/>
        <location filename="../tysiac_desktop/network/panel.py" line="89"/>
        <source>Chat</source>
        <translation>Chat</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/network/panel.py" line="90"/>
        <location filename="../tysiac_desktop/network/panel.py" line="91"/>
        <source>Message to the table</source>
        <translation>Besked til bordet</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/network/panel.py" line="92"/>
        <source>Deal to review</source>
        <translation>Runde at gennemgå</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/network/panel.py" line="138"/>
        <source>Let the computer play for %1</source>
        <translation>Lad computeren spille for %1</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/network/panel.py" line="158"/>
        <source>The invitation was copied.</source>
        <translation>Invitationen er kopieret.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/network/panel.py" line="177"/>
        <source>Deal %1</source>
        <translation>Runde %1</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/network.py" line="12"/>
        <source>There is no table with this code.</source>
        <translation>Der er intet bord med denne kode.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/network.py" line="13"/>
        <source>Every seat at this table is taken.</source>
        <translation>Alle pladser ved dette bord er optaget.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/network.py" line="14"/>
        <source>This game has started already.</source>
        <translation>Dette spil er allerede begyndt.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/network.py" line="15"/>
        <source>A seat is still free.</source>
        <translation>En plads er stadig ledig.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/network.py" line="16"/>
        <source>It is not your turn.</source>
        <translation>Det er ikke din tur.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/network.py" line="17"/>
        <source>Too many messages: slow down.</source>
        <translation>For mange beskeder: sæt farten ned.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/network.py" line="18"/>
        <source>The server has no room for another table.</source>
        <translation>Serveren har ikke plads til flere borde.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/network.py" line="19"/>
        <source>The table runs another version of Tysiąc: use the same version as the host.</source>
        <translation>Bordet kører en anden version af Tysiąc: brug samme version som værten.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/network.py" line="22"/>
        <source>The table refused this.</source>
        <translation>Bordet afviste dette.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/network.py" line="25"/>
        <source>Someone at this table has that name already: choose another.</source>
        <translation>En anden ved bordet har allerede det navn: vælg et andet.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/network.py" line="26"/>
        <source>The table could not save that, so nothing changed: try again.</source>
        <translation>Bordet kunne ikke gemme det, så intet blev ændret: prøv igen.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/network.py" line="27"/>
        <source>Only the host may do that.</source>
        <translation>Kun værten må gøre det.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/network.py" line="28"/>
        <source>The server cannot deal with these rules.</source>
        <translation>Serveren kan ikke give kort efter disse regler.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/network.py" line="32"/>
        <source>Cannot reach the table. Check the address and your network.</source>
        <translation>Bordet kan ikke nås. Kontrollér adressen og dit netværk.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/network.py" line="33"/>
        <source>This computer cannot serve a table on that port: another program may be using it.</source>
        <translation>Denne computer kan ikke være vært for et bord på den port: et andet program bruger den måske.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/network.py" line="35"/>
        <source>The server has no table with this code: the game may be over, or the code is not right.</source>
        <translation>Serveren har intet bord med den kode: spillet er måske slut, eller koden er forkert.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/network.py" line="37"/>
        <source>The host ended the table.</source>
        <translation>Værten har afsluttet bordet.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/network.py" line="39"/>
        <source>The connection to the table is lost.</source>
        <translation>Forbindelsen til bordet er afbrudt.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/network.py" line="59"/>
        <source>Reconnecting…</source>
        <translation>Forbinder igen…</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/network.py" line="61"/>
        <source>Reconnecting… next try in %1 s</source>
        <translation>Forbinder igen… næste forsøg om %1 s</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/network.py" line="66"/>
        <source>Not connected: “%1” will be sent when the connection is back.</source>
        <translation>Ikke forbundet: »%1« sendes, når forbindelsen er tilbage.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/network.py" line="73"/>
        <source>Rejoin the network table</source>
        <translation>Vend tilbage til bordet på netværket</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/network.py" line="75"/>
        <source>Rejoin the table with %1</source>
        <translation>Vend tilbage til bordet med %1</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/network.py" line="76"/>
        <source>Rejoin the table with %1 and %2</source>
        <translation>Vend tilbage til bordet med %1 og %2</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/network.py" line="80"/>
        <source>Paste the invitation your friend sent, or type the address.</source>
        <translation>Indsæt invitationen fra din ven, eller skriv adressen.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/network.py" line="81"/>
        <source>This is too long to be an invitation.</source>
        <translation>Det er for langt til at være en invitation.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/network.py" line="82"/>
        <source>This is not an invitation: it starts with tysiac://, ws:// or wss://.</source>
        <translation>Det er ikke en invitation: den begynder med tysiac://, ws:// eller wss://.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/network.py" line="84"/>
        <source>The computer&apos;s name or address is not right.</source>
        <translation>Computerens navn eller adresse er forkert.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/network.py" line="85"/>
        <source>The port is a number from 1 to 65535.</source>
        <translation>Porten er et tal fra 1 til 65535.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/network.py" line="86"/>
        <source>The table code has letters and digits only.</source>
        <translation>Bordkoden har kun bogstaver og cifre.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/network.py" line="87"/>
        <source>The address after the server&apos;s name is not right.</source>
        <translation>Adressen efter serverens navn er forkert.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/network.py" line="99"/>
        <source>%1 (computer)</source>
        <translation>%1 (computer)</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/network.py" line="101"/>
        <source>%1 (away, the computer plays)</source>
        <translation>%1 (fraværende, computeren spiller)</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/network.py" line="103"/>
        <source>(free seat)</source>
        <translation>(ledig plads)</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/network.py" line="104"/>
        <source>%1 (away)</source>
        <translation>%1 (fraværende)</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/network.py" line="116"/>
        <source>The host will start the game when every seat is taken.</source>
        <translation>Værten starter spillet, når alle pladser er taget.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/network.py" line="117"/>
        <source>Waiting for the host to start the game.</source>
        <translation>Venter på, at værten starter spillet.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/network.py" line="119"/>
        <source>Everyone is seated: start the game when you are ready.</source>
        <translation>Alle har taget plads: start spillet, når du er klar.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/network.py" line="120"/>
        <source>Waiting for friends to take the free seats: send them the invitation.</source>
        <translation>Venter på, at vennerne tager de ledige pladser: send dem invitationen.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/network.py" line="127"/>
        <source>Waiting for %1 to come back (away %2; the computer may play for them in %3)</source>
        <translation>Venter på, at %1 kommer tilbage (væk i %2; computeren må spille for vedkommende om %3)</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/network.py" line="129"/>
        <source>Waiting for %1 to come back (away %2)</source>
        <translation>Venter på, at %1 kommer tilbage (væk i %2)</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/network.py" line="133"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/network.py" line="138"/>
        <source>Invitation: %1</source>
        <translation>Invitation: %1</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/network.py" line="143"/>
        <source>Network table</source>
        <translation>Bord på netværket</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../tysiac_desktop/dialogs/new_game.py" line="61"/>
        <source>New game</source>
        <translation>Nyt spil</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/start.py" line="23"/>
        <location filename="../tysiac_desktop/wording/words.py" line="159"/>
        <source>You</source>
        <translation>Du</translation>
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
        <translation>Start spil</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/new_game.py" line="141"/>
        <source>Players:</source>
        <translation>Spillere:</translation>
    </message>
    <message numerus="yes">
        <location filename="../tysiac_desktop/dialogs/new_game.py" line="144"/>
        <location filename="../tysiac_desktop/wording/rule_errors.py" line="192"/>
        <source>%n players</source>
        <translation>
            <numerusform>%n spiller</numerusform>
            <numerusform>%n spillere</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/new_game.py" line="152"/>
        <source>Seats</source>
        <translation>Pladser</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/new_game.py" line="157"/>
        <source>Seat</source>
        <translation>Plads</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/new_game.py" line="157"/>
        <source>Name</source>
        <translation>Navn</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/new_game.py" line="157"/>
        <source>Played by</source>
        <translation>Spilles af</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/new_game.py" line="157"/>
        <source>Level</source>
        <translation>Niveau</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/new_game.py" line="472"/>
        <source>Every seat is played by the computer: you will watch the game.</source>
        <translation>Alle pladser spilles af computeren: du ser spillet som tilskuer.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/new_game.py" line="192"/>
        <source>Two against two: seats 1 and 3 are partners, and so are 2 and 4. Your partner may be a computer or a person at this screen.</source>
        <translation>To mod to: plads 1 og 3 er makkere, og det er 2 og 4 også. Din makker kan være computeren eller en person ved denne skærm.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/new_game.py" line="61"/>
        <source>Host a table</source>
        <translation>Vær vært for et bord</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/new_game.py" line="100"/>
        <source>Host the table</source>
        <translation>Opret bordet</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/new_game.py" line="178"/>
        <source>Seat %1: name</source>
        <translation>Plads %1: navn</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/new_game.py" line="179"/>
        <source>Seat %1: played by</source>
        <translation>Plads %1: spilles af</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/new_game.py" line="180"/>
        <source>Seat %1: level</source>
        <translation>Plads %1: niveau</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/new_game.py" line="190"/>
        <source>Two against two: seats 1 and 3 are partners, and so are 2 and 4. Your partner may be a computer or a friend who joins.</source>
        <translation>To mod to: plads 1 og 3 er makkere, og det er 2 og 4 også. Din makker kan være computeren eller en ven, der slutter sig til.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/new_game.py" line="197"/>
        <source>You sit at the first seat played by a person; every other seat played by a person is kept for a friend who joins with the invitation.</source>
        <translation>Du får den første plads med »Menneske«; de øvrige venter på venner, der kommer med invitationen.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/new_game.py" line="207"/>
        <source>Game</source>
        <translation>Spil</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/new_game.py" line="284"/>
        <source>Rules</source>
        <translation>Regler</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/new_game.py" line="308"/>
        <source>House rules…</source>
        <translation>Husregler…</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/new_game.py" line="327"/>
        <source>Use the preset as it is</source>
        <translation>Brug varianten uændret</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/new_game.py" line="336"/>
        <source>Seed:</source>
        <translation>Spilnummer:</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/new_game.py" line="338"/>
        <source>random</source>
        <translation>tilfældig</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/new_game.py" line="342"/>
        <source>The same seed deals the same cards.</source>
        <translation>Samme spilnummer giver de samme kort.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/new_game.py" line="470"/>
        <source>A table needs you at one seat: choose a person for at least one.</source>
        <translation>Du skal selv sidde ved bordet: vælg »Menneske« til mindst én plads.</translation>
    </message>
    <message numerus="yes">
        <location filename="../tysiac_desktop/dialogs/new_game.py" line="476"/>
        <source>Options changed from the preset: %n.</source>
        <translation>
            <numerusform>Indstillinger ændret i forhold til varianten: %n.</numerusform>
            <numerusform>Indstillinger ændret i forhold til varianten: %n.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/new_game.py" line="477"/>
        <source>The preset as it is.</source>
        <translation>Varianten uden ændringer.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/new_game.py" line="480"/>
        <source>Rule set “%1”.</source>
        <translation>Regelsæt »%1«.</translation>
    </message>
    <message numerus="yes">
        <location filename="../tysiac_desktop/dialogs/new_game.py" line="483"/>
        <source>Left out, as it cannot be dealt to %n players: %1.</source>
        <translation>
            <numerusform>Udeladt, da det ikke kan gives til %n spiller: %1.</numerusform>
            <numerusform>Udeladt, da det ikke kan gives til %n spillere: %1.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/new_game.py" line="500"/>
        <source>%1 · partner</source>
        <translation>%1 · makker</translation>
    </message>
    <message numerus="yes">
        <location filename="../tysiac_desktop/dialogs/new_game.py" line="503"/>
        <source>These rules cannot be played by %n players.</source>
        <translation>
            <numerusform>Disse regler kan ikke spilles af %n spiller.</numerusform>
            <numerusform>Disse regler kan ikke spilles af %n spillere.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/new_game.py" line="513"/>
        <source>A network table needs a friend: choose a person for another seat, or play alone with New game.</source>
        <translation>Et bord på netværket kræver en ven: vælg »Menneske« til en plads mere, eller spil alene med Nyt spil.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/words.py" line="164"/>
        <source>Player %1</source>
        <translation>Spiller %1</translation>
    </message>
</context>
<context>
    <name>OptionText</name>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="28"/>
        <source>Yes</source>
        <translation>Ja</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="29"/>
        <source>No</source>
        <translation>Nej</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/option_applies.py" line="21"/>
        <source>Not used: there is no barrel.</source>
        <translation>Bruges ikke: der er ingen tønde.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/option_applies.py" line="22"/>
        <source>Not used: in this game nobody plays a contract; everyone scores what they take.</source>
        <translation>Bruges ikke: i dette spil spiller ingen en kontrakt; hver spiller får point for sine egne stik.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/option_applies.py" line="24"/>
        <source>Not used: this game has no auction.</source>
        <translation>Bruges ikke: dette spil har ingen auktion.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/option_applies.py" line="25"/>
        <source>Not used: in this game the declarer does not announce a contract.</source>
        <translation>Bruges ikke: i dette spil melder spilføreren ingen kontrakt.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/option_applies.py" line="27"/>
        <source>Not used: in two against two a bid needs no marriage.</source>
        <translation>Bruges ikke: i to mod to kræver et bud intet ægtepar.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/option_applies.py" line="28"/>
        <source>Not used: there are no bombs.</source>
        <translation>Bruges ikke: der er ingen bombaer.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/option_applies.py" line="29"/>
        <source>Not used: there is no lock at 800.</source>
        <translation>Bruges ikke: der er ingen spærring ved 800.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/option_applies.py" line="30"/>
        <source>Not used: a deal without a trick costs nothing.</source>
        <translation>Bruges ikke: en runde uden stik koster intet.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/option_applies.py" line="31"/>
        <source>Not used: this is not a four-player game.</source>
        <translation>Bruges ikke: dette er ikke et spil for fire.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/option_applies.py" line="32"/>
        <source>Not used: without an auction all four play.</source>
        <translation>Bruges ikke: uden auktion spiller alle fire.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/option_applies.py" line="33"/>
        <source>Not used: nobody sits a deal out.</source>
        <translation>Bruges ikke: ingen sidder over.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/option_applies.py" line="34"/>
        <source>Not used: this is not a two-player game.</source>
        <translation>Bruges ikke: dette er ikke et spil for to.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/option_applies.py" line="35"/>
        <source>Not used: only in the musik game of three, or of four with the dealer sitting out.</source>
        <translation>Bruges ikke: kun i talonspillet for tre eller for fire, hvor kortgiveren sidder over.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/option_applies.py" line="37"/>
        <source>Not used: in this game the musik is never turned up, or there is none to turn up.</source>
        <translation>Bruges ikke: i dette spil vises talonen aldrig, eller der er ingen.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/option_applies.py" line="39"/>
        <source>Not used: this game has no redeal before the auction.</source>
        <translation>Bruges ikke: dette spil har ingen ny kortgivning før auktionen.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/option_applies.py" line="40"/>
        <source>Not used: in this game the declarer does not take one musik.</source>
        <translation>Bruges ikke: i dette spil tager spilføreren ikke én talon.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/option_applies.py" line="42"/>
        <source>Not used: in this game a deal on the barrel is won or lost at once.</source>
        <translation>Bruges ikke: i dette spil vindes eller tabes en runde på tønden med det samme.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/option_applies.py" line="44"/>
        <source>Not used: in this game no cards are laid aside for the last trick.</source>
        <translation>Bruges ikke: i dette spil lægges ingen kort til side til sidste stik.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/option_applies.py" line="46"/>
        <source>Not used: this game is dealt only one way.</source>
        <translation>Bruges ikke: dette spil gives kun på én måde.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/option_applies.py" line="47"/>
        <source>Not used: this is not the two-player game drawing from the stock.</source>
        <translation>Bruges ikke: dette er ikke spillet for to med træk fra bunken.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/option_applies.py" line="51"/>
        <source>Not used with these rules.</source>
        <translation>Bruges ikke med disse regler.</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <location filename="../tysiac_desktop/dialogs/preferences.py" line="142"/>
        <source>Preferences</source>
        <translation>Præferencer</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/preferences.py" line="143"/>
        <source>Language and look</source>
        <translation>Sprog og udseende</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/preferences.py" line="144"/>
        <source>Playing</source>
        <translation>Spillet</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/preferences.py" line="145"/>
        <source>&amp;Language:</source>
        <translation>&amp;Sprog:</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/preferences.py" line="146"/>
        <source>Card &amp;deck:</source>
        <translation>&amp;Kortsæt:</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/preferences.py" line="147"/>
        <source>&amp;Table colour:</source>
        <translation>&amp;Bordfarve:</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/preferences.py" line="148"/>
        <source>&amp;Animations:</source>
        <translation>&amp;Animationer:</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/preferences.py" line="149"/>
        <source>&amp;Computer players&apos; pace:</source>
        <translation>&amp;Computerspillernes tempo:</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/preferences.py" line="150"/>
        <source>Four-colour suits (diamonds blue, clubs green)</source>
        <translation>Firfarvede kulører (ruder blå, klør grønne)</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/preferences.py" line="151"/>
        <source>Play my only legal card by itself</source>
        <translation>Spil automatisk mit eneste lovlige kort</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/preferences.py" line="152"/>
        <source>Ask before playing a card</source>
        <translation>Spørg, før et kort spilles</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/preferences.py" line="153"/>
        <source>French pattern (SVG-cards)</source>
        <translation>Fransk mønster (SVG-cards)</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/preferences.py" line="154"/>
        <source>German suits (XSkat)</source>
        <translation>Tyske kulører (XSkat)</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/preferences.py" line="155"/>
        <source>Russian Atlas pattern (Atlasnye)</source>
        <translation>Russisk atlasmønster (Atlasnye)</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/preferences.py" line="157"/>
        <source>As the system (%1)</source>
        <translation>Som systemet (%1)</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/preferences.py" line="161"/>
        <source>Off</source>
        <translation>Fra</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/preferences.py" line="161"/>
        <location filename="../tysiac_desktop/dialogs/preferences.py" line="163"/>
        <source>Fast</source>
        <translation>Hurtigt</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/preferences.py" line="162"/>
        <location filename="../tysiac_desktop/dialogs/preferences.py" line="164"/>
        <source>Normal</source>
        <translation>Normalt</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/preferences.py" line="162"/>
        <source>Slow</source>
        <translation>Langsomt</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/preferences.py" line="163"/>
        <source>As fast as they decide</source>
        <translation>Så snart de har besluttet sig</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/preferences.py" line="164"/>
        <source>Slow, easy to follow</source>
        <translation>Langsomt, let at følge</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/preferences.py" line="165"/>
        <source>Restore defaults</source>
        <translation>Gendan standarder</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/preferences.py" line="169"/>
        <source>Green baize</source>
        <translation>Grønt klæde</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/preferences.py" line="169"/>
        <source>Blue</source>
        <translation>Blå</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/preferences.py" line="169"/>
        <source>Burgundy</source>
        <translation>Bordeaux</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/preferences.py" line="170"/>
        <source>Walnut</source>
        <translation>Valnød</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/preferences.py" line="170"/>
        <source>Slate grey</source>
        <translation>Skifergrå</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/preferences.py" line="236"/>
        <source>Cards: %1</source>
        <translation>Kort: %1</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/preferences.py" line="238"/>
        <source>German suits: hearts, bells, acorns and leaves, as in the old Polish tradition (czerwień, dzwonek, żołądź, wino).</source>
        <translation>Tyske kulører: hjerter, bjælder, agern og blade, som i den gamle polske tradition (czerwień, dzwonek, żołądź, wino).</translation>
    </message>
</context>
<context>
    <name>Presets</name>
    <message>
        <location filename="../tysiac_desktop/wording/words.py" line="116"/>
        <source>Polish</source>
        <translation>Polsk</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/words.py" line="117"/>
        <source>Russian</source>
        <translation>Russisk</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/words.py" line="118"/>
        <source>Danish</source>
        <translation>Dansk</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/words.py" line="124"/>
        <source>The common Polish game: one bomb each, only the declarer may finish, no points for defenders from 800.</source>
        <translation>Det almindelige polske spil: én bomba hver, kun spilføreren kan gå ud, ingen point til modspillere fra 800.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/words.py" line="126"/>
        <source>Thousand to 1001: the barrel at 880, bolts for taking no trick, the declarer may concede.</source>
        <translation>Det russiske spil til 1001: tønden ved 880, bolte for ingen stik, spilføreren kan give op.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/words.py" line="128"/>
        <source>The Danish game: the barrel at 880, the musik always shown, big bids need a marriage.</source>
        <translation>Det danske spil: tønden ved 880, talonen vises altid, store bud kræver et ægtepar.</translation>
    </message>
</context>
<context>
    <name>PrivacyScreen</name>
    <message>
        <location filename="../tysiac_desktop/privacy_screen.py" line="51"/>
        <source>Pass to %1</source>
        <translation>Giv computeren videre til %1</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/privacy_screen.py" line="70"/>
        <source>%1: click when ready</source>
        <translation>%1: klik, når du er klar</translation>
    </message>
</context>
<context>
    <name>Readout</name>
    <message>
        <location filename="../tysiac_desktop/wording/readout.py" line="23"/>
        <source>Your cards: {suits}.</source>
        <translation>Dine kort: {suits}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/readout.py" line="24"/>
        <source>You hold no cards.</source>
        <translation>Du har ingen kort.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/readout.py" line="25"/>
        <source>Your cards are not shown.</source>
        <translation>Dine kort vises ikke.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/readout.py" line="26"/>
        <source>{suit}: {ranks}</source>
        <translation>{suit}: {ranks}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/readout.py" line="27"/>
        <source>You may play: {cards}.</source>
        <translation>Du kan spille: {cards}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/readout.py" line="28"/>
        <source>On the table: {cards}.</source>
        <translation>På bordet: {cards}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/readout.py" line="29"/>
        <source>No card is on the table.</source>
        <translation>Der ligger ingen kort på bordet.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/readout.py" line="30"/>
        <source>{name}: {card}</source>
        <translation>{name}: {card}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/readout.py" line="31"/>
        <source>Your turn.</source>
        <translation>Din tur.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/readout.py" line="31"/>
        <source>{name} to move.</source>
        <translation>Tur: {name}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/readout.py" line="32"/>
        <source>Scores: {scores}.</source>
        <translation>Stilling: {scores}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/readout.py" line="33"/>
        <source>{name} {score}</source>
        <translation>{name} {score}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/readout.py" line="34"/>
        <source>You play for {value}.</source>
        <translation>Du spiller {value}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/readout.py" line="35"/>
        <source>{name} plays for {value}.</source>
        <translation>{name} spiller {value}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/readout.py" line="36"/>
        <source>Highest bid: {value}, yours.</source>
        <translation>Højeste bud: {value}, dit.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/readout.py" line="37"/>
        <source>Highest bid: {value}, by {name}.</source>
        <translation>Højeste bud: {value}, fra {name}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/readout.py" line="38"/>
        <source>No bid yet.</source>
        <translation>Intet bud endnu.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/readout.py" line="39"/>
        <source>Everyone plays for their own points.</source>
        <translation>Alle spiller for egne point.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/readout.py" line="40"/>
        <source>Trump: {suit}.</source>
        <translation>Trumf: {suit}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/readout.py" line="41"/>
        <source>No trump yet.</source>
        <translation>Ingen trumf endnu.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/readout.py" line="42"/>
        <source>Taken so far: {rows}.</source>
        <translation>Taget indtil nu: {rows}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/readout.py" line="43"/>
        <source>Nothing has been taken yet.</source>
        <translation>Intet er taget endnu.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/readout.py" line="44"/>
        <source>No game is on the table.</source>
        <translation>Der er intet spil på bordet.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/readout.py" line="46"/>
        <source>Your hand</source>
        <translation>Din hånd</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/readout.py" line="47"/>
        <source>{name}&apos;s hand</source>
        <translation>Hånd: {name}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/readout.py" line="48"/>
        <source>The trick on the table</source>
        <translation>Stikket på bordet</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/readout.py" line="49"/>
        <source>{name}&apos;s tricks</source>
        <translation>Stik: {name}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/readout.py" line="50"/>
        <source>The musik</source>
        <translation>Talonen</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/readout.py" line="51"/>
        <source>The stock</source>
        <translation>Bunken</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/readout.py" line="52"/>
        <source>{name}&apos;s table piles</source>
        <translation>Bunker på bordet: {name}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/readout.py" line="53"/>
        <source>Laid aside</source>
        <translation>Lagt til side</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/readout.py" line="54"/>
        <source>a card face down</source>
        <translation>et kort med bagsiden opad</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/readout.py" line="113"/>
        <source>you</source>
        <translation>du</translation>
    </message>
    <message numerus="yes">
        <location filename="../tysiac_desktop/wording/readout.py" line="157"/>
        <source>%1, %n cards</source>
        <translation>
            <numerusform>%1, %n kort</numerusform>
            <numerusform>%1, %n kort</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RuleErrors</name>
    <message>
        <location filename="../tysiac_desktop/wording/rule_errors.py" line="26"/>
        <source>“{name}”</source>
        <translation>»{name}«</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_errors.py" line="29"/>
        <source>{option} must be from {low} to {high}, not {value}.</source>
        <translation>{option} skal være fra {low} til {high}, ikke {value}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_errors.py" line="30"/>
        <source>{option} must be a multiple of {step} ({step_option}) from {low} to {high}, not {value}.</source>
        <translation>{option} skal være et multiplum af {step} ({step_option}) fra {low} til {high}, ikke {value}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_errors.py" line="32"/>
        <source>{option} ({value}) must be below {target_option} ({target}).</source>
        <translation>{option} ({value}) skal være under {target_option} ({target}).</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_errors.py" line="34"/>
        <source>{option} must be {none} or from {low} to {high}, not {value}.</source>
        <translation>{option} skal være {none} eller fra {low} til {high}, ikke {value}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_errors.py" line="36"/>
        <source>{option} must be {any} or a multiple of {step} ({step_option}) from {low} to {high}, not {value}.</source>
        <translation>{option} skal være {any} eller et multiplum af {step} ({step_option}) fra {low} til {high}, ikke {value}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_errors.py" line="39"/>
        <source>{option}: the cards cannot be dealt that way in this game.</source>
        <translation>{option}: kortene kan ikke gives sådan i dette spil.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_errors.py" line="41"/>
        <source>This version of Tysiąc does not know the option {key}.</source>
        <translation>Denne version af Tysiąc kender ikke indstillingen {key}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_errors.py" line="42"/>
        <source>{option} cannot be {value}.</source>
        <translation>{option} kan ikke være {value}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_errors.py" line="43"/>
        <source>There is no preset {value}; the presets are {presets}.</source>
        <translation>Der findes ingen variant {value}; varianterne er {presets}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_errors.py" line="45"/>
        <source>The rules are not in the expected form (a preset and the options changed from it).</source>
        <translation>Reglerne har ikke den forventede form (en variant og de indstillinger, der er ændret i den).</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_errors.py" line="51"/>
        <source>{option}: 32 cards can be dealt only in the musik game of three, of four with the dealer sitting out, or to four without an auction.</source>
        <translation>{option}: 32 kort kan kun gives i talonspillet for tre, for fire hvor kortgiveren sidder over, eller til fire uden auktion.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_errors.py" line="54"/>
        <source>{option}: a game without an auction can be dealt only to three with 24 cards or to four with 32.</source>
        <translation>{option}: et spil uden auktion kan kun gives til tre med 24 kort eller til fire med 32.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_errors.py" line="58"/>
        <source>{option}: 32 cards cannot be dealt here ({mode}); only in the musik game of three, of four with the dealer sitting out, or to four without an auction.</source>
        <translation>{option}: 32 kort kan ikke gives her ({mode}); kun i talonspillet for tre, for fire hvor kortgiveren sidder over, eller til fire uden auktion.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_errors.py" line="61"/>
        <source>{option}: a game without an auction cannot be dealt here ({mode}); only to three with 24 cards or to four with 32.</source>
        <translation>{option}: et spil uden auktion kan ikke gives her ({mode}); kun til tre med 24 kort eller til fire med 32.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_errors.py" line="64"/>
        <source>{option} is not valid with these rules ({detail}).</source>
        <translation>{option} er ugyldig med disse regler ({detail}).</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_errors.py" line="65"/>
        <source>These rules are not valid ({detail}).</source>
        <translation>Disse regler er ugyldige ({detail}).</translation>
    </message>
</context>
<context>
    <name>RuleTexts</name>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="16"/>
        <source>Table and end of game</source>
        <translation>Bordet og spillets slutning</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="17"/>
        <source>Auction</source>
        <translation>Auktion</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="18"/>
        <source>Musik and redeals</source>
        <translation>Talon og giv om</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="19"/>
        <source>Bomb and concession</source>
        <translation>Bomba og opgivelse</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="20"/>
        <source>Play</source>
        <translation>Spillet</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="21"/>
        <source>Scoring</source>
        <translation>Pointgivning</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="22"/>
        <source>800 and barrel</source>
        <translation>800 og tønde</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="23"/>
        <source>Two and four players</source>
        <translation>To og fire spillere</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="27"/>
        <source>Players</source>
        <translation>Spillere</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="28"/>
        <source>Deck</source>
        <translation>Kortspil</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="29"/>
        <source>No auction and no musik</source>
        <translation>Uden auktion og talon</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="30"/>
        <source>Target score</source>
        <translation>Mål</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="31"/>
        <source>The target must be hit exactly</source>
        <translation>Målet skal rammes præcist</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="32"/>
        <source>Finishing as a defender</source>
        <translation>Afslutning som modspiller</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="33"/>
        <source>Several reach the target</source>
        <translation>Flere når målet</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="34"/>
        <source>Opening bid</source>
        <translation>Åbningsbud</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="35"/>
        <source>Bid step</source>
        <translation>Budtrin</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="36"/>
        <source>Jump bids allowed</source>
        <translation>Springbud tilladt</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="37"/>
        <source>Highest bid</source>
        <translation>Højeste bud</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="38"/>
        <source>Blind bid of 120</source>
        <translation>Blindt bud på 120</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="39"/>
        <source>Golden round</source>
        <translation>Den gyldne runde</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="40"/>
        <source>Show the musik</source>
        <translation>Vis talonen</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="41"/>
        <source>Four nines</source>
        <translation>Fire niere</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="42"/>
        <source>Redeal a weak hand</source>
        <translation>Giv om ved svag hånd</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="43"/>
        <source>Redeal a poor musik</source>
        <translation>Giv om ved fattig talon</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="44"/>
        <source>Bombs per player</source>
        <translation>Bombaer pr. spiller</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="45"/>
        <source>Bomb up to a bid of</source>
        <translation>Bomba op til bud på</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="46"/>
        <source>Bomb gives each opponent</source>
        <translation>Bomba giver hver modspiller</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="47"/>
        <source>First bomb is free</source>
        <translation>Første bomba er gratis</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="48"/>
        <source>Declarer may concede</source>
        <translation>Spilføreren kan give op</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="49"/>
        <source>Must beat the trick</source>
        <translation>Skal stikke over</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="50"/>
        <source>Trumping when void</source>
        <translation>Trumfning ved renonce</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="51"/>
        <source>Marriage only after a trick</source>
        <translation>Ægtepar først efter et stik</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="52"/>
        <source>Marriage is declared with</source>
        <translation>Ægtepar meldes med</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="53"/>
        <source>Declarer may claim the rest</source>
        <translation>Spilføreren kan lægge kortene ned</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="54"/>
        <source>Defenders&apos; rounding</source>
        <translation>Modspillernes afrunding</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="55"/>
        <source>Lock at 800</source>
        <translation>Spærring ved 800</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="59"/>
        <source>Barrel at</source>
        <translation>Tønde ved</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="60"/>
        <source>Attempts on the barrel</source>
        <translation>Forsøg på tønden</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="61"/>
        <source>Back to zero at fall number</source>
        <translation>Tilbage til nul ved fald nummer</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="62"/>
        <source>Several reach the barrel</source>
        <translation>Flere når tønden</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="63"/>
        <source>On the barrel, play to finish</source>
        <translation>På tønden: kontrakt til målet</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="64"/>
        <source>Bolts</source>
        <translation>Bolte</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="65"/>
        <source>555 goes back to zero</source>
        <translation>555 bliver til nul</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="66"/>
        <source>Four-player game</source>
        <translation>Spil for fire</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="67"/>
        <source>The dealer sitting out scores</source>
        <translation>Kortgiveren, der sidder over, får</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="68"/>
        <source>Two-player game</source>
        <translation>Spil for to</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="69"/>
        <source>Cards laid aside go to</source>
        <translation>Kort lagt til side går til</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="70"/>
        <source>Last trick bonus when drawing</source>
        <translation>Bonus for sidste stik ved træk</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="74"/>
        <source>Three is the main game; two and four use their own deals (see the last tab).</source>
        <translation>Tre er hovedspillet; to og fire giver på deres egen måde (sidste fane).</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="75"/>
        <source>Russian option: 32 cards with the sevens and eights (worth nothing); 10 cards each, a musik of 2 and two laid aside.</source>
        <translation>Russisk mulighed: 32 kort med syvere og ottere (værd intet); 10 kort hver, en talon på 2 og to kort lagt til side.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="76"/>
        <source>Russian &quot;without auction or prikup&quot;: the whole deck is dealt, nobody bids, everyone scores what they take (three with 24 cards, four with 32).</source>
        <translation>Russisk »uden auktion og talon«: hele kortspillet gives ud, ingen byder, og hver spiller får point for sine egne stik (tre med 24 kort, fire med 32).</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="77"/>
        <source>The game is won at the end of a deal by reaching it: 1000 (Polish, Danish), 1001 (Russian).</source>
        <translation>Spillet vindes ved at nå det efter en runde: 1000 (polsk, dansk), 1001 (russisk).</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="78"/>
        <source>Danish variant: a deal that would overshoot the target scores nothing (990 + 30 → 990).</source>
        <translation>Dansk variant: en runde, der ville gå over målet, giver intet (990 + 30 → 990).</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="79"/>
        <source>Polish: only the declarer may cross the target, a defender stops at 990 (980 + 40 → 990).</source>
        <translation>Polsk: kun spilføreren kan gå over målet, en modspiller stopper ved 990 (980 + 40 → 990).</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="81"/>
        <source>The forced first bid of the player left of the dealer: 100; the Russian game without a barrel opens at 40 or 50.</source>
        <translation>Det tvungne første bud fra spilleren til venstre for kortgiveren: 100; det russiske spil uden tønde åbner med 40 eller 50.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="82"/>
        <source>Bids and contracts are multiples of it: 10 (Polish, 100 → 110), 5 (Russian, Danish, 100 → 105).</source>
        <translation>Bud og kontrakter er multipla af det: 10 (polsk, 100 → 110), 5 (russisk, dansk, 100 → 105).</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="83"/>
        <source>Off: every raise is exactly one step, 110 → 120 (Polish &quot;licytacja stopniowana&quot;).</source>
        <translation>Fra: hvert bud hæves præcis ét trin, 110 → 120 (polsk »licytacja stopniowana«).</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="84"/>
        <source>Polish, Russian: at most 120 plus your marriages (♥ 100 → 220); Danish: above 120 only holding a marriage.</source>
        <translation>Polsk, russisk: højst 120 plus dine ægtepar (♥ 100 → 220); dansk: over 120 kun med et ægtepar.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="85"/>
        <source>Russian: the first hand may bid 120 blind; the musik is taken unseen and all scores of the deal count double.</source>
        <translation>Russisk: forhånd må byde 120 blindt; talonen tages uset, og alle point i runden tæller dobbelt.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="86"/>
        <source>Russian: in the first round each player in turn must play 120 blind, scores doubled.</source>
        <translation>Russisk: i første omgang skal hver spiller på skift spille 120 blindt, med dobbelte point.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="87"/>
        <source>Polish, Russian: not shown when the forced 100 won unopposed; Danish: always shown.</source>
        <translation>Polsk, russisk: vises ikke, når de tvungne 100 vandt uden modbud; dansk: vises altid.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="88"/>
        <source>Polish: the holder of four nines may ask for a redeal; Russian option: they score 120.</source>
        <translation>Polsk: den med fire niere kan kræve, at der gives om; russisk mulighed: de giver 120 point.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="89"/>
        <source>A hand worth at most this many points and without a marriage may be redealt (Russian 12, Polish 9 to 18).</source>
        <translation>En hånd på højst så mange point og uden ægtepar kan gives om (russisk 12, polsk 9 til 18).</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="90"/>
        <source>Russian: the declarer may ask for a redeal when the musik holds at most this many points (2, 3 or 5).</source>
        <translation>Russisk: spilføreren kan kræve, at der gives om, når talonen har højst så mange point (2, 3 eller 5).</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="91"/>
        <source>Polish: a declarer may give up one deal per game without playing (a bomb); Russian: none.</source>
        <translation>Polsk: spilføreren kan én gang pr. spil opgive en runde uden at spille (bomba); russisk: ingen.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="92"/>
        <source>Polish: a bomb only after the forced 100 won; &quot;any&quot; allows it at every bid.</source>
        <translation>Polsk: bomba kun når de tvungne 100 vandt; »alle« tillader den ved ethvert bud.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="93"/>
        <source>Each opponent scores this for a bomb: 60 (Polish), 40 (four players) or half the bid (210 → 110).</source>
        <translation>Hver modspiller får så meget for en bomba: 60 (polsk), 40 (fire spillere) eller halvdelen af buddet (210 → 110).</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="95"/>
        <source>Russian &quot;raspisat&quot;: the declarer takes minus the bid and each opponent +40 (bid 120 → −120, +40).</source>
        <translation>Russisk »raspisat«: spilføreren får minus buddet og hver modspiller +40 (bud 120 → −120, +40).</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="96"/>
        <source>Polish, Danish: play a card that beats the trick so far when you can; Russian: not required.</source>
        <translation>Polsk, dansk: spil et kort, der stikker over, når du kan; russisk: ikke påkrævet.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="97"/>
        <source>Void in the led suit: Polish trumps only if the trump would win; Russian, Danish any trump.</source>
        <translation>Renonce i den udspillede farve: polsk trumf kun hvis trumfen vinder; russisk, dansk enhver trumf.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="98"/>
        <source>Russian: a marriage may be declared only after taking a trick in this deal.</source>
        <translation>Russisk: et ægtepar kan først meldes efter et taget stik i denne runde.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="99"/>
        <source>The card led to declare a marriage: the queen or the king, or only the queen.</source>
        <translation>Kortet, der spilles ud for at melde et ægtepar: dame eller konge, eller kun dame.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="100"/>
        <source>Polish &quot;wykładanie&quot;: the declarer lays the hand down when no defence can win a trick.</source>
        <translation>Polsk »wykładanie«: spilføreren lægger kortene ned, når modspillerne ikke kan tage et stik.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="101"/>
        <source>Defenders&apos; points are rounded: Polish to tens (25 → 20), Russian, Danish to fives (43 → 45).</source>
        <translation>Modspillernes point afrundes: polsk til tiere (25 → 20), russisk, dansk til femmere (43 → 45).</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="102"/>
        <source>Polish: from 800 a player scores only as declarer; falling below 800 lifts it.</source>
        <translation>Polsk: fra 800 får en spiller kun point som spilfører; fald under 800 ophæver det.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="103"/>
        <source>The score from which the lock holds: 800, or 900 (Polish &quot;800 or 900&quot;).</source>
        <translation>Scoren, hvorfra spærringen gælder: 800 eller 900 (polsk »800 (eller 900)«).</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="104"/>
        <source>Polish option: a player at 800 or more loses 100 for a deal without a trick (820 → 720).</source>
        <translation>Polsk mulighed: en spiller på 800 eller mere mister 100 for en runde uden stik (820 → 720).</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="105"/>
        <source>The score from which a deal without a trick costs 100: 800 (Polish), 851 in the Russian game without a barrel (&quot;above 850&quot;).</source>
        <translation>Scoren, hvorfra en runde uden stik koster 100: 800 (polsk), 851 i det russiske spil uden tønde (»over 850«).</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="106"/>
        <source>Russian, Danish: a score reaching it stops there (870 + 40 → 880) and can only finish as declarer.</source>
        <translation>Russisk, dansk: en score, der når den, stopper der (870 + 40 → 880) og kan kun afslutte som spilfører.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="107"/>
        <source>Deals allowed on the barrel; when they are used up the player falls 120 (880 → 760).</source>
        <translation>Runder tilladt på tønden; når de er brugt, falder spilleren 120 (880 → 760).</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="108"/>
        <source>Russian: the third fall from the barrel sets the score to 0 instead (880 → 0).</source>
        <translation>Russisk: tredje fald fra tønden sætter scoren til 0 i stedet (880 → 0).</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="109"/>
        <source>When several reach the barrel in one deal: all stay, or all fall by 120.</source>
        <translation>Når flere når tønden i samme runde: alle bliver, eller alle falder 120.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="110"/>
        <source>Russian second variant: on the barrel the declarer must announce enough to finish (1001 − 880 → 125), not less.</source>
        <translation>Russisk anden variant: på tønden skal spilføreren melde nok til at nå målet (1001 − 880 → 125), ikke mindre.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="111"/>
        <source>Russian: a deal without a trick is a bolt; every third bolt costs 120 (300 → 180).</source>
        <translation>Russisk: en runde uden stik er en bolt; hver tredje bolt koster 120 (300 → 180).</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="112"/>
        <source>Russian: a score of exactly 555 after a deal becomes 0.</source>
        <translation>Russisk: en score på præcis 555 efter en runde bliver til 0.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="114"/>
        <source>Polish: 50 per ace and the marriages in the musik; Russian: the musik&apos;s points; Danish: nothing.</source>
        <translation>Polsk: 50 pr. es og ægteparrene i talonen; russisk: talonens point; dansk: intet.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="120"/>
        <source>none</source>
        <translation>ingen</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="121"/>
        <source>any</source>
        <translation>alle</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="131"/>
        <source>Stop at 990</source>
        <translation>Stop ved 990</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="132"/>
        <source>Allowed</source>
        <translation>Tilladt</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="133"/>
        <source>Score nothing</source>
        <translation>Ingen point</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="136"/>
        <source>Declarer, then the higher score</source>
        <translation>Spilføreren, så højeste score</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="137"/>
        <source>The higher score</source>
        <translation>Højeste score</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="138"/>
        <source>A draw</source>
        <translation>Uafgjort</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="141"/>
        <source>120 plus held marriages</source>
        <translation>120 plus ægtepar på hånden</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="142"/>
        <source>Above 120 with any marriage</source>
        <translation>Over 120 med et ægtepar</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="143"/>
        <source>Unlimited (at own risk)</source>
        <translation>Ubegrænset (på egen risiko)</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="146"/>
        <source>If the bid was raised</source>
        <translation>Hvis buddet blev hævet</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="147"/>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="159"/>
        <source>Always</source>
        <translation>Altid</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="148"/>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="160"/>
        <source>Never</source>
        <translation>Aldrig</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="151"/>
        <source>Redeal</source>
        <translation>Giv om</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="152"/>
        <source>Score 120</source>
        <translation>120 point</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="153"/>
        <source>Off</source>
        <translation>Fra</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="155"/>
        <source>Unlimited</source>
        <translation>Ubegrænset</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="156"/>
        <source>Half the bid</source>
        <translation>Halvdelen af buddet</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="158"/>
        <source>Only if the trump wins</source>
        <translation>Kun hvis trumfen vinder</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="163"/>
        <source>Queen or king</source>
        <translation>Dame eller konge</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="164"/>
        <source>Queen only</source>
        <translation>Kun dame</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="167"/>
        <source>To tens, half down (25 → 20)</source>
        <translation>Til tiere, halv ned (25 → 20)</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="168"/>
        <source>To tens, half up (25 → 30)</source>
        <translation>Til tiere, halv op (25 → 30)</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="169"/>
        <source>To fives (43 → 45)</source>
        <translation>Til femmere (43 → 45)</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="170"/>
        <source>Exact</source>
        <translation>Præcist</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="173"/>
        <source>24 cards, nine to ace</source>
        <translation>24 kort, ni til es</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="174"/>
        <source>32 cards, seven to ace</source>
        <translation>32 kort, syv til es</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="176"/>
        <source>No penalty</source>
        <translation>Ingen straf</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="178"/>
        <source>The winner of the last trick</source>
        <translation>Vinderen af sidste stik</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="179"/>
        <source>Nobody</source>
        <translation>Ingen</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="183"/>
        <source>All stay on it</source>
        <translation>Alle bliver</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="184"/>
        <source>All fall by 120</source>
        <translation>Alle falder 120</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="187"/>
        <source>Dealer sits out</source>
        <translation>Kortgiveren sidder over</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="188"/>
        <source>All play, 6 cards each</source>
        <translation>Alle spiller, 6 kort hver</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="189"/>
        <source>Two against two</source>
        <translation>To mod to</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="192"/>
        <source>Aces and marriages in the musik</source>
        <translation>Esser og ægtepar i talonen</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="193"/>
        <source>Points in the musik</source>
        <translation>Point i talonen</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="181"/>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="194"/>
        <source>Nothing</source>
        <translation>Intet</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="56"/>
        <source>Lock from a score of</source>
        <translation>Spærring fra scoren</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="57"/>
        <source>Penalty for a deal without a trick</source>
        <translation>Straf for runde uden stik</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="58"/>
        <source>Penalty from a score of</source>
        <translation>Straf fra scoren</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="80"/>
        <source>Polish: if several reach the target, the declarer wins, else the higher score.</source>
        <translation>Polsk: når flere når målet, vinder spilføreren, ellers den højeste score.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="94"/>
        <source>A Polish variant: a player&apos;s first bomb gives the opponents nothing.</source>
        <translation>En polsk variant: en spillers første bomba giver modspillerne intet.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="113"/>
        <source>With four players: the dealer sits the deal out (all traditions), all four play six cards each (Polish), or two against two (southern Poland).</source>
        <translation>Med fire: kortgiveren sidder over (alle traditioner), alle fire spiller seks kort hver (polsk), eller to mod to med makker over for hinanden (Sydpolen).</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="115"/>
        <source>With two players: most often the Polish two musiks of two; also other Polish deals and the Russian prikup of 4 or four closed cards.</source>
        <translation>Med to: oftest de polske to taloner à to; desuden andre polske måder og de russiske med talon på 4 eller med fire lukkede kort.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="116"/>
        <source>Two musiks or an open musik: the cards laid aside go to the winner of the last trick, or in a Polish variant count for nobody.</source>
        <translation>To taloner eller en åben talon: kortene lagt til side går til vinderen af sidste stik eller tæller i en polsk variant for ingen.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="117"/>
        <source>Drawing from the stock: the winner of the last trick adds this (Russian &quot;on six cards&quot;: 10).</source>
        <translation>Træk fra bunken: vinderen af sidste stik lægger dette til (russisk »på seks kort«: 10).</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="197"/>
        <source>Two musiks of 2</source>
        <translation>To taloner à 2</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="198"/>
        <source>Two musiks of 3</source>
        <translation>To taloner à 3</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="199"/>
        <source>Twelve cards, no musik</source>
        <translation>Tolv kort, ingen talon</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="200"/>
        <source>Drawing from the stock</source>
        <translation>Træk fra bunken</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="201"/>
        <source>Seven cards, open musik</source>
        <translation>Syv kort, åben talon</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="202"/>
        <source>Russian prikup of 4</source>
        <translation>Russisk, talon på 4</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="203"/>
        <source>Russian, four closed</source>
        <translation>Russisk, fire lukkede</translation>
    </message>
</context>
<context>
    <name>RulesHelpDialog</name>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="67"/>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="69"/>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="355"/>
        <source>Rules</source>
        <translation>Regler</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="101"/>
        <source>Tysiąc in brief</source>
        <translation>Tysiąc i korte træk</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="102"/>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="315"/>
        <source>House rules in force</source>
        <translation>Gældende husregler</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="109"/>
        <source>Special rules at this table</source>
        <translation>Særlige regler ved dette bord</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="156"/>
        <source>A king and queen of one suit make a marriage: {h} 100, {d} 80, {c} 60, {s} 40. When you lead a trick you may lay one of the pair and declare the marriage: its points are yours at once and its suit becomes trump. Until the first marriage there is no trump.</source>
        <translation>Konge og dame i samme farve udgør et ægtepar: {h} 100, {d} 80, {c} 60, {s} 40. Når du spiller ud, må du lægge det ene kort af parret og melde ægteparret: pointene er dine med det samme, og farven bliver trumf. Før det første ægtepar er meldt, er der ingen trumf.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="160"/>
        <source>You must follow the suit led and, if you can, beat the card that is winning the trick.</source>
        <translation>Du skal bekende farve og, hvis du kan, slå det kort, der vinder stikket.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="161"/>
        <source>You must follow the suit led.</source>
        <translation>Du skal bekende farve.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="163"/>
        <source>Without that suit you must play a trump if you hold one.</source>
        <translation>Kan du ikke bekende, skal du trumfe, hvis du har en trumf.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="164"/>
        <source>Without that suit you must play a trump only if it would win the trick.</source>
        <translation>Kan du ikke bekende, skal du kun trumfe, hvis trumfen vil vinde stikket.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="165"/>
        <source>Without that suit you may play any card.</source>
        <translation>Kan du ikke bekende, må du spille et hvilket som helst kort.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="178"/>
        <source>The player left of the dealer must open at {opening}; then each in turn raises by exactly {step}, or passes for the rest of the auction. The last one bidding becomes the declarer.</source>
        <translation>Spilleren til venstre for kortgiveren skal åbne med {opening}; derefter melder hver på skift præcis {step} højere eller melder pas for resten af auktionen. Den sidste, der melder, bliver spilfører.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="214"/>
        <source>Promising more than 120 needs a marriage in hand.</source>
        <translation>For at love mere end 120 skal man have et ægtepar på hånden.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="231"/>
        <source>The declarer counts the card points taken plus their own marriages: reaching the contract scores it, falling short by even one point loses it. Each opponent scores exactly what they took.</source>
        <translation>Spilføreren tæller kortpointene i sine stik plus sine egne ægtepar: når summen når kontrakten, lægges den til, men mangler der bare ét point, trækkes den fra. Hver modspiller får point for sine egne stik, uden afrunding.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="237"/>
        <source>Everyone scores exactly the card points they took plus their own marriages.</source>
        <translation>Alle får præcis kortpointene i deres stik plus deres egne ægtepar.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="247"/>
        <source>A marriage is declared by laying its queen.</source>
        <translation>Et ægtepar meldes ved at spille dets dame ud.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="249"/>
        <source>You may declare one only after taking a trick in the deal.</source>
        <translation>Man må først melde et, når man har taget et stik i runden.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="251"/>
        <source>No marriage may be declared before the first trick is over.</source>
        <translation>Der må ikke meldes ægtepar, før det første stik er taget.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="271"/>
        <source>Conceding: the declarer may give up before play, losing the bid while each opponent gets {points}.</source>
        <translation>Opgivelse: spilføreren kan give op før spillet og mister så buddet, mens hver modspiller får {points}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="277"/>
        <source>From {score} points on, a deal without a trick costs {penalty}.</source>
        <translation>Fra {score} point koster en runde uden stik {penalty}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="200"/>
        <source>The declarer takes the musik, gives one card face down to each opponent and names the contract, at least the winning bid.</source>
        <translation>Spilføreren tager talonen, giver ét kort med bagsiden opad til hver modspiller og melder kontrakten, mindst det vindende bud.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="189"/>
        <source>The game</source>
        <translation>Om spillet</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="190"/>
        <source>Tysiąc (Thousand) is a game of bidding and tricks, usually for three players. After every deal the points are added up, and the first player to reach {target} wins.</source>
        <translation>Tysiąc (Tusind) er et melde- og stikspil, som regel for tre spillere. Efter hver runde lægges pointene sammen, og den første, der når {target}, vinder.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="192"/>
        <source>The cards</source>
        <translation>Kortene</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="167"/>
        <source>24 cards: nine, jack, queen, king, ten and ace of each suit, ranked in that order. An ace counts 11, a ten 10, a king 4, a queen 3, a jack 2 and a nine nothing: 120 in all.</source>
        <translation>24 kort: nier, bonde, dame, konge, tier og es i hver farve, rangordnet i den rækkefølge. Et es tæller 11, en tier 10, en konge 4, en dame 3, en bonde 2 og en nier intet: 120 i alt.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="174"/>
        <source>Bidding</source>
        <translation>Budgivning</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="215"/>
        <source>Musik and contract</source>
        <translation>Talon og kontrakt</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="219"/>
        <source>Play</source>
        <translation>Spillet</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="222"/>
        <source>Marriages</source>
        <translation>Ægtepar</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="240"/>
        <source>Scoring</source>
        <translation>Pointgivning</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="228"/>
        <source>The declarer counts the card points taken plus their own marriages: reaching the contract scores it, falling short by even one point loses it. Each opponent scores what they took, rounded.</source>
        <translation>Spilføreren tæller kortpointene i sine stik plus sine egne ægtepar: når summen når kontrakten, lægges den til, men mangler der bare ét point, trækkes den fra. Hver modspiller får point for sine egne stik, afrundet.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="124"/>
        <source>Partners sit opposite each other.</source>
        <translation>Makkerne sidder over for hinanden.</translation>
    </message>
    <message numerus="yes">
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="126"/>
        <source>The dealer sits the deal out; the others get %n cards each.</source>
        <translation>
            <numerusform>Kortgiveren sidder over; de andre får %n kort hver.</numerusform>
            <numerusform>Kortgiveren sidder over; de andre får %n kort hver.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="128"/>
        <source>The whole deck is dealt: %n cards each.</source>
        <translation>
            <numerusform>Hele kortspillet gives ud: %n kort hver.</numerusform>
            <numerusform>Hele kortspillet gives ud: %n kort hver.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="130"/>
        <source>Everyone gets %n cards.</source>
        <translation>
            <numerusform>Alle får %n kort.</numerusform>
            <numerusform>Alle får %n kort.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="132"/>
        <source>There is no musik.</source>
        <translation>Der er ingen talon.</translation>
    </message>
    <message numerus="yes">
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="134"/>
        <source>The prikup is %n cards, face down.</source>
        <translation>
            <numerusform>Talonen (prikup) er %n kort med bagsiden opad.</numerusform>
            <numerusform>Talonen (prikup) er %n kort med bagsiden opad.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="136"/>
        <source>The musik is %n cards, face up.</source>
        <translation>
            <numerusform>Talonen er %n kort med billedsiden opad.</numerusform>
            <numerusform>Talonen er %n kort med billedsiden opad.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="138"/>
        <source>There are two musiks of %n cards each.</source>
        <translation>
            <numerusform>Der er to taloner med %n kort hver.</numerusform>
            <numerusform>Der er to taloner med %n kort hver.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="140"/>
        <source>The musik is %n cards, face down.</source>
        <translation>
            <numerusform>Talonen er %n kort med bagsiden opad.</numerusform>
            <numerusform>Talonen er %n kort med bagsiden opad.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="142"/>
        <source>Everyone also has %n piles on the table, a face-up card on a face-down one.</source>
        <translation>
            <numerusform>Alle har også %n bunke på bordet, et åbent kort på et lukket.</numerusform>
            <numerusform>Alle har også %n bunker på bordet, et åbent kort på et lukket.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="145"/>
        <source>The other %n cards are a stock: after each trick the winner, then the other player, draws one.</source>
        <translation>
            <numerusform>Det sidste %n kort er en bunke: efter hvert stik trækker først vinderen og så den anden et kort.</numerusform>
            <numerusform>De andre %n kort er en bunke: efter hvert stik trækker først vinderen og så den anden et kort.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="148"/>
        <source>While the stock lasts, any card may be played.</source>
        <translation>Så længe bunken varer, må ethvert kort spilles.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="170"/>
        <source>32 cards: seven, eight, nine, jack, queen, king, ten and ace of each suit, ranked in that order. An ace counts 11, a ten 10, a king 4, a queen 3, a jack 2, and a nine, eight or seven nothing: 120 in all.</source>
        <translation>32 kort: syver, otter, nier, bonde, dame, konge, tier og es i hver farve, rangordnet i den rækkefølge. Et es tæller 11, en tier 10, en konge 4, en dame 3, en bonde 2, og en nier, otter eller syver intet: 120 i alt.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="175"/>
        <source>The player left of the dealer must open at {opening}; then each in turn raises by {step} or more, or passes for the rest of the auction. The last one bidding becomes the declarer.</source>
        <translation>Spilleren til venstre for kortgiveren skal åbne med {opening}; derefter melder hver på skift {step} eller mere højere eller melder pas for resten af auktionen. Den sidste, der melder, bliver spilfører.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="182"/>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="186"/>
        <source>The deal</source>
        <translation>Kortgivningen</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="183"/>
        <source>There is no auction: the dealer&apos;s opponent is the declarer and must make {contract}.</source>
        <translation>Der er ingen auktion: kortgiverens modspiller er spilfører og skal nå {contract}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="187"/>
        <source>There is no auction and no declarer: everyone plays for their own points.</source>
        <translation>Der er hverken auktion eller spilfører: alle spiller for egne point.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="197"/>
        <source>The declarer takes the musik, gives one card face down to each of the other three players and names the contract, at least the winning bid.</source>
        <translation>Spilføreren tager talonen, giver ét kort med bagsiden opad til hver af de tre andre spillere (også makkeren) og melder kontrakten, mindst det vindende bud.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="203"/>
        <source>The declarer picks {takes} of the face-down cards, lays {n} cards aside and names the contract, at least the winning bid.</source>
        <translation>Spilføreren vælger {takes} af de lukkede kort, lægger {n} kort til side og melder kontrakten, mindst det vindende bud.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="207"/>
        <source>The declarer takes the musik, lays {n} cards aside face down and names the contract, at least the winning bid.</source>
        <translation>Spilføreren tager talonen, lægger {n} kort til side med bagsiden opad og melder kontrakten, mindst det vindende bud.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="210"/>
        <source>The declarer names the contract, at least the winning bid.</source>
        <translation>Spilføreren melder kontrakten, mindst det vindende bud.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="212"/>
        <source>Promising more than 120 needs marriages in hand.</source>
        <translation>For at love mere end 120 skal man have ægtepar på hånden.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="216"/>
        <source>The declarer leads the first trick.</source>
        <translation>Spilføreren spiller ud til første stik.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="217"/>
        <source>The player left of the dealer leads the first trick.</source>
        <translation>Spilleren til venstre for kortgiveren spiller ud til første stik.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="220"/>
        <source>{lead} {follow} {void} The highest trump takes the trick, or else the highest card of the suit led; the taker leads next.</source>
        <translation>{lead} {follow} {void} Den højeste trumf tager stikket, ellers det højeste kort i udspillets farve; den, der tager stikket, spiller ud til det næste.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="223"/>
        <source>You may also declare one “on someone”: play the king onto the queen of its suit that the player before you has just played.</source>
        <translation>Du kan også melde et ægtepar »på en anden«: læg kongen på damen i samme farve, som spilleren før dig lige har spillet.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="235"/>
        <source>Everyone scores the card points they took plus their own marriages, rounded.</source>
        <translation>Alle får kortpointene i deres stik plus deres egne ægtepar, afrundet.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="239"/>
        <source>Partners count their points and their score together.</source>
        <translation>Makkerne lægger deres point sammen og har en fælles stilling.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="264"/>
        <source>Bomb: instead of playing, the declarer may give the deal up: nothing for the declarer, half the winning bid for each opponent.</source>
        <translation>Bomba: i stedet for at spille kan spilføreren opgive runden: intet til spilføreren, halvdelen af det vindende bud til hver modspiller.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="267"/>
        <source>Bomb: instead of playing, the declarer may give the deal up: nothing for the declarer, {points} for each opponent.</source>
        <translation>Bomba: i stedet for at spille kan spilføreren opgive runden: intet til spilføreren, {points} til hver modspiller.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="274"/>
        <source>Lock at {score}: from {score} points on, a player scores only as the declarer.</source>
        <translation>Spærring ved {score}: fra {score} point får en spiller kun point som spilfører.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="280"/>
        <source>Only the declarer may finish the game; an opponent stops short of the target.</source>
        <translation>Kun spilføreren kan afslutte spillet; en modspiller stopper lige under målet.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="282"/>
        <source>Exact finish: a deal that would take you past the target scores nothing.</source>
        <translation>Præcist mål: en runde, der ville bringe dig over målet, giver intet.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="284"/>
        <source>Barrel: whoever reaches {barrel} stays there and has {n} deals to win as the declarer; otherwise the score falls by 120.</source>
        <translation>Tønde: den, der når {barrel}, sidder fast der og har {n} forsøg på at vinde som spilfører; ellers falder scoren med 120.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="288"/>
        <source>On the barrel the declarer must announce enough to finish the game.</source>
        <translation>På tønden skal spilføreren melde nok til at afslutte spillet.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="290"/>
        <source>Bolts: taking no trick in a deal is a bolt; every third bolt costs 120.</source>
        <translation>Bolte: at tage intet stik i en runde giver en bolt; hver tredje bolt koster 120.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="292"/>
        <source>555: a score of exactly 555 goes back to 0.</source>
        <translation>555: en score på præcis 555 går tilbage til 0.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="294"/>
        <source>Dark bid: the first bidder may bid 120 without looking; the deal then counts double.</source>
        <translation>Blindt bud: forhånd må melde 120 uden at se kortene; runden tæller så dobbelt.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="297"/>
        <source>Golden round: in the first round everyone in turn must play 120, and it counts double.</source>
        <translation>Den gyldne runde: i første omgang skal alle på skift spille 120, og de runder tæller dobbelt.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="300"/>
        <source>Four nines without a marriage: the holder may ask for a new deal.</source>
        <translation>Fire niere uden ægtepar: den, der har dem, må bede om at få givet om.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="302"/>
        <source>Four nines: whoever holds all four scores 120.</source>
        <translation>Fire niere: den, der har alle fire, får 120 point.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="304"/>
        <source>The cards laid aside count for nobody.</source>
        <translation>Kortene lagt til side tæller for ingen.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="306"/>
        <source>The winner of the last trick adds {points}.</source>
        <translation>Vinderen af sidste stik lægger {points} til.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="320"/>
        <source>Preset: {preset}, unchanged.</source>
        <translation>Variant: {preset}, uden ændringer.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="322"/>
        <source>Preset: {preset}, with one change, marked below.</source>
        <translation>Variant: {preset}; én ændring, markeret nedenfor.</translation>
    </message>
    <message numerus="yes">
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="324"/>
        <source>Preset: {preset}, with %n changes, marked below.</source>
        <translation>
            <numerusform>Variant: {preset}; %n ændring, markeret nedenfor.</numerusform>
            <numerusform>Variant: {preset}; %n ændringer, markeret nedenfor.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="326"/>
        <source>The small grey code after each option is its key and value in saved games.</source>
        <translation>Den lille grå kode efter hver indstilling er dens nøgle og værdi i gemte spil.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="347"/>
        <source>changed; the preset has {value}</source>
        <translation>ændret; varianten har {value}</translation>
    </message>
</context>
<context>
    <name>ScoreChart</name>
    <message>
        <location filename="../tysiac_desktop/dialogs/score_chart.py" line="54"/>
        <location filename="../tysiac_desktop/dialogs/score_chart.py" line="85"/>
        <source>No finished deals yet</source>
        <translation>Ingen færdigspillede runder endnu</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/score_chart.py" line="79"/>
        <source>Score chart</source>
        <translation>Pointkurve</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/score_chart.py" line="242"/>
        <source>{name}: {score}</source>
        <translation>{name}: {score}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/score_chart.py" line="164"/>
        <source>Deal</source>
        <translation>Runde</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/score_chart.py" line="204"/>
        <source>Target {value}</source>
        <translation>Mål: {value}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/score_chart.py" line="246"/>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/score_chart.py" line="246"/>
        <source>After deal {number}</source>
        <translation>Efter runde {number}</translation>
    </message>
</context>
<context>
    <name>ScoreSheet</name>
    <message>
        <location filename="../tysiac_desktop/dialogs/score_sheet.py" line="94"/>
        <location filename="../tysiac_desktop/dialogs/score_sheet.py" line="96"/>
        <source>Score sheet</source>
        <translation>Pointtavle</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/score_sheet.py" line="95"/>
        <source>Totals</source>
        <translation>I alt</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/score_sheet.py" line="99"/>
        <source>✓ made · ✗ failed · ✹ bomb · ⊘ bolt (no trick) · ⛁ barrel (attempt) · ↺ 555 reset · small numbers: the deal&apos;s change</source>
        <translation>✓ klaret · ✗ bet · ✹ bomba · ⊘ bolt (intet stik) · ⛁ tønde (forsøg) · ↺ 555 nulstillet · små tal: rundens ændring</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/score_sheet.py" line="103"/>
        <source>Grey scores: the dealer sat that deal out.</source>
        <translation>Grå point: kortgiveren sad over i den runde.</translation>
    </message>
</context>
<context>
    <name>ScoreSheetDialog</name>
    <message>
        <location filename="../tysiac_desktop/dialogs/score_sheet.py" line="168"/>
        <source>Score sheet</source>
        <translation>Pointtavle</translation>
    </message>
</context>
<context>
    <name>Seats</name>
    <message>
        <location filename="../tysiac_desktop/wording/words.py" line="156"/>
        <source>Human</source>
        <translation>Menneske</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/words.py" line="156"/>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
</context>
<context>
    <name>SheetModel</name>
    <message>
        <location filename="../tysiac_desktop/dialogs/sheet_model.py" line="26"/>
        <source>You dealt and sat this deal out.</source>
        <translation>Du gav og sad over i denne runde.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/sheet_model.py" line="29"/>
        <source>{cell}, made</source>
        <translation>{cell}, klaret</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/sheet_model.py" line="30"/>
        <source>{cell}, failed</source>
        <translation>{cell}, bet</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/sheet_model.py" line="31"/>
        <source>{cell}, conceded</source>
        <translation>{cell}, opgivet</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/sheet_model.py" line="32"/>
        <source>{cell}, bomb</source>
        <translation>{cell}, bomba</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/sheet_model.py" line="83"/>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/sheet_model.py" line="85"/>
        <source>Contract</source>
        <translation>Kontrakt</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/sheet_model.py" line="89"/>
        <source>{name}
from {score}</source>
        <translation>{name}
fra {score}</translation>
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
        <translation>I alt</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/sheet_model.py" line="139"/>
        <source>redealt</source>
        <translation>givet om</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/sheet_model.py" line="141"/>
        <source>no contract</source>
        <translation>ingen kontrakt</translation>
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
        <translation>{name} gav og sad over i denne runde.</translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <location filename="../tysiac_desktop/side_panel.py" line="119"/>
        <source>Scores</source>
        <translation>Stilling</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/side_panel.py" line="120"/>
        <source>This deal</source>
        <translation>Denne runde</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/side_panel.py" line="121"/>
        <source>Taken so far</source>
        <translation>Taget indtil nu</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/side_panel.py" line="122"/>
        <location filename="../tysiac_desktop/side_panel.py" line="123"/>
        <source>What happened</source>
        <translation>Forløb</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/side_panel.py" line="124"/>
        <source>Dealer</source>
        <translation>Kortgiver</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/side_panel.py" line="124"/>
        <location filename="../tysiac_desktop/side_panel.py" line="153"/>
        <source>Bid</source>
        <translation>Bud</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/side_panel.py" line="124"/>
        <source>Declarer</source>
        <translation>Spilfører</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/side_panel.py" line="125"/>
        <source>Trump</source>
        <translation>Trumf</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/side_panel.py" line="125"/>
        <source>Turn</source>
        <translation>Tur</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/side_panel.py" line="127"/>
        <source>Show the rules in force</source>
        <translation>Vis de gældende regler</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/side_panel.py" line="139"/>
        <source>“%1” (%2)</source>
        <translation>»%1« (%2)</translation>
    </message>
    <message numerus="yes">
        <location filename="../tysiac_desktop/side_panel.py" line="140"/>
        <source>Rules: %1, changed: %n</source>
        <translation>
            <numerusform>Regler: %1, ændret: %n</numerusform>
            <numerusform>Regler: %1, ændret: %n</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/side_panel.py" line="140"/>
        <source>Rules: %1</source>
        <translation>Regler: %1</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/side_panel.py" line="153"/>
        <source>Contract</source>
        <translation>Kontrakt</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/side_panel.py" line="165"/>
        <source>none yet</source>
        <translation>ingen endnu</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/side_panel.py" line="166"/>
        <source>%1 is thinking…</source>
        <translation>%1 tænker…</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/side_panel.py" line="190"/>
        <source>%1 of %2</source>
        <translation>%1 af %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../tysiac_desktop/side_panel.py" line="192"/>
        <source>%1 in %n tricks</source>
        <translation>
            <numerusform>%1 i %n stik</numerusform>
            <numerusform>%1 i %n stik</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SingleInstance</name>
    <message>
        <location filename="../tysiac_desktop/single_instance.py" line="215"/>
        <source>Tysiąc is already open. Only one window can play at a time, so that your saved game and statistics stay whole; please switch to the window that is open.</source>
        <translation>Tysiąc er allerede åbent. Der kan kun spilles i ét vindue ad gangen, så dit gemte spil og din statistik forbliver hele; skift til det vindue, der er åbent.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/single_instance.py" line="241"/>
        <source>Tysiąc cannot lock its data folder {folder}, so it plays without the lock: please do not start it a second time while this window is open.</source>
        <translation>Tysiąc kan ikke låse sin datamappe {folder}, så spillet kører uden lås: start det ikke en gang til, mens dette vindue er åbent.</translation>
    </message>
</context>
<context>
    <name>SpokenCards</name>
    <message>
        <location filename="../tysiac_desktop/wording/cards.py" line="58"/>
        <location filename="../tysiac_desktop/wording/cards.py" line="62"/>
        <source>seven</source>
        <translation>syv</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/cards.py" line="58"/>
        <location filename="../tysiac_desktop/wording/cards.py" line="62"/>
        <source>eight</source>
        <translation>otte</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/cards.py" line="59"/>
        <location filename="../tysiac_desktop/wording/cards.py" line="63"/>
        <source>nine</source>
        <translation>ni</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/cards.py" line="59"/>
        <source>jack</source>
        <translation>bonde</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/cards.py" line="60"/>
        <source>queen</source>
        <translation>dame</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/cards.py" line="60"/>
        <location filename="../tysiac_desktop/wording/cards.py" line="64"/>
        <source>king</source>
        <translation>konge</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/cards.py" line="61"/>
        <location filename="../tysiac_desktop/wording/cards.py" line="65"/>
        <source>ten</source>
        <translation>ti</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/cards.py" line="61"/>
        <source>ace</source>
        <translation>es</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/cards.py" line="63"/>
        <source>unter</source>
        <translation>under</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/cards.py" line="64"/>
        <source>ober</source>
        <translation>over</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/cards.py" line="65"/>
        <source>deuce</source>
        <translation>daus</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/cards.py" line="66"/>
        <source>hearts</source>
        <translation>hjerter</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/cards.py" line="66"/>
        <source>diamonds</source>
        <translation>ruder</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/cards.py" line="67"/>
        <source>clubs</source>
        <translation>klør</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/cards.py" line="67"/>
        <source>spades</source>
        <translation>spar</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/cards.py" line="68"/>
        <source>hearts (German suit)</source>
        <translation>hjerter</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/cards.py" line="69"/>
        <source>bells</source>
        <translation>bjælder</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/cards.py" line="69"/>
        <source>acorns</source>
        <translation>agern</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/cards.py" line="70"/>
        <source>leaves</source>
        <translation>blade</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/cards.py" line="71"/>
        <source>{rank} of {suit}</source>
        <translation>{suit} {rank}</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="76"/>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="83"/>
        <source>Games of:</source>
        <translation>Spil:</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="95"/>
        <source>Summary</source>
        <translation>Oversigt</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="97"/>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="346"/>
        <source>Games</source>
        <translation>Spil</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="101"/>
        <source>Export CSV…</source>
        <translation>Eksportér CSV…</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="102"/>
        <source>Save every deal of every game as a table for a spreadsheet</source>
        <translation>Gem alle runder fra alle spil som en tabel til et regneark</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="133"/>
        <source>all modes</source>
        <translation>alle varianter</translation>
    </message>
    <message numerus="yes">
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="137"/>
        <source>%1 (%n games)</source>
        <translation>
            <numerusform>%1 (%n spil)</numerusform>
            <numerusform>%1 (%n spil)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="169"/>
        <source>No finished deals yet</source>
        <translation>Ingen færdigspillede runder endnu</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="174"/>
        <source>Play a deal and your results will appear here: games and deals won, contracts made, and how you fare against each computer level.</source>
        <translation>Spil en runde, så vises dine resultater her: vundne spil og runder, klarede kontrakter, og hvordan du klarer dig mod hvert computerniveau.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="194"/>
        <source>Figures for the human players at the table; computer players are compared by level below.</source>
        <translation>Tallene gælder de menneskelige spillere ved bordet; computerspillerne sammenlignes efter niveau nedenfor.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="252"/>
        <source>{value}%</source>
        <translation>{value}&#xa0;%</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="256"/>
        <source>Overview</source>
        <translation>Overblik</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="258"/>
        <source>Games played</source>
        <translation>Spillede spil</translation>
    </message>
    <message numerus="yes">
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="258"/>
        <source>%Ln finished</source>
        <translation>
            <numerusform>%Ln færdigspillet</numerusform>
            <numerusform>%Ln færdigspillede</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="259"/>
        <source>Games won</source>
        <translation>Vundne spil</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="260"/>
        <source>{percent} of finished games</source>
        <translation>{percent} af de færdigspillede spil</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="262"/>
        <source>Deals played</source>
        <translation>Spillede runder</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="262"/>
        <source>redeals not counted</source>
        <translation>runder, der blev givet om, tælles ikke med</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="263"/>
        <source>Deals won</source>
        <translation>Vundne runder</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="264"/>
        <source>you declared the contract and made it ({percent} of the deals you declared)</source>
        <translation>du meldte kontrakten og klarede den ({percent} af dine kontrakter)</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="266"/>
        <source>Average score per deal</source>
        <translation>Gennemsnit pr. runde</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="280"/>
        <source>Your contracts by value</source>
        <translation>Dine kontrakter efter værdi</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="281"/>
        <source>Contract</source>
        <translation>Kontrakt</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="281"/>
        <source>Played</source>
        <translation>Spillede</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="281"/>
        <source>Made</source>
        <translation>Klarede</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="281"/>
        <source>Made %</source>
        <translation>% klarede</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="288"/>
        <source>{low} and more</source>
        <translation>{low} og derover</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="298"/>
        <source>All contracts</source>
        <translation>Alle kontrakter</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="309"/>
        <source>Against the computer</source>
        <translation>Mod computeren</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="310"/>
        <source>Level</source>
        <translation>Niveau</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="310"/>
        <source>Games against it</source>
        <translation>Spil imod den</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="310"/>
        <source>Won by you</source>
        <translation>Vundet af dig</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="311"/>
        <source>Its contracts made</source>
        <translation>Dens klarede kontrakter</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="311"/>
        <source>Its average per deal</source>
        <translation>Dens gennemsnit pr. runde</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="319"/>
        <source>{wins} ({percent})</source>
        <translation>{wins} ({percent})</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="322"/>
        <source>{made} of {played} ({percent})</source>
        <translation>{made} af {played} ({percent})</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="352"/>
        <source>Date</source>
        <translation>Dato</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="352"/>
        <source>Rules</source>
        <translation>Regler</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="352"/>
        <source>Players and scores</source>
        <translation>Spillere og point</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="353"/>
        <source>Deals</source>
        <translation>Runder</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="353"/>
        <source>Result</source>
        <translation>Resultat</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="361"/>
        <source>No games recorded yet.</source>
        <translation>Ingen spil gemt endnu.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="369"/>
        <source>Choose a game to see how its scores went.</source>
        <translation>Vælg et spil for at se, hvordan stillingen udviklede sig.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="418"/>
        <source>{name}: computer ({level})</source>
        <translation>{name}: computer ({level})</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="419"/>
        <source>unknown level</source>
        <translation>ukendt niveau</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="421"/>
        <source>{name}: human</source>
        <translation>{name}: menneske</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="427"/>
        <source>In progress</source>
        <translation>I gang</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="427"/>
        <source>Not finished</source>
        <translation>Ikke færdigspillet</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="429"/>
        <source>Draw</source>
        <translation>Uafgjort</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="434"/>
        <source>{name} won</source>
        <translation>{name} vandt</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="435"/>
        <source>Finished</source>
        <translation>Færdigspillet</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="440"/>
        <source>{date} (this game)</source>
        <translation>{date} (dette spil)</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="443"/>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="468"/>
        <source>This game</source>
        <translation>Dette spil</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="477"/>
        <source>Game of {date}</source>
        <translation>Spil fra {date}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="495"/>
        <source>Export statistics</source>
        <translation>Eksportér statistik</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="496"/>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>CSV-filer (*.csv);;Alle filer (*)</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="502"/>
        <source>Export CSV</source>
        <translation>Eksport til CSV</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="503"/>
        <source>The statistics could not be saved to {path}: {reason}</source>
        <translation>Statistikken kunne ikke gemmes i {path}: {reason}</translation>
    </message>
</context>
<context>
    <name>Suits</name>
    <message>
        <location filename="../tysiac_desktop/wording/words.py" line="90"/>
        <source>hearts</source>
        <translation>hjerter</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/words.py" line="90"/>
        <source>diamonds</source>
        <translation>ruder</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/words.py" line="91"/>
        <source>clubs</source>
        <translation>klør</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/words.py" line="91"/>
        <source>spades</source>
        <translation>spar</translation>
    </message>
</context>
<context>
    <name>Teams</name>
    <message>
        <location filename="../tysiac_desktop/dialogs/deal_summary.py" line="198"/>
        <location filename="../tysiac_desktop/wording/words.py" line="142"/>
        <source>%1 &amp; %2</source>
        <translation>%1 og %2</translation>
    </message>
</context>
<context>
    <name>Waiting</name>
    <message>
        <location filename="../tysiac_desktop/wording/waiting.py" line="17"/>
        <source>{name} is bidding</source>
        <translation>{name} byder</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/waiting.py" line="18"/>
        <source>{name} is taking the musik</source>
        <translation>{name} tager talonen</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/waiting.py" line="19"/>
        <source>{name} is choosing the contract</source>
        <translation>{name} melder kontrakten</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/waiting.py" line="20"/>
        <source>{name} is playing</source>
        <translation>{name} spiller</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/waiting.py" line="33"/>
        <source>Connecting to the table…</source>
        <translation>Forbinder til bordet…</translation>
    </message>
</context>
</TS>
