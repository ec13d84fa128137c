// OftFeasibilityCheckTest.cpp — oft.feasibility (seed 003, Sec. 2.3): the engine
// (exact rationals) and the checker (its own derivation) agree on every value;
// t_r over r + 1 links misses the printed 8 cycles (checker confirms), over r
// routers it agrees; forged evidence is rejected; certificates round-trip.
#include <catch2/catch.hpp>

#include "check/oft_feasibility_check.hpp"
#include "core/catalogue.hpp"
#include "search/oft_feasibility.hpp"
#include "tests/check/cert_status.hpp"

using namespace netcert;
using namespace netcert::testing;

namespace {
ParamSet feasibility_params(const char* reading) {
  ParamSet ps;
  ps.set("reading", std::string(reading));
  return ps;
}
}  // namespace

TEST_CASE("oft feasibility: engine and checker compute the same exact Sec. 2.3 values", "[oft][feasibility]") {
  for (bool links : {true, false})
    for (auto& q : oft_feasibility_quantities(OftPhysical{}, links))
      CHECK(oftcheck::feasibility_value(q.name, links) == oft_rational_text(q.exact));
  CHECK(oftcheck::feasibility_value("bit_length_mm", true) == "2");
  CHECK(oftcheck::feasibility_value("packet_length_mm", true) == "256");
  CHECK(oftcheck::feasibility_value("slot_ns", true) == "32/25");        // 1.28 ns
  CHECK(oftcheck::feasibility_value("fibre_m", true) == "14336/125");    // 114.688 m
  CHECK(oftcheck::feasibility_value("routing_cycles", true) == "224/25");  // 8.96 cycles
  CHECK(oftcheck::feasibility_value("routing_cycles", false) == "192/25");  // 7.68 cycles
  CHECK(oft_decimal_text(Rational(32, 25), 1) == "1.3");
  CHECK(oft_decimal_text(Rational(5, 100), 1) == "0.1");  // half up
}

TEST_CASE("oft feasibility: t_r over r+1 links fails, the checker confirms, over r routers it holds",
          "[oft][feasibility]") {
  RunContext ctx;
  Outcome links = oft_feasibility_exhaustive(OftFeasibilityParams{"links"}, ctx);
  REQUIRE(links.verdict == Verdict::Fails);
  CHECK(links.counterexample == json{{"quantity", "routing_cycles"}, {"exact", "224/25"}, {"rounded", "9"},
                                     {"stated", "8"}, {"hops", 7}});
  CHECK(links.counterexample == oftcheck::feasibility_defect(true));
  const Property* p = catalogue().property("oft.feasibility");
  REQUIRE(p);
  std::string why;
  CHECK(p->recheck(feasibility_params("links"), links.counterexample, why));
  CHECK(cert_status("oft.feasibility", feasibility_params("links"), links) == CertVerdict::Status::Verified);
  Outcome routers = oft_feasibility_exhaustive(OftFeasibilityParams{"routers"}, ctx);
  REQUIRE(routers.verdict == Verdict::Holds);
  CHECK(oftcheck::feasibility_defect(false).is_null());
  CHECK(cert_status("oft.feasibility", feasibility_params("routers"), routers) == CertVerdict::Status::Verified);
}

TEST_CASE("oft feasibility: forged evidence is rejected", "[oft][feasibility]") {
  RunContext ctx;
  const Property* p = catalogue().property("oft.feasibility");
  REQUIRE(p);
  Outcome links = oft_feasibility_exhaustive(OftFeasibilityParams{"links"}, ctx);
  std::string why;
  json forged = links.counterexample;
  forged["quantity"] = "fibre_m";
  CHECK_FALSE(p->recheck(feasibility_params("links"), forged, why));
  CHECK_FALSE(p->recheck(feasibility_params("routers"), links.counterexample, why));
  Outcome routers = oft_feasibility_exhaustive(OftFeasibilityParams{"routers"}, ctx);
  Outcome lie = routers;
  lie.witness["quantities"][4]["exact"] = "115";  // the broken witness: L_f claimed exactly 115 m
  CHECK_FALSE(oftcheck::feasibility_witness_matches(false, lie.witness, why));
  CHECK(cert_status("oft.feasibility", feasibility_params("routers"), lie) != CertVerdict::Status::Verified);
  CHECK(cert_status("oft.feasibility", feasibility_params("links"), routers) != CertVerdict::Status::Verified);
}

TEST_CASE("oft feasibility: the table recomputes from overridden parameters", "[oft][feasibility]") {
  RunContext ctx;
  const TableSpec* t = catalogue().table("oft-feasibility");
  REQUIRE(t);
  const ParamSet paper = expand_params({}, t->params).at(0);  // every param at its default, as the CLI passes them
  TableData d = t->build(paper, ctx);
  REQUIRE(d.rows.size() == 7);
  CHECK(d.rows[5][5] == "fails");  // t_r over r + 1 links
  CHECK(d.rows[6][5] == "holds");  // t_r over r routers
  CHECK(d.certificates.size() == 2);
  ParamSet faster = paper;
  faster.set("B_gbps", int64_t(200));
  TableData f = t->build(faster, ctx);
  CHECK(f.rows[0][2] == "1");  // 1 mm per bit at 200 Gb/s
  CHECK(f.rows[0][5] == "n/a");
  CHECK(f.certificates.empty());
}
