#include "holdem/state.h"

#include "holdem/evaluator.h"

#include <algorithm>

namespace core::holdem {

namespace {

constexpr std::array<std::string_view, kMaxSeats> kHandZones = {
    "hand 1", "hand 2", "hand 3", "hand 4", "hand 5", "hand 6", "hand 7", "hand 8", "hand 9"};

HoldemRules normalised(HoldemRules rules) {
    rules.players = std::clamp(rules.players, kMinSeats, kMaxSeats);
    rules.smallBlind = std::max(1, rules.smallBlind);
    rules.bigBlind = std::max(rules.bigBlind, rules.smallBlind);
    rules.ante = std::max(0, rules.ante);
    rules.startingStack = std::max(1, rules.startingStack);
    rules.handsPerLevel = std::max(1, rules.handsPerLevel);
    return rules;
}

} // namespace

HoldemState::HoldemState(const HoldemRules& rules, std::uint64_t seed) : HoldemState(rules, seed, {}) {}

HoldemState::HoldemState(const HoldemRules& rules, std::uint64_t seed,
                         const std::array<SeatStats, kMaxSeats>& stats)
    : m_seed(seed) {
    m_table.rules = normalised(rules);
    m_table.stats = stats;
    for (Seat s = 0; s < seatCount(); ++s) m_table.stack[s] = m_table.rules.startingChips();
    cards::Rng rng = cards::Rng::forStream(seed, 0);
    const Seat button = static_cast<Seat>(rng.below(static_cast<std::uint32_t>(seatCount())));
    dealHoleCards(rng);
    m_table.handIndex = 0;
    startHand(button);
}

std::optional<HoldemState> HoldemState::fromSetup(const HoldemRules& rules, const Setup& setup,
                                                  std::uint64_t seed) {
    HoldemState state;
    state.m_seed = seed;
    state.m_table.rules = normalised(rules);
    const int n = state.seatCount();
    if (static_cast<int>(setup.stacks.size()) != n || static_cast<int>(setup.hole.size()) != n)
        return std::nullopt;
    if (setup.board.size() > 5 || setup.handIndex < 0) return std::nullopt;
    if (setup.button < 0 || setup.button >= n || setup.stacks[static_cast<std::size_t>(setup.button)] <= 0)
        return std::nullopt;
    cards::CardSet used;
    int withChips = 0;
    const auto take = [&](cards::Card c) {
        if (!c.isValid() || c.isJoker() || used.contains(c)) return false;
        used.add(c);
        return true;
    };
    for (Seat s = 0; s < n; ++s) {
        const int stack = setup.stacks[static_cast<std::size_t>(s)];
        const auto& hole = setup.hole[static_cast<std::size_t>(s)];
        if (stack < 0 || hole.size() != (stack > 0 ? 2u : 0u)) return std::nullopt;
        for (cards::Card c : hole)
            if (!take(c)) return std::nullopt;
        state.m_table.stack[s] = stack;
        state.m_hole[static_cast<std::size_t>(s)] = cards::CardSet::of(hole);
        withChips += stack > 0 ? 1 : 0;
    }
    if (withChips < 2) return std::nullopt;
    for (cards::Card c : setup.board)
        if (!take(c)) return std::nullopt;

    // The stock: the rest in a seeded random order, then the board on top, flop first.
    std::vector<cards::Card> rest = (cards::CardSet::fullDeck() - used).toVector();
    cards::Rng rng(seed);
    rng.shuffle(rest);
    for (cards::Card c : rest) state.m_stock[static_cast<std::size_t>(state.m_stockCount++)] = c;
    for (auto it = setup.board.rbegin(); it != setup.board.rend(); ++it)
        state.m_stock[static_cast<std::size_t>(state.m_stockCount++)] = *it;
    state.m_table.handIndex = setup.handIndex;
    state.m_table.stats = setup.stats;
    state.startHand(setup.button);
    return state;
}

Seat HoldemState::nextDealtAfter(Seat seat) const {
    for (int step = 1; step <= seatCount(); ++step) {
        const Seat s = game::nextSeat(seat, seatCount(), step);
        if (hasSeat(m_table.dealt, s)) return s;
    }
    return seat;
}

void HoldemState::dealHoleCards(cards::Rng& rng) {
    const std::vector<cards::PhysicalCard> deck = cards::Deck::standard52().shuffled(rng);
    std::size_t next = 0;
    m_hole = {};
    for (Seat s = 0; s < seatCount(); ++s) {
        if (m_table.stack[s] <= 0) continue;
        for (int k = 0; k < 2; ++k)
            m_hole[static_cast<std::size_t>(s)].add(cards::Card::fromId(deck[next++]));
    }
    m_stockCount = 0;
    m_stock = {};
    for (; next < deck.size(); ++next)
        m_stock[static_cast<std::size_t>(m_stockCount++)] = cards::Card::fromId(deck[next]);
}

void HoldemState::startHand(Seat button) {
    PublicTable& t = m_table;
    t.blinds = t.rules.blindsForHand(t.handIndex);
    t.street = Street::Preflop;
    t.handOver = false;
    t.board = {};
    t.boardCount = 0;
    t.streetBet = {};
    t.committed = {};
    t.lastActedLevel = {};
    t.dealt = 0;
    t.folded = 0;
    t.allIn = 0;
    t.acted = 0;
    t.lastAggressor = game::kNoSeat;
    t.log.clear();
    t.results.clear();
    t.shown = {};
    t.shownMask = 0;
    t.showOrder.clear();
    t.vpipThisHand = 0;
    t.pfrThisHand = 0;
    for (Seat s = 0; s < seatCount(); ++s) {
        t.startStack[s] = t.stack[s];
        if (t.stack[s] > 0) t.dealt |= seatBit(s);
    }
    t.button = button;
    if (std::popcount(t.dealt) == 2) {
        // Heads-up: the button posts the small blind.
        t.smallBlindSeat = t.button;
        t.bigBlindSeat = nextDealtAfter(t.button);
    } else {
        t.smallBlindSeat = nextDealtAfter(t.button);
        t.bigBlindSeat = nextDealtAfter(t.smallBlindSeat);
    }
    postBlinds();
    t.level = t.blinds.bigBlind;
    t.minRaise = t.blinds.bigBlind;
    t.current = t.nextToAct(t.bigBlindSeat);
    if (t.current == game::kNoSeat) endStreet();
}

void HoldemState::postBlinds() {
    PublicTable& t = m_table;
    if (t.blinds.ante > 0) {
        for (Seat s : clockwiseFromButton(t.dealt, t.button, seatCount())) {
            const int chips = std::min(t.blinds.ante, t.stack[s]);
            t.stack[s] -= chips;
            t.committed[s] += chips;
            if (t.stack[s] == 0) t.allIn |= seatBit(s);
            log({.kind = HandEvent::Kind::PostAnte, .seat = s, .amount = chips, .allIn = t.stack[s] == 0});
        }
    }
    const auto post = [&](Seat s, int blind, HandEvent::Kind kind) {
        const int chips = std::min(blind, t.stack[s]);
        if (chips == 0) return;
        putIn(s, chips);
        log({.kind = kind, .seat = s, .amount = chips, .total = t.streetBet[s], .allIn = t.stack[s] == 0});
    };
    post(t.smallBlindSeat, t.blinds.smallBlind, HandEvent::Kind::PostSmallBlind);
    post(t.bigBlindSeat, t.blinds.bigBlind, HandEvent::Kind::PostBigBlind);
}

void HoldemState::putIn(Seat seat, int chips) {
    PublicTable& t = m_table;
    t.stack[seat] -= chips;
    t.streetBet[seat] += chips;
    t.committed[seat] += chips;
    if (t.stack[seat] == 0) t.allIn |= seatBit(seat);
}

void HoldemState::log(HandEvent event) {
    event.street = m_table.street;
    m_table.log.push_back(event);
}

std::optional<Refusal> HoldemState::checkFor(Seat seat, const Move& move) const {
    if (m_table.handOver || m_table.current == game::kNoSeat) return Refusal::HandOver;
    if (seat != m_table.current) return Refusal::NotYourTurn;
    return check(move);
}

std::optional<Refusal> HoldemState::apply(const Move& move) {
    if (auto refusal = check(move)) return refusal;
    PublicTable& t = m_table;
    const Seat s = t.current;
    const bool preflop = t.street == Street::Preflop;
    SeatStats& stats = t.stats[s];
    using K = HandEvent::Kind;
    switch (move.kind) {
    case Move::Kind::Fold:
        t.folded |= seatBit(s);
        t.acted |= seatBit(s);
        log({.kind = K::Fold, .seat = s});
        if (!preflop) ++stats.folds;
        break;
    case Move::Kind::Check:
        t.acted |= seatBit(s);
        t.lastActedLevel[s] = t.level;
        log({.kind = K::Check, .seat = s, .total = t.streetBet[s]});
        if (!preflop) ++stats.checks;
        break;
    case Move::Kind::Call: {
        const int chips = std::min(t.toCall(s), t.stack[s]);
        putIn(s, chips);
        t.acted |= seatBit(s);
        t.lastActedLevel[s] = t.level;
        log({.kind = K::Call, .seat = s, .amount = chips, .total = t.streetBet[s], .allIn = t.stack[s] == 0});
        if (preflop)
            t.vpipThisHand |= seatBit(s);
        else
            ++stats.calls;
        break;
    }
    case Move::Kind::Raise:
    case Move::Kind::AllIn: {
        const int total = move.kind == Move::Kind::AllIn ? t.allInTotal(s) : move.amount;
        const int chips = total - t.streetBet[s];
        const int increment = total - t.level;
        const bool full = increment >= t.minRaise;
        const K kind = t.level == 0 ? K::Bet : K::Raise;
        putIn(s, chips);
        if (full) t.minRaise = increment;
        t.level = total;
        t.lastAggressor = s;
        t.acted |= seatBit(s);
        t.lastActedLevel[s] = total;
        log({.kind = kind,
             .seat = s,
             .amount = chips,
             .total = total,
             .allIn = t.stack[s] == 0,
             .fullRaise = full});
        if (preflop) {
            t.vpipThisHand |= seatBit(s);
            t.pfrThisHand |= seatBit(s);
        } else {
            ++stats.aggressive;
        }
        break;
    }
    }
    afterAction(s);
    return std::nullopt;
}

void HoldemState::afterAction(Seat actor) {
    PublicTable& t = m_table;
    if (t.liveCount() == 1) {
        finishUncontested();
        return;
    }
    t.current = t.nextToAct(actor);
    if (t.current == game::kNoSeat) endStreet();
}

void HoldemState::returnUncalled() {
    PublicTable& t = m_table;
    Seat top = game::kNoSeat;
    for (Seat s = 0; s < seatCount(); ++s)
        if (hasSeat(t.dealt, s) && (top == game::kNoSeat || t.streetBet[s] > t.streetBet[top])) top = s;
    if (top == game::kNoSeat) return;
    int second = 0;
    for (Seat s = 0; s < seatCount(); ++s)
        if (s != top && hasSeat(t.dealt, s)) second = std::max(second, t.streetBet[s]);
    const int excess = t.streetBet[top] - second;
    if (excess <= 0) return;
    t.streetBet[top] -= excess;
    t.committed[top] -= excess;
    t.stack[top] += excess;
    t.allIn &= static_cast<SeatMask>(~seatBit(top));
    log({.kind = HandEvent::Kind::UncalledReturned, .seat = top, .amount = excess});
}

void HoldemState::endStreet() {
    PublicTable& t = m_table;
    returnUncalled();
    if (t.street == Street::River) {
        showdown();
        return;
    }
    t.streetBet = {};
    t.lastActedLevel = {};
    t.acted = 0;
    t.level = 0;
    t.minRaise = t.blinds.bigBlind;
    t.lastAggressor = game::kNoSeat;
    t.street = static_cast<Street>(static_cast<int>(t.street) + 1);
    dealBoard(t.street == Street::Flop ? 3 : 1);
    if (t.street == Street::Flop)
        for (Seat s = 0; s < seatCount(); ++s)
            if (t.isLive(s)) ++t.stats[s].sawFlop;
    // With at most one seat able to bet, nobody acts and the next street follows at once (the run-out).
    t.current = t.nextToAct(t.button);
    if (t.current == game::kNoSeat) endStreet();
}

void HoldemState::dealBoard(int count) {
    PublicTable& t = m_table;
    cards::CardSet dealtNow;
    for (int i = 0; i < count; ++i) {
        const cards::Card c = m_stock[static_cast<std::size_t>(--m_stockCount)];
        m_stock[static_cast<std::size_t>(m_stockCount)] = cards::Card();
        t.board[static_cast<std::size_t>(t.boardCount++)] = c;
        dealtNow.add(c);
    }
    log({.kind = HandEvent::Kind::BoardDealt, .cards = dealtNow});
}

void HoldemState::finishUncontested() {
    PublicTable& t = m_table;
    returnUncalled();
    const Seat winner = std::countr_zero(t.live());
    const int total = t.potTotal();
    t.stack[winner] += total;
    t.results = {PotResult{Pot{total, t.live()}, {winner}, {total}, false}};
    log({.kind = HandEvent::Kind::PotWon, .seat = winner, .amount = total, .pot = 0});
    endHand();
}

void HoldemState::showdown() {
    PublicTable& t = m_table;
    const Seat riverAggressor = t.lastAggressor;
    t.street = Street::Showdown;
    t.current = game::kNoSeat;
    const SeatMask live = t.live();

    // Display order: the last river bettor or raiser first, else the first live seat left of the button.
    const Seat first = (riverAggressor != game::kNoSeat && t.isLive(riverAggressor))
                           ? riverAggressor
                           : clockwiseFromButton(live, t.button, seatCount()).front();
    for (int step = 0; step < seatCount(); ++step) {
        const Seat s = game::nextSeat(first, seatCount(), step);
        if (!hasSeat(live, s)) continue;
        cards::CardList seven = (m_hole[static_cast<std::size_t>(s)] | t.boardSet()).toVector();
        ShownHand shown{m_hole[static_cast<std::size_t>(s)], cards::CardSet::of(bestFive(seven)),
                        evaluate(seven)};
        t.shown[s] = shown;
        t.shownMask |= seatBit(s);
        t.showOrder.push_back(s);
        log({.kind = HandEvent::Kind::Showed,
             .seat = s,
             .cards = shown.hole,
             .best = shown.best,
             .value = shown.value});
    }

    // Each pot alone, from the highest side pot down.
    const std::vector<Pot> pots =
        buildPots(std::span<const int>(t.committed.data(), static_cast<std::size_t>(seatCount())), live);
    t.results.assign(pots.size(), PotResult{});
    for (std::size_t i = pots.size(); i-- > 0;) {
        const Pot& pot = pots[i];
        HandValue best = 0;
        for (Seat s = 0; s < seatCount(); ++s)
            if (hasSeat(pot.eligible, s)) best = std::max(best, t.shown[s].value);
        SeatMask winnersMask = 0;
        for (Seat s = 0; s < seatCount(); ++s)
            if (hasSeat(pot.eligible, s) && t.shown[s].value == best) winnersMask |= seatBit(s);
        PotResult& result = t.results[i];
        result.pot = pot;
        result.winners = clockwiseFromButton(winnersMask, t.button, seatCount());
        result.shares = splitPot(pot.amount, result.winners);
        result.showdown = std::popcount(pot.eligible) > 1;
        for (std::size_t w = 0; w < result.winners.size(); ++w) {
            const Seat s = result.winners[w];
            t.stack[s] += result.shares[w];
            log({.kind = HandEvent::Kind::PotWon,
                 .seat = s,
                 .amount = result.shares[w],
                 .pot = static_cast<int>(i),
                 .best = t.shown[s].best,
                 .value = t.shown[s].value});
        }
    }
    endHand();
}

void HoldemState::endHand() {
    PublicTable& t = m_table;
    t.handOver = true;
    t.current = game::kNoSeat;
    for (Seat s = 0; s < seatCount(); ++s) {
        if (!hasSeat(t.dealt, s)) continue;
        SeatStats& st = t.stats[s];
        ++st.hands;
        st.vpip += hasSeat(t.vpipThisHand, s) ? 1 : 0;
        st.pfr += hasSeat(t.pfrThisHand, s) ? 1 : 0;
        if (t.street == Street::Showdown && t.isLive(s)) {
            ++st.showdowns;
            st.showdownsWon +=
                t.stack[s] > 0 && std::any_of(t.results.begin(), t.results.end(), [&](const PotResult& r) {
                    return std::find(r.winners.begin(), r.winners.end(), s) != r.winners.end();
                });
        }
    }

    // Busted players, best place first: more chips at the start of the hand, then nearer the button's left.
    std::vector<Seat> busted;
    int remaining = 0;
    for (Seat s : clockwiseFromButton(t.dealt, t.button, seatCount())) {
        if (t.stack[s] == 0)
            busted.push_back(s);
        else
            ++remaining;
    }
    std::stable_sort(busted.begin(), busted.end(),
                     [&](Seat a, Seat b) { return t.startStack[a] > t.startStack[b]; });
    for (std::size_t i = 0; i < busted.size(); ++i) {
        const Seat s = busted[i];
        t.place[s] = remaining + 1 + static_cast<int>(i);
        log({.kind = HandEvent::Kind::BustedOut, .seat = s, .amount = t.place[s]});
    }
    if (remaining <= 1) {
        t.tournamentOver = true;
        for (Seat s = 0; s < seatCount(); ++s)
            if (t.stack[s] > 0) t.place[s] = 1;
    }
}

bool HoldemState::startNextDeal() {
    if (!m_table.handOver || m_table.tournamentOver) return false;
    ++m_table.handIndex;
    cards::Rng rng = cards::Rng::forStream(m_seed, static_cast<std::uint64_t>(m_table.handIndex));
    dealHoleCards(rng);
    // The button moves to the next seat that still has chips.
    Seat button = m_table.button;
    for (int step = 1; step <= seatCount(); ++step) {
        const Seat s = game::nextSeat(m_table.button, seatCount(), step);
        if (m_table.stack[s] > 0) {
            button = s;
            break;
        }
    }
    startHand(button);
    return true;
}

std::vector<double> HoldemState::returns() const {
    std::vector<double> out(static_cast<std::size_t>(seatCount()), 0.0);
    if (!m_table.handOver) return out;
    for (Seat s = 0; s < seatCount(); ++s)
        out[static_cast<std::size_t>(s)] =
            static_cast<double>(m_table.stack[s] - m_table.startStack[s]) / m_table.blinds.bigBlind;
    return out;
}

Observation HoldemState::observation(Seat seat) const {
    Observation o;
    o.seat = seat;
    o.table = m_table;
    if (seat >= 0 && seat < seatCount()) o.hole = m_hole[static_cast<std::size_t>(seat)];
    return o;
}

HoldemState HoldemState::determinize(const Observation& observation, cards::Rng& rng) {
    HoldemState state;
    state.m_table = observation.table;
    state.m_seed = rng.next();
    const PublicTable& t = state.m_table;
    cards::CardSet known = observation.hole | t.boardSet();
    for (Seat s = 0; s < t.seats(); ++s) {
        if (hasSeat(t.shownMask, s)) {
            state.m_hole[static_cast<std::size_t>(s)] = t.shown[s].hole;
            known |= t.shown[s].hole;
        }
    }
    if (observation.seat >= 0 && observation.seat < t.seats())
        state.m_hole[static_cast<std::size_t>(observation.seat)] = observation.hole;
    std::vector<cards::Card> unseen = (cards::CardSet::fullDeck() - known).toVector();
    rng.shuffle(unseen);
    std::size_t next = 0;
    for (Seat s = 0; s < t.seats(); ++s) {
        if (!hasSeat(t.dealt, s) || s == observation.seat || hasSeat(t.shownMask, s)) continue;
        state.m_hole[static_cast<std::size_t>(s)] = {unseen[next], unseen[next + 1]};
        next += 2;
    }
    for (; next < unseen.size(); ++next)
        state.m_stock[static_cast<std::size_t>(state.m_stockCount++)] = unseen[next];
    return state;
}

std::vector<game::Zone> HoldemState::zones() const {
    std::vector<game::Zone> out;
    for (Seat s = 0; s < seatCount(); ++s) {
        game::Zone zone{kHandZones[static_cast<std::size_t>(s)],
                        s,
                        hasSeat(m_table.shownMask, s) ? game::Visibility::Public : game::Visibility::Owner,
                        {}};
        for (cards::Card c : m_hole[static_cast<std::size_t>(s)]) zone.cards.push_back(c.id());
        out.push_back(std::move(zone));
    }
    game::Zone board{"board", game::kNoSeat, game::Visibility::Public, {}};
    for (int i = 0; i < m_table.boardCount; ++i)
        board.cards.push_back(m_table.board[static_cast<std::size_t>(i)].id());
    out.push_back(std::move(board));
    game::Zone stock{"stock", game::kNoSeat, game::Visibility::Hidden, {}};
    for (int i = 0; i < m_stockCount; ++i) stock.cards.push_back(m_stock[static_cast<std::size_t>(i)].id());
    out.push_back(std::move(stock));
    return out;
}

cards::CardList HoldemState::stock() const {
    cards::CardList out;
    for (int i = m_stockCount; i-- > 0;) out.push_back(m_stock[static_cast<std::size_t>(i)]);
    return out;
}

} // namespace core::holdem
