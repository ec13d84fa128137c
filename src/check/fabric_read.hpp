// fabric_read.hpp — the independent checker's own reading of a fabric from
// a certificate's blob (check/ only; its own parsers, check/fabric_*_read.hpp,
// not the engines' net/fabric_topology or net/fabric_lft_dump): the topology, a hash map from (switch,
// destination LID) to output port checked against it, and a walk that stops
// at the first switch it visits twice. Shared by the fabric.* re-checks.
#pragma once
#include <cstdint>
#include <map>
#include <string>
#include <unordered_map>
#include <vector>

#include "core/json.hpp"
#include "net/fabric.hpp"

namespace netcert {

struct CheckedFabric {
  Fabric fabric;
  std::unordered_map<uint64_t, int> forward;  // (node << 32 | lid) -> IB port
  // The same entries as one row per switch indexed by LID (-1: no entry), built from
  // `forward` when it fits in kDenseForwardEntries: a walk of every pair reads it
  // billions of times, and a hash lookup per hop was most of a fabric re-check.
  static constexpr uint64_t kDenseForwardEntries = uint64_t{1} << 25;  // 64 MB of rows at most
  std::vector<uint32_t> dense_row;        // node -> row (UINT32_MAX: not a switch with a row)
  std::vector<int16_t> dense_forward;     // row * dense_lids + lid -> port, -1 when absent
  uint32_t dense_lids = 0;
  std::map<std::pair<uint32_t, int>, uint32_t> channel;  // (switch, port) -> rank index, canonical order
  bool has_lanes = false;                // the blob carries lane texts (check/fabric_lanes_read.hpp reads them)
  std::string sl2vl, path_sl;
};

bool load_checked_fabric(const json& blob, CheckedFabric& out, std::string& why);

// hops: (switch, port) with port 0 when the switch has no entry or forwards to itself.
struct Walked {
  std::vector<FabricPort> hops;
  std::string end;
};

// A switch seen twice is a loop: found by scanning the hops while there are at most
// `scan_hops` (every real route), in a set once the walk is longer (a forged table's long cycle).
Walked checked_walk(const CheckedFabric& cf, uint32_t src, uint32_t dst, size_t scan_hops = 32);

// Builds cf's dense rows from cf.forward (none when they would not fit; load_checked_fabric calls it).
void index_forwarding(CheckedFabric& cf);
// Drops the dense rows: walks read cf.forward's hash map alone.
void drop_dense_rows(CheckedFabric& cf);

// The host index of {"node": id, "port": p}, Fabric::kNone when it names none.
uint32_t host_of(const Fabric& f, const json& j);

json walk_json(const Fabric& f, const Walked& w);

}  // namespace netcert
