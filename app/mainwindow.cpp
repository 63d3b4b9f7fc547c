#include "mainwindow.h"

#include "coach.h"
#include "gamefiles.h"
#include "games.h"
#include "games/gameregistry.h"
#include "model/appsettings.h"
#include "model/languagemanager.h"
#include "model/scoremodel.h"
#include "panels/oddspanel.h"
#include "panels/rulesdialog.h"
#include "panels/scorepanel.h"
#include "table/actionbar.h"
#include "table/announcer.h"
#include "table/cardtheme.h"
#include "table/tablescene.h"
#include "table/tableview.h"

#include <QApplication>
#include <QCloseEvent>
#include <QDateTime>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QInputDialog>
#include <QLabel>
#include <QListWidget>
#include <QMessageBox>
#include <QRandomGenerator>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QStatusBar>
#include <QVBoxLayout>

#include <cmath>

MainWindow::MainWindow(AppSettings* settings, LanguageManager* languages, QWidget* parent)
    : QMainWindow(parent)
    , m_settings(settings)
    , m_languages(languages)
    , m_scene(new TableScene(this))
    , m_view(new TableView(m_scene))
    , m_bar(new ActionBar)
    , m_log(new QListWidget)
    , m_scores(new ScoreModel(this))
    , m_scorePanel(new ScorePanel(m_scores))
    , m_side(new QWidget)
    , m_odds(new OddsPanel)
    , m_files(new GameFiles(this, settings)) {
    auto* central = new QWidget;
    auto* column = new QVBoxLayout(central);
    column->setContentsMargins(0, 0, 0, 0);
    column->setSpacing(0);
    auto* row = new QHBoxLayout;
    row->setSpacing(0);
    auto* tables = new QStackedWidget; // the game's table, or the coach's replay
    tables->addWidget(m_view);
    row->addWidget(tables, 1);
    auto* sideLayout = new QVBoxLayout(m_side);
    sideLayout->setContentsMargins(6, 6, 6, 6);
    // The odds panel, when open, lies above the log: beside the table, so the table keeps all its room.
    sideLayout->addWidget(m_odds);
    m_announcer = new Announcer;
    sideLayout->addWidget(m_announcer);
    sideLayout->addWidget(m_log, 3);
    sideLayout->addWidget(m_scorePanel, 2);
    m_log->setObjectName(QStringLiteral("log"));
    m_log->setWordWrap(true);
    m_log->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_log->setFocusPolicy(Qt::NoFocus);
    m_side->setFixedWidth(250);
    m_side->setObjectName(QStringLiteral("sidePanel"));
    row->addWidget(m_side);
    column->addLayout(row, 1);
    column->addWidget(m_bar);
    setCentralWidget(central);
    // The prompt lives in a permanent widget: the tips of menus and buttons, which Qt shows as temporary
    // status messages, cannot erase it.
    m_prompt = new QLabel;
    m_prompt->setObjectName(QStringLiteral("prompt"));
    m_prompt->setTextFormat(Qt::PlainText);
    m_prompt->setSizePolicy(QSizePolicy::Ignored,
                            QSizePolicy::Preferred); // a long text never widens the window
    m_prompt->setContentsMargins(4, 0, 4, 0);
    statusBar()->addPermanentWidget(m_prompt, 1);
    setWindowIcon(QIcon(QStringLiteral(":/icons/mejakartu.svg")));

    connect(m_view, &TableView::resized, this, [this](const QSizeF& size) {
        if (m_controller) m_controller->layout(size);
    });
    connect(m_scene, &TableScene::dropRefused, this, &MainWindow::showStatus);
    connect(m_odds, &OddsPanel::openChanged, this, &MainWindow::arrangeSide);

    const QString speed =
        m_settings->value(QStringLiteral("view/speed"), QStringLiteral("normal")).toString();
    m_speed = speed == QLatin1String("off")    ? AnimationSpeed::Off
              : speed == QLatin1String("fast") ? AnimationSpeed::Fast
              : speed == QLatin1String("slow") ? AnimationSpeed::Slow
                                               : AnimationSpeed::Normal;
    m_scene->animator()->setSpeed(m_speed);
    const QString themeId =
        m_settings->value(QStringLiteral("view/deck"), CardThemeInfo::builtinId()).toString();
    m_scene->theme()->setFourColour(m_settings->value(QStringLiteral("view/fourColour"), false).toBool());
    for (const CardThemeInfo& t : discoverThemes())
        if (t.id == themeId) m_scene->theme()->setTheme(t);

    createMenus();
    setLargerText(m_settings->value(QStringLiteral("view/largerText"), false).toBool());
    m_files->addRecentMenu(m_gameMenu, m_stats);
    m_coach = new Coach(this, tables, {m_side, m_bar});
    m_coach->addActions(m_gameMenu, m_save);
    m_odds->setVisible(m_settings->value(QStringLiteral("view/odds"), false).toBool());
    m_oddsToggle->setChecked(m_odds->isVisible());
    resize(m_settings->value(QStringLiteral("window/size"), QSize(1280, 820)).toSize());
    retranslateUi();
    if (m_settings->isDamaged())
        showStatus(tr("The settings file %1 could not be read; defaults are used and it is left untouched.")
                       .arg(m_settings->path()));
}

void MainWindow::arrangeSide() {
    // The odds panel, while open, takes the place of the panel under the log (the game's charts or the
    // score sheet): the side column stays short enough for a small window, and the log stays.
    QWidget* lower = m_sidePanel ? m_sidePanel.data() : m_scorePanel;
    lower->setVisible(m_odds->isHidden());
}

MainWindow::~MainWindow() {
    disconnect(m_odds, nullptr, this, nullptr);
    teardown();
}

void MainWindow::teardown() {
    // Views of the session go first, the session last.
    if (m_coach) {
        m_coach->leaveReplay();
        m_coach->watch(nullptr, nullptr);
    }
    m_odds->setContent(nullptr);
    delete m_sidePanel;
    m_scorePanel->show();
    delete m_bots;
    delete m_controller;
    delete m_session;
    m_bar->clear();
}

core::game::FlagValues MainWindow::variantFor(const QString& gameId) const {
    const core::GameInfo* info = core::findGame(gameId.toStdString());
    if (!info) return {};
    const QString saved = m_settings->value(QStringLiteral("variant/%1").arg(gameId)).toString();
    const auto resolved = info->catalog->resolve(saved.toStdString());
    return resolved.error ? info->catalog->defaults() : resolved.values; // a damaged setting falls back
}

void MainWindow::startGame(const QString& gameId, quint64 seed, const core::game::FlagValues& flags) {
    const GameUi* ui = findGameUi(gameId);
    if (!ui || !ui->playable()) return;
    teardown();
    m_gameId = gameId;
    // Ctrl+N starts a new game of the game on the table.
    for (QAction* a : m_newActions)
        a->setShortcut(a->data().toString() == gameId ? QKeySequence(QKeySequence::New) : QKeySequence());
    m_recorded = false;
    m_stake = false;
    m_countedDeal = -1;
    m_settings->setValue(QStringLiteral("game/last"), gameId);
    const core::game::FlagValues chosen = flags.empty() ? variantFor(gameId) : flags;

    m_side->show();

    m_session = ui->makeSession(this);
    const QString level =
        m_settings->value(QStringLiteral("bots/%1").arg(gameId), ui->defaultBotLevel).toString();
    QList<PlayerInfo> players{{tr("You"), QString()}};
    for (const QString& name : GameSession::botNames(ui->seats))
        players << PlayerInfo{name, ui->botLevels.contains(level) ? level : ui->defaultBotLevel};
    m_session->setPlayers(players);
    m_controller = ui->makeTable(m_session, m_scene, {m_bar, m_log, m_scores}, this);
    m_scene->setController(m_controller);
    connect(m_controller, &TableController::message, this, [this](const QString& text) {
        m_tableMessage = text;
        showStatus(text);
    });
    connect(m_session, &GameSession::moveRefused, this, &MainWindow::showStatus);
    connect(m_session, &GameSession::gameStarted, this, [this] {
        // Also when the table starts the next game itself.
        m_recorded = false;
        m_stake = false;
        m_countedDeal = -1;
    });
    connect(m_session, &GameSession::moveApplied, this, [this](int seat) {
        if (seat == m_session->humanSeat() && !m_session->isBotSeat(seat)) m_stake = true;
    });
    connect(m_session, &GameSession::roundOver, this, [this] {
        // Each finished deal counts once (a loaded game's finished deal is not played again).
        if (m_loading || m_session->moveCount() == m_countedDeal) return;
        m_countedDeal = m_session->moveCount();
        const int winner = m_session->dealWinner();
        m_settings->recordDeal(m_gameId, winner < 0 ? -1 : int(winner == m_session->humanSeat()),
                               m_session->players().value(1).bot);
        m_stake = true;
    });
    connect(m_session, &GameSession::gameOver, this, [this] {
        if (m_recorded || m_loading) return;
        m_recorded = true;
        m_settings->recordGame(m_gameId, m_session->gameWinner() == m_session->humanSeat(),
                               m_session->players().value(1).bot);
    });
    m_bots = new BotDriver(m_session, m_scene->animator(), this);
    paceFromSpeed();
    if (ui->makeOdds)
        m_odds->setContent(ui->makeOdds(m_session, m_odds));
    else
        m_odds->setContent(nullptr);
    if (ui->makeSidePanel) { // the game's own panel takes the score sheet's place under the log
        m_sidePanel = ui->makeSidePanel(m_session, m_side);
        auto* column = static_cast<QVBoxLayout*>(m_side->layout());
        column->insertWidget(column->indexOf(m_log) + 1, m_sidePanel, 3);
        m_scorePanel->hide();
    }
    arrangeSide();
    m_files->watch(m_session);
    m_coach->watch(m_session, m_controller);
    m_controller->layout(m_view->viewport()->size());
    m_announcer->watchGame(m_session, m_controller);
    m_session->newGame(seed, chosen);
    m_announcer->watchLog(m_log); // the moves from here on are news
    rebuildVariantMenu();
    rebuildBotMenu();
    retranslateUi();
}

void MainWindow::paceFromSpeed() {
    if (!m_bots) return;
    switch (m_speed) {
    case AnimationSpeed::Off:
        m_bots->setPace(0);
        break;
    case AnimationSpeed::Fast:
        m_bots->setPace(250);
        break;
    case AnimationSpeed::Normal:
        m_bots->setPace(650);
        break;
    case AnimationSpeed::Slow:
        m_bots->setPace(1200);
        break;
    }
}

void MainWindow::setAnimationSpeed(AnimationSpeed speed) {
    m_speed = speed;
    m_scene->animator()->setSpeed(speed);
    paceFromSpeed();
    static const char* const kNames[] = {"off", "fast", "normal", "slow"};
    m_settings->setValue(QStringLiteral("view/speed"), QString::fromLatin1(kNames[int(speed)]));
    for (QAction* a : m_speedActions) a->setChecked(a->data().toInt() == int(speed));
}

void MainWindow::newGame(const QString& gameId) {
    if (!mayLeaveGame(Leaving::NewGame)) return;
    startGame(gameId, QRandomGenerator::global()->bounded(1u, 1000000000u));
}

void MainWindow::restartDeal() {
    if (!m_session) return startGame(m_gameId.isEmpty() ? QStringLiteral("capsa") : m_gameId, 1);
    if (!mayLeaveGame(Leaving::NewGame)) return;
    startGame(m_gameId, m_session->seed(), m_session->flags());
}

void MainWindow::playDealNumber() {
    QInputDialog dialog(this);
    dialog.setInputMode(QInputDialog::IntInput);
    dialog.setWindowTitle(tr("Play deal number"));
    dialog.setLabelText(tr("Deal number (the same number always gives the same cards):"));
    dialog.setIntRange(1, 2000000000);
    dialog.setIntValue(m_session ? int(std::min<quint64>(m_session->seed(), 2000000000)) : 1);
    dialog.setOkButtonText(tr("Play"));
    dialog.setCancelButtonText(tr("Cancel"));
    if (dialog.exec() != QDialog::Accepted || !mayLeaveGame(Leaving::NewGame)) return;
    startGame(m_gameId.isEmpty() ? QStringLiteral("capsa") : m_gameId, quint64(dialog.intValue()));
}

bool MainWindow::saveTo(const QString& path, QString* error) {
    if (!m_session) {
        if (error) *error = tr("There is no game to save.");
        return false;
    }
    return savestore::save(path, {m_session->record(), m_session->players()}, error);
}

bool MainWindow::openFrom(const QString& path, QString* error) {
    SavedGame saved;
    if (!savestore::load(path, &saved, error)) return false;
    const QString game = QString::fromStdString(saved.record.game);
    const GameUi* ui = findGameUi(game);
    if (!ui || !ui->playable()) {
        if (error) *error = tr("The file holds a game this version cannot play.");
        return false;
    }
    // Rebuild in a fresh session first, so a bad file leaves the current game as it is.
    std::unique_ptr<GameSession> probe(ui->makeSession(nullptr));
    if (!probe->load(saved.record, error)) return false;
    startGame(game, saved.record.seed, saved.record.flags);
    if (saved.players.size() == m_session->seatCount()) {
        QList<PlayerInfo> players = saved.players;
        players[0].bot.clear(); // the person plays their own seat
        m_session->setPlayers(players);
    }
    QString ignored;
    m_loading = true; // the deals and the game it holds were counted when they were played
    m_session->load(saved.record, &ignored);
    m_loading = false;
    m_announcer->watchLog(m_log); // the moves of the saved game are not news
    m_announcer->restate();       // nor is anything of the fresh deal the saved game replaced
    m_countedDeal = m_session->moveCount();
    m_recorded = m_session->isGameOver();
    m_stake = m_session->moveCount() > 0;
    return true;
}

QString MainWindow::fileFolder() const {
    const QString last = m_settings->value(QStringLiteral("files/folder")).toString();
    if (!last.isEmpty() && QFileInfo(last).isDir()) return last;
    const QString documents = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    return QFileInfo(documents).isDir() ? documents : QDir::homePath();
}

QString MainWindow::proposedSaveName() const {
    // "Capsa 2025-03-14 19.05.mejakartu": the game and when; no characters file systems refuse.
    QString name = QStringLiteral("%1 %2").arg(
        m_gameId.isEmpty() ? tr("Meja Kartu") : gameTitle(m_gameId),
        QDateTime::currentDateTime().toString(QStringLiteral("yyyy-MM-dd HH.mm")));
    static const QString kRefused = QStringLiteral("/\\:*?\"<>|");
    for (QChar& c : name)
        if (kRefused.contains(c)) c = QLatin1Char('-');
    return name + QStringLiteral(".mejakartu");
}

QString MainWindow::askForFile(bool saving) {
    // Qt 6.4 has no Indonesian for its own dialog buttons: every label is set here.
    QFileDialog dialog(this, saving ? tr("Save game") : tr("Open game"), fileFolder(),
                       tr("Meja Kartu games (*.mejakartu)"));
    dialog.setObjectName(QStringLiteral("fileDialog"));
    dialog.setOption(QFileDialog::DontUseNativeDialog);
    dialog.setAcceptMode(saving ? QFileDialog::AcceptSave : QFileDialog::AcceptOpen);
    dialog.setFileMode(saving ? QFileDialog::AnyFile : QFileDialog::ExistingFile);
    dialog.setDefaultSuffix(QStringLiteral("mejakartu"));
    // Any file can be opened: the content, not the name, says whether it is a saved game.
    if (!saving) dialog.setNameFilters({tr("Meja Kartu games (*.mejakartu)"), tr("All files (*)")});
    dialog.setLabelText(QFileDialog::LookIn, tr("Look in:"));
    dialog.setLabelText(QFileDialog::FileName, tr("File name:"));
    dialog.setLabelText(QFileDialog::FileType, tr("Files of type:"));
    dialog.setLabelText(QFileDialog::Accept, saving ? tr("Save") : tr("Open"));
    dialog.setLabelText(QFileDialog::Reject, tr("Cancel"));
    if (saving) dialog.selectFile(proposedSaveName());
    if (dialog.exec() != QDialog::Accepted || dialog.selectedFiles().isEmpty()) return {};
    const QString path = dialog.selectedFiles().first();
    m_settings->setValue(QStringLiteral("files/folder"), QFileInfo(path).absolutePath());
    return path;
}

void MainWindow::saveGame() {
    const QString path = askForFile(true);
    if (path.isEmpty()) return;
    QString error;
    if (saveTo(path, &error)) {
        showStatus(tr("Saved to %1.").arg(path));
        m_files->remember(path);
    } else
        showStatus(error);
}

void MainWindow::openGame() {
    if (!mayLeaveGame(Leaving::OpenGame)) return;
    const QString path = askForFile(false);
    if (!path.isEmpty()) openChosen(path);
}

void MainWindow::openFile(const QString& path) {
    if (mayLeaveGame(Leaving::OpenGame)) openChosen(path);
}

void MainWindow::openChosen(const QString& path) {
    QString error;
    if (openFrom(path, &error)) {
        showStatus(tr("Opened %1.").arg(path));
        m_files->remember(path);
    } else {
        showOpenError(error, path);
    }
}

void MainWindow::showRules() {
    RulesDialog(m_gameId.isEmpty() ? QStringLiteral("capsa") : m_gameId, m_languages->language(), this)
        .exec();
}

void MainWindow::showAbout() {
    QMessageBox box(
        QMessageBox::Information, tr("About Meja Kartu"),
        tr("<h3>Meja Kartu %1</h3><p>Capsa, Canasta, Texas Hold'em and Empat Satu (41) against computer "
           "players who never peek at your cards.</p><p>Card art: the Meja Kartu deck (CC BY-SA 4.0).</p>")
            .arg(QApplication::applicationVersion()),
        QMessageBox::NoButton, this);
    box.addButton(tr("Close"), QMessageBox::AcceptRole);
    box.exec();
}

void MainWindow::setLanguage(const QString& code) {
    if (m_languages->setLanguage(code)) m_settings->setValue(QStringLiteral("language"), code);
}

void MainWindow::showStatus(const QString& text) {
    if (text.isEmpty()) return;
    m_prompt->setText(text);
    m_prompt->setToolTip(text); // the whole sentence, should the window be too narrow for it
}

QString MainWindow::statusText() const {
    return m_prompt->text();
}

void MainWindow::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        (m_languages->language() == QLatin1String("id") ? m_langId : m_langEn)->setChecked(true);
    }
    QMainWindow::changeEvent(event);
}

void MainWindow::closeEvent(QCloseEvent* event) {
    if (!mayLeaveGame(Leaving::Quit)) {
        event->ignore();
        return;
    }
    m_files->keepNow();
    m_settings->setValue(QStringLiteral("window/size"), size());
    m_settings->sync();
    QMainWindow::closeEvent(event);
}
