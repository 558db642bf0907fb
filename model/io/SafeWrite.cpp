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
        if (n <= 0) {
            if (n == 0)
                errno = EIO; // never "Success" in the message
            return false;
        }
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

/// An existing target that is not a regular file: a character device (/dev/null, a terminal)
/// or a FIFO is written in place, as any tool would; nothing is renamed over it (as root that
/// would replace /dev/null with a file). A FIFO nobody reads is an error, not a hang.
std::string writeInPlace(const std::string& path, const std::string& target, mode_t mode,
                         std::string_view bytes)
{
    if (!S_ISCHR(mode) && !S_ISFIFO(mode))
        return "cannot replace " + path + ": not a regular file (a socket or block device)";
    const int flags = O_WRONLY | O_CLOEXEC | O_NOCTTY | (S_ISFIFO(mode) ? O_NONBLOCK : 0);
    const int fd = ::open(target.c_str(), flags);
    if (fd < 0)
        return "cannot write " + path + ": " +
               (errno == ENXIO && S_ISFIFO(mode) ? "no process is reading the FIFO" : reason());
    if (S_ISFIFO(mode))
        ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) & ~O_NONBLOCK);
    const bool ok = writeAll(fd, bytes);
    const std::string r = reason();
    ::close(fd);
    return ok ? std::string() : "cannot write " + path + ": " + r;
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
    if (exists && !S_ISREG(old.st_mode))
        return writeInPlace(path, target, old.st_mode, bytes);
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
    // The owner too, where we may (root replacing a user's file); elsewhere it is ours anyway.
    if (exists && (old.st_uid != ::geteuid() || old.st_gid != ::getegid()) &&
        ::fchown(fd, old.st_uid, old.st_gid) != 0) {
        // not permitted for an ordinary user: the new file keeps the writer's ownership
    }
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
