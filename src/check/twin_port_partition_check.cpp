// twin_port_partition_check.cpp — Props. 1.1–1.2 on explicit port sets
// (twin_port_partition_check.hpp).
#include "check/twin_port_partition_check.hpp"

#include <algorithm>
#include <set>
#include <stdexcept>

namespace netcert {

namespace {

struct TwinSides {
  std::set<int> B[2], F[2];  // [0] = α, [1] = β
};

TwinSides split_ports(int k, const std::vector<int>& alpha_ports) {
  TwinSides s;
  const std::set<int> alpha(alpha_ports.begin(), alpha_ports.end());
  for (int port = 0; port < 2 * k; ++port) {
    const int side = alpha.count(port) ? 0 : 1;
    (port < k ? s.B[side] : s.F[side]).insert(port);
  }
  return s;
}

}  // namespace

std::optional<std::string> check_port_partition(int k, int r, const std::vector<int>& alpha_ports) {
  if (k < 1 || r < 1) return "Def. 1.7 needs k >= 1 and J^i nonempty (r >= 1)";
  for (int port : alpha_ports)
    if (port < 0 || port >= 2 * k) return "port " + std::to_string(port) + " is not a T-switch port (Def. 1.3)";
  const TwinSides s = split_ports(k, alpha_ports);
  const size_t P_alpha = r + s.B[0].size() + s.F[0].size(), P_beta = r + s.B[1].size() + s.F[1].size();
  if (P_alpha != P_beta)
    return "card(P^alpha) = " + std::to_string(P_alpha) + " != card(P^beta) = " + std::to_string(P_beta) +
           " (Def. 1.7)";
  if (s.B[0].size() != s.F[1].size() || s.B[1].size() != s.F[0].size())
    return "Prop. 1.1: card(B^alpha) = " + std::to_string(s.B[0].size()) + ", card(F^beta) = " +
           std::to_string(s.F[1].size());
  for (int side = 0; side < 2; ++side)
    if (s.B[side].size() + s.F[side].size() != static_cast<size_t>(k))
      return "Prop. 1.2: card(C^" + std::string(side ? "beta" : "alpha") + ") != k";
  return std::nullopt;
}

PartitionCensus checked_partition_census(int k) {
  if (k < 1 || k > kMaxCheckedPartitionArity) throw std::invalid_argument("port partitions: needs 1 <= k <= 8");
  PartitionCensus c;
  for (int a = 0; a <= 2 * k; ++a) {  // a ports on α
    std::vector<bool> chosen(2 * k, false);
    std::fill(chosen.begin(), chosen.begin() + a, true);
    do {
      std::vector<int> alpha;
      for (int port = 0; port < 2 * k; ++port)
        if (chosen[port]) alpha.push_back(port);
      ++c.splits;
      const auto problem = check_port_partition(k, 1, alpha);
      if (a == k) {
        ++c.meeting_def;
        c.props_hold += !problem;
      } else if (problem) {
        const TwinSides s = split_ports(k, alpha);
        c.unequal_where_prop11_fails += s.B[0].size() != s.F[1].size();
      }
    } while (std::prev_permutation(chosen.begin(), chosen.end()));
  }
  return c;
}

}  // namespace netcert
