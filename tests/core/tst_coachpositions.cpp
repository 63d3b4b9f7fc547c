// The coach on clear-cut positions cut from recorded deals (coachpositions.h): in each, the blunder the Easy
// seat made is flagged with its reason and a gap whose 95% interval excludes 0, the move found best costs
// nothing when played, and the hint for that decision names the same move the review does. Close calls from
// the same records (a low straight or a single 9 to lead; a flush or a low pair) are called about as good
// either way, never a mistake.
#include "coachpositions.h"
#include "game/gamerecord.h"
#include "review.h"

#include <QTest>

#include <string>

using core::game::GameRecord;

namespace {

GameRecord recordOf(const char* text) {
    const auto parsed = GameRecord::fromText(text);
    if (!parsed.record) qFatal("a position's record cannot be read (line %d)", parsed.line);
    return *parsed.record;
}

/// The review of the decision at the end of `record` once `move` is played there.
core::game::ReviewOutcome reviewWith(GameRecord record, int seat, const char* move) {
    record.moves.emplace_back(move);
    core::game::ReviewOptions options;
    options.move = static_cast<int>(record.moves.size()) - 1;
    return core::reviewRecord(record, seat, options);
}

} // namespace

class TestCoachPositions : public QObject {
    Q_OBJECT
private slots:
    void positions_data() {
        QTest::addColumn<int>("position");
        int i = 0;
        for (const auto& p : coachpositions::kPositions) QTest::newRow(p.name) << i++;
    }

    void positions() {
        QFETCH(int, position);
        const auto& p = coachpositions::kPositions[position];
        const GameRecord record = recordOf(p.record);

        // The blunder: flagged, with its reason, the gap's interval clear of 0.
        const auto blunder = reviewWith(record, p.seat, p.blunder);
        QVERIFY(blunder.review);
        QCOMPARE(blunder.review->decisions.size(), std::size_t{1});
        const auto& d = blunder.review->decisions.front();
        QCOMPARE(d.played, std::string(p.blunder));
        QCOMPARE(d.best, std::string(p.right));
        QVERIFY2(d.cost > 0, d.reason.toString().c_str());
        QVERIFY(d.costLow > 0 && d.costLow <= d.cost && d.cost <= d.costHigh);
        QCOMPARE(d.reason.code, std::string(p.reason));

        // The right move costs nothing (or is no decision at all: a routine step).
        const auto right = reviewWith(record, p.seat, p.right);
        QVERIFY(right.review);
        for (const auto& r : right.review->decisions) {
            QCOMPARE(r.cost, 0.0);
            QVERIFY2(r.reason.code == core::game::reasons::kBest ||
                         r.reason.code == core::game::reasons::kClose,
                     r.reason.toString().c_str());
        }

        // The hint for the same decision names the same move.
        const auto hint = core::hintForRecord(record, p.seat);
        QVERIFY(hint.hint);
        QCOMPARE(hint.hint->move, std::string(p.right));
    }

    // Close calls: whichever of the two moves is played, the review calls it about as good as the other, with
    // the figures that make it close, never a mistake.
    void closeCalls_data() {
        QTest::addColumn<int>("position");
        int i = 0;
        for (const auto& p : coachpositions::kCloseCalls) QTest::newRow(p.name) << i++;
    }

    void closeCalls() {
        QFETCH(int, position);
        const auto& p = coachpositions::kCloseCalls[position];
        const GameRecord record = recordOf(p.record);
        for (const char* move : {p.played, p.other}) {
            const auto outcome = reviewWith(record, p.seat, move);
            QVERIFY(outcome.review);
            QCOMPARE(outcome.review->decisions.size(), std::size_t{1});
            const auto& d = outcome.review->decisions.front();
            QCOMPARE(d.played, std::string(move));
            QCOMPARE(d.cost, 0.0);
            QVERIFY2(d.reason.code == core::game::reasons::kBest ||
                         d.reason.code == core::game::reasons::kClose,
                     d.reason.toString().c_str());
            if (d.reason.code == core::game::reasons::kClose) QVERIFY(d.reason.find("worlds"));
        }
    }
};

QTEST_GUILESS_MAIN(TestCoachPositions)
#include "tst_coachpositions.moc"
