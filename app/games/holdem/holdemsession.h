#pragma once
// Texas Hold'em behind the session: the bots by level, every refusal of the core in words (with the amounts
// that matter), the seats following the players flag, and the hands finished so far (rebuilt from the
// record, so a loaded tournament shows the same history as one played through).

#include "holdem/state.h"
#include "model/sessionbase.h"

#include <vector>

class HoldemSession : public SessionBase<core::holdem::HoldemState> {
    Q_OBJECT
public:
    explicit HoldemSession(QObject* parent = nullptr);

    /// The public table of every finished hand of this tournament, oldest first (the running hand is not
    /// included). Only what every seat saw: the log, the results, the hands shown.
    std::vector<core::holdem::PublicTable> finishedHands() const;
    /// The winner of the tournament once one player holds every chip.
    int gameWinner() const override;

    /// The seats follow the players flag: bots are added (or dropped) before the first hand is announced.

protected:
    QString refusalText(core::holdem::Refusal refusal, const core::holdem::Move& move) const override;
    std::unique_ptr<core::game::Bot<core::holdem::HoldemState>> makeBot(const QString& level) const override;
    /// The hole cards of every seat dealt in and not shown, folded ones too (shownMask stays as it was:
    /// nothing was shown at the table).
    void revealHidden(core::holdem::Observation& o) const override;

private:
};
