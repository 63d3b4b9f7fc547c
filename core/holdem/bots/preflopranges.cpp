#include "holdem/bots/preflopranges.h"

#include <algorithm>
#include <array>

namespace core::holdem {

int playersBehindPreflop(const PublicTable& t, Seat seat) {
    if (seat == t.bigBlindSeat) return 0;
    int behind = 0;
    for (int step = 1; step < t.seats(); ++step) {
        const Seat s = game::nextSeat(seat, t.seats(), step);
        if (hasSeat(t.dealt, s)) ++behind;
        if (s == t.bigBlindSeat) break;
    }
    return behind;
}

double openRangeWidth(int behind, int dealt) {
    if (dealt <= 2) return 0.85;
    static constexpr std::array<double, 9> kWidth = {0.0, 0.42, 0.45, 0.28, 0.21, 0.17, 0.14, 0.12, 0.10};
    return kWidth[static_cast<std::size_t>(std::clamp(behind, 1, 8))];
}

double shoveWidth(double bigBlinds) {
    return std::clamp(3.0 / std::max(bigBlinds, 0.1), 0.025, 0.8);
}

double effectiveStackBigBlinds(const PublicTable& t, Seat seat) {
    int others = 0;
    for (Seat s = 0; s < t.seats(); ++s)
        if (s != seat && t.isLive(s)) others = std::max(others, t.startStack[s]);
    return static_cast<double>(std::min(t.startStack[seat], others)) / std::max(1, t.blinds.bigBlind);
}

} // namespace core::holdem
