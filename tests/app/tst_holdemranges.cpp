// The odds panel's equity against the opponents' likely hands and the 13 x 13 grid that shows them: the grid
// puts each starting-hand class in the cell poker players expect; the figures are the core's range equity
// for the person's view (exact heads-up, sampled with its error against more); a raise narrows the
// opener's range, so a weak hand's share falls below its share against random hands; the pot-odds verdict
// stands on the range figure; a seat's name opens its range on the grid, which follows the hand and speaks
// Indonesian after a language switch.
#include "games/holdem/holdemodds.h"
#include "games/holdem/holdemsession.h"
#include "games/holdem/rangegrid.h"
#include "games/holdem/rangesdialog.h"
#include "holdem/bots/handclass.h"
#include "holdemgame.h"
#include "panels/oddspanel.h"
#include "testsupport.h"

#include <QComboBox>
#include <QLabel>
#include <QToolButton>

#include <set>

using namespace core::holdem;
using namespace holdemtest;
using core::cards::CardSet;

namespace {

HoldemSession* session(TestWindow& w) {
    return static_cast<HoldemSession*>(w->session());
}

HoldemOddsInput inputFor(const HoldemState& s, Seat seat) {
    const Observation o = s.observation(seat);
    HoldemOddsInput in;
    in.hole = o.hole;
    in.board = o.table.boardSet();
    for (Seat other = 0; other < o.table.seats(); ++other)
        if (other != seat && o.table.isLive(other)) ++in.opponents;
    in.toCall = o.table.toCall(seat);
    in.pot = o.table.potTotal();
    in.seed = 11;
    in.observation = o;
    return in;
}

/// Starts tournaments until the person acts preflop facing a raise by a bot (level above the big blind).
bool startFacingARaise(TestWindow& w) {
    for (quint64 seed = 1; seed < 200; ++seed) {
        w->startGame(QStringLiteral("holdem"), seed, {});
        w->bots()->setPace(0);
        HoldemSession* s = session(w);
        w->bots()->resume();
        if (!QTest::qWaitFor([s] { return s->isHumanTurn() || s->isDealOver(); }, 20000) || !s->isHumanTurn())
            continue;
        const PublicTable& t = s->state().table();
        if (t.street == Street::Preflop && t.level > 2 && t.lastAggressor != 0) return true;
    }
    return false;
}

} // namespace

class TestHoldemRanges : public QObject {
    Q_OBJECT
private slots:
    void theGridPutsEachClassWherePlayersLookForIt() {
        QCOMPARE(handClassName(RangeGrid::classAt(0, 0)), std::string("AA"));
        QCOMPARE(handClassName(RangeGrid::classAt(0, 1)), std::string("AKs"));
        QCOMPARE(handClassName(RangeGrid::classAt(1, 0)), std::string("AKo"));
        QCOMPARE(handClassName(RangeGrid::classAt(3, 7)), std::string("J7s"));
        QCOMPARE(handClassName(RangeGrid::classAt(7, 3)), std::string("J7o"));
        QCOMPARE(handClassName(RangeGrid::classAt(12, 12)), std::string("22"));
        QCOMPARE(handClassName(RangeGrid::classAt(12, 11)), std::string("32o"));
        std::set<int> seen;
        for (int row = 0; row < 13; ++row)
            for (int column = 0; column < 13; ++column) seen.insert(RangeGrid::classAt(row, column));
        QCOMPARE(seen.size(), std::size_t(169));
    }

    void theGridShowsWeightsRelativeToTheLikeliest() {
        RangeGrid grid;
        grid.resize(13 * 30, 13 * 30);
        ClassFrequencies weights{};
        weights[std::size_t(RangeGrid::classAt(0, 0))] = 0.5;   // AA
        weights[std::size_t(RangeGrid::classAt(1, 0))] = 0.125; // AKo
        grid.setWeights(weights, QStringLiteral("AA, AKo"));
        QCOMPARE(grid.relative()[std::size_t(RangeGrid::classAt(0, 0))], 1.0);
        QCOMPARE(grid.relative()[std::size_t(RangeGrid::classAt(1, 0))], 0.25);
        QCOMPARE(grid.relative()[std::size_t(RangeGrid::classAt(0, 1))], 0.0);
        // The cell under a point: the top left is AA, the bottom right 22.
        QCOMPARE(handClassName(grid.classAtPoint(QPointF(5, 5))), std::string("AA"));
        QCOMPARE(handClassName(grid.classAtPoint(QPointF(13 * 30 - 5, 13 * 30 - 5))), std::string("22"));
        QCOMPARE(grid.accessibleDescription(), QStringLiteral("AA, AKo"));
    }

    // Heads-up, the button opens to 6 and, after the big blind's re-raise, raises again to 54: the big
    // blind's Q♥6♠ has about half the pot against a random hand but far less against the hands that raise
    // twice; the figure is exact, and the range is named as raising.
    void aRaiseNarrowsTheRangeTheFiguresUse() {
        HoldemState s = position({200, 200}, 1, QStringLiteral("Qh 6s | -"));
        QVERIFY(!play(s, QStringLiteral("raise 6, raise 18, raise 54")));
        QCOMPARE(s.currentSeat(), 0);
        const HoldemOddsFigures f = HoldemOddsView::compute(inputFor(s, 0));
        QVERIFY(f.ranges);
        QVERIFY(f.ranges->exact);
        QCOMPARE(f.ranges->opponents.size(), std::size_t(1));
        QCOMPARE(f.ranges->opponents[0].label, RangeLabel::Raising);
        QVERIFY(f.equity);
        QVERIFY2(f.ranges->share < f.equity->share() - 0.10,
                 qPrintable(QStringLiteral("%1 against the range, %2 against random")
                                .arg(f.ranges->share)
                                .arg(f.equity->share())));
        // The same computation with the same seed gives the same figures.
        QCOMPARE(HoldemOddsView::compute(inputFor(s, 0)).ranges->share, f.ranges->share);
    }

    // Three opponents in: sampled, with its count and error.
    void severalOpponentsAreSampledWithTheirError() {
        HoldemState s = position({200, 200, 200, 200}, 3, QStringLiteral("Ah Kd | - | - | -"),
                                 QStringLiteral("Kh 7d 2c"));
        QVERIFY(!play(s, QStringLiteral("call, call, call, check")));
        QCOMPARE(s.table().street, Street::Flop);
        while (s.currentSeat() != 0) QVERIFY(!play(s, QStringLiteral("check")));
        const HoldemOddsFigures f = HoldemOddsView::compute(inputFor(s, 0));
        QVERIFY(f.ranges);
        QVERIFY(!f.ranges->exact);
        QCOMPARE(f.ranges->samples, std::uint64_t(HoldemOddsView::kRangeSamples));
        QVERIFY(f.ranges->stdError > 0 && f.ranges->stdError < 0.01);
        QCOMPARE(f.ranges->opponents.size(), std::size_t(3));
    }

    void thePanelShowsBothFiguresAndTheGrid() {
        TestWindow w;
        QVERIFY2(startFacingARaise(w), "a deal where a bot raises before the person acts");
        auto* view = qobject_cast<HoldemOddsView*>(w->oddsPanel()->content());
        QVERIFY(view);
        w->oddsPanel()->show();
        HoldemSession* s = session(w);
        const int moves = s->moveCount();
        QTRY_VERIFY_WITH_TIMEOUT(view->figures() && view->figures()->ranges &&
                                     view->figures()->input.observation &&
                                     view->figures()->input.observation->table.log.size() ==
                                         s->humanObservation().table.log.size(),
                                 20000);
        QCOMPARE(s->moveCount(), moves);
        const HoldemOddsFigures& f = *view->figures();
        const QString text = view->text();
        QVERIFY(text.contains(QStringLiteral("Against their likely hands: your share")));
        QVERIFY(text.contains(QStringLiteral("Against random hands of ")));
        // The verdict names the range figure.
        const QString share = QLocale().toString(f.ranges->share * 100.0, 'f', 1) + QStringLiteral("%");
        QVERIFY2(text.contains(QStringLiteral("Your share against their likely hands is ") + share),
                 qPrintable(text));
        // The raiser is named with what it raised with, and its name is a link to the grid.
        const Seat raiser = s->state().table().lastAggressor;
        const QString name = s->players()[raiser].name;
        QVERIFY(text.contains(QStringLiteral("<a href='seat:%1'").arg(raiser)));
        QVERIFY(text.contains(QStringLiteral(">%1</a>: likely ").arg(name)));
        auto* button = view->findChild<QToolButton*>(QStringLiteral("showRanges"));
        QVERIFY(button && button->isVisible());

        auto* body = view->findChildren<QLabel*>().constFirst();
        emit body->linkActivated(QStringLiteral("seat:%1").arg(raiser));
        RangesDialog* dialog = view->rangesDialog();
        QVERIFY(dialog && dialog->isVisible());
        QCOMPARE(dialog->shownSeat(), int(raiser));
        QVERIFY(dialog->summaryText().startsWith(name + QStringLiteral(" \u2014 ")));
        // The grid is the opener's priced range: its likeliest class fully bright, AA held more often than
        // 72o.
        const auto& rel = dialog->grid()->relative();
        QCOMPARE(*std::max_element(rel.begin(), rel.end()), 1.0);
        QVERIFY(rel[std::size_t(RangeGrid::classAt(0, 0))] > rel[std::size_t(RangeGrid::classAt(12, 7))]);
        saveShot(dialog, QStringLiteral("holdem-ranges-grid"));
        saveShot(w.window.get(), QStringLiteral("holdem-ranges-panel"));

        // The dialog follows the hand: new figures keep the same opponent shown while that player is in.
        QComboBox* seats = dialog->findChild<QComboBox*>();
        QVERIFY(seats && seats->count() == int(f.ranges->opponents.size()));
        std::vector<OpponentRange> reordered(f.ranges->opponents.rbegin(), f.ranges->opponents.rend());
        QStringList names;
        for (const PlayerInfo& p : s->players()) names << p.name;
        dialog->setRanges(reordered, names, f.input.hole);
        QCOMPARE(dialog->shownSeat(), int(raiser));
        dialog->setRanges({}, names, f.input.hole);
        QCOMPARE(dialog->summaryText(), QStringLiteral("Nobody else is left in the hand."));
        dialog->close();
    }

    void theFiguresSpeakIndonesian() {
        TestWindow w(QStringLiteral("id"));
        QVERIFY(startFacingARaise(w));
        auto* view = qobject_cast<HoldemOddsView*>(w->oddsPanel()->content());
        w->oddsPanel()->show();
        QTRY_VERIFY_WITH_TIMEOUT(view->figures() && view->figures()->ranges, 20000);
        QTRY_VERIFY_WITH_TIMEOUT(view->text().contains(QStringLiteral("kemungkinan")), 5000);
        QVERIFY(!view->text().contains(QStringLiteral("Against their likely hands")));
        view->openRanges();
        QVERIFY(view->rangesDialog()->isVisible());
        QVERIFY(!view->rangesDialog()->windowTitle().contains(QStringLiteral("Likely")));
        saveShot(view->rangesDialog(), QStringLiteral("holdem-ranges-grid-id"));
    }
};

QTEST_MAIN(TestHoldemRanges)
#include "tst_holdemranges.moc"
