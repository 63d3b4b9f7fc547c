#pragma once
// Sulit/Hard: position-aware preflop ranges, then one-street expected values against modelled ranges.
//
// Preflop, unopened pots are played from opening ranges by the number of players still to act (handclass.h
// ranks the 169 classes; preflopranges.h holds the widths): open-raise, isolate limpers, complete or fold,
// and push or fold with twelve big blinds or less. Heads-up (or blind against blind) with 15 big blinds or
// less it plays the push/fold chart, or a best response when the opponent is evidently a calling station or a
// maniac (hardpushfold.h). Facing a raise, the ranges come from the first raiser's opening width: the top 30%
// of it re-raises for value, hands up to 55% (out of position), 80% (in position) or 110% (big blind) of it
// may call, the rest folds; the bot's equity against the raisers' modelled ranges (opponentmodel.h: implied
// by their position and actions, widened for players whose statistics say they raise or call a lot) has the
// last word: a hand that beats the range re-raises, and a call must be paid by the pot odds, adjusted for
// position. Against a raiser believed to be a maniac the chart widens towards every hand, so that the equity
// alone decides.
//
// After the flop every opponent's range is narrowed by each of its actions in the hand (a bet makes strong
// hands likelier, a check weak ones), and the bot compares the expected value of each candidate move over
// this street: checking or calling keeps its share of the pot (discounted when out of position and cards
// are to come); a bet of 1/3, 1/2, 3/4 of the pot, the pot, or all-in wins the pot when everybody folds and
// otherwise plays its equity against the hands that go on (rangeequity.h). Value bets, semi-bluffs (drawing
// hands count their chances), continuation bets (the callers' ranges are wide and fold often) and calls
// against maniacs (whose bets say nothing) come out of the same comparison.
//
// The bot keeps nothing between decisions: what it knows of the opponents comes from the observation (the
// hand's log and the tournament's statistics), so a simulation that replays one deal from every seat cannot
// leak cards through it. Thinking time is a fixed number of Monte Carlo samples (a few milliseconds).

#include "game/bot.h"
#include "holdem/state.h"

#include <utility>
#include <vector>

namespace core::holdem {

class HardBot : public game::Bot<HoldemState> {
public:
    struct Settings {
        int preflopSamples = 1000;
        int postflopSamples = 2500;
    };

    /// What the bot thought: its equity against the modelled ranges and each candidate's expected value
    /// (in chips, relative to folding now); empty candidates for a chart decision before the flop.
    struct Analysis {
        Move move;
        double equity = 0;
        std::vector<std::pair<Move, double>> candidates;
    };

    HardBot() = default;
    explicit HardBot(Settings settings) : m_settings(settings) {}
    std::string_view name() const override { return "hard"; }
    Move chooseMove(const Observation& observation, cards::Rng& rng) override;
    Analysis analyse(const Observation& observation, cards::Rng& rng) const;

private:
    bool isolateAgainstLimps(const Observation& o, cards::Rng& rng) const;
    Analysis preflop(const Observation& observation, cards::Rng& rng) const;
    Analysis postflop(const Observation& observation, cards::Rng& rng) const;

    Settings m_settings;
};

} // namespace core::holdem
