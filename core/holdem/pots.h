#pragma once
// Pots and their settlement (holdem.md §4.4-4.5): the main pot and the side pots built from the all-in
// levels, and how a pot is shared between tied winners.

#include "game/seat.h"

#include <cstdint>
#include <span>
#include <vector>

namespace core::holdem {

/// A set of seats: bit s = seat s.
using SeatMask = std::uint16_t;

constexpr SeatMask seatBit(game::Seat seat) {
    return static_cast<SeatMask>(1u << seat);
}
constexpr bool hasSeat(SeatMask mask, game::Seat seat) {
    return (mask >> seat) & 1u;
}

/// One pot: its chips and the seats that can win it.
struct Pot {
    int amount = 0;
    SeatMask eligible = 0; ///< players still in who put in at least this pot's level
    bool operator==(const Pot&) const = default;
};

/// The pots made of `contributions` (chips each seat put in), main pot first. Each distinct contribution of
/// a player still in (`live`) is a level; a pot holds what every seat put in between the previous level and
/// its own, and the live seats that reached it may win it. Folded players' chips stay in the pots they fed.
/// Chips above the highest live level (none once uncalled bets are returned) join the last pot.
std::vector<Pot> buildPots(std::span<const int> contributions, SeatMask live);

/// How `amount` is shared by `winners`, listed clockwise starting left of the button: equal parts, and the
/// odd chips one each to the first winners in that order.
std::vector<int> splitPot(int amount, std::span<const game::Seat> winners);

/// The seats of `mask` in clockwise order starting with the seat left of `button` (the button comes last).
std::vector<game::Seat> clockwiseFromButton(SeatMask mask, game::Seat button, int seats);

} // namespace core::holdem
