#include "coachtext.h"

#include "games/gameregistry.h"
#include "reasontext.h"

#include <QLocale>

#include <cmath>

QString CoachText::decimal(double value) {
    return QLocale().toString(value, 'f', std::abs(value) < 0.05 ? 2 : 1);
}

CoachText::Size CoachText::sizeOf(const QString& game, double cost) {
    if (cost <= 0) return Size::None;
    return cost >= gameWords(game).largeCost ? Size::Large : Size::Small;
}

QString CoachText::cost(const QString& game, double cost) {
    return gameWords(game).cost(cost);
}

QString CoachText::nothingToReview(const QString& game) {
    return gameWords(game).deal == GameWords::Deal::Deal
               ? tr("You had no decision to make in this deal: step through it with the arrow keys.")
               : tr("You had no decision to make in this hand: step through it with the arrow keys.");
}

QString CoachText::total(const QString& game, double total) {
    if (total <= 0) {
        if (gameWords(game).deal == GameWords::Deal::Deal)
            return tr("This deal you gave up nothing: every decision was as good as the best the coach "
                      "found.");
        return tr("This hand you gave up nothing: every decision was as good as the best the coach found.");
    }
    return gameWords(game).total(total);
}

QString CoachText::mistakes(int mistakes, int decisions) {
    return tr("%1 of %n decision(s) cost something.", nullptr, decisions).arg(mistakes);
}

QString CoachText::decisionTitle(const QString& game, int move, const std::string& played,
                                 const core::game::FlagValues& flags) {
    return tr("Move %1: %2").arg(move).arg(ReasonText::move(game, QString::fromStdString(played), flags));
}

QString CoachText::sentence(QString text) {
    if (text.isEmpty()) return text;
    text[0] = text[0].toUpper();
    if (!text.endsWith(QLatin1Char('.'))) text += QLatin1Char('.');
    return text;
}

QString CoachText::decisionDetail(const QString& game, const core::game::DecisionReview& d,
                                  const QStringList& names, const core::game::FlagValues& flags) {
    const QString why = sentence(ReasonText::sentence(d.reason, names));
    if (!d.isMistake()) return why;
    return tr("%1 Better: %2.").arg(why, ReasonText::move(game, QString::fromStdString(d.best), flags));
}

QString CoachText::hint(const QString& game, const core::game::Hint& hint, const QStringList& names,
                        const core::game::FlagValues& flags) {
    namespace r = core::game::reasons;
    const QString move = ReasonText::move(game, QString::fromStdString(hint.move), flags);
    if (hint.alternative.empty() || hint.reason.code == r::kBest)
        return tr("Hint: %1 (nothing else is worth weighing).").arg(move);
    const QString other = ReasonText::move(game, QString::fromStdString(hint.alternative), flags);
    if (hint.reason.code == r::kClose) {
        if (!hint.reason.find("worlds"))
            return tr("Hint: %1, or %2: they are about as good.").arg(move, other);
        return tr("Hint: %1, or %2: they are about as good (%3 apart over %n simulated deal(s), less than "
                  "the uncertainty of \u00b1%4).",
                  nullptr, static_cast<int>(std::lround(hint.reason.value("worlds"))))
            .arg(move, other, ReasonText::gap(hint.reason, "gain"), ReasonText::gap(hint.reason, "margin"));
    }
    return tr("Hint: %1. The next best, %2, %3.").arg(move, other, ReasonText::sentence(hint.reason, names));
}

QString CoachText::position(int move, int moves) {
    if (move > moves) return tr("Review \u2014 after the last move (%n move(s))", nullptr, moves);
    return tr("Review \u2014 move %1 of %2").arg(move).arg(moves);
}
