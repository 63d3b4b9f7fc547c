#include "coachtext.h"

#include "reasontext.h"

#include <QLocale>

#include <cmath>

namespace {

bool is(const QString& game, const char* id) {
    return game == QLatin1String(id);
}

/// One decimal, or two for an amount that one would show as 0.
QString decimal(double value) {
    return QLocale().toString(value, 'f', std::abs(value) < 0.05 ? 2 : 1);
}

} // namespace

CoachText::Size CoachText::sizeOf(const QString& game, double cost) {
    if (cost <= 0) return Size::None;
    const double large = is(game, "canasta")     ? 50.0
                         : is(game, "holdem")    ? 2.0
                         : is(game, "empatsatu") ? 0.05
                                                 : 0.5;
    return cost >= large ? Size::Large : Size::Small;
}

QString CoachText::cost(const QString& game, double cost) {
    // Percentage points of the chance of winning the hand (the total says so in words).
    if (is(game, "empatsatu")) return QStringLiteral("%1%").arg(std::lround(100.0 * cost));
    if (is(game, "holdem")) return tr("%1 bb").arg(decimal(cost));
    if (is(game, "canasta")) {
        if (cost < 0.5) return tr("%1 points").arg(decimal(cost));
        return tr("%n point(s)", nullptr, static_cast<int>(std::lround(cost)));
    }
    return tr("%1 points").arg(decimal(cost));
}

QString CoachText::nothingToReview(const QString& game) {
    return is(game, "capsa")
               ? tr("You had no decision to make in this deal: step through it with the arrow keys.")
               : tr("You had no decision to make in this hand: step through it with the arrow keys.");
}

QString CoachText::total(const QString& game, double total) {
    if (total <= 0) {
        if (is(game, "capsa"))
            return tr("This deal you gave up nothing: every decision was as good as the best the coach "
                      "found.");
        return tr("This hand you gave up nothing: every decision was as good as the best the coach found.");
    }
    if (is(game, "empatsatu"))
        return tr("This hand your decisions cost you about %1 percentage points of your chance of winning "
                  "it.")
            .arg(std::lround(100.0 * total));
    if (is(game, "holdem")) return tr("This hand you gave up \u2248 %1 big blinds.").arg(decimal(total));
    if (is(game, "canasta"))
        return tr("This hand you gave up \u2248 %n Canasta point(s).", nullptr,
                  static_cast<int>(std::lround(total)));
    return tr("This deal you gave up \u2248 %1 Capsa points.").arg(decimal(total));
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
