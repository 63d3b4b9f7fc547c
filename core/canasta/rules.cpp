#include "canasta/rules.h"

namespace core::canasta {

const game::FlagTable<CanastaRules>& CanastaRules::table() {
    static const auto t = [] {
        game::FlagTable<CanastaRules> table;
        table.integer("players", &CanastaRules::players, 2, 6)
            .integer("targetScore", &CanastaRules::targetScore, 500, 50000)
            .choice("seating", &CanastaRules::seating, {{Seating::Draw, "Draw"}, {Seating::Fixed, "Fixed"}})
            .choice("firstPlayer", &CanastaRules::firstPlayer,
                    {{FirstPlayer::Dealer, "Dealer"}, {FirstPlayer::LeftOfDealer, "LeftOfDealer"}})
            .choice("upcardProcedure", &CanastaRules::upcardProcedure,
                    {{UpcardProcedure::Seed, "Seed"}, {UpcardProcedure::Classic, "Classic"}})
            .choice("meldWilds", &CanastaRules::meldWilds,
                    {{MeldWilds::AtMost3, "AtMost3"},
                     {MeldWilds::NotMoreWildThanNatural, "NotMoreWildThanNatural"}})
            .choice("wildLimitAfterCanasta", &CanastaRules::wildLimitAfterCanasta,
                    {{WildLimitAfterCanasta::None, "None"}, {WildLimitAfterCanasta::Three, "Three"}})
            .choice("negativeScoreMinimum", &CanastaRules::negativeScoreMinimum, {{0, "0"}, {15, "15"}})
            .boolean("firstCanastaWaivesMinimum", &CanastaRules::firstCanastaWaivesMinimum)
            .boolean("takePileOntoCanasta", &CanastaRules::takePileOntoCanasta)
            .choice("perfectGoOut", &CanastaRules::perfectGoOut,
                    {{PerfectGoOut::NoDiscard, "NoDiscard"},
                     {PerfectGoOut::ConcealedClassic, "ConcealedClassic"}})
            .choice("endOfStock", &CanastaRules::endOfStock,
                    {{EndOfStock::OneMoreTake, "OneMoreTake"},
                     {EndOfStock::ContinueWhileTaken, "ContinueWhileTaken"}})
            .choice("gameBonus", &CanastaRules::gameBonus, {{500, "500"}, {0, "0"}})
            .choice("twoHandCards", &CanastaRules::twoHandCards, {{15, "15"}, {13, "13"}})
            .choice("twoHandDrawTwo", &CanastaRules::twoHandDrawTwo,
                    {{TwoHandDrawTwo::Always, "Always"}, {TwoHandDrawTwo::Optional, "Optional"}})
            .boolean("twoHandPileAlsoDrawsOne", &CanastaRules::twoHandPileAlsoDrawsOne)
            .choice("threeHandCards", &CanastaRules::threeHandCards, {{13, "13"}, {11, "11"}})
            .choice("sixPlayerForm", &CanastaRules::sixPlayerForm,
                    {{SixPlayerForm::ThreePairs, "ThreePairs"},
                     {SixPlayerForm::TwoTeamsOfThree, "TwoTeamsOfThree"}});
        return table;
    }();
    return t;
}

const game::VariantCatalog& CanastaRules::catalog() {
    static const game::VariantCatalog c = [] {
        game::VariantCatalog cat;
        cat.game = "canasta";
        cat.flags = table().specs();
        CanastaRules classic;
        classic.firstPlayer = FirstPlayer::LeftOfDealer;
        classic.upcardProcedure = UpcardProcedure::Classic;
        classic.wildLimitAfterCanasta = WildLimitAfterCanasta::Three;
        classic.negativeScoreMinimum = 15;
        classic.firstCanastaWaivesMinimum = false;
        classic.takePileOntoCanasta = true;
        classic.perfectGoOut = PerfectGoOut::ConcealedClassic;
        classic.endOfStock = EndOfStock::ContinueWhileTaken;
        classic.gameBonus = 0;
        classic.twoHandPileAlsoDrawsOne = false;
        cat.presets = {{"canasta-indonesia", {}}, {"canasta-klasik", table().changes(classic)}};
        return cat;
    }();
    return c;
}

int CanastaRules::activePlayers() const {
    if (players == 5) return 4;
    if (players == 6 && sixPlayerForm == SixPlayerForm::TwoTeamsOfThree) return 4;
    return players;
}

int CanastaRules::handSize() const {
    switch (players) {
    case 2:
        return twoHandCards;
    case 3:
        return threeHandCards;
    case 6:
        // Three pairs play "as the 3-player game" (V.5.2); two teams of three as the 4-player game.
        return sixPlayerForm == SixPlayerForm::ThreePairs ? threeHandCards : 11;
    default:
        return 11;
    }
}

int CanastaRules::sides() const {
    switch (players) {
    case 2:
        return 2;
    case 3:
        return 3;
    case 6:
        return sixPlayerForm == SixPlayerForm::ThreePairs ? 3 : 2;
    default:
        return 2;
    }
}

int minimumFirstMeld(int sideScore, const CanastaRules& rules) {
    if (sideScore < 0) return rules.negativeScoreMinimum;
    if (sideScore < 1500) return 50;
    if (sideScore < 3000) return 90;
    return 120;
}

} // namespace core::canasta
