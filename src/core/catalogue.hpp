// catalogue.hpp — every property, table and schedule checker netcert knows.
//
// Registration is explicit (one register_* function per paper, called from
// catalogue.cpp) rather than by static initialisers, so a static library never
// silently drops a paper.
#pragma once
#include <functional>
#include <string>
#include <vector>

#include "core/property.hpp"

namespace netcert {

struct TableData {
  std::vector<std::string> columns;
  std::vector<std::vector<json>> rows;
  std::vector<json> certificates;  // written by --certify DIR
  std::vector<std::string> notes;  // printed under the human table
};

struct TableSpec {
  std::string id;
  std::string description;
  std::vector<ParamSpec> params;
  std::function<TableData(const ParamSet&, const RunContext&)> build;
};

// Result of checking a user-supplied schedule file.
struct ScheduleReport {
  Verdict verdict = Verdict::Unknown;
  std::vector<std::string> lines;   // human summary, one fact a line
  json details = json::object();    // machine-readable facts
  json counterexample;              // when verdict == Fails
  std::string dot;                  // optional Graphviz picture (check-schedule --dot)
};

struct ScheduleSpec {
  std::string network;  // "fattree", "butterfly", ...
  std::string kind;     // "permutation-family", ...
  std::string description;
  // Validates (InputError naming the field on bad input) and checks.
  std::function<ScheduleReport(const json& doc, const RunContext&)> check;
  // Schema that check-schedule enforces before `check` runs (core/json_input.hpp):
  // the top-level keys besides network, kind, params and comment, and the
  // integer params with their widest domain (required unless default_value is
  // set). Range-checked on the JSON value, so `check` may narrow safely.
  std::vector<std::string> required_keys;
  std::vector<std::string> optional_keys;
  std::vector<ParamSpec> params;
};

class Catalogue {
 public:
  void add(Property p);
  void add(TableSpec t);
  void add(ScheduleSpec s);
  const Property* property(const std::string& id) const;
  const TableSpec* table(const std::string& id) const;
  const ScheduleSpec* schedule(const std::string& network, const std::string& kind) const;
  const std::vector<Property>& properties() const { return properties_; }
  const std::vector<TableSpec>& tables() const { return tables_; }
  const std::vector<ScheduleSpec>& schedules() const { return schedules_; }

 private:
  std::vector<Property> properties_;
  std::vector<TableSpec> tables_;
  std::vector<ScheduleSpec> schedules_;
};

// The catalogue with every paper registered (built on first use): for listing and for suggestions.
const Catalogue& catalogue();

// The property `id` names, or nullptr. Registers only the paper its prefix names (a run of one property
// builds its paper's dozens of properties, not the catalogue's ~200), so every lookup by id goes through here and
// gets one object per id; compare properties by id, not by address, with the catalogue's.
const Property* find_property(const std::string& id);

// One per paper, each in properties/<paper>.cpp.
void register_fattree(Catalogue&);
void register_butterfly(Catalogue&);
void register_tswitch(Catalogue&);
void register_oft(Catalogue&);
void register_lcan(Catalogue&);

}  // namespace netcert
