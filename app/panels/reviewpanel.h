#pragma once
// The coach's review beside the table: the person's decisions in one deal, each with what it cost (coloured
// by size: none, small, large), its reason and the better move, and the deal's total in the game's unit.
// While the review is computed a progress bar and Cancel stand in the list's place. Clicking a decision
// asks for the table as it was at that moment; "Show all cards" asks for every hand face up (offered only
// for a finished deal).

#include "game/review.h"
#include "game/variant.h"

#include <QStringList>
#include <QWidget>

class QCheckBox;
class QLabel;
class QListWidget;
class QProgressBar;
class QPushButton;

class ReviewPanel : public QWidget {
    Q_OBJECT
public:
    /// A row's data, for the list's delegate.
    enum Role { DetailRole = Qt::UserRole + 1, SizeRole, CostRole };

    explicit ReviewPanel(QWidget* parent = nullptr);

    /// What is reviewed: "Capsa, deal 2".
    void setSubject(const QString& subject);
    /// A review is being computed: the progress bar and Cancel show, the list is empty.
    void showRunning();
    void setProgress(int done, int total);
    /// The result: `moves[i]` is decision i's move number in the deal (from 1).
    /// `flags`: the game's rules.
    void showReview(const QString& game, const core::game::DealReview& review, const QList<int>& moves,
                    const QStringList& names, const core::game::FlagValues& flags = {});
    /// No review to show, and why (failed, cancelled).
    void showMessage(const QString& text);
    /// Whether "Show all cards" may be used (a finished deal); `checked` without telling.
    void setRevealAvailable(bool available);
    void setRevealChecked(bool checked);
    /// Marks decision `row` as the one shown (without asking for it again); -1: none.
    void setCurrentDecision(int row);
    int currentDecision() const;
    void retranslate();

    QListWidget* list() const { return m_list; }
    QCheckBox* revealBox() const { return m_reveal; }
    QProgressBar* progressBar() const { return m_progress; }
    QPushButton* cancelButton() const { return m_cancel; }
    QLabel* totalLabel() const { return m_total; }
    QLabel* summaryLabel() const { return m_summary; }

signals:
    void decisionChosen(int row);
    void cancelRequested();
    void revealToggled(bool reveal);

private:
    QLabel* m_subject;
    QLabel* m_total;
    QLabel* m_summary;
    QLabel* m_legend;
    QLabel* m_status;
    QProgressBar* m_progress;
    QPushButton* m_cancel;
    QListWidget* m_list;
    QCheckBox* m_reveal;
    bool m_available = false;
    bool m_quiet = false;
};
