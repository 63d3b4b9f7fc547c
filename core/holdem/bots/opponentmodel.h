#pragma once
// What the Hard bot believes about one opponent's cards, from the public log of the hand and the seat's
// statistics.
//
// The opponent is one of three types: "rational" (bets and raises with strong hands, calls with medium ones,
// folds weak ones, with a little noise), a calling station, or a maniac. The last two act whatever their
// cards, so their actions say nothing about them; a rational player's do. Every action of the hand so far is
// scored under each type: a rational player's weight for each of the 1,326 combinations is the product of the
// likelihoods of its actions given that combination's strength at the time (its preflop rank, then its
// equity against a random hand on the board of the street), and the type probabilities are updated by Bayes
// from how likely the whole sequence of actions was under each type. The priors come from the seat's
// statistics, read against what a typical player does at that table size (heads-up most hands are played): a
// seat that plays far more hands than that and raises most of what it plays (before or after the flop) looks
// like a maniac, one that plays them and hardly ever raises like a station, and each raise or fold seen
// weighs against the types that never make it; the figures are shrunk towards a typical player while the
// sample is small. So a player who raises three streets is believed to be strong, unless it is the kind of
// player who raises everything.
//
// Before the flop the ranges are read relative to each other: an opening raise is as wide as its position
// allows, a re-raise takes the top of the range it faces (about a seventh of an opening range), a player
// facing a raise goes on with a share of the raiser's range (more from the big blind), and one whose own
// raise was re-raised keeps about half of its range.

#include "holdem/bots/combos.h"
#include "holdem/observation.h"

#include <array>
#include <vector>

namespace core::holdem {

enum class PlayerType : unsigned char { Rational, Station, Maniac };
inline constexpr int kPlayerTypes = 3;

/// Per-seat adjustments of the rational model, from the statistics.
struct PlayerTendencies {
    double openScale = 1.0;  ///< preflop raising ranges are this much wider than typical
    double callScale = 1.0;  ///< preflop calling ranges are this much wider
    double callLoosen = 0.0; ///< post-flop calling threshold lowered by this much
    double betLoosen = 0.0;  ///< post-flop betting threshold lowered by this much
    double limpShare = 0.15; ///< share of the hands it could open with that it limps instead
    std::array<double, kPlayerTypes> typePrior{0.92, 0.04, 0.04};
};

/// Tendencies from a seat's statistics at a table of `dealt` players (priors alone when it has played few
/// hands).
PlayerTendencies tendenciesFrom(const SeatStats& stats, int dealt = 6);

/// One action as the table saw it.
struct ActionContext {
    Street street = Street::Preflop;
    HandEvent::Kind kind = HandEvent::Kind::Check;
    bool allIn = false;
    int toCall = 0;       ///< chips the actor had to add to call, before acting
    int pot = 0;          ///< every chip in the middle before the action
    int raisesBefore = 0; ///< bets and raises earlier on this street (the blinds excluded)
    int behind = 0;       ///< preflop: players acting after the actor up to the big blind
    int dealt = 2;
    double effectiveBigBlinds = 100;
    double facingWidth = 0; ///< preflop: how wide the range of the last raise is (0: no raise yet)
    double ownWidth = 0;    ///< preflop: how wide the actor's own last raise was (0: it has not raised)
};

/// Before the flop: how wide (a fraction of all hands, strongest first) a rational player's range is when it
/// raises in `context`: an opening range by position, a re-raise a part of the range it faces, an all-in by
/// stack depth.
double preflopRaiseWidth(const ActionContext& context, const PlayerTendencies& tendencies);

/// The likelihood of the action for a rational player holding a combination of strength `strength`
/// (preflop: its topFraction, smaller is stronger; after the flop: its equity against a random hand, larger
/// is stronger).
double rationalLikelihood(const ActionContext& context, double strength, const PlayerTendencies& tendencies);
/// The likelihood of the action for a station or a maniac (any cards).
double typeLikelihood(PlayerType type, const ActionContext& context);
/// The chance a rational player of post-flop strength `strength` continues (calls or raises) when facing a
/// bet of `toCall` into `pot` (the pot including that bet).
double rationalContinues(double strength, int toCall, int pot, const PlayerTendencies& tendencies);
/// The same for a station or a maniac.
double typeContinues(PlayerType type);

/// Strengths of every combination on each street of the hand so far: [0] preflop (topFraction), [1] flop,
/// [2] turn, [3] river (equity against a random hand on that street's board).
struct StreetStrengths {
    std::array<ComboStrengths, 4> byStreet{};
    int streets = 1; ///< how many of them are filled
};
StreetStrengths streetStrengths(const PublicTable& table);

struct OpponentModel {
    Seat seat = game::kNoSeat;
    PlayerTendencies tendencies;
    std::array<double, kPlayerTypes> type{}; ///< posterior type probabilities
    std::array<double, kCombos> weight{};    ///< rational posterior weight per combination (0: impossible)
    std::vector<int> live;                   ///< combinations still possible (not holding a known card)
    std::vector<double> cumulative;          ///< of weight over `live`, for sampling

    /// A combination drawn from the model: the type first, then the rational posterior or any live one.
    int sample(cards::Rng& rng, PlayerType* drawnType = nullptr) const;
    /// The rational posterior's mean strength on the current street (for a quick read of the range).
    double meanStrength(const ComboStrengths& strengths) const;
};

/// Models of every live opponent of the observing seat, from the hand's public log.
std::vector<OpponentModel> buildOpponentModels(const Observation& observation,
                                               const StreetStrengths& strengths);

/// The contexts of every action in the hand's log, with the acting seat (for tests and statistics).
std::vector<std::pair<Seat, ActionContext>> actionContexts(const PublicTable& table);
/// The context of `seat` making a move of `kind` now, after the hand's log.
ActionContext nextContext(const PublicTable& table, Seat seat, HandEvent::Kind kind, bool allIn = false);

} // namespace core::holdem
