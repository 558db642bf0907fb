#include "model/io/SafeWrite.h"

#include <cerrno>
#include <climits>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace cc::model::io {

namespace {

std::string reason()
{
    return std::strerror(errno);
}

/// The file a write to `path` must replace: `path` itself, or where its symlinks lead.
std::string resolveTarget(const std::string& path)
{
    std::string p = path;
    for (int hops = 0; hops < 40; ++hops) {
        struct stat st {};
        if (::lstat(p.c_str(), &st) != 0 || !S_ISLNK(st.st_mode))
            return p;
        std::string link(PATH_MAX, '\0');
        const ssize_t n = ::readlink(p.c_str(), link.data(), link.size());
        if (n < 0)
            return p;
        link.resize(static_cast<size_t>(n));
        if (!link.empty() && link.front() != '/') {
            const auto slash = p.rfind('/');
            link = (slash == std::string::npos ? std::string() : p.substr(0, slash + 1)) + link;
        }
        p = link;
    }
    return p;
}

std::string folderOf(const std::string& p)
{
    const auto slash = p.rfind('/');
    if (slash == std::string::npos)
        return ".";
    return slash == 0 ? "/" : p.substr(0, slash);
}

bool writeAll(int fd, std::string_view bytes)
{
    size_t done = 0;
    while (done < bytes.size()) {
        const ssize_t n = ::write(fd, bytes.data() + done, bytes.size() - done);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            return false;
        done += static_cast<size_t>(n);
    }
    return true;
}

mode_t newFileMode()
{
    const mode_t mask = ::umask(0);
    ::umask(mask);
    return 0666 & ~mask;
}

} // namespace

std::string writeFileSafely(const std::string& path, std::string_view bytes)
{
    if (path.empty())
        return "cannot write a file without a name";
    const std::string target = resolveTarget(path);
    const std::string folder = folderOf(target);
    struct stat old {};
    const bool exists = ::stat(target.c_str(), &old) == 0;
    if (exists && S_ISDIR(old.st_mode))
        return "cannot replace " + path + ": " + std::strerror(EISDIR);
    std::string tmp = folder + "/." + target.substr(target.rfind('/') + 1) + ".tmp-XXXXXX";
    const int fd = ::mkstemp(tmp.data());
    if (fd < 0)
        return "cannot write " + path + ": " + reason() + " (creating a temporary file in " +
               folder + ")";
    auto fail = [&](const std::string& what) {
        const std::string r = reason();
        ::close(fd);
        ::unlink(tmp.c_str());
        return what + ": " + r;
    };
    if (!writeAll(fd, bytes))
        return fail("cannot write " + path);
    if (::fchmod(fd, exists ? (old.st_mode & 07777) : newFileMode()) != 0)
        return fail("cannot set the permissions of " + path);
    if (::fsync(fd) != 0)
        return fail("cannot write " + path + " to disk");
    if (::close(fd) != 0) {
        const std::string r = reason();
        ::unlink(tmp.c_str());
        return "cannot write " + path + ": " + r;
    }
    if (::rename(tmp.c_str(), target.c_str()) != 0) {
        const std::string r = reason();
        ::unlink(tmp.c_str());
        return "cannot replace " + path + ": " + r;
    }
    if (const int dfd = ::open(folder.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC); dfd >= 0) {
        ::fsync(dfd); // the rename itself reaches the disk
        ::close(dfd);
    }
    return {};
}

} // namespace cc::model::io
