#include "canasta/bots/worldsampler.h"

#include "canasta/bots/hardpolicy.h"

#include <algorithm>
#include <cmath>

namespace core::canasta {

using game::kNoSeat;
using game::Seat;

namespace {

constexpr int kTries = 12;
/// The chance of keeping a world that breaks one clue; each further clue multiplies it again.
constexpr double kKeepPerClue = 0.3;
constexpr int kGoOutClueWeight = 3;

/// The player whose turn it is (the asker while the partner answers).
Seat turnPlayer(const Board& b) {
    return b.phase == Phase::Answer ? b.partnerOf(b.current) : b.current;
}

/// The player to act drew from the stock this turn (the pile is then still there, with what was on top).
bool drewThisTurn(const Board& b) {
    return b.phase == Phase::Play || (b.phase == Phase::Answer && b.turn.resume == Phase::Play);
}

} // namespace

std::vector<Seat> pileDiscarders(const Board& b) {
    const int size = b.pile.size();
    std::vector<Seat> out(static_cast<std::size_t>(size), kNoSeat);
    if (size == 0 || b.handOver()) return out;
    const Seat turn = turnPlayer(b);
    const int count = b.table.count;

    // The pile still holds the upcards when it was never taken: then every card drawn from the stock (one
    // per turn, plus a replacement per red 3) and every discard (one per finished turn) add up.
    int redThrees = 0;
    for (int i = 0; i < count; ++i) redThrees += b.redThrees[b.table.clockwise[i]].count();
    const int draw = b.rules.twoHandLong() ? 2 : 1;
    const int dealt = count * b.rules.handSize();
    const bool neverTaken =
        size + b.stockCount + redThrees + (drewThisTurn(b) ? draw : 0) == kPhysicalCards - dealt;
    int upcards = 0;
    if (neverTaken) {
        // The upcard procedure stops at the first natural (the classic one also at a black 3).
        const bool classic = b.rules.upcardProcedure == UpcardProcedure::Classic;
        while (upcards < size) {
            const Card c = faceOf(b.pile[upcards++]);
            if (slotOf(c) >= kFirstNaturalSlot || (classic && isBlackThree(c))) break;
        }
    }
    for (int i = upcards; i < size; ++i) {
        const int back = size - i; // the top card was thrown by the player before `turn`
        out[static_cast<std::size_t>(i)] = b.table.next(turn, (count - back % count) % count);
    }
    return out;
}

WorldSampler::WorldSampler(const Observation& o) {
    const Board& b = o.board;
    if (b.handOver()) return;
    if (b.phase == Phase::Answer && b.current == o.seat) m_asker = b.partnerOf(o.seat);

    const auto discarders = pileDiscarders(b);
    const int size = b.pile.size();
    const Seat turn = turnPlayer(b);
    const auto addClue = [&](Seat seat, int slot) {
        if (seat == kNoSeat || seat == o.seat) return;
        const PairClue clue{seat, slot};
        if (std::find(m_pairClues.begin(), m_pairClues.end(), clue) == m_pairClues.end())
            m_pairClues.push_back(clue);
    };
    for (int i = 0; i < size; ++i) {
        const int slot = slotOf(faceOf(b.pile[i]));
        if (slot < kFirstNaturalSlot) continue; // wild cards and 3s say nothing about pairs
        addClue(discarders[static_cast<std::size_t>(i)], slot);
        // Whoever played next found this card on top and drew from the stock instead.
        if (i + 1 < size)
            addClue(discarders[static_cast<std::size_t>(i + 1)], slot);
        else if (drewThisTurn(b))
            addClue(turn, slot);
    }
}

int WorldSampler::implausibility(const State& world) const {
    const Board& b = world.board();
    int broken = 0;
    for (const PairClue& clue : m_pairClues) {
        const PhysSet hand = world.hand(clue.seat);
        const PhysSet hidden = hand - (b.known[clue.seat] | b.penalty[clue.seat]);
        const CardSet faces = slotFaces(clue.slot);
        if (hand.countFaces(faces) >= 2 && hidden.countFaces(faces) >= 1) ++broken;
    }
    if (m_asker != kNoSeat && b.phase == Phase::Answer && b.turn.resume == Phase::Play) {
        // Would the asker go out after a yes, laying down all it can? (Asked before drawing, the card to come
        // is unknown: no clue.)
        State s = world;
        if (s.apply(Move::answer(true)) || !HardPolicy::goesOut(s)) broken += kGoOutClueWeight;
    }
    return broken;
}

State WorldSampler::sample(const Observation& o, cards::Rng& rng) const {
    std::optional<State> best;
    int bestBroken = 1 << 20;
    for (int t = 0; t < kTries; ++t) {
        State world = State::determinize(o, rng);
        const int broken = implausibility(world);
        if (broken == 0 || rng.uniform() < std::pow(kKeepPerClue, broken)) return world;
        if (broken < bestBroken) {
            bestBroken = broken;
            best = std::move(world);
        }
    }
    return *best;
}

} // namespace core::canasta
