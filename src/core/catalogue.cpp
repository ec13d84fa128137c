// catalogue.cpp — see catalogue.hpp.
#include "core/catalogue.hpp"

#include <stdexcept>

namespace netcert {

void Catalogue::add(Property p) {
  if (property(p.id)) throw std::logic_error("duplicate property id " + p.id);
  // A counterexample is untrusted input: one the re-check cannot even read
  // (missing field, wrong type) is rejected, never an exception for the caller.
  if (p.recheck)
    p.recheck = [inner = std::move(p.recheck)](const ParamSet& ps, const json& cex, std::string& why) {
      try {
        return inner(ps, cex, why);
      } catch (const std::exception& e) {
        why = std::string("rejected: ") + e.what();
        return false;
      }
    };
  properties_.push_back(std::move(p));
}
void Catalogue::add(TableSpec t) {
  if (table(t.id)) throw std::logic_error("duplicate table id " + t.id);
  tables_.push_back(std::move(t));
}
void Catalogue::add(ScheduleSpec s) {
  if (schedule(s.network, s.kind)) throw std::logic_error("duplicate schedule " + s.network + "/" + s.kind);
  schedules_.push_back(std::move(s));
}

const Property* Catalogue::property(const std::string& id) const {
  for (auto& p : properties_)
    if (p.id == id) return &p;
  return nullptr;
}
const TableSpec* Catalogue::table(const std::string& id) const {
  for (auto& t : tables_)
    if (t.id == id) return &t;
  return nullptr;
}
const ScheduleSpec* Catalogue::schedule(const std::string& network, const std::string& kind) const {
  for (auto& s : schedules_)
    if (s.network == network && s.kind == kind) return &s;
  return nullptr;
}

}  // namespace netcert
