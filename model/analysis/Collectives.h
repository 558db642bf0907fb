#pragma once
// Alpha-beta cost of collectives (ring algorithms: Thakur, Rabenseifner, Gropp, "Optimization of
// Collective Communication Operations in MPICH", IJHPCA 19(1), 2005; Patarasuk, Yuan, JPDC 69(2),
// 2009). Bandwidths are bytes/s of one
// direction per rank; alpha is the per-step latency in seconds.

namespace cc::model {

/// Ring allreduce of `bytes` over `ranks`: 2(n-1)/n · S/B + 2(n-1)·α.
double ringAllreduceSeconds(double bytes, int ranks, double bytesPerS, double alphaS);
/// Reduce-scatter or all-gather: (n-1)/n · S/B + (n-1)·α.
double reduceScatterSeconds(double bytes, int ranks, double bytesPerS, double alphaS);
/// All-to-all: (n-1)/n · S/B (+ (n-1)·α for the pairwise steps).
double allToAllSeconds(double bytes, int ranks, double bytesPerS, double alphaS);
/// nccl-tests bus bandwidth of an allreduce from its algorithm bandwidth: busbw = algbw·2(n-1)/n.
double allreduceBusFromAlg(double algBytesPerS, int ranks);

/// PCIe bandwidth of one direction for a generation and lane count, in bytes/s (after line
/// encoding: 128b/130b for Gen3-5, FLIT mode for Gen6).
double pcieBytesPerS(int gen, int lanes);

} // namespace cc::model
