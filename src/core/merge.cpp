// merge.cpp — see merge.hpp.
#include "core/merge.hpp"

#include <algorithm>
#include <map>
#include <optional>
#include <stdexcept>

#include "core/errors.hpp"
#include "core/json_input.hpp"
#include "core/runner.hpp"
#include "core/slices.hpp"

namespace netcert {

namespace {

struct Shard {
  std::string source;
  Result result;
  SliceJournal journal;
  int index = 1, count = 1;
  std::string commit;
};

Verdict verdict_of(const json& v, const std::string& where) {
  if (v == "holds") return Verdict::Holds;
  if (v == "fails") return Verdict::Fails;
  if (v == "unknown") return Verdict::Unknown;
  throw InputError(where + ": verdict", "expected holds, fails or unknown");
}

// The parameter set a shard names, rebuilt through the property's domains.
ParamSet params_of(const Property& p, const json& given, const std::string& where) {
  if (!given.is_object()) throw InputError(where + ": params", "expected an object");
  std::vector<ParamArg> args;
  for (auto& [name, value] : given.items()) args.push_back(parse_param_json(name, value, p.params));
  auto sets = expand_params(args, p.params);
  if (sets.size() != 1 || sets.front().to_json() != given)
    throw InputError(where + ": params", "not one complete parameter set of " + p.id);
  return sets.front();
}

Shard read_shard(const ShardReport& in, const Property*& property) {
  const json& rep = in.report;
  const std::string& where = in.source;
  if (rep.value("netcert", "") != NETCERT_VERSION)
    throw InputError(where, "written by netcert " + rep.value("netcert", std::string("?")) + ", this is " +
                                NETCERT_VERSION + " (merge shards with the netcert that ran them)");
  const Property* p = catalogue().property(rep.value("property", ""));
  if (!p) throw InputError(where + ": property", "unknown property '" + rep.value("property", "") + "'");
  if (property && property != p)
    throw InputError(where + ": property", "is " + p->id + ", but the other shards are " + property->id);
  property = p;
  if (!rep.contains("results") || !rep["results"].is_array() || rep["results"].size() != 1)
    throw InputError(where + ": results", "a shard report holds exactly one result (check --shard I/M --json)");
  const json& r = rep["results"][0];
  if (!r.contains("shard") || !r["shard"].is_object())
    throw InputError(where + ": results[0].shard", "missing: not written by check --shard I/M");
  Shard s;
  s.source = where;
  s.result.property = p->id;
  s.result.params = params_of(*p, r.value("params", json()), where);
  s.result.engine = r.value("engine", "");
  if (!p->engine(s.result.engine)) throw InputError(where + ": engine", p->id + " has no engine '" + s.result.engine + "'");
  // The rest of the result is rebuilt by the engine's re-run; verdict and note name an unfinished shard.
  s.result.verdict = verdict_of(r.value("verdict", json()), where);
  s.result.seconds = r.value("seconds", 0.0);
  s.result.note = r.value("note", "");
  const json& sh = r["shard"];
  s.index = static_cast<int>(json_required_int(sh, "index", where + ": shard.index", 1, 65536));
  s.count = static_cast<int>(json_required_int(sh, "count", where + ": shard.count", 1, 65536));
  if (s.index > s.count) throw InputError(where + ": shard.index", "larger than shard.count");
  s.commit = sh.value("commit", "");
  s.journal = SliceJournal::from_json(sh, where + ": shard");
  return s;
}

// Every shard of the same run, each once: exit 2 naming what is wrong.
void check_complete(const std::vector<Shard>& shards) {
  const Shard& a = shards.front();
  std::map<int, std::string> seen;
  for (auto& s : shards) {
    auto differs = [&](const std::string& what, const std::string& mine, const std::string& theirs) {
      if (mine != theirs)
        throw InputError(s.source, what + " " + mine + ", but " + a.source + " has " + theirs + " (not the same run)");
    };
    differs("params", s.result.params.to_string(), a.result.params.to_string());
    differs("engine", s.result.engine, a.result.engine);
    differs("shard count", std::to_string(s.count), std::to_string(a.count));
    differs("build", s.commit, a.commit);
    auto [it, fresh] = seen.emplace(s.index, s.source);
    if (!fresh)
      throw InputError(s.source, "shard " + std::to_string(s.index) + "/" + std::to_string(s.count) +
                                     " is given twice (also " + it->second + ")");
  }
  std::string missing;
  for (int i = 1; i <= a.count; ++i)
    if (!seen.count(i)) missing += (missing.empty() ? "" : ", ") + std::to_string(i);
  if (!missing.empty())
    throw InputError("SHARD", "missing shard(s) " + missing + " of " + std::to_string(a.count) +
                                  " (run them, or their verdict stays unknown)");
}

// The merged result: the engine runs again over the shards' merged journal and
// decides on it without running a slice (a failure: its counterexample from
// the smallest failing index; a reduction: from the combined state; a
// find-first holds: every slice done). A journal with slices missing and no
// failure decides nothing: unknown, without running the engine.
// With `job`, the re-run is that shard's (mpirun --shard: its ranks' journals).
Result rerun_over(const Property& p, const Shard& any, const SliceJournal& all, const std::string& cert_dir,
                  std::optional<ShardSpec> job = std::nullopt) {
  CheckRequest req;
  req.shard = job;
  req.property = &p;
  req.param_sets = {any.result.params};
  req.engine = any.result.engine;
  req.cert_dir = cert_dir;
  req.merged_journal = &all;
  RunContext ctx;
  return run_check(req, ctx).front();
}

// What the parts that did not hold said ("; FILE: verdict (note)" each).
std::string unfinished_parts(const std::vector<Shard>& shards) {
  std::string why;
  for (auto& s : shards)
    if (s.result.verdict != Verdict::Holds) why += "; " + s.source + ": " + to_string(s.result.verdict) + " (" + s.result.note + ")";
  return why;
}

Result unfinished(const std::vector<Shard>& shards, const SliceJournal& all) {
  Result r;
  r.property = shards.front().result.property;
  r.params = shards.front().result.params;
  r.engine = shards.front().result.engine;
  r.note = std::to_string(all.slices() - all.done_count()) + " of " + std::to_string(all.slices()) +
           " slices did not finish" + unfinished_parts(shards);
  return r;
}

// The reports of every part of one run (shards, or one job's ranks), read,
// checked complete, sorted by index, and their journals merged.
struct MergedParts {
  const Property* property = nullptr;
  std::vector<Shard> shards;
  SliceJournal all;
  double seconds = 0, longest = 0;
  // The result's "merged" fields: what was combined and how far it got.
  json summary() const {
    json files = json::array();
    for (auto& s : shards) files.push_back(s.source);
    return {{"sliced", all.used},       {"slices", all.slices()}, {"slices_done", all.done_count()},
            {"seconds_total", seconds}, {"files", files}};
  }
};

MergedParts merge_parts(const std::vector<ShardReport>& in, const std::string& field) {
  if (in.empty()) throw InputError(field, "no shard reports given");
  MergedParts p;
  for (auto& r : in) p.shards.push_back(read_shard(r, p.property));
  check_complete(p.shards);
  std::sort(p.shards.begin(), p.shards.end(), [](const Shard& a, const Shard& b) { return a.index < b.index; });
  std::vector<SliceJournal> journals;
  for (auto& s : p.shards) {
    journals.push_back(s.journal);
    p.seconds += s.result.seconds;
    p.longest = std::max(p.longest, s.result.seconds);
  }
  p.all = merge_journals(journals, field);
  return p;
}

}  // namespace

MergedRun merge_shard_reports(const std::vector<ShardReport>& in, const std::string& cert_dir, const Property* bound) {
  MergedParts p = merge_parts(in, "SHARD");
  const SliceJournal& all = p.all;
  const bool decided = !all.used || all.first_failure != kNoFailure || all.covers_below(kNoFailure);
  MergedRun m;
  m.property = p.property;
  if (bound && bound->id != p.property->id)
    throw std::logic_error("merge bound " + bound->id + " to shards of " + p.property->id);
  m.result = decided ? rerun_over(bound ? *bound : *p.property, p.shards.front(), all, cert_dir) : unfinished(p.shards, all);
  m.result.shard = nullptr;
  m.result.seconds = p.longest;
  if (all.used && all.first_failure != kNoFailure && !all.covers_below(all.first_failure))
    m.result.note += " (slices below it did not finish: the counterexample is confirmed but may not be the smallest)";
  m.result.merged = p.summary();
  m.result.merged["shards"] = p.shards.size();
  return m;
}

Result merge_rank_shares(const std::vector<ShardReport>& ranks, ShardSpec job, const std::string& cert_dir,
                         const Property& bound) {
  MergedParts p = merge_parts(ranks, "mpirun");
  if (bound.id != p.property->id) throw std::logic_error("merge bound " + bound.id + " to ranks of " + p.property->id);
  Result r = rerun_over(bound, p.shards.front(), p.all, cert_dir, job);
  r.seconds = p.longest;
  r.merged = p.summary();
  // The re-run runs no slice, so a slice of this shard that no rank finished
  // (Ctrl-C, deadline) looks like one that passed: never holds then.
  const bool finished = r.shard.is_object() && r.shard.value("finished", false);
  if (r.verdict != Verdict::Fails && !finished) {
    r.verdict = Verdict::Unknown;
    r.note = "shard " + job.to_string() + ": some of its slices did not finish on any rank" + unfinished_parts(p.shards);
  }
  return r;
}

}  // namespace netcert
