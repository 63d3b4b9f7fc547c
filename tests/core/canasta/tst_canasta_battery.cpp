// The random-play battery for every player count and form, with both presets.
#include "canasta/state.h"
#include "game/randomplaybattery.h"

#include <QTest>

using core::canasta::CanastaRules;
using core::canasta::State;
using core::game::BatteryOptions;

class TestCanastaBattery : public QObject {
    Q_OBJECT
private slots:
    void everyFormAndPreset_data() {
        QTest::addColumn<QString>("variant");
        for (const char* preset : {"canasta-indonesia", "canasta-klasik"}) {
            for (const char* form :
                 {"players=2", "players=2,twoHandCards=13", "players=2,twoHandDrawTwo=Optional", "players=3",
                  "players=3,threeHandCards=11", "players=4", "players=5", "players=6",
                  "players=6,sixPlayerForm=TwoTeamsOfThree",
                  "players=4,seating=Fixed,meldWilds=NotMoreWildThanNatural"}) {
                const QString v = QStringLiteral("%1,%2").arg(QLatin1String(preset), QLatin1String(form));
                QTest::newRow(v.toUtf8().constData()) << v;
            }
        }
    }
    void everyFormAndPreset() {
        QFETCH(QString, variant);
        const auto resolved = CanastaRules::catalog().resolve(variant.toStdString());
        QVERIFY(!resolved.error);
        const CanastaRules rules = CanastaRules::fromFlags(resolved.values);
        const auto report = core::game::runRandomPlayBattery<State>(rules, BatteryOptions{.games = 8});
        QVERIFY2(report.ok(), report.summary().c_str());
        QCOMPARE(report.games, 8);
        QVERIFY(report.refusedProbes > 0);
    }
};

QTEST_GUILESS_MAIN(TestCanastaBattery)
#include "tst_canasta_battery.moc"
