#pragma once
// Bots play one deal of any game the core knows and the game is written down as a record (the command
// line's `play`, the coach's benchmark and tests). Each bot's generator is seeded as the app seeds it (the
// game's seed and the number of moves made), so the app replays the same game from the record.

#include "game/gamerecord.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace core {

struct PlayedDeal {
    std::optional<game::GameRecord> record;
    std::vector<double> points; ///< each seat's points for the deal, as `simulate` counts them
    std::string error;          ///< English, when there is no record
};

/// Plays the first deal (Hold'em: the first hand) of `game` under `flags` (a variant's values; the player
/// count is set from `seats` in the games that have one) from `seed`, one bot level per seat ("easy",
/// "medium", "hard" as the game offers). Errors: an unknown game or bot, a seat count the game does not
/// allow, flags the game refuses.
PlayedDeal playDeal(std::string_view game, game::FlagValues flags, const std::vector<std::string>& seats,
                    std::uint64_t seed);

} // namespace core
