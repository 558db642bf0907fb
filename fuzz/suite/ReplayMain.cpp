// Replays files through a fuzz target's entry point once each, without libFuzzer, so the fuzz
// corpora run in the unit suite (and under GCC's ASan + UBSan in fuzz/sanitize-suite.sh).
// Usage: fuzz_replay_X FILE|FOLDER...   (folders are walked recursively; regular files only)
// Exit 0 when every input ran; a crash, an abort or an uncaught exception ends the process.
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size);

namespace {

std::vector<std::filesystem::path> inputsOf(const std::vector<std::string>& args)
{
    namespace fs = std::filesystem;
    std::vector<fs::path> files;
    for (const std::string& arg : args) {
        if (fs::is_directory(arg)) {
            for (const auto& e : fs::recursive_directory_iterator(arg))
                if (e.is_regular_file())
                    files.push_back(e.path());
        } else if (fs::is_regular_file(arg)) {
            files.emplace_back(arg);
        } else {
            std::fprintf(stderr, "%s: not a file or folder\n", arg.c_str());
        }
    }
    return files;
}

} // namespace

int main(int argc, char** argv)
{
    const std::vector<std::filesystem::path> files =
        inputsOf(std::vector<std::string>(argv + 1, argv + argc));
    for (const auto& f : files) {
        std::ifstream in(f, std::ios::binary);
        const std::string bytes((std::istreambuf_iterator<char>(in)),
                                std::istreambuf_iterator<char>());
        // libFuzzer never passes a null pointer, even for an empty input.
        static const uint8_t empty = 0;
        const auto* data = bytes.empty() ? &empty : reinterpret_cast<const uint8_t*>(bytes.data());
        LLVMFuzzerTestOneInput(data, bytes.size());
    }
    std::printf("replayed %zu inputs\n", files.size());
    return files.empty() ? 1 : 0;
}
