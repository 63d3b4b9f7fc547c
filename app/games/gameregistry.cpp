#include "gameregistry.h"

#include "canasta/canastaodds.h"
#include "canasta/canastasession.h"
#include "canasta/canastatable.h"
#include "canasta/canastawords.h"
#include "capsa/capsaodds.h"
#include "capsa/capsasession.h"
#include "capsa/capsatable.h"
#include "capsa/capsawords.h"
#include "empatsatu/empatsatuodds.h"
#include "empatsatu/empatsatusession.h"
#include "empatsatu/empatsatutable.h"
#include "empatsatu/empatsatuwords.h"
#include "holdem/holdemodds.h"
#include "holdem/holdemsession.h"
#include "holdem/holdemtable.h"
#include "holdem/holdemwords.h"
#include "panels/empatsatuchart.h"
#include "panels/holdemchart.h"

#include <QCoreApplication>

const QList<GameUi>& gameUis() {
    static const QList<GameUi> games = [] {
        QList<GameUi> list;
        GameUi capsa;
        capsa.id = QStringLiteral("capsa");
        capsa.seats = 4;
        capsa.botLevels = {QStringLiteral("easy"), QStringLiteral("medium"), QStringLiteral("hard")};
        capsa.defaultBotLevel = QStringLiteral("medium");
        capsa.makeSession = [](QObject* parent) -> GameSession* { return new CapsaSession(parent); };
        capsa.makeTable = [](GameSession* session, TableScene* scene, const TableWidgets& widgets,
                             QObject* parent) -> TableController* {
            return new CapsaTable(static_cast<CapsaSession*>(session), scene, widgets, parent);
        };
        capsa.makeOdds = [](GameSession* session, QWidget* parent) -> QWidget* {
            return new CapsaOddsView(static_cast<CapsaSession*>(session), parent);
        };
        capsa.words = capsaWords();
        list << capsa;

        GameUi canasta;
        canasta.id = QStringLiteral("canasta");
        canasta.seats = 4;
        canasta.botLevels = {QStringLiteral("easy"), QStringLiteral("hard")};
        canasta.defaultBotLevel = QStringLiteral("easy");
        // Seats beyond these four (the players flag allows two to six) are fitted by the session itself.
        canasta.makeSession = [](QObject* parent) -> GameSession* { return new CanastaSession(parent); };
        canasta.makeTable = [](GameSession* session, TableScene* scene, const TableWidgets& widgets,
                               QObject* parent) -> TableController* {
            return new CanastaTable(static_cast<CanastaSession*>(session), scene, widgets, parent);
        };
        canasta.makeOdds = [](GameSession* session, QWidget* parent) -> QWidget* {
            return new CanastaOddsView(static_cast<CanastaSession*>(session), parent);
        };
        canasta.words = canastaWords();
        list << canasta;

        GameUi holdem;
        holdem.id = QStringLiteral("holdem");
        holdem.seats = 6;
        holdem.botLevels = {QStringLiteral("easy"), QStringLiteral("hard")};
        holdem.defaultBotLevel = QStringLiteral("easy");
        // Seats beyond these six (the players flag allows nine) get bots from the session itself.
        holdem.makeSession = [](QObject* parent) -> GameSession* { return new HoldemSession(parent); };
        holdem.makeTable = [](GameSession* session, TableScene* scene, const TableWidgets& widgets,
                              QObject* parent) -> TableController* {
            return new HoldemTable(static_cast<HoldemSession*>(session), scene, widgets, parent);
        };
        holdem.makeOdds = [](GameSession* session, QWidget* parent) -> QWidget* {
            return new HoldemOddsView(static_cast<HoldemSession*>(session), parent);
        };
        holdem.makeSidePanel = [](GameSession* session, QWidget* parent) -> QWidget* {
            return new HoldemChart(static_cast<HoldemSession*>(session), parent);
        };
        holdem.words = holdemWords();
        list << holdem;

        GameUi empatsatu;
        empatsatu.id = QStringLiteral("empatsatu");
        empatsatu.seats = 4;
        empatsatu.botLevels = {QStringLiteral("easy"), QStringLiteral("hard")};
        empatsatu.defaultBotLevel = QStringLiteral("easy");
        // Seats beyond these four (the players flag allows six) get bots from the session itself.
        empatsatu.makeSession = [](QObject* parent) -> GameSession* { return new EmpatSatuSession(parent); };
        empatsatu.makeTable = [](GameSession* session, TableScene* scene, const TableWidgets& widgets,
                                 QObject* parent) -> TableController* {
            return new EmpatSatuTable(static_cast<EmpatSatuSession*>(session), scene, widgets, parent);
        };
        empatsatu.makeOdds = [](GameSession* session, QWidget* parent) -> QWidget* {
            return new EmpatSatuOddsView(static_cast<EmpatSatuSession*>(session), parent);
        };
        empatsatu.makeSidePanel = [](GameSession* session, QWidget* parent) -> QWidget* {
            return new EmpatSatuChart(static_cast<EmpatSatuSession*>(session), parent);
        };
        empatsatu.words = empatSatuWords();
        list << empatsatu;
        return list;
    }();
    return games;
}

const GameUi* findGameUi(const QString& id) {
    for (const GameUi& g : gameUis())
        if (g.id == id) return &g;
    return nullptr;
}

const GameWords& gameWords(const QString& id) {
    const GameUi* ui = findGameUi(id);
    return ui ? ui->words : gameUis().first().words;
}

QString gameTitle(const QString& id) {
    if (id == QLatin1String("capsa")) return QCoreApplication::translate("GameRegistry", "Capsa");
    if (id == QLatin1String("canasta")) return QCoreApplication::translate("GameRegistry", "Canasta");
    if (id == QLatin1String("holdem")) return QCoreApplication::translate("GameRegistry", "Texas Hold'em");
    if (id == QLatin1String("empatsatu"))
        return QCoreApplication::translate("GameRegistry", "Empat Satu (41)");
    return id;
}

QString botLevelTitle(const QString& level) {
    if (level == QLatin1String("easy")) return QCoreApplication::translate("GameRegistry", "Easy");
    if (level == QLatin1String("medium")) return QCoreApplication::translate("GameRegistry", "Medium");
    if (level == QLatin1String("hard")) return QCoreApplication::translate("GameRegistry", "Hard");
    return level;
}
