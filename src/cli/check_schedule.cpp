// check_schedule.cpp — `netcert check-schedule FILE.json`.
//
// The file goes through the input layer (core/json_input.hpp): size and depth
// limits, strict JSON, then the schedule kind's declared schema (keys, params
// and their ranges; core/schedule_input.hpp) before the kind's own checker.
#include <iostream>

#include "cli/commands.hpp"
#include "core/errors.hpp"
#include "core/schedule_input.hpp"

namespace netcert {

int cmd_check_schedule(const std::string& file, const RunOptions& o) {
  check_output_path(o.json_out, "--json");
  check_output_path(o.dot_out, "--dot");
  json doc = read_json_object_file(file, schedule_limits());
  const ScheduleSpec* spec = nullptr;
  ScheduleReport rep = check_schedule_document(doc, file, o.ctx, &spec);
  const std::string &network = spec->network, &kind = spec->kind;
  json j;
  j["netcert"] = NETCERT_VERSION;
  j["file"] = file;
  j["network"] = network;
  j["kind"] = kind;
  j["params"] = doc["params"];
  j["verdict"] = to_string(rep.verdict);
  j["details"] = rep.details;
  j["counterexample"] = rep.counterexample;
  if (!o.dot_out.empty() && rep.dot.empty()) throw InputError("--dot", "schedule kind " + kind + " has no picture");
  std::string text = j.dump(2) + "\n";
  if (!o.dot_out.empty()) write_file_atomic(o.dot_out, rep.dot);
  if (o.json_out == "-") {
    std::cout << text;
  } else {
    std::cout << network << " " << kind << " (" << file << "): " << to_string(rep.verdict) << '\n';
    for (auto& line : rep.lines) std::cout << "  " << line << '\n';
    if (rep.verdict == Verdict::Fails) std::cout << "\ncounterexample:\n  " << rep.counterexample.dump() << '\n';
    if (!o.json_out.empty()) write_file_atomic(o.json_out, text);
  }
  return rep.verdict == Verdict::Holds ? 0 : rep.verdict == Verdict::Fails ? 1 : 3;
}

}  // namespace netcert
