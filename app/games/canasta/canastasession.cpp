#include "canastasession.h"

#include "canasta/bots/canastabots.h"
#include "canasta/scoring.h"
#include "games/pointstext.h"

using namespace core::canasta;
using core::cards::Card;

CanastaSession::CanastaSession(QObject* parent) : SessionBase(parent) {}

// --- Texts -------------------------------------------------------------------------------------------------

QString CanastaSession::cardText(Card card) {
    if (card.isJoker()) return tr("Joker");
    return QString::fromStdString(card.toPretty());
}

QString CanastaSession::cardsText(const std::vector<Card>& cards) {
    QStringList out;
    for (Card c : cards) out << cardText(c);
    return out.join(QLatin1Char(' '));
}

QString CanastaSession::slotName(int slot) {
    if (slot == kBlackThreeSlot) return tr("black 3");
    const auto rank = static_cast<core::cards::Rank>(slot + 2);
    if (rank == core::cards::Rank::Ten) return QStringLiteral("10");
    return QString(QChar::fromLatin1(core::cards::rankChar(rank)));
}

QString CanastaSession::signedNumber(int value) {
    return ::signedNumber(value);
}

int CanastaSession::meldPoints(const core::canasta::Board& board, int side) {
    core::canasta::SideTally tally;
    for (int slot = 1; slot < core::canasta::kMeldSlots; ++slot)
        if (board.hasMeld(side, slot)) tally.melds.push_back(board.melds[side][slot].faceList());
    const core::canasta::HandScore score = core::canasta::scoreSide(tally);
    return score.meldCards + score.canastaBonus;
}

QString CanastaSession::withSign(int value) {
    if (value == 0) return QStringLiteral("0");
    return value < 0 ? QStringLiteral("\u2212%1").arg(-value) : QStringLiteral("+%1").arg(value);
}

int CanastaSession::sideOf(int seat) const {
    return hasGame() ? state().board().sideOf(seat) : 0;
}

QList<int> CanastaSession::seatsOf(int side) const {
    QList<int> out;
    if (!hasGame()) return out;
    for (int s = 0; s < seatCount(); ++s)
        if (sideOf(s) == side) out << s;
    // The person first on their own side.
    if (out.removeOne(humanSeat())) out.prepend(humanSeat());
    return out;
}

QList<int> CanastaSession::sideOrder() const {
    QList<int> out;
    if (!hasGame()) return out;
    const int mine = sideOf(humanSeat());
    out << mine;
    for (int side = 0; side < state().board().sides(); ++side)
        if (side != mine) out << side;
    return out;
}

QString CanastaSession::sideName(int side) const {
    QStringList names;
    for (int s : seatsOf(side)) names << seatName(s);
    if (names.size() <= 1) return names.value(0);
    const QString last = names.takeLast();
    return tr("%1 & %2").arg(names.join(QStringLiteral(", ")), last);
}

QColor CanastaSession::sideColor(int side, int personSide) {
    if (side == personSide) return QColor(232, 190, 92);
    // The other sides in turn: blue, then rose.
    const int other = side < personSide ? side : side - 1;
    return other == 0 ? QColor(120, 182, 255) : QColor(236, 140, 196);
}

// --- Seats and games ---------------------------------------------------------------------------------------

void CanastaSession::newGame(quint64 seed, const core::game::FlagValues& flags) {
    resetHistory();
    SessionBase::newGame(seed, flags);
}

bool CanastaSession::load(const core::game::GameRecord& record, QString* error) {
    resetHistory();
    const bool loaded = SessionBase::load(record, error);
    if (!loaded) resetHistory(); // the current game goes on as it was
    return loaded;
}

int CanastaSession::gameWinner() const {
    if (!hasGame() || !isGameOver()) return -1;
    const int side = state().board().winner;
    if (side < 0) return -1;
    if (sideOf(humanSeat()) == side) return humanSeat();
    const QList<int> seats = seatsOf(side);
    return seats.isEmpty() ? -1 : seats.first();
}

void CanastaSession::revealHidden(Observation& o) const {
    for (int s = 0; s < o.board.rules.players; ++s)
        if (s != o.seat) o.board.known[s] = state().hand(s) - o.board.penalty[s];
}

std::unique_ptr<core::game::Bot<State>> CanastaSession::makeBot(const QString& level) const {
    return core::canasta::makeBot(level.toStdString());
}

// --- Several moves as one ----------------------------------------------------------------------------------

std::optional<QString> CanastaSession::checkAll(const std::vector<Move>& moves) const {
    if (!hasGame()) return QString();
    State copy = state();
    for (const Move& m : moves)
        if (auto refusal = copy.apply(m)) return explain(copy.board(), *refusal, m);
    return std::nullopt;
}

std::optional<Refusal> CanastaSession::playAll(const std::vector<Move>& moves) {
    if (moves.empty()) return std::nullopt;
    State copy = state();
    for (const Move& m : moves) {
        if (auto refusal = copy.apply(m)) {
            // Explained against the position the refused step met, after the steps before it.
            emit moveRefused(explain(copy.board(), *refusal, m));
            return refusal;
        }
    }
    for (const Move& m : moves)
        if (auto refusal = play(m)) return refusal; // cannot happen: the copy accepted every step
    return std::nullopt;
}

// --- History -----------------------------------------------------------------------------------------------

void CanastaSession::resetHistory() const {
    m_replay.reset();
    m_replayed = 0;
    m_history = History{};
}

namespace {
std::array<int, kMaxSeats> redThreeCounts(const Board& b) {
    std::array<int, kMaxSeats> out{};
    for (int s = 0; s < kMaxSeats; ++s) out[static_cast<std::size_t>(s)] = b.redThrees[s].count();
    return out;
}
} // namespace

const CanastaSession::History& CanastaSession::history() const {
    if (!hasGame()) return m_history;
    const std::vector<std::string>& moves = m_game->moves();
    if (!m_replay || m_replayed > moves.size()) {
        resetHistory();
        m_replay.emplace(state().rules(), seed());
        m_history.dealtRedThrees.push_back(redThreeCounts(m_replay->board()));
    }
    State& s = *m_replay;
    for (; m_replayed < moves.size(); ++m_replayed) {
        const std::string& text = moves[m_replayed];
        if (text == core::game::kNextDealMove) {
            s.startNextDeal();
            m_history.dealtRedThrees.push_back(redThreeCounts(s.board()));
            continue;
        }
        const std::optional<Move> move = Move::parse(text);
        if (!move) continue; // cannot happen: the record holds only moves the rules accepted
        const Board before = s.board();
        Action a;
        a.hand = before.hand;
        a.seat = before.current;
        a.move = *move;
        const PhysSet handBefore = a.seat >= 0 ? s.hand(a.seat) : PhysSet();
        if (move->kind == MoveKind::Take) {
            a.top = before.pileTop();
            a.pileSize = before.pile.size();
        }
        if (s.apply(*move)) continue;
        const Board& after = s.board();
        a.redThrees = after.redThrees[a.seat].count() - before.redThrees[a.seat].count();
        if (a.seat == humanSeat() && (move->kind == MoveKind::Draw || move->kind == MoveKind::Take)) {
            // What came from the stock, which only the person saw.
            const PhysSet drawn = s.hand(a.seat) - handBefore - before.pile.toSet();
            a.seen = drawn.faceList();
        }
        a.handOver = after.handOver();
        a.wentOut = a.handOver && after.wentOut == a.seat;
        if (before.obligedToGoOut() && !a.handOver)
            a.penalty = (after.penalty[a.seat] - before.penalty[a.seat]).faceList();
        m_history.actions.push_back(a);
        if (!a.handOver) continue;
        HandResult r;
        r.hand = after.hand;
        r.sides = after.sides();
        r.wentOut = after.wentOut;
        r.perfect = after.perfect;
        r.winner = after.winner;
        for (int side = 0; side < after.sides(); ++side) {
            const auto i = static_cast<std::size_t>(side);
            r.scores[i] = after.handScores[i];
            r.totals[i] = after.scores[i];
            r.gameBonus[i] = after.scores[i] - before.scores[i] - after.handScores[i].total();
        }
        m_history.results.push_back(r);
    }
    return m_history;
}

// --- Refusals ----------------------------------------------------------------------------------------------

QString CanastaSession::refusalText(Refusal refusal, const Move& move) const {
    return explain(state().board(), refusal, move);
}

QString CanastaSession::explain(const Board& b, Refusal refusal, const Move& move) const {
    const int side = b.current >= 0 ? b.sideOf(b.current) : 0;
    const Card top = b.pileTop();
    const QString topRank = top.isValid() && slotOf(top) >= 0 ? slotName(slotOf(top)) : QString();
    // The rank a move is about: its natural card (a wild card says nothing about the rank).
    int moveSlot = move.kind == MoveKind::Add ? move.arg : -1;
    if (moveSlot < 0)
        for (Card c : move.usedCards())
            if (slotOf(c) >= 0) moveSlot = slotOf(c);
    switch (refusal) {
    case Refusal::HandOver:
        return tr("The hand is over.");
    case Refusal::MustDrawFirst:
        if (b.phase == Phase::LastChance)
            return tr("The stock is empty: take the last discard, or leave it and end the hand.");
        return tr("Draw first: the top card of the stock, or the whole discard pile.");
    case Refusal::AlreadyDrew:
        return tr("You have drawn already: now meld what you like, then discard a card.");
    case Refusal::AwaitingAnswer:
        return tr("Wait for the answer to \u201cMay I go out?\u201d first.");
    case Refusal::NoQuestion:
        return tr("Nobody has asked whether they may go out.");
    case Refusal::NotPartnership:
        return tr("You play without a partner: there is nobody to ask.");
    case Refusal::AlreadyAsked:
        return tr("You have already asked your partner this turn.");
    case Refusal::StockEmpty:
        if (b.phase == Phase::LastChance)
            return tr("The stock is empty: take the last discard, or leave it and end the hand.");
        return tr("The stock is empty.");
    case Refusal::WrongDrawCount:
        return b.rules.twoHandLong() && b.rules.twoHandDrawTwo == TwoHandDrawTwo::Always
                   ? tr("In this game you draw two cards from the stock at once.")
                   : tr("You may not draw that many cards.");
    case Refusal::PileEmpty:
        return tr("The discard pile is empty.");
    case Refusal::PileTopWild:
        return tr("A wild card lies on top of the pile: nobody may take it now.");
    case Refusal::PileTopBlackThree:
        return tr("A black 3 lies on top of the pile: it stops you until another card covers it.");
    case Refusal::PileTopRedThree:
        return tr("A red 3 lies on top of the pile: it is never melded, so the pile cannot be taken.");
    case Refusal::OneCardPileOneCard:
        return tr("Holding a single card, you may not take a pile of one card.");
    case Refusal::TakeCardsDoNotMatch:
        if (!b.opened[side] || b.pileFrozen())
            return tr("To take the pile, meld its top card %1 with a natural pair of %2 from your hand.")
                .arg(cardText(top), topRank);
        return tr("To take the pile, meld its top card %1 with a natural pair of %2, or with one natural %2 "
                  "and a wild card, from your hand.")
            .arg(cardText(top), topRank);
    case Refusal::PileFrozen:
        return tr("The pile is frozen: you may take it only with a natural pair of %1 from your hand.")
            .arg(topRank);
    case Refusal::FirstMeldNeedsPair:
        return tr("Before your side's first meld, the pile is taken only with a natural pair of %1 from your "
                  "hand.")
            .arg(topRank);
    case Refusal::NoMeldForTopCard:
        return tr("Your side has no %1 meld for the top card: select a natural pair of %1 in your hand.")
            .arg(topRank);
    case Refusal::TopCardOntoCanasta:
        return tr("Your %1 meld is a finished canasta: the pile may not be taken just to add its top card.")
            .arg(topRank);
    case Refusal::PileCardsLocked:
        return tr("The other cards of the pile join your hand once your first meld counts %1.")
            .arg(b.minimum(side));
    case Refusal::NotInHand:
        return tr("That card is not in your hand.");
    case Refusal::MalformedMove:
        return tr("Add cards to a meld one at a time, and discard a single card.");
    case Refusal::NewMeldNeedsThreeCards:
        return tr("A new meld needs at least three cards of one rank (wild cards included).");
    case Refusal::MixedRanks:
        return tr("A meld holds natural cards of one rank only.");
    case Refusal::OnlyWildCards:
        return tr("Wild cards alone are no meld: it needs natural cards.");
    case Refusal::TooFewNaturals:
        return tr("A meld needs at least two natural cards.");
    case Refusal::TooManyWilds:
        return tr("Too many wild cards: a meld may hold at most three.");
    case Refusal::WildsOutnumberNaturals:
        return tr("Wild cards may not outnumber the natural cards of a meld.");
    case Refusal::RedThreeNotMelded:
        return tr("Red 3s are never melded: they are laid out by themselves.");
    case Refusal::BlackThreeWithWild:
        return tr("Black 3s are melded without wild cards.");
    case Refusal::RankAlreadyMelded:
        return tr("Your side already has a %1 meld: add the cards to it.").arg(slotName(moveSlot));
    case Refusal::NoSuchMeld:
        return tr("Your side has no %1 meld yet.").arg(slotName(moveSlot));
    case Refusal::WrongRankForMeld:
        return tr("%1 does not belong to the %2 meld.").arg(cardText(move.card()), slotName(moveSlot));
    case Refusal::BlackThreesOnlyGoingOut:
        return tr("Black 3s may be melded only by a player going out, as the last meld.");
    case Refusal::BelowMinimum:
        return tr("Your first meld counts %1 so far and needs %2: meld more before you discard.")
            .arg(b.turn.openingPoints)
            .arg(b.minimum(side));
    case Refusal::MinimumOutOfReach:
        return tr("After this your first meld could no longer reach %1 while keeping a card to discard.")
            .arg(b.minimum(side));
    case Refusal::NeedsCanastaToGoOut:
        return tr("You may not go out yet: your side needs a canasta first. Keep a card to discard.");
    case Refusal::NeedsTwoCanastasToGoOut:
        return tr("You may not go out yet: you need two canastas first. Keep a card to discard.");
    case Refusal::PartnerSaidNo:
        return tr("Your partner said no: you may not go out this turn. Keep a card to discard.");
    case Refusal::MustDiscardPenaltyCard:
        return tr("Discard one of your penalty cards (the ones lying face up).");
    case Refusal::NoDiscardAfterLastRedThree:
        return tr("The last stock card was a red 3: meld what you can, then end the hand without a discard.");
    case Refusal::NothingToStop:
        return tr("Only after drawing a red 3 as the last stock card may the hand end without a discard.");
    case Refusal::NothingToPass:
        return tr("Leaving the discard is possible only once the stock has run out.");
    case Refusal::MustTakePile:
        return tr("The last discard fits your side's meld: you must take it.");
    }
    return {};
}
