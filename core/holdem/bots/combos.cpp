#include "holdem/bots/combos.h"

#include "holdem/evaluator.h"

#include <algorithm>
#include <bit>
#include <vector>

namespace core::holdem {

namespace {

struct ComboTables {
    std::array<Combo, kCombos> combos{};
    std::array<std::array<std::int16_t, 52>, 52> index{};
};

const ComboTables& comboTables() {
    static const ComboTables t = [] {
        ComboTables out;
        int next = 0;
        for (int hi = 1; hi < 52; ++hi) {
            for (int lo = 0; lo < hi; ++lo) {
                const cards::Card h = cards::Card::fromId(hi), l = cards::Card::fromId(lo);
                out.combos[static_cast<std::size_t>(next)] = {h, l, cards::CardSet{h, l}};
                out.index[hi][lo] = out.index[lo][hi] = static_cast<std::int16_t>(next);
                ++next;
            }
        }
        return out;
    }();
    return t;
}

// Rank bits with the ace also below the two (bit 0 = ace low, bit 1 = two ... bit 13 = ace).
std::uint32_t straightBits(cards::CardSet cards) {
    std::uint32_t bits = 0;
    for (cards::Card c : cards) bits |= 1u << (c.rankIndex() + 1);
    if (bits & (1u << 13)) bits |= 1u;
    return bits;
}

bool hasStraight(std::uint32_t bits) {
    return (bits & (bits >> 1) & (bits >> 2) & (bits >> 3) & (bits >> 4)) != 0;
}

// Ranks (0-12) that would complete a straight for `cards` and not for `board` alone.
int straightOuts(cards::CardSet cards, cards::CardSet board) {
    const std::uint32_t mine = straightBits(cards);
    const std::uint32_t theirs = straightBits(board);
    if (hasStraight(mine)) return 0;
    int outs = 0;
    for (int r = 0; r < 13; ++r) {
        std::uint32_t add = 1u << (r + 1);
        if (r == 12) add |= 1u;
        if (mine & add) continue;
        if (hasStraight(mine | add) && !hasStraight(theirs | add)) ++outs;
    }
    return outs;
}

} // namespace

const std::array<Combo, kCombos>& allCombos() {
    return comboTables().combos;
}

int comboIndex(cards::Card a, cards::Card b) {
    return comboTables().index[a.id()][b.id()];
}

int comboIndex(cards::CardSet hole) {
    return comboIndex(hole.first(), hole.last());
}

double drawChance(cards::CardSet hole, cards::CardSet board) {
    const int boardCards = board.count();
    if (boardCards != 3 && boardCards != 4) return 0.0;
    const cards::CardSet all = hole | board;
    if (category(Hand::of(all)) >= Category::Straight) return 0.0;
    bool flushDraw = false;
    for (int s = 0; s < 4; ++s) {
        const cards::CardSet suit = cards::CardSet::ofSuit(static_cast<cards::Suit>(s));
        if ((all & suit).count() == 4 && (hole & suit).count() >= 1) flushDraw = true;
    }
    const int straight = straightOuts(all, board);
    const bool flop = boardCards == 3;
    double chance = 0.0;
    if (flushDraw) chance += flop ? 0.35 : 0.196;
    if (straight >= 2)
        chance += flop ? 0.315 : 0.174;
    else if (straight == 1)
        chance += flop ? 0.165 : 0.087;
    return std::min(chance, 0.6);
}

void comboStrengths(cards::CardSet board, ComboStrengths& out) {
    const auto& combos = allCombos();
    const Hand boardHand = Hand::of(board);
    const Evaluator& ev = Evaluator::instance();
    std::array<HandValue, kCombos> value{};
    std::vector<HandValue> sorted;
    sorted.reserve(kCombos);
    for (int i = 0; i < kCombos; ++i) {
        const Combo& c = combos[static_cast<std::size_t>(i)];
        if (board.intersects(c.cards)) continue;
        value[static_cast<std::size_t>(i)] = ev.evaluate(boardHand + c.high + c.low);
        sorted.push_back(value[static_cast<std::size_t>(i)]);
    }
    std::sort(sorted.begin(), sorted.end());
    const double others = std::max<double>(1.0, static_cast<double>(sorted.size()) - 1.0);
    const bool drawsLeft = board.count() < 5;
    for (int i = 0; i < kCombos; ++i) {
        const Combo& c = combos[static_cast<std::size_t>(i)];
        if (board.intersects(c.cards)) {
            out[static_cast<std::size_t>(i)] = -1.0f;
            continue;
        }
        const HandValue v = value[static_cast<std::size_t>(i)];
        const auto lower = std::lower_bound(sorted.begin(), sorted.end(), v);
        const auto upper = std::upper_bound(lower, sorted.end(), v);
        const double below = static_cast<double>(lower - sorted.begin());
        const double equal = static_cast<double>(upper - lower) - 1.0; // not itself
        const double hs = (below + 0.5 * equal) / others;
        const double draw = drawsLeft ? drawChance(c.cards, board) : 0.0;
        out[static_cast<std::size_t>(i)] = static_cast<float>(hs + (1.0 - hs) * draw);
    }
}

} // namespace core::holdem
