#include "capsa/bots/playstyle.h"

#include "capsa/bots/greedy.h"
#include "capsa/combinationfinder.h"

namespace core::capsa {

std::optional<std::size_t> lastPlayBefore(const Observation& o, std::size_t i) {
    for (std::size_t j = i; j-- > 0 && o.log[j].trick == o.log[i].trick;)
        if (!o.log[j].move.isPass()) return j;
    return std::nullopt;
}

namespace {

/// Whether `known` holds a play other than `made` that the greedy rule would consider on `table`.
bool hasOtherOption(const CombinationRules& rules, cards::CardSet known,
                    const std::optional<Combination>& table, cards::CardSet made) {
    if (!table) return known != made; // any other card leads
    const CombinationFinder finder(rules);
    const auto other = [&](cards::CardSet c) { return c != made && rules.beats(rules.classify(c), *table); };
    if (finder.forEach(known, table->size(), other)) return true;
    return table->kind == Kind::Single &&
           (finder.forEach(known, 4, other) || finder.forEach(known, 5, other));
}

} // namespace

PlayStyles readPlayStyles(const Observation& o, int minDecisions) {
    const CombinationRules rules(o.rules, o.twoDemoted);
    std::array<cards::CardSet, 4> playedSince{}; // per seat: cards played at or after the entry checked
    std::array<int, 4> checked{};
    std::array<bool, 4> proven{};
    for (std::size_t i = o.log.size(); i-- > 0;) {
        const LogEntry& e = o.log[i];
        const auto seat = static_cast<std::size_t>(e.seat);
        playedSince[seat] |= e.move.cards;
        if (e.seat == o.seat || (o.round == 0 && i == 0) || proven[seat]) continue; // 3♦ opens by force
        // The greedy rule's choice from the cards known to be in hand is at least as low as its choice from
        // the whole hand, and the move made is among its options: a different choice proves another rule.
        std::optional<Combination> table;
        if (const auto j = lastPlayBefore(o, i)) table = rules.classify(o.log[*j].move.cards);
        const auto greedy = greedyPlay(rules, {playedSince[seat], table, false});
        if ((greedy ? Move::play(*greedy) : Move::pass()) != e.move) {
            proven[seat] = true;
            continue;
        }
        // A check counts only if it could have failed: the known cards offered another play.
        if (!e.move.isPass() && hasOtherOption(rules, playedSince[seat], table, e.move.cards))
            ++checked[seat];
    }
    PlayStyles out{};
    for (std::size_t s = 0; s < 4; ++s)
        out[s] = static_cast<Seat>(s) != o.seat && !proven[s] && checked[s] >= minDecisions;
    return out;
}

} // namespace core::capsa
