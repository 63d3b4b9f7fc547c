#pragma once
// What the person's gestures mean as moves of the core. A gesture may stand for several moves (the core lays
// a new meld as three cards and adds the rest one by one): dropping five kings starts the meld with three
// and adds two; dropping three eights and three kings makes two melds; taking the pile with a pair and more
// cards of that rank takes it and adds the rest. Nothing is decided here: the session hands the moves to the
// core as one step, which accepts them all or refuses with the reason.

#include "canasta/board.h"
#include "canasta/move.h"

#include <QCoreApplication>
#include <QString>

#include <functional>
#include <vector>

class CanastaGestures {
    Q_DECLARE_TR_FUNCTIONS(CanastaGestures)
public:
    struct Plan {
        std::vector<core::canasta::Move> moves;
        QString reason; ///< set when the gesture cannot mean anything the core could judge
    };
    /// Whether the core would accept these moves now.
    using Accepts = std::function<bool(const std::vector<core::canasta::Move>&)>;

    /// Cards of the hand laid down as new melds (one per rank), or onto the side's meld of their rank.
    static Plan meld(const core::canasta::Board& board, const std::vector<core::cards::Card>& cards);
    /// Cards added one by one to the side's meld of `slot` (natural cards first).
    static Plan add(const std::vector<core::cards::Card>& cards, int slot);
    /// Taking the pile with the selected cards of the hand; `slot` the meld it was dropped on (-1: none).
    /// With nothing selected, the first of these the core accepts: the top card onto the side's meld, a
    /// natural pair from the hand, a natural and a wild card.
    static Plan take(const core::canasta::Board& board, core::canasta::PhysSet hand,
                     const std::vector<core::cards::Card>& selected, int slot, const Accepts& accepts);
};
