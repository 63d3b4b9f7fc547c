#include "holdem/ranges/showdown.h"

#include "holdem/bots/handclass.h"
#include "holdem/classequity.h"
#include "holdem/evaluator.h"
#include "holdem/handvshand.h"

#include <algorithm>
#include <memory>
#include <numeric>

namespace core::holdem {

namespace {

std::vector<cards::CardSet> runoutsOf(cards::CardSet board) {
    std::vector<cards::Card> rest;
    for (int id = 0; id < 52; ++id)
        if (!board.contains(cards::Card::fromId(id))) rest.push_back(cards::Card::fromId(id));
    std::vector<cards::CardSet> out;
    if (board.count() >= 5) {
        out.push_back(board);
    } else if (board.count() == 4) {
        for (cards::Card river : rest) out.push_back(board | cards::CardSet{river});
    } else {
        int pair = 0; // as comboStrengths: every 15th of the turn-and-river pairs
        for (std::size_t i = 0; i < rest.size(); ++i)
            for (std::size_t j = i + 1; j < rest.size(); ++j)
                if (pair++ % 15 == 0) out.push_back(board | cards::CardSet{rest[i], rest[j]});
    }
    return out;
}

} // namespace

RunoutTable::RunoutTable(cards::CardSet board) : m_board(board) {
    const Evaluator& ev = Evaluator::instance();
    const auto& combos = allCombos();
    for (cards::CardSet full : runoutsOf(board)) {
        const Hand boardHand = Hand::of(full);
        std::vector<std::pair<HandValue, std::uint16_t>> valued;
        valued.reserve(kCombos);
        for (int i = 0; i < kCombos; ++i) {
            const Combo& c = combos[static_cast<std::size_t>(i)];
            if (c.cards.intersects(full)) continue;
            valued.emplace_back(ev.evaluate(boardHand + c.high + c.low), static_cast<std::uint16_t>(i));
        }
        std::sort(valued.begin(), valued.end());
        Runout r;
        const std::size_t n = valued.size();
        r.combos.resize(n);
        r.high.resize(n);
        r.low.resize(n);
        r.groupEnd.resize(n);
        for (std::size_t k = 0; k < n; ++k) {
            const std::uint16_t i = valued[k].second;
            r.combos[k] = i;
            r.high[k] = static_cast<std::uint8_t>(combos[i].high.id());
            r.low[k] = static_cast<std::uint8_t>(combos[i].low.id());
        }
        for (std::size_t k = n; k-- > 0;)
            r.groupEnd[k] = k + 1 < n && valued[k + 1].first == valued[k].first
                                ? r.groupEnd[k + 1]
                                : static_cast<std::uint32_t>(k + 1);
        m_runouts.push_back(std::move(r));
    }
}

const RunoutTable& RunoutTable::of(cards::CardSet board) {
    // Every decision of a hand asks again for the boards of its streets. A table handed out stays valid
    // while three other boards are asked for (a hand has three).
    thread_local std::array<std::unique_ptr<RunoutTable>, 4> kept;
    thread_local std::size_t next = 0;
    for (const auto& t : kept)
        if (t && t->m_board == board) return *t;
    kept[next] = std::make_unique<RunoutTable>(board);
    const RunoutTable& made = *kept[next];
    next = (next + 1) % kept.size();
    return made;
}

ComboShares RunoutTable::shareAgainst(const Range& range) const {
    const auto& combos = allCombos();
    std::array<float, kCombos> sum{};
    std::array<std::uint16_t, kCombos> count{};
    std::array<float, 52> cardTotal{}, below{}, group{};
    std::vector<float> w;
    for (const Runout& r : m_runouts) {
        const std::size_t n = r.combos.size();
        w.resize(n);
        float total = 0;
        cardTotal.fill(0.0f);
        for (std::size_t k = 0; k < n; ++k) {
            w[k] = range.weight[r.combos[k]];
            total += w[k];
            cardTotal[r.high[k]] += w[k];
            cardTotal[r.low[k]] += w[k];
        }
        if (total <= 0) continue;
        below.fill(0.0f);
        float belowTotal = 0;
        for (std::size_t k = 0; k < n;) {
            const std::size_t end = r.groupEnd[k];
            float groupTotal = 0;
            for (std::size_t m = k; m < end; ++m) {
                groupTotal += w[m];
                group[r.high[m]] += w[m];
                group[r.low[m]] += w[m];
            }
            for (std::size_t m = k; m < end; ++m) {
                const std::uint8_t a = r.high[m], b = r.low[m];
                // The combinations sharing a card with this one: those holding `a`, those holding `b`, and
                // the one holding both (itself) counted twice.
                const float meets = total - cardTotal[a] - cardTotal[b] + w[m];
                if (meets <= 1e-9f) continue;
                const float wins = belowTotal - below[a] - below[b];
                const float ties = groupTotal - group[a] - group[b] + w[m];
                const std::uint16_t i = r.combos[m];
                sum[i] += (wins + 0.5f * ties) / meets;
                ++count[i];
            }
            for (std::size_t m = k; m < end; ++m) {
                belowTotal += w[m];
                below[r.high[m]] += w[m];
                below[r.low[m]] += w[m];
                group[r.high[m]] = 0.0f;
                group[r.low[m]] = 0.0f;
            }
            k = end;
        }
    }
    ComboShares out;
    for (std::size_t i = 0; i < out.size(); ++i) {
        if (combos[i].cards.intersects(m_board))
            out[i] = -1.0f;
        else
            out[i] = count[i] ? std::clamp(sum[i] / count[i], 0.0f, 1.0f) : 0.5f;
    }
    return out;
}

ComboShares heroShares(cards::CardSet hole, cards::CardSet board) {
    const auto& combos = allCombos();
    ComboShares out;
    out.fill(-1.0f);
    const cards::CardSet dead = hole | board;
    if (board.empty()) {
        const ClassEquity& table = storedClassEquity();
        const int mine = handClass(hole);
        for (std::size_t i = 0; i < out.size(); ++i)
            if (!combos[i].cards.intersects(dead))
                out[i] = static_cast<float>(table.share(mine, handClass(combos[i].cards)));
        return out;
    }
    // Every runout: the hero's value once, then each combination it leaves possible.
    std::vector<cards::Card> rest;
    for (int id = 0; id < 52; ++id)
        if (!dead.contains(cards::Card::fromId(id))) rest.push_back(cards::Card::fromId(id));
    std::array<std::uint32_t, kCombos> halfPoints{}, seen{};
    const Evaluator& ev = Evaluator::instance();
    const Hand boardHand = Hand::of(board);
    const Hand heroHand = Hand::of(hole);
    std::vector<std::uint16_t> live;
    for (int i = 0; i < kCombos; ++i)
        if (!combos[static_cast<std::size_t>(i)].cards.intersects(dead))
            live.push_back(static_cast<std::uint16_t>(i));
    const auto visit = [&](cards::CardSet runout) {
        const Hand full = boardHand + Hand::of(runout);
        const HandValue hero = ev.evaluate(full + heroHand);
        for (std::uint16_t i : live) {
            const Combo& c = combos[i];
            if (c.cards.intersects(runout)) continue;
            const HandValue v = ev.evaluate(full + c.high + c.low);
            halfPoints[i] += hero > v ? 2u : (hero == v ? 1u : 0u);
            ++seen[i];
        }
    };
    const int missing = 5 - board.count();
    if (missing == 0) {
        visit({});
    } else if (missing == 1) {
        for (cards::Card r : rest) visit(cards::CardSet{r});
    } else {
        for (std::size_t a = 0; a < rest.size(); ++a)
            for (std::size_t b = a + 1; b < rest.size(); ++b) visit(cards::CardSet{rest[a], rest[b]});
    }
    for (std::uint16_t i : live)
        out[i] = seen[i] ? static_cast<float>(halfPoints[i] / (2.0 * seen[i])) : 0.5f;
    return out;
}

std::array<double, 169> preflopSharesAgainst(const Range& range) {
    const ClassFrequencies f = range.classFrequencies();
    const ClassEquity& table = storedClassEquity();
    std::array<double, 169> out{};
    for (std::size_t i = 0; i < out.size(); ++i) {
        double points = 0, pairs = 0;
        for (std::size_t j = 0; j < out.size(); ++j) {
            if (f[j] <= 0) continue;
            points += f[j] * table.halfPoints[i][j];
            pairs += f[j] * table.pairs[i][j];
        }
        out[i] = pairs > 0 ? points / (2.0 * kHeadsUpBoards * pairs) : 0.5;
    }
    return out;
}

} // namespace core::holdem
