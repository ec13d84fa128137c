// fabric.cpp — the fabric.* properties, declared once each (core/declaration.hpp).
//
// A fabric property's subject is a fabric read from files (`netcert fabric
// check PROPERTY --topology F --lfts F`); only fabric.link_load has params
// (the traffic pattern), recorded in its certificates like any property's. Results and
// certificates carry the fabric's texts and their SHA-256 ("fabric"), so
// verify-cert rebuilds the fabric from the certificate alone and re-checks it
// with src/check/fabric_check. Each declaration names the engine that runs on a
// bound fabric; bind_fabric finds it in the table below.
#include "properties/fabric.hpp"

#include "check/fabric_check.hpp"
#include "check/fabric_load_check.hpp"
#include "check/fabric_ntree_check.hpp"
#include "check/fabric_tswitch_check.hpp"
#include "core/declaration.hpp"
#include "core/errors.hpp"
#include "search/fabric_deadlock.hpp"
#include "search/fabric_destro.hpp"
#include "search/fabric_kary_ntree.hpp"
#include "search/fabric_link_load.hpp"
#include "search/fabric_routes.hpp"
#include "search/fabric_tswitch.hpp"

namespace netcert {

namespace {

const char* kFabricPaper = "real fabrics: ibnetdiscover topology + OpenSM forwarding tables";

// A fabric property: its declaration (whose one engine has no fabric to run on
// in the catalogue) and what that engine does on a bound fabric.
template <class P>
struct FabricDeclaration {
  Declaration<P> property;
  std::function<Outcome(const FabricRouting&, const P&, const RunContext&)> run;
  std::function<std::string(const FabricRouting&, const P&)> refuse = nullptr;  // "" when the fabric is in its domain
};

// One row of the fabric table: the catalogue's Property and how to bind its engines to a fabric.
struct FabricEntry {
  Property property;
  std::function<Property(std::shared_ptr<const FabricRouting>)> bind;
};

// The catalogue's engine: it has no fabric to run on.
template <class P = NoParams>
EngineDecl<P> exhaustive(std::string description) {
  return {"exhaustive", {}, nullptr, std::move(description), true};
}

template <class P>
FabricEntry fabric_entry(FabricDeclaration<P> d) {
  const std::string id = d.property.id;
  for (auto& e : d.property.engines)
    e.run = [id](const P&, const RunContext&) -> Outcome {
      throw InputError(id, "a fabric property reads its fabric from files: netcert fabric check " + id +
                               " --topology TOPOLOGY --lfts opensm-lfts.dump");
    };
  FabricEntry entry{declare(d.property), nullptr};
  entry.bind = [d](std::shared_ptr<const FabricRouting> fabric) {
    Declaration<P> bound = d.property;
    for (auto& e : bound.engines) {
      e.run = [fabric, run = d.run](const P& p, const RunContext& ctx) { return run(*fabric, p, ctx); };
      if (d.refuse)
        e.domain.push_back(restriction<P>([fabric, refuse = d.refuse](const P& p) { return refuse(*fabric, p); }));
    }
    return declare(bound);
  };
  return entry;
}

// A fabric property without params, one row each: its texts and the functions
// that decide it (the checker's re-check and verifier, the engine on a bound fabric).
struct PlainFabricRow {
  const char* id;
  const char* claim;
  const char* statement;
  const char* engine;  // what the exhaustive engine does
  bool (*recheck)(const json& counterexample, std::string& why);
  Verification (*verify)(const json& witness, std::string& why);
  Outcome (*run)(const FabricRouting& fabric, const RunContext& ctx);
};

FabricEntry plain_fabric(const PlainFabricRow& row) {
  FabricDeclaration<NoParams> d;
  d.property.id = row.id;
  d.property.paper = kFabricPaper;
  d.property.claim = row.claim;
  d.property.statement = row.statement;
  d.property.engines = {exhaustive(row.engine)};
  d.property.recheck = [recheck = row.recheck](const NoParams&, const json& c, std::string& why) { return recheck(c, why); };
  d.property.verify = [verify = row.verify](const NoParams&, const std::string&, const json& w, std::string& why) {
    return verify(w, why);
  };
  d.run = [run = row.run](const FabricRouting& f, const NoParams&, const RunContext& ctx) { return run(f, ctx); };
  return fabric_entry(d);
}

// fabric.tswitch_optimal states values: nothing to re-check.
bool tswitch_has_no_counterexamples(const json&, std::string& why) {
  return why = "fabric.tswitch_optimal states values and has no counterexamples", false;
}

FabricEntry routes() {
  return plain_fabric({"fabric.routes_complete", "routes complete",
                       "Every ordered pair of hosts (CA ports with a LID) is delivered by the forwarding tables: from the "
                       "source's switch, each switch forwards on the destination's LID until the destination host is "
                       "reached — no missing entry, no unconnected port, no loop, no other host. exhaustive: walks every "
                       "pair; the checker re-walks them over its own reading of the tables.",
                       "every ordered host pair walked through the tables",
                       fabric_recheck_routes, fabric_verify_routes, fabric_routes_exhaustive});
}

FabricEntry deadlock() {
  return plain_fabric({"fabric.deadlock_free", "deadlock free (Dally-Seitz)",
                       "The channel dependency graph of the routed host-to-host paths is acyclic: a channel is a directed "
                       "switch-to-switch link on a virtual lane (the path's SL through the switch's SL2VL table, from --sl2vl "
                       "and --path-sl; one lane without them), and a path using channel a and then b makes b depend on a. exhaustive: Boost.Graph depth-first search for a cycle, longest-chain ranking as the "
                       "certificate; a cycle is confirmed by walking, for each dependency, a flow that makes it.",
                       "channel dependency graph of every routed pair, acyclicity by DFS",
                       fabric_recheck_deadlock, fabric_verify_deadlock, fabric_deadlock_exhaustive});
}

FabricEntry kary_ntree() {
  return plain_fabric({"fabric.kary_ntree", "the fabric is a k-ary n-tree",
                       "The fabric (switches, hosts, links; LFTs not used) is isomorphic to netcert's k-ary n-tree (seed 002, "
                       "A.6.1) for some k >= 2, n >= 1: a bijection of switches onto labels <s,o> and of hosts onto "
                       "terminals, with per switch a map from netcert ports to IB ports, such that every model link is a "
                       "fabric link and no fabric link is left over. exhaustive: stages from the distance to the hosts, "
                       "then digits from the components of stages <= s (blocks) and >= s (columns); the checker verifies "
                       "the isomorphism edge by edge. fails: a fact no labelling changes (sizes, a link within a stage, a "
                       "degree other than k, a block or column that does not split into exactly k), recomputed by the "
                       "checker.",
                       "stages from the hosts, digits from nested components, isomorphism checked link by link",
                       fabric_recheck_kary_ntree, fabric_verify_kary_ntree, fabric_kary_ntree_exhaustive});
}

FabricEntry destro() {
  return plain_fabric({"fabric.destro_equivalent", "the routing is DESTRO (seed 002, A.7.1) in some labelling",
                       "The fabric is a k-ary n-tree and there is an isomorphism onto netcert's labelling under which every "
                       "ordered host pair's path through the forwarding tables is the DESTRO path (up through port k+h'_s, "
                       "down through port h'_s). Legitimate relabellings are exactly the isomorphisms: the recognised one "
                       "composed with an automorphism of the tree (renumbering the hosts of a switch, the blocks below a "
                       "block, the columns above a column), which covers any fixed renumbering of up-ports applied alike to "
                       "every switch of a column; a choice that depends on the destination in any other way is a departure. "
                       "exhaustive: checks, destination-major, that every path is minimal and that all paths to a "
                       "destination descend through one switch per stage, derives the relabelling from the ties between "
                       "each destination's blocks and descent columns, and confirms every path; a departure it cannot state "
                       "as such a fact is unknown. The checker re-walks every pair against its own DESTRO walk (holds) or "
                       "re-walks the departing paths (fails).",
                       "minimality, one descent per destination and stage, consistent digits; every pair confirmed",
                       fabric_recheck_destro, fabric_verify_destro, fabric_destro_exhaustive});
}

FabricEntry tswitch_optimal() {
  return plain_fabric({"fabric.tswitch_optimal", "per switch, the T-switch configurations that minimise internal-link use under the real traffic",
                       "Every ordered host pair is walked through the forwarding tables (one path each, as tswitch-oscp's "
                       "uniform traffic); each switch's connections (input port -> output port, paths) are counted; a "
                       "configuration C^alpha (seed 002, Defs. 1.3-1.10) is a set of floor(P/2) or ceil(P/2) of the "
                       "switch's P positions (netcert's 2k ports under the recognised k-ary n-tree isomorphism, else its "
                       "connected IB ports), and a connection uses the internal link iff its ports lie in different "
                       "halves. The certificate states, per switch, its stage, connections, minimum use and every "
                       "configuration reaching it. exhaustive: every configuration of every switch of at most 16 "
                       "positions; a larger switch is solved by count vectors over classes of interchangeable port "
                       "blocks (its certificate states the classes, the minimising count vectors and how many "
                       "configurations they hold); the checker re-walks every pair over its own reading of the tables, "
                       "recounts, re-enumerates (or checks the classes against its loads and re-walks every count "
                       "vector). holds = the stated values are those of the fabric; unknown when a pair is not "
                       "delivered, or a switch of more than 16 positions has traffic too irregular for the count "
                       "vectors. `netcert fabric table fabric-tswitch` shows them per stage.",
                       "every host pair walked, every configuration of every switch enumerated (by count "
                       "vectors beyond 16 positions)",
                       tswitch_has_no_counterexamples, fabric_verify_tswitch, fabric_tswitch_exhaustive});
}

FabricEntry link_load() {
  FabricDeclaration<FabricTraffic> d;
  d.property.id = "fabric.link_load";
  d.property.paper = kFabricPaper;
  d.property.claim = "the routing balances the traffic pattern on every stage";
  d.property.statement = "Routed through the forwarding tables, every traffic matrix of the pattern loads every stage evenly: for "
    "each matrix and each stage, the most loaded channel carries exactly ceil(flow-hops on the stage / "
    "channels of the stage) flows, the least a stage carrying that many flow-hops on that many channels can "
    "have on its busiest one. A channel "
    "is a directed link (host-to-switch and switch-to-host included); a node's level is its hop distance to "
    "the nearest host (hosts 0; channels of a component without hosts carry nothing and are left out); a "
    "channel's stage is (level of its tail, level of its head); a flow's flow-hops on a stage are the "
    "channels of that stage its route uses. Patterns on hosts ranked 0..N-1 by `order` (lid: ascending "
    "LID; file: the topology file's order of CA ports): all-to-all is one matrix, every ordered pair of "
    "distinct hosts; shift is N-1 matrices, x -> x+i mod N for i = 1..N-1; bvn is seed 000's bit-reverse "
    "(load-balanced Birkhoff-von Neumann) family on N = 2^n hosts, N matrices x -> (rev_n(x)+i) mod N for "
    "i = 1..N, a fixed point being no flow. exhaustive: routes every flow of every matrix once (N <= 8192 "
    "hosts); fails names the first matrix and stage over the bound with its most loaded link and every flow "
    "crossing it, which the checker re-walks over its own reading of the tables, recomputing the bound; a "
    "holds is re-established by recomputing every load. A flow that is not delivered makes the loads "
    "undefined: unknown.";
  d.property.params = {
      choice_field(&FabricTraffic::pattern, "pattern", {"all-to-all", "shift", "bvn"}, "shift", "traffic pattern"),
      choice_field(&FabricTraffic::order, "order", {"lid", "file"}, "lid", "host rank order for shift and bvn")};
  d.property.engines = {exhaustive<FabricTraffic>("every flow of every traffic matrix routed; per stage, max channel load against the bound")};
  d.property.recheck = fabric_recheck_link_load;
  d.property.verify = [](const FabricTraffic& t, const std::string&, const json& w, std::string& why) {
    return fabric_verify_link_load(t, w, why);
  };
  d.refuse = [](const FabricRouting& f, const FabricTraffic& t) { return fabric_link_load_refusal(f, t.pattern, t.order); };
  d.run = [](const FabricRouting& f, const FabricTraffic& t, const RunContext& ctx) {
    return fabric_link_load_exhaustive(f, t.pattern, t.order, ctx);
  };
  return fabric_entry(d);
}


const std::vector<FabricEntry>& fabric_table() {
  static const std::vector<FabricEntry> table = {routes(), deadlock(), kary_ntree(), destro(), tswitch_optimal(), link_load()};
  return table;
}

}  // namespace

void register_fabric(Catalogue& cat) {
  for (auto& entry : fabric_table()) cat.add(entry.property);
  {
    TableSpec tab;
    tab.id = "fabric-tswitch";
    tab.description = "Per stage of a real fabric (its files): minimum internal-link use of T-switch configurations "
                      "under all-to-all traffic through its OpenSM tables, optimal configurations, whether one is "
                      "optimal for the whole stage, and the comparison with tswitch-oscp for a recognised k-ary n-tree; "
                      "run as: netcert fabric table fabric-tswitch --topology F --lfts F";
    tab.build = [](const ParamSet&, const RunContext&) -> TableData {
      throw InputError("fabric-tswitch", "a fabric table reads its fabric from files: netcert fabric table "
                                         "fabric-tswitch --topology TOPOLOGY --lfts opensm-lfts.dump");
    };
    cat.add(tab);
  }
}

Property bind_fabric(const Property& p, std::shared_ptr<const FabricRouting> fabric) {
  for (auto& entry : fabric_table())
    if (entry.property.id == p.id) return entry.bind(std::move(fabric));
  return p;
}

}  // namespace netcert
