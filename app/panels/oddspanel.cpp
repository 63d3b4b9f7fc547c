#include "oddspanel.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QToolButton>
#include <QVBoxLayout>

OddsPanel::OddsPanel(QWidget* parent)
    : QFrame(parent)
    , m_title(new QLabel(this))
    , m_fold(new QToolButton(this))
    , m_none(new QLabel(this))
    , m_layout(new QVBoxLayout(this)) {
    setObjectName(QStringLiteral("oddsPanel"));
    setStyleSheet(QStringLiteral(
        "#oddsPanel { background: rgba(8, 22, 14, 215); border: 1px solid rgba(255, 222, 140, 140);"
        " border-radius: 10px; } #oddsPanel QLabel { color: #f0ece0; }"
        " #oddsPanel QToolButton { color: #ffde8c; border: none; font-weight: bold; }"));
    auto* header = new QHBoxLayout;
    QFont bold = m_title->font();
    bold.setBold(true);
    m_title->setFont(bold);
    header->addWidget(m_title, 1);
    header->addWidget(m_fold);
    m_layout->addLayout(header);
    m_layout->addWidget(m_none);
    m_layout->setContentsMargins(12, 8, 12, 10);
    m_none->setWordWrap(true);
    connect(m_fold, &QToolButton::clicked, this, [this] { setCollapsed(!m_collapsed); });
    setMinimumWidth(300);
    setMaximumWidth(380);
    retranslate();
}

void OddsPanel::setContent(QWidget* content) {
    delete m_content; // now: it may be waiting on a session that is about to go

    m_content = content;
    if (content) {
        content->setParent(this);
        m_layout->addWidget(content);
        // A game's odds view announces new figures with a contentChanged() signal, if it has one.
        // Queued: the content's own layout must take in the new text before the panel measures it.
        if (content->metaObject()->indexOfSignal("contentChanged()") >= 0)
            connect(content, SIGNAL(contentChanged()), this, SLOT(reposition()), Qt::QueuedConnection);
    }

    m_none->setVisible(!content && !m_collapsed);
    if (content) content->setVisible(!m_collapsed);
    reposition();
}

void OddsPanel::setCollapsed(bool collapsed) {
    m_collapsed = collapsed;
    if (m_content) m_content->setVisible(!collapsed);
    m_none->setVisible(!m_content && !collapsed);
    m_fold->setText(collapsed ? QStringLiteral("\u25be") : QStringLiteral("\u25b4"));
    m_fold->setToolTip(collapsed ? tr("Unfold") : tr("Fold"));
    reposition();
}

void OddsPanel::reposition() {
    // Not in a layout: size to the content (word-wrapped text needs its height for this width).
    constexpr int kWidth = 350;
    QLayout* l = layout();
    l->activate();
    const int height = l->hasHeightForWidth() ? l->totalHeightForWidth(kWidth) : l->totalSizeHint().height();
    resize(kWidth, height);
    if (QWidget* p = parentWidget()) move(p->width() - width() - 12, 12);
}

void OddsPanel::retranslate() {
    m_title->setText(tr("Odds"));
    m_none->setText(tr("No odds for this game yet."));
    m_fold->setToolTip(m_collapsed ? tr("Unfold") : tr("Fold"));
    m_fold->setText(m_collapsed ? QStringLiteral("\u25be") : QStringLiteral("\u25b4"));
}

void OddsPanel::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) retranslate();
    QFrame::changeEvent(event);
}
