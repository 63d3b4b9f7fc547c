#include "games.h"

#include "canasta/rules.h"

namespace core {

const std::vector<GameInfo>& allGames() {
    static const std::vector<GameInfo> games = {
        {"canasta", &canasta::CanastaRules::catalog()},
    };
    return games;
}

const GameInfo* findGame(std::string_view id) {
    for (const GameInfo& g : allGames())
        if (g.id == id) return &g;
    return nullptr;
}

} // namespace core
