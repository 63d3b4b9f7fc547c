#include "replayview.h"

#include "actionbar.h"
#include "animator.h"
#include "cardtheme.h"
#include "games/gameregistry.h"
#include "model/coachtext.h"
#include "model/reasontext.h"
#include "tablecontroller.h"
#include "tablescene.h"
#include "tableview.h"

#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

#include <algorithm>

ReplayView::ReplayView(QWidget* parent)
    : QWidget(parent)
    , m_scene(new TableScene(this))
    , m_view(new TableView(m_scene))
    , m_bar(new ActionBar(this))
    , m_title(new QLabel)
    , m_next(new QLabel) {
    m_bar->hide();

    auto* banner = new QWidget;
    banner->setObjectName(QStringLiteral("replayBanner"));
    banner->setStyleSheet(QStringLiteral(
        "#replayBanner { background: #b8862b; }"
        "#replayBanner QLabel { color: #1b1405; }"
        "#replayBanner QPushButton { background: #f1dca6; color: #1b1405; border: 1px solid #6b4e14;"
        " border-radius: 5px; padding: 5px 10px; font-weight: bold; }"
        "#replayBanner QPushButton:hover { background: #fff0c8; }"
        "#replayBanner QPushButton:disabled { background: #c9a555; color: #6b5a35; border-color: #8d6d2a; "
        "}"));
    auto* row = new QHBoxLayout(banner);
    row->setContentsMargins(12, 6, 12, 6);
    auto* texts = new QVBoxLayout;
    texts->setSpacing(0);
    QFont bold = m_title->font();
    bold.setBold(true);
    bold.setPointSizeF(bold.pointSizeF() * 1.15);
    m_title->setFont(bold);
    m_title->setObjectName(QStringLiteral("replayTitle"));
    m_next->setObjectName(QStringLiteral("replayNext"));
    m_next->setTextFormat(Qt::PlainText);
    texts->addWidget(m_title);
    texts->addWidget(m_next);
    row->addLayout(texts, 1);
    m_first = new QPushButton(QStringLiteral("\u21e4"));
    m_back = new QPushButton(QStringLiteral("\u25c0"));
    m_forward = new QPushButton(QStringLiteral("\u25b6"));
    m_last = new QPushButton(QStringLiteral("\u21e5"));
    m_leave = new QPushButton;
    m_leave->setObjectName(QStringLiteral("backToGame"));
    for (QPushButton* b : {m_first, m_back, m_forward, m_last, m_leave}) {
        b->setFocusPolicy(Qt::NoFocus); // the keys belong to the table
        row->addWidget(b);
    }
    connect(m_first, &QPushButton::clicked, this, [this] { goTo(0); });
    connect(m_back, &QPushButton::clicked, this, [this] { step(-1); });
    connect(m_forward, &QPushButton::clicked, this, [this] { step(1); });
    connect(m_last, &QPushButton::clicked, this, [this] { goTo(moveCount()); });
    connect(m_leave, &QPushButton::clicked, this, &ReplayView::backRequested);

    auto* column = new QVBoxLayout(this);
    column->setContentsMargins(0, 0, 0, 0);
    column->setSpacing(0);
    column->addWidget(banner);
    column->addWidget(m_view, 1);
    m_view->installEventFilter(this);
    connect(m_view, &TableView::resized, this, [this](const QSizeF& size) {
        if (m_controller) m_controller->layout(size);
    });
    retranslate();
}

ReplayView::~ReplayView() {
    close();
}

void ReplayView::close() {
    // The table goes before its session.
    delete m_controller;
    delete m_session;
    m_bar->clear();
}

bool ReplayView::open(const core::game::GameRecord& record, const QList<PlayerInfo>& players, int deal,
                      QString* error) {
    const GameUi* ui = findGameUi(QString::fromStdString(record.game));
    if (!ui || !ui->playable()) {
        if (error) *error = tr("This version cannot show this game.");
        return false;
    }
    // The deal's moves lie between the deal starts (kNextDealMove) around it.
    QList<int> starts{0};
    for (int i = 0; i < int(record.moves.size()); ++i)
        if (record.moves[std::size_t(i)] == core::game::kNextDealMove) starts << i + 1;
    if (deal < 0 || deal >= starts.size()) {
        if (error) *error = tr("The game has no such deal.");
        return false;
    }
    const int begin = starts[deal];
    const int end = deal + 1 < starts.size() ? starts[deal + 1] - 1 : int(record.moves.size());
    // Rebuilt once to the end: whether it holds, who made each move, whether the deal is over.
    const std::unique_ptr<GameSession> probe(ui->makeSession(nullptr));
    probe->setPlayers(players);
    core::game::GameRecord upToEnd = record;
    upToEnd.moves.resize(std::size_t(end));
    if (!probe->load(upToEnd, error)) return false;

    close();
    m_record = record;
    m_players = probe->players();
    m_movers = probe->movers();
    m_deal = deal;
    m_begin = begin;
    m_end = end;
    m_finished = end < int(record.moves.size()) || probe->isDealOver();
    // The table is made before the session has a game, as at the start of a game (it deals on gameStarted).
    m_session = ui->makeSession(this);
    m_session->setPlayers(m_players);
    m_session->setReadOnly(true);
    m_controller = ui->makeTable(m_session, m_scene, {m_bar, nullptr, nullptr}, this);
    m_scene->setController(m_controller);
    m_controller->layout(m_view->viewport()->size());
    m_position = -1;
    goTo(0);
    return true;
}

bool ReplayView::rebuild(int position, QString* error) {
    core::game::GameRecord upTo = m_record;
    upTo.moves.resize(std::size_t(m_begin + position));
    Animator* animator = m_scene->animator();
    const AnimationSpeed speed = animator->speed();
    animator->setSpeed(AnimationSpeed::Off); // a jump is shown at once
    const bool ok = m_session->load(upTo, error);
    animator->setSpeed(speed);
    return ok;
}

void ReplayView::goTo(int position) {
    if (!m_session) return;
    position = std::clamp(position, 0, moveCount());
    if (position == m_position) return;
    // One move on is played on the table as it was; anything else is rebuilt. A replay showing every hand
    // is always rebuilt, so that each hand is drawn from what it holds at that moment.
    const bool oneOn = m_position >= 0 && position == m_position + 1 && !revealsAll();
    if (!oneOn || !m_session->applyMoveText(m_record.moves[std::size_t(m_begin + m_position)]))
        rebuild(position, nullptr);
    m_position = position;
    updateBanner();
    emit positionChanged(m_position);
}

void ReplayView::step(int delta) {
    goTo(m_position + delta);
}

bool ReplayView::setRevealAll(bool reveal) {
    if (!m_session || (reveal && !m_finished)) return false;
    if (m_session->revealsHands() == reveal) return true;
    m_session->setRevealHands(reveal);
    rebuild(m_position, nullptr);
    return true;
}

bool ReplayView::revealsAll() const {
    return m_session && m_session->revealsHands();
}

QString ReplayView::title() const {
    return CoachText::position(m_position + 1, moveCount());
}

QString ReplayView::nextMoveText() const {
    if (!m_session) return {};
    if (m_position >= moveCount()) {
        if (!m_finished) return tr("The game went on from here.");
        return gameWords(QString::fromStdString(m_record.game)).deal == GameWords::Deal::Deal
                   ? tr("The deal is over.")
                   : tr("The hand is over.");
    }
    const int index = m_begin + m_position;
    const int seat = m_movers.value(index, -1);
    const QString game = QString::fromStdString(m_record.game);
    const QString move = ReasonText::move(game, QString::fromStdString(m_record.moves[std::size_t(index)]));
    const QString name = seat == 0                             ? tr("You")
                         : seat > 0 && seat < m_players.size() ? m_players[seat].name
                                                               : tr("Player %1").arg(seat + 1);
    return tr("Next: %1 \u2014 %2").arg(name, move);
}

void ReplayView::updateBanner() {
    m_title->setText(title());
    m_next->setText(nextMoveText());
    m_first->setEnabled(m_position > 0);
    m_back->setEnabled(m_position > 0);
    m_forward->setEnabled(m_position < moveCount());
    m_last->setEnabled(m_position < moveCount());
}

void ReplayView::setAnimationSpeed(AnimationSpeed speed) {
    m_scene->animator()->setSpeed(speed);
}

void ReplayView::setTheme(const CardThemeInfo& theme) {
    if (m_scene->theme()->theme().id == theme.id) return;
    m_scene->theme()->setTheme(theme);
    if (m_controller) m_controller->layout(m_view->viewport()->size());
}

void ReplayView::retranslate() {
    m_first->setToolTip(tr("The start of the deal (Home)"));
    m_back->setToolTip(tr("One move back (Left)"));
    m_forward->setToolTip(tr("One move on (Right)"));
    m_last->setToolTip(tr("The end of the deal (End)"));
    m_leave->setText(tr("Back to the game"));
    m_leave->setToolTip(tr("Leave the replay and play on (Esc)"));
    if (m_controller) m_controller->retranslate();
    if (m_session) updateBanner();
}

bool ReplayView::eventFilter(QObject* watched, QEvent* event) {
    if (watched == m_view && event->type() == QEvent::KeyPress) {
        switch (static_cast<QKeyEvent*>(event)->key()) {
        case Qt::Key_Left:
            step(-1);
            return true;
        case Qt::Key_Right:
            step(1);
            return true;
        case Qt::Key_Home:
            goTo(0);
            return true;
        case Qt::Key_End:
            goTo(moveCount());
            return true;
        case Qt::Key_Escape:
            emit backRequested();
            return true;
        default:
            break;
        }
    }
    return QWidget::eventFilter(watched, event);
}
