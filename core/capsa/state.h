#pragma once
// The Capsa game state: deals, tricks, passing, going out, rounds and scores, for the rules of capsa/rules.h.
// A value type: copy it to clone; apply() refuses an illegal move without changing anything.

#include "capsa/combination.h"
#include "capsa/instantwin.h"
#include "capsa/move.h"
#include "capsa/observation.h"
#include "capsa/rules.h"
#include "cards/rng.h"
#include "game/gamestate.h"

#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace core::capsa {

/// Why a move was refused; the app translates each.
enum class Refusal : std::uint8_t {
    RoundOver,
    NotInHand,
    NotACombination,
    MustContainThreeOfDiamonds,
    LeaderCannotPass,
    WrongCardCount, ///< a different number of cards from the combination on the table
    WrongKind, ///< same number of cards but a kind that cannot follow (e.g. a Bom on four straight cards)
    TooLow,    ///< same kind, not higher
};

class CapsaState {
public:
    using Move = capsa::Move;
    using Rules = CapsaRules;
    using Observation = capsa::Observation;
    using Refusal = capsa::Refusal;
    static constexpr std::string_view kGameId = "capsa";

    CapsaState(const CapsaRules& rules, std::uint64_t seed);
    /// A first round from given hands (for tests and positions); the 3♦ holder leads.
    static CapsaState fromHands(const CapsaRules& rules, const std::array<cards::CardSet, 4>& hands);

    const CapsaRules& rules() const { return m_rules; }
    int seatCount() const { return kCapsaPlayers; }
    int cardCount() const { return 52; }
    Seat currentSeat() const { return m_roundOver ? game::kNoSeat : m_current; }
    bool isDealOver() const { return m_roundOver; }
    bool isOver() const { return m_gameOver; }
    int round() const { return m_round; }

    std::vector<Move> legalMoves() const;
    /// The legal moves of a seat holding `hand` facing `table` (what an observation needs to know them).
    static std::vector<Move> legalMovesFor(const CombinationRules& rules, cards::CardSet hand,
                                           const std::optional<Combination>& table,
                                           bool mustPlayThreeOfDiamonds);
    std::optional<Refusal> check(const Move& move) const;
    std::optional<Refusal> apply(const Move& move);
    bool startNextDeal();
    std::vector<double> returns() const;

    Observation observation(Seat seat) const;
    static CapsaState determinize(const Observation& observation, cards::Rng& rng);
    /// For a sampler refining a determinized world: seat `a` gives `fromA` to seat `b` and takes `fromB`
    /// from it (each must hold its card), so every card still lies in exactly one place.
    void exchangeCards(Seat a, cards::Card fromA, Seat b, cards::Card fromB);
    std::vector<game::Zone> zones() const;

    cards::CardSet hand(Seat seat) const { return m_hands[static_cast<std::size_t>(seat)]; }
    const std::optional<Combination>& table() const { return m_table; }
    Seat tableOwner() const { return m_tableOwner; }
    bool mustPlayThreeOfDiamonds() const { return m_mustPlay3D; }
    bool twoDemoted() const { return m_twoDemoted; }
    bool hasPassed(Seat seat) const { return (m_passed >> seat) & 1u; }
    /// The cards `seat` held when the first player went out (its hand now before anyone is out): what
    /// cards-left scoring counts.
    cards::CardSet handAtFirstOut(Seat seat) const {
        const auto i = static_cast<std::size_t>(seat);
        return m_hands[i] | m_playedAfterFirstOut[i];
    }
    const std::vector<Seat>& finishOrder() const { return m_finishOrder; }
    const std::array<int, 4>& totals() const { return m_totals; }
    const std::vector<RoundResult>& results() const { return m_results; }
    const std::vector<LogEntry>& log() const { return m_log; }
    CombinationRules combinationRules() const { return CombinationRules(m_rules, m_twoDemoted); }

    bool operator==(const CapsaState&) const = default;

private:
    CapsaState() = default;
    void dealRound();
    void startRound(Seat leader, bool mustPlay3D);
    void checkInstantWins();
    void advance();
    void endTrick(Seat leader);
    void endRound();
    Seat firstWithCardsAfter(Seat seat) const;
    static Seat holderOf(cards::Card card, const std::array<cards::CardSet, 4>& hands);

    CapsaRules m_rules;
    std::uint64_t m_seed = 0;
    int m_round = 0;
    std::array<cards::CardSet, 4> m_hands{};
    std::array<cards::CardSet, 4> m_playedBy{};
    std::array<cards::CardSet, 4> m_playedAfterFirstOut{};
    std::array<int, 4> m_countsAtFirstOut{};
    cards::CardSet m_trickCards;
    cards::CardSet m_playedEarlier;
    std::optional<Combination> m_table;
    Seat m_tableOwner = game::kNoSeat;
    Seat m_current = 0;
    std::uint8_t m_passed = 0;
    bool m_mustPlay3D = true;
    bool m_twoDemoted = false;
    int m_trick = 0;
    std::vector<LogEntry> m_log;
    std::vector<Seat> m_finishOrder;
    bool m_roundOver = false;
    bool m_gameOver = false;
    std::array<cards::CardSet, 4> m_revealed{};
    std::array<int, 4> m_totals{};
    std::vector<RoundResult> m_results;
};

/// The scores (chips, points) still add up after a move from `before` to `after`: empty when they do,
/// otherwise what is wrong. Run by the soak and the random-play battery (game/invariants.h).
std::string scoreProblems(const CapsaState& before, const CapsaState& after);

static_assert(game::GameState<CapsaState>);

} // namespace core::capsa
