#include "oddspanel.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QScrollArea>
#include <QScrollBar>
#include <QToolButton>
#include <QVBoxLayout>

OddsPanel::OddsPanel(QWidget* parent)
    : QFrame(parent)
    , m_title(new QLabel(this))
    , m_fold(new QToolButton(this))
    , m_none(new QLabel)
    , m_layout(new QVBoxLayout(this))
    , m_scroll(new QScrollArea(this))
    , m_body(new QWidget)
    , m_bodyLayout(new QVBoxLayout(m_body)) {
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
    // The figures scroll when the side column is too short for them.
    m_bodyLayout->setContentsMargins(0, 0, 0, 0);
    m_bodyLayout->addWidget(m_none);
    m_bodyLayout->addStretch();
    m_body->setObjectName(QStringLiteral("oddsBody"));
    m_scroll->setWidget(m_body);
    m_scroll->setWidgetResizable(true);
    m_scroll->setFrameShape(QFrame::NoFrame);
    m_scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_scroll->setStyleSheet(QStringLiteral("QScrollArea, #oddsBody { background: transparent; }"));
    m_scroll->viewport()->setAutoFillBackground(false);
    m_scroll->viewport()->installEventFilter(this);
    m_layout->addWidget(m_scroll, 1);
    m_layout->setContentsMargins(12, 8, 12, 10);
    m_none->setWordWrap(true);
    connect(m_fold, &QToolButton::clicked, this, [this] { setCollapsed(!m_collapsed); });
    retranslate();
}

void OddsPanel::setContent(QWidget* content) {
    delete m_content; // now: it may be waiting on a session that is about to go

    m_content = content;
    if (content) {
        content->setParent(m_body);
        m_bodyLayout->insertWidget(1, content);
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
    m_scroll->setVisible(!collapsed);
    if (m_content) m_content->setVisible(!collapsed);
    m_none->setVisible(!m_content && !collapsed);
    m_fold->setText(collapsed ? QStringLiteral("\u25be") : QStringLiteral("\u25b4"));
    m_fold->setToolTip(collapsed ? tr("Unfold") : tr("Fold"));
    reposition();
}

void OddsPanel::fitText() {
    if (m_fitting || !m_content || !m_scroll) return;
    m_fitting = true;
    QList<QLabel*> labels = m_content->findChildren<QLabel*>();
    if (auto* label = qobject_cast<QLabel*>(m_content.data())) labels << label;
    // The room the figures have with the scroll bar shown, whether it is or not: a scroll bar that comes
    // leaves them no narrower than they were fitted.
    QScrollBar* bar = m_scroll->verticalScrollBar();
    const int room = m_scroll->viewport()->width() - (bar->isVisible() ? 0 : bar->sizeHint().width());
    for (QLabel* label : labels) {
        if (!label->wordWrap() || !Qt::mightBeRichText(label->text())) continue;
        label->setStyleSheet(QString()); // the column's font first
        const int width = room - 2 * std::max(0, label->mapTo(m_body, QPoint(0, 0)).x());
        const QFont font = label->font();
        const qreal base = font.pointSizeF() > 0 ? font.pointSizeF() : font.pixelSize() * 0.75;
        // As narrow as it goes (its widest word or row of a table), it must fit.
        for (qreal size = base; label->minimumSizeHint().width() > width && size > base * 0.6;) {
            size -= base * 0.05;
            label->setStyleSheet(QStringLiteral("font-size: %1pt").arg(size, 0, 'f', 2));
        }
        // The layouts between the text and the panel measure it afresh (they keep the heights they measured).
        for (QWidget* w = label; w && w != this; w = w->parentWidget()) {
            if (w->layout()) w->layout()->invalidate();
            w->updateGeometry();
        }
    }
    m_fitting = false;
}

bool OddsPanel::eventFilter(QObject* watched, QEvent* event) {
    // The figures' room changes with the panel, and when the scroll bar comes or goes.
    if (m_scroll && watched == m_scroll->viewport() && event->type() == QEvent::Resize)
        QMetaObject::invokeMethod(
            this, [this] { fitText(); }, Qt::QueuedConnection);
    return QFrame::eventFilter(watched, event);
}

void OddsPanel::resizeEvent(QResizeEvent* event) {
    QFrame::resizeEvent(event);
    fitText();
}

void OddsPanel::reposition() {
    // The side column's layout gives the panel the height its word-wrapped text needs at the column's width.
    fitText();
    layout()->invalidate();
    updateGeometry();
    // The figures as wide as the room the scroll bar leaves them (the scroll area may keep them at the width
    // they had before its scroll bar came).
    if (m_scroll && m_scroll->widget() && m_scroll->widget()->width() != m_scroll->viewport()->width()) {
        const int width = m_scroll->viewport()->width();
        m_body->resize(width, std::max(m_scroll->viewport()->height(), m_body->heightForWidth(width)));
    }
}

QSize OddsPanel::sizeHint() const {
    // As tall as the title row and the figures at the panel's width.
    const QMargins m = m_layout->contentsMargins();
    const int inner = std::max(100, width() - m.left() - m.right());
    int height = m.top() + m.bottom() + m_layout->itemAt(0)->sizeHint().height() + 2;
    if (!m_collapsed && m_scroll && m_scroll->widget()) {
        QWidget* body = m_scroll->widget();
        body->layout()->activate();
        height += m_layout->spacing() +
                  (body->hasHeightForWidth() ? body->heightForWidth(inner) : body->sizeHint().height());
    }
    return {inner + m.left() + m.right(), height};
}

QSize OddsPanel::minimumSizeHint() const {
    const QMargins m = m_layout->contentsMargins();
    return {100, m.top() + m.bottom() + m_layout->itemAt(0)->sizeHint().height() + (m_collapsed ? 0 : 60)};
}

void OddsPanel::retranslate() {
    m_title->setText(tr("Odds"));
    m_none->setText(tr("No odds for this game yet."));
    m_fold->setToolTip(m_collapsed ? tr("Unfold") : tr("Fold"));
    m_fold->setText(m_collapsed ? QStringLiteral("\u25be") : QStringLiteral("\u25b4"));
}

void OddsPanel::showEvent(QShowEvent* event) {
    QFrame::showEvent(event);
    QMetaObject::invokeMethod(this, &OddsPanel::reposition, Qt::QueuedConnection); // at its width now
    emit openChanged();
}

void OddsPanel::hideEvent(QHideEvent* event) {
    QFrame::hideEvent(event);
    if (isHidden()) emit openChanged(); // closed itself, not hidden with the window
}

void OddsPanel::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) retranslate();
    QFrame::changeEvent(event);
}
