// oft.cpp — seed 003 (Honkanen, Systolic Routing in an Optical Fat Tree): the
// registration of oft.debruijn, oft.conflict_free, oft.all_to_all, oft.counts, oft.diameter,
// oft.hrelation, the tables oft-routing and oft-hrelation, and the
// oft/control-sequence schedule checker.
//
// Engines: src/search/oft_*_search.cpp (one algorithm per file) and
// proofs/oft_smt.cpp. Re-checks and witness verification: the independent
// checker src/check/oft_check.* (own wiring, own Prefer one), fed only from the
// certificate's params; a counterexample or witness is evidence, compared with
// what the checker derives, never a source of r, reading or control bits.
//
// Conventions (docs/architecture.md): a packet injected at slot i meets the root in slot
// i+1 and level 1 in slot i+r (row i of a routing table is ξ_(i+1..i+r));
// reading=per-processor: routing bits s XOR d (the paper's own example);
// reading=shared: one table, τ = the destination address (refuted, ERRATA).
#include <algorithm>
#include <optional>
#include <sstream>

#include "check/oft_check.hpp"
#include "check/oft_diameter_check.hpp"
#include "core/catalogue.hpp"
#include "core/declaration.hpp"
#include "core/errors.hpp"
#include "core/schedule_input.hpp"
#include "core/table_declaration.hpp"
#include "net/oft.hpp"
#include "proofs/oft_smt.hpp"
#include "route/oft_systolic.hpp"
#include "search/oft_engines.hpp"

namespace netcert {

namespace {

namespace oc = oftcheck;

const char* kOftPaper = "003 Honkanen, Systolic Routing in an Optical Fat Tree (Report A/2003/2)";

using OP = OftParams;

bool shared_of(const OP& params) { return oft_reading(params) == TableReading::Shared; }

Field<OP> r_field(int64_t hi, std::string default_value, std::string help) {
  return int_field(&OP::r, "r", 1, hi, std::move(default_value), std::move(help));
}
// Certificates that name no reading meant per-processor tables.
Field<OP> table_reading_field(std::string help) {
  return choice_field_absent_as(&OP::reading, "reading", {"per-processor", "shared"}, "per-processor", std::move(help),
                                "per-processor");
}

// The checker's structural lemma on its explicit wiring: the argument of Sec. 3.3 made complete.
bool lemma_holds(int r, std::string& why) {
  std::string d = oc::routing_lemma_defect(r);
  if (!d.empty()) why = "the explicit wiring breaks the routing lemma: " + d;
  return d.empty();
}

// An engine refused above r = max_r (`why`) whose fails outcome names its size and itself (oft_bind).
// `description`: what a result establishes (list --json); smt engines name what is fixed and symbolic.
EngineDecl<OP> engine(const std::string& name, int64_t max_r, std::string why, Outcome (*run)(const OP&, const RunContext&),
                      std::string description = {}) {
  EngineDecl<OP> e;
  e.name = name;
  e.domain = {limit<OP>("r", max_r, std::move(why)).worded(LimitWording::Over)};
  e.run = [name, run](const OP& params, const RunContext& ctx) {
    Outcome o = run(params, ctx);
    if (o.verdict == Verdict::Fails) o.counterexample = oft_bind(o.counterexample, params.r, name);
    return o;
  };
  e.description = std::move(description);
  return e;
}

// The same, one sliced loop (--shard, --checkpoint, MPI).
EngineDecl<OP> sliced_engine(const std::string& name, int64_t max_r, std::string why,
                             Outcome (*run)(const OP&, const RunContext&), std::string description = {}) {
  EngineDecl<OP> e = engine(name, max_r, std::move(why), run, std::move(description));
  e.sliced = true;
  return e;
}

// Whether `e` takes these params: its only rules are limits on r.
bool oft_engine_accepts(const EngineDecl<OP>& e, const OP& params) {
  for (auto& rule : e.domain)
    if (!limit_refusal(rule.param, params.r, rule.max, rule.why, rule.wording).empty()) return false;
  return true;
}

// Splits {"r", "engine"} off a counterexample: r must be the params' r, the
// engine one of the property's that accepts these params.
bool unbind(const std::vector<EngineDecl<OP>>& engines, const OP& params, json& cex, std::string& why) {
  if (!cex.is_object() || !cex.contains("r") || !cex.contains("engine") || !cex["engine"].is_string())
    return why = "rejected: the counterexample does not name its r and engine", false;
  if (cex["r"] != params.r) return why = "rejected: the counterexample is for r = " + cex["r"].dump(), false;
  bool accepted = false;
  for (auto& e : engines) accepted = accepted || (e.name == cex["engine"] && oft_engine_accepts(e, params));
  if (!accepted) return why = "rejected: no engine " + cex["engine"].dump() + " for these params", false;
  cex.erase("r");
  cex.erase("engine");
  return true;
}

std::string same_engine(const OP&, const std::string& engine, const json& cex) {
  if (cex.is_object() && cex.value("engine", "") == engine) return "";
  return "the counterexample was reported by " + (cex.is_object() ? cex.value("engine", "?") : "?") + ", not " + engine;
}

// A re-check of the bare counterexample, after unbinding.
using BareRecheck = bool (*)(const OP&, const json&, std::string&);
std::function<bool(const OP&, const json&, std::string&)> bound_recheck(const std::vector<EngineDecl<OP>>& engines,
                                                                        BareRecheck f) {
  return [engines, f](const OP& params, const json& cex, std::string& why) {
    json bare = cex;
    return unbind(engines, params, bare, why) && f(params, bare, why);
  };
}

bool witness_is(const json& w, const json& want, std::string& why) {
  if (w == want) return true;
  why = "the witness is not " + want.dump() + " (what these params give)";
  return false;
}

bool confirmed(const json& cex, const json& canonical, const std::string& yes, std::string& why) {
  if (canonical.is_null()) return false;
  if (cex != canonical) return why = "rejected: the checker's first defect is " + canonical.dump() + ", not this", false;
  why = "confirmed by the independent checker: " + yes;
  return true;
}

// ---------------------------------------------------------------- oft.debruijn
bool recheck_debruijn(const OP& params, const json& cex, std::string& why) {
  why = "rejected: Prefer one, run by the checker, writes 2^r + r - 1 bits and every r-bit window once";
  return confirmed(cex, oc::first_debruijn_defect(params.r), "Prefer one's output has this defect", why);
}

Verification verify_debruijn(const OP& params, const std::string& engine, const json& w, std::string& why) {
  int r = params.r;
  if (engine == "smt") return oft_smt_witness_matches("oft.debruijn", r, TableReading::PerProcessor, w, why);
  if (!witness_is(w, oft_debruijn_witness(r), why)) return false;
  json d = oc::first_debruijn_defect(r);
  why = d.is_null() ? "Prefer one re-run by the checker: 2^r + r - 1 bits, every r-bit window once (census)"
                    : "the checker finds " + d.dump();
  return d.is_null();
}

Declaration<OP> debruijn_property() {
  Declaration<OP> p;
  p.id = "oft.debruijn";
  p.paper = kOftPaper;
  p.claim = "Sec. 3.2, Algorithm Prefer one";
  p.statement =
      "Prefer one (r zeros, then prefer a 1, else a 0, stop when neither forms a new r-tuple) writes 2^r + r - 1 bits "
      "whose first 2^r form a cyclic de Bruijn sequence B(2,r): every r-bit word occurs exactly once as a cyclic "
      "window.";
  p.params = {r_field(24, "1..20", "OFT dimension (processors n = 2^r)")};
  p.engines = {sliced_engine("exhaustive", 24, "2^r windows held in memory", oft_debruijn_exhaustive),
               engine("smt", 12, "the certified query text grows as 4^r", oft_debruijn_smt,
                      oft_smt_scope("oft.debruijn")),
               engine("random", 16, "each case scans all 2^r windows", oft_debruijn_random)};
  p.recheck = bound_recheck(p.engines, recheck_debruijn);
  p.cex_engine = same_engine;
  p.verify = verify_debruijn;
  return p;
}

// ------------------------------------------------------------ oft.conflict_free
bool recheck_conflict(const OP& params, const json& cex, std::string& why) {
  std::string kind = cex.value("kind", "");
  if (kind == "misdelivery") return oc::confirm_misdelivery(params.r, shared_of(params), cex, why);
  if (kind == "collision") return oc::confirm_collision(params.r, cex, why);
  if (kind == "unserved") {  // smt coverage query: must be the checker's first unserved pair
    why = "rejected: every destination is named by a row of every table (checker's Prefer one)";
    return confirmed(cex, oc::first_unserved_pair(params.r, shared_of(params)), "no row of the source's table names it", why) &&
           oc::confirm_model_unserved(params.r, oc::paper_control(params.r, shared_of(params)), cex, why);
  }
  why = "rejected: unknown counterexample kind '" + kind + "'";
  return false;
}

Verification verify_conflict(const OP& params, const std::string& engine, const json& w, std::string& why) {
  int r = params.r;
  if (engine == "smt") return oft_smt_witness_matches("oft.conflict_free", r, oft_reading(params), w, why);
  json plain = oft_conflict_witness(r, oft_reading(params)), table = plain;
  table["rows"] = 1ULL << r;
  bool is_table = w.is_object() && w.contains("tables");
  if (is_table) table["tables"] = w["tables"];
  if (!witness_is(w, is_table ? table : plain, why) || !lemma_holds(r, why)) return false;
  if (shared_of(params))
    return why = "by the routing lemma P_1's packet reaches 1 XOR τ but the shared row names τ: fails", false;
  if (is_table && !oc::table_rows_match(r, w["tables"], why)) return false;
  why = "routing lemma checked on the explicit wiring (injective injection, one feed per link, drop keeps and turn "
        "flips address bit level-1, hop-layered): all n 2^r packets reach s XOR τ(i) = their row, no two share a "
        "link in a slot" + std::string(is_table ? "; every certified table entry equals the checker's own" : "");
  return true;
}

Declaration<OP> conflict_free_property() {
  Declaration<OP> p;
  p.id = "oft.conflict_free";
  p.paper = kOftPaper;
  p.claim = "Sec. 3.3 (no collisions) and Algorithm Routing table";
  p.statement =
      "With every router in state ξ_(t mod 2^r) (prefer-one sequence) and every processor injecting in every slot of "
      "a control cycle, no two distinct (source, injection slot) packets share a link in one slot, and each packet "
      "arrives at the destination its routing table row names. reading=per-processor: row i of P_s is s XOR "
      "ξ_(i+1..i+r); reading=shared: row i is ξ_(i+1..i+r) for all. The smt engine's negated queries, all unsat "
      "confirm: collision and delivery (a packet misses its row) over every control cycle at once (the state of each "
      "slot symbolic, the tables computed from it in the query), which is stronger than the claim; coverage (some "
      "destination is named by no row of a table) over the prefer-one cycle for r, its bits fixed in the query, in "
      "2^max(0,r-10) cubes by the word's first bits. Collision-freedom is structural (one link layer per hop, "
      "bijective routers) and holds for any cycle.";
  p.params = {r_field(64, "1..10", "OFT dimension (processors n = 2^r)"),
              table_reading_field("routing-table reading (ERRATA: shared fails)")};
  p.engines = {sliced_engine("exhaustive", 16, "4^r packets per cycle (r = 16: 4.3e9, minutes per core: --shard or mpirun)", oft_conflict_exhaustive),
               engine("smt", kOftConflictSmtMaxR, "the coverage cubes carry the 2^r-bit control cycle", oft_conflict_smt,
                      oft_smt_scope("oft.conflict_free")),
               engine("random", 20, "prefer-one sequence held in memory", oft_conflict_random)};
  p.recheck = bound_recheck(p.engines, recheck_conflict);
  p.cex_engine = same_engine;
  p.verify = verify_conflict;
  return p;
}

// ---------------------------------------------------------------- oft.all_to_all
bool recheck_all_to_all(const OP& params, const json& cex, std::string& why) {
  why = "rejected: by the routing lemma and the checker's window census every pair is reached once";
  return confirmed(cex, oc::first_all_to_all_defect(params.r, why), "P_0 reaches this destination not exactly once", why);
}

Verification verify_all_to_all(const OP& params, const std::string& engine, const json& w, std::string& why) {
  int r = params.r;
  if (engine == "smt") return oft_smt_witness_matches("oft.all_to_all", r, TableReading::PerProcessor, w, why);
  if (!witness_is(w, oft_all_to_all_witness(r), why)) return false;
  why.clear();
  json d = oc::first_all_to_all_defect(r, why);
  if (!why.empty()) return false;
  why = d.is_null() ? "routing lemma on the explicit wiring + the 2^r windows of the checker's Prefer one are all "
                      "distinct: P_s reaches s XOR τ(i), every destination once"
                    : "the checker finds " + d.dump();
  return d.is_null();
}

Declaration<OP> all_to_all_property() {
  Declaration<OP> p;
  p.id = "oft.all_to_all";
  p.paper = kOftPaper;
  p.claim = "Sec. 3.2 (precondition of all-to-all routing, T = 2^r)";
  p.statement =
      "Driven by the prefer-one control cycle (T = 2^r slots), the packets each processor injects in the T slots "
      "reach every destination exactly once (physical arrivals, independent of the table reading).";
  p.params = {r_field(16, "1..10", "OFT dimension (processors n = 2^r)")};
  p.engines = {sliced_engine("exhaustive", 16, "4^r packets per cycle (r = 16: 4.3e9, minutes per core: --shard or mpirun)", oft_all_to_all_exhaustive),
               engine("smt", 10, "the cycle is unrolled into 2^r router walks, certified as text", oft_all_to_all_smt,
                      oft_smt_scope("oft.all_to_all")),
               engine("random", 16, "prefer-one sequence held in memory", oft_all_to_all_random)};
  p.recheck = bound_recheck(p.engines, recheck_all_to_all);
  p.cex_engine = same_engine;
  p.verify = verify_all_to_all;
  return p;
}

// ---------------------------------------------------------------- oft.counts
Declaration<OP> counts_property() {
  Declaration<OP> p;
  p.id = "oft.counts";
  p.paper = kOftPaper;
  p.claim = "Sec. 2.2 (and Sec. 2.1 degrees)";
  p.statement =
      "OFT(r) built link by link has 2^r - 1 routers, 2^(r-s') at level s', (r+1) 2^r links, and every router at "
      "level s' has in-degree = out-degree = 2^s'.";
  p.params = {r_field(64, "1..12", "OFT dimension")};
  p.engines = {sliced_engine("exhaustive", OpticalFatTree::kMaxMaterialised, "explicit link arrays", oft_counts_exhaustive)};
  p.cex_engine = same_engine;
  p.recheck = bound_recheck(p.engines, [](const OP& params, const json& cex, std::string& why) {
    why = "rejected: the checker's own wiring (Sec. 2.2 construction) has exactly the closed-form counts";
    return confirmed(cex, oc::counts_defect(params.r), "its own wiring differs from the closed forms", why);
  });
  p.verify = [](const OP& params, const std::string&, const json& w, std::string& why) {
    int r = params.r;
    if (!witness_is(w, oft_counts_witness(r), why)) return false;
    json d = oc::counts_defect(r);
    why = d.is_null() ? "recounted on the checker's own wiring: routers, routers per level, links and degrees equal "
                        "the closed forms"
                      : "the checker's recount differs: " + d.dump();
    return d.is_null();
  };
  return p;
}

// ---------------------------------------------------------------- oft.diameter
// Two readings of φ = r: routing nodes crossed between processors (r: every
// path climbs to the root and down r levels, and t_r ≈ r t_p in Sec. 2.3) and
// links crossed (r + 1: the injection link adds one; ERRATA).
Declaration<OP> diameter_property() {
  Declaration<OP> p;
  p.id = "oft.diameter";
  p.paper = kOftPaper;
  p.claim = "Sec. 1 (and Sec. 2.2): the diameter of OFT(r) is φ = r";
  p.statement =
      "In OFT(r) as a directed graph (routers and processors as nodes, the (r+1) 2^r links of Sec. 2.2 as arcs), the "
      "largest shortest-path distance from a processor to another processor is r, counted in routing nodes crossed "
      "(reading=routers) or in links crossed (reading=links). Every ordered pair s != d is searched.";
  p.params = {r_field(64, "1..10", "OFT dimension"),
              choice_field_absent_as(&OP::reading, "reading", {"routers", "links"}, "routers",
                                     "what a hop of the diameter counts", "routers")};
  p.engines = {sliced_engine("exhaustive", OpticalFatTree::kMaxMaterialised, "explicit link arrays, 4^r pairs",
                             oft_diameter_exhaustive)};
  p.cex_engine = same_engine;
  p.recheck = bound_recheck(p.engines, [](const OP& params, const json& cex, std::string& why) {
    why = "rejected: on the checker's own wiring the largest processor-to-processor distance is r";
    return confirmed(cex, oc::diameter_defect(params.r, oft_diameter_counts_routers(params)),
                     "its own breadth-first walks find this pair at this distance", why);
  });
  p.verify = [](const OP& params, const std::string&, const json& w, std::string& why) {
    int r = params.r;
    bool routers = oft_diameter_counts_routers(params);
    if (!witness_is(w, oft_diameter_witness(r, routers), why)) return false;
    json d = oc::diameter_defect(r, routers);
    why = d.is_null() ? "re-walked on the checker's own wiring: the largest processor-to-processor distance is r"
                      : "the checker's walks differ: " + d.dump();
    return d.is_null();
  };
  return p;
}

// ---------------------------------------------------------------- oft.hrelation
// The one-packet relation {P_s -> P_d} (an h-relation for every h >= 1) is the
// canonical counterexample: its packet leaves in the first row of P_s's table
// naming d. The checker finds the smallest misdelivered (s, d) itself.
Declaration<OP> hrelation_property() {
  Declaration<OP> p;
  p.id = "oft.hrelation";
  p.paper = kOftPaper;
  p.claim = "Sec. 3.3 buffer scheme and Sec. 4 (routing time of an h-relation)";
  p.statement =
      "With sending buffers b_(s,d) served in the slots where P_s's table row names d, every packet of a random "
      "h-relation is delivered to its destination, and the routing time equals max over nonempty buffers of "
      "(first serving row + (|b_(s,d)| - 1) T) + r + 1, which is at least h + r (cost t_r / h, Fig. 4).";
  p.params = {r_field(8, "2..4", "OFT dimension (n = 2^r)"),
              table_reading_field("routing-table reading")};
  p.engines = {engine("random", 8, "n^2 buffers", oft_hrelation_random)};
  p.cex_engine = same_engine;
  p.recheck = bound_recheck(p.engines, [](const OP& params, const json& cex, std::string& why) {
    why = "rejected: the checker walks every one-packet relation on its own wiring and finds none misdelivered";
    return confirmed(cex, oc::first_hrelation_defect(params.r, shared_of(params)),
                     "the one-packet relation's packet, walked on the explicit wiring, misses its destination "
                     "(no replay needed)", why);
  });
  p.verify = [](const OP&, const std::string&, const json&, std::string& why) {
    why = "oft.hrelation holds only from random samples: no holds certificate exists";
    return false;
  };
  return p;
}

TableSpec routing_table_spec() {
  return declare_table<OP>(
      "oft-routing",
      "Every processor's routing table for OFT(r) (Algorithm Routing table, prefer-one control), one row per slot "
      "of the control cycle, each with the verdict of simulating that slot's packets link by link.",
      {r_field(6, "3", "OFT dimension (n = 2^r columns)"),
       choice_field(&OP::reading, "reading", {"per-processor", "shared"}, "per-processor", "routing-table reading")},
      oft_routing_table);
}

TableSpec hrelation_table_spec() {
  using HP = OftHrelationTableParams;
  return declare_table<HP>(
      "oft-hrelation",
      "Sec. 4 / Fig. 4: mean cost t_r / h of routing random h-relations with the buffer scheme on OFT(r), with a "
      "two-sided 95% Student-t confidence interval (trials - 1 degrees of freedom) over independent trials. Sampling "
      "convention: traffic=permutations (default) is the union of h independent uniform random permutations, an "
      "exact h-relation (every processor sends and receives h); traffic=uniform gives each of the h packets of every "
      "processor a uniform random target (the balls-into-bins model of Sec. 4: sends h, receives h only on average). "
      "Both are available; compare them with the interval of each. Every simulated packet path is walked "
      "by the independent checker.",
      {int_field(&HP::r, "r", 1, 8, "2..4", "OFT dimension (n = 2^r: 4, 8, 16)"),
       int_field(&HP::h, "h", 1, 1 << 20, "1,2,4,8,16,32,64,128,256,512,1024,2048,4096,8192,16384", "relation size h"),
       int_field(&HP::trials, "trials", 2, 100000, "100", "independent random relations per row"),
       choice_field(&HP::traffic, "traffic", {"permutations", "uniform", "concentrated"}, "permutations",
                    "permutations (default): union of h random permutations (exact h-relation); uniform: "
                    "independent uniform targets (balls into bins); concentrated: all h packets of a processor "
                    "to one target, the targets a random permutation (an h-relation, Sec. 4's odd distribution)"),
       choice_field(&HP::reading, "reading", {"per-processor", "shared"}, "per-processor", "routing-table reading")},
      oft_hrelation_table);
}

std::string bits_of(uint64_t v, int r) {
  std::string s(static_cast<size_t>(r), '0');
  for (int k = 0; k < r; ++k)
    if ((v >> (r - 1 - k)) & 1) s[static_cast<size_t>(k)] = '1';
  return s;
}

// ---------------------------------------------------------------- check-schedule
// What a picture of OFT(r) highlights: packets' paths (each in its colour), the
// link where two packets meet, processors named by the counterexample, and a
// legend saying what each mark means.
struct OftHighlight {
  std::vector<std::pair<std::vector<uint64_t>, std::string>> paths;  // (link ids, colour)
  std::optional<uint64_t> conflict_link;
  std::vector<uint64_t> marked_processors;
  std::string legend;
  bool failed = false;  // what the picture shows is a failure: it leads, in red
};

// Graphviz picture of OFT(r) (r <= 5): every link grey, then what `h` marks.
std::string oft_dot(const OpticalFatTree& net, const OftHighlight& h) {
  auto g = net.materialise();
  const uint64_t n = net.processors();
  auto name = [&](uint64_t v) {
    if (v + 1 < n) return "\"" + net.router_name(net.router_level(v), net.router_index(v)) + "\"";
    return "\"P" + bits_of(v - (n - 1), net.r()) + "\"";
  };
  std::ostringstream os;
  os << "digraph oft {\n  rankdir=TB;\n  node [shape=box, style=rounded];\n";
  // What failed leads: the legend on the top rank, then the highlighted links, drawn
  // first and thick, while the rest of the network is drawn thin and light.
  if (!h.legend.empty())
    os << "  legend [shape=note, fontsize=12" << (h.failed ? ", color=red" : "") << ", label=\"" << h.legend
       << "\"];\n  { rank=source; legend; }\n";
  for (uint64_t s = 0; s < n; ++s) {
    bool marked = std::count(h.marked_processors.begin(), h.marked_processors.end(), s) > 0;
    os << "  " << name(n - 1 + s) << " [shape=circle"
       << (marked ? ", style=filled, fillcolor=\"#f8c8c8\", color=red, penwidth=2.5" : "") << "];\n";
  }
  // Processors left to right in natural order (an invisible chain on one rank).
  os << "  { rank=same;";
  for (uint64_t s = 0; s < n; ++s) os << (s ? " -> " : " ") << name(n - 1 + s);
  os << (n > 1 ? " [style=invis];" : ";") << " }\n";
  std::vector<std::string> styles(g.head.size(), h.failed ? "color=gray80" : "color=gray60");
  std::vector<uint64_t> order, rest;  // highlighted links first
  for (uint64_t l = 0; l < g.head.size(); ++l) {
    for (auto& [links, colour] : h.paths)  // the first path through a link gives its colour
      if (std::find(links.begin(), links.end(), l) != links.end()) {
        styles[l] = "color=" + colour + ", penwidth=3";
        break;
      }
    if (h.conflict_link == l) styles[l] = "color=red, penwidth=6, label=\"collision\", fontcolor=red";
    (styles[l].find("penwidth") != std::string::npos ? order : rest).push_back(l);
  }
  order.insert(order.end(), rest.begin(), rest.end());
  for (uint64_t l : order) os << "  " << name(g.tail[l]) << " -> " << name(g.head[l]) << " [" << styles[l] << "];\n";
  os << "}\n";
  return os.str();
}

std::vector<uint64_t> packet_links(const OpticalFatTree& net, const ControlSchedule& drive, uint64_t src, uint64_t inj) {
  std::vector<uint64_t> path;
  for (auto& ls : walk_packet(net, drive, src, inj).link_slots) path.push_back(ls.second);
  return path;
}

std::string processor_name(uint64_t s, int r) { return "P" + bits_of(s, r); }

// The links a packet of `source` would take if the routers showed `states`
// (root first, most significant bit = the root's; 1 = turn): the route an
// unserved pair needs, which no slot of the cycle provides.
std::vector<uint64_t> route_with_states(const OpticalFatTree& net, uint64_t source, uint64_t states) {
  const int r = net.r();
  std::vector<uint64_t> links{net.processor_link(source)};
  uint64_t q = 0, in = source;
  for (int lv = r; lv >= 1; --lv) {
    RouterState st = ((states >> (lv - 1)) & 1) ? RouterState::Turn : RouterState::Drop;
    uint64_t link = net.router_output_link(lv, q, net.output_port(lv, q, in, st));
    links.push_back(link);
    OpticalFatTree::Endpoint e = net.link_head(link);
    q = e.index;
    in = e.port;
  }
  return links;
}

// The slot of the cycle whose packet of `source` follows `needed` longest from
// the processor, and how many links it shares (the nearest miss, for a picture).
std::pair<uint64_t, size_t> nearest_slot(const OpticalFatTree& net, const ControlSchedule& drive, uint64_t source,
                                         const std::vector<uint64_t>& needed) {
  std::pair<uint64_t, size_t> best{0, 0};
  for (uint64_t slot = 0; slot < drive.period(); ++slot) {
    auto links = packet_links(net, drive, source, slot);
    size_t shared = 0;
    while (shared < links.size() && shared < needed.size() && links[shared] == needed[shared]) ++shared;
    if (shared > best.second) best = {slot, shared};
  }
  return best;
}

// The picture of a control-sequence check: the counterexample's elements in red
// (a misdelivered packet's path and the processor it should reach; two colliding
// packets and their shared link; an unserved pair), else one sample path in blue.
std::string control_sequence_dot(const OpticalFatTree& net, const ControlSchedule& drive, const json& cx) {
  const int r = net.r();
  OftHighlight h;
  const std::string kind = cx.is_object() ? cx.value("kind", "") : "";
  h.failed = kind == "misdelivery" || kind == "collision" || kind == "unserved-pair";
  if (kind == "misdelivery") {
    uint64_t src = cx.at("source").get<uint64_t>(), inj = cx.at("injection").get<uint64_t>();
    uint64_t want = cx.at("table_destination").get<uint64_t>(), got = cx.at("arrival").get<uint64_t>();
    h.paths.push_back({packet_links(net, drive, src, inj), "red"});
    h.marked_processors = {want};
    h.legend = "red path: " + processor_name(src, r) + "'s packet of slot " + std::to_string(inj) + ", misdelivered to " +
               processor_name(got, r) + "\\nred circle: " + processor_name(want, r) + ", where its routing table sends it";
  } else if (kind == "collision") {
    auto& a = cx.at("packets")[0];
    auto& b = cx.at("packets")[1];
    h.paths.push_back({packet_links(net, drive, a[0].get<uint64_t>(), a[1].get<uint64_t>()), "orange"});
    h.paths.push_back({packet_links(net, drive, b[0].get<uint64_t>(), b[1].get<uint64_t>()), "purple"});
    h.conflict_link = cx.at("link").get<uint64_t>();
    h.legend = "orange and purple paths: the packets of " + processor_name(a[0].get<uint64_t>(), r) + " and " +
               processor_name(b[0].get<uint64_t>(), r) + " injected in slot " + std::to_string(a[1].get<uint64_t>()) +
               "\\nthick red link: where they collide, in slot " + std::to_string(cx.at("slot").get<uint64_t>());
  } else if (kind == "unserved-pair") {
    uint64_t src = cx.at("source").get<uint64_t>(), d = cx.at("destination").get<uint64_t>();
    const std::string need = cx.at("needed_states_root_first").get<std::string>();
    // The states that carry src to d are src XOR d on a correctly wired tree, whatever the table reading.
    auto needed = route_with_states(net, src, src ^ d);
    if (net.has_faults() && net.link_head(needed.back()).index != d) needed.resize(1);  // miswired: no route to draw
    auto [slot, shared] = nearest_slot(net, drive, src, needed);
    auto nearest = walk_packet(net, drive, src, slot);
    std::vector<uint64_t> nearest_links;
    for (auto& ls : nearest.link_slots) nearest_links.push_back(ls.second);
    h.paths.push_back({nearest_links, "darkorange"});  // first: where both run, the packet really goes
    h.paths.push_back({needed, "red, style=dashed"});
    h.marked_processors = {src, d};
    h.legend = "red circles: " + processor_name(src, r) + " never reaches " + processor_name(d, r) +
               " in the control cycle (no slot provides the states " + need + ", root first)" +
               "\\norange path: " + processor_name(src, r) + "'s packet of slot " + std::to_string(slot) +
               ", the nearest miss: it takes the first " + std::to_string(shared) + " of the " +
               std::to_string(needed.size()) + " links to " + processor_name(d, r) + ", then reaches " +
               processor_name(nearest.arrival, r);
    if (needed.size() > 1)
      h.legend += "\\ndashed red path: the rest of the route to " + processor_name(d, r) + ", which those states would give";
  } else {
    h.paths.push_back({packet_links(net, drive, 0, 0), "blue"});
    h.legend = "blue path: " + processor_name(0, r) + "'s packet of slot 0 (a sample path; nothing is wrong)";
  }
  return oft_dot(net, h);
}

// The unserved (source, destination) pairs of one control cycle: the first 256 named, all counted.
struct ServedCensus {
  json unserved = json::array();
  uint64_t unserved_count = 0, repeated = 0;
  json missing_words = json::array();  // routing words (s XOR d) no slot provides: the root cause
};

ServedCensus served_census(const OpticalFatTree& net, const ControlSchedule& drive, const RoutingTables& tables, int r) {
  ServedCensus c;
  const uint64_t n = net.processors();
  const auto counts = served_pair_counts(net, drive);
  for (uint64_t src = 0; src < n; ++src)
    for (uint64_t d = 0; d < n; ++d) {
      const uint32_t times = counts[src * n + d];
      if (times == 0) {
        ++c.unserved_count;
        if (c.unserved.size() < 256) c.unserved.push_back(json::array({src, d}));
      }
      if (times > 1) ++c.repeated;
    }
  std::vector<bool> word_seen(n, false);
  for (uint64_t i = 0; i < drive.period(); ++i) word_seen[tables.window(i)] = true;
  for (uint64_t w = 0; w < n; ++w)
    if (!word_seen[w]) c.missing_words.push_back(bits_of(w, r));
  return c;
}

// The report's lines for the unserved pairs: how many, the first 16, and the missing routing words.
void unserved_lines(const ServedCensus& c, uint64_t n, ScheduleReport& rep) {
  rep.lines.push_back("unserved (source, destination) pairs: " + std::to_string(c.unserved_count) + " of " +
                      std::to_string(n * n));
  if (c.unserved_count) {
    std::string list;
    for (size_t k = 0; k < c.unserved.size() && k < 16; ++k)
      list += (k ? " " : "") + std::string("P") + std::to_string(c.unserved[k][0].get<uint64_t>()) + "->P" +
              std::to_string(c.unserved[k][1].get<uint64_t>());
    if (c.unserved_count > 16) list += " ...";
    rep.lines.push_back("  " + list);
    std::string words;
    for (auto& w : c.missing_words) words += (words.empty() ? "" : " ") + w.get<std::string>();
    rep.lines.push_back("  routing words (s XOR d, root bit first) no slot provides: " + words);
  }
  if (c.repeated)
    rep.lines.push_back("pairs served more than once per cycle: " + std::to_string(c.repeated) +
                        " (repeated windows or a cycle longer than 2^r)");
}

// params.r and reading, range-checked, naming the field.
std::pair<int, TableReading> control_schedule_params(const json& doc) {
  if (!doc.contains("params") || !doc["params"].is_object() || !doc["params"].contains("r") ||
      !doc["params"]["r"].is_number_integer())
    throw InputError("params.r", "missing or not an integer");
  const int64_t r64 = doc["params"]["r"].get<int64_t>();
  if (r64 < 1 || r64 > 12) throw InputError("params.r", std::to_string(r64) + " is outside 1..12 (n^2 pair counters)");
  TableReading reading = TableReading::PerProcessor;
  if (doc.contains("reading")) {
    if (!doc["reading"].is_string()) throw InputError("reading", "expected per-processor or shared");
    reading = parse_reading(doc["reading"].get<std::string>());
  }
  return {static_cast<int>(r64), reading};
}

ScheduleReport check_control_sequence(const json& doc, const RunContext& ctx) {
  const auto [r, reading] = control_schedule_params(doc);
  json control = json::object();
  for (auto key : {"sequence", "per_level", "generator"})
    if (doc.contains(key)) control[key] = doc[key];
  const ControlSchedule drive = ControlSchedule::from_json(r, control);
  if (drive.period() > (1ULL << 20)) throw InputError("sequence", "control cycle longer than 2^20 slots");
  const OpticalFatTree net(r);
  const RoutingTables tables(drive, reading);
  const uint64_t n = net.processors(), period = drive.period();
  ScheduleReport rep;
  const auto cycle = systolic_cycle_defect(net, drive, tables, ctx);
  const ServedCensus c = served_census(net, drive, tables, r);
  rep.details["r"] = r;
  rep.details["period"] = period;
  rep.details["reading"] = to_string(reading);
  rep.details["unserved_pairs"] = c.unserved_count;
  rep.details["unserved"] = c.unserved;
  rep.details["pairs_served_more_than_once"] = c.repeated;
  rep.details["missing_routing_words"] = c.missing_words;
  rep.details["collision_or_misdelivery"] = cycle ? *cycle : json(nullptr);
  rep.lines.push_back("OFT(" + std::to_string(r) + "): " + std::to_string(n) + " processors, control cycle of " +
                      std::to_string(period) + " slots (" +
                      (drive.is_global() ? "one global sequence" : "one sequence per level") + "), " +
                      to_string(reading) + " routing tables");
  rep.lines.push_back("collisions: " + std::string(cycle && (*cycle)["kind"] == "collision" ? "YES" : "none"));
  rep.lines.push_back("misdeliveries: " + std::string(cycle && (*cycle)["kind"] == "misdelivery"
                                                          ? "YES (first: " + cycle->dump() + ")"
                                                          : "none"));
  unserved_lines(c, n, rep);
  if (!cycle && !c.unserved_count) {
    rep.verdict = Verdict::Holds;
    rep.lines.push_back("every processor reaches every processor, without collision, where its table says");
  } else if (c.unserved_count) {
    rep.verdict = Verdict::Fails;
    // Minimal counterexample: the smallest unserved pair and the window it needs.
    const uint64_t src = c.unserved[0][0].get<uint64_t>(), d = c.unserved[0][1].get<uint64_t>();
    const uint64_t need = reading == TableReading::Shared ? d : (src ^ d);
    rep.counterexample = {{"kind", "unserved-pair"}, {"source", src}, {"destination", d},
                          {"needed_states_root_first", bits_of(need, r)}, {"slots_in_cycle", period}};
    if (!drive.is_global()) rep.counterexample["per_level"] = true;
  } else {
    rep.verdict = Verdict::Fails;
    rep.counterexample = *cycle;
  }
  if (r <= 5) rep.dot = control_sequence_dot(net, drive, rep.counterexample);
  return rep;
}

ScheduleSpec control_sequence_schedule() {
  ScheduleSpec s;
  s.network = "oft";
  s.kind = "control-sequence";
  s.description =
      "A control bit sequence for OFT(r): {\"params\":{\"r\":R}, \"sequence\":\"0101...\"} (one global cycle) or "
      "\"per_level\":[root level first, ...]; optional \"reading\": per-processor|shared. Reports unserved (source, "
      "destination) pairs, collisions and misdeliveries over one control cycle.";
  // Schema enforced by check-schedule (core/schedule_input.hpp); exactly one of
  // sequence / per_level / generator is checked by ControlSchedule::from_json.
  s.optional_keys = {"sequence", "per_level", "generator", "reading"};
  s.params = {int_param("r", 1, 12, "", "levels of OFT(r)")};
  declare_schedule_value_bound(s.network, s.kind, [](const json&) { return kScheduleHeadValues; });  // bit strings
  s.check = check_control_sequence;
  return s;
}

}  // namespace

void register_oft_feasibility(Catalogue& c);  // properties/oft_feasibility.cpp
void register_oft_max_load(Catalogue& c);     // properties/oft_max_load.cpp

void register_oft(Catalogue& c) {
  c.add(declare(debruijn_property()));
  c.add(declare(conflict_free_property()));
  c.add(declare(all_to_all_property()));
  c.add(declare(counts_property()));
  c.add(declare(diameter_property()));
  c.add(declare(hrelation_property()));
  c.add(routing_table_spec());
  c.add(hrelation_table_spec());
  c.add(control_sequence_schedule());
  register_oft_feasibility(c);
  register_oft_max_load(c);
}

}  // namespace netcert
