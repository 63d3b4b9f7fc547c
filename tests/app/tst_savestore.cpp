// Saved games: the JSON round trip, every kind of damage refused with a reason, and a failed save that leaves
// the earlier file as it was.
#include "model/savestore.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>
#include <sys/resource.h>

namespace {
SavedGame sample() {
    SavedGame g;
    g.record = {"capsa",
                18446744073709551615ULL,
                {{"bombBeatsSingle", "on"}, {"rounds", "8"}},
                {"3d 4c 5h 6s 7d", "pass", "next-deal"}};
    g.players = {{QStringLiteral("Kamu"), QString()}, {QStringLiteral("Budi"), QStringLiteral("hard")}};
    return g;
}
/// The bytes of the file at `path` (empty when it cannot be read).
QByteArray contentsOf(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

} // namespace

class TestSaveStore : public QObject {
    Q_OBJECT
private slots:
    void roundTrip() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("game.mejakartu"));
        QString error;
        QVERIFY2(savestore::save(path, sample(), &error), qPrintable(error));
        SavedGame back;
        QVERIFY2(savestore::load(path, &back, &error), qPrintable(error));
        QVERIFY(back.record == sample().record); // the 64-bit seed survives as text
        QCOMPARE(back.players, sample().players);
    }

    void damagedFilesAreRefused_data() {
        QTest::addColumn<QByteArray>("json");
        QTest::newRow("not JSON") << QByteArray("\x00\x01garbage", 9);
        QTest::newRow("a JSON array") << QByteArray("[1,2,3]");
        QTest::newRow("wrong format")
            << QByteArray(R"({"format":"other","game":"capsa","seed":"1","flags":{},"moves":[]})");
        QTest::newRow("newer version") << QByteArray(
            R"({"format":"mejakartu-save","version":99,"game":"capsa","seed":"1","flags":{},"moves":[]})");
        QTest::newRow("no game") << QByteArray(
            R"({"format":"mejakartu-save","version":1,"seed":"1","flags":{},"moves":[]})");
        QTest::newRow("bad seed") << QByteArray(
            R"({"format":"mejakartu-save","version":1,"game":"capsa","seed":"x","flags":{},"moves":[]})");
        QTest::newRow("flags not an object") << QByteArray(
            R"({"format":"mejakartu-save","version":1,"game":"capsa","seed":"1","flags":3,"moves":[]})");
        QTest::newRow("flag not text") << QByteArray(
            R"({"format":"mejakartu-save","version":1,"game":"capsa","seed":"1","flags":{"a":1},"moves":[]})");
        QTest::newRow("moves not a list") << QByteArray(
            R"({"format":"mejakartu-save","version":1,"game":"capsa","seed":"1","flags":{},"moves":"pass"})");
        QTest::newRow("move not text") << QByteArray(
            R"({"format":"mejakartu-save","version":1,"game":"capsa","seed":"1","flags":{},"moves":[7]})");
        QTest::newRow("cut short") << savestore::toJson(sample()).left(60);
    }
    void damagedFilesAreRefused() {
        QFETCH(QByteArray, json);
        SavedGame out;
        QString error;
        QVERIFY(!savestore::fromJson(json, &out, &error));
        QVERIFY(!error.isEmpty());
    }

    void missingFileIsReported() {
        SavedGame out;
        QString error;
        QVERIFY(!savestore::load(QStringLiteral("/nonexistent/none.mejakartu"), &out, &error));
        QVERIFY(error.contains(QStringLiteral("/nonexistent/none.mejakartu")));
    }

    void failedSaveKeepsTheEarlierFile() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("game.mejakartu"));
        QString error;
        QVERIFY(savestore::save(path, sample(), &error));
        const QByteArray before = contentsOf(path);
        // The directory becomes read-only: QSaveFile cannot write its temporary file, the old file stays
        // whole.
        QFile::setPermissions(dir.path(), QFile::ReadOwner | QFile::ExeOwner);
        SavedGame other = sample();
        other.record.moves.clear();
        const bool saved = savestore::save(path, other, &error);
        QFile::setPermissions(dir.path(), QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
        if (saved) QSKIP("running with permissions that ignore a read-only directory (root)");
        QVERIFY(!error.isEmpty());
        QCOMPARE(contentsOf(path), before);
    }

    // The disk fills up (or a quota is reached) in the middle of writing: the write fails for every user,
    // root included, as the file-size limit makes it here. The earlier file stays whole and no temporary file
    // is left beside it.
    void aSaveThatCannotBeWrittenOutKeepsTheEarlierFile() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("game.mejakartu"));
        QString error;
        QVERIFY(savestore::save(path, sample(), &error));
        const QByteArray before = contentsOf(path);

        SavedGame longer = sample();
        for (int i = 0; i < 200; ++i) longer.record.moves.push_back("pass");
        rlimit old{};
        QCOMPARE(getrlimit(RLIMIT_FSIZE, &old), 0);
        const rlimit small{static_cast<rlim_t>(before.size() / 2), old.rlim_max};
        const auto oldHandler = std::signal(SIGXFSZ, SIG_IGN); // a write past the limit fails with EFBIG
        QCOMPARE(setrlimit(RLIMIT_FSIZE, &small), 0);
        const bool saved = savestore::save(path, longer, &error);
        setrlimit(RLIMIT_FSIZE, &old);
        std::signal(SIGXFSZ, oldHandler);

        QVERIFY(!saved);
        QVERIFY2(error.contains(path), qPrintable(error));
        QCOMPARE(contentsOf(path), before);
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files), QStringList{QStringLiteral("game.mejakartu")});
    }
};

QTEST_GUILESS_MAIN(TestSaveStore)
#include "tst_savestore.moc"
