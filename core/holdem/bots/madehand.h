#pragma once
// What a player's two cards make of the board, the way a rule-based player reads it: top pair with a good
// kicker, an overpair, two pair, a set, a flush draw... The Solid bot's post-flop rules are written in these
// terms. Only the player's own cards and the board are read.

#include "cards/cardset.h"

namespace core::holdem {

/// From weakest to strongest. Pairs count only when a hole card makes them (a pair on the board is
/// everybody's), and so do two pair and trips.
enum class MadeHand : unsigned char {
    Nothing,           ///< no pair of its own (the board may be paired), or the board plays
    WeakPair,          ///< a pair below the board's second rank, or a pocket pair under it
    MiddlePair,        ///< a pair with the board's second rank, or a pocket pair between its top two ranks
    TopPairWeakKicker, ///< a pair with the board's top rank, the other card below a jack
    TopPairGoodKicker, ///< the same with a jack or better
    Overpair,          ///< a pocket pair above every board card
    TwoPair,           ///< both hole cards paired with the board, or trips with one hole card
    Set,               ///< a pocket pair with a third of its rank on the board
    Monster, ///< a straight or better that uses a hole card (a flush with one card: its ace or king)
};

struct HandRead {
    MadeHand made = MadeHand::Nothing;
    bool flushDraw = false;    ///< four to a flush with a hole card, before the river
    bool straightDraw = false; ///< two ranks or more complete a straight (open-ended, double gutshot)
    bool gutshot = false;      ///< one rank completes a straight
    int outs = 0;              ///< cards that complete a draw (flush 9, straight 4 a rank, shared once)

    /// Two pair or better.
    bool twoPairOrBetter() const { return made >= MadeHand::TwoPair; }
    /// The chance that the draws come in by the river, by the rule of four and two (capped at 0.6).
    double drawChance(int cardsToCome) const;
};

/// Reads `hole` on a board of 3-5 cards.
HandRead readHand(cards::CardSet hole, cards::CardSet board);

} // namespace core::holdem
