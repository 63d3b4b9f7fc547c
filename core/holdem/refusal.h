#pragma once
// Why a Hold'em action was refused; the app translates each value.

#include <cstdint>
#include <string_view>

namespace core::holdem {

enum class Refusal : std::uint8_t {
    HandOver,       ///< no hand is running (it has ended, or the tournament is over)
    NotYourTurn,    ///< another seat is to act (checkFor() only)
    CannotFold,     ///< nothing to call: check instead (folding for free is not offered)
    CannotCheck,    ///< there is a bet to call
    NothingToCall,  ///< "call" with nothing to call: check instead
    RaiseTooSmall,  ///< below the minimum bet or raise, and not the player's whole stack
    RaiseTooLarge,  ///< more than the player's stack
    NotEnoughChips, ///< the stack does not cover more than the call: only call (all-in) or fold
    BettingClosed,  ///< a short all-in did not reopen the betting for this player: only call or fold
    NoOneCanCall,   ///< every other player still in is all-in: a raise could not be called
};

/// English text for the command-line tool and logs.
std::string_view describe(Refusal refusal);

} // namespace core::holdem
