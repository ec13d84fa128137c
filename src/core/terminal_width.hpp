// terminal_width.hpp — how wide the user's terminal is, for wrapping human output.
#pragma once
#include <cstddef>

namespace netcert {

// COLUMNS when set to a positive number (the shell's convention, also for
// scripts that want a width), else the width of the terminal on `fd`, else 80.
size_t terminal_width(int fd);

}  // namespace netcert
