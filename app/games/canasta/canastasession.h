#pragma once
// Canasta behind the session: the bots by level, every refusal of the core in words, the seats fitted to the
// players flag, moves the person makes in one gesture (several cards onto a meld) applied as one step or not
// at all, and the history of the session (what everyone at the table saw, and each hand's score sheet)
// replayed from the record, so a loaded game shows the same log and sheets as one played through.

#include "canasta/state.h"
#include "model/sessionbase.h"

#include <QColor>

#include <array>
#include <optional>
#include <vector>

class CanastaSession : public SessionBase<core::canasta::State> {
    Q_OBJECT
public:
    /// One move as the person saw it.
    struct Action {
        int hand = 0;
        int seat = -1;
        core::canasta::Move move;
        core::cards::Card top;               ///< Take: the pile's top card
        int pileSize = 0;                    ///< Take: cards in the pile
        std::vector<core::cards::Card> seen; ///< Draw: what the person drew (nobody else sees it)
        int redThrees = 0;                   ///< red 3s the mover laid out during this move
        bool wentOut = false;
        bool handOver = false; ///< the hand ended with this move
        /// The mover was bound to go out and ended the turn without: the cards that became penalty cards.
        std::vector<core::cards::Card> penalty;
    };
    /// A finished hand.
    struct HandResult {
        int hand = 0;
        int sides = 2;
        std::array<core::canasta::HandScore, core::canasta::kMaxSides> scores{};
        std::array<int, core::canasta::kMaxSides> gameBonus{}; ///< the game bonus, added with this hand
        std::array<int, core::canasta::kMaxSides> totals{};    ///< cumulative, after this hand
        int wentOut = -1;
        bool perfect = false;
        int winner = -1; ///< the side that won the match with this hand
    };
    struct History {
        std::vector<Action> actions;     ///< every hand, in order
        std::vector<HandResult> results; ///< one per finished hand
        /// Red 3s laid out right after each hand's deal, per hand and seat.
        std::vector<std::array<int, core::canasta::kMaxSeats>> dealtRedThrees;
    };

    explicit CanastaSession(QObject* parent = nullptr);

    /// Replays the record (incrementally); only public facts and the person's own cards are kept.
    const History& history() const;
    int gameWinner() const override;

    void newGame(quint64 seed, const core::game::FlagValues& flags) override;
    bool load(const core::game::GameRecord& record, QString* error) override;

    /// Several of the person's moves as one: if any would be refused, none is made, moveRefused() tells why
    /// and the state is untouched. Returns the refusal, if any.
    std::optional<core::canasta::Refusal> playAll(const std::vector<core::canasta::Move>& moves);
    /// Whether playAll() would accept these moves now, and why not (translated).
    std::optional<QString> checkAll(const std::vector<core::canasta::Move>& moves) const;

    /// The side of a seat and the seats of a side (playing this hand or sitting out).
    int sideOf(int seat) const;
    QList<int> seatsOf(int side) const;
    /// The sides as the score sheets list them: the person's first, then the others.
    QList<int> sideOrder() const;
    /// "You & Sari", "Budi & Dewi", "Budi" (a side of one)
    QString sideName(int side) const;
    /// The colour that marks a side on the table: the person's side gold, the others blue and rose.
    static QColor sideColor(int side, int personSide);

    /// "10♥", "A♠", "Joker"
    static QString cardText(core::cards::Card card);
    /// "10♥ 10♠ 2♣"
    static QString cardsText(const std::vector<core::cards::Card>& cards);
    /// The rank a meld slot gathers, as people say it: "4", "10", "A", "3 hitam".
    static QString slotName(int slot);
    /// "1250", "−300" (with a real minus sign)
    static QString signedNumber(int value);
    /// "+500", "−300", "0"
    static QString withSign(int value);
    /// What a side's melds count so far in this hand: their cards and their canasta bonuses, as the core
    /// scores them at the end of the hand.
    static int meldPoints(const core::canasta::Board& board, int side);

protected:
    QString refusalText(core::canasta::Refusal refusal, const core::canasta::Move& move) const override;
    std::unique_ptr<core::game::Bot<core::canasta::State>> makeBot(const QString& level) const override;
    /// Every other hand as known cards (the table shows known cards face up).
    void revealHidden(core::canasta::Observation& o) const override;

private:
    /// The reason for a refusal of `move` on `board` (the position it was tried on).
    QString explain(const core::canasta::Board& board, core::canasta::Refusal refusal,
                    const core::canasta::Move& move) const;
    void resetHistory() const;

    mutable std::optional<core::canasta::State> m_replay;
    mutable std::size_t m_replayed = 0;
    mutable History m_history;
};
