#include "announcer.h"

#include "model/gamesession.h"
#include "tablecontroller.h"

#include <QAccessible>
#include <QGraphicsObject>
#include <QListWidget>
#include <QTimer>

Announcer::Announcer(QWidget* parent)
    : QLabel(parent)
    , m_logTimer(new QTimer(this))
    , m_outcomeTimer(new QTimer(this)) {
    setObjectName(QStringLiteral("announcer"));
    setTextFormat(Qt::PlainText);
    setWordWrap(true);
    setFocusPolicy(Qt::NoFocus);
    // A table rebuilds its log in one go: read it once the event loop is back.
    m_logTimer->setSingleShot(true);
    m_logTimer->setInterval(0);
    connect(m_logTimer, &QTimer::timeout, this, &Announcer::readLog);
    // The box at the end of a deal shows when the last animation is over: look until it is there.
    m_outcomeTimer->setInterval(50);
    connect(m_outcomeTimer, &QTimer::timeout, this, &Announcer::readOutcome);
}

void Announcer::watchLog(QListWidget* log) {
    if (m_log) m_log->model()->disconnect(this);
    m_log = log;
    m_lines.clear();
    if (!log) return;
    for (int i = 0; i < log->count(); ++i) m_lines << log->item(i)->text();
    QAbstractItemModel* model = log->model();
    const auto later = [this] { m_logTimer->start(); };
    connect(model, &QAbstractItemModel::rowsInserted, this, later);
    connect(model, &QAbstractItemModel::rowsRemoved, this, later);
    connect(model, &QAbstractItemModel::modelReset, this, later);
    connect(model, &QAbstractItemModel::dataChanged, this, later);
}

void Announcer::watchGame(GameSession* session, TableController* table) {
    if (m_session) m_session->disconnect(this);
    m_session = session;
    m_table = table;
    m_outcome.clear();
    m_outcomeTimer->stop();
    if (!session) return;
    const auto over = [this] { m_outcomeTimer->start(); };
    connect(session, &GameSession::roundOver, this, over);
    connect(session, &GameSession::gameOver, this, over);
    connect(session, &GameSession::dealStarted, this, [this] {
        m_outcomeTimer->stop();
        m_outcome.clear();
    });
    connect(session, &GameSession::gameStarted, this, [this] {
        m_outcomeTimer->stop();
        m_outcome.clear();
    });
}

void Announcer::readLog() {
    if (!m_log) return;
    QStringList now;
    for (int i = 0; i < m_log->count(); ++i) now << m_log->item(i)->text();
    // The longest end of what was said that begins the log now: the rest is new. A log that was cleared
    // (a new deal) shares nothing, and every line of it is new.
    qsizetype overlap = std::min(m_lines.size(), now.size());
    for (; overlap > 0; --overlap)
        if (m_lines.mid(m_lines.size() - overlap) == now.mid(0, overlap)) break;
    const QStringList fresh = now.mid(overlap);
    m_lines = now;
    for (const QString& line : fresh)
        if (!line.trimmed().isEmpty()) announce(line);
}

void Announcer::restate() {
    m_logTimer->stop();
    m_lines.clear();
    if (m_log)
        for (int i = 0; i < m_log->count(); ++i) m_lines << m_log->item(i)->text();
    QString latest;
    for (auto it = m_lines.crbegin(); it != m_lines.crend() && latest.isEmpty(); ++it) latest = it->trimmed();
    if (m_session && m_table && m_session->isDealOver()) {
        QGraphicsItem* box = m_table->dealOverBox();
        if (box && box->isVisible()) {
            m_outcomeTimer->stop();
            m_outcome = sentence(m_table->dealOverText());
            if (!m_outcome.isEmpty()) latest = m_outcome;
        }
    }
    setText(latest);
}

void Announcer::readOutcome() {
    if (!m_table || !m_session) {
        m_outcomeTimer->stop();
        return;
    }
    if (!m_session->isDealOver()) {
        m_outcomeTimer->stop();
        return;
    }
    QGraphicsItem* box = m_table->dealOverBox();
    if (!box || !box->isVisible()) return; // not shown yet
    m_outcomeTimer->stop();
    const QString text = sentence(m_table->dealOverText());
    if (text.isEmpty() || text == m_outcome) return;
    m_outcome = text;
    announce(text);
}

QString Announcer::sentence(const QString& lines) {
    QStringList parts;
    for (const QString& line : lines.split(QLatin1Char('\n'))) {
        const QString part = line.simplified();
        if (part.isEmpty()) continue;
        if (!parts.isEmpty() && !QStringLiteral(".!?:;").contains(parts.last().back()))
            parts.last() += QLatin1Char('.');
        parts << part;
    }
    return parts.join(QLatin1Char(' '));
}

void Announcer::announce(const QString& text) {
    readLog(); // the moves before the outcome are said first
    const QString old = this->text();
    setText(text);
    m_said << text;
    emit announced(text);
    if (!QAccessible::isActive()) return;
    QAccessibleTextUpdateEvent update(this, 0, old, text);
    QAccessible::updateAccessibility(&update);
    QAccessibleEvent changed(this, QAccessible::NameChanged);
    QAccessible::updateAccessibility(&changed);
}
