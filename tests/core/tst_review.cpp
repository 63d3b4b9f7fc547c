// The coach's engine on the tiny game, where a move's value is known in advance (a card played is worth its
// id / 100 the moment it lies on the pile), and the review of any recorded game through core/review.h.
#include "game/reviewengine.h"
#include "playdeal.h"
#include "review.h"
#include "tinygame.h"

#include <QTest>

#include <algorithm>
#include <cmath>

using core::game::Assessment;
using core::game::DealReview;
using core::game::Reason;
using core::game::ReviewError;
using core::game::ReviewOptions;

namespace {

/// The value of a position for `seat`: the card on top of the pile, / 100 (the card just played).
std::optional<double> pileValue(const tiny::State& s, core::game::Seat seat) {
    const auto pile = s.observation(seat).pile;
    return pile.empty() ? 0.0 : pile.back() / 100.0;
}

std::vector<tiny::Move> legal(const tiny::Observation& o) {
    core::cards::Rng scratch(0);
    return tiny::State::determinize(o, scratch).legalMoves();
}

struct TinyReviewer {
    using State = tiny::State;
    static constexpr core::game::ReviewUnit kUnit = core::game::ReviewUnit::Points;

    bool isDecision(const tiny::Observation& o, const tiny::Move&) const { return legal(o).size() > 1; }
    Assessment<tiny::Move> assess(const tiny::Observation& o, const std::optional<tiny::Move>& played,
                                  core::cards::Rng& rng) const {
        core::game::ReviewBudget budget;
        budget.select = {12, 1, 50, 2, 0};
        budget.pairedWorlds = 10;
        return core::game::assessBySearch<tiny::State>(
            o, legal(o), played, rng, budget,
            [](const tiny::Observation& obs, core::cards::Rng& r) {
                return tiny::State::determinize(obs, r);
            },
            [](const tiny::State& s, core::cards::Rng&) { return s.legalMoves().front(); }, pileValue);
    }
    Reason explain(const tiny::Observation&, const tiny::Move& played, const tiny::Move& best,
                   const Assessment<tiny::Move>&, core::cards::Rng&) const {
        return Reason("tiny.lower").withCards("cards", {played.card}).withCards("better", {best.card});
    }
};
static_assert(core::game::GameReviewer<TinyReviewer>);

/// A tiny game played by "the first legal move" for every seat until `moves` moves or the end of the deals.
std::vector<std::string> firstMoves(const tiny::State& start, int moves) {
    tiny::State s = start;
    std::vector<std::string> out;
    while (static_cast<int>(out.size()) < moves && !s.isOver()) {
        if (s.isDealOver()) {
            s.startNextDeal();
            out.emplace_back(core::game::kNextDealMove);
            continue;
        }
        const tiny::Move m = s.legalMoves().front();
        s.apply(m);
        out.push_back(m.toString());
    }
    return out;
}

} // namespace

class TestReview : public QObject {
    Q_OBJECT
private slots:
    void assessmentFindsTheBestCardWithExactValues() {
        const tiny::State state(tiny::Rules{}, 11);
        const tiny::Observation o = state.observation(state.currentSeat());
        const auto moves = state.legalMoves();
        QVERIFY(moves.size() > 2);
        const tiny::Move low = moves.front(), high = moves.back(); // sorted: plays by card id
        core::cards::Rng rng(3);
        const auto a = TinyReviewer().assess(o, low, rng);
        QCOMPARE(a.best, high);
        QCOMPARE(a.played, low);
        QCOMPARE(a.valueBest, high.card.id() / 100.0);
        QCOMPARE(a.valuePlayed, low.card.id() / 100.0);
        QCOMPARE(a.stdError, 0.0); // the same worlds for both: the difference has no noise at all
        QCOMPARE(a.ranking.front().first, high);
        QVERIFY(a.worlds >= 8);
    }

    void aHintMeasuresTheRunnerUp() {
        const tiny::State state(tiny::Rules{}, 11);
        const tiny::Observation o = state.observation(state.currentSeat());
        core::cards::Rng rng(3);
        const auto a = TinyReviewer().assess(o, std::nullopt, rng);
        const auto moves = state.legalMoves();
        QCOMPARE(a.best, moves.back());
        QCOMPARE(a.played, moves[moves.size() - 2]);
    }

    void aGapWithinTwoStandardErrorsIsNoMistake_data() {
        QTest::addColumn<double>("gap");
        QTest::addColumn<double>("stdError");
        QTest::addColumn<double>("cost");
        QTest::addColumn<QString>("code");
        QTest::addColumn<int>("estimates");
        QTest::addColumn<bool>("separated");
        QTest::newRow("clear") << 0.10 << 0.04 << 0.10 << "tiny.lower" << 0 << false;
        QTest::newRow("within two errors") << 0.10 << 0.06 << 0.0 << "close" << 0 << false;
        QTest::newRow("played looks better") << -0.05 << 0.01 << 0.0 << "close" << 0 << false;
        QTest::newRow("exact") << 0.02 << 0.0 << 0.02 << "tiny.lower" << 0 << false;
        // Measured by the stable comparison: only a gap that held on a second estimate (or the sequential
        // test) counts, however clear the pooled figures look.
        QTest::newRow("confirmed") << 0.10 << 0.04 << 0.10 << "tiny.lower" << 2 << true;
        QTest::newRow("not confirmed") << 0.10 << 0.04 << 0.0 << "close" << 2 << false;
        QTest::newRow("sequential") << 0.10 << 0.035 << 0.10 << "tiny.lower" << 3 << true;
    }
    void aGapWithinTwoStandardErrorsIsNoMistake() {
        QFETCH(double, gap);
        QFETCH(double, stdError);
        QFETCH(double, cost);
        QFETCH(QString, code);
        QFETCH(int, estimates);
        QFETCH(bool, separated);
        const tiny::State state(tiny::Rules{}, 11);
        Assessment<tiny::Move> a;
        a.best = tiny::Move::play(core::cards::Card::fromId(40));
        a.played = tiny::Move::play(core::cards::Card::fromId(10));
        a.valueBest = 1.0;
        a.valuePlayed = 1.0 - gap;
        a.stdError = stdError;
        a.estimates = estimates;
        a.separated = separated;
        a.worlds = estimates > 0 ? 40 : 0;
        double judged = -1;
        Reason reason;
        core::cards::Rng rng(1);
        core::game::detail::judge(TinyReviewer(), state.observation(0), a, rng, judged, reason);
        QCOMPARE(judged, cost);
        QCOMPARE(QString::fromStdString(reason.code), code);
    }

    void aCloseCallCarriesItsFigures() {
        // The gap, its 95% margin and the worlds measured, so the sentence can say why the call is close.
        const tiny::State state(tiny::Rules{}, 11);
        Assessment<tiny::Move> a;
        a.best = tiny::Move::play(core::cards::Card::fromId(40));
        a.played = tiny::Move::play(core::cards::Card::fromId(10));
        a.valueBest = 0.5;
        a.valuePlayed = 0.45;
        a.stdError = 0.04;
        a.estimates = 3;
        a.worlds = 40;
        double cost = -1;
        Reason reason;
        core::cards::Rng rng(1);
        core::game::detail::judge(TinyReviewer(), state.observation(0), a, rng, cost, reason);
        QCOMPARE(cost, 0.0);
        QCOMPARE(reason.code, std::string("close"));
        QVERIFY(std::abs(reason.value("gain") - 0.05) < 1e-12);
        QVERIFY(std::abs(reason.value("margin") - 1.96 * 0.04) < 1e-12);
        QCOMPARE(reason.value("worlds"), 40.0);
        QCOMPARE(reason.word("unit"), std::string("points"));
    }

    void pooledEstimatesWeighTheirWorlds() {
        // 0.1 over 10 worlds (error 0.05) and 0.4 over 30 (error 0.02): mean 0.325, error
        // sqrt(0.25^2 * 0.05^2 + 0.75^2 * 0.02^2) = sqrt(0.00015625 + 0.000225).
        const auto all = core::game::pooled({{1.1, 1.0, 0.05, 10}, {1.4, 1.0, 0.02, 30}});
        QCOMPARE(all.worlds, 40);
        QVERIFY(std::abs(all.gap() - 0.325) < 1e-12);
        QVERIFY(std::abs(all.stdError - std::sqrt(0.00015625 + 0.000225)) < 1e-12);
    }

    void aClearGapIsMeasuredTwice() {
        // Exact values: the first estimate is clear, a second one confirms it.
        const tiny::State state(tiny::Rules{}, 11);
        const tiny::Observation o = state.observation(state.currentSeat());
        const auto moves = state.legalMoves();
        core::cards::Rng rng(3);
        const auto a = TinyReviewer().assess(o, moves.front(), rng);
        QCOMPARE(a.estimates, 2);
        QVERIFY(a.separated);
        QCOMPARE(a.worlds, 20); // two estimates of 10 worlds each
    }

    void equalMovesAreRarelyFlagged() {
        // Two moves of the same true value, each with its own noise (the id of one of the two cards under the
        // stock's top, / 1000): a first estimate alone looks clear now and then; the stable comparison, which
        // asks a second estimate or more worlds, almost never separates them.
        const tiny::State state(tiny::Rules{}, 5);
        const tiny::Observation o = state.observation(state.currentSeat());
        const auto moves = state.legalMoves();
        const tiny::Move a = moves.back(), b = moves.front();
        const auto sample = [](const tiny::Observation& obs, core::cards::Rng& r) {
            return tiny::State::determinize(obs, r);
        };
        const auto policy = [](const tiny::State& s, core::cards::Rng&) { return s.legalMoves().front(); };
        const auto evaluate = [&](const tiny::State& s, core::game::Seat seat) -> std::optional<double> {
            const auto pile = s.observation(seat).pile;
            const bool isA = !pile.empty() && pile.back() == a.card.id();
            for (const auto& z : s.zones())
                if (z.name == "stock" && z.cards.size() >= 2) return z.cards[isA ? 0 : 1] / 1000.0;
            return 0.0;
        };
        core::game::ReviewBudget budget;
        budget.select = {12, 1, 50, 2, 0};
        budget.pairedWorlds = 20;
        budget.minPairedWorlds = 8;
        int firstClear = 0, separated = 0;
        for (std::uint64_t seed = 1; seed <= 400; ++seed) {
            core::cards::Rng first(seed), stable(seed);
            const auto p = core::game::pairedEvaluation<tiny::State>(o, {a, b}, first, budget.pairedWorlds,
                                                                     50, 0, 8, sample, policy, evaluate);
            if (core::game::GapEstimate{p.mean[0], p.mean[1], p.stdErrorVsFirst[1], p.worlds}.clear())
                ++firstClear;
            int estimates = 0;
            if (core::game::stableGap<tiny::State>(o, a, b, stable, budget, estimates, sample, policy,
                                                   evaluate)
                    .second)
                ++separated;
            QVERIFY(estimates >= 1 && estimates <= 3);
        }
        QCOMPARE(firstClear, 12); // 3% of the seeds
        QCOMPARE(separated, 1);   // 0.25%

        // With up to three batches of added worlds, also after a first estimate within one standard error
        // of favouring the other move (Canasta's budget): more looks at the data, still rarely separated.
        budget.extensions = 3;
        budget.dropFactor = 1.0;
        int severalBatches = 0, separatedLonger = 0;
        for (std::uint64_t seed = 1; seed <= 400; ++seed) {
            core::cards::Rng stable(seed);
            int estimates = 0;
            if (core::game::stableGap<tiny::State>(o, a, b, stable, budget, estimates, sample, policy,
                                                   evaluate)
                    .second)
                ++separatedLonger;
            QVERIFY(estimates >= 1 && estimates <= 5);
            if (estimates > 3) ++severalBatches; // four or five estimates: two batches at least
        }
        QCOMPARE(severalBatches, 8);
        QCOMPARE(separatedLonger, 3); // 0.75%
    }

    void pairedErrorsComeFromTheDifferences() {
        // Both moves get the same world noise (the card under the stock's top): the difference is exact. Only
        // the first gets it: the difference carries the noise of one card's id / 1000.
        const tiny::State state(tiny::Rules{}, 5);
        const tiny::Observation o = state.observation(state.currentSeat());
        const auto moves = state.legalMoves();
        const std::vector<tiny::Move> two{moves.back(), moves.front()};
        const auto sample = [](const tiny::Observation& obs, core::cards::Rng& r) {
            return tiny::State::determinize(obs, r);
        };
        const auto policy = [](const tiny::State& s, core::cards::Rng&) { return s.legalMoves().front(); };
        const auto noise = [](const tiny::State& s) {
            for (const auto& z : s.zones())
                if (z.name == "stock" && !z.cards.empty()) return z.cards.front() / 1000.0;
            return 0.0;
        };
        const auto shared = [&](const tiny::State& s, core::game::Seat seat) -> std::optional<double> {
            return *pileValue(s, seat) + noise(s);
        };
        core::cards::Rng rng(9);
        const auto same =
            core::game::pairedEvaluation<tiny::State>(o, two, rng, 40, 50, 0, 8, sample, policy, shared);
        QCOMPARE(same.worlds, 40);
        QVERIFY(std::abs(same.mean[0] - same.mean[1] - (two[0].card.id() - two[1].card.id()) / 100.0) <
                1e-12);
        QVERIFY(same.stdErrorVsFirst[1] < 1e-12);

        const tiny::Move first = two[0];
        const auto oneSided = [&](const tiny::State& s, core::game::Seat seat) -> std::optional<double> {
            const auto pile = s.observation(seat).pile;
            const bool isFirst = !pile.empty() && pile.back() == first.card.id();
            return *pileValue(s, seat) + (isFirst ? noise(s) : 0.0);
        };
        core::cards::Rng rng2(9);
        const auto noisy =
            core::game::pairedEvaluation<tiny::State>(o, two, rng2, 40, 50, 0, 8, sample, policy, oneSided);
        // Card ids spread about 15 (uniform over the unseen cards): 15 / 1000 / sqrt(40) = 0.0024.
        QVERIFY2(noisy.stdErrorVsFirst[1] > 0.001 && noisy.stdErrorVsFirst[1] < 0.005,
                 qPrintable(QString::number(noisy.stdErrorVsFirst[1])));
    }

    void reviewListsTheSeatsDecisionsWithTheirCosts() {
        const tiny::State start(tiny::Rules{}, 21);
        const auto moves = firstMoves(start, 12); // the first deal only
        QVERIFY(std::find(moves.begin(), moves.end(), "next-deal") == moves.end());
        int progressCalls = 0, lastTotal = 0;
        ReviewOptions options;
        options.progress = [&](int done, int total) {
            ++progressCalls;
            QCOMPARE(done, progressCalls);
            lastTotal = total;
        };
        const auto outcome = core::game::reviewMoves(TinyReviewer(), start, moves, 0, options);
        QVERIFY(outcome.review);
        const DealReview& r = *outcome.review;
        QCOMPARE(r.game, std::string("naik"));
        QCOMPARE(r.unit, core::game::ReviewUnit::Points);
        QCOMPARE(progressCalls, static_cast<int>(r.decisions.size()));
        QCOMPARE(lastTotal, static_cast<int>(r.decisions.size()));

        // Replay by hand: every decision of seat 0 with a choice, its move, and the dearest card's value.
        tiny::State s = start;
        std::size_t k = 0;
        int mistakes = 0;
        double total = 0;
        for (std::size_t i = 0; i < moves.size(); ++i) {
            const auto m = *tiny::Move::parse(moves[i]);
            if (s.currentSeat() == 0 && s.legalMoves().size() > 1) {
                QVERIFY(k < r.decisions.size());
                const auto& d = r.decisions[k++];
                QCOMPARE(d.index, static_cast<int>(i));
                QCOMPARE(d.played, moves[i]);
                tiny::Move best = s.legalMoves().front(); // the highest card (a draw is worth less)
                for (const tiny::Move& l : s.legalMoves())
                    if (l.kind == tiny::Move::Kind::Play) best = l;
                if (best != m && m.kind == tiny::Move::Kind::Play) {
                    ++mistakes;
                    QCOMPARE(d.best, best.toString());
                    QCOMPARE(d.cost, (best.card.id() - m.card.id()) / 100.0);
                    QCOMPARE(d.reason.code, std::string("tiny.lower"));
                }
                if (d.played == d.best) {
                    QCOMPARE(d.cost, 0.0);
                    QCOMPARE(d.reason.code, std::string(core::game::reasons::kBest));
                }
                total += d.cost;
            }
            s.apply(m);
        }
        QCOMPARE(k, r.decisions.size());
        QVERIFY(k >= 2);
        QCOMPARE(r.totalCost(), total);
        QVERIFY(mistakes > 0); // "the first legal move" plays the lowest card
        QVERIFY(total > 0);
    }

    void reviewErrors() {
        const tiny::State start(tiny::Rules{}, 21);
        const auto moves = firstMoves(start, 12);
        const auto kindOf = [&](const std::vector<std::string>& m, int seat, ReviewOptions options = {}) {
            const auto outcome = core::game::reviewMoves(TinyReviewer(), start, m, seat, options);
            return outcome.error ? outcome.error->kind : ReviewError::Kind::Cancelled;
        };
        QCOMPARE(kindOf(moves, 3), ReviewError::Kind::SeatOutOfRange);
        QCOMPARE(kindOf(moves, -1), ReviewError::Kind::SeatOutOfRange);
        ReviewOptions secondDeal;
        secondDeal.deal = 1;
        QCOMPARE(kindOf(moves, 0, secondDeal), ReviewError::Kind::NoSuchDeal);
        auto unreadable = moves;
        unreadable[3] = "jump";
        QCOMPARE(kindOf(unreadable, 0), ReviewError::Kind::Replay);
        auto refused = moves;
        refused.insert(refused.begin(), "pass"); // the leader must play
        QCOMPARE(kindOf(refused, 0), ReviewError::Kind::Replay);
        ReviewOptions cancel;
        cancel.cancelled = [] { return true; };
        const auto cancelled = core::game::reviewMoves(TinyReviewer(), start, moves, 0, cancel);
        QVERIFY(cancelled.error);
        QCOMPARE(cancelled.error->kind, ReviewError::Kind::Cancelled);
    }

    void laterDealsAreReviewedOnTheirOwn() {
        const tiny::State start(tiny::Rules{}, 21);
        const auto moves = firstMoves(start, 400);
        const auto deals = std::count(moves.begin(), moves.end(), std::string("next-deal"));
        QCOMPARE(deals, 2L); // three deals
        const auto last = core::game::reviewMoves(TinyReviewer(), start, moves, 1);
        ReviewOptions first;
        first.deal = 0;
        const auto zero = core::game::reviewMoves(TinyReviewer(), start, moves, 1, first);
        QVERIFY(last.review && zero.review);
        QCOMPARE(last.review->deal, 2);
        const auto firstMarker =
            std::find(moves.begin(), moves.end(), std::string("next-deal")) - moves.begin();
        for (const auto& d : zero.review->decisions) QVERIFY(d.index < firstMarker);
        const auto lastMarker =
            std::find(moves.rbegin(), moves.rend(), std::string("next-deal")) - moves.rbegin();
        for (const auto& d : last.review->decisions)
            QVERIFY(d.index > static_cast<int>(moves.size()) - 1 - lastMarker);
    }

    void aHintNeedsTheSeatToAct() {
        const tiny::State start(tiny::Rules{}, 21);
        const auto moves = firstMoves(start, 3);
        tiny::State s = start;
        for (const auto& m : moves) s.apply(*tiny::Move::parse(m));
        const int toAct = s.currentSeat();
        const auto hint = core::game::hintAfter(TinyReviewer(), start, moves, toAct);
        QVERIFY(hint.hint);
        tiny::Move highest = s.legalMoves().front(); // plays sort first, by card; a draw is worth less
        for (const tiny::Move& m : s.legalMoves())
            if (m.kind == tiny::Move::Kind::Play) highest = m;
        QCOMPARE(hint.hint->move, highest.toString());
        QCOMPARE(hint.hint->value, highest.card.id() / 100.0);
        const auto notToAct = core::game::hintAfter(TinyReviewer(), start, moves, (toAct + 1) % 3);
        QVERIFY(notToAct.error);
        QCOMPARE(notToAct.error->kind, ReviewError::Kind::NotToAct);
    }

    void seedsComeFromWhatTheSeatSaw() {
        using core::game::reviewSeed;
        const std::vector<std::string> before{"play 3c", "draw"};
        const auto a = reviewSeed("naik", 0, 2, before, {5, 9, 30});
        QCOMPARE(reviewSeed("naik", 0, 2, before, {30, 9, 5}), a); // the order of the known cards is no news
        QVERIFY(reviewSeed("naik", 0, 2, before, {5, 9, 31}) != a);
        QVERIFY(reviewSeed("naik", 1, 2, before, {5, 9, 30}) != a);
        QVERIFY(reviewSeed("naik", 0, 3, before, {5, 9, 30}) != a);
        QVERIFY(reviewSeed("naik", 0, 2, {"play 3c", "pass"}, {5, 9, 30}) != a);
    }

    void reasonsPrintTheirParameters() {
        const Reason r =
            Reason("capsa.breaks-combination")
                .withWord("kind", "straight")
                .withCards("cards", {core::cards::Card::fromId(12), core::cards::Card::fromId(17)})
                .withCount("count", 1)
                .withPercent("risk", 31.25)
                .withSeat("seat", 2);
        QCOMPARE(
            r.toString(),
            std::string("capsa.breaks-combination(kind=straight, cards=5c 6d, count=1, risk=31.3, seat=2)"));
        QCOMPARE(r.value("count"), 1.0);
        QCOMPARE(r.word("kind"), std::string("straight"));
        QVERIFY(!r.find("missing"));
    }

    // Every game through core/review.h: the same record gives the same review; bad input is an error.
    void everyGameReviewsARecordTheSameWayTwice_data() {
        QTest::addColumn<QString>("game");
        QTest::addColumn<QStringList>("seats");
        QTest::newRow("capsa") << "capsa" << QStringList{"easy", "medium", "easy", "medium"};
        QTest::newRow("empatsatu") << "empatsatu" << QStringList{"easy", "easy", "easy", "easy"};
        QTest::newRow("canasta") << "canasta" << QStringList{"easy", "easy", "easy", "easy"};
        QTest::newRow("holdem") << "holdem" << QStringList{"easy", "easy", "easy", "easy", "easy", "easy"};
    }
    void everyGameReviewsARecordTheSameWayTwice() {
        QFETCH(QString, game);
        QFETCH(QStringList, seats);
        std::vector<std::string> levels;
        for (const QString& s : seats) levels.push_back(s.toStdString());
        const core::PlayedDeal played = core::playDeal(game.toStdString(), {}, levels, 77);
        QVERIFY2(played.record, played.error.c_str());
        QCOMPARE(played.points.size(), levels.size());
        ReviewOptions options;
        options.effort = 0.15;
        const auto first = core::reviewRecord(*played.record, 0, options);
        const auto second = core::reviewRecord(*played.record, 0, options);
        QVERIFY(first.review && second.review);
        QVERIFY(*first.review == *second.review);
        QVERIFY(!first.review->decisions.empty());
        for (const auto& d : first.review->decisions) {
            QVERIFY(d.cost >= 0);
            QVERIFY(d.stdError >= 0);
            QVERIFY(!d.reason.code.empty());
            QVERIFY(d.cost == 0 || d.valueBest - d.valuePlayed > core::game::kNoiseFactor * d.stdError);
            QCOMPARE(played.record->moves[static_cast<std::size_t>(d.index)], d.played);
        }
        // Another salt: an independent review of the same decisions (other worlds, same moves weighed).
        ReviewOptions salted = options;
        salted.salt = 1;
        const auto other = core::reviewRecord(*played.record, 0, salted);
        QVERIFY(other.review);
        QCOMPARE(other.review->decisions.size(), first.review->decisions.size());
        bool differs = false;
        for (std::size_t i = 0; i < other.review->decisions.size(); ++i) {
            QCOMPARE(other.review->decisions[i].index, first.review->decisions[i].index);
            QCOMPARE(other.review->decisions[i].played, first.review->decisions[i].played);
            differs = differs || !(other.review->decisions[i] == first.review->decisions[i]);
        }
        QVERIFY(differs);
    }

    void recordErrorsAreReported() {
        const core::PlayedDeal played = core::playDeal("capsa", {}, {"easy", "easy", "easy", "easy"}, 5);
        QVERIFY(played.record);
        auto record = *played.record;
        QCOMPARE(core::reviewRecord(record, 4).error->kind, ReviewError::Kind::SeatOutOfRange);
        record.game = "poker";
        QCOMPARE(core::reviewRecord(record, 0).error->kind, ReviewError::Kind::UnknownGame);
        record = *played.record;
        std::swap(record.moves[1], record.moves[2]);
        QCOMPARE(core::reviewRecord(record, 0).error->kind, ReviewError::Kind::Replay);
        record = *played.record;
        record.flags["noSuchFlag"] = "on";
        QCOMPARE(core::reviewRecord(record, 0).error->kind, ReviewError::Kind::Replay);
        QVERIFY(!core::playDeal("capsa", {}, {"easy", "easy", "easy"}, 5).record);
        QVERIFY(!core::playDeal("capsa", {}, {"easy", "easy", "easy", "genius"}, 5).record);
        QVERIFY(!core::playDeal("bridge", {}, {"easy", "easy", "easy", "easy"}, 5).record);
    }
};

QTEST_GUILESS_MAIN(TestReview)
#include "tst_review.moc"
