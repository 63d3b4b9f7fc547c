#pragma once
// Internal to rangepricing.cpp: a move of the seat to act as the pricing sees it (each opponent's range,
// its chance of going on and of raising, the chips it adds), built in pricingframes.cpp, and the values of
// such moves: exact against one opponent and sampled against several (pricingvalues.cpp). The model is
// rangepricing.h's.

#include "cards/rng.h"
#include "holdem/observation.h"
#include "holdem/ranges/rangereader.h"
#include "holdem/ranges/showdown.h"

#include <array>
#include <vector>

namespace core::holdem::pricing {

/// What every move of one decision shares.
struct Context {
    const PublicTable& table;
    Seat me = game::kNoSeat;
    cards::CardSet hole;
    cards::CardSet board;
    cards::CardSet dead; ///< hole and board
    int pot = 0;
    int toCall = 0;
    bool inPosition = true; ///< the seat acts last after the flop
    int streets = 0;        ///< betting streets after this one
    ComboShares shares{};   ///< the seat's share against each combination
};

/// One opponent as it stands towards one move.
struct Player {
    Seat seat = game::kNoSeat;
    const Range* weight = nullptr;       // mixed range
    std::array<float, kCombos> goesOn{}; // chance of being in
    std::array<float, kCombos> raises{}; // chance of raising again (bets only)
    int calls = 0;                       // chips it adds when it goes on
    int behindAfter = 0;                 // chips it keeps behind once it has called
    double raiseChance = 0;              // over its range
    double raiseShare = 0;               // the seat's share against its raising hands
    double shoveFolds = -1;              // after its raise, the chance it folds to an all-in (-1: none)
    double shoveShare = 0;               // the seat's share against the raising hands that call it
    int raiseTotal = 0;                  // the street total it raises to
};

/// One move of the seat, with every opponent's answer to it.
struct MoveFrame {
    Move move;
    bool bet = false;
    int added = 0; // chips the seat puts in
    int total = 0; // its street total after the move
    bool closes = false;
    double spr = 0;
    std::vector<Player> players;
};

/// Values of the moves, in chips relative to folding now, with what the words need.
struct Values {
    std::vector<double> chips, foldAll, reraised, calledShare, realise;
    std::vector<std::vector<double>> batches; ///< per move: its chips in each batch
    double equityError = 0;                   ///< of the passive move's share, when sampled
    bool exact = true;
    explicit Values(std::size_t moves);
};

inline constexpr int kBatches = 8;

/// R (rangepricing.h).
double realiseFactor(double share, double players, bool inPosition, bool initiative, double spr, int streets,
                     bool closes);
/// What a re-raise of the seat's move by `p` leaves it: folding, calling or moving all in over it.
double reraiseValue(const Context& c, const MoveFrame& f, const Player& p);

/// Frames for `moves`: `mixed` and `sensibleScale` per seat (SeatRange::mixed and the scale of its sensible
/// part in it).
std::vector<MoveFrame> buildFrames(const Context& c, const RangeReader& reader,
                                   const std::vector<Move>& moves, const std::vector<Seat>& opponents,
                                   const std::array<Range, kMaxSeats>& mixed,
                                   const std::array<double, kMaxSeats>& sensibleScale);

/// Exact against the one opponent of the frames.
Values priceExact(const Context& c, const std::vector<MoveFrame>& frames);
/// Sampled against several: `samples` showdowns in kBatches batches; `passive` is the move whose share's
/// error is kept.
Values priceSampled(const Context& c, const std::vector<MoveFrame>& frames, const Move& passive,
                    cards::Rng& rng, int samples);

} // namespace core::holdem::pricing
