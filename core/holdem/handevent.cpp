#include "holdem/handevent.h"

#include "cards/cardlist.h"

namespace core::holdem {

std::string_view streetId(Street street) {
    switch (street) {
    case Street::Preflop:
        return "preflop";
    case Street::Flop:
        return "flop";
    case Street::Turn:
        return "turn";
    case Street::River:
        return "river";
    case Street::Showdown:
        return "showdown";
    }
    return "";
}

std::string describe(const HandEvent& e) {
    using K = HandEvent::Kind;
    const std::string who = "seat " + std::to_string(e.seat + 1);
    const std::string allIn = e.allIn ? " (all-in)" : "";
    switch (e.kind) {
    case K::PostAnte:
        return who + " posts an ante of " + std::to_string(e.amount) + allIn;
    case K::PostSmallBlind:
        return who + " posts the small blind " + std::to_string(e.amount) + allIn;
    case K::PostBigBlind:
        return who + " posts the big blind " + std::to_string(e.amount) + allIn;
    case K::Fold:
        return who + " folds";
    case K::Check:
        return who + " checks";
    case K::Call:
        return who + " calls " + std::to_string(e.amount) + allIn;
    case K::Bet:
        return who + " bets " + std::to_string(e.total) + allIn;
    case K::Raise:
        return who + " raises to " + std::to_string(e.total) + allIn;
    case K::BoardDealt:
        return std::string(streetId(e.street)) + ": " + cards::formatCards(e.cards);
    case K::UncalledReturned:
        return std::to_string(e.amount) + " uncalled returned to " + who;
    case K::Showed:
        return who + " shows " + cards::formatCards(e.cards) + " (" +
               std::string(categoryId(categoryOf(e.value))) + ": " + cards::formatCards(e.best) + ")";
    case K::PotWon:
        return who + " wins " + std::to_string(e.amount) + " from " +
               (e.pot == 0 ? std::string("the main pot") : "side pot " + std::to_string(e.pot));
    case K::BustedOut:
        return who + " is out in place " + std::to_string(e.amount);
    }
    return {};
}

} // namespace core::holdem
