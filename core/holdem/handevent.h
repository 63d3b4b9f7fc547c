#pragma once
// The public log of one hand: blinds, every action, the board as it comes, uncalled bets returned, the hands
// shown and who won each pot. Everything in it is seen by every seat; the app lists it as the hand history.

#include "cards/cardset.h"
#include "game/seat.h"
#include "holdem/handvalue.h"

#include <cstdint>
#include <string>

namespace core::holdem {

enum class Street : std::uint8_t { Preflop, Flop, Turn, River, Showdown };

/// "preflop", "flop", "turn", "river", "showdown".
std::string_view streetId(Street street);

struct HandEvent {
    enum class Kind : std::uint8_t {
        PostAnte,         ///< seat, amount
        PostSmallBlind,   ///< seat, amount (less than the blind when short; then allIn)
        PostBigBlind,     ///< seat, amount
        Fold,             ///< seat
        Check,            ///< seat
        Call,             ///< seat, amount added, total = the seat's bet this street
        Bet,              ///< seat, amount added, total (first bet of a street)
        Raise,            ///< seat, amount added, total
        BoardDealt,       ///< cards: the new board cards
        UncalledReturned, ///< seat, amount
        Showed,           ///< seat, cards: hole cards, best: best five, value
        PotWon,           ///< seat, pot (0 = main), amount; best and value when won at a showdown
        BustedOut,        ///< seat, amount = finishing place (1 = winner of the tournament)
    };
    Kind kind = Kind::Fold;
    game::Seat seat = game::kNoSeat;
    Street street = Street::Preflop;
    int amount = 0;
    int total = 0;
    bool allIn = false;     ///< the action (or blind) put the seat's last chip in
    bool fullRaise = false; ///< Bet/Raise: a full bet or raise (reopens the betting)
    int pot = -1;
    cards::CardSet cards{};
    cards::CardSet best{};
    HandValue value = 0;

    bool isAction() const { return kind >= Kind::Fold && kind <= Kind::Raise; }
    bool isAggressive() const { return kind == Kind::Bet || kind == Kind::Raise; }
    bool operator==(const HandEvent&) const = default;
};

/// One line of English for the command-line tool and logs, e.g. "seat 3 raises to 12 (all-in)".
std::string describe(const HandEvent& event);

} // namespace core::holdem
