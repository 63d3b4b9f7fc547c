// mejakartu-cli's Empat Satu commands: `empatsatu score` and `empatsatu compare`, output shapes and refusals.
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTest>

namespace {

struct Run {
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
    QJsonObject json() const { return QJsonDocument::fromJson(out).object(); }
};

Run cli(const QStringList& args) {
    QProcess p;
    p.start(QStringLiteral(MEJAKARTU_CLI), args);
    if (!p.waitForFinished(60000)) return {};
    return {p.exitCode(), p.readAllStandardOutput(), p.readAllStandardError()};
}

} // namespace

class TestCliEmpatSatu : public QObject {
    Q_OBJECT
private slots:
    void helpListsTheCommands() {
        const Run r = cli({QStringLiteral("--help")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.contains("empatsatu score"));
        QVERIFY(r.out.contains("empatsatu compare"));
        const Run h = cli({QStringLiteral("empatsatu"), QStringLiteral("compare"), QStringLiteral("--help")});
        QCOMPARE(h.exitCode, 0);
        QVERIFY(h.out.contains("--hand"));
        QVERIFY(h.out.contains("--other"));
    }

    // Rule vectors V-E1...V-E5, V-E10...V-E12 through the command line.
    void score_data() {
        QTest::addColumn<QStringList>("cards");
        QTest::addColumn<int>("score");
        QTest::addColumn<QString>("suit");
        QTest::newRow("V-E1") << QStringList{QStringLiteral("Ks 3s 9h 8h")} << 4 << "h";
        QTest::newRow("V-E2") << QStringList{QStringLiteral("Ac"), QStringLiteral("2d"), QStringLiteral("3d"),
                                             QStringLiteral("5d")}
                              << 1 << "c";
        QTest::newRow("V-E3") << QStringList{QStringLiteral("7c,9h,10s,2s")} << -4 << "s";
        QTest::newRow("V-E4") << QStringList{QStringLiteral("As Ks Js Ts")} << 41 << "s";
        QTest::newRow("V-E5") << QStringList{QStringLiteral("ac kc qc jc")} << 41 << "c";
        QTest::newRow("V-E10") << QStringList{QStringLiteral("Ah Ad Ac As")} << -22 << "c";
        QTest::newRow("V-E11") << QStringList{QStringLiteral("2c 3d 4h 5s")} << -4 << "s";
        QTest::newRow("V-E12") << QStringList{QStringLiteral("Ah Kh Qd Jd")} << 1 << "h";
    }
    void score() {
        QFETCH(QStringList, cards);
        QFETCH(int, score);
        QFETCH(QString, suit);
        const Run r =
            cli(QStringList{QStringLiteral("--json"), QStringLiteral("empatsatu"), QStringLiteral("score")} +
                cards);
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.err.isEmpty());
        const QJsonObject o = r.json();
        QCOMPARE(o.keys(), (QStringList{QStringLiteral("score"), QStringLiteral("suit")}));
        QCOMPARE(o[QStringLiteral("score")].toInt(), score);
        QCOMPARE(o[QStringLiteral("suit")].toString(), suit);
    }

    void scoreAsText() {
        const Run r =
            cli({QStringLiteral("empatsatu"), QStringLiteral("score"), QStringLiteral("Ks 3s 9h 8h")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.contains("score: 4"));
        QVERIFY(r.out.contains("suit: h"));
    }

    // V-E6...V-E9.
    void compare_data() {
        QTest::addColumn<QString>("hand");
        QTest::addColumn<QString>("other");
        QTest::addColumn<QString>("winner");
        QTest::newRow("V-E6") << "Kc 6c 5c 4c"
                              << "As Qs Ts 4d"
                              << "other";
        QTest::newRow("V-E7") << "Jh Th 7h 6h"
                              << "Ac Kc 7c 5c"
                              << "hand";
        QTest::newRow("V-E7 swapped") << "Ac Kc 7c 5c"
                                      << "Jh Th 7h 6h"
                                      << "other";
        QTest::newRow("V-E8") << "Jh Th 7h 4c"
                              << "As Ks 8s 6d"
                              << "hand";
        QTest::newRow("V-E9") << "Ah Kh Qh Jh"
                              << "As Ks Js Ts"
                              << "tie";
        QTest::newRow("negative") << "2c 3d 4h 5s"
                                  << "Ah Ad Ac As"
                                  << "hand";
    }
    void compare() {
        QFETCH(QString, hand);
        QFETCH(QString, other);
        QFETCH(QString, winner);
        const Run r = cli({QStringLiteral("--json"), QStringLiteral("empatsatu"), QStringLiteral("compare"),
                           QStringLiteral("--hand"), hand, QStringLiteral("--other"), other});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.err.isEmpty());
        QCOMPARE(r.json().keys(), QStringList{QStringLiteral("winner")});
        QCOMPARE(r.json()[QStringLiteral("winner")].toString(), winner);
    }

    void badInputIsRefused_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        const QString es = QStringLiteral("empatsatu");
        const QString score = QStringLiteral("score");
        const QString compare = QStringLiteral("compare");
        const QString hand = QStringLiteral("--hand");
        const QString other = QStringLiteral("--other");
        QTest::newRow("three cards") << QStringList{es, score, QStringLiteral("Ks 3s 9h")} << "too few cards";
        QTest::newRow("five cards") << QStringList{es, score, QStringLiteral("Ks 3s 9h 8h 2c")}
                                    << "too many cards";
        QTest::newRow("no cards") << QStringList{es, score} << "too few cards";
        QTest::newRow("joker") << QStringList{es, score, QStringLiteral("Ks 3s 9h Jk")} << "without jokers";
        QTest::newRow("unknown card")
            << QStringList{es, score, QStringLiteral("Ks 3s 9h 1h")} << "unknown card '1h'";
        QTest::newRow("card twice") << QStringList{es, score, QStringLiteral("Ks 3s 9h ks")}
                                    << "Ks is given twice";
        QTest::newRow("no other") << QStringList{es, compare, hand, QStringLiteral("Ah Kh Qh Jh")}
                                  << "--other is required";
        QTest::newRow("no hand") << QStringList{es, compare, other, QStringLiteral("Ah Kh Qh Jh")}
                                 << "--hand is required";
        QTest::newRow("card in both hands") << QStringList{es,    compare,
                                                           hand,  QStringLiteral("Ah Kh Qh Jh"),
                                                           other, QStringLiteral("As Ks Js Ah")}
                                            << "card Ah is in both hands";
        QTest::newRow("short other") << QStringList{es,    compare,
                                                    hand,  QStringLiteral("Ah Kh Qh Jh"),
                                                    other, QStringLiteral("As Ks Js")}
                                     << "too few cards";
        QTest::newRow("stray argument") << QStringList{es, compare, QStringLiteral("As")} << "no arguments";
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

QTEST_GUILESS_MAIN(TestCliEmpatSatu)
#include "tst_cli_empatsatu.moc"
