#pragma once
// The view of the table: the scene always fills the viewport in view pixels, so layouts are computed for the
// real size and cards are rendered crisp at it. Keys go to the game's controller.

#include <QGraphicsView>

class TableScene;

class TableView : public QGraphicsView {
    Q_OBJECT
public:
    explicit TableView(TableScene* scene, QWidget* parent = nullptr);
    TableScene* tableScene() const { return m_scene; }

signals:
    void resized(const QSizeF& size);

protected:
    void resizeEvent(QResizeEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;

private:
    TableScene* m_scene;
};
