// mejakartu-cli holdem pushfold: the JSON fields, the readable form and the refusal of a bad --stack.
#include "clirun.h"

#include <QJsonObject>
#include <QTest>

class TestCliPushFold : public QObject {
    Q_OBJECT
private slots:
    void helpNamesTheCommandAndItsOption() {
        QVERIFY(cli({QStringLiteral("--help")}).out.contains("holdem pushfold"));
        const CliRun r =
            cli({QStringLiteral("holdem"), QStringLiteral("pushfold"), QStringLiteral("--help")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.contains("--stack <BB>"));
        QVERIFY(r.out.contains("Effective stack in big blinds"));
    }

    void jsonFields() {
        const CliRun r = cliJson({QStringLiteral("holdem"), QStringLiteral("pushfold"),
                                  QStringLiteral("--stack"), QStringLiteral("10")});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject o = r.json();
        QCOMPARE(o[QStringLiteral("stack")].toDouble(), 10.0);
        QVERIFY(o[QStringLiteral("exploitability")].isDouble());
        QVERIFY(o[QStringLiteral("exploitability")].toDouble() >= 0);
        QVERIFY(o[QStringLiteral("exploitability")].toDouble() < 0.01);
        for (const QString& side : {QStringLiteral("push"), QStringLiteral("call")}) {
            const QJsonObject range = o[side].toObject();
            QVERIFY2(range[QStringLiteral("range")].toString().startsWith(QStringLiteral("22+, A2s+, K")),
                     qPrintable(range[QStringLiteral("range")].toString()));
            QVERIFY(range[QStringLiteral("percent")].isDouble());
            const QJsonObject hands = range[QStringLiteral("hands")].toObject();
            QCOMPARE(hands.size(), 169);
            QCOMPARE(hands[QStringLiteral("AA")].toDouble(), 1.0);
            QCOMPARE(hands[QStringLiteral("72o")].toDouble(), 0.0);
        }
        const double push = o[QStringLiteral("push")].toObject()[QStringLiteral("percent")].toDouble();
        const double call = o[QStringLiteral("call")].toObject()[QStringLiteral("percent")].toDouble();
        QVERIFY2(push > 57 && push < 59.5, qPrintable(QString::number(push)));
        QVERIFY2(call > 36 && call < 38.5, qPrintable(QString::number(call)));
        QCOMPARE(o[QStringLiteral("push")]
                     .toObject()[QStringLiteral("hands")]
                     .toObject()[QStringLiteral("K2s")]
                     .toDouble(),
                 1.0);
    }

    void shortStacksPushNearlyEverything() {
        const CliRun r = cliJson({QStringLiteral("holdem"), QStringLiteral("pushfold"),
                                  QStringLiteral("--stack"), QStringLiteral("1")});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.json()[QStringLiteral("push")].toObject()[QStringLiteral("percent")].toDouble(), 100.0);
        const CliRun off = cliJson({QStringLiteral("holdem"), QStringLiteral("pushfold"),
                                    QStringLiteral("--stack"), QStringLiteral("7.3")});
        QCOMPARE(off.exitCode, 0);
        QCOMPARE(off.json()[QStringLiteral("stack")].toDouble(), 7.3);
        QVERIFY(off.json()[QStringLiteral("exploitability")].toDouble() < 0.01);
    }

    void readableForm() {
        const CliRun r = cli({QStringLiteral("holdem"), QStringLiteral("pushfold"), QStringLiteral("--stack"),
                              QStringLiteral("10")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.contains("Small blind pushes 58."));
        QVERIFY(r.out.contains("Big blind calls 37."));
        QVERIFY(r.out.contains("22+, A2s+"));
        QVERIFY(r.out.contains("Exploitability"));
    }

    void badStackIsRefused_data() {
        QTest::addColumn<QStringList>("args");
        QTest::newRow("missing") << QStringList{};
        QTest::newRow("no value") << QStringList{QStringLiteral("--stack")};
        QTest::newRow("not a number") << QStringList{QStringLiteral("--stack"), QStringLiteral("ten")};
        QTest::newRow("too short") << QStringList{QStringLiteral("--stack"), QStringLiteral("0.5")};
        QTest::newRow("too deep") << QStringList{QStringLiteral("--stack"), QStringLiteral("21")};
        QTest::newRow("nan") << QStringList{QStringLiteral("--stack"), QStringLiteral("nan")};
        QTest::newRow("inf") << QStringList{QStringLiteral("--stack"), QStringLiteral("inf")};
        QTest::newRow("argument") << QStringList{QStringLiteral("10")};
    }
    void badStackIsRefused() {
        QFETCH(QStringList, args);
        const CliRun r = cliJson(QStringList{QStringLiteral("holdem"), QStringLiteral("pushfold")} + args);
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.out.isEmpty());
        QVERIFY2(r.err.contains("--stack"), r.err.constData());
    }
};

QTEST_GUILESS_MAIN(TestCliPushFold)
#include "tst_cli_pushfold.moc"
