#pragma once
// Canasta's own words in the shared texts: a hand, costs in Canasta points, a pass that leaves the pile and a
// stop that ends the hand (games/gamewords.h).

#include "games/gamewords.h"

GameWords canastaWords();
