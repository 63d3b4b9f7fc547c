#include "holdem/bots/seatorder.h"

namespace core::holdem {

int postflopOrder(const PublicTable& t, Seat seat) {
    return (seat - t.button - 1 + 2 * t.seats()) % t.seats();
}

bool actsLast(const PublicTable& t, Seat seat) {
    for (Seat s = 0; s < t.seats(); ++s)
        if (s != seat && t.isLive(s) && postflopOrder(t, s) > postflopOrder(t, seat)) return false;
    return true;
}

} // namespace core::holdem
