// check_schedule.cpp — `netcert check-schedule FILE.json`.
#include <iostream>

#include "cli/commands.hpp"
#include "core/catalogue.hpp"
#include "core/errors.hpp"

namespace netcert {

int cmd_check_schedule(const std::string& file, const RunOptions& o) {
  json doc = read_json_object(file, "FILE");
  for (auto field : {"network", "kind"})
    if (!doc.contains(field) || !doc[field].is_string())
      throw InputError(field, "missing or not a string");
  std::string network = doc["network"], kind = doc["kind"];
  const ScheduleSpec* spec = catalogue().schedule(network, kind);
  if (!spec) {
    std::string known;
    for (auto& s : catalogue().schedules()) known += (known.empty() ? "" : ", ") + s.network + "/" + s.kind;
    throw InputError("kind", "no checker for network '" + network + "' kind '" + kind + "' (known: " + known + ")");
  }
  ScheduleReport rep = spec->check(doc, o.ctx);
  json j;
  j["netcert"] = NETCERT_VERSION;
  j["file"] = file;
  j["network"] = network;
  j["kind"] = kind;
  j["params"] = doc.value("params", json::object());
  j["verdict"] = to_string(rep.verdict);
  j["details"] = rep.details;
  j["counterexample"] = rep.counterexample;
  if (!o.dot_out.empty()) {
    if (rep.dot.empty()) throw InputError("--dot", "schedule kind " + kind + " has no picture");
    write_file_atomic(o.dot_out, rep.dot);
  }
  if (o.json_out == "-") {
    std::cout << j.dump(2) << '\n';
  } else {
    std::cout << network << " " << kind << " (" << file << "): " << to_string(rep.verdict) << '\n';
    for (auto& line : rep.lines) std::cout << "  " << line << '\n';
    if (rep.verdict == Verdict::Fails) std::cout << "\ncounterexample:\n  " << rep.counterexample.dump() << '\n';
    if (!o.json_out.empty()) write_file_atomic(o.json_out, j.dump(2) + "\n");
  }
  return rep.verdict == Verdict::Holds ? 0 : rep.verdict == Verdict::Fails ? 1 : 3;
}

}  // namespace netcert
