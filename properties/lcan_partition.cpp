// lcan_partition.cpp — seed 004 Sec. 1, lcan.partitionable ("LCANs are
// partitionable ... split into independent sub-networks such that traffic in
// one sub-network does not affect traffic in the others"). Engine:
// search/lcan_partition.cpp (down from each switch on the model's ports);
// checker: check/lcan_partition_check.cpp (up from each PE on the labels' wiring).
#include "check/lcan_partition_check.hpp"
#include "properties/lcan.hpp"
#include "search/lcan_partition.hpp"

namespace netcert {

namespace {

constexpr uint64_t kMaxPartitionN = 4096;  // the checker keeps a PE set per switch

using LP = LcanParams;

LcanWiring partition_labels(const LP& p) {
  return LcanWiring::from_labels(p.cb(), static_cast<uint64_t>(p.N), static_cast<uint64_t>(p.d),
                                 static_cast<uint64_t>(p.u));
}

bool recheck_partition(const LP& ps, const json& cx, std::string& why) {
  auto mine = lcan_first_partition_defect(partition_labels(ps));
  if (!mine) return why = "rejected: on the labels' wiring every switch is reached by exactly one block of PEs", false;
  if (*mine != cx) return why = "rejected: the checker's first defect is " + mine->dump(), false;
  why = "confirmed by the independent checker: " + mine->dump();
  return true;
}

Verification verify_partition(const LP& ps, const std::string&, const json& w, std::string& why) {
  LcanWiring net = partition_labels(ps);
  json sizes = json::array(), switches = json::array();
  for (int j = 0; j < net.levels(); ++j) sizes.push_back(lcan_partition_block_size(net, j)), switches.push_back(net.switches(j));
  if (w != json{{"levels", net.levels()}, {"block_size_per_level", sizes}, {"switches_per_level", switches}})
    return why = "witness is not {levels, block_size_per_level, switches_per_level} of the labels' network", false;
  if (auto d = lcan_first_partition_defect(net)) return why = "the checker finds " + d->dump(), false;
  why = "the independent checker climbed from all " + std::to_string(net.N()) +
        " PEs: every switch is reached by exactly one block of PEs";
  return true;
}

Declaration<LP> partitionable() {
  EngineDecl<LP> e{"exhaustive", {lcan_shape_rule(kMaxPartitionN)},
                   [](const LP& p, const RunContext& ctx) { return lcan_partition_exhaustive(lcan_of(p), ctx); },
                   "every switch: the PEs below it on the model's downer ports form one block", true};
  return {"lcan.partitionable", kLcanPaper,
          "Sec. 1: LCANs are partitionable (independent sub-networks, traffic in one does not affect the others)",
          "In CB-LCAN(N,d,u) and T-LCAN(N,d,u) every switch of every level j serves exactly one block of PEs: the PEs "
          "below it (down through downers; the checker: the PEs whose climb through uppers reaches it) are the "
          "B_j consecutive PEs of one block, B_j = d^(j+1) (CB) or d (d/u)^j (T). Hence for every level i the blocks "
          "of level i-1 split the network: LCA routes between PEs of one block turn below level i and use only "
          "switches and links serving that block, none used by routes inside another block. Every switch is checked. "
          "Not checked: \"most unidirectional networks are not\" (no network or definition named)",
          lcan_shape_fields("cb", "64", "4", "2"), {e}, recheck_partition, verify_partition};
}

}  // namespace

void register_lcan_partition(Catalogue& cat) { cat.add(declare(partitionable())); }

}  // namespace netcert
