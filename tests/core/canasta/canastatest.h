#pragma once
// Helpers for the Canasta tests: cards and moves from strings, states from set-ups.

#include "canasta/state.h"
#include "cards/cardlist.h"

#include <QTest>

#include <string>

namespace canastatest {

using namespace core::canasta;

inline std::vector<Card> cardsOf(const std::string& text) {
    const auto parsed = core::cards::parseCardList(text, core::cards::Duplicates::Allow);
    if (!parsed.ok()) qFatal("bad cards in test: %s", text.c_str());
    return parsed.cards;
}

inline Move mv(const std::string& text) {
    const auto m = Move::parse(text);
    if (!m) qFatal("bad move in test: %s", text.c_str());
    return *m;
}

inline State fromSetup(const Setup& setup) {
    const auto s = State::fromSetup(setup);
    if (!s) qFatal("bad set-up in test");
    return *s;
}

inline CanastaRules rulesOf(const std::string& variant) {
    const auto resolved = CanastaRules::catalog().resolve(variant);
    if (resolved.error) qFatal("bad variant in test: %s", variant.c_str());
    return CanastaRules::fromFlags(resolved.values);
}

/// "ok" or the refusal's text, so a failing comparison names the reason.
inline std::string tryMove(State& s, const std::string& move) {
    const auto refusal = s.apply(mv(move));
    return refusal ? std::string(describe(*refusal)) : std::string("ok");
}

inline std::string refusalName(std::optional<Refusal> r) {
    return r ? std::string(describe(*r)) : std::string("ok");
}

/// Applies moves that must all be legal.
#define APPLY_ALL(state, ...)                                                                                \
    do {                                                                                                     \
        for (const char* m_ : {__VA_ARGS__}) {                                                               \
            const auto r_ = (state).apply(canastatest::mv(m_));                                              \
            QVERIFY2(!r_, (std::string(m_) + ": " + canastatest::refusalName(r_)).c_str());                  \
        }                                                                                                    \
    } while (false)

/// Every legal move, each followed by ';' ("ask;stop;").
inline std::string legalMovesText(const State& s) {
    std::string text;
    for (const Move& m : s.legalMoves()) text += m.toString() + ";";
    return text;
}

inline bool isLegal(const State& s, const std::string& move) {
    const auto legal = s.legalMoves();
    return std::find(legal.begin(), legal.end(), mv(move)) != legal.end();
}

} // namespace canastatest
