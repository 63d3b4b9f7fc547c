#pragma once
// Scripted Empat Satu positions: a chosen deal (EmpatSatuState::fromSetup), then moves through the rules.

#include "empatsatu/state.h"
#include "testhelpers.h"

#include <QTest>

#include <algorithm>
#include <string>
#include <vector>

namespace empatsatutest {

using core::empatsatu::EmpatSatuRules;
using core::empatsatu::EmpatSatuState;
using core::empatsatu::Move;

inline Move mv(std::string_view text) {
    const auto m = Move::parse(text);
    if (!m) qFatal("bad move text in a test: %s", std::string(text).c_str());
    return *m;
}

/// A deal chosen card by card; `stockTop` is drawn first to last.
inline EmpatSatuState position(const EmpatSatuRules& rules, int dealer, int first,
                               const std::vector<std::string>& hands, std::string_view stockTop = "") {
    EmpatSatuState::Setup setup;
    setup.dealer = dealer;
    setup.firstPlayer = first;
    for (const auto& h : hands) setup.hands.push_back(cards(h));
    setup.stockTop = cards(stockTop);
    const auto s = EmpatSatuState::fromSetup(rules, setup);
    if (!s) qFatal("impossible setup in a test");
    return *s;
}

inline bool isLegal(const EmpatSatuState& s, std::string_view text) {
    const auto legal = s.legalMoves();
    return std::find(legal.begin(), legal.end(), mv(text)) != legal.end();
}

/// The draw-then-throw-back turn (draw first): the hand stays as it was.
inline bool drawAndThrowBack(EmpatSatuState& s) {
    const auto seat = s.currentSeat();
    const auto before = s.hand(seat);
    if (s.apply(Move::draw())) return false;
    const auto drawn = (s.hand(seat) - before).first();
    return !s.apply(Move::discard(drawn));
}

/// Take the previous discard and throw the lowest other card (draw first).
inline bool takeAndThrowOther(EmpatSatuState& s) {
    if (s.apply(Move::take())) return false;
    const auto taken = s.takenThisTurn();
    for (auto c : s.hand(s.currentSeat()))
        if (c != taken) return !s.apply(Move::discard(c));
    return false;
}

} // namespace empatsatutest

/// Applies a move that must be legal.
#define ES_PLAY(state, text)                                                                                 \
    do {                                                                                                     \
        QVERIFY2(empatsatutest::isLegal(state, text), "not among the legal moves: " text);                   \
        QVERIFY2(!(state).apply(empatsatutest::mv(text)), "refused: " text);                                 \
    } while (false)

/// Checks that a move is refused for the given reason, is not offered, and changes nothing.
#define ES_REFUSED(state, text, reason)                                                                      \
    do {                                                                                                     \
        const auto before_ = (state);                                                                        \
        QVERIFY2(!empatsatutest::isLegal(state, text), "offered although illegal: " text);                   \
        const auto refusal_ = (state).apply(empatsatutest::mv(text));                                        \
        QVERIFY2(refusal_.has_value(), "accepted: " text);                                                   \
        QCOMPARE(int(*refusal_), int(reason));                                                               \
        QVERIFY((state) == before_);                                                                         \
    } while (false)
