#pragma once
// The shape every game implements (after OpenSpiel's State, slimmed down), as a C++20 concept so generic code
// (the recorded game, the random-play battery, the search bots) runs at full speed on each concrete state.
//
// A state is a value: copying it is the clone, == compares everything. It holds the whole game (all deals);
// a deal ends with isDealOver(), and startNextDeal() deals the next one from the state's own seeded
// generator.
//
// Hidden information is explicit: observation(seat) is what a person in that seat may see, and bots get only
// that. determinize(observation, rng) builds a full state consistent with an observation by sampling the
// cards the seat cannot see; the search bots play on such states.

#include "cards/deck.h"
#include "cards/rng.h"
#include "game/seat.h"
#include "game/variant.h"

#include <concepts>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace core::game {

enum class Visibility : unsigned char {
    Public, ///< every seat sees these cards (table, discards, melds)
    Owner,  ///< only the owning seat sees them (a hand)
    Hidden, ///< nobody sees them (the stock)
};

/// A place where cards lie; the zones of a state hold every physical card exactly once.
struct Zone {
    std::string_view name;
    Seat owner = kNoSeat;
    Visibility visibility = Visibility::Hidden;
    std::vector<cards::PhysicalCard> cards;

    bool visibleTo(Seat seat) const {
        return visibility == Visibility::Public || (visibility == Visibility::Owner && owner == seat);
    }
};

/// A move: small, ordered (legalMoves() is sorted), printable and parsable (saves, the CLI).
template <class M>
concept GameMove = std::copyable<M> && std::totally_ordered<M> &&
    requires(const M& m, std::string_view text) {
    { m.toString() } -> std::convertible_to<std::string>;
    { M::parse(text) } -> std::same_as<std::optional<M>>;
};

/// A game's rules: its flags, convertible to and from variant data.
template <class R>
concept GameRules = std::copyable<R> && requires(const R& r, const FlagValues& values) {
    { R::catalog() } -> std::same_as<const VariantCatalog&>;
    { R::fromFlags(values) } -> std::same_as<R>;
    { r.toFlags() } -> std::same_as<FlagValues>;
};

/// What one seat sees.
template <class O>
concept GameObservation = std::copyable<O> && std::equality_comparable<O> && requires(const O& o) {
    { o.seat } -> std::convertible_to<Seat>;
    /// Every physical card whose face this observation reveals.
    { o.knownCards() } -> std::same_as<std::vector<cards::PhysicalCard>>;
};

template <class S>
concept GameState = std::copyable<S> && std::equality_comparable<S> && GameMove<typename S::Move> &&
    GameRules<typename S::Rules> && GameObservation<typename S::Observation> &&
    requires(S s, const S& cs, const typename S::Move& move, const typename S::Rules& rules, Seat seat,
             const typename S::Observation& observation, cards::Rng& rng, std::uint64_t seed) {
    typename S::Refusal; // an enum the app translates
    { S::kGameId } -> std::convertible_to<std::string_view>;
    S(rules, seed);
    { cs.rules() } -> std::convertible_to<const typename S::Rules&>;
    { cs.seatCount() } -> std::convertible_to<int>;
    { cs.currentSeat() } -> std::same_as<Seat>;
    { cs.legalMoves() } -> std::same_as<std::vector<typename S::Move>>;
    /// Applies a legal move; otherwise returns why not and leaves the state as it was.
    { s.apply(move) } -> std::same_as<std::optional<typename S::Refusal>>;
    { cs.isDealOver() } -> std::convertible_to<bool>;
    { cs.isOver() } -> std::convertible_to<bool>;
    /// Deals the next deal; only after a deal ended and while the game is not over.
    { s.startNextDeal() } -> std::same_as<bool>;
    /// Each seat's payoff for the finished deal (what the search maximises).
    { cs.returns() } -> std::same_as<std::vector<double>>;
    { cs.observation(seat) } -> std::same_as<typename S::Observation>;
    { S::determinize(observation, rng) } -> std::same_as<S>;
    { cs.zones() } -> std::same_as<std::vector<Zone>>;
    { cs.cardCount() } -> std::convertible_to<int>;
};

} // namespace core::game
