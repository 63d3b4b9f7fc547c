#include "canasta/bots/playreading.h"

namespace core::canasta {

namespace {

/// Cards kept after melding a natural pair with a wild card that show the Easy rules' habit: the rule core
/// melds such a pair only with five cards or fewer after its draw (hardpolicy.cpp, kPairWithWildHand), or
/// going out.
constexpr int kEasyPairWithWildKept = 3;

} // namespace

bool madeNonEasyMove(const Board& b, game::Seat seat) {
    const SeenPlay& p = b.seen[seat];
    return p.pileTakesOntoMeld > 0 || p.pileTakesWithWild > 0 || p.partnerQuestions > 0;
}

bool sideMadeNonEasyMove(const Board& b, game::Seat seat) {
    for (int i = 0; i < b.table.count; ++i) {
        const game::Seat s = b.table.clockwise[i];
        if (b.sideOf(s) == b.sideOf(seat) && madeNonEasyMove(b, s)) return true;
    }
    return false;
}

bool leavesPileForMelds(const Board& b, game::Seat seat) {
    if (sideMadeNonEasyMove(b, seat)) return false;
    int passes = 0;
    for (int i = 0; i < b.table.count; ++i) {
        const game::Seat s = b.table.clockwise[i];
        if (b.sideOf(s) == b.sideOf(seat)) passes += b.seen[s].pileOntoMeldPassed;
    }
    return passes > 0;
}

bool readAsEasyPlayer(const Board& b, game::Seat seat) {
    return (b.seen[seat].pileOntoMeldPassed > 0 || b.pairWithWildKept[seat] >= kEasyPairWithWildKept) &&
           !madeNonEasyMove(b, seat);
}

} // namespace core::canasta
