#include "gamefiles.h"

#include "games/gameregistry.h"
#include "mainwindow.h"
#include "model/appsettings.h"
#include "model/gamesession.h"
#include "model/savestore.h"

#include <QDir>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileInfo>
#include <QMenu>
#include <QMessageBox>
#include <QMimeData>
#include <QPushButton>
#include <QTimer>
#include <QUrl>

GameFiles::GameFiles(MainWindow* window, AppSettings* settings)
    : QObject(window)
    , m_window(window)
    , m_recent(settings)
    , m_autosave(settings->dataFolder())
    , m_keepTimer(new QTimer(this)) {
    // A burst of bot moves, or a saved game rebuilt move by move, is written once, when it has settled.
    m_keepTimer->setSingleShot(true);
    m_keepTimer->setInterval(0);
    connect(m_keepTimer, &QTimer::timeout, this, &GameFiles::keepNow);
    window->setAcceptDrops(true);
    window->installEventFilter(this);
}

void GameFiles::addRecentMenu(QMenu* gameMenu, QAction* before) {
    m_recentMenu = new QMenu(gameMenu);
    m_recentMenu->setObjectName(QStringLiteral("recentMenu"));
    gameMenu->insertMenu(before, m_recentMenu);
    // Files come and go while the program runs: the entries say so when the menu opens.
    connect(m_recentMenu, &QMenu::aboutToShow, this, &GameFiles::rebuildRecentMenu);
    rebuildRecentMenu();
}

void GameFiles::rebuildRecentMenu() {
    if (!m_recentMenu) return;
    m_recentMenu->setTitle(tr("Open &recent"));
    m_recentMenu->clear();
    const QStringList files = m_recent.files();
    int n = 0;
    for (const QString& file : files) {
        const QFileInfo info(file);
        const QString name = QDir::toNativeSeparators(file);
        QAction* a = m_recentMenu->addAction(info.isFile() ? tr("&%1 %2").arg(++n).arg(info.fileName())
                                                           : tr("%1 (missing)").arg(info.fileName()),
                                             this, [this, file] { openRecent(file); });
        a->setData(file);
        a->setToolTip(name);
        a->setStatusTip(name);
        a->setEnabled(info.isFile()); // a file moved or deleted meanwhile stays visible, but greyed out
    }
    if (files.isEmpty()) m_recentMenu->addAction(tr("No saved games yet"))->setEnabled(false);
    m_recentMenu->addSeparator();
    QAction* clear = m_recentMenu->addAction(tr("&Clear the list"), this, [this] {
        m_recent.clear();
        rebuildRecentMenu();
    });
    clear->setObjectName(QStringLiteral("clearRecent"));
    clear->setEnabled(!files.isEmpty());
}

void GameFiles::remember(const QString& path) {
    m_recent.add(path);
    rebuildRecentMenu();
}

void GameFiles::openRecent(const QString& path) {
    if (!QFileInfo(path).isFile()) {
        m_window->showStatus(tr("%1 is no longer there; it was taken off the list.").arg(path));
        m_recent.remove(path);
        rebuildRecentMenu();
        return;
    }
    m_window->openFile(path);
}

void GameFiles::watch(GameSession* session) {
    m_session = session;
    // The person left the kept game for this one (after saying so, when it was under way): it is no longer
    // offered. A game started beside a kept one (from the command line) leaves that one alone until played.
    if (m_ownsKept && !m_continuing) m_autosave.discard();
    m_ownsKept = m_continuing;
    if (!session) return;
    for (auto signal : {&GameSession::roundOver, &GameSession::gameOver, &GameSession::gameStarted})
        connect(session, signal, m_keepTimer, qOverload<>(&QTimer::start));
    connect(session, &GameSession::moveApplied, m_keepTimer, qOverload<>(&QTimer::start));
}

void GameFiles::keepNow() {
    m_keepTimer->stop();
    if (!keepsGames() || !m_session || m_session != m_window->session()) return;
    if (m_session->isGameOver()) {
        if (m_ownsKept) m_autosave.discard(); // a finished game is not offered again
        return;
    }
    // A game the person has not played in yet does not replace a kept one.
    if (!m_window->gameUnderWay()) return;
    QString error;
    if (m_autosave.write({m_session->record(), m_session->players()}, &error))
        m_ownsKept = true;
    else
        m_window->showStatus(tr("The game in progress could not be kept: %1").arg(error));
}

bool GameFiles::continueKeptGame(QString* error) {
    if (!keepsGames() || !m_autosave.exists()) return false;
    QString why;
    m_continuing = true;
    const bool opened = m_window->openFrom(m_autosave.path(), &why);
    m_continuing = false;
    if (opened) return true;
    const QString aside = m_autosave.setAside();
    if (error)
        *error =
            aside.isEmpty()
                ? tr("The game kept from last time cannot be continued: %1").arg(why)
                : tr("The game kept from last time cannot be continued: %1 The file was set aside as %2.")
                      .arg(why, QDir::toNativeSeparators(aside));
    return false;
}

bool GameFiles::offerToContinue() {
    QString error;
    if (!continueKeptGame(&error)) {
        if (!error.isEmpty()) m_window->showOpenError(error);
        return false;
    }
    if (m_window->bots()) m_window->bots()->setPaused(true); // nothing moves while the person decides
    // Qt 6.4 has no Indonesian for its standard buttons: the texts are ours.
    QMessageBox box(QMessageBox::Question, tr("Continue the game?"),
                    tr("Your game of %1 was kept when you last played. Continue it, or start a new game?")
                        .arg(gameTitle(m_window->gameId())),
                    QMessageBox::NoButton, m_window);
    box.setObjectName(QStringLiteral("continueQuestion"));
    QPushButton* keep = box.addButton(tr("Continue"), QMessageBox::AcceptRole);
    QPushButton* fresh = box.addButton(tr("New game"), QMessageBox::RejectRole);
    box.setDefaultButton(keep);
    box.setEscapeButton(keep); // closing the question loses nothing
    box.exec();
    if (m_window->bots()) m_window->bots()->setPaused(false);
    if (box.clickedButton() != fresh) return true;
    m_autosave.discard();
    return false;
}

QString GameFiles::droppedFile(const QMimeData* mime) {
    if (!mime || !mime->hasUrls()) return {};
    for (const QUrl& url : mime->urls())
        if (url.isLocalFile() && QFileInfo(url.toLocalFile()).isFile()) return url.toLocalFile();
    return {};
}

bool GameFiles::eventFilter(QObject* watched, QEvent* event) {
    if (watched != m_window) return false;
    switch (event->type()) {
    case QEvent::DragEnter:
    case QEvent::DragMove: {
        auto* drag = static_cast<QDragMoveEvent*>(event);
        if (droppedFile(drag->mimeData()).isEmpty()) return false;
        drag->acceptProposedAction();
        return true;
    }
    case QEvent::Drop: {
        auto* drop = static_cast<QDropEvent*>(event);
        const QString file = droppedFile(drop->mimeData());
        if (file.isEmpty()) return false;
        drop->acceptProposedAction();
        // Opened once the drop is over: the question about the game under way must not hold the drag.
        QTimer::singleShot(0, m_window, [window = m_window, file] { window->openFile(file); });
        return true;
    }
    case QEvent::LanguageChange:
        rebuildRecentMenu();
        return false;
    default:
        return false;
    }
}
