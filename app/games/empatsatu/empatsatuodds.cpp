#include "empatsatuodds.h"

#include "empatsatusession.h"

#include <QEvent>
#include <QLabel>
#include <QLocale>
#include <QVBoxLayout>

#include <algorithm>

using namespace core::empatsatu;

EmpatSatuOddsView::EmpatSatuOddsView(EmpatSatuSession* session, QWidget* parent)
    : QWidget(parent)
    , m_session(session)
    , m_body(new QLabel(this))
    , m_latest(
          this, [this](const OddsReport& odds) { show(odds); }, [this] { recompute(); }) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_body->setTextFormat(Qt::RichText);
    m_body->setWordWrap(true);
    layout->addWidget(m_body);
    connect(session, &GameSession::gameStarted, this, &EmpatSatuOddsView::recompute);
    connect(session, &GameSession::dealStarted, this, &EmpatSatuOddsView::recompute);
    connect(session, &GameSession::moveApplied, this, &EmpatSatuOddsView::recompute);
    if (session->hasGame()) recompute();
}

void EmpatSatuOddsView::recompute() {
    if (!m_session || !m_session->hasGame()) return;
    const Observation o = m_session->humanObservation();
    m_latest.request(m_session->moveCount(), [o] { return computeOdds(o); });
}

QString EmpatSatuOddsView::percent(double p) const {
    return QLocale().toString(p * 100.0, 'f', p == 0 || p == 1 ? 0 : 1) + QStringLiteral("%");
}

QString EmpatSatuOddsView::seatName(int seat) const {
    const auto& players = m_session->players();
    return seat >= 0 && seat < players.size() ? players[seat].name : tr("Player %1").arg(seat + 1);
}

void EmpatSatuOddsView::show(const OddsReport& odds) {
    m_last = odds;
    const QString good = QStringLiteral("#8fe08f");
    QString html =
        QStringLiteral("<p style='color:#ffde8c'>%1</p>")
            .arg(tr("Exact: every card you have not seen is equally likely to be the next from the "
                    "stock."));
    html += QStringLiteral("<p>%1</p>")
                .arg(tr("Your score now: <b>%1</b>").arg(EmpatSatuSession::signedNumber(odds.score)));
    if (odds.nextCardRaises) {
        const StockChance& c = *odds.nextCardRaises;
        html += QStringLiteral("<p>%1</p>")
                    .arg(tr("The next stock card raises your score: <b>%1</b> (%2 of %n unseen card(s))",
                            nullptr, c.unseen)
                             .arg(percent(c.probability()))
                             .arg(c.favourable));
    }
    if (!odds.discards.empty()) {
        // The best throw by the expected score after the next draw (or by the score left when nothing
        // more can be drawn).
        const auto value = [](const DiscardOption& d) { return d.expectedAfterDraw.value_or(d.score); };
        const auto best = std::max_element(odds.discards.begin(), odds.discards.end(),
                                           [&](const auto& a, const auto& b) { return value(a) < value(b); });
        html +=
            QStringLiteral("<p>%1</p><table cellspacing=3><tr><th align=left>%2</th><th>%3</th><th>%4</th>"
                           "</tr>")
                .arg(tr("If you throw:"), tr("Card"), tr("Score left"), tr("After one more draw"));
        for (auto it = odds.discards.begin(); it != odds.discards.end(); ++it) {
            const QString after = it->expectedAfterDraw ? QLocale().toString(*it->expectedAfterDraw, 'f', 1)
                                                        : QStringLiteral("\u2014");
            const QString style = it == best ? QStringLiteral(" style='color:%1'").arg(good) : QString();
            html += QStringLiteral("<tr%1><td>%2</td><td align=center>%3</td><td align=center>%4</td></tr>")
                        .arg(style, EmpatSatuSession::cardText(it->card),
                             EmpatSatuSession::signedNumber(it->score), after);
        }
        html += QStringLiteral("</table>");
    }
    if (!odds.opponents.empty()) {
        html += QStringLiteral("<p>%1</p><table cellspacing=0 cellpadding=2>")
                    .arg(tr("What the others seem to collect:"));
        for (const OpponentSuits& op : odds.opponents) {
            QStringList suits;
            for (core::cards::Suit s : op.collecting) suits << EmpatSatuSession::suitSymbol(s);
            int taken = 0, thrown = 0;
            for (std::size_t s = 0; s < 4; ++s) {
                taken += op.taken[s];
                thrown += op.thrown[s];
            }
            const QString guess =
                suits.isEmpty() ? tr("no sign yet") : QStringLiteral("<b>%1</b>").arg(suits.join(' '));
            html +=
                QStringLiteral(
                    "<tr><td>%1&nbsp;&nbsp;</td><td>%2&nbsp;&nbsp;</td><td style='color:#bbb'>%3</td></tr>")
                    .arg(seatName(op.seat), guess, tr("took %1, threw %2").arg(taken).arg(thrown));
        }
        html += QStringLiteral("</table>");
    }
    m_body->setText(html);
    emit contentChanged();
}

QString EmpatSatuOddsView::text() const {
    return m_body->text();
}

void EmpatSatuOddsView::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange && m_last) show(*m_last);
    QWidget::changeEvent(event);
}
