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
    delete m_building;
    m_building = new QParallelAnimationGroup(this);
    m_next = {};
}

void Animator::finishRunning() {
    if (m_group) {
        // Finish the running batch where it was going; its finished signal is not wanted any more.
        m_group->disconnect(this);
        m_group->setCurrentTime(m_group->totalDuration());
        m_group->stop();
        m_group->deleteLater();
    }
    m_group = nullptr;
    m_running = {};
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
    // Compared with where a running batch takes the item: a move it is already making is not made again.
    if (m_running.pos.value(item, item->pos()) != to) {
        m_next.pos.insert(item, to);
        auto* a = new QPropertyAnimation(item, "pos");
        a->setDuration(duration());
        a->setEndValue(to);
        a->setEasingCurve(QEasingCurve::OutCubic);
        m_building->addAnimation(delayed(a, delayMs, m_building));
    }
    if (!qFuzzyCompare(m_running.rotation.value(item, item->rotation()) + 1000, rotation + 1000)) {
        m_next.rotation.insert(item, rotation);
        auto* r = new QPropertyAnimation(item, "rotation");
        r->setDuration(duration());
        r->setEndValue(rotation);
        m_building->addAnimation(delayed(r, delayMs, m_building));
    }
}

void Animator::turn(CardItem* card, bool faceUp, int delayMs) {
    if (!m_building) begin();
    if (m_running.faceUp.value(card, card->faceUp()) == faceUp) return;
    if (m_speed == AnimationSpeed::Off) {
        card->setFaceUp(faceUp);
        return;
    }
    m_next.faceUp.insert(card, faceUp);
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
        m_next = {};
        // Nothing new: a running batch plays on and says when it is done.
        if (!isRunning())
            QMetaObject::invokeMethod(this, &Animator::animationsFinished, Qt::QueuedConnection);
        return;
    }
    finishRunning();
    m_group = group;
    m_running = std::move(m_next);
    m_next = {};
    connect(group, &QAbstractAnimation::finished, this, [this, group] {
        group->deleteLater();
        m_running = {};
        emit animationsFinished();
    });
    group->start();
}
