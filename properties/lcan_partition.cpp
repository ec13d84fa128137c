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

LcanWiring partition_labels(const ParamSet& ps) {
  return LcanWiring::from_labels(ps.s("kind") == "cb", static_cast<uint64_t>(ps.i("N")),
                                 static_cast<uint64_t>(ps.i("d")), static_cast<uint64_t>(ps.i("u")));
}

bool recheck_partition(const ParamSet& ps, const json& cx, std::string& why) {
  auto mine = lcan_first_partition_defect(partition_labels(ps));
  if (!mine) return why = "rejected: on the labels' wiring every switch is reached by exactly one block of PEs", false;
  if (*mine != cx) return why = "rejected: the checker's first defect is " + mine->dump(), false;
  why = "confirmed by the independent checker: " + mine->dump();
  return true;
}

Verification verify_partition(const ParamSet& ps, const std::string&, const json& w, std::string& why) {
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

}  // namespace

void register_lcan_partition(Catalogue& cat) {
  Property p;
  p.id = "lcan.partitionable";
  p.paper = kLcanPaper;
  p.claim = "Sec. 1: LCANs are partitionable (independent sub-networks, traffic in one does not affect the others)";
  p.statement =
      "In CB-LCAN(N,d,u) and T-LCAN(N,d,u) every switch of every level j serves exactly one block of PEs: the PEs "
      "below it (down through downers; the checker: the PEs whose climb through uppers reaches it) are the "
      "B_j consecutive PEs of one block, B_j = d^(j+1) (CB) or d (d/u)^j (T). Hence for every level i the blocks "
      "of level i-1 split the network: LCA routes between PEs of one block turn below level i and use only "
      "switches and links serving that block, none used by routes inside another block. Every switch is checked. "
      "Not checked: \"most unidirectional networks are not\" (no network or definition named)";
  p.params = lcan_shape_params("cb", "64", "4", "2");
  Engine e;
  e.name = "exhaustive";
  e.refuse = [](const ParamSet& ps) { return lcan_refusal(ps, kMaxPartitionN); };
  e.description = "every switch: the PEs below it on the model's downer ports form one block";
  e.run = [](const ParamSet& ps, const RunContext& ctx) { return lcan_partition_exhaustive(lcan_of(ps), ctx); };
  p.engines = {sliced(e)};
  p.recheck = recheck_partition;
  p.verify_witness = verify_partition;
  cat.add(std::move(p));
}

}  // namespace netcert
