// verdict.hpp — the three-valued verdict and one engine's result.
#pragma once
#include <string>

#include "core/json.hpp"
#include "core/params.hpp"

namespace netcert {

// unknown (timeout, solver gave up, size outside the engine) is never holds.
enum class Verdict { Holds, Fails, Unknown };

inline const char* to_string(Verdict v) {
  switch (v) {
    case Verdict::Holds: return "holds";
    case Verdict::Fails: return "fails";
    default: return "unknown";
  }
}

// What an engine hands back: the verdict and the evidence for it.
struct Outcome {
  Verdict verdict = Verdict::Unknown;
  json counterexample;           // concrete and re-checkable when verdict == Fails
  json witness;                  // evidence for the certificate (load tables, isomorphism, query)
  json stats = json::object();   // counts: cases, queries, permutations, ...
  std::string note;              // one line for humans

  static Outcome holds(json witness = nullptr, std::string note = {}) {
    Outcome o;
    o.verdict = Verdict::Holds;
    o.witness = std::move(witness);
    o.note = std::move(note);
    return o;
  }
  static Outcome fails(json counterexample, std::string note = {}) {
    Outcome o;
    o.verdict = Verdict::Fails;
    o.counterexample = std::move(counterexample);
    o.note = std::move(note);
    return o;
  }
  static Outcome unknown(std::string note) {
    Outcome o;
    o.note = std::move(note);
    return o;
  }
};

// One row of `check` output (docs/architecture.md, "JSON contract"; fields may be added, never renamed).
struct Result {
  std::string property;
  ParamSet params;
  std::string engine;
  Verdict verdict = Verdict::Unknown;
  double seconds = 0;
  json counterexample;
  json certificate;
  json stats = json::object();
  std::string note;
  bool rechecked = false;  // counterexample confirmed by the independent checker
  json shard;              // --shard I/M: which slices ran (netcert merge combines the shards)
  json checkpoint;         // --checkpoint FILE: the file and how much was resumed from it
  json merged;             // netcert merge / MPI: the shards this result combines

  json to_json() const {
    json j;
    j["params"] = params.to_json();
    j["engine"] = engine;
    j["verdict"] = to_string(verdict);
    j["seconds"] = seconds;
    j["counterexample"] = counterexample;
    j["certificate"] = certificate;
    j["stats"] = stats;
    j["note"] = note;
    if (verdict == Verdict::Fails) j["rechecked"] = rechecked;
    if (!shard.is_null()) j["shard"] = shard;
    if (!checkpoint.is_null()) j["checkpoint"] = checkpoint;
    if (!merged.is_null()) j["merged"] = merged;
    return j;
  }
};

}  // namespace netcert
