// The main window: language switching while playing, the Variant menu built from the core's flags, the odds
// panel, save and open (and refusing damaged files while keeping the game), damaged settings left untouched,
// and a game without a table yet.
#include "games/capsa/capsatable.h"
#include "games/gameregistry.h"
#include "model/gamesession.h"
#include "panels/oddspanel.h"
#include "table/seatitem.h"
#include "testsupport.h"

#include <QFile>
#include <QMenuBar>
#include <QStatusBar>

namespace {
QMenu* menuAt(MainWindow* w, int i) {
    return w->menuBar()->actions().at(i)->menu();
}
QAction* findAction(QMenu* menu, const QString& text) {
    for (QAction* a : menu->actions()) {
        if (a->text() == text) return a;
        if (a->menu())
            if (QAction* inner = findAction(a->menu(), text)) return inner;
    }
    return nullptr;
}
} // namespace

class TestMainWindow : public QObject {
    Q_OBJECT
private slots:
    void languageSwitchesWhilePlaying() {
        TestWindow w;
        w->startGame(QStringLiteral("capsa"), 3);
        auto* table = static_cast<CapsaTable*>(w->controller());
        QCOMPARE(menuAt(w.window.get(), 0)->title(), QStringLiteral("&Game"));
        QCOMPARE(table->seat(0)->name(), QStringLiteral("You"));
        QVERIFY(w.languages->setLanguage(QStringLiteral("id")));
        QTRY_COMPARE(menuAt(w.window.get(), 0)->title(), QStringLiteral("&Permainan"));
        QCOMPARE(menuAt(w.window.get(), 1)->title(), QStringLiteral("&Varian"));
        QCOMPARE(table->seat(0)->name(), QStringLiteral("Kamu"));
        QVERIFY(table->seat(1)->detail().endsWith(QStringLiteral("kartu")));
        QVERIFY(w.languages->setLanguage(QStringLiteral("en")));
        QTRY_COMPARE(table->seat(0)->name(), QStringLiteral("You"));
    }

    void variantMenuComesFromTheCore() {
        TestWindow w;
        w->startGame(QStringLiteral("capsa"), 3);
        QMenu* variant = menuAt(w.window.get(), 1);
        QAction* indonesia = findAction(variant, QStringLiteral("Capsa Indonesia (standard)"));
        QAction* banting = findAction(variant, QStringLiteral("Capsa Banting (classic)"));
        QVERIFY(indonesia && banting);
        QVERIFY(indonesia->isChecked());
        QAction* piting = findAction(variant, QStringLiteral("Piting bombs the 2"));
        QVERIFY(piting && piting->isCheckable() && !piting->isChecked());
        piting->trigger(); // confirmations are off: a new deal starts with the flag
        QCOMPARE(w->session()->flags().at("pitingBombsTwo"), std::string("on"));
        QVERIFY(findAction(menuAt(w.window.get(), 1), QStringLiteral("Piting bombs the 2"))->isChecked());
        QVERIFY(!findAction(menuAt(w.window.get(), 1), QStringLiteral("Capsa Indonesia (standard)"))
                     ->isChecked());
        findAction(menuAt(w.window.get(), 1), QStringLiteral("Capsa Banting (classic)"))->trigger();
        QCOMPARE(w->session()->flags().at("playUntil"), std::string("FirstOut"));
        // Remembered for the next game.
        QCOMPARE(w->variantFor(QStringLiteral("capsa")).at("playUntil"), std::string("FirstOut"));
    }

    void oddsPanelToggles() {
        TestWindow w;
        w->startGame(QStringLiteral("capsa"), 3);
        QAction* odds = findAction(menuAt(w.window.get(), 2), QStringLiteral("&Odds panel"));
        QVERIFY(odds);
        const bool was = w->oddsPanel()->isVisible();
        odds->trigger();
        QCOMPARE(w->oddsPanel()->isVisible(), !was);
        QCOMPARE(w.settings->value(QStringLiteral("view/odds")).toBool(), !was);
    }

    void saveAndOpen() {
        TestWindow w;
        w->startGame(QStringLiteral("capsa"), 21);
        w->bots()->setPace(0);
        QTRY_VERIFY_WITH_TIMEOUT(w->session()->isHumanTurn(), 20000);
        const auto record = w->session()->record();
        const QString path = w.dir.filePath(QStringLiteral("game.mejakartu"));
        QString error;
        QVERIFY2(w->saveTo(path, &error), qPrintable(error));
        w->startGame(QStringLiteral("capsa"), 99);
        QVERIFY(!(w->session()->record() == record));
        QVERIFY2(w->openFrom(path, &error), qPrintable(error));
        QVERIFY(w->session()->record() == record);
    }

    void damagedSaveIsRefusedAndTheGameKept() {
        TestWindow w;
        w->startGame(QStringLiteral("capsa"), 21);
        const auto record = w->session()->record();
        const QString garbage = w.dir.filePath(QStringLiteral("garbage.mejakartu"));
        QFile f(garbage);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("{\"format\":\"mejakartu-save\",\"version\":1,\"game\":\"capsa\",\"seed\":\"5\",\"flags\":{},"
                "\"moves\":[\"pass\"]}");
        f.close();
        QString error;
        QVERIFY(!w->openFrom(garbage, &error));
        QCOMPARE(error, QStringLiteral("Move 1 in the file is not allowed by the rules."));
        QVERIFY(w->session()->record() == record);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QVERIFY(f.readAll().contains("pass")); // the file is left as it was
    }

    void damagedSettingsAreReportedAndNotOverwritten() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("settings.ini"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        const QByteArray junk("\x7f\x45\x4c\x46\x02\x01 not settings at all \x00\xff", 34);
        f.write(junk);
        f.close();
        AppSettings settings(path);
        QVERIFY(settings.isDamaged());
        LanguageManager languages;
        MainWindow window(&settings, &languages);
        QVERIFY(window.statusText().contains(path));
        settings.setValue(QStringLiteral("view/speed"), QStringLiteral("slow"));
        QCOMPARE(settings.value(QStringLiteral("view/speed")).toString(),
                 QStringLiteral("slow")); // kept in memory
        settings.sync();
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), junk);
    }

    void everyGameStartsWithItsTable() {
        TestWindow w;
        for (const GameUi& g : gameUis()) {
            QVERIFY2(g.playable(), qPrintable(g.id));
            w->startGame(g.id, 4);
            QVERIFY(w->session());
            QCOMPARE(QString::fromStdString(w->session()->record().game), g.id);
            QVERIFY(w->scene()->controller());
        }
    }
};

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
