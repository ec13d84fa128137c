// fabric_tswitch_table.cpp — table fabric-tswitch: the optimal
// T-switch configurations of a real fabric under its real traffic (every
// ordered host pair through its OpenSM tables), per stage or per switch, and
// for a recognised k-ary n-tree the comparison with tswitch-oscp (DESTRO,
// uniform traffic) stage by stage. The certificate is fabric.tswitch_optimal's,
// re-checked by the independent checker before any row says holds.
#include <algorithm>
#include <map>
#include <set>

#include "check/fabric_tswitch_check.hpp"
#include "core/certificate.hpp"
#include "properties/fabric.hpp"
#include "search/fabric_tswitch.hpp"
#include "search/tswitch_optimal.hpp"
#include "search/tswitch_search.hpp"

namespace netcert {

namespace {

using Alpha = std::vector<int>;  // a configuration as its port labels (netcert ports, or IB ports off a tree)

Alpha labelled(const FabricTswitch& sw, const std::vector<int>& positions, bool tree) {
  Alpha a;
  for (int x : positions) a.push_back(tree ? x : sw.ports[static_cast<size_t>(x)]);
  return a;
}

// Every optimal alpha of an enumerated switch; of a count-vector switch, only its example.
std::set<Alpha> optimal_alphas(const FabricTswitch& sw, bool tree) {
  std::set<Alpha> out;
  if (sw.by_blocks) return {labelled(sw, tswitch_example_minimiser(sw), tree)};
  for (uint64_t m : sw.minimisers) {
    std::vector<int> in;
    for (size_t x = 0; x < sw.ports.size(); ++x)
      if ((m >> x) & 1) in.push_back(static_cast<int>(x));
    out.insert(labelled(sw, in, tree));
  }
  return out;
}

// The internal-link use of the configuration with these positions in C^alpha.
uint64_t use_of(const FabricTswitch& sw, const std::vector<int>& positions) {
  const size_t P = sw.ports.size();
  std::vector<bool> in(P, false);
  for (int x : positions) in[static_cast<size_t>(x)] = true;
  uint64_t use = 0;
  for (size_t a = 0; a < P; ++a)
    for (size_t b = 0; b < P; ++b)
      if (in[a] != in[b]) use += sw.loads[a * P + b];
  return use;
}

// Decimal counts compared as numbers (a count-vector switch's count can exceed 64 bits).
bool count_less(const std::string& a, const std::string& b) {
  return a.size() != b.size() ? a.size() < b.size() : a < b;
}

// A count as a table cell: a number when it fits 64 bits, else its decimal string.
json count_cell(const std::string& count) {
  return count.size() <= 19 ? json(std::stoull(count)) : json(count);
}

std::string span(uint64_t lo, uint64_t hi) {
  return lo == hi ? std::to_string(lo) : std::to_string(lo) + ".." + std::to_string(hi);
}
std::string span(const std::string& lo, const std::string& hi) { return lo == hi ? lo : lo + ".." + hi; }

// The largest k whose tswitch-oscp the table runs for its comparison: that table enumerates C(2k, k)
// configurations per stage (2.7 M at k = 12, in about a second; 601 M at k = 16, over two minutes), which
// would make the comparison, not the fabric, the table's cost. `netcert table tswitch-oscp` still runs
// beyond it on its own.
constexpr int kMaxComparedArity = 12;

// tswitch-oscp's stages for k, n, or none beyond its limits or the comparison's.
std::map<int, StageResult> oscp_stages(int k, int n, const RunContext& ctx) {
  std::map<int, StageResult> out;
  uint64_t N = 1;
  for (int i = 0; i < n && N <= 4096; ++i) N *= static_cast<uint64_t>(k);
  if (k == 0 || k > kMaxExhaustiveArity || k > kMaxComparedArity || N > 4096) return out;
  for (auto& st : optimal_exhaustive_run(k, n, Connections::All, ctx).stages) out[st.stage] = st;
  return out;
}

// The comparison cell of a stage tswitch-oscp was not run for, and why.
std::string not_compared(bool tree, int k) {
  if (!tree) return "n/a (not a k-ary n-tree)";
  if (k > kMaxComparedArity && k <= kMaxExhaustiveArity)
    return "n/a (k > " + std::to_string(kMaxComparedArity) + ": tswitch-oscp enumerates C(2k, k) per stage; run "
           "netcert table tswitch-oscp to compare)";
  return "n/a (beyond tswitch-oscp's limits)";
}

struct StageSummary {
  uint64_t use_lo = UINT64_MAX, use_hi = 0;
  std::string count_lo, count_hi;
  std::set<Alpha> common;
  bool common_decided = true;  // false: count-vector switches, and their example alpha is not optimal on all
  size_t switches = 0;
  Alpha first;
};

// Whether the first switch's example alpha is optimal on every switch of the stage (count-vector switches
// do not list their optimal alphas, so a stage-wide one is looked for through that example).
bool example_optimal_on_all(const std::vector<const FabricTswitch*>& members) {
  const std::vector<int> example = tswitch_example_minimiser(*members.front());
  for (auto* sw : members)
    if (sw->ports.size() != members.front()->ports.size() || use_of(*sw, example) != sw->min_use) return false;
  return true;
}

StageSummary summarise(const std::vector<const FabricTswitch*>& members, bool tree) {
  StageSummary s;
  bool any_blocks = false;
  for (auto* sw : members) {
    std::set<Alpha> mine = optimal_alphas(*sw, tree);
    const std::string count = tswitch_minimiser_count(*sw);
    if (s.switches++ == 0) s.common = mine, s.first = *mine.begin(), s.count_lo = s.count_hi = count;
    std::set<Alpha> both;
    std::set_intersection(s.common.begin(), s.common.end(), mine.begin(), mine.end(), std::inserter(both, both.end()));
    s.common = both;
    s.use_lo = std::min(s.use_lo, sw->min_use), s.use_hi = std::max(s.use_hi, sw->min_use);
    if (count_less(count, s.count_lo)) s.count_lo = count;
    if (count_less(s.count_hi, count)) s.count_hi = count;
    any_blocks |= sw->by_blocks;
  }
  if (any_blocks) {
    s.common_decided = example_optimal_on_all(members);
    s.common = s.common_decided ? std::set<Alpha>{labelled(*members.front(), tswitch_example_minimiser(*members.front()),
                                                           tree)}
                                : std::set<Alpha>{};
  }
  return s;
}

// The comparison cells: tswitch-oscp's (use, configurations), its alpha's reach, equal / differs: how.
std::vector<json> compare(const StageSummary& s, const std::vector<const FabricTswitch*>& members, const StageResult& o) {
  const Alpha oscp_alpha = alpha_of(o.example);
  size_t reached = 0;
  for (auto* sw : members)  // a count-vector switch lists no alphas: the oscp alpha's own use is compared
    reached += sw->by_blocks ? use_of(*sw, oscp_alpha) == sw->min_use : optimal_alphas(*sw, true).count(oscp_alpha) > 0;
  std::string how;
  if (s.use_lo != o.min_use || s.use_hi != o.min_use)
    how += "optimal use " + span(s.use_lo, s.use_hi) + " vs " + std::to_string(o.min_use);
  if (s.count_lo != o.minimisers || s.count_hi != o.minimisers)
    how += std::string(how.empty() ? "" : ", ") + "configurations " + span(s.count_lo, s.count_hi) + " vs " + o.minimisers;
  return {"use " + std::to_string(o.min_use) + ", " + o.minimisers + " configurations",
          std::to_string(reached) + "/" + std::to_string(members.size()) + " switches",
          how.empty() ? std::string("equal") : "differs: " + how};
}

}  // namespace

TableData fabric_tswitch_table(const FabricRouting& r, bool detail, const RunContext& ctx) {
  FabricTswitchRun run = fabric_tswitch_run(r, ctx);
  TableData d;
  std::string why;
  Verdict v = run.outcome.verdict;
  if (v == Verdict::Holds && !fabric_verify_tswitch(run.outcome.witness, why))
    v = Verdict::Unknown, run.outcome.note = "the independent checker rejects the engine's values: " + why;
  if (v == Verdict::Unknown) {
    d.notes.push_back("unknown: " + run.outcome.note);
    return d;
  }
  d.certificates.push_back(make_certificate("fabric.tswitch_optimal", ParamSet{}, "exhaustive", v, run.outcome.witness));
  const bool tree = run.k > 0;
  const std::string verdict = to_string(v);
  std::map<int, std::vector<const FabricTswitch*>> stages;
  for (auto& sw : run.switches) stages[sw.stage].push_back(&sw);
  if (detail) {
    d.columns = {"stage", "switch", "optimal use", "optimal configurations", "one optimal alpha", "verdict"};
    for (auto& [stage, members] : stages)
      for (auto* sw_ptr : members) {
        const FabricTswitch& sw = *sw_ptr;
        d.rows.push_back({sw.stage, r.fabric.label(sw.node), sw.min_use, count_cell(tswitch_minimiser_count(sw)),
                          json(*optimal_alphas(sw, tree).begin()).dump(), verdict});
      }
  } else {
    d.columns = {"stage", "switches", "optimal use", "optimal configurations", "one alpha optimal for the whole stage",
                 "one optimal alpha", "tswitch-oscp", "oscp alpha optimal on", "comparison", "verdict"};
    auto oscp = oscp_stages(run.k, run.n, ctx);
    for (auto& [stage, members] : stages) {
      StageSummary s = summarise(members, tree);
      std::vector<json> row = {stage, s.switches, span(s.use_lo, s.use_hi), span(s.count_lo, s.count_hi),
                               !s.common_decided ? "not decided" : s.common.empty() ? "no" : "yes",
                               json(s.common.empty() ? s.first : *s.common.begin()).dump()};
      std::vector<json> cmp = oscp.count(stage) ? compare(s, members, oscp.at(stage))
                                                : std::vector<json>{"-", "-", not_compared(tree, run.k)};
      row.insert(row.end(), cmp.begin(), cmp.end());
      row.push_back(verdict);
      d.rows.push_back(row);
    }
  }
  d.notes.push_back(tree ? "a " + std::to_string(run.k) + "-ary " + std::to_string(run.n) +
                               "-tree: alpha lists netcert ports (0..k-1 down, k..2k-1 up) under the recognised "
                               "isomorphism, as tswitch-oscp does"
                         : std::string("not a k-ary n-tree: stages are distances to the hosts, alpha lists IB ports "
                                       "of the switch's connected ports"));
  d.notes.push_back("optimal use = paths crossing the internal link, every ordered host pair routed once through the "
                    "OpenSM tables; configurations counted as subsets C^alpha (C and its complement both, as "
                    "tswitch-oscp); a stage's alpha is optimal for the whole stage when one is optimal on every switch");
  if (std::any_of(run.switches.begin(), run.switches.end(), [](const FabricTswitch& sw) { return sw.by_blocks; }))
    d.notes.push_back("switches of more than " + std::to_string(kMaxTswitchPositions) +
                      " positions are solved by count vectors over classes of interchangeable positions (not "
                      "enumerated); their one optimal alpha is an example, and a stage-wide alpha is looked for "
                      "through it (not decided when it is not optimal on every switch of the stage)");
  d.notes.push_back("--certify writes fabric.tswitch_optimal's certificate (per switch: connections, minimum, every "
                    "optimal configuration, or beyond " + std::to_string(kMaxTswitchPositions) +
                    " positions the classes, optimal count vectors and their number); " + verdict +
                    ", re-checked by the independent checker: " + why);
  return d;
}

}  // namespace netcert
