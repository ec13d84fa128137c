// scratch_dir.hpp — test helper: a directory of this process's own under the
// system temp dir, removed when the object goes out of scope. ctest runs each
// Catch2 test case as its own process in parallel, so a fixed name raced: one
// case's remove_all emptied the directory another case was writing into.
#pragma once
#include <stdlib.h>

#include <filesystem>
#include <stdexcept>
#include <string>
#include <system_error>

namespace netcert::testing {

class ScratchDir {
 public:
  explicit ScratchDir(const std::string& stem) {
    std::string tmpl = (std::filesystem::temp_directory_path() / ("netcert-" + stem + "-XXXXXX")).string();
    if (::mkdtemp(tmpl.data()) == nullptr) throw std::runtime_error("cannot create a scratch directory " + tmpl);
    path_ = tmpl;
  }
  ScratchDir(const ScratchDir&) = delete;
  ScratchDir& operator=(const ScratchDir&) = delete;
  ~ScratchDir() {
    std::error_code ignored;
    std::filesystem::remove_all(path_, ignored);
  }
  const std::filesystem::path& path() const { return path_; }
  std::string string() const { return path_.string(); }

 private:
  std::filesystem::path path_;
};

}  // namespace netcert::testing
