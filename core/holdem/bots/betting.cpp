#include "holdem/bots/betting.h"

#include <algorithm>
#include <cmath>

namespace core::holdem {

Move checkOrCall(const PublicTable& table) {
    return table.toCall(table.current) > 0 ? Move::call() : Move::check();
}

Move checkOrFold(const PublicTable& table) {
    return table.toCall(table.current) > 0 ? Move::fold() : Move::check();
}

Move raiseTo(const PublicTable& table, int total, double allInMargin) {
    const Seat s = table.current;
    if (table.raiseRefusal(s)) return checkOrCall(table);
    const int high = table.allInTotal(s);
    total = std::max(total, table.minRaiseTo());
    // Close to the whole stack: put it all in rather than keep a few chips back.
    if (total >= high || total >= table.streetBet[s] + allInMargin * table.stack[s]) return Move::allIn();
    return Move::raiseTo(total);
}

int potAfterCall(const PublicTable& table) {
    return table.potTotal() + std::min(table.toCall(table.current), table.stack[table.current]);
}

Move potRaise(const PublicTable& table, double potFraction, double allInMargin) {
    const int total = table.level + static_cast<int>(std::lround(potFraction * potAfterCall(table)));
    return raiseTo(table, total, allInMargin);
}

bool allInWorthWeighing(const PublicTable& table) {
    const Seat s = table.current;
    return table.street == Street::Preflop || table.street == Street::River ||
           table.allInTotal(s) - table.streetBet[s] <= potAfterCall(table);
}

} // namespace core::holdem
