// twin_port_partition_check.hpp — the checker's reading of seed 002's Defs. 1.3–1.8 and
// Props. 1.1–1.2 (table tswitch-port-partitions): how the 2k ports of a k×k T-switch are split
// between its two internal switches α and β.
//
// A split is given as the list of T-switch ports (0..2k−1; B = 0..k−1, F = k..2k−1, Defs. 1.4–1.5)
// that sit on α; β has the rest. Both internal switches have r >= 1 joining ports (J^α, J^β,
// card(J^α) = card(J^β), Def. 1.7), so card(P^α) = card(P^β) holds exactly when α and β carry
// equally many T-switch ports.
#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace netcert {

constexpr int kMaxCheckedPartitionArity = 8;  // 2^16 splits

// nullopt when the split meets Def. 1.7 (card(P^α) = card(P^β)) and Props. 1.1–1.2 hold on it;
// otherwise the first definition or proposition it violates, named.
std::optional<std::string> check_port_partition(int k, int r, const std::vector<int>& alpha_ports);

// Among all 2^(2k) splits (1 <= k <= kMaxCheckedPartitionArity): how many meet Def. 1.7, and how
// many of those satisfy Props. 1.1 and 1.2 (listed with std::next_permutation over selections,
// side sizes a = 0..2k).
struct PartitionCensus {
  int64_t splits = 0, meeting_def = 0, props_hold = 0, unequal_where_prop11_fails = 0;
};
PartitionCensus checked_partition_census(int k);

}  // namespace netcert
