// The random-play battery on Empat Satu: every preset, every player count 2-6, both pile styles.
#include "empatsatu/state.h"
#include "game/randomplaybattery.h"

#include <QTest>

using core::empatsatu::DiscardPiles;
using core::empatsatu::EmpatSatuRules;
using core::empatsatu::EmpatSatuState;

class TestEmpatSatuBattery : public QObject {
    Q_OBJECT
private slots:
    void everyPresetPlayerCountAndPileStyle_data() {
        QTest::addColumn<QString>("preset");
        QTest::addColumn<int>("players");
        QTest::addColumn<QString>("piles");
        for (const auto& preset : EmpatSatuRules::catalog().presets)
            for (int players = 2; players <= 6; ++players)
                for (const char* piles : {"Central", "Personal"})
                    QTest::addRow("%s %d %s", preset.id.c_str(), players, piles)
                        << QString::fromStdString(preset.id) << players << QString::fromLatin1(piles);
    }
    void everyPresetPlayerCountAndPileStyle() {
        QFETCH(QString, preset);
        QFETCH(int, players);
        QFETCH(QString, piles);
        const auto& catalog = EmpatSatuRules::catalog();
        const auto resolved = catalog.resolve(QStringLiteral("%1,players=%2,discardPiles=%3")
                                                  .arg(preset)
                                                  .arg(players)
                                                  .arg(piles)
                                                  .toStdString());
        QVERIFY(!resolved.error);
        const EmpatSatuRules rules = EmpatSatuRules::fromFlags(resolved.values);
        QCOMPARE(rules.players, players);
        QCOMPARE(rules.discardPiles,
                 piles == QLatin1String("Central") ? DiscardPiles::Central : DiscardPiles::Personal);
        const auto report = core::game::runRandomPlayBattery<EmpatSatuState>(
            rules, core::game::BatteryOptions{
                       .games = 12, .firstSeed = 1000u + unsigned(players), .maxDealsPerGame = 3});
        QVERIFY2(report.ok(), report.summary().c_str());
        QCOMPARE(report.games, 12);
        QVERIFY(report.deals > 12);
        QVERIFY(report.refusedProbes > 0);
    }

    // Flags the presets leave at their defaults: an unlimited cap, a tiny cap, re-discarding, sessions.
    void otherFlagCombinations_data() {
        QTest::addColumn<QString>("variant");
        QTest::newRow("unlimited post-stock turns") << "empatsatu-klasik,postStockTurnCap=0,players=2";
        QTest::newRow("cap of one turn") << "empatsatu-klasik,postStockTurnCap=1,players=3";
        QTest::newRow("re-discard, draw first") << "empatsatu-klasik,mayRediscardTaken=on,players=5";
        QTest::newRow("threshold, draw first") << "empatsatu-klasik,stopThreshold=20";
        QTest::newRow("discard first, no re-discard, central")
            << "empatsatu-jbgames,mayRediscardTaken=off,discardPiles=Central";
        QTest::newRow("discard first, stock ends the hand") << "empatsatu-jbgames,endWhenStockEmpty=on";
        QTest::newRow("short session with tally") << "empatsatu-klasik,hands=2,runningTotals=on";
    }
    void otherFlagCombinations() {
        QFETCH(QString, variant);
        const auto resolved = EmpatSatuRules::catalog().resolve(variant.toStdString());
        QVERIFY(!resolved.error);
        const auto report = core::game::runRandomPlayBattery<EmpatSatuState>(
            EmpatSatuRules::fromFlags(resolved.values),
            core::game::BatteryOptions{.games = 12, .firstSeed = 77, .maxDealsPerGame = 3});
        QVERIFY2(report.ok(), report.summary().c_str());
    }
};

QTEST_GUILESS_MAIN(TestEmpatSatuBattery)
#include "tst_empatsatu_battery.moc"
