#include "holdem/bots/solidranges.h"

#include <algorithm>
#include <array>

namespace core::holdem::solid {

namespace {

// Ranges are read once, on first use (thread-safe static locals).
ClassSet range(const char* text) {
    return parseClassRange(text);
}

} // namespace

OpenSeat openSeat(int behind, int dealt) {
    if (dealt <= 2) return OpenSeat::HeadsUp;
    switch (std::clamp(behind, 1, 6)) {
    case 1:
        return OpenSeat::SmallBlind;
    case 2:
        return OpenSeat::Button;
    case 3:
        return OpenSeat::Cutoff;
    case 4:
        return OpenSeat::Hijack;
    case 5:
        return OpenSeat::UnderTheGun;
    default:
        return OpenSeat::EarlyFullRing;
    }
}

OpenSeat tighter(OpenSeat seat) {
    switch (seat) {
    case OpenSeat::HeadsUp:
        return OpenSeat::Button;
    case OpenSeat::SmallBlind:
    case OpenSeat::Button:
        return OpenSeat::Cutoff;
    case OpenSeat::Cutoff:
        return OpenSeat::Hijack;
    case OpenSeat::Hijack:
        return OpenSeat::UnderTheGun;
    default:
        return OpenSeat::EarlyFullRing;
    }
}

const ClassSet& openingRange(OpenSeat seat) {
    static const std::array<ClassSet, 7> kRanges = {
        range("66+, A9s+, KTs+, QTs+, JTs, AJo+, KQo"),
        range("44+, A2s+, KTs+, QTs+, JTs, T9s, 98s, AJo+, KQo"),
        range("22+, A2s+, K8s+, Q9s+, J9s+, T9s, 98s, 87s, 76s, ATo+, KJo+, QJo"),
        range("22+, A2s+, K6s+, Q8s+, J8s+, T8s+, 97s+, 86s+, 75s+, 65s, 54s, A9o+, KTo+, QTo+, JTo"),
        range("22+, A2s+, K2s+, Q4s+, J6s+, T6s+, 96s+, 85s+, 74s+, 64s+, 53s+, 43s, A2o+, K8o+, Q9o+, J9o+, "
              "T9o, 98o"),
        range("22+, A2s+, K2s+, Q5s+, J7s+, T7s+, 97s+, 86s+, 75s+, 64s+, 54s, A2o+, K9o+, Q9o+, J9o+, T9o, "
              "98o"),
        range("22+, A2s+, K2s+, Q2s+, J2s+, T3s+, 94s+, 84s+, 73s+, 63s+, 52s+, 42s+, 32s, A2o+, K2o+, Q5o+, "
              "J7o+, T7o+, 97o+, 86o+, 76o, 65o"),
    };
    return kRanges[static_cast<std::size_t>(seat)];
}

Opener openerOf(OpenSeat seat) {
    switch (seat) {
    case OpenSeat::HeadsUp:
        return Opener::HeadsUp;
    case OpenSeat::Cutoff:
    case OpenSeat::Button:
    case OpenSeat::SmallBlind:
        return Opener::Late;
    default:
        return Opener::Early;
    }
}

const VersusOpen& versusOpen(Opener opener) {
    static const std::array<VersusOpen, 3> kAnswers = {
        VersusOpen{
            range("QQ+, AKs, AKo"),
            range("A5s, A4s"),
            range("22-JJ, ATs-AQs, KJs+, QJs, JTs, T9s, 98s, AQo"),
            range("77-JJ, AJs-AQs, KQs"),
            range("22-JJ, A2s-AQs, K9s+, Q9s+, J9s+, T8s+, 97s+, 86s+, 75s+, 65s, 54s, ATo-AQo, KJo+, QJo"),
        },
        VersusOpen{
            range("TT+, AQs+, AKo, AQo"),
            range("A2s-A5s, K9s, 76s, 65s"),
            range("22-99, A6s-AJs, KTs+, QTs+, J9s+, T9s, 98s, 87s, AJo, KQo"),
            range("55-99, ATs-AJs, KJs+, QJs, JTs"),
            range("22-99, A2s-AJs, K2s+, Q5s+, J6s+, T6s+, 96s+, 85s+, 74s+, 63s+, 53s+, 43s, A2o-AJo, K7o+, "
                  "Q8o+, J8o+, T8o+, 97o+, 87o"),
        },
        VersusOpen{
            range("88+, ATs+, KQs, AJo+"),
            range("A2s-A5s, K6s-K8s"),
            {},
            {},
            range("22-77, A2s-A9s, K2s+, Q2s+, J4s+, T5s+, 95s+, 85s+, 74s+, 63s+, 53s+, 43s, A2o-ATo, K4o+, "
                  "Q6o+, J7o+, T7o+, 97o+, 87o, 76o"),
        },
    };
    return kAnswers[static_cast<std::size_t>(opener)];
}

const VersusReraise& versusReraise(bool headsUp) {
    static const VersusReraise kSixMax{
        range("QQ+, AKs, AKo"),
        range("22-JJ, ATs-AQs, KTs+, QJs, JTs, T9s, 98s, AQo"),
        range("99-JJ, AJs-AQs, KQs, AQo"),
    };
    static const VersusReraise kHeadsUp{
        range("JJ+, AQs+, AKo"),
        range("22-TT, A2s-AJs, K9s+, Q9s+, J9s+, T8s+, 97s+, 87s, 76s, ATo-AQo, KJo+, QJo"),
        {},
    };
    return headsUp ? kHeadsUp : kSixMax;
}

const ClassSet& premiums() {
    static const ClassSet kPremiums = range("QQ+, AKs, AKo");
    return kPremiums;
}

const ClassSet& bigBlindIsolation(bool headsUp) {
    static const ClassSet kSixMax = range("77+, A9s+, KTs+, QJs, AJo+, KQo");
    static const ClassSet kHeadsUp = range("55+, A2s+, K8s+, Q9s+, J9s+, T9s, A7o+, KTo+, QJo");
    return headsUp ? kHeadsUp : kSixMax;
}

const ClassSet& overLimp() {
    static const ClassSet kOverLimp = range("22+, A2s+, K9s+, Q9s+, J9s+, T8s+, 97s+, 86s+, 75s+, 65s, 54s");
    return kOverLimp;
}

const ClassSet& callDeepShove(double stackBb) {
    static const ClassSet kMiddle = range("TT+, AQs+, AKo");
    static const ClassSet kDeep = range("QQ+, AKs, AKo");
    return stackBb <= 40 ? kMiddle : kDeep;
}

} // namespace core::holdem::solid
