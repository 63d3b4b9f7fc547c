#include "capsasession.h"

#include "capsa/bots/capsabots.h"
#include "cards/cardlist.h"

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
    case Kind::TwoPair:
        return tr("Two Pair");
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

QString CapsaSession::describe(const Combination& combo, const CombinationRules& rules) {
    if (!combo.valid()) return kindName(Kind::Invalid);
    // The core decides which card ranks the combination; a group is named by its rank, the rest by the card.
    const core::cards::Card key = rules.rankingCard(combo);
    switch (combo.kind) {
    case Kind::Single:
        return tr("Single %1").arg(QString::fromStdString(key.toPretty()));
    case Kind::Pair:
        return tr("Pair %1").arg(rankName(key));
    case Kind::Triple:
        return tr("Triple %1").arg(rankName(key));
    case Kind::Bom:
        return tr("Bom %1").arg(rankName(key));
    case Kind::FullHouse:
    case Kind::FourOfAKind:
        return tr("%1 %2").arg(kindName(combo.kind), rankName(key));
    default:
        return tr("%1 %2").arg(kindName(combo.kind), QString::fromStdString(key.toPretty()));
    }
}

QString CapsaSession::describeWithCards(const Combination& combo, const CombinationRules& rules) {
    if (combo.kind == Kind::Single || !combo.valid()) return describe(combo, rules);
    return tr("%1: %2").arg(describe(combo, rules),
                            QString::fromStdString(core::cards::prettyCards(rules.inPlayOrder(combo))));
}

void CapsaSession::revealHidden(Observation& o) const {
    for (int s = 0; s < seatCount(); ++s)
        if (s != o.seat) o.revealedHands[static_cast<std::size_t>(s)] = state().hand(s);
}

int CapsaSession::gameWinner() const {
    if (!hasGame() || !isGameOver()) return -1;
    const auto& totals = state().totals();
    return int(std::max_element(totals.begin(), totals.end()) - totals.begin());
}

int CapsaSession::dealWinner() const {
    // The first out wins the round, whatever the scoring.
    if (!hasGame() || !isDealOver() || state().finishOrder().empty()) return -1;
    return int(state().finishOrder().front());
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
            .arg(describe(played, rules), describe(*state().table(), rules));
    case Refusal::WrongKind:
        return tr("%1 cannot be played on %2.")
            .arg(describe(played, rules), describe(*state().table(), rules));
    case Refusal::TooLow:
        return tr("%1 cannot beat %2.").arg(describe(played, rules), describe(*state().table(), rules));
    }
    return {};
}

std::unique_ptr<core::game::Bot<CapsaState>> CapsaSession::makeBot(const QString& level) const {
    return core::capsa::makeBot(level.toStdString());
}
