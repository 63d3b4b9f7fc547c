// mejakartu-cli's Capsa commands: the JSON contracts of classify, beats and simulate, and refusals.
#include "clirun.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTest>

namespace {
using Run = CliRun;
} // namespace

class TestCliCapsa : public QObject {
    Q_OBJECT
private slots:
    void classify_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("combination");
        QTest::newRow("single") << QStringList{QStringLiteral("7h")} << "single";
        QTest::newRow("pair") << QStringList{QStringLiteral("9c 9s")} << "pair";
        QTest::newRow("triple") << QStringList{QStringLiteral("Qc"), QStringLiteral("Qd"),
                                               QStringLiteral("Qs")}
                                << "triple";
        QTest::newRow("bomb") << QStringList{QStringLiteral("Qc,Qd,Qh,Qs")} << "bomb";
        QTest::newRow("straight") << QStringList{QStringLiteral("3d 4c 5h 6s 7d")} << "straight";
        QTest::newRow("flush") << QStringList{QStringLiteral("3s 4s 8s Js As")} << "flush";
        QTest::newRow("full house") << QStringList{QStringLiteral("8c 8d 8h Kc Ks")} << "full_house";
        QTest::newRow("four of a kind") << QStringList{QStringLiteral("9c 9d 9h 9s 2c")} << "four_of_a_kind";
        QTest::newRow("straight flush") << QStringList{QStringLiteral("9s Ts Js Qs Ks")} << "straight_flush";
        QTest::newRow("invalid") << QStringList{QStringLiteral("Jd Qc Kh As 2d")} << "invalid";
        QTest::newRow("variant") << QStringList{QStringLiteral("--variant"),
                                                QStringLiteral("straightWindows=TwoHighNoWrap"),
                                                QStringLiteral("Jd Qc Kh As 2d")}
                                 << "straight";
        QTest::newRow("banting has no Bom")
            << QStringList{QStringLiteral("--variant"), QStringLiteral("capsa-banting"),
                           QStringLiteral("Qc Qd Qh Qs")}
            << "invalid";
    }
    void classify() {
        QFETCH(QStringList, args);
        QFETCH(QString, combination);
        const Run r = cliJson(QStringList{QStringLiteral("capsa"), QStringLiteral("classify")} + args);
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.json(), (QJsonObject{{QStringLiteral("combination"), combination}}));
    }

    void beats() {
        Run r = cliJson({QStringLiteral("capsa"), QStringLiteral("beats"), QStringLiteral("--table"),
                         QStringLiteral("2s"), QStringLiteral("--play"), QStringLiteral("5c 5d 5h 5s")});
        QCOMPARE(r.json(), (QJsonObject{{QStringLiteral("beats"), true}})); // V-C3
        r = cliJson({QStringLiteral("capsa"), QStringLiteral("beats"), QStringLiteral("--table"),
                     QStringLiteral("5c 5d 5h 5s"), QStringLiteral("--play"), QStringLiteral("2s")});
        QCOMPARE(r.json(), (QJsonObject{{QStringLiteral("beats"), false}})); // V-C4
        r = cliJson({QStringLiteral("capsa"), QStringLiteral("beats"), QStringLiteral("--variant"),
                     QStringLiteral("flushCompare=Lexicographic"), QStringLiteral("--table"),
                     QStringLiteral("Kh Qh 9h 5h 3h"), QStringLiteral("--play"),
                     QStringLiteral("Ks Js Ts 8s 4s")});
        QCOMPARE(r.json(), (QJsonObject{{QStringLiteral("beats"), false}})); // V-C17
        r = cliJson({QStringLiteral("capsa"), QStringLiteral("beats"), QStringLiteral("--table"),
                     QStringLiteral("3d"), QStringLiteral("--play"), QStringLiteral("4c 5d")});
        QCOMPARE(r.json(), (QJsonObject{{QStringLiteral("beats"), false}})); // not a combination
    }

    void simulateShape() {
        const Run r = cliJson({QStringLiteral("simulate"), QStringLiteral("--game"), QStringLiteral("capsa"),
                               QStringLiteral("--seats"), QStringLiteral("medium,easy,easy,easy"),
                               QStringLiteral("--deals"), QStringLiteral("5"), QStringLiteral("--seed"),
                               QStringLiteral("3")});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject o = r.json();
        QCOMPARE(o[QStringLiteral("game")].toString(), QStringLiteral("capsa"));
        QCOMPARE(o[QStringLiteral("games")].toInt(), 20); // each deal once per rotation
        const QJsonObject medium = o[QStringLiteral("bots")].toObject()[QStringLiteral("medium")].toObject();
        QCOMPARE(medium[QStringLiteral("games")].toInt(), 20);
        for (const char* key : {"wins", "win_rate", "ci95", "avg_points"})
            QVERIFY2(medium.contains(QLatin1String(key)), key);
        const QJsonArray ci = medium[QStringLiteral("ci95")].toArray();
        QVERIFY(ci[0].toDouble() <= medium[QStringLiteral("win_rate")].toDouble());
        QVERIFY(ci[1].toDouble() >= medium[QStringLiteral("win_rate")].toDouble());
        const QJsonObject easy = o[QStringLiteral("bots")].toObject()[QStringLiteral("easy")].toObject();
        QCOMPARE(easy[QStringLiteral("games")].toInt(), 60);
        QCOMPARE(medium[QStringLiteral("wins")].toInt() + easy[QStringLiteral("wins")].toInt(),
                 20); // one winner a deal
        for (const char* key : {"mean", "p95", "max"})
            QVERIFY(o[QStringLiteral("decision_ms")].toObject()[QStringLiteral("medium")].toObject().contains(
                QLatin1String(key)));
        QVERIFY(o[QStringLiteral("games_per_second")].toDouble() > 0);
        // The same seed gives the same games.
        const Run again = cliJson({QStringLiteral("simulate"), QStringLiteral("--game"),
                                   QStringLiteral("capsa"), QStringLiteral("--seats"),
                                   QStringLiteral("medium,easy,easy,easy"), QStringLiteral("--deals"),
                                   QStringLiteral("5"), QStringLiteral("--seed"), QStringLiteral("3")});
        QCOMPARE(again.json()[QStringLiteral("bots")]
                     .toObject()[QStringLiteral("medium")]
                     .toObject()[QStringLiteral("wins")],
                 medium[QStringLiteral("wins")]);
    }

    void benchQuick() {
        const Run r = cliJson({QStringLiteral("bench"), QStringLiteral("capsa"), QStringLiteral("--quick")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.json()[QStringLiteral("easy_games_per_second")].toDouble() > 0);
        QVERIFY(r.json()[QStringLiteral("decision_ms")].toObject().contains(QStringLiteral("hard")));
    }

    void refusals_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        QTest::newRow("bad card") << QStringList{QStringLiteral("capsa"), QStringLiteral("classify"),
                                                 QStringLiteral("3d Zz")}
                                  << "unknown card 'Zz'";
        QTest::newRow("no cards") << QStringList{QStringLiteral("capsa"), QStringLiteral("classify")}
                                  << "too few cards";
        QTest::newRow("joker") << QStringList{QStringLiteral("capsa"), QStringLiteral("classify"),
                                              QStringLiteral("Jk")}
                               << "";
        QTest::newRow("no table") << QStringList{QStringLiteral("capsa"), QStringLiteral("beats"),
                                                 QStringLiteral("--play"), QStringLiteral("3d")}
                                  << "--table is required";
        QTest::newRow("table not a combination")
            << QStringList{QStringLiteral("capsa"), QStringLiteral("beats"),  QStringLiteral("--table"),
                           QStringLiteral("3d 4c"), QStringLiteral("--play"), QStringLiteral("3s")}
            << "not a Capsa combination";
        QTest::newRow("unknown variant")
            << QStringList{QStringLiteral("capsa"), QStringLiteral("classify"), QStringLiteral("--variant"),
                           QStringLiteral("capsa-mars"), QStringLiteral("3d")}
            << "unknown variant 'capsa-mars'";
        QTest::newRow("three seats") << QStringList{QStringLiteral("simulate"), QStringLiteral("--game"),
                                                    QStringLiteral("capsa"), QStringLiteral("--seats"),
                                                    QStringLiteral("easy,easy,easy")}
                                     << "4 bots";
        QTest::newRow("unknown bot") << QStringList{QStringLiteral("simulate"), QStringLiteral("--game"),
                                                    QStringLiteral("capsa"), QStringLiteral("--seats"),
                                                    QStringLiteral("easy,easy,easy,genius")}
                                     << "unknown capsa bot 'genius'";
        QTest::newRow("unknown game")
            << QStringList{QStringLiteral("simulate"), QStringLiteral("--game"), QStringLiteral("poker"),
                           QStringLiteral("--seats"), QStringLiteral("easy")}
            << "unknown game 'poker'";
        QTest::newRow("zero deals") << QStringList{QStringLiteral("simulate"),
                                                   QStringLiteral("--game"),
                                                   QStringLiteral("capsa"),
                                                   QStringLiteral("--seats"),
                                                   QStringLiteral("easy,easy,easy,easy"),
                                                   QStringLiteral("--deals"),
                                                   QStringLiteral("0")}
                                    << "--deals";
    }
    void refusals() {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        const Run r = cliJson(args);
        if (message.isEmpty()) { // a joker is a card, but never a Capsa combination
            QCOMPARE(r.exitCode, 0);
            QCOMPARE(r.json()[QStringLiteral("combination")].toString(), QStringLiteral("invalid"));
            return;
        }
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.out.isEmpty());
        QVERIFY2(r.err.contains(message.toUtf8()), r.err.constData());
    }
};

QTEST_GUILESS_MAIN(TestCliCapsa)
#include "tst_cli_capsa.moc"
