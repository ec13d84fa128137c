// lcan_theorem3_groups.cpp — seed 004, proof of Theorem 3 case 3: the grouping
// of consecutive top switches into embeddings, lcan.theorem3_groups. Engine:
// search/lcan_theorem3_groups.cpp; checker: check/lcan_theorem3_groups_check.cpp.
#include "check/lcan_check.hpp"
#include "check/lcan_theorem3_groups_check.hpp"
#include "core/bits.hpp"
#include "properties/lcan.hpp"
#include "search/lcan_theorem3_groups.hpp"

namespace netcert {

namespace {

constexpr uint64_t kMaxGroupsN = 1 << 16;

using LP = LcanParams;

uint64_t groups_N(const LP& p) { return static_cast<uint64_t>(p.N); }
uint64_t groups_d(const LP& p) { return static_cast<uint64_t>(p.d); }
uint64_t groups_u(const LP& p) { return static_cast<uint64_t>(p.u); }
bool groups_lsd(const LP& p) { return p.order == "lsd"; }

std::string refuse_groups(const LP& ps) {
  if (!ps.cb()) return "Theorem 3 is about CB-LCANs (kind=cb)";
  if (!(groups_d(ps) > groups_u(ps) && groups_d(ps) % groups_u(ps) == 0)) return "case 3 of the proof needs d > u and u | d";
  LP big = ps;
  big.u = ps.d;
  return lcan_refusal(big, kMaxGroupsN);
}

Verification verify_groups(const LP& ps, const std::string&, const json& w, std::string& why) {
  // Groups of one switch (u = 1) or of one label digit (l <= 2) are the same sets in either order.
  const std::string v = theorem3_embeddings_violation(groups_N(ps), groups_d(ps), groups_u(ps));
  if (!v.empty()) return why = "the checker cannot re-establish the embeddings: " + v, false;
  const LcanWiring big = LcanWiring::from_labels(true, groups_N(ps), groups_d(ps), groups_d(ps));
  const uint64_t group_size = int_pow(groups_u(ps), big.levels() - 1);
  const json expected = {{"groups", big.switches(big.levels() - 1) / group_size}, {"group_size", group_size},
                         {"construction", big.levels() <= 2 ? "uppers" : "path"}, {"order", ps.order}};
  if (w != expected) return why = "witness is not " + expected.dump(), false;
  why = "the independent checker built the embedding of every group and mapped every link of CB-LCAN(N,d,u) onto a "
        "link of CB-LCAN(N,d,d)";
  return true;
}

Declaration<LP> theorem3_groups() {
  std::vector<Field<LP>> params = lcan_shape_fields("cb", "64", "4", "2");
  params.push_back(choice_field(&LP::order, "order", {"msd", "lsd"}, "msd",
                                "numbering of the top switches: msd reads the Sec. 2 label (first upper choice most "
                                "significant) as the number, lsd reads it reversed"));
  EngineDecl<LP> e{"exhaustive", {restriction<LP>(refuse_groups)},
                   [](const LP& ps, const RunContext& ctx) {
                     Outcome o = lcan_theorem3_groups(groups_N(ps), groups_d(ps), groups_u(ps), groups_lsd(ps), ctx);
                     if (o.verdict == Verdict::Holds) o.witness["order"] = ps.order;  // the numbering the groups were taken in
                     return o;
                   },
                   "every group: the parts of the top level it meets (necessary condition), else the embedding built",
                   true};
  return {"lcan.theorem3_groups", kLcanPaper,
          "Proof of Theorem 3, case 3: each set g_i of consecutive u^(l-1) level-(l-1) switches holds the top "
          "level of one embedding of CB-LCAN(N,d,u) in CB-LCAN(N,d,d)",
          "For d > u, u | d, N = d^l: labelling the N/d top switches of CB-LCAN(N,d,d) 0..N/d-1 as Sec. 2 does, every "
          "group g_i = {i u^(l-1), ..., (i+1) u^(l-1) - 1} is the top level of an embedding of CB-LCAN(N,d,u) (PEs "
          "fixed, switches one-to-one level by level, every link onto a link). Refuted for a group when it meets other "
          "than exactly u of the parts R_0..R_(d-1) (the top switches above each upper of PE 0's switch): an "
          "embedding's top level meets exactly u (its PE-0 switch uses u uppers, and by Lemma 1 PE 0 reaches every top "
          "switch of the embedding). order=msd numbers the top switches by the Sec. 2 label, order=lsd by the label "
          "reversed. Holds is certified by an explicit embedding "
          "(l <= 2, or u = 1); the theorem itself is checked by lcan.offline_routing, whose router groups by label "
          "digits instead",
          params, {e},
          [](const LP& ps, const json& cx, std::string& why) {
            return confirm_theorem3_group_defect(groups_N(ps), groups_d(ps), groups_u(ps), groups_lsd(ps), cx, why);
          },
          verify_groups};
}

}  // namespace

void register_lcan_theorem3_groups(Catalogue& cat) { cat.add(declare(theorem3_groups())); }

}  // namespace netcert
