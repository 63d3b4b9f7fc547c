#include "animator.h"

#include "carditem.h"

#include <QEasingCurve>
#include <QGraphicsObject>
#include <QParallelAnimationGroup>
#include <QPauseAnimation>
#include <QPropertyAnimation>
#include <QSequentialAnimationGroup>

Animator::Animator(QObject* parent) : QObject(parent) {}

int Animator::duration() const {
    switch (m_speed) {
    case AnimationSpeed::Off:
        return 0;
    case AnimationSpeed::Fast:
        return 140;
    case AnimationSpeed::Normal:
        return 280;
    case AnimationSpeed::Slow:
        return 520;
    }
    return 0;
}

bool Animator::isRunning() const {
    return m_group && m_group->state() == QAbstractAnimation::Running;
}

void Animator::begin() {
    if (m_group) {
        // Finish the previous batch where it was going; its finished signal is not wanted any more.
        m_group->disconnect(this);
        m_group->setCurrentTime(m_group->totalDuration());
        m_group->stop();
        m_group->deleteLater();
    }
    delete m_building;
    m_building = new QParallelAnimationGroup(this);
}

namespace {
QAbstractAnimation* delayed(QAbstractAnimation* animation, int delayMs, QObject* parent) {
    if (delayMs <= 0) return animation;
    auto* sequence = new QSequentialAnimationGroup(parent);
    sequence->addPause(delayMs);
    sequence->addAnimation(animation);
    return sequence;
}
} // namespace

void Animator::move(QGraphicsObject* item, const QPointF& to, qreal rotation, qreal z, int delayMs) {
    if (!m_building) begin();
    item->setZValue(z);
    if (m_speed == AnimationSpeed::Off) {
        item->setPos(to);
        item->setRotation(rotation);
        return;
    }
    if (item->pos() != to) {
        auto* a = new QPropertyAnimation(item, "pos");
        a->setDuration(duration());
        a->setEndValue(to);
        a->setEasingCurve(QEasingCurve::OutCubic);
        m_building->addAnimation(delayed(a, delayMs, m_building));
    }
    if (!qFuzzyCompare(item->rotation() + 1000, rotation + 1000)) {
        auto* r = new QPropertyAnimation(item, "rotation");
        r->setDuration(duration());
        r->setEndValue(rotation);
        m_building->addAnimation(delayed(r, delayMs, m_building));
    }
}

void Animator::turn(CardItem* card, bool faceUp, int delayMs) {
    if (!m_building) begin();
    if (card->faceUp() == faceUp) return;
    if (m_speed == AnimationSpeed::Off) {
        card->setFaceUp(faceUp);
        return;
    }
    auto* a = new QPropertyAnimation(card, "flip");
    a->setDuration(duration());
    a->setStartValue(0.0);
    a->setEndValue(1.0);
    m_building->addAnimation(delayed(a, delayMs, m_building));
}

void Animator::commit() {
    if (!m_building) begin();
    QParallelAnimationGroup* group = m_building;
    m_building = nullptr;
    if (group->animationCount() == 0) {
        group->deleteLater();
        QMetaObject::invokeMethod(this, &Animator::animationsFinished, Qt::QueuedConnection);
        return;
    }
    m_group = group;
    connect(group, &QAbstractAnimation::finished, this, [this, group] {
        group->deleteLater();
        emit animationsFinished();
    });
    group->start();
}
