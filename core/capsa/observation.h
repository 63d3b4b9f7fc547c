#pragma once
// What one Capsa seat sees: its own hand, the table, who passed, hand sizes, the cards played this round
// (unless hidePlayedTricks turns finished tricks face down) and the scores.

#include "capsa/combination.h"
#include "capsa/instantwin.h"
#include "capsa/move.h"
#include "capsa/rules.h"
#include "cards/deck.h"
#include "game/seat.h"

#include <array>
#include <optional>
#include <vector>

namespace core::capsa {

using game::Seat;

/// One play or pass, for the trick log.
struct LogEntry {
    Seat seat = game::kNoSeat;
    Move move;
    Kind kind = Kind::Invalid; ///< what was played (Invalid for a pass)
    int trick = 0;             ///< trick number within the round
    bool operator==(const LogEntry&) const = default;
};

/// The outcome of one round.
struct RoundResult {
    std::vector<Seat> finishOrder; ///< first out first; all four seats
    std::array<int, 4> points{};
    std::array<int, 4> cardsLeft{}; ///< at the moment the first player went out
    InstantWin instantWin = InstantWin::None;
    bool operator==(const RoundResult&) const = default;
};

struct Observation {
    Seat seat = game::kNoSeat;
    CapsaRules rules;
    int round = 0;
    cards::CardSet hand;
    std::array<int, 4> handCounts{};
    Seat current = game::kNoSeat;
    std::optional<Combination> table; ///< the combination to beat; empty when leading
    Seat tableOwner = game::kNoSeat;
    std::uint8_t passedMask = 0; ///< seats locked out of the trick (or passed since the last play)
    bool mustPlayThreeOfDiamonds = false;
    bool twoDemoted = false;
    cards::CardSet trickCards;                ///< cards of the current trick
    cards::CardSet playedEarlier;             ///< earlier tricks of this round (empty under hidePlayedTricks)
    std::array<cards::CardSet, 4> playedBy{}; ///< per seat, this round (empty under hidePlayedTricks)
    std::vector<LogEntry> log;                ///< this round (only the current trick under hidePlayedTricks)
    int trick = 0;
    std::vector<Seat> finishOrder;
    std::array<int, 4> countsAtFirstOut{};               ///< hand sizes when the first player went out
    std::array<cards::CardSet, 4> playedAfterFirstOut{}; ///< empty under hidePlayedTricks
    bool roundOver = false;
    bool gameOver = false;
    std::array<cards::CardSet, 4> revealedHands{}; ///< every hand, once the round is over
    std::array<int, 4> totals{};
    std::vector<RoundResult> results;

    /// Cards whose place this seat knows.
    std::vector<cards::PhysicalCard> knownCards() const {
        cards::CardSet known = hand | trickCards | playedEarlier;
        for (const auto& h : revealedHands) known |= h;
        for (const auto& p : playedAfterFirstOut) known |= p;
        std::vector<cards::PhysicalCard> out;
        for (cards::Card c : known) out.push_back(c.id());
        return out;
    }
    bool isLeading() const { return !table.has_value(); }
    bool operator==(const Observation&) const = default;
};

} // namespace core::capsa
