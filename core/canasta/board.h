#pragma once
// Everything on the table that every player sees: the seating, the scores, the discard pile, the melds, the
// red 3s, cards known to be in a hand (taken with the pile), penalty cards, the counts of hidden cards and
// where the turn stands. The full state adds only the hidden hands and the stock order, so an observation is
// the board plus one hand, and a determinized state is that board with the hidden cards sampled.

#include "canasta/meld.h"
#include "canasta/physset.h"
#include "canasta/scoring.h"
#include "canasta/table.h"

#include <array>
#include <cstdint>

namespace core::canasta {

enum class Phase : std::uint8_t {
    Draw,       ///< the player draws from the stock or takes the pile (or asks the partner)
    Play,       ///< melds, additions, then a discard or going out
    Answer,     ///< the partner answers "may I go out?"; currentSeat() is the partner
    LastChance, ///< the stock ran out: the player may take the last discard or pass (ending the hand)
    HandOver,
};

/// Why the discard pile is frozen (§3.7); it stays frozen until someone takes it.
enum class Frozen : std::uint8_t { No, WildDiscard, WildUpcard, RedThreeUpcard };

enum class Answer : std::uint8_t { None, Yes, No };

/// Where the current turn stands.
struct TurnState {
    bool melded = false; ///< laid cards on the table this turn (taking the pile included)
    bool asked = false;
    Answer answer = Answer::None;
    bool meldedBeforeAsking = false; ///< asked after melding: must go out whatever the answer (§3.9 g)
    Phase resume = Phase::Draw;      ///< the asker's phase, resumed after the answer
    bool noDiscard = false;          ///< drew a red 3 as the last stock card: meld, then stop (§3.10)
    std::int16_t openingPoints = 0;  ///< card points laid this turn towards the side's first meld
    std::int8_t pileSlot = -1;       ///< rank of the pile's top card used for the first meld this turn
    std::uint8_t canastasMade = 0;   ///< canastas finished by this player this turn
    PhysSet pending; ///< the other pile cards, set aside until the first meld reaches its minimum
    bool operator==(const TurnState&) const = default;
};

/// Public moves of one player counted over the match so far, this hand included.
struct SeenPlay {
    std::uint16_t pileTakesOntoMeld = 0; ///< took the pile by adding its top card to a meld
    std::uint16_t pileTakesWithWild = 0; ///< took the pile with a natural and a wild card
    std::uint16_t partnerQuestions = 0;  ///< asked "may I go out?"
    /// Drew from the stock where it could have taken the pile by adding its top card to a meld.
    std::uint16_t pileOntoMeldPassed = 0;
    bool operator==(const SeenPlay&) const = default;
};

struct Board {
    CanastaRules rules;
    PartnerDraw draw;
    int hand = 0; ///< hand number, 0-based
    Table table;
    std::array<int, kMaxSides> scores{}; ///< cumulative; the current hand is added when it ends

    Phase phase = Phase::Draw;
    Seat current = kNoSeat;
    CardStack pile; ///< top is the last card
    Frozen frozen = Frozen::No;
    std::array<std::array<PhysSet, kMeldSlots>, kMaxSides> melds{}; ///< [side][slot]
    std::array<bool, kMaxSides> opened{}; ///< the side's first meld of the hand is complete
    std::array<PhysSet, kMaxSeats> redThrees{};
    std::array<PhysSet, kMaxSeats> known{};   ///< in a hand, known to all (taken with the pile)
    std::array<PhysSet, kMaxSeats> penalty{}; ///< penalty cards, face up, still in the hand
    std::array<std::uint8_t, kMaxSeats> handCount{};
    int stockCount = 0;
    PhysSet aside; ///< out of play (only in test set-ups)
    TurnState turn;
    bool stockOut = false;                       ///< the stock ran out this hand
    bool finalTurn = false;                      ///< OneMoreTake: the hand ends after this player's discard
    std::array<bool, kMaxSeats> meldedEarlier{}; ///< laid cards in an earlier turn of this hand
    // What each player was seen to do (bots read it as a sign of how a player plays): over the match so
    // far (kept from hand to hand), and in this hand.
    std::array<SeenPlay, kMaxSeats> seen{};
    /// The most cards kept in the hand after melding a natural pair with a wild card once its side had
    /// opened, in this hand (0: never).
    std::array<std::uint8_t, kMaxSeats> pairWithWildKept{};

    // The end of the hand.
    Seat wentOut = kNoSeat;
    bool perfect = false;
    std::array<HandScore, kMaxSides> handScores{}; ///< the finished hand's score sheet (until the next deal)
    std::array<PhysSet, kMaxSeats> revealed{};     ///< every hand, shown at the end
    int winner = -1;                               ///< the side that won the match, once it is over

    bool operator==(const Board&) const = default;

    // Reading the board.
    int sides() const { return table.sides; }
    int sideOf(Seat s) const { return table.side[s]; }
    Seat partnerOf(Seat s) const { return table.partner[s]; }
    bool handOver() const { return phase == Phase::HandOver; }
    bool matchOver() const { return winner >= 0; }
    PhysSet meld(int side, int slot) const { return melds[side][slot]; }
    int meldNaturals(int side, int slot) const { return melds[side][slot].countFaces(slotFaces(slot)); }
    int meldWilds(int side, int slot) const { return melds[side][slot].countFaces(kWildFaces); }
    bool hasMeld(int side, int slot) const { return !melds[side][slot].empty(); }
    bool isCanastaMeld(int side, int slot) const {
        return canasta::isCanasta(meldNaturals(side, slot), meldWilds(side, slot));
    }
    int canastas(int side) const;
    bool hasAnyMeld(int side) const;
    /// The side's first meld must reach this count in the current hand.
    int minimum(int side) const { return minimumFirstMeld(scores[side], rules); }
    Card pileTop() const { return pile.empty() ? Card() : faceOf(pile.top()); }
    bool pileFrozen() const { return frozen != Frozen::No; }
    /// A black 3 on top: the next player may not take the pile.
    bool blackThreeOnTop() const { return !pile.empty() && isBlackThree(pileTop()); }
    /// Whether the player to act has been bound to go out this turn.
    bool obligedToGoOut() const {
        return turn.asked && turn.answer != Answer::None &&
               (turn.answer == Answer::Yes || turn.meldedBeforeAsking);
    }
    /// Whether the player to act may not go out this turn (the partner said no).
    bool forbiddenToGoOut() const {
        return turn.asked && turn.answer == Answer::No && !turn.meldedBeforeAsking;
    }
    /// The first meld is being made this turn and has not yet reached the minimum.
    bool openingInProgress() const { return phase == Phase::Play && !opened[sideOf(current)] && turn.melded; }
};

} // namespace core::canasta
