#include "canastawords.h"

#include "model/coachtext.h"
#include "model/reasontext.h"

#include <QCoreApplication>
#include <QStringList>

#include <cmath>

namespace {

/// A pass leaves the pile, a take with cards takes the pile with them, and "stop" ends the hand without a
/// discard; empty for the other moves.
QString moveText(const QString& move, const core::game::FlagValues&) {
    QStringList words = move.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    if (words.isEmpty()) return {};
    const QString verb = words.takeFirst();
    if (verb == QLatin1String("pass")) return QCoreApplication::translate("ReasonText", "leave the pile");
    if (verb == QLatin1String("take") && !words.isEmpty())
        return QCoreApplication::translate("ReasonText", "take the pile with %1")
            .arg(ReasonText::cardTokens(words));
    if (verb == QLatin1String("stop"))
        return QCoreApplication::translate("ReasonText", "end the hand", "Canasta");
    return {};
}

} // namespace

GameWords canastaWords() {
    GameWords words;
    words.deal = GameWords::Deal::Hand;
    words.reviewOffer = [] { return QCoreApplication::translate("Coach", "Review this hand", "Canasta"); };
    words.dealCount = [](int deals) {
        return QCoreApplication::translate("StatsDialog", "%n hand(s)", "Canasta", deals);
    };
    words.largeCost = 50.0;
    words.cost = [](double cost) {
        if (cost < 0.5)
            return QCoreApplication::translate("CoachText", "%1 points").arg(CoachText::decimal(cost));
        const int points = static_cast<int>(std::lround(cost));
        return QCoreApplication::translate("CoachText", "%n point(s)", nullptr, points);
    };
    words.total = [](double total) {
        const int points = static_cast<int>(std::lround(total));
        return QCoreApplication::translate("CoachText", "This hand you gave up \u2248 %n Canasta point(s).",
                                           nullptr, points);
    };
    words.move = moveText;
    return words;
}
