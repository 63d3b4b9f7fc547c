#pragma once
// Game -> Statistics: per game, the games finished and won and the deals (rounds, hands) played, with what
// one game is under the rules chosen now ("a game is 8 rounds"), so that finished rounds never read "0
// played"; and per game a chart of the results over time for each opponents' level.

#include <QDialog>
#include <QHash>

class AppSettings;
class QTableWidget;
class QTabWidget;

class StatsDialog : public QDialog {
    Q_OBJECT
public:
    /// `gameLengths`: game id -> what one game is ("8 rounds"), translated.
    StatsDialog(const AppSettings& settings, const QHash<QString, QString>& gameLengths,
                QWidget* parent = nullptr);

    QTableWidget* table() const { return m_table; }
    /// One chart per game: the share of games won over time, per opponents' level.
    QTabWidget* charts() const { return m_charts; }
    /// The note under the table: what counts as a game.
    QString note() const;

private:
    /// "2 rounds", "5 hands": the deals of a game in its own word.
    static QString dealsText(const QString& game, int n);

    QTableWidget* m_table;
    QTabWidget* m_charts;
    QString m_note;
};
