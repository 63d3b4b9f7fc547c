#include "holdemodds.h"

#include "holdem/evaluator.h"
#include "holdemnames.h"
#include "holdemsession.h"
#include "rangesdialog.h"
#include "rangewords.h"

#include <QEvent>
#include <QLabel>
#include <QLocale>
#include <QToolButton>
#include <QVBoxLayout>

#include <bit>

using namespace core::holdem;
using core::cards::CardSet;

HoldemOddsView::HoldemOddsView(HoldemSession* session, QWidget* parent)
    : QWidget(parent)
    , m_session(session)
    , m_body(new QLabel(this))
    , m_showRanges(new QToolButton(this))
    , m_latest(
          this, [this](const HoldemOddsFigures& f) { show(f); }, [this] { recompute(); }) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_body->setTextFormat(Qt::RichText);
    m_body->setWordWrap(true);
    layout->addWidget(m_body);
    // A seat's name in the figures is a link to its range on the grid; the button opens the grid by keyboard.
    m_body->setTextInteractionFlags(Qt::LinksAccessibleByMouse | Qt::LinksAccessibleByKeyboard);
    connect(m_body, &QLabel::linkActivated, this, [this](const QString& link) {
        if (link.startsWith(QStringLiteral("seat:"))) openRanges(link.mid(5).toInt());
    });
    m_showRanges->setObjectName(QStringLiteral("showRanges"));
    m_showRanges->setVisible(false);
    m_showRanges->setText(tr("Ranges on the grid\u2026"));
    connect(m_showRanges, &QToolButton::clicked, this, [this] { openRanges(); });
    layout->addWidget(m_showRanges, 0, Qt::AlignLeft);
    connect(session, &GameSession::gameStarted, this, [this] {
        ++m_generation;
        recompute();
    });
    connect(session, &GameSession::dealStarted, this, &HoldemOddsView::recompute);
    connect(session, &GameSession::moveApplied, this, &HoldemOddsView::recompute);
    if (session->hasGame()) recompute();
}

HoldemOddsView::~HoldemOddsView() {
    delete m_ranges;
}

HoldemOddsFigures HoldemOddsView::compute(const HoldemOddsInput& input) {
    HoldemOddsFigures f;
    f.input = input;
    f.distribution = categoryDistribution(input.hole, input.board);
    const int boardCards = input.board.count();
    f.unseen = 52 - 2 - boardCards;
    if (boardCards == 3 || boardCards == 4) f.outs = outs(input.hole, input.board);
    if (input.opponents > 0) {
        const int opponents = std::min(input.opponents, 8);
        // Exact where it is cheap: heads-up once the flop is out. Preflop heads-up exact takes about a
        // second, multiway exact far longer: sampled instead, with the error shown.
        if (opponents == 1 && boardCards >= 3)
            f.equity = exactHeadsUp(input.hole, input.board);
        else
            f.equity = monteCarloEquity(input.hole, input.board, opponents, kSamples, input.seed);
        if (input.observation && !input.handOver) {
            core::cards::Rng rng(input.seed ^ 0x52414E4745ULL);
            f.ranges = rangeOdds(*input.observation, rng, kRangeSamples);
        }
    }
    return f;
}

void HoldemOddsView::recompute() {
    if (!m_session || !m_session->hasGame()) return;
    const Observation o = m_session->humanObservation();
    const PublicTable& t = o.table;
    if (o.hole.count() != 2) {
        m_last.reset();
        showMessage(tr("You are not dealt into this hand: no odds to show."));
        return;
    }
    HoldemOddsInput in;
    in.hole = o.hole;
    in.board = t.boardSet();
    in.opponents = std::popcount(static_cast<unsigned>(t.live() & static_cast<SeatMask>(~seatBit(o.seat))));
    in.folded = hasSeat(t.folded, o.seat);
    in.allIn = hasSeat(t.allIn, o.seat) && !in.folded;
    in.handOver = t.handOver;
    in.toCall = in.folded || t.handOver ? 0 : std::min(t.toCall(o.seat), t.stack[std::size_t(o.seat)]);
    in.pot = t.potTotal();
    in.observation = o;
    const int moves = m_session->moveCount();
    in.seed = (m_session->seed() * 0x9E3779B97F4A7C15ULL) ^ std::uint64_t(moves);
    m_latest.request(m_generation * 1'000'000 + moves, [in] { return compute(in); });
}

QString HoldemOddsView::percent(double p) const {
    if (p <= 0) return QStringLiteral("0%");
    if (p >= 1) return QStringLiteral("100%");
    if (p < 0.0001) return QStringLiteral("< ") + QLocale().toString(0.01, 'f', 2) + QStringLiteral("%");
    return QLocale().toString(p * 100.0, 'f', p < 0.01 ? 2 : 1) + QStringLiteral("%");
}

void HoldemOddsView::showMessage(const QString& text) {
    m_body->setText(QStringLiteral("<p>%1</p>").arg(text.toHtmlEscaped()));
    m_showRanges->setVisible(false);
    emit contentChanged();
}

void HoldemOddsView::show(const HoldemOddsFigures& f) {
    m_last = f;
    const HoldemOddsInput& in = f.input;
    const QString dim = QStringLiteral("#b9c4b4"), good = QStringLiteral("#8fe08f"),
                  bad = QStringLiteral("#ff9a8a"), gold = QStringLiteral("#ffde8c");
    const int boardCards = in.board.count();
    QString html;

    // Where the hand stands.
    QString note;
    if (in.folded)
        note = tr("You folded: the figures show what your cards would have done.");
    else if (in.handOver)
        note = tr("The hand is over: the figures for the board as it ended.");
    else if (in.allIn)
        note = tr("You are all-in: nothing more to decide, the cards will tell.");
    if (!note.isEmpty()) html += QStringLiteral("<p style='color:%1'>%2</p>").arg(gold, note);

    html += QStringLiteral("<p>%1</p>")
                .arg(tr("Your cards: <b>%1</b> \u2014 %2")
                         .arg(HoldemNames::cards(in.hole), HoldemNames::madeHand(in.hole, in.board)));

    // Equity: against the likely hands first, the figure the verdict stands on; then against random hands.
    if (f.ranges) html += rangesHtml(f);
    if (f.equity) {
        const EquityResult& e = *f.equity;
        html += QStringLiteral("<p>%1<br>")
                    .arg(tr("Against random hands of %n opponent(s) still in: win <b>%1</b>, tie %2", nullptr,
                            e.opponents)
                             .arg(percent(e.win()), percent(e.tie())));
        const QString method =
            e.method == EquityMethod::Exact
                ? tr("exact: all %1 showdowns counted").arg(QLocale().toString(qulonglong(e.showdowns)))
                : tr("Monte Carlo n=%1, \u00b1%2 (one standard error)")
                      .arg(QLocale().toString(qulonglong(e.showdowns)), percent(e.stderrWin()));
        html += QStringLiteral("<span style='color:%1'>%2</span></p>").arg(dim, method);
    } else {
        html += QStringLiteral("<p>%1</p>").arg(tr("Nobody else is left in the hand."));
    }

    // Outs for the next card.
    if (boardCards == 3 || boardCards == 4) {
        const QString next = boardCards == 3 ? tr("the turn") : tr("the river");
        if (f.outs.empty()) {
            html += QStringLiteral("<p>%1</p>").arg(tr("Outs for %1: none lifts your hand.").arg(next));
        } else {
            std::array<int, kCategoryCount> byCategory{};
            for (const Out& o : f.outs) ++byCategory[std::size_t(o.to)];
            QStringList parts;
            for (int c = kCategoryCount - 1; c >= 0; --c)
                if (byCategory[std::size_t(c)] > 0)
                    parts << tr("%1 %2")
                                 .arg(HoldemNames::category(Category(c)))
                                 .arg(byCategory[std::size_t(c)]);
            const int n = int(f.outs.size());
            html += QStringLiteral("<p>%1<br><span style='color:%2'>%3</span></p>")
                        .arg(tr("Outs for %1: <b>%2</b> of %n card(s) (%3)", nullptr, f.unseen)
                                 .arg(next)
                                 .arg(n)
                                 .arg(percent(double(n) / f.unseen)),
                             dim, parts.join(QStringLiteral(", ")));
        }
    }

    // Pot odds.
    if (!in.handOver && !in.folded && !in.allIn && f.equity) {
        if (in.toCall > 0) {
            const double need = potOdds(in.toCall, in.pot);
            // Against the hands the opponents are likely to hold, when they are known.
            const double share = f.ranges ? f.ranges->share : f.equity->share();
            const double tolerance = f.ranges ? (f.ranges->exact ? 1e-9 : 1.96 * f.ranges->stdError)
                                     : f.equity->method == EquityMethod::Exact
                                         ? 1e-9
                                         : 1.96 * f.equity->stderrShare();
            const CallVerdict verdict = callVerdict(share, in.toCall, in.pot, tolerance);
            QString verdictText;
            QString colour = gold;
            switch (verdict) {
            case CallVerdict::Call:
                verdictText = tr("calling is profitable");
                colour = good;
                break;
            case CallVerdict::Fold:
                verdictText = tr("folding is better");
                colour = bad;
                break;
            case CallVerdict::BreakEven:
                verdictText = tr("about break-even");
                break;
            }
            html +=
                QStringLiteral("<p>%1<br>%2 <b style='color:%3'>%4</b></p>")
                    .arg(tr("Pot odds: call %1 to win %2, so you need %3 of the pot.")
                             .arg(HoldemNames::chips(in.toCall), HoldemNames::chips(in.pot), percent(need)),
                         f.ranges ? tr("Your share against their likely hands is %1:").arg(percent(share))
                                  : tr("Your share of the pot is %1:").arg(percent(share)),
                         colour, verdictText);
        } else {
            html += QStringLiteral("<p>%1</p>").arg(tr("Nothing to call: checking is free."));
        }
    }

    // The final-category distribution.
    const std::uint64_t total = f.distribution.total();
    html += QStringLiteral("<p style='margin-bottom:2px'><b>%1</b><br><span style='color:%2'>%3</span></p>")
                .arg(tr("Final best hand"), dim,
                     tr("over %Ln board(s) still possible; rows sum to 100%", nullptr,
                        int(std::min<std::uint64_t>(total, 2'000'000'000))));
    const Category now = boardCards >= 3 ? categoryOf(evaluate(in.hole | in.board)) : Category::HighCard;
    html += QStringLiteral("<table cellspacing=0 cellpadding=1 width='100%'>");
    for (int c = kCategoryCount - 1; c >= 0; --c) {
        const std::uint64_t n = f.distribution.count[std::size_t(c)];
        const double p = total ? double(n) / double(total) : 0.0;
        const bool bold = boardCards >= 3 && Category(c) == now;
        const QString style = n == 0 ? QStringLiteral(" style='color:#6f7d6c'") : QString();
        const QString name = HoldemNames::category(Category(c));
        html +=
            QStringLiteral("<tr%1><td>%2</td><td align=right>%3</td><td align=right width=64>%4</td></tr>")
                .arg(style, bold ? QStringLiteral("<b>%1</b>").arg(name) : name,
                     QLocale().toString(qulonglong(n)), percent(p));
    }
    html += QStringLiteral("</table>");
    m_body->setText(html);
    m_showRanges->setVisible(f.ranges && !f.ranges->opponents.empty());
    passRanges();
    emit contentChanged();
}

QString HoldemOddsView::rangesHtml(const HoldemOddsFigures& f) const {
    const RangeOdds& r = *f.ranges;
    const QString dim = QStringLiteral("#b9c4b4"), link = QStringLiteral("#ffde8c");
    if (r.opponents.empty()) return {};
    QString html = QStringLiteral("<p>%1<br>")
                       .arg(tr("Against their likely hands: your share <b>%1</b>").arg(percent(r.share)));
    const QString method = r.exact ? tr("exact: every hand of the range counted")
                                   : tr("sampled n=%1, \u00b1%2 (one standard error)")
                                         .arg(QLocale().toString(qulonglong(r.samples)), percent(r.stdError));
    html += QStringLiteral("<span style='color:%1'>%2</span></p><p>").arg(dim, method);
    const QList<PlayerInfo>& players = m_session ? m_session->players() : QList<PlayerInfo>();
    QStringList lines;
    for (const OpponentRange& o : r.opponents) {
        const auto seat = static_cast<int>(o.seat);
        const QString name = seat < players.size() ? players[seat].name : QString::number(seat + 1);
        QString line = QStringLiteral("<a href='seat:%1' style='color:%2'>%3</a>: %4")
                           .arg(seat)
                           .arg(link, name.toHtmlEscaped(), RangeWords::hands(o, 44).toHtmlEscaped());
        const QString chances = RangeWords::chances(o);
        if (!chances.isEmpty())
            line += QStringLiteral("<br><span style='color:%1'>%2</span>").arg(dim, chances.toHtmlEscaped());
        lines << line;
    }
    html += lines.join(QStringLiteral("<br>")) + QStringLiteral("</p>");
    return html;
}

void HoldemOddsView::openRanges(int seat) {
    if (!m_last || !m_last->ranges || m_last->ranges->opponents.empty()) return;
    if (!m_ranges) {
        // A window of its own beside the main window (not a child of the panel, whose dark style it would
        // take); it goes with this view (the destructor), as its figures do.
        m_ranges = new RangesDialog(window());
    }
    passRanges();
    if (seat >= 0) m_ranges->showSeat(seat);
    m_ranges->show();
    m_ranges->raise();
    m_ranges->activateWindow();
}

void HoldemOddsView::passRanges() {
    if (!m_ranges || !m_last) return;
    QStringList names;
    if (m_session)
        for (const PlayerInfo& p : m_session->players()) names << p.name;
    const HoldemOddsInput& in = m_last->input;
    m_ranges->setRanges(m_last->ranges ? m_last->ranges->opponents : std::vector<OpponentRange>{}, names,
                        in.hole | in.board);
}

QString HoldemOddsView::text() const {
    return m_body->text();
}

void HoldemOddsView::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) {
        m_showRanges->setText(tr("Ranges on the grid\u2026"));
        if (m_last)
            show(*m_last);
        else
            recompute();
    }
    QWidget::changeEvent(event);
}
