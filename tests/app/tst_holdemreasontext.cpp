// The Hold'em coach's sentences name the range an equity is taken against: the opponent, what its range did
// and its classes, the other players counted in a multiway pot, and a player who may hold any two cards; a
// reason without a range reads as before.
#include "holdem/review.h"
#include "model/languagemanager.h"
#include "model/reasontext.h"

#include <QTest>

using core::game::Reason;
namespace reasons = core::holdem::reasons;

namespace {

const QStringList kNames{QStringLiteral("Kamu"), QStringLiteral("Sari"), QStringLiteral("Budi"),
                         QStringLiteral("Agus")};

Reason priced(std::string_view code, const char* hands, const char* range, int opponents) {
    Reason r(code);
    r.withAmount("call", 6)
        .withAmount("pot", 9)
        .withPercent("equity", 38.4)
        .withPercent("needed", 40.2)
        .withSeat("seat", 2)
        .withWord("hands", hands)
        .withWord("range", range)
        .withCount("opponents", opponents);
    return r;
}

} // namespace

class TestHoldemReasonText : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QVERIFY(m_languages.setLanguage(QStringLiteral("en"))); }

    void sentencesNameTheRange() {
        QCOMPARE(
            ReasonText::sentence(
                priced(reasons::kCallsWithoutOdds, "raising", "22+, A2s+, KTs+, QJs, AJo+", 1), kNames),
            QStringLiteral("calls 6 into 9 against Budi's likely raising hands (about 22+, A2s+, KTs+, QJs, "
                           "AJo+): 38% equity; the price needs 40%"));
        QCOMPARE(
            ReasonText::sentence(priced(reasons::kFoldsWithOdds, "opening", "66+, ATs+, AQo+", 3), kNames),
            QStringLiteral(
                "folds to 6 into 9 against Budi's likely opening hands (about 66+, ATs+, AQo+) and 2 "
                "other players: 38% equity; the price needs only 40%"));
        QCOMPARE(ReasonText::sentence(priced(reasons::kFoldsStrong, "push-fold", "22+, A2s+", 1), kNames),
                 QStringLiteral(
                     "folds with 38% equity against Budi's push/fold chart hands (about 22+, A2s+) where "
                     "raising does better"));
        Reason value = priced(reasons::kMissesValue, "betting", "any", 1);
        value.withWord("action", "call").withAmount("amount", 30);
        QCOMPARE(
            ReasonText::sentence(value, kNames),
            QStringLiteral("calls with 38% equity against Budi's hands (any two cards) where raising to 30 "
                           "earns more"));
        Reason bet = priced(reasons::kBetsWithoutEquity, "checking", "K9s, K9o", 1);
        bet.withAmount("amount", 120).withPercent("fold", 18);
        QCOMPARE(
            ReasonText::sentence(bet, kNames),
            QStringLiteral("bets 120 against Budi's likely hands after checking (about K9s, K9o): 38% equity "
                           "against the hands that call, who fold only 18% of the time"));
        Reason check = priced(reasons::kMissesValue, "blind", "any two", 2);
        check.withWord("action", "check").withAmount("amount", 8);
        QCOMPARE(ReasonText::sentence(check, kNames),
                 QStringLiteral(
                     "checks with 38% equity against the hands Budi would play on (about any two) and one "
                     "other player where a bet of 8 earns more"));
    }

    // What a call needs differs from the pot odds when players are still to act or streets are to come: the
    // sentence gives both figures and says why; within 3 points it gives the one figure, as above.
    void aNeedFarFromThePotOddsSaysWhy() {
        Reason limp = priced(reasons::kCallsWithoutOdds, "any", "any", 4);
        limp.args.clear();
        limp.withAmount("call", 2)
            .withAmount("pot", 3)
            .withPercent("equity", 52.3)
            .withPercent("needed", 63.8)
            .withPercent("price", 40.0)
            .withCount("behind", 4)
            .withSeat("seat", 1)
            .withWord("range", "any")
            .withCount("opponents", 4);
        QCOMPARE(
            ReasonText::sentence(limp, kNames),
            QStringLiteral("calls 2 into 3 against Sari's hands (any two cards) and 3 other players: 52% "
                           "equity; the pot odds ask 40%; with 4 players still to act and the streets to "
                           "come, a call needs 64%"));
        Reason one = priced(reasons::kFoldsWithOdds, "opening", "66+, ATs+, AQo+", 1);
        one.withPercent("price", 34.0).withCount("behind", 1);
        QCOMPARE(
            ReasonText::sentence(one, kNames),
            QStringLiteral("folds to 6 into 9 against Budi's likely opening hands (about 66+, ATs+, AQo+): "
                           "38% equity; the pot odds ask 34%; with one player still to act and the streets "
                           "to come, a call needs 40%"));
        Reason river = priced(reasons::kCallsWithoutOdds, "betting", "TT+", 1);
        river.withPercent("price", 45.0).withCount("behind", 0);
        QCOMPARE(
            ReasonText::sentence(river, kNames),
            QStringLiteral("calls 6 into 9 against Budi's likely betting hands (about TT+): 38% equity; the "
                           "pot odds ask 45%; over the streets to come this hand wins more than its share, "
                           "so a call needs only 40%"));
        Reason close = priced(reasons::kCallsWithoutOdds, "betting", "TT+", 1);
        close.withPercent("price", 38.0).withCount("behind", 2);
        QVERIFY(ReasonText::sentence(close, kNames).endsWith(QStringLiteral("the price needs 40%")));
    }

    void withoutARangeAsBefore() {
        QCOMPARE(ReasonText::sentence(Reason(reasons::kCallsWithoutOdds)
                                          .withAmount("call", 40)
                                          .withAmount("pot", 100)
                                          .withPercent("equity", 18.2)
                                          .withPercent("needed", 28.6),
                                      kNames),
                 QStringLiteral("calls 40 into 100 with 18% equity: the price needs 29%"));
    }

private:
    LanguageManager m_languages;
};

QTEST_MAIN(TestHoldemReasonText)
#include "tst_holdemreasontext.moc"
