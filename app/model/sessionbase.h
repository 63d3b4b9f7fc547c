#pragma once
// SessionBase<State>: GameSession for one core game type. It owns a RecordedGame (so every game can be saved
// and rebuilt), applies moves and emits the signals; a game's session derives from it and supplies the bots
// and the translated refusal reasons.

#include "cards/rng.h"
#include "game/bot.h"
#include "game/recordedgame.h"
#include "gamesession.h"

#include <QCoreApplication>

#include <memory>
#include <optional>

template <core::game::GameState S>
class SessionBase : public GameSession {
public:
    using State = S;
    using Move = typename S::Move;
    using Rules = typename S::Rules;
    using Observation = typename S::Observation;
    using Refusal = typename S::Refusal;

    explicit SessionBase(QObject* parent = nullptr) : GameSession(parent) {}

    const S& state() const { return m_game->state(); }
    Observation observation(int seat) const { return state().observation(seat); }
    /// What the person sees; in a replay that reveals every hand, with the others' hidden cards added.
    Observation humanObservation() const {
        Observation o = observation(humanSeat());
        if (revealsHands()) revealHidden(o);
        return o;
    }
    bool hasGame() const override { return m_game.has_value(); }

    QString gameId() const override { return QString::fromUtf8(S::kGameId.data(), int(S::kGameId.size())); }
    int seatCount() const override { return state().seatCount(); }
    int currentSeat() const override { return state().currentSeat(); }
    bool isDealOver() const override { return state().isDealOver(); }
    bool isGameOver() const override { return state().isOver(); }
    int moveCount() const override { return static_cast<int>(m_game->moves().size()); }
    quint64 seed() const override { return m_game->seed(); }
    core::game::FlagValues flags() const override { return state().rules().toFlags(); }
    core::game::GameRecord record() const override { return m_game->record(); }

    void newGame(quint64 seed, const core::game::FlagValues& flags) override {
        if (isReadOnly()) return;
        const Rules rules = rulesFrom(flags);
        fitSeats(rules);
        m_game.emplace(rules, seed);
        announceStart();
    }

    bool load(const core::game::GameRecord& record, QString* error) override {
        const QList<PlayerInfo> before = m_players;
        // Invalid flags are left to the rebuild, which gives the reason.
        if (!Rules::catalog().validate(record.flags)) fitSeats(rulesFrom(record.flags));
        auto rebuilt = core::game::RecordedGame<S>::rebuild(record);
        if (!rebuilt.game) {
            if (error) *error = replayErrorText(*rebuilt.error);
            setPlayers(before); // the current game goes on as it was
            return false;
        }
        m_game.emplace(std::move(*rebuilt.game));
        announceStart();
        return true;
    }

    bool startNextDeal() override {
        if (isReadOnly() || !m_game->startNextDeal()) return false;
        emit dealStarted();
        announceTurn();
        return true;
    }

    /// The person's move. A refusal is reported by moveRefused() and leaves everything as it was.
    std::optional<Refusal> play(const Move& move) {
        if (isReadOnly()) {
            emit moveRefused(readOnlyText());
            return Refusal{};
        }
        const int seat = currentSeat();
        if (auto refusal = m_game->apply(move)) {
            emit moveRefused(refusalText(*refusal, move));
            return refusal;
        }
        announceMove(seat, move);
        return std::nullopt;
    }

    /// Whether the person's move would be accepted now, and why not (translated).
    std::optional<QString> check(const Move& move) const {
        S copy = state();
        if (auto refusal = copy.apply(move)) return refusalText(*refusal, move);
        return std::nullopt;
    }

    std::function<std::string()> botTask(int seat) const override {
        const QString level = botLevel(seat);
        if (level.isEmpty() || seat != currentSeat()) return {};
        auto bot = std::shared_ptr<core::game::Bot<S>>(makeBot(level));
        if (!bot) return {};
        const Observation o = observation(seat);
        const std::uint64_t stream = static_cast<std::uint64_t>(moveCount());
        const std::uint64_t botSeed = m_game->seed() ^ 0xB07B07B07ULL;
        return [bot, o, botSeed, stream] {
            core::cards::Rng rng = core::cards::Rng::forStream(botSeed, stream);
            return bot->chooseMove(o, rng).toString();
        };
    }

    QList<int> movers() const override {
        QList<int> out;
        if (!m_game) return out;
        S s(state().rules(), m_game->seed());
        for (const std::string& text : m_game->moves()) {
            if (text == core::game::kNextDealMove) {
                s.startNextDeal();
                out << -1;
                continue;
            }
            out << s.currentSeat();
            if (const std::optional<Move> move = Move::parse(text)) s.apply(*move);
        }
        return out;
    }

    bool applyMoveText(const std::string& text) override {
        const std::optional<Move> move = Move::parse(text);
        if (!move) return false;
        const int seat = currentSeat();
        if (m_game->apply(*move)) return false;
        announceMove(seat, *move);
        return true;
    }

protected:
    static Rules rulesFrom(const core::game::FlagValues& flags) {
        core::game::FlagValues values = Rules::catalog().defaults();
        for (const auto& [k, v] : flags) values[k] = v;
        return Rules::fromFlags(values);
    }
    /// In games whose rules set the number of players, the seats follow the rules.
    void fitSeats(const Rules& rules) {
        if constexpr (requires { rules.players; }) fitPlayers(rules.players);
    }

    /// The translated reason for a refusal of `move`.

    virtual QString refusalText(Refusal refusal, const Move& move) const = 0;
    /// A new bot of this level, or nullptr.
    virtual std::unique_ptr<core::game::Bot<S>> makeBot(const QString& level) const = 0;
    /// Adds to the person's view `o` the cards the others hold unseen (a replay that reveals every hand).
    virtual void revealHidden(Observation& o) const { Q_UNUSED(o); }

    void announceStart() {
        emit gameStarted();
        announceTurn();
    }
    void announceTurn() {
        if (isDealOver()) {
            emit roundOver();
            if (isGameOver()) emit gameOver();
        } else {
            emit turnChanged(currentSeat());
        }
    }
    void announceMove(int seat, const Move& move) {
        emit moveApplied(seat, QString::fromStdString(move.toString()));
        announceTurn();
    }

    static QString replayErrorText(const core::game::ReplayError& e) {
        using Kind = core::game::ReplayError::Kind;
        switch (e.kind) {
        case Kind::WrongGame:
            return QCoreApplication::translate("GameSession", "The file holds another game.");
        case Kind::BadVariant:
            return QCoreApplication::translate("GameSession", "The file's rule settings are not valid.");
        case Kind::BadMove:
            return QCoreApplication::translate("GameSession", "Move %1 in the file cannot be read.")
                .arg(e.moveIndex + 1);
        case Kind::RefusedMove:
            return QCoreApplication::translate("GameSession",
                                               "Move %1 in the file is not allowed by the rules.")
                .arg(e.moveIndex + 1);
        case Kind::NoNextDeal:
            return QCoreApplication::translate("GameSession", "Move %1 in the file starts a deal too early.")
                .arg(e.moveIndex + 1);
        }
        return {};
    }

    std::optional<core::game::RecordedGame<S>> m_game;
};
