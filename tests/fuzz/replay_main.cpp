// replay_main.cpp — runs a harness over saved inputs (files or directories):
//   netcert_fuzz_replay HARNESS PATH...
// ctest replays tests/data/regressions/<harness>/ in every build, so each
// input that once crashed netcert stays a regression test.
#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>

#include "harnesses.hpp"

int main(int argc, char** argv) {
  if (argc < 2) {
    std::cerr << "usage: netcert_fuzz_replay HARNESS PATH...\n";
    return 2;
  }
  std::string name = argv[1];
  bool known = false;
  for (auto& n : netcert::fuzz::harness_names()) known = known || n == name;
  if (!known) {
    std::cerr << "unknown harness " << name << '\n';
    return 2;
  }
  int replayed = 0;
  auto replay = [&](const std::filesystem::path& p) {
    std::ifstream in(p, std::ios::binary);
    std::stringstream ss;
    ss << in.rdbuf();
    std::string data = ss.str();
    std::cout << "replay " << name << " " << p.string() << " (" << data.size() << " bytes)\n" << std::flush;
    netcert::fuzz::run_harness(name, reinterpret_cast<const uint8_t*>(data.data()), data.size());
    ++replayed;
  };
  for (int i = 2; i < argc; ++i) {
    std::filesystem::path p(argv[i]);
    if (std::filesystem::is_directory(p)) {
      for (auto& e : std::filesystem::directory_iterator(p))
        if (e.is_regular_file() && e.path().filename().string()[0] != '.') replay(e.path());
    } else if (std::filesystem::exists(p)) {
      replay(p);
    }
  }
  std::cout << "replayed " << replayed << " input(s) through " << name << ": no crash\n";
  return 0;
}
