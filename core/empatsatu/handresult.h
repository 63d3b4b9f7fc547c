#pragma once
// How an Empat Satu hand ended: every hand shown, scored and ranked.

#include "empatsatu/scoring.h"

#include <array>
#include <cstdint>

namespace core::empatsatu {

enum class EndReason : std::uint8_t {
    Stopped,    ///< a player stopped at the start of a turn
    Declined,   ///< the stock was empty and the player to move did not take the discard ("end")
    StockEmpty, ///< endWhenStockEmpty: the turn that emptied the stock is over
    TurnCap,    ///< postStockTurnCap turns were played with an empty stock
};

struct HandResult {
    EndReason reason = EndReason::Stopped;
    /// Where turn order starts for exact ties: the player who stopped or declined; for StockEmpty and
    /// TurnCap the player who would have moved next.
    game::Seat anchor = game::kNoSeat;
    /// Every hand, shown at the end.
    std::array<cards::CardSet, kMaxSeats> hands{};
    std::array<int, kMaxSeats> scores{};
    std::array<cards::Suit, kMaxSeats> suits{};
    Ranking ranking;

    game::Seat winner() const { return ranking.winner(); }
    game::Seat loser() const { return ranking.loser(); }
    bool operator==(const HandResult&) const = default;
};

} // namespace core::empatsatu
