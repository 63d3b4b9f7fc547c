#include "holdemsession.h"

#include "holdem/bots/holdembots.h"
#include "holdemnames.h"

using namespace core::holdem;

HoldemSession::HoldemSession(QObject* parent) : SessionBase(parent) {}

std::vector<PublicTable> HoldemSession::finishedHands() const {
    std::vector<PublicTable> out;
    if (!hasGame()) return out;
    HoldemState s(state().rules(), seed());
    for (const std::string& text : m_game->moves()) {
        if (text == core::game::kNextDealMove) {
            s.startNextDeal();
            continue;
        }
        const std::optional<Move> move = Move::parse(text);
        if (!move || s.apply(*move)) continue; // cannot happen: the record holds accepted moves only
        if (s.isDealOver()) out.push_back(s.table());
    }
    // The running hand, if it is over, is the state's own table: not "finished" in the sense of history.
    if (!out.empty() && isDealOver() && out.back().handIndex == state().table().handIndex) out.pop_back();
    return out;
}

void HoldemSession::revealHidden(Observation& o) const {
    PublicTable& t = o.table;
    for (int s = 0; s < t.seats(); ++s)
        if (s != o.seat && hasSeat(t.dealt, s) && !hasSeat(t.shownMask, s))
            t.shown[static_cast<std::size_t>(s)].hole = state().hole(s);
}

int HoldemSession::gameWinner() const {
    if (!hasGame() || !isGameOver()) return -1;
    const PublicTable& t = state().table();
    for (int s = 0; s < t.seats(); ++s)
        if (t.place[s] == 1) return s;
    return -1;
}

QString HoldemSession::refusalText(Refusal refusal, const Move& move) const {
    const PublicTable& t = state().table();
    const int seat = t.current;
    const auto chips = [](int n) { return HoldemNames::chips(n); };
    switch (refusal) {
    case Refusal::HandOver:
        return tr("The hand is over.");
    case Refusal::NotYourTurn:
        return tr("Wait for your turn.");
    case Refusal::CannotFold:
        return tr("Nobody has bet: check instead of folding, it costs nothing.");
    case Refusal::CannotCheck:
        return tr("There is a bet of %1 to call: call, raise or fold.").arg(chips(t.toCall(seat)));
    case Refusal::NothingToCall:
        return tr("There is nothing to call: check instead.");
    case Refusal::RaiseTooSmall:
        if (t.level == 0)
            return tr("A bet of %1 is too small: the smallest bet is %2 (or all-in).")
                .arg(chips(move.amount), chips(t.minRaiseTo()));
        return tr("A raise to %1 is too small: the smallest raise now is to %2 (or all-in).")
            .arg(chips(move.amount), chips(t.minRaiseTo()));
    case Refusal::RaiseTooLarge:
        return tr("You do not have that many chips: the most you can put in is %1 (all-in).")
            .arg(chips(t.allInTotal(seat)));
    case Refusal::NotEnoughChips:
        return tr("Your chips do not cover more than the call: call (all-in) or fold.");
    case Refusal::BettingClosed:
        return tr("A short all-in did not reopen the betting for you: you may only call or fold.");
    case Refusal::NoOneCanCall:
        return t.toCall(seat) > 0 ? tr("Everyone else is all-in, so nobody could call a raise: call or fold.")
                                  : tr("Everyone else is all-in, so nobody could call a bet: check.");
    }
    return {};
}

std::unique_ptr<core::game::Bot<HoldemState>> HoldemSession::makeBot(const QString& level) const {
    return core::holdem::makeBot(level.toStdString());
}
