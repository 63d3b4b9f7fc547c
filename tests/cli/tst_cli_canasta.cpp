// mejakartu-cli's Canasta commands: `canasta meld` and `canasta minimum` (field names are contracts).
#include "clirun.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTest>

using Run = CliRun;

class TestCliCanasta : public QObject {
    Q_OBJECT
private slots:
    void meld_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<bool>("valid");
        QTest::addColumn<QString>("kind");
        QTest::addColumn<int>("points");
        QTest::addColumn<QString>("reason"); ///< the game's words for the refusal, when invalid
        const auto s = [](const char* text) { return QString::fromLatin1(text); };
        QTest::newRow("V-K7 natural canasta")
            << QStringList{s("Kc Kc Kd Kh Ks Kd Kh")} << true << s("natural_canasta") << 70 << QString();
        QTest::newRow("V-K8 mixed canasta")
            << QStringList{s("Kc"), s("Kd"), s("Kh"), s("Ks"), s("2c"), s("2d"), s("Jk")} << true
            << s("mixed_canasta") << 130 << QString();
        QTest::newRow("V-K5 5-5-2") << QStringList{s("5c,5d,2h")} << true << s("meld") << 30 << QString();
        QTest::newRow("V-K5 5-2-2") << QStringList{s("5c 2d 2h")} << false << s("invalid") << 0
                                    << s("A meld needs at least two natural cards.");
        QTest::newRow("V-K5 9-9-9-2-2-Jk")
            << QStringList{s("9c 9d 9h 2c 2d Jk")} << true << s("meld") << 120 << QString();
        QTest::newRow("V-K5 2-2-Jk") << QStringList{s("2c 2d Jk")} << false << s("invalid") << 0
                                     << s("Wild cards alone are no meld: it needs natural cards.");
        QTest::newRow("V-K6 default")
            << QStringList{s("9c 9d 2c 2d 2h")} << true << s("meld") << 80 << QString();
        QTest::newRow("V-K6 NotMoreWildThanNatural")
            << QStringList{s("9c 9d 2c 2d 2h"), s("--variant"), s("meldWilds=NotMoreWildThanNatural")}
            << false << s("invalid") << 0 << s("Wild cards may not outnumber the natural cards of a meld.");
        // Under NotMoreWildThanNatural no canasta has more wild than natural cards either.
        QTest::newRow("4 naturals 5 wilds NotMoreWildThanNatural")
            << QStringList{s("8c 8d 8h 8s 2c 2d 2h 2s Jk"), s("--variant"),
                           s("meldWilds=NotMoreWildThanNatural")}
            << false << s("invalid") << 0 << s("Wild cards may not outnumber the natural cards of a meld.");
        QTest::newRow("4 naturals 4 wilds NotMoreWildThanNatural")
            << QStringList{s("8c 8d 8h 8s 2c 2d 2h 2s"), s("--variant"),
                           s("meldWilds=NotMoreWildThanNatural")}
            << true << s("mixed_canasta") << 120 << QString();
        QTest::newRow("V-K9 seed") << QStringList{s("Kc Kd Kh Ks 2c 2d Jk Jr")} << true << s("mixed_canasta")
                                   << 180 << QString();
        QTest::newRow("V-K9 classic")
            << QStringList{s("Kc Kd Kh Ks 2c 2d Jk Jr"), s("--variant"), s("canasta-klasik")} << false
            << s("invalid") << 0 << s("Too many wild cards: a meld may hold at most three.");
        QTest::newRow("black threes") << QStringList{s("3c 3s 3c")} << true << s("meld") << 15 << QString();
        QTest::newRow("red threes") << QStringList{s("3d 3h 3d")} << false << s("invalid") << 0
                                    << s("Red 3s are never melded: they are laid out by themselves.");
        QTest::newRow("mixed ranks") << QStringList{s("Kc Qd Kh")} << false << s("invalid") << 0
                                     << s("A meld holds natural cards of one rank only.");
        QTest::newRow("two cards")
            << QStringList{s("Ac Ad")} << false << s("invalid") << 0
            << s("A new meld needs at least three cards of one rank (wild cards included).");
        QTest::newRow("black threes with a wild") << QStringList{s("3c 3s 2h")} << false << s("invalid") << 0
                                                  << s("Black 3s are melded without wild cards.");
    }
    void meld() {
        QFETCH(QStringList, args);
        QFETCH(bool, valid);
        QFETCH(QString, kind);
        QFETCH(int, points);
        QFETCH(QString, reason);
        const Run r = cli(
            QStringList{QStringLiteral("--json"), QStringLiteral("canasta"), QStringLiteral("meld")} + args);
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.err.isEmpty());
        const QJsonObject o = r.json();
        QCOMPARE(o.size(), valid ? 3 : 4);
        QCOMPARE(o[QStringLiteral("reason")].toString(), reason);
        QCOMPARE(o[QStringLiteral("valid")].toBool(), valid);
        QCOMPARE(o[QStringLiteral("kind")].toString(), kind);
        QCOMPARE(o[QStringLiteral("points")].toInt(), points);
    }

    void minimum_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("minimum");
        const auto s = [](const char* text) { return QString::fromLatin1(text); };
        QTest::newRow("-200 seed") << QStringList{s("--score"), s("-200")} << 0;
        QTest::newRow("-200 classic")
            << QStringList{s("--score"), s("-200"), s("--variant"), s("canasta-klasik")} << 15;
        QTest::newRow("-200 flag") << QStringList{s("--score=-200"), s("--variant"),
                                                  s("negativeScoreMinimum=15")}
                                   << 15;
        QTest::newRow("0") << QStringList{s("--score"), s("0")} << 50;
        QTest::newRow("1495") << QStringList{s("--score"), s("1495")} << 50;
        QTest::newRow("1500") << QStringList{s("--score"), s("1500")} << 90;
        QTest::newRow("2995") << QStringList{s("--score"), s("2995")} << 90;
        QTest::newRow("3000") << QStringList{s("--score"), s("3000")} << 120;
        QTest::newRow("4800") << QStringList{s("--score"), s("4800")} << 120;
    }
    void minimum() {
        QFETCH(QStringList, args);
        QFETCH(int, minimum);
        const Run r =
            cli(QStringList{QStringLiteral("--json"), QStringLiteral("canasta"), QStringLiteral("minimum")} +
                args);
        QCOMPARE(r.exitCode, 0);
        const QJsonObject o = r.json();
        QCOMPARE(o.size(), 1);
        QCOMPARE(o[QStringLiteral("minimum")].toInt(), minimum);
    }

    void textOutput() {
        const Run r = cli({QStringLiteral("canasta"), QStringLiteral("minimum"), QStringLiteral("--score"),
                           QStringLiteral("1600")});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.out, QByteArray("minimum: 90\n"));
    }

    void variantsListCanasta() {
        const Run r = cli({QStringLiteral("--json"), QStringLiteral("variants"), QStringLiteral("--game"),
                           QStringLiteral("canasta")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.contains("canasta-indonesia"));
        QVERIFY(r.out.contains("canasta-klasik"));
        QVERIFY(r.out.contains("firstCanastaWaivesMinimum"));
    }

    void badInputIsRefused_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        const auto s = [](const char* text) { return QString::fromLatin1(text); };
        QTest::newRow("no cards") << QStringList{s("canasta"), s("meld")} << s("too few cards");
        QTest::newRow("unknown card")
            << QStringList{s("canasta"), s("meld"), s("Kc Zz")} << s("unknown card 'Zz'");
        QTest::newRow("three copies")
            << QStringList{s("canasta"), s("meld"), s("Kc Kc Kc")} << s("more than twice");
        QTest::newRow("bad variant") << QStringList{s("canasta"), s("meld"), s("Kc Kd Kh"), s("--variant"),
                                                    s("poker")}
                                     << s("unknown variant 'poker'");
        QTest::newRow("bad flag") << QStringList{s("canasta"), s("minimum"),   s("--score"),
                                                 s("0"),       s("--variant"), s("negativeScoreMinimum=7")}
                                  << s("negativeScoreMinimum");
        QTest::newRow("no score") << QStringList{s("canasta"), s("minimum")} << s("--score is required");
        QTest::newRow("bad score") << QStringList{s("canasta"), s("minimum"), s("--score"), s("lots")}
                                   << s("--score");
        QTest::newRow("stray argument")
            << QStringList{s("canasta"), s("minimum"), s("--score"), s("5"), s("now")} << s("no arguments");
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

QTEST_GUILESS_MAIN(TestCliCanasta)
#include "tst_cli_canasta.moc"
