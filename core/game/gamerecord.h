#pragma once
// A game written down as (game, variant flags, seed, moves): enough to rebuild it exactly.
//
// Text form, one item per line ('#' starts a comment):
//   game capsa
//   seed 7
//   flag bombBeatsSingle=on
//   move 3d 4c 5h 6s 7d
//   move pass
//   move next-deal
// Move texts are each game's Move::toString(); "next-deal" marks the start of the following deal.

#include "game/variant.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace core::game {

/// The move text that starts the next deal of a multi-deal game.
inline constexpr std::string_view kNextDealMove = "next-deal";

struct GameRecord {
    std::string game;
    std::uint64_t seed = 0;
    FlagValues flags;
    std::vector<std::string> moves;

    std::string toText() const;

    struct Parse;
    static Parse fromText(std::string_view text);

    bool operator==(const GameRecord&) const = default;
};

struct GameRecord::Parse {
    enum class Error : unsigned char { None, UnknownKeyword, MissingGame, BadSeed, BadFlag, DuplicateFlag };
    std::optional<GameRecord> record;
    Error error = Error::None;
    int line = 0; ///< 1-based line of the error
};

/// English description of a record parse error, for the command-line tool and logs.
std::string describe(GameRecord::Parse::Error error);

} // namespace core::game
