// The main window's questions before a game on the table ends: a new game, a saved game opened, new rules, or
// quitting, once the person has something at stake (new rules: once anything of the deal was played); and the
// message when a file cannot be opened, while the game on the table stays and waits.
#include "gamefiles.h"
#include "games.h"
#include "games/gameregistry.h"
#include "mainwindow.h"
#include "model/appsettings.h"
#include "model/botdriver.h"
#include "model/gamesession.h"

#include <QDir>
#include <QMessageBox>
#include <QPointer>
#include <QPushButton>
#include <QRandomGenerator>

bool MainWindow::gameUnderWay() const {
    return m_session && m_stake && !m_session->isGameOver();
}

bool MainWindow::mayLeaveGame(Leaving why) {
    // New rules end the deal on the table: they ask once anything of it was played, the bots' moves too.
    const bool dealPlayed =
        why == Leaving::NewRules && m_session && m_session->moveCount() > 0 && !m_session->isGameOver();
    if (!gameUnderWay() && !dealPlayed) return true;
    if (why == Leaving::Quit && m_files->keepsGames()) { // nothing is lost: it is offered at the next start
        showStatus(
            tr("The game of %1 is kept: the next start offers to continue it.").arg(gameTitle(m_gameId)));
        return true;
    }
    if (!m_confirm) return true;
    QString text, leave;
    switch (why) {
    case Leaving::Quit:
        text = tr("A game of %1 is under way. If you quit now, it is lost with its scores.");
        leave = tr("Quit");
        break;
    case Leaving::NewGame:
        text = tr("A game of %1 is under way. A new game ends it, and its scores are lost.");
        leave = tr("Start the new game");
        break;
    case Leaving::OpenGame:
        text = tr("A game of %1 is under way. Opening a saved game ends it, and its scores are lost.");
        leave = tr("Open the saved game");
        break;
    case Leaving::NewRules:
        text = gameUnderWay()
                   ? tr("New rules need a new game. The game of %1 under way ends, and its scores are lost.")
                   : tr("New rules need a new deal. The deal of %1 under way ends.");
        leave = tr("Start with the new rules");
        break;
    }
    // Qt 6.4 has no Indonesian for its standard buttons: the texts are ours.
    QMessageBox box(QMessageBox::Question, tr("Leave the game?"), text.arg(gameTitle(m_gameId)),
                    QMessageBox::NoButton, this);
    box.setObjectName(QStringLiteral("leaveGameQuestion"));
    QPushButton* yes = box.addButton(leave, QMessageBox::AcceptRole);
    QPushButton* stay =
        box.addButton(why == Leaving::NewRules ? tr("Keep the current rules") : tr("Keep playing"),
                      QMessageBox::RejectRole);
    box.setDefaultButton(stay);
    box.setEscapeButton(stay);
    box.exec();
    return box.clickedButton() == yes;
}

void MainWindow::changeFlags(const core::game::FlagValues& flags) {
    const core::GameInfo* info = core::findGame(m_gameId.toStdString());
    if (!info) return;
    if (!mayLeaveGame(Leaving::NewRules)) {
        // Nothing changes: the menu, the settings and the game keep the rules being played.
        rebuildVariantMenu();
        // The turn prompt stays in sight after the answer.
        showStatus(
            QStringList{tr("The rules stay as they are."), m_tableMessage}.join(QLatin1Char(' ')).trimmed());
        return;
    }
    // Store as "preset" or "preset,flag=value,..." relative to the default preset.
    std::string text = info->catalog->presetOf(flags);
    if (text.empty()) {
        const auto defaults = info->catalog->defaults();
        for (const auto& [k, v] : flags)
            if (!defaults.count(k) || defaults.at(k) != v) text += (text.empty() ? "" : ",") + k + "=" + v;
    }
    m_settings->setValue(QStringLiteral("variant/%1").arg(m_gameId), QString::fromStdString(text));
    startGame(m_gameId, QRandomGenerator::global()->bounded(1u, 1000000000u), flags);
}

void MainWindow::showOpenError(const QString& error, const QString& path) {
    const QString text =
        path.isEmpty() ? error : tr("%1 could not be opened. %2").arg(QDir::toNativeSeparators(path), error);
    showStatus(text);
    QMessageBox box(QMessageBox::Warning, tr("Open game"), text, QMessageBox::NoButton, this);
    box.addButton(tr("Close"), QMessageBox::AcceptRole);
    // Nothing moves behind the message: the bots wait until it is read.
    const QPointer<BotDriver> bots = m_bots;
    const bool wasPaused = bots && bots->isPaused();
    if (bots) bots->setPaused(true);
    box.exec();
    if (bots && !wasPaused) bots->setPaused(false);
}
