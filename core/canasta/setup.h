#pragma once
// A position written as card strings, for tests and tutorials: hands, pile, stock, melds. Play from it goes
// through the same rules as a dealt hand. Seating is fixed (seats 0, 1, 2 ... clockwise).

#include "canasta/board.h"

#include <array>
#include <string>
#include <vector>

namespace core::canasta {

struct Setup {
    CanastaRules rules;
    int hand = 0; ///< hand number: who deals and, with 5 or 6 in teams of three, who plays
    std::array<int, kMaxSides> scores{};
    game::Seat current = game::kNoSeat; ///< who is to draw; default the hand's first player
    std::array<std::string, kMaxSeats> hands;
    std::array<std::string, kMaxSeats> known; ///< cards of `hands` taken with the pile (known to all)
    std::array<std::string, kMaxSeats> redThrees;
    std::array<std::vector<std::string>, kMaxSides> melds; ///< each entry one meld
    std::array<int, kMaxSides> opened{-1, -1, -1};         ///< -1: opened if the side has melds
    std::string pile;                                      ///< bottom card first
    Frozen frozen = Frozen::No;
    std::string stock;        ///< top card first
    bool restInStock = true;  ///< cards not named go below the stock; otherwise they are put aside
    bool turnUpcard = false;  ///< turn the pile's first card(s) from the stock by the upcard procedure
    bool layRedThrees = true; ///< lay red 3s found in the hands out and replace them, as after a deal
};

} // namespace core::canasta
