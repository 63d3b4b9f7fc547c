// mejakartu-cli as a user (or a script) meets it: output shapes, exit codes, refusals.
#include "clirun.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
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

    // Every command the program lists has its entry in the manual page mejakartu-cli(6): the first line of an
    // entry (after .TP) names it.
    void manualPageNamesEveryCommand() {
        const Run help = cli({QStringLiteral("--help")});
        QCOMPARE(help.exitCode, 0);
        const QString text = QString::fromUtf8(help.out);
        const qsizetype from = text.indexOf(QLatin1String("\nCommands:\n"));
        const qsizetype to = text.indexOf(QLatin1String("\nRun 'mejakartu-cli"));
        QVERIFY(from >= 0 && to > from);
        QStringList commands;
        for (const QString& line : text.mid(from, to - from).split(QLatin1Char('\n'))) {
            if (!line.startsWith(QLatin1String("  ")) || line.startsWith(QLatin1String("   "))) continue;
            // "  soak ", "  capsa classify CARDS...", "  cards CARDS...": one or two lower-case words.
            const QStringList words = line.trimmed().split(QLatin1Char(' '));
            QString name = words.value(0);
            if (words.size() > 1 && !words[1].isEmpty() && words[1].front().isLower())
                name += QLatin1Char(' ') + words[1];
            commands << name;
        }
        QVERIFY2(commands.contains(QStringLiteral("soak")), qPrintable(commands.join(QLatin1Char(','))));
        QVERIFY2(commands.contains(QStringLiteral("capsa classify")),
                 qPrintable(commands.join(QLatin1Char(','))));

        QFile page(QStringLiteral(MEJAKARTU_CLI_MANPAGE));
        QVERIFY(page.open(QIODevice::ReadOnly | QIODevice::Text));
        const QStringList lines = QString::fromUtf8(page.readAll())
                                      .replace(QLatin1String("\\-"), QLatin1String("-"))
                                      .split(QLatin1Char('\n'));
        QStringList entries;
        for (qsizetype i = 0; i + 1 < lines.size(); ++i)
            if (lines[i] == QLatin1String(".TP")) entries << lines[i + 1];
        for (const QString& name : commands) {
            const QRegularExpression named(
                QStringLiteral("(^|[ \"])%1($|[ \"])").arg(QRegularExpression::escape(name)));
            bool found = false;
            for (const QString& entry : entries) found = found || entry.contains(named);
            QVERIFY2(found, qPrintable(name));
        }
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
