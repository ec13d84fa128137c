// fattree_load_symbolic.cpp — see fattree_load_symbolic.hpp.
#include "proofs/fattree_load_symbolic.hpp"

#include <z3++.h>

#include <utility>
#include <vector>

#include "proofs/bitvector64.hpp"
#include "proofs/fattree_element_terms.hpp"
#include "proofs/smt.hpp"
#include "proofs/symbolic_query_set_solve.hpp"

namespace netcert {

namespace {

// The block S(j,k) (first leaf b), staying inputs and their indices at a symbolic n, on
// top of the element terms fattree.ump_element's queries use.
class LoadTerms {
 public:
  LoadTerms(z3::context& c, FamilyKind kind, const z3::expr& n, const z3::expr& j, const z3::expr& slot,
            const z3::expr& first, SymbolicLoadMutant m)
      : c_(c), t_(c, kind, n, SymbolicElementMutant::None), n_(n), j_(j), slot_(slot), b_(first), m_(m) {}

  const ElementTerms& element() const { return t_; }
  z3::expr v(uint64_t value) const { return bv64(c_, value); }
  z3::expr plain(const z3::expr& top_form) const { return z3::lshr(top_form, v(64) - n_); }
  z3::expr image(const z3::expr& x) const { return plain(t_.image_top(slot_, x)); }
  z3::expr in_block(const z3::expr& x) const { return z3::ult(x, t_.size()) && t_.in_block(x, b_, j_); }
  z3::expr stays(const z3::expr& x) const { return in_block(x) && in_block(image(x)); }
  // The staying input's destination block l = y >> j, relative to the first block of S(j,k).
  z3::expr index(const z3::expr& x) const {
    const z3::expr y = image(x);
    const z3::expr mask = t_.low_mask(n_ - j_ - j_);
    return m_ == SymbolicLoadMutant::IndexNotShifted ? (y & mask) : (z3::lshr(y, j_) & mask);
  }
  // The named element of block l = k 2^(n-2j) + t in top form: its first leaf b + t 2^j, alpha in the low j bits.
  z3::expr element_top(const z3::expr& t) const {
    return t_.top(b_ + z3::shl(t, j_)) | t_.alpha_top(b_, j_, slot_);
  }
  z3::expr block_count() const { return t_.pow2(n_ - j_ - j_); }
  z3::expr leaving() const { return t_.pow2(n_ - j_) - block_count(); }
  z3::expr closed_form() const {
    const z3::expr shift = m_ == SymbolicLoadMutant::ClosedFormOneLevelUp ? n_ - j_ : n_ - j_ - j_;
    return z3::shl(t_.pow2(j_) - v(1), shift);
  }

 private:
  z3::context& c_;
  ElementTerms t_;
  z3::expr n_, j_, slot_, b_;
  SymbolicLoadMutant m_;
};

struct LoadVars {
  z3::expr n, j, slot, first, x, x2, y, t;
  static LoadVars declare(z3::context& c) {
    auto bv = [&](const char* name) { return c.bv_const(name, 64); };
    return {bv("n"), bv("j"), bv("slot"), bv("block_first_leaf"), bv("x"), bv("x2"), bv("y_top"), bv("t")};
  }
  std::vector<std::pair<std::string, z3::expr>> shown() const {
    return {{"j", j}, {"slot", slot}, {"block_first_leaf", first}, {"x", x}, {"x2", x2}, {"y_top", y}, {"t", t}};
  }
};

struct LoadRangeQuery {
  z3::solver s;
  LoadVars vars;
};

// The negation of one part of the count, with the range, level, slot and block it is asked for.
void add_load_violation(z3::solver& s, LoadQuery kind, const LoadTerms& t, const LoadVars& v) {
  z3::context& c = s.ctx();
  const z3::expr zero = bv64(c, 0);
  switch (kind) {
    case LoadQuery::StayNamed:
      // With permutation, injective: two staying inputs with one index have one image, hence are one input.
      s.add(t.stays(v.x) && t.element().image_top(v.slot, v.x) != t.element_top(t.index(v.x)),
            "a_staying_input_s_image_is_not_the_named_element_of_its_index");
      return;
    case LoadQuery::StayOnto: {
      const z3::expr y_top = t.element_top(v.t);
      const z3::expr x_of_t = t.element().preimage(v.slot, y_top);
      s.add(z3::ult(v.t, t.block_count()), "index_below_2_pow_n_minus_2j");
      s.add(!(t.stays(x_of_t) && t.element().image_top(v.slot, x_of_t) == y_top && t.index(x_of_t) == v.t),
            "index_t_is_no_staying_input_s");
      return;
    }
    case LoadQuery::Permutation:
      s.add((z3::ult(v.x, t.element().size()) && t.element().preimage(v.slot, t.element().image_top(v.slot, v.x)) != v.x) ||
                ((v.y & t.element().low_mask(bv64(c, 64) - v.n)) == zero &&
                 !(z3::ult(t.element().preimage(v.slot, v.y), t.element().size()) &&
                   t.element().image_top(v.slot, t.element().preimage(v.slot, v.y)) == v.y)),
            "sigma_i_and_its_inverse_do_not_undo_each_other");
      return;
    default:
      s.add(t.leaving() != t.closed_form(), "leaving_count_is_not_the_closed_form");
  }
}

LoadRangeQuery build_load_query(z3::context& c, const RunContext& ctx, LoadQuery kind, const SymbolicLoadRange& r) {
  z3::solver s = make_solver(c, ctx, "QF_BV");
  const LoadVars v = LoadVars::declare(c);
  const LoadTerms t(c, r.kind, v.n, v.j, v.slot, v.first, r.mutant);
  s.add(z3::ule(bv64(c, static_cast<uint64_t>(r.lo)), v.n) && z3::ule(v.n, bv64(c, static_cast<uint64_t>(r.hi))),
        "n_in_range");
  s.add(z3::ule(bv64(c, 1), v.j) && z3::ule(v.j, v.n) && z3::ule(v.j + v.j, v.n), "level_1_to_floor_n_half");  // j <= n: j + j cannot wrap
  s.add(z3::ult(v.slot, t.element().size()), "slot_mod_N");
  s.add(z3::ult(v.first, t.element().size()) && (v.first & t.element().low_mask(v.n - v.j)) == bv64(c, 0),
        "block_S_j_k_by_its_first_leaf");
  add_load_violation(s, kind, t, v);
  return LoadRangeQuery{s, v};
}

std::string load_claim(LoadQuery kind) {
  switch (kind) {
    case LoadQuery::StayNamed:
      return "the image of an input of S(j,k) whose path stays in S(j,k) is the named element of its destination "
             "block S(n-j,l)";
    case LoadQuery::StayOnto:
      return "every block S(n-j,l) inside S(j,k) receives a path from S(j,k): the preimage of its named element";
    case LoadQuery::Permutation: return "sigma_i is a permutation of 0..N-1 with the family's inverse";
    default: return "2^(n-j) - 2^(n-2j) = (2^j - 1) 2^(n-2j)";
  }
}

SmtQueryInfo load_query_info(LoadQuery kind, const SymbolicLoadRange& r) {
  SmtQueryInfo q;
  const std::string range = std::to_string(r.lo) + ".." + std::to_string(r.hi);
  q.name = std::string("fattree.load_equality_symbolic_") + load_query_name(kind) + "_" + family_name(r.kind) + "_n" +
           std::to_string(r.lo) + "_" + std::to_string(r.hi);
  if (r.mutant != SymbolicLoadMutant::None) q.name += "_mutant";
  q.claim = std::string("fattree.load_equality (Eq. 22), family=") + family_name(r.kind) + ", every n in " + range +
            ", level 1 <= j <= n/2, slot i, node (j,k): " + load_claim(kind);
  q.symbolic = symbolic_load_symbolic();
  q.fixed = std::string(symbolic_load_fixed()) + "; here family " + family_name(r.kind) + ", " + range;
  q.logic = "QF_BV";
  return q;
}

SymbolicLoadModel read_load_model(const z3::model& mdl, const LoadRangeQuery& q, LoadQuery kind) {
  SymbolicLoadModel out;
  out.query = kind;
  out.n = static_cast<int>(model_u64(mdl, q.vars.n));
  out.values = json::object();
  for (auto& [name, e] : q.vars.shown()) out.values[name] = mdl.eval(e, true).get_decimal_string(0);
  return out;
}

// The engine's pieces for the shared query-set loop (symbolic_query_set_solve.hpp).
using LoadSpec = QuerySetSpec<LoadQuery, SymbolicLoadModel, SymbolicLoadRange, LoadRangeQuery, build_load_query,
                              load_query_info, load_query_name, read_load_model, &SymbolicLoadModel::n>;

}  // namespace

const char* load_query_name(LoadQuery q) {
  switch (q) {
    case LoadQuery::StayNamed: return "stay_named";
    case LoadQuery::StayOnto: return "stay_onto";
    case LoadQuery::Permutation: return "permutation";
    default: return "closed_form";
  }
}

json SymbolicLoadModel::to_json() const { return {{"query", load_query_name(query)}, {"n", n}, {"values", values}}; }

const char* symbolic_load_symbolic() {
  return "n (the number of levels, within the range), level j (1 <= j <= n/2), slot i (i = 0 stands for slot N), a "
         "block S(j,k) by its first leaf k 2^(n-j), inputs x, x', an output y and a block index t: 64-bit vectors, so "
         "every size in the range, every level, slot, node and input at once";
}

const char* symbolic_load_fixed() {
  return "the family's formula in top form (sigma_i(x) << (64 - n)) and its inverse, as fattree.ump_element's queries; "
         "a path leaves S(j,k) iff its destination is outside S(j,k) (shortest up/down routing); the index of a staying "
         "input (its destination block S(n-j,l) less the first block of S(j,k)) with its inverse (the preimage of the "
         "named element l 2^j + ((rev_j(k) + i) mod 2^j)); the closed form (2^j - 1) 2^(n-2j); four queries, "
         "stay_named, stay_onto, permutation, closed_form";
}

std::string symbolic_load_query(LoadQuery q, const SymbolicLoadRange& r, const std::string& status) {
  return query_set_text<LoadSpec>(q, r, status);
}

SymbolicLoadAnswer solve_symbolic_load(const SymbolicLoadRange& r, const RunContext& ctx) {
  return solve_query_set<LoadSpec>({LoadQuery::StayNamed, LoadQuery::StayOnto, LoadQuery::Permutation,
                                    LoadQuery::ClosedForm},
                                   r, ctx);
}

uint64_t symbolic_load_stay_index(FamilyKind kind, int n, int j, uint64_t slot, uint64_t x) {
  z3::context c;
  const uint64_t first = x & ~((uint64_t{1} << (n - j)) - 1);
  const LoadTerms t(c, kind, bv64(c, static_cast<uint64_t>(n)), bv64(c, static_cast<uint64_t>(j)),
                    bv64(c, slot & ((uint64_t{1} << n) - 1)), bv64(c, first), SymbolicLoadMutant::None);
  const z3::expr xx = bv64(c, x);
  if (!t.stays(xx).simplify().is_true()) return ~uint64_t{0};
  return t.index(xx).simplify().get_numeral_uint64();
}

}  // namespace netcert
