#include "capsasession.h"

#include "capsa/bots/capsabots.h"

#include <algorithm>

using namespace core::capsa;

CapsaSession::CapsaSession(QObject* parent) : SessionBase(parent) {}

QString CapsaSession::rankName(core::cards::Card card) {
    if (card.rank() == core::cards::Rank::Ten) return QStringLiteral("10");
    return QString(QChar::fromLatin1(core::cards::rankChar(card.rank())));
}

QString CapsaSession::kindName(Kind kind) {
    switch (kind) {
    case Kind::Single:
        return tr("Single");
    case Kind::Pair:
        return tr("Pair");
    case Kind::Triple:
        return tr("Triple");
    case Kind::Bom:
        return tr("Bom");
    case Kind::Straight:
        return tr("Straight (Seri)");
    case Kind::Flush:
        return tr("Flush");
    case Kind::FullHouse:
        return tr("Full House (Polo)");
    case Kind::FourOfAKind:
        return tr("Four of a Kind (Piting)");
    case Kind::StraightFlush:
        return tr("Straight Flush (Seri Kembang)");
    case Kind::Invalid:
        return tr("not a combination");
    }
    return {};
}

QString CapsaSession::describe(const Combination& combo) {
    if (!combo.valid()) return kindName(Kind::Invalid);
    const CombinationRules rules(CapsaRules{}, false);
    // The card that names the combination: the rank of a group, the top of a straight, the highest of a
    // flush.
    core::cards::Card top = combo.cards.first();
    for (core::cards::Card c : combo.cards)
        if (rules.order().comboKey(c) > rules.order().comboKey(top)) top = c;
    switch (combo.kind) {
    case Kind::Single:
        return tr("Single %1").arg(QString::fromStdString(top.toPretty()));
    case Kind::Pair:
        return tr("Pair %1").arg(rankName(top));
    case Kind::Triple:
        return tr("Triple %1").arg(rankName(top));
    case Kind::Bom:
        return tr("Bom %1").arg(rankName(top));
    case Kind::FullHouse:
    case Kind::FourOfAKind: {
        // Named by the three or the four.
        for (core::cards::Card c : combo.cards)
            if ((combo.cards & core::cards::CardSet::ofRank(c.rank())).count() >= 3) top = c;
        return tr("%1 %2").arg(kindName(combo.kind), rankName(top));
    }
    default:
        return tr("%1 %2").arg(kindName(combo.kind), QString::fromStdString(top.toPretty()));
    }
}

int CapsaSession::gameWinner() const {
    if (!hasGame() || !isGameOver()) return -1;
    const auto& totals = state().totals();
    return int(std::max_element(totals.begin(), totals.end()) - totals.begin());
}

QString CapsaSession::refusalText(Refusal refusal, const Move& move) const {
    const CombinationRules rules = state().combinationRules();
    const Combination played = rules.classify(move.cards);
    switch (refusal) {
    case Refusal::RoundOver:
        return tr("The round is over.");
    case Refusal::NotInHand:
        return tr("Those cards are not in your hand.");
    case Refusal::NotACombination:
        return tr("These cards do not make a Capsa combination.");
    case Refusal::MustContainThreeOfDiamonds:
        return tr("The first play must contain the 3\u2666.");
    case Refusal::LeaderCannotPass:
        return tr("You lead this trick: play any combination; you cannot pass.");
    case Refusal::WrongCardCount:
        return tr("%1 cannot be played on %2: use the same number of cards.")
            .arg(describe(played), describe(*state().table()));
    case Refusal::WrongKind:
        return tr("%1 cannot be played on %2.").arg(describe(played), describe(*state().table()));
    case Refusal::TooLow:
        return tr("%1 cannot beat %2.").arg(describe(played), describe(*state().table()));
    }
    return {};
}

std::unique_ptr<core::game::Bot<CapsaState>> CapsaSession::makeBot(const QString& level) const {
    return core::capsa::makeBot(level.toStdString());
}
