// mejakartu-cli's Canasta simulation and benchmark: `simulate --game canasta` (side against side, field names
// are contracts) and `bench canasta`, in tiny runs; refusals exit with status 2 and one line on stderr.
#include "clirun.h"

#include <QJsonArray>
#include <QTest>

namespace {

QStringList simulate(const QString& seats, const QStringList& extra = {}) {
    return QStringList{QStringLiteral("--json"),  QStringLiteral("simulate"), QStringLiteral("--game"),
                       QStringLiteral("canasta"), QStringLiteral("--seats"),  seats} +
           extra;
}

QStringList strings(const QJsonValue& v) {
    QStringList out;
    for (const QJsonValue& item : v.toArray()) out << item.toString();
    return out;
}

QList<int> ints(const QJsonValue& v) {
    QList<int> out;
    for (const QJsonValue& item : v.toArray()) out << item.toInt();
    return out;
}

void checkTimes(const QJsonObject& t) {
    QCOMPARE(t.size(), 3);
    QVERIFY(t[QStringLiteral("mean")].toDouble() >= 0);
    QVERIFY(t[QStringLiteral("p95")].toDouble() >= 0);
    QVERIFY(t[QStringLiteral("max")].toDouble() >= t[QStringLiteral("p95")].toDouble());
}

void checkRate(const QJsonObject& o, const QString& wins, const QString& rate, int plays) {
    const double r = o[rate].toDouble();
    QCOMPARE(r, double(o[wins].toInt()) / plays);
    const QJsonArray ci = o[QStringLiteral("ci95")].toArray();
    QCOMPARE(ci.size(), 2);
    QVERIFY(ci[0].toDouble() >= 0 && ci[0].toDouble() <= r + 1e-12);
    QVERIFY(ci[1].toDouble() <= 1 && ci[1].toDouble() >= r - 1e-12);
}

} // namespace

class TestCliCanastaSim : public QObject {
    Q_OBJECT
private slots:
    void simulateSides() {
        const CliRun r =
            cli(simulate(QStringLiteral("hard,easy,hard,easy"),
                         {QStringLiteral("--players"), QStringLiteral("4"), QStringLiteral("--deals"),
                          QStringLiteral("2"), QStringLiteral("--seed"), QStringLiteral("3"),
                          QStringLiteral("--threads"), QStringLiteral("2")}));
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.err.isEmpty());
        const QJsonObject o = r.json();
        QCOMPARE(o[QStringLiteral("game")].toString(), QStringLiteral("canasta"));
        QCOMPARE(o[QStringLiteral("players")].toInt(), 4);
        QCOMPARE(o[QStringLiteral("deals")].toInt(), 2);
        QCOMPARE(o[QStringLiteral("plays")].toInt(), 4); // every deal twice, the sides' cards swapped
        QVERIFY(!o.contains(QStringLiteral("matches")));
        // Distinct deals per second, and plays (twice as many) per second.
        QVERIFY(o[QStringLiteral("deals_per_second")].toDouble() > 0);
        QCOMPARE(o[QStringLiteral("plays_per_second")].toDouble(),
                 2 * o[QStringLiteral("deals_per_second")].toDouble());
        const QJsonObject sides = o[QStringLiteral("sides")].toObject();
        QCOMPARE(sides.keys(), (QStringList{QStringLiteral("A"), QStringLiteral("B")}));
        const QJsonObject a = sides[QStringLiteral("A")].toObject();
        const QJsonObject b = sides[QStringLiteral("B")].toObject();
        QCOMPARE(ints(a[QStringLiteral("seats")]), (QList<int>{0, 2}));
        QCOMPARE(ints(b[QStringLiteral("seats")]), (QList<int>{1, 3}));
        QCOMPARE(strings(a[QStringLiteral("bots")]),
                 (QStringList{QStringLiteral("hard"), QStringLiteral("hard")}));
        QCOMPARE(strings(b[QStringLiteral("bots")]),
                 (QStringList{QStringLiteral("easy"), QStringLiteral("easy")}));
        for (const QJsonObject& side : {a, b}) {
            QCOMPARE(side.size(), 6);
            checkRate(side, QStringLiteral("deal_wins"), QStringLiteral("deal_win_rate"), 4);
            QVERIFY(side[QStringLiteral("avg_points")].isDouble());
        }
        QCOMPARE(a[QStringLiteral("deal_wins")].toInt() + b[QStringLiteral("deal_wins")].toInt() +
                     o[QStringLiteral("ties")].toInt(),
                 4);
        for (const QString& key : {QStringLiteral("decision_ms"), QStringLiteral("decision_cpu_ms")}) {
            const QJsonObject times = o[key].toObject();
            QCOMPARE(times.keys(), (QStringList{QStringLiteral("easy"), QStringLiteral("hard")}));
            checkTimes(times[QStringLiteral("hard")].toObject());
            checkTimes(times[QStringLiteral("easy")].toObject());
        }

        // The same seed gives the same results, whatever the number of threads.
        const CliRun again = cli(
            simulate(QStringLiteral("hard,easy,hard,easy"), {QStringLiteral("--deals"), QStringLiteral("2"),
                                                             QStringLiteral("--seed"), QStringLiteral("3")}));
        QCOMPARE(again.exitCode, 0);
        QCOMPARE(again.json()[QStringLiteral("sides")].toObject(), sides);
    }

    void sidesFollowTheSeats() {
        // Partners sit opposite: seats 0 and 2 are side A whatever the bots.
        const CliRun r = cli(simulate(QStringLiteral("hard,easy,easy,easy"),
                                      {QStringLiteral("--deals"), QStringLiteral("1")}));
        QCOMPARE(r.exitCode, 0);
        const QJsonObject sides = r.json()[QStringLiteral("sides")].toObject();
        QCOMPARE(strings(sides[QStringLiteral("A")].toObject()[QStringLiteral("bots")]),
                 (QStringList{QStringLiteral("hard"), QStringLiteral("easy")}));
        // Two players: seat 0 against seat 1.
        const CliRun two =
            cli(simulate(QStringLiteral("easy,greedy"), {QStringLiteral("--players"), QStringLiteral("2"),
                                                         QStringLiteral("--deals"), QStringLiteral("2")}));
        QCOMPARE(two.exitCode, 0);
        const QJsonObject o = two.json();
        QCOMPARE(o[QStringLiteral("players")].toInt(), 2);
        QCOMPARE(ints(o[QStringLiteral("sides")].toObject()[QStringLiteral("B")].toObject()[QStringLiteral(
                     "seats")]),
                 (QList<int>{1}));
    }

    void simulateMatches() {
        const CliRun r = cli(simulate(
            QStringLiteral("easy,easy,easy,easy"),
            {QStringLiteral("--deals"), QStringLiteral("1"), QStringLiteral("--matches"), QStringLiteral("2"),
             QStringLiteral("--variant"), QStringLiteral("canasta-indonesia,targetScore=1500")}));
        QCOMPARE(r.exitCode, 0);
        const QJsonObject m = r.json()[QStringLiteral("matches")].toObject();
        QCOMPARE(m[QStringLiteral("matches")].toInt(), 2); // distinct matches
        QCOMPARE(m[QStringLiteral("plays")].toInt(), 4);   // each played twice: what wins and rates count
        const QJsonObject a = m[QStringLiteral("A")].toObject();
        const QJsonObject b = m[QStringLiteral("B")].toObject();
        for (const QJsonObject& side : {a, b})
            checkRate(side, QStringLiteral("wins"), QStringLiteral("win_rate"), 4);
        QCOMPARE(a[QStringLiteral("wins")].toInt() + b[QStringLiteral("wins")].toInt(),
                 4); // matches have a winner
        // The hands within the matches: the same count for both sides, one or more for each of the four
        // plays, each won by one side or tied.
        const int hands = a[QStringLiteral("hands")].toInt();
        QCOMPARE(b[QStringLiteral("hands")].toInt(), hands);
        QVERIFY(hands >= 4);
        QCOMPARE(a[QStringLiteral("hand_wins")].toInt() + b[QStringLiteral("hand_wins")].toInt() +
                     m[QStringLiteral("hand_ties")].toInt(),
                 hands);
        for (const QJsonObject& side : {a, b}) {
            QCOMPARE(side[QStringLiteral("hand_win_rate")].toDouble(),
                     double(side[QStringLiteral("hand_wins")].toInt()) / hands);
            QCOMPARE(side[QStringLiteral("hand_ci95")].toArray().size(), 2);
        }
    }

    void refusals_data() {
        QTest::addColumn<QStringList>("args");
        const auto s = [](const char* text) { return QString::fromLatin1(text); };
        QTest::newRow("three bots for four seats") << simulate(s("hard,easy,hard"));
        QTest::newRow("five bots for four seats") << simulate(s("hard,easy,hard,easy,easy"));
        QTest::newRow("two bots for four players") << simulate(s("hard,easy"), {s("--players"), s("4")});
        QTest::newRow("unknown bot") << simulate(s("hard,easy,medium,easy"));
        QTest::newRow("empty bot name") << simulate(s("hard,,hard,easy"));
        QTest::newRow("three players") << simulate(s("hard,easy,easy"), {s("--players"), s("3")});
        QTest::newRow("players out of range") << simulate(s("hard,easy,hard,easy"), {s("--players"), s("9")});
        QTest::newRow("unknown variant") << simulate(s("hard,easy,hard,easy"), {s("--variant"), s("nope")});
        QTest::newRow("zero deals") << simulate(s("hard,easy,hard,easy"), {s("--deals"), s("0")});
        QTest::newRow("players for capsa")
            << QStringList{s("simulate"),  s("--game"), s("capsa"), s("--seats"), s("easy,easy,easy,easy"),
                           s("--players"), s("4")};
        QTest::newRow("bench with arguments") << QStringList{s("bench"), s("canasta"), s("now")};
    }
    void refusals() {
        QFETCH(QStringList, args);
        const CliRun r = cli(args);
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.out.isEmpty());
        QCOMPARE(r.err.count('\n'), 1);
    }

    void bench() {
        const CliRun r = cli({QStringLiteral("--json"), QStringLiteral("bench"), QStringLiteral("canasta"),
                              QStringLiteral("--quick")});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject o = r.json();
        QCOMPARE(o.size(), 4);
        QVERIFY(o[QStringLiteral("easy_deals")].toInt() > 0);
        QVERIFY(o[QStringLiteral("easy_deals_per_second")].toDouble() > 0);
        for (const QString& key : {QStringLiteral("decision_ms"), QStringLiteral("decision_cpu_ms")}) {
            const QJsonObject times = o[key].toObject();
            checkTimes(times[QStringLiteral("easy")].toObject());
            checkTimes(times[QStringLiteral("hard")].toObject());
        }
    }
};

QTEST_GUILESS_MAIN(TestCliCanastaSim)
#include "tst_cli_canasta_sim.moc"
