// fabric_tswitch_blocks_check.cpp — see fabric_tswitch_blocks_check.hpp.
#include "check/fabric_tswitch_blocks_check.hpp"

#include <algorithm>
#include <boost/multiprecision/cpp_int.hpp>
#include <map>
#include <tuple>

namespace netcert {

namespace {

using boost::multiprecision::cpp_int;
using Classes = std::vector<std::vector<std::vector<size_t>>>;

constexpr size_t kMostRoles = 4;                    // 16 states per block
constexpr uint64_t kMostCountVectors = 250'000;  // the checker's own bound on its work (P x P each)

// The stated classes, read with every shape and range checked; false (why set) otherwise.
bool read_classes(const json& stated, size_t P, Classes& classes, std::string& why) {
  if (!stated.is_array() || stated.empty()) return why = "classes: not a non-empty array", false;
  std::vector<int> seen(P, 0);
  for (auto& c : stated) {
    if (!c.is_array() || c.empty()) return why = "classes: a class is not a non-empty array of blocks", false;
    classes.emplace_back();
    for (auto& b : c) {
      if (!b.is_array() || b.empty() || b.size() > kMostRoles || b.size() != c[0].size())
        return why = "classes: a block is empty, has more than 4 positions or differs in size from its class", false;
      classes.back().emplace_back();
      for (auto& x : b) {
        if (!x.is_number_integer() || x.get<int64_t>() < 0 || x.get<uint64_t>() >= P || seen[x.get<size_t>()]++)
          return why = "classes: a position is out of range or listed twice", false;
        classes.back().back().push_back(x.get<size_t>());
      }
    }
  }
  if (std::count(seen.begin(), seen.end(), 0)) return why = "classes: a position is in no block", false;
  return true;
}

// W depends only on (class, role) of both ends and whether they share a block.
bool interchangeable(const std::vector<uint64_t>& loads, size_t P, const Classes& classes, std::string& why) {
  std::vector<std::tuple<size_t, size_t, size_t>> where(P);  // class, block, role
  for (size_t c = 0; c < classes.size(); ++c)
    for (size_t b = 0; b < classes[c].size(); ++b)
      for (size_t r = 0; r < classes[c][b].size(); ++r) where[classes[c][b][r]] = {c, b, r};
  std::map<std::tuple<size_t, size_t, size_t, size_t, bool>, uint64_t> weight;
  for (size_t x = 0; x < P; ++x)
    for (size_t y = 0; y < P; ++y) {
      if (x == y) continue;
      const auto [cx, bx, rx] = where[x];
      const auto [cy, by, ry] = where[y];
      const uint64_t w = loads[x * P + y] + loads[y * P + x];
      auto [it, fresh] = weight.insert({{cx, rx, cy, ry, cx == cy && bx == by}, w});
      if (!fresh && it->second != w)
        return why = "classes: positions " + std::to_string(x) + " and " + std::to_string(y) +
                     " carry other loads than their classes' other blocks (the blocks are not interchangeable)",
               false;
    }
  return true;
}

struct CountVectorWalk {
  const std::vector<uint64_t>& loads;
  size_t P;
  const Classes& classes;
  uint64_t best = UINT64_MAX;
  json minimising = json::array();
  cpp_int minimisers = 0;
};

// One configuration of the count vector (blocks taken in order), its use over all P x P loads.
uint64_t use_of(const CountVectorWalk& s, const std::vector<std::vector<uint64_t>>& v) {
  std::vector<bool> in(s.P, false);
  for (size_t c = 0; c < v.size(); ++c) {
    size_t block = 0;
    for (size_t state = 0; state < v[c].size(); ++state)
      for (uint64_t n = 0; n < v[c][state]; ++n, ++block)
        for (size_t r = 0; r < s.classes[c][block].size(); ++r) in[s.classes[c][block][r]] = (state >> r) & 1;
  }
  uint64_t use = 0;
  for (size_t a = 0; a < s.P; ++a)
    for (size_t b = 0; b < s.P; ++b)
      if (in[a] != in[b]) use += s.loads[a * s.P + b];
  return use;
}

cpp_int multinomials(const std::vector<std::vector<uint64_t>>& v) {
  cpp_int product = 1;
  for (auto& c : v) {
    cpp_int blocks_factorial = 1, parts = 1;
    uint64_t blocks = 0;
    for (uint64_t n : c)
      for (uint64_t i = 1; i <= n; ++i) parts *= i, blocks_factorial *= ++blocks;
    product *= blocks_factorial / parts;
  }
  return product;
}

// Every count vector: class by class, state by state, the last state taking the blocks left.
void walk(CountVectorWalk& s, std::vector<std::vector<uint64_t>>& v, size_t c, size_t state, uint64_t left, size_t size) {
  if (c == s.classes.size()) {
    if (size != s.P / 2 && size != (s.P + 1) / 2) return;
    const uint64_t use = use_of(s, v);
    if (use < s.best) s.best = use, s.minimising = json::array(), s.minimisers = 0;
    if (use == s.best) s.minimising.push_back(v), s.minimisers += multinomials(v);
    return;
  }
  const auto members = static_cast<size_t>(__builtin_popcountll(state));
  if (state + 1 == v[c].size()) {
    v[c][state] = left;
    walk(s, v, c + 1, 0, c + 1 < s.classes.size() ? s.classes[c + 1].size() : 0, size + left * members);
    return;
  }
  for (uint64_t n = 0; n <= left; ++n) v[c][state] = n, walk(s, v, c, state + 1, left - n, size + n * members);
}

}  // namespace

bool verify_tswitch_blocks(const std::vector<uint64_t>& loads, size_t P, const json& s, std::string& why) {
  Classes classes;
  if (!read_classes(s["classes"], P, classes, why) || !interchangeable(loads, P, classes, why)) return false;
  cpp_int vectors = 1;
  for (auto& c : classes) {
    const uint64_t states = uint64_t{1} << c[0].size();
    cpp_int choose = 1;
    for (uint64_t i = 1; i < states; ++i) choose = choose * (c.size() + i) / i;
    if ((vectors *= choose) > kMostCountVectors)
      return why = "classes: more than " + std::to_string(kMostCountVectors) + " count vectors to check", false;
  }
  CountVectorWalk search{loads, P, classes};
  std::vector<std::vector<uint64_t>> v;
  for (auto& c : classes) v.push_back(std::vector<uint64_t>(size_t{1} << c[0].size(), 0));
  walk(search, v, 0, 0, classes[0].size(), 0);
  if (s["min_use"] != search.best) return why = "minimum internal-link use is " + std::to_string(search.best), false;
  json stated = s["optimal_counts"], found = search.minimising;
  if (!stated.is_array()) return why = "optimal_counts: not an array", false;
  std::sort(stated.begin(), stated.end());
  std::sort(found.begin(), found.end());
  if (stated != found)
    return why = "the optimal count vectors are not the " + std::to_string(found.size()) + " stated", false;
  if (s["minimiser_count"] != search.minimisers.str())
    return why = "the optimal configurations number " + search.minimisers.str(), false;
  return true;
}

}  // namespace netcert
