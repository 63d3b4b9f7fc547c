// The program's own options: the screenshot mode writes a picture and exits 0; bad arguments print usage and
// exit 2.
#include <QDir>
#include <QFile>
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
Run app(const QStringList& args, bool display = true, const QProcessEnvironment& extra = {}) {
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    for (const QString& name : extra.keys()) env.insert(name, extra.value(name));
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
bool writeFile(const QString& path, const QByteArray& bytes) {
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
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

    // Issue: the screenshot mode drew the two-colour deck though the person had chosen the four-colour one.
    // It shows the person's deck and writes nothing into their settings.
    void screenshotShowsTheChosenDeck() {
        QTemporaryDir dir;
        const QString folder = dir.filePath(QStringLiteral("config/mejakartu/mejakartu"));
        QVERIFY(QDir().mkpath(folder));
        const QString ini = folder + QStringLiteral("/mejakartu.ini");
        QProcessEnvironment env;
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), dir.filePath(QStringLiteral("config")));
        const QStringList args{
            QStringLiteral("--game"), QStringLiteral("capsa"),       QStringLiteral("--seed"),
            QStringLiteral("1"),      QStringLiteral("--moves"),     QStringLiteral("0"),
            QStringLiteral("--size"), QStringLiteral("1000x700"),    QStringLiteral("--lang"),
            QStringLiteral("en"),     QStringLiteral("--screenshot")};
        QList<QImage> shots;
        for (const bool four : {false, true}) {
            const QByteArray settings = "[meta]\nformat=mejakartu-settings-1\n[view]\nfourColour=" +
                                        QByteArray(four ? "true" : "false") + "\n";
            QVERIFY(writeFile(ini, settings));
            const QString shot = dir.filePath(QStringLiteral("deck%1.png").arg(int(four)));
            const Run r = app(args + QStringList{shot}, true, env);
            QCOMPARE(r.exitCode, 0);
            shots << QImage(shot);
            QFile again(ini);
            QVERIFY(again.open(QIODevice::ReadOnly));
            QCOMPARE(again.readAll(), settings); // left as it was
        }
        QCOMPARE(shots[0].size(), QSize(1000, 700));
        QVERIFY(shots[0] != shots[1]); // clubs green and diamonds blue in the second
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

    void screenshotOfTheDealAsFirstPainted() {
        // Without moves the picture is taken at the first paint, with the bots held: the same deal twice
        // gives the same picture.
        QTemporaryDir dir;
        const QStringList args{
            QStringLiteral("--game"), QStringLiteral("capsa"),    QStringLiteral("--seed"),
            QStringLiteral("1"),      QStringLiteral("--moves"),  QStringLiteral("0"),
            QStringLiteral("--size"), QStringLiteral("1000x700"), QStringLiteral("--screenshot")};
        const QString a = dir.filePath(QStringLiteral("a.png")), b = dir.filePath(QStringLiteral("b.png"));
        QCOMPARE(app(args + QStringList{a}).exitCode, 0);
        QCOMPARE(app(args + QStringList{b}).exitCode, 0);
        QCOMPARE(QImage(a).size(), QSize(1000, 700));
        QCOMPARE(QImage(a), QImage(b));
    }

    void opensTheSavedGameNamedOnTheCommandLine() {
        // As the desktop file starts it: `mejakartu FILE`. The picture is the saved deal's.
        QTemporaryDir dir;
        const QString save = dir.filePath(QStringLiteral("deal five.mejakartu"));
        QVERIFY(writeFile(save, R"({"format": "mejakartu-save", "version": 1, "game": "canasta", "seed": "5",
                                    "flags": {}, "moves": [], "players": []})"));
        const QStringList size{QStringLiteral("--size"), QStringLiteral("1000x700"),
                               QStringLiteral("--screenshot")};
        const QString opened = dir.filePath(QStringLiteral("opened.png"));
        const QString dealt = dir.filePath(QStringLiteral("dealt.png"));
        const Run r = app(QStringList{save} + size + QStringList{opened});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(!r.err.contains("mejakartu:"), r.err.constData());
        QCOMPARE(app(QStringList{QStringLiteral("--game"), QStringLiteral("canasta"),
                                 QStringLiteral("--seed"), QStringLiteral("5")} +
                     size + QStringList{dealt})
                     .exitCode,
                 0);
        QCOMPARE(QImage(opened), QImage(dealt));
    }

    void aDamagedSavedGameIsReportedAndANewGameStarts() {
        QTemporaryDir dir;
        const QString save = dir.filePath(QStringLiteral("broken.mejakartu"));
        const QByteArray damaged = R"({"format": "mejakartu-save", "version")";
        QVERIFY(writeFile(save, damaged));
        const QString shot = dir.filePath(QStringLiteral("shot.png"));
        const Run r = app({save, QStringLiteral("--screenshot"), shot});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.err.contains("The file is damaged or is not a Meja Kartu save."), r.err.constData());
        QVERIFY2(r.err.contains("broken.mejakartu: "), r.err.constData()); // the file is named
        QVERIFY(!QImage(shot).isNull());
        QFile again(save);
        QVERIFY(again.open(QIODevice::ReadOnly));
        QCOMPARE(again.readAll(), damaged); // left as it was
    }

    void reviewScreenshot() {
        // The coach's review of a saved deal, the replay at one decision with every hand shown.
        QTemporaryDir dir;
        const QString shot = dir.filePath(QStringLiteral("review.png"));
        const QString save = QStringLiteral(MEJAKARTU_FIXTURES "/capsa-deal.mejakartu");
        const Run r = app({QStringLiteral("--review"), save, QStringLiteral("--review-select"),
                           QStringLiteral("4"), QStringLiteral("--show-all-cards"), QStringLiteral("--size"),
                           QStringLiteral("1300x820"), QStringLiteral("--screenshot"), shot});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(!r.err.contains("mejakartu:"), r.err.constData());
        QCOMPARE(QImage(shot).size(), QSize(1300, 820));
        // A decision the review does not have: said, and no picture.
        const QString none = dir.filePath(QStringLiteral("none.png"));
        const Run past = app({QStringLiteral("--review"), save, QStringLiteral("--review-select"),
                              QStringLiteral("40"), QStringLiteral("--screenshot"), none});
        QCOMPARE(past.exitCode, 1);
        QVERIFY2(past.err.contains("--review-select 40: the review has 11 decisions"), past.err.constData());
        QVERIFY(!QFile::exists(none));
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
        QTest::newRow("two files") << QStringList{QStringLiteral(MEJAKARTU_APP),
                                                  QStringLiteral(MEJAKARTU_APP)}
                                   << "unexpected argument";
        QTest::newRow("a saved game and a game")
            << QStringList{QStringLiteral(MEJAKARTU_APP), QStringLiteral("--game"), QStringLiteral("capsa")}
            << "a saved game brings its own game";
        QTest::newRow("show all cards without a review")
            << QStringList{QStringLiteral("--show-all-cards")} << "need --review";
        QTest::newRow("a review and a game")
            << QStringList{QStringLiteral("--review"), QStringLiteral(MEJAKARTU_APP),
                           QStringLiteral("--seed"), QStringLiteral("4")}
            << "a reviewed game brings its own game";
        QTest::newRow("review of no file")
            << QStringList{QStringLiteral("--review"), QStringLiteral("/no/such.mejakartu")}
            << "no such file";
        QTest::newRow("bad decision")
            << QStringList{QStringLiteral("--review"), QStringLiteral(MEJAKARTU_APP),
                           QStringLiteral("--review-select"), QStringLiteral("0")}
            << "--review-select must be";
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
