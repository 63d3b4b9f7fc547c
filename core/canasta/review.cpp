#include "canasta/review.h"

#include "canasta/bots/hardbot.h"
#include "canasta/bots/hardpolicy.h"
#include "canasta/bots/worldsampler.h"

#include <algorithm>

namespace core::canasta {

using game::Reason;

namespace {

/// Worlds sampled to measure how often the next player could take the pile after a discard.
constexpr int kRiskWorlds = 32;

bool sameForRules(const Move& a, const Move& b) {
    return a == b || distinctMoves({a, b}).size() == 1;
}

bool isMeldStep(const Move& m) {
    return m.kind == MoveKind::Meld || m.kind == MoveKind::Add;
}

/// The rule core's move; the generator only breaks ties it never meets in practice, so a fixed one keeps
/// the choice a function of the observation.
Move ruleMove(const Observation& o) {
    cards::Rng scratch(0);
    return HardPolicy::choose(o.board, o.hand, scratch);
}

/// The moves the search weighs: the Hard bot's candidates, or the rule core's move alone where the bot
/// trusts it over its search (a draw from the stock, a discard). There the search's own pick was measured to
/// lose hands against the rule core's (docs/bots.md), so a review that named it "the best move" would
/// mislead; the move played is still weighed against the rule core's.
std::vector<Move> candidatesFor(const Observation& o, const Move& rule) {
    if (ruleCoreDecides(o.board, rule)) return {rule};
    std::vector<Move> out = searchCandidates(o, rule);
    if (out.empty()) out.push_back(rule);
    return out;
}

cards::CardList facesOf(const Move& m) {
    const auto used = m.usedCards();
    return cards::CardList(used.begin(), used.end());
}

/// In how many of `worlds` sampled worlds the next player could take the pile after `discard`.
double takeRisk(const Observation& o, const Move& discard, const std::vector<State>& worlds) {
    if (worlds.empty()) return 0.0;
    int taken = 0;
    for (State w : worlds) {
        if (w.apply(discard) || w.isDealOver()) continue;
        const auto moves = w.legalMoves();
        if (w.currentSeat() != o.seat &&
            std::any_of(moves.begin(), moves.end(), [](const Move& m) { return m.kind == MoveKind::Take; }))
            ++taken;
    }
    return double(taken) / double(worlds.size());
}

/// A meld slot's rank as players write it: "4" ... "10", "J", "Q", "K", "A" ("3" for black 3s).
std::string rankName(int slot) {
    const cards::Card face = slotFaces(slot).first();
    if (face.rank() == cards::Rank::Ten) return "10";
    return std::string(1, cards::rankChar(face.rank()));
}

int naturalsOfRank(const Observation& o, cards::Card card) {
    return o.hand.countFaces(slotFaces(slotOf(card)));
}

} // namespace

game::ReviewBudget CanastaReviewer::defaultBudget() {
    // The Hard bot's search with 320 worlds and 48,000 rollout steps to pick the best move (the figures the
    // review has always used, set apart from the bot's own); up to 200 paired worlds (whole hands played
    // out) to measure it. A hand's points spread widely (about 700 a world between a joker and a black 3
    // thrown at the end of a hand), so a first estimate that is close either way gets up to three batches of
    // 800 more worlds: a joker thrown for about 55 points is found with 28 of 30 salts, the review's own
    // among them, against 18 of 30 with one batch after a first estimate that favours the best move.
    game::ReviewBudget b;
    b.select = HardBot::defaultBudget();
    b.select.worlds = 320;
    b.select.totalSteps = 48000;
    b.pairedWorlds = 200;
    b.pairedSteps = 150000;
    b.minPairedWorlds = 12;
    b.extensions = 3;
    b.dropFactor = 1.0;
    return b;
}

std::optional<double> handPointsMargin(const State& s, game::Seat seat) {
    if (!s.isDealOver()) return std::nullopt;
    const Board& b = s.board();
    const int side = b.sideOf(seat);
    int best = -1000000;
    for (int other = 0; other < b.sides(); ++other)
        if (other != side) best = std::max(best, b.handScores[other].total());
    return b.handScores[side].total() - best;
}

bool CanastaReviewer::isDecision(const Observation& o, const Move& played) const {
    if (!o.toAct() || distinctMoves(o.legalMoves()).size() < 2) return false;
    const Move rule = ruleMove(o);
    return candidatesFor(o, rule).size() > 1 || !sameForRules(played, rule);
}

game::Assessment<Move> CanastaReviewer::assess(const Observation& o, const std::optional<Move>& played,
                                               cards::Rng& rng) const {
    const std::vector<Move> candidates = candidatesFor(o, ruleMove(o));
    // A move that differs from a candidate only in suits is that candidate.
    std::optional<Move> searched = played;
    if (played)
        for (const Move& c : candidates)
            if (sameForRules(c, *played)) searched = c;
    const WorldSampler sampler(o);
    // Where the rule core decides (a draw, a discard), its move is the one to beat: the move played replaces
    // it only on the stable comparison, never on the noise of one estimate.
    const Move rule = ruleMove(o);
    const std::optional<Move> anchor =
        ruleCoreDecides(o.board, rule) ? std::optional<Move>(rule) : std::nullopt;
    return game::assessBySearch<State>(
        o, candidates, searched, rng, m_budget,
        [&sampler](const Observation& observation, cards::Rng& r) { return sampler.sample(observation, r); },
        [&o](const State& s, cards::Rng& r) { return hardRolloutMove(o, s, r); }, handPointsMargin, anchor);
}

Reason CanastaReviewer::explain(const Observation& o, const Move& played, const Move& best,
                                const game::Assessment<Move>& a, cards::Rng& rng) const {
    const Board& b = o.board;
    const auto drawsOrPasses = [](const Move& m) {
        return m.kind == MoveKind::Draw || m.kind == MoveKind::Pass;
    };

    if (best.kind == MoveKind::Take && drawsOrPasses(played))
        return Reason(reasons::kDeclinesPile)
            .withCount("count", b.pile.size())
            .withCards("cards", {b.pileTop()});
    if (played.kind == MoveKind::Take && drawsOrPasses(best))
        return Reason(reasons::kTakesPile)
            .withCount("count", b.pile.size())
            .withCards("cards", facesOf(played));

    if (played.kind == MoveKind::Answer && best.kind == MoveKind::Answer)
        return Reason(played.arg ? reasons::kLetsPartnerOut : reasons::kStopsPartner)
            .withCount("count", pointsOf(o.hand));

    if (played.kind == MoveKind::Discard) {
        const cards::Card thrown = played.card();
        if (best.kind == MoveKind::Discard) {
            const cards::Card kept = best.card();
            const WorldSampler sampler(o);
            std::vector<State> worlds;
            for (int i = 0; i < kRiskWorlds; ++i) worlds.push_back(sampler.sample(o, rng));
            const double risk = takeRisk(o, played, worlds);
            if (risk >= 0.1 && risk >= takeRisk(o, best, worlds) + 0.1)
                return Reason(reasons::kFeedsPile)
                    .withSeat("seat", b.table.next(o.seat))
                    .withCount("count", b.pile.size() + 1)
                    .withPercent("percent", 100.0 * risk)
                    .withCards("cards", {thrown});
            // A card the next side can add to its meld, taking the pile with it (unfrozen), where the kept
            // one is not, or one that would make that meld a canasta.
            if (!b.pileFrozen() && slotOf(thrown) >= kFirstNaturalSlot) {
                const game::Seat next = b.table.next(o.seat);
                const int theirs = b.sideOf(next);
                const auto size = [&](int s) {
                    return s >= kFirstNaturalSlot && b.hasMeld(theirs, s) ? b.meld(theirs, s).count() : 0;
                };
                const int fits = size(slotOf(thrown)), keptFits = size(slotOf(kept));
                const bool completes = fits + 1 == kCanastaCards && keptFits + 1 != kCanastaCards;
                if (fits > 0 && (keptFits == 0 || completes))
                    return Reason(reasons::kFeedsMeld)
                        .withSeat("seat", next)
                        .withCards("cards", {thrown})
                        .withWord("rank", rankName(slotOf(thrown)))
                        .withCount("count", b.pile.size() + 1)
                        .withWord("canasta", completes ? "yes" : "no");
            }
            if (isWild(thrown) && !isWild(kept)) {
                Reason r(reasons::kThrowsWild);
                r.withCards("cards", {thrown})
                    .withCount("count", cardPoints(thrown))
                    .withWord("freezes", b.pileFrozen() ? "no" : "yes")
                    .withCount("pile", b.pile.size());
                if (isBlackThree(kept)) r.withCards("safe", {kept});
                return r;
            }
            if (slotOf(thrown) >= kFirstNaturalSlot) {
                const int slot = slotOf(thrown);
                const bool keptIsSpare = slotOf(kept) < kFirstNaturalSlot || naturalsOfRank(o, kept) < 2;
                if (naturalsOfRank(o, thrown) >= 2 && keptIsSpare)
                    return Reason(reasons::kBreaksPair)
                        .withCards("cards", {thrown})
                        .withCount("count", naturalsOfRank(o, thrown));
                const int side = b.sideOf(o.seat);
                const auto meldSize = [&](int s) {
                    return s >= 0 && b.hasMeld(side, s) ? b.meld(side, s).count() : 0;
                };
                const int fits = meldSize(slot), keptFits = meldSize(slotOf(kept));
                // The thrown card fits a meld of the side where the kept one does not, or it is the card that
                // makes its meld a canasta while the kept one would not.
                const bool completes = fits + 1 >= kCanastaCards && keptFits + 1 < kCanastaCards;
                if (fits > 0 && (keptFits == 0 || completes))
                    return Reason(reasons::kThrowsMeldCard)
                        .withCards("cards", {thrown})
                        .withCount("count", fits + 1)
                        .withWord("canasta", fits + 1 == kCanastaCards ? "yes" : "no");
            }
            if (cardPoints(kept) > cardPoints(thrown))
                return Reason(reasons::kKeepsHighCard)
                    .withCards("cards", {thrown})
                    .withCards("better", {kept})
                    .withCount("count", cardPoints(kept));
        }
        if (isMeldStep(best))
            return Reason(HardPolicy::canGoOut(b, o.hand) ? reasons::kMissesGoingOut
                                                          : reasons::kHoldsBackMeld)
                .withCards("cards", facesOf(best));
    }
    // Going out (the partner asked first) where the player plays on: the hand ends with the side ahead.
    if (best.kind == MoveKind::Ask && played.kind != MoveKind::Ask)
        return Reason(reasons::kMissesGoingOut)
            .withCards("cards", {})
            .withWord("ask", "yes")
            .withAmount("margin", a.valueBest);
    // A wild card laid where the best move lays it on another meld of the side.
    if (best.kind == MoveKind::Add && isWild(best.cards[0]) && isMeldStep(played)) {
        const auto used = played.usedCards();
        const bool wildToo = std::any_of(used.begin(), used.end(), [](cards::Card c) { return isWild(c); });
        if (wildToo) {
            const int slot = best.arg;
            const int size = b.meld(b.sideOf(o.seat), slot).count() + 1;
            Reason r(reasons::kWildElsewhere);
            r.withCards("cards", {best.cards[0]})
                .withWord("rank", rankName(slot))
                .withCount("count", size)
                .withWord("canasta", size == kCanastaCards ? "yes" : "no");
            if (played.kind == MoveKind::Add)
                r.withWord("played", rankName(played.arg));
            else
                r.withCards("meld", facesOf(played));
            return r;
        }
    }
    if (isMeldStep(played) && best.kind == MoveKind::Discard) {
        const cards::Card thrown = best.card();
        // A wild card thrown onto an unfrozen pile freezes it: only a natural pair takes it then.
        if (isWild(thrown) && !b.pileFrozen())
            return Reason(reasons::kMissesFreeze)
                .withCards("cards", {thrown})
                .withCount("count", b.pile.size());
        return Reason(reasons::kMeldsEarly).withCards("cards", facesOf(played)).withCards("better", {thrown});
    }
    return Reason(game::reasons::kBetter)
        .withAmount("gain", a.valueBest - a.valuePlayed)
        .withWord("unit", game::unitId(kUnit));
}

} // namespace core::canasta
