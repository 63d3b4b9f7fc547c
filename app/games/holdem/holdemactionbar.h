#pragma once
// The Hold'em buttons under the table: Fold, Check or Call (with the amount), the bet size (a slider, a spin
// box and quick sizes: half the pot, the pot, all-in) with the Bet/Raise button that plays it, and Next hand.
// Fold, Check/Call, Bet/Raise and Next hand are declared table actions (TableActions: F, C or Enter, R, N or
// Enter), enabled only when the core accepts their move now; the amount is the total the person's bet reaches
// on this street, as the core counts raises.
//
// One amount drives everything: the box, the slider, the quick sizes, the arrow keys and the button's text.
// While the person types, the button follows each keystroke; an amount outside what the rules allow is kept
// in the box (outlined, with the reason) while the button shows the amount it will play: the typed one
// clamped to the legal range. A click, Enter or leaving the box puts the clamped amount into the box.

#include "holdem/move.h"
#include "holdem/publictable.h"

#include <QObject>
#include <QPointer>

#include <functional>
#include <optional>

class ActionBar;
class QPushButton;
class TableActions;
class QSlider;
class QSpinBox;

class HoldemActionBar : public QObject {
    Q_OBJECT
public:
    /// `why` answers whether the person's move would be accepted now: nothing, or the reason why not.
    using Check = std::function<std::optional<QString>(const core::holdem::Move&)>;
    /// Why a key may not play the move now (not the person's turn, or the rules' reason), translated.
    using WhyNot = std::function<QString(const core::holdem::Move&)>;

    HoldemActionBar(ActionBar* bar, TableActions* actions, Check check, WhyNot whyNot,
                    QObject* parent = nullptr);
    ~HoldemActionBar() override;

    /// Shows the table as the person sees it. `myTurn`: the person is to act (and plays the seat).
    void update(const core::holdem::PublicTable& table, int seat, bool myTurn);
    void retranslate();
    /// The game is over: Next hand reads "New game".
    void setGameOver(bool over) { m_gameOver = over; }

    /// The bet or raise total the box shows (while typing, possibly outside the legal range).
    int amount() const { return m_amount; }
    /// The total the Bet/Raise button plays: amount() clamped to the legal range.
    int playAmount() const;
    /// Why playAmount() differs from amount() (the rules' reason, translated), or empty.
    QString clampReason() const;
    /// Chooses an amount (the slider, the keys, the quick sizes, a test): clamped at once.
    void setAmount(int total);
    /// Takes the typed amount as final: the box shows what the button plays; returns why it was clamped
    /// (empty if it was not).
    QString commitAmount();
    /// Moves the amount by steps of the big blind.
    void stepAmount(int steps);
    /// Quick sizes: the fraction of the pot after calling added to the bet to match, or everything.
    void choosePotFraction(int numerator, int denominator);
    void chooseAllIn();
    /// The move the Bet/Raise button plays for playAmount() (AllIn when it is the whole stack).
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
    /// Shows m_amount everywhere; `note` (if any) is the status text to give instead of the clamp reason.
    void showAmount(const QString& note = {});
    void updateTexts();
    QString callText() const;
    QString raiseText() const;
    /// Check when nothing is to call, else Call.
    core::holdem::Move passiveMove() const;
    bool legal(const core::holdem::Move& move) const;
    /// The controls show while the person still has decisions in this hand.
    bool dealt() const;
    void typed(const QString& text);
    int lowestLegal() const;
    int highest() const;

    QPointer<ActionBar> m_bar; ///< owned by the main window
    TableActions* m_actions;
    Check m_check;
    WhyNot m_whyNot;
    QString m_raiseReason; ///< why the amount cannot be played as it stands (the Bet/Raise tooltip)
    core::holdem::PublicTable m_table;
    int m_seat = 0;
    bool m_myTurn = false;
    bool m_gameOver = false;
    int m_amount = 0;
    int m_turnKey = -1; ///< which decision the amount was chosen for
    bool m_syncing = false;
    bool m_typing = false; ///< the box holds typed text not yet taken as final

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
