#pragma once
// The whole Canasta game (rules: canasta/rules.h) as a value implementing core::game::GameState: a match of
// hands to the target score.
//
// The state is the public Board plus the hidden part: every hand and the order of the stock. Moves are single
// steps of a turn (canasta/move.h); legality is decided from the board and the hand of the player to act only
// (canasta/legality.h), which is what makes determinize() give back the same moves.
//
// Automatic steps (no move): red 3s are laid out and replaced (dealt ones right after the deal, in turn
// order; drawn ones at once); a red 3 taken with the pile is laid out without replacement; the rest of the
// pile joins the hand as soon as the first meld is complete; an obliged player who does not go out keeps the
// rest of the hand face up as penalty cards; the hand is scored when it ends.
//
// returns(): per seat, (its side's hand score - the best other side's hand score) / 1000 of the finished
// hand. A difference of scores rather than win/loss keeps what a search maximises in line with how the match
// is won (points), and dividing by 1000 keeps typical values within about [-3, 3].

#include "canasta/board.h"
#include "canasta/legality.h"
#include "canasta/move.h"
#include "canasta/observation.h"
#include "canasta/refusal.h"
#include "canasta/rules.h"
#include "canasta/setup.h"
#include "game/gamestate.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace core::canasta {

class State {
public:
    using Move = canasta::Move;
    using Rules = CanastaRules;
    using Observation = canasta::Observation;
    using Refusal = canasta::Refusal;
    static constexpr std::string_view kGameId = "canasta";

    /// A new match: the draw for partners (or fixed seats) and the first deal, from `seed`.
    State(const Rules& rules, std::uint64_t seed);
    /// A position from a set-up (tests, tutorials); nullopt if a card is unreadable or a face is used more
    /// than twice.
    static std::optional<State> fromSetup(const Setup& setup);

    const Rules& rules() const { return m_board.rules; }
    int seatCount() const { return m_board.rules.players; }
    int cardCount() const { return kPhysicalCards; }
    game::Seat currentSeat() const { return m_board.handOver() ? game::kNoSeat : m_board.current; }
    std::vector<Move> legalMoves() const;
    /// Applies a legal move of the player to act; otherwise returns why not and changes nothing.
    std::optional<Refusal> apply(const Move& move);
    bool isDealOver() const { return m_board.handOver(); }
    bool isOver() const { return m_board.matchOver(); }
    bool startNextDeal();
    std::vector<double> returns() const;

    Observation observation(game::Seat seat) const;
    static State determinize(const Observation& observation, cards::Rng& rng);
    std::vector<game::Zone> zones() const;

    // Reading the state (the app, tests, bots working on full states such as rollouts).
    const Board& board() const { return m_board; }
    PhysSet hand(game::Seat seat) const { return m_hands[seat]; }
    const CardStack& stock() const { return m_stock; }

    bool operator==(const State&) const = default;

private:
    State() = default;
    void dealHand();
    void turnUpcard(cards::Rng& rng);
    /// Draws `count` cards from the stock into the seat's hand, laying out and replacing red 3s; returns
    /// whether the last card taken from the stock was a red 3.
    bool drawCards(game::Seat seat, int count);
    /// Whether a red 3 just drawn by `seat` as the last stock card ends the hand without a discard.
    bool endsWithoutDiscard(game::Seat seat) const;
    /// The stock is out and `seat` holds at most one card it may not go out with: no discard is possible.
    bool leftWithNothingToDiscard(game::Seat seat) const;
    /// Whether `seat`, about to draw, could take the pile by adding its top card to its side's meld.
    bool couldTakeOntoMeld(game::Seat seat) const;
    void layOutRedThrees(game::Seat seat);
    PhysicalCard takeFromHand(game::Seat seat, Card face);
    void layCards(game::Seat seat, int slot, std::span<const Card> faces, PhysicalCard fromPile);
    void joinHand(game::Seat seat, PhysSet cards);
    void completeFirstMeld(game::Seat seat);
    void afterLaying(game::Seat seat);
    void beginTurn(game::Seat seat, Phase phase);
    void endTurn(game::Seat seat);
    void goOut(game::Seat seat, bool discarded);
    void endHand(game::Seat wentOut, bool perfect);
    void syncCounts();
    void perform(const Move& move);

    Board m_board;
    std::array<PhysSet, kMaxSeats> m_hands{};
    CardStack m_stock;
    std::uint64_t m_seed = 0;
};

/// The scores (chips, points) still add up after a move from `before` to `after`: empty when they do,
/// otherwise what is wrong. Run by the soak and the random-play battery (game/invariants.h).
std::string scoreProblems(const State& before, const State& after);

static_assert(game::GameState<State>);

} // namespace core::canasta
