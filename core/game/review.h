#pragma once
// The coach's review of one seat's decisions in a recorded deal, as plain data for the app and the
// command-line tool: for each decision, the move played and the best move found, their values in the game's
// own unit, the cost (best minus played, never negative), the standard error of that difference, and a
// reason: a code with parameters that the app turns into one sentence in the person's language.
//
// Only what the seat could see goes into a decision's evaluation: its observation at that moment (never the
// full state), and a generator seeded from that observation (reviewSeed), never from the record's seed, which
// decides the hidden cards. The engine is reviewengine.h; each game supplies its evaluator and its reasons
// (core/<game>/review.h); core/review.h reviews any record by its game id.

#include "cards/cardlist.h"
#include "cards/deck.h"
#include "game/seat.h"

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace core::game {

/// What a review's values count: Capsa placement points, Canasta hand points, the Empat Satu hand score,
/// Hold'em big blinds.
enum class ReviewUnit : unsigned char { Points, Score, BigBlinds };

/// "points", "score", "bb" (the command line's contract).
std::string_view unitId(ReviewUnit unit);

/// One parameter of a reason, named so the sentence can place it.
struct ReasonArg {
    enum class Type : unsigned char {
        Cards,   ///< `cards`, shown with suit symbols
        Count,   ///< `value`, a whole number (cards in a pile, a hand's score)
        Amount,  ///< `value`, chips or points
        Percent, ///< `value`, 0-100
        Player,  ///< `value`, a seat index, shown as the player's name
        Word,    ///< `word`, an id from a small set the code documents (a combination kind, a suit)
    };
    std::string name;
    Type type = Type::Count;
    cards::CardList cards;
    double value = 0;
    std::string word;

    bool operator==(const ReasonArg&) const = default;
};

/// Why a move is worse than the best one found (or that it is not): a code such as
/// "capsa.breaks-combination" with its parameters.
struct Reason {
    std::string code;
    std::vector<ReasonArg> args;

    Reason() = default;
    explicit Reason(std::string_view c) : code(c) {}

    Reason& withCards(std::string_view name, cards::CardList cards);
    Reason& withCount(std::string_view name, double count);
    Reason& withAmount(std::string_view name, double amount);
    Reason& withPercent(std::string_view name, double percent);
    Reason& withSeat(std::string_view name, Seat seat);
    Reason& withWord(std::string_view name, std::string_view word);

    /// The parameter called `name`, or nullptr.
    const ReasonArg* find(std::string_view name) const;
    /// The parameter's number (0 when absent).
    double value(std::string_view name) const;
    /// The parameter's cards (empty when absent).
    cards::CardList cardsOf(std::string_view name) const;
    /// The parameter's word (empty when absent).
    std::string word(std::string_view name) const;
    /// "capsa.spends-control(card=2s)", for logs and tests.
    std::string toString() const;

    bool operator==(const Reason&) const = default;
};

/// Reason codes every game uses.
namespace reasons {
/// The move played is the best found.
inline constexpr std::string_view kBest = "best";
/// Another move looked better, but by less than the noise of the estimate ("gain" and its 95% "margin", both
/// Amounts in the game's unit, over "worlds" simulated; absent where nothing was measured).
inline constexpr std::string_view kClose = "close";
/// No particular fact found: the best move simply does better by "gain" (an Amount in the game's unit).
inline constexpr std::string_view kBetter = "better";
} // namespace reasons

/// A difference smaller than this many standard errors is noise, not a mistake. Where the games' search
/// measures a gap (reviewengine.h), it must also hold on a second, independent estimate.
inline constexpr double kNoiseFactor = 2.0;

/// One move and what the search thought it was worth.
struct RankedMove {
    std::string move;
    double value = 0;
    bool operator==(const RankedMove&) const = default;
};

struct DecisionReview {
    int index = -1; ///< 0-based index of the move in the record's list of moves
    int deal = 0;   ///< 0-based deal of the record
    std::string played;
    std::string best;
    double valuePlayed = 0;
    double valueBest = 0;
    double cost = 0;     ///< valueBest - valuePlayed when clearly above the noise, else 0
    double stdError = 0; ///< standard error of valueBest - valuePlayed (same worlds for both moves)
    /// The 95% interval of valueBest - valuePlayed (both 0 when the move played is the best).
    double costLow = 0;
    double costHigh = 0;
    Reason reason;
    std::vector<RankedMove>
        alternatives; ///< the search's ranking of the moves it weighed, best first (a few)

    bool isMistake() const { return cost > 0; }
    bool operator==(const DecisionReview&) const = default;
};

struct DealReview {
    std::string game;
    Seat seat = kNoSeat;
    int deal = 0;
    ReviewUnit unit = ReviewUnit::Points;
    std::vector<DecisionReview> decisions;

    double totalCost() const;
    bool operator==(const DealReview&) const = default;
};

struct ReviewError {
    enum class Kind : unsigned char {
        UnknownGame,    ///< the record names a game the core does not know
        Replay,         ///< the record cannot be replayed (detail says why)
        SeatOutOfRange, ///< no such seat at this table
        NoSuchDeal,     ///< the record has no deal of that number
        NotToAct,       ///< a hint was asked for a seat that is not to act
        Cancelled,      ///< the caller cancelled
    };
    Kind kind = Kind::Replay;
    std::string detail;
};

/// English description, for the command-line tool and logs.
std::string describe(const ReviewError& error);

struct ReviewOptions {
    int deal = -1;       ///< the deal to review (0-based); -1: the last deal of the record
    double effort = 1.0; ///< scales every search budget (tests use less; 1 is the tuned budget)
    /// Only the decision at this index of the record's moves (-1: every decision of the deal). Each decision
    /// is evaluated on its own, so its verdict is the same either way.
    int move = -1;
    /// 0: the review everyone gets (a hint agrees with it). Another value mixes into every decision's seed,
    /// for a second, independent review of the same decisions (how stable a verdict is).
    std::uint64_t salt = 0;
    /// Called after each decision is evaluated: (done, total).
    std::function<void(int done, int total)> progress;
    /// Polled between decisions; true stops the review with a Cancelled error.
    std::function<bool()> cancelled;
};

struct ReviewOutcome {
    std::optional<DealReview> review;
    std::optional<ReviewError> error;
};

/// The best move for the seat to act now, and why the next best is worse.
struct Hint {
    std::string move;
    double value = 0;
    std::string alternative; ///< the runner-up (empty when there was no other move)
    double alternativeValue = 0;
    double stdError = 0; ///< of value - alternativeValue
    /// About the alternative: why it is worse than `move` (kClose when it is about as good).
    Reason reason;
    ReviewUnit unit = ReviewUnit::Points;
};

struct HintOutcome {
    std::optional<Hint> hint;
    std::optional<ReviewError> error;
};

/// The seed of a decision's generator, from what the seat saw: the game, the seat, the decision's index,
/// every move made before it (moves are public in every game here) and the cards the seat's observation
/// reveals. Never the record's seed.
std::uint64_t reviewSeed(std::string_view game, Seat seat, int index,
                         const std::vector<std::string>& movesBefore,
                         std::vector<cards::PhysicalCard> knownCards);

} // namespace core::game
