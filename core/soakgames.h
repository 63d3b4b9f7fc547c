#pragma once
// The soak (game/soak.h) for each game by its id, over the rule sets a variant text names.

#include "game/soak.h"

#include <string>
#include <string_view>

namespace core {

/// Runs the soak of `game` ("capsa", "canasta", "holdem", "empatsatu"). `error` is set (and nothing played)
/// for an unknown game or a bad variant. `variant`: "all" is every preset of the game, anything else a
/// variant text (a preset and/or flags, empty for the default); each rule set is played at every player count
/// the game allows, unless the text (or its preset) sets "players".
game::SoakReport soakGame(std::string_view game, std::string_view variant, const game::SoakOptions& options,
                          std::string* error);

} // namespace core
