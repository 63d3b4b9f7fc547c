#include "canasta/board.h"

namespace core::canasta {

int Board::canastas(int side) const {
    int n = 0;
    for (int slot = 1; slot < kMeldSlots; ++slot) n += isCanastaMeld(side, slot) ? 1 : 0;
    return n;
}

bool Board::hasAnyMeld(int side) const {
    for (const PhysSet& m : melds[side])
        if (!m.empty()) return true;
    return false;
}

} // namespace core::canasta
