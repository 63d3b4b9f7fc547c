// Texas Hold'em odds from the shell: `odds` (category distribution, equity, outs) and `bench odds` (speed
// of the evaluator and the odds code).
//
// odds JSON: "boards" counts the unordered completions of the board and "categories" splits them by the
// hero's final category. "equity" counts showdowns (completion x opponents' hands; Monte Carlo: samples);
// a tie is a showdown where the hero shares the best hand, counted once however many share it; "stderr" is
// the standard error of "win" (0 when exact). "outs" lists the cards that raise the hero's category on the
// next card (flop and turn only); "millis" times the computation alone.
#include "command.h"
#include "holdem/distribution.h"
#include "holdem/equity.h"
#include "holdem/evaluator.h"
#include "holdem/oddsbench.h"
#include "holdem/outs.h"
#include "holdem/ranges/rangebench.h"

#include <QJsonArray>

#include <chrono>

namespace cli {

namespace {

using core::holdem::Category;
using core::holdem::kCategoryCount;

constexpr qint64 kDefaultSamples = 1'000'000;

// Category counts in the order of the contract, strongest first.
QJsonObject categoriesToJson(const core::holdem::CategoryCounts& counts) {
    QJsonObject out;
    for (int i = kCategoryCount - 1; i >= 0; --i) {
        const auto c = static_cast<Category>(i);
        out.insert(QString::fromUtf8(core::holdem::categoryId(c).data()), static_cast<qint64>(counts[c]));
    }
    return out;
}

QString percent(double p) {
    return QString::number(100.0 * p, 'f', 2) + QLatin1Char('%');
}

// Cards of one option, with the option's name in any complaint.
core::cards::CardList optionCards(const QCommandLineParser& parser, const QString& name, int minimum,
                                  int maximum) {
    try {
        return cardsFrom({parser.value(name)}, minimum, maximum);
    } catch (const UsageError& e) {
        throw UsageError(QStringLiteral("--%1: %2").arg(name, QString::fromStdString(e.what())));
    }
}

class OddsCommand : public Command {
public:
    QString name() const override { return QStringLiteral("odds"); }
    QString summary() const override {
        return QStringLiteral("Texas Hold'em: final-category counts, equity against random hands, outs.");
    }
    void addOptions(QCommandLineParser& parser) const override {
        parser.addOption({QStringLiteral("hole"),
                          QStringLiteral("The hero's two hole cards, e.g. \"Ah Kh\"."),
                          QStringLiteral("CARDS")});
        parser.addOption({QStringLiteral("board"), QStringLiteral("0, 3, 4 or 5 board cards (default none)."),
                          QStringLiteral("CARDS")});
        parser.addOption({QStringLiteral("opponents"),
                          QStringLiteral("Opponents with unknown hands, 1-8 (default 1)."),
                          QStringLiteral("N")});
        parser.addOption(
            {QStringLiteral("exact"),
             QStringLiteral("Enumerate every showdown (heads-up; two opponents from the flop on).")});
        parser.addOption({QStringLiteral("samples"),
                          QStringLiteral("Monte Carlo with N samples (default when exact is too costly: %1).")
                              .arg(kDefaultSamples),
                          QStringLiteral("N")});
        parser.addOption(
            {QStringLiteral("seed"), QStringLiteral("Monte Carlo seed (default 1)."), QStringLiteral("S")});
        parser.addOption({QStringLiteral("threads"),
                          QStringLiteral("Worker threads, 1-64 (default 1); results do not depend on it."),
                          QStringLiteral("N")});
    }

    QJsonObject run(const QCommandLineParser& parser, const QStringList& positional) const override {
        using namespace core::holdem;
        if (!positional.isEmpty())
            throw UsageError(QStringLiteral("odds takes no arguments (use --hole, --board)"));
        requiredOption(parser, QStringLiteral("hole"));
        const auto hole = optionCards(parser, QStringLiteral("hole"), 2, 2);
        const auto board = optionCards(parser, QStringLiteral("board"), 0, 5);
        if (board.size() == 1 || board.size() == 2)
            throw UsageError(
                QStringLiteral("--board: a board has 0, 3, 4 or 5 cards, not %1").arg(board.size()));
        const auto holeSet = core::cards::CardSet::of(hole);
        const auto boardSet = core::cards::CardSet::of(board);
        if (holeSet.intersects(boardSet))
            throw UsageError(QStringLiteral("card %1 is given twice (in --hole and --board)")
                                 .arg(QString::fromStdString((holeSet & boardSet).first().toString())));
        const int opponents = static_cast<int>(integerOption(parser, QStringLiteral("opponents"), 1, 8, 1));
        const bool exact = parser.isSet(QStringLiteral("exact"));
        if (exact && parser.isSet(QStringLiteral("samples")))
            throw UsageError(QStringLiteral("--exact and --samples exclude each other"));
        if (exact && !exactAffordable(static_cast<int>(board.size()), opponents))
            throw UsageError(
                QStringLiteral("--exact is too costly for %1 opponents with %2 board cards "
                               "(exact: heads-up, or 2 opponents from the flop on); use --samples")
                    .arg(opponents)
                    .arg(board.size()));
        EquityOptions options;
        options.opponents = opponents;
        options.method = exact                                     ? EquityMethod::Exact
                         : parser.isSet(QStringLiteral("samples")) ? EquityMethod::MonteCarlo
                                                                   : EquityMethod::Auto;
        options.samples = static_cast<std::uint64_t>(
            integerOption(parser, QStringLiteral("samples"), 1, 1'000'000'000, kDefaultSamples));
        options.seed = seedOption(parser);
        options.threads = static_cast<int>(integerOption(parser, QStringLiteral("threads"), 1, 64, 1));

        Evaluator::instance(); // the one-off table build is not part of the computation
        const auto start = std::chrono::steady_clock::now();
        const CategoryCounts categories = categoryDistribution(holeSet, boardSet);
        const EquityResult eq = *equity(holeSet, boardSet, options);
        const std::vector<Out> improving = outs(holeSet, boardSet);
        const double millis =
            std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();

        QJsonArray outCards;
        for (const Out& o : improving) outCards.append(QString::fromStdString(o.card.toString()));
        const bool sampled = eq.method == EquityMethod::MonteCarlo;
        const QJsonObject equityJson{
            {QStringLiteral("opponents"), eq.opponents},
            {QStringLiteral("method"), sampled ? QStringLiteral("monte_carlo") : QStringLiteral("exact")},
            {QStringLiteral("wins"), static_cast<qint64>(eq.wins)},
            {QStringLiteral("ties"), static_cast<qint64>(eq.ties)},
            {QStringLiteral("losses"), static_cast<qint64>(eq.losses)},
            {QStringLiteral("showdowns"), static_cast<qint64>(eq.showdowns)},
            {QStringLiteral("win"), eq.win()},
            {QStringLiteral("tie"), eq.tie()},
            {QStringLiteral("stderr"), eq.stderrWin()},
        };
        return {{QStringLiteral("hole"), cardsToJson(hole)},
                {QStringLiteral("board"), cardsToJson(board)},
                {QStringLiteral("boards"), static_cast<qint64>(categories.total())},
                {QStringLiteral("categories"), categoriesToJson(categories)},
                {QStringLiteral("equity"), equityJson},
                {QStringLiteral("outs"), outCards},
                {QStringLiteral("millis"), millis}};
    }

    QString toText(const QJsonObject& r) const override {
        const auto cardsText = [](const QJsonValue& v) {
            QStringList items;
            for (const QJsonValue& c : v.toArray()) items << c.toString();
            return items.isEmpty() ? QStringLiteral("-") : items.join(QLatin1Char(' '));
        };
        QString out = QStringLiteral("hole %1, board %2\n")
                          .arg(cardsText(r[QStringLiteral("hole")]), cardsText(r[QStringLiteral("board")]));
        const double boards = r[QStringLiteral("boards")].toDouble();
        out += QStringLiteral("final hand over %1 board completions:\n")
                   .arg(r[QStringLiteral("boards")].toInteger());
        const QJsonObject cats = r[QStringLiteral("categories")].toObject();
        for (int i = kCategoryCount - 1; i >= 0; --i) {
            const QString id = QString::fromUtf8(core::holdem::categoryId(static_cast<Category>(i)).data());
            const qint64 n = cats[id].toInteger();
            out += QStringLiteral("  %1 %2 %3\n")
                       .arg(id, -16)
                       .arg(n, 10)
                       .arg(percent(boards > 0 ? static_cast<double>(n) / boards : 0.0), 8);
        }
        const QJsonObject eq = r[QStringLiteral("equity")].toObject();
        const bool sampled = eq[QStringLiteral("method")].toString() == QLatin1String("monte_carlo");
        out += QStringLiteral("against %1 random hand(s), %2 over %3 showdowns: win %4, tie %5")
                   .arg(eq[QStringLiteral("opponents")].toInt())
                   .arg(sampled ? QStringLiteral("sampled") : QStringLiteral("exact"))
                   .arg(eq[QStringLiteral("showdowns")].toInteger())
                   .arg(percent(eq[QStringLiteral("win")].toDouble()),
                        percent(eq[QStringLiteral("tie")].toDouble()));
        if (sampled)
            out += QStringLiteral(" (standard error of win %1)")
                       .arg(percent(eq[QStringLiteral("stderr")].toDouble()));
        out += QLatin1Char('\n');
        const QJsonArray outs = r[QStringLiteral("outs")].toArray();
        out += QStringLiteral("outs (%1): %2\n").arg(outs.size()).arg(cardsText(outs));
        out += QStringLiteral("computed in %1 ms\n").arg(r[QStringLiteral("millis")].toDouble(), 0, 'f', 3);
        return out;
    }
};

QJsonObject timingJson(const core::holdem::Timing& t, double scale = 1.0) {
    return {{QStringLiteral("wall"), t.wallMillis * scale}, {QStringLiteral("cpu"), t.cpuMillis * scale}};
}

class BenchOddsCommand : public Command {
public:
    QString name() const override { return QStringLiteral("bench odds"); }
    QString summary() const override {
        return QStringLiteral("Speed of the Hold'em evaluator, category distributions and equity.");
    }
    // The evaluator's headline figures in words first, then every field as usual.
    QString toText(const QJsonObject& result) const override {
        const QJsonObject ev = result[QStringLiteral("evaluator")].toObject();
        const QJsonObject random = ev[QStringLiteral("random_order")].toObject();
        return QStringLiteral(
                   "evaluator speed: %1 M evaluations/s (processor time; %2 elapsed) over %3 random 7-card "
                   "hands from card ids; tables %4 bytes\n")
                   .arg(random[QStringLiteral("mevals_per_s_cpu")].toDouble(), 0, 'f', 1)
                   .arg(random[QStringLiteral("mevals_per_s_wall")].toDouble(), 0, 'f', 1)
                   .arg(random[QStringLiteral("hands")].toInteger())
                   .arg(ev[QStringLiteral("table_bytes")].toInteger()) +
               Command::toText(result);
    }
    void addOptions(QCommandLineParser& parser) const override {
        parser.addOption({QStringLiteral("quick"), QStringLiteral("A short smoke run with small sizes.")});
    }
    QJsonObject run(const QCommandLineParser& parser, const QStringList& positional) const override {
        using namespace core::holdem;
        if (!positional.isEmpty()) throw UsageError(QStringLiteral("bench odds takes no arguments"));
        const bool quick = parser.isSet(QStringLiteral("quick"));
        const OddsBenchReport r = runOddsBench(quick);
        const RangeOddsBench ranges = runRangeOddsBench(quick ? 2 : 20);
        QJsonArray rangeRows;
        static constexpr const char* kStreets[] = {"preflop", "flop", "turn", "river"};
        for (std::size_t street = 0; street < ranges.rows.size(); ++street)
            for (const RangeOddsTiming& row : ranges.rows[street])
                rangeRows.append(
                    QJsonObject{{QStringLiteral("street"), QString::fromLatin1(kStreets[street])},
                                {QStringLiteral("opponents"), row.opponents},
                                {QStringLiteral("deals"), row.deals},
                                {QStringLiteral("method"),
                                 row.exact ? QStringLiteral("exact") : QStringLiteral("sampled")},
                                {QStringLiteral("samples"), static_cast<qint64>(row.samples)},
                                {QStringLiteral("mean_std_error"), row.meanStdError},
                                {QStringLiteral("cpu_ms_mean"), row.meanMillis},
                                {QStringLiteral("cpu_ms_max"), row.maxMillis}});
        const auto perSecond = [&](double millis, std::uint64_t evaluations) {
            return millis > 0 ? static_cast<double>(evaluations) / (millis * 1000.0) : 0.0;
        };
        QJsonObject all;
        if (r.allSevenCardHands) {
            all = {{QStringLiteral("hands"), static_cast<qint64>(r.allSevenCardHands->total())},
                   {QStringLiteral("categories"), categoriesToJson(*r.allSevenCardHands)},
                   {QStringLiteral("matches_known_totals"),
                    *r.allSevenCardHands == knownSevenCardCategoryCounts()},
                   {QStringLiteral("ms"), timingJson(r.allSevenCardTime)},
                   {QStringLiteral("mevals_per_s"), static_cast<double>(r.allSevenCardHands->total()) /
                                                        (r.allSevenCardTime.wallMillis * 1000.0)}};
        }
        return {
            {QStringLiteral("quick"), r.quick},
            {QStringLiteral("best_of_runs"), r.runs},
            {QStringLiteral("timing_note"),
             QStringLiteral("best of the runs; wall = elapsed time, cpu = processor time of this process")},
            {QStringLiteral("evaluator"),
             QJsonObject{
                 {QStringLiteral("table_build_ms"), timingJson(r.tableBuild)},
                 {QStringLiteral("table_bytes"), static_cast<qint64>(r.tableBytes)},
                 {QStringLiteral("random_7_card_evaluations"), static_cast<qint64>(r.evaluations)},
                 {QStringLiteral("mevals_per_s_wall"), perSecond(r.evaluatorTime.wallMillis, r.evaluations)},
                 {QStringLiteral("mevals_per_s_cpu"), perSecond(r.evaluatorTime.cpuMillis, r.evaluations)},
                 {QStringLiteral("target_mevals_per_s"), 150},
                 {QStringLiteral("random_order"),
                  QJsonObject{{QStringLiteral("hands"), static_cast<qint64>(r.randomOrderHands)},
                              {QStringLiteral("from"), QStringLiteral("card ids")},
                              {QStringLiteral("mevals_per_s_wall"),
                               perSecond(r.randomOrderTime.wallMillis, r.randomOrderHands)},
                              {QStringLiteral("mevals_per_s_cpu"),
                               perSecond(r.randomOrderTime.cpuMillis, r.randomOrderHands)}}}}},
            {QStringLiteral("all_7_card_hands"), r.allSevenCardHands ? QJsonValue(all) : QJsonValue()},
            {QStringLiteral("distribution_us_per_call"),
             QJsonObject{{QStringLiteral("preflop"), timingJson(r.preflopDistribution, 1000.0)},
                         {QStringLiteral("flop"), timingJson(r.flopDistribution, 1000.0)},
                         {QStringLiteral("turn"), timingJson(r.turnDistribution, 1000.0)},
                         {QStringLiteral("river"), timingJson(r.riverDistribution, 1000.0)},
                         {QStringLiteral("target_preflop"), 2000},
                         {QStringLiteral("target_flop"), 5},
                         {QStringLiteral("target_turn"), 1}}},
            {QStringLiteral("exact_headsup_preflop"),
             QJsonObject{{QStringLiteral("hole"), QJsonArray{QStringLiteral("Ah"), QStringLiteral("Kh")}},
                         {QStringLiteral("showdowns"), static_cast<qint64>(r.exactPreflop.showdowns)},
                         {QStringLiteral("win"), r.exactPreflop.win()},
                         {QStringLiteral("tie"), r.exactPreflop.tie()},
                         {QStringLiteral("ms_1_thread"), timingJson(r.exactPreflopOneThread)},
                         {QStringLiteral("ms_2_threads_wall"), r.exactPreflopTwoThreadsWallMillis},
                         {QStringLiteral("target_ms_2_threads"), 1000}}},
            {QStringLiteral("range_equity"),
             QJsonObject{{QStringLiteral("what"),
                          QStringLiteral("equity against one to three opponents' ranges read from the hand, "
                                         "at the big blind's turn on each street (the reading included)")},
                         {QStringLiteral("target_ms"), ranges.targetMillis},
                         {QStringLiteral("rows"), rangeRows}}},
            {QStringLiteral("monte_carlo"),
             QJsonObject{{QStringLiteral("hole"), QJsonArray{QStringLiteral("Ah"), QStringLiteral("Kh")}},
                         {QStringLiteral("opponents"), 1},
                         {QStringLiteral("samples"), static_cast<qint64>(r.monteCarloSamples)},
                         {QStringLiteral("ms_1_thread"), timingJson(r.monteCarloOneThread)},
                         {QStringLiteral("ms_2_threads_wall"), r.monteCarloTwoThreadsWallMillis},
                         {QStringLiteral("target_ms_per_million"), 25}}},
        };
    }
};

} // namespace

std::unique_ptr<Command> makeOddsCommand() {
    return std::make_unique<OddsCommand>();
}

std::unique_ptr<Command> makeBenchOddsCommand() {
    return std::make_unique<BenchOddsCommand>();
}

} // namespace cli
