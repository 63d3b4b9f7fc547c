// `play` and `review` as scripts meet them: a played deal is saved in the app's format and the app's sessions
// replay it; the review's JSON has exactly the documented shape and the same record gives the same review;
// bad input is one line on stderr and exit status 2.
#include "clirun.h"
#include "games/gameregistry.h"
#include "model/gamesession.h"
#include "model/savestore.h"

#include <QFile>
#include <QJsonArray>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <memory>

namespace {

QStringList keysOf(const QJsonObject& o) {
    QStringList keys = o.keys();
    keys.sort();
    return keys;
}

QStringList sorted(QStringList list) {
    list.sort();
    return list;
}

} // namespace

class TestCliReview : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void playSavesAGameTheAppOpens_data() {
        QTest::addColumn<QString>("game");
        QTest::addColumn<QString>("seats");
        QTest::addColumn<QString>("unit");
        QTest::newRow("capsa") << "capsa"
                               << "easy,hard,hard,hard"
                               << "points";
        QTest::newRow("empatsatu") << "empatsatu"
                                   << "easy,hard,hard,hard"
                                   << "score";
        QTest::newRow("canasta") << "canasta"
                                 << "easy,hard,hard,hard"
                                 << "points";
        QTest::newRow("holdem") << "holdem"
                                << "easy,hard,hard,hard,hard,hard"
                                << "bb";
    }
    void playSavesAGameTheAppOpens() {
        QFETCH(QString, game);
        QFETCH(QString, seats);
        QFETCH(QString, unit);
        const QString path = m_dir.filePath(game + QStringLiteral(".mejakartu"));
        const CliRun played =
            cliJson({QStringLiteral("play"), QStringLiteral("--game"), game, QStringLiteral("--seats"), seats,
                     QStringLiteral("--seed"), QStringLiteral("11"), QStringLiteral("--record"), path});
        QCOMPARE(played.exitCode, 0);
        const QJsonObject summary = played.json();
        QCOMPARE(summary.value(QStringLiteral("game")).toString(), game);
        QCOMPARE(summary.value(QStringLiteral("points")).toArray().size(), seats.count(QLatin1Char(',')) + 1);

        // The app's own loader reads it, and the game's session replays it to the end of the deal.
        SavedGame saved;
        QString error;
        QVERIFY2(savestore::load(path, &saved, &error), qPrintable(error));
        QCOMPARE(QString::fromStdString(saved.record.game), game);
        QCOMPARE(saved.record.seed, quint64(11));
        QCOMPARE(static_cast<int>(saved.record.moves.size()), summary.value(QStringLiteral("moves")).toInt());
        QCOMPARE(saved.players.size(), seats.count(QLatin1Char(',')) + 1);
        QCOMPARE(saved.players[1].bot, QStringLiteral("hard"));
        std::unique_ptr<GameSession> session(findGameUi(game)->makeSession(nullptr));
        QVERIFY2(session->load(saved.record, &error), qPrintable(error));
        QVERIFY(session->isDealOver());

        // The review: exactly the documented fields.
        const CliRun review =
            cliJson({QStringLiteral("review"), path, QStringLiteral("--seat"), QStringLiteral("0")});
        QCOMPARE(review.exitCode, 0);
        const QJsonObject r = review.json();
        QCOMPARE(keysOf(r), sorted({"game", "seat", "decisions", "total_cost"}));
        QCOMPARE(r.value(QStringLiteral("game")).toString(), game);
        QCOMPARE(r.value(QStringLiteral("seat")).toInt(), 0);
        double total = 0;
        const QJsonArray decisions = r.value(QStringLiteral("decisions")).toArray();
        QVERIFY(!decisions.isEmpty());
        for (const QJsonValue& v : decisions) {
            const QJsonObject d = v.toObject();
            QCOMPARE(keysOf(d), sorted({"index", "played", "best", "value_played", "value_best", "cost",
                                        "stderr", "cost_interval", "unit", "reason"}));
            QCOMPARE(d.value(QStringLiteral("unit")).toString(), unit);
            const int index = d.value(QStringLiteral("index")).toInt();
            QVERIFY(index >= 0 && index < static_cast<int>(saved.record.moves.size()));
            QCOMPARE(d.value(QStringLiteral("played")).toString().toStdString(),
                     saved.record.moves[static_cast<std::size_t>(index)]);
            const double cost = d.value(QStringLiteral("cost")).toDouble();
            const double gap = d.value(QStringLiteral("value_best")).toDouble() -
                               d.value(QStringLiteral("value_played")).toDouble();
            QVERIFY(cost >= 0);
            QVERIFY(d.value(QStringLiteral("stderr")).toDouble() >= 0);
            QVERIFY(cost == 0 || std::abs(cost - gap) < 1e-3);
            // The 95% interval of the gap: around it, 1.96 standard errors either side; a flagged gap's
            // interval excludes 0.
            const QJsonArray interval = d.value(QStringLiteral("cost_interval")).toArray();
            QCOMPARE(interval.size(), 2);
            const double low = interval[0].toDouble(), high = interval[1].toDouble();
            const double margin = 1.96 * d.value(QStringLiteral("stderr")).toDouble();
            QVERIFY(std::abs(low - (gap - margin)) < 2e-3 && std::abs(high - (gap + margin)) < 2e-3);
            QVERIFY(cost == 0 || low > 0);
            total += cost;
            const QJsonObject reason = d.value(QStringLiteral("reason")).toObject();
            QCOMPARE(keysOf(reason), sorted({"code", "en", "id"}));
            QVERIFY(!reason.value(QStringLiteral("code")).toString().isEmpty());
            QVERIFY(!reason.value(QStringLiteral("en")).toString().isEmpty());
            QVERIFY(reason.value(QStringLiteral("id")).toString() !=
                    reason.value(QStringLiteral("en")).toString());
        }
        QVERIFY(std::abs(r.value(QStringLiteral("total_cost")).toDouble() - total) < 1e-3);

        // The same record, the same review.
        const CliRun again =
            cliJson({QStringLiteral("review"), path, QStringLiteral("--seat"), QStringLiteral("0")});
        QCOMPARE(again.out, review.out);
    }

    void theTextFormIsATable() {
        const QString path = m_dir.filePath(QStringLiteral("capsa.mejakartu"));
        QVERIFY(QFile::exists(path));
        const CliRun text =
            cli({QStringLiteral("review"), path, QStringLiteral("--seat"), QStringLiteral("1")});
        QCOMPARE(text.exitCode, 0);
        QVERIFY(text.out.startsWith("capsa, seat 1:"));
        QVERIFY(text.out.contains("played"));
        QVERIFY(text.out.contains("reason"));
    }

    void badInputIsExitTwo_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QByteArray>("file"); // written to bad.mejakartu first when not empty
        QTest::newRow("missing file")
            << QStringList{"review", "@dir/none.mejakartu", "--seat", "0"} << QByteArray();
        QTest::newRow("damaged file") << QStringList{"review", "@dir/bad.mejakartu", "--seat", "0"}
                                      << QByteArray("{\"format\": \"mejakartu-save\", \"moves\": [");
        QTest::newRow("illegal move") << QStringList{"review", "@dir/bad.mejakartu", "--seat", "0"}
                                      << QByteArray(R"({"format":"mejakartu-save","version":1,"game":"capsa",
                                                    "seed":"5","flags":{},"moves":["2s"],"players":[]})");
        QTest::newRow("unknown game") << QStringList{"review", "@dir/bad.mejakartu", "--seat", "0"}
                                      << QByteArray(R"({"format":"mejakartu-save","version":1,"game":"poker",
                                                    "seed":"5","flags":{},"moves":[],"players":[]})");
        QTest::newRow("seat out of range")
            << QStringList{"review", "@dir/capsa.mejakartu", "--seat", "4"} << QByteArray();
        QTest::newRow("seat not a number")
            << QStringList{"review", "@dir/capsa.mejakartu", "--seat", "x"} << QByteArray();
        QTest::newRow("no seat") << QStringList{"review", "@dir/capsa.mejakartu"} << QByteArray();
        QTest::newRow("no file") << QStringList{"review", "--seat", "0"} << QByteArray();
        QTest::newRow("no such deal")
            << QStringList{"review", "@dir/capsa.mejakartu", "--seat", "0", "--deal", "3"} << QByteArray();
        QTest::newRow("play: unknown bot")
            << QStringList{"play",     "--game",          "capsa", "--seats", "easy,easy,easy,genius",
                           "--record", "@dir/x.mejakartu"}
            << QByteArray();
        QTest::newRow("play: three seats")
            << QStringList{"play",           "--game",   "capsa",           "--seats",
                           "easy,easy,easy", "--record", "@dir/x.mejakartu"}
            << QByteArray();
        QTest::newRow("play: no record")
            << QStringList{"play", "--game", "capsa", "--seats", "easy,easy,easy,easy"} << QByteArray();
        QTest::newRow("play: unknown game")
            << QStringList{"play",     "--game",          "bridge", "--seats", "easy,easy,easy,easy",
                           "--record", "@dir/x.mejakartu"}
            << QByteArray();
        QTest::newRow("play: unwritable record") << QStringList{"play",
                                                                "--game",
                                                                "capsa",
                                                                "--seats",
                                                                "easy,easy,easy,easy",
                                                                "--record",
                                                                "@dir/no/such/dir/x.mejakartu"}
                                                 << QByteArray();
        QTest::newRow("bench: unknown game")
            << QStringList{"bench", "review", "--game", "bridge"} << QByteArray();
    }
    void badInputIsExitTwo() {
        QFETCH(QStringList, args);
        QFETCH(QByteArray, file);
        if (!file.isEmpty()) {
            QFile f(m_dir.filePath(QStringLiteral("bad.mejakartu")));
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(file);
        }
        for (QString& a : args) a.replace(QStringLiteral("@dir"), m_dir.path());
        const CliRun run = cliJson(args);
        QCOMPARE(run.exitCode, 2);
        QVERIFY(run.out.isEmpty());
        QCOMPARE(run.err.count('\n'), 1);
        QVERIFY(run.err.startsWith("mejakartu-cli: "));
    }

    void benchReviewReportsTimes() {
        const CliRun run =
            cliJson({QStringLiteral("bench"), QStringLiteral("review"), QStringLiteral("--game"),
                     QStringLiteral("empatsatu"), QStringLiteral("--deals"), QStringLiteral("1")});
        QCOMPARE(run.exitCode, 0);
        const QJsonObject r = run.json();
        QCOMPARE(r.value(QStringLiteral("reviews")).toInt(), 2);
        QVERIFY(r.value(QStringLiteral("review_cpu_ms")).toObject().value(QStringLiteral("mean")).toDouble() >
                0);
        QVERIFY(r.value(QStringLiteral("decisions_per_review")).toDouble() > 0);
    }

private:
    QTemporaryDir m_dir;
};

QTEST_MAIN(TestCliReview)
#include "tst_cli_review.moc"
