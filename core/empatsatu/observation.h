#pragma once
// What one seat at an Empat Satu table sees: its own hand, every face-up discard and who threw it, the card
// that can be taken now, the cards known to sit in other hands (taken face up and not thrown again), counts,
// the turn, the tally, and at the end of a hand every hand with its score and the ranking.
//
// A person at the table sees every discard as it is made, so the observation keeps all of them with the
// seat that threw them, whatever the pile style; discardPiles only changes how they are grouped
// (centralPile() or pile(seat)).

#include "cards/deck.h"
#include "empatsatu/handresult.h"
#include "empatsatu/rules.h"

#include <array>
#include <optional>
#include <vector>

namespace core::empatsatu {

/// Where the seat to act is in its turn.
enum class Phase : std::uint8_t {
    Start,    ///< before anything: may stop; draws or takes (or discards first in discardFirst)
    Discard,  ///< has drawn or taken, must discard (draw-first)
    Draw,     ///< has discarded, must draw or take (discardFirst)
    HandOver, ///< the hand has ended
};

/// One card lying face up, with the seat that threw it.
struct DiscardEntry {
    cards::Card card;
    std::int8_t seat = -1;
    bool operator==(const DiscardEntry&) const = default;
};

/// One completed turn, as everyone at the table saw it: the card taken face up (none when the player drew
/// from the stock) and the card thrown. Turn i of a hand is played by seat (firstPlayer + i) mod players.
struct TurnRecord {
    cards::Card taken;
    cards::Card thrown;
    bool operator==(const TurnRecord&) const = default;
};

/// The turns a hand logs at most; later turns are not logged (a hand of bots ends well before).
inline constexpr int kTurnLogSize = 64;

/// A seat or turn number as an index into the per-seat and per-turn arrays.
constexpr std::size_t idx(int i) {
    return static_cast<std::size_t>(i);
}

struct Observation {
    game::Seat seat = game::kNoSeat;
    EmpatSatuRules rules;
    int handIndex = 0;
    game::Seat dealer = game::kNoSeat;
    game::Seat firstPlayer = game::kNoSeat;
    /// The seat to act; kNoSeat once the hand is over.
    game::Seat current = game::kNoSeat;
    Phase phase = Phase::Start;
    int turns = 0;          ///< turns completed in this hand
    int postStockTurns = 0; ///< turns completed that began with an empty stock

    cards::CardSet hand; ///< this seat's cards
    std::array<int, kMaxSeats> handCounts{};
    int stockCount = 0;
    /// Every card now lying face up, oldest first.
    std::vector<DiscardEntry> discards;
    /// The card the seat to act may take (the previous player's latest discard); none on the first turn.
    cards::Card takeable;
    /// The card the seat to act took this turn (it may not be thrown back unless mayRediscardTaken).
    cards::Card takenThisTurn;
    /// discardFirst: the card the seat to act threw at the start of this turn.
    cards::Card discardedThisTurn;
    /// Per seat: cards known to be in that hand (taken face up, not thrown since). Includes this seat.
    std::array<cards::CardSet, kMaxSeats> known{};
    /// Per seat: every card taken from the discards in this hand.
    std::array<cards::CardSet, kMaxSeats> taken{};
    /// Per seat: every card discarded in this hand.
    std::array<cards::CardSet, kMaxSeats> thrown{};
    /// The first kTurnLogSize completed turns of this hand, in order: what each player took and threw.
    std::vector<TurnRecord> turnLog;
    /// Session tally (kept when rules.runningTotals).
    std::array<int, kMaxSeats> wins{};
    std::array<int, kMaxSeats> losses{};
    /// At the end of the hand: every hand shown, scores, winner and loser.
    std::optional<HandResult> result;

    bool handOver() const { return phase == Phase::HandOver; }
    /// All face-up cards, oldest first (the central pile; with personal piles, all of them in throw order).
    std::vector<cards::Card> centralPile() const;
    /// The face-up cards thrown by `owner`, oldest first (that seat's personal pile).
    std::vector<cards::Card> pile(game::Seat owner) const;
    cards::CardSet discardSet() const;
    /// Cards whose place this seat does not know: the stock and the hidden part of the other hands.
    cards::CardSet unseen() const;
    /// Every physical card whose face this observation reveals.
    std::vector<cards::PhysicalCard> knownCards() const;

    bool operator==(const Observation&) const = default;
};

} // namespace core::empatsatu
