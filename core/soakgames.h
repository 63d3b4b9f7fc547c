#pragma once
// The soak (game/soak.h) for each game by its id, over the rule sets a variant text names.

#include "game/soak.h"
#include "game/variant.h"

#include <string>
#include <string_view>
#include <vector>

namespace core {

/// One rule set a soak plays: where it comes from (a preset's id, or the variant text) and its flags.
struct SoakRuleSet {
    std::string variant;
    game::FlagValues flags;
};

/// The rule sets a soak of a game with this catalog cycles over, in order. `variant`: "all" is every preset,
/// anything else a variant text (a preset and/or flags, empty for the default). Each is played at every
/// player count the game allows, unless the text sets "players" or its preset does (a preset names only the
/// flags it changes, so it fixes the count only when it means to, as Hold'em heads-up does). Empty, with
/// `error` set, for a bad variant.
std::vector<SoakRuleSet> soakRuleSets(const game::VariantCatalog& catalog, std::string_view variant,
                                      std::string* error);

/// Runs the soak of `game` ("capsa", "canasta", "holdem", "empatsatu") over soakRuleSets(). `error` is set
/// (and nothing played) for an unknown game or a bad variant.
game::SoakReport soakGame(std::string_view game, std::string_view variant, const game::SoakOptions& options,
                          std::string* error);

} // namespace core
