#pragma once
// Helpers for the application tests: a main window on throw-away settings, and drags done the way a person
// does them (press on the viewport, move in several steps, release).

#include "games/capsa/capsasession.h"
#include "mainwindow.h"
#include "model/appsettings.h"
#include "model/languagemanager.h"
#include "table/carditem.h"
#include "table/pileitem.h"
#include "table/tablescene.h"
#include "table/tableview.h"

#include <QAbstractButton>
#include <QApplication>
#include <QMessageBox>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <functional>
#include <memory>

/// How QCOMPARE prints a card's or pile's place when they differ ("seat2").
inline char* toString(const Place& place) {
    return qstrdup(qPrintable(placeName(place)));
}

struct TestWindow {
    QTemporaryDir dir;
    std::unique_ptr<AppSettings> settings;
    std::unique_ptr<LanguageManager> languages;
    std::unique_ptr<MainWindow> window;

    explicit TestWindow(const QString& lang = QStringLiteral("en")) {
        settings = std::make_unique<AppSettings>(dir.filePath(QStringLiteral("settings.ini")));
        languages = std::make_unique<LanguageManager>();
        languages->setLanguage(lang);
        window = std::make_unique<MainWindow>(settings.get(), languages.get());
        window->setConfirmations(false);
        window->setAnimationSpeed(AnimationSpeed::Off);
        window->resize(1300, 850);
        window->show();
        if (!QTest::qWaitForWindowExposed(window.get())) qWarning("the test window was not exposed");
    }
    MainWindow* operator->() const { return window.get(); }
};

/// Drags the card `from` (its centre) to the point `to` in scene coordinates, as the mouse would.
inline void dragCard(TableView* view, CardItem* from, const QPointF& to) {
    const QPointF start = from->mapToScene(QPointF(from->size().width() * 0.25, from->size().height() * 0.3));
    const QPoint a = view->mapFromScene(start), b = view->mapFromScene(to);
    QTest::mousePress(view->viewport(), Qt::LeftButton, {}, a);
    QTest::mouseMove(view->viewport(), a + QPoint(6, -6));
    QTest::mouseMove(view->viewport(), (a + b) / 2);
    QTest::mouseMove(view->viewport(), b);
    QTest::mouseRelease(view->viewport(), Qt::LeftButton, {}, b);
}

/// Saves a picture of the window as `name`.png when MEJAKARTU_TEST_SHOTS names a folder: to look at what a
/// test left on the screen. Does nothing otherwise.
inline void saveShot(QWidget* window, const QString& name) {
    const QString folder = qEnvironmentVariable("MEJAKARTU_TEST_SHOTS");
    if (folder.isEmpty()) return;
    QCoreApplication::processEvents();
    window->grab().save(folder + QLatin1Char('/') + name + QStringLiteral(".png"));
}

inline void clickCard(TableView* view, CardItem* card) {
    const QPoint p = view->mapFromScene(
        card->mapToScene(QPointF(card->size().width() * 0.2, card->size().height() * 0.3)));
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, p);
}

/// Runs `handle` on the next visible top-level widget of type T (a modal dialog about to block in exec()).
template <class T>
void onNextDialog(std::function<void(T*)> handle) {
    auto* timer = new QTimer;
    timer->setInterval(10);
    QObject::connect(timer, &QTimer::timeout, [timer, handle] {
        for (QWidget* widget : QApplication::topLevelWidgets()) {
            auto* dialog = qobject_cast<T*>(widget);
            if (!dialog || !dialog->isVisible()) continue;
            timer->stop();
            timer->deleteLater();
            handle(dialog);
            return;
        }
    });
    timer->start();
}

/// Clicks the button called `answer` in the next message box; its text and buttons go to `seen`.
inline void answerNextQuestion(const QString& answer, QStringList* seen = nullptr) {
    onNextDialog<QMessageBox>([answer, seen](QMessageBox* box) {
        saveShot(box, QStringLiteral("question-") + answer.left(12));
        QAbstractButton* chosen = nullptr;
        if (seen) *seen << box->text();
        for (QAbstractButton* b : box->buttons()) {
            if (seen) *seen << b->text();
            if (b->text() == answer) chosen = b;
        }
        if (chosen)
            chosen->click();
        else
            box->reject();
    });
}

inline CapsaSession* capsa(TestWindow& w) {
    return static_cast<CapsaSession*>(w->session());
}

/// Starts Capsa deal `seed` and plays the person's first move, so that a game is under way.
inline void startAndPlayOnce(TestWindow& w, quint64 seed) {
    w->startGame(QStringLiteral("capsa"), seed);
    w->bots()->setPace(0);
    QVERIFY(QTest::qWaitFor([&] { return w->session()->isHumanTurn(); }, 20000));
    QVERIFY(!w->gameUnderWay()); // the bots' first moves alone put nothing of the person's at stake
    for (const core::capsa::Move& m : capsa(w)->state().legalMoves())
        if (!m.isPass()) {
            QVERIFY(!capsa(w)->play(m));
            break;
        }
    QVERIFY(w->gameUnderWay());
}
