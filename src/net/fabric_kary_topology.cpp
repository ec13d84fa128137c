// fabric_kary_topology.cpp — see fabric_kary_topology.hpp.
#include "net/fabric_kary_topology.hpp"

namespace netcert {

namespace {

std::string switch_name(const KaryNTree& t, uint64_t w) {
  return "S" + std::to_string(t.stage_of(w)) + "_" + std::to_string(t.position_of(w));
}

// One line "[p]\t"peer"[pp]" per linked IB port, ascending.
std::string switch_record(const KaryNTree& t, uint64_t w) {
  std::string r = "Switch\t" + std::to_string(t.ports()) + " \"" + switch_name(t, w) + "\"\n";
  for (int port = 0; port < t.ports(); ++port) {
    KaryNTree::End e = t.peer(w, port);
    if (e.kind == KaryNTree::End::None) continue;
    r += "[" + std::to_string(port + 1) + "]\t";
    if (e.kind == KaryNTree::End::Terminal)
      r += "\"H" + std::to_string(e.id) + "\"[1]\n";
    else
      r += "\"" + switch_name(t, e.id) + "\"[" + std::to_string(e.port + 1) + "]\n";
  }
  return r;
}

}  // namespace

std::string kary_ntree_ibsim_topology(const KaryNTree& t) {
  std::string out;
  for (uint64_t h = 0; h < t.terminals(); ++h) {
    KaryNTree::End at = t.attachment(h);
    if (!out.empty()) out += "\n";
    out += "Hca\t1 \"H" + std::to_string(h) + "\"\n[1]\t\"" + switch_name(t, at.id) + "\"[" +
           std::to_string(at.port + 1) + "]\n";
  }
  for (uint64_t w = 0; w < t.switch_count(); ++w) out += "\n" + switch_record(t, w);
  return out;
}

}  // namespace netcert
