#include "capsawords.h"

#include "capsa/combination.h"
#include "capsa/rules.h"
#include "cards/cardlist.h"
#include "model/coachtext.h"
#include "model/reasontext.h"

#include <QCoreApplication>

namespace {

/// A play as the table writes it (a straight in sequence, A-2-3-4-5 with the ace first) under the rules
/// `flags`; empty for anything but a valid combination.
QString playText(const QString& move, const core::game::FlagValues& flags) {
    const auto played = core::cards::parseCardList(move.toStdString());
    if (!played.ok()) return {};
    const core::capsa::CombinationRules rules(core::capsa::CapsaRules::fromFlags(flags), false);
    const core::capsa::Combination combo = rules.classify(core::cards::CardSet::of(played.cards));
    if (!combo.valid()) return {};
    return QCoreApplication::translate("ReasonText", "play %1")
        .arg(ReasonText::cards(rules.inPlayOrder(combo)));
}

} // namespace

GameWords capsaWords() {
    GameWords words;
    words.deal = GameWords::Deal::Deal;
    words.reviewOffer = [] { return QCoreApplication::translate("Coach", "Review this deal"); };
    // Capsa plays rounds (Indonesian: putaran).
    words.dealCount = [](int deals) {
        return QCoreApplication::translate("StatsDialog", "%n round(s)", nullptr, deals);
    };
    words.largeCost = 0.5;
    words.cost = [](double cost) {
        return QCoreApplication::translate("CoachText", "%1 points").arg(CoachText::decimal(cost));
    };
    words.total = [](double total) {
        return QCoreApplication::translate("CoachText", "This deal you gave up \u2248 %1 Capsa points.")
            .arg(CoachText::decimal(total));
    };
    words.move = playText;
    return words;
}
