#include "canasta/legality.h"

#include "canasta/opening.h"

#include <algorithm>

namespace core::canasta {

namespace {

std::optional<Refusal> phaseRefusal(const Board& b, bool wantsPlay) {
    switch (b.phase) {
    case Phase::HandOver:
        return Refusal::HandOver;
    case Phase::Answer:
        return Refusal::AwaitingAnswer;
    case Phase::Draw:
    case Phase::LastChance:
        return wantsPlay ? std::optional(Refusal::MustDrawFirst) : std::nullopt;
    case Phase::Play:
        return wantsPlay ? std::nullopt : std::optional(Refusal::AlreadyDrew);
    }
    return std::nullopt;
}

Refusal tooManyWilds(int naturals, int wilds, const CanastaRules& rules) {
    return wildsOutnumberNaturals(naturals, wilds, rules) ? Refusal::WildsOutnumberNaturals
                                                          : Refusal::TooManyWilds;
}

// The cards named are in the hand (faces counted with repeats).
std::optional<Refusal> inHand(const Board& b, PhysSet hand, std::span<const Card> cards) {
    for (std::size_t i = 0; i < cards.size(); ++i) {
        const int wanted = static_cast<int>(std::count(cards.begin(), cards.end(), cards[i]));
        if (hand.countFace(cards[i]) >= wanted) continue;
        return b.turn.pending.countFace(cards[i]) > 0 ? Refusal::PileCardsLocked : Refusal::NotInHand;
    }
    return std::nullopt;
}

int usablePending(const Board& b) {
    return b.turn.pending.count() - b.turn.pending.countFaces(kRedThreeFaces);
}

MeldCounts countsOf(const Board& b, int side) {
    MeldCounts m;
    for (int slot = 1; slot < kMeldSlots; ++slot) {
        m.naturals[slot] = static_cast<std::int8_t>(b.meldNaturals(side, slot));
        m.wilds[slot] = static_cast<std::int8_t>(b.meldWilds(side, slot));
    }
    return m;
}

HandClasses without(HandClasses h, std::span<const Card> cards) {
    for (Card c : cards) {
        if (c.isJoker())
            --h.jokers;
        else if (c.rank() == cards::Rank::Two)
            --h.twos;
        else if (slotOf(c) >= 0)
            --h.naturals[slotOf(c)];
        --h.total;
    }
    return h;
}

// A change to one meld of the side to act: `cards` from the hand (and the pile's top card for a take) go to
// the meld of `slot`. Checks what follows from it: the first meld's minimum, black 3s, and that the player is
// left with a card to discard (or may go out).
struct Step {
    int slot = -1;
    std::span<const Card> cards; ///< from the hand
    Card pileTop;                ///< for a take
    int extraCards = 0;          ///< cards joining the hand: the rest of the pile and any extra stock card
    int pendingCards = 0;        ///< with a take for an incomplete first meld: pile cards set aside
};

std::optional<Refusal> checkStep(const Board& b, PhysSet hand, const Step& step) {
    const CanastaRules& rules = b.rules;
    const int side = b.sideOf(b.current);
    const bool take = step.pileTop.isValid();
    int naturals = b.meldNaturals(side, step.slot);
    int wilds = b.meldWilds(side, step.slot);
    const bool wasCanasta = isCanasta(naturals, wilds);
    int points = take ? cardPoints(step.pileTop) : 0;
    naturals += take ? 1 : 0;
    for (Card c : step.cards) {
        (isWild(c) ? wilds : naturals) += 1;
        points += cardPoints(c);
    }
    const bool nowCanasta = isCanasta(naturals, wilds);
    const int canastas = b.canastas(side) + (nowCanasta && !wasCanasta ? 1 : 0);
    int handAfter = hand.count() - static_cast<int>(step.cards.size()) + step.extraCards;

    if (!b.opened[side]) {
        if (step.slot == kBlackThreeSlot) return Refusal::BlackThreesOnlyGoingOut;
        const int turnPoints = b.turn.openingPoints + points;
        const int pileSlot = take ? step.slot : b.turn.pileSlot;
        const bool pileMeldCanasta = pileSlot == step.slot ? nowCanasta
                                     : pileSlot >= 0       ? b.isCanastaMeld(side, pileSlot)
                                                           : false;
        const int pending = take ? step.pendingCards : usablePending(b);
        if (!openingMet(b, turnPoints, pileMeldCanasta)) {
            // Not complete yet: it must stay within reach, keeping two cards (one to discard, one to hold)
            // once the set-aside pile cards join the hand.
            MeldCounts melds = countsOf(b, side);
            melds.naturals[step.slot] = static_cast<std::int8_t>(naturals);
            melds.wilds[step.slot] = static_cast<std::int8_t>(wilds);
            const HandClasses rest = without(classesOf(hand), step.cards);
            const int keep = std::max(0, 2 - pending);
            const int gain = bestMeldGain(rest, melds, keep, rules);
            const bool viaCanasta = rules.firstCanastaWaivesMinimum && pileSlot >= 0 &&
                                    canastaReachable(rest, melds, pileSlot, keep, rules);
            if ((gain < 0 || turnPoints + gain < b.minimum(side)) && !viaCanasta)
                return Refusal::MinimumOutOfReach;
            return std::nullopt;
        }
        handAfter += pending;
    }

    const auto goOut = goOutRefusal(b, canastas);
    if (step.slot == kBlackThreeSlot) {
        if (handAfter > 1 || (handAfter == 1 && b.turn.noDiscard)) return Refusal::BlackThreesOnlyGoingOut;
        return goOut;
    }
    const int needed = b.turn.noDiscard ? 1 : 2;
    if (handAfter < needed && goOut) return goOut;
    return std::nullopt;
}

std::optional<Refusal> checkTake(const Board& b, PhysSet hand, const Move& m) {
    if (auto r = phaseRefusal(b, false)) return r;
    if (b.pile.empty()) return Refusal::PileEmpty;
    const Card top = b.pileTop();
    if (isWild(top)) return Refusal::PileTopWild;
    if (isBlackThree(top)) return Refusal::PileTopBlackThree;
    if (isRedThree(top)) return Refusal::PileTopRedThree;
    if (hand.count() == 1 && b.pile.size() == 1) return Refusal::OneCardPileOneCard;
    const int side = b.sideOf(b.current);
    const int slot = slotOf(top);
    const auto used = m.usedCards();
    if (used.empty() && m.arg != 0) return Refusal::TakeCardsDoNotMatch;
    if (used.empty()) {
        if (!b.opened[side]) return Refusal::FirstMeldNeedsPair;
        if (b.pileFrozen()) return Refusal::PileFrozen;
        if (!b.hasMeld(side, slot)) return Refusal::NoMeldForTopCard;
        if (b.isCanastaMeld(side, slot) && !b.rules.takePileOntoCanasta) return Refusal::TopCardOntoCanasta;
    } else {
        if (used.size() != 2 || m.arg != 2) return Refusal::TakeCardsDoNotMatch;
        const int matching = static_cast<int>(
            std::count_if(used.begin(), used.end(), [&](Card c) { return slotOf(c) == slot; }));
        const int wild = static_cast<int>(std::count_if(used.begin(), used.end(), isWild));
        if (matching == 2) {
            // A natural pair always qualifies.
        } else if (matching == 1 && wild == 1) {
            if (!b.opened[side]) return Refusal::FirstMeldNeedsPair;
            if (b.pileFrozen()) return Refusal::PileFrozen;
            const int naturals = b.meldNaturals(side, slot) + 2;
            if (!wildsAllowed(naturals, b.meldWilds(side, slot) + 1, b.rules))
                return tooManyWilds(naturals, b.meldWilds(side, slot) + 1, b.rules);
        } else {
            return Refusal::TakeCardsDoNotMatch;
        }
        if (auto r = inHand(b, hand, used)) return r;
    }
    // The rest of the pile joins the hand (red 3s are laid out instead), at once or once the first meld is
    // complete; the two-hand game also draws a stock card.
    int rest = 0;
    for (int i = 0; i + 1 < b.pile.size(); ++i) rest += isRedThree(faceOf(b.pile[i])) ? 0 : 1;
    Step step;
    step.slot = slot;
    step.cards = used;
    step.pileTop = top;
    step.extraCards = (b.rules.pileAlsoDrawsOne() && b.stockCount > 0) ? 1 : 0;
    if (b.opened[side])
        step.extraCards += rest;
    else
        step.pendingCards = rest;
    return checkStep(b, hand, step);
}

std::optional<Refusal> checkMeld(const Board& b, PhysSet hand, const Move& m) {
    if (auto r = phaseRefusal(b, true)) return r;
    const auto cards = m.usedCards();
    if (auto r = inHand(b, hand, cards)) return r;
    const MeldCheck check = classifyMeld(cards, b.rules);
    if (!check.valid()) return refusalOf(check.problem);
    const int side = b.sideOf(b.current);
    if (b.hasMeld(side, check.shape.slot)) return Refusal::RankAlreadyMelded;
    Step step;
    step.slot = check.shape.slot;
    step.cards = cards;
    return checkStep(b, hand, step);
}

std::optional<Refusal> checkAdd(const Board& b, PhysSet hand, const Move& m) {
    if (auto r = phaseRefusal(b, true)) return r;
    const Card card = m.card();
    if (auto r = inHand(b, hand, m.usedCards())) return r;
    const int side = b.sideOf(b.current);
    const int slot = m.arg;
    if (slot < 1 || slot >= kMeldSlots || !b.hasMeld(side, slot)) return Refusal::NoSuchMeld;
    if (isRedThree(card)) return Refusal::RedThreeNotMelded;
    if (isWild(card)) {
        if (slot == kBlackThreeSlot) return Refusal::BlackThreeWithWild;
        const int naturals = b.meldNaturals(side, slot);
        if (!wildsAllowed(naturals, b.meldWilds(side, slot) + 1, b.rules))
            return tooManyWilds(naturals, b.meldWilds(side, slot) + 1, b.rules);
    } else if (slotOf(card) != slot) {
        return Refusal::WrongRankForMeld;
    }
    Step step;
    step.slot = slot;
    step.cards = m.usedCards();
    return checkStep(b, hand, step);
}

std::optional<Refusal> checkDiscard(const Board& b, PhysSet hand, const Move& m) {
    if (auto r = phaseRefusal(b, true)) return r;
    if (b.turn.noDiscard) return Refusal::NoDiscardAfterLastRedThree;
    if (b.openingInProgress()) return Refusal::BelowMinimum;
    if (auto r = inHand(b, hand, m.usedCards())) return r;
    const Seat s = b.current;
    if (!b.penalty[s].empty() && b.penalty[s].countFace(m.card()) == 0)
        return Refusal::MustDiscardPenaltyCard;
    if (hand.count() == 1) return goOutRefusal(b, b.canastas(b.sideOf(s)));
    return std::nullopt;
}

std::optional<Refusal> checkDraw(const Board& b, const Move& m) {
    if (b.phase == Phase::LastChance) return Refusal::StockEmpty;
    if (auto r = phaseRefusal(b, false)) return r;
    if (b.stockCount == 0) return Refusal::StockEmpty;
    const auto allowed = drawMoves(b);
    if (std::find(allowed.begin(), allowed.end(), m) == allowed.end()) return Refusal::WrongDrawCount;
    return std::nullopt;
}

std::optional<Refusal> checkAsk(const Board& b, PhysSet hand) {
    if (b.phase == Phase::HandOver) return Refusal::HandOver;
    if (!b.rules.partnership()) return Refusal::NotPartnership;
    if (b.phase == Phase::Answer) return Refusal::AwaitingAnswer;
    if (b.turn.asked) return Refusal::AlreadyAsked;
    if (hand.empty()) return Refusal::NotInHand;
    return std::nullopt;
}

} // namespace

std::optional<Refusal> goOutRefusal(const Board& b, int canastas) {
    if (b.forbiddenToGoOut()) return Refusal::PartnerSaidNo;
    const int needed = b.rules.canastasToGoOut();
    if (canastas >= needed) return std::nullopt;
    return needed == 2 ? Refusal::NeedsTwoCanastasToGoOut : Refusal::NeedsCanastaToGoOut;
}

bool openingMet(const Board& b, int points, bool pileMeldIsCanasta) {
    if (points >= b.minimum(b.sideOf(b.current))) return true;
    return b.rules.firstCanastaWaivesMinimum && pileMeldIsCanasta;
}

std::vector<Move> drawMoves(const Board& b) {
    if (!b.rules.twoHandLong()) return {Move::draw(1)};
    if (b.rules.twoHandDrawTwo == TwoHandDrawTwo::Always) return {Move::draw(std::min(2, b.stockCount))};
    if (b.stockCount >= 2) return {Move::draw(1), Move::draw(2)};
    return {Move::draw(1)};
}

std::optional<Refusal> checkMove(const Board& b, PhysSet hand, const Move& m) {
    switch (m.kind) {
    case MoveKind::Draw:
        return checkDraw(b, m);
    case MoveKind::Take:
        return checkTake(b, hand, m);
    case MoveKind::Meld:
        if (m.cardCount() != 3 || m.arg != 3) return Refusal::NewMeldNeedsThreeCards;
        return checkMeld(b, hand, m);
    case MoveKind::Add:
        if (m.cardCount() != 1) return Refusal::MalformedMove;
        return checkAdd(b, hand, m);
    case MoveKind::Discard:
        if (m.cardCount() != 1) return Refusal::MalformedMove;
        return checkDiscard(b, hand, m);
    case MoveKind::Ask:
        return checkAsk(b, hand);
    case MoveKind::Answer:
        if (b.phase == Phase::HandOver) return Refusal::HandOver;
        return b.phase == Phase::Answer ? std::nullopt : std::optional(Refusal::NoQuestion);
    case MoveKind::Pass:
        if (b.phase == Phase::HandOver) return Refusal::HandOver;
        if (b.phase == Phase::Answer) return Refusal::AwaitingAnswer;
        if (b.phase != Phase::LastChance) return Refusal::NothingToPass;
        // ContinueWhileTaken: a last discard that fits a meld of the side must be taken.
        if (b.rules.endOfStock == EndOfStock::ContinueWhileTaken && !checkTake(b, hand, Move::take()))
            return Refusal::MustTakePile;
        return std::nullopt;
    case MoveKind::Stop:
        if (b.phase == Phase::HandOver) return Refusal::HandOver;
        if (b.phase == Phase::Answer) return Refusal::AwaitingAnswer;
        if (b.phase != Phase::Play || !b.turn.noDiscard) return Refusal::NothingToStop;
        if (b.openingInProgress()) return Refusal::BelowMinimum;
        return std::nullopt;
    }
    return Refusal::MalformedMove;
}

namespace {

// Distinct faces of `hand` within `faces`, each with its number of copies.
struct FaceCount {
    Card face;
    int copies;
};
int facesIn(PhysSet hand, CardSet faces, std::array<FaceCount, 8>& out) {
    int n = 0;
    for (Card c : hand.faces() & faces) out[n++] = {c, hand.countFace(c)};
    return n;
}

void addIfLegal(const Board& b, PhysSet hand, const Move& m, std::vector<Move>& out) {
    if (!checkMove(b, hand, m)) out.push_back(m);
}

} // namespace

std::vector<Move> legalMoves(const Board& b, PhysSet hand) {
    std::vector<Move> out;
    if (b.phase == Phase::HandOver) return out;
    if (b.phase == Phase::Answer) return {Move::answer(false), Move::answer(true)};

    std::array<FaceCount, 8> naturals{};
    std::array<FaceCount, 8> wilds{};
    const int wildCount = facesIn(hand, kWildFaces, wilds);
    if (b.phase == Phase::Draw || b.phase == Phase::LastChance) {
        if (b.phase == Phase::Draw)
            for (const Move& m : drawMoves(b)) addIfLegal(b, hand, m, out);
        addIfLegal(b, hand, Move::pass(), out);
        addIfLegal(b, hand, Move::take(), out);
        const Card top = b.pileTop();
        const int slot = top.isValid() ? slotOf(top) : -1;
        if (slot >= kFirstNaturalSlot) {
            const int n = facesIn(hand, slotFaces(slot), naturals);
            for (int i = 0; i < n; ++i) {
                for (int j = i; j < n; ++j) {
                    if (i == j && naturals[i].copies < 2) continue;
                    const Card pair[2] = {naturals[i].face, naturals[j].face};
                    addIfLegal(b, hand, Move::take(pair), out);
                }
                for (int w = 0; w < wildCount; ++w) {
                    const Card mixed[2] = {naturals[i].face, wilds[w].face};
                    addIfLegal(b, hand, Move::take(mixed), out);
                }
            }
        }
    } else {
        const int side = b.sideOf(b.current);
        for (int slot = 1; slot < kMeldSlots; ++slot) {
            const int n = facesIn(hand, slotFaces(slot), naturals);
            if (b.hasMeld(side, slot)) {
                for (int i = 0; i < n; ++i) addIfLegal(b, hand, Move::add(naturals[i].face, slot), out);
                if (slot != kBlackThreeSlot)
                    for (int w = 0; w < wildCount; ++w)
                        addIfLegal(b, hand, Move::add(wilds[w].face, slot), out);
                continue;
            }
            // New melds of three: three naturals, or two naturals and a wild card.
            for (int i = 0; i < n; ++i) {
                for (int j = i; j < n; ++j) {
                    if (i == j && naturals[i].copies < 2) continue;
                    for (int k = j; k < n; ++k) {
                        // Each face at most as often as the hand holds it.
                        const int ofK = 1 + (k == i) + (k == j);
                        if (naturals[k].copies < ofK) continue;
                        const Card three[3] = {naturals[i].face, naturals[j].face, naturals[k].face};
                        addIfLegal(b, hand, Move::meld(three), out);
                    }
                    if (slot == kBlackThreeSlot) continue;
                    for (int w = 0; w < wildCount; ++w) {
                        const Card three[3] = {naturals[i].face, naturals[j].face, wilds[w].face};
                        addIfLegal(b, hand, Move::meld(three), out);
                    }
                }
            }
        }
        for (Card c : hand.faces()) addIfLegal(b, hand, Move::discard(c), out);
        addIfLegal(b, hand, Move::stop(), out);
    }
    addIfLegal(b, hand, Move::ask(), out);
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
    return out;
}

std::vector<Move> distinctMoves(const std::vector<Move>& moves) {
    // Suits never matter to the rules (a black 3 is a black 3, a joker a joker): key each card by its class.
    const auto classKey = [](Card c) -> int {
        if (c.isJoker()) return 100;
        if (c.rank() == cards::Rank::Two) return 99;
        if (isRedThree(c)) return 98;
        return c.rankIndex();
    };
    std::vector<Move> out;
    std::vector<std::array<int, 5>> seen;
    for (const Move& m : moves) {
        std::array<int, 5> key{static_cast<int>(m.kind), m.arg, -1, -1, -1};
        for (int i = 0; i < m.cardCount(); ++i) key[2 + i] = classKey(m.cards[i]);
        std::sort(key.begin() + 2, key.end());
        if (std::find(seen.begin(), seen.end(), key) != seen.end()) continue;
        seen.push_back(key);
        out.push_back(m);
    }
    return out;
}

} // namespace core::canasta
