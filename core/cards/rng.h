#pragma once
// The one source of randomness: a seeded xoshiro256** generator, passed in explicitly (never global).
//
// Everything here is specified bit for bit (SplitMix64 seeding, xoshiro256**, Lemire's bounded integers with
// rejection, Fisher-Yates from the top), so a seed yields the same deal with every compiler and platform;
// std::shuffle and the std distributions are implementation-defined and are not used.

#include <cstdint>
#include <span>
#include <utility>

namespace core::cards {

class Rng {
public:
    explicit Rng(std::uint64_t seed = 0) { reseed(seed); }

    /// A generator for stream `stream` of `seed` (e.g. deal number `stream` of a game), independent of the
    /// others in practice.
    static Rng forStream(std::uint64_t seed, std::uint64_t stream) {
        std::uint64_t mix = seed;
        const std::uint64_t a = splitMix(mix);
        std::uint64_t other = stream ^ 0xA5A5A5A5DEADBEEFULL;
        return Rng(a ^ splitMix(other));
    }

    void reseed(std::uint64_t seed) {
        std::uint64_t x = seed;
        for (auto& word : m_state) word = splitMix(x);
    }

    /// The next 64 random bits.
    std::uint64_t next() {
        const std::uint64_t result = rotl(m_state[1] * 5, 7) * 9;
        const std::uint64_t t = m_state[1] << 17;
        m_state[2] ^= m_state[0];
        m_state[3] ^= m_state[1];
        m_state[1] ^= m_state[2];
        m_state[0] ^= m_state[3];
        m_state[2] ^= t;
        m_state[3] = rotl(m_state[3], 45);
        return result;
    }

    /// Uniform in [0, bound), bound > 0, without modulo bias.
    std::uint32_t below(std::uint32_t bound) {
        std::uint64_t product = (next() >> 32) * bound;
        auto low = static_cast<std::uint32_t>(product);
        if (low < bound) {
            const std::uint32_t threshold = static_cast<std::uint32_t>(-bound) % bound;
            while (low < threshold) {
                product = (next() >> 32) * bound;
                low = static_cast<std::uint32_t>(product);
            }
        }
        return static_cast<std::uint32_t>(product >> 32);
    }

    /// Uniform in [0, 1) with 53 random bits.
    double uniform() { return static_cast<double>(next() >> 11) * 0x1.0p-53; }

    /// True with probability p.
    bool chance(double p) { return uniform() < p; }

    /// Fisher-Yates shuffle in place.
    template <class T>
    void shuffle(std::span<T> items) {
        for (std::size_t i = items.size(); i > 1; --i) {
            const std::size_t j = below(static_cast<std::uint32_t>(i));
            std::swap(items[i - 1], items[j]);
        }
    }
    template <class Container>
    void shuffle(Container& items) {
        shuffle(std::span(items.data(), items.size()));
    }

    /// The first `count` steps of a Fisher-Yates shuffle from the front: items[0, count) become `count`
    /// distinct items chosen uniformly (the rest of `items` is left reordered, still all there).
    template <class T>
    void shuffleFront(std::span<T> items, std::size_t count) {
        for (std::size_t i = 0; i < count && i < items.size(); ++i) {
            const std::size_t j = i + below(static_cast<std::uint32_t>(items.size() - i));
            std::swap(items[i], items[j]);
        }
    }

    bool operator==(const Rng&) const = default;

private:
    static std::uint64_t rotl(std::uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }
    static std::uint64_t splitMix(std::uint64_t& x) {
        std::uint64_t z = (x += 0x9E3779B97F4A7C15ULL);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
        return z ^ (z >> 31);
    }

    std::uint64_t m_state[4] = {};
};

} // namespace core::cards
