#pragma once
// Odds for the app's odds panel, computed from one seat's observation only.
//
// Model: every card the seat cannot place (the stock and the hidden part of the other hands) is equally
// likely to be the next stock card. That is exact for a stock whose order nobody knows, given what the
// seat has seen; it does not try to read the other players' choices.
//  - nextCardRaises: the chance that the next stock card, with the best discard after it, gives a higher
//    score than the hand the turn started with.
//  - discards: when a discard is the next action, each legal discard with the score it leaves and the
//    expected score after one more stock draw (followed by the best discard, when there is one to make).
//  - opponents: which suits each other player seems to collect, from what they took and threw.

#include "empatsatu/observation.h"

#include <array>
#include <optional>
#include <vector>

namespace core::empatsatu {

/// An exact chance as a count of cards.
struct StockChance {
    int favourable = 0; ///< unseen cards that would raise the score
    int unseen = 0;     ///< cards the seat cannot place
    double probability() const { return unseen > 0 ? double(favourable) / unseen : 0.0; }
    bool operator==(const StockChance&) const = default;
};

struct DiscardOption {
    cards::Card card;
    /// Score of the cards left (four, or three when discarding first).
    int score = 0;
    /// Expected score after the next stock card (and the best discard after it, if the hand has five);
    /// none when the stock is empty.
    std::optional<double> expectedAfterDraw;
};

/// What one opponent's takes and throws suggest, per suit (index = Suit).
struct OpponentSuits {
    game::Seat seat = game::kNoSeat;
    std::array<int, 4> taken{};
    std::array<int, 4> thrown{};
    /// 2 x taken - thrown: a take is a deliberate choice of a card, a throw only says "not that one".
    std::array<int, 4> signal{};
    /// The suits with the highest positive signal (none when nothing points anywhere).
    std::vector<cards::Suit> collecting;
};

struct OddsReport {
    /// Score of the best four cards held (of the three, when holding three).
    int score = 0;
    /// While the stock has cards and the seat holds four (or three after discarding first).
    std::optional<StockChance> nextCardRaises;
    /// When the seat must discard next; in card order.
    std::vector<DiscardOption> discards;
    std::vector<OpponentSuits> opponents;
};

/// The best score of `hand` kept to at most four cards.
int bestFourScore(cards::CardSet hand);
/// Chance that one card from `unseen` added to `hand` (then the best four kept) scores above `reference`.
StockChance raiseChance(cards::CardSet hand, int reference, cards::CardSet unseen);
/// Average over `unseen` of bestFourScore(hand + card).
double expectedAfterDraw(cards::CardSet hand, cards::CardSet unseen);
/// Takes and throws of `seat`, summed per suit.
OpponentSuits opponentSuits(const Observation& observation, game::Seat seat);

/// Everything the odds panel shows for the observing seat.
OddsReport computeOdds(const Observation& observation);

} // namespace core::empatsatu
