#pragma once
// The statistics window's charts: for one game, the share of games won so far after each finished game, one
// line per opponents' level, in the order the games were played.

#include "model/appsettings.h"

#include <QList>
#include <QMap>
#include <QPointF>

class QChartView;
class QWidget;

namespace resultschart {

/// Level -> (the game's number among all finished games of this game, % won at that level so far).
QMap<QString, QList<QPointF>> winRateByLevel(const QList<GameResult>& results);
/// What the results are: whole games, or deals (for a game played hand by hand with no set end).
enum class Unit { Games, Deals };
/// The chart of `results` (a note in place of the lines while there are none).
QChartView* make(const QList<GameResult>& results, QWidget* parent, Unit unit = Unit::Games);

} // namespace resultschart
