#include "canasta/meld.h"

namespace core::canasta {

MeldCheck classifyMeld(std::span<const Card> cards, const CanastaRules& rules) {
    MeldCheck out;
    MeldShape& s = out.shape;
    for (Card c : cards) {
        s.points += cardPoints(c);
        if (isRedThree(c)) {
            out.problem = MeldProblem::RedThree;
            return out;
        }
        if (c.isJoker()) {
            ++s.jokers;
        } else if (c.rank() == Rank::Two) {
            ++s.twos;
        } else {
            const int slot = slotOf(c);
            if (s.slot >= 0 && s.slot != slot) {
                out.problem = MeldProblem::MixedRanks;
                return out;
            }
            s.slot = slot;
            ++s.naturals;
        }
    }
    if (s.size() < 3) {
        out.problem = MeldProblem::TooFewCards;
    } else if (s.naturals == 0) {
        out.problem = MeldProblem::OnlyWildCards;
    } else if (s.slot == kBlackThreeSlot && s.wilds() > 0) {
        out.problem = MeldProblem::BlackThreeWithWild;
    } else if (s.naturals < 2) {
        out.problem = MeldProblem::TooFewNaturals;
    } else if (!wildsAllowed(s.naturals, s.wilds(), rules)) {
        out.problem = wildsOutnumberNaturals(s.naturals, s.wilds(), rules)
                          ? MeldProblem::WildsOutnumberNaturals
                          : MeldProblem::TooManyWilds;
    }
    if (out.problem != MeldProblem::None) return out;
    out.kind = meldKind(s.naturals, s.wilds());
    return out;
}

} // namespace core::canasta
