// runner.cpp — see runner.hpp.
#include "core/runner.hpp"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>

#include "core/certificate.hpp"
#include "core/certificate_check.hpp"
#include "core/engine_watchdog.hpp"
#include "core/errors.hpp"
#include "core/every_size.hpp"
#include "core/journal_misfit.hpp"
#include "core/json_input.hpp"
#include "core/montecarlo_seed.hpp"
#include "core/output_file.hpp"
#include "core/progress.hpp"
#include "core/sliced_run.hpp"

namespace netcert {

namespace {
// A range engine answers for LO..HI at once: its parameter stays one value, the
// text "LO..HI" (the engine's whole range when not given), instead of one run per size.
void keep_range_whole(std::vector<ParamArg>& args, const Property& p, const std::string& engine_name) {
  const Engine* e = engine_name == "all" ? nullptr : p.engine(engine_name);
  if (!e || e->range.param.empty()) return;
  const std::string& name = e->range.param;
  ParamArg* given = nullptr;
  for (auto& a : args)
    if (a.name == name) given = &a;  // the last --param for a name wins
  if (!given) {
    args.push_back({name, {std::to_string(e->range.lo) + ".." + std::to_string(e->range.hi)}});
    return;
  }
  if (given->values.size() == 1 && std::holds_alternative<std::string>(given->values.front())) return;  // "all"
  std::vector<int64_t> sizes;
  for (auto& v : given->values) sizes.push_back(std::get<int64_t>(v));
  std::sort(sizes.begin(), sizes.end());
  for (size_t k = 1; k < sizes.size(); ++k)
    if (sizes[k] != sizes[k - 1] + 1)
      throw InputError("--param", name + ": the " + e->name + " engine takes one range " + name + "=LO..HI");
  given->values = {std::to_string(sizes.front()) + ".." + std::to_string(sizes.back())};
}

// NAME=all for a range engine's param: every size at once by induction, kept as the
// text "all"; refused (exit 2) where the property has no induction proof.
bool every_size_arg(const std::string& text, const Property& p, const std::string& engine_name, ParamArg& out) {
  const Engine* e = engine_name == "all" ? nullptr : p.engine(engine_name);
  if (!e || e->range.param.empty() || text != e->range.param + "=all") return false;
  if (!takes_every_size(p.id))
    throw InputError(e->range.param, "all needs a proof by induction, which " + p.id + " has not: give " +
                                         e->range.param + "=LO..HI within " + std::to_string(e->range.lo) + ".." +
                                         std::to_string(e->range.hi));
  out = {e->range.param, {std::string("all")}};
  return true;
}
// NAME=LO..HI for a range engine's param, kept as that text without listing its sizes (a
// range of N up to 2^62 has too many to list); each end is read and range-checked as a value.
bool whole_range_arg(const std::string& text, const Property& p, const std::string& engine_name, ParamArg& out) {
  const Engine* e = engine_name == "all" ? nullptr : p.engine(engine_name);
  const std::string prefix = e ? e->range.param + "=" : std::string();
  if (!e || e->range.param.empty() || text.rfind(prefix, 0) != 0) return false;
  const std::string value = text.substr(prefix.size());
  const size_t dots = value.find("..");
  if (dots == std::string::npos || value.find(',') != std::string::npos) return false;
  const ParamArg lo = parse_param_arg(prefix + value.substr(0, dots), p.params);
  const ParamArg hi = parse_param_arg(prefix + value.substr(dots + 2), p.params);
  if (lo.values.size() != 1 || hi.values.size() != 1) return false;
  const int64_t first = std::get<int64_t>(lo.values.front()), last = std::get<int64_t>(hi.values.front());
  if (first > last) throw InputError(e->range.param, "empty range " + value);
  out = {e->range.param, {std::to_string(first) + ".." + std::to_string(last)}};
  return true;
}
}  // namespace

std::vector<ParamSet> range_aware_param_sets(const Property& p, const std::vector<ParamInput>& inputs,
                                             const std::string& engine) {
  std::vector<ParamArg> args;
  for (auto& in : inputs) {
    // A suite's "N": "LO..HI" reads as the --param text N=LO..HI would.
    const std::string text = in.from_cli ? in.value.get<std::string>()
                             : in.value.is_string() ? in.name + "=" + in.value.get<std::string>()
                                                    : std::string();
    ParamArg whole;
    if (!text.empty() && (every_size_arg(text, p, engine, whole) || whole_range_arg(text, p, engine, whole)))
      args.push_back(whole);
    else
      args.push_back(in.from_cli ? parse_param_arg(text, p.params) : parse_param_json(in.name, in.value, p.params));
  }
  keep_range_whole(args, p, engine);
  return expand_params(args, p.params);
}

CheckRequest make_check_request(const std::string& property_id, const std::vector<std::string>& params,
                                const std::string& engine, const std::string& cert_dir) {
  const Property* p = find_property(property_id);
  if (!p) {
    std::vector<std::string> ids;
    for (auto& q : catalogue().properties()) ids.push_back(q.id);
    throw InputError("PROPERTY", "unknown property '" + property_id + "' (did you mean '" + nearest_name(property_id, ids) +
                                     "'? see `netcert list`)");
  }
  std::vector<ParamInput> inputs;
  for (auto& text : params) inputs.push_back({"", text, true});
  CheckRequest req;
  req.property = p;
  req.param_sets = range_aware_param_sets(*p, inputs, engine);
  req.engine = engine;
  req.cert_dir = cert_dir;
  return req;
}

namespace {
// --shard and --checkpoint split one loop: one parameter set, one engine that slices.
void check_sliceable(const CheckRequest& req, const std::vector<std::pair<ParamSet, const Engine*>>& plan) {
  const std::string flag = req.shard ? "--shard" : req.slice_source ? "mpirun" : "--checkpoint";
  if (plan.size() != 1)
    throw InputError(flag, "splits one run, but this command has " + std::to_string(plan.size()) +
                               " (parameter set, engine) pairs: give one value per parameter and --engine");
  const Engine& e = *plan.front().second;
  if (e.sliced) return;
  std::string can;
  for (auto& other : req.property->engines)
    if (other.sliced) can += (can.empty() ? "" : ", ") + other.name;
  throw InputError(flag, req.property->id + "'s " + e.name + " engine does not split into slices" +
                             (can.empty() ? " (no engine of this property does yet)" : " (use --engine " + can + ")"));
}
}  // namespace

std::vector<std::pair<ParamSet, const Engine*>> plan_check(const CheckRequest& req,
                                                           std::vector<SkippedEngine>* skipped) {
  const Property& p = *req.property;
  std::vector<std::pair<ParamSet, const Engine*>> plan;
  if (req.engine != "all" && !p.engine(req.engine)) {
    std::string have;
    for (auto& e : p.engines) have += (have.empty() ? "" : ", ") + e.name;
    throw InputError("--engine", p.id + " has no " + req.engine + " engine (it has: " + have + ")");
  }
  for (auto& ps : req.param_sets) {
    bool any = false;
    std::string reasons;
    for (auto& e : p.engines) {
      if (req.engine != "all" && &e != p.engine(req.engine)) continue;
      if (req.engine == "all" && !e.range.param.empty()) continue;  // a range engine runs only when named
      std::string why = e.refuse ? e.refuse(ps) : "";
      if (!why.empty()) {
        if (req.engine != "all") throw InputError("--param", ps.to_string() + ": " + e.name + " engine: " + why);
        reasons += (reasons.empty() ? "" : "; ") + e.name + ": " + why;
        if (skipped) skipped->push_back({ps, e.name, why});
        continue;
      }
      plan.emplace_back(ps, &e);
      any = true;
    }
    if (!any) throw InputError("--param", ps.to_string() + ": no engine accepts these parameters (" + reasons + ")");
  }
  if (req.sliced()) check_sliceable(req, plan);
  return plan;
}

namespace {
// A result whose engine was stopped by Ctrl-C: never holds, and fails only when
// the independent checker confirmed the counterexample (above). The note says
// how far each loop got.
void note_interruption(Result& r) {
  std::string what;
  for (auto& c : take_interrupted_coverage()) what += (what.empty() ? " after " : "; ") + c;
  r.stats["interrupted"] = true;
  if (r.verdict == Verdict::Holds) r.verdict = Verdict::Unknown;
  if (r.verdict == Verdict::Unknown)
    r.note = "interrupted" + what + (r.note.empty() ? "" : " (engine: " + r.note + ")");
  else
    r.note += " (interrupted" + what + "; the counterexample is confirmed but may not be the smallest)";
}

// A holds that took slices from a file (a resumed checkpoint, merged shard or rank
// reports) is reported only when the verifier verify-cert runs re-establishes its
// certificate, built here in memory from the evidence about to be reported: else
// unknown, naming the file. Then, with --cert, that very text is written.
void reestablish_and_certify(const CheckRequest& req, const Property& p, const ParamSet& ps, const json& witness,
                             const std::string& origin, OutputTransaction& certificates, Result& r) {
  const json evidence = r.verdict == Verdict::Fails ? json{{"counterexample", r.counterexample}} : witness;
  const std::string text = serialize_certificate(make_certificate(p.id, ps, r.engine, r.verdict, evidence));
  if (r.verdict == Verdict::Holds && !origin.empty()) {
    std::string why;
    const auto t0 = std::chrono::steady_clock::now();
    const bool verified = check_certificate(text, why);
    // Recorded beside what the slices came from: "checkpoint" of a resumed run, "merged" of a merge.
    json& record = req.merged_journal ? r.merged : r.checkpoint;
    record["reestablished"] = {
        {"verifier", "verify-cert"}, {"verified", verified}, {"why", why},
        {"seconds", std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count()}};
    if (!verified) {
      r.verdict = Verdict::Unknown;
      r.note = "the slices taken from " + origin + " give holds, but the independent verifier does not re-establish it (" +
               why + "): " + r.note;
      return;
    }
  }
  if (req.cert_dir.empty()) return;
  auto path = std::filesystem::path(req.cert_dir) / certificate_file_name(p.id, ps, r.engine);
  certificates.add(path.string(), text);  // written with the run's other outputs, all or none
  r.certificate = path.string();
}

// A random engine's holds is a sample, not a proof: it gets no certificate; nor
// does a shard's holds over its own slices (netcert merge writes that one).
void certify(const CheckRequest& req, const Property& p, const ParamSet& ps, const json& witness,
             const SlicedRun* sliced, OutputTransaction& certificates, Result& r) {
  const bool certifiable = r.verdict == Verdict::Fails ||
                           (r.verdict == Verdict::Holds && r.engine != "random" && (!sliced || sliced->covers_claim()));
  if (!req.cert_dir.empty() && r.verdict == Verdict::Holds && !certifiable)
    r.stats["certificate"] = sliced ? "none: a shard's holds covers only its slices (netcert merge --cert writes it)"
                                    : "none: a random sample is not a proof";
  const std::string origin = sliced ? sliced->journal_origin() : "";
  if (certifiable && (!req.cert_dir.empty() || !origin.empty())) reestablish_and_certify(req, p, ps, witness, origin, certificates, r);
}
}  // namespace

namespace {

// The engine was still in a phase that does not look at the deadline (core/engine_watchdog.hpp).
Outcome abandoned_engine_outcome(const RunContext& ctx) {
  char text[200];
  std::snprintf(text, sizeof text,
                "timeout: the engine had not stopped at %.2f s, past --timeout %.2f s (work that does not look at the "
                "deadline, such as building before its loop); its work was abandoned",
                watchdog_limit_seconds(ctx.timeout_seconds), ctx.timeout_seconds);
  Outcome o = Outcome::unknown(text);
  o.stats["abandoned"] = true;
  return o;
}

// A holds the engine reached only after --timeout had passed is not reported: the
// limit is part of the request, and a late answer is unknown (a confirmed fails stands).
void demote_late_holds(Outcome& o, const RunContext& ctx) {
  if (o.verdict != Verdict::Holds || ctx.timeout_seconds <= 0) return;
  double took = std::chrono::duration<double>(std::chrono::steady_clock::now() - ctx.started).count();
  if (took <= ctx.timeout_seconds) return;
  char text[160];
  std::snprintf(text, sizeof text, "time limit: the engine finished after %.2f s, past --timeout %.2f s, so its holds is not reported",
                took, ctx.timeout_seconds);
  o.verdict = Verdict::Unknown;
  o.note = text + (o.note.empty() ? "" : "; " + o.note);
}

}  // namespace

std::vector<Result> run_check(const CheckRequest& req, const RunContext& base_ctx) {
  const Property& p = *req.property;
  auto plan = plan_check(req);
  std::vector<Result> results;
  OutputTransaction own_outputs;
  OutputTransaction& certificates = req.outputs ? *req.outputs : own_outputs;
  for (auto& [ps, engine] : plan) {
    RunContext ctx = engine->name == "montecarlo" ? montecarlo_context(base_ctx, p.id, ps) : base_ctx;
    ctx.started = std::chrono::steady_clock::now();
    ctx.holds_evidence_wanted = base_ctx.holds_evidence_wanted && (!req.cert_dir.empty() || req.sliced());
    Result r;
    r.property = p.id;
    r.params = ps;
    r.engine = engine->name;
    if (interrupt_requested()) {  // Ctrl-C before this pair started: listed, never run, unknown
      r.note = "not run: interrupted before it started";
      r.stats["interrupted"] = true;
      results.push_back(std::move(r));
      continue;
    }
    clear_interrupted_coverage();
    std::optional<SlicedRun> sliced;
    if (req.sliced()) sliced.emplace(req, ps, *engine, ctx);
    Progress running(p.id + " " + ps.to_string() + " [" + engine->name + "]");
    auto t0 = std::chrono::steady_clock::now();
    Outcome o;
    try {
      // A sliced run polls in its loop and writes a journal: never abandoned half-way.
      std::optional<Outcome> done = sliced ? std::optional<Outcome>(engine->run(ps, ctx)) : run_engine_within_limit(*engine, ps, ctx);
      o = done ? std::move(*done) : abandoned_engine_outcome(ctx);
    } catch (const InputError&) {
      throw;
    } catch (const JournalMisfit& m) {
      if (req.merged_journal) throw;  // merge names the shard file that carries the value
      throw InputError("--checkpoint " + req.checkpoint + ": journal." + m.path(), m.what());
    } catch (const std::bad_alloc&) {
      o = Outcome::unknown("out of memory");
    } catch (const std::exception& e) {
      o = Outcome::unknown(std::string("engine error: ") + e.what());
    }
    r.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    if (!sliced) demote_late_holds(o, ctx);
    r.verdict = o.verdict;
    r.counterexample = std::move(o.counterexample);  // a fabric's carries its files: never copied
    r.stats = o.stats;
    r.note = o.note;
    // First, so the text table (which cuts long notes) shows whose seed drew the sample.
    if (engine->name == "montecarlo") r.note = montecarlo_seed_phrase(p.id, ps, ctx.seed) + "; " + r.note;
    if (req.engine != "all" && req.engine != engine->name)  // a deprecated alias resolved by plan_check
      r.note = "note: engine '" + req.engine + "' is a deprecated alias of '" + engine->name + "'; " + r.note;
    if (r.verdict == Verdict::Fails) {
      // Never trust one engine: the independent checker must confirm.
      std::string why;
      bool confirmed = p.recheck && p.recheck(ps, r.counterexample, why);
      r.rechecked = confirmed;
      r.stats["recheck"] = why;
      if (!confirmed) {
        r.verdict = Verdict::Unknown;
        r.note = "engine reported a counterexample the independent checker rejected (" + why + "): " + r.note;
      }
    }
    if (interrupt_requested()) note_interruption(r);
    if (sliced) sliced->finish(r);
    certify(req, p, ps, o.witness, sliced ? &*sliced : nullptr, certificates, r);
    results.push_back(std::move(r));
  }
  if (!req.outputs) own_outputs.commit();
  return results;
}

json skipped_json(const std::vector<SkippedEngine>& skipped) {
  json out = json::array();
  for (auto& s : skipped) out.push_back({{"params", s.params.to_json()}, {"engine", s.engine}, {"reason", s.reason}});
  return out;
}

int exit_code_for(const std::vector<Result>& results) {
  bool unknown = false;
  for (auto& r : results) {
    if (r.verdict == Verdict::Fails) return 1;
    // A shard whose slices all ran exits 0 also when its part decides nothing alone (a reduction's share).
    bool finished_share = r.shard.is_object() && r.shard.value("finished", false) && r.shard.contains("scope");
    if (r.verdict == Verdict::Unknown && !finished_share) unknown = true;
  }
  return unknown ? 3 : 0;
}

json check_json(const std::string& property, const std::vector<Result>& results) {
  json j;
  j["netcert"] = NETCERT_VERSION;
  j["property"] = property;
  j["results"] = json::array();
  int h = 0, f = 0, u = 0;
  for (auto& r : results) {
    j["results"].push_back(r.to_json());
    (r.verdict == Verdict::Holds ? h : r.verdict == Verdict::Fails ? f : u)++;
  }
  j["summary"] = {{"holds", h}, {"fails", f}, {"unknown", u}};
  if (interrupt_requested()) j["interrupted"] = true;  // Ctrl-C: the results so far
  return j;
}

}  // namespace netcert
