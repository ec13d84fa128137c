// butterfly_symbolic.cpp — see butterfly_symbolic.hpp.
#include "proofs/butterfly_symbolic.hpp"

#include <z3++.h>

#include <utility>

#include "proofs/bitvector64.hpp"
#include "proofs/smt.hpp"
#include "proofs/symbolic_query_set_solve.hpp"

namespace netcert {

namespace {

// A chip of M' named by its stage and either row of its 2x2 block; a node of G_{n/2}.
struct MprimeChip {
  z3::expr s, i;
};
struct MprimeNode {
  z3::expr t, r;
};

// M', phi and G_{n/2} at a symbolic u, as 64-bit terms. Only the constant 1 is
// shifted by a symbolic amount: deleting or inserting bit s is masks around a shift
// by one place ((x >> (s+1)) << s made both solvers about 3x slower, docs/symbolic.md).
class MprimeTerms {
 public:
  MprimeTerms(z3::context& c, z3::expr u, SymbolicMprimeMutant m) : c_(c), u_(std::move(u)), m_(m) {}

  z3::expr pow2(const z3::expr& k) const { return z3::shl(one(), k); }
  z3::expr low_mask(const z3::expr& k) const { return pow2(k) - one(); }
  // x with bit s deleted (the higher bits move down one place).
  z3::expr delete_bit(const z3::expr& x, const z3::expr& s) const {
    return (x & low_mask(s)) | (z3::lshr(x, one()) & ~low_mask(s));
  }
  // r with a 0 inserted at bit t (the inverse of delete_bit on rows whose bit t is 0).
  z3::expr insert_zero_bit(const z3::expr& r, const z3::expr& t) const {
    return (r & low_mask(t)) | (z3::shl(r, one()) & ~low_mask(t + one()));
  }
  z3::expr is_chip(const MprimeChip& a) const { return z3::ult(a.s, u_) && z3::ult(a.i, pow2(u_)); }
  z3::expr is_target_node(const MprimeNode& v) const { return z3::ult(v.t, u_) && z3::ult(v.r, pow2(u_ - one())); }
  z3::expr in_block(const z3::expr& row, const MprimeChip& a) const { return row == a.i || row == (a.i ^ pow2(a.s)); }
  z3::expr same_chip(const MprimeChip& a, const MprimeChip& b) const { return a.s == b.s && in_block(b.i, a); }
  z3::expr same_node(const MprimeNode& a, const MprimeNode& b) const { return a.t == b.t && a.r == b.r; }

  // phi(chip (s, i)) = (s, i with bit s deleted).
  MprimeNode image(const MprimeChip& a) const {
    z3::expr row = delete_bit(a.i, a.s);
    if (m_ == SymbolicMprimeMutant::DroppedBit) row = row & low_mask(u_ - bv64(c_, 2));
    return {a.s, row};
  }
  MprimeChip preimage(const MprimeNode& v) const { return {v.t, insert_zero_bit(v.r, v.t)}; }

  // Some node has its upper half on chip a and its lower half on chip b. MprimeChip a
  // holds the upper halves of two stage-(s+1) nodes, so the node is one of them.
  z3::expr upper_on_a_lower_on_b(const MprimeChip& a, const MprimeChip& b) const {
    const z3::expr stage = a.s + one();
    const z3::expr partner = m_ == SymbolicMprimeMutant::UpperHalvesWrongBlock ? pow2(stage) : pow2(a.s);
    z3::expr any = c_.bool_val(false);
    for (const z3::expr& row : {a.i, a.i ^ partner}) any = any || (stage == b.s && in_block(row, b));
    return any;
  }
  // Lemma 2's chip graph: the two halves of one original node lie on a and b.
  z3::expr chips_adjacent(const MprimeChip& a, const MprimeChip& b) const {
    return upper_on_a_lower_on_b(a, b) || upper_on_a_lower_on_b(b, a);
  }
  // G_{n/2} (Def. 1): (t, r) to (t+1, r) and (t+1, r ^ 2^t).
  z3::expr target_edge(const MprimeNode& a, const MprimeNode& b) const {
    const z3::expr cross = pow2(m_ == SymbolicMprimeMutant::CrossEdgeOneBitHigher ? a.t + one() : a.t);
    return b.t == a.t + one() && (b.r == a.r || b.r == (a.r ^ cross));
  }
  z3::expr target_adjacent(const MprimeNode& a, const MprimeNode& b) const { return target_edge(a, b) || target_edge(b, a); }

 private:
  z3::expr one() const { return bv64(c_, 1); }
  z3::context& c_;
  z3::expr u_;
  SymbolicMprimeMutant m_;
};

// Each part of the claim's negation, named for the report.
using MprimeViolations = std::vector<std::pair<std::string, z3::expr>>;

MprimeViolations bijection_violations(const MprimeTerms& m, const MprimeChip& a, const MprimeChip& b, const MprimeNode& v) {
  const z3::expr chips = m.is_chip(a) && m.is_chip(b);
  const z3::expr one_image = m.same_node(m.image(a), m.image(b));
  return {{"one chip, two images", chips && m.same_chip(a, b) && !one_image},
          {"two chips, one image", chips && !m.same_chip(a, b) && one_image},
          {"an image outside G_{n/2}", m.is_chip(a) && !m.is_target_node(m.image(a))},
          {"a node of G_{n/2} that is no chip's image",
           m.is_target_node(v) && !(m.is_chip(m.preimage(v)) && m.same_node(m.image(m.preimage(v)), v))}};
}

MprimeViolations edge_violations(const MprimeTerms& m, const MprimeChip& a, const MprimeChip& b) {
  const z3::expr chips = m.is_chip(a) && m.is_chip(b);
  const z3::expr shared = m.chips_adjacent(a, b), joined = m.target_adjacent(m.image(a), m.image(b));
  return {{"chips holding one node's halves, images not joined in G_{n/2}", chips && shared && !joined},
          {"images joined in G_{n/2}, chips sharing no node", chips && !shared && joined}};
}

struct MprimeRangeQuery {
  z3::solver s;
  z3::expr u;
  MprimeChip a, b;
  MprimeNode v;
  MprimeViolations violations;
};

MprimeRangeQuery build_mprime_query(z3::context& c, const RunContext& ctx, MprimeQuery kind, const SymbolicMprimeRange& r) {
  z3::solver s = make_solver(c, ctx, "QF_BV");
  const z3::expr u = c.bv_const("u", 64);
  const MprimeChip a{c.bv_const("s1", 64), c.bv_const("i1", 64)}, b{c.bv_const("s2", 64), c.bv_const("i2", 64)};
  const MprimeNode v{c.bv_const("t", 64), c.bv_const("r", 64)};
  const MprimeTerms m(c, u, r.mutant);
  s.add(z3::ule(bv64(c, static_cast<uint64_t>(r.lo)), u) && z3::ule(u, bv64(c, static_cast<uint64_t>(r.hi))),
        "u_in_range");
  MprimeViolations vs = kind == MprimeQuery::Bijection ? bijection_violations(m, a, b, v) : edge_violations(m, a, b);
  z3::expr any = c.bool_val(false);
  for (auto& part : vs) any = any || part.second;
  s.add(any, kind == MprimeQuery::Bijection ? "phi_not_a_bijection_onto_G_half" : "phi_breaks_an_edge");
  return MprimeRangeQuery{s, u, a, b, v, std::move(vs)};
}

SmtQueryInfo mprime_query_info(MprimeQuery kind, const SymbolicMprimeRange& r) {
  SmtQueryInfo q;
  const std::string range = std::to_string(r.lo) + ".." + std::to_string(r.hi);
  q.name = std::string("butterfly.mprime_isomorphism_symbolic_") + mprime_query_name(kind) + "_u" +
           std::to_string(r.lo) + "_" + std::to_string(r.hi);
  if (r.mutant != SymbolicMprimeMutant::None) q.name += "_mutant";
  q.claim = kind == MprimeQuery::Bijection
                ? "butterfly.mprime_isomorphism (Lemma 2), every u in " + range +
                      ": phi(chip (s,i)) = (s, i with bit s deleted) is a bijection from the chips of M' onto the nodes of G_{n/2}"
                : "butterfly.mprime_isomorphism (Lemma 2), every u in " + range +
                      ": two chips of M' hold the two halves of one node iff their images are joined in G_{n/2}";
  q.symbolic = symbolic_mprime_symbolic();
  q.fixed = std::string(symbolic_mprime_fixed()) + "; here " + range;
  q.logic = "QF_BV";
  return q;
}

SymbolicMprimeModel read_mprime_model(const z3::model& mdl, const MprimeRangeQuery& q, MprimeQuery kind) {
  SymbolicMprimeModel out;
  out.query = kind;
  out.u = static_cast<int>(model_u64(mdl, q.u));
  out.s1 = model_u64(mdl, q.a.s), out.i1 = model_u64(mdl, q.a.i);
  out.s2 = model_u64(mdl, q.b.s), out.i2 = model_u64(mdl, q.b.i);
  out.t = model_u64(mdl, q.v.t), out.r = model_u64(mdl, q.v.r);
  for (auto& part : q.violations)
    if (mdl.eval(part.second, true).is_true()) {
      out.violation = part.first;
      break;
    }
  return out;
}

// The engine's pieces for the shared query-set loop (symbolic_query_set_solve.hpp).
using MprimeSpec = QuerySetSpec<MprimeQuery, SymbolicMprimeModel, SymbolicMprimeRange, MprimeRangeQuery,
                                build_mprime_query, mprime_query_info, mprime_query_name, read_mprime_model,
                                &SymbolicMprimeModel::u>;

}  // namespace

const char* mprime_query_name(MprimeQuery q) { return q == MprimeQuery::Bijection ? "bijection" : "edges"; }

json SymbolicMprimeModel::to_json() const {
  json j = {{"query", mprime_query_name(query)}, {"u", u}, {"violation", violation},
            {"chips", {{{"stage", s1}, {"row", i1}}, {{"stage", s2}, {"row", i2}}}}};
  if (query == MprimeQuery::Bijection) j["node"] = {{"stage", t}, {"row", r}};
  return j;
}

const char* symbolic_mprime_symbolic() {
  return "u (n = 2^u rows, within the range), two chips of M' as (stage s < u, a row i < 2^u of the chip's 2x2 block) "
         "and a node (t < u, r < 2^(u-1)) of G_{n/2}: 64-bit vectors, so every size in the range and every chip, "
         "chip pair and node at once";
}

const char* symbolic_mprime_fixed() {
  return "M' (chip (s,i) holds the lower halves of (s,i), (s,i^2^s) and the upper halves of (s+1,i), (s+1,i^2^s)), "
         "the map phi(chip (s,i)) = (s, i with bit s deleted) with its inverse (t, r with a 0 inserted at bit t), and "
         "G_{n/2}'s edges (t,r)-(t+1,r), (t,r)-(t+1,r^2^t); two queries, bijection and edges";
}

std::string symbolic_mprime_query(MprimeQuery q, const SymbolicMprimeRange& r, const std::string& status) {
  return query_set_text<MprimeSpec>(q, r, status);
}

SymbolicMprimeAnswer solve_symbolic_mprime(const SymbolicMprimeRange& r, const RunContext& ctx) {
  return solve_query_set<MprimeSpec>({MprimeQuery::Bijection, MprimeQuery::Edges}, r, ctx);
}

struct SymbolicMprimeTerms::Impl {
  z3::context c;
  MprimeTerms m;
  explicit Impl(int u) : m(c, bv64(c, static_cast<uint64_t>(u)), SymbolicMprimeMutant::None) {}
  MprimeChip chip(uint64_t s, uint64_t i) { return {bv64(c, s), bv64(c, i)}; }
  MprimeNode node(uint64_t t, uint64_t r) { return {bv64(c, t), bv64(c, r)}; }
};

SymbolicMprimeTerms::SymbolicMprimeTerms(int u) : impl_(std::make_unique<Impl>(u)) {}
SymbolicMprimeTerms::~SymbolicMprimeTerms() = default;

MprimeImage SymbolicMprimeTerms::image(uint64_t s, uint64_t i) const {
  const MprimeNode v = impl_->m.image(impl_->chip(s, i));
  return {v.t.simplify().get_numeral_uint64(), v.r.simplify().get_numeral_uint64()};
}

bool SymbolicMprimeTerms::same_chip(uint64_t s1, uint64_t i1, uint64_t s2, uint64_t i2) const {
  return impl_->m.same_chip(impl_->chip(s1, i1), impl_->chip(s2, i2)).simplify().is_true();
}

bool SymbolicMprimeTerms::chips_adjacent(uint64_t s1, uint64_t i1, uint64_t s2, uint64_t i2) const {
  return impl_->m.chips_adjacent(impl_->chip(s1, i1), impl_->chip(s2, i2)).simplify().is_true();
}

bool SymbolicMprimeTerms::target_adjacent(uint64_t t1, uint64_t r1, uint64_t t2, uint64_t r2) const {
  return impl_->m.target_adjacent(impl_->node(t1, r1), impl_->node(t2, r2)).simplify().is_true();
}

}  // namespace netcert
