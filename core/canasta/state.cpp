#include "canasta/state.h"

#include <algorithm>

namespace core::canasta {

using game::kNoSeat;
using game::Seat;

namespace {
// The partner draw's generator stream (hands use streams 0, 1, 2 ...).
constexpr std::uint64_t kDrawStream = 0xCA7A57A0ULL << 20;
} // namespace

State::State(const Rules& rules, std::uint64_t seed) : m_seed(seed) {
    m_board.rules = rules;
    cards::Rng rng = cards::Rng::forStream(seed, kDrawStream);
    m_board.draw = drawForPartners(rules, rng);
    dealHand();
}

void State::dealHand() {
    Board& b = m_board;
    const int hand = b.hand;
    const auto scores = b.scores;
    const auto seen = b.seen;
    const Rules rules = b.rules;
    const PartnerDraw draw = b.draw;
    b = Board{};
    b.rules = rules;
    b.draw = draw;
    b.hand = hand;
    b.scores = scores;
    b.seen = seen;
    b.table = makeTable(rules, draw.order, hand);
    m_hands = {};

    cards::Rng rng = cards::Rng::forStream(m_seed, static_cast<std::uint64_t>(hand));
    m_stock.clear();
    for (PhysicalCard p : cards::Deck::canasta108().shuffled(rng)) m_stock.push(p);
    // One card at a time, clockwise from the dealer's left.
    for (int i = 0; i < rules.handSize(); ++i)
        for (int k = 1; k <= b.table.count; ++k) m_hands[b.table.next(b.table.dealer, k)].add(m_stock.pop());
    turnUpcard(rng);
    for (int k = 0; k < b.table.count; ++k) layOutRedThrees(b.table.next(b.table.first, k));
    beginTurn(b.table.first, Phase::Draw);
    syncCounts();
}

void State::turnUpcard(cards::Rng& rng) {
    Board& b = m_board;
    bool frozeByUpcard = false;
    while (!m_stock.empty()) {
        const PhysicalCard p = m_stock.pop();
        const Card c = faceOf(p);
        const bool freezes = isWild(c) || isRedThree(c);
        if (!freezes) {
            b.pile.push(p);
            // Seed: a black 3 is covered by the next card (1.3.e); classic: it stays on top and blocks.
            if (isBlackThree(c) && b.rules.upcardProcedure == UpcardProcedure::Seed) continue;
            break;
        }
        if (b.rules.upcardProcedure == UpcardProcedure::Classic || !frozeByUpcard) {
            // The first wild card or red 3 stays crosswise and freezes the pile (1.3.c, 1.4.h.b-c).
            b.pile.push(p);
            if (!frozeByUpcard) b.frozen = isWild(c) ? Frozen::WildUpcard : Frozen::RedThreeUpcard;
            frozeByUpcard = true;
            continue;
        }
        // Seed: later ones are slipped back into the stock, somewhere below its top card.
        const int below = m_stock.size();
        m_stock.insert(below == 0 ? 0 : static_cast<int>(rng.below(static_cast<std::uint32_t>(below))), p);
    }
}

bool State::drawCards(Seat seat, int count) {
    bool lastWasRedThree = false;
    while (count > 0 && !m_stock.empty()) {
        const PhysicalCard p = m_stock.pop();
        lastWasRedThree = isRedThree(faceOf(p));
        if (lastWasRedThree) {
            m_board.redThrees[seat].add(p); // laid out at once and replaced
            continue;
        }
        m_hands[seat].add(p);
        --count;
    }
    if (m_stock.empty()) m_board.stockOut = true;
    return lastWasRedThree;
}

bool State::endsWithoutDiscard(Seat seat) const {
    // Classic (§3.10): a red 3 as the last stock card ends the hand with no discard. By default the player
    // discards as after any draw, and the next player may still take that discard; only a player left with
    // a single card who may not go out has nothing to discard, and the hand ends there too.
    if (!m_stock.empty()) return false;
    if (m_board.rules.endOfStock == EndOfStock::ContinueWhileTaken) return true;
    return leftWithNothingToDiscard(seat);
}

bool State::couldTakeOntoMeld(Seat seat) const {
    const Board& b = m_board;
    const Card top = b.pileTop();
    // The cheap test first: draws in rollouts pass here too.
    if (b.phase != Phase::Draw || !top.isValid() || slotOf(top) < kFirstNaturalSlot ||
        !b.hasMeld(b.sideOf(seat), slotOf(top)))
        return false;
    return !checkMove(b, m_hands[seat], Move::take());
}

bool State::leftWithNothingToDiscard(Seat seat) const {
    return m_stock.empty() && m_hands[seat].count() <= 1 &&
           goOutRefusal(m_board, m_board.canastas(m_board.sideOf(seat)));
}

void State::layOutRedThrees(Seat seat) {
    const PhysSet reds = m_hands[seat].withFaces(kRedThreeFaces);
    if (reds.empty()) return;
    m_hands[seat] -= reds;
    m_board.redThrees[seat] |= reds;
    drawCards(seat, reds.count());
}

PhysicalCard State::takeFromHand(Seat seat, Card face) {
    Board& b = m_board;
    // Face-up copies leave first (penalty cards, then cards known from the pile), so what others know stays
    // true of what is left.
    int p = m_hands[seat].pick(face, b.penalty[seat]);
    if (!b.penalty[seat].contains(static_cast<PhysicalCard>(p))) p = m_hands[seat].pick(face, b.known[seat]);
    const auto card = static_cast<PhysicalCard>(p);
    m_hands[seat].remove(card);
    b.penalty[seat].remove(card);
    b.known[seat].remove(card);
    return card;
}

void State::layCards(Seat seat, int slot, std::span<const Card> faces, PhysicalCard fromPile) {
    Board& b = m_board;
    const int side = b.sideOf(seat);
    const bool wasCanasta = b.isCanastaMeld(side, slot);
    int points = 0;
    if (fromPile < kPhysicalCards) {
        b.melds[side][slot].add(fromPile);
        points += cardPoints(faceOf(fromPile));
    }
    for (Card face : faces) {
        b.melds[side][slot].add(takeFromHand(seat, face));
        points += cardPoints(face);
    }
    if (!wasCanasta && b.isCanastaMeld(side, slot)) ++b.turn.canastasMade;
    b.turn.melded = true;
    if (!b.opened[side]) {
        b.turn.openingPoints = static_cast<std::int16_t>(b.turn.openingPoints + points);
        const int pileSlot = b.turn.pileSlot;
        if (openingMet(b, b.turn.openingPoints, pileSlot >= 0 && b.isCanastaMeld(side, pileSlot)))
            completeFirstMeld(seat);
    }
}

void State::joinHand(Seat seat, PhysSet cards) {
    const PhysSet reds = cards.withFaces(kRedThreeFaces);
    m_board.redThrees[seat] |= reds; // a red 3 from the pile: laid out, no replacement (1.4.j.b)
    m_hands[seat] |= cards - reds;
    m_board.known[seat] |= cards - reds;
}

void State::completeFirstMeld(Seat seat) {
    Board& b = m_board;
    b.opened[b.sideOf(seat)] = true;
    joinHand(seat, b.turn.pending);
    b.turn.pending.clear();
}

void State::afterLaying(Seat seat) {
    if (m_hands[seat].empty() && m_board.turn.pending.empty()) goOut(seat, false);
}

void State::beginTurn(Seat seat, Phase phase) {
    m_board.turn = TurnState{};
    m_board.current = seat;
    m_board.phase = phase;
}

void State::endTurn(Seat seat) {
    Board& b = m_board;
    b.meldedEarlier[seat] = b.meldedEarlier[seat] || b.turn.melded;
    if (b.obligedToGoOut()) {
        // Bound to go out but did not: the rest of the hand lies face up as penalty cards (§3.9 i-j).
        b.penalty[seat] = m_hands[seat];
        b.known[seat].clear();
    }
    const Seat next = b.table.next(seat);
    if (!b.stockOut) {
        beginTurn(next, Phase::Draw);
    } else if (b.finalTurn) {
        endHand(kNoSeat, false); // OneMoreTake: the last discard was taken and this was the last turn
    } else {
        beginTurn(next, Phase::LastChance);
    }
}

void State::goOut(Seat seat, bool discarded) {
    const Board& b = m_board;
    bool perfect = false;
    if (b.rules.perfectGoOut == PerfectGoOut::NoDiscard)
        perfect = !discarded;
    else
        perfect = !b.meldedEarlier[seat] && b.turn.canastasMade > 0;
    endHand(seat, perfect);
}

void State::endHand(Seat wentOut, bool perfect) {
    Board& b = m_board;
    b.meldedEarlier[b.current] = b.meldedEarlier[b.current] || b.turn.melded;
    b.phase = Phase::HandOver;
    b.wentOut = wentOut;
    b.perfect = wentOut != kNoSeat && perfect;
    b.revealed = m_hands;
    for (int side = 0; side < b.sides(); ++side) {
        SideTally tally;
        for (int slot = 1; slot < kMeldSlots; ++slot)
            if (b.hasMeld(side, slot)) tally.melds.push_back(b.melds[side][slot].faceList());
        for (Seat s = 0; s < b.rules.players; ++s) {
            if (b.sideOf(s) != side) continue;
            tally.redThreesLaid += b.redThrees[s].count();
            for (Card c : (m_hands[s] - b.penalty[s]).faceList()) tally.handCards.push_back(c);
            for (Card c : b.penalty[s].faceList()) tally.penaltyCards.push_back(c);
        }
        tally.wentOut = wentOut != kNoSeat && b.sideOf(wentOut) == side;
        tally.perfect = b.perfect;
        b.handScores[side] = scoreSide(tally);
        b.scores[side] += b.handScores[side].total();
    }
    b.winner = settleMatch(std::span<int>(b.scores.data(), static_cast<std::size_t>(b.sides())), b.rules);
    syncCounts();
}

void State::syncCounts() {
    for (Seat s = 0; s < kMaxSeats; ++s) m_board.handCount[s] = static_cast<std::uint8_t>(m_hands[s].count());
    m_board.stockCount = m_stock.size();
}

bool State::startNextDeal() {
    if (!m_board.handOver() || m_board.matchOver()) return false;
    ++m_board.hand;
    dealHand();
    return true;
}

std::vector<State::Move> State::legalMoves() const {
    if (m_board.handOver()) return {};
    return canasta::legalMoves(m_board, m_hands[m_board.current]);
}

std::optional<Refusal> State::apply(const Move& move) {
    if (m_board.handOver()) return Refusal::HandOver;
    if (auto refusal = checkMove(m_board, m_hands[m_board.current], move)) return refusal;
    perform(move);
    syncCounts();
    return std::nullopt;
}

void State::perform(const Move& move) {
    Board& b = m_board;
    const Seat seat = b.current;
    switch (move.kind) {
    case MoveKind::Draw:
        if (couldTakeOntoMeld(seat)) ++b.seen[seat].pileOntoMeldPassed;
        b.phase = Phase::Play;
        b.turn.noDiscard = drawCards(seat, move.arg) && endsWithoutDiscard(seat);
        break;
    case MoveKind::Take: {
        if (move.cardCount() == 0) ++b.seen[seat].pileTakesOntoMeld;
        if (std::ranges::any_of(move.usedCards(), isWild)) ++b.seen[seat].pileTakesWithWild;
        const bool lastChance = b.phase == Phase::LastChance;
        const PhysicalCard top = b.pile.pop();
        const int slot = slotOf(faceOf(top));
        const PhysSet rest = b.pile.toSet();
        b.pile.clear();
        b.frozen = Frozen::No;
        b.phase = Phase::Play;
        if (!b.opened[b.sideOf(seat)]) b.turn.pileSlot = static_cast<std::int8_t>(slot);
        if (b.opened[b.sideOf(seat)]) {
            layCards(seat, slot, move.usedCards(), top);
            joinHand(seat, rest);
        } else {
            b.turn.pending = rest; // joins the hand once the first meld is complete
            layCards(seat, slot, move.usedCards(), top);
        }
        if (b.rules.pileAlsoDrawsOne() && !m_stock.empty())
            b.turn.noDiscard = drawCards(seat, 1) && endsWithoutDiscard(seat);
        // OneMoreTake: whoever takes the last discard after the stock ran out plays the hand's last turn.
        if (lastChance && b.rules.endOfStock == EndOfStock::OneMoreTake) b.finalTurn = true;
        afterLaying(seat);
        break;
    }
    case MoveKind::Meld: {
        const MeldCheck check = classifyMeld(move.usedCards(), b.rules);
        const bool opened = b.opened[b.sideOf(seat)];
        layCards(seat, check.shape.slot, move.usedCards(), kPhysicalCards);
        if (opened && move.cardCount() == 3 && std::ranges::count_if(move.usedCards(), isWild) == 1)
            b.pairWithWildKept[seat] =
                std::max(b.pairWithWildKept[seat], static_cast<std::uint8_t>(m_hands[seat].count()));
        afterLaying(seat);
        break;
    }
    case MoveKind::Add:
        layCards(seat, move.arg, move.usedCards(), kPhysicalCards);
        afterLaying(seat);
        break;
    case MoveKind::Discard: {
        const PhysicalCard p = takeFromHand(seat, move.card());
        b.pile.push(p);
        if (isWild(move.card()) && b.frozen == Frozen::No) b.frozen = Frozen::WildDiscard;
        if (m_hands[seat].empty())
            goOut(seat, true);
        else
            endTurn(seat);
        break;
    }
    case MoveKind::Ask:
        ++b.seen[seat].partnerQuestions;
        b.turn.asked = true;
        b.turn.meldedBeforeAsking = b.turn.melded;
        b.turn.resume = b.phase;
        b.phase = Phase::Answer;
        b.current = b.partnerOf(seat);
        break;
    case MoveKind::Answer:
        b.turn.answer = move.arg ? Answer::Yes : Answer::No;
        b.phase = b.turn.resume;
        b.current = b.partnerOf(seat);
        // A "no" to a player whose last stock card was a red 3 and who holds one card leaves that card
        // nothing to do: discarding it would be going out. The hand ends there, as if it could not go out.
        if (b.phase == Phase::Play && leftWithNothingToDiscard(b.current)) b.turn.noDiscard = true;
        break;
    case MoveKind::Pass:
    case MoveKind::Stop:
        endHand(kNoSeat, false);
        break;
    }
}

std::vector<double> State::returns() const {
    std::vector<double> r(static_cast<std::size_t>(seatCount()), 0.0);
    if (!m_board.handOver()) return r;
    for (Seat s = 0; s < seatCount(); ++s) {
        const int side = m_board.sideOf(s);
        int best = -1000000;
        for (int other = 0; other < m_board.sides(); ++other)
            if (other != side) best = std::max(best, m_board.handScores[other].total());
        r[static_cast<std::size_t>(s)] = (m_board.handScores[side].total() - best) / 1000.0;
    }
    return r;
}

Observation State::observation(Seat seat) const {
    return Observation{seat, m_board, m_hands[seat]};
}

State State::determinize(const Observation& o, cards::Rng& rng) {
    State s;
    s.m_board = o.board;
    s.m_seed = rng.next();
    PhysSet seen;
    for (PhysicalCard p : o.knownCards()) seen.add(p);
    std::vector<PhysicalCard> unseen;
    for (int p = 0; p < kPhysicalCards; ++p)
        if (!seen.contains(static_cast<PhysicalCard>(p))) unseen.push_back(static_cast<PhysicalCard>(p));
    rng.shuffle(unseen);
    // A red 3 is laid out the moment it is drawn, so an unseen one is in the stock: the hidden hands are
    // dealt from the other unseen cards, and each red 3 then goes to a random place in the stock (red 3s
    // passed over while dealing would gather on top of it, where the next player to draw finds one).
    const auto redThreesFrom = std::stable_partition(unseen.begin(), unseen.end(),
                                                     [](PhysicalCard p) { return !isRedThree(faceOf(p)); });
    const std::vector<PhysicalCard> redThrees(redThreesFrom, unseen.end());
    unseen.erase(redThreesFrom, unseen.end());
    for (Seat seat = 0; seat < o.board.rules.players; ++seat) {
        if (seat == o.seat) {
            s.m_hands[seat] = o.hand;
        } else if (o.board.handOver()) {
            s.m_hands[seat] = o.board.revealed[seat];
        } else {
            // Cards known to be in that hand stay there; the rest is sampled from the unseen cards.
            PhysSet h = o.board.known[seat] | o.board.penalty[seat];
            while (h.count() < o.board.handCount[seat] && !unseen.empty()) {
                h.add(unseen.back());
                unseen.pop_back();
            }
            s.m_hands[seat] = h;
        }
    }
    for (PhysicalCard p : unseen) s.m_stock.push(p);
    for (PhysicalCard p : redThrees)
        s.m_stock.insert(static_cast<int>(rng.below(static_cast<std::uint32_t>(s.m_stock.size() + 1))), p);
    return s;
}

std::vector<game::Zone> State::zones() const {
    using game::Visibility;
    const Board& b = m_board;
    std::vector<game::Zone> z;
    z.push_back({"stock", kNoSeat, Visibility::Hidden, m_stock.toVector()});
    z.push_back({"pile", kNoSeat, Visibility::Public, b.pile.toVector()});
    z.push_back({"pending", kNoSeat, Visibility::Public, b.turn.pending.toVector()});
    z.push_back({"aside", kNoSeat, Visibility::Public, b.aside.toVector()});
    for (Seat s = 0; s < b.rules.players; ++s) {
        const PhysSet open = b.known[s] | b.penalty[s];
        z.push_back({"hand", s, b.handOver() ? Visibility::Public : Visibility::Owner,
                     (m_hands[s] - open).toVector()});
        z.push_back({"known", s, Visibility::Public, b.known[s].toVector()});
        z.push_back({"penalty", s, Visibility::Public, b.penalty[s].toVector()});
        z.push_back({"red3", s, Visibility::Public, b.redThrees[s].toVector()});
    }
    for (int side = 0; side < b.sides(); ++side) {
        PhysSet all;
        for (PhysSet m : b.melds[side]) all |= m;
        z.push_back({"melds", kNoSeat, Visibility::Public, all.toVector()});
    }
    return z;
}

} // namespace core::canasta
