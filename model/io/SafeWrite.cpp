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

/// The OS reason as a term: strerror's English text, which the edge translates.
MsgArg reason(int error = errno)
{
    return arg::term(std::strerror(error));
}

/// "cannot ... PATH: REASON", the reason taken now (before anything else sets errno).
Message failed(const char* code, const std::string& path)
{
    return Message{code, {arg::name(path), reason()}};
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
Message writeInPlace(const std::string& path, const std::string& target, mode_t mode,
                     std::string_view bytes)
{
    if (!S_ISCHR(mode) && !S_ISFIFO(mode))
        return Message{"SAVE_NOT_REGULAR", {arg::name(path)}};
    const int flags = O_WRONLY | O_CLOEXEC | O_NOCTTY | (S_ISFIFO(mode) ? O_NONBLOCK : 0);
    const int fd = ::open(target.c_str(), flags);
    if (fd < 0)
        return errno == ENXIO && S_ISFIFO(mode) ? Message{"SAVE_FIFO_NO_READER", {arg::name(path)}}
                                                : failed("SAVE_CANNOT_WRITE", path);
    if (S_ISFIFO(mode))
        ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) & ~O_NONBLOCK);
    const bool ok = writeAll(fd, bytes);
    const Message problem = ok ? Message() : failed("SAVE_CANNOT_WRITE", path);
    ::close(fd);
    return problem;
}

} // namespace

Message writeFileSafely(const std::string& path, std::string_view bytes)
{
    if (path.empty())
        return Message::of("SAVE_NO_NAME");
    const std::string target = resolveTarget(path);
    const std::string folder = folderOf(target);
    struct stat old {};
    const bool exists = ::stat(target.c_str(), &old) == 0;
    if (exists && S_ISDIR(old.st_mode))
        return Message{"SAVE_CANNOT_REPLACE", {arg::name(path), reason(EISDIR)}};
    if (exists && !S_ISREG(old.st_mode))
        return writeInPlace(path, target, old.st_mode, bytes);
    std::string tmp = folder + "/." + target.substr(target.rfind('/') + 1) + ".tmp-XXXXXX";
    const int fd = ::mkstemp(tmp.data());
    if (fd < 0)
        return Message{"SAVE_CANNOT_CREATE_TEMP", {arg::name(path), reason(), arg::name(folder)}};
    auto fail = [&](const char* code) {
        const Message m = failed(code, path);
        ::close(fd);
        ::unlink(tmp.c_str());
        return m;
    };
    if (!writeAll(fd, bytes))
        return fail("SAVE_CANNOT_WRITE");
    if (::fchmod(fd, exists ? (old.st_mode & 07777) : newFileMode()) != 0)
        return fail("SAVE_CANNOT_SET_MODE");
    // The owner too, where we may (root replacing a user's file); elsewhere it is ours anyway.
    if (exists && (old.st_uid != ::geteuid() || old.st_gid != ::getegid()) &&
        ::fchown(fd, old.st_uid, old.st_gid) != 0) {
        // not permitted for an ordinary user: the new file keeps the writer's ownership
    }
    if (::fsync(fd) != 0)
        return fail("SAVE_CANNOT_SYNC");
    if (::close(fd) != 0) {
        const Message m = failed("SAVE_CANNOT_WRITE", path);
        ::unlink(tmp.c_str());
        return m;
    }
    if (::rename(tmp.c_str(), target.c_str()) != 0) {
        const Message m = failed("SAVE_CANNOT_REPLACE", path);
        ::unlink(tmp.c_str());
        return m;
    }
    if (const int dfd = ::open(folder.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC); dfd >= 0) {
        ::fsync(dfd); // the rename itself reaches the disk
        ::close(dfd);
    }
    return {};
}

} // namespace cc::model::io
