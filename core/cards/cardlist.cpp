#include "cards/cardlist.h"

namespace core::cards {

CardListParse parseCardList(std::string_view text, Duplicates duplicates) {
    CardListParse result;
    CardSet seen;
    std::size_t i = 0;
    const auto isSeparator = [](char c) {
        return c == ',' || c == ' ' || c == '\t' || c == '\n' || c == '\r';
    };
    while (i < text.size()) {
        while (i < text.size() && isSeparator(text[i])) ++i;
        std::size_t end = i;
        while (end < text.size() && !isSeparator(text[end])) ++end;
        if (end == i) break;
        const std::string_view token = text.substr(i, end - i);
        i = end;
        const Card::Parsed parsed = Card::parse(token);
        if (!parsed.card) {
            result.error = parsed.error;
            result.badToken = std::string(token);
            return result;
        }
        if (duplicates == Duplicates::Refuse && seen.contains(*parsed.card)) {
            result.duplicate = true;
            result.badToken = parsed.card->toString();
            return result;
        }
        seen.add(*parsed.card);
        result.cards.push_back(*parsed.card);
    }
    return result;
}

namespace {
template <class Range, class Format>
std::string join(const Range& cards, Format format) {
    std::string out;
    for (Card c : cards) {
        if (!out.empty()) out += ' ';
        out += format(c);
    }
    return out;
}
} // namespace

std::string formatCards(const CardList& cards) {
    return join(cards, [](Card c) { return c.toString(); });
}
std::string formatCards(CardSet cards) {
    return join(cards, [](Card c) { return c.toString(); });
}
std::string prettyCards(const CardList& cards) {
    return join(cards, [](Card c) { return c.toPretty(); });
}

} // namespace core::cards
