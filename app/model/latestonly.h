#pragma once
// A background computation that only ever serves the newest state (the odds panels): a request while one is
// running just notes that the state moved on; when the running one finishes, its result is delivered if it is
// still for the newest state, otherwise `again` is asked for a fresh request. Results never block the GUI.

#include <QFutureWatcher>
#include <QObject>
#include <QtConcurrent/QtConcurrentRun>

#include <functional>

template <class Result>
class LatestOnly {
public:
    /// `deliver` receives results for the newest key; `again` is called to request the newest state anew.
    LatestOnly(QObject* owner, std::function<void(const Result&)> deliver, std::function<void()> again)
        : m_owner(owner)
        , m_deliver(std::move(deliver))
        , m_again(std::move(again)) {}
    ~LatestOnly() {
        if (m_watcher) m_watcher->waitForFinished();
    }
    LatestOnly(const LatestOnly&) = delete;
    LatestOnly& operator=(const LatestOnly&) = delete;

    /// Computes `task` for the state identified by `key` (e.g. the number of moves played).
    void request(int key, std::function<Result()> task) {
        m_newest = key;
        if (m_watcher) return; // the running computation finishes first
        m_watcher = new QFutureWatcher<Result>(m_owner);
        QObject::connect(m_watcher, &QFutureWatcherBase::finished, m_owner, [this, key] {
            const Result result = m_watcher->result();
            m_watcher->deleteLater();
            m_watcher = nullptr;
            if (key == m_newest)
                m_deliver(result);
            else
                m_again();
        });
        m_watcher->setFuture(QtConcurrent::run(std::move(task)));
    }

private:
    QObject* m_owner;
    std::function<void(const Result&)> m_deliver;
    std::function<void()> m_again;
    QFutureWatcher<Result>* m_watcher = nullptr;
    int m_newest = -1;
};
