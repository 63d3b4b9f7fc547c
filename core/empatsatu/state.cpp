#include "empatsatu/state.h"

#include <algorithm>

namespace core::empatsatu {

using cards::Card;
using cards::CardSet;
using game::Seat;

bool MoveBuffer::contains(const Move& m) const {
    return std::find(begin(), end(), m) != end();
}

EmpatSatuState::EmpatSatuState(const Rules& rules, std::uint64_t seed, NoDeal)
    : m_rules(rules)
    , m_seed(seed) {}

EmpatSatuState::EmpatSatuState(const Rules& rules, std::uint64_t seed)
    : EmpatSatuState(rules, seed, NoDeal{}) {
    cards::Rng rng = cards::Rng::forStream(m_seed, 0);
    // The first dealer is chosen at random and also plays first.
    m_dealer = static_cast<Seat>(rng.below(static_cast<std::uint32_t>(m_rules.players)));
    m_firstPlayer = m_dealer;
    dealHand(rng);
}

std::optional<EmpatSatuState> EmpatSatuState::fromSetup(const Rules& rules, const Setup& setup,
                                                        std::uint64_t seed) {
    const int n = rules.players;
    if (static_cast<int>(setup.hands.size()) != n) return std::nullopt;
    if (setup.dealer < 0 || setup.dealer >= n || setup.firstPlayer < 0 || setup.firstPlayer >= n)
        return std::nullopt;
    if (setup.handIndex < 0) return std::nullopt;
    EmpatSatuState s(rules, seed, NoDeal{});
    s.m_handIndex = setup.handIndex;
    s.m_dealer = setup.dealer;
    s.m_firstPlayer = setup.firstPlayer;
    s.clearHand();
    CardSet used;
    const auto take = [&used](Card c) {
        if (!c.isValid() || c.isJoker() || used.contains(c)) return false;
        used.add(c);
        return true;
    };
    for (Seat seat = 0; seat < n; ++seat) {
        const cards::CardList& h = setup.hands[idx(seat)];
        if (static_cast<int>(h.size()) != kHandSize) return std::nullopt;
        for (Card c : h) {
            if (!take(c)) return std::nullopt;
            s.m_hands[idx(seat)].add(c);
        }
    }
    for (Card c : setup.stockTop)
        if (!take(c)) return std::nullopt;
    // The rest of the pack lies below the chosen top cards, in card order.
    for (Card c : CardSet::fullDeck() - used) s.m_stock[idx(s.m_stockCount++)] = c;
    s.pushStockFromTop(setup.stockTop);
    return s;
}

void EmpatSatuState::pushStockFromTop(std::span<const Card> topFirst) {
    for (auto it = topFirst.rbegin(); it != topFirst.rend(); ++it) m_stock[idx(m_stockCount++)] = *it;
}

void EmpatSatuState::clearHand() {
    m_hands = {};
    m_taken = {};
    m_thrown = {};
    m_stock = {};
    m_stockCount = 0;
    m_discards = {};
    m_discardCount = 0;
    m_log = {};
    m_takeable = Card();
    m_takenThisTurn = Card();
    m_discardedThisTurn = Card();
    m_turns = 0;
    m_postStockTurns = 0;
    m_result = HandResult{};
    m_phase = Phase::Start;
    m_current = m_firstPlayer;
}

void EmpatSatuState::dealHand(cards::Rng& rng) {
    clearHand();
    const std::vector<cards::PhysicalCard> order = cards::Deck::standard52().shuffled(rng);
    // Four rounds, one card at a time, clockwise from the dealer's left; the stock's top is the back.
    std::size_t next = order.size();
    for (int round = 0; round < kHandSize; ++round)
        for (int k = 1; k <= m_rules.players; ++k)
            m_hands[idx(game::nextSeat(m_dealer, m_rules.players, k))].add(Card::fromId(order[--next]));
    for (std::size_t i = 0; i < next; ++i) m_stock[idx(m_stockCount++)] = Card::fromId(order[i]);
}

bool EmpatSatuState::isOver() const {
    return m_phase == Phase::HandOver && m_rules.hands > 0 && m_handIndex + 1 >= m_rules.hands;
}

bool EmpatSatuState::startNextDeal() {
    if (m_phase != Phase::HandOver || isOver()) return false;
    // The loser deals the next hand and the winner plays first.
    m_dealer = m_result.loser();
    m_firstPlayer = m_result.winner();
    ++m_handIndex;
    cards::Rng rng = cards::Rng::forStream(m_seed, static_cast<std::uint64_t>(m_handIndex));
    dealHand(rng);
    return true;
}

bool EmpatSatuState::qualifiesToStop(CardSet hand, const Rules& rules) {
    if (hand.count() != kHandSize) return false;
    if (rules.stopThreshold > 0) return handScore(hand) >= rules.stopThreshold;
    for (int s = 0; s < cards::kSuitCount; ++s)
        if ((hand & CardSet::ofSuit(static_cast<cards::Suit>(s))).count() == kHandSize) return true;
    return false;
}

bool EmpatSatuState::canStop() const {
    return m_phase == Phase::Start && qualifiesToStop(m_hands[idx(m_current)], m_rules);
}

MoveBuffer EmpatSatuState::legalMoveBuffer() const {
    // Pushed in Move order (stop, draw, take, discards by card, end), so the buffer is sorted.
    MoveBuffer b;
    const CardSet hand = m_hands[idx(m_current)];
    switch (m_phase) {
    case Phase::Start:
        if (qualifiesToStop(hand, m_rules)) b.push(Move::stop());
        if (!m_rules.discardFirst) {
            if (m_stockCount > 0) b.push(Move::draw());
            if (m_takeable.isValid()) b.push(Move::take());
        } else if (m_stockCount > 0 || m_takeable.isValid()) {
            for (Card c : hand) b.push(Move::discard(c));
        }
        if (m_stockCount == 0) b.push(Move::end());
        break;
    case Phase::Discard:
        for (Card c : hand)
            if (c != m_takenThisTurn || m_rules.mayRediscardTaken) b.push(Move::discard(c));
        break;
    case Phase::Draw:
        if (m_stockCount > 0) b.push(Move::draw());
        if (m_takeable.isValid()) b.push(Move::take());
        break;
    case Phase::HandOver:
        break;
    }
    return b;
}

std::vector<Move> EmpatSatuState::legalMoves() const {
    const MoveBuffer b = legalMoveBuffer();
    return {b.begin(), b.end()};
}

Card EmpatSatuState::popStock() {
    const Card c = m_stock[idx(--m_stockCount)];
    m_stock[idx(m_stockCount)] = Card();
    return c;
}

void EmpatSatuState::removeDiscard(Card card) {
    // The takeable card is the newest or (discardFirst) the second newest entry.
    for (int i = m_discardCount - 1; i >= 0; --i) {
        if (m_discards[idx(i)].card != card) continue;
        for (int j = i; j + 1 < m_discardCount; ++j) m_discards[idx(j)] = m_discards[idx(j + 1)];
        m_discards[idx(--m_discardCount)] = DiscardEntry{};
        return;
    }
}

std::optional<Refusal> EmpatSatuState::apply(const Move& move) {
    if (m_phase == Phase::HandOver) return Refusal::HandOver;
    CardSet& hand = m_hands[idx(m_current)];
    const Phase drawPhase = m_rules.discardFirst ? Phase::Draw : Phase::Start;
    switch (move.kind) {
    case Move::Kind::Stop:
        if (m_phase != Phase::Start) return Refusal::StopNotAtTurnStart;
        if (!qualifiesToStop(hand, m_rules)) return Refusal::StopNotQualified;
        endHand(EndReason::Stopped, m_current);
        return std::nullopt;
    case Move::Kind::End:
        if (m_phase != Phase::Start) return Refusal::WrongPhase;
        if (m_stockCount > 0) return Refusal::StockNotEmpty;
        endHand(EndReason::Declined, m_current);
        return std::nullopt;
    case Move::Kind::Draw:
        if (m_phase != drawPhase) return Refusal::WrongPhase;
        if (m_stockCount == 0) return Refusal::StockEmpty;
        hand.add(popStock());
        if (m_rules.discardFirst)
            completeTurn(false);
        else
            m_phase = Phase::Discard;
        return std::nullopt;
    case Move::Kind::Take: {
        if (m_phase != drawPhase) return Refusal::WrongPhase;
        if (!m_takeable.isValid()) return Refusal::TakeOnFirstTurn;
        const Card c = m_takeable;
        removeDiscard(c);
        hand.add(c);
        m_taken[idx(m_current)].add(c);
        if (m_turns < kTurnLogSize) m_log[idx(m_turns)].taken = c;
        m_takeable = Card();
        if (m_rules.discardFirst) {
            completeTurn(true);
        } else {
            m_takenThisTurn = c;
            m_phase = Phase::Discard;
        }
        return std::nullopt;
    }
    case Move::Kind::Discard: {
        const Phase discardPhase = m_rules.discardFirst ? Phase::Start : Phase::Discard;
        if (m_phase != discardPhase) return Refusal::WrongPhase;
        if (!move.card.isValid() || !hand.contains(move.card)) return Refusal::NotInHand;
        if (move.card == m_takenThisTurn && !m_rules.mayRediscardTaken) return Refusal::RediscardTaken;
        // discardFirst: something must be left to draw after the discard.
        if (m_rules.discardFirst && m_stockCount == 0 && !m_takeable.isValid()) return Refusal::StockEmpty;
        hand.remove(move.card);
        m_thrown[idx(m_current)].add(move.card);
        m_discards[idx(m_discardCount++)] = DiscardEntry{move.card, static_cast<std::int8_t>(m_current)};
        m_discardedThisTurn = move.card;
        if (m_rules.discardFirst)
            m_phase = Phase::Draw;
        else
            completeTurn(m_takenThisTurn.isValid());
        return std::nullopt;
    }
    }
    return Refusal::WrongPhase;
}

void EmpatSatuState::completeTurn(bool took) {
    if (m_turns < kTurnLogSize) m_log[idx(m_turns)].thrown = m_discardedThisTurn;
    // The previous player's discard, if nobody took it, is now dead; this turn's discard can be taken next.
    m_takeable = m_discardedThisTurn;
    m_takenThisTurn = Card();
    m_discardedThisTurn = Card();
    ++m_turns;
    const Seat next = game::nextSeat(m_current, m_rules.players);
    if (m_rules.endWhenStockEmpty && m_stockCount == 0) {
        endHand(EndReason::StockEmpty, next);
        return;
    }
    // A take that leaves the stock empty means the turn began with it empty (a draw cannot leave it full).
    if (took && m_stockCount == 0) {
        ++m_postStockTurns;
        const int cap = m_rules.effectiveTurnCap();
        if (cap > 0 && m_postStockTurns >= cap) {
            endHand(EndReason::TurnCap, next);
            return;
        }
    }
    m_current = next;
    m_phase = Phase::Start;
}

void EmpatSatuState::endHand(EndReason reason, Seat anchor) {
    m_phase = Phase::HandOver;
    m_current = anchor;
    m_takenThisTurn = Card();
    m_discardedThisTurn = Card();
    HandResult r;
    r.reason = reason;
    r.anchor = anchor;
    for (Seat s = 0; s < m_rules.players; ++s) {
        r.hands[idx(s)] = m_hands[idx(s)];
        const HandValue v = evaluate(m_hands[idx(s)]);
        r.scores[idx(s)] = v.score;
        r.suits[idx(s)] = v.suit;
    }
    r.ranking = rankHands(std::span(m_hands.data(), idx(m_rules.players)), anchor);
    m_result = r;
    if (m_rules.runningTotals) {
        ++m_wins[idx(r.winner())];
        ++m_losses[idx(r.loser())];
    }
}

std::vector<double> EmpatSatuState::returns() const {
    std::vector<double> out(idx(m_rules.players), 0.0);
    if (m_phase != Phase::HandOver) return out;
    out[idx(m_result.winner())] = 1.0;
    out[idx(m_result.loser())] = -1.0;
    return out;
}

Observation EmpatSatuState::observation(Seat seat) const {
    Observation o;
    o.seat = seat;
    o.rules = m_rules;
    o.handIndex = m_handIndex;
    o.dealer = m_dealer;
    o.firstPlayer = m_firstPlayer;
    o.current = currentSeat();
    o.phase = m_phase;
    o.turns = m_turns;
    o.postStockTurns = m_postStockTurns;
    o.hand = m_hands[idx(seat)];
    for (Seat s = 0; s < m_rules.players; ++s) {
        o.handCounts[idx(s)] = m_hands[idx(s)].count();
        o.known[idx(s)] = m_hands[idx(s)] & m_taken[idx(s)];
    }
    o.stockCount = m_stockCount;
    o.discards.assign(m_discards.begin(), m_discards.begin() + m_discardCount);
    o.takeable = m_takeable;
    o.takenThisTurn = m_takenThisTurn;
    o.discardedThisTurn = m_discardedThisTurn;
    o.taken = m_taken;
    o.thrown = m_thrown;
    o.turnLog.assign(m_log.begin(), m_log.begin() + std::min(m_turns, kTurnLogSize));
    o.wins = m_wins;
    o.losses = m_losses;
    if (m_phase == Phase::HandOver) o.result = m_result;
    return o;
}

EmpatSatuState EmpatSatuState::publicPart(const Observation& o, std::uint64_t seed) {
    EmpatSatuState s(o.rules, seed, NoDeal{});
    s.m_handIndex = o.handIndex;
    s.m_dealer = o.dealer;
    s.m_firstPlayer = o.firstPlayer;
    s.m_current = o.current == game::kNoSeat ? o.firstPlayer : o.current;
    s.m_phase = o.phase;
    s.m_turns = o.turns;
    s.m_postStockTurns = o.postStockTurns;
    s.m_taken = o.taken;
    s.m_thrown = o.thrown;
    for (std::size_t i = 0; i < o.turnLog.size() && i < s.m_log.size(); ++i) s.m_log[i] = o.turnLog[i];
    if (o.takenThisTurn.isValid() && o.turns < kTurnLogSize) s.m_log[idx(o.turns)].taken = o.takenThisTurn;
    for (const DiscardEntry& d : o.discards) s.m_discards[idx(s.m_discardCount++)] = d;
    s.m_takeable = o.takeable;
    s.m_takenThisTurn = o.takenThisTurn;
    s.m_discardedThisTurn = o.discardedThisTurn;
    s.m_wins = o.wins;
    s.m_losses = o.losses;
    if (o.result) {
        s.m_result = *o.result;
        // The hand has ended, so every hand is shown; only the stock's order is unknown.
        s.m_current = o.result->anchor;
    }
    return s;
}

EmpatSatuState EmpatSatuState::determinize(const Observation& o, cards::Rng& rng) {
    EmpatSatuState s = publicPart(o, rng.next());
    // Known cards stay where they are; the rest of each hand and the stock are dealt from the unseen cards.
    for (Seat seat = 0; seat < o.rules.players; ++seat) {
        if (o.result)
            s.m_hands[idx(seat)] = o.result->hands[idx(seat)];
        else
            s.m_hands[idx(seat)] = seat == o.seat ? o.hand : o.known[idx(seat)];
    }
    std::vector<Card> unseen = o.unseen().toVector();
    rng.shuffle(unseen);
    std::size_t next = 0;
    for (Seat seat = 0; seat < o.rules.players; ++seat)
        while (s.m_hands[idx(seat)].count() < o.handCounts[idx(seat)] && next < unseen.size())
            s.m_hands[idx(seat)].add(unseen[next++]);
    while (next < unseen.size()) s.m_stock[idx(s.m_stockCount++)] = unseen[next++];
    return s;
}

std::optional<EmpatSatuState> EmpatSatuState::determinizeWith(const Observation& o,
                                                              const std::array<CardSet, kMaxSeats>& hands,
                                                              cards::Rng& rng) {
    if (o.result) return std::nullopt; // every hand is shown: nothing to choose
    const CardSet unseen = o.unseen();
    CardSet used;
    for (Seat seat = 0; seat < o.rules.players; ++seat) {
        const CardSet hand = hands[idx(seat)];
        const CardSet allowed = seat == o.seat ? o.hand : (o.known[idx(seat)] | unseen);
        const CardSet required = seat == o.seat ? o.hand : o.known[idx(seat)];
        if (hand.count() != o.handCounts[idx(seat)] || !allowed.containsAll(hand) ||
            !hand.containsAll(required) || hand.intersects(used))
            return std::nullopt;
        used |= hand;
    }
    EmpatSatuState s = publicPart(o, rng.next());
    for (Seat seat = 0; seat < o.rules.players; ++seat) s.m_hands[idx(seat)] = hands[idx(seat)];
    for (Card c : unseen - used) s.m_stock[idx(s.m_stockCount++)] = c;
    rng.shuffle(std::span(s.m_stock.data(), idx(s.m_stockCount)));
    return s;
}

std::vector<game::Zone> EmpatSatuState::zones() const {
    using game::Visibility;
    const auto ids = cards::physicalCards;
    std::vector<game::Zone> z;
    const bool shown = m_phase == Phase::HandOver;
    for (Seat s = 0; s < m_rules.players; ++s) {
        const CardSet known = shown ? CardSet() : m_hands[idx(s)] & m_taken[idx(s)];
        z.push_back(
            {"hand", s, shown ? Visibility::Public : Visibility::Owner, ids(m_hands[idx(s)] - known)});
        z.push_back({"known", s, Visibility::Public, ids(known)});
    }
    std::vector<cards::PhysicalCard> stock;
    for (int i = 0; i < m_stockCount; ++i) stock.push_back(m_stock[idx(i)].id());
    z.push_back({"stock", game::kNoSeat, Visibility::Hidden, std::move(stock)});
    if (m_rules.discardPiles == DiscardPiles::Central) {
        std::vector<cards::PhysicalCard> pile;
        for (int i = 0; i < m_discardCount; ++i) pile.push_back(m_discards[idx(i)].card.id());
        z.push_back({"pile", game::kNoSeat, Visibility::Public, std::move(pile)});
    } else {
        for (Seat s = 0; s < m_rules.players; ++s) {
            std::vector<cards::PhysicalCard> pile;
            for (int i = 0; i < m_discardCount; ++i)
                if (m_discards[idx(i)].seat == s) pile.push_back(m_discards[idx(i)].card.id());
            z.push_back({"pile", s, Visibility::Public, std::move(pile)});
        }
    }
    return z;
}

} // namespace core::empatsatu
