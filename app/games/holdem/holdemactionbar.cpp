#include "holdemactionbar.h"

#include "holdemnames.h"
#include "table/actionbar.h"

#include <QFontMetrics>
#include <QLayout>
#include <QPushButton>
#include <QSlider>
#include <QSpinBox>

#include <algorithm>

using namespace core::holdem;

HoldemActionBar::HoldemActionBar(ActionBar* bar, Check check, QObject* parent)
    : QObject(parent)
    , m_bar(bar)
    , m_check(std::move(check)) {
    m_fold = bar->addButton(QString(), QStringLiteral("fold"));
    m_call = bar->addButton(QString(), QStringLiteral("call"));
    m_call->setProperty("primary", true);
    m_slider = new QSlider(Qt::Horizontal);
    m_slider->setObjectName(QStringLiteral("amountSlider"));
    m_slider->setFocusPolicy(Qt::NoFocus);
    m_slider->setMinimumWidth(110);
    m_slider->setStyleSheet(QStringLiteral(
        "QSlider { min-height: 24px; }"
        "QSlider::groove:horizontal { height: 6px; background: #0d2416; border-radius: 3px; }"
        "QSlider::sub-page:horizontal { background: #b8862b; border-radius: 3px; }"
        "QSlider::handle:horizontal { background: #f4efe2; border: 1px solid #6d8f72; width: 16px;"
        " height: 16px; margin: -6px 0; border-radius: 8px; }"
        "QSlider::groove:horizontal:disabled { background: #203828; }"
        "QSlider::sub-page:horizontal:disabled { background: #4d4026; }"
        "QSlider::handle:horizontal:disabled { background: #5d6f60; border-color: #3d5443; }"));
    bar->addWidget(m_slider);
    m_spin = new QSpinBox;
    m_spin->setObjectName(QStringLiteral("amount"));
    m_spin->setFocusPolicy(Qt::ClickFocus);
    m_spin->setKeyboardTracking(false);
    m_spin->setButtonSymbols(QAbstractSpinBox::NoButtons); // the slider, the keys and the wheel change it
    m_spin->setAlignment(Qt::AlignRight);
    m_spin->setMinimumWidth(84);
    m_spin->setStyleSheet(QStringLiteral(
        "QSpinBox { background: #0d2416; color: #f4efe2; border: 1px solid #6d8f72; border-radius: 5px;"
        " padding: 4px 6px; font-weight: bold; }"
        "QSpinBox:disabled { color: #7d8f80; border-color: #3d5443; }"
        "QSpinBox[illegal=\"true\"] { border: 2px solid #e0645a; }"));
    bar->addWidget(m_spin);
    m_half = bar->addButton(QString(), QStringLiteral("halfPot"));
    m_pot = bar->addButton(QString(), QStringLiteral("pot"));
    m_max = bar->addButton(QString(), QStringLiteral("max"));
    for (QPushButton* b : {m_half, m_pot, m_max}) b->setStyleSheet(QStringLiteral("min-width: 40px;"));
    m_raise = bar->addButton(QString(), QStringLiteral("raise"));
    bar->addStretch();
    m_next = bar->addButton(QString(), QStringLiteral("next"));
    m_next->setProperty("primary", true);

    // The bar keeps its height when only Next hand shows, or nothing (the person folded): the table above
    // it does not jump.
    m_raise->ensurePolished();
    const QMargins margins = m_bar->layout() ? m_bar->layout()->contentsMargins() : QMargins(0, 6, 0, 6);
    m_bar->setMinimumHeight(m_raise->sizeHint().height() + margins.top() + margins.bottom());

    connect(m_fold, &QPushButton::clicked, this, &HoldemActionBar::foldClicked);
    connect(m_call, &QPushButton::clicked, this, &HoldemActionBar::callClicked);
    connect(m_raise, &QPushButton::clicked, this, &HoldemActionBar::raiseClicked);
    connect(m_next, &QPushButton::clicked, this, &HoldemActionBar::nextClicked);
    connect(m_half, &QPushButton::clicked, this, [this] { choosePotFraction(1, 2); });
    connect(m_pot, &QPushButton::clicked, this, [this] { choosePotFraction(1, 1); });
    connect(m_max, &QPushButton::clicked, this, &HoldemActionBar::chooseAllIn);
    connect(m_slider, &QSlider::valueChanged, this, [this](int v) {
        if (!m_syncing) setAmount(v);
    });
    connect(m_spin, &QSpinBox::valueChanged, this, [this](int v) {
        if (!m_syncing) setAmount(v);
    });
    retranslate();
}

HoldemActionBar::~HoldemActionBar() {
    if (m_bar) m_bar->setMinimumHeight(0); // the bar serves the next game's table
}

void HoldemActionBar::retranslate() {
    m_fold->setToolTip(tr("Give up this hand (F)"));
    m_call->setToolTip(tr("Check, or call the bet (C)"));
    m_raise->setToolTip(tr("Bet or raise the chosen amount (R); A goes all-in"));
    m_half->setText(tr("\u00bd pot"));
    m_half->setToolTip(tr("Choose a bet of half the pot"));
    m_pot->setText(tr("Pot"));
    m_pot->setToolTip(tr("Choose a bet the size of the pot"));
    m_max->setText(tr("All-in"));
    m_max->setToolTip(tr("Choose all your chips"));
    m_spin->setToolTip(tr("Your total bet on this street; \u2191 and \u2193 change it by a big blind"));
    m_slider->setToolTip(m_spin->toolTip());
    m_next->setToolTip(tr("Deal the next hand (Enter)"));
    // Wide enough for big amounts, so the buttons do not jump as the amount changes.
    QFont bold = m_raise->font(); // the bar's style sheet makes its buttons bold
    bold.setBold(true);
    const QFontMetrics fm(bold);
    const QString big = HoldemNames::chips(88888);
    m_raise->setMinimumWidth(fm.horizontalAdvance(tr("Raise to %1").arg(big)) + 40);
    m_call->setMinimumWidth(fm.horizontalAdvance(tr("Call %1").arg(big)) + 40);
    updateTexts();
}

void HoldemActionBar::update(const PublicTable& table, int seat, bool myTurn) {
    m_table = table;
    m_seat = seat;
    m_myTurn = myTurn;
    const bool over = table.handOver;
    // The controls show while the person still has decisions in this hand.
    const bool dealt = seat >= 0 && hasSeat(table.dealt, seat) && !over && !hasSeat(table.folded, seat) &&
                       !hasSeat(table.allIn, seat);
    for (QWidget* w :
         std::initializer_list<QWidget*>{m_fold, m_call, m_slider, m_spin, m_half, m_pot, m_max, m_raise})
        w->setVisible(dealt);
    m_next->setVisible(over);

    const auto legal = [&](const Move& m) { return myTurn && !m_check(m).has_value(); };
    m_fold->setEnabled(legal(Move::fold()));
    m_call->setEnabled(legal(Move::check()) || legal(Move::call()));
    const bool canRaise = myTurn && !table.raiseRefusal(seat).has_value();
    for (QWidget* w : std::initializer_list<QWidget*>{m_slider, m_spin, m_half, m_pot, m_max})
        w->setEnabled(canRaise);

    if (dealt) {
        const int high = std::max(1, table.allInTotal(seat));
        const int low = std::clamp(table.level + 1, 1, high);
        const int lowLegal = std::min(table.minRaiseTo(), high);
        m_syncing = true;
        m_spin->setRange(low, high);
        m_spin->setSingleStep(std::max(1, table.blinds.bigBlind));
        m_slider->setRange(lowLegal, high);
        m_slider->setSingleStep(std::max(1, table.blinds.bigBlind));
        m_slider->setPageStep(std::max(1, table.potTotal() / 2));
        m_syncing = false;
        // A new decision starts with the smallest legal bet or raise.
        const int key = myTurn ? table.handIndex * 100000 + int(table.log.size()) : m_turnKey;
        if (key != m_turnKey || m_amount < low || m_amount > high) {
            m_turnKey = key;
            m_amount = lowLegal;
        }
    }
    showAmount();
}

void HoldemActionBar::setAmount(int total) {
    const int high = std::max(1, m_table.allInTotal(m_seat));
    const int low = std::clamp(m_table.level + 1, 1, high);
    m_amount = std::clamp(total, low, high);
    showAmount();
}

void HoldemActionBar::stepAmount(int steps) {
    setAmount(m_amount + steps * std::max(1, m_table.blinds.bigBlind));
}

void HoldemActionBar::choosePotFraction(int numerator, int denominator) {
    const long long potAfterCall = m_table.potTotal() + m_table.toCall(m_seat);
    const long long total = m_table.level + potAfterCall * numerator / denominator;
    setAmount(int(std::max<long long>(total, m_table.minRaiseTo())));
}

void HoldemActionBar::chooseAllIn() {
    setAmount(m_table.allInTotal(m_seat));
}

Move HoldemActionBar::raiseMove() const {
    if (m_amount >= m_table.allInTotal(m_seat)) return Move::allIn();
    return Move::raiseTo(m_amount);
}

void HoldemActionBar::showAmount() {
    m_syncing = true;
    m_spin->setValue(m_amount);
    m_slider->setValue(m_amount);
    m_syncing = false;
    const std::optional<QString> why = m_check(raiseMove());
    const bool canRaise = m_myTurn && !m_table.raiseRefusal(m_seat).has_value();
    m_raise->setEnabled(canRaise && !why);
    const bool illegal = canRaise && why.has_value();
    if (m_spin->property("illegal").toBool() != illegal) {
        m_spin->setProperty("illegal", illegal);
        m_spin->setStyleSheet(m_spin->styleSheet()); // re-polish for the property
    }
    m_raise->setToolTip(illegal ? *why : tr("Bet or raise the chosen amount (R); A goes all-in"));
    updateTexts();
    if (canRaise) emit amountChanged(m_amount, illegal ? *why : QString());
}

void HoldemActionBar::updateTexts() {
    const PublicTable& t = m_table;
    if (m_seat < 0 || m_seat >= t.seats()) return;
    const int toCall = t.toCall(m_seat);
    const int stack = t.stack[m_seat];
    if (toCall <= 0)
        m_call->setText(tr("Check"));
    else if (toCall >= stack)
        m_call->setText(tr("Call %1 (all-in)").arg(HoldemNames::chips(stack)));
    else
        m_call->setText(tr("Call %1").arg(HoldemNames::chips(toCall)));
    m_fold->setText(tr("Fold"));
    const QString amount = HoldemNames::chips(m_amount);
    if (m_amount >= t.allInTotal(m_seat))
        m_raise->setText(tr("All-in %1").arg(amount));
    else if (t.level == 0)
        m_raise->setText(tr("Bet %1").arg(amount));
    else
        m_raise->setText(tr("Raise to %1").arg(amount));
}
