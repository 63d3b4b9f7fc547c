#pragma once
// Numbers for the app's odds panel, from one seat's observation only (never the hidden cards):
//  - the cards not yet seen, per face and per rank (two packs: 8 of each rank, 4 jokers);
//  - the chance that the next stock card fits: a natural of a rank the side has melded or the seat holds a
//    pair of, or a wild card that has somewhere to go;
//  - for each card in the hand, the risk that the next opponent could take the pile if it were discarded,
//    from what that opponent's side has melded and what it is known to hold (cards taken with the pile).
// A side that has not melded yet is assumed able to reach its first meld's minimum (an upper bound on the
// risk). Unseen cards are assumed equally likely to be anywhere out of sight (the stock and the hidden parts
// of the other hands); red 3s drawn from the stock are replaced, so they do not count against the next card.

#include "canasta/observation.h"

#include <array>
#include <vector>

namespace core::canasta {

enum class DiscardRiskReason : unsigned char {
    WildCardFreezes, ///< a wild card on top cannot be taken (it freezes the pile)
    BlackThreeStops, ///< a black 3 on top cannot be taken
    OneCardPile,     ///< the next player holds one card and the pile would be one card
    OntoTheirMeld,   ///< certain: the next opponent's side can add it to a meld
    KnownPair,       ///< certain: the next opponent is known to hold a natural pair of it
    KnownMatch,      ///< certain: the next opponent is known to hold a natural and a wild card for it
    Chance,          ///< the chance that their hidden cards hold what taking it needs
};

struct DiscardRisk {
    Card card;
    double risk = 0.0; ///< 0 ... 1
    DiscardRiskReason reason = DiscardRiskReason::Chance;
};

struct CanastaOdds {
    std::array<int, Card::kIdCount> unseenByFace{}; ///< 0, 1 or 2 per face (by Card::id())
    std::array<int, 13> unseenByRank{};             ///< by Card::rankIndex(): 2s ... aces, 8 at most
    int unseenJokers = 0;
    int unseenTotal = 0;
    double nextCardFits = 0.0;
    std::vector<DiscardRisk> discardRisks; ///< one per distinct face in the hand, in face order
};

/// Which takes of the pile the discard risks count for the next player: every take the rules allow, or only
/// a take with a natural pair (for a player read as never taking the pile onto a meld or with a wild card).
enum class PileTakes : unsigned char { Any, NaturalPairOnly };

CanastaOdds computeOdds(const Observation& observation, PileTakes nextPlayerTakes = PileTakes::Any);

/// P(at least `need` successes) when drawing `draws` cards without replacement from `population` cards of
/// which `successes` succeed.
double atLeast(int need, int successes, int population, int draws);

} // namespace core::canasta
