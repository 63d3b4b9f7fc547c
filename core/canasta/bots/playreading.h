#pragma once
// How the Hard bot reads an opponent's way of playing from its public moves (Board::seen and
// Board::pairWithWildKept). The Easy rules never take the pile onto a meld or with a wild card and never ask
// the partner; the rule core does all three. One such move in the match and the player (and, for the
// discards, its partner) is never read as an Easy player again, so a wrong reading lasts at most until the
// next pile that side takes that way.

#include "canasta/board.h"

namespace core::canasta {

/// Whether `seat` made, this match, a move the Easy rules never make: a take of the pile onto a meld or
/// with a wild card, or a question to its partner.
bool madeNonEasyMove(const Board& board, game::Seat seat);

/// Whether anyone on `seat`'s side (the player included) made, this match, a move the Easy rules never make.
bool sideMadeNonEasyMove(const Board& board, game::Seat seat);

/// Whether `seat` is read as leaving the pile alone for its melds: this match it or a partner drew from the
/// stock where it could have taken the pile by adding its top card to their side's meld, and nobody on that
/// side made a non-Easy move. The rule core then weighs a discard's risk as the chance that this player
/// holds a natural pair for it. The side is read as one (partners at a table of bots play alike); a player
/// who does take onto melds ends the reading for both with the first such take, as it would alone.
bool leavesPileForMelds(const Board& board, game::Seat seat);

/// Whether the search's rollouts play `seat` by the Easy rules rather than the rule core: this match it drew
/// where it could have taken the pile onto its side's meld (its own passes only: reading the side here too
/// gained nothing, docs/bots.md), or in this hand it melded a natural pair with a wild card once its side had
/// opened, keeping three cards or more (the rule core keeps such a pair for the pile until the hand is
/// nearly out), and it made no non-Easy move this match.
bool readAsEasyPlayer(const Board& board, game::Seat seat);

} // namespace core::canasta
