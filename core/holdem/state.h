#pragma once
// The Texas Hold'em tournament as a value: hands dealt one after another until one player has every chip.
// Rules summary, flags and sources: holdem/rules.h (holdem.md §4.2-4.5).
//
// A deal is one hand. The state is the public table (publictable.h) plus the hidden cards: every seat's hole
// cards and the undealt stock, whose top cards become the board. Actions come from the seat to act only;
// posting blinds, dealing the board, the run-out, returning uncalled bets and the showdown happen by
// themselves.
//
// Decisions where the rules text is silent ([proposal]):
//  - Folding is only offered when there is a bet to call; with nothing to call the seat checks.
//  - A short big blind (all-in for less) still makes the full big blind the bet to call preflop and the
//    minimum raise increment; an all-in bet below the big blind after the flop may be called, and a raise
//    over it must add at least a big blind.
//  - When every other player still in is all-in, a seat with chips may only call or fold.
//  - Antes are dead money: they do not count toward calling or raising.
//  - At a showdown every hand still in is shown, in the order of §4.4 (the last river bettor or raiser
//    first, else the first live seat left of the button, then clockwise).
//  - Players who bust in the same hand: the one who started the hand with more chips finishes higher; with
//    equal stacks, the one nearer the button's left.
//  - The first button is drawn at random from the seed. No cards are burnt (it would change nothing).
//  - returns(): the chip change of the finished hand in big blinds of that hand.

#include "cards/cardlist.h"
#include "cards/deck.h"
#include "cards/rng.h"
#include "game/gamestate.h"
#include "holdem/move.h"
#include "holdem/observation.h"
#include "holdem/publictable.h"
#include "holdem/refusal.h"
#include "holdem/rules.h"

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace core::holdem {

class HoldemState {
public:
    using Move = holdem::Move;
    using Rules = HoldemRules;
    using Observation = holdem::Observation;
    using Refusal = holdem::Refusal;
    static constexpr std::string_view kGameId = "holdem";

    /// A tournament; the first hand is dealt at once.
    HoldemState(const HoldemRules& rules, std::uint64_t seed);
    /// The same tournament (the same cards) at a table that has already seen `stats` of its seats: for
    /// simulations that play independent hands from fresh stacks as one session at one table.
    HoldemState(const HoldemRules& rules, std::uint64_t seed, const std::array<SeatStats, kMaxSeats>& stats);

    /// A chosen hand, for tests and examples: stacks (0 = out of the tournament), the button, every dealt
    /// seat's hole cards and the five board cards in dealing order. Blinds follow from the rules and
    /// handIndex and are posted at once.
    struct Setup {
        std::vector<int> stacks;
        Seat button = 0;
        std::vector<cards::CardList> hole; ///< per seat; empty for seats out of the tournament
        cards::CardList board;             ///< flop, turn, river
        int handIndex = 0;
        std::array<SeatStats, kMaxSeats> stats{}; ///< what the table has seen of each seat before
    };
    /// nullopt when the setup is not a possible hand (counts, a card twice, the button on an empty seat).
    static std::optional<HoldemState> fromSetup(const HoldemRules& rules, const Setup& setup,
                                                std::uint64_t seed = 1);

    // core::game::GameState
    const HoldemRules& rules() const { return m_table.rules; }
    int seatCount() const { return m_table.rules.players; }
    int cardCount() const { return 52; }
    Seat currentSeat() const { return m_table.handOver ? game::kNoSeat : m_table.current; }
    std::vector<Move> legalMoves() const { return m_table.legalMoves(); }
    std::optional<Refusal> apply(const Move& move);
    bool isDealOver() const { return m_table.handOver; }
    bool isOver() const { return m_table.tournamentOver; }
    bool startNextDeal();
    std::vector<double> returns() const;
    Observation observation(Seat seat) const;
    static HoldemState determinize(const Observation& observation, cards::Rng& rng);
    std::vector<game::Zone> zones() const;

    /// Why the seat to act may not make `move`.
    std::optional<Refusal> check(const Move& move) const { return m_table.check(move); }
    /// The same for a given seat: NotYourTurn when it is not that seat's turn.
    std::optional<Refusal> checkFor(Seat seat, const Move& move) const;

    const PublicTable& table() const { return m_table; }
    cards::CardSet hole(Seat seat) const { return m_hole[static_cast<std::size_t>(seat)]; }
    /// Undealt cards, the next one to come first.
    cards::CardList stock() const;

    bool operator==(const HoldemState&) const = default;

private:
    HoldemState() = default;
    Seat nextDealtAfter(Seat seat) const;
    void startHand(Seat button);
    void dealHoleCards(cards::Rng& rng);
    void postBlinds();
    void putIn(Seat seat, int chips);
    void afterAction(Seat actor);
    void endStreet();
    void returnUncalled();
    void dealBoard(int cards);
    void finishUncontested();
    void showdown();
    void endHand();
    void log(HandEvent event);

    PublicTable m_table;
    std::array<cards::CardSet, kMaxSeats> m_hole{};
    std::array<cards::Card, 52> m_stock{}; ///< the top (next card) is m_stock[m_stockCount - 1]
    int m_stockCount = 0;
    std::uint64_t m_seed = 0;
};

/// The scores (chips, points) still add up after a move from `before` to `after`: empty when they do,
/// otherwise what is wrong. Run by the soak and the random-play battery (game/invariants.h).
std::string scoreProblems(const HoldemState& before, const HoldemState& after);
/// A move the legal list leaves out (it offers a menu of raise sizes) that the state accepted: empty when the
/// rules allow it, otherwise what is wrong (game/invariants.h).
std::string offListProblem(const HoldemState& state, const Move& move);

static_assert(game::GameState<HoldemState>);

} // namespace core::holdem
