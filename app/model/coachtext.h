#pragma once
// The coach's review and hints in words: how big a decision's cost is for its game (none, small, large),
// the cost and the deal's total in the game's own unit (Capsa and Canasta points, Hold'em big blinds, the
// chance of winning an Empat Satu hand), one row per decision, and a hint as a sentence. The reasons
// themselves are ReasonText's; each game's unit and word for a deal are its GameWords (games/gamewords.h).

#include "game/review.h"
#include "game/variant.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

class CoachText {
    Q_DECLARE_TR_FUNCTIONS(CoachText)

public:
    enum class Size { None, Small, Large };

    /// None for a decision that cost nothing; large from the game's GameWords::largeCost (half a Capsa
    /// point, 50 Canasta points, 2 big blinds or 5% of the chance of winning an Empat Satu hand).
    static Size sizeOf(const QString& game, double cost);
    /// "0.8 points", "40 points", "3.2 bb", "12%" (of the chance of winning): a cost in `game`'s unit.
    static QString cost(const QString& game, double cost);
    /// "This deal you gave up ≈ 1.4 points.": the deal's total in `game`'s unit and words.
    static QString total(const QString& game, double total);
    /// "3 of 14 decisions cost something."
    static QString mistakes(int mistakes, int decisions);
    /// For a deal without a decision of the person's.
    static QString nothingToReview(const QString& game);
    /// "Move 12: play 3♦ 4♣ 5♥" (`move` is the move's number in the deal, from 1).
    /// `flags`: the rules of the game reviewed (a Capsa play is written as its table writes it).
    static QString decisionTitle(const QString& game, int move, const std::string& played,
                                 const core::game::FlagValues& flags = {});
    /// The reason as a sentence, and for a mistake the better move: "Breaks your only straight (…) to beat
    /// a single. Better: pass."
    static QString decisionDetail(const QString& game, const core::game::DecisionReview& decision,
                                  const QStringList& names, const core::game::FlagValues& flags = {});
    /// "Hint: play 7♠. The next best, pass, passes where 7♠ would beat the table."
    static QString hint(const QString& game, const core::game::Hint& hint, const QStringList& names,
                        const core::game::FlagValues& flags = {});
    /// "Review — move 12 of 40" (`move` from 1: the move about to be made; past the last: after it).
    static QString position(int move, int moves);
    /// "1.4", "0.03": one decimal, or two for an amount that one would show as 0 (the games' costs).
    static QString decimal(double value);

private:
    static QString sentence(QString text);
};
