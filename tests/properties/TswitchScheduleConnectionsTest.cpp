// Tests for check-schedule kary-ntree/tswitch-config with connections=all|ft|b (properties/tswitch.cpp):
// the optimum and the number of minimisers it reports equal table tswitch-oscp's,
// stage by stage, and ft|b are refused at the last stage.
#include <catch2/catch.hpp>

#include "core/catalogue.hpp"
#include "core/errors.hpp"
#include "core/schedule_input.hpp"

using namespace netcert;

namespace {

json tswitch_connections_doc(int k, int n, int stage, const std::string& connections, const json& alpha) {
  return json{{"network", "kary-ntree"},
              {"kind", "tswitch-config"},
              {"params", {{"k", k}, {"n", n}, {"stage", stage}, {"connections", connections}}},
              {"alpha", alpha}};
}

}  // namespace

TEST_CASE("tswitch-config schedules with connections: optimum and minimisers equal tswitch-oscp's", "[tswitch]") {
  const TableSpec* spec = catalogue().table("tswitch-oscp");
  REQUIRE(spec);
  RunContext ctx;
  for (int k : {2, 3, 4, 5}) {
    json alpha = json::array();
    for (int l = 0; l < k; ++l) alpha.push_back(l);  // all down ports in twin alpha
    for (std::string c : {"all", "ft", "b"}) {
      ParamSet ps;
      ps.set("k", int64_t(k));
      ps.set("n", int64_t(3));
      ps.set("connections", c);
      TableData t = spec->build(ps, ctx);
      for (auto& row : t.rows) {
        const int stage = row[2].get<int>();
        INFO("k=" << k << " connections=" << c << " stage=" << stage);
        ScheduleReport r = check_schedule_document(tswitch_connections_doc(k, 3, stage, c, alpha), "test", ctx);
        CHECK(r.details["optimum"] == row[5]);
        CHECK(std::to_string(r.details["optimal_configurations"].get<uint64_t>()) == row[6].get<std::string>());
        CHECK(r.details["connections"] == c);
      }
    }
  }
}

TEST_CASE("tswitch-config schedules: connections=ft|b refused at the last stage", "[tswitch]") {
  RunContext ctx;
  CHECK_THROWS_AS(check_schedule_document(tswitch_connections_doc(4, 3, 2, "ft", {0, 1, 2, 3}), "test", ctx), InputError);
  CHECK_THROWS_AS(check_schedule_document(tswitch_connections_doc(4, 3, 2, "b", {0, 1, 2, 3}), "test", ctx), InputError);
  CHECK(check_schedule_document(tswitch_connections_doc(4, 3, 2, "all", {0, 1, 2, 3}), "test", ctx).verdict ==
        Verdict::Holds);
}
