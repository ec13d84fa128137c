// merge.cpp — see merge.hpp.
#include "core/merge.hpp"

#include <algorithm>
#include <map>
#include <optional>
#include <stdexcept>

#include "core/errors.hpp"
#include "core/json_input.hpp"
#include "core/journal_misfit.hpp"
#include "core/runner.hpp"
#include "core/sliced_run.hpp"
#include "core/slices.hpp"
#include "core/version.hpp"

namespace netcert {

namespace {

struct Shard {
  std::string source;
  Result result;
  SliceJournal journal;
  int index = 1, count = 1;
  std::string commit;
};

// obj[key], or null when obj is no object or lacks it (the typed readers then name what they expected).
const json& member(const json& obj, const std::string& key) {
  static const json none;
  return obj.is_object() && obj.contains(key) ? obj[key] : none;
}

// The parameter set a shard names, rebuilt through the property's domains;
// a bad value is named by file and JSON path.
ParamSet params_of(const Property& p, const json& given, const std::string& file, const std::string& path) {
  if (!given.is_object()) throw InputError(json_where(file, path), "expected an object of parameters");
  std::vector<ParamArg> args;
  std::vector<ParamSet> sets;
  for (auto& [name, value] : given.items()) {
    try {
      args.push_back(parse_param_json(name, value, p.params));
    } catch (const InputError& e) {
      throw InputError(json_where(file, json_key_path(path, name)), e.message());
    }
  }
  try {
    sets = expand_params(args, p.params);
  } catch (const InputError& e) {
    throw InputError(json_where(file, path), e.what());
  }
  if (sets.size() != 1 || sets.front().to_json() != given)
    throw InputError(json_where(file, path), "not one complete parameter set of " + p.id);
  return sets.front();
}

// The run a shard report names (netcert, build, property, params, engine), each
// field typed and checked against this build and the catalogue before any
// engine sees the journal.
Shard read_shard(const ShardReport& in, const Property*& property) {
  const json& rep = in.report;
  const std::string& file = in.source;
  const std::string version = json_string(member(rep, "netcert"), file, "netcert");
  if (version != NETCERT_VERSION)
    throw InputError(file, "written by netcert " + version + ", this is " + NETCERT_VERSION +
                               " (merge shards with the netcert that ran them)");
  const std::string id = json_string(member(rep, "property"), file, "property");
  const Property* p = find_property(id);
  if (!p) throw InputError(json_where(file, "property"), "unknown property '" + id + "'");
  if (property && property->id != p->id)
    throw InputError(json_where(file, "property"), "is " + p->id + ", but the other shards are " + property->id);
  property = p;
  const json& results = member(rep, "results");
  if (!results.is_array() || results.size() != 1)
    throw InputError(json_where(file, "results"), "a shard report holds exactly one result (check --shard I/M --json)");
  const json& r = results[0];
  const json& sh = member(r, "shard");
  if (!sh.is_object()) throw InputError(json_where(file, "results[0].shard"), "missing: not written by check --shard I/M");
  Shard s;
  s.source = file;
  s.result.property = p->id;
  s.result.params = params_of(*p, member(r, "params"), file, "results[0].params");
  s.result.engine = json_string(member(r, "engine"), file, "results[0].engine");
  if (!p->engine(s.result.engine))
    throw InputError(json_where(file, "results[0].engine"), p->id + " has no engine '" + s.result.engine + "'");
  // The rest of the result is rebuilt by the engine's re-run; verdict and note name an unfinished shard.
  const std::string verdict = json_choice(member(r, "verdict"), file, "results[0].verdict", {"holds", "fails", "unknown"});
  s.result.verdict = verdict == "holds" ? Verdict::Holds : verdict == "fails" ? Verdict::Fails : Verdict::Unknown;
  s.result.seconds = json_number_in(member(r, "seconds"), file, "results[0].seconds", 0, 1e12, false);
  s.result.note = json_string(member(r, "note"), file, "results[0].note");
  s.index = static_cast<int>(json_required_int(sh, "index", json_where(file, "results[0].shard.index"), 1, 65536));
  s.count = static_cast<int>(json_required_int(sh, "count", json_where(file, "results[0].shard.count"), 1, 65536));
  if (s.index > s.count) throw InputError(json_where(file, "results[0].shard.index"), "larger than shard.count");
  s.commit = json_string(member(sh, "commit"), file, "results[0].shard.commit");
  s.journal = SliceJournal::from_json(sh, json_where(file, "results[0].shard"));
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
  // Slices are defined by this build's engines: a journal of another build may cut or count them otherwise.
  if (a.commit != build_commit())
    throw InputError(json_where(a.source, "results[0].shard.commit"),
                     "written by build " + a.commit + ", this is " + build_commit() + " (merge shards with the build that ran them)");
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
  // "shard reports a.json, b.json" (a note names them when a merged holds is not re-established).
  std::string origin(const std::string& what) const {
    std::string names;
    for (auto& s : shards) names += (names.empty() ? "" : ", ") + s.source;
    return what + " " + names;
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

// The shard whose file carries the journal value that does not fit the loop (the
// smallest failure index, a reduction entry as merged, a census's counts), else the first.
const Shard& carrier(const MergedParts& p, const JournalMisfit& m) {
  const SliceJournal& all = p.all;
  for (auto& s : p.shards) {
    const SliceJournal& j = s.journal;
    const auto e = static_cast<size_t>(std::max<long long>(m.entry(), 0));
    if (m.field() == "first_failure_index" && j.used && j.first_failure == all.first_failure) return s;
    if ((m.field() == "max" || m.field() == "max_at") && m.entry() >= 0 && e < j.reduced.tag.size() &&
        e < all.reduced.tag.size() && j.reduced.tag[e] == all.reduced.tag[e] && j.reduced.value[e] == all.reduced.value[e])
      return s;
    if (m.field() == "counts" && !j.counted.empty()) return s;
  }
  for (auto& s : p.shards)
    if (s.journal.used) return s;
  return p.shards.front();
}

// The merged result: the engine runs again over the shards' merged journal and
// decides on it without running a slice (a failure: its counterexample from
// the smallest failing index; a reduction: from the combined state; a
// find-first holds: every slice done). A journal with slices missing and no
// failure decides nothing: unknown, without running the engine. A holds is
// re-established by the independent verifier (core/runner.cpp); its note then
// names the files (`what`: "shard reports", "rank reports").
// With `job`, the re-run is that shard's (mpirun --shard: its ranks' journals).
Result rerun_over(const Property& property, const MergedParts& p, const std::string& cert_dir, const std::string& what,
                  std::optional<ShardSpec> job = std::nullopt) {
  CheckRequest req;
  req.shard = job;
  req.property = &property;
  req.param_sets = {p.shards.front().result.params};
  req.engine = p.shards.front().result.engine;
  req.cert_dir = cert_dir;
  req.merged_journal = &p.all;
  RunContext ctx;
  Result r;
  try {
    r = run_check(req, ctx).front();
  } catch (const JournalMisfit& m) {
    throw InputError(json_where(carrier(p, m).source, "results[0].shard." + m.path()), m.what());
  }
  const std::string token = SlicedRun::kMergedReports;
  if (auto at = r.note.find(token); at != std::string::npos) r.note.replace(at, token.size(), p.origin(what));
  return r;
}

// The result's "merged" fields, keeping what the re-run recorded there (reestablished).
void set_merged(Result& r, json summary) {
  if (r.merged.is_object() && r.merged.contains("reestablished")) summary["reestablished"] = r.merged["reestablished"];
  r.merged = std::move(summary);
}

}  // namespace

// A shard I/M runs slices I-1, I-1+M, ... only (core/slices.hpp): a journal claiming
// others is not that shard's. (Rank reports share their slices dynamically: not checked.)
void check_owned(const std::vector<Shard>& shards) {
  for (auto& s : shards) {
    const ShardSpec spec{s.index, s.count};
    for (int64_t slice = 0; slice < s.journal.slices(); ++slice)
      if (s.journal.done[static_cast<size_t>(slice)] && !spec.owns(slice))
        throw InputError(json_where(s.source, "results[0].shard.done"),
                         "slice " + std::to_string(slice) + " is not one of shard " + spec.to_string() + "'s");
  }
}

MergedRun merge_shard_reports(const std::vector<ShardReport>& in, const std::string& cert_dir, const Property* bound,
                              bool rank_reports) {
  MergedParts p = merge_parts(in, "SHARD");
  if (!rank_reports) check_owned(p.shards);
  const SliceJournal& all = p.all;
  const bool decided = !all.used || all.first_failure != kNoFailure || all.covers_below(kNoFailure);
  MergedRun m;
  m.property = p.property;
  if (bound && bound->id != p.property->id)
    throw std::logic_error("merge bound " + bound->id + " to shards of " + p.property->id);
  m.result = decided ? rerun_over(bound ? *bound : *p.property, p, cert_dir, "shard reports") : unfinished(p.shards, all);
  m.result.shard = nullptr;
  m.result.seconds = p.longest;
  if (all.used && all.first_failure != kNoFailure && !all.covers_below(all.first_failure))
    m.result.note += " (slices below it did not finish: the counterexample is confirmed but may not be the smallest)";
  set_merged(m.result, p.summary());
  m.result.merged["shards"] = p.shards.size();
  return m;
}

Result merge_rank_shares(const std::vector<ShardReport>& ranks, ShardSpec job, const std::string& cert_dir,
                         const Property& bound) {
  MergedParts p = merge_parts(ranks, "mpirun");
  if (bound.id != p.property->id) throw std::logic_error("merge bound " + bound.id + " to ranks of " + p.property->id);
  Result r = rerun_over(bound, p, cert_dir, "rank reports", job);
  r.seconds = p.longest;
  set_merged(r, p.summary());
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
