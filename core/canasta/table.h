#pragma once
// Who plays with whom, where everyone sits and who deals (§3.4, §3.13).
//
// The draw for partners ranks cards A high ... 2 low, ties broken by suit (spades > hearts > diamonds >
// clubs); a joker or an exact tie (the same face from the other pack) draws again. The draw order A > B > C
// ... then makes the teams and the seating:
//  - 2 and 3 players: each plays alone; seats stay as they are; A deals first.
//  - 4: A+B against C+D, seated A, C, B, D clockwise (partners opposite).
//  - 5: A+B+C against D+E; four play each hand: A+B, then C+A, then B+C (repeating) with D+E, seated
//    first, D, second, E.
//  - 6 in three pairs: A+B, C+D, E+F seated A, C, E, B, D, F (partners three seats apart).
//  - 6 in two teams of three: A+B+C against D+E+F, each team rotating as the three in the 5-player game.
// The deal passes to the left: the dealer of hand h sits h places clockwise of the first dealer's place.
// With Seating::Fixed the draw order is the one that seats the players 0, 1, 2 ... clockwise in the first
// hand.

#include "canasta/rules.h"
#include "cards/card.h"
#include "cards/rng.h"
#include "game/seat.h"

#include <array>
#include <cstdint>

namespace core::canasta {

using game::kNoSeat;
using game::Seat;

inline constexpr int kMaxSeats = 6;
inline constexpr int kMaxSides = 3;

/// The draw for partners: the order (A first) and the card each seat drew last.
struct PartnerDraw {
    std::array<Seat, kMaxSeats> order{};        ///< order[0] drew the highest card
    std::array<cards::Card, kMaxSeats> cards{}; ///< per seat; no card with fixed seating
    bool operator==(const PartnerDraw&) const = default;
};

/// Draws for partners with a seeded shuffle of the 108 cards (Seating::Draw), or the fixed order.
PartnerDraw drawForPartners(const CanastaRules& rules, cards::Rng& rng);
/// The draw order that seats players 0, 1, 2 ... clockwise in the first hand.
PartnerDraw fixedSeating(const CanastaRules& rules);
/// The draw ranking: higher is better; jokers rank lowest (they draw again).
int drawRank(cards::Card c);

/// The table for one hand.
struct Table {
    std::array<Seat, kMaxSeats> clockwise{}; ///< the seats dealt in, clockwise from the first dealer's place
    std::int8_t count = 0;                   ///< how many play this hand
    std::array<std::int8_t, kMaxSeats> side{}; ///< every seat's side (also for those sitting out)
    std::array<Seat, kMaxSeats> partner{};     ///< the partner playing this hand, or kNoSeat
    std::int8_t sides = 0;
    Seat dealer = kNoSeat;
    Seat first = kNoSeat; ///< the first player to act

    bool active(Seat s) const {
        for (int i = 0; i < count; ++i)
            if (clockwise[i] == s) return true;
        return false;
    }
    int position(Seat s) const {
        for (int i = 0; i < count; ++i)
            if (clockwise[i] == s) return i;
        return -1;
    }
    /// The next seat clockwise among those playing.
    Seat next(Seat s, int steps = 1) const { return clockwise[(position(s) + steps) % count]; }
    bool operator==(const Table&) const = default;
};

/// The table of hand `hand` (0-based) for the draw order `order`.
Table makeTable(const CanastaRules& rules, const std::array<Seat, kMaxSeats>& order, int hand);

} // namespace core::canasta
