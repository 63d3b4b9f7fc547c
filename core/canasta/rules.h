#pragma once
// Canasta as played in Indonesia (seed 001, "main CANASTA", a 2009 blog copy of an older rule sheet), with
// the classic game as a variant. Full rules: shared/rules/canasta.md; flags: the Canasta table of
// rules/README.md.
//
// In brief:
//  - 108 cards: two packs with four jokers. Jokers and 2s are wild; 4 ... A are natural; red 3s are bonus
//    cards, laid out and replaced at once; black 3s stop the next player from taking the pile and may be
//    melded (3 or 4, no wilds) only when going out.
//  - A turn: draw from the stock (two cards in the 15-card two-hand game) or take the whole discard pile,
//    whose top card must be melded at once; meld; discard one card (unless going out).
//  - A meld is 3+ cards of one rank, at least two natural, at most three wild (`meldWilds`); 7+ cards with 4+
//    naturals make a canasta: natural ("merah") 500, mixed ("hitam") 300. One meld per rank per side; cards
//    are added only to one's own side's melds. Wilds on a finished canasta: no limit
//    (`wildLimitAfterCanasta`).
//  - A side's first meld in a hand must count 50 / 90 / 120 by its score (none when negative:
//    `negativeScoreMinimum`); using the pile's top card for a first canasta waives it
//    (`firstCanastaWaivesMinimum`).
//  - The pile is frozen by a discarded wild card (or a wild / red 3 upcard): then only a natural pair of the
//  top
//    card's rank takes it. Otherwise a side that has melded may also take it with a natural and a wild, or by
//    adding the top card to its meld, not to a finished canasta (`takePileOntoCanasta`).
//  - Going out needs a canasta (two in the 15-card two-hand game). Partners may ask "may I go out?"; the
//  answer
//    binds, and a player who melded before asking must go out. Perfect going out: `perfectGoOut`.
//  - A hand ends when someone goes out or the stock runs out (`endOfStock`). Scores: cards melded, canasta
//    bonuses, red 3s, going out, minus cards left in hand. The first side to the target (5000) wins (+500,
//    `gameBonus`).
// Forms (`players`): 2 (15 cards, draw 2, or 13), 3 (13 or 11), 4 (two pairs), 5 (a rotating team of three
// against a pair, four play each hand), 6 (three pairs seated A-C-E-B-D-F, or two rotating teams of three).
// Beyond the appendix's flags: `targetScore` (5000) and `seating` (the seed's draw for partners, or seats
// kept as given, which the app may prefer); both are flags so that a saved game replays the same way.

#include "game/variant.h"

namespace core::canasta {

enum class Seating : unsigned char {
    Draw,  ///< everyone draws a card: the draw makes the teams, the seating and the first dealer (seed V.1.1)
    Fixed, ///< seats 0, 1, 2 ... clockwise as given, partners opposite, seat 0 deals first
};
enum class FirstPlayer : unsigned char { Dealer, LeftOfDealer };
enum class UpcardProcedure : unsigned char { Seed, Classic };
enum class MeldWilds : unsigned char { AtMost3, NotMoreWildThanNatural };
enum class WildLimitAfterCanasta : unsigned char { None, Three };
enum class PerfectGoOut : unsigned char { NoDiscard, ConcealedClassic };
enum class EndOfStock : unsigned char { OneMoreTake, ContinueWhileTaken };
enum class TwoHandDrawTwo : unsigned char { Always, Optional };
enum class SixPlayerForm : unsigned char { ThreePairs, TwoTeamsOfThree };

struct CanastaRules {
    int players = 4;
    int targetScore = 5000;
    Seating seating = Seating::Draw;
    FirstPlayer firstPlayer = FirstPlayer::Dealer;
    UpcardProcedure upcardProcedure = UpcardProcedure::Seed;
    MeldWilds meldWilds = MeldWilds::AtMost3;
    WildLimitAfterCanasta wildLimitAfterCanasta = WildLimitAfterCanasta::None;
    int negativeScoreMinimum = 0; ///< 0 or 15
    bool firstCanastaWaivesMinimum = true;
    bool takePileOntoCanasta = false;
    PerfectGoOut perfectGoOut = PerfectGoOut::NoDiscard;
    EndOfStock endOfStock = EndOfStock::OneMoreTake;
    int gameBonus = 500;   ///< 0 or 500
    int twoHandCards = 15; ///< 15 (draw 2, two canastas to go out) or 13
    TwoHandDrawTwo twoHandDrawTwo = TwoHandDrawTwo::Always;
    bool twoHandPileAlsoDrawsOne = true;
    int threeHandCards = 13; ///< 13 or 11; also the six-player three-pairs form
    SixPlayerForm sixPlayerForm = SixPlayerForm::ThreePairs;

    static const game::FlagTable<CanastaRules>& table();
    /// Presets "canasta-indonesia" (seed 001, the default) and "canasta-klasik" (the classic game).
    static const game::VariantCatalog& catalog();
    static CanastaRules fromFlags(const game::FlagValues& values) { return table().fromFlags(values); }
    game::FlagValues toFlags() const { return table().toFlags(*this); }
    bool operator==(const CanastaRules&) const = default;

    // What the flags mean for this player count.
    /// The 15-card two-hand game (draw 2, two canastas to go out).
    bool twoHandLong() const { return players == 2 && twoHandCards == 15; }
    /// Players dealt in each hand (5 and 6 in teams of three: four play, the others sit out).
    int activePlayers() const;
    /// Cards dealt to each active player.
    int handSize() const;
    /// Canastas a side needs before one of its players may go out.
    int canastasToGoOut() const { return twoHandLong() ? 2 : 1; }
    /// Partners play (and may ask "may I go out?").
    bool partnership() const { return players >= 4; }
    /// Number of sides scoring separately.
    int sides() const;
    bool pileAlsoDrawsOne() const { return twoHandLong() && twoHandPileAlsoDrawsOne; }
};

/// The minimum count of a side's first meld in a hand, by the side's cumulative score (§3.6).
int minimumFirstMeld(int sideScore, const CanastaRules& rules);

} // namespace core::canasta
