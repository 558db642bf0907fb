// Issue 13 stress benchmark: opening huge designs completes in bounded time and memory (≤ 2 GB),
// or the input contract refuses them with a message. Each case runs in its own child process,
// so its peak resident memory is its own (wait4's ru_maxrss).
// Run: build/bench/bench_stress_load [LINKS]   (default 1,500,000 links)
#include "model/analysis/Analyze.h"
#include "model/io/DesignIo.h"
#include "model/io/InputLimits.h"

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <functional>
#include <string>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

using namespace cc::model;

namespace {

constexpr double kMaxRssMb = 2048; ///< issue 13: at most 2 GB

/// A design of one server group and one switch group joined by `links` separate link objects.
std::string designWithLinks(long long links, bool compact)
{
    std::string s = R"({"schemaVersion":1,"name":"stress","templates":[{"id":1,"name":"t",)"
                    R"("parts":[{"ref":"h100-sxm5-80gb","count":8}]}],"blocks":[)"
                    R"({"id":2,"kind":"server","template":1,"replicas":1000},)"
                    R"({"id":3,"kind":"switch","ref":"qm9700","replicas":10}],"links":[)";
    const char* sep = compact ? "," : ",\n    ";
    for (long long i = 0; i < links; ++i) {
        s += i ? sep : "";
        s += R"({"id":)" + std::to_string(10 + i) +
             R"(,"from":2,"to":3,"perReplica":1,"speedGbps":400,"medium":"","rule":"spread"})";
    }
    return s + "]}";
}

void writeFile(const std::string& path, const std::string& text)
{
    std::ofstream(path, std::ios::binary) << text;
}

/// Runs `work` in a child; prints its outcome, time and peak memory.
void runCase(const char* name, const std::function<std::string()>& work)
{
    const auto t0 = std::chrono::steady_clock::now();
    int fds[2];
    if (::pipe(fds) != 0)
        return;
    const pid_t pid = ::fork();
    if (pid == 0) {
        ::close(fds[0]);
        std::string outcome;
        try {
            outcome = work();
        } catch (const FormatError& e) {
            outcome = std::string("refused: ") + e.what();
        }
        if (outcome.size() > 300)
            outcome = outcome.substr(0, 300) + "...";
        (void)!::write(fds[1], outcome.data(), outcome.size());
        ::_exit(0);
    }
    ::close(fds[1]);
    std::string outcome;
    char buf[512];
    for (ssize_t n; (n = ::read(fds[0], buf, sizeof buf)) > 0;)
        outcome.append(buf, static_cast<size_t>(n));
    ::close(fds[0]);
    int status = 0;
    rusage ru{};
    ::wait4(pid, &status, 0, &ru);
    const double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    const double mb = static_cast<double>(ru.ru_maxrss) / 1024.0;
    std::printf("%-34s %7.2f s  peak %7.1f MB  %s\n  %s\n", name, s, mb,
                mb <= kMaxRssMb ? "ok" : "OVER 2 GB", outcome.c_str());
}

} // namespace

int main(int argc, char** argv)
{
    const long long links = argc > 1 ? std::atoll(argv[1]) : 1'500'000;
    Catalog catalog;
    for (const auto& d : catalog.loadDirectory(CC_CATALOG_DIR))
        std::fprintf(stderr, "catalog: %s\n", d.text().c_str());
    const std::string dir = "/tmp/cc-bench-stress-" + std::to_string(::getpid());
    (void)!std::system(("mkdir -p " + dir).c_str());

    auto load = [&](const std::string& file) {
        return [&catalog, file] {
            const auto t0 = std::chrono::steady_clock::now();
            const Design d = io::loadDesignFile(file);
            const auto t1 = std::chrono::steady_clock::now();
            const Report r = analyze(d, catalog);
            const auto t2 = std::chrono::steady_clock::now();
            char buf[200];
            std::snprintf(buf, sizeof buf,
                          "loaded %zu links, %lld GPUs; load %.2f s, analyze %.2f s",
                          d.links.size(), static_cast<long long>(r.design.gpus),
                          std::chrono::duration<double>(t1 - t0).count(),
                          std::chrono::duration<double>(t2 - t1).count());
            return std::string(buf);
        };
    };

    const std::string pretty = dir + "/links-pretty.json";
    writeFile(pretty, designWithLinks(links, false));
    runCase((std::to_string(links) + " links, one per line").c_str(), load(pretty));
    const std::string compact = dir + "/links-compact.json";
    writeFile(compact, designWithLinks(links, true));
    runCase((std::to_string(links) + " links, compact").c_str(), load(compact));
    // The largest link list the contract accepts, in a file under the size bound.
    const long long atBound = limits::kMaxLinks;
    const std::string bound = dir + "/links-at-bound.json";
    writeFile(bound, designWithLinks(atBound, true));
    runCase((std::to_string(atBound) + " links (the bound), compact").c_str(), load(bound));
    runCase("h100-100k-gpus example",
            load(std::string(CC_CATALOG_DIR) + "/examples/h100-100k-gpus.json"));
    (void)!std::system(("rm -rf " + dir).c_str());
    return 0;
}
