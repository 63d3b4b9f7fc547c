#include "game/review.h"

#include <algorithm>
#include <cmath>

namespace core::game {

std::string_view unitId(ReviewUnit unit) {
    switch (unit) {
    case ReviewUnit::Points:
        return "points";
    case ReviewUnit::Score:
        return "score";
    case ReviewUnit::BigBlinds:
        return "bb";
    }
    return "points";
}

namespace {

ReasonArg arg(std::string_view name, ReasonArg::Type type, double value = 0) {
    ReasonArg a;
    a.name = std::string(name);
    a.type = type;
    a.value = value;
    return a;
}

} // namespace

Reason& Reason::withCards(std::string_view name, cards::CardList list) {
    args.push_back(arg(name, ReasonArg::Type::Cards));
    args.back().cards = std::move(list);
    return *this;
}

Reason& Reason::withCount(std::string_view name, double count) {
    args.push_back(arg(name, ReasonArg::Type::Count, count));
    return *this;
}

Reason& Reason::withAmount(std::string_view name, double amount) {
    args.push_back(arg(name, ReasonArg::Type::Amount, amount));
    return *this;
}

Reason& Reason::withPercent(std::string_view name, double percent) {
    args.push_back(arg(name, ReasonArg::Type::Percent, percent));
    return *this;
}

Reason& Reason::withSeat(std::string_view name, Seat seat) {
    args.push_back(arg(name, ReasonArg::Type::Player, seat));
    return *this;
}

Reason& Reason::withWord(std::string_view name, std::string_view word) {
    args.push_back(arg(name, ReasonArg::Type::Word));
    args.back().word = std::string(word);
    return *this;
}

const ReasonArg* Reason::find(std::string_view name) const {
    for (const ReasonArg& a : args)
        if (a.name == name) return &a;
    return nullptr;
}

double Reason::value(std::string_view name) const {
    const ReasonArg* a = find(name);
    return a ? a->value : 0.0;
}

cards::CardList Reason::cardsOf(std::string_view name) const {
    const ReasonArg* a = find(name);
    return a ? a->cards : cards::CardList{};
}

std::string Reason::word(std::string_view name) const {
    const ReasonArg* a = find(name);
    return a ? a->word : std::string();
}

std::string Reason::toString() const {
    std::string out = code;
    if (args.empty()) return out;
    out += '(';
    for (std::size_t i = 0; i < args.size(); ++i) {
        const ReasonArg& a = args[i];
        if (i) out += ", ";
        out += a.name + '=';
        switch (a.type) {
        case ReasonArg::Type::Cards:
            out += cards::formatCards(a.cards);
            break;
        case ReasonArg::Type::Word:
            out += a.word;
            break;
        case ReasonArg::Type::Player:
        case ReasonArg::Type::Count:
            out += std::to_string(std::lround(a.value));
            break;
        case ReasonArg::Type::Amount:
        case ReasonArg::Type::Percent: {
            const long tenths = std::lround(a.value * 10);
            out += std::to_string(tenths / 10) + '.' + std::to_string(std::labs(tenths % 10));
            break;
        }
        }
    }
    return out + ')';
}

double DealReview::totalCost() const {
    double total = 0;
    for (const DecisionReview& d : decisions) total += d.cost;
    return total;
}

std::string describe(const ReviewError& error) {
    using Kind = ReviewError::Kind;
    switch (error.kind) {
    case Kind::UnknownGame:
        return "the record is for an unknown game '" + error.detail + "'";
    case Kind::Replay:
        return "the record cannot be replayed: " + error.detail;
    case Kind::SeatOutOfRange:
        return "there is no seat " + error.detail + " at this table";
    case Kind::NoSuchDeal:
        return "the record has no deal " + error.detail;
    case Kind::NotToAct:
        return "seat " + error.detail + " is not to act";
    case Kind::Cancelled:
        return "the review was cancelled";
    }
    return "review error";
}

namespace {

/// FNV-1a, then SplitMix64's finaliser so nearby inputs give unrelated seeds.
struct Hasher {
    std::uint64_t h = 0xcbf29ce484222325ULL;
    void byte(unsigned char b) {
        h ^= b;
        h *= 0x100000001b3ULL;
    }
    void text(std::string_view s) {
        for (char c : s) byte(static_cast<unsigned char>(c));
        byte(0);
    }
    void number(std::uint64_t v) {
        for (int i = 0; i < 8; ++i) byte(static_cast<unsigned char>(v >> (8 * i)));
    }
    std::uint64_t finish() const {
        std::uint64_t z = h + 0x9E3779B97F4A7C15ULL;
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
        return z ^ (z >> 31);
    }
};

} // namespace

std::uint64_t reviewSeed(std::string_view game, Seat seat, int index,
                         const std::vector<std::string>& movesBefore,
                         std::vector<cards::PhysicalCard> knownCards) {
    Hasher h;
    h.text(game);
    h.number(static_cast<std::uint64_t>(seat));
    h.number(static_cast<std::uint64_t>(index));
    for (const std::string& m : movesBefore) h.text(m);
    std::sort(knownCards.begin(), knownCards.end());
    for (cards::PhysicalCard c : knownCards) h.number(c);
    return h.finish();
}

} // namespace core::game
