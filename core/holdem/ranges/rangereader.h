#pragma once
// Reads a hand's public log into a weighted range for every seat dealt in: what each player may hold given
// what it did, as anybody at the table could work it out (the reading uses public information only; the
// observer's own cards are taken out of the others' ranges at the end).
//
// Every range starts from all hands alike and is multiplied, action by action, by the likelihood of that
// action for each combination under actionmodel.h's sensible player, adjusted by the seat's statistics
// (opponentmodel.h's tendencies: a seat that raises far more than most opens wider, one that calls a lot
// calls with less, one that bets a lot bluffs more). Before the flop an unopened pot is read by position (an
// open, a limp, an open all-in); heads-up with 20 big blinds or less the small blind's all-in and the big
// blind's call are read from the push/fold chart (pushfold.h). Facing a raise, each hand's share against
// the raiser's range (classequity.h) says whether it folds, calls or re-raises. After the flop a bet or a
// check is read by the hand's share against the other players' ranges and the bet's size, a call or a raise
// by its share against the bettor's range (showdown.h).
//
// Beside the sensible reading, each seat may be a player who plays any two cards (a calling station or a
// maniac, opponentmodel.h's loose types): their chance starts from the seat's statistics and is updated by
// how likely its actions in this hand were under each reading, and the range a player is priced against
// mixes in that many random hands. So a maniac's range is wide and a rock's narrow, and a range is random
// only for a player who really plays any two cards.

#include "holdem/observation.h"
#include "holdem/ranges/actionmodel.h"
#include "holdem/ranges/range.h"

#include <array>
#include <vector>

namespace core::holdem {

/// What a seat's last action says about its range, for the coach's words.
enum class RangeLabel : unsigned char {
    Blind,    ///< nothing voluntary yet (a blind, or still to act)
    Opening,  ///< opened with a raise
    Limping,  ///< limped or completed the small blind
    Calling,  ///< called a bet or raise
    Raising,  ///< raised a bet or raise (a re-raise before the flop)
    AllIn,    ///< moved all in
    PushFold, ///< read from the heads-up push/fold chart
    Betting,  ///< bet first on a street
    Checking, ///< checked
};

/// "blind", "opening", "limping", "calling", "raising", "all-in", "push-fold", "betting", "checking".
std::string_view rangeLabelId(RangeLabel label);

struct SeatRange {
    Seat seat = game::kNoSeat;
    Range range;      ///< the sensible reading (cards the observer holds or sees removed for others)
    double loose = 0; ///< the chance the seat plays any two cards
    PlayerTendencies tendencies;
    RangeLabel label = RangeLabel::Blind;
    bool live = false; ///< still in the hand

    /// The range the seat is priced against: the sensible reading, normalised to a mean of one over the
    /// combinations `dead` leaves possible, mixed with `loose` of random hands; `dead` removed.
    Range mixed(cards::CardSet dead) const;
};

/// The state of a hand's reading: the seats' ranges and the betting so far. The coach asks it what an
/// action would say (likelihoodOf) and how a seat would answer a bet (answer).
class RangeReader {
public:
    explicit RangeReader(const PublicTable& table);

    /// Reads one event of the table's log (in order).
    void read(const HandEvent& event);
    /// Reads the whole log.
    void readLog();

    const SeatRange& seat(Seat s) const { return m_seats[static_cast<std::size_t>(s)]; }
    const PublicTable& table() const { return m_table; }

    /// The likelihood, per combination, that `seat` makes an action of `kind` (to `total` chips this street,
    /// `allIn` when it puts its last chip in) now. Street and betting are those the reader has reached.
    /// `limps`: limps to count besides those of the log (the observer's own, when it prices a limp).
    std::array<float, kCombos> likelihoodOf(Seat seat, HandEvent::Kind kind, int total, bool allIn,
                                            int limps = 0) const;

    /// How `seat` answers a bet to `total` (this street) by `bettor`, whose range is `bettorRange`: the
    /// chance of each answer per combination. `stack` is what `seat` has behind.
    struct Answer {
        std::array<float, kCombos> goesOn{};
        std::array<float, kCombos> raises{};
        ComboShares share{}; ///< each combination's share against the bettor's range
        double price = 0;
    };
    /// `callers`: players who will have called the bet before `seat` answers, besides those of the log.
    Answer answer(Seat seat, Seat bettor, const Range& bettorRange, int total, bool bettorAllIn,
                  int callers = 0) const;

    /// Each combination's share against `range` on the current street (before the flop by class).
    ComboShares sharesAgainst(const Range& range) const { return sharesAgainst(m_b, range); }

    /// The range of `bettor` after betting to `total` (its current range times likelihoodOf).
    Range rangeAfter(Seat bettor, HandEvent::Kind kind, int total, bool allIn) const;

    /// Every live seat's chance of being a loose player is final after this; the observer's cards leave
    /// the others' ranges.
    void finish(Seat observer, cards::CardSet observerHole);

private:
    struct Betting {
        Street street = Street::Preflop;
        int pot = 0;
        int level = 0;
        int raises = 0;  ///< bets and raises this street (the blinds not counted)
        int limpers = 0; ///< before the flop, calls before any raise
        Seat aggressor = game::kNoSeat;
        bool aggressorAllIn = false;
        std::array<int, kMaxSeats> bet{};
        std::array<int, kMaxSeats> behind{}; ///< chips each seat still has
        cards::CardSet board;
    };

    std::array<float, kCombos> likelihood(const Betting& b, Seat seat, HandEvent::Kind kind, int total,
                                          bool allIn) const;
    /// What `seat` faces when `bettor` has bet to `total` (already in the pot when `total` is the level).
    Facing facingFor(const Betting& b, Seat seat, Seat bettor, int total, bool bettorAllIn,
                     int callers = 0) const;
    /// Each combination's share against `range` on the current street (preflop by class).
    ComboShares sharesAgainst(const Betting& b, const Range& range) const;
    /// The mixture of the other live seats' ranges (each normalised), what a first bet is played against.
    Range othersOf(Seat seat) const;
    bool headsUpPushFold(const Betting& b, Seat seat) const;
    double openWidth(const Betting& b, Seat seat) const;

    /// othersOf(seat) and each combination's share against it on the current street, kept between reads
    /// (every bet the coach prices asks for it again).
    const ComboShares& strengthAgainstOthers(const Betting& b, Seat seat) const;

    PublicTable m_table;
    Betting m_b;
    int m_read = 0; ///< events read so far
    struct Kept {
        int read = -1;
        ComboShares shares{};
    };
    mutable std::array<Kept, kMaxSeats> m_kept{};
    std::array<SeatRange, kMaxSeats> m_seats{};
    std::array<double, kMaxSeats> m_stationLikely{}; ///< how likely each seat's actions were for a station
    std::array<double, kMaxSeats> m_maniacLikely{};  ///< and for a maniac
};

/// Every dealt seat's range after the observation's log, from the observing seat's point of view (its own
/// seat's range is what the others can read of it).
std::array<SeatRange, kMaxSeats> readRanges(const Observation& observation);

} // namespace core::holdem
