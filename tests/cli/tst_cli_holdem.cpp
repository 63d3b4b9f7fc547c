// mejakartu-cli's Texas Hold'em commands: odds, holdem eval, holdem compare, bench odds.
#include "clirun.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTest>

namespace {
using Run = CliRun;

const QStringList kCategories{
    QStringLiteral("straight_flush"), QStringLiteral("four_of_a_kind"), QStringLiteral("full_house"),
    QStringLiteral("flush"),          QStringLiteral("straight"),       QStringLiteral("three_of_a_kind"),
    QStringLiteral("two_pair"),       QStringLiteral("pair"),           QStringLiteral("high_card")};

} // namespace

class TestCliHoldem : public QObject {
    Q_OBJECT
private slots:
    void helpListsTheCommands() {
        const Run r = cli({QStringLiteral("--help")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.contains("odds"));
        QVERIFY(r.out.contains("holdem eval"));
        QVERIFY(r.out.contains("holdem compare"));
        QVERIFY(r.out.contains("bench odds"));
    }

    void evalFullHouse() {
        const Run r = cliJson(
            {QStringLiteral("holdem"), QStringLiteral("eval"), QStringLiteral("8c 8d 8h Ah As 4c 9s")});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.json()[QStringLiteral("category")].toString(), QStringLiteral("full_house"));
        QCOMPARE(r.json()[QStringLiteral("best")].toArray(),
                 (QJsonArray{QStringLiteral("8c"), QStringLiteral("8d"), QStringLiteral("8h"),
                             QStringLiteral("Ah"), QStringLiteral("As")}));
    }

    void evalFiveAndSixCards_data() {
        QTest::addColumn<QString>("cards");
        QTest::addColumn<QString>("category");
        QTest::newRow("wheel") << "Ah 2d 3c 4s 5h"
                               << "straight";
        QTest::newRow("no wrap") << "Qh Kd As 2c 3h"
                                 << "high_card";
        QTest::newRow("six-card flush") << "Ah 2h 7h 8h 3h Tc"
                                        << "flush";
    }
    void evalFiveAndSixCards() {
        QFETCH(QString, cards);
        QFETCH(QString, category);
        const Run r = cliJson({QStringLiteral("holdem"), QStringLiteral("eval"), cards});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.json()[QStringLiteral("category")].toString(), category);
        QCOMPARE(r.json()[QStringLiteral("best")].toArray().size(), 5);
    }

    // A few of holdem.md's V-H vectors through the command line.
    void compare_data() {
        QTest::addColumn<QString>("a");
        QTest::addColumn<QString>("b");
        QTest::addColumn<QString>("board");
        QTest::addColumn<QString>("winner");
        QTest::newRow("V-H1") << "Ah Kd"
                              << "Qs Qc"
                              << "2h 7d 9s Jc 3c"
                              << "b";
        QTest::newRow("V-H2") << "Ah 5c"
                              << "5d 6h"
                              << "2h 3d 4s Kd Qc"
                              << "b";
        QTest::newRow("V-H3") << "Kh Qh"
                              << "Ks Jd"
                              << "Ad Kc 7s 7d 2c"
                              << "tie";
        QTest::newRow("V-H4") << "Ac 2d"
                              << "Kc 3d"
                              << "9s 9h 9d 9c 5h"
                              << "a";
        QTest::newRow("V-H12") << "8c 8d"
                               << "Ac Kd"
                               << "8h Ah As 4c 9s"
                               << "a";
    }
    void compare() {
        QFETCH(QString, a);
        QFETCH(QString, b);
        QFETCH(QString, board);
        QFETCH(QString, winner);
        const Run r = cliJson({QStringLiteral("holdem"), QStringLiteral("compare"), QStringLiteral("--a"), a,
                               QStringLiteral("--b"), b, QStringLiteral("--board"), board});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.json()[QStringLiteral("winner")].toString(), winner);
        const Run text = cli({QStringLiteral("holdem"), QStringLiteral("compare"), QStringLiteral("--a"), a,
                              QStringLiteral("--b"), b, QStringLiteral("--board"), board});
        QVERIFY(text.out.contains("winner: " + winner.toUtf8()));
    }

    void oddsShape_data() {
        QTest::addColumn<QString>("board");
        QTest::addColumn<qint64>("boards");
        QTest::newRow("preflop") << "" << qint64{2118760};
        QTest::newRow("flop") << "Qh 7h 2c" << qint64{1081};
        QTest::newRow("turn") << "Qh 7h 2c 9d" << qint64{46};
        QTest::newRow("river") << "Qh 7h 2c 9d 3s" << qint64{1};
    }
    void oddsShape() {
        QFETCH(QString, board);
        QFETCH(qint64, boards);
        QStringList args{QStringLiteral("odds"), QStringLiteral("--hole"), QStringLiteral("Ah Kh")};
        if (!board.isEmpty()) args << QStringLiteral("--board") << board;
        const Run r = cliJson(args);
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.err.isEmpty());
        const QJsonObject o = r.json();
        QCOMPARE(o[QStringLiteral("hole")].toArray(),
                 (QJsonArray{QStringLiteral("Ah"), QStringLiteral("Kh")}));
        QCOMPARE(o[QStringLiteral("board")].toArray().size(),
                 board.isEmpty() ? 0 : board.count(QLatin1Char(' ')) + 1);
        QCOMPARE(o[QStringLiteral("boards")].toInteger(), boards);
        const QJsonObject cats = o[QStringLiteral("categories")].toObject();
        QCOMPARE(cats.size(), 9);
        qint64 sum = 0;
        for (const QString& c : kCategories) {
            QVERIFY2(cats.contains(c), qPrintable(c));
            sum += cats[c].toInteger();
        }
        QCOMPARE(sum, boards);
        const QJsonObject eq = o[QStringLiteral("equity")].toObject();
        QCOMPARE(eq[QStringLiteral("opponents")].toInt(), 1);
        QCOMPARE(eq[QStringLiteral("method")].toString(), QStringLiteral("exact"));
        QCOMPARE(eq[QStringLiteral("showdowns")].toInteger(), boards * 990);
        QCOMPARE(eq[QStringLiteral("wins")].toInteger() + eq[QStringLiteral("ties")].toInteger() +
                     eq[QStringLiteral("losses")].toInteger(),
                 boards * 990);
        QCOMPARE(eq[QStringLiteral("stderr")].toDouble(), 0.0);
        const double win = eq[QStringLiteral("win")].toDouble();
        QVERIFY(win > 0 && win < 1);
        QVERIFY(eq.contains(QStringLiteral("tie")));
        QVERIFY(o[QStringLiteral("outs")].isArray());
        QVERIFY(o[QStringLiteral("millis")].toDouble() >= 0);
    }

    void oddsPreflopFigures() {
        // Exact heads-up preflop: C(50,5) x C(45,2) showdowns; A-K suited wins 66.22%.
        const QJsonObject eq =
            cliJson({QStringLiteral("odds"), QStringLiteral("--hole"), QStringLiteral("Ah Kh")})
                .json()[QStringLiteral("equity")]
                .toObject();
        QCOMPARE(eq[QStringLiteral("showdowns")].toInteger(), qint64{2097572400});
        QVERIFY(std::abs(eq[QStringLiteral("win")].toDouble() - 0.6622) < 0.0001);
    }

    void oddsOuts() {
        const Run r = cliJson({QStringLiteral("odds"), QStringLiteral("--hole"), QStringLiteral("9c 8d"),
                               QStringLiteral("--board"), QStringLiteral("7h 6s 2c")});
        const QJsonArray outs = r.json()[QStringLiteral("outs")].toArray();
        QCOMPARE(outs.size(), 23); // 8 straight cards and 15 that pair
        QVERIFY(outs.contains(QStringLiteral("Tc")));
        QVERIFY(outs.contains(QStringLiteral("5d")));
        QVERIFY(!outs.contains(QStringLiteral("Kd")));
    }

    void oddsMonteCarlo() {
        const QStringList args{
            QStringLiteral("odds"),        QStringLiteral("--hole"), QStringLiteral("Ah Kh"),
            QStringLiteral("--opponents"), QStringLiteral("3"),      QStringLiteral("--samples"),
            QStringLiteral("20000"),       QStringLiteral("--seed"), QStringLiteral("5")};
        const Run a = cliJson(args);
        QCOMPARE(a.exitCode, 0);
        const QJsonObject eq = a.json()[QStringLiteral("equity")].toObject();
        QCOMPARE(eq[QStringLiteral("method")].toString(), QStringLiteral("monte_carlo"));
        QCOMPARE(eq[QStringLiteral("opponents")].toInt(), 3);
        QCOMPARE(eq[QStringLiteral("showdowns")].toInteger(), qint64{20000});
        QVERIFY(eq[QStringLiteral("stderr")].toDouble() > 0);
        // The same seed gives the same counts, with any number of threads.
        const Run b = cliJson(args + QStringList{QStringLiteral("--threads"), QStringLiteral("2")});
        QCOMPARE(b.json()[QStringLiteral("equity")].toObject()[QStringLiteral("wins")],
                 eq[QStringLiteral("wins")]);
        // Monte Carlo by default when exact is too costly.
        const Run d = cliJson({QStringLiteral("odds"), QStringLiteral("--hole"), QStringLiteral("Ah Kh"),
                               QStringLiteral("--opponents"), QStringLiteral("4"), QStringLiteral("--board"),
                               QStringLiteral("Qh 7h 2c")});
        QCOMPARE(d.json()[QStringLiteral("equity")].toObject()[QStringLiteral("method")].toString(),
                 QStringLiteral("monte_carlo"));
    }

    void oddsExactTwoOpponents() {
        const Run r =
            cliJson({QStringLiteral("odds"), QStringLiteral("--hole"), QStringLiteral("Ah Kh"),
                     QStringLiteral("--board"), QStringLiteral("Qh 7h 2c 9d"), QStringLiteral("--opponents"),
                     QStringLiteral("2"), QStringLiteral("--exact")});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject eq = r.json()[QStringLiteral("equity")].toObject();
        QCOMPARE(eq[QStringLiteral("method")].toString(), QStringLiteral("exact"));
        QCOMPARE(eq[QStringLiteral("showdowns")].toInteger(), qint64{46} * 990 * 903);
    }

    void oddsText() {
        const Run r = cli({QStringLiteral("odds"), QStringLiteral("--hole"), QStringLiteral("Ah Kh"),
                           QStringLiteral("--board"), QStringLiteral("Qh 7h 2c")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.contains("1081 board completions"));
        QVERIFY(r.out.contains("flush"));
        QVERIFY(r.out.contains("outs (23)"));
    }

    void benchQuick() {
        const Run r = cliJson({QStringLiteral("bench"), QStringLiteral("odds"), QStringLiteral("--quick")});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject o = r.json();
        QCOMPARE(o[QStringLiteral("quick")].toBool(), true);
        const QJsonObject evaluator = o[QStringLiteral("evaluator")].toObject();
        QVERIFY(evaluator[QStringLiteral("mevals_per_s_wall")].toDouble() > 0);
        QCOMPARE(evaluator[QStringLiteral("table_bytes")].toInteger(), qint64{197152});
        const QJsonObject randomOrder = evaluator[QStringLiteral("random_order")].toObject();
        QCOMPARE(randomOrder[QStringLiteral("hands")].toInteger(), qint64{16384});
        QCOMPARE(randomOrder[QStringLiteral("from")].toString(), QStringLiteral("card ids"));
        QVERIFY(randomOrder[QStringLiteral("mevals_per_s_cpu")].toDouble() > 0);
        QVERIFY(o[QStringLiteral("distribution_us_per_call")].toObject().contains(QStringLiteral("flop")));
        QCOMPARE(
            o[QStringLiteral("exact_headsup_preflop")].toObject()[QStringLiteral("showdowns")].toInteger(),
            qint64{2097572400});
        QCOMPARE(o[QStringLiteral("monte_carlo")].toObject()[QStringLiteral("samples")].toInteger(),
                 qint64{100000});
    }

    // The text names the evaluator's headline figures first.
    void benchQuickText() {
        const Run r = cli({QStringLiteral("bench"), QStringLiteral("odds"), QStringLiteral("--quick")});
        QCOMPARE(r.exitCode, 0);
        const QString first = QString::fromUtf8(r.out).section(QLatin1Char('\n'), 0, 0);
        QVERIFY2(first.startsWith(QStringLiteral("evaluator speed: ")), qPrintable(first));
        QVERIFY2(first.contains(QStringLiteral(" M evaluations/s ")), qPrintable(first));
        QVERIFY2(first.contains(
                     QStringLiteral("over 16384 random 7-card hands from card ids; tables 197152 bytes")),
                 qPrintable(first));
    }

    void badInputIsRefused_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        const QString odds = QStringLiteral("odds"), hole = QStringLiteral("--hole"),
                      board = QStringLiteral("--board");
        QTest::newRow("bad card") << QStringList{odds, hole, QStringLiteral("Ah Zz")} << "unknown card 'Zz'";
        QTest::newRow("one hole card") << QStringList{odds, hole, QStringLiteral("Ah")} << "exactly 2";
        QTest::newRow("three hole cards")
            << QStringList{odds, hole, QStringLiteral("Ah Kh Qh")} << "at most 2";
        QTest::newRow("no hole") << QStringList{odds} << "--hole is required";
        QTest::newRow("card in hole and board")
            << QStringList{odds, hole, QStringLiteral("Ah Kh"), board, QStringLiteral("2c Ah 7d")}
            << "Ah is given twice";
        QTest::newRow("card twice in board")
            << QStringList{odds, hole, QStringLiteral("Ah Kh"), board, QStringLiteral("2c 2c 7d")}
            << "2c is given twice";
        QTest::newRow("one board card")
            << QStringList{odds, hole, QStringLiteral("Ah Kh"), board, QStringLiteral("2c")}
            << "0, 3, 4 or 5 cards, not 1";
        QTest::newRow("two board cards")
            << QStringList{odds, hole, QStringLiteral("Ah Kh"), board, QStringLiteral("2c 3c")}
            << "0, 3, 4 or 5 cards, not 2";
        QTest::newRow("six board cards")
            << QStringList{odds, hole, QStringLiteral("Ah Kh"), board, QStringLiteral("2c 3c 4c 5c 6c 7c")}
            << "too many cards";
        QTest::newRow("exact too costly") << QStringList{odds,
                                                         hole,
                                                         QStringLiteral("Ah Kh"),
                                                         QStringLiteral("--opponents"),
                                                         QStringLiteral("3"),
                                                         QStringLiteral("--exact")}
                                          << "--exact is too costly";
        QTest::newRow("exact and samples") << QStringList{odds,
                                                          hole,
                                                          QStringLiteral("Ah Kh"),
                                                          QStringLiteral("--exact"),
                                                          QStringLiteral("--samples"),
                                                          QStringLiteral("10")}
                                           << "exclude each other";
        QTest::newRow("nine opponents") << QStringList{odds, hole, QStringLiteral("Ah Kh"),
                                                       QStringLiteral("--opponents"), QStringLiteral("9")}
                                        << "--opponents";
        QTest::newRow("eight cards to eval") << QStringList{QStringLiteral("holdem"), QStringLiteral("eval"),
                                                            QStringLiteral("2c 3c 4c 5c 6c 7c 8c 9c")}
                                             << "at most 7";
        QTest::newRow("four cards to eval")
            << QStringList{QStringLiteral("holdem"), QStringLiteral("eval"), QStringLiteral("2c 3c 4c 5c")}
            << "at least 5";
        QTest::newRow("compare with a duplicate")
            << QStringList{QStringLiteral("holdem"),  QStringLiteral("compare"),
                           QStringLiteral("--a"),     QStringLiteral("Ah Kh"),
                           QStringLiteral("--b"),     QStringLiteral("Ah Qs"),
                           QStringLiteral("--board"), QStringLiteral("2c 3c 4c 5d 9s")}
            << "Ah is given twice";
        QTest::newRow("compare with four board cards")
            << QStringList{QStringLiteral("holdem"),  QStringLiteral("compare"),    QStringLiteral("--a"),
                           QStringLiteral("Ah Kh"),   QStringLiteral("--b"),        QStringLiteral("Qs Qd"),
                           QStringLiteral("--board"), QStringLiteral("2c 3c 4c 5d")}
            << "--board";
    }
    void badInputIsRefused() {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        const Run r = cliJson(args);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.out.isEmpty(), r.out.constData());
        QVERIFY2(r.err.contains(message.toUtf8()), r.err.constData());
        QCOMPARE(r.err.count('\n'), 1);
    }
};

QTEST_GUILESS_MAIN(TestCliHoldem)
#include "tst_cli_holdem.moc"
