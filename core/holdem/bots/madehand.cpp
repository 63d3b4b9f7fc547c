#include "holdem/bots/madehand.h"

#include "holdem/evaluator.h"

#include <algorithm>
#include <array>
#include <bit>

namespace core::holdem {

namespace {

// Rank bits (bit 0 = two ... bit 12 = ace) with the ace also below the two (bit -1 as bit 0 of a shifted
// mask): whether five consecutive ranks are present.
bool hasStraight(unsigned ranks) {
    unsigned shifted = (ranks << 1) | ((ranks >> 12) & 1u); // bit 0: the ace played low
    for (int low = 0; low + 5 <= 14; ++low)
        if (((shifted >> low) & 0x1Fu) == 0x1Fu) return true;
    return false;
}

// The ranks (from two to ace) that would give `ranks` a straight `board` alone would not have.
int straightRanks(unsigned ranks, unsigned board) {
    int count = 0;
    for (int r = 0; r < 13; ++r) {
        const unsigned bit = 1u << r;
        if ((ranks & bit) != 0) continue;
        if (hasStraight(ranks | bit) && !hasStraight(board | bit) && !hasStraight(ranks)) ++count;
    }
    return count;
}

MadeHand pairWith(int pairRank, int kicker, const std::array<int, 5>& boardRanks, int distinct) {
    if (pairRank == boardRanks[0])
        return kicker >= 9 ? MadeHand::TopPairGoodKicker : MadeHand::TopPairWeakKicker;
    if (distinct > 1 && pairRank == boardRanks[1]) return MadeHand::MiddlePair;
    return MadeHand::WeakPair;
}

} // namespace

double HandRead::drawChance(int cardsToCome) const {
    if (cardsToCome <= 0) return 0.0;
    return std::min(0.6, outs * (cardsToCome >= 2 ? 0.04 : 0.02));
}

HandRead readHand(cards::CardSet hole, cards::CardSet board) {
    HandRead read;
    const cards::CardSet all = hole | board;
    const cards::Card high = hole.last(), low = hole.first();
    const int hi = high.rankIndex(), lo = low.rankIndex();

    // The board's distinct ranks, highest first.
    std::array<int, 5> boardRanks{};
    int distinct = 0;
    const unsigned boardMask = board.ranks();
    for (int r = 12; r >= 0; --r)
        if ((boardMask >> r) & 1u) boardRanks[static_cast<std::size_t>(distinct++)] = r;
    const auto onBoard = [&](int rank) { return ((boardMask >> rank) & 1u) != 0; };
    const auto boardCount = [&](int rank) {
        return (board & cards::CardSet::ofRank(static_cast<cards::Rank>(rank + 2))).count();
    };

    const HandValue value = evaluate(all);
    const Category category = categoryOf(value);
    const bool boardPlays = board.count() == 5 && evaluate(board) == value;

    if (!boardPlays && category >= Category::Straight) {
        read.made = MadeHand::Monster;
        if (category == Category::Flush) {
            // A flush made with one hole card on a board of four of a suit is only strong near the top.
            for (int s = 0; s < 4; ++s) {
                const cards::CardSet suit = cards::CardSet::ofSuit(static_cast<cards::Suit>(s));
                if ((board & suit).count() >= 4 && (hole & suit).count() == 1 &&
                    (hole & suit).first().rankIndex() < 11)
                    read.made = MadeHand::TwoPair;
            }
        }
    } else if (hi == lo) {
        if (onBoard(hi))
            read.made = MadeHand::Set; // quads and full houses were counted above
        else if (hi > boardRanks[0])
            read.made = MadeHand::Overpair;
        else if (distinct > 1 && hi > boardRanks[1])
            read.made = MadeHand::MiddlePair;
        else
            read.made = MadeHand::WeakPair;
    } else {
        const bool pairsHigh = onBoard(hi), pairsLow = onBoard(lo);
        if (pairsHigh && pairsLow)
            read.made = MadeHand::TwoPair;
        else if (pairsHigh || pairsLow) {
            const int pair = pairsHigh ? hi : lo;
            // Trips: the hole card matches a pair on the board.
            if (boardCount(pair) >= 2)
                read.made = MadeHand::TwoPair;
            else
                read.made = pairWith(pair, pairsHigh ? lo : hi, boardRanks, distinct);
        }
    }

    if (board.count() >= 5 || read.made == MadeHand::Monster) return read;
    // Draws, before the river.
    for (int s = 0; s < 4; ++s) {
        const cards::CardSet suit = cards::CardSet::ofSuit(static_cast<cards::Suit>(s));
        if ((all & suit).count() == 4 && (hole & suit).count() >= 1 &&
            ((hole & suit).count() == 2 || (hole & suit).first().rankIndex() >= 11))
            read.flushDraw = true;
    }
    const int straight = straightRanks(all.ranks(), boardMask);
    read.straightDraw = straight >= 2;
    read.gutshot = straight == 1;
    read.outs =
        (read.flushDraw ? 9 : 0) + 4 * std::min(straight, 2) - (read.flushDraw && straight > 0 ? 2 : 0);
    return read;
}

} // namespace core::holdem
