#pragma once
// The table's news for screen readers: one line of text beside the table that says the latest event (a bot's
// move from the log the tables keep, the outcome of a deal), and tells assistive technology that its text
// changed, as a live region would, without taking the keyboard's focus. Each event is said once: the log's
// lines are compared with those already said, so a table that rebuilds its log repeats nothing.

#include <QLabel>
#include <QPointer>
#include <QStringList>

class GameSession;
class QListWidget;
class QTimer;
class TableController;

class Announcer : public QLabel {
    Q_OBJECT
public:
    explicit Announcer(QWidget* parent = nullptr);

    /// Says the lines added to `log` from now on (nullptr: none).
    void watchLog(QListWidget* log);
    /// Says the outcome of every deal of `session`, as `table`'s box at the end of a deal words it.
    void watchGame(GameSession* session, TableController* table);
    /// Says `text` now.
    void announce(const QString& text);
    /// Shows the latest event again as the table words it now (after a language change, or a saved game
    /// opened), without saying anything: the deal's outcome while its box is up, else the log's last line.
    /// Nothing that happened is new, so nothing is announced.
    void restate();
    /// The lines of a box (a title, then lines) as one spoken text: a title without a full stop gets one.
    static QString sentence(const QString& lines);
    /// Everything said so far (newest last), for tests.
    QStringList said() const { return m_said; }

signals:
    void announced(const QString& text);

private:
    void readLog();
    void readOutcome();

    QPointer<QListWidget> m_log;
    QPointer<GameSession> m_session;
    QPointer<TableController> m_table;
    QStringList m_lines; ///< the log's lines already said
    QString m_outcome;   ///< the last outcome said
    QStringList m_said;
    QTimer* m_logTimer;
    QTimer* m_outcomeTimer;
};
