// fabric_node_names.cpp — see fabric_node_names.hpp.
#include "net/fabric_node_names.hpp"

namespace netcert {

namespace {

// Visits every string of `j`, replacing it by `f(string)` in place.
template <class F>
void each_string(json& j, const F& f) {
  if (j.is_string()) {
    j = f(j.get<std::string>());
  } else if (j.is_structured()) {
    for (auto& child : j) each_string(child, f);
  }
}

}  // namespace

json fabric_node_names(const json& counterexample, const Fabric& f) {
  json names = json::object();
  json copy = counterexample;
  each_string(copy, [&](const std::string& s) {
    const uint32_t v = f.node_by_id(s);
    if (v != Fabric::kNone) names[s] = f.node(v).name;
    return s;
  });
  return names;
}

json with_fabric_node_names(const json& counterexample, const Fabric& f) {
  json copy = counterexample;
  each_string(copy, [&](const std::string& s) {
    const uint32_t v = f.node_by_id(s);
    return v == Fabric::kNone ? s : f.node(v).name;
  });
  return copy;
}

}  // namespace netcert
