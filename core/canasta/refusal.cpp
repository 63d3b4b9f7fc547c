#include "canasta/refusal.h"

namespace core::canasta {

Refusal refusalOf(MeldProblem problem) {
    switch (problem) {
    case MeldProblem::MixedRanks:
        return Refusal::MixedRanks;
    case MeldProblem::OnlyWildCards:
        return Refusal::OnlyWildCards;
    case MeldProblem::RedThree:
        return Refusal::RedThreeNotMelded;
    case MeldProblem::TooFewCards:
        return Refusal::NewMeldNeedsThreeCards;
    case MeldProblem::TooFewNaturals:
        return Refusal::TooFewNaturals;
    case MeldProblem::TooManyWilds:
        return Refusal::TooManyWilds;
    case MeldProblem::WildsOutnumberNaturals:
        return Refusal::WildsOutnumberNaturals;
    case MeldProblem::BlackThreeWithWild:
    case MeldProblem::None:
        break;
    }
    return Refusal::BlackThreeWithWild;
}

std::string_view describe(Refusal refusal) {
    switch (refusal) {
    case Refusal::HandOver:
        return "the hand is over";
    case Refusal::MustDrawFirst:
        return "draw from the stock or take the pile first";
    case Refusal::AlreadyDrew:
        return "you have already drawn this turn";
    case Refusal::AwaitingAnswer:
        return "the partner must answer first";
    case Refusal::NoQuestion:
        return "nobody asked a question";
    case Refusal::NotPartnership:
        return "there is no partner to ask";
    case Refusal::AlreadyAsked:
        return "you have already asked this turn";
    case Refusal::StockEmpty:
        return "the stock is empty";
    case Refusal::WrongDrawCount:
        return "that number of cards may not be drawn";
    case Refusal::PileEmpty:
        return "the discard pile is empty";
    case Refusal::PileTopWild:
        return "a wild card on top: the pile cannot be taken";
    case Refusal::PileTopBlackThree:
        return "a black 3 on top: the pile cannot be taken";
    case Refusal::PileTopRedThree:
        return "a red 3 on top: the pile cannot be taken";
    case Refusal::OneCardPileOneCard:
        return "holding one card, you may not take a one-card pile";
    case Refusal::TakeCardsDoNotMatch:
        return "these cards do not go with the top card";
    case Refusal::PileFrozen:
        return "the pile is frozen: take it only with a natural pair of the top card";
    case Refusal::FirstMeldNeedsPair:
        return "before your side has melded, take the pile only with a natural pair of the top card";
    case Refusal::NoMeldForTopCard:
        return "your side has no meld to add the top card to";
    case Refusal::TopCardOntoCanasta:
        return "the pile may not be taken just to add its top card to a finished canasta";
    case Refusal::PileCardsLocked:
        return "the other pile cards may be used once the first meld reaches its minimum";
    case Refusal::NotInHand:
        return "that card is not in your hand";
    case Refusal::MalformedMove:
        return "this move names the wrong number of cards";
    case Refusal::NewMeldNeedsThreeCards:
        return "A new meld needs at least three cards of one rank (wild cards included).";
    case Refusal::MixedRanks:
        return "A meld holds natural cards of one rank only.";
    case Refusal::OnlyWildCards:
        return "Wild cards alone are no meld: it needs natural cards.";
    case Refusal::TooFewNaturals:
        return "A meld needs at least two natural cards.";
    case Refusal::TooManyWilds:
        return "Too many wild cards: a meld may hold at most three.";
    case Refusal::WildsOutnumberNaturals:
        return "Wild cards may not outnumber the natural cards of a meld.";
    case Refusal::RedThreeNotMelded:
        return "Red 3s are never melded: they are laid out by themselves.";
    case Refusal::BlackThreeWithWild:
        return "Black 3s are melded without wild cards.";
    case Refusal::RankAlreadyMelded:
        return "your side already has a meld of this rank: add to it";
    case Refusal::NoSuchMeld:
        return "your side has no meld of this rank";
    case Refusal::WrongRankForMeld:
        return "that card does not belong to this meld";
    case Refusal::BlackThreesOnlyGoingOut:
        return "black 3s are melded only when going out";
    case Refusal::BelowMinimum:
        return "the first meld has not reached its minimum count yet";
    case Refusal::MinimumOutOfReach:
        return "the first meld could no longer reach its minimum count";
    case Refusal::NeedsCanastaToGoOut:
        return "your side needs a canasta to go out";
    case Refusal::NeedsTwoCanastasToGoOut:
        return "you need two canastas to go out";
    case Refusal::PartnerSaidNo:
        return "your partner said no: you may not go out this turn";
    case Refusal::MustDiscardPenaltyCard:
        return "discard one of your penalty cards";
    case Refusal::NoDiscardAfterLastRedThree:
        return "the last stock card was a red 3: no discard, the hand ends";
    case Refusal::NothingToStop:
        return "stop only after drawing a red 3 as the last stock card";
    case Refusal::NothingToPass:
        return "there is nothing to pass on";
    case Refusal::MustTakePile:
        return "the last discard fits your meld and must be taken";
    }
    return "refused";
}

} // namespace core::canasta
