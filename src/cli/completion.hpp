// completion.hpp — shell completion generated from the CLI's option table.
#pragma once
#include <string>
#include <vector>

#include "cli/option_table.hpp"

namespace netcert {

// The script for `commands` (command_table.hpp), from their rows alone.
std::string bash_completion(const std::vector<CommandSpec>& commands);

}  // namespace netcert
