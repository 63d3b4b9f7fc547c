#include "holdem/evaluator.h"

#include <algorithm>
#include <bit>
#include <cassert>
#include <stdexcept>
#include <vector>

namespace core::holdem {

namespace {

// A hand's "raw" strength before compression: category << 20, then up to five ranks (0 = two ... 12 = ace),
// four bits each, most significant first. Raw values order hands exactly; they are then renumbered densely
// within each category so a value fits in 16 bits.
std::uint32_t raw(Category category, std::initializer_list<int> ranks) {
    std::uint32_t out = static_cast<std::uint32_t>(category);
    int used = 0;
    for (int r : ranks) {
        out = (out << 4) | static_cast<std::uint32_t>(r);
        ++used;
    }
    for (; used < 5; ++used) out <<= 4;
    return out;
}

Category rawCategory(std::uint32_t r) {
    return static_cast<Category>(r >> 20);
}

// Top rank of the best straight in the rank bits, or -1. The wheel A-2-3-4-5 counts as five-high.
int straightTop(std::uint32_t bits) {
    for (int top = 12; top >= 4; --top) {
        const std::uint32_t run = 0x1Fu << (top - 4);
        if ((bits & run) == run) return top;
    }
    const std::uint32_t wheel = (1u << 12) | 0xFu;
    return (bits & wheel) == wheel ? 3 : -1;
}

// The highest `n` ranks in `bits`, excluding `skip` bits, from the top.
template <int N>
std::array<int, N> topRanks(std::uint32_t bits) {
    std::array<int, N> out{};
    for (int i = 0; i < N; ++i) {
        const int r = 31 - std::countl_zero(bits);
        out[i] = r;
        bits &= ~(1u << r);
    }
    return out;
}

std::uint32_t flushRaw(std::uint32_t bits) {
    const int top = straightTop(bits);
    if (top >= 0) return raw(Category::StraightFlush, {top});
    const auto r = topRanks<5>(bits);
    return raw(Category::Flush, {r[0], r[1], r[2], r[3], r[4]});
}

// Best five of a rank multiset (5-7 cards, no flush possible).
std::uint32_t rankRaw(const std::array<int, 13>& count) {
    std::uint32_t present = 0, pairs = 0, trips = 0, quads = 0;
    for (int r = 0; r < 13; ++r) {
        if (count[r] >= 1) present |= 1u << r;
        if (count[r] == 2) pairs |= 1u << r;
        if (count[r] == 3) trips |= 1u << r;
        if (count[r] == 4) quads |= 1u << r;
    }
    const auto highest = [](std::uint32_t bits) { return 31 - std::countl_zero(bits); };
    if (quads != 0) {
        const int q = highest(quads);
        return raw(Category::FourOfAKind, {q, highest(present & ~(1u << q))});
    }
    if (trips != 0) {
        const int t = highest(trips);
        const std::uint32_t pairable = (trips & ~(1u << t)) | pairs;
        if (pairable != 0) return raw(Category::FullHouse, {t, highest(pairable)});
    }
    const int top = straightTop(present);
    if (top >= 0) return raw(Category::Straight, {top});
    if (trips != 0) {
        const int t = highest(trips);
        const auto k = topRanks<2>(present & ~(1u << t));
        return raw(Category::ThreeOfAKind, {t, k[0], k[1]});
    }
    if (std::popcount(pairs) >= 2) {
        const auto p = topRanks<2>(pairs);
        const int kicker = highest(present & ~(1u << p[0]) & ~(1u << p[1]));
        return raw(Category::TwoPair, {p[0], p[1], kicker});
    }
    if (pairs != 0) {
        const int p = highest(pairs);
        const auto k = topRanks<3>(present & ~(1u << p));
        return raw(Category::Pair, {p, k[0], k[1], k[2]});
    }
    const auto k = topRanks<5>(present);
    return raw(Category::HighCard, {k[0], k[1], k[2], k[3], k[4]});
}

// Calls f(counts, cardCount, rankKey) for every rank multiset of at most 7 cards, at most 4 of a rank.
template <class F>
void forEachRankMultiset(std::array<int, 13>& count, int rank, int cards, std::uint32_t key, F& f) {
    if (rank == 13) {
        f(count, cards, key);
        return;
    }
    for (int c = 0; c <= 4 && cards + c <= 7; ++c) {
        count[rank] = c;
        forEachRankMultiset(count, rank + 1, cards + c,
                            key + static_cast<std::uint32_t>(c) * kRankMultipliers[rank], f);
    }
    count[rank] = 0;
}

// A rank multiset's key and its value.
struct Entry {
    std::uint32_t key;
    HandValue value;
};

// Fills a perfect hash with `entries` (keys below 2^24). Keys are split into rows by their top bits; rows are
// placed largest first, each at the lowest start where none of its keys lands on a slot already taken, so the
// small rows placed last fill the holes the large ones leave.
template <int RowShift, std::size_t Slots>
void fill(detail::RankTable<RowShift, Slots>& table, const std::vector<Entry>& entries) {
    constexpr std::uint32_t kColumnMask = (1u << RowShift) - 1;
    std::vector<std::vector<std::uint32_t>> byRow(table.rowEntries.size());
    for (std::uint32_t i = 0; i < entries.size(); ++i) byRow[entries[i].key >> RowShift].push_back(i);
    std::vector<std::uint32_t> order(byRow.size());
    for (std::uint32_t i = 0; i < order.size(); ++i) order[i] = i;
    std::stable_sort(order.begin(), order.end(),
                     [&](std::uint32_t a, std::uint32_t b) { return byRow[a].size() > byRow[b].size(); });
    // Occupancy, one bit per slot, grown as needed (the table checks its size at the end).
    std::vector<std::uint64_t> used((Slots >> 6) + (1u << RowShift >> 6) + 2, 0);
    // Bit i set: slot `from + i` is free (`used` must reach past from + 64).
    const auto freeBits = [&](std::uint32_t from) {
        const std::size_t word = from / 64;
        const unsigned shift = from % 64;
        const std::uint64_t taken =
            shift == 0 ? used[word] : (used[word] >> shift) | (used[word + 1] << (64 - shift));
        return ~taken;
    };
    std::uint32_t firstFree = 0; // every slot below is taken
    std::uint32_t slots = 0;
    std::vector<std::uint32_t> columns;
    for (std::uint32_t row : order) {
        const auto& items = byRow[row];
        if (items.empty()) break;
        columns.clear();
        for (std::uint32_t i : items) columns.push_back(entries[i].key & kColumnMask);
        std::sort(columns.begin(), columns.end());
        // Equal columns in a row mean equal keys: the multipliers would not tell two multisets apart.
        if (std::adjacent_find(columns.begin(), columns.end()) != columns.end())
            throw std::logic_error("holdem evaluator: two rank multisets share a key");
        // Try 64 starts at a time: AND together, for every key of the row, the free bits where it would land.
        // A start may lie below zero (when the first key is not in column 0); it wraps, as the lookup does.
        std::uint32_t start = firstFree - columns.front();
        for (;; start += 64) {
            if ((start + columns.back()) / 64 + 2 > used.size()) used.resize(used.size() * 2, 0);
            std::uint64_t fits = ~std::uint64_t{0};
            for (std::uint32_t c : columns)
                if ((fits &= freeBits(start + c)) == 0) break;
            if (fits != 0) {
                start += static_cast<std::uint32_t>(std::countr_zero(fits));
                break;
            }
        }
        for (std::uint32_t c : columns) {
            const std::uint32_t slot = start + c;
            used[slot / 64] |= std::uint64_t{1} << (slot % 64);
            slots = std::max(slots, slot + 1);
        }
        while (~freeBits(firstFree) & 1) ++firstFree;
        // key + entry == start + column (mod 2^16), the row's first key being row << RowShift.
        table.rowEntries[row] = static_cast<std::uint16_t>(start - (row << RowShift));
    }
    // The table's size is the packing's result, written down: a change that packs differently must say so.
    if (slots != Slots) throw std::logic_error("holdem evaluator: a rank table packs into another size");
    for (const Entry& e : entries) {
        const std::uint32_t slot = static_cast<std::uint16_t>(e.key + table.rowEntries[e.key >> RowShift]);
        table.values[slot] = e.value;
    }
}

} // namespace

Evaluator::Evaluator() {
    // 1. Raw strengths of every rank multiset of 5-7 cards and of every suited rank set of 5-7 cards.
    struct RawEntry {
        std::uint32_t key;
        std::uint32_t raw;
        int cards;
    };
    std::vector<RawEntry> rawEntries;
    rawEntries.reserve(73775);
    std::vector<std::uint32_t> fiveCardRaws; // the dictionary of five-card strengths
    std::array<int, 13> count{};
    auto collect = [&](const std::array<int, 13>& c, int cards, std::uint32_t key) {
        if (cards < 5) return;
        const std::uint32_t r = rankRaw(c);
        rawEntries.push_back({key & kRankKeyMask, r, cards});
        if (cards == 5) fiveCardRaws.push_back(r);
    };
    forEachRankMultiset(count, 0, 0, 0, collect);
    std::array<std::uint32_t, 8192> flushRaws{};
    for (std::uint32_t bits = 0; bits < 8192; ++bits) {
        const int n = std::popcount(bits);
        if (n < 5 || n > 7) continue;
        flushRaws[bits] = flushRaw(bits);
        if (n == 5) fiveCardRaws.push_back(flushRaws[bits]);
    }

    // 2. Renumber: value = category << 12 | position among the distinct five-card strengths of the category.
    std::sort(fiveCardRaws.begin(), fiveCardRaws.end());
    fiveCardRaws.erase(std::unique(fiveCardRaws.begin(), fiveCardRaws.end()), fiveCardRaws.end());
    std::array<std::size_t, kCategoryCount> categoryStart{};
    for (std::size_t i = fiveCardRaws.size(); i-- > 0;)
        categoryStart[static_cast<int>(rawCategory(fiveCardRaws[i]))] = i;
    const auto valueOf = [&](std::uint32_t r) {
        const auto it = std::lower_bound(fiveCardRaws.begin(), fiveCardRaws.end(), r);
        if (it == fiveCardRaws.end() || *it != r)
            throw std::logic_error("holdem evaluator: unknown strength");
        const int cat = static_cast<int>(rawCategory(r));
        const auto index = static_cast<std::size_t>(it - fiveCardRaws.begin()) - categoryStart[cat];
        return static_cast<HandValue>((cat << kCategoryShift) | static_cast<int>(index));
    };
    for (std::uint32_t bits = 0; bits < 8192; ++bits)
        if (flushRaws[bits] != 0) m_flush[bits] = valueOf(flushRaws[bits]);

    // 3. The perfect hashes: seven cards, and five or six.
    std::vector<Entry> seven, fewer;
    seven.reserve(49205);
    fewer.reserve(24570);
    for (const RawEntry& e : rawEntries) (e.cards == 7 ? seven : fewer).push_back({e.key, valueOf(e.raw)});
    fill(m_seven, seven);
    fill(m_fewer, fewer);
}

HandValue Evaluator::flushOrFewer(std::uint64_t biasedKey, std::uint64_t mask) const {
    const std::uint64_t flush = biasedKey & kFlushBits;
    if (flush != 0) {
        const int suit = std::countr_zero(flush) >> 2;
        return m_flush[static_cast<std::uint32_t>(mask >> (16 * suit)) & 0x1FFF];
    }
    return m_fewer.at(static_cast<std::uint32_t>(biasedKey >> kRankKeyShift));
}

HandValue Evaluator::flushOf(std::span<const cards::Card, 7> cards, std::uint64_t biasedKey) const {
    // Without branches: which cards are of the suit is a coin toss, and mispredictions here cost more than
    // gathering every suit.
    std::uint64_t mask = 0;
    for (cards::Card c : cards) mask |= kCardHands.masks[c.id()];
    const int suit = std::countr_zero(biasedKey & kFlushBits) >> 2;
    return m_flush[static_cast<std::uint32_t>(mask >> (16 * suit)) & 0x1FFF];
}

std::size_t Evaluator::tableBytes() const {
    return sizeof(m_seven) + sizeof(m_fewer) + sizeof(m_flush);
}

HandValue evaluate(std::span<const cards::Card> cards) {
    assert(cards.size() >= 5 && cards.size() <= 7);
    if (cards.size() == 7) return Evaluator::instance().evaluate(cards.first<7>());
    return evaluate(Hand::of(cards));
}

HandValue evaluate(cards::CardSet cards) {
    assert(cards.count() >= 5 && cards.count() <= 7);
    return evaluate(Hand::of(cards));
}

cards::CardList bestFive(std::span<const cards::Card> cards) {
    const int n = static_cast<int>(cards.size());
    assert(n >= 5 && n <= 7);
    const Evaluator& ev = Evaluator::instance();
    const HandValue best = ev.evaluate(Hand::of(cards));
    // Choices in lexicographic order over the cards sorted by decreasing id: the first match holds the
    // highest cards.
    cards::CardList sorted(cards.begin(), cards.end());
    std::sort(sorted.begin(), sorted.end(), [](cards::Card a, cards::Card b) { return a > b; });
    std::array<int, 5> at{0, 1, 2, 3, 4};
    for (;;) {
        Hand h;
        for (int i : at) h += sorted[i];
        if (ev.evaluate(h) == best) break;
        int k = 4; // next combination
        while (k >= 0 && at[k] == n - 5 + k) --k;
        if (k < 0) throw std::logic_error("holdem bestFive: no five cards reach the hand's value");
        ++at[k];
        for (int j = k + 1; j < 5; ++j) at[j] = at[j - 1] + 1;
    }
    cards::CardList chosen;
    for (int i : at) chosen.push_back(sorted[i]);
    std::sort(chosen.begin(), chosen.end());
    return chosen;
}

} // namespace core::holdem
