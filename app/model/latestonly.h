#pragma once
// A background computation that only ever serves the newest state (the odds panels): a request while one is
// running just notes that the state moved on; when the running one finishes, its result is delivered if it is
// still for the newest state, otherwise `again` is asked for a fresh request. Results never block the GUI.
// When the owner is a widget, nothing is computed while it is hidden (a folded or closed odds panel costs
// nothing, at start-up least of all): the newest request waits and runs when the widget is shown.

#include <QEvent>
#include <QFutureWatcher>
#include <QObject>
#include <QWidget>
#include <QtConcurrent/QtConcurrentRun>

#include <functional>
#include <utility>

/// Calls `shown` whenever the widget it watches is shown.
class ShowWatcher : public QObject {
public:
    ShowWatcher(QWidget* widget, std::function<void()> shown) : QObject(widget), m_shown(std::move(shown)) {
        widget->installEventFilter(this);
    }

protected:
    bool eventFilter(QObject*, QEvent* event) override {
        if (event->type() == QEvent::Show) m_shown();
        return false;
    }

private:
    std::function<void()> m_shown;
};

template <class Result>
class LatestOnly {
public:
    /// `deliver` receives results for the newest key; `again` is called to request the newest state anew.
    LatestOnly(QObject* owner, std::function<void(const Result&)> deliver, std::function<void()> again)
        : m_owner(owner)
        , m_deliver(std::move(deliver))
        , m_again(std::move(again)) {
        if (owner->isWidgetType())
            m_shown = new ShowWatcher(static_cast<QWidget*>(owner), [this] { runWaiting(); });
    }
    ~LatestOnly() {
        delete m_shown;
        if (m_watcher) m_watcher->waitForFinished();
    }
    LatestOnly(const LatestOnly&) = delete;
    LatestOnly& operator=(const LatestOnly&) = delete;

    /// Computes `task` for the state identified by `key` (e.g. the number of moves played).
    void request(int key, std::function<Result()> task) {
        m_newest = key;
        m_waiting = {};
        if (m_shown && !static_cast<QWidget*>(m_owner)->isVisible()) {
            m_waiting = std::move(task); // nobody sees the result yet
            return;
        }
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

    /// Whether a request waits for its widget to be shown.
    bool isWaiting() const { return bool(m_waiting); }

private:
    void runWaiting() {
        if (m_waiting) request(m_newest, std::exchange(m_waiting, {}));
    }

    QObject* m_owner;
    std::function<void(const Result&)> m_deliver;
    std::function<void()> m_again;
    ShowWatcher* m_shown = nullptr;
    QFutureWatcher<Result>* m_watcher = nullptr;
    std::function<Result()> m_waiting;
    int m_newest = -1;
};
