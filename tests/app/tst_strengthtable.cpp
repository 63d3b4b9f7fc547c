// The bot levels' measured strength: the data file compiled into the program names its script and date and
// has a figure for every level the app offers; damaged data is refused with a reason; the figures read as
// phrases in both languages.
#include "games/gameregistry.h"
#include "model/languagemanager.h"
#include "model/strengthtable.h"

#include <QTest>

namespace {

const QByteArray kSample =
    R"({"format":"mejakartu-strength","version":1,"generated_by":"scripts/measure-strength",
  "date":"2026-01-31","levels":[
  {"game":"capsa","level":"hard","measure":"first_out","value":0.5412,"ci95":[0.52,0.56],"deals":400,
   "opponent":"easy","opponents":3},
  {"game":"holdem","level":"hard","measure":"bb_per_100","value":35.2,"ci95":[20.1,50.3],"deals":2000,
   "opponent":"easy","opponents":5},
  {"game":"holdem","level":"easy","measure":"bb_per_100","value":-4.6,"ci95":[-9,0],"deals":2000,
   "opponent":"easy","opponents":5},
  {"game":"canasta","level":"hard","measure":"side_wins","value":0.7,"ci95":[0.65,0.75],"deals":300,
   "opponent":"easy","opponents":2}]})";

} // namespace

class TestStrengthTable : public QObject {
    Q_OBJECT
private slots:
    void theBuiltInFileCoversEveryLevel() {
        const StrengthTable& table = StrengthTable::builtIn();
        QVERIFY(table.generatedBy().startsWith(QStringLiteral("scripts/measure-strength")));
        QVERIFY(!table.date().isEmpty());
        for (const GameUi& game : gameUis())
            for (const QString& level : game.botLevels) {
                const auto figure = table.find(game.id, level);
                QVERIFY2(figure, qPrintable(game.id + QLatin1Char('/') + level));
                QVERIFY(figure->low <= figure->value && figure->value <= figure->high);
                QVERIFY(!table.describe(game.id, level).isEmpty());
            }
    }

    void figuresReadAsPhrases() {
        StrengthTable table;
        QString error;
        QVERIFY2(StrengthTable::fromJson(kSample, &table, &error), qPrintable(error));
        LanguageManager languages;
        QVERIFY(languages.setLanguage(QStringLiteral("en")));
        QCOMPARE(table.describe(QStringLiteral("capsa"), QStringLiteral("hard")),
                 QStringLiteral("first out in 54% of deals against three Easy"));
        QCOMPARE(table.describe(QStringLiteral("holdem"), QStringLiteral("hard")),
                 QStringLiteral("wins 35 big blinds per 100 hands against five Easy"));
        QCOMPARE(table.describe(QStringLiteral("holdem"), QStringLiteral("easy")),
                 QStringLiteral("loses 5 big blinds per 100 hands against five Easy"));
        QCOMPARE(table.describe(QStringLiteral("canasta"), QStringLiteral("hard")),
                 QStringLiteral("with a partner of the same level, wins 70% of hands against two Easy"));
        QVERIFY(table.describe(QStringLiteral("capsa"), QStringLiteral("medium")).isEmpty());
        QVERIFY(languages.setLanguage(QStringLiteral("id")));
        QCOMPARE(table.describe(QStringLiteral("capsa"), QStringLiteral("hard")),
                 QStringLiteral("keluar pertama di 54% kocokan melawan tiga pemain Mudah"));
        QVERIFY(languages.setLanguage(QStringLiteral("en")));
    }

    void damagedDataIsRefused_data() {
        QTest::addColumn<QByteArray>("json");
        QTest::newRow("not JSON") << QByteArray("{levels");
        QTest::newRow("another format") << QByteArray(R"({"format":"x","levels":[]})");
        QTest::newRow("levels not a list") << QByteArray(R"({"format":"mejakartu-strength","levels":3})");
        QTest::newRow("no value") << QByteArray(
            R"({"format":"mejakartu-strength","levels":[{"game":"capsa","level":"hard","measure":"first_out",
               "ci95":[0,1],"deals":1,"opponent":"easy","opponents":3}]})");
        QTest::newRow("no interval") << QByteArray(
            R"({"format":"mejakartu-strength","levels":[{"game":"capsa","level":"hard","measure":"first_out",
               "value":0.5,"deals":1,"opponent":"easy","opponents":3}]})");
    }
    void damagedDataIsRefused() {
        QFETCH(QByteArray, json);
        StrengthTable table;
        QVERIFY(StrengthTable::fromJson(kSample, &table, nullptr));
        QString error;
        QVERIFY(!StrengthTable::fromJson(json, &table, &error));
        QVERIFY(!error.isEmpty());
        QCOMPARE(table.levels().size(), 4); // the table it was given is left as it was
    }
};

QTEST_MAIN(TestStrengthTable)
#include "tst_strengthtable.moc"
