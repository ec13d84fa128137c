// consistent_montecarlo.cpp — consistent forgeries for the Monte-Carlo kinds
// (oft.max_load_light, oft.max_load_heavy, lcan.recurrence_vs_simulation): the
// property's own montecarlo engine is re-run on the certificate's params (derived seed,
// one job), and a sample it decides as holds — seed, every drawn value, mean, interval
// and band or prediction all the engine's — is stated as a counterexample. The
// decisive fact (the interval lies outside the band) is false, so it must be rejected;
// a sample the engine decides as fails is stated as well and must be re-established
// (PARTIAL: a Monte-Carlo decision is a replay, never a proof).
// The interval-against-band comparison has a boundary, but the sample is fixed by the
// params through the derived seed, so no case can be placed on it here.
#include "core/catalogue.hpp"
#include "tests/forge/consistent_papers.hpp"

namespace netcert::consistent_detail {

std::vector<ConsistentCase> montecarlo_cases(const std::string& property, const json& params) {
  std::vector<ConsistentCase> out;
  if (property != "oft.max_load_light" && property != "oft.max_load_heavy" &&
      property != "lcan.recurrence_vs_simulation")
    return out;
  const Property* p = catalogue().property(property);
  const Engine* e = p ? p->engine("montecarlo") : nullptr;
  if (!e || !params.is_object()) return out;
  ParamSet ps;
  for (auto& [name, value] : params.items()) {
    if (value.is_number_integer()) ps.set(name, value.get<int64_t>());
    else if (value.is_string()) ps.set(name, value.get<std::string>());
    else return out;
  }
  if (e->refuse && !e->refuse(ps).empty()) return out;
  RunContext ctx;
  ctx.jobs = 1;
  const Outcome o = e->run(ps, ctx);
  if (o.verdict == Verdict::Holds)
    out.push_back({"the engine's holds sample stated as a refutation", o.witness, false, "montecarlo"});
  else if (o.verdict == Verdict::Fails)
    out.push_back({"the engine's fails sample", o.counterexample, true, "montecarlo"});
  return out;
}

}  // namespace netcert::consistent_detail
