// Game records: the text form, and rebuilding a game from (game, flags, seed, moves).
#include "game/recordedgame.h"
#include "tinygame.h"

#include <QTest>

using core::game::GameRecord;
using core::game::RecordedGame;
using core::game::ReplayError;
using Error = GameRecord::Parse::Error;

class TestGameRecord : public QObject {
    Q_OBJECT
private slots:
    void textRoundTrip() {
        GameRecord r{"capsa",
                     18446744073709551615ULL,
                     {{"bombBeatsSingle", "on"}, {"rounds", "8"}},
                     {"3d 4c 5h 6s 7d", "pass", "next-deal"}};
        const std::string text = r.toText();
        QVERIFY(text.find("move 3d 4c 5h 6s 7d\n") != std::string::npos);
        const auto back = GameRecord::fromText(text);
        QVERIFY(back.record);
        QVERIFY(*back.record == r);
    }

    void readsCommentsAndBlankLines() {
        const auto p = GameRecord::fromText("# a comment\n\ngame naik\r\nseed 5\n  move pass  \n");
        QVERIFY(p.record);
        QCOMPARE(p.record->game, std::string("naik"));
        QCOMPARE(p.record->seed, std::uint64_t{5});
        QCOMPARE(p.record->moves, std::vector<std::string>{"pass"});
    }

    void refusesDamagedText_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("error");
        QTest::addColumn<int>("line");
        QTest::newRow("no game") << "seed 1\nmove pass\n" << int(Error::MissingGame) << 2;
        QTest::newRow("empty game") << "game\n" << int(Error::MissingGame) << 1;
        QTest::newRow("bad seed") << "game naik\nseed -3\n" << int(Error::BadSeed) << 2;
        QTest::newRow("seed with junk") << "game naik\nseed 12abc\n" << int(Error::BadSeed) << 2;
        QTest::newRow("flag without value") << "game naik\nflag players\n" << int(Error::BadFlag) << 2;
        QTest::newRow("duplicate flag") << "game naik\nflag a=1\nflag a=2\n"
                                        << int(Error::DuplicateFlag) << 3;
        QTest::newRow("unknown keyword") << "game naik\nscore 12\n" << int(Error::UnknownKeyword) << 2;
        QTest::newRow("binary junk") << QString::fromLatin1("\x01\x02\x03") << int(Error::UnknownKeyword)
                                     << 1;
    }
    void refusesDamagedText() {
        QFETCH(QString, text);
        QFETCH(int, error);
        QFETCH(int, line);
        const auto p = GameRecord::fromText(text.toStdString());
        QVERIFY(!p.record);
        QCOMPARE(int(p.error), error);
        QCOMPARE(p.line, line);
    }

    void rebuildsAGame() {
        tiny::Rules rules;
        rules.players = 2;
        RecordedGame<tiny::State> game(rules, 11);
        core::cards::Rng rng(1);
        int moves = 0;
        while (!game.state().isDealOver() && moves < 500) {
            const auto legal = game.state().legalMoves();
            QVERIFY(!game.apply(legal[rng.below(static_cast<std::uint32_t>(legal.size()))]));
            ++moves;
        }
        QVERIFY(game.startNextDeal());
        QVERIFY(!game.apply(game.state().legalMoves().front()));

        const GameRecord record = game.record();
        QCOMPARE(record.game, std::string("naik"));
        QCOMPARE(record.seed, std::uint64_t{11});
        QCOMPARE(record.flags.at("players"), std::string("2"));
        QCOMPARE(int(record.moves.size()), moves + 2);
        QCOMPARE(record.moves[static_cast<std::size_t>(moves)], std::string("next-deal"));

        const auto rebuilt = RecordedGame<tiny::State>::rebuild(record);
        QVERIFY(rebuilt.game);
        QVERIFY(rebuilt.game->state() == game.state());
    }

    void rebuildRefusesBadRecords() {
        using Kind = ReplayError::Kind;
        const auto attempt = [](GameRecord r) { return RecordedGame<tiny::State>::rebuild(r).error; };

        auto e = attempt({"capsa", 1, {}, {}});
        QVERIFY(e && e->kind == Kind::WrongGame);
        e = attempt({"naik", 1, {{"players", "7"}}, {}});
        QVERIFY(e && e->kind == Kind::BadVariant);
        e = attempt({"naik", 1, {}, {"jump"}});
        QVERIFY(e && e->kind == Kind::BadMove && e->moveIndex == 0);
        e = attempt({"naik", 1, {}, {"pass"}}); // the first player leads and must play
        QVERIFY(e && e->kind == Kind::RefusedMove);
        e = attempt({"naik", 1, {}, {"next-deal"}});
        QVERIFY(e && e->kind == Kind::NoNextDeal);
        QVERIFY(!core::game::describe(*e).empty());
    }

    void sameSeedSameDeal() {
        const tiny::State a(tiny::Rules{}, 99), b(tiny::Rules{}, 99), c(tiny::Rules{}, 100);
        QVERIFY(a == b);
        QVERIFY(!(a == c));
    }
};

QTEST_GUILESS_MAIN(TestGameRecord)
#include "tst_gamerecord.moc"
