// The coach's sentences: every reason code the core produces reads as a full sentence in English and in
// Indonesian (no placeholder left, cards with suit symbols, seats by name), the examples of the feature's
// description come out word for word, and every code a real review produces has its sentence.
#include "capsa/combination.h"
#include "capsa/review.h"
#include "capsa/rules.h"
#include "cards/cardlist.h"
#include "games/capsa/capsasession.h"
#include "model/languagemanager.h"
#include "model/reasontext.h"
#include "playdeal.h"
#include "review.h"

#include <QRegularExpression>
#include <QTest>

using core::cards::Card;
using core::game::Reason;

namespace {

core::cards::CardList cards(const char* text) {
    return core::cards::parseCardList(text, core::cards::Duplicates::Allow).cards;
}

/// An example of each code with every parameter its sentence uses.
Reason example(std::string_view code) {
    Reason r(code);
    // "better" is the better move's cards, or in Hold'em its bet.
    if (code.substr(0, 7) == "holdem.")
        r.withAmount("better", 30);
    else
        r.withCards("better", cards("9c"));
    r.withCards("cards", cards("Js"))
        .withCount("count", 2)
        .withCount("more", 5)
        .withCount("from", 21)
        .withCount("to", 30)
        .withSeat("seat", 1)
        .withWord("kind", "straight")
        .withWord("table", "single")
        .withWord("suit", "hearts")
        .withWord("unit", "points")
        .withWord("action", "check")
        .withAmount("gain", 0.8)
        .withAmount("call", 40)
        .withAmount("pot", 100)
        .withPercent("equity", 18)
        .withPercent("needed", 28.6)
        .withPercent("percent", 31)
        .withPercent("fold", 20)
        .withAmount("amount", 60);
    return r;
}

const QStringList kNames{QStringLiteral("Kamu"), QStringLiteral("Sari"), QStringLiteral("Budi"),
                         QStringLiteral("Agus")};

QString sentence(const Reason& r) {
    return ReasonText::sentence(r, kNames);
}

} // namespace

class TestReasonText : public QObject {
    Q_OBJECT
private slots:
    void everyCodeReadsInBothLanguages() {
        LanguageManager languages;
        QStringList english;
        for (const char* language : {"en", "id"}) {
            QVERIFY(languages.setLanguage(QString::fromLatin1(language)));
            const QString fallback = ReasonText::sentence(Reason("no.such-code"));
            QVERIFY(!fallback.isEmpty());
            int i = 0;
            for (std::string_view code : ReasonText::reasonCodes()) {
                const Reason r = example(code);
                const QString text = sentence(r);
                const QString where = QString::fromLatin1(language) + QLatin1Char(' ') +
                                      QString::fromUtf8(code.data(), int(code.size())) +
                                      QStringLiteral(": ") + text;
                QVERIFY2(!text.isEmpty(), qPrintable(where));
                QVERIFY2(text != fallback, qPrintable(where));
                QVERIFY2(!text.contains(QRegularExpression(QStringLiteral("%\\d"))), qPrintable(where));
                QVERIFY2(!text.contains(QStringLiteral("%n")), qPrintable(where));
                if (language == std::string_view("en"))
                    english << text;
                else
                    QVERIFY2(text != english[i], qPrintable(where)); // translated
                ++i;
            }
        }
        QVERIFY(languages.setLanguage(QStringLiteral("en")));
    }

    void theDescriptionsExamples() {
        LanguageManager languages;
        QVERIFY(languages.setLanguage(QStringLiteral("en")));
        QCOMPARE(sentence(Reason(core::capsa::reasons::kBreaksCombination)
                              .withWord("kind", "straight")
                              .withCards("cards", cards("5d 6c 7h 8s 9d"))
                              .withCount("count", 1)
                              .withWord("table", "single")),
                 QStringLiteral("breaks your only straight (5♦ 6♣ 7♥ 8♠ 9♦) to beat a single"));
        QCOMPARE(sentence(Reason("capsa.spends-control").withCards("cards", cards("2s"))),
                 QStringLiteral("spends the 2♠ that would win the lead back"));
        QCOMPARE(sentence(Reason("holdem.calls-without-odds")
                              .withAmount("call", 40)
                              .withAmount("pot", 100)
                              .withPercent("equity", 18.2)
                              .withPercent("needed", 100.0 * 40 / 140)),
                 QStringLiteral("calls 40 into 100 with 18% equity: the price needs 29%"));
        QCOMPARE(sentence(Reason("empatsatu.throws-scoring-suit").withCards("cards", cards("Js"))),
                 QStringLiteral("throws the J♠ from your scoring suit"));
        QCOMPARE(sentence(Reason("canasta.feeds-pile")
                              .withSeat("seat", 1)
                              .withCount("count", 9)
                              .withPercent("percent", 31.4)
                              .withCards("cards", cards("9d"))),
                 QStringLiteral("discards the 9♦, which lets Sari take a pile of 9 cards (risk 31%)"));
        QCOMPARE(sentence(Reason("capsa.passes-near-out")
                              .withSeat("seat", 2)
                              .withCount("count", 1)
                              .withCards("cards", cards("2s"))),
                 QStringLiteral("passes while Budi has 1 card left: 2♠ would keep the lead"));
        QCOMPARE(sentence(Reason("capsa.passes-near-out")
                              .withSeat("seat", 7)
                              .withCount("count", 2)
                              .withCards("cards", cards("2s"))),
                 QStringLiteral("passes while Player 8 has 2 cards left: 2♠ would keep the lead"));

        QVERIFY(languages.setLanguage(QStringLiteral("id")));
        QCOMPARE(sentence(Reason("empatsatu.throws-scoring-suit").withCards("cards", cards("Js"))),
                 QStringLiteral("membuang J♠ dari bunga yang kamu kumpulkan"));
        QCOMPARE(sentence(Reason("canasta.feeds-pile")
                              .withSeat("seat", 1)
                              .withCount("count", 9)
                              .withPercent("percent", 31.4)
                              .withCards("cards", cards("9d"))),
                 QStringLiteral("membuang 9♦, sehingga Sari bisa mengambil tumpukan 9 kartu (risiko 31%)"));
        QCOMPARE(ReasonText::amount(1.46, core::game::ReviewUnit::Points), QStringLiteral("1,5 poin"));
        QVERIFY(languages.setLanguage(QStringLiteral("en")));
        QCOMPARE(ReasonText::amount(1.46, core::game::ReviewUnit::Points), QStringLiteral("1.5 points"));
        QCOMPARE(ReasonText::amount(-0.26, core::game::ReviewUnit::BigBlinds), QStringLiteral("-0.3 bb"));
    }

    // The sentences a strong player would give name the cards and the figure the decision turns on.
    void reasonsNameTheCardsAndTheFigure() {
        LanguageManager languages;
        QVERIFY(languages.setLanguage(QStringLiteral("en")));
        const Reason bestFour = Reason("empatsatu.keeps-worse-card")
                                    .withCards("cards", cards("5d"))
                                    .withCards("better", cards("Ts"))
                                    .withCount("count", 2)
                                    .withCount("more", 7)
                                    .withCards("four", cards("Qc 8c 6h 5d"))
                                    .withWord("suit", "clubs");
        QCOMPARE(sentence(bestFour),
                 QStringLiteral("throws the 5♦ and keeps a hand worth 2, where throwing the "
                                "10♠ keeps the best four, Q♣ 8♣ 6♥ 5♦, worth 7 in clubs"));
        const Reason second = Reason("capsa.misses-place")
                                  .withCards("cards", {})
                                  .withCards("better", cards("Tc Th"))
                                  .withCount("place", 2)
                                  .withWord("how", "out");
        QCOMPARE(sentence(second),
                 QStringLiteral("passes where 10♣ 10♥ takes you out and secures second place"));
        const Reason joker = Reason("canasta.throws-wild")
                                 .withCards("cards", cards("Jk"))
                                 .withCount("count", 50)
                                 .withWord("freezes", "yes")
                                 .withCount("pile", 0)
                                 .withCards("safe", cards("3c"));
        QCOMPARE(sentence(joker), QStringLiteral("throws the wild card Joker onto the pile, freezing it and "
                                                 "handing 50 points to whoever takes it, where the black 3♣ "
                                                 "was a safe discard"));
        const Reason close = Reason("close")
                                 .withAmount("gain", 0.12)
                                 .withAmount("margin", 0.3)
                                 .withCount("worlds", 480)
                                 .withWord("unit", "points");
        QCOMPARE(sentence(close),
                 QStringLiteral("about as good as the best move found: 0.1 points apart over "
                                "480 simulated deals, less than the uncertainty of \u00b10.3 "
                                "points"));

        QVERIFY(languages.setLanguage(QStringLiteral("id")));
        QCOMPARE(sentence(second), QStringLiteral("pas padahal 10♣ 10♥ membuatmu habis dan memastikan urutan "
                                                  "kedua"));
        QCOMPARE(sentence(bestFour),
                 QStringLiteral("membuang 5♦ dan menyisakan kartu senilai 2, padahal dengan "
                                "membuang 10♠ kamu menyimpan empat kartu terbaik, Q♣ 8♣ 6♥ "
                                "5♦, senilai 7 di keriting"));
        for (const Reason& r : {bestFour, second, joker, close}) {
            const QString text = sentence(r);
            QVERIFY2(!text.contains(QLatin1Char('%')), qPrintable(text));
        }
        QVERIFY(languages.setLanguage(QStringLiteral("en")));
    }

    // Amounts of points and cards are plurals through %n in both languages.
    void amountsArePlurals() {
        LanguageManager languages;
        QVERIFY(languages.setLanguage(QStringLiteral("en")));
        const auto feeds = [](int count) {
            return sentence(Reason("canasta.feeds-pile")
                                .withSeat("seat", 3)
                                .withCount("count", count)
                                .withPercent("percent", 12)
                                .withCards("cards", cards("Kh")));
        };
        QCOMPARE(feeds(1),
                 QStringLiteral("discards the K♥, which lets Agus take a pile of 1 card (risk 12%)"));
        QCOMPARE(feeds(4),
                 QStringLiteral("discards the K♥, which lets Agus take a pile of 4 cards (risk 12%)"));
        QCOMPARE(
            sentence(Reason("canasta.throws-wild").withCards("cards", cards("Jk")).withCount("count", 50)),
            QStringLiteral("throws away the wild card Joker (50 points)"));
        QCOMPARE(
            sentence(Reason("canasta.keeps-high-card")
                         .withCards("cards", cards("5c"))
                         .withCards("better", cards("Ad"))
                         .withCount("count", 20)),
            QStringLiteral("throws the 5♣ and keeps the A♦, worth 20 points against you if the hand ends"));
        QCOMPARE(sentence(Reason("canasta.lets-partner-out").withCount("count", 1)),
                 QStringLiteral("lets your partner go out while you hold 1 point"));
        QCOMPARE(sentence(Reason("canasta.stops-partner").withCount("count", 35)),
                 QStringLiteral("stops your partner from going out (you hold 35 points)"));
        QVERIFY(languages.setLanguage(QStringLiteral("id")));
        QCOMPARE(feeds(1),
                 QStringLiteral("membuang K♥, sehingga Agus bisa mengambil tumpukan 1 kartu (risiko 12%)"));
        QCOMPARE(
            sentence(Reason("canasta.throws-wild").withCards("cards", cards("Jk")).withCount("count", 50)),
            QStringLiteral("membuang kartu liar Joker (50 poin)"));
        QCOMPARE(sentence(Reason("canasta.stops-partner").withCount("count", 35)),
                 QStringLiteral("melarang partnermu go-out (kamu memegang 35 poin)"));
        QVERIFY(languages.setLanguage(QStringLiteral("en")));
    }

    void movesForPeople() {
        LanguageManager languages;
        QVERIFY(languages.setLanguage(QStringLiteral("en")));
        QCOMPARE(ReasonText::move(QStringLiteral("capsa"), QStringLiteral("3d 4c 5h 6s 7d")),
                 QStringLiteral("play 3♦ 4♣ 5♥ 6♠ 7♦"));
        QCOMPARE(ReasonText::move(QStringLiteral("capsa"), QStringLiteral("pass")), QStringLiteral("pass"));
        QCOMPARE(ReasonText::move(QStringLiteral("holdem"), QStringLiteral("raise 12")),
                 QStringLiteral("raise to 12"));
        QCOMPARE(ReasonText::move(QStringLiteral("empatsatu"), QStringLiteral("discard Th")),
                 QStringLiteral("discard 10♥"));
        QCOMPARE(ReasonText::move(QStringLiteral("canasta"), QStringLiteral("take 7c Jk")),
                 QStringLiteral("take the pile with 7♣ Joker"));
        QCOMPARE(ReasonText::move(QStringLiteral("canasta"), QStringLiteral("add Jr to 7")),
                 QStringLiteral("add Joker"));
        QVERIFY(languages.setLanguage(QStringLiteral("id")));
        QCOMPARE(ReasonText::move(QStringLiteral("empatsatu"), QStringLiteral("stop")),
                 QStringLiteral("ketuk"));
        QCOMPARE(ReasonText::move(QStringLiteral("capsa"), QStringLiteral("pass")), QStringLiteral("pas"));
        // Each game's word for a hand: Canasta's babak, Empat Satu's ronde.
        QCOMPARE(ReasonText::move(QStringLiteral("canasta"), QStringLiteral("stop")),
                 QStringLiteral("akhiri babak"));
        QCOMPARE(ReasonText::move(QStringLiteral("empatsatu"), QStringLiteral("end")),
                 QStringLiteral("akhiri ronde"));
        QVERIFY(languages.setLanguage(QStringLiteral("en")));
        QCOMPARE(ReasonText::move(QStringLiteral("canasta"), QStringLiteral("stop")),
                 QStringLiteral("end the hand"));
        QCOMPARE(ReasonText::move(QStringLiteral("empatsatu"), QStringLiteral("stop")),
                 QStringLiteral("stop"));
    }

    // Issue: the review wrote A-2-3-4-5 as "2♦ 3♥ 4♦ 5♣ A♥", the table as "A♥ 2♦ 3♥ 4♦ 5♣". Both write a
    // straight in the core's play order, under the rules of the game reviewed.
    void aStraightIsWrittenAsTheTableWritesIt() {
        LanguageManager languages;
        QVERIFY(languages.setLanguage(QStringLiteral("en")));
        QCOMPARE(ReasonText::move(QStringLiteral("capsa"), QStringLiteral("2d 3h 4d 5c Ah")),
                 QStringLiteral("play A♥ 2♦ 3♥ 4♦ 5♣"));
        QCOMPARE(ReasonText::move(QStringLiteral("capsa"), QStringLiteral("Td Jd Qd Kd Ad")),
                 QStringLiteral("play 10♦ J♦ Q♦ K♦ A♦"));
        for (const core::capsa::CapsaRules& rules :
             {core::capsa::CapsaRules::indonesia(), core::capsa::CapsaRules::banting()}) {
            const auto cards = core::cards::parseCardList("2d 3h 4d 5c Ah");
            QVERIFY(cards.ok());
            const core::capsa::CombinationRules combos(rules, false);
            const auto combo = combos.classify(core::cards::CardSet::of(cards.cards));
            QCOMPARE(
                ReasonText::move(QStringLiteral("capsa"), QStringLiteral("2d 3h 4d 5c Ah"), rules.toFlags()),
                QStringLiteral("play ") +
                    QString::fromStdString(core::cards::prettyCards(combos.inPlayOrder(combo))));
            QCOMPARE(
                CapsaSession::describeWithCards(combo, combos).section(QStringLiteral(": "), 1),
                ReasonText::move(QStringLiteral("capsa"), QStringLiteral("2d 3h 4d 5c Ah"), rules.toFlags())
                    .mid(5));
        }
    }

    // The codes real reviews produce all have their sentence (a quick review of a few deals of each game).
    void everyCodeAReviewProducesIsKnown_data() {
        QTest::addColumn<QString>("game");
        QTest::addColumn<QStringList>("seats");
        QTest::newRow("capsa") << "capsa" << QStringList{"easy", "medium", "medium", "medium"};
        QTest::newRow("empatsatu") << "empatsatu" << QStringList{"easy", "easy", "easy", "easy"};
        QTest::newRow("canasta") << "canasta" << QStringList{"easy", "easy", "easy", "easy"};
        QTest::newRow("holdem") << "holdem" << QStringList{"easy", "easy", "easy", "easy", "easy", "easy"};
    }
    void everyCodeAReviewProducesIsKnown() {
        QFETCH(QString, game);
        QFETCH(QStringList, seats);
        std::vector<std::string> levels;
        for (const QString& s : seats) levels.push_back(s.toStdString());
        const auto& known = ReasonText::reasonCodes();
        int decisions = 0;
        for (std::uint64_t seed = 1; seed <= 3; ++seed) {
            const auto played = core::playDeal(game.toStdString(), {}, levels, seed);
            QVERIFY(played.record);
            core::game::ReviewOptions options;
            options.effort = 0.1;
            const auto outcome = core::reviewRecord(*played.record, 0, options);
            QVERIFY(outcome.review);
            for (const auto& d : outcome.review->decisions) {
                ++decisions;
                QVERIFY2(std::find(known.begin(), known.end(), d.reason.code) != known.end(),
                         d.reason.code.c_str());
                QVERIFY(!ReasonText::sentence(d.reason).isEmpty());
            }
        }
        QVERIFY(decisions > 0);
    }
};

QTEST_MAIN(TestReasonText)
#include "tst_reasontext.moc"
