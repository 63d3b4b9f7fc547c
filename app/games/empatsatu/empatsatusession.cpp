#include "empatsatusession.h"

#include "empatsatu/bots/empatsatubots.h"

#include <algorithm>

using namespace core::empatsatu;
using core::cards::Card;
using core::cards::CardSet;

EmpatSatuSession::EmpatSatuSession(QObject* parent) : SessionBase(parent) {}

QString EmpatSatuSession::suitSymbol(core::cards::Suit suit) {
    static const char16_t kSymbols[] = {u'\u2663', u'\u2666', u'\u2665', u'\u2660'};
    return QString(QChar(kSymbols[static_cast<int>(suit)]));
}

HandValue EmpatSatuSession::bestFour(CardSet hand) {
    if (hand.count() <= kHandSize) return evaluate(hand);
    HandValue best;
    bool found = false;
    for (Card c : hand) {
        CardSet rest = hand;
        rest.remove(c);
        const HandValue v = bestFour(rest);
        if (!found || v.key > best.key) best = v;
        found = true;
    }
    return best;
}

QString EmpatSatuSession::cardText(Card card) {
    return QString::fromStdString(card.toPretty());
}

QString EmpatSatuSession::signedNumber(int value) {
    return value < 0 ? QStringLiteral("\u2212%1").arg(-value) : QString::number(value);
}

EmpatSatuSession::History EmpatSatuSession::history() const {
    History h;
    if (!hasGame()) return h;
    EmpatSatuState s(state().rules(), seed());
    for (const std::string& text : m_game->moves()) {
        if (text == core::game::kNextDealMove) {
            s.startNextDeal();
            continue;
        }
        const std::optional<Move> move = Move::parse(text);
        if (!move) continue; // cannot happen: the record holds only moves the rules accepted
        Action a{s.handIndex(), s.currentSeat(), *move, Card()};
        const CardSet before = a.seat >= 0 ? s.hand(a.seat) : CardSet();
        if (move->kind == Move::Kind::Take) a.card = s.takeable();
        if (move->kind == Move::Kind::Discard) a.card = move->card;
        if (s.apply(*move)) continue;
        if (move->kind == Move::Kind::Draw && a.seat == humanSeat()) {
            const CardSet drawn = s.hand(a.seat) - before;
            if (!drawn.empty()) a.card = drawn.first();
        }
        h.actions.push_back(a);
        if (const HandResult* r = s.result()) h.results.push_back(*r);
    }
    return h;
}

void EmpatSatuSession::revealHidden(core::empatsatu::Observation& o) const {
    for (int s = 0; s < seatCount(); ++s)
        if (s != o.seat) o.known[static_cast<std::size_t>(s)] = state().hand(s);
}

int EmpatSatuSession::gameWinner() const {
    if (!hasGame() || !isGameOver()) return -1;
    const History h = history();
    const int n = seatCount();
    std::vector<int> wins(static_cast<std::size_t>(n)), losses(static_cast<std::size_t>(n));
    for (const HandResult& r : h.results) {
        ++wins[static_cast<std::size_t>(r.winner())];
        ++losses[static_cast<std::size_t>(r.loser())];
    }
    // Most hands won; fewer hands lost breaks a tie, then the winner of the last hand.
    int best = h.results.empty() ? 0 : h.results.back().winner();
    for (int s = 0; s < n; ++s) {
        const auto i = static_cast<std::size_t>(s), b = static_cast<std::size_t>(best);
        if (wins[i] > wins[b] || (wins[i] == wins[b] && losses[i] < losses[b])) best = s;
    }
    return best;
}

int EmpatSatuSession::dealWinner() const {
    if (!hasGame() || !isDealOver()) return -1;
    const History h = history();
    return h.results.empty() ? -1 : h.results.back().winner();
}

QString EmpatSatuSession::refusalText(Refusal refusal, const Move& move) const {
    const Phase phase = state().phase();
    const bool discardFirst = state().rules().discardFirst;
    switch (refusal) {
    case Refusal::HandOver:
        return tr("The hand is over.");
    case Refusal::WrongPhase:
        if (phase == Phase::Discard) return tr("You have drawn already: now discard a card.");
        if (phase == Phase::Draw)
            return tr("You have discarded already: now draw from the stock or take the discard.");
        if (phase == Phase::Start && discardFirst &&
            (move.kind == Move::Kind::Draw || move.kind == Move::Kind::Take))
            return tr("In this variant you discard first, then draw.");
        if (phase == Phase::Start && move.kind == Move::Kind::Discard)
            return tr("Draw first: the top card of the stock or the previous player's discard.");
        return tr("That is not possible at this point of your turn.");
    case Refusal::StopNotAtTurnStart:
        return tr("You may stop only at the start of your turn.");
    case Refusal::StopNotQualified: {
        const int threshold = state().rules().stopThreshold;
        if (threshold > 0)
            return tr("To stop, your hand must be worth at least %1 (it is worth %2).")
                .arg(threshold)
                .arg(signedNumber(handScore(state().hand(currentSeat()))));
        return tr("To stop you need four cards of one suit.");
    }
    case Refusal::StockEmpty:
        if (move.kind == Move::Kind::Discard)
            return tr("Nothing could be drawn after this discard: the stock is empty and there is no discard "
                      "to take. End the hand instead.");
        return tr("The stock is empty: take the discard, or end the hand.");
    case Refusal::StockNotEmpty:
        return tr("The stock still has cards: draw one, or take the discard.");
    case Refusal::TakeOnFirstTurn:
        return tr("Nothing has been discarded yet in this hand: draw from the stock.");
    case Refusal::RediscardTaken:
        return tr("The card just taken from the discards may not be thrown back this turn.");
    case Refusal::NotInHand:
        return tr("That card is not in your hand.");
    }
    return {};
}

std::unique_ptr<core::game::Bot<EmpatSatuState>> EmpatSatuSession::makeBot(const QString& level) const {
    return core::empatsatu::makeBot(level.toStdString());
}
