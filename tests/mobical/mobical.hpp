// mobical.hpp — a differential tester for `check-schedule`, in the style of
// CaDiCaL's mobical: random near-valid schedules of every kind are checked by
// check_schedule_document (the path `netcert check-schedule` takes) and by an
// oracle that reaches the same verdict by a different code path; every
// disagreement is shrunk and saved as a regression schedule.
//
// A case is (kind, size, base seed, mutations): the base is a valid schedule
// of that size, each mutation is an operation whose operands are taken modulo
// the current sizes, so a case can be rebuilt with any mutation left out or at
// a smaller size — that is what the shrinker does.
#pragma once
#include <cstdint>
#include <optional>
#include <random>
#include <string>
#include <vector>

#include "core/catalogue.hpp"
#include "core/json.hpp"

namespace netcert::mobical {

using Rng = std::mt19937_64;

struct Mutation {
  uint32_t op = 0;
  uint64_t a = 0, b = 0, c = 0;  // operands, reduced modulo the sizes when applied
};

struct Case {
  std::string kind;  // fattree | butterfly | tswitch | oft | lcan
  int size = 1;      // the kind's size knob (n, u, N^(1/n) ..., see generators.cpp)
  uint64_t base_seed = 0;
  std::vector<Mutation> mutations;
};

// ---- generators (generators.cpp) ----
const std::vector<std::string>& kinds();
// Smallest and largest size the kind's generator uses.
int min_size(const std::string& kind);
int max_size(const std::string& kind);
// A random case: random size, base, and 0..3 mutations.
Case random_case(const std::string& kind, Rng& rng);
// The schedule JSON of a case (deterministic in the case).
json build_schedule(const Case& c);
// Number of mutation operations the kind knows.
uint32_t mutation_ops(const std::string& kind);

// ---- oracles (oracles.cpp) ----
struct OracleVerdict {
  Verdict verdict = Verdict::Unknown;
  std::string why;
};
// The second opinion on doc's verdict. Throws std::invalid_argument when the
// oracle does not consider doc a schedule of its kind (never for generated cases).
OracleVerdict oracle_verdict(const std::string& kind, const json& doc);
// True when the report's counterexample is confirmed by re-walking it with the
// independent checker (or the harness's own definition); `why` says what was seen.
bool counterexample_confirmed(const std::string& kind, const json& doc, const ScheduleReport& rep, std::string& why);

// ---- comparison (compare.cpp) ----
struct Outcome {
  std::string disagreement;  // empty when check-schedule and the oracle agree; else its class
  std::string detail;        // human explanation
  Verdict verdict = Verdict::Unknown;  // check-schedule's, when it gave one
};
// Deliberate faults that show the harness can fail (--self-test): none, the
// oracle's holds/fails inverted, or check-schedule's counterexample altered
// (its first integer + 1) before it is re-walked.
enum Sabotage { kNoSabotage = 0, kFlipOracle = 1, kCorruptCounterexample = 2 };
// Runs check-schedule and the oracle on doc.
Outcome compare_on(const std::string& kind, const json& doc, int sabotage);
// Kind of a schedule document ("fattree" for network fattree, ...).
std::string kind_of_document(const json& doc);

// ---- shrinking (shrinker.cpp) ----
// Greedy: drop mutations, reduce the size, then reduce integers toward 0 and
// 1-bits to 0 in the JSON, keeping each step only while the same class of
// disagreement persists. Returns the smallest schedule found.
json shrink(const Case& c, const Outcome& original, int sabotage, int max_steps = 3000);

// 64-bit FNV-1a of text, as 16 hex digits (stable file names).
std::string stable_hash(const std::string& text);

}  // namespace netcert::mobical
