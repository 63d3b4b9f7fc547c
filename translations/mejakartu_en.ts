<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>CanastaGestures</name>
    <message>
        <source>Wild cards alone are no meld: drag them onto one of your melds, or meld them with a natural pair.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With wild cards, meld one rank at a time (or drag them onto the meld they join).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The top card of the pile does not belong to this meld.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CanastaOddsView</name>
    <message>
        <source>Jk</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Unseen cards by rank (%n in all):</source>
        <translation>
            <numerusform>Unseen cards by rank (%n in all):</numerusform>
            <numerusform>Unseen cards by rank (%n in all):</numerusform>
        </translation>
    </message>
    <message>
        <source>● certain: it fits their meld, or cards they took with the pile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Counted from what you can see: unseen cards are equally likely anywhere out of sight.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next stock card fits your melds or pairs: &lt;b&gt;%1&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard risk (%1 plays next):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every card: &lt;b&gt;0%&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The other %n card(s): &lt;b&gt;0%&lt;/b&gt;</source>
        <translation>
            <numerusform>The other %n card: &lt;b&gt;0%&lt;/b&gt;</numerusform>
            <numerusform>The other %n cards: &lt;b&gt;0%&lt;/b&gt;</numerusform>
        </translation>
    </message>
    <message>
        <source>Every card: &lt;b&gt;%1&lt;/b&gt; at most</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The other %n card(s): &lt;b&gt;%1&lt;/b&gt; at most</source>
        <translation>
            <numerusform>The other %n card: &lt;b&gt;%1&lt;/b&gt; at most</numerusform>
            <numerusform>The other %n cards: &lt;b&gt;%1&lt;/b&gt; at most</numerusform>
        </translation>
    </message>
    <message>
        <source>A wild card or a black 3 on top cannot be taken.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CanastaReport</name>
    <message>
        <source>Cards in melds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total (game to %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You draw %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 draws %n card(s)</source>
        <translation>
            <numerusform>%1 draws %n card</numerusform>
            <numerusform>%1 draws %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the pile (%n card(s))</source>
        <translation>
            <numerusform>the pile (%n card)</numerusform>
            <numerusform>the pile (%n cards)</numerusform>
        </translation>
    </message>
    <message>
        <source>You take %1, adding %2 to your meld</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 takes %2, adding %3 to the side&apos;s meld</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You take %1: %2 with %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 takes %2: %3 with %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You also draw %1 from the stock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You meld %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 melds %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You add %1 to the %2 meld</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 adds %2 to the %3 meld</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You discard %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 discards %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You ask %1: “May I go out?”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 asks %2: “May I go out?”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You answer: “Yes, go out.”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 answers: “Yes, go out.”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You answer: “No, not yet.”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 answers: “No, not yet.”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You leave the last discard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 leaves the last discard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You end the hand without a discard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 ends the hand without a discard</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>You lay out %n red 3(s)</source>
        <translation>
            <numerusform>You lay out %n red 3</numerusform>
            <numerusform>You lay out %n red 3s</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 lays out %n red 3(s)</source>
        <translation>
            <numerusform>%1 lays out %n red 3</numerusform>
            <numerusform>%1 lays out %n red 3s</numerusform>
        </translation>
    </message>
    <message>
        <source>You go out!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 goes out!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand %1 — %2 deals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Red 3s laid out after the deal: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game over: you win!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game over: %1 won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand %1: the stock ran out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand %1: you went out perfectly</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand %1: you went out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand %1: %2 went out perfectly</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand %1: %2 went out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Red canastas (500 each)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black canastas (300 each)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Red 3s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Going out (perfect: 200)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Going out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards left in hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Penalty cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game bonus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 reached the target first: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Press New game to play again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next hand: %1 deals. Press Next hand (Enter).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 asks you: “May I go out?”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand %1 — you deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next hand: you deal. Press Next hand (Enter).</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>You were bound to go out but could not: your %n card(s) left (%1) become penalty cards. They lie face up, you must discard one of them each turn, and each still held when the hand ends counts against your side.</source>
        <translation>
            <numerusform>You were bound to go out but could not: your %n card left (%1) becomes a penalty card. It lies face up, you must discard it on your turn, and if still held when the hand ends it counts against your side.</numerusform>
            <numerusform>You were bound to go out but could not: your %n cards left (%1) become penalty cards. They lie face up, you must discard one of them each turn, and each still held when the hand ends counts against your side.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 was bound to go out but could not: the %n card(s) left (%2) become penalty cards, face up; one must be discarded each turn, and those still held count against the side.</source>
        <translation>
            <numerusform>%1 was bound to go out but could not: the %n card left (%2) becomes a penalty card, face up; it must be discarded, and if still held it counts against the side.</numerusform>
            <numerusform>%1 was bound to go out but could not: the %n cards left (%2) become penalty cards, face up; one must be discarded each turn, and those still held count against the side.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CanastaSession</name>
    <message>
        <source>Joker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>black 3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 &amp; %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The hand is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The stock is empty: take the last discard, or leave it and end the hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw first: the top card of the stock, or the whole discard pile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You have drawn already: now meld what you like, then discard a card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wait for the answer to “May I go out?” first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nobody has asked whether they may go out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You play without a partner: there is nobody to ask.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You have already asked your partner this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The stock is empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In this game you draw two cards from the stock at once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You may not draw that many cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The discard pile is empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A wild card lies on top of the pile: nobody may take it now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A black 3 lies on top of the pile: it stops you until another card covers it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A red 3 lies on top of the pile: it is never melded, so the pile cannot be taken.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Holding a single card, you may not take a pile of one card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To take the pile, meld its top card %1 with a natural pair of %2 from your hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To take the pile, meld its top card %1 with a natural pair of %2, or with one natural %2 and a wild card, from your hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The pile is frozen: you may take it only with a natural pair of %1 from your hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Before your side&apos;s first meld, the pile is taken only with a natural pair of %1 from your hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your side has no %1 meld for the top card: select a natural pair of %1 in your hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your %1 meld is a finished canasta: the pile may not be taken just to add its top card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The other cards of the pile join your hand once your first meld counts %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That card is not in your hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add cards to a meld one at a time, and discard a single card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new meld needs at least three cards of one rank (wild cards included).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A meld holds natural cards of one rank only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wild cards alone are no meld: it needs natural cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A meld needs at least two natural cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Too many wild cards: a meld may hold at most three.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wild cards may not outnumber the natural cards of a meld.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Red 3s are never melded: they are laid out by themselves.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black 3s are melded without wild cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your side already has a %1 meld: add the cards to it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your side has no %1 meld yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 does not belong to the %2 meld.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black 3s may be melded only by a player going out, as the last meld.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your first meld counts %1 so far and needs %2: meld more before you discard.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After this your first meld could no longer reach %1 while keeping a card to discard.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You may not go out yet: your side needs a canasta first. Keep a card to discard.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You may not go out yet: you need two canastas first. Keep a card to discard.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your partner said no: you may not go out this turn. Keep a card to discard.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard one of your penalty cards (the ones lying face up).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The last stock card was a red 3: meld what you can, then end the hand without a discard.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only after drawing a red 3 as the last stock card may the hand end without a discard.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leaving the discard is possible only once the stock has run out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The last discard fits your side&apos;s meld: you must take it.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CanastaTable</name>
    <message>
        <source>Draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take pile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Meld</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ask partner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sort</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New meld</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is over. Press New game to play again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The hand is over. Press Next hand (Enter) to deal the next one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 asks you: “May I go out?” Your answer binds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is thinking about %2&apos;s question…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You sit out this hand. %1 is thinking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The stock is empty: take the last discard (T), or leave it and end the hand (P).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your turn: draw from the stock (D) or take the pile (T).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your first meld counts %1 of %2: meld more before you discard.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The last stock card was a red 3: meld what you can, then end the hand (E).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Meld (drag cards onto the table, or M), then discard a card onto the pile (X).</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
    <message>
        <source>sits out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Out!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One card!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>May I go out?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Yes, go out!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No, not yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 asks you: “May I go out?”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your answer binds: yes, and %1 must go out this turn; no, and %1 may not go out this turn. Your own cards (%2 points) count against your side when the hand ends.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Yes, go out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No, not yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard one card at a time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards go only onto your own side&apos;s melds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select the cards to meld first (click them, or Space).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stock: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pile: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Frozen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black 3: stop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>first meld %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Red canasta (natural): %n card(s), 500 bonus</source>
        <translation>
            <numerusform>Red canasta : %n card, 500 bonus</numerusform>
            <numerusform>Red canasta natural: %n cards, 500 bonus</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Black canasta (mixed): %n card(s), 300 bonus</source>
        <translation>
            <numerusform>Black canasta : %n card, 300 bonus</numerusform>
            <numerusform>Black canasta mixed: %n cards, 300 bonus</numerusform>
        </translation>
    </message>
    <message>
        <source>Your side&apos;s first meld needs %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your partner said no: you may not go out this turn. Meld, then discard a card (X).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set aside from the pile until
the first meld counts %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>penalty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A penalty card of %1: it stays face up and counts against the side if it is still held when the hand ends.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 took this card with the discard pile: everyone has seen it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>melds %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of the %2 cards of a canasta</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You are bound to go out this turn: meld everything (you may discard the last card). If you cannot, the cards left in your hand become penalty cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You could not go out when bound to: the cards marked “penalty” lie face up and count against your side. Meld what you like, then discard one of them (X).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no game yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You play without a partner: there is nobody to ask.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You have melded this turn: the question is offered only before you meld, since after melding it would bind you to go out whatever the answer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ask your partner once your side could go out: it needs a canasta, or a meld you can finish into one this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select the card to discard first: click it, or move to it with the arrow keys and press Space.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select cards to meld (Space, then M), or one card to discard (Space, then X).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A penalty card: you could not go out when bound to. It lies face up, you must discard one penalty card each turn, and each still held when the hand ends counts against your side.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That cannot be done now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take the top card of the stock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take the whole discard pile, melding its top card with the selected cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lay the selected cards down: new melds, or onto your side&apos;s melds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Throw the selected card onto the pile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ask your partner “May I go out?” — the answer binds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Do not take the last discard: the hand ends</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The last stock card was a red 3: end the hand without a discard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sort your hand by rank, the wild cards together</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal the next hand</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CapsaOddsView</name>
    <message>
        <source>Exact: counted over every way the unseen cards can lie.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Unseen cards by rank (%n in all):</source>
        <translation>
            <numerusform>Unseen cards by rank (%n in all):</numerusform>
            <numerusform>Unseen cards by rank (%n in all):</numerusform>
        </translation>
    </message>
    <message>
        <source>An opponent holds a Bom: &lt;b&gt;%1&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 on the table is not beaten by the players still to answer: &lt;b&gt;%2&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your combinations, if you lead them now:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unbeatable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>survives %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 (estimated from %n deal(s))</source>
        <translation>
            <numerusform>%1 (estimated from %n deal)</numerusform>
            <numerusform>%1 (estimated from %n deals)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CapsaReport</name>
    <message>
        <source>Round %1 — you lead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1 — %2 leads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trick %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1st</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2nd</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>3rd</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>4th</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>six pairs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>four 2s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a dragon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a suited dragon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You win at once with %1!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wins at once with %2!</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Game over after %n round(s)</source>
        <translation>
            <numerusform>Game over after %n round</numerusform>
            <numerusform>Game over after %n rounds</numerusform>
        </translation>
    </message>
    <message>
        <source>Round %1 of %2 over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1 over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1. %2	%3	%4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>total %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You win the game!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wins the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points per round: 1st 3, 2nd 2, 3rd 1, 4th 0.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards left when the first goes out: %1 each,</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 each from 10 cards, %2 each with all 13.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each 2 still held doubles the penalty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The first out scores what the others lose.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The game ends when a total reaches %n point(s).</source>
        <translation>
            <numerusform>The game ends when a total reaches %n point.</numerusform>
            <numerusform>The game ends when a total reaches %n points.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CapsaSession</name>
    <message>
        <source>Single</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Triple</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Straight (Seri)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flush</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Full House (Polo)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Four of a Kind (Piting)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Straight Flush (Seri Kembang)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a combination</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Single %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pair %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Triple %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bom %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The round is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Those cards are not in your hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>These cards do not make a Capsa combination.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The first play must contain the 3♦.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You lead this trick: play any combination; you cannot pass.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot be played on %2: use the same number of cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot be played on %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot beat %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two Pair</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CapsaTable</name>
    <message>
        <source>Play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sort: by suit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sort: by rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>out</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your lead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 leads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your turn: lead a combination that contains the 3♦.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your turn: lead any combination.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your turn: beat %1 with the same number of cards, or pass.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wait for your turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select the cards to play first (click them, or Space).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ask the coach for the best play and why (H)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is over. Press New game (Enter) to play again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The round is over. Press Next round (Enter) to deal again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play the selected cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change how your hand is sorted</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Coach</name>
    <message>
        <source>The review was cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The coach&apos;s best move for you now, and why</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re&amp;view deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What each of your decisions in the last deal cost, and why</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open for re&amp;view…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Review a saved game; the game at the table stays as it is</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Review</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Review this deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What each of your decisions cost, and why (Ctrl+Shift+R)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, deal %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, hand %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no game to review.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You have not played a move yet: there is nothing to review.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This version cannot review this game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game has no such deal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every hand is shown only for a finished deal: this one is still being played.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no deal to show.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replay: ← → step through the moves, Home and End go to the start and the end, Esc goes back to the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hints are for the game at the table: go back to it first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A hint is for your turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The coach is thinking about a hint…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Review this hand</source>
        <comment>Texas Hold&apos;em</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Review this hand</source>
        <comment>Empat Satu</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Review this hand</source>
        <comment>Canasta</comment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CoachText</name>
    <message>
        <source>%1 bb</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You had no decision to make in this deal: step through it with the arrow keys.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You had no decision to make in this hand: step through it with the arrow keys.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This deal you gave up nothing: every decision was as good as the best the coach found.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This hand you gave up nothing: every decision was as good as the best the coach found.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This hand your decisions cost you about %1 percentage points of your chance of winning it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This hand you gave up ≈ %1 big blinds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>This hand you gave up ≈ %n Canasta point(s).</source>
        <translation>
            <numerusform>This hand you gave up ≈ %n Canasta point.</numerusform>
            <numerusform>This hand you gave up ≈ %n Canasta points.</numerusform>
        </translation>
    </message>
    <message>
        <source>This deal you gave up ≈ %1 Capsa points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n decision(s) cost something.</source>
        <translation>
            <numerusform>%1 of %n decision cost something.</numerusform>
            <numerusform>%1 of %n decisions cost something.</numerusform>
        </translation>
    </message>
    <message>
        <source>Move %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 Better: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint: %1 (nothing else is worth weighing).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint: %1, or %2: they are about as good.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint: %1. The next best, %2, %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Review — after the last move (%n move(s))</source>
        <translation>
            <numerusform>Review — after the last move (%n move)</numerusform>
            <numerusform>Review — after the last move (%n moves)</numerusform>
        </translation>
    </message>
    <message>
        <source>Review — move %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Hint: %1, or %2: they are about as good (%3 apart over %n simulated deal(s), less than the uncertainty of ±%4).</source>
        <translation>
            <numerusform>Hint: %1, or %2: they are about as good (%3 apart over %n simulated deal, less than the uncertainty of ±%4).</numerusform>
            <numerusform>Hint: %1, or %2: they are about as good (%3 apart over %n simulated deals, less than the uncertainty of ±%4).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EmpatSatuChart</name>
    <message>
        <source>Scores of each hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lost the hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EmpatSatuOddsView</name>
    <message>
        <source>Player %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exact: every card you have not seen is equally likely to be the next from the stock.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your score now: &lt;b&gt;%1&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If you throw:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After one more draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the others seem to collect:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no sign yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>took %1, threw %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The next stock card raises your score: &lt;b&gt;%1&lt;/b&gt; (%2 of %n unseen card(s))</source>
        <translation>
            <numerusform>The next stock card raises your score: &lt;b&gt;%1&lt;/b&gt; (%2 of %n unseen card)</numerusform>
            <numerusform>The next stock card raises your score: &lt;b&gt;%1&lt;/b&gt; (%2 of %n unseen cards)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EmpatSatuReport</name>
    <message>
        <source>Player %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You draw %1 from the stock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You draw from the stock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 draws from the stock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You take %1 from the discards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 takes %2 from the discards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You throw %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 throws %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You leave the discard: the hand ends</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 leaves the discard: the hand ends</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand %1 — dealer %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Winner: %1 (%2). Loser: %3 (%4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the stock is empty and you left the discard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the stock is empty and %1 left the discard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the stock has run out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the stock is empty and the turn limit is reached</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>winner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>loser</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1. %2	%3	%4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 and %2 hold exactly equal hands (%3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn order from %1 decides: %2 comes first and wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn order from %1 decides: %2 comes last and loses.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The worst card decides</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The worst cards are level; the second worst decides</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The two worst cards are level; the third worst decides</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The three worst cards are level; the best card decides</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2, %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 and %2 both score %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 beats %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next hand: dealer %1, first to play %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You stop the hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 stops the hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>you stopped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 stopped</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EmpatSatuSession</name>
    <message>
        <source>The hand is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You have drawn already: now discard a card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You have discarded already: now draw from the stock or take the discard.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In this variant you discard first, then draw.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw first: the top card of the stock or the previous player&apos;s discard.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That is not possible at this point of your turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You may stop only at the start of your turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To stop, your hand must be worth at least %1 (it is worth %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To stop you need four cards of one suit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing could be drawn after this discard: the stock is empty and there is no discard to take. End the hand instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The stock is empty: take the discard, or end the hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The stock still has cards: draw one, or take the discard.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing has been discarded yet in this hand: draw from the stock.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The card just taken from the discards may not be thrown back this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That card is not in your hand.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EmpatSatuTable</name>
    <message>
        <source>Draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take discard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best four: %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score: %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The session is over. Press New game to play again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The hand is over. Press Next hand (Enter) to deal the next one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your turn: the stock is empty; end the hand (E).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your turn: throw a card first (drag it onto your pile, or pick it and press Enter), then draw.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your turn: the stock is empty. Take %1 (T) or end the hand (E).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your turn: draw from the stock (D) or take %1 from %2 (T).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your turn: draw from the stock (D).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Throw a card onto the discards (drag it, or pick it and press Enter); %1 must stay.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Throw a card onto the discards (drag it, or pick it and press Enter).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Now draw from the stock (D) or take %1 (T).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Now take %1 (T): the stock is empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Now draw from the stock (D).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stock: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your discards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Winner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loser</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The session is over: you won the most hands!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The session is over: %1 won the most hands.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the card to throw first (click it, or use the arrow keys).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put the card into your hand first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You may stop now (K).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>won %1 · lost %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 took this card from the discards: everyone has seen it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take the top card of the stock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take the card the previous player has just thrown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Throw the chosen card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop the hand now: everyone shows their cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The stock is empty: leave the discard and end the hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal the next hand</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FlagNumberDialog</name>
    <message>
        <source>Value:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A number:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OK</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameFiles</name>
    <message>
        <source>Open &amp;recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (missing)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No saved games yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Clear the list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is no longer there; it was taken off the list.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game in progress could not be kept: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game kept from last time cannot be continued: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game kept from last time cannot be continued: %1 The file was set aside as %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Continue the game?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your game of %1 was kept when you last played. Continue it, or start a new game?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Continue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New game</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameRegistry</name>
    <message>
        <source>Capsa</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Canasta</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Texas Hold&apos;em</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Empat Satu (41)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Easy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Medium</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hard</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameSession</name>
    <message>
        <source>The file holds another game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file&apos;s rule settings are not valid.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move %1 in the file cannot be read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move %1 in the file is not allowed by the rules.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move %1 in the file starts a deal too early.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This is a replay of the game: nothing can be played here. Go back to the game to play on.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameTable</name>
    <message>
        <source>New game</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HoldemActionBar</name>
    <message>
        <source>½ pot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a bet of half the pot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a bet the size of the pot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All-in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose all your chips</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your total bet on this street; ↑ and ↓ change it by a big blind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Call %1 (all-in)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Call %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All-in %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bet %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Raise to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give up this hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check, or call the bet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bet or raise the chosen amount; A goes all-in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal the next hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Raise</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HoldemChart</name>
    <message>
        <source>Chips after each hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chips</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HoldemNames</name>
    <message>
        <source>Straight flush</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Four of a kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Full house</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flush</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Straight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Three of a kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two pair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>High card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Queen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>King</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jacks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Queens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Aces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1s</source>
        <extracomment>Several cards of a number rank: &quot;9s&quot;. Indonesian keeps the number alone.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Royal flush</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Straight flush, %1 high</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Four of a kind, %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Full house, %1 full of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flush, %1 high</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Straight, %1 high</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Three of a kind, %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two pair, %1 and %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pair of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>High card %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pocket %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 suited</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 offsuit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Main pot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Side pot %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Preflop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>River</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Showdown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1st</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2nd</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>3rd</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1th</source>
        <extracomment>A finishing place from the 4th on.</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HoldemOddsView</name>
    <message>
        <source>You are not dealt into this hand: no odds to show.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The hand is over: the figures for the board as it ended.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You folded: the figures show what your cards would have done.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You are all-in: nothing more to decide, the cards will tell.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your cards: &lt;b&gt;%1&lt;/b&gt; — %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>exact: all %1 showdowns counted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Monte Carlo n=%1, ±%2 (one standard error)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nobody else is left in the hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the river</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Outs for %1: none lifts your hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>calling is profitable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>folding is better</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>about break-even</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pot odds: call %1 to win %2, so you need %3 of the pot.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your share of the pot is %1:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to call: checking is free.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Final best hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>over %Ln board(s) still possible; rows sum to 100%</source>
        <translation>
            <numerusform>over %Ln board still possible; rows sum to 100%</numerusform>
            <numerusform>over %Ln boards still possible; rows sum to 100%</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Outs for %1: &lt;b&gt;%2&lt;/b&gt; of %n card(s) (%3)</source>
        <translation>
            <numerusform>Outs for %1: &lt;b&gt;%2&lt;/b&gt; of %n card (%3)</numerusform>
            <numerusform>Outs for %1: &lt;b&gt;%2&lt;/b&gt; of %n cards (%3)</numerusform>
        </translation>
    </message>
    <message>
        <source>Ranges on the grid…</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Against random hands of %n opponent(s) still in: win &lt;b&gt;%1&lt;/b&gt;, tie %2</source>
        <translation>
            <numerusform>Against random hands of %n opponent still in: win &lt;b&gt;%1&lt;/b&gt;, tie %2</numerusform>
            <numerusform>Against random hands of %n opponents still in: win &lt;b&gt;%1&lt;/b&gt;, tie %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Your share against their likely hands is %1:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Against their likely hands: your share &lt;b&gt;%1&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>exact: every hand of the range counted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sampled n=%1, ±%2 (one standard error)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HoldemReport</name>
    <message>
        <source>Player %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(all-in)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand %1 · blinds %2/%3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · ante %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — ante %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — small blind %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — big blind %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — fold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — call %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — bet %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — raise to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — %2 not called, taken back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — shows %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You win %1 without a showdown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wins %2 without a showdown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You take side pot %1 (%2): nobody else is in it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 takes side pot %2 (%3): nobody else is in it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You win %1 with %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wins %2 with %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You win the main pot (%1) with %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wins the main pot (%2) with %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You win side pot %1 (%2) with %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wins side pot %2 (%3) with %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You are out of the tournament in %1 place.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is out of the tournament in %2 place.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You win the tournament!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wins the tournament!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Split pot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You win %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wins %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2, nobody else in it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 — %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1	%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Everyone else folded.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HoldemSession</name>
    <message>
        <source>The hand is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wait for your turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nobody has bet: check instead of folding, it costs nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is a bet of %1 to call: call, raise or fold.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is nothing to call: check instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A bet of %1 is too small: the smallest bet is %2 (or all-in).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A raise to %1 is too small: the smallest raise now is to %2 (or all-in).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You do not have that many chips: the most you can put in is %1 (all-in).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your chips do not cover more than the call: call (all-in) or fold.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A short all-in did not reopen the betting for you: you may only call or fold.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Everyone else is all-in, so nobody could call a raise: call or fold.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Everyone else is all-in, so nobody could call a bet: check.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HoldemTable</name>
    <message>
        <source>Muck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your chips: drag them onto the pot to bet or raise the chosen amount</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You won the tournament! Press New game to play again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 won the tournament. Press New game to play again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You are out of the tournament (%1 place). Press Next hand to watch the others go on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The hand is over. Press Next hand (Enter) to deal the next one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your turn: check or bet. Pot %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your turn: calling %1 puts you all-in. Pot %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your turn: %1 to call. Pot %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is thinking… Pot %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Out · %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Winner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All-in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You win the tournament!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wins the tournament</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wait for your turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · total pot %2 · blinds %3/%4</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%Ln chip(s)</source>
        <translation>
            <numerusform>%Ln chip</numerusform>
            <numerusform>%Ln chips</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your turn. Pot %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>The settings file %1 could not be read; defaults are used and it is left untouched.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Meja Kartu</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — Meja Kartu</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Restart this deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play deal &amp;number…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Opponents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;tatistics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Variant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>V&amp;iew</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Odds panel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Animation speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Normal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card &amp;deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rules of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About Meja Kartu</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The card deck “%1” cannot be drawn; keeping the current one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opponents now play at level %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play deal number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal number (the same number always gives the same cards):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no game to save.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file holds a game this version cannot play.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Meja Kartu games (*.mejakartu)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opened %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About Meja Kartu</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h3&gt;Meja Kartu %1&lt;/h3&gt;&lt;p&gt;Capsa, Canasta, Texas Hold&apos;em and Empat Satu (41) against computer players who never peek at your cards.&lt;/p&gt;&lt;p&gt;Card art: the Meja Kartu deck (CC BY-SA 4.0).&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Look in:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>File name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Files of type:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A game of %1 is under way. If you quit now, it is lost with its scores.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A game of %1 is under way. A new game ends it, and its scores are lost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start the new game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A game of %1 is under way. Opening a saved game ends it, and its scores are lost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the saved game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New rules need a new game. The game of %1 under way ends, and its scores are lost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start with the new rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave the game?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep the current rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep playing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rules stay as they are.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game of %1 is kept: the next start offers to continue it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Four-colour deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Larger text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clubs green and diamonds blue, so that no two suits share a colour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only for the Meja Kartu deck: choose it under Card deck to have clubs green and diamonds blue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The latest move or outcome at the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New rules need a new deal. The deal of %1 under way ends.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 could not be opened. %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OddsPanel</name>
    <message>
        <source>Unfold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Odds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No odds for this game yet.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Points</name>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RangeGrid</name>
    <message numerus="yes">
        <source>%1 (%n combination(s)): never in this range</source>
        <translation>
            <numerusform>%1 (%n combination): never in this range</numerusform>
            <numerusform>%1 (%n combinations): never in this range</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n combination(s)): held %2 as often as the likeliest hands</source>
        <translation>
            <numerusform>%1 (%n combination): held %2 as often as the likeliest hands</numerusform>
            <numerusform>%1 (%n combinations): held %2 as often as the likeliest hands</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RangeWords</name>
    <message>
        <source>nothing shown yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>likely opening hands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>likely limping hands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>likely calling hands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>likely raising hands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>likely all-in hands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>push/fold chart hands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>likely betting hands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>likely hands after checking</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: any two cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: about %2 (%3 of hands)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>goes on %1 of the time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>plays any two cards %1 of the time</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RangesDialog</name>
    <message>
        <source>Nobody else is left in the hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s likely hands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Likely hands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pairs on the diagonal, suited hands above it, offsuit hands below. The brighter a cell, the more often the player holds that hand; a dark cell, seldom or never. Read from the actions of this hand and the player&apos;s habits.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReasonText</name>
    <message>
        <source>Joker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>big blinds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 bb</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>leave the pile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>take the pile with %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>take</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>discard %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>meld %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>add %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ask to go out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>answer yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>answer no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>end the hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>call</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>raise to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>all-in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>play %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>single</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>triple</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>straight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>flush</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>full house</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>four of a kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>straight flush</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>combination</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>clubs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hearts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>spades</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the best move found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>about as good as the best move found: the difference is within the noise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the best move gains about %1 on average</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>another move does better on average</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>leads a single while %1 has only one card left</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>passes while %1 has %n card(s) left: %2 would keep the lead</source>
        <translation>
            <numerusform>passes while %1 has %n card left: %2 would keep the lead</numerusform>
            <numerusform>passes while %1 has %n cards left: %2 would keep the lead</numerusform>
        </translation>
    </message>
    <message>
        <source>spends the %1 that would win the lead back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>breaks your only %1 (%2) to lead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>breaks your %1 (%2) to lead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>breaks your only %1 (%2) to beat a %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>breaks your %1 (%2) to beat a %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>plays %1 where the lower %2 would do</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>plays %1 where the higher %2 does better</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>leads only %n card(s) where %1 would shed %2</source>
        <translation>
            <numerusform>leads only %n card where %1 would shed %2</numerusform>
            <numerusform>leads only %n cards where %1 would shed %2</numerusform>
        </translation>
    </message>
    <message>
        <source>passes where %1 would beat the table and win the lead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>passes where %1 would beat the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>plays %1 where passing keeps it for later</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stops with a hand worth %1 where playing on does better</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>does not stop with a hand worth %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>draws instead of taking the %1, which raises your hand from %2 to %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>takes the %1, which raises your hand only from %2 to %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>takes the %1, which does not raise your hand (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ends the hand where taking the %1 raises it from %2 to %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>throws the %1 to %2, who has been taking %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>throws the %1 from your scoring suit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>throws the %1 where throwing the %2 keeps a hand worth %3 instead of %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>leaves the pile of %n card(s) (%1 on top) where taking it does better</source>
        <translation>
            <numerusform>leaves the pile of %n card (%1 on top) where taking it does better</numerusform>
            <numerusform>leaves the pile of %n cards (%1 on top) where taking it does better</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>takes the pile of %n card(s) where drawing does better</source>
        <translation>
            <numerusform>takes the pile of %n card where drawing does better</numerusform>
            <numerusform>takes the pile of %n cards where drawing does better</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>takes the pile of %n card(s) with %1 where drawing does better</source>
        <translation>
            <numerusform>takes the pile of %n card with %1 where drawing does better</numerusform>
            <numerusform>takes the pile of %n cards with %1 where drawing does better</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>throws the %1 from your %n natural cards of that rank</source>
        <translation>
            <numerusform>throws the %1 from your %n natural card of that rank</numerusform>
            <numerusform>throws the %1 from your %n natural cards of that rank</numerusform>
        </translation>
    </message>
    <message>
        <source>throws the %1, which fits your side&apos;s meld</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>plays on where laying down %1 takes you out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>keeps %1 in your hand where laying it down does better</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lays down %1 where keeping it in your hand does better</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>calls %1 into %2 with %3% equity: the price needs %4%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>folds to %1 into %2 with %3% equity: the price needs only %4%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>folds with %1% equity where raising does better</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bets %1 with %2% equity against the hands that call, and they fold only %3% of the time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>calls with %1% equity where raising to %2 earns more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>checks with %1% equity where a bet of %2 earns more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bets %1 where a smaller bet of %2 earns more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bets %1 where a bigger bet of %2 earns more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hands won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1% chance of winning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>end the hand</source>
        <comment>Canasta</comment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>discards the %1, which lets %2 take a pile of %n card(s) (risk %3%)</source>
        <translation>
            <numerusform>discards the %1, which lets %2 take a pile of %n card (risk %3%)</numerusform>
            <numerusform>discards the %1, which lets %2 take a pile of %n cards (risk %3%)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>throws away the wild card %1 (%n point(s))</source>
        <translation>
            <numerusform>throws away the wild card %1 (%n point)</numerusform>
            <numerusform>throws away the wild card %1 (%n points)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>throws the %1 and keeps the %2, worth %n point(s) against you if the hand ends</source>
        <translation>
            <numerusform>throws the %1 and keeps the %2, worth %n point against you if the hand ends</numerusform>
            <numerusform>throws the %1 and keeps the %2, worth %n points against you if the hand ends</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>lets your partner go out while you hold %n point(s)</source>
        <translation>
            <numerusform>lets your partner go out while you hold %n point</numerusform>
            <numerusform>lets your partner go out while you hold %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>stops your partner from going out (you hold %n point(s))</source>
        <translation>
            <numerusform>stops your partner from going out (you hold %n point)</numerusform>
            <numerusform>stops your partner from going out (you hold %n points)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1&apos;s hands (any two cards)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s likely opening hands (about %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s likely raising hands (about %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s likely calling hands (about %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s likely limping hands (about %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s likely all-in hands (about %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s push/fold chart hands (about %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s likely betting hands (about %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s likely hands after checking (about %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the hands %1 would play on (about %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 and one other player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 and %2 other players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>calls %1 into %2 against %3: %4% equity; the price needs %5%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>folds to %1 into %2 against %3: %4% equity; the price needs only %5%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>folds with %1% equity against %2 where raising does better</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bets %1 against %2: %3% equity against the hands that call, who fold only %4% of the time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>calls with %1% equity against %2 where raising to %3 earns more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>checks with %1% equity against %2 where a bet of %3 earns more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the pot odds ask %1%; with one player still to act and the streets to come, a call needs %2%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the pot odds ask %1%; with %2 players still to act and the streets to come, a call needs %3%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the pot odds ask %1%; over the streets to come this hand wins less than its share, so a call needs %2%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the pot odds ask %1%; over the streets to come this hand wins more than its share, so a call needs only %2%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>calls %1 into %2 against %3: %4% equity; %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>folds to %1 into %2 against %3: %4% equity; %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>second</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>third</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>last</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 percentage points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 points</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>as good as the best move found: over %n simulated deal(s) it did no worse</source>
        <translation>
            <numerusform>as good as the best move found: over %n simulated deal it did no worse</numerusform>
            <numerusform>as good as the best move found: over %n simulated deals it did no worse</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>about as good as the best move found: %1 apart over %n simulated deal(s), less than the uncertainty of ±%2</source>
        <translation>
            <numerusform>about as good as the best move found: %1 apart over %n simulated deal, less than the uncertainty of ±%2</numerusform>
            <numerusform>about as good as the best move found: %1 apart over %n simulated deals, less than the uncertainty of ±%2</numerusform>
        </translation>
    </message>
    <message>
        <source>passes where %1, which nothing left can beat, wins the lead and %2 then takes you out: %3 place secured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>plays %1 where %2, which nothing left can beat, wins the lead and %3 then takes you out: %4 place secured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>passes where %1 takes you out and secures %2 place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>plays %1 where %2 takes you out and secures %3 place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>leads %1 where leading the lower %2 first holds control: your %3 stays in hand to win the lead back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>throws the %1, worth %2, to %3, who has been taking %4, where the %5 gives less</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>throws the %1 where throwing the %2 keeps two cards of %3 and two of %4, so either suit can still grow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hands the %1, worth %2, to %3, where the low %4 is of little use to anyone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>throws the %1, worth %2, where the lower %3 gives %4 less to build on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>throws the %1 and keeps a hand worth %2, where throwing the %3 keeps the best four, %4, worth %5 in %6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>throws the %1 and keeps a hand worth %2, where throwing the %3 keeps the best four, %4, worth %5 in %6; with the cards still to come the chance of winning differs by %7, less than the uncertainty of ±%8</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>throws the wild card %1 onto the pile, freezing it and handing %n point(s) to whoever takes it, where the black %2 was a safe discard</source>
        <translation>
            <numerusform>throws the wild card %1 onto the pile, freezing it and handing %n point to whoever takes it, where the black %2 was a safe discard</numerusform>
            <numerusform>throws the wild card %1 onto the pile, freezing it and handing %n points to whoever takes it, where the black %2 was a safe discard</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>throws the wild card %1 onto the pile, freezing it and handing %n point(s) to whoever takes it</source>
        <translation>
            <numerusform>throws the wild card %1 onto the pile, freezing it and handing %n point to whoever takes it</numerusform>
            <numerusform>throws the wild card %1 onto the pile, freezing it and handing %n points to whoever takes it</numerusform>
        </translation>
    </message>
    <message>
        <source>throws the %1, the seventh card that makes your side&apos;s meld a canasta</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>throws the %1, with which %2 can take the pile of %n card(s) and make a canasta of %3</source>
        <translation>
            <numerusform>throws the %1, with which %2 can take the pile of %n card and make a canasta of %3</numerusform>
            <numerusform>throws the %1, with which %2 can take the pile of %n cards and make a canasta of %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>throws the %1, which %2 can add to a meld of %3, taking the pile of %n card(s)</source>
        <translation>
            <numerusform>throws the %1, which %2 can add to a meld of %3, taking the pile of %n card</numerusform>
            <numerusform>throws the %1, which %2 can add to a meld of %3, taking the pile of %n cards</numerusform>
        </translation>
    </message>
    <message>
        <source>your meld of %1, making it a canasta</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>your meld of %1, making it %n card(s)</source>
        <translation>
            <numerusform>your meld of %1, making it %n card</numerusform>
            <numerusform>your meld of %1, making it %n cards</numerusform>
        </translation>
    </message>
    <message>
        <source>adds the wild card %1 to your meld of %2 where it belongs on %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>spends the wild card %1 on a new meld, %2, where it belongs on %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>plays on where asking your partner and going out ends the hand with your side about %n point(s) ahead</source>
        <translation>
            <numerusform>plays on where asking your partner and going out ends the hand with your side about %n point ahead</numerusform>
            <numerusform>plays on where asking your partner and going out ends the hand with your side about %n points ahead</numerusform>
        </translation>
    </message>
    <message>
        <source>plays on where asking your partner and going out ends the hand before the other side scores more</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>lays down the wild card %1 where throwing it freezes the pile of %n card(s) against the other side</source>
        <translation>
            <numerusform>lays down the wild card %1 where throwing it freezes the pile of %n card against the other side</numerusform>
            <numerusform>lays down the wild card %1 where throwing it freezes the pile of %n cards against the other side</numerusform>
        </translation>
    </message>
    <message>
        <source>lays down %1 where discarding the %2 does better</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReplayView</name>
    <message>
        <source>This version cannot show this game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game has no such deal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The deal is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game went on from here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next: %1 — %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The start of the deal (Home)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One move back (Left)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One move on (Right)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The end of the deal (End)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave the replay and play on (Esc)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The hand is over.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ResultsChart</name>
    <message>
        <source>Games finished, oldest first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Won so far (%)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No finished games yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Share of games won, by opponents&apos; level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Level not recorded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deals finished, oldest first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Share of deals won, by opponents&apos; level</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReviewJob</name>
    <message>
        <source>This version cannot review this game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game cannot be replayed: it does not follow the rules.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That seat is not at this table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game has no such deal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The review was cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReviewPanel</name>
    <message>
        <source>The coach is weighing your decisions…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The coach is weighing your decisions… %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click a decision to see the table as it was; ← → step through every move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show all cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show every hand face up in the replay, to check the deal and see why the others played as they did</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only for a finished deal: the cards of a deal still being played stay hidden</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost: %1 &amp;nbsp; %2 &amp;nbsp; %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>small</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>large</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;The rules of this game are not written yet.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SaveStore</name>
    <message>
        <source>The file is damaged or is not a Meja Kartu save.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file is not a Meja Kartu save.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file was saved by a newer version of Meja Kartu.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file does not say which game it holds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file&apos;s deal number is damaged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file&apos;s rule settings are damaged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file&apos;s moves are damaged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file is too large to be a Meja Kartu save.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ScoreModel</name>
    <message>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StatsDialog</name>
    <message>
        <source>Statistics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Won %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rounds, hands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A game counts when it is finished, under the rules chosen in the Variant menu:</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n round(s)</source>
        <translation>
            <numerusform>%n round</numerusform>
            <numerusform>%n rounds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hand(s)</source>
        <comment>Texas Hold&apos;em</comment>
        <translation>
            <numerusform>%n hand</numerusform>
            <numerusform>%n hands</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hand(s)</source>
        <comment>Empat Satu</comment>
        <translation>
            <numerusform>%n hand</numerusform>
            <numerusform>%n hands</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hand(s)</source>
        <comment>Canasta</comment>
        <translation>
            <numerusform>%n hand</numerusform>
            <numerusform>%n hands</numerusform>
        </translation>
    </message>
    <message>
        <source>Rounds, hands won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 (%3%)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StrengthTable</name>
    <message>
        <source>The strength figures are damaged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>two</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>three</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>four</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>five</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>six</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seven</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>eight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>first out in %1% of deals against %2 %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wins %1% of hands against %2 %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>with a partner of the same level, wins %1% of hands against %2 %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wins %1 big blinds per 100 hands against %2 %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>loses %1 big blinds per 100 hands against %2 %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TableActions</name>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TableController</name>
    <message>
        <source>The hand is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wait for your turn.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <source>Card table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tab and Shift+Tab move between the places on the table, the arrow keys within one.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TableZones</name>
    <message>
        <source>Your hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Centre of the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards played this round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard pile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your side&apos;s melds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opponents&apos; melds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Red threes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards being melded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Face-down card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Red joker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black joker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>King</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Queen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>clubs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hearts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>spades</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <extracomment>A card: &quot;Queen of hearts&quot;. %1 is the rank, %2 the suit.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>selected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 in %3</source>
        <extracomment>Where a card lies: &quot;3 of 12 in Your hand&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
    <message>
        <source>empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2 selected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pots</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bet %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>to play</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) face up</source>
        <translation>
            <numerusform>%n card face up</numerusform>
            <numerusform>%n cards face up</numerusform>
        </translation>
    </message>
    <message>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s hand</source>
        <extracomment>Where a card of another player lies: &quot;2 of 13 in Sari&apos;s hand&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Variant</name>
    <message>
        <source>Capsa Indonesia (standard)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capsa Banting (classic)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Empat Satu (classic)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Empat Satu, JB Games house rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Empat Satu, quick (ends with the stock)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A Bom beats any single</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Four of a kind needs a fifth card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which straights count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Comparing straights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Length of straights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Comparing flushes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The 2 is low in combinations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A player who passed may play again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End of the round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who leads later rounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Instant win: dragon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Instant win: suited dragon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Instant win: four 2s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Instant win: six pairs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn finished tricks face down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Suit order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each 2 left doubles the penalty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rounds in a game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play to a score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard piles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score needed to stop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard before drawing (difficult)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The hand ends when the stock is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turns allowed after the stock is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The card just taken may be thrown back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep a tally of wins and losses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hands in a session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Texas Hold&apos;em, no limit (standard)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Texas Hold&apos;em, turbo (rising blinds)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Texas Hold&apos;em, heads-up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Small blind (chips)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Big blind (chips)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ante (chips)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starting stack (big blinds)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blinds rise during the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hands per blind level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A-2-3-4-5 lowest, 10-J-Q-K-A highest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>3-4-5-6-7 lowest, J-Q-K-A-2 highest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No 2 in a straight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>By the last card of the sequence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>By the highest card (2 high)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>By the first card (Taiwan)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Five cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Three cards or more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>By the highest card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>By suit first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card by card, as in poker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When three players are out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When the first player is out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The first out of the last round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The holder of the 3♦</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>♦ &lt; ♣ &lt; ♥ &lt; ♠</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>♣ &lt; ♠ &lt; ♥ &lt; ♦ (Pusoy)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Placement points 3/2/1/0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Penalty for cards left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One pile in the middle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A pile in front of each player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Canasta Indonesia (standard)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Canasta (classic rules)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Partners</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who plays first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turning the first discard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wild cards in a meld</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wild cards on a finished canasta</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First meld with a score below zero</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A first canasta needs no minimum</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The pile may be taken onto a finished canasta</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Perfect go-out (200)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When the stock runs out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bonus for winning the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two players: cards each</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two players: drawing two cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two players: taking the pile also draws one card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Three players: cards each</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Six players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drawn by high card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fixed: you and the player opposite</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The dealer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The player left of the dealer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Indonesian: extra wild cards go back to the stock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Classic: turn until a natural card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At most three</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Never more wild than natural</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At most three in all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No minimum</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At least 15 points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Meld every card, no discard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Concealed: no earlier melds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The next player may take the last discard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play on while discards are taken</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>500 points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>15 cards, draw two, two canastas to go out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>13 cards, draw one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Always two</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One or two, as you choose</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>13 cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>11 cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>off: only four cards of one suit stop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the rule&apos;s default (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>One game is %n round(s), or less when someone reaches %1 points.</source>
        <translation>
            <numerusform>One game is %n round, or less when someone reaches %1 points.</numerusform>
            <numerusform>One game is %n rounds, or less when someone reaches %1 points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>One game is %n round(s).</source>
        <translation>
            <numerusform>One game is %n round.</numerusform>
            <numerusform>One game is %n rounds.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>One game ends when someone reaches %n point(s).</source>
        <translation>
            <numerusform>One game ends when someone reaches %n point.</numerusform>
            <numerusform>One game ends when someone reaches %n points.</numerusform>
        </translation>
    </message>
    <message>
        <source>A game has no set end: only its rounds are counted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>One game ends when a side reaches %n point(s).</source>
        <translation>
            <numerusform>One game ends when a side reaches %n point.</numerusform>
            <numerusform>One game ends when a side reaches %n points.</numerusform>
        </translation>
    </message>
    <message>
        <source>One game is a tournament: it ends when one player has every chip.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>One game is %n hand(s).</source>
        <translation>
            <numerusform>One game is %n hand.</numerusform>
            <numerusform>One game is %n hands.</numerusform>
        </translation>
    </message>
    <message>
        <source>A game has no set end: only its hands are counted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A four of a kind beats a single 2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A four of a kind bombs the 2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Three sides of two</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two sides of three</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Big Two with four-card hands</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
