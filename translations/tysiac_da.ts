<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="da">
<context>
    <name>ActionBar</name>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="45"/>
        <source>Hint</source>
        <translation>Tip</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="100"/>
        <source>Your hand is weak: you may ask for a new deal.</source>
        <translation>Din hånd er svag: du kan bede om at få givet om.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="101"/>
        <source>Redeal</source>
        <translation>Giv om</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="102"/>
        <source>Keep my cards</source>
        <translation>Behold kortene</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="106"/>
        <source>You open the auction.</source>
        <translation>Du åbner auktionen.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="108"/>
        <location filename="../tysiac_desktop/action_bar.py" line="116"/>
        <source>Bid %1</source>
        <translation>Meld %1</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="110"/>
        <source>Dark 120 (blind)</source>
        <translation>120 i blinde</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="112"/>
        <source>Highest bid: &lt;b&gt;%1&lt;/b&gt;. Raise or pass?</source>
        <translation>Højeste melding: &lt;b&gt;%1&lt;/b&gt;. Meld højere eller pas?</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="114"/>
        <source>Pass</source>
        <translation>Pas</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="118"/>
        <source>Bid</source>
        <translation>Meld</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="122"/>
        <source>You won the auction. Take the musik.</source>
        <translation>Du vandt auktionen. Tag talonen.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="124"/>
        <source>Take the musik</source>
        <translation>Tag talonen</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="127"/>
        <source>Take musik %1</source>
        <translation>Tag talon %1</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="130"/>
        <source>Lay two cards aside: drag them to the table or click them.</source>
        <translation>Læg to kort fra: træk dem ind på bordet, eller klik på dem.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="132"/>
        <source>Give one card to each opponent: drag it onto their name, or click a card.</source>
        <translation>Giv ét kort til hver modspiller: træk det hen på navnet, eller klik på et kort.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="135"/>
        <source>Redeal (poor musik)</source>
        <translation>Giv om (svag talon)</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="138"/>
        <source>Announce your contract (at least %1).</source>
        <translation>Meld din kontrakt (mindst %1).</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="140"/>
        <source>Play %1</source>
        <translation>Spil %1</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="142"/>
        <source>Play</source>
        <translation>Spil</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="144"/>
        <source>Bomb</source>
        <translation>Bomba</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="146"/>
        <source>Concede</source>
        <translation>Giv op</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="148"/>
        <source>Your turn: play a card (drag it to the table or double-click).</source>
        <translation>Din tur: spil et kort (træk det ind på bordet, eller dobbeltklik).</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="150"/>
        <source>Claim the rest</source>
        <translation>Tag resten</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="157"/>
        <source>Declare the marriage? %1 becomes trump.</source>
        <translation>Meld ægteparret? %1 bliver trumf.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="158"/>
        <source>Meld +%1</source>
        <translation>Meld +%1</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="159"/>
        <source>Just play %1</source>
        <translation>Spil bare %1</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="160"/>
        <source>Cancel</source>
        <translation>Annuller</translation>
    </message>
</context>
<context>
    <name>DealReasons</name>
    <message>
        <location filename="../tysiac_desktop/dialogs/reasons.py" line="21"/>
        <source>The cards were redealt; no score changes.</source>
        <translation>Kortene blev givet om; ingen ændring i pointene.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/reasons.py" line="22"/>
        <source>{name} asked for a redeal; no score changes.</source>
        <translation>{name} bad om at få givet om; ingen ændring i pointene.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/reasons.py" line="23"/>
        <source>{name} bombed the contract of {bid}: no play, the declarer scores nothing and each opponent gets {each}.</source>
        <translation>{name} meldte bomba på kontrakten {bid}: intet spil, spilføreren får intet, og hver modspiller får {each}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/reasons.py" line="25"/>
        <source>{name} bombed the contract of {bid}: no play, and as the first bomb is free, nobody scores.</source>
        <translation>{name} meldte bomba på kontrakten {bid}: intet spil, og da den første bomba er gratis, får ingen point.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/reasons.py" line="27"/>
        <source>{name} conceded the contract of {bid}: {loss} for {name}, {gain} for each opponent.</source>
        <translation>{name} gav kontrakten {bid} op: {loss} til {name}, {gain} til hver modspiller.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/reasons.py" line="29"/>
        <source>{name} played in the dark (musik unseen): every score of this deal counts double (×2).</source>
        <translation>{name} spillede i blinde (talonen usét): alle point i denne runde tæller dobbelt (×2).</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/reasons.py" line="31"/>
        <source>Golden round: every score of this deal counts double (×2).</source>
        <translation>Gylden runde: alle point i denne runde tæller dobbelt (×2).</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/reasons.py" line="32"/>
        <source>{name} laid the cards down and took all the remaining tricks.</source>
        <translation>{name} lagde kortene ned og tog alle de resterende stik.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/reasons.py" line="33"/>
        <source>{name}: {raw} rounded to {rounded}.</source>
        <translation>{name}: {raw} rundet til {rounded}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/reasons.py" line="34"/>
        <source>{name} held all four nines: {change}.</source>
        <translation>{name} havde alle fire nier: {change}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/reasons.py" line="35"/>
        <source>{name} sat out as the dealer: {value} from the musik.</source>
        <translation>{name} sad over som kortgiver: {value} fra talonen.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/reasons.py" line="36"/>
        <source>{name}: with 800 or more, points count only as the declarer (800 lock).</source>
        <translation>{name}: med 800 eller mere tæller point kun som spilfører (800-spærring).</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/reasons.py" line="38"/>
        <source>{name} would have passed {target}: nothing counts this deal (exact target).</source>
        <translation>{name} ville være kommet over {target}: intet tæller i denne runde (præcist mål).</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/reasons.py" line="40"/>
        <source>{name} would have passed the target: nothing counts this deal (exact target).</source>
        <translation>{name} ville være kommet over målet: intet tæller i denne runde (præcist mål).</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/reasons.py" line="42"/>
        <source>{name}: stopped at {value}, as only the declarer may reach the target.</source>
        <translation>{name}: stoppet ved {value}, da kun spilføreren må nå målet.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/reasons.py" line="44"/>
        <source>{name}: nothing this deal, as only the declarer may reach the target.</source>
        <translation>{name}: intet i denne runde, da kun spilføreren må nå målet.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/reasons.py" line="46"/>
        <source>{name} reached the barrel at {barrel}.</source>
        <translation>{name} nåede tønden ved {barrel}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/reasons.py" line="47"/>
        <source>{name} reached the barrel.</source>
        <translation>{name} nåede tønden.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/reasons.py" line="48"/>
        <source>{name}: on the barrel, attempt {value} of {attempts} used.</source>
        <translation>{name}: på tønden, forsøg {value} af {attempts} brugt.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/reasons.py" line="50"/>
        <source>{name}: on the barrel, attempt {value} used.</source>
        <translation>{name}: på tønden, forsøg {value} brugt.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/reasons.py" line="51"/>
        <source>{name} used up the barrel attempts and fell to {value}.</source>
        <translation>{name} brugte sine forsøg på tønden og faldt til {value}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/reasons.py" line="52"/>
        <source>{name} made the contract from the barrel.</source>
        <translation>{name} klarede kontrakten fra tønden.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/reasons.py" line="53"/>
        <source>{name} failed the contract and came off the barrel at {value}.</source>
        <translation>{name} gik bet med kontrakten og røg ned fra tønden til {value}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/reasons.py" line="55"/>
        <source>Several players reached the barrel together: {name} fell to {value}.</source>
        <translation>Flere spillere nåede tønden samtidig: {name} faldt til {value}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/reasons.py" line="57"/>
        <source>{name} took no trick with 800 or more: {change}.</source>
        <translation>{name} tog intet stik med 800 eller mere: {change}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/reasons.py" line="58"/>
        <source>{name} took no trick: bolt {value}.</source>
        <translation>{name} tog intet stik: bolt nr. {value}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/reasons.py" line="59"/>
        <source>{name}: third bolt, {change}.</source>
        <translation>{name}: tredje bolt, {change}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/reasons.py" line="60"/>
        <source>{name} landed on exactly 555: back to 0.</source>
        <translation>{name} landede på præcis 555: tilbage til 0.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/reasons.py" line="61"/>
        <source>Nobody made a contract in the golden round: every score goes back to 0.</source>
        <translation>Ingen klarede en kontrakt i den gyldne runde: alle point går tilbage til 0.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/reasons.py" line="63"/>
        <source>{name} won the game!</source>
        <translation>{name} vandt spillet!</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/reasons.py" line="64"/>
        <source>The game ended in a draw.</source>
        <translation>Spillet endte uafgjort.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/reasons.py" line="65"/>
        <source>Scoring rule applied: {kind}.</source>
        <translation>Anvendt pointregel: {kind}.</translation>
    </message>
</context>
<context>
    <name>DealSummaryDialog</name>
    <message>
        <location filename="../tysiac_desktop/dialogs/deal_summary.py" line="27"/>
        <source>Deal summary</source>
        <translation>Rundeoversigt</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/deal_summary.py" line="61"/>
        <source>Next deal</source>
        <translation>Næste runde</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/deal_summary.py" line="64"/>
        <source>Continue</source>
        <translation>Fortsæt</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/deal_summary.py" line="80"/>
        <source>The cards were redealt</source>
        <translation>Kortene blev givet om</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/deal_summary.py" line="82"/>
        <source>{name} bombed at {bid}</source>
        <translation>{name} meldte bomba ved {bid}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/deal_summary.py" line="84"/>
        <source>{name} conceded {contract}</source>
        <translation>{name} gav {contract} op</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/deal_summary.py" line="86"/>
        <source>{name} played {contract}</source>
        <translation>{name} spillede {contract}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/deal_summary.py" line="89"/>
        <source>Deal {number}: {what}</source>
        <translation>Runde {number}: {what}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/deal_summary.py" line="96"/>
        <source>Winning bid {bid}.</source>
        <translation>Vindende melding {bid}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/deal_summary.py" line="98"/>
        <source>Bid {bid} in the dark; contract {contract}.</source>
        <translation>Meldte {bid} i blinde; kontrakt {contract}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/deal_summary.py" line="100"/>
        <source>Winning bid {bid}; contract {contract}.</source>
        <translation>Vindende melding {bid}; kontrakt {contract}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/deal_summary.py" line="106"/>
        <source>The cards were redealt.</source>
        <translation>Kortene blev givet om.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/deal_summary.py" line="108"/>
        <source>No cards were played: the declarer bombed the contract.</source>
        <translation>Der blev ikke spillet: spilføreren meldte bomba.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/deal_summary.py" line="110"/>
        <source>No cards were played: the declarer conceded.</source>
        <translation>Der blev ikke spillet: spilføreren gav op.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/deal_summary.py" line="117"/>
        <source>✓ Made: {cards} in cards + {melds} in marriages = {total} of {contract}.</source>
        <translation>✓ Klaret: {cards} i kort + {melds} i ægtepar = {total} af {contract}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/deal_summary.py" line="119"/>
        <source>✗ Failed: {cards} in cards + {melds} in marriages = {total} of {contract}.</source>
        <translation>✗ Bet: {cards} i kort + {melds} i ægtepar = {total} af {contract}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/deal_summary.py" line="121"/>
        <source>✓ Made: {total} in cards of {contract}.</source>
        <translation>✓ Klaret: {total} i kort af {contract}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/deal_summary.py" line="122"/>
        <source>✗ Failed: {total} in cards of {contract}.</source>
        <translation>✗ Bet: {total} i kort af {contract}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/deal_summary.py" line="150"/>
        <source>Player</source>
        <translation>Spiller</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/deal_summary.py" line="150"/>
        <source>Cards</source>
        <translation>Kort</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/deal_summary.py" line="150"/>
        <source>Marriages</source>
        <translation>Ægtepar</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/deal_summary.py" line="150"/>
        <source>Base</source>
        <translation>Grundpoint</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/deal_summary.py" line="151"/>
        <source>Change</source>
        <translation>Ændring</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/deal_summary.py" line="151"/>
        <source>Score</source>
        <translation>Stilling</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/deal_summary.py" line="167"/>
        <source>declarer</source>
        <translation>spilfører</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/deal_summary.py" line="169"/>
        <source>dealer, sits out</source>
        <translation>kortgiver, sidder over</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/deal_summary.py" line="199"/>
        <source>How the deal was scored</source>
        <translation>Sådan blev runden talt op</translation>
    </message>
</context>
<context>
    <name>GameOverDialog</name>
    <message>
        <location filename="../tysiac_desktop/dialogs/game_over.py" line="30"/>
        <location filename="../tysiac_desktop/dialogs/game_over.py" line="81"/>
        <source>Game over</source>
        <translation>Spillet er slut</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/game_over.py" line="47"/>
        <source>Play again</source>
        <translation>Spil igen</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/game_over.py" line="49"/>
        <source>New game…</source>
        <translation>Nyt spil…</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/game_over.py" line="51"/>
        <source>Close</source>
        <translation>Luk</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/game_over.py" line="78"/>
        <source>{name} won!</source>
        <translation>{name} vandt!</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/game_over.py" line="80"/>
        <source>A draw!</source>
        <translation>Uafgjort!</translation>
    </message>
    <message numerus="yes">
        <location filename="../tysiac_desktop/dialogs/game_over.py" line="85"/>
        <source>with %n points</source>
        <translation>
            <numerusform>med %n point</numerusform>
            <numerusform>med %n point</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/game_over.py" line="88"/>
        <source>Level at the top: {names}</source>
        <translation>Delt førsteplads: {names}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/game_over.py" line="107"/>
        <source>{place}.</source>
        <translation>{place}.</translation>
    </message>
</context>
<context>
    <name>Hint</name>
    <message>
        <location filename="../tysiac_desktop/controller.py" line="101"/>
        <source>bid {value}</source>
        <translation>meld {value}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/controller.py" line="102"/>
        <source>pass</source>
        <translation>meld pas</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/controller.py" line="103"/>
        <source>bid blind (dark)</source>
        <translation>meld i blinde</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/controller.py" line="104"/>
        <source>ask for a redeal</source>
        <translation>bed om at få givet om</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/controller.py" line="105"/>
        <source>keep the cards</source>
        <translation>behold kortene</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/controller.py" line="106"/>
        <source>take the musik</source>
        <translation>tag talonen</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/controller.py" line="107"/>
        <source>give {card} to {seat}</source>
        <translation>giv {card} til {seat}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/controller.py" line="108"/>
        <source>lay {card} aside</source>
        <translation>læg {card} fra</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/controller.py" line="109"/>
        <source>declare {value}</source>
        <translation>meld kontrakt {value}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/controller.py" line="110"/>
        <source>bomb the deal</source>
        <translation>meld bomba</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/controller.py" line="111"/>
        <source>concede</source>
        <translation>giv op</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/controller.py" line="112"/>
        <source>play {card}</source>
        <translation>spil {card}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/controller.py" line="113"/>
        <source>lead {card} and declare the marriage</source>
        <translation>spil {card} ud og meld ægteparret</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/controller.py" line="114"/>
        <source>claim the remaining tricks</source>
        <translation>tag de resterende stik</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/controller.py" line="427"/>
        <source>{move}: contract made in {chance}% of sampled worlds</source>
        <translation>{move}: kontrakten klares i {chance} % af de simulerede fordelinger</translation>
    </message>
</context>
<context>
    <name>Levels</name>
    <message>
        <location filename="../tysiac_desktop/dialogs/common.py" line="82"/>
        <source>Easy</source>
        <translation>Let</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/common.py" line="83"/>
        <source>Medium</source>
        <translation>Middel</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/common.py" line="84"/>
        <source>Hard</source>
        <translation>Svær</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/common.py" line="85"/>
        <source>Expert</source>
        <translation>Ekspert</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="171"/>
        <source>Tysiąc</source>
        <translation>Tysiąc</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="172"/>
        <source>&amp;Game</source>
        <translation>&amp;Spil</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="173"/>
        <source>&amp;New game…</source>
        <translation>&amp;Nyt spil…</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="174"/>
        <source>&amp;Resume saved game</source>
        <translation>&amp;Fortsæt gemt spil</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="175"/>
        <source>&amp;Open record…</source>
        <translation>Å&amp;bn spilforløb…</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="176"/>
        <source>&amp;Save record…</source>
        <translation>&amp;Gem spilforløb…</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="177"/>
        <source>Score &amp;sheet</source>
        <translation>&amp;Pointtavle</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="178"/>
        <source>&amp;Quit</source>
        <translation>&amp;Afslut</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="179"/>
        <source>&amp;View</source>
        <translation>&amp;Vis</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="180"/>
        <source>Animations off</source>
        <translation>Ingen animationer</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="180"/>
        <source>Fast animations</source>
        <translation>Hurtige animationer</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="181"/>
        <source>Normal animations</source>
        <translation>Normale animationer</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="184"/>
        <source>&amp;Language</source>
        <translation>S&amp;prog</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="188"/>
        <source>&amp;Help</source>
        <translation>&amp;Hjælp</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="189"/>
        <source>&amp;Rules</source>
        <translation>&amp;Regler</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="190"/>
        <source>&amp;About Tysiąc</source>
        <translation>&amp;Om Tysiąc</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="249"/>
        <location filename="../tysiac_desktop/start.py" line="26"/>
        <source>Saved game</source>
        <translation>Gemt spil</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="252"/>
        <source>There is no unfinished game to resume.</source>
        <translation>Der er intet ufærdigt spil at fortsætte.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="258"/>
        <location filename="../tysiac_desktop/main_window.py" line="265"/>
        <source>Open game record</source>
        <translation>Åbn spilforløb</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="259"/>
        <source>Game records (*.json);;All files (*)</source>
        <translation>Spilforløb (*.json);;Alle filer (*)</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="276"/>
        <location filename="../tysiac_desktop/main_window.py" line="282"/>
        <source>Save game record</source>
        <translation>Gem spilforløb</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="277"/>
        <source>Game records (*.json)</source>
        <translation>Spilforløb (*.json)</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="300"/>
        <source>Start a new game from the Game menu.</source>
        <translation>Start et nyt spil fra menuen Spil.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="308"/>
        <source>deals, sits out</source>
        <translation>giver, sidder over</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="310"/>
        <source>plays %1</source>
        <translation>spiller %1</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="312"/>
        <source>dealer</source>
        <translation>kortgiver</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="314"/>
        <source>thinking…</source>
        <translation>tænker…</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="315"/>
        <source>Tricks: %1</source>
        <translation>Stik: %1</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="329"/>
        <source>Waiting for %1…</source>
        <translation>Venter på %1…</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="380"/>
        <source>Drop the card onto an opponent&apos;s name.</source>
        <translation>Slip kortet på en modspillers navn.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="406"/>
        <source>%1: marriage %2 +%3</source>
        <translation>%1: ægtepar %2 +%3</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="409"/>
        <source>%1 lays the cards down</source>
        <translation>%1 lægger kortene ned</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="449"/>
        <source>What could the declarer make?</source>
        <translation>Hvad kunne spilføreren tage?</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="462"/>
        <source>the contract could be made</source>
        <translation>kontrakten kunne klares</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="463"/>
        <source>no play makes the contract</source>
        <translation>intet spil klarer kontrakten</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="464"/>
        <source>With every card open, %1 could take %2 against the best defence: %3.</source>
        <translation>Med alle kort åbne kunne %1 tage %2 mod det bedste forsvar: %3.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="511"/>
        <source>About Tysiąc</source>
        <translation>Om Tysiąc</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="512"/>
        <source>&lt;h3&gt;Tysiąc&lt;/h3&gt;&lt;p&gt;The card game of a thousand points, with computer opponents and hot-seat play under Polish, Russian and Danish house rules.&lt;/p&gt;&lt;p&gt;Licence: GPL-3.0-or-later. Cards: svg-cards (LGPL-2.1).&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Tysiąc&lt;/h3&gt;&lt;p&gt;Kortspillet om tusind point, med computermodspillere og spil for flere ved samme skærm efter polske, russiske og danske husregler.&lt;/p&gt;&lt;p&gt;Licens: GPL-3.0-or-later. Kort: svg-cards (LGPL-2.1).&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="520"/>
        <location filename="../tysiac_desktop/main_window.py" line="521"/>
        <source>Hint: %1</source>
        <translation>Tip: %1</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/start.py" line="28"/>
        <source>Resume?</source>
        <translation>Fortsætte?</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/start.py" line="29"/>
        <source>You have an unfinished game. Resume it?</source>
        <translation>Du har et ufærdigt spil. Vil du fortsætte det?</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../tysiac_desktop/dialogs/new_game.py" line="28"/>
        <source>New game</source>
        <translation>Nyt spil</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/new_game.py" line="29"/>
        <location filename="../tysiac_desktop/start.py" line="16"/>
        <source>You</source>
        <translation>Du</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/new_game.py" line="29"/>
        <location filename="../tysiac_desktop/start.py" line="17"/>
        <source>Ala</source>
        <translation>Ala</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/new_game.py" line="29"/>
        <location filename="../tysiac_desktop/start.py" line="18"/>
        <source>Bolek</source>
        <translation>Bolek</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/new_game.py" line="29"/>
        <source>Cezary</source>
        <translation>Cezary</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/new_game.py" line="40"/>
        <source>Start game</source>
        <translation>Start spil</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/new_game.py" line="50"/>
        <source>Players:</source>
        <translation>Spillere:</translation>
    </message>
    <message numerus="yes">
        <location filename="../tysiac_desktop/dialogs/new_game.py" line="53"/>
        <source>%n players</source>
        <translation>
            <numerusform>%n spiller</numerusform>
            <numerusform>%n spillere</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/new_game.py" line="61"/>
        <source>Seats</source>
        <translation>Pladser</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/new_game.py" line="66"/>
        <source>Seat</source>
        <translation>Plads</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/new_game.py" line="66"/>
        <source>Name</source>
        <translation>Navn</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/new_game.py" line="66"/>
        <source>Played by</source>
        <translation>Spilles af</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/new_game.py" line="66"/>
        <source>Level</source>
        <translation>Niveau</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/new_game.py" line="89"/>
        <source>Every seat is played by the computer: you will watch the game.</source>
        <translation>Alle pladser spilles af computeren: du ser spillet som tilskuer.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/new_game.py" line="96"/>
        <source>Rules</source>
        <translation>Regler</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/new_game.py" line="133"/>
        <source>Seed:</source>
        <translation>Startværdi:</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/new_game.py" line="135"/>
        <source>random</source>
        <translation>tilfældig</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/new_game.py" line="139"/>
        <source>The same seed deals the same cards.</source>
        <translation>Samme startværdi giver de samme kort.</translation>
    </message>
    <message numerus="yes">
        <location filename="../tysiac_desktop/dialogs/new_game.py" line="174"/>
        <source>These rules cannot be played by %n players yet.</source>
        <translation>
            <numerusform>Disse regler kan endnu ikke spilles af %n spiller.</numerusform>
            <numerusform>Disse regler kan endnu ikke spilles af %n spillere.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Presets</name>
    <message>
        <location filename="../tysiac_desktop/dialogs/common.py" line="63"/>
        <source>Polish</source>
        <translation>Polsk</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/common.py" line="64"/>
        <source>Russian</source>
        <translation>Russisk</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/common.py" line="65"/>
        <source>Danish</source>
        <translation>Dansk</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/common.py" line="71"/>
        <source>The common Polish game: one bomb each, only the declarer may finish, no points for defenders from 800.</source>
        <translation>Det almindelige polske spil: én bomba hver, kun spilføreren kan gå ud, ingen point til modspillere fra 800.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/common.py" line="73"/>
        <source>Thousand to 1001: the barrel at 880, bolts for taking no trick, the declarer may concede.</source>
        <translation>Tusind til 1001: tønden ved 880, bolte for ingen stik, spilføreren kan give op.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/common.py" line="75"/>
        <source>The Danish game: the barrel at 880, the musik always shown, big bids need a marriage.</source>
        <translation>Det danske spil: tønden ved 880, talonen vises altid, store meldinger kræver et ægtepar.</translation>
    </message>
</context>
<context>
    <name>PrivacyScreen</name>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="85"/>
        <source>Pass to %1</source>
        <translation>Giv videre til %1</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="86"/>
        <source>%1: click when ready</source>
        <translation>%1: klik, når du er klar</translation>
    </message>
</context>
<context>
    <name>RulesHelpDialog</name>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="21"/>
        <source>Rules</source>
        <translation>Regler</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="40"/>
        <source>Tysiąc in brief</source>
        <translation>Tysiąc i korte træk</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="46"/>
        <source>Special rules at this table</source>
        <translation>Særlige regler ved dette bord</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="57"/>
        <source>A king and queen of one suit make a marriage: {h} 100, {d} 80, {c} 60, {s} 40. When you lead a trick you may lay one of the pair and declare the marriage: its points are yours at once and its suit becomes trump. Until the first marriage there is no trump.</source>
        <translation>Konge og dame i samme farve udgør et ægtepar: {h} 100, {d} 80, {c} 60, {s} 40. Når du spiller ud, må du lægge det ene kort af parret og melde ægteparret: pointene er dine med det samme, og farven bliver trumf. Før det første ægtepar er meldt, er der ingen trumf.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="61"/>
        <source>You must follow the suit led and, if you can, beat the card that is winning the trick.</source>
        <translation>Du skal bekende farve og, hvis du kan, slå det kort, der vinder stikket.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="62"/>
        <source>You must follow the suit led.</source>
        <translation>Du skal bekende farve.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="64"/>
        <source>Without that suit you must play a trump if you hold one.</source>
        <translation>Kan du ikke bekende, skal du trumfe, hvis du har en trumf.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="65"/>
        <source>Without that suit you must play a trump only if it would win the trick.</source>
        <translation>Kan du ikke bekende, skal du kun trumfe, hvis trumfen vil vinde stikket.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="66"/>
        <source>Without that suit you may play any card.</source>
        <translation>Kan du ikke bekende, må du spille et hvilket som helst kort.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="68"/>
        <source>The declarer takes the musik, gives one card face down to each opponent and names the contract, at least the winning bid. Promising more than 120 needs marriages in hand.</source>
        <translation>Spilføreren tager talonen, giver ét kort med bagsiden opad til hver modspiller og melder kontrakten, mindst den vindende melding. For at love mere end 120 skal man have ægtepar på hånden.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="71"/>
        <source>The declarer takes the musik, gives one card face down to each opponent and names the contract, at least the winning bid.</source>
        <translation>Spilføreren tager talonen, giver ét kort med bagsiden opad til hver modspiller og melder kontrakten, mindst den vindende melding.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="74"/>
        <source>The game</source>
        <translation>Om spillet</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="75"/>
        <source>Tysiąc (Thousand) is a game of bidding and tricks, usually for three players. After every deal the points are added up, and the first player to reach {target} wins.</source>
        <translation>Tysiąc (Tusind) er et melde- og stikspil, som regel for tre spillere. Efter hver runde lægges pointene sammen, og den første, der når {target}, vinder.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="77"/>
        <source>The cards</source>
        <translation>Kortene</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="78"/>
        <source>24 cards: nine, jack, queen, king, ten and ace of each suit, ranked in that order. An ace counts 11, a ten 10, a king 4, a queen 3, a jack 2 and a nine nothing: 120 in all.</source>
        <translation>24 kort: nier, knægt, dame, konge, tier og es i hver farve, rangordnet i den rækkefølge. Et es tæller 11, en tier 10, en konge 4, en dame 3, en knægt 2 og en nier intet: 120 i alt.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="80"/>
        <source>Bidding</source>
        <translation>Meldinger</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="81"/>
        <source>Everyone gets seven cards and three go face down as the musik (with four players the dealer sits the deal out; with two, each gets ten and there are two musiks of two). The player left of the dealer must open at {opening}; then each in turn raises by {step} or more, or passes for the rest of the auction. The last one bidding becomes the declarer.</source>
        <translation>Alle får syv kort, og tre lægges med bagsiden opad som talon (med fire spillere sidder kortgiveren over; med to får hver ti kort, og der er to taloner med to kort). Spilleren til venstre for kortgiveren skal åbne med {opening}; derefter melder hver på skift {step} eller mere højere eller melder pas for resten af auktionen. Den sidste, der melder, bliver spilfører.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="86"/>
        <source>Musik and contract</source>
        <translation>Talon og kontrakt</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="87"/>
        <source>Play</source>
        <translation>Spillet</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="88"/>
        <source>The declarer leads the first trick. {follow} {void} The highest trump takes the trick, or else the highest card of the suit led; the taker leads next.</source>
        <translation>Spilføreren spiller ud til første stik. {follow} {void} Den højeste trumf tager stikket, ellers det højeste kort i udspillets farve; den, der tager stikket, spiller ud til det næste.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="90"/>
        <source>Marriages</source>
        <translation>Ægtepar</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="91"/>
        <source>Scoring</source>
        <translation>Pointgivning</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="92"/>
        <source>The declarer counts the card points taken plus their own marriages: reaching the contract scores it, falling short by even one point loses it. Each opponent scores what they took, rounded.</source>
        <translation>Spilføreren tæller kortpointene i sine stik plus sine egne ægtepar: når totalen kontrakten, lægges den til, men mangler der bare ét point, trækkes den fra. Hver modspiller scorer det, vedkommende har taget hjem, afrundet.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="101"/>
        <source>Bomb: instead of playing, the declarer may give the deal up: nothing for the declarer, half the winning bid for each opponent.</source>
        <translation>Bomba: i stedet for at spille kan spilføreren opgive runden: intet til spilføreren, halvdelen af den vindende melding til hver modspiller.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="104"/>
        <source>Bomb: instead of playing, the declarer may give the deal up: nothing for the declarer, {points} for each opponent.</source>
        <translation>Bomba: i stedet for at spille kan spilføreren opgive runden: intet til spilføreren, {points} til hver modspiller.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="107"/>
        <source>Conceding: the declarer may give up before play, losing the bid while each opponent gets 40.</source>
        <translation>At give op: spilføreren kan give op før spillet og mister så meldingen, mens hver modspiller får 40.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="110"/>
        <source>800 lock: from 800 points on, a player scores only as the declarer.</source>
        <translation>800-spærring: fra 800 point scorer en spiller kun som spilfører.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="112"/>
        <source>Only the declarer may finish the game; an opponent stops short of the target.</source>
        <translation>Kun spilføreren kan afslutte spillet; en modspiller stopper lige under målet.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="114"/>
        <source>Exact finish: a deal that would take you past the target scores nothing.</source>
        <translation>Præcist mål: en runde, der ville bringe dig over målet, giver intet.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="116"/>
        <source>Barrel: whoever reaches {barrel} stays there and has {n} deals to win as the declarer; otherwise the score falls by 120.</source>
        <translation>Tønde: den, der når {barrel}, sidder fast der og har {n} runder til at vinde som spilfører; ellers falder scoren med 120.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="120"/>
        <source>Bolts: taking no trick in a deal is a bolt; every third bolt costs 120.</source>
        <translation>Bolte: at tage intet stik i en runde giver en bolt; hver tredje bolt koster 120.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="122"/>
        <source>555: a score of exactly 555 goes back to 0.</source>
        <translation>555: en score på præcis 555 går tilbage til 0.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="124"/>
        <source>Dark bid: the first bidder may bid 120 without looking; the deal then counts double.</source>
        <translation>Blind melding: den første byder må melde 120 uden at se kortene; runden tæller så dobbelt.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="127"/>
        <source>Golden round: in the first round everyone in turn must play 120, and it counts double.</source>
        <translation>Gylden runde: i første runde skal alle på skift spille 120, og den tæller dobbelt.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="130"/>
        <source>Four nines without a marriage: the holder may ask for a new deal.</source>
        <translation>Fire nier uden ægtepar: den, der har dem, må bede om at få givet om.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="132"/>
        <source>Four nines: whoever holds all four scores 120.</source>
        <translation>Fire nier: den, der har alle fire, scorer 120.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="139"/>
        <source>All options in force</source>
        <translation>Alle gældende indstillinger</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="141"/>
        <source>Preset: {preset}; options changed from it are marked *.</source>
        <translation>Regelsæt: {preset}; indstillinger, der afviger fra det, er markeret med *.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="144"/>
        <source>The option keys are those of the settings and game records.</source>
        <translation>Nøglerne er de samme som i indstillingerne og spilforløbene.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="150"/>
        <source>Option</source>
        <translation>Indstilling</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="150"/>
        <source>Value</source>
        <translation>Værdi</translation>
    </message>
</context>
<context>
    <name>ScoreSheet</name>
    <message>
        <location filename="../tysiac_desktop/dialogs/score_sheet.py" line="93"/>
        <source>Score sheet</source>
        <translation>Pointtavle</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/score_sheet.py" line="96"/>
        <source>✓ made · ✗ failed · ✹ bomb · ⊘ bolt (no trick) · ⛁ barrel (attempt) · ↺ 555 reset · small numbers: the deal&apos;s change</source>
        <translation>✓ klaret · ✗ bet · ✹ bomba · ⊘ bolt (intet stik) · ⛁ tønde (forsøg) · ↺ 555 nulstillet · små tal: rundens ændring</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/score_sheet.py" line="100"/>
        <source>Grey scores: the dealer sat that deal out.</source>
        <translation>Grå point: kortgiveren sad over i den runde.</translation>
    </message>
</context>
<context>
    <name>ScoreSheetDialog</name>
    <message>
        <location filename="../tysiac_desktop/dialogs/score_sheet.py" line="157"/>
        <source>Score sheet</source>
        <translation>Pointtavle</translation>
    </message>
</context>
<context>
    <name>Seats</name>
    <message>
        <location filename="../tysiac_desktop/dialogs/common.py" line="90"/>
        <source>Human</source>
        <translation>Menneske</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/common.py" line="90"/>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
</context>
<context>
    <name>SheetModel</name>
    <message>
        <location filename="../tysiac_desktop/dialogs/sheet_model.py" line="64"/>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/sheet_model.py" line="66"/>
        <source>Contract</source>
        <translation>Kontrakt</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/sheet_model.py" line="69"/>
        <source>{name}
from {score}</source>
        <translation>{name}
fra {score}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/sheet_model.py" line="90"/>
        <source>Total</source>
        <translation>I alt</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/sheet_model.py" line="98"/>
        <source>redealt</source>
        <translation>givet om</translation>
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
        <translation>{name} gav og sad over i denne runde.</translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <location filename="../tysiac_desktop/side_panel.py" line="57"/>
        <source>Scores</source>
        <translation>Stilling</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/side_panel.py" line="58"/>
        <source>This deal</source>
        <translation>Denne runde</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/side_panel.py" line="59"/>
        <source>What happened</source>
        <translation>Forløb</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/side_panel.py" line="60"/>
        <source>Dealer</source>
        <translation>Kortgiver</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/side_panel.py" line="60"/>
        <source>Bid</source>
        <translation>Melding</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/side_panel.py" line="60"/>
        <source>Declarer</source>
        <translation>Spilfører</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/side_panel.py" line="61"/>
        <source>Trump</source>
        <translation>Trumf</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/side_panel.py" line="61"/>
        <source>Turn</source>
        <translation>Tur</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/side_panel.py" line="87"/>
        <source>contract %1</source>
        <translation>kontrakt %1</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/side_panel.py" line="97"/>
        <source>none yet</source>
        <translation>ingen endnu</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/side_panel.py" line="98"/>
        <source>%1 is thinking…</source>
        <translation>%1 tænker…</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <location filename="../tysiac_desktop/text.py" line="27"/>
        <source>%1 bids %2</source>
        <translation>%1 melder %2</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/text.py" line="29"/>
        <source>%1 passes</source>
        <translation>%1 melder pas</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/text.py" line="31"/>
        <source>%1 bids 120 in the dark</source>
        <translation>%1 melder 120 i blinde</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/text.py" line="33"/>
        <source>%1 asks for a redeal</source>
        <translation>%1 beder om at få givet om</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/text.py" line="35"/>
        <source>%1 keeps the cards</source>
        <translation>%1 beholder kortene</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/text.py" line="37"/>
        <source>%1 takes the musik</source>
        <translation>%1 tager talonen</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/text.py" line="39"/>
        <source>%1 passes a card</source>
        <translation>%1 giver et kort videre</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/text.py" line="41"/>
        <source>%1 lays a card aside</source>
        <translation>%1 lægger et kort fra</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/text.py" line="43"/>
        <source>%1 plays for %2</source>
        <translation>%1 spiller for %2</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/text.py" line="45"/>
        <source>%1 bombs the deal</source>
        <translation>%1 melder bomba</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/text.py" line="47"/>
        <source>%1 concedes</source>
        <translation>%1 giver op</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/text.py" line="49"/>
        <source>%1 declares a marriage %2</source>
        <translation>%1 melder ægtepar %2</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/text.py" line="51"/>
        <source>%1 plays %2</source>
        <translation>%1 spiller %2</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/text.py" line="53"/>
        <source>%1 lays the hand down</source>
        <translation>%1 lægger kortene ned</translation>
    </message>
</context>
</TS>
