#pragma once
// Moves and turns cards in batches. A controller describes where every card should end up; the animator
// animates the differences together and says once, when the whole batch is done, animationsFinished(). At
// speed Off everything snaps into place at once (tests, the screenshot mode), and animationsFinished() still
// comes, queued, so whoever waits for it works the same way at every speed.

#include <QObject>
#include <QPointF>
#include <QPointer>

class QGraphicsObject;
class QParallelAnimationGroup;
class CardItem;

enum class AnimationSpeed { Off, Fast, Normal, Slow };

class Animator : public QObject {
    Q_OBJECT
public:
    explicit Animator(QObject* parent = nullptr);

    void setSpeed(AnimationSpeed speed) { m_speed = speed; }
    AnimationSpeed speed() const { return m_speed; }
    /// Milliseconds for one move at the current speed.
    int duration() const;
    bool isRunning() const;

    /// Starts a batch; a running one jumps to its end first.
    void begin();
    void move(QGraphicsObject* item, const QPointF& to, qreal rotation, qreal z, int delayMs = 0);
    void turn(CardItem* card, bool faceUp, int delayMs = 0);
    /// Starts the batch; animationsFinished() follows when it is over (queued, even if nothing moved).
    void commit();

signals:
    void animationsFinished();

private:
    AnimationSpeed m_speed = AnimationSpeed::Normal;
    QPointer<QParallelAnimationGroup> m_group;
    QParallelAnimationGroup* m_building = nullptr;
};
