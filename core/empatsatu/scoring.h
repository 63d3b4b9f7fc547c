#pragma once
// Scoring and ranking of Empat Satu hands (rules §5.3).
//
// A hand's score is the best, over the suits, of (sum of that suit) - (sum of the other cards). On equal
// scores the hands compare their signed contributions (plus for the counting suit, minus for the others)
// sorted from the worst upwards; the first difference decides and the higher value wins. Identical vectors
// are an exact tie, settled by turn order (see rankHands).

#include "cards/cardset.h"
#include "game/seat.h"

#include <array>
#include <cstdint>
#include <span>
#include <vector>

namespace core::empatsatu {

/// Cards in a hand between turns.
inline constexpr int kHandSize = 4;
/// The most hands a table holds (EmpatSatuRules::kMaxPlayers).
inline constexpr int kMaxSeats = 6;

/// A 11; K Q J 10 count 10; 2-9 their face value.
constexpr int cardValue(cards::Card card) {
    constexpr std::array<int, 13> kValues = {2, 3, 4, 5, 6, 7, 8, 9, 10, 10, 10, 10, 11};
    return kValues[static_cast<std::size_t>(card.rankIndex())];
}

/// The full evaluation of a hand of 1 to 5 cards.
struct HandValue {
    int score = 0;
    /// The counting suit: the best score; among equal scores the better tie-break vector; then c < d < h < s.
    cards::Suit suit = cards::Suit::Clubs;
    /// Signed contributions, lowest first; the first `size` entries are used.
    std::array<std::int8_t, 5> contributions{};
    int size = 0;
    /// Orders hands of the same size: higher is better, equal means an exact tie.
    std::uint32_t key = 0;

    /// The tie-break vector, lowest (worst) first.
    std::vector<int> tieBreakVector() const { return {contributions.begin(), contributions.begin() + size}; }
    bool operator==(const HandValue&) const = default;
};

/// Evaluates a hand of 1 to 5 cards.
HandValue evaluate(cards::CardSet hand);
/// Just the score (fast path).
int handScore(cards::CardSet hand);
/// The ranking key alone: for hands of the same size, higher is better, equal is an exact tie.
std::uint32_t rankKey(cards::CardSet hand);
/// >0 when `a` ranks above `b`, <0 below, 0 for an exact tie (hands of the same size).
int compareHands(cards::CardSet a, cards::CardSet b);

/// What separated two neighbours in a ranking.
enum class TieBreak : std::uint8_t {
    Score,      ///< different scores
    WorstCards, ///< same score; the signed worst cards decided
    TurnOrder,  ///< exact tie; turn order from the anchor decided [proposal]
};

struct Ranking {
    /// Seats from the best hand to the worst.
    std::array<game::Seat, kMaxSeats> order{};
    int count = 0;
    /// How the winner was separated from the runner-up.
    TieBreak winnerBy = TieBreak::Score;
    /// How the loser was separated from the one just above.
    TieBreak loserBy = TieBreak::Score;

    game::Seat winner() const { return order[0]; }
    game::Seat loser() const { return order[static_cast<std::size_t>(count - 1)]; }
    bool operator==(const Ranking&) const = default;
};

/// Ranks the hands of seats 0..n-1 (n >= 2). Exact ties go to the seat that comes first in turn order
/// starting from `anchor` (the player who stopped, or who declined the discard when the stock was empty):
/// it ranks higher, so among exact ties for the top it wins, and among exact ties for the bottom the one
/// furthest from the anchor loses.
Ranking rankHands(std::span<const cards::CardSet> hands, game::Seat anchor);

} // namespace core::empatsatu
