// fabric_tree_view.hpp — the independent checker's own reading of a fabric as
// a staged tree (check/ only): a switch's stage is its distance in switch
// hops from a switch with a host; "low" components of stage s join the hosts
// and the switches of stages <= s, "high" components the switches of stages
// >= s. Written from the definitions in fabric_check.hpp, sharing nothing
// with the engines' recognition.
#pragma once
#include <cstdint>
#include <unordered_map>
#include <vector>

#include "check/fabric_read.hpp"

namespace netcert {

class TreeView {
 public:
  explicit TreeView(const Fabric& f);
  const Fabric& fabric() const { return f_; }
  // Stage of a node (switch), -1 for a CA or a switch that reaches no host.
  int stage(uint32_t node) const { return stage_[node]; }
  bool all_staged() const { return all_staged_; }
  int stages() const { return stages_; }
  // k with k^n hosts and n·k^(n-1) switches (n = stages()), 0 when none.
  int arity() const { return arity_; }
  // Switch a host hangs on, Fabric::kNone when its port links no switch.
  uint32_t host_switch(uint32_t host) const { return host_switch_[host]; }
  // Component id (a node id) of `node` among hosts + switches of stage <= s
  // (low) or switches of stage >= s (high); Fabric::kNone when outside.
  uint32_t low(int s, uint32_t node) const;
  uint32_t high(int s, uint32_t node) const;
  // Host (index) at the far end of a switch port, Fabric::kNone when none.
  uint32_t host_at(FabricPort p) const;

 private:
  std::vector<uint32_t> components(bool low, int s) const;
  const Fabric& f_;
  std::vector<int> stage_;
  std::vector<uint32_t> host_switch_;
  std::vector<std::vector<uint32_t>> low_, high_;  // computed for every stage
  std::unordered_map<uint64_t, uint32_t> host_by_port_;
  bool all_staged_ = true;
  int stages_ = 0, arity_ = 0;
};

}  // namespace netcert
