#pragma once
// Clear-cut positions for the coach, cut from recorded deals (`mejakartu-cli play --seats easy,hard,hard,hard
// --seed N --record`): the record up to a decision of seat 0 (the Easy seat), the blunder it made there, the
// move the coach finds best, and the reason it gives. tst_coachpositions checks each against the review and
// the hint.

namespace coachpositions {

struct Position {
    const char* name;   ///< game-seed-move index
    const char* record; ///< GameRecord text, the moves before the decision
    int seat;
    const char* blunder;
    const char* right;
    const char* reason; ///< the reason code of the blunder
};

inline const Position kPositions[] = {
    // stop -> take: stops with a hand worth 28 where playing on does better
    {"empatsatu-52-42", R"(game empatsatu
seed 52
flag discardFirst=off
flag discardPiles=Central
flag endWhenStockEmpty=off
flag hands=0
flag mayRediscardTaken=off
flag players=4
flag postStockTurnCap=-1
flag runningTotals=off
flag stopThreshold=0
move draw
move discard 3c
move take
move discard 6c
move draw
move discard Tc
move take
move discard Ts
move take
move discard 7d
move take
move discard 6s
move draw
move discard Td
move draw
move discard 7h
move draw
move discard Kc
move draw
move discard Jc
move draw
move discard 7s
move draw
move discard 6h
move draw
move discard 9c
move draw
move discard 3c
move draw
move discard 8c
move take
move discard 2d
move draw
move discard Jd
move take
move discard 2c
move draw
move discard 3d
move draw
move discard 2s
move draw
move discard Ad
)",
     0, "stop", "take", "empatsatu.stops-early"},
    // take -> draw: takes the 5♦, which raises your hand only from 21 to 26
    {"empatsatu-14-10", R"(game empatsatu
seed 14
flag discardFirst=off
flag discardPiles=Central
flag endWhenStockEmpty=off
flag hands=0
flag mayRediscardTaken=off
flag players=4
flag postStockTurnCap=-1
flag runningTotals=off
flag stopThreshold=0
move draw
move discard Ks
move take
move discard Ac
move draw
move discard 2c
move draw
move discard 2d
move draw
move discard 5d
)",
     0, "take", "draw", "empatsatu.takes-useless"},
    // take -> draw: takes the 7♦, which raises your hand only from 6 to 8
    {"empatsatu-32-4", R"(game empatsatu
seed 32
flag discardFirst=off
flag discardPiles=Central
flag endWhenStockEmpty=off
flag hands=0
flag mayRediscardTaken=off
flag players=4
flag postStockTurnCap=-1
flag runningTotals=off
flag stopThreshold=0
move draw
move discard 3h
move take
move discard 7d
)",
     0, "take", "draw", "empatsatu.takes-useless"},
    // take -> draw: takes the 5♥, which raises your hand only from 8 to 10
    {"empatsatu-23-10", R"(game empatsatu
seed 23
flag discardFirst=off
flag discardPiles=Central
flag endWhenStockEmpty=off
flag hands=0
flag mayRediscardTaken=off
flag players=4
flag postStockTurnCap=-1
flag runningTotals=off
flag stopThreshold=0
move draw
move discard Jh
move draw
move discard Jd
move take
move discard 6h
move draw
move discard Th
move draw
move discard 5h
)",
     0, "take", "draw", "empatsatu.takes-useless"},
    // take -> draw: takes the 4♥, which raises your hand only from 24 to 27
    {"empatsatu-16-26", R"(game empatsatu
seed 16
flag discardFirst=off
flag discardPiles=Central
flag endWhenStockEmpty=off
flag hands=0
flag mayRediscardTaken=off
flag players=4
flag postStockTurnCap=-1
flag runningTotals=off
flag stopThreshold=0
move draw
move discard Tc
move take
move discard Th
move draw
move discard Qh
move take
move discard 4c
move draw
move discard Ad
move take
move discard Ac
move take
move discard Qs
move draw
move discard 6c
move draw
move discard 7h
move take
move discard Tc
move take
move discard 9s
move draw
move discard 9c
move draw
move discard 4h
)",
     0, "take", "draw", "empatsatu.takes-useless"},
    // take -> draw: takes the 2♠, which raises your hand only from 20 to 22
    {"empatsatu-59-20", R"(game empatsatu
seed 59
flag discardFirst=off
flag discardPiles=Central
flag endWhenStockEmpty=off
flag hands=0
flag mayRediscardTaken=off
flag players=4
flag postStockTurnCap=-1
flag runningTotals=off
flag stopThreshold=0
move draw
move discard 3h
move draw
move discard Kh
move take
move discard 8d
move take
move discard 7h
move draw
move discard 2h
move draw
move discard 4h
move take
move discard 5s
move draw
move discard 6c
move take
move discard Ks
move take
move discard 2s
)",
     0, "take", "draw", "empatsatu.takes-useless"},
    // take -> draw: takes the K♠, which raises your hand only from 20 to 21
    {"empatsatu-14-2", R"(game empatsatu
seed 14
flag discardFirst=off
flag discardPiles=Central
flag endWhenStockEmpty=off
flag hands=0
flag mayRediscardTaken=off
flag players=4
flag postStockTurnCap=-1
flag runningTotals=off
flag stopThreshold=0
move draw
move discard Ks
)",
     0, "take", "draw", "empatsatu.takes-useless"},
    // discard 7d -> discard 5s: throws the 7♦ to Budi, who has been taking diamonds
    {"empatsatu-23-11", R"(game empatsatu
seed 23
flag discardFirst=off
flag discardPiles=Central
flag endWhenStockEmpty=off
flag hands=0
flag mayRediscardTaken=off
flag players=4
flag postStockTurnCap=-1
flag runningTotals=off
flag stopThreshold=0
move draw
move discard Jh
move draw
move discard Jd
move take
move discard 6h
move draw
move discard Th
move draw
move discard 5h
move take
)",
     0, "discard 7d", "discard 5s", "empatsatu.feeds-next"},
    // discard Js -> discard 2s: throws the J♠, worth 10, to Budi, who has been taking spades, where the 2♠
    // gives less
    {"empatsatu-66-27", R"(game empatsatu
seed 66
flag discardFirst=off
flag discardPiles=Central
flag endWhenStockEmpty=off
flag hands=0
flag mayRediscardTaken=off
flag players=4
flag postStockTurnCap=-1
flag runningTotals=off
flag stopThreshold=0
move draw
move discard 2c
move take
move discard 9d
move draw
move discard 4h
move draw
move discard 4s
move draw
move discard 2s
move take
move discard 5s
move take
move discard Qc
move draw
move discard 2d
move draw
move discard Kd
move draw
move discard 2c
move draw
move discard Ad
move take
move discard 8c
move draw
move discard Jd
move draw
)",
     0, "discard Js", "discard 2s", "empatsatu.feeds-next"},
    // discard Ts -> discard 5d: throws the 10♠ where throwing the 5♦ keeps two cards of hearts and two of
    // spades, so either suit can still grow
    {"empatsatu-75-1", R"(game empatsatu
seed 75
flag discardFirst=off
flag discardPiles=Central
flag endWhenStockEmpty=off
flag hands=0
flag mayRediscardTaken=off
flag players=4
flag postStockTurnCap=-1
flag runningTotals=off
flag stopThreshold=0
move draw
)",
     0, "discard Ts", "discard 5d", "empatsatu.keeps-two-suits"},
    // discard Td -> discard 4d: hands the 10♦, worth 10, to Budi, where the low 4♦ is of little use to anyone
    {"empatsatu-137-35", R"(game empatsatu
seed 137
flag discardFirst=off
flag discardPiles=Central
flag endWhenStockEmpty=off
flag hands=0
flag mayRediscardTaken=off
flag players=4
flag postStockTurnCap=-1
flag runningTotals=off
flag stopThreshold=0
move draw
move discard 9h
move take
move discard Jc
move draw
move discard 8c
move take
move discard 7s
move draw
move discard 9s
move take
move discard 9h
move draw
move discard As
move draw
move discard 2h
move draw
move discard 7h
move draw
move discard 4c
move draw
move discard Kh
move draw
move discard 8d
move take
move discard Qc
move draw
move discard Qh
move draw
move discard 6s
move draw
move discard 2d
move draw
move discard Ac
move draw
)",
     0, "discard Td", "discard 4d", "empatsatu.gives-high-card"},
    // discard Ks -> discard 9h: throws the K♠ from your scoring suit
    {"empatsatu-169-13", R"(game empatsatu
seed 169
flag discardFirst=off
flag discardPiles=Central
flag endWhenStockEmpty=off
flag hands=0
flag mayRediscardTaken=off
flag players=4
flag postStockTurnCap=-1
flag runningTotals=off
flag stopThreshold=0
move draw
move discard 7h
move take
move discard 3d
move take
move discard Kd
move draw
move discard 7d
move draw
move discard 5s
move draw
move discard 8s
move take
)",
     0, "discard Ks", "discard 9h", "empatsatu.throws-scoring-suit"},
    // stop -> take: stops with a hand worth 33 where playing on does better
    {"empatsatu-90-36", R"(game empatsatu
seed 90
flag discardFirst=off
flag discardPiles=Central
flag endWhenStockEmpty=off
flag hands=0
flag mayRediscardTaken=off
flag players=4
flag postStockTurnCap=-1
flag runningTotals=off
flag stopThreshold=0
move draw
move discard 6d
move draw
move discard 4d
move take
move discard Ad
move take
move discard Ac
move draw
move discard Qs
move take
move discard 5d
move draw
move discard 7c
move draw
move discard Js
move draw
move discard 3h
move draw
move discard Jc
move draw
move discard Kd
move take
move discard Qh
move take
move discard Kc
move draw
move discard 9s
move take
move discard 4d
move take
move discard 5h
move draw
move discard 3c
move draw
move discard Qs
)",
     0, "stop", "take", "empatsatu.stops-early"},
    // discard Qs -> discard 2s: hands the Q♠, worth 10, to Budi, where the low 2♠ is of little use to anyone
    {"empatsatu-162-1", R"(game empatsatu
seed 162
flag discardFirst=off
flag discardPiles=Central
flag endWhenStockEmpty=off
flag hands=0
flag mayRediscardTaken=off
flag players=4
flag postStockTurnCap=-1
flag runningTotals=off
flag stopThreshold=0
move draw
)",
     0, "discard Qs", "discard 2s", "empatsatu.gives-high-card"},
    // 6s -> 9s: plays 6♠ where the higher 9♠ does better
    {"capsa-53-3", R"(game capsa
seed 53
flag bombBeatsSingle=on
flag doubleForTwos=off
flag fiveCardQuadBeatsSingle2=off
flag flushCompare=TopCard
flag fourCardHands=off
flag hidePlayedTricks=off
flag instantWinDragon=off
flag instantWinFourTwos=off
flag instantWinSixPairs=off
flag instantWinSuitedDragon=off
flag laterRoundLeader=PreviousFirstOut
flag passerMayReenter=off
flag pitingBombsTwo=off
flag playUntil=ThreeOut
flag quadNeedsKicker=off
flag rounds=8
flag scoring=Placement
flag straightCompare=TopOfSequence
flag straightLengths=FiveOnly
flag straightWindows=LowAceTwo
flag suitOrder=DiamondsClubsHeartsSpades
flag targetScore=0
flag twoLowInCombinations=off
move 3d
move 5s
move 6h
)",
     0, "6s", "9s", "capsa.plays-too-low"},
    // 2d 3d 4c 5s Ad -> 3d 3h 3s: leads 2♦ 3♦ 4♣ 5♠ A♦ where leading the lower 3♦ 3♥ 3♠ first holds control:
    // your 2♦ stays in hand to win the lead back
    {"capsa-16-0", R"(game capsa
seed 16
flag bombBeatsSingle=on
flag doubleForTwos=off
flag fiveCardQuadBeatsSingle2=off
flag flushCompare=TopCard
flag fourCardHands=off
flag hidePlayedTricks=off
flag instantWinDragon=off
flag instantWinFourTwos=off
flag instantWinSixPairs=off
flag instantWinSuitedDragon=off
flag laterRoundLeader=PreviousFirstOut
flag passerMayReenter=off
flag pitingBombsTwo=off
flag playUntil=ThreeOut
flag quadNeedsKicker=off
flag rounds=8
flag scoring=Placement
flag straightCompare=TopOfSequence
flag straightLengths=FiveOnly
flag straightWindows=LowAceTwo
flag suitOrder=DiamondsClubsHeartsSpades
flag targetScore=0
flag twoLowInCombinations=off
)",
     0, "2d 3d 4c 5s Ad", "3d 3h 3s", "capsa.leads-high"},
    // 8c 8h -> pass: breaks your only straight (7♦ 8♣ 9♦ 10♦ J♠) to beat a pair
    {"capsa-42-3", R"(game capsa
seed 42
flag bombBeatsSingle=on
flag doubleForTwos=off
flag fiveCardQuadBeatsSingle2=off
flag flushCompare=TopCard
flag fourCardHands=off
flag hidePlayedTricks=off
flag instantWinDragon=off
flag instantWinFourTwos=off
flag instantWinSixPairs=off
flag instantWinSuitedDragon=off
flag laterRoundLeader=PreviousFirstOut
flag passerMayReenter=off
flag pitingBombsTwo=off
flag playUntil=ThreeOut
flag quadNeedsKicker=off
flag rounds=8
flag scoring=Placement
flag straightCompare=TopOfSequence
flag straightLengths=FiveOnly
flag straightWindows=LowAceTwo
flag suitOrder=DiamondsClubsHeartsSpades
flag targetScore=0
flag twoLowInCombinations=off
move 3c 3d
move 4c 4h
move 4d 4s
)",
     0, "8c 8h", "pass", "capsa.breaks-combination"},
    // 3s -> Ts: leads a single while Budi has only one card left
    {"capsa-9-34", R"(game capsa
seed 9
flag bombBeatsSingle=on
flag doubleForTwos=off
flag fiveCardQuadBeatsSingle2=off
flag flushCompare=TopCard
flag fourCardHands=off
flag hidePlayedTricks=off
flag instantWinDragon=off
flag instantWinFourTwos=off
flag instantWinSixPairs=off
flag instantWinSuitedDragon=off
flag laterRoundLeader=PreviousFirstOut
flag passerMayReenter=off
flag pitingBombsTwo=off
flag playUntil=ThreeOut
flag quadNeedsKicker=off
flag rounds=8
flag scoring=Placement
flag straightCompare=TopOfSequence
flag straightLengths=FiveOnly
flag straightWindows=LowAceTwo
flag suitOrder=DiamondsClubsHeartsSpades
flag targetScore=0
flag twoLowInCombinations=off
move 3d
move 8d
move 8c
move 9c
move Ks
move pass
move Ah
move pass
move pass
move 5h 6h 8h 9h Th
move 3c 4c Tc Qc Ac
move 2d 2h 2s 6c 6s
move pass
move pass
move pass
move 4s 7s 8s 9s Js
move pass
move 4d 9d Jd Kd Ad
move pass
move pass
move Kh
move pass
move pass
move As
move 3h 4h 5c 6d 7c
move pass
move pass
move 5d 5s
move 7d 7h
move pass
move pass
move Qh Qs
move pass
move pass
)",
     0, "3s", "Ts", "capsa.opens-for-last-card"},
    // 7d -> Ks: plays 7♦ where the higher K♠ does better
    {"capsa-54-7", R"(game capsa
seed 54
flag bombBeatsSingle=on
flag doubleForTwos=off
flag fiveCardQuadBeatsSingle2=off
flag flushCompare=TopCard
flag fourCardHands=off
flag hidePlayedTricks=off
flag instantWinDragon=off
flag instantWinFourTwos=off
flag instantWinSixPairs=off
flag instantWinSuitedDragon=off
flag laterRoundLeader=PreviousFirstOut
flag passerMayReenter=off
flag pitingBombsTwo=off
flag playUntil=ThreeOut
flag quadNeedsKicker=off
flag rounds=8
flag scoring=Placement
flag straightCompare=TopOfSequence
flag straightLengths=FiveOnly
flag straightWindows=LowAceTwo
flag suitOrder=DiamondsClubsHeartsSpades
flag targetScore=0
flag twoLowInCombinations=off
move 3d 3s 9d 9h 9s
move pass
move pass
move pass
move 4c
move 6h
move 6s
)",
     0, "7d", "Ks", "capsa.plays-too-low"},
    // 3d 6d 7d Td Jd -> 3c 3d: breaks your only flush (6♦ 7♦ 10♦ J♦ K♦) to lead
    {"capsa-27-0", R"(game capsa
seed 27
flag bombBeatsSingle=on
flag doubleForTwos=off
flag fiveCardQuadBeatsSingle2=off
flag flushCompare=TopCard
flag fourCardHands=off
flag hidePlayedTricks=off
flag instantWinDragon=off
flag instantWinFourTwos=off
flag instantWinSixPairs=off
flag instantWinSuitedDragon=off
flag laterRoundLeader=PreviousFirstOut
flag passerMayReenter=off
flag pitingBombsTwo=off
flag playUntil=ThreeOut
flag quadNeedsKicker=off
flag rounds=8
flag scoring=Placement
flag straightCompare=TopOfSequence
flag straightLengths=FiveOnly
flag straightWindows=LowAceTwo
flag suitOrder=DiamondsClubsHeartsSpades
flag targetScore=0
flag twoLowInCombinations=off
)",
     0, "3d 6d 7d Td Jd", "3c 3d", "capsa.breaks-combination"},
    // 2c 2h -> pass: breaks your only straight (2♣ 3♥ 4♣ 5♣ 6♥) to beat a pair
    {"capsa-30-5", R"(game capsa
seed 30
flag bombBeatsSingle=on
flag doubleForTwos=off
flag fiveCardQuadBeatsSingle2=off
flag flushCompare=TopCard
flag fourCardHands=off
flag hidePlayedTricks=off
flag instantWinDragon=off
flag instantWinFourTwos=off
flag instantWinSixPairs=off
flag instantWinSuitedDragon=off
flag laterRoundLeader=PreviousFirstOut
flag passerMayReenter=off
flag pitingBombsTwo=off
flag playUntil=ThreeOut
flag quadNeedsKicker=off
flag rounds=8
flag scoring=Placement
flag straightCompare=TopOfSequence
flag straightLengths=FiveOnly
flag straightWindows=LowAceTwo
flag suitOrder=DiamondsClubsHeartsSpades
flag targetScore=0
flag twoLowInCombinations=off
move 3d 3s
move 7d 7h
move 7c 7s
move pass
move pass
)",
     0, "2c 2h", "pass", "capsa.breaks-combination"},
    // 3d 9c 9d 9h 9s -> 3d: leads 3♦ 9♣ 9♦ 9♥ 9♠ where leading the lower 3♦ first holds control: your 9♠
    // stays in hand to win the lead back
    {"capsa-14-0", R"(game capsa
seed 14
flag bombBeatsSingle=on
flag doubleForTwos=off
flag fiveCardQuadBeatsSingle2=off
flag flushCompare=TopCard
flag fourCardHands=off
flag hidePlayedTricks=off
flag instantWinDragon=off
flag instantWinFourTwos=off
flag instantWinSixPairs=off
flag instantWinSuitedDragon=off
flag laterRoundLeader=PreviousFirstOut
flag passerMayReenter=off
flag pitingBombsTwo=off
flag playUntil=ThreeOut
flag quadNeedsKicker=off
flag rounds=8
flag scoring=Placement
flag straightCompare=TopOfSequence
flag straightLengths=FiveOnly
flag straightWindows=LowAceTwo
flag suitOrder=DiamondsClubsHeartsSpades
flag targetScore=0
flag twoLowInCombinations=off
)",
     0, "3d 9c 9d 9h 9s", "3d", "capsa.leads-high"},
    // Qd -> pass: plays Q♦ where passing keeps it for later
    {"capsa-59-39", R"(game capsa
seed 59
flag bombBeatsSingle=on
flag doubleForTwos=off
flag fiveCardQuadBeatsSingle2=off
flag flushCompare=TopCard
flag fourCardHands=off
flag hidePlayedTricks=off
flag instantWinDragon=off
flag instantWinFourTwos=off
flag instantWinSixPairs=off
flag instantWinSuitedDragon=off
flag laterRoundLeader=PreviousFirstOut
flag passerMayReenter=off
flag pitingBombsTwo=off
flag playUntil=ThreeOut
flag quadNeedsKicker=off
flag rounds=8
flag scoring=Placement
flag straightCompare=TopOfSequence
flag straightLengths=FiveOnly
flag straightWindows=LowAceTwo
flag suitOrder=DiamondsClubsHeartsSpades
flag targetScore=0
flag twoLowInCombinations=off
move 2d 3d 4c 5d 6h
move 3h 4h Th Kh Ah
move 3s 5s 6s 8s As
move pass
move pass
move pass
move 7c 7h
move 7d 7s
move pass
move 9d 9s
move pass
move Jd Jh
move pass
move 6c 6d
move pass
move pass
move pass
move Qc Qs
move pass
move pass
move pass
move 4d
move Kd
move Kc
move Ad
move pass
move Ac
move pass
move 2h
move 2s
move pass
move 8h 9h Td Jc Qh
move pass
move pass
move pass
move 4s
move 8c
move Ts
move Js
)",
     0, "Qd", "pass", "capsa.plays-instead-of-pass"},
    // 2d -> pass: plays 2♦ where passing keeps it for later
    {"capsa-14-19", R"(game capsa
seed 14
flag bombBeatsSingle=on
flag doubleForTwos=off
flag fiveCardQuadBeatsSingle2=off
flag flushCompare=TopCard
flag fourCardHands=off
flag hidePlayedTricks=off
flag instantWinDragon=off
flag instantWinFourTwos=off
flag instantWinSixPairs=off
flag instantWinSuitedDragon=off
flag laterRoundLeader=PreviousFirstOut
flag passerMayReenter=off
flag pitingBombsTwo=off
flag playUntil=ThreeOut
flag quadNeedsKicker=off
flag rounds=8
flag scoring=Placement
flag straightCompare=TopOfSequence
flag straightLengths=FiveOnly
flag straightWindows=LowAceTwo
flag suitOrder=DiamondsClubsHeartsSpades
flag targetScore=0
flag twoLowInCombinations=off
move 3d 9c 9d 9h 9s
move pass
move pass
move pass
move Tc Js Qh Ks Ah
move 2s 4s 6s 7s 8s
move 6c 6d Td Th Ts
move pass
move pass
move pass
move 7d
move 8d
move Qs
move pass
move 2h
move pass
move pass
move 4h
move Jh
)",
     0, "2d", "pass", "capsa.plays-instead-of-pass"},
    // 7c 7s -> Ad Ah: plays 7♣ 7♠ where the higher A♦ A♥ does better
    {"capsa-2-3", R"(game capsa
seed 2
flag bombBeatsSingle=on
flag doubleForTwos=off
flag fiveCardQuadBeatsSingle2=off
flag flushCompare=TopCard
flag fourCardHands=off
flag hidePlayedTricks=off
flag instantWinDragon=off
flag instantWinFourTwos=off
flag instantWinSixPairs=off
flag instantWinSuitedDragon=off
flag laterRoundLeader=PreviousFirstOut
flag passerMayReenter=off
flag pitingBombsTwo=off
flag playUntil=ThreeOut
flag quadNeedsKicker=off
flag rounds=8
flag scoring=Placement
flag straightCompare=TopOfSequence
flag straightLengths=FiveOnly
flag straightWindows=LowAceTwo
flag suitOrder=DiamondsClubsHeartsSpades
flag targetScore=0
flag twoLowInCombinations=off
move 3c 3d
move 6c 6s
move pass
)",
     0, "7c 7s", "Ad Ah", "capsa.plays-too-low"},
    // Jh -> pass: plays J♥ where passing keeps it for later
    {"capsa-11-26", R"(game capsa
seed 11
flag bombBeatsSingle=on
flag doubleForTwos=off
flag fiveCardQuadBeatsSingle2=off
flag flushCompare=TopCard
flag fourCardHands=off
flag hidePlayedTricks=off
flag instantWinDragon=off
flag instantWinFourTwos=off
flag instantWinSixPairs=off
flag instantWinSuitedDragon=off
flag laterRoundLeader=PreviousFirstOut
flag passerMayReenter=off
flag pitingBombsTwo=off
flag playUntil=ThreeOut
flag quadNeedsKicker=off
flag rounds=8
flag scoring=Placement
flag straightCompare=TopOfSequence
flag straightLengths=FiveOnly
flag straightWindows=LowAceTwo
flag suitOrder=DiamondsClubsHeartsSpades
flag targetScore=0
flag twoLowInCombinations=off
move 3d 4d 5d 8d 9d
move 3c 7c 8c Tc Jc
move pass
move 9c 9h 9s Kh Ks
move pass
move pass
move 2s 3h 4h 5c As
move 2h 6h 8h Th Qh
move pass
move pass
move pass
move 3s
move 4s
move 5h
move 8s
move Kc
move pass
move Ad
move pass
move Ac
move 2c
move Ts Jd Qc Kd Ah
move pass
move pass
move 4c
move Td
)",
     0, "Jh", "pass", "capsa.plays-instead-of-pass"},
    // discard Jh -> discard 5s: throws the J♥, with which Agus can take the pile of 6 cards and make a
    // canasta of J
    {"canasta-16-54", R"(game canasta
seed 16
flag endOfStock=OneMoreTake
flag firstCanastaWaivesMinimum=on
flag firstPlayer=Dealer
flag gameBonus=500
flag meldWilds=AtMost3
flag negativeScoreMinimum=0
flag perfectGoOut=NoDiscard
flag players=4
flag seating=Draw
flag sixPlayerForm=ThreePairs
flag takePileOntoCanasta=off
flag targetScore=5000
flag threeHandCards=13
flag twoHandCards=15
flag twoHandDrawTwo=Always
flag twoHandPileAlsoDrawsOne=on
flag upcardProcedure=Seed
flag wildLimitAfterCanasta=None
move draw
move meld 2s Ah As
move discard 3c
move draw
move meld 2s Ac As
move discard 9d
move draw
move meld Jc Jh Js
move discard 9d
move draw
move add Ah to A
move discard Qs
move draw
move add Jc to J
move add Js to J
move discard 3s
move draw
move meld 8d 8s 8s
move discard 5h
move take 5d Jr
move add Jd to J
move discard 3c
move draw
move meld 7c 7c 7d
move add 8h to 8
move add 8h to 8
move discard Kc
move draw
move add 5s to 5
move discard 9s
move draw
move add 7d to 7
move discard Kd
move take Kc Ks
move meld 9d 9d 9s
move add Kc to K
move discard 3c
move draw
move add Ad to A
move discard 6s
move take 6d 6h
move add Kd to K
move discard 3c
move draw
move discard 4h
move draw
move meld Qc Qs Qs
move discard 3s
move draw
move discard Tc
move draw
move add Qc to Q
move discard 4s
move draw
)",
     0, "discard Jh", "discard 5s", "canasta.feeds-meld"},
    // draw -> take: leaves the pile of 7 cards (8♠ on top) where taking it does better
    {"canasta-41-100", R"(game canasta
seed 41
flag endOfStock=OneMoreTake
flag firstCanastaWaivesMinimum=on
flag firstPlayer=Dealer
flag gameBonus=500
flag meldWilds=AtMost3
flag negativeScoreMinimum=0
flag perfectGoOut=NoDiscard
flag players=4
flag seating=Draw
flag sixPlayerForm=ThreePairs
flag takePileOntoCanasta=off
flag targetScore=5000
flag threeHandCards=13
flag twoHandCards=15
flag twoHandDrawTwo=Always
flag twoHandPileAlsoDrawsOne=on
flag upcardProcedure=Seed
flag wildLimitAfterCanasta=None
move draw
move meld Kc Ks Jr
move discard 3s
move draw
move meld 7h 7h 7s
move add 2c to 7
move add 2s to 7
move discard 3c
move draw
move meld Qc Qd Qs
move add Kd to K
move add Kd to K
move meld 2h Jc Js
move discard Ac
move draw
move discard 3s
move draw
move add Qd to Q
move add Jc to J
move add Jh to J
move discard Ad
move draw
move discard 3c
move draw
move discard 4h
move take 4h 4s
move meld Ac Ac Ad
move add 7d to 7
move add 2c to 7
move discard 3c
move draw
move discard 7s
move draw
move add As to A
move add 4d to 4
move discard 8h
move take 8c 8d
move discard 3c
move draw
move discard 3c
move draw
move add 8s to 8
move discard 9c
move draw
move discard 5s
move draw
move discard 9d
move draw
move add Ah to A
move discard 3s
move draw
move meld Tc Th Ts
move discard 5h
move draw
move add 2d to A
move add 2h to A
move discard 6s
move draw
move add Td to T
move discard 7c
move draw
move add 4c to 4
move discard 3s
move draw
move discard 6c
move draw
move discard Ts
move draw
move discard 5c
move draw
move discard 9h
move draw
move discard 8d
move draw
move discard 9h
move draw
move discard 5h
move take 5c 5s
move meld 9c 9d 9h
move meld 6c 6h 6s
move add 9h to 9
move add 7c to 7
move add 5c to 5
move add 5h to 5
move add 5s to 5
move discard 3c
move draw
move discard 8c
move draw
move add 7d to 7
move discard Jd
move draw
move discard 7s
move draw
move meld Tc Td Ts
move discard 3c
move draw
move discard Qs
move draw
move discard 8s
)",
     0, "draw", "take", "canasta.declines-pile"},
    // draw -> take: leaves the pile of 3 cards (K♦ on top) where taking it does better
    {"canasta-33-88", R"(game canasta
seed 33
flag endOfStock=OneMoreTake
flag firstCanastaWaivesMinimum=on
flag firstPlayer=Dealer
flag gameBonus=500
flag meldWilds=AtMost3
flag negativeScoreMinimum=0
flag perfectGoOut=NoDiscard
flag players=4
flag seating=Draw
flag sixPlayerForm=ThreePairs
flag takePileOntoCanasta=off
flag targetScore=5000
flag threeHandCards=13
flag twoHandCards=15
flag twoHandDrawTwo=Always
flag twoHandPileAlsoDrawsOne=on
flag upcardProcedure=Seed
flag wildLimitAfterCanasta=None
move draw
move meld 2c 9h 9s
move meld 2d 6d 6h
move discard 3c
move draw
move discard 3c
move draw
move add 9h to 9
move meld 2h Qh Qs
move meld 5c 5s Jr
move discard Js
move draw
move discard Ac
move draw
move discard 3s
move draw
move discard Jh
move draw
move discard Kc
move draw
move meld 2c Jc Js
move add 2s to J
move discard Kc
move draw
move discard As
move draw
move meld Tc Td Ts
move discard Kd
move draw
move discard 8c
move draw
move add Th to T
move discard 8d
move draw
move discard Kh
move draw
move meld 4c 4d 4d
move discard Ks
move draw
move discard Ac
move draw
move add 4h to 4
move discard 7c
move take 7c 7s
move meld Ac Ac Ad
move meld Kc Kc Kd
move meld Jc Jh Js
move meld 8c 8d 8d
move add As to A
move add Kh to K
move add Ks to K
move discard 3c
move draw
move discard 8c
move draw
move add As to A
move add 7d to 7
move add 7h to 7
move discard 4s
move take
move add Jr to 4
move discard 3c
move draw
move add 6c to 6
move discard 3c
move draw
move discard Qd
move draw
move discard 5d
move draw
move add Jd to J
move discard 8c
move take
move add Qd to Q
move add 5d to 5
move discard 3c
move draw
move discard 6c
move draw
move discard Td
move take
move discard 3c
move draw
move add 5c to 5
move discard 3c
move draw
move add 2s to 4
move discard Kd
)",
     0, "draw", "take", "canasta.declines-pile"},
    // draw -> take: leaves the pile of 3 cards (J♦ on top) where taking it does better
    {"canasta-41-91", R"(game canasta
seed 41
flag endOfStock=OneMoreTake
flag firstCanastaWaivesMinimum=on
flag firstPlayer=Dealer
flag gameBonus=500
flag meldWilds=AtMost3
flag negativeScoreMinimum=0
flag perfectGoOut=NoDiscard
flag players=4
flag seating=Draw
flag sixPlayerForm=ThreePairs
flag takePileOntoCanasta=off
flag targetScore=5000
flag threeHandCards=13
flag twoHandCards=15
flag twoHandDrawTwo=Always
flag twoHandPileAlsoDrawsOne=on
flag upcardProcedure=Seed
flag wildLimitAfterCanasta=None
move draw
move meld Kc Ks Jr
move discard 3s
move draw
move meld 7h 7h 7s
move add 2c to 7
move add 2s to 7
move discard 3c
move draw
move meld Qc Qd Qs
move add Kd to K
move add Kd to K
move meld 2h Jc Js
move discard Ac
move draw
move discard 3s
move draw
move add Qd to Q
move add Jc to J
move add Jh to J
move discard Ad
move draw
move discard 3c
move draw
move discard 4h
move take 4h 4s
move meld Ac Ac Ad
move add 7d to 7
move add 2c to 7
move discard 3c
move draw
move discard 7s
move draw
move add As to A
move add 4d to 4
move discard 8h
move take 8c 8d
move discard 3c
move draw
move discard 3c
move draw
move add 8s to 8
move discard 9c
move draw
move discard 5s
move draw
move discard 9d
move draw
move add Ah to A
move discard 3s
move draw
move meld Tc Th Ts
move discard 5h
move draw
move add 2d to A
move add 2h to A
move discard 6s
move draw
move add Td to T
move discard 7c
move draw
move add 4c to 4
move discard 3s
move draw
move discard 6c
move draw
move discard Ts
move draw
move discard 5c
move draw
move discard 9h
move draw
move discard 8d
move draw
move discard 9h
move draw
move discard 5h
move take 5c 5s
move meld 9c 9d 9h
move meld 6c 6h 6s
move add 9h to 9
move add 7c to 7
move add 5c to 5
move add 5h to 5
move add 5s to 5
move discard 3c
move draw
move discard 8c
move draw
move add 7d to 7
move discard Jd
)",
     0, "draw", "take", "canasta.declines-pile"},
    // meld 2h Kc Ks -> add 2h to Q: spends the wild card 2♥ on a new meld, 2♥ K♣ K♠, where it belongs on your
    // meld of Q, making it 6 cards
    {"canasta-32-67", R"(game canasta
seed 32
flag endOfStock=OneMoreTake
flag firstCanastaWaivesMinimum=on
flag firstPlayer=Dealer
flag gameBonus=500
flag meldWilds=AtMost3
flag negativeScoreMinimum=0
flag perfectGoOut=NoDiscard
flag players=4
flag seating=Draw
flag sixPlayerForm=ThreePairs
flag takePileOntoCanasta=off
flag targetScore=5000
flag threeHandCards=13
flag twoHandCards=15
flag twoHandDrawTwo=Always
flag twoHandPileAlsoDrawsOne=on
flag upcardProcedure=Seed
flag wildLimitAfterCanasta=None
move draw
move meld 7c 7d 7h
move add 7h to 7
move meld 2c Qc Qs
move discard Ac
move draw
move meld 2d Kc Kh
move meld 2s Qd Qs
move discard 5c
move draw
move discard 3c
move draw
move discard 3s
move draw
move discard 9c
move draw
move meld Jd Jh Js
move discard 9d
move draw
move meld 4c 4d 4d
move discard Ad
move draw
move add Kh to K
move add Jd to J
move discard 5s
move draw
move add 4h to 4
move discard 8c
move draw
move discard As
move draw
move discard 9h
move take 9c 9s
move meld Ac Ad Ah
move add As to A
move add 9c to 9
move add 9d to 9
move add Jk to 9
move discard 3c
move draw
move add Qh to Q
move discard Jc
move draw
move add Ah to A
move discard 6c
move take 6d 6h
move meld Jc Jc Js
move discard 3c
move draw
move add Kd to K
move discard 3s
move draw
move discard 9s
move take
move discard 3c
move draw
move discard 8h
move draw
move meld 6c 6h 6s
move discard 8c
move draw
move add Qh to Q
move discard 2c
move draw
move add 2h to A
move discard 3s
move draw
)",
     0, "meld 2h Kc Ks", "add 2h to Q", "canasta.wild-elsewhere"},
    // take 5c 5h -> draw: takes the pile of 2 cards with 5♣ 5♥ where drawing does better
    {"canasta-22-88", R"(game canasta
seed 22
flag endOfStock=OneMoreTake
flag firstCanastaWaivesMinimum=on
flag firstPlayer=Dealer
flag gameBonus=500
flag meldWilds=AtMost3
flag negativeScoreMinimum=0
flag perfectGoOut=NoDiscard
flag players=4
flag seating=Draw
flag sixPlayerForm=ThreePairs
flag takePileOntoCanasta=off
flag targetScore=5000
flag threeHandCards=13
flag twoHandCards=15
flag twoHandDrawTwo=Always
flag twoHandPileAlsoDrawsOne=on
flag upcardProcedure=Seed
flag wildLimitAfterCanasta=None
move draw
move meld Tc Th Th
move add Jr to T
move discard 3c
move draw
move discard 9c
move draw
move meld Jc Jd Jd
move add Jh to J
move add Js to J
move add 2c to J
move add 2s to J
move discard 9h
move draw
move meld 2s Ah As
move discard 3s
move draw
move add Tc to T
move add 2d to T
move discard 3s
move draw
move meld 7c 7d 7h
move add 7h to 7
move add 7s to 7
move discard 8h
move draw
move add Jr to T
move discard Qc
move draw
move add 7d to 7
move discard Ts
move draw
move discard 8c
move draw
move discard Td
move draw
move add Ts to T
move discard Ks
move draw
move add Ad to A
move discard Jc
move draw
move discard Kd
move draw
move discard 8s
move draw
move discard 3c
move draw
move discard Js
move draw
move discard 5h
move draw
move discard Kd
move draw
move discard 9c
move draw
move discard 8d
move draw
move discard Qd
move take Qc Qh
move meld Kd Kd Ks
move meld 9c 9c 9h
move meld 8c 8d 8h
move meld 6c 6h 6s
move add Qc to Q
move add 8s to 8
move discard 3c
move draw
move discard 8c
move draw
move add Kh to K
move add Qh to Q
move add 9d to 9
move add 6d to 6
move add 6h to 6
move discard 5d
move draw
move discard 7c
move draw
move discard 3c
move draw
move discard Qs
move take
move add 8c to 8
move add 7c to 7
move discard 3c
move draw
move discard 5s
)",
     0, "take 5c 5h", "draw", "canasta.takes-pile"},
    // discard Ad -> discard 9d: throws the A♦, with which Sari can take the pile of 4 cards and make a
    // canasta of A
    {"canasta-38-50", R"(game canasta
seed 38
flag endOfStock=OneMoreTake
flag firstCanastaWaivesMinimum=on
flag firstPlayer=Dealer
flag gameBonus=500
flag meldWilds=AtMost3
flag negativeScoreMinimum=0
flag perfectGoOut=NoDiscard
flag players=4
flag seating=Draw
flag sixPlayerForm=ThreePairs
flag takePileOntoCanasta=off
flag targetScore=5000
flag threeHandCards=13
flag twoHandCards=15
flag twoHandDrawTwo=Always
flag twoHandPileAlsoDrawsOne=on
flag upcardProcedure=Seed
flag wildLimitAfterCanasta=None
move draw
move meld Jc Jh Js
move meld 2d Ad As
move discard Ts
move take Tc Tc
move add Td to T
move add Ts to T
move meld 8c 8h Jr
move discard 9d
move draw
move meld 9c 9d 9h
move add As to A
move add Js to J
move discard 3c
move draw
move meld Kc Kd Kh
move meld Qc Qd Qh
move meld 5c 5d 5d
move add Ks to K
move discard 8c
move draw
move add Jd to J
move add 2s to J
move discard 7c
move take 7c 7d
move add 8c to 8
move add 5h to 5
move discard 3c
move draw
move add 2h to J
move discard 3c
move draw
move discard Kd
move draw
move add 9s to 9
move discard 4c
move draw
move add 5s to 5
move discard Ah
move take
move meld Kc Kd Ks
move discard 3c
move draw
move discard 8d
move draw
move ask
move no
move add Ac to A
move discard 4h
move draw
)",
     0, "discard Ad", "discard 9d", "canasta.feeds-meld"},
    // meld 2s Qc Qh -> add 2s to 6: spends the wild card 2♠ on a new meld, 2♠ Q♣ Q♥, where it belongs on your
    // meld of 6, making it a canasta
    {"canasta-1-69", R"(game canasta
seed 1
flag endOfStock=OneMoreTake
flag firstCanastaWaivesMinimum=on
flag firstPlayer=Dealer
flag gameBonus=500
flag meldWilds=AtMost3
flag negativeScoreMinimum=0
flag perfectGoOut=NoDiscard
flag players=4
flag seating=Draw
flag sixPlayerForm=ThreePairs
flag takePileOntoCanasta=off
flag targetScore=5000
flag threeHandCards=13
flag twoHandCards=15
flag twoHandDrawTwo=Always
flag twoHandPileAlsoDrawsOne=on
flag upcardProcedure=Seed
flag wildLimitAfterCanasta=None
move draw
move meld Ac Ad As
move discard 3c
move draw
move discard 6s
move draw
move meld 7c 7h 7h
move add Ac to A
move discard 3c
move draw
move meld 2d Jc Jh
move add Jr to J
move discard 3s
move draw
move discard Ks
move draw
move meld 5c 5s 5s
move add Jh to J
move discard Kd
move draw
move discard 4c
move draw
move add 5d to 5
move discard 4s
move draw
move add Ah to A
move discard 6h
move draw
move add Jc to J
move add 2h to J
move discard 4d
move draw
move add 2c to A
move add 2c to A
move discard Js
move draw
move discard 3s
move draw
move discard Js
move draw
move discard 4d
move draw
move discard 6d
move draw
move discard Ah
move draw
move discard 8d
move draw
move discard 6c
move take 2h 6s
move meld 4c 4c 4d
move add Ah to A
move add 6d to 6
move add 6h to 6
move add 6s to 6
move add 4d to 4
move add 4s to 4
move discard 3c
move draw
move discard 8c
move draw
move discard Jd
move draw
move discard As
move draw
move discard 3c
move draw
move discard 8s
move draw
)",
     0, "meld 2s Qc Qh", "add 2s to 6", "canasta.wild-elsewhere"},
    // yes -> no: lets your partner go out while you hold 60 points
    {"canasta-22-94", R"(game canasta
seed 22
flag endOfStock=OneMoreTake
flag firstCanastaWaivesMinimum=on
flag firstPlayer=Dealer
flag gameBonus=500
flag meldWilds=AtMost3
flag negativeScoreMinimum=0
flag perfectGoOut=NoDiscard
flag players=4
flag seating=Draw
flag sixPlayerForm=ThreePairs
flag takePileOntoCanasta=off
flag targetScore=5000
flag threeHandCards=13
flag twoHandCards=15
flag twoHandDrawTwo=Always
flag twoHandPileAlsoDrawsOne=on
flag upcardProcedure=Seed
flag wildLimitAfterCanasta=None
move draw
move meld Tc Th Th
move add Jr to T
move discard 3c
move draw
move discard 9c
move draw
move meld Jc Jd Jd
move add Jh to J
move add Js to J
move add 2c to J
move add 2s to J
move discard 9h
move draw
move meld 2s Ah As
move discard 3s
move draw
move add Tc to T
move add 2d to T
move discard 3s
move draw
move meld 7c 7d 7h
move add 7h to 7
move add 7s to 7
move discard 8h
move draw
move add Jr to T
move discard Qc
move draw
move add 7d to 7
move discard Ts
move draw
move discard 8c
move draw
move discard Td
move draw
move add Ts to T
move discard Ks
move draw
move add Ad to A
move discard Jc
move draw
move discard Kd
move draw
move discard 8s
move draw
move discard 3c
move draw
move discard Js
move draw
move discard 5h
move draw
move discard Kd
move draw
move discard 9c
move draw
move discard 8d
move draw
move discard Qd
move take Qc Qh
move meld Kd Kd Ks
move meld 9c 9c 9h
move meld 8c 8d 8h
move meld 6c 6h 6s
move add Qc to Q
move add 8s to 8
move discard 3c
move draw
move discard 8c
move draw
move add Kh to K
move add Qh to Q
move add 9d to 9
move add 6d to 6
move add 6h to 6
move discard 5d
move draw
move discard 7c
move draw
move discard 3c
move draw
move discard Qs
move take
move add 8c to 8
move add 7c to 7
move discard 3c
move draw
move discard 5s
move take 5c 5h
move discard 3c
move draw
move discard 4d
move draw
move ask
)",
     0, "yes", "no", "canasta.lets-partner-out"},
    // meld 4d 4h Jk -> add Jk to A: spends the wild card Joker on a new meld, 4♦ 4♥ Joker, where it belongs
    // on your meld of A, making it 6 cards
    {"canasta-6-33", R"(game canasta
seed 6
flag endOfStock=OneMoreTake
flag firstCanastaWaivesMinimum=on
flag firstPlayer=Dealer
flag gameBonus=500
flag meldWilds=AtMost3
flag negativeScoreMinimum=0
flag perfectGoOut=NoDiscard
flag players=4
flag seating=Draw
flag sixPlayerForm=ThreePairs
flag takePileOntoCanasta=off
flag targetScore=5000
flag threeHandCards=13
flag twoHandCards=15
flag twoHandDrawTwo=Always
flag twoHandPileAlsoDrawsOne=on
flag upcardProcedure=Seed
flag wildLimitAfterCanasta=None
move draw
move discard Td
move draw
move meld Jc Jd Js
move add Jr to J
move discard 3s
move draw
move meld 2d Ac Ad
move meld 2h Kd Kh
move discard Tc
move draw
move discard 3c
move draw
move add Ac to A
move add Ah to A
move discard 9d
move draw
move discard Td
move draw
move discard 9s
move take 2c 9s
move meld Tc Tc Td
move add Td to T
move add 9d to 9
move add 9h to 9
move add 2d to 9
move discard 3c
move draw
move discard 4c
move draw
move add 9h to 9
move discard 3c
move draw
)",
     0, "meld 4d 4h Jk", "add Jk to A", "canasta.wild-elsewhere"},
    // take 7c 7d -> draw: takes the pile of 4 cards with 7♣ 7♦ where drawing does better
    {"canasta-38-24", R"(game canasta
seed 38
flag endOfStock=OneMoreTake
flag firstCanastaWaivesMinimum=on
flag firstPlayer=Dealer
flag gameBonus=500
flag meldWilds=AtMost3
flag negativeScoreMinimum=0
flag perfectGoOut=NoDiscard
flag players=4
flag seating=Draw
flag sixPlayerForm=ThreePairs
flag takePileOntoCanasta=off
flag targetScore=5000
flag threeHandCards=13
flag twoHandCards=15
flag twoHandDrawTwo=Always
flag twoHandPileAlsoDrawsOne=on
flag upcardProcedure=Seed
flag wildLimitAfterCanasta=None
move draw
move meld Jc Jh Js
move meld 2d Ad As
move discard Ts
move take Tc Tc
move add Td to T
move add Ts to T
move meld 8c 8h Jr
move discard 9d
move draw
move meld 9c 9d 9h
move add As to A
move add Js to J
move discard 3c
move draw
move meld Kc Kd Kh
move meld Qc Qd Qh
move meld 5c 5d 5d
move add Ks to K
move discard 8c
move draw
move add Jd to J
move add 2s to J
move discard 7c
)",
     0, "take 7c 7d", "draw", "canasta.takes-pile"},
};

/// A close call: two moves the estimates cannot tell apart, cut from a recorded deal (the Hard seat's
/// decision). Neither may be called a mistake; the sentence says how close they are.
struct CloseCall {
    const char* name;
    const char* record;
    int seat;
    const char* played;
    const char* other;
};

inline const CloseCall kCloseCalls[] = {
    // leading a low straight or a single 9: the estimates cannot separate them
    {"capsa-143-8", R"(game capsa
seed 143
flag bombBeatsSingle=on
flag doubleForTwos=off
flag fiveCardQuadBeatsSingle2=off
flag flushCompare=TopCard
flag fourCardHands=off
flag hidePlayedTricks=off
flag instantWinDragon=off
flag instantWinFourTwos=off
flag instantWinSixPairs=off
flag instantWinSuitedDragon=off
flag laterRoundLeader=PreviousFirstOut
flag passerMayReenter=off
flag pitingBombsTwo=off
flag playUntil=ThreeOut
flag quadNeedsKicker=off
flag rounds=8
flag scoring=Placement
flag straightCompare=TopOfSequence
flag straightLengths=FiveOnly
flag straightWindows=LowAceTwo
flag suitOrder=DiamondsClubsHeartsSpades
flag targetScore=0
flag twoLowInCombinations=off
move 3d
move 3c
move 7h
move 2d
move pass
move pass
move 2c
move pass
)",
     1, "3h 4s 5c 6h 7d", "9d"},
    // leading a jack-high flush or a low pair: the estimates cannot separate them
    {"capsa-62-13", R"(game capsa
seed 62
flag bombBeatsSingle=on
flag doubleForTwos=off
flag fiveCardQuadBeatsSingle2=off
flag flushCompare=TopCard
flag fourCardHands=off
flag hidePlayedTricks=off
flag instantWinDragon=off
flag instantWinFourTwos=off
flag instantWinSixPairs=off
flag instantWinSuitedDragon=off
flag laterRoundLeader=PreviousFirstOut
flag passerMayReenter=off
flag pitingBombsTwo=off
flag playUntil=ThreeOut
flag quadNeedsKicker=off
flag rounds=8
flag scoring=Placement
flag straightCompare=TopOfSequence
flag straightLengths=FiveOnly
flag straightWindows=LowAceTwo
flag suitOrder=DiamondsClubsHeartsSpades
flag targetScore=0
flag twoLowInCombinations=off
move 3d
move 4d
move 4c
move 4h
move 6c
move 9s
move pass
move Jd
move Ac
move pass
move As
move 2c
move pass
)",
     1, "2h 7h 8h 9h Jh", "7c 7s"},
};

} // namespace coachpositions
