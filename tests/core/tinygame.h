#pragma once
// "Naik": a tiny climbing game that exercises every part of the shared game interface (hidden hands, a hidden
// stock, public piles, several deals, every kind of rule flag) so the random-play battery can be tested
// before the real games plug in.
//
// Each player gets `handSize` cards. On a turn: play a card that beats the top of the pile (higher rank, or
// the same suit if `sameSuitBeats`), or draw from the stock, or pass once the stock is empty. A leader (empty
// pile) must play. When the turn comes back to the last player to play, the pile is cleared. The first player
// with no cards wins the deal; a game has `deals` deals.
//
// `leakStock` is a deliberate bug for tests: the observation then shows the top stock card.

#include "cards/cardlist.h"
#include "cards/deck.h"
#include "game/gamestate.h"

#include <algorithm>
#include <optional>
#include <string>
#include <vector>

namespace tiny {

using core::cards::Card;
using core::cards::PhysicalCard;
using core::game::Seat;

enum class AceOrder : unsigned char { High, Low };

struct Rules {
    int players = 3;
    int handSize = 5;
    int deals = 3;
    bool sameSuitBeats = false;
    AceOrder aceOrder = AceOrder::High;
    bool leakStock = false;

    static const core::game::FlagTable<Rules>& table() {
        static const auto t = [] {
            core::game::FlagTable<Rules> table;
            table.integer("players", &Rules::players, 2, 4)
                .integer("handSize", &Rules::handSize, 1, 8)
                .integer("deals", &Rules::deals, 1, 9)
                .boolean("sameSuitBeats", &Rules::sameSuitBeats)
                .choice("aceOrder", &Rules::aceOrder, {{AceOrder::High, "High"}, {AceOrder::Low, "Low"}})
                .boolean("leakStock", &Rules::leakStock);
            return table;
        }();
        return t;
    }
    static const core::game::VariantCatalog& catalog() {
        static const core::game::VariantCatalog c = [] {
            core::game::VariantCatalog cat;
            cat.game = "naik";
            cat.flags = table().specs();
            Rules quick;
            quick.handSize = 3;
            quick.sameSuitBeats = true;
            cat.presets = {{"naik-standard", {}}, {"naik-quick", table().changes(quick)}};
            return cat;
        }();
        return c;
    }
    static Rules fromFlags(const core::game::FlagValues& values) { return table().fromFlags(values); }
    core::game::FlagValues toFlags() const { return table().toFlags(*this); }
    bool operator==(const Rules&) const = default;
};

struct Move {
    enum class Kind : unsigned char { Play, Draw, Pass };
    Kind kind = Kind::Pass;
    Card card;

    static Move play(Card c) { return {Kind::Play, c}; }
    static Move draw() { return {Kind::Draw, Card()}; }
    static Move pass() { return {Kind::Pass, Card()}; }

    auto operator<=>(const Move&) const = default;
    std::string toString() const {
        switch (kind) {
        case Kind::Play:
            return "play " + card.toString();
        case Kind::Draw:
            return "draw";
        case Kind::Pass:
            return "pass";
        }
        return {};
    }
    static std::optional<Move> parse(std::string_view text) {
        if (text == "draw") return draw();
        if (text == "pass") return pass();
        if (text.starts_with("play ")) {
            const auto parsed = Card::parse(text.substr(5));
            if (parsed.card && !parsed.card->isJoker()) return play(*parsed.card);
        }
        return std::nullopt;
    }
};

enum class Refusal : unsigned char {
    DealOver,
    NotInHand,
    DoesNotBeat,
    LeaderMustPlay,
    StockEmpty,
    MustDrawFirst
};

struct Observation {
    Seat seat = core::game::kNoSeat;
    Rules rules;
    int dealIndex = 0;
    Seat current = core::game::kNoSeat;
    Seat lastPlayer = core::game::kNoSeat;
    std::vector<PhysicalCard> hand;
    std::vector<int> handCounts;
    std::vector<PhysicalCard> pile, dead;
    int stockCount = 0;
    std::optional<PhysicalCard> leakedStockTop;
    std::vector<int> wins;
    bool roundOver = false;

    std::vector<PhysicalCard> knownCards() const {
        std::vector<PhysicalCard> out = hand;
        out.insert(out.end(), pile.begin(), pile.end());
        out.insert(out.end(), dead.begin(), dead.end());
        if (leakedStockTop) out.push_back(*leakedStockTop);
        return out;
    }
    bool operator==(const Observation&) const = default;
};

class State {
public:
    using Move = tiny::Move;
    using Rules = tiny::Rules;
    using Observation = tiny::Observation;
    using Refusal = tiny::Refusal;
    static constexpr std::string_view kGameId = "naik";

    State(const Rules& rules, std::uint64_t seed) : m_rules(rules), m_seed(seed), m_wins(rules.players, 0) {
        deal();
    }

    const Rules& rules() const { return m_rules; }
    int seatCount() const { return m_rules.players; }
    int cardCount() const { return 52; }
    Seat currentSeat() const { return m_roundOver ? core::game::kNoSeat : m_current; }
    bool isDealOver() const { return m_roundOver; }
    bool isOver() const { return m_roundOver && m_dealIndex + 1 >= m_rules.deals; }
    const std::vector<int>& wins() const { return m_wins; }

    std::vector<Move> legalMoves() const {
        std::vector<Move> moves;
        if (m_roundOver) return moves;
        for (PhysicalCard c : m_hands[m_current])
            if (beats(Card::fromId(c))) moves.push_back(Move::play(Card::fromId(c)));
        if (!m_pile.empty()) moves.push_back(m_stock.empty() ? Move::pass() : Move::draw());
        std::sort(moves.begin(), moves.end());
        return moves;
    }

    std::optional<Refusal> apply(const Move& move) {
        if (m_roundOver) return Refusal::DealOver;
        auto& hand = m_hands[m_current];
        switch (move.kind) {
        case Move::Kind::Play: {
            const auto it = std::find(hand.begin(), hand.end(), move.card.id());
            if (it == hand.end()) return Refusal::NotInHand;
            if (!beats(move.card)) return Refusal::DoesNotBeat;
            hand.erase(it);
            m_pile.push_back(move.card.id());
            m_lastPlayer = m_current;
            if (hand.empty()) {
                m_roundOver = true;
                ++m_wins[m_current];
                return std::nullopt;
            }
            break;
        }
        case Move::Kind::Draw:
            if (m_pile.empty()) return Refusal::LeaderMustPlay;
            if (m_stock.empty()) return Refusal::StockEmpty;
            hand.push_back(m_stock.back());
            m_stock.pop_back();
            break;
        case Move::Kind::Pass:
            if (m_pile.empty()) return Refusal::LeaderMustPlay;
            if (!m_stock.empty()) return Refusal::MustDrawFirst;
            break;
        }
        m_current = core::game::nextSeat(m_current, m_rules.players);
        if (m_current == m_lastPlayer) {
            m_dead.insert(m_dead.end(), m_pile.begin(), m_pile.end());
            m_pile.clear();
        }
        return std::nullopt;
    }

    bool startNextDeal() {
        if (!m_roundOver || isOver()) return false;
        ++m_dealIndex;
        deal();
        return true;
    }

    std::vector<double> returns() const {
        std::vector<double> r(m_rules.players, 0.0);
        if (m_roundOver) r[m_lastPlayer] = 1.0;
        return r;
    }

    Observation observation(Seat seat) const {
        Observation o;
        o.seat = seat;
        o.rules = m_rules;
        o.dealIndex = m_dealIndex;
        o.current = currentSeat();
        o.lastPlayer = m_lastPlayer;
        o.hand = m_hands[seat];
        std::sort(o.hand.begin(), o.hand.end());
        for (const auto& h : m_hands) o.handCounts.push_back(static_cast<int>(h.size()));
        o.pile = m_pile;
        o.dead = m_dead;
        o.stockCount = static_cast<int>(m_stock.size());
        if (m_rules.leakStock && !m_stock.empty()) o.leakedStockTop = m_stock.back();
        o.wins = m_wins;
        o.roundOver = m_roundOver;
        return o;
    }

    static State determinize(const Observation& o, core::cards::Rng& rng) {
        State s(o.rules, 0);
        s.m_dealIndex = o.dealIndex;
        s.m_current = o.current == core::game::kNoSeat ? 0 : o.current;
        s.m_lastPlayer = o.lastPlayer;
        s.m_pile = o.pile;
        s.m_dead = o.dead;
        s.m_wins = o.wins;
        s.m_roundOver = o.roundOver;
        std::vector<bool> known(52, false);
        for (PhysicalCard c : o.knownCards()) known[c] = true;
        std::vector<PhysicalCard> unseen;
        for (PhysicalCard c = 0; c < 52; ++c)
            if (!known[c]) unseen.push_back(c);
        rng.shuffle(unseen);
        for (Seat seat = 0; seat < o.rules.players; ++seat) {
            s.m_hands[seat].clear();
            if (seat == o.seat) {
                s.m_hands[seat] = o.hand;
                continue;
            }
            for (int i = 0; i < o.handCounts[seat]; ++i) {
                s.m_hands[seat].push_back(unseen.back());
                unseen.pop_back();
            }
        }
        s.m_stock = unseen;
        if (o.leakedStockTop) s.m_stock.push_back(*o.leakedStockTop);
        return s;
    }

    std::vector<core::game::Zone> zones() const {
        using core::game::Visibility;
        std::vector<core::game::Zone> z;
        for (Seat seat = 0; seat < m_rules.players; ++seat)
            z.push_back({"hand", seat, Visibility::Owner, m_hands[seat]});
        z.push_back({"stock", core::game::kNoSeat, Visibility::Hidden, m_stock});
        z.push_back({"pile", core::game::kNoSeat, Visibility::Public, m_pile});
        z.push_back({"dead", core::game::kNoSeat, Visibility::Public, m_dead});
        return z;
    }

    bool operator==(const State&) const = default;

private:
    int strength(Card c) const {
        const int r = c.rankIndex();
        return m_rules.aceOrder == AceOrder::High ? r : (r + 1) % 13;
    }
    bool beats(Card c) const {
        if (m_pile.empty()) return true;
        const Card top = Card::fromId(m_pile.back());
        return strength(c) > strength(top) || (m_rules.sameSuitBeats && c.suit() == top.suit());
    }
    void deal() {
        core::cards::Rng rng = core::cards::Rng::forStream(m_seed, static_cast<std::uint64_t>(m_dealIndex));
        std::vector<PhysicalCard> order = core::cards::Deck::standard52().shuffled(rng);
        m_hands.assign(m_rules.players, {});
        for (int i = 0; i < m_rules.handSize; ++i)
            for (Seat seat = 0; seat < m_rules.players; ++seat) {
                m_hands[seat].push_back(order.back());
                order.pop_back();
            }
        m_stock = order;
        m_pile.clear();
        m_dead.clear();
        m_current = m_dealIndex % m_rules.players;
        m_lastPlayer = m_current;
        m_roundOver = false;
    }

    Rules m_rules;
    std::uint64_t m_seed = 0;
    int m_dealIndex = 0;
    std::vector<std::vector<PhysicalCard>> m_hands;
    std::vector<PhysicalCard> m_stock, m_pile, m_dead;
    Seat m_current = 0;
    Seat m_lastPlayer = 0;
    bool m_roundOver = false;
    std::vector<int> m_wins;
};

static_assert(core::game::GameState<State>);

} // namespace tiny
