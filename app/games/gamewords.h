#pragma once
// A game's own words where the shared texts differ by game: what the coach, the replay and the statistics
// call its deal, how a cost in its unit is written, and its moves where they are not the shared ones. Each
// game fills its own (capsa/capsawords.cpp, ...) and its GameUi holds them. The texts keep the translation
// context of the class that shows them (CoachText, Coach, StatsDialog, ReasonText).

#include "game/variant.h"

#include <QString>

#include <functional>

struct GameWords {
    enum class Deal { Deal, Hand };

    /// The game's word for a deal in the coach and the replay: "This deal …" (Capsa) or "This hand …".
    Deal deal = Deal::Hand;
    /// "Review this hand": the offer when a deal is over (Indonesian: kocokan, putaran, ronde, babak).
    std::function<QString()> reviewOffer;
    /// "3 rounds", "12 hands": a number of deals in the statistics, in the game's own word.
    std::function<QString(int deals)> dealCount;
    /// A decision's cost from which the coach calls it large, in the game's unit.
    double largeCost = 0.5;
    /// "0.8 points", "3.2 bb", "12%": a decision's cost in the game's unit.
    std::function<QString(double cost)> cost;
    /// "This hand you gave up ≈ 3.2 big blinds.": a deal's total cost (more than nothing) in the game's unit.
    std::function<QString(double total)> total;
    /// A move in the game's own words ("leave the pile"), or empty for ReasonText::move's; unset if none.
    std::function<QString(const QString& move, const core::game::FlagValues& flags)> move;
};
