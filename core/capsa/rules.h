#pragma once
// Capsa (Big Two, "capsa banting") rules as flags.
//
// Default "Capsa Indonesia" (seed 000, gaps from seed 003): 4 players, 13 cards each; ranks 3 < ... < A < 2,
// suits ♦ < ♣ < ♥ < ♠; the 3♦ holder leads the first round with a play containing 3♦; beat the last play with
// a higher one of the same size or pass (a pass locks the player out of the trick); Single, Pair, Triple,
// Bom (four of a rank, which also beats any Single) and the five-card "paket": Straight < Flush < Full House
// (Polo) < Four of a Kind (Piting) < Straight Flush (Seri Kembang). The round ends when three players are
// out; the first out leads the next round. Placement points 3/2/1/0 per round.
// "Capsa Banting (klasik)" (seed 003 base): four of a kind needs a kicker, piting bombs the 2, the round
// ends at the first player out, the 3♦ holder leads every round, instant wins, cards-left penalties.
// "Big Two with four-card hands" (fourCardHands, a house rule of Big Two tables such as the one the self-play
// agent of arXiv 1808.10442 learned on): two pair and four of a kind are 4-card plays, four of a kind above
// any two pair, and four of a kind is never played with a fifth card.
// Source: ../shared/rules/capsa.md (§1 Capsa Indonesia, §2 Big Two) and the flag appendix of
// ../shared/rules/README.md.

#include "game/variant.h"

namespace core::capsa {

enum class StraightWindows : unsigned char { LowAceTwo, TwoHighNoWrap, NoTwo };
enum class StraightCompare : unsigned char { TopOfSequence, HighestBigTwoCard, FrontCard };
enum class StraightLengths : unsigned char { FiveOnly, AnyFrom3 };
enum class FlushCompare : unsigned char { TopCard, SuitFirst, Lexicographic };
enum class PlayUntil : unsigned char { ThreeOut, FirstOut };
enum class LaterRoundLeader : unsigned char { PreviousFirstOut, Holder3D };
enum class SuitOrder : unsigned char { DiamondsClubsHeartsSpades, Pusoy };
enum class Scoring : unsigned char { Placement, CardsLeft };

struct CapsaRules {
    bool bombBeatsSingle = true;
    bool quadNeedsKicker = false; ///< off: four of a rank alone is a legal 4-card play (the Bom)
    bool fiveCardQuadBeatsSingle2 = false;
    /// on: two pair is a 4-card play (ranked by its higher pair, then that pair's top suit), four of a rank
    /// is a 4-card play above any two pair (the Bom, whatever quadNeedsKicker says), and four of a kind with
    /// a fifth card is no combination.
    bool fourCardHands = false;
    StraightWindows straightWindows = StraightWindows::LowAceTwo;
    StraightCompare straightCompare = StraightCompare::TopOfSequence;
    StraightLengths straightLengths = StraightLengths::FiveOnly;
    FlushCompare flushCompare = FlushCompare::TopCard;
    bool twoLowInCombinations = false;
    bool pitingBombsTwo = false;
    bool passerMayReenter = false;
    PlayUntil playUntil = PlayUntil::ThreeOut;
    LaterRoundLeader laterRoundLeader = LaterRoundLeader::PreviousFirstOut;
    bool instantWinDragon = false;
    bool instantWinSuitedDragon = false;
    bool instantWinFourTwos = false;
    bool instantWinSixPairs = false;
    bool hidePlayedTricks = false;
    SuitOrder suitOrder = SuitOrder::DiamondsClubsHeartsSpades;
    Scoring scoring = Scoring::Placement;
    bool doubleForTwos = false;
    int rounds = 8;      ///< rounds in a game; 0: no limit (play to the target)
    int targetScore = 0; ///< a game also ends when a total reaches this; 0: none

    /// Seed 000, the default.
    static CapsaRules indonesia() { return {}; }
    /// Seed 003's base game.
    static CapsaRules banting();

    /// Whether four of a rank alone is a play (the Bom).
    bool quadAlone() const { return fourCardHands || !quadNeedsKicker; }
    /// Whether four of a rank with a fifth card is a five-card combination (the Piting).
    bool quadWithKicker() const { return !fourCardHands; }

    bool anyInstantWin() const {
        return instantWinDragon || instantWinSuitedDragon || instantWinFourTwos || instantWinSixPairs;
    }

    static const game::VariantCatalog& catalog();
    static CapsaRules fromFlags(const game::FlagValues& values);
    game::FlagValues toFlags() const;

    bool operator==(const CapsaRules&) const = default;
};

inline constexpr int kCapsaPlayers = 4;
inline constexpr int kCapsaHandSize = 13;

} // namespace core::capsa
