#pragma once
// Empat Satu (41): an Indonesian draw-and-discard game for 2-6 players with one 52-card pack.
//
// Rules (seed 004 = pagat's "Empat Satu (41)"; spec: /work/shared/rules/empatsatu.md):
//  - Values: A 11, K Q J 10 count 10, 2-9 face value. A hand of four scores the sum of one suit (the best
//    one for the holder) minus the sum of the other cards; 41 is the top, -22 the bottom.
//  - Deal: four cards each, one at a time, clockwise from the dealer's left; the rest is the face-down stock.
//    The first dealer is chosen at random and plays first; later the loser deals and the winner plays first.
//  - A turn: at its very start a player holding four cards of one suit may stop (even on the first turn);
//    otherwise draw the top of the stock or take the card the previous player has just discarded (not on the
//    first turn of the hand), then discard one card face up. A card just taken may not be thrown back.
//  - The hand ends when a player stops, or when the stock is empty and the player to move does not take the
//    discard. Highest score wins, lowest loses; equal scores compare the worst card, then the next worst...
//
// Flags (FlagTable keys; defaults are the seed's rules):
//  - players            2..6, default 4.
//  - discardPiles       Central (one face-up pile) | Personal (a pile per player). Only the display differs;
//                       in both only the previous player's latest discard can be taken.
//  - stopThreshold      0: a four-card flush may stop (seed). 1..41: any hand whose score reaches the value
//                       may stop, flush or not (JB Games' "threshold", [R:asikabis]).
//  - discardFirst       JB Games' "Difficult" mode: discard first, then draw or take the previous discard.
//  - endWhenStockEmpty  the hand ends as soon as the turn that emptied the stock is over ([R:gamerules-41]).
//  - postStockTurnCap   turns that may be played once the stock is empty (app safety, [proposal]):
//                       kTurnCapTwicePlayers (-1, the default) = 2 x players; 0 = unlimited; n > 0 = n turns.
//  - mayRediscardTaken  the card taken from the previous discard may be thrown again in the same turn
//                       ([R:asikabis]).
//  - runningTotals      keep a session tally of hands won and lost ([proposal]; the seed keeps no score).
//  - hands              hands in a session; 0 = no limit (play until the table is left).
//
// Presets (the Variant menu):
//  - empatsatu-klasik   the seed / pagat: 4 players, central pile, stop on a four-card flush, draw first,
//                       the taken card may not be thrown back, play on after the stock empties (cap 2 x N).
//  - empatsatu-jbgames  JB Games' house rules ([R:asikabis]): a pile per player, Difficult mode (discard
//                       first), any card may be thrown back, stop once the hand is worth 30 or more (JB lets
//                       the host pick 0-41; 30 is our pick), a running tally of wins and losses.
//  - empatsatu-cepat    quick hands as on gamerules.com ([R:gamerules-41]): the hand ends when the stock runs
//                       out.

#include "game/variant.h"

#include <cstdint>

namespace core::empatsatu {

/// How the face-up discards lie on the table.
enum class DiscardPiles : std::uint8_t { Central, Personal };

struct EmpatSatuRules {
    /// postStockTurnCap value meaning "twice the number of players".
    static constexpr int kTurnCapTwicePlayers = -1;
    static constexpr int kMinPlayers = 2;
    static constexpr int kMaxPlayers = 6;

    int players = 4;
    DiscardPiles discardPiles = DiscardPiles::Central;
    int stopThreshold = 0;
    bool discardFirst = false;
    bool endWhenStockEmpty = false;
    int postStockTurnCap = kTurnCapTwicePlayers;
    bool mayRediscardTaken = false;
    bool runningTotals = false;
    int hands = 0;

    /// The number of turns allowed with an empty stock; 0 = unlimited.
    int effectiveTurnCap() const {
        return postStockTurnCap == kTurnCapTwicePlayers ? 2 * players : postStockTurnCap;
    }

    static const game::FlagTable<EmpatSatuRules>& table();
    static const game::VariantCatalog& catalog();
    static EmpatSatuRules fromFlags(const game::FlagValues& values);
    game::FlagValues toFlags() const;

    bool operator==(const EmpatSatuRules&) const = default;
};

} // namespace core::empatsatu
