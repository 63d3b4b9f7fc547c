#include "capsa/rules.h"

namespace core::capsa {

CapsaRules CapsaRules::banting() {
    CapsaRules r;
    r.bombBeatsSingle = false;
    r.quadNeedsKicker = true;
    r.pitingBombsTwo = true;
    r.playUntil = PlayUntil::FirstOut;
    r.laterRoundLeader = LaterRoundLeader::Holder3D;
    r.instantWinDragon = true;
    r.instantWinSuitedDragon = true;
    r.instantWinFourTwos = true;
    r.scoring = Scoring::CardsLeft;
    return r;
}

namespace {

const game::FlagTable<CapsaRules>& table() {
    static const auto t = [] {
        game::FlagTable<CapsaRules> flags;
        flags.boolean("bombBeatsSingle", &CapsaRules::bombBeatsSingle)
            .boolean("quadNeedsKicker", &CapsaRules::quadNeedsKicker)
            .boolean("fiveCardQuadBeatsSingle2", &CapsaRules::fiveCardQuadBeatsSingle2)
            .boolean("fourCardHands", &CapsaRules::fourCardHands)
            .choice("straightWindows", &CapsaRules::straightWindows,
                    {{StraightWindows::LowAceTwo, "LowAceTwo"},
                     {StraightWindows::TwoHighNoWrap, "TwoHighNoWrap"},
                     {StraightWindows::NoTwo, "NoTwo"}})
            .choice("straightCompare", &CapsaRules::straightCompare,
                    {{StraightCompare::TopOfSequence, "TopOfSequence"},
                     {StraightCompare::HighestBigTwoCard, "HighestBigTwoCard"},
                     {StraightCompare::FrontCard, "FrontCard"}})
            .choice("straightLengths", &CapsaRules::straightLengths,
                    {{StraightLengths::FiveOnly, "FiveOnly"}, {StraightLengths::AnyFrom3, "AnyFrom3"}})
            .choice("flushCompare", &CapsaRules::flushCompare,
                    {{FlushCompare::TopCard, "TopCard"},
                     {FlushCompare::SuitFirst, "SuitFirst"},
                     {FlushCompare::Lexicographic, "Lexicographic"}})
            .boolean("twoLowInCombinations", &CapsaRules::twoLowInCombinations)
            .boolean("pitingBombsTwo", &CapsaRules::pitingBombsTwo)
            .boolean("passerMayReenter", &CapsaRules::passerMayReenter)
            .choice("playUntil", &CapsaRules::playUntil,
                    {{PlayUntil::ThreeOut, "ThreeOut"}, {PlayUntil::FirstOut, "FirstOut"}})
            .choice("laterRoundLeader", &CapsaRules::laterRoundLeader,
                    {{LaterRoundLeader::PreviousFirstOut, "PreviousFirstOut"},
                     {LaterRoundLeader::Holder3D, "Holder3D"}})
            .boolean("instantWinDragon", &CapsaRules::instantWinDragon)
            .boolean("instantWinSuitedDragon", &CapsaRules::instantWinSuitedDragon)
            .boolean("instantWinFourTwos", &CapsaRules::instantWinFourTwos)
            .boolean("instantWinSixPairs", &CapsaRules::instantWinSixPairs)
            .boolean("hidePlayedTricks", &CapsaRules::hidePlayedTricks)
            .choice("suitOrder", &CapsaRules::suitOrder,
                    {{SuitOrder::DiamondsClubsHeartsSpades, "DiamondsClubsHeartsSpades"},
                     {SuitOrder::Pusoy, "Pusoy"}})
            .choice("scoring", &CapsaRules::scoring,
                    {{Scoring::Placement, "Placement"}, {Scoring::CardsLeft, "CardsLeft"}})
            .boolean("doubleForTwos", &CapsaRules::doubleForTwos)
            .integer("rounds", &CapsaRules::rounds, 0, 99)
            .integer("targetScore", &CapsaRules::targetScore, 0, 9999);
        return flags;
    }();
    return t;
}

} // namespace

const game::VariantCatalog& CapsaRules::catalog() {
    static const game::VariantCatalog c = [] {
        game::VariantCatalog cat;
        cat.game = "capsa";
        cat.flags = table().specs(CapsaRules::indonesia());
        cat.presets = {{"capsa-indonesia", {}},
                       {"capsa-banting", table().changes(CapsaRules::banting(), CapsaRules::indonesia())}};
        return cat;
    }();
    return c;
}

CapsaRules CapsaRules::fromFlags(const game::FlagValues& values) {
    return table().fromFlags(values);
}
game::FlagValues CapsaRules::toFlags() const {
    return table().toFlags(*this);
}

} // namespace core::capsa
