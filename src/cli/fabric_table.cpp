// fabric_table.cpp — `netcert fabric table fabric-tswitch --topology F --lfts F`
//: a table computed on a real fabric read from its tools' files.
// Formats, --out and --certify as `netcert table`; exit 0 when the rows hold,
// 3 when the table is unknown (a pair not delivered, a time limit).
#include <filesystem>
#include <iostream>

#include "cli/commands.hpp"
#include "core/catalogue.hpp"
#include "core/certificate.hpp"
#include "core/errors.hpp"
#include "core/output_file.hpp"
#include "net/fabric_files.hpp"
#include "properties/fabric.hpp"
#include "report/table_format.hpp"

namespace netcert {

int cmd_fabric_table(const std::string& id, const std::string& topology, const std::string& lfts,
                     const FabricTableOptions& t, const RunOptions& o) {
  if (id != "fabric-tswitch")
    throw InputError("TABLE", "'" + id + "' is not a fabric table (did you mean 'fabric-tswitch'?)");
  if (!t.out_file.empty()) check_output_path(t.out_file, "--out");
  if (!t.certify_dir.empty()) check_output_dir(t.certify_dir, "--certify");
  FabricFiles files = read_fabric_files(topology, lfts);
  const std::string digest = fabric_digest(files);
  auto fabric = load_fabric_routing(std::move(files));
  TableData data = fabric_tswitch_table(*fabric, t.detail, o.ctx);
  std::string text;
  if (t.format == "md") text = table_markdown(data);
  else if (t.format == "csv") text = table_csv(data);
  else if (t.format == "json") {
    json j = table_json(id, json::object(), data);
    j["fabric"] = {{"topology", topology}, {"lfts", lfts}, {"sha256", digest}};
    text = j.dump(2) + "\n";
  } else {
    text = "fabric: " + topology + " + " + lfts + " (sha256 " + digest + ")\n\n" + table_text(data);
  }
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
