#include "tableview.h"

#include "tablecontroller.h"
#include "tablescene.h"

#include <QKeyEvent>
#include <QResizeEvent>

TableView::TableView(TableScene* scene, QWidget* parent) : QGraphicsView(scene, parent), m_scene(scene) {
    setRenderHints(QPainter::Antialiasing | QPainter::SmoothPixmapTransform | QPainter::TextAntialiasing);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setFrameShape(QFrame::NoFrame);
    setViewportUpdateMode(QGraphicsView::SmartViewportUpdate);
    // The felt is costly to draw (a gradient over the whole table) and changes only with the size: keep it.
    setCacheMode(QGraphicsView::CacheBackground);
    setAlignment(Qt::AlignLeft | Qt::AlignTop);
    setFocusPolicy(Qt::StrongFocus);
    setMinimumSize(640, 440);
}

void TableView::resizeEvent(QResizeEvent* event) {
    QGraphicsView::resizeEvent(event);
    const QSizeF size = viewport()->size();
    m_scene->setSceneRect(QRectF(QPointF(0, 0), size));
    resetCachedContent(); // the felt's gradient and rail follow the size
    emit resized(size);
}

bool TableView::event(QEvent* event) {
    const bool done = QGraphicsView::event(event);
    // Qt tells every widget of a window that moved to another screen; the table lays itself out again, which
    // renders the cards at the new screen's ratio.
    if (event->type() == QEvent::ScreenChangeInternal) {
        resetCachedContent();
        emit resized(viewport()->size());
    }
    return done;
}

void TableView::keyPressEvent(QKeyEvent* event) {
    if (m_scene->controller() && m_scene->controller()->keyPress(event)) return;
    QGraphicsView::keyPressEvent(event);
}
