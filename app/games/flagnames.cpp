#include "flagnames.h"

#include <QCoreApplication>
#include <QHash>

#include <string>

namespace {

// QT_TRANSLATE_NOOP marks the texts for lupdate; they are translated when shown.
const QHash<QString, const char*>& presets() {
    static const QHash<QString, const char*> table = {
        {QStringLiteral("capsa-indonesia"), QT_TRANSLATE_NOOP("Variant", "Capsa Indonesia (standard)")},
        {QStringLiteral("capsa-banting"), QT_TRANSLATE_NOOP("Variant", "Capsa Banting (classic)")},
        {QStringLiteral("canasta-indonesia"), QT_TRANSLATE_NOOP("Variant", "Canasta Indonesia (standard)")},
        {QStringLiteral("canasta-klasik"), QT_TRANSLATE_NOOP("Variant", "Canasta (classic rules)")},
        {QStringLiteral("empatsatu-klasik"), QT_TRANSLATE_NOOP("Variant", "Empat Satu (classic)")},
        {QStringLiteral("empatsatu-jbgames"),
         QT_TRANSLATE_NOOP("Variant", "Empat Satu, JB Games house rules")},
        {QStringLiteral("empatsatu-cepat"),
         QT_TRANSLATE_NOOP("Variant", "Empat Satu, quick (ends with the stock)")},
        {QStringLiteral("holdem-nolimit"),
         QT_TRANSLATE_NOOP("Variant", "Texas Hold'em, no limit (standard)")},
        {QStringLiteral("holdem-turbo"),
         QT_TRANSLATE_NOOP("Variant", "Texas Hold'em, turbo (rising blinds)")},
        {QStringLiteral("holdem-headsup"), QT_TRANSLATE_NOOP("Variant", "Texas Hold'em, heads-up")},
    };
    return table;
}

const QHash<QString, const char*>& flags() {
    static const QHash<QString, const char*> table = {
        {QStringLiteral("capsa/bombBeatsSingle"), QT_TRANSLATE_NOOP("Variant", "A Bom beats any single")},
        {QStringLiteral("capsa/quadNeedsKicker"),
         QT_TRANSLATE_NOOP("Variant", "Four of a kind needs a fifth card")},
        {QStringLiteral("capsa/fiveCardQuadBeatsSingle2"),
         QT_TRANSLATE_NOOP("Variant", "A four of a kind beats a single 2")},
        {QStringLiteral("capsa/fourCardHands"), QT_TRANSLATE_NOOP("Variant", "Big Two with four-card hands")},
        {QStringLiteral("capsa/straightWindows"), QT_TRANSLATE_NOOP("Variant", "Which straights count")},
        {QStringLiteral("capsa/straightCompare"), QT_TRANSLATE_NOOP("Variant", "Comparing straights")},
        {QStringLiteral("capsa/straightLengths"), QT_TRANSLATE_NOOP("Variant", "Length of straights")},
        {QStringLiteral("capsa/flushCompare"), QT_TRANSLATE_NOOP("Variant", "Comparing flushes")},
        {QStringLiteral("capsa/twoLowInCombinations"),
         QT_TRANSLATE_NOOP("Variant", "The 2 is low in combinations")},
        {QStringLiteral("capsa/pitingBombsTwo"),
         QT_TRANSLATE_NOOP("Variant", "A four of a kind bombs the 2")},
        {QStringLiteral("capsa/passerMayReenter"),
         QT_TRANSLATE_NOOP("Variant", "A player who passed may play again")},
        {QStringLiteral("capsa/playUntil"), QT_TRANSLATE_NOOP("Variant", "End of the round")},
        {QStringLiteral("capsa/laterRoundLeader"), QT_TRANSLATE_NOOP("Variant", "Who leads later rounds")},
        {QStringLiteral("capsa/instantWinDragon"), QT_TRANSLATE_NOOP("Variant", "Instant win: dragon")},
        {QStringLiteral("capsa/instantWinSuitedDragon"),
         QT_TRANSLATE_NOOP("Variant", "Instant win: suited dragon")},
        {QStringLiteral("capsa/instantWinFourTwos"), QT_TRANSLATE_NOOP("Variant", "Instant win: four 2s")},
        {QStringLiteral("capsa/instantWinSixPairs"), QT_TRANSLATE_NOOP("Variant", "Instant win: six pairs")},
        {QStringLiteral("capsa/hidePlayedTricks"),
         QT_TRANSLATE_NOOP("Variant", "Turn finished tricks face down")},
        {QStringLiteral("capsa/suitOrder"), QT_TRANSLATE_NOOP("Variant", "Suit order")},
        {QStringLiteral("capsa/scoring"), QT_TRANSLATE_NOOP("Variant", "Scoring")},
        {QStringLiteral("capsa/doubleForTwos"),
         QT_TRANSLATE_NOOP("Variant", "Each 2 left doubles the penalty")},
        {QStringLiteral("capsa/rounds"), QT_TRANSLATE_NOOP("Variant", "Rounds in a game")},
        {QStringLiteral("capsa/targetScore"), QT_TRANSLATE_NOOP("Variant", "Play to a score")},
        {QStringLiteral("canasta/players"), QT_TRANSLATE_NOOP("Variant", "Players")},
        {QStringLiteral("canasta/targetScore"), QT_TRANSLATE_NOOP("Variant", "Play to a score")},
        {QStringLiteral("canasta/seating"), QT_TRANSLATE_NOOP("Variant", "Partners")},
        {QStringLiteral("canasta/firstPlayer"), QT_TRANSLATE_NOOP("Variant", "Who plays first")},
        {QStringLiteral("canasta/upcardProcedure"),
         QT_TRANSLATE_NOOP("Variant", "Turning the first discard")},
        {QStringLiteral("canasta/meldWilds"), QT_TRANSLATE_NOOP("Variant", "Wild cards in a meld")},
        {QStringLiteral("canasta/wildLimitAfterCanasta"),
         QT_TRANSLATE_NOOP("Variant", "Wild cards on a finished canasta")},
        {QStringLiteral("canasta/negativeScoreMinimum"),
         QT_TRANSLATE_NOOP("Variant", "First meld with a score below zero")},
        {QStringLiteral("canasta/firstCanastaWaivesMinimum"),
         QT_TRANSLATE_NOOP("Variant", "A first canasta needs no minimum")},
        {QStringLiteral("canasta/takePileOntoCanasta"),
         QT_TRANSLATE_NOOP("Variant", "The pile may be taken onto a finished canasta")},
        {QStringLiteral("canasta/perfectGoOut"), QT_TRANSLATE_NOOP("Variant", "Perfect go-out (200)")},
        {QStringLiteral("canasta/endOfStock"), QT_TRANSLATE_NOOP("Variant", "When the stock runs out")},
        {QStringLiteral("canasta/gameBonus"), QT_TRANSLATE_NOOP("Variant", "Bonus for winning the game")},
        {QStringLiteral("canasta/twoHandCards"), QT_TRANSLATE_NOOP("Variant", "Two players: cards each")},
        {QStringLiteral("canasta/twoHandDrawTwo"),
         QT_TRANSLATE_NOOP("Variant", "Two players: drawing two cards")},
        {QStringLiteral("canasta/twoHandPileAlsoDrawsOne"),
         QT_TRANSLATE_NOOP("Variant", "Two players: taking the pile also draws one card")},
        {QStringLiteral("canasta/threeHandCards"), QT_TRANSLATE_NOOP("Variant", "Three players: cards each")},
        {QStringLiteral("canasta/sixPlayerForm"), QT_TRANSLATE_NOOP("Variant", "Six players")},
        {QStringLiteral("empatsatu/players"), QT_TRANSLATE_NOOP("Variant", "Players")},
        {QStringLiteral("empatsatu/discardPiles"), QT_TRANSLATE_NOOP("Variant", "Discard piles")},
        {QStringLiteral("empatsatu/stopThreshold"), QT_TRANSLATE_NOOP("Variant", "Score needed to stop")},
        {QStringLiteral("empatsatu/discardFirst"),
         QT_TRANSLATE_NOOP("Variant", "Discard before drawing (difficult)")},
        {QStringLiteral("empatsatu/endWhenStockEmpty"),
         QT_TRANSLATE_NOOP("Variant", "The hand ends when the stock is empty")},
        {QStringLiteral("empatsatu/postStockTurnCap"),
         QT_TRANSLATE_NOOP("Variant", "Turns allowed after the stock is empty")},
        {QStringLiteral("empatsatu/mayRediscardTaken"),
         QT_TRANSLATE_NOOP("Variant", "The card just taken may be thrown back")},
        {QStringLiteral("empatsatu/runningTotals"),
         QT_TRANSLATE_NOOP("Variant", "Keep a tally of wins and losses")},
        {QStringLiteral("empatsatu/hands"), QT_TRANSLATE_NOOP("Variant", "Hands in a session")},
        {QStringLiteral("holdem/players"), QT_TRANSLATE_NOOP("Variant", "Players")},
        {QStringLiteral("holdem/smallBlind"), QT_TRANSLATE_NOOP("Variant", "Small blind (chips)")},
        {QStringLiteral("holdem/bigBlind"), QT_TRANSLATE_NOOP("Variant", "Big blind (chips)")},
        {QStringLiteral("holdem/ante"), QT_TRANSLATE_NOOP("Variant", "Ante (chips)")},
        {QStringLiteral("holdem/startingStack"), QT_TRANSLATE_NOOP("Variant", "Starting stack (big blinds)")},
        {QStringLiteral("holdem/risingBlinds"), QT_TRANSLATE_NOOP("Variant", "Blinds rise during the game")},
        {QStringLiteral("holdem/handsPerLevel"), QT_TRANSLATE_NOOP("Variant", "Hands per blind level")},
    };
    return table;
}

const QHash<QString, const char*>& choices() {
    static const QHash<QString, const char*> table = {
        {QStringLiteral("capsa/straightWindows/LowAceTwo"),
         QT_TRANSLATE_NOOP("Variant", "A-2-3-4-5 lowest, 10-J-Q-K-A highest")},
        {QStringLiteral("capsa/straightWindows/TwoHighNoWrap"),
         QT_TRANSLATE_NOOP("Variant", "3-4-5-6-7 lowest, J-Q-K-A-2 highest")},
        {QStringLiteral("capsa/straightWindows/NoTwo"), QT_TRANSLATE_NOOP("Variant", "No 2 in a straight")},
        {QStringLiteral("capsa/straightCompare/TopOfSequence"),
         QT_TRANSLATE_NOOP("Variant", "By the last card of the sequence")},
        {QStringLiteral("capsa/straightCompare/HighestBigTwoCard"),
         QT_TRANSLATE_NOOP("Variant", "By the highest card (2 high)")},
        {QStringLiteral("capsa/straightCompare/FrontCard"),
         QT_TRANSLATE_NOOP("Variant", "By the first card (Taiwan)")},
        {QStringLiteral("capsa/straightLengths/FiveOnly"), QT_TRANSLATE_NOOP("Variant", "Five cards")},
        {QStringLiteral("capsa/straightLengths/AnyFrom3"),
         QT_TRANSLATE_NOOP("Variant", "Three cards or more")},
        {QStringLiteral("capsa/flushCompare/TopCard"), QT_TRANSLATE_NOOP("Variant", "By the highest card")},
        {QStringLiteral("capsa/flushCompare/SuitFirst"), QT_TRANSLATE_NOOP("Variant", "By suit first")},
        {QStringLiteral("capsa/flushCompare/Lexicographic"),
         QT_TRANSLATE_NOOP("Variant", "Card by card, as in poker")},
        {QStringLiteral("capsa/playUntil/ThreeOut"),
         QT_TRANSLATE_NOOP("Variant", "When three players are out")},
        {QStringLiteral("capsa/playUntil/FirstOut"),
         QT_TRANSLATE_NOOP("Variant", "When the first player is out")},
        {QStringLiteral("capsa/laterRoundLeader/PreviousFirstOut"),
         QT_TRANSLATE_NOOP("Variant", "The first out of the last round")},
        {QStringLiteral("capsa/laterRoundLeader/Holder3D"),
         QT_TRANSLATE_NOOP("Variant", "The holder of the 3\u2666")},
        {QStringLiteral("capsa/suitOrder/DiamondsClubsHeartsSpades"),
         QT_TRANSLATE_NOOP("Variant", "\u2666 < \u2663 < \u2665 < \u2660")},
        {QStringLiteral("capsa/suitOrder/Pusoy"),
         QT_TRANSLATE_NOOP("Variant", "\u2663 < \u2660 < \u2665 < \u2666 (Pusoy)")},
        {QStringLiteral("capsa/scoring/Placement"), QT_TRANSLATE_NOOP("Variant", "Placement points 3/2/1/0")},
        {QStringLiteral("capsa/scoring/CardsLeft"), QT_TRANSLATE_NOOP("Variant", "Penalty for cards left")},
        {QStringLiteral("canasta/seating/Draw"), QT_TRANSLATE_NOOP("Variant", "Drawn by high card")},
        {QStringLiteral("canasta/seating/Fixed"),
         QT_TRANSLATE_NOOP("Variant", "Fixed: you and the player opposite")},
        {QStringLiteral("canasta/firstPlayer/Dealer"), QT_TRANSLATE_NOOP("Variant", "The dealer")},
        {QStringLiteral("canasta/firstPlayer/LeftOfDealer"),
         QT_TRANSLATE_NOOP("Variant", "The player left of the dealer")},
        {QStringLiteral("canasta/upcardProcedure/Seed"),
         QT_TRANSLATE_NOOP("Variant", "Indonesian: extra wild cards go back to the stock")},
        {QStringLiteral("canasta/upcardProcedure/Classic"),
         QT_TRANSLATE_NOOP("Variant", "Classic: turn until a natural card")},
        {QStringLiteral("canasta/meldWilds/AtMost3"), QT_TRANSLATE_NOOP("Variant", "At most three")},
        {QStringLiteral("canasta/meldWilds/NotMoreWildThanNatural"),
         QT_TRANSLATE_NOOP("Variant", "Never more wild than natural")},
        {QStringLiteral("canasta/wildLimitAfterCanasta/None"), QT_TRANSLATE_NOOP("Variant", "No limit")},
        {QStringLiteral("canasta/wildLimitAfterCanasta/Three"),
         QT_TRANSLATE_NOOP("Variant", "At most three in all")},
        {QStringLiteral("canasta/negativeScoreMinimum/0"), QT_TRANSLATE_NOOP("Variant", "No minimum")},
        {QStringLiteral("canasta/negativeScoreMinimum/15"),
         QT_TRANSLATE_NOOP("Variant", "At least 15 points")},
        {QStringLiteral("canasta/perfectGoOut/NoDiscard"),
         QT_TRANSLATE_NOOP("Variant", "Meld every card, no discard")},
        {QStringLiteral("canasta/perfectGoOut/ConcealedClassic"),
         QT_TRANSLATE_NOOP("Variant", "Concealed: no earlier melds")},
        {QStringLiteral("canasta/endOfStock/OneMoreTake"),
         QT_TRANSLATE_NOOP("Variant", "The next player may take the last discard")},
        {QStringLiteral("canasta/endOfStock/ContinueWhileTaken"),
         QT_TRANSLATE_NOOP("Variant", "Play on while discards are taken")},
        {QStringLiteral("canasta/gameBonus/500"), QT_TRANSLATE_NOOP("Variant", "500 points")},
        {QStringLiteral("canasta/gameBonus/0"), QT_TRANSLATE_NOOP("Variant", "None")},
        {QStringLiteral("canasta/twoHandCards/15"),
         QT_TRANSLATE_NOOP("Variant", "15 cards, draw two, two canastas to go out")},
        {QStringLiteral("canasta/twoHandCards/13"), QT_TRANSLATE_NOOP("Variant", "13 cards, draw one")},
        {QStringLiteral("canasta/twoHandDrawTwo/Always"), QT_TRANSLATE_NOOP("Variant", "Always two")},
        {QStringLiteral("canasta/twoHandDrawTwo/Optional"),
         QT_TRANSLATE_NOOP("Variant", "One or two, as you choose")},
        {QStringLiteral("canasta/threeHandCards/13"), QT_TRANSLATE_NOOP("Variant", "13 cards")},
        {QStringLiteral("canasta/threeHandCards/11"), QT_TRANSLATE_NOOP("Variant", "11 cards")},
        {QStringLiteral("canasta/sixPlayerForm/ThreePairs"),
         QT_TRANSLATE_NOOP("Variant", "Three sides of two")},
        {QStringLiteral("canasta/sixPlayerForm/TwoTeamsOfThree"),
         QT_TRANSLATE_NOOP("Variant", "Two sides of three")},
        {QStringLiteral("empatsatu/discardPiles/Central"),
         QT_TRANSLATE_NOOP("Variant", "One pile in the middle")},
        {QStringLiteral("empatsatu/discardPiles/Personal"),
         QT_TRANSLATE_NOOP("Variant", "A pile in front of each player")},
    };
    return table;
}

QString translated(const char* text) {
    return QCoreApplication::translate("Variant", text);
}

} // namespace

QString presetTitle(const QString& presetId) {
    const char* text = presets().value(presetId);
    return text ? translated(text) : presetId;
}

QString flagTitle(const QString& game, const QString& key) {
    const char* text = flags().value(game + QLatin1Char('/') + key);
    return text ? translated(text) : key;
}

QString choiceTitle(const QString& game, const QString& key, const QString& value) {
    const char* text = choices().value(game + QLatin1Char('/') + key + QLatin1Char('/') + value);
    return text ? translated(text) : value;
}

bool hasFlagTitle(const QString& game, const QString& key) {
    return flags().contains(game + QLatin1Char('/') + key);
}
bool hasPresetTitle(const QString& presetId) {
    return presets().contains(presetId);
}
bool hasChoiceTitle(const QString& game, const QString& key, const QString& value) {
    return choices().contains(game + QLatin1Char('/') + key + QLatin1Char('/') + value);
}

namespace {

int flagNumber(const core::game::FlagValues& flags, const char* key, int fallback) {
    const auto it = flags.find(key);
    if (it == flags.end()) return fallback;
    try {
        return std::stoi(it->second);
    } catch (...) {
        return fallback;
    }
}

QString variantText(const char* text) {
    return QCoreApplication::translate("Variant", text);
}

QString variantText(const char* text, int n) {
    return QCoreApplication::translate("Variant", text, nullptr, n);
}

} // namespace

QList<FlagWord> flagWords(const QString& game, const QString& key, const core::game::FlagValues& flags) {
    const QString id = game + QLatin1Char('/') + key;
    if (id == QLatin1String("capsa/rounds") || id == QLatin1String("empatsatu/hands"))
        return {{0, variantText(QT_TRANSLATE_NOOP("Variant", "no limit"))}};
    if (id == QLatin1String("capsa/targetScore"))
        return {{0, variantText(QT_TRANSLATE_NOOP("Variant", "off"))}};
    if (id == QLatin1String("holdem/ante")) return {{0, variantText(QT_TRANSLATE_NOOP("Variant", "none"))}};
    if (id == QLatin1String("empatsatu/stopThreshold"))
        return {{0, variantText(QT_TRANSLATE_NOOP("Variant", "off: only four cards of one suit stop"))}};
    if (id == QLatin1String("empatsatu/postStockTurnCap")) {
        // The rule's default is twice the number of players (core::empatsatu::EmpatSatuRules).
        const int players = flagNumber(flags, "players", 4);
        return {{-1, variantText(QT_TRANSLATE_NOOP("Variant", "the rule's default (%1)")).arg(2 * players)},
                {0, variantText(QT_TRANSLATE_NOOP("Variant", "no limit"))}};
    }
    return {};
}

QString flagValueText(const QString& game, const QString& key, int value,
                      const core::game::FlagValues& flags) {
    for (const FlagWord& w : flagWords(game, key, flags))
        if (w.value == value) return w.text;
    return QString::number(value);
}

QString gameLengthText(const QString& game, const core::game::FlagValues& flags) {
    if (game == QLatin1String("capsa")) {
        const int rounds = flagNumber(flags, "rounds", 8), target = flagNumber(flags, "targetScore", 0);
        if (rounds > 0 && target > 0)
            return variantText(
                       QT_TRANSLATE_N_NOOP(
                           "Variant", "One game is %n round(s), or less when someone reaches %1 points."),
                       rounds)
                .arg(target);
        if (rounds > 0)
            return variantText(QT_TRANSLATE_N_NOOP("Variant", "One game is %n round(s)."), rounds);
        if (target > 0)
            return variantText(
                QT_TRANSLATE_N_NOOP("Variant", "One game ends when someone reaches %n point(s)."), target);
        return variantText(
            QT_TRANSLATE_NOOP("Variant", "A game has no set end: only its rounds are counted."));
    }
    if (game == QLatin1String("canasta"))
        return variantText(QT_TRANSLATE_N_NOOP("Variant", "One game ends when a side reaches %n point(s)."),
                           flagNumber(flags, "targetScore", 5000));
    if (game == QLatin1String("holdem"))
        return variantText(QT_TRANSLATE_NOOP(
            "Variant", "One game is a tournament: it ends when one player has every chip."));
    if (game == QLatin1String("empatsatu")) {
        const int hands = flagNumber(flags, "hands", 0);
        if (hands > 0) return variantText(QT_TRANSLATE_N_NOOP("Variant", "One game is %n hand(s)."), hands);
        return variantText(
            QT_TRANSLATE_NOOP("Variant", "A game has no set end: only its hands are counted."));
    }
    return {};
}
