#pragma once
// Everything at a Hold'em table that every seat can see: stacks, bets, the board, who folded or is all-in,
// whose turn it is, the betting bookkeeping, the hand's log, the showdown and the tournament's statistics.
// The state adds the hidden cards to it; an observation adds one seat's hole cards. The betting queries
// (what the seat to act may do) live here because they depend on public information only.

#include "cards/card.h"
#include "cards/cardset.h"
#include "game/seat.h"
#include "holdem/handevent.h"
#include "holdem/move.h"
#include "holdem/pots.h"
#include "holdem/refusal.h"
#include "holdem/rules.h"
#include "holdem/seatstats.h"

#include <array>
#include <bit>
#include <optional>
#include <vector>

namespace core::holdem {

using game::Seat;

/// A hand shown at the showdown.
struct ShownHand {
    cards::CardSet hole;
    cards::CardSet best; ///< the best five of hole + board
    HandValue value = 0;
    bool operator==(const ShownHand&) const = default;
};

/// How one pot was settled.
struct PotResult {
    Pot pot;
    std::vector<Seat> winners; ///< clockwise from the button's left (the odd-chip order)
    std::vector<int> shares;   ///< chips to each winner
    bool showdown = false;     ///< false: the last player in took it unshown
    bool operator==(const PotResult&) const = default;
};

struct PublicTable {
    HoldemRules rules;
    int handIndex = 0; ///< 0 for the first hand of the tournament
    Blinds blinds;     ///< of this hand
    Seat button = game::kNoSeat;
    Seat smallBlindSeat = game::kNoSeat;
    Seat bigBlindSeat = game::kNoSeat;
    Street street = Street::Preflop;
    Seat current = game::kNoSeat; ///< the seat to act; kNoSeat once the hand is over
    bool handOver = false;
    bool tournamentOver = false;

    std::array<cards::Card, 5> board{};
    int boardCount = 0;

    std::array<int, kMaxSeats> stack{};          ///< chips behind (not yet bet)
    std::array<int, kMaxSeats> startStack{};     ///< at the start of this hand
    std::array<int, kMaxSeats> streetBet{};      ///< put in on this street (blinds included, antes not)
    std::array<int, kMaxSeats> committed{};      ///< put in during this hand (antes and blinds included)
    std::array<int, kMaxSeats> lastActedLevel{}; ///< `level` when the seat last acted on this street
    std::array<int, kMaxSeats> place{};          ///< finishing place once out (1 = the winner); 0 while in
    SeatMask dealt = 0;                          ///< seats dealt into this hand (those with chips)
    SeatMask folded = 0;
    SeatMask allIn = 0; ///< no chips behind while still in the hand
    SeatMask acted = 0; ///< acted on this street (posting a blind is not acting)

    int level = 0;    ///< the bet to match on this street (preflop at least the big blind)
    int minRaise = 0; ///< the smallest full raise increment now (the big blind, or the largest full raise)
    Seat lastAggressor = game::kNoSeat; ///< the last seat to bet or raise on this street

    std::vector<HandEvent> log;     ///< this hand, in order
    std::vector<PotResult> results; ///< once the hand is over: main pot first
    std::array<ShownHand, kMaxSeats> shown{};
    SeatMask shownMask = 0;
    std::vector<Seat> showOrder; ///< at a showdown, the order in which the hands were shown

    std::array<SeatStats, kMaxSeats> stats{};
    SeatMask vpipThisHand = 0; ///< for the statistics, counted once per hand
    SeatMask pfrThisHand = 0;

    // Seats.
    int seats() const { return rules.players; }
    SeatMask live() const { return dealt & static_cast<SeatMask>(~folded); }
    SeatMask canAct() const { return live() & static_cast<SeatMask>(~allIn); }
    bool isLive(Seat s) const { return hasSeat(live(), s); }
    int liveCount() const { return std::popcount(live()); }
    /// Seats still in the tournament (with chips, or in the running hand).
    SeatMask inTournament() const;

    // Chips.
    /// Everything in the middle, bets of this street included.
    int potTotal() const;
    /// The pots as they stand, from the chips of earlier streets (this street's bets lie in front of the
    /// players until the street ends); once the hand is over, the settled pots.
    std::vector<Pot> pots() const;
    /// Chips `s` must add to match the bet (more than its stack when it can only call all-in).
    int toCall(Seat s) const { return std::max(0, level - streetBet[s]); }
    /// The street total `s` reaches by going all-in.
    int allInTotal(Seat s) const { return streetBet[s] + stack[s]; }
    /// The smallest total a bet or raise must reach (unless all-in).
    int minRaiseTo() const { return level + minRaise; }
    /// The biggest bet of a live seat other than `s` on this street.
    int highestOtherBet(Seat s) const;

    // Betting.
    /// Whether a bet or raise by `s` would be allowed now, ignoring the amount.
    std::optional<Refusal> raiseRefusal(Seat s) const;
    /// Whether `s` still has to act on this street.
    bool needsToAct(Seat s) const;
    /// Why the seat to act may not make `move` (nothing when it may).
    std::optional<Refusal> check(const Move& move) const;
    /// The legal moves of the seat to act, sorted. Raises are a finite menu (see raiseTargets()); check()
    /// and the state accept every legal amount.
    std::vector<Move> legalMoves() const;
    /// The raise totals offered to `s`, ascending, each a legal raise below the all-in total (which is the
    /// AllIn move): the minimum raise; raises to the current bet plus 1/3, 1/2, 2/3, 3/4, 1, 3/2 and 2 times
    /// the pot after calling; and, facing a bet, 2, 2.5, 3 and 4 times that bet.
    std::vector<int> raiseTargets(Seat s) const;
    /// The first seat clockwise after `from` that still has to act, or kNoSeat.
    Seat nextToAct(Seat from) const;

    cards::CardSet boardSet() const;
    /// Finishing place of `s` (0 while still in).
    int placeOf(Seat s) const { return place[s]; }

    bool operator==(const PublicTable&) const = default;
};

} // namespace core::holdem
