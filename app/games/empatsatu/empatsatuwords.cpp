#include "empatsatuwords.h"

#include <QCoreApplication>

#include <cmath>

GameWords empatSatuWords() {
    GameWords words;
    words.deal = GameWords::Deal::Hand;
    words.reviewOffer = [] { return QCoreApplication::translate("Coach", "Review this hand", "Empat Satu"); };
    words.dealCount = [](int deals) {
        return QCoreApplication::translate("StatsDialog", "%n hand(s)", "Empat Satu", deals);
    };
    words.largeCost = 0.05;
    // Percentage points of the chance of winning the hand (the total says so in words).
    words.cost = [](double cost) { return QStringLiteral("%1%").arg(std::lround(100.0 * cost)); };
    words.total = [](double total) {
        return QCoreApplication::translate("CoachText",
                                           "This hand your decisions cost you about %1 percentage "
                                           "points of your chance of winning it.")
            .arg(std::lround(100.0 * total));
    };
    return words;
}
