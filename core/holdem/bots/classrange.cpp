#include "holdem/bots/classrange.h"

#include "holdem/rangetext.h"

#include <algorithm>
#include <stdexcept>
#include <string>

namespace core::holdem {

namespace {

// "23456789TJQKA": rank index 0 (two) to 12 (ace), or -1.
int rankOf(char c) {
    static constexpr std::string_view kRanks = "23456789TJQKA";
    const std::size_t at = kRanks.find(c);
    return at == std::string_view::npos ? -1 : static_cast<int>(at);
}

// One class written "AKs", "AKo", "AK" or "77": its ranks and kind ('s', 'o', 'b' for both, 'p' a pair).
struct Named {
    int high = -1;
    int low = -1;
    char kind = 'b';
};

Named readClass(std::string_view token, std::string_view whole) {
    const auto bad = [&] { return std::invalid_argument("bad range: " + std::string(whole)); };
    if (token.size() < 2 || token.size() > 3) throw bad();
    Named n{rankOf(token[0]), rankOf(token[1]), 'b'};
    if (n.high < 0 || n.low < 0 || n.high < n.low) throw bad();
    if (n.high == n.low) {
        if (token.size() != 2) throw bad();
        n.kind = 'p';
    } else if (token.size() == 3) {
        if (token[2] != 's' && token[2] != 'o') throw bad();
        n.kind = token[2];
    }
    return n;
}

void add(ClassSet& set, int high, int low, char kind) {
    if (kind != 's') set.set(static_cast<std::size_t>(classOfRanks(high, low, false))); // a pair, or offsuit
    if (kind == 's' || kind == 'b') set.set(static_cast<std::size_t>(classOfRanks(high, low, true)));
}

std::string_view trim(std::string_view s) {
    while (!s.empty() && s.front() == ' ') s.remove_prefix(1);
    while (!s.empty() && s.back() == ' ') s.remove_suffix(1);
    return s;
}

// One token: a class, a run ("A2s+", "77+") or a span ("K9s-K5s", "99-66").
void addToken(ClassSet& set, std::string_view token, std::string_view text) {
    if (token.back() == '+') {
        const Named n = readClass(token.substr(0, token.size() - 1), text);
        if (n.kind == 'p') {
            for (int r = n.low; r <= 12; ++r) add(set, r, r, 'p');
        } else {
            for (int low = n.low; low < n.high; ++low) add(set, n.high, low, n.kind);
        }
        return;
    }
    const std::size_t dash = token.find('-');
    if (dash == std::string_view::npos) {
        const Named n = readClass(token, text);
        add(set, n.high, n.low, n.kind);
        return;
    }
    const Named a = readClass(trim(token.substr(0, dash)), text);
    const Named b = readClass(trim(token.substr(dash + 1)), text);
    if (a.kind != b.kind || (a.kind != 'p' && a.high != b.high))
        throw std::invalid_argument("bad range: " + std::string(text));
    const int from = std::min(a.low, b.low), to = std::max(a.low, b.low);
    for (int r = from; r <= to; ++r) add(set, a.kind == 'p' ? r : a.high, r, a.kind);
}

} // namespace

ClassSet parseClassRange(std::string_view text) {
    ClassSet set;
    if (trim(text).empty()) return set;
    std::size_t start = 0;
    while (true) {
        const std::size_t comma = text.find(',', start);
        const std::string_view token = trim(
            text.substr(start, comma == std::string_view::npos ? std::string_view::npos : comma - start));
        if (token.empty()) throw std::invalid_argument("bad range: " + std::string(text));
        addToken(set, token, text);
        if (comma == std::string_view::npos) break;
        start = comma + 1;
    }
    return set;
}

double rangeShare(const ClassSet& range) {
    int combos = 0;
    for (int c = 0; c < kHandClasses; ++c)
        if (range.test(static_cast<std::size_t>(c))) combos += classCombos(c);
    return combos / 1326.0;
}

} // namespace core::holdem
