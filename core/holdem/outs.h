#pragma once
// Outs and pot odds: the small helpers an odds panel shows next to the equity.

#include "cards/card.h"
#include "cards/cardset.h"
#include "holdem/handvalue.h"

#include <vector>

namespace core::holdem {

/// One card that would lift the hero's hand into a better category on the next street.
struct Out {
    cards::Card card;
    Category from = Category::HighCard; ///< the category now
    Category to = Category::HighCard;   ///< the category with the card
    bool operator==(const Out&) const = default;
};

/// Outs on the flop or the turn (3 or 4 board cards; otherwise none): every unseen card after which the best
/// five of hole + board + card is of a higher category than the best five of hole + board now, in Card::id()
/// order. Any category gain counts, also one the board gives everybody (a card pairing the board turns high
/// card into a pair for the hero too), and a flush draw's card that also pairs counts once, under its best
/// category. The opponents' cards are unknown, so an out is not a promise of winning.
std::vector<Out> outs(cards::CardSet hole, cards::CardSet board);

/// Pot odds of a call: call / (pot + call), where `pot` is everything in the middle before the call
/// (including the bet being called). 0 when there is nothing to call.
double potOdds(double call, double pot);

enum class CallVerdict : unsigned char {
    Call,      ///< equity above the pot odds: calling wins chips in the long run
    Fold,      ///< equity below the pot odds
    BreakEven, ///< equal within `tolerance`
};

/// Compares the hero's pot share (EquityResult::share()) with the pot odds of calling `call` into `pot`.
/// Ignores future betting (implied odds) on purpose: it is the plain pot-odds rule.
CallVerdict callVerdict(double equityShare, double call, double pot, double tolerance = 1e-9);

} // namespace core::holdem
