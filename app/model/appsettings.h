#pragma once
// The application's settings (window, language, speed, deck, last game, variants, statistics) in an INI
// file. A file that cannot be read, or is not ours, is reported and then left alone: the session runs on
// defaults and writes nothing, so the person can still rescue or delete it.

#include <QDateTime>
#include <QList>
#include <QSettings>
#include <QString>
#include <QVariant>

#include <memory>

/// One finished game (or deal), as the statistics chart it over time.
struct GameResult {
    QDateTime when;
    QString level; ///< the opponents' level ("easy", "medium", ...)
    bool won = false;
};

class AppSettings {
public:
    /// `path` empty: the standard per-user location. `memoryOnly`: nothing is read or written (the screenshot
    /// mode must not disturb the person's settings).
    explicit AppSettings(const QString& path = {}, bool memoryOnly = false);

    /// Copies `keys` from the settings file at `path` (when it reads cleanly and is ours) into these
    /// settings, without writing to that file: the screenshot mode shows the person's chosen deck.
    void takeFrom(const QString& path, const QStringList& keys);
    /// The settings file used when no path is given.
    static QString standardPath();

    bool isDamaged() const { return m_damaged; }
    QString path() const { return m_path; }
    /// Where the game in progress is kept: beside a settings file named explicitly (tests, --settings), else
    /// the per-user data folder; empty when nothing may be written (memory only).
    QString dataFolder() const;

    QVariant value(const QString& key, const QVariant& fallback = {}) const;
    void setValue(const QString& key, const QVariant& value);
    void sync();

    /// Statistics: games finished and won per game, and deals (rounds, hands) finished and won.
    int played(const QString& game) const;
    int won(const QString& game) const;
    int dealsPlayed(const QString& game) const;
    /// Deals the person won, of those whose winner is known (dealsWithWinner).
    int dealsWon(const QString& game) const;
    int dealsWithWinner(const QString& game) const;
    /// `level`: the opponents' level, kept with the date in the game's history (the last kHistory games).
    void recordGame(const QString& game, bool won, const QString& level = {});
    /// A finished deal; `winner`: 1 the person won it, 0 another seat did, -1 it has no single winner.
    void recordDeal(const QString& game, int winner = -1, const QString& level = {});
    /// The finished games of `game`, oldest first.
    QList<GameResult> history(const QString& game) const;
    /// The finished deals of `game` that had a winner, oldest first (the last kHistory).
    QList<GameResult> dealHistory(const QString& game) const;
    static constexpr int kHistory = 200;

private:
    void appendResult(const QString& key, bool won, const QString& level);
    QList<GameResult> results(const QString& key) const;

    QString m_path;
    std::unique_ptr<QSettings> m_settings;
    QSettings::SettingsMap m_memory; ///< used instead of the file when it is damaged
    bool m_damaged = false;
    bool m_memoryOnly = false;
    bool m_named = false; ///< the path was given, not the standard one
};
