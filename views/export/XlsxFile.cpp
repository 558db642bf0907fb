#include "views/export/XlsxFile.h"

#include <xlsxwriter.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <unistd.h>

namespace cc::views {

namespace {

std::optional<std::string> fail(std::string* error, const std::string& why)
{
    if (error)
        *error = why;
    return std::nullopt;
}

} // namespace

std::optional<std::string>
xlsxBytes(const XlsxOptions& o, const std::function<void(lxw_workbook*)>& fill, std::string* error)
{
    std::error_code ec;
    const std::filesystem::path dir = std::filesystem::temp_directory_path(ec);
    std::string tmpl =
        ((ec ? std::filesystem::path("/tmp") : dir) / (std::string(o.tempPrefix) + "-XXXXXX"))
            .string();
    const int fd = mkstemp(tmpl.data());
    if (fd < 0)
        return fail(error, "cannot create a temporary file in " + dir.string());
    ::close(fd);
    lxw_workbook_options options{};
    options.constant_memory = o.constantMemory ? LXW_TRUE : LXW_FALSE;
    options.tmpdir = nullptr;
    lxw_workbook* wb = workbook_new_opt(tmpl.c_str(), &options);
    if (!wb) {
        std::remove(tmpl.c_str());
        return fail(error, "cannot start the workbook");
    }
    fill(wb);
    const lxw_error err = workbook_close(wb);
    std::ostringstream bytes;
    if (err == LXW_NO_ERROR) {
        std::ifstream in(tmpl, std::ios::binary);
        bytes << in.rdbuf();
    }
    std::remove(tmpl.c_str());
    if (err != LXW_NO_ERROR)
        return fail(error, lxw_strerror(err));
    return bytes.str();
}

} // namespace cc::views
