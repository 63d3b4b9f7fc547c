#pragma once
// Capsa behind the session: the bots by level and the refusal reasons in words, with the combination names
// Indonesian players use (Bom, Seri, Polo, Piting, Seri Kembang).

#include "capsa/state.h"
#include "model/sessionbase.h"

class CapsaSession : public SessionBase<core::capsa::CapsaState> {
    Q_OBJECT
public:
    explicit CapsaSession(QObject* parent = nullptr);

    /// "Pair 9", "Straight (Seri) 6♣", "Bom Q": a combination as players name it, by the card that ranks it
    /// under `rules` (translated where English and Indonesian differ).
    static QString describe(const core::capsa::Combination& combo,
                            const core::capsa::CombinationRules& rules);
    /// The combination's name and its cards in the order they are laid down: "Straight (Seri) 6♣: 2♥ 3♦ 4♣ 5♦
    /// 6♣"; a single is only named.
    static QString describeWithCards(const core::capsa::Combination& combo,
                                     const core::capsa::CombinationRules& rules);
    /// The combination's name alone: "Pair", "Seri (Straight)", "Polo (Full House)".
    static QString kindName(core::capsa::Kind kind);
    static QString rankName(core::cards::Card card);
    int gameWinner() const override;
    int dealWinner() const override;

protected:
    QString refusalText(core::capsa::Refusal refusal, const core::capsa::Move& move) const override;
    std::unique_ptr<core::game::Bot<core::capsa::CapsaState>> makeBot(const QString& level) const override;
    /// Every other hand as the end of a round shows them.
    void revealHidden(core::capsa::Observation& o) const override;
};
