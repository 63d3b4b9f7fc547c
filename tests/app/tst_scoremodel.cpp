// Score sheet model: rows per deal and a total row, checked by QAbstractItemModelTester.
#include "model/scoremodel.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

class TestScoreModel : public QObject {
    Q_OBJECT
private slots:
    void totalsAndHeaders() {
        ScoreModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model.rowCount(), 0);
        model.setPlayers(
            {QStringLiteral("You"), QStringLiteral("Budi"), QStringLiteral("Sari"), QStringLiteral("Agus")});
        QCOMPARE(model.rowCount(), 1); // the total row
        model.setDeals({{3, 2, 1, 0}, {0, 3, 2, 1}});
        QCOMPARE(model.rowCount(), 3);
        QCOMPARE(model.columnCount(), 4);
        QCOMPARE(model.data(model.index(1, 1), Qt::DisplayRole).toInt(), 3);
        QCOMPARE(model.data(model.index(2, 1), Qt::DisplayRole).toInt(), 5);
        QCOMPARE(model.total(0), 3);
        QCOMPARE(model.headerData(1, Qt::Horizontal, Qt::DisplayRole).toString(), QStringLiteral("Budi"));
        QCOMPARE(model.headerData(0, Qt::Vertical, Qt::DisplayRole).toInt(), 1);
        QCOMPARE(model.headerData(2, Qt::Vertical, Qt::DisplayRole).toString(), QStringLiteral("Total"));
    }

    void theSameScoresResetNothing() {
        // The tables set the sheet at every redraw: a view keeps its place unless a score or a name changed.
        ScoreModel model;
        const QStringList names{QStringLiteral("You"), QStringLiteral("Budi")};
        model.setPlayers(names);
        model.setDeals({{3, 0}});
        QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
        model.setPlayers(names);
        model.setDeals({{3, 0}});
        QCOMPARE(reset.count(), 0);
        model.setDeals({{3, 0}, {1, 2}});
        QCOMPARE(reset.count(), 1);
        QCOMPARE(model.total(1), 2);
    }
};

QTEST_GUILESS_MAIN(TestScoreModel)
#include "tst_scoremodel.moc"
