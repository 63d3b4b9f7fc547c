#pragma once
// The hand-odds overlay: a semi-transparent panel over a corner of the table that can be folded to its title
// bar. Its content comes from the current game (View -> Odds panel, key O).

#include <QFrame>
#include <QPointer>

class QLabel;
class QToolButton;
class QVBoxLayout;

class OddsPanel : public QFrame {
    Q_OBJECT
public:
    explicit OddsPanel(QWidget* parent = nullptr);

    /// The game's odds view (owned by the panel from then on); nullptr shows a note that there is none yet.
    void setContent(QWidget* content);
    QWidget* content() const { return m_content; }
    void setCollapsed(bool collapsed);
    bool isCollapsed() const { return m_collapsed; }
public slots:
    /// Keeps the panel in the top right corner of its parent, sized to its content.
    void reposition();

public:
    void retranslate();

protected:
    void changeEvent(QEvent* event) override;

private:
    QLabel* m_title;
    QToolButton* m_fold;
    QLabel* m_none;
    QVBoxLayout* m_layout;
    QPointer<QWidget> m_content;
    bool m_collapsed = false;
};
