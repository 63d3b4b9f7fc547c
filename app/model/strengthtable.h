#pragma once
// The bot levels' measured strength, as the project's own `simulate` runs found it: one figure per game and
// level ("Hard — first out in 64% of deals against three Easy"). The figures live in a data file compiled
// into the program (resources/data/strength.json), which scripts/measure-strength writes and names, with
// the date it ran.

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <optional>

/// One level's figure in one game.
struct LevelStrength {
    QString game;
    QString level;    ///< "easy", "medium", "hard"
    QString measure;  ///< "first_out", "wins_hand", "side_wins" or "bb_per_100"
    double value = 0; ///< a rate in [0, 1], or big blinds per 100 hands
    double low = 0;   ///< 95% interval
    double high = 0;
    int deals = 0;     ///< deals (hands) simulated
    QString opponent;  ///< the opponents' level
    int opponents = 0; ///< how many opponents (Canasta: the other side's players)
};

class StrengthTable {
    Q_DECLARE_TR_FUNCTIONS(StrengthTable)

public:
    /// Reads the data file's JSON; on failure returns false with a translated reason.
    static bool fromJson(const QByteArray& json, StrengthTable* table, QString* error);
    /// The table compiled into the program (empty when the file is missing or damaged).
    static const StrengthTable& builtIn();

    /// The figure of `level` in `game`, if measured.
    std::optional<LevelStrength> find(const QString& game, const QString& level) const;
    /// The figure as a phrase in the current language, e.g. "first out in 64% of deals against three
    /// Easy"; empty when there is none.
    QString describe(const QString& game, const QString& level) const;

    const QList<LevelStrength>& levels() const { return m_levels; }
    QString generatedBy() const { return m_generatedBy; }
    QString date() const { return m_date; }

private:
    QList<LevelStrength> m_levels;
    QString m_generatedBy;
    QString m_date;
};
