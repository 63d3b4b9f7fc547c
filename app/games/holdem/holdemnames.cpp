#include "holdemnames.h"

#include "holdem/evaluator.h"

#include <QLocale>

#include <algorithm>
#include <array>
#include <vector>

using core::cards::Card;
using core::cards::CardSet;
using core::cards::Rank;
using core::holdem::Category;

namespace {

struct Group {
    Rank rank;
    int count;
};

/// The ranks of five cards grouped, the biggest group first, then the higher rank.
std::vector<Group> groups(CardSet five) {
    std::array<int, 15> counts{};
    for (Card c : five) ++counts[static_cast<std::size_t>(c.rank())];
    std::vector<Group> out;
    for (int r = 14; r >= 2; --r)
        if (counts[static_cast<std::size_t>(r)] > 0)
            out.push_back({static_cast<Rank>(r), counts[static_cast<std::size_t>(r)]});
    std::stable_sort(out.begin(), out.end(),
                     [](const Group& a, const Group& b) { return a.count > b.count; });
    return out;
}

/// The top card of a straight: the five of A-2-3-4-5.
Rank straightTop(CardSet five) {
    const auto g = groups(five);
    if (g.front().rank == Rank::Ace && g.back().rank == Rank::Two && g[1].rank == Rank::Five)
        return Rank::Five;
    return g.front().rank;
}

} // namespace

QString HoldemNames::category(Category category) {
    switch (category) {
    case Category::StraightFlush:
        return tr("Straight flush");
    case Category::FourOfAKind:
        return tr("Four of a kind");
    case Category::FullHouse:
        return tr("Full house");
    case Category::Flush:
        return tr("Flush");
    case Category::Straight:
        return tr("Straight");
    case Category::ThreeOfAKind:
        return tr("Three of a kind");
    case Category::TwoPair:
        return tr("Two pair");
    case Category::Pair:
        return tr("Pair");
    case Category::HighCard:
        return tr("High card");
    }
    return {};
}

QString HoldemNames::rankName(Rank rank) {
    switch (rank) {
    case Rank::Jack:
        return tr("Jack");
    case Rank::Queen:
        return tr("Queen");
    case Rank::King:
        return tr("King");
    case Rank::Ace:
        return tr("Ace");
    default:
        return QString::number(static_cast<int>(rank));
    }
}

QString HoldemNames::rankPlural(Rank rank) {
    switch (rank) {
    case Rank::Jack:
        return tr("Jacks");
    case Rank::Queen:
        return tr("Queens");
    case Rank::King:
        return tr("Kings");
    case Rank::Ace:
        return tr("Aces");
    default:
        //: Several cards of a number rank: "9s". Indonesian keeps the number alone.
        return tr("%1s").arg(static_cast<int>(rank));
    }
}

QString HoldemNames::rankShort(Rank rank) {
    if (rank == Rank::Ten) return QStringLiteral("10");
    return QString(QChar::fromLatin1(core::cards::rankChar(rank)));
}

QString HoldemNames::hand(CardSet bestFive, core::holdem::HandValue value) {
    const Category cat = core::holdem::categoryOf(value);
    if (bestFive.count() != 5) return category(cat);
    const auto g = groups(bestFive);
    switch (cat) {
    case Category::StraightFlush: {
        const Rank top = straightTop(bestFive);
        if (top == Rank::Ace) return tr("Royal flush");
        return tr("Straight flush, %1 high").arg(rankName(top));
    }
    case Category::FourOfAKind:
        return tr("Four of a kind, %1").arg(rankPlural(g[0].rank));
    case Category::FullHouse:
        return tr("Full house, %1 full of %2").arg(rankPlural(g[0].rank), rankPlural(g[1].rank));
    case Category::Flush:
        return tr("Flush, %1 high").arg(rankName(g[0].rank));
    case Category::Straight:
        return tr("Straight, %1 high").arg(rankName(straightTop(bestFive)));
    case Category::ThreeOfAKind:
        return tr("Three of a kind, %1").arg(rankPlural(g[0].rank));
    case Category::TwoPair:
        return tr("Two pair, %1 and %2").arg(rankPlural(g[0].rank), rankPlural(g[1].rank));
    case Category::Pair:
        return tr("Pair of %1").arg(rankPlural(g[0].rank));
    case Category::HighCard:
        return tr("High card %1").arg(rankName(g[0].rank));
    }
    return {};
}

QString HoldemNames::holeCards(CardSet hole) {
    if (hole.count() != 2) return {};
    const Card low = hole.first(), high = hole.last();
    if (low.rank() == high.rank()) return tr("Pocket %1").arg(rankPlural(high.rank()));
    const QString ranks = QStringLiteral("%1-%2").arg(rankShort(high.rank()), rankShort(low.rank()));
    return low.suit() == high.suit() ? tr("%1 suited").arg(ranks) : tr("%1 offsuit").arg(ranks);
}

QString HoldemNames::madeHand(CardSet hole, CardSet board) {
    if (board.count() < 3) return holeCards(hole);
    const CardSet all = hole | board;
    const core::cards::CardList seven = all.toVector();
    return hand(CardSet::of(core::holdem::bestFive(seven)), core::holdem::evaluate(all));
}

QString HoldemNames::pot(int index, int count) {
    if (count <= 1) return tr("Pot");
    if (index == 0) return tr("Main pot");
    return tr("Side pot %1").arg(index);
}

QString HoldemNames::street(core::holdem::Street street) {
    using core::holdem::Street;
    switch (street) {
    case Street::Preflop:
        return tr("Preflop");
    case Street::Flop:
        return tr("Flop");
    case Street::Turn:
        return tr("Turn");
    case Street::River:
        return tr("River");
    case Street::Showdown:
        return tr("Showdown");
    }
    return {};
}

QString HoldemNames::place(int place) {
    switch (place) {
    case 1:
        return tr("1st");
    case 2:
        return tr("2nd");
    case 3:
        return tr("3rd");
    default:
        //: A finishing place from the 4th on.
        return tr("%1th").arg(place);
    }
}

QString HoldemNames::card(Card card) {
    return QString::fromStdString(card.toPretty());
}

QString HoldemNames::cards(CardSet set, bool highFirst) {
    QStringList out;
    for (Card c : set) out << card(c);
    if (highFirst) std::reverse(out.begin(), out.end());
    return out.join(QLatin1Char(' '));
}

QString HoldemNames::boardCards(const core::holdem::PublicTable& table, CardSet which) {
    QStringList out;
    for (int i = 0; i < table.boardCount && i < int(table.board.size()); ++i)
        if (which.contains(table.board[std::size_t(i)])) out << card(table.board[std::size_t(i)]);
    return out.join(QLatin1Char(' '));
}

QString HoldemNames::chips(qint64 amount) {
    return QLocale().toString(amount);
}
