// tswitch_blocks.cpp — see tswitch_blocks.hpp.
#include "search/tswitch_blocks.hpp"

#include <algorithm>
#include <boost/multiprecision/cpp_int.hpp>
#include <functional>
#include <numeric>

namespace netcert {

namespace {

using Matrix = std::vector<std::vector<uint64_t>>;
using Block = std::vector<int>;

Matrix symmetric_loads(size_t P, const std::vector<uint64_t>& loads) {
  Matrix w(P, std::vector<uint64_t>(P, 0));
  for (size_t x = 0; x < P; ++x)
    for (size_t y = 0; y < P; ++y)
      if (x != y) w[x][y] = loads[x * P + y] + loads[y * P + x];
  return w;
}

// x's unique heaviest partner, or -1 when the heaviest weight is shared or zero.
int heaviest_partner(const Matrix& w, size_t x) {
  int best = -1;
  uint64_t top = 0;
  bool shared = false;
  for (size_t y = 0; y < w.size(); ++y) {
    if (y == x || w[x][y] < top) continue;
    if (w[x][y] == top) shared = true;
    else top = w[x][y], best = static_cast<int>(y), shared = false;
  }
  return top == 0 || shared ? -1 : best;
}

// Mutual unique heaviest partners as pairs, every other position alone.
std::vector<Block> find_blocks(const Matrix& w) {
  const size_t P = w.size();
  std::vector<int> partner(P);
  for (size_t x = 0; x < P; ++x) partner[x] = heaviest_partner(w, x);
  std::vector<Block> blocks;
  for (size_t x = 0; x < P; ++x) {
    const int y = partner[x];
    if (y >= 0 && partner[static_cast<size_t>(y)] == static_cast<int>(x)) {
      if (static_cast<int>(x) < y) blocks.push_back({static_cast<int>(x), y});
    } else {
      blocks.push_back({static_cast<int>(x)});
    }
  }
  return blocks;
}

// Whether exchanging a[i] with b[i] for every role i leaves W unchanged.
bool swappable(const Matrix& w, const Block& a, const Block& b) {
  std::vector<int> image(w.size());
  std::iota(image.begin(), image.end(), 0);
  for (size_t i = 0; i < a.size(); ++i) image[a[i]] = b[i], image[b[i]] = a[i];
  for (const Block* moved : {&a, &b})
    for (int x : *moved)
      for (size_t y = 0; y < w.size(); ++y)
        if (w[image[x]][image[y]] != w[x][y]) return false;
  return true;
}

// Blocks joined into classes: a block joins the first class whose first block it can be swapped with
// (in some alignment of its roles); swaps generate every permutation of a class's blocks.
TswitchBlockClasses group_blocks(const Matrix& w, const std::vector<Block>& blocks) {
  TswitchBlockClasses classes;
  for (Block b : blocks) {
    bool placed = false;
    for (auto& c : classes) {
      if (c[0].size() != b.size()) continue;
      std::sort(b.begin(), b.end());
      do {
        if (swappable(w, c[0], b)) c.push_back(b), placed = true;
      } while (!placed && std::next_permutation(b.begin(), b.end()));
      if (placed) break;
    }
    if (!placed) classes.push_back({b});
  }
  return classes;
}

// Product over classes of C(blocks + 2^r - 1, 2^r - 1), saturating above the limit.
uint64_t count_vectors(const TswitchBlockClasses& classes) {
  using boost::multiprecision::cpp_int;
  cpp_int total = 1;
  for (auto& c : classes) {
    const uint64_t states = uint64_t{1} << c[0].size();
    cpp_int choose = 1;
    for (uint64_t i = 1; i < states; ++i) choose = choose * (c.size() + i) / i;
    total *= choose;
    if (total > kMaxTswitchCountVectors) return kMaxTswitchCountVectors + 1;
  }
  return static_cast<uint64_t>(total);
}

// The use as a quadratic in the count vector: per role type (class, role), the weight to another block's
// role type, and per class and state the correction for the pairs inside one block.
struct TypeWeights {
  std::vector<size_t> first_type;  // per class
  std::vector<uint64_t> type_size;  // blocks of the type's class
  Matrix across;                    // [type][type']: W between the two roles in different blocks
  std::vector<std::vector<int64_t>> inside;  // [class][state]: W inside a block minus `across`, split pairs
};

TypeWeights type_weights(const Matrix& w, const TswitchBlockClasses& classes) {
  TypeWeights t;
  std::vector<std::pair<size_t, size_t>> type;  // (class, role)
  for (size_t c = 0; c < classes.size(); ++c) {
    t.first_type.push_back(type.size());
    for (size_t i = 0; i < classes[c][0].size(); ++i) type.push_back({c, i}), t.type_size.push_back(classes[c].size());
  }
  t.across.assign(type.size(), std::vector<uint64_t>(type.size(), 0));
  for (size_t a = 0; a < type.size(); ++a)
    for (size_t b = 0; b < type.size(); ++b) {
      const auto [ca, ia] = type[a];
      const auto [cb, ib] = type[b];
      const size_t other = ca == cb ? 1 : 0;  // a second block of the same class
      if (other < classes[cb].size()) t.across[a][b] = w[classes[ca][0][ia]][classes[cb][other][ib]];
    }
  for (size_t c = 0; c < classes.size(); ++c) {
    const Block& b = classes[c][0];
    std::vector<int64_t> inside(size_t{1} << b.size(), 0);
    for (size_t s = 0; s < inside.size(); ++s)
      for (size_t i = 0; i < b.size(); ++i)
        for (size_t j = 0; j < b.size(); ++j)
          if (((s >> i) & 1) && !((s >> j) & 1))
            inside[s] += static_cast<int64_t>(w[b[i]][b[j]]) -
                         static_cast<int64_t>(t.across[t.first_type[c] + i][t.first_type[c] + j]);
    t.inside.push_back(inside);
  }
  return t;
}

uint64_t use_of(const TypeWeights& t, const TswitchBlockClasses& classes, const TswitchCountVector& v) {
  std::vector<uint64_t> in_c(t.type_size.size(), 0);
  int64_t use = 0;
  for (size_t c = 0; c < classes.size(); ++c)
    for (size_t s = 0; s < v[c].size(); ++s) {
      use += static_cast<int64_t>(v[c][s]) * t.inside[c][s];
      for (size_t i = 0; i < classes[c][0].size(); ++i)
        if ((s >> i) & 1) in_c[t.first_type[c] + i] += v[c][s];
    }
  for (size_t a = 0; a < in_c.size(); ++a)
    for (size_t b = 0; b < in_c.size(); ++b)
      use += static_cast<int64_t>(t.across[a][b] * in_c[a] * (t.type_size[b] - in_c[b]));
  return static_cast<uint64_t>(use);
}

// Every count vector whose configurations have floor(P/2) or ceil(P/2) positions, visited once.
void for_each_count_vector(const TswitchBlockClasses& classes, size_t P,
                           const std::function<void(const TswitchCountVector&)>& visit) {
  TswitchCountVector v;
  for (auto& c : classes) v.push_back(std::vector<uint64_t>(size_t{1} << c[0].size(), 0));
  std::function<void(size_t, size_t, uint64_t, size_t)> fill = [&](size_t c, size_t s, uint64_t left, size_t size) {
    if (c == classes.size()) {
      if (size == P / 2 || size == (P + 1) / 2) visit(v);
      return;
    }
    const auto bits = static_cast<size_t>(__builtin_popcountll(s));
    if (s + 1 == v[c].size()) {  // the last state takes the blocks left
      v[c][s] = left;
      fill(c + 1, 0, c + 1 < classes.size() ? classes[c + 1].size() : 0, size + left * bits);
      return;
    }
    for (uint64_t n = 0; n <= left; ++n) v[c][s] = n, fill(c, s + 1, left - n, size + n * bits);
  };
  fill(0, 0, classes.empty() ? 0 : classes[0].size(), 0);
}

// Configurations with this count vector: per class, blocks! / prod over states of count!.
boost::multiprecision::cpp_int configurations_of(const TswitchCountVector& v) {
  using boost::multiprecision::cpp_int;
  cpp_int total = 1;
  for (auto& c : v) {
    uint64_t placed = 0;
    for (uint64_t n : c)
      for (uint64_t i = 1; i <= n; ++i) total = total * ++placed / i;  // C(placed, i) step by step: exact
  }
  return total;
}

}  // namespace

std::vector<int> tswitch_count_vector_example(const TswitchBlockClasses& classes, const TswitchCountVector& counts) {
  std::vector<int> in;
  for (size_t c = 0; c < classes.size(); ++c) {
    size_t block = 0;
    for (size_t s = 0; s < counts[c].size(); ++s)
      for (uint64_t n = 0; n < counts[c][s]; ++n, ++block)
        for (size_t i = 0; i < classes[c][block].size(); ++i)
          if ((s >> i) & 1) in.push_back(classes[c][block][i]);
  }
  std::sort(in.begin(), in.end());
  return in;
}

TswitchBlockOptimum tswitch_block_optimum(size_t P, const std::vector<uint64_t>& loads) {
  TswitchBlockOptimum best;
  const Matrix w = symmetric_loads(P, loads);
  best.classes = group_blocks(w, find_blocks(w));
  const uint64_t vectors = count_vectors(best.classes);
  if (vectors > kMaxTswitchCountVectors) {
    best.unsolved = std::to_string(best.classes.size()) + " classes of interchangeable positions give more than " +
                    std::to_string(kMaxTswitchCountVectors) + " count vectors";
    return best;
  }
  const TypeWeights t = type_weights(w, best.classes);
  best.min_use = UINT64_MAX;
  for_each_count_vector(best.classes, P, [&](const TswitchCountVector& v) {
    const uint64_t use = use_of(t, best.classes, v);
    if (use < best.min_use) best.min_use = use, best.optimal_counts.clear();
    if (use == best.min_use) best.optimal_counts.push_back(v);
  });
  std::sort(best.optimal_counts.begin(), best.optimal_counts.end());
  boost::multiprecision::cpp_int count = 0;
  for (auto& v : best.optimal_counts) count += configurations_of(v);
  best.minimiser_count = count.str();
  best.example = tswitch_count_vector_example(best.classes, best.optimal_counts.front());
  return best;
}

}  // namespace netcert
