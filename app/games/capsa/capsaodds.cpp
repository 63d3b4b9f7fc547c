#include "capsaodds.h"

#include "capsasession.h"

#include <QEvent>
#include <QLabel>
#include <QLocale>
#include <QVBoxLayout>

#include <utility>

using namespace core::capsa;

CapsaOddsView::CapsaOddsView(CapsaSession* session, QWidget* parent)
    : QWidget(parent)
    , m_session(session)
    , m_body(new QLabel(this))
    , m_latest(
          this, [this](const CapsaOdds& odds) { show(odds); }, [this] { recompute(); }) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_body->setTextFormat(Qt::RichText);
    m_body->setWordWrap(true);
    layout->addWidget(m_body);
    connect(session, &GameSession::gameStarted, this, &CapsaOddsView::recompute);
    connect(session, &GameSession::dealStarted, this, &CapsaOddsView::recompute);
    connect(session, &GameSession::moveApplied, this, &CapsaOddsView::recompute);
    if (session->hasGame()) recompute();
}

void CapsaOddsView::recompute() {
    if (!m_session || !m_session->hasGame()) return;
    const int moves = m_session->moveCount();
    const Observation o = m_session->humanObservation();
    const std::uint64_t seed = m_session->seed() ^ std::uint64_t(moves);
    m_latest.request(moves, [o, seed] { return computeOdds(o, 1500, seed); });
}

QString CapsaOddsView::chanceText(const SurvivalChance& chance) const {
    const double p = chance.probability;
    const QString percent =
        p > 0 && p < 0.0005 ? QStringLiteral("< 0.1%")
        : p < 1 && p > 0.9995
            ? QStringLiteral("> 99.9%")
            : QLocale().toString(p * 100.0, 'f', p == 0 || p == 1 ? 0 : 1) + QStringLiteral("%");

    if (chance.exact) return percent;
    return tr("%1 (estimated from %n deal(s))", nullptr, chance.samples).arg(percent);
}

void CapsaOddsView::show(const CapsaOdds& odds) {
    m_last = odds;
    if (!m_session || !m_session->hasGame()) return;
    const CombinationRules rules = m_session->state().combinationRules();
    static const char* const kRanks[] = {"3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A", "2"};
    // Two rows of ranks (3 to 9, 10 to 2), each with its counts under it: thirteen columns crowd the side
    // column.
    QString ranks = QStringLiteral("<table cellspacing=0 cellpadding=2>");
    for (const auto& [first, last] : {std::pair{0, 7}, std::pair{7, 13}}) {
        ranks += QStringLiteral("<tr>");
        for (int i = first; i < last; ++i)
            ranks += QStringLiteral("<td align=center><b>%1</b></td>").arg(QString::fromLatin1(kRanks[i]));
        ranks += QStringLiteral("</tr><tr>");
        for (int i = first; i < last; ++i) {
            const int n = odds.unseenByRank[static_cast<std::size_t>(i)];
            ranks += QStringLiteral("<td align=center style='color:%1'>%2</td>")
                         .arg(n == 0 ? QStringLiteral("#777") : QStringLiteral("#fff"))
                         .arg(n);
        }
        ranks += QStringLiteral("</tr>");
    }
    ranks += QStringLiteral("</table>");

    QString html = QStringLiteral("<p style='color:#ffde8c'>%1</p>")
                       .arg(tr("Exact: counted over every way the unseen cards can lie."));
    html += QStringLiteral("<p>%1</p>%2")
                .arg(tr("Unseen cards by rank (%n in all):", nullptr, odds.unseen), ranks);
    if (odds.bomPossible)
        html += QStringLiteral("<p>%1</p>")
                    .arg(tr("An opponent holds a Bom: <b>%1</b>")
                             .arg(chanceText({odds.opponentHoldsBom, true, 0})));
    if (odds.table)
        html +=
            QStringLiteral("<p>%1</p>")
                .arg(tr("%1 on the table is not beaten by the players still to answer: <b>%2</b>")
                         .arg(CapsaSession::describe(*odds.table, rules), chanceText(odds.tableSurvives)));
    if (!odds.plays.empty()) {
        html += QStringLiteral("<p>%1</p><table cellspacing=3>")
                    .arg(tr("Your combinations, if you lead them now:"));
        for (const PlayOdds& p : odds.plays) {
            const QString verdict =
                p.unbeatable ? QStringLiteral("<b style='color:#8fe08f'>%1</b>").arg(tr("unbeatable"))
                             : tr("survives %1").arg(chanceText(p.survives));
            html += QStringLiteral("<tr><td>%1</td><td>%2</td></tr>")
                        .arg(CapsaSession::describeWithCards(p.play, rules), verdict);
        }
        html += QStringLiteral("</table>");
    }
    m_body->setText(html);
    emit contentChanged();
}

QString CapsaOddsView::text() const {
    return m_body->text();
}

void CapsaOddsView::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange && m_last) show(*m_last);
    QWidget::changeEvent(event);
}
