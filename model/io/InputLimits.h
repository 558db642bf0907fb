#pragma once
// The input contract (catalogs/SCHEMA.md, "Input contract"): an upper bound for every count,
// size and rate a design, catalog or workload file may hold, and the checks the loaders call.
// Files travel between companies by e-mail, so every file is untrusted: a value past a bound is
// an error naming the file, the JSON path and the bound — never a crash, a hang or a wrong number.
//
// The bounds are assumptions (no datasheet sets them): each is far above the largest published
// cluster or model (xAI Colossus ~200,000 GPUs in 2024; Llama 3.1 405B: 126 layers, hidden 16,384,
// vocab 128,256; DeepSeek-V3: 256 routed experts) and low enough that the analysis stays bounded
// in time and memory and its integer arithmetic cannot overflow.
#include "model/util/Diagnostic.h"

#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace cc::model {
struct Design;
struct Workload;
} // namespace cc::model

namespace cc::model::limits {

// --- Files -------------------------------------------------------------------------------
constexpr long long kMaxFileBytes = 64LL * 1024 * 1024; ///< any input file
constexpr int kMaxNestingDepth = 64;                    ///< arrays/objects inside each other
constexpr long long kMaxStringChars = 65'536;           ///< any text value read
constexpr long long kMaxIdChars = 128;                  ///< a catalog id

// --- Designs -----------------------------------------------------------------------------
constexpr long long kMaxGpus = 10'000'000;      ///< GPUs in one design (replicas x GPUs)
constexpr long long kMaxGroups = 100'000;       ///< blocks (server/switch/storage groups)
constexpr long long kMaxTemplates = 10'000;     ///< server templates
constexpr long long kMaxLinks = 500'000;        ///< link objects
constexpr long long kMaxRackGroups = 100'000;   ///< rack groups
constexpr long long kMaxRackContents = 1'000;   ///< contents entries of one rack group
constexpr long long kMaxReplicas = 10'000'000;  ///< replicas of one group
constexpr long long kMaxPartsPerServer = 1'024; ///< count of one part, and all parts, per server
constexpr long long kMaxPerReplica = 4'096;     ///< cables per replica of a link
constexpr long long kMaxPerRack = 1'024;        ///< replicas of one group in one rack
constexpr long long kMaxRacks = 1'000'000;      ///< racks of one rack group
constexpr long long kMaxRackUnits = 200;        ///< height of a rack or of a server
constexpr long long kMaxTorusDims = 8;          ///< dimensions of a torus
constexpr long long kMaxWorkloads = 1'000;      ///< workloads embedded in a design
constexpr long long kMaxSpecs = 100'000;        ///< embedded specs / catalog entries per file
constexpr long long kMaxPorts = 65'536;         ///< ports of a switch or NIC, fabric chips
constexpr long long kMaxBreakout = 64;          ///< lanes one switch port may be split into
constexpr long long kMaxCores = 100'000;        ///< CPU cores / threads / PCIe lanes
constexpr double kMaxNumber = 1e21;             ///< any number's magnitude (above 1 ZFLOP/s, $1e21)
constexpr long long kMaxProposalNameChars = 200; ///< proposal.customer and proposal.proposer
/// proposal.logo, a base64 data URI: ~48 KB of PNG/JPEG, plenty for a cover logo (the
/// Properties panel scales a chosen picture down to fit).
constexpr long long kMaxLogoChars = kMaxStringChars;

// --- Workloads ---------------------------------------------------------------------------
constexpr long long kMaxLayers = 10'000;
constexpr long long kMaxHidden = 1'000'000; ///< hidden, ffnHidden, expertFfnHidden
constexpr long long kMaxHeads = 65'536;     ///< heads, kvHeads
constexpr long long kMaxVocab = 10'000'000;
constexpr long long kMaxSeqLen = 100'000'000; ///< tokens per sequence
constexpr long long kMaxExperts = 65'536;     ///< experts, topK, sharedExperts
constexpr long long kMaxParallel = 65'536;    ///< tp, cp, ep, pipeline stages (pp)
constexpr long long kMaxMicroBatch = 1'000'000;
constexpr long long kMaxGlobalBatch = 1'000'000'000;
constexpr long long kMaxLoraRank = 1'000'000;

// --- Validation cases (catalogs/validation/*.json, model/validation) ---------------------
constexpr long long kMaxValidationRuns = 10'000; ///< published runs in one case file

// --- Calibration (model/calibration; issue 14) ---------------------------------------
constexpr double kMaxGemmDim = 16'777'216;     ///< M, N or K of one measured GEMM (2^24)
constexpr double kMaxGemmTflops = 100'000;     ///< one GPU's measured rate (100 PFLOP/s)
constexpr long long kMaxGemmSamples = 100'000; ///< shapes of one GEMM sweep or attention benchmark
constexpr long long kMaxAttentionHeadDim = 1'024; ///< head dimension of a measured attention shape
constexpr long long kMaxCalibrationTiers = 16;    ///< fitted network tiers in a profile
constexpr double kMaxStepTimeFactor = 100;        ///< measured / modelled step time, both ways

// --- Checks ------------------------------------------------------------------------------

/// "must be <= 10,000,000 (input contract: WHAT)" (English, for callers not yet on messages).
std::string boundText(long long bound, std::string_view what);
/// The same as a message: DIAG_BOUND(bound, term WHAT).
Message boundMessage(long long bound, std::string_view what);

/// Reads an input file: only a regular file (no folder, FIFO, device such as /dev/zero), at
/// most kMaxFileBytes. Throws FormatError naming the file and the reason.
std::string readInputFile(const std::string& path);

/// Checks raw JSON text before it is parsed: size and nesting depth (so no recursion over the
/// document — dump, copy, compare — can go deeper than kMaxNestingDepth). Text values longer
/// than kMaxStringChars are JsonReader::str's to report, with their path. Returns the problem.
std::optional<Diagnostic> checkJsonText(std::string_view text, const std::string& label);

/// Checks a proposal logo: "data:image/png;base64," or "data:image/jpeg;base64," and then only
/// base64 characters, at most kMaxLogoChars in all. Returns the problem, or an empty message
/// when it is valid.
Message logoProblem(std::string_view logo);

/// Checks a catalog id: 1..kMaxIdChars of [a-z0-9._-], starting with a letter or digit.
/// (A hand-written scan: std::regex recurses per character and overflowed the stack.)
bool isValidCatalogId(std::string_view id);

/// Cross-field bounds of a loaded design: GPUs in total, parts per server. Diagnostics go to
/// `sink` with JSON paths below `pathPrefix`.
void checkDesignBounds(const Design& d, const std::string& file, const std::string& pathPrefix,
                       std::vector<Diagnostic>& sink);

/// Bounds of a parsed workload (layers, hidden, heads, vocab, seqLen, experts, tp, pp, cp, ep,
/// dp, batches) and "layers must be >= 1". Returns false when the workload cannot be used; the
/// reasons are appended to `diags`.
bool checkWorkloadBounds(const Workload& w, const std::string& label,
                         std::vector<Diagnostic>& diags);

/// a * b and a + b for counts, or nullopt when the result leaves [−kMaxCount, kMaxCount].
constexpr long long kMaxCount = 1'000'000'000'000'000LL; ///< 1e18, below LLONG_MAX
std::optional<long long> mulCount(long long a, long long b);
std::optional<long long> addCount(long long a, long long b);
/// A count as an int, or nullopt when it does not fit: a checked narrowing, never a wrap.
std::optional<int> toInt(long long x);
/// The product of counts (e.g. tp x pp x dp x cp) as an int, or nullopt when it does not fit.
std::optional<int> productAsInt(std::initializer_list<long long> factors);

} // namespace cc::model::limits
