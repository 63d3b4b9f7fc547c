#include "actionbar.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>

ActionBar::ActionBar(QWidget* parent) : QWidget(parent), m_layout(new QHBoxLayout(this)) {
    m_layout->setContentsMargins(10, 6, 10, 6);
    m_layout->setSpacing(8);
    setObjectName(QStringLiteral("actionBar"));
    setStyleSheet(QStringLiteral(
        "#actionBar { background: #14321f; }"
        "#actionBar QPushButton { background: #2b5a3b; color: #f4efe2; border: 1px solid #6d8f72; "
        "border-radius: 6px;"
        " padding: 7px 16px; font-weight: bold; min-width: 70px; }"
        "#actionBar QPushButton:hover { background: #37714a; }"
        "#actionBar QPushButton:disabled { background: #203828; color: #7d8f80; border-color: #3d5443; }"
        "#actionBar QPushButton[primary=\"true\"] { background: #b8862b; border-color: #e0b860; color: "
        "#1b1405; }"
        "#actionBar QPushButton[primary=\"true\"]:disabled { background: #4d4026; color: #8d8470; }"
        "#actionBar QLabel { color: #e6e1d0; }"));
}

QPushButton* ActionBar::addButton(const QString& text, const QString& objectName) {
    auto* button = new QPushButton(text, this);
    button->setObjectName(objectName);
    button->setFocusPolicy(Qt::NoFocus); // the keys belong to the table
    m_layout->addWidget(button);
    return button;
}

QLabel* ActionBar::addLabel(const QString& text) {
    auto* label = new QLabel(text, this);
    m_layout->addWidget(label);
    return label;
}

void ActionBar::addWidget(QWidget* widget) {
    m_layout->addWidget(widget);
}
void ActionBar::addStretch() {
    m_layout->addStretch(1);
}

void ActionBar::clear() {
    while (QLayoutItem* item = m_layout->takeAt(0)) {
        if (QWidget* w = item->widget()) w->deleteLater();
        delete item;
    }
}
