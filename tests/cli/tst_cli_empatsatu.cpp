// mejakartu-cli's Empat Satu commands: `empatsatu score`, `empatsatu compare`, `simulate --game empatsatu`
// and `bench empatsatu`: output shapes and refusals. Simulations here are tiny; strength and speed figures
// come from running the commands by hand.
#include "clirun.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTest>

namespace {
using Run = CliRun;

const QStringList kJsonFields = {QStringLiteral("bots"),        QStringLiteral("decision_cpu_ms"),
                                 QStringLiteral("decision_ms"), QStringLiteral("game"),
                                 QStringLiteral("games"),       QStringLiteral("games_per_second")};

} // namespace

class TestCliEmpatSatu : public QObject {
    Q_OBJECT
private slots:
    void helpListsTheCommands() {
        const Run r = cli({QStringLiteral("--help")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.contains("empatsatu score"));
        QVERIFY(r.out.contains("empatsatu compare"));
        const Run h = cli({QStringLiteral("empatsatu"), QStringLiteral("compare"), QStringLiteral("--help")});
        QCOMPARE(h.exitCode, 0);
        QVERIFY(h.out.contains("--hand"));
        QVERIFY(h.out.contains("--other"));
        QVERIFY(r.out.contains("bench empatsatu"));
        const Run sim = cli({QStringLiteral("simulate"), QStringLiteral("--help")});
        QCOMPARE(sim.exitCode, 0);
        QVERIFY(sim.out.contains("empatsatu"));
    }

    // Rule vectors V-E1...V-E5, V-E10...V-E12 through the command line.
    void score_data() {
        QTest::addColumn<QStringList>("cards");
        QTest::addColumn<int>("score");
        QTest::addColumn<QString>("suit");
        QTest::newRow("V-E1") << QStringList{QStringLiteral("Ks 3s 9h 8h")} << 4 << "h";
        QTest::newRow("V-E2") << QStringList{QStringLiteral("Ac"), QStringLiteral("2d"), QStringLiteral("3d"),
                                             QStringLiteral("5d")}
                              << 1 << "c";
        QTest::newRow("V-E3") << QStringList{QStringLiteral("7c,9h,10s,2s")} << -4 << "s";
        QTest::newRow("V-E4") << QStringList{QStringLiteral("As Ks Js Ts")} << 41 << "s";
        QTest::newRow("V-E5") << QStringList{QStringLiteral("ac kc qc jc")} << 41 << "c";
        QTest::newRow("V-E10") << QStringList{QStringLiteral("Ah Ad Ac As")} << -22 << "c";
        QTest::newRow("V-E11") << QStringList{QStringLiteral("2c 3d 4h 5s")} << -4 << "s";
        QTest::newRow("V-E12") << QStringList{QStringLiteral("Ah Kh Qd Jd")} << 1 << "h";
    }
    void score() {
        QFETCH(QStringList, cards);
        QFETCH(int, score);
        QFETCH(QString, suit);
        const Run r =
            cli(QStringList{QStringLiteral("--json"), QStringLiteral("empatsatu"), QStringLiteral("score")} +
                cards);
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.err.isEmpty());
        const QJsonObject o = r.json();
        QCOMPARE(o.keys(), (QStringList{QStringLiteral("score"), QStringLiteral("suit")}));
        QCOMPARE(o[QStringLiteral("score")].toInt(), score);
        QCOMPARE(o[QStringLiteral("suit")].toString(), suit);
    }

    void scoreAsText() {
        const Run r =
            cli({QStringLiteral("empatsatu"), QStringLiteral("score"), QStringLiteral("Ks 3s 9h 8h")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.contains("score: 4"));
        QVERIFY(r.out.contains("suit: h"));
    }

    // V-E6...V-E9.
    void compare_data() {
        QTest::addColumn<QString>("hand");
        QTest::addColumn<QString>("other");
        QTest::addColumn<QString>("winner");
        QTest::newRow("V-E6") << "Kc 6c 5c 4c"
                              << "As Qs Ts 4d"
                              << "other";
        QTest::newRow("V-E7") << "Jh Th 7h 6h"
                              << "Ac Kc 7c 5c"
                              << "hand";
        QTest::newRow("V-E7 swapped") << "Ac Kc 7c 5c"
                                      << "Jh Th 7h 6h"
                                      << "other";
        QTest::newRow("V-E8") << "Jh Th 7h 4c"
                              << "As Ks 8s 6d"
                              << "hand";
        QTest::newRow("V-E9") << "Ah Kh Qh Jh"
                              << "As Ks Js Ts"
                              << "tie";
        QTest::newRow("negative") << "2c 3d 4h 5s"
                                  << "Ah Ad Ac As"
                                  << "hand";
    }
    void compare() {
        QFETCH(QString, hand);
        QFETCH(QString, other);
        QFETCH(QString, winner);
        const Run r = cli({QStringLiteral("--json"), QStringLiteral("empatsatu"), QStringLiteral("compare"),
                           QStringLiteral("--hand"), hand, QStringLiteral("--other"), other});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.err.isEmpty());
        QCOMPARE(r.json().keys(), QStringList{QStringLiteral("winner")});
        QCOMPARE(r.json()[QStringLiteral("winner")].toString(), winner);
    }

    void badInputIsRefused_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        const QString es = QStringLiteral("empatsatu");
        const QString score = QStringLiteral("score");
        const QString compare = QStringLiteral("compare");
        const QString hand = QStringLiteral("--hand");
        const QString other = QStringLiteral("--other");
        QTest::newRow("three cards") << QStringList{es, score, QStringLiteral("Ks 3s 9h")} << "too few cards";
        QTest::newRow("five cards") << QStringList{es, score, QStringLiteral("Ks 3s 9h 8h 2c")}
                                    << "too many cards";
        QTest::newRow("no cards") << QStringList{es, score} << "too few cards";
        QTest::newRow("joker") << QStringList{es, score, QStringLiteral("Ks 3s 9h Jk")} << "without jokers";
        QTest::newRow("unknown card")
            << QStringList{es, score, QStringLiteral("Ks 3s 9h 1h")} << "unknown card '1h'";
        QTest::newRow("card twice") << QStringList{es, score, QStringLiteral("Ks 3s 9h ks")}
                                    << "Ks is given twice";
        QTest::newRow("no other") << QStringList{es, compare, hand, QStringLiteral("Ah Kh Qh Jh")}
                                  << "--other is required";
        QTest::newRow("no hand") << QStringList{es, compare, other, QStringLiteral("Ah Kh Qh Jh")}
                                 << "--hand is required";
        QTest::newRow("card in both hands") << QStringList{es,    compare,
                                                           hand,  QStringLiteral("Ah Kh Qh Jh"),
                                                           other, QStringLiteral("As Ks Js Ah")}
                                            << "card Ah is in both hands";
        QTest::newRow("short other") << QStringList{es,    compare,
                                                    hand,  QStringLiteral("Ah Kh Qh Jh"),
                                                    other, QStringLiteral("As Ks Js")}
                                     << "too few cards";
        QTest::newRow("stray argument") << QStringList{es, compare, QStringLiteral("As")} << "no arguments";
    }
    void badInputIsRefused() {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        const Run r = cli(QStringList{QStringLiteral("--json")} + args);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.out.isEmpty(), r.out.constData());
        QVERIFY2(r.err.contains(message.toUtf8()), r.err.constData());
        QCOMPARE(r.err.count('\n'), 1);
    }

    // The same JSON shape as Capsa's: per bot games, wins, win_rate, ci95 and avg_points, decision times.
    void simulateFields_data() {
        QTest::addColumn<QString>("seats");
        QTest::addColumn<QString>("variant");
        QTest::addColumn<int>("deals");
        QTest::newRow("hard and easy, three seats") << "hard,easy,easy"
                                                    << "" << 1;
        QTest::newRow("heads-up, jbgames") << "strong,greedy"
                                           << "empatsatu-jbgames" << 1;
        QTest::newRow("six easy, quick hands") << "easy,easy,easy,easy,easy,easy"
                                               << "empatsatu-cepat" << 3;
        QTest::newRow("seats override the variant's players") << "easy,easy"
                                                              << "empatsatu-klasik,players=5" << 4;
    }
    void simulateFields() {
        QFETCH(QString, seats);
        QFETCH(QString, variant);
        QFETCH(int, deals);
        QStringList args = {QStringLiteral("--json"),    QStringLiteral("simulate"), QStringLiteral("--game"),
                            QStringLiteral("empatsatu"), QStringLiteral("--seats"),  seats,
                            QStringLiteral("--deals"),   QString::number(deals),     QStringLiteral("--seed"),
                            QStringLiteral("5")};
        if (!variant.isEmpty()) args << QStringLiteral("--variant") << variant;
        const Run r = cli(args);
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.err.isEmpty(), r.err.constData());
        const QJsonObject o = r.json();
        QCOMPARE(o.keys(), kJsonFields);
        QCOMPARE(o[QStringLiteral("game")].toString(), QStringLiteral("empatsatu"));
        const int players = int(seats.count(QLatin1Char(',')) + 1);
        QCOMPARE(o[QStringLiteral("games")].toInt(), deals * players);
        QVERIFY(o[QStringLiteral("games_per_second")].toDouble() > 0);
        const QJsonObject bots = o[QStringLiteral("bots")].toObject();
        const QJsonObject times = o[QStringLiteral("decision_ms")].toObject();
        QCOMPARE(times.keys(), bots.keys());
        QCOMPARE(o[QStringLiteral("decision_cpu_ms")].toObject().keys(), bots.keys());
        int games = 0, wins = 0;
        for (const QString& name : bots.keys()) {
            const QJsonObject b = bots[name].toObject();
            QCOMPARE(b.keys(), (QStringList{QStringLiteral("avg_points"), QStringLiteral("ci95"),
                                            QStringLiteral("games"), QStringLiteral("win_rate"),
                                            QStringLiteral("wins")}));
            games += b[QStringLiteral("games")].toInt();
            wins += b[QStringLiteral("wins")].toInt();
            const double rate = b[QStringLiteral("win_rate")].toDouble();
            const QJsonArray ci = b[QStringLiteral("ci95")].toArray();
            QCOMPARE(ci.size(), 2);
            QVERIFY(ci[0].toDouble() <= rate + 1e-9 && rate <= ci[1].toDouble() + 1e-9); // Wilson, rounded
            const double points = b[QStringLiteral("avg_points")].toDouble();
            QVERIFY(points >= -22 && points <= 41);
            const QJsonObject t = times[name].toObject();
            QCOMPARE(t.keys(),
                     (QStringList{QStringLiteral("max"), QStringLiteral("mean"), QStringLiteral("p95")}));
            QVERIFY(t[QStringLiteral("mean")].toDouble() <= t[QStringLiteral("max")].toDouble());
        }
        QCOMPARE(games, deals * players * players); // every seat of every game
        QCOMPARE(wins, deals * players);            // one winner per hand
    }

    void simulateIsDeterministic() {
        const QStringList args = {QStringLiteral("--json"),    QStringLiteral("simulate"),
                                  QStringLiteral("--game"),    QStringLiteral("empatsatu"),
                                  QStringLiteral("--seats"),   QStringLiteral("hard,easy"),
                                  QStringLiteral("--deals"),   QStringLiteral("2"),
                                  QStringLiteral("--threads"), QStringLiteral("2")};
        const Run a = cli(args);
        const Run b = cli(args);
        QCOMPARE(a.exitCode, 0);
        QCOMPARE(a.json()[QStringLiteral("bots")], b.json()[QStringLiteral("bots")]);
    }

    void simulateRefusals_data() {
        QTest::addColumn<QStringList>("extra");
        QTest::addColumn<QString>("message");
        const QString seats = QStringLiteral("--seats");
        QTest::newRow("one seat") << QStringList{seats, QStringLiteral("hard")} << "2 to 6 bots, not 1";
        QTest::newRow("seven seats") << QStringList{seats,
                                                    QStringLiteral("easy,easy,easy,easy,easy,easy,easy")}
                                     << "2 to 6 bots, not 7";
        QTest::newRow("unknown bot") << QStringList{seats, QStringLiteral("hard,medium")}
                                     << "unknown empatsatu bot 'medium'";
        QTest::newRow("empty bot name")
            << QStringList{seats, QStringLiteral("hard,,easy")} << "unknown empatsatu bot ''";
        QTest::newRow("unknown variant")
            << QStringList{seats, QStringLiteral("easy,easy"), QStringLiteral("--variant"),
                           QStringLiteral("empatsatu-x")}
            << "empatsatu-x";
        QTest::newRow("capsa variant")
            << QStringList{seats, QStringLiteral("easy,easy"), QStringLiteral("--variant"),
                           QStringLiteral("capsa-indonesia")}
            << "capsa-indonesia";
        QTest::newRow("no seats") << QStringList{} << "--seats is required";
        QTest::newRow("no deals") << QStringList{seats, QStringLiteral("easy,easy"),
                                                 QStringLiteral("--deals"), QStringLiteral("0")}
                                  << "--deals must be";
    }
    void simulateRefusals() {
        QFETCH(QStringList, extra);
        QFETCH(QString, message);
        const Run r = cli(QStringList{QStringLiteral("--json"), QStringLiteral("simulate"),
                                      QStringLiteral("--game"), QStringLiteral("empatsatu")} +
                          extra);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.out.isEmpty(), r.out.constData());
        QVERIFY2(r.err.contains(message.toUtf8()), r.err.constData());
        QCOMPARE(r.err.count('\n'), 1);
    }

    void benchQuick() {
        const Run r = cli({QStringLiteral("--json"), QStringLiteral("bench"), QStringLiteral("empatsatu"),
                           QStringLiteral("--quick"), QStringLiteral("--players"), QStringLiteral("3")});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject o = r.json();
        QCOMPARE(o.keys(), (QStringList{QStringLiteral("decision_cpu_ms"), QStringLiteral("decision_ms"),
                                        QStringLiteral("easy_games"),

                                        QStringLiteral("easy_games_per_second"), QStringLiteral("players")}));
        QCOMPARE(o[QStringLiteral("players")].toInt(), 3);
        QVERIFY(o[QStringLiteral("easy_games")].toInt() > 0);
        QVERIFY(o[QStringLiteral("easy_games_per_second")].toDouble() > 0);
        QCOMPARE(o[QStringLiteral("decision_ms")].toObject().keys(),
                 (QStringList{QStringLiteral("easy"), QStringLiteral("hard")}));
        const Run bad = cli({QStringLiteral("bench"), QStringLiteral("empatsatu"),
                             QStringLiteral("--players"), QStringLiteral("7")});
        QCOMPARE(bad.exitCode, 2);
        QVERIFY(bad.out.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestCliEmpatSatu)
#include "tst_cli_empatsatu.moc"
