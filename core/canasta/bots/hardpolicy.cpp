#include "canasta/bots/hardpolicy.h"

#include "canasta/bots/playreading.h"
#include "canasta/bots/worldsampler.h"
#include "canasta/odds.h"
#include "canasta/state.h"

#include <algorithm>

namespace core::canasta {

namespace {

/// How much less likely the next opponent is to hold a pair of a rank it threw or passed on.
constexpr double kCluedRisk = 0.35;
/// "May I go out?": yes with this many points in hand or fewer.
constexpr int kAnswerYesPoints = 100;
/// The quick rule core's guess of the risk of a card not known to be taken.
constexpr double kUnknownRisk = 0.15;
/// The smallest pile taken by adding its top card to a meld instead of drawing. From a pile of two, that
/// take brings one card to the hand, the one someone threw before; a stock card is better: it may be a wild
/// card or make a pair. The rule core alone against two Easy bots (`simulate --game canasta --seats
/// rule,easy,rule,easy`, a test build, 20,000 deals = 40,000 hands per seed, with the wild cards below):
/// 63.9% / 64.2% / 64.1% of hands won on seeds 7 / 11 / 2024 taking every such pile, 67.1% / 67.1% / 67.3%
/// from three cards (67.1% / 67.2% / 67.4% from four; a pile of one taken as well: no change on seeds 7 and
/// 11). The side went out first in 58.9% of the hands, 51.7% before both changes (seed 7, 10,000 hands).
constexpr int kMinPileOntoMeld = 3;
/// The smallest pile taken with a natural and a wild card while the stock lasts (after it, three cards):
/// the take spends a wild card, which a small pile does not repay. The rule core alone (as for
/// kMinPileOntoMeld, with the changes below) won 68.1% / 68.1% / 68.2% of hands on seeds 7 / 11 / 2024 from
/// five cards, 67.8% / 67.7% / 67.8% from three (67.9% from four, 68.1% from six or eight, 66.6% never, seed
/// 7).
constexpr int kMinPileMixed = 5;
/// Once the side has a canasta, a natural pair is melded with a wild card when the hand holds this many
/// cards or fewer: the hand is then close to going out, and a pair kept for the pile slows it down. With
/// the two changes below, the rule core alone (as for kMinPileOntoMeld) won 67.8% / 67.7% / 67.8% of
/// hands on seeds 7 / 11 / 2024 against 67.1% / 67.1% / 67.3%; this one alone 67.5% on seeds 7 and 2024.
constexpr int kPairWithWildHand = 5;
/// What a discard gains for being a card held singly (a single breaks no pair kept for the pile). Hard
/// against two Easy bots (2,000 deals = 4,000 hands per seed) won 69.8% / 69.05% / 70.2% / 69.25% / 69.0% on
/// seeds 7 / 11 / 2024 / 303 / 404 with 10, against 69.5% / 68.8% / 69.7% / 68.95% / 68.95% with 25 (the
/// setting the rule core alone was tuned with); 69.7% with 0 and 69.15% with 45 (seed 7).
constexpr double kSingleBonus = 10.0;

/// Whether a discard now probes the next player `next`: its side has made no move the Easy rules never make
/// this match, and the pile would hold fewer cards than the rule core itself takes onto a meld. Such a card
/// is weighed as for a player read as leaving the pile alone (a natural pair takes it, a meld does not).
/// Taken onto a meld, the small pile costs little and ends the probing for the rest of the match
/// (playreading.h); left, it reads the side as leaving the pile. Hard against two Easy bots: 70.59% of hands
/// over ten seeds against 69.715% (docs/bots.md, "Canasta Hard"); against the `taker`, in matches to 5000,
/// 76.65% of matches against 77.2% (seed 7, within the noise).
bool probesSmallPile(const Board& b, Seat next) {
    return static_cast<int>(b.pile.size()) + 1 < kMinPileOntoMeld && !sideMadeNonEasyMove(b, next);
}

bool legal(const Board& b, PhysSet hand, const Move& m) {
    return !checkMove(b, hand, m);
}

std::vector<Card> naturalsOf(PhysSet hand, int slot) {
    return hand.withFaces(slotFaces(slot)).faceList();
}
// Wild faces, twos before jokers (the cheaper card goes first).
std::vector<Card> wildsOf(PhysSet hand) {
    std::vector<Card> w = hand.withFaces(kTwoFaces).faceList();
    for (Card c : hand.withFaces(kJokerFaces).faceList()) w.push_back(c);
    return w;
}

std::optional<Move> firstLegal(const Board& b, PhysSet hand, const std::vector<Move>& candidates) {
    for (const Move& m : candidates)
        if (legal(b, hand, m)) return m;
    return std::nullopt;
}

// What the pile is worth to whoever takes it, in points: its cards, and more cards to build with.
double pileWorth(const Board& b, Card added) {
    int points = cardPoints(added);
    for (PhysicalCard p : b.pile) points += cardPoints(faceOf(p));
    return 40.0 + 20.0 * (b.pile.size() + 1) + points;
}

} // namespace

bool HardPolicy::surelyTaken(const Board& b, Card c) {
    const Seat next = b.table.next(b.current);
    const int slot = slotOf(c);
    if (slot < kFirstNaturalSlot) return false;
    const int side = b.sideOf(next);
    const PhysSet known = b.known[next] | b.penalty[next];
    const int naturals = known.countFaces(slotFaces(slot));
    const bool open = b.opened[side] && !b.pileFrozen();
    const bool onto =
        open && b.hasMeld(side, slot) && (!b.isCanastaMeld(side, slot) || b.rules.takePileOntoCanasta);
    return onto || naturals >= 2 || (open && naturals >= 1 && known.countFaces(kWildFaces) >= 1);
}

namespace {

// Close enough to going out to be worth trying it (the quick rule core's filter).
bool nearGoingOut(const Board& b, PhysSet hand) {
    if (hand.count() > 8) return false;
    const int side = b.sideOf(b.current);
    if (!goOutRefusal(b, b.canastas(side))) return true;
    for (int slot = kFirstNaturalSlot; slot < kMeldSlots; ++slot)
        if (b.meld(side, slot).count() >= 5) return true;
    return false;
}

// A full state for the player to act: its own turn depends only on the board and its hand, so any world
// consistent with them will do to try that turn.
State anyWorld(const Board& b, PhysSet hand) {
    cards::Rng rng(0);
    return State::determinize(Observation{b.current, b, hand}, rng);
}

// Finish a first meld under way with the most valuable legal step.
std::optional<Move> openingStep(const Board& b, PhysSet hand) {
    std::optional<Move> best;
    int bestPoints = -1;
    for (const Move& m : legalMoves(b, hand)) {
        if (m.kind != MoveKind::Meld && m.kind != MoveKind::Add) continue;
        int points = 0;
        for (Card c : m.usedCards()) points += cardPoints(c);
        if (points > bestPoints) {
            bestPoints = points;
            best = m;
        }
    }
    return best;
}

} // namespace

int pointsOf(PhysSet cards) {
    int points = 0;
    for (PhysicalCard p : cards.toVector()) points += cardPoints(faceOf(p));
    return points;
}

std::optional<Move> HardPolicy::bestTake(const Board& b, PhysSet hand) {
    if (b.phase != Phase::Draw && b.phase != Phase::LastChance) return std::nullopt;
    // Only a draw from the stock is the alternative; once the stock is gone any take may be worth it.
    const int minOnto = b.phase == Phase::Draw ? kMinPileOntoMeld : 0;
    const int minMixed = b.phase == Phase::Draw ? kMinPileMixed : 3;
    std::optional<Move> pair, mixed;
    bool onto = false;
    for (const Move& m : legalMoves(b, hand)) {
        if (m.kind != MoveKind::Take) continue;
        if (m.cardCount() == 0) {
            onto = true;
        } else if (isWild(m.cards[0]) || isWild(m.cards[1])) {
            // Legal moves are sorted: twos come before jokers, so the first is the cheapest.
            if (!mixed) mixed = m;
        } else if (!pair) {
            pair = m;
        }
    }
    if (onto && b.pile.size() >= minOnto) return Move::take();
    if (pair) return pair;
    if (mixed && b.pile.size() >= minMixed) return mixed;
    return std::nullopt;
}

std::optional<Move> HardPolicy::meldStep(const Board& b, PhysSet hand, bool goingOut) {
    if (b.phase != Phase::Play) return std::nullopt;
    const int side = b.sideOf(b.current);
    const bool opened = b.opened[side];
    const auto wilds = wildsOf(hand);
    std::vector<Move> triples, adds, pairs, wildAdds;
    // Higher ranks first: more points per card.
    for (int slot = kMeldSlots - 1; slot >= kFirstNaturalSlot; --slot) {
        const auto naturals = naturalsOf(hand, slot);
        if (b.hasMeld(side, slot)) {
            for (Card c : naturals) adds.push_back(Move::add(c, slot));
            if (wilds.empty()) continue;
            const int naturalsOn = b.meldNaturals(side, slot);
            const int size = b.meld(side, slot).count();
            const bool canasta = b.isCanastaMeld(side, slot);
            if (goingOut) {
                // Everything goes down; a natural canasta keeps its bonus unless nothing else takes the card.
                if (!canasta || b.meldWilds(side, slot) > 0)
                    wildAdds.push_back(Move::add(wilds.front(), slot));
            } else if (!canasta && naturalsOn >= 4 && size >= 5) {
                // Towards a canasta from five cards, the first or not: the rule core alone won 63.9% /
                // 64.2% / 64.1% of hands instead of 63.3% / 63.5% / 63.4% (seeds as for kMinPileOntoMeld,
                // taking every pile); from four cards towards the first, 62.7% against 63.3% (seed 7).
                wildAdds.push_back(Move::add(wilds.front(), slot));
            }
        } else if (naturals.size() >= 3) {
            const Card three[3] = {naturals[0], naturals[1], naturals[2]};
            triples.push_back(Move::meld(three));
        } else if (naturals.size() == 2 && !wilds.empty() &&
                   (goingOut || !opened || (b.canastas(side) > 0 && hand.count() <= kPairWithWildHand))) {
            const Card three[3] = {naturals[0], naturals[1], wilds.front()};
            pairs.push_back(Move::meld(three));
        }
    }
    // A wild card goes onto the meld closest to a canasta first (alone: 67.4% / 67.6% on seeds 7 / 2024,
    // highest rank first).
    std::stable_sort(wildAdds.begin(), wildAdds.end(), [&](const Move& x, const Move& y) {
        return b.meld(side, x.arg).count() > b.meld(side, y.arg).count();
    });
    std::vector<Move> all;
    for (auto* group : {&triples, &adds, &pairs, &wildAdds})
        all.insert(all.end(), group->begin(), group->end());
    if (goingOut) {
        // Wild cards left over go anywhere they fit, natural canastas last.
        for (int slot = kMeldSlots - 1; slot >= kFirstNaturalSlot; --slot)
            if (b.hasMeld(side, slot) && !wilds.empty()) all.push_back(Move::add(wilds.front(), slot));
        const auto threes = naturalsOf(hand, kBlackThreeSlot);
        if (threes.size() >= 3) {
            const Card three[3] = {threes[0], threes[1], threes[2]};
            all.push_back(Move::meld(three));
        }
        if (b.hasMeld(side, kBlackThreeSlot))
            for (Card c : threes) all.push_back(Move::add(c, kBlackThreeSlot));
    }
    return firstLegal(b, hand, all);
}

bool HardPolicy::canGoOut(const Board& b, PhysSet hand, Effort effort) {
    if (b.phase != Phase::Play || b.forbiddenToGoOut() || b.turn.noDiscard) return false;
    if (effort == Effort::Fast && !nearGoingOut(b, hand)) return false;
    return goesOut(anyWorld(b, hand));
}

std::optional<Move> HardPolicy::takeToGoOut(const Board& b, PhysSet hand) {
    if (b.phase != Phase::Draw || b.forbiddenToGoOut()) return std::nullopt;
    // The pile is open to all: any world agrees on what a take brings.
    const State world = anyWorld(b, hand);
    for (const Move& m : legalMoves(b, hand)) {
        if (m.kind != MoveKind::Take) continue;
        State after = world;
        if (!after.apply(m) && goesOut(std::move(after))) return m;
    }
    return std::nullopt;
}

bool HardPolicy::goesOut(State world) {
    const Seat seat = world.currentSeat();
    if (world.board().phase != Phase::Play || world.board().forbiddenToGoOut()) return false;
    for (int step = 0; step < 40 && !world.isDealOver(); ++step) {
        const auto m = meldStep(world.board(), world.hand(seat), true);
        if (!m || world.apply(*m)) break;
    }
    if (!world.isDealOver() && world.hand(seat).count() == 1) {
        const Card last = world.hand(seat).faceList().front();
        if (world.apply(Move::discard(last))) return false;
    }
    return world.isDealOver() && world.board().wentOut == seat;
}

std::vector<std::pair<double, Move>> HardPolicy::rankedDiscards(const Board& b, PhysSet hand, Effort effort) {
    std::vector<std::pair<double, Move>> ranked;
    if (b.phase != Phase::Play) return ranked;
    const Seat seat = b.current;
    const PhysSet from = b.penalty[seat].empty() ? hand : b.penalty[seat];
    const Seat next = b.table.next(seat);
    const int mySide = b.sideOf(seat);
    // The chance that the next opponent takes the pile with each face: the odds panel's figure (with a
    // natural pair only, for a player read as leaving the pile alone for its melds, or probed: see
    // probesSmallPile()), lowered for ranks it threw or passed on (it probably holds no pair of those); the
    // quick version knows only the certain cases.
    const Observation o{seat, b, hand};
    std::array<double, Card::kIdCount> risks{};
    if (effort == Effort::Full) {
        std::array<bool, kMeldSlots> clued{};
        const WorldSampler clues(o);
        for (const PairClue& clue : clues.pairClues())
            if (clue.seat == next) clued[clue.slot] = true;
        const PileTakes takes = leavesPileForMelds(b, next) || probesSmallPile(b, next)
                                    ? PileTakes::NaturalPairOnly
                                    : PileTakes::Any;
        for (const DiscardRisk& r : computeOdds(o, takes).discardRisks) {
            const int slot = slotOf(r.card);
            const bool soft = r.reason == DiscardRiskReason::Chance && slot >= 0 && clued[slot];
            risks[r.card.id()] = soft ? r.risk * kCluedRisk : r.risk;
        }
    } else {
        for (Card c : from.faces()) risks[c.id()] = surelyTaken(b, c) ? 1.0 : kUnknownRisk;
    }
    double safestNatural = 1.0;
    const auto riskOf = [&](Card c) { return risks[c.id()]; };
    for (Card c : from.faces())
        if (slotOf(c) >= kFirstNaturalSlot) safestNatural = std::min(safestNatural, riskOf(c));

    for (Card c : from.faces()) {
        if (!legal(b, hand, Move::discard(c))) continue;
        double score = 0.0;
        if (isBlackThree(c)) {
            score = 500.0; // nobody takes the pile over it
        } else if (isWild(c)) {
            // Worth melding; thrown only to freeze a big pile when every natural is risky.
            score = -150.0 - 2.0 * cardPoints(c);
            if (!b.pileFrozen() && b.pile.size() >= 4)
                score += std::max(0.0, 0.8 * safestNatural * pileWorth(b, c) - 60.0);
        } else {
            const int slot = slotOf(c);
            const int held = hand.countFaces(slotFaces(slot));
            score = -riskOf(c) * pileWorth(b, c) + 0.5 * cardPoints(c);
            if (held == 1) score += kSingleBonus;
            if (held == 2) score -= 35.0; // a pair takes the pile
            if (held >= 3) score -= 60.0;
            if (b.hasMeld(mySide, slot)) score -= 80.0;
        }
        ranked.push_back({score, Move::discard(c)});
    }
    std::stable_sort(ranked.begin(), ranked.end(),
                     [](const auto& x, const auto& y) { return x.first > y.first; });
    return ranked;
}

bool HardPolicy::answer(const Board& b, PhysSet hand) {
    if (pointsOf(hand) <= kAnswerYesPoints) return true;
    if (b.stockCount <= 6) return true;
    const int mySide = b.sideOf(b.current);
    for (int i = 0; i < b.table.count; ++i) {
        const Seat s = b.table.clockwise[i];
        if (b.sideOf(s) != mySide && b.handCount[s] <= 2) return true;
    }
    return false;
}

Move HardPolicy::choose(const Board& b, PhysSet hand, cards::Rng& rng, Effort effort) {
    switch (b.phase) {
    case Phase::Answer:
        return Move::answer(answer(b, hand));
    case Phase::LastChance: {
        // The hand ends after this turn: pile cards left in the hand count against the side.
        if (!legal(b, hand, Move::pass())) {
            if (auto m = bestTake(b, hand)) return *m;
        } else if (b.pile.size() <= 2) {
            if (auto m = bestTake(b, hand)) return *m;
            return Move::pass();
        } else {
            return Move::pass();
        }
        break;
    }
    case Phase::Draw: {
        // A take that lets the player go out this turn, whatever the pile's size (alone: 67.2% / 67.4% on
        // seeds 7 / 2024).
        if (effort == Effort::Full)
            if (auto m = takeToGoOut(b, hand)) return *m;
        if (auto m = bestTake(b, hand)) return *m;
        return drawMoves(b).back();
    }
    case Phase::Play: {
        const bool goingOut = b.obligedToGoOut() || canGoOut(b, hand, effort);
        // Able to go out before laying anything down: ask the partner, whose answer weighs its own hand.
        if (goingOut && !b.obligedToGoOut() && !b.turn.asked && !b.turn.melded && legal(b, hand, Move::ask()))
            return Move::ask();
        if (auto m = meldStep(b, hand, goingOut)) return *m;
        if (b.openingInProgress())
            if (auto m = openingStep(b, hand)) return *m;
        if (b.turn.noDiscard && legal(b, hand, Move::stop())) return Move::stop();
        const auto discards = rankedDiscards(b, hand, effort);
        if (!discards.empty()) return discards.front().second;
        break;
    }
    case Phase::HandOver:
        return Move::pass();
    }
    const auto moves = legalMoves(b, hand);
    return moves.empty() ? Move::pass() : moves[rng.below(static_cast<std::uint32_t>(moves.size()))];
}

} // namespace core::canasta
