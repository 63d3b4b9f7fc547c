#pragma once
// The games the core knows, with their variant catalogs, for menus and the command-line tool.

#include "game/variant.h"

#include <string_view>
#include <vector>

namespace core {

struct GameInfo {
    std::string_view id; ///< "capsa", "canasta", "holdem", "empatsatu"
    const game::VariantCatalog* catalog = nullptr;
};

/// Every playable game, in menu order.
const std::vector<GameInfo>& allGames();
/// The game with this id, or nullptr.
const GameInfo* findGame(std::string_view id);

} // namespace core
