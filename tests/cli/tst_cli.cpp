// mejakartu-cli as a user (or a script) meets it: output shapes, exit codes, refusals.
#include "clirun.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTest>

using Run = CliRun;

class TestCli : public QObject {
    Q_OBJECT
private slots:
    void helpListsCommands() {
        const Run r = cli({QStringLiteral("--help")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.contains("cards"));
        QVERIFY(r.out.contains("shuffle"));
        QVERIFY(r.out.contains("variants"));
    }

    void commandHelp() {
        const Run r = cli({QStringLiteral("shuffle"), QStringLiteral("--help")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.contains("--seed"));
        QVERIFY(r.out.contains("--deck"));
    }

    void version() {
        const Run r = cli({QStringLiteral("--version")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.startsWith("mejakartu-cli 0."));
    }

    void cardsAsOneOrSeveralArguments_data() {
        QTest::addColumn<QStringList>("args");
        QTest::newRow("one argument") << QStringList{QStringLiteral("9c Jd 10h")};
        QTest::newRow("several") << QStringList{QStringLiteral("9c"), QStringLiteral("Jd"),
                                                QStringLiteral("10h")};
        QTest::newRow("commas") << QStringList{QStringLiteral("9c,JD,th")};
    }
    void cardsAsOneOrSeveralArguments() {
        QFETCH(QStringList, args);
        const Run r = cli(QStringList{QStringLiteral("--json"), QStringLiteral("cards")} + args);
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.err.isEmpty());
        const QJsonObject o = r.json();
        QCOMPARE(o[QStringLiteral("count")].toInt(), 3);
        QCOMPARE(o[QStringLiteral("cards")].toArray(),
                 (QJsonArray{QStringLiteral("9c"), QStringLiteral("Jd"), QStringLiteral("Th")}));
    }

    void jsonFlagAfterTheCommand() {
        const Run r = cli({QStringLiteral("cards"), QStringLiteral("As"), QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.json()[QStringLiteral("count")].toInt(), 1);
    }

    void textOutput() {
        const Run r = cli({QStringLiteral("cards"), QStringLiteral("As Kd")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.contains("cards: As Kd"));
        QVERIFY(r.out.contains("count: 2"));
    }

    void shuffleIsReproducible() {
        const Run a = cli({QStringLiteral("--json"), QStringLiteral("shuffle"), QStringLiteral("--seed"),
                           QStringLiteral("7")});
        QCOMPARE(a.exitCode, 0);
        const QJsonArray cards = a.json()[QStringLiteral("cards")].toArray();
        QCOMPARE(cards.size(), 52);
        QCOMPARE(cards.first().toString(), QStringLiteral("Qh")); // as in tst_rng's fixed shuffle
        QCOMPARE(cards.last().toString(), QStringLiteral("Jc"));
        const Run b = cli({QStringLiteral("--json"), QStringLiteral("shuffle"), QStringLiteral("--seed"),
                           QStringLiteral("7")});
        QCOMPARE(a.out, b.out);
        const Run big = cli({QStringLiteral("--json"), QStringLiteral("shuffle"), QStringLiteral("--deck"),
                             QStringLiteral("108")});
        QCOMPARE(big.json()[QStringLiteral("cards")].toArray().size(), 108);
    }

    void variantsListsEveryGame() {
        const Run r = cli({QStringLiteral("--json"), QStringLiteral("variants")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.json()[QStringLiteral("games")].isArray());
    }

    void badInputIsRefused_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        QTest::newRow("no command") << QStringList{} << "no command";
        QTest::newRow("unknown command") << QStringList{QStringLiteral("fly")} << "unknown command 'fly'";
        QTest::newRow("unknown card")
            << QStringList{QStringLiteral("cards"), QStringLiteral("3d Zz")} << "unknown card 'Zz'";
        QTest::newRow("card 1h") << QStringList{QStringLiteral("cards"), QStringLiteral("1h")}
                                 << "unknown card '1h'";
        QTest::newRow("card twice") << QStringList{QStringLiteral("cards"), QStringLiteral("3d"),
                                                   QStringLiteral("3D")}
                                    << "3d is given twice";
        QTest::newRow("too few cards") << QStringList{QStringLiteral("cards")} << "too few cards";
        QTest::newRow("unknown game")
            << QStringList{QStringLiteral("variants"), QStringLiteral("--game"), QStringLiteral("poker")}
            << "unknown game 'poker'";
        QTest::newRow("unknown option")
            << QStringList{QStringLiteral("shuffle"), QStringLiteral("--colour")} << "colour";
        QTest::newRow("bad seed") << QStringList{QStringLiteral("shuffle"), QStringLiteral("--seed"),
                                                 QStringLiteral("-1")}
                                  << "--seed";
        QTest::newRow("bad deck") << QStringList{QStringLiteral("shuffle"), QStringLiteral("--deck"),
                                                 QStringLiteral("53")}
                                  << "--deck";
        QTest::newRow("stray argument")
            << QStringList{QStringLiteral("shuffle"), QStringLiteral("now")} << "no arguments";
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
};

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
