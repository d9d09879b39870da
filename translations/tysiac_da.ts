<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="da">
<context>
    <name>ActionBar</name>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="44"/>
        <source>Hint</source>
        <translation>Tip</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="99"/>
        <source>Your hand is weak: you may ask for a new deal.</source>
        <translation>Din hånd er svag: du kan bede om at få givet om.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="100"/>
        <source>Redeal</source>
        <translation>Giv om</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="101"/>
        <source>Keep my cards</source>
        <translation>Behold kortene</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="105"/>
        <source>You open the auction.</source>
        <translation>Du åbner auktionen.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="107"/>
        <location filename="../tysiac_desktop/action_bar.py" line="115"/>
        <source>Bid %1</source>
        <translation>Meld %1</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="109"/>
        <source>Dark 120 (blind)</source>
        <translation>120 i blinde</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="111"/>
        <source>Highest bid: &lt;b&gt;%1&lt;/b&gt;. Raise or pass?</source>
        <translation>Højeste melding: &lt;b&gt;%1&lt;/b&gt;. Meld højere eller pas?</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="113"/>
        <source>Pass</source>
        <translation>Pas</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="117"/>
        <source>Bid</source>
        <translation>Meld</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="121"/>
        <source>You won the auction. Take the musik.</source>
        <translation>Du vandt auktionen. Tag talonen.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="123"/>
        <source>Take the musik</source>
        <translation>Tag talonen</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="126"/>
        <source>Take musik %1</source>
        <translation>Tag talon %1</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="129"/>
        <source>Lay two cards aside: drag them to the table or click them.</source>
        <translation>Læg to kort fra: træk dem ind på bordet, eller klik på dem.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="131"/>
        <source>Give one card to each opponent: drag it onto their name, or click a card.</source>
        <translation>Giv ét kort til hver modspiller: træk det hen på navnet, eller klik på et kort.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="134"/>
        <source>Redeal (poor musik)</source>
        <translation>Giv om (svag talon)</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="137"/>
        <source>Announce your contract (at least %1).</source>
        <translation>Meld din kontrakt (mindst %1).</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="139"/>
        <source>Play %1</source>
        <translation>Spil %1</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="141"/>
        <source>Play</source>
        <translation>Spil</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="143"/>
        <source>Bomb</source>
        <translation>Bomba</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="145"/>
        <source>Concede</source>
        <translation>Giv op</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="147"/>
        <source>Your turn: play a card (drag it to the table or double-click).</source>
        <translation>Din tur: spil et kort (træk det ind på bordet, eller dobbeltklik).</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="149"/>
        <source>Claim the rest</source>
        <translation>Tag resten</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="156"/>
        <source>Declare the marriage? %1 becomes trump.</source>
        <translation>Meld ægteparret? %1 bliver trumf.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="157"/>
        <source>Meld +%1</source>
        <translation>Meld +%1</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="158"/>
        <source>Just play %1</source>
        <translation>Spil bare %1</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="159"/>
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
    <name>HouseRulesDialog</name>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="76"/>
        <source>House rules</source>
        <translation>Husregler</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="99"/>
        <source>Save</source>
        <translation>Gem</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="111"/>
        <source>Start from:</source>
        <translation>Udgangspunkt:</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="282"/>
        <source>Custom (based on %1)</source>
        <translation>Egne (baseret på: %1)</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="303"/>
        <source>Not possible: %1</source>
        <translation>Ikke muligt: %1</translation>
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
        <location filename="../tysiac_desktop/main_window.py" line="174"/>
        <source>Tysiąc</source>
        <translation>Tysiąc</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="175"/>
        <source>&amp;Game</source>
        <translation>&amp;Spil</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="176"/>
        <source>&amp;New game…</source>
        <translation>&amp;Nyt spil…</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="177"/>
        <source>&amp;Resume saved game</source>
        <translation>&amp;Fortsæt gemt spil</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="178"/>
        <source>&amp;Open record…</source>
        <translation>Å&amp;bn spilforløb…</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="179"/>
        <source>&amp;Save record…</source>
        <translation>&amp;Gem spilforløb…</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="180"/>
        <source>Score &amp;sheet</source>
        <translation>&amp;Pointtavle</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="181"/>
        <source>&amp;House rules…</source>
        <translation>&amp;Husregler…</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="182"/>
        <source>&amp;Quit</source>
        <translation>&amp;Afslut</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="183"/>
        <source>&amp;View</source>
        <translation>&amp;Vis</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="184"/>
        <source>Animations off</source>
        <translation>Ingen animationer</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="184"/>
        <source>Fast animations</source>
        <translation>Hurtige animationer</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="185"/>
        <source>Normal animations</source>
        <translation>Normale animationer</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="188"/>
        <source>&amp;Language</source>
        <translation>S&amp;prog</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="192"/>
        <source>&amp;Help</source>
        <translation>&amp;Hjælp</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="193"/>
        <source>&amp;Rules</source>
        <translation>&amp;Regler</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="194"/>
        <source>&amp;About Tysiąc</source>
        <translation>&amp;Om Tysiąc</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="254"/>
        <source>House rules</source>
        <translation>Husregler</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="267"/>
        <source>The house rules apply from the next game.</source>
        <translation>Husreglerne gælder fra næste spil.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="272"/>
        <location filename="../tysiac_desktop/start.py" line="26"/>
        <source>Saved game</source>
        <translation>Gemt spil</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="275"/>
        <source>There is no unfinished game to resume.</source>
        <translation>Der er intet ufærdigt spil at fortsætte.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="281"/>
        <location filename="../tysiac_desktop/main_window.py" line="288"/>
        <source>Open game record</source>
        <translation>Åbn spilforløb</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="282"/>
        <source>Game records (*.json);;All files (*)</source>
        <translation>Spilforløb (*.json);;Alle filer (*)</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="299"/>
        <location filename="../tysiac_desktop/main_window.py" line="305"/>
        <source>Save game record</source>
        <translation>Gem spilforløb</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="300"/>
        <source>Game records (*.json)</source>
        <translation>Spilforløb (*.json)</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="323"/>
        <source>Start a new game from the Game menu.</source>
        <translation>Start et nyt spil fra menuen Spil.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="331"/>
        <source>deals, sits out</source>
        <translation>giver, sidder over</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="333"/>
        <source>plays %1</source>
        <translation>spiller %1</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="335"/>
        <source>dealer</source>
        <translation>kortgiver</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="337"/>
        <source>thinking…</source>
        <translation>tænker…</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="338"/>
        <source>Tricks: %1</source>
        <translation>Stik: %1</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="352"/>
        <source>Waiting for %1…</source>
        <translation>Venter på %1…</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="403"/>
        <source>Drop the card onto an opponent&apos;s name.</source>
        <translation>Slip kortet på en modspillers navn.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="429"/>
        <source>%1: marriage %2 +%3</source>
        <translation>%1: ægtepar %2 +%3</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="432"/>
        <source>%1 lays the cards down</source>
        <translation>%1 lægger kortene ned</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="472"/>
        <source>What could the declarer make?</source>
        <translation>Hvad kunne spilføreren tage?</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="485"/>
        <source>the contract could be made</source>
        <translation>kontrakten kunne klares</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="486"/>
        <source>no play makes the contract</source>
        <translation>intet spil klarer kontrakten</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="487"/>
        <source>With every card open, %1 could take %2 against the best defence: %3.</source>
        <translation>Med alle kort åbne kunne %1 tage %2 mod det bedste forsvar: %3.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="534"/>
        <source>About Tysiąc</source>
        <translation>Om Tysiąc</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="535"/>
        <source>&lt;h3&gt;Tysiąc&lt;/h3&gt;&lt;p&gt;The card game of a thousand points, with computer opponents and hot-seat play under Polish, Russian and Danish house rules.&lt;/p&gt;&lt;p&gt;Licence: GPL-3.0-or-later. Cards: svg-cards (LGPL-2.1).&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Tysiąc&lt;/h3&gt;&lt;p&gt;Kortspillet om tusind point, med computermodspillere og spil for flere ved samme skærm efter polske, russiske og danske husregler.&lt;/p&gt;&lt;p&gt;Licens: GPL-3.0-or-later. Kort: svg-cards (LGPL-2.1).&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="543"/>
        <location filename="../tysiac_desktop/main_window.py" line="544"/>
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
    <name>RuleTexts</name>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="13"/>
        <source>Table and end of game</source>
        <translation>Bordet og spillets slutning</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="15"/>
        <source>Auction</source>
        <translation>Budrunde</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="17"/>
        <source>Musik and redeals</source>
        <translation>Talon og omgivning</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="19"/>
        <source>Bomb and concession</source>
        <translation>Bomba og opgivelse</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="21"/>
        <source>Play</source>
        <translation>Spillet</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="23"/>
        <source>Scoring</source>
        <translation>Pointtælling</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="25"/>
        <source>800 and barrel</source>
        <translation>800 og tønde</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="27"/>
        <source>Two and four players</source>
        <translation>To og fire spillere</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="32"/>
        <source>Players</source>
        <translation>Spillere</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="33"/>
        <source>Target score</source>
        <translation>Mål</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="34"/>
        <source>The target must be hit exactly</source>
        <translation>Målet skal rammes præcist</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="35"/>
        <source>Finishing as a defender</source>
        <translation>Afslutning som modspiller</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="36"/>
        <source>Several reach the target</source>
        <translation>Flere når målet</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="37"/>
        <source>Opening bid</source>
        <translation>Åbningsbud</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="38"/>
        <source>Bid step</source>
        <translation>Budtrin</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="39"/>
        <source>Jump bids allowed</source>
        <translation>Springbud tilladt</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="40"/>
        <source>Highest bid</source>
        <translation>Højeste bud</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="41"/>
        <source>Blind bid of 120</source>
        <translation>Blindt bud på 120</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="42"/>
        <source>Golden round</source>
        <translation>Gyldne runde</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="43"/>
        <source>Show the musik</source>
        <translation>Vis talonen</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="44"/>
        <source>Four nines</source>
        <translation>Fire niere</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="45"/>
        <source>Redeal a weak hand</source>
        <translation>Ny omgivning ved svag hånd</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="46"/>
        <source>Redeal a poor musik</source>
        <translation>Ny omgivning ved fattig talon</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="47"/>
        <source>Bombs per player</source>
        <translation>Bomber pr. spiller</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="48"/>
        <source>Bomb up to a bid of</source>
        <translation>Bomba op til bud på</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="49"/>
        <source>Bomb gives each opponent</source>
        <translation>Bomba giver hver modspiller</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="50"/>
        <source>First bomb is free</source>
        <translation>Første bomba er gratis</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="51"/>
        <source>Declarer may concede</source>
        <translation>Spilføreren kan opgive</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="52"/>
        <source>Must beat the trick</source>
        <translation>Skal stikke over</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="53"/>
        <source>Trumping when void</source>
        <translation>Trumfning ved renonce</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="54"/>
        <source>Marriage only after a trick</source>
        <translation>Ægtepar først efter et stik</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="55"/>
        <source>Marriage is declared with</source>
        <translation>Ægtepar meldes med</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="56"/>
        <source>Declarer may claim the rest</source>
        <translation>Spilføreren kan lægge kortene</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="57"/>
        <source>Defenders&apos; rounding</source>
        <translation>Modspillernes afrunding</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="58"/>
        <source>Lock at 800</source>
        <translation>Lås ved 800</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="59"/>
        <source>No trick at 800</source>
        <translation>Intet stik fra 800</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="60"/>
        <source>Barrel at</source>
        <translation>Tønde ved</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="61"/>
        <source>Attempts on the barrel</source>
        <translation>Forsøg på tønden</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="62"/>
        <source>Back to zero at fall number</source>
        <translation>Tilbage til nul ved fald nummer</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="63"/>
        <source>Several reach the barrel</source>
        <translation>Flere når tønden</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="64"/>
        <source>Bolts</source>
        <translation>Bolte</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="65"/>
        <source>555 goes back to zero</source>
        <translation>555 bliver til nul</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="66"/>
        <source>Four-player game</source>
        <translation>Spil for fire</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="67"/>
        <source>The dealer sitting out scores</source>
        <translation>Den pauserende giver får</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="68"/>
        <source>Two-player game</source>
        <translation>Spil for to</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="72"/>
        <source>Three is the main game; two and four use their own deals (see the last tab).</source>
        <translation>Tre er hovedspillet; to og fire giver på deres egen måde (sidste fane).</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="73"/>
        <source>The game is won at the end of a deal by reaching it: 1000 (Polish, Danish), 1001 (Russian).</source>
        <translation>Spillet vindes ved at nå det efter en omgang: 1000 (polsk, dansk), 1001 (russisk).</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="74"/>
        <source>Danish variant: a deal that would overshoot the target scores nothing (990 + 30 → 990).</source>
        <translation>Dansk variant: en omgang, der ville gå over målet, giver intet (990 + 30 → 990).</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="75"/>
        <source>Polish: only the declarer may cross the target, a defender stops at 990 (980 + 40 → 990).</source>
        <translation>Polsk: kun spilføreren kan gå over målet, en modspiller stopper ved 990 (980 + 40 → 990).</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="76"/>
        <source>Polish (seed 002): if several reach the target, the declarer wins, else the higher score.</source>
        <translation>Polsk (kilde 002): når flere når målet, vinder spilføreren, ellers den højeste score.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="77"/>
        <source>The forced first bid of the player left of the dealer: 100; the Russian game without a barrel opens at 40 or 50.</source>
        <translation>Det tvungne første bud fra spilleren til venstre for giveren: 100; det russiske spil uden tønde åbner med 40 eller 50.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="78"/>
        <source>Bids and contracts are multiples of it: 10 (Polish, 100 → 110), 5 (Russian, Danish, 100 → 105).</source>
        <translation>Bud og kontrakter er multipla af det: 10 (polsk, 100 → 110), 5 (russisk, dansk, 100 → 105).</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="79"/>
        <source>Off: every raise is exactly one step, 110 → 120 (Polish &quot;licytacja stopniowana&quot;).</source>
        <translation>Fra: hvert bud hæves præcis ét trin, 110 → 120 (polsk &quot;licytacja stopniowana&quot;).</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="80"/>
        <source>Polish, Russian: at most 120 plus your marriages (♥ 100 → 220); Danish: above 120 only holding a marriage.</source>
        <translation>Polsk, russisk: højst 120 plus dine ægtepar (♥ 100 → 220); dansk: over 120 kun med et ægtepar.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="81"/>
        <source>Russian: the first hand may bid 120 blind; the musik is taken unseen and all scores of the deal count double.</source>
        <translation>Russisk: første hånd må byde 120 blindt; talonen tages usét, og alle point i omgangen tæller dobbelt.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="82"/>
        <source>Russian: in the first round each player in turn must play 120 blind, scores doubled.</source>
        <translation>Russisk: i første runde skal hver spiller på skift spille 120 blindt, dobbelte point.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="83"/>
        <source>Polish, Russian: not shown when the forced 100 won unopposed; Danish: always shown.</source>
        <translation>Polsk, russisk: vises ikke, når de tvungne 100 vandt uden modbud; dansk: vises altid.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="84"/>
        <source>Polish: the holder of four nines may ask for a redeal; Russian option: they score 120.</source>
        <translation>Polsk: den med fire niere kan kræve ny omgivning; russisk mulighed: de giver 120.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="85"/>
        <source>A hand worth at most this many points and without a marriage may be redealt (Russian 12, Polish 9 to 18).</source>
        <translation>En hånd på højst så mange point og uden ægtepar kan gives om (russisk 12, polsk 9 til 18).</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="86"/>
        <source>Russian: the declarer may ask for a redeal when the musik holds at most this many points (2, 3 or 5).</source>
        <translation>Russisk: spilføreren kan kræve ny omgivning, når talonen har højst så mange point (2, 3 eller 5).</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="87"/>
        <source>Polish: a declarer may give up one deal per game without playing (a bomb); Russian: none.</source>
        <translation>Polsk: spilføreren kan én gang pr. spil opgive en omgang uden at spille (bomba); russisk: ingen.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="88"/>
        <source>Polish: a bomb only after the forced 100 won; &quot;any&quot; allows it at every bid.</source>
        <translation>Polsk: bomba kun når de tvungne 100 vandt; &quot;alle&quot; tillader den ved ethvert bud.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="89"/>
        <source>Each opponent scores this for a bomb: 60 (Polish), 40 (four players) or half the bid (210 → 110).</source>
        <translation>Hver modspiller får så meget for en bomba: 60 (polsk), 40 (fire spillere) eller halvdelen af buddet (210 → 110).</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="90"/>
        <source>Polish (seed 002): a player&apos;s first bomb gives the opponents nothing.</source>
        <translation>Polsk (kilde 002): en spillers første bomba giver modspillerne intet.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="91"/>
        <source>Russian &quot;raspisat&quot;: the declarer takes minus the bid and each opponent +40 (bid 120 → −120, +40).</source>
        <translation>Russisk &quot;raspisat&quot;: spilføreren får minus buddet og hver modspiller +40 (bud 120 → −120, +40).</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="92"/>
        <source>Polish, Danish: play a card that beats the trick so far when you can; Russian: not required.</source>
        <translation>Polsk, dansk: spil et kort, der stikker over, når du kan; russisk: ikke påkrævet.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="93"/>
        <source>Void in the led suit: Polish trumps only if the trump would win; Russian, Danish any trump.</source>
        <translation>Renonce i den udspillede farve: polsk trumf kun hvis trumfen vinder; russisk, dansk enhver trumf.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="94"/>
        <source>Russian: a marriage may be declared only after taking a trick in this deal.</source>
        <translation>Russisk: et ægtepar kan først meldes efter et taget stik i denne omgang.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="95"/>
        <source>The card led to declare a marriage: the queen or the king, or only the queen.</source>
        <translation>Kortet, der spilles ud for at melde et ægtepar: dame eller konge, eller kun dame.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="96"/>
        <source>Polish &quot;wykładanie&quot;: the declarer lays the hand down when no defence can win a trick.</source>
        <translation>Polsk &quot;wykładanie&quot;: spilføreren lægger kortene, når intet forsvar kan tage et stik.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="97"/>
        <source>Defenders&apos; points are rounded: Polish to tens (25 → 20), Russian, Danish to fives (43 → 45).</source>
        <translation>Modspillernes point afrundes: polsk til tiere (25 → 20), russisk, dansk til femmere (43 → 45).</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="98"/>
        <source>Polish: from 800 a player scores only as declarer; falling below 800 lifts it.</source>
        <translation>Polsk: fra 800 scorer en spiller kun som spilfører; fald under 800 ophæver det.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="99"/>
        <source>Polish option: a player at 800 or more loses 100 for a deal without a trick (820 → 720).</source>
        <translation>Polsk mulighed: en spiller på 800 eller mere mister 100 for en omgang uden stik (820 → 720).</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="100"/>
        <source>Russian, Danish: a score reaching it stops there (870 + 40 → 880) and can only finish as declarer.</source>
        <translation>Russisk, dansk: en score, der når den, stopper der (870 + 40 → 880) og kan kun afslutte som spilfører.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="101"/>
        <source>Deals allowed on the barrel; when they are used up the player falls 120 (880 → 760).</source>
        <translation>Omgange tilladt på tønden; når de er brugt, falder spilleren 120 (880 → 760).</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="102"/>
        <source>Russian: the third fall from the barrel sets the score to 0 instead (880 → 0).</source>
        <translation>Russisk: tredje fald fra tønden sætter scoren til 0 i stedet (880 → 0).</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="103"/>
        <source>When several reach the barrel in one deal: all stay, or all fall by 120.</source>
        <translation>Når flere når tønden i samme omgang: alle bliver, eller alle falder 120.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="104"/>
        <source>Russian: a deal without a trick is a bolt; every third bolt costs 120 (300 → 180).</source>
        <translation>Russisk: en omgang uden stik er en bolt; hver tredje bolt koster 120 (300 → 180).</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="105"/>
        <source>Russian: a score of exactly 555 after a deal becomes 0.</source>
        <translation>Russisk: en score på præcis 555 efter en omgang bliver til 0.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="106"/>
        <source>With four players: the dealer sits out the deal (all traditions); the other ways are not supported yet.</source>
        <translation>Med fire spillere: giveren sidder over (alle traditioner); de andre måder understøttes endnu ikke.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="107"/>
        <source>Polish: 50 per ace and the marriages in the musik; Russian: the musik&apos;s points; Danish: nothing.</source>
        <translation>Polsk: 50 pr. es og ægteparrene i talonen; russisk: talonens point; dansk: intet.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="108"/>
        <source>With two players: the Polish two musiks of two cards is supported; the others not yet.</source>
        <translation>Med to spillere: den polske med to taloner á to kort understøttes; de andre endnu ikke.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="111"/>
        <source>none</source>
        <translation>ingen</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="112"/>
        <source>any</source>
        <translation>alle</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="117"/>
        <source>Stop at 990</source>
        <translation>Stop ved 990</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="118"/>
        <source>Allowed</source>
        <translation>Tilladt</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="119"/>
        <source>Score nothing</source>
        <translation>Ingen point</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="122"/>
        <source>Declarer, then the higher score</source>
        <translation>Spilføreren, så højeste score</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="123"/>
        <source>The higher score</source>
        <translation>Højeste score</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="124"/>
        <source>A draw</source>
        <translation>Uafgjort</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="127"/>
        <source>120 plus held marriages</source>
        <translation>120 plus ægtepar på hånden</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="128"/>
        <source>Above 120 with any marriage</source>
        <translation>Over 120 med et ægtepar</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="129"/>
        <source>Unlimited (at own risk)</source>
        <translation>Ubegrænset (på egen risiko)</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="132"/>
        <source>If the bid was raised</source>
        <translation>Hvis buddet blev hævet</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="133"/>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="145"/>
        <source>Always</source>
        <translation>Altid</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="134"/>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="146"/>
        <source>Never</source>
        <translation>Aldrig</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="137"/>
        <source>Redeal</source>
        <translation>Ny omgivning</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="138"/>
        <source>Score 120</source>
        <translation>120 point</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="139"/>
        <source>Off</source>
        <translation>Fra</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="141"/>
        <source>Unlimited</source>
        <translation>Ubegrænset</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="142"/>
        <source>Half the bid</source>
        <translation>Halvdelen af buddet</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="144"/>
        <source>Only if the trump wins</source>
        <translation>Kun hvis trumfen vinder</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="149"/>
        <source>Queen or king</source>
        <translation>Dame eller konge</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="150"/>
        <source>Queen only</source>
        <translation>Kun dame</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="153"/>
        <source>To tens, half down (25 → 20)</source>
        <translation>Til tiere, halv ned (25 → 20)</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="154"/>
        <source>To tens, half up (25 → 30)</source>
        <translation>Til tiere, halv op (25 → 30)</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="155"/>
        <source>To fives (43 → 45)</source>
        <translation>Til femmere (43 → 45)</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="156"/>
        <source>Exact</source>
        <translation>Præcist</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="158"/>
        <source>No penalty</source>
        <translation>Ingen straf</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="160"/>
        <source>All stay on it</source>
        <translation>Alle bliver</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="161"/>
        <source>All fall by 120</source>
        <translation>Alle falder 120</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="164"/>
        <source>Dealer sits out</source>
        <translation>Giveren sidder over</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="165"/>
        <source>All play, 6 cards each</source>
        <translation>Alle spiller, 6 kort hver</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="166"/>
        <source>Two against two</source>
        <translation>To mod to</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="169"/>
        <source>Aces and marriages in the musik</source>
        <translation>Esser og ægtepar i talonen</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="170"/>
        <source>Points in the musik</source>
        <translation>Point i talonen</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="171"/>
        <source>Nothing</source>
        <translation>Intet</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="174"/>
        <source>Two musiks of 2</source>
        <translation>To taloner á 2</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="175"/>
        <source>Two musiks of 3</source>
        <translation>To taloner á 3</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="176"/>
        <source>Twelve cards, no musik</source>
        <translation>Tolv kort, ingen talon</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="177"/>
        <source>Drawing from the stock</source>
        <translation>Træk fra bunken</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="178"/>
        <source>Seven cards, open musik</source>
        <translation>Syv kort, åben talon</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="179"/>
        <source>Russian prikup of 4</source>
        <translation>Russisk, talon på 4</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rule_texts.py" line="180"/>
        <source>Russian, four closed</source>
        <translation>Russisk, fire lukkede</translation>
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
