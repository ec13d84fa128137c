// api.cpp — include/netcert/netcert.hpp over the same runner, schedule layer
// and certificate verifier the command line uses (src/cli does the same calls).
#include "netcert/netcert.hpp"

#include "core/catalogue.hpp"
#include "core/errors.hpp"
#include "core/json_input.hpp"
#include "core/runner.hpp"
#include "core/schedule_input.hpp"
#include "core/version.hpp"
#include "properties/fabric.hpp"
#include "properties/verify_certificate.hpp"

namespace netcert::api {

namespace {

Verdict public_verdict(netcert::Verdict v) {
  return v == netcert::Verdict::Holds ? Verdict::Holds : v == netcert::Verdict::Fails ? Verdict::Fails : Verdict::Unknown;
}

RunContext context_for(const RunOptions& o) {
  RunContext ctx;
  ctx.jobs = o.jobs ? static_cast<int>(o.jobs) : 1;
  ctx.timeout_seconds = o.timeout_seconds;
  ctx.seed = o.seed;
  ctx.seed_named = o.seed_named;
  if (o.random_cases) {
    if (o.random_cases > 100000000) throw InputError("random_cases: at most 100000000");
    ctx.random_cases = static_cast<int>(o.random_cases);
  }
  return ctx;
}

std::map<std::string, std::string> param_strings(const ParamSet& ps) {
  std::map<std::string, std::string> out;
  for (auto& [name, value] : ps.items())
    out[name] = std::holds_alternative<int64_t>(value) ? std::to_string(std::get<int64_t>(value))
                                                       : std::get<std::string>(value);
  return out;
}

// Internal input errors become the public InputError with the same message.
template <class F>
auto translated(F&& f) -> decltype(f()) {
  try {
    return f();
  } catch (const netcert::InputError& e) {
    throw InputError(e.what());
  }
}

}  // namespace

const char* to_string(Verdict v) {
  return v == Verdict::Holds ? "holds" : v == Verdict::Fails ? "fails" : "unknown";
}

std::string version() { return NETCERT_VERSION; }
std::string commit() { return build_commit(); }

std::vector<PropertyInfo> properties() {
  std::vector<PropertyInfo> out;
  for (auto& p : catalogue().properties()) {
    PropertyInfo info{p.id, p.paper, p.claim, p.statement, {}, {}};
    for (auto& s : p.params)
      info.params.push_back({s.name, s.help, s.is_int, s.lo, s.hi, s.choices, s.default_value});
    for (auto& e : p.engines) info.engines.push_back(e.name);
    out.push_back(std::move(info));
  }
  return out;
}

std::vector<CheckResult> check(const std::string& property, const std::vector<std::string>& params,
                               const RunOptions& options) {
  return translated([&] {
    CheckRequest req = make_check_request(property, params, options.engine, options.certificate_dir);
    plan_check(req);
    std::vector<CheckResult> out;
    for (auto& r : run_check(req, context_for(options))) {
      CheckResult c{r.property, param_strings(r.params), r.engine, public_verdict(r.verdict), r.seconds, r.note, {}, {}};
      if (r.verdict == netcert::Verdict::Fails) c.counterexample_json = r.counterexample.dump();
      if (r.stats.contains("recheck") && r.stats["recheck"].is_string()) c.recheck = r.stats["recheck"];
      out.push_back(std::move(c));
    }
    return out;
  });
}

ScheduleResult check_schedule_file(const std::string& path, const RunOptions& options) {
  return translated([&] {
    json doc = read_schedule_file(path);
    resolve_fabric_description_paths(doc, path);
    ScheduleReport rep = check_schedule_document(doc, path, context_for(options));
    ScheduleResult out{public_verdict(rep.verdict), rep.lines, {}};
    if (rep.verdict == netcert::Verdict::Fails) out.counterexample_json = rep.counterexample.dump();
    return out;
  });
}

CertificateCheck verify_certificate_file(const std::string& path, bool resolve_smt) {
  return translated([&] {
    std::string text = read_text_file(path, "certificate", certificate_limits().max_bytes);
    CertVerifyOptions o;
    o.resolve = resolve_smt;
    CertVerdict v = verify_certificate(text, o);
    using S = CertificateCheck::Status;
    S status = v.status == CertVerdict::Status::Verified  ? S::Verified
               : v.status == CertVerdict::Status::Partial ? S::Partial
               : v.status == CertVerdict::Status::Unknown ? S::Unknown
                                                          : S::Rejected;
    return CertificateCheck{status, v.why, v.summary};
  });
}

}  // namespace netcert::api
