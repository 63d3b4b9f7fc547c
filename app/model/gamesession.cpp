#include "gamesession.h"

bool GameSession::isBotSeat(int seat) const {
    return !botLevel(seat).isEmpty();
}

QString GameSession::botLevel(int seat) const {
    if (seat == humanSeat() && !m_autopilot.isEmpty()) return m_autopilot;
    if (seat < 0 || seat >= m_players.size()) return {};
    return m_players[seat].bot;
}
