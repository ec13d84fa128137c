// fabric_lanes.hpp — the virtual lanes a fabric's packets travel on, as
// OpenSM set them: each host pair's service level (SL, from `saquery -p`, the
// SA's PathRecords that applications ask before they send) and each switch's
// SL-to-VL tables (OpenSM's opensm-sl2vl.dump, written with -Q and the ROUTING
// log bit). A hop from in-port i to out-port o of switch x on a path of SL s
// leaves on virtual lane SL2VL[x][i][o][s].
#pragma once
#include <array>
#include <cstdint>
#include <string>
#include <unordered_map>
#include <vector>

#include "net/fabric.hpp"

namespace netcert {

class FabricLanes {
 public:
  static constexpr int kVls = 16;  // VL 15 carries subnet management only
  using Row = std::array<uint8_t, kVls>;

  // Parses both texts against the fabric; InputError "file:line: ..." (exit 2) on a
  // malformed line, a switch or LID the topology lacks, a host pair without a path
  // record, a switch port pair without a table row, or a used SL mapped to VL 15.
  FabricLanes(const Fabric& f, const std::string& sl2vl_text, const std::string& sl2vl_name,
              const std::string& path_sl_text, const std::string& path_sl_name);

  // The SL of the path from host s to host d (hosts() indices).
  uint8_t path_sl(uint32_t s, uint32_t d) const { return path_sl_[static_cast<size_t>(s) * hosts_ + d]; }
  // The VL of a hop through switch (switches() index) x from IB port in to IB port out.
  uint8_t vl(uint32_t x, int in, int out, uint8_t sl) const;
  // 1 + the largest VL any used SL is mapped to: the lanes the dependency graph needs.
  int lanes() const { return lanes_; }

 private:
  void read_sl2vl(const Fabric& f, const std::string& text, const std::string& name);
  void read_path_sl(const Fabric& f, const std::string& text, const std::string& name);
  void check_complete(const Fabric& f, const std::string& sl2vl_name);

  uint32_t hosts_ = 0;
  std::vector<uint8_t> path_sl_;                                  // hosts x hosts, 0xFF: no record
  std::vector<std::unordered_map<uint32_t, Row>> sl2vl_;          // per switch: (in << 8 | out) -> row
  int lanes_ = 1;
};

}  // namespace netcert
