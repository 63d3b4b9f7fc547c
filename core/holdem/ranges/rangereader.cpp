#include "holdem/ranges/rangereader.h"

#include "holdem/bots/handclass.h"
#include "holdem/bots/preflopranges.h"
#include "holdem/pushfold.h"
#include "holdem/ranges/preflopladder.h"

#include <algorithm>
#include <bit>
#include <cmath>

namespace core::holdem {

namespace {

using K = HandEvent::Kind;

bool aggressive(K kind) {
    return kind == K::Bet || kind == K::Raise;
}

const std::array<std::uint8_t, kCombos>& comboClasses() {
    static const std::array<std::uint8_t, kCombos> classes = [] {
        std::array<std::uint8_t, kCombos> out{};
        const auto& combos = allCombos();
        for (std::size_t i = 0; i < out.size(); ++i)
            out[i] = static_cast<std::uint8_t>(handClass(combos[i].cards));
        return out;
    }();
    return classes;
}

// A likelihood never quite reaches zero: a player may always have made a play nobody expects, and a range
// that an unexpected action empties would say nothing.
constexpr float kFloor = 0.005f;

// How much narrower a first raise is for each limper before it (an isolation raise).
constexpr double kIsolation = 0.65;

// The prior chance that a seat without statistics plays any two cards, per loose type.
constexpr double kLooseFloor = 0.0005;

} // namespace

std::string_view rangeLabelId(RangeLabel label) {
    switch (label) {
    case RangeLabel::Blind:
        return "blind";
    case RangeLabel::Opening:
        return "opening";
    case RangeLabel::Limping:
        return "limping";
    case RangeLabel::Calling:
        return "calling";
    case RangeLabel::Raising:
        return "raising";
    case RangeLabel::AllIn:
        return "all-in";
    case RangeLabel::PushFold:
        return "push-fold";
    case RangeLabel::Betting:
        return "betting";
    case RangeLabel::Checking:
        return "checking";
    }
    return "blind";
}

Range SeatRange::mixed(cards::CardSet dead) const {
    Range out = range;
    out.removeCards(dead);
    const auto& combos = allCombos();
    double sum = 0;
    int possible = 0;
    for (std::size_t i = 0; i < out.weight.size(); ++i)
        if (!combos[i].cards.intersects(dead)) {
            sum += out.weight[i];
            ++possible;
        }
    const double mean = possible ? sum / possible : 0.0;
    const double sensible = mean > 0 ? (1.0 - loose) / mean : 0.0;
    const double random = mean > 0 ? loose : 1.0;
    for (std::size_t i = 0; i < out.weight.size(); ++i)
        if (!combos[i].cards.intersects(dead))
            out.weight[i] = static_cast<float>(out.weight[i] * sensible + random);
    return out;
}

RangeReader::RangeReader(const PublicTable& table) : m_table(table) {
    const int dealt = std::popcount(table.dealt);
    for (Seat s = 0; s < table.seats(); ++s) {
        SeatRange& r = m_seats[static_cast<std::size_t>(s)];
        r.seat = s;
        r.live = hasSeat(table.dealt, s);
        if (!r.live) continue;
        r.range = Range::uniform();
        r.tendencies = tendenciesFrom(table.stats[s], dealt);
        m_stationLikely[static_cast<std::size_t>(s)] = 1.0;
        m_maniacLikely[static_cast<std::size_t>(s)] = 1.0;
        m_b.behind[static_cast<std::size_t>(s)] = table.startStack[s];
    }
}

void RangeReader::readLog() {
    for (const HandEvent& e : m_table.log) read(e);
}

double RangeReader::openWidth(const Betting& b, Seat seat) const {
    const int dealt = std::popcount(m_table.dealt);
    const PlayerTendencies& t = m_seats[static_cast<std::size_t>(seat)].tendencies;
    return std::min(1.0, openRangeWidth(playersBehindPreflop(m_table, seat), dealt) * t.openScale *
                             std::pow(kIsolation, b.limpers));
}

bool RangeReader::headsUpPushFold(const Betting& b, Seat seat) const {
    // Only the two blinds left in an unraised pot (heads-up, or everybody else folded), without antes: the
    // push/fold game.
    if (b.street != Street::Preflop) return false;
    int live = 0;
    for (Seat s = 0; s < m_table.seats(); ++s)
        if (m_seats[static_cast<std::size_t>(s)].live) ++live;
    if (live != 2 || m_table.blinds.ante > 0) return false;
    const Seat sb = m_table.smallBlindSeat, bb = m_table.bigBlindSeat;
    if (seat != sb && seat != bb) return false;
    if (!m_seats[static_cast<std::size_t>(sb)].live || !m_seats[static_cast<std::size_t>(bb)].live)
        return false;
    return effectiveStackBigBlinds(m_table, seat) <= kPushFoldMaxStack;
}

Range RangeReader::othersOf(Seat seat) const {
    Range mix;
    for (const SeatRange& r : m_seats) {
        if (!r.live || r.seat == seat) continue;
        const double total = r.range.total();
        if (total <= 0) continue;
        const double scale = 1.0 / total;
        for (std::size_t i = 0; i < mix.weight.size(); ++i)
            mix.weight[i] += static_cast<float>(r.range.weight[i] * scale);
    }
    return mix;
}

ComboShares RangeReader::sharesAgainst(const Betting& b, const Range& range) const {
    if (b.street == Street::Preflop) {
        const auto byClass = preflopSharesAgainst(range);
        const auto& classes = comboClasses();
        ComboShares out;
        for (std::size_t i = 0; i < out.size(); ++i) out[i] = static_cast<float>(byClass[classes[i]]);
        return out;
    }
    return RunoutTable::of(b.board).shareAgainst(range);
}

Facing RangeReader::facingFor(const Betting& b, Seat seat, Seat bettor, int total, bool bettorAllIn,
                              int callers) const {
    const auto s = static_cast<std::size_t>(seat);
    const int toCall = std::max(0, std::min(total - b.bet[s], b.behind[s]));
    Facing f;
    f.preflop = b.street == Street::Preflop;
    // The pot as the seat sees it: everything in, the bet included.
    const int pot =
        b.pot +
        (total > b.level && bettor != game::kNoSeat ? total - b.bet[static_cast<std::size_t>(bettor)] : 0);
    f.price = toCall > 0 ? double(toCall) / (pot + toCall) : 0.0;
    f.closes = bettorAllIn || toCall >= b.behind[s];
    f.canRaise = !f.closes;
    // Facing a re-raise: a new total over a raise already made, or the current one when it is one.
    f.reraised = total > b.level ? b.raises >= 1 : b.raises >= 2;
    // Those already in for the bet: the bettor (counted once, at a new total) and the live seats that match
    // the current level.
    f.players = 1 + callers;
    if (total <= b.level)
        for (const SeatRange& r : m_seats)
            if (r.live && r.seat != seat && r.seat != b.aggressor &&
                b.bet[static_cast<std::size_t>(r.seat)] >= b.level && b.level > 0 &&
                (b.street != Street::Preflop || b.raises > 0))
                ++f.players;
    return f;
}

std::array<float, kCombos> RangeReader::likelihood(const Betting& b, Seat seat, K kind, int total,
                                                   bool allIn) const {
    const SeatRange& me = m_seats[static_cast<std::size_t>(seat)];
    const PlayerTendencies& t = me.tendencies;
    const auto& classes = comboClasses();
    std::array<float, kCombos> out;
    out.fill(1.0f);
    const auto fill = [&](auto&& f) {
        for (std::size_t i = 0; i < out.size(); ++i) out[i] = std::max(kFloor, static_cast<float>(f(i)));
    };
    const int toCall = std::max(0, b.level - b.bet[static_cast<std::size_t>(seat)]);

    if (b.street == Street::Preflop && b.raises == 0) {
        const bool isBigBlind = seat == m_table.bigBlindSeat;
        if (headsUpPushFold(b, seat) && seat == m_table.smallBlindSeat && aggressive(kind) && allIn) {
            const PushFoldChart& chart = pushFoldChart(effectiveStackBigBlinds(m_table, seat));
            fill([&](std::size_t i) { return chart.strategy.push[classes[i]]; });
            return out;
        }
        const double width = openWidth(b, seat);
        const auto ladder = [&](std::size_t i) { return ladderFraction(classes[i]); };
        if (aggressive(kind)) {
            if (allIn) {
                // An all-in over limpers is read as from an unopened pot: it isolates, it does not tighten.
                Betting unopened = b;
                unopened.limpers = 0;
                const double shove =
                    openShoveWidth(openWidth(unopened, seat), effectiveStackBigBlinds(m_table, seat));
                fill([&](std::size_t i) { return openChance(ladder(i), shove); });
            } else {
                fill([&](std::size_t i) { return openChance(ladder(i), width) * (1.0 - t.limpShare); });
            }
        } else if (kind == K::Check && isBigBlind) {
            // The big blind's option: the hands that would raise the limpers mostly do.
            const double raiseWidth = std::min(1.0, 0.12 * t.openScale);
            fill([&](std::size_t i) { return 1.0 - 0.9 * openChance(ladder(i), raiseWidth); });
        } else if (kind == K::Call) {
            fill([&](std::size_t i) { return limpChance(ladder(i), width, t); });
        } else if (kind == K::Fold) {
            fill([&](std::size_t i) {
                return 1.0 - openChance(ladder(i), width) - limpChance(ladder(i), width, t);
            });
        }
        return out;
    }

    if (toCall == 0 && !aggressive(kind) && kind != K::Check) return out;
    if (toCall == 0) {
        // First to bet on a street after the flop (or the big blind's option, handled above).
        const ComboShares& strength = strengthAgainstOthers(b, seat);
        const bool river = b.street == Street::River;
        const double fraction = kind == K::Check ? 0.66 : double(total) / std::max(1, b.pot);
        const BetShape shape = betShape(me.range, strength, fraction, river, t);
        fill([&](std::size_t i) {
            if (strength[i] < 0) return 0.0;
            const double bet = betChance(strength[i], shape);
            return kind == K::Check ? 1.0 - bet : bet;
        });
        return out;
    }

    // Facing a bet or a raise.
    if (b.aggressor == game::kNoSeat && b.street == Street::Preflop) return out;
    const Seat bettor = b.aggressor;
    if (headsUpPushFold(b, seat) && seat == m_table.bigBlindSeat && b.aggressorAllIn && b.raises == 1) {
        const PushFoldChart& chart = pushFoldChart(effectiveStackBigBlinds(m_table, seat));
        fill([&](std::size_t i) {
            const double call = chart.strategy.call[classes[i]];
            return kind == K::Fold ? 1.0 - call : call;
        });
        return out;
    }
    const ComboShares share = sharesAgainst(b, m_seats[static_cast<std::size_t>(bettor)].range);
    Facing f = facingFor(b, seat, bettor, b.level, b.aggressorAllIn);
    if (aggressive(kind)) {
        const int afterCall = b.pot + std::max(0, b.level - b.bet[static_cast<std::size_t>(seat)]);
        f.raiseSize = double(std::max(0, total - b.level)) / std::max(1, afterCall);
    }
    fill([&](std::size_t i) {
        if (share[i] < 0) return 0.0;
        const Response r = respond(share[i], f, t);
        if (aggressive(kind)) return r.raise;
        if (kind == K::Call) return r.goesOn() - r.raise;
        return r.fold;
    });
    (void)allIn;
    return out;
}

std::array<float, kCombos> RangeReader::likelihoodOf(Seat seat, K kind, int total, bool allIn,
                                                     int limps) const {
    Betting b = m_b;
    b.limpers += limps;
    return likelihood(b, seat, kind, total, allIn);
}

Range RangeReader::rangeAfter(Seat bettor, K kind, int total, bool allIn) const {
    Range r = m_seats[static_cast<std::size_t>(bettor)].range;
    r.multiply(likelihood(m_b, bettor, kind, total, allIn));
    return r;
}

RangeReader::Answer RangeReader::answer(Seat seat, Seat bettor, const Range& bettorRange, int total,
                                        bool bettorAllIn, int callers) const {
    Answer a;
    const SeatRange& me = m_seats[static_cast<std::size_t>(seat)];
    const Facing f = facingFor(m_b, seat, bettor, total, bettorAllIn, callers);
    a.price = f.price;
    const auto& classes = comboClasses();
    if (headsUpPushFold(m_b, seat) && seat == m_table.bigBlindSeat && bettorAllIn && m_b.raises == 0 &&
        m_b.street == Street::Preflop) {
        const PushFoldChart& chart = pushFoldChart(effectiveStackBigBlinds(m_table, seat));
        for (std::size_t i = 0; i < a.goesOn.size(); ++i)
            a.goesOn[i] = static_cast<float>(chart.strategy.call[classes[i]]);
        a.share = sharesAgainst(m_b, bettorRange);
        return a;
    }
    a.share = sharesAgainst(m_b, bettorRange);
    const ComboShares& share = a.share;
    for (std::size_t i = 0; i < a.goesOn.size(); ++i) {
        if (share[i] < 0) continue;
        const Response r = respond(share[i], f, me.tendencies);
        a.goesOn[i] = static_cast<float>(r.goesOn());
        a.raises[i] = static_cast<float>(r.raise);
    }
    return a;
}

const ComboShares& RangeReader::strengthAgainstOthers(const Betting& b, Seat seat) const {
    Kept& k = m_kept[static_cast<std::size_t>(seat)];
    if (k.read != m_read) {
        k.shares = sharesAgainst(b, othersOf(seat));
        k.read = m_read;
    }
    return k.shares;
}

void RangeReader::read(const HandEvent& e) {
    ++m_read;
    const auto s = static_cast<std::size_t>(std::max<Seat>(0, e.seat));
    switch (e.kind) {
    case K::PostAnte:
        m_b.pot += e.amount;
        m_b.behind[s] -= e.amount;
        return;
    case K::PostSmallBlind:
    case K::PostBigBlind:
        m_b.bet[s] += e.amount;
        m_b.pot += e.amount;
        m_b.behind[s] -= e.amount;
        m_b.level = std::max(m_b.level, m_b.bet[s]);
        return;
    case K::BoardDealt:
        m_b.street = e.street;
        m_b.bet = {};
        m_b.level = 0;
        m_b.raises = 0;
        m_b.aggressor = game::kNoSeat;
        m_b.aggressorAllIn = false;
        m_b.board |= e.cards;
        for (SeatRange& r : m_seats)
            if (r.live) r.range.removeCards(m_b.board);
        return;
    case K::UncalledReturned:
        m_b.pot -= e.amount;
        m_b.behind[s] += e.amount;
        return;
    default:
        break;
    }
    if (!e.isAction()) return;

    SeatRange& me = m_seats[s];
    const int toCall = std::max(0, m_b.level - m_b.bet[s]);
    me.range.multiply(likelihood(m_b, e.seat, e.kind, e.total, e.allIn));
    ActionContext context;
    context.street = m_b.street;
    context.kind = e.kind;
    context.toCall = toCall;
    m_stationLikely[s] *= typeLikelihood(PlayerType::Station, context);
    m_maniacLikely[s] *= typeLikelihood(PlayerType::Maniac, context);

    const bool preflop = m_b.street == Street::Preflop;
    switch (e.kind) {
    case K::Fold:
        me.live = false;
        break;
    case K::Check:
        me.label = RangeLabel::Checking;
        if (preflop) me.label = RangeLabel::Blind;
        break;
    case K::Call:
        me.label = preflop && m_b.raises == 0 ? RangeLabel::Limping : RangeLabel::Calling;
        if (preflop && m_b.raises == 0) ++m_b.limpers;
        break;
    case K::Bet:
    case K::Raise:
        if (e.allIn)
            me.label =
                headsUpPushFold(m_b, e.seat) && m_b.raises == 0 ? RangeLabel::PushFold : RangeLabel::AllIn;
        else if (preflop)
            me.label = m_b.raises == 0 ? RangeLabel::Opening : RangeLabel::Raising;
        else
            me.label = m_b.raises == 0 ? RangeLabel::Betting : RangeLabel::Raising;
        ++m_b.raises;
        m_b.aggressor = e.seat;
        m_b.aggressorAllIn = e.allIn;
        break;
    default:
        break;
    }
    if (e.kind == K::Call && e.allIn && preflop && m_b.raises == 1 && headsUpPushFold(m_b, e.seat))
        me.label = RangeLabel::PushFold;
    m_b.pot += e.amount;
    m_b.behind[s] -= e.amount;
    if (e.kind == K::Call || aggressive(e.kind)) m_b.bet[s] = e.total;
    m_b.level = std::max(m_b.level, m_b.bet[s]);
}

void RangeReader::finish(Seat observer, cards::CardSet observerHole) {
    const auto& combos = allCombos();
    for (SeatRange& r : m_seats) {
        // Unused entries hold no seat (kNoSeat): no bit of the dealt mask to test.
        if (r.seat == game::kNoSeat || !hasSeat(m_table.dealt, r.seat)) continue;
        const auto s = static_cast<std::size_t>(r.seat);
        // How likely the actions were for a sensible player: the mean weight over the hands it may hold.
        double sum = 0;
        int possible = 0;
        for (std::size_t i = 0; i < r.range.weight.size(); ++i)
            if (!combos[i].cards.intersects(m_b.board)) {
                sum += r.range.weight[i];
                ++possible;
            }
        const double sensible = possible ? sum / possible : 0.0;
        // The loose types' priors above the floor the statistics give every seat (0.04 each): a seat the
        // table has not seen play is read as sensible, one whose statistics say loose as that loose.
        const auto& prior = r.tendencies.typePrior;
        const double station = std::max(0.0, prior[1] - 0.04 + kLooseFloor) * m_stationLikely[s];
        const double maniac = std::max(0.0, prior[2] - 0.04 + kLooseFloor) * m_maniacLikely[s];
        const double all = prior[0] * sensible + station + maniac;
        r.loose = all > 0 ? (station + maniac) / all : 0.0;
        if (r.seat != observer) r.range.removeCards(observerHole);
    }
}

std::array<SeatRange, kMaxSeats> readRanges(const Observation& o) {
    RangeReader reader(o.table);
    reader.readLog();
    reader.finish(o.seat, o.hole);
    std::array<SeatRange, kMaxSeats> out;
    for (Seat s = 0; s < o.table.seats(); ++s) out[static_cast<std::size_t>(s)] = reader.seat(s);
    return out;
}

} // namespace core::holdem
