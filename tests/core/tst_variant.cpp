// Variants as data: catalogs, presets, resolution of "PRESET,flag=value" and the Rules <-> flags table.
#include "games.h"
#include "tinygame.h"

#include <QStringList>
#include <QTest>

using core::game::VariantError;

class TestVariant : public QObject {
    Q_OBJECT
private slots:
    void specsCarryDefaultsAndKinds() {
        const auto& cat = tiny::Rules::catalog();
        QCOMPARE(cat.flags.size(), std::size_t{6});
        const auto* players = cat.find("players");
        QVERIFY(players);
        QCOMPARE(players->kind, core::game::FlagKind::Integer);
        QCOMPARE(players->defaultValue, std::string("3"));
        QCOMPARE(players->minimum, 2);
        QCOMPARE(players->maximum, 4);
        const auto* order = cat.find("aceOrder");
        QCOMPARE(order->kind, core::game::FlagKind::Choice);
        QCOMPARE(order->choices, (std::vector<std::string>{"High", "Low"}));
        QCOMPARE(order->defaultValue, std::string("High"));
        QCOMPARE(cat.find("sameSuitBeats")->defaultValue, std::string("off"));
        QVERIFY(!cat.find("nope"));
    }

    void rulesRoundTripThroughFlags() {
        tiny::Rules r;
        r.players = 4;
        r.sameSuitBeats = true;
        r.aceOrder = tiny::AceOrder::Low;
        const auto flags = r.toFlags();
        QCOMPARE(flags.at("players"), std::string("4"));
        QCOMPARE(flags.at("sameSuitBeats"), std::string("on"));
        QCOMPARE(flags.at("aceOrder"), std::string("Low"));
        QVERIFY(tiny::Rules::fromFlags(flags) == r);
    }

    void resolvePresetAndOverrides() {
        const auto& cat = tiny::Rules::catalog();
        auto def = cat.resolve("");
        QVERIFY(!def.error);
        QCOMPARE(def.values, cat.defaults());

        auto quick = cat.resolve("naik-quick");
        QVERIFY(!quick.error);
        QCOMPARE(quick.values.at("handSize"), std::string("3"));
        QCOMPARE(quick.values.at("sameSuitBeats"), std::string("on"));
        QCOMPARE(cat.presetOf(quick.values), std::string("naik-quick"));

        auto custom = cat.resolve("naik-quick,players=2,aceOrder=Low");
        QVERIFY(!custom.error);
        QCOMPARE(custom.values.at("players"), std::string("2"));
        QCOMPARE(custom.values.at("handSize"), std::string("3"));
        QCOMPARE(cat.presetOf(custom.values), std::string());

        auto onDefault = cat.resolve("players=4");
        QVERIFY(!onDefault.error);
        QCOMPARE(onDefault.values.at("players"), std::string("4"));
        QCOMPARE(onDefault.values.at("handSize"), std::string("5"));
    }

    void changesNamesOnlyTheFlagsThatDiffer() {
        tiny::Rules quick;
        quick.handSize = 3;
        quick.sameSuitBeats = true;
        const core::game::FlagValues expected{{"handSize", "3"}, {"sameSuitBeats", "on"}};
        QCOMPARE(tiny::Rules::table().changes(quick), expected);
        QCOMPARE(tiny::Rules::catalog().findPreset("naik-quick")->values, expected);
        QVERIFY(tiny::Rules::table().changes(tiny::Rules{}).empty());
        tiny::Rules base = quick;
        base.players = 2;
        QCOMPARE(tiny::Rules::table().changes(quick, base), (core::game::FlagValues{{"players", "3"}}));
    }

    // A flag a preset names is one it sets on purpose: the soak plays a preset at every player count unless
    // it names "players" (core/soakgames.h), and Hold'em heads-up is the only one that does.
    void everyGamesPresetsNameOnlyWhatTheyChange() {
        QStringList fixingPlayers;
        for (const core::GameInfo& game : core::allGames()) {
            const core::game::FlagValues defaults = game.catalog->defaults();
            for (const core::game::Preset& preset : game.catalog->presets) {
                for (const auto& [key, value] : preset.values) {
                    const std::string where = preset.id + ": " + key + "=" + value;
                    QVERIFY2(defaults.count(key), where.c_str());
                    QVERIFY2(defaults.at(key) != value, where.c_str());
                }
                if (preset.values.count("players")) fixingPlayers << QString::fromStdString(preset.id);
            }
        }
        QCOMPARE(fixingPlayers, QStringList{QStringLiteral("holdem-headsup")});
    }

    void resolveRefusesBadInput_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("kind");
        QTest::addColumn<QString>("key");
        QTest::newRow("unknown preset")
            << "naik-fast" << int(VariantError::Kind::UnknownPreset) << "naik-fast";
        QTest::newRow("unknown flag") << "speed=3" << int(VariantError::Kind::UnknownFlag) << "speed";
        QTest::newRow("integer too big") << "players=9" << int(VariantError::Kind::BadValue) << "players";
        QTest::newRow("integer not a number")
            << "players=x" << int(VariantError::Kind::BadValue) << "players";
        QTest::newRow("integer with junk") << "players=3x" << int(VariantError::Kind::BadValue) << "players";
        QTest::newRow("bad bool") << "sameSuitBeats=yes" << int(VariantError::Kind::BadValue)
                                  << "sameSuitBeats";
        QTest::newRow("bad choice") << "aceOrder=Middle" << int(VariantError::Kind::BadValue) << "aceOrder";
        QTest::newRow("preset not first")
            << "players=2,naik-quick" << int(VariantError::Kind::BadSyntax) << "";
    }
    void resolveRefusesBadInput() {
        QFETCH(QString, text);
        QFETCH(int, kind);
        QFETCH(QString, key);
        const auto r = tiny::Rules::catalog().resolve(text.toStdString());
        QVERIFY(r.error.has_value());
        QCOMPARE(int(r.error->kind), kind);
        QCOMPARE(QString::fromStdString(r.error->key), key);
        QVERIFY(!core::game::describe(*r.error).empty());
    }
};

QTEST_GUILESS_MAIN(TestVariant)
#include "tst_variant.moc"
