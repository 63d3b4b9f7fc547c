// mejakartu-cli soak as a script meets it: the exact shape of its JSON, the same deals whatever the threads,
// exit status 0 when every invariant held, 1 when one broke, 2 (and one line on stderr) for bad arguments.
#include "clirun.h"
#include "soakresult.h"

#include <QJsonArray>
#include <QTest>

namespace {

const QStringList kChecks{
    QStringLiteral("clone"),         QStringLiteral("conservation"), QStringLiteral("illegal_refused"),
    QStringLiteral("legal_applies"), QStringLiteral("legal_moves"),  QStringLiteral("no_peeking"),
    QStringLiteral("observation"),   QStringLiteral("save_load"),    QStringLiteral("scores")};

QStringList args(const QString& line) {
    return line.split(QLatin1Char(' '), Qt::SkipEmptyParts);
}

} // namespace

class TestCliSoak : public QObject {
    Q_OBJECT
private slots:
    void jsonShapeOfACleanRun() {
        const CliRun r = cliJson(args(QStringLiteral("soak --game capsa --deals 40 --seed 3")));
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.err, QByteArray());
        QVERIFY(r.out.endsWith("}\n"));
        QCOMPARE(r.out.count('\n'), 1); // one JSON object on one line
        const QJsonObject o = r.json();
        QCOMPARE(o.keys(), (QStringList{QStringLiteral("checks"), QStringLiteral("deals"),
                                        QStringLiteral("first_break"), QStringLiteral("game"),
                                        QStringLiteral("invariant_breaks"), QStringLiteral("moves"),
                                        QStringLiteral("variant")}));
        QCOMPARE(o.value(QStringLiteral("game")).toString(), QStringLiteral("capsa"));
        QCOMPARE(o.value(QStringLiteral("variant")).toString(), QStringLiteral("capsa-indonesia"));
        QVERIFY(o.value(QStringLiteral("deals")).isDouble());
        QCOMPARE(o.value(QStringLiteral("deals")).toInteger(), 40);
        const qint64 moves = o.value(QStringLiteral("moves")).toInteger();
        QVERIFY2(moves > 40 * 13,
                 QByteArray::number(moves)); // 52 cards in Capsa, 13 a hand: a deal takes more
        QCOMPARE(o.value(QStringLiteral("invariant_breaks")).toInteger(), 0);
        QVERIFY(o.value(QStringLiteral("first_break")).isNull());

        const QJsonObject checks = o.value(QStringLiteral("checks")).toObject();
        QCOMPARE(checks.keys(), kChecks);
        for (const QString& name : kChecks) {
            QVERIFY2(checks.value(name).isDouble(), qPrintable(name));
            QVERIFY2(checks.value(name).toInteger() > 0, qPrintable(name));
        }
        // Before every move and once more at the end of each deal; the legal list before every move.
        QCOMPARE(checks.value(QStringLiteral("conservation")).toInteger(), moves + 40);
        QCOMPARE(checks.value(QStringLiteral("legal_moves")).toInteger(), moves);
    }

    void theSameDealsWhateverTheThreads() {
        const QString line = QStringLiteral("soak --game empatsatu --variant all --deals 61 --seed 9");
        const CliRun one = cliJson(args(line));
        const CliRun two = cliJson(args(line + QStringLiteral(" --threads 2")));
        QCOMPARE(one.exitCode, 0);
        QCOMPARE(two.exitCode, 0);
        QCOMPARE(one.json().value(QStringLiteral("variant")).toString(), QStringLiteral("all"));
        QCOMPARE(one.json().value(QStringLiteral("deals")).toInteger(), 61);
        QCOMPARE(two.out, one.out);
        // Another seed, other deals.
        const CliRun other =
            cliJson(args(QStringLiteral("soak --game empatsatu --variant all --deals 61 --seed 10")));
        QVERIFY(other.json().value(QStringLiteral("moves")) != one.json().value(QStringLiteral("moves")));
    }

    void aVariantTextIsEchoed() {
        const CliRun r =
            cliJson(args(QStringLiteral("soak --game holdem --variant holdem-turbo,players=3 --deals 5")));
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.json().value(QStringLiteral("variant")).toString(),
                 QStringLiteral("holdem-turbo,players=3"));
        QCOMPARE(r.json().value(QStringLiteral("deals")).toInteger(), 5);
    }

    void textOutputNamesTheBreaks() {
        const CliRun r = cli(args(QStringLiteral("soak --game holdem --deals 3")));
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains("invariant_breaks: 0\n"), r.out.constData());
        QVERIFY2(r.out.contains("deals: 3\n"), r.out.constData());
    }

    // A break cannot be provoked in the real games, so the result of a run that found one is built as the
    // soak returns it, and given to the same JSON writer and exit status as the command's.
    void aBreakIsReportedWithExitStatusOne() {
        core::game::SoakReport report;
        report.deals = 12;
        report.moves = 345;
        report.tally.counts = {{"conservation", 357}, {"scores", 357}};
        report.tally.breaks = 2;
        report.tally.first = core::game::InvariantBreak{7, 21, "conservation", "card 3c lies in two places"};
        const QJsonObject o = soakResult(QStringLiteral("canasta"), QStringLiteral("all"), report);
        QCOMPARE(o.value(QStringLiteral("invariant_breaks")).toInteger(), 2);
        const QJsonObject first = o.value(QStringLiteral("first_break")).toObject();
        QCOMPARE(first.keys(), (QStringList{QStringLiteral("check"), QStringLiteral("deal"),
                                            QStringLiteral("detail"), QStringLiteral("move")}));
        QCOMPARE(first.value(QStringLiteral("deal")).toInteger(), 7);
        QCOMPARE(first.value(QStringLiteral("move")).toInteger(), 21);
        QCOMPARE(first.value(QStringLiteral("check")).toString(), QStringLiteral("conservation"));
        QCOMPARE(first.value(QStringLiteral("detail")).toString(),
                 QStringLiteral("card 3c lies in two places"));
        QCOMPARE(o.value(QStringLiteral("checks")).toObject().value(QStringLiteral("scores")).toInteger(),
                 357);
        QCOMPARE(soakResultExitStatus(o), 1);

        report.tally.breaks = 0;
        report.tally.first.reset();
        const QJsonObject clean = soakResult(QStringLiteral("canasta"), QStringLiteral("all"), report);
        QVERIFY(clean.value(QStringLiteral("first_break")).isNull());
        QCOMPARE(soakResultExitStatus(clean), 0);
    }

    void badArgumentsExitWithTwo_data() {
        QTest::addColumn<QString>("line");
        QTest::addColumn<QString>("message");
        QTest::newRow("no game") << "soak --deals 5"
                                 << "--game";
        QTest::newRow("unknown game") << "soak --game poker --deals 5"
                                      << "unknown game 'poker'";
        QTest::newRow("unknown preset") << "soak --game capsa --variant capsa-fast"
                                        << "capsa-fast";
        QTest::newRow("bad flag value") << "soak --game holdem --variant players=12"
                                        << "players";
        QTest::newRow("zero deals") << "soak --game capsa --deals 0"
                                    << "deals";
        QTest::newRow("deals not a number") << "soak --game capsa --deals many"
                                            << "deals";
        QTest::newRow("zero threads") << "soak --game capsa --threads 0"
                                      << "threads";
        QTest::newRow("too many threads") << "soak --game capsa --threads 65"
                                          << "threads";
        QTest::newRow("bad seed") << "soak --game capsa --seed -1"
                                  << "seed";
        QTest::newRow("an argument") << "soak capsa --game capsa"
                                     << "no arguments";
        QTest::newRow("unknown option") << "soak --game capsa --fast"
                                        << "fast";
    }
    void badArgumentsExitWithTwo() {
        QFETCH(QString, line);
        QFETCH(QString, message);
        const CliRun r = cliJson(args(line));
        QCOMPARE(r.exitCode, 2);
        QCOMPARE(r.out, QByteArray());
        QVERIFY2(r.err.startsWith("mejakartu-cli: "), r.err.constData());
        QCOMPARE(r.err.count('\n'), 1);
        QVERIFY2(r.err.contains(message.toUtf8()), r.err.constData());
    }
};

QTEST_GUILESS_MAIN(TestCliSoak)
#include "tst_cli_soak.moc"
