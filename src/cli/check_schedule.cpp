// check_schedule.cpp — `netcert check-schedule FILE.json`.
//
// The file goes through the input layer (core/json_input.hpp): size and depth
// limits, strict JSON, then the schedule kind's declared schema (keys, params
// and their ranges; core/schedule_input.hpp) before the kind's own checker.
#include <iostream>

#include "cli/commands.hpp"
#include "core/errors.hpp"
#include "core/schedule_input.hpp"
#include "properties/fabric.hpp"

namespace netcert {

namespace {

// "n=4 family=rotator": the schedule's params as the title shows them.
std::string params_text(const json& params) {
  std::string out;
  if (params.is_object())
    for (auto& [k, v] : params.items()) out += (out.empty() ? "" : " ") + k + "=" + (v.is_string() ? v.get<std::string>() : v.dump());
  return out;
}

// Every picture gets a title naming the network, parameters and verdict, so a
// picture shown alone still says what it shows: added here, once, to a graph whose writer did not set a graph label.
std::string with_title(const std::string& dot, const std::string& title) {
  auto open = dot.find('{');
  if (open == std::string::npos) return dot;
  if (dot.find("\n  label=", open) != std::string::npos) return dot;  // the writer titled it (graph level)
  std::string escaped;
  for (char c : title) escaped += c == '"' || c == '\\' ? std::string("\\") + c : std::string(1, c);
  return dot.substr(0, open + 1) + "\n  label=\"" + escaped + "\"; labelloc=t; fontsize=14;" + dot.substr(open + 1);
}

}  // namespace

int cmd_check_schedule(const std::string& file, const RunOptions& o) {
  check_output_path(o.json_out, "--json");
  check_output_path(o.dot_out, "--dot");
  json doc = read_schedule_file(file);
  resolve_fabric_description_paths(doc, file);
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
  std::string text = j.dump(2) + "\n";
  // A kind without a picture still gets its check (and its exit code); the picture is reported missing.
  if (!o.dot_out.empty() && rep.dot.empty())
    std::cerr << "netcert: check-schedule: --dot: schedule kind " << network << "/" << kind << " has no picture; " << o.dot_out
              << " not written\n";
  OutputTransaction outputs;  // --dot and --json: both or neither
  if (!o.dot_out.empty() && !rep.dot.empty())
    outputs.add(o.dot_out, with_title(rep.dot, network + " " + kind + " (" + params_text(doc["params"]) +
                                                         "): " + to_string(rep.verdict)));
  if (o.json_out == "-") {
    std::cout << text;
  } else {
    std::cout << network << " " << kind << " (" << file << "): " << to_string(rep.verdict) << '\n';
    for (auto& line : rep.lines) std::cout << "  " << line << '\n';
    if (rep.verdict == Verdict::Fails) std::cout << "\ncounterexample:\n  " << rep.counterexample.dump() << '\n';
    if (!o.json_out.empty()) outputs.add(o.json_out, text);
  }
  outputs.commit();
  return rep.verdict == Verdict::Holds ? 0 : rep.verdict == Verdict::Fails ? 1 : 3;
}

}  // namespace netcert
