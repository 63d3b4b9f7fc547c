#include "holdemwords.h"

#include "model/coachtext.h"

#include <QCoreApplication>

GameWords holdemWords() {
    GameWords words;
    words.deal = GameWords::Deal::Hand;
    words.reviewOffer = [] {
        return QCoreApplication::translate("Coach", "Review this hand", "Texas Hold'em");
    };
    words.dealCount = [](int deals) {
        return QCoreApplication::translate("StatsDialog", "%n hand(s)", "Texas Hold'em", deals);
    };
    words.largeCost = 2.0;
    words.cost = [](double cost) {
        return QCoreApplication::translate("CoachText", "%1 bb").arg(CoachText::decimal(cost));
    };
    words.total = [](double total) {
        return QCoreApplication::translate("CoachText", "This hand you gave up \u2248 %1 big blinds.")
            .arg(CoachText::decimal(total));
    };
    return words;
}
