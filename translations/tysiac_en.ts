<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>ActionBar</name>
    <message numerus="yes">
        <location filename="../tysiac_desktop/action_bar.py" line="319"/>
        <source>Pick %n of the face-down cards: double-click one or drag it to your hand.</source>
        <translation>
            <numerusform>Pick %n of the face-down cards: double-click it or drag it to your hand.</numerusform>
            <numerusform>Pick %n of the face-down cards: double-click one or drag it to your hand.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../tysiac_desktop/action_bar.py" line="321"/>
        <source>You won the auction. Pick %n of the face-down cards: double-click one or drag it to your hand.</source>
        <translation>
            <numerusform>You won the auction. Pick %n of the face-down cards: double-click it or drag it to your hand.</numerusform>
            <numerusform>You won the auction. Pick %n of the face-down cards: double-click one or drag it to your hand.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../tysiac_desktop/action_bar.py" line="335"/>
        <source>Lay cards aside (%n more): double-click one, drag it to the table, or click it and press Enter.</source>
        <translation>
            <numerusform>Lay a card aside (%n more): double-click it, drag it to the table, or click it and press Enter.</numerusform>
            <numerusform>Lay cards aside (%n more): double-click one, drag it to the table, or click it and press Enter.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Coach</name>
    <message numerus="yes">
        <location filename="../tysiac_desktop/wording/coach.py" line="51"/>
        <source>%n points</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameOverDialog</name>
    <message numerus="yes">
        <location filename="../tysiac_desktop/dialogs/game_over.py" line="95"/>
        <source>with %Ln points</source>
        <translation>
            <numerusform>with %Ln point</numerusform>
            <numerusform>with %Ln points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message numerus="yes">
        <location filename="../tysiac_desktop/main_window.py" line="445"/>
        <source>%1: %n tricks</source>
        <translation>
            <numerusform>%1: %n trick</numerusform>
            <numerusform>%1: %n tricks</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ModeFacts</name>
    <message numerus="yes">
        <location filename="../tysiac_desktop/wording/modes.py" line="97"/>
        <source>%n cards each</source>
        <translation>
            <numerusform>%n card each</numerusform>
            <numerusform>%n cards each</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../tysiac_desktop/wording/modes.py" line="101"/>
        <source>two musiks of %n</source>
        <translation>
            <numerusform>two musiks of %n</numerusform>
            <numerusform>two musiks of %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../tysiac_desktop/wording/modes.py" line="103"/>
        <source>%n face-down cards to pick from</source>
        <translation>
            <numerusform>%n face-down card to pick from</numerusform>
            <numerusform>%n face-down cards to pick from</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../tysiac_desktop/wording/modes.py" line="105"/>
        <source>a face-up musik of %n</source>
        <translation>
            <numerusform>a face-up musik of %n</numerusform>
            <numerusform>a face-up musik of %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../tysiac_desktop/wording/modes.py" line="107"/>
        <source>a musik of %n</source>
        <translation>
            <numerusform>a musik of %n</numerusform>
            <numerusform>a musik of %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../tysiac_desktop/wording/modes.py" line="109"/>
        <source>a stock of %n</source>
        <translation>
            <numerusform>a stock of %n</numerusform>
            <numerusform>a stock of %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../tysiac_desktop/wording/modes.py" line="111"/>
        <source>%n cards on the table</source>
        <translation>
            <numerusform>%n card on the table</numerusform>
            <numerusform>%n cards on the table</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message numerus="yes">
        <location filename="../tysiac_desktop/dialogs/new_game.py" line="144"/>
        <location filename="../tysiac_desktop/wording/rule_errors.py" line="192"/>
        <source>%n players</source>
        <translation>
            <numerusform>%n player</numerusform>
            <numerusform>%n players</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../tysiac_desktop/dialogs/new_game.py" line="476"/>
        <source>Options changed from the preset: %n.</source>
        <translation>
            <numerusform>Options changed from the preset: %n.</numerusform>
            <numerusform>Options changed from the preset: %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../tysiac_desktop/dialogs/new_game.py" line="483"/>
        <source>Left out, as it cannot be dealt to %n players: %1.</source>
        <translation>
            <numerusform>Left out, as it cannot be dealt to %n player: %1.</numerusform>
            <numerusform>Left out, as it cannot be dealt to %n players: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../tysiac_desktop/dialogs/new_game.py" line="503"/>
        <source>These rules cannot be played by %n players.</source>
        <translation>
            <numerusform>These rules cannot be played by %n player.</numerusform>
            <numerusform>These rules cannot be played by %n players.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Readout</name>
    <message numerus="yes">
        <location filename="../tysiac_desktop/wording/readout.py" line="157"/>
        <source>%1, %n cards</source>
        <translation>
            <numerusform>%1, %n card</numerusform>
            <numerusform>%1, %n cards</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RulesHelpDialog</name>
    <message numerus="yes">
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="126"/>
        <source>The dealer sits the deal out; the others get %n cards each.</source>
        <translation>
            <numerusform>The dealer sits the deal out; the others get %n card each.</numerusform>
            <numerusform>The dealer sits the deal out; the others get %n cards each.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="128"/>
        <source>The whole deck is dealt: %n cards each.</source>
        <translation>
            <numerusform>The whole deck is dealt: %n card each.</numerusform>
            <numerusform>The whole deck is dealt: %n cards each.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="130"/>
        <source>Everyone gets %n cards.</source>
        <translation>
            <numerusform>Everyone gets %n card.</numerusform>
            <numerusform>Everyone gets %n cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="134"/>
        <source>The prikup is %n cards, face down.</source>
        <translation>
            <numerusform>The prikup is %n card, face down.</numerusform>
            <numerusform>The prikup is %n cards, face down.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="136"/>
        <source>The musik is %n cards, face up.</source>
        <translation>
            <numerusform>The musik is %n card, face up.</numerusform>
            <numerusform>The musik is %n cards, face up.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="138"/>
        <source>There are two musiks of %n cards each.</source>
        <translation>
            <numerusform>There are two musiks of %n card each.</numerusform>
            <numerusform>There are two musiks of %n cards each.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="140"/>
        <source>The musik is %n cards, face down.</source>
        <translation>
            <numerusform>The musik is %n card, face down.</numerusform>
            <numerusform>The musik is %n cards, face down.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="142"/>
        <source>Everyone also has %n piles on the table, a face-up card on a face-down one.</source>
        <translation>
            <numerusform>Everyone also has %n pile on the table, a face-up card on a face-down one.</numerusform>
            <numerusform>Everyone also has %n piles on the table, a face-up card on a face-down one.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="145"/>
        <source>The other %n cards are a stock: after each trick the winner, then the other player, draws one.</source>
        <translation>
            <numerusform>The other %n card is a stock: after each trick the winner, then the other player, draws one.</numerusform>
            <numerusform>The other %n cards are a stock: after each trick the winner, then the other player, draws one.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="324"/>
        <source>Preset: {preset}, with %n changes, marked below.</source>
        <translation>
            <numerusform>Preset: {preset}, with %n change, marked below.</numerusform>
            <numerusform>Preset: {preset}, with %n changes, marked below.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message numerus="yes">
        <location filename="../tysiac_desktop/side_panel.py" line="140"/>
        <source>Rules: %1, changed: %n</source>
        <translation>
            <numerusform>Rules: %1, changed: %n</numerusform>
            <numerusform>Rules: %1, changed: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../tysiac_desktop/side_panel.py" line="192"/>
        <source>%1 in %n tricks</source>
        <translation>
            <numerusform>%1 in %n trick</numerusform>
            <numerusform>%1 in %n tricks</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message numerus="yes">
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="137"/>
        <source>%1 (%n games)</source>
        <translation>
            <numerusform>%1 (%n game)</numerusform>
            <numerusform>%1 (%n games)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="258"/>
        <source>%Ln finished</source>
        <translation>
            <numerusform>%Ln finished</numerusform>
            <numerusform>%Ln finished</numerusform>
        </translation>
    </message>
</context>
</TS>
