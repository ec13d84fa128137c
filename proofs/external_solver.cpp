// external_solver.cpp — see external_solver.hpp.
#include "proofs/external_solver.hpp"

#include <fcntl.h>
#include <signal.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <regex>
#include <sstream>
#include <thread>
#include <vector>

extern char** environ;

namespace netcert {

std::string find_on_path(const std::string& program) {
  const char* path = std::getenv("PATH");
  if (!path) return "";
  std::stringstream dirs(path);
  std::string dir;
  while (std::getline(dirs, dir, ':')) {
    if (dir.empty()) continue;
    std::filesystem::path p = std::filesystem::path(dir) / program;
    if (access(p.c_str(), X_OK) == 0 && std::filesystem::is_regular_file(p)) return p.string();
  }
  return "";
}

namespace {

std::string slurp(const std::filesystem::path& p) {
  std::ifstream in(p);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

// A scratch directory removed on scope exit.
struct ScratchDir {
  std::filesystem::path path;
  ScratchDir() {
    std::string tmpl = (std::filesystem::temp_directory_path() / "netcert-solver-XXXXXX").string();
    std::vector<char> buf(tmpl.begin(), tmpl.end());
    buf.push_back('\0');
    if (mkdtemp(buf.data())) path = buf.data();
  }
  ~ScratchDir() {
    std::error_code ec;
    if (!path.empty()) std::filesystem::remove_all(path, ec);
  }
};

// Starts argv with stdout/stderr to files; waits up to wall_seconds, then kills.
// Returns the wait status, or -1 when it could not start or was killed.
int run_with_limit(const std::vector<std::string>& args, const std::filesystem::path& out,
                   const std::filesystem::path& err, double wall_seconds, bool& killed) {
  posix_spawn_file_actions_t fa;
  posix_spawn_file_actions_init(&fa);
  posix_spawn_file_actions_addopen(&fa, 1, out.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
  posix_spawn_file_actions_addopen(&fa, 2, err.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
  std::vector<char*> argv;
  for (auto& a : args) argv.push_back(const_cast<char*>(a.c_str()));
  argv.push_back(nullptr);
  pid_t pid = 0;
  int rc = posix_spawn(&pid, argv[0], &fa, nullptr, argv.data(), environ);
  posix_spawn_file_actions_destroy(&fa);
  if (rc != 0) return -1;
  auto t0 = std::chrono::steady_clock::now();
  int status = 0;
  killed = false;
  while (waitpid(pid, &status, WNOHANG) == 0) {
    if (std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count() > wall_seconds) {
      kill(pid, SIGKILL);
      waitpid(pid, &status, 0);
      killed = true;
      return -1;
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(5));
  }
  return status;
}

}  // namespace

ExternalAnswer run_cvc5(const std::string& solver_path, const std::string& smt2, double timeout_seconds) {
  ExternalAnswer a;
  ScratchDir dir;
  if (dir.path.empty()) return a.detail = "could not create a temporary directory", a;
  const auto query = dir.path / "query.smt2", out = dir.path / "out", err = dir.path / "err";
  std::ofstream(query) << smt2;
  const long ms = static_cast<long>(timeout_seconds * 1000);
  std::vector<std::string> args = {solver_path, "--lang=smt2", "--tlimit=" + std::to_string(ms > 0 ? ms : 1)};
  // cvc5 1.0.3's lazy bit-blasting takes 18 s on OFT coverage r = 10, eager 1.3 s;
  // the query text stays standard, only the solver's configuration differs.
  if (smt2.find("(set-logic QF_BV)") != std::string::npos) args.push_back("--bitblast=eager");
  // With uninterpreted functions (the OFT queries over every control cycle), eager
  // bit-blasting needs them replaced by Ackermann's constraints first: r = 20 is
  // 0.15 s so and over 100 s lazily.
  if (smt2.find("(set-logic QF_UFBV)") != std::string::npos) {
    args.push_back("--ackermann");
    args.push_back("--bitblast=eager");
  }
  args.push_back(query.string());
  auto t0 = std::chrono::steady_clock::now();
  bool killed = false;
  int status = run_with_limit(args, out, err, timeout_seconds + 2, killed);
  a.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  if (killed) return a.detail = "killed after " + std::to_string(static_cast<int>(timeout_seconds + 2)) + " s", a;
  if (status == -1) return a.detail = "could not start " + solver_path, a;
  std::string stdout_text = slurp(out), stderr_text = slurp(err);
  std::istringstream lines(stdout_text);
  std::string first;
  std::getline(lines, first);
  if (first == "sat" || first == "unsat") {
    a.answer = first;
    return a;
  }
  std::smatch m;
  static const std::regex contradicted("Expected result (\\w+) but got (sat|unsat)");
  if (std::regex_search(stderr_text, m, contradicted)) {
    a.answer = m[2];
    a.detail = "contradicts the query's (set-info :status " + std::string(m[1]) + ")";
    return a;
  }
  std::string said = (first.empty() ? stderr_text : first).substr(0, 200);
  while (!said.empty() && (said.back() == '\n' || said.back() == ' ')) said.pop_back();
  a.detail = said.empty() ? "no answer (exit status " + std::to_string(WEXITSTATUS(status)) + ")" : said;
  return a;
}

}  // namespace netcert
