#include "empatsatu/rules.h"

namespace core::empatsatu {

const game::FlagTable<EmpatSatuRules>& EmpatSatuRules::table() {
    static const auto t = [] {
        game::FlagTable<EmpatSatuRules> table;
        table.integer("players", &EmpatSatuRules::players, kMinPlayers, kMaxPlayers)
            .choice("discardPiles", &EmpatSatuRules::discardPiles,
                    {{DiscardPiles::Central, "Central"}, {DiscardPiles::Personal, "Personal"}})
            .integer("stopThreshold", &EmpatSatuRules::stopThreshold, 0, 41)
            .boolean("discardFirst", &EmpatSatuRules::discardFirst)
            .boolean("endWhenStockEmpty", &EmpatSatuRules::endWhenStockEmpty)
            // -1 (kTurnCapTwicePlayers) = 2 x players, 0 = unlimited.
            .integer("postStockTurnCap", &EmpatSatuRules::postStockTurnCap, kTurnCapTwicePlayers, 99)
            .boolean("mayRediscardTaken", &EmpatSatuRules::mayRediscardTaken)
            .boolean("runningTotals", &EmpatSatuRules::runningTotals)
            .integer("hands", &EmpatSatuRules::hands, 0, 999);
        return table;
    }();
    return t;
}

const game::VariantCatalog& EmpatSatuRules::catalog() {
    static const game::VariantCatalog c = [] {
        game::VariantCatalog cat;
        cat.game = "empatsatu";
        cat.flags = table().specs();

        EmpatSatuRules jb;
        jb.discardPiles = DiscardPiles::Personal;
        jb.discardFirst = true;
        jb.mayRediscardTaken = true;
        jb.stopThreshold = 30;
        jb.runningTotals = true;

        EmpatSatuRules quick;
        quick.endWhenStockEmpty = true;

        cat.presets = {{"empatsatu-klasik", {}},
                       {"empatsatu-jbgames", table().changes(jb)},
                       {"empatsatu-cepat", table().changes(quick)}};
        return cat;
    }();
    return c;
}

EmpatSatuRules EmpatSatuRules::fromFlags(const game::FlagValues& values) {
    return table().fromFlags(values);
}

game::FlagValues EmpatSatuRules::toFlags() const {
    return table().toFlags(*this);
}

} // namespace core::empatsatu
