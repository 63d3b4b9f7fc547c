#include "holdem/bots/hardpushfold.h"

#include "holdem/bots/opponentmodel.h"
#include "holdem/pushfold.h"

#include <bit>

namespace core::holdem {

double anyTwoCardsBelief(const PublicTable& t, const PushFoldSpot& spot) {
    const SeatStats& stats = t.stats[spot.opponent];
    if (stats.hands < kPushFoldEvidenceHands) return 0.0;
    const auto prior = tendenciesFrom(stats, std::popcount(t.dealt)).typePrior;
    const double maniac = prior[static_cast<std::size_t>(PlayerType::Maniac)];
    const double station = prior[static_cast<std::size_t>(PlayerType::Station)];
    // The bot pushes: the opponent calls; the bot calls: the opponent has pushed.
    const double belief = spot.role == PushFoldSpot::Role::Push ? maniac + station : maniac;
    return belief >= 0.5 ? std::min(belief, 1.0) : 0.0;
}

double hardPushFoldFrequency(const PublicTable& t, const PushFoldSpot& spot, cards::CardSet hole) {
    const double belief = anyTwoCardsBelief(t, spot);
    if (belief == 0.0) return pushFoldFrequency(spot, hole);
    PushFoldStrategy opponent = pushFoldChart(spot.stack).strategy;
    for (auto* side : {&opponent.push, &opponent.call})
        for (double& f : *side) f = (1.0 - belief) * f + belief;
    return pushFoldFrequency(spot, hole, &opponent);
}

} // namespace core::holdem
