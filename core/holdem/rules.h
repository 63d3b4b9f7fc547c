#pragma once
// Texas Hold'em, no-limit, as a tournament: 2-9 seats, everybody starts with the same stack, hands are dealt
// until one player holds every chip.
//
// Rules summary (spec: /work/shared/rules/holdem.md §4.2-4.5, after the seed paper 002 and Robert's Rules of
// Poker; options: the Hold'em appendix of /work/shared/rules/README.md):
//  - The button moves one seat clockwise each hand, to the next seat with chips; the small blind is the first
//    seat with chips clockwise from it, the big blind the next. Heads-up, the button posts the small blind,
//    acts first preflop and last after the flop. Blinds (and antes) are posted automatically; a stack that
//    cannot cover one goes all-in.
//  - Streets: preflop, flop (3 board cards), turn (4th), river (5th), showdown. Preflop the seat left of the
//    big blind acts first and the big blind has the option; later the first live seat left of the button.
//  - No-limit: fold, check, call, bet or raise to any amount up to the stack, all-in. Minimum bet = the big
//    blind; a raise's increment must be at least the largest full bet or raise increment of the street (the
//    big blind counts as the opening bet preflop). A short all-in does not reopen the betting for players who
//    have acted and face less than a full raise; several short all-ins that add up to one do.
//  - Uncalled bets go back; the last player in takes the pot unshown. Side pots are built from the all-in
//    levels (folded chips stay in the pots they fed) and settled separately from the highest one down; equal
//    hands split, odd chips go one each to the winners clockwise from the button.
//  - A player with no chips left after a hand is out; the tournament ends when one player has every chip.
//
// Flags (FlagTable keys):
//  - players        2..9, default 6.
//  - smallBlind     1..1000 chips, default 1.      - bigBlind   2..2000, default 2 (at least the small
//  blind).
//  - ante           0..1000 chips from every seat, default 0.
//  - startingStack  in big blinds, 1..1000, default 100.
//  - risingBlinds   off by default; on: the blinds and ante rise every handsPerLevel hands by the schedule of
//                   blindMultiplier() (x1, x2, x3, x4, x6, x8, x12, ...). [proposal]
//  - handsPerLevel  1..100, default 10.
//
// Presets: holdem-nolimit (the defaults), holdem-turbo (rising blinds every 10 hands from 50 big blinds),
// holdem-headsup (2 players).

#include "game/variant.h"

namespace core::holdem {

inline constexpr int kMaxSeats = 9;
inline constexpr int kMinSeats = 2;

/// The forced bets of one hand, in chips.
struct Blinds {
    int smallBlind = 1;
    int bigBlind = 2;
    int ante = 0;
    bool operator==(const Blinds&) const = default;
};

struct HoldemRules {
    int players = 6;
    int smallBlind = 1;
    int bigBlind = 2;
    int ante = 0;
    int startingStack = 100; ///< in big blinds
    bool risingBlinds = false;
    int handsPerLevel = 10;

    /// The starting stack in chips.
    int startingChips() const { return startingStack * bigBlind; }
    /// The blinds of hand `handIndex` (0-based), with rising blinds applied.
    Blinds blindsForHand(int handIndex) const;
    /// The multiplier of blind level `level` (0-based): 1, 2, 3, 4, 6, 8, 12, 16, 24, ... (x2 and x1.5 in
    /// turn), capped so chip counts stay far from overflow.
    static int blindMultiplier(int level);

    static HoldemRules turbo();
    static HoldemRules headsUp();

    static const game::FlagTable<HoldemRules>& table();
    static const game::VariantCatalog& catalog();
    /// The big blind is raised to the small blind if a flag set asks for less.
    static HoldemRules fromFlags(const game::FlagValues& values);
    game::FlagValues toFlags() const;

    bool operator==(const HoldemRules&) const = default;
};

} // namespace core::holdem
