// mejakartu-cli's Texas Hold'em game commands: simulate --game holdem and bench holdem.
#include "clirun.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTest>

namespace {
using Run = CliRun;

QStringList simulate(const QString& seats, const QString& hands, const QString& seed = QStringLiteral("1")) {
    return {QStringLiteral("simulate"),
            QStringLiteral("--game"),
            QStringLiteral("holdem"),
            QStringLiteral("--seats"),
            seats,
            QStringLiteral("--hands"),
            hands,
            QStringLiteral("--seed"),
            seed};
}

} // namespace

class TestCliHoldemGame : public QObject {
    Q_OBJECT
private slots:
    void helpListsBench() {
        const Run r = cli({QStringLiteral("--help")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.contains("bench holdem"));
    }

    void simulateFields() {
        const Run r = cliJson(simulate(QStringLiteral("hard,easy,easy"), QStringLiteral("4")));
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.err.isEmpty());
        const QJsonObject o = r.json();
        QCOMPARE(o[QStringLiteral("game")].toString(), QStringLiteral("holdem"));
        QCOMPARE(o[QStringLiteral("hands")].toInt(), 4);
        QVERIFY(o[QStringLiteral("hands_per_second")].toDouble() > 0);
        const QJsonObject bots = o[QStringLiteral("bots")].toObject();
        QCOMPARE(bots.keys(), (QStringList{QStringLiteral("easy"), QStringLiteral("hard")}));
        // Every hand is played once per rotation: 4 hands x 3 seats; Hard sits in one seat, Easy in two.
        QCOMPARE(bots[QStringLiteral("hard")].toObject()[QStringLiteral("hands")].toInt(), 12);
        QCOMPARE(bots[QStringLiteral("easy")].toObject()[QStringLiteral("hands")].toInt(), 24);
        double total = 0;
        for (const QString& name : bots.keys()) {
            const QJsonObject b = bots[name].toObject();
            for (const char* key : {"hands", "bb_per_100", "ci95", "won_bb"})
                QVERIFY2(b.contains(QLatin1String(key)), key);
            const QJsonArray ci = b[QStringLiteral("ci95")].toArray();
            QCOMPARE(ci.size(), 2);
            QVERIFY(ci[0].toDouble() <= b[QStringLiteral("bb_per_100")].toDouble());
            QVERIFY(ci[1].toDouble() >= b[QStringLiteral("bb_per_100")].toDouble());
            const double perHundred =
                100.0 * b[QStringLiteral("won_bb")].toDouble() / b[QStringLiteral("hands")].toInt();
            QVERIFY(qAbs(perHundred - b[QStringLiteral("bb_per_100")].toDouble()) < 1e-9);
            total += b[QStringLiteral("won_bb")].toDouble();
        }
        QVERIFY(qAbs(total) < 1e-9); // chips only change hands
        const QJsonObject times = o[QStringLiteral("decision_ms")].toObject();
        for (const QString& name : {QStringLiteral("easy"), QStringLiteral("hard")})
            for (const char* key : {"mean", "p95", "max"})
                QVERIFY(times[name].toObject().contains(QLatin1String(key)));
    }

    // Same seed, same figures, whatever the number of threads.
    void simulateIsDeterministic() {
        QStringList one =
            simulate(QStringLiteral("hard,easy,maniac,station"), QStringLiteral("3"), QStringLiteral("9"));
        QStringList two = one;
        two << QStringLiteral("--threads") << QStringLiteral("2");
        const QJsonObject a = cliJson(one).json()[QStringLiteral("bots")].toObject();
        const QJsonObject b = cliJson(two).json()[QStringLiteral("bots")].toObject();
        QVERIFY(!a.isEmpty());
        QCOMPARE(a, b);
    }

    // --session: hands in a row that keep the seats' statistics; the report says how many, and gives the
    // processor time of the decisions next to the wall clock.
    void simulateSession() {
        QStringList args = simulate(QStringLiteral("hard,maniac"), QStringLiteral("6"));
        args << QStringLiteral("--session") << QStringLiteral("3");
        const Run r = cliJson(args);
        QCOMPARE(r.exitCode, 0);
        const QJsonObject o = r.json();
        QCOMPARE(o[QStringLiteral("session")].toInt(), 3);
        QCOMPARE(o[QStringLiteral("bots")]
                     .toObject()[QStringLiteral("hard")]
                     .toObject()[QStringLiteral("hands")]
                     .toInt(),
                 12);
        const QJsonObject cpu =
            o[QStringLiteral("decision_cpu_ms")].toObject()[QStringLiteral("hard")].toObject();
        for (const char* key : {"mean", "p95", "max"}) QVERIFY2(cpu.contains(QLatin1String(key)), key);
        QVERIFY(cpu[QStringLiteral("max")].toDouble() > 0);
        QCOMPARE(cliJson(simulate(QStringLiteral("hard,maniac"), QStringLiteral("6")))
                     .json()[QStringLiteral("session")]
                     .toInt(),
                 1);
    }

    void simulateHeadsUpVariant() {
        QStringList args = simulate(QStringLiteral("hard,easy"), QStringLiteral("2"));
        args << QStringLiteral("--variant") << QStringLiteral("holdem-headsup");
        const Run r = cliJson(args);
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.json()[QStringLiteral("bots")]
                     .toObject()[QStringLiteral("hard")]
                     .toObject()[QStringLiteral("hands")]
                     .toInt(),
                 4);
    }

    void refusals_data() {
        QTest::addColumn<QStringList>("args");
        QTest::newRow("unknown bot") << simulate(QStringLiteral("hard,shark"), QStringLiteral("2"));
        QTest::newRow("one seat") << simulate(QStringLiteral("hard"), QStringLiteral("2"));
        QTest::newRow("ten seats") << simulate(
            QStringLiteral("easy,easy,easy,easy,easy,easy,easy,easy,easy,easy"), QStringLiteral("2"));
        QTest::newRow("zero hands") << simulate(QStringLiteral("hard,easy"), QStringLiteral("0"));
        QTest::newRow("hands not a number") << simulate(QStringLiteral("hard,easy"), QStringLiteral("many"));
        QStringList deals = simulate(QStringLiteral("hard,easy"), QStringLiteral("2"));
        deals << QStringLiteral("--deals") << QStringLiteral("2");
        QTest::newRow("deals instead of hands") << deals;
        QStringList variant = simulate(QStringLiteral("hard,easy,easy"), QStringLiteral("2"));
        variant << QStringLiteral("--variant") << QStringLiteral("holdem-headsup");
        QTest::newRow("heads-up variant, three seats") << variant;
        QStringList flag = simulate(QStringLiteral("hard,easy"), QStringLiteral("2"));
        flag << QStringLiteral("--variant") << QStringLiteral("bigBlind=0");
        QTest::newRow("bad flag value") << flag;
        QStringList session = simulate(QStringLiteral("hard,easy"), QStringLiteral("2"));
        session << QStringLiteral("--session") << QStringLiteral("0");
        QTest::newRow("session of no hands") << session;
        QTest::newRow("session in capsa") << QStringList{QStringLiteral("simulate"),
                                                         QStringLiteral("--game"),
                                                         QStringLiteral("capsa"),
                                                         QStringLiteral("--seats"),
                                                         QStringLiteral("easy,easy,easy,easy"),
                                                         QStringLiteral("--session"),
                                                         QStringLiteral("2")};
        QTest::newRow("bench with an argument")
            << QStringList{QStringLiteral("bench"), QStringLiteral("holdem"), QStringLiteral("x")};
    }
    void refusals() {
        QFETCH(QStringList, args);
        const Run r = cliJson(args);
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.out.isEmpty());
        QCOMPARE(r.err.count('\n'), 1);
    }

    void benchQuick() {
        const Run r = cliJson({QStringLiteral("bench"), QStringLiteral("holdem"), QStringLiteral("--quick")});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject o = r.json();
        QCOMPARE(o[QStringLiteral("easy_hands")].toInt(), 120);
        QVERIFY(o[QStringLiteral("easy_hands_per_second")].toDouble() > 0);
        const QJsonObject times = o[QStringLiteral("decision_ms")].toObject();
        for (const QString& bot : {QStringLiteral("easy"), QStringLiteral("hard"), QStringLiteral("station"),
                                   QStringLiteral("maniac"), QStringLiteral("hard_9max_stations")}) {
            const QJsonObject t = times[bot].toObject();
            for (const char* key : {"mean", "p95", "max", "cpu_mean", "cpu_p95", "cpu_max", "decisions"})
                QVERIFY2(t.contains(QLatin1String(key)), key);
            QVERIFY(t[QStringLiteral("decisions")].toInt() > 0);
        }
    }
};

QTEST_GUILESS_MAIN(TestCliHoldemGame)
#include "tst_cli_holdem_game.moc"
