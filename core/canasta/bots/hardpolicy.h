#pragma once
// The Hard bot's rule core: what it plays where a search is not worth its time, and the ranking that narrows
// the search's candidates. A stronger cousin of EasyPolicy, from the player's own view (board and hand):
//  - Draw: take the pile when that lets the player go out at once; else when the rules allow: by a take that
//    spends no card (the top card onto a meld), though while the stock lasts only from a pile of three cards
//    or more (from a smaller pile a stock card is worth more); else with a natural pair; else with a natural
//    and a wild card (a pile of five or more; three once the stock is gone).
//  - Meld: naturals in threes and onto the side's melds (the first meld only as the rules allow); a natural
//    pair is kept in the hand to take the pile rather than melded with a wild card, except for the first
//    meld, when going out, or once the side has a canasta and the hand is down to five cards; wild cards
//    onto a meld of five or six (the largest first), never onto a natural canasta. When the whole hand can
//    go down (or the player must go out), everything is melded, and the player goes out at once; in a
//    partnership it first asks "may I go out?" (before laying anything down, so a no leaves it free), and
//    the partner's answer weighs its own hand.
//  - Discard: weighs the chance that the next opponent takes the pile with the card (what its side melded,
//    what it is known to hold, what it threw or passed on; only a natural pair for a player read as leaving
//    the pile alone for its melds, playreading.h) against the pile's worth, the card's points and
//    the pairs worth keeping for the pile. Black 3s first (they block the pile); a wild card only to freeze
//    a big pile when every natural is risky.
//  - "May I go out?": yes with little in hand (100 points or less), when an opponent is nearly out or the
//    stock nearly gone; otherwise no.

#include "canasta/observation.h"
#include "canasta/state.h"
#include "cards/rng.h"

#include <optional>
#include <utility>
#include <vector>

namespace core::canasta {

class HardPolicy {
public:
    /// Full for a real decision; Fast for rollouts: no odds or clues for the discard (only the certain
    /// dangers) and going out tried only when it is near.
    enum class Effort : unsigned char { Full, Fast };

    /// A legal move for the player to act (board.current), holding `hand`.
    static Move choose(const Board& board, PhysSet hand, cards::Rng& rng, Effort effort = Effort::Full);

    /// The best legal take of the pile, or nullopt.
    static std::optional<Move> bestTake(const Board& board, PhysSet hand);
    /// A take of the pile after which the player goes out this turn (goesOut()), or nullopt.
    static std::optional<Move> takeToGoOut(const Board& board, PhysSet hand);
    /// The next meld or addition, or nullopt to stop melding. `goingOut`: lay down everything that can go.
    static std::optional<Move> meldStep(const Board& board, PhysSet hand, bool goingOut);
    /// Legal discards, best first, each with its score (higher is better to throw).
    static std::vector<std::pair<double, Move>> rankedDiscards(const Board& board, PhysSet hand,
                                                               Effort effort = Effort::Full);
    /// Whether the next player (an opponent) can surely take the pile if the player to act throws `card`:
    /// onto its side's meld, or with cards it is known to hold.
    static bool surelyTaken(const Board& board, Card card);
    /// The answer to "may I go out?" for the partner holding `hand`.
    static bool answer(const Board& board, PhysSet hand);

    /// Whether the player to act (in the play phase) can go out this turn by laying down everything it can.
    static bool canGoOut(const Board& board, PhysSet hand, Effort effort = Effort::Full);
    /// Whether the player to act in `world` (in the play phase) goes out this turn by laying down everything
    /// it can; its own turn depends only on the board and its hand, so every world consistent with them
    /// agrees.
    static bool goesOut(State world);
};

/// Card points of a set of cards.
int pointsOf(PhysSet cards);

} // namespace core::canasta
