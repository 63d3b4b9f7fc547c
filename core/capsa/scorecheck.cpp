// The score check the soak and the random-play battery run after every Capsa move (game/invariants.h).
#include "capsa/scoring.h"
#include "capsa/state.h"

namespace core::capsa {

std::string scoreProblems(const CapsaState& before, const CapsaState& after) {
    const auto& earlier = before.results();
    const auto& results = after.results();
    if (results.size() < earlier.size() || !std::equal(earlier.begin(), earlier.end(), results.begin()))
        return "a finished round's result changed";
    std::array<int, 4> sum{};
    for (std::size_t round = 0; round < results.size(); ++round) {
        const RoundResult& r = results[round];
        const std::string which = "round " + std::to_string(round + 1) + ": ";
        if (r.finishOrder.size() != 4) return which + "the finishing order does not list all four seats";
        std::array<bool, 4> listed{};
        for (Seat s : r.finishOrder) {
            if (s < 0 || s > 3 || listed[static_cast<std::size_t>(s)])
                return which + "the finishing order lists a seat twice";
            listed[static_cast<std::size_t>(s)] = true;
        }
        if (after.rules().scoring == Scoring::Placement) {
            for (std::size_t place = 0; place < 4; ++place)
                if (r.points[static_cast<std::size_t>(r.finishOrder[place])] !=
                    placementPoints(static_cast<int>(place)))
                    return which + "place " + std::to_string(place + 1) + " does not score " +
                           std::to_string(placementPoints(static_cast<int>(place)));
        } else if (r.points[0] + r.points[1] + r.points[2] + r.points[3] != 0) {
            return which + "the cards-left points do not add up to zero";
        }
        for (std::size_t s = 0; s < 4; ++s) sum[s] += r.points[s];
    }
    if (sum != after.totals()) return "the totals are not the sum of the rounds";
    return {};
}

} // namespace core::capsa
