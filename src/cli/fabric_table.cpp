// fabric_table.cpp — `netcert fabric table fabric-tswitch --topology F --lfts F`
// and `netcert fabric table fabric-failures --dir D`: tables computed on real
// fabrics read from their tools' files. Formats, --out and --certify as
// `netcert table`. fabric-tswitch: exit 0 when the rows hold, 3 when the table is
// unknown (a pair not delivered, a time limit); fabric-failures: as `check`, 1
// when some failure breaks a deciding property, else 3 when a row is unknown.
#include <filesystem>
#include <iostream>

#include "cli/commands.hpp"
#include "core/catalogue.hpp"
#include "core/certificate.hpp"
#include "core/errors.hpp"
#include "core/json_input.hpp"
#include "core/output_file.hpp"
#include "net/fabric_files.hpp"
#include "properties/fabric.hpp"
#include "properties/fabric_failures.hpp"
#include "report/table_format.hpp"

namespace netcert {

namespace {

// `about` goes into the JSON form under `about_key` ("fabric": the files; "sweep": the sweep's directory).
std::string formatted_table(const std::string& id, const TableData& data, const std::string& format,
                            const std::string& about_key, json about, const std::string& text_head) {
  if (format == "md") return table_markdown(data);
  if (format == "csv") return table_csv(data);
  if (format == "json") {
    json j = table_json(id, json::object(), data);
    j[about_key] = std::move(about);
    return j.dump(2) + "\n";
  }
  return text_head + "\n\n" + table_text(data);
}

// Exit code and tally of fabric-failures, from its verdict column (the last).
int failures_exit_code(const TableData& data, std::string& tally) {
  size_t holds = 0, fails = 0, unknown = 0;
  for (auto& row : data.rows) {
    const std::string v = row.back().get<std::string>();
    (v == "holds" ? holds : v == "fails" ? fails : unknown)++;
  }
  tally = std::to_string(data.rows.size()) + " runs: " + std::to_string(holds) + " hold, " +
          std::to_string(fails) + " break a property, " + std::to_string(unknown) + " unknown";
  return fails ? 1 : unknown ? 3 : 0;
}

// `fabric table fabric-failures --dir D`: one row per run of the sweep; certificates and table all or none.
int fabric_failures_command(const FabricTableOptions& t, const RunOptions& o) {
  if (t.dir.empty()) throw InputError("--dir", "fabric-failures reads a failure sweep: --dir DIR");
  if (!t.out_file.empty()) check_output_path(t.out_file, "--out");
  if (!t.certify_dir.empty()) check_output_dir(t.certify_dir, "--certify");
  OutputTransaction outputs;
  TableData data = fabric_failures_table(t.dir, t.certify_dir, outputs, o.ctx);
  std::string tally;
  const int rc = failures_exit_code(data, tally);
  const std::string text = formatted_table("fabric-failures", data, t.format, "sweep", {{"dir", t.dir}},
                                           "failure sweep: " + t.dir);
  if (!t.out_file.empty()) outputs.add(t.out_file, text);
  outputs.commit();
  if (t.out_file.empty()) std::cout << text;
  if (!o.quiet) std::cerr << "table fabric-failures: " << tally << '\n';
  return rc;
}

}  // namespace

int cmd_fabric_table(const std::string& id, const std::string& topology, const std::string& lfts,
                     const FabricTableOptions& t, const RunOptions& o) {
  if (id == "fabric-failures") {
    if (!topology.empty() || !lfts.empty())
      throw InputError(topology.empty() ? "--lfts" : "--topology", "fabric-failures reads its runs from --dir");
    return fabric_failures_command(t, o);
  }
  if (id != "fabric-tswitch")
    throw InputError("TABLE", "'" + id + "' is not a fabric table (did you mean '" +
                                  nearest_name(id, {"fabric-tswitch", "fabric-failures"}) + "'?)");
  if (topology.empty() || lfts.empty())
    throw InputError(topology.empty() ? "--topology" : "--lfts", "fabric-tswitch reads --topology and --lfts");
  if (!t.dir.empty()) throw InputError("--dir", "--dir is fabric-failures' (fabric-tswitch reads --topology, --lfts)");
  if (!t.out_file.empty()) check_output_path(t.out_file, "--out");
  if (!t.certify_dir.empty()) check_output_dir(t.certify_dir, "--certify");
  FabricFiles files = read_fabric_files(topology, lfts, o.ctx.jobs);
  auto fabric = load_fabric_routing(std::move(files), o.ctx.jobs);
  const std::string digest = fabric->digest;
  TableData data = fabric_tswitch_table(*fabric, t.detail, o.ctx);
  const std::string text = formatted_table(id, data, t.format, "fabric", {{"topology", topology}, {"lfts", lfts}, {"sha256", digest}},
                                           "fabric: " + topology + " + " + lfts + " (sha256 " + digest + ")");
  OutputTransaction outputs;  // the certificates and the table: all or none
  if (!t.certify_dir.empty()) {
    int idx = 0;
    for (auto& c : data.certificates) {
      auto path = std::filesystem::path(t.certify_dir) / (id + "_" + std::to_string(idx++) + ".cert.json");
      outputs.add(path.string(), serialize_certificate(c));
    }
  }
  if (!t.out_file.empty()) outputs.add(t.out_file, text);
  outputs.commit();
  if (!t.certify_dir.empty() && !o.quiet)
    std::cerr << "wrote " << data.certificates.size() << " certificate(s) to " << t.certify_dir << '\n';
  if (t.out_file.empty()) std::cout << text;
  const bool unknown = data.certificates.empty();
  if (!o.quiet)
    std::cerr << "table " << id << ": " << data.rows.size() << " rows, "
              << (unknown ? "unknown" : "holds (re-checked by the independent checker)") << '\n';
  return unknown ? 3 : 0;
}

}  // namespace netcert
