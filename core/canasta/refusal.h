#pragma once
// Why the state refused a move: one value per distinct reason, so the app can say exactly why (translated
// there; describe() gives the English text the game shows). The irregularities of §3.12 cannot happen: every
// one of them is refused before it happens.

#include "canasta/meld.h"

#include <cstdint>
#include <string_view>

namespace core::canasta {

enum class Refusal : std::uint8_t {
    HandOver, ///< the hand is over; start the next one

    // Order of play.
    MustDrawFirst,  ///< meld, add or discard before drawing or taking the pile
    AlreadyDrew,    ///< a second draw or take in one turn
    AwaitingAnswer, ///< the partner has been asked and must answer first
    NoQuestion,     ///< yes or no without a question
    NotPartnership, ///< asking "may I go out?" in a game without partners
    AlreadyAsked,   ///< asking twice in one turn
    StockEmpty,     ///< drawing after the stock ran out (only the discard may be taken)
    WrongDrawCount, ///< draw 1 or 2 where the rules say otherwise

    // Taking the discard pile (§3.7).
    PileEmpty,
    PileTopWild,         ///< a wild card on top: nobody may take the pile
    PileTopBlackThree,   ///< a black 3 on top stops the next player
    PileTopRedThree,     ///< a red 3 on top cannot be melded
    OneCardPileOneCard,  ///< holding one card, a one-card pile may not be taken
    TakeCardsDoNotMatch, ///< the cards named do not go with the top card (rank, or not pair / natural + wild)
    PileFrozen,          ///< the pile is frozen: only a natural pair of the top card's rank takes it
    FirstMeldNeedsPair, ///< before the side's first meld the pile needs a natural pair of the top card's rank
    NoMeldForTopCard,   ///< no meld of the side to add the top card to
    TopCardOntoCanasta, ///< the top card may not be taken just to add it to a finished canasta
    PileCardsLocked,    ///< the other pile cards may be used only once the first meld reached its minimum

    // Cards and melds (§3.3).
    NotInHand,
    MalformedMove,          ///< a move naming the wrong number of cards (add and discard name one)
    NewMeldNeedsThreeCards, ///< a new meld is laid as three cards; further cards are added one by one
    MixedRanks,
    OnlyWildCards,
    TooFewNaturals,
    TooManyWilds,
    WildsOutnumberNaturals,
    RedThreeNotMelded,
    BlackThreeWithWild,
    RankAlreadyMelded,       ///< the side has a meld of this rank: add to it
    NoSuchMeld,              ///< the side has no meld of this rank
    WrongRankForMeld,        ///< a natural card of another rank
    BlackThreesOnlyGoingOut, ///< black 3s are melded only as the last meld of a player going out

    // The first meld (§3.6).
    BelowMinimum,      ///< the turn's melds do not yet reach the side's minimum; meld more first
    MinimumOutOfReach, ///< after this step the first meld could no longer reach the minimum

    // Going out (§3.9).
    NeedsCanastaToGoOut,     ///< the side has no canasta (this move would leave no card or none to keep)
    NeedsTwoCanastasToGoOut, ///< the 15-card two-hand game needs two
    PartnerSaidNo,           ///< the partner answered no: this turn may not end in going out
    MustDiscardPenaltyCard,  ///< a player holding penalty cards discards one of them

    // End of the stock (§3.10).
    NoDiscardAfterLastRedThree, ///< the last stock card was a red 3: meld, then stop; no discard
    NothingToStop,              ///< stop only after drawing a red 3 as the last stock card
    NothingToPass,              ///< pass only when deciding about the last discard after the stock ran out
    MustTakePile,               ///< the last discard fits a meld of the side and must be taken
};

/// English text for the command-line tool and logs; the app translates the enum itself.
std::string_view describe(Refusal refusal);

/// The refusal that states why a meld is not valid (MeldProblem::None has none: not to be asked).
Refusal refusalOf(MeldProblem problem);

} // namespace core::canasta
