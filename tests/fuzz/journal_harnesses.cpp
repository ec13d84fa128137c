// journal_harnesses.cpp — see journal_harnesses.hpp.
#include "journal_harnesses.hpp"

#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <new>
#include <stdexcept>
#include <system_error>

#include "core/catalogue.hpp"
#include "core/errors.hpp"
#include "core/json_input.hpp"
#include "core/merge.hpp"
#include "core/runner.hpp"
#include "core/version.hpp"

namespace netcert::fuzz {

namespace {

// Small runs of every kind of sliced loop: find-first (with holds and fails),
// max-at reductions, a census and a fold. The fuzzed journal is read for one of
// them, chosen by the input's "property" (the first when it names none of these).
struct SmallRun {
  const char* property;
  std::vector<std::string> params;
};
const std::vector<SmallRun>& small_runs() {
  static const std::vector<SmallRun> runs{
      {"oft.conflict_free", {"r=3", "reading=shared"}},
      {"oft.all_to_all", {"r=3"}},
      {"oft.diameter", {"r=3", "reading=links"}},
      {"oft.counts", {"r=4"}},
      {"butterfly.chip_counts", {"u=3"}},
      {"fattree.nonblocking_degree", {"n=2", "degrees=one-less"}},
      {"fattree.proof_steps", {"n=3"}},
      {"fattree.ump", {"n=3"}},
      {"fattree.bound_tight", {"n=4", "family=rotator"}},
      {"tswitch.connection_counts", {"k=4"}},
      {"tswitch.optimal_config", {"k=2", "n=2"}},
  };
  return runs;
}

CheckRequest small_request(const json& doc) {
  const std::string named = doc.is_object() && doc.contains("property") && doc["property"].is_string()
                                ? doc["property"].get<std::string>() : "";
  const SmallRun* run = &small_runs().front();
  for (auto& r : small_runs())
    if (named == r.property) run = &r;
  return make_check_request(run->property, run->params, "exhaustive", "");
}

RunContext journal_context() {
  RunContext ctx;
  ctx.jobs = 1;
  ctx.timeout_seconds = 2;
  ctx.started = std::chrono::steady_clock::now();
  return ctx;
}

[[noreturn]] void finding(const std::string& harness, const std::string& what) {
  std::cerr << "netcert fuzz finding in " << harness << ": " << what << '\n';
  std::abort();
}

// A result read through a journal: never an engine error (the journal reached an
// engine unchecked), and a holds only once the independent verifier re-established it.
void expect_checked(const std::string& harness, const Result& r) {
  if (r.note.find("engine error") != std::string::npos) finding(harness, "journal reached an engine unchecked: " + r.note);
  bool reestablished = false;
  for (const json* record : {&r.checkpoint, &r.merged})
    if (record->is_object() && record->contains("reestablished"))
      reestablished = reestablished || (*record)["reestablished"].value("verified", false);
  if (r.verdict == Verdict::Holds && !reestablished) finding(harness, "holds from a journal without re-establishing it");
}

// One scratch directory per fuzzing process, removed at exit.
const std::string& scratch_dir() {
  struct Dir {
    std::string path;
    Dir() {
      char tmpl[] = "/tmp/netcert-fuzz-journal-XXXXXX";
      const char* d = mkdtemp(tmpl);
      if (d == nullptr) throw std::runtime_error("cannot create /tmp/netcert-fuzz-journal-*");
      path = d;
    }
    ~Dir() {
      std::error_code ignored;
      std::filesystem::remove_all(path, ignored);
    }
  };
  static const Dir dir;
  return dir.path;
}

// The fields that tie a checkpoint to a run, forced to the chosen small run and
// this build, so the fuzzer's mutations reach the journal (and saved inputs stay
// valid across builds).
void force_checkpoint_key(json& doc, const CheckRequest& req) {
  doc["netcert_checkpoint"] = 1;
  doc["netcert"] = NETCERT_VERSION;
  doc["commit"] = build_commit();
  doc["property"] = req.property->id;
  doc["params"] = req.param_sets.front().to_json();
  doc["engine"] = "exhaustive";
  doc["shard"] = "1/1";
  doc.erase("input_sha256");
  doc.erase("job_shard");
}

// A shard report's run fields, forced likewise (its journal, shard numbers and verdict stay fuzzed).
void force_shard_run(json& report, const CheckRequest& req) {
  report["netcert"] = NETCERT_VERSION;
  report["property"] = req.property->id;
  if (!report.contains("results") || !report["results"].is_array() || report["results"].empty() ||
      !report["results"][0].is_object())
    return;
  json& r = report["results"][0];
  r["params"] = req.param_sets.front().to_json();
  r["engine"] = "exhaustive";
  if (r.contains("shard") && r["shard"].is_object()) r["shard"]["commit"] = build_commit();
}

}  // namespace

int checkpoint(const std::string& text) {
  try {
    json doc = parse_json_strict(text, "fuzz-checkpoint.json", JsonLimits{std::size_t{16} << 20, 8});
    if (!doc.is_object()) return 0;
    CheckRequest req = small_request(doc);
    force_checkpoint_key(doc, req);
    const std::string path = scratch_dir() + "/checkpoint.json";
    {
      std::ofstream out(path, std::ios::binary | std::ios::trunc);
      out << doc.dump();
    }
    req.checkpoint = path;
    req.checkpoint_seconds = 1e9;
    for (const Result& r : run_check(req, journal_context())) expect_checked("checkpoint", r);
    std::filesystem::remove(path);
  } catch (const InputError&) {
  } catch (const std::bad_alloc&) {
  } catch (const std::exception& e) {
    finding("checkpoint", std::string("exception escaped the input layer: ") + e.what());
  }
  return 0;
}

int shard_report(const std::string& text) {
  try {
    json doc = parse_json_strict(text, "fuzz-shards.json", JsonLimits{std::size_t{16} << 20, 64});
    if (!doc.is_array() || doc.empty() || doc.size() > 16) return 0;
    CheckRequest req = small_request(doc[0]);
    std::vector<ShardReport> shards;
    for (auto& report : doc) {
      if (report.is_object()) force_shard_run(report, req);
      shards.push_back({"shard" + std::to_string(shards.size() + 1) + ".json", report});
    }
    expect_checked("shard_report", merge_shard_reports(shards).result);
  } catch (const InputError&) {
  } catch (const std::bad_alloc&) {
  } catch (const std::exception& e) {
    finding("shard_report", std::string("exception escaped the input layer: ") + e.what());
  }
  return 0;
}

}  // namespace netcert::fuzz
