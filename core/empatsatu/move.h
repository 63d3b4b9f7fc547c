#pragma once
// Moves of Empat Satu and why a move can be refused.

#include "cards/card.h"

#include <compare>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace core::empatsatu {

struct Move {
    enum class Kind : std::uint8_t {
        Stop,    ///< "stop": end the hand at the start of one's turn
        Draw,    ///< "draw": the top card of the stock
        Take,    ///< "take": the card the previous player has just discarded
        Discard, ///< "discard 9h"
        End,     ///< "end": the stock is empty and the discard is not taken; the hand ends
    };
    Kind kind = Kind::Draw;
    cards::Card card; ///< Discard only

    static Move stop() { return {Kind::Stop, {}}; }
    static Move draw() { return {Kind::Draw, {}}; }
    static Move take() { return {Kind::Take, {}}; }
    static Move discard(cards::Card c) { return {Kind::Discard, c}; }
    static Move end() { return {Kind::End, {}}; }

    auto operator<=>(const Move&) const = default;

    /// "stop", "draw", "take", "discard 9h", "end".
    std::string toString() const;
    /// The inverse of toString() (case-insensitive card, "10h" accepted).
    static std::optional<Move> parse(std::string_view text);
};

/// Why apply() refused a move; the app translates these.
enum class Refusal : std::uint8_t {
    HandOver,           ///< the hand is over; no move until the next deal
    WrongPhase,         ///< not at this point of the turn (e.g. discard before drawing, draw twice)
    StopNotAtTurnStart, ///< stopping is allowed only before drawing or discarding
    StopNotQualified,   ///< the hand is not four of one suit (or is below the stop threshold)
    StockEmpty,         ///< draw from an empty stock
    StockNotEmpty,      ///< "end" while the stock still has cards
    TakeOnFirstTurn,    ///< nothing has been discarded yet in this hand
    RediscardTaken,     ///< throwing back the card just taken from the discard
    NotInHand,          ///< discarding a card the player does not hold
};

/// English description for the command-line tool and logs.
std::string_view describe(Refusal refusal);

} // namespace core::empatsatu
