#include "holdem/outs.h"

#include "holdem/evaluator.h"

namespace core::holdem {

std::vector<Out> outs(cards::CardSet hole, cards::CardSet board) {
    std::vector<Out> out;
    const int onBoard = board.count();
    if (onBoard != 3 && onBoard != 4) return out;
    const Evaluator& ev = Evaluator::instance();
    const Hand now = Hand::of(hole) + Hand::of(board);
    const Category current = categoryOf(ev.evaluate(now));
    for (cards::Card c : cards::CardSet::fullDeck() - hole - board) {
        const Category next = categoryOf(ev.evaluate(now + c));
        if (next > current) out.push_back({c, current, next});
    }
    return out;
}

double potOdds(double call, double pot) {
    if (call <= 0) return 0.0;
    return call / (pot + call);
}

CallVerdict callVerdict(double equityShare, double call, double pot, double tolerance) {
    const double needed = potOdds(call, pot);
    if (equityShare > needed + tolerance) return CallVerdict::Call;
    if (equityShare < needed - tolerance) return CallVerdict::Fold;
    return CallVerdict::BreakEven;
}

} // namespace core::holdem
