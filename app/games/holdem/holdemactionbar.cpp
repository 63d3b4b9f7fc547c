#include "holdemactionbar.h"

#include "holdemnames.h"
#include "table/actionbar.h"
#include "table/tableactions.h"

#include <QFontMetrics>
#include <QLayout>
#include <QLineEdit>
#include <QPushButton>
#include <QSlider>
#include <QSpinBox>

#include <algorithm>

using namespace core::holdem;

namespace {

/// The amount box: typing is reported keystroke by keystroke, and its arrows, keys and wheel step through
/// the bar (which clamps) instead of changing the number themselves.
class AmountBox : public QSpinBox {
public:
    std::function<void(const QString&)> onTyped;
    std::function<void(int)> onStep;

    AmountBox() {
        connect(lineEdit(), &QLineEdit::textEdited, this, [this](const QString& text) {
            if (onTyped) onTyped(text);
        });
    }
    void stepBy(int steps) override {
        if (onStep) onStep(steps);
    }

protected:
    StepEnabled stepEnabled() const override { return StepUpEnabled | StepDownEnabled; }
};

constexpr int kLargestTyped = 999999999;

} // namespace

HoldemActionBar::HoldemActionBar(ActionBar* bar, TableActions* actions, Check check, WhyNot whyNot,
                                 QObject* parent)
    : QObject(parent)
    , m_bar(bar)
    , m_actions(actions)
    , m_check(std::move(check))
    , m_whyNot(std::move(whyNot)) {
    const auto shown = [this] { return dealt(); };
    m_fold = m_actions->add({QStringLiteral("fold"),
                             [] { return tr("Fold"); },
                             [] { return tr("Give up this hand"); },
                             {Qt::Key_F},
                             shown,
                             [this] { return legal(Move::fold()); },
                             [this] { return m_whyNot(Move::fold()); },
                             [this] { emit foldClicked(); }});
    m_call = m_actions->add({QStringLiteral("call"),
                             [this] { return callText(); },
                             [] { return tr("Check, or call the bet"); },
                             {Qt::Key_C, Qt::Key_Return, Qt::Key_Enter},
                             shown,
                             [this] { return legal(passiveMove()); },
                             [this] { return m_whyNot(passiveMove()); },
                             [this] { emit callClicked(); },
                             true});
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
    auto* box = new AmountBox;
    box->onTyped = [this](const QString& text) { typed(text); };
    box->onStep = [this](int steps) { stepAmount(steps); };
    m_spin = box;
    m_spin->setObjectName(QStringLiteral("amount"));
    m_spin->setFocusPolicy(Qt::ClickFocus);
    m_spin->setKeyboardTracking(false); // each keystroke comes through onTyped
    // Any number may be typed; the bar says what the rules make of it. No group separators, so that what is
    // typed reads the same in every language.
    m_spin->setRange(0, kLargestTyped);
    QLocale plain = m_spin->locale();
    plain.setNumberOptions(QLocale::OmitGroupSeparator);
    m_spin->setLocale(plain);
    m_spin->setButtonSymbols(QAbstractSpinBox::NoButtons); // the slider, the keys and the wheel change it
    m_spin->setAlignment(Qt::AlignRight);
    m_spin->setMinimumWidth(84);
    m_spin->setStyleSheet(QStringLiteral(
        "QSpinBox { background: #0d2416; color: #f4efe2; border: 1px solid #6d8f72; border-radius: 5px;"
        " padding: 4px 6px; font-weight: bold; }"
        "QSpinBox:disabled { color: #7d8f80; border-color: #3d5443; }"
        "QSpinBox[illegal=\"true\"] { border: 2px solid #e0645a; padding: 3px 5px; }")); // keeps its size
    bar->addWidget(m_spin);
    m_half = bar->addButton(QString(), QStringLiteral("halfPot"));
    m_pot = bar->addButton(QString(), QStringLiteral("pot"));
    m_max = bar->addButton(QString(), QStringLiteral("max"));
    for (QPushButton* b : {m_half, m_pot, m_max}) b->setStyleSheet(QStringLiteral("min-width: 40px;"));
    m_raise = m_actions->add({QStringLiteral("raise"),
                              [this] { return raiseText(); },
                              [this] {
                                  return !m_raiseReason.isEmpty()
                                             ? m_raiseReason
                                             : tr("Bet or raise the chosen amount; A goes all-in");
                              },
                              {Qt::Key_R},
                              shown,
                              [this] {
                                  return m_myTurn && !m_table.raiseRefusal(m_seat).has_value() &&
                                         !m_check(raiseMove()).has_value();
                              },
                              [this] { return m_whyNot(raiseMove()); },
                              [this] { emit raiseClicked(); }});
    m_next = m_actions->add({QStringLiteral("next"),
                             [this] { return m_gameOver ? tr("New game") : tr("Next hand"); },
                             [] { return tr("Deal the next hand"); },
                             {Qt::Key_Return, Qt::Key_Enter, Qt::Key_N},
                             [this] { return m_table.handOver; },
                             {},
                             {},
                             [this] { emit nextClicked(); },
                             true,
                             true});

    // The bar keeps its height when only Next hand shows, or nothing (the person folded): the table above
    // it does not jump.
    m_raise->ensurePolished();
    const QMargins margins = m_bar->layout() ? m_bar->layout()->contentsMargins() : QMargins(0, 6, 0, 6);
    m_bar->setMinimumHeight(m_raise->sizeHint().height() + margins.top() + margins.bottom());

    connect(m_half, &QPushButton::clicked, this, [this] { choosePotFraction(1, 2); });
    connect(m_pot, &QPushButton::clicked, this, [this] { choosePotFraction(1, 1); });
    connect(m_max, &QPushButton::clicked, this, &HoldemActionBar::chooseAllIn);
    connect(m_slider, &QSlider::valueChanged, this, [this](int v) {
        if (!m_syncing) setAmount(v);
    });
    // Enter or leaving the box makes the typed amount final.
    connect(m_spin, &QSpinBox::valueChanged, this, [this](int v) {
        if (m_syncing) return;
        m_amount = v;
        commitAmount();
    });
    connect(m_spin, &QSpinBox::editingFinished, this, [this] {
        if (m_typing) commitAmount();
    });
    retranslate();
}

HoldemActionBar::~HoldemActionBar() {
    if (m_bar) m_bar->setMinimumHeight(0); // the bar serves the next game's table
}

void HoldemActionBar::retranslate() {
    m_half->setText(tr("\u00bd pot"));
    m_half->setToolTip(tr("Choose a bet of half the pot"));
    m_pot->setText(tr("Pot"));
    m_pot->setToolTip(tr("Choose a bet the size of the pot"));
    m_max->setText(tr("All-in"));
    m_max->setToolTip(tr("Choose all your chips"));
    m_slider->setToolTip(tr("Your total bet on this street; \u2191 and \u2193 change it by a big blind"));
    m_spin->setToolTip(m_slider->toolTip());
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
    const bool inHand = dealt();
    for (QWidget* w : std::initializer_list<QWidget*>{m_slider, m_spin, m_half, m_pot, m_max})
        w->setVisible(inHand);
    const bool canRaise = myTurn && !table.raiseRefusal(seat).has_value();
    for (QWidget* w : std::initializer_list<QWidget*>{m_slider, m_spin, m_half, m_pot, m_max})
        w->setEnabled(canRaise);

    if (inHand) {
        m_syncing = true;
        // setSingleStep() rewrites the box's text: only when the blinds changed, never under typing fingers.
        if (m_spin->singleStep() != std::max(1, table.blinds.bigBlind))
            m_spin->setSingleStep(std::max(1, table.blinds.bigBlind));
        m_slider->setRange(lowestLegal(), highest());
        m_slider->setSingleStep(std::max(1, table.blinds.bigBlind));
        m_slider->setPageStep(std::max(1, table.potTotal() / 2));
        m_syncing = false;
        // A new decision starts with the smallest legal bet or raise.
        const int key = myTurn ? table.handIndex * 100000 + int(table.log.size()) : m_turnKey;
        if (key != m_turnKey) {
            m_turnKey = key;
            m_amount = lowestLegal();
            m_typing = false;
        } else if (!myTurn && !m_typing) {
            m_amount = lowestLegal(); // while the others act, the box shows what the button says
        }
    }
    showAmount();
}

bool HoldemActionBar::dealt() const {
    const PublicTable& t = m_table;
    return m_seat >= 0 && m_seat < t.seats() && hasSeat(t.dealt, m_seat) && !t.handOver &&
           !hasSeat(t.folded, m_seat) && !hasSeat(t.allIn, m_seat);
}

bool HoldemActionBar::legal(const Move& move) const {
    return m_myTurn && !m_check(move).has_value();
}

Move HoldemActionBar::passiveMove() const {
    return m_seat >= 0 && m_seat < m_table.seats() && m_table.toCall(m_seat) > 0 ? Move::call()
                                                                                 : Move::check();
}

int HoldemActionBar::highest() const {
    return std::max(1, m_table.allInTotal(m_seat));
}

int HoldemActionBar::lowestLegal() const {
    return std::clamp(m_table.minRaiseTo(), 1, highest());
}

int HoldemActionBar::playAmount() const {
    return std::clamp(m_amount, lowestLegal(), highest());
}

QString HoldemActionBar::clampReason() const {
    if (playAmount() == m_amount) return {};
    // The rules' own words for the typed amount ("too small: the smallest raise now is to 4").
    return m_check(Move::raiseTo(m_amount)).value_or(QString());
}

void HoldemActionBar::setAmount(int total) {
    m_typing = false;
    m_amount = std::clamp(total, lowestLegal(), highest());
    showAmount();
}

QString HoldemActionBar::commitAmount() {
    const QString reason = clampReason();
    m_typing = false;
    m_amount = playAmount();
    showAmount(reason);
    return reason;
}

void HoldemActionBar::typed(const QString& text) {
    bool ok = false;
    const int value = m_spin->locale().toInt(text.trimmed(), &ok);
    m_typing = true;
    // An empty box stands for the smallest legal amount until a number is typed.
    m_amount = ok ? std::clamp(value, 0, kLargestTyped) : lowestLegal();
    showAmount();
}

void HoldemActionBar::stepAmount(int steps) {
    setAmount(playAmount() + steps * std::max(1, m_table.blinds.bigBlind));
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
    const int total = playAmount();
    if (total >= m_table.allInTotal(m_seat)) return Move::allIn();
    return Move::raiseTo(total);
}

void HoldemActionBar::showAmount(const QString& note) {
    m_syncing = true;
    if (!m_typing) m_spin->setValue(m_amount); // never rewrite what the person is typing
    m_slider->setValue(playAmount());
    m_syncing = false;
    const std::optional<QString> why = m_check(raiseMove());
    const bool canRaise = m_myTurn && !m_table.raiseRefusal(m_seat).has_value();
    const QString clamped = canRaise ? clampReason() : QString();
    const bool outlined = canRaise && (why.has_value() || !clamped.isEmpty());
    if (m_spin->property("illegal").toBool() != outlined) {
        m_spin->setProperty("illegal", outlined);
        m_spin->setStyleSheet(m_spin->styleSheet()); // re-polish for the property
    }
    const QString reason = why ? *why : !clamped.isEmpty() ? clamped : note;
    m_raiseReason = canRaise ? reason : QString();
    m_spin->setToolTip(!reason.isEmpty() ? reason : m_slider->toolTip());
    updateTexts();
    if (canRaise) emit amountChanged(m_amount, reason);
}

void HoldemActionBar::updateTexts() {
    m_actions->update();
    m_actions->retranslate();
}

QString HoldemActionBar::callText() const {
    const PublicTable& t = m_table;
    if (m_seat < 0 || m_seat >= t.seats()) return tr("Check");
    const int toCall = t.toCall(m_seat);
    const int stack = t.stack[m_seat];
    if (toCall <= 0) return tr("Check");
    if (toCall >= stack) return tr("Call %1 (all-in)").arg(HoldemNames::chips(stack));
    return tr("Call %1").arg(HoldemNames::chips(toCall));
}

QString HoldemActionBar::raiseText() const {
    const PublicTable& t = m_table;
    if (m_seat < 0 || m_seat >= t.seats()) return tr("Raise");
    const int total = playAmount();
    const QString amount = HoldemNames::chips(total);
    if (total >= t.allInTotal(m_seat)) return tr("All-in %1").arg(amount);
    if (t.level == 0) return tr("Bet %1").arg(amount);
    return tr("Raise to %1").arg(amount);
}
