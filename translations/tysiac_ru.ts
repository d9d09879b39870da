<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru">
<context>
    <name>ActionBar</name>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="84"/>
        <source>Hint</source>
        <translation>Подсказка</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="85"/>
        <source>What would a strong player do? (H)</source>
        <translation>Как сыграл бы сильный игрок? (H)</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="86"/>
        <source>Last trick</source>
        <translation>Последняя взятка</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="87"/>
        <source>Show the trick taken last (L)</source>
        <translation>Показать последнюю взятку (L)</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="269"/>
        <source>%1 took the musik: it lies face up on the table.</source>
        <translation>%1: прикуп взят, он лежит на столе в открытую.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="271"/>
        <source>Seen, go on</source>
        <translation>Ясно, дальше</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="295"/>
        <source>Your hand is weak: you may ask for a new deal.</source>
        <translation>Слабая карта: можно попросить пересдачу.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="296"/>
        <source>Redeal</source>
        <translation>Пересдать</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="297"/>
        <source>Keep my cards</source>
        <translation>Оставить карты</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="301"/>
        <source>You open the auction.</source>
        <translation>Вы начинаете торговлю.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="303"/>
        <location filename="../tysiac_desktop/action_bar.py" line="311"/>
        <source>Bid %1</source>
        <translation>Заказать %1</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="305"/>
        <source>Dark 120 (blind)</source>
        <translation>120 втёмную</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="307"/>
        <source>Highest bid: &lt;b&gt;%1&lt;/b&gt;. Raise or pass?</source>
        <translation>Высший заказ: &lt;b&gt;%1&lt;/b&gt;. Повышаете или пас?</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="309"/>
        <source>Pass</source>
        <translation>Пас</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="313"/>
        <source>Bid</source>
        <translation>Заказать</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="313"/>
        <source>Bid more</source>
        <translation>Заказать больше</translation>
    </message>
    <message numerus="yes">
        <location filename="../tysiac_desktop/action_bar.py" line="319"/>
        <source>Pick %n of the face-down cards: double-click one or drag it to your hand.</source>
        <translation>
            <numerusform>Выберите %n закрытую карту: дважды щёлкните по ней или перетащите её в руку.</numerusform>
            <numerusform>Выберите %n закрытые карты: дважды щёлкните по карте или перетащите её в руку.</numerusform>
            <numerusform>Выберите %n закрытых карт: дважды щёлкните по карте или перетащите её в руку.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../tysiac_desktop/action_bar.py" line="321"/>
        <source>You won the auction. Pick %n of the face-down cards: double-click one or drag it to your hand.</source>
        <translation>
            <numerusform>Торговля ваша. Выберите %n закрытую карту: дважды щёлкните по ней или перетащите её в руку.</numerusform>
            <numerusform>Торговля ваша. Выберите %n закрытые карты: дважды щёлкните по карте или перетащите её в руку.</numerusform>
            <numerusform>Торговля ваша. Выберите %n закрытых карт: дважды щёлкните по карте или перетащите её в руку.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="324"/>
        <source>Card %1</source>
        <translation>Карта %1</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="326"/>
        <source>You won the auction. Take the musik.</source>
        <translation>Торговля ваша. Берите прикуп.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="328"/>
        <source>Take the musik</source>
        <translation>Взять прикуп</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="331"/>
        <source>Take musik %1</source>
        <translation>Взять прикуп %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../tysiac_desktop/action_bar.py" line="335"/>
        <source>Lay cards aside (%n more): double-click one, drag it to the table, or click it and press Enter.</source>
        <translation>
            <numerusform>Отложите в снос ещё %n карту: дважды щёлкните по ней, перетащите её на стол или выберите щелчком и нажмите Enter.</numerusform>
            <numerusform>Отложите в снос ещё %n карты: дважды щёлкните по карте, перетащите её на стол или выберите щелчком и нажмите Enter.</numerusform>
            <numerusform>Отложите в снос ещё %n карт: дважды щёлкните по карте, перетащите её на стол или выберите щелчком и нажмите Enter.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="338"/>
        <source>Give one card to each other player: drag it onto their name, or double-click it and choose who gets it.</source>
        <translation>Отдайте каждому из остальных игроков по карте: перетащите её на его имя или дважды щёлкните по ней и выберите, кому она достанется.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="341"/>
        <source>Give one card to each opponent: drag it onto their name, or double-click it and choose who gets it.</source>
        <translation>Отдайте каждому сопернику по карте: перетащите её на его имя или дважды щёлкните по ней и выберите, кому она достанется.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="400"/>
        <location filename="../tysiac_desktop/action_bar.py" line="403"/>
        <source>Give %1 to whom?</source>
        <translation>Кому отдать %1?</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="360"/>
        <source>Your turn: play a card from your hand or a face-up card of your piles: double-click it, drag it to the table, or click it and press Enter.</source>
        <translation>Ваш ход: положите карту с руки или открытую карту из своих стопок: дважды щёлкните по ней, перетащите её на стол или выберите щелчком и нажмите Enter.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="364"/>
        <source>Your turn: any card may be played while the stock lasts: double-click it, drag it to the table, or click it and press Enter.</source>
        <translation>Ваш ход: пока в колоде есть карты, можно класть любую карту: дважды щёлкните по ней, перетащите её на стол или выберите щелчком и нажмите Enter.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="367"/>
        <source>Your turn: play a card: double-click it, drag it to the table, or click it and press Enter.</source>
        <translation>Ваш ход: положите карту: дважды щёлкните по ней, перетащите её на стол или выберите щелчком и нажмите Enter.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="344"/>
        <source>Redeal (poor musik)</source>
        <translation>Пересдать (бедный прикуп)</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="347"/>
        <source>Announce your contract (at least %1).</source>
        <translation>Объявите заказ (не меньше %1).</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="350"/>
        <source>Play %1</source>
        <translation>Играть %1</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="352"/>
        <source>Play</source>
        <translation>Играть</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="352"/>
        <source>Play for the chosen contract</source>
        <translation>Играть выбранный заказ</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="354"/>
        <source>Bomb</source>
        <translation>Отказ</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="356"/>
        <source>Concede</source>
        <translation>Расписать</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="370"/>
        <source>Claim the rest</source>
        <translation>Карты на стол</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="381"/>
        <source>Declare the marriage on %1&apos;s queen? Trump: %2.</source>
        <translation>Объявить марьяж на даму игрока %1? Козыри: %2.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="384"/>
        <source>Meld on %1&apos;s queen +%2</source>
        <translation>Марьяж на даму игрока %1 +%2</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="386"/>
        <source>Declare the marriage? Trump: %1.</source>
        <translation>Объявить марьяж? Козыри: %1.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="391"/>
        <source>Declare the marriage in %1, %2 points</source>
        <translation>Объявить марьяж: %1, %2 очков</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="409"/>
        <location filename="../tysiac_desktop/action_bar.py" line="413"/>
        <source>Play %1?</source>
        <translation>Сыграть %1?</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="410"/>
        <location filename="../tysiac_desktop/action_bar.py" line="412"/>
        <source>Yes, play %1</source>
        <translation>Да, сыграть %1</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="389"/>
        <source>Meld +%1</source>
        <translation>Марьяж +%1</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="392"/>
        <location filename="../tysiac_desktop/action_bar.py" line="393"/>
        <source>Just play %1</source>
        <translation>Просто сыграть %1</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/action_bar.py" line="418"/>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
</context>
<context>
    <name>CardLetters</name>
    <message>
        <location filename="../tysiac_desktop/wording/cards.py" line="33"/>
        <source>A</source>
        <comment>ace</comment>
        <translation>Т</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/cards.py" line="34"/>
        <source>K</source>
        <comment>king</comment>
        <translation>К</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/cards.py" line="35"/>
        <source>Q</source>
        <comment>queen</comment>
        <translation>Д</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/cards.py" line="36"/>
        <source>J</source>
        <comment>jack</comment>
        <translation>В</translation>
    </message>
</context>
<context>
    <name>Coach</name>
    <message>
        <location filename="../tysiac_desktop/wording/coach.py" line="25"/>
        <source>Auction</source>
        <translation>Торговля</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/coach.py" line="26"/>
        <source>Musik</source>
        <translation>Прикуп</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/coach.py" line="27"/>
        <source>Contract</source>
        <translation>Заказ</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/coach.py" line="29"/>
        <source>Trick {number}, you lead</source>
        <translation>Взятка {number}, ваш заход</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/coach.py" line="30"/>
        <source>Trick {number}, after {cards}</source>
        <translation>Взятка {number}, после: {cards}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/coach.py" line="31"/>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/coach.py" line="34"/>
        <source>{situation}: {chosen} cost {cost}; {best} was better.</source>
        <translation>{situation}: {chosen} — потеря {cost}; лучше было {best}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/coach.py" line="35"/>
        <source>{situation}: {chosen} cost {cost}; {best} kept the contract.</source>
        <translation>{situation}: {chosen} — потеря {cost}; если {best}, заказ был бы сыгран.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/coach.py" line="36"/>
        <source>{situation}: {chosen} cost {cost}; {best} beat the contract.</source>
        <translation>{situation}: {chosen} — потеря {cost}; если {best}, заказ был бы сорван.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/coach.py" line="38"/>
        <source>Your decisions cost {cost} in all against perfect play with every card known.</source>
        <translation>Ваши решения стоили в сумме {cost} по сравнению с лучшей игрой при открытых картах.</translation>
    </message>
    <message numerus="yes">
        <location filename="../tysiac_desktop/wording/coach.py" line="51"/>
        <source>%n points</source>
        <translation>
            <numerusform>%n очко</numerusform>
            <numerusform>%n очка</numerusform>
            <numerusform>%n очков</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/coach.py" line="37"/>
        <source>Every decision was as good as the best one with every card known.</source>
        <translation>Каждое решение было не хуже лучшего при открытых картах.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/coach.py" line="33"/>
        <source>the same as your choice</source>
        <translation>то же, что ваш выбор</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/coach.py" line="40"/>
        <source>You had no choice to make in this deal.</source>
        <translation>В этой сдаче у вас не было выбора.</translation>
    </message>
</context>
<context>
    <name>CoachDialog</name>
    <message>
        <location filename="../tysiac_desktop/dialogs/coach.py" line="24"/>
        <source>Your play in deal {number}</source>
        <translation>Ваша игра в сдаче {number}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/coach.py" line="23"/>
        <source>Your play</source>
        <translation>Ваша игра</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/coach.py" line="25"/>
        <source>{name}&apos;s play in deal {number}</source>
        <translation>Игра: {name}, сдача {number}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/coach.py" line="23"/>
        <source>{name}&apos;s play</source>
        <translation>Игра: {name}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/coach.py" line="59"/>
        <source>Review of the play</source>
        <translation>Разбор игры</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/coach.py" line="85"/>
        <source>Costs are score points against your rivals, judged with every card known; the search&apos;s choice is what the computer would play with only your cards.</source>
        <translation>Потеря — очки счёта относительно соперников при открытых картах; выбор компьютера — то, что он сыграл бы, зная только ваши карты.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/coach.py" line="93"/>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/coach.py" line="99"/>
        <source>When</source>
        <translation>Когда</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/coach.py" line="99"/>
        <source>You chose</source>
        <translation>Ваш выбор</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/coach.py" line="99"/>
        <source>Best move
(all cards known)</source>
        <translation>Лучше всего
(карты открыты)</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/coach.py" line="100"/>
        <source>Computer
(your cards only)</source>
        <translation>Компьютер
(только ваши карты)</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/coach.py" line="100"/>
        <source>Cost</source>
        <translation>Потеря</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/coach.py" line="106"/>
        <source>Decisions</source>
        <translation>Решения</translation>
    </message>
</context>
<context>
    <name>DealReasons</name>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="25"/>
        <source>The cards were redealt; no score changes.</source>
        <translation>Карты пересданы; счёт не изменился.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="26"/>
        <source>You asked for a redeal; no score changes.</source>
        <translation>Вы попросили пересдачу; счёт не изменился.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="27"/>
        <source>{name} asked for a redeal; no score changes.</source>
        <translation>{name}: просьба о пересдаче; счёт не изменился.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="28"/>
        <source>You bombed the contract of {bid}: no play, you score nothing and each opponent gets {each}.</source>
        <translation>Вы отказались от игры на {bid} — розыгрыша нет, вам ничего, каждому сопернику по {each}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="30"/>
        <source>{name} bombed the contract of {bid}: no play, the declarer scores nothing and each opponent gets {each}.</source>
        <translation>{name}: отказ от игры на {bid} — розыгрыша нет, играющему ничего, каждому сопернику по {each}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="32"/>
        <source>You bombed the contract of {bid}: no play, and as the first bomb is free, nobody scores.</source>
        <translation>Вы отказались от игры на {bid} — розыгрыша нет, а первый отказ бесплатный, так что очков никто не получает.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="34"/>
        <source>{name} bombed the contract of {bid}: no play, and as the first bomb is free, nobody scores.</source>
        <translation>{name}: отказ от игры на {bid} — розыгрыша нет, а первый отказ бесплатный, так что очков никто не получает.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="36"/>
        <source>You conceded the contract of {bid}: {loss} for you, {gain} for each opponent.</source>
        <translation>Вы расписали заказ {bid} без игры — вам {loss}, каждому сопернику {gain}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="38"/>
        <source>{name} conceded the contract of {bid}: {loss} for {name}, {gain} for each opponent.</source>
        <translation>{name}: заказ {bid} расписан без игры — {name} {loss}, каждому сопернику {gain}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="40"/>
        <source>You played in the dark (musik unseen): every score of this deal counts double (×2).</source>
        <translation>Вы играли втёмную (прикуп не открывали) — все очки этой сдачи идут вдвойне (×2).</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="42"/>
        <source>{name} played in the dark (musik unseen): every score of this deal counts double (×2).</source>
        <translation>{name}: игра втёмную (прикуп не открывали) — все очки этой сдачи идут вдвойне (×2).</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="44"/>
        <source>Golden round: every score of this deal counts double (×2).</source>
        <translation>«Золотой» круг: все очки этой сдачи идут вдвойне (×2).</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="45"/>
        <source>You laid your cards down and took all the remaining tricks.</source>
        <translation>Вы выложили карты — все оставшиеся взятки ваши.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="46"/>
        <source>{name} laid the cards down and took all the remaining tricks.</source>
        <translation>{name}: карты на стол — все оставшиеся взятки за играющим.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="47"/>
        <source>You took the last trick: {change}.</source>
        <translation>Вы взяли последнюю взятку: {change}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="48"/>
        <source>{name} took the last trick: {change}.</source>
        <translation>{name}: последняя взятка, {change}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="49"/>
        <source>Your {raw} rounded to {rounded}.</source>
        <translation>Ваш результат {raw} округлён до {rounded}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="50"/>
        <source>{name}: {raw} rounded to {rounded}.</source>
        <translation>{name}: {raw} округлено до {rounded}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="51"/>
        <source>You held all four nines: {change}.</source>
        <translation>У вас были все четыре девятки: {change}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="52"/>
        <source>{name} held all four nines: {change}.</source>
        <translation>{name}: все четыре девятки — {change}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="53"/>
        <source>You sat out as the dealer: {value} from the musik.</source>
        <translation>Вы сдавали и в розыгрыше не участвовали — {value} за прикуп.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="54"/>
        <source>{name} sat out as the dealer: {value} from the musik.</source>
        <translation>{name}: сдаёт и в розыгрыше не участвует — {value} за прикуп.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="55"/>
        <source>With {lock_from} or more, your points count only when you declare (lock at {lock_from}).</source>
        <translation>При счёте {lock_from} и выше вам засчитываются очки только за свою игру (барьер {lock_from}).</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="57"/>
        <source>{name}: with {lock_from} or more, points count only as the declarer (lock at {lock_from}).</source>
        <translation>{name}: при счёте {lock_from} и выше очки засчитываются только за свою игру (барьер {lock_from}).</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="59"/>
        <source>You would have passed {target}: nothing counts this deal (exact target).</source>
        <translation>У вас был бы перебор за {target} — за эту сдачу ничего не записывается (точный финиш).</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="61"/>
        <source>{name} would have passed {target}: nothing counts this deal (exact target).</source>
        <translation>{name}: перебор за {target} — за эту сдачу ничего не записывается (точный финиш).</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="63"/>
        <source>You would have passed the target: nothing counts this deal (exact target).</source>
        <translation>У вас был бы перебор — за эту сдачу ничего не записывается (точный финиш).</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="65"/>
        <source>{name} would have passed the target: nothing counts this deal (exact target).</source>
        <translation>{name}: перебор — за эту сдачу ничего не записывается (точный финиш).</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="67"/>
        <source>You stopped at {value}, as only the declarer may reach the target.</source>
        <translation>Вы остановились на {value} — закончить партию может только играющий.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="69"/>
        <source>{name}: stopped at {value}, as only the declarer may reach the target.</source>
        <translation>{name}: остановка на {value} — закончить партию может только играющий.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="71"/>
        <source>Nothing for you this deal, as only the declarer may reach the target.</source>
        <translation>Вам за эту сдачу ничего — закончить партию может только играющий.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="73"/>
        <source>{name}: nothing this deal, as only the declarer may reach the target.</source>
        <translation>{name}: за эту сдачу ничего — закончить партию может только играющий.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="75"/>
        <source>You reached the barrel at {barrel}.</source>
        <translation>Вы сели на бочку ({barrel}).</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="76"/>
        <source>{name} reached the barrel at {barrel}.</source>
        <translation>{name}: на бочке ({barrel}).</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="77"/>
        <source>You reached the barrel.</source>
        <translation>Вы сели на бочку.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="78"/>
        <source>{name} reached the barrel.</source>
        <translation>{name}: на бочке.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="79"/>
        <source>You are on the barrel: attempt {value} of {attempts} used.</source>
        <translation>Вы на бочке: использована попытка {value} из {attempts}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="81"/>
        <source>{name}: on the barrel, attempt {value} of {attempts} used.</source>
        <translation>{name}: на бочке, использована попытка {value} из {attempts}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="83"/>
        <source>You are on the barrel: attempt {value} used.</source>
        <translation>Вы на бочке: использована попытка {value}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="84"/>
        <source>{name}: on the barrel, attempt {value} used.</source>
        <translation>{name}: на бочке, использована попытка {value}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="85"/>
        <source>You used up your barrel attempts and fell to {value}.</source>
        <translation>Вы истратили все попытки на бочке и слетели до {value}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="86"/>
        <source>{name} used up the barrel attempts and fell to {value}.</source>
        <translation>{name}: попытки на бочке кончились — слёт до {value}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="87"/>
        <source>You made the contract from the barrel.</source>
        <translation>Вы сыграли заказ с бочки.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="88"/>
        <source>{name} made the contract from the barrel.</source>
        <translation>{name}: заказ с бочки сыгран.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="89"/>
        <source>You failed the contract and came off the barrel at {value}.</source>
        <translation>Вы не сыграли заказ и слетели с бочки до {value}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="90"/>
        <source>{name} failed the contract and came off the barrel at {value}.</source>
        <translation>{name}: заказ не сыгран — слёт с бочки до {value}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="92"/>
        <source>Several players reached the barrel together: you fell to {value}.</source>
        <translation>На бочку попали сразу несколько игроков: вы слетели до {value}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="94"/>
        <source>Several players reached the barrel together: {name} fell to {value}.</source>
        <translation>На бочку попали сразу несколько игроков: {name} — слёт до {value}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="96"/>
        <source>You took no trick with {penalty_from} or more: {change}.</source>
        <translation>Вы не взяли ни одной взятки при {penalty_from} и больше — {change}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="98"/>
        <source>{name} took no trick with {penalty_from} or more: {change}.</source>
        <translation>{name}: ни одной взятки при {penalty_from} и больше — {change}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="100"/>
        <source>You took no trick: bolt {value}.</source>
        <translation>Вы не взяли ни одной взятки — болт № {value}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="101"/>
        <source>{name} took no trick: bolt {value}.</source>
        <translation>{name}: ни одной взятки — болт № {value}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="102"/>
        <source>Your third bolt: {change}.</source>
        <translation>Ваш третий болт: {change}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="103"/>
        <source>{name}: third bolt, {change}.</source>
        <translation>{name}: третий болт, {change}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="104"/>
        <source>You landed on exactly 555: back to 0.</source>
        <translation>У вас ровно 555 — счёт обнуляется.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="105"/>
        <source>{name} landed on exactly 555: back to 0.</source>
        <translation>{name}: ровно 555 — счёт обнуляется.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="106"/>
        <source>Nobody made a contract in the golden round: every score goes back to 0.</source>
        <translation>В «золотом» круге никто не сыграл: все очки обнуляются.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="108"/>
        <source>Nobody made a contract in the golden round: every score goes back to where the game started.</source>
        <translation>В «золотом» круге никто не сыграл: все очки возвращаются к началу партии.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="110"/>
        <source>You won the game!</source>
        <translation>Вы выиграли партию!</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="111"/>
        <source>{name} won the game!</source>
        <translation>Победитель — {name}!</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="112"/>
        <source>The game ended in a draw.</source>
        <translation>Партия закончилась вничью.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="113"/>
        <source>Scoring rule applied: {kind}.</source>
        <translation>Применено правило подсчёта: {kind}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="202"/>
        <source>You asked for a redeal: four nines. No score changes.</source>
        <translation>Вы попросили пересдачу — четыре девятки. Счёт не меняется.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="203"/>
        <source>{name} asked for a redeal: four nines. No score changes.</source>
        <translation>{name}: просьба о пересдаче — четыре девятки. Счёт не меняется.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="204"/>
        <source>You asked for a redeal: a weak hand. No score changes.</source>
        <translation>Вы попросили пересдачу — слабые карты. Счёт не меняется.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="205"/>
        <source>{name} asked for a redeal: a weak hand. No score changes.</source>
        <translation>{name}: просьба о пересдаче — слабые карты. Счёт не меняется.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="206"/>
        <source>You asked for a redeal: a poor musik. No score changes.</source>
        <translation>Вы попросили пересдачу — бедный прикуп. Счёт не меняется.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/reasons.py" line="207"/>
        <source>{name} asked for a redeal: a poor musik. No score changes.</source>
        <translation>{name}: просьба о пересдаче — бедный прикуп. Счёт не меняется.</translation>
    </message>
</context>
<context>
    <name>DealSummaryDialog</name>
    <message>
        <location filename="../tysiac_desktop/dialogs/deal_summary.py" line="42"/>
        <source>Deal summary</source>
        <translation>Итоги сдачи</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/deal_summary.py" line="76"/>
        <source>Next deal</source>
        <translation>Следующая сдача</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/deal_summary.py" line="79"/>
        <source>Continue</source>
        <translation>Продолжить</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/deal_summary.py" line="104"/>
        <source>The cards were redealt</source>
        <translation>Пересдача</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/deal_summary.py" line="106"/>
        <source>Everyone played for their own points</source>
        <translation>Каждый играл на себя</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/deal_summary.py" line="23"/>
        <source>{name} bombed at {bid}</source>
        <translation>{name} — отказ от игры на {bid}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/deal_summary.py" line="22"/>
        <source>You bombed at {bid}</source>
        <translation>Вы отказались от игры на {bid}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/deal_summary.py" line="24"/>
        <source>You conceded {contract}</source>
        <translation>Вы расписали заказ {contract}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/deal_summary.py" line="25"/>
        <source>{name} conceded {contract}</source>
        <translation>{name} — заказ {contract} расписан</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/deal_summary.py" line="26"/>
        <source>You played {contract}</source>
        <translation>Ваша игра на {contract}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/deal_summary.py" line="27"/>
        <source>{name} played {contract}</source>
        <translation>{name} — игра на {contract}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/deal_summary.py" line="115"/>
        <source>Deal {number}: {what}</source>
        <translation>Сдача {number}: {what}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/deal_summary.py" line="122"/>
        <source>Winning bid {bid}.</source>
        <translation>Торговля: {bid}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/deal_summary.py" line="124"/>
        <source>Bid {bid} in the dark; contract {contract}.</source>
        <translation>Торговля: {bid} втёмную; заказ {contract}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/deal_summary.py" line="126"/>
        <source>Winning bid {bid}; contract {contract}.</source>
        <translation>Торговля: {bid}; заказ {contract}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/deal_summary.py" line="133"/>
        <source>The cards were redealt.</source>
        <translation>Карты пересданы.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/deal_summary.py" line="135"/>
        <source>No cards were played: the declarer bombed the contract.</source>
        <translation>Розыгрыша не было: играющий отказался от игры.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/deal_summary.py" line="137"/>
        <source>No cards were played: the declarer conceded.</source>
        <translation>Розыгрыша не было: играющий расписал игру.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/deal_summary.py" line="139"/>
        <source>Nobody played a contract: every player scores what they took.</source>
        <translation>Заказа не было: каждый записывает то, что взял.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/deal_summary.py" line="148"/>
        <source>✓ Made: {cards} in cards + {melds} in marriages = {total} of {contract}.</source>
        <translation>✓ Сыграно: {cards} во взятках + {melds} за марьяжи = {total} из {contract}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/deal_summary.py" line="150"/>
        <source>✗ Failed: {cards} in cards + {melds} in marriages = {total} of {contract}.</source>
        <translation>✗ Не сыграно: {cards} во взятках + {melds} за марьяжи = {total} из {contract}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/deal_summary.py" line="152"/>
        <source>✓ Made: {total} in cards of {contract}.</source>
        <translation>✓ Сыграно: {total} во взятках из {contract}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/deal_summary.py" line="153"/>
        <source>✗ Failed: {total} in cards of {contract}.</source>
        <translation>✗ Не сыграно: {total} во взятках из {contract}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/deal_summary.py" line="178"/>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/deal_summary.py" line="178"/>
        <source>Cards</source>
        <translation>Карты</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/deal_summary.py" line="178"/>
        <source>Marriages</source>
        <translation>Марьяжи</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/deal_summary.py" line="178"/>
        <source>Base</source>
        <translation>Запись</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/deal_summary.py" line="179"/>
        <source>Change</source>
        <translation>Изменение</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/deal_summary.py" line="179"/>
        <source>Score</source>
        <translation>Счёт</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/deal_summary.py" line="200"/>
        <source>declarer&apos;s team</source>
        <translation>пара играющего</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/deal_summary.py" line="204"/>
        <source>declarer</source>
        <translation>играющий</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/deal_summary.py" line="206"/>
        <source>dealer, sits out</source>
        <translation>сдающий, не играет</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/deal_summary.py" line="211"/>
        <source>%1 (%2 + %3)</source>
        <translation>%1 (%2 + %3)</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/deal_summary.py" line="241"/>
        <source>How the deal was scored</source>
        <translation>Как подсчитана сдача</translation>
    </message>
</context>
<context>
    <name>Events</name>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="29"/>
        <source>You bid {value}</source>
        <translation>Вы заказываете {value}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="29"/>
        <source>{name} bids {value}</source>
        <translation>{name} заказывает {value}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="30"/>
        <source>You pass</source>
        <translation>Вы пасуете</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="30"/>
        <source>{name} passes</source>
        <translation>{name} пасует</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="31"/>
        <source>You bid 120 blind</source>
        <translation>Вы заказываете 120 втёмную</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="32"/>
        <source>{name} bids 120 blind</source>
        <translation>{name} заказывает 120 втёмную</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="33"/>
        <source>You ask for a redeal</source>
        <translation>Вы просите пересдачу</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="34"/>
        <source>{name} asks for a redeal</source>
        <translation>{name} просит пересдачу</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="35"/>
        <source>You keep your cards</source>
        <translation>Вы оставляете свои карты</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="36"/>
        <source>{name} keeps the cards</source>
        <translation>{name} оставляет карты</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="37"/>
        <source>You take the musik</source>
        <translation>Вы берёте прикуп</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="38"/>
        <source>{name} takes the musik</source>
        <translation>{name} берёт прикуп</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="39"/>
        <source>You take musik {number}</source>
        <translation>Вы берёте прикуп {number}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="40"/>
        <source>{name} takes musik {number}</source>
        <translation>{name} берёт прикуп {number}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="41"/>
        <source>You pick face-down card {number}</source>
        <translation>Вы выбираете закрытую карту {number}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="42"/>
        <source>{name} picks face-down card {number}</source>
        <translation>{name} выбирает закрытую карту {number}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="43"/>
        <source>You give {card} to {to}</source>
        <translation>Вы отдаёте {card} игроку {to}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="44"/>
        <source>{name} gives {card} to {to}</source>
        <translation>{name} отдаёт {card} игроку {to}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="45"/>
        <source>You give a card to {to}</source>
        <translation>Вы отдаёте карту игроку {to}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="46"/>
        <source>{name} gives a card to {to}</source>
        <translation>{name} отдаёт карту игроку {to}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="47"/>
        <location filename="../tysiac_desktop/wording/events.py" line="48"/>
        <source>{name} gives you {card}</source>
        <translation>{name} отдаёт вам {card}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="49"/>
        <location filename="../tysiac_desktop/wording/events.py" line="50"/>
        <source>{name} gives you a card</source>
        <translation>{name} отдаёт вам карту</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="51"/>
        <source>You lay {card} aside</source>
        <translation>Вы сносите {card}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="52"/>
        <source>{name} lays {card} aside</source>
        <translation>{name} сносит {card}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="53"/>
        <source>You lay a card aside</source>
        <translation>Вы сносите карту</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="54"/>
        <source>{name} lays a card aside</source>
        <translation>{name} сносит карту</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="55"/>
        <source>You play for {value}</source>
        <translation>Вы играете {value}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="56"/>
        <source>{name} plays for {value}</source>
        <translation>{name} играет {value}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="57"/>
        <source>You bomb the deal</source>
        <translation>Вы отказываетесь от игры</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="58"/>
        <source>{name} bombs the deal</source>
        <translation>{name} отказывается от игры</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="59"/>
        <source>You concede the contract</source>
        <translation>Вы расписываете игру</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="60"/>
        <source>{name} concedes the contract</source>
        <translation>{name} расписывает игру</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="61"/>
        <source>You lay your cards down and take the rest</source>
        <translation>Вы выкладываете карты и забираете остальные взятки</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="62"/>
        <source>{name} lays the cards down and takes the rest</source>
        <translation>{name} выкладывает карты и забирает остальные взятки</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="63"/>
        <source>You play {card}</source>
        <translation>Вы кладёте {card}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="63"/>
        <source>{name} plays {card}</source>
        <translation>{name} кладёт {card}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="64"/>
        <source>You play {card} and declare the marriage in {suit} (+{value})</source>
        <translation>Вы кладёте {card} и объявляете марьяж: {suit} (+{value})</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="65"/>
        <source>{name} plays {card} and declares the marriage in {suit} (+{value})</source>
        <translation>{name} кладёт {card} и объявляет марьяж: {suit} (+{value})</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="66"/>
        <source>You take the trick</source>
        <translation>Вы берёте взятку</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="67"/>
        <source>{name} takes the trick</source>
        <translation>{name} берёт взятку</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="71"/>
        <source>You lay your cards down</source>
        <translation>Вы выкладываете карты</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="72"/>
        <source>{name} lays the cards down</source>
        <translation>{name} выкладывает карты</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="75"/>
        <source>Trick {number}: {cards}</source>
        <translation>Взятка {number}: {cards}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="76"/>
        <source>Trick {number}: {cards} — {taker}</source>
        <translation>Взятка {number}: {cards} — {taker}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="77"/>
        <source>you take {points}</source>
        <translation>вы берёте {points}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="77"/>
        <source>{name} takes {points}</source>
        <translation>{name} берёт {points}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="78"/>
        <source>you {card}</source>
        <translation>вы {card}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="78"/>
        <source>{name} {card}</source>
        <translation>{name} {card}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="79"/>
        <source>{card} (marriage +{value})</source>
        <translation>{card} (марьяж +{value})</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="82"/>
        <source>The musik: {cards}</source>
        <translation>Прикуп: {cards}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="83"/>
        <source>Musik {number}: {cards}</source>
        <translation>Прикуп {number}: {cards}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="84"/>
        <source>Face-down card {number}: {cards}</source>
        <translation>Закрытая карта {number}: {cards}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="85"/>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="89"/>
        <source>bid {value}</source>
        <translation>заказываете {value}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="89"/>
        <source>bids {value}</source>
        <translation>заказывает {value}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="90"/>
        <source>pass</source>
        <translation>пасуете</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="90"/>
        <source>passes</source>
        <translation>пасует</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="91"/>
        <source>bid 120 blind</source>
        <translation>заказываете 120 втёмную</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="91"/>
        <source>bids 120 blind</source>
        <translation>заказывает 120 втёмную</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="92"/>
        <source>ask for a redeal</source>
        <translation>просите пересдачу</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="92"/>
        <source>asks for a redeal</source>
        <translation>просит пересдачу</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="93"/>
        <source>keep your cards</source>
        <translation>оставляете карты</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="93"/>
        <source>keeps the cards</source>
        <translation>оставляет карты</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="94"/>
        <source>play {value}</source>
        <translation>играете {value}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="94"/>
        <source>plays {value}</source>
        <translation>играет {value}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="95"/>
        <source>deal</source>
        <translation>сдаёте</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="95"/>
        <source>deals</source>
        <translation>сдаёт</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="96"/>
        <source>deal and sit out</source>
        <translation>сдаёте и не играете</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="96"/>
        <source>deals and sits out</source>
        <translation>сдаёт и не играет</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="98"/>
        <source>partner</source>
        <translation>партнёр</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/events.py" line="99"/>
        <source>thinking…</source>
        <translation>думает…</translation>
    </message>
</context>
<context>
    <name>FileProblems</name>
    <message>
        <location filename="../tysiac_desktop/wording/file_problems.py" line="24"/>
        <location filename="../tysiac_desktop/wording/file_problems.py" line="64"/>
        <source>it cannot be read ({detail})</source>
        <translation>его не удаётся прочитать ({detail})</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/file_problems.py" line="26"/>
        <source>it is far too large</source>
        <translation>он слишком велик</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/file_problems.py" line="27"/>
        <source>it is empty</source>
        <translation>он пуст</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/file_problems.py" line="28"/>
        <source>it is damaged (not valid JSON, perhaps cut short)</source>
        <translation>он повреждён (это не корректный JSON, возможно, файл обрезан)</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/file_problems.py" line="29"/>
        <source>it is not a Tysiąc settings file</source>
        <translation>это не файл настроек «Тысячи»</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/file_problems.py" line="30"/>
        <source>its version ({detail}) is not one this program knows</source>
        <translation>его версия ({detail}) неизвестна программе</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/file_problems.py" line="31"/>
        <source>it was written by a newer version of Tysiąc (format {detail})</source>
        <translation>он записан более новой версией «Тысячи» (формат {detail})</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/file_problems.py" line="34"/>
        <source>the setting “{detail}” has a value this program does not accept</source>
        <translation>у настройки «{detail}» значение, которое программа не принимает</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/file_problems.py" line="40"/>
        <source>the file is too large ({size} bytes) to be a game record</source>
        <translation>файл слишком велик ({size} байт) для записи партии</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/file_problems.py" line="41"/>
        <source>the file cannot be read ({detail})</source>
        <translation>файл не удаётся прочитать ({detail})</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/file_problems.py" line="43"/>
        <location filename="../tysiac_desktop/wording/file_problems.py" line="62"/>
        <source>the file is empty</source>
        <translation>файл пуст</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/file_problems.py" line="44"/>
        <source>the file is not a text file (UTF-8 expected)</source>
        <translation>это не текстовый файл (ожидается UTF-8)</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/file_problems.py" line="45"/>
        <source>the file is nested too deeply to be a game record</source>
        <translation>в файле слишком глубокая вложенность для записи партии</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/file_problems.py" line="46"/>
        <source>the file is damaged or cut short (not valid JSON)</source>
        <translation>файл повреждён или обрезан (неверный JSON)</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/file_problems.py" line="47"/>
        <source>the file does not hold a game record</source>
        <translation>в файле нет записи партии</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/file_problems.py" line="48"/>
        <source>the file is not a valid game record ({detail})</source>
        <translation>файл не является корректной записью партии ({detail})</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/file_problems.py" line="49"/>
        <source>the file could not be replayed ({detail})</source>
        <translation>партию из файла не удалось воспроизвести ({detail})</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/file_problems.py" line="50"/>
        <source>the file cannot be written ({detail})</source>
        <translation>файл не удаётся записать ({detail})</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/file_problems.py" line="51"/>
        <source>the file cannot be used</source>
        <translation>файл нельзя использовать</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/file_problems.py" line="54"/>
        <source>a folder, a link, a named pipe or a device is there, and it was left as it is</source>
        <translation>там находится папка, ссылка, именованный канал или устройство; они оставлены как есть</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/file_problems.py" line="56"/>
        <source>its rules cannot be played: {rules}</source>
        <translation>по его правилам играть нельзя: {rules}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/file_problems.py" line="57"/>
        <source>deal {deal}, move {move}: {reason}</source>
        <translation>сдача {deal}, ход {move}: {reason}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/file_problems.py" line="169"/>
        <source>The statistics file {path} is in use by another program; this session&apos;s games are counted and written to it once it is free.</source>
        <translation>Файл статистики {path} занят другой программой; партии этого сеанса учитываются и будут записаны в него, как только он освободится.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/file_problems.py" line="25"/>
        <location filename="../tysiac_desktop/wording/file_problems.py" line="42"/>
        <location filename="../tysiac_desktop/wording/file_problems.py" line="61"/>
        <source>it is not a file</source>
        <translation>это не файл</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/file_problems.py" line="32"/>
        <source>it holds “{detail}”, which this version of Tysiąc does not know</source>
        <translation>в нём есть «{detail}», а эта версия «Тысячи» такого не знает</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/file_problems.py" line="63"/>
        <source>the file is too large ({size} bytes)</source>
        <translation>файл слишком велик ({size} байт)</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/file_problems.py" line="65"/>
        <source>it is not a database file</source>
        <translation>это не файл базы данных</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/file_problems.py" line="66"/>
        <source>it cannot be opened ({detail})</source>
        <translation>его не удаётся открыть ({detail})</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/file_problems.py" line="67"/>
        <source>it was written by a newer version of Tysiąc (statistics version {detail})</source>
        <translation>он записан более новой версией «Тысячи» (версия статистики {detail})</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/file_problems.py" line="69"/>
        <source>it is not a statistics file of Tysiąc</source>
        <translation>это не файл статистики «Тысячи»</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/file_problems.py" line="70"/>
        <source>it holds tables or other parts that this version does not write</source>
        <translation>в нём есть таблицы или другие части, которые эта версия не записывает</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/file_problems.py" line="72"/>
        <source>it is damaged</source>
        <translation>он повреждён</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/file_problems.py" line="73"/>
        <source>its rows do not belong together (rows without their game)</source>
        <translation>его строки не согласованы (строки без своей партии)</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/file_problems.py" line="74"/>
        <source>it holds values this version does not accept</source>
        <translation>в нём есть значения, которые эта версия не принимает</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/file_problems.py" line="75"/>
        <source>it holds seat numbers beyond the players of a game</source>
        <translation>в нём есть номера мест больше числа игроков в партии</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/file_problems.py" line="76"/>
        <source>it is damaged or not a database</source>
        <translation>он повреждён или не является базой данных</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/file_problems.py" line="77"/>
        <source>it could not be read ({detail})</source>
        <translation>его не удалось прочитать ({detail})</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/file_problems.py" line="140"/>
        <source>the statistics could not be read ({detail})</source>
        <translation>не удалось прочитать статистику ({detail})</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/file_problems.py" line="150"/>
        <source>The game could not be saved to {path}: {detail}.</source>
        <translation>Не удалось сохранить игру в {path}: {detail}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/file_problems.py" line="153"/>
        <source>{name} cannot be opened: {reason}.</source>
        <translation>Не удаётся открыть {name}: {reason}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/file_problems.py" line="160"/>
        <source>The saved game could not be resumed: {reason}. It could not be moved aside either ({detail}).</source>
        <translation>Не удалось продолжить сохранённую игру: {reason}. Переименовать файл тоже не удалось ({detail}).</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/file_problems.py" line="163"/>
        <source>The saved game could not be resumed: {reason}. The file was kept as {path}.</source>
        <translation>Не удалось продолжить сохранённую игру: {reason}. Файл сохранён как {path}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/file_problems.py" line="177"/>
        <source>The statistics file {path} could not be used: {reason}. It could not be moved aside either ({detail}), so this session&apos;s games are counted but not kept.</source>
        <translation>Файл статистики {path} нельзя использовать: {reason}. Переименовать его тоже не удалось ({detail}), поэтому партии этого сеанса учитываются, но не сохраняются.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/file_problems.py" line="181"/>
        <source>The statistics file could not be used: {reason}. It was kept as {path}; new statistics have been started.</source>
        <translation>Файл статистики нельзя использовать: {reason}. Он сохранён как {path}; статистика ведётся заново.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/file_problems.py" line="185"/>
        <source>Statistics cannot be saved in {folder} ({detail}), so this session&apos;s games are counted but not kept.</source>
        <translation>Статистику нельзя сохранить в {folder} ({detail}), поэтому партии этого сеанса учитываются, но не сохраняются.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/file_problems.py" line="189"/>
        <source>Statistics cannot be saved in {path} ({detail}); the games recorded so far are shown, but this session&apos;s games are not kept.</source>
        <translation>Статистику нельзя сохранить в {path} ({detail}); записанные ранее партии показываются, но партии этого сеанса не сохраняются.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/file_problems.py" line="199"/>
        <source>The defaults are used; the old file was kept as {path}.</source>
        <translation>Используются значения по умолчанию; старый файл сохранён как {path}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/file_problems.py" line="202"/>
        <source>The defaults are used; the file could not be moved aside.</source>
        <translation>Используются значения по умолчанию; файл не удалось переименовать.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/file_problems.py" line="203"/>
        <source>Your settings could not be used: {reason}.</source>
        <translation>Ваши настройки нельзя использовать: {reason}.</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <location filename="../tysiac_desktop/wording/computer_problems.py" line="12"/>
        <source>the computer player&apos;s process stopped unexpectedly</source>
        <translation>процесс компьютерного игрока неожиданно завершился</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/computer_problems.py" line="13"/>
        <source>the computer player took too long</source>
        <translation>компьютерный игрок думал слишком долго</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/computer_problems.py" line="22"/>
        <source>the computer player failed ({detail})</source>
        <translation>ошибка компьютерного игрока ({detail})</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/computer_problems.py" line="46"/>
        <source>The saved game could not be resumed: {reason}.</source>
        <translation>Не удалось продолжить сохранённую игру: {reason}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/computer_problems.py" line="28"/>
        <source>{name}: the computer player answered “{token}”, which is not a move; the first legal move is played instead.</source>
        <translation>{name}: компьютерный игрок ответил «{token}», а это не ход; вместо него сделан первый допустимый ход.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/computer_problems.py" line="34"/>
        <source>{name}: {problem}; the first legal move is played instead.</source>
        <translation>{name}: {problem}; вместо этого сделан первый допустимый ход.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/computer_problems.py" line="40"/>
        <source>{name}: the computer player chose a move that is not allowed ({reason}); the first legal move is played instead.</source>
        <translation>{name}: компьютерный игрок выбрал недопустимый ход ({reason}); вместо него сделан первый допустимый ход.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/computer_problems.py" line="50"/>
        <source>The game could not be saved automatically: {detail}.</source>
        <translation>Не удалось автоматически сохранить игру: {detail}.</translation>
    </message>
</context>
<context>
    <name>GameOverDialog</name>
    <message>
        <location filename="../tysiac_desktop/dialogs/game_over.py" line="34"/>
        <location filename="../tysiac_desktop/dialogs/game_over.py" line="91"/>
        <source>Game over</source>
        <translation>Партия окончена</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/game_over.py" line="51"/>
        <source>Play again</source>
        <translation>Сыграть ещё</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/game_over.py" line="53"/>
        <source>New game…</source>
        <translation>Новая игра…</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/game_over.py" line="55"/>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/game_over.py" line="17"/>
        <source>{name} won!</source>
        <translation>Победитель — {name}!</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/game_over.py" line="17"/>
        <source>You won!</source>
        <translation>Вы выиграли!</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/game_over.py" line="90"/>
        <source>A draw!</source>
        <translation>Ничья!</translation>
    </message>
    <message numerus="yes">
        <location filename="../tysiac_desktop/dialogs/game_over.py" line="95"/>
        <source>with %Ln points</source>
        <translation>
            <numerusform>с %Ln очком</numerusform>
            <numerusform>с %Ln очками</numerusform>
            <numerusform>с %Ln очками</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/game_over.py" line="98"/>
        <source>Level at the top: {names}</source>
        <translation>Первое место делят: {names}</translation>
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
        <translation>червы</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/words.py" line="92"/>
        <source>bells</source>
        <translation>бубенцы</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/words.py" line="93"/>
        <source>acorns</source>
        <translation>жёлуди</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/words.py" line="93"/>
        <source>leaves</source>
        <translation>листья</translation>
    </message>
</context>
<context>
    <name>Hint</name>
    <message>
        <location filename="../tysiac_desktop/wording/hints.py" line="26"/>
        <source>bid {value}</source>
        <translation>заказать {value}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/hints.py" line="27"/>
        <source>pass</source>
        <translation>пас</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/hints.py" line="28"/>
        <source>bid blind (dark)</source>
        <translation>заказать втёмную</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/hints.py" line="29"/>
        <source>ask for a redeal</source>
        <translation>попросить пересдачу</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/hints.py" line="30"/>
        <source>keep the cards</source>
        <translation>оставить карты</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/hints.py" line="31"/>
        <source>take the musik</source>
        <translation>взять прикуп</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/hints.py" line="32"/>
        <source>give {card} to {seat}</source>
        <translation>отдать {card} игроку {seat}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/hints.py" line="33"/>
        <source>lay {card} aside</source>
        <translation>снести {card}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/hints.py" line="34"/>
        <source>declare {value}</source>
        <translation>заказать {value}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/hints.py" line="35"/>
        <source>bomb the deal</source>
        <translation>отказаться от игры</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/hints.py" line="36"/>
        <source>concede</source>
        <translation>расписать</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/hints.py" line="37"/>
        <source>play {card}</source>
        <translation>сыграть {card}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/hints.py" line="38"/>
        <source>lead {card} and declare the marriage</source>
        <translation>зайти с {card} и объявить марьяж</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/hints.py" line="39"/>
        <source>play {card} on the queen and declare the marriage</source>
        <translation>положить {card} на даму и объявить марьяж</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/hints.py" line="40"/>
        <source>claim the remaining tricks</source>
        <translation>выложить карты и забрать остальные взятки</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/hints.py" line="45"/>
        <source>Your contract looks safe: {move}.</source>
        <translation>Ваш заказ выглядит надёжным: {move}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/hints.py" line="46"/>
        <source>Your contract will probably be made; {move} gives it the best chance.</source>
        <translation>Ваш заказ, скорее всего, будет сыгран; лучший шанс: {move}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/hints.py" line="47"/>
        <source>Your contract hangs in the balance; {move} gives it the best chance.</source>
        <translation>Ваш заказ висит на волоске; лучший шанс: {move}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/hints.py" line="48"/>
        <source>Your contract looks unlikely; {move} gives it the best chance.</source>
        <translation>Ваш заказ вряд ли будет сыгран; лучший шанс: {move}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/hints.py" line="49"/>
        <source>Your contract looks lost: it costs {stake} whatever you take, so {card} keeps the others&apos; points lowest.</source>
        <translation>Ваш заказ, похоже, не сыграть: он стоит {stake}, сколько бы вы ни взяли, поэтому с {card} соперники возьмут меньше всего очков.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/hints.py" line="59"/>
        <source>Your side&apos;s contract looks lost: it costs {stake} whatever your side takes, so {card} keeps the other side&apos;s points lowest.</source>
        <translation>Заказ вашей команды, похоже, не сыграть: он стоит {stake}, сколько бы вы ни взяли, поэтому с {card} другая команда возьмёт меньше всего очков.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/hints.py" line="67"/>
        <source>{name}&apos;s contract looks beaten (it costs {stake}); every point you take counts: {move}.</source>
        <translation>Заказ игрока {name}, похоже, не будет сыгран (он стоит {stake}); важно каждое ваше очко: {move}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/hints.py" line="72"/>
        <source>{move}: over the deals the cards may be in, playing the game at {bid} is worth about {declare} points to you, passing about {defend}.</source>
        <translation>{move}: по раскладам, в которых могут лежать карты, заказ {bid} приносит вам в среднем {declare}, а пас — {defend}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/hints.py" line="124"/>
        <source>With every card open, you could take {total} against the best defence: the contract could be made.</source>
        <translation>В открытую, при лучшей игре соперников, вы могли взять {total}: заказ можно было сыграть.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/hints.py" line="128"/>
        <source>With every card open, you could take {total} against the best defence: no play makes the contract.</source>
        <translation>В открытую, при лучшей игре соперников, вы могли взять {total}: заказ не сыграть никак.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/hints.py" line="126"/>
        <source>With every card open, {name} could take {total} against the best defence: the contract could be made.</source>
        <translation>{name}: в открытую, при лучшей игре соперников, максимум {total} — заказ можно было сыграть.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/hints.py" line="130"/>
        <source>With every card open, {name} could take {total} against the best defence: no play makes the contract.</source>
        <translation>{name}: в открытую, при лучшей игре соперников, максимум {total} — заказ не сыграть никак.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/hints.py" line="53"/>
        <source>Your side&apos;s contract looks safe: {move}.</source>
        <translation>Заказ вашей команды выглядит надёжным: {move}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/hints.py" line="54"/>
        <source>Your side&apos;s contract will probably be made; {move} gives it the best chance.</source>
        <translation>Заказ вашей команды, скорее всего, будет сыгран; лучший шанс: {move}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/hints.py" line="56"/>
        <source>Your side&apos;s contract hangs in the balance; {move} gives it the best chance.</source>
        <translation>Заказ вашей команды висит на волоске; лучший шанс: {move}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/hints.py" line="58"/>
        <source>Your side&apos;s contract looks unlikely; {move} gives it the best chance.</source>
        <translation>Заказ вашей команды вряд ли будет сыгран; лучший шанс: {move}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/hints.py" line="63"/>
        <source>{name}&apos;s contract looks safe whatever you play: {move}.</source>
        <translation>Заказ игрока {name} будет сыгран, что бы вы ни положили: {move}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/hints.py" line="64"/>
        <source>{name} will probably make the contract; {move} gives the best chance to beat it.</source>
        <translation>{name}, скорее всего, сыграет заказ; лучший шанс его сорвать: {move}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/hints.py" line="66"/>
        <source>{name}&apos;s contract can be beaten; {move} gives the best chance.</source>
        <translation>Заказ игрока {name} можно сорвать; лучший шанс: {move}.</translation>
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
        <translation>Где стол</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/host_where.py" line="47"/>
        <source>On this computer</source>
        <translation>На этом компьютере</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/host_where.py" line="48"/>
        <source>On a table server</source>
        <translation>На сервере столов</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/host_where.py" line="49"/>
        <source>Table server address</source>
        <translation>Адрес сервера столов</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/host_where.py" line="67"/>
        <source>Type the table server&apos;s address, e.g. wss://tysiac.example.org/t</source>
        <translation>Введите адрес сервера столов, например wss://tysiac.example.org/t</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/host_where.py" line="73"/>
        <source>The server deals and keeps the table: friends anywhere join it, and you may close the app and rejoin.</source>
        <translation>Сервер сдаёт карты и хранит стол: друзья подключаются откуда угодно, а вы можете закрыть программу и вернуться.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/host_where.py" line="75"/>
        <source>Friends on your network join at this computer&apos;s address; from elsewhere they need your router to forward the port (see the README).</source>
        <translation>Друзья из вашей сети подключаются по адресу этого компьютера; извне нужен проброс порта на роутере (см. README).</translation>
    </message>
</context>
<context>
    <name>HouseRulesDialog</name>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="58"/>
        <source>House rules</source>
        <translation>Домашние правила</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="86"/>
        <source>Save</source>
        <translation>Сохранить</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="117"/>
        <source>Rule set:</source>
        <translation>Набор правил:</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="121"/>
        <source>A preset or one of your saved rule sets; choosing one loads all of its rules.</source>
        <translation>Готовый вариант или один из ваших сохранённых наборов правил; при выборе загружаются все его правила.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="124"/>
        <source>Rule set</source>
        <translation>Набор правил</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="129"/>
        <source>Save as…</source>
        <translation>Сохранить как…</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="130"/>
        <source>Save these rules as a named rule set.</source>
        <translation>Сохранить эти правила как набор под своим названием.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="131"/>
        <source>Rename…</source>
        <translation>Переименовать…</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="132"/>
        <source>Delete</source>
        <translation>Удалить</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="133"/>
        <source>Import…</source>
        <translation>Импорт…</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="134"/>
        <source>Read the rules from a rule-set file or a game record.</source>
        <translation>Загрузить правила из файла набора правил или из записи партии.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="135"/>
        <source>Export…</source>
        <translation>Экспорт…</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="136"/>
        <source>Write these rules to a file (the rules of a game record).</source>
        <translation>Записать эти правила в файл (так же, как правила в записи партии).</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="149"/>
        <source>Start from:</source>
        <translation>За основу:</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="155"/>
        <source>Start from</source>
        <translation>За основу</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="337"/>
        <source>“%1” (based on %2)</source>
        <translation>«%1» (на основе: %2)</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="338"/>
        <source>“%1”, changed (based on %2)</source>
        <translation>«%1», изменён (на основе: %2)</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="341"/>
        <source>Custom (based on %1)</source>
        <translation>Свои (на основе: %1)</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="365"/>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="659"/>
        <source>Not possible: %1</source>
        <translation>Нельзя: %1</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="421"/>
        <source>My sets</source>
        <translation>Мои наборы</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="519"/>
        <source>Save rule set</source>
        <translation>Сохранить набор правил</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="521"/>
        <source>Name of the rule set:</source>
        <translation>Название набора правил:</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="533"/>
        <source>A rule set named “%1” already exists. Replace it?</source>
        <translation>Набор правил «%1» уже существует. Заменить его?</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="548"/>
        <source>Rename rule set</source>
        <translation>Переименовать набор правил</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="549"/>
        <source>New name of “%1”:</source>
        <translation>Новое название для «%1»:</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="564"/>
        <source>Delete rule set</source>
        <translation>Удалить набор правил</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="566"/>
        <source>Delete the rule set “%1”? This cannot be undone.</source>
        <translation>Удалить набор правил «%1»? Это нельзя отменить.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="577"/>
        <source>Import rule set</source>
        <translation>Импорт набора правил</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="579"/>
        <source>Rule sets and game records (*.json);;All files (*)</source>
        <translation>Наборы правил и записи партий (*.json);;Все файлы (*)</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="596"/>
        <source>Export rule set</source>
        <translation>Экспорт набора правил</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="599"/>
        <source>Rule sets (*.json);;All files (*)</source>
        <translation>Наборы правил (*.json);;Все файлы (*)</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="623"/>
        <source>the option %1 is not valid</source>
        <translation>параметр %1 задан неверно</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="626"/>
        <source>the name in the file is not allowed</source>
        <translation>название в файле недопустимо</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="628"/>
        <source>a name can have at most %1 characters</source>
        <translation>название может содержать не больше %1 символов</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="630"/>
        <source>a name cannot contain control characters or slashes</source>
        <translation>название не может содержать управляющие символы и косые черты</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="631"/>
        <source>the name is empty</source>
        <translation>название пустое</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="633"/>
        <source>a rule set with this name already exists</source>
        <translation>набор правил с таким названием уже существует</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="634"/>
        <source>the rule set no longer exists</source>
        <translation>этого набора правил больше нет</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="635"/>
        <source>the file cannot be read</source>
        <translation>файл не удаётся прочитать</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="636"/>
        <source>the file is too large to be a rule set</source>
        <translation>файл слишком велик для набора правил</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="637"/>
        <source>the file is empty</source>
        <translation>файл пуст</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="638"/>
        <source>the file is not a text file</source>
        <translation>это не текстовый файл</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="639"/>
        <source>the file is damaged or cut short (not valid JSON)</source>
        <translation>файл повреждён или обрезан (неверный JSON)</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="640"/>
        <source>the file is nested too deeply</source>
        <translation>в файле слишком глубокая вложенность</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="641"/>
        <source>the file does not hold rules</source>
        <translation>в файле нет правил</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="642"/>
        <source>the file is not a rule set</source>
        <translation>файл не является набором правил</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="643"/>
        <source>the file has no valid version number</source>
        <translation>в файле нет правильного номера версии</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="644"/>
        <source>the file was made by a newer version of Tysiąc</source>
        <translation>файл создан более новой версией «Тысячи»</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="645"/>
        <source>another rule set has the same name</source>
        <translation>у другого набора правил такое же название</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="646"/>
        <source>the file cannot be written</source>
        <translation>файл не удаётся записать</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="649"/>
        <source>the file cannot be used</source>
        <translation>файл нельзя использовать</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="655"/>
        <source>%1 cannot be imported: %2.</source>
        <translation>Не удаётся импортировать файл %1: %2.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="657"/>
        <source>%1 cannot be written.</source>
        <translation>Не удаётся записать файл %1.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="670"/>
        <source>The saved rule set %1 could not be loaded: %2. It was moved aside as %3.</source>
        <translation>Не удалось загрузить сохранённый набор правил %1: %2. Файл сохранён под именем %3.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/house_rules.py" line="672"/>
        <source>The saved rule set %1 could not be loaded: %2.</source>
        <translation>Не удалось загрузить сохранённый набор правил %1: %2.</translation>
    </message>
</context>
<context>
    <name>IllegalMoves</name>
    <message>
        <location filename="../tysiac_desktop/wording/rule_errors.py" line="70"/>
        <source>{card} is not in your hand.</source>
        <translation>Карты {card} нет у вас на руке.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_errors.py" line="71"/>
        <source>{card} cannot be played: you must follow suit ({led}).</source>
        <translation>Нельзя сыграть {card}: нужно положить карту в масть ({led}).</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_errors.py" line="73"/>
        <source>{card} cannot be played: you must beat {winning} when you can.</source>
        <translation>Нельзя сыграть {card}: нужно побить {winning}, если можете.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_errors.py" line="75"/>
        <source>{card} cannot be played: you have no {led}, so you must play a trump.</source>
        <translation>Нельзя сыграть {card}: у вас нет масти {led}, поэтому нужно козырять.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_errors.py" line="77"/>
        <source>{card} cannot be played: you have no {led}, so you must play a trump that takes the trick.</source>
        <translation>Нельзя сыграть {card}: у вас нет масти {led}, поэтому нужно положить козырь, который берёт взятку.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_errors.py" line="79"/>
        <source>It is {name}&apos;s turn.</source>
        <translation>Сейчас ходит {name}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_errors.py" line="80"/>
        <source>That move is not possible now.</source>
        <translation>Этот ход сейчас невозможен.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_errors.py" line="81"/>
        <source>The game is over.</source>
        <translation>Партия окончена.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_errors.py" line="82"/>
        <source>The deal is over.</source>
        <translation>Сдача окончена.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_errors.py" line="83"/>
        <source>That move is not understood.</source>
        <translation>Этот ход не распознан.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_errors.py" line="84"/>
        <source>Under these rules the cards cannot be laid down to claim the remaining tricks.</source>
        <translation>По этим правилам нельзя открыть карты и забрать оставшиеся взятки.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_errors.py" line="86"/>
        <source>You cannot claim the remaining tricks: the defenders could still take a trick.</source>
        <translation>Открыть карты нельзя: соперники ещё могут взять взятку.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_errors.py" line="88"/>
        <source>Only the declarer can claim the remaining tricks, when leading to a trick.</source>
        <translation>Открыть карты может только играющий и только на своём заходе.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_errors.py" line="90"/>
        <source>You cannot claim yet: there are still cards to draw or to turn up.</source>
        <translation>Открывать карты ещё рано: остались карты для добора или открытия.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_errors.py" line="92"/>
        <source>A marriage can only be declared when you lead to a trick.</source>
        <translation>Марьяж можно объявить только при заходе.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_errors.py" line="94"/>
        <source>A marriage can be declared during a trick only by playing the king onto the queen of its suit played just before.</source>
        <translation>Во время взятки марьяж можно объявить, только положив короля на даму той же масти, сыгранную прямо перед ним.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_errors.py" line="97"/>
        <source>A marriage can only be declared after you have taken a trick in this deal.</source>
        <translation>Марьяж можно объявить только после того, как вы взяли взятку в этой сдаче.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_errors.py" line="99"/>
        <source>No marriage can be declared before the first trick is over.</source>
        <translation>До окончания первой взятки марьяж объявлять нельзя.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_errors.py" line="101"/>
        <source>Under these rules a marriage is declared with the queen only.</source>
        <translation>По этим правилам марьяж объявляют только дамой.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_errors.py" line="103"/>
        <source>{card} does not declare a marriage you hold.</source>
        <translation>С {card} нельзя объявить марьяж: у вас нет этой пары.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_errors.py" line="104"/>
        <source>A bomb is not allowed at this bid.</source>
        <translation>При этом заказе отказ от игры не разрешён.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_errors.py" line="105"/>
        <source>You have no bomb left in this game.</source>
        <translation>Отказов от игры в этой партии у вас больше нет.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_errors.py" line="106"/>
        <source>You cannot bomb now.</source>
        <translation>Сейчас отказаться от игры нельзя.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_errors.py" line="107"/>
        <source>You cannot concede now.</source>
        <translation>Сейчас расписать нельзя.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_errors.py" line="108"/>
        <source>The auction opens with the forced bid of {low}.</source>
        <translation>Торговля начинается с обязательного заказа {low}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_errors.py" line="109"/>
        <source>The bid must be higher than the highest bid so far: from {low} to {high}.</source>
        <translation>Заказ должен быть выше предыдущего: от {low} до {high}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_errors.py" line="111"/>
        <source>The bid must be higher than the highest bid so far, and your hand allows no higher bid: you can only pass.</source>
        <translation>Заказ должен быть выше предыдущего, а ваша рука не позволяет заказать больше: можно только пасовать.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_errors.py" line="113"/>
        <source>Bids go up one step at a time: the next bid is {low}.</source>
        <translation>Заказ повышается на один шаг: следующий заказ — {low}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_errors.py" line="114"/>
        <source>Your hand does not allow that much (highest bid): from {low} to {high}.</source>
        <translation>Ваша рука не позволяет заказать столько (наибольший заказ): от {low} до {high}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_errors.py" line="116"/>
        <source>Your hand does not allow a higher bid: you can only pass.</source>
        <translation>Ваша рука не позволяет заказать больше: можно только пасовать.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_errors.py" line="118"/>
        <source>That is above the highest bid of the game: from {low} to {high}.</source>
        <translation>Это выше наибольшего заказа в этой партии: от {low} до {high}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_errors.py" line="120"/>
        <source>That is above the highest bid of the game.</source>
        <translation>Это выше наибольшего заказа в этой партии.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_errors.py" line="121"/>
        <source>The contract must be at least the winning bid: from {low} to {high}.</source>
        <translation>Заказ должен быть не меньше того, на котором выиграна торговля: от {low} до {high}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_errors.py" line="123"/>
        <source>On the barrel the contract must be enough to finish the game: at least {low}.</source>
        <translation>На бочке нужно заказывать столько, чтобы выйти: не меньше {low}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_errors.py" line="125"/>
        <source>Possible now: from {low} to {high} in steps of {step}.</source>
        <translation>Сейчас можно: от {low} до {high} с шагом {step}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_errors.py" line="126"/>
        <source>Only {low} is possible now.</source>
        <translation>Сейчас можно только {low}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_errors.py" line="127"/>
        <source>A blind bid is not possible now.</source>
        <translation>Заказать втёмную сейчас нельзя.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_errors.py" line="128"/>
        <source>After a blind bid the contract is 120: no other contract and no bomb.</source>
        <translation>После заказа втёмную играется только 120: другого заказа и отказа нет.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_errors.py" line="130"/>
        <source>In the golden round the contract is 120: no other contract and no bomb.</source>
        <translation>В «золотом» круге заказ — 120: другого заказа и отказа нет.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_errors.py" line="132"/>
        <source>You have already taken that musik.</source>
        <translation>Этот прикуп уже взят.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_errors.py" line="133"/>
        <source>There is no such musik.</source>
        <translation>Такого прикупа нет.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_errors.py" line="134"/>
        <source>That player already has a card from you.</source>
        <translation>Этот игрок уже получил от вас карту.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_errors.py" line="135"/>
        <source>A card can only be given to another player of the deal.</source>
        <translation>Карту можно отдать только другому игроку этой сдачи.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_errors.py" line="137"/>
        <source>That move is not allowed now.</source>
        <translation>Этот ход сейчас не разрешён.</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <location filename="../tysiac_desktop/network/menu.py" line="42"/>
        <source>Join a table</source>
        <translation>Присоединиться к столу</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/network/menu.py" line="79"/>
        <source>Paste the invitation your friend sent into any field.</source>
        <translation>Вставьте приглашение друга в любое поле.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/network/menu.py" line="80"/>
        <source>&amp;Address</source>
        <translation>&amp;Адрес</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/network/menu.py" line="81"/>
        <source>Table &amp;code</source>
        <translation>&amp;Код стола</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/network/menu.py" line="82"/>
        <source>Your &amp;name</source>
        <translation>Ваше &amp;имя</translation>
    </message>
</context>
<context>
    <name>KeysDialog</name>
    <message>
        <location filename="../tysiac_desktop/dialogs/keys.py" line="24"/>
        <source>Keyboard</source>
        <translation>Клавиатура</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/keys.py" line="30"/>
        <source>Everything can be done with the keyboard:</source>
        <translation>Всё можно сделать с клавиатуры:</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/keys.py" line="37"/>
        <source>Left, Right, Home, End</source>
        <translation>Стрелки влево и вправо, Home, End</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/keys.py" line="37"/>
        <source>choose a card of your hand (and of your face-up piles)</source>
        <translation>выбрать карту на руке (и в своих открытых стопках)</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/keys.py" line="38"/>
        <source>Enter or Space</source>
        <translation>Enter или пробел</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/keys.py" line="38"/>
        <source>play the chosen card; give it or lay it aside after the musik</source>
        <translation>сыграть выбранную карту; после прикупа — отдать её или снести</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/keys.py" line="39"/>
        <source>Tab, Shift+Tab</source>
        <translation>Tab, Shift+Tab</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/keys.py" line="39"/>
        <source>go to the buttons under the table (bids, contract, musik), the log and the rules in force, and back; Enter or Space presses a button or opens the rules</source>
        <translation>перейти к кнопкам под столом (торговля, заказ, прикуп), к ходу игры и к действующим правилам и обратно; Enter или пробел нажимает кнопку или открывает правила</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/keys.py" line="42"/>
        <source>Up, Down</source>
        <translation>Стрелки вверх и вниз</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/keys.py" line="42"/>
        <source>in a list of bids or contracts: choose the value</source>
        <translation>в списке заказов: выбрать значение</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/keys.py" line="43"/>
        <source>Arrows, Home, End</source>
        <translation>Стрелки, Home, End</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/keys.py" line="43"/>
        <source>in the score sheet or a table of the statistics: walk the cells; on the score chart: step from deal to deal</source>
        <translation>в таблице очков или таблице статистики: переход по ячейкам; на графике очков: от сдачи к сдаче</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/keys.py" line="45"/>
        <source>Enter or Space, or a click</source>
        <translation>Enter, пробел или щелчок</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/keys.py" line="45"/>
        <source>take a completed trick off the table at once</source>
        <translation>сразу убрать взятку со стола</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/keys.py" line="47"/>
        <source>show the last trick (again to hide it)</source>
        <translation>показать последнюю взятку (ещё раз — скрыть)</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/keys.py" line="48"/>
        <source>ask for a hint</source>
        <translation>подсказка</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/keys.py" line="49"/>
        <source>say my cards, suit by suit (and which may be played)</source>
        <translation>прочитать ваши карты по мастям (и какими можно ходить)</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/keys.py" line="50"/>
        <source>say the cards of the trick on the table, and whose turn it is</source>
        <translation>прочитать карты взятки на столе и чей ход</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/keys.py" line="51"/>
        <source>say the scores</source>
        <translation>прочитать счёт</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/keys.py" line="52"/>
        <source>say the highest bid or the contract, who plays it, and the trump</source>
        <translation>прочитать высший заказ в торговле или заказ, кто играет, и козырь</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/keys.py" line="53"/>
        <source>say what has been taken so far</source>
        <translation>прочитать, что взято пока</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/keys.py" line="55"/>
        <source>a new game</source>
        <translation>новая игра</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/keys.py" line="57"/>
        <source>open a game record</source>
        <translation>открыть запись партии</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/keys.py" line="59"/>
        <source>save the game record</source>
        <translation>сохранить запись партии</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/keys.py" line="61"/>
        <source>the rules</source>
        <translation>правила</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/keys.py" line="62"/>
        <source>Alt + underlined letter</source>
        <translation>Alt + подчёркнутая буква</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/keys.py" line="62"/>
        <source>open a menu, or choose in a dialog</source>
        <translation>открыть меню или выбрать в окне</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/keys.py" line="63"/>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/keys.py" line="63"/>
        <source>cancel a question of the bar; close a dialog (the deal&apos;s summary: on to the next deal)</source>
        <translation>отменить вопрос на панели; закрыть окно (итоги сдачи: перейти к следующей сдаче)</translation>
    </message>
</context>
<context>
    <name>Levels</name>
    <message>
        <location filename="../tysiac_desktop/wording/words.py" line="147"/>
        <source>Easy</source>
        <translation>Лёгкий</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/words.py" line="148"/>
        <source>Medium</source>
        <translation>Средний</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/words.py" line="149"/>
        <source>Hard</source>
        <translation>Сложный</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/words.py" line="150"/>
        <source>Expert</source>
        <translation>Эксперт</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="143"/>
        <location filename="../tysiac_desktop/main_window.py" line="385"/>
        <location filename="../tysiac_desktop/single_instance.py" line="219"/>
        <source>Tysiąc</source>
        <translation>Тысяча</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/menus.py" line="107"/>
        <source>&amp;Game</source>
        <translation>&amp;Игра</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/menus.py" line="108"/>
        <source>&amp;New game…</source>
        <translation>&amp;Новая игра…</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/menus.py" line="110"/>
        <source>Lea&amp;ve the table</source>
        <translation>&amp;Покинуть стол</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/menus.py" line="111"/>
        <source>&amp;Resume saved game</source>
        <translation>&amp;Продолжить сохранённую игру</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/menus.py" line="112"/>
        <source>&amp;Open record…</source>
        <translation>&amp;Открыть запись партии…</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/menus.py" line="113"/>
        <source>&amp;Save record…</source>
        <translation>&amp;Сохранить запись партии…</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/menus.py" line="22"/>
        <source>Say my &amp;cards</source>
        <translation>Прочитать мои &amp;карты</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/menus.py" line="23"/>
        <source>Say the &amp;trick on the table</source>
        <translation>Прочитать &amp;взятку на столе</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/menus.py" line="24"/>
        <source>Say the &amp;scores</source>
        <translation>Прочитать &amp;счёт</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/menus.py" line="25"/>
        <source>Say the &amp;bid, contract and trump</source>
        <translation>Прочитать &amp;заказ и козырь</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/menus.py" line="26"/>
        <source>Say &amp;what was taken</source>
        <translation>Прочитать, что &amp;набрано</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/menus.py" line="114"/>
        <source>S&amp;core sheet</source>
        <translation>&amp;Таблица очков</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/menus.py" line="115"/>
        <source>Ho&amp;use rules…</source>
        <translation>&amp;Домашние правила…</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/menus.py" line="116"/>
        <source>Rules in &amp;force</source>
        <translation>Действующие п&amp;равила</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/menus.py" line="117"/>
        <source>S&amp;tatistics</source>
        <translation>Ст&amp;атистика</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/menus.py" line="118"/>
        <source>&amp;Quit</source>
        <translation>&amp;Выход</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/menus.py" line="119"/>
        <source>&amp;Play</source>
        <translation>&amp;Розыгрыш</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/menus.py" line="120"/>
        <source>&amp;Hint</source>
        <translation>&amp;Подсказка</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/menus.py" line="121"/>
        <source>&amp;Last trick</source>
        <translation>П&amp;оследняя взятка</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/menus.py" line="124"/>
        <source>&amp;View</source>
        <translation>&amp;Вид</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/menus.py" line="125"/>
        <source>Animations off</source>
        <translation>Без анимации</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/menus.py" line="125"/>
        <source>Fast animations</source>
        <translation>Быстрая анимация</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/menus.py" line="126"/>
        <source>Normal animations</source>
        <translation>Обычная анимация</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/menus.py" line="126"/>
        <source>Slow animations</source>
        <translation>Медленная анимация</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/menus.py" line="129"/>
        <source>&amp;Language</source>
        <translation>&amp;Язык</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/menus.py" line="133"/>
        <source>&amp;Settings</source>
        <translation>&amp;Настройки</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/menus.py" line="134"/>
        <source>&amp;Preferences…</source>
        <translation>&amp;Параметры…</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/menus.py" line="135"/>
        <source>&amp;Help</source>
        <translation>&amp;Справка</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/menus.py" line="136"/>
        <source>&amp;Rules</source>
        <translation>&amp;Правила</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/menus.py" line="137"/>
        <source>&amp;Keyboard</source>
        <translation>&amp;Клавиатура</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/menus.py" line="138"/>
        <source>&amp;About Tysiąc</source>
        <translation>&amp;О программе «Тысяча»</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="147"/>
        <source>Card table</source>
        <translation>Карточный стол</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="356"/>
        <source>Your preferences could not be saved: %1</source>
        <translation>Не удалось сохранить параметры: %1</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/session.py" line="66"/>
        <location filename="../tysiac_desktop/start.py" line="93"/>
        <source>The game could not be kept: %1</source>
        <translation>Не удалось сохранить партию: %1</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/session.py" line="68"/>
        <location filename="../tysiac_desktop/start.py" line="96"/>
        <source>The unfinished game was kept as %1.</source>
        <translation>Неоконченная партия сохранена как %1.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/session.py" line="103"/>
        <location filename="../tysiac_desktop/session.py" line="111"/>
        <source>New game</source>
        <translation>Новая игра</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/session.py" line="104"/>
        <source>Leave the network table?</source>
        <translation>Покинуть сетевой стол?</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/session.py" line="107"/>
        <source>You host this table: it stops for everyone until you resume it (Game → Resume the hosted table).</source>
        <translation>Вы хозяин этого стола: он остановится для всех, пока вы его не возобновите (Игра → Продолжить открытый стол).</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/session.py" line="109"/>
        <source>Leave the table</source>
        <translation>Покинуть стол</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/session.py" line="112"/>
        <source>Abandon the current game?</source>
        <translation>Бросить текущую партию?</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/session.py" line="114"/>
        <source>It is kept among your saved games: Game → Open record… resumes it, and its deals stay in the statistics.</source>
        <translation>Она останется среди сохранённых партий: её можно продолжить через «Игра → Открыть запись партии…», а её сдачи останутся в статистике.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/session.py" line="116"/>
        <source>Abandon it</source>
        <translation>Бросить</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/session.py" line="117"/>
        <source>Keep playing</source>
        <translation>Играть дальше</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/session.py" line="136"/>
        <source>House rules</source>
        <translation>Домашние правила</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/session.py" line="153"/>
        <source>The house rules apply from the next game.</source>
        <translation>Домашние правила действуют со следующей партии.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/session.py" line="286"/>
        <source>The game was saved as %1.</source>
        <translation>Партия сохранена как %1.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/file_problems.py" line="225"/>
        <source>The statistics could not be saved (%1); the deals are kept and saved later.</source>
        <translation>Не удалось сохранить статистику (%1); сдачи не потеряны и будут сохранены позже.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/file_problems.py" line="224"/>
        <source>The statistics could not be updated: %1</source>
        <translation>Не удалось обновить статистику: %1</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/session.py" line="160"/>
        <location filename="../tysiac_desktop/session.py" line="205"/>
        <location filename="../tysiac_desktop/session.py" line="268"/>
        <location filename="../tysiac_desktop/start.py" line="72"/>
        <source>Saved game</source>
        <translation>Сохранённая игра</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/session.py" line="163"/>
        <location filename="../tysiac_desktop/session.py" line="251"/>
        <source>There is no unfinished game to resume.</source>
        <translation>Нет незаконченной партии, которую можно продолжить.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/session.py" line="181"/>
        <location filename="../tysiac_desktop/session.py" line="270"/>
        <source>Open game record</source>
        <translation>Открыть запись партии</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/session.py" line="183"/>
        <source>Game records (*.json);;All files (*)</source>
        <translation>Записи партий (*.json);;Все файлы (*)</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/session.py" line="203"/>
        <source>Replaying the saved game…</source>
        <translation>Воспроизведение сохранённой партии…</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/session.py" line="204"/>
        <source>Stop</source>
        <translation>Остановить</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/session.py" line="229"/>
        <source>Replaying the saved game: deal %1 of %2…</source>
        <translation>Воспроизведение сохранённой партии: сдача %1 из %2…</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/session.py" line="277"/>
        <location filename="../tysiac_desktop/session.py" line="284"/>
        <source>Save game record</source>
        <translation>Сохранить запись партии</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/session.py" line="279"/>
        <source>Game records (*.json)</source>
        <translation>Записи партий (*.json)</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="143"/>
        <location filename="../tysiac_desktop/main_window.py" line="707"/>
        <location filename="../tysiac_desktop/start.py" line="51"/>
        <source>Network table</source>
        <translation>Сетевой стол</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="430"/>
        <source>Start a new game from the Game menu.</source>
        <translation>Начните новую игру через меню «Игра».</translation>
    </message>
    <message numerus="yes">
        <location filename="../tysiac_desktop/main_window.py" line="445"/>
        <source>%1: %n tricks</source>
        <translation>
            <numerusform>%1: %n взятка</numerusform>
            <numerusform>%1: %n взятки</numerusform>
            <numerusform>%1: %n взяток</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="448"/>
        <source>Stock: %1</source>
        <translation>Колода: %1</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="449"/>
        <source>Laid aside</source>
        <translation>Снос</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="450"/>
        <source>Not chosen</source>
        <translation>Не выбраны</translation>
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
        <translation>%1. Щёлкните по столу или нажмите Enter, чтобы продолжить.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="499"/>
        <source>Last trick: %1</source>
        <translation>Последняя взятка: %1</translation>
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
        <translation>Перетащите карту на имя соперника.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="590"/>
        <source>%1: marriage %2 +%3</source>
        <translation>%1: марьяж %2 +%3</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="622"/>
        <source>Cancelled. %1</source>
        <translation>Отменено. %1</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="627"/>
        <source>Too soon, press again</source>
        <translation>Слишком рано, нажмите ещё раз</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/table/tree.py" line="33"/>
        <source>%1, playable</source>
        <translation>%1, можно сыграть</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/table/tree.py" line="35"/>
        <source>%1, cannot be played now</source>
        <translation>%1, сейчас сыграть нельзя</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="708"/>
        <source>Your friends play at the table this computer serves.</source>
        <translation>Ваши друзья играют за столом, который открыт на этом компьютере.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="710"/>
        <source>Keep it running and start Tysiąc again to come back to it, or end it for everyone.</source>
        <translation>Оставьте его открытым и запустите «Тысячу» снова, чтобы вернуться к нему, или закройте его для всех.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="712"/>
        <source>Keep it running</source>
        <translation>Оставить открытым</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="713"/>
        <source>End it for everyone</source>
        <translation>Закрыть для всех</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/deal_end.py" line="88"/>
        <source>What could the declarer make?</source>
        <translation>Что мог набрать играющий?</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/deal_end.py" line="96"/>
        <source>Looking at every card…</source>
        <translation>Анализ в открытую…</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/deal_end.py" line="111"/>
        <source>No analysis is available for this deal.</source>
        <translation>Для этой сдачи разбор недоступен.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/deal_end.py" line="126"/>
        <location filename="../tysiac_desktop/network/panel.py" line="93"/>
        <source>Review my play</source>
        <translation>Разобрать мою игру</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/deal_end.py" line="127"/>
        <source>Review %1&apos;s play</source>
        <translation>Разобрать игру: %1</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/deal_end.py" line="140"/>
        <source>Looking at every decision…</source>
        <translation>Разбираю каждое решение…</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/deal_end.py" line="150"/>
        <source>No review could be made of this deal</source>
        <translation>Разбор этой сдачи не удался</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/deal_end.py" line="204"/>
        <source>The game is over. A new game: Game → New game (%1).</source>
        <translation>Партия окончена. Новая игра: Игра → Новая игра (%1).</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="681"/>
        <source>About Tysiąc</source>
        <translation>О программе «Тысяча»</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="682"/>
        <source>&lt;h3&gt;Tysiąc {version}&lt;/h3&gt;&lt;p&gt;The card game of a thousand points, with computer opponents and hot-seat play under Polish, Russian and Danish house rules.&lt;/p&gt;&lt;p&gt;Licence: GPL-3.0-or-later. Cards:&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Тысяча {version}&lt;/h3&gt;&lt;p&gt;Карточная игра до тысячи очков: с компьютерными соперниками или вдвоём-втроём за одним компьютером, по польским, русским и датским правилам.&lt;/p&gt;&lt;p&gt;Лицензия: GPL-3.0-or-later. Карты:&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="689"/>
        <source>Thinking about a hint…</source>
        <translation>Ищем подсказку…</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/main_window.py" line="693"/>
        <source>Hint: %1</source>
        <translation>Подсказка: %1</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/start.py" line="52"/>
        <source>You have a seat at a network table whose game is not over.</source>
        <translation>У вас есть место за сетевым столом, где партия ещё не окончена.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/start.py" line="56"/>
        <source>Not now</source>
        <translation>Не сейчас</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/start.py" line="74"/>
        <source>Resume?</source>
        <translation>Продолжить?</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/start.py" line="75"/>
        <source>You have an unfinished game. Resume it?</source>
        <translation>Есть незаконченная партия. Продолжить её?</translation>
    </message>
</context>
<context>
    <name>ModeFacts</name>
    <message numerus="yes">
        <location filename="../tysiac_desktop/wording/modes.py" line="97"/>
        <source>%n cards each</source>
        <translation>
            <numerusform>по %n карте</numerusform>
            <numerusform>по %n карты</numerusform>
            <numerusform>по %n карт</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/modes.py" line="99"/>
        <source>no musik</source>
        <translation>без прикупа</translation>
    </message>
    <message numerus="yes">
        <location filename="../tysiac_desktop/wording/modes.py" line="101"/>
        <source>two musiks of %n</source>
        <translation>
            <numerusform>два прикупа по %n карте</numerusform>
            <numerusform>два прикупа по %n карты</numerusform>
            <numerusform>два прикупа по %n карт</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../tysiac_desktop/wording/modes.py" line="103"/>
        <source>%n face-down cards to pick from</source>
        <translation>
            <numerusform>%n закрытая карта на выбор</numerusform>
            <numerusform>%n закрытые карты на выбор</numerusform>
            <numerusform>%n закрытых карт на выбор</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../tysiac_desktop/wording/modes.py" line="105"/>
        <source>a face-up musik of %n</source>
        <translation>
            <numerusform>открытый прикуп из %n карты</numerusform>
            <numerusform>открытый прикуп из %n карт</numerusform>
            <numerusform>открытый прикуп из %n карт</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../tysiac_desktop/wording/modes.py" line="107"/>
        <source>a musik of %n</source>
        <translation>
            <numerusform>прикуп из %n карты</numerusform>
            <numerusform>прикуп из %n карт</numerusform>
            <numerusform>прикуп из %n карт</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../tysiac_desktop/wording/modes.py" line="109"/>
        <source>a stock of %n</source>
        <translation>
            <numerusform>%n карта в колоде для добора</numerusform>
            <numerusform>%n карты в колоде для добора</numerusform>
            <numerusform>%n карт в колоде для добора</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../tysiac_desktop/wording/modes.py" line="111"/>
        <source>%n cards on the table</source>
        <translation>
            <numerusform>%n карта на столе</numerusform>
            <numerusform>%n карты на столе</numerusform>
            <numerusform>%n карт на столе</numerusform>
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
        <translation>Игра с прикупом</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/modes.py" line="25"/>
        <source>32 cards</source>
        <translation>32 карты</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/modes.py" line="26"/>
        <source>No auction</source>
        <translation>Без торговли и прикупа</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/modes.py" line="27"/>
        <source>Dealer sits out, 32 cards</source>
        <translation>Сдающий не играет, 32 карты</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/modes.py" line="28"/>
        <source>All four play, 32 cards, no auction</source>
        <translation>Играют все, 32 карты, без торговли</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/modes.py" line="33"/>
        <source>The highest bidder takes the musik and plays a contract.</source>
        <translation>Кто больше закажет, берёт прикуп и играет заказ.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/modes.py" line="34"/>
        <source>With sevens and eights; the declarer takes the musik and lays as many cards aside.</source>
        <translation>С семёрками и восьмёрками; играющий берёт прикуп и столько же карт сносит.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/modes.py" line="36"/>
        <source>No auction: everyone scores what they take.</source>
        <translation>Без торговли: каждый записывает то, что взял.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/modes.py" line="39"/>
        <source>The dealer sits out; the other three play with sevens and eights.</source>
        <translation>Сдающий не играет; остальные трое играют с семёрками и восьмёрками.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/modes.py" line="41"/>
        <source>No auction, each for their own points; a king may meld on a queen just played.</source>
        <translation>Без торговли, каждый за себя; короля можно объявить на только что сыгранную даму.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/modes.py" line="43"/>
        <source>Partners sit opposite; the declarer takes the musik and gives a card to each; team scores.</source>
        <translation>Партнёры сидят напротив; играющий берёт прикуп и отдаёт каждому по карте; счёт командный.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/modes.py" line="45"/>
        <source>With sevens and eights; no auction: everyone scores what they take.</source>
        <translation>С семёрками и восьмёрками; без торговли: каждый записывает то, что взял.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/modes.py" line="47"/>
        <location filename="../tysiac_desktop/wording/modes.py" line="48"/>
        <source>The declarer picks one musik and lays as many cards aside.</source>
        <translation>Играющий выбирает один прикуп и столько же карт сносит.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/modes.py" line="49"/>
        <source>An auction and a contract.</source>
        <translation>Торговля и заказ.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/modes.py" line="50"/>
        <source>No auction; after every trick the winner draws first.</source>
        <translation>Без торговли; после каждой взятки взявший добирает первым.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/modes.py" line="51"/>
        <source>An auction for the open musik; then both draw from the stock.</source>
        <translation>Торговля за открытый прикуп; потом оба добирают из колоды.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/modes.py" line="52"/>
        <source>The declarer takes %2 of them and lays %3 aside.</source>
        <translation>Играющий берёт %2 из них и сносит %3.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/modes.py" line="53"/>
        <source>Each table card lies on a face-down one; no auction, first hand must make %1.</source>
        <translation>Каждая карта на столе лежит на закрытой; без торговли, первая рука должна набрать %1.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/modes.py" line="37"/>
        <source>The dealer sits the deal out; the other three play the musik game.</source>
        <translation>Сдающий не играет; остальные трое играют с прикупом.</translation>
    </message>
</context>
<context>
    <name>NetworkMenu</name>
    <message>
        <location filename="../tysiac_desktop/network/menu.py" line="154"/>
        <source>&amp;Host a table…</source>
        <translation>Открыть стол в с&amp;ети…</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/network/menu.py" line="155"/>
        <source>&amp;Join a table…</source>
        <translation>Присоединиться к сто&amp;лу…</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/network/menu.py" line="238"/>
        <source>This table could not be remembered for rejoining: %1</source>
        <translation>Не удалось запомнить этот стол для возвращения: %1</translation>
    </message>
</context>
<context>
    <name>NetworkTable</name>
    <message>
        <location filename="../tysiac_desktop/network/panel.py" line="83"/>
        <source>Copy invitation</source>
        <translation>Копировать приглашение</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/network/panel.py" line="84"/>
        <source>Try now</source>
        <translation>Попробовать сейчас</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/network/panel.py" line="85"/>
        <location filename="../tysiac_desktop/network/panel.py" line="86"/>
        <source>At the table</source>
        <translation>За столом</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/network/panel.py" line="87"/>
        <source>Start the game</source>
        <translation>Начать партию</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/network/panel.py" line="88"/>
        <location filename="../tysiac_desktop/network/panel.py" line="89"/>
        <source>Chat</source>
        <translation>Чат</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/network/panel.py" line="90"/>
        <location filename="../tysiac_desktop/network/panel.py" line="91"/>
        <source>Message to the table</source>
        <translation>Сообщение столу</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/network/panel.py" line="92"/>
        <source>Deal to review</source>
        <translation>Сдача для разбора</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/network/panel.py" line="138"/>
        <source>Let the computer play for %1</source>
        <translation>Пусть компьютер играет за: %1</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/network/panel.py" line="158"/>
        <source>The invitation was copied.</source>
        <translation>Приглашение скопировано.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/network/panel.py" line="177"/>
        <source>Deal %1</source>
        <translation>Сдача %1</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/network.py" line="12"/>
        <source>There is no table with this code.</source>
        <translation>Стола с таким кодом нет.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/network.py" line="13"/>
        <source>Every seat at this table is taken.</source>
        <translation>Все места за этим столом заняты.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/network.py" line="14"/>
        <source>This game has started already.</source>
        <translation>Эта партия уже началась.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/network.py" line="15"/>
        <source>A seat is still free.</source>
        <translation>Одно место ещё свободно.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/network.py" line="16"/>
        <source>It is not your turn.</source>
        <translation>Сейчас не ваш ход.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/network.py" line="17"/>
        <source>Too many messages: slow down.</source>
        <translation>Слишком много сообщений: помедленнее.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/network.py" line="18"/>
        <source>The server has no room for another table.</source>
        <translation>На сервере нет места для ещё одного стола.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/network.py" line="19"/>
        <source>The table runs another version of Tysiąc: use the same version as the host.</source>
        <translation>У стола другая версия «Тысячи»: используйте ту же версию, что и хозяин стола.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/network.py" line="22"/>
        <source>The table refused this.</source>
        <translation>Стол отклонил это действие.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/network.py" line="25"/>
        <source>Someone at this table has that name already: choose another.</source>
        <translation>За этим столом уже есть игрок с таким именем: выберите другое.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/network.py" line="26"/>
        <source>The table could not save that, so nothing changed: try again.</source>
        <translation>Стол не смог это сохранить, поэтому ничего не изменилось: попробуйте ещё раз.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/network.py" line="27"/>
        <source>Only the host may do that.</source>
        <translation>Это может сделать только хозяин стола.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/network.py" line="28"/>
        <source>The server cannot deal with these rules.</source>
        <translation>Сервер не может сдать карты по этим правилам.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/network.py" line="32"/>
        <source>Cannot reach the table. Check the address and your network.</source>
        <translation>Не удаётся связаться со столом. Проверьте адрес и сеть.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/network.py" line="33"/>
        <source>This computer cannot serve a table on that port: another program may be using it.</source>
        <translation>Этот компьютер не может открыть стол на этом порту: возможно, его занимает другая программа.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/network.py" line="35"/>
        <source>The server has no table with this code: the game may be over, or the code is not right.</source>
        <translation>На сервере нет стола с этим кодом: партия могла закончиться, или код неверен.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/network.py" line="37"/>
        <source>The host ended the table.</source>
        <translation>Хозяин закрыл стол.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/network.py" line="39"/>
        <source>The connection to the table is lost.</source>
        <translation>Связь со столом потеряна.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/network.py" line="59"/>
        <source>Reconnecting…</source>
        <translation>Переподключение…</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/network.py" line="61"/>
        <source>Reconnecting… next try in %1 s</source>
        <translation>Переподключение… следующая попытка через %1 с</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/network.py" line="66"/>
        <source>Not connected: “%1” will be sent when the connection is back.</source>
        <translation>Нет связи: «%1» будет отправлено, когда связь восстановится.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/network.py" line="73"/>
        <source>Rejoin the network table</source>
        <translation>Вернуться за сетевой стол</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/network.py" line="75"/>
        <source>Rejoin the table with %1</source>
        <translation>Вернуться за стол к игроку %1</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/network.py" line="76"/>
        <source>Rejoin the table with %1 and %2</source>
        <translation>Вернуться за стол к игрокам %1 и %2</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/network.py" line="80"/>
        <source>Paste the invitation your friend sent, or type the address.</source>
        <translation>Вставьте приглашение друга или введите адрес.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/network.py" line="81"/>
        <source>This is too long to be an invitation.</source>
        <translation>Слишком длинно для приглашения.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/network.py" line="82"/>
        <source>This is not an invitation: it starts with tysiac://, ws:// or wss://.</source>
        <translation>Это не приглашение: оно начинается с tysiac://, ws:// или wss://.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/network.py" line="84"/>
        <source>The computer&apos;s name or address is not right.</source>
        <translation>Имя или адрес компьютера указаны неверно.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/network.py" line="85"/>
        <source>The port is a number from 1 to 65535.</source>
        <translation>Порт — это число от 1 до 65535.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/network.py" line="86"/>
        <source>The table code has letters and digits only.</source>
        <translation>Код стола состоит только из букв и цифр.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/network.py" line="87"/>
        <source>The address after the server&apos;s name is not right.</source>
        <translation>Часть адреса после имени сервера указана неверно.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/network.py" line="99"/>
        <source>%1 (computer)</source>
        <translation>%1 (компьютер)</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/network.py" line="101"/>
        <source>%1 (away, the computer plays)</source>
        <translation>%1 (отсутствует, играет компьютер)</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/network.py" line="103"/>
        <source>(free seat)</source>
        <translation>(свободное место)</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/network.py" line="104"/>
        <source>%1 (away)</source>
        <translation>%1 (отсутствует)</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/network.py" line="116"/>
        <source>The host will start the game when every seat is taken.</source>
        <translation>Хозяин стола начнёт партию, когда все места будут заняты.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/network.py" line="117"/>
        <source>Waiting for the host to start the game.</source>
        <translation>Ждём, когда хозяин стола начнёт партию.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/network.py" line="119"/>
        <source>Everyone is seated: start the game when you are ready.</source>
        <translation>Все на местах: начните партию, когда будете готовы.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/network.py" line="120"/>
        <source>Waiting for friends to take the free seats: send them the invitation.</source>
        <translation>Ждём, пока друзья займут свободные места: отправьте им приглашение.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/network.py" line="127"/>
        <source>Waiting for %1 to come back (away %2; the computer may play for them in %3)</source>
        <translation>Ждём, когда вернётся %1 (нет на месте %2; компьютер сможет играть за него через %3)</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/network.py" line="129"/>
        <source>Waiting for %1 to come back (away %2)</source>
        <translation>Ждём, когда вернётся %1 (нет на месте %2)</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/network.py" line="133"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/network.py" line="138"/>
        <source>Invitation: %1</source>
        <translation>Приглашение: %1</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/network.py" line="143"/>
        <source>Network table</source>
        <translation>Сетевой стол</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../tysiac_desktop/dialogs/new_game.py" line="61"/>
        <source>New game</source>
        <translation>Новая игра</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/start.py" line="23"/>
        <location filename="../tysiac_desktop/wording/words.py" line="159"/>
        <source>You</source>
        <translation>Вы</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/new_game.py" line="63"/>
        <location filename="../tysiac_desktop/start.py" line="24"/>
        <source>Ala</source>
        <translation>Аня</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/new_game.py" line="63"/>
        <location filename="../tysiac_desktop/start.py" line="25"/>
        <source>Bolek</source>
        <translation>Боря</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/new_game.py" line="63"/>
        <source>Cezary</source>
        <translation>Гена</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/new_game.py" line="100"/>
        <source>Start game</source>
        <translation>Начать партию</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/new_game.py" line="141"/>
        <source>Players:</source>
        <translation>Игроки:</translation>
    </message>
    <message numerus="yes">
        <location filename="../tysiac_desktop/dialogs/new_game.py" line="144"/>
        <location filename="../tysiac_desktop/wording/rule_errors.py" line="192"/>
        <source>%n players</source>
        <translation>
            <numerusform>%n игрок</numerusform>
            <numerusform>%n игрока</numerusform>
            <numerusform>%n игроков</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/new_game.py" line="152"/>
        <source>Seats</source>
        <translation>Места</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/new_game.py" line="157"/>
        <source>Seat</source>
        <translation>Место</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/new_game.py" line="157"/>
        <source>Name</source>
        <translation>Имя</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/new_game.py" line="157"/>
        <source>Played by</source>
        <translation>Кто играет</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/new_game.py" line="157"/>
        <source>Level</source>
        <translation>Уровень</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/new_game.py" line="472"/>
        <source>Every seat is played by the computer: you will watch the game.</source>
        <translation>За всеми местами играет компьютер: вы будете только наблюдать.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/new_game.py" line="192"/>
        <source>Two against two: seats 1 and 3 are partners, and so are 2 and 4. Your partner may be a computer or a person at this screen.</source>
        <translation>Двое на двое: места 1 и 3 — пара, 2 и 4 — тоже. Партнёром может быть компьютер или человек у этого экрана.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/new_game.py" line="61"/>
        <source>Host a table</source>
        <translation>Открыть стол в сети</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/new_game.py" line="100"/>
        <source>Host the table</source>
        <translation>Открыть стол</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/new_game.py" line="178"/>
        <source>Seat %1: name</source>
        <translation>Место %1: имя</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/new_game.py" line="179"/>
        <source>Seat %1: played by</source>
        <translation>Место %1: кто играет</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/new_game.py" line="180"/>
        <source>Seat %1: level</source>
        <translation>Место %1: уровень</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/new_game.py" line="190"/>
        <source>Two against two: seats 1 and 3 are partners, and so are 2 and 4. Your partner may be a computer or a friend who joins.</source>
        <translation>Двое на двое: места 1 и 3 — пара, 2 и 4 — тоже. Партнёром может быть компьютер или друг, который присоединится.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/new_game.py" line="197"/>
        <source>You sit at the first seat played by a person; every other seat played by a person is kept for a friend who joins with the invitation.</source>
        <translation>Вы садитесь на первое место, за которым играет человек; каждое другое такое место ждёт друга, который присоединится по приглашению.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/new_game.py" line="207"/>
        <source>Game</source>
        <translation>Игра</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/new_game.py" line="284"/>
        <source>Rules</source>
        <translation>Правила</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/new_game.py" line="308"/>
        <source>House rules…</source>
        <translation>Домашние правила…</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/new_game.py" line="327"/>
        <source>Use the preset as it is</source>
        <translation>Вариант без изменений</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/new_game.py" line="336"/>
        <source>Seed:</source>
        <translation>Номер расклада:</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/new_game.py" line="338"/>
        <source>random</source>
        <translation>случайный</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/new_game.py" line="342"/>
        <source>The same seed deals the same cards.</source>
        <translation>С одним и тем же номером сдаются одни и те же карты.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/new_game.py" line="470"/>
        <source>A table needs you at one seat: choose a person for at least one.</source>
        <translation>За столом нужны вы: выберите человека хотя бы для одного места.</translation>
    </message>
    <message numerus="yes">
        <location filename="../tysiac_desktop/dialogs/new_game.py" line="476"/>
        <source>Options changed from the preset: %n.</source>
        <translation>
            <numerusform>Изменено параметров по сравнению с вариантом: %n.</numerusform>
            <numerusform>Изменено параметров по сравнению с вариантом: %n.</numerusform>
            <numerusform>Изменено параметров по сравнению с вариантом: %n.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/new_game.py" line="477"/>
        <source>The preset as it is.</source>
        <translation>Вариант без изменений.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/new_game.py" line="480"/>
        <source>Rule set “%1”.</source>
        <translation>Набор правил «%1».</translation>
    </message>
    <message numerus="yes">
        <location filename="../tysiac_desktop/dialogs/new_game.py" line="483"/>
        <source>Left out, as it cannot be dealt to %n players: %1.</source>
        <translation>
            <numerusform>Не учтено, так как не раздаётся на %n игрока: %1.</numerusform>
            <numerusform>Не учтено, так как не раздаётся на %n игроков: %1.</numerusform>
            <numerusform>Не учтено, так как не раздаётся на %n игроков: %1.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/new_game.py" line="500"/>
        <source>%1 · partner</source>
        <translation>%1 · партнёр</translation>
    </message>
    <message numerus="yes">
        <location filename="../tysiac_desktop/dialogs/new_game.py" line="503"/>
        <source>These rules cannot be played by %n players.</source>
        <translation>
            <numerusform>Эти правила не рассчитаны на %n игрока.</numerusform>
            <numerusform>Эти правила не рассчитаны на %n игроков.</numerusform>
            <numerusform>Эти правила не рассчитаны на %n игроков.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/new_game.py" line="513"/>
        <source>A network table needs a friend: choose a person for another seat, or play alone with New game.</source>
        <translation>Сетевому столу нужен друг: выберите «Человек» ещё для одного места или играйте один через «Новая игра».</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/words.py" line="164"/>
        <source>Player %1</source>
        <translation>Игрок %1</translation>
    </message>
</context>
<context>
    <name>OptionText</name>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="28"/>
        <source>Yes</source>
        <translation>Да</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="29"/>
        <source>No</source>
        <translation>Нет</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/option_applies.py" line="21"/>
        <source>Not used: there is no barrel.</source>
        <translation>Не действует: бочки нет.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/option_applies.py" line="22"/>
        <source>Not used: in this game nobody plays a contract; everyone scores what they take.</source>
        <translation>Не действует: в этой игре нет заказа, каждый записывает взятое.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/option_applies.py" line="24"/>
        <source>Not used: this game has no auction.</source>
        <translation>Не действует: в этой игре нет торговли.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/option_applies.py" line="25"/>
        <source>Not used: in this game the declarer does not announce a contract.</source>
        <translation>Не действует: в этой игре играющий не объявляет заказ.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/option_applies.py" line="27"/>
        <source>Not used: in two against two a bid needs no marriage.</source>
        <translation>Не действует: в игре двое на двое для заказа марьяж не нужен.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/option_applies.py" line="28"/>
        <source>Not used: there are no bombs.</source>
        <translation>Не действует: отказов от игры нет.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/option_applies.py" line="29"/>
        <source>Not used: there is no lock at 800.</source>
        <translation>Не действует: барьера 800 нет.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/option_applies.py" line="30"/>
        <source>Not used: a deal without a trick costs nothing.</source>
        <translation>Не действует: за сдачу без взятки штрафа нет.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/option_applies.py" line="31"/>
        <source>Not used: this is not a four-player game.</source>
        <translation>Не действует: это не игра вчетвером.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/option_applies.py" line="32"/>
        <source>Not used: without an auction all four play.</source>
        <translation>Не действует: без торговли играют все четверо.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/option_applies.py" line="33"/>
        <source>Not used: nobody sits a deal out.</source>
        <translation>Не действует: все участвуют в каждой сдаче.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/option_applies.py" line="34"/>
        <source>Not used: this is not a two-player game.</source>
        <translation>Не действует: это не игра вдвоём.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/option_applies.py" line="35"/>
        <source>Not used: only in the musik game of three, or of four with the dealer sitting out.</source>
        <translation>Не действует: только в игре с прикупом втроём или вчетвером, когда сдающий не играет.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/option_applies.py" line="37"/>
        <source>Not used: in this game the musik is never turned up, or there is none to turn up.</source>
        <translation>Не действует: в этой игре прикуп не показывают или его нет.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/option_applies.py" line="39"/>
        <source>Not used: this game has no redeal before the auction.</source>
        <translation>Не действует: в этой игре нет пересдачи до торговли.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/option_applies.py" line="40"/>
        <source>Not used: in this game the declarer does not take one musik.</source>
        <translation>Не действует: в этой игре играющий не берёт один прикуп.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/option_applies.py" line="42"/>
        <source>Not used: in this game a deal on the barrel is won or lost at once.</source>
        <translation>Не действует: в этой игре сдача на бочке сразу решает — выход или падение.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/option_applies.py" line="44"/>
        <source>Not used: in this game no cards are laid aside for the last trick.</source>
        <translation>Не действует: в этой игре снос не отдают за последнюю взятку.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/option_applies.py" line="46"/>
        <source>Not used: this game is dealt only one way.</source>
        <translation>Не действует: эта игра сдаётся только одним способом.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/option_applies.py" line="47"/>
        <source>Not used: this is not the two-player game drawing from the stock.</source>
        <translation>Не действует: это не игра вдвоём «на шести картах».</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/option_applies.py" line="51"/>
        <source>Not used with these rules.</source>
        <translation>При этих правилах не действует.</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <location filename="../tysiac_desktop/dialogs/preferences.py" line="142"/>
        <source>Preferences</source>
        <translation>Параметры</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/preferences.py" line="143"/>
        <source>Language and look</source>
        <translation>Язык и оформление</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/preferences.py" line="144"/>
        <source>Playing</source>
        <translation>Игра</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/preferences.py" line="145"/>
        <source>&amp;Language:</source>
        <translation>&amp;Язык:</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/preferences.py" line="146"/>
        <source>Card &amp;deck:</source>
        <translation>&amp;Колода:</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/preferences.py" line="147"/>
        <source>&amp;Table colour:</source>
        <translation>Цвет &amp;стола:</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/preferences.py" line="148"/>
        <source>&amp;Animations:</source>
        <translation>&amp;Анимация:</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/preferences.py" line="149"/>
        <source>&amp;Computer players&apos; pace:</source>
        <translation>&amp;Темп компьютерных игроков:</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/preferences.py" line="150"/>
        <source>Four-colour suits (diamonds blue, clubs green)</source>
        <translation>Четырёхцветные масти (бубны синие, трефы зелёные)</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/preferences.py" line="151"/>
        <source>Play my only legal card by itself</source>
        <translation>Ходить автоматически, если можно сыграть только одну карту</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/preferences.py" line="152"/>
        <source>Ask before playing a card</source>
        <translation>Спрашивать подтверждение перед ходом</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/preferences.py" line="153"/>
        <source>French pattern (SVG-cards)</source>
        <translation>Французский рисунок (SVG-cards)</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/preferences.py" line="154"/>
        <source>German suits (XSkat)</source>
        <translation>Немецкие масти (XSkat)</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/preferences.py" line="155"/>
        <source>Russian Atlas pattern (Atlasnye)</source>
        <translation>Атласные (русский рисунок)</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/preferences.py" line="157"/>
        <source>As the system (%1)</source>
        <translation>Как в системе (%1)</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/preferences.py" line="161"/>
        <source>Off</source>
        <translation>Выключена</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/preferences.py" line="161"/>
        <location filename="../tysiac_desktop/dialogs/preferences.py" line="163"/>
        <source>Fast</source>
        <translation>Быстро</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/preferences.py" line="162"/>
        <location filename="../tysiac_desktop/dialogs/preferences.py" line="164"/>
        <source>Normal</source>
        <translation>Обычно</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/preferences.py" line="162"/>
        <source>Slow</source>
        <translation>Медленно</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/preferences.py" line="163"/>
        <source>As fast as they decide</source>
        <translation>Сразу, как только решат</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/preferences.py" line="164"/>
        <source>Slow, easy to follow</source>
        <translation>Медленно, легко следить</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/preferences.py" line="165"/>
        <source>Restore defaults</source>
        <translation>По умолчанию</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/preferences.py" line="169"/>
        <source>Green baize</source>
        <translation>Зелёное сукно</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/preferences.py" line="169"/>
        <source>Blue</source>
        <translation>Синий</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/preferences.py" line="169"/>
        <source>Burgundy</source>
        <translation>Бордовый</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/preferences.py" line="170"/>
        <source>Walnut</source>
        <translation>Орех</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/preferences.py" line="170"/>
        <source>Slate grey</source>
        <translation>Графитовый</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/preferences.py" line="236"/>
        <source>Cards: %1</source>
        <translation>Карты: %1</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/preferences.py" line="238"/>
        <source>German suits: hearts, bells, acorns and leaves, as in the old Polish tradition (czerwień, dzwonek, żołądź, wino).</source>
        <translation>Немецкие масти: червы, бубенцы, жёлуди и листья, как в старой польской традиции (czerwień, dzwonek, żołądź, wino).</translation>
    </message>
</context>
<context>
    <name>Presets</name>
    <message>
        <location filename="../tysiac_desktop/wording/words.py" line="116"/>
        <source>Polish</source>
        <translation>Польские</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/words.py" line="117"/>
        <source>Russian</source>
        <translation>Русские</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/words.py" line="118"/>
        <source>Danish</source>
        <translation>Датские</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/words.py" line="124"/>
        <source>The common Polish game: one bomb each, only the declarer may finish, no points for defenders from 800.</source>
        <translation>Обычная польская игра: у каждого один отказ от игры («польская бомба»), закончить партию может только играющий, с 800 очков за висты ничего не пишется.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/words.py" line="126"/>
        <source>Thousand to 1001: the barrel at 880, bolts for taking no trick, the declarer may concede.</source>
        <translation>Тысяча до 1001: бочка на 880, болты за сдачу без взяток, играющий может расписать.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/words.py" line="128"/>
        <source>The Danish game: the barrel at 880, the musik always shown, big bids need a marriage.</source>
        <translation>Датская игра: бочка на 880, прикуп всегда открывают, для заказа больше 120 нужен марьяж.</translation>
    </message>
</context>
<context>
    <name>PrivacyScreen</name>
    <message>
        <location filename="../tysiac_desktop/privacy_screen.py" line="51"/>
        <source>Pass to %1</source>
        <translation>Передайте компьютер: %1</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/privacy_screen.py" line="70"/>
        <source>%1: click when ready</source>
        <translation>%1: щёлкните, когда будете готовы</translation>
    </message>
</context>
<context>
    <name>Readout</name>
    <message>
        <location filename="../tysiac_desktop/wording/readout.py" line="23"/>
        <source>Your cards: {suits}.</source>
        <translation>Ваши карты: {suits}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/readout.py" line="24"/>
        <source>You hold no cards.</source>
        <translation>У вас нет карт.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/readout.py" line="25"/>
        <source>Your cards are not shown.</source>
        <translation>Ваши карты не показаны.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/readout.py" line="26"/>
        <source>{suit}: {ranks}</source>
        <translation>{suit}: {ranks}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/readout.py" line="27"/>
        <source>You may play: {cards}.</source>
        <translation>Можно сыграть: {cards}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/readout.py" line="28"/>
        <source>On the table: {cards}.</source>
        <translation>На столе: {cards}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/readout.py" line="29"/>
        <source>No card is on the table.</source>
        <translation>На столе нет карт.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/readout.py" line="30"/>
        <source>{name}: {card}</source>
        <translation>{name}: {card}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/readout.py" line="31"/>
        <source>Your turn.</source>
        <translation>Ваш ход.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/readout.py" line="31"/>
        <source>{name} to move.</source>
        <translation>Ход: {name}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/readout.py" line="32"/>
        <source>Scores: {scores}.</source>
        <translation>Счёт: {scores}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/readout.py" line="33"/>
        <source>{name} {score}</source>
        <translation>{name} {score}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/readout.py" line="34"/>
        <source>You play for {value}.</source>
        <translation>Вы играете {value}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/readout.py" line="35"/>
        <source>{name} plays for {value}.</source>
        <translation>{name} играет {value}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/readout.py" line="36"/>
        <source>Highest bid: {value}, yours.</source>
        <translation>Высший заказ: {value}, ваш.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/readout.py" line="37"/>
        <source>Highest bid: {value}, by {name}.</source>
        <translation>Высший заказ: {value} ({name}).</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/readout.py" line="38"/>
        <source>No bid yet.</source>
        <translation>Заказов пока нет.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/readout.py" line="39"/>
        <source>Everyone plays for their own points.</source>
        <translation>Каждый играет на себя.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/readout.py" line="40"/>
        <source>Trump: {suit}.</source>
        <translation>Козырь: {suit}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/readout.py" line="41"/>
        <source>No trump yet.</source>
        <translation>Козыря пока нет.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/readout.py" line="42"/>
        <source>Taken so far: {rows}.</source>
        <translation>Взято пока: {rows}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/readout.py" line="43"/>
        <source>Nothing has been taken yet.</source>
        <translation>Пока ничего не взято.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/readout.py" line="44"/>
        <source>No game is on the table.</source>
        <translation>На столе нет игры.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/readout.py" line="46"/>
        <source>Your hand</source>
        <translation>Ваши карты</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/readout.py" line="47"/>
        <source>{name}&apos;s hand</source>
        <translation>Карты игрока {name}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/readout.py" line="48"/>
        <source>The trick on the table</source>
        <translation>Взятка на столе</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/readout.py" line="49"/>
        <source>{name}&apos;s tricks</source>
        <translation>Взятки игрока {name}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/readout.py" line="50"/>
        <source>The musik</source>
        <translation>Прикуп</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/readout.py" line="51"/>
        <source>The stock</source>
        <translation>Колода</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/readout.py" line="52"/>
        <source>{name}&apos;s table piles</source>
        <translation>Стопки на столе: {name}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/readout.py" line="53"/>
        <source>Laid aside</source>
        <translation>Снос</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/readout.py" line="54"/>
        <source>a card face down</source>
        <translation>карта рубашкой вверх</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/readout.py" line="113"/>
        <source>you</source>
        <translation>вы</translation>
    </message>
    <message numerus="yes">
        <location filename="../tysiac_desktop/wording/readout.py" line="157"/>
        <source>%1, %n cards</source>
        <translation>
            <numerusform>%1, %n карта</numerusform>
            <numerusform>%1, %n карты</numerusform>
            <numerusform>%1, %n карт</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RuleErrors</name>
    <message>
        <location filename="../tysiac_desktop/wording/rule_errors.py" line="26"/>
        <source>“{name}”</source>
        <translation>«{name}»</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_errors.py" line="29"/>
        <source>{option} must be from {low} to {high}, not {value}.</source>
        <translation>Параметр {option} должен быть от {low} до {high}, а не {value}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_errors.py" line="30"/>
        <source>{option} must be a multiple of {step} ({step_option}) from {low} to {high}, not {value}.</source>
        <translation>Параметр {option} должен быть кратным {step} ({step_option}), от {low} до {high}, а не {value}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_errors.py" line="32"/>
        <source>{option} ({value}) must be below {target_option} ({target}).</source>
        <translation>Параметр {option} ({value}) должен быть меньше, чем {target_option} ({target}).</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_errors.py" line="34"/>
        <source>{option} must be {none} or from {low} to {high}, not {value}.</source>
        <translation>Параметр {option} должен иметь значение {none} или от {low} до {high}, а не {value}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_errors.py" line="36"/>
        <source>{option} must be {any} or a multiple of {step} ({step_option}) from {low} to {high}, not {value}.</source>
        <translation>Параметр {option} должен иметь значение {any} или быть кратным {step} ({step_option}), от {low} до {high}, а не {value}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_errors.py" line="39"/>
        <source>{option}: the cards cannot be dealt that way in this game.</source>
        <translation>Параметр {option}: в этой игре так сдать карты нельзя.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_errors.py" line="41"/>
        <source>This version of Tysiąc does not know the option {key}.</source>
        <translation>Эта версия «Тысячи» не знает параметра {key}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_errors.py" line="42"/>
        <source>{option} cannot be {value}.</source>
        <translation>Параметр {option} не может иметь значение {value}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_errors.py" line="43"/>
        <source>There is no preset {value}; the presets are {presets}.</source>
        <translation>Варианта {value} нет; есть варианты {presets}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_errors.py" line="45"/>
        <source>The rules are not in the expected form (a preset and the options changed from it).</source>
        <translation>Правила записаны не в том виде (ожидается вариант и изменённые в нём параметры).</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_errors.py" line="51"/>
        <source>{option}: 32 cards can be dealt only in the musik game of three, of four with the dealer sitting out, or to four without an auction.</source>
        <translation>Параметр {option}: 32 карты можно сдать только в игре с прикупом втроём, вчетвером, когда сдающий не играет, или четверым без торговли.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_errors.py" line="54"/>
        <source>{option}: a game without an auction can be dealt only to three with 24 cards or to four with 32.</source>
        <translation>Параметр {option}: игру без торговли можно сдать только троим на 24 картах или четверым на 32.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_errors.py" line="58"/>
        <source>{option}: 32 cards cannot be dealt here ({mode}); only in the musik game of three, of four with the dealer sitting out, or to four without an auction.</source>
        <translation>Параметр {option}: здесь 32 карты сдать нельзя ({mode}); только в игре с прикупом втроём, вчетвером, когда сдающий не играет, или четверым без торговли.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_errors.py" line="61"/>
        <source>{option}: a game without an auction cannot be dealt here ({mode}); only to three with 24 cards or to four with 32.</source>
        <translation>Параметр {option}: здесь игру без торговли сдать нельзя ({mode}); только троим на 24 картах или четверым на 32.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_errors.py" line="64"/>
        <source>{option} is not valid with these rules ({detail}).</source>
        <translation>Параметр {option} недопустим при этих правилах ({detail}).</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_errors.py" line="65"/>
        <source>These rules are not valid ({detail}).</source>
        <translation>Эти правила недопустимы ({detail}).</translation>
    </message>
</context>
<context>
    <name>RuleTexts</name>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="16"/>
        <source>Table and end of game</source>
        <translation>Стол и конец партии</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="17"/>
        <source>Auction</source>
        <translation>Торговля</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="18"/>
        <source>Musik and redeals</source>
        <translation>Прикуп и пересдачи</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="19"/>
        <source>Bomb and concession</source>
        <translation>Отказ и роспись</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="20"/>
        <source>Play</source>
        <translation>Розыгрыш</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="21"/>
        <source>Scoring</source>
        <translation>Подсчёт очков</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="22"/>
        <source>800 and barrel</source>
        <translation>800 и бочка</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="23"/>
        <source>Two and four players</source>
        <translation>Двое и четверо игроков</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="27"/>
        <source>Players</source>
        <translation>Игроки</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="28"/>
        <source>Deck</source>
        <translation>Колода</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="29"/>
        <source>No auction and no musik</source>
        <translation>Без торговли и прикупа</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="30"/>
        <source>Target score</source>
        <translation>Очки для победы</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="31"/>
        <source>The target must be hit exactly</source>
        <translation>Нужно набрать ровно</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="32"/>
        <source>Finishing as a defender</source>
        <translation>Выход на вистах</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="33"/>
        <source>Several reach the target</source>
        <translation>Несколько игроков выходят</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="34"/>
        <source>Opening bid</source>
        <translation>Начальный заказ</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="35"/>
        <source>Bid step</source>
        <translation>Шаг торговли</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="36"/>
        <source>Jump bids allowed</source>
        <translation>Можно повышать скачком</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="37"/>
        <source>Highest bid</source>
        <translation>Наибольший заказ</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="38"/>
        <source>Blind bid of 120</source>
        <translation>120 втёмную</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="39"/>
        <source>Golden round</source>
        <translation>«Золотой» круг</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="40"/>
        <source>Show the musik</source>
        <translation>Показ прикупа</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="41"/>
        <source>Four nines</source>
        <translation>Четыре девятки</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="42"/>
        <source>Redeal a weak hand</source>
        <translation>Пересдача при слабой руке</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="43"/>
        <source>Redeal a poor musik</source>
        <translation>Пересдача при бедном прикупе</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="44"/>
        <source>Bombs per player</source>
        <translation>Отказов на игрока</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="45"/>
        <source>Bomb up to a bid of</source>
        <translation>Отказ до заказа</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="46"/>
        <source>Bomb gives each opponent</source>
        <translation>Отказ даёт каждому сопернику</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="47"/>
        <source>First bomb is free</source>
        <translation>Первый отказ бесплатно</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="48"/>
        <source>Declarer may concede</source>
        <translation>Играющий может расписать</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="49"/>
        <source>Must beat the trick</source>
        <translation>Обязательно бить взятку</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="50"/>
        <source>Trumping when void</source>
        <translation>Козырять при отсутствии масти</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="51"/>
        <source>Marriage only after a trick</source>
        <translation>Марьяж только после взятки</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="52"/>
        <source>Marriage is declared with</source>
        <translation>Марьяж объявляют</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="53"/>
        <source>Declarer may claim the rest</source>
        <translation>Играющий может открыть карты</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="54"/>
        <source>Defenders&apos; rounding</source>
        <translation>Округление у соперников</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="55"/>
        <source>Lock at 800</source>
        <translation>Барьер 800</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="59"/>
        <source>Barrel at</source>
        <translation>Бочка на</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="60"/>
        <source>Attempts on the barrel</source>
        <translation>Попыток на бочке</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="61"/>
        <source>Back to zero at fall number</source>
        <translation>Обнуление при падении номер</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="62"/>
        <source>Several reach the barrel</source>
        <translation>Несколько садятся на бочку</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="63"/>
        <source>On the barrel, play to finish</source>
        <translation>На бочке — заказ на выход</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="64"/>
        <source>Bolts</source>
        <translation>Болты</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="65"/>
        <source>555 goes back to zero</source>
        <translation>555 — обнуление</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="66"/>
        <source>Four-player game</source>
        <translation>Игра вчетвером</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="67"/>
        <source>The dealer sitting out scores</source>
        <translation>Сдающий без игры получает</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="68"/>
        <source>Two-player game</source>
        <translation>Игра вдвоём</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="69"/>
        <source>Cards laid aside go to</source>
        <translation>Снос получает</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="70"/>
        <source>Last trick bonus when drawing</source>
        <translation>За последнюю взятку (на шести картах)</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="74"/>
        <source>Three is the main game; two and four use their own deals (see the last tab).</source>
        <translation>Основная игра — втроём; вдвоём и вчетвером сдают по-своему (последняя вкладка).</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="75"/>
        <source>Russian option: 32 cards with the sevens and eights (worth nothing); 10 cards each, a musik of 2 and two laid aside.</source>
        <translation>Русский вариант: 32 карты с семёрками и восьмёрками (по 0 очков); по 10 карт, прикуп из 2 и две карты в снос.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="76"/>
        <source>Russian &quot;without auction or prikup&quot;: the whole deck is dealt, nobody bids, everyone scores what they take (three with 24 cards, four with 32).</source>
        <translation>Русская игра «без торговли и прикупа»: сдают всю колоду, никто не заказывает, каждый записывает взятое (трое на 24 картах, четверо на 32).</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="77"/>
        <source>The game is won at the end of a deal by reaching it: 1000 (Polish, Danish), 1001 (Russian).</source>
        <translation>Побеждает тот, кто наберёт их к концу сдачи: 1000 (польская, датская), 1001 (русская).</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="78"/>
        <source>Danish variant: a deal that would overshoot the target scores nothing (990 + 30 → 990).</source>
        <translation>Датский вариант: сдача с перебором ничего не даёт (990 + 30 → 990).</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="79"/>
        <source>Polish: only the declarer may cross the target, a defender stops at 990 (980 + 40 → 990).</source>
        <translation>Польская: выйти может только играющий, соперник останавливается на 990 (980 + 40 → 990).</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="81"/>
        <source>The forced first bid of the player left of the dealer: 100; the Russian game without a barrel opens at 40 or 50.</source>
        <translation>Обязательный первый заказ игрока слева от сдающего: 100; русская игра без бочки начинается с 40 или 50.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="82"/>
        <source>Bids and contracts are multiples of it: 10 (Polish, 100 → 110), 5 (Russian, Danish, 100 → 105).</source>
        <translation>Заказы в торговле и в игре кратны ему: 10 (польская, 100 → 110), 5 (русская, датская, 100 → 105).</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="83"/>
        <source>Off: every raise is exactly one step, 110 → 120 (Polish &quot;licytacja stopniowana&quot;).</source>
        <translation>Выключено: каждое повышение ровно на один шаг, 110 → 120 (польская «licytacja stopniowana»).</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="84"/>
        <source>Polish, Russian: at most 120 plus your marriages (♥ 100 → 220); Danish: above 120 only holding a marriage.</source>
        <translation>Польская, русская: не больше 120 плюс ваши марьяжи (♥ 100 → 220); датская: выше 120 только с марьяжем.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="85"/>
        <source>Russian: the first hand may bid 120 blind; the musik is taken unseen and all scores of the deal count double.</source>
        <translation>Русская: первая рука может заказать 120 втёмную; прикуп берут не глядя, все очки сдачи удваиваются.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="86"/>
        <source>Russian: in the first round each player in turn must play 120 blind, scores doubled.</source>
        <translation>Русская: в первом, «золотом» круге каждый по очереди играет 120, не открывая прикупа; очки удваиваются.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="87"/>
        <source>Polish, Russian: not shown when the forced 100 won unopposed; Danish: always shown.</source>
        <translation>Польская, русская: не показывают, если обязательные 100 никто не перебил; датская: всегда.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="88"/>
        <source>Polish: the holder of four nines may ask for a redeal; Russian option: they score 120.</source>
        <translation>Польская: у кого четыре девятки, может требовать пересдачи; русский вариант: они дают 120.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="89"/>
        <source>A hand worth at most this many points and without a marriage may be redealt (Russian 12, Polish 9 to 18).</source>
        <translation>Руку не дороже стольких очков и без марьяжа можно пересдать (русская 12, польская от 9 до 18).</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="90"/>
        <source>Russian: the declarer may ask for a redeal when the musik holds at most this many points (2, 3 or 5).</source>
        <translation>Русская: играющий может требовать пересдачи, если в прикупе не больше стольких очков (2, 3 или 5).</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="91"/>
        <source>Polish: a declarer may give up one deal per game without playing (a bomb); Russian: none.</source>
        <translation>Польская: играющий может раз за игру отказаться от сдачи без розыгрыша (отказ); русская: нет.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="92"/>
        <source>Polish: a bomb only after the forced 100 won; &quot;any&quot; allows it at every bid.</source>
        <translation>Польская: отказ только после выигранных обязательных 100; «любая» — при любом заказе.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="93"/>
        <source>Each opponent scores this for a bomb: 60 (Polish), 40 (four players) or half the bid (210 → 110).</source>
        <translation>Каждый соперник получает за отказ: 60 (польская), 40 (вчетвером) или половину заказа (210 → 110).</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="95"/>
        <source>Russian &quot;raspisat&quot;: the declarer takes minus the bid and each opponent +40 (bid 120 → −120, +40).</source>
        <translation>Русское «расписать»: играющий получает минус заказ, каждый соперник +40 (заказ 120 → −120, +40).</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="96"/>
        <source>Polish, Danish: play a card that beats the trick so far when you can; Russian: not required.</source>
        <translation>Польская, датская: нужно бить взятку, если можете; русская: не обязательно.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="97"/>
        <source>Void in the led suit: Polish trumps only if the trump would win; Russian, Danish any trump.</source>
        <translation>Нет масти хода: польская — козырь, только если он возьмёт; русская, датская — любой козырь.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="98"/>
        <source>Russian: a marriage may be declared only after taking a trick in this deal.</source>
        <translation>Русская: марьяж можно объявить только после взятой в этой сдаче взятки.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="99"/>
        <source>The card led to declare a marriage: the queen or the king, or only the queen.</source>
        <translation>Карта, с которой объявляют марьяж: дама или король, либо только дама.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="100"/>
        <source>Polish &quot;wykładanie&quot;: the declarer lays the hand down when no defence can win a trick.</source>
        <translation>Польское «wykładanie»: играющий открывает карты, когда соперники не могут взять ни одной взятки.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="101"/>
        <source>Defenders&apos; points are rounded: Polish to tens (25 → 20), Russian, Danish to fives (43 → 45).</source>
        <translation>Очки соперников округляют: польская до десятков (25 → 20), русская, датская до пятёрок (43 → 45).</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="102"/>
        <source>Polish: from 800 a player scores only as declarer; falling below 800 lifts it.</source>
        <translation>Польская: от 800 очки записываются только за игру; падение ниже 800 снимает барьер.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="103"/>
        <source>The score from which the lock holds: 800, or 900 (Polish &quot;800 or 900&quot;).</source>
        <translation>Счёт, с которого действует барьер: 800 или 900 (польское «800 (или 900)»).</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="104"/>
        <source>Polish option: a player at 800 or more loses 100 for a deal without a trick (820 → 720).</source>
        <translation>Польский вариант: игрок с 800 и больше теряет 100 за сдачу без взятки (820 → 720).</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="105"/>
        <source>The score from which a deal without a trick costs 100: 800 (Polish), 851 in the Russian game without a barrel (&quot;above 850&quot;).</source>
        <translation>Счёт, с которого сдача без взятки стоит 100: 800 (польская), 851 в русской игре без бочки («после 850»).</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="106"/>
        <source>Russian, Danish: a score reaching it stops there (870 + 40 → 880) and can only finish as declarer.</source>
        <translation>Русская, датская: счёт, дошедший до бочки, останавливается на ней (870 + 40 → 880), выйти можно только играя.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="107"/>
        <source>Deals allowed on the barrel; when they are used up the player falls 120 (880 → 760).</source>
        <translation>Сдачи, разрешённые на бочке; когда они кончились, игрок падает на 120 (880 → 760).</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="108"/>
        <source>Russian: the third fall from the barrel sets the score to 0 instead (880 → 0).</source>
        <translation>Русская: третье падение с бочки обнуляет счёт (880 → 0).</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="109"/>
        <source>When several reach the barrel in one deal: all stay, or all fall by 120.</source>
        <translation>Если на бочку сели несколько за одну сдачу: все остаются или все падают на 120.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="110"/>
        <source>Russian second variant: on the barrel the declarer must announce enough to finish (1001 − 880 → 125), not less.</source>
        <translation>Русский второй вариант: на бочке играющий обязан заказать не меньше, чем нужно для выхода (1001 − 880 → 125).</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="111"/>
        <source>Russian: a deal without a trick is a bolt; every third bolt costs 120 (300 → 180).</source>
        <translation>Русская: сдача без взятки — болт; каждый третий болт стоит 120 (300 → 180).</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="112"/>
        <source>Russian: a score of exactly 555 after a deal becomes 0.</source>
        <translation>Русская: ровно 555 после сдачи превращается в 0.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="114"/>
        <source>Polish: 50 per ace and the marriages in the musik; Russian: the musik&apos;s points; Danish: nothing.</source>
        <translation>Польская: 50 за туза и марьяжи в прикупе; русская: очки прикупа; датская: ничего.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="120"/>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="121"/>
        <source>any</source>
        <translation>любая</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="131"/>
        <source>Stop at 990</source>
        <translation>Стоп на 990</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="132"/>
        <source>Allowed</source>
        <translation>Разрешено</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="133"/>
        <source>Score nothing</source>
        <translation>Без очков</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="136"/>
        <source>Declarer, then the higher score</source>
        <translation>Играющий, затем больший счёт</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="137"/>
        <source>The higher score</source>
        <translation>Больший счёт</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="138"/>
        <source>A draw</source>
        <translation>Ничья</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="141"/>
        <source>120 plus held marriages</source>
        <translation>120 плюс марьяжи на руке</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="142"/>
        <source>Above 120 with any marriage</source>
        <translation>Выше 120 с любым марьяжем</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="143"/>
        <source>Unlimited (at own risk)</source>
        <translation>Без ограничений (на свой риск)</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="146"/>
        <source>If the bid was raised</source>
        <translation>Если заказ повышали</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="147"/>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="159"/>
        <source>Always</source>
        <translation>Всегда</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="148"/>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="160"/>
        <source>Never</source>
        <translation>Никогда</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="151"/>
        <source>Redeal</source>
        <translation>Пересдача</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="152"/>
        <source>Score 120</source>
        <translation>120 очков</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="153"/>
        <source>Off</source>
        <translation>Выключено</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="155"/>
        <source>Unlimited</source>
        <translation>Без ограничений</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="156"/>
        <source>Half the bid</source>
        <translation>Половина заказа</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="158"/>
        <source>Only if the trump wins</source>
        <translation>Только если козырь берёт</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="163"/>
        <source>Queen or king</source>
        <translation>Дама или король</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="164"/>
        <source>Queen only</source>
        <translation>Только дама</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="167"/>
        <source>To tens, half down (25 → 20)</source>
        <translation>До десятков, половина вниз (25 → 20)</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="168"/>
        <source>To tens, half up (25 → 30)</source>
        <translation>До десятков, половина вверх (25 → 30)</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="169"/>
        <source>To fives (43 → 45)</source>
        <translation>До пятёрок (43 → 45)</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="170"/>
        <source>Exact</source>
        <translation>Точно</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="173"/>
        <source>24 cards, nine to ace</source>
        <translation>24 карты, от девятки до туза</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="174"/>
        <source>32 cards, seven to ace</source>
        <translation>32 карты, от семёрки до туза</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="176"/>
        <source>No penalty</source>
        <translation>Без штрафа</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="178"/>
        <source>The winner of the last trick</source>
        <translation>Взявший последнюю взятку</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="179"/>
        <source>Nobody</source>
        <translation>Никто</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="183"/>
        <source>All stay on it</source>
        <translation>Все остаются</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="184"/>
        <source>All fall by 120</source>
        <translation>Все падают на 120</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="187"/>
        <source>Dealer sits out</source>
        <translation>Сдающий не играет</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="188"/>
        <source>All play, 6 cards each</source>
        <translation>Играют все, по 6 карт</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="189"/>
        <source>Two against two</source>
        <translation>Двое на двое</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="192"/>
        <source>Aces and marriages in the musik</source>
        <translation>Тузы и марьяжи в прикупе</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="193"/>
        <source>Points in the musik</source>
        <translation>Очки в прикупе</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="181"/>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="194"/>
        <source>Nothing</source>
        <translation>Ничего</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="56"/>
        <source>Lock from a score of</source>
        <translation>Барьер со счёта</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="57"/>
        <source>Penalty for a deal without a trick</source>
        <translation>Штраф за сдачу без взятки</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="58"/>
        <source>Penalty from a score of</source>
        <translation>Штраф со счёта</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="80"/>
        <source>Polish: if several reach the target, the declarer wins, else the higher score.</source>
        <translation>Польская: если вышли несколько, побеждает играющий, иначе больший счёт.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="94"/>
        <source>A Polish variant: a player&apos;s first bomb gives the opponents nothing.</source>
        <translation>Польский вариант: первый отказ игрока ничего не даёт соперникам.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="113"/>
        <source>With four players: the dealer sits the deal out (all traditions), all four play six cards each (Polish), or two against two (southern Poland).</source>
        <translation>Вчетвером: сдающий не играет (все традиции), играют все по шесть карт (польская) или двое на двое, партнёры друг напротив друга (юг Польши).</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="115"/>
        <source>With two players: most often the Polish two musiks of two; also other Polish deals and the Russian prikup of 4 or four closed cards.</source>
        <translation>Вдвоём: чаще всего польские два прикупа по две карты; также другие польские варианты и русские — с прикупом из 4 карт или с четырьмя закрытыми.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="116"/>
        <source>Two musiks or an open musik: the cards laid aside go to the winner of the last trick, or in a Polish variant count for nobody.</source>
        <translation>Два прикупа или открытый прикуп: снос получает взявший последнюю взятку, а в польском варианте он не идёт никому.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="117"/>
        <source>Drawing from the stock: the winner of the last trick adds this (Russian &quot;on six cards&quot;: 10).</source>
        <translation>Игра с добором: взявшему последнюю взятку добавляется столько (русская игра «на шести картах»: 10).</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="197"/>
        <source>Two musiks of 2</source>
        <translation>Два прикупа по 2</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="198"/>
        <source>Two musiks of 3</source>
        <translation>Два прикупа по 3</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="199"/>
        <source>Twelve cards, no musik</source>
        <translation>Двенадцать карт, без прикупа</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="200"/>
        <source>Drawing from the stock</source>
        <translation>На шести картах (с добором)</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="201"/>
        <source>Seven cards, open musik</source>
        <translation>Семь карт, открытый прикуп</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="202"/>
        <source>Russian prikup of 4</source>
        <translation>Русская, прикуп из 4</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/rule_texts.py" line="203"/>
        <source>Russian, four closed</source>
        <translation>Русская, с четырьмя закрытыми</translation>
    </message>
</context>
<context>
    <name>RulesHelpDialog</name>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="67"/>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="69"/>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="355"/>
        <source>Rules</source>
        <translation>Правила</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="101"/>
        <source>Tysiąc in brief</source>
        <translation>Тысяча вкратце</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="102"/>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="315"/>
        <source>House rules in force</source>
        <translation>Действующие домашние правила</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="109"/>
        <source>Special rules at this table</source>
        <translation>Особые правила за этим столом</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="156"/>
        <source>A king and queen of one suit make a marriage: {h} 100, {d} 80, {c} 60, {s} 40. When you lead a trick you may lay one of the pair and declare the marriage: its points are yours at once and its suit becomes trump. Until the first marriage there is no trump.</source>
        <translation>Король и дама одной масти — это марьяж: {h} 100, {d} 80, {c} 60, {s} 40. Когда ваш заход, можно пойти с короля или дамы марьяжа и объявить его: очки марьяжа сразу ваши, а его масть становится козырной. До первого марьяжа козырей нет.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="160"/>
        <source>You must follow the suit led and, if you can, beat the card that is winning the trick.</source>
        <translation>Нужно класть карту в масть и, если можете, перебить карту, которая сейчас берёт взятку.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="161"/>
        <source>You must follow the suit led.</source>
        <translation>Нужно класть карту в масть.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="163"/>
        <source>Without that suit you must play a trump if you hold one.</source>
        <translation>Если масти нет, нужно положить козыря, если он есть.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="164"/>
        <source>Without that suit you must play a trump only if it would win the trick.</source>
        <translation>Если масти нет, козыря нужно класть, только если он берёт взятку.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="165"/>
        <source>Without that suit you may play any card.</source>
        <translation>Если масти нет, можно положить любую карту.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="178"/>
        <source>The player left of the dealer must open at {opening}; then each in turn raises by exactly {step}, or passes for the rest of the auction. The last one bidding becomes the declarer.</source>
        <translation>Игрок слева от сдающего обязан открыть торговлю заказом {opening}; затем каждый по очереди повышает ровно на {step} либо пасует и выходит из торговли. Последний заказавший становится играющим.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="214"/>
        <source>Promising more than 120 needs a marriage in hand.</source>
        <translation>Чтобы заказать больше 120, нужен марьяж на руке.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="231"/>
        <source>The declarer counts the card points taken plus their own marriages: reaching the contract scores it, falling short by even one point loses it. Each opponent scores exactly what they took.</source>
        <translation>Играющий считает очки во взятках плюс свои марьяжи: набрал заказ — он записывается в плюс, не хватило хоть одного очка — в минус. Каждому сопернику записывается ровно набранное.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="237"/>
        <source>Everyone scores exactly the card points they took plus their own marriages.</source>
        <translation>Каждый записывает ровно очки во взятках плюс свои марьяжи.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="247"/>
        <source>A marriage is declared by laying its queen.</source>
        <translation>Марьяж объявляют, выкладывая даму.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="249"/>
        <source>You may declare one only after taking a trick in the deal.</source>
        <translation>Объявить марьяж можно только после взятой в этой сдаче взятки.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="251"/>
        <source>No marriage may be declared before the first trick is over.</source>
        <translation>До конца первой взятки марьяж объявлять нельзя.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="271"/>
        <source>Conceding: the declarer may give up before play, losing the bid while each opponent gets {points}.</source>
        <translation>Роспись: играющий может расписать игру до розыгрыша — он теряет заказ, а каждый соперник получает {points}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="277"/>
        <source>From {score} points on, a deal without a trick costs {penalty}.</source>
        <translation>При счёте от {score} сдача без взятки стоит {penalty}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="200"/>
        <source>The declarer takes the musik, gives one card face down to each opponent and names the contract, at least the winning bid.</source>
        <translation>Играющий берёт прикуп, отдаёт каждому сопернику по карте, не показывая, и объявляет заказ — не меньше того, на котором выиграл торговлю.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="189"/>
        <source>The game</source>
        <translation>Игра</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="190"/>
        <source>Tysiąc (Thousand) is a game of bidding and tricks, usually for three players. After every deal the points are added up, and the first player to reach {target} wins.</source>
        <translation>Тысяча — игра с торговлей и взятками, обычно на троих. После каждой сдачи очки записываются, и побеждает тот, кто первым наберёт {target}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="192"/>
        <source>The cards</source>
        <translation>Карты</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="167"/>
        <source>24 cards: nine, jack, queen, king, ten and ace of each suit, ranked in that order. An ace counts 11, a ten 10, a king 4, a queen 3, a jack 2 and a nine nothing: 120 in all.</source>
        <translation>24 карты: девятка, валет, дама, король, десятка и туз каждой масти — по старшинству в этом порядке. Туз — 11 очков, десятка — 10, король — 4, дама — 3, валет — 2, девятка — 0: всего 120.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="174"/>
        <source>Bidding</source>
        <translation>Торговля</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="215"/>
        <source>Musik and contract</source>
        <translation>Прикуп и заказ</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="219"/>
        <source>Play</source>
        <translation>Розыгрыш</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="222"/>
        <source>Marriages</source>
        <translation>Марьяжи</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="240"/>
        <source>Scoring</source>
        <translation>Подсчёт очков</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="228"/>
        <source>The declarer counts the card points taken plus their own marriages: reaching the contract scores it, falling short by even one point loses it. Each opponent scores what they took, rounded.</source>
        <translation>Играющий считает очки во взятках плюс свои марьяжи: набрал заказ — он записывается в плюс, не хватило хоть одного очка — в минус. Каждому сопернику записывается набранное, с округлением.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="124"/>
        <source>Partners sit opposite each other.</source>
        <translation>Партнёры сидят друг напротив друга.</translation>
    </message>
    <message numerus="yes">
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="126"/>
        <source>The dealer sits the deal out; the others get %n cards each.</source>
        <translation>
            <numerusform>Сдающий в сдаче не участвует; остальным сдают по %n карте.</numerusform>
            <numerusform>Сдающий в сдаче не участвует; остальным сдают по %n карты.</numerusform>
            <numerusform>Сдающий в сдаче не участвует; остальным сдают по %n карт.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="128"/>
        <source>The whole deck is dealt: %n cards each.</source>
        <translation>
            <numerusform>Сдают всю колоду: по %n карте.</numerusform>
            <numerusform>Сдают всю колоду: по %n карты.</numerusform>
            <numerusform>Сдают всю колоду: по %n карт.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="130"/>
        <source>Everyone gets %n cards.</source>
        <translation>
            <numerusform>Каждому сдают по %n карте.</numerusform>
            <numerusform>Каждому сдают по %n карты.</numerusform>
            <numerusform>Каждому сдают по %n карт.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="132"/>
        <source>There is no musik.</source>
        <translation>Прикупа нет.</translation>
    </message>
    <message numerus="yes">
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="134"/>
        <source>The prikup is %n cards, face down.</source>
        <translation>
            <numerusform>Прикуп — %n карта рубашкой вверх.</numerusform>
            <numerusform>Прикуп — %n карты рубашкой вверх.</numerusform>
            <numerusform>Прикуп — %n карт рубашкой вверх.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="136"/>
        <source>The musik is %n cards, face up.</source>
        <translation>
            <numerusform>Прикуп — %n открытая карта.</numerusform>
            <numerusform>Прикуп — %n открытые карты.</numerusform>
            <numerusform>Прикуп — %n открытых карт.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="138"/>
        <source>There are two musiks of %n cards each.</source>
        <translation>
            <numerusform>Есть два прикупа по %n карте.</numerusform>
            <numerusform>Есть два прикупа по %n карты.</numerusform>
            <numerusform>Есть два прикупа по %n карт.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="140"/>
        <source>The musik is %n cards, face down.</source>
        <translation>
            <numerusform>Прикуп — %n карта рубашкой вверх.</numerusform>
            <numerusform>Прикуп — %n карты рубашкой вверх.</numerusform>
            <numerusform>Прикуп — %n карт рубашкой вверх.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="142"/>
        <source>Everyone also has %n piles on the table, a face-up card on a face-down one.</source>
        <translation>
            <numerusform>У каждого также %n стопка на столе: открытая карта на закрытой.</numerusform>
            <numerusform>У каждого также %n стопки на столе: открытая карта на закрытой.</numerusform>
            <numerusform>У каждого также %n стопок на столе: открытая карта на закрытой.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="145"/>
        <source>The other %n cards are a stock: after each trick the winner, then the other player, draws one.</source>
        <translation>
            <numerusform>Оставшаяся %n карта — колода для добора: после каждой взятки сначала взявший, потом другой берут по карте.</numerusform>
            <numerusform>Оставшиеся %n карты — колода для добора: после каждой взятки сначала взявший, потом другой берут по карте.</numerusform>
            <numerusform>Оставшиеся %n карт — колода для добора: после каждой взятки сначала взявший, потом другой берут по карте.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="148"/>
        <source>While the stock lasts, any card may be played.</source>
        <translation>Пока колода не кончилась, можно класть любую карту.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="170"/>
        <source>32 cards: seven, eight, nine, jack, queen, king, ten and ace of each suit, ranked in that order. An ace counts 11, a ten 10, a king 4, a queen 3, a jack 2, and a nine, eight or seven nothing: 120 in all.</source>
        <translation>32 карты: семёрка, восьмёрка, девятка, валет, дама, король, десятка и туз каждой масти — по старшинству в этом порядке. Туз — 11 очков, десятка — 10, король — 4, дама — 3, валет — 2, девятка, восьмёрка и семёрка — 0: всего 120.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="175"/>
        <source>The player left of the dealer must open at {opening}; then each in turn raises by {step} or more, or passes for the rest of the auction. The last one bidding becomes the declarer.</source>
        <translation>Игрок слева от сдающего обязан открыть торговлю заказом {opening}; затем каждый по очереди повышает на {step} или больше либо пасует и выходит из торговли. Последний заказавший становится играющим.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="182"/>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="186"/>
        <source>The deal</source>
        <translation>Сдача</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="183"/>
        <source>There is no auction: the dealer&apos;s opponent is the declarer and must make {contract}.</source>
        <translation>Торговли нет: играет соперник сдающего, и он должен набрать {contract}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="187"/>
        <source>There is no auction and no declarer: everyone plays for their own points.</source>
        <translation>Нет ни торговли, ни играющего: каждый играет на себя.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="197"/>
        <source>The declarer takes the musik, gives one card face down to each of the other three players and names the contract, at least the winning bid.</source>
        <translation>Играющий берёт прикуп, отдаёт каждому из трёх остальных (партнёру тоже) по карте, не показывая, и объявляет заказ — не меньше того, на котором выиграл торговлю.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="203"/>
        <source>The declarer picks {takes} of the face-down cards, lays {n} cards aside and names the contract, at least the winning bid.</source>
        <translation>Играющий выбирает {takes} из закрытых карт, кладёт {n} карты в снос и объявляет заказ — не меньше того, на котором выиграл торговлю.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="207"/>
        <source>The declarer takes the musik, lays {n} cards aside face down and names the contract, at least the winning bid.</source>
        <translation>Играющий берёт прикуп, кладёт {n} карты в снос рубашкой вверх и объявляет заказ — не меньше того, на котором выиграл торговлю.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="210"/>
        <source>The declarer names the contract, at least the winning bid.</source>
        <translation>Играющий объявляет заказ — не меньше того, на котором выиграл торговлю.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="212"/>
        <source>Promising more than 120 needs marriages in hand.</source>
        <translation>Чтобы заказать больше 120, нужны марьяжи на руке.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="216"/>
        <source>The declarer leads the first trick.</source>
        <translation>Первый заход — за играющим.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="217"/>
        <source>The player left of the dealer leads the first trick.</source>
        <translation>Первый заход — за игроком слева от сдающего.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="220"/>
        <source>{lead} {follow} {void} The highest trump takes the trick, or else the highest card of the suit led; the taker leads next.</source>
        <translation>{lead} {follow} {void} Взятку берёт старший козырь, а без козырей — старшая карта масти захода; взявший взятку заходит следующим.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="223"/>
        <source>You may also declare one “on someone”: play the king onto the queen of its suit that the player before you has just played.</source>
        <translation>Марьяж можно объявить и «на чужую даму»: положить короля на даму той же масти, которую только что сыграл предыдущий игрок.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="235"/>
        <source>Everyone scores the card points they took plus their own marriages, rounded.</source>
        <translation>Каждый записывает очки во взятках плюс свои марьяжи, с округлением.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="239"/>
        <source>Partners count their points and their score together.</source>
        <translation>Партнёры считают очки и ведут счёт вместе.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="264"/>
        <source>Bomb: instead of playing, the declarer may give the deal up: nothing for the declarer, half the winning bid for each opponent.</source>
        <translation>Отказ («польская бомба»): вместо розыгрыша играющий может отказаться от игры — ему ничего, каждому сопернику половина заказа из торговли.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="267"/>
        <source>Bomb: instead of playing, the declarer may give the deal up: nothing for the declarer, {points} for each opponent.</source>
        <translation>Отказ («польская бомба»): вместо розыгрыша играющий может отказаться от игры — ему ничего, каждому сопернику по {points}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="274"/>
        <source>Lock at {score}: from {score} points on, a player scores only as the declarer.</source>
        <translation>Барьер {score}: при счёте от {score} игрок получает очки только за свою игру.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="280"/>
        <source>Only the declarer may finish the game; an opponent stops short of the target.</source>
        <translation>Закончить партию может только играющий; соперник останавливается, не дойдя до цели.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="282"/>
        <source>Exact finish: a deal that would take you past the target scores nothing.</source>
        <translation>Точный финиш: сдача, после которой вы перешли бы цель, не засчитывается.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="284"/>
        <source>Barrel: whoever reaches {barrel} stays there and has {n} deals to win as the declarer; otherwise the score falls by 120.</source>
        <translation>Бочка: набравший {barrel} остаётся на бочке; попыток выиграть своим заказом — {n}, иначе счёт падает на 120.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="288"/>
        <source>On the barrel the declarer must announce enough to finish the game.</source>
        <translation>На бочке играющий должен заказать столько, чтобы выйти.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="290"/>
        <source>Bolts: taking no trick in a deal is a bolt; every third bolt costs 120.</source>
        <translation>Болты: сдача без единой взятки — это болт; каждый третий болт стоит 120 очков.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="292"/>
        <source>555: a score of exactly 555 goes back to 0.</source>
        <translation>555: ровно 555 очков обнуляются.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="294"/>
        <source>Dark bid: the first bidder may bid 120 without looking; the deal then counts double.</source>
        <translation>Заказ втёмную: первый в торговле может заказать 120, не глядя в карты; тогда сдача считается вдвойне.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="297"/>
        <source>Golden round: in the first round everyone in turn must play 120, and it counts double.</source>
        <translation>«Золотой» круг: в первом круге каждый по очереди должен сыграть 120, и очки идут вдвойне.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="300"/>
        <source>Four nines without a marriage: the holder may ask for a new deal.</source>
        <translation>Четыре девятки без марьяжа: их владелец может попросить пересдачу.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="302"/>
        <source>Four nines: whoever holds all four scores 120.</source>
        <translation>Четыре девятки: кому пришли все четыре, тот получает 120.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="304"/>
        <source>The cards laid aside count for nobody.</source>
        <translation>Снос никому не засчитывается.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="306"/>
        <source>The winner of the last trick adds {points}.</source>
        <translation>Взявшему последнюю взятку добавляется {points}.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="320"/>
        <source>Preset: {preset}, unchanged.</source>
        <translation>Вариант: {preset}, без изменений.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="322"/>
        <source>Preset: {preset}, with one change, marked below.</source>
        <translation>Вариант: {preset}; одно изменение (отмечено ниже).</translation>
    </message>
    <message numerus="yes">
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="324"/>
        <source>Preset: {preset}, with %n changes, marked below.</source>
        <translation>
            <numerusform>Вариант: {preset}; %n изменение (отмечено ниже).</numerusform>
            <numerusform>Вариант: {preset}; %n изменения (отмечены ниже).</numerusform>
            <numerusform>Вариант: {preset}; %n изменений (отмечены ниже).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="326"/>
        <source>The small grey code after each option is its key and value in saved games.</source>
        <translation>Мелкий серый код после каждого правила — его ключ и значение в сохранённых партиях.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/rules_help.py" line="347"/>
        <source>changed; the preset has {value}</source>
        <translation>изменено; в варианте: {value}</translation>
    </message>
</context>
<context>
    <name>ScoreChart</name>
    <message>
        <location filename="../tysiac_desktop/dialogs/score_chart.py" line="54"/>
        <location filename="../tysiac_desktop/dialogs/score_chart.py" line="85"/>
        <source>No finished deals yet</source>
        <translation>Пока нет сыгранных сдач</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/score_chart.py" line="79"/>
        <source>Score chart</source>
        <translation>График очков</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/score_chart.py" line="242"/>
        <source>{name}: {score}</source>
        <translation>{name}: {score}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/score_chart.py" line="164"/>
        <source>Deal</source>
        <translation>Сдача</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/score_chart.py" line="204"/>
        <source>Target {value}</source>
        <translation>Цель: {value}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/score_chart.py" line="246"/>
        <source>Start</source>
        <translation>Начало</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/score_chart.py" line="246"/>
        <source>After deal {number}</source>
        <translation>После сдачи {number}</translation>
    </message>
</context>
<context>
    <name>ScoreSheet</name>
    <message>
        <location filename="../tysiac_desktop/dialogs/score_sheet.py" line="94"/>
        <location filename="../tysiac_desktop/dialogs/score_sheet.py" line="96"/>
        <source>Score sheet</source>
        <translation>Таблица очков</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/score_sheet.py" line="95"/>
        <source>Totals</source>
        <translation>Итого</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/score_sheet.py" line="99"/>
        <source>✓ made · ✗ failed · ✹ bomb · ⊘ bolt (no trick) · ⛁ barrel (attempt) · ↺ 555 reset · small numbers: the deal&apos;s change</source>
        <translation>✓ сыграно · ✗ не сыграно · ✹ отказ · ⊘ болт (без взяток) · ⛁ бочка (попытка) · ↺ 555 → 0 · мелкие числа: за сдачу</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/score_sheet.py" line="103"/>
        <source>Grey scores: the dealer sat that deal out.</source>
        <translation>Серые очки: сдающий в этой сдаче не играл.</translation>
    </message>
</context>
<context>
    <name>ScoreSheetDialog</name>
    <message>
        <location filename="../tysiac_desktop/dialogs/score_sheet.py" line="168"/>
        <source>Score sheet</source>
        <translation>Таблица очков</translation>
    </message>
</context>
<context>
    <name>Seats</name>
    <message>
        <location filename="../tysiac_desktop/wording/words.py" line="156"/>
        <source>Human</source>
        <translation>Человек</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/words.py" line="156"/>
        <source>Computer</source>
        <translation>Компьютер</translation>
    </message>
</context>
<context>
    <name>SheetModel</name>
    <message>
        <location filename="../tysiac_desktop/dialogs/sheet_model.py" line="26"/>
        <source>You dealt and sat this deal out.</source>
        <translation>Вы сдавали и в розыгрыше не участвовали.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/sheet_model.py" line="29"/>
        <source>{cell}, made</source>
        <translation>{cell}, сыграно</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/sheet_model.py" line="30"/>
        <source>{cell}, failed</source>
        <translation>{cell}, не сыграно</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/sheet_model.py" line="31"/>
        <source>{cell}, conceded</source>
        <translation>{cell}, расписано</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/sheet_model.py" line="32"/>
        <source>{cell}, bomb</source>
        <translation>{cell}, отказ</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/sheet_model.py" line="83"/>
        <source>#</source>
        <translation>№</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/sheet_model.py" line="85"/>
        <source>Contract</source>
        <translation>Заказ</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/sheet_model.py" line="89"/>
        <source>{name}
from {score}</source>
        <translation>{name}
с {score}</translation>
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
        <translation>Итого</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/sheet_model.py" line="139"/>
        <source>redealt</source>
        <translation>пересдача</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/sheet_model.py" line="141"/>
        <source>no contract</source>
        <translation>без заказа</translation>
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
        <translation>{name}: сдаёт и в розыгрыше не участвует.</translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <location filename="../tysiac_desktop/side_panel.py" line="119"/>
        <source>Scores</source>
        <translation>Счёт</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/side_panel.py" line="120"/>
        <source>This deal</source>
        <translation>Эта сдача</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/side_panel.py" line="121"/>
        <source>Taken so far</source>
        <translation>Взято пока</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/side_panel.py" line="122"/>
        <location filename="../tysiac_desktop/side_panel.py" line="123"/>
        <source>What happened</source>
        <translation>Ход игры</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/side_panel.py" line="124"/>
        <source>Dealer</source>
        <translation>Сдающий</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/side_panel.py" line="124"/>
        <location filename="../tysiac_desktop/side_panel.py" line="153"/>
        <source>Bid</source>
        <translation>Торговля</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/side_panel.py" line="124"/>
        <source>Declarer</source>
        <translation>Играющий</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/side_panel.py" line="125"/>
        <source>Trump</source>
        <translation>Козырь</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/side_panel.py" line="125"/>
        <source>Turn</source>
        <translation>Ход</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/side_panel.py" line="127"/>
        <source>Show the rules in force</source>
        <translation>Показать действующие правила</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/side_panel.py" line="139"/>
        <source>“%1” (%2)</source>
        <translation>«%1» (%2)</translation>
    </message>
    <message numerus="yes">
        <location filename="../tysiac_desktop/side_panel.py" line="140"/>
        <source>Rules: %1, changed: %n</source>
        <translation>
            <numerusform>Правила: %1, изменено: %n</numerusform>
            <numerusform>Правила: %1, изменено: %n</numerusform>
            <numerusform>Правила: %1, изменено: %n</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/side_panel.py" line="140"/>
        <source>Rules: %1</source>
        <translation>Правила: %1</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/side_panel.py" line="153"/>
        <source>Contract</source>
        <translation>Заказ</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/side_panel.py" line="165"/>
        <source>none yet</source>
        <translation>пока нет</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/side_panel.py" line="166"/>
        <source>%1 is thinking…</source>
        <translation>%1 думает…</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/side_panel.py" line="190"/>
        <source>%1 of %2</source>
        <translation>%1 из %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../tysiac_desktop/side_panel.py" line="192"/>
        <source>%1 in %n tricks</source>
        <translation>
            <numerusform>%1 за %n взятку</numerusform>
            <numerusform>%1 за %n взятки</numerusform>
            <numerusform>%1 за %n взяток</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SingleInstance</name>
    <message>
        <location filename="../tysiac_desktop/single_instance.py" line="215"/>
        <source>Tysiąc is already open. Only one window can play at a time, so that your saved game and statistics stay whole; please switch to the window that is open.</source>
        <translation>«Тысяча» уже открыта. Играть можно только в одном окне, чтобы сохранённая игра и статистика остались в целости; перейдите в открытое окно.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/single_instance.py" line="241"/>
        <source>Tysiąc cannot lock its data folder {folder}, so it plays without the lock: please do not start it a second time while this window is open.</source>
        <translation>«Тысяча» не может заблокировать свою папку данных {folder}, поэтому играет без блокировки: не запускайте её второй раз, пока это окно открыто.</translation>
    </message>
</context>
<context>
    <name>SpokenCards</name>
    <message>
        <location filename="../tysiac_desktop/wording/cards.py" line="58"/>
        <location filename="../tysiac_desktop/wording/cards.py" line="62"/>
        <source>seven</source>
        <translation>семёрка</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/cards.py" line="58"/>
        <location filename="../tysiac_desktop/wording/cards.py" line="62"/>
        <source>eight</source>
        <translation>восьмёрка</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/cards.py" line="59"/>
        <location filename="../tysiac_desktop/wording/cards.py" line="63"/>
        <source>nine</source>
        <translation>девятка</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/cards.py" line="59"/>
        <source>jack</source>
        <translation>валет</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/cards.py" line="60"/>
        <source>queen</source>
        <translation>дама</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/cards.py" line="60"/>
        <location filename="../tysiac_desktop/wording/cards.py" line="64"/>
        <source>king</source>
        <translation>король</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/cards.py" line="61"/>
        <location filename="../tysiac_desktop/wording/cards.py" line="65"/>
        <source>ten</source>
        <translation>десятка</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/cards.py" line="61"/>
        <source>ace</source>
        <translation>туз</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/cards.py" line="63"/>
        <source>unter</source>
        <translation>унтер</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/cards.py" line="64"/>
        <source>ober</source>
        <translation>обер</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/cards.py" line="65"/>
        <source>deuce</source>
        <translation>туз</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/cards.py" line="66"/>
        <source>hearts</source>
        <translation>червей</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/cards.py" line="66"/>
        <source>diamonds</source>
        <translation>бубен</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/cards.py" line="67"/>
        <source>clubs</source>
        <translation>треф</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/cards.py" line="67"/>
        <source>spades</source>
        <translation>пик</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/cards.py" line="68"/>
        <source>hearts (German suit)</source>
        <translation>червей</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/cards.py" line="69"/>
        <source>bells</source>
        <translation>бубенцов</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/cards.py" line="69"/>
        <source>acorns</source>
        <translation>желудей</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/cards.py" line="70"/>
        <source>leaves</source>
        <translation>листьев</translation>
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
        <translation>Статистика</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="83"/>
        <source>Games of:</source>
        <translation>Партии:</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="95"/>
        <source>Summary</source>
        <translation>Сводка</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="97"/>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="346"/>
        <source>Games</source>
        <translation>Партии</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="101"/>
        <source>Export CSV…</source>
        <translation>Экспорт в CSV…</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="102"/>
        <source>Save every deal of every game as a table for a spreadsheet</source>
        <translation>Сохранить все сдачи всех партий в виде таблицы для табличного редактора</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="133"/>
        <source>all modes</source>
        <translation>все варианты</translation>
    </message>
    <message numerus="yes">
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="137"/>
        <source>%1 (%n games)</source>
        <translation>
            <numerusform>%1 (%n партия)</numerusform>
            <numerusform>%1 (%n партии)</numerusform>
            <numerusform>%1 (%n партий)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="169"/>
        <source>No finished deals yet</source>
        <translation>Пока нет сыгранных сдач</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="174"/>
        <source>Play a deal and your results will appear here: games and deals won, contracts made, and how you fare against each computer level.</source>
        <translation>Сыграйте сдачу, и здесь появятся ваши результаты: выигранные партии и сдачи, сыгранные заказы и то, как вы играете против каждого уровня компьютера.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="194"/>
        <source>Figures for the human players at the table; computer players are compared by level below.</source>
        <translation>Цифры — для игроков-людей за столом; компьютерные игроки сравниваются ниже по уровням.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="252"/>
        <source>{value}%</source>
        <translation>{value}&#xa0;%</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="256"/>
        <source>Overview</source>
        <translation>Обзор</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="258"/>
        <source>Games played</source>
        <translation>Сыграно партий</translation>
    </message>
    <message numerus="yes">
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="258"/>
        <source>%Ln finished</source>
        <translation>
            <numerusform>%Ln завершена</numerusform>
            <numerusform>%Ln завершены</numerusform>
            <numerusform>%Ln завершено</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="259"/>
        <source>Games won</source>
        <translation>Выиграно партий</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="260"/>
        <source>{percent} of finished games</source>
        <translation>{percent} завершённых партий</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="262"/>
        <source>Deals played</source>
        <translation>Сыграно сдач</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="262"/>
        <source>redeals not counted</source>
        <translation>без пересдач</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="263"/>
        <source>Deals won</source>
        <translation>Выиграно сдач</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="264"/>
        <source>you declared the contract and made it ({percent} of the deals you declared)</source>
        <translation>вы играли заказ и сыграли его ({percent} ваших заказов)</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="266"/>
        <source>Average score per deal</source>
        <translation>Средний результат за сдачу</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="280"/>
        <source>Your contracts by value</source>
        <translation>Ваши заказы по величине</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="281"/>
        <source>Contract</source>
        <translation>Заказ</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="281"/>
        <source>Played</source>
        <translation>Всего</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="281"/>
        <source>Made</source>
        <translation>Сыграно</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="281"/>
        <source>Made %</source>
        <translation>% сыгранных</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="288"/>
        <source>{low} and more</source>
        <translation>{low} и выше</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="298"/>
        <source>All contracts</source>
        <translation>Все заказы</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="309"/>
        <source>Against the computer</source>
        <translation>Против компьютера</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="310"/>
        <source>Level</source>
        <translation>Уровень</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="310"/>
        <source>Games against it</source>
        <translation>Партий против него</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="310"/>
        <source>Won by you</source>
        <translation>Ваши победы</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="311"/>
        <source>Its contracts made</source>
        <translation>Его сыгранные заказы</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="311"/>
        <source>Its average per deal</source>
        <translation>Его среднее за сдачу</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="319"/>
        <source>{wins} ({percent})</source>
        <translation>{wins} ({percent})</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="322"/>
        <source>{made} of {played} ({percent})</source>
        <translation>{made} из {played} ({percent})</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="352"/>
        <source>Date</source>
        <translation>Дата</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="352"/>
        <source>Rules</source>
        <translation>Правила</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="352"/>
        <source>Players and scores</source>
        <translation>Игроки и очки</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="353"/>
        <source>Deals</source>
        <translation>Сдачи</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="353"/>
        <source>Result</source>
        <translation>Итог</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="361"/>
        <source>No games recorded yet.</source>
        <translation>Пока нет записанных партий.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="369"/>
        <source>Choose a game to see how its scores went.</source>
        <translation>Выберите партию, чтобы увидеть, как менялся счёт.</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="418"/>
        <source>{name}: computer ({level})</source>
        <translation>{name}: компьютер ({level})</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="419"/>
        <source>unknown level</source>
        <translation>неизвестный уровень</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="421"/>
        <source>{name}: human</source>
        <translation>{name}: человек</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="427"/>
        <source>In progress</source>
        <translation>Идёт</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="427"/>
        <source>Not finished</source>
        <translation>Не закончена</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="429"/>
        <source>Draw</source>
        <translation>Ничья</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="434"/>
        <source>{name} won</source>
        <translation>Победитель — {name}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="435"/>
        <source>Finished</source>
        <translation>Закончена</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="440"/>
        <source>{date} (this game)</source>
        <translation>{date} (эта партия)</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="443"/>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="468"/>
        <source>This game</source>
        <translation>Эта партия</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="477"/>
        <source>Game of {date}</source>
        <translation>Партия от {date}</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="495"/>
        <source>Export statistics</source>
        <translation>Экспорт статистики</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="496"/>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>Файлы CSV (*.csv);;Все файлы (*)</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="502"/>
        <source>Export CSV</source>
        <translation>Экспорт в CSV</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/dialogs/statistics.py" line="503"/>
        <source>The statistics could not be saved to {path}: {reason}</source>
        <translation>Не удалось сохранить статистику в {path}: {reason}</translation>
    </message>
</context>
<context>
    <name>Suits</name>
    <message>
        <location filename="../tysiac_desktop/wording/words.py" line="90"/>
        <source>hearts</source>
        <translation>червы</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/words.py" line="90"/>
        <source>diamonds</source>
        <translation>бубны</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/words.py" line="91"/>
        <source>clubs</source>
        <translation>трефы</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/words.py" line="91"/>
        <source>spades</source>
        <translation>пики</translation>
    </message>
</context>
<context>
    <name>Teams</name>
    <message>
        <location filename="../tysiac_desktop/dialogs/deal_summary.py" line="198"/>
        <location filename="../tysiac_desktop/wording/words.py" line="142"/>
        <source>%1 &amp; %2</source>
        <translation>%1 и %2</translation>
    </message>
</context>
<context>
    <name>Waiting</name>
    <message>
        <location filename="../tysiac_desktop/wording/waiting.py" line="17"/>
        <source>{name} is bidding</source>
        <translation>{name} торгуется</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/waiting.py" line="18"/>
        <source>{name} is taking the musik</source>
        <translation>{name} берёт прикуп</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/waiting.py" line="19"/>
        <source>{name} is choosing the contract</source>
        <translation>{name} назначает заказ</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/waiting.py" line="20"/>
        <source>{name} is playing</source>
        <translation>{name} ходит</translation>
    </message>
    <message>
        <location filename="../tysiac_desktop/wording/waiting.py" line="33"/>
        <source>Connecting to the table…</source>
        <translation>Подключение к столу…</translation>
    </message>
</context>
</TS>
