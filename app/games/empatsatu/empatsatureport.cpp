#include "empatsatureport.h"

#include <algorithm>
#include <vector>

using namespace core::empatsatu;
using core::cards::Card;

namespace {

struct Contribution {
    int value = 0;
    Card card;
};

// The signed value of every card of a hand counted for `suit`, the worst first (as the core ranks them).
std::vector<Contribution> contributions(core::cards::CardSet hand, core::cards::Suit suit) {
    std::vector<Contribution> out;
    for (Card c : hand) out.push_back({c.suit() == suit ? cardValue(c) : -cardValue(c), c});
    std::stable_sort(out.begin(), out.end(),
                     [](const Contribution& a, const Contribution& b) { return a.value < b.value; });
    return out;
}

} // namespace

QString EmpatSatuReport::name(int seat) const {
    return m_names.value(seat, tr("Player %1").arg(seat + 1));
}

QString EmpatSatuReport::action(const EmpatSatuSession::Action& a) const {
    const bool me = a.seat == 0;
    const QString card = a.card.isValid() ? EmpatSatuSession::cardText(a.card) : QString();
    switch (a.move.kind) {
    case Move::Kind::Draw:
        if (me)
            return a.card.isValid() ? tr("You draw %1 from the stock").arg(card)
                                    : tr("You draw from the stock");
        return tr("%1 draws from the stock").arg(name(a.seat));
    case Move::Kind::Take:
        return me ? tr("You take %1 from the discards").arg(card)
                  : tr("%1 takes %2 from the discards").arg(name(a.seat), card);
    case Move::Kind::Discard:
        return me ? tr("You throw %1").arg(card) : tr("%1 throws %2").arg(name(a.seat), card);
    case Move::Kind::Stop:
        return me ? tr("You stop the hand") : tr("%1 stops the hand").arg(name(a.seat));
    case Move::Kind::End:
        return me ? tr("You leave the discard: the hand ends")
                  : tr("%1 leaves the discard: the hand ends").arg(name(a.seat));
    }
    return {};
}

QString EmpatSatuReport::handHeader(int hand, int dealer) const {
    return tr("Hand %1 \u2014 dealer %2").arg(hand + 1).arg(name(dealer));
}

QString EmpatSatuReport::outcome(const HandResult& r) const {
    return tr("Winner: %1 (%2). Loser: %3 (%4).")
        .arg(name(r.winner()), EmpatSatuSession::signedNumber(r.scores[std::size_t(r.winner())]),
             name(r.loser()), EmpatSatuSession::signedNumber(r.scores[std::size_t(r.loser())]));
}

QString EmpatSatuReport::title(int hand, const HandResult& r) const {
    QString how;
    switch (r.reason) {
    case EndReason::Stopped:
        how = r.anchor == 0 ? tr("you stopped") : tr("%1 stopped").arg(name(r.anchor));
        break;
    case EndReason::Declined:
        how = r.anchor == 0 ? tr("the stock is empty and you left the discard")
                            : tr("the stock is empty and %1 left the discard").arg(name(r.anchor));
        break;
    case EndReason::StockEmpty:
        how = tr("the stock has run out");
        break;
    case EndReason::TurnCap:
        how = tr("the stock is empty and the turn limit is reached");
        break;
    }
    return tr("Hand %1: %2").arg(hand + 1).arg(how);
}

QStringList EmpatSatuReport::ranking(const HandResult& r) const {
    QStringList lines;
    for (int place = 0; place < r.ranking.count; ++place) {
        const int s = r.ranking.order[std::size_t(place)];
        const QString score = tr("%1 (%2)").arg(EmpatSatuSession::signedNumber(r.scores[std::size_t(s)]),
                                                EmpatSatuSession::suitSymbol(r.suits[std::size_t(s)]));
        const QString verdict = s == r.winner() ? tr("winner") : (s == r.loser() ? tr("loser") : QString());
        lines << tr("%1. %2\t%3\t%4").arg(place + 1).arg(name(s), score, verdict);
    }
    return lines;
}

QStringList EmpatSatuReport::separation(const HandResult& r, int upper, int lower, TieBreak by,
                                        bool forWinner) const {
    if (by == TieBreak::Score) return {};
    const auto score = EmpatSatuSession::signedNumber(r.scores[std::size_t(upper)]);
    if (by == TieBreak::TurnOrder) {
        QStringList lines{
            tr("%1 and %2 hold exactly equal hands (%3).").arg(name(upper), name(lower), score)};
        lines << (forWinner ? tr("Turn order from %1 decides: %2 comes first and wins.")
                                  .arg(name(r.anchor), name(upper))
                            : tr("Turn order from %1 decides: %2 comes last and loses.")
                                  .arg(name(r.anchor), name(lower)));
        return lines;
    }
    const auto a = contributions(r.hands[std::size_t(upper)], r.suits[std::size_t(upper)]);
    const auto b = contributions(r.hands[std::size_t(lower)], r.suits[std::size_t(lower)]);
    std::size_t i = 0;
    while (i + 1 < std::min(a.size(), b.size()) && a[i].value == b[i].value) ++i;
    static const char* const kWhich[] = {
        QT_TR_NOOP("The worst card decides"),
        QT_TR_NOOP("The worst cards are level; the second worst decides"),
        QT_TR_NOOP("The two worst cards are level; the third worst decides"),
        QT_TR_NOOP("The three worst cards are level; the best card decides")};
    const auto cardText = [&](const Contribution& c, int seat) {
        return tr("%1 (%2, %3)")
            .arg(EmpatSatuSession::cardText(c.card), EmpatSatuSession::signedNumber(c.value), name(seat));
    };
    return {tr("%1 and %2 both score %3.").arg(name(upper), name(lower), score),
            tr("%1: %2 beats %3.")
                .arg(tr(kWhich[std::min<std::size_t>(i, 3)]), cardText(a[i], upper), cardText(b[i], lower))};
}

QStringList EmpatSatuReport::tieBreaks(const HandResult& r) const {
    const int n = r.ranking.count;
    if (n < 2) return {};
    QStringList lines = separation(r, r.ranking.order[0], r.ranking.order[1], r.ranking.winnerBy, true);
    // With two players the same pair decides both.
    if (n > 2)
        lines << separation(r, r.ranking.order[std::size_t(n - 2)], r.ranking.order[std::size_t(n - 1)],
                            r.ranking.loserBy, false);
    return lines;
}

QString EmpatSatuReport::nextHand(const HandResult& r) const {
    return tr("Next hand: dealer %1, first to play %2.").arg(name(r.loser()), name(r.winner()));
}
