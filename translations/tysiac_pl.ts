<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pl">
<context>
    <name>ActionBar</name>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="45"/>
        <source>Hint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="100"/>
        <source>Your hand is weak: you may ask for a new deal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="101"/>
        <source>Redeal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="102"/>
        <source>Keep my cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="106"/>
        <source>You open the auction.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="108"/>
        <location filename="../tysiac_desktop/action_bar.py" line="116"/>
        <source>Bid %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="110"/>
        <source>Dark 120 (blind)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="112"/>
        <source>Highest bid: &lt;b&gt;%1&lt;/b&gt;. Raise or pass?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="114"/>
        <source>Pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="118"/>
        <source>Bid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="122"/>
        <source>You won the auction. Take the musik.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="124"/>
        <source>Take the musik</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="127"/>
        <source>Take musik %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="130"/>
        <source>Lay two cards aside: drag them to the table or click them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="132"/>
        <source>Give one card to each opponent: drag it onto their name, or click a card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="135"/>
        <source>Redeal (poor musik)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="138"/>
        <source>Announce your contract (at least %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="140"/>
        <source>Play %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="142"/>
        <source>Play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="144"/>
        <source>Bomb</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="146"/>
        <source>Concede</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="148"/>
        <source>Your turn: play a card (drag it to the table or double-click).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="150"/>
        <source>Claim the rest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="157"/>
        <source>Declare the marriage? %1 becomes trump.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="158"/>
        <source>Meld +%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="159"/>
        <source>Just play %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="160"/>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DealReasons</name>
    <message>
        <location filename="../tysiac_desktop/dialogs/reasons.py" line="21"/>
        <source>The cards were redealt; no score changes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/reasons.py" line="22"/>
        <source>{name} asked for a redeal; no score changes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/reasons.py" line="23"/>
        <source>{name} bombed the contract of {bid}: no play, the declarer scores nothing and each opponent gets {each}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/reasons.py" line="25"/>
        <source>{name} bombed the contract of {bid}: no play, and as the first bomb is free, nobody scores.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/reasons.py" line="27"/>
        <source>{name} conceded the contract of {bid}: {loss} for {name}, {gain} for each opponent.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/reasons.py" line="29"/>
        <source>{name} played in the dark (musik unseen): every score of this deal counts double (×2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/reasons.py" line="31"/>
        <source>Golden round: every score of this deal counts double (×2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/reasons.py" line="32"/>
        <source>{name} laid the cards down and took all the remaining tricks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/reasons.py" line="33"/>
        <source>{name}: {raw} rounded to {rounded}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/reasons.py" line="34"/>
        <source>{name} held all four nines: {change}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/reasons.py" line="35"/>
        <source>{name} sat out as the dealer: {value} from the musik.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/reasons.py" line="36"/>
        <source>{name}: with 800 or more, points count only as the declarer (800 lock).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/reasons.py" line="38"/>
        <source>{name} would have passed {target}: nothing counts this deal (exact target).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/reasons.py" line="40"/>
        <source>{name} would have passed the target: nothing counts this deal (exact target).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/reasons.py" line="42"/>
        <source>{name}: stopped at {value}, as only the declarer may reach the target.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/reasons.py" line="44"/>
        <source>{name}: nothing this deal, as only the declarer may reach the target.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/reasons.py" line="46"/>
        <source>{name} reached the barrel at {barrel}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/reasons.py" line="47"/>
        <source>{name} reached the barrel.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/reasons.py" line="48"/>
        <source>{name}: on the barrel, attempt {value} of {attempts} used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/reasons.py" line="50"/>
        <source>{name}: on the barrel, attempt {value} used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/reasons.py" line="51"/>
        <source>{name} used up the barrel attempts and fell to {value}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/reasons.py" line="52"/>
        <source>{name} made the contract from the barrel.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/reasons.py" line="53"/>
        <source>{name} failed the contract and came off the barrel at {value}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/reasons.py" line="55"/>
        <source>Several players reached the barrel together: {name} fell to {value}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/reasons.py" line="57"/>
        <source>{name} took no trick with 800 or more: {change}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/reasons.py" line="58"/>
        <source>{name} took no trick: bolt {value}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/reasons.py" line="59"/>
        <source>{name}: third bolt, {change}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/reasons.py" line="60"/>
        <source>{name} landed on exactly 555: back to 0.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/reasons.py" line="61"/>
        <source>Nobody made a contract in the golden round: every score goes back to 0.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/reasons.py" line="63"/>
        <source>{name} won the game!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/reasons.py" line="64"/>
        <source>The game ended in a draw.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/reasons.py" line="65"/>
        <source>Scoring rule applied: {kind}.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DealSummaryDialog</name>
    <message>
        <location filename="../tysiac_desktop/dialogs/deal_summary.py" line="27"/>
        <source>Deal summary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/deal_summary.py" line="61"/>
        <source>Next deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/deal_summary.py" line="64"/>
        <source>Continue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/deal_summary.py" line="80"/>
        <source>The cards were redealt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/deal_summary.py" line="82"/>
        <source>{name} bombed at {bid}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/deal_summary.py" line="84"/>
        <source>{name} conceded {contract}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/deal_summary.py" line="86"/>
        <source>{name} played {contract}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/deal_summary.py" line="89"/>
        <source>Deal {number}: {what}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/deal_summary.py" line="96"/>
        <source>Winning bid {bid}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/deal_summary.py" line="98"/>
        <source>Bid {bid} in the dark; contract {contract}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/deal_summary.py" line="100"/>
        <source>Winning bid {bid}; contract {contract}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/deal_summary.py" line="106"/>
        <source>The cards were redealt.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/deal_summary.py" line="108"/>
        <source>No cards were played: the declarer bombed the contract.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/deal_summary.py" line="110"/>
        <source>No cards were played: the declarer conceded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/deal_summary.py" line="117"/>
        <source>✓ Made: {cards} in cards + {melds} in marriages = {total} of {contract}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/deal_summary.py" line="119"/>
        <source>✗ Failed: {cards} in cards + {melds} in marriages = {total} of {contract}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/deal_summary.py" line="121"/>
        <source>✓ Made: {total} in cards of {contract}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/deal_summary.py" line="122"/>
        <source>✗ Failed: {total} in cards of {contract}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/deal_summary.py" line="150"/>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/deal_summary.py" line="150"/>
        <source>Cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/deal_summary.py" line="150"/>
        <source>Marriages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/deal_summary.py" line="150"/>
        <source>Base</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/deal_summary.py" line="151"/>
        <source>Change</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/deal_summary.py" line="151"/>
        <source>Score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/deal_summary.py" line="167"/>
        <source>declarer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/deal_summary.py" line="169"/>
        <source>dealer, sits out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/deal_summary.py" line="199"/>
        <source>How the deal was scored</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameOverDialog</name>
    <message>
        <location filename="../tysiac_desktop/dialogs/game_over.py" line="30"/>
        <location filename="../tysiac_desktop/dialogs/game_over.py" line="81"/>
        <source>Game over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/game_over.py" line="47"/>
        <source>Play again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/game_over.py" line="49"/>
        <source>New game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/game_over.py" line="51"/>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/game_over.py" line="78"/>
        <source>{name} won!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/game_over.py" line="80"/>
        <source>A draw!</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../tysiac_desktop/dialogs/game_over.py" line="85"/>
        <source>with %n points</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/game_over.py" line="88"/>
        <source>Level at the top: {names}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/game_over.py" line="107"/>
        <source>{place}.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Hint</name>
    <message>
        <location filename="../tysiac_desktop/controller.py" line="101"/>
        <source>bid {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/controller.py" line="102"/>
        <source>pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/controller.py" line="103"/>
        <source>bid blind (dark)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/controller.py" line="104"/>
        <source>ask for a redeal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/controller.py" line="105"/>
        <source>keep the cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/controller.py" line="106"/>
        <source>take the musik</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/controller.py" line="107"/>
        <source>give {card} to {seat}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/controller.py" line="108"/>
        <source>lay {card} aside</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/controller.py" line="109"/>
        <source>declare {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/controller.py" line="110"/>
        <source>bomb the deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/controller.py" line="111"/>
        <source>concede</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/controller.py" line="112"/>
        <source>play {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/controller.py" line="113"/>
        <source>lead {card} and declare the marriage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/controller.py" line="114"/>
        <source>claim the remaining tricks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/controller.py" line="427"/>
        <source>{move}: contract made in {chance}% of sampled worlds</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Levels</name>
    <message>
        <location filename="../tysiac_desktop/dialogs/common.py" line="82"/>
        <source>Easy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/common.py" line="83"/>
        <source>Medium</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/common.py" line="84"/>
        <source>Hard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/common.py" line="85"/>
        <source>Expert</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="160"/>
        <source>Tysiąc</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="161"/>
        <source>&amp;Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="162"/>
        <source>&amp;New game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="163"/>
        <source>&amp;Resume saved game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="164"/>
        <source>&amp;Open record…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="165"/>
        <source>&amp;Save record…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="166"/>
        <source>Score &amp;sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="167"/>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="168"/>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="169"/>
        <source>Animations off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="169"/>
        <source>Fast animations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="170"/>
        <source>Normal animations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="173"/>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="174"/>
        <source>&amp;Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="175"/>
        <source>&amp;About Tysiąc</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="228"/>
        <location filename="../tysiac_desktop/start.py" line="26"/>
        <source>Saved game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="231"/>
        <source>There is no unfinished game to resume.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="237"/>
        <location filename="../tysiac_desktop/main_window.py" line="244"/>
        <source>Open game record</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="238"/>
        <source>Game records (*.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="255"/>
        <location filename="../tysiac_desktop/main_window.py" line="261"/>
        <source>Save game record</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="256"/>
        <source>Game records (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="279"/>
        <source>Start a new game from the Game menu.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="287"/>
        <source>deals, sits out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="289"/>
        <source>plays %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="291"/>
        <source>dealer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="293"/>
        <source>thinking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="294"/>
        <source>Tricks: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="308"/>
        <source>Waiting for %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="359"/>
        <source>Drop the card onto an opponent&apos;s name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="385"/>
        <source>%1: marriage %2 +%3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="388"/>
        <source>%1 lays the cards down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="428"/>
        <source>What could the declarer make?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="441"/>
        <source>the contract could be made</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="442"/>
        <source>no play makes the contract</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="443"/>
        <source>With every card open, %1 could take %2 against the best defence: %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="490"/>
        <source>About Tysiąc</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="491"/>
        <source>&lt;h3&gt;Tysiąc&lt;/h3&gt;&lt;p&gt;The card game of a thousand points, with computer opponents and hot-seat play under Polish, Russian and Danish house rules.&lt;/p&gt;&lt;p&gt;Licence: GPL-3.0-or-later. Cards: svg-cards (LGPL-2.1).&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="499"/>
        <location filename="../tysiac_desktop/main_window.py" line="500"/>
        <source>Hint: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/start.py" line="28"/>
        <source>Resume?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/start.py" line="29"/>
        <source>You have an unfinished game. Resume it?</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../tysiac_desktop/dialogs/new_game.py" line="28"/>
        <source>New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/new_game.py" line="29"/>
        <location filename="../tysiac_desktop/start.py" line="16"/>
        <source>You</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/new_game.py" line="29"/>
        <location filename="../tysiac_desktop/start.py" line="17"/>
        <source>Ala</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/new_game.py" line="29"/>
        <location filename="../tysiac_desktop/start.py" line="18"/>
        <source>Bolek</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/new_game.py" line="29"/>
        <source>Cezary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/new_game.py" line="40"/>
        <source>Start game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/new_game.py" line="50"/>
        <source>Players:</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../tysiac_desktop/dialogs/new_game.py" line="53"/>
        <source>%n players</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/new_game.py" line="61"/>
        <source>Seats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/new_game.py" line="66"/>
        <source>Seat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/new_game.py" line="66"/>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/new_game.py" line="66"/>
        <source>Played by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/new_game.py" line="66"/>
        <source>Level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/new_game.py" line="89"/>
        <source>Every seat is played by the computer: you will watch the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/new_game.py" line="96"/>
        <source>Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/new_game.py" line="133"/>
        <source>Seed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/new_game.py" line="135"/>
        <source>random</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/new_game.py" line="139"/>
        <source>The same seed deals the same cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../tysiac_desktop/dialogs/new_game.py" line="174"/>
        <source>These rules cannot be played by %n players yet.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Presets</name>
    <message>
        <location filename="../tysiac_desktop/dialogs/common.py" line="63"/>
        <source>Polish</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/common.py" line="64"/>
        <source>Russian</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/common.py" line="65"/>
        <source>Danish</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/common.py" line="71"/>
        <source>The common Polish game: one bomb each, only the declarer may finish, no points for defenders from 800.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/common.py" line="73"/>
        <source>Thousand to 1001: the barrel at 880, bolts for taking no trick, the declarer may concede.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/common.py" line="75"/>
        <source>The Danish game: the barrel at 880, the musik always shown, big bids need a marriage.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PrivacyScreen</name>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="84"/>
        <source>Pass to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="85"/>
        <source>%1: click when ready</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RulesHelpDialog</name>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="21"/>
        <source>Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="55"/>
        <source>A king and queen of one suit make a marriage: {h} 100, {d} 80, {c} 60, {s} 40. When you lead a trick you may lay one of the pair and declare the marriage: its points are yours at once and its suit becomes trump. Until the first marriage there is no trump.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="59"/>
        <source>You must follow the suit led and, if you can, beat the card that is winning the trick.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="60"/>
        <source>You must follow the suit led.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="62"/>
        <source>Without that suit you must play a trump if you hold one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="63"/>
        <source>Without that suit you must play a trump only if it would win the trick.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="64"/>
        <source>Without that suit you may play any card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="66"/>
        <source>The declarer takes the musik, gives one card face down to each opponent and names the contract, at least the winning bid. Promising more than 120 needs marriages in hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="69"/>
        <source>The declarer takes the musik, gives one card face down to each opponent and names the contract, at least the winning bid.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="72"/>
        <source>The game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="73"/>
        <source>Tysiąc (Thousand) is a game of bidding and tricks, usually for three players. After every deal the points are added up, and the first player to reach {target} wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="75"/>
        <source>The cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="76"/>
        <source>24 cards: nine, jack, queen, king, ten and ace of each suit, ranked in that order. An ace counts 11, a ten 10, a king 4, a queen 3, a jack 2 and a nine nothing: 120 in all.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="78"/>
        <source>Bidding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="79"/>
        <source>Everyone gets seven cards and three go face down as the musik (with four players the dealer sits the deal out; with two, each gets ten and there are two musiks of two). The player left of the dealer must open at {opening}; then each in turn raises by {step} or more, or passes for the rest of the auction. The last one bidding becomes the declarer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="84"/>
        <source>Musik and contract</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="85"/>
        <source>Play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="86"/>
        <source>The declarer leads the first trick. {follow} {void} The highest trump takes the trick, or else the highest card of the suit led; the taker leads next.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="88"/>
        <source>Marriages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="89"/>
        <source>Scoring</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="90"/>
        <source>The declarer counts the card points taken plus their own marriages: reaching the contract scores it, falling short by even one point loses it. Each opponent scores what they took, rounded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="99"/>
        <source>Bomb: instead of playing, the declarer may give the deal up: nothing for the declarer, half the winning bid for each opponent.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="102"/>
        <source>Bomb: instead of playing, the declarer may give the deal up: nothing for the declarer, {points} for each opponent.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="105"/>
        <source>Conceding: the declarer may give up before play, losing the bid while each opponent gets 40.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="108"/>
        <source>800 lock: from 800 points on, a player scores only as the declarer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="110"/>
        <source>Only the declarer may finish the game; an opponent stops short of the target.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="112"/>
        <source>Exact finish: a deal that would take you past the target scores nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="114"/>
        <source>Barrel: whoever reaches {barrel} stays there and has {n} deals to win as the declarer; otherwise the score falls by 120.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="118"/>
        <source>Bolts: taking no trick in a deal is a bolt; every third bolt costs 120.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="120"/>
        <source>555: a score of exactly 555 goes back to 0.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="122"/>
        <source>Dark bid: the first bidder may bid 120 without looking; the deal then counts double.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="125"/>
        <source>Golden round: in the first round everyone in turn must play 120, and it counts double.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="128"/>
        <source>Four nines without a marriage: the holder may ask for a new deal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="130"/>
        <source>Four nines: whoever holds all four scores 120.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="137"/>
        <source>All options in force</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="139"/>
        <source>Preset: {preset}; options changed from it are marked *.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="142"/>
        <source>The option keys are those of the settings and game records.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ScoreSheet</name>
    <message>
        <location filename="../tysiac_desktop/dialogs/score_sheet.py" line="93"/>
        <source>Score sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/score_sheet.py" line="96"/>
        <source>✓ made · ✗ failed · ✹ bomb · ⊘ bolt (no trick) · ⛁ barrel (attempt) · ↺ 555 reset · small numbers: the deal&apos;s change</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/score_sheet.py" line="100"/>
        <source>Grey scores: the dealer sat that deal out.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ScoreSheetDialog</name>
    <message>
        <location filename="../tysiac_desktop/dialogs/score_sheet.py" line="157"/>
        <source>Score sheet</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Seats</name>
    <message>
        <location filename="../tysiac_desktop/dialogs/common.py" line="90"/>
        <source>Human</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/common.py" line="90"/>
        <source>Computer</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SheetModel</name>
    <message>
        <location filename="../tysiac_desktop/dialogs/sheet_model.py" line="64"/>
        <source>#</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/sheet_model.py" line="66"/>
        <source>Contract</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/sheet_model.py" line="69"/>
        <source>{name}
from {score}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/sheet_model.py" line="90"/>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/sheet_model.py" line="98"/>
        <source>redealt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/sheet_model.py" line="100"/>
        <source>{name} {contract}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/sheet_model.py" line="124"/>
        <source>{name}: {change} → {score}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/sheet_model.py" line="127"/>
        <source>{name} dealt and sat this deal out.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <location filename="../tysiac_desktop/side_panel.py" line="57"/>
        <source>Scores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/side_panel.py" line="58"/>
        <source>This deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/side_panel.py" line="59"/>
        <source>What happened</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/side_panel.py" line="60"/>
        <source>Dealer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/side_panel.py" line="60"/>
        <source>Bid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/side_panel.py" line="60"/>
        <source>Declarer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/side_panel.py" line="61"/>
        <source>Trump</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/side_panel.py" line="61"/>
        <source>Turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/side_panel.py" line="87"/>
        <source>contract %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/side_panel.py" line="97"/>
        <source>none yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/side_panel.py" line="98"/>
        <source>%1 is thinking…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <location filename="../tysiac_desktop/text.py" line="27"/>
        <source>%1 bids %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/text.py" line="29"/>
        <source>%1 passes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/text.py" line="31"/>
        <source>%1 bids 120 in the dark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/text.py" line="33"/>
        <source>%1 asks for a redeal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/text.py" line="35"/>
        <source>%1 keeps the cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/text.py" line="37"/>
        <source>%1 takes the musik</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/text.py" line="39"/>
        <source>%1 passes a card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/text.py" line="41"/>
        <source>%1 lays a card aside</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/text.py" line="43"/>
        <source>%1 plays for %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/text.py" line="45"/>
        <source>%1 bombs the deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/text.py" line="47"/>
        <source>%1 concedes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/text.py" line="49"/>
        <source>%1 declares a marriage %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/text.py" line="51"/>
        <source>%1 plays %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/text.py" line="53"/>
        <source>%1 lays the hand down</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
