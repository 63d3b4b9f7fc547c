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
    /// The viewport's size changed, or the window moved to a screen of another device pixel ratio (the size
    /// may be the same then, but the cards must be rendered again for the new density).
    void resized(const QSizeF& size);

protected:
    bool event(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;

private:
    TableScene* m_scene;
};
