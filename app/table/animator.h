#pragma once
// Moves and turns cards in batches. A controller describes where every card should end up; the animator
// animates the differences together and says once, when the whole batch is done, animationsFinished(). At
// speed Off everything snaps into place at once (tests, the screenshot mode), and animationsFinished() still
// comes, queued, so whoever waits for it works the same way at every speed.
//
// A batch described while another runs is compared with where the running one is taking the cards, not
// with where they are halfway: a second description of the same table (a table refreshed twice for one
// move) adds nothing and lets the running batch play on. A batch that does change something finishes the
// running one first and then animates from there.

#include <QHash>
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

    /// Starts describing a batch (a running one goes on until commit() brings changes).
    void begin();
    void move(QGraphicsObject* item, const QPointF& to, qreal rotation, qreal z, int delayMs = 0);
    void turn(CardItem* card, bool faceUp, int delayMs = 0);
    /// Starts the batch: a running batch jumps to its end first. animationsFinished() follows when it is
    /// over, once: an empty batch leaves a running one to say it, or says it at once (queued).
    void commit();

signals:
    void animationsFinished();

private:
    /// Where a batch takes the items it animates.
    struct Targets {
        QHash<QGraphicsObject*, QPointF> pos;
        QHash<QGraphicsObject*, qreal> rotation;
        QHash<CardItem*, bool> faceUp;
    };
    void finishRunning();

    AnimationSpeed m_speed = AnimationSpeed::Normal;
    Targets m_running; ///< of the batch in m_group while it runs
    Targets m_next;    ///< of the batch being described
    QPointer<QParallelAnimationGroup> m_group;
    QParallelAnimationGroup* m_building = nullptr;
};
