#include "holdemreport.h"

#include "holdemnames.h"

#include <algorithm>

using namespace core::holdem;

namespace {
QString chips(int n) {
    return HoldemNames::chips(n);
}
} // namespace

HoldemReport::HoldemReport(QStringList names, int humanSeat)
    : m_names(std::move(names))
    , m_human(humanSeat) {}

QString HoldemReport::name(int seat) const {
    return seat >= 0 && seat < m_names.size() ? m_names[seat] : tr("Player %1").arg(seat + 1);
}

QString HoldemReport::allInSuffix(bool allIn) {
    return allIn ? QStringLiteral(" ") + tr("(all-in)") : QString();
}

QString HoldemReport::header(const PublicTable& t) const {
    QString text = tr("Hand %1 \u00b7 blinds %2/%3")
                       .arg(t.handIndex + 1)
                       .arg(chips(t.blinds.smallBlind), chips(t.blinds.bigBlind));
    if (t.blinds.ante > 0) text += tr(" \u00b7 ante %1").arg(chips(t.blinds.ante));
    return text;
}

QString HoldemReport::event(const HandEvent& e, const PublicTable& t) const {
    using K = HandEvent::Kind;
    const QString who = name(e.seat);
    const bool you = e.seat == m_human;
    const int potCount = int(t.results.size());
    switch (e.kind) {
    case K::PostAnte:
        return tr("%1 \u2014 ante %2").arg(who, chips(e.amount)) + allInSuffix(e.allIn);
    case K::PostSmallBlind:
        return tr("%1 \u2014 small blind %2").arg(who, chips(e.amount)) + allInSuffix(e.allIn);
    case K::PostBigBlind:
        return tr("%1 \u2014 big blind %2").arg(who, chips(e.amount)) + allInSuffix(e.allIn);
    case K::Fold:
        return tr("%1 \u2014 fold").arg(who);
    case K::Check:
        return tr("%1 \u2014 check").arg(who);
    case K::Call:
        return tr("%1 \u2014 call %2").arg(who, chips(e.amount)) + allInSuffix(e.allIn);
    case K::Bet:
        return tr("%1 \u2014 bet %2").arg(who, chips(e.total)) + allInSuffix(e.allIn);
    case K::Raise:
        return tr("%1 \u2014 raise to %2").arg(who, chips(e.total)) + allInSuffix(e.allIn);
    case K::BoardDealt:
        return tr("%1: %2").arg(HoldemNames::street(e.street), HoldemNames::boardCards(t, e.cards));
    case K::UncalledReturned:
        return tr("%1 \u2014 %2 not called, taken back").arg(who, chips(e.amount));
    case K::Showed:
        return tr("%1 \u2014 shows %2: %3")
            .arg(who, HoldemNames::cards(e.cards), HoldemNames::hand(e.best, e.value));
    case K::PotWon: {
        const bool showdown = e.pot >= 0 && e.pot < potCount && t.results[std::size_t(e.pot)].showdown;
        const QString amount = chips(e.amount);
        if (!showdown) {
            if (potCount <= 1)
                return you ? tr("You win %1 without a showdown.").arg(amount)
                           : tr("%1 wins %2 without a showdown.").arg(who, amount);
            return you ? tr("You take side pot %1 (%2): nobody else is in it.").arg(e.pot).arg(amount)
                       : tr("%1 takes side pot %2 (%3): nobody else is in it.")
                             .arg(who)
                             .arg(e.pot)
                             .arg(amount);
        }
        const QString hand = HoldemNames::hand(e.best, e.value);
        if (potCount <= 1)
            return you ? tr("You win %1 with %2.").arg(amount, hand)
                       : tr("%1 wins %2 with %3.").arg(who, amount, hand);
        if (e.pot == 0)
            return you ? tr("You win the main pot (%1) with %2.").arg(amount, hand)
                       : tr("%1 wins the main pot (%2) with %3.").arg(who, amount, hand);
        return you ? tr("You win side pot %1 (%2) with %3.").arg(e.pot).arg(amount, hand)
                   : tr("%1 wins side pot %2 (%3) with %4.").arg(who).arg(e.pot).arg(amount, hand);
    }
    case K::BustedOut:
        return you ? tr("You are out of the tournament in %1 place.").arg(HoldemNames::place(e.amount))
                   : tr("%1 is out of the tournament in %2 place.").arg(who, HoldemNames::place(e.amount));
    }
    return {};
}

QStringList HoldemReport::handLines(const PublicTable& t) const {
    QStringList out{header(t)};
    for (const HandEvent& e : t.log)
        if (const QString line = event(e, t); !line.isEmpty()) out << line;
    if (t.tournamentOver) {
        for (int s = 0; s < t.seats(); ++s)
            if (t.place[s] == 1)
                out << (s == m_human ? tr("You win the tournament!")
                                     : tr("%1 wins the tournament!").arg(name(s)));
    }
    return out;
}

QString HoldemReport::resultTitle(const PublicTable& t) const {
    if (t.results.empty()) return {};
    const PotResult& main = t.results.front();
    if (main.winners.size() > 1) return tr("Split pot");
    // Everything one seat won in this hand.
    const int seat = main.winners.front();
    int won = 0;
    for (const PotResult& r : t.results)
        for (std::size_t i = 0; i < r.winners.size(); ++i)
            if (r.winners[i] == seat) won += r.shares[i];
    return seat == m_human ? tr("You win %1").arg(chips(won)) : tr("%1 wins %2").arg(name(seat), chips(won));
}

QStringList HoldemReport::resultLines(const PublicTable& t) const {
    QStringList out;
    const int count = int(t.results.size());
    for (int i = 0; i < count; ++i) {
        const PotResult& r = t.results[std::size_t(i)];
        QStringList winners;
        for (int w : r.winners) winners << name(w);
        const QString pot = tr("%1 (%2)").arg(HoldemNames::pot(i, count), chips(r.pot.amount));
        if (!r.showdown) {
            out << (count == 1
                        ? tr("Everyone else folded.")
                        : tr("%1: %2, nobody else in it").arg(pot, winners.join(QStringLiteral(", "))));
            continue;
        }
        const int first = r.winners.front();
        const ShownHand& shown = t.shown[std::size_t(first)];
        out << tr("%1: %2 \u2014 %3")
                   .arg(pot, winners.join(QStringLiteral(", ")), HoldemNames::hand(shown.best, shown.value));
    }
    return out;
}

QStringList HoldemReport::standings(const PublicTable& t) const {
    QList<int> seats;
    for (int s = 0; s < t.seats(); ++s)
        if (t.place[s] > 0) seats << s;
    std::sort(seats.begin(), seats.end(), [&](int a, int b) { return t.place[a] < t.place[b]; });
    QStringList out;
    for (int s : seats) out << tr("%1\t%2").arg(HoldemNames::place(t.place[s]), name(s));
    return out;
}
