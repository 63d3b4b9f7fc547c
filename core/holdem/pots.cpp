#include "holdem/pots.h"

#include <algorithm>

namespace core::holdem {

std::vector<Pot> buildPots(std::span<const int> contributions, SeatMask live) {
    std::vector<int> levels;
    for (std::size_t s = 0; s < contributions.size(); ++s)
        if (hasSeat(live, static_cast<game::Seat>(s)) && contributions[s] > 0)
            levels.push_back(contributions[s]);
    std::sort(levels.begin(), levels.end());
    levels.erase(std::unique(levels.begin(), levels.end()), levels.end());

    std::vector<Pot> pots;
    int previous = 0;
    for (int level : levels) {
        Pot pot;
        for (std::size_t s = 0; s < contributions.size(); ++s) {
            const int c = contributions[s];
            pot.amount += std::min(c, level) - std::min(c, previous);
            if (hasSeat(live, static_cast<game::Seat>(s)) && c >= level)
                pot.eligible |= seatBit(static_cast<game::Seat>(s));
        }
        pots.push_back(pot);
        previous = level;
    }
    int above = 0;
    for (int c : contributions) above += std::max(0, c - previous);
    if (above > 0) {
        if (pots.empty())
            pots.push_back({above, live});
        else
            pots.back().amount += above;
    }
    return pots;
}

std::vector<int> splitPot(int amount, std::span<const game::Seat> winners) {
    std::vector<int> shares;
    if (winners.empty()) return shares;
    const int k = static_cast<int>(winners.size());
    for (int i = 0; i < k; ++i) shares.push_back(amount / k + (i < amount % k ? 1 : 0));
    return shares;
}

std::vector<game::Seat> clockwiseFromButton(SeatMask mask, game::Seat button, int seats) {
    std::vector<game::Seat> out;
    for (int step = 1; step <= seats; ++step) {
        const game::Seat s = game::nextSeat(button, seats, step);
        if (hasSeat(mask, s)) out.push_back(s);
    }
    return out;
}

} // namespace core::holdem
