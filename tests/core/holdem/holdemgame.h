#pragma once
// Scripted Hold'em hands for the tests: a position from stacks, hole cards and board written as strings, and
// a list of moves applied one by one.

#include "holdem/state.h"
#include "testcards.h"

#include <QString>
#include <QStringList>

#include <optional>
#include <string>
#include <vector>

namespace holdemtest {

using core::holdem::HoldemRules;
using core::holdem::HoldemState;

/// "200,200,142" -> {200, 200, 142}.
inline std::vector<int> numbers(const QString& text) {
    std::vector<int> out;
    for (const QString& part : text.split(QLatin1Char(','), Qt::SkipEmptyParts))
        out.push_back(part.trimmed().toInt());
    return out;
}

/// A hand with the given stacks and button. `holes` lists two cards per seat with chips, seats separated by
/// '|' ("Ah Kd | Qs Qc | -"; "-" or nothing for a seat out); missing holes are filled with unused cards.
inline HoldemState position(const std::vector<int>& stacks, int button, const QString& holes = {},
                            const QString& board = {}, HoldemRules rules = {}, int handIndex = 0,
                            const std::array<core::holdem::SeatStats, core::holdem::kMaxSeats>& stats = {}) {
    rules.players = static_cast<int>(stacks.size());
    HoldemState::Setup setup;
    setup.stacks = stacks;
    setup.button = button;
    setup.handIndex = handIndex;
    setup.stats = stats;
    setup.board = testcards::list(board.toUtf8().constData());
    const QStringList parts = holes.split(QLatin1Char('|'));
    core::cards::CardSet used = core::cards::CardSet::of(setup.board);
    for (std::size_t s = 0; s < stacks.size(); ++s) {
        core::cards::CardList hole;
        if (static_cast<int>(s) < parts.size()) {
            const QString text = parts[static_cast<int>(s)].trimmed();
            if (!text.isEmpty() && text != QLatin1String("-"))
                hole = testcards::list(text.toUtf8().constData());
        }
        for (core::cards::Card c : hole) used.add(c);
        setup.hole.push_back(hole);
    }
    // Seats with chips and no cards given get the highest unused cards of the deck's low end.
    for (std::size_t s = 0; s < stacks.size(); ++s) {
        if (stacks[s] <= 0 || !setup.hole[s].empty()) continue;
        for (core::cards::Card c : core::cards::CardSet::fullDeck() - used) {
            setup.hole[s].push_back(c);
            used.add(c);
            if (setup.hole[s].size() == 2) break;
        }
    }
    const auto state = HoldemState::fromSetup(rules, setup);
    if (!state) throw std::invalid_argument("bad position");
    return *state;
}

/// Applies "call, raise 6, allin, ..." in order; returns the first move refused or unreadable.
inline std::optional<QString> play(HoldemState& state, const QString& moves) {
    for (const QString& part : moves.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        const QString text = part.trimmed();
        const auto move = core::holdem::Move::parse(text.toStdString());
        if (!move) return QStringLiteral("unreadable: ") + text;
        if (const auto refusal = state.apply(*move))
            return QStringLiteral("refused: %1 (%2)")
                .arg(text, QString::fromUtf8(core::holdem::describe(*refusal).data()));
    }
    return std::nullopt;
}

/// "301:23 420:3": each pot's amount and eligible seats.
inline QString potsText(const std::vector<core::holdem::Pot>& pots) {
    QStringList out;
    for (const auto& pot : pots) {
        QString seats;
        for (int s = 0; s < 9; ++s)
            if (core::holdem::hasSeat(pot.eligible, s)) seats += QString::number(s);
        out << QStringLiteral("%1:%2").arg(pot.amount).arg(seats);
    }
    return out.join(QLatin1Char(' '));
}

inline QString stacksText(const HoldemState& state) {
    QStringList out;
    for (int s = 0; s < state.seatCount(); ++s) out << QString::number(state.table().stack[s]);
    return out.join(QLatin1Char(','));
}

/// The refusal's enum name, or "" for none.
inline QString refusalName(const std::optional<core::holdem::Refusal>& refusal) {
    if (!refusal) return {};
    using R = core::holdem::Refusal;
    switch (*refusal) {
    case R::HandOver:
        return QStringLiteral("HandOver");
    case R::NotYourTurn:
        return QStringLiteral("NotYourTurn");
    case R::CannotFold:
        return QStringLiteral("CannotFold");
    case R::CannotCheck:
        return QStringLiteral("CannotCheck");
    case R::NothingToCall:
        return QStringLiteral("NothingToCall");
    case R::RaiseTooSmall:
        return QStringLiteral("RaiseTooSmall");
    case R::RaiseTooLarge:
        return QStringLiteral("RaiseTooLarge");
    case R::NotEnoughChips:
        return QStringLiteral("NotEnoughChips");
    case R::BettingClosed:
        return QStringLiteral("BettingClosed");
    case R::NoOneCanCall:
        return QStringLiteral("NoOneCanCall");
    }
    return QStringLiteral("?");
}

} // namespace holdemtest
