#include "botdriver.h"

#include "gamesession.h"
#include "table/animator.h"

#include <QtConcurrent/QtConcurrentRun>

BotDriver::BotDriver(GameSession* session, Animator* animator, QObject* parent)
    : QObject(parent)
    , m_session(session)
    , m_animator(animator) {
    m_paceTimer.setSingleShot(true);
    connect(&m_paceTimer, &QTimer::timeout, this, &BotDriver::tryApply);
    connect(session, &GameSession::turnChanged, this, &BotDriver::onTurnChanged);
    connect(session, &GameSession::gameStarted, this, [this] {
        invalidate();
        onTableBusy();
    });
    connect(session, &GameSession::dealStarted, this, [this] {
        invalidate();
        onTableBusy();
    });
    connect(session, &GameSession::moveApplied, this, &BotDriver::onTableBusy);
    connect(animator, &Animator::animationsFinished, this, &BotDriver::onAnimationsFinished);
    m_idleSince.start();
}

BotDriver::~BotDriver() {
    if (m_watcher) m_watcher->waitForFinished();
}

void BotDriver::setPaused(bool paused) {
    m_paused = paused;
    if (!paused) tryApply();
}

void BotDriver::resume() {
    if (!m_session || m_thinking || m_result || m_session->isDealOver()) return;
    onTurnChanged(m_session->currentSeat());
}

void BotDriver::invalidate() {
    ++m_generation;
    m_result.reset();
    m_paceTimer.stop();
}

void BotDriver::onTableBusy() {
    // A move or a deal was just shown: the table animates it; wait for animationsFinished().
    m_animating = true;
}

void BotDriver::onAnimationsFinished() {
    m_animating = false;
    m_idleSince.restart();
    tryApply();
}

void BotDriver::onTurnChanged(int seat) {
    m_result.reset();
    if (m_session && m_session->isBotSeat(seat)) startThinking(seat);
}

void BotDriver::startThinking(int seat) {
    auto task = m_session->botTask(seat);
    if (!task) return;
    const int generation = ++m_generation;
    m_resultSeat = seat;
    auto* watcher = new QFutureWatcher<std::string>(this);
    connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher, generation] {
        watcher->deleteLater();
        if (m_watcher == watcher) m_watcher = nullptr;
        if (generation != m_generation) return; // the game moved on meanwhile: a stale decision
        m_thinking = false;
        emit thinkingChanged(false);
        m_result = watcher->result();
        tryApply();
    });
    m_watcher = watcher;
    m_thinking = true;
    emit thinkingChanged(true);
    watcher->setFuture(QtConcurrent::run(std::move(task)));
}

void BotDriver::tryApply() {
    if (!m_result || m_animating || m_paused || !m_session) return;
    const qint64 waited = m_idleSince.elapsed();
    if (waited < m_paceMs) {
        m_paceTimer.start(int(m_paceMs - waited));
        return;
    }
    const std::string move = *m_result;
    m_result.reset();
    const int seat = m_resultSeat;
    if (m_session->currentSeat() != seat) return;
    if (m_session->applyMoveText(move)) emit botMoved(seat);
}
