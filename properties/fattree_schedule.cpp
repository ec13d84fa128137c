// fattree_schedule.cpp — check-schedule for {"network":"fattree","kind":"permutation-family"},
// {"network":"fattree","kind":"shift-family"} (a user's sigma and its N circular shifts) and
// {"network":"fattree","kind":"permutation"} (one permutation).
//
// A user's family of N permutations for the load-balanced BvN switch: does it
// sum to ones, and does every slot route within the Lemma 1 degrees? The first
// violation names node (j,k), slot, load vs degree and the colliding paths.
#include "check/fattree_check.hpp"
#include "core/catalogue.hpp"
#include "core/errors.hpp"
#include "core/json_input.hpp"
#include "core/schedule_input.hpp"
#include "net/fat_tree.hpp"
#include "properties/fattree_family_expression.hpp"

namespace netcert {

namespace {

constexpr int kMaxScheduleLevels = 12;  // N^2 entries in the file; 16M at n = 12

// check-schedule has enforced the schema (params.n in 1..kMaxScheduleLevels);
// range-checked again on the JSON value here, never narrowed first.
int levels_of(const json& doc) {
  return static_cast<int>(json_int_in(doc.at("params").at("n"), "", "params.n", 1, kMaxScheduleLevels));
}

// One permutation of Z_N: N distinct outputs in 0..N-1; `where` names it in errors.
Permutation read_permutation(const json& p, uint64_t N, const std::string& where) {
  if (!p.is_array() || p.size() != N) throw InputError(where, "expected an array of N = " + std::to_string(N) + " outputs");
  Permutation q(N);
  std::vector<long> seen(N, -1);
  for (uint64_t x = 0; x < N; ++x) {
    q[x] = static_cast<uint32_t>(json_int_in(p[x], "", where + "[" + std::to_string(x) + "]", 0, static_cast<int64_t>(N) - 1));
    if (seen[q[x]] >= 0)
      throw InputError(where + "[" + std::to_string(x) + "]", "repeated value " + std::to_string(q[x]) + " (also at [" +
                                                                  std::to_string(seen[q[x]]) + "]): not a permutation");
    seen[q[x]] = static_cast<long>(x);
  }
  return q;
}

std::vector<Permutation> read_family(const json& doc, int& n) {
  n = levels_of(doc);
  const uint64_t N = 1ULL << n;
  if (!doc.contains("permutations") || !doc["permutations"].is_array())
    throw InputError("permutations", "missing array of N permutations");
  const json& perms = doc["permutations"];
  if (perms.size() != N)
    throw InputError("permutations", "has " + std::to_string(perms.size()) + " entries, expected N = " + std::to_string(N));
  std::vector<Permutation> fam;
  for (uint64_t i = 0; i < N; ++i) fam.push_back(read_permutation(perms[i], N, "permutations[" + std::to_string(i) + "]"));
  return fam;
}

// A link group over its Lemma 1 degree: counterexample, the node and the colliding paths.
void report_violation(const FatTree& t, const LoadViolation& v, const std::string& prefix, ScheduleReport& r) {
  r.verdict = Verdict::Fails;
  r.details["within_lemma1_degrees"] = false;
  r.counterexample = to_json(t, v);
  r.counterexample["violation"] = "link group over its Lemma 1 degree";
  int j = FatTree::level(v.node);
  r.lines.push_back(prefix + (v.up ? "up" : "down") + "-link group of node (" + std::to_string(j) + "," +
                    std::to_string(FatTree::index_in_level(v.node)) + ") carries " + std::to_string(v.load) +
                    " paths, Lemma 1 degree is " + std::to_string(v.degree) + " (" +
                    (2 * j <= t.n() ? "upper" : "lower") + " half of the tree)");
  std::string paths;
  for (size_t i = 0; i < v.paths.size() && i < 8; ++i)
    paths += (i ? ", " : "") + std::to_string(v.paths[i].first) + "->" + std::to_string(v.paths[i].second);
  if (v.paths.size() > 8) paths += ", ...";
  r.lines.push_back("colliding paths: " + paths);
}

// Sums to ones and every slot within the Lemma 1 degrees, on the checker's walked paths.
ScheduleReport check_family_members(int n, const std::vector<Permutation>& fam, ScheduleReport r) {
  FatTree t(n);
  r.details["n"] = n;
  r.details["N"] = t.leaves();
  r.lines.push_back("N = " + std::to_string(t.leaves()) + " inputs, " + std::to_string(fam.size()) + " slots");
  if (auto d = family_ones_defect(fam)) {
    r.verdict = Verdict::Fails;
    r.details["sums_to_ones"] = false;
    r.counterexample = {{"violation", "family does not sum to ones"}, {"x", d->x}, {"y", d->y}, {"slots", d->slots}};
    r.lines.push_back("family does not sum to the all-ones matrix: input " + std::to_string(d->x) + " reaches output " +
                      std::to_string(d->y) + " in " + std::to_string(d->slots.size()) + " slots");
    return r;
  }
  r.details["sums_to_ones"] = true;
  r.lines.push_back("sums to the all-ones matrix: yes");
  if (auto v = first_load_violation(t, fam, lemma1_capacity(t))) {
    report_violation(t, *v, "slot " + std::to_string(v->slot) + ": ", r);
    return r;
  }
  r.details["within_lemma1_degrees"] = true;
  // Report the degrees the family actually needs per level.
  json need = json::array();
  for (int j = 1; j <= n; ++j) need.push_back({{"level", j}, {"lemma1_degree", t.up_bound(j)}});
  r.details["levels"] = need;
  r.lines.push_back("every slot routes within the Lemma 1 degrees (shortest up/down routing)");
  r.verdict = Verdict::Holds;
  return r;
}

ScheduleReport check_family(const json& doc, const RunContext&) {
  int n = 0;
  std::vector<Permutation> fam = read_family(doc, n);
  return check_family_members(n, fam, ScheduleReport{});
}

// Sec. III: a user's sigma and the family it generates, sigma_i = sigma_c^i o sigma,
// sigma_i(x) = (sigma(x) + i) mod N for slots i = 1..N (Lemma 4's pi_i when sigma = pi).
ScheduleReport check_shift_family(const json& doc, const RunContext&) {
  const int n = levels_of(doc);
  const uint64_t N = 1ULL << n;
  if (!doc.contains("sigma")) throw InputError("sigma", "missing array of N outputs");
  Permutation sigma = read_permutation(doc["sigma"], N, "sigma");
  std::vector<Permutation> fam(N, Permutation(N));
  for (uint64_t i = 1; i <= N; ++i)
    for (uint64_t x = 0; x < N; ++x) fam[i - 1][x] = static_cast<uint32_t>((sigma[x] + i) % N);
  ScheduleReport r;
  r.details["sigma"] = sigma;
  r.lines.push_back("family generated from sigma: slot i = 1..N sends x to (sigma(x) + i) mod N (Sec. III)");
  return check_family_members(n, fam, std::move(r));
}

// One permutation: within the Lemma 5 (= Lemma 1) degrees? Also says at which levels it has
// UMP and whether Lemma 5's hypothesis (UMP at levels 1..floor(n/2), ERRATA.md E-000-1) holds.
ScheduleReport check_fattree_permutation(const json& doc, const RunContext&) {
  const int n = levels_of(doc);
  FatTree t(n);
  if (!doc.contains("permutation")) throw InputError("permutation", "missing array of N outputs");
  Permutation sigma = read_permutation(doc["permutation"], t.leaves(), "permutation");
  ScheduleReport r;
  r.details["n"] = n;
  r.details["N"] = t.leaves();
  json ump = json::array();
  bool hypothesis = true;
  for (int j = 0; j <= n; ++j) {
    bool ok = ump_level_by_definition(n, sigma, j);
    if (ok) ump.push_back(j);
    if (j >= 1 && 2 * j <= n) hypothesis = hypothesis && ok;
  }
  r.details["ump_levels"] = ump;
  r.details["lemma5_hypothesis"] = hypothesis;
  r.lines.push_back("N = " + std::to_string(t.leaves()) + " inputs; UMP (Def. 3) at levels " + ump.dump() +
                    "; Lemma 5's hypothesis (UMP at levels 1..floor(n/2)): " + (hypothesis ? "yes" : "no"));
  if (auto v = first_load_violation(t, {sigma}, lemma1_capacity(t))) {
    report_violation(t, *v, "", r);
    return r;
  }
  r.details["within_lemma1_degrees"] = true;
  r.lines.push_back("routes within the Lemma 5 degrees ceil(2^(n-j)(1-2^-j)) (shortest up/down routing)");
  r.verdict = Verdict::Holds;
  return r;
}

}  // namespace

namespace {

ScheduleSpec fattree_schedule(const char* kind, const char* description, ScheduleReport (*check)(const json&, const RunContext&),
                              const char* key) {
  ScheduleSpec s;
  s.network = "fattree";
  s.kind = kind;
  s.description = description;
  s.check = check;
  s.required_keys = {key};
  s.params = {int_param("n", 1, kMaxScheduleLevels, "", "levels; N = 2^n inputs")};
  declare_schedule_value_bound("fattree", kind, [family = std::string(key) == "permutations"](const json& params) {
    const std::uint64_t N = std::uint64_t{1} << params.at("n").get<int64_t>();
    return (family ? N * N + N : N) + kScheduleHeadValues;  // N permutations of N, or one
  });
  return s;
}

}  // namespace

void register_fattree_schedule(Catalogue& cat) {
  cat.add(fattree_schedule("permutation-family",
                           "sums to ones; every slot within the Lemma 1 degrees (first violation with colliding paths)",
                           check_family, "permutations"));
  cat.add(fattree_schedule("shift-family",
                           "a user's sigma and its shifts sigma_i(x) = (sigma(x) + i) mod N, i = 1..N (Sec. III): sums "
                           "to ones; every slot within the Lemma 1 degrees (first violation with colliding paths)",
                           check_shift_family, "sigma"));
  cat.add(fattree_schedule("permutation",
                           "one permutation within the Lemma 5 degrees (first violation with colliding paths); UMP levels",
                           check_fattree_permutation, "permutation"));
  cat.add(fattree_family_expression_schedule());
}

}  // namespace netcert
