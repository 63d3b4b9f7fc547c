#include "capsareport.h"

#include "capsasession.h"
#include "games/pointstext.h"

using namespace core::capsa;

QList<LogLine> CapsaReport::log(const Observation& o) const {
    QList<LogLine> out;
    const CombinationRules rules(o.rules, o.twoDemoted);
    // The round's first line says who leads, so the log is not empty while the first play is awaited. (With
    // hidePlayedTricks the log keeps only the trick in play: after the first trick the leader is not known.)
    int leader = -1;
    if (!o.log.empty())
        leader = o.log.front().trick == 0 ? o.log.front().seat : -1;
    else if (o.trick == 0)
        leader = o.current;
    if (leader >= 0 && leader < int(m_names.size()))
        out << LogLine{leader == m_person ? tr("Round %1 \u2014 you lead").arg(o.round + 1)
                                          : tr("Round %1 \u2014 %2 leads").arg(o.round + 1).arg(name(leader)),
                       true};
    int trick = -1;
    for (const LogEntry& e : o.log) {
        if (e.trick != trick) {
            trick = e.trick;
            out << LogLine{tr("Trick %1").arg(trick + 1), true};
        }
        const QString what = e.move.isPass()
                                 ? tr("pass")
                                 : CapsaSession::describeWithCards(rules.classify(e.move.cards), rules);
        out << LogLine{tr("%1 \u2014 %2").arg(name(e.seat), what)};
    }
    return out;
}

QString CapsaReport::placeBadge(int place) {
    switch (place) {
    case 0:
        return tr("1st");
    case 1:
        return tr("2nd");
    case 2:
        return tr("3rd");
    default:
        return tr("4th");
    }
}

QString CapsaReport::title(const Observation& o) const {
    const RoundResult& r = o.results.back();
    const int played = o.round + 1;
    if (r.instantWin != InstantWin::None) {
        static const char* const kNames[] = {"", QT_TR_NOOP("six pairs"), QT_TR_NOOP("four 2s"),
                                             QT_TR_NOOP("a dragon"), QT_TR_NOOP("a suited dragon")};
        const QString what = tr(kNames[int(r.instantWin)]);
        return r.finishOrder.front() == m_person
                   ? tr("You win at once with %1!").arg(what)
                   : tr("%1 wins at once with %2!").arg(name(r.finishOrder.front()), what);
    }
    return o.gameOver           ? tr("Game over after %n round(s)", nullptr, played)
           : o.rules.rounds > 0 ? tr("Round %1 of %2 over").arg(played).arg(o.rules.rounds)
                                : tr("Round %1 over").arg(played);
}

QStringList CapsaReport::lines(const Observation& o) const {
    const RoundResult& r = o.results.back();
    QStringList lines;
    for (std::size_t place = 0; place < r.finishOrder.size(); ++place) {
        const int s = r.finishOrder[place];
        const int points = r.points[static_cast<std::size_t>(s)];
        lines << tr("%1. %2\t%3\t%4")
                     .arg(place + 1)
                     .arg(name(s))
                     .arg(pointsText(points, true))
                     .arg(tr("total %1").arg(signedNumber(o.totals[static_cast<std::size_t>(s)])));
    }
    lines << QString() << scoringLines(o.rules);
    if (o.gameOver) {
        const auto best = std::max_element(o.totals.begin(), o.totals.end()) - o.totals.begin();
        lines << QString()
              << (best == m_person ? tr("You win the game!") : tr("%1 wins the game.").arg(name(int(best))));
    }
    return lines;
}

QStringList CapsaReport::scoringLines(const CapsaRules& rules) {
    QStringList out;
    if (rules.scoring == Scoring::Placement) {
        out << tr("Points per round: 1st 3, 2nd 2, 3rd 1, 4th 0.");
    } else {
        out << tr("Cards left when the first goes out: %1 each,").arg(signedNumber(-1))
            << tr("%1 each from 10 cards, %2 each with all 13.").arg(signedNumber(-2), signedNumber(-3));
        if (rules.doubleForTwos) out << tr("Each 2 still held doubles the penalty.");
        out << tr("The first out scores what the others lose.");
    }
    if (rules.targetScore > 0)
        out << tr("The game ends when a total reaches %n point(s).", nullptr, rules.targetScore);
    return out;
}
