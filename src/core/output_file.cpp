// output_file.cpp — see output_file.hpp.
#include "core/output_file.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <vector>

#include "core/errors.hpp"

namespace netcert {

namespace fs = std::filesystem;

namespace {

std::string errno_text(int err) { return std::strerror(err); }

void make_dirs(const fs::path& dir, const std::string& what) {
  if (dir.empty()) return;
  std::error_code ec;
  fs::create_directories(dir, ec);
  if (ec) throw InputError(what, "cannot create directory '" + dir.string() + "': " + ec.message());
  if (!fs::is_directory(dir, ec)) throw InputError(what, "'" + dir.string() + "' is not a directory");
}

// Writes `text` to a fresh temporary beside `path` (flushed, fsynced) and returns its name.
std::string write_temporary(const std::string& path, const std::string& text) {
  if (path.empty()) throw InputError("output", "empty file name");
  fs::path target(path);
  std::error_code ec;
  if (fs::is_directory(target, ec)) throw InputError(path, "cannot write: it is a directory");
  fs::path dir = target.parent_path();
  make_dirs(dir, path);
  std::string pattern = ((dir.empty() ? fs::path(".") : dir) / ("." + target.filename().string() + ".tmp-XXXXXX")).string();
  std::vector<char> tmp(pattern.begin(), pattern.end());
  tmp.push_back('\0');
  int fd = ::mkstemp(tmp.data());
  if (fd < 0) throw InputError(path, "cannot write: " + errno_text(errno));
  auto fail = [&](const std::string& step, int err) {
    ::close(fd);
    ::unlink(tmp.data());
    throw InputError(path, "cannot write (" + step + "): " + errno_text(err) + "; nothing was written");
  };
  const char* p = text.data();
  std::size_t left = text.size();
  while (left > 0) {
    ssize_t n = ::write(fd, p, left);
    if (n < 0) {
      if (errno == EINTR) continue;
      fail("write", errno);
    }
    p += n;
    left -= static_cast<std::size_t>(n);
  }
  if (::fchmod(fd, 0644) != 0) fail("chmod", errno);
  if (::fsync(fd) != 0 && errno != EINVAL) fail("fsync", errno);
  if (::close(fd) != 0) {
    int err = errno;
    ::unlink(tmp.data());
    throw InputError(path, "cannot write (close): " + errno_text(err) + "; nothing was written");
  }
  return std::string(tmp.data());
}

}  // namespace

void write_file_atomic(const std::string& path, const std::string& text) {
  std::string tmp = write_temporary(path, text);
  if (::rename(tmp.c_str(), path.c_str()) != 0) {
    int err = errno;
    ::unlink(tmp.c_str());
    throw InputError(path, "cannot write (rename): " + errno_text(err) + "; nothing was written");
  }
}

void OutputTransaction::add(const std::string& path, std::string text) {
  for (auto& f : files_)
    if (f.first == path) {
      f.second = std::move(text);  // the last text given for a path wins
      return;
    }
  files_.emplace_back(path, std::move(text));
}

void OutputTransaction::commit() {
  std::vector<std::string> temps;
  try {
    for (auto& [path, text] : files_) temps.push_back(write_temporary(path, text));
  } catch (...) {
    for (auto& t : temps) ::unlink(t.c_str());
    throw;
  }
  // Every file is on disk beside its target: renames do not need space and cannot fail half-written.
  for (std::size_t i = 0; i < files_.size(); ++i) {
    if (::rename(temps[i].c_str(), files_[i].first.c_str()) == 0) continue;
    int err = errno;
    for (std::size_t j = i; j < temps.size(); ++j) ::unlink(temps[j].c_str());
    std::string done = i == 0 ? "nothing was written" : std::to_string(i) + " earlier file(s) were already in place";
    throw InputError(files_[i].first, "cannot write (rename): " + errno_text(err) + "; " + done);
  }
  files_.clear();
}

void check_output_path(const std::string& path, const std::string& option) {
  if (path.empty() || path == "-") return;
  fs::path target(path);
  std::error_code ec;
  if (fs::is_directory(target, ec)) throw InputError(option, "'" + path + "' is a directory, not a file");
  fs::path dir = target.parent_path();
  make_dirs(dir, option);
  if (::access((dir.empty() ? fs::path(".") : dir).c_str(), W_OK) != 0)
    throw InputError(option, "cannot write into '" + (dir.empty() ? std::string(".") : dir.string()) +
                                 "': " + errno_text(errno));
}

void check_output_dir(const std::string& dir, const std::string& option) {
  if (dir.empty()) return;
  make_dirs(fs::path(dir), option);
  if (::access(dir.c_str(), W_OK) != 0) throw InputError(option, "cannot write into '" + dir + "': " + errno_text(errno));
}

}  // namespace netcert
