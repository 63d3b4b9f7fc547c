// The score check the soak and the random-play battery run after every Empat Satu move (game/invariants.h):
// the shown hands are scored and ranked by the rules, and the hand's winner and loser are counted once (with
// running totals).
#include "empatsatu/state.h"

namespace core::empatsatu {

std::string scoreProblems(const EmpatSatuState& before, const EmpatSatuState& after) {
    const int players = after.seatCount();
    // Wins and losses are counted only under runningTotals.
    const bool handEnded = after.rules().runningTotals && !before.result() && after.result() &&
                           before.handIndex() == after.handIndex();
    if (const HandResult* r = after.result()) {
        std::array<bool, kMaxSeats> ranked{};
        if (r->ranking.count != players) return "the ranking does not list every player";
        for (int i = 0; i < players; ++i) {
            const game::Seat s = r->ranking.order[static_cast<std::size_t>(i)];
            if (s < 0 || s >= players || ranked[static_cast<std::size_t>(s)])
                return "the ranking lists a seat twice";
            ranked[static_cast<std::size_t>(s)] = true;
            if (r->scores[static_cast<std::size_t>(s)] != handScore(r->hands[static_cast<std::size_t>(s)]))
                return "seat " + std::to_string(s) + "'s hand is scored wrongly";
            if (i > 0 &&
                compareHands(
                    r->hands[static_cast<std::size_t>(r->ranking.order[static_cast<std::size_t>(i - 1)])],
                    r->hands[static_cast<std::size_t>(s)]) < 0)
                return "a weaker hand is ranked above a stronger one";
        }
    }
    for (game::Seat s = 0; s < players; ++s) {
        const int wins = before.wins(s) + (handEnded && after.result()->winner() == s ? 1 : 0);
        const int losses = before.losses(s) + (handEnded && after.result()->loser() == s ? 1 : 0);
        if (after.wins(s) != wins || after.losses(s) != losses)
            return "seat " + std::to_string(s) + "'s wins and losses are miscounted";
    }
    return {};
}

} // namespace core::empatsatu
