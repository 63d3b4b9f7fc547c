// Each game's own words, in English and Indonesian: what the coach calls a large cost, how a cost and a
// deal's total are written in the game's unit, what the review, the replay and the statistics call the
// game's deal (each GameUi's words), and the moves whose words are the game's own (a Canasta pass leaves the
// pile, a Capsa play is written as its table writes it).
#include "games/gameregistry.h"
#include "model/coachtext.h"
#include "model/languagemanager.h"
#include "model/reasontext.h"

#include <QTest>

namespace {

QString capsa() {
    return QStringLiteral("capsa");
}
QString canasta() {
    return QStringLiteral("canasta");
}
QString holdem() {
    return QStringLiteral("holdem");
}
QString empatsatu() {
    return QStringLiteral("empatsatu");
}

} // namespace

class TestGameWords : public QObject {
    Q_OBJECT

private slots:
    void everyGameHasItsWords() {
        for (const GameUi& game : gameUis()) {
            QVERIFY2(game.words.reviewOffer && game.words.dealCount && game.words.cost && game.words.total,
                     qPrintable(game.id));
            QVERIFY(game.words.largeCost > 0);
        }
        QCOMPARE(findGameUi(capsa())->words.deal, GameWords::Deal::Deal);
        for (const QString& game : {canasta(), holdem(), empatsatu()})
            QCOMPARE(findGameUi(game)->words.deal, GameWords::Deal::Hand);
        QCOMPARE(findGameUi(capsa())->words.largeCost, 0.5);
        QCOMPARE(findGameUi(canasta())->words.largeCost, 50.0);
        QCOMPARE(findGameUi(holdem())->words.largeCost, 2.0);
        QCOMPARE(findGameUi(empatsatu())->words.largeCost, 0.05);
        // Only Capsa and Canasta write some of their moves their own way.
        QVERIFY(findGameUi(capsa())->words.move && findGameUi(canasta())->words.move);
        QVERIFY(!findGameUi(holdem())->words.move && !findGameUi(empatsatu())->words.move);
        // An id that is no game's gets the first game's words rather than nothing.
        QCOMPARE(&gameWords(QStringLiteral("chess")), &gameUis().first().words);
    }

    void dealWordsInEnglish() {
        LanguageManager languages;
        QVERIFY(languages.setLanguage(QStringLiteral("en")));
        const auto words = [](const QString& game) { return findGameUi(game)->words; };
        QCOMPARE(words(capsa()).reviewOffer(), QStringLiteral("Review this deal"));
        for (const QString& game : {canasta(), holdem(), empatsatu()})
            QCOMPARE(words(game).reviewOffer(), QStringLiteral("Review this hand"));
        QCOMPARE(words(capsa()).dealCount(1), QStringLiteral("1 round"));
        QCOMPARE(words(capsa()).dealCount(8), QStringLiteral("8 rounds"));
        for (const QString& game : {canasta(), holdem(), empatsatu()}) {
            QCOMPARE(words(game).dealCount(1), QStringLiteral("1 hand"));
            QCOMPARE(words(game).dealCount(12), QStringLiteral("12 hands"));
        }
        QCOMPARE(words(holdem()).cost(1.5), QStringLiteral("1.5 bb"));
        QCOMPARE(words(capsa()).total(0.8), QStringLiteral("This deal you gave up \u2248 0.8 Capsa points."));
    }

    void dealWordsInIndonesian() {
        LanguageManager languages;
        QVERIFY(languages.setLanguage(QStringLiteral("id")));
        const auto words = [](const QString& game) { return findGameUi(game)->words; };
        // Each game's own word for a deal: kocokan, babak, putaran, ronde.
        QCOMPARE(words(capsa()).reviewOffer(), QStringLiteral("Tinjau kocokan ini"));
        QCOMPARE(words(canasta()).reviewOffer(), QStringLiteral("Tinjau babak ini"));
        QCOMPARE(words(holdem()).reviewOffer(), QStringLiteral("Tinjau putaran ini"));
        QCOMPARE(words(empatsatu()).reviewOffer(), QStringLiteral("Tinjau ronde ini"));
        QCOMPARE(words(capsa()).dealCount(3), QStringLiteral("3 putaran"));
        QCOMPARE(words(canasta()).dealCount(3), QStringLiteral("3 babak"));
        QCOMPARE(words(holdem()).dealCount(3), QStringLiteral("3 putaran"));
        QCOMPARE(words(empatsatu()).dealCount(3), QStringLiteral("3 ronde"));
        QVERIFY(languages.setLanguage(QStringLiteral("en")));
    }

    void largeCosts() {
        using Size = CoachText::Size;
        for (const QString& game : {capsa(), canasta(), holdem(), empatsatu()})
            QCOMPARE(CoachText::sizeOf(game, 0.0), Size::None);
        QCOMPARE(CoachText::sizeOf(capsa(), 0.49), Size::Small);
        QCOMPARE(CoachText::sizeOf(capsa(), 0.5), Size::Large);
        QCOMPARE(CoachText::sizeOf(canasta(), 49.0), Size::Small);
        QCOMPARE(CoachText::sizeOf(canasta(), 50.0), Size::Large);
        QCOMPARE(CoachText::sizeOf(holdem(), 1.9), Size::Small);
        QCOMPARE(CoachText::sizeOf(holdem(), 2.0), Size::Large);
        QCOMPARE(CoachText::sizeOf(empatsatu(), 0.04), Size::Small);
        QCOMPARE(CoachText::sizeOf(empatsatu(), 0.05), Size::Large);
    }

    void costsInEnglish() {
        LanguageManager languages;
        QVERIFY(languages.setLanguage(QStringLiteral("en")));
        QCOMPARE(CoachText::cost(capsa(), 0.8), QStringLiteral("0.8 points"));
        QCOMPARE(CoachText::cost(capsa(), 0.01), QStringLiteral("0.01 points"));
        QCOMPARE(CoachText::cost(canasta(), 0.3), QStringLiteral("0.3 points"));
        QCOMPARE(CoachText::cost(canasta(), 1.0), QStringLiteral("1 point"));
        QCOMPARE(CoachText::cost(canasta(), 40.4), QStringLiteral("40 points"));
        QCOMPARE(CoachText::cost(holdem(), 1.5), QStringLiteral("1.5 bb"));
        QCOMPARE(CoachText::cost(empatsatu(), 0.123), QStringLiteral("12%"));
    }

    void totalsInEnglish() {
        LanguageManager languages;
        QVERIFY(languages.setLanguage(QStringLiteral("en")));
        QCOMPARE(CoachText::total(capsa(), 1.44),
                 QStringLiteral("This deal you gave up \u2248 1.4 Capsa points."));
        QCOMPARE(CoachText::total(canasta(), 1.0),
                 QStringLiteral("This hand you gave up \u2248 1 Canasta point."));
        QCOMPARE(CoachText::total(canasta(), 120.2),
                 QStringLiteral("This hand you gave up \u2248 120 Canasta points."));
        QCOMPARE(CoachText::total(holdem(), 3.24),
                 QStringLiteral("This hand you gave up \u2248 3.2 big blinds."));
        QCOMPARE(CoachText::total(empatsatu(), 0.07),
                 QStringLiteral("This hand your decisions cost you about 7 percentage points of your chance "
                                "of winning it."));
        const QString dealNothing = QStringLiteral(
            "This deal you gave up nothing: every decision was as good as the best the coach found.");
        const QString handNothing = QStringLiteral(
            "This hand you gave up nothing: every decision was as good as the best the coach found.");
        QCOMPARE(CoachText::total(capsa(), 0.0), dealNothing);
        for (const QString& game : {canasta(), holdem(), empatsatu()})
            QCOMPARE(CoachText::total(game, 0.0), handNothing);
        QCOMPARE(CoachText::nothingToReview(capsa()),
                 QStringLiteral("You had no decision to make in this deal: step through it with the arrow "
                                "keys."));
        for (const QString& game : {canasta(), holdem(), empatsatu()})
            QCOMPARE(CoachText::nothingToReview(game),
                     QStringLiteral("You had no decision to make in this hand: step through it with the "
                                    "arrow keys."));
    }

    void coachWordsInIndonesian() {
        LanguageManager languages;
        QVERIFY(languages.setLanguage(QStringLiteral("id")));
        QCOMPARE(CoachText::cost(capsa(), 0.8), QStringLiteral("0,8 poin"));
        QCOMPARE(CoachText::cost(canasta(), 40.4), QStringLiteral("40 poin"));
        QCOMPARE(CoachText::cost(holdem(), 1.5), QStringLiteral("1,5 bb"));
        QCOMPARE(CoachText::cost(empatsatu(), 0.123), QStringLiteral("12%"));
        QCOMPARE(CoachText::total(capsa(), 1.44),
                 QStringLiteral("Di kocokan ini kamu kehilangan \u2248 1,4 poin Capsa."));
        QCOMPARE(CoachText::total(canasta(), 120.2),
                 QStringLiteral("Di babak ini kamu kehilangan \u2248 120 poin Canasta."));
        QCOMPARE(CoachText::total(holdem(), 3.24),
                 QStringLiteral("Di putaran ini kamu kehilangan \u2248 3,2 big blind."));
        QCOMPARE(
            CoachText::total(empatsatu(), 0.07),
            QStringLiteral("Di ronde ini keputusanmu mengurangi peluangmu menang sekitar 7 poin persen."));
        QCOMPARE(CoachText::total(capsa(), 0.0),
                 QStringLiteral("Di kocokan ini kamu tidak kehilangan apa pun: setiap keputusan sama baiknya "
                                "dengan yang terbaik menurut pelatih."));
        QCOMPARE(
            CoachText::total(holdem(), 0.0),
            QStringLiteral("Kali ini kamu tidak kehilangan apa pun: setiap keputusan sama baiknya dengan "
                           "yang terbaik menurut pelatih."));
        QVERIFY(languages.setLanguage(QStringLiteral("en")));
    }

    void movesInTheGamesOwnWords() {
        LanguageManager languages;
        QVERIFY(languages.setLanguage(QStringLiteral("en")));
        QCOMPARE(ReasonText::move(canasta(), QStringLiteral("pass")), QStringLiteral("leave the pile"));
        QCOMPARE(ReasonText::move(canasta(), QStringLiteral("take")), QStringLiteral("take"));
        QCOMPARE(ReasonText::move(canasta(), QStringLiteral("take 7c 7s")),
                 QStringLiteral("take the pile with 7\u2663 7\u2660"));
        QCOMPARE(ReasonText::move(canasta(), QStringLiteral("stop")), QStringLiteral("end the hand"));
        for (const QString& game : {capsa(), holdem(), empatsatu()}) {
            QCOMPARE(ReasonText::move(game, QStringLiteral("pass")), QStringLiteral("pass"));
            QCOMPARE(ReasonText::move(game, QStringLiteral("take 7c 7s")), QStringLiteral("take"));
            QCOMPARE(ReasonText::move(game, QStringLiteral("stop")), QStringLiteral("stop"));
        }
        // A Capsa straight in the table's order; elsewhere the cards as they were given.
        QCOMPARE(ReasonText::move(capsa(), QStringLiteral("2d 3h 4d 5c Ah")),
                 QStringLiteral("play A\u2665 2\u2666 3\u2665 4\u2666 5\u2663"));
        QCOMPARE(ReasonText::move(empatsatu(), QStringLiteral("2d 3h 4d 5c Ah")),
                 QStringLiteral("play 2\u2666 3\u2665 4\u2666 5\u2663 A\u2665"));
        QVERIFY(languages.setLanguage(QStringLiteral("id")));
        QCOMPARE(ReasonText::move(canasta(), QStringLiteral("pass")), QStringLiteral("biarkan tumpukan"));
        QCOMPARE(ReasonText::move(canasta(), QStringLiteral("take 7c 7s")),
                 QStringLiteral("ambil tumpukan dengan 7\u2663 7\u2660"));
        QCOMPARE(ReasonText::move(canasta(), QStringLiteral("stop")), QStringLiteral("akhiri babak"));
        QCOMPARE(ReasonText::move(holdem(), QStringLiteral("pass")), QStringLiteral("pas"));
        QVERIFY(languages.setLanguage(QStringLiteral("en")));
    }
};

QTEST_MAIN(TestGameWords)
#include "tst_gamewords.moc"
