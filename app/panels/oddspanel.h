#pragma once
// The hand-odds panel: at the top of the side column, beside the table (never over it), as tall as its
// content when there is room, scrolling when there is not; it can be folded to its title bar. Its content
// comes from the current game (View -> Odds panel, key O).

#include <QFrame>
#include <QPointer>

class QLabel;
class QScrollArea;
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
    /// Sizes the panel to its content again (new figures).
    void reposition();

public:
    void retranslate();

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

signals:
    /// The panel was opened or closed.
    void openChanged();

protected:
    void changeEvent(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;
    void showEvent(QShowEvent* event) override;
    void hideEvent(QHideEvent* event) override;

private:
    /// Each text of the content at the column's font, or smaller when a table in it (a row of ranks, a column
    /// of figures) would pass the panel's right edge at that size.
    void fitText();

    QLabel* m_title;
    QToolButton* m_fold;
    QLabel* m_none;
    QVBoxLayout* m_layout;
    QPointer<QScrollArea> m_scroll;
    QWidget* m_body;
    QVBoxLayout* m_bodyLayout;
    QPointer<QWidget> m_content;
    bool m_collapsed = false;
    bool m_fitting = false;
};
