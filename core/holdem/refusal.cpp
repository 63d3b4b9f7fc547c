#include "holdem/refusal.h"

namespace core::holdem {

std::string_view describe(Refusal refusal) {
    switch (refusal) {
    case Refusal::HandOver:
        return "no hand is running";
    case Refusal::NotYourTurn:
        return "it is another player's turn";
    case Refusal::CannotFold:
        return "there is nothing to call: check instead of folding";
    case Refusal::CannotCheck:
        return "there is a bet to call: call, raise or fold";
    case Refusal::NothingToCall:
        return "there is nothing to call: check instead";
    case Refusal::RaiseTooSmall:
        return "the bet or raise is below the minimum";
    case Refusal::RaiseTooLarge:
        return "the bet or raise is more than the stack";
    case Refusal::NotEnoughChips:
        return "the stack does not cover more than a call";
    case Refusal::BettingClosed:
        return "a short all-in did not reopen the betting: call or fold";
    case Refusal::NoOneCanCall:
        return "every other player is all-in: nobody could call a raise";
    }
    return "refused";
}

} // namespace core::holdem
