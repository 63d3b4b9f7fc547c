#include "holdem/bots/handclass.h"

#include "cards/card.h"

#include <algorithm>
#include <array>
#include <cstdint>
#include <numeric>

namespace core::holdem {

namespace {

// Equity x 10,000 against one, two and four random hands, in class order.
constexpr std::array<std::array<std::uint16_t, 3>, kHandClasses> kEquity = {{
    {8520, 7354, 5578}, {6693, 5062, 3532}, {6519, 4815, 3224}, {6609, 4943, 3355}, {6429, 4680, 3035},
    {6530, 4817, 3203}, {6345, 4546, 2868}, {6454, 4701, 3091}, {6262, 4414, 2738}, {6267, 4448, 2814},
    {6066, 4145, 2440}, {6180, 4341, 2717}, {5973, 4032, 2333}, {6081, 4228, 2625}, {5868, 3910, 2230},
    {5974, 4116, 2540}, {5755, 3792, 2133}, {5983, 4128, 2592}, {5763, 3803, 2184}, {5893, 4045, 2523},
    {5664, 3701, 2109}, {5808, 3964, 2468}, {5573, 3615, 2051}, {5723, 3878, 2389}, {5481, 3526, 1966},
    {8245, 6880, 4970}, {6333, 4700, 3232}, {6139, 4434, 2910}, {6252, 4587, 3084}, {6052, 4313, 2751},
    {6173, 4486, 2984}, {5967, 4196, 2633}, {5987, 4233, 2706}, {5768, 3929, 2335}, {5818, 4011, 2506},
    {5588, 3687, 2118}, {5736, 3918, 2431}, {5504, 3589, 2034}, {5648, 3829, 2359}, {5412, 3496, 1956},
    {5567, 3730, 2297}, {5324, 3388, 1882}, {5482, 3665, 2230}, {5226, 3300, 1808}, {5392, 3578, 2180},
    {5132, 3212, 1756}, {5307, 3502, 2113}, {5042, 3132, 1685}, {7991, 6497, 4463}, {6025, 4426, 3006},
    {5816, 4149, 2682}, {5945, 4337, 2900}, {5729, 4041, 2563}, {5762, 4085, 2630}, {5536, 3775, 2273},
    {5601, 3864, 2442}, {5359, 3535, 2065}, {5424, 3659, 2259}, {5174, 3318, 1860}, {5354, 3598, 2194},
    {5102, 3250, 1795}, {5266, 3497, 2132}, {5008, 3145, 1723}, {5185, 3428, 2076}, {4916, 3060, 1655},
    {5098, 3350, 2021}, {4824, 2978, 1602}, {5022, 3262, 1964}, {4738, 2885, 1537}, {7743, 6112, 4014},
    {5739, 4208, 2859}, {5515, 3910, 2531}, {5555, 3954, 2589}, {5320, 3637, 2239}, {5393, 3744, 2398},
    {5145, 3415, 2023}, {5219, 3531, 2215}, {4958, 3188, 1823}, {5049, 3338, 2048}, {4779, 2980, 1649},
    {4985, 3265, 1999}, {4708, 2903, 1587}, {4904, 3197, 1940}, {4616, 2818, 1523}, {4821, 3118, 1892},
    {4528, 2740, 1470}, {4739, 3045, 1832}, {4435, 2662, 1406}, {7501, 5756, 3644}, {5392, 3874, 2595},
    {5148, 3554, 2252}, {5223, 3672, 2408}, {4966, 3339, 2050}, {5058, 3462, 2233}, {4788, 3118, 1849},
    {4894, 3288, 2060}, {4613, 2929, 1670}, {4719, 3069, 1892}, {4424, 2697, 1484}, {4651, 3024, 1847},
    {4350, 2642, 1437}, {4569, 2945, 1811}, {4262, 2561, 1393}, {4485, 2873, 1748}, {4169, 2484, 1326},
    {7190, 5350, 3267}, {5063, 3595, 2369}, {4795, 3264, 2020}, {4900, 3406, 2207}, {4620, 3061, 1834},
    {4726, 3215, 2033}, {4435, 2860, 1654}, {4556, 3014, 1875}, {4251, 2639, 1476}, {4368, 2841, 1725},
    {4052, 2452, 1316}, {4302, 2778, 1692}, {3984, 2381, 1274}, {4224, 2707, 1641}, {3898, 2307, 1218},
    {6902, 4972, 2961}, {4792, 3374, 2213}, {4502, 3031, 1853}, {4615, 3194, 2061}, {4317, 2839, 1687},
    {4442, 3000, 1902}, {4130, 2625, 1517}, {4257, 2830, 1753}, {3935, 2439, 1351}, {4068, 2635, 1613},
    {3734, 2232, 1197}, {4019, 2591, 1568}, {3676, 2187, 1150}, {6623, 4630, 2696}, {4528, 3203, 2085},
    {4222, 2851, 1711}, {4364, 3016, 1946}, {4044, 2647, 1565}, {4178, 2846, 1791}, {3850, 2455, 1394},
    {4000, 2643, 1642}, {3657, 2248, 1237}, {3820, 2471, 1497}, {3462, 2064, 1079}, {6320, 4309, 2459},
    {4328, 3015, 1975}, {4006, 2653, 1596}, {4134, 2841, 1838}, {3803, 2464, 1449}, {3955, 2648, 1705},
    {3608, 2259, 1302}, {3776, 2469, 1555}, {3414, 2070, 1138}, {6029, 3991, 2256}, {4144, 2902, 1891},
    {3812, 2537, 1507}, {3966, 2716, 1773}, {3620, 2342, 1378}, {3791, 2531, 1615}, {3430, 2145, 1205},
    {5703, 3677, 2061}, {3864, 2648, 1702}, {3514, 2260, 1299}, {3695, 2475, 1563}, {3330, 2076, 1150},
    {5364, 3362, 1909}, {3593, 2375, 1502}, {3224, 1969, 1084}, {5040, 3069, 1770},
}};

struct Tables {
    std::array<std::array<int, 13>, 13> index{}; // [high][low] for pairs and suited, [low][high] offsuit
    std::array<int, kHandClasses> high{}, low{};
    std::array<bool, kHandClasses> suited{};
    std::array<double, kHandClasses> top{};
};

const Tables& tables() {
    static const Tables t = [] {
        Tables out;
        int next = 0;
        for (int hi = 12; hi >= 0; --hi) {
            for (int lo = hi; lo >= 0; --lo) {
                for (int s = 1; s >= 0; --s) {
                    if (hi == lo && s == 0) continue;
                    if (s == 1)
                        out.index[hi][lo] = next;
                    else
                        out.index[lo][hi] = next;
                    out.high[next] = hi;
                    out.low[next] = lo;
                    out.suited[next] = s == 1 && hi != lo;
                    ++next;
                }
            }
        }
        // Rank by the mean of the heads-up and four-way equities, each relative to a fair share.
        std::array<int, kHandClasses> order{};
        std::iota(order.begin(), order.end(), 0);
        const auto score = [](int c) { return kEquity[c][0] / 5000.0 + kEquity[c][2] / 2000.0; };
        std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return score(a) > score(b); });
        int combos = 0;
        for (int c : order) {
            combos += out.high[c] == out.low[c] ? 6 : (out.suited[c] ? 4 : 12);
            out.top[c] = combos / 1326.0;
        }
        return out;
    }();
    return t;
}

} // namespace

int classCombos(int handClass) {
    const Tables& t = tables();
    if (t.high[handClass] == t.low[handClass]) return 6;
    return t.suited[handClass] ? 4 : 12;
}

int handClass(cards::CardSet hole) {
    const cards::Card a = hole.last();
    const cards::Card b = hole.first();
    const int hi = a.rankIndex();
    const int lo = b.rankIndex();
    const bool suited = a.suit() == b.suit();
    return (suited || hi == lo) ? tables().index[hi][lo] : tables().index[lo][hi];
}

std::string handClassName(int handClass) {
    static constexpr const char* kRanks = "23456789TJQKA";
    const Tables& t = tables();
    std::string name{kRanks[t.high[handClass]], kRanks[t.low[handClass]]};
    if (t.high[handClass] != t.low[handClass]) name += t.suited[handClass] ? 's' : 'o';
    return name;
}

PreflopEquity preflopEquity(int handClass) {
    const auto& e = kEquity[static_cast<std::size_t>(handClass)];
    return {e[0] / 10000.0, e[1] / 10000.0, e[2] / 10000.0};
}

double topFraction(int handClass) {
    return tables().top[static_cast<std::size_t>(handClass)];
}

double topFraction(cards::CardSet hole) {
    return topFraction(handClass(hole));
}

} // namespace core::holdem
