#include "capsa/state.h"

#include "capsa/combinationfinder.h"
#include "capsa/scoring.h"
#include "cards/deck.h"

#include <algorithm>

namespace core::capsa {

using cards::Card;
using cards::CardSet;

namespace {
const Card kThreeOfDiamonds(cards::Rank::Three, cards::Suit::Diamonds);
} // namespace

CapsaState::CapsaState(const CapsaRules& rules, std::uint64_t seed) : m_rules(rules), m_seed(seed) {
    dealRound();
}

CapsaState CapsaState::fromHands(const CapsaRules& rules, const std::array<CardSet, 4>& hands) {
    CapsaState s;
    s.m_rules = rules;
    s.m_hands = hands;
    s.startRound(holderOf(kThreeOfDiamonds, hands), true);
    // Cards in no hand count as played before, so every card still lies in one place.
    CardSet held;
    for (const auto& h : hands) held |= h;
    s.m_playedEarlier = CardSet::fullDeck() - held;
    s.checkInstantWins();
    return s;
}

Seat CapsaState::holderOf(Card card, const std::array<CardSet, 4>& hands) {
    for (Seat s = 0; s < kCapsaPlayers; ++s)
        if (hands[static_cast<std::size_t>(s)].contains(card)) return s;
    return 0;
}

void CapsaState::dealRound() {
    cards::Rng rng = cards::Rng::forStream(m_seed, static_cast<std::uint64_t>(m_round));
    const std::vector<cards::PhysicalCard> order = cards::Deck::standard52().shuffled(rng);
    m_hands = {};
    for (std::size_t i = 0; i < order.size(); ++i) m_hands[i % 4].add(Card::fromId(order[i]));

    const bool firstRound = m_results.empty();
    if (firstRound || m_rules.laterRoundLeader == LaterRoundLeader::Holder3D)
        startRound(holderOf(kThreeOfDiamonds, m_hands), true);
    else
        startRound(m_results.back().finishOrder.front(), false);
    checkInstantWins();
}

void CapsaState::startRound(Seat leader, bool mustPlay3D) {
    m_playedBy = {};
    m_playedAfterFirstOut = {};
    m_countsAtFirstOut = {};
    m_trickCards.clear();
    m_playedEarlier.clear();
    m_table.reset();
    m_tableOwner = game::kNoSeat;
    m_current = leader;
    m_passed = 0;
    m_mustPlay3D = mustPlay3D;
    m_twoDemoted = false;
    m_trick = 0;
    m_log.clear();
    m_finishOrder.clear();
    m_roundOver = false;
    m_revealed = {};
}

void CapsaState::checkInstantWins() {
    if (!m_rules.anyInstantWin()) return;
    const Seat winner = instantWinner(m_hands, holderOf(kThreeOfDiamonds, m_hands), m_rules);
    if (winner == game::kNoSeat) return;

    RoundResult result;
    result.instantWin = instantWinOf(m_hands[static_cast<std::size_t>(winner)], m_rules);
    result.finishOrder = instantWinOrder(winner, m_hands, m_rules);
    for (Seat s = 0; s < kCapsaPlayers; ++s) {
        result.cardsLeft[static_cast<std::size_t>(s)] =
            s == winner ? 0 : m_hands[static_cast<std::size_t>(s)].count();
        if (s != winner && m_rules.scoring == Scoring::CardsLeft) {
            const int penalty = cardsLeftPenalty(m_hands[static_cast<std::size_t>(s)], m_rules.doubleForTwos);
            result.points[static_cast<std::size_t>(s)] = penalty;
            result.points[static_cast<std::size_t>(winner)] -= penalty;
        }
    }
    if (m_rules.scoring == Scoring::Placement)
        for (std::size_t place = 0; place < result.finishOrder.size(); ++place)
            result.points[static_cast<std::size_t>(result.finishOrder[place])] =
                placementPoints(static_cast<int>(place));
    m_finishOrder = result.finishOrder;
    m_results.push_back(result);
    for (int s = 0; s < 4; ++s)
        m_totals[static_cast<std::size_t>(s)] += result.points[static_cast<std::size_t>(s)];
    m_roundOver = true;
    m_revealed = m_hands;
    const int rounds = static_cast<int>(m_results.size());
    const int top = *std::max_element(m_totals.begin(), m_totals.end());
    m_gameOver = (m_rules.rounds > 0 && rounds >= m_rules.rounds) ||
                 (m_rules.targetScore > 0 && top >= m_rules.targetScore);
}

std::optional<Refusal> CapsaState::check(const Move& move) const {
    if (m_roundOver) return Refusal::RoundOver;
    if (move.isPass()) return m_table ? std::nullopt : std::optional(Refusal::LeaderCannotPass);
    if (!m_hands[static_cast<std::size_t>(m_current)].containsAll(move.cards)) return Refusal::NotInHand;
    const CombinationRules rules = combinationRules();
    const Combination combo = rules.classify(move.cards);
    if (!combo.valid()) return Refusal::NotACombination;
    if (m_mustPlay3D && !move.cards.contains(kThreeOfDiamonds)) return Refusal::MustContainThreeOfDiamonds;
    if (!m_table || rules.beats(combo, *m_table)) return std::nullopt;
    if (combo.size() != m_table->size()) return Refusal::WrongCardCount;
    if (combo.isPaket() || combo.kind == m_table->kind) return Refusal::TooLow;
    // Two pair and the Bom are ranked against each other like the five-card kinds.
    const auto fourCardKind = [](Kind k) { return k == Kind::TwoPair || k == Kind::Bom; };
    if (fourCardKind(combo.kind) && fourCardKind(m_table->kind)) return Refusal::TooLow;
    return Refusal::WrongKind;
}

std::vector<Move> CapsaState::legalMoves() const {
    if (m_roundOver) return {};
    return legalMovesFor(combinationRules(), m_hands[static_cast<std::size_t>(m_current)], m_table,
                         m_mustPlay3D);
}

std::vector<Move> CapsaState::legalMovesFor(const CombinationRules& rules, CardSet hand,
                                            const std::optional<Combination>& table, bool mustPlay3D) {
    std::vector<Move> moves;
    const CombinationFinder finder(rules);
    if (table) {
        moves.push_back(Move::pass());
        const auto consider = [&](CardSet cards) {
            if (rules.beats(rules.classify(cards), *table)) moves.push_back(Move::play(cards));
            return false;
        };
        finder.forEach(hand, table->size(), consider);
        if (table->kind == Kind::Single) {
            if (rules.rules().bombBeatsSingle && rules.rules().quadAlone()) finder.forEach(hand, 4, consider);
            if (rules.rules().fiveCardQuadBeatsSingle2) finder.forEach(hand, 5, consider);
        }
    } else {
        finder.forEach(hand, 0, [&](CardSet cards) {
            if (!mustPlay3D || cards.contains(kThreeOfDiamonds)) moves.push_back(Move::play(cards));
            return false;
        });
    }
    std::sort(moves.begin(), moves.end());
    moves.erase(std::unique(moves.begin(), moves.end()), moves.end());
    return moves;
}

std::optional<Refusal> CapsaState::apply(const Move& move) {
    if (auto refusal = check(move)) return refusal;
    const auto seat = static_cast<std::size_t>(m_current);

    if (move.isPass()) {
        m_log.push_back({m_current, move, Kind::Invalid, m_trick});
        m_passed |= static_cast<std::uint8_t>(1u << m_current);
        advance();
        return std::nullopt;
    }

    const Combination combo = combinationRules().classify(move.cards);
    m_hands[seat] -= move.cards;
    m_playedBy[seat] |= move.cards;
    if (!m_finishOrder.empty()) m_playedAfterFirstOut[seat] |= move.cards;
    m_trickCards |= move.cards;
    m_table = combo;
    m_tableOwner = m_current;
    m_mustPlay3D = false;
    if (m_rules.passerMayReenter) m_passed = 0;
    if (m_rules.pitingBombsTwo && (combo.kind == Kind::FourOfAKind || combo.kind == Kind::Bom))
        m_twoDemoted = !m_twoDemoted;
    m_log.push_back({m_current, move, combo.kind, m_trick});

    if (m_hands[seat].empty()) {
        m_finishOrder.push_back(m_current);
        if (m_finishOrder.size() == 1)
            for (int s = 0; s < 4; ++s)
                m_countsAtFirstOut[static_cast<std::size_t>(s)] =
                    m_hands[static_cast<std::size_t>(s)].count();
        const bool over = m_rules.playUntil == PlayUntil::FirstOut || m_finishOrder.size() == 3;
        if (over) {
            endRound();
            return std::nullopt;
        }
    }
    advance();
    return std::nullopt;
}

Seat CapsaState::firstWithCardsAfter(Seat seat) const {
    for (int step = 1; step <= kCapsaPlayers; ++step) {
        const Seat s = game::nextSeat(seat, kCapsaPlayers, step);
        if (!m_hands[static_cast<std::size_t>(s)].empty()) return s;
    }
    return seat;
}

void CapsaState::advance() {
    for (int step = 1; step <= kCapsaPlayers; ++step) {
        const Seat s = game::nextSeat(m_current, kCapsaPlayers, step);
        const bool hasCards = !m_hands[static_cast<std::size_t>(s)].empty();
        if (s == m_tableOwner && hasCards) {
            endTrick(s); // everyone else passed or is out: the last player to play leads
            return;
        }
        if (!hasCards || hasPassed(s)) continue;
        m_current = s;
        return;
    }
    // Nobody can answer and the last player to play is out: the lead is inherited clockwise.
    endTrick(firstWithCardsAfter(m_tableOwner));
}

void CapsaState::endTrick(Seat leader) {
    m_playedEarlier |= m_trickCards;
    m_trickCards.clear();
    m_table.reset();
    m_tableOwner = game::kNoSeat;
    m_passed = 0;
    m_current = leader;
    ++m_trick;
}

void CapsaState::endRound() {
    // The players still holding cards follow the ones who went out: by fewest cards left at the end, then
    // clockwise from the last player out (only the first-out rule leaves more than one).
    std::vector<Seat> rest;
    for (int step = 1; step <= kCapsaPlayers; ++step) {
        const Seat s = game::nextSeat(m_finishOrder.back(), kCapsaPlayers, step);
        if (!m_hands[static_cast<std::size_t>(s)].empty()) rest.push_back(s);
    }
    std::stable_sort(rest.begin(), rest.end(), [&](Seat a, Seat b) {
        return m_hands[static_cast<std::size_t>(a)].count() < m_hands[static_cast<std::size_t>(b)].count();
    });
    m_finishOrder.insert(m_finishOrder.end(), rest.begin(), rest.end());

    std::array<CardSet, 4> atFirstOut{};
    RoundResult result;
    result.finishOrder = m_finishOrder;
    for (std::size_t s = 0; s < 4; ++s) {
        atFirstOut[s] = m_hands[s] | m_playedAfterFirstOut[s];
        result.cardsLeft[s] = m_countsAtFirstOut[s];
    }
    result.points = roundPoints(m_rules, m_finishOrder, atFirstOut);
    for (std::size_t s = 0; s < 4; ++s) m_totals[s] += result.points[s];
    m_results.push_back(result);

    m_revealed = m_hands;
    m_roundOver = true;
    m_playedEarlier |= m_trickCards;
    m_trickCards.clear();
    m_table.reset();
    m_tableOwner = game::kNoSeat;
    const int rounds = static_cast<int>(m_results.size());
    const int top = *std::max_element(m_totals.begin(), m_totals.end());
    m_gameOver = (m_rules.rounds > 0 && rounds >= m_rules.rounds) ||
                 (m_rules.targetScore > 0 && top >= m_rules.targetScore);
}

bool CapsaState::startNextDeal() {
    if (!m_roundOver || m_gameOver) return false;
    ++m_round;
    dealRound();
    return true;
}

std::vector<double> CapsaState::returns() const {
    std::vector<double> r(4, 0.0);
    if (!m_roundOver || m_results.empty()) return r;
    const RoundResult& last = m_results.back();
    const double scale = m_rules.scoring == Scoring::Placement ? 3.0 : 39.0;
    for (std::size_t s = 0; s < 4; ++s) r[s] = last.points[s] / scale;
    return r;
}

Observation CapsaState::observation(Seat seat) const {
    Observation o;
    o.seat = seat;
    o.rules = m_rules;
    o.round = m_round;
    o.hand = m_hands[static_cast<std::size_t>(seat)];
    for (std::size_t s = 0; s < 4; ++s) o.handCounts[s] = m_hands[s].count();
    o.current = currentSeat();
    o.table = m_table;
    o.tableOwner = m_tableOwner;
    o.passedMask = m_passed;
    o.mustPlayThreeOfDiamonds = m_mustPlay3D && !m_roundOver;
    o.twoDemoted = m_twoDemoted;
    o.trickCards = m_trickCards;
    o.trick = m_trick;
    o.finishOrder = m_finishOrder;
    o.countsAtFirstOut = m_countsAtFirstOut;
    if (m_rules.hidePlayedTricks) {
        for (const LogEntry& e : m_log)
            if (e.trick == m_trick) o.log.push_back(e);
    } else {
        o.playedEarlier = m_playedEarlier;
        o.playedBy = m_playedBy;
        o.playedAfterFirstOut = m_playedAfterFirstOut;
        o.log = m_log;
    }
    o.roundOver = m_roundOver;
    o.gameOver = m_gameOver;
    if (m_roundOver) o.revealedHands = m_revealed;
    o.totals = m_totals;
    o.results = m_results;
    return o;
}

void CapsaState::exchangeCards(Seat a, Card fromA, Seat b, Card fromB) {
    CardSet& handA = m_hands[static_cast<std::size_t>(a)];
    CardSet& handB = m_hands[static_cast<std::size_t>(b)];
    if (!handA.contains(fromA) || !handB.contains(fromB)) return;
    handA.remove(fromA);
    handB.remove(fromB);
    handA.add(fromB);
    handB.add(fromA);
}

CapsaState CapsaState::determinize(const Observation& o, cards::Rng& rng) {
    CapsaState s;
    s.m_rules = o.rules;
    s.m_round = o.round;
    s.m_trickCards = o.trickCards;
    s.m_table = o.table;
    s.m_tableOwner = o.tableOwner;
    s.m_current = o.current == game::kNoSeat ? o.seat : o.current;
    s.m_passed = o.passedMask;
    s.m_mustPlay3D = o.mustPlayThreeOfDiamonds;
    s.m_twoDemoted = o.twoDemoted;
    s.m_trick = o.trick;
    s.m_log = o.log;
    s.m_finishOrder = o.finishOrder;
    s.m_countsAtFirstOut = o.countsAtFirstOut;
    s.m_roundOver = o.roundOver;
    s.m_gameOver = o.gameOver;
    s.m_totals = o.totals;
    s.m_results = o.results;
    s.m_playedEarlier = o.playedEarlier;
    s.m_playedBy = o.playedBy;
    s.m_playedAfterFirstOut = o.playedAfterFirstOut;

    if (o.roundOver) {
        s.m_hands = o.revealedHands;
        s.m_revealed = o.revealedHands;
        // Under hidePlayedTricks the earlier tricks stay unknown; they are whatever nobody holds.
        CardSet held = o.trickCards;
        for (const auto& h : o.revealedHands) held |= h;
        s.m_playedEarlier = CardSet::fullDeck() - held;
        return s;
    }

    CardSet unknown = CardSet::fullDeck() - o.hand - o.trickCards - o.playedEarlier;
    for (const auto& p : o.playedAfterFirstOut) unknown -= p;
    std::vector<Card> pool = unknown.toVector();
    rng.shuffle(pool);
    const auto take = [&](int n, CardSet& into) {
        for (int i = 0; i < n && !pool.empty(); ++i) {
            into.add(pool.back());
            pool.pop_back();
        }
    };
    // The player who must lead with 3♦ is known to hold it.
    if (o.mustPlayThreeOfDiamonds && o.current != o.seat && unknown.contains(kThreeOfDiamonds)) {
        pool.erase(std::find(pool.begin(), pool.end(), kThreeOfDiamonds));
        s.m_hands[static_cast<std::size_t>(o.current)].add(kThreeOfDiamonds);
    }
    for (Seat seat = 0; seat < kCapsaPlayers; ++seat) {
        auto& hand = s.m_hands[static_cast<std::size_t>(seat)];
        if (seat == o.seat) {
            hand = o.hand;
            continue;
        }
        take(o.handCounts[static_cast<std::size_t>(seat)] - hand.count(), hand);
    }
    if (o.rules.hidePlayedTricks) {
        // Cards played after the first player went out are part of the cards-left snapshot.
        if (!o.finishOrder.empty())
            for (std::size_t seat = 0; seat < 4; ++seat)
                take(o.countsAtFirstOut[seat] - o.handCounts[seat], s.m_playedAfterFirstOut[seat]);
        for (Card c : pool) s.m_playedEarlier.add(c);
        for (const auto& p : s.m_playedAfterFirstOut) s.m_playedEarlier |= p;
        s.m_playedEarlier -= o.trickCards;
    }
    return s;
}

std::vector<game::Zone> CapsaState::zones() const {
    using game::Visibility;
    const auto ids = cards::physicalCards;
    std::vector<game::Zone> z;
    for (Seat s = 0; s < kCapsaPlayers; ++s)
        z.push_back({"hand", s, m_roundOver ? Visibility::Public : Visibility::Owner,
                     ids(m_hands[static_cast<std::size_t>(s)])});
    z.push_back({"trick", game::kNoSeat, Visibility::Public, ids(m_trickCards)});
    z.push_back({"played", game::kNoSeat, m_rules.hidePlayedTricks ? Visibility::Hidden : Visibility::Public,
                 ids(m_playedEarlier)});
    return z;
}

} // namespace core::capsa
