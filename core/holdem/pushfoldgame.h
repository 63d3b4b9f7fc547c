#pragma once
// The heads-up push/fold game of no-limit Hold'em: both players start with `stack` big blinds, the small
// blind (the button) posts 0.5 and the big blind 1, no ante. The small blind either folds (losing its 0.5) or
// moves all in; facing the all-in, the big blind folds (losing its 1) or calls, and the board is dealt out.
// Strategies are per starting-hand class: the frequency of pushing, or of calling.
//
// Values are the small blind's, in big blinds per hand dealt, over every deal of two disjoint combinations
// (1,326 x 1,225, equally likely), with the class-against-class equities of classequity.h. The game is
// bilinear: U(p, c) = -0.5 + sum_i p_i (1.5 W_i + sum_j c_j M_ij) / D, where W_i counts the deals that give
// the small blind class i, D all deals, and M_ij = S H_ij / B - (S + 1) W_ij is what a call changes for the
// small blind over the deals (i, j) (H_ij the half-points of i against j over B boards, S the stack).

#include "holdem/bots/handclass.h"
#include "holdem/classequity.h"

#include <array>
#include <vector>

namespace core::holdem {

/// Per class (handclass.h order): the frequency of the aggressive action, pushing or calling, in [0, 1].
using ClassFrequencies = std::array<double, kHandClasses>;

struct PushFoldStrategy {
    ClassFrequencies push{}; ///< the small blind's
    ClassFrequencies call{}; ///< the big blind's, facing an all-in
};

/// What each player would gain, in big blinds per hand, by playing a best response instead of the strategy;
/// both are 0 at an equilibrium.
struct Exploitability {
    double smallBlind = 0;
    double bigBlind = 0;
    double total() const { return smallBlind + bigBlind; }
};

class PushFoldGame {
public:
    PushFoldGame(double stack, const ClassEquity& table);

    double stack() const { return m_stack; }

    /// The small blind's expected result when both play `s`.
    double smallBlindValue(const PushFoldStrategy& s) const;
    /// Per class: the small blind's expected gain from pushing rather than folding with that class, in big
    /// blinds, against the calls `call`.
    ClassFrequencies pushGains(const ClassFrequencies& call) const;
    /// Per class: the big blind's expected gain from calling rather than folding with that class when the
    /// small blind pushes `push` (0 for a class that never faces a push).
    ClassFrequencies callGains(const ClassFrequencies& push) const;
    /// Both players' best-response gains against `s`.
    Exploitability exploitability(const PushFoldStrategy& s) const;

    /// The same gains as pushGains() and callGains() summed over the deals where they arise (not divided by
    /// the deals of the class): what the solver weighs, and linear in the other player's frequencies.
    ClassFrequencies pushTotals(const ClassFrequencies& call) const;
    ClassFrequencies callTotals(const ClassFrequencies& push) const;

private:
    double m_stack;
    std::vector<double> m_change;            // M, row-major [i * 169 + j]
    std::array<double, kHandClasses> m_sb{}; // W_i: deals with class i in the small blind
    std::array<std::array<double, kHandClasses>, kHandClasses> m_pairs{};
};

/// An equilibrium: CFR+ (regret matching with floored regrets, alternating updates, the average weighted by
/// iteration) for `iterations`, then tidied: a class whose best action is clear, or that the average plays
/// nearly always or nearly never, becomes pure, and the few classes left mixed get the frequencies that
/// make the other player's mixed classes exactly indifferent (when as many classes mix on each side). The
/// tidy strategy is kept when it is no more exploitable than the average.
PushFoldStrategy solvePushFold(const PushFoldGame& game, int iterations);

} // namespace core::holdem
