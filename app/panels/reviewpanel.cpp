#include "reviewpanel.h"

#include "model/coachtext.h"

#include <QCheckBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPainter>
#include <QProgressBar>
#include <QPushButton>
#include <QStyledItemDelegate>
#include <QVBoxLayout>

namespace {

QColor sizeColor(int size) {
    switch (CoachText::Size(size)) {
    case CoachText::Size::None:
        return QColor(0x5c, 0xb8, 0x6c);
    case CoachText::Size::Small:
        return QColor(0xe3, 0xa8, 0x3a);
    case CoachText::Size::Large:
        return QColor(0xe8, 0x5a, 0x44);
    }
    return Qt::gray;
}

/// One decision: a bar in the colour of its cost, the move and the cost on the first line, the reason under
/// it, wrapped.
class DecisionDelegate : public QStyledItemDelegate {
public:
    explicit DecisionDelegate(QListWidget* list) : QStyledItemDelegate(list), m_list(list) {}

    void paint(QPainter* p, const QStyleOptionViewItem& option, const QModelIndex& index) const override {
        p->save();
        p->setRenderHint(QPainter::Antialiasing);
        const QRectF box = QRectF(option.rect).adjusted(2, 2, -2, -2);
        const bool selected = option.state & QStyle::State_Selected;
        p->setPen(selected ? QPen(QColor(0xe0, 0xb8, 0x60), 1.5) : Qt::NoPen);
        p->setBrush(selected ? QColor(0x2f, 0x5a, 0x3e) : QColor(0x15, 0x34, 0x22));
        p->drawRoundedRect(box, 5, 5);
        const QColor colour = sizeColor(index.data(ReviewPanel::SizeRole).toInt());
        p->setPen(Qt::NoPen);
        p->setBrush(colour);
        p->drawRoundedRect(QRectF(box.left() + 3, box.top() + 4, 5, box.height() - 8), 2, 2);

        const QRect text = box.toRect().adjusted(kLeft, kPad, -kPad, -kPad);
        QFont bold = option.font;
        bold.setBold(true);
        const QString cost = index.data(ReviewPanel::CostRole).toString();
        const QFontMetrics boldMetrics(bold);
        const int costWidth = boldMetrics.horizontalAdvance(cost);
        p->setFont(bold);
        p->setPen(colour);
        p->drawText(text, Qt::AlignRight | Qt::AlignTop, cost);
        p->setPen(QColor(0xf4, 0xef, 0xe2));
        const QString title = boldMetrics.elidedText(index.data(Qt::DisplayRole).toString(), Qt::ElideRight,
                                                     text.width() - costWidth - 8);
        p->drawText(text, Qt::AlignLeft | Qt::AlignTop, title);
        p->setFont(option.font);
        p->setPen(QColor(0xd2, 0xcc, 0xba));
        p->drawText(text.adjusted(0, boldMetrics.height() + 2, 0, 0), Qt::TextWordWrap | Qt::AlignLeft,
                    index.data(ReviewPanel::DetailRole).toString());
        p->restore();
    }

    QSize sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const override {
        const int width = std::max(120, m_list->viewport()->width() - kLeft - kPad - 4);
        QFont bold = option.font;
        bold.setBold(true);
        const QRect detail = QFontMetrics(option.font)
                                 .boundingRect(QRect(0, 0, width, 10000), Qt::TextWordWrap,
                                               index.data(ReviewPanel::DetailRole).toString());
        return {width, QFontMetrics(bold).height() + 2 + detail.height() + 2 * kPad + 4};
    }

private:
    static constexpr int kLeft = 16;
    static constexpr int kPad = 6;
    QListWidget* m_list;
};

} // namespace

ReviewPanel::ReviewPanel(QWidget* parent)
    : QWidget(parent)
    , m_subject(new QLabel)
    , m_total(new QLabel)
    , m_summary(new QLabel)
    , m_legend(new QLabel)
    , m_status(new QLabel)
    , m_progress(new QProgressBar)
    , m_cancel(new QPushButton)
    , m_list(new QListWidget)
    , m_reveal(new QCheckBox) {
    setObjectName(QStringLiteral("reviewPanel"));
    setAttribute(Qt::WA_StyledBackground);
    setStyleSheet(QStringLiteral(
        "#reviewPanel { background: #10281a; }"
        "#reviewPanel QLabel, #reviewPanel QCheckBox { color: #e8e4d6; }"
        "#reviewPanel QCheckBox:disabled { color: #7d8f80; }"
        "#reviewPanel QListWidget { background: #0c1f14; border: 1px solid #2f5a3e; border-radius: 6px; }"
        "#reviewPanel QPushButton { background: #2b5a3b; color: #f4efe2; border: 1px solid #6d8f72;"
        " border-radius: 5px; padding: 4px 12px; }"
        "#reviewPanel QProgressBar { background: #0c1f14; border: 1px solid #2f5a3e; border-radius: 4px;"
        " color: #e8e4d6; text-align: center; }"
        "#reviewPanel QProgressBar::chunk { background: #b8862b; border-radius: 3px; }"));
    QFont bold = m_subject->font();
    bold.setBold(true);
    m_subject->setFont(bold);
    QFont big = bold;
    big.setPointSizeF(big.pointSizeF() * 1.2);
    m_total->setFont(big);
    m_total->setObjectName(QStringLiteral("reviewTotal"));
    for (QLabel* l : {m_subject, m_total, m_summary, m_status}) {
        l->setWordWrap(true);
        l->setTextFormat(Qt::PlainText);
    }
    m_legend->setTextFormat(Qt::RichText);
    m_list->setObjectName(QStringLiteral("reviewDecisions"));
    m_list->setItemDelegate(new DecisionDelegate(m_list));
    m_list->setResizeMode(QListView::Adjust);
    m_list->setUniformItemSizes(false);
    m_list->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_list->setVerticalScrollMode(QAbstractItemView::ScrollPerPixel);
    m_list->setSelectionMode(QAbstractItemView::SingleSelection);
    m_reveal->setObjectName(QStringLiteral("showAllCards"));
    m_cancel->setObjectName(QStringLiteral("cancelReview"));

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(8, 8, 8, 8);
    layout->addWidget(m_subject);
    layout->addWidget(m_total);
    layout->addWidget(m_summary);
    layout->addWidget(m_legend);
    layout->addWidget(m_status);
    auto* running = new QHBoxLayout;
    running->addWidget(m_progress, 1);
    running->addWidget(m_cancel);
    layout->addLayout(running);
    layout->addWidget(m_list, 1);
    layout->addWidget(m_reveal);

    connect(m_cancel, &QPushButton::clicked, this, &ReviewPanel::cancelRequested);
    connect(m_list, &QListWidget::currentRowChanged, this, [this](int row) {
        if (!m_quiet && row >= 0) emit decisionChosen(row);
    });
    // A click on the row already shown asks for it again (after stepping away from it).
    connect(m_list, &QListWidget::itemClicked, this, [this](QListWidgetItem* item) {
        if (!m_quiet) emit decisionChosen(m_list->row(item));
    });
    connect(m_reveal, &QCheckBox::toggled, this, [this](bool on) {
        if (!m_quiet) emit revealToggled(on);
    });
    showMessage(QString());
    retranslate();
}

void ReviewPanel::setSubject(const QString& subject) {
    m_subject->setText(subject);
}

void ReviewPanel::showRunning() {
    m_quiet = true;
    m_list->clear();
    m_quiet = false;
    m_total->clear();
    m_summary->clear();
    m_total->hide();
    m_summary->hide();
    m_legend->hide();
    m_status->setText(tr("The coach is weighing your decisions\u2026"));
    m_status->show();
    m_progress->setRange(0, 0); // busy until the number of decisions is known
    m_progress->show();
    m_cancel->show();
}

void ReviewPanel::setProgress(int done, int total) {
    m_progress->setRange(0, total);
    m_progress->setValue(done);
    m_status->setText(tr("The coach is weighing your decisions\u2026 %1 of %2").arg(done).arg(total));
}

void ReviewPanel::showReview(const QString& game, const core::game::DealReview& review,
                             const QList<int>& moves, const QStringList& names,
                             const core::game::FlagValues& flags) {
    m_quiet = true;
    m_list->clear();
    int mistakes = 0;
    for (std::size_t i = 0; i < review.decisions.size(); ++i) {
        const core::game::DecisionReview& d = review.decisions[i];
        auto* item = new QListWidgetItem(
            CoachText::decisionTitle(game, moves.value(int(i), d.index + 1), d.played, flags), m_list);
        const CoachText::Size size = CoachText::sizeOf(game, d.cost);
        item->setData(DetailRole, CoachText::decisionDetail(game, d, names, flags));
        item->setData(SizeRole, int(size));
        item->setData(CostRole, d.isMistake() ? QStringLiteral("\u2212") + CoachText::cost(game, d.cost)
                                              : QStringLiteral("\u2713"));
        item->setToolTip(item->data(DetailRole).toString());
        if (d.isMistake()) ++mistakes;
    }
    m_quiet = false;
    const bool any = !review.decisions.empty();
    m_total->setText(any ? CoachText::total(game, review.totalCost()) : CoachText::nothingToReview(game));
    m_summary->setText(CoachText::mistakes(mistakes, int(review.decisions.size())));
    m_total->show();
    m_summary->setVisible(any);
    m_legend->setVisible(any);
    m_status->setText(
        tr("Click a decision to see the table as it was; \u2190 \u2192 step through every move."));
    m_status->setVisible(any);
    m_progress->hide();
    m_cancel->hide();
}

void ReviewPanel::showMessage(const QString& text) {
    m_quiet = true;
    m_list->clear();
    m_quiet = false;
    m_total->hide();
    m_summary->hide();
    m_legend->hide();
    m_progress->hide();
    m_cancel->hide();
    m_status->setText(text);
    m_status->setVisible(!text.isEmpty());
}

void ReviewPanel::setRevealAvailable(bool available) {
    m_available = available;
    m_reveal->setEnabled(available);
    if (!available) setRevealChecked(false);
    retranslate();
}

void ReviewPanel::setRevealChecked(bool checked) {
    m_quiet = true;
    m_reveal->setChecked(checked);
    m_quiet = false;
}

void ReviewPanel::setCurrentDecision(int row) {
    m_quiet = true;
    if (row < 0)
        m_list->clearSelection();
    else
        m_list->setCurrentRow(row);
    m_quiet = false;
}

int ReviewPanel::currentDecision() const {
    return m_list->selectedItems().isEmpty() ? -1 : m_list->currentRow();
}

void ReviewPanel::retranslate() {
    m_cancel->setText(tr("Cancel"));
    m_reveal->setText(tr("Show all cards"));
    m_reveal->setToolTip(m_available
                             ? tr("Show every hand face up in the replay, to check the deal and see why the "
                                  "others played as they did")
                             : tr("Only for a finished deal: the cards of a deal still being played stay "
                                  "hidden"));
    const auto dot = [](CoachText::Size size, const QString& word) {
        return QStringLiteral("<span style=\"color:%1\">\u25cf</span> %2")
            .arg(sizeColor(int(size)).name(), word.toHtmlEscaped());
    };
    m_legend->setText(tr("Cost: %1 &nbsp; %2 &nbsp; %3")
                          .arg(dot(CoachText::Size::None, tr("none")),
                               dot(CoachText::Size::Small, tr("small")),
                               dot(CoachText::Size::Large, tr("large"))));
}
