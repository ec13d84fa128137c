// Tests for properties/fattree_claims.cpp and src/search/fattree_{load_equality,ump_element,
// level1_patterns,degree_identity}.cpp: each property holds for the paper's family, fails on a
// broken witness with a counterexample the independent checker confirms, and its
// certificates round-trip while semantic forgeries are rejected.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "check/fattree_claims_check.hpp"
#include "check/fattree_degree_identity_check.hpp"
#include "tests/check/cert_status.hpp"
#include "tests/check/scratch_dir.hpp"
#include "core/catalogue.hpp"
#include "core/certificate.hpp"
#include "core/runner.hpp"
#include "properties/verify_certificate.hpp"
#include "search/fattree_claims.hpp"

using namespace netcert;

namespace {

std::vector<Result> run_claim(const std::string& id, const std::vector<std::string>& params,
                              const std::string& cert_dir = "") {
  const Property* p = catalogue().property(id);
  REQUIRE(p);
  std::vector<ParamArg> args;
  for (auto& t : params) args.push_back(parse_param_arg(t, p->params));
  CheckRequest req;
  req.property = p;
  req.param_sets = expand_params(args, p->params);
  req.engine = "exhaustive";
  req.cert_dir = cert_dir;
  RunContext ctx;
  return run_check(req, ctx);
}

std::vector<Permutation> bitreverse_family(int n) {
  std::vector<Permutation> fam;
  for (uint64_t i = 1; i <= (1ULL << n); ++i) fam.push_back(family_member(FamilyKind::BitReverse, n, i));
  return fam;
}

SlotMember explicit_member(const std::vector<Permutation>& fam) {
  return [&fam](uint64_t slot) { return fam[slot - 1]; };
}

json certificate(const std::string& id, const std::vector<std::string>& params) {
  testing::ScratchDir dir("fattree-claims-test");
  auto r = run_claim(id, params, dir.string());
  REQUIRE(r.size() == 1);
  return testing::read_certificate_json(r[0].certificate);
}

CertVerdict::Status verify_resealed(json c) { return testing::resealed_status(std::move(c)); }

using S = CertVerdict::Status;

}  // namespace

TEST_CASE("fattree claims: load_equality holds for pi_i, fails for rotator and tdm (checker confirms)", "[fattree][claims]") {
  for (auto& r : run_claim("fattree.load_equality", {"n=1..8"})) CHECK(r.verdict == Verdict::Holds);
  for (auto& r : run_claim("fattree.load_equality", {"n=2..6", "family=rotator,tdm"})) {
    INFO(r.params.to_string());
    CHECK(r.verdict == Verdict::Fails);
    CHECK(r.rechecked);
  }
}

TEST_CASE("fattree claims: load_equality on a broken family, engine and checker name the same defect", "[fattree][claims]") {
  auto fam = bitreverse_family(4);
  std::swap(fam[5][0], fam[5][9]);  // slot 6: 0 -> 6 stays, 9 -> 15 stays; swapped, both leave their half
  RunContext ctx;
  Outcome o = fattree_exhaustive_load_equality(Family{4, FamilyKind::BitReverse, &fam}, ctx);
  REQUIRE(o.verdict == Verdict::Fails);
  auto d = first_load_equality_defect(4, explicit_member(fam));
  REQUIRE(d);
  CHECK(*d == o.counterexample);
  CHECK(o.counterexample == json{{"slot", 6}, {"node", {1, 0}}, {"link", "up"}, {"load", 5}, {"expected", 4}});
  CHECK(o.counterexample["load"] != o.counterexample["expected"]);
  auto good = bitreverse_family(4);
  CHECK_FALSE(first_load_equality_defect(4, explicit_member(good)));
}

TEST_CASE("fattree claims: ump_element holds for pi_i, fails for rotator (checker confirms)", "[fattree][claims]") {
  for (auto& r : run_claim("fattree.ump_element", {"n=1..8"})) CHECK(r.verdict == Verdict::Holds);
  for (auto& r : run_claim("fattree.ump_element", {"n=2..5", "family=rotator,tdm"})) {
    INFO(r.params.to_string());
    CHECK(r.verdict == Verdict::Fails);
    CHECK(r.rechecked);
  }
}

TEST_CASE("fattree claims: ump_element on a broken family, engine and checker name the same input", "[fattree][claims]") {
  auto fam = bitreverse_family(3);
  std::swap(fam[2][1], fam[2][2]);
  RunContext ctx;
  Outcome o = fattree_exhaustive_ump_element(Family{3, FamilyKind::BitReverse, &fam}, ctx);
  REQUIRE(o.verdict == Verdict::Fails);
  auto d = first_ump_element_defect(3, explicit_member(fam));
  REQUIRE(d);
  CHECK(*d == o.counterexample);
  CHECK(o.counterexample["slot"] == 3);
}

TEST_CASE("fattree claims: the element as the paper prints it equals l 2^j + ((rev_j(k) + i) mod 2^j)", "[fattree][claims]") {
  for (int n = 1; n <= 6; ++n)
    for (int j = 0; j <= n; ++j)
      for (uint64_t k = 0; k < (1ULL << j); ++k)
        for (uint64_t l = 0; l < (1ULL << (n - j)); ++l)
          for (uint64_t i = 1; i <= (1ULL << n); ++i) REQUIRE(paper_named_element(n, j, k, l, i) == eq18_element(j, k, l, i));
}

TEST_CASE("fattree claims: level1_patterns splits equal the formula, permutations do not (n >= 3)", "[fattree][claims]") {
  for (auto& r : run_claim("fattree.level1_patterns", {"n=2..9"})) {
    INFO(r.params.to_string() << " " << r.note);
    CHECK(r.verdict == Verdict::Holds);
  }
  auto perms = run_claim("fattree.level1_patterns", {"n=2..6", "counted=permutations"});
  CHECK(perms[0].verdict == Verdict::Holds);  // n = 2: 2! = 2!/(1! 1!)
  for (size_t i = 1; i < perms.size(); ++i) {
    CHECK(perms[i].verdict == Verdict::Fails);
    CHECK(perms[i].rechecked);
  }
  CHECK(perms[1].counterexample == json{{"counted", "permutations"}, {"count", "24"}, {"formula", "6"}});
}

TEST_CASE("fattree claims: level1 counts, enumeration vs DP vs checker, formula in exact integers", "[fattree][claims]") {
  RunContext ctx;
  for (int n = 2; n <= 11; ++n) {
    INFO("n=" << n);
    CHECK(level1_formula(n) == level1_formula_checked(n));
    CHECK(level1_count_checked(n, "splits") == level1_formula(n));
    // splits x (orders inside the two child groups) = bijections
    BigInt h = 1;
    for (uint64_t t = 2; t <= (1ULL << (n - 2)); ++t) h *= t;
    CHECK(level1_count_checked(n, "splits") * h * h == level1_count_checked(n, "permutations"));
  }
  CHECK(level1_formula(4) == 70);
  CHECK(level1_formula(5) == 12870);
  CHECK(fattree_exhaustive_level1_patterns(4, "permutations", ctx).verdict == Verdict::Fails);
}

TEST_CASE("fattree claims: certificates round-trip, semantic forgeries rejected", "[fattree][claims][cert]") {
  json le = certificate("fattree.load_equality", {"n=4"});
  CHECK(verify_resealed(le) == S::Verified);
  json forged = le;
  forged["witness"]["levels"][1]["load"] = 4;
  CHECK(verify_resealed(forged) == S::Rejected);
  forged = le;
  forged["params"]["family"] = "rotator";  // holds claimed for a family that fails
  CHECK(verify_resealed(forged) == S::Rejected);

  json lf = certificate("fattree.load_equality", {"n=4", "family=rotator"});
  CHECK(verify_resealed(lf) == S::Verified);
  forged = lf;
  forged["witness"]["counterexample"]["load"] = 3;
  CHECK(verify_resealed(forged) == S::Rejected);

  json ue = certificate("fattree.ump_element", {"n=3"});
  CHECK(verify_resealed(ue) == S::Verified);
  forged = ue;
  forged["params"]["family"] = "tdm";
  CHECK(verify_resealed(forged) == S::Rejected);

  json lp = certificate("fattree.level1_patterns", {"n=5"});
  CHECK(verify_resealed(lp) == S::Verified);
  forged = lp;
  forged["witness"]["count"] = "12871";
  CHECK(verify_resealed(forged) == S::Rejected);
  json pf = certificate("fattree.level1_patterns", {"n=3", "counted=permutations"});
  CHECK(verify_resealed(pf) == S::Verified);
  forged = pf;
  forged["params"]["counted"] = "splits";
  CHECK(verify_resealed(forged) == S::Rejected);
}

TEST_CASE("fattree claims: nonblocking degrees suffice for all N! permutations and are needed", "[fattree][claims]") {
  for (auto& r : run_claim("fattree.nonblocking_degree", {"n=1..3"})) {
    INFO(r.params.to_string() << " " << r.note);
    CHECK(r.verdict == Verdict::Holds);
  }
  // One link fewer at every level: the first permutation that needs the full degree, checker confirms.
  for (auto& r : run_claim("fattree.nonblocking_degree", {"n=1..3", "degrees=one-less"})) {
    INFO(r.params.to_string());
    CHECK(r.verdict == Verdict::Fails);
    CHECK(r.rechecked);
    CHECK(r.counterexample["load"].get<uint64_t>() == r.counterexample["degree"].get<uint64_t>() + 1);
  }
  json c = certificate("fattree.nonblocking_degree", {"n=2"});
  CHECK(verify_resealed(c) == S::Verified);
  json forged = c;
  forged["witness"]["necessity"] = json::array({1, 0, 3, 2});  // swaps siblings: fills only the leaf groups
  CHECK(verify_resealed(forged) == S::Rejected);
  forged = c;
  forged["params"]["degrees"] = "one-less";
  CHECK(verify_resealed(forged) == S::Rejected);
}

TEST_CASE("fattree claims: permutation census, engine and checker counts agree with the closed form", "[fattree][claims]") {
  const TableSpec* spec = catalogue().table("fattree-permutation-census");
  REQUIRE(spec);
  RunContext ctx;
  for (int n = 1; n <= 3; ++n) {
    ParamSet ps;
    ps.set("n", int64_t(n));
    TableData t = spec->build(ps, ctx);
    REQUIRE(t.rows.size() == 1);
    INFO("n=" << n << " " << json(t.rows[0]).dump());
    CHECK(t.rows[0].back() == "holds");
  }
  CHECK(ump_one_level_count(2, 1) == 16);
  CHECK(ump_one_level_count(3, 1) == 9216);
  CHECK(ump_one_level_count(4, 2) == BigInt("110075314176"));
}

// fattree.degree_identity (seed 000, Eq. (23); search/fattree_degree_identity.cpp): holds over the
// paper's range, fails with levels=all at j = floor(n/2) + 1 with a counterexample the checker
// confirms, engine and checker agree term by term, certificates round-trip and semantic forgeries
// are rejected.
namespace {

std::vector<Result> run_degree_identity(const std::vector<std::string>& params, const std::string& cert_dir = "") {
  RunContext ctx;
  return run_check(make_check_request("fattree.degree_identity", params, "exhaustive", cert_dir), ctx);
}

json degree_identity_certificate(const std::vector<std::string>& params) {
  testing::ScratchDir dir("fattree-degree-identity-test");
  auto r = run_degree_identity(params, dir.string());
  REQUIRE(r.size() == 1);
  return testing::read_certificate_json(r[0].certificate);
}

CertVerdict::Status degree_identity_resealed(json c) { return testing::resealed_status(std::move(c)); }

}  // namespace

TEST_CASE("fattree degree_identity: Eq. (23) holds for j <= floor(n/2), n <= 200", "[fattree][claims]") {
  for (auto& r : run_degree_identity({"n=1..200"})) {
    INFO(r.params.to_string());
    CHECK(r.verdict == Verdict::Holds);
  }
}

TEST_CASE("fattree degree_identity: levels=all fails at j = floor(n/2)+1, the checker confirms", "[fattree][claims]") {
  for (auto& r : run_degree_identity({"n=1..40", "levels=all"})) {
    INFO(r.params.to_string());
    REQUIRE(r.verdict == Verdict::Fails);
    CHECK(r.rechecked);
  }
  RunContext ctx;
  Outcome o = fattree_exhaustive_degree_identity(5, true, ctx);
  REQUIRE(o.verdict == Verdict::Fails);
  // j = 3: (2^3-1) 2^(5-6) = 7/2 = 2^2 (1 - 1/8); its ceiling is 4.
  CHECK(o.counterexample == json{{"level", 3}, {"product", "7/2"}, {"middle", "7/2"}, {"ceiling", "4"}});
  std::string why;
  CHECK(recheck_degree_identity(5, "all", o.counterexample, why));
  CHECK_FALSE(recheck_degree_identity(5, "upper-half", o.counterexample, why));  // j = 3 is outside 1..2
}

TEST_CASE("fattree degree_identity: engine (cpp_rational) and checker (4^j-scaled integers) agree", "[fattree][claims]") {
  for (int n = 1; n <= 64; ++n)
    for (int j = 1; j <= n; ++j) {
      INFO("n=" << n << " j=" << j);
      Eq23Terms e = eq23_terms(n, j);
      CheckedEq23 c = checked_eq23(n, j);
      CHECK(e.product == c.product);
      CHECK(e.middle == c.middle);
      CHECK(e.ceiling == c.ceiling);
      CHECK(e.holds == c.equal);
      CHECK(c.equal == (2 * j <= n));
    }
}

TEST_CASE("fattree degree_identity: certificates round-trip, semantic forgeries are rejected", "[fattree][claims]") {
  using S = CertVerdict::Status;
  json holds = degree_identity_certificate({"n=9"});
  CHECK(degree_identity_resealed(holds) == S::Verified);
  json forged = holds;
  forged["witness"]["levels"][2]["value"] = "57";  // j = 3 at n = 9 is 7 * 8 = 56
  CHECK(degree_identity_resealed(forged) == S::Rejected);
  forged = holds;
  forged["params"]["levels"] = "all";  // the same witness cannot stand for levels 1..n
  CHECK(degree_identity_resealed(forged) == S::Rejected);
  forged = holds;
  forged["params"]["n"] = 10;
  CHECK(degree_identity_resealed(forged) == S::Rejected);

  json fails = degree_identity_certificate({"n=9", "levels=all"});
  CHECK(degree_identity_resealed(fails) == S::Verified);
  forged = fails;
  forged["verdict"] = "holds";
  CHECK(degree_identity_resealed(forged) == S::Rejected);
  forged = fails;
  forged["witness"]["counterexample"]["ceiling"] = "8";
  CHECK(degree_identity_resealed(forged) == S::Rejected);
}
