// Which rule sets the soak plays (core/soakgames.h): "--variant all" is every preset at every player count
// the game allows, unless the preset fixes the count (Hold'em heads-up); a variant text that sets "players"
// is played at that count only.
#include "canasta/rules.h"
#include "capsa/rules.h"
#include "empatsatu/rules.h"
#include "holdem/rules.h"
#include "soakgames.h"

#include <QStringList>
#include <QTest>

namespace {

// "preset/players" for each rule set, in the order the soak cycles over them.
QStringList combinations(const core::game::VariantCatalog& catalog, std::string_view variant) {
    std::string error;
    QStringList out;
    for (const core::SoakRuleSet& set : core::soakRuleSets(catalog, variant, &error)) {
        const auto players = set.flags.find("players");
        out << QString::fromStdString(set.variant) +
                   (players == set.flags.end() ? QString()
                                               : QLatin1Char('/') + QString::fromStdString(players->second));
    }
    if (!error.empty()) out << QStringLiteral("error: ") + QString::fromStdString(error);
    return out;
}

QStringList counts(const QString& variant, int from, int to) {
    QStringList out;
    for (int n = from; n <= to; ++n) out << variant + QLatin1Char('/') + QString::number(n);
    return out;
}

} // namespace

class TestSoakRuleSets : public QObject {
    Q_OBJECT
private slots:
    void capsaHasOneTableSize() {
        QCOMPARE(combinations(core::capsa::CapsaRules::catalog(), "all"),
                 (QStringList{QStringLiteral("capsa-indonesia"), QStringLiteral("capsa-banting")}));
    }

    void canastaEveryPresetAtTwoToSix() {
        QCOMPARE(combinations(core::canasta::CanastaRules::catalog(), "all"),
                 counts(QStringLiteral("canasta-indonesia"), 2, 6) +
                     counts(QStringLiteral("canasta-klasik"), 2, 6));
    }

    void holdemEveryPresetAtTwoToNineButHeadsUp() {
        QCOMPARE(combinations(core::holdem::HoldemRules::catalog(), "all"),
                 counts(QStringLiteral("holdem-nolimit"), 2, 9) +
                     counts(QStringLiteral("holdem-turbo"), 2, 9) +
                     QStringList{QStringLiteral("holdem-headsup/2")});
    }

    void empatSatuEveryPresetAtTwoToSix() {
        QCOMPARE(combinations(core::empatsatu::EmpatSatuRules::catalog(), "all"),
                 counts(QStringLiteral("empatsatu-klasik"), 2, 6) +
                     counts(QStringLiteral("empatsatu-jbgames"), 2, 6) +
                     counts(QStringLiteral("empatsatu-cepat"), 2, 6));
    }

    void aPresetKeepsItsRulesAtEveryCount() {
        std::string error;
        const auto sets = core::soakRuleSets(core::holdem::HoldemRules::catalog(), "holdem-turbo", &error);
        QVERIFY(error.empty());
        QCOMPARE(sets.size(), std::size_t{8});
        for (const core::SoakRuleSet& set : sets) {
            const auto rules = core::holdem::HoldemRules::fromFlags(set.flags);
            QVERIFY(rules.risingBlinds);
            QCOMPARE(rules.handsPerLevel, 10);
            QCOMPARE(rules.startingStack, 50);
        }
        QCOMPARE(core::holdem::HoldemRules::fromFlags(sets.front().flags).players, 2);
        QCOMPARE(core::holdem::HoldemRules::fromFlags(sets.back().flags).players, 9);

        const auto jb =
            core::soakRuleSets(core::empatsatu::EmpatSatuRules::catalog(), "empatsatu-jbgames", &error);
        QCOMPARE(jb.size(), std::size_t{5});
        for (const core::SoakRuleSet& set : jb) {
            const auto rules = core::empatsatu::EmpatSatuRules::fromFlags(set.flags);
            QCOMPARE(rules.stopThreshold, 30);
            QVERIFY(rules.runningTotals);
        }
    }

    void aTextThatSetsPlayersIsPlayedAtThatCount() {
        const auto& holdem = core::holdem::HoldemRules::catalog();
        QCOMPARE(combinations(holdem, "holdem-turbo,players=3"),
                 QStringList{QStringLiteral("holdem-turbo,players=3/3")});
        QCOMPARE(combinations(holdem, "players=4,ante=1"), QStringList{QStringLiteral("players=4,ante=1/4")});
        QCOMPARE(combinations(holdem, "holdem-headsup"), QStringList{QStringLiteral("holdem-headsup/2")});
        // The default preset (an empty text) at every count.
        QCOMPARE(combinations(holdem, "").size(), 8);
        QCOMPARE(combinations(holdem, "ante=2").size(), 8);
    }

    void aBadVariantPlaysNothing() {
        QCOMPARE(combinations(core::holdem::HoldemRules::catalog(), "holdem-nope"),
                 QStringList{QStringLiteral("error: unknown variant 'holdem-nope'")});
        QCOMPARE(combinations(core::empatsatu::EmpatSatuRules::catalog(), "players=9"),
                 QStringList{QStringLiteral("error: rule flag 'players' cannot be '9'")});
    }
};

QTEST_GUILESS_MAIN(TestSoakRuleSets)
#include "tst_soakrulesets.moc"
