#include "canasta/move.h"

#include "canasta/meld.h"
#include "cards/cardlist.h"

#include <algorithm>

namespace core::canasta {

namespace {

Move withCards(MoveKind kind, std::uint8_t arg, std::span<const Card> cards) {
    // Melds and takes keep the number of cards given, so that a list too long to store is refused rather than
    // cut short.
    if (kind == MoveKind::Meld || kind == MoveKind::Take)
        arg = static_cast<std::uint8_t>(std::min<std::size_t>(cards.size(), 255));
    Move m{kind, arg, {}};
    const std::size_t n = std::min<std::size_t>(cards.size(), 3);
    std::copy_n(cards.begin(), n, m.cards.begin());
    std::sort(m.cards.begin(), m.cards.end());
    return m;
}

std::string slotName(int slot) {
    return std::string(1, cards::rankChar(static_cast<cards::Rank>(slot + 2)));
}

std::optional<int> parseSlot(std::string_view text) {
    if (text == "10") return static_cast<int>(cards::Rank::Ten) - 2;
    if (text.size() != 1) return std::nullopt;
    // Reuse the card parser: a rank followed by any suit.
    const auto parsed = Card::parse(std::string(text) + "c");
    if (!parsed.card || parsed.card->rank() == cards::Rank::Two) return std::nullopt;
    return parsed.card->rankIndex();
}

} // namespace

Move Move::draw(int count) {
    return Move{MoveKind::Draw, static_cast<std::uint8_t>(count), {}};
}
Move Move::take(std::span<const Card> used) {
    return withCards(MoveKind::Take, 0, used);
}
Move Move::meld(std::span<const Card> three) {
    return withCards(MoveKind::Meld, 0, three);
}
Move Move::add(Card card, int slot) {
    return withCards(MoveKind::Add, static_cast<std::uint8_t>(slot), std::span<const Card>(&card, 1));
}
Move Move::discard(Card card) {
    return withCards(MoveKind::Discard, 0, std::span<const Card>(&card, 1));
}

int Move::cardCount() const {
    int n = 0;
    while (n < 3 && cards[n].isValid()) ++n;
    return n;
}

std::string Move::toString() const {
    const auto list = [this] {
        std::string out;
        for (Card c : usedCards()) out += ' ' + c.toString();
        return out;
    };
    switch (kind) {
    case MoveKind::Draw:
        return arg == 1 ? std::string("draw") : "draw " + std::to_string(arg);
    case MoveKind::Take:
        return "take" + list();
    case MoveKind::Meld:
        return "meld" + list();
    case MoveKind::Add:
        return "add " + cards[0].toString() + " to " + slotName(arg);
    case MoveKind::Discard:
        return "discard " + cards[0].toString();
    case MoveKind::Ask:
        return "ask";
    case MoveKind::Answer:
        return arg ? "yes" : "no";
    case MoveKind::Pass:
        return "pass";
    case MoveKind::Stop:
        return "stop";
    }
    return {};
}

std::optional<Move> Move::parse(std::string_view text) {
    const std::size_t space = text.find(' ');
    const std::string_view word = text.substr(0, space);
    const std::string_view rest =
        space == std::string_view::npos ? std::string_view() : text.substr(space + 1);
    const auto cardsOf = [](std::string_view s) -> std::optional<cards::CardList> {
        const auto parsed = cards::parseCardList(s, cards::Duplicates::Allow);
        if (!parsed.ok()) return std::nullopt;
        return parsed.cards;
    };
    if (word == "draw") {
        if (rest.empty()) return draw(1);
        if (rest == "1") return draw(1);
        if (rest == "2") return draw(2);
        return std::nullopt;
    }
    if (word == "ask" && rest.empty()) return ask();
    if (word == "yes" && rest.empty()) return answer(true);
    if (word == "no" && rest.empty()) return answer(false);
    if (word == "pass" && rest.empty()) return pass();
    if (word == "stop" && rest.empty()) return stop();
    if (word == "take") {
        const auto list = cardsOf(rest);
        if (!list || list->size() == 1 || list->size() > 2) return std::nullopt;
        return take(*list);
    }
    if (word == "meld") {
        const auto list = cardsOf(rest);
        if (!list || list->size() != 3) return std::nullopt;
        return meld(*list);
    }
    if (word == "discard") {
        const auto list = cardsOf(rest);
        if (!list || list->size() != 1) return std::nullopt;
        return discard(list->front());
    }
    if (word == "add") {
        const std::size_t to = rest.find(" to ");
        if (to == std::string_view::npos) return std::nullopt;
        const auto list = cardsOf(rest.substr(0, to));
        const auto slot = parseSlot(rest.substr(to + 4));
        if (!list || list->size() != 1 || !slot) return std::nullopt;
        return add(list->front(), *slot);
    }
    return std::nullopt;
}

} // namespace core::canasta
