#include "holdem/rules.h"

#include <algorithm>

namespace core::holdem {

int HoldemRules::blindMultiplier(int level) {
    // 1, 2, 3, 4, 6, 8, 12, 16, ...: doubling every two levels, with the half step in between. Capped at
    // level 20 (x 1024 x 1.5) so even 1000-chip blinds stay well inside int.
    level = std::clamp(level, 0, 20);
    if (level == 0) return 1;
    const int power = 1 << ((level - 1) / 2);
    return (level % 2 == 1) ? 2 * power : 3 * power;
}

Blinds HoldemRules::blindsForHand(int handIndex) const {
    const int m = risingBlinds ? blindMultiplier(handIndex / std::max(1, handsPerLevel)) : 1;
    return {smallBlind * m, bigBlind * m, ante * m};
}

HoldemRules HoldemRules::turbo() {
    HoldemRules r;
    r.risingBlinds = true;
    r.handsPerLevel = 10;
    r.startingStack = 50;
    return r;
}

HoldemRules HoldemRules::headsUp() {
    HoldemRules r;
    r.players = 2;
    return r;
}

const game::FlagTable<HoldemRules>& HoldemRules::table() {
    static const auto t = [] {
        game::FlagTable<HoldemRules> flags;
        flags.integer("players", &HoldemRules::players, kMinSeats, kMaxSeats)
            .integer("smallBlind", &HoldemRules::smallBlind, 1, 1000)
            .integer("bigBlind", &HoldemRules::bigBlind, 2, 2000)
            .integer("ante", &HoldemRules::ante, 0, 1000)
            .integer("startingStack", &HoldemRules::startingStack, 1, 1000)
            .boolean("risingBlinds", &HoldemRules::risingBlinds)
            .integer("handsPerLevel", &HoldemRules::handsPerLevel, 1, 100);
        return flags;
    }();
    return t;
}

const game::VariantCatalog& HoldemRules::catalog() {
    static const game::VariantCatalog c = [] {
        game::VariantCatalog cat;
        cat.game = "holdem";
        cat.flags = table().specs();
        cat.presets = {{"holdem-nolimit", {}},
                       {"holdem-turbo", table().changes(turbo())},
                       {"holdem-headsup", table().changes(headsUp())}};
        return cat;
    }();
    return c;
}

HoldemRules HoldemRules::fromFlags(const game::FlagValues& values) {
    HoldemRules r = table().fromFlags(values);
    r.bigBlind = std::max(r.bigBlind, r.smallBlind);
    return r;
}

game::FlagValues HoldemRules::toFlags() const {
    return table().toFlags(*this);
}

} // namespace core::holdem
