// errors.hpp — input errors end a command with exit 2 and name the bad field.
#pragma once
#include <stdexcept>
#include <string>

namespace netcert {

// Usage or input error: bad parameter, malformed schedule, size outside an
// engine's domain, an output that cannot be written. The CLI prints what()
// and exits 2; nothing is written half.
class InputError : public std::runtime_error {
 public:
  InputError(const std::string& field, const std::string& message)
      : std::runtime_error(field.empty() ? message : field + ": " + message), field_(field), message_(message) {}
  const std::string& field() const { return field_; }
  const std::string& message() const { return message_; }

 private:
  std::string field_;
  std::string message_;
};

}  // namespace netcert
