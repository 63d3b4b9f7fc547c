#pragma once
// Empat Satu (41) behind the session: the bots by level, the refusal reasons in words, and the history of the
// session (every action everyone at the table saw, and the result of each finished hand) rebuilt from the
// record, so a loaded game shows the same log and tally as one played through.

#include "empatsatu/state.h"
#include "model/sessionbase.h"

#include <vector>

class EmpatSatuSession : public SessionBase<core::empatsatu::EmpatSatuState> {
    Q_OBJECT
public:
    /// One move as the person saw it.
    struct Action {
        int hand = 0;
        int seat = -1;
        core::empatsatu::Move move;
        /// The card taken or discarded; for the person's own draws, the card drawn (nobody else sees it).
        core::cards::Card card;
    };
    struct History {
        std::vector<Action> actions;                      ///< every hand, in order
        std::vector<core::empatsatu::HandResult> results; ///< one per finished hand
    };

    explicit EmpatSatuSession(QObject* parent = nullptr);

    /// Replays the record; only public facts and the person's own cards are kept.
    History history() const;
    int gameWinner() const override;
    int dealWinner() const override;

    /// The seats follow the players flag: bots are added (or dropped) before the first deal is announced.

    /// The value of the best four of `hand` (itself when it holds four or fewer), by the core's scoring.
    static core::empatsatu::HandValue bestFour(core::cards::CardSet hand);
    /// "♥"
    static QString suitSymbol(core::cards::Suit suit);
    /// "10♥", "A♠"
    static QString cardText(core::cards::Card card);
    /// "33", "−4" (with a real minus sign)
    static QString signedNumber(int value);

protected:
    QString refusalText(core::empatsatu::Refusal refusal, const core::empatsatu::Move& move) const override;
    std::unique_ptr<core::game::Bot<core::empatsatu::EmpatSatuState>>
    makeBot(const QString& level) const override;
    /// Every other hand as known cards (the table shows known cards face up).
    void revealHidden(core::empatsatu::Observation& o) const override;

private:
};
