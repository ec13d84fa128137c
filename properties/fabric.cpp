// fabric.cpp — declarative registration of the fabric.* properties (issue 13).
//
// A fabric property's subject is a fabric read from files (`netcert fabric
// check PROPERTY --topology F --lfts F`); only fabric.link_load has params
// (the traffic pattern), recorded in its certificates like any property's. Results and
// certificates carry the fabric's texts and their SHA-256 ("fabric"), so
// verify-cert rebuilds the fabric from the certificate alone and re-checks it
// with src/check/fabric_check.
#include "properties/fabric.hpp"

#include "check/fabric_check.hpp"
#include "check/fabric_load_check.hpp"
#include "check/fabric_ntree_check.hpp"
#include "check/fabric_tswitch_check.hpp"
#include "core/errors.hpp"
#include "search/fabric_deadlock.hpp"
#include "search/fabric_destro.hpp"
#include "search/fabric_kary_ntree.hpp"
#include "search/fabric_link_load.hpp"
#include "search/fabric_routes.hpp"
#include "search/fabric_tswitch.hpp"

namespace netcert {

namespace {

const char* kFabricPaper = "real fabrics (issue 13): ibnetdiscover topology + OpenSM forwarding tables";

// The catalogue's engine: it has no fabric to run on.
Engine unbound_engine(const std::string& id) {
  return Engine{"exhaustive", [](const ParamSet&) { return std::string(); },
                [id](const ParamSet&, const RunContext&) -> Outcome {
                  throw InputError(id, "a fabric property reads its fabric from files: netcert fabric check " + id +
                                           " --topology TOPOLOGY --lfts opensm-lfts.dump");
                }};
}

}  // namespace

void register_fabric(Catalogue& cat) {
  {
    Property p;
    p.id = "fabric.routes_complete";
    p.paper = kFabricPaper;
    p.claim = "routes complete";
    p.statement = "Every ordered pair of hosts (CA ports with a LID) is delivered by the forwarding tables: from the "
                  "source's switch, each switch forwards on the destination's LID until the destination host is "
                  "reached — no missing entry, no unconnected port, no loop, no other host. exhaustive: walks every "
                  "pair; the checker re-walks them over its own reading of the tables.";
    p.engines = {sliced(unbound_engine(p.id))};
    p.engines[0].description = "every ordered host pair walked through the tables";
    p.recheck = [](const ParamSet&, const json& c, std::string& why) { return fabric_recheck_routes(c, why); };
    p.verify_witness = [](const ParamSet&, const std::string&, const json& w, std::string& why) {
      return fabric_verify_routes(w, why);
    };
    cat.add(p);
  }
  {
    Property p;
    p.id = "fabric.deadlock_free";
    p.paper = kFabricPaper;
    p.claim = "deadlock free (Dally-Seitz)";
    p.statement = "The channel dependency graph of the routed host-to-host paths is acyclic: a channel is a directed "
                  "switch-to-switch link, and a path using channel a and then b makes b depend on a (one virtual "
                  "lane). exhaustive: Boost.Graph depth-first search for a cycle, longest-chain ranking as the "
                  "certificate; a cycle is confirmed by walking, for each dependency, a flow that makes it.";
    p.engines = {sliced(unbound_engine(p.id))};
    p.engines[0].description = "channel dependency graph of every routed pair, acyclicity by DFS";
    p.recheck = [](const ParamSet&, const json& c, std::string& why) { return fabric_recheck_deadlock(c, why); };
    p.verify_witness = [](const ParamSet&, const std::string&, const json& w, std::string& why) {
      return fabric_verify_deadlock(w, why);
    };
    cat.add(p);
  }
  {
    Property p;
    p.id = "fabric.kary_ntree";
    p.paper = kFabricPaper;
    p.claim = "the fabric is a k-ary n-tree";
    p.statement = "The fabric (switches, hosts, links; LFTs not used) is isomorphic to netcert's k-ary n-tree (seed 002, "
                  "A.6.1) for some k >= 2, n >= 1: a bijection of switches onto labels <s,o> and of hosts onto "
                  "terminals, with per switch a map from netcert ports to IB ports, such that every model link is a "
                  "fabric link and no fabric link is left over. exhaustive: stages from the distance to the hosts, "
                  "then digits from the components of stages <= s (blocks) and >= s (columns); the checker verifies "
                  "the isomorphism edge by edge. fails: a fact no labelling changes (sizes, a link within a stage, a "
                  "degree other than k, a block or column that does not split into exactly k), recomputed by the "
                  "checker.";
    p.engines = {sliced(unbound_engine(p.id))};
    p.engines[0].description = "stages from the hosts, digits from nested components, isomorphism checked link by link";
    p.recheck = [](const ParamSet&, const json& c, std::string& why) { return fabric_recheck_kary_ntree(c, why); };
    p.verify_witness = [](const ParamSet&, const std::string&, const json& w, std::string& why) {
      return fabric_verify_kary_ntree(w, why);
    };
    cat.add(p);
  }
  {
    Property p;
    p.id = "fabric.destro_equivalent";
    p.paper = kFabricPaper;
    p.claim = "the routing is DESTRO (seed 002, A.7.1) in some labelling";
    p.statement = "The fabric is a k-ary n-tree and there is an isomorphism onto netcert's labelling under which every "
                  "ordered host pair's path through the forwarding tables is the DESTRO path (up through port k+h'_s, "
                  "down through port h'_s). Legitimate relabellings are exactly the isomorphisms: the recognised one "
                  "composed with an automorphism of the tree (renumbering the hosts of a switch, the blocks below a "
                  "block, the columns above a column), which covers any fixed renumbering of up-ports applied alike to "
                  "every switch of a column; a choice that depends on the destination in any other way is a departure. "
                  "exhaustive: checks, destination-major, that every path is minimal and that all paths to a "
                  "destination descend through one switch per stage, derives the relabelling from the ties between "
                  "each destination's blocks and descent columns, and confirms every path; a departure it cannot state "
                  "as such a fact is unknown. The checker re-walks every pair against its own DESTRO walk (holds) or "
                  "re-walks the departing paths (fails).";
    p.engines = {sliced(unbound_engine(p.id))};
    p.engines[0].description = "minimality, one descent per destination and stage, consistent digits; every pair confirmed";
    p.recheck = [](const ParamSet&, const json& c, std::string& why) { return fabric_recheck_destro(c, why); };
    p.verify_witness = [](const ParamSet&, const std::string&, const json& w, std::string& why) {
      return fabric_verify_destro(w, why);
    };
    cat.add(p);
  }
  {
    Property p;
    p.id = "fabric.tswitch_optimal";
    p.paper = kFabricPaper;
    p.claim = "per switch, the T-switch configurations that minimise internal-link use under the real traffic";
    p.statement = "Every ordered host pair is walked through the forwarding tables (one path each, as tswitch-oscp's "
                  "uniform traffic); each switch's connections (input port -> output port, paths) are counted; a "
                  "configuration C^alpha (seed 002, Defs. 1.3-1.10) is a set of floor(P/2) or ceil(P/2) of the "
                  "switch's P positions (netcert's 2k ports under the recognised k-ary n-tree isomorphism, else its "
                  "connected IB ports), and a connection uses the internal link iff its ports lie in different "
                  "halves. The certificate states, per switch, its stage, connections, minimum use and every "
                  "configuration reaching it. exhaustive: every configuration of every switch (at most 16 "
                  "positions); the checker re-walks every pair over its own reading of the tables, recounts and "
                  "re-enumerates. holds = the stated values are those of the fabric; unknown when a pair is not "
                  "delivered. `netcert fabric table fabric-tswitch` shows them per stage.";
    p.engines = {sliced(unbound_engine(p.id))};
    p.engines[0].description = "every host pair walked, every configuration of every switch enumerated";
    p.recheck = [](const ParamSet&, const json&, std::string& why) {
      return why = "fabric.tswitch_optimal states values and has no counterexamples", false;
    };
    p.verify_witness = [](const ParamSet&, const std::string&, const json& w, std::string& why) {
      return fabric_verify_tswitch(w, why);
    };
    cat.add(p);
  }
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
  {
    Property p;
    p.id = "fabric.link_load";
    p.paper = kFabricPaper;
    p.claim = "the routing balances the traffic pattern on every stage";
    p.statement =
        "Routed through the forwarding tables, every traffic matrix of the pattern loads every stage evenly: for "
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
        "i = 1..N, a fixed point being no flow. exhaustive: routes every flow of every matrix once (N <= 4096 "
        "hosts); fails names the first matrix and stage over the bound with its most loaded link and every flow "
        "crossing it, which the checker re-walks over its own reading of the tables, recomputing the bound; a "
        "holds is re-established by recomputing every load. A flow that is not delivered makes the loads "
        "undefined: unknown.";
    p.params = {choice_param("pattern", {"all-to-all", "shift", "bvn"}, "shift", "traffic pattern"),
                choice_param("order", {"lid", "file"}, "lid", "host rank order for shift and bvn")};
    p.engines = {sliced(unbound_engine(p.id))};
    p.engines[0].description = "every flow of every traffic matrix routed; per stage, max channel load against the bound";
    p.recheck = [](const ParamSet& ps, const json& c, std::string& why) { return fabric_recheck_link_load(ps, c, why); };
    p.verify_witness = [](const ParamSet& ps, const std::string&, const json& w, std::string& why) {
      return fabric_verify_link_load(ps, w, why);
    };
    cat.add(p);
  }
}

Property bind_fabric(const Property& p, std::shared_ptr<const FabricRouting> fabric) {
  Property bound = p;
  for (auto& e : bound.engines) {
    if (p.id == "fabric.routes_complete")
      e.run = [fabric](const ParamSet&, const RunContext& ctx) { return fabric_routes_exhaustive(*fabric, ctx); };
    else if (p.id == "fabric.deadlock_free")
      e.run = [fabric](const ParamSet&, const RunContext& ctx) { return fabric_deadlock_exhaustive(*fabric, ctx); };
    else if (p.id == "fabric.kary_ntree")
      e.run = [fabric](const ParamSet&, const RunContext& ctx) { return fabric_kary_ntree_exhaustive(*fabric, ctx); };
    else if (p.id == "fabric.destro_equivalent")
      e.run = [fabric](const ParamSet&, const RunContext& ctx) { return fabric_destro_exhaustive(*fabric, ctx); };
    else if (p.id == "fabric.tswitch_optimal")
      e.run = [fabric](const ParamSet&, const RunContext& ctx) { return fabric_tswitch_exhaustive(*fabric, ctx); };
    else if (p.id == "fabric.link_load") {
      e.refuse = [fabric](const ParamSet& ps) {
        return fabric_link_load_refusal(*fabric, ps.s("pattern"), ps.s("order"));
      };
      e.run = [fabric](const ParamSet& ps, const RunContext& ctx) {
        return fabric_link_load_exhaustive(*fabric, ps.s("pattern"), ps.s("order"), ctx);
      };
    }
  }
  return bound;
}

}  // namespace netcert
