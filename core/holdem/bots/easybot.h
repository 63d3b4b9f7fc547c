#pragma once
// Mudah/Easy: plays its equity against random hands. A small seeded Monte Carlo sample gives the share of the
// pot its cards would win against as many random hands as there are opponents in the pot; fixed thresholds
// turn that into fold, call or raise, with simple sizes (3 big blinds to open, 3x a raise, 2/3 of the pot
// after the flop). It ignores position, what the opponents' bets say about their cards, and stack depth:
// that is what makes it easy.

#include "game/bot.h"
#include "holdem/state.h"

namespace core::holdem {

class EasyBot : public game::Bot<HoldemState> {
public:
    static constexpr int kSamples = 300;
    std::string_view name() const override { return "easy"; }
    Move chooseMove(const Observation& observation, cards::Rng& rng) override;
};

} // namespace core::holdem
