#pragma once
// The export subcommands: report (proposal PDF), bom (CSV) and export (canvas SVG/PNG).
#include <memory>
#include <string>
#include <vector>

class QApplication;

namespace cc::app {

/// A QApplication for painting (offscreen without a display), unless one runs already.
std::unique_ptr<QApplication> paintingApplication();

/// `report FILE -o OUT.pdf [--workload W.json]`: the proposal PDF.
int cmdReport(const std::vector<std::string>& args, const std::string& catalogDir);
/// `bom FILE [-o OUT.csv]`: the bill of materials as CSV, to stdout without -o.
int cmdBom(const std::vector<std::string>& args, const std::string& catalogDir);
/// `export FILE -o OUT.svg|OUT.png`: the cluster canvas.
int cmdExport(const std::vector<std::string>& args, const std::string& catalogDir);

} // namespace cc::app
