#pragma once
// The Hard bot in a heads-up push/fold spot (pushfoldplay.h): the chart, unless the opponent's statistics
// give evidence that it plays any two cards there. A calling station and a maniac both call every all-in,
// and a maniac's all-ins come with any two cards (a station never raises), so once the opponent has played
// kPushFoldEvidenceHands hands and its statistics make it at least even odds to be one of those types
// (opponentmodel.h's tendenciesFrom), the bot believes that the opponent plays the chart with the rest of
// the odds and any two cards with those, and plays the best response to that mixture: it pushes only hands
// that gain against a caller of everything, and calls a maniac's all-in with every hand that beats a random
// one by the pot odds. Weaker evidence leaves the chart, which no opponent can exploit, in place.
//
// Not read: how an opponent that is neither type deviates (one that calls all-ins too rarely, say), as the
// statistics do not count all-ins; the chart gives up little against it.

#include "holdem/bots/pushfoldplay.h"

namespace core::holdem {

inline constexpr int kPushFoldEvidenceHands = 30;

/// The probability the bot gives the opponent of `spot` playing any two cards (pushing, or calling the
/// bot's push): 0 unless the evidence holds.
double anyTwoCardsBelief(const PublicTable& table, const PushFoldSpot& spot);

/// The frequency with which the Hard bot pushes or calls `hole` in `spot`.
double hardPushFoldFrequency(const PublicTable& table, const PushFoldSpot& spot, cards::CardSet hole);

} // namespace core::holdem
