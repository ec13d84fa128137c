// compare.cpp — one case through check-schedule and through the oracle.
#include <stdexcept>

#include "core/errors.hpp"
#include "core/schedule_input.hpp"
#include "mobical.hpp"

namespace netcert::mobical {

namespace {

RunContext harness_context() {
  RunContext ctx;
  ctx.jobs = 1;              // the machine is shared; results do not depend on jobs
  ctx.timeout_seconds = 0;   // no timeout: unknown is always a disagreement
  ctx.seed = 1;
  ctx.started = std::chrono::steady_clock::now();
  return ctx;
}

Verdict flipped(Verdict v) {
  return v == Verdict::Holds ? Verdict::Fails : v == Verdict::Fails ? Verdict::Holds : v;
}

// Adds 1 to the first integer of j (depth first); true when there was one.
bool bump_first_integer(json& j) {
  if (j.is_number_integer()) return j = j.get<int64_t>() + 1, true;
  if (j.is_object())
    for (auto& [key, v] : j.items())
      if (bump_first_integer(v)) return true;
  if (j.is_array())
    for (auto& v : j)
      if (bump_first_integer(v)) return true;
  return false;
}

}  // namespace

std::string kind_of_document(const json& doc) {
  std::string network = doc.value("network", std::string());
  if (network == "fattree") return "fattree";
  if (network == "butterfly") return "butterfly";
  if (network == "kary-ntree") return "tswitch";
  if (network == "oft") return "oft";
  if (network == "cblcan") return "lcan";
  throw std::invalid_argument("no mobical kind for network '" + network + "'");
}

Outcome compare_on(const std::string& kind, const json& doc, int sabotage) {
  ScheduleReport rep;
  try {
    rep = check_schedule_document(doc, "mobical.json", harness_context());
  } catch (const InputError& e) {
    return {"input-error", std::string("check-schedule rejects a schedule the generator made valid: ") + e.what()};
  } catch (const std::exception& e) {
    return {"exception", std::string("check-schedule threw: ") + e.what()};
  }
  OracleVerdict ov;
  try {
    ov = oracle_verdict(kind, doc);
  } catch (const std::exception& e) {
    return {"oracle-rejects", std::string("the oracle cannot read a schedule check-schedule accepted: ") + e.what()};
  }
  if (sabotage == kFlipOracle) ov.verdict = flipped(ov.verdict), ov.why = "(self-test: oracle flipped) " + ov.why;
  if (rep.verdict != ov.verdict)
    return {"verdict", std::string("check-schedule says ") + to_string(rep.verdict) + ", the oracle says " +
                           to_string(ov.verdict) + ": " + ov.why +
                           (rep.lines.empty() ? "" : " | check-schedule: " + rep.lines.back())};
  if (rep.verdict == Verdict::Fails) {
    if (sabotage == kCorruptCounterexample) bump_first_integer(rep.counterexample);
    std::string why;
    if (!counterexample_confirmed(kind, doc, rep, why))
      return {"counterexample", "check-schedule's counterexample is not confirmed: " + why + " | " +
                                    rep.counterexample.dump().substr(0, 400), rep.verdict};
  }
  return {"", "", rep.verdict};
}

std::string stable_hash(const std::string& text) {
  uint64_t h = 1469598103934665603ULL;
  for (unsigned char ch : text) h = (h ^ ch) * 1099511628211ULL;
  char buf[17];
  std::snprintf(buf, sizeof buf, "%016llx", static_cast<unsigned long long>(h));
  return buf;
}

}  // namespace netcert::mobical
