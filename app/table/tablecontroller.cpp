#include "tablecontroller.h"

#include "carditem.h"

QList<CardItem*> TableController::dragGroup(CardItem* pressed) const {
    const QList<CardItem*> selected = selection();
    if (pressed->isSelected() && selected.contains(pressed)) return selected;
    return {pressed};
}
