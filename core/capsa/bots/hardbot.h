#pragma once
// Sulit/Hard: the shared determinized search (game/determinizedsearch.h) over a short list of candidate
// moves. Each world is sampled to explain the opponents' decisions so far, each opponent by the Medium policy
// or the greedy rule (the Easy bot), whichever explains it in that world, and every seat plays on with the
// rule the world gives it, except the searching seat's first decisions after the searched move, which all
// worlds share (SharedChoices). A rollout is worth the searching seat's points for the round under the
// scoring in force, as soon as they are settled (searchValue); under cards-left scoring the Medium policy of
// the search sheds sooner (searchDanger). The budget counts rollout moves and the hand plans they and the
// sampler make.
//
// How its strength is measured, and the settings measured and not kept: docs/bots.md, "Capsa Hard".

#include "capsa/bots/playstyle.h"
#include "capsa/state.h"
#include "game/bot.h"
#include "game/determinizedsearch.h"

#include <array>
#include <cstdint>
#include <functional>
#include <optional>
#include <unordered_map>
#include <utility>
#include <vector>

namespace core::capsa {

class HardBot : public game::Bot<CapsaState> {
public:
    explicit HardBot(game::SearchBudget budget = defaultBudget()) : m_budget(budget) {}
    std::string_view name() const override { return "hard"; }
    Move chooseMove(const Observation& observation, cards::Rng& rng) override;

    /// The full search result (for the hint: the move and its estimated value).
    game::SearchResult<Move> analyse(const Observation& observation, cards::Rng& rng) const;

    static game::SearchBudget defaultBudget() { return {1200, 1, 200, 3, 200000}; }

private:
    game::SearchBudget m_budget;
};

/// What a rollout is worth to the searching seat once it may stop: its points for the round under the rules
/// in force (settledPoints: placement 3/2/1/0, or the cards left at the first out with their doubling)
/// divided by pointsScale(), else nothing.
std::optional<double> searchValue(const CapsaState& state, Seat seat);
/// The points that count as 1 in the search's values, so that its margins (the Medium move kept unless
/// another is better by 0.02, a shared choice by 0.05) weigh about as much under either scoring: 3 for
/// placement points (first out 1, last 0); 20 for cards left, about what going out first gains over
/// holding a typical hand when another seat goes out.
double pointsScale(const CapsaRules& rules);

/// The hand size at which the Medium rule the search plays (rollouts, shared choices, the move kept by
/// default) takes an opponent to be close to going out (mediumMove's `danger`).
int searchDanger(const CapsaRules& rules);

/// The moves worth searching: every legal move when there are few, otherwise the plan's parts, the greedy
/// and medium choices, pass, and the lowest and highest play of each size.
std::vector<Move> searchCandidates(const Observation& observation);

/// Per opponent, how many of its checked decisions a sampled world leaves unexplained by each rule the search
/// knows: the Medium bot's and the greedy rule (the Easy bot's).
struct DecisionMisses {
    std::array<int, 4> medium{};
    std::array<int, 4> greedy{};
    /// The decisions left unexplained when each seat is taken to play the rule that explains it better.
    int unexplained() const;
    /// Per seat, whether the greedy rule explains it better; where both explain it equally, `prior`'s
    /// reading (the observer's own seat is never greedy).
    PlayStyles styles(const PlayStyles& prior, Seat observer) const;
};

/// The replays of logged decisions one search has made, for reuse. A replay's outcome depends only on the
/// decision and the hand the world gives its player then, and most of a search's replays repeat one it has
/// made (66% over 3 deals of seed 7): the hand then is the world's hand plus the cards the player has played
/// since, which every world shares. A reused replay still counts the work it stood for, so the search spends
/// its budget and chooses exactly as it would without the memo, only sooner.
class ReplayMemo {
public:
    struct Replay {
        bool greedyMiss = false;
        bool mediumMiss = false;
        long planWork = 0;     ///< planWork() the replay took
        long finderVisits = 0; ///< CombinationFinder visits it took
    };
    /// The replay of logged decision `decision` with `hand`, if made before; its work is then counted in
    /// reusedPlanWork() and reusedFinderVisits().
    const Replay* reuse(std::size_t decision, cards::CardSet hand);
    void add(std::size_t decision, cards::CardSet hand, const Replay& replay);
    long reusedPlanWork() const { return m_reusedPlanWork; }
    long reusedFinderVisits() const { return m_reusedFinderVisits; }

private:
    /// An open-addressing table (linear probing, at most half full): a search looks a replay up for every
    /// decision of every world it checks, and a node-based map spent a tenth of a decision's time there,
    /// waiting on memory.
    struct Slot {
        std::uint64_t hand = 0;
        std::uint32_t decisionPlusOne = 0; ///< 0: empty
        Replay replay;
    };
    Slot& slotFor(std::size_t decision, std::uint64_t hand);
    std::vector<Slot> m_slots;
    std::size_t m_used = 0;
    long m_reusedPlanWork = 0;
    long m_reusedFinderVisits = 0;
};

/// Replays every decision the opponents made in the deal so far (the observer's own and the forced opening
/// play left out) in the sampled `world`, each with the player's hand then (the world's hand plus what they
/// played since), the table, the hand sizes and the unseen cards as that player saw them, and counts which
/// rule explains each. Counting stops once `unexplained()` reaches `enough` (a world no better than one
/// already drawn need not be counted to the end). `replayed`, if given, is increased by the number of
/// decisions replayed. With a `memo` (kept for one observation only), a decision replayed before with the
/// same hand is taken from it, and counts in `replayed` as if replayed again.
DecisionMisses decisionMisses(const Observation& observation, const CapsaState& world, int enough = 1 << 20,
                              int* replayed = nullptr, ReplayMemo* memo = nullptr);

/// A world for the search and, per opponent, the rule it is taken to play in that world's rollouts.
struct HardWorld {
    CapsaState state;
    PlayStyles styles{};
};

/// The search's world for an observation: of several determinizations, the one that leaves the fewest of
/// the opponents' decisions so far unexplained, improved by exchanging cards between the opponents while
/// that explains as many; each seat plays on with the rule that explains it in that world, `prior`
/// (hardPlayStyles, read once per decision) where both do. Its work is added to `steps`. (The coach's review
/// searches the same worlds.) A `memo` kept between the calls for one observation makes them faster, not
/// different.
HardWorld sampleHardWorld(const Observation& observation, const PlayStyles& prior, cards::Rng& rng,
                          long& steps, ReplayMemo* memo = nullptr);
/// Which opponents the search takes to play like the Easy bot where a world cannot tell (readPlayStyles
/// with the search's evidence threshold).
PlayStyles hardPlayStyles(const Observation& observation);
/// The search's rollout move for the seat to act: the greedy rule for a seat read as playing it, otherwise
/// the Medium policy, its planning work added to `steps`.
Move hardRolloutMove(const CapsaState& state, const PlayStyles& styles, long& steps);

/// The worlds and rollouts of one decision's search (the Hard bot's, and the coach's review): each world is
/// drawn by sampleHardWorld and its rollouts play the styles it gives. The search plays every rollout of a
/// world before it draws the next, so the styles kept from the last draw are those of the world in play.
/// sample() must be given the observation the worlds were made for: their replays are kept (ReplayMemo).
class HardWorlds {
public:
    explicit HardWorlds(const Observation& observation)
        : m_prior(hardPlayStyles(observation))
        , m_styles(m_prior) {}
    CapsaState sample(const Observation& observation, cards::Rng& rng, long& steps);
    Move rolloutMove(const CapsaState& state, long& steps) const {
        return hardRolloutMove(state, m_styles, steps);
    }

private:
    PlayStyles m_prior;
    PlayStyles m_styles;
    ReplayMemo m_memo;
};

/// The rollout policy of one decision's search, in which the searching seat's first kDepth decisions after
/// the searched move are shared between the worlds. Played by the Medium rules in each world, those decisions
/// would be the weak Medium choices; chosen world by world they would use cards the seat cannot see. So each
/// comes from a table keyed only by what the seat would see then:
///  - leading (key: its hand), the Medium move and the next candidates of searchCandidates, kChoices in all;
///  - answering a play (key: its hand and the number of cards to beat, not which), the rules of AnswerRule.
///    The tables the opponents leave differ from world to world: keyed by the exact cards, 77% of the
///    answering entries were met only once or twice (5 deals, seed 7).
/// Whenever a rollout reaches an entry, every other choice of it is played out there too, every seat by
/// HardWorlds::rolloutMove, and credited with its value; the rollout goes on with the entry's best choice so
/// far: the Medium move until each choice has kMinTries values, then the best mean, the Medium move unless
/// another beats it by kMargin. So a choice never rests on the world it is made in, and no rollout's value is
/// spent on a choice tried only to learn about it. Every other move is HardWorlds::rolloutMove.
class SharedChoices {
public:
    static constexpr int kDepth = 3;
    static constexpr std::size_t kChoices = 4;
    static constexpr int kMinTries = 2;
    static constexpr double kMargin = 0.05;
    /// The choices when answering a play, as rules that give a move whatever the cards on the table: the
    /// Medium move, pass, and the greedy rule's (the lowest play that beats the table).
    enum class AnswerRule : std::size_t { Medium, Pass, Lowest, Count };
    /// What a rollout is worth to the searching seat once it may stop (searchValue).
    using Evaluate = std::function<std::optional<double>(const CapsaState&, Seat)>;

    SharedChoices(const HardWorlds& worlds, Seat seat, Evaluate evaluate)
        : m_worlds(worlds)
        , m_seat(seat)
        , m_evaluate(std::move(evaluate)) {}
    /// The rollout move for the seat to act in `state`; the work of a shared choice (its planning and the
    /// moves of the other choices' play-outs) is added to `steps`.
    Move operator()(const CapsaState& state, cards::Rng& rng, long& steps);
    /// Credits `value` to the shared choices this rollout made and readies the next rollout.
    void rolloutEnded(double value);

    /// What the entry for the seat's decision in `state` holds so far, per choice (leading: the moves'
    /// order; answering: AnswerRule's), if the rollouts have met it.
    struct Tally {
        std::vector<int> tries;
        std::vector<double> mean;
    };
    std::optional<Tally> tally(const CapsaState& state) const;

private:
    struct Key {
        std::uint64_t hand = 0;
        int toBeat = 0; ///< the size of the play to answer; 0 when leading
        bool operator==(const Key&) const = default;
    };
    struct KeyHash {
        std::size_t operator()(const Key& k) const;
    };
    struct Entry {
        std::vector<Move> moves; ///< leading: the Medium move first; answering: empty (AnswerRule's order)
        std::vector<double> total;
        std::vector<int> tries;
        std::size_t best() const;
    };
    /// A shared choice this rollout made: the choices of `entry` that gave the move played on, to be
    /// credited with the rollout's value.
    struct Made {
        Entry* entry = nullptr;
        std::vector<std::size_t> choices;
    };

    static Key keyOf(const CapsaState& state, Seat seat);
    /// Plays `move` in `state` and the deal on by HardWorlds::rolloutMove until the seat's value is known.
    double playOut(CapsaState state, const Move& move, long& steps) const;

    const HardWorlds& m_worlds;
    Seat m_seat;
    Evaluate m_evaluate;
    std::unordered_map<Key, Entry, KeyHash> m_entries;
    std::vector<Made> m_made;
};

} // namespace core::capsa
