#include "canastaodds.h"

#include "canastasession.h"
#include "table/tablescale.h"

#include <QEvent>
#include <QLabel>
#include <QLocale>
#include <QVBoxLayout>

#include <algorithm>

using namespace core::canasta;
using core::cards::Card;

CanastaOddsView::CanastaOddsView(CanastaSession* session, QWidget* parent)
    : QWidget(parent)
    , m_session(session)
    , m_body(new QLabel(this))
    , m_latest(
          this, [this](const Result& r) { show(r); }, [this] { recompute(); }) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_body->setTextFormat(Qt::RichText);
    m_body->setWordWrap(true);
    layout->addWidget(m_body);
    connect(session, &GameSession::gameStarted, this, &CanastaOddsView::recompute);
    connect(session, &GameSession::dealStarted, this, &CanastaOddsView::recompute);
    connect(session, &GameSession::moveApplied, this, &CanastaOddsView::recompute);
    if (session->hasGame()) recompute();
}

void CanastaOddsView::recompute() {
    if (!m_session || !m_session->hasGame()) return;
    const Observation o = m_session->humanObservation();
    m_latest.request(m_session->moveCount(), [o] {
        Result r;
        r.odds = computeOdds(o);
        r.playing = o.board.table.active(o.seat) && !o.hand.empty();
        r.handOver = o.board.handOver();
        if (r.playing) r.next = o.board.table.next(o.seat);
        return r;
    });
}

QString CanastaOddsView::percent(double p) const {
    if (p > 0 && p < 0.005) return QStringLiteral("&lt;1%");
    if (p < 1 && p > 0.995) return QStringLiteral("&gt;99%");
    return QLocale().toString(p * 100.0, 'f', 0) + QStringLiteral("%");
}

void CanastaOddsView::show(const Result& r) {
    if (!m_session) return;
    m_last = r;
    const CanastaOdds& odds = r.odds;
    // Kept short: the panel lies over the corner of the table.
    static const char* const kRanks[] = {"2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"};
    QString ranks = QStringLiteral("<table cellspacing=0 cellpadding=1><tr><td align=center><b>%1</b></td>")
                        .arg(tr("Jk"));
    for (const char* rank : kRanks)
        ranks += QStringLiteral("<td align=center>&nbsp;<b>%1</b>&nbsp;</td>").arg(QString::fromLatin1(rank));
    ranks += QStringLiteral("</tr><tr>");
    const auto cell = [](int n) {
        return QStringLiteral("<td align=center style='color:%1'>%2</td>")
            .arg(n == 0 ? QStringLiteral("#777") : QStringLiteral("#fff"))
            .arg(n);
    };
    ranks += cell(odds.unseenJokers);
    for (int n : odds.unseenByRank) ranks += cell(n);
    ranks += QStringLiteral("</tr></table>");
    QString html = QStringLiteral("<div>%1</div>%2")
                       .arg(tr("Unseen cards by rank (%n in all):", nullptr, odds.unseenTotal), ranks);
    const QString note = QStringLiteral("<div style='color:#a8b0a8; font-size:11px'>%1</div>");
    if (r.handOver) {
        m_body->setText(html);
        emit contentChanged();
        return;
    }
    html +=
        QStringLiteral("<div style='margin-top:6px'>%1</div>")
            .arg(tr("Next stock card fits your melds or pairs: <b>%1</b>").arg(percent(odds.nextCardFits)));
    bool certain = false, blocked = false;
    if (r.playing && !odds.discardRisks.empty()) {
        // The riskiest cards one by one (most risky first); the safe rest in one line.
        std::vector<DiscardRisk> risks = odds.discardRisks;
        const auto sure = [](const DiscardRisk& d) {
            return d.reason == DiscardRiskReason::OntoTheirMeld || d.reason == DiscardRiskReason::KnownPair ||
                   d.reason == DiscardRiskReason::KnownMatch;
        };
        const auto cannot = [](const DiscardRisk& d) {
            return d.reason == DiscardRiskReason::WildCardFreezes ||
                   d.reason == DiscardRiskReason::BlackThreeStops;
        };
        std::stable_sort(risks.begin(), risks.end(), [&](const DiscardRisk& a, const DiscardRisk& b) {
            return (sure(a) ? 2.0 : a.risk) > (sure(b) ? 2.0 : b.risk);
        });
        // Every card of an ordinary hand has its own entry; only a very long hand is summed up.
        constexpr std::size_t kShown = 24;
        std::vector<DiscardRisk> shown, rest;
        for (const DiscardRisk& d : risks) {
            if (cannot(d)) {
                blocked = true;
                continue;
            }
            (shown.size() < kShown ? shown : rest).push_back(d);
        }
        html += QStringLiteral("<div style='margin-top:6px'>%1</div>")
                    .arg(tr("Discard risk (%1 plays next):").arg(m_session->seatName(r.next)));
        if (!shown.empty()) {
            html += QStringLiteral("<table cellspacing=0 cellpadding=1><tr>");
            int column = 0;
            for (const DiscardRisk& d : shown) {
                QString value, color;
                if (sure(d)) {
                    value = QStringLiteral("100%\u25cf");
                    color = QStringLiteral("#ff8a80");
                    certain = true;
                } else {
                    value = percent(d.risk);
                    color = d.risk < 0.1    ? QStringLiteral("#8fe08f")
                            : d.risk < 0.35 ? QStringLiteral("#ffe082")
                                            : QStringLiteral("#ffab91");
                }
                if (column == (TableScale::largerText() ? 3 : 4)) { // larger text: the column's width holds 3
                    html += QStringLiteral("</tr><tr>");
                    column = 0;
                }
                html += QStringLiteral(
                            "<td>%1&nbsp;</td><td align=right style='color:%2'><b>%3</b>&nbsp;&nbsp;</td>")
                            .arg(CanastaSession::cardText(d.card), color, value);
                ++column;
            }
            html += QStringLiteral("</tr></table>");
        }
        if (!rest.empty()) {
            double most = 0;
            for (const DiscardRisk& d : rest) most = std::max(most, d.risk);
            const int others = int(rest.size());
            QString line;
            if (most == 0)
                line = shown.empty() ? tr("Every card: <b>0%</b>")
                                     : tr("The other %n card(s): <b>0%</b>", nullptr, others);
            else
                line =
                    shown.empty()
                        ? tr("Every card: <b>%1</b> at most").arg(percent(most))
                        : tr("The other %n card(s): <b>%1</b> at most", nullptr, others).arg(percent(most));
            html += QStringLiteral("<div>%1</div>").arg(line);
        }
    }
    QStringList notes;
    if (certain) notes << tr("\u25cf certain: it fits their meld, or cards they took with the pile.");
    if (blocked) notes << tr("A wild card or a black 3 on top cannot be taken.");
    if (!notes.isEmpty()) html += note.arg(notes.join(QStringLiteral("<br>")));
    m_body->setToolTip(
        tr("Counted from what you can see: unseen cards are equally likely anywhere out of sight."));
    m_body->setText(html);
    emit contentChanged();
}

QString CanastaOddsView::text() const {
    return m_body->text();
}

void CanastaOddsView::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange && m_last) show(*m_last);
    QWidget::changeEvent(event);
}
