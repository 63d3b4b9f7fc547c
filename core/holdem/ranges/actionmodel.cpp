#include "holdem/ranges/actionmodel.h"

#include <algorithm>
#include <cmath>

namespace core::holdem {

namespace {

double sigmoid(double x) {
    return 1.0 / (1.0 + std::exp(-x));
}

// The chance that one of the weakest hands raises as a bluff after the flop, and that a hand just short of
// a call re-raises before it.
constexpr double kBluffRaise = 0.03;
constexpr double kBluffReraise = 0.15;

} // namespace

Response respond(double share, const Facing& f, const PlayerTendencies& t) {
    // The margin for the streets to come; none when calling ends the betting.
    double need = f.closes ? f.price + 0.02 : f.price * 1.05 + 0.03;
    need -= f.preflop ? std::clamp(0.05 * (t.callScale - 1.0), -0.05, 0.1) : t.callLoosen;
    // The share is against the bettor alone; each player who called before takes a part of the pot too.
    const double headsUpNeed = need;
    need *= 1.0 + 0.8 * std::max(0, f.players - 1);
    // All-in decisions are sharper than the rest: nothing is left to play for later.
    const double goesOn = 0.002 + 0.996 * sigmoid((share - need) / (f.closes ? 0.015 : 0.03));
    // Before the flop the top of what goes on re-raises (about a third of the calls against an opening
    // range). After it only hands far ahead of the bettor's range do (its bluffs put medium hands well
    // ahead of it, and those call), the more so the bigger the raise.
    const double raiseAt = f.preflop ? std::max(headsUpNeed + 0.2, 0.58)
                                     : std::max(headsUpNeed + 0.25, 0.72 + 0.08 * std::min(f.raiseSize, 2.0));
    const bool canRaise = f.canRaise && !f.closes;
    const double value = canRaise ? goesOn * sigmoid((share - raiseAt) / 0.03) : 0.0;
    // Some hands raise as bluffs, so that a raise is not only the nuts and a bluff-catcher may call it:
    // after the flop a few of the weakest; before it a share of those just short of a call (suited aces and
    // connectors in the charts), which makes a re-raise about a third bluffs.
    double bluff = 0;
    if (canRaise && !f.preflop) bluff = (1.0 - goesOn) * kBluffRaise * sigmoid((0.3 - share) / 0.04);
    if (canRaise && f.preflop && !f.reraised)
        bluff = (1.0 - goesOn) * kBluffReraise * sigmoid((share - (need - 0.06)) / 0.01);
    Response r;
    r.raise = value + bluff;
    r.call = goesOn - value;
    r.fold = 1.0 - goesOn - bluff;
    return r;
}

BetShape betShape(const Range& range, const ComboShares& strength, double sizeFraction, bool river,
                  const PlayerTendencies& t) {
    BetShape s;
    const double f = std::clamp(sizeFraction, 0.1, 2.0);
    s.valueAt = (river ? 0.62 : 0.58) + 0.06 * f - t.betLoosen;
    s.bluffBelow = river ? 0.35 : 0.45;
    double value = 0, candidates = 0;
    for (std::size_t i = 0; i < range.weight.size(); ++i) {
        const double w = range.weight[i];
        if (w <= 0 || strength[i] < 0) continue;
        const double v = sigmoid((strength[i] - s.valueAt) / 0.04);
        value += w * v * (1.0 - s.trap);
        candidates += w * (1.0 - v) * sigmoid((s.bluffBelow - strength[i]) / 0.04);
    }
    const double ratio = f / (1.0 + f) * (river ? 1.0 : 1.5);
    s.bluff = candidates > 0 ? std::clamp(value * ratio / candidates, 0.0, 0.9) : 0.0;
    return s;
}

double betChance(double share, const BetShape& s) {
    const double v = sigmoid((share - s.valueAt) / 0.04);
    return v * (1.0 - s.trap) + (1.0 - v) * s.bluff * sigmoid((s.bluffBelow - share) / 0.04);
}

double openChance(double ladder, double width) {
    // The edge is soft (players differ), in proportion to the width: a narrow range has a sharp edge.
    const double edge = std::clamp(0.12 * width, 0.004, 0.02);
    return 0.005 + 0.99 * sigmoid((std::min(width, 1.02) - ladder) / edge);
}

double limpChance(double ladder, double width, const PlayerTendencies& t) {
    const double open = openChance(ladder, width);
    const double limpWidth = std::min(1.0, width * (1.0 + 0.3 * t.callScale));
    return open * t.limpShare + (1.0 - open) * sigmoid((limpWidth - ladder) / 0.04) * 0.9;
}

double openShoveWidth(double openWidth, double bigBlinds) {
    const double deep = std::clamp(0.25 * openWidth - 0.025, 0.01, 0.25);
    // Short stacks shove 3 / big blinds of the hands; that fades out between 25 and 40 big blinds.
    const double bb = std::max(bigBlinds, 0.1);
    const double shortStack = 3.0 / bb * std::clamp((40.0 - bb) / 15.0, 0.0, 1.0);
    return std::clamp(std::max(deep, shortStack), 0.01, 0.8);
}

} // namespace core::holdem
