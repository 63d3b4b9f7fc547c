#pragma once
// The coach's work off the GUI thread: a review of one seat's decisions in a deal of a record (ReviewJob),
// and a hint for the seat to act (HintJob). Each runs the core (core/review.h) in a worker thread from a
// copy of the record and reports by signal; a review can be cancelled and says how far it got. A result
// that arrives after a newer request (or a cancellation) is dropped. Reviews run one at a time in a thread
// of their own, so that a long one never keeps a bot waiting for a thread.

#include "game/gamerecord.h"
#include "game/review.h"

#include <QFutureWatcher>
#include <QObject>
#include <QString>
#include <QThreadPool>

#include <atomic>
#include <memory>

class ReviewJob : public QObject {
    Q_OBJECT
public:
    explicit ReviewJob(QObject* parent = nullptr);
    /// Cancels a running review and waits for its thread.
    ~ReviewJob() override;

    /// Reviews `seat`'s decisions in deal `deal` (0-based) of `record`; a running review is cancelled first.
    /// `effort` scales the search as in core::game::ReviewOptions (1: the tuned budget).
    void start(const core::game::GameRecord& record, int seat, int deal, double effort = 1.0);
    /// Stops the running review between two decisions; cancelled() follows.
    void cancel();
    bool isRunning() const { return m_running; }

    /// The reason for a review or hint error, translated.
    static QString errorText(const core::game::ReviewError& error);

signals:
    /// `done` of `total` decisions evaluated.
    void progress(int done, int total);
    void finished(const core::game::DealReview& review);
    void failed(const QString& reason);
    void cancelled();

private:
    /// A thread of the review's own: the bots and the odds keep the shared pool.
    QThreadPool m_pool;
    QFutureWatcher<core::game::ReviewOutcome>* m_watcher = nullptr;
    std::shared_ptr<std::atomic<bool>> m_stop;
    int m_generation = 0;
    bool m_running = false;
};

class HintJob : public QObject {
    Q_OBJECT
public:
    explicit HintJob(QObject* parent = nullptr);
    ~HintJob() override;

    /// The hint for `seat`, to act once `record` is replayed. A hint still being computed is forgotten.
    void start(const core::game::GameRecord& record, int seat, double effort = 1.0);
    /// Forgets the hint being computed (the game moved on).
    void forget() { ++m_generation; }
    bool isRunning() const { return m_running; }

signals:
    void ready(const core::game::Hint& hint);
    void failed(const QString& reason);

private:
    QFutureWatcher<core::game::HintOutcome>* m_watcher = nullptr;
    int m_generation = 0;
    bool m_running = false;
};
