// min_self_routing_check.cpp — the butterfly MIN walked digit list by digit list
// (min_self_routing_check.hpp).
#include "check/min_self_routing_check.hpp"

#include <algorithm>
#include <stdexcept>

namespace netcert {

namespace {

using Digits = std::vector<int>;  // Digits[j] = x_j, least significant first

Digits to_digits(int k, int n, int64_t x) {
  Digits d(n);
  for (int j = 0; j < n; ++j, x /= k) d[j] = static_cast<int>(x % k);
  return d;
}

int64_t terminal_count(int k, int n) {
  if (k < 2 || n < 1) throw std::invalid_argument("butterfly MIN check: needs k >= 2 and n >= 1");
  int64_t count = 1;
  for (int j = 0; j < n; ++j) {
    count *= k;
    if (count > kMaxCheckedMinTerminals) throw std::invalid_argument("butterfly MIN check: k^n too large");
  }
  return count;
}

// The pattern between stage i−1 and stage i: β_(n−i) for 0 < i < n, the identity at the terminals.
void connect_stage(int n, int i, Digits& link) {
  if (i > 0 && i < n) std::swap(link[0], link[n - i]);
}

// The output terminal reached from src when stage i leaves by port k + choice[i].
Digits follow_ports(int k, int n, int64_t src, const Digits& choice) {
  Digits link = to_digits(k, n, src);
  connect_stage(n, 0, link);
  for (int i = 0; i < n; ++i) {
    link[0] = choice[i];  // the switch keeps digits 1..n−1 (which switch) and sets the port digit
    connect_stage(n, i + 1, link);
  }
  return link;
}

bool next_choice(int k, Digits& choice) {
  for (auto& c : choice) {
    if (++c < k) return true;
    c = 0;
  }
  return false;
}

}  // namespace

std::vector<std::vector<int>> checked_min_paths(int k, int n, int64_t src, int64_t dst) {
  const int64_t terminals = terminal_count(k, n);
  if (src < 0 || dst < 0 || src >= terminals || dst >= terminals)
    throw std::invalid_argument("butterfly MIN check: terminal out of range");
  const Digits target = to_digits(k, n, dst);
  std::vector<std::vector<int>> paths;
  Digits choice(n, 0);
  do {
    if (follow_ports(k, n, src, choice) == target) {
      std::vector<int> ports;
      for (int c : choice) ports.push_back(k + c);
      paths.push_back(ports);
    }
  } while (next_choice(k, choice));
  return paths;
}

int64_t checked_min_pairs_with_one_path(int k, int n) {
  const int64_t terminals = terminal_count(k, n);
  int64_t unique = 0;
  for (int64_t s = 0; s < terminals; ++s) {
    std::vector<int64_t> reached(terminals, 0);
    Digits choice(n, 0);
    do {
      int64_t at = 0;
      const Digits end = follow_ports(k, n, s, choice);
      for (int j = n - 1; j >= 0; --j) at = at * k + end[j];
      ++reached[at];
    } while (next_choice(k, choice));
    unique += std::count(reached.begin(), reached.end(), 1);
  }
  return unique;
}

std::optional<std::string> check_min_routing_example(int k, int n, int64_t src, int64_t dst,
                                                     const std::string& tag_printed, const std::vector<int>& ports) {
  if (static_cast<int>(tag_printed.size()) != n || static_cast<int>(ports.size()) != n)
    return "the tag and the port list need one entry per stage";
  const auto paths = checked_min_paths(k, n, src, dst);
  if (paths.size() != 1) return std::to_string(paths.size()) + " paths join the pair, not one";
  for (int i = 0; i < n; ++i) {
    const int t_i = tag_printed[n - 1 - i] - '0';  // printed as t_(n−1) … t_0
    if (paths[0][i] != ports[i])
      return "stage " + std::to_string(i) + " leaves by port " + std::to_string(paths[0][i]) + ", printed " +
             std::to_string(ports[i]);
    if (t_i != ports[i] - k)
      return "tag digit t_" + std::to_string(i) + " = " + std::to_string(t_i) + " names port " +
             std::to_string(k + t_i) + ", the path uses " + std::to_string(ports[i]);
  }
  return std::nullopt;
}

}  // namespace netcert
