// fabric_node_names.cpp — see fabric_node_names.hpp.
#include "net/fabric_node_names.hpp"

namespace netcert {

namespace {

// Visits every string of `j` (by reference: the fabric's texts are hundreds of megabytes).
template <class F>
void each_string(const json& j, const F& f) {
  if (j.is_string()) {
    f(j.get_ref<const std::string&>());
  } else if (j.is_structured()) {
    for (auto& child : j) each_string(child, f);
  }
}

// The same, replacing each string by f(string).
template <class F>
void each_string(json& j, const F& f) {
  if (j.is_string()) {
    j = f(j.get_ref<const std::string&>());
  } else if (j.is_structured()) {
    for (auto& child : j) each_string(child, f);
  }
}

// The counterexample's fields but its "fabric" (files, not node ids).
json without_fabric(const json& counterexample) {
  if (!counterexample.is_object()) return counterexample;
  json out = json::object();
  for (auto& [key, value] : counterexample.items())
    if (key != "fabric") out[key] = value;
  return out;
}

}  // namespace

json fabric_node_names(const json& counterexample, const Fabric& f) {
  json names = json::object();
  each_string(without_fabric(counterexample), [&](const std::string& s) {
    const uint32_t v = f.node_by_id(s);
    if (v != Fabric::kNone) names[s] = f.node(v).name;
  });
  return names;
}

json with_fabric_node_names(const json& counterexample, const Fabric& f) {
  json copy = without_fabric(counterexample);
  each_string(copy, [&](const std::string& s) {
    const uint32_t v = f.node_by_id(s);
    return v == Fabric::kNone ? s : f.node(v).name;
  });
  return copy;
}

}  // namespace netcert
