#include "model/catalog/CatalogEntry.h"

#include <array>

namespace cc::model {

namespace {
constexpr std::array<std::pair<Kind, std::string_view>, 12> kKindNames{{
    {Kind::Accelerator, "accelerator"},
    {Kind::Fabric, "fabric"},
    {Kind::Nic, "nic"},
    {Kind::Optic, "optic"},
    {Kind::Switch, "switch"},
    {Kind::Storage, "storage"},
    {Kind::Cpu, "cpu"},
    {Kind::Memory, "memory"},
    {Kind::Psu, "psu"},
    {Kind::Rack, "rack"},
    {Kind::Cdu, "cdu"},
    {Kind::Server, "server"},
}};
constexpr std::array<std::pair<FabricType, std::string_view>, 4> kFabricNames{{
    {FabricType::NvSwitch, "nvswitch"},
    {FabricType::Mesh, "mesh"},
    {FabricType::Pcie, "pcie"},
    {FabricType::NvlinkBridge, "nvlink-bridge"},
}};
} // namespace

std::string_view kindName(Kind k)
{
    for (const auto& [kind, name] : kKindNames)
        if (kind == k)
            return name;
    return "?";
}

std::optional<Kind> kindFromName(std::string_view s)
{
    for (const auto& [kind, name] : kKindNames)
        if (name == s)
            return kind;
    return std::nullopt;
}

const std::vector<Kind>& allKinds()
{
    static const std::vector<Kind> all = [] {
        std::vector<Kind> v;
        for (const auto& p : kKindNames)
            v.push_back(p.first);
        return v;
    }();
    return all;
}

std::string_view fabricTypeName(FabricType t)
{
    for (const auto& [type, name] : kFabricNames)
        if (type == t)
            return name;
    return "?";
}

std::optional<FabricType> fabricTypeFromName(std::string_view s)
{
    for (const auto& [type, name] : kFabricNames)
        if (name == s)
            return type;
    return std::nullopt;
}

double AcceleratorSpec::flops(std::string_view precision) const
{
    const auto it = denseFlops.find(std::string(precision));
    return it == denseFlops.end() ? 0.0 : it->second;
}

} // namespace cc::model
