#include "reasontext.h"

#include "canasta/review.h"
#include "capsa/review.h"
#include "cards/cardlist.h"
#include "empatsatu/review.h"
#include "games/gameregistry.h"
#include "holdem/review.h"

#include <QLocale>
#include <QRegularExpression>

#include <cmath>

using core::game::Reason;
using core::game::ReviewUnit;

namespace {

QString whole(double v) {
    return QString::number(std::lround(v));
}

QString oneDecimal(double v) {
    return QLocale().toString(v, 'f', 1);
}

bool startsWith(const std::string& code, std::string_view prefix) {
    return std::string_view(code).substr(0, prefix.size()) == prefix;
}

} // namespace

const std::vector<std::string_view>& ReasonText::reasonCodes() {
    namespace g = core::game::reasons;
    namespace cp = core::capsa::reasons;
    namespace es = core::empatsatu::reasons;
    namespace cn = core::canasta::reasons;
    namespace he = core::holdem::reasons;
    static const std::vector<std::string_view> codes = {
        g::kBest,
        g::kClose,
        g::kBetter,
        cp::kMissesPlace,
        cp::kOpensForLastCard,
        cp::kPassesNearOut,
        cp::kSpendsControl,
        cp::kBreaksCombination,
        cp::kPlaysTooHigh,
        cp::kPlaysTooLow,
        cp::kShedsFewer,
        cp::kPassesWithWinner,
        cp::kPasses,
        cp::kPlaysInsteadOfPass,
        cp::kLeadsHigh,
        es::kStopsEarly,
        es::kMissesStop,
        es::kSkipsTake,
        es::kTakesUseless,
        es::kEndsInsteadOfTake,
        es::kFeedsNext,
        es::kThrowsScoringSuit,
        es::kKeepsWorseCard,
        es::kCloseBestFour,
        es::kKeepsTwoSuits,
        es::kGivesHighCard,
        cn::kDeclinesPile,
        cn::kTakesPile,
        cn::kFeedsPile,
        cn::kThrowsWild,
        cn::kBreaksPair,
        cn::kThrowsMeldCard,
        cn::kKeepsHighCard,
        cn::kMissesGoingOut,
        cn::kHoldsBackMeld,
        cn::kMeldsEarly,
        cn::kMissesFreeze,
        cn::kWildElsewhere,
        cn::kFeedsMeld,
        cn::kLetsPartnerOut,
        cn::kStopsPartner,
        he::kCallsWithoutOdds,
        he::kFoldsWithOdds,
        he::kFoldsStrong,
        he::kBetsWithoutEquity,
        he::kMissesValue,
        he::kBetsTooBig,
        he::kBetsTooSmall,
    };
    return codes;
}

QString ReasonText::cards(const core::cards::CardList& list) {
    QStringList out;
    for (const core::cards::Card c : list)
        out << (c.isJoker() ? tr("Joker") : QString::fromStdString(c.toPretty()));
    return out.join(QLatin1Char(' '));
}

QString ReasonText::unitName(ReviewUnit unit) {
    switch (unit) {
    case ReviewUnit::Points:
        return tr("points");
    case ReviewUnit::Score:
        return tr("hands won");
    case ReviewUnit::BigBlinds:
        return tr("big blinds");
    }
    return {};
}

QString ReasonText::amount(double value, ReviewUnit unit) {
    if (unit == ReviewUnit::BigBlinds) return tr("%1 bb").arg(oneDecimal(value));
    // Empat Satu counts hands won: a value is a chance of winning.
    if (unit == ReviewUnit::Score) return tr("%1% chance of winning").arg(whole(100.0 * value));
    return tr("%1 %2").arg(oneDecimal(value), unitName(unit));
}

QString ReasonText::cardTokens(const QStringList& tokens) {
    const auto parsed = core::cards::parseCardList(tokens.join(QLatin1Char(' ')).toStdString(),
                                                   core::cards::Duplicates::Allow);
    return parsed.ok() ? cards(parsed.cards) : tokens.join(QLatin1Char(' '));
}

QString ReasonText::move(const QString& game, const QString& text, const core::game::FlagValues& flags) {
    QStringList words = text.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    if (words.isEmpty()) return text;
    if (const auto& own = gameWords(game).move) {
        const QString moveText = own(text, flags);
        if (!moveText.isEmpty()) return moveText;
    }
    const QString verb = words.takeFirst();
    if (verb == QLatin1String("pass")) return tr("pass");
    if (verb == QLatin1String("draw")) return tr("draw");
    if (verb == QLatin1String("take")) return tr("take");
    if (verb == QLatin1String("discard")) return tr("discard %1").arg(cardTokens(words));
    if (verb == QLatin1String("meld")) return tr("meld %1").arg(cardTokens(words));
    if (verb == QLatin1String("add") && !words.isEmpty())
        return tr("add %1").arg(cardTokens(words.mid(0, 1)));
    if (verb == QLatin1String("ask")) return tr("ask to go out");
    if (verb == QLatin1String("yes")) return tr("answer yes");
    if (verb == QLatin1String("no")) return tr("answer no");
    // Empat Satu's "stop" stops (knocks) and "end" ends the hand.
    if (verb == QLatin1String("stop")) return tr("stop");
    if (verb == QLatin1String("end")) return tr("end the hand");
    if (verb == QLatin1String("fold")) return tr("fold");
    if (verb == QLatin1String("check")) return tr("check");
    if (verb == QLatin1String("call")) return tr("call");
    if (verb == QLatin1String("raise") && !words.isEmpty()) return tr("raise to %1").arg(words.first());
    if (verb == QLatin1String("allin")) return tr("all-in");
    return tr("play %1").arg(cardTokens(QStringList{verb} + words));
}

QString ReasonText::seatName(const Reason& reason, const QStringList& names, std::string_view arg) {
    const int seat = static_cast<int>(std::lround(reason.value(arg)));
    if (seat >= 0 && seat < names.size() && !names[seat].isEmpty()) return names[seat];
    return tr("Player %1").arg(seat + 1);
}

QString ReasonText::placeName(int place) {
    switch (place) {
    case 1:
        return tr("first");
    case 2:
        return tr("second");
    case 3:
        return tr("third");
    default:
        return tr("last");
    }
}

QString ReasonText::kindName(const std::string& kind) {
    if (kind == "single") return tr("single");
    if (kind == "pair") return tr("pair");
    if (kind == "triple") return tr("triple");
    if (kind == "bomb") return tr("Bom");
    if (kind == "straight") return tr("straight");
    if (kind == "flush") return tr("flush");
    if (kind == "full_house") return tr("full house");
    if (kind == "four_of_a_kind") return tr("four of a kind");
    if (kind == "straight_flush") return tr("straight flush");
    return tr("combination");
}

QString ReasonText::suitName(const std::string& suit) {
    if (suit == "clubs") return tr("clubs");
    if (suit == "diamonds") return tr("diamonds");
    if (suit == "hearts") return tr("hearts");
    return tr("spades");
}

QString ReasonText::sentence(const Reason& r, const QStringList& names) {
    namespace g = core::game::reasons;
    if (r.code == g::kBest) return tr("the best move found");
    if (r.code == g::kClose) return closeSentence(r);
    if (startsWith(r.code, "capsa.")) return capsaSentence(r, names);
    if (startsWith(r.code, "empatsatu.")) return empatSatuSentence(r, names);
    if (startsWith(r.code, "canasta.")) return canastaSentence(r, names);
    if (startsWith(r.code, "holdem.")) return holdemSentence(r, names);
    const std::string unit = r.word("unit");
    const ReviewUnit u = unit == "bb"      ? ReviewUnit::BigBlinds
                         : unit == "score" ? ReviewUnit::Score
                                           : ReviewUnit::Points;
    if (r.code == g::kBetter)
        return tr("the best move gains about %1 on average").arg(amount(r.value("gain"), u));
    return tr("another move does better on average");
}

QString ReasonText::gap(const Reason& r, std::string_view arg) {
    const std::string unit = r.word("unit");
    const double v = r.value(arg);
    // Empat Satu counts hands won: a gap is in percentage points of the chance of winning.
    if (unit == "score") return tr("%1 percentage points").arg(oneDecimal(100.0 * v));
    if (unit == "bb") return tr("%1 bb").arg(oneDecimal(v));
    return tr("%1 points").arg(oneDecimal(v));
}

QString ReasonText::closeSentence(const Reason& r) {
    if (!r.find("worlds"))
        return tr("about as good as the best move found: the difference is within the noise");
    const int worlds = static_cast<int>(std::lround(r.value("worlds")));
    if (r.value("gain") <= 0)
        return tr("as good as the best move found: over %n simulated deal(s) it did no worse", nullptr,
                  worlds);
    return tr("about as good as the best move found: %1 apart over %n simulated deal(s), less than the "
              "uncertainty of \u00b1%2",
              nullptr, worlds)
        .arg(gap(r, "gain"), gap(r, "margin"));
}

QString ReasonText::capsaSentence(const Reason& r, const QStringList& names) {
    namespace c = core::capsa::reasons;
    const QString cardsArg = cards(r.cardsOf("cards"));
    const int count = static_cast<int>(std::lround(r.value("count")));
    if (r.code == c::kMissesPlace) {
        const QString better = cards(r.cardsOf("better"));
        const QString place = placeName(static_cast<int>(std::lround(r.value("place"))));
        const bool passes = r.cardsOf("cards").empty();
        if (r.word("how") == "control") {
            const QString rest = cards(r.cardsOf("rest"));
            return passes
                       ? tr("passes where %1, which nothing left can beat, wins the lead and %2 then takes "
                            "you out: %3 place secured")
                             .arg(better, rest, place)
                       : tr("plays %1 where %2, which nothing left can beat, wins the lead and %3 then "
                            "takes you out: %4 place secured")
                             .arg(cardsArg, better, rest, place);
        }
        return passes
                   ? tr("passes where %1 takes you out and secures %2 place").arg(better, place)
                   : tr("plays %1 where %2 takes you out and secures %3 place").arg(cardsArg, better, place);
    }
    if (r.code == c::kOpensForLastCard)
        return tr("leads a single while %1 has only one card left").arg(seatName(r, names));
    if (r.code == c::kPassesNearOut)
        return tr("passes while %1 has %n card(s) left: %2 would keep the lead", nullptr, count)
            .arg(seatName(r, names), cardsArg);
    if (r.code == c::kSpendsControl) return tr("spends the %1 that would win the lead back").arg(cardsArg);
    if (r.code == c::kBreaksCombination) {
        const QString kind = kindName(r.word("kind"));
        const bool only = count == 1;
        if (r.word("table") == "lead")
            return (only ? tr("breaks your only %1 (%2) to lead") : tr("breaks your %1 (%2) to lead"))
                .arg(kind, cardsArg);
        const QString table = kindName(r.word("table"));
        return (only ? tr("breaks your only %1 (%2) to beat a %3") : tr("breaks your %1 (%2) to beat a %3"))
            .arg(kind, cardsArg, table);
    }
    if (r.code == c::kPlaysTooHigh)
        return tr("plays %1 where the lower %2 would do").arg(cardsArg, cards(r.cardsOf("better")));
    if (r.code == c::kPlaysTooLow)
        return tr("plays %1 where the higher %2 does better").arg(cardsArg, cards(r.cardsOf("better")));
    if (r.code == c::kShedsFewer)
        return tr("leads only %n card(s) where %1 would shed %2", nullptr, count)
            .arg(cards(r.cardsOf("better")), whole(r.value("more")));
    if (r.code == c::kPassesWithWinner)
        return tr("passes where %1 would beat the table and win the lead").arg(cardsArg);
    if (r.code == c::kPasses) return tr("passes where %1 would beat the table").arg(cardsArg);
    if (r.code == c::kLeadsHigh)
        return tr("leads %1 where leading the lower %2 first holds control: your %3 stays in hand to win the "
                  "lead back")
            .arg(cardsArg, cards(r.cardsOf("better")), cards(r.cardsOf("top")));
    if (r.code == c::kPlaysInsteadOfPass)
        return tr("plays %1 where passing keeps it for later").arg(cardsArg);
    return tr("another move does better on average");
}

QString ReasonText::empatSatuSentence(const Reason& r, const QStringList& names) {
    namespace e = core::empatsatu::reasons;
    const QString cardsArg = cards(r.cardsOf("cards"));
    const QString from = whole(r.value("from")), to = whole(r.value("to"));
    if (r.code == e::kStopsEarly)
        return tr("stops with a hand worth %1 where playing on does better").arg(whole(r.value("count")));
    if (r.code == e::kMissesStop)
        return tr("does not stop with a hand worth %1").arg(whole(r.value("count")));
    if (r.code == e::kSkipsTake)
        return tr("draws instead of taking the %1, which raises your hand from %2 to %3")
            .arg(cardsArg, from, to);
    if (r.code == e::kTakesUseless)
        return r.value("to") > r.value("from")
                   ? tr("takes the %1, which raises your hand only from %2 to %3").arg(cardsArg, from, to)
                   : tr("takes the %1, which does not raise your hand (%2)").arg(cardsArg, from);
    if (r.code == e::kEndsInsteadOfTake)
        return tr("ends the hand where taking the %1 raises it from %2 to %3").arg(cardsArg, from, to);
    if (r.code == e::kFeedsNext) {
        const auto thrown = r.cardsOf("cards"), better = r.cardsOf("better");
        if (!thrown.empty() && !better.empty() && thrown.front().suit() == better.front().suit())
            return tr("throws the %1, worth %2, to %3, who has been taking %4, where the %5 gives less")
                .arg(cardsArg, whole(r.value("count")), seatName(r, names), suitName(r.word("suit")),
                     cards(better));
        return tr("throws the %1 to %2, who has been taking %3")
            .arg(cardsArg, seatName(r, names), suitName(r.word("suit")));
    }
    if (r.code == e::kKeepsTwoSuits)
        return tr("throws the %1 where throwing the %2 keeps two cards of %3 and two of %4, so either suit "
                  "can "
                  "still grow")
            .arg(cardsArg, cards(r.cardsOf("better")), suitName(r.word("suit")), suitName(r.word("other")));
    if (r.code == e::kGivesHighCard) {
        const auto better = r.cardsOf("better");
        if (r.value("count") >= 10 && !better.empty() && core::empatsatu::cardValue(better.front()) <= 5)
            return tr("hands the %1, worth %2, to %3, where the low %4 is of little use to anyone")
                .arg(cardsArg, whole(r.value("count")), seatName(r, names), cards(better));
        return tr("throws the %1, worth %2, where the lower %3 gives %4 less to build on")
            .arg(cardsArg, whole(r.value("count")), cards(better), seatName(r, names));
    }
    if (r.code == e::kThrowsScoringSuit) return tr("throws the %1 from your scoring suit").arg(cardsArg);
    if (r.code == e::kKeepsWorseCard) {
        if (!r.find("four"))
            return tr("throws the %1 where throwing the %2 keeps a hand worth %3 instead of %4")
                .arg(cardsArg, cards(r.cardsOf("better")), whole(r.value("more")), whole(r.value("count")));
        return tr("throws the %1 and keeps a hand worth %2, where throwing the %3 keeps the best four, %4, "
                  "worth %5 in %6")
            .arg(cardsArg, whole(r.value("count")), cards(r.cardsOf("better")), cards(r.cardsOf("four")),
                 whole(r.value("more")), suitName(r.word("suit")));
    }
    if (r.code == e::kCloseBestFour)
        return tr("throws the %1 and keeps a hand worth %2, where throwing the %3 keeps the best four, %4, "
                  "worth %5 in %6; with the cards still to come the chance of winning differs by %7, "
                  "less than the uncertainty of \u00b1%8")
            .arg(cardsArg, whole(r.value("count")), cards(r.cardsOf("better")), cards(r.cardsOf("four")),
                 whole(r.value("more")), suitName(r.word("suit")), gap(r, "gain"), gap(r, "margin"));
    return tr("another move does better on average");
}

QString ReasonText::canastaSentence(const Reason& r, const QStringList& names) {
    namespace c = core::canasta::reasons;
    const QString cardsArg = cards(r.cardsOf("cards"));
    const int count = static_cast<int>(std::lround(r.value("count")));
    if (r.code == c::kDeclinesPile)
        return tr("leaves the pile of %n card(s) (%1 on top) where taking it does better", nullptr, count)
            .arg(cardsArg);
    if (r.code == c::kTakesPile)
        return cardsArg.isEmpty()
                   ? tr("takes the pile of %n card(s) where drawing does better", nullptr, count)
                   : tr("takes the pile of %n card(s) with %1 where drawing does better", nullptr, count)
                         .arg(cardsArg);
    if (r.code == c::kFeedsPile)
        return tr("discards the %1, which lets %2 take a pile of %n card(s) (risk %3%)", nullptr, count)
            .arg(cardsArg, seatName(r, names), whole(r.value("percent")));
    if (r.code == c::kThrowsWild) {
        if (r.word("freezes") != "yes")
            return tr("throws away the wild card %1 (%n point(s))", nullptr, count).arg(cardsArg);
        const QString safe = cards(r.cardsOf("safe"));
        if (!safe.isEmpty())
            return tr("throws the wild card %1 onto the pile, freezing it and handing %n point(s) to whoever "
                      "takes it, where the black %2 was a safe discard",
                      nullptr, count)
                .arg(cardsArg, safe);
        return tr("throws the wild card %1 onto the pile, freezing it and handing %n point(s) to whoever "
                  "takes it",
                  nullptr, count)
            .arg(cardsArg);
    }
    if (r.code == c::kBreaksPair)
        return tr("throws the %1 from your %n natural cards of that rank", nullptr, count).arg(cardsArg);
    if (r.code == c::kThrowsMeldCard) {
        if (r.word("canasta") == "yes")
            return tr("throws the %1, the seventh card that makes your side's meld a canasta").arg(cardsArg);
        return tr("throws the %1, which fits your side's meld").arg(cardsArg);
    }
    if (r.code == c::kFeedsMeld) {
        const QString rank = QString::fromStdString(r.word("rank"));
        if (r.word("canasta") == "yes")
            return tr("throws the %1, with which %2 can take the pile of %n card(s) and make a canasta of %3",
                      nullptr, count)
                .arg(cardsArg, seatName(r, names), rank);
        return tr("throws the %1, which %2 can add to a meld of %3, taking the pile of %n card(s)", nullptr,
                  count)
            .arg(cardsArg, seatName(r, names), rank);
    }
    if (r.code == c::kWildElsewhere) {
        const QString rank = QString::fromStdString(r.word("rank"));
        const QString target = r.word("canasta") == "yes"
                                   ? tr("your meld of %1, making it a canasta").arg(rank)
                                   : tr("your meld of %1, making it %n card(s)", nullptr, count).arg(rank);
        if (r.find("played"))
            return tr("adds the wild card %1 to your meld of %2 where it belongs on %3")
                .arg(cardsArg, QString::fromStdString(r.word("played")), target);
        return tr("spends the wild card %1 on a new meld, %2, where it belongs on %3")
            .arg(cardsArg, cards(r.cardsOf("meld")), target);
    }
    if (r.code == c::kKeepsHighCard)
        return tr("throws the %1 and keeps the %2, worth %n point(s) against you if the hand ends", nullptr,
                  count)
            .arg(cardsArg, cards(r.cardsOf("better")));
    if (r.code == c::kMissesGoingOut) {
        if (r.word("ask") == "yes") {
            const double margin = r.value("margin");
            return margin > 0 ? tr("plays on where asking your partner and going out ends the hand with your "
                                   "side about %n point(s) ahead",
                                   nullptr, static_cast<int>(std::lround(margin)))
                              : tr("plays on where asking your partner and going out ends the hand before "
                                   "the other side scores more");
        }
        return tr("plays on where laying down %1 takes you out").arg(cardsArg);
    }
    if (r.code == c::kMissesFreeze)
        return tr("lays down the wild card %1 where throwing it freezes the pile of %n card(s) against the "
                  "other side",
                  nullptr, count)
            .arg(cardsArg);
    if (r.code == c::kHoldsBackMeld)
        return tr("keeps %1 in your hand where laying it down does better").arg(cardsArg);
    if (r.code == c::kMeldsEarly) {
        const QString better = cards(r.cardsOf("better"));
        if (better.isEmpty())
            return tr("lays down %1 where keeping it in your hand does better").arg(cardsArg);
        return tr("lays down %1 where discarding the %2 does better").arg(cardsArg, better);
    }
    if (r.code == c::kLetsPartnerOut)
        return tr("lets your partner go out while you hold %n point(s)", nullptr, count);
    if (r.code == c::kStopsPartner)
        return tr("stops your partner from going out (you hold %n point(s))", nullptr, count);
    return tr("another move does better on average");
}

QString ReasonText::holdemRange(const Reason& r, const QStringList& names) {
    const std::string range = r.word("range");
    if (range.empty()) return {};
    const QString name = seatName(r, names);
    const QString classes = QString::fromStdString(range);
    const std::string hands = r.word("hands");
    QString phrase;
    if (range == "any")
        phrase = tr("%1's hands (any two cards)").arg(name);
    else if (hands == "opening")
        phrase = tr("%1's likely opening hands (about %2)").arg(name, classes);
    else if (hands == "raising")
        phrase = tr("%1's likely raising hands (about %2)").arg(name, classes);
    else if (hands == "calling")
        phrase = tr("%1's likely calling hands (about %2)").arg(name, classes);
    else if (hands == "limping")
        phrase = tr("%1's likely limping hands (about %2)").arg(name, classes);
    else if (hands == "all-in")
        phrase = tr("%1's likely all-in hands (about %2)").arg(name, classes);
    else if (hands == "push-fold")
        phrase = tr("%1's push/fold chart hands (about %2)").arg(name, classes);
    else if (hands == "betting")
        phrase = tr("%1's likely betting hands (about %2)").arg(name, classes);
    else if (hands == "checking")
        phrase = tr("%1's likely hands after checking (about %2)").arg(name, classes);
    else
        phrase = tr("the hands %1 would play on (about %2)").arg(name, classes);
    const int others = static_cast<int>(std::lround(r.value("opponents"))) - 1;
    // Two sentences rather than a plural form, so that the English needs no catalogue.
    if (others == 1) phrase = tr("%1 and one other player").arg(phrase);
    if (others > 1) phrase = tr("%1 and %2 other players").arg(phrase).arg(others);
    return phrase;
}

QString ReasonText::holdemSentence(const Reason& r, const QStringList& names) {
    namespace h = core::holdem::reasons;
    const QString equity = whole(r.value("equity"));
    const QString call = whole(r.value("call")), pot = whole(r.value("pot")),
                  needed = whole(r.value("needed"));
    const QString amountArg = whole(r.value("amount")), better = whole(r.value("better"));
    // With the range the equity is taken against, when the reason names it.
    const QString range = holdemRange(r, names);
    if (!range.isEmpty()) {
        // When what a call needs is far from the pot odds, say why: players still to act may raise or call
        // behind, and a hand wins more or less than its share over the streets to come.
        const bool priceDiffers = r.find("price") && std::abs(r.value("needed") - r.value("price")) >= 3.0;
        const int behind = static_cast<int>(std::lround(r.value("behind")));
        const QString price = whole(r.value("price"));
        QString because;
        // Two sentences rather than a plural form, so that the English needs no catalogue.
        if (behind == 1)
            because = tr("the pot odds ask %1%; with one player still to act and the streets to come, a call "
                         "needs %2%")
                          .arg(price, needed);
        else if (behind > 1)
            because = tr("the pot odds ask %1%; with %2 players still to act and the streets to come, a call "
                         "needs %3%")
                          .arg(price)
                          .arg(behind)
                          .arg(needed);
        else if (r.value("needed") > r.value("price"))
            because =
                tr("the pot odds ask %1%; over the streets to come this hand wins less than its share, so "
                   "a call needs %2%")
                    .arg(price, needed);
        else
            because =
                tr("the pot odds ask %1%; over the streets to come this hand wins more than its share, so "
                   "a call needs only %2%")
                    .arg(price, needed);
        if (r.code == h::kCallsWithoutOdds)
            return priceDiffers ? tr("calls %1 into %2 against %3: %4% equity; %5")
                                      .arg(call, pot, range, equity, because)
                                : tr("calls %1 into %2 against %3: %4% equity; the price needs %5%")
                                      .arg(call, pot, range, equity, needed);
        if (r.code == h::kFoldsWithOdds)
            return priceDiffers ? tr("folds to %1 into %2 against %3: %4% equity; %5")
                                      .arg(call, pot, range, equity, because)
                                : tr("folds to %1 into %2 against %3: %4% equity; the price needs only %5%")
                                      .arg(call, pot, range, equity, needed);
        if (r.code == h::kFoldsStrong)
            return tr("folds with %1% equity against %2 where raising does better").arg(equity, range);
        if (r.code == h::kBetsWithoutEquity)
            return tr("bets %1 against %2: %3% equity against the hands that call, who fold only %4% of the "
                      "time")
                .arg(amountArg, range, equity, whole(r.value("fold")));
        if (r.code == h::kMissesValue)
            return r.word("action") == "call"
                       ? tr("calls with %1% equity against %2 where raising to %3 earns more")
                             .arg(equity, range, amountArg)
                       : tr("checks with %1% equity against %2 where a bet of %3 earns more")
                             .arg(equity, range, amountArg);
    }
    if (r.code == h::kCallsWithoutOdds)
        return tr("calls %1 into %2 with %3% equity: the price needs %4%").arg(call, pot, equity, needed);
    if (r.code == h::kFoldsWithOdds)
        return tr("folds to %1 into %2 with %3% equity: the price needs only %4%")
            .arg(call, pot, equity, needed);
    if (r.code == h::kFoldsStrong) return tr("folds with %1% equity where raising does better").arg(equity);
    if (r.code == h::kBetsWithoutEquity)
        return tr("bets %1 with %2% equity against the hands that call, and they fold only %3% of the time")
            .arg(amountArg, equity, whole(r.value("fold")));
    if (r.code == h::kMissesValue)
        return r.word("action") == "call"
                   ? tr("calls with %1% equity where raising to %2 earns more").arg(equity, amountArg)
                   : tr("checks with %1% equity where a bet of %2 earns more").arg(equity, amountArg);
    if (r.code == h::kBetsTooBig)
        return tr("bets %1 where a smaller bet of %2 earns more").arg(amountArg, better);
    if (r.code == h::kBetsTooSmall)
        return tr("bets %1 where a bigger bet of %2 earns more").arg(amountArg, better);
    return tr("another move does better on average");
}
