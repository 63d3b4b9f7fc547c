#pragma once
// The Empat Satu table as a value: every hand of a session, move by move (rules summary in rules.h).
//
// Turn order is clockwise = increasing seat number. The state is a flat, fixed-size value (card sets and
// small arrays, no heap), so a search can copy it freely; legalMoveBuffer() and apply() are the fast paths.
//
// Rule decisions where the rules text is silent (all [proposal]):
//  - a turn that ends with the stock empty because of endWhenStockEmpty, or the turn cap, ranks exact ties
//    from the player who would have moved next;
//  - discardFirst: the card that can be taken is still the previous player's latest discard (the player's
//    own discard of this turn lies on top of it in a central pile); with the stock empty, "end" is decided
//    before discarding, and a discard is allowed only when something can be drawn afterwards; the ban on
//    throwing back a taken card cannot arise, since the take closes the turn;
//  - turns counted by postStockTurnCap are the turns that begin with an empty stock and go on (take).

#include "cards/cardlist.h"
#include "cards/rng.h"
#include "empatsatu/handresult.h"
#include "empatsatu/move.h"
#include "empatsatu/observation.h"
#include "empatsatu/rules.h"
#include "game/gamestate.h"

#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

namespace core::empatsatu {

/// The legal moves without allocation (at most stop, four or five discards and end).
struct MoveBuffer {
    std::array<Move, 8> moves{};
    int count = 0;
    void push(Move m) { moves[static_cast<std::size_t>(count++)] = m; }
    const Move* begin() const { return moves.data(); }
    const Move* end() const { return moves.data() + count; }
    bool contains(const Move& m) const;
};

class EmpatSatuState {
public:
    using Move = empatsatu::Move;
    using Rules = EmpatSatuRules;
    using Observation = empatsatu::Observation;
    using Refusal = empatsatu::Refusal;
    static constexpr std::string_view kGameId = "empatsatu";

    /// A session; the first hand is dealt at once (dealer chosen at random from the seed).
    EmpatSatuState(const Rules& rules, std::uint64_t seed);

    /// A chosen position at the start of a hand, for tests and the rules help: everything else follows
    /// from moves applied through the rules.
    struct Setup {
        game::Seat dealer = 0;
        game::Seat firstPlayer = 0;
        std::vector<cards::CardList> hands; ///< four cards per seat
        cards::CardList stockTop;           ///< drawn first to last; the remaining cards lie below
        int handIndex = 0;
    };
    /// nullopt if the setup is not a possible deal (wrong counts, a card twice, seats out of range).
    static std::optional<EmpatSatuState> fromSetup(const Rules& rules, const Setup& setup,
                                                   std::uint64_t seed = 0);

    // core::game::GameState
    const Rules& rules() const { return m_rules; }
    int seatCount() const { return m_rules.players; }
    int cardCount() const { return 52; }
    game::Seat currentSeat() const { return m_phase == Phase::HandOver ? game::kNoSeat : m_current; }
    std::vector<Move> legalMoves() const;
    std::optional<Refusal> apply(const Move& move);
    bool isDealOver() const { return m_phase == Phase::HandOver; }
    bool isOver() const;
    bool startNextDeal();
    /// +1 for the winner, -1 for the loser, 0 for the others (all 0 while the hand runs).
    std::vector<double> returns() const;
    Observation observation(game::Seat seat) const;
    static EmpatSatuState determinize(const Observation& observation, cards::Rng& rng);
    /// A state consistent with `observation` whose hands are exactly `hands` (the observer's own hand, and
    /// for every other seat its known cards plus hidden cards chosen by the caller, e.g. a bot weighing what
    /// that seat did); the other unseen cards form the stock in random order. nullopt if `hands` does not fit
    /// the observation, or the hand is over (every hand is shown then).
    static std::optional<EmpatSatuState> determinizeWith(const Observation& observation,
                                                         const std::array<cards::CardSet, kMaxSeats>& hands,
                                                         cards::Rng& rng);
    std::vector<game::Zone> zones() const;

    // Fast queries (search, rollouts, the app).
    MoveBuffer legalMoveBuffer() const;
    Phase phase() const { return m_phase; }
    cards::CardSet hand(game::Seat seat) const { return m_hands[static_cast<std::size_t>(seat)]; }
    int stockCount() const { return m_stockCount; }
    cards::Card takeable() const { return m_takeable; }
    cards::Card takenThisTurn() const { return m_takenThisTurn; }
    cards::Card discardedThisTurn() const { return m_discardedThisTurn; }
    /// Whether the seat to act may stop now (at the start of its turn).
    bool canStop() const;
    /// Whether `hand` qualifies for a stop under `rules` (four of one suit, or the threshold).
    static bool qualifiesToStop(cards::CardSet hand, const Rules& rules);
    int handIndex() const { return m_handIndex; }
    game::Seat dealer() const { return m_dealer; }
    game::Seat firstPlayer() const { return m_firstPlayer; }
    int turns() const { return m_turns; }
    int postStockTurns() const { return m_postStockTurns; }
    /// The result of the hand once it is over.
    const HandResult* result() const { return m_phase == Phase::HandOver ? &m_result : nullptr; }
    int wins(game::Seat seat) const { return m_wins[static_cast<std::size_t>(seat)]; }
    int losses(game::Seat seat) const { return m_losses[static_cast<std::size_t>(seat)]; }

    bool operator==(const EmpatSatuState&) const = default;

private:
    struct NoDeal {};
    EmpatSatuState(const Rules& rules, std::uint64_t seed, NoDeal);
    /// Everything an observation shows, with empty hands and stock.
    static EmpatSatuState publicPart(const Observation& observation, std::uint64_t seed);

    void dealHand(cards::Rng& rng);
    void clearHand();
    void completeTurn(bool took);
    void endHand(EndReason reason, game::Seat anchor);
    cards::Card popStock();
    void removeDiscard(cards::Card card);
    void pushStockFromTop(std::span<const cards::Card> topFirst);

    Rules m_rules;
    std::uint64_t m_seed = 0;
    int m_handIndex = 0;
    game::Seat m_dealer = 0;
    game::Seat m_firstPlayer = 0;
    game::Seat m_current = 0;
    Phase m_phase = Phase::Start;
    int m_turns = 0;
    int m_postStockTurns = 0;

    std::array<cards::CardSet, kMaxSeats> m_hands{};
    std::array<cards::CardSet, kMaxSeats> m_taken{};
    std::array<cards::CardSet, kMaxSeats> m_thrown{};
    /// Stock, bottom first; the top card is m_stock[m_stockCount - 1]; unused slots hold no card.
    std::array<cards::Card, 52> m_stock{};
    int m_stockCount = 0;
    /// Face-up cards, oldest first; unused slots are default entries.
    std::array<DiscardEntry, 52> m_discards{};
    int m_discardCount = 0;

    /// What each completed turn took and threw (the first kTurnLogSize turns).
    std::array<TurnRecord, kTurnLogSize> m_log{};

    cards::Card m_takeable;
    cards::Card m_takenThisTurn;
    cards::Card m_discardedThisTurn;

    std::array<int, kMaxSeats> m_wins{};
    std::array<int, kMaxSeats> m_losses{};
    HandResult m_result;
};

/// The scores (chips, points) still add up after a move from `before` to `after`: empty when they do,
/// otherwise what is wrong. Run by the soak and the random-play battery (game/invariants.h).
std::string scoreProblems(const EmpatSatuState& before, const EmpatSatuState& after);

static_assert(game::GameState<EmpatSatuState>);
// Copying a state is a plain memory copy: cheap enough for a search to clone it at every node.
static_assert(std::is_trivially_copyable_v<EmpatSatuState>);

} // namespace core::empatsatu
