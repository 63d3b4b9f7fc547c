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
