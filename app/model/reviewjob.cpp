#include "reviewjob.h"

#include "review.h"

#include <QtConcurrent/QtConcurrentRun>

ReviewJob::ReviewJob(QObject* parent) : QObject(parent) {
    m_pool.setMaxThreadCount(1);
}

ReviewJob::~ReviewJob() {
    // Every review still running reports its progress to this object: wait for them all.
    if (m_stop) m_stop->store(true);
    for (auto* watcher : findChildren<QFutureWatcher<core::game::ReviewOutcome>*>())
        watcher->waitForFinished();
}

void ReviewJob::start(const core::game::GameRecord& record, int seat, int deal, double effort) {
    if (m_stop) m_stop->store(true); // the review before gives up at its next decision
    if (m_watcher) {
        // It goes once its thread is done (the destructor waits for it until then).
        m_watcher->disconnect(this);
        connect(m_watcher, &QFutureWatcherBase::finished, m_watcher, &QObject::deleteLater);
        if (m_watcher->isFinished()) m_watcher->deleteLater();
    }
    const int generation = ++m_generation;
    m_stop = std::make_shared<std::atomic<bool>>(false);
    m_running = true;
    m_watcher = new QFutureWatcher<core::game::ReviewOutcome>(this);
    connect(m_watcher, &QFutureWatcherBase::finished, this, [this, generation] {
        if (generation != m_generation) return;
        const core::game::ReviewOutcome outcome = m_watcher->result();
        m_running = false;
        if (outcome.review)
            emit finished(*outcome.review);
        else if (outcome.error && outcome.error->kind == core::game::ReviewError::Kind::Cancelled)
            emit cancelled();
        else
            emit failed(outcome.error ? errorText(*outcome.error) : QString());
    });

    core::game::ReviewOptions options;
    options.deal = deal;
    options.effort = effort;
    const std::shared_ptr<std::atomic<bool>> stop = m_stop;
    options.cancelled = [stop] { return stop->load(); };
    // Reported from the worker; delivered in the GUI thread (and dropped with this object).
    options.progress = [this, generation](int done, int total) {
        QMetaObject::invokeMethod(
            this,
            [this, generation, done, total] {
                if (generation == m_generation && m_running) emit progress(done, total);
            },
            Qt::QueuedConnection);
    };
    m_watcher->setFuture(QtConcurrent::run(
        &m_pool, [record, seat, options] { return core::reviewRecord(record, seat, options); }));
}

void ReviewJob::cancel() {
    if (m_stop) m_stop->store(true);
}

QString ReviewJob::errorText(const core::game::ReviewError& error) {
    using Kind = core::game::ReviewError::Kind;
    switch (error.kind) {
    case Kind::UnknownGame:
        return tr("This version cannot review this game.");
    case Kind::Replay:
        return tr("The game cannot be replayed: it does not follow the rules.");
    case Kind::SeatOutOfRange:
        return tr("That seat is not at this table.");
    case Kind::NoSuchDeal:
        return tr("The game has no such deal.");
    case Kind::NotToAct:
        return tr("It is not your turn.");
    case Kind::Cancelled:
        return tr("The review was cancelled.");
    }
    return {};
}

HintJob::HintJob(QObject* parent) : QObject(parent) {}

HintJob::~HintJob() {
    if (m_watcher) m_watcher->waitForFinished();
}

void HintJob::start(const core::game::GameRecord& record, int seat, double effort) {
    if (m_watcher) {
        m_watcher->disconnect(this);
        // A hint still running finishes in its thread; its watcher goes once it is done.
        auto* old = m_watcher;
        connect(old, &QFutureWatcherBase::finished, old, &QObject::deleteLater);
        if (old->isFinished()) old->deleteLater();
    }
    const int generation = ++m_generation;
    m_running = true;
    m_watcher = new QFutureWatcher<core::game::HintOutcome>(this);
    connect(m_watcher, &QFutureWatcherBase::finished, this, [this, generation] {
        if (generation != m_generation) return;
        m_running = false;
        const core::game::HintOutcome outcome = m_watcher->result();
        if (outcome.hint)
            emit ready(*outcome.hint);
        else
            emit failed(outcome.error ? ReviewJob::errorText(*outcome.error) : QString());
    });
    m_watcher->setFuture(
        QtConcurrent::run([record, seat, effort] { return core::hintForRecord(record, seat, effort); }));
}
