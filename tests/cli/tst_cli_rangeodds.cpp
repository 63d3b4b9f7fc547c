// bench odds reports the equity against ranges: a row per street and number of opponents (one to three),
// exact heads-up and sampled against more, with the sample size and its error (its times are reported,
// never checked here).
#include "clirun.h"

#include <QJsonArray>
#include <QTest>

class TestCliRangeOdds : public QObject {
    Q_OBJECT
private slots:
    void benchOddsReportsRangeEquity() {
        const CliRun r =
            cliJson({QStringLiteral("bench"), QStringLiteral("odds"), QStringLiteral("--quick")});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject ranges = r.json()[QStringLiteral("range_equity")].toObject();
        QCOMPARE(ranges[QStringLiteral("target_ms")].toDouble(), 50.0);
        const QJsonArray rows = ranges[QStringLiteral("rows")].toArray();
        QCOMPARE(rows.size(), 12);
        const QStringList streets{QStringLiteral("preflop"), QStringLiteral("flop"), QStringLiteral("turn"),
                                  QStringLiteral("river")};
        for (int i = 0; i < rows.size(); ++i) {
            const QJsonObject row = rows[i].toObject();
            const int opponents = row[QStringLiteral("opponents")].toInt();
            QCOMPARE(row[QStringLiteral("street")].toString(), streets[i / 3]);
            QCOMPARE(opponents, i % 3 + 1);
            QCOMPARE(row[QStringLiteral("deals")].toInt(), 2);
            QVERIFY(row[QStringLiteral("cpu_ms_max")].toDouble() >=
                    row[QStringLiteral("cpu_ms_mean")].toDouble());
            if (opponents == 1) {
                QCOMPARE(row[QStringLiteral("method")].toString(), QStringLiteral("exact"));
                QCOMPARE(row[QStringLiteral("samples")].toInteger(), qint64{0});
                QCOMPARE(row[QStringLiteral("mean_std_error")].toDouble(), 0.0);
            } else {
                QCOMPARE(row[QStringLiteral("method")].toString(), QStringLiteral("sampled"));
                QCOMPARE(row[QStringLiteral("samples")].toInteger(), qint64{20000});
                const double error = row[QStringLiteral("mean_std_error")].toDouble();
                QVERIFY2(error > 0 && error < 0.01, qPrintable(QString::number(error)));
            }
        }
    }
};

QTEST_GUILESS_MAIN(TestCliRangeOdds)
#include "tst_cli_rangeodds.moc"
