#pragma once
// Which moves the player to act may make. Legality depends only on the board (public) and the player's own
// hand, so a bot can list its moves from its observation, and a determinized state offers the same moves.

#include "canasta/board.h"
#include "canasta/move.h"
#include "canasta/refusal.h"

#include <optional>
#include <vector>

namespace core::canasta {

/// Nullopt if `move` is legal for the player to act, who holds `hand` (the pile cards set aside for the first
/// meld are not part of it); otherwise why not.
std::optional<Refusal> checkMove(const Board& board, PhysSet hand, const Move& move);

/// Every legal move, sorted.
std::vector<Move> legalMoves(const Board& board, PhysSet hand);

/// One move of each set of moves that differ only in suits (which the rules never look at), keeping the
/// order: what a search needs to branch on.
std::vector<Move> distinctMoves(const std::vector<Move>& moves);

/// The draw moves the rules allow now (one card; two in the 15-card two-hand game; both when optional).
std::vector<Move> drawMoves(const Board& board);

/// Why the player to act may not go out with `canastas` canastas on the side, or nullopt if they may.
std::optional<Refusal> goOutRefusal(const Board& board, int canastas);

/// The first meld of the side to act is complete with `points` laid this turn (or the waiving canasta).
bool openingMet(const Board& board, int points, bool pileMeldIsCanasta);

} // namespace core::canasta
