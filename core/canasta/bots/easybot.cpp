#include "canasta/bots/easybot.h"

#include <algorithm>

namespace core::canasta {

namespace {

bool legal(const Board& b, PhysSet hand, const Move& m) {
    return !checkMove(b, hand, m);
}

int handPoints(PhysSet hand) {
    int points = 0;
    for (PhysicalCard p : hand.toVector()) points += cardPoints(faceOf(p));
    return points;
}

// The natural faces of a slot in the hand, one entry per card, lowest first.
std::vector<Card> naturalsOf(PhysSet hand, int slot) {
    return hand.withFaces(slotFaces(slot)).faceList();
}
// Wild faces, twos before jokers (cheaper to give away first).
std::vector<Card> wildsOf(PhysSet hand) {
    std::vector<Card> w = hand.withFaces(kTwoFaces).faceList();
    for (Card c : hand.withFaces(kJokerFaces).faceList()) w.push_back(c);
    return w;
}

std::optional<Move> firstLegal(const Board& b, PhysSet hand, const std::vector<Move>& candidates) {
    for (const Move& m : candidates)
        if (legal(b, hand, m)) return m;
    return std::nullopt;
}

Move drawOrTake(const Board& b, PhysSet hand) {
    const Card top = b.pileTop();
    const int slot = top.isValid() ? slotOf(top) : -1;
    std::vector<Move> takes;
    if (slot >= kFirstNaturalSlot) {
        const auto naturals = naturalsOf(hand, slot);
        for (std::size_t i = 0; i + 1 < naturals.size(); ++i) {
            const Card pair[2] = {naturals[i], naturals[i + 1]};
            takes.push_back(Move::take(pair));
        }
    }
    if (b.phase == Phase::LastChance) {
        // The stock is gone: a taken pile is only worth it if it can be melded or must be taken.
        const bool compulsory = !legal(b, hand, Move::pass());
        if (compulsory) {
            if (auto m = firstLegal(b, hand, {Move::take()})) return *m;
        }
        if (b.pile.size() <= 3)
            if (auto m = firstLegal(b, hand, takes)) return *m;
        if (legal(b, hand, Move::pass())) return Move::pass();
        if (auto m = firstLegal(b, hand, takes)) return *m;
        return Move::take();
    }
    if (auto m = firstLegal(b, hand, takes)) return *m;
    const auto draws = drawMoves(b);
    return draws.back(); // two cards when the rules leave the choice
}

// Meld steps in the bot's order of preference.
std::vector<Move> meldCandidates(const Board& b, PhysSet hand) {
    const int side = b.sideOf(b.current);
    const auto wilds = wildsOf(hand);
    const bool mayGoOut = !goOutRefusal(b, b.canastas(side));
    std::vector<Move> triples, adds, pairs, wildAdds;
    // Higher ranks first: more points per card.
    for (int slot = kMeldSlots - 1; slot >= kFirstNaturalSlot; --slot) {
        const auto naturals = naturalsOf(hand, slot);
        if (b.hasMeld(side, slot)) {
            for (Card c : naturals) adds.push_back(Move::add(c, slot));
            const int size = b.meld(side, slot).count();
            if (!wilds.empty() && (size >= 5 || mayGoOut)) wildAdds.push_back(Move::add(wilds.front(), slot));
            if (mayGoOut && wilds.size() > 1) wildAdds.push_back(Move::add(wilds.back(), slot));
        } else if (naturals.size() >= 3) {
            const Card three[3] = {naturals[0], naturals[1], naturals[2]};
            triples.push_back(Move::meld(three));
        } else if (naturals.size() == 2 && !wilds.empty()) {
            const Card three[3] = {naturals[0], naturals[1], wilds.front()};
            pairs.push_back(Move::meld(three));
        }
    }
    std::vector<Move> all;
    for (auto* group : {&triples, &adds, &pairs, &wildAdds})
        all.insert(all.end(), group->begin(), group->end());
    // Black 3s only ever as the last meld of a player going out.
    const auto threes = naturalsOf(hand, kBlackThreeSlot);
    if (threes.size() >= 3) {
        const Card three[3] = {threes[0], threes[1], threes[2]};
        all.push_back(Move::meld(three));
    }
    if (b.hasMeld(side, kBlackThreeSlot))
        for (Card c : threes) all.push_back(Move::add(c, kBlackThreeSlot));
    return all;
}

// How much the bot wants to get rid of a card: higher is a better discard.
int discardScore(const Board& b, PhysSet hand, Card c) {
    if (isWild(c)) return -100000 + cardPoints(c);
    if (isBlackThree(c)) return 100000;
    const int slot = slotOf(c);
    const int mySide = b.sideOf(b.current);
    const Seat next = b.table.next(b.current);
    const int theirSide = b.sideOf(next);
    int score = cardPoints(c);
    const int held = hand.countFaces(slotFaces(slot));
    if (held == 1) score += 100;
    if (held >= 2) score -= 50 * held;
    if (b.hasMeld(mySide, slot)) score -= 200;
    // Could the next opponent take the pile with it?
    const bool ontoTheirMeld = b.hasMeld(theirSide, slot) && b.opened[theirSide] && !b.pileFrozen() &&
                               (!b.isCanastaMeld(theirSide, slot) || b.rules.takePileOntoCanasta);
    const int knownPair =
        b.known[next].countFaces(slotFaces(slot)) + b.penalty[next].countFaces(slotFaces(slot));
    if (ontoTheirMeld || knownPair >= 2) score -= 1000;
    return score;
}

} // namespace

bool EasyPolicy::answer(const Board& b, PhysSet hand) {
    if (handPoints(hand) <= 100) return true;
    const int mySide = b.sideOf(b.current);
    for (int i = 0; i < b.table.count; ++i) {
        const Seat s = b.table.clockwise[i];
        if (b.sideOf(s) != mySide && b.handCount[s] <= 2) return true;
    }
    return false;
}

std::optional<Move> EasyPolicy::discard(const Board& b, PhysSet hand) {
    const PhysSet from = b.penalty[b.current].empty() ? hand : b.penalty[b.current];
    std::vector<std::pair<int, Card>> ranked;
    for (Card c : from.faces()) ranked.push_back({discardScore(b, hand, c), c});
    std::sort(ranked.begin(), ranked.end(), [](const auto& x, const auto& y) {
        return x.first != y.first ? x.first > y.first : x.second < y.second;
    });
    for (const auto& [score, c] : ranked)
        if (legal(b, hand, Move::discard(c))) return Move::discard(c);
    return std::nullopt;
}

Move EasyPolicy::choose(const Board& b, PhysSet hand, cards::Rng& rng) {
    switch (b.phase) {
    case Phase::Answer:
        return Move::answer(answer(b, hand));
    case Phase::Draw:
    case Phase::LastChance: {
        const Move m = drawOrTake(b, hand);
        if (legal(b, hand, m)) return m;
        break;
    }
    case Phase::Play: {
        if (auto m = firstLegal(b, hand, meldCandidates(b, hand))) return *m;
        if (b.openingInProgress()) {
            // Finish the first meld with whatever step keeps it legal, the most valuable first.
            std::optional<Move> best;
            int bestPoints = -1;
            for (const Move& m : legalMoves(b, hand)) {
                if (m.kind != MoveKind::Meld && m.kind != MoveKind::Add) continue;
                int points = 0;
                for (Card c : m.usedCards()) points += cardPoints(c);
                if (points > bestPoints) {
                    bestPoints = points;
                    best = m;
                }
            }
            if (best) return *best;
        }
        if (b.turn.noDiscard && legal(b, hand, Move::stop())) return Move::stop();
        if (auto m = discard(b, hand)) return *m;
        break;
    }
    case Phase::HandOver:
        return Move::pass();
    }
    // Nothing of the above applies: any legal move.
    const auto moves = legalMoves(b, hand);
    return moves.empty() ? Move::pass() : moves[rng.below(static_cast<std::uint32_t>(moves.size()))];
}

int playOutDeal(State& state, cards::Rng& rng, int maxMoves) {
    int moves = 0;
    while (!state.isDealOver() && moves < maxMoves) {
        const Board& b = state.board();
        const Move m = EasyPolicy::choose(b, state.hand(b.current), rng);
        if (state.apply(m)) break;
        ++moves;
    }
    return moves;
}

} // namespace core::canasta
