#pragma once
// The Hold'em odds panel, for the person's two cards at the current street: the final-category distribution
// over every way the board can still come (nine rows that sum to 100%), the equity against the opponents
// still in (exact heads-up after the flop, Monte Carlo otherwise, with its sample count and standard
// error), the outs for the next card, the pot odds of a call against that equity with a plain verdict, and
// the hand made so far. Beside the equity against random hands, the equity against the hands the opponents
// are likely to hold (rangeodds.h), with each opponent's range named and viewable on the 13 x 13 grid
// (RangesDialog); the pot-odds verdict stands on the latter. Computed in a worker thread after every action
// or card; a result for a state that has moved on is dropped. After the person folds it keeps showing what
// their cards would have done.

#include "cards/cardset.h"
#include "holdem/distribution.h"
#include "holdem/equity.h"
#include "holdem/outs.h"
#include "holdem/ranges/rangeodds.h"
#include "model/latestonly.h"
#include "rangesdialog.h"

#include <QPointer>
#include <QWidget>

#include <optional>
#include <vector>

class HoldemSession;
class QLabel;
class QToolButton;

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
    /// What the person's seat has seen, for reading the opponents' ranges; no ranges without it.
    std::optional<core::holdem::Observation> observation;
};

struct HoldemOddsFigures {
    HoldemOddsInput input;
    core::holdem::CategoryCounts distribution;
    std::optional<core::holdem::EquityResult> equity; ///< against random hands; none without opponents
    std::optional<core::holdem::RangeOdds> ranges;    ///< against the likely hands; none without opponents
    std::vector<core::holdem::Out> outs;              ///< flop and turn only
    int unseen = 0;                                   ///< cards the next one may be
};

class HoldemOddsView : public QWidget {
    Q_OBJECT
public:
    /// Monte Carlo samples per figure (preflop and against several opponents).
    static constexpr std::uint64_t kSamples = 100'000;
    /// Showdowns sampled against the ranges of two or more opponents.
    static constexpr int kRangeSamples = 20'000;

    HoldemOddsView(HoldemSession* session, QWidget* parent = nullptr);
    ~HoldemOddsView() override;

    /// The figures for one situation; what the worker thread runs.
    static HoldemOddsFigures compute(const HoldemOddsInput& input);

    /// The texts shown (for tests).
    QString text() const;
    /// The figures shown, if any.
    const std::optional<HoldemOddsFigures>& figures() const { return m_last; }
    /// Opens the grid of the opponents' likely hands at `seat`'s (the first opponent's when -1).
    void openRanges(int seat = -1);
    /// The grid window, once opened.
    RangesDialog* rangesDialog() const { return m_ranges; }

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
    QString rangesHtml(const HoldemOddsFigures& figures) const;
    void passRanges();

    QPointer<HoldemSession> m_session; ///< a new game may replace it while a computation runs
    QLabel* m_body;
    QToolButton* m_showRanges;
    QPointer<RangesDialog> m_ranges;
    LatestOnly<HoldemOddsFigures> m_latest;
    std::optional<HoldemOddsFigures> m_last;
    int m_generation = 0; ///< new games, so a result of the previous game is never taken for this one
};
