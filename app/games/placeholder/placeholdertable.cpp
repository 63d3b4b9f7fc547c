#include "placeholdertable.h"

#include "cards/deck.h"
#include "games/gameregistry.h"
#include "table/animator.h"
#include "table/carditem.h"
#include "table/cardtheme.h"
#include "table/seatitem.h"
#include "table/tablescene.h"

#include <QGraphicsView>
#include <QtMath>

PlaceholderTable::PlaceholderTable(const QString& gameId, int seats, quint64 seed, TableScene* scene,
                                   QObject* parent)
    : TableController(parent)
    , m_gameId(gameId)
    , m_seats(seats)
    , m_scene(scene) {
    core::cards::Rng rng(seed);
    const auto deck = gameId == QLatin1String("canasta") ? core::cards::Deck::canasta108()
                                                         : core::cards::Deck::standard52();
    const auto order = deck.shuffled(rng);
    m_cardsEach = gameId == QLatin1String("holdem") ? 2 : gameId == QLatin1String("canasta") ? 11 : 4;
    for (int i = 0; i < m_cardsEach * seats && i < int(order.size()); ++i) {
        auto* item = new CardItem(scene->theme());
        item->setCard(deck.face(order[static_cast<std::size_t>(i)]));
        scene->addItem(item);
        m_cards << item;
    }
    for (int s = 0; s < seats; ++s) {
        auto* seat = new SeatItem(s);
        scene->addItem(seat);
        m_seatItems << seat;
    }
    retranslate();
}

PlaceholderTable::~PlaceholderTable() {
    m_scene->setBanner(QString());
    qDeleteAll(m_cards);
    qDeleteAll(m_seatItems);
}

void PlaceholderTable::retranslate() {
    m_scene->setBanner(
        tr("%1 is coming soon: the table is laid and the rules are on their way.").arg(gameTitle(m_gameId)));
    const QStringList names = botNames(m_seats);
    for (int s = 0; s < m_seats; ++s) {
        m_seatItems[s]->setName(s == 0 ? tr("You") : names.value(s - 1));
        m_seatItems[s]->setDetail(tr("%n card(s)", nullptr, m_cardsEach));
    }
}

void PlaceholderTable::layout(const QSizeF& size) {
    const qreal cw = std::clamp(std::min(size.width() / 12.0, size.height() / 6.5), 48.0, 130.0);
    const QSizeF card(cw, cw / m_scene->theme()->aspectRatio());
    m_scene->theme()->setCardSize(
        card.toSize(), m_scene->views().isEmpty() ? 1.0 : m_scene->views().first()->devicePixelRatioF());
    const QPointF centre(size.width() / 2, size.height() / 2);
    const qreal rx = size.width() * 0.36, ry = size.height() * 0.33;
    Animator* anim = m_scene->animator();
    anim->begin();
    for (int s = 0; s < m_seats; ++s) {
        // Seat 0 at the bottom, the others clockwise around an ellipse.
        const qreal angle = M_PI / 2 + 2 * M_PI * s / m_seats;
        const QPointF at = centre + QPointF(rx * std::cos(angle), ry * std::sin(angle));
        m_seatItems[s]->setPos(at + QPointF(0, s == 0 ? -card.height() - 70 : card.height() * 0.5 + 8));
        for (int i = 0; i < m_cardsEach; ++i) {
            CardItem* item = m_cards[s * m_cardsEach + i];
            item->setSize(s == 0 ? card : card * 0.7);
            const qreal step = (s == 0 ? card.width() * 0.55 : card.width() * 0.15);
            const qreal width = item->size().width() + step * (m_cardsEach - 1);
            anim->move(item, at + QPointF(-width / 2 + i * step, -item->size().height() / 2), 0, i);
            anim->turn(item, s == 0);
        }
    }
    anim->commit();
}
