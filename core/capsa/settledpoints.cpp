#include "capsa/settledpoints.h"

#include "capsa/scoring.h"

#include <algorithm>

namespace core::capsa {

std::optional<int> settledPoints(const CapsaState& s, Seat seat) {
    if (s.isDealOver() && !s.results().empty())
        return s.results().back().points[static_cast<std::size_t>(seat)];
    const std::vector<Seat>& order = s.finishOrder();
    if (order.empty()) return std::nullopt;
    if (s.rules().scoring == Scoring::CardsLeft) {
        // Only who went out first matters, and the hands then; the rest of the order is left as it stands.
        std::vector<int> firstOut{order.front()};
        std::array<cards::CardSet, 4> atFirstOut{};
        for (Seat t = 0; t < kCapsaPlayers; ++t)
            atFirstOut[static_cast<std::size_t>(t)] = s.handAtFirstOut(t);
        return roundPoints(s.rules(), firstOut, atFirstOut)[static_cast<std::size_t>(seat)];
    }
    if (s.rules().playUntil == PlayUntil::ThreeOut) {
        const auto it = std::find(order.begin(), order.end(), seat);
        if (it != order.end()) return placementPoints(static_cast<int>(it - order.begin()));
    }
    return std::nullopt;
}

} // namespace core::capsa
