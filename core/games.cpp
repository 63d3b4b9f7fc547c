#include "games.h"

#include "canasta/rules.h"
#include "capsa/rules.h"
#include "empatsatu/rules.h"
#include "holdem/rules.h"

namespace core {

const std::vector<GameInfo>& allGames() {
    static const std::vector<GameInfo> games = {
        {"capsa", &capsa::CapsaRules::catalog()},
        {"canasta", &canasta::CanastaRules::catalog()},
        {"empatsatu", &empatsatu::EmpatSatuRules::catalog()},
        {"holdem", &holdem::HoldemRules::catalog()},
    };
    return games;
}

const GameInfo* findGame(std::string_view id) {
    for (const GameInfo& g : allGames())
        if (g.id == id) return &g;
    return nullptr;
}

} // namespace core
