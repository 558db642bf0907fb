#pragma once
// `cabling FILE [-o plan.csv|plan.xlsx|fabric.topo]`: the cabling plan (one row per cable) or the
// fabric as an IBDM topology file, picked by the extension; the CSV to stdout without -o.
#include <string>
#include <vector>

namespace cc::app {

bool isCablingCommand(const std::string& name);
int runCablingCommand(const std::vector<std::string>& args, const std::string& catalogDir);
std::string cablingUsageText();

} // namespace cc::app
