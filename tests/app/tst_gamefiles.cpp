// Saved games besides Save and Open: a file dropped on the window opens it (asking first while a game is
// under way), Game -> Open recent (newest first, five at most, each once, missing files greyed out, Clear),
// and the game in progress kept after every move and continued at the next start; a damaged kept game is
// reported and set aside under a new name, and a good kept game is never replaced by a game not played yet.
#include "gamefiles.h"
#include "model/savestore.h"
#include "testsupport.h"

#include <QDir>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFile>
#include <QMenu>
#include <QMimeData>
#include <QUrl>

namespace {

QByteArray readAll(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

void writeFile(const QString& path, const QByteArray& bytes) {
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(bytes);
}

/// Sends a drag of `urls` over the window and drops it, as the window system does; whether it was taken.
bool dropOn(MainWindow* window, const QList<QUrl>& urls) {
    QMimeData mime;
    mime.setUrls(urls);
    const QPoint at(window->width() / 3, window->height() / 2);
    QDragEnterEvent enter(at, Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(window, &enter);
    if (!enter.isAccepted()) return false;
    QDropEvent drop(QPointF(at), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(window, &drop);
    return drop.isAccepted();
}

/// Lets the bots play until the person's turn, then stops them, so that the record holds still.
void settleAtHumanTurn(TestWindow& w) {
    w->bots()->setPace(0);
    QVERIFY(QTest::qWaitFor([&] { return w->session()->isHumanTurn(); }, 20000));
    w->bots()->setPaused(true);
    QCoreApplication::processEvents();
}

QStringList entryTexts(QMenu* menu) {
    QStringList texts;
    for (QAction* a : menu->actions())
        if (!a->isSeparator()) texts << a->text() + (a->isEnabled() ? QString() : QStringLiteral(" [off]"));
    return texts;
}

} // namespace

class TestGameFiles : public QObject {
    Q_OBJECT
private slots:
    void recentFilesAreNewestFirstFiveAtMostEachOnce() {
        QTemporaryDir dir;
        AppSettings settings(dir.filePath(QStringLiteral("settings.ini")));
        RecentFiles recent(&settings);
        QStringList paths;
        for (const char* name : {"a", "b", "c", "d", "e", "f"})
            paths << dir.filePath(QString::fromLatin1(name) + QStringLiteral(".mejakartu"));
        for (const QString& p : paths) recent.add(p);
        QCOMPARE(recent.files(), (QStringList{paths[5], paths[4], paths[3], paths[2], paths[1]}));
        recent.add(paths[2]); // listed already: moved to the top, not listed twice
        QCOMPARE(recent.files(), (QStringList{paths[2], paths[5], paths[4], paths[3], paths[1]}));
        // The same file by another name (relative to the working folder) is the same entry.
        QDir::setCurrent(dir.path());
        recent.add(QStringLiteral("./d.mejakartu"));
        QCOMPARE(recent.files(), (QStringList{paths[3], paths[2], paths[5], paths[4], paths[1]}));
        // Kept in the settings: a new session reads the same list.
        settings.sync();
        AppSettings again(dir.filePath(QStringLiteral("settings.ini")));
        QCOMPARE(RecentFiles(&again).files(), recent.files());
        recent.clear();
        QVERIFY(recent.files().isEmpty());
    }

    void openRecentListsGreysOutAndOpens() {
        TestWindow w;
        w->startGame(QStringLiteral("capsa"), 21);
        settleAtHumanTurn(w);
        const auto record21 = w->session()->record();
        QString error;
        const QString first = w.dir.filePath(QStringLiteral("first.mejakartu"));
        const QString second = w.dir.filePath(QStringLiteral("second.mejakartu"));
        QVERIFY2(w->saveTo(first, &error), qPrintable(error));
        w->files()->remember(first);
        w->startGame(QStringLiteral("capsa"), 22);
        QVERIFY2(w->saveTo(second, &error), qPrintable(error));
        w->files()->remember(second);
        QMenu* menu = w->files()->recentMenu();
        QCOMPARE(menu->title(), QStringLiteral("Open &recent"));
        QCOMPARE(entryTexts(menu),
                 (QStringList{QStringLiteral("&1 second.mejakartu"), QStringLiteral("&2 first.mejakartu"),
                              QStringLiteral("&Clear the list")}));
        // A file gone meanwhile stays in the list, greyed out, when the menu next opens.
        QVERIFY(QFile::remove(second));
        emit menu->aboutToShow();
        QCOMPARE(entryTexts(menu),
                 (QStringList{QStringLiteral("second.mejakartu (missing) [off]"),
                              QStringLiteral("&1 first.mejakartu"), QStringLiteral("&Clear the list")}));
        menu->actions().at(1)->trigger();
        QVERIFY(w->session()->record() == record21);
        QCOMPARE(w->statusText(), QStringLiteral("Opened %1.").arg(first));
        QCOMPARE(w->files()->recent().files().first(), first);
        // Clear empties the list and the settings.
        menu->findChild<QAction*>(QStringLiteral("clearRecent"))->trigger();
        QCOMPARE(entryTexts(menu), (QStringList{QStringLiteral("No saved games yet [off]"),
                                                QStringLiteral("&Clear the list [off]")}));
        QVERIFY(w.settings->value(QStringLiteral("files/recent")).toStringList().isEmpty());
    }

    void droppedSaveOpensLikeOpen() {
        TestWindow w;
        w->startGame(QStringLiteral("capsa"), 21);
        settleAtHumanTurn(w);
        const auto saved = w->session()->record();
        const QString path = w.dir.filePath(QStringLiteral("dropped game.mejakartu"));
        QString error;
        QVERIFY2(w->saveTo(path, &error), qPrintable(error));
        w->startGame(QStringLiteral("capsa"), 99);
        w->bots()->setPaused(true);
        // Not a file: not taken.
        QVERIFY(!dropOn(w.window.get(), {QUrl(QStringLiteral("https://example.org/game.mejakartu"))}));
        QVERIFY(dropOn(w.window.get(), {QUrl::fromLocalFile(path)}));
        QTRY_VERIFY(w->session()->record() == saved);
        QCOMPARE(w->statusText(), QStringLiteral("Opened %1.").arg(path));
        QCOMPARE(w->files()->recent().files(), QStringList{path});
    }

    void droppingOnAGameUnderWayAsksFirst() {
        TestWindow w;
        const QString path = w.dir.filePath(QStringLiteral("other.mejakartu"));
        w->startGame(QStringLiteral("capsa"), 40);
        QString error;
        QVERIFY2(w->saveTo(path, &error), qPrintable(error));
        w->setConfirmations(true);
        startAndPlayOnce(w, 3);
        w->bots()->setPaused(true);
        const auto record = w->session()->record();
        QStringList seen;
        answerNextQuestion(QStringLiteral("Keep playing"), &seen);
        QVERIFY(dropOn(w.window.get(), {QUrl::fromLocalFile(path)}));
        QTRY_COMPARE(seen.value(1), QStringLiteral("Open the saved game"));
        QVERIFY(w->session()->record() == record); // the game under way goes on
        answerNextQuestion(QStringLiteral("Open the saved game"));
        QVERIFY(dropOn(w.window.get(), {QUrl::fromLocalFile(path)}));
        QTRY_COMPARE(w->session()->seed(), quint64(40));
    }

    void theGameIsKeptAfterEveryMoveAndContinued() {
        TestWindow w;
        const Autosave& kept = w->files()->autosave();
        QCOMPARE(QFileInfo(kept.path()).absolutePath(), QFileInfo(w.dir.path()).absoluteFilePath());
        w->startGame(QStringLiteral("capsa"), 3);
        settleAtHumanTurn(w);
        QVERIFY(!kept.exists()); // nothing of the person's at stake yet
        w->bots()->setPaused(false);
        startAndPlayOnce(w, 3);
        QTRY_VERIFY(kept.exists()); // written once the move has settled
        settleAtHumanTurn(w);
        QTRY_COMPARE(savestore::toJson({w->session()->record(), w->session()->players()}),
                     readAll(kept.path()));
        const auto record = w->session()->record();
        QVERIFY(record.moves.size() > 1);

        // The next start: the same settings folder, a new window.
        AppSettings settings(w.dir.filePath(QStringLiteral("settings.ini")));
        LanguageManager languages;
        MainWindow next(&settings, &languages);
        next.setAnimationSpeed(AnimationSpeed::Off);
        answerNextQuestion(QStringLiteral("Continue"));
        QVERIFY(next.files()->offerToContinue());
        QVERIFY(next.session()->record() == record);
        QVERIFY(next.gameUnderWay());
        QCOMPARE(next.session()->players().value(1).name, w->session()->players().value(1).name);
        QVERIFY(kept.exists());
    }

    void aNewGameInsteadOfTheKeptOneForgetsIt() {
        TestWindow w;
        startAndPlayOnce(w, 3);
        w->bots()->setPaused(true);
        w->files()->keepNow();
        QVERIFY(w->files()->autosave().exists());
        AppSettings settings(w.dir.filePath(QStringLiteral("settings.ini")));
        LanguageManager languages;
        MainWindow next(&settings, &languages);
        QStringList seen;
        answerNextQuestion(QStringLiteral("New game"), &seen);
        QVERIFY(!next.files()->offerToContinue());
        QCOMPARE(seen,
                 (QStringList{QStringLiteral("Your game of Capsa was kept when you last played. Continue "
                                             "it, or start a new game?"),
                              QStringLiteral("Continue"), QStringLiteral("New game")}));
        QVERIFY(!next.files()->autosave().exists());
    }

    // A game started beside a kept one (from the command line) does not replace it until the person plays.
    void aGameNotPlayedYetNeverReplacesAKeptOne() {
        TestWindow w;
        startAndPlayOnce(w, 3);
        w->bots()->setPaused(true);
        w->files()->keepNow();
        const QByteArray good = readAll(w->files()->autosave().path());
        QVERIFY(!good.isEmpty());
        AppSettings settings(w.dir.filePath(QStringLiteral("settings.ini")));
        LanguageManager languages;
        MainWindow other(&settings, &languages);
        other.setAnimationSpeed(AnimationSpeed::Off);
        other.startGame(QStringLiteral("holdem"), 8);
        other.bots()->setPace(0);
        QVERIFY(QTest::qWaitFor([&] { return other.session()->isHumanTurn(); }, 20000));
        other.files()->keepNow();
        QVERIFY(other.session()->moveCount() > 0);
        QCOMPARE(readAll(other.files()->autosave().path()), good);
    }

    void aDamagedKeptGameIsSetAsideAndReported() {
        TestWindow w;
        w->startGame(QStringLiteral("capsa"), 21);
        w->bots()->setPaused(true);
        const auto record = w->session()->record();
        const QString path = w->files()->autosave().path();
        const QByteArray junk(
            "{\"format\":\"mejakartu-save\",\"version\":1,\"game\":\"capsa\",\"seed\":\"5\","
            "\"flags\":{},\"moves\":[\"pass\"]}");
        writeFile(path, junk);
        QString error;
        QVERIFY(!w->files()->continueKeptGame(&error));
        QVERIFY(w->session()->record() == record); // the game at the table stays
        QVERIFY(!QFileInfo::exists(path));
        const QStringList aside =
            QDir(w.dir.path()).entryList({QStringLiteral("autosave.damaged-*.mejakartu")}, QDir::Files);
        QCOMPARE(aside.size(), 1);
        QCOMPARE(readAll(w.dir.filePath(aside.first())), junk); // set aside whole
        QCOMPARE(error,
                 QStringLiteral("The game kept from last time cannot be continued: Move 1 in the file is "
                                "not allowed by the rules. The file was set aside as %1.")
                     .arg(QDir::toNativeSeparators(w.dir.filePath(aside.first()))));
        // At start-up the same is said in a message box, and a new game can start.
        writeFile(path, "not a saved game");
        QStringList seen;
        answerNextQuestion(QStringLiteral("Close"), &seen);
        QVERIFY(!w->files()->offerToContinue());
        QVERIFY(seen.value(0).startsWith(QStringLiteral("The game kept from last time cannot be continued")));
        QCOMPARE(QDir(w.dir.path()).entryList({QStringLiteral("autosave.damaged-*")}, QDir::Files).size(), 2);
    }

    // Setting aside never writes over an earlier file set aside (two in the same second get two names).
    void settingAsideNeverOverwrites() {
        QTemporaryDir dir;
        const Autosave kept(dir.path());
        const QDateTime when(QDate(2026, 3, 14), QTime(19, 5, 0));
        writeFile(kept.path(), "first");
        const QString one = kept.setAside(when);
        QCOMPARE(QFileInfo(one).fileName(), QStringLiteral("autosave.damaged-2026-03-14-190500.mejakartu"));
        writeFile(kept.path(), "second");
        const QString two = kept.setAside(when);
        QCOMPARE(QFileInfo(two).fileName(), QStringLiteral("autosave.damaged-2026-03-14-190500-2.mejakartu"));
        QCOMPARE(readAll(one), QByteArray("first"));
        QCOMPARE(readAll(two), QByteArray("second"));
        QVERIFY(!kept.exists());
        QVERIFY(kept.setAside(when).isEmpty()); // nothing to set aside
    }

    void nothingIsKeptWithoutADataFolder() {
        AppSettings memory({}, true);
        QVERIFY(memory.dataFolder().isEmpty());
        LanguageManager languages;
        MainWindow window(&memory, &languages);
        QVERIFY(!window.files()->keepsGames());
        QVERIFY(!window.files()->offerToContinue());
    }
};

QTEST_MAIN(TestGameFiles)
#include "tst_gamefiles.moc"
