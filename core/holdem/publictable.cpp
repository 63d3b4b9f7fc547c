#include "holdem/publictable.h"

#include <algorithm>
#include <utility>

namespace core::holdem {

namespace {
constexpr std::array<std::pair<int, int>, 7> kPotFractions{
    {{1, 3}, {1, 2}, {2, 3}, {3, 4}, {1, 1}, {3, 2}, {2, 1}}};
constexpr std::array<std::pair<int, int>, 4> kBetMultiples{{{2, 1}, {5, 2}, {3, 1}, {4, 1}}};
} // namespace

SeatMask PublicTable::inTournament() const {
    SeatMask mask = 0;
    for (Seat s = 0; s < seats(); ++s)
        if (stack[s] > 0 || committed[s] > 0 || hasSeat(live(), s)) mask |= seatBit(s);
    return mask;
}

int PublicTable::potTotal() const {
    int total = 0;
    for (Seat s = 0; s < seats(); ++s) total += committed[s];
    return total;
}

std::vector<Pot> PublicTable::pots() const {
    if (handOver) {
        std::vector<Pot> out;
        for (const PotResult& r : results) out.push_back(r.pot);
        return out;
    }
    std::array<int, kMaxSeats> collected{};
    for (Seat s = 0; s < seats(); ++s) collected[s] = committed[s] - streetBet[s];
    return buildPots(std::span<const int>(collected.data(), static_cast<std::size_t>(seats())), live());
}

int PublicTable::highestOtherBet(Seat s) const {
    int best = 0;
    for (Seat o = 0; o < seats(); ++o)
        if (o != s && isLive(o)) best = std::max(best, streetBet[o]);
    return best;
}

std::optional<Refusal> PublicTable::raiseRefusal(Seat s) const {
    if (allInTotal(s) <= level) return Refusal::NotEnoughChips;
    if ((canAct() & static_cast<SeatMask>(~seatBit(s))) == 0) return Refusal::NoOneCanCall;
    // Betting is open to a seat that has not acted yet, or that faces at least one full raise (possibly
    // made of several short all-ins) since it last acted.
    if (hasSeat(acted, s) && level - lastActedLevel[s] < minRaise) return Refusal::BettingClosed;
    return std::nullopt;
}

bool PublicTable::needsToAct(Seat s) const {
    if (handOver || !hasSeat(canAct(), s)) return false;
    // Alone with chips: nobody could answer a bet, so the seat only acts if it has a bet to call.
    if (std::popcount(canAct()) <= 1) return streetBet[s] < highestOtherBet(s);
    return !hasSeat(acted, s) || streetBet[s] < level;
}

Seat PublicTable::nextToAct(Seat from) const {
    for (int step = 1; step <= seats(); ++step) {
        const Seat s = game::nextSeat(from, seats(), step);
        if (needsToAct(s)) return s;
    }
    return game::kNoSeat;
}

std::optional<Refusal> PublicTable::check(const Move& move) const {
    if (handOver || current == game::kNoSeat) return Refusal::HandOver;
    const Seat s = current;
    switch (move.kind) {
    case Move::Kind::Fold:
        if (toCall(s) == 0) return Refusal::CannotFold;
        return std::nullopt;
    case Move::Kind::Check:
        if (toCall(s) > 0) return Refusal::CannotCheck;
        return std::nullopt;
    case Move::Kind::Call:
        if (toCall(s) == 0) return Refusal::NothingToCall;
        return std::nullopt;
    case Move::Kind::Raise:
    case Move::Kind::AllIn:
        if (auto r = raiseRefusal(s)) return r;
        if (move.kind == Move::Kind::Raise) {
            if (move.amount > allInTotal(s)) return Refusal::RaiseTooLarge;
            if (move.amount < allInTotal(s) && move.amount < minRaiseTo()) return Refusal::RaiseTooSmall;
        }
        return std::nullopt;
    }
    return Refusal::HandOver;
}

std::vector<int> PublicTable::raiseTargets(Seat s) const {
    std::vector<int> out;
    if (raiseRefusal(s)) return out;
    const int low = minRaiseTo();
    const int high = allInTotal(s);
    const auto add = [&](long long total) {
        if (total >= low && total < high) out.push_back(static_cast<int>(total));
    };
    add(low);
    const long long potAfterCall = potTotal() + toCall(s);
    for (const auto& [num, den] : kPotFractions) add(level + potAfterCall * num / den);
    if (level > 0)
        for (const auto& [num, den] : kBetMultiples) add(1LL * level * num / den);
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
    return out;
}

std::vector<Move> PublicTable::legalMoves() const {
    std::vector<Move> out;
    if (handOver || current == game::kNoSeat) return out;
    const Seat s = current;
    if (toCall(s) > 0) {
        out.push_back(Move::fold());
        out.push_back(Move::call());
    } else {
        out.push_back(Move::check());
    }
    if (!raiseRefusal(s)) {
        for (int total : raiseTargets(s)) out.push_back(Move::raiseTo(total));
        out.push_back(Move::allIn());
    }
    return out;
}

cards::CardSet PublicTable::boardSet() const {
    cards::CardSet set;
    for (int i = 0; i < boardCount; ++i) set.add(board[static_cast<std::size_t>(i)]);
    return set;
}

} // namespace core::holdem
