#pragma once
// Texas Hold'em's own words in the shared texts: a hand, costs in big blinds (games/gamewords.h).

#include "games/gamewords.h"

GameWords holdemWords();
