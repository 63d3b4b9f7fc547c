#pragma once
// What the table has seen of one seat's play during the tournament (public actions only): the usual
// poker-tracker counts, for the bots' opponent models and a statistics view.

namespace core::holdem {

struct SeatStats {
    int hands = 0;        ///< hands dealt in
    int vpip = 0;         ///< hands in which the seat put chips in voluntarily before the flop
    int pfr = 0;          ///< hands in which the seat bet or raised before the flop
    int sawFlop = 0;      ///< hands in which the seat was still in when the flop came
    int aggressive = 0;   ///< bets and raises after the flop
    int calls = 0;        ///< calls after the flop
    int checks = 0;       ///< checks after the flop
    int folds = 0;        ///< folds after the flop
    int showdowns = 0;    ///< hands that reached a showdown with the seat in
    int showdownsWon = 0; ///< of those, hands in which it won some chips

    double vpipRate() const { return hands ? double(vpip) / hands : 0.0; }
    double pfrRate() const { return hands ? double(pfr) / hands : 0.0; }
    /// (bets + raises) / calls after the flop; 0 with no call seen.
    double aggressionFactor() const { return calls ? double(aggressive) / calls : 0.0; }
    /// Share of the post-flop actions that were bets or raises.
    double aggressionFrequency() const {
        const int all = aggressive + calls + checks + folds;
        return all ? double(aggressive) / all : 0.0;
    }

    bool operator==(const SeatStats&) const = default;
};

} // namespace core::holdem
