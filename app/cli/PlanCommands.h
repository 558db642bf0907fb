#pragma once
// `plan` (a cluster for a job: ranked designs and the recommended picks) and `plan-merge`
// (combine the outputs of `plan --shard i/N` into the unsharded result).
#include <string>
#include <vector>

namespace cc::app {

/// True for "plan" and "plan-merge".
bool isPlanCommand(const std::string& name);
int runPlanCommand(const std::string& name, const std::vector<std::string>& args,
                   const std::string& catalogDir);
/// The usage lines of both commands.
std::string planUsageText();

} // namespace cc::app
