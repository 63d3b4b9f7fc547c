#include "tablecontroller.h"

#include "carditem.h"
#include "model/gamesession.h"
#include "tablezones.h"

QList<CardItem*> TableController::dragGroup(CardItem* pressed) const {
    const QList<CardItem*> selected = selection();
    if (pressed->isSelected() && selected.contains(pressed)) return selected;
    return {pressed};
}

QString TableController::notYourTurnText(const GameSession& session) {
    if (session.isReadOnly()) return GameSession::readOnlyText();
    return session.isDealOver() ? tr("The hand is over.") : tr("Wait for your turn.");
}

QString TableController::dealOverText() const {
    return TableZones::itemText(dealOverBox());
}
