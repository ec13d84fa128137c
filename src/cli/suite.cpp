// suite.cpp — `netcert suite SUITE.json`: many checks, one summary, JUnit XML.
//
// Suite file (every key checked; an unknown key is exit 2 naming the nearest known one):
//   {"suite": NAME, "description": TEXT, "comment": TEXT,
//    "checks": [ENTRY, ...], "include": [FILE, ...]}
// "include" splices in other suites' checks (paths relative to this file).
// At least one check in total: an empty suite is an error, never a pass.
// ENTRY: {"property": ID, "params": {NAME: V | "LO..HI" | [..]}, "engine": E,
//         "timeout": SEC (> 0), "expect": "holds" | "fails", "comment": TEXT}
// "expect": "fails" marks a claim expected to fail: the entry passes when it
// still fails and is a failure when it unexpectedly holds. In the project's own
// suites (proofs/suites/, beside ERRATA.md) such a pass is "refuted as recorded"
// in ERRATA.md; in anyone else's it is "failed as expected". Verdicts are never rewritten: text, JSON
// and JUnit show the actual verdict, the expectation and the outcome.
#include <algorithm>
#include <array>
#include <cstdint>
#include <filesystem>
#include <iostream>
#include <map>

#include "cli/commands.hpp"
#include "cli/interrupt.hpp"
#include "core/catalogue.hpp"
#include "core/errors.hpp"
#include "core/runner.hpp"
#include "report/junit.hpp"
#include "report/text_table.hpp"

namespace netcert {

namespace {

struct Entry {
  json body;
  std::string file;
  std::string path;  // "checks[3]"
  std::string suite;  // "suite" name of the file the entry is written in (one JUnit <testsuite> each)
  bool in_errata = false;  // written in one of the project's own suites
};

struct Suite {
  std::string name;
  std::string description;
  std::vector<Entry> entries;
};

const std::vector<std::string> kSuiteKeys{"suite", "description", "comment", "checks", "include"};
const std::vector<std::string> kEntryKeys{"property", "params", "engine", "timeout", "expect", "comment"};

// What one suite may expand to, includes and all: files that include each other
// several times over are exponential in the depth, so the total is bounded too.
constexpr int kMaxIncludeDepth = 8;
constexpr std::size_t kMaxSuiteFiles = 1000;                    // suite files read, counting repeats
constexpr std::size_t kMaxSuiteEntries = 10000;                 // check entries in total
constexpr std::uintmax_t kMaxSuiteBytes = std::uintmax_t{64} << 20;  // bytes read in total

struct SuiteBudget {
  std::size_t files = 0;
  std::uintmax_t bytes = 0;
};

// Counts `file` against the budget before it is read; the message names the file that went over.
void charge_suite_file(const std::string& file, int depth, SuiteBudget& budget) {
  if (depth > kMaxIncludeDepth)
    throw InputError(file, "include nesting deeper than " + std::to_string(kMaxIncludeDepth) +
                               " levels (an include cycle?)");
  if (++budget.files > kMaxSuiteFiles)
    throw InputError(file, "the suite reads more than " + std::to_string(kMaxSuiteFiles) +
                               " files with its includes (input limit; does it include the same files repeatedly?)");
  std::error_code ec;
  std::uintmax_t size = std::filesystem::file_size(file, ec);
  budget.bytes += ec ? 0 : size;
  if (budget.bytes > kMaxSuiteBytes)
    throw InputError(file, "the suite and its includes exceed " + std::to_string(kMaxSuiteBytes) +
                               " bytes in total (input limit)");
}

// The project's own suites are the files of proofs/suites/ in a netcert tree, whose
// ERRATA.md records every refutation they expect; any other file is a user's suite.
bool in_project_suites(const std::string& file) {
  std::error_code ec;
  auto dir = std::filesystem::weakly_canonical(file, ec).parent_path();
  if (ec || dir.filename() != "suites" || dir.parent_path().filename() != "proofs") return false;
  return std::filesystem::is_regular_file(dir.parent_path().parent_path() / "ERRATA.md", ec);
}

// Reads a suite file (strict JSON, schema) and splices in what it includes.
void load_suite(const std::string& file, int depth, Suite& out, SuiteBudget& budget) {
  charge_suite_file(file, depth, budget);
  json doc = read_json_object_file(file, suite_limits());
  expect_keys(doc, file, "", {"suite"}, {"description", "comment", "checks", "include"});
  std::string name = json_string(doc["suite"], file, "suite");
  if (depth == 0) out.name = name;
  if (doc.contains("description")) {
    std::string d = json_string(doc["description"], file, "description");
    if (depth == 0) out.description = d;
  }
  if (doc.contains("comment")) json_string(doc["comment"], file, "comment");
  if (!doc.contains("checks") && !doc.contains("include"))
    throw InputError(file, "a suite needs a \"checks\" list (or an \"include\" list); an empty suite is not a pass");
  if (doc.contains("include")) {
    const json& inc = doc["include"];
    if (!inc.is_array()) throw InputError(json_where(file, "include"), "expected an array of suite file paths");
    auto dir = std::filesystem::path(file).parent_path();
    for (size_t i = 0; i < inc.size(); ++i) {
      std::string path = json_index_path("include", i);
      auto sub = dir / json_string(inc[i], file, path);
      std::error_code ec;
      if (!std::filesystem::is_regular_file(sub, ec))
        throw InputError(json_where(file, path), "'" + sub.string() + "' is not a regular file");
      load_suite(sub.string(), depth + 1, out, budget);
    }
  }
  if (doc.contains("checks")) {
    const json& checks = doc["checks"];
    if (!checks.is_array()) throw InputError(json_where(file, "checks"), "expected an array of check entries");
    if (out.entries.size() + checks.size() > kMaxSuiteEntries)
      throw InputError(json_where(file, "checks"), "the suite has more than " + std::to_string(kMaxSuiteEntries) +
                                                       " check entries with its includes (input limit)");
    bool in_errata = in_project_suites(file);
    for (size_t i = 0; i < checks.size(); ++i)
      out.entries.push_back({checks[i], file, json_index_path("checks", i), name, in_errata});
  }
}

struct Planned {
  CheckRequest req;
  double timeout = 0;
  Expectation expect = Expectation::Holds;
  std::string suite;
  bool in_errata = false;
  std::vector<SkippedEngine> skipped;  // engines `all` leaves out, and why (suite --json: "skipped")
};

Planned plan_entry(const Entry& en, const RunOptions& o) {
  const json& e = en.body;
  const std::string& f = en.file;
  expect_keys(e, f, en.path, {"property"}, {"params", "engine", "timeout", "expect", "comment"});
  std::string id = json_string(e["property"], f, en.path + ".property");
  const Property* p = find_property(id);
  if (!p) {
    std::vector<std::string> ids;
    for (auto& q : catalogue().properties()) ids.push_back(q.id);
    throw InputError(json_where(f, en.path + ".property"),
                     "unknown property '" + readable_excerpt(id) + "' (did you mean '" + nearest_name(id, ids) + "'?)");
  }
  Planned pl;
  pl.suite = en.suite;
  pl.in_errata = en.in_errata;
  pl.req.property = p;
  pl.req.cert_dir = o.cert_dir;
  pl.req.engine = o.engine;
  pl.timeout = o.ctx.timeout_seconds;
  if (e.contains("comment")) json_string(e["comment"], f, en.path + ".comment");
  if (e.contains("engine"))
    pl.req.engine = json_choice(e["engine"], f, en.path + ".engine", {"exhaustive", "smt", "random", "montecarlo", "symbolic", "all"});
  if (e.contains("timeout"))
    pl.timeout = json_number_in(e["timeout"], f, en.path + ".timeout", 0, kMaxTimeoutSeconds, true);
  if (e.contains("expect"))
    pl.expect = json_choice(e["expect"], f, en.path + ".expect", {"holds", "fails"}) == "fails" ? Expectation::Fails
                                                                                              : Expectation::Holds;
  try {
    std::vector<ParamInput> inputs;
    if (e.contains("params")) {
      if (!e["params"].is_object()) throw InputError("params", "expected an object {NAME: value}");
      for (auto& [k, v] : e["params"].items()) inputs.push_back({k, v, false});
    }
    pl.req.param_sets = range_aware_param_sets(*p, inputs, pl.req.engine);
    plan_check(pl.req, &pl.skipped);
  } catch (const InputError& err) {
    throw InputError(json_where(f, en.path + (err.field().rfind("--", 0) == 0 ? "" : ".params." + err.field())),
                     err.message());
  }
  return pl;
}

// "skipped" (as check --json's, plus the property and the suite file's name): engines
// that `--engine all` left out for a parameter set, and their refusal.
json suite_skipped_json(const std::vector<Planned>& planned) {
  json out = json::array();
  for (auto& pl : planned)
    for (auto& one : skipped_json(pl.skipped)) {
      json entry;
      entry["property"] = pl.req.property->id;
      for (auto& [k, v] : one.items()) entry[k] = v;
      entry["suite"] = pl.suite;
      out.push_back(entry);
    }
  return out;
}

// The text report names the first few skipped engines; --json lists them all.
void print_skipped(const std::vector<Planned>& planned) {
  const size_t shown = 10;
  size_t count = 0;
  for (auto& pl : planned)
    for (auto& s : pl.skipped)
      if (count++ < shown)
        std::cout << (count == 1 ? "\n" : "") << "skipped: " << pl.req.property->id << " " << s.engine
                  << " engine for " << s.params.to_string() << ": " << s.reason << '\n';
  if (count > shown) std::cout << "skipped: ... and " << count - shown << " more (see --json: skipped)\n";
}

struct Row {
  Result r;
  Expectation expect;
  SuiteOutcome outcome;
  std::string suite;
  bool in_errata = false;
};

void print_text(const Suite& s, const std::string& file, const std::vector<Row>& rows, const json& summary,
                const std::vector<Planned>& planned) {
  std::cout << "netcert suite " << s.name << " (" << file << ")\n";
  if (!s.description.empty()) std::cout << s.description << "\n";
  std::cout << '\n';
  TextTable t({"property", "params", "engine", "verdict", "expected", "outcome", "seconds", "detail"});
  std::vector<Result> results;
  for (auto& row : rows) {
    std::string detail = row.r.note;
    if (detail.size() > 90) detail = detail.substr(0, 87) + "...";
    t.add({row.r.property, row.r.params.to_string(), row.r.engine, to_string(row.r.verdict), to_string(row.expect),
           to_string(row.outcome), format_seconds(row.r.seconds), detail});
    results.push_back(row.r);
  }
  t.print(std::cout);
  print_counterexamples(std::cout, results);
  for (auto& row : rows)
    if (row.outcome == SuiteOutcome::Unexpected && row.expect == Expectation::Fails)
      std::cout << "\nunexpected: " << row.r.property << " " << row.r.params.to_string() << " [" << row.r.engine
                << "] holds, but the suite expects it to fail"
                << (row.in_errata ? " (ERRATA.md records a refutation)" : "") << "\n";
  // Roll-up: one line per property, in suite order.
  std::vector<std::string> order;
  std::map<std::string, std::array<double, 5>> roll;  // holds, refuted, unexpected, unknown, seconds
  for (auto& row : rows) {
    if (!roll.count(row.r.property)) order.push_back(row.r.property);
    auto& c = roll[row.r.property];
    bool expected_fail = row.outcome == SuiteOutcome::RefutedAsRecorded || row.outcome == SuiteOutcome::FailedAsExpected;
    c[row.outcome == SuiteOutcome::AsExpected ? 0 : expected_fail ? 1 : row.outcome == SuiteOutcome::Unexpected ? 2 : 3] += 1;
    c[4] += row.r.seconds;
  }
  std::cout << "\nby property:\n";
  TextTable by({"property", "holds", "fails as expected", "unexpected", "unknown", "seconds"});
  for (auto& id : order) {
    auto& c = roll[id];
    by.add({id, std::to_string(static_cast<int>(c[0])), std::to_string(static_cast<int>(c[1])),
            std::to_string(static_cast<int>(c[2])), std::to_string(static_cast<int>(c[3])), format_seconds(c[4])});
  }
  by.print(std::cout);
  print_skipped(planned);
  std::cout << "\nsummary: " << summary["holds"] << " holds as expected, " << summary["fails"] << " unexpected ("
            << summary["unexpected_fails"] << " fail, " << summary["unexpected_holds"] << " hold though expected to fail), "
            << summary["unknown"] << " unknown";
  size_t refuted = 0, failed = 0;
  for (auto& row : rows) {
    refuted += row.outcome == SuiteOutcome::RefutedAsRecorded;
    failed += row.outcome == SuiteOutcome::FailedAsExpected;
  }
  if (refuted) std::cout << ", " << refuted << " refuted as recorded in ERRATA.md";
  if (failed) std::cout << ", " << failed << " failed as expected";
  std::cout << "  (" << rows.size() << " results)\n";
}

}  // namespace

size_t plan_suite(const std::string& file, const RunOptions& o) {
  Suite s;
  SuiteBudget budget;
  load_suite(file, 0, s, budget);
  if (s.entries.empty()) throw InputError(file, "the suite has no checks (an empty suite is not a pass)");
  size_t runs = 0;
  for (auto& en : s.entries) runs += plan_check(plan_entry(en, o).req).size();
  return runs;
}

int cmd_suite(const std::string& file, const std::string& junit_file, const RunOptions& o) {
  // Everything is validated before anything runs or is written (exit 2, no output).
  Suite s;
  SuiteBudget budget;
  load_suite(file, 0, s, budget);
  if (s.entries.empty()) throw InputError(file, "the suite has no checks (an empty suite is not a pass)");
  std::vector<Planned> planned;
  for (auto& en : s.entries) planned.push_back(plan_entry(en, o));
  check_output_path(junit_file, "--junit");
  check_output_path(o.json_out, "--json");
  check_output_dir(o.cert_dir, "--cert");

  std::vector<Row> rows;
  bool quiet = o.json_out == "-";
  OutputTransaction outputs;  // certificates, --junit and --json: all or none
  for (auto& pl : planned) {
    pl.req.outputs = &outputs;
    RunContext ctx = o.ctx;
    ctx.timeout_seconds = pl.timeout;
    if (!quiet && ctx.progress) std::cerr << "running " << pl.req.property->id << " ...\n";
    for (auto& r : run_check(pl.req, ctx)) {
      SuiteOutcome out = compare_to_expectation(r.verdict, pl.expect, pl.in_errata);
      rows.push_back({std::move(r), pl.expect, out, pl.suite, pl.in_errata});
    }
  }

  announce_interruption();
  int as_expected = 0, unexpected_fails = 0, unexpected_holds = 0, unknown = 0, expected_fails = 0;
  int v_holds = 0, v_fails = 0, v_unknown = 0;
  json results = json::array();
  std::vector<JunitSuite> for_junit;  // in order of first appearance
  for (auto& row : rows) {
    (row.r.verdict == Verdict::Holds ? v_holds : row.r.verdict == Verdict::Fails ? v_fails : v_unknown)++;
    switch (row.outcome) {
      case SuiteOutcome::AsExpected: ++as_expected; break;
      case SuiteOutcome::RefutedAsRecorded:
      case SuiteOutcome::FailedAsExpected: ++expected_fails; break;
      case SuiteOutcome::Unexpected: (row.r.verdict == Verdict::Fails ? unexpected_fails : unexpected_holds)++; break;
      default: ++unknown;
    }
    json ordered;
    ordered["property"] = row.r.property;
    json fields = row.r.to_json();
    for (auto& [k, v] : fields.items()) ordered[k] = v;
    ordered["expected"] = to_string(row.expect);
    ordered["outcome"] = to_string(row.outcome);
    results.push_back(ordered);
    auto group = std::find_if(for_junit.begin(), for_junit.end(), [&](auto& g) { return g.name == row.suite; });
    if (group == for_junit.end()) group = for_junit.insert(for_junit.end(), JunitSuite{row.suite, {}, {}, {}});
    group->results.push_back(row.r);
    group->expected.push_back(row.expect);
    group->in_errata.push_back(row.in_errata);
  }
  json report;
  report["netcert"] = NETCERT_VERSION;
  report["suite"] = s.name;
  report["results"] = results;
  report["skipped"] = suite_skipped_json(planned);
  // holds: held as expected; fails: every unexpected outcome (exit 1); expected_fails: failed as
  // expected (refuted as recorded in ERRATA.md, for the project's own suites).
  report["summary"] = {{"holds", as_expected},
                       {"fails", unexpected_fails + unexpected_holds},
                       {"unknown", unknown},
                       {"expected_fails", expected_fails},
                       {"unexpected_fails", unexpected_fails},
                       {"unexpected_holds", unexpected_holds},
                       {"verdicts", {{"holds", v_holds}, {"fails", v_fails}, {"unknown", v_unknown}}}};

  std::string json_text = report.dump(2) + "\n";
  if (!junit_file.empty()) outputs.add(junit_file, junit_xml(for_junit, junit_run_now(o.ctx.seed)));
  if (quiet) {
    std::cout << json_text;
  } else {
    print_text(s, file, rows, report["summary"], planned);
    if (!o.json_out.empty()) outputs.add(o.json_out, json_text);
  }
  outputs.commit();
  int fails = unexpected_fails + unexpected_holds;
  return fails ? 1 : unknown ? 3 : 0;
}

}  // namespace netcert
