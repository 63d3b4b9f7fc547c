#include "canastagestures.h"

#include "canasta/meld.h"

#include <algorithm>
#include <map>

using namespace core::canasta;
using core::cards::Card;

namespace {
// Natural cards first (they lift the wild-card limit and count for the first meld), then 2s, then jokers.
void naturalsFirst(std::vector<Card>& cards) {
    std::stable_sort(cards.begin(), cards.end(), [](Card a, Card b) {
        const auto key = [](Card c) { return isWild(c) ? (c.isJoker() ? 2 : 1) : 0; };
        return key(a) < key(b);
    });
}
} // namespace

CanastaGestures::Plan CanastaGestures::add(const std::vector<Card>& cards, int slot) {
    Plan plan;
    std::vector<Card> sorted = cards;
    naturalsFirst(sorted);
    for (Card c : sorted) plan.moves.push_back(Move::add(c, slot));
    return plan;
}

CanastaGestures::Plan CanastaGestures::meld(const Board& board, const std::vector<Card>& cards) {
    Plan plan;
    std::map<int, std::vector<Card>> byRank; // slot -> natural cards (and red 3s, which the core refuses)
    std::vector<Card> wilds;
    for (Card c : cards) {
        if (isWild(c))
            wilds.push_back(c);
        else
            byRank[isRedThree(c) ? 0 : slotOf(c)].push_back(c);
    }
    if (byRank.empty()) {
        if (!wilds.empty())
            plan.reason =
                tr("Wild cards alone are no meld: drag them onto one of your melds, or meld them with a "
                   "natural pair.");
        return plan;
    }
    if (byRank.size() > 1 && !wilds.empty()) {
        plan.reason = tr("With wild cards, meld one rank at a time (or drag them onto the meld they join).");
        return plan;
    }
    const int side = board.current >= 0 ? board.sideOf(board.current) : 0;
    // Higher ranks first: they count most towards a first meld.
    for (auto it = byRank.rbegin(); it != byRank.rend(); ++it) {
        const int slot = it->first;
        std::vector<Card> group = it->second;
        group.insert(group.end(), wilds.begin(), wilds.end());
        naturalsFirst(group);
        if (slot > 0 && board.hasMeld(side, slot)) {
            const Plan adds = add(group, slot);
            plan.moves.insert(plan.moves.end(), adds.moves.begin(), adds.moves.end());
            continue;
        }
        // A new meld is three cards; the rest follow one by one. Fewer than three: the core says why not.
        const std::size_t first = std::min<std::size_t>(3, group.size());
        plan.moves.push_back(Move::meld(std::span<const Card>(group.data(), first)));
        for (std::size_t i = first; i < group.size(); ++i) plan.moves.push_back(Move::add(group[i], slot));
    }
    return plan;
}

CanastaGestures::Plan CanastaGestures::take(const Board& board, PhysSet hand,
                                            const std::vector<Card>& selected, int slot,
                                            const Accepts& accepts) {
    Plan plan;
    const Card top = board.pileTop();
    const int topSlot = top.isValid() ? slotOf(top) : -1;
    if (topSlot < kFirstNaturalSlot) {
        // A wild card, a 3 or nothing on top: the core says why the pile cannot be taken.
        plan.moves.push_back(Move::take());
        return plan;
    }
    if (slot >= 0 && slot != topSlot) {
        plan.reason = tr("The top card of the pile does not belong to this meld.");
        return plan;
    }
    if (selected.empty()) {
        std::vector<std::vector<Move>> candidates;
        const int side = board.current >= 0 ? board.sideOf(board.current) : 0;
        if (board.hasMeld(side, topSlot)) candidates.push_back({Move::take()});
        std::vector<Card> naturals;
        for (Card c : hand.faceList())
            if (slotOf(c) == topSlot) naturals.push_back(c);
        std::vector<Card> wilds;
        for (Card c : hand.faceList())
            if (isWild(c)) wilds.push_back(c);
        if (naturals.size() >= 2) {
            const Card pair[2] = {naturals[0], naturals[1]};
            candidates.push_back({Move::take(pair)});
        }
        if (!naturals.empty() && !wilds.empty()) {
            const Card mixed[2] = {naturals[0], wilds[0]};
            candidates.push_back({Move::take(mixed)});
        }
        if (candidates.empty()) candidates.push_back({Move::take()});
        for (const auto& c : candidates)
            if (accepts(c)) {
                plan.moves = c;
                return plan;
            }
        plan.moves = candidates.front(); // refused: the core's reason for the likeliest way
        return plan;
    }
    std::vector<Card> naturals, wilds, others;
    for (Card c : selected) {
        if (slotOf(c) == topSlot)
            naturals.push_back(c);
        else if (isWild(c))
            wilds.push_back(c);
        else
            others.push_back(c);
    }
    std::vector<Card> rest;
    if (naturals.size() >= 2) {
        const Card pair[2] = {naturals[0], naturals[1]};
        plan.moves.push_back(Move::take(pair));
        rest.assign(naturals.begin() + 2, naturals.end());
        rest.insert(rest.end(), wilds.begin(), wilds.end());
    } else if (naturals.size() == 1 && !wilds.empty()) {
        const Card mixed[2] = {naturals[0], wilds[0]};
        plan.moves.push_back(Move::take(mixed));
        rest.assign(wilds.begin() + 1, wilds.end());
    } else {
        // Not what taking the pile needs: the core names the problem.
        std::vector<Card> given = naturals;
        given.insert(given.end(), wilds.begin(), wilds.end());
        given.insert(given.end(), others.begin(), others.end());
        given.resize(std::min<std::size_t>(given.size(), 2));
        plan.moves.push_back(Move::take(given));
        return plan;
    }
    const Plan adds = add(rest, topSlot);
    plan.moves.insert(plan.moves.end(), adds.moves.begin(), adds.moves.end());
    if (!others.empty()) {
        // Other ranks selected too: new melds after the take (a first meld may need them).
        Board after = board;
        after.melds[after.sideOf(after.current)][topSlot].add(0); // the side will have this meld by then
        const Plan melds = meld(after, others);
        if (!melds.reason.isEmpty()) {
            plan.reason = melds.reason;
            plan.moves.clear();
            return plan;
        }
        plan.moves.insert(plan.moves.end(), melds.moves.begin(), melds.moves.end());
    }
    return plan;
}
