// The soak (game/soak.h) on the tiny game: every check runs and counts, deals are the same whatever the
// threads, and a broken game or a bot that does not decide from what it sees is caught at its deal and move.
#include "game/soak.h"
#include "tinygame.h"

#include <QTest>

using core::game::Bot;
using core::game::SoakOptions;
using core::game::SoakSpec;

namespace {

// Plays the first legal move of a state consistent with what it sees.
template <class S>
class FirstMoveBot : public Bot<S> {
public:
    std::string_view name() const override { return "first"; }
    typename S::Move chooseMove(const typename S::Observation& o, core::cards::Rng& rng) override {
        return S::determinize(o, rng).legalMoves().front();
    }
};

// Decides by how often it was asked, not by what it sees: asked twice about one position, it answers
// differently whenever it has two moves.
template <class S>
class FickleBot : public Bot<S> {
public:
    std::string_view name() const override { return "fickle"; }
    typename S::Move chooseMove(const typename S::Observation& o, core::cards::Rng& rng) override {
        const auto moves = S::determinize(o, rng).legalMoves();
        return moves[static_cast<std::size_t>(m_calls++) % moves.size()];
    }

private:
    int m_calls = 0;
};

// Forgets to take a played card out of the hand: the card then lies in two places.
struct DuplicatingState : tiny::State {
    using tiny::State::State;
    std::vector<core::game::Zone> zones() const {
        auto z = tiny::State::zones();
        for (auto& zone : z)
            if (zone.name == "pile" && !zone.cards.empty()) z.front().cards.push_back(zone.cards.back());
        return z;
    }
    static DuplicatingState determinize(const Observation& o, core::cards::Rng& rng) {
        DuplicatingState s(o.rules, 0);
        static_cast<tiny::State&>(s) = tiny::State::determinize(o, rng);
        return s;
    }
};

template <class S, template <class> class B = FirstMoveBot>
SoakSpec<S> spec() {
    SoakSpec<S> s;
    for (int players = 2; players <= 4; ++players) {
        tiny::Rules rules;
        rules.players = players;
        rules.deals = 3;
        s.ruleSets.push_back(rules);
    }
    s.makeBot = [](const std::string&) { return std::make_unique<B<S>>(); };
    return s;
}

SoakOptions options(std::int64_t deals, int threads = 1) {
    SoakOptions o;
    o.deals = deals;
    o.seed = 11;
    o.threads = threads;
    o.hardDecisionShare = 0.5;
    return o;
}

} // namespace

class TestSoak : public QObject {
    Q_OBJECT
private slots:
    void everyCheckRunsOnACorrectGame() {
        const auto report = core::game::soak(spec<tiny::State>(), options(60));
        QCOMPARE(report.tally.breaks, 0);
        QVERIFY(!report.tally.first);
        QCOMPARE(report.deals, 60);
        QVERIFY(report.moves > 60 * 5);
        for (const char* check : {"conservation", "legal_moves", "legal_applies", "illegal_refused", "clone",
                                  "save_load", "observation", "no_peeking"})
            QVERIFY2(report.tally.counts.count(check) && report.tally.counts.at(check) > 0, check);
        // Before every move, and once more at the end of each deal.
        QCOMPARE(report.tally.counts.at("conservation"), report.moves + report.deals);
        QCOMPARE(report.tally.counts.at("legal_moves"), report.moves);
        // The tiny game has no score check of its own.
        QVERIFY(!report.tally.counts.count("scores"));
    }

    void threadsPlayTheSameDeals() {
        const auto one = core::game::soak(spec<tiny::State>(), options(37, 1));
        const auto two = core::game::soak(spec<tiny::State>(), options(37, 2));
        QCOMPARE(one.deals, 37);
        QCOMPARE(two.deals, 37);
        QCOMPARE(two.moves, one.moves);
        QVERIFY(two.tally.counts == one.tally.counts);
    }

    void catchesACardInTwoPlaces() {
        const auto report = core::game::soak(spec<DuplicatingState>(), options(20, 2));
        QVERIFY(report.tally.breaks > 0);
        QVERIFY(report.tally.first);
        QCOMPARE(report.tally.first->check, std::string("conservation"));
        QCOMPARE(report.tally.first->deal, 0); // the lowest deal of every thread's
        QVERIFY(report.tally.first->move > 0); // after the first card was played
        QVERIFY2(report.tally.first->detail.find("two places") != std::string::npos,
                 report.tally.first->detail.c_str());
    }

    void catchesABotThatDoesNotDecideFromWhatItSees() {
        SoakOptions o = options(20);
        o.easyShare = 1.0;
        o.hardShare = 0.0;
        const auto report = core::game::soak(spec<tiny::State, FickleBot>(), o);
        QVERIFY(report.tally.breaks > 0);
        QCOMPARE(report.tally.first->check, std::string("no_peeking"));
    }
};

QTEST_GUILESS_MAIN(TestSoak)
#include "tst_soak.moc"
