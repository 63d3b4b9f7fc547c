#pragma once
// The Hold'em buttons under the table: Fold, Check or Call (with the amount), the bet size (a slider, a spin
// box and quick sizes: half the pot, the pot, all-in) with the Bet/Raise button that plays it, and Next hand.
// Every button is enabled only when the core accepts its move now; the amount is the total the person's bet
// reaches on this street, as the core counts raises.

#include "holdem/move.h"
#include "holdem/publictable.h"

#include <QObject>
#include <QPointer>

#include <functional>
#include <optional>

class ActionBar;
class QPushButton;
class QSlider;
class QSpinBox;

class HoldemActionBar : public QObject {
    Q_OBJECT
public:
    /// `why` answers whether the person's move would be accepted now: nothing, or the reason why not.
    using Check = std::function<std::optional<QString>(const core::holdem::Move&)>;

    HoldemActionBar(ActionBar* bar, Check check, QObject* parent = nullptr);
    ~HoldemActionBar() override;

    /// Shows the table as the person sees it. `myTurn`: the person is to act (and plays the seat).
    void update(const core::holdem::PublicTable& table, int seat, bool myTurn);
    void retranslate();

    /// The chosen bet or raise total.
    int amount() const { return m_amount; }
    void setAmount(int total);
    /// Moves the amount by steps of the big blind.
    void stepAmount(int steps);
    /// Quick sizes: the fraction of the pot after calling added to the bet to match, or everything.
    void choosePotFraction(int numerator, int denominator);
    void chooseAllIn();
    /// The move the Bet/Raise button plays for the chosen amount (AllIn when it is the whole stack).
    core::holdem::Move raiseMove() const;

    QPushButton* foldButton() const { return m_fold; }
    QPushButton* callButton() const { return m_call; }
    QPushButton* raiseButton() const { return m_raise; }
    QPushButton* nextButton() const { return m_next; }
    /// Every button, in the order shown.
    QList<QPushButton*> buttons() const { return {m_fold, m_call, m_half, m_pot, m_max, m_raise, m_next}; }
    QSpinBox* spinBox() const { return m_spin; }
    QSlider* slider() const { return m_slider; }

signals:
    void foldClicked();
    void callClicked();
    void raiseClicked();
    void nextClicked();
    /// The chosen amount changed; `reason` says why it cannot be played (empty when it can).
    void amountChanged(int total, const QString& reason);

private:
    void showAmount();
    void updateTexts();

    QPointer<ActionBar> m_bar; ///< owned by the main window
    Check m_check;
    core::holdem::PublicTable m_table;
    int m_seat = 0;
    bool m_myTurn = false;
    int m_amount = 0;
    int m_turnKey = -1; ///< which decision the amount was chosen for
    bool m_syncing = false;

    QPushButton* m_fold = nullptr;
    QPushButton* m_call = nullptr;
    QSlider* m_slider = nullptr;
    QSpinBox* m_spin = nullptr;
    QPushButton* m_half = nullptr;
    QPushButton* m_pot = nullptr;
    QPushButton* m_max = nullptr;
    QPushButton* m_raise = nullptr;
    QPushButton* m_next = nullptr;
};
