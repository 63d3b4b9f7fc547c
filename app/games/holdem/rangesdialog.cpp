#include "rangesdialog.h"

#include "rangegrid.h"
#include "rangewords.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QEvent>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

using namespace core::holdem;

RangesDialog::RangesDialog(QWidget* parent)
    : QDialog(parent)
    , m_seats(new QComboBox(this))
    , m_summary(new QLabel(this))
    , m_grid(new RangeGrid(this))
    , m_legend(new QLabel(this)) {
    setObjectName(QStringLiteral("rangesDialog"));
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_seats);
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_summary);
    layout->addWidget(m_grid, 1);
    m_legend->setWordWrap(true);
    layout->addWidget(m_legend);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    connect(m_seats, &QComboBox::currentIndexChanged, this, &RangesDialog::showCurrent);
    retranslate();
}

void RangesDialog::setRanges(const std::vector<OpponentRange>& opponents, const QStringList& names,
                             core::cards::CardSet dead) {
    const int keep = shownSeat();
    m_opponents = opponents;
    m_names = names;
    m_dead = dead;
    {
        const QSignalBlocker block(m_seats);
        m_seats->clear();
        for (const OpponentRange& o : m_opponents) {
            const auto s = static_cast<int>(o.seat);
            m_seats->addItem(s < m_names.size() ? m_names[s] : QString::number(s + 1), s);
        }
        const int index = m_seats->findData(keep);
        m_seats->setCurrentIndex(index >= 0 ? index : 0);
    }
    showCurrent();
}

void RangesDialog::showSeat(int seat) {
    const int index = m_seats->findData(seat);
    if (index >= 0) m_seats->setCurrentIndex(index);
    showCurrent();
}

int RangesDialog::shownSeat() const {
    return m_seats->currentIndex() >= 0 ? m_seats->currentData().toInt() : -1;
}

QString RangesDialog::summaryText() const {
    return m_summary->text();
}

void RangesDialog::showCurrent() {
    const int seat = shownSeat();
    const auto it = std::find_if(m_opponents.begin(), m_opponents.end(),
                                 [seat](const OpponentRange& o) { return int(o.seat) == seat; });
    if (it == m_opponents.end()) {
        m_summary->setText(tr("Nobody else is left in the hand."));
        m_grid->setWeights({}, m_summary->text());
        return;
    }
    const QString name = m_seats->currentText();
    QString text = tr("%1 \u2014 %2").arg(name, RangeWords::hands(*it));
    const QString chances = RangeWords::chances(*it);
    if (!chances.isEmpty()) text += QStringLiteral("\n") + chances;
    m_summary->setText(text);
    m_grid->setWeights(it->range.classFrequencies(m_dead), text);
    m_grid->setAccessibleName(tr("%1's likely hands").arg(name));
}

void RangesDialog::retranslate() {
    setWindowTitle(tr("Likely hands"));
    m_seats->setAccessibleName(tr("Opponent"));
    m_legend->setText(
        tr("Pairs on the diagonal, suited hands above it, offsuit hands below. The brighter a "
           "cell, the more often the player holds that hand; a dark cell, seldom or never. Read "
           "from the actions of this hand and the player's habits."));
    showCurrent();
}

void RangesDialog::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) retranslate();
    QDialog::changeEvent(event);
}
