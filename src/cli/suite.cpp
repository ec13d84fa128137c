// suite.cpp — `netcert suite SUITE.json`: many checks, one summary, JUnit XML.
//
// Suite file: {"suite": NAME, "description": TEXT, "checks": [ENTRY, ...]}
// "include": [FILE, ...] splices in other suites' checks (paths relative to this file).
// ENTRY: {"property": ID, "params": {NAME: V | "LO..HI" | [..]}, "engine": E,
//         "timeout": SEC, "expect": "holds" | "fails"}
// "expect": "fails" marks a claim netcert refutes (see ERRATA.md): the suite
// passes when it still fails and flags it when it unexpectedly holds.
#include <array>
#include <filesystem>
#include <map>
#include <iostream>

#include "cli/commands.hpp"
#include "core/catalogue.hpp"
#include "core/errors.hpp"
#include "core/runner.hpp"
#include "report/junit.hpp"
#include "report/text_table.hpp"

namespace netcert {

// Reads a suite file and splices in the checks of every file it "include"s
// (paths relative to the including file), so each paper keeps its own list.
static json load_suite(const std::string& file, int depth) {
  if (depth > 8) throw InputError(file, "include nesting deeper than 8");
  json doc = read_json_object(file, "SUITE");
  if (!doc.contains("checks")) doc["checks"] = json::array();
  if (!doc["checks"].is_array()) throw InputError(file + ": checks", "expected an array");
  if (doc.contains("include")) {
    if (!doc["include"].is_array()) throw InputError(file + ": include", "expected an array of paths");
    json merged = json::array();
    auto dir = std::filesystem::path(file).parent_path();
    for (auto& inc : doc["include"]) {
      if (!inc.is_string()) throw InputError(file + ": include", "expected a path string");
      json sub = load_suite((dir / inc.get<std::string>()).string(), depth + 1);
      for (auto& c : sub["checks"]) merged.push_back(c);
    }
    for (auto& c : doc["checks"]) merged.push_back(c);
    doc["checks"] = merged;
  }
  return doc;
}

int cmd_suite(const std::string& file, const std::string& junit_file, const RunOptions& o) {
  json doc = load_suite(file, 0);
  std::string name = doc.value("suite", file);

  // Validate every entry before running any (exit 2, nothing written).
  struct Planned {
    CheckRequest req;
    double timeout;
    std::string expect;
  };
  std::vector<Planned> planned;
  int index = 0;
  for (auto& entry : doc["checks"]) {
    std::string where = "checks[" + std::to_string(index++) + "]";
    if (!entry.is_object() || !entry.contains("property") || !entry["property"].is_string())
      throw InputError(where + ".property", "missing or not a string");
    const Property* p = catalogue().property(entry["property"]);
    if (!p) throw InputError(where + ".property", "unknown property '" + entry["property"].get<std::string>() + "'");
    std::vector<ParamArg> args;
    if (entry.contains("params")) {
      if (!entry["params"].is_object()) throw InputError(where + ".params", "expected an object");
      for (auto& [k, v] : entry["params"].items()) args.push_back(parse_param_json(k, v, p->params));
    }
    Planned pl;
    pl.req.property = p;
    pl.req.param_sets = expand_params(args, p->params);
    pl.req.engine = entry.value("engine", o.engine);
    pl.req.cert_dir = o.cert_dir;
    pl.timeout = entry.value("timeout", o.ctx.timeout_seconds);
    pl.expect = entry.value("expect", "holds");
    if (pl.expect != "holds" && pl.expect != "fails") throw InputError(where + ".expect", "holds or fails");
    try {
      plan_check(pl.req);
    } catch (const InputError& e) {
      throw InputError(where, e.what());
    }
    planned.push_back(std::move(pl));
  }

  std::vector<Result> all;
  std::vector<std::string> expectations;
  bool quiet = o.json_out == "-";
  for (auto& pl : planned) {
    RunContext ctx = o.ctx;
    ctx.timeout_seconds = pl.timeout;
    if (!quiet && ctx.progress) std::cerr << "netcert: " << pl.req.property->id << " ...\n";
    auto results = run_check(pl.req, ctx);
    for (auto& r : results) {
      if (pl.expect == "fails") {
        // A refuted claim (ERRATA.md): failing is the expected, certified result.
        if (r.verdict == Verdict::Fails) {
          r.note = "expected (ERRATA.md): " + r.note;
          expectations.push_back("fails-as-expected");
        } else if (r.verdict == Verdict::Holds) {
          r.verdict = Verdict::Fails;
          r.note = "expected to fail (ERRATA.md) but holds: " + r.note;
          expectations.push_back("unexpected");
        } else {
          expectations.push_back("unknown");
        }
      } else {
        expectations.push_back(to_string(r.verdict));
      }
      all.push_back(std::move(r));
    }
  }

  int holds = 0, fails = 0, unknown = 0, expected_fails = 0;
  for (size_t i = 0; i < all.size(); ++i) {
    if (expectations[i] == "fails-as-expected") ++expected_fails;
    else if (all[i].verdict == Verdict::Holds) ++holds;
    else if (all[i].verdict == Verdict::Fails) ++fails;
    else ++unknown;
  }
  json report;
  report["netcert"] = NETCERT_VERSION;
  report["suite"] = name;
  report["results"] = json::array();
  for (size_t i = 0; i < all.size(); ++i) {
    json ordered;
    ordered["property"] = all[i].property;
    json fields = all[i].to_json();  // keep the temporary alive across the loop
    for (auto& [k, v] : fields.items()) ordered[k] = v;
    ordered["expected"] = expectations[i] == "fails-as-expected" ? "fails" : "holds";
    report["results"].push_back(ordered);
  }
  report["summary"] = {{"holds", holds}, {"fails", fails}, {"unknown", unknown}, {"expected_fails", expected_fails}};

  if (!junit_file.empty()) {
    std::vector<Result> for_junit = all;
    for (size_t i = 0; i < for_junit.size(); ++i)
      if (expectations[i] == "fails-as-expected") for_junit[i].verdict = Verdict::Holds;
    write_file_atomic(junit_file, junit_xml(name, for_junit));
  }
  if (quiet) {
    std::cout << report.dump(2) << '\n';
  } else {
    std::cout << "netcert suite " << name << " (" << file << ")\n";
    if (doc.contains("description")) std::cout << doc["description"].get<std::string>() << "\n";
    std::cout << '\n';
    print_results(std::cout, all, true);
    print_counterexamples(std::cout, all);
    // Roll-up: one line per property, in suite order.
    std::vector<std::string> order;
    std::map<std::string, std::array<double, 5>> roll;  // holds, refuted, fails, unknown, seconds
    for (size_t i = 0; i < all.size(); ++i) {
      const auto& r = all[i];
      if (!roll.count(r.property)) order.push_back(r.property);
      auto& c = roll[r.property];
      if (expectations[i] == "fails-as-expected") c[1] += 1;
      else if (r.verdict == Verdict::Holds) c[0] += 1;
      else if (r.verdict == Verdict::Fails) c[2] += 1;
      else c[3] += 1;
      c[4] += r.seconds;
    }
    std::cout << "\nby property:\n";
    TextTable t({"property", "holds", "refuted (ERRATA.md)", "fails", "unknown", "seconds"});
    for (auto& id : order) {
      auto& c = roll[id];
      t.add({id, std::to_string(static_cast<int>(c[0])), std::to_string(static_cast<int>(c[1])),
             std::to_string(static_cast<int>(c[2])), std::to_string(static_cast<int>(c[3])), format_seconds(c[4])});
    }
    t.print(std::cout);
    std::cout << "\nsummary: " << holds << " holds, " << fails << " fails, " << unknown << " unknown";
    if (expected_fails) std::cout << ", " << expected_fails << " refuted as recorded in ERRATA.md";
    std::cout << "  (" << all.size() << " results)\n";
    if (!o.json_out.empty()) write_file_atomic(o.json_out, report.dump(2) + "\n");
  }
  return fails ? 1 : unknown ? 3 : 0;
}

}  // namespace netcert
