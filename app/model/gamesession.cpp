#include "gamesession.h"

#include <algorithm>

QString GameSession::readOnlyText() {
    return tr("This is a replay of the game: nothing can be played here. Go back to the game to play on.");
}

QString GameSession::seatName(int seat) const {
    if (seat == humanSeat()) return tr("You");
    return seat >= 0 && seat < m_players.size() ? m_players[seat].name : tr("Player %1").arg(seat + 1);
}

bool GameSession::isBotSeat(int seat) const {
    return !botLevel(seat).isEmpty();
}

QString GameSession::botLevel(int seat) const {
    if (seat == humanSeat() && !m_autopilot.isEmpty()) return m_autopilot;
    if (seat < 0 || seat >= m_players.size()) return {};
    return m_players[seat].bot;
}

QStringList GameSession::botNames(int seats) {
    static const QStringList names = {QStringLiteral("Budi"), QStringLiteral("Sari"), QStringLiteral("Agus"),
                                      QStringLiteral("Dewi"), QStringLiteral("Rudi"), QStringLiteral("Wati"),
                                      QStringLiteral("Joko"), QStringLiteral("Putri")};
    return names.mid(0, std::max(0, seats - 1));
}

void GameSession::fitPlayers(int seats) {
    QList<PlayerInfo> players = m_players;
    const QStringList names = botNames(seats);
    const QString level = players.size() > 1 ? players[1].bot : QStringLiteral("easy");
    if (players.isEmpty()) players << PlayerInfo{tr("You"), QString()};
    while (players.size() < seats) {
        const int seat = int(players.size());
        players << PlayerInfo{names.value(seat - 1, tr("Player %1").arg(seat + 1)), level};
    }
    while (players.size() > seats) players.removeLast();
    setPlayers(players);
}
