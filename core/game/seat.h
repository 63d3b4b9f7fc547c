#pragma once

namespace core::game {

/// A place at the table, 0-based, clockwise. The person usually sits at seat 0.
using Seat = int;
inline constexpr Seat kNoSeat = -1;

/// The seat `steps` places clockwise from `seat` at a table of `seats`.
constexpr Seat nextSeat(Seat seat, int seats, int steps = 1) {
    return (seat + steps) % seats;
}

} // namespace core::game
