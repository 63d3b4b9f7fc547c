#pragma once
// Playing the heads-up push/fold chart (pushfold.h) at the table. The chart solves one spot exactly: the
// small blind first in against the big blind alone with nothing but the blinds in the pot, and the big
// blind facing the small blind's all-in; effective stacks of 15 big blinds or less, no ante. Everybody
// else must have folded (heads-up there is nobody else). The Solid bot plays the chart there; the Hard bot
// plays it too, or a best response when an opponent's statistics mark it as a calling station or a maniac.

#include "cards/rng.h"
#include "holdem/observation.h"
#include "holdem/pushfoldgame.h"

#include <optional>

namespace core::holdem {

/// The deepest effective stack, in big blinds, at which the bots play the chart.
inline constexpr double kPushFoldChartStack = 15.0;

struct PushFoldSpot {
    enum class Role : unsigned char { Push, Call };
    Role role = Role::Push;
    double stack = 0; ///< effective stack at the start of the hand, in big blinds
    Seat opponent = game::kNoSeat;
};

/// The chart spot the seat to act is in, if any.
std::optional<PushFoldSpot> pushFoldSpot(const PublicTable& table);

/// The frequency of pushing (or calling) `hole` in `spot`: the chart's, or with `opponent` given (the
/// opponent's frequencies, in the chart's form), the best response to it (1 where pushing or calling gains
/// more than folding, else 0).
double pushFoldFrequency(const PushFoldSpot& spot, cards::CardSet hole,
                         const PushFoldStrategy* opponent = nullptr);

/// All in or fold (or check, when nothing is to call) with the frequency, drawn from `rng`.
Move pushFoldMove(const PublicTable& table, double frequency, cards::Rng& rng);

} // namespace core::holdem
