#pragma once
// The Hold'em odds panel, for the person's two cards at the current street: the final-category distribution
// over every way the board can still come (nine rows that sum to 100%), the equity against the opponents
// still in (exact heads-up after the flop, Monte Carlo otherwise, with its sample count and standard
// error), the outs for the next card, the pot odds of a call against that equity with a plain verdict, and
// the hand made so far. Computed in a worker thread after every action or card; a result for a state that has
// moved on is dropped. After the person folds it keeps showing what their cards would have done.

#include "cards/cardset.h"
#include "holdem/distribution.h"
#include "holdem/equity.h"
#include "holdem/outs.h"
#include "model/latestonly.h"

#include <QPointer>
#include <QWidget>

#include <optional>
#include <vector>

class HoldemSession;
class QLabel;

/// What the figures are computed from (the person's observation, reduced).
struct HoldemOddsInput {
    core::cards::CardSet hole;
    core::cards::CardSet board;
    int opponents = 0; ///< live opponents
    int toCall = 0;    ///< what a call would cost now (capped at the stack); 0 when nothing to call
    int pot = 0;       ///< everything in the middle, bets of this street included
    bool folded = false;
    bool allIn = false;
    bool handOver = false;
    std::uint64_t seed = 1;
};

struct HoldemOddsFigures {
    HoldemOddsInput input;
    core::holdem::CategoryCounts distribution;
    std::optional<core::holdem::EquityResult> equity; ///< none without opponents
    std::vector<core::holdem::Out> outs;              ///< flop and turn only
    int unseen = 0;                                   ///< cards the next one may be
};

class HoldemOddsView : public QWidget {
    Q_OBJECT
public:
    /// Monte Carlo samples per figure (preflop and against several opponents).
    static constexpr std::uint64_t kSamples = 100'000;

    HoldemOddsView(HoldemSession* session, QWidget* parent = nullptr);

    /// The figures for one situation; what the worker thread runs.
    static HoldemOddsFigures compute(const HoldemOddsInput& input);

    /// The texts shown (for tests).
    QString text() const;
    /// The figures shown, if any.
    const std::optional<HoldemOddsFigures>& figures() const { return m_last; }

signals:
    /// New figures are shown (the panel resizes to them).
    void contentChanged();

protected:
    void changeEvent(QEvent* event) override;

private:
    void recompute();
    void show(const HoldemOddsFigures& figures);
    void showMessage(const QString& text);
    QString percent(double p) const;

    QPointer<HoldemSession> m_session; ///< a new game may replace it while a computation runs
    QLabel* m_body;
    LatestOnly<HoldemOddsFigures> m_latest;
    std::optional<HoldemOddsFigures> m_last;
    int m_generation = 0; ///< new games, so a result of the previous game is never taken for this one
};
