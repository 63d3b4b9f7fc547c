// The program's own options: the screenshot mode writes a picture and exits 0; bad arguments print usage and
// exit 2.
#include <QImage>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

namespace {
struct Run {
    int exitCode = -1;
    QByteArray err;
    QByteArray out;
};
/// Runs the program offscreen, or (`display` false) with no display of any kind, as on a server.
Run app(const QStringList& args, bool display = true) {
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    if (display) {
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    } else {
        for (const char* name : {"QT_QPA_PLATFORM", "DISPLAY", "WAYLAND_DISPLAY"})
            env.remove(QString::fromLatin1(name));
    }
    p.setProcessEnvironment(env);
    p.start(QStringLiteral(MEJAKARTU_APP), args);
    if (!p.waitForFinished(90000)) return {};
    if (p.exitStatus() != QProcess::NormalExit) return {-2, p.readAllStandardError(), {}};
    return {p.exitCode(), p.readAllStandardError(), p.readAllStandardOutput()};
}
} // namespace

class TestAppCommandLine : public QObject {
    Q_OBJECT
private slots:
    void screenshot() {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("table.png"));
        const Run r = app({QStringLiteral("--game"), QStringLiteral("capsa"), QStringLiteral("--seed"),
                           QStringLiteral("7"), QStringLiteral("--lang"), QStringLiteral("id"),
                           QStringLiteral("--moves"), QStringLiteral("6"), QStringLiteral("--size"),
                           QStringLiteral("1200x800"), QStringLiteral("--screenshot"), file});
        QCOMPARE(r.exitCode, 0);
        const QImage image(file);
        QVERIFY(!image.isNull());
        QCOMPARE(image.size(), QSize(1200, 800));
    }

    void screenshotOfEveryGame_data() {
        QTest::addColumn<QString>("game");
        for (const char* game : {"capsa", "canasta", "holdem", "empatsatu"}) QTest::newRow(game) << game;
    }
    void screenshotOfEveryGame() {
        QFETCH(QString, game);
        QTemporaryDir dir;
        const QString file = dir.filePath(game + QStringLiteral(".png"));
        const Run r = app({QStringLiteral("--game"), game, QStringLiteral("--seed"), QStringLiteral("3"),
                           QStringLiteral("--moves"), QStringLiteral("6"), QStringLiteral("--size"),
                           QStringLiteral("1000x700"), QStringLiteral("--screenshot"), file});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(QImage(file).size(), QSize(1000, 700));
    }

    // Issue: --help and --version failed with a Qt platform error when no display was there.
    void helpAndVersionNeedNoDisplay() {
        const Run help = app({QStringLiteral("--help")}, false);
        QCOMPARE(help.exitCode, 0);
        QVERIFY2(help.out.contains("Usage:") && help.out.contains("--screenshot"), help.err.constData());
        const Run version = app({QStringLiteral("--version")}, false);
        QCOMPARE(version.exitCode, 0);
        QCOMPARE(version.out.trimmed(), QByteArray("mejakartu " MEJAKARTU_VERSION));
        // A mistake next to --help is still a mistake: usage on stderr, exit 2.
        const Run wrong = app({QStringLiteral("--help"), QStringLiteral("--colour")}, false);
        QCOMPARE(wrong.exitCode, 2);
        QVERIFY(wrong.err.contains("Usage:") && wrong.err.contains("colour"));
    }

    void badArguments_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        QTest::newRow("unknown game")
            << QStringList{QStringLiteral("--game"), QStringLiteral("poker")} << "unknown game 'poker'";
        QTest::newRow("bad seed") << QStringList{QStringLiteral("--seed"), QStringLiteral("abc")} << "--seed";
        QTest::newRow("bad language")
            << QStringList{QStringLiteral("--lang"), QStringLiteral("fr")} << "--lang";
        QTest::newRow("bad size") << QStringList{QStringLiteral("--size"), QStringLiteral("10x10")}
                                  << "--size";
        QTest::newRow("unknown option") << QStringList{QStringLiteral("--colour")} << "colour";
        QTest::newRow("moves without screenshot")
            << QStringList{QStringLiteral("--moves"), QStringLiteral("3")} << "--screenshot";
        QTest::newRow("bad variant") << QStringList{QStringLiteral("--game"), QStringLiteral("capsa"),
                                                    QStringLiteral("--variant"), QStringLiteral("rounds=500")}
                                     << "rounds";
        QTest::newRow("stray argument") << QStringList{QStringLiteral("capsa")} << "unexpected argument";
    }
    void badArguments() {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        const Run r = app(args);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(message.toUtf8()), r.err.constData());
        QVERIFY(r.err.contains("Usage:"));
    }
};

QTEST_GUILESS_MAIN(TestAppCommandLine)
#include "tst_appcommandline.moc"
