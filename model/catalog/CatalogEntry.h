#pragma once
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace cc::model {

/// What kind of component a catalog entry describes.
enum class Kind {
    Accelerator,
    Fabric,
    Nic,
    Optic,
    Switch,
    Storage,
    Cpu,
    Memory,
    Psu,
    Rack,
    Cdu,
    Server
};

std::string_view kindName(Kind k);
std::optional<Kind> kindFromName(std::string_view s);
const std::vector<Kind>& allKinds();

/// Power draw of a component in watts: idle, typical under load, maximum (TDP / nameplate).
struct Power {
    double idleW = 0;
    double typicalW = 0;
    double maxW = 0;
    bool operator==(const Power&) const = default;
};

enum class Cooling { Air, Liquid };

struct AcceleratorSpec {
    std::string formFactor;
    std::string generation;
    double memoryBytes = 0;
    double memoryBandwidthBytesPerS = 0;
    std::map<std::string, double> denseFlops; ///< precision -> dense FLOP/s
    std::string scaleUpTechnology;
    int scaleUpLinks = 0;
    double scaleUpBitsPerSPerDirection = 0; ///< per GPU, all links, one direction
    int pcieGen = 0;
    int pcieLanes = 0;
    /// Coherent CPU link that carries host traffic instead of PCIe (NVLink-C2C on Grace
    /// superchips), bytes/s per GPU and direction; 0: host traffic goes over PCIe.
    double hostLinkBytesPerSPerDirection = 0;

    double flops(std::string_view precision) const; ///< 0 when the device lacks it
};

struct FabricSpec {
    std::string technology;
    bool switched = true; ///< false: direct mesh, no switch chips
    int ports = 0;
    double portBitsPerSPerDirection = 0;
    double gpuBitsPerSPerDirection = 0;
    int maxDomainGpus = 0;
};

struct NicSpec {
    int ports = 1;
    double portBitsPerS = 0;
    std::vector<std::string> protocols;
    int pcieGen = 0;
    int pcieLanes = 0;
    std::string role = "compute"; ///< compute | dpu
};

struct OpticSpec {
    std::string medium; ///< dac | acc | aoc | transceiver | fibre
    std::string formFactor;
    double bitsPerS = 0;
    double reachM = 0;
    double powerW = 0; ///< per end for transceivers, whole cable for AOC
    int connectorsPerEnd = 1;
    std::string fibreRef; ///< transceivers: the fibre cord one link needs
};

struct SwitchSpec {
    std::string protocol;
    int ports = 0;
    double portBitsPerS = 0;
    int maxBreakout = 1;
    double capacityBitsPerS = 0;
    int rackUnits = 1;
    Cooling cooling = Cooling::Air;
};

struct StorageSpec {
    std::string type; ///< ssd | appliance
    double capacityBytes = 0;
    double readBytesPerS = 0;
    double writeBytesPerS = 0;
    std::string interface;
    int rackUnits = 0;
    int nics = 0;
    double nicBitsPerS = 0;
};

struct CpuSpec {
    int cores = 0;
    int threads = 0;
    int memoryChannels = 0;
    int pcieGen = 0;
    int pcieLanes = 0;
};

struct MemorySpec {
    double capacityBytes = 0;
    std::string type;
};

struct PsuSpec {
    double ratedW = 0;
    double efficiency = 0.94;
};

struct RackSpec {
    int rackUnits = 42;
    double powerLimitW = 0;
    Cooling cooling = Cooling::Air;
};

struct CduSpec {
    double capacityW = 0;
    int rackUnits = 0;
};

struct PartCount {
    std::string ref;
    int count = 0;
    bool operator==(const PartCount&) const = default;
};

enum class FabricType { NvSwitch, Mesh, Pcie, NvlinkBridge };
std::string_view fabricTypeName(FabricType t);
std::optional<FabricType> fabricTypeFromName(std::string_view s);

struct ServerSpec {
    int rackUnits = 0;
    std::vector<PartCount> parts;
    FabricType fabric = FabricType::Pcie;
    std::string fabricRef;
    int fabricCount = 0;
    int pcieGen = 4;
    bool railOptimized = false;
    int computeNics = 0;
    Power chassisPower;
    double maxPowerW = 0; ///< vendor nameplate maximum; 0 when not published
    Cooling cooling = Cooling::Air;
};

/// One component of the catalog with its specs, indicative price and provenance.
struct CatalogEntry {
    std::string id;
    Kind kind = Kind::Accelerator;
    std::string name;
    std::string vendor;
    std::optional<double> priceUsd;
    std::string priceAsOf;
    std::string source;
    std::string asOf;
    bool estimate = false;
    std::string notes;
    std::string origin;  ///< file it came from
    std::string rawJson; ///< the entry as written, for embedding in designs and `catalog --json`

    Power power;
    AcceleratorSpec accel;
    FabricSpec fabric;
    NicSpec nic;
    OpticSpec optic;
    SwitchSpec sw;
    StorageSpec storage;
    CpuSpec cpu;
    MemorySpec memory;
    PsuSpec psu;
    RackSpec rack;
    CduSpec cdu;
    ServerSpec server;
};

} // namespace cc::model
