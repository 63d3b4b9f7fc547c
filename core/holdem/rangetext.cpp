#include "holdem/rangetext.h"

#include "cards/card.h"

#include <cstdio>
#include <vector>

namespace core::holdem {

namespace {

constexpr double kAlways = 0.995;
constexpr double kNever = 0.005;

// One line of classes, strongest first (pairs AA ... 22, or one high card's suited or offsuit hands from the
// top kicker down), written as runs of classes played always, and single classes played sometimes.
void writeLine(const std::vector<int>& line, const ClassFrequencies& f, std::vector<std::string>& parts) {
    const auto at = [&](std::size_t k) { return f[static_cast<std::size_t>(line[k])]; };
    std::size_t k = 0;
    while (k < line.size()) {
        if (at(k) >= kAlways) {
            std::size_t end = k;
            while (end + 1 < line.size() && at(end + 1) >= kAlways) ++end;
            const std::string first = handClassName(line[k]), last = handClassName(line[end]);
            if (end == k)
                parts.push_back(first);
            else if (k == 0)
                parts.push_back(last + "+");
            else
                parts.push_back(first + "-" + last);
            k = end + 1;
        } else {
            if (at(k) >= kNever) {
                char frequency[16];
                std::snprintf(frequency, sizeof frequency, ":%.2f", at(k));
                parts.push_back(handClassName(line[k]) + frequency);
            }
            ++k;
        }
    }
}

} // namespace

int classOfRanks(int high, int low, bool suited) {
    const auto card = [](int rank, int suit) { return cards::Card::fromId(4 * rank + suit); };
    return handClass(cards::CardSet{card(high, 0), card(low, suited ? 0 : 1)});
}

std::string rangeText(const ClassFrequencies& frequencies) {
    std::vector<std::string> parts;
    std::vector<int> pairs;
    for (int r = 12; r >= 0; --r) pairs.push_back(classOfRanks(r, r, false));
    writeLine(pairs, frequencies, parts);
    for (bool suited : {true, false}) {
        for (int high = 12; high >= 1; --high) {
            std::vector<int> line;
            for (int low = high - 1; low >= 0; --low) line.push_back(classOfRanks(high, low, suited));
            writeLine(line, frequencies, parts);
        }
    }
    std::string out;
    for (const std::string& p : parts) out += (out.empty() ? "" : ", ") + p;
    return out;
}

double rangePercent(const ClassFrequencies& frequencies) {
    double combos = 0;
    for (int c = 0; c < kHandClasses; ++c)
        combos += frequencies[static_cast<std::size_t>(c)] * classCombos(c);
    return 100.0 * combos / 1326.0;
}

} // namespace core::holdem
