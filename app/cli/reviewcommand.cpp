// `review`: the coach's review of one seat's decisions in a saved game (its last deal by default): for each
// decision the move played and the best one found, their values, the cost and the reason, in English and
// Indonesian.
#include "command.h"
#include "model/languagemanager.h"
#include "model/reasontext.h"
#include "model/savestore.h"
#include "review.h"

#include <QJsonArray>

#include <cmath>

namespace cli {
namespace {

double rounded(double v) {
    return std::round(v * 10000.0) / 10000.0;
}

class ReviewCommand : public Command {
public:
    QString name() const override { return QStringLiteral("review"); }
    QString summary() const override {
        return QStringLiteral("Review a seat's decisions in a saved game: what each cost and why.");
    }
    QString arguments() const override { return QStringLiteral("FILE"); }
    void addOptions(QCommandLineParser& parser) const override {
        parser.addOption({QStringLiteral("seat"), QStringLiteral("The seat to review (0 = the first)."),
                          QStringLiteral("N")});
        parser.addOption({QStringLiteral("deal"),
                          QStringLiteral("The deal to review, 0 = the first (default: the last)."),
                          QStringLiteral("D")});
        parser.addOption({QStringLiteral("salt"),
                          QStringLiteral("Another seed for every decision (default 0): an independent second "
                                         "review, to see how stable the verdicts are."),
                          QStringLiteral("S")});
    }
    QJsonObject run(const QCommandLineParser& parser, const QStringList& positional) const override {
        if (positional.size() != 1) throw UsageError(QStringLiteral("review takes one save file"));
        const int seat = static_cast<int>(integerOption(parser, QStringLiteral("seat"), 0, 99, -1));
        if (seat < 0) throw UsageError(QStringLiteral("--seat is required"));
        SavedGame saved;
        QString error;
        if (!savestore::load(positional.first(), &saved, &error)) throw UsageError(error);

        core::game::ReviewOptions options;
        options.deal = static_cast<int>(integerOption(parser, QStringLiteral("deal"), 0, 1000000, -1));
        options.salt =
            static_cast<std::uint64_t>(integerOption(parser, QStringLiteral("salt"), 0, 1000000, 0));
        const core::game::ReviewOutcome outcome = core::reviewRecord(saved.record, seat, options);
        if (!outcome.review) throw UsageError(QString::fromStdString(core::game::describe(*outcome.error)));
        const core::game::DealReview& review = *outcome.review;

        QStringList names;
        for (const PlayerInfo& p : saved.players) names << p.name;
        const QStringList english = sentences(review, names, QStringLiteral("en"));
        const QStringList indonesian = sentences(review, names, QStringLiteral("id"));

        const QString unit = QString::fromUtf8(core::game::unitId(review.unit).data());
        QJsonArray decisions;
        double total = 0;
        for (std::size_t i = 0; i < review.decisions.size(); ++i) {
            const core::game::DecisionReview& d = review.decisions[i];
            total += d.cost;
            const QJsonObject reason{{QStringLiteral("code"), QString::fromStdString(d.reason.code)},
                                     {QStringLiteral("en"), english.value(static_cast<int>(i))},
                                     {QStringLiteral("id"), indonesian.value(static_cast<int>(i))}};
            decisions.append(QJsonObject{
                {QStringLiteral("index"), d.index},
                {QStringLiteral("played"), QString::fromStdString(d.played)},
                {QStringLiteral("best"), QString::fromStdString(d.best)},
                {QStringLiteral("value_played"), rounded(d.valuePlayed)},
                {QStringLiteral("value_best"), rounded(d.valueBest)},
                {QStringLiteral("cost"), rounded(d.cost)},
                {QStringLiteral("stderr"), rounded(d.stdError)},
                {QStringLiteral("cost_interval"), QJsonArray{rounded(d.costLow), rounded(d.costHigh)}},
                {QStringLiteral("unit"), unit},
                {QStringLiteral("reason"), reason}});
        }
        return {{QStringLiteral("game"), QString::fromStdString(review.game)},
                {QStringLiteral("seat"), review.seat},
                {QStringLiteral("decisions"), decisions},
                {QStringLiteral("total_cost"), rounded(total)}};
    }

    QString toText(const QJsonObject& r) const override {
        const QJsonArray decisions = r.value(QStringLiteral("decisions")).toArray();
        const QString unit = decisions.isEmpty()
                                 ? QString()
                                 : decisions.first().toObject().value(QStringLiteral("unit")).toString();
        QString out = QStringLiteral("%1, seat %2: %3 decisions, total cost %4 %5\n")
                          .arg(r.value(QStringLiteral("game")).toString())
                          .arg(r.value(QStringLiteral("seat")).toInt())
                          .arg(decisions.size())
                          .arg(r.value(QStringLiteral("total_cost")).toDouble(), 0, 'f', 2)
                          .arg(unit);
        out += QStringLiteral("%1  %2 %3 %4 %5 %6 %7  %8\n")
                   .arg(QStringLiteral("move"), 5)
                   .arg(QStringLiteral("played"), -16)
                   .arg(QStringLiteral("best"), -16)
                   .arg(QStringLiteral("value"), 8)
                   .arg(QStringLiteral("best"), 8)
                   .arg(QStringLiteral("cost"), 7)
                   .arg(QStringLiteral("±"), 6)
                   .arg(QStringLiteral("reason"));
        for (const QJsonValue& v : decisions) {
            const QJsonObject d = v.toObject();
            out +=
                QStringLiteral("%1  %2 %3 %4 %5 %6 %7  %8\n")
                    .arg(d.value(QStringLiteral("index")).toInt() + 1, 5)
                    .arg(d.value(QStringLiteral("played")).toString(), -16)
                    .arg(d.value(QStringLiteral("best")).toString(), -16)
                    .arg(d.value(QStringLiteral("value_played")).toDouble(), 8, 'f', 2)
                    .arg(d.value(QStringLiteral("value_best")).toDouble(), 8, 'f', 2)
                    .arg(d.value(QStringLiteral("cost")).toDouble(), 7, 'f', 2)
                    .arg(d.value(QStringLiteral("stderr")).toDouble(), 6, 'f', 2)
                    .arg(d.value(QStringLiteral("reason")).toObject().value(QStringLiteral("en")).toString());
        }
        return out;
    }

private:
    /// Every decision's reason in `language`.
    static QStringList sentences(const core::game::DealReview& review, const QStringList& names,
                                 const QString& language) {
        LanguageManager languages;
        if (!languages.setLanguage(language))
            throw UsageError(QStringLiteral("the %1 texts are missing").arg(language));
        QStringList out;
        for (const core::game::DecisionReview& d : review.decisions)
            out << ReasonText::sentence(d.reason, names);
        return out;
    }
};

} // namespace

std::unique_ptr<Command> makeReviewCommand() {
    return std::make_unique<ReviewCommand>();
}

} // namespace cli
