// errors.hpp — input errors end a command with exit 2 and name the bad field.
#pragma once
#include <stdexcept>
#include <string>

namespace netcert {

// Usage or input error: bad parameter, malformed schedule, size outside an
// engine's domain. The CLI prints what() and exits 2; nothing is written half.
class InputError : public std::runtime_error {
 public:
  InputError(const std::string& field, const std::string& message)
      : std::runtime_error(field.empty() ? message : field + ": " + message), field_(field) {}
  const std::string& field() const { return field_; }

 private:
  std::string field_;
};

}  // namespace netcert
