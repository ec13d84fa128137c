// mobical.cpp — netcert_mobical: differential testing of check-schedule.
//
//   netcert_mobical [--seed S] [--cases N] [--seconds T] [--kind K] [--save DIR]
//   netcert_mobical --replay DIR
//   netcert_mobical --self-test [--kind K] --save DIR
//
// Runs N random cases per kind (or until T seconds, whichever first), compares
// check-schedule's verdict with the kind's oracle (oracles.cpp) and re-walks
// every counterexample. The first disagreement of a kind is shrunk, printed and
// written to DIR/<kind>-<hash>.json (default tests/data/regressions/mobical);
// exit 1 when any was found. --replay re-runs every *.json of DIR (exit 1 on a
// disagreement). --self-test sabotages one kind (default fattree) twice — the
// oracle's verdict flipped, then check-schedule's counterexample altered — and
// passes (exit 0) only when the harness catches each, shrinks it, saves the
// file and the saved file replays as a disagreement.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>

#include "mobical.hpp"

#ifndef NETCERT_SOURCE_DIR
#define NETCERT_SOURCE_DIR "."
#endif

namespace fs = std::filesystem;
using netcert::json;
using netcert::Verdict;
using namespace netcert::mobical;

namespace {

struct Options {
  uint64_t seed = 1;
  uint64_t cases = 1000;
  double seconds = 0;  // 0: no time budget
  std::string kind;    // empty: every kind
  std::string save = std::string(NETCERT_SOURCE_DIR) + "/tests/data/regressions/mobical";
  std::string replay;
  bool self_test = false;
};

[[noreturn]] void usage(const std::string& why) {
  std::cerr << "netcert_mobical: " << why
            << "\nusage: netcert_mobical [--seed S] [--cases N] [--seconds T] [--kind K] [--save DIR] [--self-test]\n"
               "       netcert_mobical --replay DIR\n";
  std::exit(2);
}

Options parse(int argc, char** argv) {
  Options o;
  for (int i = 1; i < argc; ++i) {
    std::string a = argv[i];
    auto value = [&]() -> std::string {
      if (i + 1 >= argc) usage(a + " needs a value");
      return argv[++i];
    };
    try {
      if (a == "--seed") o.seed = std::stoull(value());
      else if (a == "--cases") o.cases = std::stoull(value());
      else if (a == "--seconds") o.seconds = std::stod(value());
      else if (a == "--kind") o.kind = value();
      else if (a == "--save") o.save = value();
      else if (a == "--replay") o.replay = value();
      else if (a == "--self-test") o.self_test = true;
      else usage("unknown option " + a);
    } catch (const std::logic_error&) {
      usage("bad value for " + a);
    }
  }
  if (!o.kind.empty()) min_size(o.kind);  // throws on an unknown kind
  return o;
}

// Writes the shrunk schedule (with a comment saying what disagreed) and prints it.
std::string save_regression(const std::string& dir, const std::string& kind, json doc, const Outcome& why) {
  doc["comment"] = "mobical " + kind + " disagreement (" + why.disagreement + "): " + why.detail.substr(0, 400);
  std::string text = doc.dump();
  fs::create_directories(dir);
  std::string path = dir + "/" + kind + "-" + stable_hash(text) + ".json";
  std::string tmp = path + ".tmp";
  {
    std::ofstream out(tmp);
    out << text << '\n';
    if (!out.flush()) throw std::runtime_error("cannot write " + tmp);
  }
  fs::rename(tmp, path);
  std::cout << "  shrunk schedule (" << path << "):\n  " << text << '\n';
  return path;
}

json read_json_file(const std::string& path) {
  std::ifstream in(path);
  std::stringstream ss;
  ss << in.rdbuf();
  return json::parse(ss.str());
}

struct KindResult {
  uint64_t cases = 0, holds = 0, fails = 0;
  double seconds = 0;
  std::string saved;  // path of the shrunk disagreement, if any
};

// Runs one kind's budget; stops at the first disagreement (shrunk and saved).
KindResult run_kind(const std::string& kind, const Options& o, int sabotage) {
  KindResult r;
  auto start = std::chrono::steady_clock::now();
  auto elapsed = [&] { return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count(); };
  for (uint64_t i = 0; i < o.cases && !(o.seconds > 0 && elapsed() > o.seconds); ++i) {
    Rng rng(o.seed * 0x9E3779B97F4A7C15ULL + std::hash<std::string>{}(kind) + i);
    Case c = random_case(kind, rng);
    json doc = build_schedule(c);
    Outcome out = compare_on(kind, doc, sabotage);
    ++r.cases;
    if (out.disagreement.empty()) {
      (out.verdict == Verdict::Holds ? r.holds : r.fails) += 1;  // agreed verdicts
      continue;
    }
    std::cout << "mobical: " << kind << " case " << i << " (seed " << o.seed << "): DISAGREEMENT " << out.disagreement
              << ": " << out.detail << '\n';
    json small = shrink(c, out, sabotage);
    Outcome small_out = compare_on(kind, small, sabotage);
    r.saved = save_regression(o.save, kind, small, small_out.disagreement.empty() ? out : small_out);
    break;
  }
  r.seconds = elapsed();
  return r;
}

int replay(const std::string& dir) {
  int files = 0, bad = 0;
  if (!fs::is_directory(dir)) usage("--replay: " + dir + " is not a directory");
  std::vector<fs::path> paths;
  for (auto& e : fs::directory_iterator(dir))
    if (e.path().extension() == ".json") paths.push_back(e.path());
  std::sort(paths.begin(), paths.end());
  for (auto& p : paths) {
    ++files;
    try {
      json doc = read_json_file(p.string());
      Outcome out = compare_on(kind_of_document(doc), doc, kNoSabotage);
      if (!out.disagreement.empty()) {
        ++bad;
        std::cout << "mobical replay: " << p.string() << ": DISAGREEMENT " << out.disagreement << ": " << out.detail << '\n';
      }
    } catch (const std::exception& e) {
      ++bad;
      std::cout << "mobical replay: " << p.string() << ": cannot replay: " << e.what() << '\n';
    }
  }
  std::cout << "mobical replay: " << files << " file(s) in " << dir << ", " << bad << " disagreement(s)\n";
  return bad ? 1 : 0;
}

// One deliberate fault must be caught, shrunk, saved, and the saved file must replay as a disagreement.
bool self_test_one(const std::string& kind, const Options& o, int sabotage, const std::string& what) {
  KindResult r = run_kind(kind, o, sabotage);
  if (r.saved.empty()) {
    std::cout << "mobical self-test: FAILED — " << what << " went unnoticed in " << r.cases << " cases\n";
    return false;
  }
  json doc = read_json_file(r.saved);
  doc.erase("comment");
  if (compare_on(kind, doc, sabotage).disagreement.empty()) {
    std::cout << "mobical self-test: FAILED — the saved file " << r.saved << " does not replay as a disagreement\n";
    return false;
  }
  std::cout << "mobical self-test: passed — " << what << " was caught after " << r.cases << " case(s), shrunk and saved to "
            << r.saved << '\n';
  return true;
}

int self_test(Options o) {
  std::string kind = o.kind.empty() ? "fattree" : o.kind;
  o.cases = std::max<uint64_t>(o.cases, 50);
  bool flip = self_test_one(kind, o, kFlipOracle, "the flipped " + kind + " oracle");
  bool cex = self_test_one(kind, o, kCorruptCounterexample, "an altered " + kind + " counterexample");
  return flip && cex ? 0 : 1;
}

}  // namespace

int main(int argc, char** argv) {
  try {
    netcert::catalogue();  // register every paper once (and link it from the static library)
    Options o = parse(argc, argv);
    if (!o.replay.empty()) return replay(o.replay);
    if (o.self_test) return self_test(o);
    int found = 0;
    for (auto& kind : kinds()) {
      if (!o.kind.empty() && kind != o.kind) continue;
      KindResult r = run_kind(kind, o, kNoSabotage);
      char rate[64];
      std::snprintf(rate, sizeof rate, "%.1f", r.seconds > 0 ? static_cast<double>(r.cases) / r.seconds : 0.0);
      std::cout << "mobical: " << kind << ": " << r.cases << " cases in " << r.seconds << " s (" << rate
                << " cases/s), holds " << r.holds << ", fails " << r.fails << ", "
                << (r.saved.empty() ? "no disagreement" : "DISAGREEMENT saved to " + r.saved) << '\n';
      if (!r.saved.empty()) ++found;
    }
    return found ? 1 : 0;
  } catch (const std::exception& e) {
    std::cerr << "netcert_mobical: " << e.what() << '\n';
    return 2;
  }
}
