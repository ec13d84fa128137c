// mpi_module.cpp — see mpi_module.hpp: finding and loading netcert-mpi.so.
#include "cli/mpi_module.hpp"

#include <dlfcn.h>

#include <filesystem>
#include <stdexcept>
#include <string>

namespace netcert {

namespace fs = std::filesystem;

const NetcertMpiModule* load_mpi_module() {
  std::error_code ec;
  const fs::path program = fs::read_symlink("/proc/self/exe", ec);
  if (ec) throw std::runtime_error("cannot find the program's own path (/proc/self/exe): " + ec.message());
  // A build tree keeps the module beside the program; an installation in the library directory, whose path from
  // the program's directory CMake passes in (cmake/NetcertInstall.cmake).
  const fs::path candidates[] = {program.parent_path() / "netcert-mpi.so",
                                 program.parent_path() / NETCERT_MPI_MODULE_DIR_FROM_BIN / "netcert-mpi.so"};
  for (const fs::path& path : candidates) {
    if (!fs::exists(path, ec)) continue;
    // RTLD_GLOBAL: Open MPI loads components of its own that look up its symbols in the global scope.
    void* handle = dlopen(path.c_str(), RTLD_NOW | RTLD_GLOBAL);
    if (!handle) throw std::runtime_error(path.string() + ": " + dlerror());
    auto entry = reinterpret_cast<const NetcertMpiModule* (*)()>(dlsym(handle, "netcert_mpi_module"));
    if (!entry) throw std::runtime_error(path.string() + ": no netcert_mpi_module (not netcert's MPI module)");
    const NetcertMpiModule* module = entry();
    if (module->version != kNetcertMpiModuleVersion)
      throw std::runtime_error(path.string() + ": module version " + std::to_string(module->version) +
                               ", this netcert needs " + std::to_string(kNetcertMpiModuleVersion) +
                               " (it belongs to another netcert build)");
    return module;
  }
  return nullptr;
}

}  // namespace netcert
